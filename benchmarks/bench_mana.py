"""mana on generated boards of 5 to 80 mana sources, against a brute force in the same run.

The sources cycle through basic lands, dual lands (Tropical Island, Watery Grave), Birds of Paradise,
Sol Ring and Wastes; Mana Flare (an opponent's) and a Utopia Sprawl add "tapped for mana" triggers.
The brute force (written here, without the engine's rules) lists what each source can add, triggers
included, and sums every combination with every source tapped: a pool with a source left untapped is
contained in the same pool plus that source's mana, so it is never maximal (these sources have no
other cost). Each size is run with the triggers and without them (no Mana Flare, no Utopia Sprawl).
Times are CPU seconds of this process (min of --repeat runs), engine and brute force measured in the
same run; the time per maximal pool is the engine's time divided by the number of maximal pools.

A second table adds Signets ("{1}, {T}: Add {W}{U}", "{1}, {T}: Add {G}{U}") to the board without
triggers: their mana costs make the engine search the pools (rules/mana/mana_sequence.lp), one answer set per
maximal pool. Its brute force taps every land (a land has no cost, so an untapped one never gives a
maximal pool), then activates Signets in every order, each paying {1} with any type in the pool, and keeps
the pools no other contains.

    python benchmarks/bench_mana.py [--repeat K] [SIZES...]     # prints the tables in Markdown
    python benchmarks/bench_mana.py --signets                    # only the table with Signets
"""
from __future__ import annotations

import sys
import time
from collections import Counter

import mtgasp

CYCLE = ["Forest", "Island", "Tropical Island", "Mountain", "Birds of Paradise", "Plains", "Watery Grave",
         "Swamp", "Sol Ring", "Wastes"]
MADE = {"Forest": ["G"], "Island": ["U"], "Mountain": ["R"], "Plains": ["W"], "Swamp": ["B"], "Wastes": ["C"],
        "Tropical Island": ["G", "U"], "Watery Grave": ["U", "B"], "Birds of Paradise": list("WUBRG"),
        "Sol Ring": ["CC"]}
LANDS = {"Forest", "Island", "Mountain", "Plains", "Swamp", "Wastes", "Tropical Island", "Watery Grave"}
TYPES = "WUBRGC"


def board_text(n: int, triggers: bool = True) -> str:
    lines = ["players: [alice, bob]", "battlefield:"]
    if triggers:
        lines.append("  - {card: Mana Flare, controller: bob, id: flare}")
    for i in range(n):
        lines.append(f'  - {{card: "{CYCLE[i % len(CYCLE)]}", controller: alice, id: s{i}}}')
    if triggers:
        lines.append("  - {card: Utopia Sprawl, controller: alice, id: sprawl, attached_to: s0, chosen: {color: red}}")
    return "\n".join(lines) + "\n"


def brute_force(n: int, triggers: bool = True) -> set[str]:
    pools = {"": Counter()}
    for i in range(n):
        card = CYCLE[i % len(CYCLE)]
        options = set()
        for made in MADE[card]:
            if card in LANDS and triggers:  # Mana Flare: one more mana of a type produced; the Sprawl on s0: one red
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


SIGNETS = {"Azorius Signet": "WU", "Simic Signet": "GU"}


def signet_board_text(n: int, k: int) -> str:
    """board_text(n) without triggers, and k Signets (Azorius, Simic, Azorius, ...)."""
    names = sorted(SIGNETS)
    return board_text(n, triggers=False) + "".join(
        f"  - {{card: {names[i % 2]}, controller: alice, id: sig{i}}}\n" for i in range(k))


