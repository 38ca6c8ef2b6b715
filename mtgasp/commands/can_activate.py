"""mtgasp can-activate BOARD ID [--ability N] [--json]: can each activated ability be activated now, and why not."""
from __future__ import annotations

import argparse

import mtgasp
from mtgasp.render import json as as_json
from mtgasp.render import text

from ._args import add_readings, positive, readings_of


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("can-activate", help="can each activated ability of a permanent be activated now, and why not")
    p.add_argument("board")
    p.add_argument("id")
    p.add_argument("--ability", type=positive, metavar="N",
                   help="only ability N (its number among the permanent's abilities, as every command numbers them)")
    p.add_argument("--json", action="store_true")
    add_readings(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> str:
    result = mtgasp.can_activate(mtgasp.load_board(args.board), args.id, args.ability, readings=readings_of(args))
    return as_json.dumps(as_json.can_activate(result)) if args.json else text.can_activate(result)
