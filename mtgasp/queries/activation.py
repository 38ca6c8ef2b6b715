"""can-activate and mana: run the activation queries and decode their answer sets into typed results.

Every rules question (legality, costs, triggers, which pools are reachable) is decided by the solver
(rules/activation.lp, rules/mana_sequence.lp, rules/mana_triggers.lp, rules/costs.lp); this module
builds the query facts, numbers abilities, keeps the maximal pools and renders terms as text.
"""
from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field

import clingo

from mtgasp.encoder import Board, BoardError, board_facts
from mtgasp.encoder.board import require_permanent
from mtgasp.encoder.library import did_you_mean

from .incomplete import incomplete_notes
from .solver import DEFAULT_TIMEOUT, solve_models, solve_query

TYPES = ("w", "u", "b", "r", "g", "c")
LETTERS = "WUBRGC"


# --------------------------------------------------------------------------- results

@dataclass(frozen=True)
class Reason:
    rule: str
    text: str


@dataclass(frozen=True)
class AbilityCheck:
    ability: int  # numbered like `produce`: intrinsic abilities first, then the card's in Oracle order
    text: str
    can_activate: bool
    reasons: tuple[Reason, ...]
    mana_ability: bool = False


@dataclass(frozen=True)
class CanActivate:
    permanent: str
    abilities: tuple[AbilityCheck, ...]
    complete: bool = True
    notes: tuple[str, ...] = field(default=())


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
class ManaOption:
    mana: str  # letters in WUBRGC order
    activations: tuple[Activation, ...]


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
    options: tuple[ManaOption, ...]  # the maximal pools
    cost: CostPayment | None = None
    pools_found: int = 0  # distinct pools the solver enumerated before the maximal ones were kept
    complete: bool = True
    notes: tuple[str, ...] = field(default=())


# --------------------------------------------------------------------------- helpers

def letters(counts: dict[str, int]) -> str:
    return "".join(t.upper() * counts.get(t, 0) for t in TYPES)


def state_letters(state: clingo.Symbol) -> str:
    if state.type != clingo.SymbolType.Function or state.name != "m":
        return ""
    return "".join(t.upper() * a.number for t, a in zip(TYPES, state.arguments))


def _sym(value) -> clingo.Symbol:
    if isinstance(value, clingo.Symbol):
        return value
    if isinstance(value, int):
        return clingo.Number(value)
    return clingo.String(value)


def _fact(name: str, *args) -> str:
    return f"{clingo.Function(name, [_sym(a) for a in args])}."


def _text(value) -> str:
    return value.string if isinstance(value, clingo.Symbol) and value.type == clingo.SymbolType.String else str(value)


def _order_key(orig, n: int) -> tuple:
    # intrinsic abilities (clingo terms) first, then the card's abilities in Oracle order (as `produce`)
    return (isinstance(orig, str), str(orig), n)


def _require_player(board: Board, player: str) -> None:
    if player not in board.players:
        raise BoardError(f"no player {player!r}{did_you_mean(player, list(board.players), 'players')}", board.source)


def _cost_text(parts: list[tuple[str, int]]) -> str:
    generic = sum(k for c, k in parts if c == "generic")
    out = "{" + str(generic) + "}" if generic else ""
    for t in TYPES:
        out += ("{" + t.upper() + "}") * sum(k for c, k in parts if c == t)
    return out or "{0}"


def _reason_text(term: clingo.Symbol, activator: str) -> str:
    name = term.name
    args = term.arguments
    if name == "summoning_sickness":
        return ("it is a creature that hasn't been under its controller's control continuously since their most "
                "recent turn began, and it has no haste")
    if name == "already_tapped":
        return "it is already tapped: {T} can't be paid"
    if name == "already_untapped":
        return "it is already untapped: {Q} can't be paid"
    if name == "counters":
        kind, need, have = str(args[0]), args[1].number, args[2].number
        return f"it needs {need} {kind} counter{'s' if need != 1 else ''} to remove and has {have}"
    if name == "life":
        return f"it costs {args[0].number} life and {activator} has {args[1].number}"
    if name == "no_untapped":
        return f"no other untapped {args[0]} you control to tap"
    return str(term)


# --------------------------------------------------------------------------- can-activate

