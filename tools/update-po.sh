#!/usr/bin/env bash
# Re-extracts every tr("…") string from the Swift sources into po/currency-camera.pot, lists the
# files in po/POTFILES, and rewrites each language's .po from the template, keeping its existing
# translations and adding those from any TSV files given (msgid TAB msgstr, \n for newlines).
# Exits non-zero, naming them, while any string is untranslated. xgettext has no Swift parser;
# Swift string literals in tr(...) calls read the same as C's.
set -euo pipefail
cd "$(dirname "$0")/.."
grep -rl --include='*.swift' 'tr("' Sources | sort > po/POTFILES
xgettext --from-code=UTF-8 --language=C --keyword=tr --add-comments=TRANSLATORS \
  --package-name=currency-camera --files-from=po/POTFILES -o po/currency-camera.pot
for lang in $(cat po/LINGUAS); do
  tools/fill-po.py "$lang" "$@"
done
