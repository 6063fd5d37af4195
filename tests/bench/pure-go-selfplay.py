#!/usr/bin/env python3
"""pure-go-selfplay.py -- 7x7 Pure Go games of Ishi's engine against itself.

Plays GAMES games through `ishi-tool gtp --rules pure` (two processes with
different seeds), prints each final board with the engine's final_score,
and checks the issue's rule for the end of a Pure Go game: no side has an
empty point of its own area left that it could fill safely -- every empty
region is a one-point eye, and no group keeps more than two of them.  The
stones on the printed board can be counted by hand against the score.

  pure-go-selfplay.py build/app/ishi-tool [--games 3] [--playouts 4000]
"""
import argparse, importlib.util, os

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("ref", os.path.join(here, "gtp-referee.py"))
ref = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ref)

def parse_board(text):
    rows = [l.strip() for l in text.splitlines() if l.strip()]
    return [list(r) for r in rows]

def check(board):
    """Problems: regions bigger than one point, groups with more than two eyes."""
    n = len(board)
    problems = []
    seen = set()
    eyes_of = {}
    def nbrs(x, y):
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            if 0 <= x + dx < n and 0 <= y + dy < n:
                yield x + dx, y + dy
    def group(x, y):
        c = board[y][x]; stack = [(x, y)]; g = {(x, y)}
        while stack:
            p = stack.pop()
            for q in nbrs(*p):
                if q not in g and board[q[1]][q[0]] == c:
                    g.add(q); stack.append(q)
        return frozenset(g)
    for y in range(n):
        for x in range(n):
            if board[y][x] != "." or (x, y) in seen:
                continue
            region = {(x, y)}; stack = [(x, y)]; border = set()
            while stack:
                p = stack.pop()
                for q in nbrs(*p):
                    c = board[q[1]][q[0]]
                    if c == "." and q not in region:
                        region.add(q); stack.append(q)
                    elif c != ".":
                        border.add(c)
            seen |= region
            if len(border) == 1 and len(region) > 1:
                problems.append("%s region of %d points at %s" % (border.pop(), len(region), sorted(region)))
            elif len(border) == 1 and len(region) == 1:
                groups = {group(*q) for q in nbrs(x, y)}
                if len(groups) == 1:
                    g = groups.pop(); eyes_of[g] = eyes_of.get(g, 0) + 1
    for g, eyes in eyes_of.items():
        if eyes > 2:
            x, y = next(iter(g))
            problems.append("%s group at %d,%d keeps %d eyes" % (board[y][x], x, y, eyes))
    return problems

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tool")
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--playouts", type=int, default=4000)
    args = ap.parse_args()
    for g in range(args.games):
        cmd = "%s gtp --rules pure --threads 1 --playouts %d --seed %%d" % (args.tool, args.playouts)
        a, b = ref.Engine(cmd % (g + 1)), ref.Engine(cmd % (g + 11))
        for e in (a, b):
            e.send("boardsize 7"); e.send("clear_board"); e.send("komi 0")
        eng = {"b": a, "w": b}; color = "b"; passes = 0; moves = 0
        while passes < 2 and moves < 200:
            m = eng[color].send("genmove " + color)
            eng["w" if color == "b" else "b"].send("play %s %s" % (color, m))
            passes = passes + 1 if m.lower() == "pass" else 0
            color = "w" if color == "b" else "b"; moves += 1
        board = a.send("showboard")
        problems = check(parse_board(board))
        print("game %d: %d moves, final_score %s, %s" % (
            g + 1, moves, a.send("final_score"), "areas filled" if not problems else "; ".join(problems)))
        print(board.strip() + "\n", flush=True)
        a.close(); b.close()

if __name__ == "__main__":
    main()
