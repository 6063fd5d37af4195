#!/usr/bin/env python3
"""renju-positions.py -- Renju engines compared move by move, judged by a
stronger brain, faster and with less noise than a match.

Takes every position of the given SGF games where Ishi was to move (from
move MIN to MAX), asks each engine (a Piskvork brain command) for its move
there, and asks the judge (a Piskvork brain, e.g. Rapfi, not shipped) to
evaluate the position after each distinct move, at JUDGE_MS a position.
Prints, for each engine, the mean of the judge's values from the mover's
side and how many moves the judge sees a forced loss after; then, for each
pair of engines, the positions where they differ and the mean difference
with its standard error.  Identical moves get one judgement, so two
versions of one engine are compared only where they differ: paired, far
less noisy than two matches.

  renju-positions.py --judge pbrain-rapfi --engine "ishi-tool piskvork --level 6" \\
      --engine "other-build/ishi-tool piskvork --level 6" [--judge-ms 500] \\
      [--min 5] [--max 40] [--every 2] [--limit 200] GAME.sgf...

Every exchange with a brain has a time limit; a brain that fails a
position (an ERROR line, no answer) leaves it out, and the count says so.
"""
import argparse, math, os, re, select, subprocess, sys, time

LETTERS = "abcdefghijklmno"


class Brain:
    def __init__(self, command, turn_ms):
        self.command, self.turn_ms = command, turn_ms
        self.start()

    def start(self):
        self.p = subprocess.Popen(self.command, shell=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.pending = b""
        self.say("START 15")
        if self.read_until(lambda l: l.startswith("OK"), 60) is None:
            raise SystemExit("%s: no OK to START 15" % self.command)
        for line in ("INFO rule 4", "INFO timeout_turn %d" % self.turn_ms, "INFO timeout_match 1000000000"):
            self.say(line)

    def say(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def read_line(self, end):
        """One line, read from the pipe itself (a buffered reader would hide
        lines from select), or None at `end` or the brain's end."""
        while b"\n" not in self.pending:
            left = end - time.monotonic()
            if left <= 0 or not select.select([self.p.stdout], [], [], left)[0]:
                return None
            chunk = os.read(self.p.stdout.fileno(), 65536)
            if not chunk:
                return None
            self.pending += chunk
        line, self.pending = self.pending.split(b"\n", 1)
        return line.decode("utf-8", "replace").strip()

    def read_until(self, done, seconds):
        """The lines up to the first `done` accepts; None on a timeout, an
        ERROR line or the brain's end."""
        lines, end = [], time.monotonic() + seconds
        while True:
            line = self.read_line(end)
            if line is None or line.startswith("ERROR"):
                return None
            lines.append(line)
            if done(line):
                return lines

    def move(self, stones, to_move, seconds):
        """The brain's move (x, y) and its last 'Eval' message, or None."""
        self.say("BOARD")
        for colour, x, y in stones:
            self.say("%d,%d,%d" % (x, y, 1 if colour == to_move else 2))
        self.say("DONE")
        lines = self.read_until(lambda l: re.fullmatch(r"\d+,\d+", l) is not None, seconds)
        if lines is None:
            # a late answer would be read as the next one's: start again
            self.close()
            self.start()
            return None
        values = [m.group(1) for l in lines for m in [re.search(r"Eval (\S+)", l)] if m]
        x, y = map(int, lines[-1].split(","))
        return (x, y), values[-1] if values else None

    def close(self):
        try:
            self.say("END")
            self.p.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            self.p.kill()
            self.p.wait()

    def judge(self, stones, to_move, seconds):
        """The value of the position for `to_move`.  A brain that answers
        at once (a forced stop) gives no value: its move is played and the
        position after it asked, a few plies at most."""
        sign = 1
        for _ in range(4):
            answer = self.move(stones, to_move, seconds)
            if answer is None:
                return None
            v = value(answer[1])
            if v is not None:
                return sign * v
            stones = stones + [(to_move, answer[0][0], answer[0][1])]
            to_move = "B" if to_move == "W" else "W"
            sign = -sign
        return None


def value(text):
    """The judge's value as a number: a forced win or loss as +-20000."""
    if text is None:
        return None
    if re.match(r"^\+?M", text):
        return 20000
    if text.startswith("-M"):
        return -20000
    try:
        return int(text)
    except ValueError:
        return None


def positions(paths, lo, hi, every):
    for path in paths:
        text = open(path, encoding="utf-8").read()
        ishi = "W" if re.search(r"PW\[Ishi", text) else "B" if re.search(r"PB\[Ishi", text) else None
        moves = [(c, LETTERS.index(m[0]), LETTERS.index(m[1]))
                 for c, m in re.findall(r";([BW])\[([a-o]{2})\]", text)]
        for i, (colour, _, _) in enumerate(moves):
            if colour == ishi and lo <= i + 1 <= hi and (i + 1 - lo) % every == 0:
                yield path, i + 1, moves[:i], colour


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--judge", required=True)
    ap.add_argument("--engine", action="append", required=True)
    ap.add_argument("--judge-ms", type=int, default=500)
    ap.add_argument("--min", type=int, default=5)
    ap.add_argument("--max", type=int, default=40)
    ap.add_argument("--every", type=int, default=2)
    ap.add_argument("--limit", type=int, default=200)
    ap.add_argument("games", nargs="+")
    o = ap.parse_args()

    judge = Brain(o.judge, o.judge_ms)
    engines = [Brain(c, 1000) for c in o.engine]
    scores = [[] for _ in engines]
    pairs = {}
    left_out = 0
    for n, (path, number, stones, colour) in enumerate(positions(o.games, o.min, o.max, o.every)):
        if n >= o.limit:
            break
        other = "B" if colour == "W" else "W"
        chosen = [e.move(stones, colour, 60) for e in engines]
        judged = {}
        for answer in chosen:
            if answer is not None and answer[0] not in judged:
                x, y = answer[0]
                after = judge.judge(stones + [(colour, x, y)], other, o.judge_ms / 1000 * 10 + 10)
                judged[answer[0]] = None if after is None else -after
        row = [judged.get(a[0]) if a is not None else None for a in chosen]
        if any(v is None for v in row):
            left_out += 1
            continue
        for k, v in enumerate(row):
            scores[k].append(v)
        for a in range(len(row)):
            for b in range(a + 1, len(row)):
                if chosen[a][0] != chosen[b][0]:
                    pairs.setdefault((a, b), []).append(row[b] - row[a])
        print("%s move %d: %s" % (path.split("/")[-1], number,
                                  "  ".join("%s%d %6d" % (LETTERS[a[0][0]], 15 - a[0][1], v)
                                            for a, v in zip(chosen, row))), flush=True)
    for e in [judge] + engines:
        e.close()

    print("\npositions judged: %d (left out: %d), judge %d ms a position" % (len(scores[0]), left_out, o.judge_ms))
    for k, c in enumerate(o.engine):
        s = scores[k]
        mean = sum(min(max(v, -2000), 2000) for v in s) / max(len(s), 1)
        print("engine %d: mean value %.0f (clipped at +-2000), forced loss seen after %d moves: %s"
              % (k + 1, mean, sum(v <= -20000 for v in s), c))
    for (a, b), d in sorted(pairs.items()):
        d = [min(max(v, -2000), 2000) for v in d]
        mean = sum(d) / len(d)
        sd = math.sqrt(sum((v - mean) ** 2 for v in d) / max(len(d) - 1, 1))
        print("engine %d - engine %d: %d positions differ, mean difference %.0f +- %.0f"
              % (b + 1, a + 1, len(d), mean, sd / math.sqrt(len(d))))


if __name__ == "__main__":
    sys.exit(main())
