"""mtgasp check INVARIANT: does an invariant hold on every board of up to N objects? (a counterexample or
the bound). INVARIANT is a built-in (could-produce, exploration-ends, timestamps) or a .lp file holding
clingo constraints over the documented output predicates: that file is code, and runs only in worker
processes with a time and a memory limit."""
from __future__ import annotations

import argparse
from pathlib import Path

from mtgasp.render import json as as_json
from mtgasp.render import research
from mtgasp.research.invariants import BUILTINS, check

from ._args import add_readings, positive, readings_of
from ._sweep import add_pool, add_sweep, card_names, sweep_of, write_board


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("check", help="does an invariant hold on every board of up to N objects? "
                                     f"(built-ins: {', '.join(BUILTINS)}; or a .lp file of constraints)")
    p.add_argument("invariant", metavar="INVARIANT")
    add_pool(p)
    p.add_argument("--max-objects", type=positive, default=2, metavar="N", help="boards of up to N objects (default 2)")
    add_readings(p)
    p.add_argument("--write", type=Path, metavar="FILE", help="where to write a counterexample (default check-NAME.yaml)")
    p.add_argument("--json", action="store_true")
    add_sweep(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> str:
    result = check(args.invariant, pool=card_names(args.cards), max_objects=args.max_objects,
                   readings=readings_of(args), sweep=sweep_of(args))
    written = ""
    if result.counterexample_yaml is not None:
        stem = Path(result.invariant).stem if result.invariant.endswith(".lp") else result.invariant
        path = args.write or Path(f"check-{stem}.yaml")
        written = write_board(path, f"# Counterexample of mtgasp check {result.invariant}\n" + result.counterexample_yaml)
    if args.json:
        return as_json.dumps(research.check_json(result, written))
    return research.check_text(result, written)
