"""Answers that depend on something the library doesn't model say so (rules/core/incomplete.lp, issue 9), and
the vocabulary terms the compiled cards need behave as the rules say (docs/vocabulary.md)."""
from __future__ import annotations

import pytest
from support import board_from, could

import mtgasp
from mtgasp.compiler.kinds import kinds_of
from mtgasp.encoder import BoardError
from mtgasp.render import json as as_json
from mtgasp.render import text as as_text
from mtgasp.render.words import listed, message, said, say


def test_an_unmodelled_mana_ability_makes_only_its_permanent_incomplete():
    # CR 106.7: what River of Tears could produce depends on its ability ("{T}: Add {U}. If you played a land this
    # turn, add {B} instead"), which no grammar rule reads (a board doesn't say what was played this turn).
    result = could("""
        players: [alice]
        battlefield:
          - {card: River of Tears, controller: alice, id: river}
          - {card: Forest, controller: alice}
    """)
    assert not result.complete
    assert "river: ability 1 of River of Tears is not modelled" in message(result)
    assert "(forest)" not in message(result) and result.types["forest"] == ("G",)


def test_a_complete_board_stays_complete():
    result = could("""
        players: [alice]
        battlefield:
          - {card: Azorius Chancery, controller: alice}
          - {card: Sol Ring, controller: alice}
          - {card: Grizzly Bears, controller: alice}
    """)
    # CR 605.1a: Azorius Chancery's return trigger is not a mana ability and changes nothing here.
    assert result.complete and result.types == {"azorius-chancery": ("W", "U"), "grizzly-bears": (),
                                                 "sol-ring": ("C",)}


def test_chaos_moon_without_this_turns_effect_changes_nothing():
    # CR 611.2, 603: Chaos Moon's upkeep trigger creates this turn's effect when it resolves; the board lists
    # the effect in force under effects: (with its branch). No entry: no effect this turn, and the answer is
    # complete; a creature without mana abilities produces nothing either way.
    result = could("""
        players: [alice, bob]
        battlefield:
          - {card: Chaos Moon, controller: bob}
          - {card: Island, controller: alice}
          - {card: Grizzly Bears, controller: alice}
    """)
    assert result.complete and result.types == {"chaos-moon": (), "island": ("U",), "grizzly-bears": ()}


def test_an_unmodelled_type_changing_effect_affects_the_whole_board():
    # CR 612.2, 613.1c: Magical Hack, "Change the text of target spell or permanent by replacing all instances
    # of one basic land type with another", could turn Urborg's "Each land is a Swamp" into "… an Island".
    result = could("""
        players: [alice]
        battlefield:
          - {card: Mountain, controller: alice}
        effects:
          - {card: Magical Hack, controller: alice}
    """)
    assert not result.complete and "the whole board: ability 1 of Magical Hack is not modelled" in message(result)


def test_an_effect_entry_of_an_unmodelled_trigger_is_incomplete():
    # Giant Slug: "{5}: At the beginning of your next upkeep, choose a basic land type. This creature gains
    # landwalk of the chosen type …". The lasting effect of its ability (an effects: entry, CR 611.2) is not
    # modelled: the answer says so instead of ignoring the entry.
    result = could("""
        players: [alice]
        battlefield:
          - {card: Mountain, controller: alice}
        effects:
          - {card: Giant Slug, controller: alice}
    """)
    assert not result.complete and "ability 1 of Giant Slug is not modelled" in message(result)


def test_an_unknown_face_is_known_by_name_only():
    # Emeria's Call // Emeria, Shattered Skyclave: the reference has no text for the back face.
    result = could("""
        players: [alice]
        battlefield:
          - {card: "Emeria, Shattered Skyclave", controller: alice, id: emeria}
    """)
    assert not result.complete and "knows Emeria, Shattered Skyclave by name only" in message(result)


def test_commander_identity_without_a_commander():
    # CR 903.4f: with no commander the color identity is undefined and that part does nothing.
    result = could("""
        players: [alice]
        battlefield:
          - {card: Command Tower, controller: alice, id: tower}
    """)
    assert result.types["tower"] == () and not result.complete and "CR 903.4f" in message(result)


