#!/usr/bin/env python3
"""room-attack.py — a stranger against Ishi's room, on loopback only.

    room-attack.py ISHI-TOOL [--port N] [--only NAME,...]

Starts `ISHI-TOOL serve --address 127.0.0.1` (records in a temporary
folder, a code of its own choosing, a class's teacher code) and attacks it
as someone on the school's network would, with plain sockets, then prints
what each attack found:

  tokens     312 guests' tokens, then the 313th: predicted by recovering the
             state of a Mersenne Twister (MT19937, GLib's g_random_*) from
             the 624 words before it?
  sweep      four connections try room codes in turn for 30 s, each within
             the rate of lines (19 a second), coming back every 38 tries:
             how many wrong codes were answered, and was the code found?
  names      names with '/', '..', '\\', control and format characters,
             look-alikes of a name in the room: which were taken, and did
             a game between two of them write anything outside the
             records folder?
  silent     200 connections that send nothing, then a newcomer 35 s later
             (and one from another loopback address, 127.0.0.2, at once):
             did they log in, and how long did it take?
  flood      1,000 lines a second: after how long is the connection closed?
  web        the pupils' page's port (the host run at `ulimit -n 1024`, as a
             desktop or systemd runs it): 1,100 connections from one
             address (127.0.0.5) each send `GET / HTTP/1.1` and a Host line
             and never finish, for 15 s; meanwhile a newcomer logs in over
             TCP and over the page's WebSocket (how long?), and a seated
             pair plays a move (is it written to its record?); the host's
             CPU, memory, descriptors and log, before, at worst and after;
             how many of the 1,100 the host closed, and when.
  webmany    the same from 32 addresses (127.0.1.1 to 127.0.1.32), 34 or 35
             each: the limit on all addresses together.

Every connection goes to 127.0.0.1 (from 127.0.0.1 to 127.0.0.7, all the
machine itself); every attack is bounded in time.  Exit status 0 when the
room held (nothing predicted, at most 150 wrong codes answered in 30 s,
nothing written outside the records folder, the newcomer in, the flood
closed within 12 s, the web port's newcomers in within 2 s and the
seated pair's move written), 1 otherwise.
"""
import argparse
import base64
import errno
import os
import re
import resource
import select
import shutil
import socket
import subprocess
import sys
import tempfile
import time

HOST = "127.0.0.1"
# The names and the flood come from addresses of their own (the machine
# itself too), so that the sweep's waits do not touch them.
SOURCE_NAMES = "127.0.0.3"
SOURCE_FLOOD = "127.0.0.4"
# The web port's attacker, the pair at a table, the newcomer on the page.
SOURCE_WEB = "127.0.0.5"
SOURCE_GAME = "127.0.0.6"
SOURCE_PUPIL = "127.0.0.7"
# The host's descriptors, as a desktop session or systemd gives them.
HOST_NOFILE = 1024


def readable(sock, seconds):
    """Whether `sock` has something to read within `seconds` (poll, not
    select: the web attack's descriptors go past 1,024)."""
    p = select.poll()
    p.register(sock, select.POLLIN)
    return bool(p.poll(max(0, seconds) * 1000))


class Conn:
    """A line-oriented connection to the room."""

    def __init__(self, port, source=None, timeout=5.0):
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        if source:
            self.sock.bind((source, 0))
        self.sock.settimeout(timeout)
        self.sock.connect((HOST, port))
        self.buf = b""
        self.closed = False

    def send(self, line):
        try:
            self.sock.sendall(line.encode("utf-8", "surrogatepass") + b"\n")
        except OSError:
            self.closed = True

    def read_until(self, pattern, timeout=5.0):
        """Reads until `pattern` (a regex on the text so far) matches or
        the time is up; returns the text read (all of it)."""
        end = time.monotonic() + timeout
        rx = re.compile(pattern)
        while not rx.search(self.buf.decode("utf-8", "replace")):
            left = end - time.monotonic()
            if left <= 0 or self.closed:
                break
            ready = readable(self.sock, left)
            if not ready:
                break
            try:
                data = self.sock.recv(65536)
            except OSError:
                data = b""
            if not data:
                self.closed = True
                break
            self.buf += data
        text = self.buf.decode("utf-8", "replace")
        self.buf = b""
        return text

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass


