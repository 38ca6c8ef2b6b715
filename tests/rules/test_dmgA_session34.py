"""Session 34 (issue 26, damage coverage group): prevention shields and prevention effects of CR 615 read in more words,
each run end to end through the orderings of a damage event on boards of real cards and checked against the CR and the
cards' official rulings.

- Shields of N with a class of damage (Decorated Griffin) and on each of a group (Kitsune Palliator, Samite
  Censer-Bearer: a shield of its own on each, made as the ability resolved; a permanent that may have come later is
  said, rules/replacement/damage_shield_each.lp).
- A chosen source with a quality ("a creature / a red source of your choice", Ajani's Aid, Burrenton Forge-Tender), a
  shield of N on a chosen source (Refraction Trap), an unblocked creature of your choice (Forcefield: prevent all but 1).
- The color of your choice (Prismatic Strands), target spell (Hallow, Shieldmage Elder), the next time target creature
  would deal damage (Awe Strike), X target creatures (Serene Sunset), creatures of two colors (Radiant Kavu), attacking
  creatures without flying (Al-abara's Carpet), "If noncombat damage would be dealt to you" (Purity), "If combat damage
  would be dealt to this creature" (Gloom Surgeon).
- Redirections: the next X damage (Hazduhr the Abbot), combat damage of unblocked creatures (Kjeldoran Royal Guard).
A wrong answer marked complete fails: every expectation is a set of outcomes and the answer's completeness."""
from __future__ import annotations

import pytest
from support import battlefield, compiled

import mtgasp

_ATTACKED = "players: [alice, bob]\nactive_player: bob\n"  # bob's turn: his creatures attack alice
_BEARS = "{card: Grizzly Bears, controller: alice, id: bears}"  # green, alice's
_GIANT = "{card: Hill Giant, controller: bob, id: giant}"  # red, bob's
_GUIDE = "{card: Goblin Guide, controller: bob, id: guide}"  # red, bob's, haste
_BOB_BEARS = "{card: Grizzly Bears, controller: bob, id: bobbears}"  # green, bob's
_SERRA = "{card: Serra Angel, controller: bob, id: serra}"  # white, flying
_DROSS = "{card: Dross Crocodile, controller: bob, id: dross}"  # black


def _dealt(entries, effects, source, target, amount=3, combat=False):
    answer = mtgasp.orderings(battlefield(*entries, effects=effects, head=_ATTACKED),
                              mtgasp.DamageEvent(source, target, amount, combat=combat))
    return answer, {(o.result["recipient"], o.result["damage"], o.result["prevented"]) for o in answer.outcomes}


@pytest.mark.parametrize("name, number, facts", [
    ("Decorated Griffin", 3, {"replacement_condition(combat)", "replacement_option(1,prevent(1))"}),
    ("Kitsune Palliator", 2, {"replacement_condition(affected_either(player,creature))",
                              "replacement_condition(shield_each)", "replacement_option(1,prevent(1))"}),
    ("Samite Censer-Bearer", 2, {"replacement_condition(affected(creature))", "replacement_condition(shield_each)"}),
    ("Ajani's Aid", 3, {"replacement_condition(combat)", "replacement_condition(source(creature))",
                        "replacement_condition(source_chosen)", "replacement_option(1,prevent_all)"}),
    ("Burrenton Forge-Tender", 3, {"replacement_condition(source_color(r))", "replacement_condition(source_chosen)"}),
    ("Prismatic Strands", 1, {"replacement_condition(source_chosen_color)", "replacement_option(1,prevent_all)"}),
    ("Shieldmage Elder", 4, {"replacement_condition(source_targeted)", "replacement_option(1,prevent_all)"}),
    ("Radiant Kavu", 2, {"replacement_condition(either(source_color(u),source_color(b)))",
                         "replacement_condition(source(creature))"}),
    ("Forcefield", 2, {"replacement_condition(source_unblocked)", "replacement_option(1,prevent_all_but(1))"}),
    ("Al-abara's Carpet", 2, {"replacement_condition(source(without_keyword(creature,flying)))",
                              "replacement_condition(source_in_combat(attacking))"}),
    ("Hazduhr the Abbot", 2, {"replacement_condition(redirect_at_most(x))", "replacement_condition(x_given)",
                              "replacement_option(1,redirect(creator))"}),
    ("Kjeldoran Royal Guard", 2, {"replacement_condition(source_unblocked)", "replacement_option(1,redirect(creator))"}),
])
def test_the_compiler_reads_them(name, number, facts):
    status, found = compiled(name)[number]
    assert status == "compiled" and facts <= found, (status, found)


