"""Mana abilities whose mana the board decides as they resolve (rules/mana/mana_amounts.lp, mana_abilities.lp): an
amount that counts permanents or counters (CR 107.1, 122.1, 608.2h), devotion (CR 700.5), a color among permanents
(Mox Amber), the colors of the card exiled with it (Chrome Mox, CR 607.2a), and the ability's own "add ... instead"
under a condition on the board (CR 614.15: Leafkin Druid, Gemstone Caverns, Incubation Druid, Ugin's Labyrinth).
Each asks could-produce (CR 106.7) and `mana` (what the player can make)."""
from __future__ import annotations

from support import battlefield, compiled

import mtgasp
from mtgasp.render.words import say

COLORS = ("W", "U", "B", "R", "G")


def _pools(board: mtgasp.Board, player: str = "alice") -> set[str]:
    answer = mtgasp.mana(board, player)
    assert answer.complete, answer
    return {o.mana for o in answer.options}


def _types(board: mtgasp.Board, oid: str) -> tuple[str, ...]:
    answer = mtgasp.could_produce(board)
    assert answer.complete, answer
    return answer.types[oid]


# -- counts and counters (CR 107.1)

def test_the_number_of_allies_you_control():
    # Harabaz Druid (an Ally): "{T}: Add X mana of any one color, where X is the number of Allies you control." With
    # one more Ally alice controls (Kazandu Blademaster) and one bob controls, X is 2 (CR 107.1: counted as it resolves).
    board = battlefield('{card: "Harabaz Druid", controller: alice, id: hd}',
                        '{card: "Kazandu Blademaster", controller: alice}',
                        '{card: "Kazandu Blademaster", controller: bob}')
    assert _pools(board) == {c * 2 for c in COLORS}
    assert _types(board, "hd") == COLORS


def test_other_gates_and_elves_on_the_battlefield():
    # Baldur's Gate: "{2}, {T}: Add X mana of any one color, where X is the number of other Gates you control" (itself
    # not counted); Wirewood Channeler: "... where X is the number of Elves on the battlefield" (every player's).
    gate = battlefield('{card: "Baldur\'s Gate", controller: alice, id: bg}')
    assert _types(gate, "bg") == ("C",)  # its {C} ability; the other adds 0 mana with no other Gate (CR 106.7)
    elves = battlefield('{card: "Wirewood Channeler", controller: alice, id: wc}',
                        '{card: "Llanowar Elves", controller: bob, tapped: true}')
    assert _pools(elves) == {c * 2 for c in COLORS}


def test_the_number_of_counters_on_it():
    # Lotus Blossom: "{T}, Sacrifice this artifact: Add X mana of any one color, where X is the number of petal
    # counters on this artifact." The sacrifice is a cost: the counters it had are read (CR 608.2h, last known
    # information). Rotating Fireplace: "{T}: Add an amount of {C} equal to the number of time counters on this
    # artifact."
    board = battlefield('{card: "Lotus Blossom", controller: alice, id: lb, counters: {petal: 3}}',
                        '{card: "Rotating Fireplace", controller: alice, id: rf, counters: {time: 2}}')
    assert _pools(board) == {c * 3 + "CC" for c in COLORS}
    empty = battlefield('{card: "Lotus Blossom", controller: alice, id: lb}')
    assert _types(empty, "lb") == ()  # no petal counter: X is 0, no mana (CR 106.7)


def test_devotion_to_one_color():
    # Karametra's Acolyte ({3}{G}): "{T}: Add an amount of {G} equal to your devotion to green." With Llanowar Elves
    # ({G}) devotion to green is 2 (the Acolyte counts itself: 2013-09-15 ruling; CR 700.5).
    board = battlefield('{card: "Karametra\'s Acolyte", controller: alice, id: ka}',
                        '{card: "Llanowar Elves", controller: alice, tapped: true}')
    assert _pools(board) == {"GG"}


def test_restricted_mana_is_still_produced():
    # Séance Board: "{T}: Add X mana of any one color, where X is the number of soul counters on this artifact. Spend
    # this mana only to cast instant, sorcery, Demon, and Spirit spells." CR 106.6: the restriction limits what the
    # mana pays, not its type: it could produce every color (CR 106.7). A cost whose purpose the board can't give is
    # not said to be paid by it: without other mana, {1} is not payable as a complete answer.
    board = battlefield('{card: "Séance Board", controller: alice, id: sb, counters: {soul: 2}}')
    assert _types(board, "sb") == COLORS
    paid = mtgasp.mana(board, "alice", cost="{1}")
    assert paid.cost is not None and not (paid.cost.payable and paid.complete and paid.cost.complete)


