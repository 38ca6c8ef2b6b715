"""Orderings of k replacement effects from k *distinct* real cards (issue 31's target: 20 under 10 s), against the
same number of effects from copies of two cards, measured in the same run.

    python benchmarks/bench_orderings_distinct.py [--sizes 8 10 12 13] [--timeout S] [--memory MB]

The distinct board is the first k effect cards of benchmarks/boards/counters_distinct_20.yaml (each modifies the
+1/+1 counters put on alice's bear: "that many plus one" or "twice that many"); the baseline board has the same
number of each of the two shapes, as copies of Hardened Scales and Doubling Season. Both ask `mtgasp orderings
BOARD counters bear +1/+1 1 --by bear` in a fresh process; the row gives the CPU seconds and the peak memory of that
process, and the orders counted (k! when every effect applies). Copies of one card are one class of effects
(rules/replacement/replacement.lp: effect_class/2), so the baseline's points are counted per class; distinct cards
are a class each, so the exploration's points grow as 2^k.
"""
from __future__ import annotations

import argparse
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


def run(text: str, timeout: float, memory: int) -> dict:
    with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as handle:
        handle.write(text)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run([sys.executable, "-m", "mtgasp", "orderings", handle.name, "counters", "bear", "+1/+1",
                           "1", "--by", "bear", "--timeout", str(timeout), "--memory", str(memory)],
                          capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    Path(handle.name).unlink()
    found = re.search(r"over ([\d,]+) orders", done.stdout)
    return {"cpu": after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime,
            "peak_mb": after.ru_maxrss / 1024, "status": done.returncode,
            "orders": found.group(1) if found else (done.stderr.strip().splitlines() or ["?"])[-1][:60]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[8, 10, 12, 13])
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--memory", type=int, default=4096)
    args = parser.parse_args()
    lines = effect_lines()
    print("| k | copies of 2 cards: CPU s | distinct cards: CPU s | distinct / copies | distinct: peak MB | orders |")
    print("|---:|---:|---:|---:|---:|---|")
    for k in args.sizes:
        cards = lines[:k]
        copies = run(board_text(copies_of(cards)), args.timeout, args.memory)
        distinct = run(board_text(cards), args.timeout, args.memory)
        same = "" if distinct["orders"] == copies["orders"] else f" (copies: {copies['orders']})"
        print(f"| {k} | {copies['cpu']:.2f} | {distinct['cpu']:.2f} | {distinct['cpu'] / copies['cpu']:.1f}x "
              f"| {distinct['peak_mb']:.0f} | {distinct['orders']}{same} |", flush=True)


if __name__ == "__main__":
    main()
