# watch.py — watchers without the room's code (issue 52, 3: one saw
# "Nobody sits at this table yet" and an empty board while table 1 was
# in play): carol joins with the code left empty before the first move,
# and her window is killed in the middle of the game and started again,
# joining then; each time her board, bars and state line follow the game
# that alice and bob play in their windows.
#
# SPDX-License-Identifier: GPL-3.0-or-later
from scene import *


def body():
    host = Host()
    alice = Window("alice").start()
    bob = Window("bob").start()
    carol = Window("carol").start()
    alice.join(host.address, "alice", host.code)
    bob.join(host.address, "bob", host.code)
    carol.join(host.address, "carol", "")
    for w, x in ((alice, 0), (bob, 640), (carol, 1280)):
        w.seat_names = ("alice", "bob")
        w.place(x, 0)
    alice.click("Sit Down")
    wait(lambda: "alice" in bob.bars(), "alice seated, in bob's window")
    bob.click("Sit Down")
    wait(lambda: "bob" in alice.bars(), "bob seated, in alice's window")
    alice.click("Start")
    wait(lambda: carol.bars() == ["* alice", "bob"], "the game begun, in carol's window")
    check("carol (no code) sees the players, Black to move", True)
    check("carol may not sit (no code)", not carol.enabled("Start") and not carol.enabled("Pass"))

    def move(w, point, colour, watchers):
        w.play(point)
        for v in watchers:
            wait(lambda: v.description().startswith(colour + " " + point + ". "),
                 point + " said in " + v.person + "'s window")

    move(alice, "E5", "Black", (bob, carol))
    move(bob, "C7", "White", (alice, carol))
    check("carol's board: E5 black, C7 white", carol.point("E5") == "black stone"
          and carol.point("C7") == "white stone", carol.description())
    check("carol's bars: alice to move", carol.bars() == ["* alice", "bob"], carol.bars())
    screenshot("watch-1-from-the-start")

    # Carol's window killed, started again: she joins in mid-game.
    carol.kill()
    carol.start()
    carol.join(host.address, "carol", "")
    carol.seat_names = ("alice", "bob")
    carol.place(1280, 0)
    wait(lambda: carol.bars() == ["* alice", "bob"], "the game in carol's new window")
    check("carol, back mid-game: E5 black, C7 white", carol.point("E5") == "black stone"
          and carol.point("C7") == "white stone", carol.description())
    move(alice, "E4", "Black", (bob, carol))
    check("carol's bars after E4: bob to move", carol.bars() == ["alice", "* bob"], carol.bars())
    check("carol's state line: not 'Nobody sits'", "Nobody" not in carol.status(), carol.status())
    screenshot("watch-2-mid-game")


scenario(body)
