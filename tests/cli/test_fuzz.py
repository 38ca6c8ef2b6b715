"""Fuzzing the command line (issues 12 and 13): any board text and any arguments give either an answer
(exit 0, or 3 when incomplete) or exactly one line on standard error with exit 2 — never a traceback,
never an internal error — within the time limit (124 only when the arguments themselves set a limit).
mtgasp.cli.main runs in this process; the work runs in its child process as always."""
from __future__ import annotations

import json
import os

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import EXAMPLES

from mtgasp import cli
from mtgasp.encoder.board import CHOICE_KEYS, OBJECT_KEYS

FUZZ = settings(max_examples=int(os.environ.get("MTGASP_FUZZ_EXAMPLES", "30")), deadline=None,
                derandomize=not os.environ.get("MTGASP_FUZZ_RANDOM"),
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])

text = st.text(st.characters(blacklist_categories=("Cs",)), max_size=12)
nasty = st.sampled_from(["", " ", "-", "--json", "\x1b[2J", "\u202e", "a\nb", "{G}", "{", "0", "-1", "2147483648",
                         "1e999", "nan", "Forest", "forest", "alice", "bob", "contamination", "mana-reflection",
                         "Mana Reflection", "Grizzly Bears", "ｆｏｒｅｓｔ", "\x00", "'", '"', "*", "..", "/"])
scalar = st.one_of(st.none(), st.booleans(), st.integers(-2**40, 2**40), st.floats(allow_nan=True), text, nasty)
cards = st.sampled_from(["Forest", "Island", "Mana Reflection", "Contamination", "Reflecting Pool", "Blood Moon",
                         "Urborg, Tomb of Yawgmoth", "Calciform Pools", "Pale Moon", "Spy Kit", "Forrest"])
players = st.sampled_from(["alice", "bob", "carol"])


def entry() -> st.SearchStrategy:
    keys = st.sampled_from(OBJECT_KEYS + ("taped", "colour", ""))
    value = st.one_of(scalar, cards, players, st.lists(scalar, max_size=3),
                      st.dictionaries(st.sampled_from(CHOICE_KEYS + ("charge", "storage", "+1/+1", "not")), scalar,
                                      max_size=2))
    base = st.fixed_dictionaries({"card": cards, "controller": players})
    return st.builds(lambda b, extra: {**b, **extra}, base, st.dictionaries(keys, value, max_size=3))


board_data = st.fixed_dictionaries(
    {"players": st.one_of(st.just(["alice", "bob"]), st.lists(st.one_of(players, scalar), max_size=3), scalar)},
    optional={"battlefield": st.one_of(st.lists(entry(), max_size=4), scalar),
              "effects": st.lists(entry(), max_size=2),
              "active_player": st.one_of(players, scalar),
              "life": st.one_of(st.dictionaries(players, scalar, max_size=2), scalar),
              "graveyards": st.dictionaries(players, st.lists(st.one_of(cards, text), max_size=2), max_size=2),
              "libraries": st.dictionaries(players, st.lists(st.one_of(cards, text), max_size=2), max_size=2),
              "extra": scalar})


def _check(code: int, out: str, err: str, limits_given: bool = False) -> None:
    allowed = {0, 2, 3} | ({124} if limits_given else set())
    assert code in allowed, (code, err)
    assert "Traceback" not in err and "internal error" not in err, err
    lines = err.strip().splitlines()
    if code == 0:
        assert lines == [], err
    else:
        assert len(lines) == 1 and lines[0].startswith("mtgasp: "), err


@pytest.mark.slow
@FUZZ
@given(data=board_data, fmt=st.sampled_from(["yaml", "json", "raw"]),
       command=st.sampled_from([["could-produce"], ["show"], ["produce", "forest"], ["mana", "alice"]]))
