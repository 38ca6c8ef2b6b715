"""Rulings as data: the cases of tests/rulings/*.yaml, the question each asks, the projection of the typed
answer it compares, and the comparison. The format is documented in tests/rulings/README.md; the runner
is tests/rules/test_rulings.py, the tests of this module tests/rules/test_ruling_runner.py.

    >>> cases = load_cases()                    # every case of every file, parameters expanded
    >>> problems = check(cases[0])              # [] when the engine's answer matches `expect`

A case: a board, one question (`ask`, the command line's words without the board), the expected answer
(`expect`: fields of a documented projection of the typed result) and its source (`cites`).
"""
from __future__ import annotations

import argparse
import itertools
import re
import shlex
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

import mtgasp
from mtgasp.render.words import changes, choice_rule, listed, reasons, said, why_lines

RULINGS = Path(__file__).resolve().parent / "rulings"
CASE_KEYS = {"name", "cites", "board", "ask", "expect", "params", "cross", "xfail"}
OPERATORS = ("has", "lacks", "count", "mentions", "mentions none")


class Record(dict):
    """A projected object (an outcome, an ability, an activation): `expect` compares only the fields it
    lists. A plain dict in a projection is keyed by data (ids, mana) and is compared whole."""


class Bag(list):
    """A list whose order means nothing (the outcomes of an ordering): compared as a multiset, each
    expected item matched to a different item of the answer."""


@dataclass(frozen=True)
class Case:
    topic: str  # the file's stem
    name: str
    cites: tuple[str, ...]
    board: dict
    ask: str
    expect: dict
    xfail: str | None = None
    line: int = 0

    @property
    def id(self) -> str:
        return f"{self.topic}:{self.name}"

    def where(self) -> str:
        return f"tests/rulings/{self.topic}.yaml:{self.line} ({self.name})"


class CaseError(ValueError):
    """A case that is not well formed (said before anything is asked)."""


# ------------------------------------------------------------------------------------------------
# Loading
# ------------------------------------------------------------------------------------------------

def load_cases(folder: Path = RULINGS) -> list[Case]:
    """Every case of every tests/rulings/*.yaml file, sorted by file, in file order."""
    out: list[Case] = []
    for path in sorted(folder.glob("*.yaml")):
        out.extend(load_file(path))
    return out


def load_file(path: Path) -> list[Case]:
    text = path.read_text(encoding="utf-8")
    return parse_cases(text, path.stem)


def parse_cases(text: str, topic: str) -> list[Case]:
    """The cases of one file's text (a mapping: about, boards, cases)."""
    loader = yaml.SafeLoader(text)
    try:
        root = loader.get_single_node()
        data = loader.construct_document(root) if root is not None else None
    finally:
        loader.dispose()
    if not isinstance(data, dict) or not isinstance(data.get("cases"), list):
        raise CaseError(f"{topic}.yaml: give a mapping with a list under 'cases'")
    unknown = set(data) - {"about", "boards", "cases"}
    if unknown:
        raise CaseError(f"{topic}.yaml: unknown top-level keys {sorted(unknown)}")
    boards = data.get("boards") or {}
    lines = _case_lines(root)
    cases: list[Case] = []
    for i, raw in enumerate(data["cases"]):
        cases.extend(_expand(raw, topic, lines[i] if i < len(lines) else 0, boards))
    names = [c.name for c in cases]
    dupes = sorted({n for n in names if names.count(n) > 1})
    if dupes:
        raise CaseError(f"{topic}.yaml: case names must be unique: {dupes}")
    return cases


def _case_lines(root: yaml.Node | None) -> list[int]:
    if not isinstance(root, yaml.MappingNode):
        return []
    for key, value in root.value:
        if key.value == "cases" and isinstance(value, yaml.SequenceNode):
            return [item.start_mark.line + 1 for item in value.value]
    return []


