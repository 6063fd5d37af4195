#!/usr/bin/env python3
"""renju-ladder.py -- Ishi's Renju levels ranked against Rapfi at fixed budgets (issue 57).

Each level plays `ishi-tool match --game renju --openings` (the 26 openings
in turn, each twice with the colours exchanged, every game saved) against
Rapfi held at a fixed number of nodes a move (its `INFO max_node`), or
against another level: both sides' budgets are counts, so the figures do
not depend on the machine's load, only the time does.  Then every game is
counted into one table with Elo ratings, as tests/bench/go-ladder.py does
(its `table`), Rapfi at 100 nodes a move at 0.

  renju-ladder.py play TOOL --rapfi PBRAIN --pair LEVEL:OPPONENT [--pair ...]
        [--games 52] [--out DIR]
      OPPONENT is rapfiN (Rapfi at N nodes a move) or Lk (Ishi's level k);
      Ishi's level is White in the odd games (the first opening's Black is
      the opponent), into DIR/renju-LLEVEL-OPPONENT/;
  renju-ladder.py table DIR...
  renju-ladder.py calibrate TOOL --rapfi PBRAIN [--level 6] [--nodes N]
        [--every 6] GAME.sgf...
      each brain alone (Ishi's `piskvork --level L`, Rapfi at N nodes a
      move) on the positions of the games every EVERY moves: its CPU time
      a move (user + system of its process, /proc/PID/stat, before and
      after each move) and Rapfi's nodes a CPU second, so that Rapfi's
      node budget can be set to the same CPU time as Ishi's level (or to
      a share of it): a CPU time, unlike a wall-clock time, no load can
      change.

Rapfi (GPL-3, dhbloo/rapfi, the Gomocup champion) is not part of Ishi:
built from its public source with its built-in classical evaluation (no
network weights), one search thread, its Piskvork brain `pbrain-rapfi`.
To give it a time instead, pass --opponent rapfi300ms="rapfi-300ms" with
a wrapper of your own; a time depends on the load.
"""
import argparse, datetime, time, importlib.util, os, re, shlex, subprocess, sys
from proc_cpu import cpu_of

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("go_ladder", os.path.join(here, "go-ladder.py"))
ladder = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ladder)

def opponent_command(name, args, extra):
    if name in extra:
        return extra[name]
    m = re.fullmatch(r"L(\d)", name)
    if m:
        return "%s piskvork --level %s --seed 2" % (shlex.quote(args.tool), m.group(1))
    m = re.fullmatch(r"rapfi(\d+)", name)
    if m:
        if not args.rapfi:
            sys.exit("renju-ladder.py: --rapfi PBRAIN is needed for " + name)
        # Rapfi keeps its own time: a minute a move, and the node count first.
        script = 'sed -u "s/^INFO timeout_turn [0-9]*/INFO timeout_turn 60000\\nINFO max_node %s/" | %s' % (
            m.group(1), shlex.quote(args.rapfi))
        return "sh -c " + shlex.quote(script)
    sys.exit("renju-ladder.py: unknown opponent %s (use --opponent %s=COMMAND)" % (name, name))

def play(args):
    extra = dict(o.split("=", 1) for o in args.opponent)
    for pair in args.pair:
        level, opp = pair.split(":", 1)
        folder = os.path.join(args.out, "renju-L%s-%s" % (level, opp))
        os.makedirs(folder, exist_ok=True)
        # The opponent is the tool's --black: Black in the odd games.
        cmd = [args.tool, "match", "--game", "renju", "--black", opponent_command(opp, args, extra),
               "--white", "ishi:%s" % level, "--games", str(args.games), "--alternate", "--openings",
               "--turn-time", "60", "--move-timeout", "600", "--sgf-dir", folder]
        line = " ".join(shlex.quote(w) for w in cmd)
        with open(os.path.join(folder, "players.txt"), "w") as f:
            f.write("A %s\nB L%s\ncommand %s\ndate %s\nload %s\n" % (
                opp, level, line, datetime.date.today().isoformat(),
                open("/proc/loadavg").read().split()[0]))
        print("$ " + line, flush=True)
        out = subprocess.run(cmd, stdout=subprocess.PIPE, text=True).stdout
        with open(os.path.join(folder, "table.txt"), "w") as f:
            f.write(out)
        print("\n".join(out.splitlines()[-4:]), flush=True)
    ladder.ANCHOR = "rapfi100"
    ladder.table([args.out])

