"""mtgasp commute [CARD...] --event tap|enter|damage: do the replacement effects commute, pair by pair?"""
from __future__ import annotations

import argparse
from pathlib import Path

from mtgasp.render import json as as_json
from mtgasp.render import research
from mtgasp.research.commute import DEFAULT_SUBJECTS, KINDS, commute, parse_effect

from ._args import positive
from ._sweep import add_sweep, card_names, sweep_of, write_board


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("commute", help="for every pair (and triple) of replacement effects: does their order ever "
                                       "matter on a small board? (a witness, or a bounded proof)")
    p.add_argument("cards", nargs="*", metavar="CARD",
                   help="cards whose replacement effects on the event are compared (\"Reality Twist:2\" for one "
                        "ability); none: every replacement effect of the library on that event")
    p.add_argument("--event", required=True, choices=tuple(KINDS))
    p.add_argument("--on", action="append", metavar="CARD", dest="subjects",
                   help="the land tapped / the card entering / the creature dealt damage (\"player\": the player); "
                        "repeatable; default: " + "; ".join(f"{k}: {', '.join(v)}" for k, v in DEFAULT_SUBJECTS.items()))
    p.add_argument("--max-objects", type=positive, metavar="N",
                   help="boards of up to N objects, the subject included (default: the subject and the effects)")
    p.add_argument("--triples", action="store_true", help="also every triple of effects")
    p.add_argument("--extras", metavar="POOL",
                   help="cards that may fill the other objects (default: the cards with continuous effects); "
                        "names separated by commas, or @FILE")
    p.add_argument("--write", type=Path, metavar="DIR", help="write each witness board into DIR")
    p.add_argument("--json", action="store_true")
    add_sweep(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> str:
    effects = [e for card in args.cards for e in parse_effect(card, args.event)] or None
    result = commute(effects, args.event, subjects=tuple(args.subjects) if args.subjects else None,
                     max_objects=args.max_objects, triples=args.triples, extras=card_names(args.extras),
                     sweep=sweep_of(args))
    written: dict[int, str] = {}
    if args.write is not None:
        args.write.mkdir(parents=True, exist_ok=True)
        for i, cell in enumerate(result.cells):
            if cell.witness is not None:
                name = research.cell_file_name(cell)
                written[i] = write_board(args.write / name, research.cell_header(cell) + cell.witness["board"])
    if args.json:
        return as_json.dumps(research.commute_json(result, written))
    return research.commute_text(result, written)
