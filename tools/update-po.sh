#!/usr/bin/env bash
# Re-extracts every tr("…") string from the Swift sources into po/currency-camera.pot, lists the
# files in po/POTFILES, and merges the template into each language's .po. xgettext has no Swift
# parser; Swift string literals in tr(...) calls read the same as C's.
set -euo pipefail
cd "$(dirname "$0")/.."
grep -rl --include='*.swift' 'tr("' Sources | sort > po/POTFILES
printf '%s\n' data/io.github.currencycamera.CurrencyCamera.desktop.in \
  data/io.github.currencycamera.CurrencyCamera.metainfo.xml.in >> po/POTFILES
xgettext --from-code=UTF-8 --language=C --keyword=tr --add-comments=TRANSLATORS \
  --package-name=currency-camera --files-from=<(grep '\.swift$' po/POTFILES) -o po/currency-camera.pot
for lang in $(cat po/LINGUAS); do
  msgmerge --quiet --update --backup=none --no-fuzzy-matching "po/$lang.po" po/currency-camera.pot
done
