"""The engine's orderings agree with the brute-force oracle (tests/oracle/orderings.py) on random mana,
entering (copy effects too) and damage events: both read the same board text."""
from __future__ import annotations

from collections import Counter

import oracle
import pytest
from draws import COPY_BOARD_CARDS, COPY_ENTERING, DAMAGE_CARDS, ENTER_CARDS, ENTERING, MANA_CARDS
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from oracle.cards import CARDS
from support import board_from

import mtgasp

PLAYERS = ("alice", "bob")
player = st.sampled_from(PLAYERS)


def stated_x(card: str, cast: bool, x: int) -> int:
    """The X a draw states: only a spell with {X} in its mana cost has an X chosen (CR 107.3m), and `--x N` for one
    without is refused (exit 2, rules/replacement/enter_cast.lp), so a draw for another card states none."""
    known = CARDS.get(card.casefold())
    return x if cast and known is not None and "{X}" in known.cost else 0


def yaml_text(entries: list[dict], effects: list[dict]) -> str:
    def line(e: dict) -> str:
        return "  - {" + ", ".join(f"{k}: {v!r}" if isinstance(v, str) else f"{k}: {v}" for k, v in e.items()) + "}\n"
    text = "players: [alice, bob]\nbattlefield:\n" + "".join(line(e) for e in entries)
    if effects:
        text += "effects:\n" + "".join(line(e) for e in effects)
    return text.replace("'{", "{").replace("}'", "}")


def engine(result: mtgasp.Orderings, to_state) -> Counter:
    return Counter({to_state(o.result): o.orders for o in result.outcomes})


# Each test first tries events where each card of the model matters (a bug planted in the oracle's card model
# must fail these tests, not only by chance: tests/oracle/mutation_check.py), then random ones.
@pytest.mark.slow
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tapped=st.sampled_from(["Forest", "Ancient Tomb"]),
       cards=st.lists(st.tuples(st.sampled_from(MANA_CARDS), player), max_size=6))
@example(tapped="Ancient Tomb", cards=[("Contamination", "bob"), ("Mana Reflection", "alice"),
                                       ("Damping Sphere", "bob"), ("Pale Moon", "bob")])
@example(tapped="Forest", cards=[("Nyxbloom Ancient", "alice"), ("Infernal Darkness", "bob"), ("Pale Moon", "alice"),
                                 ("Mana Reflection", "bob"), ("Damping Sphere", "alice")])
@example(tapped="Ancient Tomb", cards=[("Infernal Darkness", "alice"), ("Mana Reflection", "alice")])
def test_mana_events_agree_with_the_oracle(tapped, cards):
    entries = [{"card": tapped, "controller": "alice", "id": "land"}]
    effects = []
    for i, (card, ctl) in enumerate(cards):
        (effects if card == "Pale Moon" else entries).append({"card": card, "controller": ctl, "id": f"e{i}"})
    text = yaml_text(entries, effects)
    result = mtgasp.orderings(board_from(text), mtgasp.TapEvent("land"))
    assert engine(result, lambda r: r["mana"]) == oracle.tap(oracle.load_board(text), "land")


@pytest.mark.slow
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(card=st.sampled_from(ENTERING), controller=player, cast=st.booleans(),
       x=st.integers(0, 3), kicked=st.integers(0, 3),
       cards=st.lists(st.tuples(st.sampled_from(ENTER_CARDS), player), max_size=5))
@example(card="Kalonian Hydra", controller="alice", cast=False, x=0, kicked=0,
         cards=[("Hardened Scales", "alice"), ("Blind Obedience", "alice"), ("Grumgully, the Generous", "alice")])
@example(card="Walking Ballista", controller="bob", cast=True, x=2, kicked=0,
         cards=[("Corpsejack Menace", "bob"), ("Blind Obedience", "alice"), ("Root Maze", "alice"),
                ("Azorius Guildgate", "bob")])
@example(card="Grizzly Bears", controller="alice", cast=True, x=0, kicked=0,
         cards=[("Root Maze", "bob"), ("Grumgully, the Generous", "bob"), ("Hardened Scales", "alice")])
@example(card="Everflowing Chalice", controller="alice", cast=True, x=0, kicked=2, cards=[("Root Maze", "bob")])
@example(card="Vivid Crag", controller="alice", cast=False, x=0, kicked=0,
         cards=[("Root Maze", "alice"), ("Blind Obedience", "bob")])
@example(card="Astral Cornucopia", controller="bob", cast=True, x=3, kicked=0,
         cards=[("Hardened Scales", "bob"), ("Corpsejack Menace", "bob")])
