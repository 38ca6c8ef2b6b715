"""Lasting prevention effects of resolved spells on the damage event (issue 26): "a source of your choice" (CR 615.7:
the source is chosen as the effect is created, the board's `chosen: {source: id}`), "Damage can't be prevented this
turn" (CR 615.12), and the additional effects a prevention effect has after it (CR 615.5), recorded as riders. Each
case is a real card; a wrong answer marked complete fails."""
from __future__ import annotations

import textwrap

import pytest
from support import battlefield, board_from

import mtgasp

_BEARS = "{card: Grizzly Bears, controller: alice, id: bears}"  # green, alice's
_BOB_BEARS = "{card: Grizzly Bears, controller: bob, id: bobbears}"
_FANATIC = "{card: Mogg Fanatic, controller: bob, id: fanatic}"  # red, bob's
_GIANT = "{card: Hill Giant, controller: bob, id: giant}"  # red, bob's


def _dealt(entries, effects, source, target, amount=2, combat=False):
    answer = mtgasp.orderings(battlefield(*entries, effects=effects),
                              mtgasp.DamageEvent(source, target, amount, combat=combat))
    return answer, {(o.result["damage"], o.result["prevented"]) for o in answer.outcomes}


@pytest.mark.parametrize("effect, source, target, dealt", [
    # Invulnerability: "The next time a source of your choice would deal damage to you this turn, prevent that damage."
    # (Circle of Protection: Red ruling 2004-10-04: "It prevents the next damage (if any) from the source this turn.")
    ("{card: Invulnerability, controller: alice, chosen: {source: fanatic}}", "fanatic", "alice", (0, 2)),
    # ... only the chosen source's damage, only to alice
    ("{card: Invulnerability, controller: alice, chosen: {source: fanatic}}", "giant", "alice", (2, 0)),
    ("{card: Invulnerability, controller: alice, chosen: {source: fanatic}}", "fanatic", "bears", (2, 0)),
    # Reverse Damage: "... prevent that damage. You gain life equal to the damage prevented this way." (the life gain
    # comes after the prevention, CR 615.5, and changes nothing in the event)
    ("{card: Reverse Damage, controller: alice, chosen: {source: giant}}", "giant", "alice", (0, 2)),
    # Deflecting Palm: "... prevent that damage. If damage is prevented this way, Deflecting Palm deals that much damage
    # to that source's controller." (ruling 2014-09-20: "You choose a source of damage as Deflecting Palm resolves.")
    ("{card: Deflecting Palm, controller: alice, chosen: {source: giant}}", "giant", "alice", (0, 2)),
    # Shadowbane: "... to you and/or creatures you control this turn, prevent that damage." Ruling 2008-08-01: "This only
    # prevents damage the chosen source would deal to you or a creature you control. If the creature would deal damage
    # to another player, a planeswalker, or a creature you don't control, it does not get prevented."
    ("{card: Shadowbane, controller: alice, chosen: {source: giant}}", "giant", "bears", (0, 2)),
    ("{card: Shadowbane, controller: alice, chosen: {source: giant}}", "giant", "alice", (0, 2)),
    ("{card: Shadowbane, controller: alice, chosen: {source: giant}}", "giant", "bobbears", (2, 0)),
    # Samite Ministration: "Prevent all damage that would be dealt to you this turn by a source of your choice."
    ("{card: Samite Ministration, controller: alice, chosen: {source: fanatic}}", "fanatic", "alice", (0, 2)),
    ("{card: Samite Ministration, controller: alice, chosen: {source: fanatic}}", "giant", "alice", (2, 0)),
])
def test_a_source_of_your_choice(effect, source, target, dealt):
    answer, results = _dealt((_BEARS, _BOB_BEARS, _FANATIC, _GIANT), (effect,), source, target)
    assert answer.complete, answer
    assert results == {dealt}