def test_orderings_of_entering_depend_on_the_permanents_own_unmodelled_replacement():
    # CR 614.12: Golgari Grave-Troll's "This creature enters with a +1/+1 counter on it for each creature card in your
    # graveyard" applies to itself; the board doesn't give alice's graveyard, so the count is not known (issue 26:
    # rules/replacement/enter_graveyards.lp says so, naming the ability).
    board = board_from("""
        players: [alice]
        battlefield: []
    """)
    result = mtgasp.orderings(board, mtgasp.EnterEvent("Golgari Grave-Troll", "alice"))
    assert not result.complete and any("ability 1 of Golgari Grave-Troll" in n for n in listed(result.notes))
    plain = mtgasp.orderings(board, mtgasp.EnterEvent("Coldsteel Heart", "alice"))
    assert plain.complete


def test_an_entering_count_of_a_color_beside_an_unmodelled_color_effect_is_incomplete():
    # CR 613.1e, 105.2: Shifting Sky ("As this enters, choose a color. All nonland permanents are the chosen color.",
    # not modelled) may make alice's Raging Goblin green, and Ulasht counts "each other red creature you control and
    # ... each other green creature": the count the rules give may be another, so the answer says so (it was complete).
    entries = """
        players: [alice, bob]
        battlefield:
          - {card: Mountain, controller: alice, id: m}
          - {card: Raging Goblin, controller: alice, id: gob}
    """
    event = mtgasp.EnterEvent("Ulasht, the Hate Seed", "alice")
    assert mtgasp.orderings(board_from(entries), event).complete
    sky = mtgasp.orderings(board_from(entries + "      - {card: Shifting Sky, controller: bob, id: sky}\n"), event)
    assert not sky.complete and any("Shifting Sky" in n for n in listed(sky.notes))


def test_an_entering_condition_on_a_color_beside_an_unmodelled_color_effect_is_incomplete():
    # CR 613.1e, 105.2, 614.1d: Argoth, Sanctum of Nature "enters tapped unless you control a legendary green
    # creature"; Shifting Sky (not modelled) may make alice's legendary Isamaru green: the condition may hold, said.
    entries = """
        players: [alice, bob]
        battlefield:
          - {card: "Isamaru, Hound of Konda", controller: alice, id: isamaru}
    """
    event = mtgasp.EnterEvent("Argoth, Sanctum of Nature", "alice")
    assert mtgasp.orderings(board_from(entries), event).complete
    sky = mtgasp.orderings(board_from(entries + "      - {card: Shifting Sky, controller: bob, id: sky}\n"), event)
    assert not sky.complete and any("Shifting Sky" in n for n in listed(sky.notes))


def test_an_effect_on_its_own_entering_leaves_another_objects_entering_complete():
    # CR 614.12: such effects "may come from the permanent itself if they affect only that permanent": Phyrexian
    # Processor's "As this artifact enters, pay any amount of life." (unmodelled; Temple of the Dragon Queen's reveal,
    # this test's example before, is read since session 32) and Golgari Grave-Troll's "This creature
    # enters with a +1/+1 counter on it for each creature card in your graveyard" (its count unknown on a board without
    # graveyards) can't apply to a Forest or Grizzly Bears entering; before, every entering on their board was incomplete.
    board = board_from("""
        players: [alice, bob]
        battlefield:
          - {card: Phyrexian Processor, controller: alice}
          - {card: Golgari Grave-Troll, controller: bob}
    """)
    for card in ("Forest", "Grizzly Bears"):
        assert mtgasp.orderings(board, mtgasp.EnterEvent(card, "alice")).complete, card
    # ... but the object's own entering, and a copy's (CR 707.5: Clone entering as a copy of Golgari Grave-Troll would
    # have that ability), still say so.
    for card, named in (("Phyrexian Processor", "ability 1 of Phyrexian Processor"),
                        ("Clone", "ability 1 of Golgari Grave-Troll")):
        result = mtgasp.orderings(board, mtgasp.EnterEvent(card, "alice"))
        assert not result.complete and any(named in n for n in listed(result.notes)), card
    # An effect on others entering keeps every entering incomplete ("Creatures your opponents control enter tapped"
    # read as unmodelled; kinds_of gives it no self_entering).
    assert "self_entering" not in kinds_of("creatures your opponents control enter tapped.", ("enchantment",))
    assert "self_entering" in kinds_of("as this land enters, you may pay 2 life. if you don't, it enters tapped.",
                                       ("land",))
    assert "self_entering" not in kinds_of("this creature enters with a +1/+1 counter on it for each creature that "
                                           "entered this turn. other elves you control enter tapped.", ("creature",))


