"""Land-type-changing effects compiled from Oracle text (issue 9): the chosen land type, counters an effect
lasts with, "all" filters, and the lasting effects of spells and of activated and triggered abilities."""
from __future__ import annotations

import pytest
from support import board_from, compiled, could

import mtgasp
from mtgasp.render.words import message, said


def test_reef_shaman_effect_with_the_chosen_swamp():
    # Reef Shaman: "{T}: Target land becomes the basic land type of your choice until end of turn." Resolved
    # with Swamp chosen, the Forest is a Swamp only: CR 305.7, it taps for {B} and no longer for {G}.
    result = could("""
        players: [alice]
        battlefield:
          - {card: Reef Shaman, controller: alice}
          - {card: Forest, controller: alice, id: forest}
        effects:
          - {card: Reef Shaman, controller: alice, targets: [forest], chosen: {land_type: Swamp}}
    """)
    assert result.complete and result.types["forest"] == ("B",)


def test_a_chosen_type_the_board_does_not_give_is_incomplete():
    # The type is chosen as the effect is created (CR 611.2): without it, the answer says so.
    result = could("""
        players: [alice]
        battlefield:
          - {card: Forest, controller: alice, id: forest}
        effects:
          - {card: Reef Shaman, controller: alice, targets: [forest]}
    """)
    assert not result.complete and "chosen basic land type" in message(result)


def test_stormtide_leviathan_makes_every_land_also_an_island():
    # "All lands are Islands in addition to their other types." (CR 205.1b, 305.6): a Mountain taps for {R}
    # or {U}, and so does an opponent's land.
    result = could("""
        players: [alice, bob]
        battlefield:
          - {card: Stormtide Leviathan, controller: alice}
          - {card: Mountain, controller: alice, id: mountain}
          - {card: Plains, controller: bob, id: plains}
    """)
    assert result.types["mountain"] == ("U", "R") and result.types["plains"] == ("W", "U")


def test_zhao_with_and_without_a_conqueror_counter():
    # "As long as Zhao has a conqueror counter on him, nonbasic lands are Mountains." (CR 611.3a, 305.7)
    board = """
        players: [alice]
        battlefield:
          - {card: "Zhao, the Moon Slayer", controller: alice %s}
          - {card: Tundra, controller: alice, id: tundra}
    """
    assert could(board % "").types["tundra"] == ("W", "U")
    assert could(board % ", counters: {conqueror: 1}").types["tundra"] == ("R",)


def test_aquitects_will_lasts_while_the_flood_counter_is_there():
    # "That land is an Island in addition to its other types for as long as it has a flood counter on it."
    # (CR 611.2b: the duration ends when the counter is gone)
    board = """
        players: [alice]
        battlefield:
          - {card: Mountain, controller: alice, id: mountain %s}
        effects:
          - {card: Aquitect's Will, controller: alice, targets: [mountain]}
    """
    assert could(board % ", counters: {flood: 1}").types["mountain"] == ("U", "R")
    assert could(board % "").types["mountain"] == ("R",)


def test_conversion_makes_mountains_plains():
    # Conversion: "All Mountains are Plains." (CR 305.7: the Mountain loses its {R} ability)
    result = could("""
        players: [alice]
        battlefield:
          - {card: Conversion, controller: alice}
          - {card: Mountain, controller: alice, id: mountain}
          - {card: Forest, controller: alice, id: forest}
    """)
    assert result.types["mountain"] == ("W",) and result.types["forest"] == ("G",)


def test_thran_portal_is_the_chosen_type_in_addition():
    # Thran Portal: "This land is the chosen type in addition to its other types." It has no mana ability of
    # its own: the chosen basic land type gives it one (CR 305.6).
    result = could("""
        players: [alice]
        battlefield:
          - {card: Thran Portal, controller: alice, id: portal, chosen: {land_type: island}}
    """)
    assert "U" in result.types["portal"]


def test_cyclopean_giants_death_trigger_lasts_indefinitely():
    # Cyclopean Giant: "When this creature dies, target land becomes a Swamp." Its resolved trigger is an
    # effects: entry; the target taps for {B} only (CR 305.7, 611.2).
    result = could("""
        players: [alice, bob]
        battlefield:
          - {card: Plains, controller: bob, id: plains}
        effects:
          - {card: Cyclopean Giant, controller: alice, targets: [plains]}
    """)
    assert result.complete and result.types["plains"] == ("B",)


