"""Session 36 (enterF36), issue 26: as-enters actions that reach other permanents, another zone or a random result
(CR 614.1c, 614.12, 614.12a), end to end through the CLI (`mtgasp orderings BOARD enter CARD`):
- "As this enchantment enters, sacrifice all lands you control." (Overlaid Terrain: `sacrifice_all(F)`, CR 701.21a: an
  instruction, no choice; the outcome's `sacrificed`);
- "As this enchantment enters, discard your hand." (Heightened Awareness: `discard_hand`, CR 701.9a: the board's
  hands:, the outcome's `discarded`; a hand not given is taken as empty and the answer says so);
- "As this creature enters, you may return a nonland permanent you control to its owner's hand. If you do, this
  creature enters with a +1/+1 counter on it." (Rescuer Sphinx: optional, possible only with one to return; the
  outcome's `returned`);
- "As this creature enters, if it was kicked, mill four cards." (Monstrous War-Leech), "... mill three cards for each
  time it was kicked." (Urborg Lhurgoyf: `mill(F, P)`, CR 701.17a-b, the board's libraries:);
- "As this creature enters, remove all counters from all permanents. This creature enters with a +1/+1 counter on it
  for each counter removed this way." (Thief of Blood: `remove_all_counters`, the amount `counters_removed(M)`);
- "As Haktos enters, choose 2, 3, or 4 at random." (Haktos the Unscarred: no player's choice, but each result one the
  game may have: one option `choose(number_V)` each, every one its own outcome)."""
from __future__ import annotations

from pathlib import Path

import pytest
from support import board_file, cli_json, compiled, cr_text

THIS = {"replacement(enters_battlefield)", "replacement_condition(this)"}

# The rules the tests below cite, word for word from data/comprehensive-rules.txt.gz.
CR_614_1C = ("614.1c Effects that read “[This permanent] enters with . . . ,” “As [this permanent] enters . . . ,” or "
             "“[This permanent] enters as . . . “ are replacement effects.")
CR_614_12A = ("614.12a If a replacement effect that modifies how a permanent enters the battlefield requires a choice, "
              "that choice is made before the permanent enters the battlefield.")
CR_701_21A = ("701.21a To sacrifice a permanent, its controller moves it from the battlefield directly to its owner’s "
              "graveyard. A player can’t sacrifice something that isn’t a permanent, or something that’s a permanent "
              "they don’t control.")
CR_701_17A = ("701.17a For a player to mill a number of cards, that player puts that many cards from the top of their "
              "library into their graveyard.")
CR_701_17B = ("701.17b A player can’t mill a number of cards greater than the number of cards in their library. If "
              "given the choice to do so, they can’t choose to take that action. If instructed to do so, they mill as "
              "many as possible.")
CR_702_33D = ("702.33d If a spell’s controller declares the intention to pay any of that spell’s kicker costs, that "
              "spell has been “kicked.” If a spell has two kicker costs or has multikicker, it may be kicked multiple "
              "times.")
CR_701_9A = "701.9a To discard a card, move it from its owner’s hand to that player’s graveyard."


def test_the_rules_cited_are_quoted_word_for_word():
    text = cr_text()
    for quote in (CR_614_1C, CR_614_12A, CR_701_21A, CR_701_9A, CR_701_17A, CR_701_17B, CR_702_33D):
        assert quote in text, quote


@pytest.mark.parametrize("name, number, facts", [
    # CR 614.1c, 701.21a — "As this enchantment enters, sacrifice all lands you control."
    ("Overlaid Terrain", 1, THIS | {"replacement_option(1,sacrifice_all(land))"}),
    # CR 614.1c, 701.9a — "As this enchantment enters, discard your hand."
    ("Heightened Awareness", 1, THIS | {"replacement_option(1,discard_hand)"}),
    # CR 614.1c, 614.12a — "you may return a nonland permanent you control to its owner's hand. If you do, this creature
    # enters with a +1/+1 counter on it."
    ("Rescuer Sphinx", 2, THIS | {"replacement_option(1,both(return_to_hand(nonland_permanent),"
                                  "enter_with_counters(p1p1,1)))",
                                  "replacement_condition(controls_more(nonland_permanent,0))", "optional_replacement"}),
    # CR 614.1c, 701.17a, 702.33d — "As this creature enters, if it was kicked, mill four cards." / "... mill three cards
    # for each time it was kicked."
    ("Monstrous War-Leech", 2, THIS | {"replacement_option(1,mill(4,0))", "replacement_condition(kicked)"}),
    ("Urborg Lhurgoyf", 2, THIS | {"replacement_option(1,mill(0,3))"}),
    # CR 614.1c — "remove all counters from all permanents. This creature enters with a +1/+1 counter on it for each
    # counter removed this way."
    ("Thief of Blood", 2, THIS | {"replacement_option(1,both(remove_all_counters,"
                                  "enter_with_counters(p1p1,counters_removed(1))))"}),
    # CR 614.12a — "As Haktos enters, choose 2, 3, or 4 at random.": one option for each result
    ("Haktos the Unscarred", 2, THIS | {"replacement_option(1,choose(number_2))",
                                        "replacement_option(2,choose(number_3))",
                                        "replacement_option(3,choose(number_4))",
                                        "random_options"}),  # random results, no one's choice (redteam27)
])
def test_the_grammar_reads_the_entering_text(name, number, facts):
    status, got = compiled(name)[number]
    assert status == "compiled" and got == facts


