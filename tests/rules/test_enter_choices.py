"""Choices made as a permanent enters (CR 614.12a: "If a replacement effect that modifies how a permanent enters the
battlefield requires a choice, that choice is made before the permanent enters the battlefield"), and effects of the
entering permanent itself that the compiler now reads (issue 26): two choices at once, a secret choice, an opponent's
choice, a choice of counters explored option by option, Devour of Foods, kicker and counts worded with "him".
Every choice left to the player is explored: each option is an outcome."""
from __future__ import annotations

import json

from support import battlefield, run_cli

import mtgasp


def _enter(board: mtgasp.Board, card: str, controller: str = "alice", **kw) -> mtgasp.Orderings:
    return mtgasp.orderings(board, mtgasp.EnterEvent(card, controller, **kw))


def _results(answer: mtgasp.Orderings) -> list[tuple[tuple[tuple[str, int], ...], tuple[str, ...]]]:
    """(counters by kind, choices) of each outcome, sorted."""
    return sorted((tuple(sorted(o.result["counters_by_kind"].items())), tuple(o.result["choices"]))
                  for o in answer.outcomes)


FOREST = "{card: Forest, controller: alice}"


# --- Two choices by one effect --------------------------------------------------------------------------------------

def test_a_color_and_an_opponent_are_both_chosen_as_it_enters():
    # Call to Arms, "As this enchantment enters, choose a color and an opponent." (CR 614.12a). Its ruling 2009-10-01:
    # "it will continue to check the nontoken permanents controlled by the player chosen as it entered the
    # battlefield": the choice is made once, as it enters; the outcome says both were made.
    answer = _enter(battlefield(FOREST), "Call to Arms")
    assert _results(answer) == [((), ("color", "opponent"))]
    assert answer.outcomes[0].orders == 1


def test_two_colors_are_two_choices():
    # Seal of the Guildpact, "As this artifact enters, choose two colors." Ruling 2015-11-04: "You must choose two
    # different colors."
    answer = _enter(battlefield(FOREST), "Seal of the Guildpact")
    assert answer.complete
    assert _results(answer) == [((), ("color", "color"))]


def test_a_color_and_a_creature_type_beside_x_charge_counters():
    # Riptide Replicator: "As this artifact enters, choose a color and a creature type." and "This artifact enters with
    # X charge counters on it." (CR 107.3m: the spell's X): two effects of its own, in either order one outcome.
    answer = _enter(battlefield(FOREST), "Riptide Replicator", cast=True, x=3)
    assert answer.complete
    assert _results(answer) == [((("charge", 3),), ("color", "creature_type"))]
    assert answer.outcomes[0].orders == 2


# --- Whoever chooses, whatever is chosen ----------------------------------------------------------------------------

def test_another_creature_is_chosen_as_it_enters():
    # Dauntless Bodyguard, "As this creature enters, choose another creature you control." Ruling 2018-04-27: "Dauntless
    # Bodyguard's first ability isn't a triggered ability and doesn't use the stack" (a choice as it enters, CR
    # 614.12a).
    answer = _enter(battlefield(FOREST, "{card: Grizzly Bears, controller: alice}"), "Dauntless Bodyguard")
    assert _results(answer) == [((), ("creature",))]


def test_a_secret_choice_and_an_opponents_choice_are_choices_as_it_enters():
    # Emissary of Grudges, "As this creature enters, secretly choose an opponent." (ruling 2018-07-13: "several ways to
    # secretly choose an opponent"); Callous Oppressor, "As this creature enters, an opponent chooses a creature type."
    emissary = _enter(battlefield(FOREST), "Emissary of Grudges")
    assert _results(emissary) == [((), ("opponent",))]
    oppressor = _enter(battlefield(FOREST), "Callous Oppressor")
    assert _results(oppressor) == [((), ("creature_type",))]


# --- A choice of counters: every option an outcome (CR 614.12a, 122.1b) -----------------------------------------------

GRIMDANCER_PAIRS = [(("deathtouch", 1), ("lifelink", 1)), (("deathtouch", 1), ("menace", 1)),
                    (("lifelink", 1), ("menace", 1))]


def test_each_pair_of_counters_is_an_outcome():
    # Grimdancer, "This creature enters with your choice of two different counters on it from among menace,
    # deathtouch, and lifelink.": three options, all explored.
    answer = _enter(battlefield(FOREST), "Grimdancer")
    assert answer.complete
    assert [r[0] for r in _results(answer)] == GRIMDANCER_PAIRS


