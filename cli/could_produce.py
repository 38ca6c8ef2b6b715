"""mtgasp could-produce BOARD [--json]: the mana types each permanent could produce (CR 106.7)."""
from __future__ import annotations

import argparse

import mtgasp
from mtgasp.render import json as as_json
from mtgasp.render import text

from ._args import add_board, add_json, add_limits, add_readings, new_parser, readings_of


def register(sub: argparse._SubParsersAction) -> None:
    p = new_parser(sub, "could-produce", summary="the mana types each permanent could produce (CR 106.7)",
                   description="For every permanent on the board, the types of mana it could produce (CR 106.7), "
                               "in WUBRGC order: cycles (Reflecting Pool, Exotic Orchard) and replacement effects "
                               "in every order included.",
                   examples="""
mtgasp could-produce examples/reflecting.yaml
mtgasp could-produce examples/blood_moon.yaml --json
cat board.json | mtgasp could-produce -""")
    add_board(p)
    add_json(p)
    p.add_argument("--explain", action="store_true",
                   help="why each type (which ability, which choice, which order of which replacement effects) "
                        "and why not the others an ability could add")
    add_readings(p)
    add_limits(p, defaults=False)
    p.set_defaults(ask=ask, render=render)


def ask(board: mtgasp.Board, args: argparse.Namespace) -> mtgasp.CouldProduce:
    return mtgasp.could_produce(board, explain=args.explain, readings=readings_of(args))


def render(result: mtgasp.CouldProduce, args: argparse.Namespace, board: mtgasp.Board | None, fmt: str) -> str:
    return as_json.dumps_rows(as_json.could_produce(result), "types") if fmt == "json" else text.could_produce(result)
