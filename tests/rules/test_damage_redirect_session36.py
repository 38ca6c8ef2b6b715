"""Session 36 (issue 26, the damage group): redirections that involve two objects or a chosen source, and the shields
beside them, hand-written over general terms and run end to end through the damage event (`orderings ... damage`).

- Two targets: "... dealt to target creature you control ... is dealt to another target creature instead" (Kor Chant,
  Kor Dirge, Carom, Captain's Maneuver, Razia): `affected_first_target` and `redirect(second_target)`, the board's
  targets: in the order of the word "target" in the text (encoder/facts.py writes target_at/3).
- A spell's damage dealt to its own controller (Aegis of Honor, Harsh Judgment): `redirect(damage_source_controller)`.
- Existing terms: Shield Dancer (`redirect(targeted)` of the target's own damage), Rhystic Circle (the shield made when
  no one paid: rider `unless_paid`), Atalya (a modal ability's shield mode), Tornellan Protector (a random X, each value
  an outcome), Battletide Alchemist and Blood of the Martyr (optional: applied or not, each an outcome).
Every expectation is the set of outcomes (recipient, damage, prevented) and the answer's completeness."""
from __future__ import annotations

import pytest
from ruling_cases import assert_cited
from support import battlefield

import mtgasp

_HEAD = "players: [alice, bob]\nactive_player: bob\n"
_BEARS = "{card: Grizzly Bears, controller: alice, id: bears}"  # alice's creature
_LIONS = "{card: Savannah Lions, controller: bob, id: lions}"  # bob's creature
_GIANT = "{card: Hill Giant, controller: bob, id: giant}"  # bob's creature (bob is the active player: it attacks)
_BOB_BOLT = "{card: Lightning Bolt, controller: bob, id: bolt}"  # a red instant spell, bob's
_ALICE_BOLT = "{card: Lightning Bolt, controller: alice, id: abolt}"  # a red instant spell, alice's
_BLAST = "{card: Psionic Blast, controller: bob, id: blast}"  # a blue instant spell, bob's


def _dealt(entries, effects, source, target, amount=3, combat=False):
    answer = mtgasp.orderings(battlefield(*entries, effects=tuple(effects), head=_HEAD),
                              mtgasp.DamageEvent(source, target, amount, combat=combat))
    return answer, {(o.result["recipient"], o.result["damage"], o.result["prevented"]) for o in answer.outcomes}


def _notes(answer) -> str:
    return " ".join(str(n) for n in answer.notes)


# --------------------------------------------------------------------------- two targets

@pytest.mark.parametrize("card", ["Kor Chant", "Kor Dirge"])
def test_all_damage_of_the_chosen_source_to_the_first_target_is_dealt_to_the_second(card):
    assert_cited(f"{card} Oracle text: \"All damage that would be dealt this turn to target creature you control by a "
                 "source of your choice is dealt to another target creature instead.\"")
    assert_cited("CR 614.9: \"Some effects replace damage dealt to one battle, creature, planeswalker, or player with the "
                 "same damage dealt to another battle, creature, planeswalker, or player; such effects are called "
                 "redirection effects.\"")
    chant = f"{{card: {card}, controller: alice, targets: [bears, lions], chosen: {{source: giant}}}}"
    answer, results = _dealt([_BEARS, _LIONS, _GIANT], [chant], "giant", "bears")
    assert answer.complete and results == {("lions", 3, 0)}
    # another source's damage, and the chosen source's damage to the second target, stay where they are
    answer, results = _dealt([_BEARS, _LIONS, _GIANT], [chant], "lions", "bears")
    assert answer.complete and results == {("bears", 3, 0)}
    answer, results = _dealt([_BEARS, _LIONS, _GIANT], [chant], "giant", "lions")
    assert answer.complete and results == {("lions", 3, 0)}


