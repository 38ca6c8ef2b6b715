"""Session 36, issue 26: copies, choices and "enters with" counters for a group, as a permanent enters, from real cards.

CR 614.1c: "Effects that read “[This permanent] enters with . . . ,” “As [this permanent] enters . . . ,” or “[This
permanent] enters as . . . “ are replacement effects." CR 614.12a: "If a replacement effect that modifies how a permanent
enters the battlefield requires a choice, that choice is made before the permanent enters the battlefield." Every such
choice (which cards are exiled, which one is copied, how many) is an outcome of the enter event, all explored."""
from __future__ import annotations

import pytest
from support import ROOT, battlefield, cr_text

import mtgasp
from mtgasp.render.words import listed

GIANT = "{card: Hill Giant, controller: bob}"

# The CR text the tests below quote, each checked word for word against data/ (the last test).
QUOTED = (
    "614.1c Effects that read “[This permanent] enters with . . . ,” “As [this permanent] enters . . . ,” or “[This "
    "permanent] enters as . . . “ are replacement effects.",
    "614.12a If a replacement effect that modifies how a permanent enters the battlefield requires a choice, that choice "
    "is made before the permanent enters the battlefield.",
    "202.3e When calculating the mana value of an object with an {X} in its mana cost, X is treated as 0 while the "
    "object is not on the stack",
    "105.2c A colorless object has no color.",
    "715.2a If an effect refers to a card, spell, or permanent that “has an Adventure,” it refers to an object that has "
    "the alternative characteristics of an Adventure spell, even if the object currently doesn’t use them.",
    "107.3m If an object’s enters-the-battlefield triggered ability or replacement effect refers to X, and the spell "
    "that became that object as it resolved had a value of X chosen for any of its costs, the value of X for that "
    "ability is the same as the value of X for that spell",
    "If a calculation that would determine the result of an effect yields a negative number, zero is used instead",
)


def _answer(board: mtgasp.Board, card: str, controller: str = "alice", **kw) -> mtgasp.Orderings:
    return mtgasp.orderings(board, mtgasp.EnterEvent(card, controller, **kw))


def _outcomes(answer) -> list[tuple[str, bool, tuple]]:
    """Each outcome as (the card copied or "", tapped, its counters by kind), sorted."""
    return sorted((o.result["copy_of"] or "", o.result["tapped"], tuple(sorted(o.result["counters_by_kind"].items())))
                  for o in answer.outcomes)


def _complete(board: mtgasp.Board, card: str, controller: str = "alice", **kw) -> list[tuple[str, bool, tuple]]:
    answer = _answer(board, card, controller, **kw)
    assert answer.complete, listed(answer.notes)
    return _outcomes(answer)


def _graveyards(alice: str, bob: str = "[]", *entries: str) -> mtgasp.Board:
    return battlefield(GIANT, *entries, extra=f"graveyards:\n  alice: {alice}\n  bob: {bob}\n")


# --- a copy of another card for other creatures entering (CR 707.2, 614.1c) -------------------------------------------

def test_the_inspector_inspector_other_creatures_enter_as_thraben_inspector():
    # The Inspector Inspector: "Other creatures you control enter the battlefield as a copy of Thraben Inspector." A
    # creature entering under its controller copies the printed card Thraben Inspector; under another player's control,
    # or a land, it enters as itself.
    board = battlefield("{card: The Inspector Inspector, controller: alice}", GIANT)
    assert _complete(board, "Grizzly Bears") == [("Thraben Inspector", False, ())]
    assert _complete(board, "Grizzly Bears", "bob") == [("", False, ())]
    assert _complete(board, "Forest") == [("", False, ())]


# --- "enters with" counters for a group, by a quality of the entering object ------------------------------------------

VELOCIPEDE = "{card: Thunderous Velocipede, controller: alice}"


