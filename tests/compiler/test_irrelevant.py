"""The list of shapes proven to change no answer (compiler/irrelevant.py; issue 25): each entry proves its examples
and not the lines just outside its shape; anything else no cue recognises is `unknown` and makes answers incomplete."""
from __future__ import annotations

import pytest
from support import board_from

import mtgasp
from mtgasp.compiler import irrelevant
from mtgasp.compiler.compile import INTERPRETED_KEYWORDS
from mtgasp.compiler.kinds import is_activated, is_triggered, kinds_of
from mtgasp.render.words import message


def _proven(text: str, spell: bool = False) -> str | None:
    return irrelevant.proven(text, activated=is_activated(text), triggered=is_triggered(text), spell=spell)


@pytest.mark.parametrize("entry", irrelevant.ENTRIES, ids=lambda e: e.name)
def test_each_entry_proves_its_examples_and_not_its_near_misses(entry):
    spell = entry.name == "one_shot_spell"
    assert entry.reason and "CR" in entry.reason
    for text in entry.examples:
        assert _proven(text, spell) == entry.name, text
    for text in entry.near_misses:
        assert _proven(text, spell) != entry.name, text


def test_every_irrelevant_keyword_has_a_reason_citing_the_rules():
    assert all("CR" in reason for reason in irrelevant.IRRELEVANT_KEYWORDS.values())
    assert not set(irrelevant.IRRELEVANT_KEYWORDS) & set(irrelevant.KEYWORD_KINDS)


def test_keywords_touching_damage_or_entering_are_not_irrelevant():
    # CR 702.16e protection prevents damage, and 702.16b it stops targets (can-activate's target check); CR 702.164c
    # toxic gives poison counters.
    assert irrelevant.keyword_kinds(["protection"]) == ("replacement(damage)", "targeting_effect")
    assert irrelevant.keyword_kinds(["toxic"]) == ("replacement(damage)",)
    # CR 702.11b, 702.18a: hexproof and shroud decide which permanents an ability can target: never `other`.
    for word in ("hexproof", "hexproof_from"):
        assert irrelevant.keyword_kinds([word]) == ("targeting_effect",), word
    # CR 702.80c, 702.90b-c: wither and infect deal damage as counters; rules/replacement/damage.lp reads them, so the
    # compiler interprets them and never asks whether they are irrelevant (never `other`).
    for word in ("wither", "infect"):
        assert word in INTERPRETED_KEYWORDS and word not in irrelevant.IRRELEVANT_KEYWORDS, word
    assert irrelevant.keyword_kinds(["flying", "trample"]) == ("other",)
    # (Prototype, CR 702.160, 718.3b: a permanent cast prototyped has other characteristics, which a board can't say)
    assert irrelevant.keyword_kinds(["flying", "prototype"]) == ("unknown",)  # (not proven: unknown)


def test_text_no_cue_recognises_is_unknown():
    # Nothing proves "Players can't draw more than one card each turn"-like static text harmless to the questions
    # here; before issue 25 every such line was `other`, presumed harmless.
    assert kinds_of("each creature you control is a copy of ~.", ("enchantment",)) != ["other"]
    assert kinds_of("you control your opponents while they're searching their libraries.", ("enchantment",)) \
        == ["unknown"]
    assert kinds_of("~ can't block.", ("creature",)) == ["other"]
    assert kinds_of("whenever ~ attacks, draw a card.", ("creature",)) == ["other"]


def test_a_triggered_ability_that_adds_mana_is_not_presumed_harmless():
    # CR 605.5a: "When this enters, add ..." is not a mana ability, but what its permanent could produce counts it
    # (CR 106.7, reading nonmana_abilities=triggered_too).
    assert kinds_of("when ~ enters, add {g}{g} for each opponent you have.", ("creature",)) == ["nonmana_adds"]


def _board(*lines: str) -> mtgasp.Board:
    return board_from("players: [alice, bob]\nbattlefield:\n" + "".join(f"  - {line}\n" for line in lines))


