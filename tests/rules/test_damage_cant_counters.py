""""Can't" effects on the +1/+1 counters that replace damage (CR 101.2, 614.17; issue 26: Solemnity). Phytohydra: "If
damage would be dealt to this creature, put that many +1/+1 counters on it instead." Solemnity ruling 2017-07-14: "If
a replacement effect allows a player to modify or replace an event by putting counters on an artifact, creature,
enchantment, or land, that player may apply that replacement effect. Counters won't be put on the object." So the
replacement and the effects on counters apply in every order, no damage is dealt and no counter is put; the orders
counted are those of the replacement effects alone (a "can't" effect is not one, CR 614.17)."""
from __future__ import annotations

from support import battlefield

import mtgasp
from mtgasp import DamageEvent

_HYDRA = "{card: Phytohydra, controller: alice, id: hydra}"
_SOURCE = "{card: Forest, controller: bob, id: f}"
_SOLEMNITY = "{card: Solemnity, controller: bob}"
_SCALES = "{card: Hardened Scales, controller: alice}"


def _damage(*entries: str, source: str = "f", n: int = 2) -> mtgasp.Orderings:
    return mtgasp.orderings(battlefield(_HYDRA, _SOURCE, *entries), DamageEvent(source, "hydra", n))


def _results(r: mtgasp.Orderings) -> list[tuple[int, int, int]]:
    return sorted((o.result.get("damage", 0), o.result.get("counters", 0), o.orders) for o in r.outcomes)


def test_solemnity_stops_the_counters_that_replace_damage():
    r = _damage(_SOLEMNITY, _SCALES)
    assert r.complete, r.notes
    assert _results(r) == [(0, 0, 1)]


def test_the_effects_on_counters_are_still_ordered():
    # Two Hardened Scales (each "If one or more +1/+1 counters would be put on a creature you control, that many plus
    # one ... instead") apply in 2 orders; Solemnity adds none, with one or two of it.
    scales = "{card: Hardened Scales, controller: alice, id: hs2}"
    assert _results(_damage(_SOLEMNITY, _SCALES, scales)) == [(0, 0, 2)]
    two = _damage(_SOLEMNITY, "{card: Solemnity, controller: alice, id: sol2}", _SCALES, scales)
    assert two.complete and _results(two) == [(0, 0, 2)]


def test_without_solemnity_the_counters_are_put():
    # The same board without Solemnity: 2 damage become 3 +1/+1 counters (the tests above can fail).
    r = _damage(_SCALES)
    assert r.complete and _results(r) == [(0, 3, 1)]


def test_a_cant_effect_on_other_counters_leaves_them():
    # Melira, Sylvok Outcast: "-1/-1 counters can't be put on creatures you control" doesn't stop +1/+1 counters
    # (CR 122.1: counters of different kinds). (Her "creatures your opponents control lose infect" is not read: the
    # answer may be incomplete, never 0 counters.)
    r = _damage("{card: \"Melira, Sylvok Outcast\", controller: alice}", _SCALES)
    assert _results(r) == [(0, 3, 1)]


def test_wither_damage_replaced_by_counters_under_solemnity():
    # A source with wither (Boggart Ram-Gang): its damage to Phytohydra is replaced by +1/+1 counters (no damage is
    # dealt, so no -1/-1 counter either: CR 120.3d needs damage dealt), and Solemnity stops those counters.
    r = _damage(_SOLEMNITY, "{card: Boggart Ram-Gang, controller: bob, id: ram}", source="ram", n=3)
    assert r.complete, r.notes
    assert [(o.result["damage"], o.result["counters"], o.result["dealt_as_counters"]) for o in r.outcomes] == [(0, 0, 0)]
