"""Session 34, perf42 (issue 31): `mana --cost` with another cost on the same board in a long-lived process.

The cost is externals of a program kept for the board (queries/mana_cost_inputs.py, engine/search_inputs.py): its
symbols set slots true, a generic {K} as generic(1), generic(2), generic(4), ... adding up to K (CR 107.4b: generic
mana is paid with any type, so only the amount counts). A cost is payable exactly when some maximal pool covers it
(CR 601.2g-h: the mana abilities are activated, then the cost paid from the pool; a larger pool pays whatever a
smaller one does), which the brute-force oracle (tests/oracle/mana.py) decides from its pools."""
from __future__ import annotations

import itertools
from collections import Counter

import oracle
import pytest
from draws import brute_force, larger_boards, render
from hypothesis import HealthCheck, given, settings
from support import board_from

import mtgasp
from mtgasp.encoder.costs import parse_cost
from mtgasp.engine import search_inputs, solver, warm
from mtgasp.queries import mana as mana_module
from mtgasp.queries.mana_cost_inputs import GENERIC_BITS, PER_COLOR, cost_inputs
from mtgasp.render import json as json_render
from mtgasp.render import text as text_render

BOARDS = [
    "players: [alice, bob]\nbattlefield:\n  - {card: Watery Grave, controller: alice}\n"
    "  - {card: Birds of Paradise, controller: alice}\n  - {card: Sol Ring, controller: alice}\n"
    "  - {card: Forest, controller: alice}\n  - {card: Island, controller: alice}\n"
    "  - {card: Tropical Island, controller: alice}\n",
    # Mana Reflection doubles what a permanent produces (CR 106.4, its rulings 2008-05-01): the pools grow
    "players: [alice, bob]\nbattlefield:\n  - {card: Mountain, controller: alice}\n"
    "  - {card: Llanowar Elves, controller: alice}\n  - {card: Wastes, controller: alice}\n"
    "  - {card: Mana Reflection, controller: alice}\n  - {card: Watery Grave, controller: alice}\n",
]
COSTS = ["{G}", "{1}{G}", "{G}{G}", "{U}{U}{U}", "{C}", "{C}{C}{C}", "{5}", "{6}", "{7}", "{9}", "{2}{U}{G}",
         "{W}", "{R}{R}", "{R}{G}{U}", "{G/U}{G/U}{G/U}", "{W/U}{B}", "{3}{R/G}", "{12}", "{1}{1}{1}{U}", "{B}{B}",
         "{4}{C}{C}", "{8}{G}"]


def _covers(pool: str, symbols) -> bool:
    """Whether the pool (mana letters) pays the symbols: each way of paying each hybrid symbol tried."""
    have = Counter(pool)
    ways = []
    for s in symbols:
        if s.name == "colored":
            ways.append([s.arguments[0].name.upper()])
        elif s.name == "colorless":
            ways.append(["C"])
        elif s.name == "hybrid":
            ways.append([a.name.upper() for a in s.arguments])
        elif s.name != "generic":
            raise AssertionError(s)
    generic = sum(s.arguments[0].number for s in symbols if s.name == "generic")
    for choice in itertools.product(*ways):
        need = Counter(choice)
        if all(have[t] >= k for t, k in need.items()) and sum(have.values()) >= len(choice) + generic:
            return True
    return False


def _paid_mana(result) -> Counter:
    return Counter("".join(p.paid_with for p in result.cost.payment))


