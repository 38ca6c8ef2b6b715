"""The HTML page of `mtgasp orderings` in headless Chromium (issue 12): a small tree and the k = 12 tree
(1,264 points: the three Contaminations and the three Infernal Darknesses of different players are one
class each, their conditions not looking at the controller, issue 14) — every outcome present, the tree
collapsed at first and expandable, a point reachable by
its link — and a screenshot of each (desktop and phone widths) written for people to look at
($MTGASP_SCREENSHOTS, or the test's temporary directory)."""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from support import EXAMPLES, run_cli

CHROMIUM = Path("/usr/bin/chromium")
pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Chromium (apt-get install chromium)")]


def chromium(profile: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(CHROMIUM), "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", "--hide-scrollbars",
         "--enable-logging=stderr", "--v=0", f"--user-data-dir={profile}", *args],
        capture_output=True, text=True, timeout=600)


def screenshot(page: Path, tmp_path: Path, name: str, size: str, fragment: str = "") -> Path:
    out = tmp_path / f"{name}.png"
    run = chromium(tmp_path / f"profile-{name}", f"--window-size={size}", f"--screenshot={out}",
                   page.as_uri() + fragment)
    assert run.returncode == 0 and out.stat().st_size > 5000, run.stderr[-2000:]
    keep = os.environ.get("MTGASP_SCREENSHOTS")
    if keep:
        Path(keep).mkdir(parents=True, exist_ok=True)
        shutil.copy(out, Path(keep) / out.name)
    return out


def page_of(tmp_path: Path, board: Path, *event: str) -> tuple[Path, dict]:
    run = run_cli("orderings", str(board), *event, "--format", "html", timeout=600)
    assert run.returncode == 0, run.stderr
    page = tmp_path / "orderings.html"
    page.write_text(run.stdout, encoding="utf-8")
    data = json.loads(run_cli("orderings", str(board), *event, "--json", "--tree", timeout=600).stdout)
    return page, data


def dom_of(page: Path, tmp_path: Path, fragment: str = "") -> str:
    run = chromium(tmp_path / f"profile-dom{abs(hash(fragment))}", "--dump-dom", page.as_uri() + fragment)
    assert run.returncode == 0, run.stderr[-2000:]
    assert "Uncaught" not in run.stderr and "CONSOLE" not in run.stderr, run.stderr[-2000:]
    assert 'data-ready="yes"' in run.stdout  # the page's script ran to its end
    return run.stdout


def check_outcomes(dom: str, data: dict) -> None:
    rows = re.findall(r'<tr class="outcome">(.*?)</tr>', dom, re.S)
    assert len(rows) == len(data["outcomes"])
    for row, outcome in zip(rows, data["outcomes"]):
        assert f">{outcome['orders']:,}<" in row
        assert "→" in row or len(outcome["example"]) <= 1


def drawn_points(dom: str) -> set[str]:
    return set(re.findall(r'data-point="(\d+)"', dom))


@pytest.mark.slow
def test_small_tree(tmp_path):
    page, data = page_of(tmp_path, EXAMPLES / "contamination.yaml", "tap", "forest")
    dom = dom_of(page, tmp_path)
    check_outcomes(dom, data)
    assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in dom
    assert "contamination.yaml" in dom and "mtgasp 0." in dom  # the board it came from, the version
    effects = re.search(r'<table id="effects">(.*?)</table>', dom, re.S).group(1)
    # each effect with its text, source and controller
    assert re.search(r"Contamination<div class=\"text\">If a land is tapped for mana[^<]*</div></td>"
                     r"<td[^>]*>contamination</td><td>bob</td>", effects)
    assert re.search(r"Mana Reflection<div[^>]*>[^<]*</div></td><td[^>]*>mana-reflection</td><td>alice</td>", effects)
    assert drawn_points(dom) == {"0", "1", "2"}  # collapsed: the root and its choices
    full = dom_of(page, tmp_path, "#expand-all")
    assert drawn_points(full) == {str(p["index"]) for p in data["tree"]["points"]}
    screenshot(page, tmp_path, "orderings-small", "1100,1400")
    screenshot(page, tmp_path, "orderings-small-phone", "390,1200", "#expand-all")


@pytest.mark.slow
def test_k12_tree_of_1264_points(tmp_path):
    cycle = ("Mana Reflection", "Contamination", "Nyxbloom Ancient", "Infernal Darkness")
    lines = ["players: [alice, " + ", ".join(f"p{i}" for i in range(12)) + "]", "battlefield:",
             "  - {card: Forest, controller: alice, id: land}"]
    lines += [f"  - {{card: {cycle[i % 4]}, controller: {'alice' if i % 2 == 0 else f'p{i}'}}}" for i in range(12)]
    board = tmp_path / "k12.yaml"
    board.write_text("\n".join(lines) + "\n")
    page, data = page_of(tmp_path, board, "tap", "land")
    points = {str(p["index"]) for p in data["tree"]["points"]}
    assert len(points) == 1264 and len(data["outcomes"]) == 16
    dom = dom_of(page, tmp_path)
    check_outcomes(dom, data)
    assert "479,001,600" in dom and "1,264 points" in dom
    first = drawn_points(dom)
    assert "0" in first and len(first) < 20  # collapsed by default
    deep = max(data["tree"]["points"], key=lambda p: (p["depth"], p["index"]))
    opened = dom_of(page, tmp_path, f"#p{deep['index']}")  # a link opens the path to the point
    assert f'id="p{deep["index"]}"' in opened and len(drawn_points(opened)) > len(first)
    full = dom_of(page, tmp_path, "#expand-all")
    assert 'data-expanded="all"' in full and drawn_points(full) == points  # every point drawn, once with its id
    assert len(re.findall(r'<details[^>]* id="p\d+"', full)) == 1264
    screenshot(page, tmp_path, "orderings-k12", "1200,3000")
    screenshot(page, tmp_path, "orderings-k12-expanded", "1200,3000", "#expand-all")
    screenshot(page, tmp_path, "orderings-k12-phone", "390,1400")
