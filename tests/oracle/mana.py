"""The maximal mana pools a player can make (the `mana` question): every combination of tapping or not
tapping each of the player's sources, each tapped one for every choice of its {T} mana abilities under every
order of replacement effects (produce.py), then the triggered mana abilities that see the mana it produced
(CR 106.12a, 605.4a); the pools no other pool contains are kept.

Only abilities whose whole cost is {T} are modelled: a board with another cost to pay is refused (the
oracle says nothing rather than something wrong)."""
from __future__ import annotations

import itertools
from collections import Counter

from .board import Board, Obj
from .cards import ORDER, trigger_extras
from .produce import abilities, all_results, choices, could_for


def _add(*pools: Counter) -> Counter:
    out: Counter = Counter()
    for p in pools:
        out.update(p)
    return out


def _key(pool: Counter) -> str:
    return "".join(t * pool[t] for t in ORDER)


def _with_triggers(board: Board, land: Obj, made: Counter, tapped: bool) -> list[Counter]:
    extras = []
    for o in board.permanents:
        if o.card.mana_trigger and (found := trigger_extras(o.card.mana_trigger, o, land, made, tapped)) is not None:
            extras.append(found)
    return [_add(made, *combo) for combo in itertools.product(*extras)] if extras else [made]


def outcomes(board: Board, source: Obj) -> list[Counter]:
    """Everything tapping `source` once can add: each ability, each choice, each order, each trigger's choice."""
    out = []
    for ability in abilities(source):
        if not ability.tap or ability.extra_cost:
            raise NotImplementedError(f"{source.card.name}: the oracle models only {{T}} costs")
        for mana in choices(board, source, ability, could_for(board, ability)):
            finals = set(all_results(board, source, ability, mana)) if mana else {""}
            for final in finals:
                out.extend(_with_triggers(board, source, Counter(final), ability.tap))
    return out


def mana_pools(board: Board, player: str) -> set[str]:
    """The maximal pools `player` can make, as letters in WUBRGC order."""
    options = []
    for p in board.permanents:
        if p.controller != player or not abilities(p):
            continue
        can_tap = not p.tapped and not (p.is_creature() and p.sick)  # CR 107.5, 302.6
        options.append([Counter()] + (outcomes(board, p) if can_tap else []))
    pools = {_key(_add(*combo)) for combo in itertools.product(*options)}
    counts = {p: Counter(p) for p in pools}
    return {p for p in pools if not any(q != p and all(counts[q][t] >= counts[p][t] for t in ORDER) for q in pools)}
