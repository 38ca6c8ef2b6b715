"""could-produce and produce: run the query programs and decode their answer sets into typed results."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

import clingo

from mtgasp.encoder import Board, board_facts
from mtgasp.encoder.board import require_permanent

from .explore import Applied, build_graph, class_members, outcomes
from .solver import DEFAULT_TIMEOUT, solve_query

TYPE_ORDER = ("w", "u", "b", "r", "g", "c")


def mana_letters(state: clingo.Symbol) -> str:
    """m(W,U,B,R,G,C) → "WUBRGC" letters, each as often as its count ("" for no mana)."""
    counts = [a.number for a in state.arguments]
    return "".join(t.upper() * n for t, n in zip(TYPE_ORDER, counts))


@dataclass(frozen=True)
class CouldProduce:
    """For every permanent, the mana types it could produce (letters in WUBRGC order)."""

    types: dict[str, tuple[str, ...]]
    complete: bool = True
    message: str = ""


@dataclass(frozen=True)
class ProduceOutcome:
    mana: str
    orders: int
    example: tuple[str, ...]
    steps: tuple[Applied, ...] = ()
    choices: tuple[str, ...] = ()  # the mana before replacement effects, for each choice leading here


@dataclass(frozen=True)
class AbilityOutcomes:
    ability: int
    text: str
    outcomes: tuple[ProduceOutcome, ...]
    chooser: str | None = None
    complete: bool = True


@dataclass(frozen=True)
class Produce:
    permanent: str
    abilities: tuple[AbilityOutcomes, ...]
    complete: bool = True
    notes: tuple[str, ...] = field(default=())


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
    return CouldProduce(ordered, answer.complete and not answer.by_name("too_large"), message)


def produce(board: Board, permanent_id: str, *, timeout: float = DEFAULT_TIMEOUT) -> Produce:
    require_permanent(board, permanent_id)
    facts = board_facts(board, {"query_target": [(permanent_id,)]})
    answer = solve_query("produce", facts, timeout=timeout)
    members = class_members(answer.by_name("member"))
    steps: dict[clingo.Symbol, list[tuple]] = defaultdict(list)
    for ev, *rest in answer.by_name("step"):
        steps[ev].append(tuple(rest))
    terminals: dict[clingo.Symbol, list[tuple]] = defaultdict(list)
    for ev, st, s in answer.by_name("terminal"):
        terminals[ev].append((st, s))
    choosers = {ev: pl for ev, pl in answer.by_name("chooser")}
    explored_as = {ev: x for ev, x in answer.by_name("explored_as")}
    too_large = {ev for (ev,) in answer.by_name("too_large")}
    seeds: dict[tuple, list[clingo.Symbol]] = defaultdict(list)
    for orig, n, m in answer.by_name("seed"):
        seeds[(orig, n)].append(m)
    nothing = {(orig, n) for orig, n in answer.by_name("nothing")}
    notes: list[str] = []
    abilities = []
    # Intrinsic abilities (from basic land types) first, then the printed ones in card order.
    rows = sorted(answer.by_name("ability"), key=lambda r: (isinstance(r[0], str), str(r[0]), r[1]))
    for number, (orig, n, text) in enumerate(rows, start=1):
        if not text and isinstance(orig, clingo.Symbol):
            text = str(orig)
        totals: dict[str, list] = {}
        complete = True
        chooser = None
        for seed in sorted(seeds.get((orig, n), []), key=str):
            ev = clingo.Function("tap", [clingo.String(permanent_id), _symbol(orig), clingo.Number(n), seed])
            chooser = choosers.get(ev, chooser)
            key = explored_as.get(ev, ev)
            if key in too_large:
                complete = False
                notes.append(f"ability {number}: too many distinct replacement effects to explore")
                continue
            graph = build_graph(seed, steps.get(key, []), terminals.get(key, []))
            for result in outcomes(graph, members):
                letters = mana_letters(result.state)
                entry = totals.setdefault(letters, [0, result.example, []])
                entry[0] += result.orders
                entry[2].append(mana_letters(seed))
        if (orig, n) in nothing:
            # CR 106.5: no type can be defined; the ability resolves and adds no mana.
            totals.setdefault("", [1, (), []])
        outs = tuple(
            ProduceOutcome(mana=letters, orders=count, example=tuple(a.source for a in example), steps=example,
                           choices=tuple(sorted(set(choices), key=_mana_key)))
            for letters, (count, example, choices) in sorted(totals.items(), key=lambda kv: _mana_key(kv[0]))
        )
        abilities.append(AbilityOutcomes(number, text, outs, chooser, complete))
    for orig, n, bound in answer.by_name("x_range"):
        notes.append(f"X of {orig}'s ability {n} was tried from 0 to {bound} (the counters on it, or at least "
                     f"the largest amount any replacement condition looks at)")
    return Produce(permanent_id, tuple(abilities), answer.complete and all(a.complete for a in abilities),
                   tuple(notes) + (() if answer.complete else (answer.message,)))


def _symbol(value) -> clingo.Symbol:
    if isinstance(value, str):
        return clingo.String(value)
    if isinstance(value, int):
        return clingo.Number(value)
    return value


def _mana_key(letters: str) -> tuple:
    return (len(letters), ["WUBRGC".index(ch) for ch in letters])
