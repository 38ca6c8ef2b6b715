"""query: one question about characteristics (shares-type, named, same-name, card-types, kinship,
attach-trigger, pt), decided by queries/query.lp; this module names the question's inputs and words the answer."""
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
from mtgasp.engine.solver import solve_query

from .arguments import check_call
from .codes import Said, incomplete
from .run import facts_for
from .show import _check_id, _s

# The predicates this question reads (name: arity), each shown by queries/query.lp (tests/test_rows.py): any other
# name read raises UnshownRow (engine/solver.py).
READS = {"attach_trigger": 4, "controller": 2, "creature_type": 2, "graveyard_card_type": 1,
         "graveyard_card_types": 2, "incomplete": 2, "kinship": 5, "kinship_candidate": 3, "kinship_reward": 3,
         "kinship_shares": 4, "known_name": 1, "l7": 7, "may_equip": 3, "name_set": 4, "name_set_other": 3,
         "named": 2, "own_name": 2, "power_toughness": 3, "pt": 3, "pt_printed": 3, "same_name": 2, "shares": 3,
         "top_card_types": 2, "top_revealed": 1}


@dataclass(frozen=True)
class QueryAnswer:
    question: str
    answer: object
    why: tuple[Said, ...]  # the facts the answer rests on; an incomplete code (render/words.py) for what it can't vouch for
    complete: bool = True


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
    extra = {"q_object": [(i,) for i in ids], "q_name": [(n,) for n in names]}
    answer = solve_query("query", facts_for(board, extra, names=tuple(names), readings=readings), timeout=timeout, reads=READS)
    decide = {"shares-type": _shares, "named": _named, "same-name": _same_name, "card-types": _card_types,
              "kinship": _kinship, "attach-trigger": _attach, "pt": _pt}[kind]
    value, why = decide(answer, args, names)
    complete = answer.complete and not answer.by_name("incomplete")
    return QueryAnswer(question, value, tuple(why), complete)


def _shares(answer, args, _names):
    a, b = args
    shared = sorted({_s(s) for o, q, s in answer.by_name("shares") if (o, q) == (a, b)})
    types = {o: sorted(_s(s) for oo, s in answer.by_name("creature_type") if oo == o) for o in (a, b)}
    why = [f"{o} has creature types: {_list(types[o], 12) or 'none'}" for o in (a, b)]
    if shared:
        why.append(f"in common: {_list(shared, 12)}")
    else:
        why.append("no creature type in common (an object with no creature type shares none)")
    return bool(shared), why


def _named(answer, args, names):
    obj, name = args[0], names[0]
    yes = any(o == obj for o, _x in answer.by_name("named"))
    why = []
    own = sorted(x for o, x in answer.by_name("own_name") if o == obj)
    why.append(f"{obj}'s own name: {', '.join(own)}")
    for _o, name_set, src, _x in answer.by_name("name_set"):
        why.append(f"{src} gives {obj} every name of {_s(name_set).replace('_', ' ')}, and {name} is one of them "
                   f"(the card reference: a nonlegendary creature card)")
    if not yes:
        for _o, name_set, src in answer.by_name("name_set_other"):
            why.append(f"{src} gives {obj} every name of {_s(name_set).replace('_', ' ')}, but {name!r} is not one "
                       f"of them")
        if not answer.by_name("known_name"):
            why.append(f"{name!r} is not a card name of the Oracle card reference")
    return yes, why


def _same_name(answer, args, _names):
    a, b = args
    yes = (a, b) in set(answer.by_name("same_name"))
    own = {o: sorted(x for oo, x in answer.by_name("own_name") if oo == o) for o in (a, b)}
    why = [f"{o}: {', '.join(own[o]) or 'no name'}" + ("" if not any(oo == o for oo, _s2, _src in
                                                                      answer.by_name("name_set_other"))
                                                       else " and every nonlegendary creature card name")
           for o in (a, b)]
    why.append("CR 201.2a: one name in common is enough" if yes else "no name in common")
    return yes, why


def _card_types(answer, _args, _names):
    types = sorted(_s(t) for (t,) in answer.by_name("graveyard_card_type"))
    by_type: dict[str, list[str]] = defaultdict(list)
    for name, t in answer.by_name("graveyard_card_types"):
        by_type[_s(t)].append(name)
    why = [f"{t}: {', '.join(sorted(set(by_type[t])))}" for t in types]
    why.append(f"{len(types)} card type(s) among cards in all graveyards (Kindred counts; supertypes don't)")
    for obj, p, t in sorted(answer.by_name("pt")):
        why.append(f"{obj} is {p}/{t} (its characteristic-defining ability, CR 604.3)")
    return types, why


