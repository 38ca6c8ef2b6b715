"""Cards whose continuous effects work in several layers at once, written by hand with general terms (issue 26: the
effects that dependency research needs, CR 613.1, 613.6, 613.8): Kormus Bell and Humility. Each test cites the CR and
the cards' rulings."""
from __future__ import annotations

import pytest
from support import battlefield

import mtgasp


def test_kormus_bell_makes_each_swamp_a_1_1_black_creature_that_is_still_a_land():
    # "All Swamps are 1/1 black creatures that are still lands." CR 613.1d-e, 613.4b; ruling 2004-10-04: "The lands
    # are both lands and creatures at the same time." and "It affects Swamps controlled by any and all players."
    board = battlefield("{card: Kormus Bell, controller: alice}", "{card: Swamp, controller: bob, id: swamp}",
                        "{card: Forest, controller: alice, id: forest}")
    shown = mtgasp.show(board)
    assert shown.complete
    swamp, forest = shown.objects["swamp"], shown.objects["forest"]
    assert set(swamp.card_types) == {"land", "creature"} and swamp.colors == ("b",)
    assert swamp.power_toughness == (1, 1)
    assert forest.card_types == ("land",) and forest.power_toughness is None


def test_a_swamp_kormus_bell_animates_has_summoning_sickness():
    # Ruling 2008-08-01: "A noncreature permanent that turns into a creature can attack, and its {T} abilities can be
    # activated, only if its controller has continuously controlled that permanent since the beginning of their most
    # recent turn." (CR 302.6). A Swamp that came under alice's control this turn can't be tapped for {B}.
    board = battlefield("{card: Kormus Bell, controller: alice}", "{card: Swamp, controller: alice, id: swamp, sick: true}")
    check = mtgasp.can_activate(board, "swamp")
    assert check.complete and not check.abilities[0].can_activate
    assert [r.rule for r in check.abilities[0].reasons] == ["302.6"]
    pools = mtgasp.mana(board, "alice")
    assert pools.complete and {o.mana for o in pools.options} == {""}


def test_humility_removes_every_creatures_abilities_mana_abilities_too():
    # "All creatures lose all abilities and have base power and toughness 1/1." Ruling 2007-02-01: "Removes all
    # creature abilities. This includes mana abilities." (CR 613.1f, 613.4b). Llanowar Elves adds nothing; the Forest,
    # not a creature, keeps its ability.
    board = battlefield("{card: Humility, controller: alice}", "{card: Llanowar Elves, controller: alice, id: elves}",
                        "{card: Forest, controller: alice, id: forest}")
    answer = mtgasp.could_produce(board)
    assert answer.complete and answer.types["elves"] == () and answer.types["forest"] == ("G",)
    shown = mtgasp.show(board)
    elves = shown.objects["elves"]
    assert elves.power_toughness == (1, 1) and [(a.text, a.rule) for a in elves.lost_abilities] == [
        ("{T}: Add {G}.", "613.1f")]


def test_humility_and_kormus_bell_animated_swamps_lose_their_mana_ability():
    # Ruling on Humility (2007-02-01): "Animated lands will also lose the ability to tap for mana." Kormus Bell makes the
    # Swamp a creature in layer 4 (CR 613.1d), Humility removes its abilities in layer 6 (613.1f), its intrinsic
    # "{T}: Add {B}" (CR 305.6) included: it could produce nothing.
    board = battlefield("{card: Humility, controller: alice}", "{card: Kormus Bell, controller: alice}",
                        "{card: Swamp, controller: alice, id: swamp}")
    answer = mtgasp.could_produce(board)
    assert answer.complete and answer.types["swamp"] == ()


