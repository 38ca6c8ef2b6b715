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

import re
from dataclasses import dataclass
from functools import lru_cache

from .card_data import CARD_TYPES, SUPERTYPES, StoredCard, _decode, word_of
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
    left, right = _split_dash(line)
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
            import difflib  # (a misspelt word only)

            near = difflib.get_close_matches(folded, CARD_TYPES + SUPERTYPES, n=3, cutoff=0.6)
            hint = f" (did you mean: {', '.join(w.capitalize() for w in near)}?)" if near else \
                f" (the card types: {', '.join(w.capitalize() for w in CARD_TYPES)})"
            raise BoardError(f"type_line: {word!r} is no card type or supertype (CR 205.2a, 205.4a){hint}")
    if not types:
        raise BoardError(f"type_line: {line!r} names no card type (CR 205.2a: a token has one, such as Creature)")
    return tuple(types), tuple(supers), _subtypes_of(right, types)


# CR 205.3d: "An object can't have a subtype that doesn't correspond to one of that object's types": the types whose
# subtypes each class of rules/data/subtypes.lp holds (205.3g-m; a kindred's subtypes are creature types, 308.2).
_CLASS_TYPES = {"artifact": ("Artifact",), "creature": ("Creature", "Kindred"), "enchantment": ("Enchantment",),
                "land": ("Land",), "planeswalker": ("Planeswalker",), "spell": ("Instant", "Sorcery"),
                "battle": ("Battle",)}


@lru_cache(maxsize=1)
def subtype_classes() -> dict[str, dict[str, set[str]]]:
    """Each subtype of the rules (rules/data/subtypes.lp, CR 205.3; Siege, the battle type of CR 310.11a), by its
    constant word: its name as the type line prints it ("Time Lord") and its classes."""
    text = (rules_dir() / "data" / "subtypes.lp").read_text(encoding="utf-8")
    out: dict[str, dict[str, set[str]]] = {"siege": {"name": {"Siege"}, "classes": {"battle"}}}
    for word, cls in re.findall(r"^subtype_class\(([a-z0-9_]+), ([a-z]+)\)", text, re.MULTILINE):
        entry = out.setdefault(word, {"name": {word.replace("_", " ").title()}, "classes": set()})
        entry["classes"].add(cls)
    return out


def _subtypes_of(right: str, types: list[str]) -> tuple[str, ...]:
    """The subtypes after the dash, each a subtype of the rules (two words at most: "Time Lord") that corresponds to
    one of the types (CR 205.3d); refused otherwise, naming the nearest ones."""
    known = subtype_classes()
    words = right.split()
    out: list[str] = []
    i = 0
    while i < len(words):
        if not word_of(words[i]):
            raise BoardError(f"type_line: {right!r}: give the subtypes as words after one dash (got {words[i]!r})")
        two = " ".join(words[i:i + 2])
        size = 2 if i + 1 < len(words) and word_of(words[i + 1]) and word_of(two) in known else 1
        name = " ".join(words[i:i + size])
        entry = known.get(word_of(name))
        if entry is None:
            import difflib  # (a misspelt word only)

            near = difflib.get_close_matches(word_of(name), list(known), n=3, cutoff=0.6)
            hint = f" (did you mean: {', '.join(sorted(known[w]['name'])[0] for w in near)}?)" if near else ""
            raise BoardError(f"type_line: {name!r} is no subtype (CR 205.3){hint}")
        allowed = {t for cls in entry["classes"] for t in _CLASS_TYPES.get(cls, ())}
        if not allowed & set(types):
            raise BoardError(f"type_line: {name!r} is a subtype of {' or '.join(sorted(allowed))} only, not of "
                             f"{' '.join(types)} (CR 205.3d)")
        out.append(name)
        i += size
    return tuple(dict.fromkeys(out))


def _split_dash(line: str) -> tuple[str, str]:
    """The words before the dash (types) and after it (subtypes; "" when there is none)."""
    parts = re.split(r"\s*[—–]\s*|\s+-\s+", line.strip(), maxsplit=1)
    return parts[0], parts[1] if len(parts) == 2 else ""


def default_name(type_line: str) -> str:
    """CR 111.4: the token's subtypes and the word Token (a Saproling Token); with no subtype, its card types."""
    types, _, subtypes = split_type_line(type_line)
    return " ".join(subtypes or types) + " " + TOKEN_WORD


@lru_cache(maxsize=1)
def keyword_names() -> tuple[str, ...]:
    """The keyword abilities of CR 702 ("702.9. Flying"), read from the rules the project ships: a line of a token's
    text that lists only these ("Flying, vigilance") is read as keyword abilities, as a card's keyword line is."""
    import gzip  # (the rules' text only when a described token has text)

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
