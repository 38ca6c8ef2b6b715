"""Notes for answers that depend on something the card library doesn't model (rules/incomplete.lp).

The query programs show incomplete(Subject, Why) for the subjects their answer is about, and
why(Name, N, Reason) with the status reason of each unmodelled ability named; this turns them into one
note each. The rules decide what is incomplete; this only words it."""
from __future__ import annotations

from collections.abc import Iterable

import clingo


def _text(value) -> str:
    if isinstance(value, clingo.Symbol) and value.type == clingo.SymbolType.String:
        return value.string
    return str(value)


def _subject(subject) -> str:
    if isinstance(subject, str):
        return subject
    if subject.name == "board":
        return "the whole board"
    if subject.name == "activation":
        return f"activating {_text(subject.arguments[0])}'s abilities"
    if subject.name == "pool":
        return f"{_text(subject.arguments[0])}'s mana pools"
    if subject.name == "tap":
        return f"tapping {_text(subject.arguments[0])} for mana"
    if subject.name == "enter":
        return f"{_text(subject.arguments[0])} entering"
    if subject.name == "damage":
        return "the damage event"
    return str(subject)


def incomplete_notes(incomplete: Iterable[tuple], why: Iterable[tuple] = ()) -> tuple[str, ...]:
    """One note for each (subject, reason) pair: "<subject>: depends on <card>'s ability N, not modelled
    (<status reason>)"."""
    reasons = {(_text(name), n): _text(r) for name, n, r in why}
    notes = set()
    for subject, cause in incomplete:
        what = _subject(subject)
        args = cause.arguments
        kind = cause.name
        if kind == "unmodelled":
            card, n = _text(args[0]), args[1].number
            detail = reasons.get((card, n), "")
            notes.add(f"INCOMPLETE ({what}): depends on {card}'s ability {n}, which is not modelled"
                      + (f" ({detail})" if detail else ""))
        elif kind == "unknown_card":
            notes.add(f"INCOMPLETE ({what}): the library knows {_text(args[0])} by name only")
        elif kind == "unchecked_cost":
            notes.add(f"INCOMPLETE ({what}): whether the cost of {_text(args[0])}'s ability {args[1].number} can "
                      f"be paid depends on zones the board doesn't give (hand, graveyard, energy)")
        elif kind == "unchecked_restriction":
            notes.add(f"INCOMPLETE ({what}): {_text(args[0])}'s ability {args[1].number} has a restriction the "
                      f"board can't check ({str(args[2]).replace('_', ' ')})")
        elif kind == "no_commander":
            notes.add(f"INCOMPLETE ({what}): {_text(args[0])}'s ability {args[1].number} adds mana of the "
                      f"commander's color identity and the board names no commander (CR 903.4f: none here)")
        else:
            notes.add(f"INCOMPLETE ({what}): {cause}")
    return tuple(sorted(notes))
