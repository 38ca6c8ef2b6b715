"""could-produce: the mana types each permanent could produce (CR 106.7), from queries/could_produce.lp."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from mtgasp.encoder import Board
from mtgasp.readings import Readings
from mtgasp.render import words
from mtgasp.solver import DEFAULT_TIMEOUT, solve_query

from .run import facts_for
from .terms import TYPE_ORDER, text_of


@dataclass(frozen=True)
class CouldProduce:
    """For every permanent, the mana types it could produce (letters in WUBRGC order).

    `complete` is False when some permanent's answer may miss types; `incomplete` says which and why,
    `notes` what else the rules want said (both in words, keyed by permanent id)."""

    types: dict[str, tuple[str, ...]]
    complete: bool = True
    message: str = ""
    incomplete: dict[str, tuple[str, ...]] = field(default_factory=dict)
    notes: dict[str, tuple[str, ...]] = field(default_factory=dict)


def could_produce(board: Board, *, timeout: float = DEFAULT_TIMEOUT, readings: Readings = None) -> CouldProduce:
    """The types of mana each permanent could produce, cycles and replacement effects included."""
    answer = solve_query("could_produce", facts_for(board, readings=readings), timeout=timeout)
    types: dict[str, set[str]] = {p.id: set() for p in board.permanents}
    for (obj,) in answer.by_name("permanent"):
        types.setdefault(str(obj), set())
    for obj, mana_type in answer.by_name("could_produce"):
        types[str(obj)].add(text_of(mana_type))
    why: dict[str, set[str]] = defaultdict(set)
    for obj, reason in answer.by_name("incomplete"):
        why[str(obj)].add(words.incomplete(reason))
    notes: dict[str, set[str]] = defaultdict(set)
    for obj, code, rule in answer.by_name("note"):
        notes[str(obj)].add(words.note(code, str(rule)))
    ordered = {obj: tuple(t.upper() for t in TYPE_ORDER if t in found) for obj, found in sorted(types.items())}
    complete = answer.complete and not why
    message = answer.message
    if why:
        message = (message + "; " if message else "") + "; ".join(
            f"{obj}: {text}" for obj, texts in sorted(why.items()) for text in sorted(texts))
    return CouldProduce(ordered, complete, message, {k: tuple(sorted(v)) for k, v in sorted(why.items())},
                        {k: tuple(sorted(v)) for k, v in sorted(notes.items())})
