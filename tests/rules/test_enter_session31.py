"""Session 31 (issue 26): entering effects that read the mana spent to cast the spell that became the permanent (CR
601.2h, 106.1: the enter event's --cast --spent MANA, rules/replacement/enter_spent.lp) and the spells of a color or
type cast this turn (the board's this_turn: spells_cast_kinds). What the event or the board doesn't say makes the
answer incomplete, naming the card: never taken as none."""
from __future__ import annotations

import pytest
from support import ROOT, battlefield, compiled, enter_outcomes, run_cli

import mtgasp
from mtgasp.render.words import error, listed

NOTHING = "{card: Forest, controller: alice}"


def _counters(card: str, board: mtgasp.Board | None = None, **kw) -> list[int]:
    return [o[3] for o in enter_outcomes(board or battlefield(NOTHING), card, "alice", **kw)]


def _incomplete(card: str, code_words: str, board: mtgasp.Board | None = None, named: str | None = None,
                **kw) -> list[str]:
    """The answer is incomplete, a note naming the card (or `named`, the face whose ability it is) and saying
    `code_words`."""
    answer = mtgasp.orderings(board or battlefield(NOTHING), mtgasp.EnterEvent(card, "alice", **kw))
    assert not answer.complete
    notes = listed(answer.notes)
    assert any((named or card) in n and code_words in n for n in notes), notes
    return notes


# --- the mana spent to cast it (CR 601.2h, 106.1b) --------------------------------------------------------------

@pytest.mark.parametrize("card, color", [
    ("Ardenvale Paladin", "W"), ("Vantress Paladin", "U"), ("Locthwain Paladin", "B"), ("Embereth Paladin", "R"),
    ("Garenbrig Paladin", "G"),
])
def test_adamant_three_mana_of_its_color(card, color):
    # "Adamant — If at least three white mana was spent to cast this spell, this creature enters with a +1/+1 counter
    # on it." (CR 207.2c: adamant is an ability word; the condition is the mana spent, CR 601.2h)
    assert any(status == "compiled" and f"replacement_condition(spent_at_least({color.lower()},3))" in facts
               for status, facts in compiled(card).values()), compiled(card)
    c = "{" + color + "}"
    assert _counters(card, cast=True, spent=c * 3 + "{C}") == [1]
    assert _counters(card, cast=True, spent=c * 4) == [1]
    assert _counters(card, cast=True, spent=c * 2 + "{C}{C}") == [0]  # two of its color: no counter
    other = "{G}" if color != "G" else "{W}"
    assert _counters(card, cast=True, spent=other * 4) == [0]
    assert _counters(card) == [0]  # not cast: no mana was spent (CR 601.2h)


@pytest.mark.parametrize("spent, counters", [("{U}{U}{U}", 1), ("{B}{B}{B}{G}", 1), ("{W}{U}{B}", 0),
                                             ("{C}{C}{C}", 0)])
def test_henge_walker_three_of_the_same_color(spent, counters):
    # Henge Walker: "Adamant — If at least three mana of the same color was spent to cast this spell, this creature
    # enters with a +1/+1 counter on it." Colorless is no color (CR 105.1, 106.1a): {C}{C}{C} is not three of a color.
    assert _counters("Henge Walker", cast=True, spent=spent) == [counters]


@pytest.mark.parametrize("card", ["Marath, Will of the Wild", "Gyrus, Waker of Corpses", "Kurbis, Harvest Celebrant",
                                  "Dyadrine, Synthesis Amalgam", "The Spike Cactus", "Verazol, the Split Current"])
