"""Python's cyclic garbage collector paused while many objects without cycles are made: a board's objects, the
rows of an answer (engine/symbols.py)."""
from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def acyclic() -> Iterator[None]:
    """Python's cyclic garbage collector paused while many objects without cycles are made (rows of tuples, frozen
    dataclasses of them): else they set off full collections of the whole heap (the board, the card library), 0.05 s
    each at 10,000 permanents. Collections resume afterwards."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
