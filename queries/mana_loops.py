"""mana --with-priority: the mana a player can make holding priority, and loops that make any amount of it
(queries/mana_loops.lp over rules/mana/mana_loops.lp; CR 117.3c, 602.2, 605.3a, 608.2, 704.3, 732).

Besides mana abilities, the player activates abilities that untap a permanent (Devoted Druid, Basalt Monolith),
each put on the stack and resolved. Three questions to the same rules, each answered by the solver:
0. the actions (the empty sequence): without an untap ability, the answer is `mana`'s.
1. search: a sequence holding a loop (the state repeats with more mana and no less of any type, CR 732.2): the
   types it adds can be made in any amount. Asked again for each type a loop action can add that no loop found
   so far adds.
2. horizon: a sequence of loop_horizon activations with no loop and no state repeated with no more mana. When there
   is none, every longer sequence repeats a state, and the pools of the sequences searched are all the pools. Asked
   first, at growing horizons (HORIZONS), the least one proven is the one the other questions search.
3. pools: the maximal pools of the sequences (each proven maximal, --enum-mode=domRec).
A board with no untap ability the player can activate gives the same answer as `mana` (mana abilities only).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import replace

import clingo

from mtgasp.encoder import Board
from mtgasp.encoder.costs import parse_cost, symbol_text
from mtgasp.engine.readings import Readings
from mtgasp.engine.solver import Models, solve_models

from .codes import Code, Said, incomplete_notes
from .mana_results import (
    LETTERS,
    TYPES,
    Activation,
    CostPayment,
    LoopStep,
    ManaOption,
    ManaPools,
    SymbolPayment,
    TriggerMana,
    letters,
    symbol_payments,
)
from .run import facts_for
from .terms import fact, text_of

# The horizons tried, in order (rules/mana/mana_loops.lp: loop_horizon): the first at which every ordered sequence
# repeats a state (the horizon question has no answer) is the one searched; past the last, the answer is incomplete.
HORIZONS = (4, 6, 8, 10, 12, 16)
FIXED = (("ability_number", 4), ("ability_text", 3), ("fixed_incomplete", 2), ("fixed_why", 3), ("loop_action", 1),
         ("loop_type", 1), ("loop_unread", 2), ("loop_untap_unread", 2), ("loop_searched", 0),
         ("loop_restricted", 3), ("loop_rkey", 2))


def with_priority(board: Board, player: str, plain: ManaPools, *, timeout: float | None, conflicts: int | None,
                  readings: Readings = None, cost: str | None = None) -> ManaPools:
    """The answer of `mana --with-priority`; `plain` is the answer of `mana` (mana abilities only); with `cost`, whether
    it can be paid holding priority (the types a loop makes in any amount, CR 732.2)."""
    base = facts_for(board, readings=readings) + fact("plan_player", player) + fact("loop_player", player)
    probe, fixed = _probe(base, timeout, conflicts)
    if not fixed.searched:
        # (With a cost, `plain` answered it: mana abilities only.) An untap ability the search doesn't follow (its cost
        # taps another permanent: Honor-Worn Shaku) may make more mana holding priority: said, and incomplete.
        unread = incomplete_notes({("loop", s) for s in fixed.untap_unread}, fixed.why)
        if not unread:
            return replace(plain, mode="with_priority")
        # (A cost payable with mana abilities alone is payable: only "not payable" is no longer proven.)
        cost_paid = plain.cost if plain.cost is None or plain.cost.payable else replace(plain.cost, complete=False)
        return replace(plain, mode="with_priority", complete=False, notes=(*plain.notes, *unread), cost=cost_paid)
    horizon, bounded, checks, unbounded, (loop, setup), runs = _search(base, fixed, timeout, conflicts)
    # (No ordered sequence of `horizon` activations without a repeated state: the pools are those of shorter ones.)
    shorter = {"loop_horizon": horizon - 1 if bounded else horizon}
    # (clasp's default configuration: 15x faster than "jumpy", the one for the pools of mana abilities, on Grim
    # Monolith, Forest and Devoted Druid.)
    # (Every type a loop makes in any amount: no finite pool is left to search, CR 732.2.)
    everything = bool(unbounded) and unbounded >= fixed.types
    given = "".join(f"loop_unbounded({t}).\n" for t in sorted(unbounded))
    beside = _beside(base + given, unbounded, fixed, timeout, conflicts, shorter) if unbounded and not everything else None
    pools = None if everything else beside[0] if beside else \
        solve_models("mana_loops", base + given + "loop_mode(pools).\n", timeout=timeout, maximal=True, fixed=FIXED,
                     conflicts=conflicts, constants=shorter, configuration="auto")
    notes: list[Said] = []
    complete = True
    runs += checks + ([] if probe.models else [probe]) + ([beside[1]] if beside else [])
    if not bounded and not unbounded:  # (beside a loop, loop_finite_beside says it)
        complete = False
        notes.append(Code("note", clingo.Function("loop_horizon", [clingo.Number(horizon)])))
    if pools is not None:
        runs.append(pools)
    options: dict[str, ManaOption] = {}
    for model in pools.models if pools is not None else [()]:
        counts = {s.arguments[0].name: 0 for s in model if s.name == "loop_at_least"}
        for s in model:
            if s.name == "loop_at_least":
                counts[s.arguments[0].name] = max(counts[s.arguments[0].name], s.arguments[1].number)
        mana = letters({t: k for t, k in counts.items() if t not in unbounded})
        if mana not in options:
            # (Beside a loop, the activations that reach a pool are not shown: the loop is.)
            options[mana] = ManaOption(mana, () if unbounded else _activations(model, fixed, 0, None))
    if fixed.unread and not unbounded:
        # A source the search doesn't follow (loop_unread/2: Utopia Sprawl's trigger on a Forest) is left out of its
        # sequences, but the pools of `mana` (mana abilities only, `plain`) are pools holding priority too (CR 605.3a):
        # both lists, without a pool another listed pool holds (the answer stays incomplete: the unread source says so).
        for option in plain.options:
            options.setdefault(option.mana, option)
        held = {m: Counter(m) for m in options}
        options = {m: o for m, o in options.items() if not any(n != m and held[m] <= c for n, c in held.items())}
    for run in runs:
        if not run.complete:
            complete = False
            notes.append(f"INCOMPLETE: {run.message}")
    if unbounded and fixed.types - unbounded and not beside:
        # Beside a loop, a pool of another type may need the loop repeated more times than the horizon allows.
        complete = False
        notes.append(Code("note", clingo.Function("loop_finite_beside", [clingo.Function(t) for t in
                                                                          sorted(fixed.types - unbounded, key=TYPES.index)])))
    rows = fixed.incomplete | {("loop", s) for s in fixed.unread}
    unmodelled = incomplete_notes(rows, fixed.why)
    notes.extend(unmodelled)
    notes.extend(Code("note", sym) for sym in sorted(set(fixed.restricted)))
    payment: CostPayment | None = None
    if cost is not None:
        payment, paid_run = _pay(base, cost, unbounded, complete and not unmodelled, timeout, conflicts, fixed,
                                 shorter)
        runs.append(paid_run)
    kept = sorted(options.values(), key=lambda o: (-len(o.mana), o.mana.translate(str.maketrans(LETTERS, "012345"))))
    return ManaPools(player, tuple(kept), payment, len(kept),
                     complete and not unmodelled and (payment is None or payment.complete), tuple(notes),
                     mode="with_priority", unbounded="".join(t.upper() for t in TYPES if t in unbounded), loop=loop,
                     setup=setup)


def pay_holding_priority(board: Board, player: str, cost: str, *, keep: tuple[str, ...] = (),
                         untapped: tuple[str, ...] = (), timeout: float | None, conflicts: int | None = None,
                         readings: Readings = None) -> CostPayment | None:
    """Whether `cost` can be paid with the mana `player` makes holding priority (can-activate --with-priority), the types
    a loop makes in any amount (CR 732.2); None when no ability of theirs untaps a permanent (their mana abilities alone
    answer it). `keep`: permanents the activations must leave on the battlefield; `untapped`: those they must leave
    untapped (the ability paid for has {T} in its cost: CR 602.2b, 107.5)."""
    base = (facts_for(board, readings=readings) + fact("plan_player", player) + fact("loop_player", player)
            + "".join(fact("loop_keep", o) for o in keep) + "".join(fact("loop_keep_untapped", o) for o in untapped))
    probe, fixed = _probe(base, timeout, conflicts)
    if not fixed.searched:
        return None
    horizon, bounded, checks, unbounded, _loop, runs = _search(base, fixed, timeout, conflicts)
    rows = fixed.incomplete | {("loop", s) for s in fixed.unread}
    proven = ((bounded or unbounded >= fixed.types) and bool(probe.models) and all(r.complete for r in [*runs, *checks])
              and not incomplete_notes(rows, fixed.why))
    shorter = {"loop_horizon": horizon - 1 if bounded else horizon}
    if proven and unbounded and fixed.types - unbounded:
        # (loop_finite_beside, unless the rules prove the other types' pools beside the loop: _beside)
        given = "".join(f"loop_unbounded({t}).\n" for t in sorted(unbounded))
        proven = _beside(base + given, unbounded, fixed, timeout, conflicts, shorter) is not None
    payment, _run = _pay(base, cost, unbounded, proven, timeout, conflicts, fixed, shorter)
    return payment


def _beside(base: str, unbounded: set[str], fixed: _Fixed, timeout: float | None, conflicts: int | None,
            shorter: dict[str, int]) -> tuple[Models, Models] | None:
    """Beside a loop (`base` gives its types, loop_unbounded/1), the pools of the other types when the rules prove them
    all (queries/mana_loops.lp): the maximal pools of the sequences holding the loops, each one beside any amount of
    the loops' types (CR 732.2), and the beside question's run, which finds no sequence ending with more than each
    of them. None where that is not proven (a type no loop makes comes from an ability the sequence may activate
    again, loop_finite_open/1; no sequence within the horizon holds the loops; a run stopped by a limit)."""
    pools = solve_models("mana_loops", base + "loop_mode(pools).\nloop_with_loop.\n", timeout=timeout, maximal=True,
                         fixed=FIXED, conflicts=conflicts, constants=shorter, configuration="auto")
    if not pools.complete or not pools.models or any(s.name == "loop_finite_open" for m in pools.models for s in m):
        return None
    finite = sorted(fixed.types - unbounded, key=TYPES.index)
    listed = []
    for i, model in enumerate(pools.models):
        most = {t: 0 for t in finite}
        for s in model:
            if s.name == "loop_at_least" and s.arguments[0].name in most:
                most[s.arguments[0].name] = max(most[s.arguments[0].name], s.arguments[1].number)
        listed.append(fact("loop_listed_pool", clingo.Number(i)) + "".join(
            fact("loop_listed", clingo.Number(i), clingo.Function(t), clingo.Number(k)) for t, k in most.items()))
    check = solve_models("mana_loops", base + "loop_mode(beside).\n" + "".join(listed), timeout=timeout, fixed=FIXED,
                         conflicts=conflicts, max_models=1, constants=shorter)
    return (pools, check) if check.complete and not check.models else None


def _search(base: str, fixed: _Fixed, timeout: float | None, conflicts: int | None):
    """(horizon, whether it is proven, its runs, the types loops make in any amount, a loop, the search's runs). Loops
    are searched within HORIZONS[2] activations first: where one is found, the pools of the other types are incomplete
    anyway (loop_finite_beside) and no horizon is proven. Else the horizon is raised until proven, and loops searched
    again within it when it is longer (a loop, if any, is within a proven horizon: an ordered sequence that long
    repeats a state)."""
    first = HORIZONS[2]
    unbounded, loop, runs = _loops(base, fixed, first, timeout, conflicts)
    if unbounded:
        return first, False, [], unbounded, loop, runs
    horizon, bounded, checks = _horizon(base, timeout, conflicts)
    if horizon > first:
        unbounded, loop, runs = _loops(base, fixed, horizon, timeout, conflicts)
    return horizon, bounded, checks, unbounded, loop, runs


def _probe(base: str, timeout: float | None, conflicts: int | None) -> tuple[Models, _Fixed]:
    """The actions of the search (the same in every answer set, though not all facts once grounded): read from the
    empty sequence."""
    probe = solve_models("mana_loops", base + "loop_mode(pools).\n", timeout=timeout, fixed=FIXED, conflicts=conflicts,
                         max_models=1, constants={"loop_horizon": 0})
    return probe, _Fixed([*probe.fixed, *(s for m in probe.models[:1] for s in m)])


def _loops(base: str, fixed: _Fixed, horizon: int, timeout: float | None,
           conflicts: int | None) -> tuple[set[str], tuple[tuple[LoopStep, ...], tuple[LoopStep, ...]], list[Models]]:
    """The types loops make in any amount (CR 732.2), a loop shown, and the runs: the shortest sequence holding a loop,
    then one for each type a loop action adds that no loop found so far adds."""
    limit = {"loop_horizon": horizon}
    first = solve_models("mana_loops", base + "loop_mode(search).\n", timeout=timeout, optimize=True, fixed=FIXED,
                         conflicts=conflicts, constants=limit)
    unbounded: set[str] = set()
    loop: tuple[tuple[LoopStep, ...], tuple[LoopStep, ...]] = ((), ())
    runs = [first]
    for model in _found(first):
        unbounded |= _grows(model)
        loop = _loop_steps(model, fixed)
    # (No sequence holds a loop: no type needs asking. Else each type no loop found so far adds.)
    for t in sorted(fixed.types - unbounded, key=TYPES.index) if first.models else ():
        more = solve_models("mana_loops", base + f"loop_mode(search).\nloop_goal({t}).\n", timeout=timeout,
                            optimize=True, fixed=FIXED, conflicts=conflicts, constants=limit)
        runs.append(more)
        for model in _found(more):
            unbounded |= _grows(model)
            loop = loop if loop[0] else _loop_steps(model, fixed)
    return unbounded, loop, runs


def _horizon(base: str, timeout: float | None, conflicts: int | None) -> tuple[int, bool, list[Models]]:
    """The least horizon of HORIZONS at which the rules prove that the search sees every pool (queries/mana_loops.lp,
    horizon: no sequence that long without a repeated state), whether one was, and the runs that proved it."""
    for h in HORIZONS:
        check = solve_models("mana_loops", base + "loop_mode(horizon).\n", timeout=timeout, fixed=FIXED,
                             conflicts=conflicts, max_models=1, constants={"loop_horizon": h})
        if not check.models:
            return h, True, [check]  # (a model found answers the question: stopping after it is no limit)
    return HORIZONS[-1], False, []


def _found(models) -> list:
    return models.models[-1:] if models.models else []


def _grows(model) -> set[str]:
    return {s.arguments[0].name for s in model if s.name == "grows"}


class _Fixed:
    def __init__(self, atoms) -> None:
        self.numbers: dict[tuple, int] = {}
        self.texts: dict[tuple, str] = {}
        self.actions: set[clingo.Symbol] = set()
        self.types: set[str] = set()
        # loop_unread(Orig, N) atoms (Orig a card's name, or intrinsic(T): a basic land type's ability, CR 305.6)
        self.unread: set[clingo.Symbol] = set()
        self.untap_unread: set[clingo.Symbol] = set()
        self.incomplete: set[tuple] = set()
        self.why: list[tuple] = []
        self.searched = False  # loop_searched: some action untaps a permanent or gives one a color
        self.restricted: list[clingo.Symbol] = []  # loop_restricted/3: mana spendable only on some abilities
        self.rtypes: set[str] = set()  # loop_rkey/2: the types of that mana
        for sym in atoms:
            a = sym.arguments
            if sym.name == "ability_number":
                self.numbers[(a[0].string, str(a[1]), a[2].number)] = a[3].number
            elif sym.name == "ability_text":
                self.texts[(str(a[0]), a[1].number)] = a[2].string
            elif sym.name == "loop_action":
                self.actions.add(a[0])
            elif sym.name == "loop_type":
                self.types.add(a[0].name)
            elif sym.name == "loop_unread":
                self.unread.add(sym)
            elif sym.name == "loop_untap_unread":
                self.untap_unread.add(clingo.Function("loop_unread", a))
            elif sym.name == "fixed_incomplete":
                self.incomplete.add((a[0].string if a[0].type == clingo.SymbolType.String else a[0], a[1]))
            elif sym.name == "loop_rkey":
                self.rtypes.add(a[0].name)
            elif sym.name == "loop_restricted":
                self.restricted.append(sym)
            elif sym.name == "loop_searched":
                self.searched = True
            elif sym.name == "fixed_why":
                self.why.append((a[0], a[1].number, a[2]))


def _mana_of(term: clingo.Symbol) -> str:
    return letters({t: a.number for t, a in zip(TYPES, term.arguments, strict=True)})


def _activations(model, fixed: _Fixed, start: int, end: int | None, before: bool = True) -> tuple[Activation, ...]:
    """The activations of steps start..end - 1 of a model, in order (from step 0 and `before`: those before the
    sequence first)."""
    steps: dict[int, clingo.Symbol] = {}
    adds: dict[int, str] = {}
    pays: dict[int, dict[str, int]] = {}
    taps: dict[int, list[str]] = {}
    # (the triggered mana abilities each step fires, CR 605.4a; those of the mana abilities before the sequence by
    # their permanent)
    trigs: dict[int, list[TriggerMana]] = {}
    first_trigs: dict[str, list[TriggerMana]] = {}
    for s in model:
        if s.name in ("ltrig", "first_trig"):
            source, torig, tn = s.arguments[1].arguments[:3]  # t(S, Orig, N) or a part t(S, Orig, N, I)
            trig = TriggerMana(source.string, text_of(torig), tn.number,
                               s.arguments[2].name.upper() * s.arguments[3].number)
            if s.name == "ltrig":
                trigs.setdefault(s.arguments[0].number, []).append(trig)
            else:
                first_trigs.setdefault(s.arguments[0].string, []).append(trig)
        if s.name == "do":
            steps[s.arguments[0].number] = s.arguments[1]
        elif s.name == "opt":
            adds[s.arguments[0].number] = _mana_of(s.arguments[1])
        elif s.name == "ltap":
            taps.setdefault(s.arguments[0].number, []).append(s.arguments[1].string)
        elif s.name == "paid":
            pays.setdefault(s.arguments[0].number, {})[s.arguments[1].name] = s.arguments[2].number
    out = []
    if start == 0 and before:  # the mana abilities activated before the sequence (first_opt/3), by their terms
        firsts = sorted(((s.arguments[1], _mana_of(s.arguments[2])) for s in model if s.name == "first_opt"),
                        key=lambda f: str(f[0]))
        for action, mana in firsts:
            a = action.arguments
            obj, orig, n = a[0].string, a[1], a[2].number
            out.append(Activation(permanent=obj, ability=fixed.numbers.get((obj, str(orig), n), n),
                                  text=fixed.texts.get((str(orig), n), str(orig)), adds=mana, pays="",
                                  triggers=_sorted(first_trigs.get(obj, []))))
    for t in sorted(steps):
        if t < start or (end is not None and t >= end):
            continue
        a = steps[t].arguments
        obj, orig, n = a[0].string, a[1], a[2].number
        text = fixed.texts.get((str(orig), n), str(orig))
        if steps[t].name == "k":  # (a color ability: its target)
            text += f" (target: {a[3].string})"
        out.append(Activation(permanent=obj, ability=fixed.numbers.get((obj, str(orig), n), n), text=text,
                              adds=adds.get(t, ""),
                              pays=letters(pays.get(t, {})), taps=", ".join(sorted(taps[t])) if t in taps else None,
                              triggers=_sorted(trigs.get(t, []))))
    return tuple(out)


def _sorted(triggers: list[TriggerMana]) -> tuple[TriggerMana, ...]:
    return tuple(sorted(triggers, key=lambda t: (t.source, t.ability, t.adds)))


# The rules of a step by its kind: a mana ability; an ability that untaps, put on the stack (its creature may die, CR
# 704.3); one that gives a color until end of turn (layer 5); one that taps.
_STEP_RULES = {"m": "605.3a", "u": "602.2, 608.2, 704.3", "k": "602.2, 608.2, 613.1e", "t": "602.2, 608.2, 701.26a"}


def _loop_steps(model, fixed: _Fixed) -> tuple[tuple[LoopStep, ...], tuple[LoopStep, ...]]:
    """The loop of a model (its first loop(I, J)), each activation with its rule, and the activations of the sequence
    before it (those before the sequence, step 0, aside: they are the pools')."""
    spans = sorted((s.arguments[0].number, s.arguments[1].number) for s in model if s.name == "loop")
    if not spans:
        return (), ()
    i, j = spans[0]
    kinds = {s.arguments[0].number: s.arguments[1].name for s in model if s.name == "do"}
    acts = _activations(model, fixed, i, j, before=False)
    # (A loop from the first step has no setup; else the mana abilities before the sequence come first.)
    setup = _activations(model, fixed, 0, i) if i > 0 else ()
    firsts = len(setup) - i
    return (tuple(LoopStep(a, _STEP_RULES[kinds[i + k]]) for k, a in enumerate(acts)),
            tuple(LoopStep(a, _STEP_RULES["m" if k < firsts else kinds[k - firsts]]) for k, a in enumerate(setup)))


def _pay(base: str, cost: str, unbounded: set[str], proven: bool, timeout: float | None, conflicts: int | None,
         fixed: _Fixed, limit: dict[str, int]) -> tuple[CostPayment, Models]:
    """Whether the cost can be paid with the pool of a sequence, the types of `unbounded` in any amount (queries/
    mana_loops.lp, pay); a cost not payable is proven so only when the search saw every pool (`proven`)."""
    symbols = parse_cost(cost)
    # (CR 106.6 — what the cost is for is not known: mana spendable only on some abilities pays none of it (queries/
    # mana_loops.lp, loop_free/3), and a type some of that mana has is not counted in any amount (the loop may make
    # only that mana of it); a cost then not payable is not proven so.)
    if fixed.rtypes:
        unbounded, proven = unbounded - fixed.rtypes, False
    facts = (base + "loop_mode(pay).\n" + "".join(fact("loop_cost_symbol", i, s) for i, s in enumerate(symbols, 1))
             + "".join(fact("loop_unbounded", clingo.Function(t)) for t in sorted(unbounded)))
    models = solve_models("mana_loops", facts, timeout=timeout, optimize=True, fixed=FIXED, conflicts=conflicts,
                          constants=limit)
    if not models.models:
        return CostPayment(cost, False, complete=models.complete and proven), models
    model = models.models[-1]
    left = {s.arguments[0].name: s.arguments[2].number for s in model if s.name == "pool_at"}
    ways = {s.arguments[0].number: s.arguments[1] for s in model if s.name == "loop_way"}
    # Presentation: each symbol its mana (the solver checked that the pool, with the unbounded types, covers them).
    paid = symbol_payments(ways, left, unbounded)
    payment = tuple(SymbolPayment(symbol_text(symbols[i - 1]), paid.get(i, "")) for i in sorted(paid))
    life = sum(way.arguments[0].number for way in ways.values() if way.name == "life")
    return (CostPayment(cost, True, payment, _activations(model, fixed, 0, None), life,
                        letters({t: k for t, k in left.items() if t not in unbounded and k > 0}), True, models.complete),
            models)
