"""Session 36, issues 27 and 31: a check sweep's boards cut into runs of equal estimated work (research/diverge.py
cost_cuts, research/invariants.py board_cost), and the counterexample it reports still the first in the boards' order
whatever the cut and the number of workers (research/shards.py Sweep.run's stop)."""
from __future__ import annotations

import pytest

import mtgasp.research.diverge as diverge
from mtgasp.research.diverge import cost_cuts, shard_tasks
from mtgasp.research.invariants import board_cost, check
from mtgasp.research.shards import Sweep
from mtgasp.research.space import Space, enumerate_space

# Two cards with layer-4 effects (Arcane Adaptation, Amoeboid Changeling: the expensive boards), mana creatures and
# a land: the boards of 2 objects where a non-land could produce mana beside another object violate the invariant,
# many of them, none of 1 object.
POOL = ("Arcane Adaptation", "Amoeboid Changeling", "Forest", "Grizzly Bears", "Llanowar Elves", "Birds of Paradise")
INVARIANT = ("% a permanent that could produce mana beside another is a land (false: a mana creature)\n"
             ":- could_produce(O, T), not has_type(O, land), permanent(P), P != O.\n")


def test_cost_cuts_are_consecutive_runs_of_about_equal_cost():
    costs = [5.0] * 10 + [1.0] * 50  # the heavy boards first, as in the check sweep's enumeration
    starts = cost_cuts(costs, 2)
    assert starts[0] == 0 and len(starts) == 2
    ends = starts[1:] + [len(costs)]
    halves = [sum(costs[i:j]) for i, j in zip(starts, ends)]
    assert abs(halves[0] - halves[1]) <= 5.0  # within one board's cost; equal numbers of boards were 55 and 45
    assert starts[1] < 30  # fewer boards in the heavy run


def test_cost_cuts_give_every_run_a_board():
    assert cost_cuts([100.0, 1.0, 1.0], 3) == [0, 1, 2]
    assert cost_cuts([1.0, 1.0, 100.0], 3) == [0, 1, 2]
    assert cost_cuts([1.0] * 7, 3) == [0, 3, 5] or cost_cuts([1.0] * 7, 3) == [0, 2, 5]


def test_shard_tasks_keep_every_board_once_in_order():
    boards, _ = enumerate_space(Space(POOL, 2), 2)
    tasks = shard_tasks({"kind": "check"}, boards, 2, -(-len(boards) // 4), board_cost)
    assert len(tasks) == 4
    assert [b for t in tasks for b in t["boards"]] == [g.to_json() for g in boards]
    assert [t["offset"] for t in tasks] == [0] + [sum(len(t["boards"]) for t in tasks[:k]) for k in range(1, 4)]


@pytest.mark.slow
def test_the_reported_counterexample_is_the_sequential_one_under_1_and_2_workers(tmp_path, monkeypatch):
    path = tmp_path / "mana.lp"
    path.write_text(INVARIANT, encoding="utf-8")
    # The sequential order: every size one task, run in order by one worker.
    monkeypatch.setattr(diverge, "SHARD", 10 ** 6)
    first = check(str(path), pool=POOL, max_objects=2, sweep=Sweep(workers=1, results=None, progress=False))
    assert first.counterexample is not None and len(first.counterexample.objects) == 2
    boards, _ = enumerate_space(Space(POOL, 2), 2)
    assert first.covered == len(enumerate_space(Space(POOL, 1), 1)[0]) + len(boards)  # one task: all of it
    # Small tasks (several per worker), cut by cost: the same counterexample, and the boards covered are those of
    # the tasks up to the one that holds it (a later task's witness, found sooner by the other worker, discarded).
    monkeypatch.setattr(diverge, "SHARD", 20)
    monkeypatch.setattr(diverge, "BATCH", 50)  # 200 boards of 2 objects: 4 tasks
    for workers in (1, 2):
        sweep = Sweep(workers=workers, results=None, progress=False)
        result = check(str(path), pool=POOL, max_objects=2, sweep=sweep)
        assert result.counterexample_yaml == first.counterexample_yaml, workers
        assert result.violations == first.violations
        tasks = shard_tasks({}, boards, 2, diverge.shard_boards(sweep, len(boards)), board_cost)
        assert len(tasks) > workers
        ones = len(enumerate_space(Space(POOL, 1), 1)[0])
        # the task holding the first violating board: the first with a witness in the sequential order
        holding = [t for t in tasks if t["offset"] <= _first_index(first, boards) < t["offset"] + len(t["boards"])]
        assert result.covered == ones + holding[0]["offset"] + len(holding[0]["boards"]), workers
        assert result.by_size == ((1, ones), (2, result.covered - ones))


def _first_index(result, boards) -> int:
    """The index of the first board of the size on which the invariant is violated: the reported counterexample
    is a minimal board of it (the first violating board has the same cards: boards of 2 objects are minimal)."""
    cards = sorted(o.card for o in result.counterexample.objects)
    return next(i for i, g in enumerate(boards) if sorted(o.card for o in g.board.objects) == cards)
