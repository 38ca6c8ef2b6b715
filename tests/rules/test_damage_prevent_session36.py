"""Session 36 (issue 26): more prevention effects on the damage event from real cards, in general terms — a spell's
prevention beside hexproof (Blinding Fog, Surge of Salvation: hexproof is a rule of targeting, CR 702.11b, a rider), an
activated ability paid with a snow Mountain (Glacial Crevasses, CR 205.4), the untap-and-prevent of Maze of Shadows and
of Kiora, the Tide's Fury, an entering trigger's lasting life floor (Angel of Grace, CR 603.1, 611.2a) — and the board's
`chosen: {source: …}` on an entry none of whose abilities reads a chosen source (CR 609.7a): refused in one line, exit 2.
Each case is a real card; a wrong answer marked complete fails."""
from __future__ import annotations

import json

import pytest
from ruling_cases import assert_cited
from support import battlefield, board_file, board_from, compiled, run_cli

import mtgasp

_GUIDE = "{card: Goblin Guide, controller: bob, id: guide}"  # red, bob's
_KNIGHT = "{card: Vampire Nighthawk, controller: bob, id: hawk}"  # black, bob's
_BOB_BEARS = "{card: Grizzly Bears, controller: bob, id: bobbears}"  # green, bob's
_BEARS = "{card: Grizzly Bears, controller: alice, id: bears}"  # green, alice's

_CR_609_7A = "CR 609.7a: \"The source is chosen when the effect is created.\""
_CR_615_1A = "CR 615.1a: \"Effects that use the word “prevent” are prevention effects.\""


def _dealt(entries, effects, source, target, amount=2, combat=False, extra=""):
    # (bob's turn: his creatures attack, alice's block, CR 506.2, 510.1)
    answer = mtgasp.orderings(battlefield(*entries, effects=effects, extra=extra,
                                          head="players: [alice, bob]\nactive_player: bob\n"),
                              mtgasp.DamageEvent(source, target, amount, combat=combat))
    return answer, {(o.result["damage"], o.result["prevented"]) for o in answer.outcomes}


# --- a source chosen for an entry that reads none (CR 609.7a)

@pytest.mark.parametrize("entry, effect", [
    # Circle of Protection: Red on the battlefield: its "{1}: The next time a red source of your choice ..." creates an
    # effect (CR 611.2); the choice is that effect's (an effects: entry), not the enchantment's
    ("{card: 'Circle of Protection: Red', controller: alice, id: cop, chosen: {source: guide}}", None),
    # an effect whose card prevents damage from no chosen source (Blinding Fog: to creatures)
    ("{card: 'Circle of Protection: Red', controller: alice, id: cop}",
     "{card: Blinding Fog, controller: alice, id: fog, chosen: {source: guide}}"),
])
def test_a_chosen_source_no_ability_reads_is_refused(tmp_path, entry, effect):
    assert_cited(_CR_609_7A)
    text = ("players: [alice, bob]\nbattlefield:\n  - " + entry + "\n  - " + _GUIDE + "\n"
            + (f"effects:\n  - {effect}\n" if effect else ""))
    done = run_cli("orderings", str(board_file(tmp_path, text)), "damage", "guide", "alice", "2")
    assert done.returncode == 2, (done.returncode, done.stdout, done.stderr)
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr, done.stderr
    assert "chosen: {source: guide}" in lines[0] and "a source of your choice" in lines[0], lines[0]
    assert "609.7a" in lines[0], lines[0]


def test_the_circles_effect_still_reads_its_chosen_source():
    # The same choice on the effect the Circle's ability made (source: the Circle) is read: the damage is prevented.
    effect = "{card: 'Circle of Protection: Red', controller: alice, source: cop, chosen: {source: guide}}"
    answer, results = _dealt(("{card: 'Circle of Protection: Red', controller: alice, id: cop}", _GUIDE), (effect,),
                             "guide", "alice")
    assert answer.complete, answer.notes
    assert results == {(0, 2)}


# --- Blinding Fog, Surge of Salvation: prevention with hexproof beside it

@pytest.mark.parametrize("target, dealt", [
    # "Prevent all damage that would be dealt to creatures this turn. Creatures you control gain hexproof until end of
    # turn.": any creature's damage is prevented (bob's too), a player's isn't
    ("bears", (0, 2)),
    ("bobbears", (0, 2)),
    ("alice", (2, 0)),
])
def test_blinding_fog(target, dealt):
    assert_cited(_CR_615_1A)
    answer, results = _dealt((_BEARS, _BOB_BEARS, _GUIDE), ("{card: Blinding Fog, controller: alice}",), "guide",
                             target)
    assert answer.complete, answer.notes
    assert results == {dealt}