@pytest.mark.slow
def test_convincing_mirage_without_a_choice_is_incomplete():
    # "As this Aura enters, choose a basic land type. Enchanted land is the chosen type." (CR 614.12a)
    board = """
        players: [alice]
        battlefield:
          - {card: Forest, controller: alice, id: forest}
          - {card: Convincing Mirage, controller: alice, attached_to: forest %s}
    """
    assert could(board % ", chosen: {land_type: Mountain}").types["forest"] == ("R",)
    assert not could(board % "").complete


# --------------------------------------------------------------------------- snapshots (grammars/land_types.lark)

LAND_TYPE_SNAPSHOTS = [
    # statics: "all" filters (CR 305.7, 205.1b), the chosen type (CR 614.12a), a counter on the source (611.3a)
    ("Conversion", 2, "compiled", {"static", "type_effect(subtype(mountain),any,set_subtypes(land,plains))"}),
    ("Stormtide Leviathan", 2, "compiled", {"static", "type_effect(land,any,add_subtype(island))"}),
    ("Convincing Mirage", 3, "compiled", {"static",
                                          "type_effect(land,attached,set_subtypes(land,chosen_land_type))"}),
    ("Thran Portal", 3, "compiled", {"static", "type_effect(land,self,add_subtype(chosen_land_type))"}),
    ("Zhao, the Moon Slayer", 4, "compiled", {"static", "type_effect(nonbasic_land,any,set_subtypes(land,mountain))",
                                              "lasts_while(counter_on(source,conqueror))"}),
    # activated abilities whose lasting effect uses the type chosen for it (CR 611.2)
    ("Reef Shaman", 1, "compiled", {"activated", "cost(tap)", "targets", "creates_effect(2)"}),
    ("Reef Shaman", 2, "compiled", {"effect_ability", "type_effect(land,target,set_subtypes(land,chosen_land_type))"}),
    ("Tideshaper Mystic", 1, "compiled", {"activated", "cost(tap)", "targets", "creates_effect(2)",
                                          "activation_restriction(your_turn)"}),
    ("Terraformer", 2, "compiled", {"effect_ability", "type_effect(land,you,set_subtypes(land,chosen_land_type))"}),
    # triggered abilities and spells (CR 603.1, 611.2b: "for as long as it has a flood counter on it")
    ("Cyclopean Giant", 1, "rider", {"triggered", "targets", "creates_effect(2)", "rider(exile)"}),
    ("Xolatoyac, the Smiling Flood", 3, "compiled", {"effect_ability", "type_effect(land,target,add_subtype(island))",
                                                     "lasts_while(counter_on(affected,flood))"}),
    ("Nightcreep", 1, "compiled", {"spell_ability", "color_effect(creature,any,b)",
                                   "type_effect(land,any,set_subtypes(land,swamp))"}),
    ("Tundra Kavu", 2, "compiled", {"effect_ability", "type_effect(land,target,set_subtypes(land,chosen_land_type))",
                                    "land_type_option(plains)", "land_type_option(island)"}),
    ("Cyclopean Tomb", 1, "compiled", {"activated", "cost(mana(generic,2))", "cost(tap)", "targets", "creates_effect(3)",
                                       "activation_restriction(during_your_upkeep)"}),
    ("Deepwood Elder", 1, "compiled", {"activated", "cost(mana(g,2))", "cost(tap)", "cost(unchecked(discard))",
                                       "targets", "creates_effect(2)"}),
    ("Thelonite Monk", 1, "compiled", {"activated", "cost(tap)", "cost(sacrifice(with_color(creature,g)))", "targets",
                                       "creates_effect(2)"}),
    # every land type: characteristic-defining abilities (CR 604.3) and Omo's counter
    ("Planar Nexus", 1, "compiled", {"static", "defines_subtypes(every_nonbasic(land))"}),
    ("Nearby Planet", 1, "compiled", {"static", "defines_subtypes(every(land))"}),
    ("Omo, Queen of Vesuva", 2, "compiled", {"static", "type_effect(land,any,add_every_subtype(land))",
                                             "lasts_while(counter_on(affected,everything))"}),
    # losing all land types and abilities (CR 613.1d, 613.1f)
    ("Lithoform Blight", 3, "compiled", {"static", "type_effect(land,attached,lose_subtypes(land))",
                                         "loses_abilities(land,attached)", "grants(land,attached,4)",
                                         "grants(land,attached,5)"}),
    ("Illusionary Terrain", 3, "compiled", {"static", "type_effect(with_chosen_subtype(basic_land),any,"
                                            "set_subtypes(land,chosen_second_land_type))"}),
    ("Alpine Moon", 2, "compiled", {"static", "type_effect(land,chosen_name(opponent),lose_subtypes(land))",
                                    "loses_abilities(land,chosen_name(opponent))",
                                    "grants(land,chosen_name(opponent),3)"}),
]


