"""Where the CPU and the memory of orderings of k distinct real cards go (issue 31): the CPU seconds of each part
and the process's peak memory at its end, in one process.

    python benchmarks/profile_orderings_parts.py 12

The board is bench_orderings_distinct.py's (the first k effect cards of benchmarks/boards/counters_distinct_20.yaml
and alice's bear), the question `orderings(board, CountersEvent("bear", "+1/+1", 1, by="bear"))`; the parts are
read from the progress reports of mtgasp.engine.limits (each report starts a part that lasts until the next one).
"""
from __future__ import annotations

import resource
import sys
import time
from pathlib import Path

import mtgasp
from mtgasp.engine import limits

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_orderings_distinct import board_text, effect_lines  # noqa: E402


def peak_mb() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024


def main(k: int) -> None:
    start = time.process_time()
    rows: list[tuple[str, float, int]] = []
    last = [start, "the board, the facts, the stage"]

    def report(message: str) -> None:
        now = time.process_time()
        rows.append((str(last[1]), now - float(last[0]), peak_mb()))
        last[0] = now
        last[1] = message if not message.startswith("grounding stage") else "the board, the facts, the stage"

    board = mtgasp.parse_board(board_text(effect_lines()[:k]), f"<{k} distinct cards>")
    limits.set_reporter(report)
    try:
        result = mtgasp.orderings(board, mtgasp.CountersEvent("bear", "+1/+1", 1, by="bear"), timeout=None)
        report("end")
    finally:
        limits.set_reporter(None)
    merged: dict[str, list[float]] = {}
    for name, seconds, mb in rows:
        cell = merged.setdefault(name, [0.0, 0])
        cell[0] += seconds
        cell[1] = max(cell[1], mb)
    print("| part | CPU s | peak memory at its end |\n|---|---:|---:|")
    for name, (seconds, mb) in merged.items():
        print(f"| {name} | {seconds:.2f} | {mb:,} MB |")
    print(f"| total | {time.process_time() - start:.2f} | |")
    print(f"{len(result.outcomes)} outcomes; tree size {result.tree_size:,} points")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 12)
