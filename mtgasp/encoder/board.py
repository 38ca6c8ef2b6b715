"""The board model and its loading from YAML or JSON, with precise one-line errors."""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import yaml

from .errors import BoardError
from .library import did_you_mean, find_card, nearest_names
from .reference import reference_card

TOP_KEYS = ("players", "active_player", "battlefield", "effects", "libraries", "graveyards", "life")
OBJECT_KEYS = ("card", "controller", "owner", "id", "tapped", "sick", "counters", "attached_to", "chosen", "x",
               "timestamp", "targets", "noted", "copy_of")
CHOICE_KEYS = ("color", "creature_type", "name", "land_type", "player")
COLOR_WORDS = {"w": "w", "white": "w", "u": "u", "blue": "u", "b": "b", "black": "b",
               "r": "r", "red": "r", "g": "g", "green": "g"}
# libyaml's loader when PyYAML was built with it (several times faster on large boards).
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_PLAIN_WORD = re.compile(r"^[a-z][a-z0-9_]*$")


@dataclass(frozen=True)
class BoardObject:
    """A permanent on the battlefield, or a lasting effect of a resolved spell or ability (zone "effect")."""

    id: str
    card: str
    controller: str
    owner: str
    zone: str = "battlefield"
    tapped: bool = False
    sick: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    attached_to: str | None = None
    chosen: tuple[tuple[str, str], ...] = ()
    x: int | None = None
    line: int | None = None
    timestamp: int | None = None  # CR 613.7; None: its position in the board file
    targets: tuple[str, ...] = ()  # an effect's targets
    noted: tuple[str, ...] = ()  # names noted for it during the draft (CR 905, Noble Banneret)
    copy_of: str | None = None  # layer 1 (CR 707): the card name or the id of the object it is a copy of


@dataclass(frozen=True)
class Board:
    players: tuple[str, ...]
    active_player: str
    objects: tuple[BoardObject, ...]
    source: str = "<board>"
    extra_facts: tuple[str, ...] = field(default=(), compare=False)
    # Cards in other zones, by player, as names of the Oracle card reference: libraries top card first.
    libraries: tuple[tuple[str, tuple[str, ...]], ...] = ()
    graveyards: tuple[tuple[str, tuple[str, ...]], ...] = ()
    life: tuple[tuple[str, int], ...] = ()  # life totals given by the board (optional)

    def timestamps(self) -> dict[str, int]:
        """Each object's timestamp: the one given, else its position in the file (CR 613.7d)."""
        return {o.id: o.timestamp if o.timestamp is not None else i for i, o in enumerate(self.objects, start=1)}

    def names(self) -> set[str]:
        """Every card name the board mentions (for the card reference facts)."""
        out = {o.card for o in self.objects}
        for o in self.objects:
            out.update(o.noted)
            out.update(v for k, v in o.chosen if k == "name")
        for _, cards in self.libraries + self.graveyards:
            out.update(cards)
        return out

    @property
    def permanents(self) -> tuple[BoardObject, ...]:
        return tuple(o for o in self.objects if o.zone == "battlefield")

    @property
    def effects(self) -> tuple[BoardObject, ...]:
        return tuple(o for o in self.objects if o.zone == "effect")

    def get(self, object_id: str) -> BoardObject | None:
        return next((o for o in self.objects if o.id == object_id), None)


def require_permanent(board: Board, permanent_id: str) -> BoardObject:
    """The permanent with that id, or a BoardError naming the nearest ids."""
    obj = board.get(permanent_id)
    if obj is None or obj.zone != "battlefield":
        ids = [p.id for p in board.permanents]
        raise BoardError(f"no permanent with id {permanent_id!r}{did_you_mean(permanent_id, ids, 'permanents')}",
                         board.source)
    return obj


def slug(name: str) -> str:
    """Lower case; every run of other characters becomes one "-" (the default id of a card)."""
    return re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-") or "object"


def counter_kind(text: str) -> str | None:
    """A counter name as an ASP constant: "+1/+1" → p1p1, "-1/-1" → m1m1, "charge" → charge."""
    special = {"+1/+1": "p1p1", "-1/-1": "m1m1"}
    word = special.get(text.strip(), re.sub(r"[\s-]+", "_", text.strip().casefold()))
    return word if _PLAIN_WORD.match(word) else None


