#!/usr/bin/env python3
# relay.py LISTEN TARGET OUT DURATION
# A logging relay on loopback, to record a server's real lines as a test
# script (tests/ishi-test-util.h): 127.0.0.1:LISTEN -> 127.0.0.1:TARGET;
# writes "< line" for what the server sent and "> line" for what the
# client sent, "== connection" between connections.  Serves connections
# one after another, for at most DURATION seconds.
# SPDX-License-Identifier: GPL-3.0-or-later
import socket, select, sys, time
listen, target, out, duration = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], float(sys.argv[4])
srv = socket.socket(); srv.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
srv.bind(('127.0.0.1', listen)); srv.listen(4); srv.settimeout(1)
log = open(out, 'w'); end = time.time() + duration
def emit(prefix, data, buf):
    buf += data
    while b'\n' in buf:
        line, buf = buf.split(b'\n', 1)
        log.write(prefix + line.decode('utf-8', 'replace').rstrip('\r') + '\n')
    log.flush()
    return buf
first = True
while time.time() < end:
    try:
        c, _ = srv.accept()
    except socket.timeout:
        continue
    if not first: log.write('== connection\n')
    first = False
    s = socket.create_connection(('127.0.0.1', target))
    bs = b''; bc = b''
    while time.time() < end:
        r, _, _ = select.select([c, s], [], [], 0.5)
        if s in r:
            d = s.recv(4096)
            if not d: break
            c.sendall(d); bs = emit('< ', d, bs)
            if bs and (bs.endswith(b'Login: ') or bs.endswith(b'#> ')):
                log.write('< ' + bs.decode() + '|\n'); bs = b''
        if c in r:
            d = c.recv(4096)
            if not d: break
            s.sendall(d); bc = emit('> ', d, bc)
    c.close(); s.close()
    log.write('# connection closed\n'); log.flush()
