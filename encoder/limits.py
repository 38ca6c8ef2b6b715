"""The ranges of numbers and the shapes of texts the engine accepts, and the checks every input goes through.

clingo integers are 32-bit: a number past 2^31 - 1 would wrap silently inside the solver (2^31 becomes
-2^31). So every number a board or an argument carries is checked here against two ranges: the one the
engine can represent and the one the game allows (no negative amounts). Amounts that the rules compute
from them (mana multiplied by Mana Reflection, damage doubled, counters added) are guarded by the rules
themselves against `amount_limit` (rules/core/amounts.lp), which is MAX_AMOUNT: an effect whose result
would pass it is not applied and the answer says it is incomplete (amount_too_large).

Texts (ids, player names, card names, choices) must be printable: a NUL would cut an ASP string inside
clingo (two ids "f\\0a" and "f\\0b" would become one), a lone surrogate can't be encoded at all, and
control characters would drive the terminal that prints them. docs/board-format.md lists the limits.
"""
from __future__ import annotations

import re

from .errors import _UNPRINTABLE, BoardError, BoardTypeError

ENGINE_MAX = 2**31 - 1  # the largest integer clingo represents
MAX_AMOUNT = 1_000_000  # counters, X, times kicked, damage; and every amount the rules compute (amount_limit)
MAX_NUMBER = ENGINE_MAX  # life totals and timestamps (only compared, never added up)
MAX_TEXT = 256  # characters of an id, a player's name, a card name or a choice
MAX_FILE_BYTES = 16 * 1024 * 1024  # a board file
MAX_DEPTH = 32  # nesting of lists and mappings in a board file (a board needs 5)
MAX_DIGITS = 20  # digits of a number in a board file: longer ones are refused before they are read
MAX_COST_SYMBOLS = 100  # mana symbols in a cost given on the command line
MAX_OBJECTS = 100  # the largest bound of a research sweep (max_objects): far beyond what any run covers

_DECIMAL = re.compile(r"[0-9]+")


def shown(value: object, limit: int = 60) -> str:
    """A value as it appears in an error message: repr(), cut when long."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "…"


def _kind(value: object) -> str:
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, float):
        return "a decimal fraction"
    if isinstance(value, str):
        return "a text"
    if value is None:
        return "nothing"
    return type(value).__name__


def check_int(value: object, what: str, low: int = 0, high: int = MAX_AMOUNT, where: str | None = None) -> int:
    """`value` as an int in [low, high]; a bool, float or text is a BoardTypeError, a number out of range a
    BoardError, both naming `what` (the field or argument)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise BoardTypeError(f"{what}: give a whole number from {low:,} to {high:,} (got {_kind(value)}: "
                             f"{shown(value)})", where)
    if not low <= value <= high:
        size = f"{len(str(abs(value))):,}-digit number" if abs(value) > 10**30 else f"{value:,}"
        raise BoardError(f"{what}: give a whole number from {low:,} to {high:,} (got {size})", where)
    return int(value)


# CR 601.2a — the zones a spell may be cast from (the enter event's --from: "if you cast it from your hand", the Myojin).
CAST_ZONES = ("hand", "graveyard", "exile", "library", "command")


def check_bool(value: object, what: str, where: str | None = None) -> bool:
    if not isinstance(value, bool):
        raise BoardTypeError(f"{what}: give true or false (got {_kind(value)}: {shown(value)})", where)
    return value


def text_problem(text: str) -> str | None:
    """Why `text` can't be an id, a name or a choice, or None when it can."""
    if not text.strip():
        return "is empty"
    if len(text) > MAX_TEXT:
        return f"is longer than {MAX_TEXT} characters ({len(text):,})"
    bad = _UNPRINTABLE.search(text)
    if bad is not None:
        ch = bad.group()
        name = "a NUL character" if ch == "\0" else "a line break" if ch in "\n\r\u2028\u2029" else \
            "a lone surrogate (not UTF-8)" if "\ud800" <= ch <= "\udfff" else f"the control character {ch!r}"
        return f"contains {name}"
    return None


def check_text(value: object, what: str, where: str | None = None) -> str:
    """`value` as a printable, non-empty text of at most MAX_TEXT characters."""
    if not isinstance(value, str):
        raise BoardTypeError(f"{what}: give a text (got {_kind(value)}: {shown(value)})", where)
    problem = text_problem(value)
    if problem is not None:
        raise BoardError(f"{what}: {shown(value)} {problem}", where)
    return value


def decimal(text: str) -> int | None:
    """A decimal numeral ("12", "-3", "+4") as an int, None for anything else; at most MAX_DIGITS digits
    are read (longer ones are refused by the caller: int() of thousands of digits is slow or refused)."""
    digits = text[1:] if text[:1] in "+-" else text
    if not _DECIMAL.fullmatch(digits) or len(digits) > MAX_DIGITS:
        return None
    return int(text)
