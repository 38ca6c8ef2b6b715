"""Issue 27, session 34: the damage section's INCOMPLETE cells, and the noncombat damage's creatures in combat.

The damage section of docs/commutation-atlas.md (a seeded sample of 1,000 pairs) had 33 INCOMPLETE cells. Three causes
were the sweep's, not the rules':
- the damage event's source was found by its place on the board (the slot after the subject), but a generated board
  lists its permanents before its effects: entries, so wherever an effect's card is a permanent the "source" was that
  permanent (Veteran Bodyguard dealing the damage to its own controller: `combat_role_unknown`), not Lightning Bolt;
- a cell whose effect holds only of a creature's damage ("by unblocked creatures", "by creatures your opponents
  control", "target creature would deal") was never swept on a creature's damage;
- an entry that names a target on a board with no legal target for it was swept, incomplete (`targets_not_given`),
  instead of skipped and counted as a board the rules refuse.
"""
from __future__ import annotations

import pytest

from mtgasp.encoder import Board, BoardObject
from mtgasp.research.commute import Effect, _damage_source, _inputs, _variants, commute
from mtgasp.research.shards import Sweep
from mtgasp.research.space import Space, enumerate_spaces
from mtgasp.research.targets import with_targets


def _obj(oid, card, zone="battlefield", controller="alice"):
    return BoardObject(id=oid, card=card, controller=controller, owner=controller, zone=zone)


def _cells(result):
    return {(tuple(e.card for e in c.effects), c.subject): c for c in result.cells}


# --- the damage event's source ------------------------------------------------------------------------------------


def test_the_damage_source_of_a_generated_board_is_lightning_bolts_entry_not_the_first_permanent():
    # the space of the cell Goblin Legionnaire (3) + Veteran Bodyguard (1) on the player: Lightning Bolt's entry is
    # the first fixed slot, but the board lists Veteran Bodyguard (a permanent) first
    space = Space((), 3, (("Lightning Bolt", None), ("Goblin Legionnaire", None, 3), ("Veteran Bodyguard", None, 1)),
                  min_objects=3)
    [(boards, _refused)] = enumerate_spaces([space], 3)
    board = boards[0].board
    assert board.objects[0].card == "Veteran Bodyguard"
    assert _damage_source(board, "player") == "lightning-bolt"
    extra, _cards = _inputs("damage", "player", board)
    assert extra[0] == ("damage_event", ("lightning-bolt", "alice", 3))
    # a creature subject: the source after it, wherever it is
    bears = Board(players=("alice", "bob"), active_player="alice",
                  objects=(_obj("grizzly-bears", "Grizzly Bears"), _obj("veteran-bodyguard", "Veteran Bodyguard"),
                           _obj("lightning-bolt", "Lightning Bolt", "effect")))
    assert _damage_source(bears, "Grizzly Bears") == "lightning-bolt"


def test_goblin_legionnaire_and_veteran_bodyguard_were_incomplete_and_the_order_matters():
    # Veteran Bodyguard: "all damage that would be dealt to you by unblocked creatures is dealt to Veteran Bodyguard
    # instead"; Goblin Legionnaire's shield prevents the next 2 damage to alice. Hill Giant attacks alice unblocked
    # (CR 510.1b): the shield first, 1 damage is redirected; the Bodyguard first, 3 (CR 616.1: alice chooses)
    effects = [Effect("Goblin Legionnaire", 3), Effect("Veteran Bodyguard", 1)]
    cell = _cells(commute(effects, "damage", subjects=("player",), sweep=Sweep(workers=0)))[
        (("Goblin Legionnaire", "Veteran Bodyguard"), "player")]
    assert cell.status == "order" and not cell.reasons and cell.both_apply > 0
    results = sorted((run["result"]["damage"], run["result"]["prevented"])
                     for run in (cell.witness["first"], cell.witness["second"]))
    assert results == [(1, 2), (3, 0)]
    assert all(run["result"]["recipient"] == "veteran-bodyguard"
               for run in (cell.witness["first"], cell.witness["second"]))


# --- the cells swept on a creature's damage ------------------------------------------------------------------------


