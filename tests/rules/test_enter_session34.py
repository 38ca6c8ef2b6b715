"""Session 34, issue 26: a permanent that becomes one of its forms as it enters ("As this creature enters, it becomes your
choice of a 3/3 creature, a 2/2 creature with flying, or a 1/6 creature with defender": Primal Clay, Primal Plasma,
Corrupted Shapeshifter, Aquamorph Entity). CR 614.12a: the choice is made before it enters, every form explored on the
enter event; CR 707.2: the form chosen sets copiable values, read on the battlefield from the board's chosen: {form:
P/T} (rules/layers/forms.lp)."""
from __future__ import annotations

import pytest
from support import battlefield, board_file, run_cli

import mtgasp
from mtgasp.render.words import listed

NOTHING = "{card: Forest, controller: alice}"


def _forms(board: mtgasp.Board, card: str, controller: str = "alice") -> list[tuple]:
    """The outcomes of `card` entering: (copy_of, power, toughness, form number) each, sorted; the answer complete."""
    answer = mtgasp.orderings(board, mtgasp.EnterEvent(card, controller))
    assert answer.complete, listed(answer.notes)
    return sorted((o.result["copy_of"] or "", o.result.get("form", {}).get("power"),
                   o.result.get("form", {}).get("toughness"), o.result.get("form", {}).get("number"))
                  for o in answer.outcomes)


@pytest.mark.parametrize("card, forms", [
    # Primal Clay: "... a 3/3 artifact creature, a 2/2 artifact creature with flying, or a 1/6 Wall artifact creature
    # with defender ..." (CR 614.12a: each choice is an outcome of the event)
    ("Primal Clay", [(3, 3, 1), (2, 2, 2), (1, 6, 3)]),
    ("Primal Plasma", [(3, 3, 1), (2, 2, 2), (1, 6, 3)]),
    # Corrupted Shapeshifter: "... a 3/3 creature with flying, a 2/5 creature with vigilance, or a 0/12 creature with
    # defender."
    ("Corrupted Shapeshifter", [(3, 3, 1), (2, 5, 2), (0, 12, 3)]),
    # Aquamorph Entity: "As this creature enters or is turned face up, it becomes your choice of 5/1 or 1/5."
    ("Aquamorph Entity", [(5, 1, 1), (1, 5, 2)]),
])
def test_every_form_is_an_outcome_of_the_enter_event(card, forms):
    assert _forms(battlefield(NOTHING), card) == sorted(("", p, t, k) for p, t, k in forms)


def test_the_text_answer_says_the_form():
    answer = mtgasp.orderings(battlefield(NOTHING), mtgasp.EnterEvent("Primal Clay", "alice"))
    assert answer.choice_matters and not answer.order_matters  # CR 614.12a: a choice, no order
    from mtgasp.render.text import describe
    assert {describe("enter", o.result) for o in answer.outcomes} == {
        f"untapped, 0 +1/+1 counters, becomes {pt} (its form {k})" for pt, k in (("3/3", 1), ("2/2", 2), ("1/6", 3))}


def test_a_clone_entering_as_a_copy_of_primal_clay_makes_a_new_choice():
    # Primal Clay, ruling 2018-03-16: "If another permanent enters the battlefield as a copy of this creature, the
    # controller of that permanent will get to make a new choice. The copy won't necessarily have the same power,
    # toughness, and abilities as the original." (CR 614.12: the copy's own "as enters" ability applies to it)
    board = battlefield("{card: Primal Clay, controller: bob, id: clay, chosen: {form: 1/6}}")
    assert _forms(board, "Clone") == [("", None, None, None), ("Primal Clay", 1, 6, 3), ("Primal Clay", 2, 2, 2),
                                      ("Primal Clay", 3, 3, 1)]


def _shown(board: mtgasp.Board) -> mtgasp.Show:
    return mtgasp.show(board)


