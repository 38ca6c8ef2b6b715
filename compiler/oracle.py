"""Oracle text → abilities: the one place that cuts a card's text into numbered abilities.

Numbering follows the card library's convention (docs/vocabulary.md): every line of the Oracle text
is one ability number, in order from 1 (modal bullets "•" belong to the line above them); a line that
is only reminder text (a basic land's "({T}: Add {G}.)") keeps its number but is not an ability.
Abilities written inside quotation marks ("Lands you control have "{T}: Add …"") are granted, not
printed: they are numbered after the printed lines, in order of appearance (CR 113.1a … 113.2c: an
object has the abilities printed on it; quoted abilities belong to whatever the effect gives them to).

The text given to the grammars is normalised: reminder text removed, the card's own name written "~",
lower case, single spaces, "’" as "'". The raw line is kept for text/3.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from mtgasp.compiler.irrelevant import QUOTED_RULE_NAME

_REMINDER = re.compile(r"\s*\([^()]*\)")
_QUOTED = re.compile(rf"(?!{QUOTED_RULE_NAME})\"([^\"]*)\"")
_SPACES = re.compile(r"\s+")

# CR 207.2c — the ability words, as the rule lists them (tests/compiler/test_ability_words.py checks this list against
# the rule in data/). "Ability words ... have no special rules meaning": the ability after one is read as if it were
# absent ("Metalcraft — {T}: Add one mana of any color. Activate only if you control three or more artifacts.").
ABILITY_WORDS = frozenset({
    "adamant", "addendum", "alliance", "battalion", "bloodrush", "celebration", "channel", "chroma", "cohort",
    "constellation", "converge", "council's dilemma", "coven", "delirium", "descend 4", "descend 8", "disappear",
    "domain", "eerie", "eminence", "enrage", "fateful hour", "fathomless descent", "ferocious", "flurry", "formidable",
    "grandeur", "hellbent", "heroic", "imprint", "infusion", "inspired", "join forces", "kinship", "landfall",
    "lieutenant", "magecraft", "metalcraft", "morbid", "opus", "pack tactics", "paradox", "parley", "radiance", "raid",
    "rally", "renew", "repartee", "revolt", "secret council", "spell mastery", "strive", "survival", "sweep",
    "tempting offer", "threshold", "undergrowth", "valiant", "vivid", "void", "will of the council"})
_ABILITY_WORD = re.compile(r"([a-z0-9' ]+?) — (.+)", re.DOTALL)


def without_ability_word(clean: str) -> str | None:
    """A normalised line without the ability word it starts with (CR 207.2c), or None when it starts with none."""
    m = _ABILITY_WORD.fullmatch(clean)
    return m.group(2) if m is not None and m.group(1) in ABILITY_WORDS else None


def without_flavor_word(clean: str, keywords: list[str], cr_keywords: tuple[str, ...]) -> str | None:
    """A normalised line without the flavor word it starts with (CR 207.2d: "flavor words ... have no special rules
    meaning and are not listed in the Comprehensive Rules"; "A Thousand Souls Die Every Day — {T}, Sacrifice a creature:
    Add three mana in any combination of colors"), or None. A flavor word is one the card's keywords list (the reference
    lists them there) that is neither an ability word nor a keyword of CR 702 ("Exhaust —", "Max speed —" have a
    meaning, CR 702.177a, 702.178a)."""
    m = _ABILITY_WORD.fullmatch(clean)
    if m is None or m.group(1) in ABILITY_WORDS:
        return None
    word = m.group(1).strip()
    known = {k.casefold() for k in cr_keywords}
    if word in known or word not in {k.casefold().replace("’", "'") for k in keywords}:
        return None
    return m.group(2)


@dataclass(frozen=True)
class Ability:
    """One ability of a card, as the grammars see it."""

    number: int
    raw: str  # the Oracle line, verbatim (text/3)
    clean: str  # normalised text without the quoted parts' contents replaced
    quoted: tuple[int, ...] = ()  # numbers of the abilities quoted inside it
    quoted_in: int | None = None  # for a quoted ability: the number of the ability that quotes it
    reminder_only: bool = False

    @property
    def is_quoted(self) -> bool:
        return self.quoted_in is not None


@dataclass(frozen=True)
class CardText:
    name: str
    abilities: tuple[Ability, ...] = field(default=())

    def printed(self) -> tuple[Ability, ...]:
        return tuple(a for a in self.abilities if a.quoted_in is None)


# A digital card's name marks it in the Oracle reference but not in its own text: an Alchemy rebalanced card, "A-Urza,
# Lord High Artificer", and a playtest card, "No Way Out (Playtest)", name themselves as the card they rebalance or
# print ("Urza", "No Way Out").
_ALCHEMY_PREFIX = "A-"
_PLAYTEST_SUFFIX = " (Playtest)"
# A word that can't end a shortened name ("Catti-brie of", "Vial Smasher the"), or begin one alone ("The").
_CONNECTORS = frozenset({"the", "of", "and", "a", "an", "to", "in", "from", "for"})


def _names_in_text(face: str) -> list[str]:
    """A face's name as its own text writes it: without an Alchemy prefix or a playtest suffix."""
    out = [face]
    base = face.removeprefix(_ALCHEMY_PREFIX) if face.startswith(_ALCHEMY_PREFIX) and len(face) > 2 else face
    base = base.removesuffix(_PLAYTEST_SUFFIX)
    if base != face:
        out.append(base)
    return out


