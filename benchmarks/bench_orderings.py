"""Benchmark: orderings of k = 1..12 simultaneously applicable replacement effects on one mana event,
the engine (rules/replacement.lp, counted in queries/explore.py) against the brute-force permutation
oracle of tests/oracle/orderings.py, in the same run.

    python benchmarks/bench_orderings.py [--max-k 12] [--oracle-budget 30]

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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-k", type=int, default=12)
    parser.add_argument("--oracle-budget", type=float, default=30.0, help="seconds the oracle may take for one k")
    args = parser.parse_args()
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
