#!/usr/bin/env python3
"""renju-games.py DIR... — the Renju games (GM[4]) of the SGF files under
the directories, one a line: the result (B, W, or D for a draw or none)
and the moves in SGF coordinates, for renju-tune.  Files that are not
Renju, or have setup stones, are left out.

SPDX-License-Identifier: GPL-3.0-or-later
"""
import os
import re
import sys

MOVE = re.compile(r';\s*([BW])\[([a-o]{2})\]')


def game_line(text):
    if 'GM[4]' not in text or re.search(r'\bA[BW]\[', text):
        return None
    result = re.search(r'RE\[([^\]]*)\]', text)
    r = result.group(1) if result else ''
    r = 'B' if r.startswith('B+') else 'W' if r.startswith('W+') else 'D'
    moves = MOVE.findall(text)
    for i, (colour, _) in enumerate(moves):
        if colour != 'BW'[i % 2]:
            return None
    return r + ' ' + ' '.join(m for _, m in moves)


def main():
    for top in sys.argv[1:]:
        for root, _, files in sorted(os.walk(top)):
            for name in sorted(files):
                if name.endswith('.sgf'):
                    with open(os.path.join(root, name), encoding='utf-8', errors='replace') as f:
                        line = game_line(f.read())
                    if line:
                        print(line)


if __name__ == '__main__':
    main()
