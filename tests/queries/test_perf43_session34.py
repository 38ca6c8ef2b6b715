"""Session 34, perf43 (issue 31): a mana ability's damage to its controller (a painland's, a Talisman's, Ancient Tomb's)
makes its source dependent only where the plan reads the life total (rules/mana/mana_independent.lp, life_read/1).

CR 120.3a: damage dealt to a player makes that player lose that much life, and nothing else; CR 119.4: only a life
payment needs a life total at least as large. Mana abilities don't use the stack and no state-based action is checked
among them (CR 605.3a, 117.5), so without a life cost, a cost to pay (Phyrexian symbols, CR 107.4f) or an amount equal
to the life total, the damage changes no pool: such a source acts alone, and the maximal pools are sums (ManaPools.sum_of
beyond mana.LISTED_SUMS). The brute-force oracle (tests/oracle/mana.py) ignores the damage: the pools must be its."""
from __future__ import annotations

import itertools

import oracle
from draws import larger_boards, render
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mtgasp
from mtgasp.queries import mana as mana_module

PAINFUL = ["Llanowar Wastes", "Talisman of Resilience", "Ancient Tomb", "Llanowar Wastes"]


def _expand(result) -> set[str]:
    per_source = [g.choices for g in result.sum_of for _ in g.sources]
    order = "WUBRGC"
    return {"".join(sorted("".join(combo), key=order.index)) for combo in itertools.product(*per_source)}


def _with_life(text: str, life: int) -> str:
    head, rest = text.split("\n", 1)
    return f"{head}\nlife: {{alice: {life}, bob: 20}}\n{rest}"


@st.composite
def painful_boards(draw):
    board = draw(larger_boards())
    more = draw(st.lists(st.sampled_from(PAINFUL), min_size=1, max_size=2))
    board["permanents"] += [{"card": c, "id": f"h{i}", "controller": "alice", "tapped": False, "sick": False}
                            for i, c in enumerate(more)]
    return board, draw(st.integers(1, 20))


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.function_scoped_fixture])
@given(drawn=painful_boards())
def test_painful_sources_with_a_life_total_are_summed_exactly(drawn, monkeypatch):
    board, life = drawn
    text = _with_life(render(board), life)
    parsed = mtgasp.parse_board(text, "<hypothesis>")
    brute = oracle.mana_pools(oracle.load_board(text), "alice")
    searched = mtgasp.mana(parsed, "alice", timeout=None, search_all=True)
    listed = mtgasp.mana(parsed, "alice", timeout=None)
    monkeypatch.setattr(mana_module, "LISTED_SUMS", 1)
    described = mtgasp.mana(parsed, "alice", timeout=None)
    monkeypatch.setattr(mana_module, "LISTED_SUMS", 100_000)
    assert {o.mana for o in searched.options} == {o.mana for o in listed.options} == brute
    assert searched.complete == listed.complete
    if described.sum_of:
        assert described.complete and _expand(described) == brute


BASE = ("players: [alice, bob]\nlife: {alice: 1, bob: 20}\nbattlefield:\n"
        "  - {card: Birds of Paradise, controller: alice}\n  - {card: Birds of Paradise, controller: alice}\n"
        "  - {card: Llanowar Wastes, controller: alice}\n  - {card: Ancient Tomb, controller: alice}\n"
        "  - {card: Talisman of Resilience, controller: alice}\n")


def test_damage_at_one_life_is_summed_when_nothing_reads_life(monkeypatch):
    # CR 120.3a, 605.3a: at 1 life, Ancient Tomb's 2 damage and Llanowar Wastes' 1 change no pool
    monkeypatch.setattr(mana_module, "LISTED_SUMS", 1)
    result = mtgasp.mana(mtgasp.parse_board(BASE, "<t>"), "alice")
    assert result.sum_of and result.complete
    assert _expand(result) == oracle.mana_pools(oracle.load_board(BASE), "alice")


def test_a_cost_to_pay_reads_life_so_the_painland_is_sequenced():
    # CR 107.4f, 119.4: {G/P} may be paid with 2 life only from a life total of 2 or more; Llanowar Wastes' {G} deals
    # 1 damage as it resolves (CR 120.3a, 601.2g-h: before the cost is paid), so at 2 life the Forest's {G}, the
    # Wastes' {G} and 2 life can't pay {G}{G}{G/P} together
    text = ("players: [alice, bob]\nlife: {alice: 2, bob: 20}\nbattlefield:\n"
            "  - {card: Llanowar Wastes, controller: alice}\n  - {card: Forest, controller: alice}\n")
    board = mtgasp.parse_board(text, "<t>")
    assert not mtgasp.mana(board, "alice", cost="{G}{G}{G/P}").cost.payable
    assert mtgasp.mana(board, "alice", cost="{G}{G/P}").cost.payable
