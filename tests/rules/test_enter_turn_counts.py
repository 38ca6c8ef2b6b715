"""Entering effects that count what happened this turn (issue 26; CR 614.1c, 614.12, 702.54b), read from the board's
this_turn: counts (turn_count/3): real cards through the enter event, and a count the board doesn't state makes the
answer incomplete, naming the card."""
from __future__ import annotations

import json

import pytest
from support import battlefield, enter_outcomes, run_cli

import mtgasp
from mtgasp.render.words import listed

NOTHING = "{card: Forest, controller: alice}"


def _counts(board: mtgasp.Board, card: str, controller: str = "alice", **kw) -> list[int]:
    return [o[3] for o in enter_outcomes(board, card, controller, **kw)]


def _turn(**counts: dict[str, int]) -> str:
    return "this_turn:\n" + "".join(f"  {k}: {json.dumps(v)}\n" for k, v in counts.items())


def _incomplete_naming(board: mtgasp.Board, card: str, name: str, kind: str, controller: str = "alice") -> None:
    answer = mtgasp.orderings(board, mtgasp.EnterEvent(card, controller))
    assert not answer.complete
    assert any(name in n and kind in n for n in listed(answer.notes)), listed(answer.notes)


@pytest.mark.parametrize("gained, counters", [
    # Voracious Wurm: "This creature enters with X +1/+1 counters on it, where X is the amount of life you've gained
    # this turn." Ruling 2013-07-01: "Voracious Wurm's ability checks how much life you've gained during the turn, not
    # what your life total is compared to what it was when the turn began. For example, if you start the turn at 10
    # life, gain 6 life during the turn, then lose 6 life later that turn, Voracious Wurm will enter the battlefield
    # with six +1/+1 counters."
    ({"alice": 6}, 6), ({"bob": 6}, 0), ({}, 0),
])
def test_voracious_wurm_counts_the_life_you_gained(gained, counters):
    board = battlefield(NOTHING, extra=_turn(life_gained=gained, life_lost={"alice": 6}))
    assert _counts(board, "Voracious Wurm") == [counters]


def test_cryptborn_horror_counts_the_life_your_opponents_lost():
    # Cryptborn Horror: "This creature enters with X +1/+1 counters on it, where X is the total life lost by your
    # opponents this turn." Ruling 2012-10-01: "If no opponent has lost life on the turn Cryptborn Horror enters the
    # battlefield, it will enter with no +1/+1 counters on it".
    head = "players: [alice, bob, carol]\n"
    board = battlefield(NOTHING, head=head, extra=_turn(life_lost={"alice": 4, "bob": 2, "carol": 3}))
    assert _counts(board, "Cryptborn Horror") == [5]
    assert _counts(board, "Cryptborn Horror", "bob") == [7]
    assert _counts(battlefield(NOTHING, head=head, extra=_turn(life_lost={"alice": 4})), "Cryptborn Horror") == [0]


def test_thought_sponge_takes_the_greatest_number_an_opponent_drew():
    # Thought Sponge: "This creature enters with a number of +1/+1 counters on it equal to the greatest number of cards
    # an opponent has drawn this turn."
    board = battlefield(NOTHING, head="players: [alice, bob, carol]\n",
                        extra=_turn(cards_drawn={"alice": 9, "bob": 2, "carol": 3}))
    assert _counts(board, "Thought Sponge") == [3]


@pytest.mark.parametrize("card, counters", [
    # Grizzly Ghoul: "This creature enters with a +1/+1 counter on it for each creature that died this turn."
    ("Grizzly Ghoul", 5),
    # Bone Devourer: "This creature enters with a number of +1/+1 counters on it equal to the number of creatures that
    # died this turn."
    ("Bone Devourer", 5),
    # Callous Sell-Sword: "This creature enters with a +1/+1 counter on it for each creature that died under your
    # control this turn."
    ("Callous Sell-Sword", 2),
])
def test_creatures_that_died(card, counters):
    board = battlefield(NOTHING, extra=_turn(creatures_died={"alice": 2, "bob": 3}))
    assert _counts(board, card) == [counters]


