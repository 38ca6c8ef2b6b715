"""mana (CR 106.12a-b, 107.4, 601.2g-h, 605.1b, 605.3c, 605.4a): the pools a player can make, triggered
mana abilities and paying costs. Cases from issue 5 and from the cards' rulings."""
from __future__ import annotations

import pytest
from conftest import board_from

import mtgasp


def options(text: str, player: str = "alice") -> set[str]:
    return {o.mana for o in mtgasp.mana(board_from(text), player).options}


def test_harvester_druid_island_mountain_exact_options():
    assert options("""
        players: [alice]
        battlefield:
          - {card: Harvester Druid, controller: alice}
          - {card: Island, controller: alice}
          - {card: Mountain, controller: alice}
    """) == {"UUR", "URR"}


def test_mana_flare_on_watery_grave_adds_the_type_produced():
    # Mana Flare ruling 2004-10-04: "It can't give a mana of a color that wasn't produced."
    assert options("""
        players: [alice, bob]
        battlefield:
          - {card: Watery Grave, controller: alice}
          - {card: Mana Flare, controller: bob}
    """) == {"UU", "BB"}


def test_mana_flare_after_contamination_adds_black():
    # CR 106.12a/b, 605.4a: the trigger sees the mana after the replacement effect.
    result = mtgasp.mana(board_from("""
        players: [alice]
        battlefield:
          - {card: Forest, controller: alice}
          - {card: Contamination, controller: alice}
          - {card: Mana Flare, controller: alice}
    """), "alice")
    assert [o.mana for o in result.options] == ["BB"]
    (act,) = result.options[0].activations
    assert act.adds == "B" and [t.adds for t in act.triggers] == ["B"]


def test_heartbeat_of_spring_on_urzas_mine_with_tron_adds_one_colorless():
    result = mtgasp.mana(board_from("""
        players: [alice]
        battlefield:
          - {card: "Urza's Mine", controller: alice}
          - {card: "Urza's Tower", controller: alice, tapped: true}
          - {card: "Urza's Power Plant", controller: alice, tapped: true}
          - {card: Heartbeat of Spring, controller: alice}
    """), "alice")
    assert [o.mana for o in result.options] == ["CCC"]
    (act,) = result.options[0].activations
    assert act.adds == "CC" and [t.adds for t in act.triggers] == ["C"]


def test_tron_without_the_third_land_adds_one():
    assert options("""
        players: [alice]
        battlefield:
          - {card: "Urza's Mine", controller: alice}
          - {card: "Urza's Tower", controller: alice}
    """) == {"CC"}


def test_tron_complete():
    assert options("""
        players: [alice]
        battlefield:
          - {card: "Urza's Mine", controller: alice}
          - {card: "Urza's Tower", controller: alice}
          - {card: "Urza's Power Plant", controller: alice}
    """) == {"CCCCCCC"}


def test_gaeas_cradle_with_no_creatures_triggers_nothing():
    result = mtgasp.mana(board_from("""
        players: [alice]
        battlefield:
          - {card: "Gaea's Cradle", controller: alice}
          - {card: Mana Flare, controller: alice}
          - {card: Wild Growth, controller: alice, attached_to: gaea-s-cradle}
    """), "alice")
    assert [o.mana for o in result.options] == [""]
    assert all(not a.triggers for o in result.options for a in o.activations)


