"""The brute-force oracle (tests/oracle/) itself: it never imports the engine, its one card model covers every
card the property tests draw, and the enumerations answer the rulings' textbook cases."""
from __future__ import annotations

import subprocess
import sys

import oracle
import pytest
from draws import (
    AURAS,
    COPY_BOARD_CARDS,
    COPY_ENTERING,
    DAMAGE_CARDS,
    ENTER_CARDS,
    ENTERING,
    MANA_CARDS,
    PRODUCERS,
    REPLACEMENTS,
    SOURCES,
    STATICS,
)
from oracle import orderings
from support import ROOT


def test_the_oracle_never_imports_the_engine():
    code = "import sys, oracle; print(sorted(m for m in sys.modules if m.split('.')[0] == 'mtgasp'))"
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT / "tests", timeout=60)
    assert run.returncode == 0 and run.stdout.strip() == "[]", run.stdout + run.stderr


def test_every_card_the_property_tests_draw_is_in_the_one_card_model():
    drawn = {*SOURCES, *STATICS, *AURAS, *PRODUCERS, *REPLACEMENTS, *MANA_CARDS, *ENTER_CARDS, *DAMAGE_CARDS,
             *ENTERING, *COPY_BOARD_CARDS, *COPY_ENTERING, "Phytohydra", "Lightning Bolt", "Ancient Tomb"}
    assert {c.casefold() for c in drawn} <= set(oracle.CARDS)


def board(text: str) -> oracle.Board:
    return oracle.load_board("players: [alice, bob]\n" + text)


def test_the_enumerations_on_the_rulings_cases():
    # Mana Reflection ruling 2008-05-01: Reflection then Contamination {B}; Contamination then Reflection {B}{B}.
    b = board("battlefield:\n  - {card: Forest, controller: alice}\n  - {card: Mana Reflection, controller: alice}\n"
              "  - {card: Contamination, controller: bob}\n")
    assert oracle.produce(b, "forest") == [{"B": 1, "BB": 1}]
    assert oracle.tap(b, "forest") == {"B": 1, "BB": 1}
    # CR 106.7 example: each Exotic Orchard could produce {G}.
    b = board("battlefield:\n  - {card: Forest, controller: alice}\n  - {card: Exotic Orchard, controller: alice}\n"
              "  - {card: Exotic Orchard, controller: bob}\n")
    assert oracle.could_produce(b) == {"forest": ("G",), "exotic-orchard": ("G",), "exotic-orchard-2": ("G",)}
    # Mana Flare ruling 2004-10-04: "It can't give a mana of a color that wasn't produced."
    b = board("battlefield:\n  - {card: Watery Grave, controller: alice}\n  - {card: Mana Flare, controller: bob}\n")
    assert oracle.mana_pools(b, "alice") == {"UU", "BB"}
    # Phytohydra ruling 2005-10-01: prevention first, or counters.
    b = board("battlefield:\n  - {card: Phytohydra, controller: alice}\n"
              "  - {card: Inviolability, controller: alice, attached_to: phytohydra}\n"
              "effects:\n  - {card: Lightning Bolt, controller: bob}\n")
    assert oracle.damage(b, "lightning-bolt", "phytohydra", 3) == {(0, 3, 0): 1, (0, 0, 3): 1}
    # Hardened Scales and Corpsejack Menace on Kalonian Hydra's four counters: 4 -> 5 -> 10 or 4 -> 8 -> 9.
    b = board("battlefield:\n  - {card: Hardened Scales, controller: alice}\n"
              "  - {card: Corpsejack Menace, controller: alice}\n")
    assert oracle.enter(b, "Kalonian Hydra", "alice") == {(0, 9, (), (), ""): 1, (0, 10, (), (), ""): 1}


