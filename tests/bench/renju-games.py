#!/usr/bin/env python3
"""renju-games.py [--player PLAYER] DIR... -- the Renju games (GM[4]) of the
SGF files under the directories, one a line, for the fitting tools:

  - without --player, the result (B, W, or D for a draw or none) and the
    moves in SGF coordinates, for renju-tune;
  - with it, the colour PLAYER played (B or W; PLAYER is the start of its
    PB or PW name) and the moves, for renju-policy; games without that
    player are left out.

Games with setup stones or with moves out of turn are left out; a line
written twice counts once.  renju-label.py reads the games with the same
functions.

  tests/bench/renju-games.py --player Rapfi tests/bench/games/2026-11-2?-renju-rapfi > moves.txt

SPDX-License-Identifier: GPL-3.0-or-later
"""
import argparse
import os
import re

MOVE = re.compile(r';\s*([BW])\[([a-o]{2})\]')


def sgf_paths(tops):
    """The SGF files under the directories, each directory's in name order."""
    for top in tops:
        for root, dirs, files in os.walk(top):
            dirs.sort()
            for name in sorted(files):
                if name.endswith('.sgf'):
                    yield os.path.join(root, name)


def read_game(path):
    """(text, moves) of a Renju game with no setup stones, its moves
    [(colour, point)] in turn from Black; None for any other file."""
    with open(path, encoding='utf-8', errors='replace') as f:
        text = f.read()
    if 'GM[4]' not in text or re.search(r'\bA[BW]\[', text):
        return None
    moves = MOVE.findall(text)
    if any(c != 'BW'[i % 2] for i, (c, _) in enumerate(moves)):
        return None
    return text, moves


def game_line(text, moves, player):
    if player is None:
        result = re.search(r'RE\[([^\]]*)\]', text)
        r = result.group(1) if result else ''
        head = 'B' if r.startswith('B+') else 'W' if r.startswith('W+') else 'D'
    elif re.search(r'PB\[' + re.escape(player), text):
        head = 'B'
    elif re.search(r'PW\[' + re.escape(player), text):
        head = 'W'
    else:
        return None
    return head + ' ' + ' '.join(m for _, m in moves)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--player')
    ap.add_argument('dirs', nargs='+')
    o = ap.parse_args()
    seen = set()
    for path in sgf_paths(o.dirs):
        game = read_game(path)
        line = game and game_line(game[0], game[1], o.player)
        if line and line not in seen:
            seen.add(line)
            print(line)


if __name__ == '__main__':
    main()
