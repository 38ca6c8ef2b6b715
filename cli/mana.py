"""mtgasp mana BOARD PLAYER [--cost COST] [--json]: every maximal pool of mana a player can make now."""
from __future__ import annotations

import argparse

import mtgasp
from mtgasp.queries.mana import DEFAULT_CONFLICTS
from mtgasp.render import json as as_json
from mtgasp.render import text

from ._args import add_board, add_json, add_limits, add_readings, new_parser, positive, readings_of


def register(sub: argparse._SubParsersAction) -> None:
    p = new_parser(sub, "mana", summary="every maximal pool of mana a player can make now, or whether a cost can be paid",
                   description="Every maximal pool of mana a player can have by activating mana abilities now (costs, "
                               "triggered mana abilities and replacement effects included), each with one sequence of "
                               "activations; with --cost, whether that cost can be paid and one way to pay it (and the "
                               "pools too with --pools). The search for pools enumerates; when the time limit or "
                               "--conflicts ends it, the pools found so far (each one proven maximal) are printed and the "
                               "answer is marked incomplete (exit 3).",
                   examples="""
mtgasp mana examples/mana_pool.yaml alice
mtgasp mana examples/mana_pool.yaml alice --cost "{2}{G}{G}" --json
mtgasp mana examples/mana_pool.yaml alice --cost "{2}{G}{G}" --pools
mtgasp mana examples/druid.yaml alice --timeout 300 --memory 8000
mtgasp mana examples/devoted_druid.yaml alice --with-priority --timeout 300""")
    add_board(p)
    p.add_argument("player", metavar="PLAYER", help="a player of the board")
    p.add_argument("--cost", metavar="COST",
                   help='a mana cost such as "{2}{G}{G}" (generic, colored, hybrid, Phyrexian, {C}; not {S} nor {X})')
    p.add_argument("--pools", action="store_true",
                   help="with --cost, list the maximal pools too (without --cost they are always listed)")
    p.add_argument("--with-priority", action="store_true",
                   help="the mana the player can make holding priority: abilities that untap a permanent (Devoted "
                        "Druid, Basalt Monolith) activated too, each put on the stack and resolved (CR 602.2, 608.2), "
                        "and the types a loop makes in any amount (CR 732.2)")
    p.add_argument("--conflicts", type=positive, default=DEFAULT_CONFLICTS, metavar="N",
                   help="stop searching after N conflicts of the solver (the same answer on every run; default "
                        f"{DEFAULT_CONFLICTS:,}); an answer that stopped says so")
    add_json(p)
    add_readings(p)
    add_limits(p, defaults=False)
    p.set_defaults(ask=ask, render=render)


def ask(board: mtgasp.Board, args: argparse.Namespace) -> mtgasp.ManaPools:
    return mtgasp.mana(board, args.player, cost=args.cost, pools=True if args.pools else None,
                       conflicts=args.conflicts, readings=readings_of(args), with_priority=args.with_priority)


def render(result: mtgasp.ManaPools, args: argparse.Namespace, board: mtgasp.Board | None, fmt: str) -> str:
    return as_json.dumps(as_json.mana(result)) if fmt == "json" else text.mana(result)
