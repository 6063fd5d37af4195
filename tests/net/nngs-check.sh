#!/usr/bin/env bash
# nngs-check.sh NNGS_SOURCE_DIR [PORT]
#
# Ishi against a real NNGS, on loopback only, for one's own checks (not
# part of the suite: NNGS is not in Debian, and its source never enters
# this repository).  Builds NNGS from the tree given (build-nngs.sh) into
# a temporary prefix, starts it on 127.0.0.1:PORT (default 9696), seats
# `ishi-tool bot --igs` with Ishi's own engine, lets nngs-player.py offer
# it a 9×9 game and pass to the end, and checks that the bot saw the
# server's result.  Every process is bounded in time and stopped at the end.
# Run from a build tree: ISHI_TOOL=build/app/ishi-tool tests/net/nngs-check.sh …
set -euo pipefail
SRC=${1:?usage: $0 NNGS_SOURCE_DIR [PORT]}
PORT=${2:-9696}
HERE=$(cd "$(dirname "$0")" && pwd)
TOOL=${ISHI_TOOL:-$HERE/../../build/app/ishi-tool}
WORK=$(mktemp -d /tmp/ishi-nngs-XXXXXX)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$WORK"' EXIT

"$HERE/build-nngs.sh" "$SRC" "$WORK/nngs" > "$WORK/build.log" 2>&1 \
  || { tail -20 "$WORK/build.log"; exit 1; }
timeout 300 "$HERE/run-nngs.sh" "$WORK/nngs" "$PORT" > "$WORK/server.log" 2>&1 &
for _ in $(seq 50); do
  (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null && break
  sleep 0.2
done
timeout 200 "$TOOL" bot --igs --server "127.0.0.1:$PORT" --name ishibot \
  --engine "$TOOL gtp --level 1 --seed 1" --games 1 > "$WORK/bot.out" 2> "$WORK/bot.err" &
BOT=$!
sleep 2
timeout 180 python3 "$HERE/nngs-player.py" 127.0.0.1 "$PORT" hana ishibot W 9 170 > "$WORK/player.out" || true
wait $BOT || true
cat "$WORK/bot.out"
grep -E '^ishibot: (accepts|[BW]\+)' "$WORK/bot.out" | tail -1 | grep -qE '[BW]\+' \
  || { echo "nngs-check: the bot saw no result" >&2; tail -20 "$WORK/player.out" >&2; exit 1; }
grep -E '\{Game [0-9]+: hana vs ishibot' "$WORK/player.out" | tail -1
echo "nngs-check: ok"
