"""Red team of session 31's features (redteam19, issues 26 and 31), on boards of real cards, each answer predicted from
the CR, the Oracle text and the rulings before the engine ran, then run end to end through the command line. Each
finding has a test that failed before its fix, beside a sample of probes that passed:
- two commanders whose partner abilities don't allow the pair (Thrasios beside Isamaru, which has no partner; Pir's
  "Partner with Toothy" beside Thrasios's "Partner"; Wilson's "Choose a Background" beside a creature) were accepted
  and their color identities combined (CR 702.124a, 702.124f-m).
"""
from __future__ import annotations

import json

import pytest
from support import battlefield, board_file, cli_json, refused_board, run_cli

HEAD = "players: [alice, bob]\nactive_player: alice\n"


def _damage_results(answer: dict) -> set[tuple]:
    out = set()
    for outcome in answer["outcomes"]:
        r = outcome["result"]
        on = r.get("counters_on")
        out.add((r["recipient"], r["damage"], (on["kind"], on["counters"]) if on else None))
    return out


# --- Finding: two commanders need a partner ability that allows the pair (CR 702.124) -------------------------------

@pytest.mark.parametrize("commanders, names", [
    # CR 702.124h: "Partner" allows the pair only "if each of them has partner": Isamaru has none
    ('["Thrasios, Triton Hero", "Isamaru, Hound of Konda"]', "Thrasios, Triton Hero and Isamaru, Hound of Konda"),
    # CR 702.124f: "you cannot designate two cards as your commander if one of them has 'partner' and the other has
    # 'partner with [name]'" (Pir's is "Partner with Toothy, Imaginary Friend")
    ('["Pir, Imaginative Rascal", "Thrasios, Triton Hero"]', "Pir, Imaginative Rascal and Thrasios, Triton Hero"),
    # CR 702.124k: "You can't designate two cards as your commander if one has a 'choose a Background' ability and the
    # other is not a legendary Background enchantment card"
    ('["Wilson, Refined Grizzly", "Isamaru, Hound of Konda"]', "Wilson, Refined Grizzly and Isamaru, Hound of Konda"),
    # CR 702.124i: the same "partner—[text]" ability: Friends forever and Father & son don't pair
    ('["Bjorna, Nightfall Alchemist", "Kratos, Stoic Father"]', "Bjorna, Nightfall Alchemist and Kratos, Stoic Father"),
    # CR 702.124m: Doctor's companion pairs only with a legendary Time Lord Doctor
    ('["Clara Oswald", "Thrasios, Triton Hero"]', "Clara Oswald and Thrasios, Triton Hero"),
])
def test_two_commanders_no_partner_ability_allows_are_refused(tmp_path, commanders, names):
    # Before: accepted, and Command Tower added the colors of both (Thrasios and Isamaru: {W}{U}{G}, complete).
    # The rules name the two cards in the order of their names (rules/core/commander_legality.lp: commander_pair/3).
    first, second = sorted(names.split(" and "))
    refused_board(tmp_path, f"players: [alice, bob]\ncommanders: {{alice: {commanders}}}\nbattlefield: []\n", 2,
                  f"{first} and {second} can't be commanders together")


def test_an_illegal_pair_is_one_line_exit_2_on_the_command_line(tmp_path):
    board = board_file(tmp_path, "players: [alice, bob]\ncommanders:\n  alice: [\"Thrasios, Triton Hero\", "
                             "\"Isamaru, Hound of Konda\"]\nbattlefield:\n  - {card: Command Tower, controller: alice}\n")
    done = run_cli("could-produce", str(board))
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2 and done.stdout == "" and len(lines) == 1 and "CR 702.124" in lines[0], done.stderr