def test_which_target_is_which_is_the_order_of_targets():
    # CR 601.2c: "The player announces their choice of an appropriate object or player for each target the spell
    # requires." The first "target" of the text is the creature the damage would be dealt to: listed second, the bears
    # are the creature the damage goes to, so damage to them stays.
    assert_cited("CR 601.2c: \"The player announces their choice of an appropriate object or player for each target the "
                 "spell requires.\"")
    chant = "{card: Kor Chant, controller: alice, targets: [lions, bears], chosen: {source: giant}}"
    answer, results = _dealt([_BEARS, _LIONS, _GIANT], [chant], "giant", "bears")
    assert answer.complete and results == {("bears", 3, 0)}
    answer, results = _dealt([_BEARS, _LIONS, _GIANT], [chant], "giant", "lions")
    assert answer.complete and results == {("bears", 3, 0)}


def test_a_two_target_redirection_with_one_target_given_is_said():
    chant = "{card: Kor Chant, controller: alice, targets: [bears], chosen: {source: giant}}"
    answer, results = _dealt([_BEARS, _LIONS, _GIANT], [chant], "giant", "bears")
    assert not answer.complete and "Kor Chant" in _notes(answer) and results == {("bears", 3, 0)}


def test_carom_redirects_the_next_1_damage_only():
    assert_cited("Carom Oracle text: \"The next 1 damage that would be dealt to target creature this turn is dealt to "
                 "another target creature instead.\"")
    carom = "{card: Carom, controller: alice, targets: [bears, lions]}"
    answer, results = _dealt([_BEARS, _LIONS, _GIANT], [carom], "giant", "bears", 1)
    assert answer.complete and results == {("lions", 1, 0)}
    # of 3 damage only 1 would be redirected, 2 dealt to the bears: a split the event doesn't follow, said
    answer, results = _dealt([_BEARS, _LIONS, _GIANT], [carom], "giant", "bears", 3)
    assert not answer.complete and "Carom" in _notes(answer)


def test_captains_maneuver_redirects_the_next_x_between_a_player_and_a_creature():
    assert_cited("Captain's Maneuver Oracle text: \"The next X damage that would be dealt to target creature, "
                 "planeswalker, or player this turn is dealt to another target creature, planeswalker, or player "
                 "instead.\"")
    maneuver = "{card: Captain's Maneuver, controller: alice, targets: [alice, lions], x: 2}"
    answer, results = _dealt([_BEARS, _LIONS, _GIANT], [maneuver], "giant", "alice", 2)
    assert answer.complete and results == {("lions", 2, 0)}
    answer, _ = _dealt([_BEARS, _LIONS, _GIANT], [maneuver], "giant", "alice", 3)
    assert not answer.complete and "Captain's Maneuver" in _notes(answer)
    # without the X paid (x:), not applied, and said
    no_x = "{card: Captain's Maneuver, controller: alice, targets: [alice, lions]}"
    answer, results = _dealt([_BEARS, _LIONS, _GIANT], [no_x], "giant", "alice", 2)
    assert not answer.complete and results == {("alice", 2, 0)}


def test_razias_shield_works_after_razia_left():
    assert_cited("Razia, Boros Archangel ruling 2005-10-01: \"If either target creature leaves the battlefield before "
                 "damage is dealt, that damage won’t be redirected. It doesn’t matter if Razia leaves the battlefield.\"")
    razia = "{card: \"Razia, Boros Archangel\", controller: alice, targets: [bears, lions]}"  # Razia not on the board
    answer, results = _dealt([_BEARS, _LIONS, _GIANT], [razia], "giant", "bears", 3)
    assert answer.complete and results == {("lions", 3, 0)}
    # "The 3 damage ... doesn't have to be all dealt at once": 4 damage would be split, said
    answer, _ = _dealt([_BEARS, _LIONS, _GIANT], [razia], "giant", "bears", 4)
    assert not answer.complete and "Razia" in _notes(answer)


# --------------------------------------------------------------------------- a source's own damage sent back

