"""Toxic (CR 702.164, 120.3g): combat damage a creature with toxic deals to a player also gives that player poison
counters equal to the creature's total toxic value, in addition to the damage's other results. The damage event
shows them as `toxic_poison` in each outcome where some damage is dealt."""
from __future__ import annotations

import pytest
from support import battlefield

import mtgasp
from mtgasp.render.words import listed

# Nimraiser Paladin: "Toxic 2 (Players dealt combat damage by this creature also get two poison counters.)"
PALADIN = "{card: Nimraiser Paladin, controller: alice, id: paladin}"


def _outcomes(*entries: str, target: str = "bob", amount: int = 4, combat: bool = True, effects: tuple = ()):
    answer = mtgasp.orderings(battlefield(PALADIN, *entries, effects=effects),
                              mtgasp.DamageEvent("paladin", target, amount, combat=combat))
    return answer, {(o.result["damage"], o.result.get("toxic_poison", 0)) for o in answer.outcomes}


@pytest.mark.parametrize("entries, effects, target, combat, expected", [
    # CR 702.164c: combat damage to a player: 4 damage and 2 poison counters (the total toxic value, not the damage).
    ((), (), "bob", True, {(4, 2)}),
    # ... only combat damage (CR 702.164c; 510.1): the same damage as noncombat damage gives none.
    ((), (), "bob", False, {(4, 0)}),
    # ... only to a player: combat damage to a creature gives none.
    (("{card: Grizzly Bears, controller: bob, id: bears}",), (), "bears", True, {(4, 0)}),
    # Prevented damage is never dealt (CR 615.1a, 615.6): Fog prevents it all, so no poison counter is given.
    ((), ("{card: Fog, controller: bob}",), "bob", True, {(0, 0)}),
    # Doubled damage (Furnace of Rath, CR 614.1a) gives 8 damage and still 2 poison counters (the toxic value).
    (("{card: Furnace of Rath, controller: bob}",), (), "bob", True, {(8, 2)}),
])
def test_toxic_gives_poison_counters_with_combat_damage_to_a_player(entries, effects, target, combat, expected):
    answer, found = _outcomes(*entries, target=target, combat=combat, effects=effects)
    assert answer.complete, listed(answer.notes)
    assert found == expected


def test_a_player_who_cant_get_counters_gets_no_poison_counters_from_toxic():
    # Solemnity: "Players can't get counters." (CR 101.2: a "can't" effect wins; its ruling 2017-07-14 on infect:
    # "Players don't get poison counters ... The damage is still dealt"): bob is dealt the damage and gets no poison
    # counter; the answer says why.
    answer, found = _outcomes("{card: Solemnity, controller: bob}")
    assert answer.complete, listed(answer.notes)
    assert found == {(4, 0)}
    assert any("poison counters toxic" in n for n in listed(answer.notes))


def test_melira_stops_the_poison_counters_of_toxic():
    # Melira, Sylvok Outcast: "You can't get poison counters." Its third ability ("Creatures your opponents control
    # lose infect") is not read, so the answer may be incomplete, but never 2 poison counters.
    answer, found = _outcomes("{card: \"Melira, Sylvok Outcast\", controller: bob}")
    assert found == {(4, 0)}
    assert any("poison counters toxic" in n for n in listed(answer.notes))


def test_an_effect_on_counters_put_on_a_player_makes_toxic_incomplete():
    # Vorinclex, Monstrous Raider: "If you would put one or more counters on a permanent or player, put twice that many
    # of each of those kinds of counters on that permanent or player instead." alice gives the poison counters (CR
    # 702.164c: "that creature's controller"), so 4 would be given; not applied to them here: never 2, complete.
    answer, found = _outcomes("{card: \"Vorinclex, Monstrous Raider\", controller: alice}")
    assert not answer.complete or found == {(4, 4)}
    assert any("Vorinclex" in n and "toxic" in n for n in listed(answer.notes))
