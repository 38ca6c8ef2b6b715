"""Prevention effects that prevent only part of the damage, or all of it with +1/+1 counters put after (issue 26; CR
615.1: prevention effects "completely or partially prevent the damage that would be dealt"; 615.5: "Some prevention
effects also include an additional effect ... the rest of the effect takes place immediately afterward"; 615.12:
damage that can't be prevented). Compiled from Oracle text to the modifications prevent_half(up), prevent_all_but(K)
and prevent_put(p1p1, A) (rules/replacement/damage_prevent_parts.lp). Each case is a real card, with its official
rulings where it has some; a wrong answer marked complete fails."""
from __future__ import annotations

import pytest
from support import battlefield, compiled

import mtgasp

_GIANT = "{card: Hill Giant, controller: bob, id: giant}"  # a red 3/3
_BEARS = "{card: Grizzly Bears, controller: alice, id: bears}"
_BOB_BEARS = "{card: Grizzly Bears, controller: bob, id: bobbears}"
_FLARING_PAIN = "{card: Flaring Pain, controller: bob}"  # "Damage can't be prevented this turn." (CR 615.12)


def _results(entries, source, target, amount, effects=(), combat=False):
    answer = mtgasp.orderings(battlefield(*entries, effects=effects),
                              mtgasp.DamageEvent(source, target, amount, combat=combat))
    return answer, {(o.result["damage"], o.result["prevented"], o.result["counters"]) for o in answer.outcomes}


@pytest.mark.parametrize("name, number, fact", [
    ("Gisela, Blade of Goldnight", 3, "replacement_option(1,prevent_half(up))"),
    ("Temple Altisaur", 1, "replacement_option(1,prevent_all_but(1))"),
    ("Hyperion, Supreme Hero", 3, "replacement_option(1,prevent_all_but(1))"),
    ("Anti-Venom, Horrifying Healer", 2, "replacement_option(1,prevent_put(p1p1,that_many))"),
    ("Panther Habit", 1, "replacement_option(1,prevent_put(p1p1,that_many))"),
    ("Ironscale Hydra", 1, "replacement_option(1,prevent_put(p1p1,1))"),
    ("Vigor", 2, "replacement_option(1,prevent_put(p1p1,prevented))"),
    ("Stormwild Capridor", 2, "replacement_option(1,prevent_put(p1p1,prevented))"),
    ("Unbreathing Horde", 2, "replacement_option(1,prevent_remove(p1p1,1))"),
])
def test_the_compiler_reads_the_partial_preventions(name, number, fact):
    status, facts = compiled(name)[number]
    assert status == "compiled" and fact in facts, (status, facts)


_GISELA = "{card: 'Gisela, Blade of Goldnight', controller: alice, id: gisela}"


@pytest.mark.parametrize("target, amount, result", [
    # Gisela: "If a source would deal damage to you or a permanent you control, prevent half that damage, rounded up."
    # (CR 107.1a: "the spell or ability will tell you whether to round up or down")
    ("alice", 3, (1, 2, 0)),
    ("alice", 4, (2, 2, 0)),
    ("bears", 5, (2, 3, 0)),
    ("alice", 1, (0, 1, 0)),
    # ... and her other ability: "If a source would deal damage to an opponent or a permanent an opponent controls, that
    # source deals double that damage to that player or permanent instead." (ruling 2018-03-16: "from any source")
    ("bob", 3, (6, 0, 0)),
])
def test_gisela_prevents_half_rounded_up(target, amount, result):
    answer, results = _results((_GISELA, _GIANT, _BEARS), "giant", target, amount)
    assert answer.complete, answer
    assert results == {result}


def test_gisela_and_a_doubler_in_either_order():
    # Gisela ruling 2018-03-16: "If multiple replacement effects would modify how damage would be dealt, the player being
    # dealt damage (or the controller of the permanent being dealt damage) chooses the order in which to apply those
    # effects." Furnace of Rath (bob's) doubles the 3 damage to 6 and Gisela prevents 3 of it: 3 dealt; or Gisela
    # prevents 2 and the 1 left is doubled: 2 dealt.
    answer, results = _results((_GISELA, _GIANT, "{card: Furnace of Rath, controller: bob}"), "giant", "alice", 3)
    assert answer.complete, answer
    assert {r[0] for r in results} == {3, 2}


def test_damage_that_cant_be_prevented_is_not_halved():
    # CR 615.12: "any applicable prevention effects are still applied to it. Those effects won't prevent any damage"
    answer, results = _results((_GISELA, _GIANT), "giant", "alice", 3, effects=(_FLARING_PAIN,))
    assert answer.complete, answer
    assert results == {(3, 0, 0)}


_ALTISAUR = "{card: Temple Altisaur, controller: alice, id: altisaur}"
_DREADMAW = "{card: Colossal Dreadmaw, controller: alice, id: dreadmaw}"  # a Dinosaur


