"""The card library: the names and ability texts defined by the facts in rules/cards/."""
from __future__ import annotations

import difflib
from dataclasses import dataclass
from functools import lru_cache

import clingo

from mtgasp.resources import card_files


@dataclass(frozen=True)
class CardInfo:
    name: str
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    texts: tuple[str, ...]


@lru_cache(maxsize=1)
def card_library() -> dict[str, CardInfo]:
    """Every card of the library by its exact name (read from the card facts, not from the rules)."""
    ctl = clingo.Control(["--warn=none"])
    for path in card_files():
        ctl.load(str(path))
    ctl.ground([("base", [])])
    fields: dict[str, dict[str, list]] = {}

    def entry(name: str) -> dict[str, list]:
        return fields.setdefault(name, {"types": [], "subtypes": [], "supertypes": [], "texts": []})

    for atom in ctl.symbolic_atoms:
        sym = atom.symbol
        if sym.type != clingo.SymbolType.Function or not sym.arguments:
            continue
        first = sym.arguments[0]
        if first.type != clingo.SymbolType.String:
            continue
        name = first.string
        if sym.name == "card" and len(sym.arguments) == 1:
            entry(name)
        elif sym.name == "card_type" and len(sym.arguments) == 2:
            entry(name)["types"].append(str(sym.arguments[1]))
        elif sym.name == "card_subtype" and len(sym.arguments) == 2:
            entry(name)["subtypes"].append(str(sym.arguments[1]))
        elif sym.name == "card_supertype" and len(sym.arguments) == 2:
            entry(name)["supertypes"].append(str(sym.arguments[1]))
        elif sym.name == "text" and len(sym.arguments) == 3:
            entry(name)["texts"].append((sym.arguments[1].number, sym.arguments[2].string))
    return {
        name: CardInfo(
            name=name,
            types=tuple(sorted(f["types"])),
            subtypes=tuple(sorted(f["subtypes"])),
            supertypes=tuple(sorted(f["supertypes"])),
            texts=tuple(text for _, text in sorted(f["texts"])),
        )
        for name, f in sorted(fields.items())
    }


def find_card(name: str) -> CardInfo | None:
    """The card named `name`, matched case-insensitively."""
    wanted = name.casefold()
    for card_name, info in card_library().items():
        if card_name.casefold() == wanted:
            return info
    return None


def did_you_mean(value: str, valid: list[str], listing: str = "valid") -> str:
    """" (did you mean: forest?)" for an unknown name; the valid names under `listing` when none is near."""
    near = nearest_names(value, valid)
    return f" (did you mean: {', '.join(near)}?)" if near else f" ({listing}: {', '.join(valid)})"


def nearest_names(name: str, candidates: list[str] | None = None, n: int = 3) -> list[str]:
    """The names closest to `name` (for "did you mean" in error messages)."""
    pool = candidates if candidates is not None else list(card_library())
    by_fold = {c.casefold(): c for c in pool}
    return [by_fold[m] for m in difflib.get_close_matches(name.casefold(), list(by_fold), n=n, cutoff=0.5)]