def test_mycosynth_lattice_makes_permanents_colorless_artifacts():
    # "All permanents are artifacts in addition to their other types." and "... permanents are colorless." (CR
    # 613.1d-e; rulings 2004-12-01). Llanowar Elves is a colorless Artifact Creature; Meteor Crater ("Choose a color of
    # a permanent you control. Add one mana of that color.") finds no color: it adds no mana (CR 106.5).
    board = battlefield("{card: Mycosynth Lattice, controller: alice}",
                        "{card: Llanowar Elves, controller: alice, id: elves}",
                        "{card: Meteor Crater, controller: alice, id: crater}")
    shown = mtgasp.show(board)
    elves = shown.objects["elves"]
    assert set(elves.card_types) == {"artifact", "creature"} and elves.colors == ()
    answer = mtgasp.could_produce(board)
    assert answer.complete and answer.types["crater"] == () and answer.types["elves"] == ("G",)


def _amoeboid_board(first: int, second: int) -> mtgasp.Board:
    # Two effects: entries of Amoeboid Changeling's abilities on bob's Llanowar Elves (an Elf Druid), the effect of
    # ability `first` created before the one of ability `second` (CR 611.2, 613.7a).
    return battlefield(
        "{card: Amoeboid Changeling, controller: alice, id: amoeba}",
        "{card: Llanowar Elves, controller: bob, id: elves}",
        effects=tuple(f"{{card: Amoeboid Changeling, controller: alice, source: amoeba, ability: {n}, targets: [elves]}}"
                      for n in (first, second)))


def test_amoeboid_changeling_a_creature_that_lost_all_creature_types_then_gains_them_has_them():
    # Ruling 2007-10-01: "If a creature loses all creature types but then gains a new creature type later in the
    # turn, it will be that new creature type." Layer 4 in timestamp order (CR 613.1d, 613.7): "loses all creature
    # types" (ability 3) then "gains all creature types" (ability 2): every creature type (CR 205.3m).
    shown = mtgasp.show(_amoeboid_board(3, 2))
    assert shown.complete
    subtypes = set(shown.objects["elves"].subtypes)
    assert {"elf", "druid", "sliver", "saproling"} <= subtypes and len(subtypes) > 250
    # The other order: gained, then lost: no creature type at all.
    shown = mtgasp.show(_amoeboid_board(2, 3))
    assert shown.complete and shown.objects["elves"].subtypes == ()


def test_xenograft_gives_the_chosen_type_in_addition_to_alices_creatures_only():
    # "Each creature you control is the chosen type in addition to its other types." (CR 613.1d, 205.1b; ruling
    # 2011-06-01: an existing creature type, CR 205.3m). alice's Llanowar Elves is an Elf Druid Warrior; bob's Grizzly
    # Bears is only a Bear.
    board = battlefield("{card: Xenograft, controller: alice, chosen: {creature_type: Warrior}}",
                        "{card: Llanowar Elves, controller: alice, id: elves}",
                        "{card: Grizzly Bears, controller: bob, id: bears}")
    shown = mtgasp.show(board)
    assert shown.complete
    assert set(shown.objects["elves"].subtypes) == {"elf", "druid", "warrior"}
    assert shown.objects["bears"].subtypes == ("bear",)


def test_xenograft_without_a_chosen_creature_type_says_so():
    # The type is chosen as it enters (CR 614.12a): a board that doesn't give it leaves the effect undefined, and
    # every answer says so instead of leaving the creatures as they are.
    board = battlefield("{card: Xenograft, controller: alice}", "{card: Llanowar Elves, controller: alice, id: elves}")
    shown = mtgasp.show(board)
    assert not shown.complete and "no_creature_type" in repr(shown)


