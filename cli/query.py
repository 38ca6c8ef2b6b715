"""mtgasp query BOARD QUESTION... [--json]: one question about characteristics, with the facts it rests on."""
from __future__ import annotations

import argparse
import shlex

import mtgasp
from mtgasp.queries.query import QUESTIONS
from mtgasp.render import json as as_json
from mtgasp.render import text

from ._args import add_board, add_json, add_limits, add_readings, new_parser, readings_of


def register(sub: argparse._SubParsersAction) -> None:
    p = new_parser(sub, "query", summary="one question about characteristics: " + ", ".join(QUESTIONS),
                   description="One question about characteristics, answered with the facts it rests on. The "
                               "question is its words, given as separate arguments or as one quoted string (a name "
                               "of several words needs no quotes at the end of `named`). The questions:\n  "
                               + "\n  ".join(QUESTIONS.values()),
                   examples="""
mtgasp query examples/spy_kit.yaml shares-type banneret shaman
mtgasp query examples/spy_kit.yaml named banneret Relentless Rats
mtgasp query examples/spy_kit.yaml 'named banneret "Relentless Rats"' --json
mtgasp query examples/spy_kit.yaml card-types graveyard""")
    p.formatter_class = argparse.RawDescriptionHelpFormatter
    add_board(p)
    p.add_argument("question", metavar="QUESTION", nargs="+",
                   help="the question and its arguments (the questions are listed above)")
    add_json(p)
    add_readings(p)
    add_limits(p, defaults=False)
    p.set_defaults(ask=ask, render=render)


def question_of(words: list[str]) -> str:
    """The words of the command line as the question text of mtgasp.query: one argument is the question
    as written; several are its words, and the words after `named ID` are the name."""
    if len(words) == 1:
        try:
            parts = shlex.split(words[0])
        except ValueError:  # mtgasp.query says what is wrong with it
            return words[0]
        if not (parts and parts[0] == "named" and len(parts) > 3):
            return words[0]
        words = parts
    if words[0] == "named" and len(words) > 3:
        words = words[:2] + [" ".join(words[2:])]
    return shlex.join(words)


def ask(board: mtgasp.Board, args: argparse.Namespace) -> mtgasp.QueryAnswer:
    return mtgasp.query(board, question_of(args.question), readings=readings_of(args))


def render(result: mtgasp.QueryAnswer, args: argparse.Namespace, board: mtgasp.Board | None, fmt: str) -> str:
    return as_json.dumps(as_json.query(result)) if fmt == "json" else text.query(result)