def test_the_chosen_form_sets_power_toughness_subtypes_and_abilities():
    # CR 707.2: "as ... enters" abilities that set power and toughness (and may also set additional characteristics)
    # give copiable values: Primal Clay as a 1/6 Wall with defender, Primal Plasma as a 2/2 with flying.
    board = battlefield("{card: Primal Clay, controller: alice, id: clay, chosen: {form: 1/6}}",
                        "{card: Primal Plasma, controller: alice, id: plasma, chosen: {form: ' 2 / 2 '}}",
                        "{card: Corrupted Shapeshifter, controller: bob, id: cs, chosen: {form: 2/5}}")
    shown = _shown(board)
    assert shown.complete, listed(shown.incomplete)
    clay, plasma, cs = (shown.objects[i] for i in ("clay", "plasma", "cs"))
    assert clay.power_toughness == (1, 6) and "wall" in clay.subtypes
    assert [a.text for a in clay.abilities][1:] == ["Defender"]
    assert plasma.power_toughness == (2, 2) and "wall" not in plasma.subtypes
    assert [a.text for a in plasma.abilities][1:] == ["Flying"]
    assert cs.power_toughness == (2, 5) and [a.text for a in cs.abilities][2:] == ["Vigilance"]


def test_a_board_that_does_not_say_the_form_is_incomplete_naming_the_card():
    # Never silently wrong: without chosen: {form: ...} neither the power and toughness nor the form's Wall type and
    # keywords are known (CR 707.2).
    shown = _shown(battlefield("{card: Primal Clay, controller: alice, id: clay}"))
    assert not shown.complete
    notes = listed(shown.incomplete)
    assert any("Primal Clay" in n and "chosen: {form: P/T}" in n for n in notes), notes
    assert shown.objects["clay"].power_toughness is None or "power_toughness" in shown.objects["clay"].incomplete_fields
    assert [a.text for a in shown.objects["clay"].abilities][1:] == []


def test_a_form_that_differs_in_power_and_toughness_only_says_only_that():
    # Aquamorph Entity's forms are 5/1 and 1/5: without the choice only its power and toughness are unknown.
    shown = _shown(battlefield("{card: Aquamorph Entity, controller: alice, id: aqua}"))
    notes = listed(shown.incomplete)
    assert not any("chosen: {form: P/T}" in n for n in notes), notes
    assert any("power and toughness printed on Aquamorph Entity" in n for n in notes), notes
    chosen = _shown(battlefield("{card: Aquamorph Entity, controller: alice, id: aqua, chosen: {form: 5/1}}"))
    assert chosen.complete and chosen.objects["aqua"].power_toughness == (5, 1)


@pytest.mark.parametrize("form, message", [
    ("4/4", "names no form Primal Clay may become as it enters"),  # CR 614.12a: none of its forms
    ("big", "chosen: form: give a power and toughness such as 2/2"),
])
def test_a_form_that_is_none_of_the_cards_is_refused(tmp_path, form, message):
    path = board_file(tmp_path, "players: [alice, bob]\nbattlefield:\n"
                                f"  - {{card: Primal Clay, controller: alice, id: clay, chosen: {{form: {form}}}}}\n")
    done = run_cli("show", str(path))
    assert done.returncode == 2
    assert message in done.stderr and len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr


def _copies(board: mtgasp.Board, card: str) -> list[tuple]:
    """(copy_of, time counters) of each outcome of `card` entering under alice, sorted; the answer complete."""
    answer = mtgasp.orderings(board, mtgasp.EnterEvent(card, "alice"))
    assert answer.complete, listed(answer.notes)
    return sorted((o.result["copy_of"] or "", o.result["counters_by_kind"].get("time", 0)) for o in answer.outcomes)


