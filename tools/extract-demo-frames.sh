#!/usr/bin/env bash
# Extracts still frames of the demo clip (decoded, so with its VP8 artefacts) as recognition
# fixtures: Tests/Resources/demo-frames/dNNN.png plus truth.tsv in the fixtures' format (every
# frame shows the three tags of data/demo/truth.tsv). Usage: tools/extract-demo-frames.sh [EVERY_S]
set -euo pipefail
cd "$(dirname "$0")/.."
every="${1:-2}"
out=Tests/Resources/demo-frames
rm -rf "$out" && mkdir -p "$out"
gst-launch-1.0 -q filesrc location=data/demo/demo.webm ! decodebin ! videoconvert ! videorate \
  ! "video/x-raw,framerate=1/$every" ! pngenc ! multifilesink location="$out/d%03d.png" >/dev/null
prices=$(tail -n +2 data/demo/truth.tsv | awk -F'\t' '{printf "%s%s=%s", (NR>1?";":""), $1, $2}')
{
  printf 'image\tprices\tdistractors\tkind\tdamage\n'
  for f in "$out"/d*.png; do printf '%s\t%s\t\tdemo-frame\tvp8\n' "$(basename "$f")" "$prices"; done
} > "$out/truth.tsv"
echo "$(ls "$out"/d*.png | wc -l) frames in $out"
