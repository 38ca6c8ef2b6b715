"""Session 35 (issue 26, the damage group): damage spells' "instead" branches read with general terms and run end to end
through `mtgasp orderings BOARD damage SRC TARGET N` on boards of real cards.

- A self-replacement (CR 614.15) under a condition on how or when the spell was cast, which no zone of a board records:
  "If you cast this spell during your main phase" (Sulfurous Blast, Summary Judgment's addendum), "If this spell was
  cast from exile" (Delayed Blast Fireball), bargained (CR 702.166b: Stonesplitter Bolt's "twice X"), teamwork
  (Helicarrier Strike), "the first spell you've cast this game" (Establishing Shot), "if you controlled a Mount / a
  modified creature as you cast this spell" (Steer Clear; Flame Discharge's "X plus 2", CR 700.9) and void's "a spell
  was warped this turn" (Plasma Bolt, CR 702.185c). Each is a branch of the spell's effect (`effect_branch/3`, as
  Winds of Qal Sisma's ferocious): its effects: entry says which happened, chosen: {branch: B} or {branch: not B},
  and is refused without it (CR 611.2).
- "It deals X plus 1 damage instead if that target is a creature or planeswalker." (Light Up the Night): a condition
  on what is dealt the damage, `affected_either(creature, planeswalker)`.
A wrong answer marked complete fails: every expectation is a set of outcomes and the answer's completeness."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from ruling_cases import Reference
from support import board_file, compiled, run_cli


def _board(tmp_path: Path, spell: str, entries: tuple[str, ...] = (), extra: str = "") -> Path:
    """alice's Hill Giant and Jace Beleren (a planeswalker), bob's Grizzly Bears; bob's resolving `spell`."""
    text = ("players: [alice, bob]\nactive_player: bob\nbattlefield:\n"
            "  - {card: Hill Giant, controller: alice, id: giant}\n"
            "  - {card: Jace Beleren, controller: alice, id: jace, counters: {loyalty: 3}}\n"
            "  - {card: Grizzly Bears, controller: bob, id: bears}\n"
            + "".join(f"  - {e}\n" for e in entries)
            + f"effects:\n  - {spell}\n" + extra)
    return board_file(tmp_path, text)


def _orderings(board: Path, source: str, target: str, amount: int) -> tuple[bool, set[tuple], str]:
    """(complete, {(recipient, damage, prevented)}, the notes as text) of the JSON answer."""
    done = run_cli("orderings", str(board), "damage", source, target, str(amount), "--json")
    assert done.returncode in (0, 3), done.stderr
    answer = json.loads(done.stdout)
    results = {(o["result"]["recipient"], o["result"]["damage"], o["result"]["prevented"]) for o in answer["outcomes"]}
    assert answer["complete"] == (done.returncode == 0), done.returncode
    return answer["complete"], results, json.dumps(answer["notes"])


def _cited(cite: str) -> None:
    assert Reference.load().problem(cite) is None, cite


_SELF = {"self_replacement", "replacement(damage)", "replacement_condition(source_this)"}


@pytest.mark.parametrize("name, number, branch, option", [
    ("Sulfurous Blast", 1, "main phase", "set_damage(3)"),
    ("Summary Judgment", 2, "main phase", "set_damage(5)"),
    ("Delayed Blast Fireball", 1, "cast from exile", "set_damage(5)"),
    ("Stonesplitter Bolt", 2, "bargained", "multiply(2)"),
    ("Helicarrier Strike", 2, "teamwork", "set_damage(4)"),
    ("Establishing Shot", 1, "first spell", "set_damage(3)"),
    ("Steer Clear", 1, "controlled a mount", "set_damage(4)"),
    ("Flame Discharge", 1, "controlled a modified creature", "add(2)"),
    ("Plasma Bolt", 2, "void", "set_damage(3)"),
])
def test_the_compiler_reads_the_cast_branches(name, number, branch, option):
    status, got = compiled(name)[number]
    assert status == "compiled", (status, got)
    assert _SELF | {f'effect_branch("{branch}")', f"replacement_option(1,{option})"} <= got, got
    # the self-replacement has no condition the damage event would check: the branch is the board's
    assert {t for t in got if t.startswith("replacement_condition")} == {"replacement_condition(source_this)"}, got


def test_light_up_the_night_is_read():
    status, got = compiled("Light Up the Night")[1]
    assert status == "compiled" and _SELF | {"replacement_condition(affected_either(creature,planeswalker))",
                                             "replacement_option(1,add(1))"} <= got, (status, got)
    assert not any(t.startswith("effect_branch") for t in got), got


