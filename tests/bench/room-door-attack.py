#!/usr/bin/env python3
"""room-door-attack.py — a classmate's laptop against the door of Ishi's class, on loopback only.

    room-door-attack.py ISHI-TOOL [--nofile 1024] [--seconds 20] [--only NAME,...]

Runs itself in a network namespace of its own (`unshare -n`: only its
loopback, 127.0.0.0/8, ::1 and the documentation prefix 2001:db8:1:2::/64
put on it), starts `ISHI-TOOL serve --class` there at `ulimit -n NOFILE`
(a fresh host for each attack), sets a class up — the teacher in, a pair
playing at table 1, a pupil seated at table 2 who then loses her
connection — and attacks it for SECONDS from several source addresses:

  hold       4 addresses x 64 silent TCP connections, each opened again as
             soon as the host closes it
  holdws     8 addresses x 64 silent WebSockets (upgraded, then silent),
             opened again as soon as closed
  guests     guests without the code, as many as the host takes, from one
             address (up to 250), kept and opened again
  guests8    the same from 8 addresses (up to 32 each)
  shouts     40 guests (5 addresses) log in, each sends the 40 lines its
             burst allows, shouts of 1,000 bytes, then again each second
  shoutscode the same, the 40 having given the room's code (a classmate
             who read it off the projector)
  chatflood  100 guests with the code, 10 shouts of 1,000 bytes a second each
  ipv6       17 addresses of one /64 give 161 wrong codes, then one wrong
             code from a new address of it every 2 s
  mixed      hold, holdws, guests8, shoutscode and chatflood at once, for
             70 s at least (the host's log says the door's minute)
  http       16 addresses x 32 HTTP requests to the page's port that never
             finish (a head's first lines), opened again when closed, for
             70 s at least: the host's log under churn

Every 4 s of the attack (from 1 s) an honest pupil logs in over TCP and
gives the code, one on the page's WebSocket, the page is loaded (GET /),
the pupil seated at table 2 comes back with her token, the teacher logs in
again (her code), and the pair plays a move; under `ipv6` the pupil and
the token come from a new address of the attacked /64, and the teacher
lets a waiting pupil in.  Printed for each attack: how many of each
honest try got in (and the slowest), whether the teacher's or the pair's
connection was closed, the attacker's connections held at the end, the
host's CPU, memory (VmRSS at the start, at worst, 3 s after the attack)
and descriptors, and how much its log grew.
"""
import argparse
import base64
import os
import re
import resource
import select
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time

V4 = "127.0.0.1"
V6_NET = "2001:db8:1:2::"


def in_namespace():
    """Re-runs the script in a network namespace of its own."""
    if os.environ.get("ISHI_DOOR_NETNS") == "1":
        subprocess.run(["ip", "link", "set", "lo", "up"], check=True)
        subprocess.run(["ip", "-6", "addr", "add", V6_NET + "1/64", "dev", "lo"], check=True)
        subprocess.run(["ip", "-6", "route", "add", "local", V6_NET + "/64", "dev", "lo"], check=False)
        subprocess.run(["sysctl", "-q", "-w", "net.ipv6.ip_nonlocal_bind=1"], check=False)
        return
    env = dict(os.environ, ISHI_DOOR_NETNS="1")
    os.execvpe("unshare", ["unshare", "-n", sys.executable] + sys.argv, env)


# --------------------------------------------------------------------------
# Blocking clients, for the honest tries


def connect(port, source, timeout=5.0):
    family = socket.AF_INET6 if ":" in source else socket.AF_INET
    s = socket.socket(family, socket.SOCK_STREAM)
    s.bind((source, 0))
    s.settimeout(timeout)
    s.connect(("::1" if family == socket.AF_INET6 and source == "::1" else
               (V6_NET + "1" if family == socket.AF_INET6 else V4), port))
    return s


