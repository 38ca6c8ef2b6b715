"""The text of a rule of the Comprehensive Rules by its number, for citations a person opens (the page's CR links).

One function, `rule_text`, and one file: the CR's plain text shipped with the package, gzip-compressed, at
rules/data/comprehensive-rules.txt.gz, a copy of data/comprehensive-rules.txt.gz (data/SOURCES says where it
comes from; tools/build_data.py copies it, tests/cli/test_data.py checks the copy). Only wording reads it: no answer
depends on it. Beside it, `subtype_spellings` reads rules/data/subtype-spellings.txt, the spellings of CR 205.3g-n
that tools/build_card_reference.py parsed from the same CR at build time.
"""
from __future__ import annotations

import gzip
import re
from functools import lru_cache

from mtgasp.encoder.resources import rules_dir

CR_FILE = "comprehensive-rules.txt.gz"  # in rules/data/
EDITION = "2026-04-17"  # the edition of that file (data/SOURCES)
_NUMBER = re.compile(r"^(\d{3})(?:\.(\d+)([a-z])?)?\.?$")
_RULE_LINE = re.compile(r"^(\d{3}(?:\.\d+[a-z]?)?)\.?\s")
MAX_CHARS = 6000  # a whole section (702) is far longer: its first rules, then "…"


@lru_cache(maxsize=1)
def _rules() -> tuple[dict[str, str], list[str]]:
    """Each rule's paragraph (with the examples under it) by number, and the numbers in the CR's order."""
    path = rules_dir() / "data" / CR_FILE
    text = gzip.decompress(path.read_bytes()).decode("utf-8")
    body = text[text.find("\nCredits\n") if "\nCredits\n" in text else 0:]  # after the table of contents
    body = body.split("\nGlossary\n")[0]
    rules: dict[str, str] = {}
    order: list[str] = []
    current = None
    for line in body.split("\n"):
        match = _RULE_LINE.match(line)
        if match:
            current = match.group(1)
            if current not in rules:
                order.append(current)
            rules[current] = line.strip()
        elif current and line.strip():  # an example under the rule
            rules[current] += "\n" + line.strip()
    return rules, order


def rule_text(number: str) -> str | None:
    """The rule numbered `number` ("106.7", "616.1e", "613") with its subrules and examples, as the CR words
    them; None when there is no such rule (or the number is not one)."""
    if not isinstance(number, str) or not _NUMBER.match(number.strip()):
        return None
    key = number.strip().rstrip(".")
    rules, order = _rules()
    if key not in rules:
        return None
    start = order.index(key)
    parts = []
    for other in order[start:]:
        if other != key and not _under(other, key):
            break
        parts.append(rules[other])
    text = "\n\n".join(parts)
    return text if len(text) <= MAX_CHARS else text[:MAX_CHARS].rsplit("\n", 1)[0] + "\n…"


def _under(number: str, parent: str) -> bool:
    """106.7a is under 106.7, 106.7 under 106; 106.70 is not under 106.7."""
    if "." not in parent:
        return number.startswith(parent + ".")
    return number != parent and number.startswith(parent) and number[len(parent)].isalpha()


SPELLINGS_FILE = "subtype-spellings.txt"  # in rules/data/, written by tools/build_card_reference.py


@lru_cache(maxsize=1)
def subtype_spellings() -> dict[str, str]:
    """The subtypes the CR spells with an apostrophe or a hyphen (CR 205.3g-n: Urza’s, Power-Plant, Assembly-Worker,
    C’tan), by the word the card facts use for them (encoder/card_data.py word_of: urzas, power_plant): a type line
    shows them as printed. Parsed from the CR at build time (tools/build_card_reference.py), read here as data."""
    spelled: dict[str, str] = {}
    for line in (rules_dir() / "data" / SPELLINGS_FILE).read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            word, name = line.split("\t")
            spelled[word] = name
    return spelled
