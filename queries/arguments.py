"""The checks every question function of the Python API makes of its arguments before anything runs.

A wrong type is a TypeError naming the argument (BoardTypeError: a BoardError too, so the command line
prints it as one line with exit status 2); a wrong value a ValueError (BoardError). The board is checked
whole unless it was checked when it was built (encoder/board.py: ensure_checked).
"""
from __future__ import annotations

from mtgasp.encoder.board import ensure_checked
from mtgasp.encoder.errors import BoardTypeError
from mtgasp.encoder.limits import check_int, check_text


def check_call(board: object, timeout: object, **texts: object) -> None:
    """The board and each named text argument (an id, a player, a card name). The time limit is checked by
    mtgasp.engine.limits.time_limited, which every question function wears."""
    ensure_checked(board)
    for name, value in texts.items():
        check_text(value, name)


def check_optional_text(value: object, name: str) -> None:
    if value is not None:
        check_text(value, name)


def check_optional_int(value: object, name: str, low: int, high: int) -> None:
    if value is not None:
        check_int(value, name, low, high)


def check_optional_bool(value: object, name: str) -> None:
    if value is not None and not isinstance(value, bool):
        raise BoardTypeError(f"{name}: give True, False or None (got {type(value).__name__})")
