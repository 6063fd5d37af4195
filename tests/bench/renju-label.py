#!/usr/bin/env python3
"""renju-label.py -- Renju positions of saved games valued by a stronger
brain, for renju-tune: one position a line, the brain's value from the side
to move's view (a forced result +-20000) and the moves leading to it in SGF
coordinates.

  renju-label.py --judge pbrain-rapfi [--ms 80] [--limit 15000] DIR...

The positions: those after 4 to 59 moves of every Renju game (GM[4], no
setup stones, moves in turn) in the SGF files under the directories, each
set of stones once, shuffled with a fixed seed and cut at LIMIT.  The brain
(a Piskvork brain, not shipped) gets MS milliseconds a position; a position
it answers with no value (a forced stop) or not in time is left out.

SPDX-License-Identifier: GPL-3.0-or-later
"""
import argparse
import importlib.util
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name, path):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, path))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


rp = load("renju_positions", "renju-positions.py")
rg = load("renju_games", "renju-games.py")


def positions(tops):
    seen, found = set(), []
    for path in sorted(rg.sgf_paths(tops)):
        game = rg.read_game(path)
        if game is None:
            continue
        moves = game[1]
        for n in range(4, min(len(moves), 60)):
            key = (frozenset(m for c, m in moves[:n] if c == "B"), frozenset(m for c, m in moves[:n] if c == "W"))
            if key not in seen:
                seen.add(key)
                found.append([m for _, m in moves[:n]])
    return found


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--judge", required=True)
    ap.add_argument("--ms", type=int, default=80)
    ap.add_argument("--limit", type=int, default=15000)
    ap.add_argument("dirs", nargs="+")
    o = ap.parse_args()
    todo = positions(o.dirs)
    random.Random(1).shuffle(todo)
    todo = todo[:o.limit]
    print("positions: %d" % len(todo), file=sys.stderr)
    judge = rp.Brain(o.judge, o.ms)
    for moves in todo:
        stones = [("BW"[k % 2], rp.LETTERS.index(m[0]), rp.LETTERS.index(m[1])) for k, m in enumerate(moves)]
        answer = judge.move(stones, "BW"[len(moves) % 2], o.ms / 1000 * 10 + 10)
        v = None if answer is None else rp.value(answer[1])
        if v is not None:
            print(v, " ".join(moves), flush=True)
    judge.close()


if __name__ == "__main__":
    sys.exit(main())
