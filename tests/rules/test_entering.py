"""orderings of enter events: counters of any kind (CR 614.1c, 614.16, 107.3m, 702.33d) and choices made
as a permanent enters (CR 614.12a); keyword abilities that are "enters with counters" replacement effects
(modular, graft, fading, vanishing, riot, sunburst), granted ones (614.12, 613.1f), loyalty and defense counters
(306.5b, 310.4b), Doubling Season (614.16) and a land that enters tapped by another permanent's effect.

The rulings themselves are data: tests/rulings/orderings_enter.yaml (run by tests/rules/test_rulings.py). Here:
what doesn't fit that format (a card outside the library, the text and JSON renderings, the CLI)."""
from __future__ import annotations

import json

import pytest
from support import EXAMPLES, battlefield, board_from, enter_outcomes, run_cli

import mtgasp
from mtgasp import DamageEvent, EnterEvent
from mtgasp.encoder import board_facts
from mtgasp.engine.solver import grounded
from mtgasp.render.json import orderings as to_json
from mtgasp.render.text import orderings as to_text
from mtgasp.render.words import error, listed


def board(*entries: str) -> mtgasp.Board:
    return board_from("players: [alice, bob]\nbattlefield:\n" + "".join(f"  - {e}\n" for e in entries))


NOTHING = board("{card: Forest, controller: bob}")


def results(r: mtgasp.Orderings) -> list[tuple[dict, int]]:
    return [(o.result, o.orders) for o in r.outcomes]


# --- counters of any kind ---------------------------------------------------------------------------

@pytest.mark.slow
def test_astral_cornucopia_enters_with_x_charge_counters_cr_107_3m():
    # The ruling (X charge counters, X = 0 when not cast) is tests/rulings/orderings_enter.yaml; the text
    # names the counters.
    r = mtgasp.orderings(NOTHING, EnterEvent("Astral Cornucopia", "alice", x=3, cast=True))
    assert "3 charge counters" in to_text(r)


# A creature that is not in the library (its facts are added here only), entering with counters of two
# kinds from two abilities and +1/+1 counters from Grumgully: the kinds are a bag, whatever the order.
TEST_CARD = """
card("Test Golem"). card_type("Test Golem", creature).
replacement("Test Golem", 1, enters_battlefield). replacement_condition("Test Golem", 1, this).
replacement_option("Test Golem", 1, 1, enter_with_counters(shield, 1)).
replacement("Test Golem", 2, enters_battlefield). replacement_condition("Test Golem", 2, this).
replacement_option("Test Golem", 2, 1, enter_with_counters(charge, 2)).
"""


def _outcomes(b: mtgasp.Board) -> list[str]:
    facts = board_facts(b, {"entering": [("golem", "Test Golem", "alice")]}) + TEST_CARD
    ctl = grounded("orderings", facts)
    # The outcomes of every answer set (every order).
    ctl.configuration.solve.models = 0
    outcomes: set[str] = set()
    with ctl.solve(yield_=True) as handle:
        for model in handle:
            outcomes |= {str(s.arguments[1]) for s in model.symbols(atoms=True) if s.name == "event_outcome"}
    return sorted(outcomes)


@pytest.mark.slow
def test_counters_of_several_kinds_are_one_state_in_any_order_and_scales_sees_only_p1p1():
    assert _outcomes(board("{card: Hardened Scales, controller: alice}")) == [
        'ent(0,0,0,c(charge,2,c(shield,1,nil)),nil,"alice",0)']
    scales_and_grumgully = board("{card: Hardened Scales, controller: alice}",
                                 "{card: 'Grumgully, the Generous', controller: alice}")
    assert _outcomes(scales_and_grumgully) == ['ent(0,2,0,c(charge,2,c(shield,1,nil)),nil,"alice",0)']


@pytest.mark.slow
def test_the_grounder_decides_every_state_and_outcome_of_an_enter_event():
    # The reachable states are a stratified fixpoint (CLINGO-NOTES: outcomes by a deterministic reachability fixpoint):
    # the grounder derives them as facts, and only the orders are left to the solver. (Session 17's amounts bound to an
    # effect's object, counters_on/2 and stat_of/2, were marked variable from a state's ent_mod/3, read under negation
    # by ent_amount/3: every state became a solver atom and two one-kind states were grounded as outcomes no answer set
    # derives.)
    facts = board_facts(board("{card: Hardened Scales, controller: alice}"),
                        {"entering": [("golem", "Test Golem", "alice")]}) + TEST_CARD
    ctl = grounded("orderings", facts)
    for name in ("state", "event_outcome", "ent_apply"):
        atoms = list(ctl.symbolic_atoms.by_signature(name, 2 if name != "ent_apply" else 4))
        assert atoms and all(a.is_fact for a in atoms), name
    assert [str(a.symbol.arguments[1]) for a in ctl.symbolic_atoms.by_signature("event_outcome", 2)] == [
        'ent(0,0,0,c(charge,2,c(shield,1,nil)),nil,"alice",0)']


