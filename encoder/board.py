"""The board model and its loading from YAML or JSON, with precise one-line errors."""
from __future__ import annotations

import re
import weakref
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from .acyclic import acyclic
from .errors import BoardError, BoardTypeError
from .inline_tokens import TokenDefinition, default_name, split_type_line
from .library import back_face_of, did_you_mean, find_card, nearest_names, not_a_permanent
from .limits import MAX_AMOUNT, MAX_NUMBER, check_int, check_text, shown
from .reader import Document, read_document, read_text
from .reference import reference_card
from .tokens import Token, find_token, token_words, unread_token
from .validate import (
    CHOICE_KEYS,
    COLOR_WORDS,
    FIELDS_CHECKED,
    _card,
    _pairs,
    _reference,
    _texts,
    counter_kind,
    creature_types,
    form_pt,
    land_type_word,
    land_types,
    malformed_pt_counter,
    normalize_object,
)

TOP_KEYS = ("players", "active_player", "battlefield", "effects", "libraries", "graveyards", "hands", "exile", "life",
            "monarch",
            "starting_player", "commanders", "damaged_this_turn", "day_night", "this_turn", "sorcery_timing", "this_game")
DAY_NIGHT = ("day", "night", "neither")  # the game's day/night designation (CR 731.1)
# What happened this turn (this_turn:), each the players it happened to, or (creature_died) whether it happened:
# attacked (raid, CR 207.2c), lost_life, creature_died (morbid), permanent_left (revolt: a permanent left the
# battlefield under that player's control).
THIS_TURN = ("attacked", "lost_life", "creature_died", "permanent_left")
THIS_TURN_ANY = ("creature_died",)  # (true or false, no players)
# How much happened this turn (this_turn:, issue 26), each a mapping of player to count (a player not listed: 0):
# the life each player lost and gained (CR 119.3), the cards each drew (CR 121.1), the spells each cast (CR 601.2i:
# the one whose permanent is entering counts, if it was cast), the creatures that died under each one's control
# (CR 700.4), the damage each was dealt (CR 120.3, bloodthirst X: 702.54b), the lands that entered under each one's
# control (CR 305.1).
TURN_COUNTS = ("life_lost", "life_gained", "cards_drawn", "spells_cast", "creatures_died", "damage_dealt",
               "lands_entered")
# The spells of a color or a type each player cast this turn (this_turn: spells_cast_kinds: {player: {kind: N}}; CR
# 601.2i: the spell whose permanent is entering counts, if it was cast, as in spells_cast): "unless you've cast another
# red spell this turn" (Hotheaded Giant), "for each instant and sorcery spell you've cast this turn" (Ral, Leyline
# Prodigy). A kind named for one player is stated for all (a player not naming it: 0); a kind named for none: the board
# doesn't say. Each is the count K of turn_count/3 spells_cast(color(C)) (CR 105.1, 202.2: the spell's colors),
# spells_cast(type(T)) (CR 205.2a) or spells_cast(colorless) / spells_cast(multicolored) (CR 105.2b-c).
SPELL_KINDS_KEY = "spells_cast_kinds"
SPELL_KINDS = {"white": "color(w)", "blue": "color(u)", "black": "color(b)", "red": "color(r)", "green": "color(g)",
               "colorless": "colorless", "multicolored": "multicolored", "artifact": "type(artifact)",
               "battle": "type(battle)", "creature": "type(creature)", "enchantment": "type(enchantment)",
               "instant": "type(instant)", "kindred": "type(kindred)", "planeswalker": "type(planeswalker)",
               "sorcery": "type(sorcery)"}
SPELL_KIND_COUNTS = {f"spells_cast({term})": word for word, term in SPELL_KINDS.items()}  # turn_count/3's key: word
THIS_TURN_KEYS = THIS_TURN + TURN_COUNTS + (SPELL_KINDS_KEY,)
# Counts of the game so far (this_game:, issue 26), each a mapping of player to count (a player not listed: 0; a key not
# given: the board doesn't say): the turns each player has begun, the current one included ("unless it's your first,
# second, or third turn of the game", Starting Town; CR 103.8, 500.1), and the times each has cast a commander from the
# command zone (CR 903.8: "for each time you've cast your commander from the command zone this game", The Swarmlord).
GAME_COUNTS = ("turns_begun", "commander_casts")
OBJECT_KEYS = ("card", "controller", "owner", "id", "tapped", "sick", "counters", "attached_to", "chosen", "x",
               "timestamp", "targets", "noted", "copy_of", "token", "exiled", "source", "ability", "face",
               "loyalty_activated", "level")
MAX_CLASS_LEVEL = 10  # a Class's level (CR 716.2b; the printed ones reach 3 or 4)
FACES = ("front", "back")  # the face of a double-faced permanent that is up (CR 712.8d-f)
_OBJECT_KEYS = frozenset(OBJECT_KEYS)
TOKEN_KEYS = ("name", "type_line", "colors", "power", "toughness", "text")  # of a token the board describes
__all__ = ["Board", "BoardObject", "CHOICE_KEYS", "COLOR_WORDS", "counter_kind", "load_board", "parse_board",
           "require_permanent", "slug"]


# The chosen: keys whose value is the id of an object of the board: "a source of your choice" (CR 615.7), "Choose a
# creature you control" (Ascent of the Worthy), "Choose a creature or planeswalker you control" (Gideon's Sacrifice).
CHOSEN_OBJECT_KEYS = ("source", "creature", "permanent")


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
    targets: tuple[str, ...] = ()  # an effect's targets: object ids and players (CR 115.1)
    noted: tuple[str, ...] = ()  # names noted for it during the draft (CR 905, Noble Banneret)
    copy_of: str | None = None  # layer 1 (CR 707): the card name or the id of the object it is a copy of
    token: bool = False  # it is a token (CR 111.1) with the characteristics of `card`
    exiled: tuple[str, ...] = ()  # cards exiled with it (linked abilities, CR 607.2a: Extraplanar Lens)
    source: str | None = None  # of an effect: the id of the permanent whose ability created it ("this land becomes")
    ability: int | None = None  # of an effect: the number of the card's ability that created it (CR 611.2)
    # of a token the board describes itself (token: {type_line: …}, CR 111.3): its definition; `card` is its name
    definition: TokenDefinition | None = None
    # CR 606.3 — whether a loyalty ability of this permanent was activated this turn; None: the board doesn't say
    loyalty_activated: bool | None = None
    # CR 716.2b — its level (a Class's); None: the board doesn't say
    level: int | None = None

    def __post_init__(self) -> None:
        """Every field is checked however the object is built (BoardError/BoardTypeError naming it);
        sequences become tuples, counter kinds the rules' names (+1/+1 → p1p1), colors letters."""
        for name, value in normalize_object(self).items():
            object.__setattr__(self, name, value)
        mark_checked(self)


