"""The card library: which cards have facts, and the facts of the cards a board names.

This is the one entry point to the card facts (rules/cards/*.lp, one hand-written file per card).
A query's program only ever sees the facts of the cards its board (and the query) names:
`card_facts(names)`. Card files are read as text; their facts are parsed with clingo's term parser
(no solver runs here).
"""
from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType

import clingo

from mtgasp.resources import rules_dir


@dataclass(frozen=True)
class CardInfo:
    name: str
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    texts: tuple[str, ...]


@dataclass(frozen=True)
class CardSource:
    """The facts of one card and where they come from."""

    info: CardInfo
    facts: str  # ASP facts, one card
    origin: str  # the file they were read from


def card_dir() -> Path:
    """The folder of the hand-written card files."""
    return rules_dir() / "cards"


_NAME = re.compile(r'^\s*card\(("(?:[^"\\]|\\.)*")\)\s*\.', re.MULTILINE)


def _statements(text: str) -> Iterable[str]:
    """The statements of a file of facts, without comments ('%' lines and '%* ... *%' blocks)."""
    out: list[str] = []
    i, n = 0, len(text)
    buf: list[str] = []
    while i < n:
        ch = text[i]
        if ch == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            buf.append(text[i:j + 1])
            i = j + 1
        elif ch == "%":
            if text.startswith("%*", i):
                end = text.find("*%", i + 2)
                i = n if end < 0 else end + 2
            else:
                end = text.find("\n", i)
                i = n if end < 0 else end
        elif ch == "." and i + 1 < n and text[i + 1] == ".":  # an interval 1..3
            buf.append("..")
            i += 2
        elif ch == "." and (i + 1 == n or not text[i + 1].isdigit()):
            statement = "".join(buf).strip()
            if statement:
                out.append(statement)
            buf = []
            i += 1
        else:
            buf.append(ch)
            i += 1
    return out


def _info(name: str, facts: str) -> CardInfo:
    types: list[str] = []
    subtypes: list[str] = []
    supertypes: list[str] = []
    texts: list[tuple[int, str]] = []
    for statement in _statements(facts):
        if ":-" in statement:
            continue
        try:
            sym = clingo.parse_term(statement)
        except RuntimeError:
            continue
        if sym.type != clingo.SymbolType.Function or not sym.arguments:
            continue
        first = sym.arguments[0]
        if first.type != clingo.SymbolType.String or first.string != name:
            continue
        args = sym.arguments
        if sym.name == "card_type" and len(args) == 2:
            types.append(str(args[1]))
        elif sym.name == "card_subtype" and len(args) == 2:
            subtypes.append(str(args[1]))
        elif sym.name == "card_supertype" and len(args) == 2:
            supertypes.append(str(args[1]))
        elif sym.name == "text" and len(args) == 3 and args[1].type == clingo.SymbolType.Number:
            texts.append((args[1].number, args[2].string))
    return CardInfo(name, tuple(sorted(types)), tuple(sorted(subtypes)), tuple(sorted(supertypes)),
                    tuple(text for _, text in sorted(texts)))


@lru_cache(maxsize=1)
def _sources() -> Mapping[str, CardSource]:
    found: dict[str, CardSource] = {}
    for path in sorted(card_dir().glob("*.lp")):
        text = path.read_text(encoding="utf-8")
        for match in _NAME.finditer(text):
            name = clingo.parse_term(match.group(1)).string
            found[name] = CardSource(_info(name, text), text, path.name)
    return MappingProxyType(dict(sorted(found.items())))


def card_library() -> dict[str, CardInfo]:
    """Every card of the library by its exact name (a new dict: changing it changes nothing else)."""
    return {name: source.info for name, source in _sources().items()}


def card_source(name: str) -> CardSource | None:
    """The facts of the card with exactly this name, or None."""
    return _sources().get(name)


def card_facts(names: Iterable[str]) -> str:
    """The facts of the cards with these exact names (the others have none), each under a comment."""
    parts = []
    for name in sorted(set(names)):
        source = _sources().get(name)
        if source is not None:
            parts.append(f"% card facts: {source.origin}\n{source.facts.rstrip()}\n")
    return "\n".join(parts)


@lru_cache(maxsize=1)
def _folded() -> Mapping[str, str]:
    return MappingProxyType({name.casefold(): name for name in _sources()})


def find_card(name: str) -> CardInfo | None:
    """The card named `name`, matched case-insensitively."""
    exact = _folded().get(name.casefold())
    return None if exact is None else _sources()[exact].info


LISTED = 8  # valid names listed when none is near (a board can have 30,000 ids)
NEAR_TEXT = 256  # a name longer than this gets no suggestion (difflib's cost grows with its length)


def did_you_mean(value: str, valid: list[str] | None, listing: str = "valid") -> str:
    """" (did you mean: forest?)" for an unknown name; when none is near, the first few valid names under
    `listing` and how many more there are ("" with valid=None: the names of the card library)."""
    near = nearest_names(value, valid)
    if near:
        return f" (did you mean: {', '.join(near)}?)"
    if valid is None:
        return ""
    more = len(valid) - LISTED
    return f" ({listing}: {', '.join(valid[:LISTED]) or 'none'}{f', … and {more:,} more' if more > 0 else ''})"


def nearest_names(name: str, candidates: list[str] | None = None, n: int = 3) -> list[str]:
    """The at most `n` names closest to `name` (for "did you mean" in error messages)."""
    if not isinstance(name, str) or len(name) > NEAR_TEXT:
        return []
    pool = candidates if candidates is not None else list(_sources())
    by_fold = {c.casefold(): c for c in pool if isinstance(c, str) and len(c) <= NEAR_TEXT}
    return [by_fold[m] for m in difflib.get_close_matches(name.casefold(), list(by_fold), n=n, cutoff=0.5)]