@pytest.mark.parametrize("name, number, facts", [
    # CR 608.2c, 615.5: the sentences beside the prevention are riders
    ("Hallow", 1, {"replacement_condition(source_targeted)", "rider(life_gain)"}),
    ("Awe Strike", 1, {"replacement_condition(source_targeted)", "rider(life_gain)"}),
    ("Dazzling Reflection", 1, {"replacement_condition(source_targeted)", "rider(life_gain)"}),
    ("Refraction Trap", 2, {"replacement_condition(source_chosen)", "replacement_option(1,prevent(3))",
                            "rider(after_prevention)"}),
    ("Purity", 2, {"replacement_condition(noncombat)", "rider(after_prevention)"}),
    ("Gloom Surgeon", 1, {"replacement_condition(combat)", "replacement_condition(this)", "rider(after_prevention)"}),
    ("Spore Cloud", 1, {"replacement_condition(combat)", "rider(tap)", "rider(untap_step)"}),
])
def test_the_compiler_reads_them_with_riders(name, number, facts):
    status, found = compiled(name)[number]
    assert status == "rider" and facts <= found, (status, found)


_PALLIATOR = ("{card: Kitsune Palliator, controller: alice, id: kp}",)


@pytest.mark.parametrize("target, dealt", [
    # Kitsune Palliator: "{T}: Prevent the next 1 damage that would be dealt to each creature and each player this
    # turn." (ruling 2005-02-01: "creates prevention shields for every creature and player when it resolves"; CR 615.7)
    ("bears", ("bears", 2, 1)),
    ("alice", ("alice", 2, 1)),
    ("bob", ("bob", 2, 1)),
    ("bobbears", ("bobbears", 2, 1)),
])
def test_kitsune_palliator_shields_each_creature_and_player(target, dealt):
    effect = "{card: Kitsune Palliator, controller: alice, source: kp}"
    answer, results = _dealt(_PALLIATOR + (_BEARS, _GIANT, _BOB_BEARS), (effect,), "giant", target)
    assert answer.complete, answer.notes
    assert results == {dealt}


def test_kitsune_palliator_a_creature_that_may_have_come_later_is_said():
    # ruling 2005-02-01: "It doesn't affect creatures that enter the battlefield (or become creatures) later." A sick
    # permanent may have entered after the ability resolved: never marked complete
    effect = "{card: Kitsune Palliator, controller: alice, source: kp}"
    late = "{card: Grizzly Bears, controller: alice, id: late, sick: true}"
    answer, _ = _dealt(_PALLIATOR + (late, _GIANT), (effect,), "giant", "late")
    assert not answer.complete
    assert any(n.term.name == "shield_object_unknown" for n in answer.notes), answer.notes


@pytest.mark.parametrize("target, dealt", [
    # Samite Censer-Bearer: "{W}, Sacrifice this creature: Prevent the next 1 damage that would be dealt to each creature
    # you control this turn." (ruling 2007-05-01: "a separate 1-point damage prevention shield on each creature you
    # control at the time the ability resolves")
    ("bears", ("bears", 2, 1)),
    ("alice", ("alice", 3, 0)),  # a player is no creature
    ("bobbears", ("bobbears", 3, 0)),  # not alice's
])
def test_samite_censer_bearer(target, dealt):
    effect = "{card: Samite Censer-Bearer, controller: alice}"
    answer, results = _dealt((_BEARS, _GIANT, _BOB_BEARS), (effect,), "giant", target)
    assert answer.complete, answer.notes
    assert results == {dealt}


