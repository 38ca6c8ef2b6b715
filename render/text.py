"""Answers as text for people: aligned tables, one finding per line, the rule beside each reason."""
from __future__ import annotations

from typing import TYPE_CHECKING

from mtgasp.encoder.library import CardInfo
from mtgasp.encoder.reference import nonlegendary_creature_names

from . import words

if TYPE_CHECKING:  # the results' types only: a command imports its own question alone
    from mtgasp.queries.can_activate import CanActivate
    from mtgasp.queries.could_produce import Because, CouldProduce
    from mtgasp.queries.mana import Activation, ManaPools
    from mtgasp.queries.orderings import OrderingOutcome, Orderings
    from mtgasp.queries.produce import Produce
    from mtgasp.queries.query import QueryAnswer
    from mtgasp.queries.show import ObjectView, Show, TraceStep
    from mtgasp.queries.why import Step

COLOR_NAMES = {"w": "white", "u": "blue", "b": "black", "r": "red", "g": "green"}
# The order of a printed type line ("Legendary Kindred Artifact Creature").
LINE_ORDER = ("basic", "legendary", "ongoing", "snow", "world", "kindred", "artifact", "enchantment", "land",
              "planeswalker", "battle", "creature", "instant", "sorcery")


COMPACT_FROM = 5  # a run of this many equal mana symbols or more is written {B}×216



# The keywords an entering object may gain as it enters (enter_with_keyword/1 and Riot's haste, rules/replacement/enter.lp).
_ENTER_KEYWORDS = ("haste", "flying", "first_strike", "trample", "fear", "vigilance", "lifelink", "deathtouch")


def _enter_choice(c: str) -> str:
    if c == "haste":  # (Riot's "it gains haste")
        return "gains haste"
    if c in _ENTER_KEYWORDS:  # "it enters with first strike"
        return f"with {c.replace('_', ' ')}"
    if c == "day":
        return "it becomes day"
    if c == "quoted_ability":  # "it enters ... and with "Pay 3 life: Regenerate this creature."" (the Volvers)
        return "with its quoted ability"
    return f"{c.replace('_', ' ')} chosen"

def braces(mana: str) -> str:
    """Mana letters as symbols: "GG" → "{G}{G}", 216 B → "{B}×216"; no mana → "no mana"."""
    out = []
    i = 0
    while i < len(mana):
        j = i
        while j < len(mana) and mana[j] == mana[i]:
            j += 1
        symbol = "{" + mana[i] + "}"
        out.append(f"{symbol}×{j - i}" if j - i >= COMPACT_FROM else symbol * (j - i))
        i = j
    return "".join(out) or "no mana"


EXACT_DIGITS = 21  # counts up to this many digits are written in full; larger ones as 3.233 × 10^492


def count(n: int) -> str:
    """A count of orders for people: 1,234,567 in full, or, past EXACT_DIGITS digits (250 copies of an
    effect give 250! orders), "≈ 3.233 × 10^492" (the JSON has it exactly)."""
    digits = len(str(n))
    if digits <= EXACT_DIGITS:
        return f"{n:,}"
    head = str(n)[:4]
    return f"≈ {head[0]}.{head[1:]} × 10^{digits - 1}"


def could_produce(result: CouldProduce) -> str:
    width = max([len(k) for k in result.types] + [9])
    lines = [f"{'permanent':<{width}}  could produce"]
    for obj, types in result.types.items():
        lines.append(f"{obj:<{width}}  {' '.join('{' + t + '}' for t in types) if types else '-'}")
    if result.why:
        lines.append("why (CR 106.7: any type an ability would produce, with the replacement effects in any order):")
        for obj, reasons in result.why.items():
            for b in reasons:
                lines.append(f"  {obj} {'' if b.produced else 'not '}{{{b.type}}}: {because(b)}")
    for obj, notes in result.notes.items():
        lines.extend(f"note: {obj}: {n}" for n in words.said(notes))
    if not result.complete:
        lines.append(f"INCOMPLETE: {words.could_produce_message(result.message, result.incomplete)}")
    return "\n".join(lines)


def _step(s: Step) -> str:
    verb = "is declined" if s.option == "decline" else "applies" + (f" (option {s.option})" if s.option != "1" else "")
    return f"{s.source} ({s.card}) {verb}: {braces(s.mana)} [{words.say(s.rule)}]"


