"""Adding up the maximal results of independent sources (queries/mana.py, when the rules derive
pools_by_sum: rules/mana/mana_independent.lp says why every such sum is a maximal pool and no other is).

Nothing here compares pools: the sums are listed once each, with the first assignment (in a fixed
order) that makes each one. Sources with the same results are interchangeable, so their assignments are
the multisets of their results (symmetry), and vectors are packed into one integer each so that adding
two pools is one addition.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import combinations_with_replacement
from math import comb

Vector = tuple[int, ...]


@dataclass(frozen=True)
class Group:
    """Interchangeable sources (sorted ids) and the vectors each of them can add (sorted)."""

    sources: tuple[str, ...]
    vectors: tuple[Vector, ...]


def groups_of(results: dict[str, list[Vector]]) -> list[Group]:
    """The sources with the same set of vectors, together; in the order of their first source."""
    by_vectors: dict[tuple[Vector, ...], list[str]] = {}
    for source in sorted(results):
        by_vectors.setdefault(tuple(sorted(set(results[source]))), []).append(source)
    return sorted((Group(tuple(s), v) for v, s in by_vectors.items()), key=lambda g: g.sources[0])


def sum_pools(groups: list[Group], limit: int | None = None) -> Iterator[tuple[Vector, tuple[tuple[int, ...], ...]]]:
    """Every distinct sum of one vector per source, once, with one assignment that makes it: for each
    group, the indices of the vectors given to its sources in order (a non-decreasing tuple). At most
    `limit` sums. Deterministic: groups, sources and vectors in sorted order."""
    if not groups:
        yield (0,) * 6, ()
        return
    width = len(groups[0].vectors[0])
    bound = sum(max(sum(v) for v in g.vectors) * len(g.sources) for g in groups)
    bits = max(bound.bit_length(), 1) + 1  # no field can carry into the next

    def pack(v: Vector) -> int:
        return sum(k << (i * bits) for i, k in enumerate(v))

    stages: list[dict[int, tuple[int, tuple[int, ...]]]] = []
    current: Iterable[int] = (0,)
    for g in groups:
        packed = [pack(v) for v in g.vectors]
        part_of: dict[int, tuple[int, ...]] = {}
        for combo in combinations_with_replacement(range(len(packed)), len(g.sources)):
            part_of.setdefault(sum(packed[i] for i in combo), combo)
        step: dict[int, tuple[int, tuple[int, ...]]] = {}
        for total in current:
            for part, combo in part_of.items():
                step.setdefault(total + part, (total, combo))
        stages.append(step)
        current = step
    mask = (1 << bits) - 1
    shifts = [i * bits for i in range(width)]
    for n, total in enumerate(current):
        if limit is not None and n >= limit:
            return
        combos = []
        at = total
        for stage in reversed(stages):
            at, combo = stage[at]
            combos.append(combo)
        combos.reverse()
        yield tuple((total >> s) & mask for s in shifts), tuple(combos)


def count_sums(groups: list[Group], cap: int) -> int | None:
    """The number of distinct sums of one vector per source, or None when it is more than `cap` (found
    without listing them: the work stops as soon as the count passes the cap)."""
    if not groups:
        return 1
    bound = 1
    for g in groups:  # the multisets of each group's vectors: an upper bound, free to compute
        bound *= comb(len(g.sources) + len(g.vectors) - 1, len(g.vectors) - 1)
    if bound <= cap:
        return _distinct(groups, cap)
    # Counting could need up to cap sums times a group's multisets: beyond this, say "more" unseen.
    if any(comb(len(g.sources) + len(g.vectors) - 1, len(g.vectors) - 1) > 4 * cap for g in groups):
        return None
    return _distinct(groups, cap)


def _distinct(groups: list[Group], cap: int) -> int | None:
    width = len(groups[0].vectors[0])
    bound = sum(max(sum(v) for v in g.vectors) * len(g.sources) for g in groups)
    bits = max(bound.bit_length(), 1) + 1

    def pack(v: Vector) -> int:
        return sum(k << (i * bits) for i, k in enumerate(v[:width]))

    current = {0}
    for g in groups:
        packed = [pack(v) for v in g.vectors]
        parts = {sum(packed[i] for i in combo)
                 for combo in combinations_with_replacement(range(len(packed)), len(g.sources))}
        step: set[int] = set()
        for total in current:
            for part in parts:
                step.add(total + part)
            if len(step) > cap:
                return None
        current = step
    return len(current)