@pytest.mark.parametrize("combat, dealt", [
    # Decorated Griffin: "{1}{W}: Prevent the next 1 combat damage that would be dealt to you this turn." (CR 510.1,
    # 615.7): combat damage only
    (True, ("alice", 2, 1)),
    (False, ("alice", 3, 0)),
])
def test_decorated_griffin_shields_combat_damage_only(combat, dealt):
    effect = "{card: Decorated Griffin, controller: alice, source: griffin}"
    answer, results = _dealt(("{card: Decorated Griffin, controller: alice, id: griffin}", _GIANT), (effect,), "giant",
                             "alice", combat=combat)
    assert answer.complete, answer.notes
    assert results == {dealt}


@pytest.mark.parametrize("effect, source, target, combat, dealt", [
    # Ajani's Aid: "Sacrifice this enchantment: Prevent all combat damage a creature of your choice would deal this
    # turn." (CR 615.1a, 609.7a: the source chosen as the effect was created; combat damage only, CR 510.1)
    ("{card: Ajani's Aid, controller: alice, chosen: {source: giant}}", "giant", "alice", True, ("alice", 0, 3)),
    ("{card: Ajani's Aid, controller: alice, chosen: {source: giant}}", "giant", "bears", True, ("bears", 0, 3)),
    ("{card: Ajani's Aid, controller: alice, chosen: {source: giant}}", "giant", "alice", False, ("alice", 3, 0)),
    ("{card: Ajani's Aid, controller: alice, chosen: {source: giant}}", "guide", "alice", True, ("alice", 3, 0)),
    # Burrenton Forge-Tender: "Sacrifice this creature: Prevent all damage a red source of your choice would deal this
    # turn." (CR 609.7b: the chosen source must be red when it would deal the damage)
    ("{card: Burrenton Forge-Tender, controller: alice, chosen: {source: giant}}", "giant", "bears", False,
     ("bears", 0, 3)),
    ("{card: Burrenton Forge-Tender, controller: alice, chosen: {source: bobbears}}", "bobbears", "bears", False,
     ("bears", 3, 0)),
])
def test_all_damage_of_a_chosen_source(effect, source, target, combat, dealt):
    answer, results = _dealt((_BEARS, _GIANT, _GUIDE, _BOB_BEARS), (effect,), source, target, combat=combat)
    assert answer.complete, answer.notes
    assert results == {dealt}


@pytest.mark.parametrize("chosen, source, target, amount, dealt", [
    # Refraction Trap: "Prevent the next 3 damage that a source of your choice would deal to you and/or permanents you
    # control this turn." (CR 615.7: a shield of 3 on the chosen source's damage)
    ("giant", "giant", "alice", 5, ("alice", 2, 3)),
    ("giant", "giant", "bears", 2, ("bears", 0, 2)),
    ("giant", "guide", "alice", 5, ("alice", 5, 0)),  # not the chosen source
    ("giant", "giant", "bob", 5, ("bob", 5, 0)),  # not to alice nor hers
])
def test_refraction_trap(chosen, source, target, amount, dealt):
    effect = f"{{card: Refraction Trap, controller: alice, chosen: {{source: {chosen}}}}}"
    answer, results = _dealt((_BEARS, _GIANT, _GUIDE), (effect,), source, target, amount)
    assert answer.complete, answer.notes
    assert results == {dealt}


@pytest.mark.parametrize("source, target, combat, dealt", [
    # Forcefield: "{1}: The next time an unblocked creature of your choice would deal combat damage to you this turn,
    # prevent all but 1 of that damage." (CR 509.1h: an attacking creature dealing combat damage to a player is
    # unblocked; 615.7)
    ("giant", "alice", True, ("alice", 1, 2)),
    ("giant", "alice", False, ("alice", 3, 0)),  # noncombat damage
    ("guide", "alice", True, ("alice", 3, 0)),  # not the chosen creature
])
def test_forcefield(source, target, combat, dealt):
    effect = "{card: Forcefield, controller: alice, source: ff, chosen: {source: giant}}"
    answer, results = _dealt(("{card: Forcefield, controller: alice, id: ff}", _GIANT, _GUIDE), (effect,), source,
                             target, combat=combat)
    assert answer.complete, answer.notes
    assert results == {dealt}


