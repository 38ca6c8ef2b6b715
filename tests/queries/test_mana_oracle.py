"""`mana` against the brute-force oracle (tests/oracle/mana.py) on random boards.

The oracle doesn't use the engine's rules: from the one card model of tests/oracle/cards.py it lists what
tapping each source can add (every choice, every order of replacement effects such as Contamination and Mana
Reflection, the "tapped for mana" triggers), takes every combination of tapping or not tapping each source,
and keeps the maximal multisets.
"""
from __future__ import annotations

import pytest
from draws import boards, brute_force, render
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from support import board_from

import mtgasp


def _source(card: str, i: int, controller: str = "alice", tapped: bool = False, sick: bool = False) -> dict:
    return {"card": card, "id": f"p{i}", "controller": controller, "tapped": tapped, "sick": sick}


# Boards where each card of the model matters, tried before the random ones: a bug planted in the oracle's
# card model must fail this test, not only by chance (tests/oracle/mutation_check.py).
KNOWN = [
    # Gaea's Cradle for {G}{G} (the creatures can't tap): Contamination makes it {B}, not {B}{B}.
    ({"permanents": [_source("Gaea's Cradle", 0), _source("Llanowar Elves", 1, sick=True),
                     _source("Birds of Paradise", 2, sick=True)],
      "statics": [{"card": "Contamination", "controller": "bob"}], "auras": []}, "alice"),
    # Mana Reflection doubles alice's taps only, in either order with Contamination.
    ({"permanents": [_source("Forest", 0), _source("Sol Ring", 1), _source("Island", 2, "bob")],
      "statics": [{"card": "Mana Reflection", "controller": "alice"}, {"card": "Contamination", "controller": "bob"}],
      "auras": []}, "alice"),
    ({"permanents": [_source("Llanowar Elves", 0), _source("Birds of Paradise", 1), _source("Sol Ring", 2),
                     _source("Wastes", 3)], "statics": [], "auras": []}, "alice"),
    # Utopia Sprawl on a Tropical Island (a Forest: "Enchant Forest", CR 303.4a) adds the chosen color; Wild Growth
    # adds {G} to any land.
    ({"permanents": [_source("Tropical Island", 0), _source("Island", 1), _source("Mountain", 2),
                     _source("Watery Grave", 3)], "statics": [],
      "auras": [{"card": "Utopia Sprawl", "on": "p0", "color": "R"}, {"card": "Wild Growth", "on": "p2"}]}, "alice"),
    # bob's Mana Flare triggers for alice's lands, his Gauntlet of Power for her basic Forest only; his Zendikar
    # Resurgent, Vorinclex and Caged Sun don't.
    ({"permanents": [_source("Forest", 0), _source("Tropical Island", 1), _source("Island", 2, "bob")],
      "statics": [{"card": "Mana Flare", "controller": "bob"}, {"card": "Zendikar Resurgent", "controller": "bob"},
                  {"card": "Gauntlet of Power", "controller": "bob", "color": "G"},
                  {"card": "Caged Sun", "controller": "bob", "color": "G"},
                  {"card": "Vorinclex, Voice of Hunger", "controller": "bob"}], "auras": []}, "alice"),
    # alice's Vorinclex and Caged Sun, bob's Heartbeat of Spring; Overgrowth on the Forest.
    ({"permanents": [_source("Forest", 0), _source("Tropical Island", 1), _source("Mountain", 2, "bob")],
      "statics": [{"card": "Vorinclex, Voice of Hunger", "controller": "alice"},
                  {"card": "Heartbeat of Spring", "controller": "bob"},
                  {"card": "Caged Sun", "controller": "alice", "color": "U"}],
      "auras": [{"card": "Overgrowth", "on": "p0"}]}, "alice"),
]


def _known(test):
    for board, player in reversed(KNOWN):
        test = example(board, player)(test)
    return test


@pytest.mark.slow
@settings(max_examples=int(__import__("os").environ.get("MANA_EXAMPLES", "60")), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(boards(), st.sampled_from(["alice", "bob"]))
@_known
def test_mana_matches_brute_force(board, player):
    text = render(board)
    engine = {o.mana for o in mtgasp.mana(board_from(text), player).options}
    assert engine == brute_force(board, player), text


def test_brute_force_knows_the_issue_cases():
    board = {"permanents": [{"card": "Watery Grave", "id": "g", "controller": "alice", "tapped": False,
                             "sick": False}],
             "statics": [{"card": "Mana Flare", "controller": "bob"}], "auras": []}
    assert brute_force(board, "alice") == {"UU", "BB"}
