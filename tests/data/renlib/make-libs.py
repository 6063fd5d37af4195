#!/usr/bin/env python3
"""Writes the RenLib libraries of tests/data/renlib/ (test-renlib.c reads
them): built byte by byte from the format as core/record/ishi-renlib.c
describes it, their texts encoded by Python's own codecs (gbk, cp932,
cp1252), so that Ishi's reader is checked against an encoder it does not
share.  Run it from this folder: python3 make-libs.py

A node is its point (x + 16 (y - 1), x and y 1-15, y from the top; 0 for
the root) and its flags (0x80 a sibling follows, 0x40 no child, 0x08 a
comment follows, 0x02 no move, 0x01 two more bytes, the second 0x01 when a
board text follows); texts end with a NUL and are padded to an even length.
"""

HEADER = bytes([0xFF]) + b"RenLib" + bytes([0xFF, 3, 4]) + bytes([0xFF] * 10)
DOWN, RIGHT, COMMENT, NO_MOVE, EXTENSION = 0x80, 0x40, 0x08, 0x02, 0x01


def point(name):
    """'h8' -> the library's byte."""
    x = ord(name[0]) - ord('a') + 1
    y = 16 - int(name[1:])
    return x + 16 * (y - 1)


def text(raw):
    """A text's bytes, NUL-ended, padded to an even length."""
    raw += b"\0"
    if len(raw) % 2:
        raw += b"\0"
    return raw


def node(at, flags=0, comment=None, board=None):
    out = bytes([point(at) if at else 0, flags
                 | (COMMENT if comment is not None else 0)
                 | (EXTENSION if board is not None else 0)])
    if board is not None:
        out += bytes([0x00, 0x01])
    if comment is not None:
        out += text(comment)
    if board is not None:
        out += text(board)
    return out


def gbk():
    """The openings library's welcome (the issue's) and Chinese comments in
    GBK; one comment is cut short in the middle of a character, as RenLib's
    fixed buffers cut them: the byte GBK cannot read must not turn the whole
    library into windows-1252. Board texts A and B on i8 and g10 after
    h8 h9 i9, B on the move g10 (the library's own letters). """
    c = lambda s: s.encode("gbk")
    return (HEADER
            + node(None, 0, c("★欢迎使用Renlib棋谱库软件！"))
            + node("h8")
            + node("h9")
            + node("i9", 0, c("花月\b黑必胜的开局。"))
            + node("i8", DOWN | NO_MOVE | RIGHT, board=b"A")
            + node("g10", DOWN, c("白方最强的防守"), board=b"B")
            + node("j10", RIGHT, c("黑棋冲四，") + "胜".encode("gbk")[:1])
            + node("j8", RIGHT, c("黑胜")))


def sjis():
    """Japanese comments in Shift_JIS (CP932), a board text in kana."""
    c = lambda s: s.encode("cp932")
    return (HEADER
            + node(None, 0, c("連珠の定石集"))
            + node("h8")
            + node("h9", 0, c("直接止め"))
            + node("h10", 0, c("寒星\b黒必勝とされる珠型です。"), board=c("あ"))
            + node("i9", RIGHT, c("白四")))


def cp1252():
    """Swedish and Estonian comments in windows-1252."""
    c = lambda s: s.encode("cp1252")
    return (HEADER
            + node(None, 0, c("Öppningar – Svart vinner"))
            + node("h8")
            + node("h9", RIGHT, c("Mängu algus, vit försvarar")))


for name, data in (("gbk.lib", gbk()), ("sjis.lib", sjis()), ("cp1252.lib", cp1252())):
    with open(name, "wb") as f:
        f.write(data)
