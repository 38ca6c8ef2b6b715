"""show: each object's characteristics after every continuous effect (CR 613: layers 4-6, names CR 201,
Kindred 308, Equipment 301.5, X 107.3m), decoded from queries/show.lp, with the trace of the layers."""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

import clingo

from mtgasp.encoder import Board, BoardError
from mtgasp.encoder.library import did_you_mean
from mtgasp.engine.limits import DEFAULT_TIMEOUT, time_limited
from mtgasp.engine.readings import Readings
from mtgasp.engine.solver import Answer, solve_query
from mtgasp.engine.symbols import TermTexts, acyclic

from .arguments import check_call, check_optional_text
from .codes import NONE, Code, incomplete, status_reasons
from .run import facts_for

# The predicates this question reads (name: arity), each shown by queries/show.lp (tests/test_rows.py): any other
# name read raises UnshownRow (engine/solver.py).
READS = {"ability": 6, "activator": 4, "all_names": 3, "attached": 2, "card": 2, "color": 2, "controller": 2,
         "copy_of": 2, "effect_text": 3, "illegally_attached": 2, "incomplete": 2, "incomplete_field": 2, "l4_added": 4,
         "l4_applied": 2, "l4_depends": 6, "l4_removed": 4, "l4_step": 4, "l4_text_lost": 2, "l5": 4, "l6": 4, "l7": 7,
         "lost": 6, "mana_value": 2, "name": 2, "noted": 2, "object": 2, "owner": 2, "pt": 3, "pt_printed": 3,
         "subtype": 2, "supertype": 2, "timestamp": 2, "type": 2, "why": 3, "x_value": 2}


@dataclass(frozen=True)
class AbilityView:
    text: str
    source: str  # "printed", or the id of the object whose effect grants it
    origin: str  # the card (or intrinsic land type) the ability is defined on
    number: int
    activated_by: str | None = None  # for an activated ability: the only player who may activate it
    index: int = 0  # its number among the object's abilities (rules/core/ability_index.lp: ability_index/4)


@dataclass(frozen=True)
class LostAbility:
    text: str
    lost_to: str  # the id of the object whose effect removed it
    rule: str = "305.7"  # the rule that took it: 305.7 (a land type set, layer 4) or 613.1f (layer 6), from the rules


@dataclass(frozen=True)
class ObjectView:
    id: str
    card: str
    zone: str  # "battlefield" or "effect"
    controller: str
    owner: str
    timestamp: int
    names: tuple[str, ...]
    name_sets: tuple[tuple[str, str], ...]  # (set, granted by id): e.g. all nonlegendary creature names
    card_types: tuple[str, ...]
    supertypes: tuple[str, ...]
    subtypes: tuple[str, ...]
    colors: tuple[str, ...]
    abilities: tuple[AbilityView, ...]
    lost_abilities: tuple[LostAbility, ...]
    attached_to: str | None = None
    illegally_attached: bool = False
    noted: tuple[str, ...] = ()
    mana_value: int | None = None
    x: int | None = None
    power_toughness: tuple[int, int] | None = None
    copy_of: str | None = None  # layer 1: the card whose copiable values it has (CR 707.2)
    incomplete_fields: tuple[str, ...] = ()  # "power_toughness", "colors", "mana_value", "type_line": not proven

    @property
    def all_nonlegendary_creature_names(self) -> bool:
        return any(s == "nonlegendary_creature_cards" for s, _ in self.name_sets)


@dataclass(frozen=True)
class TraceStep:
    layer: int
    step: int
    source: str  # the id of the object generating the effect
    card: str
    ability: int
    text: str
    depends_on: tuple[str, ...]  # ids of the sources of the effects it waited for (CR 613.8)
    # "trace" codes, each about one object (render/words.py: changes() words them "forest: loses subtype forest")
    changes: tuple[Code, ...]


@dataclass(frozen=True)
class Show:
    objects: dict[str, ObjectView]
    trace: tuple[TraceStep, ...] = ()
    complete: bool = True
    message: str = ""  # the engine's (a limit), "" when none
    incomplete: tuple[Code, ...] = ()  # why it is incomplete: incomplete codes, each with its subject (render/words.py)


def _s(value) -> str:
    return value if isinstance(value, str) else str(value)


def _by_text(rows: list[tuple]) -> list[tuple]:
    """The rows in the order of their text (`sorted(rows, key=str)`), each clingo term printed once: a
    clingo.Symbol's repr is two calls through the C API, and the same few terms (`sub`, `type`) recur
    in thousands of rows."""
    printed: dict[clingo.Symbol, str] = {}

    def text(value) -> str:
        if isinstance(value, clingo.Symbol):
            known = printed.get(value)
            if known is None:
                known = printed[value] = repr(value)
            return known
        return repr(value)

    def key(row: tuple) -> str:
        return "(" + ", ".join(text(v) for v in row) + ("," if len(row) == 1 else "") + ")"

    return sorted(rows, key=key)


def _check_id(board: Board, object_id: str) -> None:
    if board.get(object_id) is None:
        ids = [o.id for o in board.objects]
        raise BoardError(f"no object with id {object_id!r}{did_you_mean(object_id, ids, 'ids')}", board.source)


