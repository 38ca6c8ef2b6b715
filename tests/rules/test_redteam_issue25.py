"""Wrong answers marked complete on boards of real cards, found by the red team of issue 25 ("Completeness is
proven, never presumed"). Each test states the answer the Comprehensive Rules (and the official rulings, where
there are some) give, and accepts either that answer or an answer marked incomplete: a wrong answer marked
complete fails it. Each was derived before the engine was run."""
from __future__ import annotations

import pytest
from support import board_from

import mtgasp


def _board(*lines: str, extra: str = "", head: str = "players: [alice, bob]\n") -> mtgasp.Board:
    return board_from(head + "battlefield:\n" + "".join(f"  - {line}\n" for line in lines) + extra)


def _ability(answer: mtgasp.CanActivate, number: int):
    return next((a for a in answer.abilities if a.ability == number), None)


def _mana(answer: mtgasp.Produce, number: int) -> set[str]:
    ability = next((a for a in answer.abilities if a.ability == number), None)
    return set() if ability is None else {o.mana for o in ability.outcomes}


# --- A line that starts with a keyword's name is read as a keyword line (compiler/compile.py, _keyword_line) ---
# "Equip abilities you activate of other Equipment cost {1} less to activate" (Bladehold War-Whip) starts with the
# word "Equip", one of the card's keywords: the whole static ability is taken as the keyword Equip, kind `other`,
# and never reaches the cues of compiler/kinds.py (which would call it activation_effect).

@pytest.mark.slow
def test_equip_cost_reduction_of_another_equipment():
    # CR 601.2f, 602.2b: cost reductions apply to an activated ability's cost. Bladehold War-Whip makes
    # Bonesplitter's Equip {1} cost {0}: alice, with no mana at all, can activate it (a creature to target,
    # her own turn). "no — CR 118.3" can't be a complete answer.
    board = _board("{card: Bladehold War-Whip, controller: alice}",
                   "{card: Bonesplitter, controller: alice, id: bs}",
                   "{card: Grizzly Bears, controller: alice}")
    answer = mtgasp.can_activate(board, "bs")
    equip = _ability(answer, 2)
    assert (equip is not None and equip.can_activate) or not answer.complete


# --- Equip: "[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery." ---------

def test_equip_cannot_be_activated_in_an_opponents_turn():
    # CR 702.6a: Equip is activated "only as a sorcery"; CR 307.1, 602.5d: only in its controller's main phase,
    # so never in another player's turn. bob is the active player: Bonesplitter's Equip {1} can't be activated,
    # though alice has a Forest and a creature. "yes" can't be a complete answer (the engine says "no" for an
    # "Activate only as a sorcery" ability printed as such, rules/activation.lp, CR 602.5d).
    board = _board("{card: Bonesplitter, controller: alice, id: bs}",
                   "{card: Forest, controller: alice}",
                   "{card: Grizzly Bears, controller: alice}",
                   head="players: [alice, bob]\nactive_player: bob\n")
    answer = mtgasp.can_activate(board, "bs")
    equip = _ability(answer, 2)
    assert (equip is not None and not equip.can_activate) or not answer.complete


@pytest.mark.slow
def test_equip_in_its_controllers_turn_depends_on_the_phase():
    # The same in alice's own turn: whether it is her main phase with an empty stack is not on a board, which is
    # why rules/incomplete.lp marks an "Activate only as a sorcery" ability incomplete then
    # (unchecked_restriction ... sorcery_speed). Equip has the same restriction (CR 702.6a): a "yes" is not proven.
    board = _board("{card: Bonesplitter, controller: alice, id: bs}",
                   "{card: Forest, controller: alice}",
                   "{card: Grizzly Bears, controller: alice}")
    answer = mtgasp.can_activate(board, "bs")
    assert not answer.complete or not _ability(answer, 2).can_activate


