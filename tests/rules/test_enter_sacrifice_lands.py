"""Lands that sacrifice other lands to enter, or go to the graveyard instead (issue 26, session 20): "If this land would
enter, sacrifice two untapped lands instead. If you do, put this land onto the battlefield. If you don't, put it into
its owner's graveyard." (Lotus Vale, Scorched Ruins, Balduvian Trading Post, Soldevi Excavations, Heart of Yavimaya,
Kjeldoran Outpost, Lake of the Dead; CR 614.12, 701.21a). The rulings themselves are data
(tests/rulings/orderings_enter_limits.yaml); here: a brute-force oracle written from the Oracle texts, the text and JSON
renderings, the CLI, and the answer that says which lands are sacrificed is not explored."""
from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import board_from, run_cli

import mtgasp
from mtgasp import EnterEvent
from mtgasp.render.text import orderings as to_text
from mtgasp.render.words import listed

# What each land needs, read from its Oracle text: (how many, of which basic land type or any land, untapped only).
NEEDS = {"Lotus Vale": (2, None, True), "Scorched Ruins": (2, None, True),
         "Balduvian Trading Post": (1, "Mountain", True), "Soldevi Excavations": (1, "Island", True),
         "Heart of Yavimaya": (1, "Forest", False), "Kjeldoran Outpost": (1, "Plains", False),
         "Lake of the Dead": (1, "Swamp", False)}
BASICS = ("Forest", "Island", "Mountain", "Plains", "Swamp")


def _board(lands: list[tuple[str, bool, str]]) -> mtgasp.Board:
    rows = "".join(f"  - {{card: {name}, controller: {who}, tapped: {str(tapped).lower()}}}\n"
                   for name, tapped, who in lands)
    return board_from("players: [alice, bob]\nbattlefield:\n" + rows)


def _oracle(card: str, lands: list[tuple[str, bool, str]]) -> dict:
    """The outcome the Oracle text gives: K of alice's matching lands sacrificed, or into the graveyard (no choice: a
    player sacrifices when able, CR 701.21a; the Lotus Vale ruling of 2008-04-01)."""
    k, kind, untapped = NEEDS[card]
    able = sum(1 for name, tapped, who in lands
               if who == "alice" and (kind is None or name == kind) and not (untapped and tapped))
    return {"sacrificed": k} if able >= k else {"to_graveyard": True}


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(NEEDS)),
       st.lists(st.tuples(st.sampled_from(BASICS), st.booleans(), st.sampled_from(["alice", "bob"])),
                min_size=1, max_size=4))
def test_sacrifice_or_graveyard_agrees_with_the_oracle_text(card, lands):
    r = mtgasp.orderings(_board(lands), EnterEvent(card, "alice"))
    assert r.complete and len(r.outcomes) == 1
    result = r.outcomes[0].result
    expected = _oracle(card, lands)
    assert {k: result.get(k) for k in expected} == expected
    assert ("sacrificed" in result) != ("to_graveyard" in result)


def test_text_and_json_say_it_never_entered():
    b = board_from("""
        players: [alice, bob]
        battlefield:
          - {card: Forest, controller: alice}
          - {card: Kismet, controller: bob}
    """)
    r = mtgasp.orderings(b, EnterEvent("Lotus Vale", "alice"))
    text = to_text(r)
    assert "put into its owner's graveyard instead: it doesn't enter" in text and "tapped, 0" not in text.split("tree")[0]
    # Kismet applied first made it "tapped", but it never enters: one outcome, reached by both orders (CR 614.6).
    assert [(o.result["to_graveyard"], o.orders) for o in r.outcomes] == [(True, 2)]


def test_cli_json_says_how_many_were_sacrificed(tmp_path):
    path = tmp_path / "board.yaml"
    path.write_text("players: [alice, bob]\nbattlefield:\n  - {card: Mountain, controller: alice}\n"
                    "  - {card: Mountain, controller: alice, tapped: true}\n", encoding="utf-8")
    done = run_cli("orderings", str(path), "enter", "Balduvian Trading Post", "--controller", "alice", "--json")
    assert done.returncode == 0, done.stderr
    [outcome] = json.loads(done.stdout)["outcomes"]
    assert outcome["result"]["sacrificed"] == 1 and outcome["result"]["tapped"] is False


def test_a_land_it_could_sacrifice_that_modifies_the_event_makes_the_answer_incomplete():
    # Which lands are sacrificed is not explored (CR 614.12, 616.1f: a sacrificed permanent's own effects no longer
    # apply); Gond Gate, an untapped land alice controls, has an effect on entering lands: the answer says so.
    b = board_from("""
        players: [alice, bob]
        battlefield:
          - {card: Forest, controller: alice}
          - {card: Gond Gate, controller: alice}
    """)
    r = mtgasp.orderings(b, EnterEvent("Lotus Vale", "alice"))
    assert not r.complete and any("ability 1 of Lotus Vale sacrifices" in n for n in listed(r.notes))
    # Kjeldoran Outpost sacrifices a Plains: Gond Gate can't be one, and alice has none: complete, to the graveyard.
    r = mtgasp.orderings(b, EnterEvent("Kjeldoran Outpost", "alice"))
    assert r.complete and [o.result.get("to_graveyard") for o in r.outcomes] == [True]
