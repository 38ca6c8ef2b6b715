"""Spending mana on a cost (CR 106.6, 118.3, 609.4b): mana with a spending restriction pays only what the
restriction allows, effects that let mana be spent as though it were mana of any color or type, and special
actions that add mana (CR 116.2c). Each test states what the rules decide and accepts either that answer or an
answer marked incomplete: a wrong answer marked complete fails it."""
from __future__ import annotations

import pytest
from support import board_from

import mtgasp


def pay(text: str, cost: str, player: str = "alice") -> mtgasp.ManaPools:
    return mtgasp.mana(board_from(text), player, cost=cost)


@pytest.mark.slow
def test_restricted_mana_cannot_pay_a_filter_land():
    # Ancient Ziggurat: "Spend this mana only to cast a creature spell." (CR 106.6): its mana can't pay
    # Fire-Lit Thicket's {R/G} (an activated ability's cost), so {R}{R}, {R}{G} and {G}{G} are out of reach.
    pools = mtgasp.mana(board_from("players: [alice]\nbattlefield:\n"
                                   "  - {card: Ancient Ziggurat, controller: alice}\n"
                                   "  - {card: Fire-Lit Thicket, controller: alice}\n"), "alice")
    found = {o.mana for o in pools.options}
    assert not ({"RR", "RG", "GG"} & found) or not pools.complete


@pytest.mark.slow
def test_restricted_mana_for_a_cost_of_unknown_purpose():
    # The cost given is not said to be a creature spell's: Ancient Ziggurat's mana may not pay it (CR 106.6).
    # Alice's only source of {G} is the Ziggurat: "payable" can't be claimed as a complete answer.
    pools = pay("players: [alice]\nbattlefield:\n"
                "  - {card: Ancient Ziggurat, controller: alice}\n", "{G}")
    assert pools.cost is not None
    assert not (pools.cost.payable and pools.cost.complete and pools.complete)


def test_restricted_mana_is_not_needed_for_this_cost():
    # Pristine Talisman's {C} pays {C} without Ancient Ziggurat's restricted mana: payable, complete.
    pools = pay("players: [alice]\nbattlefield:\n  - {card: Ancient Ziggurat, controller: alice}\n"
                "  - {card: Pristine Talisman, controller: alice}\n", "{C}")
    assert pools.cost is not None and pools.cost.payable and pools.complete


@pytest.mark.slow
def test_restriction_that_allows_some_abilities_is_incomplete():
    # Eumidian Lifeseed: "Spend this mana only to activate abilities of land sources." Its mana may pay Fire-Lit
    # Thicket's {R/G} (a land's ability): the rules don't decide which abilities a restriction allows, so the
    # pools (without {R}{R}, {R}{G}, {G}{G} from it) must say they may be incomplete (CR 106.6).
    pools = mtgasp.mana(board_from("players: [alice]\nbattlefield:\n"
                                   "  - {card: Eumidian Lifeseed, controller: alice}\n"
                                   "  - {card: Fire-Lit Thicket, controller: alice}\n"), "alice")
    assert {"RR", "RG", "GG"} <= {o.mana for o in pools.options} or not pools.complete


@pytest.mark.slow
def test_false_dawn_white_mana_pays_any_color():
    # False Dawn: "you may spend white mana as though it were mana of any color" (CR 609.4b): the Forest's mana
    # is white, and it can pay {G}. "Not payable" can't be a complete answer.
    pools = pay("players: [alice]\nbattlefield:\n  - {card: Forest, controller: alice}\n"
                "effects:\n  - {card: False Dawn, controller: alice}\n", "{G}")
    assert pools.cost is not None
    assert pools.cost.payable or not pools.complete


@pytest.mark.slow
def test_celestial_dawn_white_mana_pays_any_color():
    # Celestial Dawn (hand-written): "You may spend white mana as though it were mana of any color." (CR 609.4b)
    # Its Forest taps for {W} (a Plains), which can pay {G}: "not payable" can't be a complete answer.
    pools = pay("players: [alice]\nbattlefield:\n  - {card: Celestial Dawn, controller: alice}\n"
                "  - {card: Forest, controller: alice}\n", "{G}")
    assert pools.cost is not None
    assert pools.cost.payable or not pools.complete


@pytest.mark.slow
def test_mana_of_any_type_can_pay_a_creature_spell():
    # Vizier of the Menagerie: "You can spend mana of any type to cast creature spells." (CR 609.4b). The cost
    # given may be a creature spell's: the Forest's {G} may pay {U}. "not payable" can't be a complete answer.
    pools = mtgasp.mana(board_from("players: [alice]\nbattlefield:\n"
                                   "  - {card: Vizier of the Menagerie, controller: alice}\n"
                                   "  - {card: Forest, controller: alice}\n"), "alice", cost="{U}")
    assert pools.cost is not None
    assert pools.cost.payable or not pools.complete


@pytest.mark.slow
def test_a_special_action_that_adds_mana():
    # Channel (an effects: entry): "Until end of turn, any time you could activate a mana ability, you may pay 1
    # life. If you do, add {C}." (a special action, CR 116.2c). At 20 life alice can pay {C}: "not payable" can't
    # be a complete answer.
    pools = mtgasp.mana(board_from("players: [alice]\nlife: {alice: 20}\nbattlefield:\n"
                                   "  - {card: Forest, controller: alice}\neffects:\n"
                                   "  - {card: Channel, controller: alice}\n"), "alice", cost="{C}")
    assert pools.cost is not None
    assert pools.cost.payable or not pools.complete