def test_equip_needs_a_creature_to_target():
    # CR 702.6a: Equip targets "creature you control"; CR 602.2b, 601.2c, 601.2e: an ability that requires a
    # target can't be activated without a legal one to choose. alice controls no creature: Bonesplitter's Equip
    # can't be activated. "yes" can't be a complete answer.
    board = _board("{card: Bonesplitter, controller: alice, id: bs}",
                   "{card: Forest, controller: alice}")
    answer = mtgasp.can_activate(board, "bs")
    equip = _ability(answer, 2)
    assert (equip is not None and not equip.can_activate) or not answer.complete


# --- A granted mana ability after another granted ability (compiler/kinds.py, _ABILITY) ------------------------
# The cue wants the quotation mark right after "have"/"has": 'have vigilance and "{T}: Add ..."' is kind `other`.

def test_esika_grants_a_mana_ability_to_other_legendary_creatures():
    # Esika, God of the Tree: 'Other legendary creatures you control have vigilance and "{T}: Add one mana of any
    # color."' (layer 6, CR 613.1f). Isamaru, Hound of Konda, a legendary creature, has that mana ability and could
    # produce every color (CR 106.7). "-" can't be a complete answer.
    board = _board("{card: \"Esika, God of the Tree\", controller: alice, id: esika}",
                   "{card: \"Isamaru, Hound of Konda\", controller: alice, id: isamaru}")
    answer = mtgasp.could_produce(board)
    assert answer.types["isamaru"] == ("W", "U", "B", "R", "G") or not answer.complete


def test_an_aura_grants_a_mana_ability_after_ward():
    # Leyline Immersion: 'Enchanted creature has ward {2} and "{T}: Add five mana in any combination of colors.
    # Spend this mana only to cast spells."' The enchanted Isamaru could produce every color (CR 106.7, 613.1f).
    board = _board("{card: \"Isamaru, Hound of Konda\", controller: alice, id: isamaru}",
                   "{card: Leyline Immersion, controller: alice, attached_to: isamaru}")
    answer = mtgasp.could_produce(board)
    assert answer.types["isamaru"] == ("W", "U", "B", "R", "G") or not answer.complete


# --- "isn't a creature": a type-changing effect worded as a negation (compiler/kinds.py, _TYPE) -----------------

@pytest.mark.slow
def test_arvinox_isnt_a_creature():
    # Arvinox, the Mind Flail: "Arvinox isn't a creature unless you control three or more permanents you don't
    # own." alice owns everything she controls: Arvinox is not a creature (layer 4, CR 613.1d, 205.1b; like a
    # Theros God, it loses the card type creature and its creature subtypes, ruling of Erebos, God of the Dead,
    # 2013-09-15). Gaea's Cradle ("Add {G} for each creature you control") adds no mana (CR 106.5), and `show`
    # must not call Arvinox a creature. "{G}" and "creature" can't be complete answers.
    board = _board("{card: Gaea's Cradle, controller: alice, id: cradle}",
                   "{card: \"Arvinox, the Mind Flail\", controller: alice, id: arvinox}")
    produced = mtgasp.produce(board, "cradle")
    assert "G" not in _mana(produced, 1) or not produced.complete
    shown = mtgasp.show(board)
    assert "creature" not in shown.objects["arvinox"].card_types or not shown.complete


# --- Devotion increased (CR 700.5, 700.5a) ----------------------------------------------------------------------

def test_altar_of_the_pantheon_increases_devotion():
    # Altar of the Pantheon: "Your devotion to each color and each combination of colors is increased by one."
    # (CR 700.5a: effects that modify devotion.) With Grizzly Bears ({1}{G}) alice's devotion to green is 2 and to
    # each other color 1: Nykthos, Shrine to Nyx's "{2}, {T}: Choose a color. Add an amount of mana of that color
    # equal to your devotion to that color" adds {W}, {U}, {B}, {R} or {G}{G}, never no mana, never one {G}.
    board = _board("{card: \"Nykthos, Shrine to Nyx\", controller: alice, id: nykthos}",
                   "{card: Altar of the Pantheon, controller: alice}",
                   "{card: Grizzly Bears, controller: alice}")
    produced = mtgasp.produce(board, "nykthos")
    assert _mana(produced, 2) == {"W", "U", "B", "R", "GG"} or not produced.complete