def test_vorinclex_with_nykthos_tapped_for_nine_adds_one():
    # Devotion to green: Vorinclex {G}{G} + 7 Llanowar Elves = 9 (CR 700.5); Vorinclex ruling 2017-11-17.
    elves = "\n".join(f"          - {{card: Llanowar Elves, controller: alice, sick: true, id: elf{i}}}"
                      for i in range(7))
    result = mtgasp.mana(board_from(f"""
        players: [alice]
        battlefield:
          - {{card: "Nykthos, Shrine to Nyx", controller: alice, id: nykthos}}
          - {{card: "Vorinclex, Voice of Hunger", controller: alice, sick: true}}
          - {{card: Sol Ring, controller: alice}}
{elves}
    """), "alice")
    assert [o.mana for o in result.options] == ["GGGGGGGGGG", "CCCC"]
    nykthos = [a for a in result.options[0].activations if a.permanent == "nykthos"]
    assert len(nykthos) == 1 and nykthos[0].adds == "G" * 9 and nykthos[0].pays == "CC"
    assert [t.adds for t in nykthos[0].triggers] == ["G"]


def test_vorinclex_ignores_an_opponents_land_and_nonlands():
    assert options("""
        players: [alice, bob]
        battlefield:
          - {card: "Vorinclex, Voice of Hunger", controller: alice}
          - {card: Forest, controller: bob}
    """, "bob") == {"G"}
    assert options("""
        players: [alice]
        battlefield:
          - {card: "Vorinclex, Voice of Hunger", controller: alice}
          - {card: Llanowar Elves, controller: alice}
    """) == {"G"}


def test_zendikar_resurgent_only_for_you_mana_flare_for_everyone():
    board = """
        players: [alice, bob]
        battlefield:
          - {card: Zendikar Resurgent, controller: alice}
          - {card: Mountain, controller: alice}
          - {card: Plains, controller: bob}
    """
    assert options(board, "alice") == {"RR"}
    assert options(board, "bob") == {"W"}


def test_auras_wild_growth_overgrowth_utopia_sprawl():
    assert options("""
        players: [alice]
        battlefield:
          - {card: Forest, controller: alice, id: f1}
          - {card: Forest, controller: alice, id: f2}
          - {card: Island, controller: alice, id: i1}
          - {card: Wild Growth, controller: alice, attached_to: f1}
          - {card: Overgrowth, controller: alice, attached_to: i1}
          - {card: Utopia Sprawl, controller: alice, attached_to: f2, chosen: {color: red}}
    """) == {"URGGGGG"}


def test_caged_sun_and_gauntlet_of_power_need_the_chosen_color():
    assert options("""
        players: [alice]
        battlefield:
          - {card: Caged Sun, controller: alice, chosen: {color: green}}
          - {card: Forest, controller: alice}
          - {card: Mountain, controller: alice}
          - {card: Llanowar Elves, controller: alice}
    """) == {"RGGG"}
    board = """
        players: [alice, bob]
        battlefield:
          - {card: Gauntlet of Power, controller: alice, chosen: {color: blue}}
          - {card: Island, controller: bob}
          - {card: Watery Grave, controller: bob}
    """
    assert options(board, "bob") == {"UUU", "UUB"}


def test_pili_pala_turns_two_mana_into_one_of_any_color():
    # Pili-Pala ruling: untapping it for mana is not tapping it for mana (Mana Reflection doesn't apply).
    assert options("""
        players: [alice]
        battlefield:
          - {card: Sol Ring, controller: alice}
          - {card: Pili-Pala, controller: alice, tapped: true}
          - {card: Mana Reflection, controller: alice}
    """) == {"CCCC"} | {c + "CC" for c in "WUBRG"}


def test_springleaf_drum_taps_a_summoning_sick_creature():
    assert options("""
        players: [alice]
        battlefield:
          - {card: Springleaf Drum, controller: alice}
          - {card: Llanowar Elves, controller: alice, sick: true}
    """) == set("WUBRG")
    assert options("""
        players: [alice]
        battlefield:
          - {card: Springleaf Drum, controller: alice}
          - {card: Llanowar Elves, controller: alice}
    """) == set("WUBRG")


def test_calciform_pools_cant_pay_its_own_cost():
    # CR 605.3c, 601.2g: the {1} is paid with mana made before, not with the X mana it adds.
    assert options("""
        players: [alice]
        battlefield:
          - {card: Calciform Pools, controller: alice, counters: {storage: 2}}
          - {card: Forest, controller: alice}
    """) == {"GC", "WWC", "WUC", "UUC", "WWG", "WUG", "UUG"}


