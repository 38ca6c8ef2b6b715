"""The compiled card data shipped with the package (rules/data/cards.bin, built by tools/build_cards.py; its
layout is in compiler/corpus.py), read lazily: the names at the first look-up, then only the blocks that hold
the cards a query needs, each entry decoded when it is asked for and turned into facts; and the facts of a
card's printed characteristics (CR 109.3), which the compiler (compiler/) writes with the same terms.

The encoder reads cards through this module alone: it imports neither the compiler nor its parser (lark), so a
query never loads them (tests/cli/test_import_cost.py). Every term is built with clingo's constructors, constants
only from a fixed alphabet; stored terms are parsed back with clingo's own term parser and checked to be terms
(never code) before the card's name and the ability number are put in front of them.
"""
from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache

import clingo

from mtgasp.encoder.packed import Packed
from mtgasp.encoder.resources import rules_dir

Symbol = clingo.Symbol
COLORS = ("w", "u", "b", "r", "g")
TYPES = ("w", "u", "b", "r", "g", "c")
_CONSTANT = re.compile(r"^[a-z][a-z0-9_]*$")


class Unsupported(Exception):
    """The text parsed, but something in it has no term in the vocabulary (the reason says what)."""


@dataclass(frozen=True)
class Fact:
    number: int | None
    predicate: str
    args: tuple[Symbol, ...]

    def term(self) -> str:
        """The fact without the card's name and ability number, as a clingo term (what is stored)."""
        return str(clingo.Function(self.predicate, list(self.args)))

    def render(self, name: str) -> str:
        head = [clingo.String(name)] + ([clingo.Number(self.number)] if self.number is not None else [])
        return f"{clingo.Function(self.predicate, head + list(self.args))}."


# --------------------------------------------------------------------------- terms

def word_of(text: str) -> str:
    """A subtype or counter kind as a constant word: lower case, apostrophes dropped, other runs of
    symbols as "_" (the convention of tools/build_card_reference.py): "Time Lord" → time_lord, "Urza's" → urzas."""
    word = re.sub(r"['’]", "", text.casefold())
    return re.sub(r"[^a-z0-9]+", "_", word).strip("_")


def const(word: str) -> Symbol:
    """A constant from the fixed alphabet (lower-case letters, digits, "_"); anything else is refused."""
    if not _CONSTANT.match(word):
        raise Unsupported(f"not a constant: {word!r}")
    return clingo.Function(word)


def fn(name: str, *args: Symbol | int | str) -> Symbol:
    return clingo.Function(name, [_sym(a) for a in args])


def _sym(a: Symbol | int | str) -> Symbol:
    if isinstance(a, int):
        return clingo.Number(a)
    if isinstance(a, str):
        return const(a)
    return a


# --------------------------------------------------------------------------- characteristics

CARD_TYPES = ("artifact", "battle", "conspiracy", "creature", "dungeon", "enchantment", "instant", "kindred",
              "land", "phenomenon", "plane", "planeswalker", "scheme", "sorcery", "vanguard")
SUPERTYPES = ("basic", "legendary", "ongoing", "snow", "world")


def cost_pips(cost: str) -> list[Symbol]:
    """The symbols of a printed mana cost as the terms of rules/activation/costs.lp (CR 107.4), plus x and snow."""
    out = []
    for raw in re.findall(r"\{([^}]*)\}", cost):
        s = raw.lower()
        parts = s.split("/")
        if s.isdigit():
            out.append(fn("generic", int(s)))
        elif s in COLORS:
            out.append(fn("colored", s))
        elif s == "c":
            out.append(fn("colorless"))
        elif s in ("x", "y", "z"):
            out.append(fn("x"))
        elif s == "s":
            out.append(fn("snow"))
        elif len(parts) == 2 and parts[0] in COLORS and parts[1] in COLORS:
            out.append(fn("hybrid", parts[0], parts[1]))
        elif len(parts) == 2 and parts[0].isdigit() and parts[1] in COLORS:
            out.append(fn("mono_hybrid", int(parts[0]), parts[1]))
        elif len(parts) == 2 and parts[0] == "c" and parts[1] in COLORS:
            out.append(fn("colorless_hybrid", parts[1]))
        elif len(parts) == 2 and parts[0] in COLORS + ("c",) and parts[1] == "p":
            out.append(fn("phyrexian", parts[0]))
        elif len(parts) == 3 and parts[0] in COLORS and parts[1] in COLORS and parts[2] == "p":
            out.append(fn("hybrid_phyrexian", parts[0], parts[1]))
        else:
            out.append(fn("unknown_symbol", clingo.String(raw)))
    return out