@pytest.mark.parametrize("card, counters", [
    ("Grizzly Bears", 1),        # mana value 2
    ("Smuggler's Copter", 1),    # a Vehicle (no creature as it enters), mana value 2
    ("Hill Giant", 1),           # mana value 4: "4 or less"
    ("Colossal Dreadmaw", 3),    # mana value 6: "Otherwise, ... three additional +1/+1 counters"
    ("Forest", 0),               # neither a Vehicle nor a creature
])
def test_thunderous_velocipede_counters_by_the_mana_value_of_what_enters(card, counters):
    # Thunderous Velocipede: "Each other Vehicle and creature you control enters with an additional +1/+1 counter on it
    # if its mana value is 4 or less. Otherwise, it enters with three additional +1/+1 counters on it." (CR 202.3)
    answer = _answer(battlefield(VELOCIPEDE, GIANT), card)
    assert [o.result["counters_by_kind"].get("p1p1", 0) for o in answer.outcomes] == [counters]


def test_thunderous_velocipede_reads_x_as_zero_and_the_copy_it_enters_as():
    # CR 202.3e: "X is treated as 0 while the object is not on the stack": Endless One ({X}) cast for X = 5 has mana value
    # 0 as it enters, one counter (and its own X +1/+1 counters, CR 107.3m). CR 614.12: Clone ({3}{U}) as itself, one;
    # as a copy of Colossal Dreadmaw (mana value 6), three (the Vehicle, no creature, is none Clone can copy).
    board = battlefield(VELOCIPEDE, GIANT)
    answer = _answer(board, "Endless One", cast=True, x=5)
    assert [o.result["counters_by_kind"] for o in answer.outcomes] == [{"p1p1": 6}]
    board = battlefield(VELOCIPEDE, "{card: Colossal Dreadmaw, controller: bob}")
    assert _complete(board, "Clone") == [("", False, (("p1p1", 1),)), ("Colossal Dreadmaw", False, (("p1p1", 3),))]


def test_thunderous_velocipede_options_are_exclusive_and_not_its_own():
    # (hand-written: rules/cards/thunderous_velocipede.lp)
    facts = (ROOT / "rules" / "cards" / "thunderous_velocipede.lp").read_text(encoding="utf-8")
    assert 'option_condition("Thunderous Velocipede", 2, 1, affected_mana_value(le, 4)).' in facts
    assert 'option_condition("Thunderous Velocipede", 2, 2, affected_mana_value(ge, 5)).' in facts
    # (under bob's control: not "you control")
    assert _complete(battlefield(VELOCIPEDE, GIANT), "Colossal Dreadmaw", "bob") == [("", False, ())]


def test_mysterious_pathlighter_a_creature_that_has_an_adventure():
    # Mysterious Pathlighter: "Each creature you control that has an Adventure enters with an additional +1/+1 counter
    # on it. (It doesn't need to have gone on the adventure first.)" CR 715.2a (quoted above). Bonecrusher Giant has one,
    # Grizzly Bears hasn't.
    board = battlefield("{card: Mysterious Pathlighter, controller: alice}", GIANT)
    assert _complete(board, "Bonecrusher Giant") == [("", False, (("p1p1", 1),))]
    assert _complete(board, "Grizzly Bears") == [("", False, ())]
    assert _complete(board, "Bonecrusher Giant", "bob") == [("", False, ())]


def test_curator_beastie_colorless_creatures_only():
    # Curator Beastie: "Colorless creatures you control enter with two additional +1/+1 counters on them." CR 105.2c.
    # Ornithopter ({0}, an artifact) and an Eldrazi Spawn token are colorless; Eldrazi Devastator ({8}) too; Grizzly
    # Bears is green; a colorless land is no creature.
    board = battlefield("{card: Curator Beastie, controller: alice}", GIANT)
    for card in ("Ornithopter", "Eldrazi Spawn", "Eldrazi Devastator"):
        assert _complete(board, card) == [("", False, (("p1p1", 2),))], card
    for card in ("Grizzly Bears", "Mishra's Factory"):
        assert _complete(board, card) == [("", False, ())], card


