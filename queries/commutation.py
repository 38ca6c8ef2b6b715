"""Does the order of the replacement effects matter, or only the choices made for them?

The rules derive the graph of one event's explorations (rules/replacement/replacement.lp: points and steps, each step
one effect applied with one option or declined); this module reads that graph, like queries/explore.py
counts its orders. Definitions (the *choices* σ give each effect its option, or "decline" for an optional
one; an *order* is the sequence in which the player picks the applicable effects, CR 616.1):

- order_matters: for some choices σ, two orders give different results;
- choice_matters: the results reachable by reordering are not the same for all choices σ.

Effects of one class (three Mana Reflections) are interchangeable: σ gives a class a multiset of options,
one per effect. The choices enumerated are bounded (`limit`); beyond it the analysis says it is incomplete
and falls back on "two different results at all" for order_matters.
"""
from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, replace
from itertools import combinations_with_replacement, product
from math import comb

import clingo

from .codes import Code
from .explore import Applied, Edge, EventGraph, Node, state_symbol
from .terms import origin_card

CHOICE_LIMIT = 4096


@dataclass(frozen=True)
class Run:
    """One order under given choices, and the state it ends in."""

    steps: tuple[Applied, ...]
    state: str  # the final state as text (queries/explore.py: Node)


@dataclass(frozen=True)
class Witness:
    """Two runs that show it: same choices and different orders (order), or different choices (choice)."""

    kind: str  # "order" or "choice"
    first: Run
    second: Run


@dataclass(frozen=True)
class Commutation:
    order_matters: bool
    choice_matters: bool
    complete: bool = True  # False: order and choice not told apart (`why`)
    order_witness: Witness | None = None
    choice_witness: Witness | None = None
    why: Code | None = None  # an "untold" code (render/words.py words it)


def _text(value: object) -> str:
    if isinstance(value, clingo.Symbol) and value.type == clingo.SymbolType.String:
        return value.string
    return str(value)


def _applied(path: list[Edge], members: dict[clingo.Symbol, list[str]]) -> tuple[Applied, ...]:
    used: dict[clingo.Symbol, int] = defaultdict(int)
    out = []
    for edge in path:
        sources = members.get(edge.effect_class, [])
        index = used[edge.effect_class]
        used[edge.effect_class] += 1
        card, ability = edge.effect_class.arguments[0], edge.effect_class.arguments[1]
        out.append(Applied(sources[index] if index < len(sources) else "?", origin_card(card), ability.number,
                           _text(edge.option)))
    return tuple(out)


# A class and an option by their text (Edge.key: what build_graph read, else printed): equal exactly when the terms
# are, and neither hashing nor printing a clingo.Symbol is then a call into clingo.
def _class_text(edge: Edge) -> str:
    return edge.class_text or str(edge.effect_class)


def _option_text(edge: Edge) -> str:
    return edge.option_text or str(edge.option)


def _choices(graph: EventGraph) -> dict[clingo.Symbol, list[clingo.Symbol | str]]:
    """Each class's options that some step of the graph uses (an option never applicable is no choice), sorted by
    their text; the classes in the order of their first step. (Kept on the graph: queries/orderings.py asks it
    before analyse() does.)"""
    cached = graph.__dict__.get("_choices")
    if cached is not None:
        return cached
    graph.__dict__["_choices"] = found = _choices_of(graph)
    return found


def _choices_of(graph: EventGraph) -> dict[clingo.Symbol, list[clingo.Symbol | str]]:
    classes: dict[str, clingo.Symbol] = {}
    options: dict[str, dict[str, clingo.Symbol | str]] = {}
    for out in graph.edges.values():
        for edge in out:
            c = _class_text(edge)
            classes.setdefault(c, edge.effect_class)
            options.setdefault(c, {}).setdefault(_option_text(edge), edge.option)
    return {classes[c]: [o for _t, o in sorted(v.items())] for c, v in options.items()}


def _runs(graph: EventGraph, budget: dict[clingo.Symbol, Counter] | None, first: bool = False) -> dict[str, list[Edge]]:
    """Every final state reachable when class C may use its options at most budget[C] times (None: any
    option), with one path to each. (Classes and options by their text: _class_text.)"""
    texts = {str(c): Counter({str(o): n for o, n in b.items()}) for c, b in (budget or {}).items()}
    if not texts:
        return _runs_first(graph) if first else _runs_unbounded(graph)
    start = (graph.start, tuple(sorted((c, tuple(sorted(b.items()))) for c, b in texts.items())))
    found: dict[str, list[Edge]] = {}
    seen = {start}
    stack: list[tuple[Node, dict[str, Counter], list[Edge]]] = [(graph.start, texts, [])]
    while stack:
        node, left, path = stack.pop()
        if node in graph.terminals and node[0] not in found:
            found[node[0]] = path
        for edge in graph.edges.get(node, ()):
            nxt = left
            c = _class_text(edge)
            if c in left:
                o = _option_text(edge)
                if left[c][o] <= 0:
                    continue
                nxt = dict(left)
                nxt[c] = left[c].copy()
                nxt[c][o] -= 1
            key = (edge.target, tuple(sorted((c2, tuple(sorted((o2, n) for o2, n in b.items() if n)))
                                             for c2, b in nxt.items())))
            if key in seen:
                continue
            seen.add(key)
            stack.append((edge.target, nxt, path + [edge]))
    return found


