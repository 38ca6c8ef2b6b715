"""The lasting prevention effects of activated abilities on the damage event (issue 26: "Circle of Protection: Red and
the other prevention shields"). "{1}: The next time a red source of your choice would deal damage to you this turn,
prevent that damage" creates an effect (CR 611.2) that a board lists under effects: with the permanent whose ability
made it (`source:`) and the source chosen as it resolved (`chosen: {source: id}`, CR 609.7a); unactivated, the ability
changes no event. Each case is a real card; a wrong answer marked complete fails."""
from __future__ import annotations

import pytest
from support import battlefield, run_cli

import mtgasp

_GUIDE = "{card: Goblin Guide, controller: bob, id: guide}"  # red, bob's
_BEARS = "{card: Grizzly Bears, controller: alice, id: bears}"  # green, alice's
_BOB_BEARS = "{card: Grizzly Bears, controller: bob, id: bobbears}"  # green, bob's
_MYR = "{card: Myr Enforcer, controller: bob, id: myr}"  # a colorless artifact creature, bob's


def _dealt(entries, effects, source, target, amount=2):
    answer = mtgasp.orderings(battlefield(*entries, effects=effects), mtgasp.DamageEvent(source, target, amount))
    return answer, {(o.result["damage"], o.result["prevented"]) for o in answer.outcomes}


_COP = ("{card: 'Circle of Protection: Red', controller: alice, id: cop}",)


@pytest.mark.parametrize("chosen, source, target, dealt", [
    # Circle of Protection: Red ruling 2004-10-04: "It prevents the next damage (if any) from the source this turn."
    ("guide", "guide", "alice", (0, 2)),
    # ... only damage to you ("would deal damage to you")
    ("guide", "guide", "bears", (2, 0)),
    # ... only the chosen source's
    ("guide", "bobbears", "alice", (2, 0)),
    # CR 609.7b: "When the source would deal damage, the 'shield' rechecks the source's properties. If the properties
    # no longer match, the damage isn't prevented": a green source chosen is no red source
    ("bobbears", "bobbears", "alice", (2, 0)),
])
def test_circle_of_protection_red(chosen, source, target, dealt):
    effect = f"{{card: 'Circle of Protection: Red', controller: alice, source: cop, chosen: {{source: {chosen}}}}}"
    answer, results = _dealt(_COP + (_GUIDE, _BEARS, _BOB_BEARS), (effect,), source, target)
    assert answer.complete, answer.notes
    assert results == {dealt}


def test_an_unactivated_circle_changes_no_damage():
    # CR 602.2, 611.2: the shield exists only once the ability resolved (a board says so under effects:)
    answer, results = _dealt(_COP + (_GUIDE,), (), "guide", "alice")
    assert answer.complete and results == {(2, 0)}


@pytest.mark.parametrize("target, chosen, dealt", [
    # Samite Healer: "{T}: Prevent the next 1 damage that would be dealt to any target this turn." (CR 615.7: a shield
    # of 1; its target, the board's targets: or chosen player)
    ("targets: [bears]", "bears", (2, 1)),
    ("chosen: {player: alice}", "alice", (2, 1)),
    ("targets: [bears]", "alice", (3, 0)),
])
def test_samite_healers_shield(target, chosen, dealt):
    effect = f"{{card: Samite Healer, controller: alice, source: healer, {target}}}"
    answer, results = _dealt(("{card: Samite Healer, controller: alice, id: healer}", _GUIDE, _BEARS), (effect,),
                             "guide", chosen, 3)
    assert answer.complete, answer.notes
    assert results == {dealt}


def test_a_pilgrims_shield_is_on_any_recipient():
    # Pilgrim of Justice: "{W}, Sacrifice this creature: The next time a red source of your choice would deal damage
    # this turn, prevent that damage." (no recipient named: to anything; the Pilgrim itself was sacrificed)
    effect = "{card: Pilgrim of Justice, controller: alice, chosen: {source: guide}}"
    for target in ("bears", "alice", "bobbears"):
        answer, results = _dealt((_GUIDE, _BEARS, _BOB_BEARS), (effect,), "guide", target)
        assert answer.complete and results == {(0, 2)}, target


@pytest.mark.parametrize("source, dealt", [
    # Rune of Protection: Artifacts: "{W}: The next time an artifact source of your choice would deal damage to you this
    # turn, prevent that damage."
    ("myr", (0, 2)),
    ("guide", (2, 0)),
])
def test_an_artifact_source(source, dealt):
    effect = f"{{card: 'Rune of Protection: Artifacts', controller: alice, source: rune, chosen: {{source: {source}}}}}"
    answer, results = _dealt(("{card: 'Rune of Protection: Artifacts', controller: alice, id: rune}", _MYR, _GUIDE),
                             (effect,), source, "alice")
    assert answer.complete, answer.notes
    assert results == {dealt}


def test_an_unread_shield_of_an_activated_ability_is_said():
    # Circle of Protection: Art: "{1}{W}: The next time a source of your choice with art by the chosen artist would deal
    # damage to you this turn, prevent that damage." (an artist: not read; session 27 read Greater Realm of
    # Preservation's two colors, the case here before) Its effect under effects: is not applied: incomplete, naming it;
    # never "2 damage" marked complete.
    effect = "{card: 'Circle of Protection: Art', controller: alice, source: circle, chosen: {source: guide}}"
    answer, _ = _dealt(("{card: 'Circle of Protection: Art', controller: alice, id: circle}", _GUIDE), (effect,),
                       "guide", "alice")
    assert not answer.complete
    assert any("Circle of Protection: Art" in str(n) for n in answer.notes), answer.notes


def test_the_damage_group_counts_the_shields_of_activated_abilities():
    # Issue 26: the damage coverage group holds every prevention or redirection effect, those an activated ability
    # creates too: compiled ones covered, unread ones listed.
    from mtgasp.compiler import coverage
    g = {g.name: g for g in coverage().groups}["damage (replacement and prevention effects)"]
    cards = {m.rsplit(" (ability", 1)[0] for m in g.missing}
    assert "Circle of Protection: Art" in cards
    assert not {"Circle of Protection: Red", "Samite Healer", "Rune of Protection: Artifacts"} & cards
    assert g.covered + len(g.missing) == g.total


def test_the_command_line_prevents_with_the_circle(tmp_path):
    board = tmp_path / "cop.yaml"
    board.write_text("players: [alice, bob]\n"
                     "battlefield:\n"
                     "  - {id: guide, card: Goblin Guide, controller: bob}\n"
                     "  - {id: cop, card: 'Circle of Protection: Red', controller: alice}\n"
                     "  - {card: Furnace of Rath, controller: bob}\n"
                     "effects:\n"
                     "  - {card: 'Circle of Protection: Red', controller: alice, source: cop, chosen: {source: guide}}\n",
                     encoding="utf-8")
    run = run_cli("orderings", str(board), "damage", "guide", "alice", "2")
    assert run.returncode == 0, run.stderr
    # CR 616.1: alice applies the shield before or after Furnace of Rath doubles the damage: 2 or 4 prevented
    assert "0 damage to alice, 2 prevented" in run.stdout and "0 damage to alice, 4 prevented" in run.stdout
