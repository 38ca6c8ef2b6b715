"""Boards found by the research commands, written as board files every other command accepts."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

import yaml

from mtgasp.encoder import Board, BoardError, parse_board
from mtgasp.encoder.board import SPELL_KIND_COUNTS, SPELL_KINDS_KEY

_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def board_yaml(board: Board, comment: str = "") -> str:
    """The board as YAML (ids, controllers and timestamps explicit, so that loading it gives this board)."""
    entries: dict[str, list[dict]] = {"battlefield": [], "effects": []}
    for o in board.objects:
        e: dict = {"card": o.card, "controller": o.controller, "id": o.id}
        if o.owner != o.controller:
            e["owner"] = o.owner
        if o.timestamp is not None:
            e["timestamp"] = o.timestamp
        if o.attached_to is not None:
            e["attached_to"] = o.attached_to
        if o.targets:
            e["targets"] = list(o.targets)
        if o.counters:
            e["counters"] = dict(o.counters)
        if o.chosen:  # (a choice the board's effects read: Conspiracy's creature type, Hall of Gemstone's color)
            e["chosen"] = dict(o.chosen)
        if o.x is not None:
            e["x"] = o.x
        if o.tapped:
            e["tapped"] = True
        if o.sick:
            e["sick"] = True
        if o.copy_of is not None:
            e["copy_of"] = o.copy_of
        if o.noted:
            e["noted"] = list(o.noted)
        if o.exiled:
            e["exiled"] = list(o.exiled)
        if o.token:
            e["token"] = True
        if o.source is not None:
            e["source"] = o.source
        if o.ability is not None:
            e["ability"] = o.ability
        if o.loyalty_activated is not None:
            e["loyalty_activated"] = o.loyalty_activated
        if o.level is not None:
            e["level"] = o.level
        entries["battlefield" if o.zone == "battlefield" else "effects"].append(e)
    data: dict = {"players": list(board.players), "active_player": board.active_player}
    if board.monarch is not None:
        data["monarch"] = board.monarch
    if board.starting_player is not None:
        data["starting_player"] = board.starting_player
    if board.damaged_this_turn is not None:
        data["damaged_this_turn"] = list(board.damaged_this_turn)
    if board.day_night is not None:
        data["day_night"] = board.day_night
    if board.sorcery_timing is not None:
        data["sorcery_timing"] = board.sorcery_timing
    if board.this_turn:
        data["this_turn"] = {k: (bool(who) if k == "creature_died" else list(who)) for k, who in board.this_turn}
    if board.game_counts:
        data["this_game"] = {k: dict(counts) for k, counts in board.game_counts}
    if board.turn_counts:
        # (the spells of a kind, turn_count/3's spells_cast(color(r)), are written back as spells_cast_kinds: {player:
        # {red: N}})
        data.setdefault("this_turn", {}).update({k: dict(counts) for k, counts in board.turn_counts
                                                 if k not in SPELL_KIND_COUNTS})
        kinds: dict[str, dict[str, int]] = {}
        for k, counts in board.turn_counts:
            for p, n in counts if k in SPELL_KIND_COUNTS else ():
                kinds.setdefault(p, {})[SPELL_KIND_COUNTS[k]] = n
        if kinds:
            data["this_turn"][SPELL_KINDS_KEY] = kinds
    data.update({k: v for k, v in entries.items() if v})
    head = "".join(f"# {line}\n" for line in comment.splitlines()) if comment else ""
    # libyaml's emitter when the yaml package has it (the same text, tests/research/test_research_citable.py; the
    # pure-Python one was 6 % of the tap table's CPU: a witness's board is written for every deletion tried)
    return head + yaml.dump(data, Dumper=_DUMPER, sort_keys=False, allow_unicode=True, default_flow_style=None,
                            width=120)


def board_from_yaml(text: str, where: str = "<research>") -> Board:
    return parse_board(text, where)


def describe(board: Board) -> str:
    """"Savannah (alice), Reality Twist (bob)": the objects of a board in one line."""
    return ", ".join(f"{o.card} ({o.controller}{', effect' if o.zone == 'effect' else ''}{_details(o)}"
                     f"{', timestamp ' + str(o.timestamp) if _tied(board, o) else ''})" for o in board.objects) \
        + _turn(board)


def _turn(board: Board) -> str:
    """"; this turn: creatures_died alice 1, bob 1": what the board says happened this turn (a witness of an effect
    that reads it holds only with it, research/turn_values.py)."""
    said = [f"{k} " + (", ".join(who) if who else "none") for k, who in board.this_turn] + \
        [f"{k} " + ", ".join(f"{p} {n}" for p, n in counts) for k, counts in board.turn_counts]
    return "; this turn: " + "; ".join(said) if said else ""


def _details(o) -> str:
    """What else tells the object apart: its ability (of an effect), its source, targets, attachment, choices."""
    out = []
    if o.ability is not None:
        out.append(f"ability {o.ability}")
    if o.source is not None:
        out.append(f"source {o.source}")
    if o.targets:
        out.append("targets " + " ".join(o.targets))
    if o.attached_to is not None:
        out.append(f"attached to {o.attached_to}")
    out.extend(f"{k} {v}" for k, v in o.chosen)
    return "".join(", " + x for x in out)


def _tied(board: Board, obj) -> bool:
    return obj.timestamp is not None and sum(1 for o in board.objects if o.timestamp == obj.timestamp) > 1


def deletions(board: Board) -> list[Board]:
    """Every board with one object (a permanent or an effects: entry) fewer that the validator accepts: what
    was attached to it is unattached, a target it was is dropped; an effect that needs it (its source:, its
    only target) goes too, so such a deletion is left out (another deletion removes the effect)."""
    out = []
    for gone in board.objects:
        objects = []
        ok = True
        for o in board.objects:
            if o is gone:
                continue
            if o.source == gone.id or (o.targets and set(o.targets) <= {gone.id}):
                ok = False
                break
            changes: dict = {}
            if o.attached_to == gone.id:
                changes["attached_to"] = None
            if gone.id in o.targets:
                changes["targets"] = tuple(t for t in o.targets if t != gone.id)
            objects.append(replace(o, **changes) if changes else o)
        if not ok or not objects:
            continue
        try:
            out.append(replace(board, objects=tuple(objects)))
        except (BoardError, TypeError):
            continue
    return out


def minimize(board: Board, still: Callable[[Sequence[Board]], int | None]) -> Board:
    """A 1-minimal board by deletion: `still(candidates)` says which of the candidates (the board with one
    object fewer each) still shows what the board shows (the index of the first, or None); the first that does
    replaces the board, until no deletion does (removing any object or effect then loses it)."""
    while True:
        candidates = deletions(board)
        if not candidates:
            return board
        i = still(candidates)
        if i is None:
            return board
        board = candidates[i]
