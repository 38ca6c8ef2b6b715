"""A brute-force permutation oracle for replacement orderings (CR 616.1), independent of the engine.

It never imports the engine's rules: each card's effect is written out below in plain Python, from
its Oracle text. For every permutation of the effects it applies, at each step, the first effect of
the permutation that is unused and applies now (CR 616.1f, 614.5); the distinct sequences obtained
are exactly the legal orders (any legal order is the prefix of some permutation), so counting them
per final state gives the number of orders of each outcome.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from itertools import permutations

State = tuple


@dataclass(frozen=True)
class Effect:
    name: str
    applies: Callable[[State], bool]
    apply: Callable[[State], State]


def brute_force(start: State, effects: list[Effect]) -> Counter:
    """{final state: number of distinct orders}, by trying every permutation of the effects."""
    orders: dict[tuple[int, ...], State] = {}
    for perm in permutations(range(len(effects))):
        state, used, sequence = start, set(), []
        while True:
            chosen = next((i for i in perm if i not in used and effects[i].applies(state)), None)
            if chosen is None:
                break
            used.add(chosen)
            sequence.append(chosen)
            state = effects[chosen].apply(state)
        orders[tuple(sequence)] = state
    return Counter(orders.values())


# --- mana: state (W, U, B, R, G, C) ----------------------------------------------------------------
TYPES = "WUBRGC"


def mana(letters: str) -> State:
    return tuple(letters.count(t) for t in TYPES)


def letters(state: State) -> str:
    return "".join(t * n for t, n in zip(TYPES, state))


def only(type_letter: str, amount: int) -> State:
    return tuple(amount if t == type_letter else 0 for t in TYPES)


def mana_effect(card: str, controller: str, tapper: str, land: bool, basic: bool) -> Effect | None:
    """The effect of `card` (controlled by `controller`) on mana from a permanent `tapper` taps."""
    happens = lambda s: sum(s) > 0  # noqa: E731  (CR 614.7: no mana, no event)
    if card == "Mana Reflection" and tapper == controller:
        return Effect(card, happens, lambda s: tuple(2 * n for n in s))
    if card == "Nyxbloom Ancient" and tapper == controller:
        return Effect(card, happens, lambda s: tuple(3 * n for n in s))
    if card == "Contamination" and land:
        return Effect(card, happens, lambda s: only("B", 1))
    if card == "Infernal Darkness" and land:
        return Effect(card, happens, lambda s: only("B", sum(s)))
    if card == "Pale Moon" and land and not basic:
        return Effect(card, happens, lambda s: only("C", sum(s)))
    if card == "Damping Sphere" and land:
        return Effect(card, lambda s: sum(s) >= 2, lambda s: only("C", 1))
    return None


# --- damage: state (damage, prevented, counters) ---------------------------------------------------

def damage_effect(card: str, controller: str, *, target: str, target_is_player: bool, target_controller: str,
                  target_card: str | None, target_id: str, effect_id: str, attached_to: str | None,
                  chosen_player: str | None, source_controller: str, source_red: bool) -> Effect | None:
    dealt = lambda s: s[0] > 0  # noqa: E731  (CR 614.7a)
    counters = lambda s: s[2] > 0  # noqa: E731
    creature = not target_is_player and target_card in ("Phytohydra", "Grizzly Bears")
    if card == "Furnace of Rath":
        return Effect(card, dealt, lambda s: (2 * s[0], s[1], s[2]))
    if card == "Torbran, Thane of Red Fell" and source_red and source_controller == controller \
            and target_controller != controller:
        return Effect(card, dealt, lambda s: (s[0] + 2, s[1], s[2]))
    if card == "Inviolability" and not target_is_player and attached_to == target:
        return Effect(card, dealt, lambda s: (0, s[1] + s[0], s[2]))
    if card == "Phytohydra" and effect_id == target_id:
        return Effect(card, dealt, lambda s: (0, s[1], s[2] + s[0]))
    if card == "Urza's Armor" and target_is_player and target == controller:
        return Effect(card, dealt, lambda s: (max(s[0] - 1, 0), s[1] + min(s[0], 1), s[2]))
    if card == "Healing Salve" and target_is_player and target == chosen_player:
        return Effect(card, dealt, lambda s: (max(s[0] - 3, 0), s[1] + min(s[0], 3), s[2]))
    if card == "Hardened Scales" and creature and target_controller == controller:
        return Effect(card, counters, lambda s: (s[0], s[1], s[2] + 1))
    if card == "Corpsejack Menace" and creature and target_controller == controller:
        return Effect(card, counters, lambda s: (s[0], s[1], s[2] * 2))
    return None


# --- entering: state (tapped, +1/+1 counters, other counters, choices) ------------------------------
# Other counters: sorted ((kind, number), ...); choices: the sorted kinds of the choices made (CR 614.12a).
ENTER_START: State = (0, 0, (), ())
ENTERING = {  # card: (types, own effect)
    "Walking Ballista": ({"artifact", "creature"}, "x counters"),
    "Kalonian Hydra": ({"creature"}, "4 counters"),
    "Azorius Guildgate": ({"land"}, "tapped"),
    "Grizzly Bears": ({"creature"}, None),
    "Astral Cornucopia": ({"artifact"}, "x charge counters"),
    "Everflowing Chalice": ({"artifact"}, "a charge counter for each kick"),
    "Vivid Crag": ({"land"}, "tapped with two charge counters"),
    "Gemstone Mine": ({"land"}, "three mining counters"),
    "Cavern of Souls": ({"land"}, "choose a creature type"),
}


def _with(kinds: tuple, kind: str, n: int) -> tuple:
    bag = dict(kinds)
    if n:
        bag[kind] = bag.get(kind, 0) + n
    return tuple(sorted(bag.items()))


def own_enter_effect(card: str, x: int, kicked: int = 0) -> Effect | None:
    always = lambda s: True  # noqa: E731
    own = ENTERING[card][1]
    if own == "x counters":
        return Effect(card, always, lambda s: (s[0], s[1] + x, s[2], s[3]))
    if own == "4 counters":
        return Effect(card, always, lambda s: (s[0], s[1] + 4, s[2], s[3]))
    if own == "tapped":
        return Effect(card, always, lambda s: (1, s[1], s[2], s[3]))
    if own == "x charge counters":
        return Effect(card, always, lambda s: (s[0], s[1], _with(s[2], "charge", x), s[3]))
    if own == "a charge counter for each kick":
        return Effect(card, always, lambda s: (s[0], s[1], _with(s[2], "charge", kicked), s[3]))
    if own == "tapped with two charge counters":
        return Effect(card, always, lambda s: (1, s[1], _with(s[2], "charge", 2), s[3]))
    if own == "three mining counters":
        return Effect(card, always, lambda s: (s[0], s[1], _with(s[2], "mining", 3), s[3]))
    if own == "choose a creature type":
        return Effect(card, always, lambda s: (s[0], s[1], s[2], tuple(sorted(s[3] + ("creature_type",)))))
    return None


def enter_effect(card: str, controller: str, entering: str, entering_controller: str) -> Effect | None:
    always = lambda s: True  # noqa: E731
    counters = lambda s: s[1] > 0  # noqa: E731  (+1/+1 counters only)
    types = ENTERING[entering][0]
    if card == "Blind Obedience" and types & {"artifact", "creature"} and entering_controller != controller:
        return Effect(card, always, lambda s: (1, s[1], s[2], s[3]))
    if card == "Root Maze" and types & {"artifact", "land"}:
        return Effect(card, always, lambda s: (1, s[1], s[2], s[3]))
    if card == "Grumgully, the Generous" and "creature" in types and entering_controller == controller:
        return Effect(card, always, lambda s: (s[0], s[1] + 1, s[2], s[3]))
    if card == "Hardened Scales" and "creature" in types and entering_controller == controller:
        return Effect(card, counters, lambda s: (s[0], s[1] + 1, s[2], s[3]))
    if card == "Corpsejack Menace" and "creature" in types and entering_controller == controller:
        return Effect(card, counters, lambda s: (s[0], s[1] * 2, s[2], s[3]))
    return None


# --- entering with copy effects (CR 616.1c, 616.1f, 707.5) ------------------------------------------
# Every legal sequence of choices is enumerated depth-first: at each point, the unused effects that apply
# to the object as it is now (616.1f), copy effects first when one applies (616.1c), each with each of its
# options (a copy effect: one option per card name among the creatures on the battlefield; "you may":
# also declining). A state is (tapped, +1/+1 counters, other counters, copied card or "").
CREATURES = {  # card: (card types, creature types)
    "Clone": ({"creature"}, {"shapeshifter"}),
    "Kalonian Hydra": ({"creature"}, {"hydra"}),
    "Grizzly Bears": ({"creature"}, {"bear"}),
    "Walking Ballista": ({"artifact", "creature"}, {"construct"}),
    "Harvester Druid": ({"creature"}, {"human", "druid"}),
    "Corpsejack Menace": ({"creature"}, {"fungus"}),
    "Grumgully, the Generous": ({"creature"}, {"goblin", "shaman"}),
    "Rusted Sentinel": ({"artifact", "creature"}, {"golem"}),
    "Skyshroud Behemoth": ({"creature"}, {"beast"}),
    "Essence of the Wild": ({"creature"}, {"avatar"}),
}
X_IN_COST = {"Walking Ballista"}


def own_effects(card: str, x: int) -> list[tuple[str, object]]:
    """The "this permanent enters ..." effects printed on a card: (kind, value)."""
    return {"Clone": [("copy", None)], "Kalonian Hydra": [("counters", 4)], "Walking Ballista": [("counters", x)],
            "Rusted Sentinel": [("tapped", None)], "Skyshroud Behemoth": [("fade", 2), ("tapped", None)]}.get(card, [])


def copy_enter_orders(entering: str, controller: str, x: int, board: list[tuple[str, str]]) -> Counter:
    """{(tapped, p1p1, other counters, copied card): number of orders} for `entering` entering under `controller`;
    board: (card, controller) of each permanent; x: the X of the entering spell (0 if not cast)."""
    x = x if entering in X_IN_COST else 0  # a copied card's X is the entering spell's (Clone ruling 2009-10-01)
    names = sorted({card for card, _ in board if card in CREATURES})
    out: Counter = Counter()

    def effects(state) -> list[tuple[object, str, object, bool]]:
        """(identity, kind, value, is a copy effect) of every effect that exists in this state."""
        form = state[3] or entering
        types, subtypes = CREATURES[form]
        origin = "copy" if state[3] else "own"
        found = [((origin, form, i), kind, value, kind == "copy") for i, (kind, value) in enumerate(own_effects(form, x))]
        for i, (card, ctl) in enumerate(board):
            mine = ctl == controller
            if card == "Blind Obedience" and types & {"artifact", "creature"} and not mine:
                found.append((i, "tapped", None, False))
            elif card == "Root Maze" and types & {"artifact", "land"}:
                found.append((i, "tapped", None, False))
            elif card == "Grumgully, the Generous" and "creature" in types and mine and "human" not in subtypes:
                found.append((i, "counters", 1, False))
            elif card == "Hardened Scales" and "creature" in types and mine and state[1] > 0:
                found.append((i, "plus", 1, False))
            elif card == "Corpsejack Menace" and "creature" in types and mine and state[1] > 0:
                found.append((i, "times", 2, False))
            elif card == "Essence of the Wild" and "creature" in types and mine:
                found.append((i, "essence", None, True))
        return found

    def walk(state, used: frozenset, orders: int) -> None:
        available = [e for e in effects(state) if e[0] not in used]
        if any(e[1] == "copy" and not names for e in available):
            available = [e for e in available if not (e[1] == "copy" and not names)]  # nothing to copy: no effect
        if any(e[3] for e in available):
            available = [e for e in available if e[3]]  # CR 616.1c
        if not available:
            out[state] += orders
            return
        for ident, kind, value, _copy in available:
            t, k, others, form = state
            nexts = []
            if kind == "copy":
                nexts = [(t, k, others, name) for name in names] + [state]  # ... or decline ("you may")
            elif kind == "essence":
                nexts = [(t, k, others, "Essence of the Wild")]
            elif kind == "tapped":
                nexts = [(1, k, others, form)]
            elif kind == "counters":
                nexts = [(t, k + value, others, form)]
            elif kind == "plus":
                nexts = [(t, k + value, others, form)]
            elif kind == "times":
                nexts = [(t, k * value, others, form)]
            elif kind == "fade":
                nexts = [(t, k, _with(others, "fade", value), form)]
            for nxt in nexts:
                walk(nxt, used | {ident}, orders)

    walk((0, 0, (), ""), frozenset(), 1)
    return out
