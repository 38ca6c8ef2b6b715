"""The JSON API without HTTP: `answer(command, body)` → (status, media type, text).

A request's body is a JSON object: {"board": <the board>, ...the command's arguments by their long option names
(positional arguments by their names: "id", "player", "question", "pattern"; for orderings "event": "tap",
"enter", "damage" or "counters" and that event's arguments)}. The body becomes an argument list that the command line's own
parser reads (mtgasp.cli.build_parser: the same types, ranges and one-line errors), the question runs through the
command line's own work function (mtgasp.cli._work) in a child process under the time and memory limits
(engine/runner.py), and the command's own renderer writes the answer: with "format": "json" (the default) exactly
the document `mtgasp COMMAND … --json` prints, with "text" what it prints without --json, and for orderings also
"html" (its page) and "dot".

No request names a file: the board is the body's (an object in the board format's JSON, or the text of a board
file), never a path; only the commands below are served, and none of their arguments is read as a file.
"""
from __future__ import annotations

import argparse
import json
import queue
import sys
import threading
import traceback
from collections import OrderedDict
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from mtgasp import cli
from mtgasp.encoder import BoardError
from mtgasp.engine import runner
from mtgasp.engine.limits import LimitExceeded
from mtgasp.render.layout import printable_line, printable_values

# The questions the page asks (`mtgasp COMMAND`), and the readings it offers; the others read files (diverge,
# commute, check) or print programs (encode).
COMMANDS = ("could-produce", "produce", "orderings", "can-activate", "mana", "show", "query", "cards", "readings")
BOARD_NAME = "board"  # how messages name the request's board ("board: line 3: …")
MAX_BODY = 8 * 2**20  # bytes of a request's body at most (a board of 10,000 permanents is about 1 MB)
FORMATS = {"json": "application/json", "text": "text/plain; charset=utf-8", "html": "text/html; charset=utf-8",
           "dot": "text/vnd.graphviz; charset=utf-8"}
_REFUSED = {"debug": "the server never prints a traceback (run the command line with --debug)",
            "help": "see docs/server.md and `mtgasp COMMAND --help`"}


class RequestError(Exception):
    """A request the server answers with one line: `status` (400 bad input, 404 no such command, 413 too large,
    504 a limit, 500 a bug) and `message` (the line the command line would print on standard error)."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


class _Parser(cli._Parser):
    """The command line's parser, whose errors (the same one line) raise instead of exiting."""

    def exit(self, status: int = 0, message: str | None = None) -> Any:
        raise RequestError(400, (message or "mtgasp: error: bad arguments").strip())

    def print_help(self, file: Any = None) -> None:  # never reached from a body ("help" is refused)
        raise RequestError(400, "mtgasp: error: help: " + _REFUSED["help"])


@lru_cache(maxsize=1)
def _parser() -> argparse.ArgumentParser:
    return cli.build_parser(_Parser)


def _subparsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


@dataclass(frozen=True)
class _Argument:
    action: argparse.Action
    positional: bool


def _arguments(parser: argparse.ArgumentParser) -> dict[str, _Argument]:
    """The arguments a body may give for one (sub)command, by the names the body uses."""
    out: dict[str, _Argument] = {}
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction | argparse._HelpAction) or action.dest == "board":
            continue
        if action.option_strings:
            long = [o for o in action.option_strings if o.startswith("--")]
            if long:
                out[long[0][2:]] = _Argument(action, False)
        else:
            out[action.dest] = _Argument(action, True)
    return out


def _error(message: str) -> RequestError:
    return RequestError(400, f"mtgasp: error: {printable_line(message)}")


