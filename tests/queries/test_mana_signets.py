"""`mana` on boards whose pools the solver searches (issue 14): lands and Signets ("{1}, {T}: Add {W}{U}."),
against a brute force written here without the engine's rules.

The Signets' {1} makes them dependent sources (rules/mana/mana_independent.lp): the pools are not sums, the
solver enumerates the maximal pools one answer set each (rules/mana/mana_sequence.lp, --enum-mode=domRec). CR
601.2g-h, 605.3a: mana abilities are activated before their cost is paid, so a Signet's {1} is paid with
mana already in the pool (any type: generic, CR 107.4b) and never with the mana it makes itself (CR
605.3c); CR 106.4: the pool is what was added less what was spent. The brute force taps every land (a
land has no other cost, so a pool with an untapped land is contained in the same pool plus its mana), then
activates Signets in every order, each paying {1} with one mana of any type in the pool, and keeps the
pools no other contains.
"""
from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mtgasp

TYPES = "WUBRGC"
LANDS = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G", "Wastes": "C"}
SIGNETS = {"Azorius Signet": "WU", "Simic Signet": "GU", "Izzet Signet": "UR", "Orzhov Signet": "WB"}


def key(c: Counter) -> str:
    return "".join(t * c[t] for t in TYPES)


def brute_force(lands: list[str], signets: list[str]) -> set[str]:
    start = key(Counter("".join(LANDS[c] for c in lands)))
    seen = {(start, frozenset())}
    todo = list(seen)
    while todo:
        pool, used = todo.pop()
        for i, card in enumerate(signets):
            if i in used:
                continue
            for t in set(pool):  # {1}: one mana of any type already in the pool
                c = Counter(pool) + Counter(SIGNETS[card])
                c[t] -= 1
                state = (key(c), used | {i})
                if state not in seen:
                    seen.add(state)
                    todo.append(state)
    pools = {p: Counter(p) for p, _ in seen}
    return {p for p, c in pools.items()
            if not any(q != p and all(d[t] >= c[t] for t in TYPES) for q, d in pools.items())}


def board_text(lands: list[str], signets: list[str]) -> str:
    lines = ["players: [alice, bob]", "battlefield:"]
    lines += [f"  - {{card: {c}, controller: alice, id: l{i}}}" for i, c in enumerate(lands)]
    lines += [f"  - {{card: {c}, controller: alice, id: g{i}}}" for i, c in enumerate(signets)]
    return "\n".join(lines) + "\n"


def test_two_signets_and_two_lands_by_hand():
    # Island and Forest; Azorius and Simic Signets: with both Signets activated the maximal pools are
    # UUGG, WUGG, WUUG, UUUG and WUUU (worked out by hand, in every order and payment).
    lands, signets = ["Island", "Forest"], ["Azorius Signet", "Simic Signet"]
    got = mtgasp.mana(mtgasp.parse_board(board_text(lands, signets)), "alice")
    assert got.complete
    assert {o.mana for o in got.options} == brute_force(lands, signets) == {"UUGG", "WUGG", "WUUG", "UUUG", "WUUU"}
    assert "UUUG" in {o.mana for o in got.options}  # Forest pays Azorius (WU), W pays Simic (GU): U + U + GU


@pytest.mark.slow
@settings(max_examples=25, deadline=None)
@given(st.lists(st.sampled_from(sorted(LANDS)), min_size=0, max_size=5),
       st.lists(st.sampled_from(sorted(SIGNETS)), min_size=1, max_size=3))
def test_searched_pools_are_the_brute_forces_maximal_pools(lands, signets):
    got = mtgasp.mana(mtgasp.parse_board(board_text(lands, signets)), "alice")
    assert got.complete, got.notes
    names = [o.mana for o in got.options]
    assert len(names) == len(set(names)) == got.pools_found
    assert set(names) == brute_force(lands, signets)
