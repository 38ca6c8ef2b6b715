"""Prevention effects whose additional effect removes +1/+1 counters (issue 26; CR 615.5: "Some prevention effects also
include an additional effect ... the rest of the effect takes place immediately afterward"): the Phantoms, Protean
Hydra, Ugin's Conjurant, Undergrowth Champion. The damage result shows the counters removed (`counters_removed`). Each
case is a real card, with its official rulings; a wrong answer marked complete fails."""
from __future__ import annotations

import pytest
from support import battlefield

import mtgasp

_GIANT = "{card: Hill Giant, controller: bob, id: giant}"  # red
_CORPSE = "{card: Walking Corpse, controller: bob, id: corpse}"  # black


def _results(entries, source, target, amount, effects=()):
    answer = mtgasp.orderings(battlefield(*entries, effects=effects), mtgasp.DamageEvent(source, target, amount))
    return answer, {(o.result["damage"], o.result["prevented"], o.result.get("counters_removed", 0))
                    for o in answer.outcomes}


def _creature(card, counters):
    return f"{{card: \"{card}\", controller: alice, id: it, counters: {{'+1/+1': {counters}}}}}"


@pytest.mark.parametrize("card, counters, amount, result", [
    # Phantom Centaur: "If damage would be dealt to this creature, prevent that damage. Remove a +1/+1 counter from this
    # creature." Ruling 2004-10-04: "If it was going to take more than one point of damage, you prevent all the damage
    # and still only remove one counter."
    ("Phantom Centaur", 3, 3, (0, 3, 1)),
    # ... "The damage prevention ability works even if it has no counters, as long as some effect keeps its toughness
    # above zero": all prevented, none removed.
    ("Phantom Centaur", 0, 3, (0, 3, 0)),
    # Protean Hydra: "... prevent that damage and remove that many +1/+1 counters from it." Ruling 2009-10-01: "All
    # damage that would be dealt to Protean Hydra is prevented, even if it doesn't have that many +1/+1 counters on it."
    ("Protean Hydra", 5, 3, (0, 3, 3)),
    ("Protean Hydra", 2, 3, (0, 3, 2)),
    # Ugin's Conjurant: "... while it has a +1/+1 counter on it, prevent that damage and remove that many +1/+1
    # counters". Ruling 2019-05-03: "If Ugin's Conjurant would be dealt more damage than it has counters, you remove all
    # of the +1/+1 counters it has on it and prevent all of that damage."
    ("Ugin's Conjurant", 2, 3, (0, 3, 2)),
    # ... without a +1/+1 counter the effect doesn't apply: the damage is dealt.
    ("Ugin's Conjurant", 0, 3, (3, 0, 0)),
    # Undergrowth Champion: "... while it has a +1/+1 counter on it, prevent that damage and remove a +1/+1 counter".
    # Ruling 2015-08-25: "its prevention effect will apply once to all that damage. You'll remove only one +1/+1 counter."
    ("Undergrowth Champion", 2, 4, (0, 4, 1)),
])
def test_prevent_and_remove_counters(card, counters, amount, result):
    answer, results = _results((_creature(card, counters), _GIANT), "giant", "it", amount)
    assert answer.complete, answer
    assert results == {result}


def test_unpreventable_damage_still_removes_the_counter():
    # CR 615.12: "any applicable prevention effects are still applied to it. Those effects won't prevent any damage,
    # but any additional effects they have will take place." Phantom Centaur ruling 2004-10-04: "If unpreventable damage
    # is applied to this card, you still remove a counter even though the prevention fails."
    answer, results = _results((_creature("Phantom Centaur", 3), _GIANT), "giant", "it", 2,
                               effects=("{card: Flaring Pain, controller: bob}",))
    assert answer.complete, answer
    assert results == {(2, 0, 1)}


def test_protection_may_be_applied_first():
    # Phantom Centaur ruling 2004-10-04: "If this card is going to take damage from a black source, you can choose to
    # apply Protection from Black's damage prevention ability prior to applying this card's built-in ability. This means
    # you don't have to remove a counter." (CR 616.1: its controller chooses the order.) Both outcomes.
    answer, results = _results((_creature("Phantom Centaur", 3), _CORPSE), "corpse", "it", 2)
    assert answer.complete, answer
    assert results == {(0, 2, 0), (0, 2, 1)}


def test_the_result_says_the_counters_removed():
    from mtgasp.render import text

    answer, _ = _results((_creature("Phantom Centaur", 3), _GIANT), "giant", "it", 3)
    assert "0 damage to it, 3 prevented, 1 +1/+1 counter removed" in text.orderings(answer)