def login(port, name, source=None, timeout=5.0):
    c = Conn(port, source)
    c.read_until(r"Login: ", timeout)
    c.send(name)
    text = c.read_until(r"#> |Login: |Password: |full|Too many|closed", timeout)
    return c, text


# --------------------------------------------------------------------------
# Tokens


def untemper(y):
    y ^= y >> 18
    y ^= (y << 15) & 0xEFC60000
    r = y
    for _ in range(5):
        r = y ^ ((r << 7) & 0x9D2C5680)
    y = r & 0xFFFFFFFF
    r = y
    for _ in range(3):
        r = y ^ (r >> 11)
    return r & 0xFFFFFFFF


def temper(y):
    y ^= y >> 11
    y ^= (y << 7) & 0x9D2C5680
    y ^= (y << 15) & 0xEFC60000
    y ^= y >> 18
    return y & 0xFFFFFFFF


def mt_next(seen, n):
    x = [untemper(v) for v in seen[-624:]]
    out = []
    for _ in range(n):
        y = (x[-624] & 0x80000000) | (x[-623] & 0x7FFFFFFF)
        v = x[-624 + 397] ^ (y >> 1) ^ (0x9908B0DF if y & 1 else 0)
        x.append(v)
        out.append(temper(v))
    return out


def words(token, backwards):
    w = [int(token[i:i + 8], 16) for i in range(0, len(token) - len(token) % 8, 8)]
    return w[::-1] if backwards else w


def attack_tokens(port):
    tokens = []
    for i in range(313):
        c, text = login(port, "tok%d" % i)
        m = re.search(r"token ([0-9a-f]+)", text)
        c.close()
        if not m:
            return {"ok": False, "said": "no token at login %d: %r" % (i, text[-200:])}
        tokens.append(m.group(1))
    predicted = False
    for backwards in (False, True):
        seen = [v for t in tokens[:312] for v in words(t, backwards)]
        last = words(tokens[312], backwards)
        if len(seen) >= 624 and mt_next(seen, len(last)) == last:
            predicted = True
    bits = 4 * len(tokens[0])
    return {"ok": not predicted,
            "said": "313 tokens of %d bits, the 313th %s" % (bits, "PREDICTED" if predicted else "not predicted")}


# --------------------------------------------------------------------------
# The code sweep


def attack_sweep(port, seconds=30.0):
    conns = [None] * 4
    tries = [0] * 4
    answered = waits = 0
    found = None
    sent = 0
    names = 0

    def fresh(i):
        nonlocal names
        if conns[i]:
            conns[i].close()
        names += 1
        conns[i], _ = login(port, "sweep%d" % names)

    for i in range(4):
        fresh(i)
    start = time.monotonic()
    code = 0
    next_at = [start] * 4
    while time.monotonic() - start < seconds and code < 10000:
        i = min(range(4), key=lambda k: next_at[k])
        now = time.monotonic()
        if next_at[i] > now:
            time.sleep(next_at[i] - now)
        if time.monotonic() - start >= seconds:
            break
        c = conns[i]
        c.send("/code %04d" % code)
        text = c.read_until(r"not this room's code|before the next try|code ok", 3.0)
        sent += 1
        if "code ok" in text:
            found = "%04d" % code
        answered += text.count("not this room's code")
        waits += text.count("before the next try")
        code += 1
        tries[i] += 1
        next_at[i] = time.monotonic() + 1 / 19.0
        if tries[i] % 38 == 0 or c.closed:
            fresh(i)
    for c in conns:
        c.close()
    elapsed = time.monotonic() - start
    ok = answered <= 150 and found is None
    return {"ok": ok,
            "said": "%d tries in %.1f s from 4 connections: %d wrong codes answered, %d told to wait, code %s"
                    % (sent, elapsed, answered, waits, "FOUND " + found if found else "not found")}


# --------------------------------------------------------------------------
# Names


