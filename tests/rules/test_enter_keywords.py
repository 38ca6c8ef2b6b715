"""Keyword abilities that modify how their own permanent enters (issue 26): Riot (CR 702.136a), Unleash (CR 702.98a)
and Daybound (CR 702.145b, with the board's day_night:, CR 731.1). Each choice left to the player is explored."""
from __future__ import annotations

import json

import pytest
from support import battlefield, run_cli

import mtgasp
from mtgasp.render.words import listed


def _enter(board: mtgasp.Board, card: str, controller: str = "alice") -> mtgasp.Orderings:
    return mtgasp.orderings(board, mtgasp.EnterEvent(card, controller, cast=True))


def _outcomes(answer: mtgasp.Orderings) -> list[tuple[int, tuple[str, ...], bool]]:
    """(+1/+1 counters, choices, back face up) of each outcome, sorted."""
    return sorted((o.result["counters"], tuple(o.result["choices"]), bool(o.result.get("transformed")))
                  for o in answer.outcomes)


FOREST = "{card: Forest, controller: alice}"
SCALES = "{card: Hardened Scales, controller: alice}"


# --- Riot (CR 702.136a) ------------------------------------------------------------------------------------------

def test_riot_is_a_choice_between_a_counter_and_haste_both_explored():
    # Zhur-Taa Goblin, "Riot": CR 702.136a "'Riot' means 'You may have this permanent enter with an additional +1/+1
    # counter on it. If you don't, it gains haste.'" Ruling 2019-01-25: "Riot is a replacement effect. Players can't
    # respond to your choice of +1/+1 counter or haste": the two outcomes, one order each.
    answer = _enter(battlefield(FOREST), "Zhur-Taa Goblin")
    assert answer.complete
    assert _outcomes(answer) == [(0, ("haste",), False), (1, (), False)]


def test_riots_counter_is_modified_like_any_other():
    # With Hardened Scales (CR 614.16: the counter it enters with is put on it), the counter option gives two; the
    # haste option puts none, so Hardened Scales has nothing to modify.
    answer = _enter(battlefield(SCALES), "Zhur-Taa Goblin")
    assert answer.complete
    assert _outcomes(answer) == [(0, ("haste",), False), (2, (), False)]


def test_riot_with_modular_adds_to_its_counters():
    # Arcbound Slasher: Modular 4 and "Riot (This creature enters with your choice of an additional +1/+1 counter or
    # haste.)": four, or five.
    answer = _enter(battlefield(FOREST), "Arcbound Slasher")
    assert answer.complete
    assert _outcomes(answer) == [(4, ("haste",), False), (5, (), False)]


# --- Unleash (CR 702.98a) ----------------------------------------------------------------------------------------

def test_unleash_may_enter_with_a_counter_or_not():
    # Rakdos Cackler, "Unleash": CR 702.98a "'Unleash' means 'You may have this permanent enter with an additional
    # +1/+1 counter on it' ...". Ruling 2013-04-15: "You make the choice to have the creature with unleash enter the
    # battlefield with a +1/+1 counter or not as it's entering the battlefield": with or without it.
    answer = _enter(battlefield(FOREST), "Rakdos Cackler")
    assert answer.complete
    assert _outcomes(answer) == [(0, (), False), (1, (), False)]


def test_unleash_applies_from_anywhere_and_scales_adds_to_it():
    # Ruling 2013-04-15: "The unleash ability applies no matter where the creature is entering the battlefield from"
    # (not cast here); with Hardened Scales the counter becomes two, declined none.
    answer = mtgasp.orderings(battlefield(SCALES), mtgasp.EnterEvent("Rakdos Cackler", "alice"))
    assert answer.complete
    assert _outcomes(answer) == [(0, (), False), (2, (), False)]


# --- Daybound (CR 702.145b) and the board's day_night (CR 731.1) ---------------------------------------------------

@pytest.mark.parametrize("day_night, transformed", [("night", True), ("day", False), ("neither", False)])
def test_daybound_enters_transformed_at_night(day_night, transformed):
    # Bird Admirer // Wing Shredder, "Daybound": CR 702.145b "'Daybound' means 'If it is night and this permanent is
    # represented by a double-faced card, it enters transformed'"; CR 731.1: the game is day, night or neither.
    answer = _enter(battlefield(FOREST, extra=f"day_night: {day_night}\n"), "Bird Admirer")
    assert answer.complete
    assert _outcomes(answer) == [(0, (), transformed)]


def test_daybound_without_day_night_is_incomplete_naming_the_card():
    # The board doesn't say whether it is night: the effect is not applied and the answer says so.
    answer = _enter(battlefield(FOREST), "Bird Admirer")
    assert not answer.complete
    assert any("Bird Admirer" in n and "night" in n for n in listed(answer.notes))
    # A card without daybound doesn't ask.
    assert _enter(battlefield(FOREST), "Grizzly Bears").complete


