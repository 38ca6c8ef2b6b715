"""Readings of contested points of the Comprehensive Rules: the registry and the facts that choose one.

The registry is one data file, rules/core/readings.lp (its texts are read here as terms; no solver runs). A
reading is chosen with `--reading KEY=VALUE` on every query command or `readings={KEY: VALUE}` in the API;
it reaches the rules as the fact `reading_given(KEY, VALUE)`, and the rules test `reading(KEY, VALUE)`
(the default is derived by the rules when none is given).
"""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache

import clingo

from mtgasp.encoder.errors import BoardError, BoardTypeError
from mtgasp.encoder.library import _statements, did_you_mean
from mtgasp.encoder.limits import shown
from mtgasp.encoder.resources import rules_dir
from mtgasp.engine.programs import check_directives, signatures

Readings = Mapping[str, str] | Iterable[tuple[str, str]] | Iterable[str] | None


@dataclass(frozen=True)
class ReadingValue:
    name: str
    text: str


@dataclass(frozen=True)
class Reading:
    """One contested point: the rule it is about, the question, the quoted passages, the readings."""

    key: str
    rule: str
    question: str
    quotes: tuple[str, ...]
    values: tuple[ReadingValue, ...]
    default: str
    hidden: bool = False

    def value_names(self) -> list[str]:
        return [v.name for v in self.values]


MAX_READINGS_BYTES = 1024 * 1024  # a readings file: its registry facts, rules and relevance (a few KiB)


def registry_file() -> str:
    return str(rules_dir() / "core" / "readings.lp")


@dataclass
class _RegistryFacts:
    """The registry's facts (reading_point/3, reading_quote/3, reading_value/3, reading_default/2, reading_hidden/1),
    read from the package's rules/core/readings.lp or from a readings file, by key."""
    points: dict[str, tuple[str, str]] = field(default_factory=dict)
    quotes: dict[str, list[tuple[int, str]]] = field(default_factory=lambda: defaultdict(list))
    values: dict[str, list[ReadingValue]] = field(default_factory=lambda: defaultdict(list))
    defaults: dict[str, str] = field(default_factory=dict)
    hidden: set[str] = field(default_factory=set)

    def add(self, sym: clingo.Symbol) -> None:
        """One fact (RuntimeError when an argument has the wrong kind: a text that is not a string)."""
        args = sym.arguments
        if sym.name == "reading_point":
            self.points[str(args[0])] = (args[1].string, args[2].string)
        elif sym.name == "reading_quote":
            self.quotes[str(args[0])].append((args[1].number, args[2].string))
        elif sym.name == "reading_value":
            self.values[str(args[0])].append(ReadingValue(str(args[1]), args[2].string))
        elif sym.name == "reading_default":
            self.defaults[str(args[0])] = str(args[1])
        elif sym.name == "reading_hidden":
            self.hidden.add(str(args[0]))

    def readings(self) -> dict[str, Reading]:
        return {key: Reading(key, rule, question, tuple(q for _, q in sorted(self.quotes[key])),
                             tuple(self.values[key]), self.defaults[key], key in self.hidden)
                for key, (rule, question) in self.points.items()}


@lru_cache(maxsize=1)
def _registry() -> dict[str, Reading]:
    with open(registry_file(), encoding="utf-8") as handle:
        text = handle.read()
    facts = _RegistryFacts()
    for statement in _statements(text):
        if ":-" not in statement:
            facts.add(clingo.parse_term(statement))
    return facts.readings()


def registry(*, hidden: bool = True) -> dict[str, Reading]:
    """Every contested point by key, in the registry's order (hidden ones only when asked), then those of the
    readings files loaded (load_file)."""
    return {k: r for k, r in _all().items() if hidden or not r.hidden}


# --- readings files: a reading added from outside the package -----------------------------------------

REGISTRY_FACTS = {("reading_point", 3), ("reading_quote", 3), ("reading_value", 3), ("reading_default", 2),
                  ("reading_hidden", 1)}
RELEVANCE_HEADS = {("touch", 3), ("group", 2), ("touch_count", 3)}


