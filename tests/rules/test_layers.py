"""Characteristics after continuous effects (issue 4): layers 4-6 with timestamps and dependencies (CR 613),
305.7, and what could produce sees of them (CR 106.7). Cases named in the issue and in the rulings of
Blood Moon, Urborg, Celestial Dawn, Prismatic Omen, Chromatic Lantern and Gift of Paradise.

The rulings themselves are data: tests/rulings/characteristics.yaml (run by tests/rules/test_rulings.py). Here:
what doesn't fit that format (the command line, JSON shapes, errors), and effects in every layer an answer must
not ignore while marked complete: control (layer 2), types and supertypes given or removed (layer 4), colors
(layer 5), abilities granted by subtype (layer 6), equal timestamps (613.7m) and the objects a resolved effect
affects (611.2c)."""
from __future__ import annotations

import json

import pytest
from support import battlefield, board_from, run_cli

import mtgasp


def produce(text: str) -> dict[str, str]:
    return {k: "".join(v) for k, v in mtgasp.could_produce(board_from(text)).types.items()}


def view(text: str, obj: str) -> mtgasp.ObjectView:
    return mtgasp.show(board_from(text), obj).objects[obj]


def abilities(v: mtgasp.ObjectView) -> list[tuple[str, str]]:
    return [(a.text, a.source) for a in v.abilities]


BLOOD_MOON_URBORG = """
    players: [alice, bob]
    battlefield:
      - {{card: "Urborg, Tomb of Yawgmoth", controller: alice, id: urborg, timestamp: {urborg}}}
      - {{card: Blood Moon, controller: bob, timestamp: {moon}}}
      - {{card: Forest, controller: alice}}
      - {{card: Reflecting Pool, controller: alice}}
      - {{card: Tropical Island, controller: bob}}
"""


@pytest.mark.slow
def test_show_json_contract():
    run = run_cli("show", "--json", _write_board(BLOOD_MOON_URBORG.format(urborg=1, moon=2)), "urborg")
    assert run.returncode == 0, run.stderr
    answer = json.loads(run.stdout)  # docs/cli.md: version 2 keeps the objects by id under "objects"
    assert answer["version"] == 2 and answer["complete"] is True and answer["notes"] == []
    data = answer["objects"]
    assert set(data) == {"urborg"}
    u = data["urborg"]
    assert u["names"] == ["Urborg, Tomb of Yawgmoth"] and u["card_types"] == ["land"]
    assert u["supertypes"] == ["legendary"] and u["subtypes"] == ["mountain"]
    assert u["abilities"] == [{"text": "{T}: Add {R}.", "source": "blood-moon", "activated_by": "alice"}]
    assert u["controller"] == "alice" and u["attached_to"] is None


@pytest.mark.slow
def test_show_explain_text_and_unknown_id():
    path = _write_board(BLOOD_MOON_URBORG.format(urborg=1, moon=2))
    run = run_cli("show", path, "--explain")
    assert run.returncode == 0 and "[waited for blood-moon: dependency]" in run.stdout
    run = run_cli("show", path, "urborgg")
    assert run.returncode == 2 and "did you mean: urborg?" in run.stderr and run.stderr.count("\n") == 1


def _write_board(text: str) -> str:
    import tempfile
    import textwrap

    f = tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False)
    f.write(textwrap.dedent(text))
    f.close()
    return f.name


def _mana(answer: mtgasp.Produce, number: int) -> set[str]:
    ability = next((a for a in answer.abilities if a.ability == number), None)
    return set() if ability is None else {o.mana for o in ability.outcomes}


def _mirages(first: str, second: str) -> mtgasp.Board:
    return battlefield("{card: Savannah, controller: alice, id: savannah, timestamp: 1}",
                       "{card: Convincing Mirage, controller: alice, id: " + first
                       + ", attached_to: savannah, chosen: {land_type: Island}, timestamp: 5}",
                       "{card: Convincing Mirage, controller: alice, id: " + second
                       + ", attached_to: savannah, chosen: {land_type: Mountain}, timestamp: 5}")


# --- Layer 2: control-changing effects (CR 613.1b) ------------------------------------------------------------------

def test_control_changing_aura_is_not_ignored():
    # Confiscate: "You control enchanted permanent." (layer 2, CR 613.1b): alice controls bob's Forest, so her
    # Reflecting Pool could produce {G} (CR 106.7). The board gives the Forest's controller as bob; an answer
    # that ignores Confiscate must not claim to be complete.
    answer = mtgasp.could_produce(board_from(
        "players: [alice, bob]\nbattlefield:\n  - {card: Forest, controller: bob, id: bf}\n"
        "  - {card: Confiscate, controller: alice, attached_to: bf}\n"
        "  - {card: Reflecting Pool, controller: alice, id: pool}\n"))
    assert answer.types["pool"] == ("G",) or not answer.complete


