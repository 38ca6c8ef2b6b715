"""Red team, session 23: answers of real cards found wrong but marked complete (each test names the card, the rule or
ruling, and the right answer)."""
from __future__ import annotations

from support import board_from

import mtgasp

LED = """
    players: [alice]
    battlefield:
      - {card: Lion's Eye Diamond, controller: alice, id: led}
"""


def test_lions_eye_diamond_is_not_activated_while_a_cost_is_paid():
    # Lion's Eye Diamond: "Discard your hand, Sacrifice this artifact: Add three mana of any one color. Activate only
    # as an instant." Its ruling (2004-10-04): "The ability is a mana ability ... but it can only be activated at times
    # when you can cast an instant" (CR 602.5e, 304.5: the player must have priority). `mana` answers the mana made
    # while paying a cost (CR 605.3a), when no player has priority: {G} from the Forest alone. It said five pools of
    # three mana of one color with the Forest's {G}, complete, and the cost {R}{R}{G} payable.
    b = board_from(LED + "      - {card: Forest, controller: alice}\n")
    paying = mtgasp.mana(b, "alice", timeout=None)
    assert paying.complete and [o.mana for o in paying.options] == ["G"]
    cost = mtgasp.mana(b, "alice", cost="{R}{R}{G}", timeout=None)
    assert cost.cost is not None and not cost.cost.payable and cost.complete
    # Holding priority it is activated (the search doesn't follow the discard: incomplete, as before).
    held = mtgasp.mana(b, "alice", timeout=None, with_priority=True)
    assert "RRRG" in {o.mana for o in held.options}
    held_cost = mtgasp.mana(b, "alice", cost="{R}{R}{G}", timeout=None, with_priority=True)
    assert held_cost.cost is not None and held_cost.cost.payable


def test_lions_eye_diamond_pays_an_activation_only_holding_priority():
    # Basalt Monolith's "{3}: Untap this artifact." can't be paid with the Diamond's mana as it is activated (CR 602.2b,
    # 601.2g: no priority then); holding priority the Diamond's mana is made first (CR 602.5e) and pays it. It said yes
    # without --with-priority.
    b = board_from(LED + "      - {card: Basalt Monolith, controller: alice, id: basalt, tapped: true}\n")
    paying = mtgasp.can_activate(b, "basalt", 3, timeout=None)
    assert [a.can_activate for a in paying.abilities] == [False] and paying.complete
    held = mtgasp.can_activate(b, "basalt", 3, timeout=None, with_priority=True)
    assert [a.can_activate for a in held.abilities] == [True]
    # The Diamond's own ability is activated with priority (CR 602.5e).
    own = mtgasp.can_activate(b, "led", 1, timeout=None)
    assert [a.can_activate for a in own.abilities] == [True]


STAFF = """
    players: [alice]
    battlefield:
      - {card: Staff of Domination, controller: alice, id: staff}
      - {card: Tel-Jilad Chosen, controller: alice, id: chosen}
      - {card: Island, controller: alice}
      - {card: Island, controller: alice}
      - {card: Island, controller: alice}
"""


def test_protection_from_artifacts_stops_an_artifacts_ability_from_targeting():
    # Staff of Domination: "{3}, {T}: Untap target creature." Tel-Jilad Chosen has protection from artifacts: CR 702.16b,
    # "can't be the target of ... abilities from a source with the stated quality". The only creature can't be
    # targeted, so the ability can't be activated (CR 601.2c). It said yes, complete; Bonesplitter's Equip likewise.
    b = board_from(STAFF + "      - {card: Bonesplitter, controller: alice, id: bonesplitter}\n")
    staff = mtgasp.can_activate(b, "staff", 3, timeout=None)
    assert [a.can_activate for a in staff.abilities] == [False] and staff.complete
    assert [r.rule for r in staff.abilities[0].reasons] == ["601.2c"]
    equip = mtgasp.can_activate(b, "bonesplitter", timeout=None)
    assert [a.can_activate for a in equip.abilities if "Equip" in a.text] == [False]
    # A creature without it is a legal target.
    bears = mtgasp.can_activate(board_from(STAFF + "      - {card: Grizzly Bears, controller: alice}\n"), "staff", 3,
                                timeout=None)
    assert [a.can_activate for a in bears.abilities] == [True] and bears.complete


