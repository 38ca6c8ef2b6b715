"""Every command shown in README.md and docs/*.md is run and its output compared (no drift).

A fenced code block whose first line starts with "$ " is an example: each "$ ..." line is a shell
command, the lines after it its exact output (stdout and stderr). The commands of a block run one after
the other in a fresh folder where examples/, tests/ and the package's folders (rules/, queries/, engine/, ...)
are the repository's, with the Python running the tests first on PATH (as `python` and `mtgasp`). In
"python3 -m venv ... && pip install ... && X" only
X runs. A line "..." ends what is compared of an output (the rest is elided in the docs): at least one
line must come before it.

    python tests/doc_examples.py --update    # rewrite the outputs from the current engine
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from support import PACKAGE_FOLDERS  # noqa: E402

PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
ELIDED = "..."


@dataclass
class Example:
    page: Path
    line: int  # 1-based line of the "$ " command
    command: str
    expected: list[str]  # output lines, up to an ELIDED line
    elided: bool
    block: int = 0  # the examples of one block share their folder
    before: tuple[str, ...] = ()  # the commands of the block before this one


def examples(page: Path) -> list[Example]:
    lines = page.read_text(encoding="utf-8").splitlines()
    found: list[Example] = []
    in_block = False
    current: Example | None = None
    block = 0
    commands: list[str] = []
    for i, line in enumerate(lines, start=1):
        if line.startswith("```"):
            if in_block and current is not None:
                found.append(current)
            current = None
            in_block = not in_block and i < len(lines) and lines[i].startswith("$ ")
            block += 1
            commands = []
            continue
        if not in_block:
            continue
        if line.startswith("$ "):
            if current is not None:
                found.append(current)
            current = Example(page, i, _runnable(line[2:]), [], False, block, tuple(commands))
            commands.append(current.command)
        elif current is not None and not current.elided:
            if line == ELIDED:
                current.elided = True
            else:
                current.expected.append(line)
    return found


def _runnable(command: str) -> str:
    """The part of a set-up line that runs the project (the install itself is CI's)."""
    if "pip install" in command:
        command = command.split("&&")[-1].strip()
    return command.removeprefix(".venv/bin/")  # the project's command, here the Python running the tests


def run(example: Example) -> tuple[int, list[str]]:
    """Run the example (after the block's earlier commands) in a fresh folder; its output lines."""
    env = dict(os.environ, PATH=str(Path(sys.executable).parent) + os.pathsep + os.environ.get("PATH", ""),
               COLUMNS="100")
    with tempfile.TemporaryDirectory() as folder:
        for name in ("examples", "tests", *PACKAGE_FOLDERS):
            os.symlink(ROOT / name, Path(folder) / name)
        for earlier in example.before:
            subprocess.run(["bash", "-c", earlier], cwd=folder, env=env, capture_output=True, timeout=600)
        proc = subprocess.run(["bash", "-c", example.command], cwd=folder, env=env, capture_output=True, text=True,
                              timeout=600)
    out = (proc.stdout + proc.stderr).rstrip("\n").splitlines()
    return proc.returncode, [line.rstrip() for line in out]


def compare(example: Example, output: list[str]) -> bool:
    if example.elided and not example.expected:
        return False  # "..." alone would compare nothing
    got = output[:len(example.expected)] if example.elided else output
    return got == [line.rstrip() for line in example.expected]


def update(page: Path) -> int:
    """Rewrite the outputs of the page's examples; returns how many changed."""
    lines = page.read_text(encoding="utf-8").splitlines()
    changed = 0
    for example in reversed(examples(page)):
        _, output = run(example)
        if compare(example, output):
            continue
        changed += 1
        start = example.line  # index of the first output line (0-based)
        end = start + len(example.expected)
        keep = len(example.expected) or 12
        new = output[:keep] if example.elided else output
        lines[start:end] = new
    page.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return changed


if __name__ == "__main__":
    if "--update" in sys.argv:
        for page in PAGES:
            print(page.relative_to(ROOT), update(page))
    else:
        bad = 0
        for page in PAGES:
            for example in examples(page):
                _, output = run(example)
                if not compare(example, output):
                    bad += 1
                    print(f"{page.relative_to(ROOT)}:{example.line}: {example.command}")
        sys.exit(1 if bad else 0)