def ws_frame(text):
    """A client's text frame (RFC 6455: masked)."""
    payload = text.encode()
    mask = os.urandom(4)
    n = len(payload)
    head = bytes([0x81, 0x80 | n]) if n < 126 else bytes([0x81, 0x80 | 126]) + n.to_bytes(2, "big")
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


class Line:
    """A line-oriented client, TCP or the page's WebSocket."""

    def __init__(self, port, source, ws=False, timeout=5.0):
        self.sock = connect(port, source, timeout)
        self.buf = b""
        self.text = ""
        self.ws = ws
        self.closed = False
        if ws:
            key = base64.b64encode(os.urandom(16)).decode()
            host = "127.0.0.1:%d" % port if ":" not in source else "[%s]:%d" % (self.sock.getpeername()[0], port)
            self.sock.sendall(("GET /room HTTP/1.1\r\nHost: %s\r\nOrigin: http://%s\r\nUpgrade: websocket\r\n"
                               "Connection: Upgrade\r\nSec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n\r\n"
                               % (host, host, key)).encode())
            while b"\r\n\r\n" not in self.buf:
                data = self.sock.recv(4096)
                if not data:
                    raise OSError("closed before the upgrade")
                self.buf += data
            head, self.buf = self.buf.split(b"\r\n\r\n", 1)
            if not head.startswith(b"HTTP/1.1 101"):
                raise OSError("not upgraded: %r" % head[:40])

    def send(self, line):
        try:
            self.sock.sendall(ws_frame(line) if self.ws else line.encode() + b"\n")
        except OSError:
            self.closed = True

    def _take(self):
        if not self.ws:
            self.text += self.buf.decode("utf-8", "replace")
            self.buf = b""
            return
        while len(self.buf) >= 2:
            n, at = self.buf[1] & 0x7F, 2
            if n == 126:
                if len(self.buf) < 4:
                    return
                n, at = int.from_bytes(self.buf[2:4], "big"), 4
            elif n == 127:
                if len(self.buf) < 10:
                    return
                n, at = int.from_bytes(self.buf[2:10], "big"), 10
            if len(self.buf) < at + n:
                return
            if self.buf[0] & 0x0F == 1:
                self.text += self.buf[at:at + n].decode("utf-8", "replace") + "\n"
            if self.buf[0] & 0x0F == 8:
                self.closed = True
            self.buf = self.buf[at + n:]

    def read_until(self, pattern, timeout=5.0):
        end = time.monotonic() + timeout
        rx = re.compile(pattern)
        self._take()
        while not rx.search(self.text) and not self.closed:
            left = end - time.monotonic()
            if left <= 0:
                break
            p = select.poll()
            p.register(self.sock, select.POLLIN)
            if not p.poll(left * 1000) or not self._receive():
                break
            self._take()
        text, self.text = self.text, ""
        return text

    def _receive(self):
        """What waits is added to the buffer; False once the host closed it."""
        try:
            data = self.sock.recv(65536)
        except OSError:
            data = b""
        if not data:
            self.closed = True
            return False
        self.buf += data
        return True

    def alive(self):
        """Whether the host has not closed it (what waits is read and kept)."""
        p = select.poll()
        p.register(self.sock, select.POLLIN)
        while p.poll(0) and self._receive():
            if len(self.buf) > 1 << 20:
                self._take()
                self.text = self.text[-4096:]
        return not self.closed

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass


def login(port, source, name, ws=False, timeout=5.0):
    c = Line(port, source, ws, timeout)
    said = c.read_until(r"Login: ", timeout)
    if "Login: " not in said:
        c.close()
        raise OSError("no Login: (%s)" % said.strip()[-60:])
    c.send(name)
    said = c.read_until(r"#> |Login: |Password: |full|Too many|closed|let this", timeout)
    return c, said


# --------------------------------------------------------------------------
# The attackers: many connections, non-blocking, opened again when closed


