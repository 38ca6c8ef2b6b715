"""could-produce on generated boards of 10, 100 and 1,000 permanents, against the brute-force oracle.

A third of the permanents are reflecting producers (Reflecting Pool, Exotic Orchard, Fellwar Stone,
Naga Vitalist, Harvester Druid, Sylvok Explorer, Star Compass) split between the two players, so that
they reflect each other in cycles across and within players; several replacement effects (Mana
Reflection, Nyxbloom Ancient, Reality Twist, Damping Sphere, Pale Moon) are on the board.

    python benchmarks/bench_could_produce.py [SIZES...]     # prints a Markdown table
    python benchmarks/bench_could_produce.py --cpu [SIZES...]   # ground size per permanent, CPU old vs new

--cpu: for boards of 100 to 10,000 permanents, the atoms of the grounded question per permanent and the CPU
seconds of one call (profile_commands.py, parse to decode), this tree against the baseline commit
(benchmarks/_baseline.py) in the same run, each in a fresh process.
"""
from __future__ import annotations

import random
import sys

from _baseline import cpu_table
from _common import fmt_seconds, oracle_with_limit, timed

import mtgasp

REFLECTING = ["Reflecting Pool", "Exotic Orchard", "Fellwar Stone", "Naga Vitalist", "Harvester Druid",
              "Sylvok Explorer", "Star Compass", "Reflecting Pool", "Exotic Orchard"]
OTHERS = ["Forest", "Island", "Swamp", "Mountain", "Plains", "Wastes", "Tropical Island", "Savannah",
          "Ancient Tomb", "Sol Ring", "Llanowar Elves", "Birds of Paradise", "City of Brass", "Gaea's Cradle",
          "Grizzly Bears", "Meteor Crater", "Calciform Pools", "Cavern of Souls", "Vivid Crag", "Gemstone Mine"]
EFFECTS = [("Mana Reflection", "alice"), ("Nyxbloom Ancient", "bob"), ("Reality Twist", "bob"),
           ("Damping Sphere", "alice")]


def board(n: int, seed: int = 1) -> str:
    rng = random.Random(seed)
    players = ("alice", "bob")
    cards = list(EFFECTS)
    n_reflecting = n // 3
    cards += [(REFLECTING[i % len(REFLECTING)], players[(i // 2) % 2]) for i in range(n_reflecting)]
    cards += [(rng.choice(OTHERS), rng.choice(players)) for _ in range(n - len(cards))]
    rng.shuffle(cards)
    lines = ["players: [alice, bob]", "battlefield:"]
    lines += [f'  - {{card: "{card}", controller: {who}, id: p{i}}}' for i, (card, who) in enumerate(cards)]
    lines += ["effects:", "  - {card: Pale Moon, controller: bob, id: moon}"]
    return "\n".join(lines) + "\n"


def main(sizes):
    print("| permanents | reflecting | replacement effects | engine | oracle | oracle / engine | answers agree |")
    print("|---:|---:|---:|---:|---:|---:|:---|")
    for n in sizes:
        text = board(n)
        parsed = mtgasp.parse_board(text, f"<generated {n}>")
        mtgasp.could_produce(parsed)  # warm-up (imports, file cache)
        engine, seconds = timed(lambda: mtgasp.could_produce(parsed).types)
        expected, oracle_seconds = oracle_with_limit("could_produce", text)
        if expected is None:
            agree, ratio = "not checked (oracle stopped)", "–"
        else:
            agree = "yes" if expected == engine else f"NO ({sum(expected[k] != engine.get(k) for k in expected)} differ)"
            ratio = f"{oracle_seconds / seconds:.2g}×" if oracle_seconds < 10 * seconds else f"{oracle_seconds / seconds:,.0f}×"
        print(f"| {n:,} | {n // 3} | {len(EFFECTS) + 1} | {fmt_seconds(seconds)} | {fmt_seconds(oracle_seconds)} "
              f"| {ratio} | {agree} |", flush=True)


def atoms(n: int) -> int:
    """Atoms of queries/could_produce.lp grounded on the board of n permanents (with the stage's result)."""
    from mtgasp.engine.solver import grounded
    from mtgasp.engine.stage_onepass import question_atoms
    from mtgasp.queries.run import facts_for
    ctl = grounded("could_produce", facts_for(mtgasp.parse_board(board(n), f"<generated {n}>")))
    return question_atoms(ctl)  # (not the stage's own atoms, grounded in the same Control: one pass)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--cpu"]:
        cpu_table("could-produce", [int(a) for a in sys.argv[2:]] or [100, 1000, 3000, 10000], atoms)
    else:
        main([int(a) for a in sys.argv[1:]] or [10, 100, 1000])
