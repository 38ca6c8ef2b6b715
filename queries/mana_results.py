"""The results of `mana` (queries/mana.py) and of its mode holding priority (queries/mana_loops.py), in one module
both read: the pools, the activations that make them, a cost's payment, a loop."""
from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field

from .codes import Said

TYPES = ("w", "u", "b", "r", "g", "c")
LETTERS = "WUBRGC"


@dataclass(frozen=True)
class TriggerMana:
    source: str  # the permanent with the triggered mana ability
    card: str
    ability: int  # its number on the card
    adds: str


@dataclass(frozen=True)
class Activation:
    permanent: str
    ability: int
    text: str
    adds: str  # the mana the ability itself adds, after replacement effects ("" for none)
    pays: str = ""  # mana spent on its cost
    taps: str | None = None  # the other permanent tapped for its cost
    triggers: tuple[TriggerMana, ...] = ()


@dataclass(frozen=True)
class LoopStep:
    activation: Activation
    rule: str  # the CR rules of the step: 605.3a (a mana ability), or 602.2, 608.2, 704.3 (an ability on the stack)


@dataclass(frozen=True)
class ManaOption:
    mana: str  # letters in WUBRGC order
    activations: tuple[Activation, ...]


@dataclass(frozen=True)
class PoolGroup:
    """Sources that act alone (rules/mana/mana_independent.lp) with the same maximal results: each of `sources` adds
    one of `choices`, whatever the others add (ManaPools.sum_of)."""

    sources: tuple[str, ...]
    choices: tuple[str, ...]  # each a maximal result, letters in WUBRGC order ("" for none)


@dataclass(frozen=True)
class SymbolPayment:
    symbol: str
    paid_with: str  # mana letters, or "2 life"


@dataclass(frozen=True)
class CostPayment:
    cost: str
    payable: bool
    payment: tuple[SymbolPayment, ...] = ()
    activations: tuple[Activation, ...] = ()
    life: int = 0
    remaining: str = ""  # the mana left in the pool after paying
    complete: bool = True
    fewest: bool = True  # the activations shown are proven to be as few as possible


@dataclass(frozen=True)
class ManaPools:
    player: str
    options: tuple[ManaOption, ...]  # the maximal pools (each one proven maximal)
    cost: CostPayment | None = None
    pools_found: int = 0  # distinct maximal pools found (all of them when complete)
    complete: bool = True
    notes: tuple[Said, ...] = field(default=())  # codes (render/words.py: listed) and sentences of the engine
    pools_listed: bool = True  # False: a cost was asked about without the pools (not searched)
    # "mana_abilities": while paying a cost (CR 605.3a); "with_priority": holding priority, abilities that untap
    # put on the stack and resolved too (queries/mana_loops.py)
    mode: str = "mana_abilities"
    unbounded: str = ""  # with_priority: the types a loop makes in any amount (CR 732.2), letters in WUBRGC order
    loop: tuple[LoopStep, ...] = ()  # with_priority: one loop, once
    setup: tuple[LoopStep, ...] = ()  # with_priority: the activations of the same sequence before the loop
    # Too many maximal pools to list (more than queries/mana.py's LISTED_SUMS), every source acting alone: the maximal
    # pools are exactly the distinct sums of one choice per source (each source of a group one of the group's
    # choices), options empty and pools_found 0 (not counted). Empty: the pools are listed in options.
    sum_of: tuple[PoolGroup, ...] = ()


def letters(counts: dict[str, int]) -> str:
    return "".join(t.upper() * counts.get(t, 0) for t in TYPES)


def symbol_payments(ways: dict, left: dict[str, int], unbounded: Collection[str] = ()) -> dict[int, str]:
    """Presentation of a payment the rules found (loop_way/2, pay_way/2: each symbol's way, checked by the solver to be
    covered by the pool): each colored symbol its mana, then each generic one from what is left (`left`, by type, is
    spent; a type in `unbounded` never runs out). Returns {symbol number: its mana letters, or "N life"}."""
    paid: dict[int, str] = {}
    for i, way in sorted(ways.items()):
        if way.name == "mana":
            t = way.arguments[0].name
            left[t] = left.get(t, 0) - 1
            paid[i] = t.upper()
        elif way.name == "life":
            paid[i] = f"{way.arguments[0].number} life"
    for i, way in sorted(ways.items()):
        if way.name == "generic":
            need, got = way.arguments[0].number, ""
            for t in TYPES:
                take = need if t in unbounded else min(need, max(left.get(t, 0), 0))
                got += t.upper() * take
                left[t] = left.get(t, 0) - take
                need -= take
            paid[i] = got
    return paid

