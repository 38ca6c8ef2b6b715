"""Render a board into ASP facts.

Every value reaches ASP only as a term built by clingo itself: texts through asp_string
(clingo.String), numbers through asp_number (clingo.Number, after a range check: clingo integers are
32-bit and would wrap), words through asp_constant (clingo.Function, and only when the text reads back
as that constant). The board is checked first (board.py: ensure_checked), whatever path it came by.
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

import clingo

from .board import Board, ensure_checked
from .errors import BoardError, BoardTypeError, one_line
from .library import card_facts, identity_facts, zone_card_facts
from .limits import ENGINE_MAX, shown
from .reference import reference_card
from .tokens import described
from .validate import counter_kind, pt_counter_values, safe_constant

# A NUL ends a string inside clingo ("f\0a" and "f\0b" would both be "f"); a lone surrogate can't be encoded.
_UNSAFE_IN_STRING = re.compile("[\x00\ud800-\udfff]")
# The only characters clingo escapes when it prints a string (a quote, a backslash, a line feed), and the
# unsafe ones above: a text with none of them prints as itself between quotes.
_NOT_PLAIN = re.compile(r'["\\\n\x00\ud800-\udfff]')
# A type of the card reference written as a constant (an un-set oddity is skipped).
_REFERENCE_WORD = re.compile(r"^[a-z][a-z0-9_]*$")


@lru_cache(maxsize=65536)
def asp_string(text: str) -> str:
    """User text as an ASP string term: quoted and escaped by clingo itself, so it can never become code. A
    text with nothing to escape is quoted here (what clingo would print, four calls through its C API
    fewer: tests/encoder/test_injection.py compares the two on arbitrary text)."""
    if not isinstance(text, str):
        raise BoardTypeError(f"not a text: {shown(text)}")
    if _NOT_PLAIN.search(text) is None:
        return f'"{text}"'
    if _UNSAFE_IN_STRING.search(text):
        raise BoardError(f"the text {shown(text)} contains a NUL character or a lone surrogate")
    return str(clingo.String(text))


def asp_number(value: object) -> str:
    """A whole number as an ASP number term; a bool, a float or a number clingo can't represent is refused."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise BoardTypeError(f"not a whole number: {shown(value)}")
    if not -ENGINE_MAX <= value <= ENGINE_MAX:
        raise BoardError(f"the number {value:,} is outside what clingo represents (±{ENGINE_MAX:,})")
    return _number_text(value)


@lru_cache(maxsize=65536)
def _number_text(value: int) -> str:
    # (Checked by asp_number first: in clingo's range, where clingo prints a number as Python does.)
    return str(value)


@lru_cache(maxsize=4096)
def asp_constant(word: str) -> str:
    """A lower-case word as an ASP constant; anything else is refused (it would not be a constant, or a
    word clingo reserves, such as "not")."""
    if not safe_constant(word):
        raise ValueError(f"not an ASP constant: {word!r}")
    return str(clingo.Function(word))


def counter_term(kind: str) -> str:
    """A counter kind as the rules name it (charge, p1p1: the constants of the card facts); a kind that is
    not a plain word, or is a word clingo reserves ("not"), as a string: it matches no card and is safe."""
    name = counter_kind(kind)
    return str(clingo.Function(name)) if safe_constant(name) else asp_string(name)


def asp_term(value: object) -> str:
    """A query argument as a term: a text as a string, a whole number as a number, a clingo symbol as is."""
    if isinstance(value, clingo.Symbol):
        return str(value)
    if isinstance(value, str):
        return asp_string(value)
    return asp_number(value)


