#!/usr/bin/env python3
"""go-sane-moves.py -- do Ishi's weak Go levels keep to moves a person would play?

Issue 57: a weak level loses by weaker choices, never by filling one of the
last two eyes of its own group, by putting a large string in atari for
nothing, or by playing the first line in the opening; and under Pure Go the
weakest level keeps two eyes in every game.  Two ways to run it:

  go-sane-moves.py play TOOL [--level 1] [--against 3] [--rules pure]
      [--size 9] [--games 20] [--sgf-dir DIR]
      plays GAMES games of `TOOL gtp --level LEVEL` against
      `TOOL gtp --level AGAINST` through `TOOL match` (colours alternating,
      the level checked Black in the odd games), saves them, then checks
      them as below;
  go-sane-moves.py check DIR... [--player A|B|black|white]
      checks the saved games of `ishi-tool match --alternate` (A is the
      --black engine: Black in the odd games) move by move.

For every game it prints the checked side's result and what it did wrong,
replayed on a board of its own (captures, no suicide):
  - eye: a stone in one of its own last two eyes -- an empty point whose
    four neighbours are its stones or the edge, with at most one enemy
    diagonal (none on the edge), of a group (the strings sharing such eyes)
    with no third one;
  - atari: a move that leaves a string of three stones or more with one
    liberty, capturing nothing;
  - edge: a first-line move while fewer stones than a sixth of the points
    are on the board (boards of 9 and more), with nothing next to it in
    atari or with two liberties (a capture, an escape or an atari);
  - lost eyes: stones of a group that once had two such eyes captured
    later (which only its own filled eyes allow);
  - unfilled (a Pure Go game that was counted): the side's own area left empty,
    a region of its own of two points or more or a group's third eye --
    under Pure Go, where each stone counts, points given away.
The last line sums them; the acceptance is 0 eye and 0 lost eyes in every
game.
"""
import argparse, glob, os, re, shlex, subprocess, sys

def parse_sgf(path):
    text = open(path, encoding="utf-8").read()
    size = int(re.search(r"SZ\[(\d+)\]", text).group(1))
    result = (re.search(r"RE\[([^\]]*)\]", text) or [None, "?"])[1]
    moves = []
    for color, point in re.findall(r";\s*([BW])\[([a-z]{0,2})\]", text):
        if point in ("", "tt") and size <= 19:
            moves.append((color, None))
        else:
            moves.append((color, (ord(point[0]) - 97, ord(point[1]) - 97)))
    return size, result, moves

class Board:
    def __init__(self, size):
        self.n = size
        self.c = {}
    def nbrs(self, p):
        x, y = p
        for q in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if 0 <= q[0] < self.n and 0 <= q[1] < self.n:
                yield q
    def string(self, p):
        col = self.c[p]; seen = {p}; stack = [p]; libs = set()
        while stack:
            q = stack.pop()
            for r in self.nbrs(q):
                if r not in self.c:
                    libs.add(r)
                elif self.c[r] == col and r not in seen:
                    seen.add(r); stack.append(r)
        return seen, libs
    def is_eye(self, col, p):
        if p in self.c:
            return False
        if any(self.c.get(q) != col for q in self.nbrs(p)):
            return False
        x, y = p; bad = 0; edge = 0
        for d in ((x + 1, y + 1), (x - 1, y + 1), (x + 1, y - 1), (x - 1, y - 1)):
            if 0 <= d[0] < self.n and 0 <= d[1] < self.n:
                bad += self.c.get(d) not in (None, col)
            else:
                edge = 1
        return bad + edge < 2
    def group_eyes(self, col, p):
        """The one-point eyes of the group around eye p (strings sharing eyes)."""
        eyes = [p]; seen_eyes = {p}; seen_strings = set(); i = 0
        while i < len(eyes):
            e = eyes[i]; i += 1
            for q in self.nbrs(e):
                if self.c.get(q) != col or q in seen_strings:
                    continue
                stones, libs = self.string(q)
                seen_strings |= stones
                for l in libs:
                    if l not in seen_eyes and self.is_eye(col, l):
                        seen_eyes.add(l); eyes.append(l)
        return eyes
    def play(self, col, p):
        """Plays; returns the strings it captured (lists of points)."""
        self.c[p] = col
        other = "W" if col == "B" else "B"
        captured = []
        for q in self.nbrs(p):
            if self.c.get(q) == other:
                stones, libs = self.string(q)
                if not libs:
                    captured.append(stones)
                    for s in stones:
                        del self.c[s]
        return captured

def vertex(p, n):
    return "ABCDEFGHJKLMNOPQRST"[p[0]] + str(n - p[1])

