"""Tapping one land under k = 1…10 simultaneously applicable replacement effects, against the
brute-force oracle.

The land is Ancient Tomb ({T}: Add {C}{C}), controlled by alice, who also controls every effect.
The k effects are the first k of: Mana Reflection, Nyxbloom Ancient, Contamination, Infernal Darkness,
Pale Moon, Mana Reflection, Nyxbloom Ancient, Mana Reflection, Nyxbloom Ancient, Mana Reflection.
Each always applies (a land, tapped by its controller, nonbasic), so the orders add up to k!;
Contamination ("{B} instead of any other type and amount") in the middle of the multipliers makes
many different amounts. A second table does the same with Damping Sphere among them, which applies
only while the land's mana is two or more (the orders then add up to less than k!).

    python benchmarks/bench_produce.py [KMAX]     # prints Markdown tables
"""
from __future__ import annotations

import math
import sys

from _common import fmt_seconds, oracle_with_limit, timed

import mtgasp

MIX = ["Mana Reflection", "Nyxbloom Ancient", "Contamination", "Infernal Darkness", "Pale Moon",
       "Mana Reflection", "Nyxbloom Ancient", "Mana Reflection", "Nyxbloom Ancient", "Mana Reflection"]
WITH_SPHERE = ["Mana Reflection", "Damping Sphere", "Nyxbloom Ancient", "Contamination", "Pale Moon",
               "Mana Reflection", "Infernal Darkness", "Nyxbloom Ancient", "Mana Reflection", "Nyxbloom Ancient"]


def board(effects) -> str:
    lines = ["players: [alice, bob]", "battlefield:", "  - {card: Ancient Tomb, controller: alice, id: tomb}"]
    lines += [f'  - {{card: "{c}", controller: alice, id: e{i}}}' for i, c in enumerate(effects) if c != "Pale Moon"]
    moons = [f'  - {{card: "{c}", controller: bob, id: e{i}}}' for i, c in enumerate(effects) if c == "Pale Moon"]
    return "\n".join(lines + (["effects:"] + moons if moons else [])) + "\n"


def engine_outcomes(parsed):
    result = mtgasp.produce(parsed, "tomb")
    return [{o.mana: o.orders for o in a.outcomes} for a in result.abilities]


def table(mix, kmax, title):
    print(f"\n{title}\n")
    print("| k | orders (sum) | k! | distinct outcomes | engine | oracle | oracle / engine | answers agree |")
    print("|---:|---:|---:|---:|---:|---:|---:|:---|")
    for k in range(1, kmax + 1):
        text = board(mix[:k])
        parsed = mtgasp.parse_board(text, f"<k={k}>")
        engine, seconds = timed(engine_outcomes, parsed)
        expected, oracle_seconds = oracle_with_limit("produce", text, "tomb")
        orders = sum(engine[0].values())
        if expected is None:
            agree, ratio = "not checked (oracle stopped)", "–"
        else:
            agree = "yes" if expected == engine else "NO"
            ratio = f"{oracle_seconds / seconds:.2g}×" if oracle_seconds < 10 * seconds else f"{oracle_seconds / seconds:,.0f}×"
        print(f"| {k} | {orders:,} | {math.factorial(k):,} | {len(engine[0])} | {fmt_seconds(seconds)} "
              f"| {fmt_seconds(oracle_seconds)} | {ratio} | {agree} |", flush=True)


def main(kmax):
    mtgasp.produce(mtgasp.parse_board(board(MIX[:1]), "<warm-up>"), "tomb")
    table(MIX, kmax, "Ancient Tomb under Mana Reflection ×4, Nyxbloom Ancient ×3, Contamination, "
                     "Infernal Darkness, Pale Moon (first k)")
    table(WITH_SPHERE, kmax, "The same with Damping Sphere second (applicable only while the mana is two or more)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
