#!/usr/bin/python3
"""Prototype of the price assembly logic: Tesseract word boxes -> price candidates.

Input: words as (text, left, top, width, height, conf) in image pixels (Tesseract TSV level 5 /
C-API RIL_WORD). Output: list of Candidate (value as Decimal, box, score, reasons), best first.
Pure geometry + text rules; no Tesseract line/block numbers are used so that the Swift port only
needs the word iterator. Every constant is named in PARAMS and described in FINDINGS.md.
"""
import re
from dataclasses import dataclass, field
from decimal import Decimal

PARAMS = {
    "min_conf": 30.0,          # words below this Tesseract confidence are ignored
    "sup_ratio": (0.25, 0.75),  # superscript cents height / integer height
    "sup_top": 0.30,           # |cents.top - integer.top| <= this * integer height
    "sup_gap": (-0.15, 0.8),   # cents.left - integer.right, in integer heights
    "join_gap": 1.2,           # max gap currency word <-> number, in number heights
    "line_overlap": 0.5,       # vertical overlap / smaller height for "same line"
    "plain_min_rel": 0.8,      # plain integer (no currency, no decimals) reported only if this tall vs tallest
    "plain_min_px": 16,        # ... and at least this many pixels tall
    "plain_min_conf": 60.0,    # ... and at least this confident
    "report_plain": True,      # report plain integers at all
}

PREFIX = r"(?P<pre>I?NT\$|I?NTS|NT|US\$|HK\$|S\$|A\$|RM|¥|￥|\$|€|£|₩|₽|Y|W)"
SUFFIX = r"(?P<post>円|元|원|€|₽|руб\.?|РУБ\.?|RUB|р\.|yen|Yen|YEN)"
CURRENCY_WORDS = {"¥", "￥", "$", "€", "£", "₩", "₽", "NT$", "NTS", "NT", "RM", "US$", "HK$", "円", "元", "원",
                  "руб", "руб.", "РУБ", "РУБ.", "RUB", "р.", "yen", "Yen", "YEN", "PYB", "py6", "pyб", "PY6"}
UNIT_RE = re.compile(r"^(g|gr|kg|mg|ml|l|L|cl|oz|lb|г|гр|кг|мл|л|шт|pcs|pc|r|r;|kr|Kr|kT|kг|mn|mл)\.?[;,.]?$")
NUM_CORE = r"(?P<num>\d(?:[\d.,' ]*\d)?)"
WORD_RE = re.compile(rf"^{PREFIX}?\s?{NUM_CORE}{SUFFIX}?$")
LEAD_JUNK = "\"'‘’“”«»_—–~|([{*:;.,"
TRAIL_JUNK = "\"'‘’“”«»_—–~|)]}*°?!;.,…"
SUPER_JUNK = "\"'‘’“”°*^"  # what Tesseract makes of raised cents glued to the integer
TIME_RE = re.compile(r"\d{1,2}:\d{2}")
DATE_RE = re.compile(r"\d{1,4}[./-]\d{1,2}[./-]\d{2,4}")
PHONE_RE = re.compile(r"(^\+\d)|(^\(\d)|(\d{2,4}-\d{3,4}-\d{3,4})|(\d{3}-\d{2}-\d{2})")
DIGIT_FIX = str.maketrans({"O": "0", "o": "0", "D": "0", "l": "1", "I": "1", "|": "1", "S": "5", "B": "8"})


@dataclass
class Word:
    text: str
    left: int
    top: int
    width: int
    height: int
    conf: float

    @property
    def right(self):
        return self.left + self.width

    @property
    def bottom(self):
        return self.top + self.height


@dataclass
class Candidate:
    value: Decimal
    left: int
    top: int
    width: int
    height: int
    conf: float
    currency: bool = False
    decimals: bool = False
    superscript: bool = False
    digits: int = 0
    score: float = 0.0
    reasons: list = field(default_factory=list)


def parse_number(num):
    """'3,500'->3500, '12.99'->12.99, '1.234,50'->1234.50, '94,99'->94.99; None if not a price number."""
    num = num.replace(" ", "").replace("'", "")
    seps = [c for c in num if c in ",."]
    if not seps:
        return Decimal(num), False
    groups = re.split(r"[.,]", num)
    last_sep = seps[-1]
    if len(groups[-1]) in (1, 2) and (len(seps) == 1 or seps[:-1] == [seps[0]] * (len(seps) - 1) and seps[0] != last_sep):
        intpart = groups[:-1]
        if len(intpart) > 1 and not (1 <= len(intpart[0]) <= 3 and all(len(g) == 3 for g in intpart[1:])):
            return None
        return Decimal("".join(intpart) + "." + groups[-1]), True
    if len(set(seps)) == 1 and 1 <= len(groups[0]) <= 3 and all(len(g) == 3 for g in groups[1:]):
        return Decimal("".join(groups)), False
    return None


def same_line(a, b):
    overlap = min(a.bottom, b.bottom) - max(a.top, b.top)
    return overlap >= PARAMS["line_overlap"] * min(a.height, b.height)


