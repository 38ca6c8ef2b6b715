"""Readings of contested points (rules/core/readings.lp): the registry, --reading on every command, and the
witness boards mtgasp diverge found, re-checked by the ordinary commands under both readings."""
from __future__ import annotations

import json
import re

import pytest
from support import EXAMPLES, PLANTED_BUG, board_from, cr_text, run_cli

import mtgasp
from mtgasp.engine.readings import normalize, registry


def _cr_rules() -> dict[str, str]:
    rules = {}
    for line in cr_text().splitlines():
        m = re.match(r"^(\d{3}\.\d+[a-z]?)\.? ", line)
        if m:
            rules.setdefault(m.group(1), line.strip())
    return rules


def test_registry_has_every_point_of_issue_10_with_a_default_among_its_values():
    keys = set(registry())
    assert {"dependency_loop", "dependency_recheck", "simultaneous_timestamps", "hypothetical_you",
            "nonmana_abilities", "multi_type_clauses", "x_for_counters", "undefined_mana"} <= keys
    for r in registry().values():
        assert r.quotes and len(r.values) >= 2 and r.default in r.value_names(), r.key
    assert "planted_bug" not in registry()  # the planted bug is a test's readings file, not the package's


def test_a_hidden_reading_is_listed_only_when_all_are_asked_for(planted_bug):
    assert "planted_bug" in registry() and "planted_bug" not in registry(hidden=False)


def test_quoted_rules_are_the_comprehensive_rules_verbatim():
    rules = _cr_rules()
    for r in registry().values():
        for quote in r.quotes:
            number = quote.split(" ", 1)[0].rstrip(".")
            if number not in rules:
                continue  # an official ruling, quoted with its card and date
            for part in quote.split("[...]"):
                assert part.strip() in rules[number], (r.key, part)


@pytest.mark.slow
def test_reading_option_is_checked_with_the_nearest_name():
    run = run_cli("could-produce", str(EXAMPLES / "reflecting.yaml"), "--reading", "x_for_counter=presnt")
    assert run.returncode == 2 and "did you mean: x_for_counters?" in run.stderr and len(run.stderr.splitlines()) == 1
    assert normalize(["x-for-counters=PRESENT"]) == (("x_for_counters", "present"),)


@pytest.mark.slow
def test_readings_command_lists_quotes_values_and_defaults():
    data = json.loads(run_cli("readings", "--json").stdout)
    point = next(p for p in data if p["key"] == "undefined_mana")
    assert point["rule"] == "106.5" and point["default"] == "before"
    assert [v["value"] for v in point["readings"] if v["default"]] == ["before"]
    assert all(p["key"] != "planted_bug" for p in data)
    bug = ("--readings-file", str(PLANTED_BUG))
    assert all(p["key"] != "planted_bug" for p in json.loads(run_cli("readings", "--json", *bug).stdout))
    assert any(p["key"] == "planted_bug" for p in json.loads(run_cli("readings", "--json", "--all", *bug).stdout))


# --- the witnesses (found by mtgasp diverge; docs/research.md) ---------------------------------------

@pytest.mark.slow
def test_x_for_counters_calciform_pools_alone():
    # CR 106.7: costs are ignored; X of "remove X storage counters" tried up to 3 (probe) or the 0 counters.
    board = board_from("""
        players: [alice, bob]
        battlefield:
          - {card: Calciform Pools, controller: alice}
    """)
    assert mtgasp.could_produce(board).types["calciform-pools"] == ("W", "U", "C")
    assert mtgasp.could_produce(board, readings={"x_for_counters": "present"}).types["calciform-pools"] == ("C",)


@pytest.mark.slow
def test_undefined_mana_meteor_crater_under_an_opponents_contamination():
    # CR 106.5: bob controls no colored permanent (Contamination is alice's): no color is defined.
    board = board_from("""
        players: [alice, bob]
        battlefield:
          - {card: Contamination, controller: alice}
          - {card: Meteor Crater, controller: bob}
    """)
    assert mtgasp.could_produce(board).types["meteor-crater"] == ()
    assert mtgasp.could_produce(board, readings={"undefined_mana": "after"}).types["meteor-crater"] == ("B",)
    produced = mtgasp.produce(board, "meteor-crater", readings={"undefined_mana": "after"})
    assert [o.mana for o in produced.abilities[0].outcomes] == ["B"]


