"""Wrong answers marked complete, found by the red team (each case cites the rule or ruling that decides it).

A mana ability's side effects that change a life total (a painland's "This land deals 1 damage to you",
Pristine Talisman's "You gain 1 life") happen as the ability resolves, before the cost is paid (CR 601.2g:
"Mana abilities must be activated before costs are paid"; 605.3b: it resolves immediately); a player can
pay life only if their life total is at least the payment (CR 119.4), and damage dealt to a player makes
them lose that much life (CR 120.3a). Mana with a spending restriction (CR 106.6) can't pay a cost the
restriction excludes."""
from __future__ import annotations

import pytest
from support import board_from, run_cli

import mtgasp


def pay(text: str, cost: str, player: str = "alice") -> mtgasp.ManaPools:
    return mtgasp.mana(board_from(text), player, cost=cost)


@pytest.mark.slow
def test_painland_damage_comes_before_phyrexian_life():
    # Ancient Tomb's 2 damage takes alice from 2 to 0 life as the ability resolves (CR 601.2g, 120.3a):
    # she can't then pay 2 life for {R/P} (CR 119.4).
    pools = pay("players: [alice]\nlife: {alice: 2}\nbattlefield:\n"
                "  - {card: Ancient Tomb, controller: alice}\n", "{C}{C}{R/P}")
    assert pools.cost is not None
    assert not pools.cost.payable or not pools.complete


@pytest.mark.slow
def test_painland_damage_leaves_enough_life():
    # At 4 life she can: 2 damage, then 2 life for {R/P}.
    pools = pay("players: [alice]\nlife: {alice: 4}\nbattlefield:\n"
                "  - {card: Ancient Tomb, controller: alice}\n", "{C}{C}{R/P}")
    assert pools.cost is not None and pools.cost.payable and pools.complete


@pytest.mark.slow
def test_life_gained_by_a_mana_ability_can_be_paid():
    # Pristine Talisman: "{T}: Add {C}. You gain 1 life." At 1 life alice taps it (2 life), then pays 2
    # life for {R/P} (CR 601.2g, 119.4).
    pools = pay("players: [alice]\nlife: {alice: 1}\nbattlefield:\n"
                "  - {card: Pristine Talisman, controller: alice}\n", "{C}{R/P}")
    assert pools.cost is not None
    assert pools.cost.payable or not pools.complete


@pytest.mark.slow
def test_overabundance_damage_counts_too():
    # Overabundance's triggered mana ability deals 1 damage to the player who tapped the land, as it resolves
    # (CR 605.4a); with Adarkar Wastes' own 1 damage ({U}) and Pristine Talisman's 1 life, alice loses 1 in
    # all before paying: from 3 she can pay 2 life for {R/P}, from 2 she can't (CR 119.4).
    def text(life: int) -> str:
        return (f"players: [alice, bob]\nlife: {{alice: {life}}}\nbattlefield:\n"
                "  - {card: Pristine Talisman, controller: alice}\n  - {card: Adarkar Wastes, controller: alice}\n"
                "  - {card: Overabundance, controller: bob}\n")
    three = pay(text(3), "{U}{C}{R/P}")
    assert three.cost is not None and three.cost.payable and three.complete
    two = pay(text(2), "{U}{C}{R/P}")
    assert two.cost is not None and not two.cost.payable and two.complete


@pytest.mark.slow
def test_damage_rider_under_a_damage_effect_is_incomplete():
    # Furnace of Rath doubles the damage Ancient Tomb deals to alice (CR 614.1a): the printed 2 is not what
    # she loses, and the answer says so.
    pools = pay("players: [alice]\nlife: {alice: 6}\nbattlefield:\n"
                "  - {card: Ancient Tomb, controller: alice}\n  - {card: Furnace of Rath, controller: alice}\n",
                "{C}{C}{R/P}{R/P}")
    assert not pools.complete


@pytest.mark.slow
def test_life_cost_before_damage_is_not_claimed_complete():
    # At 1 life, alice may pay Eumidian Hatchery's 1 life first and then take Ancient Tomb's 2 damage
    # (CR 119.4 checks the life total at each payment): {B}{C}{C} is a pool. Every order is followed now
    # (tests/rules/test_life.py): the answer has it and is complete.
    pools = mtgasp.mana(board_from("players: [alice]\nlife: {alice: 1}\nbattlefield:\n"
                                   "  - {card: Ancient Tomb, controller: alice}\n"
                                   "  - {card: Eumidian Hatchery, controller: alice}\n"), "alice")
    assert "BCC" in {o.mana for o in pools.options} and pools.complete


