"""The lasting prevention effects of activated abilities on more recipients and sources (issue 26, session 27): "this
creature" and "enchanted creature" in an activated ability's effect are the permanent whose ability made it (the board's
`source:` of its `effects:` entry, CR 611.2) and what that permanent enchants; a target creature of any qualities
("target artifact creature", "target legendary creature", "target creature you control"); "Prevent all damage a source
of your choice would deal to you this turn". Each case is a real card (Oracle text in
/work/shared/reference/cards/oracle-cards-2026.json.gz, rulings in rulings-2019.json.gz); a wrong answer marked
complete fails. Before this change each of these cards' abilities was unread (every answer with its entry incomplete),
and Moonlight Geist's shield, read, was applied to nothing (complete and wrong)."""
from __future__ import annotations

import pytest
from support import battlefield

import mtgasp

_GUIDE = "{card: Goblin Guide, controller: bob, id: guide}"  # red, bob's
_BEARS = "{card: Grizzly Bears, controller: alice, id: bears}"
_MYR = "{card: Myr Enforcer, controller: alice, id: myr}"  # an artifact creature


def _dealt(entries, effects, source, target, amount=3, combat=False):
    answer = mtgasp.orderings(battlefield(*entries, effects=effects),
                              mtgasp.DamageEvent(source, target, amount, combat=combat))
    return answer, {(o.result["damage"], o.result["prevented"]) for o in answer.outcomes}


_COMMANDO = "{card: Ordruun Commando, controller: alice, id: commando}"


@pytest.mark.parametrize("target, dealt", [
    # Ordruun Commando: "{W}: Prevent the next 1 damage that would be dealt to this creature this turn." (CR 615.7: a
    # shield of 1 on the Commando, the permanent whose ability made the effect, CR 611.2)
    ("commando", (2, 1)),
    # ... on it only
    ("bears", (3, 0)),
    ("alice", (3, 0)),
])
def test_a_shield_on_this_creature(target, dealt):
    effect = "{card: Ordruun Commando, controller: alice, source: commando}"
    answer, results = _dealt((_COMMANDO, _GUIDE, _BEARS), (effect,), "guide", target)
    assert answer.complete, answer.notes
    assert results == {dealt}


def test_this_creature_without_the_boards_source_is_said():
    # Without source: the permanent "this creature" names is not known: not applied, and the board says so
    answer, results = _dealt((_COMMANDO, _GUIDE), ("{card: Ordruun Commando, controller: alice}",), "guide", "commando")
    assert not answer.complete
    assert any(n.term.name == "effect_source_not_given" for n in answer.notes), answer.notes


@pytest.mark.parametrize("target, dealt", [
    # Fylgja: "Remove a healing counter from this Aura: Prevent the next 1 damage that would be dealt to enchanted
    # creature this turn." (the creature the Aura is attached to, CR 303.4)
    ("bears", (2, 1)),
    ("myr", (3, 0)),
])
def test_a_shield_on_the_enchanted_creature(target, dealt):
    entries = (_GUIDE, _BEARS, _MYR, "{card: Fylgja, controller: alice, id: fylgja, attached_to: bears}")
    answer, results = _dealt(entries, ("{card: Fylgja, controller: alice, source: fylgja}",), "guide", target)
    assert answer.complete, answer.notes
    assert results == {dealt}


def test_an_aura_sacrificed_for_the_cost_stays_unread():
    # Kithkin Armor: "Sacrifice this Aura: The next time a source of your choice would deal damage to enchanted creature
    # this turn, prevent that damage." The Aura is gone once the cost is paid (CR 602.2b, 701.21a); which creature it
    # enchanted (CR 608.2h) a board can't say, so the ability stays unread and its entry makes the answer incomplete.
    effect = "{card: Kithkin Armor, controller: alice, chosen: {source: guide}}"
    answer, _ = _dealt((_GUIDE, _BEARS), (effect,), "guide", "bears")
    assert not answer.complete
    assert any("Kithkin Armor" in str(n) for n in answer.notes), answer.notes


