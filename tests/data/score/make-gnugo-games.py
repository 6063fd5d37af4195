#!/usr/bin/env python3
# make-gnugo-games.py — regenerate the GNU Go self-play games of this folder
# and expected.txt, the values test-score and bench-score check against.
#
#   tests/data/score/make-gnugo-games.py [GAME-NAME…]
#   tests/data/score/make-gnugo-games.py --validation DIR
#
# The second form writes 100 more games of the same kind (other seeds) and
# their expected.txt into DIR, outside the tree: the set the dead-stone
# suggestion was checked on besides these (bench-score DIR/expected.txt).
#
# Each game is GNU Go 3.8 against itself at --level 1 (so it passes early
# and leaves dead stones on the board), after a few random opening moves
# (GNU Go alone plays almost the same game every time).  The finished game
# is then judged by a second GNU Go at its default level — once with
# Japanese rules and once with --chinese-rules — which replays the game
# (with fixed_handicap, so that it knows the handicap) and answers `final_status_list dead`, `final_status_list seki` and
# `final_score`.  The final board, the prisoners and the move counts are
# written too, so the counting can be tested without reading the SGF.
#
# GNU Go is found as $GNUGO, `gnugo` on the PATH, or /usr/games/gnugo.
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import random
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
GNUGO = (os.environ.get('GNUGO') or shutil.which('gnugo')
         or '/usr/games/gnugo')
LETTERS = 'ABCDEFGHJKLMNOPQRST'

# name, size, seed, komi, handicap
GAMES = []
for i, (komi, ha) in enumerate([(6.5, 0), (7.5, 0), (6, 0), (0.5, 0),
                                (6.5, 0), (7.5, 0), (6.5, 0), (6, 0),
                                (6.5, 0), (7.5, 0), (0.5, 2), (6.5, 0),
                                (6.5, 0), (7.5, 0)]):
    GAMES.append(('g09-%02d' % (i + 1), 9, 900 + i, komi, ha))
for i, (komi, ha) in enumerate([(6.5, 0), (7.5, 0), (6, 0), (0.5, 2),
                                (6.5, 0), (7.5, 0), (0.5, 3), (6.5, 0),
                                (6, 0), (6.5, 0), (7.5, 0), (6.5, 0)]):
    GAMES.append(('g13-%02d' % (i + 1), 13, 1300 + i, komi, ha))
for i, (komi, ha) in enumerate([(6.5, 0), (7.5, 0), (6, 0), (0.5, 2),
                                (6.5, 0), (7.5, 0), (0.5, 4), (6.5, 0),
                                (6, 0), (6.5, 0), (7.5, 0), (0.5, 3),
                                (6.5, 0), (7.5, 0)]):
    GAMES.append(('g19-%02d' % (i + 1), 19, 1900 + i, komi, ha))


# The validation set: 30 games of 9x9, 30 of 13x13, 40 of 19x19.
VALIDATION = []
for size, count in ((9, 30), (13, 30), (19, 40)):
    for i in range(count):
        ha = [0, 0, 0, 0, 2, 3][i % 6] if size > 9 else 0
        komi = 0.5 if ha else [6.5, 7.5, 6][i % 3]
        VALIDATION.append(('v%02d-%02d' % (size, i + 1), size, 51000 + size * 100 + i, komi, ha))


class Gtp:
    def __init__(self, *args):
        self.proc = subprocess.Popen([GNUGO, '--mode', 'gtp'] + list(args),
                                     stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)

    def __call__(self, command):
        self.proc.stdin.write(command + '\n')
        self.proc.stdin.flush()
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if line == '':
                raise RuntimeError('gnugo died on ' + command)
            line = line.rstrip('\n')
            if line == '':
                if lines:
                    break
                continue
            lines.append(line)
        reply = '\n'.join(lines)
        if reply.startswith('?'):
            raise RuntimeError('%s: %s' % (command, reply))
        return reply[1:].strip()

    def close(self):
        self('quit')
        self.proc.wait()


def to_sgf(vertex, size):
    if vertex.upper() == 'PASS':
        return ''
    x = LETTERS.index(vertex[0].upper())
    y = size - int(vertex[1:])
    return chr(ord('a') + x) + chr(ord('a') + y)


def to_gtp(point, size):
    x = ord(point[0]) - ord('a')
    y = ord(point[1]) - ord('a')
    return '%s%d' % (LETTERS[x], size - y)


def point_list(reply, size):
    points = sorted(to_sgf(v, size) for v in reply.split())
    return ','.join(points) if points else '-'


def self_play(gtp, size, seed, komi, handicap):
    """GNU Go (`gtp`) plays the game out against itself after a few random
    moves away from the edge, so that no two games are alike.  Returns the
    handicap stones and the moves, as SGF points, or None if it resigned."""
    rng = random.Random(seed)
    gtp('boardsize %d' % size)
    gtp('clear_board')
    gtp('komi %s' % komi)
    setup = []
    if handicap:
        setup = [to_sgf(v, size) for v in gtp('fixed_handicap %d' % handicap).split()]
    color = 'W' if handicap else 'B'
    moves = []
    for _ in range(rng.randint(2, 4)):
        while True:
            x, y = rng.randrange(2, size - 2), rng.randrange(2, size - 2)
            vertex = '%s%d' % (LETTERS[x], size - y)
            if gtp('is_legal %s %s' % (color, vertex)) == '1':
                break
        gtp('play %s %s' % (color, vertex))
        moves.append((color, to_sgf(vertex, size)))
        color = 'B' if color == 'W' else 'W'
    passes = 0
    while passes < 2 and len(moves) < 3 * size * size:
        vertex = gtp('genmove %s' % color)
        if vertex.lower() == 'resign':
            return None
        moves.append((color, to_sgf(vertex, size)))
        passes = passes + 1 if vertex.upper() == 'PASS' else 0
        color = 'B' if color == 'W' else 'W'
    return setup, moves