@dataclass(frozen=True)
class Board:
    players: tuple[str, ...]
    active_player: str
    objects: tuple[BoardObject, ...]
    source: str = "<board>"
    # Cards in other zones, by player, as names of the Oracle card reference: libraries top card first.
    libraries: tuple[tuple[str, tuple[str, ...]], ...] = ()
    graveyards: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # hands: the cards in a player's hand (CR 402.1), for the effects that reveal cards from it (CR 701.20a); a player
    # not listed: the board doesn't say.
    hands: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # exile: the cards in exile, by owner (CR 406: "the greatest mana value among cards in exile", Ulamog, the Defiler);
    # a player not listed: the board doesn't say. (The cards exiled with a permanent are its exiled:, CR 607.2a.)
    exile: tuple[tuple[str, tuple[str, ...]], ...] = ()
    life: tuple[tuple[str, int], ...] = ()  # life totals given by the board (optional)
    monarch: str | None = None  # the player who is the monarch (CR 725), if any
    # The player who took the game's first turn (CR 103.1: "If you were the starting player, this land enters tapped",
    # Desert Cenote); None: the board doesn't say.
    starting_player: str | None = None
    # Each player's commanders (CR 903.3; two with partner, 702.124), as card names of the library; a player given
    # with none has no commander (CR 903.4f), a player not given is one whose commander the board doesn't say.
    commanders: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # The players dealt damage this turn (CR 702.54a: bloodthirst); None: the board doesn't say.
    damaged_this_turn: tuple[str, ...] | None = None
    # The game's designation, day, night or neither (CR 731.1: daybound, 702.145b); None: the board doesn't say.
    day_night: str | None = None
    # What happened this turn (THIS_TURN), each with the players it happened to (creature_died: ("any",) if it
    # happened, () if not); a key not given: the board doesn't say.
    this_turn: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # How much happened this turn (TURN_COUNTS), each with every player's count; a key not given: the board doesn't say.
    turn_counts: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = ()
    # Counts of the game so far (GAME_COUNTS), each with every player's count; a key not given: the board doesn't say.
    game_counts: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = ()
    # Whether the active player could act at sorcery speed now: their main phase, the stack empty (CR 307.1, 606.3,
    # 602.5d); None: the board doesn't say.
    sorcery_timing: bool | None = None
    # Where the file gives each player's commanders ("file:line"), for the rules' refusal of them (CR 903.3, 702.124:
    # rules/core/commander_legality.lp, queries/run.py); not part of the board's value.
    commander_where: tuple[tuple[str, str], ...] = field(default=(), compare=False, repr=False)

    def __post_init__(self) -> None:
        """The board is checked whole however it is built: players, ids, attachments, targets, zones, life."""
        for name, value in check_board(self).items():
            object.__setattr__(self, name, value)
        mark_checked(self)

    def timestamps(self) -> dict[str, int]:
        """Each object's timestamp: the one given, else its position in the file (CR 613.7d)."""
        return {o.id: o.timestamp if o.timestamp is not None else i for i, o in enumerate(self.objects, start=1)}

    def token_definitions(self) -> tuple[TokenDefinition, ...]:
        """The tokens the board describes itself (CR 111.3), each once."""
        return tuple(dict.fromkeys(o.definition for o in self.objects if o.definition is not None))

    def names(self) -> set[str]:
        """Every card name the board mentions (for the card reference facts)."""
        out = {o.card for o in self.objects}
        for o in self.objects:
            out.update(o.noted)
            out.update(o.exiled)
            out.update(v for k, v in o.chosen if k == "name")
        for _, cards in self.libraries + self.graveyards + self.hands + self.exile:
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


# --- the board whole: how its objects relate, however it was built -----------------------------------------
# The file loader, Board and BoardObject built by hand through the Python API: Board.__post_init__ calls
# check_board, and board_facts() checks again any board that was not built through it (a copy, a pickle): a
# board that reaches the facts is a valid one. Each object's own fields are validate.py's (normalize_object).

def check_board(board: Any, objects: bool = False) -> dict[str, Any]:
    """The board's own fields and how its objects relate (players, ids, attachments, targets); with
    objects=True each object's fields as well. Returns the sequences as tuples."""
    if not isinstance(board.source, str):
        raise BoardTypeError(f"source: give a text (got {type(board.source).__name__})")
    source = board.source
    if isinstance(board.players, (str, bytes)) or not isinstance(board.players, Sequence) or not board.players:
        raise BoardTypeError("players: give a tuple of player names in turn order", source)
    players = tuple(check_text(p, "players", source) for p in board.players)
    if len(set(players)) != len(players):
        twice = next(p for p in players if players.count(p) > 1)
        raise BoardError(f"players: duplicate player {shown(twice)}", source)
    check_text(board.active_player, "active_player", source)
    if board.active_player not in players:
        raise BoardError(f"active_player: {shown(board.active_player)} is not a player", source)
    for key, who in _pairs(getattr(board, "this_turn", ()), "this_turn", source):
        if key not in THIS_TURN:
            raise BoardError(f"this_turn: {shown(key)} is not one of {', '.join(THIS_TURN)}", source)
        for p in who:
            if p not in players and not (key in THIS_TURN_ANY and p == "any"):
                raise BoardError(f"this_turn: {key}: {shown(p)} is not a player", source)
    counts = _check_turn_counts(getattr(board, "turn_counts", ()), players, source)
    game = _check_game_counts(getattr(board, "game_counts", ()), players, source)
    _counts_agree(board.this_turn, getattr(board, "damaged_this_turn", None), counts, source)
    day_night = getattr(board, "day_night", None)
    if day_night is not None and check_text(day_night, "day_night", source) not in DAY_NIGHT:
        raise BoardError(f"day_night: {shown(day_night)} is not one of {', '.join(DAY_NIGHT)} (CR 731.1)", source)
    timing = getattr(board, "sorcery_timing", None)
    if timing is not None and not isinstance(timing, bool):
        raise BoardTypeError(f"sorcery_timing: give true or false (got {shown(timing)})", source)
    monarch = getattr(board, "monarch", None)
    if monarch is not None:
        check_text(monarch, "monarch", source)
        if monarch not in players:
            raise BoardError(f"monarch: {shown(monarch)} is not a player", source)
    starting = getattr(board, "starting_player", None)
    if starting is not None:
        check_text(starting, "starting_player", source)
        if starting not in players:
            raise BoardError(f"starting_player: {shown(starting)} is not a player", source)
    if isinstance(board.objects, (str, bytes)) or not isinstance(board.objects, Sequence):
        raise BoardTypeError("objects: give a tuple of BoardObject", source)
    objs = tuple(board.objects)
    by_id: dict[str, Any] = {}
    described: dict[str, tuple[Any, str]] = {}
    for obj in objs:
        if not isinstance(obj, BoardObject):
            raise BoardTypeError(f"objects: each is a BoardObject (got {type(obj).__name__})", source)
        if objects or _CHECKED.get(id(obj)) is not obj:  # each object is checked once, when it is built
            normalize_object(obj)
        if obj.id in by_id:
            raise BoardError(f"duplicate id {shown(obj.id)}", _where(source, obj))
        by_id[obj.id] = obj
        definition = getattr(obj, "definition", None)
        if definition is not None:  # (the rules know a token's characteristics by its name, CR 111.4)
            first = described.setdefault(definition.name, (definition, obj.id))
            if first[0] != definition:
                raise BoardError(f"{obj.id}: token: {shown(definition.name)} is described otherwise by {first[1]}: give "
                                 "tokens that differ different names", _where(source, obj))
        for field_name, player in (("controller", obj.controller), ("owner", obj.owner)):
            if player not in players:
                raise BoardError(f"{obj.id}: {field_name}: {shown(player)} is not a player", _where(source, obj))
        for key, value in obj.chosen:
            if key == "player" and value not in players:
                raise BoardError(f"{obj.id}: chosen: player: {shown(value)} is not a player", _where(source, obj))
    for obj in objs:
        for key, value in obj.chosen:
            # "a source of your choice" (CR 615.7), "Choose a creature you control" (Ascent of the Worthy), "Choose a
            # creature or planeswalker you control" (Gideon's Sacrifice): the id of an object of the board
            if key in CHOSEN_OBJECT_KEYS and value not in by_id:
                raise BoardError(f"{obj.id}: chosen: {key}: no object with id {shown(value)}", _where(source, obj))
        for target in obj.targets:  # an object's id or a player (CR 115.1: a player can be a target)
            if target not in by_id and target not in players:
                raise BoardError(f"{obj.id}: targets: no object id or player {shown(target)}", _where(source, obj))
        creator = getattr(obj, "source", None)
        if creator is not None:
            where = _where(source, obj)
            check_text(creator, f"{obj.id}: source", where)
            if obj.zone == "battlefield" or creator not in by_id or by_id[creator].zone != "battlefield":
                raise BoardError(f"{obj.id}: source: an effect's source is the id of a permanent (got {shown(creator)})",
                                 where)
        # (what may be attached to a player or a permanent is the rules' to say: rules/core/enchant.lp, CR 702.5)
        if obj.attached_to is not None and (obj.attached_to in by_id or obj.attached_to not in players):
            host = by_id.get(obj.attached_to)
            if host is None:
                raise BoardError(f"{obj.id}: attached_to: no object with id {shown(obj.attached_to)}",
                                 _where(source, obj))
            if host.zone != "battlefield":
                raise BoardError(f"{obj.id}: attached_to: {shown(host.id)} is an effect, not a permanent "
                                 "(CR 301.5, 303.4: Auras and Equipment are attached to objects)", _where(source, obj))
    for obj in objs:
        copied = getattr(obj, "copy_of", None)
        if copied is not None and copied in by_id and by_id[copied].zone != "battlefield":
            raise BoardError(f"{obj.id}: copy_of: {shown(copied)} is an effect, not a permanent: a copy copies an object "
                             "(CR 109.1, 707.2)", _where(source, obj))
        if copied is not None and copied not in by_id:
            info = find_card(copied)
            if info is None or info.name != copied:
                raise BoardError(f"{obj.id}: copy_of: no object id or card named {shown(copied)}", _where(source, obj))
            if (why := not_a_permanent(copied)) is not None:
                raise BoardError(f"{obj.id}: copy_of: {why}", _where(source, obj))
    _check_cycles(objs, by_id, source, "attached_to", "attachments", "attached to")
    # (Copies in a circle are the rules' to refuse: rules/layers/copy.lp, CR 707.3, a board_error of stage 1.)
    zones = {name: _zone_cards(getattr(board, name, ()), name, players, source) for name in ("libraries", "graveyards",
                                                                                                "hands", "exile")}
    commanders = _commanders(getattr(board, "commanders", ()), players, source)
    damaged = getattr(board, "damaged_this_turn", None)
    if damaged is not None:
        if isinstance(damaged, (str, bytes)) or not isinstance(damaged, Sequence):
            raise BoardTypeError("damaged_this_turn: give a tuple of players", source)
        damaged = tuple(check_text(p, "damaged_this_turn", source) for p in damaged)
        for p in damaged:
            if p not in players:
                raise BoardError(f"damaged_this_turn: {shown(p)} is not a player", source)
    life = [(player, check_int(total, f"life: {player}", 0, MAX_NUMBER, source))
            for player, total in _player_entries(board.life, "life", players, source)]
    return {"players": players, "objects": objs, "life": tuple(life), "commanders": commanders,
            "damaged_this_turn": damaged, "turn_counts": counts, "game_counts": game, **zones}


