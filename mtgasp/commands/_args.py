"""Argument types shared by the subcommands."""
from __future__ import annotations

import argparse

from mtgasp.encoder.limits import decimal


def positive(text: str) -> int:
    """A whole number 1 or more."""
    value = _whole(text)
    if value < 1:
        raise argparse.ArgumentTypeError("give a whole number 1 or more")
    return value


def natural(text: str) -> int:
    """A whole number 0 or more."""
    value = _whole(text)
    if value < 0:
        raise argparse.ArgumentTypeError("give a whole number 0 or more")
    return value


def _whole(text: str) -> int:
    """A decimal numeral of ASCII digits (int() would also take "1_0", "٣" and thousands of digits)."""
    value = decimal(text.strip())
    if value is None:
        shown = text if len(text) <= 20 else text[:20] + "…"
        raise argparse.ArgumentTypeError(f"{shown!r} is not a whole number (decimal digits, at most 20)")
    return value