def test_shield_dancer_turns_the_attackers_combat_damage_on_itself():
    assert_cited("Shield Dancer Oracle text: \"{2}{W}: The next time target attacking creature would deal combat damage "
                 "to this creature this turn, that creature deals that damage to itself instead.\"")
    dancer = "{card: Shield Dancer, controller: alice, id: dancer}"
    effect = "{card: Shield Dancer, controller: alice, targets: [giant], source: dancer}"
    answer, results = _dealt([dancer, _GIANT], [effect], "giant", "dancer", 4, combat=True)
    assert answer.complete and results == {("giant", 4, 0)}
    answer, results = _dealt([dancer, _GIANT], [effect], "giant", "dancer", 4)  # noncombat damage: not this effect's
    assert answer.complete and results == {("dancer", 4, 0)}


def test_aegis_of_honor_sends_a_spells_damage_to_its_controller():
    assert_cited("Aegis of Honor Oracle text: \"{1}: The next time an instant or sorcery spell would deal damage to you "
                 "this turn, that spell deals that damage to its controller instead.\"")
    aegis = "{card: Aegis of Honor, controller: alice, id: aegis}"
    effect = "{card: Aegis of Honor, controller: alice, source: aegis}"
    answer, results = _dealt([aegis, _GIANT], [effect, _BOB_BOLT], "bolt", "alice")
    assert answer.complete and results == {("bob", 3, 0)}
    answer, results = _dealt([aegis, _GIANT], [effect, _BOB_BOLT], "giant", "alice")  # a creature is no spell
    assert answer.complete and results == {("alice", 3, 0)}
    # alice's own spell: dealt to its controller, who would be dealt it anyway
    answer, results = _dealt([aegis, _GIANT], [effect, _ALICE_BOLT], "abolt", "alice")
    assert answer.complete and results == {("alice", 3, 0)}


def test_harsh_judgment_reads_the_chosen_color():
    assert_cited("Harsh Judgment Oracle text: \"If an instant or sorcery spell of the chosen color would deal damage to "
                 "you, it deals that damage to its controller instead.\"")
    judgment = "{card: Harsh Judgment, controller: alice, chosen: {color: R}}"
    answer, results = _dealt([judgment], [_BOB_BOLT, _BLAST], "bolt", "alice")
    assert answer.complete and results == {("bob", 3, 0)}
    answer, results = _dealt([judgment], [_BOB_BOLT, _BLAST], "blast", "alice", 4)  # blue
    assert answer.complete and results == {("alice", 4, 0)}
    answer, results = _dealt(["{card: Harsh Judgment, controller: alice}"], [_BOB_BOLT], "bolt", "alice")
    assert not answer.complete and results == {("alice", 3, 0)}


# --------------------------------------------------------------------------- shields with existing terms

def test_rhystic_circles_entry_is_the_shield_no_one_paid_for():
    assert_cited("Rhystic Circle Oracle text: \"{1}: Any player may pay {1}. If no one does, the next time a source of "
                 "your choice would deal damage to you this turn, prevent that damage.\"")
    circle = "{card: Rhystic Circle, controller: alice, id: circle}"
    effect = "{card: Rhystic Circle, controller: alice, source: circle, chosen: {source: giant}}"
    answer, results = _dealt([circle, _GIANT, _LIONS], [effect], "giant", "alice")
    assert answer.complete and results == {("alice", 0, 3)}
    answer, results = _dealt([circle, _GIANT, _LIONS], [effect], "lions", "alice")
    assert answer.complete and results == {("alice", 3, 0)}


def test_atalyas_shield_mode_prevents_the_next_x():
    assert_cited("CR 700.2: \"A spell or ability is modal if it has two or more options in a bulleted list preceded by "
                 "instructions for a player to choose a number of those options, such as “Choose one —.”\"")
    assert_cited("CR 615.7: \"Preventing 1 damage reduces the remaining shield by 1.\"")
    atalya = "{card: \"Atalya, Samite Master\", controller: alice, id: atalya}"
    effect = "{card: \"Atalya, Samite Master\", controller: alice, source: atalya, targets: [bears], x: 2}"
    answer, results = _dealt([atalya, _BEARS, _GIANT], [effect], "giant", "bears")
    assert answer.complete and results == {("bears", 1, 2)}


