"""The screenshot of the page in docs/server.md and README: `mtgasp serve`, the Contamination example board, what
its Forest produces and why, in Debian's headless Chromium (Playwright's Python driver, executable_path).

    python tools/page_screenshot.py [OUT]      # default docs/page.png
"""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from playwright.sync_api import expect, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync", "--hide-scrollbars"]


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else ROOT / "docs" / "page.png"
    proc = subprocess.Popen([sys.executable, "-m", "mtgasp", "serve", "--port", "0"], stdout=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline() if proc.stdout else ""
        url = re.match(r"mtgasp serve: (http://\S+/) ", line)
        if not url:
            print(f"mtgasp serve printed {line!r}", file=sys.stderr)
            return 1
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1280, "height": 860})
            page.goto(url.group(1))
            page.wait_for_selector("body[data-ready=true]")
            page.click("[data-example='contamination.yaml']")
            expect(page.locator("#permanents tbody tr")).to_have_count(3)
            page.select_option("#command", "produce")
            page.select_option("#arg-id", "forest")
            page.check("#explain")
            page.click("#ask")
            page.wait_for_selector("#answer-text:not([hidden])")
            page.screenshot(path=str(out))
            browser.close()
    finally:
        proc.terminate()
        proc.wait(timeout=30)
    print(f"{out}: {out.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
