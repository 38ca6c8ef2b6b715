"""An ability whose condition is an outcome outside the game (outside_condition/3, issue 26): Phila, Unsealed, a
playtest card of the Unknown Event: "If the Mirrans won the Unknown event on February 17th, 2023, Phila, Unsealed is
also a Rebel with "You can't get poison counters," and has "{W}{U}{B}{R}{G}: Exile target artifact."" / "If the
Phyrexians won that event, Phila is also a Phyrexian with "Other Phyrexians you control get +1/+1 and gain Toxic 1.""
No rule decides the outcome: the board says it (chosen: {branch: mirrans | phyrexians}), and without it neither
ability is applied and every answer says so. CR 614.17: "Some effects state that something can't happen"; CR
614.17c: "If an event can't happen, it can only be replaced by a self-replacement effect.\""""
from __future__ import annotations

import pytest
from support import board_from, run_cli

import mtgasp
from mtgasp import CountersEvent

pytestmark = pytest.mark.slow


def board(branch: str | None) -> mtgasp.Board:
    chosen = f", chosen: {{branch: {branch}}}" if branch else ""
    return board_from("players: [alice, bob]\nbattlefield:\n"
                      f"  - {{id: phila, card: 'Phila, Unsealed', controller: alice{chosen}}}\n"
                      "  - {id: bear, card: Grizzly Bears, controller: alice}\n")


def poison(branch: str | None, player: str) -> mtgasp.Orderings:
    return mtgasp.orderings(board(branch), CountersEvent(player, "poison", 2))


def test_if_the_mirrans_won_its_controller_cant_get_poison_counters():
    # "You can't get poison counters": "you" is Phila's controller; the event can't happen (CR 614.17c).
    r = poison("Mirrans", "alice")
    assert r.complete and [o.result["counters"] for o in r.outcomes] == [0]
    assert any("614.17c" in str(n) for n in r.notes), r.notes
    other = poison("mirrans", "bob")
    assert other.complete and [o.result["counters"] for o in other.outcomes] == [2]


def test_if_the_phyrexians_won_it_has_no_such_ability():
    r = poison("phyrexians", "alice")
    assert r.complete and [o.result["counters"] for o in r.outcomes] == [2]


def test_a_board_that_doesnt_say_who_won_applies_neither_and_says_so():
    r = poison(None, "alice")
    assert not r.complete and [o.result["counters"] for o in r.outcomes] == [2]
    said = " ".join(str(n) for n in r.notes)
    assert "outside_condition" in said and "Phila, Unsealed" in said


@pytest.mark.parametrize(("branch", "subtype"), [("mirrans", "Golem Rebel"), ("phyrexians", "Golem Phyrexian")])
def test_it_is_also_a_rebel_or_a_phyrexian_cr_613_1d(tmp_path, branch, subtype):
    path = tmp_path / "b.yaml"
    path.write_text("players: [alice, bob]\nbattlefield:\n"
                    f"  - {{id: phila, card: 'Phila, Unsealed', controller: alice, chosen: {{branch: {branch}}}}}\n")
    run = run_cli("show", str(path), "phila")
    assert f"Legendary Artifact Creature — {subtype}\n" in run.stdout, run.stdout


def test_coverage_counts_phila_and_a_grant_only_with_what_it_grants():
    # Phila's "can't" effect on counters is in the library; a grant of an ability of a group is covered only when
    # that ability is read: Blinding Powder's 'Equipped creature has "Unattach Blinding Powder: Prevent all combat
    # damage that would be dealt to this creature this turn."' is not, and neither is Phila's Phyrexian grant.
    from mtgasp.compiler import coverage
    groups = {g.name: g for g in coverage().groups}
    assert "Phila, Unsealed (ability 1)" not in groups["counters put on a permanent or player"].missing
    damage = groups["damage (replacement and prevention effects)"].missing
    assert "Blinding Powder (ability 1)" in damage and "Phila, Unsealed (ability 2)" in damage
