"""A token a board describes by itself (CR 111.3: "the spell or ability that creates a token may define the values of
any number of characteristics"), for the tokens the library of predefined ones (encoder/tokens.py, CR 111.10) doesn't
hold: "a 1/1 green Saproling creature token", "a 2/2 black Zombie creature token with decayed".

    - {token: {type_line: "Creature — Saproling", colors: [G], power: 1, toughness: 1}, controller: alice}

Its text is compiled like a card's (compiler/compile.py) when the board's facts are first made: the one input of a
question that needs the Oracle compiler, imported then and only then (a board without one never loads it:
tests/cli/test_import_cost.py; pyproject.toml names this import in the contracts, with the reason). Its facts are
made from clingo terms the compiler builds and each stored term is parsed by clingo again (card_data.term_fact): the
board's text reaches the program only as strings, never as code.
"""
from __future__ import annotations

import difflib
import gzip
import re
from dataclasses import dataclass
from functools import lru_cache

from .card_data import CARD_TYPES, SUPERTYPES, StoredCard, _decode
from .errors import BoardError
from .resources import rules_dir

# CR 111.4: a token's subtypes and the word "Token" are its name, unless the definition names it.
TOKEN_WORD = "Token"


@dataclass(frozen=True)
class TokenDefinition:
    """What a board says of a token it describes: its name (CR 111.4), its type line, its colors (CR 111.3: a token
    has no mana cost, its definition gives its colors; () is colorless), its power and toughness, and its text, one
    ability a line, as an Oracle text."""

    name: str
    type_line: str
    colors: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    text: str = ""

    def types(self) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
        """(card types, supertypes, subtypes) of the type line, as the Oracle corpus writes them."""
        return split_type_line(self.type_line)


def split_type_line(line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """"Legendary Artifact Creature — Golem" → (("Artifact", "Creature"), ("Legendary",), ("Golem",)); the word
    "Token" before the dash is left out (a token's type line may print it, CR 111.4 makes it no type). A word that is
    no card type or supertype before the dash is refused, naming the nearest ones."""
    left, _, right = _split_dash(line)
    types, supers = [], []
    for word in left.split():
        folded = word.casefold()
        if folded == TOKEN_WORD.casefold():
            continue
        if folded in CARD_TYPES:
            types.append(word.capitalize())
        elif folded in SUPERTYPES:
            supers.append(word.capitalize())
        else:
            near = difflib.get_close_matches(folded, CARD_TYPES + SUPERTYPES, n=3, cutoff=0.6)
            hint = f" (did you mean: {', '.join(w.capitalize() for w in near)}?)" if near else \
                f" (the card types: {', '.join(w.capitalize() for w in CARD_TYPES)})"
            raise BoardError(f"type_line: {word!r} is no card type or supertype (CR 205.2a, 205.4a){hint}")
    if not types:
        raise BoardError(f"type_line: {line!r} names no card type (CR 205.2a: a token has one, such as Creature)")
    subtypes = tuple(right.split()) if right else ()
    return tuple(types), tuple(supers), subtypes


def _split_dash(line: str) -> tuple[str, str, str]:
    parts = re.split(r"\s*[—–]\s*|\s+-\s+", line.strip(), maxsplit=1)
    return (parts[0], "—", parts[1]) if len(parts) == 2 else (parts[0], "", "")


def default_name(type_line: str) -> str:
    """CR 111.4: the token's subtypes and the word Token (a Saproling Token); with no subtype, its card types."""
    types, _, subtypes = split_type_line(type_line)
    return " ".join(subtypes or types) + " " + TOKEN_WORD


@lru_cache(maxsize=1)
def keyword_names() -> tuple[str, ...]:
    """The keyword abilities of CR 702 ("702.9. Flying"), read from the rules the project ships: a line of a token's
    text that lists only these ("Flying, vigilance") is read as keyword abilities, as a card's keyword line is."""
    with gzip.open(rules_dir() / "data" / "comprehensive-rules.txt.gz", "rt", encoding="utf-8") as f:
        text = f.read()
    return tuple(dict.fromkeys(m.group(1) for m in re.finditer(r"^702\.\d+\. ([A-Z][\w' -]*)$", text, re.MULTILINE)))


@lru_cache(maxsize=256)
def compiled_token(definition: TokenDefinition) -> StoredCard:
    """The token's characteristics and abilities, compiled like a card's (in the cards' stored format)."""
    # The Oracle compiler, imported only for a board that describes a token by its text (pyproject.toml's contracts).
    from mtgasp.compiler.compile import compile_card
    from mtgasp.compiler.corpus import entry

    types, supers, subtypes = definition.types()
    card = {"name": definition.name, "type": definition.type_line, "types": list(types), "supertypes": list(supers),
            "subtypes": list(subtypes), "text": definition.text or None, "layout": "token", "manaCost": None,
            "keywords": _keywords_of(definition.text), "power": definition.power, "toughness": definition.toughness}
    e = entry(compile_card(card, definition.name), True)
    e["k"] = "token"
    return _decode(definition.name, e)


def _keywords_of(text: str) -> list[str]:
    """The keywords of CR 702 the text's lines name (the compiler reads a line as keywords only when all its items
    are keywords: "Flying, vigilance"; a sentence that names one stays a sentence)."""
    known = {k.casefold(): k for k in keyword_names()}
    out = []
    for line in text.splitlines():
        for item in re.split(r",\s*|;\s*", re.sub(r"\s*\([^()]*\)", "", line).strip()):
            head = item.strip().casefold()
            for size in (3, 2, 1):  # "Double strike", "Protection from red": the longest keyword first
                words = head.split()[:size]
                k = known.get(" ".join(words))
                if k is not None:
                    out.append(k)
                    break
    return list(dict.fromkeys(out))
