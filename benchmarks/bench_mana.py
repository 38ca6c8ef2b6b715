"""mana on generated boards of 5, 10, 20 and 40 mana sources, against a brute force in the same run.

The sources cycle through basic lands, dual lands (Tropical Island, Watery Grave), Birds of Paradise,
Sol Ring and Wastes; Mana Flare (an opponent's) and a Utopia Sprawl add "tapped for mana" triggers.
The brute force (written here, without the engine's rules) lists what each source can add, triggers
included, and sums every combination with every source tapped: a pool with a source left untapped is
contained in the same pool plus that source's mana, so it is never maximal (these sources have no
other cost). The number of distinct maximal multisets is printed beside the times.

    python benchmarks/bench_mana.py [SIZES...]     # prints a Markdown table
"""
from __future__ import annotations

import sys
import time
from collections import Counter

import mtgasp
from mtgasp import solver
from mtgasp.encoder import board_facts

CYCLE = ["Forest", "Island", "Tropical Island", "Mountain", "Birds of Paradise", "Plains", "Watery Grave",
         "Swamp", "Sol Ring", "Wastes"]
MADE = {"Forest": ["G"], "Island": ["U"], "Mountain": ["R"], "Plains": ["W"], "Swamp": ["B"], "Wastes": ["C"],
        "Tropical Island": ["G", "U"], "Watery Grave": ["U", "B"], "Birds of Paradise": list("WUBRG"),
        "Sol Ring": ["CC"]}
LANDS = {"Forest", "Island", "Mountain", "Plains", "Swamp", "Wastes", "Tropical Island", "Watery Grave"}
TYPES = "WUBRGC"


def board_text(n: int) -> str:
    lines = ["players: [alice, bob]", "battlefield:",
             "  - {card: Mana Flare, controller: bob, id: flare}"]
    for i in range(n):
        lines.append(f'  - {{card: "{CYCLE[i % len(CYCLE)]}", controller: alice, id: s{i}}}')
    lines.append("  - {card: Utopia Sprawl, controller: alice, id: sprawl, attached_to: s0, chosen: {color: red}}")
    return "\n".join(lines) + "\n"


def brute_force(n: int) -> set[str]:
    pools = {"": Counter()}
    for i in range(n):
        card = CYCLE[i % len(CYCLE)]
        options = set()
        for made in MADE[card]:
            if card in LANDS:  # Mana Flare: one more mana of a type produced; the Sprawl on s0: one red
                extra = "R" if i == 0 else ""
                options.update(made + t + extra for t in set(made))
            else:
                options.add(made)
        new = {}
        for pool in pools.values():
            for o in options:
                c = pool + Counter(o)
                new["".join(t * c[t] for t in TYPES)] = c
        pools = new
    by_total: dict[int, list[str]] = {}
    for key in pools:
        by_total.setdefault(len(key), []).append(key)
    top = max(by_total)
    out = set(by_total[top])  # every pool here has the same total: none contains another
    assert len(by_total) == 1
    return out


def grounding(board: mtgasp.Board) -> tuple[float, int]:
    """Seconds to ground the `mana` query and the number of ground rules (clingo's statistics)."""
    facts = board_facts(board) + 'plan_player("alice").\nplan_maximal.\n'
    start = time.perf_counter()
    ctl = solver.grounded("mana", facts, ["--stats"])
    seconds = time.perf_counter() - start
    ctl.solve(on_model=lambda m: False)  # statistics are filled in by a solve call
    return seconds, int(ctl.statistics["problem"]["lp"]["rules"])


def main(sizes: list[int]) -> None:
    mtgasp.mana(mtgasp.parse_board(board_text(1)), "alice")  # load the card library once, untimed
    print("| sources | distinct maximal multisets | pools enumerated by the engine | grounding | ground rules "
          "| mana (engine, all) | brute force | engine / brute force | same answer |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|:---:|")
    for n in sizes:
        board = mtgasp.parse_board(board_text(n), f"<{n} sources>")
        ground_s, rules = grounding(board)
        start = time.perf_counter()
        result = mtgasp.mana(board, "alice", timeout=600)
        engine = time.perf_counter() - start
        start = time.perf_counter()
        expected = brute_force(n)
        brute = time.perf_counter() - start
        got = {o.mana for o in result.options}
        print(f"| {n} | {len(got):,} | {result.pools_found:,} | {ground_s:.2f} s | {rules:,} | {engine:.2f} s | {brute:.4f} s | "
              f"{engine / brute:,.0f}× | {'yes' if got == expected and result.complete else 'NO'} |", flush=True)


if __name__ == "__main__":
    main([int(a) for a in sys.argv[1:]] or [5, 10, 20, 40])
