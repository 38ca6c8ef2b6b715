"""Argument types and options shared by the subcommands, and reading the board they name."""
from __future__ import annotations

import argparse
import math
import sys
import textwrap
from collections.abc import Callable

import mtgasp
from mtgasp.encoder import Board, BoardError, load_board, parse_board
from mtgasp.encoder.limits import CAST_ZONES, ENGINE_MAX, MAX_AMOUNT, MAX_OBJECTS, decimal
from mtgasp.engine import runner
from mtgasp.engine.readings import normalize, parse_reading

STDIN_LIMIT = 64 * 2**20  # bytes read from standard input at most (a board file is far smaller)


def whole(low: int, high: int) -> Callable[[str], int]:
    """An argument type: a whole number from `low` to `high` (docs/cli.md lists each option's range), checked
    when the arguments are read, before any work."""

    def parse(text: str) -> int:
        value = _whole(text)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"give a whole number from {low:,} to {high:,} (got {shorten(text, 24)})")
        return value

    parse.__name__ = f"whole number from {low} to {high}"
    return parse


def cast_zone(text: str) -> str:
    """--from ZONE: one of CAST_ZONES (any case); a bad one is a usage error naming the nearest valid zone."""
    zone = text.strip().lower()
    if zone in CAST_ZONES:
        return zone
    import difflib  # (a bad zone only: a fresh command doesn't load it, tests/cli/test_import_cost.py)

    near = difflib.get_close_matches(zone, CAST_ZONES, n=1, cutoff=0.4)
    raise argparse.ArgumentTypeError(f"unknown zone {shorten(text, 24)!r} ("
                                     + (f"did you mean: {near[0]}?" if near else "one of: " + ", ".join(CAST_ZONES))
                                     + ")")


positive = whole(1, ENGINE_MAX)  # a whole number 1 or more (clingo's integers are 32-bit)
natural = whole(0, ENGINE_MAX)  # a whole number 0 or more
amount = whole(0, MAX_AMOUNT)  # damage, X, times kicked: the amounts a board may hold (encoder/limits.py)
objects = whole(1, MAX_OBJECTS)
MAX_WORKERS = 256
workers = whole(1, MAX_WORKERS)
MAX_MEMORY_MB = 4 * 2**20  # 4 TiB


def seconds(text: str) -> float:
    """A time limit: a number of seconds more than 0 (a very large one is no limit in practice)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{shorten(text, 24)!r} is not a number of seconds") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError("give a number of seconds more than 0")
    return value


def megabytes(text: str) -> int:
    """A memory limit: a whole number of megabytes, at least runner.MIN_MEMORY_MB."""
    value = decimal(text.strip())
    if value is None:
        raise argparse.ArgumentTypeError(f"{shorten(text, 24)!r} is not a whole number of megabytes")
    if value < runner.MIN_MEMORY_MB:
        raise argparse.ArgumentTypeError(f"give at least {runner.MIN_MEMORY_MB} MB")
    if value > MAX_MEMORY_MB:
        raise argparse.ArgumentTypeError(f"give at most {MAX_MEMORY_MB:,} MB (got {shorten(text, 24)})")
    return value


def reading(text: str) -> tuple[str, str]:
    """--reading KEY=VALUE: checked against the registry when the arguments are read (a bad one is a usage
    error: one line naming the nearest valid key or value, exit status 2)."""
    try:
        return parse_reading(text)
    except BoardError as exc:
        if "=" in text and _readings_file_given():
            # A reading of a --readings-file: checked once the files are read (readings_of, load_readings_files).
            key, value = text.split("=", 1)
            return key, value
        raise argparse.ArgumentTypeError(exc.message) from None


def _readings_file_given() -> bool:
    return any(a == "--readings-file" or a.startswith("--readings-file=") for a in mtgasp.ARGV or sys.argv[1:])


def add_readings(parser: argparse.ArgumentParser, default: object = None) -> None:
    """--reading KEY=VALUE (repeatable): a reading of a contested point of the rules (mtgasp readings)."""
    parser.add_argument("--reading", action="append", type=reading, default=default, metavar="KEY=VALUE",
                        dest="reading", help="take this reading of a contested point of the rules (repeatable; "
                                             "mtgasp readings lists them)")
    add_readings_file(parser)


def add_readings_file(parser: argparse.ArgumentParser) -> None:
    """--readings-file FILE (repeatable): readings added from outside the package (docs/research.md)."""
    parser.add_argument("--readings-file", action="append", default=None, metavar="FILE", dest="readings_files",
                        help="a file of readings of one's own: their registry facts, the rules they guard and "
                             "their relevance (docs/research.md); repeatable")


def load_readings_files(args: argparse.Namespace) -> None:
    """Add the readings of --readings-file to this process's registry (a mistake: BoardError, exit 2)."""
    from mtgasp.engine.readings import load_file

    for path in getattr(args, "readings_files", None) or ():
        load_file(path)


