"""Warm answers (issue 31): every command on benchmarks/boards/commander_152.yaml (4 players, 152 permanents of real
cards) in one long-lived process, the fresh path against the warm one, in the same run.

    python benchmarks/bench_warm.py [--repeat N] [--board PATH]

For each command, CPU seconds (time.process_time) of:
  - fresh: the question grounded afresh (engine/warm.py switched off; the stage's result and the card data already
    in the process, as in any process after its first question): the least of N;
  - warm: the same question asked again (its kept grounded program solved again, or a search's kept result): the
    least of N;
  - other: a question not asked before on the same board (produce and can-activate of another permanent each
    time, mana with another cost each time), the least of N: what the kept programs don't help.
"same": the warm answer's repr is the fresh one's. The ratio is fresh / warm.
"""
from __future__ import annotations

import argparse
import resource
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent

import mtgasp
from mtgasp.engine import solver, warm

BOARD = HERE / "boards" / "commander_152.yaml"


def cpu(ask) -> tuple[float, object]:
    start = time.process_time()
    result = ask()
    return time.process_time() - start, result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--board", type=Path, default=BOARD)
    args = parser.parse_args()
    board = mtgasp.load_board(args.board)
    lands = [p.id for p in board.permanents if p.card in ("Forest", "Island", "Swamp", "Plains", "Mountain")]
    rock = next(p.id for p in board.permanents if p.card == "Sol Ring")
    rocks = [p.id for p in board.permanents if p.card.endswith(("Signet", "Stone", "Ring")) or "Talisman" in p.card]
    costs = [f"{{{n}}}{{G}}{{G}}" for n in range(1, 40)]
    questions = [
        ("could-produce", lambda i: mtgasp.could_produce(board), None),
        ("produce (a Forest)", lambda i: mtgasp.produce(board, lands[0]), lambda i: mtgasp.produce(board, lands[i])),
        ("can-activate (Sol Ring)", lambda i: mtgasp.can_activate(board, rock),
         lambda i: mtgasp.can_activate(board, rocks[i % len(rocks)])),
        ("show", lambda i: mtgasp.show(board), None),
        ("query shares-type", lambda i: mtgasp.query(board, f"shares-type {lands[0]} {rock}"),
         lambda i: mtgasp.query(board, f"shares-type {lands[i]} {rock}")),
        ("mana --cost {5}{G}{G} (alice)", lambda i: mtgasp.mana(board, "alice", cost="{5}{G}{G}"),
         lambda i: mtgasp.mana(board, "alice", cost=costs[i])),
        ("orderings tap (a Forest)", lambda i: mtgasp.orderings(board, mtgasp.TapEvent(lands[0])),
         lambda i: mtgasp.orderings(board, mtgasp.TapEvent(lands[i]))),
    ]
    for _name, ask, _other in questions:  # first calls: the card data, the stage, the programs' copies
        ask(0)
    print(f"board {args.board.name}, {len(board.permanents)} permanents; least of {args.repeat}")
    print("| command | fresh CPU s | warm CPU s (asked again) | fresh / warm | another question, warm CPU s | same |")
    print("|---|---:|---:|---:|---:|:---:|")
    asked = 1
    for name, ask, other in questions:
        warm.enabled = False
        fresh = [cpu(lambda: ask(0)) for _ in range(args.repeat)]
        warm.enabled = True
        solver._free(warm.clear())
        ask(0)  # kept
        again = [cpu(lambda: ask(0)) for _ in range(args.repeat)]
        others = []
        if other is not None:
            for _ in range(args.repeat):
                others.append(cpu(lambda i=asked: other(i))[0])
                asked += 1
        f, w = min(t for t, _ in fresh), min(t for t, _ in again)
        same = all(repr(r) == repr(fresh[0][1]) for _, r in fresh + again)
        shown = f"{min(others):.3f}" if others else ""
        print(f"| {name} | {f:.3f} | {w:.3f} | {f / w:.1f} | {shown} | {'yes' if same else 'NO'} |")
    print(f"max RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB "
          f"({warm.KEPT} grounded programs kept at most)")


if __name__ == "__main__":
    main()
