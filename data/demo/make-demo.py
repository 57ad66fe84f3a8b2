#!/usr/bin/python3
"""Render the demo clip data/demo/demo.webm: three Japanese price tags under a gently moving camera.

The clip stands in for a webcam (demo mode, tests), so it must read well with
Tesseract (dark text on white/yellow cards, large digits) and look like a hand-held camera (slow pan,
slight zoom, then a static stretch). Frames are drawn with PIL using Debian's fonts and encoded with
gst-launch-1.0 (VP8/WebM: x264 is not available on Debian without non-free repositories).

Usage: /usr/bin/python3 data/demo/make-demo.py  (Debian python3-pil; a pyenv python may lack PIL)
       [--keep-frames DIR]
"""
import argparse
import math
import os
import shutil
import subprocess
import sys
import tempfile

from PIL import Image, ImageDraw, ImageFilter, ImageFont

WIDTH, HEIGHT, FPS, SECONDS = 640, 480, 30, 9
# The scene is drawn larger than a frame so the virtual camera can move without showing an edge.
MARGIN = 40
LATIN_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"
HERE = os.path.dirname(os.path.abspath(__file__))

# (label, price as shown, value, card colour, top-left of the card in scene coordinates)
TAGS = [
    ("本革 財布", "¥3,500", 3500, (250, 250, 246), (60, 70)),
    ("緑茶 ギフト", "¥1,280", 1280, (255, 226, 92), (370, 70)),
    ("おにぎり 弁当", "¥980", 980, (250, 250, 246), (215, 300)),
]
CARD_SIZE = (270, 160)


def draw_scene():
    scene_w, scene_h = WIDTH + 2 * MARGIN, HEIGHT + 2 * MARGIN
    # A light, flat wall. Measured with tesseract 5.3 (PSM 11, Sauvola): the same three cards on a
    # wall of luma ~125 or darker, on a strong vertical gradient, with a thin dark card outline or a
    # dark drop shadow read no price at all; on luma ~150+ all three read.
    scene = Image.new("RGB", (scene_w, scene_h), (188, 174, 154))
    draw = ImageDraw.Draw(scene)
    draw.rectangle([0, 262, scene_w, 276], fill=(150, 128, 104))  # shelf edge
    label_font = ImageFont.truetype(CJK, 30)
    price_font = ImageFont.truetype(LATIN_BOLD, 64)
    for label, price, _, colour, (x, y) in TAGS:
        w, h = CARD_SIZE
        draw.rectangle([x, y, x + w, y + h], fill=colour)
        draw.text((x + 16, y + 10), label, font=label_font, fill=(40, 40, 40))
        draw.text((x + 16, y + 62), price, font=price_font, fill=(15, 15, 15))
    return scene


def camera(t):
    """Virtual camera at time t: (offset x, offset y, zoom). Pan, hold still, then a slight zoom."""
    if t < 3.0:  # slow pan right and a little down
        p = t / 3.0
        return (-12 + 24 * p, -4 + 6 * p, 1.0)
    if t < 6.0:  # static stretch
        return (12, 2, 1.0)
    p = (t - 6.0) / 3.0  # slight zoom in while drifting back, with a small hand-held wobble
    wobble = 1.5 * math.sin(2 * math.pi * 0.8 * t)
    return (12 - 16 * p + wobble, 2 - 4 * p, 1.0 + 0.05 * p)


def render_frame(scene, t):
    dx, dy, zoom = camera(t)
    cx, cy = scene.width / 2 + dx, scene.height / 2 + dy
    # Affine map from output pixel to scene pixel, centred on (cx, cy).
    a = 1 / zoom
    coeffs = (a, 0, cx - a * WIDTH / 2, 0, a, cy - a * HEIGHT / 2)
    frame = scene.transform((WIDTH, HEIGHT), Image.Transform.AFFINE, coeffs, resample=Image.Resampling.BICUBIC)
    return frame.filter(ImageFilter.GaussianBlur(0.6))  # a webcam is never razor sharp


def encode(frames_dir, output):
    pattern = os.path.join(frames_dir, "frame-%04d.png")
    caps = f"image/png,framerate={FPS}/1"
    subprocess.run(
        ["gst-launch-1.0", "-q",
         "multifilesrc", f"location={pattern}", "index=0", f"caps={caps}", "!",
         "pngdec", "!", "videoconvert", "!", "video/x-raw,format=I420", "!",
         "vp8enc", "target-bitrate=1200000", "keyframe-max-dist=60", "deadline=0", "cpu-used=4", "!",
         "webmmux", "!", "filesink", f"location={output}"],
        check=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keep-frames", help="write the PNG frames here and keep them")
    args = parser.parse_args()
    frames_dir = args.keep_frames or tempfile.mkdtemp(prefix="demo-frames-")
    os.makedirs(frames_dir, exist_ok=True)
    try:
        scene = draw_scene()
        for i in range(FPS * SECONDS):
            render_frame(scene, i / FPS).save(os.path.join(frames_dir, f"frame-{i:04d}.png"))
        output = os.path.join(HERE, "demo.webm")
        encode(frames_dir, output)
        with open(os.path.join(HERE, "truth.tsv"), "w", encoding="utf-8") as truth:
            truth.write("value\traw\n")
            for _, price, value, _, _ in TAGS:
                truth.write(f"{value}\t{price}\n")
        print(f"{output}: {os.path.getsize(output)} bytes, {FPS * SECONDS} frames")
    finally:
        if not args.keep_frames:
            shutil.rmtree(frames_dir)


if __name__ == "__main__":
    sys.exit(main())
