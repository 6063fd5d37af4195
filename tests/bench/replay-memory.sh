#!/bin/sh
# replay-memory.sh — peak memory of `ishi-tool replay` on a big collection
# (issue 14), run on demand:
#
#   tests/bench/replay-memory.sh BUILD-DIR [MEGABYTES] [SCRATCH-DIR]
#
# Makes a collection of about MEGABYTES (100 by default) in SCRATCH-DIR
# (/tmp by default, never the source tree) from the SGF files of
# ../shared/testdata/sgf that replay cleanly and close their last tree, repeated,
# then prints the maximum resident set size (GNU time) of `ishi-tool replay`
# and `ishi-tool info`, which both read one game at a time (info read the
# whole collection, some 4.8 times the file, before issue 23).
set -eu

build=${1:?usage: $0 BUILD-DIR [MEGABYTES] [SCRATCH-DIR]}
megabytes=${2:-100}
scratch=${3:-/tmp}
here=$(cd "$(dirname "$0")" && pwd)
testdata=$here/../../../shared/testdata/sgf
tool=$build/app/ishi-tool

if [ ! -d "$testdata" ]; then
  echo "SKIP: $testdata is missing"
  exit 0
fi
if [ ! -x /usr/bin/time ]; then
  echo "SKIP: GNU time (/usr/bin/time) is missing"
  exit 0
fi

out=$scratch/ishi-collection-${megabytes}mb.sgf
one=$scratch/ishi-collection-one.sgf
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

peak () {
  /usr/bin/time -f '%M %e' "$@" 2>&1 >/dev/null | tail -n 1
}

echo "collection: $out, $size bytes"
for command in replay info; do
  set -- $(peak "$tool" "$command" "$out")
  awk -v c="$command" -v kb="$1" -v s="$2" -v size="$size" 'BEGIN {
    printf "ishi-tool %-7s peak %7.1f MiB (%.2f x the file), %5.2f s\n",
           c, kb / 1024, kb * 1024 / size, s }'
done
rm -f "$out"