@pytest.mark.parametrize("text", BOARDS)
def test_every_cost_on_a_kept_program_is_the_brute_forces_answer(text, monkeypatch):
    solver._free(warm.clear())
    board = board_from(text)
    pools = oracle.mana_pools(oracle.load_board(text), "alice")
    before = dict(search_inputs.hits), warm.hits["controls"]
    for cost in COSTS:
        symbols = parse_cost(cost)
        result = mtgasp.mana(board, "alice", cost=cost)
        assert result.cost.complete and result.complete, cost
        assert result.cost.payable == any(_covers(p, symbols) for p in pools), cost
        if result.cost.payable:
            # Each symbol its mana (CR 601.2h): the colored ones their color, {K} K mana, all from the pool made
            assert [p.symbol for p in result.cost.payment] == [s.text for s in _symbol_texts(cost)], cost
            for sym, paid in zip(symbols, result.cost.payment, strict=True):
                if sym.name == "generic":
                    assert len(paid.paid_with) == sym.arguments[0].number, cost
                elif sym.name == "colored":
                    assert paid.paid_with == sym.arguments[0].name.upper(), cost
            made = Counter()
            for act in result.cost.activations:
                made.update(act.adds)
                made.subtract(act.pays)
            assert +(made - _paid_mana(result)) == Counter(result.cost.remaining), cost
    # Every cost fitted the slots: one program grounded for the board, the others solved in it
    assert search_inputs.hits["externals"] - before[0]["externals"] == len(COSTS)
    assert search_inputs.hits["facts"] == before[0]["facts"]
    assert warm.hits["controls"] - before[1] == len(set(COSTS)) - 1
    # The same costs on the fresh path (nothing kept): the same payability, complete
    monkeypatch.setattr(warm, "enabled", False)
    for cost in COSTS[:6]:
        assert mtgasp.mana(board, "alice", cost=cost).cost.payable == any(_covers(p, parse_cost(cost)) for p in pools)
    solver._free(warm.clear())


class _Text:
    def __init__(self, text: str) -> None:
        self.text = text


def _symbol_texts(cost: str) -> list[_Text]:
    return [_Text("{" + part) for part in cost.split("{")[1:]]


def test_a_cost_is_the_same_multiset_of_slots():
    # {5}{G}{G}{W/U}: two {G} slots, one {W/U} slot, generic(1) and generic(4) (CR 107.4b: 5 generic mana)
    inputs, places = cost_inputs(parse_cost("{5}{G}{G}{W/U}{2}"))
    shown = Counter(str(a.arguments[1]) for a in inputs.atoms)
    assert shown == Counter({"colored(g)": 2, "hybrid(w,u)": 1, "generic(1)": 1, "generic(2)": 1, "generic(4)": 1})
    assert sum(a.arguments[1].arguments[0].number for a in inputs.atoms if a.arguments[1].name == "generic") == 7
    # the generic slots stand for both generic symbols (places 1 and 5); each other slot for its own symbol
    generic_slots = [a.arguments[0].number for a in inputs.atoms if a.arguments[1].name == "generic"]
    assert all(places[s] == [1, 5] for s in generic_slots)
    assert sorted(places[a.arguments[0].number][0] for a in inputs.atoms if a.arguments[1].name != "generic") == [2, 3, 4]
    # every atom set is declared external, each slot once
    for a in inputs.atoms:
        assert f"#external {a}." in inputs.declaration
    assert len({a.arguments[0].number for a in inputs.atoms}) == len(inputs.atoms)


@pytest.mark.parametrize("cost", ["{2/W}", "{G/U/P}", "{G}" * (PER_COLOR + 1), "{" + str(1 << GENERIC_BITS) + "}"])
def test_a_cost_beyond_the_slots_is_asked_with_facts(cost):
    # mono-hybrid (CR 107.4f) and hybrid Phyrexian symbols have no slots, nor more {G} than PER_COLOR
    assert cost_inputs(parse_cost(cost)) is None
    board = board_from(BOARDS[0])
    before = dict(search_inputs.hits)
    result = mtgasp.mana(board, "alice", cost=cost)
    assert search_inputs.hits["externals"] == before["externals"]
    # {2/W} with Birds' {W} or two mana, {G/U/P} with a {G} or {U} (CR 107.4f, 107.4h); 11 {G} or 1,024 mana: never
    assert result.cost.complete and result.cost.payable == (cost in ("{2/W}", "{G/U/P}"))


