"""The maximal mana pools of a player by every sequence of activations of mana abilities (CR 605.3a), each
ability activated as often as its costs can be paid (CR 602.2, 118.3): a walk over every state a sequence can
reach (the pool, what is tapped, what is gone, the counters left), each state once. Any state is an end: the
player may stop activating at any point. The pools no other pool contains are kept.

Its own small card model, written from the Oracle texts quoted below (no replacement effects, no triggered
mana abilities, no summoning sickness, no life): enough for the repeatable abilities of issue 32 beside
{T} sources. It never imports the engine.

    >>> mana_sequences(yaml_text, "alice")   # {"GGG", "RRW", ...}
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass

import yaml

ORDER = "WUBRGC"
COLORS = "WUBRG"


@dataclass(frozen=True)
class Ability:
    tap: bool = False
    mana: str = ""  # the colored and colorless symbols of its mana cost, as letters ("R", "")
    generic: int = 0
    sacrifice: str | None = None  # "creature" or "land": "Sacrifice a creature"
    counter: str | None = None  # "Remove a <kind> counter"
    adds: tuple[str, ...] = ()  # the choices: each one the letters it adds
    sacrificed_type: bool = False  # "one mana of any type the sacrificed land could produce"
    sacrifice_self: bool = False  # "Sacrifice this creature": the permanent itself, once (CR 701.21a)
    counter_x: str | None = None  # "Remove any number of <kind> counters" / "Remove X <kind> counters" (CR 107.3a)
    per_removed: str = ""  # what it adds besides `adds` for each counter removed that way
    tap_others: tuple[str, int] | None = None  # "Tap K untapped <type>s you control": (type, K), itself included
    # "Add an amount of {G} equal to the sacrificed creature's power" ("power") or "... artifact's mana value"
    # ("mana_value"): that many of `adds`' one letter, read from the permanent sacrificed (CR 601.2h, 608.2h)
    sacrificed_amount: str = ""


@dataclass(frozen=True)
class Card:
    types: frozenset
    abilities: tuple[Ability, ...]
    power: int = 0
    mana_value: int = 0


def _basic(letter: str) -> Card:
    return Card(frozenset({"land"}), (Ability(tap=True, adds=(letter,)),))


ANY_COLOR = tuple(COLORS)
CARDS = {
    "forest": _basic("G"), "island": _basic("U"), "mountain": _basic("R"), "plains": _basic("W"),
    "swamp": _basic("B"), "wastes": _basic("C"),
    # "{T}: Add {G}."
    "llanowar elves": Card(frozenset({"creature", "elf"}), (Ability(tap=True, adds=("G",)),), power=1, mana_value=1),
    "grizzly bears": Card(frozenset({"creature"}), (), power=2, mana_value=2),
    "craw wurm": Card(frozenset({"creature"}), (), power=6, mana_value=6),
    # "{T}: Add {C}{C}." (Sol Ring, mana value 1), "{T}: Add {C}." (Mind Stone, 2; its draw is no mana ability)
    "sol ring": Card(frozenset({"artifact"}), (Ability(tap=True, adds=("CC",)),), mana_value=1),
    "mind stone": Card(frozenset({"artifact"}), (Ability(tap=True, adds=("C",)),), mana_value=2),
    # Furgul, Quag Nurturer (2/4): "{T}, Sacrifice a creature: Add an amount of {G} equal to the sacrificed creature's
    # power." (its end-step trigger adds no mana)
    "furgul, quag nurturer": Card(frozenset({"creature"}), (Ability(tap=True, sacrifice="creature", adds=("G",),
                                                                    sacrificed_amount="power"),), power=2, mana_value=4),
    # Priest of Yawgmoth (1/2): "{T}, Sacrifice an artifact: Add an amount of {B} equal to the sacrificed artifact's
    # mana value."
    "priest of yawgmoth": Card(frozenset({"creature"}), (Ability(tap=True, sacrifice="artifact", adds=("B",),
                                                                 sacrificed_amount="mana_value"),), power=1,
                               mana_value=2),
    # "{T}: Add {G}." / "{1}: Add {R} or {W}."
    "skyshroud elf": Card(frozenset({"creature"}), (Ability(tap=True, adds=("G",)),
                                                    Ability(generic=1, adds=("R", "W")))),
    # "Sacrifice a creature: Add {C}{C}."
    "ashnod's altar": Card(frozenset({"artifact"}), (Ability(sacrifice="creature", adds=("CC",)),), mana_value=3),
    # "Sacrifice a creature: Add one mana of any color."
    "phyrexian altar": Card(frozenset({"artifact"}), (Ability(sacrifice="creature", adds=ANY_COLOR),)),
    # "Remove a charge counter from this artifact: Add one mana of any color." (its sunburst doesn't matter here)
    "pentad prism": Card(frozenset({"artifact"}), (Ability(counter="charge", adds=ANY_COLOR),), mana_value=2),
    # "{2}: Add one mana of any color."
    "prismite": Card(frozenset({"artifact", "creature"}), (Ability(generic=2, adds=ANY_COLOR),)),
    # "{1}: Add {B}."
    "bog initiate": Card(frozenset({"creature"}), (Ability(generic=1, adds=("B",)),)),
    # "{R}: Add {B}."
    "agent of stromgald": Card(frozenset({"creature"}), (Ability(mana="R", adds=("B",)),)),
    # "Sacrifice a land: Add one mana of any type the sacrificed land could produce."
    "squandered resources": Card(frozenset({"enchantment"}), (Ability(sacrifice="land", sacrificed_type=True),)),
    # Blood Pet: "Sacrifice this creature: Add {B}."
    "blood pet": Card(frozenset({"creature"}), (Ability(sacrifice_self=True, adds=("B",)),)),
    # Green Mana Battery: "{T}, Remove any number of charge counters from this artifact: Add {G}, then add an
    # additional {G} for each charge counter removed this way." (its "{2}, {T}: Put a charge counter" is no mana ability)
    "green mana battery": Card(frozenset({"artifact"}), (Ability(tap=True, counter_x="charge", adds=("G",),
                                                                 per_removed="G"),)),
    # Heritage Druid (an Elf): "Tap three untapped Elves you control: Add {G}{G}{G}." (no {T}: it may tap itself)
    "heritage druid": Card(frozenset({"creature", "elf"}), (Ability(tap_others=("elf", 3), adds=("GGG",)),)),
    # Birchlore Rangers (an Elf): "Tap two untapped Elves you control: Add one mana of any color." (its morph: no mana)
    "birchlore rangers": Card(frozenset({"creature", "elf"}), (Ability(tap_others=("elf", 2), adds=ANY_COLOR),)),
    # Llanowar Elves is an Elf too (the cards above: "{T}: Add {G}.")
    # Kyren Toy: "{T}, Remove X charge counters from this artifact: Add an amount of {C} equal to X plus one."
    "kyren toy": Card(frozenset({"artifact"}), (Ability(tap=True, counter_x="charge", adds=("C",), per_removed="C"),)),
}


def _key(pool: tuple[int, ...]) -> str:
    return "".join(ch * k for ch, k in zip(ORDER, pool, strict=True))


def _add(pool: tuple[int, ...], letters: str) -> tuple[int, ...]:
    out = list(pool)
    for ch in letters:
        out[ORDER.index(ch)] += 1
    return tuple(out)


def _payments(pool: tuple[int, ...], colored: str, generic: int):
    """Every pool left after paying `colored` (each letter that type, CR 107.4a, 107.4c) and `generic` mana of
    any types (107.4b)."""
    left = list(pool)
    for ch in colored:
        i = ORDER.index(ch)
        if left[i] == 0:
            return
        left[i] -= 1
    seen = set()
    for take in itertools.product(*(range(min(k, generic) + 1) for k in left)):
        if sum(take) == generic:
            after = tuple(a - b for a, b in zip(left, take, strict=True))
            if after not in seen:
                seen.add(after)
                yield after


def mana_sequences(text: str, player: str) -> set[str]:
    data = yaml.safe_load(text)
    objects = []
    used: dict[str, int] = {}
    for entry in data.get("battlefield") or []:
        name = str(entry["card"]).casefold()
        oid = entry.get("id") or name
        used[oid] = used.get(oid, 0) + 1
        oid = oid if used[oid] == 1 else f"{oid}-{used[oid]}"
        objects.append((oid, CARDS[name], entry["controller"], dict(entry.get("counters") or {}),
                        bool(entry.get("tapped"))))
    mine = [o for o in objects if o[2] == player]
    ids = [o[0] for o in mine]
    card = {o[0]: o[1] for o in mine}
    start = ((0,) * 6, frozenset(o[0] for o in mine if o[4]), frozenset(),
             tuple(sorted((o[0], k, v) for o in mine for k, v in o[3].items())))
    seen = {start}
    stack = [start]
    pools = set()
    while stack:
        state = stack.pop()
        pool, tapped, gone, counters = state
        pools.add(pool)
        for oid in ids:
            if oid in gone:
                continue
            for ab in card[oid].abilities:
                if ab.tap and oid in tapped:  # CR 107.5
                    continue
                new_counters = counters
                if ab.counter_x:  # CR 107.3a: X, any number from 0 to the counters on it (CR 118.3)
                    row = next((r for r in counters if r[0] == oid and r[1] == ab.counter_x), (oid, ab.counter_x, 0))
                    for x in range(row[2] + 1):
                        left = tuple(sorted([r for r in counters if r != row] + [(oid, row[1], row[2] - x)]))
                        for adds in ab.adds:
                            nxt = (_add(pool, adds + ab.per_removed * x), tapped | {oid} if ab.tap else tapped, gone,
                                   left)
                            if nxt not in seen:
                                seen.add(nxt)
                                stack.append(nxt)
                    continue
                if ab.counter:  # CR 118.3
                    row = next((r for r in counters if r[0] == oid and r[1] == ab.counter), None)
                    if row is None or row[2] < 1:
                        continue
                    new_counters = tuple(sorted([r for r in counters if r != row] + [(oid, row[1], row[2] - 1)]))
                tap_sets: list[frozenset] = [frozenset()]
                if ab.tap_others:  # CR 118.3: K different untapped permanents of that type it controls
                    kind, k = ab.tap_others
                    free = [q for q in ids if q not in gone and q not in tapped and kind in card[q].types]
                    tap_sets = [frozenset(c) for c in itertools.combinations(free, k)]
                victims: list[str | None] = [None]
                if ab.sacrifice:  # CR 701.21a: any permanent of that type it controls, itself included
                    victims = [q for q in ids if q not in gone and ab.sacrifice in card[q].types]
                if ab.sacrifice_self:  # CR 701.21a: the permanent itself, which is then gone
                    victims = [oid]
                for victim, taps in itertools.product(victims, tap_sets):
                    choices = ab.adds
                    if ab.sacrificed_type:
                        assert victim is not None
                        choices = tuple(sorted({a for x in card[victim].abilities for a in x.adds}))
                    if ab.sacrificed_amount:
                        assert victim is not None
                        amount = max(0, getattr(card[victim], ab.sacrificed_amount))  # CR 107.1b
                        choices = tuple(a * amount for a in ab.adds)
                    for paid in _payments(pool, ab.mana, ab.generic):
                        for adds in choices or ("",):
                            nxt = (_add(paid, adds), (tapped | {oid} if ab.tap else tapped) | taps,
                                   gone | {victim} if victim else gone, new_counters)
                            if nxt not in seen:
                                seen.add(nxt)
                                stack.append(nxt)
    keys = {_key(p): p for p in pools}
    return {k for k, p in keys.items()
            if not any(q != p and all(a >= b for a, b in zip(q, p, strict=True)) for q in keys.values())}
