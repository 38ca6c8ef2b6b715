"""pytest's hooks and fixtures for every folder of tests/ (the helpers tests import are in support.py).
This file stands alone: tests/cli/test_interrupt.py copies it into a scratch folder and runs pytest there."""
from __future__ import annotations

import signal
import textwrap
from pathlib import Path

import pytest


def pytest_configure(config):
    # Ctrl-C stops the run at once even when the shell started it with SIGINT ignored (a background job, `cmd &`),
    # as the command line does for itself (cli/__init__.py).
    signal.signal(signal.SIGINT, signal.default_int_handler)


@pytest.fixture
def tmp_board(tmp_path):
    """Write a board file and return its path: tmp_board(text, name="board.yaml")."""

    def write(text: str, name: str = "board.yaml") -> Path:
        path = tmp_path / name
        path.write_text(textwrap.dedent(text), encoding="utf-8")
        return path

    return write


@pytest.fixture
def planted_bug(monkeypatch):
    """Load the planted bug's readings file for this test only (the readings files loaded are per process) and
    return its path; the reading that breaks the ruling is planted_bug=could_produce_ignores_replacement."""
    import mtgasp.engine.readings as readings_module

    monkeypatch.setattr(readings_module, "_LOADED", [])
    planted = Path(__file__).resolve().parent / "data" / "readings" / "planted-bug.lp"  # support.PLANTED_BUG
    readings_module.load_file(str(planted))
    return planted
