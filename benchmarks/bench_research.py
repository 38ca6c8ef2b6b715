"""Benchmark of the research sweeps (issue 27): the full tap commutation table, this tree against the package of
another commit in the same run, and the sweep on 1 and 2 local workers.

    python benchmarks/bench_research.py table [--baseline REF] [--repeat 1]
    python benchmarks/bench_research.py workers [--subjects Forest,Savannah] [--repeat 1] [--dask]
        [--dask-baseline REF]
    python benchmarks/bench_research.py check [--pool-size 22] [--repeat 1] [--check-baseline REF]
    python benchmarks/bench_research.py balance [--pool-size 25]

`table`: `commute(None, "tap")` (19 effects, every pair on the default subjects) in one fresh process for each
tree (the sweep in the process: workers 0, no results directory; a private cache directory warmed by one untimed
run of each tree), alternately; CPU seconds of the
process (user + system, imports included), the least of --repeat. Both must give the same cells (status, counts,
witnesses): the last column says so.

`check`: as `workers`, on a `check exploration-ends` sweep of 2,139 boards (up to 2 objects of the first 22 cards of
the default pool; issue 31's 2,000-board target).

`balance`: the check sweep's boards of 2 objects cut into tasks as for 2 local workers (diverge.shard_boards), by
equal numbers of boards (before session 36) and by equal estimated work (research/diverge.py cost_cuts), each task
run in one warm process in turn; its CPU seconds. The tasks are then dealt as the pool's queue deals them (each, in
order, to the worker free first): the wall speed-up 2 workers could reach is the sum over the busier worker's. CPU
seconds, so the figure holds on a machine shared by other work, where the wall seconds of `check` don't.

`workers`: the tap table on the given subjects (about 1,200 boards a subject) with `--workers 1` and
`--workers 2`, each in a fresh process; wall seconds, and CPU seconds of the process and its workers. The machine
is shared by other work: the wall ratio says how much faster two workers were then; the CPU ratio (1 worker's CPU
over 2 workers') says how much work the second worker adds (start-up, programs, pickling): 1.0 is none. With
--dask, the same sweep on a Dask LocalCluster of 2 worker processes started by the sweep's process (its start and
its processes' CPU included), and where its CPU went (this process: the sweep, the scheduler and the nannies; the
Dask worker processes; the mtgasp children they run the shards in); with --dask-baseline REF, the same Dask run
with the package of commit REF; the Dask run again with the workers' statistical profiler off
(distributed.worker.profile.enabled: False, a setting of the cluster, not of mtgasp); and on a LocalCluster whose 2
workers are threads of the sweep's process (processes=False: each still runs its shards in a child interpreter of
its own, research/tasks.py execute_served). The column "wall s after the cluster's start" leaves out the
LocalCluster's start (`mtgasp ... --dask ADDRESS` is given a cluster already running).
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

from _baseline import export  # noqa: E402

CHILD = r"""
import hashlib, json, sys, time
from mtgasp.research.commute import commute
from mtgasp.research.shards import Sweep
subjects = tuple(sys.argv[2].split(",")) if sys.argv[2] else None
start = time.monotonic()
if sys.argv[1].startswith("dask"):  # a LocalCluster of 2 workers of 1 thread, started here (its start included)
    import dask, distributed
    if sys.argv[1] == "dask-quiet":  # the workers' statistical profiler (a sample every 10 ms) off
        dask.config.set({"distributed.worker.profile.enabled": False})
    # dask-threads: the 2 workers are threads of this process (processes=False); each still runs its shards in a
    # child interpreter of its own (research/tasks.py execute_served), so the GIL is not shared by the shards' work
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=sys.argv[1] != "dask-threads",
                                       dashboard_address=None)
    sweep = Sweep(dask=cluster.scheduler_address, results=None, progress=False)
else:
    cluster, sweep = None, Sweep(workers=int(sys.argv[1]), results=None, progress=False)
up = time.monotonic()  # the cluster is up (for the local pool: nothing to start)
r = commute(None, "tap", subjects=subjects, sweep=sweep)
end = time.monotonic()
parts = {}
if cluster is not None:  # where the CPU went, before the cluster's processes end: this process (the sweep, the
    import psutil, resource  # scheduler, the nannies), the Dask worker processes, the mtgasp children they serve
    for p in psutil.Process().children(recursive=True):
        try:
            t = p.cpu_times()
            what = "mtgasp children" if "research.tasks" in " ".join(p.cmdline()) else "Dask workers"
            parts[what] = parts.get(what, 0.0) + t.user + t.system + t.children_user + t.children_system
        except psutil.Error:
            pass
    me = resource.getrusage(resource.RUSAGE_SELF)
    parts["sweep, scheduler and nannies"] = me.ru_utime + me.ru_stime
    cluster.close()
cells = [[[e.label for e in c.effects], c.subject, c.status, c.boards, c.both_apply, c.refused, c.witness]
         for c in r.cells]
