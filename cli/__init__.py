"""The mtgasp command: parse arguments, run one subcommand's question where it can be stopped, print.

One module per subcommand beside this file (cli/<command>.py): its arguments (register) and run(args) -> str,
which calls one function of the Python API and one renderer of mtgasp.render; nothing there decides a rules
question or formats. Every subcommand gives `ask(board, args)`, which calls one function of the Python
API, and `render(result, args, board, format)`, which picks a renderer of mtgasp.render. Reading the
board and `ask` run in a child process under the time and memory limits (engine/runner.py); the typed
result comes back and is rendered here. Exit statuses: EXIT_STATUSES (also in `mtgasp --help`).
"""
from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import signal
import sys
import textwrap
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NoReturn

import mtgasp
from mtgasp.cli._args import add_limits, fill, read_board
from mtgasp.encoder import Board, BoardError, parse_board
from mtgasp.engine import limits, runner
from mtgasp.engine.limits import LimitExceeded
from mtgasp.render.layout import printable_line, printable_values, terminal_width, wrap
from mtgasp.render.progress import TerminalProgress

# The subcommands, in the order `mtgasp --help` lists them.
COMMANDS = ("could_produce", "produce", "orderings", "can_activate", "mana", "show", "query", "encode", "cards",
            "readings", "diverge", "commute", "check", "serve")

OK, INTERNAL, BAD_INPUT, INCOMPLETE, LIMIT, INTERRUPTED = 0, 1, 2, 3, 124, 130
EXIT_STATUSES = (
    (OK, "a complete answer"),
    (INTERNAL, "an internal error (a bug: --debug prints its traceback)"),
    (BAD_INPUT, "bad input: the board, an argument or an option (one line on standard error says what and where)"),
    (INCOMPLETE, "an incomplete answer: printed, and marked so (a search stopped by the time limit, a card "
                 "whose rules are not modelled)"),
    (LIMIT, "the time or memory limit was reached before there was an answer (--timeout, --memory)"),
    (INTERRUPTED, "interrupted (Ctrl-C, SIGINT or SIGTERM)"),
)
EPILOG = ("exit status:\n" + "\n".join(textwrap.fill(f"{code:<4} {text}", 79, initial_indent="  ",
                                                        subsequent_indent=" " * 7) for code, text in EXIT_STATUSES)
          + "\n\n" + fill("BOARD is a YAML or JSON file; - reads it from standard input. Every command runs under "
                          "--timeout and --memory. See `mtgasp COMMAND --help` for each command, docs/cli.md for "
                          "the JSON shapes.")
          + "\n\nexamples:\n  mtgasp could-produce examples/reflecting.yaml\n"
            "  mtgasp orderings examples/contamination.yaml tap forest --format html > tree.html\n"
            "  mtgasp mana examples/mana_pool.yaml alice --cost '{2}{G}' --timeout 120")


class _Parser(argparse.ArgumentParser):
    _intermixing = False

    def parse_known_args(self, args=None, namespace=None):
        """A command's own arguments are parsed intermixed: an option may come between the board and the
        positionals after it (`show BOARD --explain ID` as `show BOARD ID --explain`); plain parsing gives an
        optional positional (nargs="?") nothing once an option follows the board. A parser of subcommands (or
        one re-entered by the intermixed parsing itself) parses as argparse does."""
        if self._intermixing or any(action.nargs in (argparse.PARSER, argparse.REMAINDER) for action in self._actions):
            return super().parse_known_args(args, namespace)
        self._intermixing = True
        try:
            return self.parse_known_intermixed_args(args, namespace)
        finally:
            self._intermixing = False

    def error(self, message: str) -> NoReturn:  # one line, exit status 2 (argparse's own convention)
        prog = " ".join(word for word in self.prog.split() if not word.isupper())  # without "BOARD"
        self.exit(BAD_INPUT, f"mtgasp: error: {printable_line(message)} (see {prog} --help)\n")


def _named_command(argv: Sequence[str]) -> str | None:
    """The module of the command `argv` names (its first word that is a command's name), or None: none named,
    or a help option before it (`mtgasp --help` lists every command)."""
    names = {name.replace("_", "-"): name for name in COMMANDS}
    for word in argv:
        if word in ("-h", "--help"):
            return None
        if word in names:
            return names[word]
    return None


