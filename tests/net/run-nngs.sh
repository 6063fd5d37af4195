#!/usr/bin/env bash
# run-nngs.sh PREFIX PORT
#
# Starts the nngssrv built by build-nngs.sh in the foreground, listening on
# 127.0.0.1:PORT only (the loopback bind is patched in by build-nngs.sh;
# want_fork=No in the config keeps it in the foreground). Stop it with
# Ctrl-C / SIGTERM (TerminateServer saves state and exits).
#
# nngssrv reads its config from `-c FILE` and writes "written.cnf" (the
# values actually used) into its current directory, so it is started from
# PREFIX/run. The server log is PREFIX/share/nngssrv/stats/logfile; it also
# logs to stderr.
set -euo pipefail
if [ $# -ne 2 ]; then
  echo "usage: $0 PREFIX PORT" >&2
  exit 2
fi
PREFIX=$(cd "$1" && pwd)
PORT=$2
case "$PORT" in ''|*[!0-9]*) echo "bad port: $PORT" >&2; exit 2;; esac
[ -x "$PREFIX/bin/nngssrv" ] || { echo "no $PREFIX/bin/nngssrv; run build-nngs.sh first" >&2; exit 1; }
mkdir -p "$PREFIX/run"
CNF="$PREFIX/run/nngs-$PORT.cnf"
sed -e "s/^server_ports=.*/server_ports=$PORT/" "$PREFIX/etc/nngs.cnf" > "$CNF"
cd "$PREFIX/run"
exec "$PREFIX/bin/nngssrv" -c "$CNF"
