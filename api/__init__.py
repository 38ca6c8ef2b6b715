"""mtgasp: the Comprehensive Rules of Magic: The Gathering as clingo programs, with a thin Python layer.

    >>> import mtgasp
    >>> board = mtgasp.load_board("examples/reflecting.yaml")
    >>> mtgasp.could_produce(board).types["reflecting-pool"]
    ('G',)

Every question is answered by one logic program (queries/<question>.lp, which includes the rules
of rules/) run on the facts `encode(board)` prints; the functions below run it and return typed
results (dataclasses) of the codes the rules derive, which mtgasp.render.words words (`say`). Errors a user
can cause raise BoardError (a message and where); a board or an event the rules refuse raises its subclass
RulesError, with the rules' code (`mtgasp.render.words.error(exc)` words it, as the command line does); `timeout=` bounds
a whole call (LimitExceeded when it has no answer in time); mtgasp.engine.runner.call runs one in a child
process with a kill timeout and a memory limit (docs/cli.md).
"""
from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the same names, for type checkers
    from mtgasp.encoder import Board, BoardError, BoardObject, board_facts, load_board, parse_board
    from mtgasp.encoder.library import CardInfo, card_library
    from mtgasp.engine.limits import LimitExceeded
    from mtgasp.engine.readings import Reading, Readings, registry
    from mtgasp.engine.solver import program_input  # noqa: F401
    from mtgasp.queries.can_activate import AbilityCheck, CanActivate, Reason, can_activate
    from mtgasp.queries.could_produce import CouldProduce, could_produce
    from mtgasp.queries.mana import (
        Activation,
        CostPayment,
        ManaOption,
        ManaPools,
        PoolGroup,
        SymbolPayment,
        TriggerMana,
        mana,
    )
    from mtgasp.queries.orderings import (
        Choice,
        CountersEvent,
        DamageEvent,
        EnterEvent,
        OrderingOutcome,
        Orderings,
        Point,
        TapEvent,
        orderings,
    )
    from mtgasp.queries.produce import AbilityOutcomes, Produce, ProduceOutcome, produce
    from mtgasp.queries.query import QueryAnswer, query
    from mtgasp.queries.run import facts_for  # noqa: F401
    from mtgasp.queries.show import AbilityView, LostAbility, ObjectView, Show, TraceStep, show

# What each name is imported from when first asked for (PEP 562): `import mtgasp` loads no question, no card
# data and no compiler; a question loads its own module (tests/cli/test_import_cost.py).
_LAZY = {
    **dict.fromkeys(("Board", "BoardError", "BoardObject", "board_facts", "load_board", "parse_board"), "mtgasp.encoder"),
    **dict.fromkeys(("CardInfo", "card_library"), "mtgasp.encoder.library"),
    "LimitExceeded": "mtgasp.engine.limits",
    **dict.fromkeys(("AbilityCheck", "CanActivate", "Reason", "can_activate"), "mtgasp.queries.can_activate"),
    **dict.fromkeys(("CouldProduce", "could_produce"), "mtgasp.queries.could_produce"),
    **dict.fromkeys(("Activation", "CostPayment", "ManaOption", "ManaPools", "PoolGroup", "SymbolPayment", "TriggerMana",
                     "mana"),
                    "mtgasp.queries.mana"),
    **dict.fromkeys(("Choice", "CountersEvent", "DamageEvent", "EnterEvent", "OrderingOutcome", "Orderings", "Point", "TapEvent",
                     "orderings"), "mtgasp.queries.orderings"),
    **dict.fromkeys(("AbilityOutcomes", "Produce", "ProduceOutcome", "produce"), "mtgasp.queries.produce"),
    **dict.fromkeys(("QueryAnswer", "query"), "mtgasp.queries.query"),
    **dict.fromkeys(("AbilityView", "LostAbility", "ObjectView", "Show", "TraceStep", "show"), "mtgasp.queries.show"),
    "facts_for": "mtgasp.queries.run",
    **dict.fromkeys(("Reading", "Readings", "registry"), "mtgasp.engine.readings"),
    "program_input": "mtgasp.engine.solver",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'mtgasp' has no attribute {name!r}")
    __import__(module)  # (not importlib.import_module, which `python -X importtime` doesn't report)
    value = getattr(sys.modules[module], name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))


__version__ = "0.2.0"

# The arguments of the mtgasp command run in this process (mtgasp.cli.main sets them: it may be called from
# Python with its own); the research results' provenance and --readings-file read them.
ARGV: list[str] = []

__all__ = ["LimitExceeded", "Board", "BoardError", "BoardObject", "board_facts", "load_board", "parse_board", "CardInfo",
           "card_library", "AbilityOutcomes", "CouldProduce", "Produce", "ProduceOutcome", "could_produce",
           "produce", "encode",
           "AbilityCheck", "Activation", "CanActivate", "CostPayment", "ManaOption", "ManaPools", "PoolGroup", "Reason",
           "SymbolPayment", "TriggerMana", "can_activate", "mana",
           "Choice", "CountersEvent", "DamageEvent", "EnterEvent", "OrderingOutcome", "Orderings", "Point", "TapEvent",
           "orderings",
           "AbilityView", "LostAbility", "ObjectView", "QueryAnswer", "Show", "TraceStep", "query", "show",
           "Reading", "Readings", "registry"]


def encode(board: Board, *, stages: bool = True, readings: Readings = None) -> str:
    """The facts a question's program reads for this board (what `mtgasp encode` prints): the board, its
    cards, the readings chosen and, unless stages=False, the result of the stages (rules/stages/layer4.lp)
    run on them."""
    from mtgasp.engine.solver import program_input
    from mtgasp.queries.run import facts_for

    facts = facts_for(board, readings=readings)  # a board the rules refuse (CR 304.4) is refused here too
    return program_input(facts) if stages else facts