def _kinship(answer, args, _names):
    obj = args[0]
    looks = answer.by_name("kinship")
    candidates = answer.by_name("kinship_candidate")
    if not candidates:
        return False, [f"{obj} has no kinship ability"]
    if not looks:
        owner = next((pl for o, pl in answer.by_name("controller") if o == obj), "its controller")
        return False, [f"{owner}'s library is empty or not on the board (libraries:): there is no top card to look at"]
    rewards = {(name, n): text for name, n, text in answer.by_name("kinship_reward")}
    shares = defaultdict(set)
    for _o, name, n, s in answer.by_name("kinship_shares"):
        shares[(name, n)].add(_s(s))
    why = []
    top = looks[0][3]
    top_types = sorted({_s(s) for t, s in answer.by_name("top_card_types")})
    why.append(f"the top card is {top} (creature types: {_list(top_types, 8) or 'none'}); it stays on top")
    any_yes = False
    for _o, name, n, _top, text in sorted(looks):
        found = sorted(shares.get((name, n), ()))
        any_yes = any_yes or bool(found)
        reward = rewards.get((name, n), "")
        verdict = (f"may reveal it (shares {_list(found, 6)}); revealing is optional; if revealed: {reward}" if found
                   else "may not reveal it: no creature type in common")
        why.append(f"ability {n} ({text.split(' — ')[0]}): {verdict}")
    if len(looks) > 1:
        why.append("each kinship ability triggers and resolves separately, looking at the same card")
    controller = next((pl for o, pl in answer.by_name("controller") if o == obj), None)
    if (controller,) in set(answer.by_name("top_revealed")):
        why.append("the top card is already revealed (play with the top card revealed): revealing for kinship is "
                   "still a choice")
    return any_yes, why


def _attach(answer, args, _names):
    e, c = args
    trig = [(name, n) for ee, name, n, cc in answer.by_name("attach_trigger") if (ee, cc) == (e, c)]
    why = []
    if trig:
        why.append(f"{c} is a creature of the type in {e}'s ability {trig[0][1]}: it triggers whoever controls {c}")
        why.append(f"if {e} is attached, its controller keeps control of it; only they may activate its equip "
                   f"ability (CR 301.5d)")
    else:
        why.append(f"{c} entering would not trigger {e}: not a creature of that type (a noncreature Kindred card "
                   f"doesn't count), or {e} can't equip it")
    equip = [pl for pl, ee, cc in answer.by_name("may_equip") if (ee, cc) == (e, c)]
    why.append(f"equip onto {c}: " + (f"{equip[0]} may" if equip else "not possible (equip needs a creature its "
                                                                      "controller controls)"))
    return bool(trig), why


def _pt(answer, args, _names):
    obj = args[0]
    found = answer.by_name("power_toughness")
    why: list[Said] = [f"printed {p}/{t}" for _o, p, t in answer.by_name("pt_printed")]
    rows = sorted(answer.by_name("l7"), key=lambda r: (_s(r[1]), str(r[2])))
    for _o, sub, _k, src, orig, n, change in rows:
        values = [a.number for a in change.arguments]
        if change.name == "set":
            what = f"set to {values[0]}/{values[1]}"
        elif change.name == "add":
            what = f"{values[0]:+d}/{values[1]:+d}"
        else:
            what = "power and toughness switched"
        by = f"{n} {_s(orig.arguments[0])} counter(s)" if isinstance(orig, clingo.Symbol) and orig.name == "counters" \
            else f"{src} (ability {n} of {_s(orig)})"
        why.append(f"layer 7{_s(sub)}: {what} by {by}")
    why.extend(incomplete(code) for _o, code in answer.by_name("incomplete"))
    if not found:
        return None, why or [f"{obj} is not a creature: it has no power or toughness (CR 208.3, 302.4)"]
    (_o, p, t), = found
    return f"{p}/{t}", why


def _list(items: list[str], limit: int) -> str:
    if len(items) > limit:
        return ", ".join(items[:limit]) + f", … ({len(items)} in all)"
    return ", ".join(items)
