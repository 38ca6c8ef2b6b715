"""Text and JSON of the research commands (readings, diverge, commute, check)."""
from __future__ import annotations

import textwrap
from collections.abc import Iterable

import clingo

from mtgasp.engine.readings import Reading
from mtgasp.queries.codes import Code
from mtgasp.render import words
from mtgasp.research.provenance import footer


def readings_json(readings: Iterable[Reading]) -> list[dict]:
    return [{"key": r.key, "rule": r.rule, "question": r.question, "quotes": list(r.quotes),
             "readings": [{"value": v.name, "text": v.text, "default": v.name == r.default} for v in r.values],
             "default": r.default, **({"test_only": True} if r.hidden else {})}
            for r in readings]


def _wrap(text: str, indent: str, more: str | None = None) -> list[str]:
    return textwrap.wrap(text, 100, initial_indent=indent, subsequent_indent=indent if more is None else more)


def readings_text(readings: Iterable[Reading]) -> str:
    lines: list[str] = []
    for r in readings:
        lines.append(f"{r.key} (CR {r.rule}){'  [test only]' if r.hidden else ''}")
        lines.extend(_wrap(r.question, "  "))
        for q in r.quotes:
            lines.extend(_wrap(f"“{q}”", "    > "))
        for v in r.values:
            mark = "*" if v.name == r.default else " "
            lines.extend(_wrap(f"{mark} {r.key}={v.name}: {v.text}", "  ", "      "))
        lines.append("")
    lines.append("* the default. Choose another with --reading KEY=VALUE on any query command (or readings= in the API).")
    return "\n".join(lines)


# --- answers of the research questions ---------------------------------------------------------------

def _mana(letters: str) -> str:
    return "".join("{" + c + "}" for c in letters) or "no mana"


def _types(letters: str) -> str:
    return " ".join("{" + c + "}" for c in letters) or "nothing"


def answer_lines(question: str, answer: dict, other: dict | None = None) -> list[str]:
    """The parts of `answer` that differ from `other` (all of it when other is None), in words."""
    lines: list[str] = []
    if question == "could-produce":
        for obj, letters in answer["types"].items():
            if other is None or other["types"].get(obj) != letters:
                lines.append(f"{obj} could produce {_types(letters)}")
        if answer["incomplete"] and (other is None or other["incomplete"] != answer["incomplete"]):
            lines.append(f"incomplete: {', '.join(answer['incomplete'])}")
    elif question == "show":
        for obj, chars in answer.items():
            for k, v in chars.items():
                if other is None or other.get(obj, {}).get(k) != v:
                    lines.append(f"{obj} {k}: {', '.join(v) or 'none'}")
    elif question == "produce":
        for obj, abilities in answer.items():
            for n, outs in abilities.items():
                if other is None or other.get(obj, {}).get(n) != outs:
                    lines.append(f"{obj} ability {n}: " + ", ".join(
                        f"{_mana(m)} ({k} order{'s' if k != 1 else ''})" for m, k in outs))
    elif question == "orderings":
        for obj, abilities in answer.items():
            for n, a in abilities.items():
                if other is None or other.get(obj, {}).get(n) != a:
                    outs = ", ".join(f"{_mana(m)}{' (chose ' + _mana(c) + ')' if c else ''} {k} order"
                                     f"{'s' if k != 1 else ''}" for c, m, k in a["outcomes"])
                    flags = ("order matters" if a["order_matters"] else "order does not matter") + \
                        ("; choices matter" if a["choice_matters"] else "")
                    lines.append(f"{obj} ability {n}: {outs}; {flags}")
    return lines


def _quotes(key: str) -> list[str]:
    from mtgasp.engine.readings import registry

    r = registry().get(key)
    return list(r.quotes) if r else []


def _value_text(key: str, value: str) -> str:
    from mtgasp.engine.readings import registry

    r = registry().get(key)
    return next((v.text for v in r.values if v.name == value), "") if r else ""


def witness_header(result) -> str:
    return (f"# Witness of mtgasp diverge: {result.key}={result.a} and {result.key}={result.b} answer "
            f"{result.question} differently on this board.\n")


def _differing_id(result) -> str:
    a, b = result.answer_a or {}, result.answer_b or {}
    return next((k for k in sorted(set(a) | set(b)) if a.get(k) != b.get(k)), "ID")