def _expand(raw: Any, topic: str, line: int, boards: dict) -> list[Case]:
    where = f"{topic}.yaml:{line}"
    if not isinstance(raw, dict):
        raise CaseError(f"{where}: a case is a mapping")
    unknown = set(raw) - CASE_KEYS
    if unknown:
        raise CaseError(f"{where}: unknown keys {sorted(unknown)} (allowed: {sorted(CASE_KEYS)})")
    for key in ("name", "cites", "board", "ask", "expect"):
        if key not in raw:
            raise CaseError(f"{where}: missing '{key}'")
    rows: list[tuple[str, dict]] = [("", {})]
    if "params" in raw:
        rows = [(_row_id(r), r) for r in _rows(raw["params"], where, "params")]
    if "cross" in raw:
        rows = [(f"{i}-{_row_id(b)}", {**a, **b}) for (i, a), b in itertools.product(rows, _rows(raw["cross"], where, "cross"))]
    out = []
    for row_id, row in rows:
        c = {k: substitute(v, row) for k, v in raw.items() if k not in ("params", "cross")}
        name = str(c["name"]) + (f"[{row_id}]" if row else "")
        cites = _cites(c["cites"])
        if not cites:
            raise CaseError(f"{where}: '{name}' must cite its source (cites: a source, a {{source: quote}} "
                            "mapping, or a list of them)")
        board = c["board"]
        if isinstance(board, str):
            if board not in boards:
                raise CaseError(f"{where}: '{name}': no board named {board!r} under 'boards'")
            board = substitute(boards[board], row)
        if not isinstance(board, dict):
            raise CaseError(f"{where}: '{name}': board is a mapping (a board file's content) or a name")
        expect = c["expect"]
        if not isinstance(expect, dict) or not expect:
            raise CaseError(f"{where}: '{name}': expect is a non-empty mapping")
        if not isinstance(c["ask"], str):
            raise CaseError(f"{where}: '{name}': ask is a string")
        xfail = c.get("xfail")
        out.append(Case(topic, name, cites, board, c["ask"], expect, str(xfail) if xfail else None, line))
    return out


def _cites(value: Any) -> tuple[str, ...]:
    """`SOURCE`, `{SOURCE: QUOTE}` or a list of them, as strings `SOURCE: "QUOTE"`; () if malformed."""
    items = value if isinstance(value, list) else [value]
    out = []
    for item in items:
        if isinstance(item, str) and item.strip():
            out.append(item.strip())
        elif isinstance(item, dict) and item and all(isinstance(k, str) and isinstance(v, str) for k, v in item.items()):
            out.extend(f'{k}: "{v}"' for k, v in item.items())
        else:
            return ()
    return tuple(out)


def _row_id(row: dict) -> str:
    """A row's name in its case's name: its `id`, else its first value."""
    return str(row["id"] if "id" in row else next(iter(row.values())))


def _rows(value: Any, where: str, key: str) -> list[dict]:
    if not isinstance(value, list) or not value or not all(isinstance(r, dict) for r in value):
        raise CaseError(f"{where}: {key} is a non-empty list of mappings")
    return value


_VAR = re.compile(r"\$(\w+)|\$\{(\w+)\}")


def substitute(value: Any, row: dict) -> Any:
    """`$key` / `${key}` of the row in every string (keys too); a string that is only `$key` becomes the
    row's value itself (a list, a mapping, a number)."""
    if not row:
        return value
    if isinstance(value, str):
        whole = _VAR.fullmatch(value)
        if whole:
            key = whole.group(1) or whole.group(2)
            if key in row:
                return row[key]

        def one(m: re.Match) -> str:
            key = m.group(1) or m.group(2)
            return str(row[key]) if key in row else m.group(0)

        return _VAR.sub(one, value)
    if isinstance(value, list):
        return [substitute(v, row) for v in value]
    if isinstance(value, dict):
        return {substitute(k, row): substitute(v, row) for k, v in value.items()}
    return value


def board_of(case: Case) -> mtgasp.Board:
    text = yaml.safe_dump(case.board, sort_keys=False, allow_unicode=True)
    return mtgasp.parse_board(text, case.where())


# ------------------------------------------------------------------------------------------------
# Questions
# ------------------------------------------------------------------------------------------------