class Slot:
    def __init__(self, source, steps):
        self.source = source
        self.steps = steps      # ("send", text) | ("expect", regex) | ("ws",) | ("burst", n, text, every_s)
        self.sock = None
        self.state = 0
        self.buf = b""
        self.held_since = None
        self.next_burst = 0.0


class Attackers:
    def __init__(self, port, web_port):
        self.port, self.web_port = port, web_port
        self.slots = []
        self.opened = 0
        self.closed_by_host = 0
        self.sent_lines = 0

    def add(self, source, steps):
        self.slots.append(Slot(source, steps))

    def _open(self, slot):
        family = socket.AF_INET6 if ":" in slot.source else socket.AF_INET
        s = socket.socket(family, socket.SOCK_STREAM)
        try:
            s.bind((slot.source, 0))
        except OSError:
            s.close()
            return
        s.setblocking(False)
        target = V6_NET + "1" if family == socket.AF_INET6 else V4
        web = any(st[0] in ("ws", "http") for st in slot.steps)
        s.connect_ex((target, self.web_port if web else self.port))
        slot.sock, slot.state, slot.buf, slot.held_since = s, 0, b"", None
        self.opened += 1

    def _send(self, slot, data):
        try:
            slot.sock.send(data)
        except OSError:
            pass

    def _advance(self, slot, now):
        ws = any(st[0] == "ws" for st in slot.steps)
        while slot.state < len(slot.steps):
            step = slot.steps[slot.state]
            if step[0] == "http":
                if slot.held_since is None:
                    try:
                        slot.sock.send(b"GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n" % self.web_port)
                    except OSError:
                        return
                    slot.held_since = now
                return
            if step[0] == "ws":
                if slot.held_since is None:
                    host = "127.0.0.1:%d" % self.web_port
                    key = base64.b64encode(os.urandom(16)).decode()
                    try:
                        slot.sock.send(("GET /room HTTP/1.1\r\nHost: %s\r\nOrigin: http://%s\r\nUpgrade: websocket\r\n"
                                        "Connection: Upgrade\r\nSec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n\r\n"
                                        % (host, host, key)).encode())
                    except OSError:
                        return
                    slot.held_since = now
                if b"\r\n\r\n" not in slot.buf:
                    return
                slot.buf = slot.buf.split(b"\r\n\r\n", 1)[1]
                slot.state += 1
            elif step[0] == "expect":
                if not re.search(step[1], slot.buf):
                    return
                slot.buf = b""
                slot.state += 1
            elif step[0] == "send":
                self._send(slot, ws_frame(step[1]) if ws else step[1].encode() + b"\n")
                self.sent_lines += 1
                slot.state += 1
            elif step[0] == "burst":
                _, n, text, every = step
                if now >= slot.next_burst:
                    data = (ws_frame(text) if ws else text.encode() + b"\n") * n
                    self._send(slot, data)
                    self.sent_lines += n
                    slot.next_burst = now + every
                return
        if slot.held_since is None or slot.state == len(slot.steps):
            slot.held_since = slot.held_since or now

    def run(self, seconds, stop):
        end = time.monotonic() + seconds
        for slot in self.slots:
            self._open(slot)
        while time.monotonic() < end and not stop.is_set():
            p = select.poll()
            by_fd = {}
            for slot in self.slots:
                if slot.sock is None:
                    self._open(slot)
                    if slot.sock is None:
                        continue
                by_fd[slot.sock.fileno()] = slot
                p.register(slot.sock, select.POLLIN | (select.POLLOUT if slot.state == 0 and slot.held_since is None else 0))
            now = time.monotonic()
            for fd, ev in p.poll(50):
                slot = by_fd[fd]
                if ev & (select.POLLIN | select.POLLHUP | select.POLLERR):
                    try:
                        data = slot.sock.recv(65536)
                    except (BlockingIOError, InterruptedError):
                        data = None
                    except OSError:
                        data = b""
                    if data == b"":
                        slot.sock.close()
                        slot.sock = None
                        self.closed_by_host += 1
                        continue
                    if data:
                        slot.buf = (slot.buf + data)[-8192:]
                if slot.sock is not None:
                    self._advance(slot, now)
            for slot in self.slots:
                if slot.sock is not None and slot.state < len(slot.steps) and slot.steps[slot.state][0] == "burst":
                    self._advance(slot, now)

    def held(self):
        return sum(1 for s in self.slots if s.sock is not None)

    def close(self):
        for s in self.slots:
            if s.sock is not None:
                s.sock.close()
                s.sock = None


