"""orderings: every order of the replacement and prevention effects on one event (CR 616.1).

The rules (rules/replacement/replacement.lp with rules/mana/mana_replacement.lp, rules/replacement/enter.lp,
rules/replacement/damage.lp) derive the graph of choices; this module names the event as query facts, decodes the graph into
typed results and counts orders over it (queries/explore.py). No rule is decided here.
"""
from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import clingo

from mtgasp.encoder import Board, BoardError
from mtgasp.encoder.board import slug
from mtgasp.encoder.errors import BoardTypeError
from mtgasp.encoder.library import did_you_mean, find_card, front_face_of, layout_of, nearest_names, not_a_permanent
from mtgasp.encoder.limits import CAST_ZONES, ENGINE_MAX, MAX_AMOUNT, MAX_NUMBER, check_bool, check_int, check_text
from mtgasp.encoder.tokens import find_token, token_words
from mtgasp.encoder.validate import counter_kind, safe_constant
from mtgasp.engine import solver
from mtgasp.engine.limits import DEFAULT_TIMEOUT, time_limited
from mtgasp.engine.readings import Readings
from mtgasp.engine.solver import solve_query, solve_query_with
from mtgasp.engine.symbols import acyclic

from .arguments import check_call, check_optional_bool, check_optional_int
from .codes import NONE, Code, RulesError, Said, incomplete_notes
from .commutation import analyse, enumerates_choices, hidden_choices
from .explore import Applied, Edge, EventGraph, Node, answer_rows, build_graph, class_members, outcomes, state_symbol
from .run import facts_for
from .terms import TYPE_ORDER, mana_key, mana_letters, origin_card, text_of

# --- the events a user can ask about -------------------------------------------------------------


# The predicates this question reads (name: arity), each shown by queries/orderings.lp (tests/test_rows.py): any other
# name read raises UnshownRow (engine/solver.py).
READS = {"ability": 4, "block_length": 4, "category": 3, "chooser": 2, "class_at": 3, "decline_rule": 1,
         "effect_chooses": 3, "effect_text": 2, "event_error": 3, "incomplete": 2, "key": 2, "member": 2, "note": 3,
         "merged": 5, "nothing": 2, "own_counters": 2, "step": 8, "target": 3, "terminal": 3, "toxic": 3, "why": 3}
# Classes that act alike are explored as one slot (rules/replacement/merge_alike.lp, issue 31): the same orders,
# outcomes, counts and examples as unmerged, on far fewer points. False: every question explores them unmerged
# (explore_unmerged, the oracle of tests/queries/test_merge_alike.py).
MERGE_ALIKE = True


@dataclass(frozen=True)
class TapEvent:
    """A mana ability of permanent `id` resolving (`ability`: its number as `mtgasp produce` lists it)."""

    id: str
    ability: int | None = None

    def __post_init__(self) -> None:
        check_text(self.id, "id")
        check_optional_int(self.ability, "ability", 1, MAX_NUMBER)


# A kicker cost as printed (CR 702.33a): mana symbols, "{1}{U}".
KICKER_COST = re.compile(r"(\{[0-9A-Za-z/]{1,5}\})+")


# The alternative costs (CR 118.9) a spell may be cast for that the rules read as it enters: impending (CR 702.176a: it
# enters with time counters and is no creature while it has one).
ALTERNATIVE_COSTS = ("impending",)


# The mana spent to cast a spell, one symbol for each mana by its type (CR 106.1b): "{G}{G}{R}", or "none".
SPENT_SYMBOL = re.compile(r"\{([^{}]*)\}")


def spent_mana(text: str) -> dict[str, int]:
    """The mana a --spent value says was spent to cast a spell, by type (w, u, b, r, g, c: CR 106.1b), every type
    counted (0 for none). "none" (or "{0}"): no mana. Anything else, such as a generic {2} (a cost, not mana: which
    type of mana paid it?), a hybrid symbol or text outside braces, is refused with one line."""
    word = text.strip().casefold()
    counts = dict.fromkeys(TYPE_ORDER, 0)
    if word in ("none", "{0}"):
        return counts
    if not word or SPENT_SYMBOL.sub("", word).strip():
        raise BoardError(f"spent: {text!r} is no mana spent: give each mana by its type, as {{G}}{{G}}{{R}} ({{W}}, "
                         "{U}, {B}, {R}, {G} or {C}; none for no mana, CR 106.1b)")
    for sym in SPENT_SYMBOL.findall(word):
        if sym not in counts:
            near = "" if not sym.isdigit() else f" ({{{sym}}} is a cost: say which mana paid it, {{C}} for colorless)"
            raise BoardError(f"spent: {{{sym.upper()}}} is no type of mana{near}; give {{W}}, {{U}}, {{B}}, {{R}}, "
                             "{G} or {C} for each mana spent (CR 106.1b)")
        counts[sym] += 1
    if sum(counts.values()) > MAX_AMOUNT:
        raise BoardError(f"spent: at most {MAX_AMOUNT:,} mana")
    return counts


def spent_text(counts: dict[str, int]) -> str:
    """The mana spent as symbols in WUBRG order, then colorless ("none" for no mana)."""
    return "".join(f"{{{k.upper()}}}" * counts[k] for k in TYPE_ORDER) or "none"


@dataclass(frozen=True)
class EnterEvent:
    """The card `card` entering the battlefield under `controller`'s control; `cast`: as a resolving
    spell for which X was `x` and that was kicked `kicked` times (CR 702.33d); `transformed`: put onto the
    battlefield transformed (CR 712.14a); `defense`: the printed defense of a battle, which the card data lacks
    (CR 310.4b)."""

    card: str
    controller: str
    x: int | None = None
    cast: bool = False
    kicked: int | None = None
    transformed: bool = False  # put onto the battlefield transformed: back face up (CR 712.14a)
    colors: int | None = None  # the colors of mana spent to cast it, 0 to 5 (sunburst, converge: CR 702.44a, 207.2c)
    cast_from: str | None = None  # the zone its spell was cast from (CR 601.2a: hand, graveyard, exile, library, command);
    # without cast, the zone it is put onto the battlefield from ("would enter from exile", Don't Blink)
    kickers: tuple[str, ...] = ()  # the kicker costs paid, as printed ("{1}{U}": CR 702.33d, a card with two kicker costs)
    phyrexian: int | None = None  # the Phyrexian mana symbols of its cost paid with life (compleated: CR 107.4f, 702.150a)
    alternative: str | None = None  # the alternative cost its spell was cast for: impending (CR 118.9, 702.176a)
    defense: int | None = None  # a battle's printed defense, which the card data lacks (CR 310.4b)
    spent: str | None = None  # the mana spent to cast it, by type: "{G}{G}{R}" or "none" (CR 601.2h, 106.1b)
    roll: int | None = None  # the result of the die rolled as it enters, modifiers applied (CR 706.2: Hammer Jammer)
    via: str | None = None  # the permanent (a board id) whose permission its spell was cast with, or "self" for its own
    # card's ("You may cast this card from your graveyard. If you do, ...", CR 601.2a, 601.3: "if you cast a spell this way")
    exiled: tuple[str, ...] | None = None  # the cards exiled with it as its spell was cast (delve: CR 702.66a, 607.2a);
    # () none; None: not said
    by: str | None = None  # the board id (an effects: entry, or a permanent whose triggered ability it is) of the spell or
    # ability that puts it onto the battlefield ("Each of them enters with an additional -1/-1 counter on it", CR 614.1c)
    convoked: int | None = None  # the creatures that convoked its spell (CR 702.51a: each tapped paid {1} or one mana)

    def __post_init__(self) -> None:
        check_text(self.card, "card")
        if self.spent is not None:
            spent_mana(check_text(self.spent, "spent"))
        check_optional_int(self.roll, "roll", 0, MAX_AMOUNT)
        if self.via is not None:
            check_text(self.via, "via")
        if self.by is not None:
            check_text(self.by, "by")
        if self.exiled is not None:
            if not isinstance(self.exiled, tuple):
                raise BoardTypeError(f"exiled: give a tuple of card names (got {type(self.exiled).__name__})")
            for card in self.exiled:
                check_text(card, "exiled")
        check_optional_int(self.convoked, "convoked", 0, MAX_AMOUNT)
        check_text(self.controller, "controller")
        check_optional_int(self.x, "x", 0, MAX_AMOUNT)
        check_bool(self.cast, "cast")
        check_optional_int(self.kicked, "kicked", 0, MAX_AMOUNT)
        check_bool(self.transformed, "transformed")
        check_optional_int(self.colors, "colors", 0, 5)
        check_optional_int(self.phyrexian, "phyrexian", 0, MAX_AMOUNT)
        check_optional_int(self.defense, "defense", 0, MAX_AMOUNT)
        if not isinstance(self.kickers, tuple):
            raise BoardTypeError(f"kickers: give a tuple of mana costs (got {type(self.kickers).__name__})")
        for cost in self.kickers:
            if not KICKER_COST.fullmatch(check_text(cost, "kicker")):
                raise BoardError(f"kicker: {cost!r} is no mana cost as printed ({{1}}{{U}})")
        if self.alternative is not None and check_text(self.alternative, "alternative") not in ALTERNATIVE_COSTS:
            raise BoardError(f"alternative: one of {', '.join(ALTERNATIVE_COSTS)} (got {self.alternative!r})")
        if self.cast_from is not None and check_text(self.cast_from, "cast_from") not in CAST_ZONES:
            raise BoardError(f"cast_from: one of {', '.join(CAST_ZONES)} (got {self.cast_from!r})")


