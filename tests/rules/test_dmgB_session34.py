"""Session 34 (issue 26, the damage group): a damage spell's riders on the game as it resolves, read with general terms
and run end to end through `mtgasp orderings BOARD damage SRC TARGET N` on boards of real cards.

- "Morbid — Brimstone Volley deals 5 damage instead if a creature died this turn." and the same self-replacement (CR
  614.15) under raid, hellbent, threshold, delirium, spell mastery, metalcraft, "if you control a Spacecraft", "if
  you've drawn two or more cards this turn": `replacement_condition` this_turn/2, hand_empty(you),
  graveyard_at_least/2, graveyard_types_at_least/1, you_control_at_least/2, turn_at_least/3 of the spell's controller
  (CR 608.2h: determined as the effect applies; rules/replacement/damage_game.lp).
- "If X is 5 or more, this spell can't be countered and the damage can't be prevented." (Banefire), Demonfire's
  hellbent, and "If you attacked this turn, instead Arrow Storm deals 5 damage to that permanent or player and the
  damage can't be prevented." (Arrow Storm, Lightning Surge): the "can't" of the spell's own damage under such a
  condition (`cant_condition`, CR 615.12).
A board that doesn't say (no this_turn:, hands:, graveyards:, x:) leaves the effect unapplied and the answer
incomplete, naming the card. A wrong answer marked complete fails: every expectation is a set of outcomes and the
answer's completeness."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from ruling_cases import assert_cited
from support import board_file, compiled, damage_outcomes, run_cli


def _board(tmp_path: Path, spell: str, extra: str = "", entries: tuple[str, ...] = ()) -> Path:
    """alice's Hill Giant and Soltari Priest (protection from red), bob's Grizzly Bears; bob's resolving `spell`."""
    text = ("players: [alice, bob]\nactive_player: bob\nbattlefield:\n"
            "  - {card: Hill Giant, controller: alice, id: giant}\n"
            "  - {card: Soltari Priest, controller: alice, id: priest}\n"
            "  - {card: Grizzly Bears, controller: bob, id: bears}\n"
            + "".join(f"  - {e}\n" for e in entries)
            + f"effects:\n  - {spell}\n" + extra)
    return board_file(tmp_path, text)


_orderings = damage_outcomes



_SELF = {"self_replacement", "replacement(damage)", "replacement_condition(source_this)"}


@pytest.mark.parametrize("name, number, facts", [
    ("Brimstone Volley", 2, _SELF | {"replacement_condition(this_turn(creature_died,any))",
                                     "replacement_option(1,set_damage(5))"}),
    ("Firecannon Blast", 2, _SELF | {"replacement_condition(this_turn(attacked,you))"}),
    ("Cackling Flames", 2, _SELF | {"replacement_condition(hand_empty(you))"}),
    ("Thermal Blast", 2, _SELF | {"replacement_condition(graveyard_at_least(card,7))"}),
    ("Unholy Heat", 2, _SELF | {"replacement_condition(graveyard_types_at_least(4))",
                                "replacement_option(1,set_damage(6))"}),
    ("Fiery Impulse", 2, _SELF | {"replacement_condition(graveyard_at_least(instant_or_sorcery,2))"}),
    ("Galvanic Blast", 2, _SELF | {"replacement_condition(you_control_at_least(artifact,3))"}),
    ("Invasive Maneuvers", 1, _SELF | {"replacement_condition(you_control_at_least(subtype(spacecraft),1))"}),
    ("Galvanize", 1, _SELF | {"replacement_condition(turn_at_least(cards_drawn,you,2))"}),
    ("Banefire", 2, {"cant(prevent_damage)", "cant_condition(source_this)", "cant_condition(x_at_least(5))"}),
    ("Demonfire", 2, {"cant(prevent_damage)", "cant_condition(source_this)", "cant_condition(hand_empty(you))"}),
    ("Arrow Storm", 2, _SELF | {"replacement_condition(this_turn(attacked,you))", "cant(prevent_damage)",
                                "cant_condition(source_this)", "cant_condition(this_turn(attacked,you))"}),
    ("Lightning Surge", 2, _SELF | {"cant_condition(graveyard_at_least(card,7))"}),
])
def test_the_compiler_reads_them(name, number, facts):
    status, got = compiled(name)[number]
    assert status == "compiled" and facts <= got, (status, got)


