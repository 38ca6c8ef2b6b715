"""The cards of issue 11, each from its official rulings and the CR points it needs: Gather Specimens
(616.1b), a card put onto the battlefield transformed (712.14a, 616.1d), Burst Lightning kicked (616.1a on
damage), Doubling Season (614.16), Squandered Resources, Deep Water, Hall of Gemstone, Mystic Gate, Spire of
Industry (106.7, 602.1b), Crumbling Vestige (106.7, 605.5a), Changeling Outcast (702.73a), Gadwick (107.3m)."""
from __future__ import annotations

import pytest
from conftest import board_from

import mtgasp
from mtgasp import DamageEvent, EnterEvent, TapEvent
from mtgasp.encoder import board_facts
from mtgasp.engine.solver import solve_query
from mtgasp.render.text import orderings as to_text


def board(*entries: str, effects: tuple[str, ...] = ()) -> mtgasp.Board:
    text = "players: [alice, bob]\nbattlefield:\n" + "".join(f"  - {e}\n" for e in entries)
    if effects:
        text += "effects:\n" + "".join(f"  - {e}\n" for e in effects)
    return board_from(text)


def enter(b: mtgasp.Board, card: str, controller: str, **kw) -> list[tuple]:
    r = mtgasp.orderings(b, EnterEvent(card, controller, **kw))
    assert r.complete
    return sorted((o.result.get("controller", controller), o.result["copy_of"] or "", o.result["tapped"],
                   o.result["counters"], tuple(sorted(o.result["counters_by_kind"].items())), o.orders)
                  for o in r.outcomes)


# --- Gather Specimens (CR 616.1b) -----------------------------------------------------------------------

@pytest.mark.slow
def test_gather_specimens_first_then_the_new_controllers_effects_ruling_2008_10_01():
    # Ruling 2008-10-01: "If a Wizard would enter the battlefield under an opponent's control and you control
    # Sage of Fables, the Wizard will enter the battlefield with a +1/+1 counter"; the opponent's doesn't
    # apply. Here with Grumgully ("Each other non-Human creature you control enters with an additional +1/+1").
    b = board("{card: 'Grumgully, the Generous', controller: alice}", "{card: 'Grumgully, the Generous', controller: bob}",
              effects=("{card: Gather Specimens, controller: alice}",))
    assert enter(b, "Grizzly Bears", "bob") == [("alice", "", False, 1, (("p1p1", 1),), 1)]
    r = mtgasp.orderings(b, EnterEvent("Grizzly Bears", "bob"))
    assert r.points[r.roots[0]].choices[0].rule.startswith("CR 616.1b")
    assert any("616.1" in n and "chooses" in n for n in r.notes)
    # A creature entering under alice's own control: nothing to take.
    assert enter(b, "Grizzly Bears", "alice") == [("alice", "", False, 1, (("p1p1", 1),), 1)]


def test_two_gather_specimens_the_creature_stays_with_its_player_ruling_2008_10_01():
    # "if two opposing players have each cast Gather Specimens during the same turn and a creature would enter
    # the battlefield under the control of one of them, it really will enter the battlefield under that
    # player's control."
    b = board("{card: Forest, controller: alice}", effects=("{card: Gather Specimens, controller: alice}",
                                                            "{card: Gather Specimens, controller: bob}"))
    assert enter(b, "Grizzly Bears", "bob") == [("bob", "", False, 0, (), 1)]


def test_gather_specimens_before_clone_you_choose_what_it_copies_ruling_2008_10_01():
    # "If Clone would enter the battlefield under an opponent's control, you choose which creature it copies".
    b = board("{card: Grizzly Bears, controller: bob}", effects=("{card: Gather Specimens, controller: alice}",))
    r = mtgasp.orderings(b, EnterEvent("Clone", "bob"))
    first = r.points[r.roots[0]]
    assert [c.card for c in first.choices] == ["Gather Specimens"]
    assert {(o.result.get("controller"), o.result["copy_of"]) for o in r.outcomes} == {("alice", None),
                                                                                       ("alice", "Grizzly Bears")}


# --- Put onto the battlefield transformed (CR 712.14a, 616.1d) -------------------------------------------

