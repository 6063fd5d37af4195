#!/bin/sh
# startup.sh — Ishi's first window against a bare GTK 4 window's (issue 23
# item 16), run on demand:
#
#   tests/bench/startup.sh BUILD-DIR [N]
#
# Runs bench-startup under one Xvfb (1280x800x24): `ishi` and bare-window
# started alternately N times (15 by default), each in a fresh state (its
# own empty XDG folders, settings in memory) with the shipped lessons, and
# prints the median time to the first frame and resident memory of both
# and Ishi's ratios.  Use a release build (-Dbuildtype=release).
set -eu

build=${1:?usage: $0 BUILD-DIR [N]}
n=${2:-15}
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "$build" && pwd)
bench=$build/tests/bench/bench-startup

if [ ! -x "$bench" ]; then
  echo "SKIP: $bench is not built (meson compile -C $build benchmarks)"
  exit 0
fi
home=$(mktemp -d /tmp/ishi-startup-XXXXXX)
trap 'rm -rf "$home"' EXIT
export HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
       XDG_STATE_HOME="$home/state" XDG_CACHE_HOME="$home/cache"
export GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR="$build/data"
export ISHI_LESSON_DIR="$here/../../data/lessons" ISHI_LOCALEDIR="$build/po"
export ISHI_BENCH_FIRST_FRAME=1 NO_AT_BRIDGE=1
xvfb-run -a -s '-screen 0 1280x800x24' \
  "$bench" "$build/app/ishi" "$build/tests/bench/bare-window" "$n"
