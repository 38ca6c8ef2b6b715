"""Entering replacement effects read by the compiler for issue 26: lands that enter tapped unless a player has little
life or you have two or more opponents, or if you control two or more other lands (CR 614.1d); "This land enters
tapped. As it enters, choose a color" and the other choices (CR 614.12a); copy effects limited to what you or an
opponent controls, or to either of two card types (CR 707.5)."""
from __future__ import annotations

import pytest
from support import battlefield

import mtgasp
from mtgasp.render.words import listed


def _enter(board: mtgasp.Board, card: str, controller: str = "alice") -> mtgasp.Orderings:
    return mtgasp.orderings(board, mtgasp.EnterEvent(card, controller, cast=True))


def _tapped(answer: mtgasp.Orderings) -> list[bool]:
    return sorted(o.result["tapped"] for o in answer.outcomes)


FOREST = "{card: Forest, controller: alice}"


# --- "unless a player has 13 or less life" (CR 614.1d, 119.1) -------------------------------------------------------

@pytest.mark.parametrize("life, tapped", [
    ("{alice: 20, bob: 20}", True), ("{alice: 20, bob: 13}", False), ("{alice: 5, bob: 20}", False),
    ("{alice: 14, bob: 14}", True),
])
def test_bleeding_woods_enters_tapped_unless_a_player_has_13_or_less_life(life, tapped):
    # Bleeding Woods: "This land enters tapped unless a player has 13 or less life." Any player: its controller too.
    answer = _enter(battlefield(FOREST, extra=f"life: {life}\n"), "Bleeding Woods")
    assert answer.complete
    assert _tapped(answer) == [tapped]


def test_bleeding_woods_without_every_life_total_is_incomplete_naming_it():
    # bob's life is not given: he may have 13 or less; the effect is not applied and the answer says so.
    answer = _enter(battlefield(FOREST, extra="life: {alice: 20}\n"), "Bleeding Woods")
    assert not answer.complete
    assert any("Bleeding Woods" in n and "life total" in n for n in listed(answer.notes))
    # A player given with 13 or less decides it: untapped, complete.
    answer = _enter(battlefield(FOREST, extra="life: {alice: 10}\n"), "Bleeding Woods")
    assert answer.complete and _tapped(answer) == [False]


# --- "unless you have two or more opponents" (CR 614.1d, 102.3) -----------------------------------------------------

@pytest.mark.parametrize("players, tapped", [("[alice, bob]", True), ("[alice, bob, carol]", False)])
def test_luxury_suite_enters_tapped_unless_you_have_two_opponents(players, tapped):
    # Luxury Suite: "This land enters tapped unless you have two or more opponents." CR 102.3: in a two-player game
    # each player has one opponent.
    board = battlefield(FOREST, head=f"players: {players}\n")
    answer = _enter(board, "Luxury Suite")
    assert answer.complete
    assert _tapped(answer) == [tapped]


# --- "If you control two or more other lands, this land enters tapped" (CR 614.1d) ---------------------------------

@pytest.mark.parametrize("lands, tapped", [(0, False), (1, False), (2, True), (3, True)])
def test_hall_of_storm_giants_enters_tapped_with_two_other_lands(lands, tapped):
    # Hall of Storm Giants: "If you control two or more other lands, this land enters tapped." (It is not on the
    # battlefield yet: every land counted is another, CR 614.12.) Bob's lands don't count.
    board = battlefield("{card: Forest, controller: bob}", "{card: Forest, controller: bob}",
                        *["{card: Island, controller: alice}"] * lands)
    answer = _enter(board, "Hall of Storm Giants")
    assert answer.complete
    assert _tapped(answer) == [tapped]


# --- choices made as it enters (CR 614.12a) ----------------------------------------------------------------------

def test_thriving_land_enters_tapped_and_a_color_is_chosen():
    # Thriving Bluff: "This land enters tapped. As it enters, choose a color other than red." CR 614.12a: "that choice
    # is made before the permanent enters the battlefield".
    answer = _enter(battlefield(FOREST), "Thriving Bluff")
    assert answer.complete
    assert [(o.result["tapped"], o.result["choices"]) for o in answer.outcomes] == [(True, ["color"])]


@pytest.mark.parametrize("card, kind", [("Nyxathid", "opponent"), ("Meddling Mage", "card_name"),
                                        ("Sea Gate", "color")])
def test_choices_as_it_enters(card, kind):
    # Nyxathid, "As this creature enters, choose an opponent"; Meddling Mage, "... choose a nonland card name"; Sea
    # Gate, "As this land enters, choose a color other than blue" (CR 614.12a).
    # (Meddling Mage's "Spells with the chosen name can't be cast" is not read: its entering is incomplete for that.)
    answer = _enter(battlefield(FOREST), card)
    assert answer.complete or card == "Meddling Mage"
    assert [kind in o.result["choices"] for o in answer.outcomes] == [True]