def test_flesh_duplicate_has_vanishing_3_unless_the_creature_it_copies_has_vanishing():
    # Flesh Duplicate: "You may have this creature enter as a copy of any creature on the battlefield, except it has
    # vanishing 3 if that creature doesn't have vanishing." CR 707.9a: the ability is part of its copiable values, so as
    # the copy would exist on the battlefield it has vanishing 3 and enters with three time counters (CR 702.63a,
    # 614.12); a copy of Calciderm (Vanishing 4) has Calciderm's vanishing only: four.
    board = battlefield("{card: Grizzly Bears, controller: bob}", "{card: Calciderm, controller: bob}")
    assert _copies(board, "Flesh Duplicate") == [("", 0), ("Calciderm", 4), ("Grizzly Bears", 3)]
    shown = mtgasp.show(battlefield("{card: Flesh Duplicate, controller: alice, id: fd, copy_of: Grizzly Bears}",
                                    "{card: Flesh Duplicate, controller: alice, id: fd2, copy_of: Calciderm}"))
    assert [a.text for a in shown.objects["fd"].abilities] == ["Vanishing 3"]
    assert "Vanishing 3" not in [a.text for a in shown.objects["fd2"].abilities]


def test_superior_spider_man_copies_a_creature_card_in_a_graveyard_with_his_exceptions():
    # Superior Spider-Man: "Mind Swap — You may have Superior Spider-Man enter as a copy of any creature card in a
    # graveyard, except his name is Superior Spider-Man and he's a 4/4 Spider Human Hero in addition to his other
    # types." (CR 707.2, 707.9b)
    board = battlefield(NOTHING, extra="graveyards:\n  alice: [Grizzly Bears, Forest]\n  bob: [Serra Angel]\n")
    assert _copies(board, "Superior Spider-Man") == [("", 0), ("Grizzly Bears", 0), ("Serra Angel", 0)]
    ssm = mtgasp.show(battlefield("{card: Superior Spider-Man, controller: alice, id: ssm, copy_of: Serra Angel}"))
    view = ssm.objects["ssm"]
    assert view.power_toughness == (4, 4) and view.names == ("Superior Spider-Man",)
    assert {"angel", "spider", "human", "hero"} <= set(view.subtypes)


def _life_paid(board: mtgasp.Board, card: str) -> tuple[bool, list[int]]:
    answer = mtgasp.orderings(board, mtgasp.EnterEvent(card, "alice"))
    return answer.complete, sorted(o.result.get("life_paid", 0) for o in answer.outcomes)


@pytest.mark.parametrize("card", ["Minion of the Wastes", "Phyrexian Processor"])
def test_pay_any_amount_of_life_explores_every_amount_up_to_the_life_total(card):
    # "As this creature enters, pay any amount of life." CR 614.12a: the amount is chosen before it enters; CR 119.4: a
    # player can pay 0 life (Phyrexian Processor, ruling 2004-10-04: "You can pay 0 life if you want"), and no more life
    # than their life total.
    assert _life_paid(battlefield(NOTHING, extra="life: {alice: 3, bob: 20}\n"), card) == (True, [0, 1, 2, 3])
    assert _life_paid(battlefield(NOTHING, extra="life: {alice: 0, bob: 20}\n"), card) == (True, [0])


def test_pay_any_amount_of_life_without_a_life_total_is_incomplete_naming_the_card():
    answer = mtgasp.orderings(battlefield(NOTHING), mtgasp.EnterEvent("Minion of the Wastes", "alice"))
    assert not answer.complete
    assert any("Minion of the Wastes" in n and "life total" in n for n in listed(answer.notes)), listed(answer.notes)


def test_eternity_vessel_enters_with_charge_counters_equal_to_your_life_total():
    # Eternity Vessel: "This artifact enters with X charge counters on it, where X is your life total." (CR 119.1,
    # 614.1c; CR 614.16: Doubling Season doubles them.) Its landfall ability is not read, so the answer stays incomplete.
    def charge(extra: str, *entries: str) -> list[int]:
        answer = mtgasp.orderings(battlefield(*(entries or (NOTHING,)), extra=extra),
                                  mtgasp.EnterEvent("Eternity Vessel", "alice"))
        return sorted(o.result["counters_by_kind"].get("charge", 0) for o in answer.outcomes)
    assert charge("life: {alice: 3, bob: 20}\n") == [3]
    assert charge("life: {alice: 0, bob: 20}\n") == [0]
    assert charge("life: {alice: 7, bob: 20}\n", "{card: Doubling Season, controller: alice}") == [14]
    answer = mtgasp.orderings(battlefield(NOTHING), mtgasp.EnterEvent("Eternity Vessel", "alice"))
    assert any("Eternity Vessel" in n and "life total" in n for n in listed(answer.notes)), listed(answer.notes)


