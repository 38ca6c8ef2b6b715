"""Board files → validated model → ASP facts."""
from .board import Board, BoardObject, load_board, parse_board
from .errors import BoardError
from .facts import asp_string, board_facts

__all__ = ["BoardError", "Board", "BoardObject", "load_board", "parse_board", "board_facts", "asp_string"]