def _runs_unbounded(graph: EventGraph) -> dict[str, list[Edge]]:
    """_runs(graph, None): the same search over the points alone (nothing is counted), each point's path kept as the
    step that first reached it (not a list copied at every step: the paths were most of _runs on large graphs)."""
    found: dict[str, Node] = {}
    reached: dict[Node, tuple[Node, Edge] | None] = {graph.start: None}
    stack = [graph.start]
    terminals, edges = graph.terminals, graph.edges
    while stack:
        node = stack.pop()
        if node in terminals and node[0] not in found:
            found[node[0]] = node
        for edge in edges.get(node, ()):
            if edge.target not in reached:
                reached[edge.target] = (node, edge)
                stack.append(edge.target)

    def path(node: Node) -> list[Edge]:
        out = []
        step = reached[node]
        while step is not None:
            node, edge = step
            out.append(edge)
            step = reached[node]
        out.reverse()
        return out
    return {state: path(node) for state, node in found.items()}


def _devoured_sets(text: str) -> set[str]:
    """The sets sacrificed to devour that the state (as text) records: the kinds devoured(S) (and devoured_pt(S, P, T),
    Dracoplasm) of the choices' bag of an
    enter state ent(T, K, Cp, Cs, Ch, Pl, B) (rules/replacement/enter_devour.lp)."""
    if "devoured(" not in text:
        return set()
    state = state_symbol(text)
    out = set()
    if state.match("ent", 7):
        bag = state.arguments[4]
        while bag.match("c", 3):
            if bag.arguments[0].match("devoured", 1) or bag.arguments[0].match("devoured_pt", 3):
                out.add(str(bag.arguments[0]))
            bag = bag.arguments[2]
    return out


def _members(kind: clingo.Symbol) -> list[str]:
    """The objects of a set devoured(S) or devoured_pt(S, P, T), S = s(Q, Rest) or nil, sorted."""
    out, members = [], kind.arguments[0]
    while members.match("s", 2):
        out.append(_text(members.arguments[0]))
        members = members.arguments[1]
    return sorted(out)


def _named_choices(graph: EventGraph) -> EventGraph:
    """The graph with devour's choice named in its steps' options. Which permanents devour sacrifices is chosen as it
    applies (CR 702.82a, 614.12a: every set, rules/replacement/enter_devour.lp): the step's option doesn't say it, the
    state it leads to does (the set it adds, kind devoured(S)). Naming it in the option ("1, devouring a, b") makes it
    one of the choices σ, so that it is told apart from the order (a choice, not an order)."""
    if not any("devoured(" in node[0] for node in graph.edges):
        return graph
    edges: dict[Node, list[Edge]] = {}
    for node, out in graph.edges.items():
        before = _devoured_sets(node[0])
        named = []
        for edge in out:
            added = sorted(_devoured_sets(edge.target[0]) - before)
            if len(added) == 1:
                option = f"{_text(edge.option)}, devouring {', '.join(_members(clingo.parse_term(added[0])))}"
                edge = replace(edge, option=option, option_text=option)
            named.append(edge)
        edges[node] = named
    return EventGraph(graph.start, edges, graph.terminals, graph.interleavings)


def _runs_first(graph: EventGraph) -> dict[str, list[Edge]]:
    """_runs(graph, None, first=True): every final state, each with the path of first predecessors to its least final point (by
    counter): the path queries/explore.py gives as the outcome's example. (Not a search's first path: a merged
    exploration of alike classes, rules/replacement/merge_alike.lp, has the same paths of first predecessors as the
    unmerged one, and no search order over its points gives the unmerged search's paths.)"""
    first_pred: dict[Node, tuple[Node, Edge]] = {}
    edges = graph.edges
    for node in graph.nodes_in_order():
        for edge in edges.get(node, ()):
            if edge.target not in first_pred:
                first_pred[edge.target] = (node, edge)
    found: dict[str, Node] = {}
    for node in sorted(graph.terminals, key=lambda n: (n[1], n[0])):
        found.setdefault(node[0], node)

    def path(node: Node) -> list[Edge]:
        out = []
        while node in first_pred:
            node, edge = first_pred[node]
            out.append(edge)
        out.reverse()
        return out
    return {state: path(node) for state, node in found.items()}


