"""Session 35 (issue 26, the damage group): damage doublers and "plus N" effects whose source, recipient or game
condition the compiler now reads with general terms, run end to end through the damage event (`mtgasp orderings`).

- Sources: "a red or artifact source you control" (Mechanized Warfare: either/2 of source_color and source), "an
  instant or sorcery source [you control]" (Pyromancer's Swath, Forethought Amulet: source_spell), "a red instant or
  sorcery spell you control or a red planeswalker you control" (Pyromancer's Gauntlet: either/2 of both/2), "a
  noncreature source you control" (Disciples of the Inferno: except(source(creature))), "a creature you control with a
  +1/+1 counter on it" (Uncivil Unrest: source(with_counter(creature, p1p1))), "a Lizard, Mouse, Otter, or Raccoon you
  control" (Valley Flamecaller: source(any_of(...))), "any source [you control]" (Equal Treatment, Quest for Pure Flame),
  "another creature ... to equipped creature" (Inquisitor's Flail).
- Recipients: "a creature, battle, or opponent" (Disciples), "the chosen player or a permanent they control" (Sawhorn
  Nemesis: chosen_player_side, the board's chosen: {player: P}).
- Static doublers under a condition on the game of their controller: hellbent (Anthem of Rakdos: hand_empty), revolt
  (Aether Revolt: this_turn(permanent_left, you)), delirium (The Rollercrusher Ride: graveyard_types_at_least(4)),
  read by rules/replacement/damage_game.lp; a board that doesn't say leaves them unapplied and the answer incomplete.
- Lasting effects of activated abilities: Quest for Pure Flame's (its cost "remove four quest counters from this
  enchantment and sacrifice it" read), Taii Wakeen's "plus X" (add(x), bound to the board's x: of its effects: entry).
Every expectation is the set of outcomes (recipient, damage, prevented) and the answer's completeness."""
from __future__ import annotations

import pytest
from ruling_cases import assert_cited
from support import battlefield, compiled

import mtgasp

_HEAD = "players: [alice, bob]\nactive_player: alice\n"
_GIANT = "{card: Hill Giant, controller: alice, id: giant}"  # red creature, alice's
_THOPTER = "{card: Ornithopter, controller: alice, id: thopter}"  # colorless artifact creature, alice's
_BEARS = "{card: Grizzly Bears, controller: alice, id: bears}"  # green creature, alice's
_BOB_BEARS = "{card: Grizzly Bears, controller: bob, id: bobbears}"  # green creature, bob's
_BOB_GIANT = "{card: Hill Giant, controller: bob, id: bobgiant}"  # red creature, bob's
_CHANDRA = "{card: \"Chandra, Torch of Defiance\", controller: alice, id: chandra}"  # red planeswalker, alice's
_BOLT = "{card: Lightning Bolt, controller: alice, id: bolt}"  # red instant spell, alice's
_BOB_BOLT = "{card: Lightning Bolt, controller: bob, id: bobbolt}"  # red instant spell, bob's
_BLAST = "{card: Psionic Blast, controller: alice, id: blast}"  # blue instant spell, alice's
_MENDING = "{card: Mending Hands, controller: bob, id: mending, chosen: {player: bob}}"  # "Prevent the next 4 damage"



def _dealt(entries, effects, source, target, amount=3, combat=False, extra=""):
    answer = mtgasp.orderings(battlefield(*entries, effects=effects, head=_HEAD, extra=extra),
                              mtgasp.DamageEvent(source, target, amount, combat=combat))
    return answer, {(o.result["recipient"], o.result["damage"], o.result["prevented"]) for o in answer.outcomes}


def _names(answer) -> str:
    return " ".join(str(n) for n in answer.notes)


