"""Answers as JSON values (dicts and lists): the documented shapes of docs/cli.md.

Every answer carries "complete" (false when some of it may be missing) and "notes" (what the rules
want said, in words). could-produce and show answered with a bare mapping by id before: they now have
"version": 2 and keep the mapping under "types" and "objects".
"""
from __future__ import annotations

import json
import re
from dataclasses import asdict
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the results' types only: a command imports its own question alone
    from mtgasp.queries.can_activate import CanActivate
    from mtgasp.queries.could_produce import Because, CouldProduce
    from mtgasp.queries.mana import Activation, ManaPools
    from mtgasp.queries.orderings import Choice, OrderingOutcome, Orderings
    from mtgasp.queries.produce import Produce
    from mtgasp.queries.query import QueryAnswer
    from mtgasp.queries.show import Show
    from mtgasp.queries.why import Step

from . import words
from .text import object_trace

# json.dumps escapes the C0 controls; these it leaves raw with ensure_ascii=False, and a terminal may
# act on them (DEL, the C1 controls such as CSI U+009B, and the bidirectional overrides).
_RAW_CONTROLS = re.compile("[\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]")


def _escape_controls(text: str) -> str:
    return _RAW_CONTROLS.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def dumps(value: object) -> str:
    """JSON text, indented, in UTF-8 characters (control characters escaped)."""
    return _escape_controls(json.dumps(value, indent=2, ensure_ascii=False))


def dumps_rows(value: dict, key: str) -> str:
    """dumps(), with the mapping under `key` written one entry per line (boards have thousands of them)."""
    rows = [f"    {json.dumps(k, ensure_ascii=False)}: {json.dumps(v, ensure_ascii=False)}"
            for k, v in value[key].items()]
    inner = "{\n" + ",\n".join(rows) + "\n  }" if rows else "{}"
    head = {k: v for k, v in value.items() if k != key}
    parts = [f"  {json.dumps(k)}: " + (inner if k == key else json.dumps(v, indent=2, ensure_ascii=False)
                                       .replace("\n", "\n  "))
             for k, v in value.items() if k in head or k == key]
    return _escape_controls("{\n" + ",\n".join(parts) + "\n}")


def _by_id_notes(*tables: dict) -> list[str]:
    return [f"{obj}: {text}" for table in tables for obj, codes in table.items() for text in words.said(codes)]


def _step(s: Step) -> dict:
    """A step of an example order, its rule in words."""
    return {"source": s.source, "card": s.card, "ability": s.ability, "option": s.option, "rule": words.say(s.rule),
            "mana": s.mana}


def _because(b: Because) -> dict:
    """An explanation of could-produce, its steps' rules and its reason in words."""
    return {"type": b.type, "produced": b.produced, "ability": b.ability, "text": b.text, "choice": b.choice,
            "steps": [_step(s) for s in b.steps], "result": b.result, "reason": words.say(b.reason) if b.reason else "",
            "triggered": b.triggered}


def could_produce(result: CouldProduce) -> dict:
    """{"version": 2, "types": {"<id>": ["G", ...]}, "complete", "notes", "incomplete"}: the types each
    permanent could produce; "incomplete" names the permanents whose answer may miss types, and why."""
    return {
        "version": 2,
        "types": {k: list(v) for k, v in result.types.items()},
        "complete": result.complete,
        "notes": _by_id_notes(result.notes),
        "incomplete": {k: list(words.said(v)) for k, v in result.incomplete.items()},
        **({"why": {obj: [_because(b) for b in reasons] for obj, reasons in result.why.items()}} if result.why else {}),
    }


def produce(result: Produce) -> dict:
    return {
        "permanent": result.permanent,
        "complete": result.complete,
        "notes": words.listed(result.notes),
        "abilities": [
            {
                "ability": a.ability,
                "text": a.text,
                "chooser": a.chooser,
                "outcomes": [
                    {"mana": o.mana, "orders": o.orders, "example": list(o.example),
                     "steps": [asdict(s) for s in o.steps], "choices": list(o.choices),
                     **({"why": {"choice": o.example_choice, "steps": [_step(s) for s in o.why]}}
                        if o.why else {})}
                    for o in a.outcomes
                ],
            }
            for a in result.abilities
        ],
    }


def _reasons(rows) -> list[dict]:
    """Reasons as {"rule", "text"} (the words of their code), in the order of their rule, then their words."""
    return [{"rule": rule, "text": text} for rule, text in words.reasons(rows)]


def can_activate(result: CanActivate) -> dict:
    # What the answer depends on (result.notes: an unmodelled card, named), as the text says it; without any,
    # an incomplete answer is a payment search that stopped early.
    notes = list(words.said(result.notes)) or ([] if result.complete else [
        "the search for a payment of a mana cost stopped early: an ability said to be not activatable may be"])
    return {
        "permanent": result.permanent,
        "abilities": [
            {"ability": a.ability, "text": a.text, "mana_ability": a.mana_ability, "can_activate": a.can_activate,
             "reasons": _reasons(a.reasons), **({"why": _reasons(a.why)} if a.why else {})}
            for a in result.abilities
        ],
        "complete": result.complete,
        "notes": notes,
        **({"mode": result.mode} if result.mode == "with_priority" else {}),
    }


