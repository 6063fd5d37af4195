#!/bin/sh
# cpu-sample.sh DIR COMMAND [ARG...] -- run COMMAND (on this stdin and
# stdout) and, while it runs, keep its CPU time so far in DIR/PID (user and
# system clock ticks from /proc/PID/stat, all its threads) and its peak
# memory in DIR/PID.mem (VmHWM), read every 0.2 s: a match kills an engine
# as soon as it has said quit, too soon for a report at its end.  Issue 57:
# engines are held to the same CPU time a move, not the same wall-clock
# time, and this shows what each really used over a match:
#   awk '{t += $1 + $2} END {print t / 100}' DIR/*[0-9]   (CPU seconds; ticks of 1/100 s)
dir=$1
shift
mkdir -p "$dir"
exec 3<&0
"$@" <&3 &
pid=$!
while kill -0 "$pid" 2>/dev/null; do
  cut -d' ' -f14,15 "/proc/$pid/stat" > "$dir/$pid.new" 2>/dev/null && mv "$dir/$pid.new" "$dir/$pid"
  grep VmHWM "/proc/$pid/status" > "$dir/$pid.mem.new" 2>/dev/null && mv "$dir/$pid.mem.new" "$dir/$pid.mem"
  sleep 0.2
done
wait "$pid"
