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
