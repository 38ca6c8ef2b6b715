"""What happened this turn, as a sweep's boards state it (issue 27, session 32).

An effect that reads what happened this turn ("if an opponent lost life this turn", Gev, Scaled Scorch; "for each land
that entered under your control this turn", Bioengineered Future; "for each creature that died this turn", Gorma, the
Gullet; "if you've cast two or more spells this turn", Effortless Master) is not applied on a board that doesn't say
it, and the answer is incomplete, naming the ability (rules/replacement/enter_turn.lp, enter_amounts.lp). A sweep's
generated boards said nothing of the turn, so every cell with such an effect was incomplete (about 373 cells of the
enter table). Now a cell with one is swept on boards that state what its effects read: each count or event read,
none (0) and a value that makes the card's own condition or amount count, read from its facts (not from its name):

- this_turn(E, Rel) and turn_players(E, Rel, M) (raid, morbid, revolt, "each opponent who lost life"): E happened to
  every player (1), or to none;
- opponent_damaged_this_turn (bloodthirst, CR 702.54a): damage dealt to every player (1), or to none;
- turn_at_least(K, Rel, L): L of K for every player, or none;
- turn_other_fewer(K, Rel, L) ("unless you've cast another red spell this turn"): none (the condition holds) or L + 1
  for every player (it fails, even with the entering spell's own counted, CR 601.2i);
- turn_amount(K, Rel, Agg, M) (bloodthirst X, Bioengineered Future): 1 of K for every player, or none.

What happened is stated by its count where the board has one (lost_life by life_lost, creature_died by
creatures_died, a player dealt damage by damage_dealt: the rules derive the one from the other,
rules/replacement/enter_turn.lp), so two effects reading the same thing read one statement (a board stating both could
contradict itself, which the encoder refuses). Every player is given the same value: whichever player controls the
effect, "you", "an opponent" and "any player" read it alike.
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from itertools import product

import clingo

from mtgasp.encoder import Board
from mtgasp.encoder.board import SPELL_KIND_COUNTS, THIS_TURN, TURN_COUNTS

from .cards import terms_of

# A variant's key of a count or event this turn: PREFIX + the board's key (research/commute.py Variant).
PREFIX = "this_turn:"
# What happened, stated by its count (CR 119.3, 700.4, 120.3): the key of the count that says it.
AS_COUNT = {"lost_life": "life_lost", "creature_died": "creatures_died", "damaged": "damage_dealt"}
_READS = {("this_turn", 2), ("turn_players", 3), ("opponent_damaged_this_turn", 0), ("turn_at_least", 3),
          ("turn_other_fewer", 3), ("turn_amount", 4)}


def _walk(sym: clingo.Symbol):
    yield sym
    if sym.type == clingo.SymbolType.Function:
        for arg in sym.arguments:
            yield from _walk(arg)


def _key(kind: str) -> str | None:
    """The board's key for a count or event this turn of the facts (None: one the board can't state)."""
    kind = AS_COUNT.get(kind, kind)
    if kind in TURN_COUNTS or kind in THIS_TURN or kind in SPELL_KIND_COUNTS:
        return kind
    return None


@lru_cache(maxsize=4096)
def turn_reads(card: str, ability: int) -> tuple[tuple[str, int], ...]:
    """(the board's key, the value that makes the ability's condition or amount count) of each count or event this turn
    the ability reads (its facts whose second argument is the ability), sorted; () when it reads none."""
    found: dict[str, int] = {}
    for fact in terms_of(card):
        if fact.type != clingo.SymbolType.Function or len(fact.arguments) < 2 \
                or fact.arguments[1].type != clingo.SymbolType.Number or fact.arguments[1].number != ability:
            continue
        for sym in _walk(fact):
            if sym.type != clingo.SymbolType.Function or (sym.name, len(sym.arguments)) not in _READS:
                continue
            args = sym.arguments
            if sym.name == "opponent_damaged_this_turn":
                key, value = _key("damaged"), 1
            elif sym.name in ("this_turn", "turn_players", "turn_amount"):
                key, value = _key(str(args[0])), 1
            elif args[2].type != clingo.SymbolType.Number:
                continue
            elif sym.name == "turn_at_least":
                key, value = _key(str(args[0])), args[2].number
            else:  # turn_other_fewer: 0 makes it hold; L + 1 makes it fail
                key, value = _key(str(args[0])), args[2].number + 1
            if key is not None:
                found[key] = max(found.get(key, 0), value)
    return tuple(sorted(found.items()))


def turn_variants(cell: list) -> list[tuple[tuple[str, str], ...]]:
    """The statements of the turn a cell's boards are swept on: for each key its effects read, none and the greatest
    value one of them needs, every combination ([()] when they read none)."""
    reads: dict[str, int] = {}
    for card, n in cell:
        for key, value in turn_reads(card, n):
            reads[key] = max(reads.get(key, 0), value)
    if not reads:
        return [()]
    keys = sorted(reads)
    return [tuple((PREFIX + k, str(v)) for k, v in zip(keys, values))
            for values in product(*((0, reads[k]) for k in keys))]


def on_turn(board: Board, variant) -> Board:
    """The board stating the variant's counts and events this turn, for every player alike."""
    said = [(k[len(PREFIX):], int(v)) for k, v in variant if k.startswith(PREFIX)]
    if not said:
        return board
    this_turn = dict(board.this_turn)
    counts = dict(board.turn_counts)
    for key, value in said:
        if key in THIS_TURN:
            if key == "creature_died":
                this_turn[key] = ("any",) if value else ()
            else:
                this_turn[key] = tuple(board.players) if value else ()
        else:
            counts[key] = tuple((p, value) for p in board.players)
    return replace(board, this_turn=tuple(sorted(this_turn.items())), turn_counts=tuple(sorted(counts.items())))
