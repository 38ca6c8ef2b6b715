"""mtgasp diverge --reading KEY=A --vs KEY=B --query Q: the smallest board on which two readings differ."""
from __future__ import annotations

import argparse
from pathlib import Path

from mtgasp.render import json as as_json
from mtgasp.render import research
from mtgasp.research.answers import QUESTIONS
from mtgasp.research.diverge import diverge

from ._args import positive
from ._sweep import add_pool, add_sweep, card_names, sweep_of, write_board


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("diverge", help="the board with the fewest objects on which two readings of a contested "
                                       "point answer differently, or a bounded proof that none does")
    p.add_argument("--reading", required=True, metavar="KEY=A", dest="reading_a")
    p.add_argument("--vs", required=True, metavar="KEY=B", dest="reading_b")
    p.add_argument("--query", required=True, choices=tuple(QUESTIONS))
    add_pool(p)
    p.add_argument("--max-objects", type=positive, default=3, metavar="N", help="boards of up to N objects (default 3)")
    p.add_argument("--write", type=Path, metavar="FILE", help="where to write the witness board "
                                                              "(default diverge-KEY.yaml)")
    p.add_argument("--json", action="store_true")
    add_sweep(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> str:
    result = diverge(args.reading_a, args.reading_b, args.query, pool=card_names(args.cards),
                     max_objects=args.max_objects, sweep=sweep_of(args))
    written = ""
    if result.witness_yaml is not None:
        path = args.write or Path(f"diverge-{result.key}.yaml")
        written = write_board(path, research.witness_header(result) + result.witness_yaml)
    if args.json:
        return as_json.dumps(research.divergence_json(result, written))
    return research.divergence_text(result, written)
