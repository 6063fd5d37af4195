#!/usr/bin/env python3
"""gtp-referee.py -- games between two GTP engines, colours alternating.

A stopgap for the strength figures of issue 21 until `ishi-tool match`
(branch gtp) is merged: it plays GAMES games of SIZE, sends every move to
both engines, ends a game at two passes or a resignation, and counts the
final position with GNU Go's `final_score` under Chinese (area) rules, the
counting the table of the issue asks for.  Prints each result and the win
rate of engine A with its standard error sqrt(p(1-p)/n).

  gtp-referee.py --size 9 --komi 7 --games 10 \\
      --a "build/app/ishi-tool gtp --time 2" \\
      --b "/usr/games/gnugo --mode gtp --level 10 --chinese-rules"
"""
import argparse, math, shlex, subprocess, sys

class Engine:
    def __init__(self, cmd):
        self.p = subprocess.Popen(shlex.split(cmd), stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)
    def send(self, command):
        self.p.stdin.write(command + "\n")
        self.p.stdin.flush()
        lines = []
        while True:
            line = self.p.stdout.readline()
            if line == "":
                raise RuntimeError("engine died on: " + command)
            line = line.rstrip("\r\n")
            if line == "" and lines:
                break
            if line != "" or lines:
                lines.append(line)
        text = "\n".join(lines)
        if text.startswith("?"):
            raise RuntimeError("%s -> %s" % (command, text))
        return text[1:].strip()
    def close(self):
        try:
            self.send("quit")
        except Exception:
            pass
        self.p.wait()

def play_game(a, b, size, komi, a_black, counter):
    engines = {"b": a if a_black else b, "w": b if a_black else a}
    for e in (a, b, counter):
        e.send("boardsize %d" % size)
        e.send("clear_board")
        e.send("komi %s" % komi)
    color, passes, moves = "b", 0, 0
    while passes < 2 and moves < 3 * size * size:
        move = engines[color].send("genmove " + color)
        if move.lower() == "resign":
            return ("w" if color == "b" else "b"), "resign", moves
        other = engines["w" if color == "b" else "b"]
        other.send("play %s %s" % (color, move))
        counter.send("play %s %s" % (color, move))
        passes = passes + 1 if move.lower() == "pass" else 0
        color = "w" if color == "b" else "b"
        moves += 1
    score = counter.send("final_score")
    winner = score[0].lower() if score[0] in "BW" else None
    return winner, score, moves

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--size", type=int, default=9)
    ap.add_argument("--komi", default="7")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--a", required=True)
    ap.add_argument("--b", required=True)
    args = ap.parse_args()
    a, b = Engine(args.a), Engine(args.b)
    counter = Engine("/usr/games/gnugo --mode gtp --chinese-rules --level 1")
    wins = 0
    for g in range(args.games):
        a_black = g % 2 == 0
        winner, how, moves = play_game(a, b, args.size, args.komi, a_black, counter)
        a_won = winner == ("b" if a_black else "w")
        wins += a_won
        n = g + 1
        p = wins / n
        print("game %d: A %s, %s in %d moves -> A %s; A %d/%d = %.0f%% +- %.0f%%" % (
            n, "black" if a_black else "white", how, moves, "wins" if a_won else "loses",
            wins, n, 100 * p, 100 * math.sqrt(p * (1 - p) / n)), flush=True)
    for e in (a, b, counter):
        e.close()

if __name__ == "__main__":
    main()