def test_it_enters_of_an_object_a_line_puts_onto_the_battlefield_is_not_its_own_entering():
    # CR 614.12 lets an entering effect come from the permanent itself only "if [it affects] only that permanent". In a
    # line that puts another object onto the battlefield, "it enters" is that object's: Nick Fury, Spymaster ("... you
    # may put a creature card ... from your hand onto the battlefield. It enters tapped and attacking ..."), The First
    # Tyrannic War's chapter I ("You may put a creature card from your hand onto the battlefield. If its mana cost
    # contains {X}, it enters with ... +1/+1 counters"), Littjara Mirrorlake ("Create a token that's a copy of target
    # creature you control, except it enters with an additional +1/+1 counter on it"). Read as self_entering, a
    # creature entering beside them was said complete.
    for text, types in (
            ("whenever a creature you control attacks alone, draw a card. then you may put a creature card with mana "
             "value 3 or less from your hand onto the battlefield. it enters tapped and attacking and gains indestructible "
             "until end of turn.", ("creature",)),
            ("i \u2014 you may put a creature card from your hand onto the battlefield. if its mana cost contains {x}, it "
             "enters with a number of +1/+1 counters on it equal to the number of lands you control.", ("enchantment",)),
            ("{2}{g}{g}{u}, {t}, sacrifice this land: create a token that's a copy of target creature you control, "
             "except it enters with an additional +1/+1 counter on it. activate only as a sorcery.", ("land",)),
            ("iii \u2014 search your library for a planeswalker card, put it onto the battlefield, then shuffle. it "
             "enters with an additional loyalty counter on it for each wizard you control.", ("enchantment",))):
        assert "self_entering" not in kinds_of(text, types), text
    # (its own: "If you do, it enters with a finality counter on it" of a card cast from the graveyard)
    assert "self_entering" in kinds_of("you may cast this card from your graveyard. if you do, it enters with a "
                                       "finality counter on it.", ("creature",))
    board = board_from("""
        players: [alice, bob]
        battlefield:
          - {card: "Nick Fury, Spymaster", controller: alice}
    """)
    result = mtgasp.orderings(board, mtgasp.EnterEvent("Grizzly Bears", "alice"))
    assert not result.complete and any("Nick Fury, Spymaster" in n for n in listed(result.notes))


def test_unchecked_cost_makes_activation_incomplete_but_not_could_produce():
    # CR 106.7: costs are ignored for could produce; CR 118.3: whether "Discard a card" can be paid depends on a
    # hand the board doesn't give (Skirge Familiar: "Discard a card: Add {B}.").
    text = """
        players: [alice]
        battlefield:
          - {card: Skirge Familiar, controller: alice, id: skirge}
    """
    assert could(text).complete and could(text).types["skirge"] == ("B",)
    check = mtgasp.can_activate(board_from(text), "skirge")
    assert not check.complete and any("zones the board doesn't give" in n for n in said(check.notes))


def test_discard_your_hand_can_be_paid_with_any_hand():
    # CR 118.3 and the ruling on Bomat Courier (2016-09-20): "You can pay the cost of 'discard your hand' even if your
    # hand contains zero cards." Lion's Eye Diamond ("Discard your hand, Sacrifice this artifact: Add three mana of any
    # one color.") can be activated whatever the hand the board doesn't give: complete. (`mana`, the mana made while
    # paying a cost, has none of it: "Activate only as an instant", its 2004-10-04 ruling, CR 602.5e; holding priority
    # it is made: tests/rules/test_redteam_session23.py.)
    board = board_from("""
        players: [alice]
        battlefield:
          - {card: Lion's Eye Diamond, controller: alice, id: led}
    """)
    check = mtgasp.can_activate(board, "led", explain=True)
    assert check.complete and check.abilities[0].can_activate, said(check.notes)
    assert any("any hand" in say(r.code) for r in check.abilities[0].why)
    pools = mtgasp.mana(board, "alice", with_priority=True, timeout=None)
    assert {o.mana for o in pools.options} == {c * 3 for c in "WUBRG"}


# --------------------------------------------------------------------------- the new vocabulary terms

def test_several_types_at_once():
    # Azorius Signet: "{1}, {T}: Add {W}{U}." — one activation adds both (CR 106.1b, 605).
    board = board_from("""
        players: [alice]
        battlefield:
          - {card: Azorius Signet, controller: alice, id: signet}
          - {card: Wastes, controller: alice}
    """)
    assert mtgasp.could_produce(board).types["signet"] == ("W", "U")
    assert [o.mana for a in mtgasp.produce(board, "signet").abilities for o in a.outcomes] == ["WU"]
    pools = mtgasp.mana(board, "alice")
    # the Wastes' {C} pays the Signet's {1} (CR 605.3), or stays in the pool: two maximal pools
    assert {o.mana for o in pools.options} == {"WU", "C"}


