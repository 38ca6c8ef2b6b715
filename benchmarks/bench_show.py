"""show on generated boards of 40, 100 and 1,000 permanents with a dozen layer effects, and Spy Kit name checks.

The boards have Blood Moon, two Urborgs, Celestial Dawn, two Prismatic Omens, two Chromatic Lanterns, two
Gifts of Paradise, a Spy Kit and two Nameless Inversion effects (layers 4, 5 and 6, with a 613.8
dependency); the rest are lands, creatures and artifacts of the card library.

Spy Kit: `query named ID "<name>"` decides membership by a rule over the slice of the card reference the
question needs; the comparison row materialises all 15,376 names as facts (what the rule avoids).

    python benchmarks/bench_show.py [SIZES...]     # prints two Markdown tables
    python benchmarks/bench_show.py --cpu [SIZES...]   # atoms per permanent, CPU old vs new (bench_could_produce.py)
"""
from __future__ import annotations

import random
import sys

import _common  # noqa: F401  (puts tests/ on the path)
from _baseline import cpu_table
from _common import timed

import mtgasp
from mtgasp.encoder import board_facts
from mtgasp.encoder.reference import nonlegendary_creature_names
from mtgasp.engine.solver import solve_query

EFFECTS = [("Blood Moon", "bob", None), ("Urborg, Tomb of Yawgmoth", "alice", None),
           ("Urborg, Tomb of Yawgmoth", "bob", None), ("Celestial Dawn", "alice", None),
           ("Prismatic Omen", "bob", None), ("Prismatic Omen", "alice", None), ("Chromatic Lantern", "alice", None),
           ("Chromatic Lantern", "bob", None), ("Gift of Paradise", "alice", "p20"), ("Gift of Paradise", "bob", "p21"),
           ("Spy Kit", "alice", "p30")]
OTHERS = ["Forest", "Island", "Swamp", "Mountain", "Plains", "Tropical Island", "Savannah", "Reflecting Pool",
          "City of Brass", "Vivid Crag", "Cavern of Souls", "Grizzly Bears", "Llanowar Elves", "Wolf-Skull Shaman",
          "Relentless Rats", "Sol Ring", "Fellwar Stone", "Tarmogoyf"]


def board(n: int, seed: int = 1) -> str:
    rng = random.Random(seed)
    lines = ["players: [alice, bob]", "battlefield:"]
    ids = [f"p{i}" for i in range(n)]
    fixed = {20: "Forest", 21: "Island", 30: "Grizzly Bears", 31: "Llanowar Elves", 32: "Relentless Rats"}
    for i, pid in enumerate(ids):
        card = fixed.get(i, rng.choice(OTHERS))
        lines.append(f'  - {{card: "{card}", controller: {rng.choice(["alice", "bob"])}, id: {pid}}}')
    for j, (card, who, attached) in enumerate(EFFECTS):
        extra = f", attached_to: {attached}" if attached else ""
        lines.append(f'  - {{card: "{card}", controller: {who}, id: e{j}, timestamp: {n + j * 7 % 11}{extra}}}')
    lines += ["effects:", "  - {card: Nameless Inversion, controller: bob, id: inv1, targets: [p31]}",
              "  - {card: Nameless Inversion, controller: alice, id: inv2, targets: [p32]}"]
    return "\n".join(lines) + "\n"


def main(sizes):
    print("| permanents | layer effects | show (all, with trace) | could-produce |")
    print("|---:|---:|---:|---:|")
    for n in sizes:
        parsed = mtgasp.parse_board(board(n), f"<generated {n}>")
        mtgasp.show(parsed)  # warm-up
        shown, t_show = timed(lambda: mtgasp.show(parsed))
        _, t_cp = timed(lambda: mtgasp.could_produce(parsed))
        assert shown.objects["p31"].subtypes == () and shown.objects["p30"].all_nonlegendary_creature_names
        print(f"| {n:,} | {len(EFFECTS) + 2} | {t_show * 1000:,.0f} ms | {t_cp * 1000:,.0f} ms |")
    print()
    print("| Spy Kit name check (board of 100) | time | name facts grounded |")
    print("|---|---:|---:|")
    parsed = mtgasp.parse_board(board(100), "<generated 100>")
    questions = ['named p30 "Relentless Rats"', 'named p30 "Insectile Aberration"', 'named p30 "Zombie"',
                 "same-name p30 p32"]
    mtgasp.query(parsed, questions[0])
    total = 0.0
    for q in questions:
        answer, seconds = timed(lambda: mtgasp.query(parsed, q))
        total += seconds
    names = len(parsed.names()) + 1
    print(f"| `query named`/`same-name`, by a rule over the names asked (mean of {len(questions)}) | "
          f"{total / len(questions) * 1000:,.0f} ms | {names} |")
    everything = "\n".join(f"ref_nonlegendary_creature({mtgasp.encoder.asp_string(x)}). "
                           f"name_of_interest({mtgasp.encoder.asp_string(x)})." for x in sorted(nonlegendary_creature_names()))
    facts = board_facts(parsed, {"q_object": [("p30",)], "q_name": [("Relentless Rats",)]}) + everything
    _, seconds = timed(lambda: solve_query("query", facts))
    print(f"| the same question with every name materialised as facts | {seconds * 1000:,.0f} ms | "
          f"{len(nonlegendary_creature_names()):,} |")


def atoms(n: int) -> int:
    """Atoms of the layer-4 stage and of queries/show.lp grounded on the board of n permanents."""
    from mtgasp.engine.solver import control, grounded, stage_programs
    from mtgasp.queries.run import facts_for
    facts = facts_for(mtgasp.parse_board(board(n), f"<generated {n}>"))
    stage = control()
    stage.load(str(stage_programs()[0]))
    stage.add("base", [], facts)
    stage.ground([("base", [])])
    from mtgasp.engine.stage_onepass import question_atoms  # (grounded's Control holds the stage too: one pass)
    return len(stage.symbolic_atoms) + question_atoms(grounded("show", facts))


if __name__ == "__main__":
    if sys.argv[1:2] == ["--cpu"]:
        cpu_table("show", [int(a) for a in sys.argv[2:]] or [100, 1000, 3000], atoms)
    else:
        main([int(a) for a in sys.argv[1:]] or [40, 100, 1000])
