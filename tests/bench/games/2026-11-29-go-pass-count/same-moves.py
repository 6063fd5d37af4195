#!/usr/bin/env python3
"""same-moves.py A B BUDGET [--level] [--last K] SGF...

Asks two builds of Ishi's engine (A and B: ishi-tool-full) the same positions of the records — every
third position, or the last K — with one thread and seed 3, Japanese rules, BUDGET playouts (or level
BUDGET with --level), and prints the positions where their moves differ, then the counts."""
import re
import subprocess
import sys

args = sys.argv[1:]
level = "--level" in args
if level:
    args.remove("--level")
last = 0
if "--last" in args:
    i = args.index("--last")
    last = int(args[i + 1])
    del args[i:i + 2]
a, b, budget = args[:3]
same = diff = 0
cols = "ABCDEFGHJKLMNOPQRST"
for sgf in args[3:]:
    t = open(sgf).read()
    size = int(re.search(r"SZ\[(\d+)\]", t).group(1))
    komi = re.search(r"KM\[([\d.]+)\]", t).group(1)
    mv = re.findall(r";([BW])\[([a-s]*)\]", t)
    positions = range(max(4, len(mv) - last), len(mv)) if last else range(4, len(mv) - 1, 3)
    for n in positions:
        cmds = ["boardsize %d" % size, "clear_board", "komi " + komi]
        for c, m in mv[:n]:
            cmds.append("play %s %s" % (c, "pass" if m == "" else cols[ord(m[0]) - 97] + str(size - ord(m[1]) + 97)))
        cmds += ["genmove " + ("W" if mv[n - 1][0] == "B" else "B"), "quit"]
        outs = []
        for tool in (a, b):
            p = subprocess.run([tool, "gtp", "--level" if level else "--playouts", budget, "--threads", "1",
                                "--rules", "japanese", "--seed", "3"],
                               input="\n".join(cmds) + "\n", capture_output=True, text=True)
            outs.append([l for l in p.stdout.split("\n") if l.startswith("= ") and l.strip() != "="][-1])
        if outs[0] == outs[1]:
            same += 1
        else:
            diff += 1
            print(sgf, n, outs)
print("same", same, "differ", diff)