def test_doubling_season_doubles_the_chosen_counters():
    # Doubling Season ruling 2005-10-01: "The tokens and counters that Doubling Season creates are exact copies of the
    # kind ... that were being created": two of each kind chosen (CR 614.16); Hardened Scales, on +1/+1 counters only,
    # changes nothing.
    doubled = _enter(battlefield(FOREST, "{card: Doubling Season, controller: alice}",
                                 "{card: Hardened Scales, controller: alice}"), "Grimdancer")
    assert doubled.complete
    assert [r[0] for r in _results(doubled)] == [tuple((k, 2) for k, _ in pair) for pair in GRIMDANCER_PAIRS]


def test_cli_lists_the_three_outcomes(tmp_path):
    board = tmp_path / "board.yaml"
    board.write_text("players: [alice, bob]\nbattlefield:\n  - {card: Forest, controller: alice}\n", encoding="utf-8")
    done = run_cli("orderings", str(board), "enter", "Grimdancer", "--controller", "alice", "--json")
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    kinds = sorted(tuple(sorted(o["result"]["counters_by_kind"])) for o in found["outcomes"])
    assert kinds == [("deathtouch", "lifelink"), ("deathtouch", "menace"), ("lifelink", "menace")]


# --- Devour Food (CR 702.82b), kicker and counts worded "him" --------------------------------------------------------

def test_devour_food_explores_every_number_of_foods():
    # Feasting Hobbit, "Devour Food 3 (As this creature enters, you may sacrifice any number of Foods. It enters with
    # three times that many +1/+1 counters on it.)": CR 702.82b "Devour [quality] N"; none, either or both Foods.
    board = battlefield(FOREST, "{token: Food, controller: alice}", "{token: Food, controller: alice}",
                        "{token: Food, controller: bob}")
    answer = _enter(board, "Feasting Hobbit")
    assert answer.complete
    assert sorted((o.result["counters"], o.result.get("devoured", 0)) for o in answer.outcomes) == [
        (0, 0), (3, 1), (3, 1), (6, 2)]


def test_devour_in_words_of_creatures_and_planeswalkers():
    # Devouring Hellion, "As this creature enters, you may sacrifice any number of creatures and/or planeswalkers. If you
    # do, it enters with twice that many +1/+1 counters on it." (devour in words, CR 702.82a): none, one or both of
    # alice's creature and planeswalker (each set of them, CR 702.82a); bob's are not hers to sacrifice (CR 701.21a).
    board = battlefield(FOREST, "{card: Grizzly Bears, controller: alice}", "{card: Jace Beleren, controller: alice}",
                        "{card: Grizzly Bears, controller: bob}")
    answer = _enter(board, "Devouring Hellion")
    assert sorted((o.result["counters"], o.result.get("devoured", 0)) for o in answer.outcomes) == [
        (0, 0), (2, 1), (2, 1), (4, 2)]


def test_counters_only_if_cast():
    # Nine-Lives Familiar, "This creature enters with eight revival counters on it if you cast it." (CR 601.2, 614.1c):
    # cast, eight; put onto the battlefield without being cast, none.
    cast = _enter(battlefield(FOREST), "Nine-Lives Familiar", cast=True)
    assert cast.complete
    assert _results(cast) == [((("revival", 8),), ())]
    put = _enter(battlefield(FOREST), "Nine-Lives Familiar")
    assert put.complete
    assert _results(put) == [((), ())]


def test_multikicker_counts_worded_him():
    # Batroc the Leaper, "Multikicker {2}" and "Batroc enters with a +1/+1 counter on him for each time he was kicked."
    # (CR 702.33d: kicked twice, two counters); Michelangelo, On the Scene: "... on him for each land you control."
    batroc = _enter(battlefield(FOREST), "Batroc the Leaper", cast=True, kicked=2)
    assert batroc.complete
    assert _results(batroc) == [((("p1p1", 2),), ())]
    lands = battlefield(FOREST, FOREST, "{card: Island, controller: alice}", "{card: Forest, controller: bob}")
    michelangelo = _enter(lands, "Michelangelo, On the Scene")
    assert [r[0] for r in _results(michelangelo)] == [(("p1p1", 3),)]


# --- What no board states: the answer says so, naming the ability ---------------------------------------------------