# Names that must be refused: paths, invisible and control characters,
# look-alikes of "alice" (in the room meanwhile) and of "bob".
HOSTILE_NAMES = [
    "a/../../../..", "/../evil", "..", ".", "../x", "a\\b", "x\u0001y", "tab\tname",
    "rl\u202eo", "zero\u200bwidth", "bell\u0007", "ａｌｉｃｅ", "Alice", "ALICE", "\u0430lice",
    "b\u0301ob", "αlice", "Ωmega", "-dash", "dot.",
]
# Names that must be taken (any script, marks that make a letter).
GOOD_NAMES = ["e\u0301", "名前", "ok-name_1.2", "Иван", "अनु"]


def files_under(folder):
    found = set()
    for root, dirs, files in os.walk(folder):
        for f in files + dirs:
            found.add(os.path.join(root, f))
    return found


def attack_names(port, records, code):
    outside = os.path.dirname(os.path.dirname(records))
    before = files_under(outside) - files_under(records)
    taken = []
    c_alice, text = login(port, "alice", source=SOURCE_NAMES)
    c_bob, text = login(port, "bob", source=SOURCE_NAMES)
    for name in HOSTILE_NAMES:
        c, text = login(port, name, source=SOURCE_NAMES)
        if "guest account" in text:
            taken.append(name)
            c.send("quit")
        c.close()
    refused_good = []
    for name in GOOD_NAMES:
        c, text = login(port, name, source=SOURCE_NAMES)
        if "guest account" not in text:
            refused_good.append(name)
        c.close()
    # The old room's write outside the folder: two traversal names at a table.
    pair = []
    for name in ("a/../../../..", "/../evil"):
        c, text = login(port, name, source=SOURCE_NAMES)
        if "guest account" in text:
            pair.append(c)
        else:
            c.close()
    game = "no game: the names were refused"
    if len(pair) == 2:
        for c in pair:
            c.send("set client true")
            c.send("/code %s" % code)
            c.send("/join 1")
            c.read_until(r"seat 1 [BW] ", 3.0)
        pair[0].read_until(r"seat 1 W ", 3.0)
        pair[0].send("/start")
        started = "Creating match" in pair[0].read_until(r"Creating match", 3.0)
        pair[0].send("D4")
        pair[0].read_until(r"D4", 3.0)
        time.sleep(1.0)
        game = "a game between two of them %s" % ("played" if started else "NOT started")
        for c in pair:
            c.close()
    c_alice.close()
    c_bob.close()
    time.sleep(0.5)
    after = files_under(outside) - files_under(records)
    new = sorted(after - before)
    ok = not new and not taken and not refused_good
    return {"ok": ok,
            "said": "%d of %d hostile names taken%s; %d of %d good names refused%s; %s; "
                    "written outside the records folder: %s"
                    % (len(taken), len(HOSTILE_NAMES), (" (%s)" % ", ".join(repr(n) for n in taken)) if taken else "",
                       len(refused_good), len(GOOD_NAMES),
                       (" (%s)" % ", ".join(repr(n) for n in refused_good)) if refused_good else "",
                       game, ", ".join(new) or "nothing")}


# --------------------------------------------------------------------------
# Silent connections


def attack_silent(port):
    silent = []
    for _ in range(200):
        try:
            s = socket.create_connection((HOST, port), timeout=5)
            silent.append(s)
        except OSError:
            break
    t0 = time.monotonic()
    # Someone else on the network, at once.
    other_said = ""
    try:
        t = time.monotonic()
        c, text = login(port, "neighbour", source="127.0.0.2", timeout=10.0)
        other_said = "from 127.0.0.2 at once: %s in %.2f s" % (
            "in" if "guest account" in text else "REFUSED", time.monotonic() - t)
        c.close()
    except OSError as e:
        other_said = "from 127.0.0.2: %s" % e
    # Are the silent ones closed, and when?
    open_at_25 = None
    while time.monotonic() - t0 < 35:
        time.sleep(0.5)
        if open_at_25 is None and time.monotonic() - t0 >= 25:
            open_at_25 = 0
            for s in silent:
                s.setblocking(False)
                try:
                    data = s.recv(4096)
                    if data:
                        data = s.recv(4096)
                    open_at_25 += data != b""
                except BlockingIOError:
                    open_at_25 += 1
                except OSError:
                    pass
    t = time.monotonic()
    ok = False
    try:
        c, text = login(port, "newcomer", timeout=10.0)
        ok = "guest account" in text
        c.close()
        said = "newcomer 35 s after 200 silent connections: %s in %.2f s" % ("logged" if ok else "NOT logged",
                                                                              time.monotonic() - t)
    except OSError as e:
        said = "newcomer: %s" % e
    for s in silent:
        s.close()
    return {"ok": ok, "said": "%s; %s; silent ones still open at 25 s: %s" % (said, other_said, open_at_25)}


