"""Every answer of a tree, to compare two trees: a change meant to keep answers must keep all of them.

    git worktree add /tmp/base <commit>                      # the tree to compare with
    PYTHONHASHSEED=0 .venv/bin/python tools/answers.py dump . new.jsonl [--quick]   # this tree's editable install
    python tools/answers.py compare base.jsonl new.jsonl     # exit 1 if any answer differs

A tree is dumped by a Python that imports its mtgasp: its own editable install (`pip install -e .` in that tree;
since issue 29 the package's folders are at the root and only an install maps them into `mtgasp`), or, for a
tree from before that move (with an mtgasp/ folder), `PYTHONPATH=/tmp/base python -P tools/answers.py dump
/tmp/base base.jsonl`.

Boards: examples/**.yaml, tests/rulings/*.yaml (files), every ruling case's board (tests/ruling_cases.py),
benchmark boards (could-produce 10/100/300, show 100/300), 40 random oracle boards (seeded).
Per board: could-produce (with and without explain: the full JSON), show (explain JSON), can-activate
--explain and produce for the first 3 permanents, mana for each player, orderings of tapping the first
permanent; per ruling case: its own ask's projection.
"""
from __future__ import annotations

import json
import random
import sys
import traceback
from pathlib import Path

if len(sys.argv) >= 4 and sys.argv[1] == "compare":
    pass
elif len(sys.argv) >= 4 and sys.argv[1] == "dump":
    ROOT = Path(sys.argv[2]).resolve()
    OUT = Path(sys.argv[3])
    QUICK = "--quick" in sys.argv
    sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "benchmarks")]
else:
    sys.exit(__doc__)

import mtgasp  # noqa: E402
from mtgasp.render import json as as_json  # noqa: E402


def canon(x):
    return json.loads(json.dumps(x, sort_keys=True, default=repr))


def run(name, fn):
    try:
        return canon(fn())
    except Exception as e:  # a refusal is an answer too
        kind = type(e).__name__
        if kind == "RulesError":  # a board the rules refuse: a BoardError, its code in words as the command line says it
            from mtgasp.render.words import error
            kind, e = "BoardError", error(e)
        return {"error": kind, "message": str(e).replace(str(ROOT), "ROOT")}


def boards():
    for path in sorted(list((ROOT / "examples").rglob("*.yaml")) + list((ROOT / "tests" / "rulings").glob("*.yaml"))):
        try:
            yield str(path.relative_to(ROOT)), mtgasp.load_board(str(path))
        except Exception as e:
            yield str(path.relative_to(ROOT)), e
    from bench_could_produce import board as cp_board
    from bench_show import board as show_board
    for n in ((10, 100) if QUICK else (10, 100, 300)):
        yield f"cp{n}", mtgasp.parse_board(cp_board(n), f"<cp {n}>")
    for n in ((100,) if QUICK else (100, 300)):
        yield f"show{n}", mtgasp.parse_board(show_board(n), f"<show {n}>")
    sys.path.insert(0, str(ROOT / "tests" / "queries"))  # (the random boards of test_produce_oracle.py)
    import test_produce_oracle as t
    rng = random.Random(7)
    for i in range(10 if QUICK else 40):
        perms = [(rng.choice(t.PRODUCERS + t.REFLECTING), rng.choice(t.PLAYERS), 0) for _ in range(rng.randint(1, 7))]
        effects = [(rng.choice(t.REPLACEMENTS), rng.choice(t.PLAYERS), 0) for _ in range(rng.randint(0, 4))]
        text = t.render(perms, effects)
        yield f"random{i}", mtgasp.parse_board(text, f"<random {i}>")


def answers(name, board):
    if isinstance(board, Exception):
        yield "load", {"error": type(board).__name__, "message": str(board).replace(str(ROOT), "ROOT")}
        return
    yield "could", run(name, lambda: as_json.could_produce(mtgasp.could_produce(board)))
    yield "could-explain", run(name, lambda: as_json.could_produce(mtgasp.could_produce(board, explain=True)))
    yield "show", run(name, lambda: as_json.show(mtgasp.show(board), explain=True))
    big = name.startswith(("cp", "show")) and name not in ("cp10",)
    perms = [p.id for p in board.permanents][: (1 if big else 3)]
    for pid in perms:
        yield f"can-activate {pid}", run(name, lambda pid=pid: as_json.can_activate(
            mtgasp.can_activate(board, pid, explain=True)))
        yield f"produce {pid}", run(name, lambda pid=pid: as_json.produce(mtgasp.produce(board, pid)))
    if perms and not big:
        yield f"orderings tap {perms[0]}", run(name, lambda: as_json.orderings(
            mtgasp.orderings(board, mtgasp.TapEvent(perms[0], 1))))
    if not big:
        for player in board.players:
            yield f"mana {player}", run(name, lambda player=player: as_json.mana(mtgasp.mana(board, player, timeout=60)))


def dump():
    if not Path(mtgasp.__file__).resolve().is_relative_to(ROOT):
        sys.exit(f"mtgasp is imported from {mtgasp.__file__}, not from {ROOT}: set PYTHONPATH={ROOT}")
    with OUT.open("w") as out:
        n = 0
        for name, board in boards():
            for key, value in answers(name, board):
                out.write(json.dumps({"board": name, "ask": key, "answer": value}, sort_keys=True) + "\n")
                n += 1
            out.flush()
        try:
            import ruling_cases as rc
            for case in rc.load_cases(ROOT / "tests" / "rulings"):
                try:
                    value = canon(rc.answer(case))
                except Exception as e:
                    value = {"error": type(e).__name__, "message": str(e)[:300]}
                out.write(json.dumps({"board": f"case {case.name}", "ask": case.ask, "answer": value}, sort_keys=True) + "\n")
                n += 1
        except Exception:
            traceback.print_exc()
    print(f"{n} answers -> {OUT}")


def _load(path):
    rows = {}
    for line in Path(path).read_text().splitlines():
        r = json.loads(line)
        rows[(r["board"], r["ask"])] = r["answer"]
    return rows


def compare(first, second) -> int:
    a, b = _load(first), _load(second)
    differ = [k for k in a if k in b and a[k] != b[k]]
    alone = sorted(set(a) ^ set(b))
    print(f"{len(a)} / {len(b)} answers; {len(set(a) & set(b)) - len(differ)} identical; {len(differ)} differ; "
          f"{len(alone)} in one only")
    for k in differ[:20]:
        print("DIFF", k)
        print("  A:", json.dumps(a[k])[:400])
        print("  B:", json.dumps(b[k])[:400])
    for k in alone[:10]:
        print("ONLY", k)
    return 1 if differ or alone else 0


if sys.argv[1] == "compare":
    sys.exit(compare(sys.argv[2], sys.argv[3]))
dump()