def test_curator_beastie_devoid_is_colorless_and_a_colour_changer_is_said():
    # CR 702.114a: devoid, "This object is colorless": Eldrazi Skyspawner ({2}{U}, devoid) gets the counters. Beside
    # Painter's Servant (an unmodelled color-changing effect, CR 613.1e) whether Ornithopter is colorless is not known:
    # the answer says so, naming it.
    board = battlefield("{card: Curator Beastie, controller: alice}", GIANT)
    assert _complete(board, "Eldrazi Skyspawner") == [("", False, (("p1p1", 2),))]
    painted = _answer(battlefield("{card: Curator Beastie, controller: alice}",
                                  "{card: Painter's Servant, controller: bob}"), "Ornithopter")
    assert not painted.complete and any("Painter's Servant" in n for n in listed(painted.notes))


BIOMANCER = "{card: Master Biomancer, controller: alice, id: biomancer}"


def test_master_biomancer_counters_equal_to_its_power_and_a_mutant():
    # Master Biomancer: "Each other creature you control enters with a number of additional +1/+1 counters on it equal to
    # this creature's power and as a Mutant in addition to its other types." Its ruling of 2013-01-24: "To determine how
    # many additional +1/+1 counters a creature enters the battlefield with, use Master Biomancer’s power as that
    # creature is entering the battlefield." (2 printed, 4 with two +1/+1 counters on it.)
    answer = _answer(battlefield(BIOMANCER, GIANT), "Grizzly Bears")
    assert answer.complete, listed(answer.notes)
    assert [(o.result["counters_by_kind"], o.result.get("added_subtypes")) for o in answer.outcomes] == [
        ({"p1p1": 2}, ["mutant"])]
    grown = battlefield("{card: Master Biomancer, controller: alice, counters: {p1p1: 2}}", GIANT)
    assert _complete(grown, "Grizzly Bears") == [("", False, (("p1p1", 4),))]
    assert _complete(grown, "Grizzly Bears", "bob") == [("", False, ())]
    assert _complete(grown, "Forest") == [("", False, ())]


def test_master_biomancer_mutant_read_by_another_effect_is_said():
    # Metallic Mimic ("Each other creature you control of the chosen type enters with an additional +1/+1 counter on
    # it", Mutant chosen) reads the type Master Biomancer adds (CR 614.12: effects already applied count): the answer says
    # it can't be sure; Bramblewood Paragon's Warrior is not that type, complete.
    mimic = battlefield(BIOMANCER, "{card: Metallic Mimic, controller: alice, chosen: {creature_type: Mutant}}")
    answer = _answer(mimic, "Grizzly Bears")
    assert not answer.complete and any("Master Biomancer adds a subtype" in n for n in listed(answer.notes))
    paragon = battlefield(BIOMANCER, "{card: Bramblewood Paragon, controller: alice}")
    assert _complete(paragon, "Grizzly Bears") == [("", False, (("p1p1", 2),))]


# --- X as the permanent enters (CR 107.3m) ----------------------------------------------------------------------------

@pytest.mark.parametrize("x, tapped, stun", [
    (None, True, 3),  # not cast: X is 0
    (0, True, 3),
    (2, True, 1),     # "If X is 2 or less, it enters tapped"
    (3, False, 0),
    (5, False, 0),    # three minus five: none (CR 107.1b)
])
def test_slumbering_trudge_stun_counters_three_minus_x(x, tapped, stun):
    # Slumbering Trudge: "This creature enters with a number of stun counters on it equal to three minus X. If X is 2 or
    # less, it enters tapped."
    got = _complete(battlefield(GIANT), "Slumbering Trudge", cast=x is not None, x=x)
    assert got == [("", tapped, (("stun", stun),) if stun else ())]


# --- cards exiled from graveyards as it enters (CR 614.12a, 707.2, 707.5) --------------------------------------------

