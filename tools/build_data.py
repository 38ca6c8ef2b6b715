"""Rebuild every file derived from data/ (the one command after data/ or the compiler changed).

    python tools/build_data.py [--workers 2] [--skip-cards]

In order, each recording the sha256 of its sources in its first line (tests/test_data.py fails when one is stale):
1. mtgasp/rules/data/card_reference.bin and subtypes.lp (tools/build_card_reference.py), from the Oracle corpus
   and the Comprehensive Rules;
2. mtgasp/rules/data/rules_text.bin: the text of every numbered rule of the Comprehensive Rules, by number (what
   `--explain`'s citations and the page open; read by mtgasp/render/cr.py);
3. mtgasp/rules/data/cards.bin (tools/build_cards.py): every card compiled, with the compiler's digest too
   (it reads subtypes.lp, so it comes last). This one takes minutes; --skip-cards leaves it.
The same sources give the same bytes.
"""
from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from build_card_reference import read_text, source_line  # noqa: E402

from mtgasp import packed  # noqa: E402

DATA = ROOT / "data"
OUT = ROOT / "mtgasp" / "rules" / "data"
RULES_HEADER = "#mtgasp-rules-text 1 "  # mtgasp/render/cr.py reads files whose first line starts so
_RULE_LINE = re.compile(r"^(\d{3}(?:\.\d+[a-z]*)?)\.?\s")


def rules_text(text: str) -> dict[str, str]:
    """Each numbered rule with its examples (the lines up to the next numbered rule). The contents at the top
    list the sections again: the rules proper come later and win."""
    rules: dict[str, list[str]] = {}
    current = None
    for line in text.splitlines():
        m = _RULE_LINE.match(line)
        if m:
            current = m.group(1)
            rules[current] = [line]
        elif current is not None and line.strip():
            if line.startswith("Glossary"):
                current = None
                continue
            rules[current].append(line)
    return {k: "\n".join(v) for k, v in rules.items()}


def build_rules_text(cr: Path, out: Path) -> int:
    rules = rules_text(read_text(cr))
    packed.write(out, RULES_HEADER + source_line(cr), ((k, json.dumps(v, ensure_ascii=False)) for k, v in rules.items()))
    return len(rules)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--skip-cards", action="store_true")
    args = parser.parse_args()
    tools = Path(__file__).resolve().parent
    subprocess.run([sys.executable, str(tools / "build_card_reference.py")], check=True)
    print(f"{build_rules_text(DATA / 'comprehensive-rules.txt.gz', OUT / 'rules_text.bin')} rules written to "
          f"{OUT / 'rules_text.bin'}")
    if not args.skip_cards:
        subprocess.run([sys.executable, str(tools / "build_cards.py"), "--workers", str(args.workers)], check=True)


if __name__ == "__main__":
    main()
