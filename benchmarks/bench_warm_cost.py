"""Warm `mana --cost` with another cost each time (issue 31, session 34): one long-lived process asks a player of
benchmarks/boards/commander_152.yaml (4 players, 152 permanents of real cards) one cost after another, each cost new,
by the two routes of queries/mana.py in the same run:

  - facts: the cost given as pay_symbol/2 facts, the program grounded for each cost (the route before session 34,
    still the one of a cost beyond queries/mana_cost_inputs.py's slots);
  - externals: the cost set on the externals of the program kept for the board (the first cost grounds it).

    python benchmarks/bench_warm_cost.py [--players alice,bob,carol,dave] [--costs N]

CPU seconds (time.process_time) of each call after the first of its route (the first grounds the program, loads the
card data and the stage); median and greatest; "same": every cost's payability and completeness agree.
"""
from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

import mtgasp
from mtgasp.engine import solver, warm
from mtgasp.queries import mana as mana_module

BOARD = Path(__file__).resolve().parent / "boards" / "commander_152.yaml"


def costs(n: int) -> list[str]:
    colors = "WUBRG"
    out = []
    for i in range(n):
        out.append(f"{{{1 + i % 13}}}" + "".join("{" + colors[(i + k) % 5] + "}" for k in range(i % 4)))
    return list(dict.fromkeys(out))


def run(board, player: str, asked: list[str], externals: bool) -> tuple[list[float], list[tuple]]:
    solver._free(warm.clear())
    original = mana_module.cost_inputs
    if not externals:
        mana_module.cost_inputs = lambda symbols: None
    try:
        mtgasp.mana(board, player, cost="{0}{G}")  # the first call: grounds, the card data, the stage
        times, answers = [], []
        for cost in asked:
            start = time.process_time()
            r = mtgasp.mana(board, player, cost=cost)
            times.append(time.process_time() - start)
            answers.append((r.cost.payable, r.cost.complete, r.complete))
        return times, answers
    finally:
        mana_module.cost_inputs = original
        solver._free(warm.clear())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", default="alice,bob,carol,dave")
    parser.add_argument("--costs", type=int, default=20)
    args = parser.parse_args()
    board = mtgasp.load_board(BOARD)
    asked = costs(args.costs)
    print(f"board {BOARD.name}, {len(board.permanents)} permanents; {len(asked)} costs, each asked once")
    print("| player | facts: median CPU s | facts: most | externals: median CPU s | externals: most | "
          "median ratio | same |")
    print("|---|---:|---:|---:|---:|---:|:---:|")
    for player in args.players.split(","):
        f_times, f_answers = run(board, player, asked, externals=False)
        e_times, e_answers = run(board, player, asked, externals=True)
        fm, em = statistics.median(f_times), statistics.median(e_times)
        print(f"| {player} | {fm:.3f} | {max(f_times):.3f} | {em:.3f} | {max(e_times):.3f} | {fm / em:.1f} | "
              f"{'yes' if f_answers == e_answers else 'NO'} |")


if __name__ == "__main__":
    main()
