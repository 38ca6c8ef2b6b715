"""Mana abilities and what they could produce (CR 106.7, 605.1a-b): abilities read in every wording of the
Oracle text ("Add an amount of", "Add six", a flavor word before the ability), mana abilities granted by other
permanents, triggered mana abilities, devotion (CR 700.5), and the mana lands of the official rulings. Each test
states what the rules decide (citing the CR or the ruling) and, where the engine may not read a card, accepts an
answer marked incomplete: a wrong answer marked complete fails it."""
from __future__ import annotations

import pytest
from support import battlefield, board_from, enter_outcomes

import mtgasp
from mtgasp import TapEvent


def _alone(card: str, extra: str = "") -> mtgasp.Board:
    return board_from(f"players: [alice]\nbattlefield:\n  - {{card: \"{card}\", controller: alice, id: it}}\n{extra}")


def _mana(answer: mtgasp.Produce, number: int) -> set[str]:
    ability = next((a for a in answer.abilities if a.ability == number), None)
    return set() if ability is None else {o.mana for o in ability.outcomes}


def test_an_object_with_all_activated_abilities_of_lands():
    # Manascape Refractor: "This artifact has all activated abilities of all lands on the battlefield." A
    # Forest's intrinsic "{T}: Add {G}" (CR 305.6) is one: the Refractor could produce {G} (CR 106.7).
    answer = mtgasp.could_produce(board_from("players: [alice]\nbattlefield:\n"
                                             "  - {card: Manascape Refractor, controller: alice, id: refr}\n"
                                             "  - {card: Forest, controller: alice}\n"))
    assert answer.types["refr"] == ("G",) or not answer.complete


# --- "Add an amount of {G}", "Add six {G}", "Add X {G}": mana abilities (CR 605.1a) ---------------------------

@pytest.mark.slow
def test_add_an_amount_equal_to_power_is_a_mana_ability():
    # Marwyn, the Nurturer: "{T}: Add an amount of {G} equal to Marwyn's power." An activated ability without a
    # target that could add mana is a mana ability (CR 605.1a): with two +1/+1 counters Marwyn (3/3) could
    # produce {G} (CR 106.7). "-" must not be a complete answer, nor "no mana" a complete list of pools.
    board = board_from("players: [alice]\nbattlefield:\n"
                       "  - {card: \"Marwyn, the Nurturer\", controller: alice, id: it, counters: {\"+1/+1\": 2}}\n")
    answer = mtgasp.could_produce(board)
    assert answer.types["it"] == ("G",) or not answer.complete
    pools = mtgasp.mana(board, "alice")
    assert "GGG" in {o.mana for o in pools.options} or not pools.complete


@pytest.mark.slow
def test_add_six_is_a_mana_ability():
    # Castle Garenbrig: "{2}{G}{G}, {T}: Add six {G}. ..." (CR 605.1a). Its produce answer can't list only
    # "{T}: Add {G}." as complete.
    produced = mtgasp.produce(_alone("Castle Garenbrig"), "it")
    numbers = {a.ability for a in produced.abilities}
    assert 3 in numbers or not produced.complete


def test_flavor_word_before_a_static_ability_effect():
    # Toxicrene: "Hypertoxic Miasma — All lands have "{T}: Add one mana of any color" and lose all other
    # abilities." (a flavor word, CR 207.2d). alice's Forest then could produce any color (CR 106.7, 613.1f);
    # "{G}" must not be a complete answer.
    answer = mtgasp.could_produce(board_from("players: [alice]\nbattlefield:\n"
                                             "  - {card: Toxicrene, controller: alice}\n"
                                             "  - {card: Forest, controller: alice, id: f}\n"))
    assert answer.types["f"] == ("W", "U", "B", "R", "G") or not answer.complete


# --- "Whenever you tap a land for {C}": a triggered mana ability (CR 605.1b) ----------------------------------

def test_tapped_for_a_mana_symbol_triggers_a_mana_ability():
    # Ultima, Origin of Oblivion: "Whenever you tap a land for {C}, add an additional {C}." It triggers from a
    # mana ability and adds mana: a triggered mana ability (CR 605.1b). alice's Wastes gives {C}{C}.
    pools = mtgasp.mana(board_from("players: [alice]\nbattlefield:\n"
                                   "  - {card: \"Ultima, Origin of Oblivion\", controller: alice}\n"
                                   "  - {card: Wastes, controller: alice}\n"), "alice")
    assert "CC" in {o.mana for o in pools.options} or not pools.complete


