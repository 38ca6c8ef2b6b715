"""Session 36 (issue 26, the damage group): combat damage to a player replaced by milling, read with the general term
instead_action(Act, Who, Fallback) (rules/replacement/damage_instead_action.lp) and run end to end through the damage
event (`mtgasp orderings`).

- Undead Alchemist: "If a Zombie you control would deal combat damage to a player, instead that player mills that many
  cards." instead_action(mill, affected, none), with the source filter source(subtype(zombie)), source_rel(you), and
  combat (CR 614.1a, 614.6; mill CR 701.17a, as many as possible CR 701.17b: no fallback)."""
from __future__ import annotations

import pytest
from ruling_cases import assert_cited
from support import battlefield, compiled

import mtgasp
from mtgasp.render.text import describe

_HEAD = "players: [alice, bob]\nactive_player: alice\n"  # alice's creatures attack (CR 506.2)
_ALCHEMIST = "{card: Undead Alchemist, controller: alice, id: alchemist}"  # a Zombie
_CORPSE = "{card: Walking Corpse, controller: alice, id: corpse}"  # a Zombie
_BEARS = "{card: Grizzly Bears, controller: alice, id: bears}"  # a Bear
_THEIR_ZOMBIE = "{card: Walking Corpse, controller: bob, id: theirs}"
_ORACLE = ("Undead Alchemist Oracle text: \"If a Zombie you control would deal combat damage to a player, instead that "
           "player mills that many cards.\"")
_CR_INSTEAD = "CR 614.1a: \"Effects that use the word “instead” are replacement effects.\""
_CR_MILL = ("CR 701.17a: \"For a player to mill a number of cards, that player puts that many cards from the top of their "
            "library into their graveyard.\"")
_CR_AS_MANY = "CR 701.17b: \"If instructed to do so, they mill as many as possible.\""


def _dealt(source, target, combat=True, entries=(_ALCHEMIST, _CORPSE, _BEARS, _THEIR_ZOMBIE), amount=2):
    answer = mtgasp.orderings(battlefield(*entries, head=_HEAD), mtgasp.DamageEvent(source, target, amount, combat=combat))
    return answer, [o.result for o in answer.outcomes]


def test_compiled():
    assert_cited(_ORACLE)
    status, got = compiled("Undead Alchemist")[1]
    assert status == "compiled", status
    assert {"replacement(damage)", "replacement_condition(combat)", "replacement_condition(affected(player))",
            "replacement_condition(source(subtype(zombie)))", "replacement_condition(source_rel(you))",
            "replacement_option(1,instead_action(mill,affected,none))"} <= got, sorted(got)


@pytest.mark.parametrize("source", ["corpse", "alchemist"])
def test_a_zombie_you_control_the_player_mills_instead(source):
    assert_cited(_CR_INSTEAD)
    assert_cited(_CR_MILL)
    assert_cited(_CR_AS_MANY)
    answer, got = _dealt(source, "bob")
    # none of the damage is dealt; bob mills that many (no fallback: as many as possible, CR 701.17b)
    assert got == [{"recipient": "bob", "damage": 0, "prevented": 0, "counters": 0,
                    "instead": {"action": "mill", "player": "bob", "amount": 2, "outcome": "done"}}], got
    assert answer.complete, answer
    assert describe("damage", got[0]) == "0 damage to bob, instead: bob mills 2 cards"


@pytest.mark.parametrize("source, target, combat", [
    ("bears", "bob", True),      # not a Zombie
    ("corpse", "bob", False),    # noncombat damage
    ("corpse", "theirs", False),  # to a creature, not a player
])
def test_other_damage_is_dealt(source, target, combat):
    assert_cited(_ORACLE)
    answer, got = _dealt(source, target, combat=combat)
    assert [(r["damage"], "instead" in r) for r in got] == [(2, False)], got
    assert answer.complete, answer


def test_a_zombie_an_opponent_controls_is_not_replaced():
    # "a Zombie you control": bob's Zombie dealing combat damage to alice (bob attacking) is dealt
    answer = mtgasp.orderings(battlefield(_ALCHEMIST, _THEIR_ZOMBIE, head="players: [alice, bob]\nactive_player: bob\n"),
                              mtgasp.DamageEvent("theirs", "alice", 2, combat=True))
    assert [(o.result["damage"], "instead" in o.result) for o in answer.outcomes] == [(2, False)]
