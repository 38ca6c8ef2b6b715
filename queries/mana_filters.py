"""The pools of filters left out of the search (filter_expanded/1, rules/mana/mana_sequence.lp).

A filter activated last ("{1}: Add {R} or {W}", CR 107.4b: its {1} takes any type) changes one mana of the pool the
other activations left into one of its types; the rules derived that nothing after it reads what it added, that its
limit is at least the mana the others add, and which types each filter adds (fixed_filter/2 of queries/mana_fixed.lp).
So the pools with filters, from one pool P of the other activations, are exactly the pools Q of the same total whose
mana of each type no filter adds (a "kept" type) is at most P's; the filters' types share the rest in any way. The
rules decide what a filter does; this module only counts the ways to share mana among types (as queries/mana_sum.py
adds sums), and keeps the maximal pools:

- a smaller P gives only smaller pools (the same changes, and the mana P lacks), so the maximal P the solver
  enumerates are enough;
- a Q of total n from P is strictly below a pool Q' only if |Q'| > n, and Q' can be made (from some maximal P') with
  Q' >= Q exactly when |P'| > n and P' has at least Q's mana of each kept type: then every filter type can take the
  rest. So Q is maximal exactly when no maximal P' is larger and holds Q's kept mana.
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import product

from .mana_results import LETTERS, TYPES, Activation

FilterAbility = tuple[str, str, int]  # (permanent, card or origin, ability number) as the rules name it


def _shares(total: int, parts: int) -> Iterator[tuple[int, ...]]:
    """Every way to share `total` mana among `parts` types (compositions, parts >= 1)."""
    if parts == 1:
        yield (total,)
        return
    for first in range(total, -1, -1):
        for rest in _shares(total - first, parts - 1):
            yield (first, *rest)


def expand(bases: Sequence[tuple[tuple[int, ...], tuple[Activation, ...]]],
           adds: dict[str, list[tuple[FilterAbility, Activation]]],
           limit: int | None) -> tuple[list[tuple[tuple[int, ...], tuple[Activation, ...]]], bool]:
    """The maximal pools with the filters, each with one sequence: `bases` the maximal pools (vectors in TYPES
    order) of the other activations with a sequence each; `adds` the filter types, each with one filter that adds it
    (an Activation to copy, its mana and cost filled in). At most `limit` pools; the bool: all were listed."""
    free = [i for i, t in enumerate(TYPES) if t in adds]
    kept = [i for i, t in enumerate(TYPES) if t not in adds]
    if not free:
        return list(bases), True
    # The largest total among the bases holding at least a given kept vector decides whether a pool is maximal.
    tops = [(tuple(v[i] for i in kept), sum(v)) for v, _ in bases]

    def dominated(low: tuple[int, ...], total: int) -> bool:
        return any(n > total and all(a >= b for a, b in zip(k, low, strict=True)) for k, n in tops)

    seen: set[tuple[int, ...]] = set()
    out: list[tuple[tuple[int, ...], tuple[Activation, ...]]] = []
    checked: dict[tuple[tuple[int, ...], int], bool] = {}
    for vector, sequence in sorted(bases, key=lambda b: (-sum(b[0]), b[0])):
        total = sum(vector)
        for low in product(*(range(vector[i], -1, -1) for i in kept)):
            key = (low, total)
            if key not in checked:
                checked[key] = dominated(low, total)
            if checked[key]:
                continue
            rest = total - sum(low)
            for share in _shares(rest, len(free)):
                pool = [0] * len(TYPES)
                for i, k in zip(kept, low, strict=True):
                    pool[i] = k
                for i, k in zip(free, share, strict=True):
                    pool[i] = k
                q = tuple(pool)
                if q in seen:
                    continue
                if limit is not None and len(out) >= limit:
                    return out, False
                seen.add(q)
                out.append((q, sequence + _changes(vector, q, adds)))
    return out, True


def _changes(base: tuple[int, ...], pool: tuple[int, ...],
             adds: dict[str, list[tuple[FilterAbility, Activation]]]) -> tuple[Activation, ...]:
    """The filter activations that change `base` into `pool` (same total): each mana of a type `base` has more of
    paid for one activation adding a type `pool` has more of."""
    taken = [LETTERS[i] for i in range(len(TYPES)) for _ in range(max(0, base[i] - pool[i]))]
    added = [TYPES[i] for i in range(len(TYPES)) for _ in range(max(0, pool[i] - base[i]))]
    steps = []
    for paid, t in zip(taken, added, strict=True):
        template = adds[t][0][1]
        steps.append(Activation(permanent=template.permanent, ability=template.ability, text=template.text,
                                adds=t.upper(), pays=paid))
    return tuple(steps)
