"""`mana` and `mana --cost` with repeatable mana abilities (issue 32), against the same boards without them,
measured in the same run: 10, 20 and 40 sources (lands, Llanowar Elves, Grizzly Bears) with 5 abilities activated
again and again (Pentad Prism and Druids' Repository with 2 charge counters each, Ashnod's Altar and Phyrexian
Altar sacrificing the creatures, Skyshroud Elf's "{1}: Add {R} or {W}"), and the same board without those 5.

    python benchmarks/bench_mana_repeat.py [--sizes 10 20 40] [--timeout S] [--only-cost] [--with-priority]

--with-priority: `mana --with-priority` (rules/mana/mana_loops.lp), the 5 being abilities that untap their permanent
(two Devoted Druids with a Vizier of Remedies, whose loop makes any amount of {G}; Basalt Monolith, Grim Monolith
and a third Devoted Druid), against the same board without them (the answer of `mana`, no untap ability to follow).

Each call runs in a fresh process (the CPU seconds are those of the call alone, after `import mtgasp` and loading
the board). A call stopped by its time limit or the solver's conflict limit is marked incomplete ("no"); its CPU
is then a lower bound. The ratio is with / without.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile

REPEATABLE = ['{card: Pentad Prism, controller: alice, counters: {charge: 2}}',
              "{card: Druids' Repository, controller: alice, counters: {charge: 2}}",
              "{card: Ashnod's Altar, controller: alice}", "{card: Phyrexian Altar, controller: alice}",
              "{card: Skyshroud Elf, controller: alice}"]
UNTAPPING = ["{card: Devoted Druid, controller: alice}", "{card: Devoted Druid, controller: alice}",
             "{card: Vizier of Remedies, controller: alice}", "{card: Basalt Monolith, controller: alice}",
             "{card: Grim Monolith, controller: alice}", "{card: Devoted Druid, controller: alice}"]
CYCLE = ["Forest", "Island", "Mountain", "Plains", "Swamp", "Llanowar Elves", "Forest", "Grizzly Bears"]

CHILD = """
import json, sys, time
import mtgasp
from mtgasp.engine.limits import LimitExceeded
board = mtgasp.load_board(sys.argv[1])
cost = sys.argv[3] or None
start = time.process_time()
try:
    r = mtgasp.mana(board, sys.argv[2], cost=cost, timeout=float(sys.argv[4]), with_priority=sys.argv[5] == "1")
    out = {"pools": len(r.options), "complete": r.complete, "payable": r.cost.payable if r.cost else None}
except LimitExceeded:
    out = {"pools": 0, "complete": False, "payable": None}
out["cpu"] = time.process_time() - start
print(json.dumps(out))
"""


def board(n: int, repeatable: bool, untapping: bool = False) -> str:
    lines = ["players: [alice]", "battlefield:"]
    lines += [f"  - {{card: {CYCLE[i % len(CYCLE)]}, controller: alice}}" for i in range(n)]
    if repeatable:
        lines += [f"  - {e}" for e in (UNTAPPING if untapping else REPEATABLE)]
    return "\n".join(lines) + "\n"


def call(text: str, cost: str, timeout: float, priority: bool = False) -> dict:
    with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as f:
        f.write(text)
    try:
        out = subprocess.run([sys.executable, "-c", CHILD, f.name, "alice", cost, str(timeout),
                              "1" if priority else "0"], check=True,
                             capture_output=True, text=True, env=dict(os.environ), timeout=timeout + 60).stdout
    except subprocess.TimeoutExpired:
        return {"pools": 0, "complete": False, "payable": None, "cpu": timeout}
    finally:
        os.unlink(f.name)
    return json.loads(out.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10, 20, 40])
    parser.add_argument("--timeout", type=float, default=120.0)
    parser.add_argument("--only-cost", action="store_true")
    parser.add_argument("--with-priority", action="store_true")
    args = parser.parse_args()
    print("| sources | question | without: pools | CPU | complete | with 5 repeatable: pools | CPU | complete "
          "| with / without |")
    print("|---:|---|---:|---:|:---:|---:|---:|:---:|---:|")
    for n in args.sizes:
        questions = [f"{{{n // 2}}}{{R}}{{W}}"] + ([] if args.only_cost else [""])
        for cost in questions:
            p = args.with_priority
            base = call(board(n, False), cost, args.timeout, p)
            rep = call(board(n, True, p), cost, args.timeout, p)
            shown = f"--cost {cost}" if cost else "pools"
            ratio = rep["cpu"] / base["cpu"] if base["cpu"] > 0 else float("inf")
            print(f"| {n} | {shown} | {base['pools']:,} | {base['cpu']:.2f} s | {'yes' if base['complete'] else 'no'} "
                  f"| {rep['pools']:,} | {rep['cpu']:.2f} s | {'yes' if rep['complete'] else 'no'} | {ratio:.1f} |",
                  flush=True)


if __name__ == "__main__":
    main()
