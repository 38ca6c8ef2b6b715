"""mtgasp mana BOARD PLAYER [--cost COST] [--json]: every maximal pool of mana a player can make now."""
from __future__ import annotations

import argparse

import mtgasp
from mtgasp.render import json as as_json
from mtgasp.render import text

from ._args import add_readings, readings_of


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("mana", help="every maximal pool of mana a player can make now, and whether a cost can be paid")
    p.add_argument("board")
    p.add_argument("player")
    p.add_argument("--cost", help='a mana cost such as "{2}{G}{G}" (generic, colored, hybrid, Phyrexian, {C})')
    p.add_argument("--json", action="store_true")
    add_readings(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> str:
    result = mtgasp.mana(mtgasp.load_board(args.board), args.player, cost=args.cost, readings=readings_of(args))
    return as_json.dumps(as_json.mana(result)) if args.json else text.mana(result)