def _where(source: str, obj: Any) -> str:
    return f"{source}:{obj.line}" if isinstance(obj.line, int) and obj.line else source


def _check_cycles(objs: tuple, by_id: dict[str, Any], source: str, field_name: str, plural: str, verb: str) -> None:
    """No cycle through `field_name` (A attached to B attached to A; A a copy of B a copy of A): each object
    names one other, so following it from any object must end."""
    state: dict[str, int] = {}  # 1: on the current path, 2: ends
    for start in objs:
        path = []
        node = start
        while node is not None and state.get(node.id) is None:
            state[node.id] = 1
            path.append(node)
            target = getattr(node, field_name, None)
            node = by_id.get(target) if target is not None else None
        if node is not None and state.get(node.id) == 1:
            cycle = path[[p.id for p in path].index(node.id):]
            names = " → ".join(p.id for p in cycle + [node])
            raise BoardError(f"{field_name}: a cycle of {plural} ({names}): an object can't be {verb} itself, "
                             "directly or through others", _where(source, node))
        for p in path:
            state[p.id] = 2


def _player_entries(value: Any, key: str, players: tuple[str, ...], source: str | None) -> Iterator[tuple[str, Any]]:
    """The (player, value) pairs of a field given per player: each a player of the board, each once."""
    seen: set[str] = set()
    for player, given in _pairs(value, key, source):
        if player not in players:
            raise BoardError(f"{key}: {shown(player)} is not a player", source)
        if player in seen:
            raise BoardError(f"{key}: {player} is given twice", source)
        seen.add(player)
        yield player, given


def _zone_cards(value: Any, key: str, players: tuple[str, ...], source: str) -> tuple:
    return tuple((player, tuple(_reference(c, f"{key}: {player}", source) for c in _texts(cards, key, source)))
                 for player, cards in _player_entries(value, key, players, source))


MAX_COMMANDERS = 2  # CR 702.124g: "no partner ability ... can ever let a player have more than two commanders"


def _commanders(value: Any, players: tuple[str, ...], source: str) -> tuple:
    """commanders: (player, (card names of the library, at most two)); a player given with none has no commander
    (CR 903.4f), a player not given is one whose commander the board doesn't say."""
    out = []
    for player, cards in _player_entries(value, "commanders", players, source):
        names = tuple(_card(c, f"commanders: {player}", source) for c in _texts(cards, "commanders", source))
        for name in names:
            if (problem := not_a_front_face(name, f"commanders: {player}", "in the command zone")) is not None:
                raise BoardError(problem, source)
        if len(names) > MAX_COMMANDERS:
            raise BoardError(f"commanders: {player}: at most two commanders (CR 702.124g; got {len(names)})", source)
        if len(set(names)) != len(names):
            raise BoardError(f"commanders: {player}: a commander is given twice (CR 903.5b: each card of a Commander "
                             "deck has a different name)", source)
        # (which cards may be commanders, alone or together, is the rules' to say: rules/core/commander_legality.lp)
        out.append((player, names))
    return tuple(out)


# Boards checked whole (by id, while they live): board_facts() checks any other board before use.
_CHECKED: weakref.WeakValueDictionary[int, Any] = weakref.WeakValueDictionary()


def mark_checked(board: Any) -> None:
    _CHECKED[id(board)] = board


def ensure_checked(board: Any) -> None:
    """Check a board unless it was checked when it was built (Board.__post_init__)."""
    if not isinstance(board, Board):
        raise BoardTypeError(f"board: give a Board (got {type(board).__name__})")
    if _CHECKED.get(id(board)) is not board:
        check_board(board, objects=True)
        mark_checked(board)


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


def load_board(path: str | Path) -> Board:
    """Read and validate a board file (YAML, or JSON when it ends in .json)."""
    if not isinstance(path, (str, Path)):
        raise BoardError(f"give the path of a board file (got {type(path).__name__})")
    text = read_text(path)
    return parse_board(text, str(path), json_format=Path(path).suffix.lower() == ".json")


def parse_board(text: str, where: str = "<board>", json_format: bool = False) -> Board:
    """Validate the text of a board file (YAML 1.2, or JSON); every error is a BoardError naming the line."""
    if not isinstance(where, str):
        raise BoardError(f"where: give a text naming the board (got {type(where).__name__})")
    doc = read_document(text, where, json_format)
    with acyclic():  # objects and tuples without cycles (encoder/acyclic.py)
        return _Validator(doc.data, doc, where).board()