def analyse(graph: EventGraph, members: dict[clingo.Symbol, list[str]], limit: int = CHOICE_LIMIT,
            first: bool = False) -> Commutation:
    """Whether the order of the effects matters for the same choices, and whether the choices matter. first: the
    witnesses of a search over the points alone are the paths of first predecessors (the outcomes' examples), which
    a merged exploration of alike classes reproduces (queries/orderings.py asks it so for the events whose kinds
    may merge: rules/replacement/merge_alike.lp); else a depth-first search's first paths."""
    graph = _named_choices(graph)
    if _hidden_choices(graph) and _forced_order(graph):
        # No point offers two different effects: there is one order, and every difference between results comes from
        # the choices (Devour and Hardened Scales: Scales applies only once devour has put counters, CR 616.1; the
        # number devoured is the choice, Mycoloth ruling 2008-10-01).
        runs = _runs(graph, None, first)
        return Commutation(False, len(runs) > 1, True)
    if _hidden_choices(graph):
        # An effect chooses as it applies, with one option (what a copy effect copies, CR 707.9, 614.12a):
        # the graph does not name that choice, so order can't be told from it.
        runs = _runs(graph, None, first)
        return Commutation(len(runs) > 1, len(runs) > 1, False, _order_witness(runs, members),
                           why=Code("untold", clingo.Function("hidden_choice")))
    choices = _choices(graph)
    multi = {c: opts for c, opts in choices.items() if len(opts) > 1}
    if not multi:
        runs = _runs(graph, None, first)
        return Commutation(len(runs) > 1, False, True, _order_witness(runs, members))
    sizes = {c: max(1, len(members.get(c, ()))) for c in multi}
    count = 1
    for c, opts in multi.items():
        count *= comb(sizes[c] + len(opts) - 1, len(opts) - 1)
    if count > limit:
        runs = _runs(graph, None, first)
        return Commutation(len(runs) > 1, len(runs) > 1, False, _order_witness(runs, members),
                           why=Code("untold", clingo.Function("too_many_choices")))
    classes = sorted(multi, key=str)
    per_class = [list(combinations_with_replacement(multi[c], sizes[c])) for c in classes]
    order_witness = None
    by_sigma: list[tuple[dict, dict[str, list[Edge]]]] = []
    for pick in product(*per_class):
        budget = {c: Counter(p) for c, p in zip(classes, pick)}
        runs = _runs(graph, budget)
        if order_witness is None and len(runs) > 1:
            order_witness = _order_witness(runs, members)
        if runs:  # (a pick that reaches no result is no choice: options under exclusive conditions, Thunderous
            # Velocipede's "if its mana value is 4 or less. Otherwise, ...", option_condition/4)
            by_sigma.append((budget, runs))
    outcome_sets = {frozenset(runs) for _b, runs in by_sigma}
    choice_witness = None
    if len(outcome_sets) > 1:
        # Two choices whose reachable results differ: a result of the first that the second can't reach.
        for (_b1, r1), (_b2, r2) in combinations_with_replacement(by_sigma, 2):
            only = sorted(set(r1) - set(r2), key=str) or sorted(set(r2) - set(r1), key=str)
            if not only:
                continue
            a, b = (r1, r2) if only[0] in r1 else (r2, r1)
            other = sorted(b, key=str)[0]
            choice_witness = Witness("choice", Run(_applied(a[only[0]], members), only[0]),
                                     Run(_applied(b[other], members), other))
            break
    return Commutation(order_witness is not None, len(outcome_sets) > 1, True, order_witness, choice_witness)


def enumerates_choices(graph: EventGraph) -> bool:
    """Some class uses two options or more in the graph: analyse() searches the graph under each choice (a search
    whose first paths a merged exploration would not reproduce: queries/orderings.py then asks it unmerged)."""
    return any(len(opts) > 1 for opts in _choices(graph).values())


def hidden_choices(graph: EventGraph) -> bool:
    """Some point has two steps of the same effect class and option that lead to different points (an effect that
    chooses as it applies): queries/orderings.py then asks for the exploration unmerged."""
    return _hidden_choices(graph)


def _hidden_choices(graph: EventGraph) -> bool:
    """Some point has two steps of the same effect class and option that lead to different points (kept on the
    graph: asked up to three times of one graph)."""
    cached = graph.__dict__.get("_hidden")
    if cached is None:
        cached = graph.__dict__["_hidden"] = _hidden_choices_of(graph)
    return cached


def _hidden_choices_of(graph: EventGraph) -> bool:
    for out in graph.edges.values():
        seen: dict[tuple[str, str], Node] = {}
        for edge in out:
            key = edge.key()
            if seen.setdefault(key, edge.target) != edge.target:
                return True
    return False


def _forced_order(graph: EventGraph) -> bool:
    """No point of the graph has steps of two different effect classes: the player never chooses which effect to
    apply next (CR 616.1e), only how one applies."""
    return all(len({_class_text(edge) for edge in out}) <= 1 for out in graph.edges.values())


def _order_witness(runs: dict[str, list[Edge]], members) -> Witness | None:
    if len(runs) < 2:
        return None
    first, second = sorted(runs, key=str)[:2]
    return Witness("order", Run(_applied(runs[first], members), first), Run(_applied(runs[second], members), second))
