"""Could produce (CR 106.7) and the results of tapping a permanent for mana under every order of
replacement effects (CR 614-616), by trying every order literally, one effect after another, by recursion.

Conventions shared with the engine's documented contract (issue 2):
- An ability's outcomes are counted over its choices (each distinct mana before replacement effects: a
  color, a combination, a value of X) and over every complete sequence of applied replacement effects (an
  effect with several options, Reality Twist on a Forest Plains, counts each option).
- An ability that would produce no mana (no type can be defined, CR 106.5; or an amount of 0) produces no
  mana-production event: its only outcome is "" (no mana), once.
- Calciform Pools' X ability is tried with X from 0 to max(storage counters, 3).
- Mana abilities are listed with the intrinsic ones (from basic land types, CR 305.6, in alphabetical order
  of the type) first, then the printed ones in Oracle order.
"""
from __future__ import annotations

from collections import Counter

from .board import Board, Obj
from .cards import COLORS, ORDER, ManaAbility, intrinsic, mana_replacement_options, norm


def abilities(o: Obj) -> list[ManaAbility]:
    """Mana abilities: intrinsic ones first (alphabetical by land type), then the printed ones."""
    return intrinsic(o.card) + list(o.card.abilities)


def replacement_effects(board: Board) -> list[Obj]:
    return [o for o in board.objects if o.card.mana_replacement]


def all_results(board: Board, source: Obj, ability: ManaAbility, mana: str) -> Counter:
    """Every complete sequence of replacement effects applied to the event: a Counter {final mana: number of
    sequences}. Each effect applies at most once (CR 614.5); after each one the set of applicable effects is
    checked again (CR 616.1f); the sequence ends when none applies."""
    effects = replacement_effects(board)
    results: Counter = Counter()

    def walk(current: str, applied: frozenset) -> None:
        progressed = False
        for i, effect in enumerate(effects):
            if i in applied:
                continue
            for new in mana_replacement_options(effect.controller, effect.card.mana_replacement, source, ability,
                                                current):
                progressed = True
                walk(new, applied | {i})
        if not progressed:
            results[current] += 1

    walk(norm(mana), frozenset())
    return results


def choices(board: Board, source: Obj, ability: ManaAbility, could: dict) -> set[str]:
    """The distinct mana the ability could add before replacement effects ("" = no mana)."""
    me = source.controller
    if ability.kind == "fixed":
        return {ability.arg[0]}
    if ability.kind == "any_color":
        return set(COLORS)
    if ability.kind == "for_each_creature":
        n = sum(1 for o in board.permanents if o.controller == me and o.is_creature())
        return {ability.arg[0] * n}
    if ability.kind == "color_of_permanent":
        colors: set[str] = set()
        for o in board.permanents:
            if o.controller == me:
                colors |= o.card.colors
        return colors or {""}
    if ability.kind == "reflect":
        whose, what, kind = ability.arg
        owners = [me] if whose == "you" else board.opponents(me)
        found: set[str] = set()
        for o in board.permanents:
            if o.controller in owners and o.is_land() and (what == "land" or "basic" in o.card.supertypes):
                found |= set(could[o.id])
        if kind == "color":
            found &= set(COLORS)
        return found or {""}
    if ability.kind == "x_combination":
        letters, counter = ability.arg
        top = max(int(source.counters.get(counter, 0)), 3)
        out = set()
        for x in range(top + 1):
            for k in range(x + 1):  # k of the first letter, x - k of the second
                out.add(norm(letters[0] * k + letters[1] * (x - k)))
        return out
    raise ValueError(ability.kind)


def could_for(board: Board, ability: ManaAbility) -> dict:
    """What every permanent could produce, when the ability reflects it (else nothing is computed)."""
    return {k: set(v) for k, v in could_produce(board).items()} if ability.kind == "reflect" else {}


def ability_outcomes(board: Board, source: Obj, ability: ManaAbility, could: dict) -> Counter:
    total: Counter = Counter()
    for mana in choices(board, source, ability, could):
        if not mana:
            total[""] += 1  # no mana: no event, nothing to replace
            continue
        total.update(all_results(board, source, ability, mana))
    return total


def could_produce(board: Board) -> dict:
    """CR 106.7, least fixpoint: start from nothing, recompute everyone from the current sets until nothing
    changes. {id: ("W", "G", ...)} in WUBRGC order."""
    could: dict = {o.id: set() for o in board.permanents}
    while True:
        new = {}
        for o in board.permanents:
            types: set[str] = set()
            for ability in abilities(o):
                for mana in ability_outcomes(board, o, ability, could):
                    types |= set(mana)
            new[o.id] = types
        if new == could:
            break
        could = new
    return {k: tuple(t for t in ORDER if t in v) for k, v in could.items()}


def produce(board: Board, permanent_id: str) -> list:
    """Per mana ability of the permanent (intrinsic first, then printed order): a dict {mana letters in WUBRGC
    order: number of (choice, order) sequences leading to it}."""
    could = {k: set(v) for k, v in could_produce(board).items()}
    source = next(o for o in board.permanents if o.id == permanent_id)
    return [dict(ability_outcomes(board, source, ability, could)) for ability in abilities(source)]
