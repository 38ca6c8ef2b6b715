"""Wrong answers marked complete, found by the third red-team round (each case cites the rule or ruling).

Each test states what the rules decide and accepts either that answer or an answer marked incomplete: a
wrong answer marked complete fails it."""
from __future__ import annotations

import pytest
from support import board_from

import mtgasp


def _board(*lines: str, extra: str = "") -> mtgasp.Board:
    return board_from("players: [alice, bob]\nbattlefield:\n" + "".join(f"  - {line}\n" for line in lines) + extra)


def _entering(board: mtgasp.Board, card: str, **kw) -> mtgasp.Orderings:
    return mtgasp.orderings(board, mtgasp.EnterEvent(card, "alice", **kw))


def _counters(answer: mtgasp.Orderings) -> set[tuple[tuple[str, int], ...]]:
    return {tuple(sorted(o.result.get("counters_by_kind", {}).items())) for o in answer.outcomes}


# --- Layers 5-7 read subtype filters after layer 4 (CR 613.1f, 205.3) -----------------------------------------

@pytest.mark.slow
def test_elves_you_control_have_a_mana_ability():
    # Tyvar Kell: "Elves you control have "{T}: Add {B}."" (layer 6, CR 613.1f): Llanowar Elves, an Elf, has it
    # and could produce {B} as well as {G} (CR 106.7). "{G}" alone can't be a complete answer.
    board = _board("{card: Tyvar Kell, controller: alice}", "{card: Llanowar Elves, controller: alice, id: elves}")
    answer = mtgasp.could_produce(board)
    assert answer.types["elves"] == ("B", "G") or not answer.complete
    produced = mtgasp.produce(board, "elves")
    assert len(produced.abilities) == 2 or not produced.complete


def test_a_granted_ability_reaches_only_the_subtype():
    # The same grant doesn't reach a creature that isn't an Elf (Grizzly Bears, a Bear): the answer stays complete.
    board = _board("{card: Tyvar Kell, controller: alice}", "{card: Grizzly Bears, controller: alice, id: bears}")
    answer = mtgasp.could_produce(board)
    assert answer.complete and answer.types["bears"] == ()


# --- Devoid: "This object is colorless" (CR 702.114a, 604.3, 105.2c) ------------------------------------------

@pytest.mark.slow
def test_devoid_permanent_is_colorless():
    # Eldrazi Displacer ({2}{W}, devoid) is colorless: Meteor Crater ("Choose a color of a permanent you control.
    # Add one mana of that color.") has no color to choose and adds no mana (CR 106.5). "{W}" can't be a complete
    # answer, nor "white" its colors.
    board = _board("{card: Meteor Crater, controller: alice, id: crater}",
                   "{card: Eldrazi Displacer, controller: alice, id: ed}")
    answer = mtgasp.could_produce(board)
    assert answer.types["crater"] == () or not answer.complete
    shown = mtgasp.show(board)
    assert shown.objects["ed"].colors == () or not shown.complete


def test_a_color_effect_still_colors_a_devoid_permanent():
    # CR 613.3: the characteristic-defining ability applies first in layer 5, other color-setting effects after
    # it: Nightcreep ("all creatures become black") makes the devoid Eldrazi Displacer black; Meteor Crater {B}.
    board = _board("{card: Meteor Crater, controller: alice, id: crater}",
                   "{card: Eldrazi Displacer, controller: alice, id: ed, timestamp: 5}",
                   extra="effects:\n  - {card: Nightcreep, controller: bob, timestamp: 1}\n")
    answer = mtgasp.could_produce(board)
    assert answer.types["crater"] == ("B",) or not answer.complete


# --- Keyword abilities that are "enters with counters" replacement effects (CR 614.1c) ------------------------

@pytest.mark.slow
def test_modular_enters_with_counters():
    # Arcbound Worker, "Modular 1": "This permanent enters with N +1/+1 counters on it" (CR 702.43a). "0 counters"
    # can't be a complete answer.
    answer = _entering(_board("{card: Forest, controller: alice}"), "Arcbound Worker", cast=True)
    assert _counters(answer) == {(("p1p1", 1),)} or not answer.complete


@pytest.mark.slow
def test_modular_counters_are_modified_like_any_other():
    # With Hardened Scales ("If one or more +1/+1 counters would be put on a creature you control, that many plus
    # one ... are put on it instead", CR 614.1c, 616.1) the Worker enters with two.
    answer = _entering(_board("{card: Hardened Scales, controller: alice}"), "Arcbound Worker", cast=True)
    assert _counters(answer) == {(("p1p1", 2),)} or not answer.complete


