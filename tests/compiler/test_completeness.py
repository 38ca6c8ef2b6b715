"""Completeness is proven, never presumed (issue 25): text the engine doesn't read must not pass as harmless.

Each test states what the rules decide (the CR, an official ruling) and accepts either that answer or an answer
marked incomplete: a wrong answer marked complete fails it. Where the answer must be incomplete (a reason read from
another permanent's incomplete answer), the test says which card it names."""
from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import board_from

import mtgasp
from mtgasp.compiler.kinds import kinds_of
from mtgasp.render.words import listed, message, said


def _board(*lines: str, extra: str = "", players: str = "[alice, bob]") -> mtgasp.Board:
    return board_from(f"players: {players}\nbattlefield:\n" + "".join(f"  - {line}\n" for line in lines) + extra)


def _entering(board: mtgasp.Board, card: str, **kw) -> mtgasp.Orderings:
    return mtgasp.orderings(board, mtgasp.EnterEvent(card, "alice", **kw))


def _counters(answer: mtgasp.Orderings) -> set[tuple[tuple[str, int], ...]]:
    return {tuple(sorted(o.result.get("counters_by_kind", {}).items())) for o in answer.outcomes}


def _tapped(answer: mtgasp.Orderings) -> set[bool]:
    return {bool(o.result.get("tapped")) for o in answer.outcomes}


# --- "Can't" effects on counters (CR 614.17, 101.2) -----------------------------------------------------------

def test_solemnity_stops_counters_as_a_creature_enters():
    # Solemnity: "Counters can't be put on artifacts, creatures, enchantments, or lands." Ruling 2017-07-14: "Solemnity
    # stops counters from being put on an artifact, creature, enchantment, or land as it enters the battlefield";
    # Hardened Scales may still be applied (ruling 2017-07-14: "that player may apply that replacement effect.
    # Counters won't be put on the object"). Walking Ballista (X = 2) enters with no counters.
    board = _board("{card: Solemnity, controller: bob}", "{card: Hardened Scales, controller: alice}")
    answer = _entering(board, "Walking Ballista", cast=True, x=2)
    # Solemnity is modelled on the enter event (rules/replacement/enter_cant.lp, CR 614.17d): the answer is complete.
    assert answer.complete and _counters(answer) == {()}


def test_solemnity_stops_counters_from_damage_replaced_by_counters():
    # Phytohydra: "If damage would be dealt to Phytohydra, put that many +1/+1 counters on it instead." With Solemnity
    # the replacement may be applied but no counter is put (ruling 2017-07-14); "3 +1/+1 counters" (with Hardened
    # Scales) can't be a complete answer.
    board = _board("{card: Solemnity, controller: bob}", "{card: Hardened Scales, controller: alice}",
                   "{card: Phytohydra, controller: alice, id: hydra}", "{card: Forest, controller: bob, id: f}")
    answer = mtgasp.orderings(board, mtgasp.DamageEvent("f", "hydra", 2))
    assert all(not o.result.get("counters") for o in answer.outcomes) or not answer.complete
    assert answer.complete  # (rules/replacement/damage_cant.lp: Solemnity is applied after the others, CR 101.2)


def test_melira_stops_minus_counters_as_a_creature_enters():
    # Melira, Sylvok Outcast: "Creatures you control can't have -1/-1 counters put on them." Grim Poppet ("This
    # creature enters with three -1/-1 counters on it") enters under alice's control with none (CR 614.17, 101.2).
    board = _board("{card: \"Melira, Sylvok Outcast\", controller: alice}")
    answer = _entering(board, "Grim Poppet", cast=True)
    assert _counters(answer) == {()} or not answer.complete


def test_a_counters_effect_not_on_a_counter_is_still_complete():
    # Without any "can't" effect the same entering is complete (the test above can fail).
    answer = _entering(_board("{card: Hardened Scales, controller: alice}"), "Walking Ballista", cast=True, x=2)
    assert answer.complete and _counters(answer) == {(("p1p1", 3),)}


# --- Doubling Cube: a mana ability without the word "add" (CR 605.1a; ruling 2004-12-01) ----------------------

