#!/usr/bin/env python3
# ishi-room-messages-ids.py — the room's messages by name for the C code
# (ishi-room-message-ids.h), made at build time from the catalogue's rows
# in ishi-room-messages.c, in their order: the enum IshiRoomMessageId, and
# for each message ROOM_MSG_X, its id and its arguments' types as a printf
# format of its conversions alone, which the compiler holds a sender's
# arguments to (ishi-room-messages.h).
#
#   ishi-room-messages-ids.py MESSAGES.c OUT.h
#
# SPDX-License-Identifier: GPL-3.0-or-later
import re
import sys

LIT = r'((?:"(?:[^"\\]|\\.)*"\s*)+)'
ROW = re.compile(r'^  \{ "([a-z0-9-]+)",\s*(ISHI_IGS_[A-Z]+),\s*' + LIT + r',', re.M)
CONVERSION = re.compile(r'%[-.0-9]*[sdugf]')


def c_string(literals):
    """The text of "…" "…" C literals."""
    return ''.join(re.findall(r'"((?:[^"\\]|\\.)*)"', literals))


def main():
    messages_c, out = sys.argv[1:3]
    with open(messages_c, encoding='utf-8') as f:
        source = f.read()
    table = re.search(r'static const IshiRoomMessage messages\[\] = \{(.*?)\n\};', source, re.S)
    if not table:
        sys.exit(f'{messages_c}: no table of messages')
    rows = [(m.group(1), c_string(m.group(3))) for m in ROW.finditer(table.group(1))]
    if len(rows) < 100 or len({r[0] for r in rows}) != len(rows):
        sys.exit(f'{messages_c}: {len(rows)} messages read, or an id twice')
    lines = ['/* ishi-room-message-ids.h — the room\'s messages by name, made at build time',
             ' * from the rows of ishi-room-messages.c by ishi-room-messages-ids.py: do',
             ' * not edit (ishi-room-messages.h says how they are used). */',
             '#pragma once', '',
             'typedef enum {', '  ISHI_ROOM_MSG_NONE,']
    names = []
    for id_, igs in rows:
        name = id_.upper().replace('-', '_')
        names.append(name)
        lines.append(f'  ISHI_ROOM_MSG_{name},')
    lines += ['  ISHI_ROOM_N_MESSAGES', '} IshiRoomMessageId;', '']
    for (id_, igs), name in zip(rows, names):
        conversions = ''.join(CONVERSION.findall(igs.replace('%%', ''))) or '-'
        lines.append(f'#define ROOM_MSG_{name} ISHI_ROOM_MSG_{name}, "{conversions}"')
    with open(out, 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines) + '\n')


if __name__ == '__main__':
    main()
