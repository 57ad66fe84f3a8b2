#!/usr/bin/python3
"""Run one preprocessing + Tesseract configuration over an image set and cache the word boxes.

Usage: ocr.py CONFIG SET      (SET: fixtures | real; CONFIG: see CONFIGS)
Writes cache/CONFIG--SET.json: {"images": {relative path: [[text, left, top, width, height, conf,
block, par, line, word], ...]}, "cpu_ms_per_image": tesseract CPU, "prep_ms_per_image": preprocessing}.
Boxes are in the coordinates of the original image (scaled variants are mapped back).

Tesseract runs in list mode (one process reads many images, as one long-lived C-API engine would),
in at most 2 processes, with OMP_THREAD_LIMIT=1. CPU time (user+sys of the tesseract processes) is
reported rather than wall time because the machine is shared.
"""
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

import numpy as np
from PIL import Image, ImageOps

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
SETS = {
    "fixtures": os.path.join(ROOT, "Tests", "Resources", "fixtures"),
    "real": "/work/shared/realphotos/shelf-tags",
}


def luma(img):
    return img.convert("L")


def stretch(img):
    """Linear contrast stretch of luma between the 1st and 99th percentile."""
    a = np.asarray(img.convert("L"), dtype=np.float32)
    lo, hi = np.percentile(a, 1), np.percentile(a, 99)
    if hi - lo < 8:
        return img.convert("L")
    return Image.fromarray(((a - lo) * 255.0 / (hi - lo)).clip(0, 255).astype(np.uint8))


def scaled(f):
    def prep(img):
        g = img.convert("L")
        return g.resize((round(g.width * f), round(g.height * f)), Image.BICUBIC if f > 1 else Image.BOX)
    return prep, f


# name: (preprocess, scale, tesseract args)
SAUVOLA = ["-c", "thresholding_method=2"]
CONFIGS = {
    "rgb-otsu-psm11": (lambda im: im.convert("RGB"), 1, ["--psm", "11"]),
    "luma-otsu-psm11": (luma, 1, ["--psm", "11"]),
    "rgb-sauvola-psm11": (lambda im: im.convert("RGB"), 1, ["--psm", "11"] + SAUVOLA),
    "luma-sauvola-psm11": (luma, 1, ["--psm", "11"] + SAUVOLA),
    "luma-sauvola-psm6": (luma, 1, ["--psm", "6"] + SAUVOLA),
    "luma-sauvola-psm12": (luma, 1, ["--psm", "12"] + SAUVOLA),
    "stretch-sauvola-psm11": (stretch, 1, ["--psm", "11"] + SAUVOLA),
    "inv-sauvola-psm11": (lambda im: ImageOps.invert(im.convert("L")), 1, ["--psm", "11"] + SAUVOLA),
    "up2-sauvola-psm11": (scaled(2.0)[0], 2.0, ["--psm", "11"] + SAUVOLA),
    "up15-sauvola-psm11": (scaled(1.5)[0], 1.5, ["--psm", "11"] + SAUVOLA),
    "down05-sauvola-psm11": (scaled(0.5)[0], 0.5, ["--psm", "11"] + SAUVOLA),
    "luma-sauvola-psm11-noinv": (luma, 1, ["--psm", "11", "-c", "tessedit_do_invert=0"] + SAUVOLA),
}


def list_images(set_name):
    base = SETS[set_name]
    if set_name == "real":
        with open(os.path.join(base, "truth.tsv"), encoding="utf-8") as fh:
            rels = [line.split("\t")[0] for line in fh.read().splitlines()[1:] if line.strip()]
    else:
        rels = sorted(f for f in os.listdir(base) if f.endswith((".png", ".jpg")))
    return base, rels


def parse_tsv(path, n_pages, scale):
    pages = [[] for _ in range(n_pages)]
    with open(path, encoding="utf-8", errors="replace") as fh:
        for line in fh.read().splitlines()[1:]:
            c = line.split("\t")
            if len(c) < 12 or c[0] != "5" or not c[11].strip():
                continue
            page = int(c[1]) - 1
            l, t, w, h = (round(int(v) / scale) for v in c[6:10])
            pages[page].append([c[11], l, t, w, h, float(c[10]), int(c[2]), int(c[3]), int(c[4]), int(c[5])])
    return pages


def run(config, set_name, procs=2):
    prep, scale, args = CONFIGS[config]
    base, rels = list_images(set_name)
    tmp = tempfile.mkdtemp(prefix=f"rs-{config}-")
    t0 = time.process_time()
    files = []
    for i, rel in enumerate(rels):
        out = os.path.join(tmp, f"{i:04d}.png")
        prep(Image.open(os.path.join(base, rel))).save(out, compress_level=1)
        files.append(out)
    prep_ms = (time.process_time() - t0) * 1000 / len(rels)
    shards = [files[k::procs] for k in range(procs)]
    env = dict(os.environ, OMP_THREAD_LIMIT="1")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    running = []
    for k, shard in enumerate(shards):
        lst = os.path.join(tmp, f"list{k}.txt")
        with open(lst, "w") as fh:
            fh.write("\n".join(shard) + "\n")
        running.append(subprocess.Popen(["tesseract", lst, os.path.join(tmp, f"out{k}")] + args + ["tsv"],
                                        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
    for p in running:
        p.wait()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu_ms = ((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)) * 1000 / len(rels)
    images = {}
    for k, shard in enumerate(shards):
        pages = parse_tsv(os.path.join(tmp, f"out{k}.tsv"), len(shard), scale)
        for f, words in zip(shard, pages):
            images[rels[int(os.path.basename(f)[:4])]] = words
    os.makedirs(os.path.join(HERE, "cache"), exist_ok=True)
    with open(os.path.join(HERE, "cache", f"{config}--{set_name}.json"), "w") as fh:
        json.dump({"images": images, "cpu_ms_per_image": cpu_ms, "prep_ms_per_image": prep_ms}, fh)
    subprocess.run(["rm", "-rf", tmp])
    print(f"{config} {set_name}: {len(rels)} images, tesseract {cpu_ms:.0f} ms CPU/image, prep {prep_ms:.1f} ms")


if __name__ == "__main__":
    run(sys.argv[1], sys.argv[2])
