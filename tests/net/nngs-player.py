#!/usr/bin/env python3
# nngs-player.py HOST PORT NAME BOT [COLOR] [SIZE] [SECONDS]
# A bounded player for checks against a Go server on loopback (see
# nngs-check.sh): logs in as a guest, offers BOT a match, passes at each of
# its turns (after $DELAY s), says done at the count and prints every line
# it receives.  It stops by itself after SECONDS (default 120) or at the
# game's result.  SPDX-License-Identifier: GPL-3.0-or-later
import socket, sys, time, os
DELAY = float(os.environ.get("DELAY", "0.2"))
host, port, me, bot = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
if host not in ('127.0.0.1', '::1', 'localhost'):
    sys.exit('nngs-player.py: loopback only')
color = sys.argv[5] if len(sys.argv) > 5 else 'W'
size = sys.argv[6] if len(sys.argv) > 6 else '9'
s = socket.create_connection((host, port), timeout=5)
s.settimeout(1.0)
buf = b''
def send(line):
    print('C:', line, flush=True); s.sendall((line + '\n').encode())
deadline = time.time() + float(sys.argv[7] if len(sys.argv) > 7 else 120)
state = 'login'; sent_done = False; mycolor = 'B' if color == 'B' else 'W'
while time.time() < deadline:
    try:
        data = s.recv(4096)
    except socket.timeout:
        data = b''
    if data == b'' and state == 'closed':
        break
    buf += data
    if state == 'login' and b'Login:' in buf:
        send(me); state = 'wait'; buf = b''
        continue
    if state == 'wait' and b'#>' in buf:
        send('set client true'); state = 'client'; buf = b''
        time.sleep(0.5)
        send('match %s %s %s 10 10' % (bot, mycolor, size))
        continue
    while b'\n' in buf:
        line, buf = buf.split(b'\n', 1)
        line = line.decode('utf-8', 'replace').rstrip('\r')
        print('S:', line, flush=True)
        other = 'B' if mycolor == 'W' else 'W'
        if line.startswith('15 ') and '(%s):' % other in line:
            time.sleep(DELAY); send("pass")
        if 'You can check your score' in line:
            time.sleep(1.0); send('done')
        if line.startswith('9 {Game') or line.startswith('21 {Game'):
            if 'resigns' in line or 'W ' in line:
                state = 'closed'; deadline = min(deadline, time.time() + 1)
        if 'Creating match' in line and mycolor == 'B':
            time.sleep(DELAY); send("pass")
s.close()