# --- copy effects limited by controller or by two card types (CR 707.5) ------------------------------------------

def _copies(answer: mtgasp.Orderings) -> list[str]:
    return sorted(o.result["copy_of"] or "" for o in answer.outcomes)


def test_mirror_image_copies_only_a_creature_you_control():
    # Mirror Image: "You may have this creature enter as a copy of a creature you control." Bob's Grizzly Bears can't
    # be chosen; declining is an outcome ("You can choose not to copy anything", Clone ruling 2012-07-01).
    board = battlefield("{card: Llanowar Elves, controller: alice}", "{card: Grizzly Bears, controller: bob}")
    answer = _enter(board, "Mirror Image")
    assert answer.complete
    assert _copies(answer) == ["", "Llanowar Elves"]
    # Under bob's control, "you" is bob (the controller of the entering permanent's own effect, CR 614.12).
    answer = _enter(board, "Mirror Image", "bob")
    assert answer.complete
    assert _copies(answer) == ["", "Grizzly Bears"]


def test_mirror_image_with_no_creature_you_control_copies_nothing():
    # Clone ruling 2012-07-01: with nothing to copy the effect can't apply: one outcome, no copy.
    answer = _enter(battlefield("{card: Grizzly Bears, controller: bob}"), "Mirror Image")
    assert answer.complete
    assert _copies(answer) == [""]


def test_waxen_shapethief_copies_an_artifact_or_a_creature_you_control():
    # Waxen Shapethief: "... a copy of an artifact or creature you control": Sol Ring and Llanowar Elves, not the
    # Forest, not bob's creature.
    board = battlefield("{card: Sol Ring, controller: alice}", "{card: Llanowar Elves, controller: alice}", FOREST,
                        "{card: Grizzly Bears, controller: bob}")
    answer = _enter(board, "Waxen Shapethief")
    assert answer.complete
    assert _copies(answer) == ["", "Llanowar Elves", "Sol Ring"]


def test_clever_impersonator_copies_any_nonland_permanent():
    # Clever Impersonator: "... a copy of any nonland permanent on the battlefield" (ruling 2014-09-20: "You may
    # choose only a nonland permanent that's already on the battlefield").
    board = battlefield("{card: Sol Ring, controller: bob}", FOREST, "{card: Grizzly Bears, controller: bob}")
    answer = _enter(board, "Clever Impersonator")
    assert answer.complete
    assert _copies(answer) == ["", "Grizzly Bears", "Sol Ring"]


def test_mirrormade_copies_an_artifact_or_enchantment():
    # Mirrormade: "... a copy of any artifact or enchantment on the battlefield".
    board = battlefield("{card: Sol Ring, controller: bob}", "{card: Glorious Anthem, controller: alice}",
                        "{card: Grizzly Bears, controller: bob}")
    answer = _enter(board, "Mirrormade")
    assert answer.complete
    assert _copies(answer) == ["", "Glorious Anthem", "Sol Ring"]


def test_a_copy_except_not_read_is_incomplete():
    # Hulking Metamorph: "... except it's an artifact creature in addition to its other types, and its power and
    # toughness are equal to this creature's power and toughness" (CR 707.9b: its own values, which its prototype
    # changes, is not read), so its entering is incomplete, naming it. (Flesh Duplicate's "except it has vanishing 3 if
    # that creature doesn't have vanishing" is read since session 34: tests/rules/test_enter_session34.py; Phyrexian
    # Metamorph's "except it's an artifact in addition to its other types": tests/rulings/orderings_copies.yaml.)
    answer = _enter(battlefield("{card: Grizzly Bears, controller: bob}"), "Hulking Metamorph")
    assert not answer.complete
    assert "Hulking Metamorph" in str(answer.notes)


def test_vesuvan_doppelganger_keeps_its_own_color_as_it_enters():
    # Vesuvan Doppelganger: "... except it doesn't copy that creature's color and it has "…"" (CR 707.9c: it keeps its
    # original values; ruling 2007-09-16: "Vesuvan Doppelganger copies the mana cost of the creature it's copying but
    # doesn't copy its color"). The exception is read: copying Grizzly Bears is an outcome, and the answer is complete
    # (its colors: tests/rulings/orderings_copies.yaml).
    answer = _enter(battlefield("{card: Grizzly Bears, controller: bob}"), "Vesuvan Doppelganger")
    assert answer.complete
    assert _copies(answer) == ["", "Grizzly Bears"]