def test_counters_equal_to_the_mana_spent(card):
    # Marath: "Marath enters with a number of +1/+1 counters on it equal to the amount of mana spent to cast it."
    # Ruling 2014-02-01: "The amount of mana you spent to cast this creature is usually equal to its converted mana
    # cost. However, you also include any additional costs you pay, including the cost imposed for casting your
    # commander from the command zone." (Verazol: "a +1/+1 counter on it for each mana spent to cast it"; The Spike
    # Cactus: "with +1/+1 counters on it equal to the amount of mana spent")
    assert _counters(card, cast=True, spent="{R}{G}{W}") == [3]
    assert _counters(card, cast=True, spent="{R}{G}{W}{C}{C}") == [5]  # the commander tax paid too
    # Ruling 2014-02-01: "If Marath enters the battlefield without being cast, then no mana was spent to cast it. It
    # will therefore enter the battlefield without any +1/+1 counters."
    assert _counters(card) == [0]
    assert _counters(card, cast=True, spent="none") == [0]


def test_a_copy_of_gyrus_counts_the_mana_spent_on_the_copy():
    # Gyrus ruling 2018-07-13: "If another creature enters the battlefield as a copy of Gyrus, consider how much mana
    # was spent to cast that creature to determine how many +1/+1 counters it enters with." (Clone cast for {3}{U})
    board = battlefield('{card: "Gyrus, Waker of Corpses", controller: bob}')
    outcomes = enter_outcomes(board, "Clone", "alice", cast=True, spent="{U}{C}{C}{C}")
    assert [(o[1], o[3]) for o in outcomes] == [("", 0), ("Gyrus, Waker of Corpses", 4)]


@pytest.mark.parametrize("spent, counters", [("{G}{G}{G}{G}{G}{W}{W}", 6), ("{G}{G}{G}", 3), ("{G}", 0),
                                             ("{W}{W}{W}{W}", 0)])
def test_clay_champion_for_each_two_green(spent, counters):
    # Clay Champion: "This creature enters with three +1/+1 counters on it for each {G}{G} spent to cast it." (each
    # two green mana: five green make two pairs)
    assert _counters("Clay Champion", cast=True, spent=spent) == [counters]


def test_freestrider_commando_if_not_cast_or_no_mana_spent():
    # Freestrider Commando: "This creature enters with two +1/+1 counters on it if it wasn't cast or no mana was spent
    # to cast it." (plot casts it without paying its mana cost: no mana spent)
    assert _counters("Freestrider Commando") == [2]
    assert _counters("Freestrider Commando", cast=True, spent="none") == [2]
    assert _counters("Freestrider Commando", cast=True, spent="{G}{C}{C}") == [0]
    # Cast without saying what was spent: not assumed to be none (it would get the counters), said instead.
    notes = _incomplete("Freestrider Commando", "mana spent", cast=True)
    assert any("--spent" in n for n in notes)


@pytest.mark.parametrize("card", ["Marath, Will of the Wild", "Ardenvale Paladin", "Clay Champion", "Henge Walker"])
def test_cast_without_saying_what_was_spent_is_incomplete(card):
    _incomplete(card, "mana spent", cast=True)


def test_sunburst_reads_the_colors_of_the_mana_spent():
    # CR 702.44a — sunburst counts "each color of mana spent to cast it": --spent says them when --colors doesn't
    # (Etched Oracle: white and blue, colorless is no color); both given and disagreeing is refused.
    assert _counters("Etched Oracle", cast=True, spent="{W}{U}{C}{C}{C}") == [2]
    assert _counters("Etched Oracle", cast=True, spent="{W}{U}{C}{C}{C}", colors=2) == [2]
    with pytest.raises(mtgasp.BoardError) as refused:  # an event the rules refuse (RulesError)
        _counters("Etched Oracle", cast=True, spent="{W}{U}{C}{C}{C}", colors=3)
    assert "--spent says 2" in str(error(refused.value))
    # Steel Exemplar: "... unless two or more colors of mana were spent to cast it"
    assert _counters("Steel Exemplar", cast=True, spent="{W}{C}{C}") == [2]
    assert _counters("Steel Exemplar", cast=True, spent="{W}{U}{C}") == [0]


