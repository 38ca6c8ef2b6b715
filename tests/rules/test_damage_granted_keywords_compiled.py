"""Wither, infect and protection granted by a static ability the compiler reads (CR 613.1f): "Enchanted creature has
infect." (Glistening Oil, Phyresis), "Equipped creature gets +1/+0 and has wither." (Blight Sickle), "Creatures you
control have flying, ..., and protection from black and from red." (Akroma's Memorial), "... has protection from white,
blue, and red." (Sword of Fire and Ice and War and Peace, CR 702.16g). The damage event reads them after layer 6
(rules/replacement/damage.lp, source_keyword/2; rules/replacement/protection.lp): every answer here is complete.
Also the damage condition `source_other` ("If another red source you control would deal damage", Embermaw Hellion,
Jaya, Venerated Firemage)."""
from __future__ import annotations

import json

import pytest
from ruling_cases import Reference
from support import battlefield, compiled, run_cli

import mtgasp
from mtgasp import DamageEvent


def _results(answer: mtgasp.Orderings) -> set[tuple]:
    return {(o.result["damage"], o.result.get("dealt_as"), o.result.get("dealt_as_counters"))
            for o in answer.outcomes}


@pytest.mark.parametrize("name, number, grant, keyword", [
    ("Glistening Oil", 2, "grants(creature,attached,", "keyword(infect)"),
    ("Phyresis", 2, "grants(creature,attached,", "keyword(infect)"),
    ("Blight Sickle", 1, "grants(creature,attached,", "keyword(wither)"),
    ("Akroma's Memorial", 1, "grants(creature,you,", "keyword(protection)"),
    ("Sword of Fire and Ice and War and Peace", 1, "grants(creature,attached,", "keyword(protection)"),
])
def test_the_grant_is_compiled(name, number, grant, keyword):
    abilities = compiled(name)
    status, got = abilities[number]
    given = {int(t[len(grant):-1]) for t in got if t.startswith(grant)}
    assert status == "compiled" and any(keyword in abilities[g][1] for g in given), (got, abilities)


def test_the_sword_gives_one_protection_per_color_named():
    # CR 702.16g: "protection from white, blue, and red" is a protection from each of the three colors.
    protections = [got for _, got in compiled("Sword of Fire and Ice and War and Peace").values()
                   if "keyword(protection)" in got]
    assert protections == [{"quoted_ability", "static", "keyword(protection)", "protection_from(color(w))",
                            "protection_from(color(u))", "protection_from(color(r))"}], protections


def test_infect_granted_by_an_aura_deals_poison_counters_to_a_player():
    # CR 120.3b, 702.90b: the enchanted Grizzly Bears' 2 damage to bob is dealt as two poison counters.
    answer = mtgasp.orderings(battlefield("{card: Grizzly Bears, controller: alice, id: bear}",
                                          "{card: Glistening Oil, controller: alice, attached_to: bear}"),
                              DamageEvent("bear", "bob", 2))
    assert answer.complete and _results(answer) == {(2, "poison", 2)}, answer


def test_infect_granted_to_a_creature_with_infect_is_redundant():
    cite = 'Glistening Oil ruling 2011-06-01: "Multiple instances of infect are redundant."'
    assert Reference.load().problem(cite) is None
    # Plague Stinger (flying, infect) enchanted with Glistening Oil: 1 damage to bob is one poison counter, not two.
    answer = mtgasp.orderings(battlefield("{card: Plague Stinger, controller: alice, id: stinger}",
                                          "{card: Glistening Oil, controller: alice, attached_to: stinger}"),
                              DamageEvent("stinger", "bob", 1))
    assert answer.complete and _results(answer) == {(1, "poison", 1)}, answer


def test_infect_granted_to_an_opponents_creature_deals_minus_counters():
    # Phyresis on bob's Hill Giant (CR 120.3d, 702.90c): its 3 damage to alice's Grizzly Bears is three -1/-1 counters.
    answer = mtgasp.orderings(battlefield("{card: Grizzly Bears, controller: alice, id: bear}",
                                          "{card: Hill Giant, controller: bob, id: giant}",
                                          "{card: Phyresis, controller: alice, attached_to: giant}"),
                              DamageEvent("giant", "bear", 3, combat=True))
    assert answer.complete and _results(answer) == {(3, "m1m1", 3)}, answer


def test_wither_granted_by_equipment_affects_players_normally():
    cite = ("Raven's Run ruling 2009-10-01: \"Damage from creatures with wither affects players and planeswalkers "
            "normally.\"")
    assert Reference.load().problem(cite) is None
    board = battlefield("{card: Grizzly Bears, controller: alice, id: bear}",
                        "{card: Blight Sickle, controller: alice, attached_to: bear}",
                        "{card: Hill Giant, controller: bob, id: giant}")
    to_giant = mtgasp.orderings(board, DamageEvent("bear", "giant", 3))
    assert to_giant.complete and _results(to_giant) == {(3, "m1m1", 3)}, to_giant
    to_bob = mtgasp.orderings(board, DamageEvent("bear", "bob", 3))
    assert to_bob.complete and _results(to_bob) == {(3, None, None)}, to_bob