def _command(result, value: str, path: str) -> str:
    from mtgasp.engine.readings import loaded_files

    board = path or "BOARD"
    files = "".join(f" --readings-file {f.path}" for f in loaded_files() if any(r.key == result.key for r in f.readings))
    return _plain_command(result, value, board) + files


def _plain_command(result, value: str, board: str) -> str:
    if result.question == "orderings":
        return f"mtgasp orderings {board} tap {_differing_id(result)} --reading {result.key}={value}"
    if result.question == "produce":
        return f"mtgasp produce {board} {_differing_id(result)} --reading {result.key}={value}"
    return f"mtgasp {result.question} {board} --reading {result.key}={value}"


def divergence_json(result, written: str = "") -> dict:
    out: dict = {
        "reading": result.key, "a": result.a, "b": result.b, "question": result.question,
        "quotes": _quotes(result.key),
        "readings": {result.a: _value_text(result.key, result.a), result.b: _value_text(result.key, result.b)},
        "result": "witness" if result.witness is not None else (
            ("bounded_proof" if result.met else "nothing_proved") if result.proved else "incomplete"),
        "complete": not result.errors,
        "max_objects": result.max_objects if hasattr(result, "max_objects") else result.space.max_objects,
        "pool": len(result.space.pool),
        "needs": [{"cards": list(cards), "at_least": n} for cards, n in result.space.needs],
        "boards_covered": result.covered, "boards_subject": result.met, "boards_refused": result.refused,
        "by_size": [{"objects": n, "boards": m} for n, m in result.by_size],
        "shards": result.shards, "shards_reused": result.reused, "mismatches": result.mismatches,
        "errors": list(result.errors), "notes": list(result.notes), "seconds": round(result.seconds, 2),
        "provenance": result.provenance,
    }
    if result.witness is not None:
        out["witness"] = {"objects": len(result.witness.objects), "board": result.witness_yaml, "file": written or None,
                          "answers": {result.a: result.answer_a, result.b: result.answer_b}}
    else:
        out["bound"] = result.bound
    return out


def divergence_text(result, written: str = "") -> str:
    head = f"diverge {result.key} ({result.a} vs {result.b}), question {result.question}"
    lines = [head]
    covered = ", ".join(f"{m:,} of {n} object{'s' if n != 1 else ''}" for n, m in result.by_size) or "none"
    if result.witness is not None:
        n = len(result.witness.objects)
        lines.append(f"witness: {n} object{'s' if n != 1 else ''}" + (f", written to {written}" if written else ""))
        from mtgasp.research.boards import describe

        lines.append(f"  {describe(result.witness)}")
        lines.append(f"  (no smaller board differs: {result.covered:,} boards checked: {covered})")
        for q in _quotes(result.key):
            lines.extend(_wrap(f"“{q}”", "  > "))
        for value, answer, other in ((result.a, result.answer_a, result.answer_b),
                                     (result.b, result.answer_b, result.answer_a)):
            lines.append(f"{result.key}={value}: {_value_text(result.key, value)}")
            lines.append(f"  $ {_command(result, value, written)}")
            lines.extend(f"  {line}" for line in answer_lines(result.question, answer, other))
    elif result.proved and result.met == 0:
        pool = len(result.space.pool)
        lines.extend(_wrap(f"nothing proved: the reading's subject occurs on no board of up to {result.bound} "
                           f"objects from the pool ({pool} cards): {result.covered:,} boards covered ({covered})",
                           "", "    "))
    elif result.proved:
        pool = len(result.space.pool)
        lines.extend(_wrap(f"bounded proof: no divergence over {result.met:,} boards where the reading's subject "
                           f"occurs (every board of up to {result.bound} objects from the pool, {pool} cards, that "
                           f"holds it: {covered})", "", "    "))
        if result.space.needs:
            lines.append("  boards hold what the reading is about: " + "; ".join(
                f"{'at least ' + str(n) + ' of ' if n > 1 else ''}{', '.join(cards) or 'no card of the pool'}"
                for cards, n in result.space.needs))
    else:
        lines.append(f"INCOMPLETE: {result.covered:,} boards covered ({covered}); shards failed:")
        lines.extend(f"  {e}" for e in result.errors)
    if result.mismatches:
        lines.append(f"note: {result.mismatches} board(s) differed in the batch but not in the ordinary commands")
    if result.refused:
        lines.append(f"note: {result.refused:,} generated board(s) refused by the board validator or the rules, "
                     "skipped")
    lines.extend(f"note: {n}" for n in result.notes)
    lines.append(f"{result.shards} shard(s), {result.reused} from the results directory, {result.seconds:.1f} s")
    lines.extend(footer(result.provenance) if result.provenance else [])
    return "\n".join(lines)


