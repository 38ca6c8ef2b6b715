"""The check of each field of a board object, whatever path it came by: the file loader, or a BoardObject built
by hand through the Python API (BoardObject.__post_init__ calls normalize_object). How the objects relate (players,
ids, attachments, targets, the other zones) is checked with the board itself (board.py: check_board).

Every failure is a BoardError (a ValueError) or, for a value of the wrong type, a BoardTypeError (also a
TypeError), each naming the object and the field.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from contextvars import ContextVar
from functools import lru_cache
from typing import Any

import clingo

from .errors import BoardError, BoardTypeError
from .inline_tokens import TokenDefinition, split_type_line, subtype_classes
from .library import find_card, not_a_permanent
from .limits import MAX_AMOUNT, MAX_NUMBER, check_bool, check_int, check_text, shown
from .reference import reference_card
from .resources import rules_dir

ZONES = ("battlefield", "effect")
CHOICE_KEYS = ("color", "creature_type", "name", "land_type", "second_land_type", "player", "branch", "source", "form",
               "creature", "permanent")
COLOR_WORDS = {"w": "w", "white": "w", "u": "u", "blue": "u", "b": "b", "black": "b",
               "r": "r", "red": "r", "g": "g", "green": "g"}
_CONSTANT = re.compile(r"^[a-z][A-Za-z0-9_]*$")
_SPECIAL_KINDS = {"+1/+1": "p1p1", "-1/-1": "m1m1"}
# CR 122.1a — "A +X/+Y counter ... adds X to that object's power and Y to that object's toughness. Similarly, -X/-Y
# counters subtract": "+1/+0" is p1p0, "-0/-1" m0m1 (the names the Oracle compiler gives them, compiler/lower.py).
_PT_COUNTER = re.compile(r"([+-])(\d{1,6})/([+-])(\d{1,6})")
_PT_KIND = re.compile(r"([pm])(\d{1,6})([pm])(\d{1,6})")
_SIGN_WORDS = {"+": "p", "-": "m"}


def pt_counter_kind(text: str) -> str | None:
    """The rules' name of a power/toughness counter ("+1/+0" → p1p0, "-0/-1" → m0m1), or None for any other text."""
    pt = _PT_COUNTER.fullmatch(text.strip())
    if pt is None:
        return None
    return f"{_SIGN_WORDS[pt.group(1)]}{int(pt.group(2))}{_SIGN_WORDS[pt.group(3)]}{int(pt.group(4))}"


def pt_counter_values(kind: str) -> tuple[int, int] | None:
    """What a counter of the rules' kind adds to power and toughness (p1p0 → (1, 0), m0m1 → (0, -1); CR 122.1a), or
    None for a kind that is no power/toughness counter."""
    pt = _PT_KIND.fullmatch(kind)
    if pt is None:
        return None
    return ((1 if pt.group(1) == "p" else -1) * int(pt.group(2)), (1 if pt.group(3) == "p" else -1) * int(pt.group(4)))


@lru_cache(maxsize=1)
def land_types() -> frozenset[str]:
    """The land types (CR 205.3i), from the subtype table of the rules."""
    return frozenset(word for word, entry in subtype_classes().items() if "land" in entry["classes"])


@lru_cache(maxsize=1)
def creature_types() -> frozenset[str]:
    """The creature types (CR 205.3m), from the subtype table of the rules."""
    text = (rules_dir() / "data" / "subtypes.lp").read_text(encoding="utf-8")
    return frozenset(re.findall(r"^subtype_class\(([a-z0-9_]+), creature\)", text, re.MULTILINE))


_FORM_PT = re.compile(r"\s*(\d{1,3})\s*/\s*(\d{1,3})\s*")


def form_pt(text: str) -> tuple[int, int] | None:
    """The power and toughness of a form a permanent became as it entered ("2/2": chosen: {form: 2/2}, CR 614.12a,
    707.2), or None when the text is not one."""
    match = _FORM_PT.fullmatch(text)
    return (int(match.group(1)), int(match.group(2))) if match else None


def land_type_word(text: str) -> str:
    """A land type as the rules name it: "Swamp" → swamp, "Urza's" → urzas, "Power-Plant" → power_plant."""
    return re.sub(r"[\s-]+", "_", re.sub(r"['’]", "", text.strip().casefold()))


