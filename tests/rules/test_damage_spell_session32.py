"""Session 32 (issue 26): spell and static damage effects read with general terms, each run end to end through `mtgasp
orderings BOARD damage SRC TARGET N` on boards of real cards, and checked against the CR and the cards' rulings.

- Harm's Way's "The next 2 damage that a source of your choice would deal to you and/or permanents you control this
  turn is dealt to any target instead" and Shining Shoal's "The next X damage ... to you and/or creatures you control":
  the redirection of the next N damage (`redirect_at_most(N)`, of X the board's `x:`) of the chosen source (the
  board's `chosen: {source: id}`), CR 614.9, 609.7a; rules/replacement/damage_redirect_part.lp.
- A spell's "The damage can't be prevented." of its own damage (Combust, Pinpoint Avalanche) and Urza's Rage's kicked
  "instead it deals 10 damage ... and the damage can't be prevented" (`cant_condition(source_this)`,
  `cant_condition(source_kicked)`, CR 615.12, 614.15; rules/replacement/damage_cant_self.lp).
- "This creature has wither as long as you control a green creature." (Thornwatch Scarecrow, Blazethorn Scarecrow:
  `keyword_while/4`, CR 611.3a, 120.3d, 702.80; rules/replacement/damage_keyword_while.lp).
A wrong answer marked complete fails: every expectation is a set of outcomes and the answer's completeness."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from ruling_cases import assert_cited
from support import board_file, compiled, run_cli

_BOB_ACTIVE = "players: [alice, bob]\nactive_player: bob\nbattlefield:\n"


def _board(tmp_path: Path, entries: list[str], effects: list[str] = ()) -> Path:
    text = _BOB_ACTIVE + "".join(f"  - {e}\n" for e in entries)
    if effects:
        text += "effects:\n" + "".join(f"  - {e}\n" for e in effects)
    return board_file(tmp_path, text)


def _orderings(board: Path, source: str, target: str, amount: int, *flags: str) -> tuple[bool, set[tuple], str]:
    """(complete, {(recipient, damage, prevented, dealt_as_counters)}, the notes as text) of the JSON answer."""
    done = run_cli("orderings", str(board), "damage", source, target, str(amount), *flags, "--json")
    assert done.returncode in (0, 3), done.stderr
    answer = json.loads(done.stdout)
    results = {(o["result"]["recipient"], o["result"]["damage"], o["result"]["prevented"],
                o["result"].get("dealt_as_counters")) for o in answer["outcomes"]}
    assert answer["complete"] == (done.returncode == 0), done.returncode
    return answer["complete"], results, json.dumps(answer["notes"])



@pytest.mark.parametrize("name, number, facts", [
    ("Harm's Way", 1, {"replacement_condition(affected_rel(you))", "replacement_condition(source_chosen)",
                       "replacement_condition(redirect_at_most(2))", "replacement_option(1,redirect(any_target))"}),
    ("Shining Shoal", 2, {"replacement_condition(affected_either(player,creature))", "replacement_condition(x_given)",
                          "replacement_condition(redirect_at_most(x))", "replacement_condition(source_chosen)"}),
    ("Combust", 2, {"cant(prevent_damage)", "cant_condition(source_this)"}),
    ("Pinpoint Avalanche", 1, {"cant(prevent_damage)", "cant_condition(source_this)"}),
    ("Urza's Rage", 3, {"replacement_option(1,set_damage(10))", "self_replacement", "cant(prevent_damage)",
                        "cant_condition(source_this)", "cant_condition(source_kicked)"}),
    ("Thornwatch Scarecrow", 1, {"keyword_while(wither,you_control_at_least(with_color(creature,g),1))"}),
    ("Blazethorn Scarecrow", 2, {"keyword_while(wither,you_control_at_least(with_color(creature,g),1))"}),
])
def test_the_compiler_reads_them(name, number, facts):
    status, got = compiled(name)[number]
    assert status == "compiled" and facts <= got, (status, got)


# Harm's Way: alice chose bob's Hill Giant as the source; the target is bob's Raging Goblin (or bob, as chosen player).
_ENTRIES = ["{card: Grizzly Bears, controller: alice, id: bears}",
            "{card: Jace Beleren, controller: alice, id: jace, counters: {loyalty: 3}}",
            "{card: Hill Giant, controller: bob, id: giant}",
            "{card: Raging Goblin, controller: bob, id: goblin}"]
_HARMS_WAY = "{card: \"Harm's Way\", controller: alice, id: hw, targets: [goblin], chosen: {source: giant}}"


@pytest.mark.parametrize("source, target, amount, expected", [
    # the chosen source's damage to alice or a permanent she controls, 2 or less: all of it to the target (CR 614.9)
    ("giant", "alice", 2, {("goblin", 2, 0, None)}),
    ("giant", "bears", 1, {("goblin", 1, 0, None)}),
    # "permanents you control": a planeswalker too (Shining Shoal's "creatures" would not)
    ("giant", "jace", 2, {("goblin", 2, 0, None)}),
    # another source, or a permanent alice doesn't control: not redirected
    ("goblin", "alice", 1, {("alice", 1, 0, None)}),
    ("giant", "goblin", 2, {("goblin", 2, 0, None)}),
])
def test_harms_way_redirects_the_next_2_damage_of_the_chosen_source(tmp_path, source, target, amount, expected):
    assert_cited("Harm's Way ruling 2009-10-01: \"Harm’s Way will apply to whatever the chosen source tries to deal damage "
                 "to, as long as it’s you or a permanent you control.\"")
    complete, results, notes = _orderings(_board(tmp_path, _ENTRIES, [_HARMS_WAY]), source, target, amount)
    assert complete and results == expected, (results, notes)


def test_harms_way_of_more_than_2_damage_is_a_split_left_incomplete(tmp_path):
    # "If the chosen source would simultaneously deal damage ... Harm's Way will redirect just 2 of that damage": of 3
    # damage, 2 would be dealt to the target and 1 to the bears, which one state doesn't hold: not applied, and said.
    assert_cited("Harm's Way ruling 2009-10-01: \"Harm’s Way will redirect just 2 of that damage.\"")
    complete, results, notes = _orderings(_board(tmp_path, _ENTRIES, [_HARMS_WAY]), "giant", "bears", 3)
    assert not complete and "Harm's Way" in notes and "split" in notes, notes


def test_harms_way_to_a_player_target(tmp_path):
    # "any target": a player target is given on the board as chosen: {player: P}
    shield = "{card: \"Harm's Way\", controller: alice, id: hw, chosen: {source: giant, player: bob}}"
    complete, results, notes = _orderings(_board(tmp_path, _ENTRIES, [shield]), "giant", "alice", 2)
    assert complete and results == {("bob", 2, 0, None)}, (results, notes)


def test_harms_way_without_a_chosen_source_is_incomplete(tmp_path):
    shield = "{card: \"Harm's Way\", controller: alice, id: hw, targets: [goblin]}"
    complete, results, notes = _orderings(_board(tmp_path, _ENTRIES, [shield]), "giant", "alice", 2)
    assert not complete and "Harm's Way" in notes, notes


_SHOAL = "{card: Shining Shoal, controller: alice, id: ss, x: 3, chosen: {source: giant, player: bob}}"


@pytest.mark.parametrize("source, target, amount, complete, expected", [
    # X = 3: the chosen source's 3 damage to alice or her creature is dealt to bob instead
    ("giant", "alice", 3, True, {("bob", 3, 0, None)}),
    ("giant", "bears", 2, True, {("bob", 2, 0, None)}),
    # "creatures you control": not her planeswalker
    ("giant", "jace", 2, True, {("jace", 2, 0, None)}),
    # of 4 damage, only 3 would be redirected: a split, said and not applied
    ("giant", "alice", 4, False, {("alice", 4, 0, None)}),
])
def test_shining_shoal_redirects_the_next_x_damage(tmp_path, source, target, amount, complete, expected):
    assert_cited("Shining Shoal ruling 2005-02-01: \"The redirection protects both you and your creatures from the source.\"")
    got_complete, results, notes = _orderings(_board(tmp_path, _ENTRIES, [_SHOAL]), source, target, amount)
    assert got_complete == complete and results == expected, (results, notes)


def test_shining_shoal_without_x_is_not_applied_and_said(tmp_path):
    # CR 107.3a: X is the value paid as it was cast; a board without x: can't say how much is redirected
    shoal = "{card: Shining Shoal, controller: alice, id: ss, chosen: {source: giant, player: bob}}"
    complete, results, notes = _orderings(_board(tmp_path, _ENTRIES, [shoal]), "giant", "alice", 2)
    assert not complete and results == {("alice", 2, 0, None)} and "Shining Shoal" in notes, (results, notes)


# Combust's and Urza's Rage's own damage. Soltari Priest has protection from red (CR 702.16e: a prevention); Hold at
# Bay's shield ("Prevent the next 7 damage that would be dealt to any target this turn") is on the bears.
_SPELLS = ["{card: Soltari Priest, controller: alice, id: priest}",
           "{card: Grizzly Bears, controller: alice, id: bears}",
           "{card: Hill Giant, controller: bob, id: giant}"]
_SPELL_EFFECTS = ["{card: Combust, controller: bob, id: combust, targets: [priest]}",
                  "{card: Pinpoint Avalanche, controller: bob, id: avalanche, targets: [bears]}",
                  "{card: Hold at Bay, controller: alice, id: hab, targets: [bears]}",
                  "{card: \"Urza's Rage\", controller: bob, id: rage}"]


@pytest.mark.parametrize("source, target, amount, flags, expected", [
    # the spell's own damage: protection and the shield apply and prevent nothing (CR 615.12)
    ("combust", "priest", 5, (), {("priest", 5, 0, None)}),
    ("combust", "bears", 5, (), {("bears", 5, 0, None)}),
    ("avalanche", "bears", 4, (), {("bears", 4, 0, None)}),
    # another source's damage is still prevented: the "can't" is of the spell's damage only
    ("giant", "bears", 3, (), {("bears", 0, 3, None)}),
    # Urza's Rage unkicked (said: --kicked 0, CR 702.33a: kicker is an optional additional cost, so the event must
    # say whether it was paid): 3 damage, which may be prevented
    ("rage", "bears", 3, ("--kicked", "0"), {("bears", 0, 3, None)}),
    ("rage", "priest", 3, ("--kicked", "0"), {("priest", 0, 3, None)}),
    # kicked: 10 damage instead (CR 614.15, applied first), and it can't be prevented
    ("rage", "bears", 3, ("--kicked", "1"), {("bears", 10, 0, None)}),
    ("rage", "priest", 3, ("--kicked", "1"), {("priest", 10, 0, None)}),
])
def test_a_spells_own_unpreventable_damage(tmp_path, source, target, amount, flags, expected):
    assert_cited("Combust ruling 2010-08-15: \"However, damage prevention shields (including those created before Combust "
                 "was cast) don’t have any effect on the damage dealt by Combust.\"")
    assert_cited("CR 615.12: \"If unpreventable damage would be dealt, any applicable prevention effects are still applied "
                 "to it.\"")
    complete, results, notes = _orderings(_board(tmp_path, _SPELLS, _SPELL_EFFECTS), source, target, amount, *flags)
    assert complete and results == expected, (results, notes)
    assert ("615.12" in notes) == (expected != {(target, 0, amount, None)}), notes


# Thornwatch Scarecrow: "This creature has wither as long as you control a green creature." (its other line, "...
# vigilance as long as you control a white creature", touches no damage.)
@pytest.mark.parametrize("greens, target, expected", [
    # alice controls a green creature (Grizzly Bears): the damage to a creature is dealt as -1/-1 counters (CR 120.3d)
    (["{card: Grizzly Bears, controller: alice, id: bears}"], "giant", {("giant", 2, 0, 2)}),
    # to a player, wither changes nothing (CR 120.3a)
    (["{card: Grizzly Bears, controller: alice, id: bears}"], "bob", {("bob", 2, 0, None)}),
    # no green creature: ordinary damage (CR 120.3e)
    ([], "giant", {("giant", 2, 0, None)}),
    # a green creature of bob's is not one "you control"
    (["{card: Llanowar Elves, controller: bob, id: elves}"], "giant", {("giant", 2, 0, None)}),
])
def test_thornwatch_scarecrows_wither_while_you_control_a_green_creature(tmp_path, greens, target, expected):
    assert_cited("CR 702.80a: \"Wither is a static ability.\"")
    entries = ["{card: Thornwatch Scarecrow, controller: alice, id: crow}",
               "{card: Hill Giant, controller: bob, id: giant}", *greens]
    complete, results, notes = _orderings(_board(tmp_path, entries), "crow", target, 2)
    assert complete and results == expected, (results, notes)


def test_blazethorn_scarecrows_wither_read_its_haste_still_said(tmp_path):
    # Blazethorn Scarecrow's "has haste as long as you control a red creature" is not read (a board-wide note); its
    # wither line is, with the same condition on a green creature.
    entries = ["{card: Blazethorn Scarecrow, controller: alice, id: crow}",
               "{card: Grizzly Bears, controller: alice, id: bears}",
               "{card: Hill Giant, controller: bob, id: giant}"]
    complete, results, notes = _orderings(_board(tmp_path, entries), "crow", "giant", 2)
    assert results == {("giant", 2, 0, 2)}, (results, notes)
    assert not complete and "ability 1 of Blazethorn Scarecrow" in notes and "ability 2" not in notes, notes


@pytest.mark.parametrize("name, number, status, facts", [
    ("Reflect Damage", 1, "compiled", {"replacement_condition(source_chosen)",
                                       "replacement_option(1,redirect(chosen_source_controller))"}),
    ("Djeru's Resolve", 1, "rider", {"rider(untap)", "replacement_condition(affected_targeted)",
                                     "replacement_option(1,prevent_all)"}),
    ("Leap of Faith", 1, "rider", {"rider(flying)", "replacement_condition(affected_targeted)",
                                   "replacement_option(1,prevent_all)"}),
])
def test_the_compiler_reads_the_redirection_and_the_target_shields(name, number, status, facts):
    got_status, got = compiled(name)[number]
    assert got_status == status and facts <= got, (got_status, got)


# Reflect Damage: "The next time a source of your choice would deal damage this turn, that damage is dealt to that
# source's controller instead." alice chose bob's Hill Giant (CR 609.7a); the damage goes to bob (CR 614.9).
_REFLECT_ENTRIES = ["{card: Grizzly Bears, controller: alice, id: bears}",
                    "{card: Hill Giant, controller: bob, id: giant}",
                    "{card: Raging Goblin, controller: bob, id: goblin}"]


@pytest.mark.parametrize("source, target, chosen, complete, expected", [
    ("giant", "bears", "giant", True, {("bob", 3, 0, None)}),
    ("giant", "alice", "giant", True, {("bob", 3, 0, None)}),
    # its damage to its own controller's creature is dealt to that controller too (a permanent or player, any)
    ("giant", "goblin", "giant", True, {("bob", 3, 0, None)}),
    # another source: not redirected
    ("goblin", "bears", "giant", True, {("bears", 3, 0, None)}),
    # a source alice controls: dealt to alice
    ("bears", "goblin", "bears", True, {("alice", 3, 0, None)}),
])
def test_reflect_damage_deals_it_to_the_chosen_sources_controller(tmp_path, source, target, chosen, complete,
                                                                 expected):
    assert_cited("CR 614.9: \"Some effects replace damage dealt to one battle, creature, planeswalker, or player with the "
                 "same damage dealt to another battle, creature, planeswalker, or player\"")
    effect = f"{{card: Reflect Damage, controller: alice, id: rd, chosen: {{source: {chosen}}}}}"
    got_complete, results, notes = _orderings(_board(tmp_path, _REFLECT_ENTRIES, [effect]), source, target, 3)
    assert got_complete == complete and results == expected, (results, notes)


def test_reflect_damage_without_a_chosen_source_is_incomplete(tmp_path):
    effect = "{card: Reflect Damage, controller: alice, id: rd}"
    complete, results, notes = _orderings(_board(tmp_path, _REFLECT_ENTRIES, [effect]), "giant", "bears", 3)
    assert not complete and "Reflect Damage" in notes, notes


# Djeru's Resolve ("Untap target creature. Prevent all damage that would be dealt to it this turn.") and Leap of Faith
# ("Target creature gains flying until end of turn. Prevent all damage that would be dealt to that creature this
# turn."): the prevention is on the spell's target only.
@pytest.mark.parametrize("card", ["Djeru's Resolve", "Leap of Faith"])
@pytest.mark.parametrize("target, combat, expected", [
    ("bears", True, {("bears", 0, 3, None)}),
    ("bears", False, {("bears", 0, 3, None)}),
    # not the target: the other creature, or its controller
    ("elves", False, {("elves", 3, 0, None)}),
    ("alice", True, {("alice", 3, 0, None)}),
])
def test_a_shield_on_the_spells_target(tmp_path, card, target, combat, expected):
    assert_cited("Djeru's Resolve ruling 2017-04-18: \"Djeru’s Resolve can target an untapped creature. Its prevention "
                 "effect will still be applied.\"")
    entries = ["{card: Grizzly Bears, controller: alice, id: bears}",
               "{card: Llanowar Elves, controller: alice, id: elves}",
               "{card: Hill Giant, controller: bob, id: giant}"]
    effect = f"{{card: \"{card}\", controller: alice, id: spell, targets: [bears]}}"
    flags = ("--combat",) if combat else ()
    complete, results, notes = _orderings(_board(tmp_path, entries, [effect]), "giant", target, 3, *flags)
    assert complete and results == expected, (results, notes)