class _Lines:
    """Line numbers of the nodes of a YAML/JSON document, by path (("battlefield", 0, "card"), ...)."""

    def __init__(self, text: str, where: str) -> None:
        self.where = where
        self.lines: dict[tuple, int] = {}
        try:
            node = yaml.compose(text, Loader=_LOADER)
        except yaml.YAMLError:
            node = None
        if node is not None:
            self._walk(node, ())

    def _walk(self, node: yaml.Node, path: tuple) -> None:
        self.lines[path] = node.start_mark.line + 1
        if isinstance(node, yaml.MappingNode):
            seen: set[str] = set()
            for key, value in node.value:
                name = key.value if isinstance(key, yaml.ScalarNode) else str(key)
                if name in seen:
                    raise BoardError(f"duplicate key {name!r}", f"{self.where}:{key.start_mark.line + 1}")
                seen.add(name)
                self.lines[path + (name, "<key>")] = key.start_mark.line + 1
                self._walk(value, path + (name,))
        elif isinstance(node, yaml.SequenceNode):
            for i, item in enumerate(node.value):
                self._walk(item, path + (i,))

    def at(self, *path: Any) -> str:
        for end in range(len(path), -1, -1):
            line = self.lines.get(tuple(path[:end]))
            if line is not None:
                return f"{self.where}:{line}"
        return self.where


def load_board(path: str | Path) -> Board:
    """Read and validate a board file (YAML, or JSON when it ends in .json)."""
    path = Path(path)
    where = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise BoardError("no such board file", where) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise BoardError(f"cannot read the board file ({exc.__class__.__name__})", where) from None
    return parse_board(text, where, json_format=path.suffix.lower() == ".json")


def parse_board(text: str, where: str = "<board>", json_format: bool = False) -> Board:
    """Validate the text of a board file; every error is a BoardError naming the line."""
    if json_format:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise BoardError(f"invalid JSON: {exc.msg} (column {exc.colno})", f"{where}:{exc.lineno}") from None
    else:
        try:
            data = yaml.load(text, Loader=_LOADER)
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            line = f":{mark.line + 1}" if mark is not None else ""
            problem = getattr(exc, "problem", None) or "cannot parse"
            raise BoardError(f"invalid YAML: {problem}", f"{where}{line}") from None
    lines = _Lines(text, where)
    return _Validator(data, lines, where).board()


