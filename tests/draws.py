"""What the property tests draw, shared by the files that use it: the cards of the random boards (the
brute-force oracle's one card model, tests/oracle/cards.py, knows each; tests/queries/test_oracle_model.py checks
it) and the random boards of `mana` with their brute force (tests/queries/test_mana_oracle.py and
tests/queries/test_mana_sum.py)."""
from __future__ import annotations

import oracle
from hypothesis import strategies as st

# --- could-produce and produce (tests/queries/test_produce_oracle.py) ------------------------------------------

PRODUCERS = ["Forest", "Island", "Swamp", "Mountain", "Plains", "Wastes", "Tropical Island", "Savannah",
             "Ancient Tomb", "Sol Ring", "Llanowar Elves", "Birds of Paradise", "City of Brass", "Gaea's Cradle",
             "Grizzly Bears", "Meteor Crater", "Calciform Pools", "Cavern of Souls", "Vivid Crag", "Gemstone Mine",
             "Reflecting Pool", "Exotic Orchard", "Fellwar Stone", "Naga Vitalist", "Harvester Druid",
             "Star Compass", "Sylvok Explorer"]
REFLECTING = ["Reflecting Pool", "Exotic Orchard", "Fellwar Stone", "Naga Vitalist", "Harvester Druid",
              "Star Compass", "Sylvok Explorer"]
REPLACEMENTS = ["Contamination", "Infernal Darkness", "Pale Moon", "Reality Twist", "Naked Singularity",
                "Mana Reflection", "Nyxbloom Ancient", "Damping Sphere"]

# --- orderings (tests/queries/test_orderings_oracle.py) ---------------------------------------------------------

MANA_CARDS = ("Mana Reflection", "Nyxbloom Ancient", "Contamination", "Infernal Darkness", "Damping Sphere",
              "Pale Moon")
ENTER_CARDS = ("Blind Obedience", "Grumgully, the Generous", "Hardened Scales", "Corpsejack Menace",
               "Azorius Guildgate", "Root Maze")
DAMAGE_CARDS = ("Furnace of Rath", "Inviolability", "Phytohydra", "Urza's Armor", "Healing Salve",
                "Hardened Scales", "Corpsejack Menace", "Fire Servant", "Plated Pegasus", "Benevolent Unicorn")
ENTERING = ("Astral Cornucopia", "Azorius Guildgate", "Cavern of Souls", "Everflowing Chalice", "Gemstone Mine",
            "Grizzly Bears", "Kalonian Hydra", "Vivid Crag", "Walking Ballista")
COPY_BOARD_CARDS = ("Clone", "Kalonian Hydra", "Grizzly Bears", "Harvester Druid", "Corpsejack Menace",
                    "Grumgully, the Generous", "Hardened Scales", "Blind Obedience", "Essence of the Wild",
                    "Skyshroud Behemoth", "Walking Ballista")
COPY_ENTERING = ("Clone", "Rusted Sentinel", "Walking Ballista", "Kalonian Hydra")

# --- mana (tests/queries/test_mana_oracle.py, tests/queries/test_mana_sum.py) ------------------------------------

# The mana sources, static abilities and Auras of the boards (the oracle's card model knows each).
SOURCES = ["Birds of Paradise", "Forest", "Gaea's Cradle", "Island", "Llanowar Elves", "Mountain", "Sol Ring",
           "Tropical Island", "Wastes", "Watery Grave"]
STATICS = ["Mana Flare", "Heartbeat of Spring", "Zendikar Resurgent", "Vorinclex, Voice of Hunger",
           "Contamination", "Mana Reflection", "Caged Sun", "Gauntlet of Power"]
AURAS = ["Wild Growth", "Overgrowth", "Utopia Sprawl"]
COLORS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def is_land(card: str) -> bool:
    return "land" in oracle.CARDS[card.casefold()].types


def brute_force(board: dict, player: str) -> set[str]:
    return oracle.mana_pools(oracle.load_board(render(board)), player)


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
        perms.append({"card": draw(st.sampled_from(SOURCES)), "id": f"p{i}",
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
    lands = [p["id"] for p in perms if is_land(p["card"])]
    if lands:
        # Utopia Sprawl has "Enchant Forest": on another land it is put into the graveyard (CR 303.4d, 704.5m), and the
        # rules refuse such a board
        forests = [p["id"] for p in perms if "forest" in oracle.CARDS[p["card"].casefold()].subtypes]
        for card in draw(st.lists(st.sampled_from(AURAS), max_size=1)):
            if card == "Utopia Sprawl" and not forests:
                continue
            a = {"card": card, "on": draw(st.sampled_from(forests if card == "Utopia Sprawl" else lands))}
            if card == "Utopia Sprawl":
                a["color"] = draw(st.sampled_from("WUBRG"))
            auras.append(a)
    return {"permanents": perms, "statics": statics, "auras": auras}


@st.composite
def larger_boards(draw):
    """Boards of boards() with up to 3 more mana sources, all alice's (up to 7 sources: tests/queries/test_mana_sum.py,
    test_perf42_session34.py)."""
    board = draw(boards())
    more = draw(st.lists(st.sampled_from(sorted(SOURCES)), max_size=3))
    board["permanents"] += [{"card": c, "id": f"q{i}", "controller": "alice", "tapped": False, "sick": False}
                            for i, c in enumerate(more)]
    return board