# --- A granted mana ability after another granted ability (compiler/kinds.py, _ABILITY) ------------------------
# The cue wants the quotation mark right after "have"/"has": 'have vigilance and "{T}: Add ..."' is kind `other`.

def test_esika_grants_a_mana_ability_to_other_legendary_creatures():
    # Esika, God of the Tree: 'Other legendary creatures you control have vigilance and "{T}: Add one mana of any
    # color."' (layer 6, CR 613.1f). Isamaru, Hound of Konda, a legendary creature, has that mana ability and could
    # produce every color (CR 106.7). "-" can't be a complete answer.
    board = battlefield("{card: \"Esika, God of the Tree\", controller: alice, id: esika}",
                        "{card: \"Isamaru, Hound of Konda\", controller: alice, id: isamaru}")
    answer = mtgasp.could_produce(board)
    assert answer.types["isamaru"] == ("W", "U", "B", "R", "G") or not answer.complete


def test_an_aura_grants_a_mana_ability_after_ward():
    # Leyline Immersion: 'Enchanted creature has ward {2} and "{T}: Add five mana in any combination of colors.
    # Spend this mana only to cast spells."' The enchanted Isamaru could produce every color (CR 106.7, 613.1f).
    board = battlefield("{card: \"Isamaru, Hound of Konda\", controller: alice, id: isamaru}",
                        "{card: Leyline Immersion, controller: alice, attached_to: isamaru}")
    answer = mtgasp.could_produce(board)
    assert answer.types["isamaru"] == ("W", "U", "B", "R", "G") or not answer.complete


# --- Devotion increased (CR 700.5, 700.5a) ----------------------------------------------------------------------

def test_altar_of_the_pantheon_increases_devotion():
    # Altar of the Pantheon: "Your devotion to each color and each combination of colors is increased by one."
    # (CR 700.5a: effects that modify devotion.) With Grizzly Bears ({1}{G}) alice's devotion to green is 2 and to
    # each other color 1: Nykthos, Shrine to Nyx's "{2}, {T}: Choose a color. Add an amount of mana of that color
    # equal to your devotion to that color" adds {W}, {U}, {B}, {R} or {G}{G}, never no mana, never one {G}.
    board = battlefield("{card: \"Nykthos, Shrine to Nyx\", controller: alice, id: nykthos}",
                        "{card: Altar of the Pantheon, controller: alice}",
                        "{card: Grizzly Bears, controller: alice}")
    produced = mtgasp.produce(board, "nykthos")
    assert _mana(produced, 2) == {"W", "U", "B", "R", "GG"} or not produced.complete


# --- A designation the board can't give (renowned, CR 702.112b) -----------------------------------------------------

def test_a_renowned_creature_has_a_mana_ability():
    # Honored Hierarch: "As long as this creature is renowned, it has vigilance and "{T}: Add one mana of any
    # color."" Renowned is a designation (CR 702.112b) the board format can't give: the Hierarch could produce
    # every color, or nothing (CR 106.7). "-" can't be a complete answer.
    board = battlefield("{card: Honored Hierarch, controller: alice, id: hh}")
    answer = mtgasp.could_produce(board)
    assert answer.types["hh"] == ("W", "U", "B", "R", "G") or not answer.complete


# --- Mana: Squandered Resources, Deep Water, Hall of Gemstone, Mystic Gate, Spire of Industry ----------