def _board_text(board: Board) -> str:
    """The board's own facts (players, objects, other zones), one line a fact or two, every value through
    the functions above. (It was a jinja2 template; plain appends are 4x faster on a board of 10,000
    objects. tests/encoder/test_facts_text.py pins the text against golden texts that template wrote.)"""
    s, n = asp_string, asp_number
    out = [f"% Board facts: {asp_string(one_line(str(board.source), 300))}\n", _HEADER]
    add = out.append
    for i, p in enumerate(board.players, start=1):
        add(f"player({s(p)}). turn_position({s(p)}, {n(i)}).\n")
    add(f"active_player({s(board.active_player)}).\n")
    if board.monarch is not None:
        add(f"monarch({s(board.monarch)}).\n")
    if board.starting_player is not None:  # CR 103.1: the player who took the first turn
        add(f"starting_player({s(board.starting_player)}).\n")
    for p, total in board.life:
        add(f"life_total({s(p)}, {n(total)}).\n")
    if board.damaged_this_turn is not None:
        add("damage_this_turn_known.\n")
        for p in board.damaged_this_turn:
            add(f"damaged_this_turn({s(p)}).\n")
    for key, who in board.this_turn:
        add(f"turn_event_known({key}).\n")
        for p in who:
            add(f"turn_event({key}, {'any' if p == 'any' else s(p)}).\n")
    for key, counts in board.turn_counts:
        add(f"turn_count_known({key}).\n")
        for p, count in counts:
            add(f"turn_count({key}, {s(p)}, {n(count)}).\n")
    for key, counts in board.game_counts:  # counts of the game so far (this_game:); a player not listed: 0
        add(f"game_count_known({key}).\n")
        listed = dict(counts)
        for p in board.players:
            add(f"game_count({key}, {s(p)}, {n(listed.get(p, 0))}).\n")
    if board.day_night is not None:
        add(f"day_night({board.day_night}).\n")
    if board.sorcery_timing is not None:
        # CR 307.1, 606.3: the active player's main phase with the stack empty, or not (rules/activation/loyalty.lp)
        add("sorcery_timing.\n" if board.sorcery_timing else "no_sorcery_timing.\n")
    timestamps = board.timestamps()
    ids, players = {o.id for o in board.objects}, set(board.players)
    for index, o in enumerate(board.objects, start=1):
        oid = s(o.id)
        add(f"\n% {s(o.zone)}: {s(o.card)}\n")
        add(f"on_battlefield({oid}).\n" if o.zone == "battlefield" else f"effect_object({oid}).\n")
        add(f"card_of({oid}, {s(o.card)}). controller({oid}, {s(o.controller)}). owner({oid}, {s(o.owner)}).\n")
        if o.tapped is True:
            add(f"tapped({oid}).\n")
        if o.sick is True:
            add(f"sick({oid}).\n")
        if o.token is True:
            add(f"token({oid}).\n")
        if o.loyalty_activated is not None:
            add(f"loyalty_activated({oid}).\n" if o.loyalty_activated else f"loyalty_not_activated({oid}).\n")
        if o.level is not None:
            add(f"class_level_of({oid}, {n(o.level)}).\n")
        for kind, count in o.counters:
            add(f"counter({oid}, {counter_term(kind)}, {n(count)}).\n")
            pt = pt_counter_values(kind) if kind not in ("p1p1", "m1m1") else None
            if pt is not None:  # CR 122.1a: what a +X/+Y counter adds (rules/layers/power_toughness.lp)
                add(f"counter_pt_kind({counter_term(kind)}, {pt[0]}, {pt[1]}).\n")
        if o.attached_to is not None:
            add(f"attached({oid}, {s(o.attached_to)}).\n")
        for key, value in o.chosen:
            if key == "color":
                add(f"chosen({oid}, color, {asp_constant(value)}).\n")
            elif key in ("land_type", "second_land_type", "creature_type"):
                add(f"chosen({oid}, {key}, {asp_constant(value)}).\n")
            elif key == "form":  # its power and toughness, P/T (checked by encoder/validate.py: form_pt)
                power, toughness = value.split("/")
                add(f"chosen({oid}, form, pt({n(int(power))}, {n(int(toughness))})).\n")
            else:
                add(f"chosen({oid}, {asp_constant(key)}, {s(value)}).\n")
        if o.x is not None:
            add(f"x_paid({oid}, {n(o.x)}).\n")
        add(f"timestamp({oid}, {n(timestamps[o.id])}). board_position({oid}, {n(index)}).\n")
        for j, t in enumerate(o.targets, start=1):
            if t in ids or t not in players:
                add(f"target({oid}, {s(t)}).\n")
            else:  # a player it targeted (CR 115.1): the player chosen as it resolved, as chosen: {player: P} says
                add(f"player_target({oid}, {s(t)}). chosen({oid}, player, {s(t)}).\n")
            if len(o.targets) >= 2:  # which target is which: the order its text says "target" (CR 601.2c)
                add(f"target_at({oid}, {n(j)}, {s(t)}).\n")
        if o.source is not None:
            add(f"effect_source({oid}, {s(o.source)}).\n")
        if o.ability is not None:
            add(f"effect_of_ability({oid}, {n(o.ability)}).\n")
        for name in o.exiled:
            add(f"exiled_with({oid}, {s(name)}).\n")
        for name in o.noted:
            add(f"noted({oid}, {s(name)}).\n")
        if o.copy_of is not None:
            add(f"copy_of({oid}, {s(o.copy_of)}).\n")
    for p, cards in board.commanders:
        # CR 903.3, 903.4f: the board says p's commanders (none: p has no commander)
        add(f"\n% the commanders of {s(p)}\ncommander_stated({s(p)}).\n")
        for name in cards:
            add(f"commander({s(p)}, {s(name)}).\n")
    for zone, comment, predicate in ((board.libraries, "a library, top card first", "library_card"),
                                     (board.graveyards, "a graveyard", "graveyard_card"),
                                     (board.hands, "a hand (CR 402.1)", "hand_card"),
                                     (board.exile, "exile, by owner (CR 406)", "exile_card")):
        for p, cards in zone:
            add(f"\n% {comment}\n")
            # the board says this graveyard, library or hand (none given: it doesn't say)
            add(f"{predicate.removesuffix('_card')}_stated({s(p)}).\n")
            for j, name in enumerate(cards, start=1):
                add(f"{predicate}({s(p)}, {n(j)}, {s(name)}).\n")
    return "".join(out)