def characteristic_facts(types: Iterable[str], supertypes: Iterable[str], subtypes: Iterable[str],
                         type_line: str, mana_cost: str | None, power: str | None, toughness: str | None,
                         loyalty: str | None, layout: str = "normal") -> list[Fact]:
    """The printed characteristics of a card (CR 109.3) as facts: type line, card types, supertypes,
    subtypes, mana cost (its text, each symbol, the generic part, X, the colors it gives), P/T, loyalty."""
    facts = [Fact(None, "card", ())]
    if type_line:
        facts.append(Fact(None, "type_line", (clingo.String(type_line),)))
    facts += [Fact(None, "card_type", (const(t),)) for t in types]
    facts += [Fact(None, "card_supertype", (const(s),)) for s in supertypes]
    facts += [Fact(None, "card_subtype", (const(s),)) for s in subtypes if _CONSTANT.match(s)]
    if mana_cost is not None:
        facts.append(Fact(None, "mana_cost_text", (clingo.String(mana_cost),)))
        pips = cost_pips(mana_cost)
        facts += [Fact(None, "mana_cost_pip", (clingo.Number(i), p)) for i, p in enumerate(pips, start=1)]
        generic = sum(p.arguments[0].number for p in pips if p.name == "generic")
        facts.append(Fact(None, "mana_cost_generic", (clingo.Number(generic),)))
        xs = sum(1 for p in pips if p.name == "x")
        if xs:
            facts.append(Fact(None, "mana_cost_x", (clingo.Number(xs),)))
        # CR 202.2, 700.5 — the colored symbols of each color (hybrid and Phyrexian symbols count for each
        # of their colors); {C} symbols as c.
        colors: Counter = Counter()
        for p in pips:
            if p.name == "colored" or p.name == "phyrexian" or p.name == "mono_hybrid" or p.name == "colorless_hybrid":
                colors[p.arguments[-1].name] += 1
            elif p.name in ("hybrid", "hybrid_phyrexian"):
                for a in p.arguments:
                    colors[a.name] += 1
            elif p.name == "colorless":
                colors["c"] += 1
        facts += [Fact(None, "mana_cost_symbol", (const(c), clingo.Number(k))) for c, k in sorted(colors.items())]
    elif layout not in ("transform", "meld", "flip"):
        facts.append(Fact(None, "no_mana_cost", ()))  # CR 202.3a: mana value 0
    # CR 709.5 — a split card that is a permanent card has a shared type line: each half is locked or unlocked on
    # the battlefield (a designation, CR 709.5c), and a locked half's name, mana cost and rules text are not the
    # permanent's.
    if layout == "split" and set(types) & {"artifact", "battle", "creature", "enchantment", "land", "planeswalker"}:
        facts.append(Fact(None, "shared_type_line", ()))
    for pred, value in (("card_power", power), ("card_toughness", toughness), ("card_loyalty", loyalty)):
        if value is not None:
            arg = clingo.Number(int(value)) if re.fullmatch(r"-?\d+", value) else clingo.String(value)
            facts.append(Fact(None, pred, (arg,)))
    # CR 208.1 — printed power and toughness as rules/layers/power_toughness.lp reads them (layer 7); a "*" is a
    # characteristic-defining ability (CR 208.2, defines_pt/5), not a number.
    if power is not None and toughness is not None and re.fullmatch(r"-?\d+", power) \
            and re.fullmatch(r"-?\d+", toughness):
        facts.append(Fact(None, "card_pt", (clingo.Number(int(power)), clingo.Number(int(toughness)))))
    return facts


# --------------------------------------------------------------------------- the stored cards

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
    back: str | None = None  # a double-faced card's back face, on its front face (CR 712.1)
    front: str | None = None  # and its front face, on its back face
    # The color identity the Oracle reference records for the whole card this face is part of (letters of WUBRG;
    # "" colorless), or None when it records none: every face and color indicator counted (CR 903.4, 903.4d).
    identity: str | None = None

    def characteristic_facts(self) -> list[str]:
        facts = characteristic_facts(self.types, self.supertypes, self.subtypes, self.type_line, self.mana_cost,
                                     self.power, self.toughness, self.loyalty, self.layout)
        out = [f.render(self.name) for f in facts]
        if not self.known:
            out.append(_fact("card_status", self.name, clingo.Function("unmodelled"),
                             clingo.String("the reference has no text or characteristics for this face")))
        if self.back is not None:
            out.append(_fact("back_face", self.name, clingo.String(self.back)))
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
                      tuple(abilities), e.get("b"), e.get("f"), e.get("i"))


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