def test_a_copy_of_a_daybound_permanent_at_night_is_no_double_faced_card():
    # Clone copying Bird Admirer at night gets daybound (CR 707.2), but "represented by a double-faced card" is false
    # for Clone's card (CR 702.145b, 712.14a): it enters as a copy, front face up.
    board = battlefield("{card: Bird Admirer, controller: bob}", extra="day_night: night\n")
    answer = _enter(board, "Clone")
    assert answer.complete
    assert sorted((o.result["copy_of"] or "", bool(o.result.get("transformed"))) for o in answer.outcomes) == [
        ("", False), ("Bird Admirer", False)]


def test_day_night_takes_day_night_or_neither():
    with pytest.raises(mtgasp.BoardError, match="day_night.*'dusk'.*"):
        battlefield(FOREST, extra="day_night: dusk\n")


def test_cli_day_night_bad_value_is_one_line_exit_2(tmp_path):
    path = tmp_path / "board.yaml"
    path.write_text("players: [alice, bob]\nday_night: nite\n")
    run = run_cli("orderings", str(path), "enter", "Bird Admirer", "--controller", "alice")
    assert run.returncode == 2 and "Traceback" not in run.stderr
    assert "day_night" in run.stderr and "night" in run.stderr and len(run.stderr.strip().splitlines()) == 1


