"""Board files → validated model → ASP facts."""
from .errors import BoardError
from .board import Board, BoardObject, load_board, parse_board
from .facts import board_facts, asp_string

__all__ = ["BoardError", "Board", "BoardObject", "load_board", "parse_board", "board_facts", "asp_string"]
