#!/usr/bin/env python3
# test-browser.py — the pupils' page in a real browser: Debian's Chromium,
# headless, driven by Selenium (chromium-driver, python3-selenium), against
# `ishi-tool serve --class` on loopback.  Two pupils join from their
# pages (1024×768 and 768×1024, a tablet held either way) by the class's
# list; the teacher is a client of the room's TCP port speaking its
# protocol, as the class view does.  A pupil's move is seen by the other;
# the step the teacher pushes appears with its ruby; a pupil answers it on
# the diagram and the answer reaches the teacher's counts; the pause
# covers the pages; a reloaded page comes back to its seat with its token.
# Screenshots of each page go to ISHI_BROWSER_SCREENSHOTS (or the build
# folder), to be looked at.
#
#   test-browser.py ISHI_TOOL LESSON_DIR
#
# Exits 77 (skipped) when Selenium or Chromium is missing.
#
# SPDX-License-Identifier: GPL-3.0-or-later
import os
import re
import select
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.action_chains import ActionChains
except ImportError:
    print("1..0 # SKIP python3-selenium is not installed")
    sys.exit(77)

CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
DEADLINE = 20
CODE, TEACHER_CODE = "4711", "12345678"

step_no = 0


def ok(what):
    global step_no
    step_no += 1
    print(f"ok {step_no} - {what}", flush=True)


def wait_until(what, condition, deadline=DEADLINE):
    end = time.monotonic() + deadline
    while time.monotonic() < end:
        try:
            if condition():
                return
        except Exception:   # the page between two states: asked again
            pass
        time.sleep(0.05)
    raise AssertionError(f"waited {deadline} s for: {what}")


class Teacher:
    """The teacher's side of the protocol, as the class view speaks it."""

    def __init__(self, port):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=DEADLINE)
        self.text = ""

    def say(self, line):
        self.sock.sendall((line + "\n").encode())

    def read(self):
        while select.select([self.sock], [], [], 0)[0]:
            data = self.sock.recv(65536)
            if not data:
                break
            self.text += data.decode("utf-8", "replace")

    def has(self, line):
        self.read()
        return any(l.rstrip("\r") == line for l in self.text.split("\n"))

    def count(self, line):
        self.read()
        return sum(1 for l in self.text.split("\n") if l.rstrip("\r") == line)

    def wait(self, line):
        wait_until(f"the teacher hears “{line}”", lambda: self.has(line))


def browser(width, height):
    options = Options()
    options.binary_location = CHROMIUM
    for arg in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                f"--user-data-dir={tempfile.mkdtemp(prefix='ishi-chromium-')}",
                f"--window-size={width},{height}", "--lang=ja"):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    # The page's own size exactly, as a tablet's screen.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
    return driver


def tap(driver, element, x, y):
    """A touch at (x, y) of the element's box, from its top left."""
    r = element.rect
    ActionChains(driver).move_to_element_with_offset(
        element, int(x - r["width"] / 2), int(y - r["height"] / 2)).click().perform()


def join(driver, url, name):
    driver.get(url)
    wait_until("the code's form", lambda: driver.find_element(By.ID, "code").is_displayed())
    driver.find_element(By.ID, "code").send_keys(CODE)
    driver.find_element(By.CSS_SELECTOR, "#code-form button").click()
    wait_until("the class's list of names",
               lambda: any(b.text == name for b in driver.find_elements(By.CSS_SELECTOR, "button.name")))
    next(b for b in driver.find_elements(By.CSS_SELECTOR, "button.name") if b.text == name).click()
    wait_until(f"{name} in the room", lambda: driver.execute_script("return state.joined"))


def page_shown(driver, page):
    return driver.execute_script(f"return !document.getElementById('{page}').hidden")


def stones(driver, fill):
    return driver.execute_script(
        f"return document.querySelectorAll('#board circle[fill=\"url(#g-{fill})\"]').length")


