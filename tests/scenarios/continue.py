# continue.py — two players through the count and back: Black and White
# in two `ishi` windows against `ishi-tool serve`; two passes, a stone
# marked dead and the mark taken back (Undo), Continue Playing, a move,
# two passes, Finish; each window's board, bars and state line read at
# every step (issue 52, 1 and 2: after Continue Playing the next move
# blanked both boards).
#
# SPDX-License-Identifier: GPL-3.0-or-later
from scene import *


def body():
    host = Host()
    alice = Window("alice").start()
    bob = Window("bob").start()
    alice.join(host.address, "alice", host.code)
    bob.join(host.address, "bob", host.code)
    players = (alice, bob)
    alice.place(0, 0)
    bob.place(640, 0)
    for w in players:
        w.seat_names = ("alice", "bob")

    alice.click("Sit Down")
    wait(lambda: "alice" in bob.bars(), "alice seated, in bob's window")
    bob.click("Sit Down")
    wait(lambda: "bob" in alice.bars(), "bob seated, in alice's window")
    alice.click("Start")
    for w in players:
        wait(lambda: "* alice" in w.bars(), "Black to move in " + w.person + "'s window")
    check("both bars: alice (Black) to move", all("* alice" in w.bars() for w in players), alice.bars())


    def stone(w, point, what):
        seen = []
        try:
            return wait(lambda: seen.append(w.point(point)) or seen[-1] == what, point + " " + what + " in " + w.person + "'s window", 10)
        except TimeoutError:
            log("saw %r; description %r" % (seen[-1:], w.description()))
            raise


    def move(w, point, colour, other):
        w.play(point)
        for v in players:
            wait(lambda: v.description().startswith(colour.capitalize() + " " + point + ". "),
                 point + " said in " + v.person + "'s window")
        wait(lambda: "* " + other.person in w.bars(), other.person + " to move")

    move(alice, "E5", "black", bob)
    move(bob, "C7", "white", alice)
    move(alice, "E4", "black", bob)
    check("E5, C7, E4 in both windows", all(w.point("C7") == "white stone" and w.point("E5") == "black stone"
                                            for w in players), [w.description() for w in players])
    screenshot("continue-1-playing")

    bob.click("Pass")
    wait(lambda: alice.enabled("Pass"), "alice's turn after bob's pass")
    alice.click("Pass")
    for w in players:
        wait(lambda: w.enabled("Finish"), "counting in " + w.person + "'s window")
    check("counting: Continue Playing offered to both", all(w.enabled("Continue Playing") for w in players))
    check("counting: no * on either bar", all(w.bars() == ["alice", "bob"] for w in players),
          [w.bars() for w in players])

    # Black marks White's stone dead: both windows show the mark.
    alice.play("C7")
    for w in players:
        stone(w, "C7", "white stone, marked dead")
    check("C7 marked dead in both windows", True)
    screenshot("continue-2-dead-mark")
    alice.click("Undo")
    for w in players:
        stone(w, "C7", "white stone")
    check("Undo took the mark back in both windows", True)

    bob.click("Continue Playing")
    for w in players:
        wait(lambda: not w.enabled("Finish") and "* bob" in w.bars(), "play again, bob to move, in " + w.person + "'s window")
    check("Continue Playing: stones kept", all(w.point("E4") == "black stone" and w.point("C7") == "white stone"
                                               for w in players))
    # The move after Continue Playing (it blanked both boards, "(null) to play.").
    move(bob, "G3", "white", alice)
    for w in players:
        check(w.person + ": the board kept after the move", w.point("E5") == "black stone"
              and w.point("C7") == "white stone", w.description())
        check(w.person + ": no (null) in the state line", "(null)" not in w.status() + w.description(), w.status())
    check("bob's Pass off, alice's on", alice.enabled("Pass") and not bob.enabled("Pass"))
    screenshot("continue-3-after-continue")

    alice.click("Pass")
    wait(lambda: bob.enabled("Pass"), "bob's turn")
    bob.click("Pass")
    for w in players:
        wait(lambda: w.enabled("Finish"), "counting again in " + w.person + "'s window")
    alice.click("Finish")
    bob.click("Finish")
    for w in players:
        st = wait(lambda: (lambda s: s if "wins" in s and "Counting" not in s else None)(w.status()),
                  "the result in " + w.person + "'s state line")
        log(w.person + ": " + st)
        check(w.person + ": the game over, Start offered again", wait(lambda: w.enabled("Start"), "Start"))
        check(w.person + ": Undo, Resign, Adjourn off", not w.enabled("Undo") and not w.enabled("Resign")
              and not w.enabled("Adjourn"))
    check("the same result in both windows", alice.status() == bob.status(), (alice.status(), bob.status()))
    screenshot("continue-4-finished")


scenario(body)
