"""`mana` against a brute-force enumeration written here from the card texts, on random boards.

The brute force doesn't use the engine's rules: for every mana source it lists by hand what tapping it
can add (with Contamination and Mana Reflection in either order, and the "tapped for mana" triggers),
takes every combination of tapping or not tapping each source, and keeps the maximal multisets.
"""
from __future__ import annotations

import itertools
from collections import Counter

from conftest import board_from
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mtgasp

TYPES = "WUBRGC"

# card: (is land, is creature, land subtypes, basic, the choices of mana it adds before replacement)
SOURCES = {
    "Forest": (True, False, {"forest"}, True, ["G"]),
    "Island": (True, False, {"island"}, True, ["U"]),
    "Mountain": (True, False, {"mountain"}, True, ["R"]),
    "Wastes": (True, False, set(), True, ["C"]),
    "Tropical Island": (True, False, {"forest", "island"}, False, ["G", "U"]),
    "Watery Grave": (True, False, {"island", "swamp"}, False, ["U", "B"]),
    "Sol Ring": (False, False, set(), False, ["CC"]),
    "Llanowar Elves": (False, True, set(), False, ["G"]),
    "Birds of Paradise": (False, True, set(), False, list("WUBRG")),
    "Gaea's Cradle": (True, False, set(), False, None),  # {G} for each creature you control
}
STATICS = ["Mana Flare", "Heartbeat of Spring", "Zendikar Resurgent", "Vorinclex, Voice of Hunger",
           "Contamination", "Mana Reflection", "Caged Sun", "Gauntlet of Power"]
AURAS = ["Wild Growth", "Overgrowth", "Utopia Sprawl"]
COLORS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def add(*pools: Counter) -> Counter:
    out = Counter()
    for p in pools:
        out.update(p)
    return out


def key(pool: Counter) -> str:
    return "".join(t * pool[t] for t in TYPES)


def brute_force(board: dict, player: str) -> set[str]:
    perms = board["permanents"]
    statics = board["statics"]
    creatures = sum(1 for p in perms if p["controller"] == player and SOURCES[p["card"]][1])
    creatures += sum(1 for s in statics if s["card"] == "Vorinclex, Voice of Hunger" and s["controller"] == player)

    def outcomes(p) -> list[Counter]:
        land, creature, subtypes, basic, choices = SOURCES[p["card"]]
        if p["card"] == "Gaea's Cradle":
            choices = ["G" * creatures]
        results: set[str] = set()
        contamination = land and any(s["card"] == "Contamination" for s in statics)
        reflections = sum(1 for s in statics if s["card"] == "Mana Reflection" and s["controller"] == player)
        for made in choices:
            # Each Mana Reflection doubles; Contamination makes it {B} (applied at any point of the order).
            for place in range(reflections + 1) if contamination else [None]:
                mana = made
                for i in range(reflections + 1):
                    if place == i and mana:
                        mana = "B"
                    if i < reflections:
                        mana = mana * 2
                results.add(mana)
        out = []
        for mana in results:
            out.extend(triggered(p, Counter(mana), land, subtypes, basic))
        return out

    def triggered(p, made: Counter, land, subtypes, basic) -> list[Counter]:
        if not made or not land:  # no mana produced: nothing triggers (CR 106.12a); only lands here
            return [made]
        extras: list[list[Counter]] = []
        for s in statics:
            card, mine = s["card"], s["controller"] == p["controller"]
            if card == "Mana Flare" or card == "Heartbeat of Spring" or (
                    card in ("Zendikar Resurgent", "Vorinclex, Voice of Hunger") and mine):
                extras.append([Counter(t) for t in made])
            elif card == "Caged Sun" and mine and made[s["color"]]:
                extras.append([Counter(s["color"])])
            elif card == "Gauntlet of Power" and basic and made[s["color"]]:
                extras.append([Counter(s["color"])])
        for a in board["auras"]:
            if a["on"] != p["id"]:
                continue
            if a["card"] == "Wild Growth":
                extras.append([Counter("G")])
            elif a["card"] == "Overgrowth":
                extras.append([Counter("GG")])
            elif a["card"] == "Utopia Sprawl" and "forest" in subtypes:
                extras.append([Counter(a["color"])])
        return [add(made, *combo) for combo in itertools.product(*extras)] if extras else [made]

    choices = []
    for p in perms:
        if p["controller"] != player:
            continue
        land, creature, *_ = SOURCES[p["card"]]
        can_tap = not p["tapped"] and not (creature and p["sick"])
        choices.append([Counter()] + (outcomes(p) if can_tap else []))
    pools = {key(add(*combo)) for combo in itertools.product(*choices)}
    counts = {p: Counter(p) for p in pools}
    return {p for p in pools
            if not any(q != p and all(counts[q][t] >= counts[p][t] for t in TYPES) for q in pools)}


def render(board: dict) -> str:
    lines = ["players: [alice, bob]", "battlefield:"]
    for p in board["permanents"]:
        lines.append(f'  - {{card: "{p["card"]}", controller: {p["controller"]}, id: {p["id"]}, '
                     f'tapped: {str(p["tapped"]).lower()}, sick: {str(p["sick"]).lower()}}}')
    for i, s in enumerate(board["statics"]):
        chosen = f', chosen: {{color: {COLORS[s["color"]]}}}' if s.get("color") else ""
        lines.append(f'  - {{card: "{s["card"]}", controller: {s["controller"]}, id: s{i}{chosen}}}')
    for i, a in enumerate(board["auras"]):
        chosen = f', chosen: {{color: {COLORS[a["color"]]}}}' if a.get("color") else ""
        lines.append(f'  - {{card: "{a["card"]}", controller: alice, id: a{i}, attached_to: {a["on"]}{chosen}}}')
    return "\n".join(lines) + "\n"


@st.composite
def boards(draw):
    n = draw(st.integers(1, 4))
    perms = []
    for i in range(n):
        perms.append({"card": draw(st.sampled_from(sorted(SOURCES))), "id": f"p{i}",
                      "controller": draw(st.sampled_from(["alice", "alice", "bob"])),
                      "tapped": draw(st.sampled_from([False, False, False, True])),
                      "sick": draw(st.booleans())})
    statics = []
    for card in draw(st.lists(st.sampled_from(STATICS), max_size=2)):
        s = {"card": card, "controller": draw(st.sampled_from(["alice", "bob"]))}
        if card in ("Caged Sun", "Gauntlet of Power"):
            s["color"] = draw(st.sampled_from("WUBRG"))
        statics.append(s)
    auras = []
    lands = [p["id"] for p in perms if SOURCES[p["card"]][0]]
    if lands:
        for card in draw(st.lists(st.sampled_from(AURAS), max_size=1)):
            a = {"card": card, "on": draw(st.sampled_from(lands))}
            if card == "Utopia Sprawl":
                a["color"] = draw(st.sampled_from("WUBRG"))
            auras.append(a)
    return {"permanents": perms, "statics": statics, "auras": auras}


@settings(max_examples=int(__import__("os").environ.get("MANA_EXAMPLES", "60")), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(boards(), st.sampled_from(["alice", "bob"]))
def test_mana_matches_brute_force(board, player):
    text = render(board)
    engine = {o.mana for o in mtgasp.mana(board_from(text), player).options}
    assert engine == brute_force(board, player), text


def test_brute_force_knows_the_issue_cases():
    board = {"permanents": [{"card": "Watery Grave", "id": "g", "controller": "alice", "tapped": False,
                             "sick": False}],
             "statics": [{"card": "Mana Flare", "controller": "bob"}], "auras": []}
    assert brute_force(board, "alice") == {"UU", "BB"}