text = json.dumps(cells, sort_keys=True, default=str)
print(json.dumps({"wall": end - start, "sweep_wall": end - up, "cells": len(cells), "shards": r.shards, "parts": parts,
                  "boards": sum(c.boards for c in r.cells), "digest": hashlib.sha256(text.encode()).hexdigest()[:16]}))
"""


# `check`: `mtgasp check exploration-ends` over the boards of up to 2 objects of the first --pool-size cards of the
# default pool (22: 2,139 boards, 54 of 1 object and 2,085 of 2), in a fresh process (the workers' CPU included).
CHECK_CHILD = r"""
import hashlib, json, sys, time
from mtgasp.research.diverge import default_pool
from mtgasp.research.invariants import check
from mtgasp.research.shards import Sweep
start = time.monotonic()
r = check("exploration-ends", pool=tuple(default_pool()[:int(sys.argv[2])]), max_objects=2,
          sweep=Sweep(workers=int(sys.argv[1]), results=None, progress=False))
end = time.monotonic()
text = json.dumps([r.covered, r.by_size, r.counterexample_yaml, list(r.errors)], default=str)
print(json.dumps({"wall": end - start, "sweep_wall": end - start, "cells": 0, "shards": r.shards, "parts": {},
                  "boards": r.covered, "digest": hashlib.sha256(text.encode()).hexdigest()[:16]}))
"""


def run(workers: int | str, subjects: str, tree: Path | None, cache: Path) -> dict:
    """One sweep in a fresh process: its answer's digest, wall seconds, and CPU seconds (it and its workers)."""
    env = dict(os.environ, MTGASP_CACHE=str(cache))
    if tree is not None:
        env["PYTHONPATH"] = str(tree)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    child = CHECK_CHILD if subjects.startswith("check:") else CHILD
    subjects = subjects.removeprefix("check:")
    out = subprocess.run([sys.executable, "-c", child, str(workers), subjects], check=True, capture_output=True,
                         text=True, env=env, cwd=str(tree or ROOT)).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    data = json.loads(out.strip().splitlines()[-1])
    data["cpu"] = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    # The mtgasp children a Dask worker serves its shards in (research/tasks.py execute_served) outlive it and are
    # reaped by no process of this run: their CPU, measured while they ran, is added.
    data["cpu"] += data.get("parts", {}).get("mtgasp children", 0.0)
    return data


def table(args) -> None:
    old_tree = export(args.baseline)
    with tempfile.TemporaryDirectory(prefix="mtgasp-bench-") as tmp:
        cache = Path(tmp)
        trees = {"old": old_tree, "new": None}
        # Untimed: each tree's run fills the cache (the rewritten rules, and the library's lists, kept under the
        # digest of each tree's code: without its own untimed run the baseline computed them in its timed one,
        # ~20 s of CPU, round 5 of the sweeps in docs/performance.md).
        for side in ("new", "old"):
            run(0, args.subjects, trees[side], cache)
        best: dict[str, dict] = {}
        for _ in range(args.repeat):
            for side in ("old", "new"):
                r = run(0, args.subjects, trees[side], cache)
                if side not in best or r["cpu"] < best[side]["cpu"]:
                    best[side] = r
    old, new = best["old"], best["new"]
    print(f"| sweep | cells | boards | {args.baseline} CPU s | this tree CPU s | speed-up | same cells |")
    print("|---|---:|---:|---:|---:|---:|:---:|")
    print(f"| tap table ({args.subjects or 'default subjects'}) | {new['cells']} | {new['boards']:,} | "
          f"{old['cpu']:.1f} | {new['cpu']:.1f} | {old['cpu'] / new['cpu']:.2f}x | "
          f"{'yes' if old['digest'] == new['digest'] else 'NO'} |")


def workers(args) -> None:
    with tempfile.TemporaryDirectory(prefix="mtgasp-bench-") as tmp:
        cache = Path(tmp)
        run(0, args.subjects, None, cache)  # untimed: the cache
        sides: tuple[int | str, ...] = (1, 2, "dask", "dask-quiet", "dask-threads") if args.dask else (1, 2)
        if args.dask_baseline:
            sides += ("dask-old",)
        if getattr(args, "check_baseline", None):  # check: the same runs with the package of that commit
            sides += ("1-old", "2-old")
        if args.only:  # some of the runs (1 must be one of them: the ratios are against it)
            sides = tuple(n for n in sides if str(n) in args.only.split(","))
        rows: dict[int | str, list[dict]] = {n: [] for n in sides}
        for _ in range(args.repeat):
            for n in sides:
                tree = export(args.dask_baseline) if n == "dask-old" else export(args.check_baseline) \
                    if str(n).endswith("-old") else None
                how = "dask" if n == "dask-old" else int(str(n)[0]) if str(n).endswith("-old") else n
                rows[n].append(run(how, args.subjects, tree, cache))
    best = {n: min(rows[n], key=lambda r: r["wall"]) for n in sides}
    one = best[1]
    load = os.getloadavg()[0]
    print(f"load average {load:.1f} on {os.cpu_count()} cores")
    print("| workers | shards | boards | wall s | wall s after the cluster's start | CPU s (all processes) "
          "| wall speed-up | CPU ratio | same cells |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|:---:|")
    for n, r in best.items():
        name = {"dask": "2 (Dask LocalCluster)", "dask-old": f"2 (Dask LocalCluster, {args.dask_baseline})",
                "dask-quiet": "2 (Dask LocalCluster, workers' profiler off)",
                "dask-threads": "2 (Dask LocalCluster of threads)",
                "1-old": f"1 ({getattr(args, 'check_baseline', '')})",
                "2-old": f"2 ({getattr(args, 'check_baseline', '')})"}.get(n, n)
        print(f"| {name} | {r['shards']} | {r['boards']:,} | {r['wall']:.1f} | {r['sweep_wall']:.1f} | {r['cpu']:.1f} | "
              f"{one['wall'] / r['wall']:.2f}x | {one['cpu'] / r['cpu']:.2f} | "
              f"{'yes' if r['digest'] == one['digest'] else 'NO'} |")
    for n in ("dask", "dask-quiet", "dask-threads", "dask-old"):
        if n in best and best[n].get("parts"):
            print(f"{n}: CPU s by process: " + ", ".join(f"{k} {v:.1f}" for k, v in best[n]["parts"].items()))


