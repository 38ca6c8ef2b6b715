"""show and query: thin commands over mtgasp.show and mtgasp.query (characteristics, CR 109-110, 201,
205, 301.5, 308, 613)."""
from __future__ import annotations

import argparse
import json

import mtgasp
from mtgasp.queries.characteristics import name_summary, object_trace, show_json

COLOR_NAMES = {"w": "white", "u": "blue", "b": "black", "r": "red", "g": "green"}
# The order of a printed type line ("Legendary Kindred Artifact Creature").
LINE_ORDER = ("basic", "legendary", "ongoing", "snow", "world", "kindred", "artifact", "enchantment", "land",
              "planeswalker", "battle", "creature", "instant", "sorcery")


def _title(words) -> str:
    return " ".join(w.replace("_", " ").title() for w in words)


def _show(args: argparse.Namespace) -> str:
    result = mtgasp.show(mtgasp.load_board(args.board), args.id)
    if args.json:
        return json.dumps(show_json(result, args.explain), indent=2, ensure_ascii=False)
    lines = []
    for obj, v in result.objects.items():
        words = sorted(v.supertypes + v.card_types, key=lambda w: (LINE_ORDER.index(w) if w in LINE_ORDER else 99, w))
        type_line = _title(words)
        if v.subtypes:
            shown = v.subtypes if len(v.subtypes) <= 12 else v.subtypes[:12]
            more = f" … ({len(v.subtypes)} subtypes)" if len(v.subtypes) > 12 else ""
            type_line += " — " + _title(shown) + more
        head = f"{obj}: {v.card}" + ("" if v.zone == "battlefield" else " (effect)")
        lines.append(head)
        lines.append(f"  names:       {name_summary(v)}")
        lines.append(f"  type line:   {type_line or '-'}")
        lines.append(f"  colors:      {', '.join(COLOR_NAMES[c] for c in v.colors) or 'colorless'}")
        control = f"  controller:  {v.controller}" + (f" (owner {v.owner})" if v.owner != v.controller else "")
        if v.attached_to:
            control += f"; attached to {v.attached_to}" + (" (illegally: it becomes unattached, CR 301.5c)"
                                                           if v.illegally_attached else "")
        lines.append(control)
        if v.mana_value is not None:
            x_note = " (X is 0 on the battlefield, CR 107.3m)" if v.x is not None else ""
            lines.append(f"  mana value:  {v.mana_value}{x_note}")
        if v.power_toughness is not None:
            lines.append(f"  p/t:         {v.power_toughness[0]}/{v.power_toughness[1]} (characteristic-defining)")
        if v.noted:
            lines.append(f"  noted names: {', '.join(v.noted)}")
        for a in v.abilities:
            src = "" if a.source == "printed" else f"   [from {a.source}]"
            lines.append(f"  ability:     {a.text}{src}")
        for a in v.lost_abilities:
            lines.append(f"  lost:        {a.text}   [to {a.lost_to}, CR 305.7]")
        if args.explain:
            for s in object_trace(result, obj):
                step = f"layer {s.layer}" + (f", step {s.step}" if s.layer == 4 else "")
                changes = "; ".join(c.split(": ", 1)[1] for c in s.changes if c.startswith(obj + ": "))
                lines.append(f"  {step + ':':<17}{s.source}: {changes}")
    if args.explain and args.id is None:
        lines.append("layer 4 (CR 613.1d), in the order applied (timestamps, CR 613.7; dependencies, CR 613.8):")
        for s in result.trace:
            if s.layer != 4:
                continue
            deps = f"  [waited for {', '.join(s.depends_on)}: dependency]" if s.depends_on else ""
            lines.append(f"  {s.step}. {s.source} ({s.card}): {s.text}{deps}")
            lines.extend(f"       {c}" for c in s.changes)
        others = [s for s in result.trace if s.layer != 4]
        if others:
            lines.append("layers 5 and 6 (CR 613.1e-f):")
            lines.extend(f"  layer {s.layer}: {s.source}: {c}" for s in others for c in s.changes)
    if not result.complete:
        lines.append(f"INCOMPLETE: {result.message}")
    return "\n".join(lines) if lines else "no objects"


def _query(args: argparse.Namespace) -> str:
    result = mtgasp.query(mtgasp.load_board(args.board), args.question)
    if args.json:
        return json.dumps({"answer": result.answer, "why": list(result.why)}, indent=2, ensure_ascii=False)
    answer = result.answer
    if isinstance(answer, bool):
        answer = "yes" if answer else "no"
    elif isinstance(answer, list):
        answer = f"{len(answer)}: {', '.join(answer)}" if answer else "0"
    return "\n".join([f"{result.question}: {answer}"] + [f"  - {w}" for w in result.why])


def register(subparsers) -> None:
    p = subparsers.add_parser("show", help="each permanent's characteristics after all continuous effects (CR 613)")
    p.add_argument("board")
    p.add_argument("id", nargs="?")
    p.add_argument("--json", action="store_true")
    p.add_argument("--explain", action="store_true", help="the layer-by-layer trace")
    p.set_defaults(run=_show)
    p = subparsers.add_parser("query", help='a question: shares-type A B, named ID "Name", same-name A B, '
                                            "card-types graveyard, kinship ID, attach-trigger EQUIPMENT ID")
    p.add_argument("board")
    p.add_argument("question")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=_query)
