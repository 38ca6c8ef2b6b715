"""docs/research.md: one worked example per research command. Its examples are run and compared by
tests/cli/test_docs.py like every page of docs/ (tests/doc_examples.py; the last line of a research command,
its shards and time, is elided with "..."); here: every command has one, and each is self-contained."""
from __future__ import annotations

from doc_examples import ROOT, examples

DOC = ROOT / "docs" / "research.md"


def test_every_research_command_has_an_example():
    commands = {e.command.split()[1] for e in examples(DOC)}
    assert {"readings", "diverge", "commute", "check", "could-produce"} <= commands


def test_research_examples_need_no_results_directory():
    # test_docs runs them in a fresh folder: a sweep must neither read nor fill the user's results directory.
    for e in examples(DOC):
        if e.command.split()[1] in ("diverge", "commute", "check"):
            assert "--no-results" in e.command, e.command
            assert e.elided and e.expected, e.command  # the time line is elided, the answer is compared
