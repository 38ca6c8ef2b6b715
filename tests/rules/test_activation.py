"""can-activate (CR 107.5, 107.6, 118.3, 119.4, 302.6, 602.2, 605.1a): cases from issue 5 and rulings.

The cases are data: tests/rulings/activation.yaml (run by tests/rules/test_rulings.py). Here: what doesn't fit
that format, and what may keep an ability from being activated or let it be activated again, each from its rule:
prohibitions (Null Rod, Cursed Totem, Grand Abolisher: CR 602.5), haste and "as though it had haste" (302.6,
702.10c), abilities without {T} activated more than once (602.2, 605.3a), keyword abilities that are activated
abilities (equip, crew, outlast: 702.6a, 702.122a, 702.107a) and granted ones (613.1f)."""
from __future__ import annotations

import pytest
from support import battlefield, board_from

import mtgasp
from mtgasp.render import json as as_json
from mtgasp.render.words import say


def check(text: str, permanent: str, ability: int | None = None) -> mtgasp.AbilityCheck:
    """The check of ability `ability` (numbered among all the permanent's abilities), or of its first
    activated ability."""
    result = mtgasp.can_activate(board_from(text), permanent, ability)
    return result.abilities[0]


def plus(board: str, line: str) -> str:
    """The board with one more battlefield entry (written at the entries' indentation)."""
    return board.rstrip(" ") + "          " + line + "\n"


def rules(result: mtgasp.AbilityCheck) -> list[str]:
    return [r.rule for r in result.reasons]


# --- Equip (CR 702.6a: "[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery.")

EQUIP = """
        players: [alice, bob]
        active_player: {active}
        battlefield:
          - {{card: Bonesplitter, controller: alice, id: bs}}
          - {{card: Forest, controller: alice}}
"""


def test_equip_only_as_a_sorcery_not_in_an_opponents_turn():
    # CR 702.6a, 602.5d, 307.1: "Activate only as a sorcery": never in another player's turn.
    result = check(plus(EQUIP.format(active="bob"), "- {card: Grizzly Bears, controller: alice}"), "bs", 2)
    assert not result.can_activate and "602.5d" in rules(result)


def test_equip_in_its_controllers_turn_is_incomplete():
    # Whether it is alice's main phase with an empty stack is not on a board (CR 307.1): not proven.
    answer = mtgasp.can_activate(board_from(plus(EQUIP.format(active="alice"),
                                                 "- {card: Grizzly Bears, controller: alice}")), "bs", 2)
    assert not answer.complete and answer.abilities[0].can_activate


def test_equip_needs_a_legal_target():
    # CR 601.2c, 602.2b: its target is chosen as it is activated; with no creature alice controls, or only one with
    # shroud (Blastoderm, CR 702.18a: it can't be the target of abilities), none can be chosen.
    alone = check(EQUIP.format(active="alice"), "bs", 2)
    assert not alone.can_activate and "601.2c" in rules(alone)
    shroud = check(plus(EQUIP.format(active="alice"), "- {card: Blastoderm, controller: alice}"), "bs", 2)
    assert not shroud.can_activate and "601.2c" in rules(shroud)
    theirs = check(plus(EQUIP.format(active="alice"), "- {card: Grizzly Bears, controller: bob}"), "bs", 2)
    assert not theirs.can_activate and "601.2c" in rules(theirs)


NULL_ROD = """players: [alice, bob]
life: {alice: 20, bob: 20}
battlefield:
  - {card: Null Rod, controller: bob}
  - {card: Sol Ring, controller: alice, id: ring}
  - {card: Forest, controller: alice}
"""


def _ability(answer: mtgasp.CanActivate, number: int):
    return next((a for a in answer.abilities if a.ability == number), None)


# --- Static effects on activating abilities (CR 602.5; kind activation_effect of rules/core/incomplete.lp) ---------------

@pytest.mark.slow
def test_null_rod_stops_an_artifact_mana_ability():
    # Null Rod: "Activated abilities of artifacts can't be activated." Mana abilities are activated abilities
    # (CR 605.1a) and a prohibited ability can't be activated (CR 602.5): Sol Ring's {C}{C} is not there.
    board = board_from(NULL_ROD)
    act = mtgasp.can_activate(board, "ring")
    assert not act.complete or not any(a.can_activate for a in act.abilities)
    pools = mtgasp.mana(board, "alice")
    assert not pools.complete or {o.mana for o in pools.options} == {"G"}


@pytest.mark.slow
def test_cursed_totem_stops_a_mana_creature():
    # Cursed Totem: "Activated abilities of creatures can't be activated." (CR 602.5)
    board = board_from("players: [alice]\nbattlefield:\n  - {card: Cursed Totem, controller: alice}\n"
                       "  - {card: Llanowar Elves, controller: alice, id: elves}\n")
    assert not mtgasp.mana(board, "alice").complete
    assert not mtgasp.can_activate(board, "elves").complete


