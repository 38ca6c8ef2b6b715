"""The runner of the rulings as data (tests/ruling_cases.py, tests/rules/test_rulings.py): a case whose `expect`
doesn't match fails, a malformed case is refused before anything is asked, the operators mean what
tests/rulings/README.md says, every `expect` entry of the real cases can fail, and a citation must quote
its source."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest
import ruling_cases as rc
from support import ROOT, TESTS

EXAMPLE = """
cases:
  - name: CR 106.7 example
    cites:
      - CR 106.7: "then each Exotic Orchard could produce {G}."
    board:
      players: [you, opp]
      battlefield:
        - {card: Forest, controller: you}
        - {card: Exotic Orchard, controller: you}
        - {card: Exotic Orchard, controller: opp}
    ask: could-produce
    expect:
      types: {forest: [G], exotic-orchard: [G], exotic-orchard-2: EXPECTED}
"""
RIGHT = EXAMPLE.replace("EXPECTED", "[G]")
WRONG = EXAMPLE.replace("EXPECTED", "[]")  # deliberately wrong: the CR says each Orchard could produce {G}
RUNNER = TESTS / "rules" / "test_rulings.py"  # the runner of the real cases


def one(text: str) -> rc.Case:
    (case,) = rc.parse_cases(textwrap.dedent(text), "example")
    return case


# --- a wrong case fails ----------------------------------------------------------------------------

@pytest.mark.slow
def test_a_deliberately_wrong_case_fails_and_says_where():
    assert rc.check(one(RIGHT)) == []
    assert rc.check(one(WRONG)) == ["types.exotic-orchard-2: expected [], the answer has ['G']"]
    rc.assert_answers(one(RIGHT))
    with pytest.raises(AssertionError, match=r"example.yaml:3 \(CR 106.7 example\).*\n.*cites CR 106.7.*\n.*"
                                             r"exotic-orchard-2: expected \[\]"):
        rc.assert_answers(one(WRONG))


def _run_runner_on(tmp_path, text: str) -> str:
    """pytest's summary line for tests/rules/test_rulings.py run on a folder holding one file of cases."""
    (tmp_path / "example.yaml").write_text(textwrap.dedent(text), encoding="utf-8")
    env = dict(os.environ, MTGASP_RULINGS=str(tmp_path))
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-k", "not quotes",
                          str(RUNNER)], capture_output=True, text=True, cwd=ROOT,
                         env=env, timeout=300)
    return run.stdout.strip().splitlines()[-1]


@pytest.mark.slow
def test_the_runner_fails_on_a_wrong_case_and_passes_a_right_one(tmp_path):
    assert _run_runner_on(tmp_path, WRONG).startswith("1 failed, 1 deselected in")
    assert _run_runner_on(tmp_path, RIGHT).startswith("1 passed, 1 deselected in")


@pytest.mark.slow
def test_an_expected_failure_is_strict(tmp_path):
    # xfail: a known engine bug kept as a case; the day the engine answers as the ruling says, the run fails
    # until the mark is removed.
    with_mark = "\n    xfail: the engine answers [] (a deliberately wrong case)\n    ask: could-produce"
    assert _run_runner_on(tmp_path, WRONG.replace("\n    ask: could-produce", with_mark)).startswith("1 deselected, 1 xfailed in")
    assert _run_runner_on(tmp_path, RIGHT.replace("\n    ask: could-produce", with_mark)).startswith("1 failed, 1 deselected in")


# --- malformed cases are refused -------------------------------------------------------------------

@pytest.mark.parametrize("change, message", [
    (("    cites:\n      - CR 106.7", "    cites: []\n    unused:\n      - CR 106.7"), "unknown keys ['unused']"),
    (("    cites:\n      - CR 106.7: ", "    cites:\n      - 3: "), "must cite its source"),
    (("    board:\n", "    board: nowhere\n    unused_board:\n"), "unknown keys ['unused_board']"),
    (("    ask: could-produce\n", ""), "missing 'ask'"),
])
def test_a_malformed_case_is_refused(change, message):
    with pytest.raises(rc.CaseError, match=message.replace("[", r"\[").replace("]", r"\]")):
        one(RIGHT.replace(*change))


