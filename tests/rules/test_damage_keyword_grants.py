"""Keyword abilities that damage events read (protection, CR 702.16e; wither and infect, CR 120.3b, 120.3d), granted by
another card's text that the compiler doesn't read. Such a line may have another cue (a +N/+N, layer 7) that gives it a
kind; the grant must still reach the damage event (compiler/kinds.py: kind replacement(damage) too). Each test accepts
the answer the rules give or an answer marked incomplete: a wrong answer marked complete fails it."""
from __future__ import annotations

from support import battlefield

import mtgasp
from mtgasp import DamageEvent


def _results(answer: mtgasp.Orderings) -> set[tuple]:
    return {(o.result["damage"], o.result.get("dealt_as"), o.result.get("dealt_as_counters"))
            for o in answer.outcomes}


def test_protection_granted_by_an_aura_with_a_pt_bonus_prevents_the_damage():
    # Strength of Isolation: "Enchanted creature gets +1/+2 and has protection from black." CR 702.16e: Black
    # Knight's (black) 1 damage to the enchanted Grizzly Bears is prevented. "1 damage" can't be a complete answer.
    answer = mtgasp.orderings(battlefield("{card: Grizzly Bears, controller: alice, id: bear}",
                                          "{card: Black Knight, controller: bob, id: knight}",
                                          "{card: Strength of Isolation, controller: alice, attached_to: bear}"),
                              DamageEvent("knight", "bear", 1))
    assert _results(answer) == {(0, None, None)} or not answer.complete, answer


def test_infect_granted_by_equipment_with_a_pt_bonus_deals_counters():
    # Grafted Exoskeleton: "Equipped creature gets +2/+2 and has infect." CR 120.3d: the equipped Runeclaw Bear's 1
    # damage to Grizzly Bears is dealt as one -1/-1 counter, not marked as damage.
    answer = mtgasp.orderings(battlefield("{card: Runeclaw Bear, controller: alice, id: runeclaw}",
                                          "{card: Grafted Exoskeleton, controller: alice, attached_to: runeclaw}",
                                          "{card: Grizzly Bears, controller: bob, id: bear}"),
                              DamageEvent("runeclaw", "bear", 1))
    assert _results(answer) == {(1, "m1m1", 1)} or not answer.complete, answer


def test_infect_granted_by_a_resolved_spell_with_a_pt_bonus():
    # Tainted Strike: "Target creature gets +1/+0 and gains infect until end of turn." (its lasting effect, CR 611.2a).
    # CR 120.3b: the creature's 2 damage to bob is dealt as two poison counters, not life loss.
    answer = mtgasp.orderings(battlefield("{card: Runeclaw Bear, controller: alice, id: runeclaw}",
                                          effects=("{card: Tainted Strike, controller: alice, targets: [runeclaw]}",)),
                              DamageEvent("runeclaw", "bob", 2))
    assert _results(answer) == {(2, "poison", 2)} or not answer.complete, answer


def test_a_player_given_protection_from_everything_by_a_resolved_spell():
    # Teferi's Protection: "Until your next turn, your life total can't change and you gain protection from
    # everything. ..." (its lasting effect, CR 611.2a). CR 702.16j: "All damage that would be dealt to such a permanent
    # or player is prevented": Black Knight's 2 damage to alice is prevented. The line's other cue (the life total)
    # made it an activation effect only, and "2 damage to alice" was complete.
    answer = mtgasp.orderings(battlefield("{card: Black Knight, controller: bob, id: knight}",
                                          effects=("{card: Teferi's Protection, controller: alice}",)),
                              DamageEvent("knight", "alice", 2))
    assert _results(answer) == {(0, None, None)} or not answer.complete, answer
