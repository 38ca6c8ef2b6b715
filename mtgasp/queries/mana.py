"""mana: every maximal pool of mana a player can make now, and whether a cost can be paid
(queries/mana.lp and queries/mana_payment.lp over rules/mana_sequence.lp, mana_triggers.lp, costs.lp)."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field, replace

import clingo

from mtgasp.encoder import Board, BoardError
from mtgasp.encoder.costs import parse_cost, symbol_text
from mtgasp.encoder.library import did_you_mean
from mtgasp.limits import DEFAULT_TIMEOUT, time_limited
from mtgasp.readings import Readings
from mtgasp.render import words
from mtgasp.solver import solve_models

from .arguments import check_call
from .run import facts_for
from .terms import fact, mana_letters, text_of

TYPES = ("w", "u", "b", "r", "g", "c")
LETTERS = "WUBRGC"

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




def letters(counts: dict[str, int]) -> str:
    return "".join(t.upper() * counts.get(t, 0) for t in TYPES)


def _require_player(board: Board, player: str) -> None:
    if player not in board.players:
        raise BoardError(f"no player {player!r}{did_you_mean(player, list(board.players), 'players')}", board.source)


@time_limited
def mana(board: Board, player: str, *, cost: str | None = None, timeout: float | None = DEFAULT_TIMEOUT,
         readings: Readings = None) -> ManaPools:
    """Every maximal pool of mana `player` can have by activating mana abilities now; with `cost`,
    whether that cost can be paid and one way to pay it."""
    check_call(board, timeout, player=player)
    _require_player(board, player)
    symbols = parse_cost(cost) if cost is not None else None
    base = facts_for(board, readings=readings) + fact("plan_player", player)
    models = solve_models("mana", base + "plan_maximal.\n", timeout=timeout, project=True)
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
    # What the answer depends on that the library doesn't model, and what the rules could not explore
    # (rules/incomplete.lp, amounts.lp, replacement.lp): the same in every answer set, said, never dropped.
    first = models.models[0] if models.models else ()
    rows = [(_value(s.arguments[0]), s.arguments[1]) for s in first if s.name == "incomplete"]
    unmodelled = words.incomplete_notes(rows, [(s.arguments[0], s.arguments[1].number, s.arguments[2])
                                               for s in first if s.name == "why"])
    notes.extend(unmodelled)
    if any(not isinstance(subject, str) and subject.name == "pool" and why.name == "amount_too_large"
           for subject, why in rows):
        options = ()  # no sequence was explored: no pool is claimed
    payment = None
    if symbols is not None:
        payment = _pay(base, cost or "", symbols, timeout)
        if unmodelled and not payment.payable:
            payment = replace(payment, complete=False)
    return ManaPools(player, options, payment, len(pools),
                     models.complete and not unmodelled and (payment is None or payment.complete), tuple(notes))


def _value(sym: clingo.Symbol) -> object:
    return sym.string if sym.type == clingo.SymbolType.String else sym


OPTIMIZE_BUDGET = 10.0  # seconds spent looking for the payment with the fewest activations


def _pay(base: str, cost: str, symbols: list[clingo.Symbol], timeout: float | None) -> CostPayment:
    facts = base + "".join(fact("pay_symbol", i, s) for i, s in enumerate(symbols, start=1))
    budget = OPTIMIZE_BUDGET if timeout is None else min(timeout, OPTIMIZE_BUDGET)
    models = solve_models("mana_payment", facts, timeout=budget, optimize=True)
    if not models.satisfiable and not models.complete:  # no payment found yet: search on, without optimizing
        models = solve_models("mana_payment", facts, timeout=timeout)
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
                return ("act", key, mana_letters(a[3]), a[1])
            if name == "rank":
                return ("rank", key, a[3].number)
            if name == "spend":
                return ("spend", key, a[3].name, a[4].number)
            if name == "tapped_other":
                return ("tapped_other", key, a[3].string)
            return ("trig", key, TriggerMana(a[3].string, text_of(a[4]), a[5].number, a[6].name.upper() * a[7].number))
        if name == "ability_of":
            return ("ability_of", a[0].string, a[1], a[2].number, a[3].number)
        if name == "text":
            return ("text", (str(a[0]), a[1].number), a[2].string)
        if name == "pay_way":
            return ("pay_way", a[0].number, a[1])
        if name == "life_paid":
            return ("life_paid", a[0].number)
        if name == "incomplete":
            return ("incomplete", a[0], a[1])
        return (name,)

    def rows(self, atoms) -> list[tuple]:
        rows = [self.atom(s) for s in atoms]
        if not self.numbers:  # the abilities and texts are the same in every answer set
            for row in rows:
                if row[0] == "ability_of":
                    self.numbers[(row[1], str(row[2]), row[3])] = row[4]
                elif row[0] == "text":
                    self.texts[row[1]] = row[2]
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