@dataclass(frozen=True)
class ReadingsFile:
    """A readings file (`--readings-file`): its readings (the registry's facts), the rules they guard (each rule
    has a positive reading(K, V) of one of the file's keys in its body, so that under any other reading the
    rules are the package's), and its relevance (research/relevance.lp's touch/group/touch_count)."""

    path: str
    text: str  # the whole file, as read
    readings: tuple[Reading, ...]
    rules: str  # the registry facts and the guarded rules: added to every program
    relevance: str  # the touch/group/touch_count rules: added to research/relevance.lp


_LOADED: list[ReadingsFile] = []


def _all() -> dict[str, Reading]:
    out = dict(_registry())
    for f in _LOADED:
        out.update({r.key: r for r in f.readings})
    return out


def loaded_files() -> tuple[ReadingsFile, ...]:
    return tuple(_LOADED)


def load_file(path: str) -> ReadingsFile:
    """Read a readings file (with the board-file opener: a regular file, UTF-8, bounded), check it and add its
    readings to the registry of this process. A mistake is one BoardError naming the file."""
    from mtgasp.encoder.reader import read_text

    return add_file_text(read_text(path, "readings file", MAX_READINGS_BYTES), str(path))


def add_file_text(text: str, where: str = "<readings>") -> ReadingsFile:
    """add a readings file given as text (what a worker receives in its task)."""
    for f in _LOADED:
        if f.text == text:
            return f
    parsed = parse_file(text, where)
    _LOADED.append(parsed)
    return parsed


def parse_file(text: str, where: str = "<readings>") -> ReadingsFile:
    try:
        check_directives(text, "the readings file", "facts and rules")
    except BoardError as exc:
        raise BoardError(f"the readings file may only hold facts and rules: {exc.message.split(': ', 1)[-1]}",
                         where) from None
    import clingo.ast as ast  # (a readings file is a program: clingo.ast only when one is given)
    from clingo.ast import ASTType

    statements: list = []
    messages: list[str] = []
    try:
        ast.parse_string(text, statements.append, logger=lambda _c, m: messages.append(m.strip()))
    except RuntimeError:
        raise BoardError("the readings file does not parse: " + (messages[-1] if messages else "syntax error"),
                         where) from None
    registry_lines: list[str] = []
    guarded: list = []
    relevance: list[str] = []
    for st in statements:
        if st.ast_type in (ASTType.Program, ASTType.Comment):
            continue
        if st.ast_type != ASTType.Rule:
            raise BoardError(f"the readings file may only hold facts and rules, not: {st}", where)
        heads = signatures([st.head])
        if heads and heads <= REGISTRY_FACTS and not st.body:
            registry_lines.append(str(st))
        elif heads and heads <= RELEVANCE_HEADS:
            relevance.append(str(st))
        else:
            guarded.append(st)
    texts = "\n".join(registry_lines)
    facts = _RegistryFacts()
    for line in registry_lines:
        try:
            facts.add(clingo.parse_term(line.rstrip(".")))
        except RuntimeError:
            raise BoardError(f"{line}: a text must be a string, a number a number", where) from None
    points, quotes, values, defaults, hidden = facts.points, facts.quotes, facts.values, facts.defaults, facts.hidden
    if not points:
        raise BoardError("the readings file declares no reading (reading_point(K, Rule, Question).)", where)
    known = _registry()
    for key in points:
        if key in known:
            raise BoardError(f"reading {key} is already a reading of the package (mtgasp readings)", where)
        if not values[key] or key not in defaults:
            raise BoardError(f"reading {key}: give its values (reading_value/3) and its default (reading_default/2)",
                             where)
        if defaults[key] not in {v.name for v in values[key]}:
            raise BoardError(f"reading {key}: the default {defaults[key]} is not one of its values", where)
    for key in set(quotes) | set(values) | set(defaults) | hidden:
        if key not in points:
            raise BoardError(f"reading {key} has no reading_point/3", where)
    # Every other rule is a guard: a positive reading(K, V) of one of the file's readings in its body.
    for st in guarded:
        keys = {str(lit.atom.symbol.arguments[0]) for lit in st.body
                if lit.ast_type == ASTType.Literal and lit.sign == ast.Sign.NoSign
                and lit.atom.ast_type == ASTType.SymbolicAtom and lit.atom.symbol.ast_type == ASTType.Function
                and lit.atom.symbol.name == "reading" and len(lit.atom.symbol.arguments) == 2}
        if not keys & set(points):
            raise BoardError(f"every rule of a readings file is guarded by one of its readings (reading(K, V) in "
                             f"its body): {st}", where)
    readings = tuple(facts.readings().values())
    rules = texts + "\n" + "\n".join(str(st) for st in guarded) + "\n"
    return ReadingsFile(where, text, readings, rules, "\n".join(relevance) + "\n")