@pytest.mark.parametrize("name, number, status, facts", LAND_TYPE_SNAPSHOTS,
                         ids=[f"{s[0]}-{s[1]}" for s in LAND_TYPE_SNAPSHOTS])
def test_land_type_snapshot(name, number, status, facts):
    assert compiled(name)[number] == (status, facts)


@pytest.mark.slow
def test_tundra_kavu_chooses_plains_or_island_only():
    # Tundra Kavu: "{T}: Target land becomes a Plains or an Island until end of turn." An Island chosen: the
    # Mountain taps for {U} (CR 305.7); a Swamp is not one of the choices: the answer says so.
    board = """
        players: [alice]
        battlefield:
          - {card: Mountain, controller: alice, id: mountain}
        effects:
          - {card: Tundra Kavu, controller: alice, targets: [mountain], chosen: {land_type: %s}}
    """
    island = could(board % "Island")
    assert island.complete and island.types["mountain"] == ("U",)
    swamp = could(board % "Swamp")
    assert not swamp.complete and swamp.types["mountain"] == ("R",)


def test_planar_nexus_is_every_nonbasic_land_type_and_taps_for_no_basic_color():
    # "This land is every nonbasic land type." (CR 604.3: a characteristic-defining ability; CR 205.3i: the
    # basic land types are not among them, so it has no intrinsic mana ability, 305.6)
    board = board_from("""
        players: [alice]
        battlefield:
          - {card: Planar Nexus, controller: alice, id: nexus}
    """)
    shown = mtgasp.show(board, "nexus").objects["nexus"]
    assert "gate" in shown.subtypes and "urzas" in shown.subtypes and "island" not in shown.subtypes
    assert mtgasp.could_produce(board).types["nexus"] == ("W", "U", "B", "R", "G", "C")


def test_rangeling_is_every_land_type():
    # Nearby Planet: "Rangeling (This card is every land type, including Plains, Island, Swamp, Mountain,
    # Forest, …)": it has the five intrinsic mana abilities (CR 305.6).
    result = could("""
        players: [alice]
        battlefield:
          - {card: Nearby Planet, controller: alice, id: planet}
    """)
    assert result.types["planet"] == ("W", "U", "B", "R", "G")


def test_omo_needs_the_everything_counter_on_the_land():
    # Omo: "Each land with an everything counter on it is every land type in addition to its other types."
    board = """
        players: [alice]
        battlefield:
          - {card: "Omo, Queen of Vesuva", controller: alice}
          - {card: Wastes, controller: alice, id: wastes %s}
    """
    assert could(board % "").types["wastes"] == ("C",)
    assert could(board % ", counters: {everything: 1}").types["wastes"] == ("W", "U", "B", "R", "G", "C")


def test_quicksilver_fountain_island_while_the_flood_counter_stays():
    # "That land is an Island for as long as it has a flood counter on it." (CR 305.7, 611.2b)
    board = """
        players: [alice, bob]
        battlefield:
          - {card: Forest, controller: bob, id: forest %s}
        effects:
          - {card: Quicksilver Fountain, controller: alice, targets: [forest]}
    """
    assert could(board % ", counters: {flood: 1}").types["forest"] == ("U",)
    assert could(board % "").types["forest"] == ("G",)


def test_thelonite_monk_needs_a_green_creature_to_sacrifice():
    # "{T}, Sacrifice a green creature: Target land becomes a Forest." (CR 118.3: a cost that can't be paid.)
    # The Monk is green and may be sacrificed to its own ability; after Nightcreep ("Until end of turn, all
    # creatures become black and all lands become Swamps", CR 613.1e) no creature is green. (A land is on the board: the
    # ability targets one, CR 601.2c.)
    board = """
        players: [alice]
        active_player: alice
        battlefield:
          - {card: Thelonite Monk, controller: alice, id: monk}
          - {card: Grizzly Bears, controller: alice}
          - {card: Plains, controller: alice}
        effects: %s
    """
    def activatable(effects: str) -> bool:
        return mtgasp.can_activate(board_from(board % effects), "monk", 1).abilities[0].can_activate
    assert activatable("[]")
    assert not activatable("[{card: Nightcreep, controller: alice}]")


@pytest.mark.slow
def test_cyclopean_tomb_only_in_its_controllers_turn():
    # "Activate only during your upkeep." (CR 602.1b): never in another player's turn; in its controller's
    # turn the step is not on a board, so the answer says it is incomplete.
    board = """
        players: [alice, bob]
        active_player: %s
        battlefield:
          - {card: Cyclopean Tomb, controller: alice, id: tomb}
          - {card: Wastes, controller: alice}
          - {card: Wastes, controller: alice}
    """
    bob = mtgasp.can_activate(board_from(board % "bob"), "tomb", 1)
    assert not bob.abilities[0].can_activate
    alice = mtgasp.can_activate(board_from(board % "alice"), "tomb", 1)
    assert alice.abilities[0].can_activate and not alice.complete