@pytest.mark.slow
def test_graft_fading_vanishing_enter_with_counters():
    # Graft N (CR 702.58a), Fading N (702.32a: fade counters), Vanishing N (702.63a: time counters).
    for card, counters in (("Simic Initiate", (("p1p1", 1),)), ("Blastoderm", (("fade", 3),)),
                           ("Chronozoa", (("time", 3),))):
        answer = _entering(_board("{card: Forest, controller: alice}"), card, cast=True)
        assert _counters(answer) == {counters} or not answer.complete, card


@pytest.mark.slow
def test_riot_is_a_choice_of_counter_or_haste():
    # Zhur-Taa Goblin, "Riot": "enters with your choice of a +1/+1 counter or haste" (CR 702.136a): an outcome with
    # the counter exists; an answer with only "0 counters" can't be complete.
    answer = _entering(_board("{card: Forest, controller: alice}"), "Zhur-Taa Goblin", cast=True)
    assert (("p1p1", 1),) in _counters(answer) or not answer.complete


# --- Keyword abilities that are activated abilities (CR 602, 702.122a, 702.107a) ------------------------------

def test_crew_is_an_activated_ability():
    # Smuggler's Copter's "Crew 1" means "Tap any number of other untapped creatures you control with total power
    # N or greater: This permanent becomes an artifact creature until end of turn." (CR 702.122a): an activated
    # ability. "no activated ability" can't be a complete answer.
    board = _board("{card: Smuggler's Copter, controller: alice, id: copter}",
                   "{card: Grizzly Bears, controller: alice}")
    answer = mtgasp.can_activate(board, "copter")
    assert answer.abilities or not answer.complete


def test_outlast_is_an_activated_ability():
    # Ainok Bond-Kin's "Outlast {1}{W}": "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a
    # sorcery." (CR 702.107a).
    board = _board("{card: Ainok Bond-Kin, controller: alice, id: ainok}", "{card: Plains, controller: alice}",
                   "{card: Plains, controller: alice}")
    answer = mtgasp.can_activate(board, "ainok")
    assert answer.abilities or not answer.complete


# --- Leveler cards (CR 711.2a-b) -------------------------------------------------------------------------------

def test_a_leveler_has_the_abilities_of_its_level_only():
    # Joraga Treespeaker: "LEVEL 1-4 1/2 {T}: Add {G}{G}." With no level counter it has no mana ability (CR 711.2a,
    # 711.5): "{G}" can't be a complete answer; with one it could produce {G}.
    board = _board("{card: Joraga Treespeaker, controller: alice, id: jt}",
                   "{card: Joraga Treespeaker, controller: alice, id: jt1, counters: {level: 1}}")
    answer = mtgasp.could_produce(board)
    assert answer.types["jt"] == () or not answer.complete
    assert answer.types["jt1"] == ("G",) or not answer.complete


@pytest.mark.slow
def test_a_leveler_power_and_toughness_follow_its_level():
    # "LEVEL 1-4 1/2" (CR 711.2a: base power and toughness 1/2): "1/1" can't be a complete answer at level 1.
    shown = mtgasp.show(_board("{card: Joraga Treespeaker, controller: alice, id: jt1, counters: {level: 1}}"))
    assert shown.objects["jt1"].power_toughness == (1, 2) or not shown.complete


# --- Equipment with reconfigure attached to a creature (CR 702.151b, 301.5c) -----------------------------------

def test_reconfigured_equipment_is_not_a_creature():
    # Lizard Blades (reconfigure) attached to Grizzly Bears is legally attached (CR 301.5c: an Equipment that's
    # also a creature can't equip a creature unless it has reconfigure) and stops being a creature (CR 702.151b):
    # Gaea's Cradle counts one creature. "{G}{G}" can't be a complete answer.
    board = _board("{card: Gaea's Cradle, controller: alice, id: cradle}",
                   "{card: Grizzly Bears, controller: alice, id: bears}",
                   "{card: Lizard Blades, controller: alice, attached_to: bears}")
    produced = mtgasp.produce(board, "cradle")
    assert {o.mana for a in produced.abilities for o in a.outcomes} == {"G"} or not produced.complete


def test_an_equipment_with_reconfigure_unattached_is_a_creature():
    # Unattached, Lizard Blades is a creature (CR 702.151b applies only while attached): {G}{G}, complete.
    board = _board("{card: Gaea's Cradle, controller: alice, id: cradle}", "{card: Lizard Blades, controller: alice}",
                   "{card: Grizzly Bears, controller: alice}")
    produced = mtgasp.produce(board, "cradle")
    assert produced.complete and {o.mana for a in produced.abilities for o in a.outcomes} == {"GG"}


