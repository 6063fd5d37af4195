#!/usr/bin/env python3
"""go-pachi.py -- Ishi's strongest Go engine against Pachi at equal time (issue 57).

Both engines on one thread and the same seconds a move, colours alternating,
Chinese rules, Ishi's rules core the referee (`ishi-tool match`), every game
saved; beside the score, each engine's playouts a second (from its own log:
`ishi-tool gtp --verbose`, Pachi's "games/s") and its peak memory (the
resident set at its largest, VmHWM) in the same run.  The
figures depend on the machine's load: the load average is printed at the
start and the end, and a run to be quoted wants a quiet machine.

  go-pachi.py TOOL [--pachi pachi] [--size 9] [--seconds 1] [--games 20]
      [--seed 1] [--komi 7] [--out DIR]

Pachi is not part of Ishi (GPL-2, pasky/pachi; built from its public source
with `make DCNN= JOSEKIFIX=`); PACHI's folder must hold its pattern files,
so --pachi is best a small script that changes into it first.
"""
import argparse, os, re, shlex, statistics, subprocess, sys

def load():
    return open("/proc/loadavg").read().split()[0]

def wrapped(command, out, name):
    """The command, its stderr kept in OUT/NAME.log and its peak memory
    (VmHWM) in OUT/NAME.mem, read each second while it runs: the match
    kills an engine as soon as it has said quit, too soon for a report
    at its end."""
    log, mem = (shlex.quote(os.path.abspath(os.path.join(out, name + e))) for e in (".log", ".mem"))
    inner = ("exec 3<&0; %s <&3 2>>%s & pid=$!; "
             "while kill -0 $pid 2>/dev/null; do grep VmHWM /proc/$pid/status > %s.new && mv %s.new %s; "
             "sleep 1; done; wait $pid") % (command, log, mem, mem, mem)
    return "sh -c " + shlex.quote(inner)

def rates(path, pattern):
    values = []
    if os.path.exists(path):
        for line in open(path, errors="replace"):
            m = re.search(pattern, line)
            if m:
                values.append(float(m.group(1)))
    return values

def peak(path):
    values = rates(path, r"VmHWM:\s*(\d+) kB")
    return max(values) / 1024 if values else float("nan")

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("tool")
    ap.add_argument("--pachi", default="pachi")
    ap.add_argument("--size", type=int, default=9)
    ap.add_argument("--seconds", type=float, default=1)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--komi", type=float, default=7)
    ap.add_argument("--out", default="go-pachi")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    s = "%g" % args.seconds
    ishi = "%s gtp --time %s --threads 1 --rules chinese --seed %d --verbose" % (
        shlex.quote(args.tool), s, args.seed)
    pachi = "%s -t %s threads=1 -r chinese" % (args.pachi, s)
    cmd = [args.tool, "match", "--black", wrapped(ishi, args.out, "ishi"),
           "--white", wrapped(pachi, args.out, "pachi"), "--size", str(args.size),
           "--komi", "%g" % args.komi, "--rules", "chinese", "--games", str(args.games),
           "--alternate", "--move-timeout", str(max(60, 20 * args.seconds)), "--sgf-dir", args.out]
    start = load()
    print("$ " + " ".join(shlex.quote(w) for w in cmd), flush=True)
    out = subprocess.run(cmd, stdout=subprocess.PIPE, text=True).stdout
    end = load()
    with open(os.path.join(args.out, "table.txt"), "w") as f:
        f.write(out)
    print(out)
    ishi_rate = rates(os.path.join(args.out, "ishi.log"), r"playouts .* in [0-9.]+ s, (\d+) a second")
    pachi_rate = rates(os.path.join(args.out, "pachi.log"), r"\((\d+) games/s")
    for name, values, mem in (("Ishi", ishi_rate, peak(os.path.join(args.out, "ishi.mem"))),
                              ("Pachi", pachi_rate, peak(os.path.join(args.out, "pachi.mem")))):
        print("%s: playouts a second, median of %d moves: %s; peak memory %.0f MiB" % (
            name, len(values), "%.0f" % statistics.median(values) if values else "—", mem))
    print("load average at the start %s, at the end %s" % (start, end))

if __name__ == "__main__":
    main()
