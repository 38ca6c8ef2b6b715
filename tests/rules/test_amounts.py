"""Amounts the rules compute never wrap (issue 15): clingo integers are 32-bit, so 31 Mana Reflections on a
Forest (2^31 mana) once gave "no mana" over 31! orders, marked complete. Each amount is now exact up to
amount_limit (rules/core/amounts.lp) or the answer is incomplete, naming why (amount_too_large)."""
from __future__ import annotations

import math
import re

import clingo
import pytest
from support import board_from

import mtgasp
from mtgasp.encoder.limits import MAX_AMOUNT
from mtgasp.encoder.resources import rules_dir
from mtgasp.engine.solver import solve_query
from mtgasp.queries.run import facts_for
from mtgasp.render.words import listed, said

TOO_LARGE = "an amount would pass 1,000,000"


def reflections(n: int, nyxbloom: int = 0, forests: int = 1) -> mtgasp.Board:
    lines = ["players: [alice, bob]", "battlefield:"]
    lines += [f"  - {{card: Forest, controller: alice, id: f{i}}}" for i in range(forests)]
    lines += [f"  - {{card: Mana Reflection, controller: alice, id: r{i:02}}}" for i in range(n)]
    lines += [f"  - {{card: Nyxbloom Ancient, controller: alice, id: n{i}}}" for i in range(nyxbloom)]
    return mtgasp.parse_board("\n".join(lines) + "\n", "<test>")


def test_the_rules_limit_is_the_input_limit():
    text = (rules_dir() / "core" / "amounts.lp").read_text(encoding="utf-8")
    assert re.search(r"#const amount_limit = (\d+)\.", text).group(1) == str(MAX_AMOUNT)


def test_19_reflections_give_the_exact_amount():
    # Ruling on Mana Reflection (2008-05-01): each one doubles; 2^19 = 524,288 {G}, over 19! orders.
    result = mtgasp.produce(reflections(19), "f0")
    (outcome,) = result.abilities[0].outcomes
    assert result.complete and outcome.mana == "G" * 2**19 and outcome.orders == math.factorial(19)


def test_mixed_multipliers_give_the_exact_amount():
    # Nyxbloom Ancient triples, Mana Reflection doubles: 3 · 2^18 = 786,432 in every order.
    result = mtgasp.produce(reflections(18, nyxbloom=1), "f0")
    (outcome,) = result.abilities[0].outcomes
    assert result.complete and len(outcome.mana) == 3 * 2**18 and outcome.orders == math.factorial(19)


@pytest.mark.slow
@pytest.mark.parametrize("n", [20, 31, 40])
def test_past_the_limit_every_question_says_incomplete(n):
    board = reflections(n)
    produced = mtgasp.produce(board, "f0")
    assert not produced.complete and any(TOO_LARGE in note for note in listed(produced.notes))
    assert all(0 < len(o.mana) <= MAX_AMOUNT for a in produced.abilities for o in a.outcomes)
    could = mtgasp.could_produce(board)
    assert not could.complete and any(TOO_LARGE in why for why in said(could.incomplete["f0"]))
    pools = mtgasp.mana(board, "alice")
    assert not pools.complete and any(TOO_LARGE in note for note in listed(pools.notes))
    tapped = mtgasp.orderings(board, mtgasp.TapEvent("f0"))
    assert not tapped.complete and any(TOO_LARGE in note for note in listed(tapped.notes))
    assert all(0 < len(o.result["mana"]) <= MAX_AMOUNT for o in tapped.outcomes)


def test_a_sequence_whose_sum_could_pass_the_limit_is_not_explored():
    # Two Forests under 19 Reflections each make 2^19 {G}: 1,048,576 together, past amount_limit.
    one = mtgasp.mana(reflections(19), "alice")
    assert one.complete and [o.mana for o in one.options] == ["G" * 2**19]
    two = mtgasp.mana(reflections(19, forests=2), "alice", cost="{G}")
    assert not two.complete and two.options == ()
    assert any("alice's mana pools" in note and TOO_LARGE in note for note in listed(two.notes))
    assert two.cost is not None and not two.cost.complete


