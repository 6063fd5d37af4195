#!/usr/bin/python3
# orca-run.py APP STEPS OUT — plays Ishi with the Orca screen reader
# listening, and writes down what Orca says at each step (issue 23 item 17).
# Run by orca-run.sh, inside a session bus with the accessibility bus and a
# display.  Orca's debug log records every utterance ("SPEECH OUTPUT: ..."),
# whether or not a voice is heard; speech-dispatcher is also pointed at a
# module that writes the text to OUT/speech.txt and runs espeak-ng on it
# (OUT/speech-last.wav holds the last utterance as espeak-ng spoke it).
#
# STEPS is a file of lines (or - for standard input):
#   step TITLE     starts a step of the transcript
#   key K ...      xdotool key names, pressed one after another
#   type TEXT      types TEXT
#   tabto TEXT     presses Tab (at most 15 times, each a step of its own)
#                  until Orca says something with TEXT in it (A|B: A or B)
#   focus          gives the window the keyboard focus, as a window
#                  manager does (there is none on the virtual display)
#   sleep S        waits S seconds
#   shot NAME      saves the screen to OUT/NAME.png (ImageMagick's import)
# Not part of the test suite: it needs Orca, which the suite does not.
#
# SPDX-License-Identifier: GPL-3.0-or-later
import os
import re
import subprocess
import sys
import time

app, steps, out = sys.argv[1], sys.argv[2], sys.argv[3]
os.makedirs(out, exist_ok=True)
log_path = os.path.join(out, "orca-debug.log")
speech_file = os.path.join(out, "speech.txt")

SPEECHD_CONF = """\
AddModule "espeak-ng-file" "sd_generic" "espeak-ng-file.conf"
DefaultModule espeak-ng-file
LanguageDefaultModule "ja" "espeak-ng-file"
AudioOutputMethod "libao"
"""
# sd_generic puts the text in $DATA; the shell that runs the line sees
# ISHI_SPEECH_FILE from the environment.
MODULE_CONF = """\
GenericExecuteSynth "echo \\'$DATA\\' >> \\"$ISHI_SPEECH_FILE\\"; printf %s \\'$DATA\\' | espeak-ng -v $VOICE --stdin -w \\"$ISHI_SPEECH_LAST\\""
GenericCmdDependency "espeak-ng"
GenericLanguage "en" "en-us" "utf-8"
GenericLanguage "ja" "ja" "utf-8"
AddVoice "en" "MALE1" "en-us"
AddVoice "ja" "MALE1" "ja"
DefaultVoice "en-us"
"""


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def setup_speech():
    config = os.path.join(out, "config")
    write(os.path.join(config, "speech-dispatcher", "speechd.conf"), SPEECHD_CONF)
    write(os.path.join(config, "speech-dispatcher", "modules", "espeak-ng-file.conf"), MODULE_CONF)
    runtime = os.path.join(out, "runtime")
    os.makedirs(runtime, mode=0o700, exist_ok=True)
    return dict(os.environ, XDG_CONFIG_HOME=config, XDG_RUNTIME_DIR=runtime,
                ISHI_SPEECH_FILE=speech_file, ISHI_SPEECH_LAST=os.path.join(out, "speech-last.wav"))