class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # type: ignore[override]
        raise CaseError(message)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="ask", add_help=False)
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    sub.add_parser("could-produce", add_help=False)
    p = sub.add_parser("produce", add_help=False)
    p.add_argument("id")
    p.add_argument("--ability", type=int)
    o = sub.add_parser("orderings", add_help=False)
    events = o.add_subparsers(dest="event", required=True, parser_class=_Parser)
    tap = events.add_parser("tap", add_help=False)
    tap.add_argument("id")
    tap.add_argument("--ability", type=int)
    enter = events.add_parser("enter", add_help=False)
    enter.add_argument("card")
    enter.add_argument("--controller", required=True)
    enter.add_argument("--x", type=int)
    enter.add_argument("--cast", action="store_true")
    enter.add_argument("--kicked", type=int)
    enter.add_argument("--colors", type=int)
    enter.add_argument("--from", dest="cast_from")
    enter.add_argument("--kicker", dest="kickers", action="append", default=None)
    enter.add_argument("--transformed", action="store_true")
    enter.add_argument("--phyrexian", type=int)
    enter.add_argument("--via")
    enter.add_argument("--by")
    damage = events.add_parser("damage", add_help=False)
    damage.add_argument("source")
    damage.add_argument("target")
    damage.add_argument("amount", type=int)
    damage.add_argument("--kicked", type=int)
    damage.add_argument("--combat", action="store_true")
    c = sub.add_parser("can-activate", add_help=False)
    c.add_argument("id")
    c.add_argument("--ability", type=int)
    m = sub.add_parser("mana", add_help=False)
    m.add_argument("player")
    m.add_argument("--cost")
    m.add_argument("--pools", action="store_true")
    s = sub.add_parser("show", add_help=False)
    s.add_argument("id", nargs="?")
    return parser


PARSER = _parser()


def parse_ask(ask: str) -> argparse.Namespace:
    """The question's arguments; `query` takes the rest of the line verbatim as its question."""
    words = ask.strip()
    if words.startswith("query "):
        return argparse.Namespace(command="query", question=words[len("query "):].strip())
    return PARSER.parse_args(shlex.split(words))


def answer(case: Case) -> dict[str, Any]:
    """Ask the engine (the Python API) the case's question; the projection of its typed answer."""
    args = parse_ask(case.ask)
    board = board_of(case)
    return PROJECT[args.command](board, args)


# ------------------------------------------------------------------------------------------------
# Projections: the fields `expect` may name, per question (documented in tests/rulings/README.md)
# ------------------------------------------------------------------------------------------------

def _could_produce(board: mtgasp.Board, _args) -> dict[str, Any]:
    r = mtgasp.could_produce(board)
    return {"types": {k: list(v) for k, v in r.types.items()}, "complete": r.complete,
            "notes": {k: list(said(v)) for k, v in r.notes.items()},
            "incomplete": {k: list(said(v)) for k, v in r.incomplete.items()}}


def _produce(board: mtgasp.Board, args) -> dict[str, Any]:
    r = mtgasp.produce(board, args.id)
    if args.ability is not None:
        chosen = [a for a in r.abilities if a.ability == args.ability]
        if not chosen:
            raise CaseError(f"ability {args.ability} is not among the answer's: {[a.ability for a in r.abilities]}")
        a = chosen[0]
    else:
        a = r.abilities[0] if r.abilities else None
    out: dict[str, Any] = {
        "complete": r.complete, "notes": listed(r.notes),
        "abilities": {x.ability: {o.mana: o.orders for o in x.outcomes} for x in r.abilities},
        "texts": {x.ability: x.text for x in r.abilities},
        "all_manas": frozenset(o.mana for x in r.abilities for o in x.outcomes),
    }
    if a is not None:
        out.update({"ability": a.ability, "text": a.text, "chooser": a.chooser,
                    "outcomes": {o.mana: o.orders for o in a.outcomes},
                    "manas": frozenset(o.mana for o in a.outcomes),
                    "examples": {o.mana: list(o.example) for o in a.outcomes},
                    "example_sources": {o.mana: sorted(o.example) for o in a.outcomes}})
    return out


