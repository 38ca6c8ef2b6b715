"""query: one question about characteristics (shares-type, named, same-name, card-types, kinship,
attach-trigger, pt), decided by queries/query.lp; this module names the question's inputs and returns the rows the
answer rests on as `query` codes (render/words.py words them)."""
from __future__ import annotations

import shlex
from collections import defaultdict
from dataclasses import dataclass

import clingo

from mtgasp.encoder import Board, BoardError
from mtgasp.encoder.errors import BoardTypeError
from mtgasp.encoder.library import nearest_names
from mtgasp.encoder.limits import check_text
from mtgasp.encoder.reference import reference_card
from mtgasp.engine.limits import DEFAULT_TIMEOUT, time_limited
from mtgasp.engine.readings import Readings
from mtgasp.engine.solver import solve_query_parts

from .arguments import check_call
from .codes import NONE, Code, incomplete_notes
from .run import facts_for
from .show import _check_id, _s

# The predicates this question reads (name: arity), each shown by queries/query.lp (tests/test_rows.py): any other
# name read raises UnshownRow (engine/solver.py).
READS = {"attach_ability": 4, "attach_kind": 2, "attach_trigger": 4, "can_equip": 2, "card_type": 2, "equipment": 1,
         "controller": 2, "creature_type": 2, "graveyard_card_type": 1,
         "graveyard_card_type_count": 1, "graveyard_card_types": 2, "incomplete": 2, "kinship": 5,
         "kinship_candidate": 3, "kinship_reward": 3, "kinship_shares": 4, "known_name": 1, "l7": 7, "may_equip": 3,
         "name_set": 4, "name_set_other": 3, "named": 2, "no_pt": 1, "no_top_card": 2, "own_name": 2,
         "power_toughness": 3, "pt": 3, "pt_printed": 3, "same_name": 2, "shares": 3, "top_card_types": 2,
         "top_revealed": 1, "why": 3}


@dataclass(frozen=True)
class QueryAnswer:
    question: str
    answer: object
    # The facts the answer rests on, as `query` codes (render/words.py words them: why_lines); what it can't vouch
    # for is in notes.
    why: tuple[Code, ...]
    complete: bool = True
    # Why it is incomplete: the incomplete/2 rows the rules derived, as notes (empty when the search stopped early on
    # a limit with none; render/ says so).
    notes: tuple[Code, ...] = ()


QUESTIONS = {
    "shares-type": "shares-type ID1 ID2: do they share a creature type?",
    "named": 'named ID "Name": does it have that name (CR 201.2)?',
    "same-name": "same-name ID1 ID2: do they have a name in common (CR 201.2a)?",
    "card-types": "card-types graveyard: the card types among cards in all graveyards",
    "kinship": "kinship ID: may its kinship abilities reveal the top card (CR 207.2c)?",
    "attach-trigger": "attach-trigger EQUIPMENT ID: would ID entering trigger the Equipment's attach ability?",
    "pt": "pt ID: its power and toughness (CR 208, 613.4: layer 7)",
}


def parse_question(text: str) -> tuple[str, list[str]]:
    try:
        words = shlex.split(text)
    except ValueError as exc:
        raise BoardError(f"cannot read the question ({exc})") from None
    if not words or words[0] not in QUESTIONS:
        near = nearest_names(words[0] if words else "", list(QUESTIONS))
        hint = f"did you mean: {', '.join(near)}?" if near else "questions: " + "; ".join(QUESTIONS.values())
        raise BoardError(f"unknown question {text!r} ({hint})")
    arity = {"shares-type": 2, "named": 2, "same-name": 2, "card-types": 1, "kinship": 1, "attach-trigger": 2, "pt": 1}
    if len(words) - 1 != arity[words[0]]:
        raise BoardError(f"{words[0]} takes {arity[words[0]]} argument(s): {QUESTIONS[words[0]]}")
    return words[0], words[1:]


