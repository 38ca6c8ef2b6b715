"""Session 35, issue 26: copies and choices made as a permanent enters, read from real cards' Oracle text.

CR 614.12a: a choice a replacement effect that modifies how a permanent enters requires is made before it enters: each
option is an outcome of the enter event, every one explored. CR 614.12c: "[Anchor word] — [ability]" means "As long as
[anchor word] was chosen as this permanent entered the battlefield, this permanent has [ability]" (the Sieges). CR
707.9: copy effects with exceptions, here also entering tapped (Callidus Assassin, Echoing Deeps: Vesuva's
both(enter_tapped, copy)). CR 616.1c, 111.1: a copy effect on other permanents entering that names tokens (Thunderbond
Vanguard) applies to a token the event names only."""
from __future__ import annotations

import pytest
from support import battlefield, compiled

import mtgasp
from mtgasp.render.words import listed

BEARS_AND_GIANT = ("{card: Grizzly Bears, controller: alice}", "{card: Hill Giant, controller: bob}")


def _answer(board: mtgasp.Board, card: str, controller: str = "alice") -> mtgasp.Orderings:
    return mtgasp.orderings(board, mtgasp.EnterEvent(card, controller))


def _outcomes(answer) -> list[tuple[str, bool, tuple[str, ...]]]:
    """Each outcome as (the card copied or "", tapped, the choices made), sorted."""
    return sorted((o.result["copy_of"] or "", o.result["tapped"], tuple(sorted(o.result.get("choices") or ())))
                  for o in answer.outcomes)


def _complete(board: mtgasp.Board, card: str, controller: str = "alice") -> list[tuple[str, bool, tuple[str, ...]]]:
    answer = _answer(board, card, controller)
    assert answer.complete, listed(answer.notes)
    return _outcomes(answer)


# --- copies with exceptions, entering tapped (CR 707.9, 614.1c) --------------------------------------------------------

def test_callidus_assassin_enters_tapped_as_a_copy_with_its_trigger_or_untapped_as_itself():
    # Callidus Assassin: "Polymorphine — You may have this creature enter tapped as a copy of any creature on the
    # battlefield, except it has "When this creature enters, destroy up to one other target creature with the same
    # name as this creature."" CR 707.9a: the quoted ability becomes part of the copy's copiable values; the effect is
    # optional, and declined it enters untapped as itself (as Vesuva, its ruling of 2006-09-25).
    status, facts = compiled("Callidus Assassin")[2]
    assert status == "compiled"
    assert "replacement_option(1,both(enter_tapped,enter_as_copy_except(creature,any)))" in facts
    assert "copy_exception(has_ability(3))" in facts and "optional_replacement" in facts
    answer = _answer(battlefield(*BEARS_AND_GIANT), "Callidus Assassin")
    assert answer.complete, listed(answer.notes)
    assert _outcomes(answer) == [("", False, ()), ("Grizzly Bears", True, ()), ("Hill Giant", True, ())]
    assert {o.result.get("copy_except") for o in answer.outcomes if o.result["copy_of"]} == {"Callidus Assassin"}


def test_echoing_deeps_enters_tapped_as_a_copy_of_a_land_card_in_a_graveyard():
    # Echoing Deeps: "You may have this land enter tapped as a copy of any land card in a graveyard, except it's a Cave
    # in addition to its other types." CR 707.2: a card in a graveyard has its printed copiable values; only land cards
    # are candidates (Grizzly Bears is not one).
    assert compiled("Echoing Deeps")[1][1] >= {
        "replacement_option(1,both(enter_tapped,enter_as_copy_card_except(land,any)))", "copy_exception(add_subtype(cave))"}
    board = battlefield(*BEARS_AND_GIANT, extra="graveyards:\n  alice: [Forest, Grizzly Bears]\n  bob: [Island]\n")
    assert _complete(board, "Echoing Deeps") == [("", False, ()), ("Forest", True, ()), ("Island", True, ())]


def test_echoing_deeps_with_graveyards_not_given_is_incomplete_naming_it():
    # Never silently wrong: a graveyard the board doesn't state could hold a land card to copy (CR 404).
    answer = _answer(battlefield(*BEARS_AND_GIANT), "Echoing Deeps")
    assert not answer.complete
    assert any("Echoing Deeps" in n for n in listed(answer.notes))