_VOLLEY = "{card: Brimstone Volley, controller: bob, id: volley}"


@pytest.mark.parametrize("extra, complete, expected", [
    # morbid: a creature died this turn (CR 700.4), so 5 damage instead (CR 614.15)
    ("this_turn: {creature_died: true}\n", True, {("giant", 5, 0)}),
    ("this_turn: {creature_died: false}\n", True, {("giant", 3, 0)}),
    # the board doesn't say: not applied, and said
    ("", False, {("giant", 3, 0)}),
])
def test_brimstone_volleys_morbid(tmp_path, extra, complete, expected):
    assert_cited("Brimstone Volley Oracle text: \"Morbid — Brimstone Volley deals 5 damage instead if a creature died "
                 "this turn.\"")
    assert_cited("CR 614.15: \"Some replacement effects are not continuous effects.\"")
    got, results, notes = _orderings(_board(tmp_path, _VOLLEY, extra), "volley", "giant", 3)
    assert got == complete and results == expected, (results, notes)
    assert complete or "Brimstone Volley" in notes, notes


def test_another_sources_damage_is_not_the_spells(tmp_path):
    # source_this: the Hill Giant's damage is not Brimstone Volley's, and the board's silence about this turn is no
    # matter for it
    complete, results, notes = _orderings(_board(tmp_path, _VOLLEY), "giant", "bears", 3)
    assert complete and results == {("bears", 3, 0)}, (results, notes)


@pytest.mark.parametrize("spell, extra, complete, expected", [
    # raid: bob, the spell's controller, attacked
    ("{card: Firecannon Blast, controller: bob, id: s}", "this_turn: {attacked: [bob]}\n", True, {("giant", 6, 0)}),
    ("{card: Firecannon Blast, controller: bob, id: s}", "this_turn: {attacked: [alice]}\n", True, {("giant", 3, 0)}),
    # hellbent: bob's hand is empty (the spell is on the stack, CR 402.1)
    ("{card: Cackling Flames, controller: bob, id: s}", "hands: {bob: []}\n", True, {("giant", 5, 0)}),
    ("{card: Cackling Flames, controller: bob, id: s}", "hands: {bob: [Forest], alice: []}\n", True,
     {("giant", 3, 0)}),
    ("{card: Cackling Flames, controller: bob, id: s}", "hands: {alice: []}\n", False, {("giant", 3, 0)}),
    # threshold: seven cards in bob's graveyard, not alice's
    ("{card: Thermal Blast, controller: bob, id: s}", "graveyards: {bob: [Forest, Forest, Forest, Forest, Forest, "
     "Forest, Forest]}\n", True, {("giant", 5, 0)}),
    ("{card: Thermal Blast, controller: bob, id: s}", "graveyards: {bob: [Forest], alice: [Forest, Forest, Forest, "
     "Forest, Forest, Forest, Forest]}\n", True, {("giant", 3, 0)}),
    ("{card: Thermal Blast, controller: bob, id: s}", "", False, {("giant", 3, 0)}),
    # spell mastery: two instant and/or sorcery cards
    ("{card: Fiery Impulse, controller: bob, id: s}", "graveyards: {bob: [Lightning Bolt, Divination]}\n", True,
     {("giant", 3, 0)}),
    ("{card: Fiery Impulse, controller: bob, id: s}", "graveyards: {bob: [Lightning Bolt, Forest]}\n", True,
     {("giant", 2, 0)}),
    # "if you've drawn two or more cards this turn" (the board's count of bob's draws)
    ("{card: Galvanize, controller: bob, id: s}", "this_turn: {cards_drawn: {bob: 2}}\n", True, {("giant", 5, 0)}),
    ("{card: Galvanize, controller: bob, id: s}", "this_turn: {cards_drawn: {bob: 1, alice: 3}}\n", True,
     {("giant", 3, 0)}),
])
def test_self_replacements_on_the_game(tmp_path, spell, extra, complete, expected):
    assert_cited("CR 608.2h: \"If an effect requires information from the game (such as the number of creatures on the "
                 "battlefield), the answer is determined only once, when the effect is applied.\"")
    amount = 2 if "Fiery Impulse" in spell else 3  # the damage the spell's first sentence deals
    got, results, notes = _orderings(_board(tmp_path, spell, extra), "s", "giant", amount)
    assert got == complete and results == expected, (results, notes)
    assert complete or spell.split(",")[0].removeprefix("{card: ") in notes, notes