# --- commute ------------------------------------------------------------------------------------------

STATUS = {"order": "ORDER MATTERS", "choice": "only choices matter", "commutes": "commutes",
          "never": "never applied together", "incomplete": "INCOMPLETE"}
MARK = {"order": "O", "choice": "c", "commutes": ".", "never": "-", "incomplete": "?"}
KINDS = ("order", "choice", "commutes", "never", "incomplete")


def cell_file_name(cell) -> str:
    from mtgasp.encoder.board import slug

    return "commute-" + "-".join(slug(e.card) + str(e.ability) for e in cell.effects) + f"-on-{slug(cell.subject)}.yaml"


def cell_header(cell) -> str:
    says = _event_words((cell.witness or {}).get("event"))
    return (f"# Witness of mtgasp commute: {' and '.join(e.label for e in cell.effects)} on {cell.subject}: "
            f"{STATUS[cell.status]}.\n" + (f"# The event: {says[2:]}.\n" if says else ""))


def _result_words(result: dict) -> str:
    if "mana" in result:
        return _mana(result["mana"])
    from mtgasp.render.text import describe

    kind = "enter" if "tapped" in result else "damage" if "damage" in result else "counters"
    return describe(kind, result)


def _run_words(run: dict) -> str:
    steps = " then ".join(s["source"] + (f" ({s['option']})" if s["option"] != "1" else "") for s in run["steps"])
    return f"{steps or 'no effect'} -> {_result_words(run['result'])}"


def commute_json(result, written: dict[int, str] | None = None) -> dict:
    written = written or {}
    return {
        "event": result.event, "subjects": list(result.subjects), "effects": [e.label for e in result.effects],
        "complete": all(c.status != "incomplete" for c in result.cells),
        "notes": [f"INCOMPLETE {' + '.join(x.label for x in c.effects)} on {c.subject}: {e}" for c in result.cells
                  for e in c.errors],
        "max_objects": result.max_objects, "extras": list(result.extras),
        "extras_offered": result.offered, "triples": result.triples, "sample": getattr(result, "sample", None),
        "cells": [{"effects": [{"card": e.card, "ability": e.ability} for e in c.effects], "subject": c.subject,
                   "status": c.status, "boards": c.boards, "both_apply": c.both_apply, "refused": c.refused,
                   "bound": c.bound,
                   "witness": None if c.witness is None else {**c.witness, "file": written.get(i)},
                   "errors": c.errors, "reasons": dict(sorted(c.reasons.items()))}
                  for i, c in enumerate(result.cells)],
        "summary": _summary(result), "shards": result.shards, "shards_reused": result.reused,
        "seconds": round(result.seconds, 2), "provenance": result.provenance,
    }


def _summary(result) -> dict:
    out: dict = {}
    for s in result.subjects:
        cells = [c for c in result.cells if c.subject == s]
        out[s] = {k: sum(1 for c in cells if c.status == k) for k in KINDS}
    return out


def why_words(why: str) -> str:
    """A reason of a cell's incompleteness (the text of an incomplete/2 term, or untold(Code)), in words."""
    try:
        term = clingo.parse_term(why)
    except (RuntimeError, ValueError):
        return why
    if term.type == clingo.SymbolType.Function and term.name == "untold":
        inner = term.arguments[0] if term.arguments else None
        return "order and choice not told apart: " + (words.say(Code("untold", inner)) if inner else "(no reason)")
    return words.incomplete(term)


def _incomplete_lines(result) -> list[str]:
    """Each incomplete cell with why (the reasons of incompleteness the rules gave, each with the boards it made an
    answer incomplete on), then the incomplete cells counted by reason: what a researcher needs to tell an unmodelled
    ability (an honest "?") from a board the space could not give."""
    lines: list[str] = []
    by_reason: dict[str, int] = {}
    for c in result.cells:
        if c.status != "incomplete":
            continue
        why = "; ".join(f"{why_words(w)} ({n:,} board{'s' if n != 1 else ''})" for w, n in
                        sorted(c.reasons.items(), key=lambda kv: (-kv[1], kv[0])))
        for e in c.errors:
            lines.append(f"INCOMPLETE {' + '.join(x.label for x in c.effects)} on {c.subject}: {e}"
                         + (f": {why}" if why else ""))
        for w in c.reasons:
            by_reason[w] = by_reason.get(w, 0) + 1
    if by_reason:
        lines.append("incomplete cells by reason (a cell may have several):")
        for w, n in sorted(by_reason.items(), key=lambda kv: (-kv[1], kv[0])):
            lines.extend(_wrap(f"{n:,} cell{'s' if n != 1 else ''}: {why_words(w)}", "  ", "      "))
    return lines