class _Validator:
    def __init__(self, data: Any, lines: Document, where: str) -> None:
        self.data = data
        self.lines = lines
        self.where = where

    def fail(self, message: str, *path: Any) -> BoardError:
        return BoardError(message, self.lines.at(*path))

    def text(self, value: Any, what: str, *path: Any) -> str:
        """A printable, non-empty text of at most MAX_TEXT characters (limits.py), or a BoardError here."""
        try:
            return check_text(value, what)
        except BoardError as exc:
            raise self.fail(exc.message, *path) from None

    def number(self, value: Any, what: str, high: int, *path: Any, low: int = 0) -> int:
        """A whole number from `low` (0) to `high`: never a bool, a float or a hexadecimal (reader.py), never past
        what clingo represents (limits.py)."""
        try:
            return check_int(value, what, low, high)
        except BoardError as exc:
            raise self.fail(exc.message, *path) from None

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
                raise self.fail(f"players: each player is a non-empty name (got {shown(p)})", "players", i)
            self.text(p, "players", "players", i)
            if p in names:
                raise self.fail(f"players: duplicate player {p!r}", "players", i)
            names.append(p)
        active = data.get("active_player", names[0])
        monarch = data.get("monarch")
        starting = data.get("starting_player")
        for key, value in (("active_player", active), ("monarch", monarch), ("starting_player", starting)):
            # (one player, named: a list or a number is no player, not "unknown player \"['alice']\"")
            if value is not None and not isinstance(value, str):
                raise self.fail(f"{key}: give one player (one of {', '.join(names)}), not {shown(value)}", key)
            if value is not None and value not in names:
                raise self.fail(_unknown("player", value, names), key)
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
        by_id = {o.id: o for o in objects}
        for obj in objects:
            if obj.source is not None and by_id.get(obj.source, obj).zone != "battlefield":
                raise self.fail(_unknown("permanent id", obj.source, sorted(o.id for o in objects
                                                                          if o.zone == "battlefield")),
                                *used[obj.id], "source")
            # (what may be attached to a player or a permanent is the rules' to say: rules/core/enchant.lp, CR 702.5;
            # a name that is neither suggests both)
            if obj.attached_to is not None and (obj.attached_to in by_id or obj.attached_to not in names):
                where = f"{self.lines.at(*used[obj.id], 'attached_to')} (attached_to)"
                host = by_id.get(obj.attached_to)
                if host is None:
                    raise BoardError(_unknown("id", obj.attached_to, sorted(by_id) + list(names)), where)
                if host.zone != "battlefield":
                    raise BoardError(f"{obj.attached_to!r} is an effect, not a permanent: only permanents have "
                                     "Auras and Equipment attached (CR 301.5, 303.4)", where)
            for j, target in enumerate(obj.targets):  # an id or a player (CR 115.1)
                if target not in by_id and target not in names:
                    raise self.fail(_unknown("id or player", target, sorted(by_id) + list(names)), *used[obj.id],
                                    "targets", j)
            for key, value in obj.chosen:
                # "a source of your choice" (CR 615.7), "Choose a creature/permanent you control": an object of the board
                if key in CHOSEN_OBJECT_KEYS and value not in by_id:
                    raise self.fail(_unknown("id", value, sorted(by_id)), *used[obj.id], "chosen", key)
        ids = {i for i, o in by_id.items() if o.zone == "battlefield"}
        effects = set(by_id) - ids
        objects = [self.copy_of(obj, ids, used, effects) for obj in objects]
        zones = {key: self.zone_cards(data.get(key), key, names) for key in ("libraries", "graveyards", "hands",
                                                                             "exile")}
        # Board checks the rest as it is built (check_board: cycles of attachments).
        return Board(players=tuple(names), active_player=active, objects=tuple(objects), source=self.where,
                     libraries=zones["libraries"], graveyards=zones["graveyards"], hands=zones["hands"],
                     exile=zones["exile"],
                     life=self.life(data.get("life"), names), monarch=monarch, starting_player=starting,
                     commanders=self.commanders(data.get("commanders"), names),
                     commander_where=tuple((p, self.lines.at("commanders", p)) for p in names
                                           if isinstance(data.get("commanders"), dict) and p in data["commanders"]),
                     damaged_this_turn=self.damaged(data.get("damaged_this_turn", ...), names),
                     day_night=self.day_night(data.get("day_night")),
                     this_turn=self.this_turn(data.get("this_turn"), names),
                     sorcery_timing=self.sorcery_timing(data.get("sorcery_timing")),
                     turn_counts=self.turn_counts(data.get("this_turn"), names),
                     game_counts=self.game_counts(data.get("this_game"), names))

    def this_turn(self, value: Any, players: list[str]) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """this_turn: {attacked: [players], lost_life: [players], creature_died: true|false, permanent_left: [players]}
        (what happened this turn: raid, morbid, revolt); a key not given: the board doesn't say."""
        if value is None:
            return ()
        if not isinstance(value, dict):
            raise self.fail("this_turn: give a mapping of " + ", ".join(THIS_TURN_KEYS), "this_turn")
        out = []
        for key, who in value.items():
            if key in TURN_COUNTS or key == SPELL_KINDS_KEY:
                continue  # (turn_counts)
            if key not in THIS_TURN:
                raise self.fail(_unknown("this_turn key", str(key), THIS_TURN_KEYS), "this_turn", key, "<key>")
            if key in THIS_TURN_ANY:
                if not isinstance(who, bool):
                    raise self.fail(f"this_turn: {key}: give true or false", "this_turn", key)
                out.append((key, ("any",) if who else ()))
                continue
            if who is None:
                who = []
            if not isinstance(who, list):
                raise self.fail(f"this_turn: {key}: give a list of players", "this_turn", key)
            for i, p in enumerate(who):
                if not isinstance(p, str) or p not in players:
                    raise self.fail(_unknown("player", str(p), players), "this_turn", key, i)
            out.append((key, tuple(dict.fromkeys(who))))
        return tuple(out)

    def turn_counts(self, value: Any, players: list[str]) -> tuple[tuple[str, tuple[tuple[str, int], ...]], ...]:
        """this_turn: {life_lost: {player: N}, ...} (TURN_COUNTS: how much happened this turn); a player not listed:
        0; a key not given: the board doesn't say."""
        if not isinstance(value, dict):
            return ()  # (this_turn checked it)
        out = []
        for key, counts in value.items():
            if key == SPELL_KINDS_KEY:
                out += self.spell_kinds(counts, players)
                continue
            if key not in TURN_COUNTS:
                continue
            if counts is None:
                counts = {}
            if not isinstance(counts, dict):
                raise self.fail(f"this_turn: {key}: give a mapping of player to number", "this_turn", key)
            row = []
            for p, n in counts.items():
                if not isinstance(p, str) or p not in players:
                    raise self.fail(_unknown("player", str(p), players), "this_turn", key, p, "<key>")
                row.append((p, self.number(n, f"this_turn: {key}: {p}", MAX_AMOUNT, "this_turn", key, p)))
            out.append((key, tuple(row)))
        return tuple(out)

    def game_counts(self, value: Any, players: list[str]) -> tuple[tuple[str, tuple[tuple[str, int], ...]], ...]:
        """this_game: {turns_begun: {player: N}, commander_casts: {player: N}} (GAME_COUNTS: counts of the game so far);
        a player not listed: 0; a key not given: the board doesn't say."""
        if value is None:
            return ()
        if not isinstance(value, dict):
            raise self.fail("this_game: give a mapping of " + ", ".join(GAME_COUNTS), "this_game")
        out = []
        for key, counts in value.items():
            if key not in GAME_COUNTS:
                raise self.fail(_unknown("this_game key", str(key), list(GAME_COUNTS)), "this_game", key, "<key>")
            if counts is None:
                counts = {}
            if not isinstance(counts, dict):
                raise self.fail(f"this_game: {key}: give a mapping of player to number", "this_game", key)
            row = []
            for p, n in counts.items():
                if not isinstance(p, str) or p not in players:
                    raise self.fail(_unknown("player", str(p), players), "this_game", key, p, "<key>")
                row.append((p, self.number(n, f"this_game: {key}: {p}", MAX_AMOUNT, "this_game", key, p)))
            out.append((key, tuple(row)))
        return tuple(out)

    def spell_kinds(self, value: Any, players: list[str]) -> list[tuple[str, tuple[tuple[str, int], ...]]]:
        """this_turn: spells_cast_kinds: {player: {red: N, instant: N, ...}} (SPELL_KINDS): one count for each kind
        named, spells_cast(color(r)), ...; a player not naming a kind another names: 0."""
        if value is None:
            return []
        if not isinstance(value, dict):
            raise self.fail(f"this_turn: {SPELL_KINDS_KEY}: give a mapping of player to a mapping of kind to number "
                            "({alice: {red: 1}})", "this_turn", SPELL_KINDS_KEY)
        rows: dict[str, list[tuple[str, int]]] = {}
        for p, kinds in value.items():
            if not isinstance(p, str) or p not in players:
                raise self.fail(_unknown("player", str(p), players), "this_turn", SPELL_KINDS_KEY, p, "<key>")
            if kinds is None:
                kinds = {}
            if not isinstance(kinds, dict):
                raise self.fail(f"this_turn: {SPELL_KINDS_KEY}: {p}: give a mapping of kind to number ({{red: 1, "
                                "instant: 2}})", "this_turn", SPELL_KINDS_KEY, p)
            for kind, n in kinds.items():
                if not isinstance(kind, str) or kind.casefold() not in SPELL_KINDS:
                    raise self.fail(_unknown(f"{SPELL_KINDS_KEY} kind", str(kind), list(SPELL_KINDS)), "this_turn",
                                    SPELL_KINDS_KEY, p, kind, "<key>")
                key = f"spells_cast({SPELL_KINDS[kind.casefold()]})"
                count = self.number(n, f"this_turn: {SPELL_KINDS_KEY}: {p}: {kind}", MAX_AMOUNT, "this_turn",
                                    SPELL_KINDS_KEY, p, kind)
                rows.setdefault(key, []).append((p, count))
        return [(key, tuple(row)) for key, row in rows.items()]

    def sorcery_timing(self, value: Any) -> bool | None:
        """sorcery_timing: true or false (CR 307.1: the active player's main phase, the stack empty); not given: the
        board doesn't say."""
        if value is not None and not isinstance(value, bool):
            raise self.fail(f"sorcery_timing: give true or false (got {shown(value)})", "sorcery_timing")
        return value

    def day_night(self, value: Any) -> str | None:
        """day_night: day, night or neither (CR 731.1); not given: the board doesn't say."""
        if value is None:
            return None
        if not isinstance(value, str) or value.casefold() not in DAY_NIGHT:
            raise self.fail(_unknown("day_night value", str(value), list(DAY_NIGHT)), "day_night")
        return value.casefold()

    def damaged(self, value: Any, players: list[str]) -> tuple[str, ...] | None:
        """damaged_this_turn: [players dealt damage this turn] (CR 702.54a); not given: the board doesn't say."""
        if value is ...:
            return None
        if value is None:
            return ()
        if not isinstance(value, list):
            raise self.fail("damaged_this_turn: give a list of players", "damaged_this_turn")
        for i, p in enumerate(value):
            if not isinstance(p, str) or p not in players:
                raise self.fail(_unknown("player", str(p), players), "damaged_this_turn", i)
        return tuple(dict.fromkeys(value))

    def commanders(self, value: Any, players: list[str]) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """commanders: {player: a card name, or a list of at most two (partners, CR 702.124); [] for none}."""
        if value is None:
            return ()
        if not isinstance(value, dict):
            raise self.fail("commanders: give a mapping of player to a card name or a list of card names",
                            "commanders")
        out = []
        for player, cards in value.items():
            if player not in players:
                raise self.fail(_unknown("player", str(player), players), "commanders", player, "<key>")
            listed = cards if isinstance(cards, list) else [] if cards is None else [cards]
            if len(listed) > 2:  # CR 702.124g
                raise self.fail(f"commanders: {player}: at most two commanders (CR 702.124g: no partner ability "
                                f"lets a player have more; got {len(listed)})", "commanders", player)
            found: list[str] = []
            for j, name in enumerate(listed):
                path = ("commanders", player, j) if isinstance(cards, list) else ("commanders", player)
                if not isinstance(name, str) or not name.strip():
                    raise self.fail(f"commanders: {player}: each commander is a card name (got {shown(name)})", *path)
                self.text(name, f"commanders: {player}", *path)
                info = find_card(name)
                if info is None:
                    raise self.fail(f"commanders: {player}: " + _unknown("card", name, None), *path)
                if (problem := not_a_front_face(info.name, f"commanders: {player}", "in the command zone")) is not None:
                    raise self.fail(problem, *path)
                if info.name in found:
                    raise self.fail(f"commanders: {player}: {info.name} is given twice (CR 903.5b: each card of a "
                                    "Commander deck has a different name)", *path)
                found.append(info.name)
            # (which cards may be commanders, alone or together, is the rules' to say: rules/core/commander_legality.lp,
            # CR 903.3, 702.124)
            out.append((player, tuple(found)))
        return tuple(out)

    def copy_of(self, obj: BoardObject, ids: set[str], used: dict[str, tuple], effects: set[str]) -> BoardObject:
        """copy_of: the id of a permanent of the board, or the name of a card of the library (CR 707: the object's
        copiable values are those of what it copies; which values they are is the rules' business). An entry of
        effects: is the lasting effect of a resolved spell or ability, no object (CR 109.1, 611.2): nothing copies it."""
        if obj.copy_of is None:
            return obj
        path = (*used[obj.id], "copy_of")
        if obj.zone != "battlefield":
            raise self.fail("copy_of: only a permanent can be a copy", *path)
        if obj.copy_of in effects:
            raise self.fail(f"copy_of: {obj.copy_of!r} is an effect, not a permanent: a copy copies an object (CR "
                            "109.1, 707.2); name a card of the library or the id of a permanent", *path)
        info = find_card(obj.copy_of)
        if obj.copy_of in ids:
            if info is not None and info.name == obj.copy_of:
                raise self.fail(f"copy_of: {obj.copy_of!r} is both an id and a card name: rename the id", *path)
            return obj
        if info is None:
            near = nearest_names(obj.copy_of, sorted(ids)) + nearest_names(obj.copy_of)
            hint = f" (did you mean: {', '.join(near)}?)" if near else ""
            raise self.fail(f"copy_of: no object id or card named {obj.copy_of!r}{hint}", *path)
        if (why := not_a_permanent(info.name)) is not None:
            raise self.fail(f"copy_of: {why}", *path)
        return replace(obj, copy_of=info.name)

    def life(self, value: Any, players: list[str]) -> tuple[tuple[str, int], ...]:
        """life: {player: life total} (optional; costs in life are checked against it, CR 119.4). A life
        total is 0 or more here (a player at 0 or less has lost, CR 104.3b)."""
        if value is None:
            return ()
        if not isinstance(value, dict):
            raise self.fail("life: give a mapping of player to life total", "life")
        out = []
        for player, total in value.items():
            if player not in players:
                raise self.fail(_unknown("player", str(player), players), "life", player, "<key>")
            out.append((player, self.number(total, f"life: {player}", MAX_NUMBER, "life", player)))
        return tuple(out)

    def zone_cards(self, value: Any, key: str, players: list[str]) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """libraries: / graveyards: / hands: {player: [card names of the Oracle card reference]}."""
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
                    raise self.fail(f"{key}: {player}: each card is a name (got {shown(name)})", key, player, j)
                self.text(name, f"{key}: {player}", key, player, j)
                found.append(self.zone_card(name, f"{key}: {player}", "there", key, player, j))
            out.append((player, tuple(found)))
        return tuple(out)

    def zone_card(self, name: str, where: str, place: str, *path: Any) -> str:
        """The reference's name of a card off the battlefield (a graveyard, a library, exile), named by its name or its
        whole name (_zone_card); refused unless it is a front face (CR 712.8a, 715.4: off the battlefield and the stack
        a double-faced card has only its front face's characteristics, an adventurer card only its normal ones)."""
        card = _zone_card(name)
        if card is None:
            raise self.fail(f"unknown card {name!r} (not in the Oracle card reference){did_you_mean(name, None)}", *path)
        if (problem := not_a_front_face(card.name, where, place)) is not None:
            raise self.fail(problem, *path)
        return card.name

    def entry(self, entry: Any, section: str, i: int, zone: str, players: list[str],
              used: dict[str, tuple]) -> BoardObject:
        path = (section, i)
        if not isinstance(entry, dict):
            raise self.fail(f"{section}[{i}]: each entry is a mapping with at least card and controller", *path)
        for key in entry:
            if key not in _OBJECT_KEYS:
                raise self.fail(_unknown("key", str(key), OBJECT_KEYS), *path, key, "<key>")
        card_name = entry.get("card")
        definition = self.described_token(entry, zone, path)
        predefined = self.predefined_token(entry, zone, path) if definition is None else None
        if definition is not None:
            card_name = definition.name
        elif predefined is not None:
            card_name = predefined.name
        elif not isinstance(card_name, str) or not card_name.strip():
            raise self.fail(f"{section}[{i}]: card: give the name of a card of the library (or token: the name of "
                            "a predefined token, such as Treasure)", *path, "card")
        self.text(card_name, "card", *path, "card")
        info = find_card(card_name) if predefined is None and definition is None else None
        if info is None and predefined is None and definition is None:
            if (token := find_token(card_name.strip())) is not None:
                raise self.fail(f"card: {shown(card_name)} is a token, not a card: write token: {token.key} (CR 111.10)",
                                *path, "card")
            raise self.fail(_unknown("card", card_name, None), *path, "card")
        if info is not None and zone == "battlefield" and (why := not_a_permanent(info.name)) is not None:
            raise self.fail(f"card: {why}", *path, "card")
        if "face" in entry:
            info = self.face(entry["face"], info, zone, path)
        controller = entry.get("controller")
        if controller is None:
            raise self.fail(f"{section}[{i}]: controller is required", *path)
        if not isinstance(controller, str) or controller not in players:
            raise self.fail(_unknown("player", str(controller), players), *path, "controller")
        owner = entry.get("owner", controller)
        if not isinstance(owner, str) or owner not in players:
            raise self.fail(_unknown("player", str(owner), players), *path, "owner")
        object_id = entry.get("id")
        if object_id is None:
            base = slug(info.name if info is not None else predefined.key if predefined is not None else
                        card_name.removesuffix(" Token"))
            object_id, n = base, 1
            while object_id in used:
                n += 1
                object_id = f"{base}-{n}"
        elif not isinstance(object_id, str) or not object_id.strip():
            raise self.fail(f"id: give a non-empty text (got {shown(object_id)})", *path, "id")
        elif object_id in used:
            raise self.fail(f"duplicate id {object_id!r} (first used at {self.lines.at(*used[object_id])})",
                            *path, "id")
        self.text(object_id, "id", *path, "id")
        used[object_id] = path
        flags = {}
        for flag in ("tapped", "sick", "token"):
            value = entry.get(flag, False) if flag != "token" or (predefined is None and definition is None) else True
            if not isinstance(value, bool):
                raise self.fail(f"{flag}: give true or false (got {shown(value)})", *path, flag)
            flags[flag] = value
        # (an absent key gives what its empty value gives: counters {}, chosen {}, targets, noted, exiled [])
        counters = self.counters(entry["counters"], path) if "counters" in entry else ()
        attached = entry.get("attached_to")
        if attached is not None:
            if not isinstance(attached, str):
                raise self.fail(f"attached_to: give the id of a permanent (got {shown(attached)})", *path, "attached_to")
            self.text(attached, "attached_to", *path, "attached_to")
            if zone != "battlefield":
                raise self.fail("attached_to: an effect is not attached to anything (only permanents are)",
                                *path, "attached_to")
            if attached == object_id:
                raise self.fail(f"attached_to: {attached!r} can't be attached to itself (CR 301.5c, 303.4d)",
                                *path, "attached_to")
        chosen = self.chosen(entry["chosen"], path, players) if "chosen" in entry else ()
        x = entry.get("x")
        if x is not None:
            x = self.number(x, "x", MAX_AMOUNT, *path, "x")
        ability = entry.get("ability")
        if ability is not None:
            ability = self.number(ability, "ability", MAX_NUMBER, *path, "ability")
            if zone == "battlefield":
                raise self.fail("ability: only an effect says which ability created it", *path, "ability")
        timestamp = entry.get("timestamp")
        if timestamp is not None:
            timestamp = self.number(timestamp, "timestamp", MAX_NUMBER, *path, "timestamp")
        targets = self.texts(entry["targets"], "targets", "the id of a permanent or a player", path) if "targets" in entry else ()
        source = entry.get("source")
        if source is not None:
            if not isinstance(source, str) or not source.strip():
                raise self.fail("source: give the id of a permanent", *path, "source")
            self.text(source, "source", *path, "source")
            if zone == "battlefield":
                raise self.fail("source: only an effect has a source (the permanent whose ability created it)",
                                *path, "source")
        copy_of = entry.get("copy_of")
        if copy_of is not None and (not isinstance(copy_of, str) or not copy_of.strip()):
            raise self.fail("copy_of: give a card name or the id of an object", *path, "copy_of")
        if copy_of is not None:
            self.text(copy_of, "copy_of", *path, "copy_of")
        noted = self.texts(entry["noted"], "noted", "a card name", path) if "noted" in entry else ()
        for j, name in enumerate(noted):
            card = reference_card(name)
            if card is None:
                raise self.fail(f"unknown card {name!r} (not in the Oracle card reference)", *path, "noted", j)
            noted = noted[:j] + (card.name,) + noted[j + 1:]
        exiled = self.texts(entry["exiled"], "exiled", "a card name", path) if "exiled" in entry else ()
        for j, name in enumerate(exiled):
            exiled = exiled[:j] + (self.zone_card(name, "exiled", "in exile", *path, "exiled", j),) + exiled[j + 1:]
        loyalty_activated = entry.get("loyalty_activated")
        if loyalty_activated is not None:
            if not isinstance(loyalty_activated, bool):
                raise self.fail(f"loyalty_activated: give true or false (got {shown(loyalty_activated)})", *path,
                                "loyalty_activated")
            if zone != "battlefield":
                raise self.fail("loyalty_activated: only a permanent has loyalty abilities activated (CR 606.3)", *path,
                                "loyalty_activated")
        level = entry.get("level")
        if level is not None:
            # (CR 716.2d: a permanent without a level is level 1; no level is less)
            level = self.number(level, "level", MAX_CLASS_LEVEL, *path, "level", low=1)
            if level < 1:
                raise self.fail("level: a level is 1 or more (CR 716.2d: a permanent without one is level 1)", *path,
                                "level")
            if zone != "battlefield":
                raise self.fail("level: only a permanent has a level (CR 716.2b)", *path, "level")
        checked = FIELDS_CHECKED.set(True)  # the fields validate.FILE_CHECKED names are checked above
        try:
            return BoardObject(id=object_id, card=card_name if info is None else info.name, controller=controller,
                               owner=owner, zone=zone,
                               timestamp=timestamp, targets=targets, noted=noted, exiled=exiled, source=source, ability=ability,
                               tapped=flags["tapped"], sick=flags["sick"], token=flags["token"], counters=counters,
                               attached_to=attached, chosen=chosen, x=x, line=self.lines.lines.get(path),
                               copy_of=copy_of, definition=definition, loyalty_activated=loyalty_activated,
                               level=level)
        except BoardError as exc:  # what validate.py checks beyond the above, located here
            raise self.fail(exc.message, *path) from None
        finally:
            FIELDS_CHECKED.reset(checked)

    def face(self, face: Any, info: Any, zone: str, path: tuple) -> Any:
        """face: front (the default) or back: the face of a double-faced card that is up (CR 712.8d-f); back: the
        permanent is its back face, the card the library links to the front face given as card:."""
        if not isinstance(face, str) or face.strip().casefold() not in FACES:
            raise self.fail(_unknown("face", str(face), list(FACES)), *path, "face")
        if zone != "battlefield":
            raise self.fail("face: only a permanent has a face up (an effect has none)", *path, "face")
        if info is None:
            raise self.fail("face: a token here has one face (CR 111.3: what its definition gives)", *path, "face")
        if face.strip().casefold() == "front":
            return info
        back = back_face_of(info.name)
        if back is None:
            raise self.fail(f"face: {info.name} is not the front face of a double-faced card: it has no back face "
                            "(CR 712.1; name a back face itself as card:)", *path, "face")
        found = find_card(back)
        if found is None:  # (the library has every face it links)
            raise self.fail(_unknown("card", back, None), *path, "face")
        return found

    def described_token(self, entry: dict, zone: str, path: tuple) -> TokenDefinition | None:
        """token: {name, type_line, colors, power, toughness, text} — a token the board describes (CR 111.3), compiled
        like a card (encoder/inline_tokens.py), instead of card:."""
        spec = entry.get("token")
        if not isinstance(spec, dict):
            return None
        if "card" in entry:
            raise self.fail("token: give either card: (a card, token: true for a token with its characteristics) or a "
                            "token's description, not both", *path, "token")
        if zone != "battlefield":
            raise self.fail("token: a token is a permanent: list it under battlefield:", *path, "token")
        for key in spec:
            if key not in TOKEN_KEYS:
                raise self.fail(_unknown("key", str(key), TOKEN_KEYS), *path, "token", key, "<key>")
        for key in ("type_line", "colors"):
            if key not in spec:
                raise self.fail(f"token: {key} is required (CR 111.3: the definition gives a token's "
                                f"{'types' if key == 'type_line' else 'colors; [] for a colorless one'})", *path, "token")
        type_line = spec["type_line"]
        if not isinstance(type_line, str) or not type_line.strip():
            raise self.fail(f"token: type_line: give a type line such as \"Creature — Saproling\" (got {shown(type_line)})",
                            *path, "token", "type_line")
        self.text(type_line, "token: type_line", *path, "token", "type_line")
        try:
            types, _, _ = split_type_line(type_line)
            name = spec.get("name", default_name(type_line))
        except BoardError as exc:
            raise self.fail(f"token: {exc.message}", *path, "token", "type_line") from None
        if not isinstance(name, str) or not name.strip():
            raise self.fail(f"token: name: give a text (got {shown(name)})", *path, "token", "name")
        self.text(name, "token: name", *path, "token", "name")
        colors = spec["colors"]
        if isinstance(colors, str):
            colors = [colors]
        if not isinstance(colors, list) or not all(isinstance(c, str) for c in colors):
            raise self.fail("token: colors: give a list of colors such as [G] ([] for colorless)", *path, "token", "colors")
        letters = []
        for j, c in enumerate(colors):
            letter = COLOR_WORDS.get(c.strip().casefold())
            if letter is None:
                raise self.fail(_unknown("color", c, ["W", "U", "B", "R", "G"]), *path, "token", "colors", j)
            letters.append(letter)
        pt: dict[str, str | None] = {}
        for key in ("power", "toughness"):
            value = spec.get(key)
            pt[key] = None if value is None else str(self.number(value, f"token: {key}", MAX_AMOUNT, *path, "token", key))
        if "Creature" in types and (pt["power"] is None or pt["toughness"] is None):
            raise self.fail("token: a creature token's definition gives its power and toughness (CR 111.3)",
                            *path, "token")
        text = spec.get("text", "")
        if isinstance(text, list):
            if not all(isinstance(t, str) for t in text):
                raise self.fail("token: text: give a text, or a list of texts (one ability each)", *path, "token", "text")
            text = "\n".join(text)
        if not isinstance(text, str):
            raise self.fail("token: text: give a text, or a list of texts (one ability each)", *path, "token", "text")
        for line in text.splitlines():
            if line.strip():
                self.text(line, "token: text", *path, "token", "text")
        return TokenDefinition(name.strip(), type_line.strip(), tuple(dict.fromkeys(letters)), pt["power"],
                               pt["toughness"], "\n".join(line.strip() for line in text.splitlines() if line.strip()))

    def predefined_token(self, entry: dict, zone: str, path: tuple) -> Token | None:
        """token: NAME — a predefined token (CR 111.10: Treasure, Clue, Food, ...; Eldrazi Spawn and Scion), with the
        characteristics and abilities of its definition (encoder/tokens.py), instead of card:."""
        word = entry.get("token")
        if word is None or isinstance(word, bool) or ("card" in entry and not isinstance(word, str)):
            return None  # (beside card:, token: is a flag: the flags' check words a wrong value)
        if not isinstance(word, str) or not word.strip():
            raise self.fail(f"token: give true, false or the name of a predefined token (got {shown(word)})",
                            *path, "token")
        self.text(word, "token", *path, "token")
        if "card" in entry:
            raise self.fail("token: give either card: (a card, token: true for a token with its characteristics) or "
                            f"token: {word} (a predefined token), not both", *path, "token")
        if zone != "battlefield":
            raise self.fail("token: a predefined token is a permanent: list it under battlefield:", *path, "token")
        found = find_token(word)
        unread = unread_token(word) if found is None else None
        if unread is not None:
            raise self.fail(f"the predefined token {word} (CR {unread[0]}: {unread[1]}) is not in the token library "
                            "(tools/build_tokens.py can't read its definition)", *path, "token")
        if found is None:
            raise self.fail(f"unknown predefined token {shown(word)} (CR 111.10)"
                            f"{did_you_mean(word, token_words(), 'predefined tokens')}", *path, "token")
        return found

    def texts(self, value: Any, key: str, what: str, path: tuple) -> tuple[str, ...]:
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
            raise self.fail(f"{key}: give a list, each item {what}", *path, key)
        for j, v in enumerate(value):
            self.text(v, key, *path, key, j)
        return tuple(value)

    def counters(self, value: Any, path: tuple) -> tuple[tuple[str, int], ...]:
        """counters: {kind: number}. Any text is a kind (validate.py: counter_kind); each kind once."""
        if not isinstance(value, dict):
            raise self.fail("counters: give a mapping of counter kind to number", *path, "counters")
        out: dict[str, int] = {}
        first: dict[str, Any] = {}
        for kind, n in value.items():
            if not isinstance(kind, str):
                raise self.fail(f"counters: {shown(kind)} is not a counter kind (give its name, such as charge)",
                                *path, "counters", kind, "<key>")
            self.text(kind, "counters", *path, "counters", kind, "<key>")
            if (why := malformed_pt_counter(kind)) is not None:
                raise self.fail(f"counters: {why}", *path, "counters", kind, "<key>")
            name = counter_kind(kind)
            if name in out:
                raise self.fail(f"counters: {first[name]!r} and {kind!r} are the same kind of counter",
                                *path, "counters", kind, "<key>")
            first[name] = kind
            out[name] = self.number(n, f"counters: {kind}", MAX_AMOUNT, *path, "counters", kind)
        return tuple(sorted(out.items()))

    def chosen(self, value: Any, path: tuple, players: list[str]) -> tuple[tuple[str, str], ...]:
        if not isinstance(value, dict):
            raise self.fail("chosen: give a mapping such as {color: R}", *path, "chosen")
        out = []
        for key, choice in value.items():
            if key not in CHOICE_KEYS:
                raise self.fail(_unknown("choice", str(key), CHOICE_KEYS), *path, "chosen", key)
            if not isinstance(choice, str) or not choice.strip():
                raise self.fail(f"chosen: {key}: give a text (got {shown(choice)})", *path, "chosen", key)
            self.text(choice, f"chosen: {key}", *path, "chosen", key)
            if key == "color":
                letter = COLOR_WORDS.get(choice.strip().casefold())
                if letter is None:
                    raise self.fail(_unknown("color", choice, ["W", "U", "B", "R", "G"]), *path, "chosen", key)
                choice = letter
            elif key == "player" and choice not in players:
                raise self.fail(_unknown("player", choice, players), *path, "chosen", key)
            elif key == "branch":  # a card's own word for it (Chaos Moon's odd or even), in any case
                choice = choice.strip().casefold()
            elif key == "form":  # the form it became as it entered, by its power and toughness (Primal Clay's 2/2)
                pt = form_pt(choice)
                if pt is None:
                    raise self.fail(f"chosen: form: give a power and toughness such as 2/2 (got {shown(choice)})",
                                    *path, "chosen", key)
                choice = f"{pt[0]}/{pt[1]}"
            elif key in ("land_type", "second_land_type"):
                # a land type (CR 205.3i), written as the rules name it: "Swamp" → swamp
                word = land_type_word(choice)
                if word not in land_types():
                    raise self.fail(_unknown("land type", choice, sorted(land_types())), *path, "chosen", key)
                choice = word
            elif key == "creature_type":
                # a creature type (CR 205.3m), written as the rules name it: "Elf" → elf
                word = land_type_word(choice)
                if word not in creature_types():
                    raise self.fail(_unknown("creature type", choice, sorted(creature_types())), *path, "chosen", key)
                choice = word
            out.append((key, choice))
        return tuple(sorted(out))


