"""The compiler's version: a digest of every file that decides what it writes into rules/data/cards.bin.

Recorded in the first line of cards.bin by tools/build_data.py; tests/cli/test_data.py fails when the compiler (or
a file it reads) changed and the data was not rebuilt. A digest, not a number someone must remember to raise.
"""
from __future__ import annotations

import hashlib
from pathlib import Path

from mtgasp.encoder.resources import rules_dir

_HERE = Path(__file__).resolve().parent
# What the compiler's output depends on: the modules that compile (not the readers data.py and coverage.py), its
# grammars, the facts of printed characteristics it shares with the encoder (encoder/card_data.py), and the subtype
# list lower.py reads (itself built from the Comprehensive Rules), and the keywords of CR 702 compile.py reads to tell a
# flavor word from a keyword (encoder/inline_tokens.py: keyword_names, from the rules' text).
_MODULES = ("compile.py", "corpus.py", "irrelevant.py", "kinds.py", "lower.py", "oracle.py", "parser.py")


def compiler_files() -> list[Path]:
    return [_HERE / m for m in _MODULES] + sorted((_HERE / "grammars").glob("*.lark")) + \
        [_HERE.parent / "encoder" / "card_data.py", rules_dir() / "data" / "subtypes.lp",
         _HERE.parent / "encoder" / "inline_tokens.py", rules_dir() / "data" / "comprehensive-rules.txt.gz"]


def compiler_digest() -> str:
    """sha256 of the compiler's files, each as its name and its bytes (16 hex digits are enough to tell)."""
    h = hashlib.sha256()
    for path in compiler_files():
        h.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()[:16]