@time_limited
def show(board: Board, object_id: str | None = None, *, timeout: float | None = DEFAULT_TIMEOUT,
         readings: Readings = None) -> Show:
    """Every object's characteristics after all continuous effects (or one object's), with the trace."""
    check_call(board, timeout)
    check_optional_text(object_id, "object_id")
    if object_id is not None:
        _check_id(board, object_id)
    # Unsorted (sorting compares every atom through the C API: 0.1 s at 1,000 permanents): the decoding below
    # sorts what it shows, and reads a field of one value in the order of the sorted atoms only if it has two.
    answer = solve_query("show", facts_for(board, readings=readings), timeout=timeout, sort=False, reads=READS)
    with acyclic():  # (thousands of frozen dataclasses of str and tuples)
        try:
            return _decode(answer, object_id)
        except _TwoValues:
            return _decode(Answer(tuple(sorted(answer.atoms)), answer.complete, answer.message, reads=answer.reads,
                                  query=answer.query), object_id, last=True)


class _TwoValues(Exception):
    """A field of one value was given two (the last in the sorted atoms is the one shown)."""


def _decode(answer: Answer, object_id: str | None, last: bool = False) -> Show:
    as_text = TermTexts()
    rows: dict[str, dict] = defaultdict(lambda: defaultdict(list))
    for name in ("object", "card", "controller", "owner", "attached", "timestamp", "mana_value", "x_value", "copy_of"):
        for obj, value in answer.by_name(name):
            if not last and name in rows[obj] and rows[obj][name] != value:
                raise _TwoValues
            rows[obj][name] = value
    for name in ("type", "supertype", "subtype", "color", "name", "noted"):
        for obj, value in answer.by_name(name):
            rows[obj][name + "s"].append(as_text(value))
    for obj, p, t in answer.by_name("pt"):
        if not last and "pt" in rows[obj] and rows[obj]["pt"] != (p, t):
            raise _TwoValues
        rows[obj]["pt"] = (p, t)
    for obj, field_name in answer.by_name("incomplete_field"):
        rows[obj]["unsure"].append(as_text(field_name))
    for obj, _q in answer.by_name("illegally_attached"):
        rows[obj]["illegal"] = True
    for obj, name_set, src in answer.by_name("all_names"):
        rows[obj]["sets"].append((as_text(name_set), src))
    activators = _one((((obj, as_text(orig), n), pl) for obj, orig, n, pl in answer.by_name("activator")), last)
    for obj, orig, n, index, text, source in answer.by_name("ability"):
        src = "printed"  # (printed, changeling, an intrinsic land type's)
        # The source's text, printed once a term (TermTexts): its name read through the C API only when granted.
        if isinstance(source, clingo.Symbol) and as_text(source).startswith(("granted(", "layer4(")):
            src = source.arguments[0].string
            if as_text(orig).startswith("counter_keyword("):  # a keyword counter (CR 122.1b): the object's own counter
                src = "a keyword counter"
        rows[obj]["abilities"].append(AbilityView(text, src, as_text(orig), n,
                                                  activators.get((obj, as_text(orig), n)), index))
    for obj, _orig, _n, text, by, rule in answer.by_name("lost"):
        rows[obj]["lost"].append(LostAbility(text, by, rule))
    objects = {}
    for obj, r in sorted(rows.items()):
        if "object" not in r or (object_id is not None and obj != object_id):
            continue
        # The whole view in the key: the same ability granted by two effects shares its index, and a set's order
        # changes from one process to the next.
        abilities = sorted(set(r["abilities"]), key=lambda a: (a.index, a.source, a.origin, a.number,
                                                                a.activated_by or "", a.text))
        objects[obj] = ObjectView(
            id=obj, card=r["card"], zone="battlefield" if as_text(r["object"]) == "permanent" else "effect",
            controller=r["controller"], owner=r["owner"], timestamp=r["timestamp"],
            names=tuple(sorted(r["names"])), name_sets=tuple(sorted(r["sets"])),
            card_types=tuple(sorted(r["types"])), supertypes=tuple(sorted(r["supertypes"])),
            subtypes=tuple(sorted(r["subtypes"])), colors=tuple(c for c in "wubrg" if c in r["colors"]),
            abilities=tuple(abilities), lost_abilities=tuple(sorted(set(r["lost"]), key=lambda a: (a.text, a.lost_to))),
            attached_to=r.get("attached"), illegally_attached=bool(r.get("illegal")),
            noted=tuple(sorted(r["noteds"])), mana_value=r.get("mana_value"), x=r.get("x_value"),
            power_toughness=r.get("pt"), copy_of=r.get("copy_of"), incomplete_fields=tuple(sorted(set(r["unsure"]))))
    reasons = status_reasons(answer.by_name("why"))
    why = tuple(dict.fromkeys(incomplete(code, reasons, subject=obj) for obj, code in answer.by_name("incomplete")
                              if object_id is None or obj == object_id or not isinstance(obj, str)))
    ability_texts = _one((((as_text(orig), n), text) for _o, orig, n, _i, text, _src in answer.by_name("ability")), last)
    trace = (_trace(answer, object_id, as_text, ability_texts, last)
             + _layer7(answer, object_id, as_text, ability_texts))
    return Show(objects, trace, answer.complete and not why, answer.message, why)


