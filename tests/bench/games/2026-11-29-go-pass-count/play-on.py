#!/usr/bin/env python3
"""play-on.py TOOL SGF MOVES LEVEL SEED GNUGO_LEVEL COLOUR [GNUGO]

Plays a record's first MOVES moves, then lets Ishi's engine (TOOL gtp --level LEVEL --rules japanese
--seed SEED) play COLOUR (B or W) against GNU Go (--japanese-rules --level GNUGO_LEVEL) until two passes
in a row; prints the moves played, GNU Go's final_score and Ishi's count of the end (go-japanese.py)."""
import importlib.util
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("gj", os.path.join(here, "..", "..", "go-japanese.py"))
gj = importlib.util.module_from_spec(spec)
spec.loader.exec_module(gj)

tool, sgf, n, level, seed, glevel, ishi_col = sys.argv[1:8]
gnugo_path = sys.argv[8] if len(sys.argv) > 8 else "gnugo"
size, komi, _, moves, _ = gj.read_game(sgf)
moves = moves[:int(n)]
ishi = gj.Gtp([tool, "gtp", "--level", level, "--rules", "japanese", "--seed", seed])
gnu = gj.Gtp([gnugo_path, "--mode", "gtp", "--level", glevel, "--japanese-rules"])
for e in (ishi, gnu):
    e("boardsize %d" % size)
    e("clear_board")
    e("komi %s" % komi)
    for c, m in moves:
        e(gj.gtp_move(c, m, size))
to = "W" if moves[-1][0] == "B" else "B"
passes = 0
out = []
while passes < 2 and len(out) < 200:
    eng, other = (ishi, gnu) if to == ishi_col else (gnu, ishi)
    v = eng("genmove %s" % to)
    if v.lower() == "resign":
        out.append("%s resigns" % to)
        break
    other("play %s %s" % (to, v))
    out.append("%s%s" % (to, v))
    passes = passes + 1 if v.lower() == "pass" else 0
    m = "" if v.lower() == "pass" else chr(97 + gj.COLS.index(v[0].upper())) + chr(97 + size - int(v[1:]))
    moves.append((to, m))
    to = "W" if to == "B" else "B"
print(" ".join(out))
print("gnugo final_score", gnu("final_score"))
print("ishi count", gj.ishi_count(tool, size, komi, moves))
