#!/usr/bin/env python3
# count-vs-gnugo.py — Ishi's count against GNU Go's `--score aftermath`
# (issue 35, item 2), run on demand:
#
#   tests/bench/count-vs-gnugo.py make-games DIR [--games 50] [--size 19] [--first N]
#   tests/bench/count-vs-gnugo.py compare ISHI-TOOL FILE-OR-DIR… [--diagrams DIR]
#                                 [--dead auto|local] [--csv OUT]
#
# make-games writes DIR/h19-NN.sgf: GNU Go 3.8 against itself at --level 1
# (it passes early and leaves dead stones and the odd seki on the board),
# each after two to four random opening moves so that no two games are
# alike, colours and komi as make-gnugo-games.py varies them, seeds of
# their own (not those of tests/data/score, which the suggestion was
# tuned on).  About 20 s a game on one core.
#
# compare reads every finished game given (a folder: every .sgf in it;
# a game that ended by resignation, on time or by forfeit is skipped, with
# a line on standard error) and asks both programs for the dead stones of its final position:
#   - GNU Go: `loadsgf FILE`, then `final_status_list dead`, which GNU Go
#     answers as `gnugo --score aftermath` plays it out (its
#     finish_and_score_game): the aftermath, GNU Go's best judgement;
#   - Ishi: `ishi-tool score FILE --rules japanese --dead auto` (Ishi's
#     engine's reading, ishi-go-dead.h) or `--dead local` (the scoring
#     core's suggestion alone), its "dead:" line.
# A game agrees when both name the same stones: the score follows from
# them (test-score checks that Ishi's count of GNU Go's dead stones is GNU
# Go's final_score under the same rules).  Each game that differs is
# listed with the stones, and with --diagrams drawn as DIR/NAME.png by
# `ishi-tool render` (the part of the board around the differences, in
# black and white): a cross (MA) on a stone Ishi calls dead and GNU Go
# alive, a triangle (TR) on one GNU Go calls dead and Ishi alive.
#
# GNU Go is $GNUGO, `gnugo` on the PATH or /usr/games/gnugo.
# SPDX-License-Identifier: GPL-3.0-or-later

import argparse
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

GNUGO = (os.environ.get('GNUGO') or shutil.which('gnugo')
         or '/usr/games/gnugo')
LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ'


# The GTP helper, the point conversions and the self-play game of
# make-gnugo-games.py, which makes tests/data/score's games the same way.
_spec = importlib.util.spec_from_file_location(
    'make_gnugo_games', os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                     '..', 'data', 'score', 'make-gnugo-games.py'))
_made = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_made)
_made.GNUGO = GNUGO
Gtp, to_sgf = _made.Gtp, _made.to_sgf


def make_game(path, size, seed, komi, handicap):
    gtp = Gtp('--level', '1', '--seed', str(seed))
    played = _made.self_play(gtp, size, seed, komi, handicap)
    gtp.close()
    if played is None:
        return False
    with open(path, 'w') as f:
        f.write(_made.game_sgf('count-vs-gnugo.py', size, seed, komi, handicap, *played))
    return True


def make_games(args):
    os.makedirs(args.dir, exist_ok=True)
    for i in range(args.first - 1, args.games):
        handicap = [0, 0, 0, 0, 2, 3][i % 6] if args.size > 9 else 0
        komi = 0.5 if handicap else [6.5, 7.5, 6][i % 3]
        seed = 35000 + args.size * 100 + i
        path = os.path.join(args.dir, 'h%02d-%02d.sgf' % (args.size, i + 1))
        if os.path.exists(path):
            continue
        start = time.time()
        while not make_game(path, args.size, seed, komi, handicap):
            seed += 1000
        print('%s (seed %d): %.0f s' % (path, seed, time.time() - start), file=sys.stderr)


def sgf_points(text, size):
    """GTP vertices to a set of SGF points."""
    return {to_sgf(v, size) for v in text.split() if v.upper() != 'PASS'}