# --- "As this enters, choose ..." (CR 614.12a) ------------------------------------------------------

@pytest.mark.slow
def test_cavern_of_souls_choice_is_a_step_two_orders_one_outcome():
    # The ruling (CR 614.12a: two orders, one outcome, the choice cited) is tests/rulings/orderings_enter.yaml;
    # the text and the JSON show the choice and both steps.
    b = board("{card: Root Maze, controller: bob}")
    r = mtgasp.orderings(b, EnterEvent("Cavern of Souls", "alice"))
    assert "creature type chosen" in to_text(r)
    steps = to_json(r)["outcomes"][0]["steps"]
    assert sorted(s["card"] for s in steps) == ["Cavern of Souls", "Root Maze"]
    assert any("614.12a" in c["rule"] for p in to_json(r)["tree"]["points"] for c in p["choices"])


# --- the CLI ----------------------------------------------------------------------------------------

@pytest.mark.slow
def test_cli_json_adds_counters_by_kind_and_choices():
    run = run_cli("orderings", str(EXAMPLES / "counters.yaml"), "enter", "Everflowing Chalice", "--controller",
                  "alice", "--cast", "--kicked", "2", "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    (outcome,) = data["outcomes"]
    assert outcome["result"]["counters_by_kind"] == {"charge": 2} and outcome["result"]["counters"] == 0
    assert "kicked 2 times" in data["event"]
    run = run_cli("orderings", str(EXAMPLES / "counters.yaml"), "enter", "Cavern of Souls", "--controller", "alice",
                  "--json")
    assert run.returncode == 0, run.stderr
    assert [o["result"]["choices"] for o in json.loads(run.stdout)["outcomes"]] == [["creature_type"]]


def _counters(answer: mtgasp.Orderings) -> set[tuple[tuple[str, int], ...]]:
    return {tuple(sorted(o.result.get("counters_by_kind", {}).items())) for o in answer.outcomes}


def _entering(board: mtgasp.Board, card: str, **kw) -> mtgasp.Orderings:
    return mtgasp.orderings(board, mtgasp.EnterEvent(card, "alice", **kw))


# --- Keyword abilities that are "enters with counters" replacement effects (CR 614.1c) ------------------------

@pytest.mark.slow
def test_modular_enters_with_counters():
    # Arcbound Worker, "Modular 1": "This permanent enters with N +1/+1 counters on it" (CR 702.43a). "0 counters"
    # can't be a complete answer.
    answer = _entering(battlefield("{card: Forest, controller: alice}"), "Arcbound Worker", cast=True)
    assert _counters(answer) == {(("p1p1", 1),)} or not answer.complete


@pytest.mark.slow
def test_modular_counters_are_modified_like_any_other():
    # With Hardened Scales ("If one or more +1/+1 counters would be put on a creature you control, that many plus
    # one ... are put on it instead", CR 614.1c, 616.1) the Worker enters with two.
    answer = _entering(battlefield("{card: Hardened Scales, controller: alice}"), "Arcbound Worker", cast=True)
    assert _counters(answer) == {(("p1p1", 2),)} or not answer.complete


@pytest.mark.slow
def test_graft_fading_vanishing_enter_with_counters():
    # Graft N (CR 702.58a), Fading N (702.32a: fade counters), Vanishing N (702.63a: time counters).
    for card, counters in (("Simic Initiate", (("p1p1", 1),)), ("Blastoderm", (("fade", 3),)),
                           ("Chronozoa", (("time", 3),))):
        answer = _entering(battlefield("{card: Forest, controller: alice}"), card, cast=True)
        assert _counters(answer) == {counters} or not answer.complete, card


@pytest.mark.slow
def test_riot_is_a_choice_of_counter_or_haste():
    # Zhur-Taa Goblin, "Riot": "enters with your choice of a +1/+1 counter or haste" (CR 702.136a): an outcome with
    # the counter exists; an answer with only "0 counters" can't be complete.
    answer = _entering(battlefield("{card: Forest, controller: alice}"), "Zhur-Taa Goblin", cast=True)
    assert (("p1p1", 1),) in _counters(answer) or not answer.complete


@pytest.mark.slow
def test_modular_sunburst_is_an_unmodelled_replacement():
    # Arcbound Wanderer, "Modular—Sunburst": it enters with a +1/+1 counter for each color of mana spent to cast it
    # (CR 702.43a, 702.44a); cast without saying the colors spent (--colors): "0 counters" can't be a complete answer.
    # (Session 35 reads it, rules/cards/arcbound_wanderer.lp: colors(1); tests/rules/test_enter_counters_session35.py.)
    answer = _entering(battlefield("{card: Forest, controller: alice}"), "Arcbound Wanderer", cast=True)
    assert not answer.complete


# --- A planeswalker's or battle's intrinsic "enters with counters" (CR 306.5b, 310.4b) -------------------------

@pytest.mark.slow
def test_a_planeswalker_enters_with_loyalty_counters():
    # CR 306.5b: Liliana of the Veil (loyalty 3) enters with three loyalty counters; with Doubling Season, six
    # (Doubling Season's ruling: a planeswalker enters with twice its loyalty). "no counters" can't be complete.
    for extra, loyalty in (("{card: Forest, controller: alice}", 3), ("{card: Doubling Season, controller: alice}", 6)):
        answer = _entering(battlefield(extra), "Liliana of the Veil", cast=True)
        assert answer.complete  # (modelled: tests/rules/test_intrinsic_counters.py)
        assert _counters(answer) == {(("loyalty", loyalty),)}


def test_a_battle_enters_with_defense_counters():
    # CR 310.4b: Invasion of Kaladesh (defense 4) enters with four defense counters (the card data has no printed
    # defense: the answer is incomplete and says so).
    answer = _entering(battlefield("{card: Forest, controller: alice}"), "Invasion of Kaladesh", cast=True)
    assert _counters(answer) == {(("defense", 4),)} or not answer.complete


# --- A granted keyword that changes how a permanent enters (CR 614.12, 613.1f) -----------------------------------

def test_blaster_grants_modular_to_an_entering_artifact_creature():
    # Blaster, Combat DJ: "Other nontoken artifact creatures and Vehicles you control have modular 1." CR 614.12:
    # the entering permanent is checked "taking into account ... continuous effects that already exist and would
    # apply to the permanent": an Ornithopter entering under alice's control has modular 1, "This permanent enters
    # with one +1/+1 counter on it" (CR 702.43a). "0 +1/+1 counters" can't be a complete answer.
    board = battlefield("{card: \"Blaster, Combat DJ\", controller: alice}")
    answer = mtgasp.orderings(board, mtgasp.EnterEvent("Ornithopter", "alice"))
    counters = {o.result.get("counters_by_kind", {}).get("p1p1", 0) for o in answer.outcomes}
    assert counters == {1} or not answer.complete


def test_lux_artillery_gives_a_cast_artifact_creature_sunburst():
    # Lux Artillery: "Whenever you cast an artifact creature spell, it gains sunburst." Cast with Lux Artillery on
    # the battlefield, Etched Champion ({3}) resolves with sunburst: it enters with a +1/+1 counter for each color
    # of mana spent to cast it (CR 702.44a), which the board doesn't say (any of 0 to 3). The engine marks a card
    # with sunburst of its own incomplete for that reason (compiler/kinds.py, ENTERS_KEYWORDS): "0 +1/+1 counters"
    # alone can't be a complete answer.
    board = battlefield("{card: Lux Artillery, controller: alice}")
    answer = mtgasp.orderings(board, mtgasp.EnterEvent("Etched Champion", "alice", cast=True))
    counters = {o.result.get("counters_by_kind", {}).get("p1p1", 0) for o in answer.outcomes}
    assert counters == {0, 1, 2, 3} or not answer.complete


# --- A compiled filter the rules never ground (rules/core/filters.lp, filter_with_supertype/2) -------------------------

def test_reidane_snow_lands_of_opponents_enter_tapped():
    # Reidane, God of the Worthy: "Snow lands your opponents control enter tapped." (CR 614.1c, 614.12: the land is
    # checked as it would exist on the battlefield: a snow land under bob's control.) The card data compiles it
    # (replacement_condition(affected(with_supertype(land, snow)))), but filters.lp makes with_supertype/2 match
    # only for mana triggers and damage sources: bob's Snow-Covered Forest enters tapped; "untapped" can't be a
    # complete answer.
    board = battlefield("{card: \"Reidane, God of the Worthy\", controller: alice}")
    answer = mtgasp.orderings(board, mtgasp.EnterEvent("Snow-Covered Forest", "bob"))
    assert {o.result["tapped"] for o in answer.outcomes} == {True} or not answer.complete


# --- Doubling Season (CR 614.16) ------------------------------------------------------------------------

@pytest.mark.slow
def test_doubling_season_doubles_the_counters_a_permanent_enters_with_ruling_2005_10_01():
    # "Doubling Season affects cards that 'enter the battlefield with' a certain number of counters"; "If there
    # are two Doubling Seasons on the battlefield, then the number ... is four times the original number".
    one = battlefield("{card: Doubling Season, controller: alice}")
    assert enter_outcomes(one, "Kalonian Hydra", "alice") == [("alice", "", False, 8, (("p1p1", 8),), 1)]
    # "exact copies of the kind of ... counters": charge counters too (Vivid Crag, enters tapped).
    assert enter_outcomes(one, "Vivid Crag", "alice") == [("alice", "", True, 0, (("charge", 4),), 1)]
    two = battlefield("{card: Doubling Season, controller: alice}", "{card: Doubling Season, controller: alice}")
    assert [o[3] for o in enter_outcomes(two, "Kalonian Hydra", "alice")] == [16]
    # Only on permanents its controller controls.
    assert [o[3] for o in enter_outcomes(one, "Kalonian Hydra", "bob")] == [4]


def test_doubling_season_and_counters_that_replace_damage_cr_614_16():
    b = battlefield("{card: Phytohydra, controller: alice}", "{card: Doubling Season, controller: alice}",
                    effects=("{card: Lightning Bolt, controller: bob}",))
    r = mtgasp.orderings(b, DamageEvent("lightning-bolt", "phytohydra", 3))
    assert [(o.result["damage"], o.result["counters"]) for o in r.outcomes] == [(0, 6)]


# --- Gadwick (CR 107.3m): the X of the spell that put it onto the battlefield ---------------------------------------

@pytest.mark.slow
def test_gadwicks_enters_trigger_has_the_spells_x_cr_107_3m():
    b = battlefield("{card: Forest, controller: alice}")
    cast = mtgasp.orderings(b, EnterEvent("Gadwick, the Wizened", "alice", x=3, cast=True))
    assert any("X = 3" in n and "107.3m" in n for n in listed(cast.notes))
    put = mtgasp.orderings(b, EnterEvent("Gadwick, the Wizened", "alice", x=3))
    assert any("X = 0" in n for n in listed(put.notes)) and any("without being cast" in n for n in listed(put.notes))
    # On the battlefield its X is 0, and its mana value 3 (CR 107.3m, 202.3e).
    view = mtgasp.show(battlefield("{card: 'Gadwick, the Wizened', controller: alice}")).objects["gadwick-the-wizened"]
    assert (view.x, view.mana_value, view.power_toughness) == (0, 3, (3, 3))


# --- "enters tapped unless you control ..." (CR 614.1d, 614.12): the permanents of the entering object's controller --

CHECK_BOARD = ("{card: Mountain, controller: alice}", "{card: Plains, controller: alice}",
               "{card: Island, controller: alice}", "{card: Forest, controller: bob}")


@pytest.mark.parametrize("card, controller, tapped", [
    # Glacial Fortress: "This land enters tapped unless you control a Plains or an Island." alice controls both; bob
    # only a Forest.
    ("Glacial Fortress", "alice", False), ("Glacial Fortress", "bob", True),
    # Rootbound Crag (a Mountain or a Forest): either one is enough.
    ("Rootbound Crag", "alice", False), ("Rootbound Crag", "bob", False),
    # Blackcleave Cliffs: "... unless you control two or fewer other lands." alice controls three.
    ("Blackcleave Cliffs", "alice", True), ("Blackcleave Cliffs", "bob", False),
    # Deserted Beach: "... unless you control two or more other lands." bob controls one.
    ("Deserted Beach", "alice", False), ("Deserted Beach", "bob", True),
    # Abandoned Air Temple: "... unless you control a basic land." bob's Forest is one.
    ("Abandoned Air Temple", "bob", False),
])
def test_enters_tapped_unless_you_control(card, controller, tapped):
    board = battlefield(*CHECK_BOARD)
    assert [o[2] for o in enter_outcomes(board, card, controller)] == [tapped]


# --- "two or more basic lands" (Canopy Vista), +1/+0 counters, "if this creature was kicked" (issue 26) ------------

@pytest.mark.parametrize("lands, tapped", [
    # Canopy Vista: "This land enters tapped unless you control two or more basic lands."
    (("Forest", "Plains"), False), (("Forest",), True),
    # Ruling 2015-08-25: "Even though these lands have basic land types, they are not basic lands ... controlling two
    # or more of them won't allow others to enter the battlefield untapped."
    (("Cinder Glade", "Prairie Stream"), True),
    (("Forest", "Cinder Glade"), True),
])
def test_canopy_vista_counts_basic_lands_only_ruling_2015_08_25(lands, tapped):
    board = battlefield(*(f"{{card: {land}, controller: alice}}" for land in lands))
    assert [o[2] for o in enter_outcomes(board, "Canopy Vista", "alice")] == [tapped]


def test_clockwork_avian_enters_with_four_p1p0_counters_cr_122_1a():
    # Clockwork Avian: "This creature enters with four +1/+0 counters on it." (a +X/+Y counter, CR 122.1a); Hardened
    # Scales reads +1/+1 counters only, Doubling Season every kind (ruling 2005-10-01).
    assert enter_outcomes(NOTHING, "Clockwork Avian", "alice")[0][3:5] == (0, (("p1p0", 4),))
    scales = battlefield("{card: Hardened Scales, controller: alice}")
    assert enter_outcomes(scales, "Clockwork Avian", "alice")[0][3:5] == (0, (("p1p0", 4),))
    season = battlefield("{card: Doubling Season, controller: alice}")
    assert enter_outcomes(season, "Clockwork Avian", "alice")[0][3:5] == (0, (("p1p0", 8),))


@pytest.mark.parametrize("kw, counters", [
    # Academy Drake: "If this creature was kicked, it enters with two +1/+1 counters on it." CR 702.33d: "If a
    # spell's controller declares the intention to pay any of that spell's kicker costs, that spell has been
    # 'kicked.'"
    ({"cast": True, "kicked": 1}, 2), ({"cast": True, "kicked": 0}, 0),
    # Not cast: not kicked (a note says so when the query says it was).
    ({}, 0), ({"kicked": 1}, 0),
])
def test_academy_drake_enters_with_counters_if_kicked_cr_702_33d(kw, counters):
    assert [o[3] for o in enter_outcomes(NOTHING, "Academy Drake", "alice", **kw)] == [counters]


def test_a_spell_without_kicker_is_not_kicked_cr_702_33a():
    # CR 702.33a: "Kicker [cost]" means "You may pay an additional [cost] as you cast this spell"; a spell with no
    # kicker has none to pay (702.33d: only a spell whose kicker cost was paid is kicked). A Clone said to be kicked
    # entered as a copy of Kavu Titan ("If this creature was kicked, it enters with three +1/+1 counters on it and
    # with trample") with them: it is not kicked, and a note says so (as X is 0 without {X}, CR 107.3m).
    titan = battlefield("{card: Kavu Titan, controller: bob}")
    answer = _entering(titan, "Clone", cast=True, kicked=1)
    assert sorted(o.result["counters"] for o in answer.outcomes) == [0, 0]
    assert any("kicker" in n for n in listed(answer.notes))
    # Kavu Titan itself has kicker.
    assert [o[3] for o in enter_outcomes(NOTHING, "Kavu Titan", "alice", cast=True, kicked=1)] == [3]


def test_kicked_with_hardened_scales_cr_616_1():
    # Kicked Academy Drake's two counters, then Hardened Scales' one more (CR 614.16, 616.1).
    scales = battlefield("{card: Hardened Scales, controller: alice}")
    assert [o[3] for o in enter_outcomes(scales, "Academy Drake", "alice", cast=True, kicked=1)] == [3]


def test_cast_without_saying_whether_kicked_is_incomplete_naming_the_card():
    # CR 702.33d: kicked is a fact of how the spell was cast; the event doesn't say it, so the answer can't be
    # complete (it is computed as not kicked, and says so, naming the ability).
    answer = _entering(NOTHING, "Academy Drake", cast=True)
    assert not answer.complete
    assert any("Academy Drake" in n and "kicked" in n for n in listed(answer.notes))
    # Everflowing Chalice ("for each time it was kicked") likewise.
    assert not _entering(NOTHING, "Everflowing Chalice", cast=True).complete
    # A card whose entering doesn't depend on it stays complete.
    assert _entering(NOTHING, "Grizzly Bears", cast=True).complete


@pytest.mark.slow
def test_cli_enter_kicked_academy_drake(tmp_path):
    path = tmp_path / "board.yaml"
    path.write_text("players: [alice, bob]\nbattlefield:\n  - {card: Hardened Scales, controller: alice}\n")
    run = run_cli("orderings", str(path), "enter", "Academy Drake", "--controller", "alice", "--cast", "--kicked", "1",
                  "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["complete"] and [o["result"]["counters"] for o in data["outcomes"]] == [3]
    run = run_cli("orderings", str(path), "enter", "Academy Drake", "--controller", "alice", "--cast")
    assert run.returncode == 3 and "kicked" in run.stdout, run.stdout


# --- Bloodthirst (CR 702.54a): whether an opponent was dealt damage this turn is a fact of the board ---------------

@pytest.mark.parametrize("damaged, counters", [
    # Blood Ogre: "Bloodthirst 1 (If an opponent was dealt damage this turn, this creature enters with a +1/+1 counter
    # on it.)" CR 702.54a: "'Bloodthirst N' means 'If an opponent was dealt damage this turn, this permanent enters
    # with N +1/+1 counters on it.'"
    ("[bob]", 1), ("[alice]", 0), ("[]", 0), ("[alice, bob]", 1),
])
def test_bloodthirst_reads_the_players_dealt_damage_this_turn(damaged, counters):
    board = battlefield("{card: Forest, controller: alice}", extra=f"damaged_this_turn: {damaged}\n")
    assert [o[3] for o in enter_outcomes(board, "Blood Ogre", "alice")] == [counters]


def test_bloodthirst_under_bobs_control_reads_alice():
    # "an opponent": of the player it enters under.
    board = battlefield("{card: Forest, controller: alice}", extra="damaged_this_turn: [alice]\n")
    assert [o[3] for o in enter_outcomes(board, "Carnage Wurm", "bob")] == [3]


def test_bloodthirst_without_the_fact_is_incomplete_naming_the_card():
    answer = _entering(battlefield("{card: Forest, controller: alice}"), "Blood Ogre")
    assert not answer.complete
    assert any("Blood Ogre" in n and "damage this turn" in n for n in listed(answer.notes))
    # A card without bloodthirst doesn't ask.
    assert _entering(battlefield("{card: Forest, controller: alice}"), "Grizzly Bears").complete


def test_damaged_this_turn_names_a_player_of_the_board():
    with pytest.raises(mtgasp.BoardError, match="unknown player 'carol' \\(valid: alice, bob\\)"):
        battlefield("{card: Forest, controller: alice}", extra="damaged_this_turn: [carol]\n")


@pytest.mark.slow
def test_cli_enter_bloodthirst(tmp_path):
    path = tmp_path / "board.yaml"
    path.write_text("players: [alice, bob]\ndamaged_this_turn: [bob]\nbattlefield:\n"
                    "  - {card: Hardened Scales, controller: alice}\n")
    run = run_cli("orderings", str(path), "enter", "Furyborn Hellkite", "--controller", "alice", "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["complete"] and [o["result"]["counters"] for o in data["outcomes"]] == [7]
    path.write_text("players: [alice, bob]\ndamaged_this_turn: [caro]\n")
    run = run_cli("orderings", str(path), "enter", "Furyborn Hellkite", "--controller", "alice")
    assert run.returncode == 2 and "board.yaml:2: unknown player 'caro' (valid: alice, bob)" in run.stderr, run.stderr
    assert "Traceback" not in run.stderr


def test_damaged_this_turn_of_a_python_board_is_checked():
    with pytest.raises(mtgasp.BoardError, match="damaged_this_turn: 'carol' is not a player"):
        mtgasp.Board(players=("alice", "bob"), active_player="alice", objects=(), damaged_this_turn=("carol",))
    board = mtgasp.Board(players=("alice", "bob"), active_player="alice", objects=(), damaged_this_turn=("bob",))
    assert [o[3] for o in enter_outcomes(board, "Blood Ogre", "alice")] == [1]


# --- "As this land enters, you may reveal a ... card from your hand. If you don't, it enters tapped." (CR 614.12a) ---

def _tapped_choices(answer: mtgasp.Orderings) -> set[tuple[bool, tuple[str, ...]]]:
    return {(o.result["tapped"], tuple(o.result.get("choices", []))) for o in answer.outcomes}


def test_choked_estuary_reveal_or_enter_tapped_both_explored():
    # Choked Estuary: "As this land enters, you may reveal an Island or Swamp card from your hand. If you don't, this
    # land enters tapped." A player's choice (CR 614.12a: made before it enters); the board has no hand, so the
    # reveal is possible: both outcomes.
    answer = _entering(NOTHING, "Choked Estuary")
    assert answer.complete
    assert _tapped_choices(answer) == {(True, ()), (False, ("revealed_card",))}


def test_choked_estuary_still_enters_tapped_by_another_effect_ruling_2016_04_08():
    # Ruling 2016-04-08: "If an effect instructs you to put Choked Estuary onto the battlefield tapped, it will still
    # enter the battlefield tapped even if you reveal a land card from your hand." Root Maze: "Artifacts and lands
    # enter tapped."
    answer = _entering(board("{card: Root Maze, controller: bob}"), "Choked Estuary")
    assert answer.complete
    assert _tapped_choices(answer) == {(True, ()), (True, ("revealed_card",))}


@pytest.mark.slow
def test_cli_enter_reveal_land(tmp_path):
    path = tmp_path / "board.yaml"
    path.write_text("players: [alice, bob]\n")
    run = run_cli("orderings", str(path), "enter", "Gilt-Leaf Palace", "--controller", "alice")
    assert run.returncode == 0, run.stderr
    assert "revealed card chosen" in run.stdout and "tapped" in run.stdout, run.stdout


# --- "enters with a counter for each ... you control / on the battlefield" (CR 614.12: per(F, Rel, M)) -------------

PER_BOARD = ("{card: Grizzly Bears, controller: alice}", "{card: Llanowar Elves, controller: alice}",
             "{card: Goblin Guide, controller: bob}", "{card: Azorius Guildgate, controller: alice}",
             "{card: Forest, controller: alice}")


@pytest.mark.parametrize("card, controller, counters", [
    # Squad Captain: "This creature enters with a +1/+1 counter on it for each other creature you control." Ruling
    # 2019-07-12: "It counts only creatures that are already on the battlefield."
    ("Squad Captain", "alice", 2), ("Squad Captain", "bob", 1),
    # Gatekeeper Gargoyle: "... a +1/+1 counter on it for each Gate you control."
    ("Gatekeeper Gargoyle", "alice", 1), ("Gatekeeper Gargoyle", "bob", 0),
    # Custodi Soulbinders: "... X +1/+1 counters on it, where X is the number of other creatures on the battlefield."
    ("Custodi Soulbinders", "bob", 3),
])
def test_enters_with_counters_for_each_permanent(card, controller, counters):
    assert [o[3] for o in enter_outcomes(battlefield(*PER_BOARD), card, controller)] == [counters]


def test_squad_captain_with_hardened_scales_cr_616_1():
    b = battlefield(*PER_BOARD, "{card: Hardened Scales, controller: alice}")
    assert [o[3] for o in enter_outcomes(b, "Squad Captain", "alice")] == [3]


@pytest.mark.slow
def test_cli_enter_squad_captain(tmp_path):
    path = tmp_path / "board.yaml"
    path.write_text("players: [alice, bob]\nbattlefield:\n" + "".join(f"  - {e}\n" for e in PER_BOARD))
    run = run_cli("orderings", str(path), "enter", "Squad Captain", "--controller", "alice", "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["complete"] and [o["result"]["counters"] for o in data["outcomes"]] == [2]


def test_older_wording_enters_the_battlefield_tapped():
    # CR glossary, "Enters the Battlefield": "This phrase has been shortened to simply 'enters' in rules text on cards";
    # digital cards keep the older wording (Gate to the Citadel: "Gate to the Citadel enters the battlefield tapped.").
    assert [o[2] for o in enter_outcomes(NOTHING, "Gate to the Citadel", "alice")] == [True]


# --- "As this land enters, you may pay 2 life. If you don't, it enters tapped" (the shock lands) ------------------

def _paid(r: mtgasp.Orderings) -> list[tuple[bool, int]]:
    """(tapped, life paid) of each outcome, sorted."""
    assert r.complete, r.notes
    return sorted((o.result["tapped"], o.result.get("life_paid", 0)) for o in r.outcomes)


def test_a_shock_land_enters_tapped_or_untapped_with_2_life_paid():
    # CR 614.12a: the choice is made before it enters; both are explored (a player's choice is never fixed).
    assert _paid(mtgasp.orderings(NOTHING, EnterEvent("Steam Vents", "alice"))) == [(False, 2), (True, 0)]
    # The Black Gate: "you may pay 3 life".
    assert _paid(mtgasp.orderings(NOTHING, EnterEvent("The Black Gate", "alice"))) == [(False, 3), (True, 0)]


def test_a_player_with_less_life_than_the_payment_can_only_let_it_enter_tapped():
    # CR 119.4: "a player may [pay life] only if their life total is greater than or equal to the amount of the
    # payment". Without a life total on the board the payment is not limited.
    for life, expected in ((1, [(True, 0)]), (2, [(False, 2), (True, 0)])):
        b = board_from(f"players: [alice, bob]\nlife: {{alice: {life}, bob: 20}}\nbattlefield: []\n")
        assert _paid(mtgasp.orderings(b, EnterEvent("Godless Shrine", "alice"))) == expected, life


def test_a_shock_land_put_onto_the_battlefield_tapped_still_enters_tapped():
    # Steam Vents, ruling 2018-10-05: "If an effect puts this land onto the battlefield tapped, you may pay 2 life, but it
    # still enters tapped." Root Maze: "Artifacts and lands enter tapped."
    maze = board("{card: Root Maze, controller: bob}")
    assert _paid(mtgasp.orderings(maze, EnterEvent("Steam Vents", "alice"))) == [(True, 0), (True, 2)]


def test_under_blood_moon_a_shock_land_has_no_choice():
    # Blood Moon, ruling 2017-09-29 (CR 614.12): a nonbasic land enters as a Mountain with no other abilities, so
    # "enters tapped unless ..." and "you may pay 2 life" don't apply: it enters untapped and no life is paid.
    moon = board("{card: Blood Moon, controller: bob}")
    assert _paid(mtgasp.orderings(moon, EnterEvent("Breeding Pool", "alice"))) == [(False, 0)]


@pytest.mark.slow
def test_cli_says_the_life_paid(tmp_path):
    path = tmp_path / "b.yaml"
    path.write_text("players: [alice]\nbattlefield: []\n", encoding="utf-8")
    done = run_cli("orderings", str(path), "enter", "Hallowed Fountain", "--controller", "alice")
    assert done.returncode == 0 and "untapped, 0 +1/+1 counters, 2 life paid" in done.stdout, done.stdout + done.stderr
    data = json.loads(run_cli("orderings", str(path), "enter", "Hallowed Fountain", "--controller", "alice",
                              "--json").stdout)
    assert sorted(o["result"].get("life_paid", 0) for o in data["outcomes"]) == [0, 2]


@pytest.mark.parametrize("card, kickers, message", [
    # CR 702.33a: "“Kicker [cost]” means “You may pay an additional [cost] as you cast this spell.”" A cost the card
    # doesn't print is no event that can happen (red team 5: Kavu Titan --kicker {9} entered kicked, complete).
    ("Kavu Titan", ("{9}",), "Kavu Titan has no such kicker cost (its kicker costs: {2}{G}"),
    ("Anavolver", ("{2}{G}",), "its kicker costs: {1}{U}, {B}"),
    ("Grizzly Bears", ("{1}",), "its kicker costs: none"),
    # CR 702.33d: "If a spell has two kicker costs or has multikicker, it may be kicked multiple times." One kicker cost
    # is paid once.
    ("Kavu Titan", ("{2}{G}", "{2}{G}"), "given twice"),
])
def test_a_kicker_cost_the_card_does_not_print_is_refused(card, kickers, message):
    # (the rules refuse it, rules/replacement/kicked_count.lp: a RulesError, worded as the command line words it)
    board = battlefield("{card: Forest, controller: alice}")
    with pytest.raises(mtgasp.BoardError) as refused:
        mtgasp.orderings(board, EnterEvent(card, "alice", cast=True, kickers=kickers))
    assert message in str(error(refused.value)), str(error(refused.value))


def test_a_multikicker_cost_may_be_given_again():
    # CR 702.33c: "“Multikicker [cost]” means “You may pay an additional [cost] any number of times as you cast this
    # spell.”" Gnarlid Colony has kicker, Everflowing Chalice multikicker {2}: paid twice, two charge counters.
    board = battlefield("{card: Forest, controller: alice}")
    answer = mtgasp.orderings(board, EnterEvent("Everflowing Chalice", "alice", cast=True, kickers=("{2}", "{2}")))
    assert answer.complete and [o.result.get("counters_by_kind") for o in answer.outcomes] == [{"charge": 2}], answer