def test_the_mimeoplasm_every_pair_of_cards_is_explored():
    # The Mimeoplasm: "As The Mimeoplasm enters, you may exile two creature cards from graveyards. If you do, it enters
    # as a copy of one of those cards with a number of additional +1/+1 counters on it equal to the power of the other
    # card." Which two cards, and which one is copied, are choices (CR 614.12a): from Grizzly Bears (2) and Craterhoof
    # Behemoth (5) in alice's graveyard and Grizzly Bears in bob's (two cards of one name are two cards; a Forest is no
    # creature card); declined, it enters as itself (optional).
    board = _graveyards("[Grizzly Bears, Forest, Craterhoof Behemoth]", "[Grizzly Bears]")
    answer = _answer(board, "The Mimeoplasm")
    assert _outcomes(answer) == [("", False, ()), ("Craterhoof Behemoth", False, (("p1p1", 2),)),
                                 ("Grizzly Bears", False, (("p1p1", 2),)), ("Grizzly Bears", False, (("p1p1", 5),))]
    # (its only note: Craterhoof Behemoth's own trigger, not read)
    assert all("Craterhoof Behemoth" in n for n in listed(answer.notes))


def test_the_mimeoplasm_needs_two_cards_and_the_graveyards():
    # one creature card: it can't exile two, so it enters as itself
    assert _complete(_graveyards("[Grizzly Bears]"), "The Mimeoplasm") == [("", False, ())]
    # graveyards not given: it may have had cards to exile, said
    answer = _answer(battlefield(GIANT), "The Mimeoplasm")
    assert not answer.complete and any("graveyard" in n for n in listed(answer.notes))


def test_the_mimeoplasm_copying_a_graveyard_counter_is_incomplete():
    # As a copy of Golgari Grave-Troll ("enters with a +1/+1 counter on it for each creature card in your graveyard"),
    # the two cards exiled have left that graveyard first: the count this engine makes would include them, so the
    # answer says it can't be sure rather than answer 2 + 2.
    answer = _answer(_graveyards("[Golgari Grave-Troll, Grizzly Bears]"), "The Mimeoplasm")
    assert ("Golgari Grave-Troll", False, (("p1p1", 4),)) in _outcomes(answer)
    assert not answer.complete and any("exiles cards from graveyards" in n for n in listed(answer.notes))


@pytest.mark.parametrize("x, exiled", [(None, [0]), (1, [0, 1]), (2, [0, 1, 2]), (5, [0, 1, 2])])
def test_mimeoplasm_revered_one_every_number_up_to_x(x, exiled):
    # Mimeoplasm, Revered One: "As Mimeoplasm enters, exile up to X creature cards from your graveyard. It enters with
    # three +1/+1 counters on it for each creature card exiled this way." "up to X": none to X, and no more than the two
    # creature cards of alice's graveyard (bob's Grizzly Bears is not in "your graveyard").
    answer = _answer(_graveyards("[Grizzly Bears, Forest, Craterhoof Behemoth]", "[Grizzly Bears]"),
                     "Mimeoplasm, Revered One", cast=x is not None, x=x)
    assert answer.complete, listed(answer.notes)
    got = sorted((o.result.get("exiled_cards", 0), o.result["counters_by_kind"].get("p1p1", 0)) for o in answer.outcomes)
    assert got == [(j, 3 * j) for j in exiled]


def test_mimeoplasm_revered_one_graveyard_not_given_is_said():
    answer = _answer(battlefield(GIANT), "Mimeoplasm, Revered One", cast=True, x=2)
    assert not answer.complete and any("Mimeoplasm, Revered One" in n for n in listed(answer.notes))


# --- a choice for each line (CR 614.12a) -------------------------------------------------------------------------------

def test_catch_of_the_day_one_word_of_each_line_every_set_explored():
    # Catch of the Day: "As Catch of the Day enters the battlefield, choose one for each of the following." with three
    # lines of three: 27 sets of choices, each an outcome. The lines themselves ("Size → 6/2; 4/4; or 2/6.", ...) are not
    # read: the answer says so, naming them.
    answer = _answer(battlefield(GIANT), "Catch of the Day")
    chosen = {tuple(sorted(o.result["choices"])) for o in answer.outcomes}
    assert len(answer.outcomes) == len(chosen) == 27
    assert ("islandwalk", "scry_2", "size_4_4") in chosen and ("goad", "size_6_2", "vigilance") in chosen
    assert not answer.complete and any("ability 4 of Catch of the Day" in n for n in listed(answer.notes))


@pytest.mark.parametrize("quote", QUOTED)
def test_the_quoted_rules_are_word_for_word(quote):
    assert quote in cr_text()
