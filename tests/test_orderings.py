"""orderings (issue 3): the CR 616.1 procedure on mana, entering and damage events, from the rulings.

The rulings themselves are data: tests/rulings/orderings.yaml (run by tests/test_rulings.py). Here: what
doesn't fit that format (the graph's structure, errors)."""
from __future__ import annotations

import pytest
from conftest import board_from

import mtgasp
from mtgasp import DamageEvent, EnterEvent, TapEvent
from mtgasp.render.words import error, listed


def outcomes(result: mtgasp.Orderings, key: str | None = None) -> dict:
    """{result (or one field of it): orders}."""
    out = {}
    for o in result.outcomes:
        k = o.result[key] if key else tuple(sorted(o.result.items()))
        out[k] = out.get(k, 0) + o.orders
    return out


def board(*entries: str, players: str = "[alice, bob]", effects: tuple[str, ...] = ()) -> mtgasp.Board:
    text = f"players: {players}\nbattlefield:\n" + "".join(f"  - {e}\n" for e in entries)
    if effects:
        text += "effects:\n" + "".join(f"  - {e}\n" for e in effects)
    return board_from(text)


# --- the graph ----------------------------------------------------------------------------------------

@pytest.mark.slow
def test_points_count_orders_both_ways():
    b = board("{card: Forest, controller: alice}", *["{card: Mana Reflection, controller: alice}"] * 3,
              "{card: Contamination, controller: bob}")
    r = mtgasp.orderings(b, TapEvent("forest"))
    root = r.points[r.roots[0]]
    assert root.orders_to == 1 and root.orders_from == r.orders == 24
    finals = [p for p in r.points if p.final]
    assert sum(p.orders_to for p in finals) == r.orders
    for p in r.points:  # the orders through a point are those reaching it times those leaving it
        assert p.orders_from == (1 if p.final else 0) + sum(c.choices * r.points[c.target].orders_from
                                                            for c in p.choices)


@pytest.mark.slow
@pytest.mark.parametrize("event, message", [
    (TapEvent("forrest"), "did you mean: forest"),
    (TapEvent("forest", 3), "ability 3 is not a mana ability of it (its mana abilities: 1)"),
    (EnterEvent("Grizly Bears", "alice"), "did you mean: Grizzly Bears"),
    (EnterEvent("Grizzly Bears", "alise"), "did you mean: alice"),
    (EnterEvent("Lightning Bolt", "alice"), "can't enter the battlefield"),
    (DamageEvent("forest", "bobb", 2), "did you mean: bob"),
    (DamageEvent("forrest", "bob", 2), "did you mean: forest"),
])
def test_invalid_events_are_board_errors(event, message):
    b = board("{card: Forest, controller: alice}")
    with pytest.raises(mtgasp.BoardError) as err:
        mtgasp.orderings(b, event)
    assert message in str(error(err.value))  # an event the rules refuse (RulesError): its code in words
    assert "\n" not in str(error(err.value))


# --- Prevention the card data doesn't model: said, not presumed (red team, issue 25) ---------------------------

@pytest.mark.slow
def test_protection_and_shield_counters_make_damage_incomplete():
    # CR 702.16e: protection prevents damage from sources with its quality (Paladin en-Vec: "protection from black and
    # from red"); CR 122.1c: a shield counter prevents damage that would be dealt to its permanent. Neither is applied:
    # the damage event is incomplete, naming it. With "Damage can't be prevented" (Everlasting Torment, CR 615.12)
    # neither would prevent anything.
    fanatic = "{card: Mogg Fanatic, controller: bob, id: fanatic}"
    paladin = mtgasp.orderings(board("{card: Paladin en-Vec, controller: alice, id: paladin}", fanatic),
                               DamageEvent("fanatic", "paladin", 1))
    assert not paladin.complete and any("702.16e" in n for n in listed(paladin.notes))
    bears = "{card: Grizzly Bears, controller: alice, id: bears, counters: {shield: 1}}"
    shield = mtgasp.orderings(board(bears, fanatic), DamageEvent("fanatic", "bears", 1))
    assert not shield.complete and any("122.1c" in n for n in listed(shield.notes))
    torment = mtgasp.orderings(board(bears, fanatic, "{card: Everlasting Torment, controller: bob}"),
                               DamageEvent("fanatic", "bears", 1))
    assert not any("122.1c" in n for n in listed(torment.notes))
