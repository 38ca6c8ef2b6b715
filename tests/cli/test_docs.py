"""Every example in README.md and docs/ is run and compared with what it shows (tests/doc_examples.py)."""
from __future__ import annotations

import pytest
from doc_examples import PAGES, ROOT, compare, examples, run

EXAMPLES = [e for page in PAGES for e in examples(page)]


@pytest.mark.slow
@pytest.mark.parametrize("example", EXAMPLES, ids=[f"{e.page.name}:{e.line}" for e in EXAMPLES])
def test_documented_example_runs_as_shown(example):
    _, output = run(example)
    assert compare(example, output), "\n".join(output)


def test_every_board_the_docs_use_is_shipped():
    for example in EXAMPLES:
        for word in example.command.split():
            if word.endswith((".yaml", ".json")):
                assert (ROOT / word).is_file(), f"{example.page.name}:{example.line}: {word} is not shipped"


def test_readme_is_a_short_front_page():
    assert len((ROOT / "README.md").read_text(encoding="utf-8").splitlines()) <= 150


def _readme_commands() -> tuple[str, str]:
    """README's two commands: the set-up line of its first block and the line of the block after "Run the tests"."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## The two commands", 1)[1]
    setup = next(line[2:] for line in section.splitlines() if line.startswith("$ python3 -m venv"))
    tests = section.split("Run the tests", 1)[1].split("```", 2)[1].strip()
    return setup, tests


def test_readme_commands_need_no_activated_environment_and_ci_runs_the_same_test_line():
    # Each command is pasted into a new terminal: nothing may assume `activate` ran (issue 24). CI runs
    # README's test line verbatim, after making the virtual environment the set-up line makes.
    setup, tests = _readme_commands()
    assert "activate" not in setup and "activate" not in tests
    assert setup.startswith("python3 -m venv .venv && .venv/bin/pip install ")
    assert tests.startswith(".venv/bin/python ") and "\n" not in tests
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert tests in ci, f"README's test command {tests!r} is not a line of .ci/run"
    assert "python3 -m venv .venv" in ci
