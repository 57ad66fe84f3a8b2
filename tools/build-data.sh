#!/usr/bin/env bash
# Compiles what the app reads at run time into DEST (default .build/share):
#   DEST/currency-camera/schemas/gschemas.compiled    the GSettings schema (checked --strict)
#   DEST/currency-camera/demo.webm                    the demo clip
#   DEST/locale/LANG/LC_MESSAGES/currency-camera.mo   translations from po/
set -euo pipefail
cd "$(dirname "$0")/.."
dest="${1:-.build/share}"
mkdir -p "$dest/currency-camera/schemas"
cp data/*.gschema.xml "$dest/currency-camera/schemas/"
glib-compile-schemas --strict "$dest/currency-camera/schemas"
[ -f data/demo/demo.webm ] && cp data/demo/demo.webm "$dest/currency-camera/demo.webm"
for lang in $(cat po/LINGUAS); do
  mkdir -p "$dest/locale/$lang/LC_MESSAGES"
  msgfmt --check -o "$dest/locale/$lang/LC_MESSAGES/currency-camera.mo" "po/$lang.po"
done
