"""The one exception type for errors a user can cause."""
from __future__ import annotations


class BoardError(Exception):
    """A mistake in user input: carries one line saying what and where."""

    def __init__(self, message: str, where: str | None = None) -> None:
        self.message = message
        self.where = where
        super().__init__(f"{where}: {message}" if where else message)
