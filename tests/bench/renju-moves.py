#!/usr/bin/env python3
"""renju-moves.py PLAYER DIR... -- the moves of one player in the Renju
games (GM[4]) of the SGF files under the directories, for renju-policy:
one game a line, the colour PLAYER played (B or W; PLAYER is the start of
its PB or PW name) and the game's moves in SGF coordinates.  Games without
that player, with setup stones or with moves out of turn are left out; a
game saved twice counts once.

  tests/bench/renju-moves.py "Ishi (level 6" tests/bench/games/*renju* > moves.txt

SPDX-License-Identifier: GPL-3.0-or-later
"""
import os
import re
import sys

MOVE = re.compile(r';\s*([BW])\[([a-o]{2})\]')


def game_line(text, player):
    if 'GM[4]' not in text or re.search(r'\bA[BW]\[', text):
        return None
    if re.search(r'PB\[' + re.escape(player), text):
        colour = 'B'
    elif re.search(r'PW\[' + re.escape(player), text):
        colour = 'W'
    else:
        return None
    moves = MOVE.findall(text)
    if any(c != 'BW'[i % 2] for i, (c, _) in enumerate(moves)):
        return None
    return colour + ' ' + ' '.join(m for _, m in moves)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    seen = set()
    for top in sys.argv[2:]:
        for root, dirs, files in os.walk(top):
            dirs.sort()
            for name in sorted(files):
                if name.endswith('.sgf'):
                    with open(os.path.join(root, name), encoding='utf-8', errors='replace') as f:
                        line = game_line(f.read(), sys.argv[1])
                    if line and line not in seen:
                        seen.add(line)
                        print(line)


if __name__ == '__main__':
    main()