def not_a_front_face(name: str, where: str, place: str) -> str | None:
    """Why a card named `name` off the battlefield and the stack (a graveyard, a library, the command zone: `place`)
    can't be named so: a face that is not its card's front face (a transforming or modal card's back face, a meld
    pair's combined face, an Adventure), or None. There the card has only its front face's characteristics (CR 712.8a;
    712.4b: a meld card's back face determines nothing outside the melded permanent; 715.4: an adventurer card's
    normal ones), so it is named by its front face, which the message suggests."""
    card = _zone_card(name)
    if card is None or card.front is None:
        return None
    return (f"{where}: {card.name!r} is not the front face of its card: a card {place} has its front face's "
            f"characteristics (CR 712.8a, 715.4) (did you mean: {card.front}?)")


def _zone_card(name: str):
    """The card of the reference a card off the battlefield names: a name, or a multi-face card's whole name ("Fire //
    Ice", "Delver of Secrets // Insectile Aberration": CR 709.4a, a split card has two names) as its first face."""
    card = reference_card(name)
    if card is None and " // " in name:
        card = reference_card(name.split(" // ", 1)[0].strip())
    return card


def _check_game_counts(value: Any, players: tuple[str, ...], source: str | None
                       ) -> tuple[tuple[str, tuple[tuple[str, int], ...]], ...]:
    """The board's game_counts (GAME_COUNTS), however the board was built: known keys, each once, players each once, a
    count from 0 to MAX_AMOUNT."""
    out = []
    seen: set[str] = set()
    for key, counts in _pairs(value, "game_counts", source):
        if key not in GAME_COUNTS:
            raise BoardError(_unknown("this_game key", str(key), list(GAME_COUNTS)), source)
        if key in seen:
            raise BoardError(f"this_game: {key} is given twice", source)
        seen.add(key)
        out.append((key, tuple((p, check_int(n, f"this_game: {key}: {p}", 0, MAX_AMOUNT, source))
                               for p, n in _player_entries(counts, f"this_game: {key}", players, source))))
    return tuple(out)


