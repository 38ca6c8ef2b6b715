"""Board spaces: which boards a research question covers, enumerated by the solver (research/space.lp).

A space is a pool of cards, the objects every board holds (`fixed`), the groups of cards each board must
draw from (`needs`: what the question is about), and a bound on the number of objects. Its boards are the
answer sets of space.lp; the shard of a space is one size and one card in the first free slot, so shards
partition the space and can be enumerated and checked independently (mtgasp/research/shards.py).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import clingo

from mtgasp import solver
from mtgasp.encoder import Board, BoardObject
from mtgasp.encoder.board import slug
from mtgasp.resources import program

from .cards import terms_of

PLAYERS = ("alice", "bob")
SPACE_PROGRAM = Path(__file__).resolve().parent / "space.lp"


@dataclass(frozen=True)
class Space:
    """The boards of up to `max_objects` objects: `fixed` cards first (with a controller, or None for
    any), then cards of `pool`; each board holds at least `count` objects of the cards of every group of
    `needs` ((cards, count) pairs)."""

    pool: tuple[str, ...]
    max_objects: int
    fixed: tuple[tuple[str, str | None], ...] = ()
    needs: tuple[tuple[tuple[str, ...], int], ...] = ()
    ties: bool = False
    min_objects: int = 1

    def to_json(self) -> dict:
        return {"pool": list(self.pool), "max_objects": self.max_objects, "fixed": [list(f) for f in self.fixed],
                "needs": [[list(g), n] for g, n in self.needs], "ties": self.ties, "min_objects": self.min_objects}

    @staticmethod
    def from_json(data: dict) -> Space:
        return Space(tuple(data["pool"]), data["max_objects"], tuple((c, p) for c, p in data["fixed"]),
                     tuple((tuple(g), n) for g, n in data["needs"]), data["ties"], data["min_objects"])


@dataclass(frozen=True)
class GeneratedBoard:
    """A board of the space, and the atoms it came from (compact: what a task carries to a worker)."""

    board: Board
    size: int
    rows: tuple = field(compare=False, default=())

    def to_json(self) -> list:
        return [self.size, [[name, list(args)] for name, args in self.rows]]

    @staticmethod
    def from_json(data: list) -> GeneratedBoard:
        size, rows = data
        return _generated(tuple((name, tuple(args)) for name, args in rows), size)


@cache
def traits(card: str) -> frozenset[str]:
    """The traits of a card the generator needs, read from its facts (the rules' vocabulary)."""
    found: set[str] = set()
    for sym in terms_of(card):
        if sym.type != clingo.SymbolType.Function:
            continue
        if sym.name in ("type_effect", "color_effect"):
            found.add("sensitive")
        elif sym.name == "card_type" and str(sym.arguments[1]) in ("instant", "sorcery"):
            found.add("effect")
        elif sym.name in ("enchant", "equip_ability"):
            found.add("attachable")
        elif sym.name in ("type_effect", "color_effect", "grants") and str(sym.arguments[3]) == "target":
            found.add("targeting")
        if sym.name == "type_effect" and str(sym.arguments[3]) == "target":
            found.add("targeting")
    return frozenset(found)


def _facts(space: Space, size: int, first: str | None) -> str:
    lines = [f"size({size})."]
    for i, p in enumerate(PLAYERS):
        lines.append(f"player({clingo.String(p)}). player_rank({clingo.String(p)}, {i}).")
    cards = set(space.pool) | {c for c, _ in space.fixed} | {c for g, _n in space.needs for c in g}
    for i, card in enumerate(space.pool):
        lines.append(f"pool({clingo.String(card)}, {i}).")
    for s, (card, player) in enumerate(space.fixed, start=1):
        lines.append(f"fixed({s}, {clingo.String(card)}).")
        if player is not None:
            lines.append(f"fixed_controller({s}, {clingo.String(player)}).")
    for card in sorted(cards):
        t = traits(card)
        for trait, pred in (("sensitive", "sensitive"), ("effect", "effect_card"), ("attachable", "attachable"),
                            ("targeting", "targeting")):
            if trait in t:
                lines.append(f"{pred}({clingo.String(card)}).")
    for g, (group, count) in enumerate(space.needs):
        for card in group:
            lines.append(f"needs({g}, {clingo.String(card)}).")
        if count > 1:
            lines.append(f"needs_count({g}, {count}).")
    if space.ties:
        lines.append("ties.")
    if first is not None:
        lines.append(f"first({clingo.String(first)}).")
    return "\n".join(lines) + "\n"


def sizes(space: Space) -> list[int]:
    """The sizes of the boards of the space, smallest first."""
    return list(range(max(space.min_objects, len(space.fixed), 1), space.max_objects + 1))


def enumerate_boards(space: Space, size: int) -> list[GeneratedBoard]:
    """Every board of the space with `size` objects, in a fixed order (the same on every machine)."""
    ctl = solver.control(["--models=0"])
    ctl.load(str(program(SPACE_PROGRAM)))
    ctl.add("base", [], _facts(space, size, None))
    ctl.ground([("base", [])])
    found: list[tuple] = []

    def on_model(model: clingo.Model) -> None:
        found.append(tuple(sorted((s.name, tuple(_value(a) for a in s.arguments)) for s in model.symbols(shown=True))))

    ctl.solve(on_model=on_model)
    found.sort(key=_sort_key)
    return [_generated(rows, size) for rows in found]


def _generated(rows: tuple, size: int) -> GeneratedBoard:
    return GeneratedBoard(_board(rows, size), size, rows)


def _value(sym: clingo.Symbol) -> object:
    if sym.type == clingo.SymbolType.String:
        return sym.string
    if sym.type == clingo.SymbolType.Number:
        return sym.number
    return str(sym)


def _sort_key(rows: tuple) -> tuple:
    return tuple((name, tuple(str(a) for a in args)) for name, args in rows)


def _board(rows: tuple, size: int) -> Board:
    card: dict[int, str] = {}
    controller: dict[int, str] = {}
    tie: set[int] = set()
    attached: dict[int, int] = {}
    target: dict[int, int] = {}
    for name, args in rows:
        if name == "slot_card":
            card[args[0]] = args[1]
        elif name == "slot_controller":
            controller[args[0]] = args[1]
        elif name == "slot_tie":
            tie.add(args[0])
        elif name == "slot_attached":
            attached[args[0]] = args[1]
        elif name == "slot_target":
            target[args[0]] = args[1]
    stamp: dict[int, int] = {}
    for s in range(1, size + 1):
        stamp[s] = stamp[s - 1] if s in tie else s
    effect = {s for s in card if "effect" in traits(card[s])}
    order = [s for s in range(1, size + 1) if s not in effect] + sorted(effect)
    ids: dict[int, str] = {}
    used: set[str] = set()
    for s in order:
        base = slug(card[s])
        oid, n = base, 1
        while oid in used:
            n += 1
            oid = f"{base}-{n}"
        used.add(oid)
        ids[s] = oid
    objects = []
    for s in order:
        objects.append(BoardObject(
            id=ids[s], card=card[s], controller=controller[s], owner=controller[s],
            zone="effect" if s in effect else "battlefield", timestamp=stamp[s],
            attached_to=ids[attached[s]] if s in attached else None,
            targets=(ids[target[s]],) if s in target else ()))
    return Board(players=PLAYERS, active_player=PLAYERS[0], objects=tuple(objects), source="<generated>")
