"""Property (issue 9): on random boards of real cards with simple mana abilities, could-produce (CR 106.7)
agrees with a reading of the Oracle text written here, independently of the compiler: the cards and
what they make are read from the reference file with this test's own patterns."""
from __future__ import annotations

import json
import re
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import board_from, oracle_cards

import mtgasp

LETTERS = "WUBRGC"
BASIC = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
SYMBOLS = r"(?:\{[WUBRGC]\})"
MANA_LINE = re.compile(rf"^\{{T\}}: Add ({SYMBOLS}+|{SYMBOLS}(?:, {SYMBOLS})*,? or {SYMBOLS}|one mana of any color)\."
                       r"( This (land|artifact) deals 1 damage to you\.)?$")
HARMLESS = {"This land enters tapped.", "This artifact enters tapped."}


def reading(card: dict) -> str | None:
    """The types a card's permanent could produce, read from its Oracle text and type line; None when the
    card says anything else (only cards this reading understands are used)."""
    if card.get("layout") != "normal" or not {"Land", "Artifact"} & set(card["types"]) or "Creature" in card["types"]:
        return None
    found = {BASIC[s] for s in card["subtypes"] if s in BASIC}  # CR 305.6: intrinsic abilities
    for line in (card.get("text") or "").split("\n"):
        line = re.sub(r"\s*\([^()]*\)", "", line).strip()
        if not line or line in HARMLESS:
            continue
        m = MANA_LINE.match(line)
        if m is None:
            return None
        effect = m.group(1)
        found |= set("WUBRG") if effect == "one mana of any color" else set(re.findall(r"\{([WUBRGC])\}", effect))
    return "".join(t for t in LETTERS if t in found)


@lru_cache(maxsize=1)
def simple_cards() -> list[tuple[str, str]]:
    out = [(c["name"], reading(c)) for c in oracle_cards()]
    return sorted((n, r) for n, r in out if r is not None and r and '"' not in n and "//" not in n)


def test_the_reading_finds_many_cards():
    cards = dict(simple_cards())
    assert len(cards) > 100
    assert cards["Sol Ring"] == "C" and cards["Arcane Sanctum"] == "WUB" and cards["Adarkar Wastes"] == "WUC"
    assert cards["Tundra"] == "WU"  # CR 305.6: the intrinsic abilities of its land types


@pytest.mark.slow
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.integers(min_value=0, max_value=10_000), st.booleans()), min_size=1, max_size=6))
def test_could_produce_agrees_with_the_oracle_text(picks):
    cards = simple_cards()
    chosen = [(cards[i % len(cards)], tapped) for i, tapped in picks]
    lines = [f'  - {{card: {json.dumps(name)}, controller: alice, id: "p{k}", tapped: {str(tapped).lower()}}}'
             for k, ((name, _), tapped) in enumerate(chosen)]
    board = board_from("players: [alice]\nbattlefield:\n" + "\n".join(lines) + "\n")
    result = mtgasp.could_produce(board)
    # CR 106.7: "Ignore whether any costs of the ability could or could not be paid" (tapped or not).
    assert result.complete
    assert {k: "".join(v) for k, v in result.types.items()} == {f"p{k}": r for k, ((_, r), _) in enumerate(chosen)}