def test_doubling_cube_makes_mana_incomplete():
    # Doubling Cube: "{3}, {T}: Double the amount of each type of unspent mana you have." (ruling: a mana ability).
    # With seven Forests: tap all seven, pay {3}, double the other four: eight {G}. "GGGGGGG" can't be complete.
    board = _board("{card: Doubling Cube, controller: alice, id: cube}",
                   *[f"{{card: Forest, controller: alice, id: f{i}}}" for i in range(7)], players="[alice]")
    pools = mtgasp.mana(board, "alice")
    assert any(o.mana == "G" * 8 for o in pools.options) or not pools.complete
    assert not mtgasp.could_produce(board).complete


# --- Enter tapped / untapped in every wording (CR 614.1c, 614.12) ----------------------------------------------

def test_older_wording_enters_the_battlefield_tapped():
    # Madlands: "Madlands enters the battlefield tapped." (the older wording of "enters tapped"): it enters tapped.
    for card in ("Madlands", "Lazotep Archway"):
        answer = _entering(_board("{card: Forest, controller: alice}"), card)
        assert _tapped(answer) == {True} or not answer.complete, card


def test_gates_you_control_enter_untapped():
    # Gond Gate: "Gates you control enter untapped." Azorius Guildgate ("This land enters tapped.") enters untapped.
    answer = _entering(_board("{card: Gond Gate, controller: alice}"), "Azorius Guildgate")
    assert _tapped(answer) == {False} or not answer.complete


def test_lands_you_control_enter_untapped():
    # Spelunking: "Lands you control enter untapped." A tapped land (Azorius Guildgate) enters untapped.
    answer = _entering(_board("{card: Spelunking, controller: alice}"), "Azorius Guildgate")
    assert _tapped(answer) == {False} or not answer.complete


def test_a_guildgate_alone_enters_tapped_complete():
    answer = _entering(_board("{card: Forest, controller: alice}"), "Azorius Guildgate")
    assert answer.complete and _tapped(answer) == {True}


# --- Supertype effects (CR 205.4, 613.1d) -----------------------------------------------------------------------

def test_enchanted_land_is_snow():
    # Glittering Frost: "Enchanted land is snow." The Forest it enchants is a snow land (layer 4).
    board = _board("{card: Forest, controller: alice, id: f}",
                   "{card: Glittering Frost, controller: alice, attached_to: f}")
    shown = mtgasp.show(board)
    assert "snow" in shown.objects["f"].supertypes or not shown.complete


def test_a_condition_on_a_supertype_changes_no_type():
    # "As long as equipped creature is legendary, it has hexproof" (Champion's Helm) is a condition, not an effect.
    assert "type_effect" not in kinds_of("as long as equipped creature is legendary, it has hexproof.", ("artifact",))
    assert "type_effect" in kinds_of("enchanted land is snow.", ("enchantment",))
    assert "type_effect" in kinds_of("all nonland permanents are legendary.", ("enchantment",))


# --- A reflexive "When you do" doesn't make an ability triggered (CR 603.12) ---------------------------------------

def test_a_reflexive_trigger_leaves_a_replacement_static():
    # Wall of Stolen Identity: "You may have this creature enter as a copy of any creature on the battlefield, except
    # it's a Wall in addition to its other types and has defender. When you do, tap the copied creature ..." The "When
    # you do" is a reflexive triggered ability the replacement effect creates (CR 603.12); the line is a static ability
    # whose replacement effect modifies how the creature enters (CR 614.1c), so the entering event depends on it.
    text = ("you may have this creature enter as a copy of any creature on the battlefield, except it's a wall in "
            "addition to its other types and has defender. when you do, tap the copied creature and it doesn't untap "
            "during its controller's untap step for as long as you control this creature.")
    assert "replacement(enters_battlefield)" in kinds_of(text, ("creature",))
    # ... while a trigger word that starts the ability still makes it triggered (CR 603.1).
    assert "replacement(enters_battlefield)" not in kinds_of(
        "when this creature enters, you may have target creature enter tapped. when you do, draw a card.", ("creature",))



