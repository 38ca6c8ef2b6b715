""""Damage can't be prevented" in more forms (CR 615.12): beside one-shot sentences before it ("Players can't gain life
this turn.", Skullcrack, Call In a Professional) or after it ("If this spell was kicked, it deals 5 damage to target
player or planeswalker.", Unstable Footing), and only for some damage: "Combat damage can't be prevented." (Frenzied
Baloth), "Combat damage that would be dealt by creatures you control can't be prevented." (Questing Beast:
`cant_condition/3`)."""
from __future__ import annotations

import json

import pytest
from ruling_cases import Reference
from support import battlefield, compiled, run_cli

import mtgasp
from mtgasp import DamageEvent


def _damage(answer: mtgasp.Orderings) -> set[int]:
    return {o.result["damage"] for o in answer.outcomes}


@pytest.mark.parametrize("name, number, facts", [
    ("Skullcrack", 1, {"spell_ability", "cant(prevent_damage)", "rider(cant_gain_life)", "rider(spell_damage)"}),
    ("Call In a Professional", 1, {"spell_ability", "cant(prevent_damage)", "rider(cant_gain_life)",
                                   "rider(spell_damage)"}),
    ("Unstable Footing", 2, {"spell_ability", "cant(prevent_damage)", "rider(spell_damage)"}),
    ("Frenzied Baloth", 4, {"static", "cant(prevent_damage)", "cant_condition(combat)"}),
    ("Questing Beast", 3, {"static", "cant(prevent_damage)", "cant_condition(combat)",
                           "cant_condition(source(creature))", "cant_condition(source_rel(you))"}),
])
def test_the_form_is_compiled(name, number, facts):
    status, got = compiled(name)[number]
    assert status in ("compiled", "rider") and got == facts, (status, got)  # (rider: compiled, with riders)


@pytest.mark.parametrize("spell", ["Skullcrack", "Unstable Footing"])
def test_a_spells_damage_cant_be_prevented_this_turn_from_any_source(spell):
    cite = ("Unstable Footing ruling 2009-10-01: \"If damage can’t be prevented, static abilities that prevent damage "
            "(including protection abilities) don’t do so.\"")
    assert Reference.load().problem(cite) is None
    # The spell's effects: entry (its lasting effect this turn) beside Dawn Elemental ("Prevent all damage that would
    # be dealt to this creature.") and Black Knight (protection from white): Lightning Bolt's 3 and Savannah Lions' 2
    # are dealt, from every source (ruling 2009-10-01: "from all sources ..., not just damage from Unstable Footing
    # itself").
    board = battlefield("{card: Dawn Elemental, controller: alice, id: dawn}",
                        "{card: Black Knight, controller: alice, id: knight}",
                        "{card: Savannah Lions, controller: bob, id: lions}",
                        effects=(f"{{card: {spell}, controller: bob}}",
                                 "{card: Lightning Bolt, controller: bob, id: bolt}"))
    for source, target, amount in (("bolt", "dawn", 3), ("lions", "knight", 2)):
        answer = mtgasp.orderings(board, DamageEvent(source, target, amount))
        assert answer.complete and _damage(answer) == {amount}, (source, answer)


def test_damage_that_cant_be_prevented_is_still_doubled():
    cite = ("Unstable Footing ruling 2009-10-01: \"Effects that replace or redirect damage without using the word "
            "“prevent” are not affected by Unstable Footing.\"")
    assert Reference.load().problem(cite) is None
    # Skullcrack's effect and Furnace of Rath (CR 614.1a): Lightning Bolt's 3 to Dawn Elemental is 6, not prevented.
    board = battlefield("{card: Dawn Elemental, controller: alice, id: dawn}",
                        "{card: Furnace of Rath, controller: bob}",
                        effects=("{card: Skullcrack, controller: bob}",
                                 "{card: Lightning Bolt, controller: bob, id: bolt}"))
    answer = mtgasp.orderings(board, DamageEvent("bolt", "dawn", 3))
    assert answer.complete and _damage(answer) == {6}, answer


BALOTH = ("{card: Frenzied Baloth, controller: alice}",
          "{card: Dawn Elemental, controller: alice, id: dawn}",
          "{card: Hill Giant, controller: bob, id: giant}")


@pytest.mark.parametrize("source, combat, dealt", [("giant", True, 3), ("bolt", False, 0), ("giant", False, 0)])
def test_combat_damage_cant_be_prevented(source, combat, dealt):
    # Frenzied Baloth: "Combat damage can't be prevented." Hill Giant's combat damage to Dawn Elemental (blocking it,
    # bob's turn) is dealt; Lightning Bolt's and Hill Giant's noncombat damage are prevented (CR 510.1, 615.12).
    board = battlefield(*BALOTH, effects=("{card: Lightning Bolt, controller: bob, id: bolt}",),
                        head="players: [alice, bob]\nactive_player: bob\n")
    answer = mtgasp.orderings(board, DamageEvent(source, "dawn", 3, combat=combat))
    assert answer.complete and _damage(answer) == {dealt}, answer


BEAST = ("{card: Questing Beast, controller: alice}",
         "{card: Grizzly Bears, controller: alice, id: bear}",
         "{card: Dawn Elemental, controller: bob, id: dawn}",
         "{card: Hill Giant, controller: bob, id: giant}",
         "{card: Dawn Elemental, controller: alice, id: mydawn}")


@pytest.mark.parametrize("active, source, target, combat, dealt", [
    # alice's Grizzly Bears' combat damage to bob's blocking Dawn Elemental: dealt (Questing Beast)
    ("alice", "bear", "dawn", True, 2),
    # its noncombat damage: prevented (not combat damage)
    ("alice", "bear", "dawn", False, 0),
    # bob's Hill Giant's combat damage to alice's Dawn Elemental: prevented (not a creature alice controls)
    ("bob", "giant", "mydawn", True, 0),
])
def test_combat_damage_by_creatures_you_control_cant_be_prevented(active, source, target, combat, dealt):
    board = battlefield(*BEAST, head=f"players: [alice, bob]\nactive_player: {active}\n")
    answer = mtgasp.orderings(board, DamageEvent(source, target, 2, combat=combat))
    assert answer.complete and _damage(answer) == {dealt}, answer


def test_cli_questing_beast(tmp_path):
    # End to end: alice's Grizzly Bears deal 2 combat damage to bob's Dawn Elemental beside Questing Beast: 2 dealt,
    # the note citing CR 615.12, complete (exit 0).
    board = tmp_path / "beast.yaml"
    board.write_text("players: [alice, bob]\nactive_player: alice\nbattlefield:\n"
                     + "".join(f"  - {e}\n" for e in BEAST[:3]), encoding="utf-8")
    run = run_cli("orderings", str(board), "damage", "bear", "dawn", "2", "--combat", "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["complete"] and [o["result"]["damage"] for o in data["outcomes"]] == [2], data