def test_the_chosen_color_for_an_activated_ability():
    # Coldsteel Heart: "{T}: Add one mana of the chosen color." CR 106.5: with no color chosen, none.
    chosen = could("""
        players: [alice]
        battlefield:
          - {card: Coldsteel Heart, controller: alice, id: heart, chosen: {color: U}}
    """)
    assert chosen.types["heart"] == ("U",) and chosen.complete
    none = could("""
        players: [alice]
        battlefield:
          - {card: Coldsteel Heart, controller: alice, id: heart}
    """)
    assert none.types["heart"] == ()
    # The board leaves out a choice made as the Heart entered (CR 614.12a): the answer says so, naming it.
    assert not none.complete and "Coldsteel Heart uses the chosen color" in message(none)


@pytest.mark.slow
@pytest.mark.parametrize("card", ["Utopia Sprawl", "Gauntlet of Power", "Caged Sun"])
def test_a_chosen_color_the_board_leaves_out_is_incomplete(card):
    # "As ~ enters, choose a color" (CR 614.12a); its extra mana is "of the chosen color". Without the
    # choice no mana of it is added (CR 106.5), and the answer is incomplete, naming the card.
    attached = ", attached_to: forest" if card == "Utopia Sprawl" else ""
    without = could(f"""
        players: [alice]
        battlefield:
          - {{card: Forest, controller: alice, id: forest}}
          - {{card: {card}, controller: alice, id: it{attached}}}
    """)
    assert without.types["forest"] == ("G",)
    assert not without.complete and f"{card} uses the chosen color" in message(without)
    chosen = could(f"""
        players: [alice]
        battlefield:
          - {{card: Forest, controller: alice, id: forest}}
          - {{card: {card}, controller: alice, id: it, chosen: {{color: G}}{attached}}}
    """)
    assert chosen.types["forest"] == ("G",) and chosen.complete


def test_subtype_filter_counts_swamps():
    # Cabal Coffers: "{2}, {T}: Add {B} for each Swamp you control." (CR 107.1: counted on resolution)
    board = board_from("""
        players: [alice]
        battlefield:
          - {card: Cabal Coffers, controller: alice, id: coffers}
          - {card: Swamp, controller: alice}
          - {card: Swamp, controller: alice}
          - {card: Watery Grave, controller: alice}
    """)
    outcomes = [o.mana for a in mtgasp.produce(board, "coffers").abilities for o in a.outcomes]
    assert outcomes == ["BBB"]


def test_triggered_one_mana_of_any_color():
    # Fertile Ground: "Whenever enchanted land is tapped for mana, its controller adds an additional one
    # mana of any color." (CR 605.1b, 106.12a)
    board = board_from("""
        players: [alice]
        battlefield:
          - {card: Fertile Ground, controller: alice, attached_to: forest}
          - {card: Forest, controller: alice, id: forest}
    """)
    pools = {o.mana for o in mtgasp.mana(board, "alice").options}
    assert pools == {"WG", "UG", "BG", "RG", "GG"}


def test_sacrifice_a_creature_cost():
    # Ashnod's Altar: "Sacrifice a creature: Add {C}{C}." CR 701.21a: a sacrificed creature is gone, so
    # Llanowar Elves is tapped for mana first, then sacrificed.
    board = board_from("""
        players: [alice]
        battlefield:
          - {card: Ashnod's Altar, controller: alice, id: altar}
          - {card: Llanowar Elves, controller: alice, id: elves}
    """)
    assert [o.mana for o in mtgasp.mana(board, "alice").options] == ["GCC"]
    alone = board_from("""
        players: [alice]
        battlefield:
          - {card: Ashnod's Altar, controller: alice, id: altar}
    """)
    check = mtgasp.can_activate(alone, "altar")
    assert not check.abilities[0].can_activate and check.abilities[0].reasons[0].rule == "118.3"


