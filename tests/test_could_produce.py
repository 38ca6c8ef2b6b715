"""could produce (CR 106.7): the CR's own example and the official rulings of the cards involved.

The cases are data: tests/rulings/could_produce.yaml (run by tests/rules/test_rulings.py). Here: what doesn't fit
that format; the helper stays for tests written here."""
from __future__ import annotations

from support import board_from

import mtgasp


def could(text: str) -> dict[str, tuple[str, ...]]:
    return mtgasp.could_produce(board_from(text)).types
