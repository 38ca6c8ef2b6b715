"""mtgasp: the Comprehensive Rules of Magic: The Gathering as clingo programs, with a thin Python layer.

    >>> import mtgasp
    >>> board = mtgasp.load_board("examples/reflecting.yaml")
    >>> mtgasp.could_produce(board).types["reflecting-pool"]
    ('G',)

Every question is answered by one logic program (mtgasp/queries/<question>.lp, which includes the rules
of mtgasp/rules/) run on the facts `encode(board)` prints; the functions below run it and return typed
results (dataclasses). Errors a user can cause raise BoardError (a message and where); `timeout=` bounds
a whole call (LimitExceeded when it has no answer in time); mtgasp.runner.call runs one in a child
process with a kill timeout and a memory limit (docs/cli.md).
"""
from mtgasp.encoder import Board, BoardError, BoardObject, board_facts, load_board, parse_board
from mtgasp.encoder.library import CardInfo, card_library
from mtgasp.limits import LimitExceeded
from mtgasp.queries import (
    AbilityCheck,
    AbilityOutcomes,
    AbilityView,
    Activation,
    CanActivate,
    Choice,
    CostPayment,
    CouldProduce,
    DamageEvent,
    EnterEvent,
    LostAbility,
    ManaOption,
    ManaPools,
    ObjectView,
    OrderingOutcome,
    Orderings,
    Point,
    Produce,
    ProduceOutcome,
    QueryAnswer,
    Reason,
    Show,
    SymbolPayment,
    TapEvent,
    TraceStep,
    TriggerMana,
    can_activate,
    could_produce,
    mana,
    orderings,
    produce,
    query,
    show,
)
from mtgasp.queries.run import facts_for
from mtgasp.readings import Reading, Readings, registry
from mtgasp.solver import program_input

__version__ = "0.2.0"

__all__ = ["LimitExceeded", "Board", "BoardError", "BoardObject", "board_facts", "load_board", "parse_board", "CardInfo",
           "card_library", "AbilityOutcomes", "CouldProduce", "Produce", "ProduceOutcome", "could_produce",
           "produce", "encode",
           "AbilityCheck", "Activation", "CanActivate", "CostPayment", "ManaOption", "ManaPools", "Reason",
           "SymbolPayment", "TriggerMana", "can_activate", "mana",
           "Choice", "DamageEvent", "EnterEvent", "OrderingOutcome", "Orderings", "Point", "TapEvent",
           "orderings",
           "AbilityView", "LostAbility", "ObjectView", "QueryAnswer", "Show", "TraceStep", "query", "show",
           "Reading", "Readings", "registry"]


def encode(board: Board, *, stages: bool = True, readings: Readings = None) -> str:
    """The facts a question's program reads for this board (what `mtgasp encode` prints): the board, its
    cards, the readings chosen and, unless stages=False, the result of the stages (rules/stages/layer4.lp)
    run on them."""
    facts = facts_for(board, readings=readings)  # a board the rules refuse (CR 304.4) is refused here too
    return program_input(facts) if stages else facts
