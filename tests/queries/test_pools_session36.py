"""Session 36, perf44 (issue 31): the maximal pools beside Signets, whose {1} is paid from any source's mana, checked
against a brute force that activates them in every order.

CR 605.3a: a mana ability resolves at once, so a Signet's {1} (CR 601.2g-h, 602.2b: its cost paid before it resolves)
is paid from mana already in the pool; CR 106.4: a pool is what is left of it. The brute force below takes every pool
of the {T} sources (tests/oracle/mana.py's product, unfiltered), activates any set of Signets in every order, each
spending one mana of a type in the pool, and keeps the pools no other contains. The `mana` answer must be it whenever
it says complete (never a complete answer that is wrong), and on these small boards it must be complete."""
from __future__ import annotations

import itertools
from collections import Counter

import oracle
from draws import larger_boards, render
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from oracle.cards import ORDER
from oracle.mana import _add, _key, outcomes
from oracle.produce import abilities

import mtgasp

# "{1}, {T}: Add {B}{G}." and the like (Oracle text of each Signet)
SIGNETS = {"Golgari Signet": "BG", "Simic Signet": "GU", "Boros Signet": "RW", "Azorius Signet": "WU"}


def _brute(text: str, signets: list[str]) -> set[str]:
    board = oracle.load_board("".join(line for line in text.splitlines(True) if "Signet" not in line))
    options = []
    for p in board.permanents:
        if p.controller != "alice" or not abilities(p):
            continue
        options.append([Counter()] + (outcomes(board, p) if not p.tapped and not (p.is_creature() and p.sick) else []))
    pools = {_key(_add(*combo)) for combo in itertools.product(*options)}
    found: set[str] = set()

    def walk(pool: Counter, left: list[str]) -> None:
        found.add(_key(pool))
        for i, name in enumerate(left):
            for t in ORDER:
                if pool[t] > 0:
                    after = pool.copy()
                    after[t] -= 1
                    walk(after + Counter(SIGNETS[name]), left[:i] + left[i + 1:])

    for pool in pools:
        walk(Counter(pool), signets)
    counts = {p: Counter(p) for p in found}
    return {p for p in found if not any(q != p and all(counts[q][t] >= counts[p][t] for t in ORDER) for q in found)}


@st.composite
def signet_boards(draw):
    board = draw(larger_boards())
    board["statics"], board["auras"] = [], []  # no replacement nor trigger reads a Signet here
    signets = draw(st.lists(st.sampled_from(sorted(SIGNETS)), min_size=1, max_size=2))
    board["permanents"] += [{"card": c, "id": f"sg{i}", "controller": "alice", "tapped": False, "sick": False}
                            for i, c in enumerate(signets)]
    return board, signets


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(drawn=signet_boards())
def test_pools_beside_signets_are_the_brute_forces(drawn):
    board, signets = drawn
    text = render(board)
    result = mtgasp.mana(mtgasp.parse_board(text, "<hypothesis>"), "alice", timeout=None)
    assert result.complete
    assert {o.mana for o in result.options} == _brute(text, signets)


TWO_SIGNETS = ("players: [alice, bob]\nbattlefield:\n"
               "  - {card: Forest, controller: alice}\n  - {card: Island, controller: alice}\n"
               "  - {card: Golgari Signet, controller: alice}\n  - {card: Simic Signet, controller: alice}\n")


def test_a_signet_may_pay_for_the_other():
    # CR 605.3a, 601.2g-h: the Golgari Signet's {G} pays the Simic Signet's {1}: Forest -> {B}{G} -> {B}{G}{U}, and
    # the Island's {U} stays: {U}{B}{G}{U}... (the brute force decides which pools are maximal)
    result = mtgasp.mana(mtgasp.parse_board(TWO_SIGNETS, "<t>"), "alice", timeout=None)
    assert result.complete
    assert {o.mana for o in result.options} == _brute(TWO_SIGNETS, ["Golgari Signet", "Simic Signet"])
    assert "UUBG" in {o.mana for o in result.options}
