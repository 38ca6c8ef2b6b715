"""Characteristics after continuous effects (issue 4): layers 4-6 with timestamps and dependencies (CR 613),
305.7, and what could produce sees of them (CR 106.7). Cases named in the issue and in the rulings of
Blood Moon, Urborg, Celestial Dawn, Prismatic Omen, Chromatic Lantern and Gift of Paradise."""
from __future__ import annotations

import json

import pytest
from conftest import board_from, run_cli

import mtgasp


def produce(text: str) -> dict[str, str]:
    return {k: "".join(v) for k, v in mtgasp.could_produce(board_from(text)).types.items()}


def view(text: str, obj: str) -> mtgasp.ObjectView:
    return mtgasp.show(board_from(text), obj).objects[obj]


def abilities(v: mtgasp.ObjectView) -> list[tuple[str, str]]:
    return [(a.text, a.source) for a in v.abilities]


BLOOD_MOON_URBORG = """
    players: [alice, bob]
    battlefield:
      - {{card: "Urborg, Tomb of Yawgmoth", controller: alice, id: urborg, timestamp: {urborg}}}
      - {{card: Blood Moon, controller: bob, timestamp: {moon}}}
      - {{card: Forest, controller: alice}}
      - {{card: Reflecting Pool, controller: alice}}
      - {{card: Tropical Island, controller: bob}}
"""


@pytest.mark.parametrize("urborg, moon", [(1, 2), (2, 1), (5, 5)])
def test_blood_moon_urborg_whatever_the_timestamps(urborg, moon):
    # Issue 4 / CR 613.8 (dependency): Urborg is a Mountain and loses its ability, so no land is a Swamp.
    text = BLOOD_MOON_URBORG.format(urborg=urborg, moon=moon)
    assert produce(text) == {"urborg": "R", "blood-moon": "", "forest": "G", "reflecting-pool": "R",
                             "tropical-island": "R"}
    u = view(text, "urborg")
    assert u.subtypes == ("mountain",) and u.supertypes == ("legendary",) and u.names == ("Urborg, Tomb of Yawgmoth",)
    assert abilities(u) == [("{T}: Add {R}.", "blood-moon")]
    assert [a.lost_to for a in u.lost_abilities] == ["blood-moon"]


def test_blood_moon_urborg_trace_shows_the_dependency():
    result = mtgasp.show(board_from(BLOOD_MOON_URBORG.format(urborg=1, moon=9)))
    steps = [(s.step, s.source, s.depends_on) for s in result.trace if s.layer == 4]
    assert steps == [(1, "blood-moon", ()), (2, "urborg", ("blood-moon",))]


def test_blood_moon_rulings():
    # "Nonbasic lands will lose any other land types and abilities they had. They will gain the land type
    # Mountain" / "This effect doesn't affect names or supertypes" / enters-tapped abilities are lost.
    text = """
        players: [alice]
        battlefield:
          - {card: Blood Moon, controller: alice}
          - {card: Tropical Island, controller: alice}
          - {card: Vivid Crag, controller: alice}
          - {card: Forest, controller: alice}
    """
    t = view(text, "tropical-island")
    assert t.subtypes == ("mountain",) and t.card_types == ("land",) and t.names == ("Tropical Island",)
    crag = view(text, "vivid-crag")
    assert abilities(crag) == [("{T}: Add {R}.", "blood-moon")] and len(crag.lost_abilities) >= 2
    forest = view(text, "forest")
    assert forest.subtypes == ("forest",) and forest.supertypes == ("basic",)


