"""could-produce: the mana types each permanent could produce (CR 106.7), from queries/could_produce.lp;
with explain=True, why each type (an ability, a choice, an order of the replacement effects) and why
not the types an ability's text could add but it can't here."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

import clingo

from mtgasp.encoder import Board
from mtgasp.encoder.limits import check_bool
from mtgasp.engine.limits import DEFAULT_TIMEOUT, time_limited
from mtgasp.engine.readings import Readings
from mtgasp.engine.solver import Answer, solve_query
from mtgasp.engine.symbols import TermTexts

from .arguments import check_call
from .codes import Code, Said, incomplete, status_reasons
from .explore import EventOutcome, build_graph, class_members, outcomes
from .run import facts_for
from .terms import TYPE_ORDER, mana_letters, text_of
from .why import Step, mana_trail

# The predicates this question reads (name: arity), each shown by queries/could_produce.lp (tests/test_rows.py): any other
# name read raises UnshownRow (engine/solver.py).
READS = {"ability_text": 3, "category": 2, "could_produce": 2, "decline_rule": 1, "explored_as": 2, "incomplete": 2,
         "member": 2, "not_produced": 6, "note": 3, "permanent": 1, "step": 8, "terminal": 3, "via": 7, "via_trigger": 6,
         "why": 3}


@dataclass(frozen=True)
class Because:
    """Why a permanent could produce a type (produced=True: one way), or why one of its abilities can't."""

    type: str  # a letter of WUBRGC
    produced: bool
    ability: int  # the ability's number among the permanent's abilities
    text: str
    choice: str = ""  # the mana the ability adds before replacement effects (letters)
    steps: tuple[Step, ...] = ()
    result: str = ""  # the mana it finally produces (letters)
    reason: Code | None = None  # for produced=False: why not (a not_produced code; its subject the type's letter)
    # produced=True by a triggered ability that is not a mana ability (CR 605.5a): it would add the type if it
    # resolved (CR 106.7); no event is explored, so no choice, steps or result
    triggered: bool = False


@dataclass(frozen=True)
class CouldProduce:
    """For every permanent, the mana types it could produce (letters in WUBRGC order).

    `complete` is False when some permanent's answer may miss types; `incomplete` says which and why (the
    incomplete codes of each: one with the subject board(), about the whole board; the engine's message when a
    search stopped), `notes` what else the rules want said (note codes), `why` (with explain=True) the
    explanations; all keyed by id. `message`: the engine's (a limit), "" when none. render/words.py words them."""

    types: dict[str, tuple[str, ...]]
    complete: bool = True
    message: str = ""
    incomplete: dict[str, tuple[Said, ...]] = field(default_factory=dict)
    notes: dict[str, tuple[Code, ...]] = field(default_factory=dict)
    why: dict[str, tuple[Because, ...]] = field(default_factory=dict)


@time_limited
def could_produce(board: Board, *, explain: bool = False, timeout: float | None = DEFAULT_TIMEOUT,
                  readings: Readings = None) -> CouldProduce:
    """The types of mana each permanent could produce, cycles and replacement effects included."""
    check_call(board, timeout)
    check_bool(explain, "explain")
    extra: dict[str, list[tuple]] = {"explain_requested": [()]} if explain else {}
    # Without --explain nothing below depends on the atoms' order (sets, then sorted): clingo's order is kept
    # (sorting symbols compares them through the C API). With it, the first way found of each type is shown.
    answer = solve_query("could_produce", facts_for(board, extra, readings=readings), timeout=timeout, sort=explain, reads=READS)
    types: dict[str, set[str]] = {p.id: set() for p in board.permanents}
    for (obj,) in answer.by_name("permanent"):
        types.setdefault(str(obj), set())
    letter = TermTexts()  # the mana types are constants (w, u, ...): each printed once
    for obj, mana_type in answer.by_name("could_produce"):
        types[str(obj)].add(letter(mana_type))
    why: dict[str, dict[Said, None]] = defaultdict(dict)  # (ordered sets)
    reasons = status_reasons(answer.by_name("why"))
    whole_board: dict[Said, None] = {}
    for subject, reason in answer.by_name("incomplete"):
        if isinstance(subject, str):
            why[subject][incomplete(reason, reasons)] = None
        else:  # the whole board (rules/core/incomplete.lp): every permanent's answer may be affected
            whole_board[incomplete(reason, reasons, subject=BOARD)] = None
    notes: dict[str, dict[Code, None]] = defaultdict(dict)
    for obj, code, rule in answer.by_name("note"):
        notes[str(obj)][Code("note", code, str(rule))] = None
    ordered = {obj: tuple(t.upper() for t in TYPE_ORDER if t in found) for obj, found in sorted(types.items())}
    complete = answer.complete and not why and not whole_board
    # Every permanent's answer may miss types because of a whole-board reason: each names it (--json's "incomplete"
    # carries every reason the answer is incomplete, not only the message); a search stopped early, too.
    for obj in ordered:
        why[obj].update(whole_board)
        if not answer.complete and answer.message:
            why[obj][answer.message] = None
    return CouldProduce(ordered, complete, answer.message, {k: tuple(v) for k, v in sorted(why.items()) if v},
                        {k: tuple(v) for k, v in sorted(notes.items())},
                        _explanations(answer) if explain else {})