def counter_kind(text: str) -> str:
    """A counter kind as the rules name it: "+1/+1" → p1p1, "-1/-1" → m1m1, "+1/+0" → p1p0, "Charge" → charge, "time
    lapse" → time_lapse; any other text is kept (folded to lower case). The facts render a kind that is not
    a plain word, or that is a word clingo reserves ("not"), as a string (facts.py: counter_term)."""
    stripped = text.strip()
    pt = pt_counter_kind(stripped)
    if pt is not None:
        return pt
    return _SPECIAL_KINDS.get(stripped, re.sub(r"[\s-]+", "_", stripped.casefold()))


def malformed_pt_counter(text: str) -> str | None:
    """Why a counter kind written with a slash is no power/toughness counter ("+1/+", "1/1", "+1/1"), or None: such a
    counter is named +X/+Y or -X/-Y (CR 122.1a), and no other kind has a slash."""
    stripped = text.strip()
    if "/" not in stripped or pt_counter_kind(stripped) is not None:
        return None
    return (f"{stripped!r} is no counter kind: a power/toughness counter is written +X/+Y or -X/-Y, each part signed "
            "(\"+1/+1\", \"+1/+0\", \"-0/-1\"; CR 122.1a)")


def safe_constant(word: str) -> bool:
    """Whether `word`, written as a constant in a program, reads back as that constant: a lower-case word
    that clingo does not reserve ("not" is one: `counter("f", not, 3).` fails to parse)."""
    if not isinstance(word, str) or not _CONSTANT.match(word):
        return False
    known = _ROUND_TRIP.get(word)
    if known is None:
        known = _reads_back(word)
        if len(_ROUND_TRIP) < 100_000:
            _ROUND_TRIP[word] = known
    return known


_ROUND_TRIP: dict[str, bool] = {}


# The words clingo's term parser reads as constants that its program parser reserves (clingo 5's grammar).
RESERVED_WORDS = frozenset({"not"})


def _reads_back(word: str) -> bool:
    """Whether `p(word)` reads back as itself, by clingo's term parser, less the words the program parser
    reserves: the program parser itself (clingo.ast) costs every fresh process ~4 ms to load (issue 31);
    tests/encoder/test_injection.py checks that both parsers agree on the words of the rules and on clingo's."""
    if word in RESERVED_WORDS:
        return False
    text = f"p({clingo.Function(word)})"
    try:
        return str(clingo.parse_term(text, logger=lambda code, message: None)) == text
    except RuntimeError:
        return False


def _pairs(value: Any, what: str, where: str | None) -> tuple[tuple[Any, Any], ...]:
    if value == ():  # the default of every sequence field: no item to check (a board of 10,000 objects has 50,000)
        return ()
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
        raise BoardTypeError(f"{what}: give a tuple of pairs (got {type(value).__name__})", where)
    out = []
    for item in value:
        if isinstance(item, (str, bytes)) or not isinstance(item, Sequence) or len(item) != 2:
            raise BoardTypeError(f"{what}: each item is a pair (got {shown(item)})", where)
        out.append((item[0], item[1]))
    return tuple(out)


def _texts(value: Any, what: str, where: str | None) -> tuple[str, ...]:
    if value == ():  # (as in _pairs)
        return ()
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
        raise BoardTypeError(f"{what}: give a tuple of texts (got {type(value).__name__})", where)
    return tuple(check_text(v, what, where) for v in value)


def _card(name: Any, what: str, where: str | None) -> str:
    check_text(name, what, where)
    info = find_card(name)
    if info is None:
        raise BoardError(f"{what}: unknown card {shown(name)} (not in the card library)", where)
    if info.name != name:
        raise BoardError(f"{what}: write the card's name as the library does: {info.name!r}", where)
    return name


def _predefined_token(name: Any) -> bool:
    """Whether `name` is the name of a predefined token (CR 111.10, encoder/tokens.py), written as its definition
    writes it (Treasure Token)."""
    from .tokens import find_token

    token = find_token(name) if isinstance(name, str) else None
    return token is not None and token.name == name


