#!/usr/bin/python3
"""Turn a still fixture into an 8 s, 640×480 WebM clip of a hand-held camera panning over it.

The demo clip shows three big tags; this puts the live path (`bench --source CLIP`) on the
fixtures' other scenes, menus and small cents, while the picture keeps moving: a slow sweep of
±12 px across and ±8 px down, with a 1.5 px wobble at 0.8 Hz, over the image enlarged by 8 %.
Encoded as the demo is (VP8, gst-launch-1.0), so the frames carry the same compression.

Usage: /usr/bin/python3 tools/recognition-study/pan-clip.py IMAGE OUTPUT.webm  (Debian python3-pil)
"""
import math
import shutil
import subprocess
import sys
import tempfile

from PIL import Image

WIDTH, HEIGHT, FPS, SECONDS, ENLARGE = 640, 480, 30, 8, 1.08


def offset(t):
    """Where the camera looks at time t: the top-left corner of the view in the enlarged image."""
    dx = 13 + 12 * math.sin(2 * math.pi * t / 4) + 1.5 * math.sin(2 * math.pi * 0.8 * t)
    dy = 9 + 8 * math.sin(2 * math.pi * t / 5)
    return dx, dy


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[-1])
    source, output = sys.argv[1], sys.argv[2]
    image = Image.open(source).convert("RGB")
    image = image.resize((int(WIDTH * ENLARGE), int(HEIGHT * ENLARGE)), Image.Resampling.BICUBIC)
    frames = tempfile.mkdtemp(prefix="pan-frames-")
    try:
        for i in range(FPS * SECONDS):
            dx, dy = offset(i / FPS)
            view = image.transform((WIDTH, HEIGHT), Image.Transform.AFFINE, (1, 0, dx, 0, 1, dy),
                                   resample=Image.Resampling.BICUBIC)
            view.save(f"{frames}/frame-{i:04d}.png")
        subprocess.run(
            ["gst-launch-1.0", "-q", "multifilesrc", f"location={frames}/frame-%04d.png", "index=0",
             f"caps=image/png,framerate={FPS}/1", "!", "pngdec", "!", "videoconvert", "!",
             "video/x-raw,format=I420", "!", "vp8enc", "target-bitrate=1200000", "keyframe-max-dist=60",
             "deadline=0", "cpu-used=4", "!", "webmmux", "!", "filesink", f"location={output}"],
            check=True)
    finally:
        shutil.rmtree(frames)


if __name__ == "__main__":
    main()
