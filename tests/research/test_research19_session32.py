"""Issue 27, session 32: the sweep's boards state what the effects read.

An effect that reads what happened this turn (Gorma, the Gullet's "for each creature that died under your control this
turn", Gev, Scaled Scorch's "each opponent who lost life this turn", Bioengineered Future's "each land that entered")
or that names a target of its effects: entry (Redeem's "up to two target creatures") was never applied on a generated
board (the board said nothing of the turn, the entry gave no target), so each of its cells was INCOMPLETE (about 400
cells of the atlas). Now a cell with one is swept on boards that state it (research/turn_values.py: none, and a value
from the card's facts that makes it count; research/targets.py: each legal target), and a cell is still proved only
over the boards on which its effects applied together.
"""
from __future__ import annotations

import pytest

import mtgasp.research.commute as commute_module
from mtgasp.encoder import Board, BoardObject
from mtgasp.research.boards import board_from_yaml, deletions
from mtgasp.research.commute import Effect, _on_variant, _variants, commute
from mtgasp.research.shards import Sweep
from mtgasp.research.targets import target_kind, with_targets
from mtgasp.research.turn_values import on_turn, turn_reads, turn_variants
from mtgasp.research.worlds import BOARD_INPUTS

GORMA = Effect("Gorma, the Gullet", 3)
BRANCHING = Effect("Branching Evolution", 1)


@pytest.mark.parametrize("card, ability, reads", [
    # turn_amount(creatures_died, you, sum, 1): one creature died makes it count
    ("Gorma, the Gullet", 3, (("creatures_died", 1),)),
    # turn_players(lost_life, opponent, 1): stated by its count, life_lost (CR 119.3)
    ("Gev, Scaled Scorch", 2, (("life_lost", 1),)),
    ("Bioengineered Future", 2, (("lands_entered", 1),)),
    # turn_at_least(spells_cast, you, 2): two spells
    ("Effortless Master", 3, (("spells_cast", 2),)),
    # turn_other_fewer(spells_cast(color(r)), you, 1): 0 makes it hold, 2 makes it fail even with its own spell
    ("Hotheaded Giant", 2, (("spells_cast(color(r))", 2),)),
    # bloodthirst (CR 702.54a): stated by the damage dealt
    ("Stormblood Berserker", 1, (("damage_dealt", 1),)),
    ("Hardened Scales", 1, ()),
])
def test_what_an_ability_reads_of_the_turn_comes_from_its_facts(card, ability, reads):
    assert turn_reads(card, ability) == reads


def test_the_inputs_of_the_turn_are_world_inputs():
    for signature in (("turn_count", 3), ("turn_count_known", 1), ("turn_event", 2), ("turn_event_known", 1)):
        assert signature in BOARD_INPUTS


def test_a_cell_that_reads_the_turn_is_swept_on_boards_that_state_it_never_on_one_that_does_not():
    assert _variants("enter", "Grizzly Bears", [["Hardened Scales", 1], ["Branching Evolution", 1]]) == [()]
    assert _variants("enter", "Grizzly Bears", [["Gorma, the Gullet", 3], ["Branching Evolution", 1]]) == [
        (("this_turn:creatures_died", "0"),), (("this_turn:creatures_died", "1"),)]
    # two effects reading two counts: each combination
    assert len(turn_variants([["Gorma, the Gullet", 3], ["Gev, Scaled Scorch", 2]])) == 4
    board = Board(players=("alice", "bob"), active_player="alice",
                  objects=(BoardObject(id="gorma", card="Gorma, the Gullet", controller="alice", owner="alice"),))
    stated = _on_variant(board, (("this_turn:creatures_died", "1"), ("this_turn:attacked", "1")))
    assert dict(stated.turn_counts)["creatures_died"] == (("alice", 1), ("bob", 1))
    assert dict(stated.this_turn)["attacked"] == ("alice", "bob")
    assert on_turn(board, ()) is board


def _cells(result):
    return {(tuple(e.card for e in c.effects), c.subject): c for c in result.cells}


