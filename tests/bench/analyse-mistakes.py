#!/usr/bin/env python3
"""analyse-mistakes.py -- do other engines find Ishi's biggest mistakes?

  analyse-mistakes.py BENCH ANALYSED.sgf... [--gnugo /usr/games/gnugo] [--level 10] [--calm 10]
  analyse-mistakes.py BENCH ANALYSED.sgf... --pachi PACHI [--pachi-playouts 10000]

Each ANALYSED.sgf is a record written by `bench-analyse --saw --output`
(Analyse This Game with Ishi's engine: IV, IC, IR); BENCH is the built
bench-analyse, which lists the review's biggest mistakes of each side
(`bench-analyse FILE --read`: "mistake MOVE COLOUR PLAYED BETTER LOST
REASONS").  GNU Go (by default at level 10) is set up at the position
before each mistake, under the record's rules and komi, and asked its own
best moves with their values (`top_moves_black`/`_white`).  A mistake is
confirmed when GNU Go proposes another move and finds the move played
worse: it is not among GNU Go's top moves, or its value there is lower
than that of GNU Go's first (and, strictly, by 2 points or more).  With
--pachi the judge is Pachi at a fixed number of playouts (one thread,
`gogui-winrates`: its candidates with their share of wins, most visited
first): confirmed when Pachi's first is another move and the move played
is not among its candidates or wins less (strictly: 3 % less or more).
GNU Go cannot judge games it played itself (its own moves are its first
choice by construction): there Pachi judges.  For a
comparison the same is asked of moves the review finds calm (lost half a
point or less: bench-analyse's "calm" lines): GNU Go proposes another move
for many moves that lose nothing, and the difference between the two
shares is what the review's list adds.  Printed: each mistake with GNU
Go's answer, then the shares confirmed, ± one standard error, with and
without a reason in words, and how many of Ishi's mistakes had a reason.
"""
import argparse, importlib.util, os, re, subprocess, sys

# The GTP pipe and the vertex of go-pachi.py.
here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("go_pachi", os.path.join(here, "go-pachi.py"))
go_pachi = importlib.util.module_from_spec(spec)
spec.loader.exec_module(go_pachi)
Gtp, gtp_vertex = go_pachi.Gtp, go_pachi.gtp_vertex

def share(k, n):
    if n == 0:
        return "no mistakes"
    p = k / n
    return "%d of %d: %.1f %% ± %.1f" % (k, n, 100 * p, 100 * (p * (1 - p) / n) ** 0.5)

def main():
    ap = argparse.ArgumentParser(prog="analyse-mistakes.py")
    ap.add_argument("bench")
    ap.add_argument("games", nargs="+")
    ap.add_argument("--gnugo", default="/usr/games/gnugo")
    ap.add_argument("--level", type=int, default=10)
    ap.add_argument("--pachi")
    ap.add_argument("--pachi-playouts", type=int, default=10000)
    ap.add_argument("--calm", type=int, default=10, help="calm moves asked a game (at most 10)")
    args = ap.parse_args()
    judge_name = "Pachi at %d playouts" % args.pachi_playouts if args.pachi else "GNU Go level %d" % args.level
    total = confirmed = strict = with_reason = with_reason_confirmed = 0
    calm_total = calm_confirmed = calm_strict = 0
    for path in args.games:
        text = open(path, errors="replace").read()
        size = int(re.search(r"SZ\[(\d+)\]", text).group(1))
        komi = float((re.search(r"KM\[([-0-9.]+)\]", text) or re.search(r"()", "0")).group(1) or 0)
        chinese = re.search(r"RU\[(Chinese|AGA|NZ|Tromp)", text, re.I) is not None
        moves = re.findall(r";([BW])\[([a-s]{0,2})\]", text)
        listed = subprocess.run([args.bench, path, "--read"], capture_output=True, text=True).stdout
        mistakes = [l.split() for l in listed.splitlines() if l.startswith("mistake ")]
        calm = [l.split() + ["-", "0", "calm"] for l in listed.splitlines() if l.startswith("calm ")]
        # spread over the game as bench-analyse spread them
        mistakes += [calm[i * len(calm) // args.calm] for i in range(min(args.calm, len(calm)))]
        if args.pachi:
            gnugo = Gtp("exec %s -t =%d threads=1 %s" % (args.pachi, args.pachi_playouts,
                                                        "" if chinese else "-r japanese"))
        else:
            gnugo = Gtp("%s --mode gtp --level %d %s" % (args.gnugo, args.level,
                                                         "--chinese-rules" if chinese else "--japanese-rules"))
        gnugo.send("boardsize %d" % size)
        for m in mistakes:
            number, colour, played, better, lost, reasons = int(m[1]), m[2], m[3], m[4], m[5], m[6]
            gnugo.send("clear_board")
            gnugo.send("komi %g" % komi)
            for c, v in moves[:number - 1]:
                gnugo.send("play %s %s" % (c, gtp_vertex(v, size)))
            if args.pachi:
                # Pachi answers for the side to move: the record's turn.  With
                # nothing to say (a game it takes as over) its answer lacks the
                # empty line that ends it, so protocol_version is asked behind
                # it and the answer read up to that one's "= 2".
                gnugo.p.stdin.write("gogui-winrates\nprotocol_version\n")
                gnugo.p.stdin.flush()
                lines = []
                while True:
                    l = gnugo.p.stdout.readline()
                    if not l:
                        raise RuntimeError("Pachi stopped at move %d" % number)
                    if l.strip() == "= 2":
                        gnugo.p.stdout.readline()
                        break
                    lines.append(l.strip())
                labels = re.findall(r"LABEL ([A-T]\d+) (\d+)", " ".join(lines))
                top = dict((v.upper(), float(w)) for v, w in labels)
                first = labels[0][0].upper() if labels else None
                margin = 3
            else:
                answer = gnugo.send("top_moves_%s" % ("black" if colour == "B" else "white")).split()
                top = dict((answer[i].upper(), float(answer[i + 1])) for i in range(0, len(answer) - 1, 2))
                first = answer[0].upper() if answer else None
                margin = 2
            ok = first is not None and first != played.upper() and \
                (played.upper() not in top or top[played.upper()] < top[first])
            sure = ok and (played.upper() not in top or top[first] - top[played.upper()] >= margin)
            if m[0] == "calm":
                calm_total += 1
                calm_confirmed += ok
                calm_strict += sure
            else:
                total += 1
                confirmed += ok
                strict += sure
                if reasons != "-":
                    with_reason += 1
                    with_reason_confirmed += ok
            print("%s %s %d %s %s (Ishi: %s better, %s points): %s %s%s -> %s" % (
                path.split("/")[-1], m[0], number, colour, played, better, lost, judge_name,
                " ".join("%s %.1f" % kv for kv in list(top.items())[:3]) or "no move",
                "" if played.upper() not in top else "; played %.1f" % top[played.upper()],
                "confirmed" if ok else "not confirmed"), flush=True)
        gnugo.close()
    print("%s also finds the move worse than its own: %s; by %s or more: %s" % (
        judge_name, share(confirmed, total), "3 %" if args.pachi else "2 points", share(strict, total)))
    print("  the calm moves, for comparison: %s; strictly: %s" % (
        share(calm_confirmed, calm_total), share(calm_strict, calm_total)))
    print("  of those with a reason in words: %s; mistakes with a reason: %d of %d" % (
        share(with_reason_confirmed, with_reason), with_reason, total))

if __name__ == "__main__":
    main()
