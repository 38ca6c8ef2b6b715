"""Where the packaged logic programs and data are (inside the mtgasp package, installed or not).

clingo looks for an `#include "x.lp"` first in the working directory and only then beside the including
file: a `layer4.lp` or `mana.lp` in the directory a user runs mtgasp from would replace the rules' own file
and the answers would be wrong. So the programs are loaded from a private copy whose includes name their
files by absolute path (`program/1`); the copy is made once per process, in a new temporary directory that
only this user can write, and removed at exit.
"""
from __future__ import annotations

import atexit
import re
import shutil
import tempfile
from functools import lru_cache
from pathlib import Path

import clingo

PACKAGE_DIR = Path(__file__).resolve().parent
_INCLUDE = re.compile(r'^([ \t]*#include[ \t]+)"([^"\\]+)"', re.MULTILINE)


def rules_dir() -> Path:
    """The folder of the Comprehensive Rules programs (mtgasp/rules/)."""
    return PACKAGE_DIR / "rules"


def queries_dir() -> Path:
    """The folder of the query programs (mtgasp/queries/)."""
    return PACKAGE_DIR / "queries"


def program(path: Path | str) -> Path:
    """The file clingo should load for the packaged program at `path`: its copy whose `#include`s are
    absolute paths (the module's docstring says why). A file outside the package is returned as it is."""
    path = Path(path).resolve()
    try:
        relative = path.relative_to(PACKAGE_DIR)
    except ValueError:
        return path
    return _copies() / relative


def package_paths(text: str) -> str:
    """`text` (a message of clingo) with the copies' paths given as the package's own."""
    root = _copies.cache_info().currsize and str(_copies())
    return text.replace(root, str(PACKAGE_DIR)) if root else text


@lru_cache(maxsize=1)
def _copies() -> Path:
    root = Path(tempfile.mkdtemp(prefix="mtgasp-programs-"))
    atexit.register(shutil.rmtree, root, True)
    for source in sorted(PACKAGE_DIR.rglob("*.lp")):
        target = root / source.relative_to(PACKAGE_DIR)
        target.parent.mkdir(parents=True, exist_ok=True)

        def absolute(match: re.Match[str], source: Path = source) -> str:
            return _absolute(match, source, root)

        target.write_text(_INCLUDE.sub(absolute, source.read_text(encoding="utf-8")), encoding="utf-8")
    return root


def _absolute(match: re.Match[str], source: Path, root: Path) -> str:
    included = (source.parent / match.group(2)).resolve()
    try:
        relative = included.relative_to(PACKAGE_DIR)
    except ValueError:
        raise RuntimeError(f"{source}: #include {match.group(2)!r} is outside the package") from None
    if not included.is_file():
        raise RuntimeError(f"{source}: #include {match.group(2)!r}: no such file in the package")
    return match.group(1) + str(clingo.String(str(root / relative)))
