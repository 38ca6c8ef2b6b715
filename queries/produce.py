"""produce: every result of each mana ability of one permanent, over all choices and orders
(queries/produce.lp; order counts from queries/explore.py)."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

import clingo

from mtgasp.encoder import Board
from mtgasp.encoder.board import require_permanent
from mtgasp.encoder.limits import check_bool
from mtgasp.engine.limits import DEFAULT_TIMEOUT, time_limited
from mtgasp.engine.readings import Readings
from mtgasp.engine.solver import solve_query_with

from .arguments import check_call
from .codes import Said, incomplete, incomplete_notes
from .explore import Applied, answer_rows, build_graph, class_members, outcomes
from .run import facts_for, notes_of, target_inputs
from .terms import mana_key, mana_letters, symbol_of
from .why import Step, mana_trail

# The predicates this question reads (name: arity), each shown by queries/produce.lp (tests/test_rows.py): any other
# name read raises UnshownRow (engine/solver.py).
READS = {"ability": 4, "block_length": 4, "category": 2, "chooser": 2, "class_at": 3, "decline_rule": 1,
         "explored_as": 2, "incomplete": 2, "incomplete_event": 2, "member": 2, "note": 2, "nothing": 2, "seed": 3,
         "step": 8, "terminal": 3, "why": 3}


@dataclass(frozen=True)
class ProduceOutcome:
    mana: str
    orders: int
    example: tuple[str, ...]
    steps: tuple[Applied, ...] = ()
    choices: tuple[str, ...] = ()  # the mana before replacement effects, for each choice leading here
    why: tuple[Step, ...] = ()  # with explain=True: the example order step by step, each with its rule
    example_choice: str = ""  # the mana the ability adds before the example's replacement effects


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
    notes: tuple[Said, ...] = field(default=())  # codes (render/words.py: listed) and the engine's messages


@time_limited
def produce(board: Board, permanent_id: str, *, explain: bool = False,
            timeout: float | None = DEFAULT_TIMEOUT, readings: Readings = None) -> Produce:
    """Every distinct result of each mana ability of the permanent, over all choices and all orders of
    the replacement effects that apply (costs ignored), with the number of orders reaching each."""
    check_call(board, timeout, permanent_id=permanent_id)
    check_bool(explain, "explain")
    require_permanent(board, permanent_id)
    # In a process that keeps what it grounds, the permanent asked about is an external of the board's program
    # (engine/solver.py: solve_query_with): a second permanent of the same board is not grounded again.
    target = {"query_target": [(permanent_id,)]}
    answer = solve_query_with("produce", lambda: facts_for(board, readings=readings), target_inputs(permanent_id),
                              lambda: facts_for(board, target, readings=readings), timeout=timeout, sort=False,
                              reads=READS)
    rows = answer_rows(answer)
    members = class_members(rows["member"])
    classes = {(i, ci): c for i, ci, c in rows["class_at"]}
    steps: dict[int, list[tuple]] = defaultdict(list)
    for i, st, s, ci, opt, st2, s2, k in rows["step"]:
        steps[i].append((st, s, classes[(i, ci)], opt, st2, s2, k))
    terminals: dict[int, list[tuple]] = defaultdict(list)
    for i, st, s in rows["terminal"]:
        terminals[i].append((st, s))
    blocks: dict[int, list[tuple]] = defaultdict(list)
    for i, *rest in rows["block_length"]:
        blocks[i].append(tuple(rest))
    choosers = {ev: pl for ev, pl in rows["chooser"]}
    explored_as = {ev: i for ev, i in rows["explored_as"]}
    rules = {c: str(rule) for c, rule in rows["category"]}
    decline = next((str(rule) for (rule,) in rows["decline_rule"]), "614.5")
    unfinished: dict[clingo.Symbol, list[clingo.Symbol]] = defaultdict(list)
    for ev, why in rows["incomplete_event"]:
        unfinished[ev].append(why)
    seeds: dict[tuple, list[clingo.Symbol]] = defaultdict(list)
    for orig, n, m in rows["seed"]:
        seeds[(orig, n)].append(m)
    nothing = {(orig, n) for orig, n in rows["nothing"]}
    notes: list[Said] = list(notes_of(rows["note"]))
    abilities = []
    for orig, n, number, text in sorted(rows["ability"], key=lambda r: r[2]):
        if not text and isinstance(orig, clingo.Symbol):
            text = str(orig)
        totals: dict[str, list] = {}
        complete = True
        chooser = None
        for seed in sorted(seeds.get((orig, n), []), key=str):
            ev = clingo.Function("tap", [clingo.String(permanent_id), symbol_of(orig), clingo.Number(n), seed])
            chooser = choosers.get(ev, chooser)
            key = explored_as.get(ev, -1)
            if ev in unfinished:
                complete = False
                notes.extend(incomplete(why, subject=clingo.Function("ability", [clingo.Number(number)]))
                             for why in unfinished[ev])
                continue
            graph = build_graph(seed, steps.get(key, []), terminals.get(key, []), blocks.get(key, []))
            for result in outcomes(graph, members):
                letters = mana_letters(result.state)
                entry = totals.setdefault(letters, [0, result.example, [],
                                                    mana_trail(result, rules, decline) if explain else (),
                                                    mana_letters(seed)])
                entry[0] += result.orders
                entry[2].append(mana_letters(seed))
        if (orig, n) in nothing:
            # CR 106.5: no type can be defined; the ability resolves and adds no mana.
            totals.setdefault("", [1, (), [], (), ""])
        outs = tuple(
            ProduceOutcome(mana=letters, orders=count, example=tuple(a.source for a in example), steps=example,
                           choices=tuple(sorted(set(choices), key=mana_key)), why=trail, example_choice=first)
            for letters, (count, example, choices, trail, first) in sorted(totals.items(),
                                                                           key=lambda kv: mana_key(kv[0]))
        )
        abilities.append(AbilityOutcomes(number, text, outs, chooser, complete))
    unmodelled = incomplete_notes(rows["incomplete"], rows["why"])
    notes.extend(unmodelled)
    return Produce(permanent_id, tuple(abilities), answer.complete and all(a.complete for a in abilities)
                   and not unmodelled, tuple(notes) + (() if answer.complete else (answer.message,)))