def test_storm_entity_counts_other_spells_ruling_2007_05_01():
    # Storm Entity: "This creature enters with a +1/+1 counter on it for each other spell cast this turn." Ruling
    # 2007-05-01: "The number of other spells cast this turn is determined as Storm Entity enters the battlefield. It
    # will count spells that were cast while Storm Entity was on the stack." The board's spells_cast counts Storm
    # Entity's own spell when the event says it was cast: that one is not "other".
    board = battlefield(NOTHING, extra=_turn(spells_cast={"alice": 3, "bob": 2}))
    assert _counts(board, "Storm Entity", cast=True) == [4]
    assert _counts(board, "Storm Entity") == [5]


@pytest.mark.parametrize("cast, counters", [(1, 0), (2, 2), (5, 2)])
def test_effortless_master_if_you_cast_two_or_more_spells(cast, counters):
    # Effortless Master: "This creature enters with two +1/+1 counters on it if you've cast two or more spells this
    # turn." (its own spell counts: it became cast before it resolved, CR 601.2i)
    board = battlefield(NOTHING, extra=_turn(spells_cast={"alice": cast, "bob": 7}))
    assert _counts(board, "Effortless Master", cast=True) == [counters]


def test_bloodthirst_x_is_the_damage_dealt_to_your_opponents_cr_702_54b():
    # CR 702.54b: "'Bloodthirst X' means 'This permanent enters with X +1/+1 counters on it, where X is the total damage
    # your opponents have been dealt this turn.'" (Petrified Wood-Kin, Indoraptor, the Perfect Hybrid)
    board = battlefield(NOTHING, head="players: [alice, bob, carol]\n",
                        extra=_turn(damage_dealt={"alice": 5, "bob": 3, "carol": 4}))
    assert _counts(board, "Petrified Wood-Kin") == [7]
    assert _counts(board, "Indoraptor, the Perfect Hybrid", "bob") == [9]


def test_bloodthirst_n_reads_the_damage_counts_too():
    # CR 702.54a: "'Bloodthirst N' means 'If an opponent was dealt damage this turn, this permanent enters with N +1/+1
    # counters on it.'" A damage_dealt count more than 0 says the player was dealt damage (Blood Ogre, Bloodthirst 1).
    assert _counts(battlefield(NOTHING, extra=_turn(damage_dealt={"bob": 2})), "Blood Ogre") == [1]
    assert _counts(battlefield(NOTHING, extra=_turn(damage_dealt={"alice": 2})), "Blood Ogre") == [0]


def test_gev_counts_each_opponent_who_lost_life():
    # Gev, Scaled Scorch: "Other creatures you control enter with an additional +1/+1 counter on them for each opponent
    # who lost life this turn." The board's lost_life (who) or life_lost (how much) says it.
    gev = '{card: "Gev, Scaled Scorch", controller: alice}'
    head = "players: [alice, bob, carol]\n"
    assert _counts(battlefield(gev, head=head, extra=_turn(life_lost={"bob": 1, "carol": 4})), "Grizzly Bears") == [2]
    assert _counts(battlefield(gev, head=head, extra="this_turn:\n  lost_life: [carol, alice]\n"), "Grizzly Bears") == [1]
    # not a creature bob controls: Gev's effect is on alice's creatures
    assert _counts(battlefield(gev, head=head, extra=_turn(life_lost={"bob": 1})), "Grizzly Bears", "bob") == [0]


def test_vampire_socialite_as_long_as_an_opponent_lost_life():
    # Vampire Socialite: "As long as an opponent lost life this turn, each other Vampire you control enters with an
    # additional +1/+1 counter on it."
    socialite = "{card: Vampire Socialite, controller: alice}"
    assert _counts(battlefield(socialite, extra=_turn(life_lost={"bob": 2})), "Vampire Nighthawk") == [1]
    assert _counts(battlefield(socialite, extra=_turn(life_lost={"alice": 2})), "Vampire Nighthawk") == [0]
    assert _counts(battlefield(socialite, extra=_turn(life_lost={"bob": 2})), "Grizzly Bears") == [0]


