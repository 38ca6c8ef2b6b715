"""A brute-force reference oracle for "could produce" (CR 106.7) and for the results of tapping a
permanent for mana under every order of replacement effects (CR 614-616).

Plain, slow and meant to be obviously right. It is written from the Oracle texts of the cards alone:
it never imports the `mtgasp` package nor reads `rules/*.lp`. Cards are a small Python table below;
every order of replacement effects is tried literally, one effect after another, by recursion.

    >>> import oracle
    >>> board = oracle.load_board(yaml_text)
    >>> oracle.could_produce(board)            # {id: ("W", "G", ...)} in WUBRGC order
    >>> oracle.produce(board, "forest")        # [{mana letters: number of (choice, order) sequences}, ...]

Conventions shared with the engine's documented contract (issue 2):
- An ability's outcomes are counted over its choices (each distinct mana before replacement effects:
  a color, a combination, a value of X) and over every complete sequence of applied replacement effects
  (an effect with several options, Reality Twist on a Forest Plains, counts each option).
- An ability that would produce no mana (no type can be defined, CR 106.5; or an amount of 0) produces
  no mana-production event: its only outcome is "" (no mana), once.
- Calciform Pools' X ability is tried with X from 0 to max(storage counters, 3).
- Mana abilities are listed with the intrinsic ones (from basic land types, CR 305.6, in alphabetical
  order of the type) first, then the printed ones in Oracle order.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

import yaml

ORDER = "WUBRGC"
COLORS = "WUBRG"


def norm(mana: str) -> str:
    """Mana letters sorted in WUBRGC order."""
    return "".join(sorted(mana, key=ORDER.index))


# --------------------------------------------------------------------------------------------------
# The card table (from the Oracle texts)
# --------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Ability:
    """A mana ability. kind is one of:
    fixed(mana)              "{T}: Add {C}{C}."
    any_color                "{T}: Add one mana of any color."
    for_each_creature(T)     "{T}: Add {G} for each creature you control."
    color_of_permanent       "Choose a color of a permanent you control. Add one mana of that color."
    reflect(rel, what, kind) "one mana of any <color|type> that a <land|basic land> <you|an opponent> control(s) could produce"
    x_combination(types)     "Remove X storage counters: Add X mana in any combination of {W} and/or {U}."
    """
    kind: str
    arg: tuple = ()
    tap: bool = True


@dataclass(frozen=True)
class Card:
    name: str
    types: frozenset
    supertypes: frozenset = frozenset()
    subtypes: frozenset = frozenset()
    colors: frozenset = frozenset()
    abilities: tuple = ()
    replacement: str | None = None  # the name of its mana replacement effect, see applicable()/apply()


def _card(name, types, supertypes=(), subtypes=(), colors=(), abilities=(), replacement=None):
    return Card(name, frozenset(types), frozenset(supertypes), frozenset(subtypes), frozenset(colors),
                tuple(abilities), replacement)


T_ = Ability  # shorthand
CARDS: dict[str, Card] = {c.name.casefold(): c for c in [
    # Basic lands: intrinsic abilities come from the land types (CR 305.6).
    _card("Forest", ["land"], ["basic"], ["forest"]),
    _card("Island", ["land"], ["basic"], ["island"]),
    _card("Swamp", ["land"], ["basic"], ["swamp"]),
    _card("Mountain", ["land"], ["basic"], ["mountain"]),
    _card("Plains", ["land"], ["basic"], ["plains"]),
    # Wastes: Basic Land, "{T}: Add {C}."
    _card("Wastes", ["land"], ["basic"], [], [], [T_("fixed", ("C",))]),
    # Land — Forest Island / Forest Plains
    _card("Tropical Island", ["land"], [], ["forest", "island"]),
    _card("Savannah", ["land"], [], ["forest", "plains"]),
    # "{T}: Add {C}{C}. This land deals 2 damage to you."
    _card("Ancient Tomb", ["land"], [], [], [], [T_("fixed", ("CC",))]),
    # {1} Artifact "{T}: Add {C}{C}."
    _card("Sol Ring", ["artifact"], [], [], [], [T_("fixed", ("CC",))]),
    # {G} Creature — Elf Druid "{T}: Add {G}."
    _card("Llanowar Elves", ["creature"], [], ["elf", "druid"], "G", [T_("fixed", ("G",))]),
    # {G} Creature — Bird "Flying / {T}: Add one mana of any color."
    _card("Birds of Paradise", ["creature"], [], ["bird"], "G", [T_("any_color")]),
    # "Whenever this land becomes tapped, it deals 1 damage to you. / {T}: Add one mana of any color."
    _card("City of Brass", ["land"], [], [], [], [T_("any_color")]),
    # Legendary Land "{T}: Add {G} for each creature you control."
    _card("Gaea's Cradle", ["land"], ["legendary"], [], [], [T_("for_each_creature", ("G",))]),
    # {1}{G} Creature — Bear, no abilities
    _card("Grizzly Bears", ["creature"], [], ["bear"], "G"),
    # "{T}: Choose a color of a permanent you control. Add one mana of that color."
    _card("Meteor Crater", ["land"], [], [], [], [T_("color_of_permanent")]),
    # "{T}: Add {C}. / {1}, {T}: Put a storage counter on this land. /
    #  {1}, Remove X storage counters from this land: Add X mana in any combination of {W} and/or {U}."
    _card("Calciform Pools", ["land"], [], [], [],
          [T_("fixed", ("C",)), T_("x_combination", ("WU", "storage"), tap=False)]),
    # "As this land enters, choose a creature type. / {T}: Add {C}. / {T}: Add one mana of any color. ..."
    _card("Cavern of Souls", ["land"], [], [], [], [T_("fixed", ("C",)), T_("any_color")]),
    # "This land enters tapped with two charge counters on it. / {T}: Add {R}. /
    #  {T}, Remove a charge counter from this land: Add one mana of any color."
    _card("Vivid Crag", ["land"], [], [], [], [T_("fixed", ("R",)), T_("any_color")]),
    # "{T}, Remove a mining counter from this land: Add one mana of any color. ..."
    _card("Gemstone Mine", ["land"], [], [], [], [T_("any_color")]),
    # "{T}: Add one mana of any type that a land you control could produce."
    _card("Reflecting Pool", ["land"], [], [], [], [T_("reflect", ("you", "land", "type"))]),
    # "{T}: Add one mana of any color that a land an opponent controls could produce."
    _card("Exotic Orchard", ["land"], [], [], [], [T_("reflect", ("opponent", "land", "color"))]),
    _card("Fellwar Stone", ["artifact"], [], [], [], [T_("reflect", ("opponent", "land", "color"))]),
    _card("Sylvok Explorer", ["creature"], [], ["human", "druid"], "G",
          [T_("reflect", ("opponent", "land", "color"))]),
    # "{T}: Add one mana of any type that a land you control could produce."
    _card("Naga Vitalist", ["creature"], [], ["snake", "druid"], "G", [T_("reflect", ("you", "land", "type"))]),
    # "{T}: Add one mana of any color that a land you control could produce."
    _card("Harvester Druid", ["creature"], [], ["human", "druid"], "G",
          [T_("reflect", ("you", "land", "color"))]),
    # "This artifact enters tapped. / {T}: Add one mana of any color that a basic land you control could produce."
    _card("Star Compass", ["artifact"], [], [], [], [T_("reflect", ("you", "basic_land", "color"))]),
    # Replacement effects
    # "If a land is tapped for mana, it produces {B} instead of any other type and amount."
    _card("Contamination", ["enchantment"], [], [], "B", replacement="contamination"),
    # "If a land is tapped for mana, it produces {B} instead of any other type."
    _card("Infernal Darkness", ["enchantment"], [], [], "B", replacement="infernal_darkness"),
    # Instant: "Until end of turn, if a player taps a nonbasic land for mana, it produces colorless mana
    # instead of any other type."
    _card("Pale Moon", ["instant"], [], [], "U", replacement="pale_moon"),
    # "If tapped for mana, Plains produce {R}, Swamps produce {G}, Mountains produce {W}, and Forests
    # produce {B} instead of any other type."
    _card("Reality Twist", ["enchantment"], [], [], "U", replacement="reality_twist"),
    # "If tapped for mana, Plains produce {R}, Islands produce {G}, Swamps produce {W}, Mountains produce
    # {U}, and Forests produce {B} instead of any other type."
    _card("Naked Singularity", ["artifact"], [], [], [], replacement="naked_singularity"),
    # "If you tap a permanent for mana, it produces twice as much of that mana instead."
    _card("Mana Reflection", ["enchantment"], [], [], "G", replacement="mana_reflection"),
    # Enchantment Creature — Elemental "Trample / If you tap a permanent for mana, it produces three
    # times as much of that mana instead."
    _card("Nyxbloom Ancient", ["enchantment", "creature"], [], ["elemental"], "G", replacement="nyxbloom"),
    # "If a land is tapped for two or more mana, it produces {C} instead of any other type and amount."
    _card("Damping Sphere", ["artifact"], [], [], [], replacement="damping_sphere"),
]}

INTRINSIC = {"forest": "G", "island": "U", "mountain": "R", "plains": "W", "swamp": "B"}
REALITY_TWIST = {"plains": "R", "swamp": "G", "mountain": "W", "forest": "B"}
NAKED_SINGULARITY = {"plains": "R", "island": "G", "swamp": "W", "mountain": "U", "forest": "B"}


# --------------------------------------------------------------------------------------------------
# Boards
# --------------------------------------------------------------------------------------------------

@dataclass
class Obj:
    id: str
    card: Card
    controller: str
    counters: dict = field(default_factory=dict)
    effect: bool = False  # an entry under effects: (not a permanent)

    def is_land(self):
        return "land" in self.card.types

    def abilities(self):
        """Mana abilities: intrinsic ones first (alphabetical by land type), then the printed ones."""
        intrinsic = [Ability("fixed", (INTRINSIC[s],)) for s in sorted(self.card.subtypes) if s in INTRINSIC]
        return intrinsic + list(self.card.abilities)


@dataclass
class Board:
    players: list
    objects: list

    @property
    def permanents(self):
        return [o for o in self.objects if not o.effect]

    def opponents(self, player):
        return [p for p in self.players if p != player]


def _slug(name):
    return re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-") or "object"


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
                               section == "effects"))
    return Board(list(data["players"]), objects)


# --------------------------------------------------------------------------------------------------
# Replacement effects on a mana production event (CR 614.1a, 616.1)
# --------------------------------------------------------------------------------------------------

def options(effect: Obj, source: Obj, ability: Ability, mana: str):
    """The ways `effect` could modify the event "source produces `mana` by `ability`" now: a list of
    functions mana -> mana; [] when it does not apply."""
    if not ability.tap or not mana:
        return []
    kind = effect.card.replacement
    if kind in ("mana_reflection", "nyxbloom"):
        # "If you tap a permanent for mana": the one tapping is the permanent's controller.
        if source.controller != effect.controller:
            return []
        factor = 2 if kind == "mana_reflection" else 3
        return [lambda m: norm(m * factor)]
    if not source.is_land():
        return []  # every other effect here speaks of lands
    if kind == "contamination":
        return [lambda m: "B"]
    if kind == "infernal_darkness":
        return [lambda m: "B" * len(m)]
    if kind == "pale_moon":
        if "basic" in source.card.supertypes:
            return []
        return [lambda m: "C" * len(m)]
    if kind in ("reality_twist", "naked_singularity"):
        table = REALITY_TWIST if kind == "reality_twist" else NAKED_SINGULARITY
        return [(lambda m, t=table[s]: t * len(m)) for s in sorted(source.card.subtypes) if s in table]
    if kind == "damping_sphere":
        if len(mana) >= 2:
            return [lambda m: "C"]
        return []
    return []


def replacement_effects(board: Board):
    return [o for o in board.objects if o.card.replacement]


def all_results(board: Board, source: Obj, ability: Ability, mana: str):
    """Every complete sequence of replacement effects applied to the event: a Counter
    {final mana: number of sequences}. Each effect applies at most once; after each one the set of
    applicable effects is checked again; the sequence ends when none applies."""
    effects = replacement_effects(board)
    results = Counter()

    def walk(current, applied):
        progressed = False
        for i, effect in enumerate(effects):
            if i in applied:
                continue
            for modify in options(effect, source, ability, current):
                progressed = True
                walk(modify(current), applied | {i})
        if not progressed:
            results[current] += 1

    walk(norm(mana), frozenset())
    return results


# --------------------------------------------------------------------------------------------------
# Choices of an ability, given what every permanent could produce so far
# --------------------------------------------------------------------------------------------------

def choices(board: Board, source: Obj, ability: Ability, could: dict):
    """The distinct mana the ability could add before replacement effects ("" = no mana)."""
    me = source.controller
    if ability.kind == "fixed":
        return {ability.arg[0]}
    if ability.kind == "any_color":
        return set(COLORS)
    if ability.kind == "for_each_creature":
        n = sum(1 for o in board.permanents if o.controller == me and "creature" in o.card.types)
        return {ability.arg[0] * n}
    if ability.kind == "color_of_permanent":
        colors = set()
        for o in board.permanents:
            if o.controller == me:
                colors |= o.card.colors
        return colors or {""}
    if ability.kind == "reflect":
        rel, what, kind = ability.arg
        owners = [me] if rel == "you" else board.opponents(me)
        found = set()
        for o in board.permanents:
            if o.controller in owners and o.is_land() and (what == "land" or "basic" in o.card.supertypes):
                found |= set(could[o.id])
        if kind == "color":
            found &= set(COLORS)
        return found or {""}
    if ability.kind == "x_combination":
        letters, counter = ability.arg
        top = max(int(source.counters.get(counter, 0)), 3)
        out = set()
        for x in range(top + 1):
            for k in range(x + 1):  # k of the first letter, x - k of the second
                out.add(norm(letters[0] * k + letters[1] * (x - k)))
        return out
    raise ValueError(ability.kind)


def ability_outcomes(board: Board, source: Obj, ability: Ability, could: dict) -> Counter:
    total = Counter()
    for mana in choices(board, source, ability, could):
        if not mana:
            total[""] += 1  # no mana: no event, nothing to replace
            continue
        total.update(all_results(board, source, ability, mana))
    return total


# --------------------------------------------------------------------------------------------------
# The two questions
# --------------------------------------------------------------------------------------------------

def could_produce(board: Board) -> dict:
    """CR 106.7, least fixpoint: start from nothing, recompute everyone from the current sets until
    nothing changes."""
    could = {o.id: set() for o in board.permanents}
    while True:
        new = {}
        for o in board.permanents:
            types = set()
            for ability in o.abilities():
                for mana in ability_outcomes(board, o, ability, could):
                    types |= set(mana)
            new[o.id] = types
        if new == could:
            break
        could = new
    return {k: tuple(t for t in ORDER if t in v) for k, v in could.items()}


def produce(board: Board, permanent_id: str) -> list:
    """Per mana ability of the permanent (intrinsic first, then printed order): a dict
    {mana letters in WUBRGC order: number of (choice, order) sequences leading to it}."""
    could = {k: set(v) for k, v in could_produce(board).items()}
    source = next(o for o in board.permanents if o.id == permanent_id)
    return [dict(ability_outcomes(board, source, ability, could)) for ability in source.abilities()]
