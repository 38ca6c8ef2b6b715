"""mana: every maximal pool of mana a player can make now, and whether a cost can be paid
(queries/mana.lp and queries/mana_payment.lp over rules/mana/mana_independent.lp, mana_sequence.lp,
mana_triggers.lp, costs.lp).

Two ways, and the rules choose: when they derive `pools_by_sum` (every source independent, each one's
maximal results of one total), the maximal pools are the sums of one maximal result per source and
queries/mana_sum.py adds them up; otherwise the solver enumerates the maximal pools itself, one answer
set each (--enum-mode=domRec), and every pool it reports is proven maximal, even when it stops early.
"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import replace
from operator import itemgetter

import clingo

from mtgasp.encoder import Board, BoardError
from mtgasp.encoder.costs import parse_cost, symbol_text
from mtgasp.encoder.library import did_you_mean
from mtgasp.encoder.limits import ENGINE_MAX
from mtgasp.engine.limits import DEFAULT_TIMEOUT, time_limited
from mtgasp.engine.readings import Readings
from mtgasp.engine.search_inputs import solve_models_with
from mtgasp.engine.solver import solve_models

from .arguments import check_call, check_optional_bool, check_optional_int
from .codes import Code, Said, incomplete_notes
from .mana_cost_inputs import cost_inputs
from .mana_filters import expand
from .mana_results import (  # noqa: F401 (the names of mana's results, as before)
    LETTERS,
    TYPES,
    Activation,
    CostPayment,
    LoopStep,
    ManaOption,
    ManaPools,
    PoolGroup,
    SymbolPayment,
    TriggerMana,
    letters,
    symbol_payments,
)
from .mana_sum import count_sums, groups_of, sum_pools
from .run import facts_for
from .terms import fact, mana_letters, text_of

# The searches stop after this many conflicts of the solver: the same board then gives the same answer on
# every run (the time limit, checked too, depends on the machine).
DEFAULT_CONFLICTS = 2_000_000


def _require_player(board: Board, player: str) -> None:
    if player not in board.players:
        raise BoardError(f"no player {player!r}{did_you_mean(player, list(board.players), 'players')}", board.source)



@time_limited
def mana(board: Board, player: str, *, cost: str | None = None, pools: bool | None = None,
         timeout: float | None = DEFAULT_TIMEOUT, conflicts: int | None = DEFAULT_CONFLICTS,
         max_pools: int | None = None, search_all: bool = False, readings: Readings = None,
         with_priority: bool = False) -> ManaPools:
    """Every maximal pool of mana `player` can have by activating mana abilities now; with `cost`,
    whether that cost can be paid and one way to pay it, and the pools only when `pools` is True (without a
    cost they are the question: `pools` defaults to True then, to False with a cost).

    The search for pools stops after `conflicts` conflicts of the solver or `max_pools` pools (limits
    that give the same answer on every run) or `timeout` seconds; an answer that stopped says so, and
    every pool it lists is still a maximal pool. `search_all` (for tests) makes the solver search the pools
    even when the rules find that they are sums of independent results.

    `with_priority`: the mana `player` can make holding priority, abilities that untap a permanent activated too
    (each put on the stack and resolved), and the types a loop makes in any amount (queries/mana_loops.py)."""
    check_optional_bool(with_priority, "with_priority")  # (None: False)
    if with_priority:
        from .mana_loops import with_priority as holding
        plain = _mana(board, player, cost=cost, pools=True, timeout=timeout, conflicts=conflicts, max_pools=max_pools,
                      readings=readings, holding_priority=True)
        return holding(board, player, plain, timeout=timeout, conflicts=conflicts, readings=readings, cost=cost)
    return _mana(board, player, cost=cost, pools=pools, timeout=timeout, conflicts=conflicts, max_pools=max_pools,
                 search_all=search_all, readings=readings)


def _mana(board: Board, player: str, *, cost: str | None, pools: bool | None, timeout: float | None,
          conflicts: int | None, max_pools: int | None, search_all: bool = False, readings: Readings = None,
          holding_priority: bool = False) -> ManaPools:
    """The answer of `mana` (mana abilities only); `holding_priority`: the player holds priority (the pools `mana
    --with-priority` starts from), not paying a cost (CR 605.3a: an "Activate only as an instant" mana ability then
    too, 602.5e)."""
    check_call(board, timeout, player=player)
    _require_player(board, player)
    for name, limit in (("conflicts", conflicts), ("max_pools", max_pools)):
        check_optional_int(limit, name, 1, ENGINE_MAX)  # clingo's solve-limit takes no more than 2^32 - 1
    if pools is not None and not isinstance(pools, bool):
        raise ValueError(f"pools must be True, False or None, not {pools!r}")
    if pools is False and cost is None:
        raise ValueError("pools=False asks nothing without a cost")
    list_pools = cost is None if pools is None else pools
    symbols = parse_cost(cost) if cost is not None else None
    base = facts_for(board, readings=readings) + fact("plan_player", player)
    if holding_priority:
        base += "plan_holding_priority.\n"
    # The cost first: it is the question asked, and its search is short beside the search for every pool.
    payment, pay_decoder, pay_rows, pay_stop = (_pay(base, cost or "", symbols, timeout, conflicts)
                                                if symbols is not None else (None, None, set(), ""))
    if not list_pools:
        assert payment is not None and pay_decoder is not None
        return _cost_only(player, payment, pay_decoder, pay_rows, pay_stop)
    query = base + "plan_maximal.\n" + ("plan_search_all.\n" if search_all else "")
    gated: list[str] = []
    decoder = _Decoder()
    read: list[bool] = []

    def gate(fixed: tuple[clingo.Symbol, ...]) -> str | None:
        decoder.read_fixed(fixed)  # the same atoms solve_models returns as models.fixed: read once
        read.append(True)
        found = _too_many_to_search(decoder, search_all)
        if found:
            gated.append(found)
        return found

    models = solve_models("mana", query, timeout=timeout, maximal=True, conflicts=conflicts,
                          max_models=max_pools, fixed=FIXED, gate=gate)
    if not read:
        decoder.read_fixed(models.fixed)
    notes: list[Said] = []
    complete = models.complete
    sum_of: tuple[PoolGroup, ...] = ()
    too_much = sorted(m.upper() for m in decoder.modes if m != "pools_by_sum")
    options: list[ManaOption]
    if gated:
        options, complete = [], False
        notes.append(gated[0])
    elif "pools_by_sum" in decoder.modes and max_pools is None and not holding_priority and (
            described := _sums_described(decoder)):
        # More sums than can be listed: the rules proved every one a maximal pool and no other pool maximal
        # (rules/mana/mana_independent.lp), so the groups and their choices are the whole answer, exactly.
        options, complete, sum_of = [], bool(models.models), described
        notes.append(Code("note", clingo.Function("pools_as_sums", [clingo.Number(LISTED_SUMS)])))
    elif "pools_by_sum" in decoder.modes:
        # Nothing was searched: the one answer set is the whole answer.
        options, complete = _options_by_sum(decoder, max_pools), bool(models.models)
        if max_pools is not None and len(options) == max_pools:
            complete = False
            notes.append(f"INCOMPLETE: stopped after {max_pools:,} pools (a limit); the pools listed are maximal, "
                         "others may be missing")
    elif too_much:
        options, complete = [], False
        notes.append(Code("note", clingo.Function("too_much_mana", [clingo.Function(t.lower()) for t in too_much])))
    elif decoder.filters:
        options, complete = _options_with_filters(decoder, models, max_pools, notes)
    else:
        options = [ManaOption(letters(decoder.pool(rows)), decoder.sequence(rows))
                   for rows in map(decoder.rows, models.models)]
        if not models.complete:
            notes.append(f"INCOMPLETE: {models.message}; some pools may be missing")
            notes.append(Code("note", clingo.Function("pools_maximal", [clingo.Number(len(options))])))
    options.sort(key=lambda o: _mana_key(o.mana))
    # What the answer depends on that the library doesn't model, and what the rules could not explore
    # (rules/core/incomplete.lp, amounts.lp, replacement.lp): the same in every answer set (read once from the
    # grounded program, and from the answer sets found), said, never dropped.
    # (and those of the payment found: the life it takes without a life total, CR 119.4)
    rows = decoder.incomplete | pay_rows | {(_value(s.arguments[0]), s.arguments[1])
                                            for model in models.models[:1] for s in model if s.name == "incomplete"}
    unmodelled = incomplete_notes(rows, decoder.why)
    notes.extend(unmodelled)
    if any(isinstance(subject, clingo.Symbol) and subject.name == "pool" and why.name == "amount_too_large"
           for subject, why in rows):
        options = []  # no sequence was explored: no pool is claimed
    if payment is not None:
        payment = _checked_payment(payment, decoder, unmodelled, notes)
    return ManaPools(player, tuple(options), payment, len(options),
                     complete and not unmodelled and (payment is None or payment.complete), tuple(notes), sum_of=sum_of)


# The maximal pools are listed up to this many when they are sums of independent results (pools_by_sum); beyond, they
# are given as the sources' groups and choices (ManaPools.sum_of): listing them would take more time and memory than
# any reader has (a board of 30 Birds of Paradise has 46,376).
LISTED_SUMS = 100_000


def _sums_described(decoder: _Decoder) -> tuple[PoolGroup, ...]:
    """The groups of sources and their choices, when their distinct sums are more than LISTED_SUMS; else ()."""
    results: dict[str, list[tuple[int, ...]]] = defaultdict(list)
    for obj, vector in decoder.bests:
        results[obj].append(vector)
    groups = groups_of(results)
    if count_sums(groups, LISTED_SUMS) is not None:
        return ()
    return tuple(PoolGroup(g.sources, tuple(sorted((_letters_of(v) for v in g.vectors), key=_mana_key)))
                 for g in groups)


# The pools of filters left out of the search are listed up to this many (each one is a pool the rules proved can
# be made, and maximal; with many sources and two filter types they are hundreds of thousands).
FILTERED_POOLS = 100_000


def _options_with_filters(decoder: _Decoder, models, max_pools: int | None,
                          notes: list[Said]) -> tuple[list[ManaOption], bool]:
    """The rules left filters out of the search (filter_expanded/1): the maximal pools are the changes
    queries/mana_filters.py lists of the maximal pools the solver found. Whether one of them is maximal depends on
    every maximal pool of the search: when the search stopped, none is claimed."""
    if not models.complete:
        notes.append(f"INCOMPLETE: {models.message}; the pools without the filters were not all found, so no pool "
                     "with them is proven maximal")
        notes.append(Code("note", clingo.Function("pools_maximal", [clingo.Number(0)])))
        return [], False
    bases = []
    for rows in map(decoder.rows, models.models):
        pool = decoder.pool(rows)
        # The mana of the activation that sacrificed the filter's permanent (gone/4): apart. It is shown last, after
        # the filter's activations (rules/mana/mana_sequence.lp: every other activation can come before it).
        gone = frozenset(r[1] for r in rows if r[0] == "gone")
        apart = dict.fromkeys(TYPES, 0)
        for r in rows:
            if r[0] == "act" and r[1] in gone:
                for t, ch in zip(TYPES, LETTERS, strict=True):
                    apart[t] += r[2].count(ch)
            elif r[0] == "trig" and r[1] in gone and r[2].adds:
                apart[r[2].adds[:1].lower()] += len(r[2].adds)
        head, tail = decoder.sequence_split(rows, gone)
        bases.append((tuple(pool[t] - apart[t] for t in TYPES), tuple(apart[t] for t in TYPES), head, tail))
    limit = FILTERED_POOLS if max_pools is None else min(max_pools, FILTERED_POOLS)
    found, whole = expand(bases, decoder.filter_adds(), limit)
    if not whole:
        notes.append(f"INCOMPLETE: stopped after {limit:,} pools (a limit); the pools listed are maximal, "
                     "others may be missing")
    return [ManaOption(_letters_of(vector), sequence) for vector, sequence in found], whole


def _checked_payment(payment: CostPayment, decoder: _Decoder, unmodelled: tuple[Code, ...],
                     notes: list[Said]) -> CostPayment:
    """A payment not found is not proven impossible when the answer depends on what is not modelled, or on
    mana with a spending restriction."""
    if unmodelled and not payment.payable:
        payment = replace(payment, complete=False)
    if decoder.restricted and not payment.payable:
        # CR 106.6: the rules paid the cost without mana that may be spent only on some spells or
        # abilities (fixed_restricted/2); which one the cost is for is not given.
        payment = replace(payment, complete=False)
        notes.extend(Code("spend_restricted", clingo.Function("fixed_restricted", [clingo.String(name), clingo.Number(n)]))
                     for name, n in sorted(set(decoder.restricted)))
    return payment


def _cost_only(player: str, payment: CostPayment, decoder: _Decoder, rows: set[tuple], stopped: str) -> ManaPools:
    """The answer to a cost alone: whether it can be paid and one way, the pools not searched (not asked).
    Complete when the payability is decided and nothing unmodelled may change it."""
    notes: list[Said] = [f"INCOMPLETE: the search for a payment stopped: {stopped}"] if stopped else []
    unmodelled = incomplete_notes(decoder.incomplete | rows, decoder.why)
    notes.extend(unmodelled)
    payment = _checked_payment(payment, decoder, unmodelled, notes)
    return ManaPools(player, (), payment, 0, payment.complete and not unmodelled, tuple(notes), pools_listed=False)


# The solver searches the maximal pools one answer set at a time (a fraction of a second each on a large
# board): it is not asked to when the sources that act alone already make more different sums than this.
SEARCHED_SUMS = 100_000


def _too_many_to_search(decoder: _Decoder, search_all: bool) -> str | None:
    """Why the maximal pools are not searched, or None. Only for a search (not pools_by_sum, nor too much
    mana of a type): the sums of the independent sources' maximal results are counted, each pool being one
    of them plus what the other activations add and spend."""
    if decoder.modes or search_all:
        return None
    results: dict[str, list[tuple[int, ...]]] = defaultdict(list)
    for obj, vector in decoder.bests:
        results[obj].append(vector)
    count = count_sums(groups_of(results), SEARCHED_SUMS)
    if count is not None:
        return None
    return (f"INCOMPLETE: the pools were not enumerated: the {len(results)} sources that act alone "
            f"(rules/mana/mana_independent.lp) can make more than {SEARCHED_SUMS:,} different sums of mana, too many "
            "pools to search one at a time; with a cost, whether it can be paid is still answered")


def _value(sym: clingo.Symbol) -> object:
    return sym.string if sym.type == clingo.SymbolType.String else sym


def _options_by_sum(decoder: _Decoder, limit: int | None) -> list[ManaOption]:
    """The rules derived pools_by_sum: the maximal pools are the sums of one maximal result per source."""
    results: dict[str, list[tuple[int, ...]]] = defaultdict(list)
    for obj, vector in decoder.bests:
        results[obj].append(vector)
    groups = groups_of(results)
    position = {obj: i for i, obj in enumerate(sorted(results))}
    # For each group and each assignment of its vectors: where its activations go in the sequence.
    placed: list[dict[tuple[int, ...], list[tuple[int, Activation]]]] = [{} for _ in groups]
    out = []
    empty: list[Activation | None] = [None] * len(position)
    for vector, combos in sum_pools(groups, limit):
        slots = empty[:]
        for g, combo, cache in zip(groups, combos, placed, strict=True):
            got = cache.get(combo)
            if got is None:
                got = cache[combo] = [(position[obj], a) for obj, i in zip(g.sources, combo, strict=True)
                                      if (a := decoder.witness(obj, g.vectors[i])) is not None]
            for pos, activation in got:
                slots[pos] = activation
        out.append(ManaOption(_letters_of(vector), tuple(filter(None, slots))))
    return out


def _letters_of(vector: tuple[int, ...]) -> str:
    return "".join(ch * k for ch, k in zip(LETTERS, vector, strict=True))


# queries/mana_fixed.lp: read once from the grounded program.
FIXED = (("mana_mode", 1), ("fixed_best", 2), ("fixed_result", 5), ("fixed_step", 8), ("fixed_fires", 3),
         ("ability_number", 4), ("ability_text", 3), ("fixed_incomplete", 2), ("fixed_why", 3),
         ("fixed_restricted", 2), ("fixed_filter", 2))
# Looking for the payment that pays the least life, then uses the fewest activations, stops after this many
# conflicts of the solver (the same payment on every run): the first payment is found at once, and proving
# that none uses fewer activations can take millions of conflicts on a Commander board (issue 31). With no
# payment found by then, the search goes on for any one payment, within the command's conflicts.
PAY_OPTIMIZE_CONFLICTS = 5_000


def _pay(base: str, cost: str, symbols: list[clingo.Symbol], timeout: float | None,
         conflicts: int | None) -> tuple[CostPayment, _Decoder, set[tuple], str]:
    """Whether the cost can be paid and one way (queries/mana_payment.lp), the decoder of the fixed atoms
    read, the (subject, why) of the incomplete/2 atoms of the answer set found, and why the search stopped
    before it decided ("" when it decided)."""
    def fresh() -> str:
        return base + "".join(fact("pay_symbol", i, s) for i, s in enumerate(symbols, start=1))

    # In a process that keeps what it grounds, the cost is externals of the board's program (queries/mana_cost_inputs.py):
    # another cost on the same board is not grounded again. Its slots stand for the cost's symbols (`places`).
    slots = cost_inputs(symbols)
    if slots is None:
        models, places = solve_models("mana_payment", fresh(), timeout=timeout, optimize=True, fixed=FIXED,
                                      optimize_conflicts=PAY_OPTIMIZE_CONFLICTS, conflicts=conflicts), None
    else:
        models, kept = solve_models_with("mana_payment", base, slots[0], fresh, timeout=timeout, optimize=True,
                                         fixed=FIXED, optimize_conflicts=PAY_OPTIMIZE_CONFLICTS, conflicts=conflicts)
        places = slots[1] if kept else None
    decoder = _Decoder()
    decoder.read_fixed(models.fixed)
    found = {(_value(s.arguments[0]), s.arguments[1]) for model in models.models[-1:] for s in model
             if s.name == "incomplete"}
    if not models.satisfiable:
        return (CostPayment(cost, False, complete=models.complete), decoder, found,
                "" if models.complete else models.message)
    rows = decoder.rows(models.models[-1])
    ways = _symbol_ways({r[1]: r[2] for r in rows if r[0] == "pay_way"}, symbols, places)
    pool = decoder.pool(rows)
    life = next((r[1] for r in rows if r[0] == "life_paid"), 0)
    # Presentation: the solver chose how each symbol is paid and checked that the pool covers it;
    # give each symbol its mana, the colored ones first, then the generic ones from what is left.
    left = dict(pool)
    paid = symbol_payments(ways, left)
    payment = tuple(SymbolPayment(symbol_text(symbols[i - 1]), paid.get(i, "")) for i in sorted(paid))
    # A payment was found, so the answer is complete; the fewest activations may not be proven.
    return (CostPayment(cost, True, payment, decoder.sequence(rows), life, letters(left), True, models.complete),
            decoder, found, "")


def _symbol_ways(ways: dict[int, clingo.Symbol], symbols: list[clingo.Symbol],
                 places: dict[int, list[int]] | None) -> dict[int, clingo.Symbol]:
    """Each of the cost's symbols (by its place) with its way: as found, or through the slots that stood for them
    (queries/mana_cost_inputs.py; a generic symbol {K} is paid by K generic mana, whichever slots carried it). A way
    the answer set shows for a slot that is not the cost's is never one: a false external is an absent fact."""
    if places is None:
        return ways
    out: dict[int, clingo.Symbol] = {}
    for slot, way in ways.items():
        if way.name != "generic":
            out[places[slot][0]] = way
    for place, sym in enumerate(symbols, start=1):
        if sym.name == "generic":
            out[place] = sym
    return out


