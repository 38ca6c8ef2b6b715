"""Render a board into ASP facts (jinja2 templates). All user text reaches ASP through asp_string."""
from __future__ import annotations

import re
from functools import lru_cache

import clingo
import jinja2

from mtgasp.resources import templates_dir

from .board import Board
from .library import card_facts
from .reference import reference_facts

_CONSTANT = re.compile(r"^[a-z][A-Za-z0-9_]*$")


@lru_cache(maxsize=65536)
def asp_string(text: str) -> str:
    """User text as an ASP string term: quoted and escaped by clingo itself, so it can never become code."""
    return str(clingo.String(text))


def asp_constant(word: str) -> str:
    """A lower-case word as an ASP constant; anything else is refused (it would not be a constant)."""
    if not _CONSTANT.match(word):
        raise ValueError(f"not an ASP constant: {word!r}")
    return str(clingo.Function(word))


@lru_cache(maxsize=1)
def _environment() -> jinja2.Environment:
    # One environment per process: compiling the template took 50 ms, once per board (the research
    # commands encode thousands of boards).
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(templates_dir())),
        autoescape=False,
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["s"] = asp_string
    env.filters["c"] = asp_constant
    return env


def board_facts(board: Board, extra: dict[str, list[tuple]] | None = None, names: tuple[str, ...] = (),
                cards: tuple[str, ...] = ()) -> str:
    """The ASP facts of a board. `extra` adds query facts: {predicate: [argument tuples of str/int]};
    `names`: further card names a query asks about (the card reference facts are added for them);
    `cards`: further cards whose facts the query needs (a card about to enter)."""
    template = _environment().get_template("board.lp.j2")
    text = template.render(board=board, positions=list(enumerate(board.players, start=1)),
                           timestamps=board.timestamps())
    text += "\n% The facts of the cards on the board (rules/cards/)\n"
    text += card_facts({o.card for o in board.objects} | set(cards))
    text += "\n% The card reference, for the names this board and query mention (encoder/reference.py)\n"
    text += reference_facts(board.names() | set(names))
    if extra:
        lines = []
        for predicate, rows in sorted(extra.items()):
            for row in rows:
                args = ", ".join(str(a) if isinstance(a, int) else asp_string(a) for a in row)
                lines.append(f"{asp_constant(predicate)}({args}).")
        text += "\n".join(lines) + "\n"
    return text