def because(b: Because) -> str:
    """One explanation of could-produce in words."""
    head = f"ability {b.ability} ({b.text})" if b.text else f"ability {b.ability}"
    if not b.produced:
        return f"{head}: {words.say(b.reason) if b.reason else ''}"
    if b.triggered:
        return f"{head} {words.triggered_mana(b.type)}"
    parts = [f"{head} adds {braces(b.choice)}"]
    parts.extend(_step(s) for s in b.steps)
    if not b.steps:
        parts.append("no replacement effect applies")
    return "; then ".join(parts)


def produce(result: Produce) -> str:
    n = len(result.abilities)
    lines = [f"{result.permanent}: {n} mana abilit{'y' if n == 1 else 'ies'}"]
    for a in result.abilities:
        lines.append(f"  ability {a.ability}: {a.text}")
        for o in a.outcomes:
            order = " then ".join(o.example) if o.example else "no replacement effect"
            lines.append(f"    {braces(o.mana):<16} {count(o.orders):>10} order{'s' if o.orders != 1 else ' '}   e.g. {order}")
            if o.why:
                lines.append(f"      why: the ability adds {braces(o.example_choice)}; then "
                             + "; then ".join(_step(s) for s in o.why))
    lines.extend(f"  note: {n}" for n in words.listed(result.notes))
    if not result.complete:
        lines.append("  INCOMPLETE: some outcomes may be missing")
    return "\n".join(lines)


# The widest name column of `mtgasp cards`: a longer name (Un-cards reach 141 characters) is on a line of its own,
# its type line under the column, so the column stays aligned and the common names are not pushed far right.
NAME_COLUMN = 40


def cards(found: list[CardInfo], pattern: str | None) -> str:
    """One line a card: its name, then its type line in a column two spaces after the longest name (up to NAME_COLUMN),
    as the other tables of the command line."""
    width = min(max((len(c.name) for c in found), default=0), NAME_COLUMN)
    lines = []
    for c in found:
        line = c.type_line  # as printed (the card reference)
        if not line:
            line = " ".join(c.supertypes + c.types).title()
            if c.subtypes:
                line += " — " + " ".join(s.replace("_", " ").title() for s in c.subtypes)
        if len(c.name) > width:
            lines += [c.name, f"{'':<{width}}  {line}"]
        else:
            lines.append(f"{c.name:<{width}}  {line}")
    return "\n".join(lines) if lines else f"no card matches {pattern!r}"


def can_activate(result: CanActivate) -> str:
    if not result.abilities:
        return f"{result.permanent}: no activated ability"
    lines = []
    if result.mode == "with_priority":
        lines.append(f"{result.permanent}: mana costs paid holding priority (mana abilities, and abilities that untap "
                     "put on the stack first: CR 602.2, 605.3a, 732.2)")
    for a in result.abilities:
        lines.append(f"{result.permanent} ability {a.ability}: {a.text}")
        if a.can_activate:
            lines.append("  yes")
        else:
            lines.extend(f"  no — CR {rule}: {text}" for rule, text in words.reasons(a.reasons))
        lines.extend(f"  met — CR {rule}: {text}" for rule, text in words.reasons(a.why))
    if not result.complete:
        # The notes say what the library doesn't model ("INCOMPLETE (the whole board): ..."), when that is why.
        lines.extend(words.said(result.notes) or ["INCOMPLETE: the search stopped early"])
    return "\n".join(lines)


def _activation(a: Activation, quoted: bool = False) -> str:
    """One activation; `quoted`: an activation adding no mana shows its text (mana --with-priority: an untap)."""
    text = (f"{a.permanent} ability {a.ability}: {a.text}" if quoted and not a.adds
            else f"{a.permanent} ability {a.ability}: {braces(a.adds)}")
    if a.pays:
        text += f" (paying {braces(a.pays)})"
    if a.taps:
        text += f" (tapping {a.taps})"
    for t in a.triggers:
        text += f" + {braces(t.adds)} from {t.source}"
    return text


