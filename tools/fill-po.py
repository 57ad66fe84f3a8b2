#!/usr/bin/env python3
"""Writes po/LANG.po from po/currency-camera.pot and a TSV of translations (msgid TAB msgstr,
with \\n for newlines); entries the TSV lacks keep their current translation from the old .po.
Usage: tools/fill-po.py LANG TSV..."""
import re, sys

def unquote(lines):
    return "".join(re.match(r'^\s*"(.*)"\s*$', l).group(1) for l in lines).replace('\\"', '"').replace("\\n", "\n").replace("\\\\", "\\")

def quote(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'

def entries(path):
    out, block = [], []
    for line in open(path, encoding="utf-8").read().split("\n"):
        if line.strip() == "":
            if block: out.append(block); block = []
        else:
            block.append(line)
    if block: out.append(block)
    return out

def field(block, name):
    lines, taking = [], False
    for l in block:
        if l.startswith(name + " "):
            taking = True; lines.append(l[len(name) + 1:])
        elif taking and l.startswith('"'):
            lines.append(l)
        else:
            taking = False
    return unquote(lines) if lines else None

lang, tsvs = sys.argv[1], sys.argv[2:]
known = {}
try:
    for b in entries(f"po/{lang}.po"):
        mid, mstr = field(b, "msgid"), field(b, "msgstr")
        if mid and mstr and not any(l.startswith("#, fuzzy") for l in b):
            known[mid] = mstr
except FileNotFoundError:
    pass
for tsv in tsvs:
    for line in open(tsv, encoding="utf-8"):
        if "\t" in line:
            mid, mstr = line.rstrip("\n").split("\t")
            known[mid.replace("\\n", "\n")] = mstr.replace("\\n", "\n")

out = ['# Traditional Chinese translation of Currency Camera.', 'msgid ""', 'msgstr ""',
       '"Project-Id-Version: currency-camera\\n"', '"PO-Revision-Date: 2026-11-22 21:00+0800\\n"',
       '"Last-Translator: Currency Camera developers\\n"', '"Language-Team: Chinese (Taiwan)\\n"',
       f'"Language: {lang}\\n"',
       '"MIME-Version: 1.0\\n"', '"Content-Type: text/plain; charset=UTF-8\\n"',
       '"Content-Transfer-Encoding: 8bit\\n"', '"Plural-Forms: nplurals=1; plural=0;\\n"', ""]
missing = []
for b in entries("po/currency-camera.pot"):
    mid = field(b, "msgid")
    if not mid:
        continue
    refs = [l for l in b if l.startswith("#:") or l.startswith("#.")]
    flags = [l for l in b if l.startswith("#,") and "fuzzy" not in l]
    out += refs + flags + ["msgid " + quote(mid), "msgstr " + quote(known.get(mid, "")), ""]
    if mid not in known:
        missing.append(mid)
open(f"po/{lang}.po", "w", encoding="utf-8").write("\n".join(out))
for m in missing:
    print("untranslated:", m, file=sys.stderr)
sys.exit(1 if missing else 0)