def test_hybrid_cost():
    # Mystic Gate: "{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}." CR 107.4e: {W/U} is paid with W or U.
    board = board_from("""
        players: [alice]
        battlefield:
          - {card: Mystic Gate, controller: alice, id: gate}
          - {card: Island, controller: alice}
    """)
    pools = {o.mana for o in mtgasp.mana(board, "alice").options}
    # the Island's {U} pays {W/U}; or the Gate taps for {C} beside the Island's {U}
    assert pools == {"WW", "WU", "UU", "UC"}
    swamp = board_from("""
        players: [alice]
        battlefield:
          - {card: Mystic Gate, controller: alice, id: gate}
          - {card: Swamp, controller: alice}
    """)
    assert {o.mana for o in mtgasp.mana(swamp, "alice").options} == {"BC"}  # {B} can't pay {W/U}


def test_activation_restriction_controls():
    # Mox Jasper: "Activate only if you control a Dragon." (CR 602.1b: activation instructions)
    board = board_from("""
        players: [alice]
        battlefield:
          - {card: Mox Jasper, controller: alice, id: mox}
    """)
    check = mtgasp.can_activate(board, "mox")
    assert not check.abilities[0].can_activate and check.abilities[0].reasons[0].rule == "602.1b"


def test_lasting_effects_of_activated_abilities_and_spells():
    # CR 611.2: Deep Water's "{U}: Until end of turn, if you tap a land you control for mana, it produces {U}
    # instead of any other type" applies once listed under effects:, not from the permanent itself; Quarum
    # Trench Gnomes' effect applies to its target only ("colorless mana instead of white mana").
    board = board_from("""
        players: [alice, bob]
        battlefield:
          - {card: Deep Water, controller: alice, id: dw}
          - {card: Plains, controller: alice, id: plains}
          - {card: Plains, controller: alice, id: plains2}
          - {card: Forest, controller: bob, id: forest}
        effects:
          - {card: Quarum Trench Gnomes, controller: bob, targets: [plains]}
    """)
    result = mtgasp.could_produce(board)
    assert result.complete and result.types == {"dw": (), "plains": ("C",), "plains2": ("W",), "forest": ("G",)}
    board = board_from("""
        players: [alice]
        battlefield:
          - {card: Deep Water, controller: alice, id: dw}
          - {card: Plains, controller: alice, id: plains}
        effects:
          - {card: Deep Water, controller: alice}
    """)
    assert mtgasp.could_produce(board).types["plains"] == ("U",)


def test_false_dawn_and_hall_of_gemstone_change_colored_mana_only():
    # False Dawn: "… would add colored mana instead add that much white mana"; Hall of Gemstone (its effect
    # with the color chosen this upkeep): colorless mana is no color and stays (CR 105.1).
    board = board_from("""
        players: [alice]
        battlefield:
          - {card: Forest, controller: alice, id: forest}
          - {card: Sol Ring, controller: alice, id: ring}
        effects:
          - {card: False Dawn, controller: alice}
    """)
    assert mtgasp.could_produce(board).types == {"forest": ("W",), "ring": ("C",)}
    board = board_from("""
        players: [alice]
        battlefield:
          - {card: Forest, controller: alice, id: forest}
          - {card: Wastes, controller: alice, id: wastes}
        effects:
          - {card: Hall of Gemstone, controller: alice, chosen: {color: B}}
    """)
    result = mtgasp.could_produce(board)
    assert result.types == {"forest": ("B",), "wastes": ("C",)}
    # The entry under effects: is this turn's effect only (CR 611.2); the upkeep trigger (unmodelled) is the
    # Hall permanent's, and no Hall is on the battlefield here: the answer is complete.
    assert result.complete


def test_chaos_moon_even_makes_mountains_colorless_and_odd_adds_red():
    # Chaos Moon Oracle text: odd, "whenever a player taps a Mountain for mana, that player adds an additional
    # {R}" (a delayed triggered mana ability, CR 605.1b, 603.7); even, "that Mountain produces colorless mana
    # instead of any other type" (a replacement effect, CR 614.1a, 106.12b).
    board = """
        players: [alice]
        battlefield:
          - {card: Chaos Moon, controller: alice}
          - {card: Mountain, controller: alice, id: mountain}
        effects:
          - {card: Chaos Moon, controller: alice, chosen: {branch: BRANCH}}
    """
    even = could(board.replace("BRANCH", "even"))
    assert even.complete and even.types["mountain"] == ("C",)
    odd = board_from(board.replace("BRANCH", "odd"))
    assert {o.mana for o in mtgasp.mana(odd, "alice").options} == {"RR"}