class Log:
    """The utterances in Orca's debug log, read from where it was left."""

    def __init__(self, path):
        self.path, self.offset, self.pending = path, 0, None

    def read(self):
        try:
            with open(self.path, "rb") as f:
                f.seek(self.offset)
                data = f.read()
        except FileNotFoundError:
            return []
        # Only whole lines: the rest is read next time.
        end = data.rfind(b"\n") + 1
        self.offset += end
        said = []
        closing = r"'\s*(?:voice=\w+)?\s*(?:\{.*\})?\s*$"
        for line in data[:end].decode("utf-8", "replace").splitlines():
            # An utterance of several lines (a lesson step: counter, title,
            # text) goes on in the lines under it, up to the closing quote.
            if self.pending is not None:
                m = re.search(r"^\s*(.*)" + closing, line)
                self.pending.append((m.group(1) if m else line).strip())
                if m:
                    said.append(" / ".join(self.pending))
                    self.pending = None
                continue
            m = re.search(r"SPEECH OUTPUT: '(.*)" + closing, line)
            if m:
                # Orca's echo of a key pressed ("tab ", "left shift ") ends
                # in a space: left out, so that a step's last words are the
                # app's.
                if m.group(1).strip() and not m.group(1).endswith(" "):
                    said.append(m.group(1))
            elif (m := re.search(r"SPEECH OUTPUT: '(.*)$", line)):
                self.pending = [m.group(1).strip()]
        return said

    def settle(self, quiet=3, least=6, limit=30):
        # Waits until Orca has said nothing new for `quiet` seconds, and at
        # least `least` seconds in all (Orca is slow on a loaded machine).
        said, start, last = [], time.time(), time.time()
        while time.time() < start + limit and (time.time() - last < quiet or time.time() < start + least):
            new = self.read()
            if new:
                said += new
                last = time.time()
            time.sleep(0.2)
        return said


env = setup_speech()
orca = subprocess.Popen(["orca", "--replace", "-u", os.path.join(out, "orca-prefs"),
                         "--debug-file=" + log_path], env=env,
                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
log = Log(log_path)
transcript = open(os.path.join(out, "transcript.txt"), "w")


def report(title, said):
    text = "== " + title + "\n" + "".join("   " + s + "\n" for s in said)
    sys.stdout.write(text)
    sys.stdout.flush()
    transcript.write(text)
    transcript.flush()


end = time.time() + 60
said = []
while time.time() < end and not any("Screen reader on" in s or "スクリーンリーダー" in s for s in said):
    said += log.read()
    time.sleep(0.3)
report("Orca starts", said)

proc = subprocess.Popen([app], env=dict(env, GTK_A11Y="atspi"))


def window():
    r = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(proc.pid)],
                       capture_output=True, text=True)
    ids = r.stdout.split()
    return ids[-1] if ids else None


def keys(names):
    for k in names:
        w = window()
        if w:
            # No window manager: give the window the keyboard focus.
            subprocess.run(["xdotool", "windowfocus", "--sync", w], check=False)
        subprocess.run(["xdotool", "key", "--clearmodifiers", k], check=False)
        time.sleep(0.3)


end = time.time() + 60
while window() is None and time.time() < end:
    time.sleep(0.5)
title = "Ishi starts"
try:
    lines = sys.stdin if steps == "-" else open(steps)
    for raw in lines:
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        verb, _, arg = line.partition(" ")
        if verb == "step":
            report(title, log.settle())
            title = arg
        elif verb == "key":
            keys(arg.split())
        elif verb == "type":
            w = window()
            if w:
                subprocess.run(["xdotool", "windowfocus", "--sync", w], check=False)
            subprocess.run(["xdotool", "type", "--delay", "80", arg], check=False)
        elif verb == "tabto":
            report(title, log.settle())
            for n in range(15):
                keys(["Tab"])
                # Longer quiet than a step's: on a loaded machine Orca named
                # the tab found only after the next Tab had moved on.
                said = log.settle(quiet=6, least=8)
                report("Tab (looking for %s)" % arg, said)
                # Orca may be a Tab behind: only its last words count.
                if any(want in s for want in arg.split("|") for s in said[-2:]):
                    break
            title = "(after Tab)"
        elif verb == "focus":
            # What a window manager does when the window opens.
            w = window()
            if w:
                subprocess.run(["xdotool", "windowfocus", "--sync", w], check=False)
        elif verb == "sleep":
            time.sleep(float(arg))
        elif verb == "shot":
            subprocess.run(["import", "-window", "root", os.path.join(out, arg + ".png")], check=False)
    report(title, log.settle())
finally:
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
    orca.terminate()
    try:
        orca.wait(timeout=10)
    except subprocess.TimeoutExpired:
        orca.kill()
