"""Red team, session 15, second front: could-produce, produce, mana, can-activate, show and query on Commander boards
of real cards. Each case states what the Comprehensive Rules or an official ruling says."""
from __future__ import annotations

import mtgasp


def board(*entries: str, head: str = "players: [alice, bob]\n") -> mtgasp.Board:
    return mtgasp.parse_board(head + "battlefield:\n" + "".join(f"  - {e}\n" for e in entries))


# --- show: the intrinsic ability of a land type two effects give -------------------------------------------------

def test_a_land_type_two_effects_give_has_its_intrinsic_ability_once():
    """CR 305.6: a land with a basic land type "has the intrinsic ability" of that type: one ability, however many
    effects give it the type. Blood Moon (earlier) makes Urborg a Mountain (CR 305.7), then Prismatic Omen ("Lands
    you control are every basic land type in addition to their other types", CR 613.7 timestamps) gives it Mountain
    again: `show` listed "{T}: Add {R}." twice, once from each effect, complete. The type came last from the Omen."""
    b = board("{card: Blood Moon, controller: bob, timestamp: 1}",
              "{card: Prismatic Omen, controller: alice, timestamp: 2}",
              "{card: 'Urborg, Tomb of Yawgmoth', controller: alice, id: urborg, timestamp: 3}")
    view = mtgasp.show(b).objects["urborg"]
    texts = [a.text for a in view.abilities]
    assert sorted(texts) == sorted(["{T}: Add {W}.", "{T}: Add {U}.", "{T}: Add {B}.", "{T}: Add {R}.", "{T}: Add {G}."])
    assert {a.source for a in view.abilities} == {"prismatic-omen"}


def test_a_land_type_the_later_set_gives_is_from_that_effect():
    """The same with the timestamps the other way: the Omen gives Mountain first, Blood Moon (later) sets it
    again (CR 305.7, 613.7): one "{T}: Add {R}.", from Blood Moon, the only ability left."""
    b = board("{card: Prismatic Omen, controller: alice, timestamp: 1}",
              "{card: Blood Moon, controller: bob, timestamp: 2}",
              "{card: 'Urborg, Tomb of Yawgmoth', controller: alice, id: urborg, timestamp: 3}")
    view = mtgasp.show(b).objects["urborg"]
    assert [(a.text, a.source) for a in view.abilities] == [("{T}: Add {R}.", "blood-moon")]


# --- can-activate: haste given by a static ability (CR 302.6, 702.10c) --------------------------------------------

def _activations(b: mtgasp.Board, obj: str) -> mtgasp.CanActivate:
    return mtgasp.can_activate(b, obj)


def test_haste_given_to_creatures_you_control_lifts_summoning_sickness():
    """CR 302.6, 702.10c: a creature's {T} ability can't be activated unless it has been under its controller's control
    continuously since their most recent turn began, or it has haste. Fires of Yavimaya: "Creatures you control have
    haste." Alice's Llanowar Elves that came this turn can tap for {G}; Bob's can't. The answer was "no" and
    incomplete (the grant was not read)."""
    b = board("{card: Fires of Yavimaya, controller: alice}",
              "{card: Llanowar Elves, controller: alice, sick: true, id: elf}",
              "{card: Llanowar Elves, controller: bob, sick: true, id: bobs-elf}")
    mine, bobs = _activations(b, "elf"), _activations(b, "bobs-elf")
    assert mine.complete and bobs.complete
    assert [a.can_activate for a in mine.abilities] == [True]
    assert [a.can_activate for a in bobs.abilities] == [False]


def test_an_equipment_gives_haste_to_the_creature_it_is_attached_to():
    """CR 301.5, 702.10c: Lightning Greaves ("Equipped creature has haste and shroud.") lets the Birds of Paradise it
    equips tap for mana the turn it came (CR 302.6); another sick creature still can't."""
    b = board("{card: Birds of Paradise, controller: alice, sick: true, id: bop}",
              "{card: Lightning Greaves, controller: alice, attached_to: bop}",
              "{card: Llanowar Elves, controller: alice, sick: true, id: elf}")
    birds, elf = _activations(b, "bop"), _activations(b, "elf")
    assert birds.complete and elf.complete
    assert all(a.can_activate for a in birds.abilities if a.mana_ability)
    assert [a.can_activate for a in elf.abilities] == [False]


# --- show: power and toughness of anthems and Equipment (CR 613.4c) -----------------------------------------------

