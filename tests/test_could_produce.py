"""could produce (CR 106.7): the CR's own example and the official rulings of the cards involved."""
from __future__ import annotations

import pytest
from conftest import board_from

import mtgasp


def could(text: str) -> dict[str, tuple[str, ...]]:
    return mtgasp.could_produce(board_from(text)).types


def test_cr_106_7_example_no_opponent_lands():
    # "If your opponent controls no lands, activating Exotic Orchard's mana ability will produce no mana."
    assert could("""
        players: [you, opp]
        battlefield:
          - {card: Exotic Orchard, controller: you}
          - {card: Forest, controller: you}
    """)["exotic-orchard"] == ()


def test_cr_106_7_example_only_orchards():
    # "The same is true if you and your opponent each control no lands other than Exotic Orchards."
    assert could("""
        players: [you, opp]
        battlefield:
          - {card: Exotic Orchard, controller: you}
          - {card: Exotic Orchard, controller: opp}
    """) == {"exotic-orchard": (), "exotic-orchard-2": ()}


def test_cr_106_7_example_forest_makes_both_orchards_green():
    # "if you control a Forest and an Exotic Orchard, and your opponent controls an Exotic Orchard,
    # then each Exotic Orchard could produce {G}."
    assert could("""
        players: [you, opp]
        battlefield:
          - {card: Forest, controller: you}
          - {card: Exotic Orchard, controller: you}
          - {card: Exotic Orchard, controller: opp}
    """) == {"forest": ("G",), "exotic-orchard": ("G",), "exotic-orchard-2": ("G",)}


def test_exotic_orchard_ruling_orchards_and_pool_without_forest_produce_nothing():
    # Exotic Orchard ruling 2009-02-01: "if you control an Exotic Orchard and your opponent controls an
    # Exotic Orchard and a Reflecting Pool, none of those lands would produce mana"
    assert could("""
        players: [you, opp]
        battlefield:
          - {card: Exotic Orchard, controller: you, id: mine}
          - {card: Exotic Orchard, controller: opp, id: theirs}
          - {card: Reflecting Pool, controller: opp}
    """) == {"mine": (), "theirs": (), "reflecting-pool": ()}


def test_exotic_orchard_ruling_forest_feeds_the_cycle():
    # ... "if you control a Forest and an Exotic Orchard, and your opponent controls an Exotic Orchard
    # and a Reflecting Pool, then each of those lands can be tapped to produce {G}."
    assert could("""
        players: [you, opp]
        battlefield:
          - {card: Forest, controller: you}
          - {card: Exotic Orchard, controller: you, id: mine}
          - {card: Exotic Orchard, controller: opp, id: theirs}
          - {card: Reflecting Pool, controller: opp}
    """) == {"forest": ("G",), "mine": ("G",), "theirs": ("G",), "reflecting-pool": ("G",)}


def test_reflecting_pools_alone_produce_nothing():
    # Reflecting Pool ruling 2008-05-01: "Multiple Reflecting Pools won't help each other produce mana."
    assert could("""
        players: [you, opp]
        battlefield:
          - {card: Reflecting Pool, controller: you}
          - {card: Reflecting Pool, controller: you}
    """) == {"reflecting-pool": (), "reflecting-pool-2": ()}


def test_reflecting_pool_ignores_costs_vivid_crag():
    # Reflecting Pool ruling 2008-05-01: Vivid Crag with no charge counter, tapped: any color anyway.
    result = could("""
        players: [you, opp]
        battlefield:
          - {card: Vivid Crag, controller: you, tapped: true, counters: {charge: 0}}
          - {card: Reflecting Pool, controller: you}
    """)
    assert result["reflecting-pool"] == ("W", "U", "B", "R", "G")


def test_reflecting_pool_reflects_colorless_but_orchard_does_not():
    # The types of mana include colorless (Reflecting Pool ruling); Exotic Orchard "can't be tapped for
    # colorless mana, even if a land an opponent controls could produce colorless mana".
    result = could("""
        players: [you, opp]
        battlefield:
          - {card: Wastes, controller: you}
          - {card: Reflecting Pool, controller: you}
          - {card: Exotic Orchard, controller: opp}
          - {card: Fellwar Stone, controller: opp}
    """)
    assert result["reflecting-pool"] == ("C",)
    assert result["exotic-orchard"] == ()
    assert result["fellwar-stone"] == ()


def test_replacement_effects_are_considered_contamination():
    # Reflecting Pool ruling 2004-10-04 and Exotic Orchard ruling 2009-02-01 (Contamination's effect).
    result = could("""
        players: [you, opp]
        battlefield:
          - {card: Forest, controller: opp}
          - {card: Contamination, controller: opp}
          - {card: Exotic Orchard, controller: you}
          - {card: Reflecting Pool, controller: opp}
    """)
    assert result["forest"] == ("B",)
    # The Orchard could produce {B} (the Forest could), and tapping it for {B} is replaced by {B}.
    assert result["exotic-orchard"] == ("B",)
    assert result["reflecting-pool"] == ("B",)


