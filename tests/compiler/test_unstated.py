"""Entering effects that read what no board or event states stay unmodelled, with that reason (compiler/unstated.py,
issue 26): listed in the coverage report as documented, never taken for text no grammar rule reads yet."""
from __future__ import annotations

import pytest

from mtgasp.compiler.coverage import OUTSIDE_EVENTS
from mtgasp.compiler.unstated import unstated_reason


@pytest.mark.parametrize("clean", [
    # Hotheaded Giant: spells of a color cast this turn; Ral, Leyline Prodigy: instant and sorcery spells cast this turn
    # (the board's this_turn: counts say how many spells, not which: Storm Entity and Voracious Wurm are compiled,
    # tests/rules/test_enter_turn_counts.py)
    "this creature enters with two -1/-1 counters on it unless you've cast another red spell this turn .",
    "ral enters with an additional loyalty counter on him for each instant and sorcery spell you've cast this turn .",
    # Marath: the mana spent to cast it (CR 601.2h)
    "~ enters with a number of +1/+1 counters on it equal to the amount of mana spent to cast it .",
    # Realm Seekers: cards in hands
    "this creature enters with x +1/+1 counters on it , where x is the total number of cards in all players' hands .",
    # a copy of an object the board can't pick out (CR 707.5): Activated Sleeper (what happened this turn), Mockingbird
    # (the mana spent to cast it), Sakashima's Protege (what entered this turn)
    "you may have this creature enter as a copy of any creature card in a graveyard that was put there from the "
    "battlefield this turn , except it's a phyrexian in addition to its other types .",
    "you may have this creature enter as a copy of any creature on the battlefield with mana value less than or equal "
    "to the amount of mana spent to cast this creature , except it's a bird in addition to its other types and it has "
    "flying .",
    "you may have this creature enter as a copy of any permanent that entered this turn .",
    # CR 706.1 — a die roll (Hammer Jammer); CR 103.1 — the starting player (Desert Cenote); cards in exile (Ulamog's
    # Despoiler); the real world (Charm School, Knight in _____ Armor); Dralnu's Pet: the card discarded to kick it
    "as this creature enters , roll a six-sided die . this creature enters with a number of +1/+1 counters on it equal "
    "to the result .",
    "if you were the starting player , this land enters tapped .",
    "as this creature enters , you may put two cards your opponents own from exile into their owners' graveyards . if "
    "you do , this creature enters with four +1/+1 counters on it .",
    "as this enchantment enters , choose a color and balance this enchantment on your head .",
    "as this creature enters , you may put a name sticker on it .",
    "if this creature was kicked , it enters with flying and with x +1/+1 counters on it , where x is the discarded "
    "card's mana value .",
    # the game before this turn (The Swarmlord, Starting Town), who went first (Patient Turtle), exile (Ulamog, the
    # Defiler), an escape (Polukranos, Unchained: how it was cast)
    "rapid regeneration — ~ enters with two +1/+1 counters on it for each time you've cast your commander from the "
    "command zone this game .",
    "this land enters tapped unless it's your first , second , or third turn of the game .",
    "~ enters with two +1/+1 counters on it if you didn't go first this game .",
    "~ enters with a number of +1/+1 counters on it equal to the greatest mana value among cards in exile .",
    "~ enters with six +1/+1 counters on it . it escapes with twelve +1/+1 counters on it instead .",
])
def test_unstated_counts_are_documented(clean):
    reason = unstated_reason(clean)
    assert reason is not None and reason.startswith(OUTSIDE_EVENTS + ": ")


@pytest.mark.parametrize("clean", [
    # a lasting effect's duration, not a count (Due Respect)
    "permanents enter tapped this turn .",
    # a copy effect keeps its own cluster (unless it can't pick out what it copies, above); a mana ability its own reason
    "you may have this creature enter as a copy of any creature on the battlefield , except it has vanishing 3 if that "
    "creature doesn't have vanishing .",
    "{t}: add one mana of any color . if this mana is spent to cast a creature spell , that creature enters with an "
    "additional +1/+1 counter on it .",
    # a reveal from a hand is always possible on a board (CR 614.12a): readable, not unstated
    "as this land enters , you may reveal a dragon card from your hand . this land enters tapped unless you revealed a "
    "dragon card this way or you control a dragon .",
])
def test_other_text_is_not_labelled(clean):
    assert unstated_reason(clean) is None