def test_lich_makes_you_lose_your_life_total_as_it_enters():
    # Lich: "As this enchantment enters, you lose life equal to your life total." (CR 614.1c, 119.3) Its other abilities
    # are not read (kind unknown), so the answer stays incomplete; the outcome says the life lost.
    def lost(extra: str) -> list[int]:
        answer = mtgasp.orderings(battlefield(NOTHING, extra=extra), mtgasp.EnterEvent("Lich", "alice"))
        assert not answer.complete
        return [o.result.get("life_lost", 0) for o in answer.outcomes]
    assert lost("life: {alice: 3, bob: 20}\n") == [3]
    assert lost("life: {alice: 0, bob: 20}\n") == [0]
    answer = mtgasp.orderings(battlefield(NOTHING), mtgasp.EnterEvent("Lich", "alice"))
    assert any("Lich" in n and "life total" in n for n in listed(answer.notes)), listed(answer.notes)


def _outcomes(board: mtgasp.Board, card: str) -> list[tuple]:
    """(+1/+1 counters, other counters by kind) of each outcome of `card` entering under alice, sorted; complete."""
    answer = mtgasp.orderings(board, mtgasp.EnterEvent(card, "alice"))
    assert answer.complete, listed(answer.notes)
    return sorted((o.result["counters"], tuple(sorted((k, n) for k, n in o.result["counters_by_kind"].items()
                                                      if k != "p1p1"))) for o in answer.outcomes)


def test_counters_of_several_kinds_and_a_choice_of_kinds():
    # Agent's Toolkit: "This artifact enters with a +1/+1 counter, a flying counter, a deathtouch counter, and a shield
    # counter on it." Helica Glider: "... your choice of a flying counter or a first strike counter"; Denry Klin: "...
    # your choice of a +1/+1, first strike, or vigilance counter" (CR 614.1c, 614.12a: each choice an outcome; 122.1b).
    board = battlefield(NOTHING)
    assert _outcomes(board, "Agent's Toolkit") == [(1, (("deathtouch", 1), ("flying", 1), ("shield", 1)))]
    assert _outcomes(board, "Helica Glider") == [(0, (("first_strike", 1),)), (0, (("flying", 1),))]
    assert _outcomes(board, "Denry Klin, Editor in Chief") == [(0, (("first_strike", 1),)), (0, (("vigilance", 1),)),
                                                                (1, ())]


def test_dust_animus_counts_five_untapped_lands_you_control():
    # Dust Animus: "If you control five or more untapped lands, this creature enters with two +1/+1 counters and a
    # lifelink counter on it." (CR 614.1c)
    lands = ["{card: Plains, controller: alice}"] * 4
    assert _outcomes(battlefield(*lands, "{card: Plains, controller: alice, tapped: true}"), "Dust Animus") == [(0, ())]
    assert _outcomes(battlefield(*lands, "{card: Plains, controller: alice}"), "Dust Animus") == [
        (2, (("lifelink", 1),))]


def test_ferocious_reads_the_power_of_creatures_you_control():
    # Frontier Mastodon: "Ferocious — This creature enters with a +1/+1 counter on it if you control a creature with
    # power 4 or greater." (CR 208.1: the power after the layers, a +1/+1 counter counted, CR 613.4c)
    bears = "{card: Grizzly Bears, controller: alice}"
    assert _outcomes(battlefield(bears, "{card: Craw Wurm, controller: bob}"), "Frontier Mastodon") == [(0, ())]
    assert _outcomes(battlefield("{card: Grizzly Bears, controller: alice, counters: {+1/+1: 2}}"),
                     "Frontier Mastodon") == [(1, ())]
    assert _outcomes(battlefield(bears, "{card: Serra Angel, controller: alice}"), "Frontier Mastodon") == [(1, ())]


