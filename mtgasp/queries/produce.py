"""produce: every result of each mana ability of one permanent, over all choices and orders
(queries/produce.lp; order counts from queries/explore.py)."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

import clingo

from mtgasp.encoder import Board, board_facts
from mtgasp.encoder.board import require_permanent

from .explore import Applied, build_graph, class_members, outcomes
from .incomplete import incomplete_notes
from .solver import DEFAULT_TIMEOUT, solve_query
from .terms import mana_key, mana_letters, symbol_of


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
            ev = clingo.Function("tap", [clingo.String(permanent_id), symbol_of(orig), clingo.Number(n), seed])
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
                           choices=tuple(sorted(set(choices), key=mana_key)))
            for letters, (count, example, choices) in sorted(totals.items(), key=lambda kv: mana_key(kv[0]))
        )
        abilities.append(AbilityOutcomes(number, text, outs, chooser, complete))
    for orig, n, bound in answer.by_name("x_range"):
        notes.append(f"X of {orig}'s ability {n} was tried from 0 to {bound} (the counters on it, or at least "
                     f"the largest amount any replacement condition looks at)")
    unmodelled = incomplete_notes(answer.by_name("incomplete"), answer.by_name("why"))
    notes.extend(unmodelled)
    return Produce(permanent_id, tuple(abilities), answer.complete and all(a.complete for a in abilities)
                   and not unmodelled, tuple(notes) + (() if answer.complete else (answer.message,)))

