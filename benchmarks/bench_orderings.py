"""Benchmark: orderings of k = 1..12 simultaneously applicable replacement effects on one mana event,
the engine (rules/replacement/replacement.lp, counted in queries/explore.py) against the brute-force permutation
oracle of tests/oracle/orderings.py, in the same run.

    python benchmarks/bench_orderings.py [--max-k 12] [--oracle-budget 30]
    python benchmarks/bench_orderings.py --baseline REF [--max-k 14] [--repeat 3]

With --baseline, the table is this tree against the package of commit REF (exported with `git archive`), in the
same run: each k in a fresh process for each (the card library loaded and a k = 1 question asked first, untimed),
alternately, the least CPU seconds of --repeat runs; both must count the same outcomes and orders.

The effects, in order: Mana Reflection (alice), Contamination (a player of its own), Nyxbloom Ancient
(alice), Infernal Darkness (a player of its own), and again; alice taps a Forest. The oracle is run
while its predicted time (k! permutations) stays under the budget in seconds.
"""
from __future__ import annotations

import argparse
import math
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

import oracle  # noqa: E402

import mtgasp  # noqa: E402

CYCLE = ("Mana Reflection", "Contamination", "Nyxbloom Ancient", "Infernal Darkness")


def effects_of(k: int) -> list[tuple[str, str]]:
    return [(CYCLE[i % 4], "alice" if CYCLE[i % 4] in ("Mana Reflection", "Nyxbloom Ancient") else f"p{i}")
            for i in range(k)]


def text_of(k: int) -> str:
    players = ["alice"] + [f"p{i}" for i in range(k)]
    lines = [f"players: [{', '.join(players)}]", "battlefield:", "  - {card: Forest, controller: alice, id: land}"]
    lines += [f"  - {{card: {card}, controller: {ctl}}}" for card, ctl in effects_of(k)]
    return "\n".join(lines) + "\n"


def board_of(k: int) -> mtgasp.Board:
    return mtgasp.parse_board(text_of(k), f"<k={k}>")


def run_engine(k: int) -> tuple[Counter, int, float, float]:
    """Outcomes, orders, wall and CPU seconds of this process (the CPU time is what a machine shared
    with other work still measures fairly)."""
    board = board_of(k)
    start, cpu = time.perf_counter(), time.process_time()
    result = mtgasp.orderings(board, mtgasp.TapEvent("land"))
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    return Counter({o.result["mana"]: o.orders for o in result.outcomes}), result.orders, elapsed, cpu


def run_oracle(k: int) -> tuple[Counter, float]:
    board = oracle.load_board(text_of(k))
    start = time.perf_counter()
    found = oracle.tap(board, "land")
    elapsed = time.perf_counter() - start
    return found, elapsed


CHILD = """
import json, sys, time
sys.path.insert(0, sys.argv[1])
import bench_orderings as b
b.run_engine(1)
outcomes, orders, _, cpu = b.run_engine(int(sys.argv[2]))
print(json.dumps({"cpu": cpu, "orders": orders, "outcomes": sorted((str(k), v) for k, v in outcomes.items())}))
"""


def child_run(k: int, package: Path | None) -> dict:
    """run_engine(k) in a fresh process, under this tree (None) or the package of another commit."""
    import json
    import os
    import subprocess

    env = dict(os.environ)
    if package is not None:
        env["PYTHONPATH"] = str(package)
    out = subprocess.run([sys.executable, "-c", CHILD, str(Path(__file__).resolve().parent), str(k)], check=True,
                         capture_output=True, text=True, env=env, cwd="/").stdout
    return json.loads(out.strip().splitlines()[-1])


def main_baseline(ref: str, max_k: int, repeat: int) -> int:
    from _baseline import export

    package = export(ref)
    print(f"| k | orders | {ref} CPU s | this tree CPU s | {ref} / this tree | same answer |")
    print("|---:|---:|---:|---:|---:|:---:|")
    for k in range(1, max_k + 1):
        old, new = [], []
        for _ in range(repeat):
            old.append(child_run(k, package))
            new.append(child_run(k, None))
        a, b = min(old, key=lambda r: r["cpu"]), min(new, key=lambda r: r["cpu"])
        same = a["orders"] == b["orders"] and a["outcomes"] == b["outcomes"]
        print(f"| {k} | {b['orders']:,} | {a['cpu']:.3f} | {b['cpu']:.3f} | {a['cpu'] / b['cpu']:.2f} | "
              f"{'yes' if same else 'NO'} |", flush=True)
        if not same:
            return 1
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-k", type=int, default=12)
    parser.add_argument("--oracle-budget", type=float, default=30.0, help="seconds the oracle may take for one k")
    parser.add_argument("--baseline", metavar="REF", help="compare with the package of commit REF instead of the oracle")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    if args.baseline:
        return main_baseline(args.baseline, args.max_k, args.repeat)
    run_engine(1)  # warm up the card library cache
    print(f"{'k':>3} {'outcomes':>8} {'orders':>13} {'engine s':>9} {'cpu s':>6} {'oracle s':>9} {'oracle/engine':>13}  agree")
    per_perm = None
    for k in range(1, args.max_k + 1):
        outcomes, orders, engine_s, cpu_s = run_engine(k)
        assert orders == sum(outcomes.values())
        predicted = per_perm * math.factorial(k) * k if per_perm else 0.0
        if predicted <= args.oracle_budget:
            found, oracle_s = run_oracle(k)
            per_perm = oracle_s / (math.factorial(k) * k)
            agree = "yes" if found == outcomes else "NO"
            print(f"{k:>3} {len(outcomes):>8} {orders:>13,} {engine_s:>9.3f} {cpu_s:>6.3f} {oracle_s:>9.3f} "
                  f"{oracle_s / engine_s:>13.2f}  {agree}")
            if found != outcomes:
                print(f"    engine {dict(outcomes)}\n    oracle {dict(found)}")
                return 1
        else:
            print(f"{k:>3} {len(outcomes):>8} {orders:>13,} {engine_s:>9.3f} {cpu_s:>6.3f} {'~' + format(predicted, '.0f'):>9} "
                  f"{predicted / engine_s:>13.0f}  (oracle not run: predicted {predicted:,.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
