"""Every answer of `mtgasp query` on many boards and questions, one line each, to compare two trees (issue 31: the ids
and the name asked became program parts of queries/query.lp; the answers must not change).

    PYTHONPATH=/tmp/base python tools/query_answers.py base.txt fresh   # another tree's package (benchmarks/_baseline.py)
    python tools/query_answers.py new.txt warm                          # this tree, one process: the warm route
    diff base.txt new.txt                                               # empty: the same answers

Boards: examples/**.yaml, tests/rulings/*.yaml, benchmarks/boards/commander_20.yaml and commander_152.yaml. Per board:
card-types; six random pairs (seeded) for shares-type, same-name and attach-trigger; each of the first six permanents
with itself, pt, kinship, named with its own card's name, "Forest" and a name no card has; an unknown id. "fresh"
switches engine/warm.py off (each question grounded afresh), "warm" keeps each board's program across its questions.
"""
from __future__ import annotations

import glob
import random
import sys

import mtgasp


def questions(board: mtgasp.Board, rng: random.Random) -> list[str]:
    ids = [p.id for p in board.permanents][:12]
    found = ["card-types graveyard"]
    for _ in range(6):
        a, b = rng.choice(ids), rng.choice(ids)
        found += [f"shares-type {a} {b}", f"same-name {a} {b}", f"attach-trigger {a} {b}"]
    for a in ids[:6]:
        card = next(p.card for p in board.permanents if p.id == a)
        found += [f"pt {a}", f"kinship {a}", f"shares-type {a} {a}", f"same-name {a} {a}", f'named {a} "{card}"',
                  f'named {a} "Forest"', f'named {a} "Nonexistent Name"']
    found.append(f"shares-type {ids[0]} nosuch")
    return found


def main() -> None:
    out, mode = sys.argv[1], sys.argv[2]
    if mode == "fresh":
        from mtgasp.engine import warm
        warm.enabled = False
    paths = sorted(glob.glob("examples/**/*.yaml", recursive=True)) + sorted(glob.glob("tests/rulings/*.yaml")) + \
        ["benchmarks/boards/commander_20.yaml", "benchmarks/boards/commander_152.yaml"]
    rng = random.Random(7)
    lines = []
    for path in paths:
        try:
            board = mtgasp.load_board(path)
        except Exception as exc:  # noqa: BLE001 (a board the loader refuses: said, the same in both trees)
            lines.append(f"{path} load {type(exc).__name__}")
            continue
        if not board.permanents:
            continue
        for q in questions(board, rng):
            try:
                said = repr(mtgasp.query(board, q))
            except Exception as exc:  # noqa: BLE001 (an error is an answer too)
                said = f"raised {type(exc).__name__}: {exc}"
            lines.append(f"{path} | {q} | {said}")
    with open(out, "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")
    print(len(lines))


if __name__ == "__main__":
    main()