def mana(result: ManaPools) -> str:
    n = len(result.options)
    if not result.pools_listed:  # a cost alone: the pools were not asked for
        lines = []
    elif result.sum_of:
        lines = [f"{result.player}: the maximal pools of mana are the sums of one choice of each source:"]
        for g in result.sum_of:
            who = g.sources[0] if len(g.sources) == 1 else f"{len(g.sources)} sources, each: " + ", ".join(g.sources)
            lines.append(f"  {who}")
            lines.append("      " + (" or ".join(braces(c) if c else "no mana" for c in g.choices)))
    elif n or result.complete:
        lines = [f"{result.player}: {n} maximal pool{'s' if n != 1 else ''} of mana"]
        if result.mode == "with_priority":
            lines[0] += " holding priority (mana abilities, and abilities that untap put on the stack: CR 602.2, 605.3a)"
            if result.unbounded:
                lines[0] += f", plus any amount of {braces(result.unbounded)}"
    else:
        lines = [f"{result.player}: no maximal pool of mana listed (the answer is incomplete: see below)"]
    for o in result.options:
        lines.append(f"  {braces(o.mana)}" if o.mana or not result.unbounded else "  no other mana")
        lines.extend(f"      {_activation(a, result.mode == 'with_priority')}" for a in o.activations)
    if result.unbounded:
        lines.append(f"any amount of {braces(result.unbounded)}: a loop, repeated as many times as the player chooses "
                     "(CR 732.2):")
        if result.setup:
            lines.append("    after:")
            lines.extend(f"      {_activation(s.activation, True)}  (CR {s.rule})" for s in result.setup)
            lines.append("    the loop:")
        lines.extend(f"      {_activation(s.activation, True)}  (CR {s.rule})" for s in result.loop)
    if result.cost is not None:
        c = result.cost
        if c.payable:
            paid = ", ".join(f"{p.symbol} with {p.paid_with if 'life' in p.paid_with else braces(p.paid_with)}"
                             for p in c.payment)
            lines.append(f"{'' if result.pools_listed else result.player + ': '}cost {c.cost}: payable — "
                         f"{paid or 'nothing to pay'}")
            lines.extend(f"      {_activation(a, result.mode == 'with_priority')}" for a in c.activations)
        elif c.complete:
            lines.append(f"{'' if result.pools_listed else result.player + ': '}cost {c.cost}: not payable")
        else:
            lines.append(f"{'' if result.pools_listed else result.player + ': '}cost {c.cost}: no payment found, "
                         "not proven unpayable (the answer is incomplete: see below)")
    lines.extend(words.listed(result.notes))
    return "\n".join(lines)


def _title(words: tuple[str, ...] | list[str]) -> str:
    return " ".join(w.replace("_", " ").title() for w in words)


def _subtypes_title(words: tuple[str, ...] | list[str]) -> str:
    """Subtypes as a type line prints them: Urza’s, Assembly-Worker as the CR spells them (cr.subtype_spellings, read
    once a process: about 20 ms)."""
    from .cr import subtype_spellings  # (gzip and the CR only for a type line: tests/cli/test_import_cost.py)

    spelled = subtype_spellings()
    return " ".join(spelled.get(w) or _title([w]) for w in words)


def object_trace(result: Show, obj: str) -> list[TraceStep]:
    """The steps of the trace that changed `obj`."""
    return [s for s in result.trace if any(c.startswith(obj + ": ") for c in words.changes(s))]


def name_summary(view: ObjectView) -> str:
    if view.all_nonlegendary_creature_names:
        return (f"every nonlegendary creature card name ({len(nonlegendary_creature_names()):,}), and "
                + ", ".join(view.names))
    return ", ".join(view.names)


