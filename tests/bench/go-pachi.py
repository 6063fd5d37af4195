#!/usr/bin/env python3
"""go-pachi.py -- Ishi's strongest Go engine against Pachi at equal time.

Both engines on one thread and the same seconds a move, colours alternating,
Chinese rules, Ishi's rules core the referee (`ishi-tool match`), every game
saved; beside the score, each engine's playouts a second (from its own log:
`ishi-tool gtp --verbose`, Pachi's "games/s") and its peak memory (the
resident set at its largest, VmHWM) in the same run.  The
figures depend on the machine's load: the load average is printed at the
start and the end, and a run to be quoted wants a quiet machine.

  go-pachi.py TOOL [--pachi pachi] [--size 9] [--seconds 1] [--games 20]
      [--seed 1] [--komi 7] [--out DIR]
  go-pachi.py TOOL --ishi-playouts N --pachi-playouts M ...   (equal CPU time)
  go-pachi.py calibrate TOOL [--pachi pachi] --ishi-playouts N
      --pachi-playouts M [--every 8] GAME.sgf...
  go-pachi.py agree ANALYSIS GAME.sgf [--pachi pachi] --pachi-playouts M
      (the best moves of bench-analyse's positions against Pachi's)
  go-pachi.py summary DIR   (the saved games of a match, stopped or not:
      Ishi's score ± one standard error, each engine's CPU a move)
  go-pachi.py course DIR... [--gnugo gnugo]   (each game's course as Ishi
      saw it: its own win rate over the game, and in the games it lost the
      last move where it still thought it was winning, with GNU Go's
      estimate there as an independent judge)
  go-pachi.py judge DIR... --tool TOOL [--tool TOOL2] [--playouts 7500]
      [--moves 100,150,...] [--gnugo gnugo]   (each engine's win rate in the
      positions of the saved games beside GNU Go's estimate and the result)

Wall-clock seconds are not a fair budget on a shared machine: an engine
given a second gets whatever fraction of a core the load leaves it.  The
fair budget is CPU time, and a fixed number of playouts is a fixed CPU
time that no load can change.  `calibrate` runs each engine alone (one
thread) at a fixed playout count on the positions of GAME.sgf every
EVERY moves, reads its CPU time (user + system, /proc/PID/stat) before and
after each genmove, and prints the CPU seconds a move and the playouts
per CPU second of each; the match is then played at the playouts that
make the same CPU seconds a move for both (`--ishi-playouts N
--pachi-playouts M`: Ishi `gtp --playouts N`, Pachi `-t =M`), and the
match's own CPU time a move of each engine is printed beside the score.

Pachi is not part of Ishi (GPL-2, pasky/pachi; built from its public source
with `make DCNN= JOSEKIFIX=`); PACHI's folder must hold its pattern files,
so --pachi is best a small script that changes into it first.
"""
import argparse, os, re, shlex, statistics, subprocess, sys
from proc_cpu import cpu_of

def load():
    return open("/proc/loadavg").read().split()[0]

def wrapped(command, out, name):
    """The command, its stderr kept in OUT/NAME.log, its peak memory
    (VmHWM) in OUT/NAME.mem and its CPU time so far in OUT/NAME.cpu/PID
    (user + system clock ticks, /proc/PID/stat), read every 0.2 s while it
    runs: the match kills an engine as soon as it has said quit, too soon
    for a report at its end."""
    log, mem, cpu = (shlex.quote(os.path.abspath(os.path.join(out, name + e)))
                     for e in (".log", ".mem", ".cpu"))
    inner = ("mkdir -p %s; exec 3<&0; %s <&3 2>>%s & pid=$!; "
             "while kill -0 $pid 2>/dev/null; do grep VmHWM /proc/$pid/status > %s.new && mv %s.new %s; "
             "cut -d' ' -f14,15 /proc/$pid/stat > %s/$pid.new 2>/dev/null && mv %s/$pid.new %s/$pid; "
             "sleep 0.2; done; wait $pid") % (cpu, command, log, mem, mem, mem, cpu, cpu, cpu)
    return "sh -c " + shlex.quote(inner)

