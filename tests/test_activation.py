"""can-activate (CR 107.5, 107.6, 118.3, 119.4, 302.6, 602.2, 605.1a): cases from issue 5 and rulings.

The cases are data: tests/rulings/activation.yaml (run by tests/test_rulings.py). Here: what doesn't fit
that format; the helper stays for tests written here."""
from __future__ import annotations

from conftest import board_from

import mtgasp


def check(text: str, permanent: str, ability: int | None = None) -> mtgasp.AbilityCheck:
    """The check of ability `ability` (numbered among all the permanent's abilities), or of its first
    activated ability."""
    result = mtgasp.can_activate(board_from(text), permanent, ability)
    return result.abilities[0]


def plus(board: str, line: str) -> str:
    """The board with one more battlefield entry (written at the entries' indentation)."""
    return board.rstrip(" ") + "          " + line + "\n"


def rules(result: mtgasp.AbilityCheck) -> list[str]:
    return [r.rule for r in result.reasons]