@pytest.mark.parametrize("target, dealt", [
    # Argivian Blacksmith: "{T}: Prevent the next 2 damage that would be dealt to target artifact creature this turn."
    # The target's qualities are checked as it is chosen and as the ability resolves (CR 601.2c, 608.2b), not later
    # (Avacyn, Guardian Angel ruling 2014-07-18: "Whether the target permanent or player is still a legal target is no
    # longer checked after the appropriate ability resolves"): the board's targets: is what it protects.
    ("myr", (1, 2)),
    ("bears", (3, 0)),
])
def test_a_shield_on_a_target_artifact_creature(target, dealt):
    effect = "{card: Argivian Blacksmith, controller: alice, targets: [myr]}"
    answer, results = _dealt((_GUIDE, _BEARS, _MYR), (effect,), "guide", target)
    assert answer.complete, answer.notes
    assert results == {dealt}


def test_prevent_all_damage_to_a_target_legendary_creature():
    # Kitsune Healer: "{T}: Prevent all damage that would be dealt to target legendary creature this turn."
    effect = "{card: Kitsune Healer, controller: alice, ability: 2, targets: [isamaru]}"  # (its ability 1 is a shield too)
    entries = (_GUIDE, "{card: 'Isamaru, Hound of Konda', controller: alice, id: isamaru}")
    answer, results = _dealt(entries, (effect,), "guide", "isamaru")
    assert answer.complete, answer.notes
    assert results == {(0, 3)}


@pytest.mark.parametrize("source, dealt", [
    # Stonewise Fortifier: "{4}{W}: Prevent all damage that would be dealt to this creature by target creature this
    # turn."
    ("guide", (0, 3)),
    ("bobbears", (3, 0)),
])
def test_prevent_all_damage_to_this_creature_by_a_target(source, dealt):
    entries = (_GUIDE, "{card: Grizzly Bears, controller: bob, id: bobbears}",
               "{card: Stonewise Fortifier, controller: alice, id: fortifier}")
    effect = "{card: Stonewise Fortifier, controller: alice, source: fortifier, targets: [guide]}"
    answer, results = _dealt(entries, (effect,), source, "fortifier")
    assert answer.complete, answer.notes
    assert results == {dealt}


def test_a_shield_on_the_damage_this_artifact_deals():
    # Barbed Wire: "{2}: Prevent the next 1 damage that would be dealt by this artifact this turn."
    entries = (_BEARS, "{card: Barbed Wire, controller: bob, id: wire}")
    effect = "{card: Barbed Wire, controller: bob, source: wire}"
    answer, results = _dealt(entries, (effect,), "wire", "alice", 1)
    assert answer.complete, answer.notes
    assert results == {(0, 1)}


@pytest.mark.parametrize("target, dealt", [
    # Auriok Replica: "{W}, Sacrifice this creature: Prevent all damage a source of your choice would deal to you this
    # turn." Ruling 2011-01-01: "If the chosen source would deal damage to you and to other creatures, players, and/or
    # planeswalkers, only the damage that would be dealt to you is prevented."
    ("alice", (0, 3)),
    ("bears", (3, 0)),
])
def test_prevent_all_damage_of_a_chosen_source_to_you(target, dealt):
    effect = "{card: Auriok Replica, controller: alice, chosen: {source: guide}}"
    answer, results = _dealt((_GUIDE, _BEARS), (effect,), "guide", target)
    assert answer.complete, answer.notes
    assert results == {dealt}


def test_a_spell_prevents_all_damage_of_a_chosen_source():
    # Pay No Heed: "Prevent all damage a source of your choice would deal this turn." (ruling 2013-07-01: "You choose
    # the damage source as Pay No Heed resolves"): to anything
    answer, results = _dealt((_GUIDE, _BEARS), ("{card: Pay No Heed, controller: alice, chosen: {source: guide}}",),
                             "guide", "bears")
    assert answer.complete, answer.notes
    assert results == {(0, 3)}


