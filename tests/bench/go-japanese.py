#!/usr/bin/env python3
"""go-japanese.py -- Ishi's Go engine under Japanese rules, GNU Go the referee.

  go-japanese.py play TOOL --level L --gnugo-level G [--size 9] [--komi 6.5]
        [--games 20] [--seed S] --out DIR
      plays `TOOL gtp --level L --rules japanese` against
      `gnugo --mode gtp --level G --japanese-rules` through `TOOL match`
      (Ishi's rules core the referee, colours alternating), every game
      saved in DIR with Ishi's log (ishi.log: each move's win rate and
      margin);
  go-japanese.py check TOOL DIR... [--gnugo GNUGO]
      reads every game in the DIRs and, from the first pass to the two
      passes that end the game, judges each of Ishi's moves by the count of
      the position before and after it, twice: by Ishi's own Japanese count
      (`TOOL score --rules japanese`, the dead stones as Ishi suggests
      them) and by GNU Go's final_score.  A move after which the count is
      worse for Ishi lost points — a stone in its own territory, one that
      dies in the other's area —; one that changes nothing, played right
      after the other's pass, was needless (a dame, or a point that was no
      one's to take).  And it compares each game's result by Ishi's count
      with GNU Go's final_score of the position where two passes ended it.

GNU Go is 3.8 (/usr/games/gnugo on Debian; GNUGO names another).  Its
final_score removes the stones it judges dead and counts territory and
prisoners as the Japanese rules do; it is not Ishi's count, which is why it
is the referee here.
"""
import argparse, glob, os, re, shlex, subprocess, sys, tempfile

COLS = "ABCDEFGHJKLMNOPQRST"


def gnugo_path(args):
    return args.gnugo or os.environ.get("GNUGO") or (
        "/usr/games/gnugo" if os.path.exists("/usr/games/gnugo") else "gnugo")


def play(args):
    os.makedirs(args.out, exist_ok=True)
    log = os.path.join(args.out, "ishi.log")
    ishi = "sh -c %s" % shlex.quote("exec %s gtp --level %d --rules japanese --seed %d --verbose 2>>%s" % (
        shlex.quote(args.tool), args.level, args.seed, shlex.quote(log)))
    gnugo = "%s --mode gtp --level %d --japanese-rules" % (gnugo_path(args), args.gnugo_level)
    cmd = [args.tool, "match", "--black", ishi, "--white", gnugo, "--size", str(args.size),
           "--komi", str(args.komi), "--rules", "japanese", "--games", str(args.games), "--alternate",
           "--move-timeout", "3600", "--sgf-dir", args.out]
    with open(os.path.join(args.out, "players.txt"), "w") as f:
        f.write("A L%d\nB gnugo%d\ncommand %s\n" % (args.level, args.gnugo_level,
                                                   " ".join(shlex.quote(w) for w in cmd)))
    out = subprocess.run(cmd, stdout=subprocess.PIPE, text=True).stdout
    with open(os.path.join(args.out, "table.txt"), "w") as f:
        f.write(out)
    print(out)