def test_a_trigger_that_gives_a_spell_an_entering_keyword_is_an_effect_on_entering_cr_614_12():
    # Lux Artillery: "Whenever you cast an artifact creature spell, it gains sunburst." The permanent that spell
    # becomes enters with sunburst's counters (CR 702.44a, 614.12): not a trigger proven harmless because it adds no
    # mana (it was kind `other`, and a cast Etched Champion's entering was answered complete with no counter).
    for text in ("whenever you cast an artifact creature spell, it gains sunburst.",
                 "whenever you cast a vampire creature spell, it gains bloodthirst 3.",
                 "[+1]: add {r} or {g}. if that mana is spent on a creature spell, it gains riot."):
        assert kinds_of(text, ("artifact",))[0] == "replacement(enters_battlefield)"
    # (Domri, Chaos Bringer's loyalty ability also adds mana: CR 605.1a, counted under nonmana_abilities=any_ability)
    assert kinds_of("[+1]: add {r} or {g}. if that mana is spent on a creature spell, it gains riot.",
                    ("planeswalker",)) == ["replacement(enters_battlefield)", "nonmana_adds"]
    # A permanent that gains one while on the battlefield doesn't enter with it (Maelstrom Djinn).
    assert kinds_of("when this creature is turned face up, put two time counters on it and it gains vanishing.",
                    ("creature",)) == ["other"]
    board = board_from("players: [alice, bob]\nbattlefield:\n  - {card: Lux Artillery, controller: alice}\n")
    answer = mtgasp.orderings(board, mtgasp.EnterEvent("Ornithopter", "alice", cast=True))
    assert not answer.complete and any("Lux Artillery" in n for n in listed(answer.notes))

# --- Incompleteness propagates (CR 106.7) -----------------------------------------------------------------------

def test_exotic_orchard_reading_a_command_tower_without_commander():
    # Command Tower names no commander here (CR 903.4f): what it could produce is incomplete, and Exotic Orchard's
    # answer ("any color that a land an opponent controls could produce") reads it: incomplete, naming the Tower.
    board = _board("{card: Exotic Orchard, controller: alice, id: orchard}",
                   "{card: Command Tower, controller: bob, id: tower}")
    answer = mtgasp.could_produce(board)
    assert not answer.complete
    assert any("tower" in w and "Command Tower" in w for w in said(answer.incomplete["orchard"]))
    produced = mtgasp.produce(board, "orchard")
    assert not produced.complete
    assert any("Command Tower" in n for n in listed(produced.notes))


def test_reflecting_pool_reading_river_of_tears():
    # River of Tears' ability is not modelled ("If you played a land this turn, add {B} instead"): Reflecting Pool,
    # reading it, is incomplete too, naming the River; and an Exotic Orchard of bob reading alice's Pool, naming the
    # Pool (transitively).
    board = _board("{card: Reflecting Pool, controller: alice, id: pool}",
                   "{card: River of Tears, controller: alice, id: river}",
                   "{card: Exotic Orchard, controller: bob, id: orchard}")
    answer = mtgasp.could_produce(board)
    assert any("River of Tears" in w for w in said(answer.incomplete["pool"]))
    assert any("Reflecting Pool" in w or "River of Tears" in w for w in said(answer.incomplete["orchard"]))


def test_reflecting_pool_reading_a_forest_stays_complete():
    board = _board("{card: Reflecting Pool, controller: alice, id: pool}", "{card: Forest, controller: alice}")
    answer = mtgasp.could_produce(board)
    assert answer.complete and answer.types["pool"] == ("G",)


# --- --json carries every reason (issue 25) ---------------------------------------------------------------------