def test_soulcipher_board_put_transformed_has_only_its_back_face_cr_712_14a():
    # CR 712.14a: it enters with its back face up; 712.8e: only the back face's characteristics, so the
    # front's "enters with three omen counters" doesn't apply, and Grumgully sees a non-Human creature.
    b = board("{card: 'Grumgully, the Generous', controller: alice}")
    assert enter(b, "Soulcipher Board", "alice") == [("alice", "", False, 0, (("omen", 3),), 1)]
    r = mtgasp.orderings(b, EnterEvent("Soulcipher Board", "alice", transformed=True))
    assert [(o.result["transformed"], o.result["counters"]) for o in r.outcomes] == [(True, 1)]
    assert "back face up" in to_text(r)


def test_only_a_double_faced_card_can_be_put_onto_the_battlefield_transformed_cr_712_14a():
    with pytest.raises(mtgasp.BoardError, match="712.14a"):
        mtgasp.orderings(board("{card: Forest, controller: alice}"), EnterEvent("Grizzly Bears", "alice",
                                                                                 transformed=True))


# A double-faced test card whose own effect makes it enter transformed (a replacement effect of category
# back_face, CR 616.1d: daybound's "If it is night ... it enters transformed" is one): front an artifact, back
# a creature. The effect must be chosen before Grumgully's (616.1d before 616.1e), so Grumgully always applies.
TEST_DFC = """
card("Test Moonward"). card_type("Test Moonward", artifact). back_face("Test Moonward", "Test Moonbeast").
replacement("Test Moonward", 1, enters_battlefield). replacement_condition("Test Moonward", 1, this).
replacement_category("Test Moonward", 1, back_face). replacement_option("Test Moonward", 1, 1, enter_transformed).
card_type("Test Moonbeast", creature). card_subtype("Test Moonbeast", werewolf).
"""


def test_back_face_effects_come_before_the_others_cr_616_1d():
    b = board("{card: 'Grumgully, the Generous', controller: alice}", "{card: Root Maze, controller: alice}")
    answer = solve_query("orderings", board_facts(b, {"entering": [("moon", "Test Moonward", "alice")]}) + TEST_DFC)
    outcomes = sorted(str(state) for _i, state, _s in answer.by_name("terminal"))
    # Root Maze ("Artifacts and lands enter tapped") no longer applies to the creature it became (616.1f).
    assert outcomes == ['ent(0,1,0,nil,nil,"alice",1)']
    assert len(answer.by_name("step")) == 2  # the back-face effect, then Grumgully: one order


# --- Burst Lightning (CR 614.15, 616.1a on damage) -------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("kicked, furnace, dealt", [(1, True, 8), (None, True, 4), (1, False, 4), (0, False, 2)])
def test_burst_lightning_kicked_deals_4_first_then_furnace_doubles_cr_616_1a(kicked, furnace, dealt):
    # "If this spell was kicked, it deals 4 damage instead" is a self-replacement effect (CR 614.15): applied
    # first (616.1a), so Furnace of Rath doubles 4, never replaced back to 4.
    entries = ["{card: Furnace of Rath, controller: alice}"] if furnace else ["{card: Forest, controller: alice}"]
    b = board(*entries, effects=("{card: Burst Lightning, controller: bob}",))
    r = mtgasp.orderings(b, DamageEvent("burst-lightning", "alice", 2, kicked))
    assert [(o.result["damage"], o.orders) for o in r.outcomes] == [(dealt, 1)]


# --- Doubling Season (CR 614.16) ------------------------------------------------------------------------

@pytest.mark.slow
def test_doubling_season_doubles_the_counters_a_permanent_enters_with_ruling_2005_10_01():
    # "Doubling Season affects cards that 'enter the battlefield with' a certain number of counters"; "If there
    # are two Doubling Seasons on the battlefield, then the number ... is four times the original number".
    one = board("{card: Doubling Season, controller: alice}")
    assert enter(one, "Kalonian Hydra", "alice") == [("alice", "", False, 8, (("p1p1", 8),), 1)]
    # "exact copies of the kind of ... counters": charge counters too (Vivid Crag, enters tapped).
    assert enter(one, "Vivid Crag", "alice") == [("alice", "", True, 0, (("charge", 4),), 1)]
    two = board("{card: Doubling Season, controller: alice}", "{card: Doubling Season, controller: alice}")
    assert [o[3] for o in enter(two, "Kalonian Hydra", "alice")] == [16]
    # Only on permanents its controller controls.
    assert [o[3] for o in enter(one, "Kalonian Hydra", "bob")] == [4]