def can_activate(board: Board, permanent_id: str, ability: int | None = None, *,
                 timeout: float = DEFAULT_TIMEOUT) -> CanActivate:
    """Whether each activated ability of a permanent can be activated now, and why not."""
    require_permanent(board, permanent_id)
    facts = board_facts(board, {"query_target": [(permanent_id,)]})
    answer = solve_query("can_activate", facts, timeout=timeout)
    rows = sorted(answer.by_name("ability"), key=lambda r: _order_key(r[0], r[1]))
    if ability is not None and not 1 <= ability <= len(rows):
        raise BoardError(f"{permanent_id} has {len(rows)} activated abilit{'y' if len(rows) == 1 else 'ies'}; "
                         f"--ability {ability} is not one of them", board.source)
    activator = next((pl for (pl,) in answer.by_name("activator")), "")
    blocks: dict[tuple, list[Reason]] = defaultdict(list)
    for orig, n, rule, term in answer.by_name("blocked"):
        blocks[(str(orig), n)].append(Reason(rule, _reason_text(term, activator)))
    mana_abilities = {(str(o), n) for o, n in answer.by_name("mana_ability")}
    mana_costs: dict[tuple, list] = defaultdict(list)
    for orig, n, kind, k in answer.by_name("mana_cost"):
        mana_costs[(str(orig), n)].append((str(kind), k))
    results = []
    complete = answer.complete
    for number, (orig, n, text) in enumerate(rows, start=1):
        if ability is not None and number != ability:
            continue
        key = (str(orig), n)
        reasons = sorted(blocks.get(key, []), key=lambda r: (r.rule, r.text))
        if not reasons and mana_costs.get(key):
            payable, finished = _mana_cost_payable(board, activator, permanent_id, orig, n, timeout)
            complete = complete and finished
            if not payable:
                reasons = [Reason("118.3", f"its mana cost {_cost_text(mana_costs[key])} can't be paid with the mana "
                                           f"abilities {activator} can activate")]
        results.append(AbilityCheck(number, text or str(orig), not reasons, tuple(reasons), key in mana_abilities))
    unmodelled = incomplete_notes(answer.by_name("incomplete"), answer.by_name("why"))
    return CanActivate(permanent_id, tuple(results), complete and not unmodelled, unmodelled)


def _mana_cost_payable(board: Board, player: str, permanent_id: str, orig, n: int,
                       timeout: float) -> tuple[bool, bool]:
    extra = "\n".join([_fact("plan_player", player), _fact("plan_required", permanent_id, orig, n)]) + "\n"
    models = solve_models("can_pay", board_facts(board) + extra, timeout=timeout)
    return models.satisfiable, models.complete


# --------------------------------------------------------------------------- mana

_SYMBOL = re.compile(r"\{([^{}]*)\}")


def parse_cost(text: str) -> list[clingo.Symbol]:
    """A mana cost such as "{2}{G}{G}" or "{W/U}{B/P}" as symbol terms of rules/costs.lp (CR 107.4)."""
    where = "--cost"
    stripped = text.replace(" ", "")
    if not stripped or _SYMBOL.sub("", stripped):
        raise BoardError(f"cost {text!r}: write mana symbols such as {{2}}{{G}}{{G}}, {{W/U}}, {{2/W}}, {{B/P}}, {{C}}",
                         where)
    colors = set("WUBRG")
    out: list[clingo.Symbol] = []
    f, num = clingo.Function, clingo.Number

    def color(ch: str) -> clingo.Symbol:
        return f(ch.lower())

    for raw in _SYMBOL.findall(stripped):
        s = raw.upper()
        parts = s.split("/")
        if s.isdigit():
            if int(s) > 0:
                out.append(f("generic", [num(int(s))]))
        elif s in colors:
            out.append(f("colored", [color(s)]))
        elif s == "C":
            out.append(f("colorless"))
        elif len(parts) == 2 and parts[0] in colors and parts[1] in colors and parts[0] != parts[1]:
            out.append(f("hybrid", [color(parts[0]), color(parts[1])]))
        elif len(parts) == 2 and parts[0].isdigit() and parts[1] in colors:
            out.append(f("mono_hybrid", [num(int(parts[0])), color(parts[1])]))
        elif len(parts) == 2 and parts[0] == "C" and parts[1] in colors:
            out.append(f("colorless_hybrid", [color(parts[1])]))
        elif len(parts) == 2 and parts[0] in colors and parts[1] == "P":
            out.append(f("phyrexian", [color(parts[0])]))
        elif len(parts) == 3 and parts[0] in colors and parts[1] in colors and parts[2] == "P":
            out.append(f("hybrid_phyrexian", [color(parts[0]), color(parts[1])]))
        elif s in ("X", "Y", "S", "H"):
            raise BoardError(f"cost {text!r}: {{{raw}}} is not supported here (give X its value as a number)", where)
        else:
            raise BoardError(f"cost {text!r}: {{{raw}}} is not a mana symbol", where)
    return out