def test_a_copy_of_echoing_deeps_exception_is_a_cave_on_the_battlefield():
    # CR 707.9b: "The final set of values for that characteristic becomes part of the copiable values of the copy": as
    # a copy of Forest it is a Forest Cave with Forest's mana ability.
    board = battlefield("{card: Echoing Deeps, controller: alice, id: deeps, copy_of: Forest}")
    shown = mtgasp.show(board)
    assert shown.complete, listed(shown.incomplete)
    assert {"forest", "cave"} <= set(shown.objects["deeps"].subtypes)
    assert mtgasp.could_produce(board).types["deeps"] == ("G",)


def test_cursed_mirror_becomes_a_copy_with_haste_as_it_enters():
    # Cursed Mirror: "As this artifact enters, you may have it become a copy of any creature on the battlefield until
    # end of turn, except it has haste." CR 614.1c ("As [this permanent] enters ..." is a replacement effect), 707.9a:
    # the copy has haste as part of its copiable values.
    status, facts = compiled("Cursed Mirror")[2]
    assert status == "compiled" and "replacement_option(1,enter_as_copy_except(creature,any))" in facts
    assert _complete(battlefield(*BEARS_AND_GIANT), "Cursed Mirror") == [
        ("", False, ()), ("Grizzly Bears", False, ()), ("Hill Giant", False, ())]
    # on the battlefield the same turn, a copy of Grizzly Bears that has haste (CR 302.6 doesn't stop its {T})
    shown = mtgasp.show(battlefield("{card: Cursed Mirror, controller: alice, id: mirror, copy_of: Grizzly Bears}"))
    assert shown.complete, listed(shown.incomplete)
    assert "Haste" in [a.text for a in shown.objects["mirror"].abilities]
    assert shown.objects["mirror"].power_toughness == (2, 2)


def test_vesuvan_shapeshifter_may_enter_as_a_copy_with_its_upkeep_trigger():
    # Vesuvan Shapeshifter: "As this creature enters or is turned face up, you may choose another creature on the
    # battlefield. If you do, until this creature is turned face down, it becomes a copy of that creature, except it has
    # "At the beginning of your upkeep, you may turn this creature face down."" CR 614.1c, 707.9a.
    status, facts = compiled("Vesuvan Shapeshifter")[1]
    assert status == "compiled" and "replacement_option(1,enter_as_copy_except(creature,any))" in facts
    assert "copy_exception(has_ability(3))" in facts
    assert _complete(battlefield(*BEARS_AND_GIANT), "Vesuvan Shapeshifter") == [
        ("", False, ()), ("Grizzly Bears", False, ()), ("Hill Giant", False, ())]


# --- copies whose card types are set (CR 707.9b, 205.1a) --------------------------------------------------------------

def test_imposter_mech_copies_only_an_opponents_creature():
    # Imposter Mech: "You may have this Vehicle enter as a copy of a creature an opponent controls, except it's a Vehicle
    # artifact with crew 3 and it loses all other card types." (CR 707.5, 109.5: "an opponent" of the player it enters
    # under.)
    assert compiled("Imposter Mech")[1][1] >= {
        "replacement_option(1,enter_as_copy_except(creature,opponent))", "copy_exception(set_types(artifact))",
        "copy_exception(add_subtype(vehicle))", "copy_exception(has_ability(3))"}
    assert _complete(battlefield(*BEARS_AND_GIANT), "Imposter Mech") == [("", False, ()), ("Hill Giant", False, ())]
    assert _complete(battlefield(*BEARS_AND_GIANT), "Imposter Mech", "bob") == [
        ("", False, ()), ("Grizzly Bears", False, ())]


def test_a_copy_whose_card_type_is_set_loses_the_copied_types_and_their_subtypes():
    # CR 707.9b: "The final set of values for that characteristic becomes part of the copiable values of the copy"; CR
    # 205.1a: "the new card type(s) replaces any existing card types ... If an object's card type is removed, the
    # subtypes correlated with that card type will remain if they are also the subtypes of a card type the object
    # currently has; otherwise, they are also removed". Imposter Mech as a copy of Hill Giant (a Creature — Giant) is an
    # Artifact — Vehicle with crew 3; Machine God's Effigy as a copy of Grizzly Bears ("except it's an artifact and it
    # has "{T}: Add {U}."") is an artifact, no Bear, that could produce {U} (CR 106.7).
    board = battlefield("{card: Imposter Mech, controller: alice, id: mech, copy_of: Hill Giant}",
                        "{card: Machine God's Effigy, controller: alice, id: effigy, copy_of: Grizzly Bears}")
    shown = mtgasp.show(board)
    assert shown.complete, listed(shown.incomplete)
    mech, effigy = shown.objects["mech"], shown.objects["effigy"]
    assert (mech.card_types, mech.subtypes) == (("artifact",), ("vehicle",))
    assert [a.text for a in mech.abilities] == ["Crew 3"]
    assert (effigy.card_types, effigy.subtypes) == (("artifact",), ())
    assert [a.text for a in effigy.abilities] == ["{T}: Add {U}."]
    assert mtgasp.could_produce(board).types == {"effigy": ("U",), "mech": ()}