DAMAGE = """
    players: [alice, bob]
    battlefield:
      - {card: Phytohydra, controller: alice, id: hydra}
      - {card: Grizzly Bears, controller: alice, id: bears}
    effects:
      - {card: Lightning Bolt, controller: bob, id: bolt}
"""


@pytest.mark.slow
@pytest.mark.parametrize("extra, amount, target, result", [
    ("      - {card: Furnace of Rath, controller: bob}\n", 500_000, "bears", {"damage": 1_000_000}),
    ("      - {card: Furnace of Rath, controller: bob}\n", 500_001, "bears", None),
    ("      - {card: 'Torbran, Thane of Red Fell', controller: bob}\n", 999_998, "alice", {"damage": 1_000_000}),
    ("      - {card: 'Torbran, Thane of Red Fell', controller: bob}\n", 999_999, "alice", None),
    ("      - {card: Corpsejack Menace, controller: alice}\n", 500_000, "hydra", {"counters": 1_000_000}),
    ("      - {card: Corpsejack Menace, controller: alice}\n", 500_001, "hydra", None),
])
def test_damage_and_counters_from_damage(extra, amount, target, result):
    board = board_from(DAMAGE.replace("    effects:", extra + "    effects:"))
    answer = mtgasp.orderings(board, mtgasp.DamageEvent("bolt", target, amount))
    values = [o.result for o in answer.outcomes]
    assert all(0 <= v[k] <= MAX_AMOUNT for v in values for k in ("damage", "prevented", "counters"))
    if result is None:
        assert not answer.complete and any(TOO_LARGE in note for note in listed(answer.notes))
    else:
        assert answer.complete
        assert any(all(v[k] == n for k, n in result.items()) for v in values)


ENTER = """
    players: [alice, bob]
    battlefield:
      - {card: %s, controller: alice}
"""


@pytest.mark.slow
@pytest.mark.parametrize("card, x, counters", [
    ("Corpsejack Menace", 500_000, 1_000_000),  # doubled (ruling on Corpsejack Menace)
    ("Corpsejack Menace", 500_001, None),
    ("Hardened Scales", 999_999, 1_000_000),  # one more
    ("Hardened Scales", 1_000_000, None),
])
def test_entering_with_counters(card, x, counters):
    board = board_from(ENTER % card)
    answer = mtgasp.orderings(board, mtgasp.EnterEvent("Hangarback Walker", "alice", x=x, cast=True))
    found = [o.result["counters"] for o in answer.outcomes]
    assert all(0 <= n <= MAX_AMOUNT for n in found)
    if counters is None:
        assert not answer.complete and any(TOO_LARGE in note for note in listed(answer.notes))
    else:
        assert answer.complete and counters in found


def test_counters_of_other_kinds_past_the_limit():
    # Two "enters with X charge counters" effects of the entering card itself (a second one added as
    # facts here): X = 600,000 twice would be 1,200,000 charge counters.
    board = board_from("players: [alice]\nbattlefield: []\n")
    f = clingo.Function
    card = "Astral Cornucopia"
    extra = {"entering": [("c", card, "alice")], "entering_cast": [("c",)], "entering_x_paid": [("c", 600_000)],
             "replacement": [(card, 9, f("enters_battlefield"))], "replacement_condition": [(card, 9, f("this"))],
             "replacement_option": [(card, 9, 1, f("enter_with_counters", [f("charge"), f("x")]))]}
    answer = solve_query("orderings", facts_for(board, extra, cards=(card,)))
    shown = {str(a) for a in answer.atoms if a.name == "incomplete"}
    assert 'incomplete(enter("c"),amount_too_large)' in shown