@pytest.mark.slow
def test_cli_enter_daybound_at_night(tmp_path):
    path = tmp_path / "board.yaml"
    path.write_text("players: [alice, bob]\nday_night: night\nbattlefield:\n  - {card: Forest, controller: alice}\n")
    run = run_cli("orderings", str(path), "enter", "Bird Admirer", "--controller", "alice", "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["complete"] and [o["result"].get("transformed") for o in data["outcomes"]] == [True]


# --- "enters with your choice of a X counter or a Y counter" (CR 614.12a, 122.1b) --------------------------------

def test_boot_nipper_enters_with_a_deathtouch_or_a_lifelink_counter():
    # Boot Nipper: "This creature enters with your choice of a deathtouch counter or a lifelink counter on it." Both
    # choices are explored (CR 614.12a: the choice is made before it enters; CR 122.1b: keyword counters).
    answer = _enter(battlefield(FOREST), "Boot Nipper")
    assert answer.complete
    assert sorted(tuple(o.result["counters_by_kind"].items()) for o in answer.outcomes) == [
        (("deathtouch", 1),), (("lifelink", 1),)]


# --- what happened this turn (the board's this_turn:): raid, morbid, revolt, an opponent lost life ---------------

@pytest.mark.parametrize("card, this_turn, counters", [
    # Goblin Boarders, "Raid — This creature enters with a +1/+1 counter on it if you attacked this turn."
    ("Goblin Boarders", "{attacked: [alice]}", 1), ("Goblin Boarders", "{attacked: [bob]}", 0),
    ("Goblin Boarders", "{attacked: []}", 0),
    # Festerhide Boar, "Morbid — This creature enters with two +1/+1 counters on it if a creature died this turn."
    ("Festerhide Boar", "{creature_died: true}", 2), ("Festerhide Boar", "{creature_died: false}", 0),
    # Frilled Sparkshooter, "... if an opponent lost life this turn": bob is alice's opponent, alice is not.
    ("Frilled Sparkshooter", "{lost_life: [bob]}", 1), ("Frilled Sparkshooter", "{lost_life: [alice]}", 0),
    # Greenwheel Liberator, "Revolt — ... two +1/+1 counters on it if a permanent left the battlefield under your
    # control this turn."
    ("Greenwheel Liberator", "{permanent_left: [alice]}", 2), ("Greenwheel Liberator", "{permanent_left: [bob]}", 0),
])
def test_enters_with_counters_if_something_happened_this_turn(card, this_turn, counters):
    answer = _enter(battlefield(FOREST, extra=f"this_turn: {this_turn}\n"), card)
    assert answer.complete
    assert [o.result["counters"] for o in answer.outcomes] == [counters]


def test_what_happened_this_turn_not_given_is_incomplete_naming_the_card():
    # The board says who attacked, not whether a creature died: Festerhide Boar's answer says so.
    answer = _enter(battlefield(FOREST, extra="this_turn: {attacked: [alice]}\n"), "Festerhide Boar")
    assert not answer.complete
    assert any("Festerhide Boar" in n and "this turn" in n for n in listed(answer.notes))


def test_this_turn_keys_and_players_are_checked():
    with pytest.raises(mtgasp.BoardError, match="this_turn key 'atacked'.*attacked"):
        battlefield(FOREST, extra="this_turn: {atacked: [alice]}\n")
    with pytest.raises(mtgasp.BoardError, match="unknown player 'carol'"):
        battlefield(FOREST, extra="this_turn: {attacked: [carol]}\n")
    with pytest.raises(mtgasp.BoardError, match="true or false"):
        battlefield(FOREST, extra="this_turn: {creature_died: [alice]}\n")


# --- Tribute (CR 702.104a) -----------------------------------------------------------------------------------------

def test_tribute_is_paid_or_not_both_explored():
    # Nessian Demolok, "Tribute 3": CR 702.104a "As this creature enters, choose an opponent. That player may put an
    # additional N +1/+1 counters on it as it enters." Ruling 2014-02-01: "If the opponent pays tribute, the creature
    # will enter the battlefield with the specified number of +1/+1 counters on it."
    answer = _enter(battlefield(FOREST), "Nessian Demolok")
    assert answer.complete
    assert _outcomes(answer) == [(0, ("opponent",), False), (3, ("opponent",), False)]


def test_tribute_counters_and_hardened_scales():
    # Hardened Scales ("If one or more +1/+1 counters would be put on a creature you control") doesn't look at who puts
    # them: paid, four.
    answer = _enter(battlefield(SCALES), "Nessian Demolok")
    assert answer.complete
    assert _outcomes(answer) == [(0, ("opponent",), False), (4, ("opponent",), False)]


def test_tribute_counters_are_put_by_the_opponent_so_vorinclex_says_incomplete():
    # Ruling 2017-04-18: "For effects that check which player put counters on the entering creature, the player chosen
    # to pay tribute puts those counters on it, not the creature's controller." Vorinclex ("If you would put one or
    # more counters") is not applied to them, and the answer says so.
    answer = _enter(battlefield("{card: 'Vorinclex, Monstrous Raider', controller: alice}"), "Nessian Demolok")
    assert not answer.complete
    assert any("Nessian Demolok" in n and "122.6a" in n for n in listed(answer.notes))


# --- Devour (CR 702.82a-c) -------------------------------------------------------------------------------------------

def _devoured(answer: mtgasp.Orderings) -> list[tuple[int, int]]:
    """(devoured, +1/+1 counters) of each outcome, sorted."""
    return sorted((o.result.get("devoured", 0), o.result["counters"]) for o in answer.outcomes)


BEARS = "{card: Grizzly Bears, controller: alice}"


def test_devour_explores_every_number_of_creatures_sacrificed():
    # Mycoloth, "Devour 2": CR 702.82a "As this object enters, you may sacrifice any number of creatures. This
    # permanent enters with N +1/+1 counters on it for each creature sacrificed this way." Ruling 2008-10-01: "You may
    # choose not to sacrifice any creatures"; only creatures already on the battlefield, and only the player's own
    # (you sacrifice what you control, CR 701.21a): alice's two Bears, not bob's. Which ones is a choice too ("you
    # choose how many and which creatures to devour"): each set of them, one outcome each (session 32).
    board = battlefield(BEARS, BEARS, "{card: Grizzly Bears, controller: bob}")
    answer = _enter(board, "Mycoloth")
    assert answer.complete
    assert _devoured(answer) == [(0, 0), (1, 2), (1, 2), (2, 4)]
    assert len({tuple(o.result.get("devoured_objects", ())) for o in answer.outcomes}) == 4


def test_devour_of_a_quality_counts_that_quality():
    # Famished Worldsire, "Devour land 3" (CR 702.82b: "Devour [quality]" sacrifices permanents of that quality): a
    # Forest gives three counters; the Bears can't be devoured.
    answer = _enter(battlefield(FOREST, BEARS), "Famished Worldsire")
    assert answer.complete
    assert _devoured(answer) == [(0, 0), (1, 3)]


def test_devoured_counters_are_modified_like_any_other():
    # Hardened Scales (an enchantment: not devourable) adds one to each nonzero outcome.
    answer = _enter(battlefield(SCALES, BEARS), "Mycoloth")
    assert answer.complete
    assert _devoured(answer) == [(0, 0), (1, 3)]


def test_devour_and_hardened_scales_the_choice_matters_not_the_order_cr_616_1():
    # Hardened Scales applies "if one or more +1/+1 counters would be put": only once devour has put some (CR 616.1:
    # an effect is chosen among those that apply), so there is one order; the results differ by how many creatures
    # are devoured, a choice (Mycoloth ruling 2008-10-01: "you choose how many and which creatures to devour").
    answer = _enter(battlefield(SCALES, BEARS, BEARS), "Mycoloth")
    assert _devoured(answer) == [(0, 0), (1, 3), (1, 3), (2, 5)]
    assert not answer.order_matters and answer.choice_matters and answer.complete
    # With Doubling Season besides, the order of Scales and the Season matters again: 2 × 2 + 1 or (2 + 1) × 2.
    both = _enter(battlefield(SCALES, BEARS, "{card: Doubling Season, controller: alice}"), "Mycoloth")
    assert both.order_matters and sorted(o.result["counters"] for o in both.outcomes) == [0, 5, 6]


def test_devouring_the_source_of_an_effect_on_the_event_takes_its_effect_away():
    # Corpsejack Menace (a creature: "If one or more +1/+1 counters would be put on a creature you control, twice that
    # many ... instead") may itself be devoured, and then its effect no longer applies (CR 614.12, 616.1f): devoured,
    # Mycoloth enters with its 2 counters undoubled; kept, there is nothing to double (session 32; rules/replacement/
    # enter_devour.lp, tests/rules/test_devour_session32.py).
    answer = _enter(battlefield("{card: Corpsejack Menace, controller: alice}"), "Mycoloth")
    assert answer.complete
    assert sorted((o.result["counters"], tuple(o.result.get("devoured_objects", ()))) for o in answer.outcomes) == [
        (0, ()), (2, ("corpsejack-menace",))]
