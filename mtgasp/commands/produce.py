"""mtgasp produce BOARD ID [--json]: every result of a permanent's mana abilities, over all choices and orders."""
from __future__ import annotations

import argparse

import mtgasp
from mtgasp.render import json as as_json
from mtgasp.render import text

from ._args import add_readings, readings_of


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("produce", help="every result of a permanent's mana abilities, over all choices and orders")
    p.add_argument("board")
    p.add_argument("id")
    p.add_argument("--json", action="store_true")
    add_readings(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> str:
    result = mtgasp.produce(mtgasp.load_board(args.board), args.id, readings=readings_of(args))
    return as_json.dumps(as_json.produce(result)) if args.json else text.produce(result)
