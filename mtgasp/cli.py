"""The mtgasp command: parse arguments, run one subcommand (mtgasp/commands/), print its answer."""
from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from typing import NoReturn

import mtgasp
from mtgasp.commands import COMMANDS
from mtgasp.encoder import BoardError
from mtgasp.encoder.errors import one_line


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, exit status 2 (argparse's own convention)
        self.exit(2, f"mtgasp: error: {one_line(message)}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="mtgasp", description="Magic: The Gathering rules questions answered by clingo.")
    parser.add_argument("--version", action="version", version=f"mtgasp {mtgasp.__version__}")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for name in COMMANDS:
        importlib.import_module(f"mtgasp.commands.{name}").register(sub)
    return parser


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
