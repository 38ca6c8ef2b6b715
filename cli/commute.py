"""mtgasp commute [CARD...] --event tap|enter|counters|damage: do the replacement effects commute, pair by pair?"""
from __future__ import annotations

import argparse
from pathlib import Path

import mtgasp
from mtgasp.render import json as as_json
from mtgasp.render import research
from mtgasp.research.commute import DEFAULT_SUBJECTS, KINDS, commute, parse_effect

from ._args import add_json, add_limits, natural, new_parser, objects, whole
from ._sweep import Swept, add_sweep, add_table_format, card_names, sweep_of, swept, write_board


def register(sub: argparse._SubParsersAction) -> None:
    p = new_parser(sub, "commute", summary="for every pair (and triple) of replacement effects: does their order ever "
                                           "matter on a small board? (a witness, or a bounded proof)",
                   description="For every pair (with --triples, every triple) of the given replacement effects on one "
                               "kind of event, on each subject (the land tapped, the card entering, the permanent "
                               "counters are put on, the creature dealt damage): ORDER MATTERS (the same choices in "
                               "two orders give two results: a "
                               "minimal witness board with both orders), only the choices matter, or commutes "
                               "(proved for every board up to the bound). With no CARD, every replacement effect of "
                               "the library on that event.",
                   examples="""
mtgasp commute "Mana Reflection" "Reality Twist" Contamination --event tap --on Forest --on Savannah
mtgasp commute "Mana Reflection" Contamination --event tap --json --write witnesses/""")
    p.add_argument("cards", nargs="*", metavar="CARD",
                   help="cards whose replacement effects on the event are compared (\"Reality Twist:2\" for one "
                        "ability); none: every replacement effect of the library on that event")
    p.add_argument("--event", required=True, choices=tuple(KINDS), help="the kind of event")
    p.add_argument("--on", action="append", metavar="CARD", dest="subjects",
                   help="the land tapped / the card entering / the permanent two +1/+1 counters are put on (by "
                        "itself) / the creature dealt damage (\"player\": the player); "
                        "repeatable; default: " + "; ".join(f"{k}: {', '.join(v)}" for k, v in DEFAULT_SUBJECTS.items()))
    p.add_argument("--max-objects", type=objects, metavar="N",
                   help="boards of up to N objects, the subject included (default: the subject and the effects)")
    p.add_argument("--triples", action="store_true", help="also every triple of effects")
    p.add_argument("--sample", type=whole(1, 10**7), metavar="N",
                   help="only N pairs, chosen uniformly at random (--seed): a table too large to sweep whole; it says "
                        "so, and nothing of the pairs not chosen")
    p.add_argument("--seed", type=natural, default=0, help="the seed of --sample's choice (default 0)")
    p.add_argument("--extras", metavar="POOL",
                   help="cards that may fill the other objects (default: the cards with continuous effects); "
                        "names separated by commas, or @FILE")
    p.add_argument("--write", type=Path, metavar="DIR", help="write each witness board into DIR")
    add_json(p)
    add_table_format(p)
    add_sweep(p)
    add_limits(p, defaults=False)
    p.set_defaults(ask=ask, render=render, needs_board=False)


def ask(board: mtgasp.Board | None, args: argparse.Namespace) -> Swept:
    effects = [e for card in args.cards for e in parse_effect(card, args.event)] or None
    result = commute(effects, args.event, subjects=tuple(args.subjects) if args.subjects else None,
                     max_objects=args.max_objects, triples=args.triples, extras=card_names(args.extras, "--extras"),
                     sweep=sweep_of(args), sample=None if args.sample is None else (args.sample, args.seed))
    written: dict[int, str] = {}
    if args.write is not None:
        try:
            args.write.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise mtgasp.BoardError(f"--write {args.write}: cannot make the folder ({exc.strerror or exc})") from None
        for i, cell in enumerate(result.cells):
            if cell.witness is not None:
                name = research.cell_file_name(cell)
                written[i] = write_board(args.write / name, research.cell_header(cell) + cell.witness["board"])
    errors = [f"{' + '.join(e.label for e in c.effects)} on {c.subject}: {err}" for c in result.cells
              for err in c.errors if c.status == "incomplete"]
    return swept(result, written, errors)


def render(answer: Swept, args: argparse.Namespace, board: mtgasp.Board | None, fmt: str) -> str:
    if fmt == "json":
        return as_json.dumps(research.commute_json(answer.result, answer.written))
    if fmt == "csv":
        return research.commute_csv(answer.result, answer.written)
    if fmt == "latex":
        return research.commute_latex(answer.result, answer.written)
    return research.commute_text(answer.result, answer.written)