def test_conspiracy_replaces_the_creature_types_and_reaches_lands_kormus_bell_animates():
    # "Creatures you control are the chosen type." Ruling 2013-09-20: "Affected spells, cards, and creatures lose all
    # of their other creature types" (CR 205.1a); ruling 2004-10-04: "This can grant a creature type to animated lands
    # and artifacts that would otherwise have no creature type." Conspiracy's effect has the earlier timestamp, but
    # it depends on Kormus Bell's (CR 613.8a: Kormus Bell makes the Swamp a creature, which is what Conspiracy's
    # filter reads), so it applies after it (613.8b): the Swamp is a Goblin, still a Swamp.
    board = battlefield("{card: Conspiracy, controller: alice, chosen: {creature_type: Goblin}}",
                        "{card: Kormus Bell, controller: bob}",
                        "{card: Llanowar Elves, controller: alice, id: elves}",
                        "{card: Swamp, controller: alice, id: swamp}",
                        "{card: Grizzly Bears, controller: bob, id: bears}")
    shown = mtgasp.show(board)
    assert shown.complete
    assert shown.objects["elves"].subtypes == ("goblin",)
    assert set(shown.objects["swamp"].subtypes) == {"swamp", "goblin"}
    assert shown.objects["bears"].subtypes == ("bear",)


def test_conspiracy_changes_library_cards_too_so_kinship_says_it_is_incomplete():
    # "The same is true for ... creature cards you own that aren't on the battlefield": the card a kinship ability
    # looks at (CR 207.2c) is changed too, which is not applied: the answer says so rather than "no".
    board = battlefield("{card: Conspiracy, controller: alice, chosen: {creature_type: Elf}}",
                        "{card: Wolf-Skull Shaman, controller: alice, id: wolf}",
                        extra="libraries:\n  alice: [Grizzly Bears]\n")
    answer = mtgasp.query(board, "kinship wolf")
    assert not answer.complete and "types_off_battlefield" in repr(answer)


@pytest.mark.parametrize("chosen", ["Vampire Knight", "Jace", "Artifact"])
def test_arcane_adaptation_the_chosen_type_is_one_existing_creature_type(chosen):
    # Ruling 2018-01-19: "you must choose an existing creature type, such as Vampire or Knight. You can't choose
    # multiple creature types, such as "Vampire Knight." Card types such as artifact can't be chosen, nor can subtypes
    # that aren't creature types, such as Jace, Vehicle, or Treasure." (CR 205.3m)
    with pytest.raises(mtgasp.BoardError, match=r"unknown creature type"):
        battlefield(f"{{card: Arcane Adaptation, controller: alice, chosen: {{creature_type: {chosen}}}}}")


def test_arcane_adaptation_adds_the_chosen_type_to_creatures_alice_controls():
    # "Creatures you control are the chosen type in addition to their other types." (CR 613.1d, 205.1b)
    board = battlefield("{card: Arcane Adaptation, controller: alice, chosen: {creature_type: Vampire}}",
                        "{card: Llanowar Elves, controller: alice, id: elves}",
                        "{card: Grizzly Bears, controller: bob, id: bears}")
    shown = mtgasp.show(board)
    assert shown.complete
    assert set(shown.objects["elves"].subtypes) == {"elf", "druid", "vampire"}
    assert shown.objects["bears"].subtypes == ("bear",)


def test_life_and_limb_forests_and_saprolings_are_1_1_green_saproling_creature_forest_lands():
    # "All Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in addition to their other
    # types." Rulings 2007-02-01: "Each Forest and Saproling will have the card types creature and land, and the
    # subtypes Forest and Saproling"; "Saprolings ... have the ability "{T}: Add {G}." Although they're Forests, they
    # are not basic lands" (CR 305.6, 613.1d-e, 613.4b, 613.6). Changeling Outcast is every creature type (CR
    # 702.73a), a Saproling too, as the ruling's Mistform Ultimus.
    board = battlefield("{card: Life and Limb, controller: alice}", "{card: Forest, controller: alice, id: forest}",
                        "{card: Changeling Outcast, controller: bob, id: outcast}",
                        "{card: Grizzly Bears, controller: bob, id: bears}")
    shown = mtgasp.show(board)
    assert shown.complete
    forest, outcast, bears = (shown.objects[i] for i in ("forest", "outcast", "bears"))
    assert set(forest.card_types) == {"land", "creature"} and set(forest.subtypes) == {"forest", "saproling"}
    assert forest.colors == ("g",) and forest.power_toughness == (1, 1) and forest.supertypes == ("basic",)
    assert set(outcast.card_types) == {"land", "creature"} and "forest" in outcast.subtypes
    assert outcast.colors == ("g",) and outcast.power_toughness == (1, 1) and outcast.supertypes == ()
    assert bears.card_types == ("creature",) and bears.power_toughness == (2, 2)
    answer = mtgasp.could_produce(board)
    assert answer.complete and answer.types["outcast"] == ("G",)