def shot(driver, folder, name):
    path = os.path.join(folder, name)
    driver.save_screenshot(path)
    print(f"# screenshot {path}")


def main():
    tool, lesson_dir = sys.argv[1], sys.argv[2]
    if not os.access(CHROMEDRIVER, os.X_OK) or not os.access(CHROMIUM, os.X_OK):
        print("1..0 # SKIP chromium or chromium-driver is not installed")
        return 77
    shots = os.environ.get("ISHI_BROWSER_SCREENSHOTS") or tempfile.mkdtemp(prefix="ishi-browser-shots-")
    os.makedirs(shots, exist_ok=True)
    records = tempfile.mkdtemp(prefix="ishi-browser-")
    env = dict(os.environ, ISHI_LESSON_DIR=lesson_dir, LANGUAGE="C", LC_ALL="C.UTF-8")
    host = subprocess.Popen([tool, "serve", "--class", "--port", "0", "--address", "127.0.0.1",
                             "--records", records, "--code", CODE, "--teacher-code", TEACHER_CODE],
                            stdout=subprocess.PIPE, text=True, env=env)
    drivers = []
    try:
        said = "".join(host.stdout.readline() for _ in range(4))
        port = int(re.search(r"port (\d+)", said).group(1))
        url = re.search(r"Pupils’ page: (http://\S+)", said).group(1)
        ok(f"the host serves the class on port {port} and the pupils' page at {url}")

        teacher = Teacher(port)
        teacher.say("sensei")
        teacher.say("set client true")
        teacher.say(f"/teacher {TEACHER_CODE}")
        teacher.wait("700 teacher")
        teacher.wait(f"700 web {url}")
        teacher.say("/pupil add hana")
        teacher.say("/pupil add taro")
        teacher.wait("700 pupil taro here 1" if False else "9 taro is on the class's list.")

        hana = browser(1024, 768)
        drivers.append(hana)
        taro = browser(768, 1024)
        drivers.append(taro)
        join(hana, url, "hana")
        join(taro, url, "taro")
        shot(hana, shots, "waiting-1024x768.png")
        ok("two pupils joined from their pages by the class's list")

        teacher.say("/classgame online 9 0")
        teacher.say("/pair hana taro")
        wait_until("hana's board", lambda: page_shown(hana, "table"))
        wait_until("taro's board", lambda: page_shown(taro, "table"))
        # hana (Black) touches E5, the middle of the 9×9 board: a unit a
        # line, one unit of margin (ishi-board.js).
        board = hana.find_element(By.ID, "board")
        unit = board.rect["width"] / 10
        tap(hana, board, 5 * unit, 5 * unit)
        wait_until("hana's stone on taro's board", lambda: stones(taro, "black") == 1)
        wait_until("hana's stone on her own board", lambda: stones(hana, "black") == 1)
        # taro (White) answers at C3, with the touch to look and the touch to place.
        board = taro.find_element(By.ID, "board")
        unit = board.rect["width"] / 10
        tap(taro, board, 3 * unit, 7 * unit)
        if not taro.find_element(By.ID, "confirm").is_displayed():
            wait_until("taro's stone", lambda: stones(hana, "white") == 1)
        else:
            taro.find_element(By.ID, "confirm").click()
        wait_until("taro's stone on hana's board", lambda: stones(hana, "white") == 1)
        teacher.wait("15   1(W): C3")
        shot(hana, shots, "table-1024x768.png")
        shot(taro, shots, "table-768x1024.png")
        ok("a pupil's move is seen by the other, and his reply by her")

        teacher.say("/step pure-go-intro 3 task")
        for d in (hana, taro):
            wait_until("the step's diagram",
                       lambda: page_shown(d, "step") and d.execute_script(
                           "const i = document.getElementById('step-board');"
                           " return i.complete && i.naturalWidth > 0"))
        readings = hana.execute_script(
            "return [...document.querySelectorAll('#step-text rt, #step-prompt rt')].map(e => e.textContent)")
        assert "こ" in readings, readings
        assert hana.execute_script("return document.querySelector('#step-lesson ruby').textContent") == "純碁じゅんご"
        shot(hana, shots, "step-1024x768.png")
        ok(f"the pushed step appears with its ruby ({len(readings)} readings)")

        # taro asks for the hint twice: its words, then the answer marked.
        taro.find_element(By.ID, "hint").click()
        wait_until("the hint's words", lambda: taro.find_element(By.ID, "step-hint").text.strip() != "")
        taro.find_element(By.ID, "hint").click()
        wait_until("the answer marked", lambda: taro.execute_script("return state.step.data.hint.length") >= 2)
        assert not taro.find_element(By.ID, "hint").is_displayed()
        shot(taro, shots, "step-hint-768x1024.png")
        ok("the hint, then the answer marked on the diagram")

        # A right answer, found by asking the host's judge point by point
        # as the page would, then touched on hana's diagram.
        points = hana.execute_script("return state.step.data.board.points")
        right = None
        for x, y, px, py in points:
            with urllib.request.urlopen(f"{url}lesson?id=pure-go-intro&step=3&answer={x}.{y}") as r:
                if b'"verdict":"right"' in r.read():
                    right = (x, y, px, py)
                    break
        assert right, "no right answer on the diagram"
        img = hana.find_element(By.ID, "step-board")
        scale = img.rect["width"] / hana.execute_script("return state.step.data.board.width")
        tap(hana, img, right[2] * scale, right[3] * scale)
        if hana.find_element(By.ID, "step-confirm").is_displayed():
            hana.find_element(By.ID, "step-confirm").click()
        wait_until("hana's verdict", lambda: hana.execute_script("return state.step.data.verdict") == "right")
        teacher.wait("700 answer hana right first nohint")
        teacher.wait("700 pupils 2")
        shot(hana, shots, "step-answered-1024x768.png")
        ok("an answer given on the page reaches the teacher's counts")

        teacher.say("/step -")
        teacher.say("/pause")
        for d in (hana, taro):
            wait_until("the pause's cover", lambda: d.find_element(By.ID, "cover").is_displayed())
        shot(taro, shots, "pause-768x1024.png")
        teacher.say("/resume")
        wait_until("the cover gone", lambda: not hana.find_element(By.ID, "cover").is_displayed())
        ok("the teacher's pause covers the pages")

        # A reload (or a tablet woken up): back at her seat, with her
        # token, her board as it was.
        hana.refresh()
        wait_until("hana back at her table",
                   lambda: page_shown(hana, "table") and stones(hana, "black") == 1 and stones(hana, "white") == 1)
        stored = hana.execute_script("return Object.keys(localStorage)")
        assert stored == ["ishi-seat"], stored
        ok("a reloaded page comes back to its seat with its token, and keeps nothing else")

        # The connection lost (a tablet asleep, the Wi-Fi gone): the page
        # says so, and is back at its seat by itself.
        seated = teacher.count("700 seat 1 W taro")
        taro.execute_script("state.ws.close ()")
        wait_until("taro's page says it is coming back", lambda: taro.find_element(By.ID, "banner").is_displayed())
        wait_until("taro back at his table",
                   lambda: not taro.find_element(By.ID, "banner").is_displayed() and page_shown(taro, "table")
                   and taro.execute_script("return state.joined && state.ws && state.ws.readyState === 1"))
        teacher.wait("700 seat 1 W taro away")
        wait_until("the teacher sees taro back", lambda: teacher.count("700 seat 1 W taro") > seated)
        ok("a lost connection comes back by itself, to its seat")
        print(f"1..{step_no}")
        return 0
    finally:
        for d in drivers:
            d.quit()
        host.terminate()
        host.wait(timeout=DEADLINE)
        shutil.rmtree(records, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