def test_what_is_left_unread_stays_flagged():
    # Haktos's "protection from each mana value other than the chosen number" reads the result: not read, so flagged
    assert compiled("Haktos the Unscarred")[3][0] == "unmodelled"
    # Lydari Elephant's random numbers set its power and toughness, Camato Scout's a landwalk: not read
    assert compiled("Lydari Elephant")[1][0] == "unmodelled"
    assert compiled("Camato Scout")[1][0] == "unmodelled"


def _enter(tmp_path: Path, card: str, body: str, *more: str) -> tuple[int, dict]:
    text = "players: [alice, bob]\n" + body
    return cli_json("orderings", str(board_file(tmp_path, text)), "enter", card, "--controller", "alice", *more)


def test_overlaid_terrain_sacrifices_every_land_its_controller_controls(tmp_path):
    # CR 701.21a: a player sacrifices only permanents they control: alice's three lands, not bob's Forest
    code, data = _enter(tmp_path, "Overlaid Terrain", """battlefield:
  - {card: Forest, controller: alice}
  - {card: Island, controller: alice, tapped: true}
  - {card: Plains, controller: alice}
  - {card: Forest, controller: bob}
  - {card: Grizzly Bears, controller: alice}
""")
    assert code == 0 and data["complete"]
    assert [o["result"].get("sacrificed") for o in data["outcomes"]] == [3]
    # none to sacrifice: it enters, nothing sacrificed
    code, data = _enter(tmp_path, "Overlaid Terrain", "battlefield:\n  - {card: Forest, controller: bob}\n")
    assert code == 0 and data["complete"]
    assert [o["result"].get("sacrificed") for o in data["outcomes"]] == [None]


def test_a_returned_permanent_whose_own_effect_applies_is_said_not_modelled(tmp_path):
    # Archelos, tapped: "other permanents enter tapped". Returned as the Sphinx enters (CR 614.12: its effect would be
    # gone), which one is returned is not explored: the answer says so, naming the ability (never silently wrong)
    code, data = _enter(tmp_path, "Rescuer Sphinx", """battlefield:
  - {card: "Archelos, Lagoon Mystic", controller: alice, tapped: true}
""")
    assert code == 3 and not data["complete"]
    assert any("Rescuer Sphinx" in n and "which one is returned is not explored" in n for n in data["notes"])


def test_heightened_awareness_discards_the_hand_the_board_gives(tmp_path):
    # CR 701.9a: every card of alice's hand (the player it enters under), none of bob's
    code, data = _enter(tmp_path, "Heightened Awareness",
                        "battlefield: []\nhands:\n  alice: [Forest, Grizzly Bears]\n  bob: [Island]\n")
    assert code == 0 and data["complete"]
    assert [o["result"].get("discarded") for o in data["outcomes"]] == [2]
    # an empty hand: nothing discarded
    code, data = _enter(tmp_path, "Heightened Awareness", "battlefield: []\nhands:\n  alice: []\n")
    assert code == 0 and data["complete"]
    assert [o["result"].get("discarded") for o in data["outcomes"]] == [None]


def test_a_hand_not_given_is_said(tmp_path):
    # Never a silently wrong answer: the board doesn't give alice's hand, so how many are discarded is not known
    code, data = _enter(tmp_path, "Heightened Awareness", "battlefield: []\n")
    assert code == 3 and not data["complete"]
    assert any("Heightened Awareness" in n and "doesn't give alice's hand" in n for n in data["notes"])
    assert [o["result"].get("discarded") for o in data["outcomes"]] == [None]


def test_haktos_each_random_result_is_an_outcome(tmp_path):
    # "choose 2, 3, or 4 at random": each number may be the result, so each is its own outcome (CR 614.12a: the choice
    # is made before it enters)
    code, data = _enter(tmp_path, "Haktos the Unscarred", "battlefield: []\n")
    # (incomplete only for its own unread ability 3, the protection that reads the number: said, naming it)
    assert code == 3 and [n for n in data["notes"] if "INCOMPLETE" in n and "not modelled" in n and "ability 3" in n]
    assert sorted(tuple(o["result"]["choices"]) for o in data["outcomes"]) == [
        ("number_2",), ("number_3",), ("number_4",)]