# --------------------------------------------------------------------------
# Flood


def attack_flood(port):
    c, text = login(port, "flood", source=SOURCE_FLOOD)
    start = time.monotonic()
    closed_after = None
    c.sock.setblocking(False)
    while time.monotonic() - start < 20:
        t = time.monotonic()
        try:
            c.sock.send(b"ayt\n")
        except (BlockingIOError, InterruptedError):
            pass
        except OSError:
            closed_after = time.monotonic() - start
            break
        try:
            while True:
                data = c.sock.recv(65536)
                if not data:
                    closed_after = time.monotonic() - start
                    break
        except (BlockingIOError, InterruptedError):
            pass
        except OSError:
            closed_after = time.monotonic() - start
        if closed_after is not None:
            break
        delay = 0.001 - (time.monotonic() - t)
        if delay > 0:
            time.sleep(delay)
    c.close()
    ok = closed_after is not None and closed_after < 12
    return {"ok": ok, "said": "1,000 lines a second: %s" % (
        "closed after %.1f s" % closed_after if closed_after is not None else "NOT closed in 20 s")}


# --------------------------------------------------------------------------
# The pupils' page's port


class WebSocket:
    """The page's WebSocket, as a browser opens it (RFC 6455, text
    frames only)."""

    def __init__(self, port, source=None, timeout=5.0):
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        if source:
            self.sock.bind((source, 0))
        self.sock.settimeout(timeout)
        self.sock.connect((HOST, port))
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(("GET /room HTTP/1.1\r\nHost: %s:%d\r\nOrigin: http://%s:%d\r\nUpgrade: websocket\r\n"
                           "Connection: Upgrade\r\nSec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n\r\n"
                           % (HOST, port, HOST, port, key)).encode())
        self.buf = b""
        while b"\r\n\r\n" not in self.buf:
            data = self.sock.recv(4096)
            if not data:
                raise OSError("closed before the upgrade")
            self.buf += data
        head, self.buf = self.buf.split(b"\r\n\r\n", 1)
        if not head.startswith(b"HTTP/1.1 101"):
            raise OSError("not upgraded: %r" % head[:40])
        self.text = ""

    def send(self, line):
        payload = line.encode()
        mask = os.urandom(4)
        n = len(payload)
        head = bytes([0x81, 0x80 | n]) if n < 126 else bytes([0x81, 0x80 | 126]) + n.to_bytes(2, "big")
        self.sock.sendall(head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def _frames(self):
        while len(self.buf) >= 2:
            n = self.buf[1] & 0x7F
            at = 2
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
            self.buf = self.buf[at + n:]

    def read_until(self, pattern, timeout=5.0):
        end = time.monotonic() + timeout
        rx = re.compile(pattern)
        self._frames()
        while not rx.search(self.text):
            left = end - time.monotonic()
            if left <= 0:
                break
            ready = readable(self.sock, left)
            if not ready:
                break
            data = self.sock.recv(65536)
            if not data:
                break
            self.buf += data
            self._frames()
        text, self.text = self.text, ""
        return text

    def close(self):
        self.sock.close()


def host_figures(pid):
    """The host's CPU time (s), resident memory (MB) and open descriptors."""
    fields = open("/proc/%d/stat" % pid).read().rsplit(")", 1)[1].split()
    cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    rss = 0
    for line in open("/proc/%d/status" % pid):
        if line.startswith("VmRSS:"):
            rss = int(line.split()[1]) / 1024
    return cpu, rss, len(os.listdir("/proc/%d/fd" % pid))


def moves_written(records):
    """The moves in the records folder's games."""
    n = 0
    for root, _, files in os.walk(records):
        for f in files:
            if f.endswith(".sgf"):
                n += len(re.findall(r";[BW]\[", open(os.path.join(root, f), encoding="utf-8", errors="replace").read()))
    return n


def seated_pair(port, code, table):
    pair = []
    for name in ("webblack%d" % table, "webwhite%d" % table):
        c, _ = login(port, name, source=SOURCE_GAME)
        pair.append(c)
    for c in pair:
        c.send("set client true")
        c.send("/code %s" % code)
        c.send("/join %d" % table)
        c.read_until(r"seat %d [BW] " % table, 3.0)
    pair[0].read_until(r"seat %d W " % table, 3.0)
    pair[0].send("/start")
    pair[0].read_until(r"Creating match", 3.0)
    pair[0].send("D4")
    pair[0].read_until(r"D4", 3.0)
    pair[1].read_until(r"D4", 3.0)
    return pair


def newcomer_web(web_port, name):
    t = time.monotonic()
    try:
        ws = WebSocket(web_port, source=SOURCE_PUPIL, timeout=10.0)
        ws.read_until(r"Login: ", 10.0)
        ws.send(name)
        text = ws.read_until(r"guest account|#>|full|Too many", 10.0)
        ws.close()
        return "guest account" in text, time.monotonic() - t
    except OSError as e:
        return False, time.monotonic() - t


def attack_web(port, web_port, code, pid, records, log_path, table, sources=(SOURCE_WEB,), seconds=15.0):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and hard < 1400:
        return {"ok": False, "said": "this shell allows %d descriptors: 1,100 connections need more" % hard}
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(4096, hard) if hard != resource.RLIM_INFINITY else 4096, hard))
    pair = seated_pair(port, code, table)
    written_before = moves_written(records)
    log_before = os.path.getsize(log_path)
    cpu0, rss0, fds0 = host_figures(pid)
    worst_rss, worst_fds = rss0, fds0
    held = []
    t0 = time.monotonic()
    for i in range(1100):
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.bind((sources[i % len(sources)], 0))
        s.setblocking(False)
        s.connect_ex((HOST, web_port))
        held.append(s)
    started = time.monotonic() - t0
    request = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    unsent = list(held)
    closed_at = {}
    refused = 0
    tcp_said = web_said = move_said = ""
    ok = True
    tick = 0
    while time.monotonic() - t0 < seconds:
        # The head goes out as each connection is made; the host's answers
        # (a refusal) and its closes are read.
        still = []
        for s in unsent:
            try:
                s.send(request)
            except (BlockingIOError, InterruptedError):
                still.append(s)
            except OSError as e:
                if e.errno in (errno.ENOTCONN, errno.EAGAIN, errno.EINPROGRESS, errno.EALREADY):
                    still.append(s)   # not connected yet: in the kernel's queue
                else:
                    closed_at.setdefault(s, time.monotonic() - t0)
        unsent = still
        for s in held:
            if s in closed_at:
                continue
            try:
                data = s.recv(4096)
            except (BlockingIOError, InterruptedError):
                continue
            except OSError as e:
                if e.errno != errno.ENOTCONN:
                    closed_at[s] = time.monotonic() - t0
                continue
            if data.startswith(b"HTTP/1.1 503"):
                refused += 1
            if not data:
                closed_at[s] = time.monotonic() - t0
        cpu, rss, fds = host_figures(pid)
        worst_rss, worst_fds = max(worst_rss, rss), max(worst_fds, fds)
        tick += 1
        if tick == 3:
            # A second in: a newcomer over TCP, one on the page, the pair's move.
            t = time.monotonic()
            try:
                c, text = login(port, "newcomer%d" % table, timeout=10.0)
                tcp_in = "guest account" in text
                c.close()
            except OSError:
                tcp_in = False
            tcp_time = time.monotonic() - t
            web_in, web_time = newcomer_web(web_port, "pupil%d" % table)
            pair[1].send("F6")
            said = pair[1].read_until(r"\(W\): F6|cannot save|paused|Not a point", 5.0)
            time.sleep(0.5)
            saved = moves_written(records) > written_before and "cannot save" not in said
            ok &= tcp_in and tcp_time <= 2 and web_in and web_time <= 2 and saved
            tcp_said = "TCP newcomer %s in %.2f s" % ("logged" if tcp_in else "NOT logged", tcp_time)
            web_said = "page's newcomer %s in %.2f s" % ("logged" if web_in else "NOT logged", web_time)
            move_said = "the pair's move %s" % ("written" if saved else "NOT WRITTEN")
        time.sleep(0.3)
    cpu1, _, _ = host_figures(pid)
    open_at_end = len(held) - len(closed_at)
    for s in held:
        s.close()
    for c in pair:
        c.close()
    time.sleep(2)
    cpu2, rss2, fds2 = host_figures(pid)
    log_grew = os.path.getsize(log_path) - log_before
    times = sorted(closed_at.values())
    ok &= worst_fds < HOST_NOFILE and open_at_end == 0
    return {"ok": ok,
            "said": "1,100 connections from %d address%s made in %.2f s: %s; %s; %s; the host answered 503 to %d, closed %d "
                    "(the last at %.1f s), %d still open at %.0f s; host CPU %.2f s in %.0f s, memory %.0f MB "
                    "(at worst %.0f, after %.0f), descriptors %d (at worst %d of %d, after %d); its log grew "
                    "%d bytes"
                    % (len(sources), "" if len(sources) == 1 else "es", started, tcp_said or "no newcomer", web_said or "-", move_said or "-", refused, len(closed_at),
                       times[-1] if times else 0, open_at_end, seconds, cpu1 - cpu0, seconds, rss0, worst_rss,
                       rss2, fds0, worst_fds, HOST_NOFILE, fds2, log_grew)}