@pytest.mark.parametrize("color, source, dealt", [
    # Prismatic Strands: "Prevent all damage that sources of the color of your choice would deal this turn." (the
    # color chosen as it resolved, CR 609.7a; checked when the damage would be dealt)
    ("R", "giant", ("bears", 0, 3)),
    ("R", "bobbears", ("bears", 3, 0)),
    ("G", "bobbears", ("bears", 0, 3)),
])
def test_prismatic_strands(color, source, dealt):
    effect = f"{{card: Prismatic Strands, controller: alice, chosen: {{color: {color}}}}}"
    answer, results = _dealt((_BEARS, _GIANT, _BOB_BEARS), (effect,), source, "bears")
    assert answer.complete, answer.notes
    assert results == {dealt}


@pytest.mark.parametrize("targeted, source, dealt", [
    # Hallow: "Prevent all damage target spell would deal this turn." (CR 615.1a: the board's targets:)
    ("bolt", "bolt", ("bears", 0, 3)),
    ("bolt", "giant", ("bears", 3, 0)),
    # Shieldmage Elder ruling 2004-10-04: "If the ability is activated targeting a spell that becomes a permanent, it
    # also prevents any damage from that permanent this turn." (the same words: the creature the spell became)
    ("giant", "giant", ("bears", 0, 3)),
])
def test_hallow(targeted, source, dealt):
    effects = ("{card: Lightning Bolt, controller: bob, id: bolt}",
               f"{{card: Hallow, controller: alice, targets: [{targeted}]}}")
    answer, results = _dealt((_BEARS, _GIANT), effects, source, "bears")
    assert answer.complete, answer.notes
    assert results == {dealt}


@pytest.mark.parametrize("source, target, dealt", [
    # Awe Strike: "The next time target creature would deal damage this turn, prevent that damage." (CR 615.7)
    ("giant", "alice", ("alice", 0, 3)),
    ("giant", "bears", ("bears", 0, 3)),
    ("guide", "alice", ("alice", 3, 0)),
])
def test_awe_strike(source, target, dealt):
    effect = "{card: Awe Strike, controller: alice, targets: [giant]}"
    answer, results = _dealt((_BEARS, _GIANT, _GUIDE), (effect,), source, target)
    assert answer.complete, answer.notes
    assert results == {dealt}


@pytest.mark.parametrize("source, combat, dealt", [
    # Serene Sunset: "Prevent all combat damage X target creatures would deal this turn." (each of its targets)
    ("giant", True, ("alice", 0, 3)),
    ("guide", True, ("alice", 0, 3)),
    ("bobbears", True, ("alice", 3, 0)),
    ("giant", False, ("alice", 3, 0)),
])
def test_serene_sunset(source, combat, dealt):
    effect = "{card: Serene Sunset, controller: alice, x: 2, targets: [giant, guide]}"
    answer, results = _dealt((_GIANT, _GUIDE, _BOB_BEARS), (effect,), source, "alice", combat=combat)
    assert answer.complete, answer.notes
    assert results == {dealt}


@pytest.mark.parametrize("source, dealt", [
    # Radiant Kavu: "{R}{G}{W}: Prevent all combat damage blue creatures and black creatures would deal this turn."
    ("dross", ("alice", 0, 3)),
    ("giant", ("alice", 3, 0)),
])
def test_radiant_kavu(source, dealt):
    effect = "{card: Radiant Kavu, controller: alice}"
    answer, results = _dealt((_GIANT, _DROSS), (effect,), source, "alice", combat=True)
    assert answer.complete, answer.notes
    assert results == {dealt}


@pytest.mark.parametrize("source, dealt", [
    # Al-abara's Carpet: "{5}, {T}: Prevent all damage that would be dealt to you this turn by attacking creatures
    # without flying." (CR 506.4, 702.9: combat damage to the player by an attacking creature)
    ("giant", ("alice", 0, 3)),
    ("serra", ("alice", 3, 0)),
])
def test_al_abaras_carpet(source, dealt):
    effect = "{card: Al-abara's Carpet, controller: alice}"
    answer, results = _dealt((_GIANT, _SERRA), (effect,), source, "alice", combat=True)
    assert answer.complete, answer.notes
    assert results == {dealt}


