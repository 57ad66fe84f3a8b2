#!/usr/bin/python3
"""Generate the digit shape templates of `GlyphDigitClassifier` (deterministic).

Renders the digits 0-9 of sans-serif fonts from Debian's fonts-urw-base35 and of Liberation Mono
from fonts-liberation2 (regular, bold and narrow weights), and of the heavy, condensed and italic
faces shelf labels print prices in (fonts-urw-base35's italics, fonts-roboto-unhinted's Roboto
Condensed, fonts-bebas-neue, fonts-opendin, fonts-league-spartan), at several sizes, with and
without blur and at two ink thresholds, and writes each glyph's normalised ink grid and aspect
ratio to Sources/CurrencyCore/Recognition/GlyphDigitTemplates.swift.

Deliberately NOT from DejaVu or Noto CJK: tools/make-fixtures.py draws the synthetic fixtures with
those, so templates made from them would make the fixture figures self-fulfilling. Never a font of
the wild set's check pool (Tests/Resources/wild/README.md): Noto Sans Mono, used here before, draws
the check half's receipts. Not from the real shelf-tag photos either (they are the
development set).

The feature computation must match `GlyphShape` in Swift: the glyph's ink bounding box is cut
into COLUMNS x ROWS cells, each cell is sampled at SAMPLES x SAMPLES points (nearest pixel), and
the cell's value is the share of those points on ink, quantised to 0-15 (one hex digit).

Run:  /usr/bin/python3 tools/make-digit-templates.py
"""
import os

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

COLUMNS, ROWS, SAMPLES = 12, 18, 4
URW = "/usr/share/fonts/opentype/urw-base35/"
LIBERATION = "/usr/share/fonts/truetype/liberation2/"
ROBOTO = "/usr/share/fonts/truetype/roboto/unhinted/"
FONTS = [URW + "NimbusSans-Regular.otf", URW + "NimbusSans-Bold.otf",
         URW + "NimbusSansNarrow-Regular.otf", URW + "NimbusSansNarrow-Bold.otf",
         URW + "URWGothic-Book.otf", URW + "URWGothic-Demi.otf",
         LIBERATION + "LiberationMono-Regular.ttf", LIBERATION + "LiberationMono-Bold.ttf",
         # Shelf labels print prices in heavy, condensed and italic faces:
         URW + "NimbusSans-BoldItalic.otf", URW + "NimbusSansNarrow-BoldOblique.otf",
         ROBOTO + "RobotoCondensed-Medium.ttf", ROBOTO + "RobotoCondensed-Bold.ttf",
         ROBOTO + "RobotoCondensed-BoldItalic.ttf",
         "/usr/share/fonts/opentype/bebas-neue/BebasNeue-Regular.otf",
         "/usr/share/fonts/opentype/bebas-neue/BebasNeue-Bold.otf",
         "/usr/share/fonts/truetype/opendin/OSP-DIN.ttf",
         "/usr/share/fonts/opentype/league-spartan/LeagueSpartan-Bold.otf",
         "/usr/share/fonts/opentype/league-spartan/LeagueSpartan-Black.otf"]
# Digit heights in pixels (small ones have the sampling artefacts of small components), blur
# radii (camera softness) and ink thresholds (0-255 grey: thin and fat strokes).
HEIGHTS = [24, 60]
BLURS = [0, 1.5]
THRESHOLDS = [80, 170]
# A blurred or thresholded render is kept only while it is still the whole glyph: compared with
# the same font's sharp render (no blur, threshold 128), its ink box keeps at least these shares
# of the height and width, and its ink share stays within these bounds. Fitted to the renders'
# own distribution (635 renders): heights cluster at 0.9-1.1 of the sharp one with a gap below
# 0.8, widths at 0.8-1.1 with a thin tail below 0.7, ink shares at 0.7-1.5 with a tail above 1.6
# (bold strokes blurred shut) and below 0.6 (thin strokes thresholded away). Outside those, the
# render is a fragment or a blob: a 3x3 solid block had been kept as a "2", a 1x2 one as a "3".
MIN_HEIGHT_SHARE, MIN_WIDTH_SHARE = 0.85, 0.75
INK_SHARE_RANGE = (0.65, 1.55)
OUTPUT = os.path.join(os.path.dirname(__file__), "..", "Sources", "CurrencyCore", "Recognition",
                      "GlyphDigitTemplates.swift")


def render(path, digit, height, blur, threshold):
    """The digit's ink as a boolean array cropped to its bounding box; None when too faint."""
    size = int(height * 1.45)
    font = ImageFont.truetype(path, size)
    image = Image.new("L", (size * 2, size * 2), 255)
    ImageDraw.Draw(image).text((size // 2, size // 2), str(digit), font=font, fill=0)
    if blur:
        image = image.filter(ImageFilter.GaussianBlur(blur))
    ink = np.asarray(image) < threshold
    ys, xs = np.nonzero(ink)
    if len(ys) == 0:
        return None
    return ink[ys.min():ys.max() + 1, xs.min():xs.max() + 1]


def is_whole(ink, sharp):
    """True when `ink` is still the glyph `sharp` shows (see MIN_HEIGHT_SHARE)."""
    share = ink.mean() / sharp.mean()
    return (ink.shape[0] >= MIN_HEIGHT_SHARE * sharp.shape[0] and ink.shape[1] >= MIN_WIDTH_SHARE * sharp.shape[1]
            and INK_SHARE_RANGE[0] <= share <= INK_SHARE_RANGE[1])


def cells(ink):
    """The ink share of each grid cell, sampled as `GlyphShape` does."""
    height, width = ink.shape
    grid = []
    for row in range(ROWS):
        for column in range(COLUMNS):
            hits = 0
            for j in range(SAMPLES):
                y = min(height - 1, int((row + (j + 0.5) / SAMPLES) * height / ROWS))
                for i in range(SAMPLES):
                    x = min(width - 1, int((column + (i + 0.5) / SAMPLES) * width / COLUMNS))
                    hits += bool(ink[y, x])
            grid.append(round(15 * hits / (SAMPLES * SAMPLES)))
    return grid


def main():
    entries = []
    rejected = 0
    for path in FONTS:
        for digit in range(10):
            seen = set()
            for height in HEIGHTS:
                sharp = render(path, digit, height, 0, 128)
                for blur in BLURS:
                    for threshold in THRESHOLDS:
                        ink = render(path, digit, height, blur, threshold)
                        if ink is None or not is_whole(ink, sharp):
                            rejected += 1
                            continue
                        code = "".join("%x" % value for value in cells(ink))
                        if code in seen:
                            continue
                        seen.add(code)
                        aspect = ink.shape[1] / ink.shape[0]
                        entries.append((digit, aspect, code, os.path.basename(path)))
    lines = [
        "// Generated by tools/make-digit-templates.py; do not edit.",
        "// Fonts: " + ", ".join(os.path.basename(path) for path in FONTS) + ".",
        "",
        "extension GlyphDigitClassifier {",
        "    /// Digit, width/height of its ink, and %d×%d ink shares (hex, 0–15, row by row)." % (COLUMNS, ROWS),
        "    static let templateTable: [(digit: Int, aspect: Double, cells: String)] = [",
    ]
    lines += ['        (%d, %.3f, "%s"),' % (digit, aspect, code) for digit, aspect, code, _ in entries]
    lines += ["    ]", "}", ""]
    with open(OUTPUT, "w") as out:
        out.write("\n".join(lines))
    print("%d templates (%d renders rejected as fragments or blobs) -> %s"
          % (len(entries), rejected, os.path.normpath(OUTPUT)))


if __name__ == "__main__":
    main()
