"""Mana costs given on the command line ("{2}{G}{G}", "{W/U}{B/P}") as the symbol terms of rules/costs.lp."""
from __future__ import annotations

import re

import clingo

from .errors import BoardError

_SYMBOL = re.compile(r"\{([^{}]*)\}")


def parse_cost(text: str) -> list[clingo.Symbol]:
    """A mana cost such as "{2}{G}{G}" or "{W/U}{B/P}" as symbol terms of rules/costs.lp (CR 107.4)."""
    where = "--cost"
    stripped = text.replace(" ", "")
    if not stripped or _SYMBOL.sub("", stripped):
        raise BoardError(f"cost {text!r}: write mana symbols such as {{2}}{{G}}{{G}}, {{W/U}}, {{2/W}}, {{B/P}}, {{C}}",
                         where)
    colors = set("WUBRG")
    out: list[clingo.Symbol] = []
    f, num = clingo.Function, clingo.Number

    def color(ch: str) -> clingo.Symbol:
        return f(ch.lower())

    for raw in _SYMBOL.findall(stripped):
        s = raw.upper()
        parts = s.split("/")
        if s.isdigit():
            if int(s) > 0:
                out.append(f("generic", [num(int(s))]))
        elif s in colors:
            out.append(f("colored", [color(s)]))
        elif s == "C":
            out.append(f("colorless"))
        elif len(parts) == 2 and parts[0] in colors and parts[1] in colors and parts[0] != parts[1]:
            out.append(f("hybrid", [color(parts[0]), color(parts[1])]))
        elif len(parts) == 2 and parts[0].isdigit() and parts[1] in colors:
            out.append(f("mono_hybrid", [num(int(parts[0])), color(parts[1])]))
        elif len(parts) == 2 and parts[0] == "C" and parts[1] in colors:
            out.append(f("colorless_hybrid", [color(parts[1])]))
        elif len(parts) == 2 and parts[0] in colors and parts[1] == "P":
            out.append(f("phyrexian", [color(parts[0])]))
        elif len(parts) == 3 and parts[0] in colors and parts[1] in colors and parts[2] == "P":
            out.append(f("hybrid_phyrexian", [color(parts[0]), color(parts[1])]))
        elif s in ("X", "Y", "S", "H"):
            raise BoardError(f"cost {text!r}: {{{raw}}} is not supported here (give X its value as a number)", where)
        else:
            raise BoardError(f"cost {text!r}: {{{raw}}} is not a mana symbol", where)
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


