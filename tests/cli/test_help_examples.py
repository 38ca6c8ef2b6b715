"""Every example that a `--help` text shows runs, as written, from the repository root (issue 24): the command
line's own help is documentation too, and a user copies it first."""
from __future__ import annotations

import argparse
import os
import shutil
import signal
import subprocess
import sys

import pytest
from support import EXAMPLES

from mtgasp.cli import build_parser


def _examples(parser: argparse.ArgumentParser, where: str = "mtgasp") -> list[tuple[str, str]]:
    """(help page, example line) for the parser and every subcommand under it."""
    out = []
    epilog = parser.epilog or ""
    if "example" in epilog:
        block = epilog.split("example", 1)[1].split(":", 1)[1].replace("\\\n", " ")  # continued lines joined
        for line in block.splitlines():
            if line.strip().startswith("mtgasp "):
                out.append((where, " ".join(line.split())))
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                out += _examples(sub, f"{where} {name}")
    return out


EXAMPLES_SHOWN = _examples(build_parser())


def test_every_help_page_with_examples_is_found():
    pages = {page for page, _ in EXAMPLES_SHOWN}
    assert {"mtgasp", "mtgasp could-produce", "mtgasp orderings", "mtgasp mana", "mtgasp can-activate",
            "mtgasp query", "mtgasp check"} <= pages


@pytest.mark.slow
@pytest.mark.parametrize("page, line", EXAMPLES_SHOWN, ids=[f"{p}: {line[:60]}" for p, line in EXAMPLES_SHOWN])
def test_every_help_example_runs(page, line, tmp_path):
    # Run in a folder holding the examples (as the repository root does), so the files an example writes
    # (board.lp, tree.html) land in the temporary folder. The installed `mtgasp` command, or this package's.
    os.symlink(EXAMPLES, tmp_path / "examples")
    exe = shutil.which("mtgasp")
    env = dict(os.environ)
    if exe is None:
        bindir = tmp_path / "bin"
        bindir.mkdir()
        (bindir / "mtgasp").write_text(f'#!/bin/sh\nexec "{sys.executable}" -m mtgasp "$@"\n')
        (bindir / "mtgasp").chmod(0o755)
        env["PATH"] = f"{bindir}{os.pathsep}{env.get('PATH', '')}"
    if line.startswith("mtgasp serve"):
        # A server runs until stopped: it must print its address, then stop at Ctrl-C.
        server = subprocess.Popen(["bash", "-c", f"exec {line}"], cwd=tmp_path, env=env, text=True,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        try:
            first = server.stdout.readline() if server.stdout else ""
            server.send_signal(signal.SIGINT)
            server.wait(timeout=60)
        finally:
            server.kill()
        assert first.startswith("mtgasp serve: http://127.0.0.1:"), f"`{line}` printed {first!r}"
        return
    done = subprocess.run(["bash", "-o", "pipefail", "-c", line], cwd=tmp_path, capture_output=True, text=True,
                          timeout=300, env=env)
    assert done.returncode == 0, f"`{line}` (in `{page} --help`) exited {done.returncode}: {done.stderr[-500:]}"
    assert done.stdout.strip() or ">" in line, f"`{line}` printed nothing"
