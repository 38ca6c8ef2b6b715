"""The wheel carries the rules, the card library, the query programs and the templates."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile

import pytest
from support import EXAMPLES, ROOT


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    out = tmp_path_factory.mktemp("wheel")
    build = subprocess.run([sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "-q", "-w", str(out)],
                           capture_output=True, text=True, timeout=600)
    if build.returncode != 0:
        pytest.fail(build.stderr)
    (path,) = out.glob("mtgasp-*.whl")
    return path


@pytest.mark.slow
def test_wheel_has_one_top_level_package(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    tops = {n.split("/")[0] for n in names if not n.split("/")[0].endswith((".dist-info", ".data"))}
    assert tops == {"mtgasp"}
    for needed in ("rules/all.lp", "rules/cards/spy_kit.lp", "queries/could_produce.lp",
                   "rules/cards/README.md", "rules/core/defined.lp", "rules/mana/mana_could_produce.lp",
                   "rules/stages/layer4.lp", "rules/data/cards.bin", "rules/data/tokens.jsonl",
                   "compiler/grammars/mana.lark", "render/templates/orderings.html.j2", "cli/server/static/page.js"):
        assert "mtgasp/" + needed in names


@pytest.mark.slow
def test_installed_wheel_answers_from_elsewhere(wheel, tmp_path):
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(target), str(wheel)],
                   check=True, timeout=300)
    env = dict(os.environ, PYTHONPATH=str(target))
    run = subprocess.run([sys.executable, "-c", "import sys, mtgasp.cli; sys.exit(mtgasp.cli.main())",
                          "could-produce", str(EXAMPLES / "reflecting.yaml"), "--json"],
                         capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["types"]["reflecting-pool"] == ["G"]
    where = subprocess.run([sys.executable, "-c", "import mtgasp.encoder.resources as r; print(r.rules_dir())"],
                           capture_output=True, text=True, cwd=tmp_path, env=env, timeout=60)
    assert str(target) in where.stdout
