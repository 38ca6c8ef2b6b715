"""orderings (issue 3): the CR 616.1 procedure on mana, entering and damage events, from the rulings.

The rulings themselves are data: tests/rulings/orderings.yaml (run by tests/rules/test_rulings.py). Here: what
doesn't fit that format (the graph's structure, errors)."""
from __future__ import annotations

import pytest
from support import battlefield, board_from, enter_outcomes

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
def test_protection_prevents_and_shield_counters_make_damage_incomplete():
    # CR 702.16e: protection prevents damage from sources with its quality (Paladin en-Vec: "protection from black and
    # from red", one quality each, 702.16g: modelled since issue 26, so Mogg Fanatic's damage is prevented, complete);
    # CR 122.1c: a shield counter prevents damage that would be dealt to its permanent: not applied, the damage event
    # is incomplete, naming it. With "Damage can't be prevented" (Everlasting Torment, CR 615.12) it would prevent
    # nothing.
    fanatic = "{card: Mogg Fanatic, controller: bob, id: fanatic}"
    paladin = mtgasp.orderings(board("{card: Paladin en-Vec, controller: alice, id: paladin}", fanatic),
                               DamageEvent("fanatic", "paladin", 1))
    assert paladin.complete and [o.result["prevented"] for o in paladin.outcomes] == [1]
    bears = "{card: Grizzly Bears, controller: alice, id: bears, counters: {shield: 1}}"
    shield = mtgasp.orderings(board(bears, fanatic), DamageEvent("fanatic", "bears", 1))
    assert not shield.complete and any("122.1c" in n for n in listed(shield.notes))
    torment = mtgasp.orderings(board(bears, fanatic, "{card: Everlasting Torment, controller: bob}"),
                               DamageEvent("fanatic", "bears", 1))
    assert not any("122.1c" in n for n in listed(torment.notes))


# --- "enters under the control of an opponent of your choice" (CR 614.1c, 616.1b) ---------------------------------

def test_xantcha_enters_under_an_opponents_control():
    # Xantcha, Sleeper Agent: "Xantcha enters under the control of an opponent of your choice." A replacement effect
    # that modifies how it enters (CR 614.1c; a control-changing one, CR 616.1b): put onto the battlefield by alice,
    # it enters under bob's control (her only opponent). An outcome under alice's control can't be complete.
    # (compiler/kinds.py's _REPL_ENTER reads "enters tapped/untapped/with/as", not "enters under".)
    board = battlefield("{card: Forest, controller: alice}")
    answer = mtgasp.orderings(board, mtgasp.EnterEvent("Xantcha, Sleeper Agent", "alice"))
    assert {o.result.get("controller", "alice") for o in answer.outcomes} == {"bob"} or not answer.complete


# --- Gather Specimens (CR 616.1b) -----------------------------------------------------------------------

@pytest.mark.slow
def test_gather_specimens_first_then_the_new_controllers_effects_ruling_2008_10_01():
    # Ruling 2008-10-01: "If a Wizard would enter the battlefield under an opponent's control and you control
    # Sage of Fables, the Wizard will enter the battlefield with a +1/+1 counter"; the opponent's doesn't
    # apply. Here with Grumgully ("Each other non-Human creature you control enters with an additional +1/+1").
    b = battlefield("{card: 'Grumgully, the Generous', controller: alice}", "{card: 'Grumgully, the Generous', controller: bob}",
                    effects=("{card: Gather Specimens, controller: alice}",))
    assert enter_outcomes(b, "Grizzly Bears", "bob") == [("alice", "", False, 1, (("p1p1", 1),), 1)]
    r = mtgasp.orderings(b, EnterEvent("Grizzly Bears", "bob"))
    assert r.points[r.roots[0]].choices[0].rule.rule == "616.1b"
    assert any("616.1" in n and "chooses" in n for n in listed(r.notes))
    # A creature entering under alice's own control: nothing to take.
    assert enter_outcomes(b, "Grizzly Bears", "alice") == [("alice", "", False, 1, (("p1p1", 1),), 1)]


def test_two_gather_specimens_the_creature_stays_with_its_player_ruling_2008_10_01():
    # "if two opposing players have each cast Gather Specimens during the same turn and a creature would enter
    # the battlefield under the control of one of them, it really will enter the battlefield under that
    # player's control."
    b = battlefield("{card: Forest, controller: alice}", effects=("{card: Gather Specimens, controller: alice}",
                                                            "{card: Gather Specimens, controller: bob}"))
    assert enter_outcomes(b, "Grizzly Bears", "bob") == [("bob", "", False, 0, (), 1)]


def test_gather_specimens_before_clone_you_choose_what_it_copies_ruling_2008_10_01():
    # "If Clone would enter the battlefield under an opponent's control, you choose which creature it copies".
    b = battlefield("{card: Grizzly Bears, controller: bob}", effects=("{card: Gather Specimens, controller: alice}",))
    r = mtgasp.orderings(b, EnterEvent("Clone", "bob"))
    first = r.points[r.roots[0]]
    assert [c.card for c in first.choices] == ["Gather Specimens"]
    assert {(o.result.get("controller"), o.result["copy_of"]) for o in r.outcomes} == {("alice", None),
                                                                                       ("alice", "Grizzly Bears")}
