# scene.py — a room as players meet it: a real `ishi-tool serve` on
# loopback and real `ishi` windows, driven through the accessibility bus
# (AT-SPI: the windows' buttons, fields and actions, as a screen reader
# user drives them) and the keyboard (xdotool), and read back the same
# way: each window's board (its accessible description, point by point
# under the keyboard cursor), the players' bars, the table's state line
# and the chat with its score list.
#
# Used by the scenario scripts beside it (run.sh starts the display and
# the buses).  Every wait is for a condition, bounded by a deadline.
#
# SPDX-License-Identifier: GPL-3.0-or-later
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

try:
    import pyatspi
    from gi.repository import Gio, GLib
except ImportError:
    print("SKIP: python3-pyatspi is not installed")
    sys.exit(77)

BUILD = os.environ.get("ISHI_BUILD", "build")
APP = os.path.join(BUILD, "app", "ishi")
TOOL = os.path.join(BUILD, "app", "ishi-tool")
# Slower under the sanitizers (CI's second run): every deadline grows.
SLOW = float(os.environ.get("ISHI_SCENE_SLOW", "1"))
SHOTS = os.environ.get("ISHI_SCENE_SHOTS")   # a folder: screenshots kept there

failures = 0
T0 = time.time()


def log(text):
    print("%5.1f %s" % (time.time() - T0, text), flush=True)


def check(what, ok, got=""):
    global failures
    log(("ok   " if ok else "FAIL ") + what + ("" if ok else ": " + repr(got)))
    if not ok:
        failures += 1
    return ok


def finish():
    Scene.stop_all()
    log("%d failed" % failures)
    sys.exit(1 if failures else 0)


def scenario(body):
    """Runs a scenario's body: a wait that times out is a failure, and
    whatever it started is stopped in every case."""
    global failures
    try:
        body()
    except Exception as e:
        import traceback
        traceback.print_exc(file=sys.stdout)
        check("the scenario ran to its end", False, str(e))
    finally:
        finish()


def wait(pred, what, timeout=20):
    end = time.time() + timeout * SLOW
    while True:
        try:
            got = pred()
        except Exception as e:   # a node gone while the tree changes
            got = None
            err = e
        if got:
            return got
        if time.time() > end:
            raise TimeoutError("waited for " + what + (" (last seen: %r)" % (got,) if got is not None else ""))
        time.sleep(0.15)


def die_with_parent():
    """In the child: killed when the scenario's python goes (a timeout
    of meson test must not leave a host running)."""
    import ctypes
    ctypes.CDLL(None).prctl(1, signal.SIGKILL)   # PR_SET_PDEATHSIG


def uncached():
    try:
        pyatspi.setCacheLevel(pyatspi.CACHE_NONE)
    except Exception:
        pass


def walk(node):
    stack = [node]
    while stack:
        n = stack.pop()
        try:
            yield n
            stack.extend(c for c in reversed(list(n)) if c is not None)
        except Exception:
            pass


def role(n):
    try:
        return n.getRoleName()
    except Exception:
        return ""


def text_of(n):
    try:
        t = n.queryText()
        return t.getText(0, t.characterCount)
    except Exception:
        return n.name or ""


class Scene:
    """Everything one scenario started, stopped together at the end."""
    procs = []
    dirs = []

    @classmethod
    def stop_all(cls):
        for p in cls.procs:
            if p.poll() is None:
                p.terminate()
        for p in cls.procs:
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()
        cls.procs = []
        if not os.environ.get("ISHI_SCENE_KEEP"):
            for d in cls.dirs:
                shutil.rmtree(d, ignore_errors=True)

    @classmethod
    def tempdir(cls, prefix):
        d = tempfile.mkdtemp(prefix="ishi-scene-" + prefix + "-")
        cls.dirs.append(d)
        return d


class Host:
    """`ishi-tool serve` on 127.0.0.1, its records in a folder of its own."""

    def __init__(self, code="4711", name="Scenario", port=0, extra=()):
        self.code = code
        self.name = name
        self.records = Scene.tempdir("records")
        self.port = port
        self.extra = list(extra)
        self.proc = None
        self.start()

    def start(self):
        args = [TOOL, "serve", "--address", "127.0.0.1", "--port", str(self.port), "--name", self.name,
                "--code", self.code, "--records", self.records] + self.extra
        self.proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                     preexec_fn=die_with_parent)
        Scene.procs.append(self.proc)
        line = self.proc.stdout.readline()
        m = re.search(r"port (\d+)", line)
        if not m:
            raise RuntimeError("ishi-tool serve said: " + line)
        # Started again: the same port, for the windows that come back.
        self.port = int(m.group(1))
        # Its log read on (a full pipe would stop the host), kept beside
        # its records.
        import threading
        if not hasattr(self, "logdir"):
            self.logdir = Scene.tempdir("host-log")
        log_file = open(os.path.join(self.logdir, "serve.log"), "a")
        threading.Thread(target=lambda out=self.proc.stdout: [log_file.write(l) for l in out],
                         daemon=True).start()

    def kill(self):
        """As a crash: SIGKILL, nothing flushed."""
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()

    def restart(self):
        self.kill()
        self.start()

    @property
    def address(self):
        return "127.0.0.1:%d" % self.port


