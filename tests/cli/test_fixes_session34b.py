"""Session 34 fixes (fixes35): small defects of the command line, the compiler, the card table, the
planeswalker-copy replacement and a combat-role error's wording."""
from __future__ import annotations

import pytest

from mtgasp.cli import build_parser, main

# --- 1. an option between the board and the positionals after it --------------------------------------------
# Each command with a positional after BOARD, in two orders: the option after the positionals (always worked)
# and between BOARD and them (argparse's plain parsing gave "unrecognized arguments" for show's optional ID).
ORDERS = {
    "show": (["show", "b.yaml", "urborg", "--explain"], ["show", "b.yaml", "--explain", "urborg"]),
    "can-activate": (["can-activate", "b.yaml", "elves", "--json"], ["can-activate", "b.yaml", "--json", "elves"]),
    "mana": (["mana", "b.yaml", "alice", "--cost", "{G}"], ["mana", "b.yaml", "--cost", "{G}", "alice"]),
    "produce": (["produce", "b.yaml", "forest", "--json"], ["produce", "b.yaml", "--json", "forest"]),
    "query": (["query", "b.yaml", "x", "y", "--json"], ["query", "b.yaml", "--json", "x", "y"]),
    "tap": (["orderings", "b.yaml", "tap", "forest", "--ability", "1"],
            ["orderings", "b.yaml", "tap", "--ability", "1", "forest"]),
    "enter": (["orderings", "b.yaml", "enter", "Grizzly Bears", "--controller", "alice"],
              ["orderings", "b.yaml", "enter", "--controller", "alice", "Grizzly Bears"]),
    "damage": (["orderings", "b.yaml", "damage", "bolt", "bears", "3", "--combat"],
               ["orderings", "b.yaml", "damage", "--combat", "bolt", "bears", "3"]),
    "counters": (["orderings", "b.yaml", "counters", "bears", "+1/+1", "2", "--by", "bolt"],
                 ["orderings", "b.yaml", "counters", "--by", "bolt", "bears", "+1/+1", "2"]),
    "orderings": (["orderings", "b.yaml", "tap", "forest", "--json"], ["orderings", "b.yaml", "--json", "tap", "forest"]),
    "commute": (["commute", "A", "B", "--event", "tap"], ["commute", "A", "--event", "tap", "B"]),
}


def _parsed(argv: list[str]) -> dict:
    values = vars(build_parser().parse_args(argv))
    return {k: v for k, v in values.items() if not callable(v)}


@pytest.mark.parametrize("command", sorted(ORDERS))
def test_an_option_may_come_between_the_board_and_the_positionals(command: str) -> None:
    after, between = ORDERS[command]
    assert _parsed(between) == _parsed(after)


def test_show_explain_before_the_id_runs(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", "examples/blood_moon.yaml", "--explain", "urborg"]) == 0
    assert capsys.readouterr().out.startswith("urborg: Urborg, Tomb of Yawgmoth")


def test_a_positional_too_many_is_still_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", "examples/blood_moon.yaml", "--explain", "urborg", "extra"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unrecognized arguments: extra" in err


# --- 3. `mtgasp cards`: the type lines in one column, whatever the names' lengths -------------------------------
def _type_columns(out: str) -> set[int]:
    """Where each type line starts (every line of cards' text shows a type line, after its name or alone)."""
    starts = set()
    for line in out.splitlines():
        name, _, rest = line.partition("  ")  # (no name has two spaces in a row)
        if rest:
            starts.add(len(line) - len(rest.lstrip()))
    return starts


def test_cards_type_lines_stay_in_one_column_with_long_names() -> None:
    from mtgasp.encoder.library import find_card
    from mtgasp.render import text

    names = ["Forest", "Asmoranomardicadaistinaculdacar",  # 31 characters: beyond the old 28-wide column
             "Our Market Research Shows That Players Like Really Long Card Names So We Made this Card to Have "
             "the Absolute Longest Card Name Ever Elemental", "Black Lotus"]
    out = text.cards([find_card(n) for n in names], None)
    assert len(_type_columns(out)) == 1, out
    assert out.splitlines()[2].startswith("Our Market") and out.splitlines()[3].lstrip().startswith("Creature")


def test_cards_column_is_as_wide_as_the_names_shown() -> None:
    from mtgasp.encoder.library import find_card
    from mtgasp.render import text

    assert text.cards([find_card("Forest"), find_card("Black Lotus")], None).splitlines() == [
        "Forest      Basic Land — Forest", "Black Lotus Artifact"]