@pytest.mark.parametrize("graveyard, expected", [
    # creature, land, instant, sorcery: four card types (CR 205.2a)
    ("[Grizzly Bears, Forest, Lightning Bolt, Divination]", 6),
    # an artifact creature counts both its card types: four types among three cards
    ("[Ornithopter, Forest, Lightning Bolt]", 6),
    # three types among four cards
    ("[Grizzly Bears, Hill Giant, Forest, Lightning Bolt]", 2),
    # a supertype is no card type (Legendary, Snow): still three
    ("[Snow-Covered Forest, Grizzly Bears, Lightning Bolt]", 2),
])
def test_unholy_heats_delirium_counts_card_types(tmp_path, graveyard, expected):
    assert_cited("CR 205.2a: \"The card types are artifact, battle, conspiracy, creature, dungeon, enchantment, instant, "
                 "kindred, land, phenomenon, plane, planeswalker, scheme, sorcery, and vanguard.\"")
    board = _board(tmp_path, "{card: Unholy Heat, controller: bob, id: s}", f"graveyards: {{bob: {graveyard}}}\n")
    complete, results, notes = _orderings(board, "s", "giant", 2)
    assert complete and results == {("giant", expected, 0)}, (results, notes)


@pytest.mark.parametrize("artifacts, expected", [(3, 4), (2, 2)])
def test_galvanic_blasts_metalcraft(tmp_path, artifacts, expected):
    entries = tuple(f"{{card: Ornithopter, controller: bob, id: thopter-{i}}}" for i in range(artifacts))
    board = _board(tmp_path, "{card: Galvanic Blast, controller: bob, id: s}", entries=entries)
    complete, results, notes = _orderings(board, "s", "alice", 2)
    assert complete and results == {("alice", expected, 0)}, (results, notes)


# Soltari Priest has protection from red (CR 702.16e: a prevention effect); the "can't" of the spell's own damage makes
# it prevent nothing (CR 615.12).
@pytest.mark.parametrize("spell, extra, complete, expected", [
    ("{card: Banefire, controller: bob, id: s, x: 5}", "", True, {("priest", 5, 0)}),
    ("{card: Banefire, controller: bob, id: s, x: 4}", "", True, {("priest", 0, 4)}),
    # no x: the condition is not known: the damage is taken as preventable, and said
    ("{card: Banefire, controller: bob, id: s}", "", False, {("priest", 0, 5)}),
    ("{card: Demonfire, controller: bob, id: s}", "hands: {bob: []}\n", True, {("priest", 5, 0)}),
    ("{card: Demonfire, controller: bob, id: s}", "hands: {bob: [Forest]}\n", True, {("priest", 0, 5)}),
    ("{card: Demonfire, controller: bob, id: s}", "", False, {("priest", 0, 5)}),
    # raid: 5 damage instead, and it can't be prevented
    ("{card: Arrow Storm, controller: bob, id: s}", "this_turn: {attacked: [bob]}\n", True, {("priest", 5, 0)}),
    ("{card: Arrow Storm, controller: bob, id: s}", "this_turn: {attacked: []}\n", True, {("priest", 0, 4)}),
])
def test_unpreventable_under_a_condition(tmp_path, spell, extra, complete, expected):
    assert_cited("Banefire Oracle text: \"If X is 5 or more, this spell can't be countered and the damage can't be "
                 "prevented.\"")
    assert_cited("CR 615.12: \"If unpreventable damage would be dealt, any applicable prevention effects are still applied "
                 "to it.\"")
    amount = 4 if "Arrow Storm" in spell else 5 if "x: 4" not in spell else 4
    got, results, notes = _orderings(_board(tmp_path, spell, extra), "s", "priest", amount)
    assert got == complete and results == expected, (results, notes)
    assert complete or spell.split(",")[0].removeprefix("{card: ") in notes, notes


