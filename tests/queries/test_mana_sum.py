"""mana by sums of independent results (rules/mana/mana_independent.lp, queries/mana_sum.py) against the
search of every sequence, and the search's limits (issue 14, issue 15).

CR 106.4: the pool is what the activated abilities added; a maximal pool of independent sources is a
sum of one maximal result per source, and when each source's maximal results have one total every such
sum is maximal (the argument is in rules/mana/mana_independent.lp). Checked here three ways: the summing code
against itertools.product, the sums against the solver's own search of the maximal pools (domRec) on
random boards, and both against the brute force of tests/queries/test_mana_oracle.py (tests/draws.py).
"""
from __future__ import annotations

import itertools

import pytest
from draws import brute_force, larger_boards, render
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import board_from

import mtgasp
from mtgasp.encoder import board_facts
from mtgasp.engine import solver
from mtgasp.queries.mana_sum import Group, groups_of, sum_pools
from mtgasp.render.words import said

vectors = st.tuples(*[st.integers(0, 3)] * 6)


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(st.dictionaries(st.sampled_from([f"s{i}" for i in range(7)]), st.lists(vectors, min_size=1, max_size=3),
                       min_size=1))
def test_sums_are_every_sum_once_with_an_assignment_that_makes_it(results):
    groups = groups_of(results)
    found = list(sum_pools(groups))
    expected = {tuple(map(sum, zip(*combo, strict=True))) for combo in itertools.product(*results.values())}
    assert [v for v, _ in found] == list(dict.fromkeys(v for v, _ in found))  # each sum once
    assert {v for v, _ in found} == expected
    for vector, combos in found:
        parts = [g.vectors[i] for g, combo in zip(groups, combos, strict=True) for i in combo]
        assert tuple(map(sum, zip(*parts, strict=True))) == vector
        assert all(list(combo) == sorted(combo) for combo in combos)  # interchangeable sources: multisets


def test_sums_stop_at_the_limit_and_an_empty_board_has_the_empty_pool():
    group = Group(("a", "b"), ((1, 0, 0, 0, 0, 0), (0, 1, 0, 0, 0, 0)))
    assert len(list(sum_pools([group]))) == 3
    assert len(list(sum_pools([group], limit=2))) == 2
    assert list(sum_pools([])) == [((0,) * 6, ())]


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(larger_boards())
def test_sums_and_the_search_find_the_same_maximal_pools(board):
    text = render(board)
    parsed = board_from(text)
    summed = mtgasp.mana(parsed, "alice")
    searched = mtgasp.mana(parsed, "alice", search_all=True)
    assert summed.complete and searched.complete
    assert [o.mana for o in summed.options] == [o.mana for o in searched.options], text
    if len(board["permanents"]) <= 5:
        assert {o.mana for o in summed.options} == brute_force(board, "alice"), text


def test_each_activation_shown_adds_what_the_pool_says():
    # Two Watery Graves under Mana Flare (CR 605.4a; ruling 2004-10-04: a type that land produced).
    result = mtgasp.mana(board_from("""
        players: [alice, bob]
        battlefield:
          - {card: Watery Grave, controller: alice, id: g1}
          - {card: Watery Grave, controller: alice, id: g2}
          - {card: Birds of Paradise, controller: alice, id: birds}
          - {card: Mana Flare, controller: bob}
    """), "alice")
    assert len(result.options) == 3 * 5  # UUUU, UUBB or BBBB from the Graves, and one of five colors
    for option in result.options:
        made = "".join(a.adds + "".join(t.adds for t in a.triggers) for a in option.activations)
        assert sorted(made) == sorted(option.mana)
        assert [a.permanent for a in option.activations] == ["birds", "g1", "g2"]


ISSUE_15 = """
    players: [alice, bob]
    battlefield:
      - {card: Forest, controller: alice, id: f}
""" + "".join(f"      - {{card: Mana Reflection, controller: alice, id: r{i}}}\n" for i in range(8)) + "".join(
    f"      - {{card: Nyxbloom Ancient, controller: alice, id: n{i}}}\n" for i in range(4)) + \
    "      - {card: Contamination, controller: bob, id: c}\n"


@pytest.mark.slow
def test_stacked_replacement_effects_ground_by_outcome_not_by_sum():
    # Issue 15: a Forest under 8 Mana Reflections, 4 Nyxbloom Ancients and Contamination. Contamination
    # first, then every multiplier: 2^8 * 3^4 black mana (CR 616.1: the controller orders them).
    board = board_from(ISSUE_15)
    result = mtgasp.mana(board, "alice")
    assert result.complete and [o.mana for o in result.options] == ["B" * 2 ** 8 * 3 ** 4]
    # The grounding grows with the distinct outcomes of the tap event (rules/replacement/replacement.lp), not with
    # the totals a sum of them could take (an aggregate assigning a pool once ground one rule per total).
    ctl = solver.grounded("mana", board_facts(board) + 'plan_player("alice").\nplan_maximal.\n', ["--stats"])
    ctl.solve()
    assert ctl.statistics["problem"]["lp"]["atoms"] < 20_000


PILI = """
    players: [alice]
    battlefield:
      - {card: Pili-Pala, controller: alice, tapped: true}
      - {card: Sol Ring, controller: alice}
""" + "".join(f"      - {{card: {c}, controller: alice, id: s{i}}}\n" for i, c in enumerate(
    ["Forest", "Island", "Tropical Island", "Watery Grave", "Birds of Paradise", "Birds of Paradise"]))


@pytest.mark.slow
def test_a_search_stopped_by_its_limit_gives_the_same_proven_pools_every_run():
    # Issue 15: the same inputs and limits give the same output; what is listed is proven maximal.
    board = board_from(PILI)
    full = mtgasp.mana(board, "alice")
    assert full.complete and len(full.options) > 20
    first = mtgasp.mana(board, "alice", conflicts=5)
    again = mtgasp.mana(board, "alice", conflicts=5)
    assert not first.complete and first.options == again.options and first.notes == again.notes
    assert "conflicts" in said(first.notes)[0] and "proven" in said(first.notes)[1]  # the pools listed are each proven maximal
    assert {o.mana for o in first.options} < {o.mana for o in full.options}
    limited = mtgasp.mana(board, "alice", max_pools=7)
    assert not limited.complete and len(limited.options) == 7
    assert {o.mana for o in limited.options} <= {o.mana for o in full.options}