# -- colors among permanents, exiled cards

def test_mox_amber_colors_among_legendary_creatures_and_planeswalkers():
    # Mox Amber: "{T}: Add one mana of any color among legendary creatures and planeswalkers you control." Rulings
    # (2018-04-27): one mana of one of those colors; none controlled: no mana. Isamaru (legendary, white) and
    # Jace Beleren (a blue planeswalker): {W} or {U}; bob's legendary creature doesn't count.
    alone = battlefield('{card: "Mox Amber", controller: alice, id: mox}')
    assert _types(alone, "mox") == ()
    board = battlefield('{card: "Mox Amber", controller: alice, id: mox}',
                        '{card: "Isamaru, Hound of Konda", controller: alice}',
                        '{card: "Jace Beleren", controller: alice}',
                        '{card: "Tarox Bladewing", controller: bob}')
    assert _types(board, "mox") == ("W", "U")
    assert _pools(board) == {"W", "U"}


def test_chrome_mox_colors_of_the_exiled_card():
    # Chrome Mox: "{T}: Add one mana of any of the exiled card's colors." Rulings (2016-06-08): nothing imprinted, no
    # mana; never colorless; a multicolored card: one of its colors each time. The board's exiled: (CR 607.2a).
    assert _types(battlefield('{card: "Chrome Mox", controller: alice, id: cm}'), "cm") == ()
    board = battlefield('{card: "Chrome Mox", controller: alice, id: cm, exiled: ["Lightning Helix"]}')
    assert _types(board, "cm") == ("W", "R")
    assert _pools(board) == {"W", "R"}


def test_chrome_mox_with_a_split_card_exiled_is_incomplete():
    # CR 709.4b: "A split card's colors and mana value are determined from its combined mana cost." Fire // Ice ({1}{R},
    # {1}{U}) is red and blue; the library gives the first half's mana cost only, so {R} alone was answered complete
    # before red team 5. Now incomplete, naming the card.
    board = battlefield('{card: "Chrome Mox", controller: alice, id: cm, exiled: [Fire]}')
    answer = mtgasp.could_produce(board)
    assert not answer.complete and "Fire" in repr(answer), answer
    assert "R" in answer.types["cm"]


def test_an_exiled_card_is_named_by_its_front_face():
    # CR 712.8a: "While a double-faced card is outside the game or in a zone other than the battlefield or stack, it has
    # only the characteristics of its front face." Insectile Aberration exiled is Delver of Secrets (blue): refused,
    # the front face suggested (it answered "adds no mana" before red team 5); Lightning Bolt is a card of its own too.
    import pytest
    with pytest.raises(mtgasp.BoardError, match="did you mean: Delver of Secrets"):
        battlefield('{card: "Chrome Mox", controller: alice, id: cm, exiled: [Insectile Aberration]}')
    assert _types(battlefield('{card: "Chrome Mox", controller: alice, id: cm, exiled: [Lightning Bolt]}'), "cm") == ("R",)


# -- the ability's own "instead" (CR 614.15)

def test_leafkin_druid_four_or_more_creatures():
    # Leafkin Druid: "{T}: Add {G}. If you control four or more creatures, add {G}{G} instead."
    three = battlefield('{card: "Leafkin Druid", controller: alice}', '{card: "Grizzly Bears", controller: alice}',
                        '{card: "Grizzly Bears", controller: alice}')
    assert _pools(three) == {"G"}
    four = battlefield('{card: "Leafkin Druid", controller: alice}', '{card: "Grizzly Bears", controller: alice}',
                       '{card: "Grizzly Bears", controller: alice}', '{card: "Grizzly Bears", controller: alice}')
    assert _pools(four) == {"GG"}


def test_gemstone_caverns_with_a_luck_counter():
    # Gemstone Caverns: "{T}: Add {C}. If this land has a luck counter on it, instead add one mana of any color."
    # (Its first ability, beginning the game on the battlefield, happens before the game: not a question here.)
    assert _types(battlefield('{card: "Gemstone Caverns", controller: alice, id: gc}'), "gc") == ("C",)
    lucky = battlefield('{card: "Gemstone Caverns", controller: alice, id: gc, counters: {luck: 1}}')
    assert _types(lucky, "gc") == COLORS
    assert _pools(lucky) == set(COLORS)


def test_incubation_druid_three_mana_of_that_type():
    # Incubation Druid: "{T}: Add one mana of any type that a land you control could produce. If this creature has a
    # +1/+1 counter on it, add three mana of that type instead." (2019-01-25 rulings: the lands' abilities are read,
    # not their costs.)
    board = battlefield('{card: "Incubation Druid", controller: alice, id: druid, counters: {"+1/+1": 3}}',
                        '{card: "Forest", controller: alice, tapped: true}')
    assert _types(board, "druid") == ("G",)
    assert _pools(board) == {"GGG"}