def _activation(a: Activation) -> dict:
    out: dict = {"permanent": a.permanent, "ability": a.ability, "text": a.text, "adds": a.adds}
    if a.pays:
        out["pays"] = a.pays
    if a.taps:
        out["taps"] = a.taps
    if a.triggers:
        out["triggers"] = [asdict(t) for t in a.triggers]
    return out


def mana(result: ManaPools) -> dict:
    out: dict = {
        "player": result.player,
        "options": [{"mana": o.mana, "activations": [_activation(a) for a in o.activations]}
                    for o in result.options],
        "pools_found": result.pools_found,
        "pools_listed": result.pools_listed,
        # too many to list: each maximal pool is the sum of one choice per source, every such sum one (ManaPools.sum_of)
        "sum_of": [{"sources": list(g.sources), "choices": list(g.choices)} for g in result.sum_of],
        "complete": result.complete,
        "cost": None,
        "mode": result.mode,
    }
    if result.mode == "with_priority":
        out["unbounded"] = result.unbounded
        out["loop"] = [{**_activation(s.activation), "rule": s.rule} for s in result.loop]
        out["loop_setup"] = [{**_activation(s.activation), "rule": s.rule} for s in result.setup]
    if result.cost is not None:
        c = result.cost
        out["cost"] = {"cost": c.cost, "payable": c.payable, "payment": [asdict(p) for p in c.payment],
                       "life": c.life, "remaining": c.remaining, "fewest_activations": c.fewest,
                       "activations": [_activation(a) for a in c.activations]}
    out["notes"] = words.listed(result.notes)
    return out


def show_answer(result: Show, explain: bool = False) -> dict:
    """{"version": 2, "objects": show(), "complete", "notes"}: what `mtgasp show --json` prints."""
    return {"version": 2, "objects": show(result, explain), "complete": result.complete,
            "notes": [message] if (message := words.show_message(result.message, result.incomplete)) else []}


def show(result: Show, explain: bool = False) -> dict:
    out: dict = {}
    for obj, v in result.objects.items():
        names: object
        if v.all_nonlegendary_creature_names:
            names = {"all_nonlegendary_creature_names": True, "also": list(v.names)}
        else:
            names = list(v.names)
        out[obj] = {
            "card": v.card, "names": names, "card_types": list(v.card_types), "supertypes": list(v.supertypes),
            "subtypes": list(v.subtypes), "colors": [c.upper() for c in v.colors],
            "abilities": [{"text": a.text, "source": a.source, **({"activated_by": a.activated_by}
                                                                   if a.activated_by else {})}
                          for a in v.abilities],
            "lost_abilities": [{"text": a.text, "lost_to": a.lost_to, "rule": a.rule} for a in v.lost_abilities],
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
        if v.copy_of:
            out[obj]["copy_of"] = v.copy_of
        if v.incomplete_fields:  # fields the answer can't vouch for ("notes" says why)
            out[obj]["incomplete_fields"] = list(v.incomplete_fields)
        if explain:
            out[obj]["layers"] = [
                {"layer": s.layer, "step": s.step, "source": s.source, "card": s.card, "ability": s.ability,
                 "text": s.text, "depends_on": list(s.depends_on),
                 "changes": [c.split(": ", 1)[1] for c in words.changes(s) if c.startswith(obj + ": ")]}
                for s in object_trace(result, obj)]
    return out


def query(result: QueryAnswer) -> dict:
    return {"question": result.question, "answer": result.answer, "why": words.why_lines(result.why),
            "complete": result.complete,
            "notes": list(words.said(result.notes)) if result.notes else
                     [] if result.complete else ["the search stopped early: the answer may be wrong"]}


def _choice(c: Choice) -> dict:
    """A choice of the tree, its rule in words (with the choices made before it enters, CR 614.12a)."""
    return {"card": c.card, "ability": c.ability, "text": c.text, "sources": list(c.sources), "choices": c.choices,
            "option": c.option, "rule": words.choice_rule(c), "target": c.target}


def _listed(result: Orderings, limit: int | None) -> tuple[OrderingOutcome, ...]:
    return result.outcomes if limit is None else result.outcomes[:limit]


def orderings(result: Orderings, limit: int | None = None) -> dict:
    listed = _listed(result, limit)
    return {
        "event": words.event(result.event),
        "chooser": result.chooser,
        "order_matters": result.order_matters,
        "choice_matters": result.choice_matters,
        "witnesses": [{"kind": w.kind, "first": [asdict(s) for s in w.first], "first_result": w.first_result,
                       "second": [asdict(s) for s in w.second], "second_result": w.second_result}
                      for w in result.witnesses],
        "orders": result.orders,
        "outcomes": [{"result": o.result, "orders": o.orders, "example": list(o.example),
                      "steps": [asdict(s) for s in o.steps]} for o in listed],
        "kind": result.kind,
        "complete": result.complete,
        "truncated": len(listed) < len(result.outcomes),
        "notes": words.listed(result.notes),
        "tree": {"decoded": result.tree_decoded, "size": result.tree_size, "roots": list(result.roots),
                 "points": [{"index": p.index, "result": p.result, "depth": p.depth, "orders_to": p.orders_to,
                             "orders_from": p.orders_from, "final": p.final,
                             "choices": [_choice(c) for c in p.choices]} for p in result.points]},
    }