def test_prevented_infect_damage_puts_no_counters():
    cite = ('Grafted Exoskeleton ruling 2011-01-01: "If damage from a source with infect that would be dealt to a '
            'creature is prevented, that creature doesn’t get -1/-1 counters."')
    assert Reference.load().problem(cite) is None
    # bob's Black Knight (black) with Phyresis deals 2 damage to alice's Grizzly Bears, which Akroma's Memorial gives
    # protection from black (CR 702.16e): the damage is prevented, and no -1/-1 counter is put (dealt as none).
    answer = mtgasp.orderings(battlefield("{card: Grizzly Bears, controller: alice, id: bear}",
                                          "{card: Akroma's Memorial, controller: alice}",
                                          "{card: Black Knight, controller: bob, id: knight}",
                                          "{card: Phyresis, controller: bob, attached_to: knight}"),
                              DamageEvent("knight", "bear", 2, combat=True))
    assert answer.complete and _results(answer) == {(0, "m1m1", 0)}, answer


def test_akromas_memorial_protects_only_from_its_colors_and_only_its_controllers_creatures():
    board = battlefield("{card: Grizzly Bears, controller: alice, id: bear}",
                        "{card: Akroma's Memorial, controller: alice}",
                        "{card: Grizzly Bears, controller: bob, id: bobbear}",
                        "{card: Hill Giant, controller: bob, id: giant}",
                        "{card: Black Knight, controller: bob, id: knight}")
    # Hill Giant is red: prevented; Black Knight to bob's own bear: not alice's creature, dealt.
    red = mtgasp.orderings(board, DamageEvent("giant", "bear", 3))
    assert red.complete and _results(red) == {(0, None, None)}, red
    other = mtgasp.orderings(board, DamageEvent("knight", "bobbear", 2))
    assert other.complete and _results(other) == {(2, None, None)}, other