def signet_brute_force(n: int, k: int) -> set[str]:
    lands = brute_force(n, triggers=False)  # every land tapped: the land pools, all of one total
    adds = [Counter(SIGNETS[sorted(SIGNETS)[i % 2]]) for i in range(k)]
    states = {(pool, frozenset()) for pool in lands}
    seen = set(states)
    while states:  # each step: one more Signet, paying {1} with one mana of any type in the pool
        new = set()
        for pool, used in states:
            have = Counter(pool)
            for i in range(k):
                if i in used:
                    continue
                for t in set(pool):
                    c = have + adds[i]
                    c[t] -= 1
                    state = ("".join(x * c[x] for x in TYPES), used | {i})
                    if state not in seen:
                        seen.add(state)
                        new.add(state)
        states = new
    pools = {pool for pool, _ in seen}
    # Keep the pools no other contains: vectors packed with a guard bit per type, q >= p in every type
    # exactly when no guard bit is borrowed in (q | guards) - p.
    width = max(len(p) for p in pools).bit_length() + 1
    guards = sum(1 << (i * width + width - 1) for i in range(len(TYPES)))

    def pack(p: str) -> int:
        return sum(p.count(t) << (i * width) for i, t in enumerate(TYPES))

    packed = {p: pack(p) for p in pools}
    by_total = sorted(pools, key=len, reverse=True)
    out = []
    for p in by_total:
        v = packed[p]
        if not any(len(q) > len(p) and ((packed[q] | guards) - v) & guards == guards for q in out):
            out.append(p)
    return set(out)


def cpu(fn, repeat: int):
    """(value, least CPU seconds of this process over `repeat` calls)."""
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        value = fn()
        best = min(best, time.process_time() - start)
    return value, best


def main(sizes: list[int], repeat: int) -> None:
    mtgasp.mana(mtgasp.parse_board(board_text(1)), "alice")  # load the card library once, untimed
    print("| sources | triggers | maximal pools | engine CPU | brute force CPU | engine / brute force "
          "| engine per maximal pool | same answer |")
    print("|---:|:---:|---:|---:|---:|---:|---:|:---:|")
    for n in sizes:
        for triggers in (True, False):
            board = mtgasp.parse_board(board_text(n, triggers), f"<{n} sources>")
            result, engine = cpu(lambda b=board: mtgasp.mana(b, "alice", timeout=600), repeat)
            expected, brute = cpu(lambda t=triggers: brute_force(n, t), repeat)
            got = {o.mana for o in result.options}
            same = got == expected and result.complete and result.pools_found == len(expected)
            print(f"| {n} | {'yes' if triggers else 'no'} | {len(expected):,} | {engine:.3f} s | {brute:.3f} s "
                  f"| {engine / brute:,.2f} | {engine / len(expected) * 1e6:,.0f} µs | {'yes' if same else 'NO'} |",
                  flush=True)


SIGNET_SIZES = [(10, 1), (20, 1), (10, 2), (20, 2), (40, 2), (60, 2), (10, 4), (20, 4), (10, 6)]


def main_signets(repeat: int) -> None:
    print("| lands etc. | Signets | maximal pools | engine CPU | brute force CPU | engine / brute force "
          "| engine per maximal pool | same answer |")
    print("|---:|---:|---:|---:|---:|---:|---:|:---:|")
    for n, k in SIGNET_SIZES:
        board = mtgasp.parse_board(signet_board_text(n, k), f"<{n} sources, {k} Signets>")
        result, engine = cpu(lambda b=board: mtgasp.mana(b, "alice", timeout=600), repeat)
        expected, brute = cpu(lambda n=n, k=k: signet_brute_force(n, k), repeat)
        got = {o.mana for o in result.options}
        same = got == expected and result.complete and result.pools_found == len(expected)
        print(f"| {n} | {k} | {len(expected):,} | {engine:.3f} s | {brute:.3f} s | {engine / brute:,.2f} "
              f"| {engine / len(expected) * 1e6:,.0f} µs | {'yes' if same else 'NO'} |", flush=True)


if __name__ == "__main__":
    args = sys.argv[1:]
    repeat = 3
    if args[:1] == ["--repeat"]:
        repeat, args = int(args[1]), args[2:]
    if args[:1] == ["--signets"]:
        mtgasp.mana(mtgasp.parse_board(board_text(1)), "alice")
        main_signets(repeat)
    else:
        main([int(a) for a in args] or [5, 10, 20, 40, 60, 80], repeat)
        print()
        main_signets(repeat)