def test_a_bestow_creature_attached_is_not_a_creature():
    # Boon Satyr (bestow) attached to Grizzly Bears is a bestowed Aura, not a creature (CR 702.103b, 702.103f):
    # Gaea's Cradle counts one creature; "{G}{G}" can't be a complete answer.
    board = _board("{card: Gaea's Cradle, controller: alice, id: cradle}",
                   "{card: Grizzly Bears, controller: alice, id: bears}",
                   "{card: Boon Satyr, controller: alice, attached_to: bears}")
    produced = mtgasp.produce(board, "cradle")
    assert {o.mana for a in produced.abilities for o in a.outcomes} == {"G"} or not produced.complete


@pytest.mark.slow
def test_modular_sunburst_is_an_unmodelled_replacement():
    # Arcbound Wanderer, "Modular—Sunburst": it enters with a +1/+1 counter for each color of mana spent to cast it
    # (CR 702.43a, 702.44a); the colors spent are not an input: "0 counters" can't be a complete answer.
    answer = _entering(_board("{card: Forest, controller: alice}"), "Arcbound Wanderer", cast=True)
    assert not answer.complete


def test_an_equip_ability_the_compiler_cant_read_is_still_an_activated_ability():
    # Ace's Baseball Bat: "Equip legendary creature {1}" is an equip ability (CR 702.6a, 602): can-activate lists it.
    answer = mtgasp.can_activate(_board("{card: Ace's Baseball Bat, controller: alice, id: bat}",
                                        "{card: Forest, controller: alice}"), "bat")
    assert any(a.ability == 3 for a in answer.abilities) or not answer.complete


# --- Class levels (CR 716.2a) ----------------------------------------------------------------------------------

def test_a_class_level_the_board_doesnt_give():
    # Sorcerer Class: "{U}{R}: Level 2" then "Creatures you control have "{T}: Add {U} or {R}. ..."": the creatures
    # have it only while the Class is level 2 or greater (CR 716.2a); a Class enters at level 1 and the board doesn't
    # give its level, so "{U} or {R}" for the Bears can't be a complete answer, nor can "-".
    answer = mtgasp.could_produce(_board("{card: Sorcerer Class, controller: alice}",
                                         "{card: Grizzly Bears, controller: alice, id: bears}"))
    assert not answer.complete


# --- Station cards (CR 721.2b) ---------------------------------------------------------------------------------

def test_a_spacecraft_with_enough_charge_counters_is_a_creature():
    # Infinite Guideline Station ("12+ | Flying", 7/15): with 12 charge counters it is an artifact creature (CR
    # 721.2b), so Gaea's Cradle beside it and Grizzly Bears could add {G}{G}: "{G}" can't be a complete answer.
    board = _board("{card: Gaea's Cradle, controller: alice, id: cradle}",
                   "{card: Infinite Guideline Station, controller: alice, counters: {charge: 12}}",
                   "{card: Grizzly Bears, controller: alice}")
    produced = mtgasp.produce(board, "cradle")
    assert {o.mana for a in produced.abilities for o in a.outcomes} == {"GG"} or not produced.complete


def test_a_spacecraft_below_its_threshold_is_not_a_creature():
    # With 11 charge counters it is not a creature (CR 721.2b): {G}, complete.
    board = _board("{card: Gaea's Cradle, controller: alice, id: cradle}",
                   "{card: Infinite Guideline Station, controller: alice, counters: {charge: 11}}",
                   "{card: Grizzly Bears, controller: alice}")
    produced = mtgasp.produce(board, "cradle")
    assert produced.complete and {o.mana for a in produced.abilities for o in a.outcomes} == {"G"}


# --- A planeswalker's or battle's intrinsic "enters with counters" (CR 306.5b, 310.4b) -------------------------

@pytest.mark.slow
def test_a_planeswalker_enters_with_loyalty_counters():
    # CR 306.5b: Liliana of the Veil (loyalty 3) enters with three loyalty counters; with Doubling Season, six
    # (Doubling Season's ruling: a planeswalker enters with twice its loyalty). "no counters" can't be complete.
    for extra, loyalty in (("{card: Forest, controller: alice}", 3), ("{card: Doubling Season, controller: alice}", 6)):
        answer = _entering(_board(extra), "Liliana of the Veil", cast=True)
        assert _counters(answer) == {(("loyalty", loyalty),)} or not answer.complete


def test_a_battle_enters_with_defense_counters():
    # CR 310.4b: Invasion of Kaladesh (defense 4) enters with four defense counters.
    answer = _entering(_board("{card: Forest, controller: alice}"), "Invasion of Kaladesh", cast=True)
    assert _counters(answer) == {(("defense", 4),)} or not answer.complete
