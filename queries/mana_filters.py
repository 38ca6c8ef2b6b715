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

When the filter's permanent may be sacrificed, what its sacrifice adds comes after the filter's activations
(gone_gain/1): each base is then a pair, the mana P the filter may change and the mana F apart, and its pools are F
plus the changes of P; a pair with more of both gives more, so the pairs the solver enumerates (maximal in both
parts) are enough, and Q is below a pool of the pair (P', F') exactly when |P'| + |F'| > |Q| and Q's lack beyond F'
fits in P': of each kept type within P''s, in all within |P'|.
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


Base = tuple[tuple[int, ...], tuple[int, ...], tuple[Activation, ...], tuple[Activation, ...]]


def expand(bases: Sequence[Base], adds: dict[str, list[tuple[FilterAbility, Activation]]],
           limit: int | None) -> tuple[list[tuple[tuple[int, ...], tuple[Activation, ...]]], bool]:
    """The maximal pools with the filters, each with one sequence. `bases`: the search's maximal answers, each the
    mana a filter may change (a vector in TYPES order), the mana apart (what the sacrifice of the filter's permanent
    adds, after the filter's activations: rules/mana/mana_sequence.lp, gone_gain/1), and the sequence before the
    filter's activations and after them (that sacrifice). `adds`: the filter types, each with the filters that add
    it (an Activation to copy, its mana and cost filled in). At most `limit` pools; the bool: all were listed."""
    free = [i for i, t in enumerate(TYPES) if t in adds]
    kept = [i for i, t in enumerate(TYPES) if t not in adds]
    if not free:
        return [(tuple(a + b for a, b in zip(k, f, strict=True)), head + tail) for k, f, head, tail in bases], True
    # A base's pools depend only on F, P's kept part and P's total: bases alike in those are one, and a base below
    # another in all three gives only pools below the other's (the same changes, the more mana kept or added).
    keys: dict[tuple[tuple[int, ...], tuple[int, ...], int], int] = {}
    for b, (changeable, apart, _, _) in enumerate(bases):
        keys.setdefault((tuple(apart), tuple(changeable[i] for i in kept), sum(changeable)), b)
    coarse = list(keys)
    bases = [bases[keys[k]] for k in coarse
             if not any(o != k and o[2] >= k[2] and all(x >= y for x, y in zip(o[0] + o[1], k[0] + k[1], strict=True))
                        for o in coarse)]
    # Each base's pools: Q >= F, Q <= F + P on the kept types, |Q| = |F| + |P|. Bases of one total share most of
    # them: each kept part is taken once, with the bases whose box holds it, and each share of the rest once.
    by_total: dict[int, dict[tuple[int, ...], list[int]]] = {}
    for b, (changeable, apart, _, _) in enumerate(bases):
        boxes = by_total.setdefault(sum(changeable) + sum(apart), {})
        for low in product(*(range(apart[i] + changeable[i], apart[i] - 1, -1) for i in kept)):
            boxes.setdefault(low, []).append(b)
    # A pool of total n is below a pool of a base with more mana exactly when its kept part is within that base's
    # box and what it lacks beyond the base's mana apart fits in the base's changeable mana.
    tops = [(sum(k) + sum(f), sum(k), tuple(f), tuple(f[i] + k[i] for i in kept)) for k, f, _, _ in bases]

    def dominated(pool: tuple[int, ...], total: int) -> bool:
        for whole, size, apart, high in tops:
            if whole > total and all(pool[i] <= h for i, h in zip(kept, high, strict=True)) \
                    and total - sum(min(q, a) for q, a in zip(pool, apart, strict=True)) <= size:
                return True
        return False

    out: list[tuple[tuple[int, ...], tuple[Activation, ...]]] = []
    for total in sorted(by_total, reverse=True):
        for low, owners in sorted(by_total[total].items(), reverse=True):
            rest = total - sum(low)
            if rest < 0:
                continue
            for share in _shares(rest, len(free)):
                q_list = [0] * len(TYPES)
                for i, k in zip(kept, low, strict=True):
                    q_list[i] = k
                for i, k in zip(free, share, strict=True):
                    q_list[i] = k
                q = tuple(q_list)
                owner = next((b for b in owners if all(q[i] >= bases[b][1][i] for i in free)), None)
                if owner is None or dominated(q, total):
                    continue
                if limit is not None and len(out) >= limit:
                    return out, False
                changeable, apart, head, tail = bases[owner]
                changed = tuple(x - a for x, a in zip(q, apart, strict=True))
                out.append((q, head + _changes(changeable, changed, adds) + tail))
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