@pytest.mark.parametrize("commanders", [
    '["Thrasios, Triton Hero", "Tymna the Weaver"]',  # 702.124h: both have partner
    '["Pir, Imaginative Rascal", "Toothy, Imaginary Friend"]',  # 702.124j: each names the other
    '["Bjorna, Nightfall Alchemist", "Cecily, Haunted Mage"]',  # 702.124i: both "Partner—Friends forever"
    '["Kratos, Stoic Father", "Atreus, Impulsive Son"]',  # 702.124i: both "Partner—Father & son"
    '["Clara Oswald", "The Tenth Doctor"]',  # 702.124m: a legendary Time Lord Doctor creature, no other type
    '["Amy Pond", "Rory Williams"]',  # 702.124g: Amy has two partner abilities; "Partner with Rory Williams" is used
    '["Amy Pond", "The Tenth Doctor"]',  # ... or her Doctor's companion
    '["Wilson, Refined Grizzly", "Faceless One"]',  # 702.124k: Faceless One is a legendary Background enchantment
    '["Faceless One", "Cultist of the Absolute"]',
])
def test_two_commanders_a_partner_ability_allows_are_accepted(commanders):
    b = battlefield(head=f"players: [alice, bob]\ncommanders: {{alice: {commanders}}}\n")
    assert b.commanders[0][0] == "alice"


def test_partners_command_tower_combines_identities(tmp_path):
    # (passed) CR 702.124c: "your commander's color identity refers to the combined color identities of your two
    # commanders": Thrasios {G}{U} and Tymna {1}{W}{B}: W, U, B, G.
    board = board_file(tmp_path, "players: [alice, bob]\ncommanders:\n  alice: [\"Thrasios, Triton Hero\", \"Tymna the "
                             "Weaver\"]\nbattlefield:\n  - {card: Command Tower, controller: alice, id: tower}\n"
                             "  - {card: Arcane Signet, controller: alice, id: signet}\n")
    rc, answer = cli_json("could-produce", str(board))
    assert rc == 0 and answer["types"] == {"signet": ["W", "U", "B", "G"], "tower": ["W", "U", "B", "G"]}


# --- Finding: "this creature" of an activated ability's lasting effect after a redirection (CR 616.1f) ----------------
# Opal-Eye, Konda's Yojimbo: "{T}: The next time a source of your choice would deal damage this turn, that damage is dealt
# to Opal-Eye instead." and "{1}{W}: Prevent the next 1 damage that would be dealt to Opal-Eye this turn." The shield's
# "Opal-Eye" is the permanent whose ability made it (the entry's source:, condition `creator`); it was checked on the
# event as asked, never on what a redirection deals the damage to: a shield on the new recipient was not applied and
# one on the old recipient still was, both complete.

_OPAL = HEAD + """battlefield:
  - {card: "Opal-Eye, Konda's Yojimbo", controller: alice, id: opal}
  - {card: Nomads en-Kor, controller: alice, id: nomads}
  - {card: Hill Giant, controller: bob, id: giant}
  - {card: Curse of Bloodletting, controller: bob, id: curse, attached_to: alice}
effects:
  - {card: "Opal-Eye, Konda's Yojimbo", controller: alice, source: opal, ability: 4}
"""


def test_a_shield_on_opal_eye_applies_to_damage_redirected_to_it(tmp_path):
    # Nomads en-Kor: "{0}: The next 1 damage that would be dealt to this creature this turn is dealt to target creature
    # you control instead." Its 1 damage is dealt to Opal-Eye instead; then Opal-Eye's shield applies to it (CR
    # 616.1f: "the affected object's controller ... chooses one to apply" among those that now apply). Before: 1
    # damage to Opal-Eye.
    board = board_file(tmp_path, _OPAL + "  - {card: Nomads en-Kor, controller: alice, source: nomads, targets: [opal]}\n")
    rc, answer = cli_json("orderings", str(board), "damage", "giant", "nomads", "1")
    assert rc == 0 and answer["complete"] and _damage_results(answer) == {("opal", 0, None)}


