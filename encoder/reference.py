"""The Oracle card reference shipped with the package (rules/data/card_reference.bin, built by
tools/build_card_reference.py): card names with their types, for cards off the battlefield (libraries,
graveyards) and for names as sets (Spy Kit). Only the names a board or a query mentions reach ASP, and only
their entries are decoded (encoder/packed.py). An entry: {"t": [card types], "s": [supertypes], "u": [subtypes],
"c": 1 with changeling, "f": 1 for a face known only through its whole card, "n": 1 for a name Spy Kit gives,
"w": the front face's name of a face that is not a front face (CR 712.8a, 715.4),
"x": 1 for a half of a split card whose other half's card types are not known (CR 709.4c)}."""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache

from mtgasp.encoder.packed import Packed
from mtgasp.encoder.resources import rules_dir

DATA_FILE = "card_reference.bin"
FORMAT = 1
HEADER = f"#mtgasp-reference {FORMAT} "  # how the file's first line starts (tools/build_card_reference.py)


@dataclass(frozen=True)
class ReferenceCard:
    name: str
    types: tuple[str, ...]
    supertypes: tuple[str, ...]
    subtypes: tuple[str, ...]
    changeling: bool
    nonlegendary_creature: bool = False  # a name Spy Kit gives (nonlegendary_creature_names)
    front: str | None = None  # a face that is not its card's front face: the front face's name (CR 712.8a, 715.4)
    split_half: bool = False  # a half of a split card whose other half's card types are not known (CR 709.4c)


@lru_cache(maxsize=1)
def _data() -> Packed:
    return Packed(rules_dir() / "data" / DATA_FILE, HEADER,
                  "python tools/build_card_reference.py")


@lru_cache(maxsize=4096)
def _entry(name: str) -> dict | None:
    """The entry of exactly this name, decoded."""
    e = _data().get(name)
    return None if e is None else json.loads(e)


@lru_cache(maxsize=1)
def _folded() -> dict[str, str]:
    return {name.casefold(): name for name in _data().names}


@lru_cache(maxsize=1)
def nonlegendary_creature_names() -> frozenset[str]:
    """Every name Spy Kit gives: nonlegendary creature cards of the reference, back faces included (every entry
    decoded: only the words of Spy Kit's answer need them all)."""
    return frozenset(name for name, e in _data().entries() if json.loads(e).get("n"))


def reference_card(name: str) -> ReferenceCard | None:
    """The card of the reference with that name (case-insensitive), or None. A name spelt as the reference spells
    it is found without the index of every name folded (a query's names are the library's)."""
    exact = name if _data().position(name) is not None else _folded().get(name.casefold())
    if exact is None:
        return None
    e = _entry(exact)
    assert e is not None
    return ReferenceCard(exact, tuple(e.get("t", ())), tuple(e.get("s", ())), tuple(e.get("u", ())), bool(e.get("c")),
                         bool(e.get("n")), e.get("w"), bool(e.get("x")))


def reference_size() -> int:
    return len(_data().names)
