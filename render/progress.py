"""Progress on a terminal: one line on standard error, rewritten in place, while a command works.

Shown only when standard error is a terminal and the work has taken more than `after` seconds: what it
is doing, how long it has run against its limit, and how to stop it. Cleared before the answer.
"""
from __future__ import annotations

import os
import shutil
import time
from typing import TextIO

from mtgasp.engine.runner import Progress

from .layout import printable


class TerminalProgress:
    """A callback for mtgasp.engine.runner.call: `TerminalProgress(sys.stderr, "mana")`."""

    def __init__(self, stream: TextIO, command: str, *, after: float = 1.0, every: float = 0.25) -> None:
        self.stream = stream
        self.command = command
        self.after = after
        self.every = every
        self.enabled = _is_terminal(stream)
        self.drawn = False
        self.last = 0.0

    def __call__(self, p: Progress) -> None:
        if not self.enabled or p.elapsed < self.after or time.monotonic() - self.last < self.every:
            return
        self.last = time.monotonic()
        limit = f" of {p.timeout:g} s" if p.timeout is not None else ""
        # the time and how to stop first: a narrow terminal cuts the end of what it is doing
        line = f"mtgasp {self.command}: {p.elapsed:.0f} s{limit} · Ctrl-C stops it · {printable(p.status) or 'starting'}"
        width = _width(self.stream) - 1
        if len(line) > width:
            line = line[:max(width - 1, 0)] + "…"
        self._write("\r\x1b[K" + line)
        self.drawn = True

    def clear(self) -> None:
        """Remove the line (before the answer or an error is printed)."""
        if self.drawn:
            self._write("\r\x1b[K")
            self.drawn = False

    def _write(self, text: str) -> None:
        try:
            self.stream.write(text)
            self.stream.flush()
        except (OSError, ValueError):  # a closed terminal: no progress, the work goes on
            self.enabled = False


def _width(stream: TextIO) -> int:
    try:
        return os.get_terminal_size(stream.fileno()).columns or 80
    except (AttributeError, ValueError, OSError):
        return shutil.get_terminal_size((80, 24)).columns


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError, OSError):
        return False