def _check_turn_counts(value: Any, players: tuple[str, ...], source: str | None
                       ) -> tuple[tuple[str, tuple[tuple[str, int], ...]], ...]:
    """The board's turn_counts (TURN_COUNTS), however the board was built: known keys, each once, players each once, a
    count from 0 to MAX_AMOUNT."""
    out = []
    seen: set[str] = set()
    for key, counts in _pairs(value, "turn_counts", source):
        if key not in TURN_COUNTS and key not in SPELL_KIND_COUNTS:
            raise BoardError(_unknown("this_turn key", str(key), THIS_TURN_KEYS), source)
        if key in seen:
            raise BoardError(f"this_turn: {key} is given twice", source)
        seen.add(key)
        out.append((key, tuple((p, check_int(n, f"this_turn: {key}: {p}", 0, MAX_AMOUNT, source))
                               for p, n in _player_entries(counts, f"this_turn: {key}", players, source))))
    # The spells of a kind a player cast are some of the spells that player cast (CR 601.2i): never more.
    totals = dict(next((row for key, row in out if key == "spells_cast"), ()))
    if any(key == "spells_cast" for key, _ in out):
        for key, row in out:
            if key in SPELL_KIND_COUNTS:
                for p, n in row:
                    if n > totals.get(p, 0):
                        raise BoardError(f"this_turn: {SPELL_KINDS_KEY}: {p}: {SPELL_KIND_COUNTS[key]} {n} is more "
                                         f"than the {totals.get(p, 0)} spells_cast of {p}", source)
        # A colorless spell has no color and is not multicolored (CR 105.2c): the colorless spells and those of one
        # color (or the multicolored ones) are different spells, together never more than the spells cast.
        counts = {key: dict(row) for key, row in out}
        colorless = counts.get("spells_cast(colorless)", {})
        for key in ("spells_cast(color(w))", "spells_cast(color(u))", "spells_cast(color(b))",
                    "spells_cast(color(r))", "spells_cast(color(g))", "spells_cast(multicolored)"):
            for p, n in counts.get(key, {}).items():
                if n + colorless.get(p, 0) > totals.get(p, 0):
                    raise BoardError(f"this_turn: {SPELL_KINDS_KEY}: {p}: {SPELL_KIND_COUNTS[key]} {n} and colorless "
                                     f"{colorless.get(p, 0)} are more than the {totals.get(p, 0)} spells_cast of {p} "
                                     "(a colorless spell has no color, CR 105.2c)", source)
    return tuple(out)


