#!/bin/sh
# bench-files.sh — whole-process speed over many separate records (issue
# 23, item 15), run on demand:
#
#   tests/bench/bench-files.sh BUILD-DIR [FILES] [OTHER-BUILD-DIR] [SCRATCH-DIR]
#
# Copies the SGF files of ../shared/testdata/sgf that Ishi replays cleanly
# and that are smaller than 64 KB (real records: CGOS, KGS, OGS, GoGoD-like
# headers, Sabaki's and sgfmill's test games) again and again into FILES
# separate files (12,000 by default) in SCRATCH-DIR (/tmp by default),
# then times, in the same run, each whole process (start-up included) on
# all of them, best of three:
#   - `ishi-tool replay FILE…` of BUILD-DIR,
#   - the same of OTHER-BUILD-DIR if given (e.g. a build of the code before
#     a change, to compare old and new),
#   - Sabaki's parser and board (tests/bench/sabaki/bench-sabaki-files.js
#     under Node) when `npm install` has been run in tests/bench/sabaki,
#   - md5sum on the same files, the floor: opening and reading them, with
#     as many processes (a program that is N times faster than Sabaki can
#     be no faster than this).
# Wall time counts what the machine's other work costs too; user+system
# CPU time is the steadier figure on a shared machine, and the ratios are
# given for both (`perf stat`'s task-clock where perf can count it, to the
# millisecond; GNU time's 10 ms steps elsewhere).
set -eu

build=${1:?usage: $0 BUILD-DIR [FILES] [OTHER-BUILD-DIR] [SCRATCH-DIR]}
count=${2:-12000}
other=${3:-}
scratch=${4:-/tmp}
here=$(cd "$(dirname "$0")" && pwd)
# ISHI_TESTDATA: the test data elsewhere (as for meson test)
testdata=${ISHI_TESTDATA:-$here/../../../shared/testdata}/sgf
tool=$build/app/ishi-tool

if [ ! -d "$testdata" ]; then
  echo "SKIP: $testdata is missing"
  exit 0
fi
if [ ! -x /usr/bin/time ]; then
  echo "SKIP: GNU time (/usr/bin/time) is missing"
  exit 0
fi

dir=$(mktemp -d "$scratch/ishi-bench-files-XXXXXX")
trap 'rm -rf "$dir"' EXIT
mkdir "$dir/records"

# The seed files: clean, and of the size of one real game record.  Records
# of more than 1,000 moves are left out: they are Little Go's test files
# (one side fills the board while the other passes, 1,394 moves), not
# games, and Sabaki's board takes about a second on each of them, so with
# them in, the two took 97 % of Sabaki's time and the run lasted half an
# hour.  They are timed on their own, once, after the run.
n=0
long=
for f in $(find "$testdata" -name '*.sgf' -size -64k | sort); do
  if out=$("$tool" replay "$f" 2>/dev/null); then
    moves=$(echo "$out" | sed -n 's/.*: ok, \([0-9]*\) moves*$/\1/p' | sort -n | tail -1)
    if [ "${moves:-0}" -gt 1000 ]; then
      long="$long $f"
      continue
    fi
    cp "$f" "$dir/seed-$n.sgf"
    n=$((n + 1))
  fi
done
if [ "$n" -eq 0 ]; then
  echo "SKIP: no clean records in $testdata"
  exit 0
fi
i=0
while [ "$i" -lt "$count" ]; do
  cp "$dir/seed-$((i % n)).sgf" "$dir/records/r$i.sgf"
  i=$((i + 1))
