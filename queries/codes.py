"""What a result says, as the codes the rules derive: render/words.py words them (the one table from codes to
English); a question never words.

A `Code` is one row the rules derived: which table it is read from (`kind`), the code term itself, the CR
rule that gives it, and what it is about. `Said` is a note: a Code, or a sentence the engine gave (a limit's
message: it has no code).
"""
from __future__ import annotations

from dataclasses import dataclass

import clingo

from mtgasp.encoder.errors import BoardError

# The kinds of codes (each a table of render/words.py) and the atoms they come from.
KINDS = frozenset({
    "note",            # note(Subject, Code, Rule)
    "incomplete",      # incomplete(Subject, Why): the reason alone
    "incomplete_note",  # incomplete(Subject, Why) as a note: "INCOMPLETE (<subject>): <why>"
    "reason",          # blocked(O, Orig, N, Rule, Reason): why an ability can't be activated
    "met",             # met(O, Orig, N, Rule, Code): a requirement an ability meets
    "not_mana",        # not_mana_ability(Orig, N, Why): why an ability is not a mana ability (CR 605.1a)
    "not_produced",    # not_produced(O, T, Orig, N, I, Why): why a type can't be produced; subject: the type's letter
    "board_error",     # board_error(O, Code, Rule)
    "event_error",     # event_error(Ev, Code, Rule)
    "category",        # category_rule(K, Rule): the rule letting an effect be chosen at a point (term: none)
    "decline",         # decline_rule(Rule): an optional effect declined (term: none)
    "spend_restricted",  # fixed_restricted(Name, N): a cost not paid with mana whose spending is restricted (CR 106.6)
    # The event `mtgasp orderings` asks about (queries/orderings.py: event_code), none for what it doesn't give:
    # tap(Id, N, Text), enter(Name, Id, Controller, cast(X, Kicked) | put(Transformed)),
    # damage(Amount, Source, Target, Kicked), counters(Amount, Kind, Target, By)
    "event",
    "untold",          # why order and choice were not told apart (queries/commutation.py): hidden_choice, too_many_choices
    "untold_note",     # the same as a note of `mtgasp orderings`: what it means for order_matters and choice_matters
    "tree_size",       # tree_size(Points): a tree of choices that was not decoded
    # A change `show --explain` traces (queries/show.py), subject: the object changed (None: the step itself):
    # printed(P, T), l7(Sub, Change, counters(Kind, N) | none), loses(Kind, Value), gains(Kind, Value), text_lost,
    # not_applied, color(Status, Color), ability(Orig, N, Text | none)
    "trace",
    # A line of what an answer of `mtgasp query` rests on (queries/query.py), e.g. creature_types(Id, (Type, ...)),
    # may_reveal(N, Text, (Type, ...), Reward), pt_step(Sub, Change, counters(N, Kind) | ability(Src, N, Orig))
    "query",
})

NONE = clingo.Function("none")

# Board errors the rules derive once for each value a board may give (effect_branch("even"), ..("odd")): one
# error, with every value (queries/run.py: check_board).
LISTED_BOARD_ERRORS = frozenset({"effect_branch", "effect_ability_unknown", "effect_source_other"})


@dataclass(frozen=True)
class Code:
    """A code the rules derived, with its rule and what it is about: worded by render/words.py (say)."""

    kind: str  # one of KINDS
    term: clingo.Symbol = NONE  # the code as the rules derive it (a reason atom, an incomplete/2 reason, ...)
    rule: str = ""  # the CR rule that gives it ("" when the row has none)
    subject: clingo.Symbol | str | None = None  # what it is about (an incomplete/2 subject, a mana type, a player)
    detail: str = ""  # the card library's status reason for an unmodelled ability (why/3)
    unproven: tuple[Code, ...] = ()  # what a verdict could not explore (incomplete codes): "not proven: ..."

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown kind of code: {self.kind!r}")

    def __reduce__(self) -> tuple:
        # A result crosses from the worker process to the command line by pickle (engine/runner.py): a clingo.Symbol
        # is a handle into the process that made it, so its terms travel as clingo's text and are parsed back.
        return (_unpickled, (self.kind, str(self.term), self.rule, _portable(self.subject), self.detail, self.unproven))


def _portable(value: clingo.Symbol | str | None) -> tuple[bool, str | None]:
    return (True, str(value)) if isinstance(value, clingo.Symbol) else (False, value)


def _unpickled(kind: str, term: str, rule: str, subject: tuple[bool, str | None], detail: str,
               unproven: tuple[Code, ...]) -> Code:
    is_symbol, value = subject
    return Code(kind, clingo.parse_term(term), rule, clingo.parse_term(value) if is_symbol and value is not None else value,
                detail, unproven)


Said = Code | str  # a note: a code, or a sentence of the engine (a limit's message)


class RulesError(BoardError):
    """A board or an event the rules refuse (board_error/3, event_error/3): the entry it is about ("Lightning Bolt
    (bolt)") and the code. Its message is the code's term until render/words.py words it (error()): the command
    line, the page and the API (import mtgasp) raise it worded."""

    def __init__(self, entry: str, code: Code, where: str | None = None, message: str | None = None) -> None:
        self.entry = entry
        self.code = code
        super().__init__(message or f"{entry}: {code.term} (CR {code.rule})", where)

    def __reduce__(self):  # (pickled as itself, e.g. from a worker process)
        return (RulesError, (self.entry, self.code, self.where, self.message))


def status_reasons(rows: list[tuple]) -> dict[tuple[str, int], str]:
    """why(Name, N, Reason) rows: the card library's reason for each unmodelled ability (a library datum)."""
    return {(_text(name), int(str(n))): _text(r) for name, n, r in rows}


def incomplete(why: clingo.Symbol, reasons: dict[tuple[str, int], str] | None = None, *,
               subject: clingo.Symbol | str | None = None, note: bool = False) -> Code:
    """An incomplete(Subject, Why) row as a code, with the library's reason when Why is unmodelled(Name, N)."""
    detail = ""
    if (reasons and isinstance(why, clingo.Symbol) and why.type == clingo.SymbolType.Function
            and why.name == "unmodelled" and len(why.arguments) == 2):
        detail = reasons.get((_text(why.arguments[0]), why.arguments[1].number), "")
    return Code("incomplete_note" if note else "incomplete", why, subject=subject, detail=detail)


def incomplete_notes(rows, why=()) -> tuple[Code, ...]:
    """incomplete(Subject, Why) rows as notes, once each (render/words.py sorts them by their words)."""
    reasons = status_reasons(list(why))
    return tuple(dict.fromkeys(incomplete(w, reasons, subject=s, note=True) for s, w in rows))


def _text(value: object) -> str:
    if isinstance(value, clingo.Symbol):
        if value.type == clingo.SymbolType.String:
            return value.string
        if value.type == clingo.SymbolType.Number:
            return str(value.number)
    return str(value)
