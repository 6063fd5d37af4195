#!/usr/bin/python3
# board-atspi.py — reads Ishi's board through AT-SPI, as a screen reader
# does (issue 23 item 17).  Run under a display and a session bus with the
# accessibility bus (see board-atspi.sh): it starts `ishi`, presses keys
# with xdotool, and checks the board's accessible name and description.
#
# Exit 0 when every check holds, 1 when one fails, 77 (skip) when pyatspi
# or xdotool is missing.
#
# SPDX-License-Identifier: GPL-3.0-or-later
import os
import shutil
import subprocess
import sys
import time

try:
    import pyatspi
except ImportError:
    print("SKIP: python3-pyatspi is not installed")
    sys.exit(77)
if shutil.which("xdotool") is None:
    print("SKIP: xdotool is not installed")
    sys.exit(77)

app = sys.argv[1]


def find_board(timeout=20, proc=None):
    end = time.time() + timeout
    while time.time() < end and (proc is None or proc.poll() is None):
        desktop = pyatspi.Registry.getDesktop(0)
        for a in desktop:
            if a is None or a.name not in ("ishi", "Ishi"):
                continue
            stack = [a]
            while stack:
                node = stack.pop()
                try:
                    if node.getRole() == pyatspi.ROLE_TABLE or node.getRoleName() in ("table", "grid"):
                        # The play page's board is the one a person plays
                        # on: focusable (the lessons' diagrams are not).
                        if "board" in (node.name or "") and node.getState().contains(pyatspi.STATE_FOCUSABLE):
                            return node
                    stack.extend(c for c in node if c is not None)
                except Exception:
                    pass
        time.sleep(0.3)
    return None


def find_window(name, timeout=15):
    end = time.time() + timeout
    while time.time() < end:
        for a in pyatspi.Registry.getDesktop(0):
            if a is not None and a.name in ("ishi", "Ishi"):
                for w in a:
                    if w is not None and w.name == name:
                        return w
        time.sleep(0.3)
    return None


def named_buttons(root):
    names, stack = [], [root]
    while stack:
        node = stack.pop()
        try:
            if node.getRoleName() in ("push button", "toggle button"):
                names.append(node.name)
            stack.extend(c for c in node if c is not None)
        except Exception:
            pass
    return names


def key(*keys):
    # No window manager gives the window the focus: give it, then type.
    wid = subprocess.run(["xdotool", "search", "--pid", str(proc.pid)], capture_output=True,
                         text=True).stdout.split()
    for k in keys:
        if wid:
            subprocess.run(["xdotool", "windowfocus", "--sync", wid[-1]], check=False)
        subprocess.run(["xdotool", "key", "--clearmodifiers", k], check=True)
        time.sleep(0.2)


def said(node, pred, timeout=15):
    # Waits for the description to say what it should (a slow build, a
    # sanitizer, a loaded machine), then gives what it says.
    end = time.time() + timeout
    d = description(node)
    while not pred(d) and time.time() < end:
        time.sleep(0.2)
        d = description(node)
    return d


def description(node):
    # Asked of the application each time, not of a cache.
    try:
        pyatspi.setCacheLevel(pyatspi.CACHE_NONE)
    except Exception:
        pass
    return node.description or ""


failures = 0


def check(what, ok, got):
    global failures
    print(("ok   " if ok else "FAIL ") + what + ": " + repr(got))
    if not ok:
        failures += 1


# What reaches the bus, in the order it arrives: the application added to
# the desktop, and the focus given to a board.  A screen reader drops what
# an application says before it is on the desktop, so the board must be
# given the focus again after that, or nothing is said when the window
# opens (Orca said nothing until the first Tab).
events = []


def on_event(event):
    try:
        if event.type.startswith("object:children-changed:add"):
            if event.any_data is not None and event.any_data.name in ("ishi", "Ishi"):
                events.append("app added")
        elif event.detail1 == 1 and event.source.getRoleName() in ("table", "grid") \
                and "board" in (event.source.name or ""):
            events.append("board focused")
        elif event.detail1 == 1:
            events.append("focused: " + (event.source.name or ""))
    except Exception:
        pass


