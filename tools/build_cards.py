"""Compile every card of the Oracle reference into card facts (compiler/), once, at data-build time.

    python tools/build_cards.py [--oracle PATH] [--out PATH] [--workers 2]   (tools/build_data.py runs it)

Writes rules/data/cards.bin (the shipped form is described in compiler/corpus.py) and
prints the coverage (the same numbers as `mtgasp cards --coverage`).
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from build_card_reference import source_line  # noqa: E402

from mtgasp.compiler import corpus  # noqa: E402
from mtgasp.compiler.coverage import render_coverage  # noqa: E402
from mtgasp.compiler.version import compiler_digest  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--oracle", type=Path, default=ROOT / "data" / "oracle-cards.json.gz")
    parser.add_argument("--out", type=Path, default=ROOT / "rules" / "data" / "cards.bin")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    start = time.perf_counter()
    cards = corpus.load_corpus(args.oracle)
    compiled = corpus.compile_all(cards, workers=args.workers)
    corpus.write(((name, e) for name, e, _ in compiled), args.out,
                 source_line(args.oracle, compiler=compiler_digest()))
    elapsed = time.perf_counter() - start
    from mtgasp.compiler import coverage  # reads the file just written

    print(render_coverage(coverage()))
    print(f"{len(compiled)} names compiled in {elapsed:.1f} s; {args.out.stat().st_size:,} bytes written to {args.out}")


if __name__ == "__main__":
    main()