def test_bioengineered_future_counts_lands_that_entered_under_your_control():
    # Bioengineered Future: "Each creature you control enters with an additional +1/+1 counter on it for each land that
    # entered the battlefield under your control this turn."
    board = battlefield("{card: Bioengineered Future, controller: alice}", extra=_turn(lands_entered={"alice": 2, "bob": 1}))
    assert _counts(board, "Grizzly Bears") == [2]
    assert _counts(board, "Grizzly Bears", "bob") == [0]
    # with Hardened Scales ("If one or more +1/+1 counters would be put on a creature you control, that many plus one
    # +1/+1 counters are put on it instead."): its own order does not matter here, 2 + 1
    board = battlefield("{card: Bioengineered Future, controller: alice}", "{card: Hardened Scales, controller: alice}",
                        extra=_turn(lands_entered={"alice": 2}))
    assert _counts(board, "Grizzly Bears") == [3]


@pytest.mark.parametrize("card, name, kind", [
    ("Storm Entity", "Storm Entity", "spells_cast"),
    ("Voracious Wurm", "Voracious Wurm", "life_gained"),
    ("Effortless Master", "Effortless Master", "spells_cast"),
    ("Petrified Wood-Kin", "Petrified Wood-Kin", "damage_dealt"),
    ("Thought Sponge", "Thought Sponge", "cards_drawn"),
])
def test_a_count_the_board_doesnt_state_is_incomplete_naming_the_card(card, name, kind):
    # never 0 silently: no player chooses the count, so there is nothing to explore
    _incomplete_naming(battlefield(NOTHING), card, name, kind)
    # another count given doesn't say this one
    _incomplete_naming(battlefield(NOTHING, extra=_turn(lands_entered={"alice": 1})), card, name, kind)


def test_others_effects_unknown_counts_name_the_card_only_when_they_would_apply():
    board = battlefield('{card: "Gev, Scaled Scorch", controller: alice}', "{card: Vampire Socialite, controller: alice}",
                        "{card: Bioengineered Future, controller: alice}")
    _incomplete_naming(board, "Vampire Nighthawk", "Vampire Socialite", "happened this turn")
    _incomplete_naming(board, "Grizzly Bears", "Gev, Scaled Scorch", "happened this turn")
    _incomplete_naming(board, "Grizzly Bears", "Bioengineered Future", "lands_entered")
    answer = mtgasp.orderings(board, mtgasp.EnterEvent("Grizzly Bears", "alice"))
    assert not any("Vampire Socialite" in n for n in listed(answer.notes))
    # under bob's control none of them applies: complete
    assert mtgasp.orderings(board, mtgasp.EnterEvent("Vampire Nighthawk", "bob")).complete


