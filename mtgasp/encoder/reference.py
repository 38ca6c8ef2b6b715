"""The Oracle card reference shipped with the package (rules/data/card_reference.json.gz, built by
tools/build_card_reference.py): card names with their types, for cards off the battlefield (libraries,
graveyards) and for names as sets (Spy Kit). Only the names a board or a query mentions reach ASP."""
from __future__ import annotations

import gzip
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from mtgasp.resources import rules_dir

_CONSTANT = re.compile(r"^[a-z][a-z0-9_]*$")


@dataclass(frozen=True)
class ReferenceCard:
    name: str
    types: tuple[str, ...]
    supertypes: tuple[str, ...]
    subtypes: tuple[str, ...]
    changeling: bool


@lru_cache(maxsize=1)
def _data() -> dict:
    with gzip.open(rules_dir() / "data" / "card_reference.json.gz", "rt", encoding="utf-8") as f:
        return json.load(f)


@lru_cache(maxsize=1)
def _folded() -> dict[str, str]:
    return {name.casefold(): name for name in _data()["cards"]}


@lru_cache(maxsize=1)
def nonlegendary_creature_names() -> frozenset[str]:
    """Every name Spy Kit gives: nonlegendary creature cards of the reference, back faces included."""
    return frozenset(_data()["nonlegendary_creature_names"])


def reference_card(name: str) -> ReferenceCard | None:
    """The card of the reference with that name (case-insensitive), or None."""
    exact = _folded().get(name.casefold())
    if exact is None:
        return None
    e = _data()["cards"][exact]
    return ReferenceCard(exact, tuple(e.get("t", ())), tuple(e.get("s", ())), tuple(e.get("u", ())), bool(e.get("c")))


def reference_size() -> int:
    return len(_data()["cards"])


def reference_facts(names: Iterable[str]) -> str:
    """name_of_interest/1 and the reference's facts for these names only (never the whole reference)."""
    from .facts import asp_constant, asp_string

    lines = []
    spy = nonlegendary_creature_names()
    for name in sorted(set(names)):
        s = asp_string(name)
        lines.append(f"name_of_interest({s}).")
        card = reference_card(name)
        if card is None or card.name != name:
            continue
        word = lambda t: _CONSTANT.match(t) is not None  # noqa: E731 (un-set oddities are skipped)
        parts = [f"ref_card_type({s}, {asp_constant(t)})." for t in card.types if word(t)]
        parts += [f"ref_supertype({s}, {asp_constant(t)})." for t in card.supertypes if word(t)]
        parts += [f"ref_subtype({s}, {asp_constant(t)})." for t in card.subtypes if word(t)]
        if card.changeling:
            parts.append(f"ref_changeling({s}).")
        if name in spy:
            parts.append(f"ref_nonlegendary_creature({s}).")
        lines.append(" ".join(parts))
    return "\n".join(line for line in lines if line) + "\n"
