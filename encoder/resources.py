"""Where the packaged logic programs and data are: the folder that holds rules/ and queries/ (the mtgasp
package when installed; the repository's root in a checkout, whose folders pyproject's package-dir maps into
the package).

clingo looks for an `#include "x.lp"` first in the working directory and only then beside the including
file: a `layer4.lp` or `mana.lp` in the directory a user runs mtgasp from would replace the rules' own file
and the answers would be wrong. So the programs are loaded from a copy whose includes name their files by
absolute path (`program/1`).

The copies are kept in the user's cache folder (`cache_dir`: $MTGASP_CACHE, else $XDG_CACHE_HOME/mtgasp, else
~/.cache/mtgasp), under programs/<digest>, the digest of every packaged program's path and text (issue 31: making
them took ~0.035 s of every fresh process, and a forked command-line child never removed its temporary folder).
A changed rule is another digest, so another folder: a copy made from other rules is never read. A folder is made
whole in a temporary folder beside it and renamed into place (no process reads a half-made one), and its files are
checked against its manifest when first used in a process (a file missing or of another size: made again). When
the cache can't be written, each program is copied, as before, into a temporary folder of this process only this
user can write, removed at exit (`discard_private_copies`)."""
from __future__ import annotations

import atexit
import os
import re
from collections.abc import Callable
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

import clingo

PACKAGE_DIR = Path(__file__).resolve().parent.parent  # engine/ is beside rules/ and queries/
# The folders of the package that hold its logic programs (in a checkout PACKAGE_DIR is the repository's root,
# which holds much besides).
PROGRAM_FOLDERS = ("rules", "queries", "research")
_INCLUDE = re.compile(r'^([ \t]*#include[ \t]+)"([^"\\]+)"', re.MULTILINE)
# How the copies are made, part of their folder's digest: a change to `_absolute_includes` or to the folder's
# layout names other folders.
COPIES_FORMAT = b"mtgasp program copies 1\n"
MANIFEST = ".manifest"  # in a folder of copies: "size path" of each file, written last
UNUSED_DAYS = 30  # a folder of copies no process used for this long is removed when another one is made


def rules_dir() -> Path:
    """The folder of the Comprehensive Rules programs (rules/)."""
    return PACKAGE_DIR / "rules"


def queries_dir() -> Path:
    """The folder of the query programs (queries/)."""
    return PACKAGE_DIR / "queries"


def cache_dir() -> Path:
    """The user's cache folder of mtgasp: $MTGASP_CACHE, else $XDG_CACHE_HOME/mtgasp, else ~/.cache/mtgasp."""
    base = os.environ.get("MTGASP_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache"), "mtgasp")
    return Path(base)


def program(path: Path | str) -> Path:
    """The file clingo should load for the packaged program at `path`: its copy whose `#include`s are
    absolute paths (the module's docstring says why). A file outside the package is returned as it is."""
    path = Path(path).resolve()
    if not packaged(path):
        return path
    copies = _copies()
    if copies is not None:
        target = copies / path.relative_to(PACKAGE_DIR)
        if target.is_file():  # (else a program made after this process read the package's: copied apart)
            return target
    return _private_copy(path)


def packaged(path: Path) -> bool:
    """Whether `path` (resolved) is a program of the package (under one of PROGRAM_FOLDERS)."""
    return path.is_relative_to(PACKAGE_DIR) and path.relative_to(PACKAGE_DIR).parts[0] in PROGRAM_FOLDERS


_ROOTS: list[Path] = []  # the folders of copies this process used


def package_paths(text: str) -> str:
    """`text` (a message of clingo) with the copies' paths given as the package's own."""
    for root in _ROOTS:
        text = text.replace(str(root), str(PACKAGE_DIR))
    return text


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