def show(result: Show, explain: bool = False, object_id: str | None = None) -> str:
    lines = []
    for obj, v in result.objects.items():
        kinds = sorted(v.supertypes + v.card_types, key=lambda w: (LINE_ORDER.index(w) if w in LINE_ORDER else 99, w))
        type_line = _title(kinds)
        if v.subtypes:
            shown = v.subtypes if len(v.subtypes) <= 12 else v.subtypes[:12]
            more = f" … ({len(v.subtypes)} subtypes)" if len(v.subtypes) > 12 else ""
            type_line += " — " + _subtypes_title(shown) + more
        head = f"{obj}: {v.card}" + ("" if v.zone == "battlefield" else " (effect)") + \
            (f" (a copy of {v.copy_of}, CR 707.2)" if v.copy_of else "")
        lines.append(head)
        lines.append(f"  names:       {name_summary(v)}")
        unsure = {f: "   [not proven: the answer is incomplete, see below]" for f in v.incomplete_fields}
        lines.append(f"  type line:   {type_line or '-'}{unsure.get('type_line', '')}")
        lines.append(f"  colors:      {', '.join(COLOR_NAMES[c] for c in v.colors) or 'colorless'}{unsure.get('colors', '')}")
        control = f"  controller:  {v.controller}" + (f" (owner {v.owner})" if v.owner != v.controller else "")
        if v.attached_to:
            control += f"; attached to {v.attached_to}" + (" (illegally: it becomes unattached, CR 301.5c)"
                                                           if v.illegally_attached else "")
        lines.append(control)
        if v.mana_value is not None:
            x_note = " (X is 0 on the battlefield, CR 107.3m)" if v.x is not None else ""
            lines.append(f"  mana value:  {v.mana_value}{x_note}{unsure.get('mana_value', '')}")
        if v.power_toughness is not None:
            lines.append(f"  p/t:         {v.power_toughness[0]}/{v.power_toughness[1]}{unsure.get('power_toughness', '')}")
        if v.noted:
            lines.append(f"  noted names: {', '.join(v.noted)}")
        for a in v.abilities:
            src = "" if a.source == "printed" else f"   [from {a.source}]"
            lines.append(f"  ability:     {a.text}{src}")
        for lost in v.lost_abilities:
            lines.append(f"  lost:        {lost.text}   [to {lost.lost_to}, CR {lost.rule}]")
        if explain:
            for s in object_trace(result, obj):
                step = f"layer {s.layer}" + (f", step {s.step}" if s.layer == 4 else "")
                changes = "; ".join(c.split(": ", 1)[1] for c in words.changes(s) if c.startswith(obj + ": "))
                if s.layer == 7 and changes[:1] == "7":  # "7c: +1/+1": the sublayer (CR 613.4)
                    step, changes = f"layer {changes[:2]}", changes[4:]
                lines.append(f"  {step + ':':<17}{s.source}: {changes}")
    if explain and object_id is None:
        lines.append("layer 4 (CR 613.1d), in the order applied (timestamps, CR 613.7; dependencies, CR 613.8):")
        for s in result.trace:
            if s.layer != 4:
                continue
            deps = f"  [waited for {', '.join(s.depends_on)}: dependency]" if s.depends_on else ""
            lines.append(f"  {s.step}. {s.source} ({s.card}): {s.text}{deps}")
            lines.extend(f"       {c}" for c in words.changes(s))
        others = [s for s in result.trace if s.layer != 4]
        if others:
            lines.append("layers 5 to 7 (CR 613.1e-g, 613.4):")
            lines.extend(f"  layer {s.layer}: {s.source}: {c}" for s in others for c in words.changes(s))
    if not result.complete:
        lines.append(f"INCOMPLETE: {words.show_message(result.message, result.incomplete)}")
    return "\n".join(lines) if lines else "no objects"


def query(result: QueryAnswer) -> str:
    answer = result.answer
    if isinstance(answer, bool):
        answer = "yes" if answer else "no"
    elif answer is None:
        answer = "none"
    elif isinstance(answer, list):
        answer = f"{len(answer)}: {', '.join(answer)}" if answer else "0"
    lines = [f"{result.question}: {answer}"] + [f"  - {w}" for w in words.why_lines(result.why)]
    if not result.complete:
        lines.extend(words.listed(result.notes) or ["INCOMPLETE: the search stopped early"])
    return "\n".join(lines)




TREE_LIMIT = 40  # points of the tree printed as text; beyond, see --format dot or html


def _listed(result: Orderings, limit: int | None) -> tuple[OrderingOutcome, ...]:
    return result.outcomes if limit is None else result.outcomes[:limit]