def check_definition(definition: Any, obj: Any, what: Any, where: str | None) -> None:
    """A token the board describes (encoder/inline_tokens.py): a permanent that is a token (CR 111.1), named as its
    definition names it, whose name no card of the library and no predefined token has (the rules know a card's
    characteristics by its name); its fields as texts, its colors as letters, its type line read (CR 205)."""
    if not isinstance(definition, TokenDefinition):
        raise BoardTypeError(f"{what('definition')}: give a TokenDefinition (got {type(definition).__name__})", where)
    if obj.token is not True or obj.zone != "battlefield" or obj.card != definition.name:
        raise BoardError(f"{what('definition')}: a described token is a permanent with token=True and card= its "
                         f"name ({definition.name!r})", where)
    check_text(definition.name, what("token: name"), where)
    if find_card(definition.name) is not None or _predefined_token(definition.name):
        raise BoardError(f"{what('token: name')}: {definition.name!r} is the name of a card of the library or of a "
                         "predefined token: name the token otherwise (the rules know characteristics by name)", where)
    check_text(definition.type_line, what("token: type_line"), where)
    split_type_line(definition.type_line)
    if not isinstance(definition.colors, tuple) or any(c not in "wubrg" or len(c) != 1 for c in definition.colors):
        raise BoardError(f"{what('token: colors')}: give letters of W, U, B, R, G (got {shown(definition.colors)})",
                         where)
    for field in ("power", "toughness"):
        value = getattr(definition, field)
        if value is not None and (not isinstance(value, str) or not value.isascii() or not value.isdigit()
                                  or len(value) > 9 or int(value) > MAX_AMOUNT):
            raise BoardError(f"{what('token: ' + field)}: give a whole number from 0 (got {shown(value)})", where)
    if not isinstance(definition.text, str):
        raise BoardTypeError(f"{what('token: text')}: give a text", where)
    for line in definition.text.splitlines():
        check_text(line, what("token: text"), where)


def _reference(name: Any, what: str, where: str | None) -> str:
    check_text(name, what, where)
    card = reference_card(name)
    if card is None:
        raise BoardError(f"{what}: unknown card {shown(name)} (not in the Oracle card reference)", where)
    if card.name != name:
        raise BoardError(f"{what}: write the card's name as the Oracle card reference does: {card.name!r}", where)
    return name


# Set while the board file's validator (board.py: _Validator.entry) builds an object from the fields it has just
# checked: normalize_object then leaves out the checks of FILE_CHECKED, which that validator makes itself, each
# the same or stricter (test_board_input.py: test_file_checks_what_the_object_checks):
# card (a name of the library, and every name of the library passes check_text: test_card_library_names_are_texts),
# id, controller and owner (players' names: checked texts), zone, the flags, attached_to, x, line (a line of the
# file), timestamp, targets, noted and exiled (names of the reference, written as the reference does).
# It still checks the others: counters and chosen (again, as the rules name them), ability (from 1) and copy_of
# (a permanent's only). Every object built otherwise is checked whole.
FIELDS_CHECKED: ContextVar[bool] = ContextVar("mtgasp_fields_checked", default=False)
FILE_CHECKED = ("id", "card", "controller", "owner", "zone", "tapped", "sick", "token", "attached_to", "x", "line",
                "timestamp", "targets", "noted", "exiled")


