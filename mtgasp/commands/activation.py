"""can-activate and mana: thin commands over mtgasp.can_activate and mtgasp.mana."""
from __future__ import annotations

import argparse
import json
from dataclasses import asdict

import mtgasp


def can_activate_json(result: mtgasp.CanActivate) -> dict:
    return {
        "permanent": result.permanent,
        "abilities": [
            {"ability": a.ability, "text": a.text, "mana_ability": a.mana_ability, "can_activate": a.can_activate,
             "reasons": [asdict(r) for r in a.reasons]}
            for a in result.abilities
        ],
        "complete": result.complete,
        "notes": list(result.notes),
    }


def _activation_json(a: mtgasp.Activation) -> dict:
    out = {"permanent": a.permanent, "ability": a.ability, "text": a.text, "adds": a.adds}
    if a.pays:
        out["pays"] = a.pays
    if a.taps:
        out["taps"] = a.taps
    if a.triggers:
        out["triggers"] = [asdict(t) for t in a.triggers]
    return out


def mana_json(result: mtgasp.ManaPools) -> dict:
    out: dict = {
        "player": result.player,
        "options": [{"mana": o.mana, "activations": [_activation_json(a) for a in o.activations]}
                    for o in result.options],
        "pools_found": result.pools_found,
        "complete": result.complete,
        "cost": None,
    }
    if result.cost is not None:
        c = result.cost
        out["cost"] = {"cost": c.cost, "payable": c.payable, "payment": [asdict(p) for p in c.payment],
                       "life": c.life, "remaining": c.remaining, "fewest_activations": c.fewest,
                       "activations": [_activation_json(a) for a in c.activations]}
    if result.notes:
        out["notes"] = list(result.notes)
    return out


def _braces(mana: str) -> str:
    return "".join("{" + ch + "}" for ch in mana) or "no mana"


def _describe(a: mtgasp.Activation) -> str:
    text = f"{a.permanent} ability {a.ability}: {_braces(a.adds)}"
    if a.pays:
        text += f" (paying {_braces(a.pays)})"
    if a.taps:
        text += f" (tapping {a.taps})"
    for t in a.triggers:
        text += f" + {_braces(t.adds)} from {t.source}"
    return text


def _can_activate(args: argparse.Namespace) -> str:
    result = mtgasp.can_activate(mtgasp.load_board(args.board), args.id, args.ability)
    if args.json:
        return json.dumps(can_activate_json(result), indent=2)
    if not result.abilities:
        return f"{result.permanent}: no activated ability"
    lines = []
    for a in result.abilities:
        lines.append(f"{result.permanent} ability {a.ability}: {a.text}")
        if a.can_activate:
            lines.append("  yes")
        else:
            lines.extend(f"  no — CR {r.rule}: {r.text}" for r in a.reasons)
    lines.extend(result.notes)
    if not result.complete and not result.notes:
        lines.append("INCOMPLETE: the search stopped early")
    return "\n".join(lines)


def _mana(args: argparse.Namespace) -> str:
    result = mtgasp.mana(mtgasp.load_board(args.board), args.player, cost=args.cost)
    if args.json:
        return json.dumps(mana_json(result), indent=2)
    n = len(result.options)
    lines = [f"{result.player}: {n} maximal pool{'s' if n != 1 else ''} of mana"]
    for o in result.options:
        lines.append(f"  {_braces(o.mana)}")
        lines.extend(f"      {_describe(a)}" for a in o.activations)
    if result.cost is not None:
        c = result.cost
        if c.payable:
            paid = ", ".join(f"{p.symbol} with {p.paid_with if 'life' in p.paid_with else _braces(p.paid_with)}"
                             for p in c.payment)
            lines.append(f"cost {c.cost}: payable — {paid or 'nothing to pay'}")
            lines.extend(f"      {_describe(a)}" for a in c.activations)
        else:
            lines.append(f"cost {c.cost}: not payable")
    lines.extend(result.notes)
    return "\n".join(lines)


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("can-activate", help="can each activated ability of a permanent be activated now, and why not")
    p.add_argument("board")
    p.add_argument("id")
    p.add_argument("--ability", type=int, help="only ability N (numbered as `produce` numbers them)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=_can_activate)

    p = sub.add_parser("mana", help="every maximal pool of mana a player can make now, and whether a cost can be paid")
    p.add_argument("board")
    p.add_argument("player")
    p.add_argument("--cost", help='a mana cost such as "{2}{G}{G}" (generic, colored, hybrid, Phyrexian, {C})')
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=_mana)
