#!/bin/sh
# board-atspi.sh BUILD_DIR — runs board-atspi.py with a session bus and
# the accessibility bus, on a virtual display of its own (not the suite's:
# a CI run once lost the shared display, "cannot open display: :99", as
# the last parallel test left it; here no other client comes and goes,
# and -noreset keeps the server up between clients).  Needs at-spi2-core,
# python3-pyatspi, xdotool and dbus; skipped (77) without them.
# By hand: tests/a11y/board-atspi.sh build
# SPDX-License-Identifier: GPL-3.0-or-later
build=$(cd "${1:-build}" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
launcher=/usr/libexec/at-spi-bus-launcher
for need in dbus-run-session xdotool; do
  command -v "$need" >/dev/null || { echo "SKIP: $need is not installed"; exit 77; }
done
[ -x "$launcher" ] || { echo "SKIP: at-spi2-core is not installed"; exit 77; }
/usr/bin/python3 -c "import pyatspi" 2>/dev/null || { echo "SKIP: python3-pyatspi is not installed"; exit 77; }

export GSETTINGS_BACKEND=keyfile GSETTINGS_SCHEMA_DIR="$build/data" LANGUAGE= LC_ALL=C.UTF-8
# A home of its own: the app it starts autosaves, and must neither write into
# the real ~/.local/state/ishi nor find a game left there by another run.
home=$(mktemp -d "${TMPDIR:-/tmp}/ishi-a11y-home-XXXXXX") || exit 1
trap 'rm -rf "$home"' EXIT
export XDG_STATE_HOME="$home/state" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" \
  XDG_CACHE_HOME="$home/cache"
# Settings in a keyfile of its own home: the window opens on the board, not
# on the first start's page of ways into a game (ishi-window-start.c).
mkdir -p "$home/config/glib-2.0/settings"
printf '[io/github/ishi/Ishi]\nshow-start-page=false\n' > "$home/config/glib-2.0/settings/keyfile"
run="$launcher --launch-immediately & sleep 1; /usr/bin/python3 '$here/board-atspi.py' '$build/app/ishi'"
command -v xvfb-run >/dev/null || { echo "SKIP: xvfb-run is not installed"; exit 77; }
unset DISPLAY
xvfb-run -a -n $((200 + $$ % 500)) -s "-screen 0 1280x800x24 -noreset" dbus-run-session -- sh -c "$run"
exit $?