# --- "becomes [color]": a color-setting effect without "is"/"are" (compiler/kinds.py, _COLOR) -------------------

@pytest.mark.slow
def test_chaoslace_makes_a_permanent_red():
    # Chaoslace: "Target spell or permanent becomes red." Its lasting effect (an effects: entry, CR 611.2a) sets
    # the Grizzly Bears' color to red in layer 5 (CR 105.3, 613.1e): no longer green. Meteor Crater ("Choose a
    # color of a permanent you control. Add one mana of that color.") could produce {R}, not {G} (CR 106.7);
    # `show` says red. "{G}" and "green" can't be complete answers.
    board = _board("{card: Meteor Crater, controller: alice, id: crater}",
                   "{card: Grizzly Bears, controller: alice, id: bears}",
                   extra="effects:\n  - {card: Chaoslace, controller: alice, targets: [bears]}\n")
    answer = mtgasp.could_produce(board)
    assert answer.types["crater"] == ("R",) or not answer.complete
    shown = mtgasp.show(board)
    assert shown.objects["bears"].colors == ("r",) or not shown.complete


# --- A granted keyword that changes how a permanent enters (CR 614.12, 613.1f) -----------------------------------

def test_blaster_grants_modular_to_an_entering_artifact_creature():
    # Blaster, Combat DJ: "Other nontoken artifact creatures and Vehicles you control have modular 1." CR 614.12:
    # the entering permanent is checked "taking into account ... continuous effects that already exist and would
    # apply to the permanent": an Ornithopter entering under alice's control has modular 1, "This permanent enters
    # with one +1/+1 counter on it" (CR 702.43a). "0 +1/+1 counters" can't be a complete answer.
    board = _board("{card: \"Blaster, Combat DJ\", controller: alice}")
    answer = mtgasp.orderings(board, mtgasp.EnterEvent("Ornithopter", "alice"))
    counters = {o.result.get("counters_by_kind", {}).get("p1p1", 0) for o in answer.outcomes}
    assert counters == {1} or not answer.complete


def test_lux_artillery_gives_a_cast_artifact_creature_sunburst():
    # Lux Artillery: "Whenever you cast an artifact creature spell, it gains sunburst." Cast with Lux Artillery on
    # the battlefield, Etched Champion ({3}) resolves with sunburst: it enters with a +1/+1 counter for each color
    # of mana spent to cast it (CR 702.44a), which the board doesn't say (any of 0 to 3). The engine marks a card
    # with sunburst of its own incomplete for that reason (compiler/kinds.py, ENTERS_KEYWORDS): "0 +1/+1 counters"
    # alone can't be a complete answer.
    board = _board("{card: Lux Artillery, controller: alice}")
    answer = mtgasp.orderings(board, mtgasp.EnterEvent("Etched Champion", "alice", cast=True))
    counters = {o.result.get("counters_by_kind", {}).get("p1p1", 0) for o in answer.outcomes}
    assert counters == {0, 1, 2, 3} or not answer.complete


# --- Equal timestamps (CR 613.7m): the answer must not depend on how ids are spelt ---------------------------------

def _mirages(first: str, second: str) -> mtgasp.Board:
    return _board("{card: Savannah, controller: alice, id: savannah, timestamp: 1}",
                  "{card: Convincing Mirage, controller: alice, id: " + first
                  + ", attached_to: savannah, chosen: {land_type: Island}, timestamp: 5}",
                  "{card: Convincing Mirage, controller: alice, id: " + second
                  + ", attached_to: savannah, chosen: {land_type: Mountain}, timestamp: 5}")