def build_parser(parser_class: type[argparse.ArgumentParser] | None = None,
                 only: str | None = None) -> argparse.ArgumentParser:
    """The parser of every command, or of the command module `only` alone: a command's module imports what
    its question needs (the research commands their sweeps, `cards` the coverage report), and a fresh process
    that answers one question imports that one (`mtgasp --help`, or no command named, builds them all).
    `parser_class` (a subclass of _Parser) replaces it for every subcommand (the page's server gives one whose
    errors raise instead of exiting)."""
    parser_class = parser_class or _Parser
    parser = parser_class(prog="mtgasp", description=fill("Magic: The Gathering rules questions answered by clingo: "
                                                     "the Comprehensive Rules as logic programs, every answer "
                                                     "complete or marked incomplete."),
                     epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"mtgasp {mtgasp.__version__}")
    add_limits(parser, defaults=True)
    sub = parser.add_subparsers(dest="command", required=True, parser_class=parser_class, metavar="COMMAND",
                                title="commands")
    for name in COMMANDS if only is None else (only,):
        importlib.import_module(f"mtgasp.cli.{name}").register(sub)
    return parser


@dataclass(frozen=True)
class Computed:
    """What the child process sends back: the board it read (None for `cards`) and the answer."""

    board: Board | None
    result: Any


def _work(args: argparse.Namespace, board_text: str | None = None, keep: bool = False) -> Computed:
    """In the child: read the board, ask the question. `board_text` is the board itself (the page's server
    gives the text of a request's board, never a path): then args.board only names it in messages. `keep`: the
    process answers more questions after this one (the page's server's workers, engine/runner.py: Worker), so what
    it grounds is kept for them (engine/warm.py)."""
    from mtgasp.queries.codes import RulesError
    from mtgasp.render import words

    board = None
    if getattr(args, "needs_board", False):
        limits.report("reading the board" + (" from standard input" if args.board == "-" or board_text is not None
                                             else f" {os.path.basename(args.board)}"))
        board = _read(args.board, board_text)
    # One question per child process: nothing kept for another (engine/warm.py), and the question's own inputs are
    # facts, not externals over every permanent (a larger grounding, paid back only by a second question)
    from mtgasp.engine import warm

    kept, warm.enabled = warm.enabled, keep
    try:
        return Computed(board, args.ask(board, args))
    except RulesError as exc:  # a board or event the rules refuse: its code in words (render/words.py)
        raise words.error(exc) from None
    finally:
        warm.enabled = kept


def _read(path: str, text: str | None = None) -> Board:
    """The board (the file at `path`, or `text` when given: JSON, or YAML unless it starts as JSON does); an
    input the loader chokes on (nesting too deep, a number too long for Python, text that isn't Unicode) is
    the user's mistake, reported as one: the loader should catch these itself (BoardError with the line),
    this is the net under it."""
    try:
        if text is not None:
            return parse_board(text, path, json_format=text.lstrip().startswith(("{", "[")))
        return read_board(path)
    except BoardError:  # a ValueError too, already worded with its line
        raise
    except (RecursionError, ValueError, UnicodeError, OverflowError) as exc:
        where = "<stdin>" if path == "-" else path
        raise BoardError(f"cannot read the board ({type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''})",
                         where) from None


def output_format(args: argparse.Namespace) -> str:
    fmt = getattr(args, "format", None)
    return "json" if getattr(args, "json", False) else (fmt or "text")


