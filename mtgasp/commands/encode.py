"""mtgasp encode BOARD: the facts a board becomes, with the result of the stages, for clingo alone."""
from __future__ import annotations

import argparse

import mtgasp

from ._args import add_readings, readings_of


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("encode", help="print the ASP facts a board becomes (clingo alone can then answer)")
    p.add_argument("board")
    p.add_argument("--stage", choices=("all", "none"), default="all",
                   help="all (default): the board's facts and the result of the stages (layer 4); "
                        "none: the board's facts only, to run rules/stages/layer4.lp yourself")
    add_readings(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> str:
    return mtgasp.encode(mtgasp.load_board(args.board), stages=args.stage == "all", readings=readings_of(args)).rstrip("\n")
