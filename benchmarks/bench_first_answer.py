"""The first answer and the warm one (issue 31): this tree against a baseline commit, in the same run.

    python benchmarks/bench_first_answer.py [--baseline REF] [--repeat N] [--rows fresh,warm,parts]

fresh: CPU seconds (user + system, the forked child of the command line included: getrusage of the children)
of a new interpreter that runs
  - `python -c "import mtgasp"`,
  - `python -m mtgasp could-produce examples/reflecting.yaml` (the README's board),
  - `python -m mtgasp show examples/reflecting.yaml`,
each under the baseline's package (exported with `git archive`, benchmarks/_baseline.py) and under this tree's,
alternately, the least of `repeat` runs each. Byte code is written and read as an installed package's is (the
sessions here set PYTHONDONTWRITEBYTECODE=1, which compiles every changed module at each import): a first run of
each, not counted, writes it. This tree's copies of the programs are then in the user's cache, as they are for
every run after the first ever (encoder/resources.py); the row "first run ever" gives each package an empty cache.

warm: one long-lived process per package reads benchmarks/boards/commander_152.yaml (4 players, 152 permanents of
real cards) and asks each command twice or more: the CPU seconds of the first call and the least of the others
(the API called again: what the page's server or a notebook pays per question).

parts: where the CPU of a fresh could-produce on the README board goes, in one new interpreter per package (the
least of `repeat` runs of each part): the interpreter's start and the imports of the command line and the question,
reading the board, the facts (the card data looked up), then each part the question reports (engine/limits.py:
the stage, parsed and grounded, with the question's program parsed; grounding the question; solving; decoding). In
process the question's Control is kept (engine/warm.py), where the command line's child freed it (~7 ms) before this
round and now leaves it to its end.

"same": the baseline's answer and this tree's are the same (the command's standard output; the repr of the API's
result).
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
from _baseline import export  # noqa: E402

BASELINE = "04b1601"  # main where the branch perf5 of issue 31's round 7 started
BOARD = ROOT / "examples" / "reflecting.yaml"
COMMANDER = HERE / "boards" / "commander_152.yaml"

FRESH = [
    ("`import mtgasp`", ["-c", "import mtgasp"]),
    ("`mtgasp could-produce` README board", ["-m", "mtgasp", "could-produce", str(BOARD)]),
    ("`mtgasp show` README board", ["-m", "mtgasp", "show", str(BOARD)]),
]

WARM = """
import hashlib, json, sys, time
import mtgasp
board = mtgasp.load_board(sys.argv[1])
repeat = int(sys.argv[2])
land = next(p.id for p in board.permanents if p.card == "Forest")
rock = next(p.id for p in board.permanents if p.card == "Sol Ring")
questions = [
    ("could-produce", lambda: mtgasp.could_produce(board)),
    ("produce (a Forest)", lambda: mtgasp.produce(board, land)),
    ("can-activate (Sol Ring)", lambda: mtgasp.can_activate(board, rock)),
    ("show", lambda: mtgasp.show(board)),
    ("query shares-type", lambda: mtgasp.query(board, f"shares-type {land} {rock}")),
    ("mana --cost {5}{G}{G} (alice)", lambda: mtgasp.mana(board, "alice", cost="{5}{G}{G}")),
    ("orderings tap (a Forest)", lambda: mtgasp.orderings(board, mtgasp.TapEvent(land))),
]
out = {}
for name, ask in questions:
    times = []
    for _ in range(repeat + 1):
        start = time.process_time()
        result = ask()
        times.append(time.process_time() - start)
    out[name] = {"first": times[0], "warm": min(times[1:]),
                 "answer": hashlib.sha256(repr(result).encode()).hexdigest()}
print(json.dumps(out))
"""


PARTS = """
import time, sys
start = time.process_time()
import mtgasp.cli, mtgasp.cli.could_produce, mtgasp.queries.could_produce
import mtgasp
from mtgasp.engine import limits, solver
spent = {"interpreter and imports": time.process_time() - start}
last = [time.process_time(), "reading the board"]
def report(message):
    now = time.process_time()
    spent[last[1]] = spent.get(last[1], 0.0) + now - last[0]
    last[0], last[1] = now, next((name for start, name in NAMES if message.startswith(start)), message)
NAMES = (("grounding stage", "the stage: parsed, grounded; the question's program parsed"),
         ("grounding queries", "grounding the question"), ("solving", "solving"), ("decoding", "decoding"))