def test_an_atom_read_once_that_depends_on_the_cost_is_asked_with_facts():
    # Eumidian Lifeseed's mana may be spent only on some abilities (CR 106.6): without a cost the pools are
    # incomplete (rules/mana/mana_sequence.lp); that atom of queries/mana_fixed.lp depends on the cost being
    # given, so it is no fact of the program with the cost external: the cost is given as facts.
    solver._free(warm.clear())
    board = board_from("players: [alice]\nbattlefield:\n  - {card: Eumidian Lifeseed, controller: alice}\n"
                       "  - {card: Fire-Lit Thicket, controller: alice}\n")
    before = dict(search_inputs.hits)
    result = mtgasp.mana(board, "alice", cost="{R}")
    assert search_inputs.hits["facts"] == before["facts"] + 1
    assert search_inputs.hits["externals"] == before["externals"]
    # Its mana could pay Fire-Lit Thicket's {R/G} (a land's ability), which the rules don't decide (CR 106.6): the
    # payment not found is not claimed impossible (queries/mana.py, _checked_payment)
    assert not result.cost.payable and not result.cost.complete
    solver._free(warm.clear())


# --- too many maximal pools to list: their compact description (ManaPools.sum_of) --------------------------------

LISTED = mana_module.LISTED_SUMS


def _expand(result) -> set[str]:
    """Every pool the description gives: one choice per source (each source of a group one of its choices)."""
    per_source = [g.choices for g in result.sum_of for _ in g.sources]
    order = "WUBRGC"
    return {"".join(sorted("".join(combo), key=order.index)) for combo in itertools.product(*per_source)}


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.function_scoped_fixture])
@given(board=larger_boards())
def test_the_description_expands_to_the_pools_listed_and_the_brute_forces(board, monkeypatch):
    # CR 106.4: the sources act alone, so a maximal pool is a sum of one maximal result per source, and when each
    # source's maximal results have one total every such sum is maximal (rules/mana/mana_independent.lp)
    text = render(board)
    parsed = mtgasp.parse_board(text, "<hypothesis>")
    monkeypatch.setattr(mana_module, "LISTED_SUMS", LISTED)  # (the patch below stays for the next example)
    listed = mtgasp.mana(parsed, "alice", timeout=None)
    monkeypatch.setattr(mana_module, "LISTED_SUMS", 1)
    described = mtgasp.mana(parsed, "alice", timeout=None)
    if not described.sum_of:  # the rules searched (not every source acts alone): listed as before
        assert described == listed
        return
    assert described.options == () and described.complete and listed.complete
    expanded = _expand(described)
    assert expanded == {o.mana for o in listed.options} == brute_force(board, "alice")
    # every source of the player with a maximal result is in exactly one group
    sources = [s for g in described.sum_of for s in g.sources]
    assert len(sources) == len(set(sources))


def test_a_description_in_words_and_json(monkeypatch):
    monkeypatch.setattr(mana_module, "LISTED_SUMS", 5)
    text = "players: [alice, bob]\nbattlefield:\n" + "".join(
        f"  - {{card: {c}, controller: alice}}\n" for c in ["Birds of Paradise"] * 3 + ["Tropical Island"] * 2
        + ["Forest", "Sol Ring"])
    board = board_from(text)
    result = mtgasp.mana(board, "alice")
    assert _expand(result) == oracle.mana_pools(oracle.load_board(text), "alice")
    assert [(len(g.sources), g.choices) for g in result.sum_of] == [
        (3, ("W", "U", "B", "R", "G")), (1, ("G",)), (1, ("CC",)), (2, ("U", "G"))]
    # 3 Birds: C(7, 3) = 35 multisets of 5 colors, 2 Tropical Islands 3 → at most 105 sums, 75 of them distinct
    assert len(_expand(result)) == 75 and result.complete and result.pools_found == 0
    said = text_render.mana(result)
    assert said.startswith("alice: the maximal pools of mana are the sums of one choice of each source:")
    assert "      {W} or {U} or {B} or {R} or {G}" in said and "more than 5 maximal pools" in said
    out = json_render.mana(result)
    assert out["options"] == [] and out["sum_of"][2] == {"sources": ["sol-ring"], "choices": ["CC"]}
    # Below the limit: listed, no description
    monkeypatch.setattr(mana_module, "LISTED_SUMS", 75)
    again = mtgasp.mana(board, "alice")
    assert {o.mana for o in again.options} == _expand(result) and again.sum_of == ()
    # A limit on the pools asked (max_pools) lists that many, as before
    monkeypatch.setattr(mana_module, "LISTED_SUMS", 5)
    assert len(mtgasp.mana(board, "alice", max_pools=10).options) == 10
