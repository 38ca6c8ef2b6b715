"""The mtgasp command: parse arguments, call the Python API, render. No rules are decided here."""
from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Sequence
from dataclasses import asdict

import mtgasp
from mtgasp.encoder import BoardError


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit status 2 (argparse's own convention)
        self.exit(2, f"mtgasp: error: {message}\n")


def _could_produce(args: argparse.Namespace) -> str:
    result = mtgasp.could_produce(mtgasp.load_board(args.board))
    if args.json:
        # One permanent per line: boards have hundreds of them.
        rows = [f"  {json.dumps(k)}: {json.dumps(list(v))}" for k, v in result.types.items()]
        return "{\n" + ",\n".join(rows) + "\n}" if rows else "{}"
    width = max([len(k) for k in result.types] + [9])
    lines = [f"{'permanent':<{width}}  could produce"]
    for obj, types in result.types.items():
        lines.append(f"{obj:<{width}}  {' '.join('{' + t + '}' for t in types) if types else '-'}")
    if not result.complete:
        lines.append(f"INCOMPLETE: {result.message}")
    return "\n".join(lines)


def produce_json(result: mtgasp.Produce) -> dict:
    return {
        "permanent": result.permanent,
        "complete": result.complete,
        "notes": list(result.notes),
        "abilities": [
            {
                "ability": a.ability,
                "text": a.text,
                "chooser": a.chooser,
                "outcomes": [
                    {"mana": o.mana, "orders": o.orders, "example": list(o.example),
                     "steps": [asdict(s) for s in o.steps], "choices": list(o.choices)}
                    for o in a.outcomes
                ],
            }
            for a in result.abilities
        ],
    }


def _produce(args: argparse.Namespace) -> str:
    result = mtgasp.produce(mtgasp.load_board(args.board), args.id)
    if args.json:
        return json.dumps(produce_json(result), indent=2)
    lines = [f"{result.permanent}: {len(result.abilities)} mana abilit{'y' if len(result.abilities) == 1 else 'ies'}"]
    for a in result.abilities:
        lines.append(f"  ability {a.ability}: {a.text}")
        for o in a.outcomes:
            mana = "".join("{" + ch + "}" for ch in o.mana) or "no mana"
            order = " then ".join(o.example) if o.example else "no replacement effect"
            lines.append(f"    {mana:<16} {o.orders:>10,} order{'s' if o.orders != 1 else ' '}   e.g. {order}")
    lines.extend(f"  note: {n}" for n in result.notes)
    if not result.complete:
        lines.append("  INCOMPLETE: some outcomes may be missing")
    return "\n".join(lines)


def _encode(args: argparse.Namespace) -> str:
    return mtgasp.encode(mtgasp.load_board(args.board)).rstrip("\n")


def _cards(args: argparse.Namespace) -> str:
    if args.coverage:  # issue 9: what the compiler covers (mtgasp/compiler/coverage.py)
        from mtgasp.compiler import coverage, render_coverage
        report = coverage()
        return json.dumps(report.as_dict(), indent=2) if args.json else render_coverage(report)
    pattern = (args.pattern or "").casefold()
    cards = [c for c in mtgasp.card_library().values() if pattern in c.name.casefold()]
    if args.json:
        return json.dumps([asdict(c) for c in cards], indent=2)
    lines = []
    for c in cards:
        line = " ".join(c.supertypes + c.types).title()
        if c.subtypes:
            line += " — " + " ".join(s.replace("_", " ").title() for s in c.subtypes)
        lines.append(f"{c.name:<28} {line}")
    return "\n".join(lines) if lines else f"no card matches {args.pattern!r}"


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="mtgasp", description="Magic: The Gathering rules questions answered by clingo.")
    parser.add_argument("--version", action="version", version=f"mtgasp {mtgasp.__version__}")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    p = sub.add_parser("could-produce", help="the mana types each permanent could produce (CR 106.7)")
    p.add_argument("board")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=_could_produce)

    p = sub.add_parser("produce", help="every result of a permanent's mana abilities, over all choices and orders")
    p.add_argument("board")
    p.add_argument("id")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=_produce)

    p = sub.add_parser("encode", help="print the ASP facts a board becomes")
    p.add_argument("board")
    p.set_defaults(run=_encode)

    p = sub.add_parser("cards", help="find cards of the library (every card of the Oracle reference)")
    p.add_argument("pattern", nargs="?")
    p.add_argument("--json", action="store_true")
    p.add_argument("--coverage", action="store_true", help="what the Oracle compiler covers, per status and cluster")
    p.set_defaults(run=_cards)
    for name in COMMAND_MODULES:
        importlib.import_module(f"mtgasp.commands.{name}").register(sub)
    return parser


# Commands of later topics: one module each in mtgasp/commands/, with register(subparsers); each
# subcommand sets `run` to a function (args) -> str that calls the Python API and renders.
COMMAND_MODULES: list[str] = ["activation", "orderings", "characteristics"]


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        output = args.run(args)
    except BoardError as exc:
        print(f"mtgasp: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("mtgasp: interrupted", file=sys.stderr)
        return 130
    print(output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
