"""Blocks of commuting effects (rules/replacement/commuting.lp) and the interleavings formula (queries/explore.py)
against the brute-force permutation oracle (tests/oracle/orderings.py), issue 14.

CR 616.1: the affected player orders the effects; when two effects commute on every state and neither
changes whether the other applies, every interleaving of their orders gives the same outcome, so the
engine explores one order per block and counts (L1 + ... + Lb)! / (L1! ... Lb!) interleavings.
"""
from __future__ import annotations

from collections import Counter
from math import factorial

import oracle
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import board_from

import mtgasp
from mtgasp.encoder import board_facts
from mtgasp.engine.solver import solve_query
from mtgasp.queries.explore import multinomial

PLAYERS = ("alice", "bob", "carol")
CARDS = ("Mana Reflection", "Nyxbloom Ancient", "Contamination", "Infernal Darkness", "Damping Sphere", "Pale Moon")


def text_of(tapped: str, cards: list[tuple[str, str]]) -> str:
    lines = [f"players: [{', '.join(PLAYERS)}]", "battlefield:", f"  - {{card: {tapped}, controller: alice, id: land}}"]
    moons = []
    for i, (card, ctl) in enumerate(cards):
        entry = f"  - {{card: {card}, controller: {ctl}, id: e{i}}}"
        (moons if card == "Pale Moon" else lines).append(entry)
    return "\n".join(lines + (["effects:"] + moons if moons else [])) + "\n"


def board_of(tapped: str, cards: list[tuple[str, str]]) -> mtgasp.Board:
    return board_from(text_of(tapped, cards))


def engine_counts(result: mtgasp.Orderings) -> Counter:
    return Counter({o.result["mana"]: o.orders for o in result.outcomes})


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tapped=st.sampled_from(["Forest", "Ancient Tomb"]),
       cards=st.lists(st.tuples(st.sampled_from(CARDS), st.sampled_from(PLAYERS)), min_size=1, max_size=8))
def test_interleavings_of_commuting_blocks_agree_with_the_permutation_oracle(tapped, cards):
    board = board_of(tapped, cards)
    result = mtgasp.orderings(board, mtgasp.TapEvent("land"), tree=False)
    assert result.complete
    assert engine_counts(result) == oracle.tap(oracle.load_board(text_of(tapped, cards)), "land")
    # produce counts the same orders through the same exploration.
    produced = mtgasp.produce(board, "land").abilities[0].outcomes
    assert {o.mana: o.orders for o in produced} == {o.result["mana"]: o.orders for o in result.outcomes}


@pytest.mark.slow
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cards=st.lists(st.tuples(st.sampled_from(CARDS), st.sampled_from(PLAYERS)), min_size=1, max_size=6))
def test_every_order_explored_gives_the_same_counts_and_a_tree_that_adds_up(cards):
    board = board_of("Ancient Tomb", cards)
    split = mtgasp.orderings(board, mtgasp.TapEvent("land"), tree=False)
    full = mtgasp.orderings(board, mtgasp.TapEvent("land"), tree=True)  # the tree needs every order
    assert [(o.result, o.orders) for o in split.outcomes] == [(o.result, o.orders) for o in full.outcomes]
    root = full.points[full.roots[0]]
    assert root.orders_from == full.orders == sum(o.orders for o in full.outcomes)


def blocks(cards: list[tuple[str, str]]) -> dict[str, set[str]]:
    """The blocks the rules make for Ancient Tomb tapped under these effects: {representative: {cards}}."""
    board = board_of("Ancient Tomb", cards)
    extra = "#show class_block/3.\n"
    facts = board_facts(board, {"query_target": [("land",)]}) + extra
    answer = solve_query("produce", facts)
    names: dict[str, set[str]] = {}
    for _x, cls, block in answer.by_name("class_block"):
        names.setdefault(str(block), set()).add(cls.arguments[0].string)
    return names


def test_multipliers_and_type_setters_commute_but_not_with_a_fixed_amount():
    # Mana Reflection x2 and Nyxbloom Ancient x3 commute with each other and with Infernal Darkness
    # ("{B} instead of any other type": the amount is kept, ruling 2008-10-01); Contamination ("{B}
    # instead of any other type and amount") doesn't commute with a multiplier.
    found = blocks([("Mana Reflection", "alice"), ("Nyxbloom Ancient", "alice"), ("Infernal Darkness", "bob"),
                    ("Contamination", "bob")])
    assert sorted(map(sorted, found.values())) == [["Contamination", "Mana Reflection", "Nyxbloom Ancient"],
                                                  ["Infernal Darkness"]]
    # Damping Sphere ("{C} instead", only on two or more mana): a multiplier can make it apply and
    # doesn't commute with it; after Infernal Darkness {C} becomes {B}, in the other order {B}{B}
    # becomes {C}: one block.
    found = blocks([("Damping Sphere", "bob"), ("Mana Reflection", "alice"), ("Infernal Darkness", "bob")])
    assert len(found) == 1
    # Contamination and Infernal Darkness: {B} either way (the second changes nothing); two Infernal
    # Darkness effects of two players are identical effects: one class of two (rules/replacement/replacement.lp).
    found = blocks([("Contamination", "bob"), ("Infernal Darkness", "bob"), ("Infernal Darkness", "carol")])
    assert sorted(map(sorted, found.values())) == [["Contamination"], ["Infernal Darkness"]]


def test_multinomial():
    assert multinomial([]) == 1
    assert multinomial([3]) == 1
    assert multinomial([2, 1]) == 3
    assert multinomial([4, 4, 4, 4]) == factorial(16) // factorial(4) ** 4
    assert multinomial([0, 5]) == 1


@pytest.mark.slow
def test_twenty_effects_count_every_order_exactly():
    # Five each of Mana Reflection, Contamination, Nyxbloom Ancient and Infernal Darkness (the last two
    # players' own): all apply to a Forest in every order, so the orders add up to 20! exactly.
    cycle = [("Mana Reflection", "alice"), ("Contamination", "bob"), ("Nyxbloom Ancient", "alice"),
             ("Infernal Darkness", "carol")]
    result = mtgasp.orderings(board_of("Forest", cycle * 5), mtgasp.TapEvent("land"), tree=False)
    assert result.complete and result.orders == factorial(20)
