"""Orderings of k replacement effects from k *distinct* real cards (issue 31's target: 20 under 10 s), against the
same number of effects from copies of two cards, measured in the same run.

    python benchmarks/bench_orderings_distinct.py [--sizes 8 10 12 13] [--timeout S] [--memory MB]
        [--baseline REF] [--repeat N]

The distinct board is the first k effect cards of benchmarks/boards/counters_distinct_20.yaml (each modifies the
+1/+1 counters put on alice's bear: "that many plus one" or "twice that many"); the baseline board has the same
number of each of the two shapes, as copies of Hardened Scales and Doubling Season. Both ask `mtgasp orderings
BOARD counters bear +1/+1 1 --by bear` in a fresh process; the row gives the CPU seconds and the peak memory of that
process, and the orders counted (k! when every effect applies). Copies of one card are one class of effects
(rules/replacement/replacement.lp: effect_class/2), so the baseline's points are counted per class; distinct cards
are a class each, so the exploration's points grow as 2^k. With --baseline REF, each board is also asked of the
package of commit REF (benchmarks/_baseline.py), alternately with this tree, the least CPU of --repeat runs of each:
the ratio is the baseline's CPU over this tree's, and both must count the same orders.
"""
from __future__ import annotations

import argparse
import os
import re
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BOARD = ROOT / "benchmarks" / "boards" / "counters_distinct_20.yaml"
PLUS_ONE = {"Hardened Scales", "Winding Constrictor", "Conclave Mentor", "Kami of Whispered Hopes",
            "Caradora, Heart of Alacria", "Benevolent Hydra", "Ozolith, the Shattered Spire", "High Score"}


def effect_lines() -> list[str]:
    lines = BOARD.read_text().splitlines()
    return [line for line in lines if line.startswith("  - {card:")]


def board_text(cards: list[str]) -> str:
    return "players: [alice, bob]\nbattlefield:\n  - {id: bear, card: Grizzly Bears, controller: alice}\n" + \
        "".join(f"{line}\n" for line in cards)


def copies_of(cards: list[str]) -> list[str]:
    plus = sum(1 for line in cards if any(f'card: {name}' in line or f'card: "{name}"' in line for name in PLUS_ONE))
    return (["  - {card: Hardened Scales, controller: alice}"] * plus +
            ["  - {card: Doubling Season, controller: alice}"] * (len(cards) - plus))


def run(text: str, timeout: float, memory: int, tree: Path | None = None) -> dict:
    """One fresh `mtgasp orderings` on the board: this tree's, or with `tree` the package exported there."""
    with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as handle:
        handle.write(text)
    env = dict(os.environ, PYTHONPATH=str(tree)) if tree is not None else None
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run([sys.executable, "-m", "mtgasp", "orderings", handle.name, "counters", "bear", "+1/+1",
                           "1", "--by", "bear", "--timeout", str(timeout), "--memory", str(memory)],
                          capture_output=True, text=True, env=env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    Path(handle.name).unlink()
    found = re.search(r"over ([\d,]+) orders", done.stdout)
    return {"cpu": after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime,
            "peak_mb": after.ru_maxrss / 1024, "status": done.returncode,
            "orders": found.group(1) if found else (done.stderr.strip().splitlines() or ["?"])[-1][:60],
            "answer": done.stdout}


def without_witnesses(answer: str) -> str:
    """The answer's text less its witnesses ("order matters (same choices, two orders): ..." and their wrapped lines):
    since session 32 a counters event's witnesses are its outcomes' example orders (queries/commutation.py, first=True),
    where earlier trees gave a depth-first search's first orders; every other line must be the same."""
    out: list[str] = []
    skipping = False
    for line in answer.splitlines():
        if line.startswith(("order matters (", "choice matters (")):
            skipping = True
            continue
        if skipping and line.startswith("    "):
            continue
        skipping = False
        out.append(line)
    return "\n".join(out)


def least(runs: list[dict]) -> dict:
    return min(runs, key=lambda r: r["cpu"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[8, 10, 12, 13])
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--memory", type=int, default=4096)
    parser.add_argument("--baseline", default=None, metavar="REF", help="also the package of commit REF, alternately")
    parser.add_argument("--repeat", type=int, default=1, help="runs of each board (the least CPU is shown)")
    args = parser.parse_args()
    lines = effect_lines()
    old = None
    if args.baseline:
        sys.path.insert(0, str(ROOT / "benchmarks"))
        from _baseline import export

        old = export(args.baseline)
    ref = args.baseline
    head = "| k | copies of 2 cards: CPU s | distinct cards: CPU s | distinct / copies | distinct: peak MB | orders |"
    rule = "|---:|---:|---:|---:|---:|---|"
    if ref:
        head += (f" copies: {ref} CPU s | distinct: {ref} CPU s | distinct: {ref} / this tree | same answers |"
                 " same outcomes, counts and examples |")
        rule += "---:|---:|---:|:---:|:---:|"
    print(head)
    print(rule)
    for k in args.sizes:
        cards = lines[:k]
        sides = {"copies": board_text(copies_of(cards)), "distinct": board_text(cards)}
        runs: dict[tuple[str, str], list[dict]] = {}
        for _ in range(args.repeat):
            for name, text in sides.items():
                for tree in (("old", old), ("new", None)) if old is not None else (("new", None),):
                    runs.setdefault((name, tree[0]), []).append(run(text, args.timeout, args.memory, tree[1]))
        copies, distinct = least(runs[("copies", "new")]), least(runs[("distinct", "new")])
        same = "" if distinct["orders"] == copies["orders"] else f" (copies: {copies['orders']})"
        row = (f"| {k} | {copies['cpu']:.2f} | {distinct['cpu']:.2f} | {distinct['cpu'] / copies['cpu']:.1f}x "
               f"| {distinct['peak_mb']:.0f} | {distinct['orders']}{same} |")
        if old is not None:
            old_copies, old_distinct = least(runs[("copies", "old")]), least(runs[("distinct", "old")])
            equal = all(r["answer"] == runs[(name, "new")][0]["answer"] and r["status"] == runs[(name, "new")][0]["status"]
                        for (name, side), rs in runs.items() for r in rs)
            alike = all(without_witnesses(r["answer"]) == without_witnesses(runs[(name, "new")][0]["answer"])
                        and r["status"] == runs[(name, "new")][0]["status"] for (name, side), rs in runs.items() for r in rs)
            row += (f" {old_copies['cpu']:.2f} | {old_distinct['cpu']:.2f} | "
                    f"{old_distinct['cpu'] / distinct['cpu']:.2f}x | {'yes' if equal else 'NO'} | "
                    f"{'yes' if alike else 'NO'} |")
        print(row, flush=True)


if __name__ == "__main__":
    main()