@pytest.mark.slow
def test_equal_timestamps_do_not_depend_on_ids():
    # Two Convincing Mirages ("Enchanted land is the chosen type") attached to one Savannah at the same time (the
    # same timestamp): CR 613.7m, the active player (alice) chose their relative order, which the board doesn't give.
    # The later one wins (CR 613.7, 305.7): the Savannah is an Island or a Mountain. Renaming the two Auras' ids
    # can't change the answer; each of "{U}" and "{R}" alone is wrong as a complete answer.
    one = mtgasp.could_produce(_mirages("m1", "m2"))
    two = mtgasp.could_produce(_mirages("m2", "m1"))
    assert not one.complete or one.types["savannah"] == ("U", "R")
    assert not two.complete or two.types["savannah"] == ("U", "R")


# --- A granted activated keyword ability (layer 6, CR 613.1f) -----------------------------------------------------

def test_astor_grants_equip_one():
    # Astor, Bearer of Blades: "Equipment you control have equip {1}." Colossus Hammer then has a second activated
    # ability, Equip {1} (CR 702.6a: "[Cost]: Attach this permanent to target creature you control"), which alice
    # can pay with her Forest, Astor (a creature she controls) its target, in her own turn. A list with only Equip
    # {8}, "no", can't be a complete answer.
    board = _board("{card: \"Astor, Bearer of Blades\", controller: alice}",
                   "{card: Colossus Hammer, controller: alice, id: hammer}",
                   "{card: Forest, controller: alice}")
    answer = mtgasp.can_activate(board, "hammer")
    assert any(a.can_activate for a in answer.abilities) or not answer.complete


# --- Rooms (CR 709.5): a half's rules text only while that half is unlocked ---------------------------------------

def test_a_room_door_may_be_locked():
    # Greenhouse // Rickety Gazebo is a Room. CR 709.5: "As long as this permanent doesn't have the 'left half
    # unlocked' designation, it doesn't have the name, mana cost, or rules text of this object's left half"; CR
    # 709.5d: a Room put onto the battlefield without being cast has neither designation. The board format has no
    # field for it: Greenhouse's 'Lands you control have "{T}: Add one mana of any color."' may or may not apply,
    # so the Wastes could produce {C} only, or every color too. Neither can be a complete answer.
    board = _board("{card: Greenhouse, controller: alice, id: room}",
                   "{card: Wastes, controller: alice, id: wastes}")
    answer = mtgasp.could_produce(board)
    assert not answer.complete


# --- A supertype removed: "no longer snow" (CR 205.4, 613.1d) ----------------------------------------------------

def test_melting_makes_lands_not_snow():
    # Melting: "All lands are no longer snow." A type-changing effect (layer 4, CR 613.1d; supertypes, CR 205.4):
    # Snow-Covered Forest is a Basic Land — Forest, not snow. `show` saying "Basic Snow Land" can't be complete.
    board = _board("{card: Snow-Covered Forest, controller: alice, id: sf}",
                   "{card: Melting, controller: bob}")
    shown = mtgasp.show(board)
    assert "snow" not in shown.objects["sf"].supertypes or not shown.complete


# --- A compiled filter the rules never ground (rules/filters.lp, filter_with_supertype/2) -------------------------

def test_reidane_snow_lands_of_opponents_enter_tapped():
    # Reidane, God of the Worthy: "Snow lands your opponents control enter tapped." (CR 614.1c, 614.12: the land is
    # checked as it would exist on the battlefield: a snow land under bob's control.) The card data compiles it
    # (replacement_condition(affected(with_supertype(land, snow)))), but filters.lp makes with_supertype/2 match
    # only for mana triggers and damage sources: bob's Snow-Covered Forest enters tapped; "untapped" can't be a
    # complete answer.
    board = _board("{card: \"Reidane, God of the Worthy\", controller: alice}")
    answer = mtgasp.orderings(board, mtgasp.EnterEvent("Snow-Covered Forest", "bob"))
    assert {o.result["tapped"] for o in answer.outcomes} == {True} or not answer.complete


