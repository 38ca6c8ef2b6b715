"""Mana abilities that remove X counters and add X mana and more (issue 32; rules/mana/mana_abilities.lp: x_offset/3,
rules/mana/mana_sequence.lp): the Mana Batteries ("Add {G}, then add an additional {G} for each charge counter removed
this way"), Kyren Toy ("Add an amount of {C} equal to X plus one"), Crucible of the Spirit Dragon ("Remove X storage
counters from this land: Add X mana in any combination of colors"), and Relic of Sauron's "two mana in any combination
of {U}, {B}, and/or {R}". Cases from the Oracle texts and the CR, the engine against the brute force over every
sequence of activations (tests/oracle/sequences.py), and the command line."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from oracle.sequences import mana_sequences
from support import alice_board_text, assert_pools_as_every_sequence, battlefield, compiled, complete_pools

import mtgasp

SCALE = float(os.environ.get("MTGASP_EXAMPLES_SCALE", "1"))

# CR 107.3a: "If a spell or activated ability has a mana cost, alternative cost, additional cost, and/or activation cost
# with an {X}, [-X], or X in it, and the value of X isn't defined by the text of that spell or ability, the controller
# of that spell or ability chooses and announces the value of X as part of casting the spell or activating the
# ability."
# CR 118.3: "A player can't pay a cost without having the necessary resources to pay it fully."




def test_the_batteries_and_kyren_toy_are_compiled():
    # "{T}, Remove any number of charge counters from this artifact: Add {B}, then add an additional {B} for each
    # charge counter removed this way." and Kyren Toy's "{T}, Remove X charge counters from this artifact: Add an
    # amount of {C} equal to X plus one.": X counters removed, X + 1 mana added.
    for color in ("White", "Blue", "Black", "Red", "Green"):
        status, terms = compiled(f"{color} Mana Battery")[2]
        letter = "u" if color == "Blue" else color[0].lower()
        assert status == "compiled"
        assert {f"adds_x(charge,type({letter}))", "adds_x_plus(1)", "cost(remove_counters(charge,x))"} <= terms
    status, terms = compiled("Kyren Toy")[2]
    assert status == "compiled" and {"adds_x(charge,type(c))", "adds_x_plus(1)"} <= terms


def test_a_battery_adds_one_more_than_the_counters_removed():
    # Green Mana Battery with three charge counters: X from 0 to 3 (CR 107.3a, 118.3), so {G} to {G}{G}{G}{G}; the
    # most it can add is four {G}. With no counter it still adds {G} (X = 0).
    assert complete_pools(alice_board_text("{card: Green Mana Battery, controller: alice, counters: {charge: 3}}")) == {"GGGG"}
    assert complete_pools(alice_board_text("{card: Green Mana Battery, controller: alice}")) == {"G"}
    assert complete_pools(alice_board_text("{card: Kyren Toy, controller: alice, counters: {charge: 2}}")) == {"CCC"}


def test_a_battery_pays_a_cost_up_to_its_counters_plus_one():
    # With a Forest: {G} and the Battery's four {G} pay {4}{G}; {5}{G} is one mana too many (CR 118.3).
    board = mtgasp.parse_board(alice_board_text("{card: Forest, controller: alice}",
                                          "{card: Green Mana Battery, controller: alice, counters: {charge: 3}}"))
    assert mtgasp.mana(board, "alice", cost="{4}{G}").cost.payable
    assert not mtgasp.mana(board, "alice", cost="{5}{G}").cost.payable


def test_a_tapped_battery_adds_nothing():
    # CR 107.5 (its {T}): "A permanent that's already tapped can't be tapped again to pay the cost."
    text = alice_board_text("{card: Green Mana Battery, controller: alice, tapped: true, counters: {charge: 3}}",
                      "{card: Forest, controller: alice}")
    assert complete_pools(text) == {"G"}


def test_crucible_adds_x_mana_in_any_combination_of_colors():
    # Crucible of the Spirit Dragon: "{T}, Remove X storage counters from this land: Add X mana in any combination of
    # colors." With two storage counters: any two colored mana, or its "{T}: Add {C}." (both tap it, CR 107.5).
    status, terms = compiled("Crucible of the Spirit Dragon")[3]
    assert status == "rider" and "adds_x(storage,combination)" in terms
    board = battlefield('{card: "Crucible of the Spirit Dragon", controller: alice, id: cr, counters: {storage: 2}}')
    answer = mtgasp.could_produce(board)
    assert answer.complete and answer.types["cr"] == ("W", "U", "B", "R", "G", "C")


def test_relic_of_sauron_any_combination_of_three_colors():
    # Relic of Sauron: "{T}: Add two mana in any combination of {U}, {B}, and/or {R}."
    assert compiled("Relic of Sauron")[1][0] == "compiled"
    assert complete_pools(alice_board_text("{card: Relic of Sauron, controller: alice}")) == {"UU", "UB", "UR", "BB", "BR", "RR"}


# --- Against the brute force --------------------------------------------------------------------------------

SOURCES = ["Forest", "Llanowar Elves", "Grizzly Bears", "Ashnod's Altar", "Pentad Prism", "Green Mana Battery",
           "Kyren Toy"]


@st.composite
def small_boards(draw) -> str:
    cards = draw(st.lists(st.sampled_from(SOURCES), min_size=1, max_size=4))
    cards.append(draw(st.sampled_from(["Green Mana Battery", "Kyren Toy"])))
    entries = []
    for card in cards:
        extra = ""
        if card in ("Pentad Prism", "Green Mana Battery", "Kyren Toy"):
            extra = f", counters: {{charge: {draw(st.integers(0, 3))}}}"
        if card in ("Forest", "Green Mana Battery", "Kyren Toy") and draw(st.booleans()):
            extra += ", tapped: true"
        entries.append(f'{{card: "{card}", controller: alice{extra}}}')
    return alice_board_text(*entries)


@pytest.mark.slow
@settings(max_examples=max(1, int(25 * SCALE)), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_boards())
def test_the_pools_are_every_sequence_s_maximal_pools(text):
    assert_pools_as_every_sequence(text)


def test_two_batteries_and_a_prism_as_the_brute_force():
    # A fixed board of the property above (it runs in the quick loop): each Battery's X chosen on its own (CR 107.3a).
    text = alice_board_text("{card: Green Mana Battery, controller: alice, counters: {charge: 2}}",
                      "{card: Kyren Toy, controller: alice, counters: {charge: 1}}",
                      "{card: Pentad Prism, controller: alice, counters: {charge: 1}}")
    assert complete_pools(text) == mana_sequences(text, "alice") == {c + "GGGCC" for c in "WUBR"} | {"GGGGCC"}


def test_the_command_line(tmp_path):
    path = tmp_path / "battery.yaml"
    path.write_text(alice_board_text("{card: Red Mana Battery, controller: alice, counters: {charge: 2}}"))
    done = subprocess.run([sys.executable, "-m", "mtgasp", "mana", str(path), "alice", "--cost", "{2}{R}"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "{R}{R}{R}" in done.stdout
