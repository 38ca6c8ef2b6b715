"""Mana abilities that add as much mana as the power or mana value of the permanent sacrificed for their cost
(rules/mana/mana_amounts.lp: sacrificed_value/5; rules/mana/mana_sequence.lp ties it to plan_sac/2): Furgul, Quag
Nurturer ("{T}, Sacrifice a creature: Add an amount of {G} equal to the sacrificed creature's power.") and Priest of
Yawgmoth ("{T}, Sacrifice an artifact: Add an amount of {B} equal to the sacrificed artifact's mana value."). The
permanent is sacrificed as the cost is paid (CR 601.2h) and read as it last existed (CR 608.2h). Could-produce and
produce ignore costs (CR 106.7): the types are exact, the amount is not the board's (produce says so). Cases from the
Oracle texts, the engine against the brute force over every sequence of activations (tests/oracle/sequences.py)."""
from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from oracle.sequences import mana_sequences
from support import alice_board_text, assert_pools_as_every_sequence, complete_pools

import mtgasp
from mtgasp.render.words import said

SCALE = float(os.environ.get("MTGASP_EXAMPLES_SCALE", "1"))


def test_the_priest_adds_the_mana_value_of_the_artifact_it_sacrificed():
    # Sol Ring (mana value 1) and Mind Stone (2): each tapped first, then one sacrificed to the Priest. Its {B}s are the
    # mana value of the one sacrificed, never of the other: BB beside CCC (Mind Stone), B beside CCC (Sol Ring: a pool
    # BBCCC contains).
    text = alice_board_text("{card: Priest of Yawgmoth, controller: alice, id: priest}",
                            "{card: Sol Ring, controller: alice, id: ring}",
                            "{card: Mind Stone, controller: alice, id: stone}")
    assert complete_pools(text) == mana_sequences(text, "alice") == {"BBCCC"}


def test_furgul_adds_the_power_of_the_creature_it_sacrificed():
    # Craw Wurm (6/4) sacrificed: six {G}; Furgul (2/4) may sacrifice itself (CR 701.21a: "a creature", itself too) for
    # two; Grizzly Bears (2/2) two. The largest pool is the Wurm's.
    text = alice_board_text("{card: \"Furgul, Quag Nurturer\", controller: alice, id: furgul}",
                            "{card: Craw Wurm, controller: alice}", "{card: Grizzly Bears, controller: alice}")
    assert complete_pools(text) == mana_sequences(text, "alice") == {"GGGGGG"}


def test_nothing_to_sacrifice_adds_nothing_but_could_produce_ignores_costs():
    # CR 118.3: with no artifact the Priest's cost can't be paid; CR 106.7: could-produce ignores costs, so it could
    # produce {B} (the type is exact whatever the amount).
    text = alice_board_text("{card: Priest of Yawgmoth, controller: alice, id: priest}")
    assert complete_pools(text) <= {""}
    answer = mtgasp.could_produce(mtgasp.parse_board(text))
    assert answer.complete and answer.types["priest"] == ("B",)


def test_produce_says_the_amount_is_the_sacrificed_permanent_s():
    # produce (costs ignored, CR 106.7) shows {B}, and says that the amount is the sacrificed artifact's mana value
    board = mtgasp.parse_board(alice_board_text("{card: Priest of Yawgmoth, controller: alice, id: priest}",
                                                "{card: Mind Stone, controller: alice}"))
    answer = mtgasp.produce(board, "priest")
    assert not answer.complete
    assert any("permanent sacrificed for its cost" in n for n in said(answer.notes))


SOURCES = ["Forest", "Llanowar Elves", "Grizzly Bears", "Craw Wurm", "Sol Ring", "Mind Stone", "Ashnod's Altar",
           "Pentad Prism"]


@st.composite
def small_boards(draw) -> str:
    cards = draw(st.lists(st.sampled_from(SOURCES), min_size=1, max_size=3))
    cards.append(draw(st.sampled_from(["Priest of Yawgmoth", "Furgul, Quag Nurturer"])))
    entries = []
    for card in cards:
        extra = ", counters: {charge: 1}" if card == "Pentad Prism" else ""
        if card in ("Forest", "Sol Ring", "Mind Stone") and draw(st.booleans()):
            extra += ", tapped: true"
        entries.append(f'{{card: "{card}", controller: alice{extra}}}')
    return alice_board_text(*entries)


@pytest.mark.slow
@settings(max_examples=max(1, int(20 * SCALE)), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_boards())
def test_the_pools_are_every_sequence_s_maximal_pools(text):
    assert_pools_as_every_sequence(text)


def test_the_amount_is_the_one_sacrificed_not_the_largest():
    # Sol Ring (mana value 1) and Ashnod's Altar (3, "Sacrifice a creature: Add {C}{C}"): the Priest sacrificing the
    # Altar adds BBB; sacrificing the Sol Ring it adds one {B}, and the Altar may then sacrifice the Priest for {C}{C}.
    # BBBCCCC (the Altar's amount with the Ring sacrificed) is no pool.
    text = alice_board_text("{card: Priest of Yawgmoth, controller: alice, id: priest}",
                            "{card: Sol Ring, controller: alice, id: ring}",
                            "{card: Ashnod's Altar, controller: alice, id: altar}")
    assert complete_pools(text) == mana_sequences(text, "alice") == {"BBBCC", "BCCCC"}