# --- a copy effect on tokens entering (CR 616.1c, 111.1) ---------------------------------------------------------------

def test_thunderbond_vanguard_copies_a_token_entering_not_a_card():
    # Thunderbond Vanguard: "Each creature token you control enters as a copy of this creature." An Eldrazi Spawn token
    # entering under its controller's control becomes a copy of it (CR 707.5); a card entering is no token (CR 111.1),
    # and neither is a token entering under another player's control.
    status, facts = compiled("Thunderbond Vanguard")[2]
    assert status == "compiled"
    assert facts >= {"replacement_condition(affected(token(creature)))", "replacement_condition(affected_rel(you))",
                     "replacement_option(1,enter_as_copy_of(\"Thunderbond Vanguard\"))"}
    board = battlefield(*BEARS_AND_GIANT, "{card: Thunderbond Vanguard, controller: alice}")
    # (its power and toughness, a characteristic-defining ability not read, keep the answers incomplete, naming it)
    assert _outcomes(_answer(board, "Eldrazi Spawn")) == [("Thunderbond Vanguard", False, ())]
    assert _outcomes(_answer(board, "Eldrazi Spawn", "bob")) == [("", False, ())]
    assert _outcomes(_answer(board, "Grizzly Bears")) == [("", False, ())]


def test_infinite_reflection_nontoken_creatures_enter_as_a_copy_of_enchanted_creature():
    # Infinite Reflection: "Nontoken creatures you control enter as a copy of enchanted creature." CR 707.2: the copiable
    # values of the permanent the Aura is attached to (Hill Giant), whoever controls it; a token, or a creature
    # entering under another player's control, is not affected (CR 111.1, 109.5).
    assert compiled("Infinite Reflection")[3] == ("compiled", {
        "replacement(enters_battlefield)", "replacement_condition(affected(nontoken(creature)))",
        "replacement_condition(affected_rel(you))", "replacement_category(copy)",
        "replacement_option(1,enter_as_copy_of_attached)"})
    board = battlefield(*BEARS_AND_GIANT, "{card: Infinite Reflection, controller: alice, attached_to: hill-giant}")
    assert _complete(board, "Grizzly Bears") == [("Hill Giant", False, ())]
    assert _complete(board, "Grizzly Bears", "bob") == [("", False, ())]
    assert _complete(board, "Eldrazi Spawn") == [("", False, ())]
    # an Aura attached to nothing copies nothing (CR 303.4: an Aura on the battlefield is normally attached; a board
    # may still say it is not)
    alone = battlefield(*BEARS_AND_GIANT, "{card: Infinite Reflection, controller: alice}")
    assert _complete(alone, "Grizzly Bears") == [("", False, ())]


def test_a_nontoken_effect_does_not_apply_to_a_token_entering():
    # Tromell, Seymour's Butler: "Each other nontoken creature you control enters with an additional +1/+1 counter on
    # it." is for cards; a token the event names is not nontoken (CR 111.1).
    board = battlefield("{card: \"Tromell, Seymour's Butler\", controller: alice}")
    card = _answer(board, "Grizzly Bears")
    token = _answer(board, "Eldrazi Spawn")
    assert [o.result["counters_by_kind"] for o in card.outcomes] == [{"p1p1": 1}]
    assert [o.result["counters_by_kind"] for o in token.outcomes] == [{}]


# --- choices made as it enters (CR 614.12a, 614.12c) -------------------------------------------------------------------

@pytest.mark.parametrize("card, words", [
    # the anchor words of each Siege (CR 614.12c; the Sieges' ruling 2014-11-24: "Each Siege will have one of the two
    # listed abilities, depending on your choice as it enters the battlefield.")
    ("Glacierwood Siege", ("temur", "sultai")),
    ("Windcrag Siege", ("mardu", "jeskai")),
    ("Battle of Hoover Dam", ("ncr", "legion")),
    ("The Marvelous Scientist", ("cosplay", "science")),
    # "As this artifact enters, choose white Citizen, blue Camarid, black Thrull, red Goblin, or green Saproling."
    ("Sarpadian Empires, Vol. VII", ("white_citizen", "blue_camarid", "black_thrull", "red_goblin", "green_saproling")),
])
def test_every_word_chosen_is_an_outcome(card, words):
    assert _complete(battlefield(*BEARS_AND_GIANT), card) == sorted(("", False, (w,)) for w in words)