@pytest.mark.parametrize("entries, target, amount, result", [
    # Temple Altisaur: "If a source would deal damage to another Dinosaur you control, prevent all but 1 of that
    # damage." Ruling 2018-01-19: "Temple Altisaur will prevent 2 of the 3 damage assigned to the defending Dinosaur."
    ((_ALTISAUR, _DREADMAW, _GIANT), "dreadmaw", 3, (1, 2, 0)),
    # ... 1 damage: none to prevent
    ((_ALTISAUR, _DREADMAW, _GIANT), "dreadmaw", 1, (1, 0, 0)),
    # ... not itself ("another"), nor a creature that is no Dinosaur
    ((_ALTISAUR, _DREADMAW, _GIANT), "altisaur", 3, (3, 0, 0)),
    ((_ALTISAUR, _BEARS, _GIANT), "bears", 3, (3, 0, 0)),
    # Ruling 2018-01-19: "The effects of two Temple Altisaurs won't reduce the damage from one source below 1 damage."
    ((_ALTISAUR, "{card: Temple Altisaur, controller: alice, id: altisaur2}", _DREADMAW, _GIANT), "dreadmaw", 5,
     (1, 4, 0)),
])
def test_temple_altisaur_prevents_all_but_1(entries, target, amount, result):
    answer, results = _results(entries, "giant", target, amount)
    assert answer.complete, answer
    assert results == {result}


def test_temple_altisaur_then_another_prevention():
    # Ruling 2018-01-19: "if another effect will prevent 1 damage that would be dealt to a Dinosaur, you may apply
    # Temple Altisaur's effect to prevent all but 1 of that damage and then apply the other effect to prevent that 1
    # damage." Samite Healer's shield: "Prevent the next 1 damage that would be dealt to any target this turn."
    shield = "{card: Samite Healer, controller: alice, source: healer, targets: [dreadmaw]}"
    entries = (_ALTISAUR, _DREADMAW, _GIANT, "{card: Samite Healer, controller: alice, id: healer}")
    answer, results = _results(entries, "giant", "dreadmaw", 3, effects=(shield,))
    assert answer.complete, answer
    assert {r[0] for r in results} == {0, 1}


_HYPERION = "{card: 'Hyperion, Supreme Hero', controller: alice, id: hyperion}"


@pytest.mark.parametrize("target, amount, dealt", [
    # Hyperion, Supreme Hero: "If a source would deal damage to you or a Hero you control, prevent all but 1 of that
    # damage." Hyperion is a Hero; Grizzly Bears is not.
    ("alice", 4, 1),
    ("hyperion", 4, 1),
    ("bears", 4, 4),
    ("bob", 4, 4),
])
def test_hyperion_prevents_all_but_1(target, dealt, amount):
    answer, results = _results((_HYPERION, _GIANT, _BEARS), "giant", target, amount)
    assert answer.complete, answer
    assert {r[0] for r in results} == {dealt}


def test_all_but_1_and_a_doubler_in_either_order():
    # The same effect, Ajani Steadfast's emblem, ruling 2014-07-18: "Suppose you would be dealt 3 damage while Dictate
    # of the Twin Gods is on the battlefield and you control Ajani's emblem. You can either (a) prevent all but 1 damage
    # first and then let Dictate of the Twin Gods's effect double that, for a result of being dealt 2 damage, or (b)
    # double the damage to 6 and then prevent all but 1 of that damage." Hyperion's effect is the same on you.
    answer, results = _results((_HYPERION, _GIANT, "{card: Dictate of the Twin Gods, controller: bob}"),
                               "giant", "alice", 3)
    assert answer.complete, answer
    assert {r[0] for r in results} == {2, 1}


_ANTI_VENOM = "{card: 'Anti-Venom, Horrifying Healer', controller: alice, id: venom}"


def test_anti_venom_prevents_the_damage_and_gets_that_many_counters():
    # "If damage would be dealt to Anti-Venom, prevent that damage and put that many +1/+1 counters on him."
    answer, results = _results((_ANTI_VENOM, _GIANT), "giant", "venom", 3)
    assert answer.complete, answer
    assert results == {(0, 3, 3)}


def test_the_counters_after_a_prevention_meet_the_counter_effects():
    # CR 614.16 — Hardened Scales: "If one or more +1/+1 counters would be put on a creature you control, that many plus
    # one +1/+1 counters are put on it instead." The additional effect puts them (CR 615.5): 3 + 1.
    answer, results = _results((_ANTI_VENOM, _GIANT, "{card: Hardened Scales, controller: alice}"), "giant", "venom", 3)
    assert answer.complete, answer
    assert results == {(0, 3, 4)}


