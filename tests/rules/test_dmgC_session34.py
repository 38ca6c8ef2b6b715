"""Session 34 (issue 26, the damage group): "Ferocious — If you control a creature with power 4 or greater, instead
prevent all combat damage that would be dealt this turn by creatures your opponents control." (Winds of Qal Sisma).

An instant's ability-word line "If [condition], instead [lasting effect]" after a line of a lasting effect: as the
spell resolved exactly one of the two effects was created (CR 614.15, CR 608.2h: the condition is checked once, then),
and the board's effects: entry says which with chosen: {branch: ferocious} or {branch: not ferocious}
(`effect_branch/3`, compiler/compile.py `_instead_branch`); an entry without it is refused (CR 611.2), as Chaos
Moon's. Run end to end through `mtgasp orderings BOARD damage SRC TGT N --combat`. A wrong answer marked complete
fails: every expectation is a set of outcomes and the answer's completeness."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from ruling_cases import Reference
from support import board_file, compiled, run_cli

_CITES = (
    'CR 608.2h: "the answer is determined only once, when the effect is applied"',
    'CR 614.15: "the text can be a separate ability, particularly when preceded by an ability word"',
    'Winds of Qal Sisma ruling 2014-11-24: "Combat damage dealt by creatures your opponents control will be prevented, '
    'even if you no longer control a creature with power 4 or greater as that damage would be dealt."',
)


@pytest.mark.parametrize("cite", _CITES)
def test_the_sources_say_so(cite):
    assert Reference.load().problem(cite) is None, cite


def test_the_compiler_reads_both_branches():
    abilities = compiled("Winds of Qal Sisma")
    status, plain = abilities[1]
    assert status == "compiled" and {"replacement_condition(combat)", "replacement_option(1,prevent_all)",
                                      'effect_branch("not ferocious")'} <= plain, plain
    status, ferocious = abilities[2]
    assert status == "compiled" and {"replacement_condition(combat)", "replacement_condition(source(creature))",
                                      "replacement_condition(source_rel(opponent))",
                                      "replacement_option(1,prevent_all)", 'effect_branch("ferocious")'} <= ferocious, \
        ferocious


def test_a_one_shot_instead_is_not_a_branch():
    # "Threshold — If ..., instead destroy that creature. It can't be regenerated." (Toxic Stench): no lasting effect
    # before it, so no branch: the line stays unread.
    status, facts = compiled("Toxic Stench")[2]
    assert not any(f.startswith("effect_branch") for f in facts), facts


def _board(tmp_path: Path, chosen: str) -> Path:
    """alice's Hill Giant and Winds of Qal Sisma (resolved, with `chosen`), bob's Grizzly Bears."""
    return board_file(tmp_path, "players: [alice, bob]\nactive_player: bob\nbattlefield:\n"
                                "  - {card: Hill Giant, controller: alice, id: giant}\n"
                                "  - {card: Grizzly Bears, controller: bob, id: bears}\n"
                                f"effects:\n  - {{card: Winds of Qal Sisma, controller: alice{chosen}}}\n")


def _orderings(board: Path, *args: str) -> tuple[bool, set[tuple]]:
    done = run_cli("orderings", str(board), "damage", *args, "--json")
    assert done.returncode in (0, 3), done.stderr
    answer = json.loads(done.stdout)
    assert answer["complete"] == (done.returncode == 0), done.returncode
    return answer["complete"], {(o["result"]["recipient"], o["result"]["damage"], o["result"]["prevented"])
                                for o in answer["outcomes"]}


@pytest.mark.parametrize("chosen, args, expected", [
    # ferocious: only the combat damage of bob's creatures is prevented (the 2014-11-24 ruling)
    (", chosen: {branch: ferocious}", ("bears", "giant", "2", "--combat"), {("giant", 0, 2)}),
    (", chosen: {branch: ferocious}", ("bears", "alice", "2", "--combat"), {("alice", 0, 2)}),
    (", chosen: {branch: ferocious}", ("giant", "bears", "3", "--combat"), {("bears", 3, 0)}),
    # not ferocious: all combat damage is prevented, noncombat damage isn't
    (", chosen: {branch: Not Ferocious}", ("giant", "bears", "3", "--combat"), {("bears", 0, 3)}),
    (", chosen: {branch: not ferocious}", ("bears", "giant", "2", "--combat"), {("giant", 0, 2)}),
    (", chosen: {branch: not ferocious}", ("bears", "giant", "2", "--outside-combat"), {("giant", 2, 0)}),
])
def test_the_branch_that_happened_applies(tmp_path, chosen, args, expected):
    assert _orderings(_board(tmp_path, chosen), *args) == (True, expected)


def test_an_entry_without_its_branch_is_refused(tmp_path):
    # CR 611.2: the board doesn't say which effect the spell created as it resolved
    done = run_cli("orderings", str(_board(tmp_path, "")), "damage", "bears", "giant", "2", "--combat")
    assert done.returncode == 2 and "ferocious" in done.stderr and "Traceback" not in done.stderr, done.stderr


# Sunfire Balm: "When you cycle this card, you may prevent the next 1 damage that would be dealt to any target this
# turn." is a triggered ability of the card (CR 702.29c), not the resolved spell's effect (CR 608.2c): its effects:
# entry prevents 4 and the answer is complete.
_BALM_CITES = (
    'CR 702.29c: "Some cards with cycling have abilities that trigger when"',
    'CR 608.2c: "The controller of the spell or ability follows its instructions in the order written."',
)


@pytest.mark.parametrize("cite", _BALM_CITES)
def test_the_balm_sources_say_so(cite):
    assert Reference.load().problem(cite) is None, cite


def test_the_cycling_trigger_is_no_spell_ability():
    status, facts = compiled("Sunfire Balm")[3]
    assert "triggered" in facts and "spell_ability" not in facts, (status, facts)


def test_the_balm_prevents_four_completely(tmp_path):
    board = board_file(tmp_path, "players: [alice, bob]\nactive_player: bob\nbattlefield:\n"
                                 "  - {card: Hill Giant, controller: alice, id: giant}\n"
                                 "  - {card: Grizzly Bears, controller: bob, id: bears}\n"
                                 "effects:\n  - {card: Sunfire Balm, controller: alice, targets: [giant]}\n")
    assert _orderings(board, "bears", "giant", "5", "--combat") == (True, {("giant", 1, 4)})


# Lava Burst: "If Lava Burst would deal damage to a creature, that damage can't be prevented or dealt instead to
# another permanent or player." (CR 615.12, 614.9): `cant(redirect_damage)` beside `cant(prevent_damage)`, of its own
# damage to a creature only (`affected_type(creature)`); Palisade Giant's "All damage that would be dealt to you or
# another permanent you control is dealt to this creature instead." doesn't apply to it.
@pytest.mark.parametrize("cite", [
    'CR 614.9: "such effects are called redirection effects"',
    'CR 615.12: "Those effects won\u2019t prevent any damage"',
])
def test_the_burst_sources_say_so(cite):
    assert Reference.load().problem(cite) is None, cite


def test_the_compiler_reads_the_burst():
    status, facts = compiled("Lava Burst")[1]
    assert status == "compiled" and {"cant(prevent_damage)", "cant(redirect_damage)", "cant_condition(source_this)",
                                     "cant_condition(affected_type(creature))"} <= facts, (status, facts)


def _burst_board(tmp_path: Path) -> Path:
    """alice's Hill Giant and Palisade Giant, Sunfire Balm's shield on the Hill Giant; bob's resolving Lava Burst."""
    return board_file(tmp_path, "players: [alice, bob]\nactive_player: bob\nbattlefield:\n"
                                "  - {card: Hill Giant, controller: alice, id: giant}\n"
                                "  - {card: Palisade Giant, controller: alice, id: palisade}\n"
                                "  - {card: Grizzly Bears, controller: bob, id: bears}\n"
                                "effects:\n  - {card: Sunfire Balm, controller: alice, targets: [giant]}\n"
                                "  - {card: Lava Burst, controller: bob, id: burst, x: 3, targets: [giant]}\n")