def _abilities(board: str, land: str) -> set[str]:
    return {a.text for a in mtgasp.show(board_from(board), land).objects[land].abilities}


@pytest.mark.slow
def test_lithoform_blight_removes_printed_and_earlier_granted_abilities():
    # "Enchanted land loses all land types and abilities and has "{T}: Add {C}" and "{T}, Pay 1 life: Add one
    # mana of any color."" CR 613.1d: the Tundra is no Plains or Island; CR 613.1f, 613.7: in layer 6 it loses
    # the ability Chromatic Lantern granted before the Aura (earlier timestamp), not one granted after it.
    blight = "{card: Lithoform Blight, controller: alice, attached_to: tundra}"
    lantern = "{card: Chromatic Lantern, controller: alice}"
    board = """
        players: [alice]
        battlefield:
          - {card: Tundra, controller: alice, id: tundra}
          - %s
          - %s
    """
    own = {"{T}: Add {C}.", "{T}, Pay 1 life: Add one mana of any color."}
    assert _abilities(board % (lantern, blight), "tundra") == own
    assert _abilities(board % (blight, lantern), "tundra") == own | {"{T}: Add one mana of any color."}
    shown = mtgasp.show(board_from(board % (lantern, blight)), "tundra").objects["tundra"]
    assert not {"plains", "island"} & set(shown.subtypes)


@pytest.mark.slow
def test_ultimas_blight_counter():
    # Ultima: "For as long as that land has a blight counter on it, it loses all land types and abilities and
    # has "{T}: Add {C}."" (CR 611.2b, 613.1d, 613.1f)
    board = """
        players: [alice, bob]
        battlefield:
          - {card: Forest, controller: bob, id: forest %s}
        effects:
          - {card: "Ultima, Origin of Oblivion", controller: alice, targets: [forest]}
    """
    assert could(board % ", counters: {blight: 1}").types["forest"] == ("C",)
    assert could(board % "").types["forest"] == ("G",)


@pytest.mark.slow
def test_alpine_moon_the_chosen_name_of_an_opponents_land():
    # Alpine Moon: "Lands your opponents control with the chosen name lose all land types and abilities, and
    # they gain "{T}: Add one mana of any color."" (CR 613.1d, 613.1f): bob's Tundra; not alice's own one.
    board = """
        players: [alice, bob]
        battlefield:
          - {card: Alpine Moon, controller: alice %s}
          - {card: Tundra, controller: bob, id: bobs}
          - {card: Tundra, controller: alice, id: alices}
    """
    chosen = could(board % ", chosen: {name: Tundra}")
    assert chosen.complete and chosen.types["alices"] == ("W", "U")
    assert _abilities(board % ", chosen: {name: Tundra}", "bobs") == {"{T}: Add one mana of any color."}
    assert not could(board % "").complete


def test_an_unknown_land_type_is_a_board_error():
    # Bad input: one line naming the field and the nearest land type.
    with pytest.raises(mtgasp.BoardError, match=r"unknown land type 'Swanp' \(did you mean: swamp"):
        board_from("""
            players: [alice]
            battlefield:
              - {card: Convincing Mirage, controller: alice, chosen: {land_type: Swanp}}
        """)


def test_illusionary_terrain_first_chosen_type_becomes_the_second():
    # "Basic lands of the first chosen type are the second chosen type." (CR 305.7, 613.1d): Islands chosen
    # first, Swamps second: a basic Island taps for {B}; a Forest and a nonbasic Island (Volcanic Island) are
    # not affected.
    board = """
        players: [alice]
        battlefield:
          - {card: Illusionary Terrain, controller: alice %s}
          - {card: Island, controller: alice, id: island}
          - {card: Forest, controller: alice, id: forest}
          - {card: Volcanic Island, controller: alice, id: volcanic}
    """
    result = could(board % ", chosen: {land_type: Island, second_land_type: Swamp}")
    assert result.complete and result.types["island"] == ("B",)
    assert result.types["forest"] == ("G",) and result.types["volcanic"] == ("U", "R")
    assert not could(board % ", chosen: {land_type: Island}").complete


# --- the last three of the group, hand-written (rules/cards/) ------------------------------------------

