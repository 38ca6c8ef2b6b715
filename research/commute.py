"""mtgasp commute: do two (or three) replacement effects commute on an event, on every small board?

For each set of effects and each subject (the land tapped for mana, the card entering, the creature or
player dealt damage), the boards hold the subject, one object for each effect (controlled by either
player) and up to N objects in all with extras from a pool (by default the cards with continuous effects:
they change what the subject is, hence which effects apply). The pool of extras never holds a replacement
effect of the event's kinds, so the effects compared are the only ones on the event (besides the
subject's own, CR 614.12). Each board's events are explored by the rules (research/batch.py) and
analysed by queries/commutation.py, the same code `mtgasp orderings` uses:

- "order": for the same choices, two orders give different results: a minimal witness is given;
- "choice": the order never matters on these boards, but the choices do (Reality Twist's land type);
- "commutes": neither, proved for every board of up to N objects (M boards).
"""
from __future__ import annotations

import copy
import hashlib
import json
import time
from collections import Counter
from dataclasses import dataclass, field, replace
from functools import lru_cache
from itertools import combinations_with_replacement
from pathlib import Path
from typing import Any

import clingo

from mtgasp.encoder import Board, BoardError
from mtgasp.encoder.board import slug
from mtgasp.encoder.library import find_card
from mtgasp.encoder.limits import MAX_OBJECTS, check_int

from .answers import EVENT_ROWS, tap_events
from .batch import World, evaluate
from .boards import board_from_yaml, board_yaml, describe, minimize
from .cards import COLORS, cards_with, color_blocks, controller_blind, library_cached, terms_of
from .provenance import provenance
from .shards import Sweep
from .space import GeneratedBoard, Space, enumerate_spaces, traits
from .targets import with_targets
from .tasks import BATCH
from .turn_values import PREFIX as TURN_PREFIX
from .turn_values import on_turn, turn_variants

KINDS = {"tap": ("mana_production",), "enter": ("enters_battlefield", "put_counters"),
         "counters": ("put_counters", "put_any_counters"), "damage": ("damage", "put_counters")}
# The subjects of the evidence table of issue 10: a basic land, a nonbasic land with two basic land types,
# a nonbasic land without one, a land that adds two mana; and a Mountain, the land Chaos Moon's even branch
# is about ("if a Mountain is tapped for mana", issue 27: on the others it never applies). Any card may be
# given with --on.
DEFAULT_SUBJECTS = {"tap": ("Forest", "Savannah", "Mountain", "City of Brass", "Ancient Tomb"),
                    "enter": ("Grizzly Bears", "Walking Ballista"),
                    "counters": ("Grizzly Bears",),
                    "damage": ("Grizzly Bears", "player")}
# Cells per shard: each shard grounds the rules once per batch of boards (~0.3 s whatever the batch's size,
# research/batch.py), so fewer, larger shards cost less. A sweep with one worker (or none) has no other to share them
# with: up to CELLS_PER_SHARD_ALONE cells a shard, of several subjects (the parts of its task), so the tap table's
# 950 cells are one shard of one batch (docs/performance.md, session 26); with more (local workers or a Dask
# cluster's threads) SHARDS_PER_WORKER shards each. The cells and their boards are the same either way.
# Boards that differ only by who controls objects whose cards never read it are checked once (_up_to_renaming); off,
# every board is checked (the test compares the two).
CONTROLLER_SYMMETRY = True
CELLS_PER_SHARD_ALONE = 1000
# With local workers, shards per worker (commute: equal numbers of cells). One: each shard grounds its programs and
# enumerates its spaces once, so fewer shards cost less (the tap table on Forest and Savannah with 2 workers: 5.3-5.5 s
# of the workers' CPU in 2 shards, 6.0 s in 4, 10 shards of 100 cells before: docs/performance.md, session 31).
SHARDS_PER_WORKER = 1
# Boards of a commute shard per program: a batch of BATCH boards, or more of small ones (BATCH_OBJECTS objects in all:
# a tap subject's ~1,200 boards of 3 objects in one program, ~250 MB). A tap event's worlds are small: the tap
# table's 4,916 boards checked are one program of TAP_BATCH_OBJECTS (860 MB); a damage shard's worlds, with extras,
# are not (3,750 boards of 4 objects in one program took 2.3 GB, session 26).
BATCH_OBJECTS = 4000
TAP_BATCH_OBJECTS = 15000
DAMAGE_SOURCE = "Lightning Bolt"
# The counters event (issue 27): COUNTERS counters of COUNTER_KIND would be put on the subject (alice's), put by the
# subject itself, so that its controller puts them (CR 122.6a: Vorinclex's "if you would put", Doubling Season's "if
# an effect would put"), as `mtgasp orderings BOARD counters ID p1p1 2 --by ID` asks.
COUNTERS = 2
COUNTER_KIND = "p1p1"
DAMAGE = 3
ENTER_X = 2
# Combat damage (issue 27): an effect that applies only to combat damage (Fog's "prevent all combat damage", 82 of the
# library's damage effects) never applies to Lightning Bolt's damage. A cell with such an effect is also swept on
# combat damage: COMBAT_SOURCE (a vanilla creature whose power is DAMAGE), bob's, deals it to the subject, with either
# player active where the subject is a creature (bob's attacks and the subject blocks, or the subject attacks and
# bob's blocks: CR 506.2, 509.1a, 510.1) and bob active where it is the player (bob's attacks).
COMBAT_SOURCE = "Hill Giant"
# The conditions of an effect that only an event's own words decide (the query inputs of `mtgasp orderings`: --combat,
# --by-keyword, --flip): a cell with an effect that has one is also swept on the events that say it (_variants).
# Of damage, the conditions that hold of combat damage only, or are known of it only (rules/replacement/damage.lp): a
# cell with one, alone or inside either/both/except, is also swept on combat damage. "By unblocked creatures" (Veteran Bodyguard,
# Snag: CR 509.1h, 510.1b) and "blocking or blocked by" (CR 510.1c-d) never hold of Lightning Bolt's damage: without
# the combat event such a cell was never applied together, or incomplete.
COMBAT_NAMES = frozenset({"combat", "source_in_combat", "affected_in_combat", "source_unblocked",
                          "source_blocks_affected", "affected_blocks_source"})
