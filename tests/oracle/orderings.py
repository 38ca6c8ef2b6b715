"""The orders of replacement effects on one event (CR 616.1), by permutations.

For every permutation of the effects it applies, at each step, the first effect of the permutation that is
unused and applies now (CR 616.1f, 614.5), each of its options in turn; the distinct sequences obtained are
exactly the legal orders (any legal order is the prefix of some permutation), so counting them per final
state gives the number of orders of each outcome. The effects come from the card model (cards.py) of the
objects on the board.

    tap(board, "land")                                 # Counter {mana: orders}
    enter(board, "Walking Ballista", "alice", x=2, cast=True)
                                                       # Counter {(tapped, +1/+1, other counters, choices): orders}
    damage(board, "bolt", "alice", 3)                  # Counter {(damage, prevented, +1/+1 counters): orders}
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from itertools import permutations

from .board import Board
from .cards import CARDS, counters_result, damage_applies, damage_result, enters_applies, mana_replacement_options
from .produce import abilities, choices, could_for

State = object


@dataclass(frozen=True)
class Effect:
    name: str
    options: Callable[[State], list]  # the states it could lead to from this one; [] when it doesn't apply


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


# --- entering: the state is (tapped, +1/+1 counters, other counters, choices) ------------------------
# Other counters: sorted ((kind, number), ...); choices: the sorted kinds of the choices made (CR 614.12a).
ENTER_START = (0, 0, (), ())


def _with(kinds: tuple, kind: str, n: int) -> tuple:
    bag = dict(kinds)
    if n:
        bag[kind] = bag.get(kind, 0) + n
    return tuple(sorted(bag.items()))


def _part(state: tuple, part: tuple, x: int, kicked: int) -> tuple:
    tapped, p1p1, others, chosen = state
    if part[0] == "tapped":
        return (1, p1p1, others, chosen)
    if part[0] == "choose":
        return (tapped, p1p1, others, tuple(sorted((*chosen, part[1]))))
    _, kind, n = part
    n = x if n == "X" else kicked if n == "kicked" else n
    if kind == "p1p1":
        return (tapped, p1p1 + n, others, chosen)
    return (tapped, p1p1, _with(others, kind, n), chosen)


def enter(board: Board, card: str, controller: str, x: int | None = None, cast: bool = False,
          kicked: int | None = None) -> Counter:
    """The orders of the effects on `card` entering under `controller`: its own "enters ..." effect (with X and
    the times it was kicked only if it was cast: CR 107.3m, 702.33d) and those of the permanents on the board."""
    entering = CARDS[card.casefold()]
    x_value = (x or 0) if cast else 0
    kicks = (kicked or 0) if cast else 0
    effects = []
    if entering.enters and entering.enters.own:
        effects.append(Effect(entering.name, lambda s, parts=entering.enters.does: [
            _apply_parts(s, parts, x_value, kicks)]))
    for o in board.permanents:
        e = o.card.enters
        if e and enters_applies(e, o.controller, entering, controller):
            effects.append(Effect(o.card.name, lambda s, parts=e.does: [_apply_parts(s, parts, x_value, kicks)]))
        if o.card.counters_replacement and "creature" in entering.types and o.controller == controller:
            effects.append(Effect(o.card.name, lambda s, r=o.card.counters_replacement: [
                (s[0], counters_result(r, s[1]), s[2], s[3])] if s[1] > 0 else []))
    return brute_force(ENTER_START, effects)


def _apply_parts(state: tuple, parts: tuple, x: int, kicked: int) -> tuple:
    for part in parts:
        state = _part(state, part, x, kicked)
    return state


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
