"""More forms of prevention effects on the damage event (issue 26; CR 615.1a, 702.16), compiled from Oracle text:
"you and permanents / creatures you control", "by sources you don't control", "by sources of the chosen color", a
spell's one-shot sentences beside its prevention effect (riders), and more qualities of protection. Each case is a
real card; a wrong answer marked complete fails."""
from __future__ import annotations

import pytest
from support import battlefield

import mtgasp

_BEARS = "{card: Grizzly Bears, controller: alice, id: bears}"  # green
_BOB_BEARS = "{card: Grizzly Bears, controller: bob, id: bobbears}"
_FANATIC = "{card: Mogg Fanatic, controller: bob, id: fanatic}"  # red
_ALICE_FANATIC = "{card: Mogg Fanatic, controller: alice, id: myfanatic}"


def _dealt(entries, effects, source, target, combat=False, amount=2):
    answer = mtgasp.orderings(battlefield(*entries, effects=effects),
                              mtgasp.DamageEvent(source, target, amount, combat=combat))
    return answer, {o.result["damage"] for o in answer.outcomes}


@pytest.mark.parametrize("entries, effects, source, target, combat, dealt", [
    # Endure: "Prevent all damage that would be dealt to you and permanents you control this turn." (CR 615.1a)
    ((_BEARS, _FANATIC), ("{card: Endure, controller: alice}",), "fanatic", "alice", False, 0),
    ((_BEARS, _FANATIC), ("{card: Endure, controller: alice}",), "fanatic", "bears", False, 0),
    ((_BOB_BEARS, _FANATIC), ("{card: Endure, controller: alice}",), "fanatic", "bobbears", False, 2),
    ((_FANATIC,), ("{card: Endure, controller: alice}",), "fanatic", "bob", False, 2),
    # Safe Passage: "Prevent all damage that would be dealt to you and creatures you control this turn."
    ((_BEARS, _FANATIC), ("{card: Safe Passage, controller: alice}",), "fanatic", "alice", False, 0),
    ((_BEARS, _FANATIC), ("{card: Safe Passage, controller: alice}",), "fanatic", "bears", False, 0),
    ((_BOB_BEARS, _FANATIC), ("{card: Safe Passage, controller: alice}",), "fanatic", "bobbears", False, 2),
    # Eerie Interference: "... to you and creatures you control this turn by creatures." Mogg Fanatic is one.
    ((_BEARS, _FANATIC), ("{card: Eerie Interference, controller: alice}",), "fanatic", "bears", False, 0),
    # Divine Light: "Prevent all damage that would be dealt this turn to creatures you control."
    ((_BEARS, _FANATIC), ("{card: Divine Light, controller: alice}",), "fanatic", "bears", False, 0),
    ((_FANATIC,), ("{card: Divine Light, controller: alice}",), "fanatic", "alice", False, 2),
    # Energy Field: "Prevent all damage that would be dealt to you by sources you don't control." bob's Fanatic, not
    # alice's own (with no teams, every other player is an opponent: CR 102.3).
    (("{card: Energy Field, controller: alice}", _FANATIC), (), "fanatic", "alice", False, 0),
    (("{card: Energy Field, controller: alice}", _ALICE_FANATIC), (), "myfanatic", "alice", False, 2),
    # Light of Sanction: "Prevent all damage that would be dealt to creatures you control by sources you control."
    (("{card: Light of Sanction, controller: alice}", _BEARS, _ALICE_FANATIC), (), "myfanatic", "bears", False, 0),
    (("{card: Light of Sanction, controller: alice}", _BEARS, _FANATIC), (), "fanatic", "bears", False, 2),
])
def test_prevent_all_damage_to_you_and_your_permanents_and_by_sources_of_a_player(entries, effects, source, target,
                                                                                 combat, dealt):
    answer, results = _dealt(entries, effects, source, target, combat)
    assert answer.complete, answer
    assert results == {dealt}


