"""Run one piece of work where it can be stopped: a child process with a time and a memory limit.

Grounding can't be interrupted inside clingo, and a board can make it run for minutes or take every
byte of memory. So the command line runs each question through `call`: the work (reading the board,
the stages, every grounding and solving pass, decoding) happens in a forked child with an address-space
limit (RLIMIT_AS); the parent waits, shows progress, and kills the child when the time is up or when
Ctrl-C comes. The child sends back the work's own result (the typed dataclasses of mtgasp.queries,
pickled) or its exception; the caller sees either the result or one of these failures:

    BoardError      a mistake in the input (as raised in the child, with its place)
    LimitExceeded   the time or the memory limit was reached before there was an answer
    KeyboardInterrupt   Ctrl-C (or SIGINT) while waiting: the child was killed
    WorkFailed      anything else: a bug, with the child's traceback

Inside the child the work runs under a deadline a little before the kill (engine/limits.py): solving
passes that can stop early (the enumeration of `mana`) then return what they found, marked incomplete,
and there is still time to decode and send it. Where fork() does not exist the work runs in this
process under the deadline alone (no memory limit, no kill). The child is a fork of the caller: call
this from a thread while no other thread of the process holds a lock the work needs (the command line
has no other thread).

`Worker` is the same for a process that asks many questions (the page's server): one long-lived child answers one
work after another and keeps what it grounds between them (engine/warm.py), under the same limits.
"""
from __future__ import annotations

import contextlib
import gc
import mmap
import os
import pickle
import resource
import select
import signal
import struct
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from mtgasp.encoder.acyclic import acyclic
from mtgasp.encoder.errors import BoardError, BoardTypeError
from mtgasp.engine import limits
from mtgasp.engine.limits import LimitExceeded

R = TypeVar("R")

DEFAULT_TIMEOUT = 120.0  # seconds: the command line's default --timeout
MEMORY_CAP_MB = 4096  # the default --memory: this, or half the machine's memory if that is less
MIN_MEMORY_MB = 256  # every command on a small board needs 128 MB or less: twice that
_STATUS_SIZE = 512
_TICK = 0.1  # seconds between looks at the child


