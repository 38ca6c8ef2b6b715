"""produce: every outcome of a mana ability over every choice and order (CR 106, 614-616), from rulings."""
from __future__ import annotations

import math

from conftest import board_from

import mtgasp


def outcomes(text: str, permanent: str, ability: int = 1) -> dict[str, int]:
    result = mtgasp.produce(board_from(text), permanent)
    assert result.complete
    chosen = next(a for a in result.abilities if a.ability == ability)
    return {o.mana: o.orders for o in chosen.outcomes}


def test_mana_reflection_then_contamination_ruling():
    # Mana Reflection ruling 2008-05-01: Reflection first then Contamination gives {B}; Contamination
    # first then Reflection gives {B}{B}.
    result = mtgasp.produce(board_from("""
        players: [you, opp]
        battlefield:
          - {card: Forest, controller: you}
          - {card: Mana Reflection, controller: you}
          - {card: Contamination, controller: opp}
    """), "forest")
    (ability,) = result.abilities
    assert ability.chooser == "you"  # CR 616.1: the affected player chooses
    assert {o.mana: (o.orders, o.example) for o in ability.outcomes} == {
        "B": (1, ("mana-reflection", "contamination")),
        "BB": (1, ("contamination", "mana-reflection")),
    }


def test_three_mana_reflections_give_eight_times():
    # Mana Reflection ruling: "if you have three Mana Reflections ... eight times the original amount".
    assert outcomes("""
        players: [you, opp]
        battlefield:
          - {card: Forest, controller: you}
          - {card: Mana Reflection, controller: you}
          - {card: Mana Reflection, controller: you}
          - {card: Mana Reflection, controller: you}
    """, "forest") == {"G" * 8: 6}


def test_mana_reflection_of_an_opponent_does_not_apply():
    # "If you tap a permanent for mana": only its controller's taps.
    assert outcomes("""
        players: [you, opp]
        battlefield:
          - {card: Forest, controller: you}
          - {card: Mana Reflection, controller: opp}
    """, "forest") == {"G": 1}


def test_nyxbloom_ancients_are_cumulative():
    # Nyxbloom Ancient ruling 2020-01-24: two give nine times the original amount.
    assert outcomes("""
        players: [you, opp]
        battlefield:
          - {card: Sol Ring, controller: you}
          - {card: Nyxbloom Ancient, controller: you}
          - {card: Nyxbloom Ancient, controller: you}
    """, "sol-ring") == {"C" * 18: 2}


def test_mana_reflection_doubles_each_type_birds():
    # Mana Reflection doubles "the type and amount": any color, then doubled.
    assert outcomes("""
        players: [you, opp]
        battlefield:
          - {card: Birds of Paradise, controller: you}
          - {card: Mana Reflection, controller: you}
    """, "birds-of-paradise", ability=2) == {"WW": 1, "UU": 1, "BB": 1, "RR": 1, "GG": 1}


def test_damping_sphere_with_mana_reflection_on_forest_gives_only_c():
    # Damping Sphere ruling 2018-04-27: choose one, then determine if others are applicable.
    assert outcomes("""
        players: [you, opp]
        battlefield:
          - {card: Forest, controller: you}
          - {card: Mana Reflection, controller: you}
          - {card: Damping Sphere, controller: opp}
    """, "forest") == {"C": 1}


def test_damping_sphere_with_mana_reflection_on_ancient_tomb():
    assert outcomes("""
        players: [you, opp]
        battlefield:
          - {card: Ancient Tomb, controller: you}
          - {card: Mana Reflection, controller: you}
          - {card: Damping Sphere, controller: opp}
    """, "ancient-tomb") == {"C": 1, "CC": 1}


def test_damping_sphere_ignores_nonlands():
    assert outcomes("""
        players: [you, opp]
        battlefield:
          - {card: Sol Ring, controller: you}
          - {card: Damping Sphere, controller: opp}
    """, "sol-ring") == {"CC": 1}


