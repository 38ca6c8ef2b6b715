"""Red team, session 25 (redteam11): answers of real cards found wrong but marked complete (each test names the card,
the rule or ruling, and the right answer)."""
from __future__ import annotations

import json

from support import board_from, run_cli

import mtgasp
from mtgasp.render.words import listed

ELIXIR = """
    players: [alice, bob]
    active_player: alice
    battlefield:
      - {card: Thousand-Year Elixir, controller: alice, id: elixir}
      - {card: Forest, controller: alice}
"""


def test_thousand_year_elixir_untaps_a_mana_creature_holding_priority():
    # Thousand-Year Elixir: "{1}, {T}: Untap target creature." (CR 701.26b, 602.2). Holding priority alice taps
    # Palladium Myr for {C}{C}, pays {1} of it for the Elixir, untaps the Myr and taps it again: four mana. Its
    # hand-written card data had `targets/2` and no effect, so the search never used it and said {G}{C}{C}, complete.
    answer = mtgasp.mana(board_from(ELIXIR + "      - {card: Palladium Myr, controller: alice}\n"), "alice",
                         with_priority=True, timeout=None)
    assert sorted(o.mana for o in answer.options) == ["CCCC", "GCCC"], [o.mana for o in answer.options]
    assert answer.complete


def test_thousand_year_elixir_needs_a_creature_to_target():
    # CR 601.2c, 115.1: "Untap target creature" can't be activated without a creature to target; Progenitus has
    # protection from everything (CR 702.16j), so it is none. It said yes, complete: no target was looked for.
    answer = mtgasp.can_activate(board_from(ELIXIR + "      - {card: Progenitus, controller: bob}\n"), "elixir", 2)
    assert not answer.abilities[0].can_activate
    assert "601.2c" in [r.rule for r in answer.abilities[0].reasons]
    assert answer.complete


def test_an_ability_whose_target_is_not_read_is_said():
    # Quarum Trench Gnomes: "{T}: If target Plains is tapped for mana, it produces colorless mana instead of white
    # mana." With no Plains on the board it has no legal target (CR 601.2c, 115.1) and can't be activated; it said yes,
    # complete, for can-activate looked only at the targets of untaps, taps and lasting effects on a target. What its
    # target must be is not read: the answer is now incomplete, naming the ability.
    answer = mtgasp.can_activate(board_from("""
        players: [alice, bob]
        battlefield:
          - {card: Quarum Trench Gnomes, controller: alice, id: gnomes}
          - {card: Forest, controller: alice}
    """), "gnomes", 1)
    assert not answer.complete
    assert any("Quarum Trench Gnomes" in note and "601.2c" in note for note in listed(answer.notes)), answer.notes


def test_cli_gnomes_without_a_plains_is_incomplete_exit_3(tmp_board):
    # End to end: `mtgasp can-activate` prints the answer, marked incomplete, names the ability, and exits 3 (it
    # exited 0 with a complete "yes").
    path = tmp_board("""
players: [alice, bob]
battlefield:
  - {card: Quarum Trench Gnomes, controller: alice, id: gnomes}
  - {card: Forest, controller: alice}
""")
    proc = run_cli("can-activate", str(path), "gnomes", "--json")
    assert proc.returncode == 3, proc.stderr
    data = json.loads(proc.stdout)
    assert data["complete"] is False
    assert any("Quarum Trench Gnomes" in note and "601.2c" in note for note in data["notes"]), data["notes"]