def test_a_die_roll_as_it_enters_leaves_the_answer_incomplete():
    # Hammer Jammer, "As this creature enters, roll a six-sided die. This creature enters with a number of +1/+1
    # counters on it equal to the result." (CR 706: a random result, no player's choice): never silently zero.
    answer = _enter(battlefield(FOREST), "Hammer Jammer")
    assert not answer.complete


# --- A list of words: one option each, all explored; a choice then the shock lands' choice ---------------------------

def test_each_card_type_named_is_an_outcome():
    # Archon of Valor's Reach, "As this creature enters, choose artifact, enchantment, instant, sorcery, or
    # planeswalker." Ruling 2018-06-08: "The enters-the-battlefield effect of Archon of Valor's Reach is a replacement
    # effect that doesn't use the stack" (CR 614.12a): five options, five outcomes. Its "Players can't cast spells of
    # the chosen type." is not modelled, and the answer says so, naming it (never silently complete).
    answer = _enter(battlefield(FOREST), "Archon of Valor's Reach")
    assert [str(n.term) for n in answer.notes if n.kind == "incomplete_note"] == ['unmodelled("Archon of Valor\'s Reach",3)']
    assert _results(answer) == [((), (w,)) for w in sorted(
        ["artifact", "enchantment", "instant", "sorcery", "planeswalker"])]


def test_a_basic_land_type_then_two_life_or_tapped():
    # Multiversal Passage, "As this land enters, choose a basic land type. Then you may pay 2 life. If you don't, it
    # enters tapped." (CR 614.12a, 119.4): the type chosen either way; tapped, or 2 life paid. Its "This land is the
    # chosen type." would apply to it as it enters (CR 614.12), which is not computed: the answer says so.
    answer = _enter(battlefield(FOREST, extra="life:\n  alice: 20\n  bob: 20\n"), "Multiversal Passage")
    assert [str(n.term) for n in answer.notes] == ['own_continuous_effect("Multiversal Passage",2)']
    assert sorted((o.result["tapped"], o.result.get("life_paid", 0), tuple(o.result["choices"]))
                  for o in answer.outcomes) == [(False, 2, ("basic_land_type",)), (True, 0, ("basic_land_type",))]


def test_enters_tapped_and_with_charge_counters():
    # Sphere of the Suns, "This artifact enters tapped and with three charge counters on it."
    answer = _enter(battlefield(FOREST), "Sphere of the Suns")
    assert answer.complete
    assert [(o.result["tapped"], o.result["counters_by_kind"]) for o in answer.outcomes] == [(True, {"charge": 3})]


# --- Kicked: it enters with a quoted ability (CR 702.33d) ----------------------------------------------------------

def test_kicked_it_enters_with_its_quoted_ability():
    # Prison Barricade, "If this creature was kicked, it enters with a +1/+1 counter on it and with "This creature can
    # attack as though it didn't have defender."" Ruling 2005-08-01: "If the Prison Barricade is kicked, it enters the
    # battlefield with the ability to attack as if it did not have Defender".
    kicked = _enter(battlefield(FOREST), "Prison Barricade", cast=True, kicked=1)
    assert kicked.complete
    assert _results(kicked) == [((("p1p1", 1),), ("quoted_ability",))]
    unkicked = _enter(battlefield(FOREST), "Prison Barricade", cast=True, kicked=0)
    assert _results(unkicked) == [((), ())]


def test_each_volver_kicker_gives_its_own():
    # Degavolver: "{1}{B} kicker: two +1/+1 counters and "Pay 3 life: Regenerate this creature."", "{R} kicker: a
    # +1/+1 counter and first strike" (CR 702.33d, the enter event's kickers): both paid, three counters and both.
    both = _enter(battlefield(FOREST), "Degavolver", cast=True, kicked=2, kickers=("{1}{B}", "{R}"))
    assert both.complete
    assert _results(both) == [((("p1p1", 3),), ("first_strike", "quoted_ability"))]
    one = _enter(battlefield(FOREST), "Degavolver", cast=True, kicked=1, kickers=("{1}{B}",))
    assert _results(one) == [((("p1p1", 2),), ("quoted_ability",))]


def test_the_cli_says_the_quoted_ability(tmp_path):
    board = tmp_path / "board.yaml"
    board.write_text("players: [alice, bob]\nbattlefield:\n  - {card: Forest, controller: alice}\n", encoding="utf-8")
    done = run_cli("orderings", str(board), "enter", "Prison Barricade", "--controller", "alice", "--cast",
                   "--kicked", "1")
    assert done.returncode == 0, done.stderr
    assert "with its quoted ability" in done.stdout