def test_opal_eyes_redirection_then_its_own_shield(tmp_path):
    # Its own redirection of the Hill Giant's damage to alice, then its shield: 2 to Opal-Eye (3 - 1). With Curse of
    # Bloodletting first (alice orders, CR 616.1): 6, redirected, 5. Before: 3 and 6.
    board = board_file(tmp_path, _OPAL + "  - {card: \"Opal-Eye, Konda's Yojimbo\", controller: alice, source: opal, "
                                     "ability: 3, chosen: {source: giant}}\n")
    rc, answer = cli_json("orderings", str(board), "damage", "giant", "alice", "3")
    assert rc == 0 and answer["complete"] and _damage_results(answer) == {("opal", 2, None), ("opal", 5, None)}


def test_a_shield_on_opal_eye_no_longer_applies_once_the_damage_is_redirected_away(tmp_path):
    # Sivvi's Valor: "All damage that would be dealt to target creature this turn is dealt to you instead." Alice
    # orders: the shield first (1 prevented, 2 redirected to her) or the Valor first (3 to her: the shield is on
    # Opal-Eye, no longer dealt the damage); then the Curse of Bloodletting on her doubles either: 4 or 6. Before: only
    # 4, by both orders.
    board = board_file(tmp_path, _OPAL + "  - {card: \"Sivvi's Valor\", controller: alice, targets: [opal]}\n")
    rc, answer = cli_json("orderings", str(board), "damage", "giant", "opal", "3")
    assert rc == 0 and answer["complete"] and _damage_results(answer) == {("alice", 4, None), ("alice", 6, None)}


def test_fylgjas_shield_on_the_enchanted_creature_applies_to_damage_redirected_to_it(tmp_path):
    # Fylgja: "Remove a healing counter from this Aura: Prevent the next 1 damage that would be dealt to enchanted
    # creature this turn." (creator_enchanted: the creature the effect's source: is attached to). Nomads en-Kor's 1
    # damage goes to the bears Fylgja enchants, and the shield prevents it (CR 616.1f). Before: 1 damage to the bears.
    board = board_file(tmp_path, HEAD + """battlefield:
  - {card: Nomads en-Kor, controller: alice, id: nomads}
  - {card: Grizzly Bears, controller: alice, id: bears}
  - {card: Fylgja, controller: alice, id: fylgja, attached_to: bears, counters: {healing: 2}}
  - {card: Hill Giant, controller: bob, id: giant}
effects:
  - {card: Nomads en-Kor, controller: alice, source: nomads, targets: [bears]}
  - {card: Fylgja, controller: alice, source: fylgja}
""")
    rc, answer = cli_json("orderings", str(board), "damage", "giant", "nomads", "1")
    assert rc == 0 and answer["complete"] and _damage_results(answer) == {("bears", 0, None)}


def test_another_cards_shield_after_a_redirection_passed(tmp_path):
    # (passed) Samite Healer: "{T}: Prevent the next 1 damage that would be dealt to any target this turn." targeting
    # Opal-Eye (affected_targeted, already checked on each recipient): 2 to Opal-Eye.
    board = board_file(tmp_path, HEAD + """battlefield:
  - {card: "Opal-Eye, Konda's Yojimbo", controller: alice, id: opal}
  - {card: Samite Healer, controller: alice, id: healer}
  - {card: Hill Giant, controller: bob, id: giant}
effects:
  - {card: "Opal-Eye, Konda's Yojimbo", controller: alice, source: opal, ability: 3, chosen: {source: giant}}
  - {card: Samite Healer, controller: alice, source: healer, targets: [opal]}
""")
    rc, answer = cli_json("orderings", str(board), "damage", "giant", "alice", "3")
    assert rc == 0 and answer["complete"] and _damage_results(answer) == {("opal", 2, None)}


# --- Finding: "any target" given as a permanent and a player -------------------------------------------------------