@pytest.mark.parametrize("source, target, dealt", [
    # "Prevent all damage that black and/or red sources would deal to creatures you control this turn."
    ("guide", "bears", (0, 2)),      # red, to alice's creature
    ("hawk", "bears", (0, 2)),       # black
    ("bobbears", "bears", (2, 0)),   # green: neither color
    ("guide", "alice", (2, 0)),      # to alice herself: no creature
    ("guide", "bobbears", (2, 0)),   # to a creature she doesn't control
])
def test_surge_of_salvation(source, target, dealt):
    answer, results = _dealt((_BEARS, _BOB_BEARS, _GUIDE, _KNIGHT), ("{card: Surge of Salvation, controller: alice}",),
                             source, target)
    assert answer.complete, answer.notes
    assert results == {dealt}


@pytest.mark.parametrize("name, facts", [
    ("Blinding Fog", {"rider(hexproof)", "replacement_option(1,prevent_all)"}),
    ("Surge of Salvation", {"rider(hexproof)", "replacement_condition(either(source_color(b),source_color(r)))"}),
])
def test_hexproof_is_a_rider(name, facts):
    # CR 702.11b: hexproof means a permanent "can't be the target of spells or abilities your opponents control": no
    # damage event reads it
    assert_cited("CR 702.11b: \"“Hexproof” on a permanent means “This permanent can’t be the target of spells or "
                 "abilities your opponents control.”\"")
    status, got = compiled(name)[1]
    assert status == "rider" and facts <= got, (status, got)


# --- Glacial Crevasses: "Sacrifice a snow Mountain: Prevent all combat damage that would be dealt this turn."

_CREVASSES = "{card: Glacial Crevasses, controller: alice, id: crev}"


@pytest.mark.parametrize("combat, dealt", [(True, (0, 2)), (False, (2, 0))])
def test_glacial_crevasses_prevents_combat_damage(combat, dealt):
    effect = "{card: Glacial Crevasses, controller: alice, source: crev}"
    answer, results = _dealt((_CREVASSES, _GUIDE), (effect,), "guide", "alice", combat=combat)
    assert answer.complete, answer.notes
    assert results == {dealt}


@pytest.mark.parametrize("land, can", [("Snow-Covered Mountain", True), ("Mountain", False),
                                       ("Snow-Covered Forest", False)])
def test_glacial_crevasses_needs_a_snow_mountain(land, can):
    # CR 205.4a: snow is a supertype; the cost asks a land with it and the subtype Mountain (CR 205.3i)
    assert_cited("CR 205.4a: \"An object can have one or more supertypes.\"")
    b = board_from(f"""
        players: [alice, bob]
        battlefield:
          - {_CREVASSES}
          - {{card: {land}, controller: alice}}
        """)
    result = mtgasp.can_activate(b, "crev", 1).abilities[0]
    assert result.can_activate == can, result


# --- Maze of Shadows, Kiora: the untap done, the prevention on the target

@pytest.mark.parametrize("source, target, combat, dealt", [
    ("hawk", "alice", True, (0, 2)),    # combat damage dealt by the target
    ("bears", "hawk", True, (0, 2)),    # ... and dealt to it (alice's Bears blocking it)
    ("hawk", "alice", False, (2, 0)),   # "combat damage" only
    ("guide", "alice", True, (2, 0)),   # another creature's
])
def test_maze_of_shadows(source, target, combat, dealt):
    effect = "{card: Maze of Shadows, controller: alice, source: maze, targets: [hawk]}"
    answer, results = _dealt(("{card: Maze of Shadows, controller: alice, id: maze}", _GUIDE, _KNIGHT, _BEARS), (effect,),
                             source, target, combat=combat)
    assert answer.complete, answer.notes
    assert results == {dealt}


@pytest.mark.parametrize("source, target, combat, dealt", [
    ("hawk", "alice", False, (0, 2)),   # all damage, not only combat damage, dealt by the target
    ("bears", "hawk", True, (0, 2)),    # ... and dealt to it
    ("guide", "alice", True, (2, 0)),
])
def test_kiora_the_tides_fury(source, target, combat, dealt):
    effect = "{card: \"Kiora, the Tide's Fury\", controller: alice, source: kiora, targets: [hawk]}"
    answer, results = _dealt(("{card: \"Kiora, the Tide's Fury\", controller: alice, id: kiora}", _GUIDE, _KNIGHT,
                              _BEARS),
                             (effect,), source, target, combat=combat)
    assert answer.complete, answer.notes
    assert results == {dealt}


# --- Angel of Grace: an entering trigger's lasting life floor

def _floor(tmp_path, effects: str, life: str):
    text = ("players: [alice, bob]\nbattlefield:\n  - {card: Angel of Grace, controller: alice, id: angel}\n"
            f"  - {_GUIDE}\n" + effects + life)
    done = run_cli("orderings", str(board_file(tmp_path, text)), "damage", "guide", "alice", "5", "--json")
    assert done.returncode in (0, 3), done.stderr
    return json.loads(done.stdout)


