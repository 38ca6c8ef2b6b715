"""The engine's orderings agree with a brute-force permutation oracle (tests/orderings_oracle.py) on
random mana, entering and damage events."""
from __future__ import annotations

from collections import Counter

import orderings_oracle as oracle
from conftest import board_from
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mtgasp

PLAYERS = ("alice", "bob")
player = st.sampled_from(PLAYERS)
MANA_CARDS = ("Mana Reflection", "Nyxbloom Ancient", "Contamination", "Infernal Darkness", "Damping Sphere",
              "Pale Moon")
ENTER_CARDS = ("Blind Obedience", "Grumgully, the Generous", "Hardened Scales", "Corpsejack Menace",
               "Azorius Guildgate", "Root Maze")
DAMAGE_CARDS = ("Furnace of Rath", "Inviolability", "Phytohydra", "Urza's Armor", "Healing Salve",
                "Hardened Scales", "Corpsejack Menace")


def yaml_board(entries: list[dict], effects: list[dict]) -> mtgasp.Board:
    def line(e: dict) -> str:
        return "  - {" + ", ".join(f"{k}: {v!r}" if isinstance(v, str) else f"{k}: {v}" for k, v in e.items()) + "}\n"
    text = "players: [alice, bob]\nbattlefield:\n" + "".join(line(e) for e in entries)
    if effects:
        text += "effects:\n" + "".join(line(e) for e in effects)
    return board_from(text.replace("'{", "{").replace("}'", "}"))


def engine(result: mtgasp.Orderings, to_state) -> Counter:
    return Counter({to_state(o.result): o.orders for o in result.outcomes})


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tapped=st.sampled_from(["Forest", "Ancient Tomb"]),
       cards=st.lists(st.tuples(st.sampled_from(MANA_CARDS), player), max_size=6))
def test_mana_events_agree_with_the_oracle(tapped, cards):
    entries = [{"card": tapped, "controller": "alice", "id": "land"}]
    effects = []
    for i, (card, ctl) in enumerate(cards):
        (effects if card == "Pale Moon" else entries).append({"card": card, "controller": ctl, "id": f"e{i}"})
    b = yaml_board(entries, effects)
    result = mtgasp.orderings(b, mtgasp.TapEvent("land"))
    start = oracle.mana("CC" if tapped == "Ancient Tomb" else "G")
    effs = [e for e in (oracle.mana_effect(card, ctl, "alice", True, tapped == "Forest") for card, ctl in cards) if e]
    assert engine(result, lambda r: oracle.mana(r["mana"])) == oracle.brute_force(start, effs)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(card=st.sampled_from(sorted(oracle.ENTERING)), controller=player, cast=st.booleans(),
       x=st.integers(0, 3), kicked=st.integers(0, 3),
       cards=st.lists(st.tuples(st.sampled_from(ENTER_CARDS), player), max_size=5))
def test_enter_events_agree_with_the_oracle(card, controller, cast, x, kicked, cards):
    entries = [{"card": c, "controller": ctl, "id": f"e{i}"} for i, (c, ctl) in enumerate(cards)]
    b = yaml_board(entries, [])
    result = mtgasp.orderings(b, mtgasp.EnterEvent(card, controller, x, cast, kicked))
    effs = [oracle.own_enter_effect(card, x if cast else 0, kicked if cast else 0)]
    effs += [oracle.enter_effect(c, ctl, card, controller) for c, ctl in cards]
    expected = oracle.brute_force(oracle.ENTER_START, [e for e in effs if e])

    def state(r: dict) -> tuple:
        others = tuple(sorted((k, n) for k, n in r["counters_by_kind"].items() if k != "p1p1"))
        assert r["counters_by_kind"].get("p1p1", 0) == r["counters"]
        return (int(r["tapped"]), r["counters"], others, tuple(sorted(r["choices"])))

    assert engine(result, state) == expected
    assert result.chooser == controller


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(target=st.sampled_from(["alice", "bob", "hydra", "bears"]), amount=st.integers(0, 4),
       cards=st.lists(st.tuples(st.sampled_from(DAMAGE_CARDS), player, st.sampled_from(["hydra", "bears"])),
                      max_size=5))
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
    b = yaml_board(entries, effects)
    result = mtgasp.orderings(b, mtgasp.DamageEvent("bolt", target, amount))
    is_player = target in PLAYERS
    ids = {e["id"]: e for e in entries}
    target_controller = target if is_player else ids[target]["controller"]
    target_card = None if is_player else ids[target]["card"]
    effs = []
    for e in entries + effects[1:]:
        if e["id"] in ("bears",):
            continue
        eff = oracle.damage_effect(e["card"], e["controller"], target=target, target_is_player=is_player,
                                   target_controller=target_controller, target_card=target_card, target_id=target,
                                   effect_id=e["id"], attached_to=e.get("attached_to"),
                                   chosen_player=e["controller"] if e["card"] == "Healing Salve" else None,
                                   source_controller="bob", source_red=True)
        if eff:
            effs.append(eff)
    expected = oracle.brute_force((amount, 0, 0), effs)
    assert engine(result, lambda r: (r["damage"], r["prevented"], r["counters"])) == expected
    assert result.chooser == target_controller


COPY_BOARD_CARDS = ("Clone", "Kalonian Hydra", "Grizzly Bears", "Harvester Druid", "Corpsejack Menace",
                    "Grumgully, the Generous", "Hardened Scales", "Blind Obedience", "Essence of the Wild",
                    "Skyshroud Behemoth", "Walking Ballista")


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(card=st.sampled_from(["Clone", "Clone", "Rusted Sentinel", "Walking Ballista", "Kalonian Hydra"]),
       controller=player, cast=st.booleans(), x=st.integers(0, 3),
       cards=st.lists(st.tuples(st.sampled_from(COPY_BOARD_CARDS), player), max_size=5))
def test_enter_events_with_copy_effects_agree_with_the_oracle(card, controller, cast, x, cards):
    # CR 616.1c (copy effects first), 616.1f (only effects that now apply), 707.5 (the copied "enters with"
    # abilities apply): every choice of what to copy is an outcome.
    entries = [{"card": c, "controller": ctl, "id": f"e{i}"} for i, (c, ctl) in enumerate(cards)]
    b = yaml_board(entries, [])
    result = mtgasp.orderings(b, mtgasp.EnterEvent(card, controller, x, cast))
    expected = oracle.copy_enter_orders(card, controller, x if cast else 0, cards)

    def state(r: dict) -> tuple:
        others = tuple(sorted((k, n) for k, n in r["counters_by_kind"].items() if k != "p1p1"))
        return (int(r["tapped"]), r["counters"], others, r["copy_of"] or "")

    assert result.complete
    assert engine(result, state) == expected
