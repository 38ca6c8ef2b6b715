"""The first answer and the warm one (issue 31): this tree against a baseline commit, in the same run.

    python benchmarks/bench_first_answer.py [--baseline REF] [--repeat N] [--rows fresh,warm]

fresh: CPU seconds (user + system, the forked child of the command line included: getrusage of the children)
of a new interpreter that runs
  - `python -c "import mtgasp"`,
  - `python -m mtgasp could-produce examples/reflecting.yaml` (the README's board),
  - `python -m mtgasp show examples/reflecting.yaml`,
each under the baseline's package (exported with `git archive`, benchmarks/_baseline.py) and under this tree's,
alternately, the least of `repeat` runs each. Byte code is written and read as an installed package's is (the
sessions here set PYTHONDONTWRITEBYTECODE=1, which compiles every changed module at each import): a first run of
each, not counted, writes it. This tree's copies of the programs are then in the user's cache, as they are for
every run after the first ever (encoder/resources.py); the row "first run ever" gives this tree an empty cache.

warm: one long-lived process per package reads benchmarks/boards/commander_152.yaml (4 players, 152 permanents of
real cards) and asks each command twice or more: the CPU seconds of the first call and the least of the others
(the API called again: what the page's server or a notebook pays per question).

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

BASELINE = "ecb3ffc"  # the branch perf of issue 31's round 3 (second part) started from
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
    firsts = []
    for _ in range(repeat):
        with tempfile.TemporaryDirectory(prefix="mtgasp-bench-cache-") as cache:
            firsts.append(cpu_of(args, _env(None, cache))[0])
    print(f"| {name}, first run ever (empty cache: the programs' copies made) | | {min(firsts):.3f} | | |")


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


if __name__ == "__main__":
    main()