def _shortened(full: str) -> list[str]:
    """CR 201.5c — the shortened names a legendary card's text may use for it when its name has no comma: the first
    words of its name ("Rasputin Dreamweaver": "Rasputin"; "Sidar Jabari of Zhalfir": "Sidar Jabari"), never ending
    with a connecting word or a possessive, nor the article "The" alone."""
    words = full.split(" ")
    out = []
    for k in range(1, len(words)):
        last = words[k - 1]
        if last.casefold() in _CONNECTORS or last.endswith(("'s", "’s")):
            continue
        out.append(" ".join(words[:k]))
    return out


def short_names(name: str, legendary: bool = False) -> list[str]:
    """The ways a card's text may name itself (CR 201.5c): its full name, each face of a multi-face card, that name
    without an Alchemy "A-" prefix or a " (Playtest)" suffix, for a "Name, the Title" the part before the comma, and
    for another legendary card the first words of its name (`_shortened`, used only where they stand as a name:
    `_replace_name`)."""
    return sorted(set(n for n, _ in _name_forms(name, legendary)), key=len, reverse=True)


def _name_forms(name: str, legendary: bool) -> list[tuple[str, bool]]:
    """Each name of short_names with whether it is a legendary card's first words (checked where it stands)."""
    out: list[tuple[str, bool]] = []
    for face in name.split(" // "):
        for full in _names_in_text(face):
            out.append((full, False))
            if ", " in full:
                out.append((full.split(", ", 1)[0], False))
            elif legendary:
                out.extend((n, True) for n in _shortened(full))
    best: dict[str, bool] = {}
    for n, guarded in out:
        best[n] = best.get(n, True) and guarded
    return sorted(best.items(), key=lambda x: len(x[0]), reverse=True)


# Where the first words of a legendary card's name name something else: another object of that type ("a Gideon
# planeswalker", "target Sliver", "Sliver creatures"), a card or token named so ("named Nissa's Chosen", "create Marit
# Lage, a legendary 20/20"), a longer name ("Tuktuk the Returned", "Blade of Magnus"), or a keyword line the words begin
# (Space Beleren's "Space sculptor": the line is the words and one more word, no sentence).
_NOT_SELF_BEFORE = re.compile(r"(?:\b(?:a|an|another|other|target|named|each|all|create|of|non-?)\s*)$", re.IGNORECASE)
_NOT_SELF_AFTER = re.compile(r"^(?:\s+(?:planeswalker|creature|card|spell|permanent|token|artifact|enchantment|land)s?\b"
                             r"|\s+(?:the|of)\s+[A-Z]|\s+[A-Z]|-|\s+[a-z]+\s*$)")


def _replace_name(text: str, name: str, guarded: bool = False) -> str:
    """Every occurrence of `name` that stands as words of its own (not inside a longer word) as "~"; a guarded name
    (a legendary card's first words) only where it stands as the card's name."""
    out, i = [], 0
    while True:
        j = text.find(name, i)
        if j < 0:
            out.append(text[i:])
            return "".join(out)
        before = text[j - 1] if j > 0 else " "
        end = j + len(name)
        after = text[end] if end < len(text) else " "
        if before.isalpha() or after.isalpha() or (guarded and (_NOT_SELF_BEFORE.search(text[:j]) is not None
                                                                  or _NOT_SELF_AFTER.match(text[end:]) is not None)):
            out.append(text[i:end])
        else:
            out.append(text[i:j] + "~")
        i = end


def normalise(text: str, name: str, legendary: bool = False) -> str:
    """Reminder text removed, the card's own name as "~", lower case, single spaces."""
    text = _REMINDER.sub("", text)
    text = text.replace("’", "'").replace("—", " — ").replace("−", "-")
    for n, guarded in _name_forms(name, legendary):
        if len(n) >= 3 and n in text:
            text = _replace_name(text, n, guarded)
    text = _SPACES.sub(" ", text).strip().lower()
    # CR glossary, "Enters the Battlefield": "This phrase has been shortened to simply 'enters' in rules text on cards"
    # (older Oracle wordings of digital cards still say it in full: Gate to the Citadel, Forsaken Crossroads).
    text = re.sub(r"\b(enters?) the battlefield\b", r"\1", text)
    # a sentence that ends inside quotation marks ends after them: have "{t}: add {c}."  →  have "{t}: add {c}" .
    text = text.replace('."', '"')
    if text.endswith('"'):
        text += " ."
    # punctuation as separate tokens keeps the grammars simple
    text = re.sub(r"\s*([:,.;])(?=\s|$|\")", r" \1", text)
    return _SPACES.sub(" ", text).strip()


def split_text(name: str, text: str | None, legendary: bool = False) -> CardText:
    """The abilities of a card, printed first (one per line), then those quoted inside them."""
    lines: list[str] = []
    for line in (text or "").split("\n"):
        if line.startswith("•") and lines:
            lines[-1] += "\n" + line
        else:
            lines.append(line)
    printed: list[Ability] = []
    quoted: list[tuple[int, str]] = []
    for i, line in enumerate(lines, start=1):
        without_reminder = _REMINDER.sub("", line).strip()
        if not line.strip():
            continue
        inside = _QUOTED.findall(_REMINDER.sub("", line))
        numbers = []
        for q in inside:
            quoted.append((i, q))
            numbers.append(len(lines) + len(quoted))
        printed.append(Ability(i, line, normalise(line, name, legendary), tuple(numbers), None, not without_reminder))
    out = list(printed)
    for k, (owner, q) in enumerate(quoted, start=len(lines) + 1):
        # a quoted ability ends without its period inside some quotes ("{T}: Add {C}")
        raw = q if q.rstrip().endswith((".", "!", "?")) else q.rstrip() + "."
        out.append(Ability(k, raw, normalise(raw, name, legendary), (), owner, False))
    return CardText(name, tuple(out))
