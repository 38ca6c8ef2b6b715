"""A board may state the cards in a player's hand (hands:, CR 402.1), and the cards that reveal from a hand as they
enter read it (session 32, issue 26), end to end through the CLI (`mtgasp orderings BOARD enter CARD`), real cards:
- the reveal lands ("As this land enters, you may reveal a Giant card from your hand. If you don't, this land enters
  tapped", Ancient Amphitheater; Choked Estuary; Temple of the Dragon Queen): a card can be revealed only from the hand
  (CR 701.20a), so the reveal is an option only if the hand holds one; a hand not given doesn't limit it;
- Amplify (CR 702.38a: "reveal any number of cards from your hand that share a creature type with it. This permanent
  enters with N +1/+1 counters on it for each card revealed this way"): every number of them is the player's choice,
  and the answer is complete when the hand is given (incomplete, hand_not_given, when it isn't)."""
from __future__ import annotations

from pathlib import Path

from support import board_file, cli_json, run_cli


def _enter(tmp_path: Path, card: str, hand: str | None) -> tuple[int, dict]:
    text = "players: [alice, bob]\nbattlefield: []\n" + ("" if hand is None else f"hands:\n  alice: {hand}\n")
    return cli_json("orderings", str(board_file(tmp_path, text)), "enter", card, "--controller", "alice")


def _results(data: dict) -> list[tuple[bool, int, int, tuple[str, ...]]]:
    """(tapped, +1/+1 counters, cards revealed, choices) of each outcome, sorted."""
    return sorted((o["result"]["tapped"], o["result"]["counters"], o["result"].get("revealed", 0),
                   tuple(o["result"]["choices"])) for o in data["outcomes"])


def test_a_reveal_land_can_reveal_only_a_card_its_hand_holds(tmp_path):
    # Ancient Amphitheater: "you may reveal a Giant card from your hand. If you don't, this land enters tapped".
    # CR 701.20a: revealing shows a card of the hand; with a Giant in hand both options are alice's (CR 614.12a) ...
    code, data = _enter(tmp_path, "Ancient Amphitheater", "[Stonehewer Giant, Grizzly Bears]")
    assert code == 0 and data["complete"]
    assert _results(data) == [(False, 0, 0, ("revealed_card",)), (True, 0, 0, ())]
    # ... with none (a Bear is no Giant), only "enters tapped" is left; an empty hand too.
    for hand in ("[Grizzly Bears]", "[]"):
        code, data = _enter(tmp_path, "Ancient Amphitheater", hand)
        assert code == 0 and data["complete"] and _results(data) == [(True, 0, 0, ())]
    # No hand given: the board doesn't say, so the reveal stays possible (the behaviour before hands:).
    code, data = _enter(tmp_path, "Ancient Amphitheater", None)
    assert _results(data) == [(False, 0, 0, ("revealed_card",)), (True, 0, 0, ())]


def test_choked_estuary_reveals_a_land_card_of_either_subtype(tmp_path):
    # Choked Estuary: "you may reveal an Island or Swamp card from your hand". Ruling 2016-04-08: "You may reveal any
    # land card with either or both of the appropriate subtypes. It doesn't have to be a basic land. For example, you
    # could reveal Prairie Stream" (a Plains Island).
    code, data = _enter(tmp_path, "Choked Estuary", "[Prairie Stream]")
    assert code == 0 and _results(data) == [(False, 0, 0, ("revealed_card",)), (True, 0, 0, ())]
    # Ruling 2016-04-08: "Lands don't have a subtype just because they can produce mana of the corresponding color":
    # Underground River (blue and black mana, no subtype) can't be revealed.
    code, data = _enter(tmp_path, "Choked Estuary", "[Underground River, Plains]")
    assert code == 0 and _results(data) == [(True, 0, 0, ())]


def test_temple_of_the_dragon_queen_reveals_only_a_dragon_in_hand(tmp_path):
    # "As this land enters, you may reveal a Dragon card from your hand. This land enters tapped unless you revealed a
    # Dragon card this way or you control a Dragon." With no Dragon in hand and none controlled, it enters tapped.
    code, data = _enter(tmp_path, "Temple of the Dragon Queen", "[Grizzly Bears]")
    assert code == 0 and {r[0] for r in _results(data)} == {True}
    code, data = _enter(tmp_path, "Temple of the Dragon Queen", "[Shivan Dragon]")
    assert code == 0 and {r[0] for r in _results(data)} == {False, True}


def test_amplify_reveals_any_number_of_the_cards_sharing_a_creature_type(tmp_path):
    # Kilnmouth Dragon, Amplify 3 (CR 702.38a: "reveal any number of cards from your hand that share a creature type
    # with it ... N +1/+1 counters on it for each card revealed"): two Dragons in hand (Shivan Dragon, Thunder Dragon),
    # a Bear that shares none: 0, 1 or 2 of them revealed, each alice's choice.
    code, data = _enter(tmp_path, "Kilnmouth Dragon", "[Shivan Dragon, Grizzly Bears, Thunder Dragon]")
    assert code == 0 and data["complete"]
    assert _results(data) == [(False, 0, 0, ()), (False, 3, 1, ()), (False, 6, 2, ())]
    # A changeling card has every creature type (CR 702.73a): Amoeboid Changeling shares Dragon.
    code, data = _enter(tmp_path, "Kilnmouth Dragon", "[Amoeboid Changeling]")
    assert code == 0 and [r[1] for r in _results(data)] == [0, 3]
    # An empty hand: none can be revealed, and the answer is complete.
    code, data = _enter(tmp_path, "Kilnmouth Dragon", "[]")
    assert code == 0 and data["complete"] and _results(data) == [(False, 0, 0, ())]


def test_amplify_without_a_hand_is_incomplete(tmp_path):
    # The board doesn't give alice's hand: none revealed, and the answer says it can't know (hand_not_given).
    code, data = _enter(tmp_path, "Kilnmouth Dragon", None)
    assert code == 3 and not data["complete"]
    assert _results(data) == [(False, 0, 0, ())]
    assert any("amplify, CR 702.38a" in n and "doesn't give alice's hand (hands:" in n for n in data["notes"])


def test_a_bad_hand_entry_is_refused_in_one_line(tmp_path):
    # Bad input: one line, exit 2, the nearest name.
    for hand, line_message in (("  alice: [Grizly Bears]\n", "did you mean: Grizzly Bears"),
                               ("  carol: [Grizzly Bears]\n", "unknown player 'carol' (valid: alice, bob)")):
        path = board_file(tmp_path, "players: [alice, bob]\nbattlefield: []\nhands:\n" + hand)
        done = run_cli("orderings", str(path), "enter", "Kilnmouth Dragon", "--controller", "alice")
        lines = done.stderr.strip().splitlines()
        assert done.returncode == 2 and done.stdout == ""
        assert len(lines) == 1 and f"{path}:4:" in lines[0] and line_message in lines[0], done.stderr