def test_an_effect_with_branches_needs_its_branch():
    # CR 611.2: which of Chaos Moon's effects is in force is the board's to say; without it, refused.
    with pytest.raises(BoardError, match=r"branch"):
        could("""
            players: [alice]
            battlefield:
              - {card: Mountain, controller: alice}
            effects:
              - {card: Chaos Moon, controller: alice}
        """)


def test_triggered_mana_of_several_land_types():
    # Keeper of Progenitus: "Whenever a player taps a Mountain, Forest, or Plains for mana, that player adds
    # one mana of any type that land produced." (CR 605.1b, 106.12a)
    board = board_from("""
        players: [alice]
        battlefield:
          - {card: Keeper of Progenitus, controller: alice}
          - {card: Forest, controller: alice}
          - {card: Island, controller: alice}
    """)
    assert {o.mana for o in mtgasp.mana(board, "alice").options} == {"UGG"}


def test_a_targeted_land_type_change_is_a_lasting_effect():
    # Tidal Warrior: "{T}: Target land becomes an Island until end of turn." Once it resolved (an effects:
    # entry with targets:), the Mountain is an Island: CR 305.7, it taps for {U} and no longer for {R}.
    board = board_from("""
        players: [alice, bob]
        battlefield:
          - {card: Tidal Warrior, controller: alice, id: warrior}
          - {card: Mountain, controller: bob, id: mountain}
          - {card: Forest, controller: bob, id: forest}
        effects:
          - {card: Tidal Warrior, controller: alice, targets: [mountain]}
    """)
    result = mtgasp.could_produce(board)
    assert result.complete and result.types["mountain"] == ("U",) and result.types["forest"] == ("G",)


def test_for_each_on_the_battlefield_counts_every_players_permanents():
    # Priest of Titania: "{T}: Add {G} for each Elf on the battlefield." (CR 107.1: counted on resolution)
    board = board_from("""
        players: [alice, bob]
        battlefield:
          - {card: Priest of Titania, controller: alice, id: priest}
          - {card: Llanowar Elves, controller: bob}
    """)
    outcomes = [o.mana for a in mtgasp.produce(board, "priest").abilities for o in a.outcomes]
    assert outcomes == ["GG"]


def test_counting_card_types_is_not_a_type_effect():
    # Delirium and domain count types ("four or more card types among cards in your graveyard", "the number of
    # basic land types among lands you control"): they change no object's types (CR 613.1d, layer 4), so they
    # don't make every answer incomplete. A static that does change types still does.
    for text in ("delirium — this creature gets +2/+2 as long as there are four or more card types among cards in "
                 "your graveyard .",
                 "~'s power is equal to the number of card types among cards in all graveyards and its toughness is "
                 "equal to that number plus 1 .",
                 "domain — ~'s power and toughness are each equal to the number of basic land types among lands you "
                 "control ."):
        assert "type_effect" not in kinds_of(text, ("creature",)), text
    assert "type_effect" in kinds_of("creatures you control are the chosen type in addition to their other types .",
                                     ("enchantment",))
    answer = mtgasp.could_produce(mtgasp.parse_board(
        "players: [alice]\nbattlefield:\n  - {card: Forest, controller: alice, id: f}\n"
        "  - {card: Grim Flayer, controller: alice}\n  - {card: Tarmogoyf, controller: alice}\n", "<test>"))
    assert answer.complete and answer.types["f"] == ("G",)


@pytest.mark.slow
def test_show_marks_the_fields_it_cant_vouch_for_where_they_are_printed():
    # Coat of Arms' "Each creature gets +1/+1 for each other creature on the battlefield that shares at least one
    # creature type with it" is not modelled (layer 7c, CR 613.4c): the Llanowar Elves' 1/1 is not proven, and the line
    # that prints it says so, not only the note at the end. (Elvish Archdruid's "Other Elf creatures you control get
    # +1/+1", the example before, is compiled since session 15.)
    board = board_from("players: [alice]\nbattlefield:\n  - {card: Llanowar Elves, controller: alice, id: elves}\n"
                       "  - {card: Coat of Arms, controller: alice, id: coat}\n"
                       "  - {card: Forest, controller: alice, id: forest}\n")
    shown = mtgasp.show(board)
    assert not shown.complete
    assert shown.objects["elves"].incomplete_fields == ("power_toughness",)
    assert shown.objects["forest"].incomplete_fields == ()
    text = as_text.show(shown)
    assert "p/t:         1/1   [not proven: the answer is incomplete, see below]" in text
    assert as_json.show(shown)["elves"]["incomplete_fields"] == ["power_toughness"]


