"""The time a piece of work may take, as seen from inside it, and what it is doing now.

Every question of the Python API runs under a deadline (`time_limited`, the `timeout=` of each API
function): the solver (engine/solver.py) checks it after every grounding, after the stages, and stops
solving when it comes. Grounding can't be interrupted inside clingo, so in-process the deadline is
checked when a grounding ends; hard limits (a kill at the deadline, a memory cap) need the work to run
in a child process: engine/runner.py, which the command line always uses and which sets the deadline
here for the work it runs.

`report(...)` records what the work is doing ("grounding queries/mana.lp", "solving: 12 answer sets");
the runner shows it as progress on a terminal. Nothing here decides a rules question.
"""
from __future__ import annotations

import functools
import math
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import ParamSpec, TypeVar

from mtgasp.encoder.errors import BoardError, BoardTypeError

DEFAULT_TIMEOUT = 60.0  # seconds for one call of the Python API, every pass included

P = ParamSpec("P")
R = TypeVar("R")


class LimitExceeded(Exception):
    """The work hit a limit before it had an answer: `kind` is "time" or "memory", `limit` the limit
    (seconds or MB), `during` what it was doing then ("grounding queries/mana.lp")."""

    def __init__(self, kind: str, limit: float | None, during: str = "") -> None:
        self.kind = kind
        self.limit = limit
        self.during = during
        super().__init__(kind, limit, during)

    def __str__(self) -> str:
        if self.kind == "memory":
            head = "memory limit reached" + (f" ({self.limit:g} MB)" if self.limit else "")
        else:
            head = "time limit reached" + (f" ({_seconds(self.limit)})" if self.limit is not None else "")
        return head + (f" while {self.during}" if self.during else "")


def _seconds(value: float) -> str:
    return f"{value:g} s" if value >= 0.01 else f"{value:.2g} s"


_deadline: ContextVar[tuple[float, float] | None] = ContextVar("mtgasp_deadline", default=None)


def check_timeout(timeout: object, name: str = "timeout") -> float | None:
    """A time limit as given to the API: a positive number of seconds, or None for no limit."""
    if timeout is None:
        return None
    # A BoardError (a ValueError; BoardTypeError is a TypeError too): the command line prints one line.
    if isinstance(timeout, bool) or not isinstance(timeout, int | float):
        raise BoardTypeError(f"{name} must be a number of seconds or None, not {type(timeout).__name__}")
    if math.isnan(timeout) or timeout <= 0:
        raise BoardError(f"{name} must be more than 0 seconds (got {timeout!r})")
    return None if math.isinf(timeout) else float(timeout)


@contextmanager
def deadline(seconds: float | None, named: float | None = None) -> Iterator[None]:
    """Work inside must end within `seconds` (None: no limit of its own); an enclosing deadline that
    comes first still applies. `named`: the limit that messages name, when it is not `seconds` (the
    runner stops the work a little before the limit the user gave, to have time to print it)."""
    outer = _deadline.get()
    ends = outer
    if seconds is not None:
        mine = time.monotonic() + seconds
        if outer is None or mine < outer[0]:
            ends = (mine, seconds if named is None else named)
    token = _deadline.set(ends)
    try:
        yield
    finally:
        _deadline.reset(token)


def remaining() -> float | None:
    """Seconds left before the current deadline (never below 0), or None without one."""
    ends = _deadline.get()
    return None if ends is None else max(0.0, ends[0] - time.monotonic())


def check(during: str) -> None:
    """Raise LimitExceeded when the deadline has passed (called when a pass that can't be stopped ends)."""
    ends = _deadline.get()
    if ends is not None and time.monotonic() >= ends[0]:
        raise LimitExceeded("time", ends[1], during)


def limit() -> float | None:
    """The length in seconds of the deadline that applies now (for messages)."""
    ends = _deadline.get()
    return None if ends is None else ends[1]


def time_limited(fn: Callable[P, R]) -> Callable[P, R]:
    """For the functions of the Python API: `timeout=` (seconds, or None) bounds the whole call — the
    stages, every grounding, every solving pass — instead of each solving pass alone. Without an
    explicit timeout the call gets DEFAULT_TIMEOUT, unless it runs inside a deadline already (the
    runner of the command line sets one): then that one applies."""

    @functools.wraps(fn)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        if "timeout" in kwargs:
            seconds = check_timeout(kwargs["timeout"])
        else:
            seconds = None if _deadline.get() is not None else DEFAULT_TIMEOUT
        kwargs["timeout"] = math.inf  # the deadline set here bounds every pass
        with deadline(seconds):
            return fn(*args, **kwargs)

    return wrapper


# --- what the work is doing now (shown as progress by the runner) -----------------------------------

Reporter = Callable[[str], None]
_reporter: Reporter | None = None


def set_reporter(reporter: Reporter | None) -> None:
    """Where `report` sends its text (the runner's shared status in a child process; None: nowhere)."""
    global _reporter
    _reporter = reporter


def report(status: str) -> None:
    """Say what the work is doing now, in a few words ("grounding queries/mana.lp")."""
    if _reporter is not None:
        _reporter(status)
