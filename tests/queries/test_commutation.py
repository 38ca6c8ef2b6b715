"""order_matters against choice_matters (queries/commutation.py; CR 616.1): the same choices in two orders,
or two sets of choices."""
from __future__ import annotations

from support import board_from

import mtgasp


def test_savannah_mana_reflection_reality_twist_only_the_choice_matters():
    # Issue 10: {B}{B} or {R}{R}; both orders agree once Reality Twist's clause is chosen.
    board = board_from("""
        players: [alice]
        battlefield:
          - {card: Savannah, controller: alice}
          - {card: Mana Reflection, controller: alice}
          - {card: Reality Twist, controller: alice}
    """)
    r = mtgasp.orderings(board, mtgasp.TapEvent("savannah"))
    assert [o.result["mana"] for o in r.outcomes] == ["BB", "RR"]
    assert not r.order_matters and r.choice_matters
    assert [w.kind for w in r.witnesses] == ["choice"]


def test_contamination_and_mana_reflection_order_matters_with_a_witness():
    # Ruling on Mana Reflection (2008-05-01): Reflection then Contamination {B}; the other order {B}{B}.
    board = board_from("""
        players: [alice]
        battlefield:
          - {card: Forest, controller: alice}
          - {card: Mana Reflection, controller: alice}
          - {card: Contamination, controller: alice}
    """)
    r = mtgasp.orderings(board, mtgasp.TapEvent("forest"))
    assert r.order_matters and not r.choice_matters
    w = r.witnesses[0]
    assert w.kind == "order" and {w.first_result["mana"], w.second_result["mana"]} == {"B", "BB"}
    assert [s.source for s in w.first] == list(reversed([s.source for s in w.second]))


def test_two_reality_twists_on_savannah_order_matters():
    # One picks Plains ({R}), the other Forest ({B}): the same choices, and the last one applied wins.
    board = board_from("""
        players: [alice]
        battlefield:
          - {card: Savannah, controller: alice}
          - {card: Reality Twist, controller: alice}
          - {card: Reality Twist, controller: alice}
    """)
    r = mtgasp.orderings(board, mtgasp.TapEvent("savannah"))
    assert r.order_matters