@dataclass(frozen=True)
class DamageEvent:
    """Object `source` dealing `amount` damage to `target` (a permanent id or a player); `kicked`: the times
    the spell `source` was kicked (CR 702.33d; Burst Lightning); `combat`: it is combat damage (CR 510.1: Fog's
    "Prevent all combat damage"), else noncombat damage. `attacking`, `blocking`: of noncombat damage, the ids of the
    creatures attacking and blocking as it is dealt (CR 506.4, 508.1k, 509.1g: a spell cast during combat; "Prevent all
    damage that would be dealt to attacking creatures you control", Iroas), () for none; either given says that every
    creature named in neither is in combat in no role (the event is dealt outside combat when both are ()); None for
    both: the event doesn't say, and an effect that asks is not applied (the answer says so). Of combat damage the
    rules know who attacks and blocks (CR 506.2): they are refused."""

    source: str
    target: str
    amount: int
    kicked: int | None = None
    combat: bool = False
    attacking: tuple[str, ...] | None = None
    blocking: tuple[str, ...] | None = None
    spent: str | None = None  # the mana spent to cast the source spell, by type: "{R}{R}{R}" or "none" (CR 601.2h)
    additional: bool | None = None  # its optional additional cost was paid (CR 601.2b); None: the event doesn't say
    # the number of the source's ability that deals the damage (CR 113.7; read by that ability's own "instead", CR
    # 614.15: Gangrenous Zombies); None: the event doesn't say
    ability: int | None = None

    def __post_init__(self) -> None:
        check_text(self.source, "source")
        check_text(self.target, "target")
        check_int(self.amount, "amount", 0, MAX_AMOUNT)
        check_optional_int(self.kicked, "kicked", 0, MAX_AMOUNT)
        check_bool(self.combat, "combat")
        check_optional_int(self.ability, "ability", 1, MAX_AMOUNT)
        if self.spent is not None:
            spent_mana(check_text(self.spent, "spent"))
        if self.additional is not None:
            check_bool(self.additional, "additional")
        for name in ("attacking", "blocking"):
            ids = getattr(self, name)
            if ids is None:
                continue
            if not isinstance(ids, tuple):
                raise BoardTypeError(f"{name}: give a tuple of object ids (got {type(ids).__name__})")
            for oid in ids:
                check_text(oid, name)

    @property
    def roles_stated(self) -> bool:
        """Whether the event says which creatures are in combat (noncombat damage: combat_roles_stated/0)."""
        return self.attacking is not None or self.blocking is not None


@dataclass(frozen=True)
class CountersEvent:
    """`amount` counters of `kind` (p1p1 for +1/+1, m1m1 for -1/-1, charge, poison, ...) being put on `target` (a
    permanent id or a player) by an ability or a spell, not as it enters (CR 122.6); `by`: the id of the object
    whose ability or spell puts them: its controller puts them (CR 122.6a; "If you would put", Vorinclex); `keyword`:
    the triggered keyword ability that puts them ("modular", CR 702.43a: "If a modular triggered ability would put",
    Zabaz, the Glimmerwasp), else some other ability or spell puts them; `flip`: the result, won or lost, of the coin
    flip an effect on them makes instead (CR 705.2: Flip Ahead, Saga of Krark Losing His Thumb)."""

    target: str
    kind: str
    amount: int
    by: str | None = None
    keyword: str | None = None
    flip: str | None = None

    def __post_init__(self) -> None:
        check_text(self.target, "target")
        check_text(self.kind, "kind")
        check_int(self.amount, "amount", 0, MAX_AMOUNT)
        if self.by is not None:
            check_text(self.by, "by")
        if self.keyword is not None:
            check_text(self.keyword, "keyword")
        if self.flip is not None:
            check_text(self.flip, "flip")


Event = TapEvent | EnterEvent | DamageEvent | CountersEvent


# --- results -------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Choice:
    """One step of the tree: `choices` distinct effects of one kind (same card, ability, controller)
    could be chosen here, each applied with `option` (or declined)."""

    card: str
    ability: int
    text: str
    sources: tuple[str, ...]  # the ids of the objects whose effects these are
    choices: int
    option: str
    rule: Code  # the rule that allows choosing it here (a category code, CR 616.1a-e; decline, 614.5)
    target: int  # the index of the point it leads to
    chosen_before: tuple[str, ...] = ()  # the choices made for it before it enters (CR 614.12a)


@dataclass(frozen=True)
class Point:
    """A point of the tree: the event as modified so far, after `depth` effects had their opportunity."""

    index: int
    result: dict
    depth: int
    orders_to: int  # the orders that reach this point
    orders_from: int  # the orders that continue from it to the end
    final: bool
    choices: tuple[Choice, ...]


@dataclass(frozen=True)
class OrderingOutcome:
    result: dict
    orders: int
    example: tuple[str, ...]
    steps: tuple[Applied, ...] = ()


@dataclass(frozen=True)
class OrderingWitness:
    """Why order_matters (kind "order": the same choices, two orders) or choice_matters (kind "choice":
    two sets of choices); the results as `result` dicts, for the choice of mana `choice` (tap events)."""

    kind: str
    first: tuple[Applied, ...]
    first_result: dict
    second: tuple[Applied, ...]
    second_result: dict


@dataclass(frozen=True)
class Orderings:
    event: Said  # an "event" code (render/words.py: event words it) or the event in words
    kind: str  # mana, enter, damage or counters
    chooser: str | None
    order_matters: bool
    orders: int
    outcomes: tuple[OrderingOutcome, ...]
    points: tuple[Point, ...]
    roots: tuple[int, ...]  # one starting point per choice made before the effects (mana choices)
    complete: bool = True
    notes: tuple[Said, ...] = field(default=())  # codes (render/words.py: listed) and sentences of the engine
    tree_size: int = 0  # the points of the tree of choices, decoded into `points` or not
    # For the same choices (options, declining), two orders give different results (order_matters); the
    # results reachable by reordering depend on the choices (choice_matters). queries/commutation.py.
    choice_matters: bool = False
    witnesses: tuple[OrderingWitness, ...] = ()

    @property
    def tree_decoded(self) -> bool:
        """Whether `points` holds the whole tree of choices (it is not decoded beyond a size: orderings())."""
        return len(self.points) == self.tree_size



# --- the query -----------------------------------------------------------------------------------

TREE_POINTS = 3000  # by default the tree is decoded when it has at most this many points


@time_limited
def orderings(board: Board, event: Event, *, tree: bool | None = None, tree_limit: int = TREE_POINTS,
              timeout: float | None = DEFAULT_TIMEOUT, readings: Readings = None) -> Orderings:
    """Every outcome of `event` on `board` with the exact number of orders of the replacement and
    prevention effects reaching it, one example order each, and the tree of choices (`points`):
    tree=True always decodes it, False never, None when it has at most `tree_limit` points
    (`tree_size` is its size either way, `tree_decoded` says whether `points` holds it)."""
    check_call(board, timeout)
    check_optional_bool(tree, "tree")
    check_int(tree_limit, "tree_limit", 0, ENGINE_MAX)
    if isinstance(event, TapEvent):
        return _tap(board, event, timeout, tree, tree_limit, readings)
    if isinstance(event, EnterEvent):
        return _enter(board, event, timeout, tree, tree_limit, readings)
    if isinstance(event, DamageEvent):
        return _damage(board, event, timeout, tree, tree_limit, readings)
    if isinstance(event, CountersEvent):
        return _counters(board, event, timeout, tree, tree_limit, readings)
    raise BoardTypeError(f"event: give a TapEvent, EnterEvent, DamageEvent or CountersEvent (got {type(event).__name__})")


