"""Argument types shared by the subcommands."""
from __future__ import annotations

import argparse

from mtgasp.readings import normalize


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


def add_readings(parser: argparse.ArgumentParser, default: object = None) -> None:
    """--reading KEY=VALUE (repeatable): a reading of a contested point of the rules (mtgasp readings)."""
    parser.add_argument("--reading", action="append", default=default, metavar="KEY=VALUE", dest="reading",
                        help="take this reading of a contested point of the rules (repeatable; mtgasp readings "
                             "lists them)")


def readings_of(args: argparse.Namespace) -> tuple[tuple[str, str], ...]:
    """The readings given on the command line, checked (a BoardError names the nearest valid one)."""
    return normalize(getattr(args, "reading", None) or ())