def default_memory_mb() -> int:
    """The default memory limit: 4 GiB, or half of the machine's memory when that is less."""
    try:
        total = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE") // 2**20
    except (ValueError, OSError, AttributeError):
        return MEMORY_CAP_MB
    return max(MIN_MEMORY_MB, min(MEMORY_CAP_MB, total // 2))


def reserve(timeout: float) -> float:
    """Seconds kept at the end of a time limit to decode and send a partial answer: the work's own
    deadline comes this much before the kill. Decoding grows with what the search found, so with the
    time it had: a quarter of the limit, at most 30 s."""
    return min(30.0, 0.25 * timeout)


class WorkFailed(Exception):
    """The work raised something that is not a user's mistake, or its process died: a bug.
    `kind` is the exception's type name (or "crash"), `child_traceback` the traceback as text."""

    def __init__(self, kind: str, message: str, child_traceback: str = "") -> None:
        self.kind = kind
        self.message = message
        self.child_traceback = child_traceback
        super().__init__(kind, message, child_traceback)

    def __str__(self) -> str:
        return f"{self.kind}: {self.message}" if self.message else self.kind


@dataclass(frozen=True)
class Progress:
    """What `call` tells its progress callback a few times a second."""

    elapsed: float  # seconds since the work started
    timeout: float | None
    status: str  # what the work is doing ("grounding queries/mana.lp"), "" before it says


def call(fn: Callable[..., R], *args: Any, timeout: float | None = DEFAULT_TIMEOUT, memory_mb: int | None = None,
         progress: Callable[[Progress], None] | None = None, **kwargs: Any) -> R:
    """fn(*args, **kwargs) in a child process, stopped after `timeout` seconds or when it needs more
    than `memory_mb` megabytes of address space (None: no limit of that kind); its return value must
    pickle. Raises BoardError, LimitExceeded, WorkFailed, KeyboardInterrupt (see the module's text), or
    re-raises the work's own exception when it is not a bug of the engine's making (TypeError,
    ValueError from a wrong argument) and pickles.

        >>> from mtgasp import runner
        >>> runner.call(mtgasp.mana, board, "alice", timeout=30, memory_mb=2000)
    """
    timeout = limits.check_timeout(timeout)
    if memory_mb is not None and (isinstance(memory_mb, bool) or not isinstance(memory_mb, int)
                                  or memory_mb < MIN_MEMORY_MB):
        raise ValueError(f"memory_mb must be a whole number of at least {MIN_MEMORY_MB} (got {memory_mb!r})")
    if not hasattr(os, "fork"):
        with limits.deadline(timeout):
            return fn(*args, **kwargs)
    return _Child(fn, args, kwargs, timeout, memory_mb).wait(progress)


class _Child:
    def __init__(self, fn: Callable[..., Any], args: tuple, kwargs: dict, timeout: float | None,
                 memory_mb: int | None) -> None:
        self.timeout = timeout
        self.memory_mb = memory_mb
        self.status = mmap.mmap(-1, _STATUS_SIZE)  # shared with the child: what it is doing now
        read, write = os.pipe()
        self.start = time.monotonic()
        pid = _fork()
        if pid == 0:  # the child: never returns
            os.close(read)
            _child_main(write, self.status, fn, args, kwargs, timeout, memory_mb, os.getppid())
        self.pid = pid
        os.close(write)
        self.fd = read

    def current(self) -> str:
        raw = self.status[:]
        return raw[:raw.find(b"\0") if b"\0" in raw else len(raw)].decode("utf-8", "replace")

    def wait(self, progress: Callable[[Progress], None] | None) -> Any:
        data = bytearray()
        try:
            while True:
                elapsed = time.monotonic() - self.start
                if self.timeout is not None and elapsed >= self.timeout:
                    during = self.current()
                    self._kill()
                    raise LimitExceeded("time", self.timeout, during)
                tick = _TICK if self.timeout is None else max(0.0, min(_TICK, self.timeout - elapsed))
                ready, _, _ = select.select([self.fd], [], [], tick)
                if ready:
                    chunk = os.read(self.fd, 1 << 20)
                    if not chunk:
                        break
                    data += chunk
                if progress is not None:
                    progress(Progress(time.monotonic() - self.start, self.timeout, self.current()))
        except BaseException:
            self._kill()
            raise
        finally:
            os.close(self.fd)
        status = self._reap()
        if not data:
            if self.memory_mb is not None:
                # Under an address-space limit, an allocation that fails in C or C++ code (a thread's local
                # storage, std::bad_alloc, a stack that can't grow) ends the process without a Python
                # MemoryError: reported as the limit, with how the process ended.
                raise LimitExceeded("memory", self.memory_mb, (self.current() + " " if self.current() else "")
                                    + f"(the work process ended without an answer: {_describe_status(status)})")
            raise WorkFailed("crash", f"the work process ended without an answer ({_describe_status(status)})")
        return _unpack(bytes(data), self.memory_mb)

    def _kill(self) -> None:
        with contextlib.suppress(ProcessLookupError):
            os.kill(self.pid, signal.SIGKILL)
        self._reap()

    def _reap(self) -> int:
        if getattr(self, "_status", None) is None:
            try:
                _, status = os.waitpid(self.pid, 0)
            except ChildProcessError:
                status = 0
            self._status = status
        return self._status


class Worker:
    """A long-lived work process, for a server that asks many questions: one work after another, what each grounds
    kept for the next (engine/warm.py: the same board asked another question is not parsed and grounded again),
    under the limits of `call`: the address space capped once, when the process starts; each work under its own
    deadline, a little before the kill; the process killed when a work's time is up, and started again for the next
    work. A work that ran out of memory or failed (a bug) ends the process as well: what it kept is not trusted with
    another question. One caller at a time (a server gives each of its job slots a Worker of its own); a work's
    result and arguments must pickle (they cross a pipe both ways)."""

    def __init__(self, memory_mb: int | None) -> None:
        self.memory_mb = memory_mb
        self.pid: int | None = None
        self.answered = 0  # works answered by the current process (0: the next one starts cold)
        self._status: int | None = None

    def call(self, fn: Callable[..., R], *args: Any, timeout: float | None = DEFAULT_TIMEOUT, **kwargs: Any) -> R:
        """fn(*args, **kwargs) in the worker process: the same answer and the same failures as `call`."""
        timeout = limits.check_timeout(timeout)
        if not hasattr(os, "fork"):
            with limits.deadline(timeout):
                return fn(*args, **kwargs)
        request = pickle.dumps((fn, args, kwargs, timeout), protocol=pickle.HIGHEST_PROTOCOL)
        if self.pid is None:
            self._start()
        start = time.monotonic()
        try:
            _write_all(self._requests, _frame(request))
            data = self._answer(start, timeout)
        except BrokenPipeError:  # the process had ended (killed from outside): no answer
            data = None
        except BaseException:
            self.close()
            raise
        if data is None:
            status = self._reap()
            self.close()
            if self.memory_mb is not None:
                raise LimitExceeded("memory", self.memory_mb, (self.current() + " " if self.current() else "")
                                    + f"(the work process ended without an answer: {_describe_status(status)})")
            raise WorkFailed("crash", f"the work process ended without an answer ({_describe_status(status)})")
        if pickle.loads(data)[0] in ("memory", "error"):
            self.close()  # (the process ends by itself after such an answer)
        else:
            self.answered += 1
        return _unpack(data, self.memory_mb)

    def current(self) -> str:
        return _status_text(self._shared)

    def close(self) -> None:
        """End the process (the next work starts another)."""
        if self.pid is None:
            return
        for fd in (self._requests, self._answers):
            with contextlib.suppress(OSError):
                os.close(fd)
        with contextlib.suppress(ProcessLookupError):
            os.kill(self.pid, signal.SIGKILL)
        self._reap()
        self.pid, self.answered, self._status = None, 0, None

    def _start(self) -> None:
        self._shared = mmap.mmap(-1, _STATUS_SIZE)
        requests_in, self._requests = os.pipe()
        self._answers, answers_out = os.pipe()
        pid = _fork()
        if pid == 0:  # the worker: never returns
            os.close(self._requests)
            os.close(self._answers)
            _worker_main(requests_in, answers_out, self._shared, self.memory_mb, os.getppid())
        os.close(requests_in)
        os.close(answers_out)
        self.pid = pid

    def _answer(self, start: float, timeout: float | None) -> bytes | None:
        """The next answer's bytes, or None when the process ended first; LimitExceeded when the time is up."""
        data = bytearray()
        while True:
            if len(data) >= _LENGTH.size:
                (size,) = _LENGTH.unpack_from(data)
                if len(data) >= _LENGTH.size + size:
                    return bytes(data[_LENGTH.size:_LENGTH.size + size])
            elapsed = time.monotonic() - start
            if timeout is not None and elapsed >= timeout:
                during = self.current()
                self.close()
                raise LimitExceeded("time", timeout, during)
            tick = _TICK if timeout is None else max(0.0, min(_TICK, timeout - elapsed))
            ready, _, _ = select.select([self._answers], [], [], tick)
            if ready:
                chunk = os.read(self._answers, 1 << 20)
                if not chunk:
                    return None
                data += chunk

    def _reap(self) -> int:
        if self._status is None and self.pid is not None:
            try:
                _, self._status = os.waitpid(self.pid, 0)
            except ChildProcessError:
                self._status = 0
        return self._status or 0


_LENGTH = struct.Struct("<Q")  # a message between a Worker and its process: its length, then its pickled bytes


def _fork() -> int:
    """os.fork(), the parent's buffered output written first (the child must not print it again). Every object made so
    far is left out of the garbage collector's passes until the fork is made: the child inherits them (its passes never
    visit them, so they are not copied page by page into the child for that alone) and the parent takes them back at
    once."""
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    gc.freeze()
    try:
        pid = os.fork()
    except BaseException:
        gc.unfreeze()
        raise
    if pid != 0:
        gc.unfreeze()
    return pid


def _frame(data: bytes) -> bytes:
    return _LENGTH.pack(len(data)) + data


def _read_frame(fd: int) -> bytes | None:
    """The next message on `fd` (blocking), or None when the other end closed it."""
    head = _read_exactly(fd, _LENGTH.size)
    return None if head is None else _read_exactly(fd, _LENGTH.unpack(head)[0])


def _read_exactly(fd: int, size: int) -> bytes | None:
    data = bytearray()
    while len(data) < size:
        chunk = os.read(fd, min(size - len(data), 1 << 20))
        if not chunk:
            return None
        data += chunk
    return bytes(data)


def _worker_main(requests: int, answers: int, status: mmap.mmap, memory_mb: int | None, parent: int) -> None:
    code = 0
    try:
        _child_setup(status, memory_mb, parent)
        while (request := _read_frame(requests)) is not None:
            fn, args, kwargs, timeout = pickle.loads(request)
            message = _run(fn, args, kwargs, timeout, status)
            _write_all(answers, _frame(_encode(message)))
            if message[0] in ("memory", "error"):
                code = 3
                break
    except MemoryError:
        with contextlib.suppress(BaseException):
            _write_all(answers, _frame(_encode(("memory", ""))))
        code = 3
    except BaseException:  # noqa: BLE001 - the parent sees no answer and says so
        code = 4
    finally:
        _exit(code)


def _describe_status(status: int) -> str:
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        with contextlib.suppress(ValueError):
            return f"killed by signal {signal.Signals(sig).name}"
        return f"killed by signal {sig}"
    return f"exit status {os.WEXITSTATUS(status)}"


def _unpack(data: bytes, memory_mb: int | None) -> Any:
    with acyclic():  # (a large answer is hundreds of thousands of objects: encoder/acyclic.py)
        kind, *rest = pickle.loads(data)
    if kind == "ok":
        return rest[0]
    if kind == "board_error":  # a wrong argument stays a TypeError as well (BoardTypeError)
        raise (BoardTypeError if rest[2] else BoardError)(rest[0], rest[1])
    if kind == "limit":
        raise LimitExceeded(*rest)
    if kind == "memory":
        raise LimitExceeded("memory", memory_mb, rest[0])
    if kind == "raise":  # the work's own exception (an API misuse: TypeError, ValueError ...)
        exc, text = rest
        exc.add_note("in the child process:\n" + text)
        setattr(exc, "child_traceback", text)  # noqa: B010 - an attribute the exception type doesn't declare
        raise exc
    name, message, text = rest
    raise WorkFailed(name, message, text)


# --- the child ------------------------------------------------------------------------------------

def _child_main(fd: int, status: mmap.mmap, fn: Callable[..., Any], args: tuple, kwargs: dict,
                timeout: float | None, memory_mb: int | None, parent: int) -> None:
    code = 0
    try:
        _child_setup(status, memory_mb, parent)
        solver = sys.modules.get("mtgasp.engine.solver")  # (imported before the fork by the command line)
        if solver is not None:
            solver.keep_last_until_exit()  # this process ends with os._exit once the answer is sent
        _send(fd, _run(fn, args, kwargs, timeout, status))
    except MemoryError:
        with contextlib.suppress(BaseException):
            _send(fd, ("memory", ""))
        code = 3
    except BaseException:  # noqa: BLE001 - the parent sees no answer and says so
        code = 4
    finally:
        _exit(code)


def _child_setup(status: mmap.mmap, memory_mb: int | None, parent: int) -> None:
    """A work process's limits, once: Ctrl-C left to the parent, killed with it, no core file, its address space."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides what Ctrl-C does
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    _die_with_parent(parent)
    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    if memory_mb is not None:
        _, hard = resource.getrlimit(resource.RLIMIT_AS)
        want = memory_mb * 2**20
        resource.setrlimit(resource.RLIMIT_AS, (want if hard == resource.RLIM_INFINITY else min(want, hard), hard))

    def say(text: str) -> None:
        raw = text.encode("utf-8", "replace")[:_STATUS_SIZE - 1]
        status[:len(raw) + 1] = raw + b"\0"

    limits.set_reporter(say)


def _run(fn: Callable[..., Any], args: tuple, kwargs: dict, timeout: float | None, status: mmap.mmap) -> tuple:
    """fn(*args, **kwargs) under the work's own deadline (a little before the kill), as the message to send back."""
    limits.report("starting")
    soft = None if timeout is None else timeout - reserve(timeout)
    try:
        with limits.deadline(soft, named=timeout):
            return ("ok", fn(*args, **kwargs))
    except BoardError as exc:
        return ("board_error", exc.message, exc.where, isinstance(exc, TypeError))
    except LimitExceeded as exc:
        return ("limit", exc.kind, exc.limit, exc.during)
    except MemoryError:
        return ("memory", _status_text(status))
    except (TypeError, ValueError) as exc:
        return _raised(exc)
    except BaseException as exc:  # noqa: BLE001 - everything else is the engine's bug
        return ("error", type(exc).__name__, str(exc), traceback.format_exc())


def _exit(code: int) -> None:
    resources = sys.modules.get("mtgasp.encoder.resources")  # (os._exit runs no atexit function)
    if resources is not None:
        with contextlib.suppress(BaseException):
            resources.discard_private_copies()
    os._exit(code)


def _raised(exc: BaseException) -> tuple:
    text = traceback.format_exc()
    try:
        pickle.loads(pickle.dumps(exc))
    except Exception:  # noqa: BLE001 - an exception that doesn't travel is reported by name
        return ("error", type(exc).__name__, str(exc), text)
    return ("raise", exc, text)


def _send(fd: int, message: tuple) -> None:
    _write_all(fd, _encode(message))
    os.close(fd)


def _encode(message: tuple) -> bytes:
    try:
        with acyclic():  # (pickling makes a memo of every object: the collector's passes would walk them again)
            return pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    except MemoryError:
        raise
    except Exception as exc:  # noqa: BLE001 - a result that can't be pickled is a bug
        return pickle.dumps(("error", type(exc).__name__, f"the answer could not be sent back: {exc}",
                             traceback.format_exc()))


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def _status_text(status: mmap.mmap) -> str:
    raw = status[:]
    return raw[:raw.find(b"\0") if b"\0" in raw else len(raw)].decode("utf-8", "replace")


def _die_with_parent(parent: int) -> None:
    """Linux: the child is killed when the parent dies (a killed `mtgasp` leaves no grounding behind)."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(Exception):
            import ctypes

            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    if os.getppid() != parent:  # the parent died before that took effect
        os._exit(5)
