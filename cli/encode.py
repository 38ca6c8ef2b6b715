"""mtgasp encode BOARD: the facts a board becomes, with the result of the stages, for clingo alone."""
from __future__ import annotations

import argparse

import mtgasp

from ._args import add_board, add_limits, add_readings, new_parser, readings_of


def register(sub: argparse._SubParsersAction) -> None:
    p = new_parser(sub, "encode", summary="print the ASP facts a board becomes (clingo alone can then answer)",
                   description="The ASP facts the board becomes (the board, its cards and, by default, the result "
                               "of the stages), so that clingo alone can answer a question's program on them. On a "
                               "terminal, control characters in the board's text are shown escaped.",
                   examples="""
mtgasp encode examples/contamination.yaml > board.lp
python -m clingo queries/could_produce.lp board.lp""")
    add_board(p)
    p.add_argument("--stage", choices=("all", "none"), default="all",
                   help="all (default): the board's facts and the result of the stages (layer 4); "
                        "none: the board's facts only, to run rules/stages/layer4.lp yourself")
    add_readings(p)
    add_limits(p, defaults=False)
    p.set_defaults(ask=ask, render=render, format="facts")  # ASP facts: never wrapped or escaped


def ask(board: mtgasp.Board, args: argparse.Namespace) -> str:
    return mtgasp.encode(board, stages=args.stage == "all", readings=readings_of(args)).rstrip("\n")


def render(result: str, args: argparse.Namespace, board: mtgasp.Board | None, fmt: str) -> str:
    return result