def test_gorma_and_branching_evolution_were_incomplete_and_are_now_decided_with_a_minimal_witness(monkeypatch):
    before_variants = commute_module.turn_variants
    monkeypatch.setattr(commute_module, "turn_variants", lambda cell: [()])
    before = _cells(commute([GORMA, BRANCHING], "enter", subjects=("Walking Ballista",), sweep=Sweep(workers=0)))
    monkeypatch.setattr(commute_module, "turn_variants", before_variants)
    cell = before[(("Branching Evolution", "Gorma, the Gullet"), "Walking Ballista")]
    assert cell.status == "incomplete" and any("creatures_died" in why for why in cell.reasons)

    after = _cells(commute([GORMA, BRANCHING], "enter", subjects=("Walking Ballista",), sweep=Sweep(workers=0)))
    cell = after[(("Branching Evolution", "Gorma, the Gullet"), "Walking Ballista")]
    assert cell.status == "order" and not cell.reasons
    # Walking Ballista enters with X = 2 counters (the event's X); Gorma adds 1 for the creature that died, Branching
    # Evolution doubles (CR 616.1: the order is its controller's): 2 x 2 + 1 = 5, or (2 + 1) x 2 = 6, or 1 x 2 + 2 = 4
    results = {run["result"]["counters"] for run in (cell.witness["first"], cell.witness["second"])}
    assert len(results) == 2 and results <= {4, 5, 6}
    board = board_from_yaml(cell.witness["board"])
    # the witness states the turn (its own board: `mtgasp orderings` reproduces it), and is 1-minimal: its objects are
    # the cell's effects, none of which can go
    assert dict(board.turn_counts)["creatures_died"] == (("alice", 1), ("bob", 1))
    assert cell.witness["objects"] == 2 and {o.card for o in board.objects} == {GORMA.card, BRANCHING.card}
    assert "this turn: creatures_died alice 1, bob 1" in cell.witness["description"]
    assert "event" not in cell.witness  # (the turn is the board's, not the event's)
    # the proof is over the boards on which both applied: those stating a creature died, and Gorma alice's
    assert 0 < cell.both_apply < cell.boards


def test_a_pair_never_applied_together_still_says_so():
    # Archon of Emeria's effect is on nonbasic lands an opponent controls: never on Grizzly Bears, whatever the turn
    r = _cells(commute([GORMA, Effect("Archon of Emeria", 3)], "enter", subjects=("Grizzly Bears",),
                       sweep=Sweep(workers=0)))
    cell = r[(("Archon of Emeria", "Gorma, the Gullet"), "Grizzly Bears")]
    assert cell.both_apply == 0 and cell.status == "never" and cell.boards > 0 and not cell.reasons
    # and where they did, the proof says over how many boards
    gorma = r[(("Gorma, the Gullet", "Gorma, the Gullet"), "Grizzly Bears")]
    assert gorma.status == "commutes" and 0 < gorma.both_apply < gorma.boards


@pytest.mark.parametrize("card, ability, kind", [
    ("Redeem", 1, "creature"), ("Soul Parry", 1, "creature"), ("Zhalfirin Crusader", 3, "any"),
    ("Ward of Piety", 3, "any"), ("Furnace of Rath", 1, None),
])
def test_what_an_effect_may_target_comes_from_its_conditions_and_its_words(card, ability, kind):
    assert target_kind(card, ability) == kind


def test_an_entry_that_names_a_target_is_given_each_legal_one():
    def obj(oid, card, zone="battlefield"):
        return BoardObject(id=oid, card=card, controller="alice", owner="alice", zone=zone)

    board = Board(players=("alice", "bob"), active_player="alice",
                  objects=(obj("bears", "Grizzly Bears"), obj("furnace", "Furnace of Rath"),
                           obj("bolt", "Lightning Bolt", "effect"), obj("redeem", "Redeem", "effect")))
    # "target creatures": the creature only (not the enchantment, not the spell's effect)
    boards = with_targets(board, [["Redeem", 1], ["Furnace of Rath", 1]])
    assert [b.objects[3].targets for b in boards] == [("bears",)]
    # any target: the creature, and each player (chosen: {player: P})
    crusader = board.objects[:3] + (obj("crusader", "Zhalfirin Crusader", "effect"),)
    boards = with_targets(Board(players=board.players, active_player="alice", objects=crusader),
                          [["Zhalfirin Crusader", 3]])
    assert sorted((b.objects[3].targets, b.objects[3].chosen) for b in boards) == [
        ((), (("player", "alice"),)), ((), (("player", "bob"),)), (("bears",), ())]
    # no effect naming a target: the board itself
    assert with_targets(board, [["Furnace of Rath", 1]]) == [board]
    # a deletion of its only target takes the entry with it (research/boards.py deletions)
    targeted = with_targets(board, [["Redeem", 1]])[0]
    assert all(any(o.id == "bears" for o in b.objects) or not any(o.id == "redeem" for o in b.objects)
               for b in deletions(targeted))


def test_redeem_and_furnace_of_rath_were_incomplete_and_are_now_decided(monkeypatch):
    effects = [Effect("Redeem", 1), Effect("Furnace of Rath", 1)]
    monkeypatch.setattr(commute_module, "with_targets", lambda board, cell: [board])
    before = _cells(commute(effects, "damage", subjects=("Grizzly Bears",), sweep=Sweep(workers=0)))
    monkeypatch.undo()
    key = (("Furnace of Rath", "Redeem"), "Grizzly Bears")
    assert before[key].status == "incomplete" and any("targets_not_given" in why for why in before[key].reasons)
    cell = _cells(commute(effects, "damage", subjects=("Grizzly Bears",), sweep=Sweep(workers=0)))[key]
    # Furnace of Rath then Redeem: 6 damage prevented; Redeem first: 3 (CR 615.1, 616.1)
    assert cell.status == "order" and not cell.reasons
    prevented = sorted(run["result"]["prevented"] for run in (cell.witness["first"], cell.witness["second"]))
    assert prevented == [3, 6]
    board = board_from_yaml(cell.witness["board"])
    redeem = next(o for o in board.objects if o.card == "Redeem")
    # (4 objects: the bears, Furnace of Rath, Lightning Bolt's entry, the source, and Redeem's; until session 34 the
    # witness had 3, Furnace of Rath itself taken for the source: tests/research/test_research21_session34.py)
    assert redeem.targets == (board.objects[0].id,) and cell.witness["objects"] == 4
    assert any(o.card == "Lightning Bolt" for o in board.objects)


