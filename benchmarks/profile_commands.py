"""Where the time of one question goes: parse, facts, the stages (layer 4), grounding, solving, decoding.

The parts are read from the progress reports of mtgasp.engine.limits (the ones the command line shows): each
report starts a part that lasts until the next one; "facts" is the Python before the first pass (the
board's facts, the card facts), "decode" everything after the last solving pass.

    python benchmarks/profile_commands.py could-produce 10000
    python benchmarks/profile_commands.py produce 10000         # the first permanent's abilities
    python benchmarks/profile_commands.py can-activate 10000    # the first permanent's abilities
    python benchmarks/profile_commands.py show 1000
    python benchmarks/profile_commands.py query 1000            # shares-type p0 p1 on show's board
    python benchmarks/profile_commands.py orderings 16
    python benchmarks/profile_commands.py mana-commander
    python benchmarks/profile_commands.py --json could-produce 10000   # the parts as JSON (bench_*.py baselines)
    python benchmarks/profile_commands.py --compare 7836db6   # every command, this tree against that commit
"""
from __future__ import annotations

import json
import sys
import time
from collections import defaultdict
from pathlib import Path

import mtgasp
from mtgasp.engine import limits

sys.path.insert(0, str(Path(__file__).resolve().parent))

KINDS = (("grounding stage", "stage ground"), ("solving stage", "stage solve"), ("grounding", "ground"),
         ("solving", "solve"), ("stopping", "solve"), ("decoding", "decode"))


def _kind(message: str) -> str:
    return next((kind for prefix, kind in KINDS if message.startswith(prefix)), "facts")


def _board(command: str, n: int) -> mtgasp.Board:
    if command in ("could-produce", "produce", "can-activate"):
        from bench_could_produce import board
        return mtgasp.parse_board(board(n), f"<generated {n}>")
    if command in ("show", "query"):
        from bench_show import board as show_board
        return mtgasp.parse_board(show_board(n), f"<generated {n}>")
    if command == "orderings":
        from bench_orderings import board_of
        return board_of(n)
    return mtgasp.load_board(str(Path(__file__).resolve().parents[1] / "examples" / "commander_mana.yaml"))


def _ask(command: str, board: mtgasp.Board) -> object:
    if command == "could-produce":
        return mtgasp.could_produce(board, timeout=None)
    if command == "produce":
        return mtgasp.produce(board, board.permanents[0].id, timeout=None)
    if command == "can-activate":
        return mtgasp.can_activate(board, board.permanents[0].id, timeout=None)
    if command == "show":
        return mtgasp.show(board, timeout=None)
    if command == "query":
        return mtgasp.query(board, f"shares-type {board.permanents[0].id} {board.permanents[1].id}", timeout=None)
    if command == "orderings":
        return mtgasp.orderings(board, mtgasp.TapEvent("land"), tree=False, timeout=None)
    return mtgasp.mana(board, "alice", cost="{2}{W}{U}", timeout=None)


def profile(command: str, n: int) -> dict[str, float]:
    """Seconds spent in each part of one call (after a first call that loads the card library)."""
    _ask(command, _board(command, min(n, 40)) if command != "mana-commander" else _board(command, n))
    spent: dict[str, float] = defaultdict(float)
    cpu = time.process_time()
    start = time.perf_counter()
    board = _board(command, n)
    last = [time.perf_counter(), "facts"]
    spent["parse"] = last[0] - start

    def report(message: str) -> None:
        now = time.perf_counter()
        spent[str(last[1])] += now - float(last[0])
        last[0], last[1] = now, _kind(message)

    limits.set_reporter(report)
    try:
        _ask(command, board)
        report("end")
    finally:
        limits.set_reporter(None)
    spent.pop("end", None)
    spent["total"] = time.perf_counter() - start
    spent["cpu"] = time.process_time() - cpu
    return dict(spent)


ORDER = ("parse", "facts", "stage ground", "stage solve", "ground", "solve", "decode")


def main(argv: list[str]) -> None:
    command = argv[0] if argv else "could-produce"
    n = int(argv[1]) if len(argv) > 1 else 1000
    got = profile(command, n)
    cells = " | ".join(f"{got.get(k, 0.0):.2f}" for k in ORDER)
    print(f"| {command} | {n:,} | {cells} | {got['total']:.2f} | {got['cpu']:.2f} |")


EVERY = (("could-produce", 10000), ("produce", 10000), ("can-activate", 10000), ("show", 1000), ("query", 1000),
         ("orderings", 16), ("orderings", 20), ("mana-commander", 60))


def compare(ref: str, repeat: int = 3) -> None:
    """Every command profiled under commit `ref` and under this tree, alternately in fresh processes, the run
    with the least CPU of `repeat` each (_baseline.best_of): this tree's parts (wall s) and both CPU seconds."""
    from _baseline import best_of

    print("| command | size | " + " | ".join(ORDER) + f" | total | CPU | CPU ({ref}) | speed-up |")
    print("|---|---:|" + "---:|" * (len(ORDER) + 4))
    for command, n in EVERY:
        old, new = best_of(command, n, repeat, ref)
        cells = " | ".join(f"{new.get(k, 0.0):.2f}" for k in ORDER)
        print(f"| {command} | {n:,} | {cells} | {new['total']:.2f} | {new['cpu']:.2f} | {old['cpu']:.2f} "
              f"| {old['cpu'] / new['cpu']:.2f}× |", flush=True)


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--compare":
        compare(sys.argv[2])
    elif len(sys.argv) > 1 and sys.argv[1] == "--json":
        print(json.dumps({**profile(sys.argv[2], int(sys.argv[3])), "package": str(Path(mtgasp.__file__).parent)}))
    elif len(sys.argv) > 1 and sys.argv[1] == "--header":
        print("| command | size | " + " | ".join(ORDER) + " | total | CPU |")
        print("|---|---:|" + "---:|" * (len(ORDER) + 2))
    else:
        main(sys.argv[1:])
