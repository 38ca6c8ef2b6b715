"""Decoding clingo terms of the rules into Python values (mana amounts, argument values)."""
from __future__ import annotations

import clingo

from mtgasp.encoder.errors import BoardError
from mtgasp.encoder.limits import ENGINE_MAX, check_text

TYPE_ORDER = ("w", "u", "b", "r", "g", "c")


def mana_letters(state: clingo.Symbol) -> str:
    """m(W,U,B,R,G,C) → "WUBRGC" letters, each as often as its count ("" for no mana or another term)."""
    if state.type != clingo.SymbolType.Function or state.name != "m":
        return ""
    counts = [a.number for a in state.arguments]
    return "".join(t.upper() * n for t, n in zip(TYPE_ORDER, counts, strict=True))


_ORDER = str.maketrans("WUBRGC", "012345")


def mana_key(letters: str) -> tuple:
    """Sort key of mana letters: fewer mana first, then in WUBRGC order."""
    return (len(letters), letters.translate(_ORDER))


def symbol_of(value: object) -> clingo.Symbol:
    """A decoded argument (str, int or clingo.Symbol) back as a symbol."""
    if isinstance(value, clingo.Symbol):
        return value
    if isinstance(value, bool):
        raise TypeError("not a term: bool")
    if isinstance(value, int):
        if not -ENGINE_MAX <= value <= ENGINE_MAX:
            raise BoardError(f"the number {value:,} is outside what clingo represents")
        return clingo.Number(value)
    if isinstance(value, str):
        check_text(value, "text")  # a NUL would end the string inside clingo
        return clingo.String(value)
    raise TypeError(f"not a term: {value!r}")


def origin_card(origin: clingo.Symbol) -> str:
    """The card an ability's origin names: a card name, the card of an intrinsic entering ability intrinsic(Kind,
    Name) (rules/replacement/enter.lp: ability 0, CR 306.5b, 714.3a), or the origin as written (intrinsic(forest))."""
    if origin.type == clingo.SymbolType.String:
        return origin.string
    if origin.match("intrinsic", 2) and origin.arguments[1].type == clingo.SymbolType.String:
        return origin.arguments[1].string
    # (a "can't" effect on the counters a permanent enters with, cant(Name, A): rules/replacement/enter_cant.lp)
    if origin.match("cant", 2) and origin.arguments[0].type == clingo.SymbolType.String:
        return origin.arguments[0].string
    return str(origin)


def text_of(value: object) -> str:
    """A decoded argument (str, int or clingo.Symbol) as text: strings unquoted."""
    if isinstance(value, clingo.Symbol) and value.type == clingo.SymbolType.String:
        return value.string
    return str(value)


def fact(name: str, *args: object) -> str:
    """One query fact, every argument rendered by clingo (str → string, int → number, Symbol as is)."""
    return f"{clingo.Function(name, [symbol_of(a) for a in args])}.\n"
