#!/usr/bin/env python3
# Checks that the packaging agrees with the build (tests/validate/meson.build):
#
#   check-packaging.py versions VERSION METAINFO CHANGELOG
#       the newest release of the metainfo and the Debian changelog's
#       upstream version are meson's VERSION; releases newest first, dated
#   check-packaging.py lessons FOLDER INSTALLED...
#       every lesson (*.xml) in FOLDER is one that meson installs
#   check-packaging.py manpage ISHI_TOOL MANPAGE
#       the man page lists exactly the commands of `ishi-tool --help`
#   check-packaging.py flatpak MANIFEST APP_ID
#       the Flatpak manifest is JSON, names the app, its permissions, and
#       builds GNU Go from its release tarball, checked by sha256
#
# Each prints what is wrong, one line a fault, and exits 1.
#
# SPDX-License-Identifier: GPL-3.0-or-later
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET


def versions(version, metainfo, changelog):
    faults = []
    releases = ET.parse(metainfo).getroot().findall("./releases/release")
    if not releases:
        return [f"{metainfo}: no <release> in <releases>"]
    newest = releases[0].get("version")
    if newest != version:
        faults.append(f"{metainfo}: the newest release is {newest}, meson.build says {version}")
    dates = [r.get("date") or "" for r in releases]
    for r, d in zip(releases, dates):
        if not re.fullmatch(r"\d{4}-\d\d-\d\d", d):
            faults.append(f"{metainfo}: release {r.get('version')} has no date (YYYY-MM-DD)")
        if not r.findtext("./description/p", "").strip():
            faults.append(f"{metainfo}: release {r.get('version')} says nothing of what it brought")
    if dates != sorted(dates, reverse=True):
        faults.append(f"{metainfo}: the releases are not newest first: {', '.join(dates)}")
    with open(changelog, encoding="utf-8") as f:
        first = f.readline()
    m = re.match(r"ishi \(([^)]+)\)", first)
    if not m:
        faults.append(f"{changelog}:1: not a changelog entry of ishi: {first.strip()}")
    elif m.group(1).rsplit("-", 1)[0] != version:
        faults.append(f"{changelog}:1: version {m.group(1)}, meson.build says {version} "
                      f"(add an entry for {version}-1)")
    return faults


def lessons(folder, installed):
    names = {os.path.basename(p) for p in installed}
    return [f"{folder}/{n}: a lesson that is not installed (add it to data/lessons/meson.build)"
            for n in sorted(os.listdir(folder)) if n.endswith(".xml") and n not in names]


def manpage(tool, page):
    env = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="")
    out = subprocess.run([tool, "--help"], capture_output=True, text=True, check=True,
                         env=env).stdout
    block = out.split("Commands:", 1)[1].split("\n\n", 1)[0]
    commands = set(re.findall(r"^  ([a-z][a-z-]*)", block, re.M))
    with open(page, encoding="utf-8") as f:
        text = f.read()
    section = text.split(".SH COMMANDS", 1)[1].split("\n.SH ", 1)[0]
    listed = {c.replace("\\-", "-") for c in re.findall(r"^\.TP\n\.B (\S+)$", section, re.M)}
    if not commands:
        return [f"{tool} --help: no commands found"]
    return ([f"{page}: command {c} is missing from COMMANDS" for c in sorted(commands - listed)]
            + [f"{page}: command {c} is not one of ishi-tool's" for c in sorted(listed - commands)])


def flatpak(manifest, app_id):
    faults = []
    try:
        with open(manifest, encoding="utf-8") as f:
            m = json.load(f)
    except ValueError as e:
        return [f"{manifest}: not JSON: {e}"]
    if m.get("id", m.get("app-id")) != app_id:
        faults.append(f"{manifest}: id is {m.get('id')}, not {app_id}")
    if m.get("command") != "ishi":
        faults.append(f"{manifest}: command is {m.get('command')}, not ishi")
    if m.get("runtime") != "org.gnome.Platform" or m.get("sdk") != "org.gnome.Sdk":
        faults.append(f"{manifest}: not the GNOME runtime and SDK")
    args = m.get("finish-args", [])
    for need in ("--share=network", "--share=ipc", "--socket=wayland", "--socket=fallback-x11"):
        if need not in args:
            faults.append(f"{manifest}: finish-args lack {need}")
    modules = {mod.get("name"): mod for mod in m.get("modules", []) if isinstance(mod, dict)}
    gnugo = modules.get("gnugo", {})
    archives = [s for s in gnugo.get("sources", []) if s.get("type") == "archive"]
    if not archives or not re.fullmatch(r"[0-9a-f]{64}", archives[0].get("sha256", "")):
        faults.append(f"{manifest}: no gnugo module built from a tarball with its sha256")
    elif not archives[0].get("url", "").startswith("https://ftp.gnu.org/gnu/gnugo/"):
        faults.append(f"{manifest}: gnugo does not come from ftp.gnu.org")
    last = m.get("modules", [{}])[-1]
    if last.get("name") != "ishi" or last.get("buildsystem") != "meson":
        faults.append(f"{manifest}: the last module is not ishi built with meson")
    return faults


def main(argv):
    checks = {"versions": (versions, 3), "lessons": (lessons, None),
              "manpage": (manpage, 2), "flatpak": (flatpak, 2)}
    if len(argv) < 2 or argv[1] not in checks:
        print(f"usage: {argv[0]} {'|'.join(checks)} ARGUMENTS…", file=sys.stderr)
        return 2
    check, count = checks[argv[1]]
    args = argv[2:]
    if count is not None and len(args) != count:
        print(f"{argv[1]}: {count} arguments, not {len(args)}", file=sys.stderr)
        return 2
    faults = check(args[0], args[1:]) if count is None else check(*args)
    for fault in faults:
        print(fault)
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
