"""Issue 27: the board space holds every way an effect exists, the event's own words too.

An effect whose condition only the event says (Zabaz's "if a modular triggered ability would put", CR 702.43a; a
coin flip, CR 705.2; "prevent all combat damage", CR 510.1, 615) was never applied in a sweep: the sweeps gave the
rules no `counters_event_keyword/1`, `counters_event_flip/1` nor `combat_damage/3` (research/worlds.py BOARD_INPUTS
lacked them, and commute's events never said them), so every pair with such an effect was "never applied together".
Now a cell with one is also swept on the events that say it (research/commute.py `_variants`).
"""
from __future__ import annotations

import pytest

from mtgasp.encoder import Board, BoardObject
from mtgasp.research.commute import COMBAT_SOURCE, Effect, _inputs, _on_variant, _variants, commute, library_effects
from mtgasp.research.shards import Sweep
from mtgasp.research.worlds import BOARD_INPUTS

ZABAZ = Effect("Zabaz, the Glimmerwasp", 2)


@pytest.mark.parametrize("signature", [("counters_event_keyword", 1), ("counters_event_flip", 1), ("combat_damage", 3)])
def test_the_event_inputs_are_world_inputs(signature):
    # (else a world program shares them between worlds, and no world could say them)
    assert signature in BOARD_INPUTS


def test_variants_follow_the_conditions_of_the_cell():
    # no condition read from the event: the plain event only
    assert _variants("counters", "Grizzly Bears", [["Doubling Season", 2], ["Hardened Scales", 1]]) == [()]
    # Zabaz: the plain event and the one put by a modular triggered ability (rules/cards/zabaz_the_glimmerwasp.lp)
    assert _variants("counters", "Grizzly Bears", [["Zabaz, the Glimmerwasp", 2], ["Hardened Scales", 1]]) == [
        (), (("keyword", "modular"),)]
    # a coin flip (option_condition coin_flip(R), Saga of Krark's Flip Ahead): won and lost, never unsaid (then the
    # effect is not applied and the answer is incomplete: flip_unknown)
    assert _variants("counters", "Grizzly Bears", [["Saga of Krark Losing His Thumb", 1]]) == [
        (("flip", "lost"),), (("flip", "won"),)]
    # combat damage (Respite: "prevent all combat damage"): the plain (noncombat) event and combat damage, with
    # either player active on a creature, bob (the attacker's controller) on the player
    assert _variants("damage", "Grizzly Bears", [["Respite", 1], ["Furnace of Rath", 1]]) == [
        (), (("combat", "alice"),), (("combat", "bob"),)]
    assert _variants("damage", "player", [["Respite", 1], ["Furnace of Rath", 1]]) == [(), (("combat", "bob"),)]
    assert _variants("damage", "player", [["Furnace of Rath", 1], ["Furnace of Rath", 1]]) == [()]


def test_inputs_say_the_variant():
    board = Board(players=("alice", "bob"), active_player="alice",
                  objects=(BoardObject(id="bears", card="Grizzly Bears", controller="alice", owner="alice"),
                           BoardObject(id="giant", card=COMBAT_SOURCE, controller="bob", owner="bob")))
    extra, _cards = _inputs("counters", "Grizzly Bears", board, (("keyword", "modular"), ("flip", "won")))
    names = {name: args for name, args in extra}
    assert str(names["counters_event_keyword"][0]) == "modular" and str(names["counters_event_flip"][0]) == "won"
    combat = _on_variant(board, (("combat", "bob"),))
    assert combat.active_player == "bob"
    extra, _cards = _inputs("damage", "Grizzly Bears", combat, (("combat", "bob"),))
    assert dict(extra)["combat_damage"] == ("giant", "bears", 3) == dict(extra)["damage_event"]
    extra, _cards = _inputs("damage", "Grizzly Bears", board, ())
    assert "combat_damage" not in dict(extra)


def test_zabaz_is_applied_together_on_some_board_of_the_counters_table():
    assert ZABAZ in library_effects("counters")
    r = commute([ZABAZ, Effect("Doubling Season", 2)], "counters", sweep=Sweep(workers=0))
    cells = {tuple(e.card for e in c.effects): c for c in r.cells}
    both = cells[("Doubling Season", "Zabaz, the Glimmerwasp")]
    # Doubling Season then Zabaz: 2 x 2 + 1 = 5; Zabaz then Doubling Season: (2 + 1) x 2 = 6 (CR 616.1)
    assert both.status == "order" and both.both_apply >= 1
    assert both.witness["event"] == {"keyword": "modular"}
    results = sorted((run["result"]["counters"]) for run in (both.witness["first"], both.witness["second"]))
    assert results == [5, 6]
    two = cells[("Zabaz, the Glimmerwasp", "Zabaz, the Glimmerwasp")]
    assert two.status == "commutes" and two.both_apply >= 1  # (was "never applied together")


def test_a_combat_damage_shield_is_applied_on_combat_damage():
    r = commute([Effect("Respite", 1), Effect("Furnace of Rath", 1)], "damage", subjects=("player",),
                sweep=Sweep(workers=0))
    cells = {tuple(e.card for e in c.effects): c for c in r.cells}
    cell = cells[("Furnace of Rath", "Respite")]
    assert cell.both_apply >= 1 and cell.status != "never"
    assert cell.witness["event"] == {"combat": "bob"}
    assert COMBAT_SOURCE in cell.witness["description"]
    # the plain pair without a combat condition is swept on noncombat damage only, as before
    assert cells[("Furnace of Rath", "Furnace of Rath")].boards == cells[("Furnace of Rath", "Furnace of Rath")].both_apply