limits.set_reporter(report)
board = mtgasp.load_board(sys.argv[1])
report("the facts and the card data")
result = mtgasp.could_produce(board)  # (in process engine/warm.py keeps its Control: none is freed)
report("end")
spent.pop("end", None)
spent["total"] = time.process_time() - start
print(repr(spent))
"""


def parts_rows(baseline: str, repeat: int) -> None:
    """The CPU of each part of a fresh could-produce on the README board (the least of `repeat` runs of each)."""
    import ast

    def run(package: Path | None) -> dict[str, float]:
        out = subprocess.run([sys.executable, "-c", PARTS, str(BOARD)], check=True, capture_output=True, text=True,
                             env=_env(package), cwd="/", timeout=600).stdout
        return ast.literal_eval(out.strip().splitlines()[-1])

    old_package = export(baseline)
    run(old_package), run(None)  # (byte code written)
    old: dict[str, list[float]] = {}
    new: dict[str, list[float]] = {}
    for _ in range(repeat):
        for package, into in ((old_package, old), (None, new)):
            for part, seconds in run(package).items():
                into.setdefault(part, []).append(seconds)
    print(f"\n| part of a fresh could-produce, README board (in process) | CPU ms ({baseline}) | CPU ms (this tree) |")
    print("|---|---:|---:|")
    for part in new:
        print(f"| {part} | {1000 * min(old.get(part, [float('nan')])):.1f} | {1000 * min(new[part]):.1f} |", flush=True)


def _env(package: Path | None, cache: str | None = None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    if package is not None:
        env["PYTHONPATH"] = str(package)
    if cache is not None:
        env["MTGASP_CACHE"] = cache
    return env


def cpu_of(args: list[str], env: dict[str, str]) -> tuple[float, str]:
    """The CPU seconds of a new interpreter running `args` (its children waited for included), and its output."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    run = subprocess.run([sys.executable, *args], capture_output=True, text=True, env=env, cwd="/", timeout=600)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if run.returncode not in (0, 3):
        raise RuntimeError(f"{args}: exit {run.returncode}: {run.stderr[-2000:]}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), run.stdout


def fresh_rows(baseline: str, repeat: int) -> None:
    old_package = export(baseline)
    print(f"| fresh process | CPU s ({baseline}) | CPU s (this tree) | {baseline} / this tree | same |")
    print("|---|---:|---:|---:|:---:|")
    for name, args in FRESH:
        cpu_of(args, _env(old_package))  # (writes the byte code, and this tree's copies of the programs)
        cpu_of(args, _env(None))
        old, new = [], []
        for _ in range(repeat):
            old.append(cpu_of(args, _env(old_package)))
            new.append(cpu_of(args, _env(None)))
        o, n = min(t for t, _ in old), min(t for t, _ in new)
        same = "yes" if {out for _, out in old} == {out for _, out in new} else "NO"
        print(f"| {name} | {o:.3f} | {n:.3f} | {o / n:.2f} | {same} |", flush=True)
    name, args = FRESH[1]
    firsts: dict[bool, list[tuple[float, str]]] = {False: [], True: []}  # (baseline, this tree)
    for _ in range(repeat):
        for mine in (False, True):
            with tempfile.TemporaryDirectory(prefix="mtgasp-bench-cache-") as cache:
                firsts[mine].append(cpu_of(args, _env(None if mine else old_package, cache)))
    o, n = min(t for t, _ in firsts[False]), min(t for t, _ in firsts[True])
    same = "yes" if {out for _, out in firsts[False]} == {out for _, out in firsts[True]} else "NO"
    print(f"| {name}, first run ever (empty cache: the programs' copies and what is kept beside them made) "
          f"| {o:.3f} | {n:.3f} | {o / n:.2f} | {same} |", flush=True)


def warm_rows(baseline: str, repeat: int) -> None:
    def run(package: Path | None) -> dict:
        out = subprocess.run([sys.executable, "-c", WARM, str(COMMANDER), str(repeat)], check=True, capture_output=True,
                             text=True, env=_env(package), cwd="/", timeout=1800).stdout
        return json.loads(out.strip().splitlines()[-1])

    old = run(export(baseline))
    new = run(None)
    print(f"\n| {COMMANDER.name}, one process | first call ({baseline}) | first call (this tree) "
          f"| warm CPU s ({baseline}) | warm CPU s (this tree) | {baseline} / this tree (warm) | same |")
    print("|---|---:|---:|---:|---:|---:|:---:|")
    for name in new:
        o, n = old[name], new[name]
        same = "yes" if o["answer"] == n["answer"] else "NO"
        print(f"| {name} | {o['first']:.3f} | {n['first']:.3f} | {o['warm']:.3f} | {n['warm']:.3f} "
              f"| {o['warm'] / n['warm']:.2f} | {same} |", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--baseline", default=BASELINE)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--rows", default="fresh,warm")
    args = parser.parse_args()
    rows = args.rows.split(",")
    if "fresh" in rows:
        fresh_rows(args.baseline, args.repeat)
    if "warm" in rows:
        warm_rows(args.baseline, args.repeat)
    if "parts" in rows:
        parts_rows(args.baseline, args.repeat)


if __name__ == "__main__":
    main()
