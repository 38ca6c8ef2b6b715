"""A cost asked about (`mana --cost`, queries/mana_payment.lp) as externals of a program kept for the board (issue 31:
another cost on the same board in a long-lived process grounds nothing again: engine/search_inputs.py).

queries/mana_payment.lp reads a cost as pay_symbol(I, Sym) facts, one per symbol (I its place). The kept program
declares a fixed set of slots external, pay_symbol(I, Sym) for I in the numbers given to each kind of symbol, and a
cost sets as many slots of each kind as it has symbols of that kind. Where a symbol is paid matters nowhere in the
rules (pay_way/2's I only tells symbols apart, rules/mana/mana_sequence.lp), so the cost is the same multiset of
symbols. A generic symbol {K} is the one kind whose size varies: its slots are generic(1), generic(2), generic(4),
..., and {K} sets those whose sizes add up to the cost's generic mana (generic mana is paid by any type, CR 107.4b,
and pay_way(I, generic(G)) counts G, so {5}{2} and {1}{2}{4} need the same pools). A cost with more symbols of a kind
than its slots, or a kind without slots (mono-hybrid {2/W}, hybrid Phyrexian), is asked the fresh way.
"""
from __future__ import annotations

from collections import Counter

import clingo

from mtgasp.engine.solver import Inputs

COLORS = ("w", "u", "b", "r", "g")
# The ten hybrid symbols as printed (CR 107.4e): W/U, U/B, B/R, R/G, G/W, W/B, U/R, B/G, R/W, G/U.
HYBRIDS = ("wu", "ub", "br", "rg", "gw", "wb", "ur", "bg", "rw", "gu")
PER_COLOR = 10  # slots of each colored symbol ({G}) and of {C}
PER_HYBRID = 4  # slots of each hybrid symbol and of each Phyrexian one
GENERIC_BITS = 10  # generic(1) ... generic(512): a cost's generic mana up to 1,023

_F, _N = clingo.Function, clingo.Number


def _kinds() -> list[tuple[clingo.Symbol, int]]:
    kinds = [(_F("colored", [_F(c)]), PER_COLOR) for c in COLORS] + [(_F("colorless"), PER_COLOR)]
    kinds += [(_F("hybrid", [_F(h[0]), _F(h[1])]), PER_HYBRID) for h in HYBRIDS]
    kinds += [(_F("phyrexian", [_F(c)]), PER_HYBRID) for c in COLORS]
    return kinds


def _slots() -> tuple[dict[clingo.Symbol, list[int]], list[tuple[int, clingo.Symbol]]]:
    """Each kind's slot numbers, and the generic slots (number, generic(2^b))."""
    by_kind: dict[clingo.Symbol, list[int]] = {}
    at = 1
    for sym, count in _kinds():
        by_kind[sym] = list(range(at, at + count))
        at += count
    generic = [(at + b, _F("generic", [_N(1 << b)])) for b in range(GENERIC_BITS)]
    return by_kind, generic


_BY_KIND, _GENERIC = _slots()
DECLARATION = "\n".join(f"#external {_F('pay_symbol', [_N(i), sym])}."
                        for i, sym in [(i, s) for s, numbers in _BY_KIND.items() for i in numbers] + _GENERIC)


def cost_inputs(symbols: list[clingo.Symbol]) -> tuple[Inputs, dict[int, list[int]]] | None:
    """The externals set true for the cost `symbols` (parse_cost's), and for each slot set, the places (1-based) of
    the cost's symbols it stands for (a generic slot: every generic symbol; queries/mana.py gives them their mana); or
    None when the cost does not fit the slots."""
    counts = Counter(s for s in symbols if s.name != "generic")
    if any(s not in _BY_KIND or n > len(_BY_KIND[s]) for s, n in counts.items()):
        return None
    generic = sum(s.arguments[0].number for s in symbols if s.name == "generic")
    if generic >= 1 << GENERIC_BITS:
        return None
    atoms: list[clingo.Symbol] = []
    places: dict[int, list[int]] = {}
    used: Counter = Counter()
    for place, sym in enumerate(symbols, start=1):
        if sym.name == "generic":
            continue
        slot = _BY_KIND[sym][used[sym]]
        used[sym] += 1
        atoms.append(_F("pay_symbol", [_N(slot), sym]))
        places[slot] = [place]
    generic_places = [p for p, s in enumerate(symbols, start=1) if s.name == "generic"]
    for b, (slot, sym) in enumerate(_GENERIC):
        if generic >> b & 1:
            atoms.append(_F("pay_symbol", [_N(slot), sym]))
            places[slot] = generic_places
    return Inputs(DECLARATION, tuple(atoms)), places