@pytest.mark.parametrize("name, number, facts", [
    ("Mechanized Warfare", 1, {"replacement_condition(either(source_color(r),source(artifact)))",
                               "replacement_condition(source_rel(you))", "replacement_condition(affected_rel(opponent))",
                               "replacement_option(1,add(1))"}),
    ("Pyromancer's Swath", 1, {"replacement_condition(source_spell)", "replacement_condition(source_rel(you))",
                               "replacement_option(1,add(2))"}),
    ("Pyromancer's Gauntlet", 1, {"replacement_condition(either(both(source_spell,source_color(r)),"
                                  "both(source(planeswalker),source_color(r))))", "replacement_option(1,add(2))"}),
    ("Disciples of the Inferno", 2, {"replacement_condition(except(source(creature)))",
                                     "replacement_condition(either(affected_either(creature,battle),"
                                     "both(affected(player),affected_rel(opponent))))", "replacement_option(1,add(2))"}),
    ("Uncivil Unrest", 2, {"replacement_condition(source(with_counter(creature,p1p1)))",
                           "replacement_option(1,multiply(2))"}),
    ("Valley Flamecaller", 1, {"replacement_condition(source(any_of(subtype(lizard),any_of(subtype(mouse),"
                               "any_of(subtype(otter),subtype(raccoon))))))", "replacement_option(1,add(1))"}),
    ("Forethought Amulet", 2, {"replacement_condition(source_spell)", "replacement_condition(affected(player))",
                               "replacement_condition(affected_rel(you))", "replacement_condition(damage_at_least(3))",
                               "replacement_option(1,set_damage(2))"}),
    ("Inquisitor's Flail", 1, {"replacement_condition(source_enchanted)", "replacement_condition(combat)",
                               "replacement_option(1,multiply(2))"}),
    ("Inquisitor's Flail", 2, {"replacement_condition(source(creature))", "replacement_condition(combat)",
                               "replacement_condition(enchanted)", "replacement_option(1,multiply(2))"}),
    ("Equal Treatment", 1, {"replacement_condition(damage_at_least(1))", "replacement_option(1,set_damage(2))"}),
    ("Anthem of Rakdos", 2, {"replacement_condition(hand_empty(you))", "replacement_condition(source_rel(you))",
                             "replacement_option(1,multiply(2))"}),
    ("Aether Revolt", 1, {"replacement_condition(this_turn(permanent_left,you))", "replacement_condition(noncombat)",
                          "replacement_option(1,add(2))"}),
    ("The Rollercrusher Ride", 1, {"replacement_condition(graveyard_types_at_least(4))",
                                   "replacement_condition(noncombat)", "replacement_option(1,multiply(2))"}),
    ("Quest for Pure Flame", 2, {"cost(remove_counters(quest,4))", "cost(sacrifice_self)", "creates_effect(3)"}),
    ("Quest for Pure Flame", 3, {"effect_ability", "replacement_condition(source_rel(you))",
                                 "replacement_option(1,multiply(2))"}),
    ("Taii Wakeen, Perfect Shot", 3, {"effect_ability", "replacement_condition(x_given)",
                                      "replacement_condition(noncombat)", "replacement_option(1,add(x))"}),
    ("Sawhorn Nemesis", 2, {"replacement_condition(chosen_player_side)", "replacement_option(1,multiply(2))"}),
])
def test_the_compiler_reads_them(name, number, facts):
    status, got = compiled(name)[number]
    assert status == "compiled" and facts <= got, (status, got)


# --- sources ---------------------------------------------------------------------------------------------------

_WARFARE = "{card: Mechanized Warfare, controller: alice, id: warfare}"


@pytest.mark.parametrize("source, target, amount, expected", [
    ("bolt", "bob", 3, 4),          # a red spell alice controls, to an opponent
    ("thopter", "bobbears", 2, 3),  # an artifact, to a permanent an opponent controls
    ("giant", "bob", 3, 4),         # a red creature
    ("bears", "bob", 2, 2),         # neither red nor an artifact
    ("bolt", "giant", 3, 3),        # to a permanent alice controls
    ("bobgiant", "alice", 3, 3),    # a red source bob controls
])
def test_mechanized_warfare(source, target, amount, expected):
    assert_cited("Mechanized Warfare Oracle text: \"If a red or artifact source you control would deal damage to an "
                 "opponent or a permanent an opponent controls, it deals that much damage plus 1 instead.\"")
    assert_cited("CR 614.1a: \"Effects that use the word “instead” are replacement effects.\"")
    answer, got = _dealt((_WARFARE, _GIANT, _THOPTER, _BEARS, _BOB_BEARS, _BOB_GIANT), (_BOLT,), source, target,
                         amount)
    assert answer.complete and got == {(target, expected, 0)}, (got, answer.notes)


_SWATH = "{card: Pyromancer's Swath, controller: alice, id: swath}"


