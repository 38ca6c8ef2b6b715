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


def short_names(name: str) -> list[str]:
    """The ways a card's text may name itself: its full name, each face of a multi-face card, and for a
    legendary "Name, the Title" the part before the comma (CR 201.4b, 201.5)."""
    out: list[str] = []
    for face in name.split(" // "):
        out.append(face)
        if ", " in face:
            out.append(face.split(", ", 1)[0])
    return sorted(set(out), key=len, reverse=True)


def _replace_name(text: str, name: str) -> str:
    """Every occurrence of `name` that stands as words of its own (not inside a longer word) as "~"."""
    out, i = [], 0
    while True:
        j = text.find(name, i)
        if j < 0:
            out.append(text[i:])
            return "".join(out)
        before = text[j - 1] if j > 0 else " "
        end = j + len(name)
        after = text[end] if end < len(text) else " "
        if before.isalpha() or after.isalpha():
            out.append(text[i:end])
        else:
            out.append(text[i:j] + "~")
        i = end


def normalise(text: str, name: str) -> str:
    """Reminder text removed, the card's own name as "~", lower case, single spaces."""
    text = _REMINDER.sub("", text)
    text = text.replace("’", "'").replace("—", " — ").replace("−", "-")
    for n in short_names(name):
        if len(n) >= 3 and n in text:
            text = _replace_name(text, n)
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


def split_text(name: str, text: str | None) -> CardText:
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
        printed.append(Ability(i, line, normalise(line, name), tuple(numbers), None, not without_reminder))
    out = list(printed)
    for k, (owner, q) in enumerate(quoted, start=len(lines) + 1):
        # a quoted ability ends without its period inside some quotes ("{T}: Add {C}")
        raw = q if q.rstrip().endswith((".", "!", "?")) else q.rstrip() + "."
        out.append(Ability(k, raw, normalise(raw, name), (), owner, False))
    return CardText(name, tuple(out))