def test_could_produce_ignores_activation_prohibitions():
    # CR 106.7: what a permanent could produce is what its abilities would add if they resolved, whatever
    # keeps them from being activated: Null Rod changes nothing here (and the answer stays complete).
    answer = mtgasp.could_produce(board_from(NULL_ROD))
    assert answer.complete and answer.types["ring"] == ("C",)


@pytest.mark.slow
def test_a_spell_that_gives_haste_is_not_ignored():
    # Expedite: "Target creature gains haste until end of turn." Haste lets a creature's {T} abilities be
    # activated despite CR 302.6 (CR 702.10c): the new Llanowar Elves can tap for {G}.
    act = mtgasp.can_activate(board_from(
        "players: [alice]\nbattlefield:\n  - {card: Llanowar Elves, controller: alice, sick: true, id: elves}\n"
        "effects:\n  - {card: Expedite, controller: alice, targets: [elves]}\n"), "elves")
    assert any(a.can_activate for a in act.abilities) or not act.complete


def test_can_activate_json_names_what_is_not_modelled():
    # The JSON of an incomplete can-activate answer said "the search for a payment stopped early" even when
    # the reason was an unmodelled card (Null Rod): it now gives the notes the text gives.

    answer = as_json.can_activate(mtgasp.can_activate(board_from(NULL_ROD), "ring"))
    assert any("Null Rod" in note for note in answer["notes"])


# --- A mana ability whose cost doesn't tap its permanent can be activated again (CR 602.2, 605.3a) ------------

@pytest.mark.slow
def test_an_ability_without_tap_can_be_activated_twice():
    # Skyshroud Elf: "{T}: Add {G}." and "{1}: Add {R} or {W}." With two Forests, alice has {G}{G}{G} and may
    # activate the second ability three times: {R}{R}{R} (CR 602.2: nothing limits how often; 605.3a). "not
    # payable" can't be a complete answer, nor pools that all keep two {G}.
    board = board_from("players: [alice]\nbattlefield:\n  - {card: Skyshroud Elf, controller: alice}\n"
                       "  - {card: Forest, controller: alice}\n  - {card: Forest, controller: alice}\n")
    pools = mtgasp.mana(board, "alice", cost="{R}{R}{R}")
    assert pools.cost is not None
    assert pools.cost.payable or not pools.complete
    assert "RRR" in {o.mana for o in mtgasp.mana(board, "alice").options} or not pools.complete


@pytest.mark.slow
def test_an_ability_that_taps_is_activated_once():
    # Forests and a Llanowar Elves: each {T} ability once (CR 107.5): the answer stays complete.
    pools = mtgasp.mana(board_from("players: [alice]\nbattlefield:\n  - {card: Llanowar Elves, controller: alice}\n"
                                   "  - {card: Forest, controller: alice}\n"), "alice", cost="{G}{G}{G}")
    assert pools.cost is not None and not pools.cost.payable and pools.complete


@pytest.mark.slow
def test_activate_as_though_creatures_had_haste():
    # Tyvar, Jubilant Brawler: "You may activate abilities of creatures you control as though those creatures had
    # haste." (CR 302.6, 702.10c; Thousand-Year Elixir's ruling). alice's new Llanowar Elves can tap for {G}.
    board = board_from("players: [alice]\nbattlefield:\n  - {card: Llanowar Elves, controller: alice, sick: true, id: elves}\n"
                       "  - {card: \"Tyvar, Jubilant Brawler\", controller: alice}\n")
    act = mtgasp.can_activate(board, "elves")
    assert any(a.can_activate for a in act.abilities) and act.complete  # the compiler reads it (as_though_haste/4)
    # Dynaheir, Invoker Adept: "... abilities of other creatures you control ..." is not read: honest, incomplete.
    dyn = mtgasp.can_activate(board_from("players: [alice]\nbattlefield:\n"
                                         "  - {card: Llanowar Elves, controller: alice, sick: true, id: elves}\n"
                                         "  - {card: \"Dynaheir, Invoker Adept\", controller: alice}\n"), "elves")
    assert not dyn.complete


def test_opponents_cant_activate_abilities_of_artifacts_during_your_turn():
    # Grand Abolisher (bob's, in bob's turn): "During your turn, your opponents can't cast spells or activate
    # abilities of artifacts, creatures, or enchantments." Sol Ring's mana ability is an activated ability of an
    # artifact (CR 605.1a, 602.5): alice can't make {C}{C}.
    board = board_from("players: [alice, bob]\nactive_player: bob\nbattlefield:\n"
                       "  - {card: Grand Abolisher, controller: bob}\n  - {card: Sol Ring, controller: alice, id: ring}\n")
    pools = mtgasp.mana(board, "alice")
    assert "CC" not in {o.mana for o in pools.options} or not pools.complete


