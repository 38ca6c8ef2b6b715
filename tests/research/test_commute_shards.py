"""Local workers get SHARDS_PER_WORKER equal shards each (session 31, issue 27's `--workers 2` target): a shard may
hold the end of one subject and the start of the next (its parts); the cells are those of one worker."""
from __future__ import annotations

from mtgasp.research import commute as cm
from mtgasp.research.commute import Effect, commute
from mtgasp.research.shards import Sweep

EFFECTS = [Effect("Contamination", 2), Effect("Mana Reflection", 1), Effect("Reality Twist", 2),
           Effect("Pale Moon", 1), Effect("Damping Sphere", 1)]


def _rows(r):
    return [(c.effects, c.subject, c.status, c.boards, c.both_apply, c.refused, c.witness and c.witness["board"],
             sorted(c.reasons.items()), c.errors) for c in r.cells]


def test_two_workers_get_equal_shards_and_the_same_cells():
    subjects = ("Forest", "Savannah", "Mountain")  # 15 cells each: 45, cut in equal shards across subjects
    one = commute(EFFECTS, "tap", subjects=subjects, sweep=Sweep(workers=0))
    two = commute(EFFECTS, "tap", subjects=subjects, sweep=Sweep(workers=2, results=None, progress=False))
    assert one.shards == 1 and two.shards == cm.SHARDS_PER_WORKER * 2
    assert _rows(two) == _rows(one)
