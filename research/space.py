"""Board spaces: which boards a research question covers, enumerated by the solver (research/space.lp).

A space is a pool of cards, the objects every board holds (`fixed`), the groups of cards each board must
draw from (`needs`: what the question is about), and a bound on the number of objects. Its boards are the
answer sets of space.lp; the shard of a space is one size and one card in the first free slot, so shards
partition the space and can be enumerated and checked independently (research/shards.py).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache, lru_cache
from pathlib import Path

import clingo

from mtgasp.encoder import Board, BoardError, BoardObject
from mtgasp.encoder.board import slug
from mtgasp.encoder.resources import program
from mtgasp.engine import limits, solver, symbols

from .cards import terms_of

PLAYERS = ("alice", "bob")
SPACE_PROGRAM = Path(__file__).resolve().parent / "space.lp"


@dataclass(frozen=True)
class Space:
    """The boards of up to `max_objects` objects: `fixed` cards first (with a controller, or None for
    any, and optionally an ability of the card that must be in force: the slot then holds a form of the card
    that has it), then cards of `pool`, each in every form it exists in (variants: a permanent, the lasting
    effect of a resolved spell or ability, with the choices it reads);
    each board holds at least `count` objects of the cards of every group of
    `needs` ((cards, count) pairs)."""

    pool: tuple[str, ...]
    max_objects: int
    fixed: tuple[tuple, ...] = ()  # (card, controller or None[, the ability that must be in force])
    needs: tuple[tuple[tuple[str, ...], int], ...] = ()
    ties: bool = False
    min_objects: int = 1

    def to_json(self) -> dict:
        return {"pool": list(self.pool), "max_objects": self.max_objects, "fixed": [list(f) for f in self.fixed],
                "needs": [[list(g), n] for g, n in self.needs], "ties": self.ties, "min_objects": self.min_objects}

    @staticmethod
    def from_json(data: dict) -> Space:
        return Space(tuple(data["pool"]), data["max_objects"], tuple(tuple(f) for f in data["fixed"]),
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


BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
COLORS = ("W", "U", "B", "R", "G")
# The creature types tried for "choose a creature type" (Conspiracy, Xenograft): one some effect of the library
# reads (Saproling: Life and Limb's "all Saprolings") and one it doesn't (Goblin). A bound of the search like the
# number of objects, said in docs/research.md: a pool whose effects read other creature types needs them added.
CREATURE_TYPES_TRIED = ("Goblin", "Saproling")
# The facts that declare an ability of a card (docs/vocabulary.md): its number is their second argument.
ABILITY_FACTS = ("ability_status", "text", "static", "activated", "triggered", "spell_ability", "effect_ability",
                 "replacement", "keyword", "adds", "type_effect", "color_effect", "grants")
TARGET_RELS = {"type_effect", "color_effect", "grants", "modifies_pt", "sets_pt"}
_TARGETED_OBJECT = re.compile(r"\b(affected|source)_targeted\b(?!_)")


@dataclass(frozen=True)
class Variant:
    """One way a card exists on a board: a permanent, or the lasting effect of a resolved spell or ability
    (zone "effect", CR 611.2: the board's effects: entry, with the `ability` that created it when the card
    has several creators), with the choices its abilities read (the board's chosen:), and the abilities of
    the card that are in force in that form (`holds`)."""

    key: str  # the card's name for its plain form; "Card [effect, ability 2, branch even, color W]" otherwise
    card: str
    zone: str = "battlefield"
    ability: int | None = None
    chosen: tuple[tuple[str, str], ...] = ()
    holds: frozenset[int] = frozenset()
    needs_source: bool = False  # an effect about "this" permanent: it names the permanent (source:)
    targeting: bool = False
    attachable: bool = False

    @property
    def label(self) -> str:
        return self.key


def _facts_by_name(card: str) -> dict[str, list[tuple]]:
    out: dict[str, list[tuple]] = {}
    for sym in terms_of(card):
        if sym.type == clingo.SymbolType.Function and sym.arguments:
            out.setdefault(sym.name, []).append(tuple(sym.arguments))
    return out


def _choices(card: str, facts: dict[str, list[tuple]], abilities: frozenset[int]) -> list[tuple[str, tuple[str, ...]]]:
    """The choices (the board's chosen:) the abilities read, each with the values tried: a player for
    chosen_player, a color for chosen colors, a basic land type for chosen_land_type (the options the
    card allows when it names them), a creature type of CREATURE_TYPES_TRIED for chosen_creature_type."""
    def of(n: clingo.Symbol) -> bool:
        return n.type == clingo.SymbolType.Number and n.number in abilities

    found: dict[str, tuple[str, ...]] = {}
    for rows in facts.values():
        for args in rows:
            if len(args) < 2 or not of(args[1]):
                continue
            text = " ".join(str(a) for a in args[2:])
            if "chosen_player" in text or "source_targeted_player" in text:
                # (the player the effect's spell targeted, the board's chosen: {player: P}: Encircling Fissure)
                found["player"] = PLAYERS
            if "chosen_color" in text or "has_chosen_color" in text:
                found["color"] = COLORS
            if "chosen_creature_type" in text:
                found["creature_type"] = CREATURE_TYPES_TRIED
            if "chosen_land_type" in text or "with_chosen_subtype" in text:
                options = tuple(sorted({str(a[2]).capitalize() for a in facts.get("land_type_option", ())
                                        if of(a[1])})) or BASIC_LAND_TYPES
                found["land_type"] = options
    return sorted(found.items())


@cache
def variants(card: str) -> tuple[Variant, ...]:
    """Every way the card exists on a board (research boards place each of them), read from its facts."""
    facts = _facts_by_name(card)
    numbers = {a[1].number for name in ABILITY_FACTS for a in facts.get(name, ())
               if len(a) >= 2 and a[1].type == clingo.SymbolType.Number}
    effect_abilities = {a[1].number for a in facts.get("effect_ability", ())}
    spell = any(str(a[1]) in ("instant", "sorcery") for a in facts.get("card_type", ()))
    attach = "enchant" in facts or "equip_ability" in facts
    forms: list[tuple[str, int | None, tuple[tuple[str, str], ...], frozenset[int]]] = []
    if spell:
        # (a spell that created one lasting effect or another as it resolved, Winds of Qal Sisma: a form per branch)
        spell_branch = {a[1].number: a[2].string for a in facts.get("effect_branch", ())}
        without = {a[1].string for a in facts.get("branch_without", ())}
        # (its triggered ability, "When you cycle this card, ...", is not of its effects: entry: Sunfire Balm)
        numbers -= {a[1].number for a in facts.get("triggered", ())} - {a[1].number for a in facts.get("spell_ability", ())}
        for branch in sorted(set(spell_branch.values()) | without) or [None]:
            forms.append(("effect", None, (("branch", branch),) if branch else (),
                          frozenset(m for m in numbers if spell_branch.get(m, branch) == branch)))
    else:
        forms.append(("battlefield", None, (), frozenset(numbers - effect_abilities)))
        creators: dict[int, int] = {a[2].number: a[1].number for a in facts.get("creates_effect", ())}
        several = len(set(creators.values())) > 1
        branch_of = {a[1].number: a[2].string for a in facts.get("effect_branch", ())}
        groups: dict[tuple[int | None, str | None], set[int]] = {}
        for m in sorted(effect_abilities):
            groups.setdefault((creators.get(m) if several else None, branch_of.get(m)), set()).add(m)
        for (creator, branch), members in sorted(groups.items(), key=lambda kv: (kv[0][0] or 0, kv[0][1] or "")):
            forms.append(("effect", creator, (("branch", branch),) if branch else (), frozenset(members)))
    out: list[Variant] = []
    for zone, creator, fixed_choice, held in forms:
        choice_sets = _choices(card, facts, held)
        combos: list[tuple[tuple[str, str], ...]] = [fixed_choice]
        for key, values in choice_sets:
            combos = [(*c, (key, v)) for c in combos for v in values]
        self_effect = zone == "effect" and not spell and any(
            str(a[3]) == "self" for name in TARGET_RELS for a in facts.get(name, ()) if len(a) > 3 and a[1].number in held)
        # (a replacement effect's target: "by target creature" (source_targeted), "to target creature" (Abuna's Chant:
        # affected_targeted), alone or inside either/except, or where it redirects the damage to (redirect(targeted));
        # a player it targets is a chosen player, _choices)
        targeting = zone == "effect" and (any(
            str(a[3]) == "target" for name in TARGET_RELS for a in facts.get(name, ()) if len(a) > 3 and a[1].number in held)
            or any(_TARGETED_OBJECT.search(str(a[2])) and a[1].number in held
                   for a in facts.get("replacement_condition", ()))
            # (a redirection to its target: "... is dealt to target attacking creature instead", Turn the Tables)
            or any(str(a[3]) == "redirect(targeted)" and a[1].number in held
                   for a in facts.get("replacement_option", ()) if len(a) > 3))
        # ("Prevent the next 2 damage that would be dealt to any target", either(affected_targeted, chosen_player): its
        # one target is a creature, targets:, or a player, chosen: {player: P}, never both: CR 115.4, 601.2c, and an
        # entry with both is refused; so a form with a player chosen and one with a target and no player)
        any_target = zone == "effect" and any(
            str(a[2]).replace(" ", "") == "either(affected_targeted,chosen_player)" and a[1].number in held
            for a in facts.get("replacement_condition", ()) if len(a) > 2)
        forms_chosen = [(tuple(sorted(c)), targeting and not (any_target and any(k == "player" for k, _ in c)))
                        for c in combos]
        if any_target:
            forms_chosen += [(c, True) for c in dict.fromkeys(tuple(sorted((k, v) for k, v in c if k != "player"))
                                                                for c in combos)]
        for chosen, targets in forms_chosen:
            words = (["effect"] if zone == "effect" and not spell else []) + ([f"ability {creator}"] if creator else []) \
                + [f"{k} {v}" for k, v in chosen]
            key = card if not words else f"{card} [{', '.join(words)}]"
            out.append(Variant(key, card, zone, creator, chosen, held, self_effect, targets,
                               attach and zone == "battlefield"))
    return tuple(out)


def variant_of(card: str, key: str) -> Variant:
    for v in variants(card):
        if v.key == key:
            return v
    raise KeyError(key)


def _facts(space: Space, size: int, first: str | None) -> str:
    return _common_facts(space, size, first, _cards(space, size)) + _fixed_facts(space) + "\n"


def _cards(space: Space, size: int) -> set[str]:
    cards = {f[0] for f in space.fixed} | {c for g, _n in space.needs for c in g}
    if size > len(space.fixed):  # the pool's forms only where a slot is free to hold one (else never read)
        cards |= set(space.pool)
    return cards


def _common_facts(space: Space, size: int, first: str | None, cards: set[str]) -> str:
    """The facts of a space besides its fixed slots: what every space of a group (enumerate_spaces) shares."""
    lines = [f"size({size})."]
    for i, p in enumerate(PLAYERS):
        lines.append(f"player({clingo.String(p)}). player_rank({clingo.String(p)}, {i}).")
    lines.append(_pool_lines(space.pool))
    lines.extend(_card_lines(card) for card in sorted(cards))
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


def _fixed_atoms(space: Space) -> list[str]:
    """The atoms of the space's fixed slots: fixed/2, fixed_controller/2, fixed_variant/2."""
    atoms = []
    for s, entry in enumerate(space.fixed, start=1):
        card, player = entry[0], entry[1]
        atoms.append(f"fixed({s}, {clingo.String(card)})")
        if player is not None:
            atoms.append(f"fixed_controller({s}, {clingo.String(player)})")
        if len(entry) > 2 and entry[2] is not None:
            # The slot holds the card in a form in which this ability is in force (an effect of an activated
            # ability exists only as an effects: entry).
            for v in variants(card):
                if entry[2] in v.holds:
                    atoms.append(f"fixed_variant({s}, {clingo.String(v.key)})")
    return atoms


def _fixed_facts(space: Space) -> str:
    return "".join(f"{a}.\n" for a in _fixed_atoms(space))


def _shape(space: Space, size: int) -> tuple:
    """What a space shares with the others of its group (enumerate_spaces): everything but which cards and forms
    its fixed slots hold; of those only which slots are fixed, have a controller, are restricted to some forms."""
    pattern = []
    for s, entry in enumerate(space.fixed, start=1):
        restricted = len(entry) > 2 and entry[2] is not None and any(entry[2] in v.holds for v in variants(entry[0]))
        pattern.append((s, entry[1] is not None, restricted))
    return (space.pool, space.needs, space.ties, size, tuple(pattern))


@lru_cache(maxsize=16)
def _pool_lines(pool: tuple[str, ...]) -> str:
    return "\n".join(f"pool({clingo.String(card)}, {i})." for i, card in enumerate(pool))


@cache
def _card_lines(card: str) -> str:
    """The facts of one card's forms for space.lp (a sweep writes them for every space it enumerates: made once)."""
    lines = []
    if "sensitive" in traits(card):
        lines.append(f"sensitive({clingo.String(card)}).")
    for k, v in enumerate(variants(card)):
        key = clingo.String(v.key)
        lines.append(f"variant({key}, {clingo.String(card)}, {k}).")
        for flag, pred in ((v.zone == "effect", "variant_effect"), (v.attachable, "variant_attachable"),
                           (v.targeting, "variant_targeting"), (v.needs_source, "variant_source")):
            if flag:
                lines.append(f"{pred}({key}).")
    return "\n".join(lines)


def sizes(space: Space) -> list[int]:
    """The sizes of the boards of the space, smallest first."""
    return list(range(max(space.min_objects, len(space.fixed), 1), space.max_objects + 1))


def enumerate_boards(space: Space, size: int) -> list[GeneratedBoard]:
    """Every board of the space with `size` objects, in a fixed order (the same on every machine); a board
    the validator refuses is left out (enumerate_space counts them)."""
    return enumerate_space(space, size)[0]


def enumerate_spaces(spaces: list[Space], size: int) -> list[tuple[list[GeneratedBoard], int]]:
    """enumerate_space of each space, the same boards in the same order, with one Control (one grounding of
    space.lp) for every group of spaces that differ only in the cards and forms of their fixed slots (the cells
    of a commute shard): each space's fixed slots are externals made true for its solve (docs/performance.md,
    issue 27: a Control per cell was a fifth of the tap table)."""
    groups: dict[tuple, list[int]] = {}
    for i, space in enumerate(spaces):
        groups.setdefault(_shape(space, size), []).append(i)
    out: list[tuple[list[GeneratedBoard], int]] = [([], 0)] * len(spaces)
    for shape, members in groups.items():
        if len(members) == 1:
            out[members[0]] = enumerate_space(spaces[members[0]], size)
            continue
        first = spaces[members[0]]
        cards: set[str] = set().union(*(_cards(spaces[i], size) for i in members))
        # The derived atoms the shape fixes are given as facts, so that the grounder knows which slots are free
        # (else the pool's choice would be grounded for every slot an external might leave free).
        known = []
        for s, controlled, restricted in shape[4]:
            known.append(f"fixed_slot({s}).")
            if controlled:
                known.append(f"has_fixed_controller({s}).")
            if restricted:
                known.append(f"restricted({s}).")
        atoms = {i: _fixed_atoms(spaces[i]) for i in members}
        every = sorted(set().union(*atoms.values()))
        ctl = solver.control(["--models=0"])
        ctl.load(str(program(SPACE_PROGRAM)))
        ctl.add("base", [], _common_facts(first, size, None, cards) + "\n".join(known) + "\n"
                + "".join(f"#external {a}.\n" for a in every))
        limits.check("starting to generate the boards")
        ctl.ground([("base", [])])
        symbol = {a: clingo.parse_term(a) for a in every}
        read: dict[str, tuple] = {}
        true: set[str] = set()  # externals start false: only the ones that change are assigned
        for i in members:
            on = set(atoms[i])
            for a in sorted(true - on):
                ctl.assign_external(symbol[a], False)
            for a in sorted(on - true):
                ctl.assign_external(symbol[a], True)
            true = on
            out[i] = _solved(ctl, size, read)
    return out


def enumerate_space(space: Space, size: int) -> tuple[list[GeneratedBoard], int]:
    """Every board of the space with `size` objects that the board validator accepts, in a fixed order, and
    how many it refused (skipped and counted: a refused board never stops a sweep)."""
    ctl = solver.control(["--models=0"])
    ctl.load(str(program(SPACE_PROGRAM)))
    ctl.add("base", [], _facts(space, size, None))
    limits.check("starting to generate the boards")
    ctl.ground([("base", [])])
    return _solved(ctl, size)


def _solved(ctl: clingo.Control, size: int,
            read: dict[str, tuple] | None = None) -> tuple[list[GeneratedBoard], int]:
    """The boards of every answer set of the ground program, sorted, and how many the validator refused. `read`:
    the rows of the atoms read so far, by their text (the boards of a space, and the spaces of a group, share most of
    their atoms)."""
    found: list[tuple] = []
    stopped = []
    read = {} if read is None else read

    def row(sym: clingo.Symbol, text: str) -> tuple:
        known = read.get(text)
        if known is None:
            name, args = symbols.plain_row(sym, text, {})
            known = read[text] = (name, tuple(str(a) if isinstance(a, clingo.Symbol) else a for a in args))
        return known

    def on_model(model: clingo.Model) -> bool:
        atoms = model.symbols(shown=True)  # each read from its text (engine/symbols.py), a term as its text (_value)
        found.append(tuple(sorted(row(s, t) for s, t in zip(atoms, symbols.texts(atoms)))))
        if len(found) % 500 == 0:  # a big space is enumerated for long: the deadline of the work stops it
            left = limits.remaining()
            if left is not None and left <= 0:
                stopped.append(True)
                return False
        return True

    ctl.solve(on_model=on_model)
    if stopped:
        limits.check(f"generating the boards of {size} objects")
    found.sort(key=_sort_key)
    out: list[GeneratedBoard] = []
    refused = 0
    for rows in found:
        try:
            out.append(_generated(rows, size))
        except (BoardError, TypeError):
            refused += 1
    return out, refused


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
    variant: dict[int, str] = {}
    controller: dict[int, str] = {}
    tie: set[int] = set()
    attached: dict[int, int] = {}
    target: dict[int, int] = {}
    source: dict[int, int] = {}
    for name, args in rows:
        if name == "slot_card":
            card[args[0]] = args[1]
        elif name == "slot_variant":
            variant[args[0]] = args[1]
        elif name == "slot_controller":
            controller[args[0]] = args[1]
        elif name == "slot_tie":
            tie.add(args[0])
        elif name == "slot_attached":
            attached[args[0]] = args[1]
        elif name == "slot_target":
            target[args[0]] = args[1]
        elif name == "slot_source":
            source[args[0]] = args[1]
    form = {s: variant_of(card[s], variant.get(s, card[s])) for s in card}
    stamp: dict[int, int] = {}
    for s in range(1, size + 1):
        stamp[s] = stamp[s - 1] if s in tie else s
    effect = {s for s in card if form[s].zone == "effect"}
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
        objects.append(_object(ids[s], card[s], controller[s], "effect" if s in effect else "battlefield", stamp[s],
                               ids[attached[s]] if s in attached else None,
                               (ids[target[s]],) if s in target else (), form[s].chosen,
                               ids[source[s]] if s in source else None, form[s].ability))
    return Board(players=PLAYERS, active_player=PLAYERS[0], objects=tuple(objects), source="<generated>")


@lru_cache(maxsize=65536)
def _object(oid: str, card: str, controller: str, zone: str, timestamp: int, attached_to: str | None,
            targets: tuple[str, ...], chosen: tuple[tuple[str, str], ...], source: str | None,
            ability: int | None) -> BoardObject:
    """One object of a generated board, built (and checked: BoardObject.__post_init__) once for all the boards that
    hold it (the subject, and each effect with its controller, slot and choices, is in many boards of a space). An
    object its checks refuse raises each time (a BoardError is not kept)."""
    return BoardObject(id=oid, card=card, controller=controller, owner=controller, zone=zone, timestamp=timestamp,
                       attached_to=attached_to, targets=targets, chosen=chosen, source=source, ability=ability)
