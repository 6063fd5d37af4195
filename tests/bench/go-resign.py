#!/usr/bin/env python3
"""go-resign.py -- Ishi's rule for resigning, tried on games played without it.

  go-resign.py DIR... [--moves 3] [--win-rate 0.1] [--share 0.1]

Each DIR holds the games of a match (game-NNN.sgf) and Ishi's log of it
(ishi.log, from `ishi-tool gtp --verbose`: one line a move with the win
rate of the move chosen and Black's mean margin at the end of its
playouts; a new game starts again at "genmove 1").  For every game it
finds the first of Ishi's moves at which the window's player
(ishi-go-engine-player.c) would have resigned: MOVES searches in a row
with a win rate below WIN_RATE and a margin of SHARE of the board's points
or more against it.  It prints each game where the rule fired, when, and
the game's result, then how many of those games Ishi went on to win or
draw — a rule that never resigns a game still winnable has none.

Ishi's colour in each game is read from the record (PB starts with
"Ishi").  Games whose log cannot be matched (a different count of games)
are reported and skipped.
"""
import argparse, glob, os, re, sys

LINE = re.compile(r"genmove (\d+): .* win rate ([0-9.]+) %, Black's margin ([-+0-9.]+)")


def games_of_log(path, lengths):
    """Ishi's moves in each game: lists of (win rate 0..1, Black's margin).
    A log starts a game again at "genmove 1" when the engine is started for
    each game; an engine kept from game to game (`ishi-tool match` keeps
    it, and says clear_board) goes on counting, and its lines are shared
    out by `lengths`, Ishi's moves in each record, passes included."""
    lines, starts = [], []
    for line in open(path, errors="replace"):
        m = LINE.search(line)
        if m:
            if m.group(1) == "1":
                starts.append(len(lines))
            lines.append((float(m.group(2)) / 100, float(m.group(3))))
    if len(starts) >= len(lengths):
        return [lines[a:b] for a, b in zip(starts, starts[1:] + [len(lines)])]
    if sum(lengths) != len(lines):
        return []
    games, at = [], 0
    for n in lengths:
        games.append(lines[at:at + n])
        at += n
    return games


def record(path):
    """The board's size, Ishi's colour, the result and Ishi's moves."""
    text = open(path, encoding="utf-8", errors="replace").read()
    size = int(re.search(r"SZ\[(\d+)\]", text).group(1))
    pb = re.search(r"PB\[([^\]]*)\]", text)
    re_ = re.search(r"RE\[([^\]]*)\]", text)
    ishi = "B" if pb and pb.group(1).startswith("Ishi") else "W"
    moves = len(re.findall(r";\s*%s\[" % ishi, text))
    return size, ishi, re_.group(1) if re_ else "", moves


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("dirs", nargs="+")
    ap.add_argument("--moves", type=int, default=3)
    ap.add_argument("--win-rate", type=float, default=0.1)
    ap.add_argument("--share", type=float, default=0.1)
    args = ap.parse_args()
    total = fired = winnable = 0
    for d in args.dirs:
        sgfs = sorted(glob.glob(os.path.join(d, "game-*.sgf")))
        records = [record(p) for p in sgfs]
        log = os.path.join(d, "ishi.log")
        logs = games_of_log(log, [r[3] for r in records]) if os.path.exists(log) else []
        if len(logs) < len(sgfs):
            print("%s: %d games, the log cannot be matched to them: skipped" % (d, len(sgfs)))
            continue
        for path, (size, ishi, result, _), moves in zip(sgfs, records, logs):
            sign = 1 if ishi == "B" else -1
            limit = -args.share * size * size
            run = 0
            total += 1
            for i, (wr, margin) in enumerate(moves):
                run = run + 1 if wr < args.win_rate and sign * margin <= limit else 0
                if run >= args.moves:
                    fired += 1
                    won = result.startswith(ishi + "+")
                    drawn = result in ("0", "Draw", "Jigo")
                    winnable += won or drawn
                    print("%s: Ishi %s would resign at its move %d of %d (win rate %.1f %%, %+.1f points); "
                          "the game: %s%s" % (os.path.relpath(path), "Black" if ishi == "B" else "White", i + 1,
                                              len(moves), 100 * wr, sign * margin, result,
                                              "  <- won or drawn" if won or drawn else ""))
                    break
    print("%d games; the rule (%d moves, win rate < %g, %g of the board's points behind) resigned %d; "
          "of them won or drawn in the end: %d" % (total, args.moves, args.win_rate, args.share, fired, winnable))


if __name__ == "__main__":
    main()