def focused_after(added, focused):
    # `focused` came after `added` (Orca hears what comes after it).
    return added in events and focused in events[events.index(added):]


pyatspi.Registry.registerEventListener(on_event, "object:state-changed:focused",
                                       "object:children-changed:add")


def pump(seconds):
    # Lets pyatspi hand over the events that came (GLib's main context).
    from gi.repository import GLib
    end = time.time() + seconds
    while time.time() < end:
        while GLib.MainContext.default().iteration(False):
            pass
        time.sleep(0.05)


# The display answers before the window is asked of it.
for _ in range(50):
    if subprocess.run(["xdotool", "getdisplaygeometry"], capture_output=True).returncode == 0:
        break
    time.sleep(0.2)
proc = subprocess.Popen([app], env=dict(os.environ, GTK_A11Y="atspi"))
try:
    board = find_board(proc=proc)
    if board is None:
        if proc.poll() is not None:
            print("FAIL: ishi exited with status %d before its board was on the bus" % proc.returncode)
        else:
            print("FAIL: no board found on the accessibility bus")
        sys.exit(1)
    check("board name", board.name == "Pure Go board, 7 by 7" or "board, 7 by 7" in board.name, board.name)
    # No key pressed yet: the board is said when the window opens.  Up to
    # 30 s: under AddressSanitizer on a loaded machine the focus came after
    # the 5 s this waited before.
    for _ in range(60):
        pump(0.5)
        if focused_after("app added", "board focused"):
            break
    check("board focused once on the desktop", focused_after("app added", "board focused"), events)
    # New Game is a dialog on AT-SPI (as a "filler" Orca said nothing when
    # it opened), and its first drop-down's button says what it is for and
    # holds (Orca said "GtkToggleButton push button").
    pump(0.5)
    mark = len(events)
    key("ctrl+n")
    dialog = find_window("New Game")
    check("New Game is a dialog", dialog is not None and dialog.getRoleName() == "dialog",
          dialog.getRoleName() if dialog else None)
    names = named_buttons(dialog) if dialog else []
    check("drop-down named", "Game, Go" in names, names)
    # A mnemonic's underscore is not part of a name (it was "_Start Start").
    check("buttons named by their text", "Start" in names and not any("_" in n for n in names), names)
    # Its first drop-down is said as it opens, not after a Tab: GTK 4.8
    # sent no focus for it (the focus it was given before it was shown).
    for _ in range(60):
        pump(0.5)
        if "focused: Game, Go" in events[mark:]:
            break
    check("New Game's first field focused", "focused: Game, Go" in events[mark:], events[mark:])
    key("Escape")
    print("at start: " + repr(description(board)))
    # The first game is Pure Go on 7x7; the cursor starts in the centre,
    # D4: two steps left and one up is B5.
    # One key at a time, each waited for (a loaded machine can be slow to
    # give the window the focus; a key it lost is pressed again).
    for k, want in (("Left", "C4"), ("Left", "B4"), ("Up", "B5")):
        for attempt in range(3):
            key(k)
            d = said(board, lambda t: t.startswith(want + ","), timeout=5)
            if d.startswith(want + ","):
                break
    want = "B5, empty, black to play, move 0"
    d = said(board, lambda t: t.startswith(want))
    check("cursor point described", d.startswith(want), d)
    key("Return")            # Black plays at the cursor
    want = "Black B5. B5, black stone, white to play, move 1"
    d = said(board, lambda t: t.startswith(want))
    check("move described", d.startswith(want), d)
    key("Return")            # White on the same point: refused
    d = said(board, lambda t: "occupied" in t)
    check("refusal described", "occupied" in d, d)
finally:
    proc.terminate()
    proc.wait(timeout=10)
sys.exit(1 if failures else 0)
