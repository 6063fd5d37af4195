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

Rapfi (GPL-3, dhbloo/rapfi, the Gomocup champion) is not part of Ishi:
built from its public source with its built-in classical evaluation (no
network weights), one search thread, its Piskvork brain `pbrain-rapfi`.
To give it a time instead, pass --opponent rapfi300ms="rapfi-300ms" with
a wrapper of your own; a time depends on the load.
"""
import argparse, datetime, importlib.util, os, re, shlex, subprocess, sys

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
    args = ap.parse_args()
    if args.what == "play":
        play(args)
    else:
        ladder.ANCHOR = "rapfi100"
        ladder.table(args.dirs)

if __name__ == "__main__":
    main()