def test_angel_of_graces_floor_is_its_triggers_effect(tmp_path):
    # "When this creature enters, until end of turn, damage that would reduce your life total to less than 1 reduces
    # it to 1 instead.": with the trigger's effect on the board, 5 damage to alice at 3 life leaves her at 1 (the damage
    # is still dealt, CR 614.1a); the Angel alone (its trigger long resolved) changes nothing
    assert_cited("CR 603.1: \"Triggered abilities have a trigger condition and an effect.\"")
    with_effect = _floor(tmp_path, "effects:\n  - {card: Angel of Grace, controller: alice, source: angel}\n",
                         "life: {alice: 3, bob: 20}\n")
    assert {(o["result"]["recipient"], o["result"]["damage"]) for o in with_effect["outcomes"]} == {("alice", 5)}
    assert "614.1a" in json.dumps(with_effect["notes"]), with_effect["notes"]
    alone = _floor(tmp_path, "", "life: {alice: 3, bob: 20}\n")
    assert "614.1a" not in json.dumps(alone["notes"]), alone["notes"]


# --- Mijo, the Bull: "exactly 2 damage" (damage_at_least and damage_at_most of the event as modified so far)

@pytest.mark.parametrize("source, amount, dealt", [
    ("guide", 2, 3),       # alice's Goblin Guide deals exactly 2: 3 instead
    ("guide", 4, 4),       # 4 damage: not exactly 2, unchanged (not 3)
    ("guide", 1, 1),
    ("bobguide", 2, 2),    # a source alice doesn't control
])
def test_mijo_from_downtown(source, amount, dealt):
    # "From Downtown — If a source you control would deal exactly 2 damage to a permanent or player, it deals 3 damage
    # instead." (From Downtown is a flavor word: CR 207.2d)
    assert_cited("CR 207.2d: \"Flavor words provide a flavorful description of abilities, but they have no special rules "
                 "meaning\"")
    entries = ("{card: 'Mijo, the Bull', controller: alice, id: mijo}", "{card: Goblin Guide, controller: alice, id: guide}",
               "{card: Goblin Guide, controller: bob, id: bobguide}")
    answer = mtgasp.orderings(battlefield(*entries), mtgasp.DamageEvent(source, "bob", amount))
    assert answer.complete, answer.notes
    assert {o.result["damage"] for o in answer.outcomes} == {dealt}


# --- Well-Laid Plans: "if they share a color" (source_shares_color, CR 105.2)

@pytest.mark.parametrize("source, target, dealt", [
    ("guide", "goblin", (0, 2)),     # red to red: they share red
    ("guide", "bobbears", (2, 0)),   # red to green
    ("hawk", "goblin", (2, 0)),      # black to red
    ("guide", "alice", (2, 0)),      # to a player: not a creature
])
def test_well_laid_plans(source, target, dealt):
    assert_cited("CR 105.2: \"An object can be one or more of the five colors, or it can be no color at all.\"")
    entries = ("{card: Well-Laid Plans, controller: alice}", _GUIDE, _KNIGHT, _BOB_BEARS,
               "{card: Raging Goblin, controller: alice, id: goblin}")
    answer, results = _dealt(entries, (), source, target)
    assert answer.complete, answer.notes
    assert results == {dealt}


# --- Falling Timber (hand-written): the combat damage each of its one or two targets would deal

@pytest.mark.parametrize("targets, source, combat, dealt", [
    ("[hawk]", "hawk", True, (0, 2)),
    ("[hawk]", "hawk", False, (2, 0)),          # combat damage only
    ("[hawk]", "guide", True, (2, 0)),          # not its target
    ("[hawk, guide]", "guide", True, (0, 2)),   # kicked: "another target creature" too (CR 702.33d)
])
def test_falling_timber(targets, source, combat, dealt):
    assert_cited("CR 702.33d: \"If a spell’s controller declares the intention to pay any of that spell’s kicker costs, "
                 "that spell has been “kicked.”\"")
    effect = f"{{card: Falling Timber, controller: alice, targets: {targets}}}"
    answer, results = _dealt((_GUIDE, _KNIGHT), (effect,), source, "alice", combat=combat)
    assert answer.complete, answer.notes
    assert results == {dealt}


def test_blinding_fogs_hexproof_keeps_targeting_incomplete():
    # CR 702.11b: the hexproof Blinding Fog gives is a rule of targeting the rules here don't apply: an ability that
    # targets is answered incomplete beside it (kind targeting_effect), never complete as if nothing had hexproof.
    text = """
        players: [alice, bob]
        active_player: alice
        sorcery_timing: true
        battlefield:
          - {card: Bonesplitter, controller: alice, id: bs}
          - {card: Grizzly Bears, controller: alice}
          - {card: Forest, controller: alice}
        """
    alone = mtgasp.can_activate(board_from(text), "bs", 2)
    assert alone.complete and alone.abilities[0].can_activate
    fog = mtgasp.can_activate(board_from(text.rstrip(" ") + "        effects:\n"
                                         "          - {card: Blinding Fog, controller: bob}\n"), "bs", 2)
    assert not fog.complete, fog
    assert any("Blinding Fog" in str(n.term) for n in fog.notes), fog.notes