# Life floors (CR 614.1a, 120.3a): the damage is still dealt, so the outcomes don't change; the event says where the
# floor is reached, from the board's life:.
@pytest.mark.parametrize("name, number, facts", [
    ("Worship", 1, {"life_floor(1)", "life_floor_condition(you_control_at_least(creature,1))"}),
    ("Ali from Cairo", 1, {"life_floor(1)"}),
    ("Elderscale Wurm", 3, {"life_floor(7)", "life_floor_condition(life_at_least(7))"}),
])
def test_the_compiler_reads_life_floors(name, number, facts):
    status, got = compiled(name)[number]
    assert status == "compiled" and facts <= got, (status, got)


def test_angels_graces_floor_beside_its_cant_lose():
    status, got = compiled("Angel's Grace")[2]
    assert status == "rider" and {"life_floor(1)", "rider(cant_lose)"} <= got, (status, got)


def _floor_board(tmp_path: Path, entries: tuple[str, ...], life: str) -> Path:
    text = ("players: [alice, bob]\nbattlefield:\n" + "".join(f"  - {e}\n" for e in entries)
            + "  - {card: Hill Giant, controller: bob, id: giant}\n"
            + "  - {card: Glistener Elf, controller: bob, id: elf}\n" + life)
    return board_file(tmp_path, text)


_WORSHIP = ("{card: Worship, controller: alice, id: worship}", "{card: Grizzly Bears, controller: alice, id: bears}")


@pytest.mark.parametrize("entries, life, source, target, amount, said", [
    # 5 damage to alice at 3 life: reduced to 1 instead, the 5 damage still dealt
    (_WORSHIP, "life: {alice: 3, bob: 20}\n", "giant", "alice", 5, "alice's life total (3)"),
    # 2 damage leaves her at 1 anyway: the floor changes nothing
    (_WORSHIP, "life: {alice: 3, bob: 20}\n", "giant", "alice", 2, None),
    # no creature: Worship's condition fails
    (_WORSHIP[:1], "life: {alice: 3, bob: 20}\n", "giant", "alice", 5, None),
    # infect: poison counters, no life lost (CR 120.3b)
    (_WORSHIP, "life: {alice: 3, bob: 20}\n", "elf", "alice", 5, None),
    # bob's life is not alice's Worship's
    (_WORSHIP, "life: {alice: 3, bob: 2}\n", "giant", "bob", 5, None),
    # no life totals: it may be reached, said
    (_WORSHIP, "", "giant", "alice", 5, "no life total for alice"),
    # Elderscale Wurm: 10 life, 5 damage would leave 5: 7 instead; at 6 life its condition fails
    (("{card: Elderscale Wurm, controller: alice, id: wurm}",), "life: {alice: 10, bob: 20}\n", "giant", "alice", 5,
     "to less than 7 reduces it to 7"),
    (("{card: Elderscale Wurm, controller: alice, id: wurm}",), "life: {alice: 6, bob: 20}\n", "giant", "alice", 5,
     None),
])
def test_life_floors_change_no_damage_and_are_said(tmp_path, entries, life, source, target, amount, said):
    assert_cited("Worship Oracle text: \"If you control a creature, damage that would reduce your life total to less than 1 "
                 "reduces it to 1 instead.\"")
    assert_cited("CR 120.3a: \"Damage dealt to a player by a source without infect causes that player to lose that much "
                 "life.\"")
    done = run_cli("orderings", str(_floor_board(tmp_path, entries, life)), "damage", source, target, str(amount),
                   "--json")
    assert done.returncode == 0, (done.returncode, done.stderr)
    answer = json.loads(done.stdout)
    results = {(o["result"]["recipient"], o["result"]["damage"]) for o in answer["outcomes"]}
    assert results == {(target, amount)}, results
    notes = json.dumps(answer["notes"])
    assert (said is None) == ("614.1a" not in notes), notes
    assert said is None or said in notes, notes


