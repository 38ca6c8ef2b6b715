"""Red team, session 24: answers of real cards found wrong but marked complete (each test names the card, the rule or
ruling, and the right answer)."""
from __future__ import annotations

import pytest
from support import board_from, staff_can_activate

import mtgasp
from mtgasp.compiler.kinds import kinds_of
from mtgasp.render.words import listed


@pytest.mark.parametrize("extra, card", [
    # Canopy Cover, Shielding Plax: "Enchanted creature can't be the target of spells or abilities your opponents
    # control" (CR 115.1: Staff of Domination's "Untap target creature" is alice's, the creature bob's).
    ("      - {card: Grizzly Bears, controller: bob, id: gb}\n"
     "      - {card: Canopy Cover, controller: bob, attached_to: gb}\n", "Canopy Cover"),
    ("      - {card: Grizzly Bears, controller: bob, id: gb}\n"
     "      - {card: Shielding Plax, controller: bob, attached_to: gb}\n", "Shielding Plax"),
    # Artifact Ward: "Enchanted creature can't be the target of abilities from artifact sources" (the Staff is one,
    # whoever controls the creature).
    ("      - {card: Grizzly Bears, controller: alice, id: gb}\n"
     "      - {card: Artifact Ward, controller: alice, attached_to: gb}\n", "Artifact Ward"),
    # Shanna, Sisay's Legacy: "Shanna can't be the target of abilities your opponents control."
    ("      - {card: \"Shanna, Sisay's Legacy\", controller: bob}\n", "Shanna, Sisay's Legacy"),
    # Gaea's Revenge: "This creature can't be the target of nongreen spells or abilities from nongreen sources" (the
    # Staff is colorless: nongreen, CR 105.2).
    ("      - {card: \"Gaea's Revenge\", controller: alice}\n", "Gaea's Revenge"),
    # Vines of Vastwood resolved on bob's creature: "Target creature can't be the target of spells or abilities your
    # opponents control this turn."
    ("      - {card: Grizzly Bears, controller: bob, id: gb}\n"
     "    effects:\n"
     "      - {card: Vines of Vastwood, controller: bob, targets: [gb]}\n", "Vines of Vastwood"),
    # Peace Talks: "players and permanents can't be the targets of spells or activated abilities."
    ("      - {card: Grizzly Bears, controller: bob, id: gb}\n"
     "    effects:\n"
     "      - {card: Peace Talks, controller: bob}\n", "Peace Talks"),
], ids=lambda v: v if isinstance(v, str) and "\n" not in v else "")
def test_a_targeting_restriction_worded_without_hexproof_is_not_ignored(extra, card):
    # CR 601.2c, 115.1: the only creature can't be targeted by the Staff's ability, so it can't be activated. Each said
    # yes, complete: the line was proven harmless as "a targeting restriction" (compiler/irrelevant.py), which only
    # holds for one on spells. Now of kind targeting_effect: the target is unknown, and the answer says so, naming it.
    answer = staff_can_activate(extra)
    assert not answer.complete
    assert any(card in note for note in listed(answer.notes)), listed(answer.notes)


def test_glaring_spotlight_lets_an_ability_target_through_hexproof():
    # Glaring Spotlight: "Creatures your opponents control with hexproof can be the targets of spells and abilities you
    # control as though they didn't have hexproof." With it, the Staff may target bob's Gladecover Scout (hexproof,
    # CR 702.11b). It said no, complete.
    answer = staff_can_activate("      - {card: Glaring Spotlight, controller: alice}\n"
                                "      - {card: Gladecover Scout, controller: bob}\n")
    assert not answer.complete
    assert any("Glaring Spotlight" in note for note in listed(answer.notes))


def test_a_restriction_on_spells_alone_stays_harmless():
    # "Creatures can't be the targets of spells" (Dense Foliage), "Cards in graveyards can't be the targets of spells or
    # abilities" (Ground Seal): no ability of a permanent here targets through them.
    assert kinds_of("creatures can't be the targets of spells .", ("enchantment",)) == ["other"]
    assert kinds_of("cards in graveyards can't be the targets of spells or abilities .", ("enchantment",)) == ["other"]
    answer = staff_can_activate("      - {card: Grizzly Bears, controller: bob, id: gb}\n"
                                "      - {card: Dense Foliage, controller: bob}\n")
    assert answer.complete and answer.abilities[0].can_activate


def test_artifact_ward_stops_the_staff_untapping_priest_of_titania():
    # Holding priority, the Staff's "{3}, {T}: Untap target creature" can't target a Priest of Titania enchanted with
    # Artifact Ward ("can't be the target of abilities from artifact sources"): the most mana is {G}x7 (the Priest's
    # four, three Elves), not {G}x8 with the Priest untapped. It said {G}x8, complete.
    b = board_from("""
        players: [alice]
        battlefield:
          - {card: Staff of Domination, controller: alice, id: staff}
          - {card: Priest of Titania, controller: alice, id: priest}
          - {card: Llanowar Elves, controller: alice}
          - {card: Llanowar Elves, controller: alice}
          - {card: Llanowar Elves, controller: alice}
          - {card: Artifact Ward, controller: alice, attached_to: priest}
    """)
    answer = mtgasp.mana(b, "alice", timeout=None, with_priority=True)
    assert not answer.complete
    assert any("Artifact Ward" in note for note in listed(answer.notes))


