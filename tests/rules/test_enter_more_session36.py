"""Session 36 (enterG36), issue 26: more replacement effects on a permanent entering (CR 614.1a, 614.1c, 614.12a), end to
end through the CLI (`mtgasp orderings BOARD enter CARD`):
- "If this land would enter, instead sacrifice each other permanent named Sheltered Valley you control, then put this
  land onto the battlefield." (Sheltered Valley: `sacrifice_all(named(F, X))`, the filter `named(F, X)`, CR 201.2a);
- "If this artifact would enter, you may discard a land card instead. If you do, put this artifact onto the
  battlefield. If you don't, put it into its owner's graveyard." (Mox Diamond: `discard_or_graveyard(card_type(land))`,
  a choice explored both ways, read in the board's hands:, CR 701.9a, 614.6)."""
from __future__ import annotations

from pathlib import Path

from support import board_file, cli_json, compiled, cr_text

THIS = {"replacement(enters_battlefield)", "replacement_condition(this)"}

# The rules the tests below cite, word for word from data/comprehensive-rules.txt.gz.
CR_614_1A = ("614.1a Effects that use the word “instead” are replacement effects. Most replacement effects use the word "
             "“instead” to indicate what events will be replaced with other events.")
CR_614_6 = ("614.6. If an event is replaced, it never happens. A modified event occurs instead, which may in turn trigger "
            "abilities.")
CR_614_12A = ("614.12a If a replacement effect that modifies how a permanent enters the battlefield requires a choice, "
              "that choice is made before the permanent enters the battlefield.")
CR_201_2A = ("201.2a Two or more objects have the same name if they have at least one name in common, even if one or more "
             "of those objects have additional names.")
CR_701_21A = ("701.21a To sacrifice a permanent, its controller moves it from the battlefield directly to its owner’s "
              "graveyard. A player can’t sacrifice something that isn’t a permanent, or something that’s a permanent "
              "they don’t control.")
CR_701_9A = "701.9a To discard a card, move it from its owner’s hand to that player’s graveyard."


def test_the_rules_cited_are_quoted_word_for_word():
    text = cr_text()
    for quote in (CR_614_1A, CR_614_6, CR_614_12A, CR_201_2A, CR_701_21A, CR_701_9A):
        assert quote in text, quote


def test_the_grammar_reads_the_entering_text():
    # CR 614.1a, 201.2a — "instead sacrifice each other permanent named Sheltered Valley you control"
    assert compiled("Sheltered Valley")[1] == (
        "compiled", THIS | {'replacement_option(1,sacrifice_all(named(permanent,"Sheltered Valley")))'})
    # CR 614.1a, 701.9a — "you may discard a land card instead"
    assert compiled("Mox Diamond")[1] == (
        "compiled", THIS | {"replacement_option(1,discard_or_graveyard(card_type(land)))"})
    # the rest of Sheltered Valley (its upkeep trigger) is not read: flagged
    assert compiled("Sheltered Valley")[2][0] == "unmodelled"


def _enter(tmp_path: Path, card: str, body: str, *more: str) -> tuple[int, dict]:
    text = "players: [alice, bob]\n" + body
    return cli_json("orderings", str(board_file(tmp_path, text)), "enter", card, "--controller", "alice", *more)


def test_sheltered_valley_sacrifices_the_permanents_of_its_name_its_controller_controls(tmp_path):
    # CR 201.2a, 701.21a: alice's two Sheltered Valleys, not bob's, not her Forest
    code, data = _enter(tmp_path, "Sheltered Valley", """battlefield:
  - {card: Sheltered Valley, controller: alice}
  - {card: Sheltered Valley, controller: alice, tapped: true}
  - {card: Sheltered Valley, controller: bob}
  - {card: Forest, controller: alice}
""")
    assert code == 0 and data["complete"]
    assert [o["result"].get("sacrificed") for o in data["outcomes"]] == [2]
    # none of that name: it enters, nothing sacrificed
    code, data = _enter(tmp_path, "Sheltered Valley", "battlefield:\n  - {card: Forest, controller: alice}\n")
    assert code == 0 and data["complete"]
    assert [o["result"].get("sacrificed") for o in data["outcomes"]] == [None]


def test_mox_diamond_explores_discarding_a_land_and_not(tmp_path):
    # CR 614.12a: the choice is made before it enters; both are outcomes: a land card discarded (CR 701.9a) and it
    # enters, or none and it goes to the graveyard (CR 614.6: the event never happens)
    code, data = _enter(tmp_path, "Mox Diamond", "battlefield: []\nhands:\n  alice: [Forest, Grizzly Bears]\n")
    assert code == 0 and data["complete"]
    got = sorted((bool(o["result"].get("to_graveyard")), o["result"].get("discarded")) for o in data["outcomes"])
    assert got == [(False, 1), (True, None)]


def test_mox_diamond_without_a_land_card_goes_to_the_graveyard(tmp_path):
    # only nonland cards in hand (and bob's land doesn't count: "you may discard", from alice's hand)
    code, data = _enter(tmp_path, "Mox Diamond",
                        "battlefield: []\nhands:\n  alice: [Grizzly Bears]\n  bob: [Forest]\n")
    assert code == 0 and data["complete"]
    assert [bool(o["result"].get("to_graveyard")) for o in data["outcomes"]] == [True]


def test_mox_diamond_with_a_hand_not_given_says_so(tmp_path):
    # Never a silently wrong answer: both are explored, and the answer says it can't know the hand
    code, data = _enter(tmp_path, "Mox Diamond", "battlefield: []\n")
    assert code == 3 and not data["complete"]
    assert any("Mox Diamond" in n and "doesn't give alice's hand" in n for n in data["notes"])
    assert len(data["outcomes"]) == 2