@pytest.mark.parametrize("cost, lands, life, payable", [
    ("{2}{G}{G}", 4, None, True),
    ("{2}{G}{G}", 3, None, False),
    ("{G/P}", 0, None, True),
    ("{G/P}", 0, 1, False),
    ("{G/P}{G/P}", 1, 3, True),
    ("{C}", 2, None, False),
    ("{2/W}", 2, None, True),
    ("{W/G}{W/G}", 2, None, True),
    ("{U/G}{U/G}{U/G}", 2, None, False),
])
def test_cost_payment(cost, lands, life, payable):
    forests = "\n".join(f"          - {{card: Forest, controller: alice, id: f{i}}}" for i in range(lands))
    life_line = f"        life: {{alice: {life}}}\n" if life is not None else ""
    board = board_from(f"""
        players: [alice]
{life_line}        battlefield:
          - {{card: Grizzly Bears, controller: alice}}
{forests}
    """)
    result = mtgasp.mana(board, "alice", cost=cost)
    assert result.cost is not None and result.cost.payable is payable


def test_cost_payment_explains_each_symbol():
    result = mtgasp.mana(board_from("""
        players: [alice]
        battlefield:
          - {card: Forest, controller: alice}
          - {card: Forest, controller: alice}
          - {card: Wastes, controller: alice}
          - {card: Island, controller: alice}
    """), "alice", cost="{C}{G}{1}")
    assert result.cost.payable
    paid = {p.symbol: p.paid_with for p in result.cost.payment}
    assert paid["{C}"] == "C" and paid["{G}"] == "G" and len(paid["{1}"]) == 1
    assert len(result.cost.activations) == 3  # the fewest activations that pay


def test_bad_cost_is_a_user_error():
    with pytest.raises(mtgasp.BoardError):
        mtgasp.mana(board_from("players: [alice]\n"), "alice", cost="{Q}")
    with pytest.raises(mtgasp.BoardError):
        mtgasp.mana(board_from("players: [alice]\n"), "carol")


def test_aura_mana_is_not_something_the_land_could_produce():
    # Wild Growth ruling: "The additional mana is not an ability of the land and is not something the
    # land can produce." (CR 106.7)
    result = mtgasp.could_produce(board_from("""
        players: [alice]
        battlefield:
          - {card: Forest, controller: alice, id: f}
          - {card: Utopia Sprawl, controller: alice, attached_to: f, chosen: {color: blue}}
          - {card: Wild Growth, controller: alice, attached_to: f}
    """))
    assert result.types["f"] == ("G",)


def test_caged_sun_sees_any_land_ability_not_only_tapping():
    # "Whenever a land's ability causes you to add ... of the chosen color": Calciform Pools' third
    # ability has no {T}; Mana Flare (tapped for mana) doesn't trigger on it, Caged Sun does.
    assert options("""
        players: [alice]
        battlefield:
          - {card: Calciform Pools, controller: alice, counters: {storage: 1}, tapped: true}
          - {card: Sol Ring, controller: alice}
          - {card: Caged Sun, controller: alice, chosen: {color: white}}
          - {card: Mana Flare, controller: alice}
    """) == {"CC", "WWC", "UC"}


def test_a_land_with_two_tap_abilities_uses_one():
    # Vivid Crag: {T}: Add {R}, or {T}, remove a charge counter: any color (CR 107.5: tapped once).
    assert options("""
        players: [alice]
        battlefield:
          - {card: Vivid Crag, controller: alice, counters: {charge: 2}}
    """) == set("WUBRG")
    assert options("""
        players: [alice]
        battlefield:
          - {card: Vivid Crag, controller: alice}
    """) == {"R"}


