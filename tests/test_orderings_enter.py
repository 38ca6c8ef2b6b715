"""orderings of enter events: counters of any kind (CR 614.1c, 614.16, 107.3m, 702.33d) and choices made
as a permanent enters (CR 614.12a)."""
from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES, board_from, run_cli

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

def test_astral_cornucopia_enters_with_x_charge_counters_cr_107_3m():
    r = mtgasp.orderings(NOTHING, EnterEvent("Astral Cornucopia", "alice", x=3, cast=True))
    assert results(r) == [({"tapped": False, "counters": 0, "copy": False, "copy_of": None,
                            "counters_by_kind": {"charge": 3}, "choices": []}, 1)]
    assert "3 charge counters" in to_text(r)
    # Put onto the battlefield without being cast: X = 0, no counter (the effect still has its step).
    put = mtgasp.orderings(NOTHING, EnterEvent("Astral Cornucopia", "alice", x=3))
    assert [o.result["counters_by_kind"] for o in put.outcomes] == [{}]
    assert put.orders == 1 and any("107.3m" in n for n in put.notes)


def test_vivid_crag_enters_tapped_with_two_charge_counters_under_root_maze():
    b = board("{card: Root Maze, controller: bob}")
    r = mtgasp.orderings(b, EnterEvent("Vivid Crag", "alice"))
    # Root Maze's "enters tapped" and the Crag's own effect: two orders, one outcome.
    assert r.orders == 2 and not r.order_matters
    assert [(o.result["tapped"], o.result["counters_by_kind"]) for o in r.outcomes] == [(True, {"charge": 2})]


def test_gemstone_mine_enters_with_three_mining_counters():
    r = mtgasp.orderings(NOTHING, EnterEvent("Gemstone Mine", "alice"))
    assert [(o.result["tapped"], o.result["counters_by_kind"]) for o in r.outcomes] == [(False, {"mining": 3})]
    assert r.outcomes[0].example == ("gemstone-mine",)


@pytest.mark.parametrize("cast, kicked, charge", [(True, 2, 2), (True, None, 0), (True, 0, 0), (False, 3, 0)])
def test_everflowing_chalice_counts_the_times_it_was_kicked_cr_702_33d(cast, kicked, charge):
    r = mtgasp.orderings(NOTHING, EnterEvent("Everflowing Chalice", "alice", cast=cast, kicked=kicked))
    assert [o.result["counters_by_kind"] for o in r.outcomes] == [{"charge": charge} if charge else {}]
    if kicked and not cast:
        assert any("702.33d" in n for n in r.notes)


def test_plus_one_counters_effects_ignore_other_kinds_cr_614_16():
    # Hardened Scales and Corpsejack Menace: +1/+1 counters on a creature only. Astral Cornucopia is not a
    # creature; Walking Ballista's +1/+1 counters are counted in both fields.
    b = board("{card: Hardened Scales, controller: alice}", "{card: Corpsejack Menace, controller: alice}")
    r = mtgasp.orderings(b, EnterEvent("Astral Cornucopia", "alice", x=2, cast=True))
    assert [(o.result["counters"], o.result["counters_by_kind"]) for o in r.outcomes] == [(0, {"charge": 2})]
    r = mtgasp.orderings(b, EnterEvent("Walking Ballista", "alice", x=1, cast=True))
    assert sorted((o.result["counters"], o.result["counters_by_kind"]["p1p1"]) for o in r.outcomes) == [(3, 3), (4, 4)]


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


def test_counters_of_several_kinds_are_one_state_in_any_order_and_scales_sees_only_p1p1():
    assert _outcomes(board("{card: Hardened Scales, controller: alice}")) == [
        'ent(0,0,0,c(charge,2,c(shield,1,nil)),nil,"alice",0)']
    scales_and_grumgully = board("{card: Hardened Scales, controller: alice}",
                                 "{card: 'Grumgully, the Generous', controller: alice}")
    assert _outcomes(scales_and_grumgully) == ['ent(0,2,0,c(charge,2,c(shield,1,nil)),nil,"alice",0)']


# --- "As this enters, choose ..." (CR 614.12a) ------------------------------------------------------

def test_cavern_of_souls_choice_is_a_step_two_orders_one_outcome():
    b = board("{card: Root Maze, controller: bob}")
    r = mtgasp.orderings(b, EnterEvent("Cavern of Souls", "alice"))
    assert r.orders == 2 and not r.order_matters and r.chooser == "alice"
    assert results(r) == [({"tapped": True, "counters": 0, "copy": False, "copy_of": None, "counters_by_kind": {},
                            "choices": ["creature_type"]}, 2)]
    cavern = [c for p in r.points for c in p.choices if c.card == "Cavern of Souls"]
    assert len(cavern) == 2 and all("614.12a" in c.rule for c in cavern)
    assert all("614.12a" not in c.rule for p in r.points for c in p.choices if c.card == "Root Maze")
    assert "creature type chosen" in to_text(r)
    steps = to_json(r)["outcomes"][0]["steps"]
    assert sorted(s["card"] for s in steps) == ["Cavern of Souls", "Root Maze"]
    assert any("614.12a" in c["rule"] for p in to_json(r)["tree"]["points"] for c in p["choices"])


def test_cavern_of_souls_alone_one_order():
    r = mtgasp.orderings(NOTHING, EnterEvent("Cavern of Souls", "alice"))
    assert r.orders == 1 and [o.result["choices"] for o in r.outcomes] == [["creature_type"]]
    assert [o.result["tapped"] for o in r.outcomes] == [False]


# --- the CLI ----------------------------------------------------------------------------------------

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


def test_blood_moon_takes_enters_tapped_before_it_applies_complete_ruling_2017_09_29():
    # Blood Moon ruling 2017-09-29: "If a nonbasic land has an ability that causes it to enter the battlefield
    # tapped, it will lose that ability before it applies." CR 614.12: the permanent is checked as it would
    # exist on the battlefield, with the continuous effects that already exist: the answer is complete.
    with_moon = board("{card: Blood Moon, controller: bob}")
    result = mtgasp.orderings(with_moon, EnterEvent("Vivid Crag", "alice"))
    assert result.complete and result.notes == ()
    assert results(result) == [({"tapped": False, "counters": 0, "copy": False, "copy_of": None,
                                 "counters_by_kind": {}, "choices": []}, 1)]
    plain = board("{card: Forest, controller: bob}")
    crag = mtgasp.orderings(plain, EnterEvent("Vivid Crag", "alice"))
    assert crag.complete and [o.result["counters_by_kind"] for o in crag.outcomes] == [{"charge": 2}]