@pytest.mark.slow
def test_remove_x_counters_for_any_combination_is_needed_once():
    # Calciform Pools: "{1}, Remove X storage counters from this land: Add X mana in any combination of {W} and/or
    # {U}." A second activation adds only what one activation with a larger X adds, for {1} more: the pools of
    # one activation are all the pools, and the answer stays complete.
    pools = mtgasp.mana(board_from("players: [alice]\nbattlefield:\n"
                                   "  - {card: Calciform Pools, controller: alice, counters: {storage: 2}}\n"
                                   "  - {card: Forest, controller: alice}\n"), "alice")
    assert pools.complete and {o.mana for o in pools.options} >= {"WWC", "UUC"}


@pytest.mark.slow
def test_can_activate_payment_says_an_ability_of_another_permanent_could_be_activated_again():
    # Rakdos Pit Dragon's "{R}{R}: ..." with Skyshroud Elf and two Forests: {1}: Add {R} twice pays it (CR 602.2,
    # 605.3a). The payment activates each mana ability once, so "can't be paid" is not proven, and must say why:
    # the Elf is another permanent than the one asked about (can-activate makes only its target's activations).
    board = board_from("players: [alice]\nbattlefield:\n  - {card: Skyshroud Elf, controller: alice}\n"
                       "  - {card: Forest, controller: alice}\n  - {card: Forest, controller: alice}\n"
                       "  - {card: Rakdos Pit Dragon, controller: alice, id: dragon}\n")
    first = mtgasp.can_activate(board, "dragon").abilities[0]
    assert first.can_activate or any("can be activated more than once" in say(r.code) for r in first.reasons), first


# --- Keyword abilities that are activated abilities (CR 602, 702.122a, 702.107a) ------------------------------

def test_crew_is_an_activated_ability():
    # Smuggler's Copter's "Crew 1" means "Tap any number of other untapped creatures you control with total power
    # N or greater: This permanent becomes an artifact creature until end of turn." (CR 702.122a): an activated
    # ability. "no activated ability" can't be a complete answer.
    board = battlefield("{card: Smuggler's Copter, controller: alice, id: copter}",
                        "{card: Grizzly Bears, controller: alice}")
    answer = mtgasp.can_activate(board, "copter")
    assert answer.abilities or not answer.complete


def test_outlast_is_an_activated_ability():
    # Ainok Bond-Kin's "Outlast {1}{W}": "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a
    # sorcery." (CR 702.107a).
    board = battlefield("{card: Ainok Bond-Kin, controller: alice, id: ainok}", "{card: Plains, controller: alice}",
                        "{card: Plains, controller: alice}")
    answer = mtgasp.can_activate(board, "ainok")
    assert answer.abilities or not answer.complete


def test_an_equip_ability_the_compiler_cant_read_is_still_an_activated_ability():
    # Ace's Baseball Bat: "Equip legendary creature {1}" is an equip ability (CR 702.6a, 602): can-activate lists it.
    answer = mtgasp.can_activate(battlefield("{card: Ace's Baseball Bat, controller: alice, id: bat}",
                                             "{card: Forest, controller: alice}"), "bat")
    assert any(a.ability == 3 for a in answer.abilities) or not answer.complete


# --- A line that starts with a keyword's name is read as a keyword line (compiler/compile.py, _keyword_line) ---
# "Equip abilities you activate of other Equipment cost {1} less to activate" (Bladehold War-Whip) starts with the
# word "Equip", one of the card's keywords: the whole static ability is taken as the keyword Equip, kind `other`,
# and never reaches the cues of compiler/kinds.py (which would call it activation_effect).