# (of these, the ones that ask a creature's role as noncombat damage is dealt: swept with the roles stated)
ROLE_NAMES = frozenset({"source_in_combat", "affected_in_combat"})
# The conditions that hold only of damage from a creature ("by creatures your opponents control", Obscuring Haze; "one
# or two target creatures would deal", Soul Parry; "by enchanted creature"; "by Giants": CR 205.3m, a creature type):
# never of Lightning Bolt's damage, so such a cell is also swept on COMBAT_SOURCE's (a creature's) damage.
CREATURE_SOURCE_NAMES = frozenset({"source_targeted", "source_targets", "source_enchanted"})
# The subject's role in combat as noncombat damage is dealt to it (combat_role/2): none, attacking (its controller,
# alice, active: CR 506.2) or blocking (bob active).
ROLES = ("none", "attacking", "blocking")
# The enter event's options (issue 27, session 36): the conditions of an effect that only the enter event's own words
# decide (the query inputs of `mtgasp orderings … enter`: --cast, --by ID, --cast --via ID, --from ZONE): a cell with an
# effect that reads one is swept on the events that say it (_enter_variants), bounded by the effects and zones the
# cell's conditions name. The options read only by the entering card's own abilities (--kicked, --colors, --spent,
# --convoked, --cast --exiled, --roll, --phyrexian) are not varied: no effect of another object reads them, and the
# default subjects have no such ability (a subject with one is swept as before, its answers incomplete, naming it).
ENTER_OPTIONS = frozenset({"put_by_this", "cast_this_way", "enters_from", "cast_from", "not_cast_from", "cast",
                           "not_cast"})
ENTER_BOUNDS = ("put onto the battlefield (not cast) by each effect's object that reads what puts it there, from each "
                "zone an effect reads; cast with the permission of each effect's object that reads it, from each zone "
                "an effect reads; both, where an effect of the cell reads how the object enters (--cast, --by, --via, "
                "--from); else the plain event")

@dataclass(frozen=True, order=True)
class Effect:
    card: str
    ability: int

    @property
    def label(self) -> str:
        return f"{self.card} ({self.ability})"


def _replacements(card: str) -> list[tuple[int, str, set[str]]]:
    """(ability, kind, its conditions) of every replacement ability of the card, from its facts."""
    found: dict[int, tuple[str, set[str]]] = {}
    for sym in terms_of(card):
        if sym.type != clingo.SymbolType.Function or not sym.arguments:
            continue
        if sym.name == "replacement" and len(sym.arguments) == 3:
            found.setdefault(sym.arguments[1].number, (str(sym.arguments[2]), set()))
    for sym in terms_of(card):
        if sym.type == clingo.SymbolType.Function and sym.name == "replacement_condition" and len(sym.arguments) == 3:
            n = sym.arguments[1].number
            if n in found:
                found[n][1].add(str(sym.arguments[2]))
    return [(n, kind, conds) for n, (kind, conds) in sorted(found.items())]


def library_effects(event: str) -> list[Effect]:
    """Every replacement effect of the card library on events of this kind that another object's ability
    generates (an effect about "this" object applies only to its own object: it is part of a subject)."""
    kinds = KINDS[event]

    def compute() -> list:
        return [[card, n] for card in cards_with(frozenset({"replacement"})) for n, kind, conds in _replacements(card)
                if kind in kinds and "this" not in conds]

    return sorted(Effect(card, n) for card, n in library_cached("effects", event, compute))


def default_extras(event: str) -> tuple[str, ...]:
    """Cards with continuous effects (layers 4-6) and no replacement effect of the event's kinds."""
    def compute() -> list:
        out = []
        for card in cards_with(frozenset({"type_effect", "color_effect", "grants", "grants_names"})):
            names = {s.name for s in terms_of(card) if s.type == clingo.SymbolType.Function}
            if names & {"type_effect", "color_effect", "grants", "grants_names"} and _eligible_extra(card, event):
                out.append(card)
        return out

    return tuple(library_cached("extras", event, compute))


def _eligible_extra(card: str, event: str) -> bool:
    return not any(kind in KINDS[event] for _n, kind, _c in _replacements(card))


def parse_effect(text: str, event: str) -> list[Effect]:
    """"Mana Reflection" (each of its replacement abilities of the event's kinds) or "Reality Twist:2"."""
    name, _, number = text.rpartition(":") if ":" in text and text.rpartition(":")[2].isdigit() else (text, "", "")
    info = find_card(name)
    if info is None:
        from mtgasp.encoder.library import nearest_names

        near = nearest_names(name)
        raise BoardError(f"unknown card {name!r}" + (f" (did you mean: {', '.join(near)}?)" if near else ""))
    found = [Effect(info.name, n) for n, kind, _c in _replacements(info.name) if kind in KINDS[event]]
    if number:
        found = [e for e in found if e.ability == int(number)]
    if not found:
        raise BoardError(f"{info.name} has no replacement effect on {event} events"
                         + (f" as ability {number}" if number else ""))
    return found


# --- one shard: a subject, one size, several cells -------------------------------------------------

# An event variant: what the event itself says beyond the subject (a tuple of (what, value) pairs, () for none):
# ("keyword", K) the counters are put by the triggered keyword ability K (counters_event_keyword/1, --by-keyword),
# ("flip", R) the coin flip an effect on the counters makes is won or lost (counters_event_flip/1, --flip),
# ("combat", P) the damage is COMBAT_SOURCE's combat damage with player P active (combat_damage/3, --combat),
# ("in_combat", R) the damage is noncombat damage, the subject in combat in role R: none, attacking, blocking
# (combat_roles_stated/0, combat_role/2),
# ("this_turn:K", N) the board says N of K happened this turn to every player (research/turn_values.py: this_turn:),
# ("cast", "yes"/"no") the entering object enters as its spell resolves, or is put onto the battlefield (--cast),
# ("by", CARD) it is put there by the spell or ability of CARD's object on the board (entering_put_by/2, --by ID),
# ("via", CARD) its spell was cast with the permission of CARD's object (entering_cast_via/2, --cast --via ID),
# ("from", Z) its spell was cast from zone Z, or it is put onto the battlefield from Z (--from Z).
Variant = tuple[tuple[str, str], ...]


@lru_cache(maxsize=4096)
def _event_conditions(card: str, ability: int) -> frozenset[str]:
    """The conditions of the ability's replacement effect and of its options (replacement_condition/3,
    option_condition/4), as text."""
    found: set[str] = set()
    for sym in terms_of(card):
        if sym.type != clingo.SymbolType.Function or len(sym.arguments) < 3 \
                or sym.arguments[1].type != clingo.SymbolType.Number \
                or sym.arguments[1].number != ability:
            continue
        if sym.name == "replacement_condition" and len(sym.arguments) == 3:
            found.add(str(sym.arguments[2]))
        elif sym.name == "option_condition" and len(sym.arguments) == 4:
            found.add(str(sym.arguments[3]))
    return frozenset(found)