@pytest.mark.parametrize("source, combat, dealt", [
    # Purity: "If noncombat damage would be dealt to you, prevent that damage." (CR 510.1, 615.1a)
    ("giant", False, ("alice", 0, 3)),
    ("giant", True, ("alice", 3, 0)),
])
def test_purity(source, combat, dealt):
    answer, results = _dealt(("{card: Purity, controller: alice}", _GIANT), (), source, "alice", combat=combat)
    assert answer.complete, answer.notes
    assert results == {dealt}


@pytest.mark.parametrize("target, combat, dealt", [
    # Gloom Surgeon: "If combat damage would be dealt to this creature, prevent that damage …"
    ("gs", True, ("gs", 0, 3)),
    ("gs", False, ("gs", 3, 0)),
])
def test_gloom_surgeon(target, combat, dealt):
    answer, results = _dealt(("{card: Gloom Surgeon, controller: alice, id: gs}", _GIANT), (), "giant", target,
                             combat=combat)
    assert answer.complete, answer.notes
    assert results == {dealt}


_HAZDUHR = "{card: Hazduhr the Abbot, controller: alice, id: hz}"
_KNIGHT = "{card: Benalish Knight, controller: alice, id: knight}"  # white, alice's


@pytest.mark.parametrize("x, amount, dealt", [
    # Hazduhr the Abbot: "{X}, {T}: The next X damage that would be dealt this turn to target white creature you control
    # is dealt to Hazduhr instead." (CR 614.9, 107.3a: the X paid, the board's x:)
    (3, 2, {("hz", 2, 0)}),
    (3, 3, {("hz", 3, 0)}),
])
def test_hazduhr_the_abbot(x, amount, dealt):
    effect = f"{{card: Hazduhr the Abbot, controller: alice, source: hz, x: {x}, targets: [knight]}}"
    answer, results = _dealt((_HAZDUHR, _KNIGHT, _GIANT), (effect,), "giant", "knight", amount)
    assert answer.complete, answer.notes
    assert results == dealt


def test_hazduhr_without_x_is_said():
    effect = "{card: Hazduhr the Abbot, controller: alice, source: hz, targets: [knight]}"
    answer, _ = _dealt((_HAZDUHR, _KNIGHT, _GIANT), (effect,), "giant", "knight", 2)
    assert not answer.complete


@pytest.mark.parametrize("source, target, combat, dealt", [
    # Kjeldoran Royal Guard: "{T}: All combat damage that would be dealt to you by unblocked creatures this turn is
    # dealt to this creature instead." (CR 614.9, 509.1h)
    ("giant", "alice", True, ("krg", 3, 0)),
    ("giant", "alice", False, ("alice", 3, 0)),
])
def test_kjeldoran_royal_guard(source, target, combat, dealt):
    effect = "{card: Kjeldoran Royal Guard, controller: alice, source: krg}"
    answer, results = _dealt(("{card: Kjeldoran Royal Guard, controller: alice, id: krg}", _GIANT), (effect,), source,
                             target, combat=combat)
    assert answer.complete, answer.notes
    assert results == {dealt}


def test_the_words_of_gloom_surgeon_leave_protean_hydra_its_own():
    # "If damage would be dealt to this creature, prevent that damage and remove that many +1/+1 counters from it."
    # (Protean Hydra; CR 615.5): still the prevention with its removal, not an additional effect read as a rider
    status, facts = compiled("Protean Hydra")[2]
    assert status == "compiled" and "replacement_option(1,prevent_remove(p1p1,that_many))" in facts, (status, facts)


_SPHERE = "{card: Dark Sphere, controller: alice, id: sphere}"


@pytest.mark.parametrize("chosen, source, amount, dealt", [
    # Dark Sphere: "{T}, Sacrifice this artifact: The next time a source of your choice would deal damage to you this
    # turn, prevent half that damage, rounded down." (CR 107.1a, 615.7)
    ("giant", "giant", 5, ("alice", 3, 2)),
    ("giant", "giant", 4, ("alice", 2, 2)),
    ("giant", "giant", 1, ("alice", 1, 0)),
    ("giant", "guide", 5, ("alice", 5, 0)),  # not the chosen source
])
def test_dark_sphere_prevents_half_rounded_down(chosen, source, amount, dealt):
    effect = f"{{card: Dark Sphere, controller: alice, source: sphere, chosen: {{source: {chosen}}}}}"
    answer, results = _dealt((_SPHERE, _GIANT, _GUIDE), (effect,), source, "alice", amount)
    assert answer.complete, answer.notes
    assert results == {dealt}


