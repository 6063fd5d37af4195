#!/usr/bin/env python3
# Converts sgfmill's expected results for its "play" tests
# (../shared/testdata/go-rules/sgfmill/expected.json) into the plain text
# that tests/test-go-testdata.c reads, so that the test needs no JSON
# parser.  Nothing is computed: moves, stones and ko points are copied.
# The board size is taken from SZ[] of the case's SGF file.
#
#   python3 tests/data/go/sgfmill-convert.py \
#       ../shared/testdata/go-rules/sgfmill > tests/data/go/sgfmill-play.txt
#
# SPDX-License-Identifier: GPL-3.0-or-later
import json
import os
import re
import sys

folder = sys.argv[1]
cases = json.load(open(os.path.join(folder, "expected.json"), encoding="utf-8"))
print("# sgfmill play tests, converted by tests/data/go/sgfmill-convert.py from")
print("# go-rules/sgfmill/expected.json in the shared testdata.  One block a case:")
print("#   case CODE FILE SIZE   moves COLOUR POINT...   black POINT...")
print("#   white POINT...        ko POINT (or -: no simple-ko point)")
print("# sgfmill's board allows suicide (self-capture removes the string).")
for c in cases:
    if c["kind"] != "play":
        continue
    sgf = open(os.path.join(folder, c["sgf"]), encoding="utf-8").read()
    size = int(re.search(r"SZ\[(\d+)\]", sgf).group(1))
    print()
    print("case %s %s %d" % (c["code"], c["sgf"], size))
    print(" ".join(["moves"] + c["moves"]))
    print(" ".join(["black"] + c["expected_black"]))
    print(" ".join(["white"] + c["expected_white"]))
    print("ko %s" % (c["simple_ko_point"] or "-"))
