"""mtgasp query BOARD QUESTION [--json]: one question about characteristics, with the facts it rests on."""
from __future__ import annotations

import argparse

import mtgasp
from mtgasp.render import json as as_json
from mtgasp.render import text

from ._args import add_readings, readings_of


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("query", help='a question: shares-type A B, named ID "Name", same-name A B, '
                                     "card-types graveyard, kinship ID, attach-trigger EQUIPMENT ID")
    p.add_argument("board")
    p.add_argument("question")
    p.add_argument("--json", action="store_true")
    add_readings(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> str:
    result = mtgasp.query(mtgasp.load_board(args.board), args.question, readings=readings_of(args))
    return as_json.dumps(as_json.query(result)) if args.json else text.query(result)
