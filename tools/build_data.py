"""Rebuild every file derived from data/ (the one command after data/ or the compiler changed).

    python tools/build_data.py [--workers 2] [--skip-cards]

In order, each recording the sha256 of its sources in its first line (tests/cli/test_data.py fails when one is stale):
1. rules/data/card_reference.bin, subtypes.lp and subtype-spellings.txt (tools/build_card_reference.py), from the Oracle corpus
   and the Comprehensive Rules;
2. rules/data/comprehensive-rules.txt.gz: a copy of data's (what the page's CR links open; read by
   render/cr.py), since an installed package has no data/ beside it;
3. rules/data/tokens.jsonl (tools/build_tokens.py): the predefined tokens of CR 111.10 (and Eldrazi Spawn and
   Scion, as the cards define them) compiled like cards, with the compiler's digest too (seconds);
4. rules/data/cards.bin (tools/build_cards.py): every card compiled, with the compiler's digest too
   (it reads subtypes.lp, so it comes last). This one takes minutes; --skip-cards leaves it.
The same sources give the same bytes.
"""
from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
OUT = ROOT / "rules" / "data"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--skip-cards", action="store_true")
    args = parser.parse_args()
    tools = Path(__file__).resolve().parent
    subprocess.run([sys.executable, str(tools / "build_card_reference.py")], check=True)
    shutil.copyfile(DATA / "comprehensive-rules.txt.gz", OUT / "comprehensive-rules.txt.gz")
    print(f"{OUT / 'comprehensive-rules.txt.gz'} copied from data/")
    subprocess.run([sys.executable, str(tools / "build_tokens.py")], check=True)
    if not args.skip_cards:
        subprocess.run([sys.executable, str(tools / "build_cards.py"), "--workers", str(args.workers)], check=True)


if __name__ == "__main__":
    main()