def test_life_and_limb_a_forest_that_entered_this_turn_has_summoning_sickness():
    # Ruling 2007-02-01: "Forests that enter the battlefield while Life and Limb is on the battlefield will enter the
    # battlefield as creatures. They'll have summoning sickness." (CR 302.6)
    board = battlefield("{card: Life and Limb, controller: alice}",
                        "{card: Forest, controller: alice, id: forest, sick: true}")
    check = mtgasp.can_activate(board, "forest")
    assert check.complete and not check.abilities[0].can_activate


def _blood_moon_board(blood_moon_first: bool, saproling: bool) -> mtgasp.Board:
    moon, life = "{card: Blood Moon, controller: bob}", "{card: Life and Limb, controller: alice}"
    entries = [moon, life] if blood_moon_first else [life, moon]
    entries.append("{card: Stomping Ground, controller: bob, id: ground}")
    if saproling:
        entries.append("{card: Changeling Outcast, controller: bob, id: outcast}")
    return battlefield(*entries)


@pytest.mark.parametrize("blood_moon_first", [True, False])
def test_life_and_limb_depends_on_blood_moon_which_makes_a_nonbasic_forest_no_forest(blood_moon_first):
    # CR 613.8a: Life and Limb depends on Blood Moon: applying Blood Moon ("Nonbasic lands are Mountains", CR 305.7)
    # makes Stomping Ground (Mountain Forest) no Forest, which changes what Life and Limb applies to. Blood Moon
    # doesn't depend on Life and Limb here: adding the type land to a land changes no "nonbasic land". So Blood Moon
    # applies first whatever the timestamps (613.8b): Stomping Ground is a Mountain land only, not a creature.
    shown = mtgasp.show(_blood_moon_board(blood_moon_first, saproling=False))
    assert shown.complete
    ground = shown.objects["ground"]
    assert ground.card_types == ("land",) and ground.subtypes == ("mountain",) and ground.power_toughness is None


@pytest.mark.parametrize("blood_moon_first", [True, False])
def test_life_and_limb_and_blood_moon_in_a_dependency_loop_apply_in_timestamp_order(blood_moon_first):
    # With a Saproling that is no land (Changeling Outcast), Blood Moon depends on Life and Limb too (it makes the
    # Saproling a nonbasic land, CR 613.8a): a dependency loop, applied in timestamp order (613.8b). Blood Moon first:
    # Stomping Ground is a Mountain, no Forest when Life and Limb applies. Life and Limb first: it is a 1/1 Saproling
    # creature and a Forest, then a Mountain (Blood Moon replaces the land types, CR 205.1a; 613.6 keeps it 1/1).
    shown = mtgasp.show(_blood_moon_board(blood_moon_first, saproling=True))
    assert shown.complete
    ground = shown.objects["ground"]
    if blood_moon_first:
        assert ground.card_types == ("land",) and ground.subtypes == ("mountain",)
    else:
        assert set(ground.card_types) == {"land", "creature"} and set(ground.subtypes) == {"mountain", "saproling"}
        assert ground.power_toughness == (1, 1)


