"""How many answers are incomplete, per command, on the example boards and on random boards of real cards.

    python benchmarks/count_incomplete.py [--boards N] [--seed S] [--size K] [--json]

Draws N boards (fixed seed) of K permanents of real cards from the library (half lands, half other permanent cards,
two players), and asks each: could-produce, show, mana (first player), can-activate (a random permanent), produce (a
random land), orderings (a random permanent card entering under the first player, cast). It counts the answers that
are incomplete, and those that stopped on a limit (an error is counted and printed). The same seed draws the same
boards from the same card names whatever the code: run it on two trees (PYTHONPATH=<other tree>) to compare.
No timing is asserted or printed beside the counts (issue 25 measures completeness, not speed)."""
from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

import mtgasp

ROOT = Path(__file__).resolve().parent.parent
PERMANENT_TYPES = {"artifact", "creature", "enchantment", "land", "planeswalker", "battle"}


def _pools() -> tuple[list[str], list[str]]:
    lands, others = [], []
    for name, info in sorted(mtgasp.card_library().items()):
        types = set(info.types)
        if not types or not types <= PERMANENT_TYPES or name.startswith("A-") or " // " in name:
            continue
        (lands if "land" in types else others).append(name)
    return lands, others


def _yaml(cards: list[tuple[str, str, str]]) -> str:
    lines = ["players: [alice, bob]", "battlefield:"]
    for ident, card, who in cards:
        lines.append(f"  - {{card: {json.dumps(card)}, controller: {who}, id: {ident}}}")
    return "\n".join(lines) + "\n"


def random_boards(n: int, seed: int, size: int) -> list[tuple[str, dict]]:
    rng = random.Random(seed)
    lands, others = _pools()
    boards = []
    for _ in range(n):
        picks = [(f"p{j}", rng.choice(lands if j % 2 == 0 else others), "alice" if j % 3 else "bob")
                 for j in range(size)]
        extra = {"can_activate": rng.randrange(size), "produce": rng.randrange(0, size, 2),
                 "enter": rng.choice(others)}
        boards.append((_yaml(picks), extra))
    return boards


def _ask(counts: Counter, command: str, fn) -> None:
    counts[(command, "asked")] += 1
    try:
        answer = fn()
    except mtgasp.LimitExceeded:
        counts[(command, "limit")] += 1
        counts[(command, "incomplete")] += 1
        return
    except Exception as exc:  # noqa: BLE001 (counted and printed: a measurement, not a test)
        counts[(command, "error")] += 1
        print(f"error: {command}: {type(exc).__name__}: {exc}", file=sys.stderr)
        return
    if not answer.complete:
        counts[(command, "incomplete")] += 1


def measure(boards: list[tuple[str, dict]], timeout: float) -> Counter:
    counts: Counter = Counter()
    for text, extra in boards:
        try:
            board = mtgasp.parse_board(text)
        except mtgasp.BoardError as exc:
            counts[("board", "refused")] += 1
            print(f"board refused: {exc}", file=sys.stderr)
            continue
        ids = [o.id for o in board.objects]
        _ask(counts, "could-produce", lambda: mtgasp.could_produce(board, timeout=timeout))
        _ask(counts, "show", lambda: mtgasp.show(board, timeout=timeout))
        _ask(counts, "mana", lambda: mtgasp.mana(board, "alice", timeout=timeout))
        if "can_activate" in extra:
            target = ids[extra["can_activate"] % len(ids)]
            _ask(counts, "can-activate", lambda: mtgasp.can_activate(board, target, timeout=timeout))
        if "produce" in extra:
            target = ids[extra["produce"] % len(ids)]
            _ask(counts, "produce", lambda: mtgasp.produce(board, target, timeout=timeout))
        if "enter" in extra:
            event = mtgasp.EnterEvent(extra["enter"], "alice", cast=True)
            _ask(counts, "orderings", lambda: mtgasp.orderings(board, event, timeout=timeout))
    return counts


def example_boards() -> list[tuple[str, dict]]:
    out = []
    for path in sorted((ROOT / "examples").glob("*.yaml")):
        out.append((path.read_text(encoding="utf-8"), {"can_activate": 0, "produce": 0}))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=40)
    parser.add_argument("--seed", type=int, default=25)
    parser.add_argument("--size", type=int, default=8)
    parser.add_argument("--timeout", type=float, default=30.0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = {}
    for label, boards in (("examples", example_boards()), ("random", random_boards(args.boards, args.seed, args.size))):
        counts = measure(boards, args.timeout)
        commands = sorted({c for c, _ in counts if c != "board"})
        result[label] = {c: {k: counts[(c, k)] for k in ("asked", "incomplete", "limit", "error")} for c in commands}
        result[label]["refused"] = counts[("board", "refused")]
    if args.json:
        print(json.dumps(result, indent=2))
        return
    for label, table in result.items():
        print(f"{label}: (boards refused: {table['refused']})")
        for command, row in table.items():
            if command != "refused":
                print(f"  {command:14} {row['incomplete']:4} incomplete of {row['asked']:4}"
                      f"  (limit {row['limit']}, error {row['error']})")


if __name__ == "__main__":
    main()