# --------------------------------------------------------------------------
# The host


def host_figures(pid):
    fields = open("/proc/%d/stat" % pid).read().rsplit(")", 1)[1].split()
    cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    rss = hwm = 0
    for line in open("/proc/%d/status" % pid):
        if line.startswith("VmRSS:"):
            rss = int(line.split()[1]) / 1024
        if line.startswith("VmHWM:"):
            hwm = int(line.split()[1]) / 1024
    return cpu, rss, hwm, len(os.listdir("/proc/%d/fd" % pid))


class Host:
    def __init__(self, tool, nofile, port):
        self.work = tempfile.mkdtemp(prefix="ishi-door-")
        self.log_path = os.path.join(self.work, "host.log")
        self.log = open(self.log_path, "w")

        def limits():
            hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
            resource.setrlimit(resource.RLIMIT_NOFILE, (nofile, hard))

        self.proc = subprocess.Popen([tool, "serve", "--class", "--port", str(port), "--name", "door",
                                      "--records", os.path.join(self.work, "records"), "--code", "4711",
                                      "--teacher-code", "12345678"],
                                     stdout=subprocess.PIPE, stderr=self.log, text=True, preexec_fn=limits)
        first = self.proc.stdout.readline()
        m = re.search(r"code (\d+), port (\d+)", first)
        if not m:
            raise SystemExit("the host did not start: %s %s" % (first, open(self.log_path).read()))
        self.code, self.port = m.group(1), int(m.group(2))
        self.web_port = self.port + 1
        threading.Thread(target=self.proc.stdout.read, daemon=True).start()
        time.sleep(0.3)

    def stop(self):
        self.proc.terminate()
        try:
            self.proc.wait(15)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self.log.close()
        text = open(self.log_path, encoding="utf-8", errors="replace").read()
        shutil.rmtree(self.work, ignore_errors=True)
        return text


# --------------------------------------------------------------------------
# The class before the attack, and the honest tries during it


def set_up_class(host):
    teacher, _ = login(host.port, "127.0.0.20", "sensei")
    teacher.send("set client true")
    teacher.send("/teacher 12345678")
    teacher.read_until(r"700 teacher", 5)
    pair = []
    for name in ("anna", "ken"):
        c, _ = login(host.port, "127.0.0.21", name)
        c.send("set client true")
        c.send("/code %s" % host.code)
        c.read_until(r"code ok", 5)
        pair.append(c)
    teacher.send("/pair anna ken")
    pair[0].read_until(r"Creating match|700 start", 5)
    pair[1].read_until(r"Creating match|700 start", 5)
    sitter, said = login(host.port, "127.0.0.22", "hana")
    token = re.search(r"token ([0-9a-f]+)", said + sitter.read_until(r"token [0-9a-f]+", 3))
    sitter.send("set client true")
    sitter.send("/code %s" % host.code)
    sitter.send("/join 2")
    sitter.read_until(r"seat 2 ", 5)
    sitter.close()
    return teacher, pair, token.group(1) if token else None


class Tries:
    """The honest tries of one attack: name → [(in?, seconds)]."""

    def __init__(self):
        self.results = {}

    def add(self, what, ok, seconds):
        self.results.setdefault(what, []).append((ok, seconds))

    def said(self, what):
        r = self.results.get(what, [])
        if not r:
            return "-"
        n = sum(1 for ok, _ in r if ok)
        worst = max((s for ok, s in r if ok), default=None)
        return "%d/%d%s" % (n, len(r), " (%.2f s)" % worst if worst is not None else "")


