"""mtgasp: the Comprehensive Rules of Magic: The Gathering as clingo programs, with a thin Python layer.

    >>> import mtgasp
    >>> board = mtgasp.load_board("examples/reflecting.yaml")
    >>> mtgasp.could_produce(board).types
"""
from mtgasp.encoder import Board, BoardError, BoardObject, board_facts, load_board, parse_board
from mtgasp.encoder.library import CardInfo, card_library
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

__version__ = "0.1.0"

__all__ = ["Board", "BoardError", "BoardObject", "board_facts", "load_board", "parse_board", "CardInfo",
           "card_library", "AbilityOutcomes", "CouldProduce", "Produce", "ProduceOutcome", "could_produce",
           "produce", "encode",
           "AbilityCheck", "Activation", "CanActivate", "CostPayment", "ManaOption", "ManaPools", "Reason",
           "SymbolPayment", "TriggerMana", "can_activate", "mana",
           "Choice", "DamageEvent", "EnterEvent", "OrderingOutcome", "Orderings", "Point", "TapEvent",
           "orderings",
           "AbilityView", "LostAbility", "ObjectView", "QueryAnswer", "Show", "TraceStep", "query", "show"]


def encode(board: Board) -> str:
    """The ASP facts the board becomes (what `mtgasp encode` prints)."""
    return board_facts(board)
