"""show and query: characteristics after continuous effects (rules/characteristics.lp, layer4.lp,
layers.lp, names.lp, equipment.lp, kinship.lp), decoded from the answer sets of queries/show.lp and
queries/query.lp. Every rules question is decided by the solver; this module only collects and renders."""
from __future__ import annotations

import shlex
from collections import defaultdict
from dataclasses import dataclass

import clingo

from mtgasp.encoder import Board, BoardError, board_facts
from mtgasp.encoder.library import did_you_mean, nearest_names
from mtgasp.encoder.reference import nonlegendary_creature_names, reference_card

from .solver import DEFAULT_TIMEOUT, solve_query

COLOR_NAMES = {"w": "white", "u": "blue", "b": "black", "r": "red", "g": "green"}
SET_NAMES = {"nonlegendary_creature_cards": "all_nonlegendary_creature_names"}


@dataclass(frozen=True)
class AbilityView:
    text: str
    source: str  # "printed", or the id of the object whose effect grants it
    origin: str  # the card (or intrinsic land type) the ability is defined on
    number: int
    activated_by: str | None = None  # for an activated ability: the only player who may activate it


@dataclass(frozen=True)
class LostAbility:
    text: str
    lost_to: str  # the id of the object whose layer-4 effect removed it (CR 305.7)


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
    changes: tuple[str, ...]  # "forest: -forest +mountain", "urborg: loses its rules-text abilities", ...


@dataclass(frozen=True)
class Show:
    objects: dict[str, ObjectView]
    trace: tuple[TraceStep, ...] = ()
    complete: bool = True
    message: str = ""


@dataclass(frozen=True)
class QueryAnswer:
    question: str
    answer: object
    why: tuple[str, ...]
    complete: bool = True


def _s(value) -> str:
    return value if isinstance(value, str) else str(value)


def _check_id(board: Board, object_id: str) -> None:
    if board.get(object_id) is None:
        ids = [o.id for o in board.objects]
        raise BoardError(f"no object with id {object_id!r}{did_you_mean(object_id, ids, 'ids')}", board.source)


def show(board: Board, object_id: str | None = None, *, timeout: float = DEFAULT_TIMEOUT) -> Show:
    """Every object's characteristics after all continuous effects (or one object's), with the trace."""
    if object_id is not None:
        _check_id(board, object_id)
    answer = solve_query("show", board_facts(board), timeout=timeout, trace=True)
    rows: dict[str, dict] = defaultdict(lambda: defaultdict(list))
    for name in ("object", "card", "controller", "owner", "attached", "timestamp", "mana_value", "x_value"):
        for obj, value in answer.by_name(name):
            rows[obj][name] = value
    for name in ("type", "supertype", "subtype", "color", "name", "noted"):
        for obj, value in answer.by_name(name):
            rows[obj][name + "s"].append(_s(value))
    for obj, p, t in answer.by_name("pt"):
        rows[obj]["pt"] = (p, t)
    for obj, _q in answer.by_name("illegally_attached"):
        rows[obj]["illegal"] = True
    for obj, name_set, src in answer.by_name("all_names"):
        rows[obj]["sets"].append((_s(name_set), src))
    activators = {(obj, _s(orig), n): pl for obj, orig, n, pl in answer.by_name("activator")}
    for obj, orig, n, text, source in answer.by_name("ability"):
        src = "printed"
        if isinstance(source, clingo.Symbol) and source.name in ("granted", "layer4"):
            src = _s(source.arguments[0].string)
        elif isinstance(source, clingo.Symbol) and source.name == "changeling":
            src = "printed"
        rows[obj]["abilities"].append(AbilityView(text, src, _s(orig), n,
                                                  activators.get((obj, _s(orig), n))))
    for obj, _orig, _n, text, by in answer.by_name("lost"):
        rows[obj]["lost"].append(LostAbility(text, by))
    objects = {}
    for obj, r in sorted(rows.items()):
        if "object" not in r or (object_id is not None and obj != object_id):
            continue
        # The intrinsic ability of a basic land type first, then the printed ones in card order, then granted.
        abilities = sorted(set(r["abilities"]), key=lambda a: (0 if a.origin.startswith("intrinsic(") else
                                                                1 if a.source == "printed" else 2,
                                                                a.source, a.origin, a.number))
        objects[obj] = ObjectView(
            id=obj, card=r["card"], zone="battlefield" if _s(r["object"]) == "permanent" else "effect",
            controller=r["controller"], owner=r["owner"], timestamp=r["timestamp"],
            names=tuple(sorted(r["names"])), name_sets=tuple(sorted(r["sets"])),
            card_types=tuple(sorted(r["types"])), supertypes=tuple(sorted(r["supertypes"])),
            subtypes=tuple(sorted(r["subtypes"])), colors=tuple(c for c in "wubrg" if c in r["colors"]),
            abilities=tuple(abilities), lost_abilities=tuple(sorted(set(r["lost"]), key=lambda a: a.text)),
            attached_to=r.get("attached"), illegally_attached=bool(r.get("illegal")),
            noted=tuple(sorted(r["noteds"])), mana_value=r.get("mana_value"), x=r.get("x_value"),
            power_toughness=r.get("pt"))
    return Show(objects, _trace(answer, object_id), answer.complete, answer.message)