def headline(result: Orderings) -> str:
    n = len(result.outcomes)
    if result.order_matters:
        head = f"order matters: {n} outcomes over {count(result.orders)} orders"
    elif n > 1 and result.choice_matters:
        what = "the random results do" if _has_note(result.notes, "random_results") else "the choices do"
        head = f"order does not matter, {what}: {n} outcomes over {count(result.orders)} orders"
    elif n == 0:  # nothing computed (a limit, an amount past the bounds): the notes say why
        return "no outcome computed: the answer is incomplete, see below"
    else:
        head = f"order does not matter: {'every order gives the same outcome' if n <= 1 else 'one outcome per choice'}" \
               f" ({count(result.orders)} order{'s' if result.orders != 1 else ''})"
    if result.chooser and _chooser_changes(result.notes):
        # CR 616.1: the affected object's controller or the affected player chooses; after a control change or a
        # redirection onto another player's permanent (or another player) that player chooses what follows, so the
        # event's first chooser doesn't choose the whole order (the notes say who does).
        head += f"; {result.chooser} chooses the first effect, another player may choose later ones (CR 616.1, notes)"
    elif result.chooser:
        head += f"; {result.chooser} chooses the order (CR 616.1)"
    # An incomplete answer proves neither "does not matter" nor the counts: say so before the claim.
    return head if result.complete else f"incomplete, what was computed: {head}"


def _run(kind: str, steps, result: dict) -> str:
    order = " then ".join(f"{s.source}" + (f" ({s.option})" if s.option not in ("1",) else "") for s in steps)
    return f"{order or 'no effect applies'} -> {describe(kind, result)}"


def witness_lines(result: Orderings) -> list[str]:
    """Why order matters (same choices, two orders) and why the choices matter (two sets of choices)."""
    lines = []
    for w in result.witnesses:
        what = "same choices, two orders" if w.kind == "order" else (
            "two sets of choices or random results" if _has_note(result.notes, "random_results") else "two sets of choices")
        lines.append(f"{'order' if w.kind == 'order' else 'choice'} matters ({what}): "
                     f"{_run(result.kind, w.first, w.first_result)}; {_run(result.kind, w.second, w.second_result)}")
    return lines


def orderings(result: Orderings, limit: int | None = None) -> str:
    lines = [headline(result), f"event: {words.event(result.event)}"]
    listed = _listed(result, limit)
    width = max([len(describe(result.kind, o.result)) for o in listed] + [8])
    for o in listed:
        order = " then ".join(o.example) if o.example else "no effect applies"
        lines.append(f"  {describe(result.kind, o.result):<{width}}  {count(o.orders):>13} order"
                     f"{'s' if o.orders != 1 else ' '}   e.g. {order}")
    if len(listed) < len(result.outcomes):
        lines.append(f"  ... {len(result.outcomes) - len(listed)} more outcomes (--limit)")
    if len(result.points) <= TREE_LIMIT and any(p.choices for p in result.points):
        lines.append("tree of choices (points reached by several orders are shown once):")
        lines.extend(_text_tree(result))
    elif result.points:
        lines.append(f"tree: {len(result.points):,} points (see --format html, or --format dot)")
    elif result.tree_size:
        lines.append(f"tree: {result.tree_size:,} points, not decoded (see --format html)")
    lines.extend(witness_lines(result))
    lines.extend(f"note: {n}" for n in words.listed(result.notes))
    if not result.complete:
        lines.append("INCOMPLETE: some outcomes may be missing")
    return "\n".join(lines)


def _text_tree(result: Orderings) -> list[str]:
    points = {p.index: p for p in result.points}
    shown: set[int] = set()
    lines: list[str] = []

    def walk(index: int, indent: str) -> None:
        p = points[index]
        for c in p.choices:
            target = points[c.target]
            who = c.sources[0] if len(c.sources) == 1 else f"one of {c.choices}: {', '.join(c.sources)}"
            act = "decline" if c.option == "decline" else "apply"
            end = " (final)" if target.final else ""
            again = c.target in shown
            lines.append(f"{indent}- {act} {c.card} ({who}) -> #{c.target} {describe(result.kind, target.result)}"
                         f"{end}{'  [same point as above]' if again else ''}   {words.choice_rule(c)}")
            if not again:
                shown.add(c.target)
                walk(c.target, indent + "    ")

    for root in result.roots:
        shown.add(root)
        lines.append(f"  #{root} {describe(result.kind, points[root].result)}")
        walk(root, "    ")
    return lines