def check_game(path, side):
    """side: 'B' or 'W', the checked player's colour in this game."""
    n, result, moves = parse_sgf(path)
    pure = "RU[Pure" in open(path, encoding="utf-8").read()
    b = Board(n)
    found = {"eye": [], "atari": [], "edge": [], "lost eyes": [], "unfilled": []}
    two_eyed = set()  # the checked side's stones that were in a group with two eyes
    for k, (col, p) in enumerate(moves, 1):
        if p is None:
            continue
        if col == side:
            if b.is_eye(col, p) and len(b.group_eyes(col, p)) <= 2:
                found["eye"].append("%d %s" % (k, vertex(p, n)))
            stones_on = len(b.c)
            line = min(p[0], p[1], n - 1 - p[0], n - 1 - p[1]) + 1
            fight = False
            for q in b.nbrs(p):
                if q in b.c:
                    _, libs = b.string(q)
                    fight |= len(libs) <= (1 if b.c[q] == col else 2)
            if n >= 9 and stones_on < n * n // 6 and line == 1 and not fight:
                found["edge"].append("%d %s" % (k, vertex(p, n)))
        captured = b.play(col, p)
        if col == side and not captured:
            stones, libs = b.string(p)
            if len(stones) >= 3 and len(libs) <= 1:
                found["atari"].append("%d %s (%d stones)" % (k, vertex(p, n), len(stones)))
        if col != side:
            for stones in captured:
                if stones & two_eyed:
                    found["lost eyes"].append("%d (%d stones)" % (k, len(stones)))
                two_eyed -= stones
        # The checked side's groups with two eyes now.
        for q, c in list(b.c.items()):
            if c != side or q in two_eyed:
                continue
            for e in b.nbrs(q):
                if b.is_eye(side, e) and len(b.group_eyes(side, e)) >= 2:
                    two_eyed |= b.string(q)[0]
                    break
    if pure and ("+" in result or result in ("0", "Draw", "Jigo")):
        found["unfilled"] = unfilled(b, side)
    return result, found

def unfilled(b, side):
    """At the end of a game counted by stones (Pure Go): the side's own
    area left empty -- a region of its own bigger than one point, or a
    third one-point eye of a group (either could take a stone more)."""
    seen = set(); out = []; eyes_of = {}
    for y in range(b.n):
        for x in range(b.n):
            if (x, y) in b.c or (x, y) in seen:
                continue
            region = {(x, y)}; stack = [(x, y)]; border = set()
            while stack:
                p = stack.pop()
                for q in b.nbrs(p):
                    if q not in b.c and q not in region:
                        region.add(q); stack.append(q)
                    elif q in b.c:
                        border.add(b.c[q])
            seen |= region
            if border != {side}:
                continue
            if len(region) > 1:
                out.append("%d points at %s" % (len(region), vertex(min(region), b.n)))
            elif b.is_eye(side, (x, y)):
                for e in b.group_eyes(side, (x, y)):
                    eyes_of.setdefault(e, set()).add((x, y))
    groups = {}
    for e in eyes_of:
        key = frozenset(b.group_eyes(side, e))
        groups[key] = len(key)
    for key, n in groups.items():
        if n > 2:
            out.append("a group with %d eyes at %s" % (n, vertex(min(key), b.n)))
    return out

def side_of(game_number, player):
    if player in ("black", "white"):
        return "B" if player == "black" else "W"
    a_black = game_number % 2 == 1
    return "B" if (player == "A") == a_black else "W"

def check(dirs, player):
    totals = {"eye": 0, "atari": 0, "edge": 0, "lost eyes": 0, "unfilled": 0}
    games = 0; wins = 0.0
    for d in dirs:
        for path in sorted(glob.glob(os.path.join(d, "game-*.sgf"))):
            number = int(re.search(r"game-(\d+)", path).group(1))
            side = side_of(number, player)
            result, found = check_game(path, side)
            games += 1
            if result.startswith(side + "+"):
                wins += 1
            elif result in ("0", "Draw", "Jigo"):
                wins += 0.5
            print("%s  %s plays %s  RE[%s]  %s" % (
                path, player, "Black" if side == "B" else "White", result,
                "; ".join("%s: %d (%s)" % (k, len(v), ", ".join(v[:6])) for k, v in found.items() if v)
                or "nothing wrong"))
            for k, v in found.items():
                totals[k] += len(v)
    print("games: %d, %s won %.1f; eye %d, lost eyes %d, atari %d, edge %d, unfilled %d" % (
        games, player, wins, totals["eye"], totals["lost eyes"], totals["atari"], totals["edge"],
        totals["unfilled"]))
    return totals

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="what", required=True)
    p = sub.add_parser("play")
    p.add_argument("tool")
    p.add_argument("--level", type=int, default=1)
    p.add_argument("--against", type=int, default=3)
    p.add_argument("--rules", default="pure")
    p.add_argument("--komi", default="0")
    p.add_argument("--size", type=int, default=9)
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--sgf-dir", default="pure-go-eyes")
    c = sub.add_parser("check")
    c.add_argument("dirs", nargs="+")
    c.add_argument("--player", default="A")
    args = ap.parse_args()
    if args.what == "play":
        tool = shlex.quote(args.tool)
        cmd = [args.tool, "match",
               "--black", "%s gtp --level %d --rules %s" % (tool, args.level, args.rules),
               "--white", "%s gtp --level %d --rules %s --seed 2" % (tool, args.against, args.rules),
               "--size", str(args.size), "--komi", args.komi, "--rules", args.rules,
               "--games", str(args.games), "--alternate", "--move-timeout", "600",
               "--sgf-dir", args.sgf_dir]
        print("$ " + " ".join(shlex.quote(w) for w in cmd), flush=True)
        out = subprocess.run(cmd, stdout=subprocess.PIPE, text=True).stdout
        print(out, flush=True)
        with open(os.path.join(args.sgf_dir, "table.txt"), "w") as f:
            f.write(out)
        totals = check([args.sgf_dir], "A")
    else:
        totals = check(args.dirs, args.player)
    sys.exit(1 if totals["eye"] or totals["lost eyes"] else 0)

if __name__ == "__main__":
    main()