def _layer7(answer, object_id: str | None, as_text: TermTexts,
            texts: dict[tuple[str, int], str]) -> tuple[TraceStep, ...]:
    """Layer 7 of each creature (CR 613.4), sublayer by sublayer: one step per effect or kind of counters;
    `texts`: each ability's text by (card, number)."""
    steps = []
    for obj, p, t in _by_text(answer.by_name("pt_printed")):
        if object_id is None or obj == object_id:
            steps.append(TraceStep(7, 0, obj, "", 0, "", (), (_change(obj, "printed", _sym(p), _sym(t)),)))
    rows = sorted(answer.by_name("l7"), key=lambda r: (r[0], as_text(r[1]), str(r[2])))
    for obj, sub, _key, src, orig, n, change in rows:
        if object_id is not None and obj != object_id:
            continue
        sub = clingo.String(as_text(sub))
        if isinstance(orig, clingo.Symbol) and orig.name == "counters":
            counted = clingo.Function("counters", [clingo.String(as_text(orig.arguments[0])), _sym(n)])
            steps.append(TraceStep(7, 0, src, "", 0, "", (), (_change(obj, "l7", sub, change, counted),)))
        else:
            card = as_text(orig)
            steps.append(TraceStep(7, 0, src, card, n, texts.get((card, n), ""), (),
                                   (_change(obj, "l7", sub, change, NONE),)))
    return tuple(steps)


def _sym(value: object) -> clingo.Symbol:
    if isinstance(value, clingo.Symbol):
        return value
    return clingo.Number(value) if isinstance(value, int) else clingo.String(str(value))


def _change(obj: object, name: str, *args: clingo.Symbol) -> Code:
    """A change the trace shows: a "trace" code about `obj` (None: about the step itself)."""
    return Code("trace", clingo.Function(name, list(args)), subject=obj)  # type: ignore[arg-type]


def _one(pairs: Iterable[tuple[object, object]], last: bool) -> dict:
    """{key: value}; a key given two values raises _TwoValues (unless `last`: the last one given is kept)."""
    out: dict = {}
    for key, value in pairs:
        if not last and out.get(key, value) != value:
            raise _TwoValues
        out[key] = value
    return out


def _trace(answer, object_id: str | None, as_text: TermTexts,
           ability_texts: dict[tuple[str, int], str], last: bool) -> tuple[TraceStep, ...]:
    texts = _one((((n, k), t) for n, k, t in answer.by_name("effect_text")), last)
    deps: dict[tuple, list[str]] = defaultdict(list)
    for sa, na, ka, sb, _nb, _kb in answer.by_name("l4_depends"):
        deps[(sa, na, ka)].append(sb)
    changes: dict[int, list[Code]] = defaultdict(list)
    wanted = (lambda o: True) if object_id is None else (lambda o: o == object_id)
    for i, obj, kind, value in _by_text(answer.by_name("l4_removed")):
        if wanted(obj):
            changes[i].append(_change(obj, "loses", clingo.String(as_text(kind)), clingo.String(as_text(value))))
    for i, obj, kind, value in _by_text(answer.by_name("l4_added")):
        if wanted(obj):
            changes[i].append(_change(obj, "gains", clingo.String(as_text(kind)), clingo.String(as_text(value))))
    for i, obj in _by_text(answer.by_name("l4_text_lost")):
        if wanted(obj):
            changes[i].append(_change(obj, "text_lost"))
    applied: dict[int, list[str]] = defaultdict(list)
    for i, obj in answer.by_name("l4_applied"):
        applied[i].append(obj)
    steps = []
    for i, src, card, n in sorted(answer.by_name("l4_step")):
        if object_id is not None and not changes.get(i) and object_id not in applied.get(i, []) and src != object_id:
            continue
        note = () if applied.get(i) else (_change(None, "not_applied"),)
        steps.append(TraceStep(4, i, src, card, n, texts.get((card, n), ""), tuple(sorted(set(deps[(src, card, n)]))),
                               tuple(changes.get(i, [])) + note))
    for obj, src, color, status in _by_text(answer.by_name("l5")):
        if wanted(obj):
            steps.append(TraceStep(5, 0, src, "", 0, "", (), (_change(obj, "color", clingo.String(as_text(status)),
                                                                       clingo.String(as_text(color))),)))
    for obj, src, orig, n in _by_text(answer.by_name("l6")):
        if wanted(obj):
            text = ability_texts.get((as_text(orig), n))
            change = _change(obj, "ability", clingo.String(as_text(orig)), _sym(n),
                             NONE if text is None else clingo.String(text))
            step_text = text if text is not None else f"ability {n} of {as_text(orig)}"  # (the step's text field)
            steps.append(TraceStep(6, 0, src, as_text(orig), n, step_text, (), (change,)))
    return tuple(steps)




