"""The brute-force oracle of the tests: plain, slow and meant to be obviously right. One card model
(cards.py, written from the Oracle texts, quoted there) and the enumerations built on it:

    produce.py    could produce (CR 106.7, a least fixpoint) and every outcome of a mana ability over every
                  choice and order of replacement effects, by recursion
    orderings.py  the orders of replacement effects on a mana, enter or damage event (CR 616.1), by permutations;
                  on entering, copy effects first (CR 616.1c, 707.5), by walking every sequence of choices
    mana.py       the maximal mana pools of a player, by every combination of taps, with triggered mana abilities

It never imports the engine (the `mtgasp` package) nor reads its rules: boards are read by board.py.

    >>> import oracle
    >>> board = oracle.load_board(yaml_text)
    >>> oracle.could_produce(board)                 # {id: ("W", "G", ...)} in WUBRGC order
    >>> oracle.produce(board, "forest")             # [{mana letters: number of (choice, order) sequences}, ...]
    >>> oracle.tap(board, "forest")                 # Counter {mana: orders}; also enter(...), damage(...)
    >>> oracle.mana_pools(board, "alice")           # {"GG", "UG", ...}

The property tests (tests/queries/test_produce_oracle.py, test_orderings_oracle.py, test_mana_oracle.py) compare
the engine with it on random boards; a bug planted in the card model makes them fail (mutation_check.py).
"""
from .board import Board, Obj, load_board
from .cards import CARDS, norm
from .mana import mana_pools
from .orderings import brute_force, damage, enter, every_order, tap
from .produce import could_produce, produce

__all__ = ["Board", "Obj", "load_board", "CARDS", "norm", "mana_pools", "brute_force", "damage", "enter", "every_order", "tap",
           "could_produce", "produce"]