def _shown(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 60 else text[:59] + "…"


def _words(name: str, value: Any, many: bool) -> list[str]:
    """A value of the body as command-line words: texts and numbers; a list (or a mapping, for --reading) where the
    option repeats."""
    values = value if many and isinstance(value, list) else [value]
    if many and isinstance(value, dict):  # --reading as a mapping: {"key": "value"}
        values = [f"{k}={v}" for k, v in value.items()]
    if not values and many:
        raise _error(f"{name}: give at least one value")
    words = []
    for v in values:
        if isinstance(v, bool) or not isinstance(v, str | int | float):
            raise _error(f"{name}: give a text{' or a list of texts' if many else ''} or a number "
                         f"(got {_shown(v)})")  # a number the option refuses (2.5 for a count): its own line
        words.append(str(v))
    return words


def argv_of(command: str, body: dict[str, Any]) -> tuple[list[str], str]:
    """The command line (`mtgasp COMMAND BOARD …`, the board named BOARD_NAME) a body stands for, and the
    format it asks for. Raises RequestError naming the argument."""
    parsers = _subparsers(_parser())
    if command not in COMMANDS or command not in parsers:
        raise RequestError(404, f"mtgasp: error: no question {printable_line(command)!r} (one of: {', '.join(COMMANDS)})")
    parser = parsers[command]
    rest = {k: v for k, v in body.items() if k != "board"}
    head = [command] + ([BOARD_NAME] if "board" in _arguments_all(parser) else [])
    if command == "orderings":
        events = _subparsers(parser)
        event = rest.pop("event", None)
        if not isinstance(event, str) or event not in events:
            raise _error(f"event: give one of {', '.join(events)} (got {_shown(event)})")
        head.append(event)
        parser = events[event]
    if command == "orderings":  # its own --format (the work depends on it); JSON unless the body says otherwise
        if "format" not in rest and rest.get("json") is not True:
            rest["format"] = "json"
        fmt = "json" if rest.get("json") is True else rest["format"]
    else:
        fmt = rest.pop("format", "json")
        as_json = rest.pop("json", None)
        if as_json not in (None, False, True) or (as_json is True and fmt != "json"):
            raise _error(f"json: give true or false, and no other \"format\" with it (got {_shown(as_json)})")
    allowed = ("json", "text", "html", "dot") if command == "orderings" else ("json", "text")
    if fmt not in allowed:
        raise _error(f"format: give one of {', '.join(allowed)} (got {_shown(fmt)})")
    known = _arguments(parser)
    options: list[str] = []
    positionals: dict[str, list[str]] = {}
    for name, value in rest.items():
        if name in _REFUSED:
            raise _error(f"{name}: {_REFUSED[name]}")
        if name not in known:
            raise _error(f"{printable_line(name)[:40]}: not an argument of {command} "
                         f"(its arguments: {', '.join(sorted(known))})")
        arg = known[name]
        action = arg.action
        if arg.positional:
            positionals[name] = _words(name, value, action.nargs in ("+", "*"))
        elif action.nargs == 0:  # a flag: true or false
            if not isinstance(value, bool):
                raise _error(f"{name}: give true or false (got {_shown(value)})")
            if value:
                options.append(f"--{name}")
        else:
            for word in _words(name, value, isinstance(action, argparse._AppendAction)):
                options.append(f"--{name}={word}")
    # The positional values right after the board, in the parser's order (so that an optional one, show's ID,
    # takes its value); after "--" when one starts with "-" (a value, not an option).
    tail = [w for name, arg in known.items() if arg.positional for w in positionals.get(name, [])]
    if any(w.startswith("-") for w in tail):
        return head + options + ["--", *tail], fmt
    return head + tail + options, fmt


def _arguments_all(parser: argparse.ArgumentParser) -> set[str]:
    return {action.dest for action in parser._actions}


@dataclass(frozen=True)
class Limits:
    """The server's ceilings: a request may ask for less time or memory, never more."""

    timeout: float = runner.DEFAULT_TIMEOUT
    memory_mb: int = runner.MEMORY_CAP_MB
    jobs: int = 2  # questions computed at once (each in a work process of its own); the others wait their turn
    kept: int = 64  # complete answers kept, the last asked (a request asked again is answered from them)


class Server:
    """What the HTTP side calls: one per app, safe to call from many threads at once."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self._slots = threading.BoundedSemaphore(limits.jobs)
        # Warm work processes (issue 31): each job slot asks its questions in a long-lived process of its own
        # (engine/runner.py: Worker), which keeps what it grounds for the next question on the same board
        # (engine/warm.py: the page asks one board many questions). The same limits as a fresh child: the server's
        # memory cap on the process, each question's time limit (the process killed and started again).
        self._workers: queue.SimpleQueue[runner.Worker] = queue.SimpleQueue()
        for _ in range(limits.jobs):
            self._workers.put(runner.Worker(limits.memory_mb))
        # Kept answers (issue 31): the same request asked again (same command, board,
        # arguments and limits; the format aside, which only renders) is answered from the complete answer kept
        # here: the work is deterministic, so the fresh path would compute the same result. An incomplete answer
        # is not kept (a time limit may have stopped it where another run gets further).
        self._kept: OrderedDict[str, cli.Computed] = OrderedDict()
        self._kept_lock = threading.Lock()

    def parse(self, command: str, body: dict[str, Any]) -> tuple[argparse.Namespace, str]:
        argv, fmt = argv_of(command, body)
        parser = _parser()
        args = parser.parse_args(argv)
        cli._check(parser, args)
        args.timeout = min(args.timeout, self.limits.timeout)
        args.memory = min(args.memory, self.limits.memory_mb)
        return args, fmt

    def answer(self, command: str, body: Any) -> tuple[int, str, str, bool]:
        """(HTTP status, media type, text, complete) for one request; errors are RequestError."""
        if not isinstance(body, dict):
            raise _error(f"the body: give a JSON object {{\"board\": …, …}} (got {_shown(body)[:20]})")
        args, fmt = self.parse(command, body)
        board_text = None
        if getattr(args, "needs_board", False):
            board_text = board_text_of(body.get("board"))
        key = _request_key(command, body)
        computed = self._kept_answer(key)
        if computed is None:
            with self._slots:
                computed = self._compute(args, board_text)
        result = computed.result
        complete = bool(getattr(result, "complete", True))
        if complete:
            self._keep(key, computed)
        shown = printable_values(result) if fmt == "text" else result
        text = args.render(shown, args, computed.board, fmt)
        return 200, FORMATS[fmt], text + "\n", complete

    def _kept_answer(self, key: str | None) -> cli.Computed | None:
        if key is None:
            return None
        with self._kept_lock:
            found = self._kept.get(key)
            if found is not None:
                self._kept.move_to_end(key)
            return found

    def _keep(self, key: str | None, computed: cli.Computed) -> None:
        if key is None or self.limits.kept <= 0:
            return
        with self._kept_lock:
            self._kept[key] = computed
            self._kept.move_to_end(key)
            while len(self._kept) > self.limits.kept:
                self._kept.popitem(last=False)

    def _run(self, args: argparse.Namespace, board_text: str | None) -> cli.Computed:
        """The question in a warm work process (one is free: the caller holds a job slot), or in a fresh child of
        its own when the request asks for less memory than the server's cap (a process that keeps programs can't
        be held to less than it holds)."""
        if args.memory != self.limits.memory_mb:
            return runner.call(cli._work, args, board_text, timeout=args.timeout, memory_mb=args.memory)
        worker = self._workers.get_nowait()
        warm = worker.answered > 0
        try:
            return worker.call(cli._work, args, board_text, True, timeout=args.timeout)
        except LimitExceeded as exc:
            if exc.kind != "memory" or not warm:
                raise
        finally:
            self._workers.put(worker)
        # Out of memory in a process that held earlier questions' programs: the question alone, in a fresh child.
        return runner.call(cli._work, args, board_text, timeout=args.timeout, memory_mb=args.memory)

    def close(self) -> None:
        """End the work processes (each ends with the server's process anyway)."""
        workers = [self._workers.get() for _ in range(self.limits.jobs)]
        for worker in workers:
            worker.close()  # (started again by a later question)
            self._workers.put(worker)

    def _compute(self, args: argparse.Namespace, board_text: str | None) -> cli.Computed:
        try:
            return self._run(args, board_text)
        except BoardError as exc:
            raise RequestError(400, f"mtgasp: error: {printable_line(str(exc))}") from None
        except LimitExceeded as exc:
            option = "memory" if exc.kind == "memory" else "timeout"
            raise RequestError(504, f"mtgasp: {printable_line(str(exc))}; no answer (raise the limit with "
                                    f"\"{option}\", up to the server's)") from None
        except (TypeError, ValueError) as exc:  # an argument the API refused (the work's own exception)
            first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            raise RequestError(400, f"mtgasp: error: {printable_line(first)}") from None
        except Exception as exc:  # noqa: BLE001 - a bug: one line to the client, the traceback in the server's log
            kind = exc.kind if isinstance(exc, runner.WorkFailed) else type(exc).__name__
            text = exc.child_traceback if isinstance(exc, runner.WorkFailed) else traceback.format_exc()
            print(text, file=sys.stderr, flush=True)
            message = exc.message if isinstance(exc, runner.WorkFailed) else str(exc)
            first = message.strip().splitlines()[0] if message.strip() else ""
            raise RequestError(500, f"mtgasp: internal error: {kind}{': ' + printable_line(first) if first else ''} "
                                    "(a bug; the server's log has the traceback)") from None

    def board_data(self, body: Any) -> str:
        """POST /api/board: the board (an object, or the text of a YAML or JSON board file) checked as a board
        file is, and given back as the board format's JSON (what the page's editor reads) with its objects'
        ids (those the loader gives when the board gives none)."""
        if not isinstance(body, dict) or "board" not in body:
            raise _error("the body: give a JSON object {\"board\": …}")
        text = board_text_of(body["board"])
        with self._slots:
            try:
                data = runner.call(_board_data, text, timeout=self.limits.timeout, memory_mb=self.limits.memory_mb)
            except BoardError as exc:
                raise RequestError(400, f"mtgasp: error: {printable_line(str(exc))}") from None
            except LimitExceeded as exc:
                raise RequestError(504, f"mtgasp: {printable_line(str(exc))}; no answer") from None
        return data


def _request_key(command: str, body: dict[str, Any]) -> str | None:
    """What a request's answer depends on: the command and its body but the format (JSON's own text, keys sorted);
    None when the body is not plain JSON data (then nothing is kept)."""
    try:
        return command + "\n" + json.dumps({k: v for k, v in body.items() if k != "format"}, sort_keys=True,
                                           ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError):
        return None


def _board_data(text: str) -> str:
    from mtgasp.encoder.reader import read_document

    board = cli._read(BOARD_NAME, text)  # every check of a board file
    json_format = text.lstrip().startswith(("{", "["))
    objects = [{"id": o.id, "card": o.card, "zone": o.zone, "controller": o.controller} for o in board.objects]
    return json.dumps({"board": read_document(text, BOARD_NAME, json_format).data, "objects": objects},
                      ensure_ascii=False)


def board_text_of(board: Any) -> str:
    """The text the board loader reads: a board object as JSON (one key a line, so that a message's line
    points somewhere), or the text of a board file as it is."""
    if board is None:
        raise _error("board: give the board (an object in the board format, or the text of a board file)")
    if isinstance(board, str):
        return board
    if not isinstance(board, dict):
        raise _error(f"board: give an object in the board format, or the text of a board file (got {_shown(board)[:30]})")
    return json.dumps(board, ensure_ascii=False, indent=1)


def loads(data: bytes) -> Any:
    """A request's body: strict JSON (no NaN, no Infinity), UTF-8, at most MAX_BODY bytes (checked before)."""
    def constant(name: str) -> Any:
        raise ValueError(f"{name} is not JSON")

    try:
        return json.loads(data.decode("utf-8"), parse_constant=constant)
    except UnicodeDecodeError as exc:
        raise _error(f"the body is not UTF-8 text (byte {exc.start})") from None
    except RecursionError:
        raise _error("the body is nested too deeply") from None
    except ValueError as exc:
        raise _error(f"the body is not JSON ({str(exc).splitlines()[0][:80]})") from None