def reference_facts(names: Iterable[str]) -> str:
    """name_of_interest/1 and the card reference's facts (encoder/reference.py) for these names only (never the
    whole reference)."""
    return _reference_facts(tuple(sorted(set(names))))


@lru_cache(maxsize=4096)
def _reference_facts(names: tuple[str, ...]) -> str:
    """reference_facts of these names, sorted (made once: the boards of a research sweep name the same cards)."""
    lines = []
    for name in names:
        s = asp_string(name)
        lines.append(f"name_of_interest({s}).")
        card = reference_card(name)
        if card is None or card.name != name:
            continue
        word = lambda t: _REFERENCE_WORD.match(t) is not None  # noqa: E731 (un-set oddities are skipped)
        parts = [f"ref_card_type({s}, {asp_constant(t)})." for t in card.types if word(t)]
        parts += [f"ref_supertype({s}, {asp_constant(t)})." for t in card.supertypes if word(t)]
        parts += [f"ref_subtype({s}, {asp_constant(t)})." for t in card.subtypes if word(t)]
        if card.changeling:
            parts.append(f"ref_changeling({s}).")
        if card.nonlegendary_creature:
            parts.append(f"ref_nonlegendary_creature({s}).")
        if card.split_half:
            parts.append(f"ref_split_half({s}).")
        lines.append(" ".join(parts))
    return "\n".join(line for line in lines if line) + "\n"


_HEADER = """\
% Every value is a term built by clingo (encoder/facts.py): names and ids are strings (asp_string), numbers
% are checked numbers (asp_number), words are constants (asp_constant, counter_term). The file name above is
% a string too, its unprintable characters escaped, so that a line break in it can't end this comment.
"""


def board_card_names(board: Board, cards: tuple[str, ...] = ()) -> set[str]:
    """The cards whose facts board_facts gives: the board's, the ones its objects copy, its commanders, the cards
    exiled with its objects (their colors: "one mana of any of the exiled card's colors", Chrome Mox, CR 607.2a),
    `cards`."""
    copied = {o.copy_of for o in board.objects if o.copy_of is not None}  # card names (ids have no card facts)
    commanders = {name for _, names in board.commanders for name in names}
    exiled = {name for o in board.objects for name in o.exiled}
    return {o.card for o in board.objects} | copied | commanders | exiled | set(cards)


def board_facts(board: Board, extra: dict[str, list[tuple]] | None = None, names: tuple[str, ...] = (),
                cards: tuple[str, ...] = (), card_text: bool = True) -> str:
    """The ASP facts of a board. `extra` adds query facts: {predicate: [argument tuples of str/int]};
    `names`: further card names a query asks about (the card reference facts are added for them);
    `cards`: further cards whose facts the query needs (a card about to enter); `card_text` False: without the
    facts of the cards (board_card_names: the research batches give them once for many boards)."""
    ensure_checked(board)
    text = _board_text(board)
    commanders = {name for _, names in board.commanders for name in names}
    if card_text:
        text += "\n% The facts of the cards on the board (rules/cards/)\n"
        with described(board.token_definitions()):  # (the tokens this board describes, by their names)
            text += card_facts(board_card_names(board, cards))
    if commanders:
        text += "\n% What the commanders' color identity reads beyond their mana costs (CR 903.4)\n"
        text += identity_facts(commanders)
    graveyard_names = {name for _, cards in board.graveyards + board.exile for name in cards}
    if graveyard_names:
        text += "\n% The printed mana costs and powers of the cards in the graveyards and exile the board gives\n"
        text += zone_card_facts(graveyard_names)
    text += "\n% The card reference, for the names this board and query mention (encoder/reference.py)\n"
    text += reference_facts(board.names() | set(names))
    if extra:
        lines = []
        for predicate, rows in sorted(extra.items()):
            for row in rows:
                args = ", ".join(asp_term(a) for a in row)
                # (a fact of no arguments is its name alone: combat_roles_stated.)
                lines.append(f"{asp_constant(predicate)}({args})." if row else f"{asp_constant(predicate)}.")
        text += "\n".join(lines) + "\n"
    if "\0" in text:  # every text was checked above; a NUL anywhere would end the program there
        raise BoardError("a NUL character reached the facts")
    return text