@example(card="Gemstone Mine", controller="alice", cast=False, x=0, kicked=0, cards=[])
@example(card="Cavern of Souls", controller="alice", cast=False, x=0, kicked=0, cards=[("Root Maze", "bob")])
def test_enter_events_agree_with_the_oracle(card, controller, cast, x, kicked, cards):
    x = stated_x(card, cast, x)
    entries = [{"card": c, "controller": ctl, "id": f"e{i}"} for i, (c, ctl) in enumerate(cards)]
    text = yaml_text(entries, [])
    result = mtgasp.orderings(board_from(text), mtgasp.EnterEvent(card, controller, x, cast, kicked))
    expected = oracle.enter(oracle.load_board(text), card, controller, x, cast, kicked)

    def state(r: dict) -> tuple:
        others = tuple(sorted((k, n) for k, n in r["counters_by_kind"].items() if k != "p1p1"))
        assert r["counters_by_kind"].get("p1p1", 0) == r["counters"]
        return (int(r["tapped"]), r["counters"], others, tuple(sorted(r["choices"])), r["copy_of"] or "")

    assert engine(result, state) == expected
    assert result.chooser == controller


@pytest.mark.slow
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(target=st.sampled_from(["alice", "bob", "hydra", "bears"]), amount=st.integers(0, 4),
       cards=st.lists(st.tuples(st.sampled_from(DAMAGE_CARDS), player, st.sampled_from(["hydra", "bears"])),
                      max_size=5))
@example(target="alice", amount=3, cards=[("Urza's Armor", "alice", "hydra"), ("Furnace of Rath", "bob", "hydra"),
                                          ("Healing Salve", "alice", "hydra")])
@example(target="hydra", amount=2, cards=[("Hardened Scales", "alice", "hydra"), ("Corpsejack Menace", "alice", "hydra"),
                                          ("Inviolability", "alice", "hydra")])
@example(target="bears", amount=3, cards=[("Inviolability", "alice", "bears"), ("Urza's Armor", "bob", "hydra"),
                                          ("Furnace of Rath", "alice", "hydra"), ("Hardened Scales", "bob", "hydra")])
@example(target="bob", amount=2, cards=[("Urza's Armor", "bob", "hydra"), ("Healing Salve", "alice", "hydra"),
                                        ("Phytohydra", "bob", "hydra")])
def test_damage_events_agree_with_the_oracle(target, amount, cards):
    entries = [{"card": "Phytohydra", "controller": "alice", "id": "hydra"},
               {"card": "Grizzly Bears", "controller": "bob", "id": "bears"}]
    effects = [{"card": "Lightning Bolt", "controller": "bob", "id": "bolt"}]
    for i, (card, ctl, where) in enumerate(cards):
        entry = {"card": card, "controller": ctl, "id": f"e{i}"}
        if card == "Inviolability":
            entry["attached_to"] = where
        if card == "Healing Salve":
            entry["chosen"] = "{player: " + ctl + "}"
            effects.append(entry)
        else:
            entries.append(entry)
    text = yaml_text(entries, effects)
    result = mtgasp.orderings(board_from(text), mtgasp.DamageEvent("bolt", target, amount))
    target_controller = target if target in PLAYERS else {e["id"]: e for e in entries}[target]["controller"]
    expected = oracle.damage(oracle.load_board(text), "bolt", target, amount)
    assert engine(result, lambda r: (r["damage"], r["prevented"], r["counters"])) == expected
    assert result.chooser == target_controller




@pytest.mark.slow
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(card=st.sampled_from(["Clone", "Clone", *COPY_ENTERING[1:]]), controller=player, cast=st.booleans(),
       x=st.integers(0, 3), cards=st.lists(st.tuples(st.sampled_from(COPY_BOARD_CARDS), player), max_size=5))
@example(card="Clone", controller="alice", cast=True, x=2,
         cards=[("Walking Ballista", "bob"), ("Kalonian Hydra", "bob"), ("Hardened Scales", "alice"),
                ("Corpsejack Menace", "alice"), ("Blind Obedience", "bob")])
@example(card="Clone", controller="alice", cast=False, x=0,
         cards=[("Essence of the Wild", "alice"), ("Skyshroud Behemoth", "bob"), ("Clone", "bob"),
                ("Grumgully, the Generous", "alice")])
@example(card="Walking Ballista", controller="bob", cast=True, x=3,
         cards=[("Essence of the Wild", "bob"), ("Essence of the Wild", "bob"), ("Harvester Druid", "alice")])
@example(card="Clone", controller="bob", cast=False, x=0,
         cards=[("Harvester Druid", "alice"), ("Grumgully, the Generous", "bob"), ("Grizzly Bears", "alice")])
def test_enter_events_with_copy_effects_agree_with_the_oracle(card, controller, cast, x, cards):
    x = stated_x(card, cast, x)
    # CR 616.1c (copy effects first), 616.1f (only effects that now apply), 707.5 (the copied "enters with"
    # abilities apply): every choice of what to copy is an outcome.
    entries = [{"card": c, "controller": ctl, "id": f"e{i}"} for i, (c, ctl) in enumerate(cards)]
    text = yaml_text(entries, [])
    result = mtgasp.orderings(board_from(text), mtgasp.EnterEvent(card, controller, x, cast))
    expected = oracle.enter(oracle.load_board(text), card, controller, x, cast)

    def state(r: dict) -> tuple:
        others = tuple(sorted((k, n) for k, n in r["counters_by_kind"].items() if k != "p1p1"))
        return (int(r["tapped"]), r["counters"], others, tuple(sorted(r["choices"])), r["copy_of"] or "")

    assert result.complete
    assert engine(result, state) == expected