def _trace(answer, object_id: str | None) -> tuple[TraceStep, ...]:
    texts = {(n, k): t for n, k, t in answer.by_name("effect_text")}
    deps: dict[tuple, list[str]] = defaultdict(list)
    for sa, na, ka, sb, _nb, _kb in answer.by_name("l4_depends"):
        deps[(sa, na, ka)].append(sb)
    changes: dict[int, list[str]] = defaultdict(list)
    wanted = (lambda o: True) if object_id is None else (lambda o: o == object_id)
    for i, obj, kind, value in sorted(answer.by_name("l4_removed"), key=str):
        if wanted(obj):
            changes[i].append(f"{obj}: loses {_kind(kind)} {value}")
    for i, obj, kind, value in sorted(answer.by_name("l4_added"), key=str):
        if wanted(obj):
            changes[i].append(f"{obj}: gains {_kind(kind)} {value}")
    for i, obj in sorted(answer.by_name("l4_text_lost"), key=str):
        if wanted(obj):
            changes[i].append(f"{obj}: loses the abilities of its rules text (CR 305.7)")
    applied: dict[int, list[str]] = defaultdict(list)
    for i, obj in answer.by_name("l4_applied"):
        applied[i].append(obj)
    steps = []
    for i, src, card, n in sorted(answer.by_name("l4_step")):
        if object_id is not None and not changes.get(i) and object_id not in applied.get(i, []) and src != object_id:
            continue
        note = () if applied.get(i) else ("(does not apply: its source lost the ability, or nothing matches)",)
        steps.append(TraceStep(4, i, src, card, n, texts.get((card, n), ""), tuple(sorted(set(deps[(src, card, n)]))),
                               tuple(changes.get(i, [])) + note))
    for obj, src, color, status in sorted(answer.by_name("l5"), key=str):
        if wanted(obj):
            verb = "sets" if _s(status) == "applies" else "would set (a later effect wins)"
            steps.append(TraceStep(5, 0, src, "", 0, "", (), (f"{obj}: {verb} its color to {COLOR_NAMES[_s(color)]}",)))
    ability_texts = {(_s(orig), n): text for _o, orig, n, text, _src in answer.by_name("ability")}
    for obj, src, orig, n in sorted(answer.by_name("l6"), key=str):
        if wanted(obj):
            text = ability_texts.get((_s(orig), n), f"ability {n} of {_s(orig)}")
            steps.append(TraceStep(6, 0, src, _s(orig), n, text, (), (f"{obj}: gains \"{text}\"",)))
    return tuple(steps)


def _kind(kind) -> str:
    return {"sub": "subtype", "type": "card type", "super": "supertype"}.get(_s(kind), _s(kind))