def test_urborg_each_land_is_a_swamp_in_addition():
    # Ruling: "Nothing else changes about those lands, including their names, other subtypes, other
    # abilities, and whether they're legendary, basic, or snow."
    text = """
        players: [alice, bob]
        battlefield:
          - {card: "Urborg, Tomb of Yawgmoth", controller: alice, id: urborg}
          - {card: Forest, controller: bob}
          - {card: City of Brass, controller: bob}
    """
    assert produce(text) == {"urborg": "B", "forest": "BG", "city-of-brass": "WUBRG"}
    forest = view(text, "forest")
    assert forest.subtypes == ("forest", "swamp") and forest.supertypes == ("basic",)
    assert view(text, "urborg").subtypes == ("swamp",)  # Urborg itself is a land
    # City of Brass keeps both of its printed abilities (its damage trigger too, which the library lists
    # as unmodelled: it changes no answer here) and gains the Swamp's intrinsic one (CR 305.6).
    abilities = view(text, "city-of-brass").abilities
    assert len(abilities) == 3 and abilities[0].origin == "intrinsic(swamp)"


CELESTIAL = """
    players: [alice, bob]
    battlefield:
      - {card: Celestial Dawn, controller: alice}
      - {card: Forest, controller: alice}
      - {card: Reflecting Pool, controller: alice}
      - {card: Llanowar Elves, controller: alice}
      - {card: Cavern of Souls, controller: alice}
      - {card: Island, controller: bob}
      - {card: Grizzly Bears, controller: bob}
"""


def test_celestial_dawn_forest_and_reflecting_pool_tap_for_white():
    # Issue 4: "a Forest taps for {W}, and so does a Reflecting Pool"; ruling: mana of nonland permanents is
    # unchanged (Llanowar Elves still adds {G}); the opponent's lands are not Plains.
    types = produce(CELESTIAL)
    assert types["forest"] == "W" and types["reflecting-pool"] == "W" and types["cavern-of-souls"] == "W"
    assert types["llanowar-elves"] == "G" and types["island"] == "U"


def test_celestial_dawn_types_colors_and_lost_abilities():
    forest = view(CELESTIAL, "forest")
    assert forest.subtypes == ("plains",) and forest.supertypes == ("basic",) and forest.names == ("Forest",)
    # Ruling: Cavern of Souls loses its "as it enters" ability (305.7).
    cavern = view(CELESTIAL, "cavern-of-souls")
    assert abilities(cavern) == [("{T}: Add {W}.", "celestial-dawn")] and cavern.lost_abilities
    # "Nonland permanents you control are white": layer 5; the opponent's are unchanged.
    assert view(CELESTIAL, "llanowar-elves").colors == ("w",)
    assert view(CELESTIAL, "grizzly-bears").colors == ("g",)
    assert view(CELESTIAL, "celestial-dawn").colors == ("w",)


def test_celestial_dawn_makes_urborg_lose_its_ability_but_not_an_opponents_urborg():
    mine = CELESTIAL + '      - {card: "Urborg, Tomb of Yawgmoth", controller: alice, id: urborg}\n'
    assert produce(mine)["island"] == "U" and produce(mine)["forest"] == "W"
    theirs = CELESTIAL + '      - {card: "Urborg, Tomb of Yawgmoth", controller: bob, id: urborg, timestamp: 99}\n'
    types = produce(theirs)
    assert types["forest"] == "WB" and types["island"] == "UB" and types["urborg"] == "B"


def test_prismatic_omen_every_basic_land_type_in_addition():
    text = """
        players: [alice, bob]
        battlefield:
          - {card: Prismatic Omen, controller: alice}
          - {card: Forest, controller: alice}
          - {card: Reflecting Pool, controller: alice}
          - {card: Island, controller: bob}
    """
    types = produce(text)
    assert types["forest"] == "WUBRG" and types["reflecting-pool"] == "WUBRG" and types["island"] == "U"
    assert view(text, "forest").subtypes == ("forest", "island", "mountain", "plains", "swamp")


@pytest.mark.parametrize("omen, moon, expected", [(1, 2, "R"), (2, 1, "WUBRG")])
def test_prismatic_omen_and_blood_moon_in_timestamp_order(omen, moon, expected):
    # Neither depends on the other (CR 613.8a): the later timestamp wins for a nonbasic land.
    text = f"""
        players: [alice]
        battlefield:
          - {{card: Prismatic Omen, controller: alice, timestamp: {omen}}}
          - {{card: Blood Moon, controller: alice, timestamp: {moon}}}
          - {{card: Tropical Island, controller: alice, timestamp: 0}}
    """
    assert produce(text)["tropical-island"] == expected


