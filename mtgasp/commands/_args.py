"""Argument types shared by the subcommands."""
from __future__ import annotations

import argparse


def positive(text: str) -> int:
    """A whole number 1 or more."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError("give a whole number 1 or more")
    return value


def natural(text: str) -> int:
    """A whole number 0 or more."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError("give a whole number 0 or more")
    return value