def test_an_any_target_redirection_with_a_permanent_and_a_player_is_incomplete(tmp_path):
    # Zhalfirin Crusader: "{1}{W}: The next 1 damage that would be dealt to this creature this turn is dealt to any
    # target instead." One target (CR 115.4): an entry with targets: [giant] and chosen: {player: bob} names two, and
    # which one the ability targeted is unknown, as for two targets: (targets_unassigned). Before: both outcomes as
    # alice's choice, complete.
    board = board_file(tmp_path, HEAD + """battlefield:
  - {card: Zhalfirin Crusader, controller: alice, id: z}
  - {card: Hill Giant, controller: bob, id: giant}
effects:
  - {card: Zhalfirin Crusader, controller: alice, source: z, targets: [giant], chosen: {player: bob}}
""")
    rc, answer = cli_json("orderings", str(board), "damage", "giant", "z", "1")
    assert rc == 3 and not answer["complete"]
    assert any("Zhalfirin Crusader" in n and "several targets" in n for n in answer["notes"])
    # (passed) the player alone: 1 damage to bob
    board = board_file(tmp_path, HEAD + """battlefield:
  - {card: Zhalfirin Crusader, controller: alice, id: z}
  - {card: Hill Giant, controller: bob, id: giant}
effects:
  - {card: Zhalfirin Crusader, controller: alice, source: z, chosen: {player: bob}}
""")
    rc, answer = cli_json("orderings", str(board), "damage", "giant", "z", "1")
    assert rc == 0 and answer["complete"] and _damage_results(answer) == {("bob", 1, None)}


# --- Finding (incomplete for no reason): a quoted ability's text and the commander's identity (CR 903.4) ------------

def test_a_background_whose_quoted_abilities_name_no_color_leaves_the_identity_complete(tmp_path):
    # Cultist of the Absolute ({B}): "Commander creatures you own get +3/+3 and have flying, deathtouch, "Ward—Pay 3
    # life," and "At the beginning of your upkeep, sacrifice a creature."" The quoted abilities (granted to other
    # creatures) name no color: they can't define the Cultist's colors (CR 604.3) nor have one chosen (903.4b). Wilson,
    # Refined Grizzly ({1}{G}) with it: B and G (CR 702.124c). Before: the same colors, incomplete, "an ability of
    # Cultist of the Absolute that may define its colors is not modelled".
    board = board_file(tmp_path, "players: [alice, bob]\ncommanders:\n  alice: [\"Wilson, Refined Grizzly\", \"Cultist of "
                             "the Absolute\"]\nbattlefield:\n  - {card: Command Tower, controller: alice, id: tower}\n")
    rc, answer = cli_json("could-produce", str(board))
    assert rc == 0 and answer["complete"] and answer["types"] == {"tower": ["B", "G"]}


def test_clara_oswalds_color_chosen_before_the_game_stays_incomplete(tmp_path):
    # (passed) Clara Oswald: "Impossible Girl — If Clara Oswald is your commander, choose a color before the game
    # begins. Clara Oswald is the chosen color." (CR 903.4b: no board field gives the choice): incomplete, named.
    board = board_file(tmp_path, "players: [alice, bob]\ncommanders:\n  alice: [\"Clara Oswald\", \"The Tenth Doctor\"]\n"
                             "battlefield:\n  - {card: Command Tower, controller: alice, id: tower}\n")
    rc, answer = cli_json("could-produce", str(board))
    assert rc == 3 and not answer["complete"] and answer["types"] == {"tower": ["U", "R"]}
    assert "Clara Oswald" in json.dumps(answer["incomplete"])


# --- A sample of probes that passed -----------------------------------------------------------------------------------