def test_a_renowned_creature_has_a_mana_ability():
    # Honored Hierarch: "As long as this creature is renowned, it has vigilance and "{T}: Add one mana of any
    # color."" Renowned is a designation (CR 702.112b) the board format can't give: the Hierarch could produce
    # every color, or nothing (CR 106.7). "-" can't be a complete answer.
    board = _board("{card: Honored Hierarch, controller: alice, id: hh}")
    answer = mtgasp.could_produce(board)
    assert answer.types["hh"] == ("W", "U", "B", "R", "G") or not answer.complete


# --- Protection prevents damage (CR 702.16e): a keyword line read as kind `other` ---------------------------------

def test_protection_from_red_prevents_damage_from_a_red_source():
    # Paladin en-Vec: "First strike, protection from black and from red". CR 702.16e: "Any damage that would be dealt
    # by sources that have the stated quality to a permanent or player with protection is prevented." Mogg Fanatic
    # (red) would deal 1 damage to it: the damage is prevented (1 prevented, 0 dealt). "1 damage to paladin" can't
    # be a complete answer.
    board = _board("{card: Paladin en-Vec, controller: alice, id: paladin}",
                   "{card: Mogg Fanatic, controller: bob, id: fanatic}")
    answer = mtgasp.orderings(board, mtgasp.DamageEvent("fanatic", "paladin", 1))
    assert {o.result["damage"] for o in answer.outcomes} == {0} or not answer.complete


def test_a_player_with_protection_from_opponents():
    # Absolute Virtue: "You have protection from each of your opponents." (CR 702.16k: protection from
    # a player is protection from each object that player controls; CR 702.16e): 1 damage from bob's Mogg
    # Fanatic to alice is prevented. "1 damage to alice" can't be complete.
    board = _board("{card: Absolute Virtue, controller: alice}",
                   "{card: Mogg Fanatic, controller: bob, id: fanatic}")
    answer = mtgasp.orderings(board, mtgasp.DamageEvent("fanatic", "alice", 1))
    assert {o.result["damage"] for o in answer.outcomes} == {0} or not answer.complete


# --- Shield counters (CR 122.1c): a prevention effect created by counters, not by a card's text ---------------------

def test_a_shield_counter_prevents_damage():
    # CR 122.1c: "One or more shield counters on a permanent create ... a single prevention effect ...: 'If damage
    # would be dealt to this permanent, prevent that damage and remove a shield counter from it.'" Grizzly Bears with
    # a shield counter: Mogg Fanatic's 1 damage is prevented. "1 damage to bears" can't be a complete answer.
    board = _board("{card: Grizzly Bears, controller: alice, id: bears, counters: {shield: 1}}",
                   "{card: Mogg Fanatic, controller: bob, id: fanatic}")
    answer = mtgasp.orderings(board, mtgasp.DamageEvent("fanatic", "bears", 1))
    assert {o.result["damage"] for o in answer.outcomes} == {0} or not answer.complete


def test_protection_granted_to_all_creatures():
    # Absolute Law: "All creatures have protection from red." (layer 6, CR 613.1f.) The red Mogg Fanatic's 1 damage
    # to Grizzly Bears is prevented (CR 702.16e). "1 damage to bears" can't be a complete answer.
    board = _board("{card: Absolute Law, controller: alice}",
                   "{card: Mogg Fanatic, controller: alice, id: fanatic}",
                   "{card: Grizzly Bears, controller: bob, id: bears}")
    answer = mtgasp.orderings(board, mtgasp.DamageEvent("fanatic", "bears", 1))
    assert {o.result["damage"] for o in answer.outcomes} == {0} or not answer.complete


# --- "Double all damage that ... would deal": "would deal" at the end of the sentence (compiler/kinds.py, _REPL_DAMAGE)