def test_rescuer_sphinx_may_return_a_nonland_permanent_for_a_counter(tmp_path):
    # CR 614.12a: the choice (return one or not) is made before it enters; both are explored. A land is no nonland
    # permanent, bob's Bears are not alice's (a player returns only a permanent they control)
    code, data = _enter(tmp_path, "Rescuer Sphinx", """battlefield:
  - {card: Grizzly Bears, controller: alice}
  - {card: Forest, controller: alice}
""")
    assert code == 0 and data["complete"]
    assert sorted((o["result"]["counters"], o["result"].get("returned", 0)) for o in data["outcomes"]) == [
        (0, 0), (1, 1)]
    # nothing to return: no "if you do", no counter
    code, data = _enter(tmp_path, "Rescuer Sphinx", """battlefield:
  - {card: Forest, controller: alice}
  - {card: Grizzly Bears, controller: bob}
""")
    assert code == 0 and data["complete"]
    assert [(o["result"]["counters"], o["result"].get("returned", 0)) for o in data["outcomes"]] == [(0, 0)]


def _milled(data: dict) -> list[int | None]:
    return [o["result"].get("milled") for o in data["outcomes"]]


LIBRARY = "battlefield: []\nlibraries:\n  alice: [Forest, Island, Plains, Swamp, Mountain, Forest, Island]\n"


def test_monstrous_war_leech_mills_four_only_if_kicked(tmp_path):
    # CR 701.17a: from the top of alice's library; CR 702.33d: only a kicked spell
    code, data = _enter(tmp_path, "Monstrous War-Leech", LIBRARY, "--cast", "--kicked", "1")
    assert 4 in _milled(data) and len(data["outcomes"]) == 1
    code, data = _enter(tmp_path, "Monstrous War-Leech", LIBRARY, "--cast", "--kicked", "0")
    assert _milled(data) == [None]
    # CR 701.17b: no more than the library holds
    code, data = _enter(tmp_path, "Monstrous War-Leech", "battlefield: []\nlibraries:\n  alice: [Forest, Island]\n",
                        "--cast", "--kicked", "1")
    assert _milled(data) == [2]


def test_urborg_lhurgoyf_mills_three_for_each_kick(tmp_path):
    # "Kicker {U} and/or {B}": kicked twice, six cards (CR 702.33d); seven in the library
    code, data = _enter(tmp_path, "Urborg Lhurgoyf", LIBRARY, "--cast", "--kicked", "2")
    assert _milled(data) == [6]
    code, data = _enter(tmp_path, "Urborg Lhurgoyf", LIBRARY, "--cast", "--kicked", "1")
    assert _milled(data) == [3]


def test_a_library_not_given_is_said(tmp_path):
    code, data = _enter(tmp_path, "Urborg Lhurgoyf", "battlefield: []\n", "--cast", "--kicked", "1")
    assert code == 3 and _milled(data) == [3]
    assert any("Urborg Lhurgoyf" in n and "doesn't give alice's library" in n for n in data["notes"])


def test_thief_of_blood_takes_every_counter_of_every_permanent(tmp_path):
    # every kind, every controller's: 2 +1/+1 + 3 charge + 1 -1/-1 = 6 counters removed, 6 +1/+1 counters (CR 614.1c)
    code, data = _enter(tmp_path, "Thief of Blood", """battlefield:
  - {card: Grizzly Bears, controller: alice, counters: {"+1/+1": 2}}
  - {card: Forest, controller: bob, counters: {charge: 3}}
  - {card: Llanowar Elves, controller: bob, counters: {"-1/-1": 1}}
""")
    assert code == 0 and data["complete"]
    assert [(o["result"]["counters"], o["result"].get("counters_removed")) for o in data["outcomes"]] == [(6, 6)]
    # none anywhere: none removed, none put
    code, data = _enter(tmp_path, "Thief of Blood", "battlefield:\n  - {card: Grizzly Bears, controller: alice}\n")
    assert code == 0 and data["complete"]
    assert [(o["result"]["counters"], o["result"].get("counters_removed")) for o in data["outcomes"]] == [(0, None)]


def test_thief_of_blood_with_hardened_scales_and_an_effect_source_with_counters(tmp_path):
    # Hardened Scales (CR 614.16: "that many plus one") applies to the counters it enters with: 2 removed, 3 put
    code, data = _enter(tmp_path, "Thief of Blood", """battlefield:
  - {card: Hardened Scales, controller: alice}
  - {card: Grizzly Bears, controller: bob, counters: {"+1/+1": 2}}
""")
    assert code == 0 and data["complete"]
    assert sorted(o["result"]["counters"] for o in data["outcomes"]) == [3]
    # the source of an effect on this event has counters (its effect may read them, and they are removed): said
    code, data = _enter(tmp_path, "Thief of Blood", """battlefield:
  - {card: Hardened Scales, controller: alice, counters: {charge: 1}}
""")
    assert code == 3 and any("Thief of Blood" in n and "removes every counter" in n for n in data["notes"])