def test_contamination_does_not_touch_nonlands():
    result = could("""
        players: [you, opp]
        battlefield:
          - {card: Llanowar Elves, controller: you}
          - {card: Sol Ring, controller: you}
          - {card: Contamination, controller: opp}
    """)
    assert result == {"llanowar-elves": ("G",), "sol-ring": ("C",), "contamination": ()}


def test_damping_sphere_after_mana_reflection_any_order():
    # "taking into account any applicable replacement effects in any possible order": Damping Sphere
    # only applies once Mana Reflection has doubled the mana (CR 616.1f), so {C} is possible; {G}{G}
    # is not a final result because Damping Sphere must then apply.
    result = could("""
        players: [you, opp]
        battlefield:
          - {card: Forest, controller: you}
          - {card: Mana Reflection, controller: you}
          - {card: Damping Sphere, controller: opp}
    """)
    assert result["forest"] == ("C",)


def test_pale_moon_nonbasic_only():
    # Pale Moon ruling: "does not change the amount of mana produced, only the color"; it applies to
    # nonbasic lands only.
    result = could("""
        players: [you, opp]
        battlefield:
          - {card: Forest, controller: you}
          - {card: Savannah, controller: you}
        effects:
          - {card: Pale Moon, controller: opp}
    """)
    assert result == {"forest": ("G",), "savannah": ("C",)}


def test_meteor_crater_cr_106_5():
    # CR 106.5 example: with no colored permanent Meteor Crater produces no mana.
    assert could("""
        players: [you, opp]
        battlefield:
          - {card: Meteor Crater, controller: you}
          - {card: Forest, controller: you}
    """)["meteor-crater"] == ()
    # A green creature gives it green; an opponent's colored permanent does not count.
    assert could("""
        players: [you, opp]
        battlefield:
          - {card: Meteor Crater, controller: you}
          - {card: Llanowar Elves, controller: you}
          - {card: Birds of Paradise, controller: opp}
    """)["meteor-crater"] == ("G",)


def test_gaeas_cradle_needs_a_creature():
    assert could("""
        players: [you, opp]
        battlefield:
          - {card: Gaea's Cradle, controller: you}
          - {card: Grizzly Bears, controller: opp}
    """)["gaea-s-cradle"] == ()
    assert could("""
        players: [you, opp]
        battlefield:
          - {card: Gaea's Cradle, controller: you}
          - {card: Grizzly Bears, controller: you}
    """)["gaea-s-cradle"] == ("G",)


@pytest.mark.parametrize("card, expected", [
    ("Forest", ("G",)), ("Island", ("U",)), ("Swamp", ("B",)), ("Mountain", ("R",)), ("Plains", ("W",)),
    ("Wastes", ("C",)), ("Tropical Island", ("U", "G")), ("Savannah", ("W", "G")), ("Ancient Tomb", ("C",)),
    ("Sol Ring", ("C",)), ("Llanowar Elves", ("G",)), ("Birds of Paradise", ("W", "U", "B", "R", "G")),
    ("City of Brass", ("W", "U", "B", "R", "G")), ("Grizzly Bears", ()),
    ("Calciform Pools", ("W", "U", "C")), ("Cavern of Souls", ("W", "U", "B", "R", "G", "C")),
    ("Vivid Crag", ("W", "U", "B", "R", "G")), ("Gemstone Mine", ("W", "U", "B", "R", "G")),
    ("Star Compass", ()), ("Harvester Druid", ()), ("Naga Vitalist", ()), ("Sylvok Explorer", ()),
])
def test_each_card_alone(card, expected):
    result = could(f"""
        players: [you, opp]
        battlefield:
          - {{card: "{card}", controller: you, id: it}}
    """)
    assert result["it"] == expected


def test_star_compass_counts_basic_lands_only():
    result = could("""
        players: [you, opp]
        battlefield:
          - {card: Star Compass, controller: you}
          - {card: Savannah, controller: you}
          - {card: Island, controller: you}
    """)
    assert result["star-compass"] == ("U",)


def test_harvester_druid_colors_only_naga_vitalist_types():
    result = could("""
        players: [you, opp]
        battlefield:
          - {card: Harvester Druid, controller: you}
          - {card: Naga Vitalist, controller: you}
          - {card: Ancient Tomb, controller: you}
          - {card: Mountain, controller: you}
    """)
    assert result["harvester-druid"] == ("R",)
    assert result["naga-vitalist"] == ("R", "C")


def test_every_permanent_is_listed():
    result = could("""
        players: [you, opp]
        battlefield:
          - {card: Grizzly Bears, controller: you}
          - {card: Contamination, controller: opp}
    """)
    assert result == {"grizzly-bears": (), "contamination": ()}
