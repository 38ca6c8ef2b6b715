"""Boards for the oracle: the YAML a board file holds, read here with its own small loader (ids as the
board format documents them: the card's name in lower case with dashes, numbered from the second one)."""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

import yaml

from .cards import CARDS, COLOR_NAMES, Card


@dataclass
class Obj:
    id: str
    card: Card
    controller: str
    counters: dict = field(default_factory=dict)
    effect: bool = False  # an entry under effects: (not a permanent)
    tapped: bool = False
    sick: bool = False
    attached_to: str | None = None
    chosen: dict = field(default_factory=dict)  # {"color": letter} or {"player": name}

    def is_land(self) -> bool:
        return "land" in self.card.types

    def is_creature(self) -> bool:
        return "creature" in self.card.types


@dataclass
class Board:
    players: list
    objects: list

    @property
    def permanents(self) -> list[Obj]:
        return [o for o in self.objects if not o.effect]

    def opponents(self, player: str) -> list[str]:
        return [p for p in self.players if p != player]

    def get(self, object_id: str) -> Obj:
        return next(o for o in self.objects if o.id == object_id)


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-") or "object"


def _chosen(entry: dict) -> dict:
    chosen = dict(entry.get("chosen") or {})
    if "color" in chosen:
        chosen["color"] = COLOR_NAMES[str(chosen["color"]).casefold()]
    return chosen


def load_board(text: str) -> Board:
    data = yaml.safe_load(text)
    objects, used = [], Counter()
    for section in ("battlefield", "effects"):
        for entry in data.get(section) or []:
            card = CARDS[entry["card"].casefold()]
            oid = entry.get("id")
            if oid is None:
                base = _slug(card.name)
                used[base] += 1
                oid = base if used[base] == 1 else f"{base}-{used[base]}"
            objects.append(Obj(str(oid), card, entry["controller"], dict(entry.get("counters") or {}),
                               section == "effects", bool(entry.get("tapped")), bool(entry.get("sick")),
                               entry.get("attached_to"), _chosen(entry)))
    return Board(list(data["players"]), objects)
