#!/bin/sh
# po-complete.sh SOURCE_ROOT LANG
#
# The translation LANG is complete: every message of the files listed in
# po/POTFILES.in (taken out with xgettext's GLib keywords, as meson's
# i18n module does for the template) has a translation in po/LANG.po, none
# of them fuzzy.  A string added without its Japanese, or a translation
# lost in a merge, fails here rather than showing English in the window.
set -eu
root=$1
lang=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$root"
grep -v '^#' po/POTFILES.in | grep -v '^$' > "$work/files"
xgettext --files-from="$work/files" --directory="$root" --output="$work/ishi.pot" \
  --from-code=UTF-8 --add-comments --keyword=_ --keyword=N_ --keyword=C_:1c,2 \
  --keyword=NC_:1c,2 --keyword=g_dcgettext:2 --keyword=g_dngettext:2,3 \
  --keyword=g_dpgettext2:2c,3 2> "$work/xgettext.err" || { cat "$work/xgettext.err"; exit 1; }
msgmerge --quiet --no-fuzzy-matching "po/$lang.po" "$work/ishi.pot" -o "$work/merged.po"
missing=$(msgattrib --untranslated --no-obsolete "$work/merged.po" | grep -c '^msgid ' || true)
fuzzy=$(msgattrib --only-fuzzy --no-obsolete "$work/merged.po" | grep -c '^msgid ' || true)
# msgattrib prints the header's empty msgid with any message it keeps.
[ "$missing" -gt 0 ] && missing=$((missing - 1))
[ "$fuzzy" -gt 0 ] && fuzzy=$((fuzzy - 1))
if [ "$missing" -ne 0 ] || [ "$fuzzy" -ne 0 ]; then
  echo "po/$lang.po: $missing messages untranslated, $fuzzy fuzzy:"
  msgattrib --untranslated --no-obsolete "$work/merged.po" | grep -A1 '^#:' | head -40
  exit 1
fi
echo "po/$lang.po: complete"