def test_chromatic_lantern_grants_to_lands_you_control():
    # Ruling: "Lands you control won't lose any other abilities they had. They also won't gain or lose any
    # land types." The granted ability is Chromatic Lantern's ability 2, seen by could produce.
    text = """
        players: [alice, bob]
        battlefield:
          - {card: Chromatic Lantern, controller: alice}
          - {card: Forest, controller: alice}
          - {card: Calciform Pools, controller: alice}
          - {card: Island, controller: bob}
    """
    types = produce(text)
    assert types["forest"] == "WUBRG" and types["chromatic-lantern"] == "WUBRG" and types["island"] == "U"
    forest = view(text, "forest")
    assert forest.subtypes == ("forest",)
    assert ("{T}: Add one mana of any color.", "chromatic-lantern") in abilities(forest)
    assert len(view(text, "calciform-pools").abilities) == 4


def test_chromatic_lantern_ability_survives_blood_moon():
    # CR 305.7: "this doesn't remove any abilities that were granted to the land by other effects."
    text = """
        players: [alice]
        battlefield:
          - {card: Blood Moon, controller: alice, timestamp: 5}
          - {card: Chromatic Lantern, controller: alice, timestamp: 1}
          - {card: Tropical Island, controller: alice}
    """
    assert produce(text)["tropical-island"] == "WUBRG"
    assert [s for _, s in abilities(view(text, "tropical-island"))] == ["blood-moon", "chromatic-lantern"]


def test_gift_of_paradise_enchanted_land_and_you_is_the_lands_controller():
    text = """
        players: [alice, bob]
        battlefield:
          - {card: Gift of Paradise, controller: alice, attached_to: island}
          - {card: Island, controller: bob}
          - {card: Blood Moon, controller: alice}
          - {card: Tropical Island, controller: alice}
    """
    assert produce(text)["island"] == "WUBRG"
    island = view(text, "island")
    granted = [a for a in island.abilities if a.source == "gift-of-paradise"]
    assert granted[0].text == "{T}: Add two mana of any one color." and granted[0].activated_by == "bob"
    result = mtgasp.produce(board_from(text), "island")
    assert {o.mana for a in result.abilities for o in a.outcomes} >= {"WW", "UU", "U"}


def test_show_json_contract():
    run = run_cli("show", "--json", _write_board(BLOOD_MOON_URBORG.format(urborg=1, moon=2)), "urborg")
    assert run.returncode == 0, run.stderr
    answer = json.loads(run.stdout)  # docs/cli.md: version 2 keeps the objects by id under "objects"
    assert answer["version"] == 2 and answer["complete"] is True and answer["notes"] == []
    data = answer["objects"]
    assert set(data) == {"urborg"}
    u = data["urborg"]
    assert u["names"] == ["Urborg, Tomb of Yawgmoth"] and u["card_types"] == ["land"]
    assert u["supertypes"] == ["legendary"] and u["subtypes"] == ["mountain"]
    assert u["abilities"] == [{"text": "{T}: Add {R}.", "source": "blood-moon", "activated_by": "alice"}]
    assert u["controller"] == "alice" and u["attached_to"] is None


def test_show_explain_text_and_unknown_id():
    path = _write_board(BLOOD_MOON_URBORG.format(urborg=1, moon=2))
    run = run_cli("show", path, "--explain")
    assert run.returncode == 0 and "[waited for blood-moon: dependency]" in run.stdout
    run = run_cli("show", path, "urborgg")
    assert run.returncode == 2 and "did you mean: urborg?" in run.stderr and run.stderr.count("\n") == 1




def _write_board(text: str) -> str:
    import tempfile
    import textwrap

    f = tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False)
    f.write(textwrap.dedent(text))
    f.close()
    return f.name