def _event(args) -> mtgasp.TapEvent | mtgasp.EnterEvent | mtgasp.DamageEvent:
    if args.event == "tap":
        return mtgasp.TapEvent(args.id, args.ability)
    if args.event == "enter":
        return mtgasp.EnterEvent(args.card, args.controller, args.x, args.cast, args.kicked, args.transformed,
                                 args.colors, args.cast_from, tuple(args.kickers or ()), args.phyrexian, via=args.via, by=args.by)
    return mtgasp.DamageEvent(args.source, args.target, args.amount, args.kicked, args.combat)


_RULE = re.compile(r"CR (\d+(?:\.\d+[a-z]*)?)")


def _orderings(board: mtgasp.Board, args) -> dict[str, Any]:
    r = mtgasp.orderings(board, _event(args))
    first = r.points[r.roots[0]].choices if r.roots else ()
    return {
        "orders": r.orders, "order_matters": r.order_matters, "chooser": r.chooser, "complete": r.complete,
        "notes": listed(r.notes), "roots": len(r.roots),
        "outcomes": Bag(Record({**o.result, "orders": o.orders, "example": list(o.example),
                                "example_sources": sorted(o.example)}) for o in r.outcomes),
        "orders_by": _orders_by(r.outcomes),
        "choice_cards": frozenset(c.card for p in r.points for c in p.choices),
        "first_choices": [Record({"card": c.card, "option": c.option, "rules": _rules_of(choice_rule(c))}) for c in first],
        "choices": Bag(Record({"card": c.card, "option": c.option, "rules": _rules_of(choice_rule(c))})
                       for p in r.points for c in p.choices),
    }


def _orders_by(outcomes) -> dict[str, dict]:
    """{result field: {value: the orders of the outcomes with that value}}, for the fields with plain values."""
    out: dict[str, dict] = {}
    for o in outcomes:
        for k, v in o.result.items():
            if isinstance(v, (str, int, bool)) or v is None:
                out.setdefault(k, {})
                out[k][v] = out[k].get(v, 0) + o.orders
    return out


def _rules_of(text: str) -> list[str]:
    """The CR numbers a choice's reason cites, in its order: "CR 616.1e (...); CR 614.12a (...)"."""
    return _RULE.findall(text + " ")


def _can_activate(board: mtgasp.Board, args) -> dict[str, Any]:
    r = mtgasp.can_activate(board, args.id, args.ability)
    checks = [Record({"ability": a.ability, "text": a.text, "can": a.can_activate, "mana_ability": a.mana_ability,
                      "rules": sorted(x.rule for x in a.reasons), "reasons": [t for _r, t in reasons(a.reasons)]})
              for a in r.abilities]
    out: dict[str, Any] = {"abilities": checks, "complete": r.complete, "notes": list(said(r.notes))}
    if checks:
        out.update({k: checks[0][k] for k in ("ability", "text", "can", "mana_ability", "rules", "reasons")})
    return out


def _activation(a) -> Record:
    return Record({"permanent": a.permanent, "ability": a.ability, "text": a.text, "adds": a.adds, "pays": a.pays,
                   "taps": a.taps, "triggers": [t.adds for t in a.triggers]})


def _mana(board: mtgasp.Board, args) -> dict[str, Any]:
    r = mtgasp.mana(board, args.player, cost=args.cost, pools=True if args.pools else None)
    out: dict[str, Any] = {
        "pools": frozenset(o.mana for o in r.options), "pools_in_order": [o.mana for o in r.options],
        "pool_sizes": frozenset(len(o.mana) for o in r.options), "complete": r.complete, "notes": listed(r.notes),
        "activations": {o.mana: [_activation(a) for a in o.activations] for o in r.options},
        "triggers": {o.mana: [t.adds for a in o.activations for t in a.triggers] for o in r.options},
    }
    if r.cost is not None:
        out.update({"payable": r.cost.payable, "payment": {p.symbol: p.paid_with for p in r.cost.payment},
                    "cost_activations": [_activation(a) for a in r.cost.activations]})
        out["complete"] = r.complete and r.cost.complete
    return out


