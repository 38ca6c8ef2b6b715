"""Red team, session 28 (redteam14): boards that attack what session 27 merged (Solemnity against counters that
replace damage and against damage dealt as counters, copies as they enter, Archelos, Snowfall). Each expected
answer was decided from the Oracle text and the CR before the engine was run; all were right."""
from __future__ import annotations

import pytest
from support import board_from

import mtgasp
from mtgasp import CountersEvent, DamageEvent, EnterEvent

pytestmark = pytest.mark.slow

BEAR = "{id: bear, card: Grizzly Bears, controller: alice}"


def board(*entries: str, extra: str = "") -> mtgasp.Board:
    return board_from("players: [alice, bob]\nbattlefield:\n" + "".join(f"  - {e}\n" for e in entries) + extra)


def test_solemnity_stops_counters_before_hardened_scales_and_doubling_season_cr_614_17c():
    # CR 614.17c: an event that can't happen isn't modified by replacement effects (Solemnity: "Counters can't be
    # put on artifacts, creatures, enchantments, or lands").
    b = board(BEAR, "{card: Solemnity, controller: alice}", "{card: Hardened Scales, controller: alice}",
              "{card: Doubling Season, controller: alice}")
    r = mtgasp.orderings(b, CountersEvent("bear", "+1/+1", 1))
    assert [o.result["counters"] for o in r.outcomes] == [0] and r.complete


def test_solemnity_of_the_opponent_bars_infect_counters_cr_120_3d_101_2():
    # CR 120.3d: damage from a source with infect to a creature is -1/-1 counters; Solemnity (either player's)
    # bars them, the damage is still dealt (CR 101.2).
    b = board(BEAR, "{id: m, card: Blight Mamba, controller: bob}", "{card: Solemnity, controller: bob}")
    r = mtgasp.orderings(b, DamageEvent("m", "bear", 1))
    [o] = r.outcomes
    assert (o.result["damage"], o.result["dealt_as"], o.result["dealt_as_counters"]) == (1, "m1m1", 0)
    assert r.complete


def test_phytohydra_damage_replaced_by_counters_solemnity_leaves_nothing_cr_614_1a():
    # Phytohydra: "If damage would be dealt to Phytohydra, put that many +1/+1 counters on it instead." The damage
    # is replaced (CR 614.1a); Solemnity then stops the counters: neither damage nor counters.
    b = board("{id: phyto, card: Phytohydra, controller: alice}", "{id: src, card: Grizzly Bears, controller: bob}",
              "{card: Solemnity, controller: bob}")
    r = mtgasp.orderings(b, DamageEvent("src", "phyto", 3))
    assert [(o.result["damage"], o.result["counters"]) for o in r.outcomes] == [(0, 0)] and r.complete


def test_vizier_of_remedies_on_wither_damage_cr_120_3d():
    # Vizier of Remedies: "that many minus one -1/-1 counters"; Boggart Ram-Gang has wither (CR 702.80a).
    b = board(BEAR, "{id: m, card: Boggart Ram-Gang, controller: bob}", "{card: Vizier of Remedies, controller: alice}")
    r = mtgasp.orderings(b, DamageEvent("m", "bear", 2))
    [o] = r.outcomes
    assert (o.result["dealt_as"], o.result["dealt_as_counters"]) == ("m1m1", 1) and r.complete


def test_melira_against_infect_makes_it_ordinary_damage():
    # Melira, Sylvok Outcast: "Creatures your opponents control lose infect." (read since session 34, redteam23:
    # loses_keyword/5, CR 613.1f): the damage of bob's Blight Mamba is ordinary damage, no -1/-1 counter (CR 120.3e).
    b = board(BEAR, "{id: m, card: Blight Mamba, controller: bob}", "{card: 'Melira, Sylvok Outcast', controller: alice}")
    r = mtgasp.orderings(b, DamageEvent("m", "bear", 1))
    assert r.complete and [(o.result["damage"], o.result.get("dealt_as")) for o in r.outcomes] == [(1, None)]