def match_cpu(out, name):
    """Total CPU seconds of NAME's processes over the match (OUT/NAME.cpu)."""
    folder = os.path.join(out, name + ".cpu")
    total = 0.0
    if os.path.isdir(folder):
        for f in os.listdir(folder):
            if f.isdigit():
                u, k = open(os.path.join(folder, f)).read().split()
                total += (int(u) + int(k)) / os.sysconf("SC_CLK_TCK")
    return total

def genmoves(out, colour_of_engine):
    """Moves played by each engine in the games saved in OUT (passes
    included), from the SGF's PB/PW names."""
    counts = {}
    for f in sorted(os.listdir(out)):
        if f.endswith(".sgf"):
            text = open(os.path.join(out, f), errors="replace").read()
            for colour in "BW":
                m = re.search(r"P%s\[([^\]]*)\]" % colour, text)
                who = m.group(1) if m else colour
                counts[who] = counts.get(who, 0) + len(re.findall(r";%s\[" % colour, text))
    return counts

def gtp_vertex(sgf, size):
    if sgf == "" or sgf == "tt" and size <= 19:
        return "pass"
    x, y = ord(sgf[0]) - ord("a"), ord(sgf[1]) - ord("a")
    return "ABCDEFGHJKLMNOPQRST"[x] + str(size - y)