def classify(word):
    """Return (kind, info): kind in number | currency | unit | percent | distractor | other."""
    t = word.text.strip()
    if t in CURRENCY_WORDS:
        return "currency", None
    if UNIT_RE.match(t):
        return "unit", None
    if t.startswith("%"):
        return "percent", None
    if not re.search(r"\d", t):
        return "other", None
    if "%" in t:
        return "distractor", "percent"
    if TIME_RE.search(t):
        return "distractor", "time"
    if DATE_RE.search(t):
        return "distractor", "date"
    if PHONE_RE.search(t):
        return "distractor", "phone"
    if re.search(r"\d[-/:]$", t) or re.match(r"^[-/:]\d", t):
        return "distractor", "fragment"  # piece of a date, phone or time split into words
    core = t.lstrip(LEAD_JUNK)
    super_junk = core.rstrip(TRAIL_JUNK)[-1:] != core[-1:] and core[-1] in SUPER_JUNK
    trail = len(core) - len(core.rstrip(TRAIL_JUNK))
    core = core.rstrip(TRAIL_JUNK)
    m = WORD_RE.match(core)
    if not m:
        fixed = core.translate(DIGIT_FIX)
        m = WORD_RE.match(fixed) if sum(c.isdigit() for c in core) >= 1 else None
        if m and sum(c.isdigit() for c in core) < len(m.group("num").replace(",", "").replace(".", "")) / 2:
            m = None
    if not m:
        # digits glued to a unit ("400g", "210r", "1.5L") are weights/volumes
        if re.match(r"^\d[\d.,]*\s?(g|gr|kg|mg|ml|l|L|oz|г|гр|кг|мл|л|шт|pcs|r|kr|Kr)[;,.]?$", core):
            return "distractor", "unit"
        return "other", None
    digits = re.sub(r"\D", "", m.group("num"))
    if re.search(r"\d{7,}", m.group("num").replace(" ", "")):
        return "distractor", "code"
    parsed = parse_number(m.group("num"))
    if parsed is None or parsed[0] <= 0:
        return "distractor", "format"
    value, dec = parsed
    return "number", {"value": value, "decimals": dec, "currency": bool(m.group("pre") or m.group("post")),
                      "digits": len(digits), "trail": trail, "super_junk": super_junk, "plain": not dec and not m.group("pre") and not m.group("post")
                      and "," not in m.group("num") and "." not in m.group("num")}


def assemble(raw_words, params=None):
    P = dict(PARAMS, **(params or {}))
    words = [Word(str(w[0]), int(w[1]), int(w[2]), int(w[3]), int(w[4]), float(w[5])) for w in raw_words]
    words = [w for w in words if w.height > 0 and w.width > 0 and (w.conf >= P["min_conf"] or w.text.strip() in CURRENCY_WORDS)]
    kinds = [classify(w) for w in words]
    used = set()
    cands = []
    nums = [i for i, (k, _) in enumerate(kinds) if k == "number"]
    # 1. superscript cents: big plain integer + small raised 2-digit word just right of it
    for i in nums:
        b, info = words[i], kinds[i][1]
        if not info["plain"] or info["digits"] > 5 or i in used:
            continue
        best = None
        for j in nums:
            s, sinfo = words[j], kinds[j][1]
            if j == i or j in used or not sinfo["plain"] or sinfo["digits"] != 2:
                continue
            ratio = s.height / b.height
            gap = (s.left - b.right) / b.height
            if (P["sup_ratio"][0] <= ratio <= P["sup_ratio"][1] and abs(s.top - b.top) <= P["sup_top"] * b.height
                    and P["sup_gap"][0] <= gap <= P["sup_gap"][1]):
                if best is None or gap < best[1]:
                    best = (j, gap)
        if best:
            j = best[0]
            s = words[j]
            used.update((i, j))
            cands.append(Candidate(info["value"] + kinds[j][1]["value"] / 100, b.left, b.top, s.right - b.left,
                                   b.height, min(b.conf, s.conf), decimals=True, superscript=True,
                                   digits=info["digits"] + 2, reasons=["superscript"]))
    # 2. other numbers, joined with an adjacent currency word on the same line
    for i in nums:
        if i in used:
            continue
        w, info = words[i], kinds[i][1]
        c = Candidate(info["value"], w.left, w.top, w.width, w.height, w.conf, currency=info["currency"],
                      decimals=info["decimals"], digits=info["digits"])
        drop = None
        for j, (k, _) in enumerate(kinds):
            o = words[j]
            if j == i or not same_line(w, o):
                continue
            gap_right = (o.left - w.right) / w.height
            gap_left = (w.left - o.right) / w.height
            if k == "currency" and (-0.3 <= gap_right <= P["join_gap"] or -0.3 <= gap_left <= P["join_gap"]):
                c.currency = True
                c.reasons.append("currency-word")
                x0, x1 = min(c.left, o.left), max(c.left + c.width, o.right)
                c.left, c.width = x0, x1 - x0
            if k in ("unit", "percent") and -0.3 <= gap_right <= 0.8 and o.height <= 1.3 * w.height:
                drop = k
        if drop:
            continue
        if not c.currency and not c.decimals and c.digits >= 5:
            continue  # long bare integers are codes, not prices
        cands.append(c)
    if not cands:
        return []
    hmax = max(c.height for c in cands)
    out = []
    for c in cands:
        rel = c.height / hmax
        marked = c.currency or c.decimals
        c.score = 0.45 * rel + 0.25 * c.currency + 0.2 * c.decimals + 0.1 * c.conf / 100
        if marked:
            if c.digits < 2 and not c.currency:
                continue
            out.append(c)
        elif (P["report_plain"] and c.digits >= 2 and rel >= P["plain_min_rel"] and c.height >= P["plain_min_px"]
              and c.conf >= P["plain_min_conf"]):
            out.append(c)
    out.sort(key=lambda c: -c.score)
    return out
