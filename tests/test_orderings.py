"""orderings (issue 3): the CR 616.1 procedure on mana, entering and damage events, from the rulings."""
from __future__ import annotations

import math

import pytest
from conftest import board_from

import mtgasp
from mtgasp import DamageEvent, EnterEvent, TapEvent


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


# --- mana events: the rulings of issue 3 -----------------------------------------------------------

def test_contamination_and_mana_reflection_on_a_forest():
    b = board("{card: Forest, controller: alice}", "{card: Mana Reflection, controller: alice}",
              "{card: Contamination, controller: alice}")
    r = mtgasp.orderings(b, TapEvent("forest"))
    assert outcomes(r, "mana") == {"B": 1, "BB": 1}
    assert r.order_matters and r.orders == 2 and r.chooser == "alice"
    examples = {o.result["mana"]: o.example for o in r.outcomes}
    assert examples == {"B": ("mana-reflection", "contamination"), "BB": ("contamination", "mana-reflection")}


def test_three_mana_reflections_give_eight_green_as_one_outcome():
    b = board("{card: Forest, controller: alice}", *["{card: Mana Reflection, controller: alice}"] * 3)
    r = mtgasp.orderings(b, TapEvent("forest"))
    assert outcomes(r, "mana") == {"GGGGGGGG": 6}  # three distinct effects: 3! orders
    assert not r.order_matters
    assert sorted(r.outcomes[0].example) == ["mana-reflection", "mana-reflection-2", "mana-reflection-3"]


def test_damping_sphere_and_mana_reflection_on_a_forest_give_only_colorless():
    b = board("{card: Forest, controller: alice}", "{card: Mana Reflection, controller: alice}",
              "{card: Damping Sphere, controller: bob}")
    r = mtgasp.orderings(b, TapEvent("forest"))
    # Damping Sphere applies only once the land would produce two mana: after Mana Reflection.
    assert outcomes(r, "mana") == {"C": 1}
    assert not r.order_matters


def test_damping_sphere_and_mana_reflection_on_ancient_tomb():
    b = board("{card: Ancient Tomb, controller: alice}", "{card: Mana Reflection, controller: alice}",
              "{card: Damping Sphere, controller: bob}")
    r = mtgasp.orderings(b, TapEvent("ancient-tomb"))
    assert outcomes(r, "mana") == {"C": 1, "CC": 1}
    assert r.order_matters


def test_pale_moon_and_contamination_on_a_nonbasic_land():
    b = board("{card: Ancient Tomb, controller: alice}", "{card: Contamination, controller: bob}",
              effects=("{card: Pale Moon, controller: bob}",))
    r = mtgasp.orderings(b, TapEvent("ancient-tomb"))
    assert outcomes(r, "mana") == {"B": 1, "C": 1}


def test_ten_distinct_effects_have_ten_factorial_orders():
    b = board("{card: Forest, controller: alice}", *["{card: Mana Reflection, controller: alice}"] * 10)
    r = mtgasp.orderings(b, TapEvent("forest"))
    assert r.orders == math.factorial(10)
    assert outcomes(r, "mana") == {"G" * 1024: math.factorial(10)}


def test_twelve_effects_mixed_orders_are_exact():
    # 6 Mana Reflections and 6 Contaminations of different players: distinct classes, 12! orders.
    players = "[a, b, c, d, e, f]"
    entries = ["{card: Forest, controller: a}"] + ["{card: Mana Reflection, controller: a}"] * 6 + \
              [f"{{card: Contamination, controller: {p}}}" for p in "abcdef"]
    r = mtgasp.orderings(board(*entries, players=players), TapEvent("forest"))
    assert r.orders == math.factorial(12)
    # Each order ends with {B} doubled by the Mana Reflections that come after the last Contamination.
    by_mana = outcomes(r, "mana")
    assert set(by_mana) == {"B" * 2 ** j for j in range(7)}


def test_a_choice_of_color_is_one_root_each():
    b = board("{card: City of Brass, controller: alice}", "{card: Mana Reflection, controller: alice}")
    r = mtgasp.orderings(b, TapEvent("city-of-brass"))
    assert len(r.roots) == 5 and r.orders == 5
    assert {o.result["choice"]: o.result["mana"] for o in r.outcomes}["R"] == "RR"
    assert not r.order_matters


# --- entering the battlefield -----------------------------------------------------------------------

def test_enters_tapped_and_with_a_counter_two_orders_one_outcome():
    # Blind Obedience (bob): alice's creature enters tapped; Grumgully (alice): with a +1/+1 counter.
    b = board("{card: Blind Obedience, controller: bob}", "{card: 'Grumgully, the Generous', controller: alice}")
    r = mtgasp.orderings(b, EnterEvent("Grizzly Bears", "alice"))
    assert r.orders == 2 and not r.order_matters and r.chooser == "alice"
    assert [o.result for o in r.outcomes] == [{"tapped": True, "counters": 1, "copy": False, "copy_of": None,
                                               "counters_by_kind": {"p1p1": 1}, "choices": []}]


def test_x_comes_from_the_spell_cr_107_3m():
    b = board("{card: Hardened Scales, controller: alice}")
    cast = mtgasp.orderings(b, EnterEvent("Walking Ballista", "alice", x=2, cast=True))
    assert outcomes(cast, "counters") == {3: 1}  # X = 2, then Hardened Scales: 3
    put = mtgasp.orderings(b, EnterEvent("Walking Ballista", "alice", x=2, cast=False))
    # Put onto the battlefield without being cast: X = 0, no counter, Hardened Scales doesn't apply.
    assert outcomes(put, "counters") == {0: 1}
    assert any("107.3m" in n for n in put.notes)