def test_giada_counts_the_angels_you_already_control_and_arlinn_reads_wolves_and_werewolves():
    # Giada, Font of Hope: "Each other Angel you control enters with an additional +1/+1 counter on it for each Angel you
    # already control." Arlinn, Voice of the Pack: "Each creature you control that's a Wolf or a Werewolf enters with an
    # additional +1/+1 counter on it." (CR 614.12: the entering creature as it would exist on the battlefield)
    board = battlefield('{card: "Giada, Font of Hope", controller: alice}', "{card: Serra Angel, controller: alice}",
                        '{card: "Arlinn, Voice of the Pack", controller: alice, counters: {loyalty: 7}}')
    assert _outcomes(board, "Serra Angel") == [(2, ())]  # Giada and the other Serra Angel
    assert _outcomes(board, "Village Ironsmith") == [(1, ())]  # a Human Werewolf
    assert _outcomes(board, "Grizzly Bears") == [(0, ())]
    assert _outcomes(board, "Serra Angel")[0][0] == 2 and mtgasp.orderings(
        board, mtgasp.EnterEvent("Serra Angel", "bob")).outcomes[0].result["counters"] == 0  # "you control"


@pytest.mark.parametrize("card", ["Horned Loch-Whale", "Eddymurk Crab"])
def test_enters_tapped_unless_it_is_your_turn(card):
    # "This creature enters tapped unless it's your turn." / "... if it's not your turn." (CR 614.1d; CR 102.1: the
    # active player is the one whose turn it is, the board's active_player)
    def tapped(active: str, controller: str) -> list[bool]:
        board = battlefield(NOTHING, head=f"players: [alice, bob]\nactive_player: {active}\n")
        answer = mtgasp.orderings(board, mtgasp.EnterEvent(card, controller))
        assert answer.complete
        return [o.result["tapped"] for o in answer.outcomes]
    assert tapped("alice", "alice") == [False] and tapped("alice", "bob") == [True]
    assert tapped("bob", "bob") == [False] and tapped("bob", "alice") == [True]


def test_desert_cenote_reads_the_starting_player_of_the_board():
    # Desert Cenote: "If you were the starting player, this land enters tapped." (CR 103.1, 614.1d; the board's
    # starting_player:; not given: not applied, and the answer says so, naming the card)
    def entering(head: str) -> mtgasp.Orderings:
        return mtgasp.orderings(battlefield(NOTHING, head="players: [alice, bob]\n" + head),
                                mtgasp.EnterEvent("Desert Cenote", "alice"))
    assert [o.result["tapped"] for o in entering("starting_player: alice\n").outcomes] == [True]
    assert [o.result["tapped"] for o in entering("starting_player: bob\n").outcomes] == [False]
    unknown = entering("")
    assert any("Desert Cenote" in n and "starting player" in n for n in listed(unknown.notes)), listed(unknown.notes)


def test_a_starting_player_who_is_not_a_player_is_refused(tmp_path):
    path = board_file(tmp_path, "players: [alice, bob]\nstarting_player: carol\nbattlefield: []\n")
    done = run_cli("show", str(path))
    assert done.returncode == 2 and "starting_player" in done.stderr and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_legendary_filters_on_entering_and_on_what_you_control():
    # Bard Class: "Legendary creatures you control enter with an additional +1/+1 counter on them." Argoth, Sanctum of
    # Nature: "This land enters tapped unless you control a legendary green creature." (CR 614.12, 614.1d; 205.4, 105.2)
    bard = battlefield("{card: Bard Class, controller: alice, level: 1}")
    assert _outcomes(bard, "Isamaru, Hound of Konda") == [(1, ())]
    assert _outcomes(bard, "Grizzly Bears") == [(0, ())]
    assert mtgasp.orderings(bard, mtgasp.EnterEvent("Isamaru, Hound of Konda", "bob")).outcomes[0].result[
        "counters"] == 0

    def argoth_tapped(entry: str) -> bool:
        answer = mtgasp.orderings(battlefield(entry), mtgasp.EnterEvent("Argoth, Sanctum of Nature", "alice"))
        return answer.outcomes[0].result["tapped"]
    assert not argoth_tapped('{card: "Renata, Called to the Hunt", controller: alice}')  # legendary and green
    assert argoth_tapped('{card: "Renata, Called to the Hunt", controller: bob}')
    assert argoth_tapped('{card: "Isamaru, Hound of Konda", controller: alice}')  # legendary, white
    assert argoth_tapped("{card: Grizzly Bears, controller: alice}")  # green, not legendary


