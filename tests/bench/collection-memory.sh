#!/bin/sh
# collection-memory.sh — what the window costs to open a big collection
# (issue 23 item 14), run on demand:
#
#   tests/bench/collection-memory.sh BUILD-DIR [MEGABYTES] [SCRATCH-DIR]
#
# Makes a collection of about MEGABYTES (100 by default) in SCRATCH-DIR
# (/tmp by default, never the source tree) from the SGF files of
# ../shared/testdata/sgf that replay cleanly and close their last tree (or
# of tests/data/sgf when that is missing), repeated, then runs
# bench-collection in both ways, each in its own process, and prints their
# times and peak resident memory side by side: `held`, every game's tree
# kept, as the window did before; `index`, only each game's place and
# title, the game read when it is opened, as it does now.  The target is a
# peak under 2 x the file.  Use a release build (-Dbuildtype=release) for
# the times.
set -eu

build=${1:?usage: $0 BUILD-DIR [MEGABYTES] [SCRATCH-DIR]}
megabytes=${2:-100}
scratch=${3:-/tmp}
here=$(cd "$(dirname "$0")" && pwd)
testdata=$here/../../../shared/testdata/sgf
[ -d "$testdata" ] || testdata=$here/../data/sgf
tool=$build/app/ishi-tool
bench=$build/tests/bench/bench-collection

if [ ! -x "$bench" ]; then
  echo "SKIP: $bench is not built (-Dbenchmarks=true)"
  exit 0
fi

out=$scratch/ishi-window-collection-${megabytes}mb.sgf
one=$scratch/ishi-window-collection-one.sgf
: > "$one"
find "$testdata" -name '*.sgf' | sort | while read -r f; do
  # no zero bytes (UTF-16), the last tree closed, and the game replays
  if ! tr -d '\000' < "$f" | cmp -s - "$f"; then continue; fi
  if [ "$(tr -d ' \r\n\t' < "$f" | tail -c 1)" != ")" ]; then continue; fi
  if ! "$tool" replay "$f" > /dev/null 2>&1; then continue; fi
  cat "$f" >> "$one"
  echo >> "$one"
done
want=$((megabytes * 1000 * 1000))
: > "$out"
size=0
while [ "$size" -lt "$want" ]; do
  cat "$one" >> "$out"
  size=$(stat -c %s "$out")
done
rm -f "$one"

echo "collection: $out, $size bytes"
# the file is read once first, so that both ways find it in the page cache
cat "$out" > /dev/null
"$bench" held "$out"
"$bench" index "$out"
rm -f "$out"