def loaded_rules() -> str:
    """The rules the readings files add to every program (empty without one)."""
    if not _LOADED:
        return ""
    return "\n% Readings files (--readings-file)\n" + "".join(f.rules for f in _LOADED)


def _kind(item: object) -> str:
    if isinstance(item, tuple | list) and len(item) == 2:
        return f"{type(item[0]).__name__}: {type(item[1]).__name__}"
    return type(item).__name__


def _word(text: str) -> str:
    return text.strip().replace("-", "_").casefold()


def parse_reading(text: str) -> tuple[str, str]:
    """"KEY=VALUE" → (key, value), checked against the registry (hyphens may stand for underscores)."""
    if "=" not in text:
        raise BoardError(f"reading {shown(text)}: give KEY=VALUE (mtgasp readings lists them)")
    key, value = (part for part in text.split("=", 1))
    return check(key, value)


def check(key: str, value: str) -> tuple[str, str]:
    """The key and value as the registry spells them, or a BoardError naming the nearest valid ones."""
    reg = _all()
    k = _word(key)
    if k not in reg:
        raise BoardError(f"unknown reading {shown(key)}{did_you_mean(k, list(reg), 'readings')}")
    v = _word(value)
    names = reg[k].value_names()
    if v not in names:
        raise BoardError(f"reading {k}: unknown value {shown(value)}{did_you_mean(v, names, 'values')}")
    return k, v


def normalize(readings: Readings) -> tuple[tuple[str, str], ...]:
    """Readings given as a mapping, pairs or "KEY=VALUE" strings → sorted checked pairs, one per key."""
    if readings is None:
        return ()
    items: Iterable
    if isinstance(readings, Mapping):
        items = readings.items()
    elif isinstance(readings, str | bytes) or not isinstance(readings, Iterable):
        raise BoardTypeError(f"readings: give a mapping {{KEY: VALUE}}, pairs or \"KEY=VALUE\" texts, or None "
                             f"(got {type(readings).__name__})")
    else:
        items = readings
    chosen: dict[str, str] = {}
    for item in items:
        if isinstance(item, str):
            key, value = parse_reading(item)
        elif isinstance(item, tuple | list) and len(item) == 2 and all(isinstance(x, str) for x in item):
            key, value = check(*item)
        else:
            raise BoardTypeError(f"readings: each reading is a KEY: VALUE of two texts (got {_kind(item)})")
        if key in chosen and chosen[key] != value:
            raise BoardError(f"reading {key} given twice ({chosen[key]} and {value})")
        chosen[key] = value
    return tuple(sorted(chosen.items()))


def reading_facts(readings: Readings) -> str:
    """The facts that choose these readings (empty for none: the rules then take every default)."""
    pairs = normalize(readings)
    if not pairs:
        return loaded_rules()
    lines = [f"{clingo.Function('reading_given', [clingo.Function(k), clingo.Function(v)])}." for k, v in pairs]
    return "\n% Readings chosen (rules/core/readings.lp)\n" + "\n".join(lines) + "\n" + loaded_rules()


def describe(readings: Readings) -> str:
    """"x_for_counters=present, ..." (or "defaults")."""
    pairs = normalize(readings)
    return ", ".join(f"{k}={v}" for k, v in pairs) if pairs else "defaults"
