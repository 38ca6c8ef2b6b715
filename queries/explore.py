"""Decode the exploration of one event (rules/replacement/replacement.lp) into outcomes with exact order counts.

The rules derive which points an event can reach and every legal step between them; this module
only counts paths in that graph (with Python's unbounded integers: 13! already exceeds clingo's
32-bit numbers) and picks one path per outcome as an example.
"""
from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from math import factorial

import clingo

from mtgasp.engine.solver import Answer, ShownRows
from mtgasp.engine.symbols import TermTexts, acyclic, plain_row, texts

from .terms import origin_card

Node = tuple[str, int]  # (state of the event as text, packed counter of the effects used)


@lru_cache(maxsize=65536)
def state_symbol(text: str) -> clingo.Symbol:
    """The state term of a node (nodes hold the text: hashing a clingo.Symbol is a call into clingo)."""
    return clingo.parse_term(text)


@dataclass(frozen=True)
class Edge:
    effect_class: clingo.Symbol
    option: clingo.Symbol | str  # a str: an option named after what it chose (queries/commutation.py _named_choices)
    target: Node
    choices: int  # how many distinct effects of the class this step may use
    # The class's and the option's text (build_graph): what sorts and tells steps apart, without a call into
    # clingo per step (str() and hashing a clingo.Symbol are both).
    class_text: str = field(default="", compare=False)
    option_text: str = field(default="", compare=False)

    def key(self) -> tuple[str, str]:
        """(class, option) as text: equal exactly when the class and the option are."""
        return (self.class_text or str(self.effect_class), self.option_text or str(self.option))


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
    # For an exploration split into blocks of commuting effects (rules/replacement/commuting.lp): the number of
    # orders each path to a final point stands for, by the point's counter (1 when absent).
    interleavings: dict[int, int] = field(default_factory=dict)

    def weight(self, node: Node) -> int:
        return self.interleavings.get(node[1], 1)

    def nodes_in_order(self) -> list[Node]:
        cached = self.__dict__.get("_order")
        if cached is not None:
            return cached
        seen = {self.start}
        for node, out in self.edges.items():
            seen.add(node)
            seen.update(e.target for e in out)
        # The packed counter strictly grows along every step: sorting by it is a topological order.
        self.__dict__["_order"] = sorted(seen, key=lambda n: (n[1], n[0]))
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
            total = self.weight(node) if node in self.terminals else 0
            for edge in self.edges.get(node, ()):
                total += edge.choices * remaining.get(edge.target, 0)
            remaining[node] = total
        return remaining


def multinomial(lengths: list[int]) -> int:
    """The number of interleavings of sequences of these lengths: (L1 + ... + Lb)! / (L1! ... Lb!)."""
    out = factorial(sum(lengths))
    for length in lengths:
        out //= factorial(length)
    return out


def build_graph(start_state: clingo.Symbol, steps: list[tuple], terminals: list[tuple],
                blocks: Sequence[tuple] = ()) -> EventGraph:
    """steps: (St, S, C, Opt, St2, S2, K) rows of step/8 without the event, states as text (shown_rows);
    terminals: (St, S); blocks: (S, P, L) rows of block_length/4 (rules/replacement/commuting.lp) without the event.
    (The garbage collector is paused while the edges are made: acyclic.)"""
    with acyclic():
        return _build_graph(start_state, steps, terminals, blocks)


def _build_graph(start_state: clingo.Symbol, steps: list[tuple], terminals: list[tuple],
                 blocks: Sequence[tuple]) -> EventGraph:
    edges: dict[Node, list[Edge]] = defaultdict(list)
    # str() of a symbol is a call into clingo, and so is hashing one: each class's text once per Symbol object
    # (the rows share one object per distinct term: shown_rows).
    name = TermTexts()
    for st, s, cls, opt, st2, s2, k in steps:
        edges[(st, s)].append(Edge(cls, opt, (st2, s2), k, name(cls), name(opt)))
    for out in edges.values():
        out.sort(key=lambda e: (e.class_text, e.option_text, e.target[1]))
    lengths: dict[int, list[int]] = defaultdict(list)
    for s, _block, length in blocks:
        lengths[s].append(length)
    weights = {s: multinomial(ls) for s, ls in lengths.items()}
    return EventGraph((str(start_state), 0), dict(edges), {(st, s) for st, s in terminals}, weights)


def outcomes(graph: EventGraph, members: dict[clingo.Symbol, list[str]]) -> list[EventOutcome]:
    """Every final state with the number of orders reaching it and one example order (the garbage collector paused
    while the examples are made: acyclic)."""
    with acyclic():
        return _outcomes(graph, members)


