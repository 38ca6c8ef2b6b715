"""Where the packaged logic programs and data are: the folder that holds rules/ and queries/ (the mtgasp
package when installed; the repository's root in a checkout, whose folders pyproject's package-dir maps into
the package).

clingo looks for an `#include "x.lp"` first in the working directory and only then beside the including
file: a `layer4.lp` or `mana.lp` in the directory a user runs mtgasp from would replace the rules' own file
and the answers would be wrong. So the programs are loaded from a private copy whose includes name their
files by absolute path (`program/1`); each program loaded is copied once per process, with the files it
includes, into a new temporary directory that only this user can write, removed at exit.
"""
from __future__ import annotations

import atexit
import re
import shutil
import tempfile
from functools import cache, lru_cache
from pathlib import Path

import clingo

PACKAGE_DIR = Path(__file__).resolve().parent.parent  # engine/ is beside rules/ and queries/
# The folders of the package that hold its logic programs (in a checkout PACKAGE_DIR is the repository's root,
# which holds much besides).
PROGRAM_FOLDERS = ("rules", "queries", "research")
_INCLUDE = re.compile(r'^([ \t]*#include[ \t]+)"([^"\\]+)"', re.MULTILINE)


def rules_dir() -> Path:
    """The folder of the Comprehensive Rules programs (rules/)."""
    return PACKAGE_DIR / "rules"


def queries_dir() -> Path:
    """The folder of the query programs (queries/)."""
    return PACKAGE_DIR / "queries"


def program(path: Path | str) -> Path:
    """The file clingo should load for the packaged program at `path`: its copy whose `#include`s are
    absolute paths (the module's docstring says why). A file outside the package is returned as it is."""
    path = Path(path).resolve()
    return _copy(path) if _packaged(path) else path


def _packaged(path: Path) -> bool:
    return path.is_relative_to(PACKAGE_DIR) and path.relative_to(PACKAGE_DIR).parts[0] in PROGRAM_FOLDERS


def package_paths(text: str) -> str:
    """`text` (a message of clingo) with the copies' paths given as the package's own."""
    if not _root.cache_info().currsize:  # no copy made in this process
        return text
    return text.replace(str(_root()), str(PACKAGE_DIR))


def included(path: Path | str) -> list[Path]:
    """The file and every file it #includes, directly or not (each once)."""
    seen: list[Path] = []
    todo = [Path(path).resolve()]
    while todo:
        file = todo.pop()
        if file in seen or not file.is_file():
            continue
        seen.append(file)
        todo += [(file.parent / name).resolve() for _, name in _INCLUDE.findall(file.read_text(encoding="utf-8"))]
    return seen


@lru_cache(maxsize=1)
def _root() -> Path:
    root = Path(tempfile.mkdtemp(prefix="mtgasp-programs-"))
    atexit.register(shutil.rmtree, root, True)
    return root


@cache
def _copy(source: Path) -> Path:
    """The copy of one packaged program, and of the files it includes (only the programs loaded are copied)."""
    target = _root() / source.relative_to(PACKAGE_DIR)
    if target.exists():  # copied already, or being copied higher up a cycle of includes
        return target
    included: list[Path] = []

    def absolute(match: re.Match[str]) -> str:
        file = (source.parent / match.group(2)).resolve()
        if not _packaged(file):
            raise RuntimeError(f"{source}: #include {match.group(2)!r} is outside the package's programs")
        relative = file.relative_to(PACKAGE_DIR)
        if not file.is_file():
            raise RuntimeError(f"{source}: #include {match.group(2)!r}: no such file in the package")
        included.append(file)
        return match.group(1) + str(clingo.String(str(_root() / relative)))

    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(_INCLUDE.sub(absolute, source.read_text(encoding="utf-8")), encoding="utf-8")
    for file in included:
        _copy(file)
    return target
