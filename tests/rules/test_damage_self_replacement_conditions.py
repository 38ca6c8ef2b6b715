"""A spell's self-replacement effect on its own damage under a condition the board can check (issue 26; CR 614.15:
"an effect of a resolving spell ... that replace[s] part or all of that spell['s] ... own effect(s)", applied first,
CR 616.1a): the target's colors (Lightning Dart, Burning Hands) or what the spell's controller controls (Frost Bite).
The event's source is the spell's effects: entry; a wrong amount marked complete fails."""
from __future__ import annotations

import pytest
from support import battlefield

import mtgasp

_WHITE = "{card: White Knight, controller: bob, id: target}"  # white
_GREEN = "{card: Grizzly Bears, controller: bob, id: target}"  # green


def _dealt(entries, spell, amount):
    effect = f"{{card: {spell}, controller: alice, id: spell, targets: [target]}}"
    answer = mtgasp.orderings(battlefield(*entries, effects=(effect,)), mtgasp.DamageEvent("spell", "target", amount))
    return answer, {o.result["damage"] for o in answer.outcomes}


@pytest.mark.parametrize("entries, spell, amount, dealt", [
    # Lightning Dart: "Lightning Dart deals 1 damage to target creature. If that creature is white or blue, Lightning
    # Dart deals 4 damage to it instead."
    ((_WHITE,), "Lightning Dart", 1, 4),
    ((_GREEN,), "Lightning Dart", 1, 1),
    # Burning Hands: "... deals 2 damage to target creature or planeswalker. If that permanent is green, Burning Hands
    # deals 6 damage instead."
    ((_GREEN,), "Burning Hands", 2, 6),
    ((_WHITE,), "Burning Hands", 2, 2),
    # Frost Bite: "... deals 2 damage to target creature or planeswalker. If you control three or more snow permanents,
    # it deals 3 damage instead." (the spell's controller, alice)
    ((_GREEN, *["{card: Snow-Covered Forest, controller: alice}"] * 3), "Frost Bite", 2, 3),
    ((_GREEN, *["{card: Snow-Covered Forest, controller: alice}"] * 2), "Frost Bite", 2, 2),
    ((_GREEN, *["{card: Snow-Covered Forest, controller: bob}"] * 3), "Frost Bite", 2, 2),
])
def test_a_spell_deals_more_damage_instead_if(entries, spell, amount, dealt):
    answer, results = _dealt(entries, spell, amount)
    assert answer.complete, answer
    assert results == {dealt}


def test_the_self_replacement_applies_before_a_doubler():
    # CR 616.1a: a self-replacement effect is applied first; Furnace of Rath ("If a source would deal damage to a
    # permanent or player, it deals double that damage to that permanent or player instead") then doubles 4: 8, the
    # one order.
    answer = mtgasp.orderings(battlefield(_WHITE, "{card: Furnace of Rath, controller: bob}",
                                          effects=("{card: Lightning Dart, controller: alice, id: spell, "
                                                   "targets: [target]}",)),
                              mtgasp.DamageEvent("spell", "target", 1))
    assert answer.complete, answer
    assert [(o.result["damage"], o.orders) for o in answer.outcomes] == [(8, 1)]


def test_a_condition_on_the_targets_color_beside_an_unmodelled_color_effect_is_incomplete():
    # CR 105.2, 613.1e: a color-changing effect the rules don't model (Shifting Sky: "As this enchantment enters, choose
    # a color. All nonland permanents are the chosen color") may make the green Bears white, so whether Lightning Dart's
    # "If that creature is white or blue ... 4 damage instead" applies is not known: not 1, complete.
    answer, _results = _dealt((_GREEN, "{card: Shifting Sky, controller: bob}"), "Lightning Dart", 1)
    assert not answer.complete, answer
    assert any("Shifting Sky" in str(n) for n in answer.notes), answer.notes