@pytest.mark.parametrize("source, target, expected", [
    ("bolt", "bobbears", 5),  # an instant alice controls
    ("blast", "bob", 5),      # of any color
    ("giant", "bob", 3),      # a creature is no instant or sorcery source
    ("bobbolt", "alice", 3),  # bob's instant
])
def test_pyromancers_swath(source, target, expected):
    assert_cited("Pyromancer's Swath Oracle text: \"If an instant or sorcery source you control would deal damage to a "
                 "permanent or player, it deals that much damage plus 2 to that permanent or player instead.\"")
    assert_cited("Pyromancer's Swath ruling 2007-05-01: \"Pyromancer’s Swath doesn’t change the source or recipient of the "
                 "damage.\"")
    answer, got = _dealt((_SWATH, _GIANT, _BOB_BEARS), (_BOLT, _BLAST, _BOB_BOLT), source, target)
    assert answer.complete and got == {(target, expected, 0)}, (got, answer.notes)


def test_swath_does_not_apply_to_damage_all_prevented():
    # Pyromancer's Swath ruling 2007-05-01: prevented first, no damage is left to add 2 to; the other order deals 5 and
    # prevents 4 of it. Bob, the affected player, chooses (CR 616.1).
    assert_cited("Pyromancer's Swath ruling 2007-05-01: \"If all damage from a source is prevented (because of Pay No Heed, "
                 "for example) or if a source would deal 0 damage, the effect of Pyromancer’s Swath will not apply as that "
                 "source is no longer dealing damage.\"")
    assert_cited("CR 616.1: \"If two or more replacement and/or prevention effects are attempting to modify the way an event "
                 "affects an object or player, the affected object’s controller (or its owner if it has no controller) or the "
                 "affected player chooses one to apply, following the steps listed below.\"")
    answer, got = _dealt((_SWATH,), (_BOLT, _MENDING), "bolt", "bob")
    assert answer.complete and got == {("bob", 0, 3), ("bob", 1, 4)}, (got, answer.notes)


_GAUNTLET = "{card: Pyromancer's Gauntlet, controller: alice, id: gauntlet}"


@pytest.mark.parametrize("source, target, amount, expected", [
    ("bolt", "bobbears", 3, 5),  # a red instant spell alice controls
    ("chandra", "bob", 2, 4),    # a red planeswalker alice controls
    ("blast", "bob", 4, 4),      # a blue instant
    ("giant", "bob", 3, 3),      # a red creature: neither
    ("bobbolt", "alice", 3, 3),  # bob's red instant
])
def test_pyromancers_gauntlet(source, target, amount, expected):
    assert_cited("Pyromancer's Gauntlet Oracle text: \"If a red instant or sorcery spell you control or a red planeswalker "
                 "you control would deal damage to a permanent or player, it deals that much damage plus 2 to that "
                 "permanent or player instead.\"")
    answer, got = _dealt((_GAUNTLET, _GIANT, _CHANDRA, _BOB_BEARS), (_BOLT, _BLAST, _BOB_BOLT), source, target,
                         amount)
    assert answer.complete and got == {(target, expected, 0)}, (got, answer.notes)


_DISCIPLES = "{card: Disciples of the Inferno, controller: alice, id: disciples}"


@pytest.mark.parametrize("source, target, amount, expected", [
    ("bolt", "bobbears", 3, 5),  # a noncreature source, to a creature
    ("bolt", "bears", 3, 5),     # a creature of any controller
    ("bolt", "bob", 3, 5),       # to an opponent
    ("bolt", "alice", 3, 3),     # not to alice herself
    ("chandra", "bob", 2, 4),    # a planeswalker is a noncreature source
    ("giant", "bob", 3, 3),      # a creature source
])
def test_disciples_of_the_inferno(source, target, amount, expected):
    assert_cited("Disciples of the Inferno Oracle text: \"If a noncreature source you control would deal damage to a "
                 "creature, battle, or opponent, it deals that much damage plus 2 instead.\"")
    answer, got = _dealt((_DISCIPLES, _GIANT, _BEARS, _CHANDRA, _BOB_BEARS), (_BOLT,), source, target, amount)
    assert answer.complete and got == {(target, expected, 0)}, (got, answer.notes)