def normalize_object(obj: Any) -> dict[str, Any]:
    """The fields of a BoardObject checked on their own (the board checks how they relate), with sequences
    as tuples, counter kinds as the rules name them and colors as letters. Raises BoardError/BoardTypeError.
    An object the file's validator builds (FIELDS_CHECKED) has the fields of FILE_CHECKED checked once, there,
    and gets only the fields that may change (its targets, noted and exiled are tuples of checked texts)."""
    where = None
    checked = FIELDS_CHECKED.get()

    def what(name: str) -> str:
        return f"object {shown(obj.id)}: {name}" if isinstance(obj.id, str) else f"object: {name}"

    definition = getattr(obj, "definition", None)
    if definition is not None:
        check_definition(definition, obj, what, where)
    if not checked:
        check_text(obj.id, "object: id", where)
        if definition is None and (obj.token is not True or not _predefined_token(obj.card)):
            _card(obj.card, what("card"), where)
            if obj.zone == "battlefield" and (why := not_a_permanent(obj.card)) is not None:
                raise BoardError(f"{what('card')}: {why}", where)
        check_text(obj.controller, what("controller"), where)
        check_text(obj.owner, what("owner"), where)
        if obj.zone not in ZONES:
            raise BoardError(f"{what('zone')}: give one of {', '.join(ZONES)} (got {shown(obj.zone)})", where)
        check_bool(obj.tapped, what("tapped"), where)
        check_bool(obj.sick, what("sick"), where)
        check_bool(obj.token, what("token"), where)
    counters: dict[str, int] = {}
    for kind, n in _pairs(obj.counters, what("counters"), where) if obj.counters != () else ():
        check_text(kind, what("counters"), where)
        if (why := malformed_pt_counter(kind)) is not None:
            raise BoardError(f"{what('counters')}: {why}", where)
        name = counter_kind(kind)
        if name in counters:
            raise BoardError(f"{what('counters')}: the kind {shown(kind)} is given twice", where)
        counters[name] = check_int(n, what(f"counters: {kind}"), 0, MAX_AMOUNT, where)
    if obj.attached_to is not None and not checked:
        check_text(obj.attached_to, what("attached_to"), where)
        if obj.zone != "battlefield":
            raise BoardError(f"{what('attached_to')}: only a permanent can be attached (this is an effect)", where)
        if obj.attached_to == obj.id:
            raise BoardError(f"{what('attached_to')}: a permanent can't be attached to itself (CR 303.4d, 301.5c)",
                             where)
    chosen: dict[str, str] = {}
    for key, value in _pairs(obj.chosen, what("chosen"), where) if obj.chosen != () else ():
        if key not in CHOICE_KEYS:
            raise BoardError(f"{what('chosen')}: {shown(key)} is not a choice ({', '.join(CHOICE_KEYS)})", where)
        if key in chosen:
            raise BoardError(f"{what('chosen')}: {key} is given twice", where)
        check_text(value, what(f"chosen: {key}"), where)
        if key == "color":
            letter = COLOR_WORDS.get(value.strip().casefold())
            if letter is None:
                raise BoardError(f"{what('chosen: color')}: give one of W, U, B, R, G (got {shown(value)})", where)
            value = letter
        elif key == "branch":  # a card's own word for it (Chaos Moon's odd or even), in any case
            value = value.strip().casefold()
        elif key == "form":  # the power and toughness of the form it became as it entered (Primal Clay's 2/2)
            if form_pt(value) is None:
                raise BoardError(f"{what('chosen: form')}: give a power and toughness such as 2/2 (got {shown(value)})",
                                 where)
            value = "/".join(map(str, form_pt(value) or ()))
        elif key in ("land_type", "second_land_type"):
            if land_type_word(value) not in land_types():
                raise BoardError(f"{what('chosen: ' + key)}: not a land type (got {shown(value)})", where)
            value = land_type_word(value)
        elif key == "creature_type":
            if land_type_word(value) not in creature_types():
                raise BoardError(f"{what('chosen: creature_type')}: not a creature type (got {shown(value)})", where)
            value = land_type_word(value)
        chosen[key] = value
    if obj.x is not None and not checked:
        check_int(obj.x, what("x"), 0, MAX_AMOUNT, where)
    if getattr(obj, "ability", None) is not None:
        check_int(obj.ability, what("ability"), 1, MAX_NUMBER, where)
        if obj.zone == "battlefield":
            raise BoardError(f"{what('ability')}: only an effect says which ability created it", where)
    if obj.line is not None and not checked:
        check_int(obj.line, what("line"), 0, MAX_NUMBER, where)
    if obj.timestamp is not None and not checked:
        check_int(obj.timestamp, what("timestamp"), 0, MAX_NUMBER, where)
    # CR 606.3, 716.2b — a permanent's own record: a loyalty ability activated this turn, its level (1 to 10)
    loyalty_activated = getattr(obj, "loyalty_activated", None)
    if loyalty_activated is not None:
        check_bool(loyalty_activated, what("loyalty_activated"), where)
        if obj.zone != "battlefield":
            raise BoardError(f"{what('loyalty_activated')}: only a permanent has loyalty abilities activated", where)
    level = getattr(obj, "level", None)
    if level is not None:
        check_int(level, what("level"), 1, 10, where)
        if obj.zone != "battlefield":
            raise BoardError(f"{what('level')}: only a permanent has a level (CR 716.2b)", where)
    copy_of = getattr(obj, "copy_of", None)
    if copy_of is not None:
        check_text(copy_of, what("copy_of"), where)
        if obj.zone != "battlefield":
            raise BoardError(f"{what('copy_of')}: only a permanent can be a copy", where)
    if checked:
        return {"counters": tuple(sorted(counters.items())), "chosen": tuple(sorted(chosen.items()))} \
            if counters or chosen else {}
    targets = _texts(obj.targets, what("targets"), where)
    noted = tuple(_reference(n, what("noted"), where) for n in _texts(obj.noted, what("noted"), where))
    exiled = tuple(_reference(n, what("exiled"), where) for n in _texts(obj.exiled, what("exiled"), where))
    return {"counters": tuple(sorted(counters.items())), "chosen": tuple(sorted(chosen.items())),
            "targets": targets, "noted": noted, "exiled": exiled}