def test_copy_effects_on_entering():
    # Essence of the Wild ruling 2011-09-22: "If a creature such as Clone is entering the battlefield under your
    # control, there will be two copy effects to apply ... No matter what order these effects are applied, the
    # creature will be a copy of Essence of the Wild". Orders: Essence first (Clone's own effect is gone), or
    # Clone copies one of two names (or declines) and then Essence applies; Blind Obedience (an opponent's) last.
    b = board("battlefield:\n  - {card: Essence of the Wild, controller: alice}\n"
              "  - {card: Kalonian Hydra, controller: bob}\n  - {card: Blind Obedience, controller: bob}\n")
    assert oracle.enter(b, "Clone", "alice") == {(1, 0, (), (), "Essence of the Wild"): 4}
    # Clone ruling 2007-07-15: the copied creature's "enters with" abilities work; 2012-07-01: it may copy nothing.
    assert oracle.enter(b, "Clone", "bob") == {(0, 4, (), (), "Kalonian Hydra"): 1, (0, 0, (), (), ""): 1,
                                               (0, 0, (), (), "Essence of the Wild"): 1}
    # Clone ruling 2009-10-01: a copied {X} is 0, whatever the X of the Clone spell.
    b = board("battlefield:\n  - {card: Walking Ballista, controller: bob}\n")
    assert oracle.enter(b, "Clone", "alice", x=3, cast=True) == {(0, 0, (), (), "Walking Ballista"): 1,
                                                                 (0, 0, (), (), ""): 1}
    assert oracle.enter(b, "Walking Ballista", "alice", x=3, cast=True) == {(0, 3, (), (), ""): 1}


def test_every_order_counts_as_the_permutations_do():
    # The walk over sequences of choices (used on entering) and the permutations count the same orders.
    b = board("battlefield:\n  - {card: Hardened Scales, controller: alice}\n  - {card: Root Maze, controller: bob}\n"
              "  - {card: Corpsejack Menace, controller: alice}\n  - {card: 'Grumgully, the Generous', controller: alice}\n")
    # Ballista's X = 1 or Grumgully's +1 first (the others need a counter), then the other +1, Scales' +1 and
    # Corpsejack's x2 in any order (1+1+1)x2 = 6, (1+1)x2+1 = 5, 1x2+1+1 = 4, two orders each; Root Maze's
    # "enters tapped" anywhere among the five steps: 2 x 2 x 5 = 20 orders each.
    assert oracle.enter(b, "Walking Ballista", "alice", x=1, cast=True) == {(1, 6, (), (), ""): 20,
                                                                           (1, 5, (), (), ""): 20,
                                                                           (1, 4, (), (), ""): 20}
    effects = [orderings.Effect("+1", lambda s: [s + 1]), orderings.Effect("+1 if any", lambda s: [s + 1] if s else []),
               orderings.Effect("x2 if any", lambda s: [s * 2] if s else []),
               orderings.Effect("two ways", lambda s: [s, s + 10] if s < 3 else [])]
    assert orderings.every_order(0, effects) == orderings.brute_force(0, effects)
    assert sum(orderings.every_order(0, effects).values()) > len(orderings.every_order(0, effects)) > 1


def test_orders_by_permutations_count_each_option_of_an_effect():
    # Reality Twist on a Savannah tapped for {G}: Forests produce {B}, Plains {R}; the player chooses.
    b = board("battlefield:\n  - {card: Savannah, controller: alice}\n  - {card: Reality Twist, controller: bob}\n"
              "  - {card: Infernal Darkness, controller: bob}\n")
    assert oracle.tap(b, "savannah") == {"B": 3, "R": 1} == oracle.produce(b, "savannah")[0]
    three = [orderings.Effect(str(i), lambda s: [s + 1] if s < 10 else []) for i in range(3)]
    assert orderings.brute_force(0, three) == {3: 6}


def test_the_pools_oracle_refuses_costs_it_doesnt_model():
    b = board("battlefield:\n  - {card: Vivid Crag, controller: alice, counters: {charge: 2}}\n")
    with pytest.raises(NotImplementedError):
        oracle.mana_pools(b, "alice")
