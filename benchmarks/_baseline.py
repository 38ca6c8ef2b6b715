"""Old against new in the same run: the package of another commit (default: the one issue 14's second
round started from) exported with `git archive`, and a command profiled under it and under this tree, each
in a fresh process (benchmarks/profile_commands.py --json), so both pay the same imports and caches."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tarfile
import tempfile
from functools import lru_cache
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BASELINE = os.environ.get("MTGASP_BASELINE", "fc4cc03")  # default: main before issue 14's second round


@lru_cache(maxsize=4)
def export(ref: str = BASELINE) -> Path:
    """The `mtgasp` package of commit `ref`, in a temporary folder (removed when the process ends)."""
    folder = Path(tempfile.mkdtemp(prefix=f"mtgasp-{ref}-"))
    top = subprocess.run(["git", "-C", str(ROOT), "ls-tree", "--name-only", ref], check=True, capture_output=True,
                         text=True).stdout.split()
    if "mtgasp" in top:  # the package in one folder (before the folders at the root)
        data = subprocess.run(["git", "-C", str(ROOT), "archive", ref, "mtgasp"], check=True, capture_output=True).stdout
        with tarfile.open(fileobj=BytesIO(data)) as tar:
            tar.extractall(folder, filter="data")
    else:  # the folders at the root, each mapped into the package as pyproject's package-dir says (api/ is mtgasp/)
        mapping = {"api": "mtgasp", **{d: f"mtgasp/{d}" for d in ("cli", "compiler", "encoder", "engine", "queries",
                                                                   "render", "research", "rules")}}
        for src, dst in mapping.items():
            data = subprocess.run(["git", "-C", str(ROOT), "archive", f"--prefix={dst}/", f"{ref}:{src}"], check=True,
                                  capture_output=True).stdout
            with tarfile.open(fileobj=BytesIO(data)) as tar:
                tar.extractall(folder, filter="data")
    import atexit
    import shutil
    atexit.register(shutil.rmtree, folder, True)
    return folder


def profile(command: str, n: int, ref: str | None = None) -> dict[str, float]:
    """profile_commands.profile(command, n) in a child process, on this tree (ref None) or on commit `ref`."""
    env = dict(os.environ)
    if ref is not None:
        env["PYTHONPATH"] = str(export(ref))
    out = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "profile_commands.py"), "--json", command, str(n)],
                         check=True, capture_output=True, text=True, env=env, cwd=str(ROOT / "benchmarks")).stdout
    return json.loads(out.strip().splitlines()[-1])


PARTS = (("parse", None), ("facts", None), ("stage ground", "stage solve"), ("ground", None), ("solve", None),
         ("decode", None))


def best_of(command: str, n: int, repeat: int, ref: str = BASELINE) -> tuple[dict[str, float], dict[str, float]]:
    """The baseline's and this tree's profiles with the least CPU of `repeat` each, run alternately (the machine
    is shared: a load that comes and goes weighs on both)."""
    old: list[dict[str, float]] = []
    new: list[dict[str, float]] = []
    for _ in range(repeat):
        old.append(profile(command, n, ref))
        new.append(profile(command, n))
    return min(old, key=lambda p: p["cpu"]), min(new, key=lambda p: p["cpu"])


def cpu_table(command: str, sizes, count, repeat: int = 3) -> None:
    """A Markdown table: for each size, count(n) atoms (the grounded question of this tree's rules), and the CPU
    seconds of one call under the baseline and under this tree (least of `repeat`, alternately), with this
    tree's parts (wall seconds, of that least run)."""
    print(f"| permanents | atoms | atoms / permanent | CPU s ({BASELINE}) | CPU s (this tree) | speed-up "
          "| parse / facts / stage / ground / solve / decode (this tree, wall s) |")
    print("|---:|---:|---:|---:|---:|---:|:---|")
    for n in sizes:
        old, new = best_of(command, n, repeat)
        if old["package"] == new["package"]:
            raise RuntimeError("the baseline ran this tree's package")
        parts = " / ".join(f"{new.get(a, 0.0) + (new.get(b, 0.0) if b else 0.0):.2f}" for a, b in PARTS)
        size = count(n)
        print(f"| {n:,} | {size:,} | {size / n:.0f} | {old['cpu']:.2f} | {new['cpu']:.2f} | "
              f"{old['cpu'] / new['cpu']:.2f}× | {parts} |", flush=True)