def test_frostcliff_siege_the_choice_is_read_its_temur_ability_is_not():
    # Frostcliff Siege: "As this enchantment enters, choose Jeskai or Temur. • Jeskai — ... • Temur — Creatures you
    # control get +1/+0 and have trample and haste." CR 614.12c: each anchor-word ability is the permanent's only as
    # long as its word was chosen; the choice is read (both words explored), the Temur ability is an ability of its own,
    # not read (a board doesn't say which word was chosen), so the power of a creature beside it is incomplete.
    assert compiled("Frostcliff Siege")[1] == ("compiled", {
        "replacement(enters_battlefield)", "replacement_condition(this)", "replacement_option(1,choose(jeskai))",
        "replacement_option(2,choose(temur))"})
    assert compiled("Frostcliff Siege")[3][0] == "unmodelled"
    assert _complete(battlefield(*BEARS_AND_GIANT), "Frostcliff Siege") == [
        ("", False, ("jeskai",)), ("", False, ("temur",))]
    shown = mtgasp.show(battlefield("{card: Frostcliff Siege, controller: alice}", *BEARS_AND_GIANT))
    assert not shown.complete and any("Frostcliff Siege" in n for n in listed(shown.incomplete))


def test_battle_of_hoover_dam_mana_value_is_no_mana():
    # "• NCR — At the beginning of your end step, return target creature card with mana value 3 or less ...": a mode
    # that adds no mana (CR 202.3: mana value is a number), unlike Frontier Siege's "• Khans — At the beginning of each
    # of your main phases, add {G}{G}." (an anchor-word ability of its own, CR 614.12c, still unread).
    assert compiled("Battle of Hoover Dam")[1][0] == "compiled"
    assert compiled("Frontier Siege")[2][0] == "unmodelled"


def test_greymond_every_pair_of_abilities_is_an_outcome():
    # Greymond, Avacyn's Stalwart: "As Greymond, Avacyn's Stalwart enters, choose two abilities from among first strike,
    # vigilance, and lifelink." (CR 614.12a: three pairs.) Its "Humans you control have each of the chosen abilities"
    # is not read, so the answer says so, naming it.
    answer = _answer(battlefield(*BEARS_AND_GIANT), "Greymond, Avacyn's Stalwart")
    assert _outcomes(answer) == [("", False, ("first_strike", "lifelink")), ("", False, ("first_strike", "vigilance")),
                                 ("", False, ("lifelink", "vigilance"))]
    assert not answer.complete and any("Greymond" in n and "ability 2" in n for n in listed(answer.notes))


@pytest.mark.parametrize("card, choices", [
    # "As this artifact enters, look at an opponent's hand, then choose any card name." (Sorcerous Spyglass ruling
    # 2017-09-29: "You’re not limited to the names of cards you saw in the opponent’s hand.")
    ("Sorcerous Spyglass", [("card_name",)]),
    ("Anointed Peacekeeper", [("card_name",)]),
    # "..., then choose a card type other than creature."
    ("Arachne, Psionic Weaver", [("card_type",)]),
    # "As this creature enters, you may choose a nonland permanent.": made or not
    ("Scheming Fence", [(), ("nonland_permanent",)]),
])
def test_a_named_choice_is_made_as_it_enters(card, choices):
    assert _complete(battlefield(*BEARS_AND_GIANT), card) == sorted(("", False, c) for c in choices)


@pytest.mark.parametrize("card, choices", [
    # "As this enchantment enters, you and an opponent each choose a card name other than a basic land card name." (Null
    # Chamber ruling 2013-04-15: "You choose which opponent makes the choice.")
    ("Null Chamber", ("card_name", "card_name")),
    # "As Pithing Spyglass enters, name a keyword ability or ability word."
    ("Pithing Spyglass", ("keyword_or_ability_word",)),
])
def test_a_choice_whose_effect_is_not_read_keeps_the_answer_incomplete(card, choices):
    answer = _answer(battlefield(*BEARS_AND_GIANT), card)
    assert _outcomes(answer) == [("", False, choices)]
    assert not answer.complete and any(card in n and "ability 2" in n for n in listed(answer.notes))