def _absolute_includes(source: Path, text: str, root: Path, exists: Callable[[Path], bool],
                       found: list[Path] | None = None) -> str:
    """The text of the packaged program `source` with each include naming its file's copy under `root` by
    absolute path (each file included appended to `found`)."""
    def absolute(match: re.Match[str]) -> str:
        file = (source.parent / match.group(2)).resolve()
        if not packaged(file):
            raise RuntimeError(f"{source}: #include {match.group(2)!r} is outside the package's programs")
        if not exists(file):
            raise RuntimeError(f"{source}: #include {match.group(2)!r}: no such file in the package")
        if found is not None:
            found.append(file)
        return match.group(1) + str(clingo.String(str(root / file.relative_to(PACKAGE_DIR))))

    return _INCLUDE.sub(absolute, text)


# --- the copies in the user's cache ---------------------------------------------------------------------------

def _blake2b() -> Any:
    try:  # (the hash alone: hashlib loads OpenSSL, ~3 ms of every fresh process)
        from _blake2 import blake2b
    except ImportError:  # pragma: no cover - a Python built without it
        from hashlib import blake2b
    return blake2b(digest_size=16)


def _sources() -> dict[str, bytes]:
    """Every packaged program (its path under the package, with /) and its bytes, in the order of their paths."""
    found: dict[str, bytes] = {}
    for folder in PROGRAM_FOLDERS:
        for top, dirs, files in os.walk(PACKAGE_DIR / folder):
            dirs[:] = [d for d in dirs if not d.startswith((".", "__"))]
            for name in files:
                if name.endswith(".lp"):
                    file = os.path.join(top, name)
                    with open(file, "rb") as f:
                        found[os.path.relpath(file, PACKAGE_DIR).replace(os.sep, "/")] = f.read()
    return dict(sorted(found.items()))


def sources_digest(sources: dict[str, bytes] | None = None) -> str:
    """The digest that names the folder of copies: every program's path and bytes, and how copies are made."""
    h = _blake2b()
    h.update(COPIES_FORMAT)
    for rel, data in (_sources() if sources is None else sources).items():
        h.update(rel.encode("utf-8") + b"\0" + len(data).to_bytes(8, "little") + data)
    return str(h.hexdigest())


@lru_cache(maxsize=1)
def _copies() -> Path | None:
    """The folder of this package's program copies in the user's cache (made now if it isn't there or isn't
    whole); None when the cache can't be used (then `_private_copy`)."""
    base = cache_dir()
    if str(base).startswith("~"):  # (no home folder to expand "~" to)
        return None
    try:
        sources = _sources()
        # Absolute: the copies' includes name files under it, and clingo reads a relative include in the working
        # directory first (the module's docstring).
        root = base.absolute() / "programs" / sources_digest(sources)
        if not _whole(root):
            _make(root, sources)
            if not _whole(root):
                return None
    except (OSError, RuntimeError, UnicodeError, ValueError):
        return None
    _ROOTS.append(root)
    return root


def _whole(root: Path) -> bool:
    """Whether the folder holds every file its manifest names, each of the size it says (the manifest is
    written last, and the folder renamed into place only then)."""
    try:
        lines = (root / MANIFEST).read_text(encoding="utf-8").splitlines()
        for line in lines:
            size, rel = line.split(" ", 1)
            if os.stat(root / rel).st_size != int(size):
                return False
        os.utime(root / MANIFEST)  # used now (folders unused for UNUSED_DAYS are removed: `_prune`)
    except (OSError, ValueError):
        return False
    return bool(lines)


def _make(root: Path, sources: dict[str, bytes]) -> None:
    """Make the folder of copies: whole in a temporary folder beside it, then renamed to `root` (a folder that
    is there but not whole is moved aside first)."""
    import shutil
    import tempfile

    root.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=f".{root.name}-", dir=root.parent))
    try:
        manifest = []
        for rel, data in sources.items():
            text = _absolute_includes(PACKAGE_DIR / rel, data.decode("utf-8"), root,
                                      lambda file: file.relative_to(PACKAGE_DIR).as_posix() in sources)
            out = text.encode("utf-8")
            (work / rel).parent.mkdir(parents=True, exist_ok=True)
            (work / rel).write_bytes(out)
            manifest.append(f"{len(out)} {rel}")
        (work / MANIFEST).write_text("\n".join(manifest) + "\n", encoding="utf-8")
        if root.exists() and not _whole(root):  # broken (a file changed or removed since): moved aside, removed
            aside = Path(tempfile.mkdtemp(prefix=f".{root.name}-broken-", dir=root.parent))
            os.rename(root, aside / "x")
            shutil.rmtree(aside, True)
        try:
            os.rename(work, root)
        except OSError:  # another process made it meanwhile
            pass
    finally:
        shutil.rmtree(work, True)
    _prune(root)