def ishi_count(tool, path, dead):
    out = subprocess.run([tool, 'score', path, '--rules', 'japanese', '--dead', dead],
                         capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError('%s: %s' % (path, out.stderr.strip()))
    points, result = set(), out.stdout.strip().split('\n')[-1]
    for line in out.stdout.split('\n'):
        if line.startswith('dead:'):
            value = line[5:].strip()
            if value and value != '-' and value != 'none':
                points = set(p for p in re.split(r'[ ,]+', value) if p)
    return points, result


def gnugo_count(path):
    gtp = Gtp()
    gtp('loadsgf %s' % path)
    size = int(gtp('query_boardsize'))
    dead = sgf_points(gtp('final_status_list dead'), size)
    gtp.close()
    return size, dead


def diagram(tool, path, size, ishi_only, gnugo_only, out):
    """The final position with the differences marked, drawn by ishi-tool."""
    with open(path, 'rb') as f:
        text = f.read().decode('utf-8', 'replace').rstrip()
    marks = ''
    if ishi_only:
        marks += 'MA' + ''.join('[%s]' % p for p in sorted(ishi_only))
    if gnugo_only:
        marks += 'TR' + ''.join('[%s]' % p for p in sorted(gnugo_only))
    # the marks on a node of their own after the last move of the main line
    end = text.rfind(')')
    with tempfile.NamedTemporaryFile('w', suffix='.sgf', delete=False) as f:
        f.write(text[:end] + ';' + marks + text[end:] + '\n')
        marked = f.name
    # the part of the board around the differences (at least 9 lines a
    # side), in black and white 360 pixels wide (small enough to keep)
    xs = [ord(p[0]) - 97 for p in ishi_only | gnugo_only]
    ys = [ord(p[1]) - 97 for p in ishi_only | gnugo_only]
    x0, x1 = max(0, min(xs) - 3), min(size - 1, max(xs) + 3)
    y0, y1 = max(0, min(ys) - 3), min(size - 1, max(ys) + 3)
    while x1 - x0 < 8 and (x0 > 0 or x1 < size - 1):
        x0, x1 = max(0, x0 - 1), min(size - 1, x1 + 1)
    while y1 - y0 < 8 and (y0 > 0 or y1 < size - 1):
        y0, y1 = max(0, y0 - 1), min(size - 1, y1 + 1)
    region = '%s%d-%s%d' % (LETTERS[x0], size - y1, LETTERS[x1], size - y0)
    try:
        subprocess.run([tool, 'render', marked, '--region', region, '--width', '360', '--mono',
                        '--output', out], check=True, capture_output=True)
    finally:
        os.unlink(marked)


def files_of(paths):
    for p in paths:
        if os.path.isdir(p):
            for name in sorted(os.listdir(p)):
                if name.endswith('.sgf'):
                    yield os.path.join(p, name)
        else:
            yield p


# A game won by resignation, on time or by forfeit (RE B+R, W+Resign,
# B+T, W+F…) has no finished position: its dead stones are nobody's
# judgement, and it is left out.  A record with no RE is a position.
NOT_ON_THE_BOARD = re.compile(r'RE\[\s*[BW]\+(R|Resign|T|Time|F|Forfeit)\s*\]', re.IGNORECASE)


def ended_on_the_board(path):
    with open(path, 'rb') as f:
        text = f.read().decode('utf-8', 'replace')
    return NOT_ON_THE_BOARD.search(text) is None


def compare(args):
    rows, same, n = [], 0, 0
    if args.diagrams:
        os.makedirs(args.diagrams, exist_ok=True)
    for path in files_of(args.files):
        if not ended_on_the_board(path):
            print('skipped: %s did not end on the board (resigned, on time or forfeit)'
                  % os.path.basename(path), file=sys.stderr)
            continue
        try:
            size, theirs = gnugo_count(path)
            start = time.time()
            ours, result = ishi_count(args.tool, path, args.dead)
            seconds = time.time() - start
        except RuntimeError as e:
            print('skipped: %s' % e, file=sys.stderr)
            continue
        n += 1
        agree = ours == theirs
        same += agree
        name = os.path.basename(path)
        print('%-28s %-5s %3d dead  Ishi %-8s %5.2f s%s' % (
            name[-28:], 'same' if agree else 'DIFF', len(theirs), result, seconds,
            '' if agree else '  Ishi only: %s  GNU Go only: %s' % (
                ','.join(sorted(ours - theirs)) or '-', ','.join(sorted(theirs - ours)) or '-')))
        sys.stdout.flush()
        if not agree and args.diagrams:
            diagram(args.tool, path, size, ours - theirs, theirs - ours,
                    os.path.join(args.diagrams, name[:-4] + '.png'))
        rows.append((path, agree, ','.join(sorted(ours)), ','.join(sorted(theirs))))
    if n:
        print('\nsame dead stones as GNU Go (aftermath): %d of %d games (%.1f %%)' % (
            same, n, 100.0 * same / n))
    if args.csv:
        with open(args.csv, 'w') as f:
            f.write('file,same,ishi_dead,gnugo_dead\n')
            for r in rows:
                f.write('%s,%d,"%s","%s"\n' % r)


def main():
    parser = argparse.ArgumentParser(description='Ishi\'s count against GNU Go\'s aftermath')
    sub = parser.add_subparsers(dest='command', required=True)
    mk = sub.add_parser('make-games')
    mk.add_argument('dir')
    mk.add_argument('--games', type=int, default=50)
    mk.add_argument('--size', type=int, default=19)
    mk.add_argument('--first', type=int, default=1,
                    help='begin at this game (several runs side by side share the work)')
    cmp = sub.add_parser('compare')
    cmp.add_argument('tool')
    cmp.add_argument('files', nargs='+')
    cmp.add_argument('--diagrams')
    cmp.add_argument('--dead', default='auto')
    cmp.add_argument('--csv')
    args = parser.parse_args()
    if not os.path.exists(GNUGO):
        print('SKIP: GNU Go (%s) is missing' % GNUGO)
        return
    if args.command == 'make-games':
        make_games(args)
    else:
        compare(args)


if __name__ == '__main__':
    main()