def test_tornellan_protectors_random_x_is_each_an_outcome():
    assert_cited("Tornellan Protector Oracle text: \"{T}: Until end of turn, each time damage is dealt to target "
                 "creature or player, prevent X of that damage, where X is a number from 1 to 3 chosen at random each "
                 "time.\"")
    torn = "{card: Tornellan Protector, controller: alice, id: torn}"
    effect = "{card: Tornellan Protector, controller: alice, source: torn, targets: [bears]}"
    answer, results = _dealt([torn, _BEARS, _GIANT], [effect], "giant", "bears")
    assert answer.complete and results == {("bears", 2, 1), ("bears", 1, 2), ("bears", 0, 3)}
    player = "{card: Tornellan Protector, controller: alice, source: torn, chosen: {player: alice}}"
    answer, results = _dealt([torn, _BEARS, _GIANT], [player], "giant", "alice", 2)
    assert answer.complete and results == {("alice", 1, 1), ("alice", 0, 2)}


def test_battletide_alchemist_may_prevent_as_many_as_your_clerics():
    assert_cited("Battletide Alchemist Oracle text: \"If a source would deal damage to a player, you may prevent X of "
                 "that damage, where X is the number of Clerics you control.\"")
    alchemist = "{card: Battletide Alchemist, controller: alice}"
    cleric = "{card: Tornellan Protector, controller: alice}"  # a Cleric
    answer, results = _dealt([alchemist, cleric, _GIANT], [], "giant", "bob")
    assert answer.complete and results == {("bob", 3, 0), ("bob", 1, 2)}
    answer, results = _dealt([alchemist, cleric, _GIANT, _BEARS], [], "giant", "bears")  # a creature: not its
    assert answer.complete and results == {("bears", 3, 0)}


def test_blood_of_the_martyr_may_take_a_creatures_damage():
    assert_cited("Blood of the Martyr Oracle text: \"Until end of turn, if damage would be dealt to any creature, you may "
                 "have that damage dealt to you instead.\"")
    blood = "{card: Blood of the Martyr, controller: alice}"
    answer, results = _dealt([_BEARS, _LIONS, _GIANT], [blood], "giant", "lions")
    assert answer.complete and results == {("lions", 3, 0), ("alice", 3, 0)}
    answer, results = _dealt([_BEARS, _GIANT], [blood], "giant", "bob")
    assert answer.complete and results == {("bob", 3, 0)}


def test_gideons_sacrifice_sends_damage_to_you_and_yours_to_the_chosen_permanent():
    assert_cited("Gideon's Sacrifice Oracle text: \"Choose a creature or planeswalker you control. All damage that would "
                 "be dealt this turn to you and permanents you control is dealt to the chosen permanent instead (if it's "
                 "still on the battlefield).\"")
    chandra = "{card: \"Chandra, Torch of Defiance\", controller: alice, id: chandra}"
    sacrifice = "{card: Gideon's Sacrifice, controller: alice, chosen: {permanent: chandra}}"
    for target in ("bears", "alice", "chandra"):
        answer, results = _dealt([_BEARS, chandra, _GIANT], [sacrifice], "giant", target)
        assert answer.complete and results == {("chandra", 3, 0)}, target
    answer, results = _dealt([_BEARS, chandra, _GIANT], [sacrifice], "bears", "giant")  # bob's creature: not its
    assert answer.complete and results == {("giant", 3, 0)}
    # no permanent chosen on the board: not applied, and said
    unchosen = "{card: Gideon's Sacrifice, controller: alice}"
    answer, results = _dealt([_BEARS, chandra, _GIANT], [unchosen], "giant", "bears")
    assert not answer.complete and results == {("bears", 3, 0)}
    assert any(n.term.name == "permanent_not_chosen" for n in answer.notes), answer.notes


