"""Text for a terminal: control characters in users' text made visible, long lines wrapped.

A board's ids, names and players are any text; printed raw, an id holding an escape sequence would
drive the terminal (move the cursor, retitle the window, hide what follows). `printable` rewrites such
characters as visible escapes (\\x1b, \\n, \\u202e) and `printable_values` does it to every string of a
result before a text renderer sees it, so that every field is safe wherever the renderer puts it; an ability's
Oracle text (a field named `text`) is first put on one line (`oracle_line`).
"""
from __future__ import annotations

import dataclasses
import re
import shutil
import textwrap
from typing import Any, TypeVar

import clingo

T = TypeVar("T")

# C0 and C1 controls, DEL, and the Unicode format characters that reorder or hide text.
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ud800-\udfff]")
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape(match: re.Match[str]) -> str:
    ch = match.group()
    if ch in _NAMED:
        return _NAMED[ch]
    code = ord(ch)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def printable(text: str) -> str:
    """The text with every control character (newline and tab included) as a visible escape."""
    return _CONTROL.sub(_escape, text) if _CONTROL.search(text) else text


def printable_line(text: str) -> str:
    """One line for standard error: control characters escaped (a message never spans two lines)."""
    return printable(text)


def printable_values(value: T) -> T:
    """A copy of a result (dataclasses, tuples, lists, dicts, strings) with `printable` applied to every
    string, keys included; other values are kept as they are. A frozen dataclass or a tuple none of whose
    parts changed is kept itself (it can't be changed by the renderer, and making it again is most of the time
    of a large answer: 12,373 orderings of 20 steps are 260,000 frozen dataclasses); lists and dicts are copied."""
    return _clean(value, {})


def oracle_line(text: str) -> str:
    """An ability's Oracle text on one line: the line breaks the card data keeps between a modal ability's modes
    ("Choose one —\\n• …\\n• …", Abrade, Abiding Grace), printed as a space (each mode keeps its bullet). A board's
    own texts can't hold a line break (docs/board-format.md), so only the card library's are joined; any other
    control character is still escaped by `printable`."""
    return text.replace("\n", " ")


_FIELDS: dict[type, tuple[tuple[str, ...], bool]] = {}  # a dataclass's fields that __init__ takes, and frozen


def _init_fields(cls: Any) -> tuple[tuple[str, ...], bool]:
    found = _FIELDS.get(cls)
    if found is None:
        found = _FIELDS[cls] = (tuple(f.name for f in dataclasses.fields(cls) if f.init),
                                bool(cls.__dataclass_params__.frozen))
    return found


def _clean(value: Any, seen: dict[int, Any]) -> Any:
    if isinstance(value, str):
        return printable(value)
    if isinstance(value, bool | int | float) or value is None:
        return value
    if isinstance(value, clingo.Symbol):  # a code the rules derived: its strings are the board's (names, ids)
        cleaned = _clean_symbol(value)
        return value if cleaned == value else cleaned  # (the same symbol: kept, so is what holds it)
    key = id(value)
    if key in seen:
        return seen[key]
    out: Any
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        names, frozen = _init_fields(type(value))
        olds = [getattr(value, name) for name in names]
        # (a field named ...text holds an ability's Oracle text: its line breaks joined, oracle_line)
        news = [_clean(oracle_line(v) if isinstance(v, str) and name.endswith("text") else v, seen)
                for name, v in zip(names, olds)]
        if frozen and all(a is b for a, b in zip(olds, news)):
            out = value
        else:
            out = dataclasses.replace(value, **dict(zip(names, news)))
    elif isinstance(value, tuple):
        items = [_clean(v, seen) for v in value]
        out = value if type(value) is tuple and all(a is b for a, b in zip(value, items)) else tuple(items)
    elif isinstance(value, list):
        out = [_clean(v, seen) for v in value]
    elif isinstance(value, dict):
        out = {_clean(k, seen): _clean(v, seen) for k, v in value.items()}
    else:
        out = value
    seen[key] = out
    return out


def _clean_symbol(symbol: clingo.Symbol) -> clingo.Symbol:
    if symbol.type == clingo.SymbolType.String:
        return clingo.String(printable(symbol.string))
    if symbol.type == clingo.SymbolType.Function and symbol.arguments:
        return clingo.Function(symbol.name, [_clean_symbol(a) for a in symbol.arguments], symbol.positive)
    return symbol


def terminal_width(default: int = 100) -> int:
    """The width to wrap text at: the terminal's (or $COLUMNS), else `default`; never below 40."""
    return max(40, shutil.get_terminal_size((default, 24)).columns)


def wrap(text: str, width: int) -> str:
    """Lines longer than `width` broken at spaces; a continuation is indented four more than its line.
    Words longer than a line (an id) are never cut."""
    out = []
    for line in text.split("\n"):
        if len(line) <= width:
            out.append(line)
            continue
        indent = line[:len(line) - len(line.lstrip(" "))]
        wrapper = textwrap.TextWrapper(width=width, subsequent_indent=indent + "    ", break_long_words=False,
                                       break_on_hyphens=False, drop_whitespace=True, expand_tabs=False,
                                       replace_whitespace=False)
        out.extend(wrapper.wrap(line) or [line])
    return "\n".join(out)