def game_sgf(app, size, seed, komi, handicap, setup, moves):
    """The record of a self-play game, ten moves a line."""
    sgf = ['(;GM[1]FF[4]CA[UTF-8]AP[%s]SZ[%d]KM[%s]RU[Japanese]' % (app, size, komi)]
    if handicap:
        sgf.append('HA[%d]AB%sPL[W]' % (handicap, ''.join('[%s]' % p for p in setup)))
    sgf.append('GC[GNU Go 3.8 self-play, --level 1 --seed %d]\n' % seed)
    for i, (c, p) in enumerate(moves):
        sgf.append(';%s[%s]' % (c, p))
        if i % 10 == 9:
            sgf.append('\n')
    sgf.append(')\n')
    return ''.join(sgf)


def play_game(out, name, size, seed, komi, handicap):
    gtp = Gtp('--level', '1', '--seed', str(seed))
    played = self_play(gtp, size, seed, komi, handicap)
    if played is None:
        gtp.close()
        return None
    setup, moves = played
    captured_by_black = int(gtp('captures black'))
    captured_by_white = int(gtp('captures white'))
    rows = gtp('showboard').split('\n')
    board = ''
    for row in rows[1:size + 1]:
        cells = row.split()[1:size + 1]
        board += ''.join('X' if c == 'X' else 'O' if c == 'O' else '.'
                         for c in cells)
    gtp.close()
    assert len(board) == size * size

    path = os.path.join(out, name + '.sgf')
    with open(path, 'w') as f:
        f.write(game_sgf('make-gnugo-games.py', size, seed, komi, handicap, setup, moves))

    judged = {}
    for rules, args in (('japanese', []), ('chinese', ['--chinese-rules'])):
        # The judge replays the game rather than `loadsgf` it: after
        # loadsgf GNU Go does not know the handicap, and its Chinese count
        # would then leave out White's one point per handicap stone.
        judge = Gtp('--seed', str(seed), *args)
        judge('boardsize %d' % size)
        judge('clear_board')
        judge('komi %s' % komi)
        if handicap:
            judge('fixed_handicap %d' % handicap)
        for c, p in moves:
            judge('play %s %s' % (c, to_gtp(p, size) if p else 'pass'))
        judged[rules] = (judge('final_score'),
                         point_list(judge('final_status_list dead'), size),
                         point_list(judge('final_status_list seki'), size))
        judge.close()
    moves_black = sum(1 for c, p in moves if c == 'B' and p)
    moves_white = sum(1 for c, p in moves if c == 'W' and p)
    return ('%s.sgf size=%d komi=%s handicap=%d captured_by_black=%d '
            'captured_by_white=%d moves_black=%d moves_white=%d '
            'japanese=%s dead=%s seki=%s '
            'chinese=%s dead_chinese=%s seki_chinese=%s board=%s'
            % (name, size, komi, handicap, captured_by_black, captured_by_white,
               moves_black, moves_white,
               judged['japanese'][0], judged['japanese'][1], judged['japanese'][2],
               judged['chinese'][0], judged['chinese'][1], judged['chinese'][2],
               board))


HEADER = """\
# Expected values for the GNU Go self-play games of tests/data/score/.
# Made by make-gnugo-games.py with GNU Go 3.8: the games at --level 1 after
# 2-4 random opening moves; the judge is GNU Go at its default level, which
# replays each game and answers final_score, final_status_list dead and
# final_status_list seki — once with its default (Japanese) rules and once
# with --chinese-rules.  Do not edit by hand: rerun the script.
#
# One game a line, fields KEY=VALUE:
#   size komi handicap
#   captured_by_black captured_by_white   prisoners taken during play (GTP captures)
#   moves_black moves_white               real moves, passes not counted
#   japanese dead seki                    GNU Go's score and lists, Japanese rules
#   chinese dead_chinese seki_chinese     the same with --chinese-rules
#   board                                 the final position, rows from the top,
#                                         X black, O white, . empty
# Points are SGF points (x then y, from the top-left), "-" is an empty list.
"""


def main():
    args = sys.argv[1:]
    out, games = HERE, GAMES
    if args[:1] == ['--validation']:
        if len(args) != 2:
            sys.exit('usage: make-gnugo-games.py --validation DIR')
        out, games, args = args[1], VALIDATION, []
        os.makedirs(out, exist_ok=True)
    wanted = set(args)
    expected = os.path.join(out, 'expected.txt')
    old = {}
    if wanted and os.path.exists(expected):
        for line in open(expected):
            if line.strip() and not line.startswith('#'):
                old[line.split()[0][:-4]] = line.rstrip('\n')
    lines = []
    for name, size, seed, komi, handicap in games:
        if wanted and name not in wanted:
            if name in old:
                lines.append(old[name])
            continue
        line = None
        while line is None:
            line = play_game(out, name, size, seed, komi, handicap)
            seed += 1000
        print(line[:160], file=sys.stderr)
        lines.append(line)
    with open(expected, 'w') as f:
        f.write(HEADER)
        for line in lines:
            f.write(line + '\n')


if __name__ == '__main__':
    main()