def test_melira_lose_infect_is_the_damage_events_and_shows_abilities():
    # Melira, Sylvok Outcast: "Creatures your opponents control lose infect." Meant (c7bf635) to be of the damage
    # event's kind, it was `unknown` in the card data: the compiler's clean text spaces its period ("lose infect .").
    # Then the damage event said it (an infect creature of bob's deals ordinary damage, CR 613.1f, 702.90), and `show`,
    # which lists the elf's abilities (CR 109.3), said its list may be wrong: it said Infect, complete. Since session 34
    # (redteam23, loses_keyword/5) the ability is read: ordinary damage, and the elf's Infect is listed as lost.
    assert kinds_of("creatures your opponents control lose infect .", ("creature",)) == \
        ["replacement(damage)", "keyword_grant"]
    b = board_from("""
        players: [alice, bob]
        active_player: bob
        battlefield:
          - {card: "Melira, Sylvok Outcast", controller: alice}
          - {card: Grizzly Bears, controller: alice, id: gb}
          - {card: Glistener Elf, controller: bob, id: elf}
    """)
    damage = mtgasp.orderings(b, mtgasp.DamageEvent("elf", "gb", 1, combat=True))
    assert damage.complete and [o.result.get("dealt_as") for o in damage.outcomes] == [None]
    shown = mtgasp.show(b, "elf")
    assert shown.complete and [lost.lost_to for lost in shown.objects["elf"].lost_abilities] == ["melira-sylvok-outcast"]
    # Nothing else about the board depends on it.
    assert mtgasp.can_activate(b, "elf").complete


@pytest.mark.parametrize("text, obj, ability, card", [
    # Daru Encampment: "{W}, {T}: Target Soldier creature gets +1/+1 until end of turn." Beside a Grizzly Bears (no
    # Soldier) there is no legal target (CR 601.2c, 115.1).
    ("""
        players: [alice, bob]
        battlefield:
          - {card: Daru Encampment, controller: alice, id: daru}
          - {card: Plains, controller: alice}
          - {card: Grizzly Bears, controller: bob}
    """, "daru", 2, "Daru Lancer"),
    # Grixis Illusionist: "{T}: Target land you control becomes the basic land type of your choice until end of turn."
    # Only bob has a land.
    ("""
        players: [alice, bob]
        battlefield:
          - {card: Grixis Illusionist, controller: alice, id: gi}
          - {card: Forest, controller: bob}
    """, "gi", 1, "Forest"),
    # Kukemssa Serpent: "{U}, Sacrifice an Island: Target land an opponent controls becomes an Island until end of
    # turn." Only alice has lands.
    ("""
        players: [alice, bob]
        battlefield:
          - {card: Kukemssa Serpent, controller: alice, id: ks}
          - {card: Island, controller: alice}
          - {card: Island, controller: alice}
    """, "ks", 2, "Forest"),
])
def test_a_target_restricted_by_subtype_or_controller_needs_such_a_target(text, obj, ability, card):
    # Each said yes, complete: the filter of the effect (creature, land) was read as the target's, its subtype or
    # controller left out. Now no; with a legal target (a Soldier, alice's land, bob's land) yes.
    answer = mtgasp.can_activate(board_from(text), obj, ability, timeout=None)
    assert answer.complete and not answer.abilities[0].can_activate
    assert [r.rule for r in answer.abilities[0].reasons] == ["601.2c"]
    controller = "bob" if obj in ("daru", "ks") else "alice"
    more = board_from(text.rstrip(" ") + f"          - {{card: {card}, controller: {controller}}}\n")
    assert mtgasp.can_activate(more, obj, ability, timeout=None).abilities[0].can_activate


def test_a_quoted_grant_of_hexproof_is_a_targeting_effect():
    # Giant's Amulet: 'Equipped creature gets +0/+1 and has "This creature has hexproof as long as it's untapped."' On
    # bob's untapped Grizzly Bears, the only creature, alice's Staff of Domination can't target it (CR 702.11b, 601.2c).
    # It said yes, complete: the quoted ability's hexproof was read only as a keyword `show` lists (keyword_grant).
    assert "targeting_effect" in kinds_of(
        "equipped creature gets +0/+1 and has \"this creature has hexproof as long as it's untapped .\"", ("artifact",))
    answer = staff_can_activate("      - {card: Grizzly Bears, controller: bob, id: gb}\n"
                                "      - {card: Giant's Amulet, controller: bob, attached_to: gb}\n")
    assert not answer.complete
    assert any("Giant's Amulet" in note for note in listed(answer.notes))


@pytest.mark.xfail(reason="after a redirection the counters damage is dealt as are not recomputed for the new "
                          "recipient (rules/replacement/damage.lp: redirect_unread, the answer is incomplete)", strict=True)
def test_infect_damage_redirected_to_a_creature_is_dealt_as_minus_counters():
    # Glistener Elf (infect) deals 1 combat damage to alice; her untapped Veteran Bodyguard ("all damage that would be
    # dealt to you by unblocked creatures is dealt to this creature instead") takes it. Damage from a source with infect
    # to a creature is dealt as -1/-1 counters (CR 120.3d), never as poison counters (120.3b: to a player). The outcome
    # says "1 damage to vb dealt as 1 poison counter" (the answer is marked incomplete).
    b = board_from("""
        players: [alice, bob]
        active_player: bob
        battlefield:
          - {card: Veteran Bodyguard, controller: alice, id: vb}
          - {card: Glistener Elf, controller: bob, id: elf}
    """)
    answer = mtgasp.orderings(b, mtgasp.DamageEvent("elf", "alice", 1, combat=True))
    assert not answer.complete
    assert [o.result.get("dealt_as") for o in answer.outcomes] == ["m1m1"]
