"""The text of the Comprehensive Rules, by rule number, for citations a person opens (`--explain`, the page).

Read from mtgasp/rules/data/rules_text.bin (built from data/comprehensive-rules.txt.gz by tools/build_data.py),
one rule's block at a time. Only wording reads it: no answer depends on it.
"""
from __future__ import annotations

import json
import re
from bisect import bisect_left
from functools import cache

from mtgasp.packed import Packed
from mtgasp.resources import rules_dir

HEADER = "#mtgasp-rules-text 1 "
EDITION = "2026-04-17"  # the edition of data/comprehensive-rules.txt.gz (data/SOURCES)
_NUMBER = re.compile(r"\d{3}(?:\.\d+[a-z]*)?")


@cache
def _rules() -> Packed:
    return Packed(rules_dir() / "data" / "rules_text.bin", HEADER, "python tools/build_data.py")


def rule_text(number: str, subrules: bool = True) -> str | None:
    """Rule `number` ("106.7", "613.7m", "616") with its examples, and its subrules after it unless told not
    to (616.1 gives 616.1a–f); None when the Comprehensive Rules have no such rule."""
    number = number.strip().rstrip(".")
    if not _NUMBER.fullmatch(number):
        return None
    rules = _rules()
    own = rules.get(number)
    if own is None:
        return None
    parts = [json.loads(own)]
    if subrules:
        at = bisect_left(rules.names, number) + 1
        while at < len(rules.names) and rules.names[at].startswith(number):
            if _is_under(rules.names[at], number):
                parts.append(json.loads(rules.get(rules.names[at]) or '""'))
            at += 1
    return "\n".join(parts)


def _is_under(name: str, number: str) -> bool:
    rest = name[len(number):]
    return name.startswith(number) and (rest.startswith(".") or (rest[:1].isalpha() and "." in number))