@pytest.mark.parametrize("entries, effects, source, target, combat, dealt", [
    # Druid's Deliverance: "Prevent all combat damage that would be dealt to you this turn. Populate." Populate was done
    # as the spell resolved (CR 608.2c); the effect on the board is the prevention (CR 615.1a), of combat damage only.
    ((_BEARS,), ("{card: Druid's Deliverance, controller: bob}",), "bears", "bob", True, 0),
    ((_BEARS,), ("{card: Druid's Deliverance, controller: bob}",), "bears", "bob", False, 2),
    # Respite: "Prevent all combat damage that would be dealt this turn. You gain 1 life for each attacking creature."
    ((_BEARS,), ("{card: Respite, controller: bob}",), "bears", "bob", True, 0),
    # Blunt the Assault: "You gain 1 life for each creature on the battlefield. Prevent all combat damage that would
    # be dealt this turn." (a rider before the prevention)
    ((_BEARS,), ("{card: Blunt the Assault, controller: bob}",), "bears", "bob", True, 0),
    ((_BEARS,), ("{card: Blunt the Assault, controller: bob}",), "bears", "bob", False, 2),
])
def test_a_prevention_spell_with_one_shot_riders(entries, effects, source, target, combat, dealt):
    answer, results = _dealt(entries, effects, source, target, combat)
    assert answer.complete, answer
    assert results == {dealt}


@pytest.mark.parametrize("chosen, source, dealt", [
    # Charm School: "As this enchantment enters, choose a color and an opponent. ... Prevent all damage that would be
    # dealt to you by sources of the chosen color." (CR 614.12a: the color chosen as it entered, chosen: on the board)
    ("red", "fanatic", 0),
    ("red", "bobbears", 2),
    ("green", "bobbears", 0),
])
def test_prevent_all_damage_by_sources_of_the_chosen_color(chosen, source, dealt):
    answer, results = _dealt((f"{{card: Charm School, controller: alice, chosen: {{color: {chosen}}}}}", _FANATIC,
                              _BOB_BEARS), (), source, "alice")
    assert answer.complete, answer
    assert results == {dealt}


def test_the_chosen_color_not_given_is_said():
    # Without the chosen color the effect can't be applied: the answer is not complete (never "2 damage" complete).
    answer, results = _dealt(("{card: Charm School, controller: alice}", _FANATIC), (), "fanatic", "alice")
    assert not answer.complete


def test_prismatic_ward_prevents_damage_to_enchanted_creature_from_the_chosen_color():
    # Prismatic Ward: "As this Aura enters, choose a color. Prevent all damage that would be dealt to enchanted creature
    # by sources of the chosen color." The color is the Aura's.
    ward = "{card: Prismatic Ward, controller: alice, attached_to: bears, chosen: {color: red}}"
    answer, results = _dealt((_BEARS, ward, _FANATIC), (), "fanatic", "bears")
    assert answer.complete and results == {0}
    answer, results = _dealt((_BEARS, ward, _BOB_BEARS), (), "bobbears", "bears")
    assert answer.complete and results == {2}


@pytest.mark.parametrize("target, source, dealt", [
    # Harbinger of Spring: "Protection from non-Spirit creatures" (CR 702.16a, e): Mogg Fanatic (a Goblin) is one,
    # Lantern Kami (a Spirit) is not.
    ("Harbinger of Spring", "Mogg Fanatic", 0),
    ("Harbinger of Spring", "Lantern Kami", 1),
    # Tsabo Tavoc: "First strike, protection from legendary creatures": Isamaru, Hound of Konda is one.
    ("Tsabo Tavoc", "Isamaru, Hound of Konda", 0),
    ("Tsabo Tavoc", "Mogg Fanatic", 1),
    # Iridescent Angel: "Flying, protection from each color" (CR 702.16h: one protection for each color). Mogg
    # Fanatic is red; Ornithopter (colorless) is none.
    ("Iridescent Angel", "Mogg Fanatic", 0),
    ("Iridescent Angel", "Ornithopter", 1),
])
def test_protection_from_a_filter_and_from_each_color(target, source, dealt):
    board = battlefield(f"{{card: {target}, controller: alice, id: target}}",
                        f"{{card: '{source}', controller: bob, id: source}}")
    answer = mtgasp.orderings(board, mtgasp.DamageEvent("source", "target", 1))
    assert answer.complete, answer
    assert {o.result["damage"] for o in answer.outcomes} == {dealt}