# --- creatures in combat as noncombat damage is dealt (rules/replacement/damage_combat_roles.lp) ---------------------

IROAS = Effect("Iroas, God of Victory", 4)  # "Prevent all damage that would be dealt to attacking creatures you control."


def _damage_atoms(role: str | None, active: str = "alice") -> set[str]:
    """The rules on Lightning Bolt's 3 damage to alice's Grizzly Bears beside alice's Iroas, the event saying the Bears'
    role in combat (None: saying nothing)."""
    import clingo

    from mtgasp.encoder.facts import board_facts
    from mtgasp.encoder.resources import rules_dir

    board = Board(players=("alice", "bob"), active_player=active, objects=(
        BoardObject(id="bears", card="Grizzly Bears", controller="alice", owner="alice"),
        BoardObject(id="bolt", card="Lightning Bolt", controller="bob", owner="bob", zone="effect"),
        BoardObject(id="iroas", card="Iroas, God of Victory", controller="alice", owner="alice")))
    extra: dict = {"damage_event": [("bolt", "bears", 3)]}
    if role is not None:
        extra["combat_roles_stated"] = [()]
        if role != "none":
            extra["combat_role"] = [("bears", clingo.Function(role))]
    ctl = clingo.Control(["--warn=none"])
    ctl.load(str(rules_dir() / "all.lp"))
    ctl.add("base", [], board_facts(board, extra))
    ctl.ground([("base", [])])
    atoms: set[str] = set()
    ctl.solve(on_model=lambda m: atoms.update(str(s) for s in m.symbols(atoms=True)
                                              if s.name in ("incomplete", "applicable", "holds", "event_error")))
    return atoms


def test_noncombat_damage_to_a_creature_the_event_says_is_attacking_is_prevented_by_iroas():
    # the event says nothing: not applied, incomplete, naming Iroas (CR 506.4)
    assert any("combat_role_unknown" in a for a in _damage_atoms(None))
    attacking = _damage_atoms("attacking")
    assert not any("combat_role_unknown" in a for a in attacking)
    assert any(a.startswith("holds(") and "affected_in_combat(attacking)" in a for a in attacking)
    # not in combat, or blocking: the condition fails, and the answer is complete about it
    for role in ("none", "blocking"):
        atoms = _damage_atoms(role, active="bob" if role == "blocking" else "alice")
        assert not any("combat_role_unknown" in a or "affected_in_combat(attacking)" in a for a in atoms)
    # CR 506.2: the active player's creatures attack, the others block; an event saying otherwise is refused
    assert any("combat_role_side" in a for a in _damage_atoms("attacking", active="bob"))
    assert any("combat_role_side" in a for a in _damage_atoms("blocking", active="alice"))


def test_a_cell_with_a_combat_role_condition_is_swept_on_noncombat_damage_saying_the_subjects_role():
    cell = [["Iroas, God of Victory", 4], ["Fog of War", 1]]
    assert _variants("damage", "Grizzly Bears", cell) == [
        (("in_combat", "none"),), (("in_combat", "attacking"),), (("in_combat", "blocking"),),
        (("combat", "alice"),), (("combat", "bob"),)]
    assert _variants("damage", "player", [["Deep Wood", 2]])[0] == (("in_combat", "none"),)
    r = _cells(commute([IROAS, Effect("Fog of War", 1)], "damage", subjects=("Grizzly Bears",), sweep=Sweep(workers=0)))
    both = r[(("Fog of War", "Iroas, God of Victory"), "Grizzly Bears")]
    # (before session 32: INCOMPLETE, "ability 4 of Iroas ... of noncombat damage the board doesn't say which creatures
    # are in combat"); both prevent all of it, in either order
    assert both.status == "commutes" and both.both_apply > 0 and not both.reasons


def test_an_input_of_no_arguments_reaches_its_world():
    # (research/worlds.py world_facts kept only facts with arguments: `damage_this_turn_known.` never reached a world)
    import clingo

    from mtgasp.research.worlds import world_facts

    facts = "player(alice).\ndamage_this_turn_known.\ncombat_roles_stated.\nnot_an_input.\n"
    assert world_facts(facts, clingo.Number(3), BOARD_INPUTS) == [
        "world__(3).", "player(3,alice).", "damage_this_turn_known(3).", "combat_roles_stated(3)."]