def test_cli_sword_of_fire_and_ice_and_war_and_peace(tmp_path):
    # End to end: Mogg Fanatic (red) deals 1 damage to the equipped Grizzly Bears: prevented (CR 702.16e), complete;
    # Grizzly Bears (green) to it: dealt.
    board = tmp_path / "sword.yaml"
    board.write_text("players: [alice, bob]\nactive_player: alice\nbattlefield:\n"
                     "  - {card: Grizzly Bears, controller: alice, id: bear}\n"
                     "  - {card: Sword of Fire and Ice and War and Peace, controller: alice, attached_to: bear}\n"
                     "  - {card: Mogg Fanatic, controller: bob, id: fanatic}\n"
                     "  - {card: Grizzly Bears, controller: bob, id: green}\n", encoding="utf-8")
    run = run_cli("orderings", str(board), "damage", "fanatic", "bear", "1", "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["complete"] and [o["result"]["damage"] for o in data["outcomes"]] == [0], data
    assert data["outcomes"][0]["result"]["prevented"] == 1
    run = run_cli("orderings", str(board), "damage", "green", "bear", "2", "--json")
    data = json.loads(run.stdout)
    assert data["complete"] and [o["result"]["damage"] for o in data["outcomes"]] == [2], data



def test_a_grant_to_creatures_of_a_color_reads_the_color_after_layer_5():
    # Corrosive Mentor (black): "Black creatures you control have wither." CR 613.1e-f: the black creatures alice
    # controls, itself among them, deal damage as -1/-1 counters (CR 702.80c); her green Grizzly Bears and bob's black
    # Scathe Zombies don't.
    assert compiled("Corrosive Mentor")[1][0] == "compiled"
    board = battlefield("{card: Corrosive Mentor, controller: alice, id: mentor}",
                        "{card: Black Knight, controller: alice, id: knight}",
                        "{card: Grizzly Bears, controller: alice, id: bear}",
                        "{card: Hill Giant, controller: bob, id: giant}",
                        "{card: Scathe Zombies, controller: bob, id: zombies}")
    for source, target, expected in (("knight", "giant", (2, "m1m1", 2)), ("mentor", "giant", (2, "m1m1", 2)),
                                     ("bear", "giant", (2, None, None)), ("zombies", "bear", (2, None, None))):
        answer = mtgasp.orderings(board, DamageEvent(source, target, 2))
        assert answer.complete and _results(answer) == {expected}, (source, answer)


def test_cli_a_creature_given_infect_by_an_aura(tmp_path):
    # End to end, text: Glistening Oil's creature deals 2 damage to bob as two poison counters (CR 120.3b), and the
    # answer is complete (exit 0, no INCOMPLETE note).
    board = tmp_path / "oil.yaml"
    board.write_text("players: [alice, bob]\nactive_player: alice\nbattlefield:\n"
                     "  - {card: Grizzly Bears, controller: alice, id: bear}\n"
                     "  - {card: Glistening Oil, controller: alice, attached_to: bear}\n", encoding="utf-8")
    run = run_cli("orderings", str(board), "damage", "bear", "bob", "2", "--combat")
    assert run.returncode == 0, run.stderr
    assert "2 damage to bob dealt as 2 poison counters" in run.stdout and "INCOMPLETE" not in run.stdout, run.stdout


def test_protection_given_to_creatures_of_a_color():
    # Righteous War: "White creatures you control have protection from black." and "Black creatures you control have
    # protection from white." (CR 613.1e-f, 702.16e): alice's white Savannah Lions is dealt no damage by Black Knight;
    # bob's own Savannah Lions (his, so not given protection) is dealt Black Knight's 2 and alice's Lions' 2.
    board = battlefield("{card: Righteous War, controller: alice}",
                        "{card: Savannah Lions, controller: alice, id: lions}",
                        "{card: Black Knight, controller: bob, id: knight}",
                        "{card: Savannah Lions, controller: bob, id: white}")
    for source, target, damage in (("knight", "lions", 0), ("knight", "white", 2), ("lions", "white", 2)):
        answer = mtgasp.orderings(board, DamageEvent(source, target, 2))
        assert answer.complete and _results(answer) == {(damage, None, None)}, (source, target, answer)


HELLION = ("{card: Embermaw Hellion, controller: alice, id: hellion}",
           "{card: Mogg Fanatic, controller: alice, id: fanatic}",
           "{card: Grizzly Bears, controller: alice, id: bear}",
           "{card: Mogg Fanatic, controller: bob, id: bobfanatic}")


@pytest.mark.parametrize("source, target, amount, dealt", [
    # Embermaw Hellion: "If another red source you control would deal damage to a permanent or player, it deals that
    # much damage plus 1 to that permanent or player instead." (CR 614.1a): alice's red Mogg Fanatic's 1 is 2; the
    # Hellion's own 3 stays 3 (not another source); her green Grizzly Bears' 2 and bob's Mogg Fanatic's 1 stay.
    ("fanatic", "bob", 1, 2),
    ("hellion", "bob", 3, 3),
    ("bear", "bob", 2, 2),
    ("bobfanatic", "bear", 1, 1),
])
def test_another_red_source_you_control(source, target, amount, dealt):
    assert compiled("Embermaw Hellion")[2][0] == "compiled"
    answer = mtgasp.orderings(battlefield(*HELLION), DamageEvent(source, target, amount))
    assert answer.complete and _results(answer) == {(dealt, None, None)}, answer


def test_two_embermaw_hellions_are_cumulative():
    cite = ('Embermaw Hellion ruling 2015-06-22: "Multiple Embermaw Hellions are cumulative. If you control two of '
            'them, you’ll add 2 to the damage dealt by another red source you control. In this case, you would also '
            'add 1 to the damage dealt by either Embermaw Hellion."')
    assert Reference.load().problem(cite) is None
    board = battlefield(*HELLION, "{card: Embermaw Hellion, controller: alice, id: hellion2}")
    fanatic = mtgasp.orderings(board, DamageEvent("fanatic", "bob", 1))
    assert fanatic.complete and _results(fanatic) == {(3, None, None)}, fanatic
    hellion = mtgasp.orderings(board, DamageEvent("hellion", "bob", 3))
    assert hellion.complete and _results(hellion) == {(4, None, None)}, hellion


def test_cli_jaya_adds_one_to_a_red_spell(tmp_path):
    # End to end: Jaya, Venerated Firemage ("If another red source you control would deal damage to a permanent or
    # player, it deals that much damage plus 1 to that permanent or player instead.") and alice's Lightning Bolt (a red
    # source she controls, on the stack, CR 112.1): 3 damage to bob is 4, complete.
    board = tmp_path / "jaya.yaml"
    board.write_text("players: [alice, bob]\nactive_player: alice\nbattlefield:\n"
                     "  - {card: \"Jaya, Venerated Firemage\", controller: alice, id: jaya}\n"
                     "effects:\n  - {card: Lightning Bolt, controller: alice, id: bolt}\n", encoding="utf-8")
    run = run_cli("orderings", str(board), "damage", "bolt", "bob", "3", "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["complete"] and [o["result"]["damage"] for o in data["outcomes"]] == [4], data