# A count this turn and what happened this turn, both given, must agree: the players who lost life are those whose
# life_lost is more than 0, a creature died when some creatures_died is, the players dealt damage are those whose
# damage_dealt is.
_AGREE = (("life_lost", "lost_life"), ("creatures_died", "creature_died"), ("damage_dealt", "damaged_this_turn"))


def _counts_agree(this_turn: Any, damaged: Any, counts: tuple[tuple[str, tuple[tuple[str, int], ...]], ...],
                  source: str | None) -> None:
    happened = {key: set(who) for key, who in this_turn}
    if damaged is not None:
        happened["damaged_this_turn"] = set(damaged)
    for key, row in counts:
        other = next(o for k, o in _AGREE if k == key) if any(k == key for k, _ in _AGREE) else None
        if other is None or other not in happened:
            continue
        players = {p for p, n in row if n > 0}
        if other == "creature_died":
            players = {"any"} if players else set()
        if players != happened[other]:
            where = other if other == "damaged_this_turn" else f"this_turn: {other}"
            raise BoardError(f"this_turn: {key} and {where} disagree (who: {', '.join(sorted(players)) or 'no one'} "
                             f"against {', '.join(sorted(happened[other])) or 'no one'})", source)


def _unknown(what: str, value: str, valid: Any) -> str:
    """"unknown card 'Forrest' (did you mean: Forest?)" with the nearest valid names (a few of the valid
    ones when none is near: a board of 30,000 ids is not listed)."""
    if what == "card":
        return f"unknown card {shown(value)}{did_you_mean(value, None)}"
    return f"unknown {what} {shown(value)}{did_you_mean(value, [str(v) for v in valid])}"