@pytest.mark.slow
def test_equip_cost_reduction_of_another_equipment():
    # CR 601.2f, 602.2b: cost reductions apply to an activated ability's cost. Bladehold War-Whip makes
    # Bonesplitter's Equip {1} cost {0}: alice, with no mana at all, can activate it (a creature to target,
    # her own turn). "no — CR 118.3" can't be a complete answer.
    board = battlefield("{card: Bladehold War-Whip, controller: alice}",
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
    # "Activate only as a sorcery" ability printed as such, rules/activation/activation.lp, CR 602.5d).
    board = battlefield("{card: Bonesplitter, controller: alice, id: bs}",
                        "{card: Forest, controller: alice}",
                        "{card: Grizzly Bears, controller: alice}",
                        head="players: [alice, bob]\nactive_player: bob\n")
    answer = mtgasp.can_activate(board, "bs")
    equip = _ability(answer, 2)
    assert (equip is not None and not equip.can_activate) or not answer.complete


@pytest.mark.slow
def test_equip_in_its_controllers_turn_depends_on_the_phase():
    # The same in alice's own turn: whether it is her main phase with an empty stack is not on a board, which is
    # why rules/core/incomplete.lp marks an "Activate only as a sorcery" ability incomplete then
    # (unchecked_restriction ... sorcery_speed). Equip has the same restriction (CR 702.6a): a "yes" is not proven.
    board = battlefield("{card: Bonesplitter, controller: alice, id: bs}",
                        "{card: Forest, controller: alice}",
                        "{card: Grizzly Bears, controller: alice}")
    answer = mtgasp.can_activate(board, "bs")
    assert not answer.complete or not _ability(answer, 2).can_activate


def test_equip_needs_a_creature_to_target():
    # CR 702.6a: Equip targets "creature you control"; CR 602.2b, 601.2c, 601.2e: an ability that requires a
    # target can't be activated without a legal one to choose. alice controls no creature: Bonesplitter's Equip
    # can't be activated. "yes" can't be a complete answer.
    board = battlefield("{card: Bonesplitter, controller: alice, id: bs}",
                        "{card: Forest, controller: alice}")
    answer = mtgasp.can_activate(board, "bs")
    equip = _ability(answer, 2)
    assert (equip is not None and not equip.can_activate) or not answer.complete


# --- A granted activated keyword ability (layer 6, CR 613.1f) -----------------------------------------------------

def test_astor_grants_equip_one():
    # Astor, Bearer of Blades: "Equipment you control have equip {1}." Colossus Hammer then has a second activated
    # ability, Equip {1} (CR 702.6a: "[Cost]: Attach this permanent to target creature you control"), which alice
    # can pay with her Forest, Astor (a creature she controls) its target, in her own turn. A list with only Equip
    # {8}, "no", can't be a complete answer.
    board = battlefield("{card: \"Astor, Bearer of Blades\", controller: alice}",
                        "{card: Colossus Hammer, controller: alice, id: hammer}",
                        "{card: Forest, controller: alice}")
    answer = mtgasp.can_activate(board, "hammer")
    assert any(a.can_activate for a in answer.abilities) or not answer.complete


# --- The lasting effect of a mana ability's rider (an effects: entry) is dropped (rules/core/incomplete.lp reads only
# unmodelled activated or triggered abilities as the possible source of an effects: entry of a permanent card) -------

def test_hall_of_the_bandit_lord_gives_haste():
    # Hall of the Bandit Lord: "{T}, Pay 3 life: Add {C}. If that mana is spent on a creature spell, it gains haste."
    # The board records that lasting effect on the Llanowar Elves cast with it (an effects: entry, CR 611.2): the
    # Elves have haste, so their "{T}: Add {G}" can be activated though they are new (CR 302.6, 702.10c). "no — CR
    # 302.6" can't be a complete answer.
    board = battlefield("{card: Hall of the Bandit Lord, controller: alice, id: hall}",
                        "{card: Llanowar Elves, controller: alice, id: elves, sick: true}",
                        extra="effects:\n  - {card: Hall of the Bandit Lord, controller: alice, source: hall, "
                         "targets: [elves]}\n")
    answer = mtgasp.can_activate(board, "elves")
    assert _ability(answer, 1).can_activate or not answer.complete


def test_a_granted_activated_ability_is_listed():
    # Acidic Sliver: 'All Slivers have "{2}, Sacrifice this permanent: This permanent deals 2 damage to any target."'
    # (layer 6, CR 613.1f). The Sliver itself has that activated ability, and alice's Mountain and Swamp pay {2}:
    # it can be activated (CR 602.2). "no activated abilities" can't be a complete answer.
    board = battlefield("{card: Acidic Sliver, controller: alice, id: sliver}",
                        "{card: Mountain, controller: alice}",
                        "{card: Swamp, controller: alice}")
    answer = mtgasp.can_activate(board, "sliver")
    assert any(a.can_activate for a in answer.abilities) or not answer.complete


def test_a_payable_cost_is_decided_by_one_way_to_pay_it():
    # Issue 25: can-activate answered "yes" for Cabal Coffers' {2}, {T} on a big board and then "the search stopped
    # early" (exit 3), because every way to pay was listed. CR 601.2g-h, 605.3a: one way to pay the {2} with mana
    # abilities (eight Treasures and four Birds of Paradise give thousands) decides that the cost can be paid.
    treasures = "".join("  - {token: Treasure, controller: alice}\n" for _ in range(8))
    birds = "".join(f"  - {{card: Birds of Paradise, controller: alice, id: birds-{i}}}\n" for i in range(4))
    board = board_from("players: [alice, bob]\nactive_player: alice\nbattlefield:\n"
                       "  - {card: Cabal Coffers, controller: alice, id: coffers}\n" + treasures + birds)
    result = mtgasp.can_activate(board, "coffers", timeout=30)
    assert result.complete and [a.can_activate for a in result.abilities] == [True]