def _variants(event: str, subject: str, cell: list) -> list[Variant]:
    """The events a cell's boards are swept on (issue 27: every way its effects exist is reachable): the plain event,
    and the events that say what a condition of one of its effects reads and no board tells. On counters: put by each
    triggered keyword ability an effect names (by_keyword(K): Zabaz's modular), and the coin flip won and lost where
    an effect flips one (coin_flip(R): without it such an effect is not applied and the answer is incomplete, so the
    plain event is not swept). On damage: combat damage where an effect reads combat (COMBAT_SOURCE's). On any event:
    the boards stating what happened this turn where an effect reads it (none, and a value that makes it count: each
    combination, research/turn_values.py), never the board that doesn't say."""
    # (what happened this turn, where an effect reads it: none, and what makes it count, research/turn_values.py; the
    # board that doesn't say it is not swept, as the coin flip's event: on it the effect is never applied)
    turns = turn_variants(cell)
    return [t + v for t in turns for v in _event_variants(event, subject, cell)]


def _event_variants(event: str, subject: str, cell: list) -> list[Variant]:
    conds = set().union(*(_event_conditions(card, n) for card, n in cell))
    if event == "counters":
        keywords = sorted({c[len("by_keyword("):-1] for c in conds if c.startswith("by_keyword(")})
        flips: list[Variant] = [(("flip", "lost"),), (("flip", "won"),)] if any(
            c.startswith("coin_flip(") for c in conds) else [()]
        return [f + k for f in flips for k in [(), *((("keyword", kw),) for kw in keywords)]]
    if event == "enter":
        return _enter_variants(cell)
    names = set().union(*(_term_names(c) for c in conds))
    if event == "damage" and (names & COMBAT_NAMES or any(_reads_creature_source(c) for c in conds)):
        plain: list[Variant] = [()]
        if names & ROLE_NAMES:
            # (noncombat damage dealt during combat or not: the event says which creatures are in combat, the subject
            # in none, attacking or blocking, rules/replacement/damage_combat_roles.lp; the one that doesn't say leaves
            # the effect unapplied, incomplete: not swept)
            plain = [(("in_combat", role),) for role in (("none",) if subject == "player" else ROLES)]
        return [*plain, *((("combat", p),) for p in (("bob",) if subject == "player" else ("alice", "bob")))]
    return [()]


def _enter_variants(cell: list) -> list[Variant]:
    """The enter events a cell is swept on (issue 27, session 36): where an effect of the cell reads how the object
    enters, each way ENTER_OPTIONS bounds; else the plain event (the subject cast where it has an X, else put onto the
    battlefield by nothing said). Without them an effect that reads what puts the object there ("Each of them enters
    with an additional -1/-1 counter on it", Aberrant Return: --by), whose permission its spell was cast with (Osteomancer
    Adept: --cast --via) or the zone it comes from (Don't Blink: --from) was never applied, and its cells were
    incomplete; one that reads whether it was cast (Containment Priest, Uphill Battle) applied on one subject only.

    Put onto the battlefield (not cast): by each effect's object that reads put_by_this (none said where none does),
    from each zone an effect reads (enters_from), or none said. Cast: with the permission of each effect's object that
    reads cast_this_way (none said where none does), from each zone that effect or another one reads (enters_from,
    cast_from, not_cast_from), or none said. The event that doesn't say what an effect of the cell reads is not swept
    (as the coin flip's: on it the effect is not applied and the answer is incomplete). Bounded: at most (effects + 1)
    x (zones + 1) events a mode."""
    by: list[str] = []  # (cards whose object puts the object onto the battlefield, in the cell's order)
    via: dict[str, list[str]] = {}  # card -> the zones its permission casts from
    put_zones: set[str] = set()  # (enters_from: the zone it comes from, cast or not)
    cast_zones: set[str] = set()
    reads = False
    for card, n in cell:
        for text in _event_conditions(card, n):
            for name, args in _term_calls(text):
                if name not in ENTER_OPTIONS:
                    continue
                reads = True
                if name == "put_by_this" and card not in by:
                    by.append(card)
                elif name == "cast_this_way" and args:
                    via.setdefault(card, []).append(args[0])
                elif name == "enters_from" and args:
                    put_zones.add(args[0])
                    cast_zones.add(args[0])
                elif name in ("cast_from", "not_cast_from") and args:
                    cast_zones.add(args[0])
    if not reads:
        return [()]
    out: list[Variant] = []
    no_name: list[str | None] = [None]
    for card in by or no_name:
        for zone in sorted(put_zones) or no_name:
            out.append((("cast", "no"),) + ((("by", card),) if card else ()) + ((("from", zone),) if zone else ()))
    for card in list(via) or no_name:
        for zone in sorted(cast_zones | set(via.get(card, ()) if card else ())) or no_name:
            out.append((("cast", "yes"),) + ((("via", card),) if card else ()) + ((("from", zone),) if zone else ()))
    return out


@lru_cache(maxsize=4096)
def _term_calls(text: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Every function of a condition's term, at any depth, with its arguments as text (cast_this_way(graveyard):
    ("cast_this_way", ("graveyard",)))."""
    out: list[tuple[str, tuple[str, ...]]] = []
    todo = [clingo.parse_term(text)]
    while todo:
        sym = todo.pop()
        if sym.type == clingo.SymbolType.Function:
            out.append((sym.name, tuple(str(a) for a in sym.arguments)))
            todo.extend(sym.arguments)
    return tuple(out)


@lru_cache(maxsize=4096)
def _term_names(text: str) -> frozenset[str]:
    """The names of the functions and constants of a condition's term, at any depth (either(A, B), except(A))."""
    out: set[str] = set()
    todo = [clingo.parse_term(text)]
    while todo:
        sym = todo.pop()
        if sym.type == clingo.SymbolType.Function:
            out.add(sym.name)
            todo.extend(sym.arguments)
    return frozenset(out)


@lru_cache(maxsize=4096)
def _reads_creature_source(text: str) -> bool:
    """Whether a condition holds only of (or, under except, may fail only of) damage from a creature: it names the
    source as a targeted or enchanted object, or as a creature, a creature of some kind or a creature type
    (source(with_power(creature, le, 3)), source(subtype(giant)))."""
    todo = [clingo.parse_term(text)]
    while todo:
        sym = todo.pop()
        if sym.type != clingo.SymbolType.Function:
            continue
        if sym.name in CREATURE_SOURCE_NAMES:
            return True
        if sym.name == "source" and any(_term_names(str(a)) & {"creature", "subtype"} for a in sym.arguments):
            return True
        todo.extend(sym.arguments)
    return False


