"""mtgasp cards [PATTERN] [--json]: the cards the engine knows (names containing PATTERN)."""
from __future__ import annotations

import argparse
from dataclasses import asdict

import mtgasp
from mtgasp.render import json as as_json
from mtgasp.render import text


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("cards", help="list the card library")
    p.add_argument("pattern", nargs="?")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> str:
    pattern = (args.pattern or "").casefold()
    found = [c for c in mtgasp.card_library().values() if pattern in c.name.casefold()]
    return as_json.dumps([asdict(c) for c in found]) if args.json else text.cards(found, args.pattern)