def test_ugins_labyrinth_with_an_exiled_card():
    # Ugin's Labyrinth: "{T}: Add {C}. If a card is exiled with this land, add {C}{C} instead." (CR 607.2a)
    assert _pools(battlefield('{card: "Ugin\'s Labyrinth", controller: alice}')) == {"C"}
    assert _pools(battlefield('{card: "Ugin\'s Labyrinth", controller: alice, exiled: ["Ugin, the Spirit Dragon"]}')) \
        == {"CC"}


def test_these_abilities_are_compiled():
    # The compiler reads each of these abilities whole: none is left unmodelled.
    for name, n in (("Harabaz Druid", 1), ("Baldur's Gate", 2), ("Wirewood Channeler", 1), ("Lotus Blossom", 2),
                    ("Rotating Fireplace", 2), ("Karametra's Acolyte", 1), ("Mox Amber", 1), ("Plaza of Heroes", 3),
                    ("Reflective Gate", 2), ("Chrome Mox", 2), ("Leafkin Druid", 1), ("Gemstone Caverns", 2),
                    ("Incubation Druid", 1), ("Ugin's Labyrinth", 2)):
        status, _terms = compiled(name)[n]
        assert status in ("compiled", "rider"), (name, n, status)


def test_brigid_x_of_one_of_two_types():
    # Brigid, Doun's Mind: "{T}: Add X {G} or X {W}, where X is the number of other creatures you control."
    board = battlefield('{card: "Brigid, Doun\'s Mind", controller: alice}', '{card: "Grizzly Bears", controller: alice}',
                        '{card: "Grizzly Bears", controller: alice}')
    assert _pools(board) == {"GG", "WW"}


def test_cabal_stronghold_for_each_basic_swamp():
    # Cabal Stronghold: "{3}, {T}: Add {B} for each basic Swamp you control." A Snow-Covered Swamp is a basic Swamp
    # (CR 205.4); Watery Grave is a Swamp, but not basic: it doesn't count.
    board = battlefield('{card: "Cabal Stronghold", controller: alice, id: cs}',
                        '{card: "Snow-Covered Swamp", controller: alice, id: s1}',
                        '{card: "Swamp", controller: alice, id: s2}',
                        '{card: "Watery Grave", controller: alice, id: grave}')
    answer = mtgasp.produce(board, "cs")
    assert answer.complete
    second = next(a for a in answer.abilities if a.ability == 2)
    assert {o.mana for o in second.outcomes} == {"BB"}
    assert "B" in _types(board, "cs")


# -- activation restrictions (CR 602.1b, 602.5): what a player can make; could-produce ignores them (CR 106.7 reads
#    what an ability would produce if it resolved)

def test_pyramid_of_the_pantheon_three_brick_counters():
    # Pyramid of the Pantheon: "{2}, {T}: Add one mana of any color. Put a brick counter on this artifact." and "{T}:
    # Add three mana of any one color. Activate only if there are three or more brick counters on this artifact."
    two = battlefield('{card: "Pyramid of the Pantheon", controller: alice, id: pyr, counters: {brick: 2}}')
    check = mtgasp.can_activate(two, "pyr", 2)
    assert not check.abilities[0].can_activate
    assert say(check.abilities[0].reasons[0].code) == "it can be activated only if it has 3 or more brick counters (it has 2)"
    assert _pools(two) <= {""}  # ability 1 costs {2}: nothing else pays it
    three = battlefield('{card: "Pyramid of the Pantheon", controller: alice, id: pyr, counters: {brick: 3}}')
    assert _pools(three) == {c * 3 for c in COLORS}


def test_lavinia_only_during_an_opponents_turn():
    # Lavinia, Foil to Conspiracy: "{T}: Add {C}{C}. Activate only during an opponent's turn."
    own = battlefield('{card: "Lavinia, Foil to Conspiracy", controller: alice, id: lav}')
    assert _pools(own) <= {""}
    assert _types(own, "lav") == ("C",)  # CR 106.7: had it resolved, it would add {C}{C}
    theirs = battlefield('{card: "Lavinia, Foil to Conspiracy", controller: alice, id: lav}',
                         head="players: [alice, bob]\nactive_player: bob\n")
    assert _pools(theirs) == {"CC"}


