"""mtgasp cards [PATTERN] [--json]: the cards the engine knows (names containing PATTERN)."""
from __future__ import annotations

import argparse
from dataclasses import asdict

import mtgasp
from mtgasp.encoder import BoardError
from mtgasp.encoder.library import CardInfo, nearest_names
from mtgasp.render import json as as_json
from mtgasp.render import text

from ._args import add_json, add_limits, new_parser


def register(sub: argparse._SubParsersAction) -> None:
    p = new_parser(sub, "cards", summary="list the card library (the cards the rules model)",
                   description="The cards of the card library, whose rules the engine models, with their type "
                               "lines; PATTERN keeps the names that contain it (any case). A pattern that matches "
                               "no card is an error (exit 2) that names the nearest cards.",
                   examples="""
mtgasp cards
mtgasp cards reflect
mtgasp cards --json | jq '.[].name'""")
    p.add_argument("pattern", metavar="PATTERN", nargs="?", help="a part of a card name (any case)")
    add_json(p)
    add_limits(p, defaults=False)
    p.set_defaults(ask=ask, render=render, needs_board=False)


def ask(board: mtgasp.Board | None, args: argparse.Namespace) -> list[CardInfo]:
    pattern = (args.pattern or "").casefold()
    found = [c for c in mtgasp.card_library().values() if pattern in c.name.casefold()]
    if not found:
        near = nearest_names(args.pattern or "")
        raise BoardError(f"no card of the library matches {args.pattern!r}"
                         + (f" (did you mean: {', '.join(near)}?)" if near else " (mtgasp cards lists them)"))
    return found


def render(result: list[CardInfo], args: argparse.Namespace, board: mtgasp.Board | None, fmt: str) -> str:
    return as_json.dumps([asdict(c) for c in result]) if fmt == "json" else text.cards(result, args.pattern)
