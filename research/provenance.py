"""What a research result was computed with: every research output (text, JSON, the results directory)
records it, so that a table can be cited and recomputed.

- the mtgasp version (mtgasp.__version__);
- a digest of the rules (every logic program of the package, research/worlds.py: rules_digest), one of the
  card data (the compiled cards and the Oracle card reference, rules/data/*.bin) and one of the Python code:
  results computed with other rules, cards or code may differ, and are never read back from the results
  directory;
- the edition of the Comprehensive Rules the rules are written against: the date the CR text shipped with the
  package says it is effective from (rules/data/comprehensive-rules.txt.gz, a copy of data/'s; its bytes are
  in the card data's digest), read from the text, never written here;
- the exact command line, and what the command says of its own question (the full pool, the readings, the
  bounds).
"""
from __future__ import annotations

import gzip
import hashlib
import importlib.util
import re
import shlex
import sys
from functools import lru_cache
from pathlib import Path

from mtgasp.encoder.resources import PACKAGE_DIR, rules_dir

CR_FILE = "rules/data/comprehensive-rules.txt.gz"  # the CR text shipped with the package (render/cr.py reads it)
_EFFECTIVE = re.compile(r"These rules are effective as of ([^.\n]+)\.")


@lru_cache(maxsize=1)
def cr_edition() -> str:
    """The edition of the CR text shipped with the package, as its own first lines say ("These rules are
    effective as of April 17, 2026."): "Comprehensive Rules effective April 17, 2026"."""
    path = rules_dir() / "data" / Path(CR_FILE).name
    try:
        head = gzip.decompress(path.read_bytes())[:2000].decode("utf-8", "replace")
    except (OSError, EOFError, gzip.BadGzipFile):
        return f"Comprehensive Rules: unknown edition ({CR_FILE} unreadable)"
    found = _EFFECTIVE.search(head)
    return f"Comprehensive Rules effective {found.group(1)}" if found else "Comprehensive Rules: unknown edition"


@lru_cache(maxsize=1)
def cards_digest() -> str:
    """A digest of the card data (the compiled cards and the card reference)."""
    h = hashlib.sha256()
    for path in sorted((PACKAGE_DIR / "rules" / "data").glob("*")):
        if path.is_file():
            h.update(path.name.encode())
            h.update(path.read_bytes())
    return h.hexdigest()[:20]


# The package and its subpackages (pyproject's packages: each is a folder of the checkout, mapped by package-dir).
PACKAGES = ("mtgasp", "mtgasp.cli", "mtgasp.cli.server", "mtgasp.compiler", "mtgasp.encoder", "mtgasp.engine",
            "mtgasp.queries", "mtgasp.render", "mtgasp.research", "mtgasp.rules")


def code_files() -> list[tuple[str, Path]]:
    """The package's own Python files, each named by its package ("mtgasp.research/commute.py"): found through
    the import system, so the same in a checkout (where PACKAGE_DIR is the repository's root, with tests/,
    tools/ and a virtual environment beside the package's folders) and in an installed package."""
    out: list[tuple[str, Path]] = []
    for name in PACKAGES:
        spec = importlib.util.find_spec(name)
        for folder in (spec.submodule_search_locations or []) if spec else []:
            out.extend((f"{name}/{path.name}", path) for path in sorted(Path(folder).glob("*.py")))
    return out


@lru_cache(maxsize=1)
def code_digest() -> str:
    """A digest of the package's Python code (the decoders, the research commands): a result computed by other
    code is not read back from the results directory either. Only the package's own files: the tests, the
    tools or the installed dependencies of a checkout are not its code (a Dask worker running the same mtgasp
    from another environment is not refused)."""
    h = hashlib.sha256()
    for name, path in code_files():
        h.update(name.encode())
        h.update(path.read_bytes())
    return h.hexdigest()[:20]


def version() -> str:
    import mtgasp

    return mtgasp.__version__


def command_line() -> str:
    """The command as typed (the research commands run in a child process of the one started: it has the same
    arguments)."""
    import mtgasp

    if mtgasp.ARGV:  # the command line's own arguments (mtgasp.cli.main sets them)
        return "mtgasp " + shlex.join(mtgasp.ARGV)
    argv = list(sys.argv)
    if not argv or argv[0] in ("", "-c"):
        return "(called from Python)"
    program = Path(argv[0])
    if program.name == "mtgasp" or (program.name == "__main__.py" and program.parent.name == "mtgasp"):
        return "mtgasp " + shlex.join(argv[1:])
    return "python " + shlex.join(argv)


def environment() -> dict:
    """The version and digests: what a worker must match (shards.py refuses a Dask worker that differs)."""
    from .worlds import rules_digest

    return {"mtgasp": version(), "rules_digest": rules_digest(), "cards_digest": cards_digest(),
            "code_digest": code_digest()}


def provenance(**question: object) -> dict:
    """The record of one result: the environment, the CR edition, the command line and the question's own
    parameters (pool, readings, bounds...)."""
    return {**environment(), "cr_edition": cr_edition(), "cr_file": CR_FILE, "command": command_line(), **question}


def footer(record: dict) -> list[str]:
    """The provenance as the last lines of a text answer."""
    import textwrap

    lines = [f"provenance: mtgasp {record['mtgasp']}, rules {record['rules_digest']}, cards {record['cards_digest']}, "
             f"code {record['code_digest']}, {record['cr_edition']}"]
    lines.append(f"command: {record['command']}")
    for key, value in record.items():
        if key in ("mtgasp", "rules_digest", "cards_digest", "code_digest", "cr_edition", "cr_file", "command"):
            continue
        if isinstance(value, (list, tuple)):
            text = "; ".join(str(v) if not isinstance(v, (list, tuple)) else "=".join(map(str, v)) for v in value)
            text = (f"{len(value)}: {text}" if value else "none") if key in ("pool", "extras") else (text or "none")
        elif isinstance(value, dict):
            text = ", ".join(f"{k} {v}" for k, v in value.items())
        else:
            text = str(value)
        lines.extend(textwrap.wrap(f"{key}: {text}", 100, subsequent_indent="    "))
    return lines