def test_vorinclex_oath_of_gideon_and_doubling_season_on_a_planeswalker(tmp_path):
    # (passed) Chandra, Torch of Defiance (loyalty 4, CR 306.5b) enters under alice with her Oath of Gideon ("Each
    # planeswalker you control enters with an additional loyalty counter") and Doubling Season, and bob's Vorinclex,
    # Monstrous Raider ("If an opponent would put one or more counters ..., they put half that many ..., rounded
    # down"; CR 122.6a: the permanent's controller puts them). Alice orders the three (CR 616.1): 4, 5 or 6.
    board = board_file(tmp_path, HEAD + """battlefield:
  - {card: "Vorinclex, Monstrous Raider", controller: bob, id: vor}
  - {card: Oath of Gideon, controller: alice, id: oath}
  - {card: Doubling Season, controller: alice, id: ds}
""")
    rc, answer = cli_json("orderings", str(board), "enter", "Chandra, Torch of Defiance", "--controller", "alice")
    assert rc == 0 and answer["complete"] and answer["orders"] == 6
    counts = {o["result"]["counters_by_kind"].get("loyalty") for o in answer["outcomes"]}
    assert counts == {4, 5, 6}


@pytest.mark.parametrize("creature, expected", [
    ("Progenitus", "no"),  # protection from everything: no legal target (CR 702.16b, 601.2c)
    ("Tolarian Terror", "yes"),  # ward is a triggered ability: it can be targeted (CR 702.21a)
    ("Blastoderm", "no"),  # shroud (CR 702.18a)
])
def test_chandras_minus_3_targets(tmp_path, creature, expected):
    # (passed) Chandra, Torch of Defiance's "[−3]: Chandra deals 4 damage to target creature", bob's creature alone.
    board = board_file(tmp_path, HEAD + f"""sorcery_timing: true
battlefield:
  - {{card: "Chandra, Torch of Defiance", controller: alice, id: chandra, counters: {{loyalty: 4}},
     loyalty_activated: false}}
  - {{card: "{creature}", controller: bob, id: it}}
""")
    done = run_cli("can-activate", str(board), "chandra", "--ability", "3")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[1].strip().startswith(expected)


def test_a_clone_copying_clay_champion_counts_the_mana_spent_on_the_clone(tmp_path):
    # (passed) Clay Champion: "This creature enters with three +1/+1 counters on it for each {G}{G} spent to cast it."
    # A Clone cast with {G}{G}{G}{G} that copies it: two pairs, 6 counters (the mana spent to cast the Clone, the
    # Gyrus rulings of 2018-07-13 for a copy).
    board = board_file(tmp_path, HEAD + "battlefield:\n  - {card: Clay Champion, controller: bob, id: champ}\n")
    rc, answer = cli_json("orderings", str(board), "enter", "Clone", "--controller", "alice", "--cast", "--spent",
                           "{G}{G}{G}{G}")
    assert rc == 0 and answer["complete"]
    assert {o["result"]["counters_by_kind"].get("p1p1", 0) for o in answer["outcomes"]} == {0, 6}


def test_statecraft_prevents_combat_damage_its_creatures_deal_to_a_planeswalker(tmp_path):
    # (passed) Statecraft: "Prevent all combat damage that would be dealt to and dealt by creatures you control." Alice's
    # attacking bears' combat damage to bob's Chandra is prevented; bob's giant's to alice's Gideon (no creature) isn't.
    text = """battlefield:
  - {card: Statecraft, controller: alice, id: sc}
  - {card: Grizzly Bears, controller: alice, id: bears}
  - {card: "Chandra, Torch of Defiance", controller: bob, id: ch, counters: {loyalty: 4}}
  - {card: "Gideon, Ally of Zendikar", controller: alice, id: gid, counters: {loyalty: 4}}
  - {card: Hill Giant, controller: bob, id: giant}
"""
    board = board_file(tmp_path, "players: [alice, bob]\nactive_player: alice\n" + text)
    rc, answer = cli_json("orderings", str(board), "damage", "bears", "ch", "2", "--combat")
    assert rc == 0 and answer["complete"] and _damage_results(answer) == {("ch", 0, None)}
    board = board_file(tmp_path, "players: [alice, bob]\nactive_player: bob\n" + text)
    rc, answer = cli_json("orderings", str(board), "damage", "giant", "gid", "3", "--combat")
    assert rc == 0 and answer["complete"] and _damage_results(answer) == {("gid", 3, None)}
