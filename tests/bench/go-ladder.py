#!/usr/bin/env python3
"""go-ladder.py -- Ishi's Go levels ranked against fixed opponents.

Each level plays matches through `ishi-tool match` (Ishi's rules core the
referee, colours alternating, every game saved) against opponents whose
strength does not depend on the machine's load: GNU Go at a level, Pachi
at a fixed number of playouts (`pachi -t =N threads=1`).  Then every game
of every match is counted into one table: each pairing's score with its
standard error, and a rating for each player on the Elo scale (Bradley and
Terry's model fitted by maximum likelihood), GNU Go level 1 at 0, with one
standard error from the fit.

  go-ladder.py play TOOL --pair LEVEL:OPPONENT [--pair ...] [--games 20]
        [--size 9] [--komi 7] [--seed 1] [--out DIR] [--opponent NAME=COMMAND ...]
      plays each pair (say 3:gnugo1) as `TOOL gtp --level LEVEL` (Black in
      the odd games) against the opponent, into DIR/SIZE-LLEVEL-OPPONENT/
      (or two opponents, say pachi1000:gnugo10, to link them)
      (the games, the tool's table, and players.txt naming the two);
      opponents gnugo1, gnugo5 and gnugo10 are known (GNU Go 3.8, Chinese
      rules), pachiN is `pachi -t =N threads=1` (PACHI, default `pachi`,
      names the program; N is 500 or more), Lk Ishi's own level k (seed 2:
      the levels too play fixed numbers of playouts), others by --opponent;
      --seed gives the levels of LEVEL:OPPONENT another seed (Ishi's
      default is 1), for more games of a pair that are not the same games
      again, into DIR/SIZE-LLEVEL-OPPONENT-seedS/;
  go-ladder.py table DIR...
      counts every match folder under the DIRs (those with players.txt)
      and prints the table.

Ratings need opponents that overlap: each level against one or two of the
fixed opponents near its strength is enough, since the opponents also
meet each other through the levels.  A draw counts half a win.  A pairing
that one side swept gets a finite rating only through the other games; the
fit adds one drawn game to each pairing (as BayesElo's prior does), which
pulls ratings a little toward each other and is said in the output.
"""
import argparse, datetime, glob, math, os, re, shlex, subprocess, sys

KNOWN = {
    "gnugo1": "gnugo --mode gtp --level 1 --chinese-rules",
    "gnugo5": "gnugo --mode gtp --level 5 --chinese-rules",
    "gnugo10": "gnugo --mode gtp --level 10 --chinese-rules",
}
ANCHOR = "gnugo1"

def opponent_command(name, extra, tool):
    if name in extra:
        return extra[name]
    m = re.fullmatch(r"L(\d+)", name)
    if m:
        return "%s gtp --level %s --rules chinese --seed 2" % (shlex.quote(tool), m.group(1))
    if name in KNOWN:
        gnugo = os.environ.get("GNUGO", "gnugo")
        return KNOWN[name].replace("gnugo", gnugo, 1)
    m = re.fullmatch(r"pachi(\d+)", name)
    if m:
        return "%s -t =%s threads=1 -r chinese" % (os.environ.get("PACHI", "pachi"), m.group(1))
    sys.exit("go-ladder.py: unknown opponent %s (use --opponent %s=COMMAND)" % (name, name))

def play(args):
    extra = dict(o.split("=", 1) for o in args.opponent)
    for pair in args.pair:
        level, opp = pair.split(":", 1)
        if level.isdigit():
            name_a = "L" + level
            first = "%s gtp --level %s --rules chinese --seed %d" % (shlex.quote(args.tool), level, args.seed)
        else:
            # Two of the fixed opponents, to link them (say pachi1000:gnugo10).
            name_a = level
            first = opponent_command(level, extra, args.tool)
        folder = os.path.join(args.out, "%d-%s-%s%s" % (args.size, name_a, opp,
                                                        "" if args.seed == 1 else "-seed%d" % args.seed))
        os.makedirs(folder, exist_ok=True)
        cmd = [args.tool, "match", "--black", first, "--white", opponent_command(opp, extra, args.tool),
               "--size", str(args.size), "--komi", str(args.komi), "--rules", "chinese",
               "--games", str(args.games), "--alternate", "--move-timeout", "3600",
               "--sgf-dir", folder]
        line = " ".join(shlex.quote(w) for w in cmd)
        with open(os.path.join(folder, "players.txt"), "w") as f:
            f.write("A %s\nB %s\ncommand %s\ndate %s\nload %s\n" % (
                name_a, opp, line, datetime.date.today().isoformat(),
                open("/proc/loadavg").read().split()[0]))
        print("$ " + line, flush=True)
        out = subprocess.run(cmd, stdout=subprocess.PIPE, text=True).stdout
        with open(os.path.join(folder, "table.txt"), "w") as f:
            f.write(out)
        print("\n".join(out.splitlines()[-4:]), flush=True)
    table([args.out])

