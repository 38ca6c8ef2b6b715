"""The page's server (issue 31, warm: `mtgasp serve`): each request in a fresh child process (as before session 21)
against the server's warm work processes (engine/runner.py: Worker), in the same run.

    python benchmarks/bench_server.py [--repeat N] [--board PATH]

On benchmarks/boards/commander_152.yaml (4 players, 152 permanents of real cards), the JSON API without HTTP
(mtgasp.cli.server.api.Server, one job slot, no kept answers: every request computed) asks each command about one
permanent after another (another permanent, cost or id each time: what a judge clicking through the page asks). Wall
seconds of a request as the server sees it (what the page waits for), the least and the median of N, for each
server; "same": the answers are the same text. The ratio is fresh / warm (the median). The warm server's first
request pays the fresh path (the process starts cold); it is left out of the table and printed below it.
"""
from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from mtgasp import cli
from mtgasp.cli.server import api
from mtgasp.engine import runner

HERE = Path(__file__).resolve().parent
BOARD = HERE / "boards" / "commander_152.yaml"


def fresh_server() -> api.Server:
    """The server as it was: a fresh child process per request."""
    server = api.Server(api.Limits(timeout=120, jobs=1, kept=0))
    server._run = lambda args, text: runner.call(cli._work, args, text, timeout=args.timeout,  # type: ignore
                                                 memory_mb=args.memory)
    return server


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--board", type=Path, default=BOARD)
    options = parser.parse_args()
    board = {"board": options.board.read_text()}
    loaded = cli._read(str(options.board))
    alice = [p.id for p in loaded.permanents if p.controller == "alice"]
    requests = {
        "could-produce": lambda i: ("could-produce", board),
        "produce (another permanent)": lambda i: ("produce", {**board, "id": alice[i % len(alice)]}),
        "can-activate (another permanent)": lambda i: ("can-activate", {**board, "id": alice[i % len(alice)]}),
        "orderings tap (another permanent)": lambda i: ("orderings", {**board, "event": "tap",
                                                                      "id": alice[i % len(alice)]}),
        "mana --cost (another cost)": lambda i: ("mana", {**board, "player": "alice", "cost": f"{{{i + 1}}}{{G}}"}),
        "show (another permanent)": lambda i: ("show", {**board, "id": alice[i % len(alice)]}),
    }
    warm, fresh = api.Server(api.Limits(timeout=120, jobs=1, kept=0)), fresh_server()
    started = time.monotonic()
    warm.answer("could-produce", board)  # the warm process's first request: cold
    first = time.monotonic() - started
    print("| request | fresh child: least / median s | warm process: least / median s | fresh / warm | same |")
    print("|---|---:|---:|---:|:---:|")
    try:
        for name, request in requests.items():
            times: dict[str, list[float]] = {"fresh": [], "warm": []}
            same = True
            for i in range(options.repeat):
                command, body = request(i)
                answers = {}
                for label, server in (("fresh", fresh), ("warm", warm)):
                    started = time.monotonic()
                    answers[label] = server.answer(command, body)
                    times[label].append(time.monotonic() - started)
                same = same and answers["fresh"] == answers["warm"]
            med = {k: statistics.median(v) for k, v in times.items()}
            print(f"| {name} | {min(times['fresh']):.3f} / {med['fresh']:.3f} | {min(times['warm']):.3f} / "
                  f"{med['warm']:.3f} | {med['fresh'] / med['warm']:.1f}× | {'yes' if same else 'NO'} |")
    finally:
        warm.close()
    print(f"\nthe warm process's first request (could-produce, cold): {first:.3f} s")


if __name__ == "__main__":
    main()
