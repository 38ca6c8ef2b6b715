"""Text from a board file can never become part of a logic program."""
from __future__ import annotations

import clingo
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import board_from, run_cli

import mtgasp
from mtgasp.encoder.facts import asp_string

HOSTILE = [
    'x"). #include "/etc/passwd". card_of("y',
    'a). could_produce("forest", w). %',
    '#script (python) import os; os.system("touch /tmp/pwned") #end.',
    'new\nline"). #show.',
    '\\"); :- . %',
]


@pytest.mark.parametrize("text", HOSTILE)
def test_asp_string_round_trips(text):
    ctl = clingo.Control()
    ctl.add("base", [], f"value({asp_string(text)}).")
    ctl.ground([("base", [])])
    (atom,) = [a.symbol for a in ctl.symbolic_atoms]
    assert atom.arguments[0].string == text


# Quotes, backslashes and line feeds (what clingo escapes) often, anything else too, NUL and surrogates excepted.
_TEXTS = st.text(st.one_of(st.sampled_from('"\\\n\r\t%.#()'), st.characters(blacklist_categories=("Cs",),
                                                                              blacklist_characters="\x00")))


@settings(max_examples=500, deadline=None)
@given(_TEXTS)
def test_asp_string_is_what_clingo_prints(text):
    # asp_string quotes a text with nothing to escape itself: it must be clingo's own printing, which reads back.
    asp_string.cache_clear()
    assert asp_string(text) == str(clingo.String(text))
    assert clingo.parse_term(asp_string(text)).string == text


@pytest.mark.parametrize("text", ["a\x00b", "\ud800", "ok\udfff"])
def test_asp_string_refuses_nul_and_lone_surrogates(text):
    with pytest.raises(mtgasp.BoardError):
        asp_string(text)


@pytest.mark.slow
@pytest.mark.parametrize("text", HOSTILE)
def test_hostile_ids_and_players_stay_data(text):
    board = mtgasp.parse_board(
        "players: [alice, bob]\nbattlefield:\n"
        f"  - {{card: Forest, controller: alice, id: {text!r}}}\n"
        "  - {card: Exotic Orchard, controller: bob}\n".replace("\\n", "\\\\n"), "<test>")
    result = mtgasp.could_produce(board)
    assert result.types[board.permanents[0].id] == ("G",)
    assert result.types["exotic-orchard"] == ("G",)


def test_card_name_that_tries_to_inject_is_an_unknown_card(tmp_board):
    path = tmp_board('players: [a]\nbattlefield:\n  - card: "Forest\\"). could_produce(\\"x\\", w). %"\n'
                     "    controller: a\n")
    run = run_cli("could-produce", str(path))
    assert run.returncode == 2 and "unknown card" in run.stderr and "Traceback" not in run.stderr


def test_hostile_player_names_and_chosen_name():
    board = board_from("""
        players: ['a"). b(', "c"]
        battlefield:
          - card: Forest
            controller: 'a"). b('
            chosen: {name: '"). #include "x.lp". %'}
    """)
    assert mtgasp.could_produce(board).types == {"forest": ("G",)}


def test_file_name_with_a_line_break_stays_in_its_comment(tmp_path):
    path = tmp_path / 'evil\ncould_produce("forest", w).\n%.yaml'
    path.write_text("players: [a]\nbattlefield:\n  - {card: Forest, controller: a}\n", encoding="utf-8")
    board = mtgasp.load_board(path)
    facts = mtgasp.encode(board)
    assert "\ncould_produce" not in facts
    assert mtgasp.could_produce(board).types == {"forest": ("G",)}


def _program_reads_back(word: str) -> bool:
    """The check safe_constant made before issue 31, with clingo's program parser: `p(word).` reads back as itself."""
    import clingo.ast

    statements: list = []
    text = f"p({clingo.Function(word)})."
    try:
        clingo.ast.parse_string(text, statements.append, logger=lambda code, message: None)
    except RuntimeError:
        return False
    return len(statements) == 2 and str(statements[1]) == text


def test_safe_constant_agrees_with_the_program_parser():
    # safe_constant reads a word with clingo's term parser, less the words the program parser reserves (issue 31:
    # clingo.ast isn't loaded for a question): both agree on every word of the rules and on clingo's own words.
    import re

    from mtgasp.encoder import validate
    from mtgasp.encoder.resources import rules_dir

    words = set()
    for file in rules_dir().rglob("*.lp"):
        words |= set(re.findall(r"\b_*[a-z][A-Za-z0-9_]*\b", file.read_text(encoding="utf-8")))
    words |= {"not", "default", "inf", "sup", "include", "const", "show", "minimize", "maximize", "external",
              "program", "script", "theory", "defined", "edge", "heuristic", "project", "count", "sum", "sump",
              "min", "max", "true", "false", "level", "sign", "factor", "init", "override", "end"}
    validate._ROUND_TRIP.clear()
    differ = [w for w in sorted(words) if validate.safe_constant(w) != (validate._CONSTANT.match(w) is not None
                                                                       and _program_reads_back(w))]
    assert differ == [] and len(words) > 1000
    assert not validate.safe_constant("not") and validate.safe_constant("forest")