def test_gisela_still_prevents_half_rounded_up():
    # Gisela, Blade of Goldnight: "If a source would deal damage to you or a permanent you control, prevent half that
    # damage, rounded up." (CR 107.1a): of 5, 3 prevented
    answer, results = _dealt(("{card: 'Gisela, Blade of Goldnight', controller: alice}", _GIANT), (), "giant", "alice",
                             5)
    assert answer.complete, answer.notes
    assert results == {("alice", 2, 3)}


_SOLTARI = "{card: Soltari Foot Soldier, controller: bob, id: soltari}"  # shadow


@pytest.mark.parametrize("chosen, source, dealt", [
    # Circle of Protection: Shadow: "{1}: The next time a creature of your choice with shadow would deal damage to you
    # this turn, prevent that damage." (CR 609.7b: the chosen source must have shadow when it would deal the damage)
    ("soltari", "soltari", ("alice", 0, 3)),
    ("giant", "giant", ("alice", 3, 0)),
])
def test_circle_of_protection_shadow(chosen, source, dealt):
    effect = f"{{card: 'Circle of Protection: Shadow', controller: alice, source: cop, chosen: {{source: {chosen}}}}}"
    answer, results = _dealt(("{card: 'Circle of Protection: Shadow', controller: alice, id: cop}", _SOLTARI, _GIANT),
                             (effect,), source, "alice")
    assert answer.complete, answer.notes
    assert results == {dealt}


def test_two_dark_spheres_apply_one_after_the_other():
    # Dark Sphere ruling 2013-04-15: "If two or more of these effects would apply, you apply them sequentially. So if
    # the source would deal 5 damage after two of these abilities have resolved, the first one prevents 2 damage,
    # reducing it to 3 damage, then the second one prevents a further 1 damage, reducing it to 2 damage."
    effects = tuple(f"{{card: Dark Sphere, controller: alice, source: {s}, chosen: {{source: giant}}}}"
                    for s in ("sphere", "sphere2"))
    answer, results = _dealt((_SPHERE, "{card: Dark Sphere, controller: alice, id: sphere2}", _GIANT), effects,
                             "giant", "alice", 5)
    assert answer.complete, answer.notes
    assert results == {("alice", 2, 3)}


@pytest.mark.parametrize("source, dealt", [
    # Repel the Abominable: "Prevent all damage that would be dealt this turn by non-Human sources." (CR 205.3, 615.1a:
    # any source without the subtype, a spell too)
    ("giant", ("alice", 0, 3)),
    ("bolt", ("alice", 0, 3)),
    ("human", ("alice", 3, 0)),
])
def test_repel_the_abominable(source, dealt):
    effects = ("{card: Repel the Abominable, controller: alice}", "{card: Lightning Bolt, controller: bob, id: bolt}")
    answer, results = _dealt((_GIANT, "{card: Benalish Knight, controller: bob, id: human}"), effects, source, "alice")
    assert answer.complete, answer.notes
    assert results == {dealt}


_SOLACE = "{card: Circle of Solace, controller: alice, id: solace, chosen: {creature_type: Giant}}"


@pytest.mark.parametrize("solace, source, dealt, complete", [
    # Circle of Solace: "As this enchantment enters, choose a creature type. {1}{W}: The next time a creature of the
    # chosen type would deal damage to you this turn, prevent that damage." (CR 614.12a, 615.7)
    (_SOLACE, "giant", {("alice", 0, 3)}, True),
    (_SOLACE, "guide", {("alice", 3, 0)}, True),  # a Goblin
    # no creature type on the board for the permanent: not applied, and said
    ("{card: Circle of Solace, controller: alice, id: solace}", "giant", {("alice", 3, 0)}, False),
])
def test_circle_of_solace(solace, source, dealt, complete):
    effect = "{card: Circle of Solace, controller: alice, source: solace}"
    answer, results = _dealt((solace, _GIANT, _GUIDE), (effect,), source, "alice")
    assert answer.complete == complete, answer.notes
    assert results == dealt