def test_doubling_season_and_counters_that_replace_damage_cr_614_16():
    b = board("{card: Phytohydra, controller: alice}", "{card: Doubling Season, controller: alice}",
              effects=("{card: Lightning Bolt, controller: bob}",))
    r = mtgasp.orderings(b, DamageEvent("lightning-bolt", "phytohydra", 3))
    assert [(o.result["damage"], o.result["counters"]) for o in r.outcomes] == [(0, 6)]


# --- Mana: Squandered Resources, Deep Water, Hall of Gemstone, Mystic Gate, Spire of Industry ----------

@pytest.mark.slow
def test_squandered_resources_could_produce_what_a_land_you_control_could_cr_106_7():
    b = board("{card: Squandered Resources, controller: alice, id: sr}", "{card: Forest, controller: alice}",
              "{card: Island, controller: alice}", "{card: Swamp, controller: bob}")
    assert mtgasp.could_produce(b).types["sr"] == ("U", "G")
    (ability,) = mtgasp.can_activate(b, "sr").abilities
    assert ability.can_activate
    # CR 118.3: with no land to sacrifice it can't be activated; it could produce nothing (ruling 2004-10-04:
    # a land that can't produce mana may be sacrificed, for no mana).
    alone = board("{card: Squandered Resources, controller: alice, id: sr}", "{card: Swamp, controller: bob}")
    assert mtgasp.could_produce(alone).types["sr"] == ()
    (blocked,) = mtgasp.can_activate(alone, "sr").abilities
    assert not blocked.can_activate and blocked.reasons[0].rule == "118.3"
    # Sequences of activations sacrifice a land after tapping it (CR 701.21a: a sacrificed permanent is gone,
    # so it is tapped first): the Island's {U} then the sacrificed Island's {U}, or the Forest's. Its cost
    # sacrifices another permanent, so it can be activated again (CR 602.2): both lands tapped, then both
    # sacrificed, give {U}{U}{G}{G}, each sacrifice adding a type its own land could produce (issue 32: once per
    # land it could sacrifice, rules/mana/mana_sequence.lp): the one maximal pool, and the answer is complete.
    pools = mtgasp.mana(b, "alice")
    assert [o.mana for o in pools.options] == ["UUGG"]
    assert pools.complete


def test_deep_water_keeps_the_amount_all_blue_ruling_2008_08_01():
    # "The amount of mana produced is unchanged, but it will all be {U}." Lands alice controls only.
    b = board("{card: Ancient Tomb, controller: alice, id: tomb}", "{card: Forest, controller: bob}",
              effects=("{card: Deep Water, controller: alice}",))
    assert [o.result["mana"] for o in mtgasp.orderings(b, TapEvent("tomb")).outcomes] == ["UU"]
    assert mtgasp.could_produce(b).types == {"tomb": ("U",), "forest": ("G",)}


def test_hall_of_gemstone_colored_mana_only_ruling_2016_08_23():
    # "Colorless mana added to a player's mana pool isn't affected"; not a land (Birds of Paradise): not
    # affected; no color chosen yet this turn: no effect.
    # The effect of this turn's trigger is an effects: entry with the color chosen (CR 611.2).
    b = board("{card: Tropical Island, controller: alice}", "{card: Wastes, controller: alice}",
              "{card: Birds of Paradise, controller: alice, id: birds}",
              effects=("{card: Hall of Gemstone, controller: bob, chosen: {color: R}}",))
    result = mtgasp.could_produce(b)
    got = result.types
    assert got["tropical-island"] == ("R",) and got["wastes"] == ("C",) and got["birds"] == ("W", "U", "B", "R", "G")
    assert result.complete
    # The Hall on the battlefield without this turn's effect listed: its upkeep trigger creates the effect when
    # it resolves (CR 603, 611.2), and the board says none is in force: unchanged, and complete.
    none = board("{card: Hall of Gemstone, controller: bob}", "{card: Tropical Island, controller: alice}")
    result = mtgasp.could_produce(none)
    assert result.types["tropical-island"] == ("U", "G") and result.complete


