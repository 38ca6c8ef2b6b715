"""The house shows its plan (issue 29): the folders at the repository's root are the package's parts, mapped
into the one import name `mtgasp` by pyproject's package-dir (README's Layout table), and nothing is loose."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from support import EXAMPLES, PACKAGE_DIR, ROOT, SETUPTOOLS, package_from_the_folders

# Folders at the root that are not parts of the package, and why.
NOT_PACKAGE = {"benchmarks", "data", "docs", "examples", "tests", "tools"}


def test_the_root_holds_the_designs_folders_and_no_loose_module():
    folders = {p.name for p in ROOT.iterdir() if p.is_dir() and not p.name.startswith((".", "__"))
               and p.name not in ("build", "dist") and not p.name.endswith(".egg-info")}
    assert {"rules", "encoder", "queries", "tests"} <= folders  # the four places ARCHITECTURE.md names
    mapped = set(PACKAGE_DIR.values())
    assert folders - NOT_PACKAGE == mapped, "every other folder at the root is a part of the package"
    for package in set(SETUPTOOLS["packages"]) - set(PACKAGE_DIR):  # a subpackage in its parent's folder
        parent, name = package.rsplit(".", 1)
        assert parent in PACKAGE_DIR and (ROOT / PACKAGE_DIR[parent] / name / "__init__.py").is_file(), package
    assert set(PACKAGE_DIR) <= set(SETUPTOOLS["packages"])
    assert not [p.name for p in ROOT.glob("*.py")], "no Python module at the root"
    for package, folder in PACKAGE_DIR.items():  # one name for one folder: mtgasp.<folder>, api/ being mtgasp
        assert package == ("mtgasp" if folder == "api" else f"mtgasp.{folder}")


def test_the_imported_package_has_every_program_of_the_checkout():
    # What the tests import (installed from this checkout, editable or not) holds the same rules and queries.
    run = subprocess.run([sys.executable, "-c", "import mtgasp.encoder.resources as r; print(r.PACKAGE_DIR)"],
                         capture_output=True, text=True, cwd=ROOT / "tests", timeout=60)
    assert run.returncode == 0, run.stderr
    package = type(ROOT)(run.stdout.strip())
    for folder in ("rules", "queries", "research"):
        ours = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / folder).rglob("*.lp"))
        theirs = sorted(p.relative_to(package).as_posix() for p in (package / folder).rglob("*.lp"))
        assert theirs == ours
    assert (package / "rules" / "data" / "cards.bin").is_file()


@pytest.mark.slow
def test_python_dash_m_mtgasp_has_help():
    run = subprocess.run([sys.executable, "-m", "mtgasp", "--help"], capture_output=True, text=True, cwd=ROOT,
                         timeout=60)
    assert run.returncode == 0 and "could-produce" in run.stdout



@pytest.mark.slow
def test_an_edited_card_file_changes_the_answer_without_reinstalling(tmp_path):
    # The package put together from the folders by package-dir, with a hand-written Exotic Orchard that reads
    # "a land you control": the answer follows the new file at once (hand-written files override the compiled
    # facts, issue 9), as it does in an editable install.
    package_from_the_folders(tmp_path)
    text = (ROOT / "tests" / "data" / "handwritten" / "exotic_orchard.lp").read_text(encoding="utf-8")
    assert "opponent" in text
    env = dict(os.environ, PYTHONPATH=str(tmp_path))
    code = "import sys, mtgasp.cli; sys.exit(mtgasp.cli.main())"
    args = ["could-produce", str(EXAMPLES / "reflecting.yaml"), "--json"]

    def answer():
        run = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env,
                             cwd=tmp_path, timeout=120)
        assert run.returncode == 0, run.stderr
        return json.loads(run.stdout)["types"]

    original = answer()
    (tmp_path / "mtgasp" / "rules" / "cards" / "exotic_orchard.lp").write_text(text.replace("opponent", "you"),
                                                                               encoding="utf-8")
    # CR 106.7 example: bob's Orchard reflects alice's Forest; reading "lands you control" it reflects nothing.
    assert original["exotic-orchard-2"] == ["G"]
    assert answer() != original