@time_limited
def query(board: Board, question: str, *, timeout: float | None = DEFAULT_TIMEOUT,
          readings: Readings = None) -> QueryAnswer:
    """Answer one question about characteristics; `why` lists the facts the answer rests on."""
    check_call(board, timeout)
    if not isinstance(question, str):
        raise BoardTypeError(f"question: give a text such as 'named forest Forest' (got {type(question).__name__})")
    kind, args = parse_question(question)
    for word in args:
        check_text(word, kind)
    ids: list[str] = []
    names: list[str] = []
    if kind == "named":
        ids, names = [args[0]], [args[1]]
        card = reference_card(args[1])
        if card is not None:
            names = [card.name]
    elif kind == "card-types":
        if args[0] not in ("graveyard", "graveyards"):
            raise BoardError("card-types: the zone is graveyard (cards in all graveyards)")
    else:
        ids = args
    for object_id in ids:
        _check_id(board, object_id)
    # The ids and the name asked about are program parts of queries/query.lp with their inputs external: a process
    # that keeps the board's program grounds only the parts not asked before (engine/solver.py: solve_query_parts).
    objects = [clingo.String(i) for i in dict.fromkeys(ids)]
    asked_names = [clingo.String(n) for n in dict.fromkeys(names)]
    parts = [("asked", (o,)) for o in objects] + [("compared", (o, q)) for o in objects for q in objects]
    parts += [("asked_name", (x,)) for x in asked_names] + [("asked_named", (o, x)) for o in objects for x in asked_names]
    inputs = [clingo.Function("q_object", [o]) for o in objects] + [clingo.Function("q_name", [x]) for x in asked_names]
    if kind == "card-types":  # the zone it names (an external of the board's program, queries/query.lp)
        inputs.append(clingo.Function("q_zone", [clingo.String("graveyard")]))
    if kind in ("kinship", "pt"):  # what it reads beyond the ids' characteristics (externals of queries/query.lp)
        inputs.append(clingo.Function("q_reads", [clingo.Function(kind)]))
    facts = facts_for(board, names=tuple(names), readings=readings)
    answer = solve_query_parts("query", facts, parts, inputs, timeout=timeout, reads=READS)
    decide = {"shares-type": _shares, "named": _named, "same-name": _same_name, "card-types": _card_types,
              "kinship": _kinship, "attach-trigger": _attach, "pt": _pt}[kind]
    value, why = decide(answer, args, names)
    rows = answer.by_name("incomplete")
    complete = answer.complete and not rows
    return QueryAnswer(question, value, tuple(why), complete, incomplete_notes(rows, answer.by_name("why")))


def _shares(answer, args, _names):
    a, b = args
    shared = sorted({_s(s) for o, q, s in answer.by_name("shares") if (o, q) == (a, b)})
    types = {o: sorted(_s(s) for oo, s in answer.by_name("creature_type") if oo == o) for o in (a, b)}
    why = [_said("creature_types", o, types[o]) for o in (a, b)]
    why.append(_said("in_common", shared) if shared else _said("no_type_in_common"))
    return bool(shared), why


def _named(answer, args, names):
    obj, name = args[0], names[0]
    yes = any(o == obj for o, _x in answer.by_name("named"))
    own = sorted(x for o, x in answer.by_name("own_name") if o == obj)
    why = [_said("own_name", obj, own)]
    for _o, name_set, src, _x in answer.by_name("name_set"):
        why.append(_said("in_name_set", src, obj, name_set, name))
    if not yes:
        for _o, name_set, src in answer.by_name("name_set_other"):
            why.append(_said("not_in_name_set", src, obj, name_set, name))
        if not answer.by_name("known_name"):
            why.append(_said("unknown_name", name))
    return yes, why


def _same_name(answer, args, _names):
    a, b = args
    yes = (a, b) in set(answer.by_name("same_name"))
    own = {o: sorted(x for oo, x in answer.by_name("own_name") if oo == o) for o in (a, b)}
    sets = {o: sorted({name_set for oo, name_set, _src in answer.by_name("name_set_other") if oo == o}, key=str)
            for o in (a, b)}
    why = [_said("names", o, own[o], sets[o]) for o in (a, b)]
    why.append(_said("same_name" if yes else "no_same_name"))
    return yes, why


def _card_types(answer, _args, _names):
    types = sorted(_s(t) for (t,) in answer.by_name("graveyard_card_type"))
    by_type: dict[str, list[str]] = defaultdict(list)
    for name, t in answer.by_name("graveyard_card_types"):
        by_type[_s(t)].append(name)
    why = [_said("graveyard_type", t, sorted(set(by_type[t]))) for t in types]
    why.extend(_said("graveyard_type_count", k) for (k,) in answer.by_name("graveyard_card_type_count"))
    for obj, p, t in sorted(answer.by_name("pt")):
        why.append(_said("defined_pt", obj, p, t))
    return types, why