def _event_words(says: dict | None) -> str:
    """What a witness's event says beyond its subject (research/commute.py _variants), as the orderings options say it."""
    if not says:
        return ""
    words = []
    if "combat" in says:
        words.append(f"combat damage, {says['combat']}'s turn (--combat)")
    if "in_combat" in says:  # (no orderings option says it yet: research/commute.py ROLES)
        role = says["in_combat"]
        words.append("noncombat damage, no creature in combat" if role == "none" else
                     f"noncombat damage, the subject {role}")
    if "keyword" in says:
        words.append(f"put by a {says['keyword']} triggered ability (--by-keyword {says['keyword']})")
    if "flip" in says:
        words.append(f"the coin flip {says['flip']} (--flip {says['flip']})")
    if "cast" in says:  # (how the object enters, research/commute.py _enter_variants)
        zone = f" from {says['from']} (--from {says['from']})" if "from" in says else ""
        if says["cast"] == "yes":
            words.append("cast (--cast)" + zone + (f", with {says['via']}'s permission (--via ID)" if "via" in says
                                                  else ""))
        else:
            words.append("put onto the battlefield" + zone + (f" by {says['by']} (--by ID)" if "by" in says else ""))
    return "; " + "; ".join(words)


def commute_text(result, written: dict[int, str] | None = None) -> str:
    written = written or {}
    lines = [f"commute: {len(result.effects)} replacement effects on {result.event} events, "
             f"{'pairs and triples' if result.triples else 'pairs'}, boards of up to {result.max_objects} objects"
             # (the extras swept: none when no board had room for one, whatever pool was offered)
             + (f" (extras from {len(result.extras)} cards with continuous effects)" if result.extras else "")]
    sample = getattr(result, "sample", None)
    if sample:  # (a sampled table says so first: the pairs not chosen were not checked)
        lines.extend(_wrap(f"SAMPLED: {sample['pairs']:,} of the {sample['of']:,} pairs, chosen uniformly at random "
                           f"(seed {sample['seed']}); the other pairs were not checked: nothing is said about them",
                           "", "    "))
    subjects = list(result.subjects)
    width = max(len(" + ".join(e.label for e in c.effects)) for c in result.cells)
    cols = max(14, *(len(s[:20]) for s in subjects))
    lines.append(f"{'':<{width}}  " + "  ".join(s[:20].ljust(cols) for s in subjects).rstrip())
    groups: dict[tuple, dict[str, str]] = {}
    for c in result.cells:
        groups.setdefault(c.effects, {})[c.subject] = f"{MARK[c.status]} {c.both_apply:,}/{c.boards:,}"
    for effects, marks in groups.items():
        lines.append(f"{' + '.join(e.label for e in effects):<{width}}  "
                     + "  ".join(marks.get(s, " ").ljust(cols) for s in subjects).rstrip())
    lines.extend(_wrap("O: order matters (same choices, two orders, two results); c: only the choices matter; "
                       ".: commutes on every board tried; -: never applied together (nothing is proved); "
                       "N/M: the effects applied together to one event on N of the M boards tried", "", "    "))
    for s, counts in _summary(result).items():
        n = sum(counts.values())
        lines.append(f"{s}: {counts['order']} of {n} order matters, {counts['choice']} only choices, "
                     f"{counts['commutes']} commute, {counts['never']} never applied together"
                     + (f", {counts['incomplete']} incomplete" if counts['incomplete'] else ""))
    lines.append("witnesses:")
    for i, c in enumerate(result.cells):
        if c.witness is None:
            continue
        w = c.witness
        board = w["description"]
        where = f" [{written[i]}]" if written.get(i) else ""
        event = f"ability {w['ability']}" + (f", chose {_mana(w['choice'])}" if w.get("choice") else "") \
            + _event_words(w.get("event"))
        lines.append(f"  {' + '.join(e.label for e in c.effects)} on {c.subject}: {STATUS[c.status]}{where}")
        lines.append(f"    board ({w['objects']} objects): {board}; {event}")
        lines.append(f"    {_run_words(w['first'])}")
        lines.append(f"    {_run_words(w['second'])}")
    proved = [c for c in result.cells if c.status == "commutes"]
    if proved:
        bounds = sorted({c.bound for c in proved})
        bound = (f"up to {bounds[0]} objects" if len(bounds) == 1 else "up to " + ", ".join(
            f"{max(c.bound for c in proved if c.subject == s)} objects on {s}" for s in result.subjects
            if any(c.subject == s for c in proved)))
        lines.extend(_wrap(f"commutes: {len(proved)} cells, proved for every board of {bound} on which the effects "
                           f"applied together ({sum(c.both_apply for c in proved):,} of the "
                           f"{sum(c.boards for c in proved):,} boards tried)", "", "    "))
    never = [c for c in result.cells if c.status == "never"]
    if never:
        lines.extend(_wrap(f"never applied together: {len(never)} cells ({sum(c.boards for c in never):,} boards "
                           "tried): nothing is proved about them", "", "    "))
    refused = sum(c.refused for c in result.cells)
    if refused:
        lines.append(f"note: {refused:,} generated board(s) refused by the board validator or the rules, skipped")
    lines.extend(_incomplete_lines(result))
    lines.append(f"{result.shards} shard(s), {result.reused} from the results directory, {result.seconds:.1f} s")
    lines.extend(footer(result.provenance) if result.provenance else [])
    return "\n".join(lines)


