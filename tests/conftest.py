"""Shared helpers: boards from text, and the installed command line."""
from __future__ import annotations

import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

import mtgasp  # noqa: E402

EXAMPLES = ROOT / "examples"
REFERENCE = ROOT.parent / "shared" / "reference"


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


@pytest.fixture
def tmp_board(tmp_path):
    """Write a board file and return its path: tmp_board(text, name="board.yaml")."""

    def write(text: str, name: str = "board.yaml") -> Path:
        path = tmp_path / name
        path.write_text(textwrap.dedent(text), encoding="utf-8")
        return path

    return write