@pytest.mark.parametrize("counters, expected", [("counters: {p1p1: 1}, ", 4), ("", 2)])
def test_uncivil_unrest(counters, expected):
    assert_cited("Uncivil Unrest Oracle text: \"If a creature you control with a +1/+1 counter on it would deal damage to a "
                 "permanent or player, it deals double that damage instead.\"")
    bears = "{card: Grizzly Bears, controller: alice, " + counters + "id: bears}"
    answer, got = _dealt(("{card: Uncivil Unrest, controller: alice, id: unrest}", bears), (), "bears", "bob", 2)
    assert answer.complete and got == {("bob", expected, 0)}, (got, answer.notes)


@pytest.mark.parametrize("source, expected", [("lizard", 4), ("bears", 3)])
def test_valley_flamecaller(source, expected):
    assert_cited("Valley Flamecaller Oracle text: \"If a Lizard, Mouse, Otter, or Raccoon you control would deal damage to "
                 "a permanent or player, it deals that much damage plus 1 instead.\"")
    entries = ("{card: Valley Flamecaller, controller: alice, id: flamecaller}",
               "{card: Viashino Warrior, controller: alice, id: lizard}", _BEARS)
    answer, got = _dealt(entries, (), source, "bob")
    assert answer.complete and got == {("bob", expected, 0)}, (got, answer.notes)


_AMULET = "{card: Forethought Amulet, controller: alice, id: amulet}"


@pytest.mark.parametrize("source, target, amount, expected", [
    ("bobbolt", "alice", 3, 2),   # 3 or more from an instant: 2
    ("bobbolt", "alice", 5, 2),
    ("bobbolt", "alice", 2, 2),   # the ruling: not 2 or 1
    ("bobbolt", "alice", 1, 1),
    ("bobgiant", "alice", 3, 3),  # a creature source
    ("bobbolt", "giant", 3, 3),   # to alice's creature, not to her
])
def test_forethought_amulet(source, target, amount, expected):
    assert_cited("Forethought Amulet ruling 2004-10-04: \"This does not reduce damage which is already 2 or 1.\"")
    answer, got = _dealt((_AMULET, _GIANT, _BOB_GIANT), (_BOB_BOLT,), source, target, amount)
    assert answer.complete and got == {(target, expected, 0)}, (got, answer.notes)


def _flail(i: int = 0) -> str:
    return f"{{card: Inquisitor's Flail, controller: alice, id: flail{i}, attached_to: giant}}"


@pytest.mark.parametrize("flails, source, target, combat, expected", [
    (1, "giant", "bob", True, 6),            # its combat damage, doubled
    (1, "giant", "bob", False, 3),           # not noncombat damage
    (1, "bobbolt", "giant", False, 3),       # noncombat damage to it
    # the ruling: a second Flail multiplies by four
    (2, "giant", "bob", True, 12),
])
def test_inquisitors_flail(flails, source, target, combat, expected):
    assert_cited("Inquisitor's Flail ruling 2011-09-22: \"If a creature is equipped with a second Inquisitor’s Flail, combat "
                 "damage dealt by and dealt to that creature will be multiplied by four.\"")
    entries = (_GIANT, *(_flail(i) for i in range(flails)))
    answer, got = _dealt(entries, (_BOB_BOLT,), source, target, combat=combat)
    assert answer.complete and got == {(target, expected, 0)}, (got, answer.notes)


def test_inquisitors_flail_on_a_blockers_combat_damage():
    # bob's turn: bob's Hill Giant attacks and alice's equipped Grizzly Bears blocks it; the attacker's combat damage to
    # the equipped creature is doubled (ability 2), the equipped creature's to the attacker too (ability 1)
    head = "players: [alice, bob]\nactive_player: bob\n"
    entries = ("{card: Grizzly Bears, controller: alice, id: bears}", _BOB_GIANT,
               "{card: Inquisitor's Flail, controller: alice, id: flail, attached_to: bears}")
    for source, target, amount, expected in (("bobgiant", "bears", 3, 6), ("bears", "bobgiant", 2, 4)):
        answer = mtgasp.orderings(battlefield(*entries, head=head),
                                  mtgasp.DamageEvent(source, target, amount, combat=True))
        got = {(o.result["recipient"], o.result["damage"], o.result["prevented"]) for o in answer.outcomes}
        assert answer.complete and got == {(target, expected, 0)}, (got, answer.notes)


# --- a spell's lasting effect -------------------------------------------------------------------------------------

