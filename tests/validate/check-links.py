#!/usr/bin/env python3
# check-links.py SOURCE_ROOT FILE.md… : every link of these Markdown pages
# that points into the repository leads somewhere.
#
# A relative link ([text](path), ![alt](path), <img src="path">) must name
# a file or folder that exists, relative to the page that holds it; a
# link with an anchor (path#name, or #name on the same page) must name a
# heading of that page as GitHub makes its anchors (lower case, spaces to
# hyphens, punctuation dropped, -1, -2… for repeats).  Links to other
# sites (http:, https:, mailto:) are only listed with -v: the test runs
# with no network.
import os
import re
import sys

LINK = re.compile(r'!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)')
IMG = re.compile(r'<img\s[^>]*src="([^"]+)"')
HEADING = re.compile(r'^(#{1,6})\s+(.*?)\s*#*\s*$')
FENCE = re.compile(r'^\s*(```|~~~)')


def strip_code(lines):
    """The lines outside fenced code blocks, with their numbers."""
    inside = False
    for number, line in enumerate(lines, 1):
        if FENCE.match(line):
            inside = not inside
            continue
        if not inside:
            yield number, line


def slug(text):
    text = re.sub(r'`([^`]*)`', r'\1', text)
    text = re.sub(r'\[([^\]]*)\]\([^)]*\)', r'\1', text)
    text = re.sub(r'[*_]', '', text).strip().lower()
    out = []
    for ch in text:
        if ch.isalnum() or ch in '-_':
            out.append(ch)
        elif ch == ' ':
            out.append('-')
    return ''.join(out)


def anchors(path, cache={}):
    if path not in cache:
        seen = {}
        names = set()
        with open(path, encoding='utf-8') as f:
            for _, line in strip_code(f.read().split('\n')):
                m = HEADING.match(line)
                if not m:
                    continue
                base = slug(m.group(2))
                n = seen.get(base, 0)
                seen[base] = n + 1
                names.add(base if n == 0 else f'{base}-{n}')
        cache[path] = names
    return cache[path]


def main():
    args = sys.argv[1:]
    verbose = '-v' in args
    args = [a for a in args if a != '-v']
    root, pages = args[0], args[1:]
    bad = 0
    checked = 0
    for page in pages:
        path = os.path.join(root, page)
        with open(path, encoding='utf-8') as f:
            lines = f.read().split('\n')
        for number, line in strip_code(lines):
            line = re.sub(r'`[^`]*`', '', line)
            for target in LINK.findall(line) + IMG.findall(line):
                where = f'{page}:{number}'
                if re.match(r'^[a-z][a-z0-9+.-]*:', target):
                    if verbose:
                        print(f'{where}: not followed: {target}')
                    continue
                checked += 1
                file_part, _, anchor = target.partition('#')
                dest = os.path.normpath(os.path.join(os.path.dirname(path), file_part)) if file_part else path
                if not os.path.exists(dest):
                    print(f'{where}: no such file: {target}')
                    bad += 1
                    continue
                if anchor and dest.endswith('.md') and anchor not in anchors(dest):
                    print(f'{where}: no heading for #{anchor} in {os.path.relpath(dest, root)}')
                    bad += 1
    print(f'{checked} links checked, {bad} broken')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