def readings_of(args: argparse.Namespace) -> tuple[tuple[str, str], ...]:
    """The readings given on the command line, one value a key (a key given twice: BoardError); the readings
    files (--readings-file) are read first."""
    load_readings_files(args)
    return normalize(getattr(args, "reading", None) or ())


BOARD_HELP = "the board file (YAML, or JSON when it ends in .json); - reads it from standard input"


def add_board(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("board", metavar="BOARD", help=BOARD_HELP)
    parser.set_defaults(needs_board=True)


def add_json(parser: argparse.ArgumentParser, default: object = False) -> None:
    parser.add_argument("--json", action="store_true", default=default,
                        help="print the answer as JSON (docs/cli.md describes each shape)")


def add_limits(parser: argparse.ArgumentParser, defaults: bool) -> None:
    """--timeout, --memory and --debug. Given on the main parser with their defaults and again on every
    subcommand (without defaults, so an option before the subcommand is not overwritten after it)."""
    suppress = argparse.SUPPRESS
    group = parser.add_argument_group("limits and errors")
    group.add_argument("--timeout", type=seconds, metavar="SECONDS",
                       default=runner.DEFAULT_TIMEOUT if defaults else suppress,
                       help=f"stop the work after this many seconds (default {runner.DEFAULT_TIMEOUT:g}); "
                            "a search that can stop early prints what it found, marked incomplete (exit 3), "
                            "otherwise nothing is printed (exit 124)")
    group.add_argument("--memory", type=megabytes, metavar="MB",
                       default=runner.default_memory_mb() if defaults else suppress,
                       help="stop the work when it needs more memory than this (default: "
                            f"{runner.MEMORY_CAP_MB:,} MB, or half the machine's memory if less; exit 124)")
    group.add_argument("--debug", action="store_true", default=False if defaults else suppress,
                       help="on an internal error (exit 1), print its traceback")


def read_board(path: str) -> Board:
    """The board the argument names: a file, or standard input for "-"."""
    if path != "-":
        return load_board(path)
    try:
        data = sys.stdin.buffer.read(STDIN_LIMIT + 1)
    except (OSError, ValueError, AttributeError) as exc:  # closed, or not readable
        raise BoardError(f"cannot read the board from standard input ({exc.__class__.__name__})", "<stdin>") from None
    if len(data) > STDIN_LIMIT:
        raise BoardError(f"the board on standard input is larger than {STDIN_LIMIT // 2**20} MB", "<stdin>")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BoardError(f"the board is not UTF-8 text (byte {exc.start})", "<stdin>") from None
    return parse_board(text, "<stdin>", json_format=text.lstrip().startswith(("{", "[")))


def new_parser(sub: argparse._SubParsersAction, name: str, *, summary: str, description: str,
               examples: str) -> argparse.ArgumentParser:
    """A subcommand with its one-line summary (in `mtgasp --help`), a description and examples."""
    parser = sub.add_parser(name, help=summary, description=fill(description),
                            epilog="examples:\n" + "\n".join(f"  {line}" for line in examples.strip().splitlines()),
                            formatter_class=argparse.RawDescriptionHelpFormatter)
    return parser


def fill(text: str, width: int = 79) -> str:
    """Prose lines filled to `width`; lines that start with spaces (a table, a list) kept as they are."""
    out = []
    for line in text.split("\n"):
        out.append(line if line.startswith(" ") or not line else textwrap.fill(line, width))
    return "\n".join(out)


def _whole(text: str) -> int:
    """A decimal numeral of ASCII digits (int() would also take "1_0", "٣" and thousands of digits)."""
    value = decimal(text.strip())
    if value is None:
        raise argparse.ArgumentTypeError(f"{shorten(text, 20)!r} is not a whole number (decimal digits, at most 20)")
    return value


def shorten(text: str, limit: int) -> str:
    """A value as an error message shows it: cut with … when it is long."""
    return text if len(text) <= limit else text[:limit] + "…"