def test_two_gemstone_mines_share_nothing_but_need_their_own_counters():
    assert options("""
        players: [alice]
        battlefield:
          - {card: Gemstone Mine, controller: alice, counters: {mining: 1}, id: m1}
          - {card: Gemstone Mine, controller: alice, counters: {mining: 0}, id: m2}
    """) == set("WUBRG")


def test_phyrexian_life_is_limited_by_the_life_total_given():
    board = """
        players: [alice]
        life: {alice: 2}
        battlefield:
          - {card: Grizzly Bears, controller: alice}
    """
    assert mtgasp.mana(board_from(board), "alice", cost="{B/P}").cost.payable
    assert not mtgasp.mana(board_from(board), "alice", cost="{B/P}{B/P}").cost.payable


def test_which_triggered_abilities_are_mana_abilities(tmp_path):
    # Overgrowth and Caged Sun rulings: "This is a triggered mana ability" (CR 605.1b); Vorinclex's third
    # ability and Zendikar Resurgent's second add no mana and are not (CR 605.5a).
    from mtgasp.encoder import board_facts
    from mtgasp.solver import solve_query

    show = tmp_path / "show.lp"
    show.write_text("#show triggered_mana_ability/2.\n")
    cards = ("Overgrowth", "Caged Sun", "Mana Flare", "Vorinclex, Voice of Hunger", "Zendikar Resurgent",
             "Wild Growth", "Utopia Sprawl", "Gauntlet of Power", "Heartbeat of Spring")
    facts = board_facts(board_from("players: [alice]\n"), cards=cards)
    found = set(solve_query("could_produce", facts, extra_programs=[show]).by_name("triggered_mana_ability"))
    assert {("Overgrowth", 2), ("Caged Sun", 3), ("Mana Flare", 1), ("Vorinclex, Voice of Hunger", 2),
            ("Zendikar Resurgent", 1), ("Wild Growth", 2), ("Utopia Sprawl", 3), ("Gauntlet of Power", 3),
            ("Heartbeat of Spring", 1)} <= found
    assert ("Vorinclex, Voice of Hunger", 3) not in found and ("Zendikar Resurgent", 2) not in found


def test_life_and_sacrifice_costs():
    # CR 119.4: paying life needs that much life; each Mana Confluence costs 1.
    board = """
        players: [alice]
        life: {alice: 1}
        battlefield:
          - {card: Mana Confluence, controller: alice, id: c1}
          - {card: Mana Confluence, controller: alice, id: c2}
          - {card: Lotus Petal, controller: alice}
    """
    result = mtgasp.mana(board_from(board), "alice")
    assert {len(o.mana) for o in result.options} == {2}  # one Confluence (1 life) and the Petal
    assert not mtgasp.mana(board_from(board), "alice", cost="{3}").cost.payable
    assert mtgasp.mana(board_from(board.replace("alice: 1", "alice: 2")), "alice", cost="{3}").cost.payable
    res = mtgasp.can_activate(board_from(board.replace("alice: 1", "alice: 0")), "c1")
    assert [r.rule for r in res.abilities[0].reasons] == ["119.4"]


def test_lotus_petal_is_sacrificed_once():
    assert options("""
        players: [alice]
        battlefield:
          - {card: Lotus Petal, controller: alice}
    """) == set("WUBRG")


def test_pili_pala_untapped_then_tapped_by_springleaf_drum():
    # CR 107.5, 107.6 along the sequence: {Q} untaps the tapped Pili-Pala, then the Drum's "tap an
    # untapped creature you control" can tap it; the Sol Ring's {C}{C} pays the {2}.
    found = options("""
        players: [alice]
        battlefield:
          - {card: Sol Ring, controller: alice}
          - {card: Pili-Pala, controller: alice, tapped: true}
          - {card: Springleaf Drum, controller: alice}
    """)
    assert found == {"CC"} | {a + b for i, a in enumerate("WUBRG") for b in "WUBRG"[i:]}
