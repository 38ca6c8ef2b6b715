"""mtgasp readings [--json] [--all]: the contested points of the rules and the readings the engine can take."""
from __future__ import annotations

import argparse

import mtgasp.readings as registry
from mtgasp.render import json as as_json
from mtgasp.render import research


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("readings", help="contested points of the rules, each with its readings and the default "
                                        "(choose one with --reading KEY=VALUE on any query command)")
    p.add_argument("--json", action="store_true")
    p.add_argument("--all", action="store_true", help="also the readings that exist only to test the research tools")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> str:
    readings = list(registry.registry(hidden=args.all).values())
    return as_json.dumps(research.readings_json(readings)) if args.json else research.readings_text(readings)