def test_a_keyword_granted_as_long_as_a_condition_holds_reaches_only_show():
    # Aeronaut Tinkerer: "This creature has flying as long as you control an artifact." Flying changes no mana, no
    # activation and no event asked about (CR 702.9); whether the condition holds or not, only the abilities `show`
    # lists depend on it (CR 613.1f). It was of kind unknown: every answer of its board was incomplete.
    board = board_from("players: [alice]\nbattlefield:\n  - {card: Aeronaut Tinkerer, controller: alice, id: tinkerer}\n"
                       "  - {card: Forest, controller: alice, id: forest}\n")
    assert mtgasp.could_produce(board).complete and mtgasp.mana(board, "alice").complete
    assert mtgasp.can_activate(board, "forest").complete
    shown = mtgasp.show(board)
    assert not shown.complete and "Aeronaut Tinkerer" in message(shown)


# --- An unmodelled color-changing effect reaches only the answers that read colors (issue 25) ------------------------

MANA_BESIDE = ("players: [alice, bob]\nactive_player: alice\nbattlefield:\n"
               "  - {card: Forest, controller: alice, id: forest}\n"
               "  - {card: Llanowar Elves, controller: alice, id: elves}\n")


@pytest.mark.parametrize("effect", ["Shifting Sky", "Painter's Servant", "Darkest Hour"])
def test_an_unmodelled_color_effect_leaves_the_mana_answers_complete(effect):
    # CR 613.1e, 105.3: a color-changing effect (layer 5) changes colors only ("All nonland permanents are the chosen
    # color", "All creatures are black"). No mana ability of a Forest or a Llanowar Elves reads a color, nor does
    # whether {T} can be paid (CR 106.7, 107.5, 302.6): those answers are complete. The objects' colors are not known.
    board = board_from(MANA_BESIDE + f'  - {{card: "{effect}", controller: alice, id: effect}}\n')
    answer = mtgasp.could_produce(board)
    assert answer.complete, message(answer)
    assert answer.types["forest"] == ("G",) and answer.types["elves"] == ("G",)
    pools = mtgasp.mana(board, "alice")
    assert pools.complete and {o.mana for o in pools.options} == {"GG"}
    assert mtgasp.can_activate(board, "elves").complete
    shown = mtgasp.show(board)
    assert not shown.complete and "colors" in shown.objects["elves"].incomplete_fields


def test_a_cost_that_names_a_color_beside_an_unmodelled_color_effect_is_incomplete():
    # Grand Architect: "Tap an untapped blue creature you control: Add {C}{C}." Shifting Sky ("All nonland permanents
    # are the chosen color") may make the Llanowar Elves blue, and then tapping the Elves pays it too (CR 118.3): the
    # pool {C}{C}{C}{C} is possible. The pools listed without it can't be a complete answer.
    board = board_from(MANA_BESIDE.replace("Forest", "Grand Architect").replace("id: forest", "id: architect")
                       + "  - {card: Shifting Sky, controller: alice, id: sky}\n")
    pools = mtgasp.mana(board, "alice")
    assert "CCCC" in {o.mana for o in pools.options} or not pools.complete
    assert "Shifting Sky" in " ".join(listed(pools.notes))