def test_lydari_druid_gives_each_land_its_own_type():
    # Lydari Druid: "for each land on the battlefield, choose a basic land type at random. Those lands become
    # the land types chosen this way." One effects: entry per type chosen; CR 305.7: a land that becomes a
    # Swamp taps for {B} only, whoever controls it.
    result = could("""
        players: [alice, bob]
        battlefield:
          - {card: Forest, controller: alice, id: forest}
          - {card: Island, controller: bob, id: island}
          - {card: Plains, controller: bob, id: plains}
        effects:
          - {card: Lydari Druid, controller: alice, targets: [forest, island], chosen: {land_type: Swamp}}
          - {card: Lydari Druid, controller: alice, targets: [plains], chosen: {land_type: Mountain}}
    """)
    assert result.complete
    assert (result.types["forest"], result.types["island"], result.types["plains"]) == (("B",), ("B",), ("R",))


def test_vision_charm_first_chosen_type_may_be_any_land_type():
    # Vision Charm: "Choose a land type and a basic land type. Each land of the first chosen type becomes the
    # second chosen type until end of turn." The first may be a nonbasic land type (CR 205.3i): Gates become
    # Swamps and lose their abilities (CR 305.7); other lands are not changed.
    result = could("""
        players: [alice, bob]
        battlefield:
          - {card: Forest, controller: alice, id: forest}
          - {card: Azorius Guildgate, controller: bob, id: gate}
        effects:
          - {card: Vision Charm, controller: alice, chosen: {land_type: Gate, second_land_type: Swamp}}
    """)
    assert result.complete and result.types == {"forest": ("G",), "gate": ("B",)}


def test_vision_charm_changes_every_land_of_the_first_type():
    # Vision Charm ruling 2004-10-04: "All lands changed are changed to the same type." Both Forests become
    # Islands; the Karoo (no Forest) keeps its own ability.
    result = could("""
        players: [alice, bob]
        battlefield:
          - {card: Forest, controller: alice, id: forest}
          - {card: Forest, controller: bob, id: forest-2}
          - {card: Azorius Chancery, controller: bob, id: karoo}
        effects:
          - {card: Vision Charm, controller: alice, chosen: {land_type: Forest, second_land_type: Island}}
    """)
    assert result.complete
    assert (result.types["forest"], result.types["forest-2"], result.types["karoo"]) == (("U",), ("U",), ("W", "U"))


@pytest.mark.slow
def test_kyoshi_earthbends_a_land_into_a_hasty_island_creature():
    # The Legend of Kyoshi, chapter II: "Earthbend X … That land becomes an Island in addition to its other
    # types." CR 701.66a: "becomes a 0/0 land creature with haste in addition to its other types. Put N +1/+1
    # counters on it." So a Forest that is new this turn can still tap (CR 302.6: it has haste), for {G} or {U}.
    board = board_from("""
        players: [alice]
        battlefield:
          - {card: Forest, controller: alice, id: forest, counters: {+1/+1: 3}, sick: true}
          - {card: The Legend of Kyoshi, controller: alice, id: saga}
        effects:
          - {card: The Legend of Kyoshi, controller: alice, targets: [forest]}
    """)
    shown = mtgasp.show(board, "forest").objects["forest"]
    assert "creature" in shown.card_types and "island" in shown.subtypes and shown.power_toughness == (3, 3)
    activation = mtgasp.can_activate(board, "forest", 1).abilities[0]
    assert activation.can_activate
    assert mtgasp.could_produce(board).types["forest"] == ("U", "G")


def test_a_permanent_whose_later_timestamp_may_be_renewed_is_incomplete():
    # CR 611.2c: a resolved effect affects only the objects there when it began; CR 613.7d: a permanent gets its
    # timestamp as it enters, but CR 613.7e-g: also as it becomes attached, turns face up or down or transforms.
    # An attached Forest with a later timestamp than Elsewhere Flask's effect may have been there when it began:
    # the effect is applied to it and the answer says so. An unattached one entered after it: not affected.
    effect = "effects:\n  - {card: Elsewhere Flask, controller: alice, chosen: {land_type: Island}, timestamp: 3}\n"
    head = "players: [alice]\nbattlefield:\n  - {card: Mountain, controller: alice, id: old, timestamp: 1}\n"
    renewed = could(head + "  - {card: Forest, controller: alice, id: new, timestamp: 5, attached_to: old}\n"
                    + effect)
    assert not renewed.complete and "613.7e-g" in said(renewed.incomplete["new"])[0]
    entered = could(head + "  - {card: Forest, controller: alice, id: new, timestamp: 5}\n" + effect)
    assert entered.complete and entered.types == {"old": ("U",), "new": ("G",)}