# --- check --------------------------------------------------------------------------------------------

def check_json(result, written: str = "") -> dict:
    out: dict = {"invariant": result.invariant, "description": result.description,
                 "result": "counterexample" if result.counterexample is not None else
                 (("holds" if result.met else "nothing_proved") if result.holds else "incomplete"),
                 "complete": not result.errors,
                 "readings": [list(r) for r in result.readings], "pool": len(result.space.pool),
                 "max_objects": result.space.max_objects, "boards_covered": result.covered,
                 "boards_subject": result.met, "boards_refused": result.refused,
                 "by_size": [{"objects": n, "boards": m} for n, m in result.by_size], "shards": result.shards,
                 "shards_reused": result.reused, "errors": list(result.errors), "notes": list(result.notes),
                 "seconds": round(result.seconds, 2), "provenance": result.provenance}
    if result.counterexample is not None:
        out["counterexample"] = {"objects": len(result.counterexample.objects), "board": result.counterexample_yaml,
                                 "file": written or None, "violations": list(result.violations)}
    else:
        out["bound"] = result.bound
    return out


def check_text(result, written: str = "") -> str:
    from mtgasp.research.boards import describe

    lines = [f"check {result.invariant}: {result.description}"]
    if result.readings:
        lines.append("readings: " + ", ".join(f"{k}={v}" for k, v in result.readings))
    covered = ", ".join(f"{m:,} of {n} object{'s' if n != 1 else ''}" for n, m in result.by_size) or "none"
    if result.counterexample is not None:
        n = len(result.counterexample.objects)
        lines.append(f"counterexample: {n} object{'s' if n != 1 else ''}" + (f", written to {written}" if written else ""))
        lines.append(f"  {describe(result.counterexample)}")
        lines.extend(f"  violated: {v}" for v in result.violations)
        lines.append(f"  (no smaller board violates it: {result.covered:,} boards checked: {covered})")
    elif result.holds and result.met == 0:
        lines.extend(_wrap(f"nothing proved: the invariant's subject (the positive part of a constraint) occurs on no "
                           f"board of up to {result.bound} objects from the pool ({len(result.space.pool)} cards): "
                           f"{result.covered:,} boards covered ({covered})", "", "    "))
    elif result.holds:
        lines.extend(_wrap(f"holds over {result.met:,} boards where its subject occurs (the positive part of a "
                           f"constraint matches), of the {result.covered:,} boards of up to {result.bound} objects "
                           f"from the pool ({len(result.space.pool)} cards) covered ({covered})", "", "    "))
    else:
        lines.append(f"INCOMPLETE: {result.covered:,} boards covered ({covered}); shards failed:")
        lines.extend(f"  {e}" for e in result.errors)
    if result.refused:
        lines.append(f"note: {result.refused:,} generated board(s) refused by the board validator or the rules, "
                     "skipped")
    lines.extend(f"note: {n}" for n in result.notes)
    lines.append(f"{result.shards} shard(s), {result.reused} from the results directory, {result.seconds:.1f} s")
    lines.extend(footer(result.provenance) if result.provenance else [])
    return "\n".join(lines)


