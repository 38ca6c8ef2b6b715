"""mtgasp show BOARD [ID] [--json] [--explain]: characteristics after all continuous effects (CR 613)."""
from __future__ import annotations

import argparse

import mtgasp
from mtgasp.render import json as as_json
from mtgasp.render import text

from ._args import add_board, add_json, add_limits, add_readings, new_parser, readings_of


def register(sub: argparse._SubParsersAction) -> None:
    p = new_parser(sub, "show", summary="each object's characteristics after all continuous effects (CR 613)",
                   description="Each object's characteristics after every continuous effect (CR 613: layers 4-6), "
                               "with its names, type line, colors, abilities (and where each comes from), the "
                               "abilities it lost, its controller and attachments; --explain adds the layer-by-layer "
                               "trace with timestamps and dependencies (CR 613.7, 613.8).",
                   examples="""
mtgasp show examples/blood_moon.yaml
mtgasp show examples/blood_moon.yaml urborg --explain
mtgasp show examples/blood_moon.yaml --json""")
    add_board(p)
    p.add_argument("id", metavar="ID", nargs="?", help="only this object (default: every object of the board)")
    add_json(p)
    p.add_argument("--explain", action="store_true", help="add the layer-by-layer trace (CR 613)")
    add_readings(p)
    add_limits(p, defaults=False)
    p.set_defaults(ask=ask, render=render)


def ask(board: mtgasp.Board, args: argparse.Namespace) -> mtgasp.Show:
    return mtgasp.show(board, args.id, readings=readings_of(args))


def render(result: mtgasp.Show, args: argparse.Namespace, board: mtgasp.Board | None, fmt: str) -> str:
    if fmt == "json":
        return as_json.dumps(as_json.show_answer(result, args.explain))
    return text.show(result, args.explain, args.id)
