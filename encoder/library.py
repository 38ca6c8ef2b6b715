"""The card library: every card of the Oracle reference, and the facts of the cards a board names.

This is the one entry point to the card facts. A card's facts are
- its printed characteristics, always from the reference (rules/data/cards.bin: type line, card types,
  supertypes, subtypes, mana cost, P/T, loyalty);
- its abilities as compiled from its Oracle text (compiler/, run once by tools/build_cards.py),
  each with its status (compiled, rider, unmodelled with a reason and the kinds it may be);
- except where a hand-written file (rules/cards/*.lp) says otherwise: such a file overrides the compiled
  facts of every ability it mentions (a fact whose second argument is that ability's number). The compiled
  abilities it doesn't mention stay, and so do the compiled abilities quoted inside them unless the file
  numbers quoted abilities of its own.
A query's program only ever sees the facts of the cards its board (and the query) names: `card_facts(names)`.
Card files are read as text; their facts are parsed with clingo's term parser (no solver runs here).
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType

import clingo

from mtgasp.encoder import card_data as compiled
from mtgasp.encoder import tokens as token_library
from mtgasp.encoder.reference import reference_card
from mtgasp.encoder.resources import rules_dir


@dataclass(frozen=True)
class CardInfo:
    name: str
    types: tuple[str, ...]  # in the printed order of the type line
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    texts: tuple[str, ...]
    type_line: str = ""
    mana_cost: str | None = None
    hand_written: bool = False


@dataclass(frozen=True)
class HandWritten:
    """A hand-written card file: its facts, by ability number (None: facts about the card)."""

    name: str
    facts: Mapping[int | None, tuple[str, ...]]
    origin: str  # the file they were read from
    statuses: Mapping[int, tuple[str, str]]  # ability_status/4 the file declares: number -> (status, reason)


@dataclass(frozen=True)
class CardSource:
    """The facts of one card and where they come from."""

    info: CardInfo
    facts: str  # ASP facts, one card
    origin: str  # "compiled" or the hand-written file the overrides come from


def card_dir() -> Path:
    """The folder of the hand-written card files."""
    return rules_dir() / "cards"


_NAME = re.compile(r'^\s*card\(("(?:[^"\\]|\\.)*")\)\s*\.', re.MULTILINE)
_BACK_FACE = re.compile(r'back_face\("(?:[^"\\]|\\.)*",\s*("(?:[^"\\]|\\.)*")\)\s*\.')
# Characteristics come from the reference; a hand-written file that states them is checked, not used.
CHARACTERISTICS = {"card", "card_type", "card_supertype", "card_subtype", "mana_cost_text", "mana_cost_symbol",
                   "mana_cost_generic", "mana_cost_x", "type_line", "mana_cost_pip", "card_power",
                   "card_toughness", "card_loyalty", "card_pt"}


def _statements(text: str) -> Iterable[str]:
    """The statements of a file of facts, without comments ('%' lines and '%* ... *%' blocks)."""
    out: list[str] = []
    i, n = 0, len(text)
    buf: list[str] = []
    while i < n:
        ch = text[i]
        if ch == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            buf.append(text[i:j + 1])
            i = j + 1
        elif ch == "%":
            if text.startswith("%*", i):
                end = text.find("*%", i + 2)
                i = n if end < 0 else end + 2
            else:
                end = text.find("\n", i)
                i = n if end < 0 else end
        elif ch == "." and i + 1 < n and text[i + 1] == ".":  # an interval 1..3
            buf.append("..")
            i += 2
        elif ch == "." and (i + 1 == n or not text[i + 1].isdigit()):
            statement = "".join(buf).strip()
            if statement:
                out.append(statement)
            buf = []
            i += 1
        else:
            buf.append(ch)
            i += 1
    return out


def _read_hand_written(name: str, text: str, origin: str, others: frozenset[str] = frozenset()) -> HandWritten:
    by_number: dict[int | None, list[str]] = {}
    statuses: dict[int, tuple[str, str]] = {}
    for statement in _statements(text):
        if ":-" in statement:
            raise ValueError(f"{origin}: a card file holds facts only, not rules: {statement[:60]}")
        sym = clingo.parse_term(statement)
        if sym.type != clingo.SymbolType.Function or not sym.arguments:
            raise ValueError(f"{origin}: not a fact of the vocabulary: {statement[:60]}")
        first = sym.arguments[0]
        if first.type == clingo.SymbolType.String and first.string in others:
            continue  # the other card (face) of the same file
        if first.type != clingo.SymbolType.String or first.string != name:
            raise ValueError(f"{origin}: a fact about another card: {statement[:60]}")
        if sym.name in CHARACTERISTICS:
            continue
        args = sym.arguments
        number = args[1].number if len(args) > 1 and args[1].type == clingo.SymbolType.Number else None
        by_number.setdefault(number, []).append(statement)
        if sym.name == "ability_status" and len(args) == 4 and number is not None:
            statuses[number] = (args[2].name, args[3].string)
    return HandWritten(name, MappingProxyType({k: tuple(v) for k, v in by_number.items()}), origin,
                       MappingProxyType(statuses))


@lru_cache(maxsize=1)
def _hand_written_files() -> Mapping[str, tuple[Path, str, tuple[str, ...]]]:
    """{card name: (its hand-written file, the file's text, every name it holds)}: the names only, each file's
    statements are read when one of its cards is asked for (a board names a few cards of the 56 files)."""
    found: dict[str, tuple[Path, str, tuple[str, ...]]] = {}
    for path in sorted(card_dir().glob("*.lp")):
        text = path.read_text(encoding="utf-8")
        # A file may hold the faces of one card (a transforming card's front and back).
        names = [clingo.parse_term(match.group(1)).string for match in _NAME.finditer(text)]
        names += [clingo.parse_term(match.group(1)).string for match in _BACK_FACE.finditer(text)]
        for name in names:
            found[name] = (path, text, tuple(names))
    return MappingProxyType(dict(sorted(found.items())))


@lru_cache(maxsize=1)
def _hand_written() -> Mapping[str, HandWritten]:
    return MappingProxyType({name: hw for name in _hand_written_files() if (hw := hand_written(name)) is not None})


@lru_cache(maxsize=1)
def _file_names() -> Mapping[str, tuple[str, ...]]:
    """The card names each hand-written file holds (most hold one)."""
    return MappingProxyType({path.name: names for path, _text, names in _hand_written_files().values()})


@lru_cache(maxsize=4096)
def hand_written(name: str) -> HandWritten | None:
    found = _hand_written_files().get(name)
    if found is None:
        return None
    path, text, names = found
    return _read_hand_written(name, text, path.name, frozenset(names) - {name})


@lru_cache(maxsize=1)
def _all_names() -> tuple[str, ...]:
    return tuple(sorted(set(compiled.names()) | set(_hand_written_files())))


@dataclass(frozen=True)
class MergedAbility:
    number: int
    text: str
    status: str
    reason: str
    kinds: tuple[str, ...]
    facts: tuple[str, ...]  # rendered facts (with name and number)
    terms: tuple[str, ...]  # the same, as stored terms (for the coverage report)
    quoted: bool
    source: str  # compiled | hand-written


def card_abilities(name: str, render: bool = True) -> list[MergedAbility]:
    """The abilities of a card as a query sees them: compiled, with the hand-written overrides (`render`:
    with their facts, else with their terms only)."""
    stored = _stored(name)
    hw = hand_written(name)
    out: list[MergedAbility] = []
    printed_lines = max((a.number for a in stored.abilities if not a.quoted_in), default=0) if stored else 0
    hw_numbers = {k for k in hw.facts if k is not None} if hw else set()
    hw_quoted = any(k > printed_lines for k in hw_numbers)
    texts: dict[int, str] = {}
    printed: dict[int, tuple[str, ...]] = {}  # an overridden ability's facts about the card, read from its printed words
    for a in stored.abilities if stored else ():
        texts[a.number] = a.text
        if a.number in hw_numbers:
            printed[a.number] = tuple(a.card_terms)
            continue
        if a.quoted_in and (hw_quoted or a.quoted_in in hw_numbers):
            continue
        out.append(MergedAbility(a.number, a.text, a.status, a.reason, a.kinds,
                                 tuple(compiled.ability_facts(name, a)) if render else (),
                                 a.terms, bool(a.quoted_in), "compiled"))
    for number in sorted(hw_numbers):
        assert hw is not None
        facts = list(hw.facts[number])
        status, reason = hw.statuses.get(number, ("compiled", "hand-written: " + hw.origin))
        if number not in hw.statuses:
            status_fact = clingo.Function("ability_status", [clingo.String(name), clingo.Number(number),
                                                             clingo.Function(status), clingo.String(reason)])
            facts.append(str(status_fact))
        terms = tuple(_term_without_head(f) for f in facts)
        text = texts.get(number, "")
        kinds = tuple(t[len("unmodelled_kind("):-1] for t in terms if t.startswith("unmodelled_kind("))
        # What the compiler read of the printed words about the card (how many targets the ability has, CR 601.2c; the
        # mana symbols and color words of its text, CR 903.4) stays: a hand-written file restates what the ability
        # does, not its words (Healing Salve's one target, where no card fact of the file says otherwise)
        own = {f.split("(")[0] for f in facts} | {f.split("(")[0] for f in hw.facts.get(None, ())}
        facts += [compiled.term_fact(name, None, t) for t in printed.get(number, ()) if t.split("(")[0] not in own]
        out.append(MergedAbility(number, text, status, reason, kinds, tuple(f.rstrip(".") + "." for f in facts),
                                 terms, any(t == "quoted_ability" for t in terms), "hand-written"))
    return sorted(out, key=lambda a: a.number)


def _term_without_head(statement: str) -> str:
    sym = clingo.parse_term(statement)
    rest = sym.arguments[2:] if len(sym.arguments) > 1 and sym.arguments[1].type == clingo.SymbolType.Number \
        else sym.arguments[1:]
    return str(clingo.Function(sym.name, list(rest)))


def _stored(name: str) -> compiled.StoredCard | None:
    """A card's compiled entry, else a predefined token's (CR 111.10, encoder/tokens.py: no card has its name)."""
    card = compiled.stored(name)
    return card if card is not None or compiled.has(name) else token_library.stored(name)


def _facts_of(name: str) -> str:
    """A card's facts: computed once per process (a long-lived one asks about the same cards again: issue 31, the
    warm answer), but a token the board describes, whose facts are that board's (encoder/tokens.py)."""
    return _facts_made(name) if token_library.is_described(name) else _facts_kept(name)


@lru_cache(maxsize=4096)
def _facts_kept(name: str) -> str:
    return _facts_made(name)


def _facts_made(name: str) -> str:
    stored = _stored(name)
    hw = hand_written(name)
    lines: list[str] = []
    if stored is not None:
        lines += stored.characteristic_facts()
        lines += token_library.token_facts(name) if not compiled.has(name) else []
    else:
        lines.append(f"card({clingo.String(name)}).")
        lines.append(str(clingo.Function("card_status", [clingo.String(name), clingo.Function("unmodelled"),
                                                          clingo.String("not in the compiled card data")])) + ".")
    if hw is not None:
        lines += [s + "." for s in hw.facts.get(None, ())]
    for a in card_abilities(name):
        lines += a.facts
    return "\n".join(lines) + "\n"


@lru_cache(maxsize=4096)  # a board names each card many times (find_card per entry, and again per object check)
def _info(name: str) -> CardInfo:
    s = compiled.stored(name)
    texts = tuple(a.text for a in s.abilities if not a.quoted_in) if s else ()
    if s is None:
        return CardInfo(name, (), (), (), texts, "", None, name in _hand_written_files())
    return CardInfo(name, s.types, s.subtypes, s.supertypes, texts, s.type_line, s.mana_cost,
                    name in _hand_written_files())


def card_library() -> dict[str, CardInfo]:
    """Every card of the library by its exact name (a new dict: changing it changes nothing else)."""
    return {name: _info(name) for name in _all_names()}


def card_names() -> tuple[str, ...]:
    """Every card name the library knows, sorted."""
    return _all_names()


def _known(name: str) -> bool:
    """Whether the library has a card of exactly this name (without the set of every name: a query names a few)."""
    return compiled.has(name) or name in _hand_written_files()


def back_face_of(name: str) -> str | None:
    """The back face of the double-faced card with exactly this name (CR 712.1), or None."""
    stored = compiled.stored(name)
    return None if stored is None else stored.back


def front_face_of(name: str) -> str | None:
    """The front face of the double-faced card whose back face has exactly this name (CR 712.1), or None."""
    stored = compiled.stored(name)
    return None if stored is None else stored.front


def layout_of(name: str) -> str | None:
    """The layout of the card or face with exactly this name (normal, transform, modal_dfc, meld, ...), or None."""
    stored = compiled.stored(name)
    return None if stored is None else stored.layout


# The layouts whose second face is a spell's alternative characteristics only: an Adventure (CR 715.4: in every zone
# but the stack the card has its normal characteristics) and a prepare spell (CR 722.3: never cast from the card; a
# copy of it is cast from exile). Neither is ever a permanent; a back face of a double-faced card can be (CR 712.8d-f).
_SPELL_ONLY_FACES = {"adventure": ("the Adventure", "715.4"), "prepare": ("the prepare spell", "722.3")}


def spell_only_face(name: str) -> tuple[str, str, str] | None:
    """(what it is, its card, the CR rule) when `name` is exactly the name of a face that is only ever a spell (an
    Adventure, a prepare spell) and never a permanent; else None."""
    stored = compiled.stored(name)
    kind = None if stored is None else _SPELL_ONLY_FACES.get(stored.layout)
    if kind is None:
        return None
    card = reference_card(name)
    if card is None or card.front is None:
        return None
    return kind[0], card.front, kind[1]


def not_a_permanent(name: str) -> str | None:
    """Why a card named `name` can't be a permanent because it is a spell-only face (spell_only_face), in words that
    suggest its card; else None."""
    face = spell_only_face(name)
    if face is None:
        return None
    what, card, rule = face
    return (f"{name} is {what} of {card}: a permanent is the card with its normal characteristics (CR {rule}) "
            f"(did you mean: {card}?)")


def card_source(name: str) -> CardSource | None:
    """The facts of the card with exactly this name, or None."""
    if not _known(name):
        return None
    hw = hand_written(name)
    return CardSource(_info(name), _facts_of(name), hw.origin if hw else "compiled")


def card_facts(names: Iterable[str]) -> str:
    """The facts of the cards with these exact names (the others have none), each under a comment."""
    parts = []
    wanted = set(names)
    # The faces of one card written in one file (a transforming card's back face) come together.
    wanted |= {mate for name in list(wanted) if (hw := hand_written(name)) is not None
               for mate in _file_names().get(hw.origin, ())}
    # A double-faced card's faces come together (CR 712.14a: it may enter with its back face up; CR 712.8e: the back
    # face's mana value is its front face's).
    wanted |= {face for name in list(wanted) if (s := compiled.stored(name)) is not None
               for face in (s.back, s.front) if face is not None}
    for name in sorted(wanted):
        token = not _known(name) and token_library.stored(name) is not None
        if not _known(name) and not token:
            continue
        hw = hand_written(name)
        origin = "predefined token, tools/build_tokens.py" if token else \
            "compiled" + (f" + rules/cards/{hw.origin}" if hw else "")
        parts.append(f"% card facts ({origin})\n{_facts_of(name).rstrip()}\n")
    return "\n".join(parts)


def zone_card_facts(names: Iterable[str]) -> str:
    """The printed mana cost and power of cards in a zone the board gives (graveyards:), which an amount reads (CR
    202.3, 208.1; rules/replacement/enter_graveyard_stats.lp): zone_card_cost(Name, Text) with zone_card_pip(Name, I,
    P) for each symbol, or zone_card_no_cost(Name) (CR 202.3a), and zone_card_power(Name, P) when the power is a
    number. A face whose cost or power the library doesn't give gets none of them (the rules say so)."""
    lines = []
    for name in sorted(set(names)):
        s = compiled.stored(name)
        if s is None or not s.known:
            continue
        n = clingo.String(name)
        if s.mana_cost is not None:
            lines.append(f"{clingo.Function('zone_card_cost', [n, clingo.String(s.mana_cost)])}.")
            lines += [f"{clingo.Function('zone_card_pip', [n, clingo.Number(i), p])}."
                      for i, p in enumerate(compiled.cost_pips(s.mana_cost), start=1)]
        elif s.layout not in ("transform", "meld", "flip", "split", "modal_dfc", "adventure"):
            lines.append(f"{clingo.Function('zone_card_no_cost', [n])}.")
        if s.power is not None and re.fullmatch(r"-?\d+", s.power):
            lines.append(f"{clingo.Function('zone_card_power', [n, clingo.Number(int(s.power))])}.")
    return "\n".join(lines) + ("\n" if lines else "")


def identity_facts(names: Iterable[str]) -> str:
    """The card facts color identity reads beyond the mana cost (CR 903.4), for these cards and their back faces
    (CR 903.4d: a double-faced card's back face counts too, and a board doesn't give its facts otherwise):
    rules_text_symbol/2 and names_color/2, compiled from the printed text (compiler/printed_reads.py:
    identity_reads), card_layout(Name, L) when its layout is not normal (a back face or alternative characteristics,
    CR 903.4d-e, that the library may not link to it), and identity_on_record(Name) with recorded_identity(Name, C)
    for each color C of the color identity the Oracle reference records for the whole card (data/oracle-cards.json.gz,
    colorIdentity: every face and color indicator), which the rules read only for what the library can't (a color
    indicator, a face it knows by name only). The rules decide the identity (rules/core/commander.lp)."""
    lines = []
    faces = set(names)
    faces |= {s.back for name in list(faces) if (s := compiled.stored(name)) is not None and s.back is not None}
    for name in sorted(faces):
        s = compiled.stored(name)
        if s is None:
            continue
        n = clingo.String(name)
        for a in s.abilities:
            lines += [compiled.term_fact(name, None, t) for t in a.card_terms
                      if t.startswith(("rules_text_symbol(", "names_color("))]
        if s.layout != "normal" and re.fullmatch(r"[a-z][a-z0-9_]*", s.layout):
            lines.append(f"{clingo.Function('card_layout', [n, clingo.Function(s.layout)])}.")
        if s.identity is not None:  # the reference's record of the whole card's identity (CR 903.4, 903.4d-e)
            lines.append(f"{clingo.Function('identity_on_record', [n])}.")
            lines += [f"{clingo.Function('recorded_identity', [n, clingo.Function(c)])}."
                      for c in sorted({c.casefold() for c in s.identity} & set("wubrg"))]
    return "\n".join(lines) + ("\n" if lines else "")


@lru_cache(maxsize=1)
def _folded() -> Mapping[str, str]:
    return MappingProxyType({name.casefold(): name for name in _all_names()})


@lru_cache(maxsize=4096)
def find_card(name: str) -> CardInfo | None:
    """The card named `name`, matched case-insensitively (a name spelt as the library spells it is found
    without the index of every name folded)."""
    if _known(name):
        return _info(name)
    exact = _folded().get(name.casefold())
    return None if exact is None else _info(exact)


LISTED = 8  # valid names listed when none is near (a board can have 30,000 ids)
NEAR_TEXT = 256  # a name longer than this gets no suggestion (difflib's cost grows with its length)


def did_you_mean(value: str, valid: list[str] | None, listing: str = "valid") -> str:
    """" (did you mean: forest?)" for an unknown name; when none is near, the first few valid names under
    `listing` and how many more there are ("" with valid=None: the names of the card library)."""
    near = nearest_names(value, valid)
    if near:
        # Names with a comma in them ("Thalia, Guardian of Thraben") are set apart by semicolons.
        return f" (did you mean: {('; ' if any(',' in m for m in near) else ', ').join(near)}?)"
    if valid is None:
        return ""
    more = len(valid) - LISTED
    return f" ({listing}: {', '.join(valid[:LISTED]) or 'none'}{f', … and {more:,} more' if more > 0 else ''})"


@lru_cache(maxsize=1)
def _by_initial() -> Mapping[str, tuple[str, ...]]:
    groups: dict[str, list[str]] = {}
    for folded in _folded():
        groups.setdefault(folded[:1], []).append(folded)
    return MappingProxyType({k: tuple(v) for k, v in groups.items()})


def _prefiltered(name: str) -> list[str]:
    """Candidates for "did you mean" among every card name: difflib over 35,000 names takes seconds, so only
    names of a similar length that share the first letter or one of the query's words are compared."""
    folded = name.casefold()
    words = [w for w in re.findall(r"[a-z0-9']+", folded) if len(w) >= 4]
    pool = set(n for n in _by_initial().get(folded[:1], ()) if abs(len(n) - len(folded)) <= max(4, len(folded) // 3))
    if words:
        pool |= {n for n in _folded() if any(w in n for w in words)}
    return sorted(pool)


def nearest_names(name: str, candidates: list[str] | None = None, n: int = 3) -> list[str]:
    """The at most `n` names closest to `name` (for "did you mean" in error messages)."""
    if not isinstance(name, str) or len(name) > NEAR_TEXT:
        return []
    import difflib  # (a name not found only)

    if candidates is None:
        folded = _folded()
        # A legendary card is often called by the part of its name before the comma ("Thalia" for "Thalia,
        # Guardian of Thraben"): those names come first, then the ones spelled most alike.
        short = name.casefold().strip() + ","
        matches = [m for m in _prefiltered(name) if m.startswith(short)][:n] if len(short) > 3 else []
        matches += [m for m in difflib.get_close_matches(name.casefold(), _prefiltered(name), n=n, cutoff=0.5)
                    if m not in matches]
        return [folded[m] for m in matches[:n]]
    by_fold = {c.casefold(): c for c in candidates if isinstance(c, str) and len(c) <= NEAR_TEXT}
    return [by_fold[m] for m in difflib.get_close_matches(name.casefold(), list(by_fold), n=n, cutoff=0.5)]
