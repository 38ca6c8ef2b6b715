"""can-activate: can each activated ability of one permanent be activated now, and if not, why
(queries/can_activate.lp over rules/activation/activation.lp; a mana cost is checked by queries/can_activate_payment.lp)."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

import clingo

from mtgasp.encoder import Board, BoardError
from mtgasp.encoder.board import require_permanent
from mtgasp.encoder.limits import MAX_NUMBER, check_bool
from mtgasp.engine.limits import DEFAULT_TIMEOUT, time_limited
from mtgasp.engine.readings import Readings
from mtgasp.engine.solver import solve_models, solve_query_with

from .arguments import check_call, check_optional_bool, check_optional_int
from .codes import Code, incomplete, incomplete_notes, status_reasons
from .mana_loops import pay_holding_priority
from .run import facts_for, target_inputs
from .terms import fact, text_of

# The predicates this question reads (name: arity), each shown by queries/can_activate.lp (tests/test_rows.py): any other
# name read raises UnshownRow (engine/solver.py).
READS = {"ability": 4, "activator": 1, "blocked": 4, "incomplete": 2, "mana_ability": 2, "mana_cost": 4, "taps_cost": 2, "met": 4,
         "not_mana_ability": 3, "paid_by_plan": 3, "plan_block": 4, "plan_met": 4, "why": 3}


@dataclass(frozen=True)
class Reason:
    """Why an ability can't be activated (or, with explain, a requirement it meets): the rule and the code the
    rules derived (render/words.py words it: `mtgasp.render.words.say(reason.code)`)."""

    rule: str
    code: Code


@dataclass(frozen=True)
class AbilityCheck:
    ability: int  # its number among the permanent's abilities (rules/core/ability_index.lp: ability_index/4)
    text: str
    can_activate: bool
    reasons: tuple[Reason, ...]
    mana_ability: bool = False
    why: tuple[Reason, ...] = ()  # with explain=True: the requirements it meets, each with its rule


@dataclass(frozen=True)
class CanActivate:
    permanent: str
    abilities: tuple[AbilityCheck, ...]
    complete: bool = True
    notes: tuple[Code, ...] = ()  # what the answer depends on that the library doesn't model (incomplete codes)
    # "mana_abilities": a mana cost is paid with mana abilities (CR 605.3a); "with_priority": also with the mana made
    # holding priority before activating, untap abilities activated and resolved (CR 602.2, 608.2, 732.2)
    mode: str = "mana_abilities"


def cost_text(parts: list[tuple[str, int]]) -> str:
    """mana(C, K) cost parts as printed: {2}{G}{G}."""
    generic = sum(k for c, k in parts if c == "generic")
    out = "{" + str(generic) + "}" if generic else ""
    for t in ("w", "u", "b", "r", "g", "c"):
        out += ("{" + t.upper() + "}") * sum(k for c, k in parts if c == t)
    return out or "{0}"


@time_limited
def can_activate(board: Board, permanent_id: str, ability: int | None = None, *, explain: bool = False,
                 timeout: float | None = DEFAULT_TIMEOUT, readings: Readings = None,
                 with_priority: bool = False) -> CanActivate:
    """Whether each activated ability of a permanent can be activated now, and why not (with
    explain=True, also every requirement it meets). with_priority: a mana cost the player's mana abilities can't pay
    may be paid with the mana they make holding priority first (mana --with-priority: queries/mana_loops.py)."""
    check_call(board, timeout, permanent_id=permanent_id)
    check_optional_int(ability, "ability", 1, MAX_NUMBER)
    check_bool(explain, "explain")
    check_optional_bool(with_priority, "with_priority")
    require_permanent(board, permanent_id)
    extra: dict[str, list[tuple]] = {"query_target": [(permanent_id,)]}
    asked: dict[str, list[tuple]] = {"explain_requested": [()]} if explain else {}
    if explain:
        extra["explain_requested"] = [()]
    # The permanent asked about is an external of a program kept for the board (engine/solver.py: solve_query_with)
    answer = solve_query_with("can_activate", lambda: facts_for(board, asked, readings=readings),
                              target_inputs(permanent_id), lambda: facts_for(board, extra, readings=readings),
                              timeout=timeout, reads=READS)
    rows = sorted(answer.by_name("ability"), key=lambda r: r[2])
    numbers = [r[2] for r in rows]
    if ability is not None and ability not in numbers:
        listed = ", ".join(str(n) for n in numbers) or "none"
        raise BoardError(f"{permanent_id}: ability {ability} is not an activated ability of it (activated: {listed})",
                         board.source)
    activator = next((str(pl) for (pl,) in answer.by_name("activator")), "")
    blocks: dict[tuple, list[Reason]] = defaultdict(list)
    for orig, n, rule, term in answer.by_name("blocked"):
        blocks[(str(orig), n)].append(Reason(str(rule), Code("reason", term, str(rule))))
    mana_abilities = {(str(o), n) for o, n in answer.by_name("mana_ability")}
    met: dict[tuple, list[Reason]] = defaultdict(list)
    for orig, n, rule, code in answer.by_name("met"):
        met[(str(orig), n)].append(Reason(str(rule), Code("met", code, str(rule))))
    for orig, n, code in answer.by_name("not_mana_ability"):
        met[(str(orig), n)].append(Reason("605.1a", Code("not_mana", code, "605.1a")))
    # The verdicts of a cost a mana plan pays (CR 118.3, 119.4: rules/activation/activation.lp), read when the
    # plan (queries/can_activate_payment.lp) has no answer set, or has one (plan_met, with explain).
    plan_blocks: dict[tuple, list[tuple]] = defaultdict(list)
    for orig, n, rule, term in answer.by_name("plan_block"):
        plan_blocks[(str(orig), n)].append((str(rule), term))
    plan_met: dict[tuple, list[tuple]] = defaultdict(list)
    for orig, n, rule, term in answer.by_name("plan_met"):
        plan_met[(str(orig), n)].append((str(rule), term))
    mana_costs: dict[tuple, list] = defaultdict(list)
    for orig, n, kind, k in answer.by_name("mana_cost"):
        mana_costs[(str(orig), n)].append((str(kind), k))
    tapping = {(str(o), n) for o, n in answer.by_name("taps_cost")}
    by_plan: dict[tuple, set[str]] = defaultdict(set)  # what a mana plan must pay first (rules/activation/activation.lp)
    for orig, n, what in answer.by_name("paid_by_plan"):
        by_plan[(str(orig), n)].add(str(what))
    # What the answer depends on that isn't modelled or explored (queries/can_activate.lp): about activating
    # this permanent, or the whole board (every check), or the activator's mana (only "can't be paid").
    incomplete_rows = answer.by_name("incomplete")
    paying = [(s, w) for s, w in incomplete_rows if isinstance(s, str) or s.name == "pool"]
    unexplored = tuple(dict.fromkeys(incomplete(w, status_reasons(answer.by_name("why"))) for _s, w in paying))
    results = []
    complete = answer.complete
    # Objects the answer is incomplete about (their mana may not be what the rules give them: Meteor Crater beside
    # Thran Lens, CR 613.1e): a payment found with their mana proves nothing.
    unsure = tuple(sorted({s for s, _w in paying if isinstance(s, str)} - {permanent_id}))
    unsure_paid: set[str] = set()  # objects whose unsure mana a payment found needed
    for orig, n, number, text in rows:
        if ability is not None and number != ability:
            continue
        key = (str(orig), n)
        reasons = sorted(blocks.get(key, []), key=lambda r: (r.rule, str(r.code.term)))
        if not reasons and by_plan.get(key):
            # The plan is searched without the unsure objects first; one found only with them leaves the answer
            # incomplete.
            payable, finished = _mana_cost_payable(board, activator, permanent_id, orig, n, timeout, readings, unsure,
                                                   holding=with_priority)
            sure = payable
            if not payable and unsure:
                payable, finished = _mana_cost_payable(board, activator, permanent_id, orig, n, timeout, readings,
                                                       holding=with_priority)
            complete = complete and finished and (sure or not unexplored)
            if payable and not sure:
                unsure_paid.update(unsure)
            if not payable and with_priority:
                held = pay_holding_priority(board, activator, cost_text(mana_costs[key]), keep=(permanent_id,),
                                            untapped=(permanent_id,) if key in tapping else (), timeout=timeout,
                                            readings=readings)
                if held is not None:
                    payable = held.payable
                    complete = complete and (held.payable or held.complete)
            if not payable:
                reasons = [Reason(rule, Code("reason", _with_cost(term, mana_costs[key]), rule, unproven=unexplored))
                           for rule, term in plan_blocks[key]]
            elif explain:
                met[key].extend(Reason(rule, Code("met", _with_cost(term, mana_costs[key]), rule))
                                for rule, term in plan_met[key])
        why = tuple(sorted(met.get(key, []), key=lambda r: (r.rule, str(r.code.term)))) if explain else ()
        results.append(AbilityCheck(number, text or text_of(orig), not reasons, tuple(reasons), key in mana_abilities,
                                    why))
    # With --ability: the reasons rules/core/incomplete.lp gives about another activated ability of this permanent (its
    # unmodelled effect, cost or restriction) are not about the one asked (issue 25): left out of this answer.
    chosen = {(str(o), n) for o, n, number, _t in rows if ability is None or number == ability}
    others = {(str(o), n) for o, n, _number, _t in rows} - chosen

    def about_another(why: clingo.Symbol) -> bool:
        return (why.type == clingo.SymbolType.Function and why.name in ("unmodelled", "unchecked_cost",
                                                                        "unchecked_restriction", "target_unread")
                and len(why.arguments) >= 2 and why.arguments[0].type == clingo.SymbolType.String
                and why.arguments[1].type == clingo.SymbolType.Number
                and (why.arguments[0].string, why.arguments[1].number) in others)
    unmodelled = incomplete_notes([(s, w) for s, w in incomplete_rows if ((s, w) not in paying or s in unsure_paid)
                                   and not (not isinstance(s, str) and s.name == "activation" and about_another(w))],
                                  answer.by_name("why"))
    return CanActivate(permanent_id, tuple(results), complete and not unmodelled, unmodelled,
                       mode="with_priority" if with_priority else "mana_abilities")


def _with_cost(term: clingo.Symbol, parts: list[tuple[str, int]]) -> clingo.Symbol:
    """A verdict about a mana cost (mana_unpaid(Pl), mana_cost) with the cost as printed as its last argument."""
    if term.type == clingo.SymbolType.Function and term.name in ("mana_unpaid", "mana_cost"):
        return clingo.Function(term.name, [*term.arguments, clingo.String(cost_text(parts))])
    return term


def _mana_cost_payable(board: Board, player: str, permanent_id: str, orig: object, n: int,
                       timeout: float | None, readings: Readings = None,
                       avoid: tuple[str, ...] = (), holding: bool = False) -> tuple[bool, bool]:
    # (`holding`: the player holds priority and may make mana before activating the ability, an "Activate only as an
    # instant" mana ability's too: rules/mana/mana_sequence.lp, CR 602.5e, 605.3a.)
    extra = fact("plan_player", player) + fact("plan_required", permanent_id, orig, n)
    extra += "plan_holding_priority.\n" if holding else ""
    extra += "".join(fact("plan_avoid", o) for o in avoid)
    # One way to pay answers the question: the search stops at the first (enumerating every payment plan of a big
    # board took minutes); a payable cost is decided, an unpayable one only when the search was exhausted.
    models = solve_models("can_activate_payment", facts_for(board, readings=readings) + extra, timeout=timeout,
                          max_models=1)
    return models.satisfiable, models.satisfiable or models.complete


__all__ = ["AbilityCheck", "CanActivate", "Reason", "can_activate"]
