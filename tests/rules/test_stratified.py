"""The explorations of replacement orders must be decided by the grounder alone.

rules/replacement/replacement.lp packs the used effects into a counter whose radix comes from aggregates
(class_index/3, class_base/3). If a rule puts those aggregates inside a recursive component with
negation, the grounder over-approximates them and grounding can run for minutes (it did twice while
this project was built). This test fails first: every node/step atom must be a fact after grounding.
"""
from __future__ import annotations

import clingo
import pytest
from support import board_from

from mtgasp.encoder import board_facts
from mtgasp.engine.solver import grounded

BOARD = board_from("""
    players: [alice, bob]
    battlefield:
      - {card: Forest, controller: alice}
      - {card: Savannah, controller: alice}
      - {card: Exotic Orchard, controller: bob}
      - {card: Reflecting Pool, controller: bob}
      - {card: Mana Reflection, controller: alice}
      - {card: Contamination, controller: bob}
      - {card: Damping Sphere, controller: bob}
      - {card: Reality Twist, controller: bob}
      - {card: 'Torbran, Thane of Red Fell', controller: bob}
      - {card: Furnace of Rath, controller: bob}
      - {card: Urza's Armor, controller: alice}
      - {card: Hardened Scales, controller: alice}
    effects:
      - {card: Lightning Bolt, controller: bob}
      - {card: Pale Moon, controller: bob}
""")

QUERIES = [
    ("could_produce", {}),
    ("orderings", {"damage_event": [("lightning-bolt", "alice", 3)]}),
    ("orderings", {"entering": [("scales-2", "Hardened Scales", "alice")]}),
    ("orderings", {"entering": [("crag", "Vivid Crag", "alice")]}),
    ("orderings", {"entering": [("cavern", "Cavern of Souls", "alice")]}),
    ("orderings", {"entering": [("clone", "Clone", "alice")]}),
    ("orderings", {"entering": [("chalice", "Everflowing Chalice", "alice")], "entering_cast": [("chalice",)],
                   "entering_kicked_paid": [("chalice", 2)]}),
    # (CR 702.176a: cast for its impending cost, its states with time counters make it no creature, Hardened Scales'
    # filter and Blind Obedience-like ones read it: rules/replacement/enter.lp reads that without negating a state)
    ("orderings", {"entering": [("overlord", "Overlord of the Mistmoors", "alice")], "entering_cast": [("overlord",)],
                   "entering_alternative_cost": [("overlord", clingo.Function("impending"))]}),
]


@pytest.mark.slow
@pytest.mark.parametrize("query, extra", QUERIES, ids=["mana", "damage", "enter", "enter-kinds", "enter-choice", "enter-copy",
                                                      "enter-kicked", "enter-impending"])
def test_exploration_is_decided_by_grounding(query, extra):
    ctl = grounded(query, board_facts(BOARD, extra))
    undecided = [str(a.symbol) for a in ctl.symbolic_atoms
                 if a.symbol.name in ("node", "step", "class_index", "class_base", "terminal") and not a.is_fact]
    assert undecided == []
    assert sum(1 for a in ctl.symbolic_atoms if a.symbol.name == "node") > 1