def _show(board: mtgasp.Board, args) -> dict[str, Any]:
    r = mtgasp.show(board, args.id)
    out: dict[str, Any] = {"complete": r.complete,
                           "trace": [Record({"layer": s.layer, "step": s.step, "source": s.source, "card": s.card,
                                             "depends_on": list(s.depends_on), "changes": list(changes(s))})
                                     for s in r.trace]}
    if args.id is not None:
        v = r.objects[args.id]
        out.update({
            "card": v.card, "controller": v.controller, "names": list(v.names), "card_types": list(v.card_types),
            "supertypes": list(v.supertypes), "subtypes": list(v.subtypes), "colors": list(v.colors),
            "abilities": [Record({"text": a.text, "source": a.source, "activated_by": a.activated_by,
                                  "origin": a.origin}) for a in v.abilities],
            "lost_abilities": [Record({"text": a.text, "lost_to": a.lost_to}) for a in v.lost_abilities],
            "attached_to": v.attached_to, "illegally_attached": v.illegally_attached,
            "all_nonlegendary_creature_names": v.all_nonlegendary_creature_names, "noted": list(v.noted),
            "mana_value": v.mana_value, "x": v.x,
            "power_toughness": list(v.power_toughness) if v.power_toughness is not None else None,
        })
    return out


def _query(board: mtgasp.Board, args) -> dict[str, Any]:
    r = mtgasp.query(board, args.question)
    return {"answer": r.answer, "why": why_lines(r.why), "complete": r.complete}


PROJECT = {"could-produce": _could_produce, "produce": _produce, "orderings": _orderings,
           "can-activate": _can_activate, "mana": _mana, "show": _show, "query": _query}


# ------------------------------------------------------------------------------------------------
# Comparison
# ------------------------------------------------------------------------------------------------

_MANA_RUN = re.compile(r"(?:\d+[WUBRGC]|[WUBRGC])+")


def expand_mana(value: Any) -> Any:
    """`1024G` stands for 1024 G's in an expected value or key (a run of one type written with its count)."""
    if isinstance(value, str) and any(ch.isdigit() for ch in value) and _MANA_RUN.fullmatch(value):
        return "".join(letter * int(n or 1) for n, letter in re.findall(r"(\d*)([WUBRGC])", value))
    if isinstance(value, list):
        return [expand_mana(v) for v in value]
    if isinstance(value, dict):
        return {expand_mana(k): expand_mana(v) for k, v in value.items()}
    return value


def differences(actual: Any, expected: Any, path: str) -> list[str]:
    """Where `actual` (a projection) differs from `expected` (YAML data); [] when it matches."""
    if isinstance(actual, Record):
        if not isinstance(expected, dict):
            return [f"{path}: expected {expected!r}, the answer has a record {dict(actual)!r}"]
        out = []
        for k, v in expected.items():
            if k not in actual:
                out.append(f"{path}: no field {k!r} (fields: {sorted(actual)})")
            else:
                out += differences(actual[k], v, f"{path}.{k}")
        return out
    if isinstance(actual, dict):
        if not isinstance(expected, dict):
            return [f"{path}: expected {expected!r}, the answer has {actual!r}"]
        keys = {_key(k, actual): k for k in expected}
        missing = [k for k in actual if k not in keys]
        extra = [keys[k] for k in keys if k not in actual]
        out = [f"{path}: the answer also has {k!r}: {actual[k]!r}" for k in missing]
        out += [f"{path}: the answer has no {k!r} (expected {expected[k]!r})" for k in extra]
        for k, original in keys.items():
            if k in actual:
                out += differences(actual[k], expected[original], f"{path}.{k}")
        return out
    if isinstance(actual, (set, frozenset)):
        if not isinstance(expected, list):
            return [f"{path}: expected a list (compared as a set), got {expected!r}"]
        if len(set(map(_hashable, expected))) != len(expected):
            return [f"{path}: the expected set {expected!r} lists an item twice"]
        if set(actual) != set(map(_hashable, expected)):
            return [f"{path}: expected {sorted(map(str, expected))}, the answer has {sorted(map(str, actual))}"]
        return []
    if isinstance(actual, Bag):
        if not isinstance(expected, list):
            return [f"{path}: expected a list (in any order), got {expected!r}"]
        if len(actual) != len(expected):
            return [f"{path}: expected {len(expected)} items {expected!r}, the answer has {len(actual)}: {list(actual)!r}"]
        if not _perfect_matching([[j for j, a in enumerate(actual) if _matches(a, e)] for e in expected]):
            return [f"{path}: expected (in any order) {expected!r}, the answer has {list(actual)!r}"]
        return []
    if isinstance(actual, list):
        if not isinstance(expected, list):
            return [f"{path}: expected {expected!r}, the answer has the list {actual!r}"]
        if len(actual) != len(expected):
            return [f"{path}: expected {expected!r}, the answer has {actual!r}"]
        return [d for i, (a, e) in enumerate(zip(actual, expected)) for d in differences(a, e, f"{path}.{i}")]
    if isinstance(actual, bool) or isinstance(expected, bool) or actual is None or expected is None:
        same = actual is expected
    else:
        same = type(actual) is type(expected) and actual == expected
    return [] if same else [f"{path}: expected {expected!r}, the answer has {actual!r}"]


