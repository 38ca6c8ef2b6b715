"""Session 36 (issue 26, the damage group): the damage event says which ability of its source deals the damage
(`--ability N`, the API's `DamageEvent(..., ability=N)`), so an activated or triggered ability's own "instead" (a
self-replacement, CR 614.15) applies to the damage that ability deals and to no other damage of its source
(rules/replacement/damage_paid.lp: source_own_ability). Without it the effect is not applied and the answer is
incomplete, naming the ability (`source_ability_unknown`)."""
from __future__ import annotations

import pytest
from ruling_cases import assert_cited
from support import battlefield, board_file, compiled, run_cli

import mtgasp

_HEAD = "players: [alice, bob]\nactive_player: alice\n"
_ZOMBIES = "{card: Gangrenous Zombies, controller: alice, id: zombies}"
_SWAMP = "{card: Snow-Covered Swamp, controller: alice, id: swamp}"
_BEARS = "{card: Grizzly Bears, controller: bob, id: bears}"
_ORACLE = ("Gangrenous Zombies Oracle text: \"{T}, Sacrifice this creature: This creature deals 1 damage to each creature "
           "and each player. If you control a snow Swamp, this creature deals 2 damage to each creature and each player "
           "instead.\"")
_CR_SELF = ("CR 614.15: \"Some replacement effects are not continuous effects. Rather, they are an effect of a resolving "
            "spell or ability that replace part or all of that spell or ability’s own effect(s). Such effects are called "
            "self-replacement effects.\"")
_CR_SOURCE = ("CR 113.7: \"The source of an ability is the object that generated it. The source of an activated ability "
              "on the stack is the object whose ability was activated.\"")


def _dealt(entries, ability, target="bears"):
    answer = mtgasp.orderings(battlefield(*entries, head=_HEAD), mtgasp.DamageEvent("zombies", target, 1, ability=ability))
    return answer, [o.result["damage"] for o in answer.outcomes]


def test_compiled():
    # both sentences of the ability are read: the cost, and the self-replacement on its own damage
    status, got = compiled("Gangrenous Zombies")[1]
    assert status == "compiled"
    assert {"activated", "cost(tap)", "cost(sacrifice_self)", "self_replacement", "replacement_condition(source_this)",
            "replacement_condition(source_own_ability)", "replacement_option(1,set_damage(2))"} <= got, sorted(got)


@pytest.mark.parametrize("entries, want", [((_ZOMBIES, _SWAMP, _BEARS), [2]), ((_ZOMBIES, _BEARS), [1])])
def test_the_ability_s_own_damage_is_replaced(entries, want):
    assert_cited(_ORACLE)
    assert_cited(_CR_SELF)
    assert_cited(_CR_SOURCE)
    answer, got = _dealt(entries, 1)
    assert got == want
    assert answer.complete


def test_another_ability_s_damage_is_not():
    # the zombies' damage by anything but that ability (combat damage, or another ability) is no concern of it
    answer, got = _dealt((_ZOMBIES, _SWAMP, _BEARS), 2)
    assert got == [1]
    assert answer.complete


def test_without_the_ability_the_answer_is_incomplete():
    answer, got = _dealt((_ZOMBIES, _SWAMP, _BEARS), None)
    assert got == [1]
    assert not answer.complete
    notes = " ".join(str(n) for n in answer.notes)
    assert "source_ability_unknown" in notes and "Gangrenous Zombies" in notes, notes


def test_command_line(tmp_path):
    board = board_file(tmp_path, _HEAD + "battlefield:\n" + "".join(f"  - {e}\n" for e in (_ZOMBIES, _SWAMP, _BEARS)))
    done = run_cli("orderings", str(board), "damage", "zombies", "bears", "1", "--ability", "1")
    assert done.returncode == 0, done.stderr
    assert "damage 1 from zombies to bears (by its ability 1)" in done.stdout
    assert "2 damage to bears" in done.stdout
    done = run_cli("orderings", str(board), "damage", "zombies", "bears", "1")
    assert done.returncode == 3 and "--ability N" in done.stdout.replace("\n    ", " "), done.stdout
    done = run_cli("orderings", str(board), "damage", "zombies", "bears", "1", "--ability", "0")
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1, done.stderr