def test_dark_fortress_entered_this_turn_or_a_basic_land():
    # Dark Fortress: "{T}: Add {B} or {R}. Activate only if this land entered this turn or if you control a basic
    # land." With a basic land the restriction is met; without one, whether it entered this turn is not on a board:
    # the answer says it may be incomplete.
    with_basic = battlefield('{card: "Dark Fortress", controller: alice, id: df}',
                             '{card: "Plains", controller: alice, tapped: true}')
    assert _pools(with_basic) == {"B", "R", "C"}  # (and its first ability, "{T}: Add {C}")
    alone = mtgasp.mana(battlefield('{card: "Dark Fortress", controller: alice, id: df}'), "alice")
    assert not alone.complete
    assert _types(battlefield('{card: "Dark Fortress", controller: alice, id: df}'), "df") == ("B", "R", "C")


def test_a_mana_ability_of_a_card_in_hand_is_outside_the_battlefield_questions():
    # Elvish Spirit Guide: "Exile this creature from your hand: Add {G}." CR 113.6m: the ability functions only in the
    # hand, which a board doesn't have; on the battlefield it does nothing (could produce nothing, CR 106.7).
    status, _ = compiled("Elvish Spirit Guide")[1]
    assert status == "unmodelled"
    board = battlefield('{card: "Elvish Spirit Guide", controller: alice, id: esg}')
    answer = mtgasp.could_produce(board)
    assert answer.complete and answer.types["esg"] == ()


def test_creatures_you_control_with_defender():
    # Axebane Guardian (defender): "{T}: Add X mana in any combination of colors, where X is the number of creatures
    # you control with defender." Overgrown Battlement (defender): "{T}: Add {G} for each creature you control with
    # defender." With the two of them and a Grizzly Bears (no defender), X is 2 for each (CR 107.1, 702.3).
    board = battlefield('{card: "Axebane Guardian", controller: alice, id: axe}',
                        '{card: "Overgrown Battlement", controller: alice, id: wall}',
                        '{card: "Grizzly Bears", controller: alice}')
    assert _types(board, "axe") == COLORS and _types(board, "wall") == ("G",)
    pools = _pools(board)
    assert len(pools) == 15 and all(len(p) == 4 and p.count("G") >= 2 for p in pools) and "WUGG" in pools


def test_bloom_tender_one_mana_of_each_color_among_permanents():
    # Bloom Tender: "{T}: For each color among permanents you control, add one mana of that color." Rulings
    # (2008-08-01): a green enchantment and a white-black creature give {W}{B}{G}; never colorless, at most one of
    # each. Here the Tender (green), an Ornithopter (colorless) and a Boros Guildmage (red and white): {W}{R}{G}; bob's
    # blue Merfolk doesn't count.
    board = battlefield('{card: "Bloom Tender", controller: alice, id: bt}',
                        '{card: "Ornithopter", controller: alice}',
                        '{card: "Boros Guildmage", controller: alice}',
                        '{card: "Merfolk of the Pearl Trident", controller: bob}')
    assert _types(board, "bt") == ("W", "R", "G")
    assert _pools(board) == {"WRG"}


def test_remove_x_counters_for_x_mana_of_one_color():
    # Petalmane Baku: "{1}, Remove X ki counters from this creature: Add X mana of any one color." (CR 107.3: X is
    # chosen as the cost is paid, up to the ki counters on it; could-produce ignores the cost, CR 106.7.)
    board = battlefield('{card: "Petalmane Baku", controller: alice, id: baku, counters: {ki: 2}}',
                        '{card: "Wastes", controller: alice}')
    assert _types(board, "baku") == COLORS
    pools = _pools(board)
    assert {c * 2 for c in COLORS} <= pools  # {1} paid with the Wastes' {C}, X = 2


def test_tap_an_untapped_artifact_or_creature():
    # Citanul Stalwart: "{T}, Tap an untapped artifact or creature you control: Add one mana of any color." An
    # Ornithopter (an artifact creature) or a Sol Ring (an artifact) may be tapped for it (CR 118.3); with neither
    # untapped, it can't be activated.
    none = battlefield('{card: "Citanul Stalwart", controller: alice, id: cs}',
                       '{card: "Ornithopter", controller: alice, tapped: true}')
    assert not mtgasp.can_activate(none, "cs", 1).abilities[0].can_activate
    ring = battlefield('{card: "Citanul Stalwart", controller: alice, id: cs}', '{card: "Sol Ring", controller: alice}')
    assert _pools(ring) == {"CC", *COLORS}  # the Sol Ring tapped for {C}{C}, or for the Stalwart's cost
    assert mtgasp.can_activate(ring, "cs", 1).abilities[0].can_activate