def test_json_names_a_whole_board_reason(tmp_path, capsys):
    # A layer-4 effect not modelled (Glittering Frost's "Enchanted land is snow") makes every answer incomplete:
    # could-produce --json says why under "incomplete", not only on standard error.
    from mtgasp.cli import main
    path = tmp_path / "b.yaml"
    path.write_text("players: [alice]\nbattlefield:\n  - {card: Forest, controller: alice, id: f}\n"
                    "  - {card: Glittering Frost, controller: alice, attached_to: f}\n")
    code = main(["could-produce", str(path), "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 3 and not out["complete"]
    assert out["incomplete"]["f"] and all("Glittering Frost" in w for w in out["incomplete"]["f"])


# --- Needless incompleteness (issue 25) --------------------------------------------------------------------------

def test_show_with_a_command_tower_is_complete():
    # CR 903.4f: with no commander the Tower's ability adds no mana; that changes what it adds, not what it is: its
    # characteristics (show) don't depend on the commander.
    shown = mtgasp.show(_board("{card: Command Tower, controller: alice, id: t}"))
    assert shown.complete and shown.objects["t"].card_types == ("land",)


@pytest.mark.slow
def test_command_tower_beside_chromatic_lantern_could_produce_every_color():
    # Chromatic Lantern: "Lands you control have '{T}: Add one mana of any color.'" (CR 613.1f): the Tower could
    # produce every color whatever its commander (a color identity holds only colors, CR 903.4): complete.
    board = _board("{card: Command Tower, controller: alice, id: t}", "{card: Chromatic Lantern, controller: alice}")
    answer = mtgasp.could_produce(board)
    assert answer.complete and answer.types["t"] == ("W", "U", "B", "R", "G")
    assert mtgasp.mana(board, "alice").complete
    # What ability 1 itself adds still depends on the commander (produce says so).
    produced = mtgasp.produce(board, "t")
    assert not produced.complete and any("commander" in n for n in listed(produced.notes))


def test_command_tower_alone_is_still_incomplete():
    answer = mtgasp.could_produce(_board("{card: Command Tower, controller: alice, id: t}"))
    assert not answer.complete and answer.types["t"] == ()


# --- Equal timestamps (CR 613.7m) and ids (issue 25) ------------------------------------------------------------

_TIE = ("players: [alice, bob]\nbattlefield:\n"
        "  - {{card: Savannah, controller: alice, id: s, timestamp: 1}}\n"
        "  - {{card: Spreading Seas, controller: bob, attached_to: s, id: '{a}', timestamp: 2}}\n"
        "  - {{card: Convincing Mirage, controller: bob, attached_to: s, id: '{b}', timestamp: 2,"
        " chosen: {{land_type: mountain}}}}\n")


@pytest.mark.slow
def test_equal_timestamps_are_not_ordered_by_ids():
    # Spreading Seas ("Enchanted land is an Island") and Convincing Mirage (Mountain) with the same timestamp: CR
    # 613.7m lets their controller (bob) order them. Ordering them by id made the Savannah {U} or {R} as the ids were
    # spelt, both complete; now the default reading says it is incomplete, and the reading `player` (the board's
    # order of entries as bob's choice) gives {R} whatever the ids.
    for a, b in (("a", "b"), ("z", "b")):
        board = board_from(_TIE.format(a=a, b=b))
        assert not mtgasp.could_produce(board).complete
        chosen = mtgasp.could_produce(board, readings={"simultaneous_timestamps": "player"})
        assert chosen.complete and chosen.types["s"] == ("R",)


@pytest.mark.slow
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.text(alphabet="abcdefghijklmnopqrtuvwxyz-", min_size=1, max_size=6).filter(
    lambda t: t[0] != "-" and t[-1] != "-"), min_size=2, max_size=2, unique=True))
def test_an_answer_never_depends_on_how_ids_are_spelt(ids):
    # Renaming the ids of a board gives the same answer (a complete one, or one marked incomplete), under each reading
    # of CR 613.7m.
    a, b = ids
    board = board_from(_TIE.format(a=a, b=b))
    answer = mtgasp.could_produce(board)
    assert not answer.complete or answer.types["s"] == ("R",)
    chosen = mtgasp.could_produce(board, readings={"simultaneous_timestamps": "player"})
    assert chosen.complete and chosen.types["s"] == ("R",)


# --- can-activate per ability (issue 25) -------------------------------------------------------------------------

def test_a_no_decided_by_summoning_sickness_doesnt_depend_on_the_effect():
    # Hangarback Walker's "{1}, {T}: Put a +1/+1 counter on this creature" (its effect not modelled) on a creature that
    # came under alice's control this turn: CR 302.6 forbids {T}; whatever the effect, the answer is "no", complete.
    board = _board("{card: Hangarback Walker, controller: alice, id: h, sick: true}", "{card: Forest, controller: alice}")
    answer = mtgasp.can_activate(board, "h")
    assert answer.complete and [a.can_activate for a in answer.abilities] == [False]
    assert any(r.rule == "302.6" for r in answer.abilities[0].reasons)


