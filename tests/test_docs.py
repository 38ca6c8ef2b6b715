"""Every example in README.md and docs/ is run and compared with what it shows (tests/doc_examples.py)."""
from __future__ import annotations

import pytest
from doc_examples import PAGES, ROOT, compare, examples, run

EXAMPLES = [e for page in PAGES for e in examples(page)]


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