def test_spark_double_copies_only_your_creature_and_solemnity_stops_its_counter():
    # Spark Double: "a copy of a creature or planeswalker you control, except it enters with an additional +1/+1
    # counter"; bob's Llanowar Elves is not a choice. Solemnity stops the counter (CR 614.12, 614.17c).
    r = mtgasp.orderings(board("{card: Llanowar Elves, controller: bob}"), EnterEvent("Spark Double", controller="alice"))
    assert [o.result["copy"] for o in r.outcomes] == [False]
    b = board("{card: Llanowar Elves, controller: alice}", "{card: Doubling Season, controller: alice}",
              "{card: Solemnity, controller: bob}")
    r = mtgasp.orderings(b, EnterEvent("Spark Double", controller="alice"))
    assert sorted((o.result["copy_of"] or "", o.result["counters"]) for o in r.outcomes) == [
        ("", 0), ("Llanowar Elves", 0)] and r.complete


def test_lazotep_convert_copies_a_creature_card_in_either_graveyard_with_its_counters():
    # Lazotep Convert: "a copy of any creature card in a graveyard"; the copy of Kalonian Hydra enters with four
    # +1/+1 counters (CR 707.2, 614.1c), doubled by Doubling Season. (Lazotep Convert is the back face of Invasion of
    # Amonkhet, a battle: it enters as that card cast or put onto the battlefield transformed, CR 712.14, 712.13;
    # session 30 refuses the back face named as what enters.)
    b = board("{card: Doubling Season, controller: alice}",
              extra="graveyards:\n  alice: [Kalonian Hydra]\n  bob: [Llanowar Elves]\n")
    r = mtgasp.orderings(b, EnterEvent("Invasion of Amonkhet", controller="alice", transformed=True))
    assert sorted((o.result["copy_of"] or "", o.result["counters"]) for o in r.outcomes) == [
        ("", 0), ("Kalonian Hydra", 8), ("Llanowar Elves", 0)] and r.complete
    r = mtgasp.orderings(board("{card: Doubling Season, controller: alice}"),
                         EnterEvent("Invasion of Amonkhet", controller="alice", transformed=True))
    assert not r.complete  # graveyards not given


def test_metallic_mimic_chosen_type_and_doubling_season():
    # Metallic Mimic: "Each other creature you control of the chosen type enters with an additional +1/+1 counter".
    b = board("{card: Metallic Mimic, controller: alice, chosen: {creature_type: Elf}}",
              "{card: Doubling Season, controller: alice}")
    r = mtgasp.orderings(b, EnterEvent("Llanowar Elves", controller="alice"))
    assert [o.result["counters"] for o in r.outcomes] == [2] and r.complete


def test_archelos_tapped_and_untapped_cr_614_15():
    # Archelos: "As long as Archelos is tapped, other permanents enter tapped" (any player's); untapped, a
    # Guildgate's own "enters tapped" is a self-replacement effect applied first (CR 614.15, 616.1a), then Archelos.
    b = board("{card: 'Archelos, Lagoon Mystic', controller: alice, tapped: true}")
    r = mtgasp.orderings(b, EnterEvent("Grizzly Bears", controller="bob"))
    assert [o.result["tapped"] for o in r.outcomes] == [True] and r.complete
    b = board("{card: 'Archelos, Lagoon Mystic', controller: alice}")
    r = mtgasp.orderings(b, EnterEvent("Simic Guildgate", controller="bob"))
    assert [o.result["tapped"] for o in r.outcomes] == [False] and r.complete


def test_solemnity_does_not_reach_a_battle_defense_counters_doubled_cr_310_4b():
    # Solemnity names artifacts, creatures, enchantments and lands, not battles: Invasion of Ravnica (defense 4,
    # CR 310.4b) enters with 8 defense counters under its controller's Doubling Season.
    b = board("{card: Doubling Season, controller: alice}", "{card: Solemnity, controller: bob}")
    r = mtgasp.orderings(b, EnterEvent("Invasion of Ravnica", controller="alice", defense=4))
    assert [o.result["counters_by_kind"].get("defense") for o in r.outcomes] == [8] and r.complete