def test_can_activate_one_ability_is_not_incomplete_for_another():
    # Castle Ardenvale: ability 2 "{T}: Add {W}." is compiled; ability 3 (create a token) is not. Asked about ability 2
    # alone, the answer (yes) doesn't depend on ability 3's effect: complete. Asked about all, it says ability 3.
    board = _board("{card: Castle Ardenvale, controller: alice, id: c}", "{card: Plains, controller: alice}")
    assert mtgasp.can_activate(board, "c", 2).complete
    assert not mtgasp.can_activate(board, "c").complete


# --- An effect not in force makes nothing incomplete (CR 611.3a) ---------------------------------------------------

def test_arixmethes_without_a_slumber_counter_is_no_land():
    # Arixmethes, Slumbering Isle: "As long as Arixmethes has a slumber counter on it, it's a land. (It's not a
    # creature.)" CR 611.3a: a static ability's effect applies at any moment to whatever its text says; with no slumber
    # counter there is no type-changing effect, so `show` is complete (a Legendary Creature — Kraken). With one, the
    # unmodelled layer-4 effect makes the board's answers incomplete.
    bare = mtgasp.show(_board("{card: \"Arixmethes, Slumbering Isle\", controller: alice, id: ari}"))
    assert bare.complete, bare.message
    assert "creature" in bare.objects["ari"].card_types
    asleep = mtgasp.show(_board("{card: \"Arixmethes, Slumbering Isle\", controller: alice, id: ari, "
                                "counters: {slumber: 5}}"))
    assert not asleep.complete
    assert "Arixmethes" in message(asleep)


def test_echoing_deeps_copying_nothing_changes_nothing():
    # Echoing Deeps: "You may have this land enter tapped as a copy of any land card in a graveyard, except it's a Cave
    # in addition to its other types." CR 707.9b: the exception is part of the copy effect; an Echoing Deeps that
    # entered as no copy is a Land — Cave with "{T}: Add {C}." (CR 614.1c: the line only offered the copy as it
    # entered). Its answers are complete. As a copy of Forest it is a Forest Cave (CR 707.9b: the exception is part of
    # its copiable values, read since session 35).
    plain = mtgasp.could_produce(_board("{card: Echoing Deeps, controller: alice, id: deeps}"))
    assert plain.complete, plain.message
    assert plain.types["deeps"] == ("C",)
    copy = mtgasp.show(_board("{card: Echoing Deeps, controller: alice, id: deeps, copy_of: Forest}"))
    assert copy.complete, message(copy)
    assert {"forest", "cave"} <= set(copy.objects["deeps"].subtypes)


def test_an_additional_trigger_matters_only_where_a_triggered_mana_ability_is():
    # CR 603.2d: "If a triggered ability of … another colorless permanent you control triggers, that ability triggers an
    # additional time" (Echoes of Eternity). Of the triggered abilities, only triggered mana abilities resolve in these
    # questions (CR 605.1b): beside a Forest it changes nothing; beside a colorless Caged Sun (a triggered mana ability,
    # green chosen) what the Forest adds may be more, so the pool is incomplete, naming Echoes of Eternity.
    alone = board_from("""
        players: [alice]
        battlefield:
          - {card: Echoes of Eternity, controller: alice}
          - {card: Forest, controller: alice, id: forest}
    """)
    assert mtgasp.could_produce(alone).complete and mtgasp.mana(alone, "alice").complete
    with_trigger = board_from("""
        players: [alice]
        battlefield:
          - {card: Echoes of Eternity, controller: alice}
          - {card: Caged Sun, controller: alice, chosen: {color: G}}
          - {card: Forest, controller: alice, id: forest}
    """)
    pools = mtgasp.mana(with_trigger, "alice")
    assert not pools.complete
    assert "Echoes of Eternity" in " ".join(listed(pools.notes)) + str(pools)