def test_an_unknown_static_ability_makes_every_answer_incomplete():
    # Opposition Agent: "You control your opponents while they're searching their libraries." No cue recognises it
    # and no entry proves it harmless: before issue 25 it was `other` and the answers complete; now every answer of
    # its board says it is incomplete, naming the card.
    board = _board("{card: Forest, controller: alice, id: f}", "{card: Opposition Agent, controller: bob}")
    answer = mtgasp.could_produce(board)
    assert not answer.complete and "Opposition Agent" in message(answer)
    assert not mtgasp.show(board).complete


def test_a_flying_creature_keeps_the_answer_complete():
    board = _board("{card: Forest, controller: alice, id: f}", "{card: Serra Angel, controller: alice}")
    assert mtgasp.could_produce(board).complete
    assert mtgasp.show(board).complete


# --- Third red-team round: what a line says beside the effect a cue recognised ----------------------------------

@pytest.mark.parametrize("text, kind", [
    # CR 613.1f: an ability lost beside a P/T change (Stasis Field), or one given beside it (Blight Sickle: wither,
    # CR 702.80c, is a damage event's; Always Watching: vigilance, only what `show` lists)
    ("enchanted creature has base power and toughness 0/2 , has defender , and loses all other abilities .",
     "ability_effect"),
    ("equipped creature gets +1/+0 and has wither .", "replacement(damage)"),
    ("nontoken creatures you control get +1/+1 and have vigilance .", "keyword_grant"),
    ("equipped creature gets +10/+10 and loses flying .", "keyword_grant"),
    # (Alpha Authority: hexproof given by an effect decides the targets, CR 702.11b)
    ("enchanted creature has hexproof and can't be blocked by more than one creature .", "targeting_effect"),
    # (a restriction on the targets of abilities, on permanents, CR 115.1: can-activate's target check; one on players
    # only is proven irrelevant: no checked target is a player)
    ("creatures you control can't be the targets of spells or abilities your opponents control .", "targeting_effect"),
    ("your opponents can't be the targets of spells or abilities you control .", "other"),
    # CR 205.1b, 613.1d: a creature type set (Fog on the Barrow-Downs), CR 105.3, 613.1e: a color set with "becomes"
    ("enchanted creature is a spirit and can't attack or block .", "type_effect"),
    ("until end of turn , target creature becomes a blue serpent with base power and toughness 5/5 .", "color_effect"),
    # CR 605.5a, 714.2b: a chapter that adds mana beside another sentence; a trigger after an ability word
    ("ii , iii , iv — add {r} for each lore counter on this saga . you may cast an instant or sorcery card exiled "
     "with this saga , and mana of any type can be spent to cast that spell .", "nonmana_adds"),
    ("landfall — whenever a land you control enters , add one mana of any color .", "nonmana_adds"),
])
def test_what_a_line_says_beside_a_recognised_effect(text, kind):
    assert kind in kinds_of(text, ("enchantment",), False) or kind in kinds_of(text, ("instant",), False)


@pytest.mark.parametrize("text, kind", [
    # a filter, not a type change; a token's copy exception (CR 707.9b); mana in a pool is no object (CR 106.4)
    ("creatures you control that are zombies and/or tokens get +1/+1 .", "type_effect"),
    ("create a token that's a copy of target non-frog creature , except it's a 1/1 green frog .", "type_effect"),
    ("if you would lose unspent mana , that mana becomes colorless instead .", "color_effect"),
    # "as though it didn't have defender" gives no keyword
    ("this creature can attack as though it didn't have defender and it can't be blocked .", "keyword_grant"),
])
def test_near_misses_of_the_new_cues(text, kind):
    assert kind not in kinds_of(text, ("enchantment",), False)
    assert kind not in kinds_of(text, ("instant",), False)


@pytest.mark.parametrize("card", ["Arcane Laboratory", "Deafening Silence", "Aeronaut Tinkerer", "Acolyte of Bahamut",
                                  "Capricious Sliver", "Archipelagore"])
