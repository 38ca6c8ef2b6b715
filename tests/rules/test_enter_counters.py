"""orderings of enter events: counters of any kind (CR 614.1c, 614.16, 107.3m, 702.33d) and choices made
as a permanent enters (CR 614.12a).

The rulings themselves are data: tests/rulings/orderings_enter.yaml (run by tests/rules/test_rulings.py). Here:
what doesn't fit that format (a card outside the library, the text and JSON renderings, the CLI)."""
from __future__ import annotations

import json

import pytest
from support import EXAMPLES, board_from, run_cli

import mtgasp
from mtgasp import EnterEvent
from mtgasp.encoder import board_facts
from mtgasp.render.json import orderings as to_json
from mtgasp.render.text import orderings as to_text
from mtgasp.solver import grounded


def board(*entries: str) -> mtgasp.Board:
    return board_from("players: [alice, bob]\nbattlefield:\n" + "".join(f"  - {e}\n" for e in entries))


NOTHING = board("{card: Forest, controller: bob}")


def results(r: mtgasp.Orderings) -> list[tuple[dict, int]]:
    return [(o.result, o.orders) for o in r.outcomes]


# --- counters of any kind ---------------------------------------------------------------------------

@pytest.mark.slow
def test_astral_cornucopia_enters_with_x_charge_counters_cr_107_3m():
    # The ruling (X charge counters, X = 0 when not cast) is tests/rulings/orderings_enter.yaml; the text
    # names the counters.
    r = mtgasp.orderings(NOTHING, EnterEvent("Astral Cornucopia", "alice", x=3, cast=True))
    assert "3 charge counters" in to_text(r)


# A creature that is not in the library (its facts are added here only), entering with counters of two
# kinds from two abilities and +1/+1 counters from Grumgully: the kinds are a bag, whatever the order.
TEST_CARD = """
card("Test Golem"). card_type("Test Golem", creature).
replacement("Test Golem", 1, enters_battlefield). replacement_condition("Test Golem", 1, this).
replacement_option("Test Golem", 1, 1, enter_with_counters(shield, 1)).
replacement("Test Golem", 2, enters_battlefield). replacement_condition("Test Golem", 2, this).
replacement_option("Test Golem", 2, 1, enter_with_counters(charge, 2)).
"""


def _outcomes(b: mtgasp.Board) -> list[str]:
    facts = board_facts(b, {"entering": [("golem", "Test Golem", "alice")]}) + TEST_CARD
    ctl = grounded("orderings", facts)
    return sorted(str(a.symbol.arguments[1]) for a in ctl.symbolic_atoms.by_signature("event_outcome", 2))


@pytest.mark.slow
def test_counters_of_several_kinds_are_one_state_in_any_order_and_scales_sees_only_p1p1():
    assert _outcomes(board("{card: Hardened Scales, controller: alice}")) == [
        'ent(0,0,0,c(charge,2,c(shield,1,nil)),nil,"alice",0)']
    scales_and_grumgully = board("{card: Hardened Scales, controller: alice}",
                                 "{card: 'Grumgully, the Generous', controller: alice}")
    assert _outcomes(scales_and_grumgully) == ['ent(0,2,0,c(charge,2,c(shield,1,nil)),nil,"alice",0)']


# --- "As this enters, choose ..." (CR 614.12a) ------------------------------------------------------

@pytest.mark.slow
def test_cavern_of_souls_choice_is_a_step_two_orders_one_outcome():
    # The ruling (CR 614.12a: two orders, one outcome, the choice cited) is tests/rulings/orderings_enter.yaml;
    # the text and the JSON show the choice and both steps.
    b = board("{card: Root Maze, controller: bob}")
    r = mtgasp.orderings(b, EnterEvent("Cavern of Souls", "alice"))
    assert "creature type chosen" in to_text(r)
    steps = to_json(r)["outcomes"][0]["steps"]
    assert sorted(s["card"] for s in steps) == ["Cavern of Souls", "Root Maze"]
    assert any("614.12a" in c["rule"] for p in to_json(r)["tree"]["points"] for c in p["choices"])


# --- the CLI ----------------------------------------------------------------------------------------

@pytest.mark.slow
def test_cli_json_adds_counters_by_kind_and_choices():
    run = run_cli("orderings", str(EXAMPLES / "counters.yaml"), "enter", "Everflowing Chalice", "--controller",
                  "alice", "--cast", "--kicked", "2", "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    (outcome,) = data["outcomes"]
    assert outcome["result"]["counters_by_kind"] == {"charge": 2} and outcome["result"]["counters"] == 0
    assert "kicked 2 times" in data["event"]
    run = run_cli("orderings", str(EXAMPLES / "counters.yaml"), "enter", "Cavern of Souls", "--controller", "alice",
                  "--json")
    assert run.returncode == 0, run.stderr
    assert [o["result"]["choices"] for o in json.loads(run.stdout)["outcomes"]] == [["creature_type"]]
