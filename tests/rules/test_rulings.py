"""The rulings as data: every case of tests/rulings/*.yaml (a board, a question, the expected answer and the
CR rule, official ruling or Oracle text it comes from) is asked of the engine and compared with what its
source says. The format: tests/rulings/README.md; the runner: tests/ruling_cases.py."""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from ruling_cases import RULINGS, Reference, assert_answers, load_cases

# MTGASP_RULINGS names another folder of cases: tests/rules/test_ruling_runner.py runs this file on wrong cases.
CASES = load_cases(Path(os.environ.get("MTGASP_RULINGS") or RULINGS))


def _param(case):
    marks = [pytest.mark.xfail(strict=True, reason=case.xfail)] if case.xfail else []
    return pytest.param(case, id=case.id, marks=marks)


@pytest.mark.slow
@pytest.mark.parametrize("case", [_param(c) for c in CASES])
def test_ruling(case):
    assert_answers(case)


@pytest.mark.slow
def test_every_case_quotes_its_source_word_for_word():
    reference = Reference.load()
    wrong = [f"{case.where()}: {problem}" for case in CASES for cite in case.cites
             if (problem := reference.problem(cite))]
    assert not wrong, "\n".join(wrong)