def test_casting_restrictions_and_conditional_keywords_leave_the_mana_answers_complete(card):
    # "Each player can't cast more than one spell each turn." (Arcane Laboratory), "Each player can't cast more than one
    # noncreature spell each turn." (Deafening Silence): no question here casts a spell (CR 601.3); "This creature has
    # flying as long as you control an artifact" changes only the abilities show lists (CR 613.1f, 702.9), and so does a
    # grant of abilities each proven irrelevant ("Commander creatures you own have "The first Dragon spell you cast each
    # turn costs {2} less to cast."", "Sliver creatures you control have "Whenever this creature deals combat damage to
    # a player, ..."", CR 613.1f); Mutate "functions while the spell with mutate is on the stack" (CR 702.140a). Each
    # was of kind unknown: every answer of its board was incomplete.
    board = board_from(f"players: [alice]\nbattlefield:\n  - {{card: {card}, controller: alice}}\n"
                       "  - {card: Forest, controller: alice, id: forest}\n")
    answer = mtgasp.could_produce(board)
    assert answer.complete and answer.types["forest"] == ("G",), message(answer)


def test_a_granted_activated_ability_still_reaches_can_activate():
    # Acidic Sliver: "All Slivers have "{2}, Sacrifice this permanent: This permanent deals 2 damage to any target."": the
    # granted ability is no mana ability (CR 605.1a), but can-activate lists the Sliver's activated abilities (CR 602.1,
    # 613.1f): its answer stays incomplete (kind ability_effect, not keyword_grant).
    board = board_from("players: [alice]\nbattlefield:\n  - {card: Acidic Sliver, controller: alice, id: sliver}\n")
    assert not mtgasp.can_activate(board, "sliver").complete


@pytest.mark.parametrize("text, types, kinds", [
    # CR 700.4, 614.1a — "exile it instead" of dying replaces a zone change, not damage: Anger of the Gods' one-shot
    # damage (CR 610.1) and its die-replacement change no event asked about (issue 26: not a damage effect).
    ("~ deals 3 damage to each creature. if a creature dealt damage this way would die this turn, exile it instead.",
     ("sorcery",), ["other"]),
    # Kumano's Pupils: a static replacement of dying (CR 700.4), not of damage being dealt.
    ("if a creature dealt damage by this creature this turn would die, exile it instead.", ("creature",), ["other"]),
    # Compleat Devotion: "If that creature has toxic" reads a keyword, it grants none (CR 613.1f): layer 7 only.
    ("target creature you control gets +2/+2 until end of turn. if that creature has toxic, draw a card.",
     ("instant",), ["pt_effect"]),
])
def test_a_replacement_of_dying_is_not_a_damage_effect(text, types, kinds):
    assert kinds_of(text, types) == kinds


def test_a_spells_own_damage_instead_stays_a_damage_effect():
    # CR 614.15 — "If that permanent is green, Burning Hands deals 6 damage instead": a self-replacement effect on the
    # spell's own damage (like Shivan Fire's set_damage), still of the damage group.
    assert "replacement(damage)" in kinds_of(
        "~ deals 2 damage to target creature or planeswalker. if that permanent is green, ~ deals 6 damage instead.",
        ("instant",))


@pytest.mark.parametrize("card", ["Mirror Gallery", "Cadric, Soul Kindler", "Council of Reeds"])
def test_the_legend_rule_named_in_quotation_marks_is_not_a_quoted_ability(card):
    # 'The "legend rule" doesn't apply.' (Mirror Gallery): the quotation marks name a rule (CR 704.5j), not an ability
    # the card grants (CR 113.1a: quoted text is an ability only when an object is said to have it); the legend rule
    # changes no answer here (the board gives the permanents). It was read as a quoted ability 'legend rule.' and a
    # static ability 'the "" doesn't apply' of kind unknown: every answer of its board was incomplete.
    board = board_from(f"players: [alice]\nbattlefield:\n  - {{card: \"{card}\", controller: alice}}\n"
                       "  - {card: Forest, controller: alice, id: forest}\n")
    answer = mtgasp.could_produce(board)
    assert answer.complete and answer.types["forest"] == ("G",), message(answer)
