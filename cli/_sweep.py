"""Arguments shared by the research commands (the board pool, how the sweep runs) and what they send back.

The research commands run like every other command (cli/__init__.py): `ask` in the child process of
engine/runner.py under --timeout and --memory, `render` in the parent. A sweep's own workers are children
of that process (they die with it); --shard-timeout and --shard-memory bound each shard inside the sweep.
The witness boards are written by `ask`, from the answer as computed (the parent only sees it made
printable), and `Swept` carries the answer with the files written.
"""
from __future__ import annotations

import argparse
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mtgasp.encoder import BoardError
from mtgasp.encoder.library import find_card, nearest_names
from mtgasp.encoder.limits import shown
from mtgasp.encoder.reader import read_text
from mtgasp.research.shards import DEFAULT_MEMORY_MB, DEFAULT_TIMEOUT, Sweep, default_results_dir

from ._args import megabytes, seconds, workers

MAX_CARD_LIST_BYTES = 1024 * 1024  # --cards @FILE: one name a line (the whole library is ~600 KiB)


@dataclass(frozen=True)
class Swept:
    """A research answer, the witness files written for it ("" or {cell: path}), and whether it is complete
    (every shard of the sweep ran: otherwise `message` says what is missing; exit status 3)."""

    result: Any
    written: Any
    complete: bool = True
    message: str = ""


def swept(result: Any, written: Any, errors: list[str]) -> Swept:
    if not errors:
        return Swept(result, written)
    more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
    return Swept(result, written, False, f"{len(errors)} shard(s) of the sweep did not finish: {errors[0]}{more}")


def add_pool(p: argparse.ArgumentParser,
             what: str = "the cards boards are made of (default: the hand-written cards of rules/cards/)") -> None:
    p.add_argument("--cards", metavar="POOL", help=what + "; names separated by commas, or @FILE with one name a line")


def add_sweep(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("running the sweep")
    g.add_argument("--workers", type=workers, default=1, metavar="N", help="local worker processes (default 1)")
    g.add_argument("--dask", metavar="ADDRESS", help="run the shards on this Dask scheduler (pip install 'mtgasp[dask]')")
    g.add_argument("--results", metavar="DIR", type=Path, default=None,
                   help=f"the results directory: a shard found there is not computed again (default {default_results_dir()})")
    g.add_argument("--no-results", action="store_true", help="neither read nor write a results directory")
    g.add_argument("--shard-timeout", type=seconds, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                   help=f"seconds one shard may take before its worker is killed (default {DEFAULT_TIMEOUT:g}; "
                        "--timeout bounds the whole sweep: shards it stops are reported, exit 3)")
    g.add_argument("--shard-memory", type=megabytes, default=DEFAULT_MEMORY_MB, metavar="MB",
                   help=f"memory limit of each worker (default {DEFAULT_MEMORY_MB})")


TABLE_FORMATS = ("text", "json", "csv", "latex")


def add_table_format(p: argparse.ArgumentParser) -> None:
    """--format text|json|csv|latex: the table as CSV or a LaTeX tabular, each with the provenance as comments."""
    p.add_argument("--format", choices=TABLE_FORMATS, default=None,
                   help="text (default), json (the same as --json), csv (one row per cell) or latex (a booktabs "
                        "tabular); csv and latex start with the provenance as comment lines")


def sweep_of(args: argparse.Namespace) -> Sweep:
    results = None if args.no_results else (args.results or default_results_dir())
    if results is not None and os.path.lexists(results) and not os.path.isdir(results):
        raise BoardError("--results: is not a folder (a folder of stored shard results, made when absent)",
                         str(results))
    return Sweep(workers=args.workers, dask=args.dask, results=results, timeout=args.shard_timeout,
                 memory_mb=args.shard_memory, progress=True)


def card_names(text: str | None, option: str = "--cards") -> tuple[str, ...] | None:
    """--cards: exact library names (case-insensitive input), or a BoardError naming the nearest ones."""
    if text is None:
        return None
    if text.startswith("@"):
        try:
            raw = [line.strip() for line in read_text(text[1:], "list of card names", MAX_CARD_LIST_BYTES).splitlines()]
        except BoardError as exc:
            raise BoardError(f"{option}: {exc.message}", exc.where) from None
    else:
        raw = _split_names(text)
    names = []
    for name in raw:
        if not name or name.startswith("#"):
            continue
        info = find_card(name)
        if info is None:
            near = nearest_names(name)
            raise BoardError(f"{option}: unknown card {shown(name)}" + (f" (did you mean: {', '.join(near)}?)" if near else ""))
        names.append(info.name)
    if not names:
        raise BoardError(f"{option}: give at least one card")
    return tuple(sorted(set(names)))


def write_board(path: Path, text: str) -> str:
    """Write a witness board; a file that can't be written is a mistake in the arguments (exit 2)."""
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise BoardError(f"cannot write {path} ({exc.strerror or exc.__class__.__name__})") from None
    return str(path)


def _split_names(text: str) -> list[str]:
    """Names separated by commas; a name may hold a comma itself ("Urborg, Tomb of Yawgmoth"): the longest
    run of parts that is a card name wins."""
    parts = [p.strip() for p in text.split(",")]
    out: list[str] = []
    i = 0
    while i < len(parts):
        for j in range(min(len(parts), i + 4), i, -1):
            joined = ", ".join(parts[i:j])
            if j == i + 1 or find_card(joined) is not None:
                out.append(joined)
                i = j
                break
    return out