def _tap(board: Board, event: TapEvent, timeout: float | None, tree: bool | None,
         tree_limit: int, readings: Readings = None) -> Orderings:
    permanent = board.get(event.id)
    if permanent is None or permanent.zone != "battlefield":
        raise BoardError(f"no permanent with id {event.id!r}{did_you_mean(event.id, [p.id for p in board.permanents])}",
                         board.source)
    # In a process that keeps what it grounds, the permanent tapped is an external of the board's program (as for
    # produce: engine/solver.py, solve_query_with): another permanent of the same board is not grounded again.
    inputs = solver.Inputs("#external orderings_tap(X) : on_battlefield(X).",
                           (clingo.Function("orderings_tap", [clingo.String(event.id)]),))
    def base() -> str:
        return facts_for(board, readings=readings)

    def fresh() -> str:
        return facts_for(board, {"orderings_tap": [(event.id,)]}, readings=readings)

    answer = solve_query_with("orderings", base, inputs, fresh, timeout=timeout, sort=False, reads=READS)
    shown = answer_rows(answer)
    rows = sorted(shown["ability"], key=lambda r: r[2])
    if not rows:
        raise BoardError(f"{event.id!r} has no mana ability", board.source)
    numbers = [r[2] for r in rows]
    number = numbers[0] if event.ability is None else event.ability
    if number not in numbers:
        raise BoardError(f"{event.id!r}: ability {number} is not a mana ability of it (its mana abilities: "
                         f"{', '.join(str(k) for k in numbers)})", board.source)
    orig, n, _, text = rows[numbers.index(number)]
    text = text or str(orig)

    def targets(shown: dict[str, list[tuple]]) -> list[tuple]:
        return [t for t in shown["target"]
                if t[0].arguments[0].string == event.id and _same(t[0].arguments[1], orig)
                and t[0].arguments[2].number == n]

    nothing = any(_same(o, orig) and k == n for o, k in shown["nothing"])
    notes: list[Said] = [Code("note", code, text_of(rule)) for _o, code, rule in shown["note"]
             if code.name != "no_mana_type" or _same(code.arguments[0], orig) and code.arguments[1].number == n]
    label = Code("event", clingo.Function("tap", [clingo.String(event.id), clingo.Number(number), clingo.String(text)]))
    every = "explore_every_order.\n"
    return _decode(answer, shown, targets, "mana", label, notes, tree, tree_limit,
                   _rerun_with(lambda: base() + every, inputs, lambda: fresh() + every, timeout),
                   empty_result={"mana": ""} if nothing else None)


def _rerun_with(base: Callable[[], str], inputs: solver.Inputs, fresh: Callable[[], str],
               timeout: float | None) -> Callable[[], tuple]:
    """_rerun of a question whose input is an external of the board's program (solve_query_with)."""
    def run() -> tuple:
        answer = solve_query_with("orderings", base, inputs, fresh, timeout=timeout, sort=False, reads=READS)
        return answer, answer_rows(answer)
    return run


def _rerun(facts: str, timeout: float | None) -> Callable[[], tuple]:
    """The same question with every order explored (no blocks of commuting effects): for the tree."""
    def run() -> tuple:
        answer = solve_query("orderings", facts + "explore_every_order.\n", timeout=timeout, sort=False, reads=READS)
        return answer, answer_rows(answer)
    return run


def _enter(board: Board, event: EnterEvent, timeout: float | None, tree: bool | None,
           tree_limit: int, readings: Readings = None) -> Orderings:
    name = _entering_name(board, event)
    _check_player(board, event.controller, "--controller")
    if event.x is not None and event.x < 0:
        raise BoardError("--x must be 0 or more", board.source)
    if event.kicked is not None and event.kicked < 0:
        raise BoardError("--kicked must be 0 or more", board.source)
    used = {o.id for o in board.objects}
    object_id, k = slug(name), 1
    while object_id in used:
        k += 1
        object_id = f"{slug(name)}-{k}"
    extra: dict[str, list[tuple]] = {"entering": [(object_id, name, event.controller)]}
    if find_card(event.card) is None:  # a token the board describes or a predefined one (_entering_name)
        extra["entering_token"] = [(object_id,)]
    if event.cast:
        extra["entering_cast"] = [(object_id,)]
    if event.x is not None:
        extra["entering_x_paid"] = [(object_id, event.x)]
    if event.kicked is not None:
        extra["entering_kicked_paid"] = [(object_id, event.kicked)]
    if event.colors is not None:
        extra["entering_colors_paid"] = [(object_id, event.colors)]
    if event.transformed:
        extra["entering_transformed"] = [(object_id,)]
    if event.kickers:
        if not event.cast:
            raise BoardError("--kicker says which kicker costs were paid for a spell: give --cast too", board.source)
        kicked = len(event.kickers) if event.kicked is None else event.kicked
        if kicked < len(event.kickers):
            raise BoardError(f"--kicked {kicked} is fewer than the {len(event.kickers)} kicker costs given", board.source)
        extra["entering_kicked_paid"] = [(object_id, kicked)]
        # (which costs were paid, and how many times each was given: the rules refuse a cost the card doesn't print
        # and a kicker cost paid twice, rules/replacement/kicked_count.lp, CR 702.33a-d)
        costs = [cost.upper() for cost in event.kickers]
        extra["entering_kicker_paid"] = [(object_id, cost) for cost in dict.fromkeys(costs)]
        extra["entering_kicker_times"] = [(object_id, cost, costs.count(cost)) for cost in dict.fromkeys(costs)]
    if event.phyrexian is not None:
        if not event.cast:
            raise BoardError("--phyrexian says how a spell's cost was paid: give --cast too", board.source)
        extra["entering_phyrexian_paid"] = [(object_id, event.phyrexian)]
    spent = spent_mana(event.spent) if event.spent is not None else None
    if spent is not None:
        if not event.cast:
            raise BoardError("--spent says what mana was spent to cast a spell: give --cast too (an object put onto "
                             "the battlefield had none spent, CR 601.2h)", board.source)
        extra["entering_spent_paid"] = [(object_id, clingo.Function(k), n) for k, n in spent.items()]
    if event.roll is not None:
        extra["entering_die_roll"] = [(object_id, event.roll)]
    if event.convoked is not None:
        if not event.cast:
            raise BoardError("--convoked says how a spell's cost was paid: give --cast too (an object put onto the "
                             "battlefield was convoked by none, CR 702.51a)", board.source)
        extra["entering_convoked_paid"] = [(object_id, event.convoked)]
    if event.alternative is not None:
        if not event.cast:
            raise BoardError(f"--{event.alternative} says which cost its spell was cast for: give --cast too",
                             board.source)
        extra["entering_alternative_cost"] = [(object_id, clingo.Function(event.alternative))]
    if event.defense is not None:
        extra["stated_defense"] = [(name, event.defense)]
    if event.cast_from is not None and event.cast:
        extra["entering_cast_from"] = [(object_id, clingo.Function(event.cast_from))]
    elif event.cast_from is not None:  # (without --cast: the zone it is put onto the battlefield from, CR 400.7)
        extra["entering_put_from"] = [(object_id, clingo.Function(event.cast_from))]
    if event.via is not None:
        if not event.cast:
            raise BoardError("--via says which permission a spell was cast with: give --cast too", board.source)
        via = object_id if event.via == "self" else event.via
        if via != object_id and via not in used:
            raise BoardError(f"--via: no permanent {event.via!r} on the board (an id, or self)", board.source)
        extra["entering_cast_via"] = [(object_id, via)]
    exiled_cards: tuple[str, ...] = ()
    if event.exiled is not None:
        if not event.cast:
            raise BoardError("--exiled says which cards were exiled with it as its spell was cast: give --cast too",
                             board.source)
        exiled_cards = tuple(_library_card(card, board) for card in event.exiled)
        extra["entering_exiled_stated"] = [(object_id,)]
        if exiled_cards:
            extra["entering_exiled"] = [(object_id, i, card) for i, card in enumerate(exiled_cards, 1)]
    if event.by is not None:
        if event.cast:
            raise BoardError("--by says what puts it onto the battlefield; a spell cast resolves by itself: drop --cast or "
                             "--by", board.source)
        if event.by not in used:
            raise BoardError(f"--by: no effect or permanent {event.by!r} on the board", board.source)
        extra["entering_put_by"] = [(object_id, event.by)]
    # (the cards in the board's graveyards too: a copy effect may give the entering object their copiable values, Body
    # Double, CR 707.2, 707.5; the rules decide whether one does)
    graveyard_cards = tuple(card for _, cards in board.graveyards for card in cards)
    # (and the front face of a back face named: back_face/2 is in the front face's facts, and the rules refuse a
    # transforming card's back face entering by itself, CR 712.14)
    front = front_face_of(name)
    layouts = [(face, clingo.Function(layout)) for face in (name, front) if face is not None
               and (layout := layout_of(face)) not in (None, "normal") and safe_constant(layout)]
    if layouts:  # (card_layout/2: what kind of card it is, CR 712.1; a card file's fact, given here as data)
        extra["card_layout"] = layouts
    # (the cards exiled with it: their printed types from the card reference, CR 108.1, as names of interest)
    facts = facts_for(board, extra, names=exiled_cards, cards=(name,) + ((front,) if front else ()) + graveyard_cards,
                      readings=readings)
    answer = solve_query("orderings", facts, timeout=timeout, sort=False, reads=READS)
    shown = answer_rows(answer)
    for _ev, code, rule in shown["event_error"]:
        raise RulesError(name, Code("event_error", code, text_of(rule)), board.source)
    cast_args = [_number_or_none(event.x), _number_or_none(event.kicked)] + ([clingo.Function("transformed")]
                                                                             if event.transformed else []) \
        + ([clingo.Function("colors", [clingo.Number(event.colors)])] if event.colors is not None else []) \
        + [clingo.Function("kicker", [clingo.String(c.upper())]) for c in event.kickers] \
        + ([clingo.Function("from", [clingo.Function(event.cast_from)])] if event.cast_from is not None else []) \
        + ([clingo.Function("phyrexian", [clingo.Number(event.phyrexian)])] if event.phyrexian is not None else []) \
        + ([clingo.Function("spent", [clingo.String(spent_text(spent))])] if spent is not None else []) \
        + ([clingo.Function("convoked", [clingo.Number(event.convoked)])] if event.convoked is not None else []) \
        + ([clingo.Function("alternative", [clingo.Function(event.alternative)])] if event.alternative is not None else []) \
        + ([clingo.Function("via", [clingo.String(event.via)])] if event.via is not None else []) \
        + ([clingo.Function("exiled", [clingo.Number(len(event.exiled))])] if event.exiled is not None else [])
    rolled = [clingo.Function("roll", [clingo.Number(event.roll)])] if event.roll is not None else []
    put_by = [clingo.Function("by", [clingo.String(event.by)])] if event.by is not None else []
    put_by += [clingo.Function("from", [clingo.Function(event.cast_from)])] if event.cast_from and not event.cast else []
    how = (clingo.Function("cast", cast_args + rolled) if event.cast else
           clingo.Function("put", [clingo.Function("true" if event.transformed else "false")] + rolled + put_by))
    label = Code("event", clingo.Function("enter", [clingo.String(name), clingo.String(object_id),
                                                    clingo.String(event.controller), how]))
    # (the counters that matter for what enters, CR 306.5b, 310.4b, 714.3a: a state with none says "0 loyalty counters")
    own = sorted(str(kind) for _ev, kind in shown["own_counters"])
    return _decode(answer, shown, lambda shown: shown["target"], "enter", label, _event_notes(shown), tree, tree_limit,
                   _rerun(facts, timeout), recipient=event.controller, counter_kind=own[0] if own else None)


