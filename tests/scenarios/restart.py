# restart.py — windows and the host that come back: bob's window killed
# (SIGKILL) in the middle of a game and started again, joining from the
# fields it remembers; then the host killed and started again on its
# records folder while both windows are open (they connect again by
# themselves); the game goes on in both, and ends by a resignation asked
# once, with the room's score list read in both windows (issue 52, 1, 7,
# 10; the in-process tests do not see the windows).
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
    for w, x in ((alice, 0), (bob, 640)):
        w.seat_names = ("alice", "bob")
        w.place(x, 0)
    alice.click("Sit Down")
    wait(lambda: "alice" in bob.bars(), "alice seated, in bob's window")
    bob.click("Sit Down")
    wait(lambda: "bob" in alice.bars(), "bob seated, in alice's window")
    alice.click("Start")
    for w in players:
        wait(lambda: w.bars() == ["* alice", "bob"], "the game begun in " + w.person + "'s window")

    def move(w, point, colour):
        w.play(point)
        for v in players:
            wait(lambda: v.description().startswith(colour + " " + point + ". "),
                 point + " said in " + v.person + "'s window")

    move(alice, "E5", "Black")
    move(bob, "C7", "White")

    # Bob's program dies; started again, it offers the room it was in
    # above its board (Join Again).
    bob.kill()
    wait(lambda: "(away)" in " ".join(alice.bars()), "bob away, in alice's window")
    check("alice's window says bob is away", True)
    bob.start()
    offer = bob.find(bob.main, lambda n: role(n) == "label" and "Ishi ended while you were in the room" in text_of(n),
                     "the offer to join again")
    check("bob's new window offers the room", "as bob" in text_of(offer), text_of(offer))
    bob.come_back()
    bob.place(640, 0)
    wait(lambda: bob.bars() == ["* alice", "bob"], "bob back at his seat")
    check("bob, back: E5 black, C7 white", bob.point("E5") == "black stone"
          and bob.point("C7") == "white stone", bob.description())
    wait(lambda: alice.bars() == ["* alice", "bob"], "bob no longer away, in alice's window")
    move(alice, "E4", "Black")
    check("bob's window takes his move: Pass on", bob.enabled("Pass"))
    screenshot("restart-1-window-back")

    # The host dies and comes back on the same port and records.
    host.restart()
    for w in players:
        wait(lambda: w.enabled("Resign") and w.bars() == ["alice", "* bob"],
             "the game back in " + w.person + "'s window", 40)
    check("both windows back at the game after the host's restart", True)
    for w in players:
        check(w.person + ": E5, E4 black, C7 white", w.point("E5") == "black stone" and w.point("E4") == "black stone"
              and w.point("C7") == "white stone", w.description())
    move(bob, "G3", "White")
    screenshot("restart-2-host-back")

    # Alice resigns; asked once.
    alice.click("Resign")
    ask = wait(lambda: alice.toplevel("Resign"), "the question Resign this game?")
    check("Resign asks", "Resign this game?" in " ".join(text_of(n) for n in walk(ask) if role(n) == "label"))
    screenshot("restart-3-resign-asked")
    alice.button(ask, "Resign").queryAction().doAction(0)
    for w in players:
        st = wait(lambda: (lambda s: s if "wins" in s else None)(w.status()), "the result in " + w.person + "'s window")
        check(w.person + ": bob wins by resignation", "bob" in st or "White" in st, st)
    for w in players:
        w.click("Score List")
        got = wait(lambda: (lambda c: c if "bob: 20 points" in c else None)(w.chat()),
                   "the score list in " + w.person + "'s chat")
        check(w.person + ": the score list gives bob 20 points", True)
    screenshot("restart-4-score-list")


scenario(body)
