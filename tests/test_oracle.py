"""The brute-force oracle (tests/oracle/) itself: it never imports the engine, its one card model covers every
card the property tests draw, and the enumerations answer the rulings' textbook cases."""
from __future__ import annotations

import subprocess
import sys

import oracle
import pytest
from conftest import ROOT
from oracle import orderings
from test_activation_property import AURAS, SOURCES, STATICS
from test_oracle_property import PRODUCERS, REPLACEMENTS
from test_orderings_oracle import DAMAGE_CARDS, ENTER_CARDS, ENTERING, MANA_CARDS


def test_the_oracle_never_imports_the_engine():
    code = "import sys, oracle; print(sorted(m for m in sys.modules if m.split('.')[0] == 'mtgasp'))"
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT / "tests", timeout=60)
    assert run.returncode == 0 and run.stdout.strip() == "[]", run.stdout + run.stderr


def test_every_card_the_property_tests_draw_is_in_the_one_card_model():
    drawn = {*SOURCES, *STATICS, *AURAS, *PRODUCERS, *REPLACEMENTS, *MANA_CARDS, *ENTER_CARDS, *DAMAGE_CARDS,
             *ENTERING, "Phytohydra", "Lightning Bolt", "Ancient Tomb"}
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
    assert oracle.enter(b, "Kalonian Hydra", "alice") == {(0, 9, (), ()): 1, (0, 10, (), ()): 1}


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
