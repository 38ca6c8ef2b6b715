"""mtgasp readings [--json] [--all]: the contested points of the rules and the readings the engine can take."""
from __future__ import annotations

import argparse

import mtgasp
import mtgasp.engine.readings as registry
from mtgasp.render import json as as_json
from mtgasp.render import research

from ._args import add_json, add_limits, add_readings_file, load_readings_files, new_parser


def register(sub: argparse._SubParsersAction) -> None:
    p = new_parser(sub, "readings", summary="contested points of the rules, each with its readings and the default "
                                            "(choose one with --reading KEY=VALUE on any query command)",
                   description="The points where the Comprehensive Rules give no answer, or more than one: each with "
                               "the rule it is about, the passages quoted, the readings the engine can take and the "
                               "default (marked *). Every query command takes --reading KEY=VALUE (repeatable); "
                               "mtgasp diverge finds a board on which two readings answer differently.",
                   examples="""
mtgasp readings
mtgasp readings --json
mtgasp could-produce examples/research/calciform.yaml --reading x_for_counters=present""")
    add_json(p)
    p.add_argument("--all", action="store_true", help="also the readings that exist only to test the research tools")
    add_readings_file(p)
    add_limits(p, defaults=False)
    p.set_defaults(ask=ask, render=render, needs_board=False)


def ask(board: mtgasp.Board | None, args: argparse.Namespace) -> list[registry.Reading]:
    load_readings_files(args)
    return list(registry.registry(hidden=args.all).values())


def render(result: list[registry.Reading], args: argparse.Namespace, board: mtgasp.Board | None, fmt: str) -> str:
    return as_json.dumps(research.readings_json(result)) if fmt == "json" else research.readings_text(result)
