"""The copies of the programs kept in the user's cache (encoder/resources.py, issue 31): a fresh process no longer
copies the rules into a temporary folder (~0.035 s, and a forked command-line child never removed it). What must
hold: a changed rule is never answered from an old copy, a broken or unwritable cache gives the same answer, and
no run leaves a temporary folder behind."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import clingo
import pytest
from support import EXAMPLES, ROOT

from mtgasp.encoder import resources


@pytest.fixture
def package(tmp_path, monkeypatch) -> Path:
    """A package of two programs (a question that includes a rule file), its cache in tmp_path/cache; each
    `fresh()` is what a new process sees (the caches of this one cleared)."""
    pkg = tmp_path / "pkg"
    (pkg / "rules" / "core").mkdir(parents=True)
    (pkg / "queries").mkdir()
    (pkg / "rules" / "core" / "probe.lp").write_text("value(1).\n", encoding="utf-8")
    (pkg / "queries" / "probe.lp").write_text('#include "../rules/core/probe.lp".\n#show value/1.\n', encoding="utf-8")
    monkeypatch.setattr(resources, "PACKAGE_DIR", pkg)
    monkeypatch.setenv("MTGASP_CACHE", str(tmp_path / "cache"))
    fresh()
    yield pkg
    fresh()


def fresh() -> None:
    resources._copies.cache_clear()
    resources._private_copy.cache_clear()


def answer(pkg: Path) -> list[str]:
    """The shown atoms of the question loaded as a query is (solver.grounded: ctl.load(program(...))), from
    another working directory (clingo looks there first for an include)."""
    ctl = clingo.Control()
    ctl.load(str(resources.program(pkg / "queries" / "probe.lp")))
    ctl.ground([("base", [])])
    found: list[str] = []
    ctl.solve(on_model=lambda m: found.extend(str(s) for s in m.symbols(shown=True)))
    return found


def test_the_copies_are_in_the_cache_and_include_by_absolute_path(package, tmp_path):
    copy = resources.program(package / "queries" / "probe.lp")
    assert copy.is_relative_to(tmp_path / "cache" / "programs")
    assert f'#include "{copy.parent.parent / "rules" / "core" / "probe.lp"}".' in copy.read_text(encoding="utf-8")
    assert answer(package) == ["value(1)"]
    fresh()  # a second process finds them: the same folder, nothing made again
    made = (copy.parent.parent / resources.MANIFEST).stat().st_mtime_ns
    assert resources.program(package / "queries" / "probe.lp") == copy and answer(package) == ["value(1)"]
    assert len(list((tmp_path / "cache" / "programs").iterdir())) == 1
    assert made <= (copy.parent.parent / resources.MANIFEST).stat().st_mtime_ns  # (touched: used)


def test_a_changed_rule_is_read_from_a_new_copy(package):
    # The included file changes, not the question's: the digest covers every program of the package.
    assert answer(package) == ["value(1)"]
    old = resources.program(package / "queries" / "probe.lp")
    (package / "rules" / "core" / "probe.lp").write_text("value(2).\n", encoding="utf-8")
    fresh()
    assert answer(package) == ["value(2)"]
    assert resources.program(package / "queries" / "probe.lp") != old
    (package / "rules" / "core" / "probe.lp").write_text("value(1).\n", encoding="utf-8")  # back: the first folder
    fresh()
    assert resources.program(package / "queries" / "probe.lp") == old and answer(package) == ["value(1)"]


@pytest.mark.parametrize("damage", ["truncated", "removed", "manifest"])
def test_a_broken_copy_is_made_again(package, damage):
    copy = resources.program(package / "queries" / "probe.lp")
    rule = copy.parent.parent / "rules" / "core" / "probe.lp"
    if damage == "truncated":
        rule.write_text("", encoding="utf-8")  # (another size than the manifest says)
    elif damage == "removed":
        rule.unlink()
    else:
        (copy.parent.parent / resources.MANIFEST).write_text("garbage\n", encoding="utf-8")
    fresh()
    assert answer(package) == ["value(1)"]
    assert rule.read_text(encoding="utf-8") == "value(1).\n"


def test_an_unwritable_cache_copies_into_a_private_folder(package, tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv("MTGASP_CACHE", str(blocker / "cache"))  # (a folder can't be made under a file)
    fresh()
    copy = resources.program(package / "queries" / "probe.lp")
    assert resources._copies() is None and not copy.is_relative_to(blocker)
    assert answer(package) == ["value(1)"]


def test_what_is_remembered_follows_the_rules(package):
    calls: list[int] = []

    def compute() -> str:
        calls.append(1)
        return f"computed {len(calls)}"

    assert resources.remembered("probe", compute) == "computed 1"
    fresh()
    assert resources.remembered("probe", compute) == "computed 1" and len(calls) == 1  # read back
    (package / "rules" / "core" / "probe.lp").write_text("value(3).\n", encoding="utf-8")
    fresh()
    assert resources.remembered("probe", compute) == "computed 2"  # other rules: computed again


@pytest.mark.slow
@pytest.mark.parametrize("cache", ["usable", "unwritable"])
def test_a_command_leaves_no_temporary_folder(tmp_path, cache):
    # A forked child ends with os._exit (engine/runner.py): it ran no atexit function, and each fresh
    # `mtgasp could-produce` left a copy of the rules (440 KB) in /tmp.
    temp = tmp_path / "tmp"
    temp.mkdir()
    blocker = tmp_path / "a-file"
    blocker.write_text("", encoding="utf-8")
    env = {**os.environ, "TMPDIR": str(temp),
           "MTGASP_CACHE": str(tmp_path / "cache" if cache == "usable" else blocker / "cache")}
    runs = [subprocess.run([sys.executable, "-m", "mtgasp", "could-produce", str(EXAMPLES / "reflecting.yaml")],
                           capture_output=True, text=True, env=env, cwd=ROOT, timeout=300) for _ in range(2)]
    assert [r.returncode for r in runs] == [0, 0] and runs[0].stdout == runs[1].stdout
    assert "reflecting-pool   {G}" in runs[0].stdout
    assert list(temp.iterdir()) == []
    assert (tmp_path / "cache" / "programs").is_dir() == (cache == "usable")


def test_a_relative_cache_folder_gives_absolute_includes(package, tmp_path, monkeypatch):
    # An include by a relative path is looked for in the working directory first: the copies' folder is absolute.
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("MTGASP_CACHE", "relative-cache")
    fresh()
    copy = resources.program(package / "queries" / "probe.lp")
    assert copy.is_absolute() and copy.is_relative_to(tmp_path / "relative-cache")
    include = copy.read_text(encoding="utf-8").splitlines()[0].split('"')[1]
    assert Path(include).is_absolute()
    monkeypatch.chdir(tmp_path / "relative-cache")  # (another working directory: the same answer)
    assert answer(package) == ["value(1)"]


def test_processes_making_the_copies_at_once_agree(tmp_path):
    # Each makes the folder whole in a temporary folder of its own and renames it into place; the ones that come
    # second use the first one's (the rename fails on a folder that is there).
    code = ("from mtgasp.encoder import resources as r; "
            "print(r.program(r.queries_dir() / 'could_produce.lp'), r._copies() is not None)")
    env = {**os.environ, "MTGASP_CACHE": str(tmp_path / "cache")}
    runs = [subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True, env=env)
            for _ in range(4)]
    outs = {run.communicate(timeout=120)[0] for run in runs}
    assert len(outs) == 1 and outs.pop().strip().endswith(".lp True")
    (folder,) = (tmp_path / "cache" / "programs").iterdir()  # one folder, no temporary one left
    assert resources.MANIFEST in {f.name for f in folder.iterdir()}