_EQUAL = "{card: Equal Treatment, controller: alice, id: equal}"
_FURNACE = "{card: Furnace of Rath, controller: bob, id: furnace}"


@pytest.mark.parametrize("source, amount, expected", [("giant", 3, 2), ("bolt", 3, 2), ("giant", 1, 2),
                                                        ("giant", 7, 2)])
def test_equal_treatment(source, amount, expected):
    assert_cited("Equal Treatment Oracle text: \"If any source would deal 1 or more damage to a permanent or player this "
                 "turn, it deals 2 damage to that permanent or player instead.\"")
    answer, got = _dealt((_GIANT,), (_EQUAL, _BOLT), source, "bob", amount)
    assert answer.complete and got == {("bob", expected, 0)}, (got, answer.notes)


def test_equal_treatment_beside_a_doubler_is_ordered_by_the_affected_player():
    # CR 616.1: bob chooses: Equal Treatment then Furnace of Rath (2, doubled: 4), or the Furnace first (6, then 2)
    answer, got = _dealt((_GIANT, _FURNACE), (_EQUAL,), "giant", "bob")
    assert answer.complete and got == {("bob", 4, 0), ("bob", 2, 0)}, (got, answer.notes)
    assert answer.chooser == "bob"


# --- conditions on the game of the doubler's controller ----------------------------------------------------------

_ANTHEM = "{card: Anthem of Rakdos, controller: alice, id: anthem}"


@pytest.mark.parametrize("extra, complete, expected", [
    ("hands: {alice: []}\n", True, 6),          # hellbent: no cards in alice's hand
    ("hands: {alice: [Forest], bob: []}\n", True, 3),
    ("", False, 3),                             # the board doesn't say: not applied, and said
])
def test_anthem_of_rakdos_hellbent(extra, complete, expected):
    assert_cited("Anthem of Rakdos Oracle text: \"Hellbent — As long as you have no cards in hand, if a source you control "
                 "would deal damage to a permanent or player, it deals double that damage to that permanent or player "
                 "instead.\"")
    answer, got = _dealt((_ANTHEM, _GIANT), (), "giant", "bob", extra=extra)
    assert answer.complete == complete and got == {("bob", expected, 0)}, (got, answer.notes)
    assert complete or "Anthem of Rakdos" in _names(answer), answer.notes


def test_anthem_doubles_its_own_damage_to_you():
    assert_cited("Anthem of Rakdos ruling 2006-05-01: \"The hellbent ability doubles the damage dealt to you by Anthem of "
                 "Rakdos itself.\"")
    answer, got = _dealt((_ANTHEM,), (), "anthem", "alice", 1, extra="hands: {alice: []}\n")
    assert answer.complete and got == {("alice", 2, 0)}, (got, answer.notes)


def test_anthem_and_a_prevention_effect_in_either_order():
    assert_cited("Anthem of Rakdos ruling 2006-05-01: \"If damage that would be dealt to a player or creature is affected by "
                 "both Anthem of Rakdos and a damage prevention effect, that player or that creature’s controller chooses "
                 "the order to apply the effects.\"")
    # prevent 4 of 3, nothing left to double; or 6, 4 of it prevented
    answer, got = _dealt((_ANTHEM, _GIANT), (_MENDING,), "giant", "bob", extra="hands: {alice: []}\n")
    assert answer.complete and got == {("bob", 0, 3), ("bob", 2, 4)}, (got, answer.notes)
    assert answer.chooser == "bob"


_REVOLT = "{card: Aether Revolt, controller: alice, id: revolt}"


@pytest.mark.parametrize("extra, combat, complete, expected", [
    ("this_turn: {permanent_left: [alice]}\n", False, True, 5),
    ("this_turn: {permanent_left: [alice]}\n", True, True, 3),   # combat damage
    ("this_turn: {permanent_left: [bob]}\n", False, True, 3),    # bob's permanent left, not alice's
    ("", False, False, 3),
])
def test_aether_revolt(extra, combat, complete, expected):
    assert_cited("Aether Revolt Oracle text: \"Revolt — As long as a permanent left the battlefield under your control this "
                 "turn, if a source you control would deal noncombat damage to an opponent or a permanent an opponent "
                 "controls, it deals that much damage plus 2 instead.\"")
    answer, got = _dealt((_REVOLT, _GIANT), (), "giant", "bob", combat=combat, extra=extra)
    assert answer.complete == complete and got == {("bob", expected, 0)}, (got, answer.notes)
    assert complete or "Aether Revolt" in _names(answer), answer.notes