@pytest.mark.slow
def test_squandered_resources_could_produce_what_a_land_you_control_could_cr_106_7():
    b = battlefield("{card: Squandered Resources, controller: alice, id: sr}", "{card: Forest, controller: alice}",
                    "{card: Island, controller: alice}", "{card: Swamp, controller: bob}")
    assert mtgasp.could_produce(b).types["sr"] == ("U", "G")
    (ability,) = mtgasp.can_activate(b, "sr").abilities
    assert ability.can_activate
    # CR 118.3: with no land to sacrifice it can't be activated; it could produce nothing (ruling 2004-10-04:
    # a land that can't produce mana may be sacrificed, for no mana).
    alone = battlefield("{card: Squandered Resources, controller: alice, id: sr}", "{card: Swamp, controller: bob}")
    assert mtgasp.could_produce(alone).types["sr"] == ()
    (blocked,) = mtgasp.can_activate(alone, "sr").abilities
    assert not blocked.can_activate and blocked.reasons[0].rule == "118.3"
    # Sequences of activations sacrifice a land after tapping it (CR 701.21a: a sacrificed permanent is gone,
    # so it is tapped first): the Island's {U} then the sacrificed Island's {U}, or the Forest's. Its cost
    # sacrifices another permanent, so it can be activated again (CR 602.2): both lands tapped, then both
    # sacrificed, give {U}{U}{G}{G}, each sacrifice adding a type its own land could produce (issue 32: once per
    # land it could sacrifice, rules/mana/mana_sequence.lp): the one maximal pool, and the answer is complete.
    pools = mtgasp.mana(b, "alice")
    assert [o.mana for o in pools.options] == ["UUGG"]
    assert pools.complete


def test_deep_water_keeps_the_amount_all_blue_ruling_2008_08_01():
    # "The amount of mana produced is unchanged, but it will all be {U}." Lands alice controls only.
    b = battlefield("{card: Ancient Tomb, controller: alice, id: tomb}", "{card: Forest, controller: bob}",
                    effects=("{card: Deep Water, controller: alice}",))
    assert [o.result["mana"] for o in mtgasp.orderings(b, TapEvent("tomb")).outcomes] == ["UU"]
    assert mtgasp.could_produce(b).types == {"tomb": ("U",), "forest": ("G",)}


def test_hall_of_gemstone_colored_mana_only_ruling_2016_08_23():
    # "Colorless mana added to a player's mana pool isn't affected"; not a land (Birds of Paradise): not
    # affected; no color chosen yet this turn: no effect.
    # The effect of this turn's trigger is an effects: entry with the color chosen (CR 611.2).
    b = battlefield("{card: Tropical Island, controller: alice}", "{card: Wastes, controller: alice}",
                    "{card: Birds of Paradise, controller: alice, id: birds}",
                    effects=("{card: Hall of Gemstone, controller: bob, chosen: {color: R}}",))
    result = mtgasp.could_produce(b)
    got = result.types
    assert got["tropical-island"] == ("R",) and got["wastes"] == ("C",) and got["birds"] == ("W", "U", "B", "R", "G")
    assert result.complete
    # The Hall on the battlefield without this turn's effect listed: its upkeep trigger creates the effect when
    # it resolves (CR 603, 611.2), and the board says none is in force: unchanged, and complete.
    none = battlefield("{card: Hall of Gemstone, controller: bob}", "{card: Tropical Island, controller: alice}")
    result = mtgasp.could_produce(none)
    assert result.types["tropical-island"] == ("U", "G") and result.complete


@pytest.mark.slow
def test_mystic_gate_wu_under_mana_reflection_is_wwuu_ruling_2008_05_01():
    # Mana Reflection ruling 2008-05-01: "if you tap Mystic Gate for {W}{U}, it will produce {W}{W}{U}{U}".
    b = battlefield("{card: Mystic Gate, controller: alice, id: gate}", "{card: Mana Reflection, controller: alice}",
                    "{card: Plains, controller: alice}")
    r = mtgasp.orderings(b, TapEvent("gate", 2))
    assert sorted(o.result["mana"] for o in r.outcomes) == ["UUUU", "WWUU", "WWWW"]
    # CR 107.4e: {W/U} is paid with white or blue mana: one of the Plains' two {W} pays it, never {C}.
    pools = mtgasp.mana(b, "alice")
    assert pools.complete and {o.mana for o in pools.options} == {"WWWWW", "WWWUU", "WUUUU", "WWCC"}