def timed(tries, what, fn):
    t = time.monotonic()
    try:
        ok = fn()
    except OSError:
        ok = False
    tries.add(what, bool(ok), time.monotonic() - t)


def try_pupil(host, source, name, ws=False, admit=None):
    c, said = login(host.web_port if ws else host.port, source, name, ws)
    try:
        if "#>" not in said and "guest account" not in said:
            return False
        c.send("set client true")
        c.send("/code %s" % host.code)
        said = c.read_until(r"code ok|wrong codes|not this room's code|wait \d+ s", 5)
        if "code ok" in said:
            return True
        if admit and "teacher can let you in" in said:
            admit.send("/admit %s" % name)
            return "code ok" in c.read_until(r"code ok", 5)
        return False
    finally:
        c.close()


def try_page(host, source):
    s = connect(host.web_port, source)
    try:
        s.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nConnection: close\r\n\r\n" % host.web_port)
        data = b""
        while b"\r\n" not in data:
            chunk = s.recv(4096)
            if not chunk:
                break
            data += chunk
        return data.startswith(b"HTTP/1.1 200")
    finally:
        s.close()


def try_token(host, source, token):
    c, said = login(host.port, source, "hana")
    try:
        if "Password: " not in said:
            return False
        c.send(token)
        return "Welcome" in c.read_until(r"Welcome|Invalid|wait", 5)
    finally:
        c.close()


def try_teacher(host, source, n):
    c, said = login(host.port, source, "sensei%d" % n)
    try:
        c.send("set client true")
        c.send("/teacher 12345678")
        return "700 teacher" in c.read_until(r"700 teacher|not the teacher|wait", 5)
    finally:
        c.close()


MOVES = ["E5", "C3", "G7", "C7", "G3", "D5", "F5", "D3", "F7", "E3", "E7", "B5", "H5"]


def try_move(pair, k):
    mover = pair[k % 2]
    mover.send(MOVES[k])
    return MOVES[k] in mover.read_until(re.escape(MOVES[k]), 5)


def honest(host, tries, stop, teacher, pair, token, v6, seconds):
    k = 0
    t0 = time.monotonic()
    while not stop.is_set() and time.monotonic() - t0 < seconds - 1:
        if stop.wait(1.0 if k == 0 else 4.0):
            break
        src = (V6_NET + "%x" % (0xa000 + k)) if v6 else "127.0.0.%d" % (100 + k)
        timed(tries, "pupil TCP", lambda: try_pupil(host, src, "pupil%d" % k, admit=teacher if v6 else None))
        timed(tries, "pupil page WS", lambda: try_pupil(host, "127.0.0.%d" % (130 + k), "tablet%d" % k, ws=True))
        timed(tries, "page", lambda: try_page(host, "127.0.0.%d" % (160 + k)))
        if token:
            timed(tries, "token", lambda: try_token(host, (V6_NET + "%x" % (0xb000 + k)) if v6 else "127.0.0.%d" % (190 + k), token))
        timed(tries, "teacher", lambda: try_teacher(host, "127.0.0.%d" % (220 + k), k))
        timed(tries, "move", lambda: try_move(pair, k))
        k += 1


# --------------------------------------------------------------------------
# The attacks