class _Validator:
    def __init__(self, data: Any, lines: _Lines, where: str) -> None:
        self.data = data
        self.lines = lines
        self.where = where

    def fail(self, message: str, *path: Any) -> BoardError:
        return BoardError(message, self.lines.at(*path))

    def board(self) -> Board:
        data = self.data
        if not isinstance(data, dict):
            raise self.fail("a board is a mapping with the keys " + ", ".join(TOP_KEYS))
        for key in data:
            if key not in TOP_KEYS:
                raise self.fail(_unknown("key", str(key), TOP_KEYS), key, "<key>")
        players = data.get("players")
        if not isinstance(players, list) or not players:
            raise self.fail("players: give a list of player names in turn order", "players")
        names: list[str] = []
        for i, p in enumerate(players):
            if not isinstance(p, str) or not p.strip():
                raise self.fail("players: each player is a non-empty name", "players", i)
            if p in names:
                raise self.fail(f"players: duplicate player {p!r}", "players", i)
            names.append(p)
        active = data.get("active_player", names[0])
        if active not in names:
            raise self.fail(_unknown("player", str(active), names), "active_player")
        objects: list[BoardObject] = []
        used: dict[str, tuple] = {}
        for section, zone in (("battlefield", "battlefield"), ("effects", "effect")):
            entries = data.get(section, [])
            if entries is None:
                entries = []
            if not isinstance(entries, list):
                raise self.fail(f"{section}: give a list of entries", section)
            for i, entry in enumerate(entries):
                objects.append(self.entry(entry, section, i, zone, names, used))
        ids = {o.id for o in objects}
        for obj in objects:
            if obj.attached_to is not None and obj.attached_to not in ids:
                raise BoardError(_unknown("id", obj.attached_to, sorted(ids)),
                                 f"{self.lines.at(*used[obj.id], 'attached_to')} (attached_to)")
            for j, target in enumerate(obj.targets):
                if target not in ids:
                    raise self.fail(_unknown("id", target, sorted(ids)), *used[obj.id], "targets", j)
        objects = [self.copy_of(obj, ids, used) for obj in objects]
        zones = {key: self.zone_cards(data.get(key), key, names) for key in ("libraries", "graveyards")}
        return Board(players=tuple(names), active_player=active, objects=tuple(objects), source=self.where,
                     libraries=zones["libraries"], graveyards=zones["graveyards"],
                     life=self.life(data.get("life"), names))

    def copy_of(self, obj: BoardObject, ids: set[str], used: dict[str, tuple]) -> BoardObject:
        """copy_of: the id of an object of the board, or the name of a card of the library (CR 707: the object's
        copiable values are those of what it copies; which values they are is the rules' business)."""
        if obj.copy_of is None:
            return obj
        path = (*used[obj.id], "copy_of")
        if obj.zone != "battlefield":
            raise self.fail("copy_of: only a permanent can be a copy", *path)
        info = find_card(obj.copy_of)
        if obj.copy_of in ids:
            if info is not None and info.name == obj.copy_of:
                raise self.fail(f"copy_of: {obj.copy_of!r} is both an id and a card name: rename the id", *path)
            return obj
        if info is None:
            near = nearest_names(obj.copy_of, sorted(ids)) + nearest_names(obj.copy_of)
            hint = f" (did you mean: {', '.join(near)}?)" if near else ""
            raise self.fail(f"copy_of: no object id or card named {obj.copy_of!r}{hint}", *path)
        return replace(obj, copy_of=info.name)

    def life(self, value: Any, players: list[str]) -> tuple[tuple[str, int], ...]:
        """life: {player: life total} (optional; costs in life are checked against it, CR 119.4)."""
        if value is None:
            return ()
        if not isinstance(value, dict):
            raise self.fail("life: give a mapping of player to life total", "life")
        out = []
        for player, total in value.items():
            if player not in players:
                raise self.fail(_unknown("player", str(player), players), "life", player, "<key>")
            if isinstance(total, bool) or not isinstance(total, int):
                raise self.fail(f"life: {player}: give a whole number", "life", player)
            out.append((player, total))
        return tuple(out)

    def zone_cards(self, value: Any, key: str, players: list[str]) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """libraries: / graveyards: {player: [card names of the Oracle card reference]}."""
        if value is None:
            return ()
        if not isinstance(value, dict):
            raise self.fail(f"{key}: give a mapping of player to a list of card names", key)
        out = []
        for player, cards in value.items():
            if player not in players:
                raise self.fail(_unknown("player", str(player), players), key, player, "<key>")
            if not isinstance(cards, list):
                raise self.fail(f"{key}: {player}: give a list of card names", key, player)
            found = []
            for j, name in enumerate(cards):
                if not isinstance(name, str) or not name.strip():
                    raise self.fail(f"{key}: {player}: each card is a name", key, player, j)
                card = reference_card(name)
                if card is None:
                    raise self.fail(f"unknown card {name!r} (not in the Oracle card reference)", key, player, j)
                found.append(card.name)
            out.append((player, tuple(found)))
        return tuple(out)

    def entry(self, entry: Any, section: str, i: int, zone: str, players: list[str],
              used: dict[str, tuple]) -> BoardObject:
        path = (section, i)
        if not isinstance(entry, dict):
            raise self.fail(f"{section}[{i}]: each entry is a mapping with at least card and controller", *path)
        for key in entry:
            if key not in OBJECT_KEYS:
                raise self.fail(_unknown("key", str(key), OBJECT_KEYS), *path, key, "<key>")
        card_name = entry.get("card")
        if not isinstance(card_name, str) or not card_name.strip():
            raise self.fail(f"{section}[{i}]: card: give the name of a card of the library", *path, "card")
        info = find_card(card_name)
        if info is None:
            raise self.fail(_unknown("card", card_name, None), *path, "card")
        if zone == "battlefield" and {"instant", "sorcery"} & set(info.types):
            # CR 304.4, 307.4: an instant or sorcery can't enter the battlefield.
            raise self.fail(f"{info.name} is an instant or sorcery: it can't be on the battlefield "
                            f"(CR 304.4, 307.4); list its resolved effect under effects:", *path, "card")
        controller = entry.get("controller")
        if controller is None:
            raise self.fail(f"{section}[{i}]: controller is required", *path)
        if controller not in players:
            raise self.fail(_unknown("player", str(controller), players), *path, "controller")
        owner = entry.get("owner", controller)
        if owner not in players:
            raise self.fail(_unknown("player", str(owner), players), *path, "owner")
        object_id = entry.get("id")
        if object_id is None:
            base = slug(info.name)
            object_id, n = base, 1
            while object_id in used:
                n += 1
                object_id = f"{base}-{n}"
        elif not isinstance(object_id, str) or not object_id.strip():
            raise self.fail("id: give a non-empty text", *path, "id")
        elif object_id in used:
            raise self.fail(f"duplicate id {object_id!r} (first used at {self.lines.at(*used[object_id])})",
                            *path, "id")
        used[object_id] = path
        flags = {}
        for flag in ("tapped", "sick"):
            value = entry.get(flag, False)
            if not isinstance(value, bool):
                raise self.fail(f"{flag}: give true or false", *path, flag)
            flags[flag] = value
        counters = self.counters(entry.get("counters", {}), path)
        attached = entry.get("attached_to")
        if attached is not None and not isinstance(attached, str):
            raise self.fail("attached_to: give the id of a permanent", *path, "attached_to")
        chosen = self.chosen(entry.get("chosen", {}), path, players)
        x = entry.get("x")
        if x is not None and (isinstance(x, bool) or not isinstance(x, int) or x < 0):
            raise self.fail("x: give a whole number 0 or more", *path, "x")
        timestamp = entry.get("timestamp")
        if timestamp is not None and (isinstance(timestamp, bool) or not isinstance(timestamp, int) or timestamp < 0):
            raise self.fail("timestamp: give a whole number 0 or more", *path, "timestamp")
        targets = self.texts(entry.get("targets", []), "targets", "the id of a permanent", path)
        copy_of = entry.get("copy_of")
        if copy_of is not None and (not isinstance(copy_of, str) or not copy_of.strip()):
            raise self.fail("copy_of: give a card name or the id of an object", *path, "copy_of")
        noted = self.texts(entry.get("noted", []), "noted", "a card name", path)
        for j, name in enumerate(noted):
            card = reference_card(name)
            if card is None:
                raise self.fail(f"unknown card {name!r} (not in the Oracle card reference)", *path, "noted", j)
            noted = noted[:j] + (card.name,) + noted[j + 1:]
        return BoardObject(id=object_id, card=info.name, controller=controller, owner=owner, zone=zone,
                           timestamp=timestamp, targets=targets, noted=noted,
                           tapped=flags["tapped"], sick=flags["sick"], counters=counters,
                           attached_to=attached, chosen=chosen, x=x, line=self.lines.lines.get(path), copy_of=copy_of)

    def texts(self, value: Any, key: str, what: str, path: tuple) -> tuple[str, ...]:
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
            raise self.fail(f"{key}: give a list, each item {what}", *path, key)
        return tuple(value)

    def counters(self, value: Any, path: tuple) -> tuple[tuple[str, int], ...]:
        if not isinstance(value, dict):
            raise self.fail("counters: give a mapping of counter kind to number", *path, "counters")
        out = []
        for kind, n in value.items():
            name = counter_kind(str(kind))
            if name is None:
                raise self.fail(f"counters: {kind!r} is not a counter kind (letters, digits, spaces, +1/+1)",
                                *path, "counters", kind)
            if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                raise self.fail(f"counters: {kind}: give a whole number 0 or more", *path, "counters", kind)
            out.append((name, n))
        return tuple(sorted(out))

    def chosen(self, value: Any, path: tuple, players: list[str]) -> tuple[tuple[str, str], ...]:
        if not isinstance(value, dict):
            raise self.fail("chosen: give a mapping such as {color: R}", *path, "chosen")
        out = []
        for key, choice in value.items():
            if key not in CHOICE_KEYS:
                raise self.fail(_unknown("choice", str(key), CHOICE_KEYS), *path, "chosen", key)
            if not isinstance(choice, str) or not choice.strip():
                raise self.fail(f"chosen: {key}: give a text", *path, "chosen", key)
            if key == "color":
                letter = COLOR_WORDS.get(choice.strip().casefold())
                if letter is None:
                    raise self.fail(_unknown("color", choice, ["W", "U", "B", "R", "G"]), *path, "chosen", key)
                choice = letter
            elif key == "player" and choice not in players:
                raise self.fail(_unknown("player", choice, players), *path, "chosen", key)
            out.append((key, choice))
        return tuple(sorted(out))


def _unknown(what: str, value: str, valid: Any) -> str:
    """"unknown card 'Forrest' (did you mean: Forest?)" with the nearest valid names."""
    if what == "card":
        near = nearest_names(value)
    else:
        near = nearest_names(value, [str(v) for v in valid])
    hint = f" (did you mean: {', '.join(near)}?)" if near else ""
    if not near and valid is not None:
        hint = f" (valid: {', '.join(str(v) for v in valid)})"
    return f"unknown {what} {value!r}{hint}"