def _perfect_matching(candidates: list[list[int]]) -> bool:
    """Can each expected item (a list of the answer items it matches) have an answer item of its own?"""
    owner: dict[int, int] = {}

    def augment(i: int, seen: set[int]) -> bool:
        for j in candidates[i]:
            if j not in seen:
                seen.add(j)
                if j not in owner or augment(owner[j], seen):
                    owner[j] = i
                    return True
        return False

    return all(augment(i, set()) for i in range(len(candidates)))


def _key(k: Any, actual: dict) -> Any:
    """An expected mapping key as the answer spells it (YAML reads `1:` as a number, ids as strings)."""
    if k in actual:
        return k
    for a in actual:
        if str(a) == str(k):
            return a
    return k


def _hashable(x: Any) -> Any:
    return tuple(x) if isinstance(x, list) else x


def _matches(actual: Any, expected: Any) -> bool:
    return not differences(actual, expected, "")


def _items(expected: Any) -> list:
    return expected if isinstance(expected, list) else [expected]


def check_field(projection: dict[str, Any], key: str, expected: Any) -> list[str]:
    """One `expect` entry: `FIELD[.KEY...] [OPERATOR]: value`."""
    path, _, op = key.partition(" ")
    op = " ".join(op.split())
    if op and op not in OPERATORS:
        raise CaseError(f"{key!r}: unknown operator {op!r} (operators: {', '.join(OPERATORS)})")
    name, *steps = path.split(".")
    if name not in projection:
        raise CaseError(f"{key!r}: no field {name!r} in this answer (fields: {', '.join(sorted(projection))})")
    actual = projection[name]
    for step in steps:
        if isinstance(actual, dict):
            k = _key(step, actual)
            if k not in actual:
                return [f"{path}: the answer has no {step!r} (it has {sorted(map(str, actual))})"]
            actual = actual[k]
        elif isinstance(actual, list) and step.isdigit() and int(step) < len(actual):
            actual = actual[int(step)]
        else:
            return [f"{path}: cannot take {step!r} of {actual!r}"]
    expected = expand_mana(expected)
    if not op:
        return differences(actual, expected, path)
    if op == "count":
        if not isinstance(expected, int) or isinstance(expected, bool):
            raise CaseError(f"{key!r}: count takes a whole number")
        return [] if len(actual) == expected else [f"{key}: expected {expected}, the answer has {len(actual)}: {actual!r}"]
    if op in ("mentions", "mentions none"):
        texts = [actual] if isinstance(actual, str) else list(actual)
        out = []
        for item in _items(expected):
            words = item if isinstance(item, list) else [item]
            found = any(all(str(w) in t for w in words) for t in texts)
            if op == "mentions" and not found:
                out.append(f"{key}: no item mentions {words!r} (items: {texts!r})")
            if op == "mentions none" and found:
                out.append(f"{key}: an item mentions {words!r} (items: {texts!r})")
        return out
    out = []
    for item in _items(expected):
        if isinstance(actual, str):
            found = str(item) in actual
        elif isinstance(actual, dict):
            if not isinstance(item, dict):
                raise CaseError(f"{key!r}: on a mapping, {op} takes a mapping")
            found = all(_key(k, actual) in actual and (op == "lacks" or _matches(actual[_key(k, actual)], v))
                        for k, v in item.items())
        else:
            found = any(_matches(a, item) for a in actual)
        if op == "has" and not found:
            out.append(f"{key}: the answer has no {item!r} (it has {actual!r})")
        if op == "lacks" and found:
            out.append(f"{key}: the answer has {item!r} (it should not)")
    return out