def show_json(result: Show, explain: bool = False) -> dict:
    out = {}
    for obj, v in result.objects.items():
        if v.all_nonlegendary_creature_names:
            names: object = {"all_nonlegendary_creature_names": True, "also": list(v.names)}
        else:
            names = list(v.names)
        out[obj] = {
            "card": v.card, "names": names, "card_types": list(v.card_types), "supertypes": list(v.supertypes),
            "subtypes": list(v.subtypes), "colors": [c.upper() for c in v.colors],
            "abilities": [{"text": a.text, "source": a.source, **({"activated_by": a.activated_by}
                                                                   if a.activated_by else {})}
                          for a in v.abilities],
            "lost_abilities": [{"text": a.text, "lost_to": a.lost_to} for a in v.lost_abilities],
            "controller": v.controller, "owner": v.owner, "attached_to": v.attached_to, "timestamp": v.timestamp,
        }
        if v.illegally_attached:
            out[obj]["illegally_attached"] = True
        if v.mana_value is not None:
            out[obj]["mana_value"] = v.mana_value
        if v.power_toughness is not None:
            out[obj]["power_toughness"] = list(v.power_toughness)
        if v.noted:
            out[obj]["noted"] = list(v.noted)
        if explain:
            out[obj]["layers"] = [
                {"layer": s.layer, "step": s.step, "source": s.source, "card": s.card, "ability": s.ability,
                 "text": s.text, "depends_on": list(s.depends_on),
                 "changes": [c.split(": ", 1)[1] for c in s.changes if c.startswith(obj + ": ")]}
                for s in object_trace(result, obj)]
    return out


def object_trace(result: Show, obj: str) -> list[TraceStep]:
    """The steps of the trace that changed `obj`."""
    return [s for s in result.trace if any(c.startswith(obj + ": ") for c in s.changes)]


QUESTIONS = {
    "shares-type": "shares-type ID1 ID2: do they share a creature type?",
    "named": 'named ID "Name": does it have that name (CR 201.2)?',
    "same-name": "same-name ID1 ID2: do they have a name in common (CR 201.2a)?",
    "card-types": "card-types graveyard: the card types among cards in all graveyards",
    "kinship": "kinship ID: may its kinship abilities reveal the top card (CR 207.2c)?",
    "attach-trigger": "attach-trigger EQUIPMENT ID: would ID entering trigger the Equipment's attach ability?",
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
    arity = {"shares-type": 2, "named": 2, "same-name": 2, "card-types": 1, "kinship": 1, "attach-trigger": 2}
    if len(words) - 1 != arity[words[0]]:
        raise BoardError(f"{words[0]} takes {arity[words[0]]} argument(s): {QUESTIONS[words[0]]}")
    return words[0], words[1:]


def query(board: Board, question: str, *, timeout: float = DEFAULT_TIMEOUT) -> QueryAnswer:
    """Answer one question about characteristics; `why` lists the facts the answer rests on."""
    kind, args = parse_question(question)
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
    answer = solve_query("query", board_facts(board, extra, names=tuple(names)), timeout=timeout)
    decide = {"shares-type": _shares, "named": _named, "same-name": _same_name, "card-types": _card_types,
              "kinship": _kinship, "attach-trigger": _attach}[kind]
    value, why = decide(answer, args, names)
    return QueryAnswer(question, value, tuple(why), answer.complete)


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
        reward = text.split("If you do, ", 1)[1] if "If you do, " in text else ""
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


def _list(items: list[str], limit: int) -> str:
    if len(items) > limit:
        return ", ".join(items[:limit]) + f", … ({len(items)} in all)"
    return ", ".join(items)


def name_summary(view: ObjectView) -> str:
    if view.all_nonlegendary_creature_names:
        return (f"every nonlegendary creature card name ({len(nonlegendary_creature_names()):,}), and "
                + ", ".join(view.names))
    return ", ".join(view.names)
