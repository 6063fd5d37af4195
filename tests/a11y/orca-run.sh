#!/bin/sh
# orca-run.sh BUILD_DIR STEPS OUT_DIR [LANGUAGE] — runs Ishi under the Orca
# screen reader on a virtual display and writes what Orca said at each step
# to OUT_DIR/transcript.txt (speech-dispatcher's text to OUT_DIR/speech.txt,
# the last utterance as espeak-ng spoke it to OUT_DIR/speech-last.wav).  Needs orca, speech-dispatcher,
# speech-dispatcher-espeak-ng, espeak-ng, at-spi2-core, xdotool and dbus;
# not in the test suite, and one run at a time (orca --replace ends any
# other Orca of the same user).  For example:
#   tests/a11y/orca-run.sh build tests/a11y/orca-steps.txt /tmp/orca-en
#   tests/a11y/orca-run.sh build tests/a11y/orca-steps.txt /tmp/orca-ja ja
# SPDX-License-Identifier: GPL-3.0-or-later
build=$(cd "${1:-build}" && pwd)
steps=$2
[ "$steps" = - ] || steps=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
mkdir -p "$3" && out=$(cd "$3" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
launcher=/usr/libexec/at-spi-bus-launcher
for need in orca dbus-run-session xdotool xvfb-run espeak-ng; do
  command -v "$need" >/dev/null || { echo "orca-run: $need is not installed" >&2; exit 1; }
done
[ -x "$launcher" ] || { echo "orca-run: at-spi2-core is not installed" >&2; exit 1; }

export GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR="$build/data" ISHI_LOCALEDIR="$build/po"
export ISHI_LESSON_DIR="$here/../../data/lessons" HOME="$out/home"
mkdir -p "$HOME"
if [ "$4" = ja ]; then
  export LANGUAGE=ja LANG=ja_JP.UTF-8 LC_ALL=ja_JP.UTF-8
else
  export LANGUAGE=en LANG=C.UTF-8 LC_ALL=C.UTF-8
fi
rm -f "$out/orca-debug.log" "$out/speech.txt"
run="$launcher --launch-immediately & sleep 1; /usr/bin/python3 '$here/orca-run.py' '$build/app/ishi' '$steps' '$out'"
exec xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- sh -c "$run"