def compare(projection: dict[str, Any], expect: dict) -> list[str]:
    """Every difference between the projection and `expect`; a case asks for a complete answer unless it
    says `complete: false` (an answer is right or says it is incomplete)."""
    out: list[str] = []
    entries = dict(expect)
    if not any(k.partition(" ")[0] == "complete" for k in entries):
        entries["complete"] = True
    for key, value in entries.items():
        out += check_field(projection, str(key), value)
    return out


def check(case: Case) -> list[str]:
    """[] when the engine's answer to the case matches its `expect`, else what differs."""
    return compare(answer(case), case.expect)


def assert_answers(case: Case) -> None:
    """Fail, saying where the case is, what it asks, what it cites and what differs, unless check(case) is []."""
    problems = check(case)
    assert not problems, "\n".join([f"{case.where()}: ask {case.ask!r}", *(f"  cites {c}" for c in case.cites),
                                    *(f"  {p}" for p in problems)])


# ------------------------------------------------------------------------------------------------
# Citations: each names a rule of the CR, an official ruling or a card's Oracle text; a quote must be
# found there, word for word (curly quotes, spacing and case aside; "..." elides)
# ------------------------------------------------------------------------------------------------

DATA = Path(__file__).resolve().parent.parent / "data"  # the project's copy of the reference (data/SOURCES)
_CR_CITE = re.compile(r"CR (\d{3}(?:\.\d+[a-z]*)?)(?: example)?(?:\s*[:—]\s*(.+))?")
_RULING_CITE = re.compile(r"(.+?) ruling (\d{4}-\d{2}-\d{2})\s*[:—]\s*(.+)")
_ORACLE_CITE = re.compile(r"(.+?) Oracle text\s*[:—]\s*(.+)")
_RULE_LINE = re.compile(r"^(\d{3}(?:\.\d+[a-z]*)?)\.?\s")


def _norm(text: str) -> str:
    text = text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"').replace("—", "-")
    return " ".join(text.split()).casefold()


@dataclass
class Reference:
    """The CR by rule number, the rulings and the Oracle texts by card name (tests/rulings cite them)."""
    rules: dict[str, str]
    rulings: dict[str, list[tuple[str, str]]]
    oracle: dict[str, list[str]]

    @classmethod
    def load(cls, folder: Path = DATA) -> Reference:
        import gzip
        import json

        rules: dict[str, list[str]] = {}
        current = None
        cr = gzip.decompress((folder / "comprehensive-rules.txt.gz").read_bytes()).decode("utf-8")
        for line in cr.splitlines():
            m = _RULE_LINE.match(line)
            if m:
                current = m.group(1)
                rules[current] = [line]  # the rules proper come after the contents: the later one wins
            elif current is not None and line.strip():
                rules[current].append(line)
        with gzip.open(folder / "rulings.json.gz", "rt", encoding="utf-8") as f:
            cited = json.load(f)  # the rulings of the cards the project mentions, and the key cards' Oracle text
        rulings = {name: [(date, text) for date, text in items] for name, items in cited["rulings"].items()}
        oracle: dict[str, list[str]] = {}
        with gzip.open(folder / "oracle-cards.json.gz", "rt", encoding="utf-8") as f:
            for card in json.load(f):
                oracle.setdefault(card["name"], []).append(card.get("text") or "")
        for name, text in cited["oracle"].items():
            oracle.setdefault(name, []).append(text)
        return cls({k: "\n".join(v) for k, v in rules.items()}, rulings, oracle)

    def rule_text(self, number: str) -> str | None:
        """The rule and its subrules (CR 616.1 covers 616.1a-f), with their examples."""
        if number not in self.rules:
            return None
        return "\n".join(t for k, t in self.rules.items() if k == number or k.startswith(number + ".")
                         or (k.startswith(number) and k[len(number):].isalpha()))

    def problem(self, cite: str) -> str | None:
        """None when the citation names a source that exists and quotes it word for word."""
        cite = cite.strip()
        if m := _CR_CITE.fullmatch(cite):
            text = self.rule_text(m.group(1))
            if text is None:
                return f"no rule {m.group(1)} in the Comprehensive Rules"
            return _quoted(m.group(2), [text], f"CR {m.group(1)}") if m.group(2) else None
        if m := _RULING_CITE.fullmatch(cite):
            card, date, quote = m.groups()
            if card not in self.rulings:
                return (f"no rulings for {card!r} in data/rulings.json.gz (tools/import_reference.py copies the "
                        "rulings of the cards the project mentions)")
            texts = [t for d, t in self.rulings[card] if d == date]
            if not texts:
                return f"no ruling of {card} dated {date} (dates: {sorted({d for d, _ in self.rulings[card]})})"
            return _quoted(quote, texts, f"the {date} rulings of {card}")
        if m := _ORACLE_CITE.fullmatch(cite):
            card, quote = m.groups()
            if card not in self.oracle:
                return f"no card {card!r} in the Oracle corpus"
            return _quoted(quote, self.oracle[card], f"the Oracle text of {card}")
        return ('cite "CR <rule>[: "quote"]", "<card> ruling <YYYY-MM-DD>: "quote"" or '
                '"<card> Oracle text: "quote""')


