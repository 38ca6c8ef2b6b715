"""The predefined tokens (CR 111.10: Treasure, Food, Gold, Clue, Blood, Powerstone, the Roles, ...; and the Eldrazi
Spawn and Scion the cards define), compiled at data-build time by tools/build_tokens.py into rules/data/tokens.jsonl:
a first line recording its sources' sha256, then one JSON entry a token, in the cards' format (compiler/corpus.py)
plus "key" (the word a board gives: token: Treasure), "rule" (where it is defined) and "c" (its colors, CR 111.3).

Read with json alone (no compiler, no lark: tests/test_import_cost.py). A token isn't a card (CR 111.6): these names
are not card names (a board's card: never finds them), only the facts of a token the board holds.
"""
from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType

import clingo

from mtgasp.encoder.card_data import StoredCard, _decode
from mtgasp.encoder.inline_tokens import TokenDefinition, compiled_token
from mtgasp.encoder.resources import rules_dir

DATA_FILE = "tokens.jsonl"
HEADER = "#mtgasp-tokens 1 "


@dataclass(frozen=True)
class Token:
    key: str  # the word a board gives (Treasure, Eldrazi Spawn, Cursed Role)
    name: str  # its name (CR 111.4: Treasure Token; a named one's name: Walker, Cursed)
    rule: str  # where it is defined (111.10a)
    colors: tuple[str, ...]  # its colors (w, u, b, r, g), as its definition gives them (CR 111.3)
    card: StoredCard  # its characteristics and abilities, compiled like a card's


@lru_cache(maxsize=1)
def _tokens() -> Mapping[str, Token]:
    """{name: Token}; empty when the file was not built."""
    path = rules_dir() / "data" / DATA_FILE
    if not path.exists():
        return MappingProxyType({})
    lines = path.read_text(encoding="utf-8").splitlines()
    if not lines or not lines[0].startswith(HEADER):
        raise ValueError(f"{path}: not a token library of this version: run `python tools/build_tokens.py`")
    out = {}
    for line in lines[1:]:
        e = json.loads(line)
        if "unread" in e:
            continue
        out[e["name"]] = Token(e["key"], e["name"], e["rule"], tuple(e.get("c", ())), _decode(e["name"], e))
    return MappingProxyType(out)


def tokens() -> tuple[Token, ...]:
    """Every predefined token, in the order of its definitions."""
    return tuple(_tokens().values())


# The tokens the board whose facts are being made describes itself (encoder/inline_tokens.py), by name: set by
# facts.py around the card facts of that board alone, so that two boards in one process never share one.
_DESCRIBED: ContextVar[Mapping[str, TokenDefinition]] = ContextVar("mtgasp_described_tokens",
                                                                    default=MappingProxyType({}))
# CR 111.3: where a described token's characteristics come from (token_definition/2's rule).
DESCRIBED_RULE = "111.3 (described by the board)"


@contextmanager
def described(definitions: Iterable[TokenDefinition]) -> Iterator[None]:
    """While the facts of one board are made: its described tokens are known by their names."""
    reset = _DESCRIBED.set(MappingProxyType({d.name: d for d in definitions}))
    try:
        yield
    finally:
        _DESCRIBED.reset(reset)


def is_described(name: str) -> bool:
    """Whether the board whose facts are being made describes a token of this name."""
    return name in _DESCRIBED.get()


def stored(name: str) -> StoredCard | None:
    """The compiled characteristics and abilities of the token with exactly this name (one the board describes
    first)."""
    definition = _DESCRIBED.get().get(name)
    if definition is not None:
        return compiled_token(definition)
    token = _tokens().get(name)
    return None if token is None else token.card


@lru_cache(maxsize=1)
def _by_word() -> Mapping[str, Token]:
    out = {}
    for token in _tokens().values():
        out[token.key.casefold()] = token
        out[token.name.casefold()] = token
    return MappingProxyType(out)


def find_token(word: str) -> Token | None:
    """The token a board names (its key or its name, any case: Treasure, treasure, Treasure Token)."""
    return _by_word().get(word.casefold()) if isinstance(word, str) else None


@lru_cache(maxsize=1)
def _unread() -> Mapping[str, tuple[str, str]]:
    """{key folded: (rule, why)}: the definitions of CR 111.10 tools/build_tokens.py could not read."""
    path = rules_dir() / "data" / DATA_FILE
    out = {}
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines()[1:]:
            e = json.loads(line)
            if "unread" in e:
                out[e["unread"]["key"].casefold()] = (e["unread"]["rule"], e["unread"]["why"])
    return MappingProxyType(out)


def unread_token(word: str) -> tuple[str, str] | None:
    """(rule, why) when `word` names a predefined token whose definition is not in the library (Incubator)."""
    return _unread().get(word.casefold()) if isinstance(word, str) else None


def token_words() -> list[str]:
    """The words a board may give (for "did you mean")."""
    return [t.key for t in _tokens().values()]


def token_facts(name: str) -> list[str]:
    """token_definition(Name, Rule) and token_color(Name, C): what the rules read of a token's definition."""
    definition = _DESCRIBED.get().get(name)
    token = _tokens().get(name)
    if definition is not None:
        rule, colors = DESCRIBED_RULE, definition.colors
    elif token is not None:
        rule, colors = token.rule, token.colors
    else:
        return []
    n = clingo.String(name)
    out = [f"{clingo.Function('token_definition', [n, clingo.String(rule)])}."]
    out += [f"{clingo.Function('token_color', [n, clingo.Function(c)])}." for c in colors]
    return out
