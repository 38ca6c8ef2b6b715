"""The steps of an example order as an explanation: each effect, the rule that let it apply there (the
rules' class_rule/2 and decline_rule/1, shown by the query), and the mana after it."""
from __future__ import annotations

from dataclasses import dataclass

import clingo

from .codes import Code
from .explore import EventOutcome, state_symbol
from .terms import mana_letters


@dataclass(frozen=True)
class Step:
    """One replacement effect on the way to an outcome."""

    source: str
    card: str
    ability: int
    option: str  # "1" (its only option), another option, or "decline"
    rule: Code  # the rule that let it be chosen at that point (a category or decline code: render/words.py)
    mana: str  # the mana after this step (letters)


def mana_trail(outcome: EventOutcome, rules: dict[clingo.Symbol, str], decline_rule: str) -> tuple[Step, ...]:
    """The example order of an outcome of a mana event, step by step."""
    return tuple(
        Step(a.source, a.card, a.ability, a.option,
             Code("decline", rule=decline_rule) if a.option == "decline"
             else Code("category", rule=rules.get(edge.effect_class, "")),
             mana_letters(state_symbol(str(edge.target[0]))))
        for a, edge in zip(outcome.example, outcome.path, strict=True))