class Gtp:
    def __init__(self, command):
        self.p = subprocess.Popen(command, shell=True, stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()
        answer = []
        while True:
            l = self.p.stdout.readline()
            if not l:
                raise RuntimeError("the engine stopped at: " + line)
            if l.strip() == "" and answer:
                break
            if l.strip():
                answer.append(l.strip())
        if not answer[0].startswith("="):
            raise RuntimeError("%s: %s" % (line, answer[0]))
        self.lines = answer   # every line of the answer (gogui-winrates has several)
        return answer[0][1:].strip()
    def close(self):
        try:
            self.send("quit")
        except Exception:
            pass
        self.p.wait(timeout=10)

def calibrate(argv):
    ap = argparse.ArgumentParser(prog="go-pachi.py calibrate")
    ap.add_argument("tool")
    ap.add_argument("games", nargs="+")
    ap.add_argument("--pachi", default="pachi")
    ap.add_argument("--ishi-playouts", type=int, required=True)
    ap.add_argument("--pachi-playouts", type=int, required=True)
    ap.add_argument("--every", type=int, default=8)
    ap.add_argument("--komi", type=float, default=7)
    args = ap.parse_args(argv)
    positions = []
    for path in args.games:
        text = open(path, errors="replace").read()
        size = int(re.search(r"SZ\[(\d+)\]", text).group(1))
        moves = re.findall(r";([BW])\[([a-s]{0,2})\]", text)
        for k in range(0, len(moves) - 1, args.every):
            positions.append((os.path.basename(path), size, moves[:k]))
    print("load average at the start %s; %d positions" % (load(), len(positions)), flush=True)
    engines = (("Ishi", args.ishi_playouts, "exec %s gtp --playouts %d --threads 1 --rules chinese --seed 1" % (
                    shlex.quote(args.tool), args.ishi_playouts)),
               ("Pachi", args.pachi_playouts, "exec %s -t =%d threads=1 -r chinese" % (
                    args.pachi, args.pachi_playouts)))
    for name, n, command in engines:
        engine = Gtp(command)
        times = []
        for game, size, moves in positions:
            engine.send("boardsize %d" % size)
            engine.send("clear_board")
            engine.send("komi %g" % args.komi)
            for colour, vertex in moves:
                engine.send("play %s %s" % (colour, gtp_vertex(vertex, size)))
            colour = "W" if moves and moves[-1][0] == "B" else "B"
            before = cpu_of(engine.p.pid)
            engine.send("genmove %s" % colour)
            times.append(cpu_of(engine.p.pid) - before)
        engine.close()
        mean = statistics.mean(times)
        print("%s at %d playouts a move: CPU a move mean %.3f s (median %.3f, min %.3f, max %.3f, "
              "%d positions): %.0f playouts a CPU second" % (
                  name, n, mean, statistics.median(times), min(times), max(times), len(times), n / mean),
              flush=True)
    print("load average at the end %s" % load())

def agree(argv):
    """Pachi asked the positions that bench-analyse asked Ishi's analyser
    (its `position` lines in ANALYSIS): how often the two best moves are
    the same, ± one standard error, and each one's CPU a position."""
    ap = argparse.ArgumentParser(prog="go-pachi.py agree")
    ap.add_argument("analysis")
    ap.add_argument("game")
    ap.add_argument("--pachi", default="pachi")
    ap.add_argument("--pachi-playouts", type=int, required=True)
    ap.add_argument("--komi", type=float, default=7.5)
    args = ap.parse_args(argv)
    text = open(args.game, errors="replace").read()
    size = int(re.search(r"SZ\[(\d+)\]", text).group(1))
    moves = re.findall(r";([BW])\[([a-s]{0,2})\]", text)
    asked = []
    for line in open(args.analysis):
        w = line.split()
        if len(w) == 7 and w[0] == "position":
            asked.append((int(w[1]), w[2], w[3].upper(), float(w[6])))
    pachi = Gtp("exec %s -t =%d threads=1 -r chinese" % (args.pachi, args.pachi_playouts))
    same, ishi_cpu, pachi_cpu = 0, [], []
    for n, colour, ishi_move, cpu in asked:
        pachi.send("boardsize %d" % size)
        pachi.send("clear_board")
        pachi.send("komi %g" % args.komi)
        for c, v in moves[:n]:
            pachi.send("play %s %s" % (c, gtp_vertex(v, size)))
        before = cpu_of(pachi.p.pid)
        answer = pachi.send("genmove %s" % colour).upper()
        pachi_cpu.append(cpu_of(pachi.p.pid) - before)
        ishi_cpu.append(cpu)
        same += answer == ishi_move
        print("move %d %s: Ishi %s, Pachi %s" % (n, colour, ishi_move, answer), flush=True)
    pachi.close()
    if asked:
        p = same / len(asked)
        print("the same best move at %d of %d positions: %.1f %% ± %.1f; CPU a position: "
              "Ishi %.3f s, Pachi at %d playouts %.3f s" % (
                  same, len(asked), 100 * p, 100 * (p * (1 - p) / len(asked)) ** 0.5,
                  statistics.mean(ishi_cpu), args.pachi_playouts, statistics.mean(pachi_cpu)))

def rates(path, pattern):
    values = []
    if os.path.exists(path):
        for line in open(path, errors="replace"):
            m = re.search(pattern, line)
            if m:
                values.append(float(m.group(1)))
    return values

def peak(path):
    values = rates(path, r"VmHWM:\s*(\d+) kB")
    return max(values) / 1024 if values else float("nan")

def saved_games(out):
    """The games saved in OUT, in order: (file name, path, text, Ishi's
    colour "B" or "W" by the PB name, the result), those with both."""
    for f in sorted(os.listdir(out)):
        if not f.endswith(".sgf"):
            continue
        path = os.path.join(out, f)
        text = open(path, errors="replace").read()
        result = re.search(r"RE\[([^\]]*)\]", text)
        black = re.search(r"PB\[([^\]]*)\]", text)
        if result and black:
            yield f, path, text, "B" if black.group(1).lower().startswith("ishi") else "W", result.group(1)

def summary(out):
    """Ishi's score over the games saved in OUT (a draw half a win, ± one
    standard error), by colour, forfeits apart; then each engine's CPU
    time a move over the match, its playouts and its peak memory."""
    won = drawn = n = forfeits = 0.0
    lines = []
    for f, _, text, ishi, r in saved_games(out):
        n += 1
        if r.startswith(("0", "Draw", "Jigo")):
            drawn += 1
        elif r[0] == ishi:
            won += 1
        forfeits += r.endswith("+F")
        lines.append("%s Ishi %s: %s, %d moves" % (f, "Black" if ishi == "B" else "White", r,
                                                  len(re.findall(r";[BW]\[", text))))
    print("\n".join(lines))
    if n:
        p = (won + drawn / 2) / n
        print("Ishi: %g won, %g drawn, %g lost of %g (%g by forfeit): %.1f %% ± %.1f" % (
            won, drawn, n - won - drawn, n, forfeits, 100 * p, 100 * (p * (1 - p) / n) ** 0.5))
    ishi_moves = len(rates(os.path.join(out, "ishi.log"), r"^genmove (\d+):"))
    pachi_moves = len(rates(os.path.join(out, "pachi.log"), r"\((\d+) games/s"))
    playouts = rates(os.path.join(out, "ishi.log"), r"^genmove \d+: (\d+) playouts")
    for name, key, moves in (("Ishi", "ishi", ishi_moves), ("Pachi", "pachi", pachi_moves)):
        total = match_cpu(out, key)
        if moves:
            print("%s: CPU %.1f s over %d moves, %.3f s a move; peak memory %.0f MiB" % (
                name, total, moves, total / moves, peak(os.path.join(out, key + ".mem"))))
    if playouts:
        print("Ishi's playouts a move: median %.0f" % statistics.median(playouts))

def course(argv):
    """Ishi's own win rate over each game of the match folders (its
    `--verbose` log: one "genmove" line a move, the mover's win rate),
    shared out among the saved games by the moves each holds of Ishi's
    colour (one more in a game Ishi resigned).  For each game: the win
    rate every 25 of Ishi's moves; for a lost one, the last of its moves
    at which it stood at 75 % or more, the game's move number there, and
    with --gnugo GNU Go's estimate_score of that position (Chinese
    rules, the record's komi).  Then how many of the losses were thought
    won (75 % or more) after Ishi's 100th move."""
    ap = argparse.ArgumentParser(prog="go-pachi.py course")
    ap.add_argument("dirs", nargs="+")
    ap.add_argument("--gnugo", default="")
    ap.add_argument("--high", type=float, default=75.0)
    args = ap.parse_args(argv)
    judge = Gtp("%s --mode gtp --chinese-rules" % args.gnugo) if args.gnugo else None
    losses = thought_won = judged_won = 0
    for out in args.dirs:
        rates_ = rates(os.path.join(out, "ishi.log"), r"^genmove \d+: .* win rate ([0-9.]+) %")
        at = 0
        for f, path, text, ishi, r in saved_games(out):
            lost = r[0] in "BW" and r[0] != ishi
            k = len(re.findall(r";%s\[" % ishi, text)) + (1 if lost and r.endswith("+R") else 0)
            mine = rates_[at:at + k]
            at += k
            line = " ".join("%.0f" % mine[i] for i in range(0, len(mine), 25))
            print("%s/%s Ishi %s %s: %s" % (os.path.basename(out.rstrip("/")), f, ishi, r, line))
            if not lost:
                continue
            losses += 1
            high = [i for i, w in enumerate(mine) if w >= args.high and i >= 100]
            if not high:
                continue
            thought_won += 1
            i = high[-1]
            move = 2 * i + (1 if ishi == "B" else 2)   # the game's move number Ishi chose there
            said = "  thought won until its move %d (the game's move %d: %.0f %%, then %.0f %%)" % (
                i + 1, move, mine[i], mine[i + 1] if i + 1 < len(mine) else float("nan"))
            if judge:
                judge.send("loadsgf %s %d" % (os.path.abspath(path), move))
                komi = re.search(r"KM\[([^\]]*)\]", text)
                if komi:
                    judge.send("komi %s" % komi.group(1))
                estimate = judge.send("estimate_score")
                m = re.match(r"([BW])\+([0-9.]+)", estimate)
                ahead = m and m.group(1) == ishi
                judged_won += bool(ahead)
                said += "; GNU Go there: %s" % estimate.split(" (")[0]
            print(said)
        if at < len(rates_):
            print("%s: %d moves of the log after the saved games (a game not kept)" % (out, len(rates_) - at))
    print("Ishi lost %d; in %d of them it thought it was winning (%.0f %% or more) after its 100th move%s" % (
        losses, thought_won, args.high,
        "; GNU Go put Ishi ahead at that move in %d" % judged_won if judge else ""))
    if judge:
        judge.close()

def gtp_plays(text):
    """The record's moves as GTP "play" commands, with its board size."""
    size = int(re.search(r"SZ\[(\d+)\]", text).group(1))
    plays = []
    for colour, v in re.findall(r";([BW])\[([a-s]*)\]", text):
        if v in ("", "tt") and size <= 19:
            plays.append("play %s pass" % colour)
        else:
            x, y = ord(v[0]) - 97, ord(v[1]) - 97
            plays.append("play %s %s%d" % (colour, "ABCDEFGHJKLMNOPQRST"[x], size - y))
    return size, plays

def judge(argv):
    """Each engine's judgement of the same positions beside GNU Go's: for
    each saved game of the folders, the positions before the game's moves
    --moves (those the game reached), each TOOL's search from an empty
    tree (`gtp --playouts N --threads 1`, a fixed seed) and Black's win
    rate there (its best move's, `ishi-candidates`), and GNU Go's
    estimate_score.  A judgement agrees when the win rate is over 50 % and
    GNU Go puts Black ahead, or under and behind; the same against the
    game's result.  The tools side by side in one run."""
    ap = argparse.ArgumentParser(prog="go-pachi.py judge")
    ap.add_argument("dirs", nargs="+")
    ap.add_argument("--tool", action="append", required=True)
    ap.add_argument("--playouts", type=int, default=7500)
    ap.add_argument("--moves", default="100,150,200,250,300")
    ap.add_argument("--gnugo", default="gnugo")
    ap.add_argument("--seed", type=int, default=3)
    args = ap.parse_args(argv)
    moves = [int(m) for m in args.moves.split(",")]
    referee = Gtp("%s --mode gtp --chinese-rules" % args.gnugo)
    agree_gnugo = [0] * len(args.tool)
    agree_result = [0] * len(args.tool)
    n = 0
    print("position GNU-Go result " + " ".join("tool%d" % (i + 1) for i in range(len(args.tool))))
    for out in args.dirs:
        for f, path, text, ishi, r in saved_games(out):
            komi = re.search(r"KM\[([^\]]*)\]", text)
            komi = komi.group(1) if komi else "7.5"
            size, plays = gtp_plays(text)
            for m in moves:
                if m > len(plays):
                    continue
                referee.send("loadsgf %s %d" % (os.path.abspath(path), m))
                referee.send("komi %s" % komi)
                est = referee.send("estimate_score").split(" (")[0]
                e = re.match(r"([BW])\+([0-9.]+)", est)
                if not e:
                    continue
                black_ahead = e.group(1) == "B"
                to_move = "W" if plays[m - 2].split()[1] == "B" else "B"
                rates = []
                for tool in args.tool:
                    g = Gtp("%s gtp --playouts %d --threads 1 --rules chinese --seed %d" % (
                        tool, args.playouts, args.seed))
                    for cmd in ["boardsize %d" % size, "clear_board", "komi %s" % komi] + plays[:m - 1]:
                        g.send(cmd)
                    g.send("genmove %s" % to_move)
                    g.send("ishi-candidates")
                    w = float(g.lines[0].split()[-1])
                    g.close()
                    rates.append(w if to_move == "B" else 1 - w)
                n += 1
                for i, w in enumerate(rates):
                    agree_gnugo[i] += (w > 0.5) == black_ahead
                    agree_result[i] += (w > 0.5) == (r[0] == "B")
                print("%s/%s@%d %s %s %s" % (os.path.basename(out.rstrip("/")), f, m, est, r,
                                             " ".join("%.1f" % (100 * w) for w in rates)), flush=True)
    referee.close()
    for i, tool in enumerate(args.tool):
        print("tool%d %s: Black's win rate on the side GNU Go puts ahead in %d of %d positions; "
              "on the side that won the game in %d" % (i + 1, tool, agree_gnugo[i], n, agree_result[i]))

def main():
    if len(sys.argv) > 1 and sys.argv[1] == "judge":
        return judge(sys.argv[2:])
    if len(sys.argv) > 1 and sys.argv[1] == "calibrate":
        return calibrate(sys.argv[2:])
    if len(sys.argv) > 1 and sys.argv[1] == "agree":
        return agree(sys.argv[2:])
    if len(sys.argv) > 2 and sys.argv[1] == "summary":
        return summary(sys.argv[2])
    if len(sys.argv) > 1 and sys.argv[1] == "course":
        return course(sys.argv[2:])
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("tool")
    ap.add_argument("--pachi", default="pachi")
    ap.add_argument("--size", type=int, default=9)
    ap.add_argument("--seconds", type=float, default=1)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--komi", type=float, default=7)
    ap.add_argument("--out", default="go-pachi")
    ap.add_argument("--ishi-playouts", type=int, default=0)
    ap.add_argument("--pachi-playouts", type=int, default=0)
    ap.add_argument("--move-timeout", type=float, default=0,
                    help="seconds of wall time before a silent engine forfeits (default: 20 times "
                         "--seconds, at least 60; with fixed playouts 1800, since the wall time of "
                         "a fixed budget is the load's and the timeout is there only for a hung engine)")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    s = "%g" % args.seconds
    budget = ("--playouts %d" % args.ishi_playouts) if args.ishi_playouts else ("--time " + s)
    ishi = "%s gtp %s --threads 1 --rules chinese --seed %d --verbose" % (
        shlex.quote(args.tool), budget, args.seed)
    pachi = "%s -t %s threads=1 -r chinese" % (
        args.pachi, ("=%d" % args.pachi_playouts) if args.pachi_playouts else s)
    if args.move_timeout > 0:
        timeout = args.move_timeout
    elif args.ishi_playouts and args.pachi_playouts:
        timeout = 1800
    else:
        timeout = max(60, 20 * args.seconds)
    cmd = [args.tool, "match", "--black", wrapped(ishi, args.out, "ishi"),
           "--white", wrapped(pachi, args.out, "pachi"), "--size", str(args.size),
           "--komi", "%g" % args.komi, "--rules", "chinese", "--games", str(args.games),
           "--alternate", "--move-timeout", "%g" % timeout, "--sgf-dir", args.out]
    start = load()
    print("$ " + " ".join(shlex.quote(w) for w in cmd), flush=True)
    out = subprocess.run(cmd, stdout=subprocess.PIPE, text=True).stdout
    end = load()
    with open(os.path.join(args.out, "table.txt"), "w") as f:
        f.write(out)
    print(out)
    ishi_rate = rates(os.path.join(args.out, "ishi.log"), r"playouts .* in [0-9.]+ s, (\d+) a second")
    pachi_rate = rates(os.path.join(args.out, "pachi.log"), r"\((\d+) games/s")
    for name, values, mem in (("Ishi", ishi_rate, peak(os.path.join(args.out, "ishi.mem"))),
                              ("Pachi", pachi_rate, peak(os.path.join(args.out, "pachi.mem")))):
        print("%s: playouts a second, median of %d moves: %s; peak memory %.0f MiB" % (
            name, len(values), "%.0f" % statistics.median(values) if values else "—", mem))
    moves = genmoves(args.out, None)
    for name, key in (("Ishi", "ishi"), ("Pachi", "pachi")):
        n = sum(v for k, v in moves.items() if k.lower().startswith(key))
        total = match_cpu(args.out, key)
        if n:
            print("%s: CPU in the match %.1f s over %d moves, %.3f s a move" % (name, total, n, total / n))
    print("load average at the start %s, at the end %s" % (start, end))

if __name__ == "__main__":
    main()