def describe(kind: str, result: dict) -> str:
    """A result in words, for text, DOT and HTML."""
    if kind == "mana":
        mana = braces(result["mana"])
        return f"{mana} (chose {braces(result['choice'])})" if "choice" in result else mana
    if kind == "enter":
        if result.get("to_graveyard"):  # it never entered (Lotus Vale: "If you don't, put it into its owner's graveyard")
            return "put into its owner's graveyard instead: it doesn't enter"
        if result.get("to_exile"):  # "exile it instead" (Containment Priest, CR 614.6)
            return "exiled instead: it doesn't enter"
        if result.get("to_library"):  # "their owners shuffle them into their libraries instead" (Don't Blink)
            return "shuffled into its owner's library instead: it doesn't enter"
        # (a battle, a planeswalker or a Saga with none: its own kind only, "0 loyalty counters", CR 306.5b, 310.4b,
        # 714.3a: the query gives that kind with 0)
        others = {name: n for name, n in result.get("counters_by_kind", {}).items() if name != "p1p1"}
        parts = ["tapped" if result["tapped"] else "untapped"]
        if result["counters"] or not others:
            parts.append(f"{result['counters']} +1/+1 counter" + ("" if result["counters"] == 1 else "s"))
        for name, n in result.get("counters_by_kind", {}).items():
            if name != "p1p1":
                parts.append(f"{n} {words.counter_name(name)} counter" + ("" if n == 1 else "s"))
        if result["copy"]:
            parts.append(f"as a copy of {result['copy_of']}" if result.get("copy_of") else "as a copy")
            if result.get("copy_except"):  # CR 707.9: the exceptions of that copy effect are part of its copiable values
                parts[-1] += f" with {result['copy_except']}'s exceptions"
        if result.get("transformed"):
            parts.append("back face up")
        if result.get("controller"):
            parts.append(f"under {result['controller']}'s control")
        if result.get("devoured_objects"):  # which ones (CR 702.82a: a choice, every set explored)
            parts.append(f"{result['devoured']} devoured ({', '.join(result['devoured_objects'])})")
        elif result.get("devoured"):
            parts.append(f"{result['devoured']} devoured")
        if result.get("added_subtypes"):  # "and as a Mutant in addition to its other types" (CR 205.1b)
            parts.append("also " + ", ".join(s.replace("_", " ").title() for s in result["added_subtypes"]))
        if result.get("exiled_cards"):  # "exile up to X creature cards from your graveyard" (CR 614.12a)
            parts.append(f"{result['exiled_cards']} exiled from the graveyard")
        if result.get("revealed"):  # Amplify (CR 702.38a): how many cards revealed from the hand
            parts.append(f"{result['revealed']} revealed")
        if result.get("discarded"):  # "discard your hand" (Heightened Awareness, CR 701.9a): how many cards
            parts.append(f"{result['discarded']} discarded")
        if result.get("returned"):  # "you may return a nonland permanent you control to its owner's hand"
            parts.append(f"{result['returned']} returned to its owner's hand")
        if result.get("milled"):  # "mill four cards" (CR 701.17a)
            parts.append(f"{result['milled']} milled")
        if result.get("counters_removed"):  # "remove all counters from all permanents" (Thief of Blood)
            parts.append(f"{result['counters_removed']} counters removed from permanents")
        if result.get("power_toughness"):  # "its power becomes the total power of those creatures ..." (Dracoplasm)
            power, toughness = result["power_toughness"]
            parts.append(f"power and toughness {power}/{toughness}")
        if result.get("form"):  # "it becomes your choice of a 3/3 creature, a 2/2 creature with flying, ..." (CR 614.12a)
            form = result["form"]
            parts.append(f"becomes {form['power']}/{form['toughness']} (its form {form['number']})")
        if result.get("sacrificed"):
            parts.append(f"{result['sacrificed']} sacrificed")
        if result.get("life_paid"):
            parts.append(f"{result['life_paid']} life paid")
        if result.get("life_lost"):  # "you lose life equal to your life total" (Lich, CR 119.3)
            parts.append(f"{result['life_lost']} life lost")
        # (haste: Riot's other option, "If you don't, it gains haste", CR 702.136a; a keyword it enters with, "and with
        # first strike", CR 702.33d; day: "it becomes day as this creature enters", CR 731.1)
        parts.extend(_enter_choice(c) for c in result.get("choices", []))
        return ", ".join(parts)
    if kind == "counters":
        n = result["counters"]
        return f"{n} {words.counter_name(result['kind'])} counter{'' if n == 1 else 's'} on {result['recipient']}"
    parts = [f"{result['damage']} damage to {result['recipient']}"]
    if "dealt_as" in result and not result["damage"] and result["dealt_as_counters"]:
        # -1/-1 counters instead of the damage, or after its prevention (Soul-Scar Mage, Phyrexian Hydra; CR 614.1a, 615.5)
        n = result["dealt_as_counters"]
        parts.append(f"{n} {words.counter_name(result['dealt_as'])} counter{'' if n == 1 else 's'} instead")
    elif "dealt_as" in result:  # wither, infect (CR 120.3b, 120.3d)
        n = result["dealt_as_counters"]
        parts[0] += f" dealt as {n} {words.counter_name(result['dealt_as'])} counter{'' if n == 1 else 's'}"
    if result.get("toxic_poison"):  # CR 702.164c
        n = result["toxic_poison"]
        parts.append(f"{n} poison counter{'' if n == 1 else 's'} (toxic)")
    if result["prevented"]:
        parts.append(f"{result['prevented']} prevented")
    if result["counters"]:
        parts.append(f"{result['counters']} +1/+1 counter{'s' if result['counters'] != 1 else ''} instead")
    if result.get("counters_on"):  # counters on the effect's own permanent (Delaying Shield, Nine Lives; CR 614.1a, 615.5)
        on = result["counters_on"]
        n = on["counters"]
        parts.append(f"{n} {words.counter_name(on['kind'])} counter{'' if n == 1 else 's'} on {on['object']}")
    if result.get("instead"):  # the damage replaced by another action (CR 614.1a, 614.6; Crumbling Sanctuary)
        parts.append(_instead_action(result["instead"]))
    if result.get("counters_removed"):  # a prevention's additional effect (CR 615.5): the Phantoms
        n = result["counters_removed"]
        parts.append(f"{n} +1/+1 counter{'s' if n != 1 else ''} removed")
    return ", ".join(parts)


