"""mtgasp orderings BOARD EVENT: every order of the replacement and prevention effects on one event.

    mtgasp orderings board.yaml tap forest [--ability N]
    mtgasp orderings board.yaml enter "Walking Ballista" --controller alice [--x N] [--cast]
    mtgasp orderings board.yaml damage SOURCE TARGET N
"""
from __future__ import annotations

import argparse

import mtgasp
from mtgasp.render import dot, html, text
from mtgasp.render import json as as_json

from ._args import add_readings, natural, positive, readings_of


def _options(parser: argparse.ArgumentParser, default: object) -> None:
    parser.add_argument("--json", action="store_true", default=default, help="same as --format json")
    parser.add_argument("--format", choices=("text", "json", "dot", "html"), default=default)
    parser.add_argument("--limit", type=positive, default=default, metavar="N",
                        help="list at most N outcomes")
    add_readings(parser, default)


def register(subparsers) -> None:
    p = subparsers.add_parser("orderings", help="every order of the replacement/prevention effects on one event "
                                                "(CR 616.1), with its outcomes and the tree of choices")
    p.add_argument("board")
    _options(p, None)
    events = p.add_subparsers(dest="event_kind", required=True, metavar="EVENT", parser_class=type(p))
    # Options may also follow the event; there they must not overwrite those given before it.
    tap = events.add_parser("tap", help="a mana ability of a permanent resolving")
    tap.add_argument("id")
    tap.add_argument("--ability", type=positive, default=None, metavar="N",
                     help="which mana ability (its number among the permanent's abilities, as mtgasp produce "
                          "lists it; default: its first mana ability)")
    _options(tap, argparse.SUPPRESS)
    enter = events.add_parser("enter", help="a card entering the battlefield")
    enter.add_argument("card")
    enter.add_argument("--controller", required=True, metavar="P")
    enter.add_argument("--x", type=natural, default=None, metavar="N", help="the value of X paid when it was cast")
    enter.add_argument("--cast", action="store_true", help="it enters as a resolving spell (else X = 0, CR 107.3m)")
    enter.add_argument("--kicked", type=natural, default=None, metavar="N",
                       help="the times its spell was kicked (multikicker, CR 702.33d; 0 if not cast)")
    _options(enter, argparse.SUPPRESS)
    damage = events.add_parser("damage", help="damage being dealt")
    damage.add_argument("source")
    damage.add_argument("target", help="a permanent id or a player")
    damage.add_argument("amount", type=natural)
    _options(damage, argparse.SUPPRESS)
    p.set_defaults(run=run)


def event_of(args: argparse.Namespace) -> mtgasp.TapEvent | mtgasp.EnterEvent | mtgasp.DamageEvent:
    if args.event_kind == "tap":
        return mtgasp.TapEvent(args.id, args.ability)
    if args.event_kind == "enter":
        return mtgasp.EnterEvent(args.card, args.controller, args.x, args.cast, args.kicked)
    return mtgasp.DamageEvent(args.source, args.target, args.amount)


def run(args: argparse.Namespace) -> str:
    result = mtgasp.orderings(mtgasp.load_board(args.board), event_of(args), readings=readings_of(args))
    fmt = "json" if args.json else (args.format or "text")
    if fmt == "json":
        return as_json.dumps(as_json.orderings(result, args.limit))
    if fmt == "dot":
        return dot.orderings(result)
    if fmt == "html":
        return html.orderings(result)
    return text.orderings(result, args.limit)
