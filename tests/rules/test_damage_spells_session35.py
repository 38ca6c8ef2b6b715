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
from ruling_cases import assert_cited
from support import board_file, compiled, damage_outcomes, run_cli


def _board(tmp_path: Path, spell: str, entries: tuple[str, ...] = (), extra: str = "") -> Path:
    """alice's Hill Giant and Jace Beleren (a planeswalker), bob's Grizzly Bears; bob's resolving `spell`."""
    text = ("players: [alice, bob]\nactive_player: bob\nbattlefield:\n"
            "  - {card: Hill Giant, controller: alice, id: giant}\n"
            "  - {card: Jace Beleren, controller: alice, id: jace, counters: {loyalty: 3}}\n"
            "  - {card: Grizzly Bears, controller: bob, id: bears}\n"
            + "".join(f"  - {e}\n" for e in entries)
            + f"effects:\n  - {spell}\n" + extra)
    return board_file(tmp_path, text)


_orderings = damage_outcomes



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
    assert_cited("CR 614.15: \"Some replacement effects are not continuous effects. Rather, they are an effect of a resolving "
                 "spell or ability that replace part or all of that spell or ability’s own effect(s).\"")
    assert_cited("CR 702.166b: \"If a spell’s controller declares the intention to pay that spell’s bargain cost, that spell "
                 "has been “bargained.”\"")
    assert_cited("CR 702.185c: \"Some effects refer to whether “a spell was warped this turn.” This means that a spell was "
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
    assert_cited("Light Up the Night Oracle text: \"Light Up the Night deals X damage to any target. It deals X plus 1 damage "
                 "instead if that target is a creature or planeswalker.\"")
    board = _board(tmp_path, "{card: Light Up the Night, controller: bob, id: s}")
    complete, results, notes = _orderings(board, "s", target, amount)
    assert results == expected, (results, notes)
    # its flashback's cost (removing loyalty counters) stays unread: the answer says so
    assert not complete and "Light Up the Night" in notes, notes


# Keywords that change what damage does, given by a spell's lasting effect or an Equipment (CR 120.3b, 120.3d,
# 702.164c), and a protection that exists only while its creature is untapped (CR 611.3a).

def _result(board: Path, *args: str) -> tuple[bool, list[dict], str]:
    done = run_cli("orderings", str(board), "damage", *args, "--json")
    assert done.returncode in (0, 3), done.stderr
    answer = json.loads(done.stdout)
    return answer["complete"], [o["result"] for o in answer["outcomes"]], json.dumps(answer["notes"])


@pytest.mark.parametrize("name, facts", [
    ("Tainted Strike", {"spell_ability", "modifies_pt(creature,target,1,0)", "grants(creature,target,2)"}),
    ("Triumph of the Hordes", {"spell_ability", "modifies_pt(creature,you,1,1)", "grants(creature,you,3)"}),
    ("Aspirant's Ascent", {"spell_ability", "modifies_pt(creature,target,1,3)", "grants(creature,target,3)"}),
    ("Prosthetic Injector", {"static", "modifies_pt(creature,attached,0,2)", "grants(creature,attached,3)"}),
    ("Pristine Angel", {"static", "protection_from(card_type(artifact))", "protection_from(color(w))",
                        "protection_from(color(g))", "protection_while(this_untapped)"}),
])
def test_the_compiler_reads_the_keywords_of_damage(name, facts):
    got = compiled(name)
    number = 2 if name == "Pristine Angel" else 1
    status, terms = got[number]
    assert status == "compiled" and facts <= terms, (status, terms)


def test_the_granted_keywords_are_abilities_of_their_own():
    assert compiled("Tainted Strike")[2][1] >= {"quoted_ability", "keyword(infect)"}
    assert compiled("Aspirant's Ascent")[3][1] >= {"quoted_ability", "keyword(toxic)", "toxic(1)"}
    assert compiled("Prosthetic Injector")[3][1] >= {"quoted_ability", "keyword(toxic)", "toxic(1)"}


def test_a_pump_spell_without_a_keyword_of_damage_stays_unread():
    # "Target creature gets +3/+3 until end of turn." (Giant Growth): no keyword the damage event reads
    assert compiled("Giant Growth")[1][0] == "unmodelled"


_KEYWORDS_BOARD = ("players: [alice, bob]\nactive_player: bob\nbattlefield:\n"
                   "  - {card: Hill Giant, controller: alice, id: giant, timestamp: 1}\n"
                   "  - {card: Grizzly Bears, controller: bob, id: bears, timestamp: 2}\n"
                   "  - {card: Llanowar Elves, controller: bob, id: elves, timestamp: 9}\n")


@pytest.mark.parametrize("spell, args, expected", [
    # CR 702.90c, 702.90b: Tainted Strike's target has infect: -1/-1 counters to a creature, poison to a player
    ("{card: Tainted Strike, controller: bob, id: s, targets: [bears], timestamp: 5}", ("bears", "giant", "2"),
     {"recipient": "giant", "damage": 2, "dealt_as": "m1m1", "dealt_as_counters": 2}),
    ("{card: Tainted Strike, controller: bob, id: s, targets: [bears], timestamp: 5}", ("bears", "alice", "2"),
     {"recipient": "alice", "damage": 2, "dealt_as": "poison", "dealt_as_counters": 2}),
    # another creature is not its target: ordinary damage (CR 120.3e)
    ("{card: Tainted Strike, controller: bob, id: s, targets: [bears], timestamp: 5}", ("elves", "giant", "1"),
     {"recipient": "giant", "damage": 1, "dealt_as": None, "dealt_as_counters": None}),
    # Triumph of the Hordes: bob's creatures as it resolved have infect (CR 611.2c), not alice's
    ("{card: Triumph of the Hordes, controller: bob, id: s, timestamp: 5}", ("bears", "alice", "2"),
     {"recipient": "alice", "damage": 2, "dealt_as": "poison", "dealt_as_counters": 2}),
    ("{card: Triumph of the Hordes, controller: bob, id: s, timestamp: 5}", ("giant", "bears", "3"),
     {"recipient": "bears", "damage": 3, "dealt_as": None, "dealt_as_counters": None}),
    # a creature that entered after it resolved (a later timestamp) is not affected: CR 611.2c
    ("{card: Triumph of the Hordes, controller: bob, id: s, timestamp: 5}", ("elves", "alice", "1"),
     {"recipient": "alice", "damage": 1, "dealt_as": None, "dealt_as_counters": None}),
])
def test_spells_give_infect(tmp_path, spell, args, expected):
    assert_cited("CR 702.90b: \"Damage dealt to a player by a source with infect doesn’t cause that player to lose life. "
                 "Rather, it causes that source’s controller to give the player that many poison counters.\"")
    assert_cited("CR 611.2c: \"If a continuous effect generated by the resolution of a spell or ability modifies the "
                 "characteristics or changes the controller of any objects, the set of objects it affects is determined when "
                 "that continuous effect begins.\"")
    board = board_file(tmp_path, _KEYWORDS_BOARD + f"effects:\n  - {spell}\n")
    complete, results, notes = _result(board, *args)
    assert complete and len(results) == 1, (results, notes)
    got = results[0]
    assert {k: got.get(k) for k in expected} == expected, got


@pytest.mark.parametrize("entries, source, expected", [
    # CR 702.164c: combat damage to a player by a creature with toxic 1 gives 1 poison counter besides
    ("  - {card: Prosthetic Injector, controller: bob, id: inj, attached_to: bears}\n", "bears", 1),
    # the Injector equips another creature: the Bears have no toxic
    ("  - {card: Prosthetic Injector, controller: bob, id: inj, attached_to: elves}\n", "bears", None),
    ("effects:\n  - {card: Aspirant's Ascent, controller: bob, id: s, targets: [bears], timestamp: 5}\n", "bears", 1),
    ("effects:\n  - {card: Aspirant's Ascent, controller: bob, id: s, targets: [elves], timestamp: 5}\n", "bears",
     None),
])
def test_toxic_given(tmp_path, entries, source, expected):
    assert_cited("CR 702.164c: \"Combat damage dealt to a player by a creature with toxic causes that creature’s controller "
                 "to give the player a number of poison counters equal to that creature’s total toxic value, in addition to "
                 "the damage’s other results.\"")
    board = board_file(tmp_path, _KEYWORDS_BOARD + entries)
    complete, results, notes = _result(board, source, "alice", "2", "--combat")
    assert complete and len(results) == 1, (results, notes)
    assert results[0]["damage"] == 2 and results[0].get("toxic_poison") == expected, results


@pytest.mark.parametrize("tapped, source, expected", [
    # untapped: protection from artifacts and from each color prevents a colored source's damage (CR 702.16e, h)
    ("false", "giant", (0, 2)),
    ("false", "myr", (0, 2)),
    # tapped: it has no protection (CR 611.3a: the ability applies only while its condition holds)
    ("true", "giant", (2, 0)),
    ("true", "myr", (2, 0)),
])
def test_pristine_angel(tmp_path, tapped, source, expected):
    assert_cited("Pristine Angel Oracle text: \"As long as this creature is untapped, it has protection from artifacts and "
                 "from each color.\"")
    assert_cited("CR 702.16h: \"“Protection from each [characteristic]” is shorthand for “protection from [quality A],” "
                 "“protection from [quality B],” and so on for each possible quality the listed characteristic could have\"")
    board = board_file(tmp_path, "players: [alice, bob]\nbattlefield:\n"
                       "  - {card: Hill Giant, controller: bob, id: giant}\n"
                       "  - {card: Alpha Myr, controller: bob, id: myr}\n"
                       f"  - {{card: Pristine Angel, controller: alice, id: angel, tapped: {tapped}}}\n")
    complete, results, notes = _result(board, source, "angel", "2")
    assert complete and [(r["damage"], r["prevented"]) for r in results] == [expected], (results, notes)


# CR 700.2, 608.2c — a modal spell's or activated ability's other modes are one-shot (no lasting effect): the entry
# under effects: is the damage mode, the others riders.

def test_the_compiler_reads_the_one_shot_modes():
    status, got = compiled("Rith's Charm")[1]
    assert status == "rider" and {"rider(destroy)", "rider(create_tokens)", "replacement_condition(source_chosen)",
                                  "replacement_option(1,prevent_all)"} <= got, (status, got)
    status, got = compiled("Balm of Restoration")[2]
    assert status == "compiled" and {"effect_ability", "rider(life_gain)", "replacement_option(1,prevent(2))"} <= got, \
        (status, got)


@pytest.mark.parametrize("source, recipient, expected", [
    # "Prevent all damage a source of your choice would deal this turn." (CR 615.7): the chosen source's, not another's
    ("giant", "jace", ("jace", 0, 3)),
    ("bears", "giant", ("giant", 3, 0)),
])
def test_rith_s_charm(tmp_path, source, recipient, expected):
    assert_cited("Rith's Charm Oracle text: \"Prevent all damage a source of your choice would deal this turn.\"")
    assert_cited("CR 700.2: \"A spell or ability is modal if it has two or more options in a bulleted list preceded by "
                 "instructions for a player to choose a number of those options, such as “Choose one —.”\"")
    board = _board(tmp_path, "{card: Rith's Charm, controller: bob, id: s, chosen: {source: giant}}")
    complete, results, notes = _orderings(board, source, recipient, 3)
    assert complete and results == {expected}, (results, notes)


@pytest.mark.parametrize("target, expected", [
    # "Prevent the next 2 damage that would be dealt to any target this turn." on its target: 2 of 3 prevented
    ("giant", ("giant", 1, 2)),
    ("bears", ("bears", 3, 0)),
])
def test_balm_of_restoration(tmp_path, target, expected):
    assert_cited("Balm of Restoration Oracle text: \"Prevent the next 2 damage that would be dealt to any target this turn.\"")
    board = _board(tmp_path, "{card: Balm of Restoration, controller: bob, id: s, targets: [giant]}")
    complete, results, notes = _orderings(board, "jace", target, 3)
    assert complete and results == {expected}, (results, notes)


def test_ready_to_rumble_s_mode_of_damage_that_cant_be_prevented(tmp_path):
    # "Choose one — • Damage can't be prevented this turn. Ready to Rumble deals 5 damage to target creature or
    # planeswalker. • Destroy target artifact.": its entry is the first mode (the other is one-shot, CR 608.2c); with
    # Pristine Angel's protection, the Hill Giant's 2 damage is not prevented (CR 615.12)
    assert_cited("CR 615.12: \"Some effects state that damage “can’t be prevented.”\"")
    status, got = compiled("A-Ready to Rumble")[1]
    assert status == "rider" and {"cant(prevent_damage)", "rider(spell_damage)", "rider(destroy)"} <= got, got
    board = board_file(tmp_path, "players: [alice, bob]\nbattlefield:\n"
                       "  - {card: Hill Giant, controller: bob, id: giant}\n"
                       "  - {card: Pristine Angel, controller: alice, id: angel}\n"
                       "effects:\n  - {card: A-Ready to Rumble, controller: bob, id: s}\n")
    complete, results, notes = _result(board, "giant", "angel", "2")
    assert complete and [(r["damage"], r["prevented"]) for r in results] == [(2, 0)], (results, notes)
