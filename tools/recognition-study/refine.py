#!/usr/bin/python3
"""Second pass: split a large number's box into integer and raised cents and re-read each part.

Tesseract often glues small raised cents to the big integer ("2455”", "195°", "_269*") or drops
digits of very large bold numerals. For every large bare-integer word (height >= REL_MIN of the
tallest numeric word, ignoring words that already have a superscript partner) this pass:
  1. crops the word box widened left and right by EXTEND heights, in luma;
  2. binarizes the crop with Otsu; ink is the class that differs from the crop border;
  3. classifies each column by the vertical extent of its ink inside the word's band:
     a column with ink in the middle band MID (fractions of the word height) belongs to the integer
     (grown left/right from the word box while gaps stay below MAX_GAP heights); a column with ink in
     the top TOP_ZONE but none in MID = raised cents (a unit such as "РУБ" under the cents is ignored);
  4. re-reads the integer region and the cents region separately as single lines (psm 7, digit
     whitelist), each scaled to ~40 px tall with a white margin;
  5. replaces the word by two words (integer, 2-digit cents) with their own boxes, so that the
     normal assembly joins them as superscript cents.
Usage: refine.py BASECONFIG SET  -> cache/BASECONFIG-refined--SET.json
"""
import json
import os
import re
import resource
import subprocess
import sys
import tempfile
import time

import numpy as np
from PIL import Image, ImageOps

import ocr

HERE = os.path.dirname(os.path.abspath(__file__))
REL_MIN, EXTEND, MID, TOP_ZONE, MAX_GAP, TARGET_H = 0.6, 1.0, (0.5, 0.68), 0.4, 0.3, 40


def otsu(a):
    hist = np.bincount(a.ravel(), minlength=256).astype(float)
    p = hist / hist.sum()
    omega, mu = np.cumsum(p), np.cumsum(p * np.arange(256))
    sigma = (mu[-1] * omega - mu) ** 2 / np.maximum(omega * (1 - omega), 1e-9)
    return int(np.argmax(sigma))


def split_word(gray, w):
    """Return (integer box, cents box or None) in image coordinates, or None."""
    text, l, t, ww, h = w[0], w[1], w[2], w[3], w[4]
    H, W = gray.shape
    x0, x1 = max(0, l - int(EXTEND * h)), min(W, l + ww + int(EXTEND * h))
    y0, y1 = max(0, t - int(0.1 * h)), min(H, t + h + int(0.1 * h))
    crop = gray[y0:y1, x0:x1]
    if crop.size == 0 or crop.shape[1] < 4:
        return None
    th = otsu(crop)
    border = np.concatenate([crop[0], crop[-1], crop[:, 0], crop[:, -1]])
    ink = crop < th if np.mean(border) >= th else crop > th
    rows = np.arange(crop.shape[0]) + y0 - t  # row offset relative to word top
    mid = ink[(rows >= MID[0] * h) & (rows <= MID[1] * h)].any(axis=0)
    top = ink[(rows >= -0.05 * h) & (rows <= TOP_ZONE * h)].any(axis=0)
    tall = mid  # integer digits cross the middle band; raised cents (and a unit under them) do not
    short_high = top & ~mid
    inside = np.nonzero(tall[l - x0:l + ww - x0])[0]
    if len(inside) == 0:
        return None
    first = last = l - x0 + inside[0]
    tall_cols = np.nonzero(tall)[0]
    for c in tall_cols[tall_cols > first]:  # grow right while digits stay contiguous
        if c - last > MAX_GAP * h:
            break
        last = c
    for c in tall_cols[tall_cols < first][::-1]:  # grow left: Tesseract sometimes drops a leading digit
        if first - c > MAX_GAP * h:
            break
        first = c
    int_box = (x0 + first, t, last - first + 1, h)
    sc = np.nonzero(short_high[last + 1:])[0]
    if len(sc) == 0:
        return int_box, None
    s_first = last + 1 + sc[0]
    if s_first - last > 0.6 * h:
        return int_box, None
    # contiguous run of cents columns (gaps up to 0.25 h between the two digits)
    s_last = s_first
    for c in sc[1:]:
        c = last + 1 + c
        if c - s_last > 0.25 * h:
            break
        s_last = c
    if (s_last - s_first + 1) < 0.3 * h:
        return int_box, None
    sub = ink[:, s_first:s_last + 1] & (rows < MID[0] * h)[:, None]  # cents only, not a unit below them
    rws = np.nonzero(sub.any(axis=1))[0]
    return int_box, (x0 + s_first, y0 + rws[0], s_last - s_first + 1, rws[-1] - rws[0] + 1)


