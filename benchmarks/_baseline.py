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
BASELINE = "fc4cc03"  # main before issue 14's second round (docs/performance.md)


@lru_cache(maxsize=4)
def export(ref: str = BASELINE) -> Path:
    """The `mtgasp` package of commit `ref`, in a temporary folder (removed when the process ends)."""
    data = subprocess.run(["git", "-C", str(ROOT), "archive", ref, "mtgasp"], check=True, capture_output=True).stdout
    folder = Path(tempfile.mkdtemp(prefix=f"mtgasp-{ref}-"))
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