@pytest.mark.parametrize("entries, source, target, amount, dealt", [
    # Sphere of Law: "If a red source would deal damage to you, prevent 2 of that damage." (CR 615.1a, 615.7)
    (("{card: Sphere of Law, controller: alice}", _FANATIC), "fanatic", "alice", 3, 1),
    (("{card: Sphere of Law, controller: alice}", _BOB_BEARS), "bobbears", "alice", 3, 3),
    # Guardian Seraph: "If a source an opponent controls would deal damage to you, prevent 1 of that damage."
    (("{card: Guardian Seraph, controller: alice}", _FANATIC), "fanatic", "alice", 3, 2),
    (("{card: Guardian Seraph, controller: alice}", _ALICE_FANATIC), "myfanatic", "alice", 3, 3),
    # Orbs of Warding: "If a creature would deal damage to you, prevent 1 of that damage."
    (("{card: Orbs of Warding, controller: alice}", _FANATIC), "fanatic", "alice", 3, 2),
    # Shield of the Realm: "If a source would deal damage to equipped creature, prevent 2 of that damage."
    ((_BEARS, "{card: Shield of the Realm, controller: alice, attached_to: bears}", _FANATIC), "fanatic", "bears", 3, 1),
    # Angrath's Marauders: "If a source you control would deal damage to a permanent or player, it deals double that
    # damage to that permanent or player instead." (CR 614.1a) alice's source, not bob's.
    (("{card: Angrath's Marauders, controller: alice}", _ALICE_FANATIC), "myfanatic", "bob", 2, 4),
    (("{card: Angrath's Marauders, controller: alice}", _FANATIC), "fanatic", "alice", 2, 2),
    # Fiery Emancipation: "... it deals triple that damage to that permanent or player instead."
    (("{card: Fiery Emancipation, controller: alice}", _ALICE_FANATIC), "myfanatic", "bob", 2, 6),
])
def test_if_a_source_would_deal_damage_prevent_k_or_multiply(entries, source, target, amount, dealt):
    answer, results = _dealt(entries, (), source, target, amount=amount)
    assert answer.complete, answer
    assert results == {dealt}


@pytest.mark.parametrize("active, dealt", [("alice", 0), ("bob", 2)])
def test_during_your_turn_prevent_all_damage(active, dealt):
    # Personal Sanctuary: "During your turn, prevent all damage that would be dealt to you." Its controller's turn is
    # the board's active_player (CR 102.1: the active player is the player whose turn it is).
    board = battlefield("{card: Personal Sanctuary, controller: alice}", _FANATIC,
                        head=f"players: [alice, bob]\nactive_player: {active}\n")
    answer = mtgasp.orderings(board, mtgasp.DamageEvent("fanatic", "alice", 2))
    assert answer.complete, answer
    assert {o.result["damage"] for o in answer.outcomes} == {dealt}


@pytest.mark.parametrize("entries, source, target, combat, dealt", [
    # Twinflame Tyrant: "If a source you control would deal damage to an opponent or a permanent an opponent controls,
    # it deals double that damage instead." (CR 614.1a) To bob or bob's creature, not to alice's.
    (("{card: Twinflame Tyrant, controller: alice}", _ALICE_FANATIC), "myfanatic", "bob", False, 4),
    (("{card: Twinflame Tyrant, controller: alice}", _ALICE_FANATIC, _BOB_BEARS), "myfanatic", "bobbears", False, 4),
    (("{card: Twinflame Tyrant, controller: alice}", _ALICE_FANATIC, _BEARS), "myfanatic", "bears", False, 2),
    # Fiendish Duo: "If a source would deal damage to an opponent, it deals double that damage to that player instead."
    (("{card: Fiendish Duo, controller: alice}", _FANATIC), "fanatic", "bob", False, 4),
    (("{card: Fiendish Duo, controller: alice}", _FANATIC, _BOB_BEARS), "fanatic", "bobbears", False, 2),
    # Solphim, Mayhem Dominus: "If a source you control would deal noncombat damage to an opponent or a permanent an
    # opponent controls, it deals double that damage to that player or permanent instead." Combat damage is not.
    (("{card: 'Solphim, Mayhem Dominus', controller: alice}", _ALICE_FANATIC), "myfanatic", "bob", False, 4),
    (("{card: 'Solphim, Mayhem Dominus', controller: alice}", _ALICE_FANATIC), "myfanatic", "bob", True, 2),
    # Crystal Barricade: "Prevent all noncombat damage that would be dealt to other creatures you control." Not to
    # itself (a 0/4 Wall creature).
    (("{card: Crystal Barricade, controller: alice, id: cb}", _BEARS, _FANATIC), "fanatic", "bears", False, 0),
    (("{card: Crystal Barricade, controller: alice, id: cb}", _FANATIC), "fanatic", "cb", False, 2),
    # Argothian Treefolk: "Prevent all damage that would be dealt to this creature by artifact sources."
    (("{card: Argothian Treefolk, controller: alice, id: tf}", "{card: Su-Chi, controller: bob, id: suchi}"),
     "suchi", "tf", False, 0),
    (("{card: Argothian Treefolk, controller: alice, id: tf}", _FANATIC), "fanatic", "tf", False, 2),
])
def test_damage_to_an_opponent_other_creatures_and_by_artifact_sources(entries, source, target, combat, dealt):
    answer, results = _dealt(entries, (), source, target, combat)
    assert answer.complete, answer
    assert results == {dealt}