@pytest.mark.parametrize("source, target, combat, dealt", [
    # Moonlight Geist: "{3}{W}{W}: Prevent all combat damage that would be dealt to and dealt by this creature this
    # turn." The shield was read before, on the effect's own object, which is never dealt damage: the Geist's combat
    # damage was said complete and unprevented.
    ("guide", "geist", True, (0, 3)),
    ("geist", "bob", True, (0, 3)),
    ("guide", "geist", False, (3, 0)),  # noncombat damage is not prevented
])
def test_combat_damage_to_and_by_this_creature(source, target, combat, dealt):
    entries = (_GUIDE, "{card: Moonlight Geist, controller: alice, id: geist}")
    effect = "{card: Moonlight Geist, controller: alice, source: geist}"
    answer, results = _dealt(entries, (effect,), source, target, combat=combat)
    assert answer.complete, answer.notes
    assert results == {dealt}


@pytest.mark.parametrize("target, dealt", [
    # Cephalid Illusionist: "{2}{U}, {T}: Prevent all combat damage that would be dealt to and dealt by target creature
    # you control this turn."
    ("bears", (0, 3)),
    ("myr", (3, 0)),  # another creature of alice's
])
def test_combat_damage_to_and_by_a_target_creature_you_control(target, dealt):
    effect = "{card: Cephalid Illusionist, controller: alice, targets: [bears]}"
    answer, results = _dealt((_GUIDE, _BEARS, _MYR), (effect,), "guide", target, combat=True)
    assert answer.complete, answer.notes
    assert results == {dealt}


@pytest.mark.parametrize("color, dealt", [
    # Avacyn, Guardian Angel: "{1}{W}: Prevent all damage that would be dealt to another target creature this turn by
    # sources of the color of your choice." Ruling 2014-07-18: "you choose the color as the ability resolves. However,
    # the color of a source that would deal damage ... is checked only when it would deal that damage"
    ("red", (0, 3)),
    ("blue", (3, 0)),
])
def test_damage_to_a_target_by_sources_of_the_color_of_your_choice(color, dealt):
    effect = f"{{card: 'Avacyn, Guardian Angel', controller: alice, ability: 2, targets: [bears], chosen: {{color: {color}}}}}"
    answer, results = _dealt((_GUIDE, _BEARS), (effect,), "guide", "bears")
    assert answer.complete, answer.notes
    assert results == {dealt}


_OPAL = "{card: \"Opal-Eye, Konda's Yojimbo\", controller: alice, id: opal}"


def test_a_card_with_two_read_shields_and_an_entry_that_names_neither():
    # Opal-Eye, Konda's Yojimbo: "{T}: The next time a source of your choice would deal damage this turn, that damage is
    # dealt to Opal-Eye instead." (ability 3, a redirection to its creator, read since session 31) and "{1}{W}: Prevent
    # the next 1 damage that would be dealt to Opal-Eye this turn." (ability 4). An entry that names ability 4 is that
    # shield; one that names neither could be either lasting effect (CR 611.2): the board is refused, naming the card,
    # never one of them applied as though it were certain.
    named = "{card: \"Opal-Eye, Konda's Yojimbo\", controller: alice, source: opal, ability: 4}"
    answer, results = _dealt((_OPAL, _GUIDE), (named,), "guide", "opal")
    assert answer.complete, answer.notes
    assert results == {(2, 1)}
    redirect = "{card: \"Opal-Eye, Konda's Yojimbo\", controller: alice, source: opal, ability: 3, chosen: {source: guide}}"
    answer = mtgasp.orderings(battlefield(_OPAL, _GUIDE, effects=(redirect,)), mtgasp.DamageEvent("guide", "alice", 3))
    assert answer.complete, answer.notes
    assert {(o.result["recipient"], o.result["damage"]) for o in answer.outcomes} == {("opal", 3)}
    unnamed = "{card: \"Opal-Eye, Konda's Yojimbo\", controller: alice, source: opal}"
    with pytest.raises(mtgasp.BoardError, match="effect_ability_missing"):
        _dealt((_OPAL, _GUIDE), (unnamed,), "guide", "opal")