def test_colors_unsure_reaches_every_reader_of_colors():
    # rules/core/incomplete.lp (colors_unsure/2) makes incomplete the answers that read colors: a cost or a mana
    # ability with a color filter, a power and toughness effect with one, a damage condition on the source's color.
    # Any other card data or rule that reads colors would be answered complete beside an unmodelled color effect:
    # this fails until colors_unsure/2 reaches it too.
    import re

    import clingo.ast
    from support import ROOT

    from mtgasp.encoder import card_data
    reader = re.compile(r"with_color|color_of|colored_permanent|source_color|adds_each_color|shares_color")
    # (a damage condition on the source's color, "If a red source would deal damage to you", Sphere of Law: damage.lp;
    # a power and toughness effect with a color filter, "White creatures get +1/+1", Crusade: incomplete(pt(O), ...))
    reaches = re.compile(r"cost\((sacrifice|sacrifice_another|tap_untapped)\(with_color\(|adds\(\d+,color_of\("
                         # ("For each color among permanents you control, add one mana of that color", Bloom
                         # Tender: incomplete/2 beside the color_of one, redteam21)
                         r"|adds_each_color\("
                         r"|replacement_condition\(source_color\(|modifies_pt\(with_color\("
                         # ("by colorless sources", Lithomancer's Focus: damage.lp, session 35)
                         r"|replacement_condition\(source_colorless\)"
                         # ("if they share a color", Well-Laid Plans: damage.lp, both objects' colors, session 36)
                         r"|replacement_condition\(source_shares_color\)"
                         # ("As long as you control a permanent of each color", Spirit of Resistance: damage.lp)
                         r"|replacement_condition\(you_control_at_least\(with_color\("
                         # (either of two colors, "a black or red source of your choice", Greater Realm of
                         # Preservation: replacement.lp makes each part a class_condition/2, which damage.lp reads)
                         r"|replacement_condition\(either\(source_color\("
                         # (a colored spell or a colored planeswalker, "a red instant or sorcery spell you control or a
                         # red planeswalker you control", Pyromancer's Gauntlet: both/2 parts are class_condition/2 too)
                         r"|replacement_condition\(either\(both\(\w+,source_color\("
                         r"|replacement_condition\(affected(_either)?\(.*with_color\("
                         # (a target's color filter, "Untap target blue creature": activation.lp target_names_color/1)
                         r"|(un)?taps\(target\(.*with_color\("
                         # (a grant to creatures of a color, "Black creatures you control have wither.": the board)
                         r"|grants\(with_color\("
                         # (a keyword while "you control a green creature", Thornwatch Scarecrow: the damage event,
                         # rules/replacement/damage_keyword_while.lp counts_colors/2)
                         r"|keyword_while\(\w+,you_control_at_least\(with_color\("
                         # (an entering condition or count of a color, "unless you control a legendary green
                         # creature", Argoth; "for each other red creature you control", Ulasht:
                         # rules/replacement/enter_conditions.lp counted_color_filter/1)
                         r"|replacement_condition\(controls_(fewer|more)\(.*with_color\("
                         r"|replacement_option\(\d+,.*enter_with_counters\(\w+,per\(.*with_color\(")
    found = {t for s in card_data.all_stored() for a in s.abilities for t in a.terms if reader.search(t)}
    assert found and all(reaches.match(t) for t in found), sorted(t for t in found if not reaches.match(t))
    hand_written = {line.strip().split("(")[0] for path in (ROOT / "rules" / "cards").glob("*.lp")
                    for line in path.read_text(encoding="utf-8").splitlines()
                    if reader.search(line) and not line.lstrip().startswith("%")}
    # (an entering count of a color, "for each other red creature you control", Ulasht: the replacement_option of its
    # enter_with_counters(_, per(with_color(..))), reached in rules/replacement/enter_amounts.lp)
    assert hand_written <= {"modifies_pt", "replacement_condition", "class_condition", "replacement_option",
                            "enter_with_counters"}, hand_written
    heads = set()

    def statement(stm) -> None:
        if stm.ast_type == clingo.ast.ASTType.Rule and "has_color(" in " ".join(str(b) for b in stm.body):
            heads.add(str(stm.head).split("(")[0])
    for path in (ROOT / "rules").rglob("*.lp"):
        if "cards" not in path.parts and "namespaced" not in path.name:
            clingo.ast.parse_files([str(path)], statement)  # (its #include files too)
    # (rules/replacement/protection.lp: has_quality/2, multicolored or monocolored, and attachment_may_go/3 have their
    # colors_unsure/2 rules beside them; rules/mana/mana_loops.lp: colored_at/3, the colors a "tap an untapped blue
    # creature" cost reads holding priority, reached through that cost, cost_colors_unsure/4)
    # (rules/core/protection_targets.lp: has_protected_quality/3, a color protection stopping a target; its colors_unsure/2 rule
    # is the target check's, rules/activation/activation.lp)
    # (rules/layers/layers.lp: granted/4 of a grant to creatures of a color, reached through grants(with_color(..)):
    # the board's incomplete/2 in rules/core/incomplete.lp)
    # (rules/replacement/enter_conditions.lp: prospect_colored/1, "Colorless creatures you control enter with ...", Curator
    # Beastie's affected_colorless; its colors_unsure/2 and colors_unrecorded/1 rules are beside it, session 36)
    assert heads == {"matches", "color_available", "holds", "pt_effect_scope", "has_quality", "attachment_may_go",
                     "colored_at", "has_protected_quality", "granted", "prospect_colored"}, heads
