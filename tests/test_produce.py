"""produce: every outcome of a mana ability over every choice and order (CR 106, 614-616), from rulings.

The cases are data: tests/rulings/produce.yaml (run by tests/rules/test_rulings.py). Here: what doesn't fit
that format; the helper stays for tests written here."""
from __future__ import annotations

from support import board_from

import mtgasp


def outcomes(text: str, permanent: str, ability: int = 1) -> dict[str, int]:
    result = mtgasp.produce(board_from(text), permanent)
    assert result.complete
    chosen = next(a for a in result.abilities if a.ability == ability)
    return {o.mana: o.orders for o in chosen.outcomes}
