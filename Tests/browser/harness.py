"""Shared plumbing for the browser tests: build a site, serve it on loopback, drive Chromium.

Chromium and its driver come from Debian's packages and Selenium from PyPI (scripts/bootstrap
--browser installs them). Nothing here reaches the network: the browser gets a proxy that points
nowhere and DNS is switched off, so any request to another host fails and is reported.
"""
import contextlib
import functools
import http.server
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import traceback

os.environ.setdefault("SE_OFFLINE", "true")

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def build_site(sheetcat, content, templates, output, *extra):
    """Runs `sheetcat build`; returns its combined output. Raises when the build fails."""
    result = subprocess.run([sheetcat, "build", "--content", content, "--templates", templates,
                             "--output", output, "-q", *extra],
                            capture_output=True, text=True, timeout=600)
    if result.returncode != 0:
        raise RuntimeError(f"sheetcat build failed ({result.returncode}):\n{result.stderr}{result.stdout}")
    return result.stderr + result.stdout


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@contextlib.contextmanager
def static_server(root):
    """Serves `root` on a free loopback port in a background thread."""
    port = free_port()
    handler = functools.partial(QuietHandler, directory=root)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.shutdown()


def chromium_binary():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    raise RuntimeError("Chromium not found; run scripts/bootstrap --browser")


def new_driver(temporary, width=1280, height=900):
    """A headless Chromium. `temporary` becomes its TMPDIR: Chromium keeps a socket folder there
    (org.chromium.Chromium.*) that it does not remove when the driver stops it, so it goes in
    the tests' own folder rather than in /tmp."""
    options = webdriver.ChromeOptions()
    options.binary_location = chromium_binary()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--allow-file-access-from-files", f"--window-size={width},{height}",
                 "--proxy-server=http://127.0.0.1:9", "--proxy-bypass-list=127.0.0.1;localhost",
                 "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
                 "--disable-background-networking", "--disable-component-update", "--no-first-run"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver_path = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    service = Service(driver_path, env=dict(os.environ, TMPDIR=temporary))
    driver = webdriver.Chrome(service=service, options=options)
    if width < 500:
        # Headless Chromium will not make a window narrower than 500 px; emulate a phone instead.
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})
    return driver


def severe_console_messages(driver):
    return [entry["message"] for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]


class Runner:
    """Collects named checks and prints `N passed, M failed` at the end, like other test runners."""

    def __init__(self):
        self.passed = 0
        self.failed = []

    def check(self, name, fn, *args):
        started = time.time()
        try:
            fn(*args)
        except Exception as error:  # a failed check must not stop the others
            self.failed.append(name)
            print(f"FAIL {name}: {error}")
            if os.environ.get("SHEETCAT_BROWSER_TRACE"):
                traceback.print_exc()
        else:
            self.passed += 1
            print(f"ok   {name} ({time.time() - started:.1f}s)")

    def finish(self):
        print(f"{self.passed} passed, {len(self.failed)} failed")
        return 0 if not self.failed else 1


def temporary_folder():
    return tempfile.mkdtemp(prefix="sheetcat-browser-")
