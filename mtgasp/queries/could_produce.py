"""could-produce: the mana types each permanent could produce (CR 106.7), from queries/could_produce.lp."""
from __future__ import annotations

from dataclasses import dataclass

from mtgasp.encoder import Board, board_facts

from .incomplete import incomplete_notes
from .solver import DEFAULT_TIMEOUT, solve_query
from .terms import TYPE_ORDER


@dataclass(frozen=True)
class CouldProduce:
    """For every permanent, the mana types it could produce (letters in WUBRGC order)."""

    types: dict[str, tuple[str, ...]]
    complete: bool = True
    message: str = ""


def could_produce(board: Board, *, timeout: float = DEFAULT_TIMEOUT) -> CouldProduce:
    answer = solve_query("could_produce", board_facts(board), timeout=timeout)
    types: dict[str, set[str]] = {p.id: set() for p in board.permanents}
    for (obj,) in answer.by_name("permanent"):
        types.setdefault(obj, set())
    for obj, mana_type in answer.by_name("could_produce"):
        types[obj].add(mana_type.name)
    ordered = {obj: tuple(t.upper() for t in TYPE_ORDER if t in found) for obj, found in sorted(types.items())}
    message = answer.message
    if answer.by_name("too_large"):
        message = (message + "; " if message else "") + \
            "some events have too many distinct replacement effects to explore: types may be missing"
    unmodelled = incomplete_notes(answer.by_name("incomplete"), answer.by_name("why"))
    if unmodelled:
        message = "; ".join(([message] if message else []) + list(unmodelled))
    return CouldProduce(ordered, answer.complete and not answer.by_name("too_large") and not unmodelled, message)