@pytest.mark.parametrize("cell", [
    [["Veteran Bodyguard", 1], ["Goblin Legionnaire", 3]],   # source_unblocked (CR 509.1h, 510.1b)
    [["Obscuring Haze", 2], ["Redeem", 1]],                 # source(creature), source_rel(opponent)
    [["Soul Parry", 1], ["Darkness", 1]],                   # source_targets: "target creatures would deal"
])
def test_a_cell_whose_effect_holds_only_of_a_creatures_damage_is_swept_on_combat_damage(cell):
    assert (("combat", "bob"),) in _variants("damage", "player", cell)
    assert (("combat", "alice"),) in _variants("damage", "Grizzly Bears", cell)


def test_a_cell_whose_effects_hold_of_any_damage_is_swept_on_lightning_bolts_only():
    # Goblin Legionnaire's shield (any source) and Furnace of Rath (any source): the plain event alone
    assert _variants("damage", "player", [["Goblin Legionnaire", 3], ["Furnace of Rath", 1]]) == [()]


def test_soul_parry_and_darkness_were_incomplete_and_commute_where_they_applied_together():
    # Soul Parry: "Prevent all damage one or two target creatures would deal this turn"; Darkness: "Prevent all
    # combat damage that would be dealt this turn": both prevent all of Hill Giant's combat damage (CR 615.1)
    effects = [Effect("Darkness", 1), Effect("Soul Parry", 1)]
    cell = _cells(commute(effects, "damage", subjects=("player",), sweep=Sweep(workers=0)))[
        (("Darkness", "Soul Parry"), "player")]
    assert cell.status == "commutes" and not cell.reasons and cell.both_apply > 0


# --- a target with no legal choice --------------------------------------------------------------------------------


def test_an_entry_with_no_legal_target_on_the_board_is_not_swept():
    # Redeem: "up to two target creatures"; no creature on the board (CR 115.1, 601.2c)
    board = Board(players=("alice", "bob"), active_player="alice",
                  objects=(_obj("bolt", "Lightning Bolt", "effect"), _obj("redeem", "Redeem", "effect")))
    assert with_targets(board, [["Redeem", 1]]) == []
    # with a creature: once, targeting it
    bears = Board(players=board.players, active_player="alice", objects=(_obj("bears", "Grizzly Bears"), *board.objects))
    assert [b.objects[2].targets for b in with_targets(bears, [["Redeem", 1]])] == [("bears",)]


def test_redeem_on_the_player_is_never_applied_never_incomplete():
    effects = [Effect("Obscuring Haze", 2), Effect("Redeem", 1)]
    cell = _cells(commute(effects, "damage", subjects=("player",), sweep=Sweep(workers=0)))[
        (("Obscuring Haze", "Redeem"), "player")]
    assert cell.status == "never" and not cell.reasons and cell.refused > 0


# --- `orderings damage`: combat damage, and the creatures in combat as noncombat damage is dealt ---------------------

# Deep Wood: "Prevent all damage that would be dealt to you this turn by attacking creatures." Prodigal Pyromancer,
# bob's (bob active: his creatures attack, CR 506.2), deals 1 noncombat damage to alice with its ability: whether it
# is attacking as it does is the event's to say (CR 506.4: a creature stays in combat as abilities resolve).
DEEP_WOOD = dict(entries=("{card: Prodigal Pyromancer, controller: bob, id: pyromancer}",
                          "{card: Grizzly Bears, controller: alice, id: bears}"),
                 effects=("{card: Deep Wood, controller: alice, id: deep-wood}",), extra="active_player: bob\n")


def _deep_wood():
    from support import battlefield

    return battlefield(*DEEP_WOOD["entries"], effects=DEEP_WOOD["effects"], extra=DEEP_WOOD["extra"])


@pytest.mark.parametrize("attacking, blocking, dealt", [
    (("pyromancer",), None, 0),   # attacking: prevented
    ((), (), 1),                  # outside combat: dealt
    (None, ("bears",), 1),        # bears blocking, the pyromancer in no role: dealt
])
def test_deep_wood_prevents_the_noncombat_damage_of_an_attacking_creature_only(attacking, blocking, dealt):
    import mtgasp

    answer = mtgasp.orderings(_deep_wood(), mtgasp.DamageEvent("pyromancer", "alice", 1, attacking=attacking,
                                                               blocking=blocking))
    assert answer.complete, answer.notes
    assert [o.result["damage"] for o in answer.outcomes] == [dealt]