_RIDE = "{card: The Rollercrusher Ride, controller: alice, id: ride}"


@pytest.mark.parametrize("graveyard, expected", [
    ("[Grizzly Bears, Forest, Lightning Bolt, Divination]", 6),  # creature, land, instant, sorcery
    ("[Grizzly Bears, Forest, Lightning Bolt]", 3),
])
def test_the_rollercrusher_rides_delirium(graveyard, expected):
    assert_cited("CR 205.2a: \"The card types are artifact, battle, conspiracy, creature, dungeon, enchantment, instant, "
                 "kindred, land, phenomenon, plane, planeswalker, scheme, sorcery, and vanguard.\"")
    answer, got = _dealt((_RIDE, _GIANT), (), "giant", "bob", extra=f"graveyards: {{alice: {graveyard}}}\n")
    assert answer.complete and got == {("bob", expected, 0)}, (got, answer.notes)


# --- the lasting effects of activated abilities -------------------------------------------------------------------

_QUEST = "{card: Quest for Pure Flame, controller: alice, id: quest}"


@pytest.mark.parametrize("effects, source, target, expected", [
    ((_QUEST,), "giant", "bob", 6),
    ((_QUEST,), "bobgiant", "alice", 3),  # a source bob controls
    # the ruling: two such effects multiply by four
    ((_QUEST, "{card: Quest for Pure Flame, controller: alice, id: quest2}"), "giant", "bob", 12),
])
def test_quest_for_pure_flame(effects, source, target, expected):
    assert_cited("Quest for Pure Flame ruling 2009-10-01: \"If you activate the second ability of more than one Quest for "
                 "Pure Flame in the same turn, the effects are cumulative.\"")
    answer, got = _dealt((_GIANT, _BOB_GIANT), effects, source, target)
    assert answer.complete and got == {(target, expected, 0)}, (got, answer.notes)


def test_quest_for_pure_flame_beside_mending_hands():
    assert_cited("Quest for Pure Flame ruling 2009-10-01: \"The player who would be dealt damage can either (a) prevent 4 "
                 "damage first and then let Quest for Pure Fire’s effect double the remaining 1 damage, taking 2 damage, or "
                 "(b) double the damage to 10 and then prevent 4 damage, taking 6 damage.\"")
    answer, got = _dealt((_GIANT,), (_QUEST, _MENDING), "giant", "bob", 5)
    assert answer.complete and got == {("bob", 2, 4), ("bob", 6, 4)}, (got, answer.notes)


_TAII = "{card: \"Taii Wakeen, Perfect Shot\", controller: alice, id: taii, x: 2}"


@pytest.mark.parametrize("effect, combat, complete, expected", [
    (_TAII, False, True, 5),
    (_TAII, True, True, 3),  # noncombat damage only
    ("{card: \"Taii Wakeen, Perfect Shot\", controller: alice, id: taii}", False, False, 3),  # no x: not applied, said
])
def test_taii_wakeen_plus_x(effect, combat, complete, expected):
    assert_cited("CR 107.3a: \"If a spell or activated ability has a mana cost, alternative cost, additional cost, and/or "
                 "activation cost with an {X}, [-X], or X in it, and the value of X isn’t defined by the text of that spell "
                 "or ability, the controller of that spell or ability chooses and announces the value of X as part of "
                 "casting the spell or activating the ability.\"")
    answer, got = _dealt((_GIANT,), (effect,), "giant", "bob", combat=combat)
    assert answer.complete == complete and got == {("bob", expected, 0)}, (got, answer.notes)
    assert complete or "Taii Wakeen" in _names(answer), answer.notes


