"""Session 36 (issue 26, the damage group): lasting effects on damage of Saga chapters, of a modal spell whose other
modes last too, and a spell's "can't be prevented" with a lasting rider, read with general terms and run end to end
through `mtgasp orderings BOARD damage SRC TARGET N` on boards of real cards.

- A Saga's chapter ability (CR 714.2b) whose effect lasts (CR 611.2): the chapter is `triggered` and `creates_effect`,
  the effect an `effect_ability` applying from the board's effects: entry of the Saga: Summon: Alexander's "I, II —
  Prevent all damage that would be dealt to creatures you control this turn.", The Flame of Keld's "III — If a red
  source you control would deal damage to a permanent or player this turn, it deals that much damage plus 2 to that
  permanent or player instead." and Ascent of the Worthy's "I, II — Choose a creature you control. Until your next turn,
  all damage that would be dealt to creatures you control is dealt to that creature instead." (CR 614.9: redirect
  `chosen_creature`, the entry's chosen: {creature: id}).
- Dawn Charm (CR 700.2): "Choose one — • Prevent all combat damage that would be dealt this turn. • Regenerate target
  creature. • Counter target spell that targets you.": its regeneration mode lasts too (CR 701.19a), so the entry says
  its mode, chosen: {branch: mode K}, and is refused without it (CR 611.2).
- Flames of the Blood Hand: "The damage can't be prevented." of its own damage (CR 615.12), its life-gain effect a rider.
A wrong answer marked complete fails: every expectation is a set of outcomes and the answer's completeness."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from ruling_cases import assert_cited
from support import board_file, compiled, damage_outcomes, run_cli

_HEAD = ("players: [alice, bob]\nactive_player: bob\nbattlefield:\n"
         "  - {card: Hill Giant, controller: alice, id: giant}\n"
         "  - {card: Jace Beleren, controller: alice, id: jace, counters: {loyalty: 3}}\n"
         "  - {card: Grizzly Bears, controller: bob, id: bears}\n"
         "  - {card: Raging Goblin, controller: bob, id: goblin}\n"
         "  - {card: Llanowar Elves, controller: alice, id: elves}\n")


def _board(tmp_path: Path, *effects: str) -> Path:
    """alice's Hill Giant, Llanowar Elves and Jace Beleren; bob's Grizzly Bears and Raging Goblin (red); `effects`."""
    return board_file(tmp_path, _HEAD + "effects:\n" + "".join(f"  - {e}\n" for e in effects))


_CHAPTER = {"triggered"}


@pytest.mark.parametrize("name, number, effect", [
    ("Summon: Alexander", 2, {"effect_ability", "replacement(damage)", "replacement_condition(affected(creature))",
                              "replacement_condition(affected_rel(you))", "replacement_option(1,prevent_all)"}),
    ("The Flame of Keld", 4, {"effect_ability", "replacement(damage)", "replacement_condition(source_color(r))",
                              "replacement_condition(source_rel(you))", "replacement_option(1,add(2))"}),
    ("Ascent of the Worthy", 2, {"effect_ability", "replacement(damage)", "replacement_condition(affected(creature))",
                                 "replacement_condition(affected_rel(you))",
                                 "replacement_option(1,redirect(chosen_creature))"}),
])
def test_the_compiler_reads_the_chapters(name, number, effect):
    assert_cited("CR 714.2b: \"“{rN}—[Effect]” means “When one or more lore counters are put onto this Saga, if the number "
                 "of lore counters on it was less than N and became at least N, [effect].”\"")
    got = compiled(name)
    status, terms = got[number]
    assert status == "compiled" and _CHAPTER <= terms, (status, terms)
    made = [t for t in terms if t.startswith("creates_effect(")]
    assert len(made) == 1, terms
    m = int(made[0].removeprefix("creates_effect(").removesuffix(")"))
    assert got[m][0] == "compiled" and effect <= got[m][1], got[m]


def test_a_chapter_that_is_no_lasting_effect_on_damage_stays_unread():
    # "III — Tap all creatures your opponents control." (Summon: Alexander), "I — Discard your hand." (The Flame of Keld)
    assert compiled("Summon: Alexander")[3][0] == "unmodelled"
    assert compiled("The Flame of Keld")[2][0] == "unmodelled"


@pytest.mark.parametrize("source, target, amount, expected", [
    # alice's creatures: all damage prevented (the Bears' 3 to the Hill Giant, to the Elves)
    ("bears", "giant", 3, {("giant", 0, 3)}),
    ("bears", "elves", 1, {("elves", 0, 1)}),
    # not a creature alice controls: bob's Bears, alice herself, her planeswalker
    ("giant", "bears", 3, {("bears", 3, 0)}),
    ("bears", "alice", 2, {("alice", 2, 0)}),
    ("bears", "jace", 2, {("jace", 2, 0)}),
])
def test_summon_alexander(tmp_path, source, target, amount, expected):
    assert_cited("Summon: Alexander Oracle text: \"I, II — Prevent all damage that would be dealt to creatures you control "
                 "this turn.\"")
    board = _board(tmp_path, "{card: \"Summon: Alexander\", controller: alice, id: s}")
    complete, results, notes = damage_outcomes(board, source, target, amount)
    assert complete and results == expected, (results, notes)


@pytest.mark.parametrize("source, target, amount, expected", [
    # bob's red Raging Goblin: that much damage plus 2, to a creature, a planeswalker or a player
    ("goblin", "giant", 1, {("giant", 3, 0)}),
    ("goblin", "jace", 1, {("jace", 3, 0)}),
    ("goblin", "alice", 1, {("alice", 3, 0)}),
    # a green source of bob's (the Bears) or a red one alice controls: not the effect's
    ("bears", "giant", 2, {("giant", 2, 0)}),
])
def test_the_flame_of_keld(tmp_path, source, target, amount, expected):
    assert_cited("The Flame of Keld Oracle text: \"III — If a red source you control would deal damage to a permanent or "
                 "player this turn, it deals that much damage plus 2 to that permanent or player instead.\"")
    board = _board(tmp_path, "{card: The Flame of Keld, controller: bob, id: k}")
    complete, results, notes = damage_outcomes(board, source, target, amount)
    assert complete and results == expected, (results, notes)


def test_the_flame_of_keld_is_alices_effect_not_bobs(tmp_path):
    # the same chapter of alice's: bob's red Goblin is not a source she controls
    board = _board(tmp_path, "{card: The Flame of Keld, controller: alice, id: k}")
    complete, results, notes = damage_outcomes(board, "goblin", "giant", 1)
    assert complete and results == {("giant", 1, 0)}, (results, notes)


@pytest.mark.parametrize("target, expected", [
    # damage to another creature alice controls is dealt to the chosen Hill Giant instead (CR 614.9)
    ("elves", {("giant", 2, 0)}),
    # to the chosen creature itself: it stays there
    ("giant", {("giant", 2, 0)}),
    # to alice or her planeswalker: no creature
    ("alice", {("alice", 2, 0)}),
    ("jace", {("jace", 2, 0)}),
])
def test_ascent_of_the_worthy(tmp_path, target, expected):
    assert_cited("CR 614.9: \"Some effects replace damage dealt to one battle, creature, planeswalker, or player with the "
                 "same damage dealt to another battle, creature, planeswalker, or player; such effects are called "
                 "redirection effects.\"")
    board = _board(tmp_path, "{card: Ascent of the Worthy, controller: alice, id: a, chosen: {creature: giant}}")
    complete, results, notes = damage_outcomes(board, "bears", target, 2)
    assert complete and results == expected, (results, notes)


def test_ascent_of_the_worthy_without_its_creature(tmp_path):
    # no chosen creature on the entry: not applied, and the answer says so (never a silent answer)
    board = _board(tmp_path, "{card: Ascent of the Worthy, controller: alice, id: a}")
    complete, results, notes = damage_outcomes(board, "bears", "elves", 2)
    assert not complete and results == {("elves", 2, 0)} and "chosen: {creature" in notes, (results, notes)


def test_ascent_of_the_worthy_chosen_creature_must_exist(tmp_path):
    board = _board(tmp_path, "{card: Ascent of the Worthy, controller: alice, id: a, chosen: {creature: nobody}}")
    done = run_cli("orderings", str(board), "damage", "bears", "elves", "2")
    assert done.returncode == 2 and "nobody" in done.stderr and "Traceback" not in done.stderr, done.stderr
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr


def test_the_compiler_reads_dawn_charm_and_flames_of_the_blood_hand():
    status, got = compiled("Dawn Charm")[1]
    assert status == "rider" and {'effect_branch("mode 1")', "replacement_condition(combat)",
                                  "replacement_option(1,prevent_all)", "rider(regenerate)",
                                  "rider(counter_spell)"} <= got, (status, got)
    status, got = compiled("Flames of the Blood Hand")[1]
    assert status == "rider" and {"cant(prevent_damage)", "cant_condition(source_this)",
                                  "rider(cant_gain_life)"} <= got, (status, got)


@pytest.mark.parametrize("mode, combat, expected", [
    # mode 1: all combat damage prevented this turn; noncombat damage dealt
    ("mode 1", True, {("giant", 0, 2)}),
    ("mode 1", False, {("giant", 2, 0)}),
    # the regeneration mode (CR 701.19a) or the counter mode: no effect on damage
    ("mode 2", True, {("giant", 2, 0)}),
    ("mode 3", True, {("giant", 2, 0)}),
])
def test_dawn_charm(tmp_path, mode, combat, expected):
    assert_cited("CR 700.2: \"A spell or ability is modal if it has two or more options in a bulleted list preceded by "
                 "instructions for a player to choose a number of those options, such as “Choose one —.”\"")
    assert_cited("CR 701.19a: \"If the effect of a resolving spell or ability regenerates a permanent, it creates a "
                 "replacement effect that protects the permanent the next time it would be destroyed this turn.\"")
    board = _board(tmp_path, f"{{card: Dawn Charm, controller: alice, id: c, chosen: {{branch: {mode}}}}}")
    args = ["orderings", str(board), "damage", "bears", "giant", "2", "--json"] + (["--combat"] if combat else [])
    done = run_cli(*args)
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    got = {(o["result"]["recipient"], o["result"]["damage"], o["result"]["prevented"]) for o in answer["outcomes"]}
    assert answer["complete"] and got == expected, answer


def test_dawn_charm_without_its_mode_is_refused(tmp_path):
    # CR 611.2: which effect the spell created the board must say; one line, exit 2, naming the modes
    board = _board(tmp_path, "{card: Dawn Charm, controller: alice, id: c}")
    done = run_cli("orderings", str(board), "damage", "bears", "giant", "2", "--combat")
    assert done.returncode == 2 and "mode 1" in done.stderr and "Traceback" not in done.stderr, done.stderr
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr


@pytest.mark.parametrize("source, expected", [
    # its own damage can't be prevented: Healing Salve's shield on alice prevents none of it (CR 615.12)
    ("f", {("alice", 4, 0)}),
    # another source's damage is prevented as ever: 3 of 4
    ("bears", {("alice", 1, 3)}),
])
def test_flames_of_the_blood_hand(tmp_path, source, expected):
    assert_cited("CR 615.12: \"Some effects state that damage “can’t be prevented.”\"")
    assert_cited("Flames of the Blood Hand Oracle text: \"Flames of the Blood Hand deals 4 damage to target player or "
                 "planeswalker. The damage can't be prevented.\"")
    board = _board(tmp_path, "{card: Flames of the Blood Hand, controller: bob, id: f, targets: [alice]}",
                   "{card: Healing Salve, controller: alice, id: h, chosen: {player: alice}}")
    complete, results, notes = damage_outcomes(board, source, "alice", 4)
    assert complete and results == expected, (results, notes)