@pytest.mark.parametrize("target, chosen, amount, dealt", [
    # Healing Grace: "Prevent the next 3 damage that would be dealt to any target this turn by a source of your choice.
    # You gain 3 life." A shield (CR 615.7) on its target, against the chosen source only (ruling 2018-04-27: "Healing
    # Grace only targets the creature, planeswalker, or player that will receive the damage prevention shield. The
    # source isn't targeted."); the life was gained as it resolved.
    ("targets: [bears], chosen: {source: giant}", "giant", 5, (2, 3)),
    ("targets: [bears], chosen: {source: giant}", "fanatic", 5, (5, 0)),
    ("chosen: {player: alice, source: giant}", "giant", 2, (0, 2)),
])
def test_a_shield_against_a_source_of_your_choice(target, chosen, amount, dealt):
    recipient = "alice" if "player" in target else "bears"
    effect = f"{{card: Healing Grace, controller: alice, {target}}}"
    answer, results = _dealt((_BEARS, _FANATIC, _GIANT), (effect,), chosen, recipient, amount)
    assert answer.complete, answer
    assert results == {dealt}


def test_no_chosen_source_is_said():
    # Without the chosen source the effect can't be applied: never "2 damage" marked complete.
    answer, results = _dealt((_FANATIC,), ("{card: Invulnerability, controller: alice}",), "fanatic", "alice")
    assert not answer.complete
    assert any(n.term.name == "source_not_chosen" for n in answer.notes), answer.notes
    from mtgasp.render import text
    assert "prevents damage from a source of your choice and the board gives none for it" in text.orderings(answer)


def test_the_chosen_source_is_an_id_of_the_board():
    text = textwrap.dedent("""
        players: [alice, bob]
        battlefield:
          - {card: Mogg Fanatic, controller: bob, id: fanatic}
        effects:
          - {card: Invulnerability, controller: alice, chosen: {source: fanatik}}
    """)
    with pytest.raises(mtgasp.BoardError) as err:
        board_from(text)
    assert "unknown id 'fanatik' (did you mean: fanatic?)" in str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize("effects, source, target, combat, dealt", [
    # Flaring Pain: "Damage can't be prevented this turn." (CR 615.12; ruling 2004-10-04: "Damage prevention spells and
    # abilities can still be cast and activated, they just don't do anything.") Fog's prevention prevents nothing.
    # (alice is the active player: her Grizzly Bears attack and bob's Hill Giant blocks them, CR 506.2, 510.1d.)
    (("{card: Flaring Pain, controller: bob}", "{card: Fog, controller: alice}"), "giant", "bears", True, (2, 0)),
    (("{card: Fog, controller: alice}",), "giant", "bears", True, (0, 2)),
    # Fear, Fire, Foes!: "Damage can't be prevented this turn. Fear, Fire, Foes! deals X damage to target creature and 1
    # damage to each other creature with the same controller." Its damage (dealt as it resolved, CR 608.2c) under
    # Endure's "Prevent all damage that would be dealt to you and permanents you control this turn".
    (("{card: 'Fear, Fire, Foes!', controller: bob, id: fff}", "{card: Endure, controller: alice}"), "fff", "bears",
     False, (2, 0)),
    (("{card: Endure, controller: alice}",), "giant", "bears", False, (0, 2)),
])
def test_damage_cant_be_prevented_this_turn(effects, source, target, combat, dealt):
    answer, results = _dealt((_BEARS, _GIANT), effects, source, target, 2, combat)
    assert answer.complete, answer
    assert results == {dealt}


@pytest.mark.parametrize("effect, amount, dealt", [
    # Test of Faith: "Prevent the next 3 damage that would be dealt to target creature this turn. For each 1 damage
    # prevented this way, put a +1/+1 counter on that creature." Ruling 2004-12-01: "If a 1/1 creature would be dealt 6
    # damage, 3 damage is prevented and three +1/+1 counters are put on the creature ... with 3 damage marked on it."
    # (CR 615.5: the counters are the additional effect, immediately afterward: not counters put instead of damage.)
    ("{card: Test of Faith, controller: alice, targets: [bears]}", 6, (3, 3)),
    # Channel Harm: "Prevent all damage that would be dealt to you and permanents you control this turn by sources you
    # don't control. If damage is prevented this way, you may have Channel Harm deal that much damage to target creature."
    ("{card: Channel Harm, controller: alice}", 6, (0, 6)),
])
def test_additional_effects_after_the_prevention(effect, amount, dealt):
    answer = mtgasp.orderings(battlefield(_BEARS, _GIANT, effects=(effect,)),
                              mtgasp.DamageEvent("giant", "bears", amount))
    assert answer.complete, answer
    assert {(o.result["damage"], o.result["prevented"], o.result["counters"]) for o in answer.outcomes} == \
        {(*dealt, 0)}
