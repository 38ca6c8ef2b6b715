"""The targets of a sweep's effects: entries (issue 27, session 32).

A lasting effect of a resolved spell or activated ability that names a target ("Prevent all damage one or two target
creatures would deal this turn", Soul Parry; "Prevent all damage that would be dealt this turn to up to two target
creatures", Redeem; "The next 1 damage that would be dealt to this creature this turn is dealt to any target instead",
Zhalfirin Crusader, Ward of Piety) is applied to nothing on a board whose entry gives no target, and the answer is
incomplete, naming the ability (rules/replacement/damage.lp targets_not_given). The board generator placed such
entries without one, so every cell with such an effect was incomplete. Now each generated board with such an entry is
swept once for each legal target of the board (CR 115.1, 601.2c): an object of the board (targets:) or, for "any
target", a player (chosen: {player: P}, CR 115.4); the entry without a target is not swept (on it the effect is never
applied). One target each: an entry with two targets leaves unsaid which of them each targeted condition names
(targets_unassigned), and one is enough to meet the other effect.

Which objects are legal is the target's own words in the ability's text ("target creature", "target creatures", "any
target": CR 115.4, a creature, player, planeswalker or battle), checked against the printed card types of the board's
permanents. An ability whose target's words are none of these is left as it was (its cells stay incomplete, naming it).
"""
from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache
from itertools import product

import clingo

from mtgasp.encoder import Board, BoardError, BoardObject

from .cards import terms_of

# The conditions and options of an effect that name a target of its object (rules/replacement/damage.lp
# targeted_condition/1, source_targets, affected_targets; affected.lp affected_targeted).
_TARGETED = {"source_targets", "affected_targets", "source_targeted", "affected_targeted", "source_targeted_player",
             "redirect_dest(targeted)", "redirect_dest(source_controller)", "redirect_dest(any_target)",
             "redirect(targeted)", "redirect(source_controller)", "redirect(any_target)"}
# The target's words in the text, and what they admit: a creature, or any target (CR 115.4).
_WORDS = (("any", re.compile(r"\bany target\b", re.IGNORECASE)),
          ("creature", re.compile(r"\btarget creatures?\b", re.IGNORECASE)))
ANY_TYPES = frozenset({"creature", "planeswalker", "battle"})


def _walk(sym: clingo.Symbol):
    yield sym
    if sym.type == clingo.SymbolType.Function:
        for arg in sym.arguments:
            yield from _walk(arg)


@lru_cache(maxsize=4096)
def target_kind(card: str, ability: int) -> str | None:
    """What the effect of the card's ability may target when one of its conditions or options names a target: "any"
    (any target) or "creature"; None when it names none, or its text's target words are none of these."""
    named = False
    text = ""
    for fact in terms_of(card):
        if fact.type != clingo.SymbolType.Function or len(fact.arguments) < 3 \
                or fact.arguments[1].type != clingo.SymbolType.Number or fact.arguments[1].number != ability:
            continue
        if fact.name == "text" and fact.arguments[2].type == clingo.SymbolType.String:
            text = fact.arguments[2].string
        elif fact.name in ("replacement_condition", "replacement_option"):
            named |= any(str(s) in _TARGETED for s in _walk(fact.arguments[-1]))
    if not named:
        return None
    return next((kind for kind, words in _WORDS if words.search(text)), None)


@lru_cache(maxsize=4096)
def _card_types(card: str) -> frozenset[str]:
    return frozenset(str(s.arguments[1]) for s in terms_of(card)
                     if s.type == clingo.SymbolType.Function and s.name == "card_type" and len(s.arguments) == 2)


def _choices(board: Board, entry: BoardObject, kind: str) -> list[dict]:
    """The changes to the entry that give it each legal target of the board."""
    admitted = ANY_TYPES if kind == "any" else frozenset({"creature"})
    out: list[dict] = [{"targets": (o.id,)} for o in board.objects
                       if o is not entry and o.zone == "battlefield" and _card_types(o.card) & admitted]
    if kind == "any":
        out += [{"chosen": (*entry.chosen, ("player", p))} for p in board.players]
    return out


def with_targets(board: Board, cell: list) -> list[Board]:
    """The board once for each legal target of each effects: entry of the cell's effects that names a target and
    gives none (every combination when several do); the board itself when none does; none when an entry has no legal
    target on the board."""
    kinds = {(card, n): kind for card, n in cell if (kind := target_kind(card, n)) is not None}
    if not kinds:
        return [board]
    needs: dict[int, str] = {}
    for i, o in enumerate(board.objects):
        if o.zone != "effect" or o.targets or any(k == "player" for k, _v in o.chosen):
            continue
        for (card, n), kind in kinds.items():
            if o.card == card and o.ability in (None, n):
                needs.setdefault(i, kind)
    needing = sorted(needs.items())
    if not needing:
        return [board]
    options = [_choices(board, board.objects[i], kind) for i, kind in needing]
    if not all(options):
        # No legal target on the board (CR 115.1, 601.2c, 602.2b: a target is an object or player of the game; a
        # target that has left since the effect began is no object of the board either): the effect applies to
        # nothing here, so the board can show nothing about it. Skipped and counted by the caller, as a board the
        # validator refuses, never swept as an incomplete answer (Soul Parry's "one or two target creatures" on a
        # board whose only creature-free objects are the player and Lightning Bolt's effect: session 34).
        return []
    out = []
    for picked in product(*options):
        objects = list(board.objects)
        for (i, _kind), change in zip(needing, picked):
            objects[i] = replace(objects[i], **change)
        try:
            out.append(replace(board, objects=tuple(objects)))
        except (BoardError, TypeError):
            continue
    return out or [board]
