#!/bin/sh
# stage-devenv.sh SOURCE BUILD OUT : a data folder for `meson devenv`, in
# which Yelp finds the build tree's manual as it finds an installed one:
# OUT/help/C/ishi is the source's help/C, and OUT/help/LANG/ishi holds the
# pages itstool merged into BUILD/LANG with the pictures of help/LANG/figures
# (or, where a language has none of its own, help/C/figures).  Links only.
set -eu
src=$1
build=$2
out=$3
mkdir -p "$out/help/C"
ln -sfn "$src/C" "$out/help/C/ishi"
for lang in $(grep -v '^#' "$src/LINGUAS"); do
  dir="$out/help/$lang/ishi"
  mkdir -p "$dir/figures"
  for page in "$src"/C/*.page; do
    ln -sfn "$build/$lang/$(basename "$page")" "$dir/$(basename "$page")"
  done
  for figure in "$src"/C/figures/*; do
    name=$(basename "$figure")
    if [ -e "$src/$lang/figures/$name" ]; then
      ln -sfn "$src/$lang/figures/$name" "$dir/figures/$name"
    else
      ln -sfn "$figure" "$dir/figures/$name"
    fi
  done
done