@pytest.mark.slow
def test_cli_orderings_enter_with_turn_counts(tmp_path):
    path = tmp_path / "board.yaml"
    path.write_text("players: [alice, bob]\nthis_turn:\n  life_lost: {bob: 3}\nbattlefield:\n"
                    "  - {card: Hardened Scales, controller: alice}\n")
    run = run_cli("orderings", str(path), "enter", "Cryptborn Horror", "--controller", "alice", "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["complete"] and [o["result"]["counters"] for o in data["outcomes"]] == [4]


def test_gorma_counts_creatures_that_died_under_your_control_for_nontoken_creatures():
    # Gorma, the Gullet: "Nontoken creatures you control enter with an additional +1/+1 counter on them for each
    # creature that died under your control this turn." The enter event puts a card onto the battlefield: nontoken.
    board = battlefield('{card: "Gorma, the Gullet", controller: alice}',
                        extra=_turn(creatures_died={"alice": 2, "bob": 5}))
    assert _counts(board, "Grizzly Bears") == [2]
    assert _counts(board, "Grizzly Bears", "bob") == [0]
    # Gorma is no creature entering: its own effect is on other objects entering ("Nontoken creatures you control")
    assert _counts(board, "Forest") == [0]


@pytest.mark.parametrize("attacked, copies", [(["alice"], {"", "Grizzly Bears"}), (["bob"], {""}), ([], {""})])
def test_protean_raider_copies_only_if_you_attacked(attacked, copies):
    # Protean Raider: "Raid — If you attacked this turn, you may have this creature enter as a copy of any creature on
    # the battlefield."
    board = battlefield("{card: Grizzly Bears, controller: bob}", extra=f"this_turn:\n  attacked: {json.dumps(attacked)}\n")
    assert {o[1] for o in enter_outcomes(board, "Protean Raider", "alice")} == copies


def test_protean_raider_without_the_fact_is_incomplete():
    _incomplete_naming(battlefield("{card: Grizzly Bears, controller: bob}"), "Protean Raider", "Protean Raider",
                       "happened this turn")


@pytest.mark.parametrize("card", ["Grimgrin, Corpse-Born", "Traxos, Scourge of Kroog"])
def test_enters_tapped_and_doesnt_untap(card):
    # Grimgrin, Corpse-Born: "Grimgrin enters tapped and doesn't untap during your untap step." (CR 614.1c: it enters
    # tapped; the untap step is no event here)
    assert [o[2] for o in enter_outcomes(battlefield(NOTHING), card, "alice")] == [True]


def test_combine_guildmage_lasting_effect_this_turn():
    # Combine Guildmage: "{1}{G}, {T}: This turn, each creature you control enters with an additional +1/+1 counter on
    # it." Once the ability resolved, its effect lasts the turn (CR 611.2): the board's effects: entry for it.
    board = battlefield("{card: Hardened Scales, controller: alice}",
                        effects=("{card: Combine Guildmage, controller: alice}",))
    # Hardened Scales ("If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1
    # counters are put on it instead") adds one to the Guildmage's counter: 2
    assert sorted(_counts(board, "Grizzly Bears")) == [2]
    assert _counts(board, "Grizzly Bears", "bob") == [0]
    assert _counts(board, "Forest") == [0]
    # no effects: entry, no effect: the ability is not activated by a board
    assert _counts(battlefield("{card: Combine Guildmage, controller: alice}"), "Grizzly Bears") == [0]


def test_due_respect_permanents_enter_tapped_this_turn():
    # Due Respect: "Permanents enter tapped this turn." (a resolved instant's lasting effect, CR 611.2a), every
    # player's permanents
    board = battlefield(NOTHING, effects=("{card: Due Respect, controller: bob}",))
    assert [o[2] for o in enter_outcomes(board, "Forest", "alice")] == [True]
    assert [o[2] for o in enter_outcomes(board, "Grizzly Bears", "bob")] == [True]
    assert [o[2] for o in enter_outcomes(battlefield(NOTHING), "Forest", "alice")] == [False]


# --- counts over what is chosen as it enters (CR 614.12a: the choice is made before it enters, every one explored) ---

def test_canker_abomination_counts_the_chosen_opponents_creatures():
    # Canker Abomination: "As this creature enters, choose an opponent. This creature enters with a -1/-1 counter on it
    # for each creature that player controls."
    board = battlefield("{card: Grizzly Bears, controller: bob}", "{card: Grizzly Bears, controller: bob}",
                        "{card: Grizzly Bears, controller: carol}", "{card: Grizzly Bears, controller: alice}",
                        head="players: [alice, bob, carol]\n")
    kinds = sorted(dict(o[4]).get("m1m1", 0) for o in enter_outcomes(board, "Canker Abomination", "alice"))
    assert kinds == [1, 2]
    # bob chooses between alice (1) and carol (1): one outcome
    assert sorted(dict(o[4]).get("m1m1", 0) for o in enter_outcomes(board, "Canker Abomination", "bob")) == [1]


def test_banner_of_kinship_counts_the_creatures_of_the_chosen_type():
    # Banner of Kinship: "As this artifact enters, choose a creature type. This artifact enters with a fellowship
    # counter on it for each creature you control of the chosen type." A type none of them has gives none.
    board = battlefield("{card: Llanowar Elves, controller: alice}", "{card: Elvish Mystic, controller: alice}",
                        "{card: Grizzly Bears, controller: alice}", "{card: Llanowar Elves, controller: bob}")
    counts = sorted({dict(o[4]).get("fellowship", 0) for o in enter_outcomes(board, "Banner of Kinship", "alice")})
    # Elf: 2, Druid: 2, Bear: 1, another type: 0
    assert counts == [0, 1, 2]
