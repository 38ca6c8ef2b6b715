"""mtgasp mana BOARD PLAYER [--cost COST] [--json]: every maximal pool of mana a player can make now."""
from __future__ import annotations

import argparse

import mtgasp
from mtgasp.commands._args import positive
from mtgasp.queries.mana import DEFAULT_CONFLICTS
from mtgasp.render import json as as_json
from mtgasp.render import text


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("mana", help="every maximal pool of mana a player can make now, and whether a cost can be paid")
    p.add_argument("board")
    p.add_argument("player")
    p.add_argument("--cost", help='a mana cost such as "{2}{G}{G}" (generic, colored, hybrid, Phyrexian, {C})')
    p.add_argument("--conflicts", type=positive, default=DEFAULT_CONFLICTS, metavar="N",
                   help="stop searching after N conflicts of the solver (the same answer on every run; default "
                        f"{DEFAULT_CONFLICTS:,}); an answer that stopped says so")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> str:
    result = mtgasp.mana(mtgasp.load_board(args.board), args.player, cost=args.cost, conflicts=args.conflicts)
    return as_json.dumps(as_json.mana(result)) if args.json else text.mana(result)
