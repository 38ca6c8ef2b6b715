"""Issue 27 (Dask within 10 % of the process pool): a Dask sweep is cut into tasks the way a local pool of as many
workers is (Sweep.parallelism). Each task grounds its programs once; Dask tasks of SHARD boards cost a 2,000-board
sweep five groundings where two workers pay two (docs/performance.md, session 35)."""
from mtgasp.research import shards
from mtgasp.research.diverge import SHARD, shard_boards
from mtgasp.research.shards import Sweep


def test_a_dask_sweep_is_cut_like_a_local_pool_of_as_many_workers(monkeypatch):
    asked = []
    monkeypatch.setattr(shards, "_dask_threads", lambda address: asked.append(address) or 2)
    dask, local = Sweep(dask="tcp://127.0.0.1:1", results=None), Sweep(workers=2, results=None)
    for n in (SHARD, 2085, 5960):
        assert shard_boards(dask, n) == shard_boards(local, n)
    assert shard_boards(dask, 2085) == 522  # 4 tasks of 522 boards on 2 threads, not 6 of 400
    assert asked == ["tcp://127.0.0.1:1"]  # the cluster is asked once per sweep


def test_a_sweep_in_this_process_or_on_one_worker_runs_one_task_at_a_time():
    assert Sweep(workers=0).parallelism() == 1
    assert Sweep(workers=1).parallelism() == 1
    assert Sweep(workers=3).parallelism() == 3