@pytest.mark.slow
def test_nonmana_abilities_crumbling_vestige_compiled_card():
    # CR 106.7 ("an ability of that permanent") against 605.5a (an enters trigger that adds mana is not a mana
    # ability). The engine's default (triggered_too) counts the trigger of the real card; mana_abilities
    # keeps its {T}: Add {C} only. bob's Exotic Orchard looks at alice's Vestige ("a land an opponent controls").
    board = board_from("""
        players: [alice, bob]
        battlefield:
          - {card: Crumbling Vestige, controller: alice}
          - {card: Exotic Orchard, controller: bob}
    """)
    every = ("W", "U", "B", "R", "G", "C")
    default = mtgasp.could_produce(board)
    assert default.types["crumbling-vestige"] == every
    assert default.types["exotic-orchard"] == every[:5]  # "any color": not {C}
    for value in ("triggered_too", "any_ability"):
        assert mtgasp.could_produce(board, readings={"nonmana_abilities": value}).types == default.types
    only = mtgasp.could_produce(board, readings={"nonmana_abilities": "mana_abilities"})
    assert only.types["crumbling-vestige"] == ("C",) and only.types["exotic-orchard"] == ()


@pytest.mark.slow
def test_nonmana_abilities_diverge_finds_the_vestige_alone():
    from mtgasp.research.diverge import diverge
    from mtgasp.research.shards import Sweep

    found = diverge("nonmana_abilities=mana_abilities", "nonmana_abilities=triggered_too", "could-produce",
                    pool=("Crumbling Vestige", "Forest"), max_objects=2, sweep=Sweep(workers=0))
    assert found.witness is not None and [o.card for o in found.witness.objects] == ["Crumbling Vestige"]
    assert found.answer_a["types"]["crumbling-vestige"] == "C"
    assert found.answer_b["types"]["crumbling-vestige"] == "WUBRGC"


@pytest.mark.slow
def test_hypothetical_you_exotic_orchard():
    # CR 106.7 + Exotic Orchard's ruling: bob's Forest tapped by bob produces {G}; tapped by alice (Mana
    # Reflection doubles it, then Damping Sphere makes it {C}) no color.
    board = board_from("""
        players: [alice, bob]
        battlefield:
          - {card: Exotic Orchard, controller: alice}
          - {card: Forest, controller: bob}
          - {card: Mana Reflection, controller: alice}
          - {card: Damping Sphere, controller: alice}
    """)
    assert mtgasp.could_produce(board).types["exotic-orchard"] == ("C",)
    assert mtgasp.could_produce(board, readings={"hypothetical_you": "asker"}).types["exotic-orchard"] == ()


@pytest.mark.slow
def test_multi_type_clauses_order_or_choice():
    # Reality Twist ruling 2013-04-15 (one effect, the player picks the clause) against one effect per type.
    board = board_from("""
        players: [alice, bob]
        battlefield:
          - {card: Savannah, controller: alice}
          - {card: Naked Singularity, controller: alice}
    """)
    one = mtgasp.orderings(board, mtgasp.TapEvent("savannah"))
    split = mtgasp.orderings(board, mtgasp.TapEvent("savannah"), readings={"multi_type_clauses": "one_per_type"})
    assert [o.result["mana"] for o in one.outcomes] == [o.result["mana"] for o in split.outcomes] == ["B", "R"]
    assert (one.order_matters, one.choice_matters) == (False, True)
    assert (split.order_matters, split.choice_matters) == (True, False)


@pytest.mark.slow
def test_simultaneous_timestamps_apnap():
    # CR 613.7m: alice (active) orders her Celestial Dawn first, then bob's Blood Moon applies: a Mountain.
    board = board_from("""
        players: [alice, bob]
        battlefield:
          - {card: Savannah, controller: alice, timestamp: 2}
          - {card: Blood Moon, controller: bob, timestamp: 1}
          - {card: Celestial Dawn, controller: alice, timestamp: 1}
    """)
    assert mtgasp.show(board).objects["savannah"].subtypes == ("plains",)
    player = mtgasp.show(board, readings={"simultaneous_timestamps": "player"})
    assert player.objects["savannah"].subtypes == ("mountain",)


@pytest.mark.slow
def test_planted_bug_breaks_the_contamination_ruling_only_when_chosen(planted_bug):
    board = board_from("""
        players: [alice, bob]
        battlefield:
          - {card: Ancient Tomb, controller: alice}
          - {card: Contamination, controller: alice}
    """)
    assert mtgasp.could_produce(board).types["ancient-tomb"] == ("B",)
    bug = {"planted_bug": "could_produce_ignores_replacement"}
    assert mtgasp.could_produce(board, readings=bug).types["ancient-tomb"] == ("B", "C")


@pytest.mark.slow
def test_reading_reaches_every_query_command():
    board = str(EXAMPLES / "contamination.yaml")
    for args in (["could-produce", board], ["produce", board, "forest"], ["orderings", board, "tap", "forest"],
                 ["can-activate", board, "forest"], ["mana", board, "alice"], ["show", board],
                 ["query", board, "kinship forest"], ["encode", board]):
        run = run_cli(*args, "--reading", "undefined_mana=after")
        assert run.returncode == 0, (args, run.stderr)
    encoded = run_cli("encode", board, "--reading", "undefined_mana=after").stdout
    assert "reading_given(undefined_mana,after)." in encoded
