#!/usr/bin/env bash
# One entry point for the README's two commands, on a fresh Debian 12 machine:
#   tools/setup.sh run [APP OPTIONS]   install what is missing, build (release), launch the app
#   tools/setup.sh test                install what is missing, build, run every test
# It installs Debian packages with apt (through sudo when not root), builds with SwiftPM, and
# compiles the GSettings schema and the translations into .build/share, where the app looks first.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
  # build: Swift's C modules
  pkg-config libgtk-4-dev libgstreamer1.0-dev libgstreamer-plugins-base1.0-dev libtesseract-dev
  # run: camera and demo playback (v4l2src, vp8/webm), OCR language data, fonts for zh_TW
  gstreamer1.0-plugins-base gstreamer1.0-plugins-good gstreamer1.0-tools tesseract-ocr tesseract-ocr-eng
  # OCR data for the currency marks 円, 元 and 원 in still pictures (NativeMarkReader)
  tesseract-ocr-jpn tesseract-ocr-kor tesseract-ocr-chi-tra
  fonts-dejavu-core fonts-noto-cjk
  # data: schema compiler (libglib2.0-bin), msgfmt (gettext), validators
  libglib2.0-bin gettext desktop-file-utils appstream
  # tests: a headless X server, input events, screenshots; Xlib headers for the XdndDrop helper
  # (drops files by XDND, which xdotool cannot; libgtk-4-dev already pulls libx11-dev in)
  xvfb xdotool xclip imagemagick xauth libx11-dev
)

install_missing() {
  local missing=()
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "setup: installing ${missing[*]}" >&2
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
}

if ! command -v swift >/dev/null; then
  echo "setup: Swift 6 is not on the PATH; install the Swift toolchain first (swift.org)." >&2
  exit 1
fi

mode="${1:-run}"
[ $# -gt 0 ] && shift
install_missing
tools/build-data.sh .build/share

case "$mode" in
  run)
    swift build -c release --product currency-camera
    exec "$(swift build -c release --show-bin-path)/currency-camera" "$@"
    ;;
  test)
    swift build --build-tests
    # libgomp reads OMP_THREAD_LIMIT when it loads: Tesseract in the test process runs one thread.
    OMP_THREAD_LIMIT=1 swift test --skip-build --disable-swift-testing "$@"
    ;;
  *)
    echo "usage: tools/setup.sh run [options] | tools/setup.sh test" >&2
    exit 2
    ;;
esac