def _library_card(card: str, board: Board) -> str:
    """A card of the library by its name (any case), else a one-line error naming the nearest."""
    info = find_card(card)
    if info is None:
        near = nearest_names(card)
        raise BoardError(f"unknown card {card!r}" + (f" (did you mean: {', '.join(near[:4])}?)" if near else ""),
                         board.source)
    return info.name


def _entering_name(board: Board, event: EnterEvent) -> str:
    """The name of what enters: a card of the library, else a token (CR 111.2: one the board describes, by its name
    with or without the word "Token" (CR 111.4), or a predefined token, CR 111.10). A token an effect creates is
    never a resolving spell (a copy of a permanent spell that becomes a token as it resolves, CR 608.3f, is asked
    about by the card it copies), so --cast, --x and --kicked are refused for it."""
    info = find_card(event.card)
    if info is not None:
        if (why := not_a_permanent(info.name)) is not None:
            raise BoardError(why, board.source)
        return info.name
    word = event.card.strip().casefold()
    described = {d.name.casefold(): d.name for d in board.token_definitions()}
    described |= {k.removesuffix(" token"): v for k, v in described.items() if k.endswith(" token")}
    predefined = find_token(event.card.strip())
    name = described.get(word) or (predefined.name if predefined is not None else None)
    if name is None:
        near = nearest_names(event.card) + nearest_names(event.card, list(described.values()) + token_words())
        raise BoardError(f"unknown card or token {event.card!r}" + (f" (did you mean: {', '.join(near[:4])}?)"
                                                                     if near else ""), board.source)
    if event.cast or event.x is not None or event.kicked is not None or event.colors is not None \
            or event.phyrexian is not None or event.alternative is not None or event.spent is not None:
        raise BoardError(f"{name} is a token an effect creates, never a spell: --cast, --x, --kicked, --colors and "
                         "--spent don't apply "
                         "(CR 111.2; a copy of a permanent spell becomes a token as it resolves, CR 608.3f: ask "
                         "about the card it copies)", board.source)
    return name


def _damage(board: Board, event: DamageEvent, timeout: float | None, tree: bool | None,
            tree_limit: int, readings: Readings = None) -> Orderings:
    if board.get(event.source) is None:
        raise BoardError(f"no object with id {event.source!r}{did_you_mean(event.source, [o.id for o in board.objects])}",
                         board.source)
    _check_recipient(board, event.target)
    if event.amount < 0:
        raise BoardError("the amount of damage must be 0 or more", board.source)
    if event.kicked is not None and event.kicked < 0:
        raise BoardError("--kicked must be 0 or more", board.source)
    extra: dict[str, list[tuple]] = {"damage_event": [(event.source, event.target, event.amount)]}
    if event.kicked is not None:
        extra["source_kicked"] = [(event.source, event.kicked)]
    # (how the source spell was paid for, CR 601.2b, 601.2h: read by its own "if this spell's additional cost was paid"
    # and adamant, rules/replacement/damage_paid.lp)
    spent = spent_mana(event.spent) if event.spent is not None else None
    if spent is not None:
        extra["source_spent_paid"] = [(event.source, clingo.Function(k), n) for k, n in spent.items()]
    if event.additional is not None:
        extra["source_additional_paid"] = [(event.source, int(event.additional))]
    if event.ability is not None:  # (which ability of the source deals it, CR 113.7: rules/replacement/damage_paid.lp)
        extra["source_ability"] = [(event.source, event.ability)]
    if event.combat:
        extra["combat_damage"] = [(event.source, event.target, event.amount)]
    extra.update(_combat_roles(board, event))
    facts = facts_for(board, extra, readings=readings)
    answer = solve_query("orderings", facts, timeout=timeout, sort=False, reads=READS)
    shown = answer_rows(answer)
    for _ev, code, rule in shown["event_error"]:
        raise RulesError(_at_fault(code, event), Code("event_error", code, text_of(rule)), board.source)
    label = Code("event", clingo.Function("damage", [clingo.Number(event.amount), clingo.String(event.source),
                                                     clingo.String(event.target),
                                                     _number_or_none(event.kicked or None),
                                                     clingo.Function("combat" if event.combat else "noncombat"),
                                                     _roles_term(event), _paid_term(spent, event.additional),
                                                     _number_or_none(event.ability)]))
    return _decode(answer, shown, lambda shown: shown["target"], "damage", label, _event_notes(shown), tree,
                   tree_limit, _rerun(facts, timeout), recipient=event.target)


def _paid_term(spent: dict[str, int] | None, additional: bool | None) -> clingo.Symbol:
    """How the damage event says its source spell was paid for: paid(Spent, Additional), each none when not said."""
    return clingo.Function("paid", [clingo.String(spent_text(spent)) if spent is not None else clingo.Function("none"),
                                    clingo.Function("none" if additional is None else
                                                    "paid" if additional else "unpaid")])


def _at_fault(code: clingo.Symbol, event: DamageEvent) -> str:
    """The entry a damage event's error is about: the creature given a role it can't have (combat_role_side(O, R),
    any creature `--attacking`/`--blocking` names), the source spell of `--kicked` (CR 702.33d), else what the damage
    is dealt to."""
    if code.type == clingo.SymbolType.Function and code.name in ("combat_role_side", "combat_role_noncreature",
                                                                   "combat_role_battle") and len(code.arguments) == 2:
        return text_of(code.arguments[0])
    if code.type == clingo.SymbolType.Function and code.name == "kicked_beyond":
        return event.source
    return event.target


