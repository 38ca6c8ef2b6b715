"""mtgasp could-produce BOARD [--json]: the mana types each permanent could produce (CR 106.7)."""
from __future__ import annotations

import argparse

import mtgasp
from mtgasp.render import json as as_json
from mtgasp.render import text

from ._args import add_readings, readings_of


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("could-produce", help="the mana types each permanent could produce (CR 106.7)")
    p.add_argument("board")
    p.add_argument("--json", action="store_true")
    add_readings(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> str:
    result = mtgasp.could_produce(mtgasp.load_board(args.board), readings=readings_of(args))
    return as_json.could_produce_text(result) if args.json else text.could_produce(result)