def _outcomes(graph: EventGraph, members: dict[clingo.Symbol, list[str]]) -> list[EventOutcome]:
    counts = graph.path_counts()
    first_pred: dict[Node, tuple[Node, Edge]] = {}
    for node in graph.nodes_in_order():
        for edge in graph.edges.get(node, ()):
            first_pred.setdefault(edge.target, (node, edge))
    by_state: dict[str, int] = defaultdict(int)
    example: dict[str, tuple[tuple[Applied, ...], tuple[Edge, ...]]] = {}
    about: dict[str, tuple[list[str], str, int]] = {}  # shared by the examples (_example)
    for node in sorted(graph.terminals, key=lambda n: (n[1], n[0])):
        by_state[node[0]] += counts.get(node, 0) * graph.weight(node)
        if node[0] not in example:
            example[node[0]] = _example(node, first_pred, members, about)
    return [EventOutcome(state_symbol(st), by_state[st], *example[st]) for st in sorted(by_state)]


def _example(node: Node, first_pred: dict, members: dict[clingo.Symbol, list[str]],
             about: dict[str, tuple[list[str], str, int]] | None = None) -> tuple[tuple[Applied, ...], tuple[Edge, ...]]:
    """The path of first predecessors to `node`, each step as the effect applied. `about`: each class's sources,
    card and ability by the class's text, read once for all the examples of a graph (reading a clingo.Symbol's
    arguments, and hashing one, are calls into clingo: once per step of every example, they were most of the
    decoding of an event with 12,373 outcomes of 20 steps)."""
    path: list[Edge] = []
    while node in first_pred:
        node, edge = first_pred[node]
        path.append(edge)
    path.reverse()
    if about is None:
        about = {}
    used: dict[str, int] = defaultdict(int)
    applied = []
    for edge in path:
        key = edge.class_text or str(edge.effect_class)
        found = about.get(key)
        if found is None:
            cls = edge.effect_class
            found = about[key] = (members.get(cls, []), origin_card(cls.arguments[0]), cls.arguments[1].number)
        sources, card_name, ability = found
        index = used[key]
        used[key] += 1
        source = sources[index] if index < len(sources) else "?"
        applied.append(Applied(source, card_name, ability, _text(edge.option)))
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


_STEP = re.compile(r"^step\((\d+),(\w+\([-\d,]*\)),(\d+),(\d+),(\w+),(\w+\([-\d,]*\)),(\d+),(\d+)\)$")
_TERMINAL = re.compile(r"^terminal\((\d+),(\w+\([-\d,]*\)),(\d+)\)$")


def shown_rows(atoms: Iterable[clingo.Symbol]) -> dict[str, list[tuple]]:
    """Every shown atom's arguments by predicate name, in one pass (strings and numbers as Python values).

    The atoms are printed by clingo all at once (engine/symbols.py `texts`: two calls through the C API for the
    whole answer, not one or more per atom) and read back from their text. The many step/8 and terminal/3
    atoms (explorations and classes by number: queries/produce.lp, queries/orderings.lp) are matched by their
    patterns, their states and options kept as text (state_symbol/1 parses a state when it is needed); the
    other atoms are read as engine/symbols.py reads plain atoms, each distinct term one shared clingo.Symbol.
    This is most of the decoding of a large exploration."""
    with acyclic():
        return _shown_rows(atoms if isinstance(atoms, Sequence) else list(atoms))


def answer_rows(answer: Answer) -> dict[str, list[tuple]]:
    """shown_rows() of a question's answer, checked against the predicates the question declared it reads
    (engine/solver.py: ShownRows; a name it didn't declare raises UnshownRow)."""
    rows = shown_rows(answer.atoms)
    return rows if answer.reads is None else ShownRows(rows, answer.reads, answer.query)


def _shown_rows(atoms: Sequence[clingo.Symbol]) -> dict[str, list[tuple]]:
    out: dict[str, list[tuple]] = defaultdict(list)
    steps, finals = out["step"], out["terminal"]
    terms: dict[str, clingo.Symbol] = {}
    step, terminal = _STEP.match, _TERMINAL.match
    for atom, text in zip(atoms, texts(atoms)):
        if text.startswith("step("):
            found = step(text)
            if found:
                i, st, s, c, opt, st2, s2, k = found.groups()
                steps.append((int(i), st, int(s), int(c), int(opt) if opt.isdigit() else opt, st2, int(s2), int(k)))
                continue
        elif text.startswith("terminal("):
            found = terminal(text)
            if found:
                i, st, s = found.groups()
                finals.append((int(i), st, int(s)))
                continue
        name, row = plain_row(atom, text, terms)
        if name == "step" or name == "terminal":  # a state the patterns don't cover (nested terms): as text
            row = tuple(str(a) if isinstance(a, clingo.Symbol) else a for a in row)
        out[name].append(row)
    if not steps:
        del out["step"]
    if not finals:
        del out["terminal"]
    return out
