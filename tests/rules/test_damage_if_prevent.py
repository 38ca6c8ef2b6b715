""""If damage would be dealt to you, prevent that damage [and …]" (Angel of Suffering, Immortal Coil) and "If a source
you control would deal damage to an opponent, prevent that damage and each opponent mills that many cards." (The
Mindskinner): a prevention effect (CR 615.1a) whose additional effect happens after it (CR 615.5: the rider
after_prevention); one that puts counters is not read this way. And shields on several targets of one role: "up to two
target creatures" (Redeem: `affected_targets`), "one or two target creatures" (Soul Parry: `source_targets`)."""
from __future__ import annotations

import pytest
from ruling_cases import Reference
from support import battlefield, compiled

import mtgasp
from mtgasp import DamageEvent


def _damage(answer: mtgasp.Orderings) -> set[int]:
    return {o.result["damage"] for o in answer.outcomes}


@pytest.mark.parametrize("name, number, conditions", [
    ("Angel of Suffering", 2, {"replacement_condition(affected(player))", "replacement_condition(affected_rel(you))"}),
    ("Immortal Coil", 2, {"replacement_condition(affected(player))", "replacement_condition(affected_rel(you))"}),
    ("The Mindskinner", 2, {"replacement_condition(affected(player))", "replacement_condition(affected_rel(opponent))",
                            "replacement_condition(source_rel(you))"}),
])
def test_the_prevention_and_its_rider_are_read(name, number, conditions):
    status, facts = compiled(name)[number]
    assert status == "rider" and conditions <= facts, (status, facts)
    assert {"replacement(damage)", "replacement_option(1,prevent_all)", "rider(after_prevention)"} <= facts, facts


def test_a_prevention_whose_additional_effect_puts_counters_is_not_read_this_way():
    # Anti-Venom: "If damage would be dealt to Anti-Venom, prevent that damage and put that many +1/+1 counters on
    # him." The counters are a result of the event the outcome must show: not a rider, but the modification
    # prevent_put(p1p1, that_many) (session 30; tests/rules/test_damage_prevent_parts.py).
    status, facts = compiled("Anti-Venom, Horrifying Healer")[2]
    assert status == "compiled" and "rider(after_prevention)" not in facts, facts
    assert "replacement_option(1,prevent_put(p1p1,that_many))" in facts


@pytest.mark.parametrize("target, dealt", [("alice", 0), ("bear", 3)])
def test_angel_of_suffering_prevents_damage_to_its_controller_only(target, dealt):
    board = battlefield("{card: Angel of Suffering, controller: alice}",
                        "{card: Grizzly Bears, controller: alice, id: bear}",
                        effects=("{card: Lightning Bolt, controller: bob, id: bolt}",))
    answer = mtgasp.orderings(board, DamageEvent("bolt", target, 3))
    assert answer.complete and _damage(answer) == {dealt}, answer


@pytest.mark.parametrize("source, target, dealt", [
    ("mine", "bob", 0),      # a source alice controls, to an opponent: prevented
    ("mine", "bobbear", 2),  # to an opponent's creature: not "an opponent"
    ("theirs", "alice", 2),  # bob's source: not one she controls
])
def test_the_mindskinner(source, target, dealt):
    board = battlefield("{card: The Mindskinner, controller: alice}",
                        "{card: Grizzly Bears, controller: alice, id: mine}",
                        "{card: Grizzly Bears, controller: bob, id: theirs}",
                        "{card: Grizzly Bears, controller: bob, id: bobbear}")
    answer = mtgasp.orderings(board, DamageEvent(source, target, 2))
    assert answer.complete and _damage(answer) == {dealt}, answer


def test_immortal_coil_prevents_all_the_damage_whatever_the_graveyard():
    cite = ("Immortal Coil ruling 2008-10-01: \"The second ability prevents all damage that would be dealt to you, "
            "regardless of how many cards are in your graveyard. For example, if you have three cards in your graveyard "
            "and would be dealt 5 damage, Immortal Coil prevents all 5 damage and exiles all the cards in your "
            "graveyard.\"")
    assert Reference.load().problem(cite) is None
    board = battlefield("{card: Immortal Coil, controller: alice}", "{card: Hill Giant, controller: bob, id: giant}")
    answer = mtgasp.orderings(board, DamageEvent("giant", "alice", 5))
    assert answer.complete and _damage(answer) == {0}, answer


# --- "up to two target creatures", "one or two target creatures": each target, one role (CR 115.1, 601.2c) ----------

REDEEM = ("{card: Grizzly Bears, controller: alice, id: bear1}",
          "{card: Grizzly Bears, controller: alice, id: bear2}",
          "{card: Grizzly Bears, controller: alice, id: bear3}",
          "{card: Hill Giant, controller: bob, id: giant}",
          "{card: Hill Giant, controller: bob, id: giant2}")


@pytest.mark.parametrize("name, condition", [("Redeem", "affected_targets"), ("Soul Parry", "source_targets")])
def test_several_targets_of_one_role_are_read(name, condition):
    status, facts = compiled(name)[1]
    assert status == "compiled" and f"replacement_condition({condition})" in facts, facts


@pytest.mark.parametrize("target, dealt", [("bear1", 0), ("bear2", 0), ("bear3", 3)])
def test_redeem_prevents_damage_to_each_of_its_two_targets(target, dealt):
    # Redeem: "Prevent all damage that would be dealt this turn to up to two target creatures." Its entry targets two
    # of alice's Grizzly Bears: both are dealt no damage by Hill Giant, the third is; complete (no unknown target role).
    board = battlefield(*REDEEM, effects=("{card: Redeem, controller: alice, targets: [bear1, bear2]}",))
    answer = mtgasp.orderings(board, DamageEvent("giant", target, 3))
    assert answer.complete and _damage(answer) == {dealt}, answer


@pytest.mark.parametrize("source, combat, dealt", [("giant", True, 0), ("giant", False, 0), ("giant2", False, 3)])
def test_soul_parry_prevents_all_damage_its_targets_would_deal(source, combat, dealt):
    cite = ("Soul Parry ruling 2011-01-01: \"Soul Parry prevents all damage the targeted creatures would deal this "
            "turn, not just combat damage.\"")
    assert Reference.load().problem(cite) is None
    board = battlefield(*REDEEM, effects=("{card: Soul Parry, controller: alice, targets: [giant]}",),
                        head="players: [alice, bob]\nactive_player: bob\n")
    answer = mtgasp.orderings(board, DamageEvent(source, "bear1", 3, combat=combat))
    assert answer.complete and _damage(answer) == {dealt}, answer


def test_redeem_with_no_target_given_says_so():
    board = battlefield(*REDEEM, effects=("{card: Redeem, controller: alice}",))
    answer = mtgasp.orderings(board, DamageEvent("giant", "bear1", 3))
    assert not answer.complete and any("targets_not_given" in str(n) for n in answer.notes), answer.notes
