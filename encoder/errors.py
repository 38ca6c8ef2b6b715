"""The one exception type for errors a user can cause."""
from __future__ import annotations

import re

# Characters that must never reach a terminal or a log raw: C0/C1 controls (line breaks included), lone
# surrogates (what Python makes of a file name that is not UTF-8), and the bidirectional overrides.
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff\u2028\u2029\u202a-\u202e\u2066-\u2069]")
MESSAGE_CHARS = 1000  # an error line longer than this is cut (an echoed value can be megabytes)


def one_line(text: str, limit: int = MESSAGE_CHARS) -> str:
    """Text as one printable line: each unprintable character as an escape (\\n, \\x00, \\udcff), cut at
    `limit` characters."""
    out = _UNPRINTABLE.sub(lambda m: m.group().encode("unicode_escape", "backslashreplace").decode("ascii"), text)
    if len(out) > limit:
        out = out[:limit] + f"… ({len(out) - limit:,} more characters)"
    return out


class BoardError(ValueError):
    """A mistake in user input: carries one line saying what and where.

    It is a ValueError (a value the program can't accept); str() is always one printable line, whatever
    the message and the place (a file name with a line break, or not UTF-8) contain."""

    def __init__(self, message: str, where: str | None = None) -> None:
        self.message = message
        self.where = where
        text = one_line(message)
        super().__init__(f"{one_line(where, 300)}: {text}" if where else text)


class BoardTypeError(BoardError, TypeError):
    """A value of the wrong type (a number where a text is meant, True where a number is meant): also a
    TypeError for callers of the Python API."""