# --- Static effects the cues read as kind `other` ------------------------------------------------------------

@pytest.mark.slow
def test_an_aura_that_makes_an_artifact_a_creature():
    # Animate Artifact: "As long as enchanted artifact isn't a creature, it's an artifact creature ..." (layer 4,
    # CR 613.1d). A Sol Ring that came under alice's control this turn is then a creature, and its {T} ability
    # can't be activated (CR 302.6): "{C}{C}" can't be a complete answer, nor "yes" to can-activate.
    board = board_from("players: [alice]\nbattlefield:\n  - {card: Sol Ring, controller: alice, id: ring, sick: true}\n"
                       "  - {card: Animate Artifact, controller: alice, attached_to: ring}\n")
    pools = mtgasp.mana(board, "alice")
    assert {o.mana for o in pools.options} == {""} or not pools.complete
    act = mtgasp.can_activate(board, "ring")
    assert not any(a.can_activate for a in act.abilities) or not act.complete


def test_permanents_are_the_chosen_color():
    # Painter's Servant (blue chosen): "All cards that aren't on the battlefield, spells, and permanents are the
    # chosen color in addition to their other colors." (layer 5, CR 613.1e). alice's Forest is blue: Meteor
    # Crater could produce {U} (CR 106.7). "-" can't be a complete answer.
    answer = mtgasp.could_produce(board_from(
        "players: [alice]\nbattlefield:\n  - {card: Forest, controller: alice}\n"
        "  - {card: \"Painter's Servant\", controller: alice, chosen: {color: U}}\n"
        "  - {card: Meteor Crater, controller: alice, id: crater}\n"))
    assert answer.types["crater"] == ("U",) or not answer.complete


# --- Layers 5-7 read subtype filters after layer 4 (CR 613.1f, 205.3) -----------------------------------------

@pytest.mark.slow
def test_elves_you_control_have_a_mana_ability():
    # Tyvar Kell: "Elves you control have "{T}: Add {B}."" (layer 6, CR 613.1f): Llanowar Elves, an Elf, has it
    # and could produce {B} as well as {G} (CR 106.7). "{G}" alone can't be a complete answer.
    board = battlefield("{card: Tyvar Kell, controller: alice}", "{card: Llanowar Elves, controller: alice, id: elves}")
    answer = mtgasp.could_produce(board)
    assert answer.types["elves"] == ("B", "G") or not answer.complete
    produced = mtgasp.produce(board, "elves")
    assert len(produced.abilities) == 2 or not produced.complete


def test_a_granted_ability_reaches_only_the_subtype():
    # The same grant doesn't reach a creature that isn't an Elf (Grizzly Bears, a Bear): the answer stays complete.
    board = battlefield("{card: Tyvar Kell, controller: alice}", "{card: Grizzly Bears, controller: alice, id: bears}")
    answer = mtgasp.could_produce(board)
    assert answer.complete and answer.types["bears"] == ()


# --- "isn't a creature": a type-changing effect worded as a negation (compiler/kinds.py, _TYPE) -----------------

@pytest.mark.slow
def test_arvinox_isnt_a_creature():
    # Arvinox, the Mind Flail: "Arvinox isn't a creature unless you control three or more permanents you don't
    # own." alice owns everything she controls: Arvinox is not a creature (layer 4, CR 613.1d, 205.1b; like a
    # Theros God, it loses the card type creature and its creature subtypes, ruling of Erebos, God of the Dead,
    # 2013-09-15). Gaea's Cradle ("Add {G} for each creature you control") adds no mana (CR 106.5), and `show`
    # must not call Arvinox a creature. "{G}" and "creature" can't be complete answers.
    board = battlefield("{card: Gaea's Cradle, controller: alice, id: cradle}",
                        "{card: \"Arvinox, the Mind Flail\", controller: alice, id: arvinox}")
    produced = mtgasp.produce(board, "cradle")
    assert "G" not in _mana(produced, 1) or not produced.complete
    shown = mtgasp.show(board)
    assert "creature" not in shown.objects["arvinox"].card_types or not shown.complete


# --- "becomes [color]": a color-setting effect without "is"/"are" (compiler/kinds.py, _COLOR) -------------------

@pytest.mark.slow
def test_chaoslace_makes_a_permanent_red():
    # Chaoslace: "Target spell or permanent becomes red." Its lasting effect (an effects: entry, CR 611.2a) sets
    # the Grizzly Bears' color to red in layer 5 (CR 105.3, 613.1e): no longer green. Meteor Crater ("Choose a
    # color of a permanent you control. Add one mana of that color.") could produce {R}, not {G} (CR 106.7);
    # `show` says red. "{G}" and "green" can't be complete answers.
    board = battlefield("{card: Meteor Crater, controller: alice, id: crater}",
                        "{card: Grizzly Bears, controller: alice, id: bears}",
                        extra="effects:\n  - {card: Chaoslace, controller: alice, targets: [bears]}\n")
    answer = mtgasp.could_produce(board)
    assert answer.types["crater"] == ("R",) or not answer.complete
    shown = mtgasp.show(board)
    assert shown.objects["bears"].colors == ("r",) or not shown.complete