_words = {}


def plain(text):
    """A label without its mnemonic: "_Sit Down", "着席(_S)" and "着席(S)"
    are "Sit Down", "着席" and "着席"."""
    return re.sub(r"\(_?[A-Za-z0-9]\)|_(?=\S)", "", text or "")


def words(lang):
    """The program's English words and their translation in `lang`,
    without mnemonics, from the build's catalogue."""
    if lang not in _words:
        import gettext
        table = {}
        mo = os.path.join(BUILD, "po", lang, "LC_MESSAGES", "ishi.mo")
        if os.path.exists(mo):
            with open(mo, "rb") as f:
                cat = gettext.GNUTranslations(f)._catalog
            for k, v in cat.items():
                if isinstance(k, str) and isinstance(v, str) and k:
                    table.setdefault(plain(k), plain(v))
        _words[lang] = table
    return _words[lang]


class Window:
    """One `ishi` program, as one person at one computer: its own settings
    (a keyfile in its own folder, so that a window started again remembers
    what the last one did), its main window and the room window."""

    def __init__(self, person, lang=None, home=None):
        self.person = person
        self.home = home or Scene.tempdir(person)
        self.lang = lang
        self.proc = None
        self.app = None
        self.cursor = None

    def t(self, text):
        """`text` as this window says it (its language)."""
        return words(self.lang).get(text, text) if self.lang else text

    # -- the program ---------------------------------------------------------

    def start(self):
        env = dict(os.environ, GTK_A11Y="atspi", GSETTINGS_BACKEND="keyfile",
                   XDG_CONFIG_HOME=os.path.join(self.home, "config"),
                   XDG_DATA_HOME=os.path.join(self.home, "data"),
                   XDG_CACHE_HOME=os.path.join(self.home, "cache"),
                   XDG_STATE_HOME=os.path.join(self.home, "state"))
        env.pop("NO_AT_BRIDGE", None)
        # The window on its board, not on the first start's page of ways
        # into a game (ishi-window-start.c); a window started again keeps
        # what the last one wrote.
        keyfile = os.path.join(self.home, "config", "glib-2.0", "settings", "keyfile")
        if not os.path.exists(keyfile):
            os.makedirs(os.path.dirname(keyfile), exist_ok=True)
            with open(keyfile, "w") as f:
                f.write("[io/github/ishi/Ishi]\nshow-start-page=false\n")
        if self.lang:
            env.update(LANGUAGE=self.lang, LANG="ja_JP.UTF-8", LC_ALL="ja_JP.UTF-8")
        self.proc = subprocess.Popen([APP], env=env, stdout=subprocess.DEVNULL, stderr=open(
            os.path.join(self.home, "stderr.txt"), "a"), preexec_fn=die_with_parent)
        Scene.procs.append(self.proc)
        self.app = wait(self._find_app, self.person + "'s ishi on the accessibility bus", 30)
        self.main = wait(self.main_window, self.person + "'s main window")
        # The main window out of the screenshots' way (no window manager
        # places windows: all would open at the top left).
        for wid in subprocess.run(["xdotool", "search", "--pid", str(self.proc.pid)],
                                  capture_output=True, text=True).stdout.split():
            subprocess.run(["xdotool", "windowmove", wid, "0", "1000"], check=False)
        return self

    def _find_app(self):
        for a in pyatspi.Registry.getDesktop(0):
            try:
                if a is not None and a.get_process_id() == self.proc.pid and a.childCount > 0:
                    return a
            except Exception:
                pass
        return None

    def kill(self):
        """As a crash: SIGKILL."""
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()
        self.app = None

    def toplevels(self):
        return [w for w in self.app if w is not None]

    def toplevel(self, name):
        for w in self.toplevels():
            if w.name == name:
                return w
        return None

    @staticmethod
    def is_main(name):
        """The main window's title: the game's name, then the program's
        ("New game — Ishi", "• kifu.sgf — Ishi")."""
        return name == "Ishi" or (name or "").endswith(" — Ishi")

    def main_window(self):
        for w in self.toplevels():
            if self.is_main(w.name):
                return w
        return None

    def room(self):
        """The room window: Join a Room's window once it has joined (its
        title is then the room's name and game)."""
        for w in self.toplevels():
            if not self.is_main(w.name) and w.name != self.t("Join a Room") and " — " in (w.name or ""):
                return w
        return None

    def do_action(self, node, name):
        a = node.queryAction()
        for i in range(a.nActions):
            if a.getName(i) == name:
                return a.doAction(i)
        raise KeyError("no action " + name + " on " + (node.name or role(node)))

    def find(self, root, pred, what, timeout=15):
        return wait(lambda: next((n for n in walk(root) if pred(n)), None), what, timeout)

    # -- joining ---------------------------------------------------------------

    def bus_name(self):
        """The program's name on the session bus (Ishi is not unique: one
        name a process), where GtkApplication shows its windows' actions."""
        bus = Gio.bus_get_sync(Gio.BusType.SESSION)
        dbus = ("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus")
        for n in bus.call_sync(*dbus, "ListNames", None, None, 0, -1, None).unpack()[0]:
            if n.startswith(":"):
                try:
                    pid = bus.call_sync(*dbus, "GetConnectionUnixProcessID", GLib.Variant("(s)", (n,)),
                                        None, 0, -1, None).unpack()[0]
                except GLib.Error:
                    continue
                if pid == self.proc.pid:
                    return bus, n
        return None

    def activate(self, action):
        """One of the main window's actions (win.NAME), as its menu does."""
        bus, name = wait(self.bus_name, self.person + "'s program on the session bus")
        bus.call_sync(name, "/io/github/ishi/Ishi/window/1", "org.gtk.Actions", "Activate",
                      GLib.Variant("(sava{sv})", (action, [], {})), None, 0, -1, None)

    def join(self, address, name, code=""):
        self.activate("join-room")
        form = wait(lambda: self.toplevel(self.t("Join a Room")), "the Join a Room window")
        self.fill(form, self.t("Address"), address)
        self.fill(form, self.t("Your name"), name)
        self.fill(form, self.t("Room code"), code)
        self.button(form, self.t("Join")).queryAction().doAction(0)
        return self.joined()

    def joined(self):
        self.win = wait(self.room, self.person + "'s room window")
        self.board = self.find(self.win, lambda n: role(n) == "table", "the room's board")
        self.cursor = None
        self.buttons = {}
        self.wid = None
        # The players' bars: the label above each "Captures" line.
        found = [n for n in walk(self.win) if role(n) == "label"]
        captures = self.t("Captures: %d").split("%d")[0]
        self.bar_labels = [found[i - 1] for i, n in enumerate(found) if (n.name or "").startswith(captures)][:2]
        return self

    def join_again(self):
        """Join a Room opened again after a restart: its fields as the
        program remembers them, and Join."""
        self.activate("join-room")
        form = wait(lambda: self.toplevel(self.t("Join a Room")), "the Join a Room window")
        self.button(form, self.t("Join")).queryAction().doAction(0)
        return self.joined()

    def come_back(self):
        """Join Again, offered above the board after a crash in a room."""
        self.button(self.main, self.t("Join Again")).queryAction().doAction(0)
        return self.joined()

    def fill(self, root, label, text):
        entry = self.find(root, lambda n: role(n) == "text" and plain(n.name) == label, "the field " + label)
        entry.queryEditableText().setTextContents(text)

    def button(self, root, name):
        if root is getattr(self, "win", None):
            cache = self.__dict__.setdefault("buttons", {})
            if name not in cache:
                cache[name] = self._button(root, name)
            return cache[name]
        return self._button(root, name)

    def _button(self, root, name):
        # GTK 4.8 names a button with a mnemonic "_Sit Down Sit Down".
        return self.find(root, lambda n: role(n) in ("push button", "toggle button")
                         and (plain(n.name) == name or plain(n.name).endswith(" " + name)), "the button " + name)

    # -- what the window shows -------------------------------------------------

    def label_named(self, accessible_name):
        uncached()
        return text_of(self.find(self.win, lambda n: n.name == accessible_name, accessible_name))

    def status(self):
        """The line under the board, the table's state."""
        uncached()
        parent = self.board.parent
        for i in range(parent.childCount):
            if parent[i] == self.board:
                return text_of(parent[i + 1])
        return ""

    def labels(self):
        uncached()
        return [text_of(n) for n in walk(self.win) if role(n) == "label"]

    def bars(self):
        """The players' names as the bars show them ("* alice" to move)."""
        uncached()
        return [text_of(n) for n in self.bar_labels]

    seat_names = ()

    def chat(self):
        uncached()
        n = self.find(self.win, lambda n: role(n) == "text" and "chat" in (n.name or ""), "the chat")
        return text_of(n)

    def enabled(self, name):
        uncached()
        b = self.button(self.win, self.t(name))
        return b.getState().contains(pyatspi.STATE_SENSITIVE)

    def click(self, name):
        wait(lambda: self.enabled(name), name + " enabled in " + self.person + "'s window")
        self.button(self.win, self.t(name)).queryAction().doAction(0)

    def say(self, text):
        """Types a line into the chat and presses Enter."""
        entry = self.find(self.win, lambda n: role(n) == "text" and n.name != "" and "chat" not in n.name
                          and n.getState().contains(pyatspi.STATE_EDITABLE), "the chat entry")
        entry.queryEditableText().setTextContents(text)
        self.do_action(entry, "activate")

    def description(self):
        uncached()
        return self.board.description or ""

    # -- the keyboard ------------------------------------------------------------

    def xid(self):
        if self.wid:
            return self.wid
        title = self.win.name
        out = subprocess.run(["xdotool", "search", "--all", "--pid", str(self.proc.pid), "--name", "^" + re.escape(title) + "$"],
                             capture_output=True, text=True).stdout.split()
        if not out:
            out = subprocess.run(["xdotool", "search", "--pid", str(self.proc.pid)],
                                 capture_output=True, text=True).stdout.split()
        self.wid = out[-1]
        return self.wid

    def keys(self, *keys):
        """Keys pressed in this window (no window manager gives it the
        focus: it is given first)."""
        subprocess.run(["xdotool", "windowfocus", "--sync", self.xid()], check=False,
                       stderr=subprocess.DEVNULL)
        if keys:
            subprocess.run(["xdotool", "key", "--clearmodifiers", "--delay", "20"] + list(keys), check=True)

    def board_focused(self):
        uncached()
        return self.board.getState().contains(pyatspi.STATE_FOCUSED)

    def focus_board(self):
        """The window given the focus, then Tab until the board has the
        keyboard's (GTK 4.8 does not take it from AT-SPI's grabFocus).
        A window keeps its focused widget: after the first time, giving
        the window the focus is enough."""
        self.keys()
        try:
            wait(self.board_focused, "focus", 1)
            return
        except TimeoutError:
            pass
        for _ in range(40):
            self.keys("Tab")
            try:
                wait(self.board_focused, "focus", 0.4)
                return
            except TimeoutError:
                pass
        raise TimeoutError("the board of " + self.person + "'s window never took the focus")

    def cursor_point(self):
        """The point under the keyboard cursor, as the board says it."""
        m = re.search(r"(?:^|[.。] ?)([A-Z][0-9]+)[,、] ?", self.description())
        return m.group(1) if m else None

    def move_cursor(self, point):
        self.focus_board()
        for attempt in range(3):
            here = wait(self.cursor_point, "the board's cursor in " + self.person + "'s window")
            dx = column(point) - column(here)
            dy = int(point[1:]) - int(here[1:])
            ks = (["Right"] * dx if dx > 0 else ["Left"] * -dx) + (["Up"] * dy if dy > 0 else ["Down"] * -dy)
            self.keys(*ks)
            try:
                wait(lambda: self.cursor_point() == point, "the cursor on " + point, 3)
                return
            except TimeoutError:
                continue
        raise TimeoutError("the cursor did not reach " + point)

    def play(self, point):
        """A click on a point, made with the keyboard: the cursor moved
        there, then Enter."""
        self.move_cursor(point)
        self.keys("Return")

    def point(self, point):
        """What the board says of a point: "black stone", "white stone",
        "empty", or "black stone, marked dead" (and white) while counting."""
        self.move_cursor(point)
        d = self.description()
        m = re.search(r"(?:^|\. )" + re.escape(point) + r", (.*)", d)
        rest = m.group(1) if m else d
        for said in ("black stone, marked dead", "white stone, marked dead", "black stone", "white stone", "empty"):
            if rest.startswith(said):
                return said
        return d

    # -- pictures ----------------------------------------------------------------

    def place(self, x, y, w=620, h=720):
        """Side by side on the screen (no window manager places them)."""
        wid = self.xid()
        subprocess.run(["xdotool", "windowsize", wid, str(w), str(h)], check=False)
        subprocess.run(["xdotool", "windowmove", wid, str(x), str(y)], check=False)


def column(point):
    letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
    return letters.index(point[0].upper())


def screenshot(name):
    if not SHOTS:
        return
    os.makedirs(SHOTS, exist_ok=True)
    path = os.path.join(SHOTS, name + ".png")
    if shutil.which("import"):
        subprocess.run(["import", "-window", "root", path], check=False)
    log("screenshot " + path)