@pytest.mark.parametrize("spent, words", [
    ("{2}", "{2} is a cost"), ("{G/W}", "no type of mana"), ("green", "no mana spent"), ("{G}x", "no mana spent"),
])
def test_spent_that_is_no_mana_is_refused(spent, words):
    with pytest.raises(mtgasp.BoardError) as refused:
        mtgasp.EnterEvent("Marath, Will of the Wild", "alice", cast=True, spent=spent)
    assert words in str(refused.value)


def test_spent_from_the_command_line():
    board = str(ROOT / "examples" / "counters.yaml")
    done = run_cli("orderings", board, "enter", "Ardenvale Paladin", "--controller", "alice", "--cast", "--spent",
                   "{W}{W}{W}{C}")
    assert done.returncode == 0, done.stderr
    assert "{W}{W}{W}{C} spent" in done.stdout
    unsaid = run_cli("orderings", board, "enter", "Marath, Will of the Wild", "--controller", "alice", "--cast")
    assert unsaid.returncode == 3 and "Marath" in unsaid.stdout and "--spent" in unsaid.stdout
    for args, words in ((["--cast", "--spent", "{2}{G}"], "{2} is a cost"),
                        (["--spent", "{G}"], "give --cast too")):
        refused = run_cli("orderings", board, "enter", "Marath, Will of the Wild", "--controller", "alice", *args)
        assert refused.returncode == 2 and refused.stdout == ""
        assert refused.stderr.count("\n") == 1 and words in refused.stderr, refused.stderr


# --- the spells of a color or type cast this turn (the board's this_turn: spells_cast_kinds; CR 601.2i) -----------

def _turn(text: str) -> mtgasp.Board:
    return battlefield(NOTHING, extra="this_turn:\n" + text)


@pytest.mark.parametrize("turn, cast, counters", [
    ("  spells_cast_kinds: {alice: {red: 1}}\n", False, 0),  # put onto the battlefield: the red spell is another
    ("  spells_cast_kinds: {alice: {red: 1}}\n", True, 2),   # cast: the one red spell is the Giant itself
    ("  spells_cast_kinds: {alice: {red: 2}}\n", True, 0),
    ("  spells_cast_kinds: {bob: {red: 3}}\n", False, 2),    # bob's spells are not "you've cast"
    ("  spells_cast: {}\n", False, 2),                        # no spell cast this turn: none of any kind
])
def test_hotheaded_giant_another_red_spell(turn, cast, counters):
    # Hotheaded Giant: "This creature enters with two -1/-1 counters on it unless you've cast another red spell this
    # turn." Ruling 2008-08-01: "there's no requirement that Hotheaded Giant actually be cast as a spell (or be red) for
    # this part of its ability to work ... if a spell such as Zombify puts Hotheaded Giant directly onto the
    # battlefield, its ability will still check whether you've cast a red spell this turn".
    assert compiled("Hotheaded Giant")[2][0] == "compiled"
    board = _turn(turn)
    outcomes = enter_outcomes(board, "Hotheaded Giant", "alice", cast=cast)
    assert [dict(o[4]).get("m1m1", 0) for o in outcomes] == [counters]


def test_hotheaded_giant_when_the_board_doesnt_say_is_incomplete():
    # spells_cast: {alice: 1} says a spell was cast, not its color: not applied, said, never assumed
    for turn in ("  spells_cast: {alice: 1}\n", "  life_lost: {}\n"):
        notes = _incomplete("Hotheaded Giant", "red spells", board=_turn(turn))
        assert any("spells_cast_kinds" in n for n in notes)


def test_ral_counts_your_instant_and_sorcery_spells():
    # Ral, Leyline Prodigy (printed loyalty 2): "Ral enters with an additional loyalty counter on him for each instant
    # and sorcery spell you've cast this turn." (it enters transformed from Ral, Monsoon Mage, CR 712.14a)
    board = _turn("  spells_cast_kinds: {alice: {instant: 2, sorcery: 1, red: 3}, bob: {instant: 4}}\n")
    outcomes = enter_outcomes(board, "Ral, Monsoon Mage", "alice", transformed=True)
    assert [dict(o[4]).get("loyalty") for o in outcomes] == [5]
    notes = _incomplete("Ral, Monsoon Mage", "sorcery spells", named="Ral, Leyline Prodigy",
                        board=_turn("  spells_cast_kinds: {alice: {instant: 2}}\n"), transformed=True)
    assert not any("instant spells" in n for n in notes)


