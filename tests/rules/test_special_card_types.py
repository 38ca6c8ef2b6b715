"""Cards with rules of their own: levelers (CR 711), Classes (716), Spacecraft with station (721), Rooms
(709.5), Equipment with reconfigure (702.151b), bestow (702.103), and double-faced cards put onto the battlefield
transformed (712.14a, 616.1d). Each test states what the rules decide and accepts either that answer or an
answer marked incomplete: a wrong answer marked complete fails it."""
from __future__ import annotations

import pytest
from support import battlefield, enter_outcomes

import mtgasp
from mtgasp import EnterEvent
from mtgasp.encoder import board_facts
from mtgasp.engine.solver import solve_query
from mtgasp.render.text import orderings as to_text

TEST_DFC = """
card("Test Moonward"). card_type("Test Moonward", artifact). back_face("Test Moonward", "Test Moonbeast").
replacement("Test Moonward", 1, enters_battlefield). replacement_condition("Test Moonward", 1, this).
replacement_category("Test Moonward", 1, back_face). replacement_option("Test Moonward", 1, 1, enter_transformed).
card_type("Test Moonbeast", creature). card_subtype("Test Moonbeast", werewolf).
"""


# --- Leveler cards (CR 711.2a-b) -------------------------------------------------------------------------------

def test_a_leveler_has_the_abilities_of_its_level_only():
    # Joraga Treespeaker: "LEVEL 1-4 1/2 {T}: Add {G}{G}." With no level counter it has no mana ability (CR 711.2a,
    # 711.5): "{G}" can't be a complete answer; with one it could produce {G}.
    board = battlefield("{card: Joraga Treespeaker, controller: alice, id: jt}",
                        "{card: Joraga Treespeaker, controller: alice, id: jt1, counters: {level: 1}}")
    answer = mtgasp.could_produce(board)
    assert answer.types["jt"] == () or not answer.complete
    assert answer.types["jt1"] == ("G",) or not answer.complete


@pytest.mark.slow
def test_a_leveler_power_and_toughness_follow_its_level():
    # "LEVEL 1-4 1/2" (CR 711.2a: base power and toughness 1/2): "1/1" can't be a complete answer at level 1.
    shown = mtgasp.show(battlefield("{card: Joraga Treespeaker, controller: alice, id: jt1, counters: {level: 1}}"))
    assert shown.objects["jt1"].power_toughness == (1, 2) or not shown.complete


# --- Equipment with reconfigure attached to a creature (CR 702.151b, 301.5c) -----------------------------------

def test_reconfigured_equipment_is_not_a_creature():
    # Lizard Blades (reconfigure) attached to Grizzly Bears is legally attached (CR 301.5c: an Equipment that's
    # also a creature can't equip a creature unless it has reconfigure) and stops being a creature (CR 702.151b):
    # Gaea's Cradle counts one creature. "{G}{G}" can't be a complete answer.
    board = battlefield("{card: Gaea's Cradle, controller: alice, id: cradle}",
                        "{card: Grizzly Bears, controller: alice, id: bears}",
                        "{card: Lizard Blades, controller: alice, attached_to: bears}")
    produced = mtgasp.produce(board, "cradle")
    assert {o.mana for a in produced.abilities for o in a.outcomes} == {"G"} or not produced.complete


def test_an_equipment_with_reconfigure_unattached_is_a_creature():
    # Unattached, Lizard Blades is a creature (CR 702.151b applies only while attached): {G}{G}, complete.
    board = battlefield("{card: Gaea's Cradle, controller: alice, id: cradle}", "{card: Lizard Blades, controller: alice}",
                        "{card: Grizzly Bears, controller: alice}")
    produced = mtgasp.produce(board, "cradle")
    assert produced.complete and {o.mana for a in produced.abilities for o in a.outcomes} == {"GG"}


def test_a_bestow_creature_attached_is_not_a_creature():
    # Boon Satyr (bestow) attached to Grizzly Bears is a bestowed Aura, not a creature (CR 702.103b, 702.103f):
    # Gaea's Cradle counts one creature; "{G}{G}" can't be a complete answer.
    board = battlefield("{card: Gaea's Cradle, controller: alice, id: cradle}",
                        "{card: Grizzly Bears, controller: alice, id: bears}",
                        "{card: Boon Satyr, controller: alice, attached_to: bears}")
    produced = mtgasp.produce(board, "cradle")
    assert {o.mana for a in produced.abilities for o in a.outcomes} == {"G"} or not produced.complete


# --- Class levels (CR 716.2a) ----------------------------------------------------------------------------------

