"""Boards found by the research commands, written as board files every other command accepts."""
from __future__ import annotations

import yaml

from mtgasp.encoder import Board, parse_board


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
        if o.tapped:
            e["tapped"] = True
        if o.token:
            e["token"] = True
        if o.source is not None:
            e["source"] = o.source
        if o.ability is not None:
            e["ability"] = o.ability
        entries["battlefield" if o.zone == "battlefield" else "effects"].append(e)
    data: dict = {"players": list(board.players), "active_player": board.active_player}
    if board.monarch is not None:
        data["monarch"] = board.monarch
    data.update({k: v for k, v in entries.items() if v})
    head = "".join(f"# {line}\n" for line in comment.splitlines()) if comment else ""
    return head + yaml.safe_dump(data, sort_keys=False, allow_unicode=True, default_flow_style=None, width=120)


def board_from_yaml(text: str, where: str = "<research>") -> Board:
    return parse_board(text, where)


def describe(board: Board) -> str:
    """"Savannah (alice), Reality Twist (bob)": the objects of a board in one line."""
    return ", ".join(f"{o.card} ({o.controller}{', effect' if o.zone == 'effect' else ''}"
                     f"{', timestamp ' + str(o.timestamp) if _tied(board, o) else ''})" for o in board.objects)


def _tied(board: Board, obj) -> bool:
    return obj.timestamp is not None and sum(1 for o in board.objects if o.timestamp == obj.timestamp) > 1