def test_an_anthem_and_an_equipment_modify_power_and_toughness():
    """CR 613.4c (layer 7c): Glorious Anthem's "Creatures you control get +1/+1." and Heirloom Blade's "Equipped
    creature gets +3/+1." Alice's Grizzly Bears (2/2) equipped: 6/4; Bob's: 2/2. Every p/t was 'not proven'."""
    b = board("{card: Glorious Anthem, controller: alice}",
              "{card: Grizzly Bears, controller: alice, id: bears}",
              "{card: Heirloom Blade, controller: alice, attached_to: bears}",
              "{card: Grizzly Bears, controller: bob, id: bobs-bears}")
    shown = mtgasp.show(b)
    assert shown.complete
    assert shown.objects["bears"].power_toughness == (6, 4)
    assert shown.objects["bobs-bears"].power_toughness == (2, 2)


# --- could-produce: a commander whose abilities name a color without defining one (CR 903.4) ----------------------

def test_a_commander_keeping_unspent_mana_has_its_mana_cost_identity():
    """CR 903.4: a commander's color identity is the colors of the mana symbols of its mana cost and rules text, and
    its color indicator or characteristic-defining abilities. Omnath, Locus of Mana ({2}{G}) says "You don't lose unspent
    green mana as steps and phases end." (CR 500.4: it changes nothing at one moment, and defines no color): Command
    Tower adds {G}, complete (it was incomplete, as if the ability might define Omnath's colors)."""
    b = board("{card: Command Tower, controller: alice}",
              head="players: [alice, bob]\ncommanders:\n  alice: 'Omnath, Locus of Mana'\n")
    answer = mtgasp.could_produce(b)
    assert answer.complete
    assert answer.types["command-tower"] == ("G",)


def test_the_kindred_equipment_give_their_power_and_toughness():
    """CR 613.4c: Cloak and Dagger ("Equipped creature gets +2/+0 and has shroud.") and Obsidian Battle-Axe ("Equipped
    creature gets +2/+1 and has haste."). Their hand-written files gave the keyword and not the bonus: a Grizzly Bears
    equipped with Cloak and Dagger was 2/2, complete; it is 4/2, and one with the Axe 4/3."""
    b = board("{card: Grizzly Bears, controller: alice, id: bears}",
              "{card: Cloak and Dagger, controller: alice, attached_to: bears}",
              "{card: Grizzly Bears, controller: alice, id: bears-2}",
              "{card: Obsidian Battle-Axe, controller: alice, attached_to: bears-2}")
    shown = mtgasp.show(b)
    assert shown.complete
    assert shown.objects["bears"].power_toughness == (4, 2)
    assert shown.objects["bears-2"].power_toughness == (4, 3)


def test_a_lord_gives_other_creatures_of_its_type_you_control_the_bonus():
    """CR 613.4c, 109.1: Elvish Archdruid's "Other Elf creatures you control get +1/+1." reaches Alice's Llanowar
    Elves (1/1: 2/2), not itself (2/2), not Bob's Elves (1/1). Under Conspiracy naming Elf (CR 205.3: "Creatures you
    control are the chosen type"), Alice's Grizzly Bears is an Elf too: 3/3. It was 'not proven' for every creature."""
    b = board("{card: Elvish Archdruid, controller: alice, id: archdruid}",
              "{card: Llanowar Elves, controller: alice, id: elf}",
              "{card: Llanowar Elves, controller: bob, id: bobs-elf}",
              "{card: Conspiracy, controller: alice, chosen: {creature_type: Elf}}",
              "{card: Grizzly Bears, controller: alice, id: bears}")
    shown = mtgasp.show(b)
    assert shown.complete
    pt = {o: shown.objects[o].power_toughness for o in ("archdruid", "elf", "bobs-elf", "bears")}
    assert pt == {"archdruid": (2, 2), "elf": (2, 2), "bobs-elf": (1, 1), "bears": (3, 3)}


# --- mana --cost: a payment found is not made doubtful by mana that could only add more (CR 106.6) ---------------

def test_a_cost_paid_without_restricted_mana_is_complete():
    """CR 106.6: Eldrazi Temple's {C}{C} "Spend this mana only to cast colorless Eldrazi spells or activate abilities of
    colorless Eldrazi" is not spent on the cost asked about (which spell it is for is not given), and may pay some
    mana abilities' costs (so the pools may miss some). A cost paid without it is paid: {2} with the Forest and the
    Temple's {C} is payable and complete (it was incomplete, for the pools' note). A cost that only the restricted mana
    could pay stays incomplete."""
    b = board("{card: Eldrazi Temple, controller: alice}", "{card: Forest, controller: alice}",
              "{card: Golgari Signet, controller: alice}")
    paid = mtgasp.mana(b, "alice", cost="{2}")
    assert paid.cost is not None and paid.cost.payable and paid.complete
    unpaid = mtgasp.mana(b, "alice", cost="{4}")
    assert unpaid.cost is not None and not unpaid.cost.payable and not unpaid.complete
