"""mtgasp show BOARD [ID] [--json] [--explain]: characteristics after all continuous effects (CR 613)."""
from __future__ import annotations

import argparse

import mtgasp
from mtgasp.render import json as as_json
from mtgasp.render import text

from ._args import add_readings, readings_of


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("show", help="each permanent's characteristics after all continuous effects (CR 613)")
    p.add_argument("board")
    p.add_argument("id", nargs="?")
    p.add_argument("--json", action="store_true")
    p.add_argument("--explain", action="store_true", help="the layer-by-layer trace")
    add_readings(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> str:
    result = mtgasp.show(mtgasp.load_board(args.board), args.id, readings=readings_of(args))
    if args.json:
        return as_json.dumps(as_json.show(result, args.explain))
    return text.show(result, args.explain, args.id)
