#!/bin/sh
# Runs one window test on an X display and in user folders of its own:
#
#   window-test.sh DBUS-RUN-SESSION|- TEST-PROGRAM [ARGUMENT...]
#
# Window tests used to share the one display of `xvfb-run meson test`,
# and with it the X selections: an entry focused in one test takes
# PRIMARY, and GTK 4.8 in another then leaks what it reads of the new
# owner (LeakSanitizer, GDK's X11 clipboard).  So they ran one at a
# time, and under the sanitizers that was most of CI's time.  Here each
# gets a display of its own (Xvfb picks a free number and says it on
# -displayfd), its own state, data, config and cache folders (two
# windows never find each other's autosaves or preferences), and its own
# message bus (a desktop session has one; without it GTK warns, and the
# warnings are fatal in tests).  Without Xvfb the test runs on the
# display it was given.
set -u

dbus=$1
shift
tmp=$(mktemp -d "${TMPDIR:-/tmp}/ishi-window-test.XXXXXX") || exit 99
xpid=

cleanup () {
  if [ -n "$xpid" ]; then
    kill "$xpid" 2>/dev/null
    wait "$xpid" 2>/dev/null
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 143' HUP INT TERM

for d in state data config cache; do
  mkdir -m 700 "$tmp/$d" || exit 99
done
XDG_STATE_HOME=$tmp/state
XDG_DATA_HOME=$tmp/data
XDG_CONFIG_HOME=$tmp/config
XDG_CACHE_HOME=$tmp/cache
export XDG_STATE_HOME XDG_DATA_HOME XDG_CONFIG_HOME XDG_CACHE_HOME

# The screen holds a 1920×1080 window (the layout tests' largest); at
# 1280×1024 such a window was made 1280 wide without a word.
if command -v Xvfb >/dev/null 2>&1; then
  : > "$tmp/display"
  Xvfb -displayfd 3 -screen 0 1920x1200x24 -nolisten tcp \
    3>"$tmp/display" >"$tmp/xvfb.log" 2>&1 &
  xpid=$!
  # The number comes with a newline once the server takes clients.
  tries=0
  while [ "$(wc -l < "$tmp/display")" -lt 1 ]; do
    if ! kill -0 "$xpid" 2>/dev/null || [ $tries -ge 300 ]; then
      echo "window-test.sh: Xvfb did not start:" >&2
      cat "$tmp/xvfb.log" >&2
      exit 99
    fi
    tries=$((tries + 1))
    sleep 0.1
  done
  DISPLAY=:$(head -n 1 "$tmp/display")
  export DISPLAY
  unset XAUTHORITY WAYLAND_DISPLAY
fi

if [ "$dbus" = - ]; then
  "$@"
else
  "$dbus" -- "$@"
fi