def _prune(keep: Path) -> None:
    """Remove the folders of copies no process used for UNUSED_DAYS (other versions of the rules)."""
    import shutil
    import time

    old = time.time() - UNUSED_DAYS * 86400
    try:
        for folder in keep.parent.iterdir():
            if folder != keep and not folder.name.startswith("."):
                try:  # (a folder without a manifest was never made whole: its own time)
                    used = (folder / MANIFEST).stat().st_mtime if (folder / MANIFEST).exists() else folder.stat().st_mtime
                    if used < old:
                        shutil.rmtree(folder, True)
                except OSError:
                    continue
    except OSError:
        pass


def files_digest(path: Path) -> str:
    """A digest of a packaged program and of every file it includes, their paths and bytes (engine/slicing.py: what
    a shipped index was made from). blake2b: no OpenSSL at query time."""
    h = _blake2b()
    for file in sorted(included(path)):
        h.update(file.relative_to(PACKAGE_DIR).as_posix().encode("utf-8") + b"\0" + file.read_bytes() + b"\0")
    return str(h.hexdigest())


def remembered_folder() -> Path | None:
    """The folder where what depends on the programs alone is kept (`remembered`), None when the programs' copies
    are not in the user's cache (engine/slicing.py keeps its indexes there, as bytes)."""
    root = _copies()
    return None if root is None else root / ".remembered"


def remembered(name: str, compute: Callable[[], str]) -> str:
    """compute(), a text that depends on the package's programs alone (their digest names the folder it is kept
    in), read from the cache when it was computed before (engine/stage_onepass.py: whether the shipped namespaced
    stage was made from the stage's files as they are)."""
    root = _copies()
    if root is None:
        return compute()
    file = root / ".remembered" / name
    try:
        return file.read_text(encoding="utf-8")
    except OSError:
        pass
    value = compute()
    try:
        file.parent.mkdir(exist_ok=True)
        work = file.with_name(f".{name}.{os.getpid()}")
        work.write_text(value, encoding="utf-8")
        os.replace(work, file)
    except OSError:
        pass
    return value


# --- the copies of this process alone (when the cache can't be used) ---------------------------------------

_PRIVATE_OWNER: list[int] = []  # the process that made the private folder


@lru_cache(maxsize=1)
def _private_root() -> Path:
    import shutil
    import tempfile

    root = Path(tempfile.mkdtemp(prefix="mtgasp-programs-"))
    _PRIVATE_OWNER.append(os.getpid())
    atexit.register(shutil.rmtree, root, True)
    _ROOTS.append(root)
    return root


def discard_private_copies() -> None:
    """Remove the private folder of copies if this process made it: a forked child that ends with os._exit runs
    no atexit function (engine/runner.py calls this before)."""
    if _private_root.cache_info().currsize and _PRIVATE_OWNER == [os.getpid()]:
        import shutil

        shutil.rmtree(_private_root(), True)


@cache
def _private_copy(source: Path) -> Path:
    """The copy of one packaged program, and of the files it includes (only the programs loaded are copied)."""
    root = _private_root()
    target = root / source.relative_to(PACKAGE_DIR)
    if target.exists():  # copied already, or being copied higher up a cycle of includes
        return target
    found: list[Path] = []
    text = _absolute_includes(source, source.read_text(encoding="utf-8"), root, Path.is_file, found)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    for file in found:
        _private_copy(file)
    return target