def symbol_text(sym: clingo.Symbol) -> str:
    a = sym.arguments
    if sym.name == "generic":
        return "{" + str(a[0].number) + "}"
    if sym.name == "colored":
        return "{" + a[0].name.upper() + "}"
    if sym.name == "colorless":
        return "{C}"
    if sym.name == "hybrid":
        return "{" + a[0].name.upper() + "/" + a[1].name.upper() + "}"
    if sym.name == "mono_hybrid":
        return "{" + str(a[0].number) + "/" + a[1].name.upper() + "}"
    if sym.name == "colorless_hybrid":
        return "{C/" + a[0].name.upper() + "}"
    if sym.name == "phyrexian":
        return "{" + a[0].name.upper() + "/P}"
    return "{" + a[0].name.upper() + "/" + a[1].name.upper() + "/P}"


def mana(board: Board, player: str, *, cost: str | None = None, timeout: float = DEFAULT_TIMEOUT) -> ManaPools:
    """Every maximal pool of mana `player` can have by activating mana abilities now; with `cost`,
    whether that cost can be paid and one way to pay it."""
    _require_player(board, player)
    symbols = parse_cost(cost) if cost is not None else None
    base = board_facts(board) + _fact("plan_player", player) + "\n"
    models = solve_models("mana_pool", base + "plan_maximal.\n", timeout=timeout, project=True)
    decoder = _Decoder()
    pools: dict[str, list[tuple]] = {}
    for atoms in models.models:
        rows = decoder.rows(atoms)
        pools.setdefault(letters({r[1]: r[2] for r in rows if r[0] == "pool"}), rows)
    maximal = maximal_pools(list(pools))
    options = tuple(ManaOption(m, decoder.sequence(pools[m])) for m in sorted(maximal, key=_mana_key))
    notes: list[str] = []
    if not models.complete:
        notes.append(f"INCOMPLETE: {models.message}; some pools may be missing")
    unmodelled = incomplete_notes(*decoder.incomplete(models.models))
    notes.extend(unmodelled)
    payment = None
    if symbols is not None:
        payment = _pay(base, cost or "", symbols, timeout)
    return ManaPools(player, options, payment, len(pools), models.complete and (payment is None or payment.complete)
                     and not unmodelled, tuple(notes))


OPTIMIZE_BUDGET = 10.0  # seconds spent looking for the payment with the fewest activations


def _pay(base: str, cost: str, symbols: list[clingo.Symbol], timeout: float) -> CostPayment:
    facts = base + "".join(_fact("pay_symbol", i, s) + "\n" for i, s in enumerate(symbols, start=1))
    models = solve_models("mana_cost", facts, timeout=min(timeout, OPTIMIZE_BUDGET), optimize=True)
    if not models.satisfiable and not models.complete:  # no payment found yet: search on, without optimizing
        models = solve_models("mana_cost", facts, timeout=timeout)
    if not models.satisfiable:
        return CostPayment(cost, False, complete=models.complete)
    decoder = _Decoder()
    rows = decoder.rows(models.models[-1])
    ways = {r[1]: r[2] for r in rows if r[0] == "pay_way"}
    pool = {r[1]: r[2] for r in rows if r[0] == "pool"}
    life = next((r[1] for r in rows if r[0] == "life_paid"), 0)
    # Presentation: the solver chose how each symbol is paid and checked that the pool covers it;
    # give each symbol its mana, the colored ones first, then the generic ones from what is left.
    left = dict(pool)
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
                take = min(need, left.get(t, 0))
                got += t.upper() * take
                left[t] = left.get(t, 0) - take
                need -= take
            paid[i] = got
    payment = tuple(SymbolPayment(symbol_text(symbols[i - 1]), paid.get(i, "")) for i in sorted(paid))
    # A payment was found, so the answer is complete; the fewest activations may not be proven.
    return CostPayment(cost, True, payment, decoder.sequence(rows), life, letters(left), True, models.complete)


