"""Replacement effects on entering or on damage that read what neither a board nor the event states (issue 26).

"This creature enters with a +1/+1 counter on it for each other spell cast this turn" (Storm Entity) is a replacement
effect like any other (CR 614.1c), but the number it reads is no fact of a board: a board says the permanents, the
zones it gives (libraries, graveyards), life totals and whether some things happened this turn (this_turn:), not how
many spells were cast, how much life was lost or gained, how much mana was spent, what a hand holds or what happened in
a draft. Such an ability stays `unmodelled` (every entering of its card says so, naming it: never silently wrong); its
reason names what is missing, under the heading the coverage report lists as documented (compiler/coverage.py:
OUTSIDE_EVENTS), so that it is not taken for text no grammar rule reads yet.
"""
from __future__ import annotations

import re

from .coverage import OUTSIDE_EVENTS

# (shape of the normalised text, what it reads that no board or event states)
_UNSTATED: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\b(died|life lost|lost life|life you've gained|drawn|you've cast|spells? cast) this turn\b|"
                r"\b(opponent who lost life|you've cast another [a-z]+ spell)\b|"
                r"\bentered the battlefield under your control this turn\b|"
                r"\b(spells|died under your control|life lost by your opponents) this turn\b"),
     "it counts what happened this turn (spells cast, life gained or lost, cards drawn, creatures that died), which a "
     "board doesn't state (this_turn: says only whether some things happened)"),
    (re.compile(r"\bspent to cast\b|\bconvoked\b|\bthis spell's additional cost was paid\b"),
     "it reads how the spell was paid for (the mana spent, the creatures that convoked it, an optional additional "
     "cost, CR 601.2h), which neither the event nor a board's effects: entry says"),
    (re.compile(r"\bremoved from the draft\b|\byou noted\b"),
     "it reads what happened in the draft (CR 905), outside the game"),
    (re.compile(r"\bcards in (all players'|each player's|your) hands?\b|\breveals? their hands?\b|"
                r"\bfrom among cards in your hand\b|\bfor each card revealed\b"),
     "it counts or reads cards in a hand, which a board doesn't give"),
    (re.compile(r"\bmagic game\b"),
     "it reads earlier games, outside the game"),
    (re.compile(r"\bpeople in the room\b"),
     "it reads the people in the room, outside the game"),
)
# Not these: a copy effect (its own cluster), a mana ability (the mana groups list it by its own reason).
_NOT = re.compile(r"\bas (a copy|copies)\b|\badd\b")


def unstated_reason(clean: str) -> str | None:
    """The reason an entering or damage effect stays unmodelled when what it reads is stated by no board or event, else
    None."""
    if _NOT.search(clean):
        return None
    for pattern, why in _UNSTATED:
        if pattern.search(clean):
            return f"{OUTSIDE_EVENTS}: {why}"
    return None
