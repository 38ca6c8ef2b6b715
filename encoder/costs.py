"""Mana costs given on the command line ("{2}{G}{G}", "{W/U}{B/P}") as the symbol terms of rules/activation/costs.lp."""
from __future__ import annotations

import re

import clingo

from .errors import BoardError, BoardTypeError
from .limits import MAX_AMOUNT, MAX_COST_SYMBOLS, decimal, shown

_SYMBOL = re.compile(r"\{([^{}]*)\}")
_DIGITS = re.compile(r"[0-9]+")  # ASCII digits only: "²" and "٣" are digits to str.isdigit(), not here


def _brief(raw: str) -> str:
    return "{" + (raw if len(raw) <= 12 else raw[:12] + f"… ({len(raw):,} characters)") + "}"


def _amount(raw: str, text: str, where: str) -> int:
    """The number of a generic or {2/W} symbol: at most MAX_AMOUNT (clingo integers are 32-bit)."""
    value = decimal(raw)
    if value is None or value > MAX_AMOUNT:
        raise BoardError(f"cost {shown(text)}: {_brief(raw)} is more than {MAX_AMOUNT:,} mana", where)
    return value


def parse_cost(text: str) -> list[clingo.Symbol]:
    """A mana cost such as "{2}{G}{G}" or "{W/U}{B/P}" as symbol terms of rules/activation/costs.lp (CR 107.4).
    At most MAX_COST_SYMBOLS symbols and MAX_AMOUNT mana in all (limits.py)."""
    where = "--cost"
    if not isinstance(text, str):
        raise BoardTypeError(f"cost: give a text such as {{2}}{{G}} (got {type(text).__name__})", where)
    stripped = text.replace(" ", "")
    if not stripped or _SYMBOL.sub("", stripped):
        raise BoardError(f"cost {shown(text)}: write mana symbols such as {{2}}{{G}}{{G}}, {{W/U}}, {{2/W}}, {{B/P}}, "
                         "{C}", where)
    if stripped.count("{") > MAX_COST_SYMBOLS:
        raise BoardError(f"cost {shown(text)}: more than {MAX_COST_SYMBOLS} mana symbols", where)
    colors = set("WUBRG")
    out: list[clingo.Symbol] = []
    f, num = clingo.Function, clingo.Number

    def color(ch: str) -> clingo.Symbol:
        return f(ch.lower())

    for raw in _SYMBOL.findall(stripped):
        s = raw.upper()
        parts = s.split("/")
        if _DIGITS.fullmatch(s):
            amount = _amount(s, text, where)
            if amount > 0:
                out.append(f("generic", [num(amount)]))
        elif s in colors:
            out.append(f("colored", [color(s)]))
        elif s == "C":
            out.append(f("colorless"))
        elif len(parts) == 2 and parts[0] in colors and parts[1] in colors and parts[0] != parts[1]:
            out.append(f("hybrid", [color(parts[0]), color(parts[1])]))
        elif len(parts) == 2 and _DIGITS.fullmatch(parts[0]) and parts[1] in colors:
            out.append(f("mono_hybrid", [num(_amount(parts[0], text, where)), color(parts[1])]))
        elif len(parts) == 2 and parts[0] == "C" and parts[1] in colors:
            out.append(f("colorless_hybrid", [color(parts[1])]))
        elif len(parts) == 2 and parts[0] in colors and parts[1] == "P":
            out.append(f("phyrexian", [color(parts[0])]))
        elif len(parts) == 3 and parts[0] in colors and parts[1] in colors and parts[2] == "P":
            out.append(f("hybrid_phyrexian", [color(parts[0]), color(parts[1])]))
        elif s in ("X", "Y"):
            raise BoardError(f"cost {shown(text)}: {{{raw}}} is not supported here (give {raw} its value as a number)",
                             where)
        elif s in ("S", "H"):
            raise BoardError(f"cost {shown(text)}: {{{raw}}} is not supported here", where)
        else:
            raise BoardError(f"cost {shown(text)}: {_brief(raw)} is not a mana symbol", where)
    total = sum(max(1, s.arguments[0].number) if s.name in ("generic", "mono_hybrid") else 1 for s in out)
    if total > MAX_AMOUNT:
        raise BoardError(f"cost {shown(text)}: more than {MAX_AMOUNT:,} mana in all", where)
    return out


def symbol_text(sym: clingo.Symbol) -> str:
    a = sym.arguments
    if sym.name == "generic":
        return "{" + str(a[0].number) + "}"
    if sym.name == "colored":
        return "{" + a[0].name.upper() + "}"
    if sym.name == "colorless":
        return "{C}"
    if sym.name == "hybrid":
        return "{" + a[0].name.upper() + "/" + a[1].name.upper() + "}"
    if sym.name == "mono_hybrid":
        return "{" + str(a[0].number) + "/" + a[1].name.upper() + "}"
    if sym.name == "colorless_hybrid":
        return "{C/" + a[0].name.upper() + "}"
    if sym.name == "phyrexian":
        return "{" + a[0].name.upper() + "/P}"
    return "{" + a[0].name.upper() + "/" + a[1].name.upper() + "/P}"


