"""docs/research.md: every worked example is run and its output compared (the time line of the research
commands left out)."""
from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys

import pytest
from conftest import ROOT

DOC = ROOT / "docs" / "research.md"
TIME = re.compile(r"^\d+ shard\(s\), \d+ from the results directory, [\d.]+ s$")


def _examples() -> list[tuple[str, str]]:
    found = []
    for block in re.findall(r"```console\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S):
        first, _, output = block.partition("\n")
        assert first.startswith("$ mtgasp ")
        found.append((first[2:], output))
    return found


def _same(text: str) -> list[str]:
    return [line.rstrip() for line in text.rstrip("\n").splitlines() if not TIME.match(line)]


@pytest.mark.parametrize("command, expected", _examples(), ids=lambda v: v[:60] if isinstance(v, str) else "")
def test_worked_example(command, expected, tmp_path):
    (tmp_path / "examples").symlink_to(ROOT / "examples")
    exe = shutil.which("mtgasp")
    args = shlex.split(command)[1:]
    cmd = [exe, *args] if exe else [sys.executable, "-m", "mtgasp", *args]
    run = subprocess.run(cmd, cwd=tmp_path, capture_output=True, text=True, timeout=600,
                         env={**os.environ, "MTGASP_RESULTS": str(tmp_path / "results")})
    assert run.returncode == 0, run.stderr
    assert _same(run.stdout) == _same(expected)


def test_every_research_command_has_an_example():
    commands = {c.split()[1] for c, _ in _examples()}
    assert {"readings", "diverge", "commute", "check", "could-produce"} <= commands