@pytest.mark.parametrize("args, expected", [
    # to a creature: neither redirected to the Palisade Giant nor prevented by the shield
    (("burst", "giant", "3"), (True, {("giant", 3, 0)})),
    # another source's damage to the same creature: redirected to the Palisade Giant (or prevented first)
    (("bears", "giant", "3"), (True, {("palisade", 3, 0), ("giant", 0, 3)})),
])
def test_the_burst_is_neither_prevented_nor_redirected(tmp_path, args, expected):
    assert _orderings(_burst_board(tmp_path), *args) == expected


def test_the_burst_to_a_player_says_what_it_does_not_follow(tmp_path):
    # to alice: the Palisade Giant may take it instead, and then it would be damage to a creature (not followed)
    done = run_cli("orderings", str(_burst_board(tmp_path)), "damage", "burst", "alice", "3", "--json")
    assert done.returncode == 3 and "a redirection could deal this damage to a creature" in done.stdout, done.stdout[:400]


# Wild Slash: "Ferocious — If you control a creature with power 4 or greater, damage can't be prevented this turn."
# (CR 615.12 for the turn; CR 608.2h: checked once, as it resolved): `cant(prevent_damage)` in branch ferocious only;
# in branch "not ferocious" (`branch_without/2`) the spell created no such effect. The board says which.
def test_the_compiler_reads_the_slash():
    status, facts = compiled("Wild Slash")[1]
    assert status == "compiled" and {"cant(prevent_damage)", 'effect_branch("ferocious")'} <= facts, (status, facts)


def _slash_board(tmp_path: Path, chosen: str) -> Path:
    """bob's Grizzly Bears with Sunfire Balm's shield on it; alice's Hill Giant and resolved Wild Slash."""
    return board_file(tmp_path, "players: [alice, bob]\nactive_player: alice\nbattlefield:\n"
                                "  - {card: Hill Giant, controller: alice, id: giant}\n"
                                "  - {card: Grizzly Bears, controller: bob, id: bears}\n"
                                "effects:\n  - {card: Sunfire Balm, controller: bob, targets: [bears]}\n"
                                f"  - {{card: Wild Slash, controller: alice, id: slash, targets: [bears]{chosen}}}\n")


@pytest.mark.parametrize("chosen, args, expected", [
    (", chosen: {branch: ferocious}", ("giant", "bears", "3", "--combat"), {("bears", 3, 0)}),
    (", chosen: {branch: ferocious}", ("slash", "bears", "2"), {("bears", 2, 0)}),
    (", chosen: {branch: not ferocious}", ("giant", "bears", "3", "--combat"), {("bears", 0, 3)}),
])
def test_the_slash_branch_that_happened_applies(tmp_path, chosen, args, expected):
    assert _orderings(_slash_board(tmp_path, chosen), *args) == (True, expected)


def test_a_slash_without_its_branch_is_refused(tmp_path):
    done = run_cli("orderings", str(_slash_board(tmp_path, "")), "damage", "giant", "bears", "3", "--combat")
    assert done.returncode == 2 and "not ferocious" in done.stderr and "Traceback" not in done.stderr, done.stderr