def build(att, name, code, v6net):
    shout = "shout " + "x" * 994
    if name == "hold":
        for a in range(4):
            for _ in range(64):
                att.add("127.0.2.%d" % (a + 1), [])
    elif name == "holdws":
        for a in range(8):
            for _ in range(64):
                att.add("127.0.3.%d" % (a + 1), [("ws",)])
    elif name in ("guests", "guests8"):
        addrs, each = (1, 250) if name == "guests" else (8, 32)
        for a in range(addrs):
            for i in range(each):
                att.add("127.0.4.%d" % (a + 1), [("expect", rb"Login: "), ("send", "g%d%da%d" % (a, i, os.getpid() % 97)),
                                                  ("expect", rb"#> |guest")])
    elif name in ("shouts", "shoutscode"):
        for i in range(40):
            steps = [("expect", rb"Login: "), ("send", "sh%d" % i), ("expect", rb"#> |guest")]
            if name == "shoutscode":
                steps += [("send", "/code %s" % code), ("expect", rb"code ok")]
            steps += [("burst", 40, shout, 1.0)]
            att.add("127.0.5.%d" % (i % 5 + 1), steps)
    elif name == "http":
        for a in range(16):
            for _ in range(32):
                att.add("127.0.7.%d" % (a + 1), [("http",)])
    elif name == "mixed":
        for part in ("hold", "holdws", "guests8", "shoutscode", "chatflood"):
            build(att, part, code, v6net)
    elif name == "chatflood":
        for i in range(100):
            att.add("127.0.6.%d" % (i % 10 + 1), [("expect", rb"Login: "), ("send", "cf%d" % i), ("expect", rb"#> |guest"),
                                                   ("send", "/code %s" % code), ("expect", rb"code ok"),
                                                   ("burst", 1, shout, 0.1)])


def ipv6_sweep(host, stop, seconds):
    """161 wrong codes from 17 addresses of the /64, then one from a new
    address every 2 s."""
    wrong = 0
    for a in range(17):
        try:
            c, _ = login(host.port, V6_NET + "%x" % (0x100 + a), "sweep%d" % a)
        except OSError:
            continue
        for i in range(10 if a < 16 else 1):
            c.send("/code %04d" % (1000 + wrong))
            c.read_until(r"not this room's code|wait|teacher can", 2)
            wrong += 1
        c.close()
    a = 0x200
    t0 = time.monotonic()
    while not stop.wait(2.0) and time.monotonic() - t0 < seconds:
        try:
            c, _ = login(host.port, V6_NET + "%x" % a, "sweep%x" % a)
            c.send("/code %04d" % (2000 + a))
            c.read_until(r"not this room's code|wait|teacher can", 2)
            c.close()
        except OSError:
            pass
        a += 1


TCP_STATES = {"01": "established", "02": "syn-sent", "03": "syn-recv", "04": "fin-wait1", "05": "fin-wait2",
              "06": "time-wait", "07": "close", "08": "close-wait", "09": "last-ack", "0A": "listen", "0B": "closing"}


def host_sockets(pid, web_port):
    """The host's sockets by state and port (room or web), from /proc."""
    inodes = set()
    for fd in os.listdir("/proc/%d/fd" % pid):
        try:
            target = os.readlink("/proc/%d/fd/%s" % (pid, fd))
        except OSError:
            continue
        if target.startswith("socket:["):
            inodes.add(target[8:-1])
    counts = {}
    for table in ("tcp", "tcp6"):
        for line in open("/proc/%d/net/%s" % (pid, table)).readlines()[1:]:
            f = line.split()
            if f[9] in inodes:
                port = int(f[1].rsplit(":", 1)[1], 16)
                key = "%s %s" % ("web" if port == web_port else "room", TCP_STATES.get(f[3], f[3]))
                counts[key] = counts.get(key, 0) + 1
    return ", ".join("%s %d" % kv for kv in sorted(counts.items()))