def test_a_protection_that_exists_only_under_a_condition_leaves_the_target_unsure():
    # Etched Champion: "Metalcraft — This creature has protection from all colors as long as you control three or more
    # artifacts." Grand Architect (blue): "{U}: Target artifact creature becomes blue until end of turn." Whether the
    # Champion can be its target depends on the condition, not read for targets: not a complete yes (CR 702.16b).
    b = board_from("""
        players: [alice]
        battlefield:
          - {card: Grand Architect, controller: alice, id: ga}
          - {card: Etched Champion, controller: alice}
          - {card: Island, controller: alice}
    """)
    answer = mtgasp.can_activate(b, "ga", 2, timeout=None)
    assert not (answer.complete and [a.can_activate for a in answer.abilities] == [True])


def test_grand_architect_cant_target_a_pili_pala_with_shroud():
    # Pili-Pala and Grand Architect make any amount of mana holding priority by making Pili-Pala blue (Grand Architect's
    # "{U}: Target artifact creature becomes blue") and tapping it for {C}{C}. Lightning Greaves gives Pili-Pala shroud:
    # it can't be the target (CR 702.18a), so no loop; the Architect can make the Ornithopter blue instead. It said
    # any amount of every type, complete (the loop's color ability checked no target but its filter). Right: {C}x4 or
    # {U}{C}{C} (or incomplete).
    b = board_from("""
        players: [alice]
        battlefield:
          - {card: Pili-Pala, controller: alice, id: pili}
          - {card: Grand Architect, controller: alice, id: ga}
          - {card: Island, controller: alice}
          - {card: Lightning Greaves, controller: alice, attached_to: pili}
          - {card: Ornithopter, controller: alice, id: thopter}
    """)
    held = mtgasp.mana(b, "alice", timeout=None, with_priority=True)
    assert not held.unbounded
    assert sorted(o.mana for o in held.options) == ["CCCC", "UCC"] or not held.complete


def test_an_equip_ability_holding_priority_is_said():
    # Paradise Mantle: "Equipped creature has '{T}: Add one mana of any color.' Equip {1}". Holding priority in alice's
    # main phase (CR 702.6a: as a sorcery), Sol Ring's {C}{C} pays the Equip onto the untapped Grizzly Bears, which then
    # adds any color: {G}{C}{W} and the like. It said {G}{C}{C}, complete. Right: those pools, or incomplete.
    b = board_from("""
        players: [alice, bob]
        battlefield:
          - {card: Forest, controller: alice}
          - {card: Sol Ring, controller: alice}
          - {card: Grizzly Bears, controller: alice, id: bears1, tapped: true}
          - {card: Grizzly Bears, controller: alice, id: bears2}
          - {card: Paradise Mantle, controller: alice, attached_to: bears1}
    """)
    held = mtgasp.mana(b, "alice", timeout=None, with_priority=True)
    assert "GCW" in {o.mana for o in held.options} or not held.complete


def test_nykthos_is_tapped_once_holding_priority():
    # Nykthos, Shrine to Nyx: "{T}: Add {C}." and "{2}, {T}: Choose a color. Add an amount of mana of that color equal to
    # your devotion to that color." Both have {T} in their cost: one can't be paid once the other tapped it (CR 107.5).
    # Holding priority (Basalt Monolith's "{3}: Untap this artifact." on the stack) the search tapped it before the
    # sequence for {C} and then again for {W} (devotion 1, Vizier of Remedies): it said {W}{C} and {W}{G}, complete.
    # Right: {G}{G}{C}, {C}{C}{C} (the Forests and Nykthos's {C} untap the Monolith) or {W}.
    b = board_from("""
        players: [alice]
        battlefield:
          - {card: Vizier of Remedies, controller: alice, id: vizier}
          - {card: "Nykthos, Shrine to Nyx", controller: alice, id: nykthos}
          - {card: Forest, controller: alice}
          - {card: Forest, controller: alice}
          - {card: Basalt Monolith, controller: alice, id: basalt, tapped: true}
    """)
    held = mtgasp.mana(b, "alice", timeout=None, with_priority=True)
    assert sorted(o.mana for o in held.options) == ["CCC", "GGC", "W"] and held.complete
    cost = mtgasp.mana(b, "alice", cost="{W}{C}", timeout=None, with_priority=True)
    assert cost.cost is not None and not cost.cost.payable