def _quoted(quote: str | None, texts: list[str], source: str) -> str | None:
    if quote is None or len(quote) < 2 or not (quote.startswith('"') and quote.endswith('"')):
        return f"put the quote of {source} in double quotes"
    parts = [_norm(p) for p in re.split(r"\.\.\.|…", quote[1:-1]) if p.strip()]
    for text in texts:
        flat, at = _norm(text), 0
        for part in parts:
            at = flat.find(part, at)
            if at < 0:
                break
            at += len(part)
        else:
            return None
    return f"{source} doesn't say {quote}"


# ------------------------------------------------------------------------------------------------
# Perturbations: each `expect` entry changed so that it can't hold (a case that cannot fail is a defect)
# ------------------------------------------------------------------------------------------------

NONSENSE = "no such thing"


def _wrong(value: Any) -> Any:
    """A value of the same shape that differs from `value`."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, str):
        return value + "?"
    if isinstance(value, list):
        return [*value, NONSENSE]
    if isinstance(value, dict):
        return {**value, NONSENSE: 1}
    return NONSENSE


def perturbations(expect: dict) -> list[tuple[str, dict]]:
    """(what changed, the changed expect) for each entry that can be made wrong without knowing the answer
    (`lacks` and `mentions none` entries hold for almost any wrong item, so they are left as they are)."""
    out = []
    for key, value in expect.items():
        op = " ".join(str(key).partition(" ")[2].split())
        if op in ("lacks", "mentions none"):
            continue
        if op in ("has", "mentions"):
            changed: Any = [*_items(value), NONSENSE] if op == "mentions" or not isinstance(value, dict) \
                else {**value, NONSENSE: 1}
        else:
            changed = _wrong(value)
        out.append((f"{key}: {value!r} -> {changed!r}", {**expect, key: changed}))
    return out


def sweep(cases: list[Case]) -> tuple[int, list[str]]:
    """Every case against the engine, then each of its perturbations: (perturbations tried, what escaped)."""
    tried, escaped = 0, []
    for case in cases:
        projection = answer(case)
        if problems := compare(projection, case.expect):
            escaped.append(f"{case.where()}: fails as written: {problems}")
            continue
        for what, expect in perturbations(case.expect):
            tried += 1
            if not compare(projection, expect):
                escaped.append(f"{case.where()}: still passes with {what}")
    return tried, escaped


if __name__ == "__main__":
    all_cases = load_cases()
    n, bad = sweep(all_cases)
    print(f"{len(all_cases)} cases, {n} perturbed expect entries, {len(bad)} not caught")
    print("\n".join(bad))
    raise SystemExit(1 if bad else 0)


def assert_cited(cite: str) -> None:
    """A test's cite quotes its source word for word (the checker of tests/rulings/*.yaml, for cites written in code)."""
    assert Reference.load().problem(cite) is None, cite