# --- the chosen player ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("chosen, source, target, amount, complete, expected", [
    ("chosen: {player: bob}, ", "giant", "bob", 3, True, 6),          # the chosen player
    ("chosen: {player: bob}, ", "bolt", "bobbears", 3, True, 6),      # a permanent they control
    ("chosen: {player: bob}, ", "bobgiant", "bobbears", 3, True, 6),  # from any source
    ("chosen: {player: bob}, ", "bobgiant", "alice", 3, True, 3),     # not another player
    ("chosen: {player: bob}, ", "bobbolt", "giant", 3, True, 3),      # nor their permanents
    ("", "giant", "bob", 3, False, 3),                                # no player chosen: not applied, said
])
def test_sawhorn_nemesis(chosen, source, target, amount, complete, expected):
    assert_cited("Sawhorn Nemesis Oracle text: \"If a source would deal damage to the chosen player or a permanent they "
                 "control, it deals double that damage instead.\"")
    nemesis = "{card: Sawhorn Nemesis, controller: alice, " + chosen + "id: nemesis}"
    answer, got = _dealt((nemesis, _GIANT, _BOB_GIANT, _BOB_BEARS), (_BOLT, _BOB_BOLT), source, target, amount)
    assert answer.complete == complete and got == {(target, expected, 0)}, (got, answer.notes)
    assert complete or "Sawhorn Nemesis" in _names(answer), answer.notes


# --- a target's damage; an amount read off the effect's own permanent -------------------------------------------

@pytest.mark.parametrize("name, number, facts", [
    ("Overblaze", 1, {"replacement_condition(source_targeted)", "replacement_option(1,multiply(2))"}),
    ("Jeska, Thrice Reborn", 6, {"effect_ability", "replacement_condition(source_targeted)",
                                 "replacement_condition(combat)", "replacement_condition(affected(player))",
                                 "replacement_condition(affected_rel(opponent))", "replacement_option(1,multiply(3))"}),
    ("Hawkeye, Young Avenger", 2, {"replacement_condition(noncombat)", "replacement_condition(affected_rel(opponent))",
                                   "replacement_option(1,add(power_this))"}),
    ("Fated Firepower", 3, {"replacement_condition(affected_rel(opponent))",
                            "replacement_option(1,add(counters_this(fire)))"}),
])
def test_the_compiler_reads_these_too(name, number, facts):
    status, got = compiled(name)[number]
    assert status == "compiled" and facts <= got, (status, got)


@pytest.mark.parametrize("targets, source, target, complete, expected", [
    ("targets: [giant], ", "giant", "bob", True, 6),
    ("targets: [giant], ", "giant", "giant", True, 6),   # to any permanent or player
    ("targets: [giant], ", "bobgiant", "alice", True, 3),  # another permanent's damage
    ("", "giant", "bob", False, 3),                       # no target given: not applied, said
])
def test_overblaze(targets, source, target, complete, expected):
    assert_cited("Overblaze Oracle text: \"Each time target permanent would deal damage to a permanent or player this turn, "
                 "it deals double that damage to that permanent or player instead.\"")
    effect = "{card: Overblaze, controller: alice, " + targets + "id: overblaze}"
    answer, got = _dealt((_GIANT, _BOB_GIANT), (effect,), source, target)
    assert answer.complete == complete and got == {(target, expected, 0)}, (got, answer.notes)
    assert complete or "Overblaze" in _names(answer), answer.notes


_JESKA = "{card: \"Jeska, Thrice Reborn\", controller: alice, targets: [giant], id: jeska}"


@pytest.mark.parametrize("source, target, combat, expected", [
    ("giant", "bob", True, 9),        # its combat damage to an opponent: triple
    ("giant", "bob", False, 3),       # not its noncombat damage
    ("giant", "bobbears", True, 3),   # nor to a creature
    ("bobgiant", "alice", True, 3),   # nor another creature's
])
def test_jeskas_zero_ability(source, target, combat, expected):
    assert_cited("CR 611.2: \"A continuous effect may be generated by the resolution of a spell or ability.\"")
    head = _HEAD if source == "giant" else "players: [alice, bob]\nactive_player: bob\n"
    answer = mtgasp.orderings(battlefield(_GIANT, _BOB_GIANT, _BOB_BEARS, effects=(_JESKA,), head=head),
                              mtgasp.DamageEvent(source, target, 3, combat=combat))
    got = {(o.result["recipient"], o.result["damage"], o.result["prevented"]) for o in answer.outcomes}
    assert answer.complete and got == {(target, expected, 0)}, (got, answer.notes)


