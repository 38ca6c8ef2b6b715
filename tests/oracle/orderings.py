"""The orders of replacement effects on one event (CR 616.1), by permutations (mana and damage) and by walking
every legal sequence of choices (entering, where copy effects come first: CR 616.1c).

For every permutation of the effects it applies, at each step, the first effect of the permutation that is
unused and applies now (CR 616.1f, 614.5), each of its options in turn; the distinct sequences obtained are
exactly the legal orders (any legal order is the prefix of some permutation), so counting them per final
state gives the number of orders of each outcome. The effects come from the card model (cards.py) of the
objects on the board.

    tap(board, "land")                                 # Counter {mana: orders}
    enter(board, "Walking Ballista", "alice", x=2, cast=True)
                                                       # Counter {(tapped, +1/+1, other counters, choices,
                                                       #          copied card): orders}
    damage(board, "bolt", "alice", 3)                  # Counter {(damage, prevented, +1/+1 counters): orders}
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from itertools import permutations

from .board import Board
from .cards import CARDS, Card, counters_result, damage_applies, damage_result, enters_applies, mana_replacement_options
from .produce import abilities, choices, could_for

State = object


@dataclass(frozen=True)
class Effect:
    name: str
    options: Callable[[State], list]  # the states it could lead to from this one; [] when it doesn't apply
    copy: bool = False  # a copy effect: applied before the others that apply (CR 616.1c)


def brute_force(start: State, effects: list[Effect]) -> Counter:
    """{final state: number of distinct orders}, by trying every permutation of the effects."""
    finals: dict[tuple, State] = {}

    def walk(perm: tuple, state: State, used: frozenset, sequence: tuple) -> None:
        for i in perm:
            if i not in used and (found := effects[i].options(state)):
                for k, new in enumerate(found):
                    walk(perm, new, used | {i}, (*sequence, (i, k)))
                return
        finals[sequence] = state

    for perm in permutations(range(len(effects))):
        walk(perm, start, frozenset(), ())
    return Counter(finals.values())


# --- tapping a permanent for mana: the state is the mana -------------------------------------------

def tap(board: Board, permanent_id: str, ability: int = 1) -> Counter:
    """The orders of the mana replacement effects when `permanent_id` is tapped for mana by its mana ability
    number `ability` (among its mana abilities), whose one choice is the start (e.g. a Forest's {G})."""
    source = board.get(permanent_id)
    chosen = abilities(source)[ability - 1]
    (start,) = choices(board, source, chosen, could_for(board, chosen))
    effects = [Effect(o.card.name, lambda mana, o=o: mana_replacement_options(
        o.controller, o.card.mana_replacement, source, chosen, mana)) for o in board.objects if o.card.mana_replacement]
    return brute_force(start, effects)


# --- entering: the state is (tapped, +1/+1 counters, other counters, choices, copied card) ------------
# Other counters: sorted ((kind, number), ...); choices: the sorted kinds of the choices made (CR 614.12a);
# copied card: the name of the card the permanent enters as a copy of, "" if none (CR 707.5).
ENTER_START = (0, 0, (), (), "")


def every_order(start: State, effects: list[Effect]) -> Counter:
    """{final state: number of distinct orders}, by walking every legal sequence of choices: at each step each
    unused effect that applies now (CR 616.1f), only the copy effects while one of them applies (CR 616.1c), each
    with each of its options. The same count as brute_force (test_oracle checks both agree), without trying the
    permutations of effects that never apply (an entering permanent meets many: one set per card it could copy)."""
    out: Counter = Counter()

    def walk(state: State, used: frozenset) -> None:
        applying = [(i, found) for i, e in enumerate(effects) if i not in used and (found := e.options(state))]
        if any(effects[i].copy for i, _ in applying):
            applying = [(i, found) for i, found in applying if effects[i].copy]
        if not applying:
            out[state] += 1
        for i, found in applying:
            for new in found:
                walk(new, used | {i})

    walk(start, frozenset())
    return out


def _with(kinds: tuple, kind: str, n: int) -> tuple:
    bag = dict(kinds)
    if n:
        bag[kind] = bag.get(kind, 0) + n
    return tuple(sorted(bag.items()))


def _part(state: tuple, part: tuple, x: int, kicked: int) -> tuple:
    tapped, p1p1, others, chosen, copied = state
    if part[0] == "tapped":
        return (1, p1p1, others, chosen, copied)
    if part[0] == "choose":
        return (tapped, p1p1, others, tuple(sorted((*chosen, part[1]))), copied)
    _, kind, n = part
    n = x if n == "X" else kicked if n == "kicked" else n
    if kind == "p1p1":
        return (tapped, p1p1 + n, others, chosen, copied)
    return (tapped, p1p1, _with(others, kind, n), chosen, copied)


def _apply_parts(state: tuple, parts: tuple, x: int, kicked: int) -> tuple:
    for part in parts:
        state = _part(state, part, x, kicked)
    return state


def enter(board: Board, card: str, controller: str, x: int | None = None, cast: bool = False,
          kicked: int | None = None) -> Counter:
    """The orders of the effects on `card` entering under `controller`: its own "enters ..." effects (with X and
    the times it was kicked only if it was cast: CR 107.3m, 702.33d; X only if its mana cost has {X}: a copied
    card's X is 0, Clone ruling 2009-10-01), those of the permanents on the board, and the copy effects (CR 707.5:
    a copy has the copied card's "enters ..." effects, and loses its own; CR 616.1c: copy effects first)."""
    entering = CARDS[card.casefold()]
    x_value = (x or 0) if cast and "{X}" in entering.cost else 0
    kicks = (kicked or 0) if cast else 0
    creatures = sorted({o.card.name for o in board.permanents if o.is_creature()})  # what a Clone may copy

    def form(state: tuple) -> Card:
        """What the permanent would be as it is now: the card it copies, else its own card."""
        return CARDS[state[4].casefold()] if state[4] else entering

    def own_effects(c: Card, copied: str) -> list[Effect]:
        """The "this enters ..." effects of `c`; they exist while the permanent is `c` (its own card if `copied`
        is "", else a copy of `copied`): a copied card's are new effects, the entering card's are gone."""
        now = lambda s, copied=copied: s[4] == copied  # noqa: E731
        effects = [Effect(c.name, lambda s, parts=e.does, now=now: [_apply_parts(s, parts, x_value, kicks)]
                          if now(s) else []) for e in c.enters if e.own]
        if c.copy and c.copy.own:
            # "You may have this enter as a copy of any creature on the battlefield": one option per card name,
            # and declining if "may"; nothing to copy, no effect.
            effects.append(Effect(c.name, lambda s, may=c.copy.may, now=now: (
                [(*s[:4], name) for name in creatures] + ([s] if may else [])) if now(s) and creatures else [],
                copy=True))
        return effects

    effects = own_effects(entering, "")
    for name in sorted({*creatures, *(o.card.name for o in board.permanents if o.card.copy)}):
        effects += own_effects(CARDS[name.casefold()], name)
    for o in board.permanents:
        for e in o.card.enters:
            effects.append(Effect(o.card.name, lambda s, e=e, o=o: [_apply_parts(s, e.does, x_value, kicks)]
                                  if enters_applies(e, o.controller, form(s), controller) else []))
        if o.card.counters_replacement and o.controller == controller:
            effects.append(Effect(o.card.name, lambda s, r=o.card.counters_replacement: [
                (s[0], counters_result(r, s[1]), *s[2:])] if s[1] > 0 and "creature" in form(s).types else []))
        if o.card.copy and not o.card.copy.own:
            # "Creatures you control enter as a copy of this creature."
            effects.append(Effect(o.card.name, lambda s, o=o: [(*s[:4], o.card.name)]
                                  if enters_applies(o.card.copy, o.controller, form(s), controller) else [], copy=True))
    return every_order(ENTER_START, effects)


# --- damage: the state is (damage, prevented, +1/+1 counters) ------------------------------------------

def damage(board: Board, source_id: str, target: str, amount: int) -> Counter:
    """The orders of the replacement and prevention effects on `amount` damage from `source_id` to `target` (a
    player or a permanent's id). No damage is no event to replace or prevent (CR 614.7a)."""
    source = board.get(source_id)
    is_player = target in board.players
    victim = target if is_player else board.get(target)
    victim_controller = target if is_player else victim.controller
    effects = []
    for o in board.objects:
        if o.id == source_id:
            continue
        d = o.card.damage_replacement
        if d and damage_applies(d, o, source, victim, victim_controller):
            effects.append(Effect(o.card.name, lambda s, d=d: [damage_result(d, s)] if s[0] > 0 else []))
        if o.card.counters_replacement and not is_player and victim.is_creature() and victim_controller == o.controller:
            effects.append(Effect(o.card.name, lambda s, r=o.card.counters_replacement: [
                (s[0], s[1], counters_result(r, s[2]))] if s[2] > 0 else []))
    return brute_force((amount, 0, 0), effects)