@pytest.mark.slow
def test_mystic_gate_wu_under_mana_reflection_is_wwuu_ruling_2008_05_01():
    # Mana Reflection ruling 2008-05-01: "if you tap Mystic Gate for {W}{U}, it will produce {W}{W}{U}{U}".
    b = board("{card: Mystic Gate, controller: alice, id: gate}", "{card: Mana Reflection, controller: alice}",
              "{card: Plains, controller: alice}")
    r = mtgasp.orderings(b, TapEvent("gate", 2))
    assert sorted(o.result["mana"] for o in r.outcomes) == ["UUUU", "WWUU", "WWWW"]
    # CR 107.4e: {W/U} is paid with white or blue mana: one of the Plains' two {W} pays it, never {C}.
    pools = mtgasp.mana(b, "alice")
    assert pools.complete and {o.mana for o in pools.options} == {"WWWWW", "WWWUU", "WUUUU", "WWCC"}


@pytest.mark.slow
def test_spire_of_industry_needs_an_artifact_to_activate_not_to_be_reflected_naga_vitalist_ruling():
    # Naga Vitalist ruling 2017-04-18: "If you control Spire of Industry and Naga Vitalist, you can tap Naga
    # Vitalist for any color of mana. It doesn't matter whether you control an artifact" (CR 106.7).
    b = board("{card: Spire of Industry, controller: alice, id: spire}", "{card: Naga Vitalist, controller: alice, id: naga}")
    got = mtgasp.could_produce(b).types
    assert got["naga"] == ("W", "U", "B", "R", "G", "C") and got["spire"] == ("W", "U", "B", "R", "G", "C")
    first, second = mtgasp.can_activate(b, "spire").abilities
    assert first.can_activate and not second.can_activate and second.reasons[0].rule == "602.1b"
    with_artifact = board("{card: Spire of Industry, controller: alice, id: spire}", "{card: Sol Ring, controller: alice}")
    assert all(a.can_activate for a in mtgasp.can_activate(with_artifact, "spire").abilities)


# --- Crumbling Vestige (CR 106.7, 605.5a) --------------------------------------------------------------

@pytest.mark.slow
def test_crumbling_vestige_enters_tapped_and_could_produce_any_color_cr_106_7():
    # Its enters trigger is not a mana ability (CR 605.5a), so produce lists only {T}: Add {C}; but it is an
    # ability of the permanent that would add mana of any color if it resolved (CR 106.7), and Reflecting Pool
    # reflects it.
    assert enter(board("{card: Forest, controller: bob}"), "Crumbling Vestige", "alice") == [
        ("alice", "", True, 0, (), 1)]
    b = board("{card: Crumbling Vestige, controller: alice, id: vestige}", "{card: Reflecting Pool, controller: alice}")
    got = mtgasp.could_produce(b).types
    assert got["vestige"] == ("W", "U", "B", "R", "G", "C") and got["reflecting-pool"] == got["vestige"]
    assert [a.ability for a in mtgasp.produce(b, "vestige").abilities] == [3]


# --- Changeling Outcast (CR 702.73a) and Gadwick (CR 107.3m) -------------------------------------------

def test_changeling_outcast_is_a_human_too_cr_702_73a():
    # Changeling: "This object is every creature type" — so not "non-Human": Grumgully's counter doesn't apply,
    # to it or to a Clone that copies it (the copy has changeling, CR 707.2).
    b = board("{card: 'Grumgully, the Generous', controller: alice}", "{card: Changeling Outcast, controller: bob}")
    assert enter(b, "Changeling Outcast", "alice") == [("alice", "", False, 0, (), 1)]
    assert {(o[1], o[3]) for o in enter(b, "Clone", "alice")} == {("", 1), ("Changeling Outcast", 0),
                                                                  ("Grumgully, the Generous", 1)}


@pytest.mark.slow
def test_gadwicks_enters_trigger_has_the_spells_x_cr_107_3m():
    b = board("{card: Forest, controller: alice}")
    cast = mtgasp.orderings(b, EnterEvent("Gadwick, the Wizened", "alice", x=3, cast=True))
    assert any("X = 3" in n and "107.3m" in n for n in cast.notes)
    put = mtgasp.orderings(b, EnterEvent("Gadwick, the Wizened", "alice", x=3))
    assert any("X = 0" in n for n in put.notes) and any("without being cast" in n for n in put.notes)
    # On the battlefield its X is 0, and its mana value 3 (CR 107.3m, 202.3e).
    view = mtgasp.show(board("{card: 'Gadwick, the Wizened', controller: alice}")).objects["gadwick-the-wizened"]
    assert (view.x, view.mana_value, view.power_toughness) == (0, 3, (3, 3))