def test_a_board_name_must_exist_and_names_are_unique():
    named = RIGHT.replace("    board:\n      players", "    board: the orchards\n    unused:\n      players")
    with pytest.raises(rc.CaseError):
        one(named)
    two = RIGHT + RIGHT.split("cases:\n")[1]
    with pytest.raises(rc.CaseError, match="unique"):
        rc.parse_cases(two, "example")


@pytest.mark.parametrize("expect, message", [
    ({"type": {}}, "no field 'type'"),
    ({"types sorta": {}}, "unknown operator 'sorta'"),
    ({"types count": "two"}, "count takes a whole number"),
])
def test_a_field_or_operator_that_doesnt_exist_is_refused(expect, message):
    with pytest.raises(rc.CaseError, match=message):
        rc.compare({"types": {}, "complete": True}, expect)


@pytest.mark.parametrize("ask", ["could-produce forest", "produce", "orderings tap", "orderings cast x",
                                 "mana", "can-activate a --ability one", "explain it"])
def test_a_question_that_doesnt_parse_is_refused(ask):
    with pytest.raises(rc.CaseError):
        rc.parse_ask(ask)


def test_questions_parse_as_on_the_command_line():
    args = rc.parse_ask('orderings enter "Walking Ballista" --controller alice --x 2 --cast')
    assert (args.event, args.card, args.controller, args.x, args.cast, args.kicked) == \
        ("enter", "Walking Ballista", "alice", 2, True, None)
    assert rc.parse_ask('query named bears "Relentless Rats"').question == 'named bears "Relentless Rats"'
    assert rc.parse_ask('mana alice --cost "{2}{G}"').cost == "{2}{G}"


# --- what the comparison means ----------------------------------------------------------------------

PROJECTION = {
    "complete": True,
    "types": {"forest": ["G"], "orchard": []},
    "pools": frozenset({"GG", "WG"}),
    "rules": ["107.5", "302.6"],
    "abilities": [rc.Record({"text": "{T}: Add {G}.", "source": "printed", "activated_by": None})],
    "outcomes": rc.Bag([rc.Record({"mana": "B", "orders": 1}), rc.Record({"mana": "BB", "orders": 1})]),
    "counts": {3: 1, 10: 2},
    "notes": ["X was tried from 0 to 3 (CR 106.7)"],
    "answer": True,
    "mana": "G" * 1024,
}


@pytest.mark.parametrize("expect", [
    {"types": {"forest": ["G"], "orchard": []}},
    {"types.forest": ["G"]},  # a path: only that id
    {"pools": ["WG", "GG"]},  # a set: any order
    {"abilities": [{"text": "{T}: Add {G}."}]},  # a record: the fields listed
    {"abilities has": [{"source": "printed"}], "abilities lacks": [{"source": "forest"}]},
    {"outcomes": [{"mana": "BB"}, {"mana": "B", "orders": 1}]},  # a bag: any order
    {"counts": {3: 1, 10: 2}, "counts.10": 2},
    {"notes mentions": ["106.7", ["X", "0 to 3"]], "notes mentions none": ["107.3m"]},
    {"rules count": 2, "types count": 2, "mana count": 1024},
    {"mana": "1024G"},  # a run of one type written with its count
    {"answer": True, "complete": True},
])
def test_what_matches(expect):
    assert rc.compare(PROJECTION, expect) == []


@pytest.mark.parametrize("expect", [
    {"types": {"forest": ["G"]}},  # a plain mapping is compared whole
    {"types.forest": ["G", "C"]},
    {"types.swamp": []},
    {"pools": ["GG"]},
    {"pools": ["GG", "WG", "GG"]},  # a set listed with a repeat
    {"rules": ["302.6", "107.5"]},  # a list keeps its order
    {"abilities": [{"text": "{T}: Add {G}.", "colour": "green"}]},  # a field the record doesn't have
    {"abilities": []},
    {"abilities has": [{"source": "forest"}]},
    {"abilities lacks": [{"source": "printed"}]},
    {"outcomes": [{"mana": "B"}, {"mana": "B"}]},  # each expected item needs an outcome of its own
    {"outcomes": [{"mana": "B"}]},
    {"counts": {3: 1}},
    {"notes mentions": [["X", "107.3m"]]},  # all the words in one item
    {"notes mentions none": ["tried"]},
    {"rules count": 3},
    {"answer": 1},  # a number is not a truth value
    {"mana": "1023G"},
    {"complete": False},
])
def test_what_doesnt_match(expect):
    assert rc.compare(PROJECTION, expect) != []