def _combat_roles(board: Board, event: DamageEvent) -> dict[str, list[tuple]]:
    """The query inputs saying which creatures are in combat as noncombat damage is dealt (CR 506.4: the rules read
    them in rules/replacement/damage_combat_roles.lp, and refuse an attacker not the active player's or a blocker
    that is, CR 506.2): combat_roles_stated/0 and combat_role/2. Of combat damage the rules derive them: refused."""
    if not event.roles_stated:
        return {}
    if event.combat:
        raise BoardError("--attacking, --blocking and --outside-combat say which creatures are in combat as noncombat "
                         "damage is dealt; of combat damage the rules tell who attacks and who blocks (CR 506.2, "
                         "510.1)", board.source)
    attacking, blocking = event.attacking or (), event.blocking or ()
    for oid in (*attacking, *blocking):
        obj = board.get(oid)
        if obj is None or obj.zone != "battlefield":
            # (only permanents are named: "did you mean: dw?" of an effects: entry dw named nothing it could be)
            raise BoardError(f"no permanent with id {oid!r} to be in combat"
                             + (" (an effects: entry, not a permanent)" if obj else
                                did_you_mean(oid, [o.id for o in board.objects if o.zone == "battlefield"])),
                             board.source)
    both = sorted(set(attacking) & set(blocking))
    if both:
        raise BoardError(f"{both[0]!r} can't be both attacking and blocking (CR 506.4)", board.source)
    rows = [(oid, clingo.Function("attacking")) for oid in attacking] + \
        [(oid, clingo.Function("blocking")) for oid in blocking]
    return {"combat_roles_stated": [()], **({"combat_role": rows} if rows else {})}


def _roles_term(event: DamageEvent) -> clingo.Symbol:
    """The event label's statement of the creatures in combat: none (not said), or in_combat((A...), (B...))."""
    if not event.roles_stated:
        return clingo.Function("none")
    return clingo.Function("in_combat", [clingo.Function("", [clingo.String(o) for o in event.attacking or ()]),
                                         clingo.Function("", [clingo.String(o) for o in event.blocking or ()])])


def _check_recipient(board: Board, target: str) -> None:
    """The target of damage or counters: a player or a permanent, not both (one line naming the nearest)."""
    permanent = board.get(target)
    is_player = target in board.players
    if is_player and permanent is not None:
        raise BoardError(f"{target!r} is both a player and an object id: rename one", board.source)
    if not is_player and (permanent is None or permanent.zone != "battlefield"):
        valid = list(board.players) + [p.id for p in board.permanents]
        raise BoardError(f"no player or permanent {target!r}{did_you_mean(target, valid)}", board.source)


def _counters(board: Board, event: CountersEvent, timeout: float | None, tree: bool | None,
              tree_limit: int, readings: Readings = None) -> Orderings:
    _check_recipient(board, event.target)
    if event.by is not None and board.get(event.by) is None:
        raise BoardError(f"--by: no object with id {event.by!r}{did_you_mean(event.by, [o.id for o in board.objects])}",
                         board.source)
    kind = counter_kind(event.kind)  # as on a board: "+1/+1" is p1p1, "Charge" charge
    if not safe_constant(kind):
        raise BoardError(f"counter kind {event.kind!r}: give a word (charge, poison, p1p1) or +1/+1, -1/-1",
                         board.source)
    if event.amount < 0:
        raise BoardError("the number of counters must be 0 or more", board.source)
    extra: dict[str, list[tuple]] = {"counters_event": [(event.target, clingo.Function(kind), event.amount)]}
    if event.by is not None:
        extra["counters_event_by"] = [(event.by,)]  # who puts them: its controller (CR 122.6a)
    if event.keyword is not None:
        keyword = event.keyword.strip().lower()
        if not safe_constant(keyword):
            raise BoardError(f"--by-keyword {event.keyword!r}: give a keyword ability as one word (modular)",
                             board.source)
        # CR 702: a keyword ability is one the rules name ("702.43. Modular"); any other word is refused, naming the
        # nearest (a misspelt "modualr" would otherwise be an ability no effect names: silently none applied).
        from mtgasp.encoder.inline_tokens import keyword_names  # reads the rules' text: only with --by-keyword
        keywords = sorted({k.lower() for k in keyword_names() if safe_constant(k.lower())})
        if keyword not in keywords:
            raise BoardError(f"--by-keyword {event.keyword!r}: not a keyword ability of CR 702"
                             f"{did_you_mean(keyword, keywords)}", board.source)
        extra["counters_event_keyword"] = [(clingo.Function(keyword),)]  # the ability that puts them (CR 702.43a)
    flip = None if event.flip is None else event.flip.strip().lower()
    if flip is not None:
        if flip not in ("won", "lost"):
            raise BoardError(f"--flip {event.flip!r}: give won or lost (the result of the coin flip, CR 705.2)",
                             board.source)
        extra["counters_event_flip"] = [(clingo.Function(flip),)]  # the coin flip's result (CR 705.2)
    facts = facts_for(board, extra, readings=readings)
    if not MERGE_ALIKE:
        facts += "explore_unmerged.\n"
    answer = solve_query("orderings", facts, timeout=timeout, sort=False, reads=READS)
    shown = answer_rows(answer)
    for _ev, code, rule in shown["event_error"]:
        raise RulesError(event.target, Code("event_error", code, text_of(rule)), board.source)
    label = Code("event", clingo.Function("counters", [clingo.Number(event.amount), clingo.String(kind),
                                                       clingo.String(event.target),
                                                       clingo.String(event.by) if event.by else NONE,
                                                       clingo.Function(event.keyword.strip().lower())
                                                       if event.keyword else NONE,
                                                       clingo.Function(flip) if flip else NONE]))
    return _decode(answer, shown, lambda shown: shown["target"], "counters", label, _event_notes(shown), tree,
                   tree_limit, _rerun(facts, timeout), recipient=event.target, counter_kind=kind)


def _number_or_none(value: int | None) -> clingo.Symbol:
    return NONE if value is None else clingo.Number(value)


def _event_notes(shown: dict[str, list[tuple]]) -> list[Said]:
    """The notes the rules derived about the event asked about (note codes, once each)."""
    return list(dict.fromkeys(Code("note", code, text_of(rule)) for _ev, code, rule in shown["note"]))


# --- decoding ------------------------------------------------------------------------------------

# The kind of the choices' bag that holds the life paid as the object enters (pay_life/1, rules/replacement/enter.lp).
LIFE_PAID = "life_paid"
# ... and the life lost as it enters ("you lose life equal to your life total", Lich: lose_life/1).
LIFE_LOST = "life_lost"
# ... and the number of permanents devoured (devour/2: CR 702.82a).
DEVOURED = "devoured"
# ... and the set with its total power and toughness (devour_pt/1, Dracoplasm: rules/replacement/enter_sacrifice.lp).
DEVOURED_PT = "devoured_pt"
# ... the number of permanents sacrificed for it to enter, and whether it went to the graveyard instead
# (sacrifice_or_graveyard/2: Lotus Vale, CR 614.12).
SACRIFICED = "sacrificed"
TO_GRAVEYARD = "to_graveyard"
# ... or into exile or its library instead (move_instead(Z): Containment Priest, CR 614.1a, 614.6:
# rules/replacement/enter_instead.lp).
TO_EXILE = "to_exile"
TO_LIBRARY = "to_library"
# ... the form it becomes as it enters, form(K, P, T): its card's form K, P/T (choose(form(K, P, T)), Primal Clay, CR
# 614.12a, 707.2: rules/layers/forms.lp).
FORM = "form"
# ... and the number of cards revealed from the hand (amplify/1, CR 702.38a: rules/replacement/enter_reveal.lp).
REVEALED = "revealed"
# ... and the number of cards discarded from the hand (discard_hand, Heightened Awareness, CR 701.9a:
# rules/replacement/enter_hands.lp).
DISCARDED = "discarded"
# ... and the number of permanents returned to their owners' hands (return_to_hand/1, Rescuer Sphinx, CR 614.12a).
RETURNED = "returned"
# ... and the number of cards milled (mill/2, Monstrous War-Leech, CR 701.17a: rules/replacement/enter_library.lp).
MILLED = "milled"
# ... and the number of counters removed from permanents (remove_all_counters, Thief of Blood, CR 122.1).
COUNTERS_REMOVED = "counters_removed"


# ... and the number of cards exiled from its controller's graveyard as it enters (exile_from_graveyard/3, CR 614.12a:
# rules/replacement/enter_graveyards.lp).
EXILED_CARDS = "exiled_cards"
# ... and the creature types it enters with in addition to its other types (enter_with_subtype/1, Master Biomancer's
# Mutant: rules/replacement/enter_modify.lp), added_subtype(S).
ADDED_SUBTYPE = "added_subtype"


