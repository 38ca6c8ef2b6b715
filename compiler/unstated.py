"""Replacement effects on entering or on damage that read what neither a board nor the event states (issue 26).

"This creature enters with two -1/-1 counters on it unless you've cast another red spell this turn" (Hotheaded Giant)
is a replacement effect like any other (CR 614.1c), but what it reads is no fact of a board: a board says the
permanents, the zones it gives (libraries, graveyards), life totals, whether some things happened this turn and how
much of some (this_turn:: each player's life lost and gained, cards drawn, spells cast and those of a color or type,
creatures died, damage dealt, lands entered; Storm Entity's "for each other spell cast this turn" and Hotheaded Giant's
line are compiled since), not how a spell was cast, which creatures convoked it or which sources paid its mana, what
a hand holds or what happened in a draft (the mana spent is the enter event's --spent since session 31). Such an
ability stays `unmodelled` (every entering of its card says so, naming it: never silently wrong); its reason names what
is missing, under the heading the coverage report lists as documented (compiler/coverage.py: OUTSIDE_EVENTS), so that
it is not taken for text no grammar rule reads yet.
"""
from __future__ import annotations

import re

from .coverage import OUTSIDE_EVENTS

# What a board's this_turn: doesn't say.
THIS_TURN = ("it reads what happened this turn beyond what a board's this_turn: states (whether some things happened, "
             "and each player's life lost and gained, cards drawn, spells cast (of a color or type too), creatures "
             "died, damage dealt and lands entered): how a spell was cast, the cards put into a graveyard or the "
             "permanents that entered")
PAID = ("it reads how the spell was paid for (the mana spent, the creatures that convoked it, an optional additional "
        "cost, CR 601.2h), which neither the event nor a board's effects: entry says")
# (shape of the normalised text, what it reads that no board or event states)
_UNSTATED: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\b(died|life lost|lost life|life you've gained|drawn|you've cast|spells? cast) this turn\b|"
                r"\b(opponent who lost life|you've cast another [a-z]+ spell)\b|"
                r"\bentered the battlefield under your control this turn\b|"
                r"\b(spells|died under your control|life lost by your opponents) this turn\b"),
     THIS_TURN),
    (re.compile(r"\bspent to cast\b|\bconvoked\b|\bthis spell's additional cost was paid\b|"
                r"\bthe discarded card's\b|\bescapes with\b"), PAID),
    (re.compile(r"\bremoved from the draft\b|\byou noted\b"),
     "it reads what happened in the draft (CR 905), outside the game"),
    (re.compile(r"\bcards in (all players'|each player's|your) hands?\b|\breveals? their hands?\b|"
                r"\bfrom among cards in your hand\b|\bfor each card revealed\b"),
     "it counts or reads cards in a hand, which a board doesn't give"),
    (re.compile(r"\bmagic game\b"),
     "it reads earlier games, outside the game"),
    (re.compile(r"\bpeople in the room\b"),
     "it reads the people in the room, outside the game"),
    # CR 706.1 — a die roll's result is random: no player chooses or orders it ("As this creature enters, roll a
    # six-sided die. This creature enters with a number of +1/+1 counters on it equal to the result", Hammer Jammer)
    (re.compile(r"\broll (a|two|[0-9]+) [a-z]+-sided dic?e\b"),
     "a die roll decides the result (CR 706), not a player's choice or order"),
    # the game's history before this turn: "for each time you've cast your commander from the command zone this game"
    # (The Swarmlord), "the number of turns you've begun since it was foretold", "your first, second, or third turn of
    # the game" (Starting Town)
    (re.compile(r"\bfrom the command zone this game\b|\bturns you've begun\b|\bturn of the game\b"),
     "it counts what happened earlier in the game (turns, commanders cast), which a board doesn't state"),
    # a choice made at random is no player's choice ("As Lydari Elephant enters, choose two numbers from 3 to 7 at
    # random. Lydari Elephant's power is equal to the first number chosen ..."); a random choice among a few numbers that
    # nothing read depends on is read, each result its own outcome ("As Haktos enters, choose 2, 3, or 4 at random.",
    # compiler/lower.py)
    (re.compile(r"\bat random\b"),
     "a random result decides it, not a player's choice or order"),
    # CR 103.1 — "If you were the starting player, this land enters tapped" (Desert Cenote)
    (re.compile(r"\bwere the starting player\b|\bdidn't go first this game\b"),
     "it reads who was the starting player (CR 103.1), which a board doesn't state"),
    # cards put in exile earlier (Ulamog's Despoiler): a board gives only the cards exiled with a permanent
    (re.compile(r"\bown from exile\b|\bamong cards in exile\b|\bexiled cards used to craft\b"),
     "it reads the cards in exile, which a board doesn't give (only those exiled with a permanent, CR 607.2a)"),
    # the objects of the real world some Un-cards name (a sticker, a booster pack, a finger, a card on a head)
    (re.compile(r"\b(sticker|booster pack|fingers?|on your head|person outside the game|opponent's arm|on the back of "
                r"that hand|person who has signed it|your shoes)\b"),
     "it reads objects of the real world (a sticker, a booster pack, a finger, a card balanced on a head), outside "
     "the game"),
)
# Not these: a copy effect (its own cluster, but for the copies below), a mana ability (the mana groups list it by its
# own reason).
_NOT = re.compile(r"\bas (a copy|copies)\b|\badd\b")
_COPY = re.compile(r"\bas (a copy|copies)\b")
# A copy effect whose choices are objects a board can't tell apart (CR 707.5): "any creature on the battlefield with mana
# value less than or equal to the amount of mana spent to cast this creature" (Mockingbird), "any creature card in a
# graveyard that was put there from the battlefield this turn" (Activated Sleeper), "any permanent that entered this
# turn" (Sakashima's Protege).
_COPY_UNSTATED: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bspent to cast\b"), PAID),
    (re.compile(r"\bthis turn\b"), THIS_TURN),
)


def unstated_reason(clean: str) -> str | None:
    """The reason an entering or damage effect stays unmodelled when what it reads is stated by no board or event, else
    None."""
    if _COPY.search(clean) and not re.search(r"\badd\b", clean):
        for pattern, why in _COPY_UNSTATED:
            if pattern.search(clean):
                return f"{OUTSIDE_EVENTS}: {why}"
        return None
    if _NOT.search(clean):
        return None
    for pattern, why in _UNSTATED:
        if pattern.search(clean):
            return f"{OUTSIDE_EVENTS}: {why}"
    return None