def _kinship(answer, args, _names):
    obj = args[0]
    looks = answer.by_name("kinship")
    candidates = answer.by_name("kinship_candidate")
    if not candidates:
        return False, [_said("no_kinship", obj)]
    if not looks:
        player = next((pl for o, pl in answer.by_name("no_top_card") if o == obj), None)
        return False, [_said("no_top_card", player)]
    rewards = {(name, n): text for name, n, text in answer.by_name("kinship_reward")}
    shares = defaultdict(set)
    for _o, name, n, s in answer.by_name("kinship_shares"):
        shares[(name, n)].add(_s(s))
    top = looks[0][3]
    top_types = sorted({_s(s) for t, s in answer.by_name("top_card_types")})
    why = [_said("top_card", top, top_types)]
    any_yes = False
    for _o, name, n, _top, text in sorted(looks):
        found = sorted(shares.get((name, n), ()))
        any_yes = any_yes or bool(found)
        why.append(_said("may_reveal", n, text, found, rewards.get((name, n), "")) if found
                   else _said("may_not_reveal", n, text))
    if len(looks) > 1:
        why.append(_said("kinship_separately"))
    controller = next((pl for o, pl in answer.by_name("controller") if o == obj), None)
    if (controller,) in set(answer.by_name("top_revealed")):
        why.append(_said("top_revealed"))
    return any_yes, why


def _attach(answer, args, _names):
    e, c = args
    trig = [(name, n) for ee, name, n, cc in answer.by_name("attach_trigger") if (ee, cc) == (e, c)]
    if trig:
        why = [_said("attach_trigger", c, e, trig[0][1]), _said("equipment_control", e)]
    elif (e,) not in set(answer.by_name("equipment")):  # CR 301.5: only an Equipment equips
        kinds = sorted(_s(k) for o, k in answer.by_name("attach_kind") if o == e)
        return False, [_said("not_equipment", e, kinds[0] if kinds else "other")]
    else:
        why = [_no_trigger(answer, e, c)]
    equip = [pl for pl, ee, cc in answer.by_name("may_equip") if (ee, cc) == (e, c)]
    why.append(_said("may_equip", c, equip[0]) if equip else _said("cant_equip", c))
    return bool(trig), why


def _no_trigger(answer, e, c) -> Code:
    """Why the Equipment E's attach trigger doesn't trigger for C, from the rules' rows: it has no such ability, C is no
    creature, no creature of the ability's type, or E can't equip C (CR 301.5c)."""
    types = sorted({_s(s) for o, _name, _n, s in answer.by_name("attach_ability") if o == e})
    if not types:
        return _said("no_attach_ability", e)
    if (c, "creature") not in {(o, _s(t)) for o, t in answer.by_name("card_type")}:
        return _said("attach_not_creature", c)
    if not {_s(s) for o, s in answer.by_name("creature_type") if o == c} & set(types):
        return _said("attach_other_type", c, e, ", ".join(types))
    if (e, c) not in set(answer.by_name("can_equip")):
        return _said("attach_cant_equip", e, c)
    return _said("no_attach_trigger", c, e)


def _pt(answer, args, _names):
    obj = args[0]
    found = answer.by_name("power_toughness")
    why: list[Code] = [_said("printed_pt", p, t) for _o, p, t in answer.by_name("pt_printed")]
    rows = sorted(answer.by_name("l7"), key=lambda r: (_s(r[1]), str(r[2])))
    for _o, sub, _k, src, orig, n, change in rows:
        by = (clingo.Function("counters", [_term(n), _term(_s(orig.arguments[0]))])
              if isinstance(orig, clingo.Symbol) and orig.name == "counters"
              else clingo.Function("ability", [_term(src), _term(n), _term(_s(orig))]))
        why.append(_said("pt_step", _s(sub), change, by))
    if not found:
        if not why and any(o == obj for (o,) in answer.by_name("no_pt")):
            why = [_said("no_pt", obj)]
        return None, why
    (_o, p, t), = found
    return f"{p}/{t}", why


def _term(value: object) -> clingo.Symbol:
    """A value of a row as a term of a code: a text a String, a number a Number, a list a tuple; None: none."""
    if isinstance(value, clingo.Symbol):
        return value
    if value is None:
        return NONE
    if isinstance(value, int):
        return clingo.Number(value)
    if isinstance(value, (list, tuple)):
        return clingo.Tuple_([_term(v) for v in value])
    return clingo.String(str(value))


def _said(name: str, *args: object) -> Code:
    """A line of why: a `query` code (render/words.py: QUERY words it)."""
    return Code("query", clingo.Function(name, [_term(a) for a in args]))