def test_a_class_level_the_board_doesnt_give():
    # Sorcerer Class: "{U}{R}: Level 2" then "Creatures you control have "{T}: Add {U} or {R}. ..."": the creatures
    # have it only while the Class is level 2 or greater (CR 716.2a); a Class enters at level 1 and the board doesn't
    # give its level, so "{U} or {R}" for the Bears can't be a complete answer, nor can "-".
    answer = mtgasp.could_produce(battlefield("{card: Sorcerer Class, controller: alice}",
                                              "{card: Grizzly Bears, controller: alice, id: bears}"))
    assert not answer.complete


# --- Station cards (CR 721.2b) ---------------------------------------------------------------------------------

def test_a_spacecraft_with_enough_charge_counters_is_a_creature():
    # Infinite Guideline Station ("12+ | Flying", 7/15): with 12 charge counters it is an artifact creature (CR
    # 721.2b), so Gaea's Cradle beside it and Grizzly Bears could add {G}{G}: "{G}" can't be a complete answer.
    board = battlefield("{card: Gaea's Cradle, controller: alice, id: cradle}",
                        "{card: Infinite Guideline Station, controller: alice, counters: {charge: 12}}",
                        "{card: Grizzly Bears, controller: alice}")
    produced = mtgasp.produce(board, "cradle")
    assert {o.mana for a in produced.abilities for o in a.outcomes} == {"GG"} or not produced.complete


def test_a_spacecraft_below_its_threshold_is_not_a_creature():
    # With 11 charge counters it is not a creature (CR 721.2b): {G}, complete.
    board = battlefield("{card: Gaea's Cradle, controller: alice, id: cradle}",
                        "{card: Infinite Guideline Station, controller: alice, counters: {charge: 11}}",
                        "{card: Grizzly Bears, controller: alice}")
    produced = mtgasp.produce(board, "cradle")
    assert produced.complete and {o.mana for a in produced.abilities for o in a.outcomes} == {"G"}


# --- Rooms (CR 709.5): a half's rules text only while that half is unlocked ---------------------------------------

def test_a_room_door_may_be_locked():
    # Greenhouse // Rickety Gazebo is a Room. CR 709.5: "As long as this permanent doesn't have the 'left half
    # unlocked' designation, it doesn't have the name, mana cost, or rules text of this object's left half"; CR
    # 709.5d: a Room put onto the battlefield without being cast has neither designation. The board format has no
    # field for it: Greenhouse's 'Lands you control have "{T}: Add one mana of any color."' may or may not apply,
    # so the Wastes could produce {C} only, or every color too. Neither can be a complete answer.
    board = battlefield("{card: Greenhouse, controller: alice, id: room}",
                        "{card: Wastes, controller: alice, id: wastes}")
    answer = mtgasp.could_produce(board)
    assert not answer.complete


# --- Put onto the battlefield transformed (CR 712.14a, 616.1d) -------------------------------------------

def test_soulcipher_board_put_transformed_has_only_its_back_face_cr_712_14a():
    # CR 712.14a: it enters with its back face up; 712.8e: only the back face's characteristics, so the
    # front's "enters with three omen counters" doesn't apply, and Grumgully sees a non-Human creature.
    b = battlefield("{card: 'Grumgully, the Generous', controller: alice}")
    assert enter_outcomes(b, "Soulcipher Board", "alice") == [("alice", "", False, 0, (("omen", 3),), 1)]
    r = mtgasp.orderings(b, EnterEvent("Soulcipher Board", "alice", transformed=True))
    assert [(o.result["transformed"], o.result["counters"]) for o in r.outcomes] == [(True, 1)]
    assert "back face up" in to_text(r)


def test_only_a_double_faced_card_can_be_put_onto_the_battlefield_transformed_cr_712_14a():
    with pytest.raises(mtgasp.BoardError, match="712.14a"):
        mtgasp.orderings(battlefield("{card: Forest, controller: alice}"), EnterEvent("Grizzly Bears", "alice",
                                                                                 transformed=True))


def test_back_face_effects_come_before_the_others_cr_616_1d():
    b = battlefield("{card: 'Grumgully, the Generous', controller: alice}", "{card: Root Maze, controller: alice}")
    answer = solve_query("orderings", board_facts(b, {"entering": [("moon", "Test Moonward", "alice")]}) + TEST_DFC)
    outcomes = sorted(str(state) for _i, state, _s in answer.by_name("terminal"))
    # Root Maze ("Artifacts and lands enter tapped") no longer applies to the creature it became (616.1f).
    assert outcomes == ['ent(0,1,0,nil,nil,"alice",1)']
    assert len(answer.by_name("step")) == 2  # the back-face effect, then Grumgully: one order