def test_any_board_gives_an_answer_or_one_line_with_exit_2(tmp_path_factory, capsys, data, fmt, command):
    path = tmp_path_factory.mktemp("fuzz") / ("board.json" if fmt == "json" else "board.yaml")
    if fmt == "json":
        path.write_text(json.dumps(data, allow_nan=True))
    elif fmt == "yaml":
        path.write_text(yaml.safe_dump(data, allow_unicode=True))
    else:  # the YAML with a piece cut out or doubled
        raw = yaml.safe_dump(data, allow_unicode=True)
        path.write_text(raw[: len(raw) // 2] + raw[len(raw) // 3:])
    code = cli.main([command[0], str(path), *command[1:], "--timeout", "60"])
    out, err = capsys.readouterr()
    _check(code, out, err)


@pytest.mark.slow
@FUZZ
@given(raw=st.binary(max_size=200))
def test_any_bytes_as_a_board(tmp_path_factory, capsys, raw):
    path = tmp_path_factory.mktemp("fuzz") / "board.yaml"
    path.write_bytes(raw)
    code = cli.main(["could-produce", str(path), "--timeout", "60"])
    out, err = capsys.readouterr()
    _check(code, out, err)


COMMANDS = [["could-produce", "B"], ["produce", "B"], ["orderings", "B", "tap"], ["orderings", "B", "enter"],
            ["orderings", "B", "damage"], ["can-activate", "B"], ["mana", "B"], ["show", "B"], ["query", "B"],
            ["encode", "B"], ["cards"], []]
OPTIONS = ["--json", "--format", "--limit", "--tree", "--ability", "--controller", "--x", "--cast", "--kicked",
           "--cost", "--explain", "--stage", "--timeout", "--memory", "--debug", "--version", "-h", "--help"]
VALUES = ["text", "json", "dot", "html", "all", "none", "0", "1", "2", "3", "-1", "99999999999", "0.5", "x",
          "{2}{G}", "{G/P}", "{99999999999}", "{²}", "alice", "bob", "forest", "mana-reflection", "contamination",
          "Grizzly Bears", "named", "shares-type", "kinship", "card-types", "graveyard", "attach-trigger"]


@pytest.mark.slow
@FUZZ
@given(command=st.sampled_from(COMMANDS),
       words=st.lists(st.one_of(st.sampled_from(OPTIONS), st.sampled_from(VALUES), nasty, text), max_size=6))
def test_any_arguments_give_an_answer_or_one_line_with_exit_2(capsys, command, words):
    board = str(EXAMPLES / "contamination.yaml")
    argv = [board if w == "B" else w for w in command] + words
    limits_given = "--timeout" in argv or "--memory" in argv
    code = cli.main([*argv, "--timeout", "60"] if not limits_given else argv)
    out, err = capsys.readouterr()
    if "-h" in argv or "--help" in argv or "--version" in argv:
        assert code in (0, 2) and "Traceback" not in err
        return
    _check(code, out, err, limits_given)


def test_the_fuzz_checks_can_fail(capsys):
    """The check itself: an internal error, a traceback or two lines are refused."""
    with pytest.raises(AssertionError):
        _check(1, "", "mtgasp: internal error: ValueError: x\n")
    with pytest.raises(AssertionError):
        _check(2, "", "Traceback (most recent call last):\nValueError\n")
    with pytest.raises(AssertionError):
        _check(2, "", "mtgasp: error: a\nmtgasp: error: b\n")


@pytest.mark.parametrize("name, text", [
    ("alias.yaml", "players: &a [*a]\n"),  # a YAML alias that contains itself
    ("deep.json", "[" * 5000 + "]" * 5000),
    ("digits.yaml", "players: [a]\nlife: {a: " + "9" * 5000 + "}\n"),
])
def test_boards_the_loader_chokes_on_are_bad_input(tmp_path, capsys, name, text):
    path = tmp_path / name
    path.write_text(text)
    code = cli.main(["could-produce", str(path), "--timeout", "60"])
    out, err = capsys.readouterr()
    _check(code, out, err)
    assert code == 2 and str(path) in err