_INSTEAD_ACTIONS = {"exile_library_top": "exiles {n} card{s} from the top of their library",
                    "exile_graveyard": "exiles {n} card{s} from their graveyard",
                    "sacrifice_permanents": "sacrifices {n} permanent{s}",
                    "mill": "mills {n} card{s}",
                    "remove_own_counters": "removes {n} {kind} counter{s} from the effect's permanent"}
_FALLBACKS = {"lose_game": "loses the game", "sacrifice_self": "sacrifices the effect's permanent"}


def _instead_action(instead: dict) -> str:
    """"instead: bob exiles 3 cards from the top of their library" (rules/replacement/damage_instead_action.lp), with
    "If you can't, ..." when the board shows it can't be done in full (CR 609.3) or doesn't say whether it can."""
    n = instead["amount"]
    words_ = _INSTEAD_ACTIONS.get(instead["action"], instead["action"] + " {n}")
    text = f"instead: {instead['player']} " + words_.format(n=n, s="" if n == 1 else "s",
                                                            kind=words.counter_name(instead.get("kind", "")))
    fallback = _FALLBACKS.get(instead.get("fallback", ""), instead.get("fallback", ""))
    if instead["outcome"] == "cant":
        text += f" (can't in full: as many as possible, then {instead['player']} {fallback})"
    elif instead["outcome"] == "unknown":
        text += f" (if they can't: {instead['player']} {fallback})"
    return text


# Note codes saying the player who chooses changes partway (CR 616.1): rules/replacement/enter_control.lp,
# rules/replacement/damage.lp.
_CHOOSER_CHANGES = frozenset({"chooser_changes", "redirect_chooser"})


def _chooser_changes(notes) -> bool:
    """Whether a note says another player chooses some of the effects of the order (CR 616.1)."""
    return any(getattr(n, "kind", None) == "note" and getattr(n.term, "name", None) in _CHOOSER_CHANGES for n in notes)


def _has_note(notes, name: str) -> bool:
    """Whether one of the notes is the rules' note code `name`."""
    return any(getattr(n, "kind", None) == "note" and getattr(n.term, "name", None) == name for n in notes)