def test_opalescence_animates_each_other_non_aura_enchantment_not_itself():
    # "Each other non-Aura enchantment is a creature in addition to its other types and has base power and base
    # toughness each equal to its mana value." Ruling 2004-10-04: "Does not animate itself. But can be animated by
    # another Opalescence." (CR 613.1d, 613.4b, 202.3). Utopia Sprawl, an Aura, stays an Aura.
    board = battlefield("{card: Opalescence, controller: alice, id: first}",
                        "{card: Opalescence, controller: bob, id: second}",
                        "{card: Forest, controller: bob, id: forest}",
                        "{card: Utopia Sprawl, controller: bob, id: sprawl, attached_to: forest, chosen: {color: G}}")
    shown = mtgasp.show(board)
    assert shown.complete
    for oid in ("first", "second"):
        assert set(shown.objects[oid].card_types) == {"enchantment", "creature"}
        assert shown.objects[oid].power_toughness == (4, 4)
    assert shown.objects["sprawl"].card_types == ("enchantment",) and shown.objects["sprawl"].power_toughness is None
    alone = mtgasp.show(battlefield("{card: Opalescence, controller: alice, id: first}"))
    assert alone.complete and alone.objects["first"].card_types == ("enchantment",)


@pytest.mark.parametrize("order, expected", [
    # Ruling 2006-02-01 (Humility and Opalescence): "With a Humility and two Opalescences on the battlefield, if
    # Humility has the latest timestamp, then all creatures are 1/1 with no abilities. If the timestamp order is
    # Opalescence, Humility, Opalescence, the second Opalescence is 1/1, and the Humility and first Opalescence are
    # 4/4. If Humility has the earliest timestamp, then everything is 4/4."
    (("first", "second", "humility"), {"first": (1, 1), "second": (1, 1), "humility": (1, 1)}),
    (("first", "humility", "second"), {"first": (4, 4), "second": (1, 1), "humility": (4, 4)}),
    (("humility", "first", "second"), {"first": (4, 4), "second": (4, 4), "humility": (4, 4)}),
])
def test_humility_and_two_opalescences_in_timestamp_order(order, expected):
    # Layer 4: each Opalescence animates Humility and the other one; layer 6: Humility removes every creature's
    # abilities, its own and the Opalescences' included; layer 7b: each effect that began applying still applies to
    # the same objects (CR 613.6), in timestamp order (613.7): the latest one sets the values.
    entries = {"first": "{card: Opalescence, controller: alice, id: first}",
               "second": "{card: Opalescence, controller: alice, id: second}",
               "humility": "{card: Humility, controller: alice, id: humility}"}
    shown = mtgasp.show(battlefield(*(entries[o] for o in order)))
    assert shown.complete
    assert {o: shown.objects[o].power_toughness for o in expected} == expected
    assert all(shown.objects[o].abilities == () for o in expected)


def _blood_sun_board() -> mtgasp.Board:
    return battlefield("{card: Blood Sun, controller: alice}",
                       "{card: \"Urborg, Tomb of Yawgmoth\", controller: bob, id: urborg}",
                       "{card: Forest, controller: bob, id: forest}",
                       "{card: Mishra's Factory, controller: bob, id: factory}")


def test_blood_sun_lands_keep_only_their_mana_abilities():
    # "All lands lose all abilities except mana abilities." (CR 613.1f, 605.1a; ruling 2018-01-19: "A mana ability is
    # an ability that produces mana, not an ability that costs mana.") Mishra's Factory keeps "{T}: Add {C}." and
    # loses its animation and its pump ability.
    shown = mtgasp.show(_blood_sun_board())
    assert shown.complete
    factory = shown.objects["factory"]
    assert "{T}: Add {C}." in [a.text for a in factory.abilities]
    assert {a.rule for a in factory.lost_abilities} == {"613.1f"} and len(factory.lost_abilities) == 2


def test_blood_sun_urborgs_type_change_applies_before_it_loses_the_ability():
    # Ruling 2018-01-19: "If a land has an ability that continuously changes the types of other lands (such as Urborg,
    # Tomb of Yawgmoth does), that ability will apply before Blood Sun removes that land's abilities." (layer 4
    # before layer 6, CR 613.1d, 613.1f): the Forest is a Swamp too and could produce {B}.
    answer = mtgasp.could_produce(_blood_sun_board())
    assert answer.complete and answer.types["forest"] == ("B", "G")