def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("tool")
    ap.add_argument("--port", type=int, default=20150)
    ap.add_argument("--only", default="tokens,sweep,names,silent,flood,web,webmany")
    args = ap.parse_args()
    work = tempfile.mkdtemp(prefix="ishi-attack-")
    records = os.path.join(work, "a", "b", "records")
    log_path = os.path.join(work, "host.log")

    def as_a_desktop():
        hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
        resource.setrlimit(resource.RLIMIT_NOFILE, (HOST_NOFILE, hard))

    log = open(log_path, "w")
    server = subprocess.Popen([args.tool, "serve", "--address", HOST, "--port", str(args.port), "--records",
                               records, "--class", "--name", "attack"],
                              stdout=subprocess.PIPE, stderr=log, text=True, preexec_fn=as_a_desktop)
    held = True
    try:
        first = server.stdout.readline()
        m = re.search(r"code (\d+), port (\d+)", first)
        if not m:
            print("the host did not start:", first, open(log_path).read(), file=sys.stderr)
            return 2
        code, port = m.group(1), int(m.group(2))
        attacks = {"tokens": lambda: attack_tokens(port), "sweep": lambda: attack_sweep(port),
                   "names": lambda: attack_names(port, records, code), "silent": lambda: attack_silent(port),
                   "flood": lambda: attack_flood(port),
                   "web": lambda: attack_web(port, port + 1, code, server.pid, records, log_path, 1),
                   "webmany": lambda: attack_web(port, port + 1, code, server.pid, records, log_path, 2,
                                                 ["127.0.1.%d" % i for i in range(1, 33)])}
        for name in args.only.split(","):
            t = time.monotonic()
            result = attacks[name]()
            held &= result["ok"]
            print("%-7s %-5s %s (%.0f s)" % (name, "held" if result["ok"] else "LOST", result["said"],
                                             time.monotonic() - t), flush=True)
            time.sleep(1)
    finally:
        server.terminate()
        try:
            server.wait(15)
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()
        with open(log_path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        shutil.rmtree(work, ignore_errors=True)
        lines = [l for l in text.splitlines() if "127.0.0" in l]
        print("host's log: %d lines naming an address%s" % (len(lines), (", e.g. " + lines[0]) if lines else ""))
    return 0 if held else 1


if __name__ == "__main__":
    sys.exit(main())
