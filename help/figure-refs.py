#!/usr/bin/env python3
# figure-refs.py LANG.po POT : after the pictures changed (make-screenshots.sh),
# LANG.po follows the pages' template POT and each picture's entry (itstool's
# "external ref", whose context carries the picture's checksum) names the same
# file again: a language's own picture, where it has one, is found under
# help/LANG/figures by that name.  The other messages are left as they are.
import re
import subprocess
import sys

po, pot = sys.argv[1], sys.argv[2]
subprocess.run(['msgmerge', '--quiet', '--update', '--backup=none', po, pot], check=True)
subprocess.run(['msgattrib', '--no-obsolete', '-o', po, po], check=True)
with open(po, encoding='utf-8') as f:
    entries = f.read().split('\n\n')
out = []
for entry in entries:
    ref = re.search(r'^(?:msgid )?"external ref=\'([^\']+)\'', entry, re.M)
    if ref and re.search(r'^msgctxt "_"', entry, re.M):
        entry = re.sub(r'^#, fuzzy\n', '', entry, flags=re.M)
        entry = re.sub(r'^#, fuzzy, ', '#, ', entry, flags=re.M)
        entry = re.sub(r'^#\| .*\n', '', entry, flags=re.M)
        entry = re.sub(r'^msgstr (.|\n)*', 'msgstr "%s"' % ref.group(1), entry, flags=re.M)
    out.append(entry)
with open(po, 'w', encoding='utf-8') as f:
    f.write('\n\n'.join(out))