def test_a_prevention_with_life_gained_after():
    # Cho-Arrim Alchemist: "{1}{W}{W}, {T}, Discard a card: The next time a source of your choice would deal damage to
    # you this turn, prevent that damage. You gain life equal to the damage prevented this way." (CR 615.5: the life is
    # gained after the damage event, a rider)
    effect = "{card: Cho-Arrim Alchemist, controller: alice, chosen: {source: guide}}"
    answer, results = _dealt((_GUIDE,), (effect,), "guide", "alice")
    assert answer.complete, answer.notes
    assert results == {(0, 3)}


def test_the_damage_group_counts_the_new_shields():
    from mtgasp.compiler import coverage
    g = {g.name: g for g in coverage().groups}["damage (replacement and prevention effects)"]
    cards = {m.rsplit(" (ability", 1)[0] for m in g.missing}
    read = {"Ordruun Commando", "Fylgja", "Argivian Blacksmith", "Kitsune Healer", "Stonewise Fortifier", "Barbed Wire",
            "Auriok Replica", "Cephalid Illusionist", "Cho-Arrim Alchemist", "Alms", "Thought Lash", "Seasoned Tactician"}
    assert not read & cards
    # read since session 31: "The next 1 damage ... is dealt to this creature instead" (a redirection of the next N
    # damage, whole when the damage is at most N, CR 614.9); still unread: an Aura sacrificed for its cost
    assert "Lancers en-Kor" not in cards and "Kithkin Armor" in cards


@pytest.mark.parametrize("combat, dealt", [
    # Angus Mackenzie: "{G}{W}{U}, {T}: Prevent all combat damage that would be dealt this turn. Activate only before
    # the combat damage step." (the restriction is on activating, CR 602.5; the step a board doesn't give)
    (True, (0, 3)),
    (False, (3, 0)),
])
def test_an_activated_fog_with_a_restriction(combat, dealt):
    answer, results = _dealt((_GUIDE, _BEARS), ("{card: Angus Mackenzie, controller: alice}",), "guide", "bears",
                             combat=combat)
    assert answer.complete, answer.notes
    assert results == {dealt}


def test_a_threshold_shield():
    # Hallowed Healer: "{T}: Prevent the next 2 damage that would be dealt to any target this turn." (ability 1) and
    # "Threshold — {T}: Prevent the next 4 damage that would be dealt to any target this turn. Activate only if there
    # are seven or more cards in your graveyard." (ability 2)
    effect = "{card: Hallowed Healer, controller: alice, ability: 2, targets: [bears]}"
    answer, results = _dealt((_GUIDE, _BEARS), (effect,), "guide", "bears", 5)
    assert answer.complete, answer.notes
    assert results == {(1, 4)}


@pytest.mark.parametrize("source, dealt", [
    # Greater Realm of Preservation: "{1}{W}: The next time a black or red source of your choice would deal damage to you
    # this turn, prevent that damage." A source of either color (CR 609.7b: its color is checked when it would deal
    # the damage)
    ("guide", (0, 2)),
    ("bobbears", (2, 0)),  # a green source chosen is not prevented
])
def test_a_shield_on_a_source_of_either_of_two_colors(source, dealt):
    entries = (_GUIDE, "{card: Grizzly Bears, controller: bob, id: bobbears}",
               "{card: Greater Realm of Preservation, controller: alice, id: realm}")
    effect = f"{{card: Greater Realm of Preservation, controller: alice, source: realm, chosen: {{source: {source}}}}}"
    answer, results = _dealt(entries, (effect,), source, "alice", 2)
    assert answer.complete, answer.notes
    assert results == {dealt}