BOARD = clingo.Function("board")  # the subject of an incomplete reason about the whole board


def _explanations(answer: Answer) -> dict[str, tuple[Because, ...]]:
    members = class_members(answer.by_name("member"))
    rules = {c: str(rule) for c, rule in answer.by_name("category")}
    decline = next((str(rule) for (rule,) in answer.by_name("decline_rule")), "614.5")
    texts = {(str(o), i): str(t) for o, i, t in answer.by_name("ability_text")}
    keys = {ev: x for ev, x in answer.by_name("explored_as")}
    steps: dict[clingo.Symbol, list[tuple]] = defaultdict(list)
    # (queries/explore.py keeps states as text)
    for x, st, s, c, opt, st2, s2, k in answer.by_name("step"):
        steps[x].append((str(st), s, c, opt, str(st2), s2, k))
    terminals: dict[clingo.Symbol, list[tuple]] = defaultdict(list)
    for x, st, s in answer.by_name("terminal"):
        terminals[x].append((str(st), s))
    found: dict[clingo.Symbol, list[EventOutcome]] = {}
    out: dict[str, list[Because]] = defaultdict(list)
    first: dict[tuple[str, str], tuple] = {}
    for obj, t, orig, n, index, seed, state in sorted(answer.by_name("via"), key=lambda r: (str(r[0]), r[4], str(r))):
        first.setdefault((str(obj), text_of(t)), (obj, orig, n, index, seed, state))
    for (obj, letter), (_obj, orig, n, index, seed, state) in sorted(first.items()):
        event = clingo.Function("tap", [clingo.String(obj), _symbol(orig), clingo.Number(n), seed])
        key = keys[event]
        if key not in found:
            found[key] = outcomes(build_graph(seed, steps.get(key, []), terminals.get(key, [])), members)
        outcome = next(e for e in found[key] if e.state == state)
        trail = mana_trail(outcome, rules, decline)
        out[obj].append(Because(letter.upper(), True, index, texts.get((obj, index), ""), mana_letters(seed), trail,
                                mana_letters(state)))
    # A type no mana ability explains: the first triggered ability (rules/mana/mana_could_produce.lp) that would add it.
    for obj, t, _orig, _n, index, _pick in sorted(answer.by_name("via_trigger"), key=lambda r: (str(r[0]), r[4], str(r))):
        if (str(obj), text_of(t)) not in first:
            first[(str(obj), text_of(t))] = ()
            out[str(obj)].append(Because(text_of(t).upper(), True, index, texts.get((str(obj), index), ""),
                                         triggered=True))
    for obj, t, _orig, _n, index, reason in sorted(answer.by_name("not_produced"), key=str):
        out[str(obj)].append(Because(text_of(t).upper(), False, index, texts.get((str(obj), index), ""),
                                     reason=Code("not_produced", reason, subject=text_of(t).upper())))
    order = {letter: i for i, letter in enumerate("WUBRGC")}
    return {obj: tuple(sorted(b, key=lambda x: (not x.produced, order[x.type], x.ability))) for obj, b in sorted(out.items())}


def _symbol(value: object) -> clingo.Symbol:
    if isinstance(value, clingo.Symbol):
        return value
    return clingo.String(str(value))