def test_hardened_scales_and_corpsejack_menace_order_matters():
    b = board("{card: Hardened Scales, controller: alice}", "{card: Corpsejack Menace, controller: alice}")
    r = mtgasp.orderings(b, EnterEvent("Kalonian Hydra", "alice"))
    # The Hydra's own effect first (the others need counters): 4 -> 5 -> 10, or 4 -> 8 -> 9.
    assert outcomes(r, "counters") == {9: 1, 10: 1}
    assert r.order_matters


def test_own_enters_tapped_applies_only_to_the_entering_object():
    b = board("{card: Azorius Guildgate, controller: alice}")  # the one on the battlefield does nothing
    r = mtgasp.orderings(b, EnterEvent("Grizzly Bears", "alice"))
    assert [o.result["tapped"] for o in r.outcomes] == [False]
    r = mtgasp.orderings(b, EnterEvent("Azorius Guildgate", "alice"))
    assert [o.result["tapped"] for o in r.outcomes] == [True]
    assert r.outcomes[0].example == ("azorius-guildgate-2",)


def test_copy_effect_is_chosen_first_cr_616_1c_and_can_be_declined():
    b = board("{card: 'Grumgully, the Generous', controller: alice}")
    r = mtgasp.orderings(b, EnterEvent("Clone", "alice"))
    first = r.points[r.roots[0]]
    assert [(c.card, c.option) for c in first.choices] == [("Clone", "1"), ("Clone", "decline")]
    assert all("616.1c" in c.rule for c in first.choices if c.option != "decline")
    assert any("614.5" in c.rule for c in first.choices if c.option == "decline")
    assert r.orders == 2
    assert {o.result["copy"] for o in r.outcomes} == {True, False}


# --- damage -------------------------------------------------------------------------------------------

def test_prevention_first_means_no_counters():
    b = board("{card: Phytohydra, controller: alice}",
              "{card: Inviolability, controller: alice, attached_to: phytohydra}",
              effects=("{card: Lightning Bolt, controller: bob}",))
    r = mtgasp.orderings(b, DamageEvent("lightning-bolt", "phytohydra", 3))
    found = {(o.result["damage"], o.result["prevented"], o.result["counters"]): o.example for o in r.outcomes}
    assert found == {(0, 3, 0): ("inviolability",), (0, 0, 3): ("phytohydra",)}
    assert r.chooser == "alice" and r.order_matters
    assert all(o.result["recipient"] == "phytohydra" for o in r.outcomes)


def test_furnace_of_rath_and_a_shield_on_a_player():
    b = board("{card: Furnace of Rath, controller: bob}",
              effects=("{card: Lightning Bolt, controller: bob}",
                       "{card: Healing Salve, controller: alice, chosen: {player: alice}}"))
    r = mtgasp.orderings(b, DamageEvent("lightning-bolt", "alice", 3))
    # Double then prevent 3: 3 dealt; prevent 3 first: nothing left to double (CR 614.7a).
    assert outcomes(r, "damage") == {0: 1, 3: 1}
    assert r.chooser == "alice"


def test_torbran_adds_two_only_to_a_red_source_against_an_opponent():
    b = board("{card: 'Torbran, Thane of Red Fell', controller: bob}", "{card: Urza's Armor, controller: alice}",
              effects=("{card: Lightning Bolt, controller: bob}",))
    r = mtgasp.orderings(b, DamageEvent("lightning-bolt", "alice", 3))
    assert outcomes(r, "damage") == {4: 2}  # 3 + 2 - 1 in either order
    r = mtgasp.orderings(b, DamageEvent("lightning-bolt", "bob", 3))
    assert outcomes(r, "damage") == {3: 1}


def test_zero_damage_is_no_event_cr_614_7a():
    b = board("{card: Furnace of Rath, controller: bob}", effects=("{card: Lightning Bolt, controller: bob}",))
    r = mtgasp.orderings(b, DamageEvent("lightning-bolt", "alice", 0))
    assert [(o.result["damage"], o.orders, o.example) for o in r.outcomes] == [(0, 1, ())]
    assert any("614.7a" in n for n in r.notes)


def test_cant_be_prevented_is_not_a_choice_cr_615_12():
    b = board("{card: Phytohydra, controller: alice}",
              "{card: Inviolability, controller: alice, attached_to: phytohydra}",
              "{card: Everlasting Torment, controller: bob}",
              effects=("{card: Lightning Bolt, controller: bob}",))
    r = mtgasp.orderings(b, DamageEvent("lightning-bolt", "phytohydra", 3))
    cards = {c.card for p in r.points for c in p.choices}
    assert "Everlasting Torment" not in cards
    found = {(o.result["damage"], o.result["prevented"], o.result["counters"]): o.orders for o in r.outcomes}
    # Inviolability applies but prevents nothing; Phytohydra then still turns the damage into counters.
    assert found == {(0, 0, 3): 2}
    assert any("615.12" in n for n in r.notes)


def test_two_phytohydras_are_distinct_objects():
    b = board("{card: Phytohydra, controller: alice}", "{card: Phytohydra, controller: alice}",
              effects=("{card: Lightning Bolt, controller: bob}",))
    r = mtgasp.orderings(b, DamageEvent("lightning-bolt", "phytohydra-2", 2))
    assert [o.example for o in r.outcomes] == [("phytohydra-2",)]


# --- the graph ----------------------------------------------------------------------------------------

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
    assert message in str(err.value)
    assert "\n" not in str(err.value)