# The kinds of the choices' bag that an enter result says in fields of their own, not as choices.
_NOT_CHOICES = (LIFE_PAID, LIFE_LOST, DEVOURED, SACRIFICED, TO_GRAVEYARD, TO_EXILE, TO_LIBRARY, REVEALED, EXILED_CARDS,
                DISCARDED, RETURNED, MILLED, COUNTERS_REMOVED)


def result_of(kind: str, state: clingo.Symbol, recipient: str | None = None, counter_kind: str | None = None) -> dict:
    """The JSON result of a final state of the event."""
    if kind == "mana":
        return {"mana": mana_letters(state)}
    if kind == "enter":
        # ent(T, K, Cp, Cs, Ch, Pl, B) of rules/replacement/enter.lp; `recipient` is the player it was to enter under.
        tapped, counters, copy, kinds, chosen, controller, back = state.arguments
        by_kind = dict(_bag(kinds))
        if counters.number:
            by_kind["p1p1"] = counters.number
        if not by_kind and counter_kind is not None:  # none: of the kind that matters for it (own_counters, CR 306.5b)
            by_kind[counter_kind] = 0
        # (a copy with exceptions is ex(Name, Src, N): the copiable values of Name with those of Src's ability N, CR 707.9)
        excepted = copy.type == clingo.SymbolType.Function and copy.name == "ex"
        copied = copy.arguments[0].string if excepted else copy.string if copy.type == clingo.SymbolType.String else None
        found: dict[str, Any] = {"tapped": tapped.number == 1, "counters": counters.number, "copy": copied is not None,
                 "copy_of": copied, "counters_by_kind": dict(sorted(by_kind.items())),
                 "choices": [k for k, n in _bag(chosen) if k not in _NOT_CHOICES
                             and not k.startswith((DEVOURED + "(", DEVOURED_PT + "(", FORM + "(", ADDED_SUBTYPE + "("))
                             for _ in range(n)]}
        added = sorted(k[len(ADDED_SUBTYPE) + 1:-1] for k, _n in _bag(chosen) if k.startswith(ADDED_SUBTYPE + "("))
        if added:  # "and as a Mutant in addition to its other types" (CR 614.1c, 205.1b)
            found["added_subtypes"] = added
        form = _form(chosen)
        if form:  # "it becomes your choice of a 3/3 creature, ..." (Primal Clay, CR 614.12a): the form chosen
            found["form"] = form
        if excepted:
            found["copy_except"] = copy.arguments[1].string
        exiled = dict(_bag(chosen)).get(EXILED_CARDS)
        if exiled:  # "exile up to X creature cards from your graveyard" (CR 614.12a): how many were exiled
            found["exiled_cards"] = exiled
        devoured = dict(_bag(chosen)).get(DEVOURED)
        if devoured:  # Devour (CR 702.82a): how many permanents were sacrificed (beyond the bound: not which)
            found["devoured"] = devoured
        which, totals = _devoured_sets(chosen)
        if which:  # ... and which ones, when every set of them was explored (rules/replacement/enter_devour.lp)
            found["devoured"] = (devoured or 0) + len(which)
            found["devoured_objects"] = which
        if totals:  # "its power becomes the total power of those creatures ..." (Dracoplasm, devour_pt/1)
            found["power_toughness"] = list(totals)
        sacrificed = dict(_bag(chosen)).get(SACRIFICED)
        if sacrificed:  # "sacrifice two untapped lands instead. If you do, put this land onto the battlefield"
            found["sacrificed"] = sacrificed
        if dict(_bag(chosen)).get(TO_GRAVEYARD):  # "If you don't, put it into its owner's graveyard": it never enters
            found["to_graveyard"] = True
        for moved in (TO_EXILE, TO_LIBRARY):  # "exile it instead" (Containment Priest): it never enters
            if dict(_bag(chosen)).get(moved):
                found[moved] = True
        revealed = dict(_bag(chosen)).get(REVEALED)
        if revealed:  # Amplify (CR 702.38a): how many cards were revealed from the hand
            found["revealed"] = revealed
        discarded = dict(_bag(chosen)).get(DISCARDED)
        if discarded:  # "As this enchantment enters, discard your hand" (CR 701.9a): how many cards were discarded
            found["discarded"] = discarded
        returned = dict(_bag(chosen)).get(RETURNED)
        if returned:  # "you may return a nonland permanent you control to its owner's hand" (Rescuer Sphinx)
            found["returned"] = returned
        milled = dict(_bag(chosen)).get(MILLED)
        if milled:  # "mill four cards" (CR 701.17a): how many cards were milled
            found["milled"] = milled
        all_removed = dict(_bag(chosen)).get(COUNTERS_REMOVED)
        if all_removed:  # "remove all counters from all permanents" (Thief of Blood): how many were removed
            found["counters_removed"] = all_removed
        paid = dict(_bag(chosen)).get(LIFE_PAID)
        if paid:  # "you may pay 2 life" (CR 614.12a, 119.4): the life paid is kept with the choices
            found["life_paid"] = paid
        lost = dict(_bag(chosen)).get(LIFE_LOST)
        if lost:  # "you lose life equal to your life total" (Lich, CR 119.3)
            found["life_lost"] = lost
        if controller.string != recipient:
            found["controller"] = controller.string
        if back.number == 1:
            found["transformed"] = True
        return found
    if kind == "counters":
        # cnt(K) of rules/replacement/counters.lp: K counters of the event's kind would be put.
        return {"recipient": recipient, "kind": counter_kind, "counters": state.arguments[0].number}
    # dmg(D, P, K, W, R, T) of rules/replacement/damage.lp; W = c(Kind, M): the damage is dealt as M counters of Kind
    # (wither, infect: CR 120.3b, 120.3d), none: as damage; R: +1/+1 counters removed from the recipient by a prevention
    # effect's additional effect (CR 615.5, the Phantoms); T: what is dealt it (another than the event's after a
    # redirection, CR 614.9).
    damage, prevented, counters, dealt, removed, dealt_to = state.arguments
    out: dict[str, object] = {"recipient": dealt_to.string if dealt_to.type == clingo.SymbolType.String else recipient,
                              "damage": damage.number, "prevented": prevented.number, "counters": counters.number}
    if removed.number:
        out["counters_removed"] = removed.number
    if dealt.match("c", 2):
        out["dealt_as"] = str(dealt.arguments[0])
        out["dealt_as_counters"] = dealt.arguments[1].number
    if dealt.match("own", 3):
        # W = own(O, Kind, M): M counters of Kind put on O, the effect's own permanent, instead of the damage or after
        # its prevention (Delaying Shield, Nine Lives: rules/replacement/damage_own_counters.lp)
        holder, on_kind, many = dealt.arguments
        on: dict[str, str | int] = {"object": holder.string if holder.type == clingo.SymbolType.String else str(holder),
                                    "kind": str(on_kind), "counters": many.number}
        out["counters_on"] = on
    if dealt.match("act", 4):
        # W = act(Act, Pl, M, Out): the damage replaced by another action, Pl doing Act with M ("that many"); Out done,
        # cant(Fallback) or unknown(Fallback) ("If you can't, ...": rules/replacement/damage_instead_action.lp)
        act, player, many, outcome = dealt.arguments
        instead: dict[str, object] = {"action": str(act),
                                      "player": player.string if player.type == clingo.SymbolType.String else str(player),
                                      "amount": many.number, "outcome": outcome.name or "done"}
        if act.match("remove_own_counters", 1):
            instead["action"] = "remove_own_counters"
            instead["kind"] = str(act.arguments[0])
        if outcome.arguments:
            instead["fallback"] = str(outcome.arguments[0])
        out["instead"] = instead
    return out


def _devoured_sets(term: clingo.Symbol) -> tuple[list[str], list[int]]:
    """The permanents sacrificed to devour in a choices' bag, sorted: its kinds devoured(S) and devoured_pt(S, P, T), S a
    list s(Q, Rest) or nil (the set chosen, CR 702.82a; rules/replacement/enter_devour.lp); and [P, T], the total power
    and toughness of a devoured_pt set (Dracoplasm), or []."""
    out: list[str] = []
    totals: list[int] = []
    while term.type == clingo.SymbolType.Function and term.name == "c":
        kind, _n, term = term.arguments
        if kind.match(DEVOURED, 1) or kind.match(DEVOURED_PT, 3):
            members = kind.arguments[0]
            while members.match("s", 2):
                out.append(_text(members.arguments[0]))
                members = members.arguments[1]
        if kind.match(DEVOURED_PT, 3):
            totals = [kind.arguments[1].number, kind.arguments[2].number]
    return sorted(out), totals