@pytest.mark.parametrize("hawkeye, source, target, expected", [
    ("", "bolt", "bob", 5),                           # Hawkeye's power 2
    ("counters: {p1p1: 3}, ", "bolt", "bob", 8),      # its power as the damage would be dealt: 5
    ("", "bolt", "bobbears", 5),                      # a permanent an opponent controls
    ("", "bolt", "giant", 3),                         # not alice's own creature
    ("", "bobbolt", "alice", 3),                      # bob's source
])
def test_hawkeye_plus_its_power(hawkeye, source, target, expected):
    assert_cited("Hawkeye, Young Avenger Oracle text: \"If a source you control would deal noncombat damage to an opponent "
                 "or a permanent an opponent controls, instead it deals that much damage plus X, where X is Hawkeye's "
                 "power.\"")
    entry = "{card: \"Hawkeye, Young Avenger\", controller: alice, " + hawkeye + "id: hawkeye}"
    answer, got = _dealt((entry, _GIANT, _BOB_BEARS), (_BOLT, _BOB_BOLT), source, target)
    assert answer.complete and got == {(target, expected, 0)}, (got, answer.notes)


def test_hawkeye_does_not_add_to_combat_damage():
    entry = "{card: \"Hawkeye, Young Avenger\", controller: alice, id: hawkeye}"
    answer, got = _dealt((entry, _GIANT), (), "giant", "bob", combat=True)
    assert answer.complete and got == {("bob", 3, 0)}, (got, answer.notes)


@pytest.mark.parametrize("counters, expected", [("counters: {fire: 3}, ", 6), ("", 3)])
def test_fated_firepower_plus_its_fire_counters(counters, expected):
    assert_cited("Fated Firepower Oracle text: \"If a source you control would deal damage to an opponent or a permanent an "
                 "opponent controls, it deals that much damage plus an amount of damage equal to the number of fire counters "
                 "on this enchantment instead.\"")
    entry = "{card: Fated Firepower, controller: alice, " + counters + "id: firepower}"
    answer, got = _dealt((entry, _GIANT), (), "giant", "bob")
    assert answer.complete and got == {("bob", expected, 0)}, (got, answer.notes)


def test_two_fated_firepowers_each_add_their_own_counters():
    # one class per object: each adds the fire counters on itself (3 + 1), in either order
    entries = ("{card: Fated Firepower, controller: alice, counters: {fire: 3}, id: f1}",
               "{card: Fated Firepower, controller: alice, counters: {fire: 1}, id: f2}", _GIANT)
    answer, got = _dealt(entries, (), "giant", "bob")
    assert answer.complete and got == {("bob", 7, 0)}, (got, answer.notes)


# --- a redirection to the spell's target ------------------------------------------------------------------------

def test_the_compiler_reads_heroic_sacrifice():
    status, got = compiled("Heroic Sacrifice")[1]
    assert status == "rider" and {"replacement_condition(affected_either(player,creature))",
                                  "replacement_condition(affected_rel(you))", "replacement_option(1,redirect(targeted))",
                                  "rider(delayed)"} <= got, (status, got)


@pytest.mark.parametrize("targets, source, target, complete, expected", [
    ("targets: [giant], ", "bobbolt", "alice", True, ("giant", 3, 0)),  # damage to alice: to the chosen creature
    ("targets: [giant], ", "bobbolt", "bears", True, ("giant", 3, 0)),  # to another creature she controls
    ("targets: [giant], ", "bobbolt", "giant", True, ("giant", 3, 0)),  # to the chosen creature itself
    ("targets: [giant], ", "bolt", "bob", True, ("bob", 3, 0)),         # not to bob
    ("targets: [giant], ", "bolt", "bobbears", True, ("bobbears", 3, 0)),  # nor his creatures
    ("", "bobbolt", "alice", False, ("alice", 3, 0)),                   # no target given: not applied, said
])
def test_heroic_sacrifice(targets, source, target, complete, expected):
    assert_cited("CR 614.9: \"Some effects replace damage dealt to one battle, creature, planeswalker, or player with the same "
                 "damage dealt to another battle, creature, planeswalker, or player; such effects are called redirection "
                 "effects.\"")
    effect = "{card: Heroic Sacrifice, controller: alice, " + targets + "id: sacrifice}"
    answer, got = _dealt((_GIANT, _BEARS, _BOB_BEARS), (effect, _BOLT, _BOB_BOLT), source, target)
    assert answer.complete == complete and got == {expected}, (got, answer.notes)
    assert complete or "Heroic Sacrifice" in _names(answer), answer.notes