def _vector(sym: clingo.Symbol) -> tuple[int, ...]:
    return tuple(a.number for a in sym.arguments)


class _Decoder:
    """Decodes shown atoms into Python values, each distinct symbol once (the same atoms recur in many
    answer sets, and every access to a clingo.Symbol goes through the C API)."""

    def __init__(self) -> None:
        self.cache: dict[clingo.Symbol, tuple] = {}
        self.by_handle: dict[int, tuple] = {}
        self.picks: dict[tuple, tuple[tuple, Activation] | None] = {}
        self.numbers: dict[tuple, int] = {}
        self.texts: dict[tuple, str] = {}
        self.activations: dict[tuple, Activation | None] = {}
        # What independent sources can add (the same facts in every answer set that shows them).
        self.results: dict[tuple, set] = defaultdict(set)
        self.steps: dict[tuple, set] = defaultdict(set)
        self.totals: dict[tuple, int] = {}
        self.bests: list[tuple[str, tuple[int, ...]]] = []
        self.modes: set[str] = set()
        self.incomplete: set[tuple] = set()  # (subject, why) of fixed_incomplete/2
        self.why: list[tuple] = []  # (name, ability, reason) of fixed_why/3
        self.restricted: list[tuple[str, int]] = []  # (name, ability) of fixed_restricted/2 (CR 106.6)
        self.filters: list[tuple[tuple, str]] = []  # ((permanent, origin, n), type) of fixed_filter/2

    def atom(self, sym: clingo.Symbol) -> tuple:
        got = self.cache.get(sym)
        if got is None:
            got = self.cache[sym] = self._decode(sym)
        return got

    @staticmethod
    def _decode(sym: clingo.Symbol) -> tuple:
        name, a = sym.name, sym.arguments
        if name in ("act", "rank", "life_place", "spend", "tapped_other", "trig", "gone"):
            # (the permanent, the ability, its instance: an ability activated more than once, rules/mana/mana_sequence.lp)
            key = (a[0].string, str(a[1]), a[2].number, a[-1].number)
            if name == "act":
                return ("act", key, mana_letters(a[3]), a[1])
            if name in ("rank", "life_place"):
                return (name, key, a[3].number)
            if name == "spend":
                return ("spend", key, a[3].name, a[4].number)
            if name == "tapped_other":
                return ("tapped_other", key, a[3].string)
            if name == "gone":
                return ("gone", key)
            return ("trig", key, TriggerMana(a[3].string, text_of(a[4]), a[5].number, a[6].name.upper() * a[7].number))
        if name == "pick":
            return (name, a[0].string, _vector(a[1]))
        if name == "pay_way":
            return ("pay_way", a[0].number, a[1])
        if name == "life_paid":
            return ("life_paid", a[0].number)
        if name == "incomplete":
            return ("incomplete", a[0], a[1])
        return (name,)

    def rows(self, atoms) -> list[tuple]:
        # Keyed by the symbol's handle: clingo interns symbols, so equal symbols have equal handles, and
        # hashing an int spares two calls through the C API per atom (most atoms recur in every answer set).
        # A handle identifies one symbol, so a hit is always right; a miss only decodes the atom again.
        by_handle = self.by_handle
        out = []
        # `_rep` is clingo 5's handle (pyproject pins clingo < 6); without it, the symbol itself is the key.
        for sym in atoms:
            key = getattr(sym, "_rep", sym)
            got = by_handle.get(key)
            if got is None:
                got = by_handle[key] = self.atom(sym)
            out.append(got)
        return out

    def read_fixed(self, atoms) -> None:
        """The atoms of queries/mana_fixed.lp (the same in every answer set)."""
        for sym in atoms:
            name, a = sym.name, sym.arguments
            if name == "mana_mode":
                self.modes.add(a[0].name if a[0].name == "pools_by_sum" else a[0].arguments[0].name)
            elif name == "fixed_best":
                self.bests.append((a[0].string, _vector(a[1])))
            elif name == "fixed_result":  # A = a(O, Orig, N) or none
                self.results[(a[0].string, _vector(a[1]))].add((a[2], a[3], a[4]))
            elif name == "fixed_step":
                self.steps[((a[0], a[1]), a[2].number)].add(
                    (_vector(a[3]), a[4], a[5].name, a[6].number, _vector(a[7])))
            elif name == "fixed_fires":
                self.totals[(a[0], a[1])] = a[2].number
            elif name == "ability_number":
                self.numbers[(a[0].string, str(a[1]), a[2].number)] = a[3].number
            elif name == "ability_text":
                self.texts[(str(a[0]), a[1].number)] = a[2].string
            elif name == "fixed_incomplete":
                self.incomplete.add((_value(a[0]), a[1]))
            elif name == "fixed_why":
                self.why.append((a[0], a[1].number, a[2]))
            elif name == "fixed_restricted":
                self.restricted.append((str(_value(a[0])), a[1].number))
            elif name == "fixed_filter":
                self.filters.append((self._key(a[0]), a[1].name))
        self.bests.sort()
        self.filters.sort()

    def witness(self, obj: str, vector: tuple[int, ...]) -> Activation | None:
        """One activation of the independent source `obj` that adds `vector` (None: it is left alone)."""
        key = (obj, vector)
        if key in self.activations:
            return self.activations[key]
        results, steps, totals = self.results, self.steps, self.totals
        options = [o for o in results.get(key, ()) if o[0].name == "a"]
        if not options:
            self.activations[key] = None
            return None
        choice, seed, state = min(options, key=lambda o: (self.numbers.get(self._key(o[0]), 0), str(o[1]), str(o[2])))
        # The triggers: walk back from the total through the steps the rules derived.
        triggers: list[TriggerMana] = []
        target = vector
        for i in reversed(range(totals.get((choice, state), 0))):
            before, trigger, kind, k, _ = min((s for s in steps[((choice, state), i)] if s[4] == target), key=str)
            if k > 0:
                source, torig, tn = trigger.arguments[:3]  # t(S, Orig, N) or a part t(S, Orig, N, I)
                triggers.append(TriggerMana(source.string, text_of(torig), tn.number, kind.upper() * k))
            target = before
        ident = self._key(choice)
        activation = Activation(permanent=obj, ability=self.numbers.get(ident, ident[2]),
                                text=self.texts.get((ident[1], ident[2]), ident[1]), adds=mana_letters(state),
                                triggers=tuple(sorted(triggers, key=lambda t: (t.source, t.ability, t.adds))))
        self.activations[key] = activation
        return activation

    def filter_adds(self) -> dict[str, list[tuple[tuple, Activation]]]:
        """Each type a filter left out of the search adds, with the filters that add it (queries/mana_filters.py)."""
        out: dict[str, list[tuple[tuple, Activation]]] = defaultdict(list)
        for key, t in self.filters:
            obj, orig, n = key
            out[t].append((key, Activation(permanent=obj, ability=self.numbers.get(key, n),
                                           text=self.texts.get((orig, n), orig), adds="")))
        return dict(out)

    @staticmethod
    def _key(choice: clingo.Symbol) -> tuple:
        obj, orig, n = choice.arguments
        return (obj.string, str(orig), n.number)

    def pool(self, rows: list[tuple]) -> dict[str, int]:
        """The pool an answer set makes: what its activations and triggers add, less what they spend."""
        vectors = [row[2] for row in rows if row[0] == "pick"]
        pool = dict(zip(TYPES, map(sum, zip(*vectors)), strict=True)) if vectors else dict.fromkeys(TYPES, 0)
        for row in rows:
            if row[0] == "act":
                for t, ch in zip(TYPES, LETTERS, strict=True):
                    pool[t] += row[2].count(ch)
            elif row[0] == "trig":
                t = row[2].adds[:1].lower()
                if t:
                    pool[t] += len(row[2].adds)
            elif row[0] == "spend":
                pool[row[2]] -= row[3]
        return pool

    def sequence(self, rows: list[tuple]) -> tuple[Activation, ...]:
        return self.sequence_split(rows, frozenset())[0]

    def sequence_split(self, rows: list[tuple], split: frozenset) -> tuple[tuple[Activation, ...], tuple[Activation, ...]]:
        """The sequence of an answer set in two: the activations whose key is not in `split`, and those whose key
        is (each part in the order of the sequence)."""
        ranks, places = {}, {}
        others: dict[tuple, list[str]] = defaultdict(list)
        spends: dict[tuple, dict] = defaultdict(dict)
        trigs: dict[tuple, list] = defaultdict(list)
        for row in rows:
            if row[0] == "rank":
                ranks[row[1]] = row[2]
            elif row[0] == "life_place":  # within rank 0, the order life costs need (rules/mana/mana_sequence.lp)
                places[row[1]] = row[2]
            elif row[0] == "spend":
                spends[row[1]][row[2]] = row[3]
            elif row[0] == "tapped_other":
                others[row[1]].append(row[2])  # "Tap three untapped Elves you control" taps several
            elif row[0] == "trig":
                trigs[row[1]].append(row[2])
        out: list[tuple[tuple, Activation]] = []
        cuts: list[tuple] = []
        picks = self.picks
        for row in rows:
            if row[0] == "pick":
                if row in picks:
                    entry = picks[row]
                else:  # (its place in the order, its activation), once per pick atom
                    activation = self.witness(row[1], row[2])
                    entry = picks[row] = None if activation is None else ((0, -1, row[1], activation.ability, 0), activation)
                if entry is not None:
                    out.append(entry)
                continue
            if row[0] != "act":
                continue
            key, adds, orig = row[1], row[2], row[3]
            obj, n = key[0], key[2]
            activation = Activation(
                permanent=obj, ability=self.numbers.get(key[:3], n), text=self.texts.get((key[1], n), str(orig)),
                adds=adds, pays=letters(spends.get(key, {})), taps=", ".join(sorted(others[key])) if key in others else None,
                triggers=tuple(sorted(trigs.get(key, []), key=lambda t: (t.source, t.ability, t.adds))))
            out.append(((ranks.get(key, 0), places.get(key, -1), obj, activation.ability, key[3]), activation))
            if key in split:
                cuts.append(out[-1][0])
        out.sort(key=itemgetter(0))
        return (tuple(a for k, a in out if k not in cuts), tuple(a for k, a in out if k in cuts))


_ORDER = str.maketrans(LETTERS, "012345")


def _mana_key(text: str) -> tuple:
    """More mana first, then the letters in WUBRGC order."""
    return (-len(text), text.translate(_ORDER))