# --- tables: CSV and LaTeX (commute, diverge) ----------------------------------------------------------

def _provenance_comments(record: dict, mark: str) -> list[str]:
    return [f"{mark} {line}" for line in footer(record)] if record else []


def _csv(rows: list[list[object]]) -> str:
    import csv
    import io

    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerows(rows)
    return out.getvalue().rstrip("\n")


def commute_csv(result, written: dict[int, str] | None = None) -> str:
    """One row per cell; the provenance first, as "#" lines."""
    written = written or {}
    rows: list[list[object]] = [["effects", "subject", "status", "boards_tried", "boards_applied_together",
                                 "boards_refused", "bound", "witness_objects", "witness", "witness_file",
                                 "why_incomplete"]]
    for i, c in enumerate(result.cells):
        w = c.witness or {}
        # why a `?` cell is one: each reason in words with the boards it made an answer incomplete on (issue 27)
        why = "; ".join(f"{why_words(r)} ({n} board{'s' if n != 1 else ''})" for r, n in
                        sorted(c.reasons.items(), key=lambda kv: (-kv[1], kv[0])))
        rows.append([" + ".join(e.label for e in c.effects), c.subject, c.status, c.boards, c.both_apply, c.refused,
                     c.bound, w.get("objects", ""), w.get("description", ""), written.get(i, ""), why])
    return "\n".join([*_provenance_comments(result.provenance, "#"), _csv(rows)])


def divergence_csv(result, written: str = "") -> str:
    rows: list[list[object]] = [["reading", "a", "b", "question", "result", "witness_objects", "witness",
                                 "boards_covered", "boards_subject", "boards_refused", "bound", "witness_file"]]
    from mtgasp.research.boards import describe

    status = divergence_json(result)["result"]
    rows.append([result.key, result.a, result.b, result.question, status,
                 len(result.witness.objects) if result.witness is not None else "",
                 describe(result.witness) if result.witness is not None else "", result.covered, result.met,
                 result.refused, result.bound, written])
    return "\n".join([*_provenance_comments(result.provenance, "#"), _csv(rows)])


LATEX_SPECIAL = {"&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_", "{": r"\{", "}": r"\}",
                 "~": r"\textasciitilde{}", "^": r"\textasciicircum{}", "\\": r"\textbackslash{}"}


def _tex(text: object) -> str:
    return "".join(LATEX_SPECIAL.get(ch, ch) for ch in str(text))


def commute_latex(result, written: dict[int, str] | None = None) -> str:
    """The commutation table as a LaTeX tabular (booktabs): a row per set of effects, a column per subject,
    each cell its mark and N/M (applied together on N of the M boards tried); the provenance as comments."""
    subjects = list(result.subjects)
    groups: dict[tuple, dict[str, object]] = {}
    for c in result.cells:
        groups.setdefault(c.effects, {})[c.subject] = c
    lines = [*_provenance_comments(result.provenance, "%"),
             r"\begin{tabular}{l" + "c" * len(subjects) + "}", r"\toprule",
             " & ".join(["Effects", *(_tex(s) for s in subjects)]) + r" \\", r"\midrule"]
    for effects, cells in groups.items():
        marks = []
        for s in subjects:
            c = cells.get(s)
            marks.append("" if c is None else f"{_tex(MARK[c.status])} {c.both_apply}/{c.boards}")  # type: ignore[attr-defined]
        lines.append(" & ".join([_tex(" + ".join(e.label for e in effects)), *marks]) + r" \\")
    lines += [r"\bottomrule", r"\end{tabular}",
              "% O: order matters; c: only the choices matter; .: commutes on every board tried; -: never applied "
              "together (nothing proved); N/M: applied together on N of the M boards tried"]
    return "\n".join(lines)


def divergence_latex(result, written: str = "") -> str:
    from mtgasp.research.boards import describe

    status = divergence_json(result)["result"]
    witness = describe(result.witness) if result.witness is not None else ""
    lines = [*_provenance_comments(result.provenance, "%"),
             r"\begin{tabular}{lllllrr}", r"\toprule",
             r"Reading & A & B & Question & Result & Boards (subject) & Bound \\", r"\midrule",
             " & ".join(_tex(x) for x in (result.key, result.a, result.b, result.question,
                                           status + (f": {witness}" if witness else ""),
                                           f"{result.covered} ({result.met})", result.bound)) + r" \\",
             r"\bottomrule", r"\end{tabular}"]
    return "\n".join(lines)
