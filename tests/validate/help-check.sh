#!/bin/sh
# help-check.sh HELP-DIR CHECK LANG [PAGE…] : the manual (help/, Mallard).
#
#   validate   every page against Mallard's schema (yelp-check validate)
#   links      every xref leads to a page or a section (yelp-check links)
#   media      every picture a page shows is there (yelp-check media)
#   orphans    every page is reached from the index (yelp-check orphans)
#   complete   help/LANG/LANG.po translates every message of the pages,
#              none fuzzy, as po-complete.sh asks of po/LANG.po
#   listed     the pages named after LANG (help/meson.build's list, which
#              gnome.yelp() installs) are all the pages of help/C
#
# For LANG other than C the pages checked are the ones itstool makes from
# help/C and help/LANG/LANG.po, as the build does, beside the pictures of
# help/LANG/figures or else help/C/figures, as they are installed.
set -eu
help=$1
check=$2
lang=$3
shift 3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ "$check" = listed ]; then
  (cd "$help/C" && ls *.page) | sort > "$work/found"
  for page in "$@"; do echo "$page"; done | sort > "$work/listed"
  if ! diff -u "$work/listed" "$work/found"; then
    echo "help/meson.build's pages (-) differ from help/C's (+): gnome.yelp() installs only those listed"
    exit 1
  fi
  exit 0
fi

if [ "$check" = complete ]; then
  itstool -o "$work/help.pot" "$help"/C/*.page
  msgmerge --quiet --no-fuzzy-matching "$help/$lang/$lang.po" "$work/help.pot" -o "$work/merged.po"
  missing=$(msgattrib --untranslated --no-obsolete "$work/merged.po" | grep -c '^msgid ' || true)
  fuzzy=$(msgattrib --only-fuzzy --no-obsolete "$work/merged.po" | grep -c '^msgid ' || true)
  [ "$missing" -gt 0 ] && missing=$((missing - 1))
  [ "$fuzzy" -gt 0 ] && fuzzy=$((fuzzy - 1))
  if [ "$missing" -ne 0 ] || [ "$fuzzy" -ne 0 ]; then
    echo "help/$lang/$lang.po: $missing messages untranslated, $fuzzy fuzzy:"
    msgattrib --untranslated --no-obsolete "$work/merged.po" | grep -A2 '^#:' | head -40
    msgattrib --only-fuzzy --no-obsolete "$work/merged.po" | grep -A2 '^#:' | head -20
    exit 1
  fi
  echo "help/$lang/$lang.po: complete"
  exit 0
fi

if [ "$lang" = C ]; then
  pages="$help/C"
else
  pages="$work/$lang"
  mkdir -p "$pages/figures"
  msgfmt "$help/$lang/$lang.po" -o "$work/$lang.mo"
  # itstool leaves a message it cannot merge (its translation is not
  # well-formed, or its markup is not the page's) in English, and only warns
  itstool -m "$work/$lang.mo" --lang "$lang" -o "$pages/" "$help"/C/*.page 2> "$work/itstool.err"
  if grep -q . "$work/itstool.err"; then
    echo "itstool ($lang):"
    cat "$work/itstool.err"
    exit 1
  fi
  for figure in "$help"/C/figures/*; do
    name=$(basename "$figure")
    if [ -e "$help/$lang/figures/$name" ]; then
      ln -s "$help/$lang/figures/$name" "$pages/figures/$name"
    else
      ln -s "$figure" "$pages/figures/$name"
    fi
  done
fi

case "$check" in
  validate)
    yelp-check validate "$pages"/*.page ;;
  links|media|orphans)
    # these print what is wrong, one a line, and nothing when all is well
    yelp-check "$check" "$pages" > "$work/out" || true
    if [ -s "$work/out" ]; then
      echo "yelp-check $check ($lang):"
      cat "$work/out"
      exit 1
    fi ;;
  *)
    echo "help-check.sh: no check $check" >&2
    exit 2 ;;
esac
echo "help ($lang): $check ok"
