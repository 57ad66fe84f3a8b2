#!/usr/bin/python3
"""Score cached OCR configurations with assemble.py against both truth files.

Usage: evaluate.py [CONFIG ...]   (CONFIG may be "A+B": the word boxes of two cached runs merged,
e.g. normal + inverted polarity; its time is the sum.)  Prints a markdown table.

Fixtures: price recall (right value) and false-report rate (reported values not in the image's
prices / all reported), plus key-price recall on tags (top candidate == first price).
Real photos: key-price recall (top candidate == primary_price) and key false rate (a top
candidate was reported and it is wrong), for split A (even rows: used for design) and split B
(odd rows: held out), and all-price false rate.
"""
import json
import os
import sys
import time
from collections import Counter
from decimal import Decimal

import assemble

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))


def load_truth_fixtures():
    rows = {}
    with open(os.path.join(ROOT, "Tests/Resources/fixtures/truth.tsv"), encoding="utf-8") as fh:
        for line in fh.read().splitlines()[1:]:
            c = line.split("\t")
            prices = [Decimal(p.split("=", 1)[0]) for p in c[1].split(";") if p]
            rows[c[0]] = {"prices": prices, "kind": c[3], "damage": c[4]}
    return rows


def load_truth_real():
    rows = {}
    with open("/work/shared/realphotos/shelf-tags/truth.tsv", encoding="utf-8") as fh:
        for line in fh.read().splitlines()[1:]:
            c = line.split("\t")
            rows[c[0]] = {"primary": Decimal(c[1]), "prices": [Decimal(v) for v in c[2].split(";") if v]}
    return rows


def iou(a, b):
    x0, y0 = max(a[1], b[1]), max(a[2], b[2])
    x1, y1 = min(a[1] + a[3], b[1] + b[3]), min(a[2] + a[4], b[2] + b[4])
    inter = max(0, x1 - x0) * max(0, y1 - y0)
    union = a[3] * a[4] + b[3] * b[4] - inter
    return inter / union if union else 0


def merge_words(lists):
    """Union of word lists from several passes; overlapping words (IoU > 0.5) keep the most confident."""
    out = []
    for words in lists:
        for w in words:
            k = next((i for i, o in enumerate(out) if iou(o, w) > 0.5), None)
            if k is None:
                out.append(w)
            elif w[5] > out[k][5]:
                out[k] = w
    return out


def load(config, set_name):
    parts = config.split("+")
    data = [json.load(open(os.path.join(HERE, "cache", f"{p}--{set_name}.json"))) for p in parts]
    ms = sum(d["cpu_ms_per_image"] + d["prep_ms_per_image"] for d in data)
    images = {k: merge_words([d["images"][k] for d in data]) for k in data[0]["images"]}
    return images, ms


def score_fixtures(images, truth, params):
    tp = n_true = n_rep = key_ok = key_n = 0
    t0 = time.process_time()
    for i, (img, t) in enumerate(sorted(truth.items())):
        cands = assemble.assemble(images[img], params)
        rep = Counter(c.value for c in cands)
        tru = Counter(t["prices"])
        tp += sum((rep & tru).values())
        n_true += len(t["prices"])
        n_rep += sum(rep.values())
        if not t["kind"].startswith("menu") and t["prices"]:
            key_n += 1
            key_ok += bool(cands) and cands[0].value == t["prices"][0]
    ms = (time.process_time() - t0) * 1000 / len(truth)
    return {"recall": tp / n_true, "false": (n_rep - tp) / max(1, n_rep), "key": key_ok / key_n, "asm_ms": ms}


def score_real(images, truth, params):
    res = {}
    items = list(truth.items())
    for split, sel in (("A", items[0::2]), ("B", items[1::2])):
        ok = wrong = rep = rep_bad = 0
        for img, t in sel:
            cands = assemble.assemble(images[img], params)
            if cands:
                ok += cands[0].value == t["primary"]
                wrong += cands[0].value != t["primary"]
            rep += len(cands)
            rep_bad += sum(c.value not in t["prices"] for c in cands)
        res[split] = (ok / len(sel), wrong / len(sel), rep_bad / max(1, rep))
    return res


def main():
    configs = sys.argv[1:] or ["luma-sauvola-psm11"]
    params = None
    tf, tr = load_truth_fixtures(), load_truth_real()
    print("| configuration | fixtures recall | fixtures false | fixtures key | real key recall A / B | "
          "real key false A / B | real all-price false | ms/img fixtures | ms/img real |")
    print("|---|---|---|---|---|---|---|---|---|")
    for cfg in configs:
        fi, fms = load(cfg, "fixtures")
        ri, rms = load(cfg, "real")
        f = score_fixtures(fi, tf, params)
        r = score_real(ri, tr, params)
        print(f"| {cfg} | {f['recall']:.1%} | {f['false']:.1%} | {f['key']:.1%} | {r['A'][0]:.0%} / {r['B'][0]:.0%} | "
              f"{r['A'][1]:.0%} / {r['B'][1]:.0%} | {(r['A'][2] + r['B'][2]) / 2:.0%} | {fms + f['asm_ms']:.0f} | {rms:.0f} |")


if __name__ == "__main__":
    main()
