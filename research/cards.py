"""The cards a sweep looks at, found without rendering the facts of all 35,000 cards of the library.

The library (encoder/library.py) is every card of the Oracle reference: rendering the facts of
each takes about a minute, so the research commands read a card's facts only when they need them, and
find the cards with some kind of fact (a replacement effect, a continuous effect) by a look at the stored
terms of the compiled cards (compiler/data.py) and at every hand-written card (whose facts are
read: there are few of them).
"""
from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Callable
from functools import cache

import clingo

from mtgasp.encoder import card_data as compiled
from mtgasp.encoder.library import _hand_written, _statements, card_library, card_source


def hand_written_cards() -> tuple[str, ...]:
    """The cards of rules/cards/ (the hand-written library with its rulings' tests). Every name of a hand-written
    file is a card of the library (encoder/library.py `_all_names`): asking card_library() here decoded all
    35,000 cards, 40 % of a 2,000-board `check` sweep's serial part (docs/performance.md, session 35)."""
    return tuple(sorted(_hand_written()))


@cache
def terms_of(card: str) -> tuple[clingo.Symbol, ...]:
    """The card's facts as terms (rules in its file left out)."""
    source = card_source(card)
    terms = []
    for statement in _statements(source.facts if source else ""):
        if ":-" in statement:
            continue
        try:
            terms.append(clingo.parse_term(statement))
        except RuntimeError:
            continue
    return tuple(terms)


def library_cached(kind: str, key: str, compute: Callable[[], list]) -> list:
    """compute(), a JSON-able list read from the library's cards, kept in the cache directory under the digests
    of the card data, the rules (the hand-written cards) and the code: a sweep's cards are found once, not by
    every process (reading the facts of every card with a replacement effect takes seconds, more than a
    sweep of the tap table: docs/performance.md)."""
    from .provenance import cards_digest, code_digest
    from .worlds import cache_dir, rules_digest

    digest = hashlib.sha256("\n".join([cards_digest(), rules_digest(), code_digest(), key]).encode()).hexdigest()
    path = cache_dir() / "library" / f"{kind}-{digest[:24]}.json"
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        pass
    found = compute()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile("w", dir=path.parent, delete=False, encoding="utf-8") as tmp:
            json.dump(found, tmp)
        os.replace(tmp.name, path)
    except OSError:
        pass
    return found


@cache
def cards_with(predicates: frozenset[str]) -> tuple[str, ...]:
    """The cards whose facts use one of these predicates: a superset read from the stored terms, then
    checked on the card's facts (library_cached)."""
    return tuple(library_cached("cards_with", " ".join(sorted(predicates)), lambda: list(_cards_with(predicates))))


def _cards_with(predicates: frozenset[str]) -> tuple[str, ...]:
    words = tuple(f"{p}(" for p in predicates)
    found = set(hand_written_cards())
    for card in compiled.all_stored():
        if any(w in t for a in card.abilities for t in (*a.terms, *a.card_terms) for w in words):
            found.add(card.name)
    known = card_library()
    return tuple(sorted(c for c in found if c in known and any(
        s.type == clingo.SymbolType.Function and s.name in predicates for s in terms_of(c))))


# --- colors a card treats alike ---------------------------------------------------------------------

COLORS = ("w", "u", "b", "r", "g")
# A color and the basic land type whose mana it is (rules/layers: basic_land_mana/2): renaming one renames the other.
_LAND_OF = {"w": "plains", "u": "island", "b": "swamp", "r": "mountain", "g": "forest"}


def _renamed(sym: clingo.Symbol, names: dict[str, str]) -> clingo.Symbol:
    if sym.type != clingo.SymbolType.Function:
        return sym
    if not sym.arguments:
        return clingo.Function(names[sym.name]) if sym.name in names else sym
    return clingo.Function(sym.name, [_renamed(a, names) for a in sym.arguments], sym.positive)


@cache
def color_blocks(card: str) -> tuple[frozenset[str], ...]:
    """The colors the card's facts treat alike, in blocks: its facts are the same after any renaming of the colors
    within a block (with their basic land types: Hall of Gemstone's five options for the chosen color, w, u, b and r
    alike; g apart, its mana cost's). A card whose file has rules, or whose facts can't be read, treats each color
    apart. Two research boards that differ by such a renaming of the colors chosen on them get the same answers up
    to it (research/commute.py counts them as one)."""
    source = card_source(card)
    if source is None or any(":-" in s for s in _statements(source.facts)):
        return tuple(frozenset({c}) for c in COLORS)
    facts = set(terms_of(card))
    parent = {c: c for c in COLORS}

    def root(c: str) -> str:
        while parent[c] != c:
            c = parent[c]
        return c

    for i, x in enumerate(COLORS):
        for y in COLORS[i + 1:]:
            swap = {x: y, y: x, _LAND_OF[x]: _LAND_OF[y], _LAND_OF[y]: _LAND_OF[x]}
            if {_renamed(f, swap) for f in facts} == facts:
                parent[root(y)] = root(x)
    blocks: dict[str, set[str]] = {}
    for c in COLORS:
        blocks.setdefault(root(c), set()).add(c)
    return tuple(frozenset(b) for b in blocks.values())


# The words of a fact that name a player or a relation to one (constants and function names, never the card's text):
# a card whose facts hold none of them decides nothing by who controls or owns an object (CR 109.4, 109.5: "you"
# and the like are the only ways an ability refers to a player).
_PLAYER_WORDS = ("you", "opponent", "control", "owner", "own", "player", "turn", "rel", "tapper", "active", "monarch",
                 "optional", "choose", "team",
                 # (keywords whose rules read a player: hexproof and ward are about opponents' spells and abilities,
                 # CR 702.11b, 702.21a; a commander is a player's, CR 903.3)
                 "hexproof", "ward", "commander", "goad", "tribute", "monstros")


def _player_word(sym: clingo.Symbol) -> bool:
    if sym.type == clingo.SymbolType.Function:
        name = sym.name.lower()
        if name and any(w in name for w in _PLAYER_WORDS):
            return True
        return any(_player_word(a) for a in sym.arguments)
    return False  # (a string, a number: the card's name, its text, an amount)


@cache
def controller_blind(card: str) -> bool:
    """Whether the card's facts decide nothing by who controls or owns an object: no fact of it names a player or a
    relation to one (_PLAYER_WORDS, conservatively: "rel" or "own" anywhere in a name is enough to say no), it is not
    legendary (CR 704.5j: the legend rule is per controller), and its file has no rules of its own (hand-written rules
    may read controller/2). On a board whose cards are all blind, two boards that differ only by who controls the
    objects get the same answers (research/commute.py counts them as one, as it does a renaming of colors)."""
    source = card_source(card)
    if source is None or any(":-" in s for s in _statements(source.facts)):
        return False
    for sym in terms_of(card):
        if sym.type != clingo.SymbolType.Function:
            return False
        if sym.name == "card_supertype" and str(sym.arguments[-1]) == "legendary":
            return False
        if sym.name in ("text", "ability_status", "type_line", "unmodelled_kind"):
            continue  # (the card's words, and what the compiler said of an ability it didn't read)
        if _player_word(sym):
            return False
    return True