@pytest.mark.slow
def test_spire_of_industry_needs_an_artifact_to_activate_not_to_be_reflected_naga_vitalist_ruling():
    # Naga Vitalist ruling 2017-04-18: "If you control Spire of Industry and Naga Vitalist, you can tap Naga
    # Vitalist for any color of mana. It doesn't matter whether you control an artifact" (CR 106.7).
    b = battlefield("{card: Spire of Industry, controller: alice, id: spire}",
                    "{card: Naga Vitalist, controller: alice, id: naga}")
    got = mtgasp.could_produce(b).types
    assert got["naga"] == ("W", "U", "B", "R", "G", "C") and got["spire"] == ("W", "U", "B", "R", "G", "C")
    first, second = mtgasp.can_activate(b, "spire").abilities
    assert first.can_activate and not second.can_activate and second.reasons[0].rule == "602.1b"
    with_artifact = battlefield("{card: Spire of Industry, controller: alice, id: spire}", "{card: Sol Ring, controller: alice}")
    assert all(a.can_activate for a in mtgasp.can_activate(with_artifact, "spire").abilities)


def test_a_verge_needs_either_land_type_to_activate_its_second_ability():
    # Gloomlake Verge: "{T}: Add {B}. Activate only if you control an Island or a Swamp." (CR 602.1b, 602.5). A
    # nonbasic land with the subtype counts (CR 205.3: Watery Grave is an Island Swamp); what it could produce ignores
    # the restriction (CR 106.7: "Ignore whether any costs of the ability could or could not be paid"; the Naga
    # Vitalist ruling above). The ability was unmodelled before: every answer of its board was incomplete.
    def verge_with(other: str) -> mtgasp.Board:
        return battlefield("{card: Gloomlake Verge, controller: alice, id: verge}", f"{{card: {other}, controller: alice}}")
    alone = verge_with("Mountain")
    first, second = mtgasp.can_activate(alone, "verge").abilities
    assert first.can_activate and not second.can_activate and second.reasons[0].rule == "602.1b"
    assert mtgasp.could_produce(alone).types["verge"] == ("U", "B")
    pools = mtgasp.mana(alone, "alice")
    assert pools.complete and [o.mana for o in pools.options] == ["UR"]
    for land in ("Swamp", "Island", "Watery Grave"):
        assert all(a.can_activate for a in mtgasp.can_activate(verge_with(land), "verge").abilities), land
    pools = mtgasp.mana(verge_with("Island"), "alice")
    assert pools.complete and sorted(o.mana for o in pools.options) == ["UB", "UU"]


def test_an_ability_word_has_no_rules_meaning_mox_opal():
    # CR 207.2c: "Metalcraft — {T}: Add one mana of any color. Activate only if you control three or more artifacts."
    # is read as the ability after the ability word; Mox Opal counts itself (it is an artifact you control).
    def opal_with(*others: str) -> mtgasp.Board:
        return battlefield("{card: Mox Opal, controller: alice, id: opal}",
                           *(f"{{card: {o}, controller: alice}}" for o in others))
    (two,) = mtgasp.can_activate(opal_with("Sol Ring"), "opal").abilities
    assert not two.can_activate and two.reasons[0].rule == "602.1b"
    (three,) = mtgasp.can_activate(opal_with("Sol Ring", "Mind Stone"), "opal").abilities
    assert three.can_activate
    answer = mtgasp.could_produce(opal_with("Sol Ring"))
    assert answer.complete and answer.types["opal"] == ("W", "U", "B", "R", "G")


# --- Crumbling Vestige (CR 106.7, 605.5a) --------------------------------------------------------------

@pytest.mark.slow
def test_crumbling_vestige_enters_tapped_and_could_produce_any_color_cr_106_7():
    # Its enters trigger is not a mana ability (CR 605.5a), so produce lists only {T}: Add {C}; but it is an
    # ability of the permanent that would add mana of any color if it resolved (CR 106.7), and Reflecting Pool
    # reflects it.
    assert enter_outcomes(battlefield("{card: Forest, controller: bob}"), "Crumbling Vestige", "alice") == [
        ("alice", "", True, 0, (), 1)]
    b = battlefield("{card: Crumbling Vestige, controller: alice, id: vestige}", "{card: Reflecting Pool, controller: alice}")
    got = mtgasp.could_produce(b).types
    assert got["vestige"] == ("W", "U", "B", "R", "G", "C") and got["reflecting-pool"] == got["vestige"]
    assert [a.ability for a in mtgasp.produce(b, "vestige").abilities] == [3]