def _form(term: clingo.Symbol) -> dict[str, int] | None:
    """The form chosen in a choices' bag, form(K, P, T) (choose(form(K, P, T)): "it becomes your choice of a 3/3
    creature, a 2/2 creature with flying, ...", CR 614.12a): its number among the card's forms, its power and toughness."""
    while term.type == clingo.SymbolType.Function and term.name == "c":
        kind, _n, term = term.arguments
        if kind.match(FORM, 3):
            number, power, toughness = (a.number for a in kind.arguments)
            return {"number": number, "power": power, "toughness": toughness}
    return None


def _bag(term: clingo.Symbol) -> list[tuple[str, int]]:
    """The (kind, number) pairs of a bag of rules/replacement/enter.lp: nil or c(Kind, N, Rest)."""
    out = []
    while term.type == clingo.SymbolType.Function and term.name == "c":
        kind, n, term = term.arguments
        out.append((str(kind), n.number))
    return out


def _decode(answer, rows: dict[str, list[tuple]], targets_of: Callable[[dict], list[tuple]], kind: str, label: Code,
            notes: list[Said], tree: bool | None, tree_limit: int, rerun: Callable[[], tuple] | None, *,
            recipient: str | None = None, empty_result: dict | None = None,
            counter_kind: str | None = None) -> Orderings:
    # The graph of a large exploration is hundreds of thousands of tuples and frozen dataclasses without cycles:
    # with the cyclic garbage collector running, their making sets off full collections of the whole heap (a fifth
    # of the CPU of an event with 77,285 points and 12,373 outcomes: docs/performance.md, issue 31, round 12).
    with acyclic():
        return _decode_rows(answer, rows, targets_of, kind, label, notes, tree, tree_limit, rerun, recipient=recipient,
                            empty_result=empty_result, counter_kind=counter_kind)


def _decode_rows(answer, rows: dict[str, list[tuple]], targets_of: Callable[[dict], list[tuple]], kind: str,
                 label: Code, notes: list[Said], tree: bool | None, tree_limit: int, rerun: Callable[[], tuple] | None,
                 *, recipient: str | None = None, empty_result: dict | None = None,
                 counter_kind: str | None = None) -> Orderings:
    given = list(notes)  # the notes before this answer's: what a rerun starts from
    members = class_members(rows["member"])
    if rows["block_length"] and rerun is not None and tree is not False:
        # The exploration took blocks of commuting effects one after the other (rules/replacement/commuting.lp): the
        # counts are exact, but the tree of choices is the tree of every order, and its size is reported
        # even when it is not decoded (tree_size): unless tree=False, every order is explored.
        answer, rows = rerun()
        return _decode_rows(answer, rows, targets_of, kind, label, notes, tree, tree_limit, None, recipient=recipient,
                            empty_result=empty_result, counter_kind=counter_kind)
    # Slots of alike classes (rules/replacement/merge_alike.lp): per exploration's number, class index → (the slot's
    # least class index, the class's size, its base in the packed counter).
    slots: dict[int, dict[int, tuple[int, int, int]]] = defaultdict(dict)
    for i, ci, li, k, b in rows.get("merged", []):
        slots[i][ci] = (li, k, b)
    targets = targets_of(rows)
    texts = {c: t for c, t in rows["effect_text"]}
    choosing: dict[tuple, list[str]] = defaultdict(list)
    for c, opt, k in sorted(rows["effect_chooses"], key=str):
        choosing[(c, str(opt))].append(str(k).replace("_", " "))
    categories = {c: rule for c, _k, rule in rows["category"]}
    decline_rule = next((rule for (rule,) in rows["decline_rule"]), "614.5")
    keys = {i: x for i, x in rows["key"]}
    classes = {(i, ci): c for i, ci, c in rows["class_at"]}
    # Grouped by the exploration's number, then keyed by its term (hashing a clingo.Symbol is a call into clingo).
    by_number: dict[int, list[tuple]] = defaultdict(list)
    for i, st, s, ci, opt, st2, s2, k in rows["step"]:
        by_number[i].append((st, s, classes[(i, ci)], opt, st2, s2, k))
    steps: dict[clingo.Symbol, list[tuple]] = {keys[i]: found for i, found in by_number.items()}
    terminals: dict[clingo.Symbol, list[tuple]] = defaultdict(list)
    for i, st, s in rows["terminal"]:
        terminals[keys[i]].append((st, s))
    # CR 702.164c: the poison counters toxic gives besides, in the states where damage is dealt (toxic_poison/3).
    toxic = {(keys[i], st): t for i, st, t in rows.get("toxic", [])}
    blocks: dict[clingo.Symbol, list[tuple]] = defaultdict(list)
    for i, s, p, length in rows["block_length"]:
        blocks[keys[i]].append((s, p, length))
    choosers = {ev: pl for ev, pl in rows["chooser"]}
    # Events that could not be explored (too many distinct effects) have no graph to decode.
    unexplored = {ev for ev, why in rows["incomplete"] if isinstance(why, clingo.Symbol) and why.name == "too_many_effects"}
    complete = answer.complete
    if not answer.complete:
        notes.append(answer.message)
    unfinished = incomplete_notes(rows.get("incomplete", []), rows.get("why", []))
    if unfinished:
        complete = False
        notes.extend(unfinished)
    several = len(targets) > 1
    totals: dict[tuple, list] = {}
    points: list[Point] = []
    roots: list[int] = []
    chooser = None
    graphs: list[tuple[EventGraph, Callable[[clingo.Symbol], dict]]] = []
    order_matters = choice_matters = False
    witnesses: list[OrderingWitness] = []
    numbers = {x: i for i, x in keys.items()}
    # The merged graphs (by their place in `graphs`): their slots and their exploration's classes by index.
    unmerged: dict[int, tuple[dict[int, tuple[int, int, int]], dict[int, clingo.Symbol]]] = {}
    sizes: list[int] = []  # each graph's number of points unmerged (the tree of choices: tree_size)
    for ev, x, start in sorted(targets, key=lambda t: str(t[2])):
        chooser = choosers.get(ev, chooser)
        if ev in unexplored:
            continue
        graph = build_graph(start, steps.get(x, []), terminals.get(x, []), blocks.get(x, []))
        slot = slots.get(numbers.get(x, -1))
        if slot and rerun is not None and (hidden_choices(graph) or enumerates_choices(graph)):
            # A step that chooses as it applies (hidden in the graph), or a class with two options: the commutation's
            # analysis then reads which effects a point offers, or searches the graph under each choice, and the
            # merged graph doesn't give the unmerged answers there: the exploration is made unmerged (every order).
            answer, rows = rerun()
            return _decode_rows(answer, rows, targets_of, kind, label, given, tree, tree_limit, None,
                                recipient=recipient, empty_result=empty_result, counter_kind=counter_kind)
        sizes.append(_unmerged_points(graph, slot) if slot else len(graph.nodes_in_order()))

        def result(state: clingo.Symbol, start: clingo.Symbol = start, x: clingo.Symbol = x) -> dict:
            found = result_of(kind, state, recipient, counter_kind)
            if (x, state) in toxic:
                found["toxic_poison"] = toxic[(x, state)]
            if several:
                found["choice"] = mana_letters(start)
            return found

        for found in outcomes(graph, members):
            res = result(found.state)
            entry = totals.setdefault(_key(res), [res, 0, found.example])
            entry[1] += found.orders
        graphs.append((graph, result))
        if slot:
            unmerged[len(graphs) - 1] = (slot, {ci: c for (i, ci), c in classes.items() if i == numbers[x]})
        # CR 616.1: order against choices, on this event's graph (queries/commutation.py).
        # (The counters events' kinds may merge alike classes: their witnesses are the paths of first predecessors.)
        analysis = analyse(graph, members, first=kind == "counters" or bool(slot))
        order_matters = order_matters or analysis.order_matters
        choice_matters = choice_matters or analysis.choice_matters
        if not analysis.complete:
            notes.append(Code("untold_note", analysis.why.term if analysis.why else NONE))
        for w in (analysis.order_witness, analysis.choice_witness):
            if not analysis.complete:
                break
            if w is not None and not any(x.kind == w.kind for x in witnesses):
                witnesses.append(OrderingWitness(w.kind, w.first.steps, result(state_symbol(w.first.state)),
                                                 w.second.steps, result(state_symbol(w.second.state))))
    size = sum(sizes)
    if tree or (tree is None and size <= tree_limit):
        for n, (graph, to_result) in enumerate(graphs):
            if n in unmerged:  # the tree of choices names every point and every effect: the unmerged graph
                graph = _unmerge(graph, *unmerged[n])
            roots.append(len(points))
            points.extend(_points(graph, len(points), to_result, members, texts, categories, decline_rule, choosing))
    elif size:
        notes.append(Code("tree_size", clingo.Function("tree_size", [clingo.Number(size)])))
    if empty_result is not None:
        totals.setdefault(_key(empty_result), [empty_result, 1, ()])
    outs = tuple(OrderingOutcome(res, count, tuple(a.source for a in example), tuple(example))
                 for res, count, example in sorted(totals.values(), key=lambda v: _sort_key(kind, v[0])))
    return Orderings(event=label, kind=kind, chooser=chooser, order_matters=order_matters,
                     choice_matters=choice_matters, witnesses=tuple(witnesses),
                     orders=sum(o.orders for o in outs), outcomes=outs, points=tuple(points), roots=tuple(roots),
                     complete=complete, notes=tuple(notes), tree_size=size)


