#!/usr/bin/python3
"""Run `currency-camera recognize --json` over the real-photo sets and score them.

Usage: score-real.py [--binary PATH] [--extra ARGS] [SET ...]   (SET: shelf-tags, shelf-tags-no,
shelf-tags-jp, receipts-de; default all). Each set is split as the accuracy test splits it: rows
0, 2, 4 … are the tune half, 1, 3, 5 … the check half. Per half it prints
  key@1  the top report is the key price        key@any  the key price is among the reports
  recall every listed price reported            false    reports that are none of the image's prices
Receipts list only their total: their false rate is not scored. SHOW=1 lists what each tune-half
image gave.
"""
import json
import os
import subprocess
import sys
from decimal import Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
REAL = os.path.normpath(os.path.join(ROOT, "..", "shared", "realphotos"))
SETS = ["shelf-tags", "shelf-tags-no", "shelf-tags-jp", "receipts-de"]


def truth(name):
    with open(os.path.join(REAL, name, "truth.tsv"), encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    header = lines[0].split("\t")
    column = header.index("price_values")
    rows = []
    for line in lines[1:]:
        cells = line.split("\t")
        if cells[0]:
            rows.append((cells[0], [Decimal(v) for v in cells[column].split(";") if v]))
    return rows


def read(binary, name, rows, extra):
    paths = [os.path.join(REAL, name, image) for image, _ in rows]
    env = dict(os.environ, OMP_THREAD_LIMIT="1")
    out = subprocess.run([binary, "recognize", "--json", *extra, *paths], capture_output=True, text=True, env=env).stdout
    readings = {}
    for line in out.splitlines():
        item = json.loads(line)
        readings[os.path.relpath(item["image"], os.path.join(REAL, name))] = item
    return readings


def score(rows, readings, all_prices):
    t = dict(images=0, key1=0, keyany=0, truth=0, found=0, reported=0, correct=0, ms=0.0)
    for image, prices in rows:
        item = readings.get(image, {})
        values = [Decimal(p["value"]) for p in item.get("prices", [])]
        t["images"] += 1
        t["ms"] += item.get("elapsed_ms", 0)
        t["key1"] += bool(values) and values[0] == prices[0]
        t["keyany"] += prices[0] in values
        remaining = list(prices)
        t["truth"] += len(prices)
        t["reported"] += len(values)
        for v in values:
            if v in remaining:
                remaining.remove(v)
                t["correct"] += 1
    pct = lambda a, b: f"{100.0 * a / b:5.1f}% ({a}/{b})" if b else "   -"
    false = pct(t["reported"] - t["correct"], t["reported"]) if all_prices else "not scored"
    return (f"key@1 {pct(t['key1'], t['images'])}  key@any {pct(t['keyany'], t['images'])}  "
            f"recall {pct(t['correct'], t['truth'])}  false {false}  {t['ms'] / max(t['images'], 1):.0f} ms/image")


def main(argv):
    binary = os.path.join(ROOT, ".build/release/currency-camera")
    extra = []
    if "--binary" in argv:
        i = argv.index("--binary"); binary = argv[i + 1]; del argv[i:i + 2]
    if "--extra" in argv:
        i = argv.index("--extra"); extra = argv[i + 1].split(); del argv[i:i + 2]
    for name in argv or SETS:
        rows = truth(name)
        readings = read(binary, name, rows, extra)
        for half, part in (("tune", rows[0::2]), ("check", rows[1::2])):
            print(f"{name:14} {half:5}  {score(part, readings, name != 'receipts-de')}")
        if os.environ.get("SHOW"):  # the tune half only: check failures are not looked at
            for image, prices in rows[0::2]:
                got = [p["text"] for p in readings.get(image, {}).get("prices", [])]
                print(f"  {image}  truth {[str(p) for p in prices]}  got {got}")


if __name__ == "__main__":
    main(sys.argv[1:])