@pytest.mark.slow
def test_restricted_mana_cannot_pay_a_filter_land():
    # Ancient Ziggurat: "Spend this mana only to cast a creature spell." (CR 106.6): its mana can't pay
    # Fire-Lit Thicket's {R/G} (an activated ability's cost), so {R}{R}, {R}{G} and {G}{G} are out of reach.
    pools = mtgasp.mana(board_from("players: [alice]\nbattlefield:\n"
                                   "  - {card: Ancient Ziggurat, controller: alice}\n"
                                   "  - {card: Fire-Lit Thicket, controller: alice}\n"), "alice")
    found = {o.mana for o in pools.options}
    assert not ({"RR", "RG", "GG"} & found) or not pools.complete


@pytest.mark.slow
def test_restricted_mana_for_a_cost_of_unknown_purpose():
    # The cost given is not said to be a creature spell's: Ancient Ziggurat's mana may not pay it (CR 106.6).
    # Alice's only source of {G} is the Ziggurat: "payable" can't be claimed as a complete answer.
    pools = pay("players: [alice]\nbattlefield:\n"
                "  - {card: Ancient Ziggurat, controller: alice}\n", "{G}")
    assert pools.cost is not None
    assert not (pools.cost.payable and pools.cost.complete and pools.complete)


# --- Static effects on activating abilities (kind activation_effect of rules/incomplete.lp) -----------------

NULL_ROD = """players: [alice, bob]
life: {alice: 20, bob: 20}
battlefield:
  - {card: Null Rod, controller: bob}
  - {card: Sol Ring, controller: alice, id: ring}
  - {card: Forest, controller: alice}
"""


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


def test_life_total_cant_change_forbids_phyrexian_life():
    # Platinum Emperion: "Your life total can't change." CR 119.8: a player whose life total can't change
    # can't pay life (other than 0): {G/P} can't be paid with 2 life.
    board = board_from("players: [alice]\nlife: {alice: 20}\nbattlefield:\n"
                       "  - {card: Platinum Emperion, controller: alice}\n")
    pools = mtgasp.mana(board, "alice", cost="{G/P}")
    assert pools.cost is not None
    assert not pools.cost.payable or not pools.complete


def test_could_produce_ignores_activation_prohibitions():
    # CR 106.7: what a permanent could produce is what its abilities would add if they resolved, whatever
    # keeps them from being activated: Null Rod changes nothing here (and the answer stays complete).
    answer = mtgasp.could_produce(board_from(NULL_ROD))
    assert answer.complete and answer.types["ring"] == ("C",)


def test_restricted_mana_is_not_needed_for_this_cost():
    # Pristine Talisman's {C} pays {C} without Ancient Ziggurat's restricted mana: payable, complete.
    pools = pay("players: [alice]\nbattlefield:\n  - {card: Ancient Ziggurat, controller: alice}\n"
                "  - {card: Pristine Talisman, controller: alice}\n", "{C}")
    assert pools.cost is not None and pools.cost.payable and pools.complete


@pytest.mark.slow
def test_restriction_that_allows_some_abilities_is_incomplete():
    # Eumidian Lifeseed: "Spend this mana only to activate abilities of land sources." Its mana may pay Fire-Lit
    # Thicket's {R/G} (a land's ability): the rules don't decide which abilities a restriction allows, so the
    # pools (without {R}{R}, {R}{G}, {G}{G} from it) must say they may be incomplete (CR 106.6).
    pools = mtgasp.mana(board_from("players: [alice]\nbattlefield:\n"
                                   "  - {card: Eumidian Lifeseed, controller: alice}\n"
                                   "  - {card: Fire-Lit Thicket, controller: alice}\n"), "alice")
    assert {"RR", "RG", "GG"} <= {o.mana for o in pools.options} or not pools.complete


@pytest.mark.slow
def test_false_dawn_white_mana_pays_any_color():
    # False Dawn: "you may spend white mana as though it were mana of any color" (CR 609.4b): the Forest's mana
    # is white, and it can pay {G}. "Not payable" can't be a complete answer.
    pools = pay("players: [alice]\nbattlefield:\n  - {card: Forest, controller: alice}\n"
                "effects:\n  - {card: False Dawn, controller: alice}\n", "{G}")
    assert pools.cost is not None
    assert pools.cost.payable or not pools.complete