@pytest.mark.parametrize("kicked, furnace, dealt", [(1, False, 4), (0, False, 2), (1, True, 8)])
def test_a_kicked_spells_own_damage_instead(kicked, furnace, dealt):
    # Shivan Fire: "Shivan Fire deals 2 damage to target creature. If this spell was kicked, it deals 4 damage
    # instead." A self-replacement effect (CR 614.15), applied before other effects (CR 616.1a): Furnace of Rath
    # doubles the 4.
    entries = [_BOB_BEARS] + (["{card: Furnace of Rath, controller: alice}"] if furnace else [])
    board = battlefield(*entries, effects=("{card: Shivan Fire, controller: alice, targets: [bobbears]}",))
    answer = mtgasp.orderings(board, mtgasp.DamageEvent("shivan-fire", "bobbears", 2, kicked))
    assert answer.complete, answer
    assert {o.result["damage"] for o in answer.outcomes} == {dealt}


@pytest.mark.parametrize("entries, source, dealt", [
    # Vine Snare: "Prevent all combat damage that would be dealt this turn by creatures with power 4 or less." Grizzly
    # Bears (2/2) is one; Craw Wurm (6/4) is not. Power is read after the layers (CR 208.3, 613.4): Grizzly Bears
    # with two +1/+1 counters is 4/4, still 4 or less, with three (5/5) not.
    ((_BEARS,), "bears", 0),
    (("{card: Craw Wurm, controller: alice, id: wurm}",), "wurm", 2),
    (("{card: Grizzly Bears, controller: alice, id: bears, counters: {'+1/+1': 2}}",), "bears", 0),
    (("{card: Grizzly Bears, controller: alice, id: bears, counters: {'+1/+1': 3}}",), "bears", 2),
])
def test_prevent_combat_damage_by_creatures_with_power_k_or_less(entries, source, dealt):
    answer, results = _dealt(entries, ("{card: Vine Snare, controller: bob}",), source, "bob", combat=True)
    assert answer.complete, answer
    assert results == {dealt}


@pytest.mark.parametrize("entry, source, dealt", [
    # Voice of All: "As this creature enters, choose a color. / This creature has protection from the chosen color."
    # (CR 702.16a, e; the color chosen as it entered, CR 614.12a: the board's chosen:)
    ("{card: Voice of All, controller: alice, id: target, chosen: {color: red}}", _FANATIC, 0),
    ("{card: Voice of All, controller: alice, id: target, chosen: {color: green}}", _FANATIC, 1),
    # True-Name Nemesis: "As True-Name Nemesis enters, choose a player. / True-Name Nemesis has protection from the
    # chosen player." (CR 702.16k: "protection from each object that player controls")
    ("{card: True-Name Nemesis, controller: alice, id: target, chosen: {player: bob}}", _FANATIC, 0),
    ("{card: True-Name Nemesis, controller: alice, id: target, chosen: {player: bob}}",
     "{card: Mogg Fanatic, controller: alice, id: fanatic}", 1),
])
def test_protection_from_the_chosen_color_or_player(entry, source, dealt):
    answer, results = _dealt((entry, source), (), "fanatic", "target", amount=1)
    assert answer.complete, answer
    assert results == {dealt}


@pytest.mark.parametrize("card", ["Voice of All", "True-Name Nemesis"])
def test_protection_from_a_choice_the_board_does_not_give_is_said(card):
    answer, results = _dealt((f"{{card: {card}, controller: alice, id: target}}", _FANATIC), (), "fanatic", "target",
                             amount=1)
    assert not answer.complete
