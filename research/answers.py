"""The answers the research commands compare, in one form for both sources: decoded from a world of a
batch (research/batch.py) and computed by the ordinary API on a board (the re-check of a witness).

Each question's answer is a JSON-able value, so two answers are compared with ==:
- could-produce: {id: "WUBRGC letters"} and the ids whose answer is incomplete;
- show: {id: {types, supertypes, subtypes, colors, abilities}};
- produce: {id: {ability: [[mana, orders], ...]}};
- orderings: {id: {ability: {outcomes: [[choice, mana, orders], ...], order_matters, choice_matters}}}.
"""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field

import clingo

import mtgasp
from mtgasp.encoder import Board
from mtgasp.queries.commutation import Commutation, analyse
from mtgasp.queries.explore import EventGraph, build_graph, class_members, outcomes
from mtgasp.queries.orderings import result_of
from mtgasp.queries.terms import TYPE_ORDER, mana_key, mana_letters

from .batch import WorldAnswer

Answer = dict


def _s(value: object) -> str:
    if isinstance(value, clingo.Symbol) and value.type == clingo.SymbolType.String:
        return value.string
    return str(value)


def _letters(types: set[str]) -> str:
    return "".join(t.upper() for t in TYPE_ORDER if t in types)


# --- could-produce -------------------------------------------------------------------------------

def could_produce_world(w: WorldAnswer, board: Board) -> Answer:
    types: dict[str, set[str]] = {p.id: set() for p in board.permanents}
    for obj, t in w.rows["ans_could_produce"]:
        types.setdefault(obj, set()).add(str(t))
    return {"types": {k: _letters(v) for k, v in sorted(types.items())},
            "incomplete": sorted({obj for (obj,) in w.rows["ans_incomplete"]})}


def could_produce_api(board: Board, readings) -> Answer:
    r = mtgasp.could_produce(board, readings=readings)
    return {"types": {k: "".join(v) for k, v in sorted(r.types.items())}, "incomplete": sorted(r.incomplete)}


# --- show ------------------------------------------------------------------------------------------

def show_world(w: WorldAnswer, board: Board) -> Answer:
    out: dict[str, dict[str, set]] = {o.id: defaultdict(set) for o in board.objects}
    for obj, kind, value in w.rows["ans_char"]:
        if kind.name == "ability":
            orig, n = value.arguments
            out[obj]["abilities"].add(f"{_s(orig)}#{n.number}")
        else:
            out[obj][kind.name + "s"].add(_s(value))
    return {obj: {k: sorted(v.get(k, ())) for k in ("types", "supertypes", "subtypes", "colors", "abilities")}
            for obj, v in sorted(out.items())}


def show_api(board: Board, readings) -> Answer:
    r = mtgasp.show(board, readings=readings)
    return {obj: {"types": sorted(v.card_types), "supertypes": sorted(v.supertypes), "subtypes": sorted(v.subtypes),
                  "colors": sorted(v.colors), "abilities": sorted({f"{a.origin}#{a.number}" for a in v.abilities})}
            for obj, v in sorted(r.objects.items())}


# --- the events of mana abilities ---------------------------------------------------------------

@dataclass
class TapEvents:
    """Per permanent and ability number: the graphs of its events (one per choice of mana), whether it
    can produce nothing (CR 106.5), and whether an exploration was incomplete."""

    graphs: dict[tuple[str, int], list[tuple[clingo.Symbol, EventGraph]]]
    nothing: set[tuple[str, int]]
    incomplete: set[tuple[str, int]]
    members: dict[clingo.Symbol, list[str]]
    texts: dict[tuple[str, int], tuple[object, int]]
    # Why each incomplete one is (incomplete/2's reasons, as the text of their terms): what `commute` says of a cell
    # it can't prove.
    reasons: dict[tuple[str, int], set[str]] = field(default_factory=dict)


def tap_events(w: WorldAnswer) -> TapEvents:
    # Terms by their text (w.texts: read from it, not printed again): hashing or printing a clingo.Symbol is a call
    # into clingo. A clingo string is a str in the rows (research/batch.py), so a term's text is never a string's.
    name = w.texts

    def s_(value: object) -> str:
        if isinstance(value, str):
            return value
        text = name(value)
        return _s(value) if text.startswith('"') else text

    number: dict[tuple[str, str], int] = {}
    texts: dict[tuple[str, int], tuple[object, int]] = {}
    for obj, orig, n, i in w.rows["ans_ability"]:
        number[(obj, f"{s_(orig)}#{n}")] = i
        texts[(obj, i)] = (orig, n)
    steps: dict[str, list[tuple]] = defaultdict(list)
    # (states as text, as queries/explore.py's build_graph reads them)
    for x, st, s, c, opt, st2, s2, k in w.rows["ans_step"]:
        steps[name(x)].append((name(st), s, c, name(opt), name(st2), s2, k))
    terminals: dict[str, list[tuple]] = defaultdict(list)
    for x, st, s in w.rows["ans_terminal"]:
        terminals[name(x)].append((name(st), s))
    blocks: dict[str, list[tuple]] = defaultdict(list)
    for x, *rest in w.rows["ans_block"]:
        blocks[name(x)].append(tuple(rest))
    unfinished: dict[str, set[str]] = defaultdict(set)
    for ev, why in w.rows["ans_incomplete"]:
        unfinished[name(ev)].add(s_(why))
    reasons: dict[tuple[str, int], set[str]] = defaultdict(set)
    graphs: dict[tuple[str, int], list[tuple[clingo.Symbol, EventGraph]]] = defaultdict(list)
    incomplete: set[tuple[str, int]] = set()
    for ev, x, start in w.rows["ans_target"]:
        key_x = name(x)
        if ev.name != "tap":
            graphs[("event", 0)].append((start, build_graph(start, steps.get(key_x, []), terminals.get(key_x, []),
                                                            blocks.get(key_x, []))))
            if name(ev) in unfinished:
                incomplete.add(("event", 0))
                reasons[("event", 0)] |= unfinished[name(ev)]
            continue
        obj, orig, n, _m = ev.arguments
        key = (obj.string, number.get((obj.string, f"{_s(orig)}#{n.number}"), 0))
        if name(ev) in unfinished:
            incomplete.add(key)
            reasons[key] |= unfinished[name(ev)]
            continue
        graphs[key].append((start, build_graph(start, steps.get(key_x, []), terminals.get(key_x, []),
                                               blocks.get(key_x, []))))
    nothing = set()
    for obj, orig, n in w.rows["ans_nothing"]:
        nothing.add((obj, number.get((obj, f"{s_(orig)}#{n}"), 0)))
    return TapEvents(dict(graphs), nothing, incomplete, class_members(w.rows["ans_member"]), texts, dict(reasons))