def _check(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    fmt = getattr(args, "format", None)
    if getattr(args, "json", False) and fmt not in (None, "json"):
        parser.error(f"--json and --format {fmt} ask for two formats: give one of them")
    if getattr(args, "tree", False) and output_format(args) != "json":
        parser.error("--tree is for --format json (the HTML page always has the tree)")
    for name, value in vars(args).items():
        values = value if isinstance(value, list) else [value]
        for v in values:
            if isinstance(v, str) and name != "board" and any("\ud800" <= ch <= "\udfff" for ch in v):
                parser.error(f"{printable_line(v)!s}: this argument is not UTF-8 text (arguments must be UTF-8)")


def main(argv: Sequence[str] | None = None) -> int:
    for stream in (sys.stdout, sys.stderr):  # text a terminal can't encode is shown escaped, never an error
        with contextlib.suppress(AttributeError, ValueError):
            stream.reconfigure(errors="backslashreplace")  # type: ignore[union-attr]
    given = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(only=_named_command(given))
    mtgasp.ARGV[:] = given  # what --readings-file and the research provenance read (argv may be given in Python)
    try:
        args = parser.parse_args(argv)
        _check(parser, args)
    except SystemExit as exc:  # --help, --version (0) and usage errors (2)
        return exc.code if isinstance(exc.code, int) else BAD_INPUT
    if getattr(args, "main", None) is not None:  # a command that runs here, not as one question (serve)
        return int(args.main(args))
    return _run(args)


def _error(message: str) -> None:
    with contextlib.suppress(OSError, ValueError):
        print(f"mtgasp: {printable_line(message)}", file=sys.stderr, flush=True)


def _import_question(command: str) -> None:
    """Import the question's module of the API in this process, before the child is forked (issue 31): the child
    inherits it, and the answer it sends back is unpickled here with it. Imported by the child alone, it was
    imported a second time here to read the answer (the question's module, the solver, the decoders: ~0.02 s of
    CPU of every fresh command)."""
    name = command.replace("-", "_")
    if name in mtgasp.__all__:  # (encode, cards, readings, the research commands: no question of that name)
        getattr(mtgasp, name)


def _run(args: argparse.Namespace) -> int:
    fmt = output_format(args)
    progress = TerminalProgress(sys.stderr, args.command)
    handlers = _install_handlers()
    _import_question(args.command)
    try:
        computed = runner.call(_work, args, timeout=args.timeout, memory_mb=args.memory, progress=progress)
        result = computed.result
        complete = bool(getattr(result, "complete", True))
        shown = printable_values(result) if fmt == "text" else result
        text = args.render(shown, args, computed.board, fmt)
        if fmt == "text":
            text = wrap(text, terminal_width())
    except BoardError as exc:
        progress.clear()
        _error(f"error: {exc}")
        return BAD_INPUT
    except LimitExceeded as exc:
        progress.clear()
        option = "--memory MB" if exc.kind == "memory" else "--timeout SECONDS"
        _error(f"{exc}; no answer (raise the limit with {option})")
        return LIMIT
    except KeyboardInterrupt:
        progress.clear()
        _error("interrupted")
        return INTERRUPTED
    except Exception as exc:  # noqa: BLE001 - anything else is a bug: one line, the traceback with --debug
        progress.clear()
        return _internal(exc, args.debug)
    finally:
        for signum, handler in handlers.items():
            signal.signal(signum, handler)
    progress.clear()
    if args.command == "encode" and _is_terminal(sys.stdout):
        text = "\n".join(printable_line(line) for line in text.split("\n"))
    if not _print(text):
        return OK  # the reader stopped reading (mtgasp cards | head): not an error
    if not complete:
        _error(f"the answer is incomplete: {why_incomplete(result)}")
        return INCOMPLETE
    return OK


def _internal(exc: BaseException, debug: bool) -> int:
    import traceback

    if isinstance(exc, runner.WorkFailed):
        kind, message, text = exc.kind, exc.message, exc.child_traceback
    else:
        kind, message = type(exc).__name__, str(exc)
        text = getattr(exc, "child_traceback", "") or "".join(traceback.format_exception(exc))
    first = message.strip().splitlines()[0] if message.strip() else ""
    if debug:
        with contextlib.suppress(OSError, ValueError):
            sys.stderr.write(text if text.endswith("\n") else text + "\n")
    _error(f"internal error: {kind}{': ' + first if first else ''}"
           + ("" if debug else " (a bug; --debug prints the traceback)"))
    return INTERNAL


def _terminate(signum: int, frame: object) -> None:  # SIGTERM: stop the child as Ctrl-C does
    raise KeyboardInterrupt


def _install_handlers() -> dict:
    """Ctrl-C (even when the shell started us with SIGINT ignored, as a background job) and SIGTERM stop
    the work; returns the handlers to put back. Only the main thread may set them (main() called from
    another thread keeps the ones it has)."""
    if threading.current_thread() is not threading.main_thread():
        return {}
    return {signal.SIGTERM: signal.signal(signal.SIGTERM, _terminate),
            signal.SIGINT: signal.signal(signal.SIGINT, signal.default_int_handler)}


def _is_terminal(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError, OSError):
        return False


def _print(text: str) -> bool:
    """Print the answer; False when standard output was closed by its reader (a broken pipe)."""
    try:
        sys.stdout.write(text + "\n")
        sys.stdout.flush()
    except BrokenPipeError:
        # Python would report the pipe again when it flushes at exit: point stdout at nothing.
        with contextlib.suppress(OSError):
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        return False
    return True


def why_incomplete(result: Any) -> str:
    """One line on why an answer is incomplete: the reason the result gives in a field of its own (a
    `message`, or a note that starts with INCOMPLETE), else a pointer to its notes."""
    parts: list[str] = []
    message = getattr(result, "message", "")
    if isinstance(message, str) and message:
        parts.append(message)
    notes = getattr(result, "notes", ())
    if isinstance(notes, tuple | list):
        from mtgasp.queries.codes import Code
        from mtgasp.render.words import say
        said = [n if isinstance(n, str) else say(n) for n in notes if isinstance(n, str | Code)]
        parts.extend(n.removeprefix("INCOMPLETE: ") for n in said if n.startswith("INCOMPLETE: "))
    text = "; ".join(dict.fromkeys(parts))
    return (text or "some of it may be missing (its notes say why)") + " (exit status 3)"


if __name__ == "__main__":
    sys.exit(main())