done
(cd "$dir/records" && ls) | sed "s|^|$dir/records/|" > "$dir/list"
bytes=$(cat "$dir/records"/* | wc -c)
echo "$count files ($n different records), $bytes bytes"

# CPU time to the millisecond where `perf stat` can count task-clock (a
# run of 0.13 s against 0.07 s read 1.9× to 2.2× in GNU time's 10 ms
# steps); GNU time's user + system time elsewhere.
if command -v perf >/dev/null 2>&1 && perf stat -x, -e task-clock true >/dev/null 2>&1; then
  clock=perf
else
  clock=time
fi

# best of three: "WALL CPU" in seconds
best () {
  best_wall=
  best_cpu=
  for run in 1 2 3; do
    if [ $clock = perf ]; then
      start=$(date +%s%N)
      perf stat -x, -e task-clock -o "$dir/time" "$@" >/dev/null 2>"$dir/err" || true
      end=$(date +%s%N)
      wall=$(awk "BEGIN {printf \"%.3f\", ($end - $start) / 1e9}")
      cpu=$(awk -F, '$3 == "task-clock" {printf "%.3f", $1 / 1000}' "$dir/time")
    else
      /usr/bin/time -f '%e %U %S' -o "$dir/time" "$@" >/dev/null 2>"$dir/err" || true
      wall=$(awk '{print $1}' "$dir/time")
      cpu=$(awk '{printf "%.2f", $2 + $3}' "$dir/time")
    fi
    if [ -z "$best_wall" ] || awk "BEGIN {exit !($wall < $best_wall)}"; then best_wall=$wall; fi
    if [ -z "$best_cpu" ] || awk "BEGIN {exit !($cpu < $best_cpu)}"; then best_cpu=$cpu; fi
  done
  echo "$best_wall $best_cpu"
}

ishi=$(best xargs -a "$dir/list" "$tool" replay)
printf '%-34s wall %6.3f s   cpu %6.3f s\n' "ishi-tool replay ($build)" $ishi
# The floor: what only opening and reading the same files costs, by a
# program that does little else with them (md5sum, started as often).
floor=$(best xargs -a "$dir/list" md5sum)
printf '%-34s wall %6.3f s   cpu %6.3f s\n' "reading them alone (md5sum)" $floor
# (a floor of 0, GNU time's figure for a small run, gives no ratio)
echo "$ishi $floor" | awk '{
  w = $3 > 0 ? sprintf("%6.2fx", $1 / $3) : "     -";
  c = $4 > 0 ? sprintf("%6.2fx", $2 / $4) : "     -";
  printf "%-34s wall %s    cpu %s\n", "ishi-tool replay over the floor", w, c}'
if [ -n "$other" ]; then
  old=$(best xargs -a "$dir/list" "$other/app/ishi-tool" replay)
  printf '%-34s wall %6.3f s   cpu %6.3f s\n' "ishi-tool replay ($other)" $old
  echo "$ishi $old" | awk '{printf "%-34s wall %6.1fx    cpu %6.1fx\n", "speed-up over the other build", $3 / $1, $4 / $2}'
fi
if command -v node >/dev/null 2>&1 && [ -d "$here/sabaki/node_modules/@sabaki/sgf" ]; then
  sabaki=$(best node "$here/sabaki/bench-sabaki-files.js" "$dir/list")
  node "$here/sabaki/bench-sabaki-files.js" "$dir/list"
  printf '%-34s wall %6.2f s   cpu %6.2f s\n' "Sabaki (@sabaki/sgf + go-board)" $sabaki
  echo "$ishi $sabaki" | awk '{printf "%-34s wall %6.1fx    cpu %6.1fx\n", "Ishi faster than Sabaki", $3 / $1, $4 / $2}'
  echo "$sabaki $floor" | awk '{printf "%-34s wall %6.1fx    cpu %6.1fx\n", "Sabaki over the floor", $1 / $3, $2 / $4}'
  if [ -n "$long" ]; then
    printf '%s\n' $long > "$dir/long"
    echo "left out above, once each: $(wc -l < "$dir/long") records of more than 1,000 moves"
    /usr/bin/time -f '%e %U %S' -o "$dir/time" xargs -a "$dir/long" "$tool" replay >/dev/null 2>&1 || true
    awk '{printf "%-34s wall %6.2f s   cpu %6.2f s\n", "  ishi-tool replay", $1, $2 + $3}' "$dir/time"
    /usr/bin/time -f '%e %U %S' -o "$dir/time" node "$here/sabaki/bench-sabaki-files.js" "$dir/long" >/dev/null 2>&1 || true
    awk '{printf "%-34s wall %6.2f s   cpu %6.2f s\n", "  Sabaki", $1, $2 + $3}' "$dir/time"
  fi
else
  echo "Sabaki: not measured (run npm install in tests/bench/sabaki)"
fi
