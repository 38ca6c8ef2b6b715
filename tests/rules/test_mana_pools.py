"""mana (CR 106.12a-b, 107.4, 601.2g-h, 605.1b, 605.3c, 605.4a): the pools a player can make, triggered
mana abilities and paying costs. Cases from issue 5 and from the cards' rulings.

The cases are data: tests/rulings/activation_mana.yaml (run by tests/rules/test_rulings.py). Here: what doesn't fit
that format (errors, the triggered mana abilities found)."""
from __future__ import annotations

import pytest
from support import board_from

import mtgasp


def options(text: str, player: str = "alice") -> set[str]:
    return {o.mana for o in mtgasp.mana(board_from(text), player).options}


def test_bad_cost_is_a_user_error():
    with pytest.raises(mtgasp.BoardError):
        mtgasp.mana(board_from("players: [alice]\n"), "alice", cost="{Q}")
    with pytest.raises(mtgasp.BoardError):
        mtgasp.mana(board_from("players: [alice]\n"), "carol")


def test_which_triggered_abilities_are_mana_abilities(tmp_path):
    # Overgrowth and Caged Sun rulings: "This is a triggered mana ability" (CR 605.1b); Vorinclex's third
    # ability and Zendikar Resurgent's second add no mana and are not (CR 605.5a).
    from mtgasp.encoder import board_facts
    from mtgasp.engine.solver import solve_query

    show = tmp_path / "show.lp"
    show.write_text("#show triggered_mana_ability/2.\n")
    cards = ("Overgrowth", "Caged Sun", "Mana Flare", "Vorinclex, Voice of Hunger", "Zendikar Resurgent",
             "Wild Growth", "Utopia Sprawl", "Gauntlet of Power", "Heartbeat of Spring")
    facts = board_facts(board_from("players: [alice]\n"), cards=cards)
    found = set(solve_query("could_produce", facts, extra_programs=[show]).by_name("triggered_mana_ability"))
    assert {("Overgrowth", 2), ("Caged Sun", 3), ("Mana Flare", 1), ("Vorinclex, Voice of Hunger", 2),
            ("Zendikar Resurgent", 1), ("Wild Growth", 2), ("Utopia Sprawl", 3), ("Gauntlet of Power", 3),
            ("Heartbeat of Spring", 1)} <= found
    assert ("Vorinclex, Voice of Hunger", 3) not in found and ("Zendikar Resurgent", 2) not in found


def test_a_trigger_on_tapping_for_a_type_of_mana():
    # Forsaken Monument: "Whenever you tap a permanent for {C}, add an additional {C}." CR 106.12a: it triggers when a
    # mana ability of a permanent of its controller's resolves and produces {C} (Sol Ring's {C}{C}: one more {C}, once),
    # not for the Forest's {G}, nor for bob's Wastes ("you tap").
    board = """
        players: [alice, bob]
        battlefield:
          - {card: Forsaken Monument, controller: alice}
          - {card: Sol Ring, controller: alice}
          - {card: Forest, controller: alice}
          - {card: Wastes, controller: bob}
    """
    answer = mtgasp.mana(board_from(board), "alice")
    assert answer.complete and [o.mana for o in answer.options] == ["GCCC"]
    assert options(board, "bob") == {"C"}
