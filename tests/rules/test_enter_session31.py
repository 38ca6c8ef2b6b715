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


def _incomplete(card: str, code_words: str, board: mtgasp.Board | None = None, **kw) -> list[str]:
    answer = mtgasp.orderings(board or battlefield(NOTHING), mtgasp.EnterEvent(card, "alice", **kw))
    assert not answer.complete
    notes = listed(answer.notes)
    assert any(card in n and code_words in n for n in notes), notes
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
