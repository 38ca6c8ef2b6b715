"""mtgasp can-activate BOARD ID [--ability N] [--json]: can each activated ability be activated now, and why not."""
from __future__ import annotations

import argparse

import mtgasp
from mtgasp.render import json as as_json
from mtgasp.render import text

from ._args import add_board, add_json, add_limits, add_readings, new_parser, positive, readings_of


def register(sub: argparse._SubParsersAction) -> None:
    p = new_parser(sub, "can-activate", summary="can each activated ability of a permanent be activated now, and why not",
                   description="For each activated ability of one permanent: can it be activated now (CR 602.2, "
                               "605.3), and if not, every reason with its rule (tapped, summoning sickness, counters, "
                               "life, a mana cost that the player's mana abilities can't pay).",
                   examples="""
mtgasp can-activate examples/mana_pool.yaml pili-pala
mtgasp can-activate examples/mana_pool.yaml pili-pala --ability 2 --json""")
    add_board(p)
    p.add_argument("id", metavar="ID", help="the id of a permanent on the board")
    p.add_argument("--ability", type=positive, metavar="N",
                   help="only ability N (its number among the permanent's abilities, as every command numbers them)")
    add_json(p)
    p.add_argument("--explain", action="store_true", help="also every requirement each ability meets, with its rule")
    p.add_argument("--with-priority", action="store_true",
                   help="a mana cost may be paid with the mana the player makes holding priority first (as mana "
                        "--with-priority: abilities that untap a permanent activated and resolved, CR 602.2, 608.2; "
                        "a loop's mana in any amount, CR 732.2)")
    add_readings(p)
    add_limits(p, defaults=False)
    p.set_defaults(ask=ask, render=render)


def ask(board: mtgasp.Board, args: argparse.Namespace) -> mtgasp.CanActivate:
    return mtgasp.can_activate(board, args.id, args.ability, explain=args.explain,
                               readings=readings_of(args), with_priority=args.with_priority)


def render(result: mtgasp.CanActivate, args: argparse.Namespace, board: mtgasp.Board | None, fmt: str) -> str:
    return as_json.dumps(as_json.can_activate(result)) if fmt == "json" else text.can_activate(result)
