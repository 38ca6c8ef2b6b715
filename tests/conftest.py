"""Shared helpers: boards from text, and the installed command line."""
from __future__ import annotations

import gzip
import json
import shutil
import signal
import subprocess
import sys
import textwrap
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

import mtgasp  # noqa: E402

EXAMPLES = ROOT / "examples"
DATA = ROOT / "data"  # the reference material the project reads, inside the checkout (data/SOURCES)


@cache
def oracle_cards() -> list[dict]:
    """The Oracle card corpus of data/ (each card with the fields the compiler reads)."""
    with gzip.open(DATA / "oracle-cards.json.gz", "rt", encoding="utf-8") as f:
        return json.load(f)


def cr_text() -> str:
    """The Comprehensive Rules, whole (data/comprehensive-rules.txt.gz)."""
    return gzip.decompress((DATA / "comprehensive-rules.txt.gz").read_bytes()).decode("utf-8")


def board_from(text: str) -> mtgasp.Board:
    """A board from YAML text written inline in a test."""
    return mtgasp.parse_board(textwrap.dedent(text), "<test>")


def could(text: str) -> mtgasp.CouldProduce:
    """could-produce on a board written inline in a test."""
    return mtgasp.could_produce(board_from(text))


def run_cli(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    """Run the installed `mtgasp` command (falls back to `python -m mtgasp`)."""
    exe = shutil.which("mtgasp")
    cmd = [exe, *args] if exe else [sys.executable, "-m", "mtgasp", *args]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)


def pytest_configure(config):
    # Ctrl-C stops the run at once even when the shell started it with SIGINT ignored (a background job, `cmd &`),
    # as the command line does for itself (mtgasp/cli.py).
    signal.signal(signal.SIGINT, signal.default_int_handler)


@pytest.fixture
def tmp_board(tmp_path):
    """Write a board file and return its path: tmp_board(text, name="board.yaml")."""

    def write(text: str, name: str = "board.yaml") -> Path:
        path = tmp_path / name
        path.write_text(textwrap.dedent(text), encoding="utf-8")
        return path

    return write


# A reading that deliberately breaks a ruling (CR 106.7, the Exotic Orchard ruling), for testing the research
# tools: a readings file here, never in the package (issue 29).
PLANTED_BUG = ROOT / "tests" / "data" / "readings" / "planted-bug.lp"


@pytest.fixture
def planted_bug(monkeypatch):
    """Load the planted bug's readings file for this test only (the readings files loaded are per process) and
    return its path; the reading that breaks the ruling is planted_bug=could_produce_ignores_replacement."""
    import mtgasp.readings as readings_module

    monkeypatch.setattr(readings_module, "_LOADED", [])
    readings_module.load_file(str(PLANTED_BUG))
    return PLANTED_BUG