@pytest.mark.parametrize("name, number, facts", [
    ("Searing Blaze", 2, _SELF | {"replacement_condition(turn_at_least(lands_entered,you,1))",
                                  "replacement_option(1,set_damage(3))"}),
    ("Shower of Coals", 2, _SELF | {"replacement_condition(graveyard_at_least(card,7))",
                                    "replacement_option(1,set_damage(4))"}),
    ("Crater's Claws", 2, _SELF | {"replacement_condition(you_control_at_least(with_power(creature,ge,4),1))",
                                   "replacement_option(1,add(2))"}),
    ("Breath of Darigaaz", 2, _SELF | {"replacement_condition(source_kicked)", "replacement_option(1,set_damage(4))"}),
    ("Canopy Surge", 2, _SELF | {"replacement_condition(source_kicked)"}),
])
def test_the_compiler_reads_more_forms(name, number, facts):
    status, got = compiled(name)[number]
    assert status == "compiled" and facts <= got, (status, got)


@pytest.mark.parametrize("spell, extra, entries, target, amount, complete, expected", [
    # landfall: a land entered under bob's control this turn (the board's count)
    ("{card: Searing Blaze, controller: bob, id: s, targets: [giant]}", "this_turn: {lands_entered: {bob: 1}}\n", (),
     "giant", 1, True, {("giant", 3, 0)}),
    ("{card: Searing Blaze, controller: bob, id: s, targets: [giant]}", "this_turn: {lands_entered: {alice: 1}}\n",
     (), "giant", 1, True, {("giant", 1, 0)}),
    ("{card: Searing Blaze, controller: bob, id: s, targets: [giant]}", "", (), "alice", 1, False, {("alice", 1, 0)}),
    # ferocious: X plus 2 with a creature of power 4 or greater (Craw Wurm, 6/4), X without (Grizzly Bears, 2/2)
    ("{card: Crater's Claws, controller: bob, id: s, x: 3}", "", ("{card: Craw Wurm, controller: bob, id: wurm}",),
     "giant", 3, True, {("giant", 5, 0)}),
    ("{card: Crater's Claws, controller: bob, id: s, x: 3}", "", (), "giant", 3, True, {("giant", 3, 0)}),
    # a raid creature's enter effect reads this turn too, but bears on no damage: still complete
    ("{card: Brimstone Volley, controller: bob, id: s}", "this_turn: {creature_died: false}\n",
     ("{card: War-Name Aspirant, controller: bob, id: aspirant}",), "giant", 3, True, {("giant", 3, 0)}),
])
def test_more_self_replacements(tmp_path, spell, extra, entries, target, amount, complete, expected):
    assert_cited("Searing Blaze Oracle text: \"Landfall — If you had a land enter the battlefield under your control this "
                 "turn, Searing Blaze deals 3 damage to that player or planeswalker and 3 damage to that creature instead.\"")
    got, results, notes = _orderings(_board(tmp_path, spell, extra, entries), "s", target, amount)
    assert got == complete and results == expected, (results, notes)
    assert complete or "Searing Blaze" in notes, notes
