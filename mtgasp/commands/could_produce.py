"""mtgasp could-produce BOARD [--json]: the mana types each permanent could produce (CR 106.7)."""
from __future__ import annotations

import argparse

import mtgasp
from mtgasp.render import json as as_json
from mtgasp.render import text


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("could-produce", help="the mana types each permanent could produce (CR 106.7)")
    p.add_argument("board")
    p.add_argument("--json", action="store_true")
    p.add_argument("--explain", action="store_true",
                   help="why each type (which ability, which choice, which order of which replacement effects) "
                        "and why not the others an ability could add")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> str:
    result = mtgasp.could_produce(mtgasp.load_board(args.board), explain=args.explain)
    if args.json:
        return as_json.dumps(as_json.could_produce_explained(result)) if args.explain \
            else as_json.could_produce_text(result)
    return text.could_produce(result)
