#!/usr/bin/python3
"""Score `recognize --json` output on the wild set (Tests/Resources/wild) per half and kind.

Usage, from the package root with a release build:
  OMP_THREAD_LIMIT=1 .build/release/currency-camera recognize --json Tests/Resources/wild/t*.* > tune.json
  OMP_THREAD_LIMIT=1 .build/release/currency-camera recognize --json Tests/Resources/wild/c*.* > check.json
  tools/recognition-study/score-wild.py tune.json check.json
recall = true prices reported with their value; false rate = reports that are none of the image's
prices; key hit = the first report is the key price (menus have none).
"""
import collections
import csv
import json
import os
import sys
from decimal import Decimal

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
truth = {r["image"]: r for r in csv.DictReader(open(os.path.join(ROOT, "Tests/Resources/wild/truth.tsv"), encoding="utf-8"), delimiter="\t")}
reported = {}
for path in sys.argv[1:]:
    for line in open(path, encoding="utf-8"):
        if line.startswith("{"):
            item = json.loads(line)
            reported[item["image"].split("/")[-1]] = [Decimal(p["value"]) for p in item.get("prices", [])]
tally = collections.defaultdict(lambda: [0] * 7)  # prices, found, reports, false, key images, key hits, images
for name, row in truth.items():
    if name not in reported:
        continue
    prices = [Decimal(p.split("=", 1)[0]) for p in row["prices"].split(";") if p]
    values = reported[name]
    wanted, got = collections.Counter(prices), collections.Counter(values)
    found = sum(min(wanted[v], got[v]) for v in wanted)
    false = sum(1 for v in values if v not in wanted)
    key = 1 if row["key_price"] else 0
    hit = 1 if key and values and values[0] == Decimal(row["key_price"]) else 0
    for group in [(row["half"], "ALL"), (row["half"], row["kind"])]:
        for i, v in enumerate([len(prices), found, len(values), false, key, hit, 1]):
            tally[group][i] += v
print("| half | kind | images | prices | recall | reports | false rate | key hit |")
print("|---|---|---|---|---|---|---|---|")
for group in sorted(tally, key=lambda g: (g[0] != "tune", g[1] != "ALL", g[1])):
    t, f, n, fa, ki, kh, im = tally[group]
    print("| %s | %s | %d | %d | %.1f %% | %d | %s | %s |" % (group[0], group[1], im, t, 100.0 * f / t, n,
          "%.1f %%" % (100.0 * fa / n) if n else "–", "%d/%d" % (kh, ki) if ki else "–"))
