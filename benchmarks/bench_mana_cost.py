"""`mana --cost` on Commander boards of real cards (benchmarks/boards/), this tree against the old behaviour in
the same run (issue 31): the old one listed every maximal pool before it said whether the cost can be paid,
and looked for the payment with the fewest activations for up to 500,000 conflicts or 10 s; this tree answers
the cost alone (the pools only with --pools) and looks for the fewest activations for 5,000 conflicts.

    python benchmarks/bench_mana_cost.py [--baseline REF] [--old-timeout S]

Each call runs in a fresh process (both pay the same imports and first loads; the CPU seconds are those of the
call alone, after `import mtgasp` and loading the board), the old one under the package of commit REF
(default 7b34166, main before this change, exported with `git archive`), the new one under this tree. An old
call stopped by its time limit (--old-timeout, default the command's 120 s) is given as a lower bound.
Both must agree on whether the cost can be paid ("same" column).
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _baseline import export  # noqa: E402

CASES = [
    ("commander_20.yaml", "alice", "{4}{B}{G}"),
    ("commander_20.yaml", "alice", "{10}{B}{G}{U}{U}"),
    ("commander_20.yaml", "alice", "{30}"),
    ("commander_152.yaml", "alice", "{5}{G}{G}"),
    ("commander_152.yaml", "bob", "{5}{G}{G}"),
    ("commander_152.yaml", "carol", "{7}{W}{U}{B}{R}{G}"),
    ("commander_152.yaml", "dave", "{12}"),
]

CHILD = """
import json, sys, time
import mtgasp
from mtgasp.engine.limits import LimitExceeded
board = mtgasp.load_board(sys.argv[1])
start = time.process_time()
try:
    r = mtgasp.mana(board, sys.argv[2], cost=sys.argv[3], timeout=float(sys.argv[4]))
    out = {"payable": r.cost.payable, "decided": r.cost.complete, "pools": len(r.options), "complete": r.complete}
except LimitExceeded:
    out = {"payable": None, "decided": False, "pools": 0, "complete": False}
out["cpu"] = time.process_time() - start
print(json.dumps(out))
"""


def call(path: Path, player: str, cost: str, timeout: float, package: Path | None) -> dict:
    env = dict(os.environ)
    if package is not None:
        env["PYTHONPATH"] = str(package)
    out = subprocess.run([sys.executable, "-c", CHILD, str(path), player, cost, str(timeout)], check=True,
                         capture_output=True, text=True, env=env, cwd="/").stdout
    return json.loads(out.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--baseline", default="7b34166")
    parser.add_argument("--old-timeout", type=float, default=120.0)
    args = parser.parse_args()
    old_package = export(args.baseline)
    print("| board | player | cost | payable | old: pools listed | old CPU | new CPU | old / new | same |")
    print("|---|---|---|:---:|---:|---:|---:|---:|:---:|")
    for name, player, cost in CASES:
        path = HERE / "boards" / name
        new = call(path, player, cost, 120.0, None)
        old = call(path, player, cost, args.old_timeout, old_package)
        stopped = not old["complete"]  # by the time limit or the conflicts: the old CPU is a lower bound
        old_cpu = f"{'> ' if stopped else ''}{old['cpu']:.2f} s"
        ratio = f"{'> ' if stopped else ''}{old['cpu'] / new['cpu']:,.1f}"
        same = "yes" if old["payable"] == new["payable"] or old["payable"] is None else "NO"
        payable = {True: "yes", False: "no"}.get(new["payable"], "?") + ("" if new["decided"] else " (not decided)")
        print(f"| {name} | {player} | `{cost}` | {payable} | {old['pools']:,}{'' if old['complete'] else ' (stopped)'} "
              f"| {old_cpu} | {new['cpu']:.2f} s | {ratio} | {same} |", flush=True)


if __name__ == "__main__":
    main()