def results(folder):
    """(A, B, [A's score in each game])."""
    players = dict(l.rstrip("\n").split(" ", 1) for l in open(os.path.join(folder, "players.txt")) if " " in l)
    scores = []
    for path in sorted(glob.glob(os.path.join(folder, "game-*.sgf"))):
        number = int(re.search(r"game-(\d+)", path).group(1))
        text = open(path, encoding="utf-8").read()
        m = re.search(r"RE\[([^\]]*)\]", text)
        if not m:
            continue
        re_ = m.group(1)
        a_colour = "B" if number % 2 == 1 else "W"
        if re_ in ("0", "Draw", "Jigo", "D"):
            scores.append(0.5)
        elif re_[:1] in "BW" and re_[1:2] == "+":
            scores.append(1.0 if re_[0] == a_colour else 0.0)
    return players["A"], players["B"], scores

def solve(matrix, vector):
    """Gauss-Jordan: the solution of matrix x = vector (small, dense)."""
    n = len(vector)
    a = [row[:] + [vector[i]] for i, row in enumerate(matrix)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(a[r][c]))
        a[c], a[p] = a[p], a[c]
        for r in range(n):
            if r != c and a[c][c] != 0:
                f = a[r][c] / a[c][c]
                a[r] = [x - f * y for x, y in zip(a[r], a[c])]
    return [a[i][n] / a[i][i] for i in range(n)]

def inverse(matrix):
    n = len(matrix)
    cols = [solve(matrix, [1.0 if i == j else 0.0 for i in range(n)]) for j in range(n)]
    return [[cols[j][i] for j in range(n)] for i in range(n)]

def fit(games, anchor):
    """games: list of (a, b, score of a, weight).  Elo ratings and errors."""
    names = sorted({g[0] for g in games} | {g[1] for g in games})
    if anchor not in names:
        anchor = names[0]
    free = [n for n in names if n != anchor]
    index = {n: i for i, n in enumerate(free)}
    r = {n: 0.0 for n in names}
    c = math.log(10) / 400
    hess = None
    for _ in range(100):
        grad = [0.0] * len(free)
        hess = [[0.0] * len(free) for _ in free]
        for a, b, s, w in games:
            p = 1 / (1 + 10 ** ((r[b] - r[a]) / 400))
            q = c * c * p * (1 - p) * w
            for who, sign in ((a, 1), (b, -1)):
                if who in index:
                    grad[index[who]] += sign * c * (s - p) * w
            for x in (a, b):
                for y in (a, b):
                    if x in index and y in index:
                        hess[index[x]][index[y]] += q if x == y else -q
        step = solve(hess, grad)
        for n, i in index.items():
            r[n] += max(-400, min(400, step[i]))
        if max((abs(s) for s in step), default=0) < 1e-6:
            break
    cov = inverse(hess) if free else []
    err = {anchor: 0.0}
    for n, i in index.items():
        err[n] = math.sqrt(max(cov[i][i], 0))
    return r, err, anchor

def table(dirs):
    pairs = []
    for d in dirs:
        for players in sorted(glob.glob(os.path.join(d, "**", "players.txt"), recursive=True)):
            folder = os.path.dirname(players)
            a, b, scores = results(folder)
            if re.fullmatch(r"L\d+", b) and not re.fullmatch(r"L\d+", a):
                # Ishi's level first, its own score.
                a, b, scores = b, a, [1 - x for x in scores]
            if scores:
                pairs.append((a, b, scores, folder))
    if not pairs:
        sys.exit("go-ladder.py: no match folders (players.txt) under " + " ".join(dirs))
    print("pairing\tgames\tscore of the first\t±\tfolder")
    games = []
    for a, b, scores, folder in pairs:
        n = len(scores); p = sum(scores) / n
        print("%s - %s\t%d\t%.1f (%.1f %%)\t%.1f %%\t%s" % (
            a, b, n, sum(scores), 100 * p, 100 * math.sqrt(p * (1 - p) / n), folder))
        games += [(a, b, s, 1.0) for s in scores]
    # One drawn game a pairing, the prior that keeps a sweep finite.
    seen = sorted({(a, b) for a, b, _, _ in pairs})
    games += [(a, b, 0.5, 1.0) for a, b in seen]
    # Only the players linked to the anchor by some chain of games can be
    # rated against it.
    linked = {ANCHOR if any(ANCHOR in g[:2] for g in games) else games[0][0]}
    while True:
        more = {x for a, b, _, _ in games for x in (a, b) if a in linked or b in linked}
        if more <= linked:
            break
        linked |= more
    apart = sorted({x for g in games for x in g[:2]} - linked)
    games = [g for g in games if g[0] in linked]
    r, err, anchor = fit(games, ANCHOR)
    print("\nrating (Elo, %s = 0; one drawn game added to each of the %d pairings)" % (anchor, len(seen)))
    if apart:
        print("not linked to %s by any game, so not rated: %s" % (anchor, ", ".join(apart)))
    def key(n):
        m = re.fullmatch(r"L(\d+)", n)
        return (0, int(m.group(1))) if m else (1, r[n])
    for n in sorted(r, key=key):
        print("%s\t%+.0f\t± %.0f" % (n, r[n], err[n]))

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="what", required=True)
    p = sub.add_parser("play")
    p.add_argument("tool")
    p.add_argument("--pair", action="append", required=True)
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--size", type=int, default=9)
    p.add_argument("--komi", type=float, default=7)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--out", default="go-ladder")
    p.add_argument("--opponent", action="append", default=[])
    t = sub.add_parser("table")
    t.add_argument("dirs", nargs="+")
    args = ap.parse_args()
    if args.what == "play":
        play(args)
    else:
        table(args.dirs)

if __name__ == "__main__":
    main()