class _Decoder:
    """Decodes shown atoms into Python values, each distinct symbol once (the same atoms recur in many
    answer sets, and every access to a clingo.Symbol goes through the C API)."""

    def __init__(self) -> None:
        self.cache: dict[clingo.Symbol, tuple] = {}
        self.numbers: dict[tuple, int] = {}
        self.texts: dict[tuple, str] = {}

    def atom(self, sym: clingo.Symbol) -> tuple:
        got = self.cache.get(sym)
        if got is None:
            got = self.cache[sym] = self._decode(sym)
        return got

    @staticmethod
    def _decode(sym: clingo.Symbol) -> tuple:
        name, a = sym.name, sym.arguments
        if name == "pool":
            return ("pool", a[0].name, a[1].number)
        if name in ("act", "rank", "spend", "tapped_other", "trig"):
            key = (a[0].string, str(a[1]), a[2].number)
            if name == "act":
                return ("act", key, state_letters(a[3]), a[1])
            if name == "rank":
                return ("rank", key, a[3].number)
            if name == "spend":
                return ("spend", key, a[3].name, a[4].number)
            if name == "tapped_other":
                return ("tapped_other", key, a[3].string)
            return ("trig", key, TriggerMana(a[3].string, _text(a[4]), a[5].number, a[6].name.upper() * a[7].number))
        if name == "ability_of":
            return ("ability_of", a[0].string, a[1], a[2].number)
        if name == "text":
            return ("text", (str(a[0]), a[1].number), a[2].string)
        if name == "pay_way":
            return ("pay_way", a[0].number, a[1])
        if name == "life_paid":
            return ("life_paid", a[0].number)
        return (name,)

    @staticmethod
    def incomplete(models) -> tuple[list[tuple], list[tuple]]:
        """The incomplete/2 and why/3 atoms (the same in every answer set: read from the first)."""
        rows: tuple[list[tuple], list[tuple]] = ([], [])
        for sym in models[0] if models else ():
            if sym.name == "incomplete":
                a = sym.arguments
                rows[0].append((a[0].string if a[0].type == clingo.SymbolType.String else a[0], a[1]))
            elif sym.name == "why":
                a = sym.arguments
                rows[1].append((a[0], a[1].number, a[2]))
        return rows

    def rows(self, atoms) -> list[tuple]:
        rows = [self.atom(s) for s in atoms]
        if not self.numbers:  # the abilities and texts are the same in every answer set
            abilities: dict[str, list] = defaultdict(list)
            for row in rows:
                if row[0] == "ability_of":
                    abilities[row[1]].append((row[2], row[3]))
                elif row[0] == "text":
                    self.texts[row[1]] = row[2]
            for obj, found in abilities.items():
                ordered = sorted(found, key=lambda r: _order_key(_text(r[0]) if r[0].type == clingo.SymbolType.String
                                                                 else r[0], r[1]))
                for i, (orig, n) in enumerate(ordered, start=1):
                    self.numbers[(obj, str(orig), n)] = i
        return rows

    def sequence(self, rows: list[tuple]) -> tuple[Activation, ...]:
        ranks, others = {}, {}
        spends: dict[tuple, dict] = defaultdict(dict)
        trigs: dict[tuple, list] = defaultdict(list)
        for row in rows:
            if row[0] == "rank":
                ranks[row[1]] = row[2]
            elif row[0] == "spend":
                spends[row[1]][row[2]] = row[3]
            elif row[0] == "tapped_other":
                others[row[1]] = row[2]
            elif row[0] == "trig":
                trigs[row[1]].append(row[2])
        out = []
        for row in rows:
            if row[0] != "act":
                continue
            key, adds, orig = row[1], row[2], row[3]
            obj, n = key[0], key[2]
            out.append((ranks.get(key, 0), obj, Activation(
                permanent=obj, ability=self.numbers.get(key, n), text=self.texts.get((key[1], n), str(orig)),
                adds=adds, pays=letters(spends.get(key, {})), taps=others.get(key),
                triggers=tuple(sorted(trigs.get(key, []), key=lambda t: (t.source, t.ability, t.adds))))))
        out.sort(key=lambda r: (r[0], r[1], r[2].ability))
        return tuple(a for _, _, a in out)


def _mana_key(text: str) -> tuple:
    return (-len(text), [LETTERS.index(ch) for ch in text])


def maximal_pools(pools: list[str]) -> list[str]:
    """The pools not contained in another one (as multisets)."""
    counts = {p: tuple(p.count(ch) for ch in LETTERS) for p in pools}
    by_total: dict[int, list[str]] = defaultdict(list)
    for p in pools:
        by_total[len(p)].append(p)
    totals = sorted(by_total, reverse=True)
    out = []
    for i, total in enumerate(totals):
        larger = [counts[q] for t in totals[:i] for q in by_total[t]]
        for p in by_total[total]:
            c = counts[p]
            if not any(all(a >= b for a, b in zip(q, c)) for q in larger):
                out.append(p)
    return out
