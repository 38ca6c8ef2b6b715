"""The layers go one way (issue 29): pyproject's import-linter contracts hold on the package's code.

import-linter (grimp) reads the package from one folder, which an editable install doesn't give (pyproject's
package-dir maps the root's folders into `mtgasp`): the package is put together here from the folders, as
package-dir maps them (what the build ships, without a build: no stale build/ folder of an earlier layout), and
`lint-imports` runs on it in a child with that folder first on its path. docs/architecture.md, "Layers"."""
from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest
from support import ROOT, package_from_the_folders

LINT = "import sys\nfrom importlinter.cli import lint_imports_command\nsys.exit(lint_imports_command())"



@pytest.mark.slow
def test_lint_imports_keeps_every_contract(tmp_path):
    pytest.importorskip("importlinter", reason="import-linter is not installed (pip install -e '.[test]')")
    package = package_from_the_folders(tmp_path / "pkg", code_only=True)
    env = dict(os.environ, PYTHONPATH=str(package))
    where = subprocess.run([sys.executable, "-c", "import importlib.util as u; print(u.find_spec('mtgasp').origin)"],
                           capture_output=True, text=True, env=env, cwd=tmp_path, timeout=60)
    if not where.stdout.strip().startswith(str(package)):
        pytest.skip(f"grimp would read mtgasp from {where.stdout.strip() or where.stderr.strip()}, not from the "
                    "folder put together here (an install that comes before PYTHONPATH)")
    run = subprocess.run([sys.executable, "-c", LINT, str(ROOT / "pyproject.toml"), "--no-cache"],
                         capture_output=True, text=True, env=env, cwd=tmp_path, timeout=300)
    report = run.stdout + run.stderr
    counts = re.search(r"Contracts: (\d+) kept, (\d+) broken", report)
    assert counts is not None, report[-3000:]
    assert run.returncode == 0 and counts.group(2) == "0", report[-3000:]
    assert int(counts.group(1)) >= 3  # one way down, no compiler at query time, no cycles
