"""A characteristic-defining power and toughness counts a type and changes none (CR 604.3, 613.4a): "~'s power and
toughness are each equal to the number of creatures you control" (Thunderbond Vanguard) is unmodelled of kind
pt_effect only. Tagged type_effect too, it made every entering event on a board with it incomplete (the commutation
atlas of session 35: 8,438 enter cells)."""
import json

import pytest
from support import board_file, run_cli

from mtgasp.encoder.library import card_source


def _kinds(card: str, n: int) -> set[str]:
    prefix = f'unmodelled_kind("{card}",{n},'
    return {line[len(prefix):-2] for line in card_source(card).facts.splitlines() if line.startswith(prefix)}


@pytest.mark.parametrize("card, n", [("Thunderbond Vanguard", 1), ("Nightmare", 2)])
def test_a_characteristic_defining_power_is_no_type_effect(card, n):
    assert _kinds(card, n) == {"pt_effect"}


def test_a_type_change_beside_a_power_is_still_one():
    # "Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value." (March
    # of the Machines: CR 613.1d, its types change in layer 4)
    assert "type_effect" in _kinds("March of the Machines", 1)


@pytest.mark.parametrize("card", ["Grizzly Bears", "Thunderbond Vanguard"])
def test_a_creature_entering_beside_it_is_complete(tmp_path, card):
    # Thunderbond Vanguard on the battlefield changes no other creature's types: a Grizzly Bears entering is complete;
    # entering itself, its own unread power changes nothing where no effect reads an entering object's power (the
    # rule of rules/replacement/enter_conditions.lp: with_power_filter/3).
    board = board_file(tmp_path, "players: [alice, bob]\nbattlefield:\n"
                                 "  - {card: Thunderbond Vanguard, controller: alice, id: vanguard}\n")
    done = run_cli("orderings", str(board), "enter", card, "--controller", "alice", "--json")
    answer = json.loads(done.stdout)
    assert answer["complete"], answer["notes"]
