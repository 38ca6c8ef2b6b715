"""The rules a judge can read (issue 29): every predicate the rules and the questions define is documented in a
%*! block, docs/rules-reference.md is generated from those blocks and is up to date, and no predicate is defined
that nothing uses. The programs are read with clingo's own parser (tools/build_rules_reference.py)."""
from __future__ import annotations

import re
import sys
from functools import cache

import pytest
from support import PACKAGE_FOLDERS, ROOT

sys.path.insert(0, str(ROOT / "tools"))
import build_rules_reference as reference  # noqa: E402

# The Python that may read a predicate by name (a decoder, a #show it adds): the package's folders.
PYTHON_DIRS = [ROOT / folder for folder in PACKAGE_FOLDERS]

# Defined, read by no program nor by the package, and kept: each with the reason.
KEPT_UNUSED: dict[tuple[str, int], str] = {}

Signature = tuple[str, int]


@cache
def _programs() -> tuple[list[reference.Program], list[reference.Program]]:
    return reference.analyse_all()


def _defined() -> dict[Signature, list[str]]:
    defined: dict[Signature, list[str]] = {}
    for program in _programs()[0]:
        for sig in program.defines:
            defined.setdefault(sig, []).append(reference.relative(program.path))
    return defined


def _blocks() -> list[reference.Block]:
    return [block for program in _programs()[0] for block in program.blocks]


def _name(sig: Signature) -> str:
    return f"{sig[0]}/{sig[1]}"


def test_the_programs_are_found_recursively_and_parsed():
    files = set(reference.documented_files())
    assert reference.RULES_DIR / "stages" / "layer4.lp" in files and reference.QUERIES_DIR / "mana.lp" in files
    assert not any(p.relative_to(reference.RULES_DIR).as_posix().startswith(("cards/", "data/"))
                   for p in files if p.is_relative_to(reference.RULES_DIR))
    assert not any(p.name.endswith(".namespaced.lp") for p in files)
    # clingo's parser, not the text: a head in a choice rule and one after a conditional literal are found.
    assert ("plan_act", 1) in _defined() and ("could_produce", 2) in _defined()


def test_the_generated_reference_is_up_to_date():
    # If this fails, run: python tools/build_rules_reference.py
    assert reference.OUTPUT.read_text(encoding="utf-8") == reference.build()


def test_every_defined_predicate_has_a_block():
    documented = {block.signature for block in _blocks()}
    missing = sorted(_name(sig) for sig in _defined() if sig not in documented)
    assert missing == [], f"predicates defined without a %*! block: {missing}"


def test_no_block_documents_a_predicate_that_is_not_defined():
    defined = _defined()
    stale = sorted(f"{b.file}:{b.line}: {_name(b.signature)}" for b in _blocks() if b.signature not in defined)
    assert stale == []


def test_each_predicate_has_one_block_with_a_meaning_and_named_arguments():
    seen: dict[Signature, str] = {}
    for block in _blocks():
        where = f"{block.file}:{block.line}"
        assert block.signature not in seen, f"{where}: {_name(block.signature)} is documented in {seen[block.signature]} too"
        seen[block.signature] = where
        assert block.meaning, f"{where}: {_name(block.signature)} has no meaning"
        assert all(re.fullmatch(r"[A-Z][A-Za-z0-9_]*", a) for a in block.args), f"{where}: {block.args}"
        for line in block.arguments:
            assert re.match(r"- \S+: \S", line), f"{where}: an argument is '- Name: what it is': {line!r}"
        # Each argument of the signature is described, in order, under "Args:".
        assert [line[2:].split(":")[0] for line in block.arguments] == block.args, f"{where}: Args: {block.args}"


def _python_words() -> set[str]:
    words: set[str] = set()
    for path in (p for folder in PYTHON_DIRS for p in folder.rglob("*.py")):
        words |= set(re.findall(r"[a-z_][a-z0-9_]*", path.read_text(encoding="utf-8")))
    return words


def dead_predicates() -> list[str]:
    """Defined by a rules or question program, and used by no program's body or #show (rules, questions,
    research) and named by no module of the package."""
    programs, research = _programs()
    used = set().union(*(p.uses for p in programs + research))
    words = _python_words()
    return sorted(_name(sig) for sig in _defined()
                  if sig not in used and sig[0].lstrip("-") not in words and sig not in KEPT_UNUSED)


def test_no_predicate_is_defined_and_never_used():
    assert dead_predicates() == []


def test_a_predicate_kept_unused_is_still_defined_and_unused():
    programs, research = _programs()
    used = set().union(*(p.uses for p in programs + research))
    for sig in KEPT_UNUSED:
        assert sig in _defined() and sig not in used, f"{_name(sig)}: drop it from KEPT_UNUSED"


@pytest.mark.parametrize("text, expected", [
    ("%*! p(A,B)\nMeaning (CR 106.7).\nArgs:\n    - A: a\n    - B: b\n*%\n", [("p", 2, ["106.7"], 2)]),
    ("%*! flag\nA flag.\n*%\n", [("flag", 0, [], 0)]),
])
def test_blocks_are_read(tmp_path, monkeypatch, text, expected):
    monkeypatch.setattr(reference, "ROOT", tmp_path)
    path = tmp_path / "x.lp"
    path.write_text(text, encoding="utf-8")
    assert [(b.name, len(b.args), b.crs, len(b.arguments)) for b in reference.read_blocks(path)] == expected


def test_a_block_that_does_not_start_with_a_predicate_is_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(reference, "ROOT", tmp_path)
    path = tmp_path / "x.lp"
    path.write_text("%*! Not a predicate\n*%\n", encoding="utf-8")
    with pytest.raises(ValueError, match="must start with a predicate"):
        reference.read_blocks(path)
