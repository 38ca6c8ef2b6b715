"""mtgasp cards [PATTERN] [--json]: the cards the engine knows (names containing PATTERN)."""
from __future__ import annotations

import argparse
from dataclasses import asdict

import mtgasp
from mtgasp.compiler import coverage, render_coverage
from mtgasp.compiler.coverage import Coverage
from mtgasp.encoder import BoardError
from mtgasp.encoder.library import CardInfo, card_names, find_card, nearest_names
from mtgasp.render import json as as_json
from mtgasp.render import text

from ._args import add_json, add_limits, new_parser


def register(sub: argparse._SubParsersAction) -> None:
    p = new_parser(sub, "cards", summary="find cards (every card of the Oracle reference) and what the compiler covers",
                   description="The cards the engine knows (every card of the Oracle reference, its abilities "
                               "compiled from its Oracle text or hand-written), with their type lines; PATTERN keeps "
                               "the names that contain it (any case). A pattern that matches no card is an error "
                               "(exit 2) that names the nearest cards. --coverage: what the compiler covers.",
                   examples="""
mtgasp cards reflect
mtgasp cards "black lotus" --json
mtgasp cards --coverage""")
    p.add_argument("pattern", metavar="PATTERN", nargs="?", help="a part of a card name (any case)")
    p.add_argument("--coverage", action="store_true",
                   help="what the Oracle compiler covers: counts per status and per cluster of unrecognised text")
    add_json(p)
    add_limits(p, defaults=False)
    p.set_defaults(ask=ask, render=render, needs_board=False)


def ask(board: mtgasp.Board | None, args: argparse.Namespace) -> list[CardInfo] | Coverage:
    if args.coverage:
        if args.pattern:
            raise BoardError("--coverage reports on every card: give no PATTERN")
        return coverage()
    pattern = (args.pattern or "").casefold()
    found = [info for name in card_names() if pattern in name.casefold() and (info := find_card(name)) is not None]
    if not found:
        near = nearest_names(args.pattern or "")
        raise BoardError(f"no card of the library matches {args.pattern!r}"
                         + (f" (did you mean: {', '.join(near)}?)" if near else " (mtgasp cards lists them)"))
    return found


def render(result: list[CardInfo] | Coverage, args: argparse.Namespace, board: mtgasp.Board | None, fmt: str) -> str:
    if isinstance(result, Coverage):
        return as_json.dumps(result.as_dict()) if fmt == "json" else render_coverage(result)
    return as_json.dumps([asdict(c) for c in result]) if fmt == "json" else text.cards(result, args.pattern)