def test_personal_incarnation_sends_the_next_1_damage_to_its_owner():
    assert_cited("Personal Incarnation Oracle text: \"{0}: The next 1 damage that would be dealt to this creature this "
                 "turn is dealt to its owner instead. Only this creatures owner may activate this ability.\"")
    assert_cited("CR 602.2: \"Only an object’s controller (or its owner, if it doesn’t have a controller) can activate "
                 "its activated ability unless the object specifically says otherwise.\"")
    stolen = "{card: Personal Incarnation, controller: bob, owner: alice, id: inc}"  # bob controls alice's
    effect = "{card: Personal Incarnation, controller: alice, source: inc}"
    answer, results = _dealt([stolen, _GIANT], [effect], "giant", "inc", 1)
    assert answer.complete and results == {("alice", 1, 0)}
    answer, _ = _dealt([stolen, _GIANT], [effect], "giant", "inc", 2)  # the next 1 of 2: a split, said
    assert not answer.complete and "Personal Incarnation" in _notes(answer)
    # its controller bob, who doesn't own it, can't activate it; alice's own one she can
    board = battlefield(stolen, "{card: Personal Incarnation, controller: alice, id: own}", head=_HEAD)
    inc = mtgasp.can_activate(board, "inc").abilities[0]
    assert not inc.can_activate and [r.rule for r in inc.reasons] == ["602.2"]
    assert mtgasp.can_activate(board, "own").abilities[0].can_activate


def test_guard_dogs_prevent_the_targets_combat_damage_while_it_shares_a_color_with_the_chosen_permanent():
    assert_cited("Guard Dogs Oracle text: \"{2}{W}, {T}: Choose a permanent you control. Prevent all combat damage "
                 "target creature would deal this turn if it shares a color with that permanent.\"")
    dogs = "{card: Guard Dogs, controller: alice, id: dogs}"  # white
    mountain_goat = "{card: Mountain Goat, controller: alice, id: goat}"  # red
    for chosen, expected in (("dogs", {("alice", 3, 0)}), ("goat", {("alice", 0, 3)})):
        effect = f"{{card: Guard Dogs, controller: alice, source: dogs, targets: [giant], chosen: {{permanent: {chosen}}}}}"
        answer, results = _dealt([dogs, mountain_goat, _GIANT], [effect], "giant", "alice", combat=True)
        assert answer.complete and results == expected, chosen
    effect = "{card: Guard Dogs, controller: alice, source: dogs, targets: [giant], chosen: {permanent: goat}}"
    answer, results = _dealt([dogs, mountain_goat, _GIANT], [effect], "giant", "alice")  # noncombat
    assert answer.complete and results == {("alice", 3, 0)}
    unchosen = "{card: Guard Dogs, controller: alice, source: dogs, targets: [giant]}"
    answer, results = _dealt([dogs, mountain_goat, _GIANT], [unchosen], "giant", "alice", combat=True)
    assert not answer.complete and results == {("alice", 3, 0)}


def test_wojek_apothecarys_radiance_shields_each_creature_sharing_a_color_with_its_target():
    assert_cited("Wojek Apothecary Oracle text: \"Radiance — {T}: Prevent the next 1 damage that would be dealt to target "
                 "creature and each other creature that shares a color with it this turn.\"")
    assert_cited("Kitsune Palliator ruling 2005-02-01: \"Kitsune Palliator’s ability creates prevention shields for "
                 "every creature and player when it resolves.\"")
    wojek = "{card: Wojek Apothecary, controller: alice, id: wojek}"
    elves = "{card: Llanowar Elves, controller: bob, id: elves}"  # green, as the bears
    effect = "{card: Wojek Apothecary, controller: alice, source: wojek, targets: [bears]}"
    for target, expected in (("bears", ("bears", 2, 1)), ("elves", ("elves", 2, 1)), ("lions", ("lions", 3, 0)),
                             ("alice", ("alice", 3, 0))):
        answer, results = _dealt([wojek, _BEARS, elves, _LIONS, _GIANT], [effect], "giant", target)
        assert answer.complete and results == {expected}, target
    # an effect that changes colors: the colors as it resolved may have been others, said
    hour = "{card: Celestial Dawn, controller: bob}"  # "Nonland permanents you control are white."
    answer, _ = _dealt([wojek, _BEARS, elves, _GIANT, hour], [effect], "giant", "elves")
    assert not answer.complete
    assert any(n.term.name == "shield_colors_unknown" for n in answer.notes), answer.notes