def prep_crop(img, box):
    l, t, w, h = box
    pad = max(2, h // 5)
    c = img.crop((l - pad, t - pad, l + w + pad, t + h + pad))
    f = TARGET_H / max(1, h)
    c = c.resize((max(1, round(c.width * f)), max(1, round(c.height * f))), Image.BICUBIC)
    a = np.asarray(c)
    th = otsu(a)
    border = np.concatenate([a[0], a[-1], a[:, 0], a[:, -1]])
    if np.mean(border) < th:
        c = ImageOps.invert(c)  # always dark digits on light ground for Tesseract
    return ImageOps.expand(c, 10, fill=255)


def run(base, set_name):
    data = json.load(open(os.path.join(HERE, "cache", f"{base}--{set_name}.json")))
    root, rels = ocr.list_images(set_name)
    tmp = tempfile.mkdtemp(prefix="rs-refine-")
    jobs = []  # (rel, word index, int box, cents box, int file, cents file)
    t0 = time.process_time()
    for rel in rels:
        words = data["images"][rel]
        nums = [w for w in words if re.search(r"\d", w[0]) and w[5] >= 30]
        if not nums:
            continue
        hmax = max(w[4] for w in nums)
        img = Image.open(os.path.join(root, rel)).convert("L")
        gray = np.asarray(img)
        for k, w in enumerate(words):
            core = w[0].strip("\"'‘’“”«»_—–~|*°^.,:;?!")
            if w[5] < 30 or w[4] < REL_MIN * hmax or not re.fullmatch(r"[\dOoIl]{1,4}", core):
                continue
            sp = split_word(gray, w)
            if not sp:
                continue
            fi = os.path.join(tmp, f"{len(jobs):05d}i.png")
            prep_crop(img, sp[0]).save(fi)
            fc = None
            if sp[1]:
                fc = os.path.join(tmp, f"{len(jobs):05d}c.png")
                prep_crop(img, sp[1]).save(fc)
            jobs.append((rel, k, sp[0], sp[1], fi, fc))
    prep_ms = (time.process_time() - t0) * 1000 / len(rels)
    files = [f for j in jobs for f in (j[4], j[5]) if f]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    texts = {}
    procs = []
    for s in range(2):
        shard = files[s::2]
        if not shard:
            continue
        lst = os.path.join(tmp, f"list{s}.txt")
        open(lst, "w").write("\n".join(shard) + "\n")
        procs.append((shard, os.path.join(tmp, f"out{s}"), subprocess.Popen(
            ["tesseract", lst, os.path.join(tmp, f"out{s}"), "--psm", "7", "-c",
             "tessedit_char_whitelist=0123456789", "tsv"], env=dict(os.environ, OMP_THREAD_LIMIT="1"),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)))
    for shard, out, p in procs:
        p.wait()
        pages = ocr.parse_tsv(out + ".tsv", len(shard), 1)
        for f, ws in zip(shard, pages):
            texts[f] = ("".join(x[0] for x in ws), min([x[5] for x in ws], default=0))
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu_ms = ((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)) * 1000 / len(rels)
    replaced = 0
    for rel, k, ib, cb, fi, fc in jobs:
        it, ic = texts.get(fi, ("", 0))
        ct, cc = texts.get(fc, ("", 0)) if fc else ("", 0)
        if not re.fullmatch(r"\d{1,4}", it) or ic < 30:
            continue
        w = data["images"][rel][k]
        new = [[it, *map(int, ib), ic]]
        if re.fullmatch(r"\d{2}", ct) and cc >= 30:
            new.append([ct, *map(int, cb), cc])
        data["images"][rel][k] = new[0] + w[6:]
        if len(new) > 1:
            data["images"][rel].append(new[1] + w[6:])
        replaced += 1
    data["cpu_ms_per_image"] += cpu_ms
    data["prep_ms_per_image"] += prep_ms
    with open(os.path.join(HERE, "cache", f"{base}-refined--{set_name}.json"), "w") as fh:
        json.dump(data, fh)
    subprocess.run(["rm", "-rf", tmp])
    print(f"refine {base} {set_name}: {len(jobs)} crops sets, {replaced} words rewritten, +{cpu_ms:.0f} ms CPU, "
          f"+{prep_ms:.1f} ms prep per image")


if __name__ == "__main__":
    run(sys.argv[1], sys.argv[2])