def produce_world(w: WorldAnswer, board: Board) -> Answer:
    ev = tap_events(w)
    out: dict[str, dict[str, list]] = defaultdict(dict)
    keys = set(ev.graphs) | ev.nothing | ev.incomplete | {k for k in ev.texts}
    for obj, number in sorted(keys):
        totals: dict[str, int] = defaultdict(int)
        for _start, graph in ev.graphs.get((obj, number), []):
            for found in outcomes(graph, ev.members):
                totals[mana_letters(found.state)] += found.orders
        if (obj, number) in ev.nothing:
            totals.setdefault("", 1)
        out[obj][str(number)] = sorted(([m, n] for m, n in totals.items()), key=lambda r: mana_key(r[0]))
        if (obj, number) in ev.incomplete:
            out[obj][str(number)].append(["incomplete", 0])
    return {obj: dict(sorted(v.items())) for obj, v in sorted(out.items())}


def produce_api(board: Board, readings) -> Answer:
    out = {}
    for p in board.permanents:
        r = mtgasp.produce(board, p.id, readings=readings)
        if not r.abilities:
            continue
        out[p.id] = {str(a.ability): [[m, n] for m, n in sorted(((o.mana, o.orders) for o in a.outcomes),
                                                               key=lambda x: mana_key(x[0]))]
                     + ([] if a.complete else [["incomplete", 0]]) for a in r.abilities}
    return dict(sorted(out.items()))


def _flags(found: list[Commutation]) -> tuple[bool, bool]:
    return any(c.order_matters for c in found), any(c.choice_matters for c in found)


def orderings_world(w: WorldAnswer, board: Board) -> Answer:
    ev = tap_events(w)
    out: dict[str, dict[str, dict]] = defaultdict(dict)
    keys = set(ev.graphs) | ev.nothing | ev.incomplete | {k for k in ev.texts}
    for obj, number in sorted(keys):
        graphs = ev.graphs.get((obj, number), [])
        several = len(graphs) > 1
        totals: dict[tuple, int] = defaultdict(int)
        found = []
        for start, graph in graphs:
            for o in outcomes(graph, ev.members):
                totals[(mana_letters(start) if several else "", mana_letters(o.state))] += o.orders
            found.append(analyse(graph, ev.members))
        if (obj, number) in ev.nothing:
            totals.setdefault(("", ""), 1)
        order, choice = _flags(found)
        out[obj][str(number)] = {"outcomes": sorted([c, m, n] for (c, m), n in totals.items()),
                                 "order_matters": order, "choice_matters": choice,
                                 "complete": (obj, number) not in ev.incomplete and all(c.complete for c in found)}
    return {obj: dict(sorted(v.items())) for obj, v in sorted(out.items())}


def orderings_api(board: Board, readings) -> Answer:
    out: dict[str, dict[str, dict]] = {}
    for p in board.permanents:
        numbers = [a.ability for a in mtgasp.produce(board, p.id, readings=readings).abilities]
        for number in numbers:
            r = mtgasp.orderings(board, mtgasp.TapEvent(p.id, number), readings=readings, tree=False)
            out.setdefault(p.id, {})[str(number)] = {
                "outcomes": sorted([o.result.get("choice", ""), o.result["mana"], o.orders] for o in r.outcomes),
                "order_matters": r.order_matters, "choice_matters": r.choice_matters, "complete": r.complete}
    return dict(sorted(out.items()))


@dataclass(frozen=True)
class Question:
    """One question the research commands can compare: how a batch answers it, how the API does."""

    name: str
    program: str  # research/programs/<program>.lp
    shown: tuple[tuple[str, int], ...]
    subjects: bool  # the batch needs research_subject(O) for every permanent
    world: Callable[[WorldAnswer, Board], Answer]
    api: Callable[[Board, object], Answer]
    layered: bool = False  # the answer depends on layers 4-5 (timestamps matter)


EVENT_ROWS = (("ans_ability", 4), ("ans_nothing", 3), ("ans_target", 3), ("ans_step", 8), ("ans_terminal", 3),
              ("ans_block", 4), ("ans_member", 2), ("ans_incomplete", 2), ("ans_applied", 4),
              ("ans_event_error", 2))

QUESTIONS: dict[str, Question] = {
    "could-produce": Question("could-produce", "could_produce", (("ans_could_produce", 2), ("ans_incomplete", 1)),
                              False, could_produce_world, could_produce_api),
    "produce": Question("produce", "events", EVENT_ROWS, True, produce_world, produce_api),
    "orderings": Question("orderings", "events", EVENT_ROWS, True, orderings_world, orderings_api),
    "show": Question("show", "show", (("ans_char", 3),), False, show_world, show_api, layered=True),
}


def tap_result(state: clingo.Symbol) -> dict:
    return result_of("mana", state)