@pytest.mark.parametrize("spell, amount, branch, target, expected", [
    # CR 614.15: the spell's own damage, 3 instead of 2 in the branch where it was cast during bob's main phase
    ("Sulfurous Blast", 2, "main phase", "giant", {("giant", 3, 0)}),
    ("Sulfurous Blast", 2, "main phase", "alice", {("alice", 3, 0)}),
    ("Sulfurous Blast", 2, "Not Main Phase", "giant", {("giant", 2, 0)}),
    ("Summary Judgment", 3, "main phase", "giant", {("giant", 5, 0)}),
    ("Summary Judgment", 3, "not main phase", "giant", {("giant", 3, 0)}),
    ("Delayed Blast Fireball", 2, "cast from exile", "alice", {("alice", 5, 0)}),
    ("Delayed Blast Fireball", 2, "not cast from exile", "giant", {("giant", 2, 0)}),
    # twice X: X = 3 is 6 (CR 702.166b: a bargained spell)
    ("Stonesplitter Bolt", 3, "bargained", "giant", {("giant", 6, 0)}),
    ("Stonesplitter Bolt", 3, "not bargained", "giant", {("giant", 3, 0)}),
    ("Helicarrier Strike", 2, "teamwork", "giant", {("giant", 4, 0)}),
    ("Helicarrier Strike", 2, "not teamwork", "giant", {("giant", 2, 0)}),
    ("Establishing Shot", 2, "first spell", "jace", {("jace", 3, 0)}),
    ("Establishing Shot", 2, "not first spell", "jace", {("jace", 2, 0)}),
    ("Steer Clear", 2, "controlled a mount", "giant", {("giant", 4, 0)}),
    ("Steer Clear", 2, "not controlled a mount", "giant", {("giant", 2, 0)}),
    # X plus 2: X = 1 is 3 (CR 700.9: a modified creature, as the spell was cast)
    ("Flame Discharge", 1, "controlled a modified creature", "giant", {("giant", 3, 0)}),
    ("Flame Discharge", 1, "not controlled a modified creature", "giant", {("giant", 1, 0)}),
    ("Plasma Bolt", 2, "void", "giant", {("giant", 3, 0)}),
    ("Plasma Bolt", 2, "not void", "giant", {("giant", 2, 0)}),
])
def test_the_branch_that_happened_applies(tmp_path, spell, amount, branch, target, expected):
    _cited("CR 614.15: \"Some replacement effects are not continuous effects. Rather, they are an effect of a resolving "
           "spell or ability that replace part or all of that spell or ability’s own effect(s).\"")
    _cited("CR 702.166b: \"If a spell’s controller declares the intention to pay that spell’s bargain cost, that spell "
           "has been “bargained.”\"")
    _cited("CR 702.185c: \"Some effects refer to whether “a spell was warped this turn.” This means that a spell was "
           "cast for its warp cost this turn.\"")
    board = _board(tmp_path, f"{{card: {spell}, controller: bob, id: s, chosen: {{branch: {branch}}}}}")
    complete, results, notes = _orderings(board, "s", target, amount)
    assert results == expected, (results, notes)
    # Teamwork itself (a keyword of how the spell is cast, not in the CR of this edition) stays unread: said
    assert complete == (spell != "Helicarrier Strike"), notes
    assert complete or "Teamwork" in notes, notes


def test_another_sources_damage_is_not_the_spells(tmp_path):
    # source_this: the Hill Giant's damage is not Sulfurous Blast's, in either branch
    board = _board(tmp_path, "{card: Sulfurous Blast, controller: bob, id: s, chosen: {branch: main phase}}")
    complete, results, notes = _orderings(board, "giant", "bears", 3)
    assert complete and results == {("bears", 3, 0)}, (results, notes)


@pytest.mark.parametrize("spell, branches", [
    ("Sulfurous Blast", "main phase or not main phase"),
    ("Stonesplitter Bolt", "bargained or not bargained"),
    ("Steer Clear", "controlled a mount or not controlled a mount"),
])
def test_an_entry_without_its_branch_is_refused(tmp_path, spell, branches):
    # CR 611.2: which effect the spell created the board must say; one line, exit 2, naming the branches
    board = _board(tmp_path, f"{{card: {spell}, controller: bob, id: s}}")
    done = run_cli("orderings", str(board), "damage", "s", "giant", "2")
    assert done.returncode == 2 and branches in done.stderr and "Traceback" not in done.stderr, done.stderr
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr


@pytest.mark.parametrize("target, amount, expected", [
    # "X plus 1 ... if that target is a creature or planeswalker": X = 2 is 3 to a creature or a planeswalker
    ("giant", 2, {("giant", 3, 0)}),
    ("jace", 2, {("jace", 3, 0)}),
    # to a player: X
    ("alice", 2, {("alice", 2, 0)}),
])
def test_light_up_the_night(tmp_path, target, amount, expected):
    _cited("Light Up the Night Oracle text: \"Light Up the Night deals X damage to any target. It deals X plus 1 damage "
           "instead if that target is a creature or planeswalker.\"")
    board = _board(tmp_path, "{card: Light Up the Night, controller: bob, id: s}")
    complete, results, notes = _orderings(board, "s", target, amount)
    assert results == expected, (results, notes)
    # its flashback's cost (removing loyalty counters) stays unread: the answer says so
    assert not complete and "Light Up the Night" in notes, notes
