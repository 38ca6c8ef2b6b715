"""The compiled card data shipped with the package (rules/data/cards.bin, built by tools/build_cards.py; its
layout is in compiler/corpus.py), read lazily: the names at the first look-up, then only the blocks that hold
the cards a query needs, each entry decoded when it is asked for and turned into facts.

Stored terms are parsed back with clingo's own term parser and checked to be terms (never code) before
the card's name and the ability number are put in front of them.
"""
from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache

import clingo

from mtgasp.packed import Packed
from mtgasp.resources import rules_dir

from .lower import characteristic_facts

DATA_FILE = "cards.bin"
FORMAT = 2
HEADER = f"#mtgasp-cards {FORMAT} "  # how the file's first line starts (compiler/corpus.py writes it)


@dataclass(frozen=True)
class StoredAbility:
    number: int
    text: str
    status: str  # compiled | rider | unmodelled
    reason: str
    kinds: tuple[str, ...]
    terms: tuple[str, ...]  # facts of this ability without name and number
    quoted_in: int  # 0 for a printed ability
    group: str  # the grammar rule it was compiled by ("" when unmodelled)
    card_terms: tuple[str, ...] = ()  # facts about the card that this ability gives (enchant/2)


@dataclass(frozen=True)
class StoredCard:
    name: str
    type_line: str
    types: tuple[str, ...]
    supertypes: tuple[str, ...]
    subtypes: tuple[str, ...]
    mana_cost: str | None
    power: str | None
    toughness: str | None
    loyalty: str | None
    layout: str
    known: bool
    abilities: tuple[StoredAbility, ...] = field(default=())

    def characteristic_facts(self) -> list[str]:
        facts = characteristic_facts(self.types, self.supertypes, self.subtypes, self.type_line, self.mana_cost,
                                     self.power, self.toughness, self.loyalty, self.layout)
        out = [f.render(self.name) for f in facts]
        if not self.known:
            out.append(_fact("card_status", self.name, clingo.Function("unmodelled"),
                             clingo.String("the reference has no text or characteristics for this face")))
        return out


def data_path():
    return rules_dir() / "data" / DATA_FILE


@lru_cache(maxsize=1)
def _library() -> Packed | None:
    path = data_path()
    if not path.exists():
        return None
    return Packed(path, HEADER, "python tools/build_cards.py")


def names() -> list[str]:
    """Every card name of the compiled reference, sorted."""
    lib = _library()
    return list(lib.names) if lib is not None else []


def has(name: str) -> bool:
    lib = _library()
    return lib is not None and lib.position(name) is not None


def entries() -> Iterator[tuple[str, str]]:
    """Every card name with its entry as JSON text, in order."""
    lib = _library()
    return lib.entries() if lib is not None else iter(())


@lru_cache(maxsize=4096)
def stored(name: str) -> StoredCard | None:
    lib = _library()
    e = lib.get(name) if lib is not None else None
    if e is None:
        return None
    return _decode(name, json.loads(e))


def _decode(name: str, e: dict) -> StoredCard:
    abilities = []
    for row in e.get("a", []):
        n, text, status, reason, kinds, terms, quoted_in, group = row[:8]
        card_terms = tuple(row[8]) if len(row) > 8 else ()
        abilities.append(StoredAbility(n, text, status, reason, tuple(kinds), tuple(terms), quoted_in, group,
                                       card_terms))
    return StoredCard(name, e.get("l", ""), tuple(e.get("t", ())), tuple(e.get("s", ())), tuple(e.get("u", ())),
                      e.get("m"), e.get("p"), e.get("o"), e.get("y"), e.get("k", "normal"), not e.get("x"),
                      tuple(abilities))


def all_stored() -> Iterator[StoredCard]:
    for name, e in entries():
        yield _decode(name, json.loads(e))


def _fact(predicate: str, name: str, *args: clingo.Symbol | int) -> str:
    values = [clingo.String(name)] + [clingo.Number(a) if isinstance(a, int) else a for a in args]
    return f"{clingo.Function(predicate, values)}."


def term_fact(name: str, number: int | None, term: str) -> str:
    """A stored term as a fact of the card (and ability): parsed by clingo, so it can only be a term."""
    sym = clingo.parse_term(term)
    if sym.type != clingo.SymbolType.Function or not sym.name:
        raise ValueError(f"stored card data: not a fact term: {term!r}")
    head = [clingo.String(name)] + ([clingo.Number(number)] if number is not None else [])
    return f"{clingo.Function(sym.name, head + list(sym.arguments))}."


def kind_term(kind: str) -> clingo.Symbol:
    sym = clingo.parse_term(kind)
    if sym.type != clingo.SymbolType.Function:
        raise ValueError(f"stored card data: not a kind: {kind!r}")
    return sym


def ability_facts(name: str, a: StoredAbility) -> list[str]:
    """The facts of one stored ability: its text, its status (and kinds when unmodelled), its terms."""
    out = [_fact("text", name, a.number, clingo.String(a.text)),
           _fact("ability_status", name, a.number, clingo.Function(a.status), clingo.String(a.reason))]
    out += [_fact("unmodelled_kind", name, a.number, kind_term(k)) for k in a.kinds]
    out += [term_fact(name, a.number, t) for t in a.terms]
    out += [term_fact(name, None, t) for t in a.card_terms]
    return out