def test_collective_inferno_doubles_damage_of_the_chosen_type():
    # Collective Inferno (chosen type Goblin): "Double all damage that sources you control of the chosen type would
    # deal." A replacement effect (CR 614.1a, 701.10g): the Goblin Mogg Fanatic's 1 damage to Grizzly Bears becomes 2.
    # "1 damage to bears" can't be a complete answer.
    board = _board("{card: Collective Inferno, controller: alice, chosen: {creature_type: Goblin}}",
                   "{card: Mogg Fanatic, controller: alice, id: fanatic}",
                   "{card: Grizzly Bears, controller: bob, id: bears}")
    answer = mtgasp.orderings(board, mtgasp.DamageEvent("fanatic", "bears", 1))
    assert {o.result["damage"] for o in answer.outcomes} == {2} or not answer.complete


def test_absorbing_man_and_titania_double_damage_of_creature_sources():
    # Absorbing Man and Titania: "Double all damage that creature sources you control would deal." (CR 614.1a)
    # alice's Mogg Fanatic would deal 1 damage to bob's Grizzly Bears: 2 is dealt.
    board = _board("{card: Absorbing Man and Titania, controller: alice}",
                   "{card: Mogg Fanatic, controller: alice, id: fanatic}",
                   "{card: Grizzly Bears, controller: bob, id: bears}")
    answer = mtgasp.orderings(board, mtgasp.DamageEvent("fanatic", "bears", 1))
    assert {o.result["damage"] for o in answer.outcomes} == {2} or not answer.complete


# --- A replacement sentence followed by a reflexive trigger ("When damage is prevented this way, ...") is read as a
# triggered ability (compiler/kinds.py: _TRIGGER finds "when" after any sentence), so its replacement cues are never
# searched: kind `other`.

def test_phyrexian_vindicator_prevents_damage_to_itself():
    # Phyrexian Vindicator: "If damage would be dealt to this creature, prevent that damage. When damage is prevented
    # this way, this creature deals that much damage to any other target." A prevention effect (CR 615.1): Mogg
    # Fanatic's 1 damage to it is prevented. "1 damage to vindicator" can't be a complete answer.
    board = _board("{card: Phyrexian Vindicator, controller: alice, id: vindicator}",
                   "{card: Mogg Fanatic, controller: bob, id: fanatic}")
    answer = mtgasp.orderings(board, mtgasp.DamageEvent("fanatic", "vindicator", 1))
    assert {o.result["damage"] for o in answer.outcomes} == {0} or not answer.complete


# --- "Damage that would be dealt by this creature can't be prevented" (CR 615.12): the cue wants "damage can't be
# prevented" with no words between --------------------------------------------------------------------------------

def test_malignus_damage_cant_be_prevented():
    # Malignus: "Damage that would be dealt by this creature can't be prevented." CR 615.12: prevention effects
    # applied to unpreventable damage "won't prevent any damage". Inviolability ("Prevent all damage that would be dealt to
    # enchanted creature") doesn't stop Malignus's 2 damage to the Grizzly Bears: 2 damage, none prevented.
    # "0 damage, 2 prevented" can't be a complete answer.
    board = _board("{card: Malignus, controller: bob, id: malignus}",
                   "{card: Grizzly Bears, controller: alice, id: bears}",
                   "{card: Inviolability, controller: alice, attached_to: bears}")
    answer = mtgasp.orderings(board, mtgasp.DamageEvent("malignus", "bears", 2))
    assert {o.result["damage"] for o in answer.outcomes} == {2} or not answer.complete


def test_mjolnir_doubles_the_damage_of_the_equipped_creature():
    # Mjölnir, Hammer of Thor: "Double all damage equipped creature would deal." (CR 614.1a) The line starts with a
    # word the card lists as a keyword, so it is read as a keyword line (compiler/compile.py, _keyword_line). The
    # equipped Mogg Fanatic's 1 damage to alice becomes 2: "1 damage to alice" can't be a complete answer.
    board = _board("{card: Mogg Fanatic, controller: bob, id: fanatic}",
                   "{card: \"Mjölnir, Hammer of Thor\", controller: bob, attached_to: fanatic}")
    answer = mtgasp.orderings(board, mtgasp.DamageEvent("fanatic", "alice", 1))
    assert {o.result["damage"] for o in answer.outcomes} == {2} or not answer.complete


