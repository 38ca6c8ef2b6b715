"""Cards whose continuous effects work in several layers at once, written by hand with general terms (issue 26: the
effects that dependency research needs, CR 613.1, 613.6, 613.8): Kormus Bell and Humility. Each test cites the CR and
the cards' rulings."""
from __future__ import annotations

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
