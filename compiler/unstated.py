"""Replacement effects on a permanent entering that count what neither a board nor the enter event states (issue 26).

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
    (re.compile(r"\bthis turn\b"),
     "it counts what happened this turn (spells cast, life gained or lost, cards drawn, creatures that died), which a "
     "board doesn't state (this_turn: says only whether some things happened)"),
    (re.compile(r"\bspent to cast\b|\bconvoked\b"),
     "it reads how the spell was paid for (the mana spent, the creatures that convoked it, CR 601.2h), which the enter "
     "event doesn't say"),
    (re.compile(r"\bdraft\b|\byou noted\b"),
     "it reads what happened in the draft (CR 905), outside the game"),
    (re.compile(r"\bin (all players'|each player's|your) hands?\b|\breveal[^.]*\bhand\b"),
     "it counts or reveals cards in a hand, which a board doesn't give"),
    (re.compile(r"\bmagic game\b"),
     "it reads earlier games, outside the game"),
)


def unstated_reason(clean: str) -> str | None:
    """The reason an entering effect stays unmodelled when what it reads is stated by no board or event, else None."""
    for pattern, why in _UNSTATED:
        if pattern.search(clean):
            return f"{OUTSIDE_EVENTS}: {why}"
    return None
