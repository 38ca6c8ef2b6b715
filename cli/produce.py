"""mtgasp produce BOARD ID [--json]: every result of a permanent's mana abilities, over all choices and orders."""
from __future__ import annotations

import argparse

import mtgasp
from mtgasp.render import json as as_json
from mtgasp.render import text

from ._args import add_board, add_json, add_limits, add_readings, new_parser, readings_of


def register(sub: argparse._SubParsersAction) -> None:
    p = new_parser(sub, "produce", summary="every result of a permanent's mana abilities, over all choices and orders",
                   description="Every distinct result of each mana ability of one permanent, over all choices and "
                               "every order of the replacement effects that apply (CR 614-616), each with the exact "
                               "number of orders reaching it and one example order. Costs are not checked.",
                   examples="""
mtgasp produce examples/contamination.yaml forest
mtgasp produce examples/contamination.yaml forest --json""")
    add_board(p)
    p.add_argument("id", metavar="ID", help="the id of a permanent on the board (as `mtgasp show BOARD` lists them)")
    add_json(p)
    p.add_argument("--explain", action="store_true",
                   help="why each outcome is reached: the example order step by step, each with its rule")
    add_readings(p)
    add_limits(p, defaults=False)
    p.set_defaults(ask=ask, render=render)


def ask(board: mtgasp.Board, args: argparse.Namespace) -> mtgasp.Produce:
    return mtgasp.produce(board, args.id, explain=args.explain, readings=readings_of(args))


def render(result: mtgasp.Produce, args: argparse.Namespace, board: mtgasp.Board | None, fmt: str) -> str:
    return as_json.dumps(as_json.produce(result)) if fmt == "json" else text.produce(result)
