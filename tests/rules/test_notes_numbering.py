"""Notes that name the right rule and the right ability (session 30, a red team's findings): a battle's note cited the
planeswalker rule (CR 306.5b) and its outcome printed "+1/+1 counters"; Sanctum of the Sun's note named "ability 2"
while produce listed its one ability as ability 1."""
from __future__ import annotations

import pytest
from support import board_from

import mtgasp
from mtgasp import EnterEvent
from mtgasp.render import text

pytestmark = pytest.mark.slow

BOARD = "players: [alice, bob]\nbattlefield:\n  - {card: Doubling Season, controller: alice}\n"


def test_a_battles_note_cites_the_battle_rule_cr_310_4b():
    # CR 310.4b: "A battle has the intrinsic ability “This permanent enters with a number of defense counters on it equal
    # to its printed defense number.”" (CR 306.5b is a planeswalker's loyalty.) The card data has no printed defense.
    r = mtgasp.orderings(board_from(BOARD), EnterEvent("Invasion of Zendikar", "alice"))
    said = " ".join(text.orderings(r, None).split())
    assert "enters with its printed defense counters (an intrinsic replacement effect, CR 310.4b)" in said, said
    assert "306.5b" not in said


def test_a_battle_entering_is_said_with_its_defense_counters_not_plus_one_counters():
    # Doubling Season ("it puts twice that many of those counters"): 3 defense counters become 6; the outcome names
    # the defense counters alone (a battle is no creature: no +1/+1 counters to speak of).
    r = mtgasp.orderings(board_from(BOARD), EnterEvent("Invasion of Zendikar", "alice", defense=3))
    said = text.orderings(r, None)
    assert "untapped, 6 defense counters" in said and "+1/+1" not in said.split("tree")[0], said


def test_a_planeswalker_entering_is_said_with_its_loyalty():
    r = mtgasp.orderings(board_from(BOARD), EnterEvent("Jace Beleren", "alice"))
    assert "untapped, 6 loyalty counters" in text.orderings(r, None)


def test_sanctum_of_the_suns_note_names_the_ability_produce_lists():
    # Sanctum of the Sun: "(Transforms from Azor's Gateway.)" is reminder text, no ability; "{T}: Add X mana of any
    # one color, where X is your life total." is its one ability, listed as ability 1: its notes say ability 1 too.
    b = board_from("players: [alice, bob]\nbattlefield:\n  - {id: sanctum, card: Sanctum of the Sun, controller: alice}\n")
    said = text.produce(mtgasp.produce(b, "sanctum"))
    assert "ability 1: {T}: Add X mana" in said
    assert "ability 1 of Sanctum of the Sun" in said and "ability 2 of Sanctum of the Sun" not in said, said