def run_attack(tool, name, nofile, seconds, port):
    host = Host(tool, nofile, port)
    teacher, pair, token = set_up_class(host)
    tries = Tries()
    stop = threading.Event()
    cpu0, rss0, _, fds0 = host_figures(host.proc.pid)
    log0 = os.path.getsize(host.log_path)
    worst = {"rss": rss0, "fds": fds0}
    att = Attackers(host.port, host.web_port)
    build(att, name, host.code, V6_NET)
    runner = threading.Thread(target=att.run, args=(seconds, stop)) if att.slots else \
        threading.Thread(target=ipv6_sweep, args=(host, stop, seconds))

    def sample():
        while not stop.wait(0.3):
            try:
                _, rss, _, fds = host_figures(host.proc.pid)
                if fds > worst["fds"]:
                    worst["sockets"] = host_sockets(host.proc.pid, host.web_port)
            except OSError:
                return
            worst["rss"], worst["fds"] = max(worst["rss"], rss), max(worst["fds"], fds)

    sampler = threading.Thread(target=sample, daemon=True)
    t0 = time.monotonic()
    runner.start()
    sampler.start()
    honest(host, tries, stop, teacher, pair, token, name == "ipv6", seconds)
    runner.join(seconds + 30)
    stop.set()
    cpu1, _, _, _ = host_figures(host.proc.pid)
    held = att.held()
    members_closed = [n for n, c in (("teacher", teacher), ("anna", pair[0]), ("ken", pair[1])) if not c.alive()]
    att.close()
    time.sleep(3)
    _, rss2, hwm, fds2 = host_figures(host.proc.pid)
    log_grew = os.path.getsize(host.log_path) - log0
    for c in [teacher] + pair:
        c.close()
    text = host.stop()
    grown = text.encode()[log0:].decode("utf-8", "replace")
    return {
        "attack": name, "nofile": nofile, "seconds": time.monotonic() - t0,
        "tries": {w: tries.said(w) for w in ("pupil TCP", "pupil page WS", "page", "token", "teacher", "move")},
        "closed": ", ".join(members_closed) or "none",
        "held": held, "opened": att.opened, "closed_by_host": att.closed_by_host,
        "cpu": cpu1 - cpu0, "rss0": rss0, "rss_worst": worst["rss"], "rss_after": rss2, "hwm": hwm,
        "fds_worst": worst["fds"], "log": log_grew, "log_text": grown, "sockets": worst.get("sockets", ""),
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("tool")
    ap.add_argument("--nofile", type=int, default=1024)
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--port", type=int, default=21150)
    ap.add_argument("--show-log", action="store_true", help="print what the host's log said during each attack")
    ap.add_argument("--show-sockets", action="store_true", help="print the host's sockets by state when it held the most")
    ap.add_argument("--only", default="hold,holdws,guests,guests8,shouts,shoutscode,chatflood,ipv6,mixed")
    args = ap.parse_args()
    in_namespace()
    tool = os.path.abspath(args.tool)
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(8192, hard), hard))
    print("attack      nofile  pupil TCP       pupil page WS   page            token           teacher         "
          "move            members closed  held/opened/closed  host CPU  RSS start/worst/after (HWM) MB  fds  log")
    for i, name in enumerate(args.only.split(",")):
        r = run_attack(tool, name, args.nofile, max(args.seconds, 70) if name in ("mixed", "http") else args.seconds,
                       args.port + 2 * i)
        t = r["tries"]
        print("%-11s %-6d  %-15s %-15s %-15s %-15s %-15s %-15s %-15s %4d/%d/%d  %5.2f s  %.0f/%.0f/%.0f (%.0f)  %d  %d B"
              % (name, r["nofile"], t["pupil TCP"], t["pupil page WS"], t["page"], t["token"], t["teacher"], t["move"],
                 r["closed"], r["held"], r["opened"], r["closed_by_host"], r["cpu"], r["rss0"], r["rss_worst"],
                 r["rss_after"], r["hwm"], r["fds_worst"], r["log"]), flush=True)
        if args.show_sockets:
            print("    the host's sockets at worst: " + r["sockets"])
        if args.show_log and r["log_text"].strip():
            for line in r["log_text"].strip().splitlines()[:20]:
                print("    log: " + line[:600])
    return 0


if __name__ == "__main__":
    sys.exit(main())