class Gtp:
    def __init__(self, command):
        self.p = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True)

    def __call__(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()
        lines = []
        while True:
            l = self.p.stdout.readline()
            if l == "":
                raise RuntimeError("GNU Go stopped at %r" % line)
            if l.strip() == "" and lines:
                break
            if l.strip():
                lines.append(l.strip())
        text = "\n".join(lines)
        if not text.startswith("="):
            raise RuntimeError("GNU Go: %s -> %s" % (line, text))
        return text[1:].strip()

    def close(self):
        self.p.stdin.close()
        self.p.wait()


def margin(score):
    """Black's margin from final_score's "B+3.5" / "W+2" / "0"."""
    if score in ("0", "Jigo"):
        return 0.0
    value = float(score[2:])
    return value if score[0] == "B" else -value


def read_game(path):
    text = open(path, encoding="utf-8", errors="replace").read()
    size = int(re.search(r"SZ\[(\d+)\]", text).group(1))
    komi = float(re.search(r"KM\[([-0-9.]+)\]", text).group(1))
    pb = re.search(r"PB\[([^\]]*)\]", text)
    result = re.search(r"RE\[([^\]]*)\]", text)
    ishi = "B" if pb and pb.group(1).startswith("Ishi") else "W"
    moves = re.findall(r";\s*([BW])\[([a-s]{0,2})\]", text)
    return size, komi, ishi, moves, result.group(1) if result else ""


def gtp_move(colour, move, size):
    if move == "" or (size <= 19 and move == "tt"):
        return "play %s pass" % colour.lower()
    return "play %s %s%d" % (colour.lower(), COLS[ord(move[0]) - 97], size - (ord(move[1]) - 97))


def ishi_count(tool, size, komi, moves):
    """Black's margin by Ishi's Japanese count of the position after `moves`."""
    sgf = "(;GM[1]FF[4]SZ[%d]KM[%s]RU[Japanese]%s)" % (
        size, komi, "".join(";%s[%s]" % (c, m) for c, m in moves))
    with tempfile.NamedTemporaryFile("w", suffix=".sgf") as f:
        f.write(sgf)
        f.flush()
        out = subprocess.run([tool, "score", f.name, "--rules", "japanese", "--komi", str(komi)],
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True).stdout
    return margin(out.strip().splitlines()[-1])


def judge(moves, first, end, ishi, scores):
    """Ishi's moves from `first` to `end` judged by `scores` (index: Black's
    margin before that move): the ones that lost points, the needless ones."""
    sign = 1 if ishi == "B" else -1
    lost, needless = [], []
    for i in range(first, end):
        c, m = moves[i]
        if c != ishi or m == "":
            continue
        delta = sign * (scores[i + 1] - scores[i])
        where = "%s%d" % (COLS[ord(m[0]) - 97], int(SIZE[0]) - (ord(m[1]) - 97))
        if delta < 0:
            lost.append("%d %s (%+g)" % (i + 1, where, delta))
        elif delta == 0 and i > 0 and moves[i - 1][1] == "":
            needless.append("%d %s" % (i + 1, where))
    return lost, needless


SIZE = [19]


def check_game(path, gnugo, tool):
    size, komi, ishi, moves, result = read_game(path)
    # The game as played up to the two passes that ended it (any play after
    # them settled a disagreement on the dead stones).
    end, ended = len(moves), False
    for i in range(1, len(moves)):
        if moves[i][1] == "" and moves[i - 1][1] == "":
            end, ended = i + 1, True
            break
    first_pass = next((i for i, m in enumerate(moves[:end]) if m[1] == ""), None)
    g = Gtp([gnugo, "--mode", "gtp", "--japanese-rules", "--level", "10"])
    g("boardsize %d" % size)
    g("clear_board")
    g("komi %s" % komi)
    scores = {}
    for i, (c, m) in enumerate(moves[:end]):
        if first_pass is not None and i >= first_pass:
            scores[i] = margin(g("final_score"))
        g(gtp_move(c, m, size))
    final = margin(g("final_score"))
    scores[end] = final
    g.close()
    SIZE[0] = size
    lost, needless, after = [], [], 0
    ishi_lost, ishi_needless = [], []
    if first_pass is not None:
        after = sum(1 for c, m in moves[first_pass:end] if c == ishi and m != "")
        lost, needless = judge(moves, first_pass, end, ishi, scores)
        own = {i: ishi_count(tool, size, komi, moves[:i]) for i in range(first_pass, end + 1)}
        ishi_lost, ishi_needless = judge(moves, first_pass, end, ishi, own)
    ishi_margin = None
    m = re.fullmatch(r"([BW])\+([0-9.]+)", result)
    if m:
        ishi_margin = float(m.group(2)) * (1 if m.group(1) == "B" else -1)
    elif result in ("0", "Draw", "Jigo"):
        ishi_margin = 0.0
    return dict(path=path, ishi=ishi, result=result, after=after, lost=lost, needless=needless,
                ishi_lost=ishi_lost, ishi_needless=ishi_needless,
                gnugo=final, ishi_count=ishi_margin, passed=ended)


def check(args):
    gnugo = gnugo_path(args)
    games = sorted(p for d in args.dirs for p in glob.glob(os.path.join(d, "game-*.sgf")))
    total_after = total_lost = total_needless = counted = agree = ishi_lost = ishi_needless = 0
    for path in games:
        r = check_game(path, gnugo, args.tool)
        total_after += r["after"]
        total_lost += len(r["lost"])
        total_needless += len(r["needless"])
        ishi_lost += len(r["ishi_lost"])
        ishi_needless += len(r["ishi_needless"])
        line = "%s: Ishi %s, %s; %d moves after the first pass" % (
            os.path.relpath(path), "Black" if r["ishi"] == "B" else "White", r["result"], r["after"])
        for judge_name, a, b in (("by Ishi's count", r["ishi_lost"], r["ishi_needless"]),
                                 ("by GNU Go's", r["lost"], r["needless"])):
            if a:
                line += "; lost points %s: %s" % (judge_name, ", ".join(a))
            if b:
                line += "; needless %s: %s" % (judge_name, ", ".join(b))
        if r["passed"] and r["ishi_count"] is not None:
            counted += 1
            same = abs(r["ishi_count"] - r["gnugo"]) < 0.01
            agree += same
            line += "; GNU Go's final_score %s%g%s" % ("B+" if r["gnugo"] > 0 else "W+" if r["gnugo"] < 0 else "",
                                                   abs(r["gnugo"]), " (agrees)" if same else " (differs)")
        print(line, flush=True)
    print("%d games; Ishi's moves after the first pass: %d; by Ishi's count %d lost points and %d were needless "
          "after the other's pass; by GNU Go's final_score %d and %d; games counted: %d, GNU Go's final_score "
          "the same in %d" % (len(games), total_after, ishi_lost, ishi_needless, total_lost, total_needless,
                              counted, agree))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="verb", required=True)
    p = sub.add_parser("play")
    p.add_argument("tool")
    p.add_argument("--level", type=int, default=5)
    p.add_argument("--gnugo-level", type=int, default=5)
    p.add_argument("--size", type=int, default=9)
    p.add_argument("--komi", type=float, default=6.5)
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--gnugo")
    p.add_argument("--out", required=True)
    c = sub.add_parser("check")
    c.add_argument("tool")
    c.add_argument("dirs", nargs="+")
    c.add_argument("--gnugo")
    args = parser.parse_args()
    play(args) if args.verb == "play" else check(args)


if __name__ == "__main__":
    main()