@pytest.mark.parametrize("turn, words", [
    ("  spells_cast_kinds: {alice: {rde: 1}}\n", "did you mean: red"),
    ("  spells_cast_kinds: {carol: {red: 1}}\n", "unknown player"),
    ("  spells_cast_kinds: {alice: 2}\n", "give a mapping of kind to number"),
    ("  spells_cast: {alice: 1}\n  spells_cast_kinds: {alice: {red: 2}}\n", "red 2 is more than the 1 spells_cast"),
])
def test_spells_cast_kinds_refused(tmp_path, turn, words):
    path = tmp_path / "board.yaml"
    path.write_text("players: [alice, bob]\nbattlefield:\n  - " + NOTHING + "\nthis_turn:\n" + turn, encoding="utf-8")
    done = run_cli("orderings", str(path), "enter", "Hotheaded Giant", "--controller", "alice")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and words in done.stderr, done.stderr


def test_spells_cast_kinds_round_trip_through_research_boards():
    from mtgasp.research.boards import board_from_yaml, board_yaml

    board = _turn("  spells_cast: {alice: 3}\n  spells_cast_kinds: {alice: {red: 1, instant: 2}, bob: {red: 0}}\n")
    again = board_from_yaml(board_yaml(board))
    assert again.turn_counts == board.turn_counts
    assert ("spells_cast(color(r))", (("alice", 1), ("bob", 0))) in board.turn_counts


def test_hotheaded_giant_from_the_command_line(tmp_path):
    path = tmp_path / "board.yaml"
    path.write_text("players: [alice, bob]\nbattlefield:\n  - " + NOTHING + "\nthis_turn:\n"
                    "  spells_cast_kinds: {alice: {red: 1}}\n", encoding="utf-8")
    done = run_cli("orderings", str(path), "enter", "Hotheaded Giant", "--controller", "alice", "--cast")
    assert done.returncode == 0 and "2 -1/-1 counters" in done.stdout, done.stdout + done.stderr


# --- a die rolled as it enters (CR 706) ------------------------------------------------------------------------

@pytest.mark.parametrize("card, kind", [("Hammer Jammer", "p1p1"), ("Jumbo Imp", "p1p1"), ("Temp of the Damned", "funk")])
def test_a_die_rolled_as_it_enters(card, kind):
    # "As this creature enters, roll a six-sided die. This creature enters with a number of +1/+1 counters on it equal
    # to the result." (CR 706.1a: a six-sided die has outcomes 1 to 6; 706.2: the result is after any modifiers). The
    # result is random, no player's choice: the event states it (--roll N).
    for result in (1, 4, 6):
        outcomes = enter_outcomes(battlefield(NOTHING), card, "alice", roll=result)
        assert [dict(o[4]).get(kind) for o in outcomes] == [result]
    # Not stated: not assumed (no counters), said, naming the card.
    notes = _incomplete(card, "die rolled")
    assert any("--roll" in n for n in notes)


def test_roll_from_the_command_line():
    board = str(ROOT / "examples" / "counters.yaml")
    done = run_cli("orderings", board, "enter", "Temp of the Damned", "--controller", "alice", "--roll", "3", "--json")
    assert done.returncode == 0, done.stderr
    assert '"funk": 3' in done.stdout and "the die rolled 3" in done.stdout
    refused = run_cli("orderings", board, "enter", "Temp of the Damned", "--controller", "alice", "--roll", "three")
    assert refused.returncode == 2 and refused.stderr.count("\n") == 1
