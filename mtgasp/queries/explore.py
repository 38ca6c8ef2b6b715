"""Decode the exploration of one event (rules/replacement.lp) into outcomes with exact order counts.

The rules derive which points an event can reach and every legal step between them; this module
only counts paths in that graph (with Python's unbounded integers: 13! already exceeds clingo's
32-bit numbers) and picks one path per outcome as an example.
"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

import clingo

Node = tuple[clingo.Symbol, int]  # (state of the event, packed counter of the effects used)


@dataclass(frozen=True)
class Edge:
    effect_class: clingo.Symbol
    option: clingo.Symbol
    target: Node
    choices: int  # how many distinct effects of the class this step may use


@dataclass(frozen=True)
class Applied:
    """One step of an order: the effect (by its source's id) and how it applied."""

    source: str
    card: str
    ability: int
    option: str  # the option chosen ("1" when there is only one), or "decline"


@dataclass(frozen=True)
class EventOutcome:
    state: clingo.Symbol
    orders: int
    example: tuple[Applied, ...]
    path: tuple[Edge, ...] = ()  # the example's steps in the graph (each edge's target: the state after it)


@dataclass
class EventGraph:
    """The reachable points of one event and the steps between them."""

    start: Node
    edges: dict[Node, list[Edge]]
    terminals: set[Node]

    def nodes_in_order(self) -> list[Node]:
        cached = self.__dict__.get("_order")
        if cached is not None:
            return cached
        seen = {self.start}
        for node, out in self.edges.items():
            seen.add(node)
            seen.update(e.target for e in out)
        # The packed counter strictly grows along every step: sorting by it is a topological order.
        names = {state: str(state) for state in {n[0] for n in seen}}
        self.__dict__["_order"] = sorted(seen, key=lambda n: (n[1], names[n[0]]))
        return self.__dict__["_order"]

    def path_counts(self) -> dict[Node, int]:
        cached = self.__dict__.get("_counts")
        if cached is not None:
            return cached
        counts: dict[Node, int] = defaultdict(int)
        counts[self.start] = 1
        for node in self.nodes_in_order():
            for edge in self.edges.get(node, ()):
                counts[edge.target] += counts[node] * edge.choices
        self.__dict__["_counts"] = counts
        return counts

    def paths_to_end(self) -> dict[Node, int]:
        """For every point, the number of orders that lead from it to the end of the event."""
        remaining: dict[Node, int] = {}
        for node in reversed(self.nodes_in_order()):
            total = 1 if node in self.terminals else 0
            for edge in self.edges.get(node, ()):
                total += edge.choices * remaining.get(edge.target, 0)
            remaining[node] = total
        return remaining


def build_graph(start_state: clingo.Symbol, steps: list[tuple], terminals: list[tuple]) -> EventGraph:
    """steps: (St, S, C, Opt, St2, S2, K) rows of step/8 without the event; terminals: (St, S)."""
    edges: dict[Node, list[Edge]] = defaultdict(list)
    for st, s, cls, opt, st2, s2, k in steps:
        edges[(st, s)].append(Edge(cls, opt, (st2, s2), k))
    names: dict = {}

    def name(sym) -> str:  # str() of a symbol is a call into clingo: once per distinct symbol
        if sym not in names:
            names[sym] = str(sym)
        return names[sym]

    for out in edges.values():
        out.sort(key=lambda e: (name(e.effect_class), name(e.option), e.target[1]))
    return EventGraph((start_state, 0), dict(edges), {(st, s) for st, s in terminals})


def outcomes(graph: EventGraph, members: dict[clingo.Symbol, list[str]]) -> list[EventOutcome]:
    """Every final state with the number of orders reaching it and one example order."""
    counts = graph.path_counts()
    first_pred: dict[Node, tuple[Node, Edge]] = {}
    for node in graph.nodes_in_order():
        for edge in graph.edges.get(node, ()):
            first_pred.setdefault(edge.target, (node, edge))
    by_state: dict[clingo.Symbol, int] = defaultdict(int)
    example: dict[clingo.Symbol, tuple[tuple[Applied, ...], tuple[Edge, ...]]] = {}
    for node in sorted(graph.terminals, key=lambda n: (n[1], str(n[0]))):
        by_state[node[0]] += counts.get(node, 0)
        if node[0] not in example:
            example[node[0]] = _example(node, first_pred, members)
    return [EventOutcome(st, by_state[st], *example[st]) for st in sorted(by_state, key=str)]


def _example(node: Node, first_pred: dict,
             members: dict[clingo.Symbol, list[str]]) -> tuple[tuple[Applied, ...], tuple[Edge, ...]]:
    path: list[Edge] = []
    while node in first_pred:
        node, edge = first_pred[node]
        path.append(edge)
    path.reverse()
    used: dict[clingo.Symbol, int] = defaultdict(int)
    applied = []
    for edge in path:
        sources = members.get(edge.effect_class, [])
        index = used[edge.effect_class]
        used[edge.effect_class] += 1
        source = sources[index] if index < len(sources) else "?"
        card, ability = edge.effect_class.arguments[0], edge.effect_class.arguments[1]
        card_name = card.string if card.type == clingo.SymbolType.String else str(card)
        option = _text(edge.option)
        applied.append(Applied(source, card_name, ability.number, option))
    return tuple(applied), tuple(path)


def _text(value) -> str:
    """A decoded argument (str, int or clingo.Symbol) as text: strings unquoted."""
    if isinstance(value, clingo.Symbol) and value.type == clingo.SymbolType.String:
        return value.string
    return str(value)


def class_members(rows: list[tuple]) -> dict[clingo.Symbol, list[str]]:
    """member(C, Src) rows → the sorted source ids of each class of effects."""
    members: dict[clingo.Symbol, list[str]] = defaultdict(list)
    for cls, src in rows:
        members[cls].append(src)
    return {c: sorted(v) for c, v in members.items()}