def test_deep_wood_without_the_creatures_in_combat_is_incomplete_naming_it():
    import mtgasp
    from mtgasp.render.words import listed

    answer = mtgasp.orderings(_deep_wood(), mtgasp.DamageEvent("pyromancer", "alice", 1))
    assert not answer.complete
    assert any("Deep Wood" in n and "in combat" in n for n in listed(answer.notes)), listed(answer.notes)


def test_fog_prevents_combat_damage_and_mark_of_asylum_noncombat_damage():
    # Fog: "Prevent all combat damage that would be dealt this turn."; Mark of Asylum: "Prevent all noncombat damage
    # that would be dealt to creatures you control." Hill Giant, bob's, attacks (bob active) and is blocked by
    # alice's Grizzly Bears (CR 510.1c: it deals its combat damage to the bears)
    from support import battlefield

    import mtgasp

    board = battlefield("{card: Hill Giant, controller: bob, id: giant}", "{card: Grizzly Bears, controller: alice, id: bears}",
                        "{card: Mark of Asylum, controller: alice, id: mark}",
                        effects=("{card: Fog, controller: alice, id: fog}",), extra="active_player: bob\n")
    combat = mtgasp.orderings(board, mtgasp.DamageEvent("giant", "bears", 3, combat=True))
    noncombat = mtgasp.orderings(board, mtgasp.DamageEvent("giant", "bears", 3, attacking=("giant",), blocking=("bears",)))
    assert combat.complete and noncombat.complete
    assert {tuple(s.card for s in o.steps) for o in combat.outcomes} == {("Fog",)}
    assert {tuple(s.card for s in o.steps) for o in noncombat.outcomes} == {("Mark of Asylum",)}
    assert all(o.result["damage"] == 0 for o in (*combat.outcomes, *noncombat.outcomes))


@pytest.mark.parametrize("flags, says", [
    (["--combat", "--attacking", "giant"], "of combat damage the rules tell"),
    (["--attacking", "nobody"], "no permanent with id 'nobody'"),
    (["--attacking", "giant", "--blocking", "giant"], "both attacking and blocking"),
    (["--attacking", "bears"], "CR 506.2"),  # alice's creature attacking in bob's turn
])
def test_the_creatures_in_combat_the_command_line_refuses(tmp_path, flags, says):
    from support import board_file, run_cli

    path = board_file(tmp_path, "players: [alice, bob]\nactive_player: bob\nbattlefield:\n"
                                "  - {card: Hill Giant, controller: bob, id: giant}\n"
                                "  - {card: Grizzly Bears, controller: alice, id: bears}\n")
    done = run_cli("orderings", str(path), "damage", "giant", "alice", "3", *flags)
    assert done.returncode == 2 and says in done.stderr and len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert "Traceback" not in done.stderr


def test_the_command_line_states_the_creatures_in_combat(tmp_path):
    from support import board_file, run_cli

    text = ("players: [alice, bob]\nactive_player: bob\nbattlefield:\n" + "".join(f"  - {e}\n" for e in DEEP_WOOD["entries"])
            + "effects:\n" + "".join(f"  - {e}\n" for e in DEEP_WOOD["effects"]))
    path = board_file(tmp_path, text)
    done = run_cli("orderings", str(path), "damage", "pyromancer", "alice", "1", "--attacking", "pyromancer")
    out = " ".join(done.stdout.split())  # (the text is wrapped)
    assert done.returncode == 0 and "(attacking: pyromancer; no other creature in combat)" in out
    assert "0 damage to alice, 1 prevented" in out
    done = run_cli("orderings", str(path), "damage", "pyromancer", "alice", "1", "--outside-combat")
    out = " ".join(done.stdout.split())
    assert done.returncode == 0 and "(no creature attacking or blocking)" in out
    assert "1 damage to alice " in out