def test_wall_of_stolen_identity_may_enter_as_a_copy():
    # Wall of Stolen Identity: "You may have this creature enter as a copy of any creature on the battlefield, except
    # it's a Wall in addition to its other types and has defender. When you do, tap the copied creature ..." A copy
    # replacement effect (CR 614.1c, 616.1c, 707.2): with bob's Grizzly Bears on the battlefield, one outcome is a
    # copy of Grizzly Bears. A single outcome "untapped, no copy" can't be a complete answer. (The reflexive "When you
    # do" makes compiler/kinds.py read the line as a triggered ability: kind `other`.)
    board = _board("{card: Grizzly Bears, controller: bob, id: bears}")
    answer = mtgasp.orderings(board, mtgasp.EnterEvent("Wall of Stolen Identity", "alice"))
    copies = {o.result.get("copy_of") for o in answer.outcomes}
    assert "Grizzly Bears" in copies or not answer.complete


def test_superior_spider_man_may_enter_as_a_copy_of_a_graveyard_creature():
    # Superior Spider-Man: "Mind Swap — You may have Superior Spider-Man enter as a copy of any creature card in a
    # graveyard, except his name is Superior Spider-Man and he's a 4/4 Spider Human Hero in addition to his other
    # types. When you do, exile that card." (CR 614.1c, 707.2) Llanowar Elves is in alice's graveyard: one outcome is
    # a copy of it. A single outcome "no copy" can't be a complete answer.
    board = _board("{card: Grizzly Bears, controller: bob, id: bears}", extra="graveyards:\n  alice: [Llanowar Elves]\n")
    answer = mtgasp.orderings(board, mtgasp.EnterEvent("Superior Spider-Man", "alice"))
    copies = {o.result.get("copy_of") for o in answer.outcomes}
    assert "Llanowar Elves" in copies or not answer.complete


# --- "enters under the control of an opponent of your choice" (CR 614.1c, 616.1b) ---------------------------------

def test_xantcha_enters_under_an_opponents_control():
    # Xantcha, Sleeper Agent: "Xantcha enters under the control of an opponent of your choice." A replacement effect
    # that modifies how it enters (CR 614.1c; a control-changing one, CR 616.1b): put onto the battlefield by alice,
    # it enters under bob's control (her only opponent). An outcome under alice's control can't be complete.
    # (compiler/kinds.py's _REPL_ENTER reads "enters tapped/untapped/with/as", not "enters under".)
    board = _board("{card: Forest, controller: alice}")
    answer = mtgasp.orderings(board, mtgasp.EnterEvent("Xantcha, Sleeper Agent", "alice"))
    assert {o.result.get("controller", "alice") for o in answer.outcomes} == {"bob"} or not answer.complete


# --- `show` lists abilities (CR 109.3, 613.1f), but only grants "that matter" to mana are read -------------------

def test_show_lists_a_granted_keyword():
    # Angel's Trumpet: "All creatures have vigilance." (layer 6, CR 613.1f.) bob's Grizzly Bears has vigilance:
    # abilities are characteristics (CR 109.3) and `show` lists them. An empty list of abilities can't be complete
    # (compiler/kinds.py's ability_effect cue only reads mana abilities, haste and "loses all abilities").
    board = _board("{card: Angel's Trumpet, controller: alice}",
                   "{card: Grizzly Bears, controller: bob, id: bears}")
    shown = mtgasp.show(board)
    texts = [a.text.lower() for a in shown.objects["bears"].abilities]
    assert any("vigilance" in t for t in texts) or not shown.complete


# --- "Double target creature's power" (CR 701.10a-b, 613.4c): no "gets +N/+N" for the cue to read ------------------

