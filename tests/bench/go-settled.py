#!/usr/bin/env python3
"""go-settled.py -- Ishi's moves at the end of a game, before anyone has
passed, under Japanese rules, judged by GNU Go's count.

  go-settled.py TOOL... --games FILE.sgf... [--last 30] [--playouts 4000]
        [--seeds 1] [--gnugo GNUGO]

For each game (Ishi against another engine, Japanese rules, Ishi named
"Ishi" in PB or PW) and each of Ishi's moves among the last LAST before
the first pass, asks every TOOL (`TOOL gtp --playouts N --rules
japanese --seed S`, the game's moves played to it) for its move there, and
judges each answer by GNU Go's final_score (level 10) of the position
after it against the position before it: a move after which Ishi's side
is worse by that count lost points (a stone in its own territory, one
that dies in the other's area, a point left to the other).  The game's own
move is judged too.  Prints per TOOL the moves asked, the ones that lost
points and the points lost, side by side.

Judged by GNU Go 3.8, not by Ishi's count.  Slow: three final_scores a
position and tool on 19×19.
"""
import argparse, os, re, subprocess, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import importlib
japanese = importlib.import_module("go-japanese")


def ask(tool, size, komi, moves, colour, playouts, seed):
    lines = ["boardsize %d" % size, "clear_board", "komi %s" % komi]
    lines += [japanese.gtp_move(c, m, size) for c, m in moves]
    lines.append("genmove %s" % ("black" if colour == "B" else "white"))
    out = subprocess.run([tool, "gtp", "--playouts", str(playouts), "--rules", "japanese", "--seed",
                          str(seed)], input="\n".join(lines) + "\n", stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, text=True).stdout
    answers = [l[1:].strip() for l in out.split("\n") if l.startswith("=")]
    return answers[-1].upper() if answers else "?"


def score_after(gnugo, size, komi, moves, colour, vertex):
    g = japanese.Gtp([gnugo, "--mode", "gtp", "--japanese-rules", "--level", "10"])
    g("boardsize %d" % size)
    g("clear_board")
    g("komi %s" % komi)
    for c, m in moves:
        g(japanese.gtp_move(c, m, size))
    if vertex is not None:
        g("play %s %s" % (colour.lower(), vertex))
    s = japanese.margin(g("final_score"))
    g.close()
    return s


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tools", nargs="+")
    ap.add_argument("--games", nargs="+", required=True)
    ap.add_argument("--last", type=int, default=30)
    ap.add_argument("--playouts", type=int, default=4000)
    ap.add_argument("--seeds", type=int, default=1)
    ap.add_argument("--gnugo")
    args = ap.parse_args()
    gnugo = japanese.gnugo_path(args)
    names = ["game"] + ["tool %d" % (i + 1) for i in range(len(args.tools))]
    totals = {n: [0, 0, 0.0] for n in names}
    for path in args.games:
        size, komi, ishi, moves, result = japanese.read_game(path)
        first = next((i for i, m in enumerate(moves) if m[1] == ""), len(moves))
        mine = [i for i in range(first) if moves[i][0] == ishi][-args.last:]
        sign = 1 if ishi == "B" else -1
        for i in mine:
            before = score_after(gnugo, size, komi, moves[:i], ishi, None)
            m = moves[i][1]
            answers = {"game": japanese.gtp_move(ishi, m, size).split()[-1].upper()}
            for k, tool in enumerate(args.tools):
                for seed in range(1, args.seeds + 1):
                    answers["tool %d/%d" % (k + 1, seed)] = ask(tool, size, komi, moves[:i], ishi,
                                                              args.playouts, seed)
            cache, row = {}, []
            for key, vertex in answers.items():
                if vertex not in cache:
                    cache[vertex] = score_after(gnugo, size, komi, moves[:i], ishi,
                                                None if vertex == "PASS" else vertex)
                delta = sign * (cache[vertex] - before)
                name = key.split("/")[0]
                totals[name][0] += 1
                if delta < 0:
                    totals[name][1] += 1
                    totals[name][2] += -delta
                row.append("%s %s %+g" % (key, vertex, delta))
            print("%s move %d: %s" % (os.path.basename(path), i + 1, "; ".join(row)), flush=True)
    print()
    print("%-8s %6s %12s %12s" % ("", "moves", "lost points", "points lost"))
    for n in names:
        asked, lost, points = totals[n]
        print("%-8s %6d %12d %12g" % (n, asked, lost, points))


if __name__ == "__main__":
    main()