def test_investigators_journal_counts_the_most_creatures_one_player_controls():
    # Investigator's Journal: "This artifact enters with a number of suspect counters on it equal to the greatest number
    # of creatures a player controls." (CR 614.1c; any player, not only its controller)
    board = battlefield("{card: Grizzly Bears, controller: alice}", "{card: Grizzly Bears, controller: bob}",
                        "{card: Grizzly Bears, controller: bob}", "{card: Forest, controller: alice}")
    assert _outcomes(board, "Investigator's Journal") == [(0, (("suspect", 2),))]
    assert _outcomes(battlefield(NOTHING), "Investigator's Journal") == [(0, ())]


def test_nontoken_non_phyrexian_and_colored_counts_on_entering():
    # Tromell, Seymour's Butler: "Each other nontoken creature you control enters with an additional +1/+1 counter on
    # it." Phyrexian Censor: "Non-Phyrexian creatures enter tapped." Ulasht, the Hate Seed: "... a +1/+1 counter on it for
    # each other red creature you control and a +1/+1 counter on it for each other green creature you control" (a red and
    # green creature counts twice). The Belligerent and Useless Island: "... enter the battlefield tapped."
    board = battlefield('{card: "Tromell, Seymour\'s Butler", controller: alice}',  # green
                        "{card: Phyrexian Censor, controller: bob}", "{card: Kird Ape, controller: alice}",  # red
                        "{card: Grizzly Bears, controller: alice}", "{card: Rhox Brute, controller: alice}")  # R/G

    def entering(card: str) -> list[tuple]:
        answer = mtgasp.orderings(board, mtgasp.EnterEvent(card, "alice"))
        return sorted((o.result["tapped"], o.result["counters"]) for o in answer.outcomes)
    assert entering("Grizzly Bears") == [(True, 1)]
    assert entering("Vault Skirge") == [(False, 1)]  # a Phyrexian
    assert entering("Ulasht, the Hate Seed") == [(True, 2 + 3 + 1)]  # red 2, green 3, Tromell's 1
    assert entering("Forest") == [(False, 0)]
    island = mtgasp.orderings(battlefield(NOTHING), mtgasp.EnterEvent("The Belligerent and Useless Island", "alice"))
    assert [o.result["tapped"] for o in island.outcomes] == [True]


def test_a_permanent_that_becomes_a_copy_of_primal_clay_copies_the_form_chosen():
    # Primal Clay, ruling 2018-03-16: "If a creature that's already on the battlefield becomes a copy of this creature,
    # it copies the power, toughness, and abilities that were chosen for this creature as it entered the battlefield."
    # A copy with its own chosen: {form} (one that entered as a copy and chose, CR 614.12a) keeps its own. (c1 is a
    # Grizzly Bears that became a copy, Cytoshape; a Clone, whose copy is made as it enters, chooses: session 35,
    # tests/rules/test_redteam_session35.py.)
    shown = mtgasp.show(battlefield("{card: Primal Clay, controller: bob, id: clay, chosen: {form: 1/6}}",
                                    "{card: Grizzly Bears, controller: alice, id: c1, copy_of: clay}",
                                    "{card: Clone, controller: alice, id: c2, copy_of: clay, chosen: {form: 2/2}}"))
    assert shown.objects["c1"].power_toughness == (1, 6) and "wall" in shown.objects["c1"].subtypes
    assert shown.objects["c2"].power_toughness == (2, 2) and "wall" not in shown.objects["c2"].subtypes
    assert shown.complete, listed(shown.incomplete)