def _fixed(event: str, subject: str, effects: list[Effect], variant: Variant = ()) -> list[tuple]:
    fixed: list[tuple] = []
    if event in ("tap", "counters") or (event == "damage" and subject != "player"):
        fixed.append((subject, "alice"))
    if event == "damage":
        fixed.append((COMBAT_SOURCE, "bob") if dict(variant).get("combat") else (DAMAGE_SOURCE, None))
    fixed.extend((e.card, None, e.ability) for e in effects)
    return fixed


def _damage_source(board: Board, subject: str) -> str:
    """The id of the damage event's source on a board of the sweep: the object of the fixed source slot (_fixed:
    DAMAGE_SOURCE's lasting effect, or COMBAT_SOURCE), after the subject. Not found by its place: a generated board
    lists its permanents before its effects: entries (research/space.py _board), so Lightning Bolt's entry comes after
    every permanent of the cell, and the object in its slot's place was a permanent of an effect's card (Veteran
    Bodyguard dealing the damage, to its controller or to the subject: the damage section measured in session 34)."""
    skip = 0 if subject == "player" else 1
    return next(o.id for o in board.objects[skip:] if o.card in (DAMAGE_SOURCE, COMBAT_SOURCE))


def _on_variant(board: Board, variant: Variant) -> Board:
    """The board as the variant's event needs it: the player whose turn it is, for combat damage (CR 506.2); what
    happened this turn, where the variant states it (research/turn_values.py)."""
    board = on_turn(board, variant)
    says = dict(variant)
    active = says.get("combat") or {"attacking": "alice", "blocking": "bob"}.get(says.get("in_combat", ""))
    if active and board.active_player != active:
        return replace(board, active_player=active)
    return board


def _inputs(event: str, subject: str, board: Board,
            variant: Variant = ()) -> tuple[tuple[tuple[str, tuple], ...], tuple[str, ...]]:
    says = dict(variant)
    if event == "tap":
        return (("research_subject", (board.objects[0].id,)),), ()
    if event == "counters":
        subject_id = board.objects[0].id
        extra_c: list[tuple[str, tuple]] = [("counters_event", (subject_id, clingo.Function(COUNTER_KIND), COUNTERS)),
                                            ("counters_event_by", (subject_id,))]
        if "keyword" in says:  # (the triggered keyword ability that puts them, CR 702.43a)
            extra_c.append(("counters_event_keyword", (clingo.Function(says["keyword"]),)))
        if "flip" in says:  # (the coin flip's result, CR 705.2)
            extra_c.append(("counters_event_flip", (clingo.Function(says["flip"]),)))
        return tuple(extra_c), ()
    if event == "enter":
        oid = slug(subject) + "-entering"
        extra: list[tuple[str, tuple]] = [("entering", (oid, subject, "alice"))]
        has_x = any(s.name == "mana_cost_x" for s in terms_of(subject))
        # (cast: as the variant says, else where the subject has an X to pay, _enter_variants)
        cast = says["cast"] == "yes" if "cast" in says else has_x
        if cast:
            extra.append(("entering_cast", (oid,)))
            if has_x:
                extra.append(("entering_x_paid", (oid, ENTER_X)))
        if "by" in says:  # (the object of that card puts it onto the battlefield: --by ID)
            extra.append(("entering_put_by", (oid, _object_of(board, says["by"]))))
        if "via" in says:  # (its spell was cast with that object's permission: --cast --via ID)
            extra.append(("entering_cast_via", (oid, _object_of(board, says["via"]))))
        if "from" in says:  # (the zone its spell was cast from, or it is put onto the battlefield from: --from ZONE)
            extra.append(("entering_cast_from" if cast else "entering_put_from", (oid, clingo.Function(says["from"]))))
        return tuple(extra), (subject,)
    source = _damage_source(board, subject)
    target = "alice" if subject == "player" else board.objects[0].id
    if "combat" in says:
        return (("damage_event", (source, target, DAMAGE)), ("combat_damage", (source, target, DAMAGE))), ()
    if "in_combat" in says:  # (which creatures are in combat as the noncombat damage is dealt: the subject's role)
        roles: list[tuple[str, tuple]] = [("combat_roles_stated", ())]
        if says["in_combat"] != "none" and subject != "player":
            roles.append(("combat_role", (target, clingo.Function(says["in_combat"]))))
        return (("damage_event", (source, target, DAMAGE)), *roles), ()
    return (("damage_event", (source, target, DAMAGE)),), ()


def _object_of(board: Board, card: str) -> str:
    """The id of the first object of the card on a board of the sweep (an effect's own object: a permanent or an
    effects: entry; a cell of two effects of one card has two, and the event names the first)."""
    return next(o.id for o in board.objects if o.card == card)


def _applied_together(answer, wanted: list[tuple[str, int]]) -> bool:
    """Whether, on one event of the board, every effect of the cell applied (a pair of the same ability:
    two effects of it), decided by the rules: research/programs/events.lp's ans_applied/4, the effect changes
    the event at some point of the exploration where it may be chosen (one that changes nothing wherever it
    applies can't make an order matter)."""
    applied: dict[object, Counter] = {}
    for x, _src, orig, n in answer.rows.get("ans_applied", ()):
        applied.setdefault(x, Counter())[(orig if isinstance(orig, str) else str(orig), n)] += 1
    need = Counter(wanted)
    return any(all(found[k] >= m for k, m in need.items()) for found in applied.values())


def _run_json(run, kind: str) -> dict:
    from mtgasp.queries.explore import state_symbol
    from mtgasp.queries.orderings import result_of

    return {"steps": [{"source": s.source, "card": s.card, "ability": s.ability, "option": s.option} for s in run.steps],
            "result": result_of(kind, state_symbol(run.state), None)}