# --- Equal timestamps (CR 613.7m): the answer must not depend on how ids are spelt ----------------------------------

@pytest.mark.slow
def test_equal_timestamps_do_not_depend_on_ids():
    # Two Convincing Mirages ("Enchanted land is the chosen type") attached to one Savannah at the same time (the
    # same timestamp): CR 613.7m, the active player (alice) chose their relative order, which the board doesn't give.
    # The later one wins (CR 613.7, 305.7): the Savannah is an Island or a Mountain. Renaming the two Auras' ids
    # can't change the answer; each of "{U}" and "{R}" alone is wrong as a complete answer.
    one = mtgasp.could_produce(_mirages("m1", "m2"))
    two = mtgasp.could_produce(_mirages("m2", "m1"))
    assert not one.complete or one.types["savannah"] == ("U", "R")
    assert not two.complete or two.types["savannah"] == ("U", "R")


# --- A supertype removed: "no longer snow" (CR 205.4, 613.1d) ----------------------------------------------------

def test_melting_makes_lands_not_snow():
    # Melting: "All lands are no longer snow." A type-changing effect (layer 4, CR 613.1d; supertypes, CR 205.4):
    # Snow-Covered Forest is a Basic Land — Forest, not snow. `show` saying "Basic Snow Land" can't be complete.
    board = battlefield("{card: Snow-Covered Forest, controller: alice, id: sf}",
                        "{card: Melting, controller: bob}")
    shown = mtgasp.show(board)
    assert "snow" not in shown.objects["sf"].supertypes or not shown.complete


# --- `show` lists abilities (CR 109.3, 613.1f), but only grants "that matter" to mana are read -------------------

def test_show_lists_a_granted_keyword():
    # Angel's Trumpet: "All creatures have vigilance." (layer 6, CR 613.1f.) bob's Grizzly Bears has vigilance:
    # abilities are characteristics (CR 109.3) and `show` lists them. An empty list of abilities can't be complete
    # (compiler/kinds.py's ability_effect cue only reads mana abilities, haste and "loses all abilities").
    board = battlefield("{card: Angel's Trumpet, controller: alice}",
                        "{card: Grizzly Bears, controller: bob, id: bears}")
    shown = mtgasp.show(board)
    texts = [a.text.lower() for a in shown.objects["bears"].abilities]
    assert any("vigilance" in t for t in texts) or not shown.complete


# --- A resolved effect affects only the objects there when it began (CR 611.2c, 613.7d) -------------------------

def test_a_land_that_entered_after_a_resolved_effect_is_not_affected():
    # Elsewhere Flask's lasting effect ("Choose a basic land type. Each land you control becomes that type until end
    # of turn", chosen Island) has timestamp 3. The Forest's timestamp is 5: CR 613.7d, a Forest gets its timestamp
    # as it enters the battlefield (no attachment or face change can renew a basic land's), so it entered after the
    # effect began, and CR 611.2c: "the set of objects it affects is determined when that continuous effect begins.
    # After that point, the set won't change." The Forest is still a Forest ({G}); the Mountain (timestamp 1) is an
    # Island ({U}). "{U}" for the Forest can't be a complete answer.
    board = battlefield("{card: Mountain, controller: alice, id: old, timestamp: 1}",
                        "{card: Forest, controller: alice, id: new, timestamp: 5}",
                        extra="effects:\n  - {card: Elsewhere Flask, controller: alice, chosen: {land_type: Island}, "
                         "timestamp: 3}\n")
    answer = mtgasp.could_produce(board)
    assert (answer.types["new"] == ("G",) and answer.types["old"] == ("U",)) or not answer.complete


# --- A supertype-changing effect worded as a negation (CR 205.4, 613.1d) --------------------------------------------

def test_aeve_token_isnt_legendary():
    # Aeve, Progenitor Ooze: "Aeve isn't legendary if it's a token." A supertype-changing effect (CR 205.4, 613.1d)
    # worded as a negation: a token Aeve is a Creature — Ooze, not legendary. "Legendary Creature" can't be a
    # complete answer of `show`.
    board = battlefield("{card: \"Aeve, Progenitor Ooze\", controller: alice, id: aeve, token: true}")
    shown = mtgasp.show(board)
    assert "legendary" not in shown.objects["aeve"].supertypes or not shown.complete