def test_infernal_darkness_keeps_the_amount():
    # Infernal Darkness ruling 2008-10-01: "{W}{W} ... adds {B}{B} instead".
    assert outcomes("""
        players: [you, opp]
        battlefield:
          - {card: Ancient Tomb, controller: you}
          - {card: Infernal Darkness, controller: opp}
    """, "ancient-tomb") == {"BB": 1}


def test_contamination_sets_type_and_amount():
    assert outcomes("""
        players: [you, opp]
        battlefield:
          - {card: Ancient Tomb, controller: you}
          - {card: Contamination, controller: opp}
    """, "ancient-tomb") == {"B": 1}


def test_pale_moon_and_contamination_on_a_nonbasic_land():
    assert outcomes("""
        players: [you, opp]
        battlefield:
          - {card: City of Brass, controller: you}
          - {card: Contamination, controller: opp}
        effects:
          - {card: Pale Moon, controller: opp}
    """, "city-of-brass", ability=2) == {"B": 5, "C": 5}


def test_reality_twist_dual_land_player_chooses():
    # Reality Twist ruling 2013-04-15: a land with several basic land types: the player chooses.
    result = outcomes("""
        players: [you, opp]
        battlefield:
          - {card: Savannah, controller: you}
          - {card: Reality Twist, controller: opp}
    """, "savannah", ability=1)
    assert result == {"R": 1, "B": 1}


def test_naked_singularity_island():
    assert outcomes("""
        players: [you, opp]
        battlefield:
          - {card: Island, controller: you}
          - {card: Naked Singularity, controller: opp}
    """, "island") == {"G": 1}


def test_meteor_crater_without_colored_permanent_adds_no_mana():
    # CR 106.5 example.
    assert outcomes("""
        players: [you, opp]
        battlefield:
          - {card: Meteor Crater, controller: you}
    """, "meteor-crater") == {"": 1}


def test_gaeas_cradle_counts_creatures():
    assert outcomes("""
        players: [you, opp]
        battlefield:
          - {card: Gaea's Cradle, controller: you}
          - {card: Grizzly Bears, controller: you}
          - {card: Llanowar Elves, controller: you}
          - {card: Birds of Paradise, controller: opp}
    """, "gaea-s-cradle") == {"GG": 1}


def test_fellwar_stone_produces_one_mana_only():
    # Fellwar Stone ruling 2004-10-04: "It only produces one mana even if the land can produce more".
    assert outcomes("""
        players: [you, opp]
        battlefield:
          - {card: Fellwar Stone, controller: you}
          - {card: Tropical Island, controller: opp}
          - {card: Ancient Tomb, controller: opp}
    """, "fellwar-stone") == {"U": 1, "G": 1}


def test_calciform_pools_combinations():
    result = mtgasp.produce(board_from("""
        players: [you, opp]
        battlefield:
          - {card: Calciform Pools, controller: you, counters: {storage: 2}}
    """), "calciform-pools")
    texts = [a.text for a in result.abilities]
    assert texts[0] == "{T}: Add {C}."
    x_ability = result.abilities[1]
    assert {o.mana for o in x_ability.outcomes} == {"", "W", "U", "WW", "WU", "UU", "WWW", "WWU", "WUU", "UUU"}
    assert any("X" in note for note in result.notes)


def test_ten_effects_orders_add_up_to_ten_factorial():
    # The contract: ten effects that each always apply once: the orders add up to 10!.
    board = "players: [you, opp]\nbattlefield:\n  - {card: Forest, controller: you}\n" + \
        "".join("  - {card: Mana Reflection, controller: you}\n" for _ in range(10))
    result = outcomes(board, "forest")
    assert result == {"G" * 1024: math.factorial(10)}


def test_examples_name_the_sources_in_order():
    result = mtgasp.produce(board_from("""
        players: [you, opp]
        battlefield:
          - {card: Forest, controller: you}
          - {card: Mana Reflection, controller: you, id: r1}
          - {card: Mana Reflection, controller: you, id: r2}
    """), "forest")
    (outcome,) = result.abilities[0].outcomes
    assert outcome.orders == 2 and sorted(outcome.example) == ["r1", "r2"]
