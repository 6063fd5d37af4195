#!/bin/sh
# run.sh BUILD_DIR SCENARIO.py — runs one scenario of this folder on a
# virtual display of its own, with a session bus and the accessibility bus
# (as tests/a11y/board-atspi.sh does, for the same reasons: no client of
# another test comes and goes on this display).  Needs xvfb-run, dbus,
# at-spi2-core, python3-pyatspi and xdotool; skipped (77) without them.
# By hand: tests/scenarios/run.sh build tests/scenarios/continue.py
# (ISHI_SCENE_SHOTS=DIR keeps screenshots there; ISHI_SCENE_KEEP=1 keeps
# the records and the windows' settings.)
# SPDX-License-Identifier: GPL-3.0-or-later
build=$(cd "${1:-build}" && pwd)
script=$2
launcher=/usr/libexec/at-spi-bus-launcher
for need in dbus-run-session xdotool xvfb-run; do
  command -v "$need" >/dev/null || { echo "SKIP: $need is not installed"; exit 77; }
done
[ -x "$launcher" ] || { echo "SKIP: at-spi2-core is not installed"; exit 77; }
/usr/bin/python3 -c "import pyatspi" 2>/dev/null || { echo "SKIP: python3-pyatspi is not installed"; exit 77; }

export ISHI_BUILD="$build" GSETTINGS_SCHEMA_DIR="$build/data" ISHI_LOCALEDIR="$build/po" LANGUAGE= LC_ALL=C.UTF-8
export PYTHONPATH="$(cd "$(dirname "$0")" && pwd)${PYTHONPATH:+:$PYTHONPATH}"
unset DISPLAY NO_AT_BRIDGE
# A home of its own: nothing of the run is written into the real ~/.
home=$(mktemp -d "${TMPDIR:-/tmp}/ishi-scenario-XXXXXX") || exit 1
export HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
  XDG_CACHE_HOME="$home/cache" XDG_STATE_HOME="$home/state" XDG_RUNTIME_DIR="$home/run"
export TMPDIR="$home"
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
run="$launcher --launch-immediately & sleep 1; /usr/bin/python3 ${ISHI_SCENE_PROFILE:+-m cProfile -s cumtime} '$script'"
xvfb-run -a -n $((300 + $$ % 500)) -s "-screen 0 ${ISHI_SCENE_SCREEN:-1920x1080}x24 -noreset" dbus-run-session -- sh -c "$run"
status=$?
if [ -n "$ISHI_SCENE_KEEP" ]; then echo "kept: $home"; else rm -rf "$home"; fi
exit $status