def test_bulk_up_doubles_power():
    # Bulk Up: "Double target creature's power until end of turn." CR 701.10b: the creature gets +X/+0, X its power
    # as the spell resolved (layer 7c, CR 613.4c). Its lasting effect on Grizzly Bears (effects: entry): 4/2 (X = 2,
    # if nothing else changed its power since), and the board doesn't record X: "2/2" can't be a complete answer.
    board = _board("{card: Grizzly Bears, controller: alice, id: bears}",
                   extra="effects:\n  - {card: Bulk Up, controller: alice, targets: [bears]}\n")
    shown = mtgasp.show(board)
    assert shown.objects["bears"].power_toughness == (4, 2) or not shown.complete


# --- A resolved effect affects only the objects there when it began (CR 611.2c, 613.7d) -------------------------

def test_a_land_that_entered_after_a_resolved_effect_is_not_affected():
    # Elsewhere Flask's lasting effect ("Choose a basic land type. Each land you control becomes that type until end
    # of turn", chosen Island) has timestamp 3. The Forest's timestamp is 5: CR 613.7d, a Forest gets its timestamp
    # as it enters the battlefield (no attachment or face change can renew a basic land's), so it entered after the
    # effect began, and CR 611.2c: "the set of objects it affects is determined when that continuous effect begins.
    # After that point, the set won't change." The Forest is still a Forest ({G}); the Mountain (timestamp 1) is an
    # Island ({U}). "{U}" for the Forest can't be a complete answer.
    board = _board("{card: Mountain, controller: alice, id: old, timestamp: 1}",
                   "{card: Forest, controller: alice, id: new, timestamp: 5}",
                   extra="effects:\n  - {card: Elsewhere Flask, controller: alice, chosen: {land_type: Island}, "
                         "timestamp: 3}\n")
    answer = mtgasp.could_produce(board)
    assert (answer.types["new"] == ("G",) and answer.types["old"] == ("U",)) or not answer.complete


# --- The lasting effect of a mana ability's rider (an effects: entry) is dropped (rules/incomplete.lp reads only
# unmodelled activated or triggered abilities as the possible source of an effects: entry of a permanent card) -------

def test_hall_of_the_bandit_lord_gives_haste():
    # Hall of the Bandit Lord: "{T}, Pay 3 life: Add {C}. If that mana is spent on a creature spell, it gains haste."
    # The board records that lasting effect on the Llanowar Elves cast with it (an effects: entry, CR 611.2): the
    # Elves have haste, so their "{T}: Add {G}" can be activated though they are new (CR 302.6, 702.10c). "no — CR
    # 302.6" can't be a complete answer.
    board = _board("{card: Hall of the Bandit Lord, controller: alice, id: hall}",
                   "{card: Llanowar Elves, controller: alice, id: elves, sick: true}",
                   extra="effects:\n  - {card: Hall of the Bandit Lord, controller: alice, source: hall, "
                         "targets: [elves]}\n")
    answer = mtgasp.can_activate(board, "elves")
    assert _ability(answer, 1).can_activate or not answer.complete


def test_a_granted_activated_ability_is_listed():
    # Acidic Sliver: 'All Slivers have "{2}, Sacrifice this permanent: This permanent deals 2 damage to any target."'
    # (layer 6, CR 613.1f). The Sliver itself has that activated ability, and alice's Mountain and Swamp pay {2}:
    # it can be activated (CR 602.2). "no activated abilities" can't be a complete answer.
    board = _board("{card: Acidic Sliver, controller: alice, id: sliver}",
                   "{card: Mountain, controller: alice}",
                   "{card: Swamp, controller: alice}")
    answer = mtgasp.can_activate(board, "sliver")
    assert any(a.can_activate for a in answer.abilities) or not answer.complete


def test_aeve_token_isnt_legendary():
    # Aeve, Progenitor Ooze: "Aeve isn't legendary if it's a token." A supertype-changing effect (CR 205.4, 613.1d)
    # worded as a negation: a token Aeve is a Creature — Ooze, not legendary. "Legendary Creature" can't be a
    # complete answer of `show`.
    board = _board("{card: \"Aeve, Progenitor Ooze\", controller: alice, id: aeve, token: true}")
    shown = mtgasp.show(board)
    assert "legendary" not in shown.objects["aeve"].supertypes or not shown.complete