def run_cell(task: dict) -> dict:
    """One size, one or several subjects (the task's parts): for each cell (a set of effects on a subject), the first
    board whose order matters, the first whose choices (only) matter (each made 1-minimal), and counts. The cells of
    every part, in order, are the result's cells."""
    event, size = task["event"], task["size"]
    kind = {"tap": "mana", "enter": "enter", "counters": "counters", "damage": "damage"}[event]
    # (a task of one subject: its cells, as before the parts)
    parts = task.get("parts") or [{"subject": task["subject"], "cells": task["cells"]}]
    subject_of: list[str] = [part["subject"] for part in parts for _cell in part["cells"]]
    cells_of: list[list] = [cell for part in parts for cell in part["cells"]]
    # The slots: each cell on each event it is swept on (_variants: the plain event, and those that say what one of its
    # effects reads: combat damage, a keyword ability putting the counters, a coin flip). A job is a slot's board.
    slots: list[tuple[int, Variant]] = []
    jobs: list[tuple[int, GeneratedBoard]] = []
    weights: list[int] = []
    refused: dict[int, int] = {}
    offset = 0
    for part in parts:
        subject = part["subject"]
        mine = [(offset + c, v) for c, cell in enumerate(part["cells"]) for v in _variants(event, subject, cell)]
        spaces = [Space(tuple(task["extras"]), size,
                        tuple(_fixed(event, subject, [Effect(card, n) for card, n in cells_of[c]], v)),
                        min_objects=size) for c, v in mine]
        # One grounding of the board space for the cells of the part (their fixed slots as externals).
        generated: list[tuple[int, GeneratedBoard]] = []
        for k, (boards, n) in enumerate(enumerate_spaces(spaces, size)):
            c, v = mine[k]
            refused[c] = refused.get(c, 0) + n
            # (each legal target of an effects: entry that names one and gives none, research/targets.py)
            for g in boards:
                targeted = with_targets(_on_variant(g.board, v) if v else g.board, cells_of[c])
                if not targeted:  # (an effect with no legal target on the board: skipped and counted)
                    refused[c] += 1
                generated.extend((len(slots), replace(g, board=b) if b is not g.board else g) for b in targeted)
            slots.append((c, v))
        # A board that differs from an earlier one of its cell only by a renaming of the colors chosen on it, among
        # colors every card of the board treats alike, gets the same answers up to that renaming: it is checked once,
        # and counted as many times as it occurs (weight). The first board of each class is the one checked, so a
        # witness is the same board as without it.
        kept, kept_weights = _up_to_renaming(generated, event, subject)
        jobs.extend(kept)
        weights.extend(kept_weights)
        offset += len(part["cells"])
    # "reasons": per reason of incompleteness (incomplete/2's term, or untold(Code) when the graph's order and choice
    # were not told apart, queries/commutation.py), the boards of the cell on which some answer was incomplete for it.
    out: list[dict[str, Any]] = [{"boards": 0, "both_apply": 0, "refused": 0, "order": None, "choice": None, "incomplete": 0,
                                  "reasons": {}} for c in range(len(cells_of))]
    for c, n in refused.items():
        out[c]["refused"] += n
    batch = max(BATCH, (TAP_BATCH_OBJECTS if event == "tap" else BATCH_OBJECTS) // size)
    for start in range(0, len(jobs), batch):
        chunk = jobs[start:start + batch]
        worlds = []
        for slot, g in chunk:
            extra, cards = _inputs(event, subject_of[slots[slot][0]], g.board, slots[slot][1])
            worlds.append(World(g.board, (), extra, cards))
        answers = evaluate(worlds, "events", EVENT_ROWS)
        # The explorations of a board are read once for all the boards whose rows are the same (about half of a
        # shard's: the rows of a batch are shared objects, one per distinct text, research/batch.py; the key is their
        # ids, which stay theirs while `answers` holds them).
        read: dict[tuple, tuple[dict[str, dict], int, list[str]]] = {}
        for (slot, g), answer, weight in zip(chunk, answers, weights[start:start + batch]):
            c, variant = slots[slot]
            cell = out[c]
            wanted = [(card, n) for card, n in cells_of[c]]
            if answer.board_errors or answer.rows.get("ans_event_error"):
                # the rules refuse the board (CR 611.2, ...) or the event on it (combat damage it can't deal, CR 506.2,
                # 510.1): skipped and counted
                cell["refused"] += weight
                continue
            cell["boards"] += weight
            applied = _applied_together(answer, wanted)
            key = tuple(tuple(map(id, answer.rows.get(name, ()))) for name, _arity in EVENT_ROWS)
            known = read.get(key)
            if known is None:
                known = read[key] = _witnesses(answer, kind)
            found, incomplete, reasons = known
            cell["incomplete"] += incomplete * weight
            for why in reasons:
                cell["reasons"][why] = cell["reasons"].get(why, 0) + weight
            for status, witness in found.items():
                # A witness is about the cell only where its effects applied together (else the order or the
                # choice that matters is another effect's: Reality Twist's land type beside Damping Sphere).
                if cell[status] is None and applied:
                    cell[status] = _minimal(g.board, copy.deepcopy(witness), status, event, subject_of[c], wanted,
                                            kind, variant)
            cell["both_apply"] += applied * weight
    return {"cells": out}


def _up_to_renaming(jobs: list[tuple[int, GeneratedBoard]], event: str,
                    subject: str) -> tuple[list[tuple[int, GeneratedBoard]], list[int]]:
    """The first board of each class of boards of a cell equal up to a renaming of their chosen colors, and the
    size of its class. The colors renamed are those every card of the board (and the event's own card) treats alike
    (research/cards.py color_blocks: its facts are the same after the renaming; the rules name no color apart from
    the others but through a basic land type, which is renamed with it); a basic land type chosen on the board keeps
    its color apart."""
    kept: list[tuple[int, GeneratedBoard]] = []
    weights: list[int] = []
    first: dict[tuple, int] = {}
    extra_cards = _inputs(event, subject, jobs[0][1].board)[1] if jobs else ()
    for c, g in jobs:
        objects = g.board.objects
        # Who controls (and owns) each object is left out of the class where every card of the board decides nothing
        # by it (research/cards.py controller_blind: no fact of theirs names a player or a relation to one): the
        # boards that differ only by it are one class. The subject's controller is the cell's (fixed: alice).
        blind = CONTROLLER_SYMMETRY and all(controller_blind(card) for card in {o.card for o in objects} | set(extra_cards))
        if not blind and not any(k == "color" for o in objects for k, _v in o.chosen):
            kept.append((c, g))
            weights.append(1)
            continue
        # The blocks of the board: the common refinement of its cards' blocks.
        label: dict[str, tuple] = {col: () for col in COLORS}
        for card in sorted({o.card for o in objects} | set(extra_cards)):
            for i, block in enumerate(sorted(color_blocks(card), key=sorted)):
                for col in block:
                    label[col] += (i,)
        for o in objects:
            for k, v in o.chosen:
                if k == "land_type":  # (its mana's color is named: apart)
                    for col, land in (("w", "Plains"), ("u", "Island"), ("b", "Swamp"), ("r", "Mountain"),
                                      ("g", "Forest")):
                        if v.lower() == land.lower():
                            label[col] += (col,)
        # Each chosen color renamed to the first color of its block not yet used, in the order they occur.
        renaming: dict[str, str] = {}
        free = {col: sorted(c2 for c2 in COLORS if label[c2] == label[col]) for col in COLORS}
        key: list[tuple] = []
        for o in objects:
            chosen = []
            for k, v in o.chosen:
                if k == "color" and v in free:
                    if v not in renaming:
                        renaming[v] = free[v][sum(1 for x in renaming if label[x] == label[v])]
                    v = renaming[v]
                chosen.append((k, v))
            # (every other field of the object as it is)
            hidden = ("chosen", "controller", "owner") if blind else ("chosen",)
            key.append((tuple((f, v) for f, v in vars(o).items() if f not in hidden), tuple(chosen)))
        k_full = (c, tuple((f, v) for f, v in vars(g.board).items() if f != "objects"), tuple(key))
        if k_full in first:
            weights[first[k_full]] += 1
            continue
        first[k_full] = len(kept)
        kept.append((c, g))
        weights.append(1)
    return kept, weights


def _witnesses(answer, kind: str) -> tuple[dict[str, dict], int, list[str]]:
    """The first order witness and the first choice witness of one board's events, how many of its
    explorations were incomplete, and why (sorted: the reasons' texts)."""
    from mtgasp.queries.commutation import analyse

    events = tap_events(answer)
    out: dict[str, dict] = {}
    incomplete = int(bool(events.incomplete))
    reasons: set[str] = set().union(*events.reasons.values()) if events.reasons else set()
    for (_obj, number), graphs in sorted(events.graphs.items()):
        for start_state, graph in graphs:
            found = analyse(graph, events.members)
            if not found.complete:
                incomplete += 1
                reasons.add(f"untold({found.why.term})" if found.why is not None else "untold")
            for status, witness in (("order", found.order_witness), ("choice", found.choice_witness)):
                if witness is None or status in out:
                    continue
                out[status] = {"ability": number, "choice": _start(kind, start_state),
                               "first": _run_json(witness.first, kind), "second": _run_json(witness.second, kind)}
    return out, incomplete, sorted(reasons)


def _minimal(board: Board, witness: dict, status: str, event: str, subject: str, wanted: list[tuple[str, int]],
             kind: str, variant: Variant = ()) -> dict:
    """The witness on a 1-minimal board by deletion (boards/minimize): removing any other object or effect
    of it loses the status (the subject, the damage source and the cell's effects are kept: removing one of
    them changes the question, not the answer)."""
    keep = ({board.objects[0].id} if event in ("tap", "counters") or (event == "damage" and subject != "player")
            else set())
    if event == "damage":
        keep.add(_damage_source(board, subject))
    best: dict[str, Any] = {"witness": witness, "board": board}

    def still(candidates) -> int | None:
        # A candidate without an object of each card of the cell (as many as the cell has effects of it) can't
        # have them applied together (ans_applied/4 names the card whose ability the effect is, and an ability
        # exists only on an object of its card or of the effect that card's ability created): not run. On the
        # default boards (the subject and the effects) every deletion is such a candidate, and running them cost
        # one grounding of the rules per witness, nine tenths of the tap table (docs/performance.md).
        need = Counter(card for card, _n in wanted)
        ok = [b for b in candidates if keep <= {o.id for o in b.objects}
              and not need - Counter(o.card for o in b.objects)]
        if not ok:
            return None
        worlds = []
        for b in ok:
            extra, cards = _inputs(event, subject, b, variant)
            worlds.append(World(b, (), extra, cards))
        for b, answer in zip(ok, evaluate(worlds, "events", EVENT_ROWS)):
            if answer.board_errors or answer.rows.get("ans_event_error") or not _applied_together(answer, wanted):
                continue
            found, _n, _why = _witnesses(answer, kind)
            if status in found:
                best["witness"], best["board"] = found[status], b
                return candidates.index(b)
        return None

    small = minimize(board, still)
    w = best["witness"] if best["board"] is small else witness
    if kind == "damage":  # who was dealt the damage (the event's target: the player, or the subject)
        recipient = "alice" if subject == "player" else small.objects[0].id
        for run in ("first", "second"):
            # (unless a redirection gave it another: Ancient Adamantoise, CR 614.9)
            if w[run]["result"].get("recipient") is None:
                w[run]["result"]["recipient"] = recipient
    if kind == "counters":  # the event's recipient (the subject) and kind of counters
        for run in ("first", "second"):
            w[run]["result"].update(recipient=small.objects[0].id, kind=COUNTER_KIND)
    # (what the event says beyond its subject, when it says anything: the witness is that event on that board)
    # (what happened this turn is the board's: its this_turn:, not the event's)
    said = {k: v for k, v in variant if not k.startswith(TURN_PREFIX)}
    return {**w, "board": board_yaml(small), "objects": len(small.objects), **({"event": said} if said else {})}


def _start(kind: str, state: clingo.Symbol) -> str:
    from mtgasp.queries.terms import mana_letters

    return mana_letters(state) if kind == "mana" else ""


# --- the sweep ------------------------------------------------------------------------------------

@dataclass
class Cell:
    effects: tuple[Effect, ...]
    subject: str
    status: str = "commutes"  # order | choice | commutes | never | incomplete
    witness: dict | None = None  # the order witness, else the choice witness
    boards: int = 0  # boards tried (the validator and the rules accepted them)
    both_apply: int = 0  # boards on which every effect of the cell applied to one event (ans_applied/4)
    refused: int = 0  # boards the validator or the rules refused: skipped
    bound: int = 0
    errors: list[str] = field(default_factory=list)
    # Why the cell is incomplete: each reason (the text of an incomplete/2 term, research/programs/events.lp, or
    # untold(Code): order and choice not told apart) with the number of boards on which an answer was incomplete for it
    reasons: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Commute:
    event: str
    subjects: tuple[str, ...]
    effects: tuple[Effect, ...]
    cells: tuple[Cell, ...]
    max_objects: int
    extras: tuple[str, ...]
    triples: bool
    shards: int
    reused: int
    seconds: float
    provenance: dict = field(default_factory=dict)  # research/provenance.py
    offered: int = 0  # the cards offered as extras (`extras` is those swept: none when no board had room for one)
    # A sampled table (sample_pairs): {"pairs": n, "of": all pairs, "seed": seed}; None: every pair
    sample: dict | None = None


def commute(effects: list[Effect] | None, event: str, *, subjects: tuple[str, ...] | None = None,
            max_objects: int | None = None, triples: bool = False, extras: tuple[str, ...] | None = None,
            sweep: Sweep | None = None, sample: tuple[int, int] | None = None) -> Commute:
    """Every pair (and triple) of the effects on every subject: order matters, only choices, or commutes
    up to the bound."""
    start = time.monotonic()
    if max_objects is not None:
        check_int(max_objects, "max_objects", 1, MAX_OBJECTS)
    if event not in KINDS:
        raise BoardError(f"unknown event {event!r} (events: {', '.join(KINDS)})")
    effects = sorted(set(effects)) if effects else library_effects(event)
    if not effects:
        raise BoardError(f"no replacement effect on {event} events in the library")
    subjects = tuple(subjects) if subjects else DEFAULT_SUBJECTS[event]
    for s in subjects:
        if not (event == "damage" and s == "player") and find_card(s) is None:
            raise BoardError(f"--on: unknown card {s!r}")
    subjects = tuple(s if s == "player" else find_card(s).name for s in subjects)  # type: ignore[union-attr]
    arity = 3 if triples else 2
    groups = [tuple(c) for k in range(2, arity + 1) for c in combinations_with_replacement(effects, k)]
    sampled = None
    if sample is not None:
        if triples:
            raise BoardError("a sample is of pairs: not with --triples")
        sampled = {"pairs": min(sample[0], len(groups)), "of": len(groups), "seed": sample[1]}
        groups = sample_pairs(effects, *sample)
    # (default_extras are eligible: not read again, which would render the facts of each of its 339 cards)
    extras = default_extras(event) if extras is None else tuple(c for c in extras if _eligible_extra(c, event))
    base_size = {s: len(_fixed(event, s, [])) for s in subjects}
    # The bound counts the subject (and, for damage, its source): by default each subject's own boards hold
    # the subject and the effects only.
    limit = {s: base_size[s] + arity if max_objects is None else max_objects for s in subjects}
    max_objects = max(limit.values())
    sweep = sweep or Sweep()
    alone = sweep.parallelism() <= 1
    cells = {(g, s): Cell(g, s) for s in subjects for g in groups}
    shards = 0
    swept = False  # whether a board of some task had room for an extra (then the pool was swept)
    for size in range(min(base_size.values()) + 2, max_objects + 1):
        # The open cells of every subject, in order: a shard takes up to CELLS_PER_SHARD_ALONE of them, of one subject or, with
        # one worker, of several (each subject a part of the task: its boards in the same programs).
        open_cells: list[tuple[str, tuple[Effect, ...]]] = []
        for s in subjects:
            # A cell has boards of its own size, and larger ones only with extras.
            open_cells += [(s, g) for g in groups if cells[(g, s)].status != "order" and not cells[(g, s)].errors
                           and size <= limit[s]
                           and (base_size[s] + len(g) == size or (extras and base_size[s] + len(g) < size))]
        tasks: list[dict[str, Any]] = []
        chunks: list[list[tuple[str, tuple[Effect, ...]]]] = []
        if not alone:
            # Local workers or a Dask cluster's threads (Sweep.parallelism): SHARDS_PER_WORKER shards each, of
            # equal numbers of cells (a shard may hold the end of one subject and the start of the next: its parts), of
            # at most CELLS_PER_SHARD_ALONE cells. Each shard grounds its programs and enumerates its board spaces once
            # whatever its size (session 31: shards of 100 cells cost 16.3 s of CPU on 2 workers, one shard 11.0 s).
            n = max(SHARDS_PER_WORKER * sweep.parallelism(), -(-len(open_cells) // CELLS_PER_SHARD_ALONE))
            n = min(n, len(open_cells))
            chunks = [chunk for k in range(n)
                      if (chunk := open_cells[k * len(open_cells) // n:(k + 1) * len(open_cells) // n])]
        else:
            for s in subjects:
                mine = [sg for sg in open_cells if sg[0] == s]
                for i in range(0, len(mine), CELLS_PER_SHARD_ALONE):
                    part = mine[i:i + CELLS_PER_SHARD_ALONE]
                    if chunks and len(chunks[-1]) + len(part) <= CELLS_PER_SHARD_ALONE:
                        chunks[-1] += part
                    else:
                        chunks.append(part)
        for chunk in chunks:
            parts = [{"subject": s, "cells": [[[e.card, e.ability] for e in g] for s2, g in chunk if s2 == s]}
                     for s in dict.fromkeys(s for s, _g in chunk)]
            # The pool is the task's only where one of its boards has room for an extra: else its boards hold the
            # subject (the damage source) and the effects alone, and the pool is not part of it (nor of its key).
            room = any(base_size[s] + len(g) < size for s, g in chunk)
            swept |= room
            tasks.append({"kind": "commute", "event": event, "size": size, "extras": list(extras) if room else [],
                          "parts": parts})
        if not tasks:
            continue
        shards += len(tasks)
        sweep.question = {"command": "commute", **_question(event, effects, subjects, extras if swept else (),
                                                            max_objects, triples)}
        results = sweep.run(tasks, run_cell, label=f"commute, {size} objects")
        for task, result in zip(tasks, results):
            flat = [(part["subject"], cell_json) for part in task["parts"] for cell_json in part["cells"]]
            for i, (subject, cell_json) in enumerate(flat):
                g = tuple(Effect(c, n) for c, n in cell_json)
                cell = cells[(g, subject)]
                if "error" in result:
                    cell.errors.append(f"{size} objects: {result['error']}")
                    cell.status = "incomplete"
                    continue
                r = result["cells"][i]
                cell.boards += r["boards"]
                cell.both_apply += r["both_apply"]
                cell.refused += r.get("refused", 0)
                cell.bound = size
                if r["incomplete"]:
                    # (incomplete/2 of the event: an unmodelled ability, a target or a choice the board doesn't
                    # give, or too many effects to explore)
                    cell.errors.append(f"{size} objects: {r['incomplete']} incomplete answer(s)")
                for why, n in r.get("reasons", {}).items():
                    cell.reasons[why] = cell.reasons.get(why, 0) + n
                if r["order"] is not None:
                    cell.status, cell.witness = "order", r["order"]
                elif r["choice"] is not None and cell.status == "commutes":
                    cell.status, cell.witness = "choice", r["choice"]
    for cell in cells.values():
        if cell.errors and cell.status != "order":
            cell.status = "incomplete"
        elif cell.status == "commutes" and cell.both_apply == 0:
            # Nothing is proved about effects that never met: not "commutes" (a false proof otherwise).
            cell.status = "never"
        if cell.witness is not None and "description" not in cell.witness:
            cell.witness["description"] = describe(board_from_yaml(cell.witness["board"]))
    pool = extras if swept else ()
    unused = {} if swept or not extras else {
        "pool_offered": f"{len(extras)} cards offered as extras, none swept: no board of these bounds had room "
                        "for one (--max-objects)"}
    record = provenance(**_question(event, effects, subjects, pool, max_objects, triples), **unused,
                        **({"sample": sampled} if sampled else {}),
                        section_digest=section_digest(event, effects, subjects, pool, sample))
    return Commute(event, subjects, tuple(effects), tuple(cells.values()), max_objects, pool, triples, shards,
                   sweep.reused, time.monotonic() - start, record, offered=len(extras), sample=sampled)


def sample_pairs(effects: list[Effect], n: int, seed: int) -> list[tuple[Effect, ...]]:
    """N pairs of the effects (each with itself too) chosen uniformly at random without replacement: Python's
    random.Random(seed).sample over every pair in sorted order, the chosen ones sorted; all of them when N is not
    less. A table too large to sweep whole is a sample of it (issue 27: the damage table's 66,430 pairs), which says
    so and how it was chosen: nothing is said of the pairs not chosen."""
    import random

    check_int(n, "sample", 1, 10**7)
    every = [tuple(c) for c in combinations_with_replacement(sorted(set(effects)), 2)]
    if n >= len(every):
        return every
    return sorted(random.Random(seed).sample(every, n))


def _question(event: str, effects: list[Effect], subjects: tuple[str, ...], pool: tuple[str, ...], max_objects: int,
              triples: bool) -> dict:
    """What a commute run asks (its provenance's own part, and every shard it stores: Sweep.question). `pool`: the
    extras that were swept, i.e. offered to boards with room for one; none when every board held only the subject
    (with the damage source) and the effects compared, whatever pool was offered (issue 27: the default pool's
    900-odd cards were listed under a table none of whose boards could hold one)."""
    return {"question": f"do the replacement effects commute on {event} events", "event": event,
            "effects": [e.label for e in effects], "subjects": list(subjects), "pool": list(pool),
            "readings": ["the defaults"], "bounds": {"max_objects": max_objects, "triples": triples,
                                                     **({"enter_events": ENTER_BOUNDS} if event == "enter" else {})}}


# The programs a commute world is decided by (research/batch.py: the stage, then rules/all.lp with the events
# projection), and the board generator's (research/space.py): each read with the files it #includes.
@lru_cache(maxsize=1)
def _section_programs() -> tuple[Path, ...]:
    from mtgasp.encoder import resources
    from mtgasp.encoder.resources import rules_dir

    from .batch import ANSWERS

    here = Path(__file__).resolve().parent
    roots = [rules_dir() / "stages" / "layer4.lp", rules_dir() / "all.lp", ANSWERS / "events.lp", here / "space.lp"]
    return tuple(sorted({Path(p) for root in roots for p in resources.included(root)}))


def section_parts(event: str, effects: list[Effect] | tuple[Effect, ...], subjects: tuple[str, ...],
                  pool: tuple[str, ...], sample: tuple[int, int] | None = None) -> dict[str, str]:
    """The digests of what decides a table of this event (a section of the atlas, tools/build_atlas.py): the program
    text its worlds and its board generator use, the card facts of its own cards (the effects' cards, the subjects,
    the damage source, the pool swept), its parameters (the effects compared, the subjects, the event's fixed
    numbers) and the mtgasp version (which stands for the Python code). A change elsewhere (another event's cards, a
    rules file no world of it loads) leaves it."""
    from mtgasp.encoder.library import card_source
    from mtgasp.encoder.resources import PACKAGE_DIR

    programs = hashlib.sha256()
    for path in _section_programs():
        try:
            name = path.resolve().relative_to(PACKAGE_DIR.resolve()).as_posix()
        except ValueError:
            name = path.name
        programs.update(f"{name}\n".encode())
        programs.update(path.read_bytes())
    cards = hashlib.sha256()
    named = {e.card for e in effects} | {s for s in subjects if s != "player"} | set(pool)
    if event == "damage":
        named |= {DAMAGE_SOURCE, COMBAT_SOURCE}
    for card in sorted(named):
        source = card_source(card)
        cards.update(f"{card}\n{source.facts if source else '(unknown)'}\n".encode())
    params = json.dumps({"event": event, "kinds": KINDS[event], "effects": sorted(e.label for e in effects),
                         "subjects": list(subjects), "pool": sorted(pool),
                         "fixed": [DAMAGE_SOURCE, DAMAGE, COUNTERS, COUNTER_KIND, ENTER_X],
                         # (a sampled table: its size and seed decide which pairs it holds; none: every pair, as before)
                         **({"sample": list(sample)} if sample else {}),
                         **({"combat_source": COMBAT_SOURCE} if event == "damage" else {}),
                         # (what the boards state beyond their objects, session 32: what happened this turn, where an
                         # effect reads it, research/turn_values.py; an effects: entry's target, research/targets.py)
                         **({"stated": ["this_turn", "targets"]} if event != "tap" else {}),
                         # (how the object enters, where an effect reads it: session 36, _enter_variants)
                         **({"enter_events": ENTER_BOUNDS} if event == "enter" else {})}, sort_keys=True)
    from .provenance import version

    return {"programs": programs.hexdigest()[:16], "cards": cards.hexdigest()[:16],
            "parameters": hashlib.sha256(params.encode()).hexdigest()[:16], "mtgasp": version()}


def section_digest(event: str, effects, subjects: tuple[str, ...], pool: tuple[str, ...],
                   sample: tuple[int, int] | None = None) -> str:
    """One digest of section_parts: a table computed from other programs, card facts, parameters or version
    differs."""
    return _digest_of(section_parts(event, effects, subjects, pool, sample))


def _digest_of(parts: dict[str, str]) -> str:
    return hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()[:20]


def default_section_digest(event: str, sample: tuple[int, int] | None = None) -> dict[str, str]:
    """The digest parts and digest of the default table of an event (`mtgasp commute --event E`, the atlas's
    section): every replacement effect of the library on it, the default subjects and bounds. Decided without
    sweeping."""
    effects = library_effects(event)
    subjects = DEFAULT_SUBJECTS[event]
    # (pairs on the default bound, the subject's own objects and the effects: no board has room for an extra, so
    # no pool is swept: commute's `limit`)
    pool: tuple[str, ...] = ()
    parts = section_parts(event, effects, subjects, pool, sample)
    return {**parts, "digest": _digest_of(parts)}


def witness_board(cell: Cell) -> str:
    return cell.witness["board"] if cell.witness else ""


__all__ = ["Cell", "Commute", "Effect", "commute", "describe", "library_effects", "parse_effect", "traits"]