def test_blood_sun_a_land_loses_its_enters_tapped_ability_before_it_applies():
    # Ruling 2018-01-19: "If a land has an ability that causes it to enter the battlefield tapped, it will lose that
    # ability before it applies." (CR 614.12: the land as it would exist on the battlefield). Dismal Backwater enters
    # untapped.
    r = mtgasp.orderings(_blood_sun_board(), mtgasp.EnterEvent("Dismal Backwater", "alice"))
    assert r.complete and {o.result["tapped"] for o in r.outcomes} == {False}


def test_a_dependency_loop_with_a_dependency_outside_it_is_a_point_the_readings_decide():
    # CR 613.8b on a board of five objects (the witness of docs/research.md): Life and Limb and Blood Moon form a loop
    # (Blood Moon would make Stomping Ground no Forest; Life and Limb would make bob's Changeling Outcast, a Saproling
    # (CR 702.73a), a nonbasic land), and Life and Limb also depends on bob's Conspiracy (Goblin), which would make the
    # Outcast no Saproling (CR 613.8a). dependency_loop=still_waits: Life and Limb waits for Conspiracy; Blood Moon
    # applies first, then Conspiracy, then Life and Limb, which then applies to nothing. ignores_all: the loop
    # ignores every dependency, timestamp order: Life and Limb first (it reaches both), then Blood Moon, then
    # Conspiracy (CR 613.6: Stomping Ground stays a green 1/1).
    board = battlefield("{card: Life and Limb, controller: alice}", "{card: Blood Moon, controller: alice}",
                        "{card: Conspiracy, controller: bob, chosen: {creature_type: Goblin}}",
                        "{card: Changeling Outcast, controller: bob, id: outcast}",
                        "{card: Stomping Ground, controller: alice, id: ground}")
    waits = mtgasp.show(board, readings={"dependency_loop": "still_waits"})
    assert waits.complete
    assert waits.objects["ground"].card_types == ("land",) and waits.objects["ground"].subtypes == ("mountain",)
    assert waits.objects["outcast"].card_types == ("creature",) and waits.objects["outcast"].subtypes == ("goblin",)
    ignores = mtgasp.show(board, readings={"dependency_loop": "ignores_all"})
    assert ignores.complete
    ground, outcast = ignores.objects["ground"], ignores.objects["outcast"]
    assert set(ground.subtypes) == {"mountain", "saproling"} and ground.power_toughness == (1, 1)
    assert ground.colors == ("g",)
    assert set(outcast.card_types) == {"land", "creature"} and set(outcast.subtypes) == {"goblin", "mountain"}


def test_dependencies_determined_again_after_each_effect_is_a_point_the_readings_decide():
    # CR 613.8c on the same five objects, Conspiracy first: before any effect applies, Life and Limb and Blood Moon are
    # in a loop (as above) and Life and Limb waits for Conspiracy. Conspiracy applies first; the Outcast is then a
    # Goblin only, so Blood Moon no longer depends on Life and Limb. dependency_recheck=once keeps the loop: timestamp
    # order, Life and Limb before Blood Moon (Stomping Ground is a 1/1 Saproling, then a Mountain); each_step
    # determines the dependencies again (613.8c): Life and Limb depends on Blood Moon only, Blood Moon applies first
    # and Stomping Ground is no Forest when Life and Limb applies.
    board = battlefield("{card: Conspiracy, controller: bob, chosen: {creature_type: Goblin}}",
                        "{card: Life and Limb, controller: alice}", "{card: Blood Moon, controller: alice}",
                        "{card: Changeling Outcast, controller: bob, id: outcast}",
                        "{card: Stomping Ground, controller: alice, id: ground}")
    once = mtgasp.show(board, readings={"dependency_recheck": "once"})
    assert once.complete and set(once.objects["ground"].subtypes) == {"mountain", "saproling"}
    again = mtgasp.show(board, readings={"dependency_recheck": "each_step"})
    assert again.complete and again.objects["ground"].subtypes == ("mountain",)
    assert again.objects["ground"].card_types == ("land",)
    assert once.objects["outcast"].subtypes == again.objects["outcast"].subtypes == ("goblin",)
