"""Damage from a source with wither or infect (CR 120.3b, 120.3d, 702.80, 702.90): dealt to a creature as -1/-1
counters, by infect to a player as poison counters. Those counters are counters being put (CR 122.6): the effects on
counters apply to them once the effects on the damage are done (Vizier of Remedies ruling 2017-04-18), and a "can't"
effect stops them (Solemnity ruling 2017-07-14)."""
from __future__ import annotations

from support import battlefield, cr_text

import mtgasp
from mtgasp import DamageEvent
from mtgasp.render.json import orderings as to_json
from mtgasp.render.text import orderings as to_text

ELF = "{card: Glistener Elf, controller: alice, id: elf}"  # Infect
RAM = "{card: Boggart Ram-Gang, controller: alice, id: ram}"  # Haste, Wither; red and green
BEAR = "{card: Grizzly Bears, controller: bob, id: bear}"


def _damage(source: str, target: str, n: int, *entries: str) -> mtgasp.Orderings:
    return mtgasp.orderings(battlefield(*entries), DamageEvent(source, target, n))


def _results(answer: mtgasp.Orderings) -> set[tuple]:
    return {(o.result["damage"], o.result["prevented"], o.result.get("dealt_as"), o.result.get("dealt_as_counters"))
            for o in answer.outcomes}


def test_the_rules_quoted_here_are_the_crs():
    text = cr_text()
    assert "120.3d Damage dealt to a creature by a source with wither and/or infect causes that source’s controller " \
           "to put that many -1/-1 counters on that creature." in text
    assert "120.3b Damage dealt to a player by a source with infect causes that source’s controller to give the " \
           "player that many poison counters." in text


def test_infect_damage_to_a_creature_is_minus_counters():
    # CR 120.3d, 702.90c: Glistener Elf deals 1 damage to Grizzly Bears as one -1/-1 counter. The keyword is read now:
    # the answer is complete.
    answer = _damage("elf", "bear", 1, ELF, BEAR)
    assert answer.complete
    assert _results(answer) == {(1, 0, "m1m1", 1)}
    assert "1 damage to bear dealt as 1 -1/-1 counter" in to_text(answer)
    assert to_json(answer)["outcomes"][0]["result"] == {"recipient": "bear", "damage": 1, "prevented": 0, "counters": 0,
                                                       "dealt_as": "m1m1", "dealt_as_counters": 1}


def test_infect_damage_to_a_player_is_poison_counters():
    # CR 120.3b, 702.90b: 2 damage from Glistener Elf to bob gives bob two poison counters.
    answer = _damage("elf", "bob", 2, ELF, BEAR)
    assert answer.complete
    assert _results(answer) == {(2, 0, "poison", 2)}


def test_wither_damage_to_a_player_is_ordinary_damage():
    # CR 120.3a: wither changes only damage to creatures (702.80a); to a player, life is lost as usual.
    answer = _damage("ram", "bob", 3, RAM, BEAR)
    assert answer.complete
    assert _results(answer) == {(3, 0, None, None)}


def test_vizier_of_remedies_puts_one_fewer_minus_counter():
    # Vizier of Remedies ruling 2017-04-18: "If a creature you control is dealt damage by a source with wither or
    # infect, that much damage is dealt, but one fewer -1/-1 counter is put on your creature."
    answer = _damage("ram", "bear", 3, RAM, BEAR, "{card: Vizier of Remedies, controller: bob}")
    assert answer.complete
    assert _results(answer) == {(3, 0, "m1m1", 2)}


def test_doubling_season_and_vizier_in_either_order():
    # Doubling Season (2005-10-01: "exact copies of the kind") and Vizier of Remedies both apply to the -1/-1 counters
    # put on bob's creature; bob chooses the order (CR 616.1): 3*2-1 = 5 or (3-1)*2 = 4.
    answer = _damage("ram", "bear", 3, RAM, BEAR, "{card: Doubling Season, controller: bob}",
                     "{card: Vizier of Remedies, controller: bob}")
    assert answer.complete
    assert _results(answer) == {(3, 0, "m1m1", 4), (3, 0, "m1m1", 5)}
    assert answer.order_matters and answer.orders == 2


def test_the_effects_on_the_damage_apply_before_those_on_its_counters():
    # The counters are the result of the damage dealt (CR 120.3d): Torbran, Thane of Red Fell adds 2 to the damage a
    # red source alice controls deals to bob's creature, then Doubling Season doubles the counters that damage is
    # dealt as: 10, never (3*2)+2 = 8.
    answer = _damage("ram", "bear", 3, RAM, BEAR, "{card: Doubling Season, controller: bob}",
                     '{card: "Torbran, Thane of Red Fell", controller: alice}')
    assert answer.complete
    assert _results(answer) == {(5, 0, "m1m1", 10)}
    assert answer.orders == 1
    assert [s.card for s in answer.outcomes[0].steps] == ["Torbran, Thane of Red Fell", "Doubling Season"]


def test_prevented_infect_damage_puts_no_counters():
    # Blight Mamba ruling 2011-01-01: "If damage from a source with infect that would be dealt to a creature is
    # prevented, that creature doesn't get -1/-1 counters." Inviolability prevents all damage to the enchanted creature.
    answer = _damage("elf", "bear", 2, ELF, BEAR, "{card: Inviolability, controller: bob, attached_to: bear}",
                     "{card: Doubling Season, controller: bob}")
    assert answer.complete
    assert _results(answer) == {(0, 2, "m1m1", 0)}


def test_solemnity_stops_the_counters_but_not_the_damage():
    # Solemnity ruling 2017-07-14: "Damage from a source with wither has no effect on creatures. No -1/-1 counters are
    # put on them ... The damage is still dealt"; no effect on those counters applies (Vizier, Doubling Season).
    answer = _damage("ram", "bear", 3, RAM, BEAR, "{card: Solemnity, controller: bob}",
                     "{card: Doubling Season, controller: bob}")
    assert answer.complete
    assert _results(answer) == {(3, 0, "m1m1", 0)}
    assert any(getattr(n, "kind", "") == "note" and "wither_counters_barred" in str(n.term) for n in answer.notes)


def test_vorinclex_doubles_the_poison_counters_its_controller_gives():
    # CR 120.3b: the source's controller gives the poison counters; Vorinclex, Monstrous Raider: "If you would put one
    # or more counters on a permanent or player, put twice that many of each of those kinds of counters ... instead".
    answer = _damage("elf", "bob", 2, ELF, '{card: "Vorinclex, Monstrous Raider", controller: alice}')
    assert answer.complete
    assert _results(answer) == {(2, 0, "poison", 4)}
    # Bob's Vorinclex: "If an opponent would put one or more counters on a permanent or player, they put half that
    # many of each of those kinds of counters ... instead, rounded down": alice, bob's opponent, gives one.
    theirs = _damage("elf", "bob", 2, ELF, '{card: "Vorinclex, Monstrous Raider", controller: bob}')
    assert theirs.complete and _results(theirs) == {(2, 0, "poison", 1)}


def test_damage_without_wither_is_unchanged():
    # CR 120.3e: damage from a source with neither is marked on the creature: the result has no dealt_as.
    answer = _damage("bear", "elf", 2, ELF, BEAR)
    assert answer.complete
    assert _results(answer) == {(2, 0, None, None)}
