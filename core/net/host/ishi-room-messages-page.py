#!/usr/bin/env python3
# ishi-room-messages-page.py — the pupils' page's catalogue of the room's
# messages (ishi-says.js), made at build time from the same sources the
# window reads: each message of ishi-room-messages.c with its arguments'
# kinds, its Japanese from po/ja.po (the translation of its words), and
# its child's words from ishi-room-messages-child.txt; and the kanji of
# each school grade (ishi-kanji-grade.c), by which the page keeps a
# reading only over a kanji above the class's grade.
#
#   ishi-room-messages-page.py MESSAGES.c JA.po CHILD.txt KANJI-GRADE.c OUT.js
#
# SPDX-License-Identifier: GPL-3.0-or-later
import json
import re
import sys

LIT = r'((?:"(?:[^"\\]|\\.)*"\s*)+)'
ROW = re.compile(r'\{\s*"([a-z0-9-]+)",\s*ISHI_IGS_[A-Z]+,\s*' + LIT + r',\s*"([a-z]*)",\s*(?:N_\(\s*' + LIT + r'\)|NULL)\s*,\s*(?:N_\(\s*'
                 + LIT + r'\)|NULL)\s*\}', re.S)
ESCAPES = {'n': '\n', 't': '\t', '"': '"', '\\': '\\'}


def c_string(literals):
    """The text of "…" "…" C literals."""
    out = []
    for piece in re.findall(r'"((?:[^"\\]|\\.)*)"', literals):
        out.append(re.sub(r'\\(.)', lambda m: ESCAPES.get(m.group(1), m.group(1)), piece))
    return ''.join(out)


def read_po(path):
    """msgid → msgstr of the translated, not fuzzy, entries."""
    table = {}
    entry, field, fuzzy = {}, None, False

    def done():
        if entry.get('msgid') and entry.get('msgstr') and not fuzzy and 'msgid_plural' not in entry:
            table[entry['msgid']] = entry['msgstr']

    with open(path, encoding='utf-8') as f:
        for line in f:
            line = line.strip()
            if not line:
                done()
                entry, field, fuzzy = {}, None, False
            elif line.startswith('#,') and 'fuzzy' in line:
                fuzzy = True
            elif line.startswith('#'):
                continue
            elif line.startswith('"') and field:
                entry[field] += c_string(line)
            else:
                m = re.match(r'(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")$', line)
                if m:
                    field = m.group(1)
                    entry[field] = c_string(m.group(2))
    done()
    return table


def n_args(igs):
    return len(re.findall(r'%[-.0-9]*[sdugf]', igs.replace('%%', '')))


def kanji_grades(path):
    """The kanji of grades 1 to 6, one string each, from the C table."""
    with open(path, encoding='utf-8') as f:
        source = f.read()
    table = re.search(r'grades\[ISHI_KANJI_GRADES\]\s*=\s*\{(.*?)\};', source, re.S)
    if not table:
        sys.exit(f'{path}: no table of grades')
    grades = [c_string(m.group(1)) for m in re.finditer(LIT + r',', re.sub(r'/\*.*?\*/', '', table.group(1), flags=re.S))]
    if len(grades) != 6 or any(len(g) < 80 for g in grades):
        sys.exit(f'{path}: {len(grades)} grades read')
    return grades


def main():
    messages_c, po, child_txt, grade_c, out = sys.argv[1:6]
    with open(messages_c, encoding='utf-8') as f:
        source = f.read()
    ja = read_po(po)
    child = {}
    with open(child_txt, encoding='utf-8') as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip('\n')
            if not line or line.startswith('#'):
                continue
            key, tab, words = line.partition('\t')
            if not tab or not words:
                sys.exit(f'{child_txt}:{number}: no words after a tab')
            child[key] = words
    says = {}
    for m in ROW.finditer(source):
        id_, igs, kinds = m.group(1), c_string(m.group(2)), m.group(3)
        words = c_string(m.group(4)) if m.group(4) else None
        entry = {'n': n_args(igs), 'kinds': kinds}
        if words:
            if words not in ja:
                sys.exit(f'{po}: no Japanese for the words of {id_}: "{words}"')
            entry['ja'] = ja[words]
        mine = {k.partition('/')[2]: v for k, v in child.items() if k.partition('/')[0] == id_}
        if mine:
            entry['child'] = mine
        says[id_] = entry
    if len(says) < 100:
        sys.exit(f'{messages_c}: only {len(says)} messages read')
    unknown = sorted({k.partition('/')[0] for k in child} - set(says))
    if unknown:
        sys.exit(f'{child_txt}: no such message: {", ".join(unknown)}')
    values = {w: ja[w] for w in ('Black', 'White') if w in ja}
    with open(out, 'w', encoding='utf-8') as f:
        f.write('// ishi-says.js — the room\'s messages in the page\'s words, made at build time by\n'
                '// core/net/ishi-room-messages-page.py from ishi-room-messages.c, po/ja.po and\n'
                '// ishi-room-messages-child.txt: do not edit.\n"use strict";\n\n')
        # One message a line (tests/test-room-say.c reads them so).
        f.write('const SAYS = {\n' + ',\n'.join(f' {json.dumps(k)}: {json.dumps(v, ensure_ascii=False, sort_keys=True)}'
                                              for k, v in sorted(says.items())) + '\n};\n')
        f.write('const SAY_VALUES = ' + json.dumps(values, ensure_ascii=False, sort_keys=True) + ';\n')
        # 学年別漢字配当表: KANJI_GRADES[g - 1] the kanji taught in grade g.
        # (Indented by two: a line of one space and a quote is a message's.)
        f.write('const KANJI_GRADES = [\n' + ',\n'.join('  ' + json.dumps(g, ensure_ascii=False)
                                                         for g in kanji_grades(grade_c)) + '\n];\n')


if __name__ == '__main__':
    main()
