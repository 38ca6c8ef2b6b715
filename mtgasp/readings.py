"""Readings of contested points of the Comprehensive Rules: the registry and the facts that choose one.

The registry is one data file, rules/readings.lp (its texts are read here as terms; no solver runs). A
reading is chosen with `--reading KEY=VALUE` on every query command or `readings={KEY: VALUE}` in the API;
it reaches the rules as the fact `reading_given(KEY, VALUE)`, and the rules test `reading(KEY, VALUE)`
(the default is derived by the rules when none is given).
"""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache

import clingo

from mtgasp.encoder.errors import BoardError, BoardTypeError
from mtgasp.encoder.library import _statements, did_you_mean
from mtgasp.encoder.limits import shown
from mtgasp.resources import rules_dir

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


def registry_file() -> str:
    return str(rules_dir() / "readings.lp")


@lru_cache(maxsize=1)
def _registry() -> dict[str, Reading]:
    with open(registry_file(), encoding="utf-8") as handle:
        text = handle.read()
    points: dict[str, tuple[str, str]] = {}
    quotes: dict[str, list[tuple[int, str]]] = defaultdict(list)
    values: dict[str, list[ReadingValue]] = defaultdict(list)
    defaults: dict[str, str] = {}
    hidden: set[str] = set()
    for statement in _statements(text):
        if ":-" in statement:
            continue
        sym = clingo.parse_term(statement)
        args = sym.arguments
        if sym.name == "reading_point":
            points[str(args[0])] = (args[1].string, args[2].string)
        elif sym.name == "reading_quote":
            quotes[str(args[0])].append((args[1].number, args[2].string))
        elif sym.name == "reading_value":
            values[str(args[0])].append(ReadingValue(str(args[1]), args[2].string))
        elif sym.name == "reading_default":
            defaults[str(args[0])] = str(args[1])
        elif sym.name == "reading_hidden":
            hidden.add(str(args[0]))
    return {key: Reading(key, rule, question, tuple(q for _, q in sorted(quotes[key])), tuple(values[key]),
                         defaults[key], key in hidden)
            for key, (rule, question) in points.items()}


def registry(*, hidden: bool = True) -> dict[str, Reading]:
    """Every contested point by key, in the registry's order (hidden ones only when asked)."""
    return {k: r for k, r in _registry().items() if hidden or not r.hidden}


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
    reg = _registry()
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
        return ""
    lines = [f"{clingo.Function('reading_given', [clingo.Function(k), clingo.Function(v)])}." for k, v in pairs]
    return "\n% Readings chosen (rules/readings.lp)\n" + "\n".join(lines) + "\n"


def describe(readings: Readings) -> str:
    """"x_for_counters=present, ..." (or "defaults")."""
    pairs = normalize(readings)
    return ", ".join(f"{k}={v}" for k, v in pairs) if pairs else "defaults"