def test_unpreventable_damage_still_gets_that_many_counters():
    # CR 615.12: "Those effects won't prevent any damage, but any additional effects they have will take place." (As
    # Protean Hydra ruling 2009-10-01 for its "remove that many": "it will also remove that many +1/+1 counters".)
    answer, results = _results((_ANTI_VENOM, _GIANT), "giant", "venom", 3, effects=(_FLARING_PAIN,))
    assert answer.complete, answer
    assert results == {(3, 0, 3)}


def test_panther_habit_on_the_equipped_creature():
    # Panther Habit: "If equipped creature would be dealt damage, prevent that damage and put that many +1/+1 counters on
    # it."
    entries = (_BEARS, _GIANT, "{card: Panther Habit, controller: alice, attached_to: bears}")
    answer, results = _results(entries, "giant", "bears", 2)
    assert answer.complete, answer
    assert results == {(0, 2, 2)}
    answer, results = _results(entries, "giant", "alice", 2)
    assert answer.complete and results == {(2, 0, 0)}


_IRONSCALE = "{card: Ironscale Hydra, controller: alice, id: hydra}"


@pytest.mark.parametrize("source, combat, result", [
    # Ironscale Hydra: "If a creature would deal combat damage to this creature, prevent that damage and put a +1/+1
    # counter on this creature." One counter, however much is prevented.
    ("giant", True, (0, 3, 1)),
    # ... combat damage only (CR 510.1), by a creature only
    ("giant", False, (3, 0, 0)),
    ("lightning-bolt", False, (3, 0, 0)),
])
def test_ironscale_hydra(source, combat, result):
    entries = (_IRONSCALE, _GIANT)
    effects = ("{card: Lightning Bolt, controller: bob, id: lightning-bolt}",)
    answer, results = _results(entries, source, "hydra", 3, effects=effects, combat=combat)
    assert answer.complete, answer
    assert results == {result}


_VIGOR = "{card: Vigor, controller: alice, id: vigor}"


@pytest.mark.parametrize("target, effects, result", [
    # Vigor: "If damage would be dealt to another creature you control, prevent that damage. Put a +1/+1 counter on that
    # creature for each 1 damage prevented this way."
    ("bears", (), (0, 3, 3)),
    ("vigor", (), (3, 0, 0)),  # not itself
    ("bobbears", (), (3, 0, 0)),  # not another player's creature
    ("alice", (), (3, 0, 0)),
    # CR 615.12 — none prevented, so no counter (Phyrexian Hydra ruling 2011-06-01 of the same words: "If damage dealt
    # to Phyrexian Hydra can't be prevented ..., it will be dealt as normal and won't cause Phyrexian Hydra to put
    # -1/-1 counters on itself.")
    ("bears", (_FLARING_PAIN,), (3, 0, 0)),
])
def test_vigor_counters_for_each_damage_prevented(target, effects, result):
    answer, results = _results((_VIGOR, _BEARS, _BOB_BEARS, _GIANT), "giant", target, 3, effects=effects)
    assert answer.complete, answer
    assert results == {result}


@pytest.mark.parametrize("combat, result", [
    # Stormwild Capridor: "If noncombat damage would be dealt to this creature, prevent that damage. Put a +1/+1 counter
    # on this creature for each 1 damage prevented this way."
    (False, (0, 2, 2)),
    (True, (2, 0, 0)),
])
def test_stormwild_capridor(combat, result):
    answer, results = _results(("{card: Stormwild Capridor, controller: alice, id: capridor}", _GIANT), "giant",
                               "capridor", 2, combat=combat)
    assert answer.complete, answer
    assert results == {result}


def test_unbreathing_horde_removes_one_counter():
    # Unbreathing Horde: "If this creature would be dealt damage, prevent that damage and remove a +1/+1 counter from
    # it." Ruling 2011-09-22: "Only one +1/+1 counter will be removed, no matter how much damage is prevented."
    entries = ("{card: Unbreathing Horde, controller: alice, id: horde, counters: {'+1/+1': 3}}", _GIANT)
    answer = mtgasp.orderings(battlefield(*entries), mtgasp.DamageEvent("giant", "horde", 3))
    assert answer.complete, answer
    assert {(o.result["damage"], o.result["prevented"], o.result.get("counters_removed", 0))
            for o in answer.outcomes} == {(0, 3, 1)}


def test_the_damage_group_counts_them():
    from mtgasp.compiler import coverage
    g = {g.name: g for g in coverage().groups}["damage (replacement and prevention effects)"]
    read = {"Gisela, Blade of Goldnight (ability 3)", "Temple Altisaur (ability 1)", "Hyperion, Supreme Hero (ability 3)",
            "Anti-Venom, Horrifying Healer (ability 2)", "Panther Habit (ability 1)", "Ironscale Hydra (ability 1)",
            "Vigor (ability 2)", "Stormwild Capridor (ability 2)", "Unbreathing Horde (ability 2)"}
    assert not read & set(g.missing)
