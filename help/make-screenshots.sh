#!/bin/sh
# make-screenshots.sh [BUILD] : the manual's pictures, made again from the
# program.  The diagrams (the same in every language) are drawn by
# `ishi-tool render` from the records of help/figures-src into
# help/C/figures; the screenshots are taken by help-shots (shots/help-shots.c:
# Ishi's own windows, driven as a person would) under Xvfb, in English into
# help/C/figures and in Japanese into help/ja/figures.  BUILD is a build
# folder of this tree with the tests enabled (default: build).  Needs
# xvfb-run and the ja_JP.UTF-8 locale; takes a minute or two.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "${1:-$here/../build}" && pwd)
meson compile -C "$build" help/help-shots app/ishi-tool app/ishi-tool-full data/gschemas.compiled
tool="$build/app/ishi-tool"
src="$here/figures-src"

"$tool" render "$src/pure-go-end.sgf" --width 280 --output "$here/C/figures/rules-pure-go.png"
"$tool" render "$src/count-9x9.sgf" --width 280 --output "$here/C/figures/rules-count.png"
"$tool" render "$src/renju-double-three.sgf" --width 360 --output "$here/C/figures/renju-forbidden.png"

shots () {
  dir=$1
  shift
  # the build's schema, catalogue, lessons and problems, as `meson devenv` has them
  env GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR="$build/data" GSK_RENDERER=cairo GTK_A11Y=test NO_AT_BRIDGE=1 \
      ISHI_LOCALEDIR="$build/po" ISHI_LESSON_DIR="$here/../data/lessons" \
      ISHI_PROBLEM_DIR="$here/../data/problems" ISHI_TOOL="$tool" \
      ISHI_HELP_SOURCES="$src" ISHI_HELP_SHOTS="$dir" "$@" \
      xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- "$build/help/help-shots"
}
shots "$here/C/figures" LANGUAGE=en LANG=C.UTF-8 LC_ALL=C.UTF-8
shots "$here/ja/figures" LANGUAGE=ja LANG=ja_JP.UTF-8 LC_ALL=ja_JP.UTF-8

# The translations name the new pictures (their checksums are in the
# template): help/LANG/LANG.po follows.
pot=$(mktemp)
(cd "$here" && itstool -o "$pot" C/*.page)   # references relative to help/
for lang in $(grep -v '^#' "$here/LINGUAS"); do
  python3 "$here/figure-refs.py" "$here/$lang/$lang.po" "$pot"
done
rm -f "$pot"
