"""A static ability whose effect on other permanents entering applies only while its own permanent is tapped or
untapped (CR 614.1d: "[Objects] enter ..." is a replacement effect; CR 611.3a: a static ability's continuous effect
"applies at any given moment to whatever its text indicates"): Archelos, Lagoon Mystic — "As long as Archelos is
tapped, other permanents enter tapped. / As long as Archelos is untapped, other permanents enter untapped." The board
says whether Archelos is tapped (tapped: true)."""
from __future__ import annotations

from support import battlefield, oracle_cards

import mtgasp


def _archelos(tapped: bool) -> str:
    return "{card: \"Archelos, Lagoon Mystic\", controller: alice" + (", tapped: true" if tapped else "") + "}"


def _tapped(board: mtgasp.Board, card: str, controller: str = "alice") -> list[bool]:
    answer = mtgasp.orderings(board, mtgasp.EnterEvent(card, controller))
    assert answer.complete
    return sorted({o.result["tapped"] for o in answer.outcomes})


def test_the_oracle_text_quoted_here():
    (archelos,) = [c for c in oracle_cards() if c["name"] == "Archelos, Lagoon Mystic"]
    assert archelos["text"] == ("As long as Archelos is tapped, other permanents enter tapped.\n"
                                "As long as Archelos is untapped, other permanents enter untapped.")


def test_while_archelos_is_tapped_other_permanents_enter_tapped():
    # Any player's permanents ("other permanents": no controller named).
    board = battlefield(_archelos(tapped=True))
    assert _tapped(board, "Grizzly Bears") == [True]
    assert _tapped(board, "Forest", "bob") == [True]


def test_while_archelos_is_untapped_other_permanents_enter_untapped():
    # Untapped, its first effect doesn't apply, and its second has a Guildgate ("This land enters tapped.") enter
    # untapped, as other "enter untapped" effects do (docs/vocabulary.md: enter_untapped).
    board = battlefield(_archelos(tapped=False))
    assert _tapped(board, "Grizzly Bears") == [False]
    assert _tapped(board, "Azorius Guildgate", "bob") == [False]
    tapped = battlefield(_archelos(tapped=True))
    assert _tapped(tapped, "Azorius Guildgate", "bob") == [True]