def test_an_answer_must_be_complete_unless_the_case_says_otherwise():
    incomplete = {**PROJECTION, "complete": False}
    assert rc.compare(incomplete, {"answer": True}) == ["complete: expected True, the answer has False"]
    assert rc.compare(incomplete, {"answer": True, "complete": False}) == []


def test_parameters_fill_the_case_and_name_it():
    cases = rc.parse_cases(textwrap.dedent("""
        boards:
          alone:
            players: [you, opp]
            battlefield:
              - {card: $card, controller: you, id: it}
        cases:
          - name: alone
            cites: CR 106.7
            params:
              - {card: Forest, types: [G]}
              - {id: dual, card: Tropical Island, types: [U, G]}
            cross:
              - {player: you}
            board: alone
            ask: could-produce
            expect:
              types.it: $types
              note: "$card of ${player}"
    """), "example")
    assert [c.name for c in cases] == ["alone[Forest-you]", "alone[dual-you]"]
    assert cases[1].board["battlefield"] == [{"card": "Tropical Island", "controller": "you", "id": "it"}]
    assert cases[1].expect == {"types.it": ["U", "G"], "note": "Tropical Island of you"}


# --- every entry of every real case can fail ---------------------------------------------------------

def _one_case_per_question() -> list[rc.Case]:
    seen: dict[str, rc.Case] = {}
    for case in rc.load_cases(rc.RULINGS):
        words = case.ask.split()
        seen.setdefault(" ".join(words[:2]) if words[0] == "orderings" else words[0], case)
    return list(seen.values())


def test_every_question_has_cases():
    asked = {c.ask.split()[0] for c in rc.load_cases(rc.RULINGS)}
    assert asked == set(rc.PROJECT), set(rc.PROJECT) - asked


@pytest.mark.slow
@pytest.mark.parametrize("case", _one_case_per_question(), ids=lambda c: c.id)
def test_each_expect_entry_can_fail(case):
    # The same is checked for every case by hand (see tests/rulings/README.md): each entry changed to a
    # wrong value of the same shape makes the case fail.
    projection = rc.answer(case)
    assert rc.compare(projection, case.expect) == []
    for what, expect in rc.perturbations(case.expect):
        assert rc.compare(projection, expect), f"{case.where()}: still passes with {what}"


# --- citations --------------------------------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("cite, problem", [
    ('CR 106.7: "If your opponent controls no lands"', None),
    ('CR 616.1: "Any of the applicable replacement and/or prevention effects may be chosen."', None),  # 616.1e
    ('CR 106.7: "If your opponent controls no swamps"', "doesn't say"),
    ("CR 999.9", "no rule 999.9"),
    ('Exotic Orchard ruling 2009-02-01: "none of those lands ... produce mana"', None),
    ('Exotic Orchard ruling 2009-02-01: "can be tapped to produce {G} ... none of those lands"', "doesn't say"),  # in order
    ('Exotic Orchard ruling 2010-01-01: "none of those lands"', "no ruling of Exotic Orchard dated 2010-01-01"),
    ('Forest Oracle text: "({T}: Add {G}.)"', None),
    ('Forest Oracle text: "{T}: Add {U}."', "doesn't say"),
    ('Forrest Oracle text: "({T}: Add {G}.)"', "no card 'Forrest'"),
    ("Exotic Orchard ruling 2009-02-01: none of those lands", "double quotes"),
    ("the Oracle says so", "cite"),
])
def test_a_citation_must_quote_its_source(cite, problem):
    found = rc.Reference.load().problem(cite)
    assert (found is None) if problem is None else (found is not None and problem in found), found


def test_a_case_without_a_source_is_refused():
    case = one(RIGHT)
    assert case.cites and all(c.startswith("CR 106.7") for c in case.cites)
    with pytest.raises(rc.CaseError, match="must cite"):
        one(RIGHT.replace('      - CR 106.7: "', '      - CR 106.7: ["').replace('{G}."\n', '{G}."]\n'))
