"""Mana abilities whose cost taps several untapped permanents (issue 32; rules/activation/activation.lp: tap_count/3,
rules/mana/mana_sequence.lp: plan_tap_other/2): Heritage Druid ("Tap three untapped Elves you control: Add {G}{G}{G}"),
Birchlore Rangers ("Tap two untapped Elves you control: Add one mana of any color"), Supportive Parents, The Massive
Zatcatl, The Cabbage Merchant. Cases from the Oracle texts, the CR and the cards' rulings, the engine against the brute
force over every sequence of activations (tests/oracle/sequences.py), can-activate and the command line."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from oracle.sequences import mana_sequences
from support import alice_board_text, assert_pools_as_every_sequence, compiled, complete_pools

import mtgasp

SCALE = float(os.environ.get("MTGASP_EXAMPLES_SCALE", "1"))

# CR 118.3: "A player can't pay a cost without having the necessary resources to pay it fully. For example, a player
# with only 1 life can't pay a cost of 2 life, and a permanent that's already tapped can't be tapped to pay a cost."
# Heritage Druid ruling 2016-06-08: "Since Heritage Druid's activated ability doesn't have a tap symbol in its cost,
# you can tap creatures that haven't been under your control since your most recent turn began (including Heritage
# Druid itself) to pay the cost."
# Birchlore Rangers ruling 2004-10-04: "It can tap itself but is not required to do so."




def test_the_costs_are_compiled_with_their_count():
    assert compiled("Heritage Druid")[1] == ("compiled", {"activated", "adds(3,type(g))", "tap_untapped_count(3)",
                                                          "cost(tap_untapped(subtype(elf),you))"})
    for name, number, k in (("Birchlore Rangers", 1, 2), ("Supportive Parents", 1, 2), ("The Massive Zatcatl", 2, 3),
                            ("The Cabbage Merchant", 3, 2)):
        status, terms = compiled(name)[number]
        assert status == "compiled" and f"tap_untapped_count({k})" in terms, name


def test_heritage_druid_taps_three_elves_itself_included():
    # Heritage Druid and two Llanowar Elves, all summoning sick: the Elves' {T} abilities can't be activated (CR 302.6),
    # but Heritage Druid's cost has no {T}: it taps the three of them, itself included (the ruling above).
    sick = alice_board_text("{card: Heritage Druid, controller: alice, sick: true}",
                      "{card: Llanowar Elves, controller: alice, sick: true}",
                      "{card: Llanowar Elves, controller: alice, sick: true}")
    assert complete_pools(sick) == {"GGG"}
    # Two Elves are not three (CR 118.3): nothing.
    two = alice_board_text("{card: Heritage Druid, controller: alice}", "{card: Llanowar Elves, controller: alice, sick: true}")
    assert complete_pools(two) == {""}


def test_heritage_druid_with_three_llanowar_elves():
    # Not sick: the Druid and two Elves for {G}{G}{G}, the third Elf's own {T} for {G}: four {G}. Each Elf tapped for
    # its own {G} first leaves too few untapped Elves for the Druid (CR 118.3).
    text = alice_board_text("{card: Heritage Druid, controller: alice}", *["{card: Llanowar Elves, controller: alice}"] * 3)
    assert complete_pools(text) == {"GGGG"} == mana_sequences(text, "alice")


def test_birchlore_rangers_twice_with_four_elves():
    # Birchlore Rangers and three sick Llanowar Elves: four untapped Elves pay its cost twice (CR 602.2: no {T}).
    text = alice_board_text("{card: Birchlore Rangers, controller: alice}",
                      *["{card: Llanowar Elves, controller: alice, sick: true}"] * 3)
    assert complete_pools(text) == {a + b for a in "WUBRG" for b in "WUBRG" if "WUBRG".index(a) <= "WUBRG".index(b)}


def test_can_activate_needs_k_untapped():
    # can-activate: with two untapped Elves (the Druid itself and one Llanowar Elves; the other is tapped) Heritage
    # Druid's ability can't be activated (CR 118.3); with three it can.
    two = mtgasp.parse_board(alice_board_text("{card: Heritage Druid, controller: alice, id: hd}",
                                        "{card: Llanowar Elves, controller: alice}",
                                        "{card: Llanowar Elves, controller: alice, tapped: true}"))
    three = mtgasp.parse_board(alice_board_text("{card: Heritage Druid, controller: alice, id: hd}",
                                          *["{card: Llanowar Elves, controller: alice}"] * 2))
    no, yes = mtgasp.can_activate(two, "hd", 1), mtgasp.can_activate(three, "hd", 1)
    assert no.complete and yes.complete
    assert not no.abilities[0].can_activate and "118.3" in [r.rule for r in no.abilities[0].reasons]
    assert yes.abilities[0].can_activate


# --- Against the brute force --------------------------------------------------------------------------------

SOURCES = ["Forest", "Llanowar Elves", "Grizzly Bears", "Heritage Druid", "Birchlore Rangers", "Ashnod's Altar"]


@st.composite
def small_boards(draw) -> str:
    cards = draw(st.lists(st.sampled_from(SOURCES), min_size=1, max_size=4))
    cards.append(draw(st.sampled_from(["Heritage Druid", "Birchlore Rangers"])))
    entries = []
    for card in cards:
        extra = ", tapped: true" if card != "Ashnod's Altar" and draw(st.booleans()) and len(cards) > 3 else ""
        entries.append(f'{{card: "{card}", controller: alice{extra}}}')
    return alice_board_text(*entries)


@pytest.mark.slow
@settings(max_examples=max(1, int(25 * SCALE)), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_boards())
def test_the_pools_are_every_sequence_s_maximal_pools(text):
    assert_pools_as_every_sequence(text)


def test_the_command_line(tmp_path):
    path = tmp_path / "elves.yaml"
    path.write_text(alice_board_text("{card: Heritage Druid, controller: alice, id: hd, sick: true}",
                               "{card: Llanowar Elves, controller: alice, id: e1, sick: true}",
                               "{card: Llanowar Elves, controller: alice, id: e2, sick: true}"))
    done = subprocess.run([sys.executable, "-m", "mtgasp", "mana", str(path), "alice", "--cost", "{1}{G}{G}"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "e1, e2" in done.stdout or "e1, e2, hd" in done.stdout, done.stdout


def test_the_tap_cost_is_worded_with_its_filter_and_itself_included(tmp_path):
    # Grand Architect ruling 2011-01-01: "Since Grand Architect's last ability doesn't have a tap symbol in its cost, you
    # can tap a blue creature (including Grand Architect itself) ... to pay the cost": the explanation names no "other"
    # creature and words the filter ("blue creature", not its term with_color(creature,u)).
    path = tmp_path / "architect.yaml"
    path.write_text(alice_board_text("{card: Grand Architect, controller: alice, id: ga, sick: true}"))
    done = subprocess.run([sys.executable, "-m", "mtgasp", "can-activate", str(path), "ga", "--ability", "3",
                           "--explain"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    text = " ".join(done.stdout.split())
    assert "yes" in text and "there is an untapped blue creature you control to tap" in text, text
    # Jaspera Sentinel ({T}, Tap an untapped creature you control): its {T} taps it, so alone it has no creature to tap
    # but itself, and the reason says so (CR 118.3).
    path.write_text(alice_board_text("{card: Jaspera Sentinel, controller: alice, id: js}"))
    done = subprocess.run([sys.executable, "-m", "mtgasp", "can-activate", str(path), "js"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    text = " ".join(done.stdout.split())
    assert "there is no untapped creature you control to tap other than itself (its {T} taps it)" in text, text