def _spreads(classes: list[tuple[int, int, int]], total: int) -> list[list[int]]:
    """Every way of using `total` effects of a slot's classes ((index, size, base) each): how many of each."""
    if not classes:
        return [[]] if total == 0 else []
    (_ci, k, _b), rest = classes[0], classes[1:]
    return [[u, *more] for u in range(min(k, total) + 1) for more in _spreads(rest, total - u)]


def _unmerge(graph: EventGraph, slot: dict[int, tuple[int, int, int]], classes: dict[int, clingo.Symbol]) -> EventGraph:
    """The unmerged exploration's graph, made from the merged one (rules/replacement/merge_alike.lp): a merged point
    stands for every spread of its slots' counts over their classes (alike on every state: the same states, steps
    and options), and a step of a slot from it is, from each of those points, a step of each class of the slot with
    unused effects (choices: that class's unused effects). The same points, steps and terminals as the exploration
    made unmerged (tests/queries/test_merge_alike.py compares the trees); for the tree of choices."""
    groups: dict[int, list[tuple[int, int, int]]] = defaultdict(list)  # slot → its classes (index, size, base)
    for ci, (li, k, b) in sorted(slot.items()):
        groups[li].append((ci, k, b))
    of_text = {str(classes[ci]): li for ci, (li, _k, _b) in slot.items()}
    texts = {ci: str(classes[ci]) for ci in slot}

    def points(s: int) -> list[int]:
        """The unmerged counters a merged point's counter `s` stands for."""
        out = [s]
        for members in groups.values():
            used = [(s // b) % (k + 1) for _ci, k, b in members]
            canonical = sum(u * b for u, (_ci, _k, b) in zip(used, members))
            out = [t - canonical + sum(u * b for u, (_ci, _k, b) in zip(spread, members))
                   for t in out for spread in _spreads(members, sum(used))]
        return out

    expanded: dict[int, list[int]] = {}
    edges: dict[Node, list[Edge]] = {}
    for (st, s), out in graph.edges.items():
        for t in expanded.setdefault(s, points(s)):
            made: list[Edge] = []
            for edge in out:
                slot_of = of_text.get(edge.class_text or str(edge.effect_class))
                if slot_of is None:
                    made.append(Edge(edge.effect_class, edge.option, (edge.target[0], t + edge.target[1] - s),
                                     edge.choices, edge.class_text, edge.option_text))
                    continue
                for ci, k, b in groups[slot_of]:
                    used = (t // b) % (k + 1)
                    if used < k:
                        made.append(Edge(classes[ci], edge.option, (edge.target[0], t + b), k - used, texts[ci],
                                         edge.option_text))
            made.sort(key=lambda e: (e.class_text, e.option_text, e.target[1]))
            edges[(st, t)] = made
    terminals = {(st, t) for st, s in graph.terminals for t in expanded.setdefault(s, points(s))}
    return EventGraph(graph.start, edges, terminals, dict(graph.interleavings))


def _unmerged_points(graph: EventGraph, slot: dict[int, tuple[int, int, int]]) -> int:
    """The number of points of the unmerged exploration that the merged graph's points stand for: a point whose slot
    g has used c_g effects stands for every way of spreading c_g over the slot's classes (each class at most its
    size), the classes being alike on every state (rules/replacement/merge_alike.lp)."""
    members: dict[int, list[tuple[int, int]]] = defaultdict(list)  # slot → (size, base) of its classes
    for _ci, (li, k, b) in sorted(slot.items()):
        members[li].append((k, b))
    spreads: dict[int, list[int]] = {}  # slot → the number of spreads of c effects, by c
    for li, classes in members.items():
        ways = [1]
        for k, _b in classes:  # the coefficients of the product of (1 + t + ... + t^k)
            nxt = [0] * (len(ways) + k)
            for c, w in enumerate(ways):
                for u in range(k + 1):
                    nxt[c + u] += w
            ways = nxt
        spreads[li] = ways
    by_counter: dict[int, int] = {}  # (points of one state share their counters: each counter's product once)
    total = 0
    for _st, s in graph.nodes_in_order():
        points = by_counter.get(s)
        if points is None:
            points = 1
            for li, classes in members.items():
                points *= spreads[li][sum((s // b) % (k + 1) for k, b in classes)]
            by_counter[s] = points
        total += points
    return total


def _points(graph: EventGraph, offset: int, result, members, texts, categories, decline_rule: str,
            choosing: dict | None = None) -> list[Point]:
    order = graph.nodes_in_order()
    index = {node: offset + i for i, node in enumerate(order)}
    to = graph.path_counts()
    rest = graph.paths_to_end()
    depth = {graph.start: 0}
    for node in order:
        for edge in graph.edges.get(node, ()):
            depth.setdefault(edge.target, depth.get(node, 0) + 1)
    about: dict[tuple, tuple] = {}  # (class, option) as text -> the fields of Choice that depend on nothing else
    results: dict[str, dict] = {}
    out = []
    for node in order:
        choices = []
        for edge in graph.edges.get(node, ()):
            key = edge.key()
            if key not in about:
                cls = edge.effect_class
                card = cls.arguments[0]
                option = _text(edge.option)
                rule = Code("decline", rule=decline_rule) if option == "decline" else Code("category", rule=categories[cls])
                chosen = (choosing or {}).get((cls, str(edge.option)))
                before = tuple(chosen) if chosen and option != "decline" else ()
                about[key] = (origin_card(card),
                              cls.arguments[1].number, texts.get(cls, ""), tuple(members.get(cls, ())), option, rule,
                              before)
            card, ability, text, sources, option, rule, before = about[key]
            choices.append(Choice(card, ability, text, sources, edge.choices, option, rule, index[edge.target], before))
        if node[0] not in results:
            results[node[0]] = result(state_symbol(node[0]))
        out.append(Point(index=index[node], result=dict(results[node[0]]), depth=depth.get(node, 0),
                         orders_to=to.get(node, 0), orders_from=rest.get(node, 0),
                         final=node in graph.terminals, choices=tuple(choices)))
    return out


def _text(value) -> str:
    if isinstance(value, clingo.Symbol) and value.type == clingo.SymbolType.String:
        return value.string
    return str(value)


def _key(result: dict) -> tuple:
    return tuple(sorted((k, str(v)) for k, v in result.items()))


def _sort_key(kind: str, result: dict) -> tuple:
    if kind == "mana":
        return (result.get("choice", ""), *mana_key(result["mana"]))
    if kind == "enter":
        return (result["tapped"], result["counters"], result["copy"], result.get("copy_of") or "", result.get("copy_except", ""),
                result.get("controller", ""), result.get("transformed", False),
                sorted(result.get("counters_by_kind", {}).items()), result.get("choices", []), result.get("life_paid", 0),
                result.get("life_lost", 0),
                result.get("devoured", 0), result.get("devoured_objects", []), result.get("power_toughness", []),
                sorted(result.get("form", {}).items()), result.get("sacrificed", 0),
                result.get("discarded", 0), result.get("returned", 0), result.get("milled", 0),
                result.get("counters_removed", 0),
                result.get("to_graveyard", False), result.get("to_exile", False), result.get("to_library", False))
    if kind == "counters":
        return (result["counters"],)
    on = result.get("counters_on")
    return (result["damage"], result["prevented"], result["counters"], result.get("dealt_as_counters", 0),
            result.get("counters_removed", 0), (on["object"], on["kind"], on["counters"]) if on else ("", "", 0),
            sorted((k, str(v)) for k, v in result.get("instead", {}).items()))


def _same(symbol, orig) -> bool:
    """Two origins of abilities, each a decoded argument (str for a string term) or a clingo.Symbol."""
    return _origin(symbol) == _origin(orig)


def _origin(value) -> tuple[str, str]:
    if isinstance(value, str):
        return ("string", value)
    if value.type == clingo.SymbolType.String:
        return ("string", value.string)
    return ("term", str(value))


def _check_player(board: Board, player: str, option: str) -> None:
    if player not in board.players:
        raise BoardError(f"{option}: unknown player {player!r}{did_you_mean(player, list(board.players))}", board.source)