def brain_times(command, infos, positions):
    """CPU seconds the brain takes for a move in each position."""
    p = subprocess.Popen(command, shell=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, text=True)
    def say(line):
        p.stdin.write(line + "\n")
        p.stdin.flush()
    def answer():
        while True:
            line = p.stdout.readline()
            if not line:
                raise RuntimeError("the brain stopped: " + command)
            line = line.strip()
            if line and not line.startswith(("MESSAGE", "DEBUG")):
                return line
    say("START 15")
    if answer() != "OK":
        raise RuntimeError("START refused: " + command)
    for info in ["rule 4", "timeout_turn 60000", "timeout_match 100000000",
                 "time_left 100000000"] + infos:
        say("INFO " + info)
    times = []
    for moves in positions:
        mover = "B" if len(moves) % 2 == 0 else "W"
        # Rapfi drops a command read just after its answer (see
        # tool-match-renju.c, BRAIN_SETTLE_US): a moment's pause first.
        time.sleep(0.05)
        say("BOARD")
        for colour, x, y in moves:
            say("%d,%d,%d" % (x, y, 1 if colour == mover else 2))
        before = cpu_of(p.pid)
        say("DONE")
        line = answer()
        times.append(cpu_of(p.pid) - before)
        if not re.fullmatch(r"\d+,\d+", line):
            raise RuntimeError("%s answered %s" % (command, line))
    say("END")
    try:
        p.wait(timeout=10)
    except subprocess.TimeoutExpired:
        p.kill()
    return times

def calibrate(args):
    import statistics
    positions = []
    for path in args.games:
        text = open(path, errors="replace").read()
        moves = [(c, ord(m[0]) - 97, ord(m[1]) - 97) for c, m in re.findall(r";([BW])\[([a-o]{2})\]", text)]
        for k in range(args.every, len(moves) - 1, args.every):
            positions.append(moves[:k])
    print("load average at the start %s; %d positions" % (open("/proc/loadavg").read().split()[0],
                                                          len(positions)), flush=True)
    brains = [("Ishi level %d" % args.level, 0, "exec %s piskvork --level %d --seed 2" % (
                  shlex.quote(args.tool), args.level), [])]
    for n in args.nodes:
        brains.append(("Rapfi at %d nodes" % n, n, "exec " + shlex.quote(args.rapfi), ["max_node %d" % n]))
    for name, n, command, infos in brains:
        times = brain_times(command, infos, positions)
        mean = statistics.mean(times)
        print("%s: CPU a move mean %.3f s (median %.3f, min %.3f, max %.3f, %d positions)%s" % (
            name, mean, statistics.median(times), min(times), max(times), len(times),
            ": %.0f nodes a CPU second" % (n / mean) if n and mean > 0 else ""), flush=True)
    print("load average at the end %s" % open("/proc/loadavg").read().split()[0])

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="what", required=True)
    p = sub.add_parser("play")
    p.add_argument("tool")
    p.add_argument("--rapfi")
    p.add_argument("--pair", action="append", required=True)
    p.add_argument("--games", type=int, default=52)
    p.add_argument("--out", default="renju-ladder")
    p.add_argument("--opponent", action="append", default=[])
    t = sub.add_parser("table")
    t.add_argument("dirs", nargs="+")
    c = sub.add_parser("calibrate")
    c.add_argument("tool")
    c.add_argument("games", nargs="+")
    c.add_argument("--rapfi", required=True)
    c.add_argument("--level", type=int, default=6)
    c.add_argument("--nodes", type=int, action="append", default=[])
    c.add_argument("--every", type=int, default=6)
    args = ap.parse_args()
    if args.what == "play":
        play(args)
    elif args.what == "calibrate":
        calibrate(args)
    else:
        ladder.ANCHOR = "rapfi100"
        ladder.table(args.dirs)

if __name__ == "__main__":
    main()