@pytest.mark.slow
def test_celestial_dawn_white_mana_pays_any_color():
    # Celestial Dawn (hand-written): "You may spend white mana as though it were mana of any color." (CR 609.4b)
    # Its Forest taps for {W} (a Plains), which can pay {G}: "not payable" can't be a complete answer.
    pools = pay("players: [alice]\nbattlefield:\n  - {card: Celestial Dawn, controller: alice}\n"
                "  - {card: Forest, controller: alice}\n", "{G}")
    assert pools.cost is not None
    assert pools.cost.payable or not pools.complete


def test_control_changing_aura_is_not_ignored():
    # Confiscate: "You control enchanted permanent." (layer 2, CR 613.1b): alice controls bob's Forest, so her
    # Reflecting Pool could produce {G} (CR 106.7). The board gives the Forest's controller as bob; an answer
    # that ignores Confiscate must not claim to be complete.
    answer = mtgasp.could_produce(board_from(
        "players: [alice, bob]\nbattlefield:\n  - {card: Forest, controller: bob, id: bf}\n"
        "  - {card: Confiscate, controller: alice, attached_to: bf}\n"
        "  - {card: Reflecting Pool, controller: alice, id: pool}\n"))
    assert answer.types["pool"] == ("G",) or not answer.complete


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
    from mtgasp.render import json as as_json

    answer = as_json.can_activate(mtgasp.can_activate(board_from(NULL_ROD), "ring"))
    assert any("Null Rod" in note for note in answer["notes"])


def test_an_object_with_all_activated_abilities_of_lands():
    # Manascape Refractor: "This artifact has all activated abilities of all lands on the battlefield." A
    # Forest's intrinsic "{T}: Add {G}" (CR 305.6) is one: the Refractor could produce {G} (CR 106.7).
    answer = mtgasp.could_produce(board_from("players: [alice]\nbattlefield:\n"
                                             "  - {card: Manascape Refractor, controller: alice, id: refr}\n"
                                             "  - {card: Forest, controller: alice}\n"))
    assert answer.types["refr"] == ("G",) or not answer.complete


@pytest.mark.slow
def test_an_anthem_changes_power_and_toughness():
    # Glorious Anthem: "Creatures you control get +1/+1." (layer 7c, CR 613.4c): Grizzly Bears is 3/3. Its P/T
    # must not be given as the printed 2/2 in a complete answer; what it could produce is unaffected.
    text = ("players: [alice]\nbattlefield:\n  - {card: Grizzly Bears, controller: alice, id: bears}\n"
            "  - {card: Glorious Anthem, controller: alice}\n  - {card: Forest, controller: alice}\n")
    shown = mtgasp.show(board_from(text))
    assert shown.objects["bears"].power_toughness == (3, 3) or not shown.complete
    assert mtgasp.could_produce(board_from(text)).complete


@pytest.mark.slow
def test_incomplete_outcomes_are_not_worded_as_proven(tmp_board):
    # Damage past the engine's amount bound (1,000,000; clingo integers are 32-bit) is not computed: the
    # headline must not say "every order gives the same outcome" of outcomes it never computed.
    path = tmp_board("players: [alice, bob]\nbattlefield:\n  - {card: Furnace of Rath, controller: alice}\n"
                     "  - {card: Dictate of the Twin Gods, controller: alice}\n"
                     "  - {card: Grizzly Bears, controller: alice, id: bears}\n")
    out = run_cli("orderings", str(path), "damage", "bears", "bob", "1000000")
    assert out.returncode == 3
    assert out.stdout.splitlines()[0] == "no outcome computed: the answer is incomplete, see below"
    assert "every order gives the same outcome" not in out.stdout


@pytest.mark.slow
def test_unpaid_cost_under_an_unmodelled_card_is_not_worded_as_a_stopped_search(tmp_board):
    # Celestial Dawn: white mana may be spent as though it were any color (CR 609.4b), which is not modelled:
    # {G} is not found payable, and the answer says the answer is incomplete, not that a search stopped.
    path = tmp_board("players: [alice]\nbattlefield:\n  - {card: Celestial Dawn, controller: alice}\n"
                     "  - {card: Plains, controller: alice}\n")
    out = run_cli("mana", str(path), "alice", "--cost", "{G}")
    assert out.returncode == 3
    text = " ".join(out.stdout.split())  # (lines are wrapped to the terminal's width)
    assert "cost {G}: no payment found, not proven unpayable (the answer is incomplete: see below)" in text
    assert "search stopped" not in text