BALANCE_CHILD = r"""
import json, sys, time
from mtgasp.research.diverge import default_pool, enumerate_space, shard_boards, shard_tasks
from mtgasp.research.invariants import BUILTINS, board_cost, run_shard
from mtgasp.research.shards import Sweep
from mtgasp.research.space import Space
boards, _ = enumerate_space(Space(tuple(default_pool()[:int(sys.argv[1])]), 2), 2)
base = {"kind": "check", "invariant": "exploration-ends", "program": BUILTINS["exploration-ends"][1], "readings": []}
run_shard({**base, "size": 2, "offset": 0, "boards": [g.to_json() for g in boards[:5]]})  # warm: rules, program
per = shard_boards(Sweep(workers=2), len(boards))  # the cut of a sweep of 2 local workers
out = {"boards": len(boards)}
for name, cost in (("equal boards", None), ("equal estimated work", board_cost)):
    times = []
    for task in shard_tasks(base, boards, 2, per, cost):
        start = time.process_time()
        run_shard(task)
        times.append((len(task["boards"]), time.process_time() - start))
    out[name] = times
print(json.dumps(out))
"""


def balance(args) -> None:
    load = os.getloadavg()[0]
    out = subprocess.run([sys.executable, "-c", BALANCE_CHILD, str(args.pool_size)], check=True, capture_output=True,
                         text=True, cwd=str(ROOT)).stdout
    data = json.loads(out.strip().splitlines()[-1])
    print(f"load average {load:.1f} -> {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; "
          f"{data['boards']:,} boards of 2 objects, first {args.pool_size} cards")
    print("| cut | boards per task | CPU s per task | busier worker's share | 2-worker bound |")
    print("|---|---|---|---:|---:|")
    for name in ("equal boards", "equal estimated work"):
        tasks = data[name]
        total = sum(t for _n, t in tasks)
        free = [0.0, 0.0]  # the pool's queue: each task, in order, to the worker free first
        for _n, t in tasks:
            free[free.index(min(free))] += t
        longest = max(free)
        print(f"| {name} | {' + '.join(str(n) for n, _t in tasks)} | {' + '.join(f'{t:.2f}' for _n, t in tasks)} | "
              f"{longest / total:.0%} | {total / longest:.2f}x |")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("table", "workers", "check", "balance"))
    parser.add_argument("--pool-size", type=int, default=22, help="check: the first N cards of the default pool")
    parser.add_argument("--check-baseline", default=None, metavar="REF",
                        help="check: also the runs of 1 and 2 workers with the package of commit REF")
    parser.add_argument("--baseline", default=os.environ.get("MTGASP_BASELINE", "ecb3ffc"),
                        help="the commit to compare with (default: main before this round)")
    parser.add_argument("--subjects", default=None, help="subjects, comma-separated (default: table: all, "
                        "workers: Forest,Savannah)")
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--dask", action="store_true", help="workers: also a Dask LocalCluster of 2 workers")
    parser.add_argument("--only", default=None, help="workers: these runs only, e.g. 1,dask-quiet")
    parser.add_argument("--dask-baseline", default=None, metavar="REF",
                        help="workers: also the Dask LocalCluster run with the package of commit REF")
    args = parser.parse_args()
    if args.what == "table":
        args.subjects = args.subjects or ""
        table(args)
    elif args.what == "balance":
        balance(args)
    elif args.what == "check":  # the workers' runs (1 and 2) on the check sweep
        args.subjects, args.dask, args.dask_baseline = f"check:{args.pool_size}", False, None
        workers(args)
    else:
        args.subjects = args.subjects or "Forest,Savannah"
        workers(args)
    return 0


if __name__ == "__main__":
    start = time.monotonic()
    code = main()
    print(f"({time.monotonic() - start:.0f} s)", file=sys.stderr)
    raise SystemExit(code)
