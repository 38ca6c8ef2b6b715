"""The checkout imports as it installs: `import mtgasp` works from the repository root, `python -m mtgasp`
works, and the rules and cards are read from the package folder at run time, so an edit is seen at once
(an editable install is the checkout itself)."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest
from support import EXAMPLES, ROOT


def test_import_from_the_checkout_root_is_the_checkout():
    run = subprocess.run([sys.executable, "-c", "import mtgasp, mtgasp.resources as r; print(mtgasp.__file__);"
                          "print(r.rules_dir())"], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert run.returncode == 0, run.stderr
    module, rules = run.stdout.split()
    assert module == str(ROOT / "mtgasp" / "__init__.py") and rules == str(ROOT / "mtgasp" / "rules")


@pytest.mark.slow
def test_python_dash_m_mtgasp_has_help():
    run = subprocess.run([sys.executable, "-m", "mtgasp", "--help"], capture_output=True, text=True, cwd=ROOT,
                         timeout=60)
    assert run.returncode == 0 and "could-produce" in run.stdout


@pytest.mark.slow
def test_an_edited_card_file_changes_the_answer_without_reinstalling(tmp_path):
    # A copy of the package with a hand-written Exotic Orchard that reads "a land you control": the answer
    # follows the new file at once (hand-written files override the compiled facts, issue 9).
    shutil.copytree(ROOT / "mtgasp", tmp_path / "mtgasp", ignore=shutil.ignore_patterns("__pycache__"))
    text = (ROOT / "tests" / "data" / "handwritten" / "exotic_orchard.lp").read_text(encoding="utf-8")
    assert "opponent" in text
    card = tmp_path / "mtgasp" / "rules" / "cards" / "exotic_orchard.lp"
    card.write_text(text.replace("opponent", "you"), encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(tmp_path))
    code = "import sys, mtgasp.cli; sys.exit(mtgasp.cli.main())"
    args = ["could-produce", str(EXAMPLES / "reflecting.yaml"), "--json"]
    edited = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env,
                            cwd=tmp_path, timeout=120)
    original = subprocess.run([sys.executable, "-m", "mtgasp", *args], capture_output=True, text=True, cwd=ROOT,
                              timeout=120)
    assert edited.returncode == 0 and original.returncode == 0, edited.stderr + original.stderr
    # CR 106.7 example: bob's Orchard reflects alice's Forest; reading "lands you control" it reflects nothing.
    assert json.loads(original.stdout)["types"]["exotic-orchard-2"] == ["G"]
    assert json.loads(edited.stdout)["types"] != json.loads(original.stdout)["types"]
