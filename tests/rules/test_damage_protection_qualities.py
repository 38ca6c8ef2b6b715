"""Protection from qualities that are not colors nor card types (CR 702.16a: "any characteristic value or
information"), read by the damage event (CR 702.16e: damage from a source with the quality is prevented) and by the
target check (702.16b): "from God creatures" (Sigrid, God-Favored), "from permanents with corruption counters on them"
(Geyadrone Dihada), "from non-Squirrels" (Emrakul and Chatterfang), "from mana value 3 or greater" (Mistmeadow Skulk),
"from spells that are one or more colors" (Emrakul, the Aeons Torn); and an Aura's protection that "doesn't remove
Auras" (Spectra Ward) or "this Aura" (Tattoo Ward; CR 702.16c, 704.5m)."""
from __future__ import annotations

import json

import pytest
from ruling_cases import Reference
from support import battlefield, compiled, run_cli

import mtgasp
from mtgasp import DamageEvent


def _dealt(board: mtgasp.Board, source: str, target: str, amount: int) -> mtgasp.Orderings:
    return mtgasp.orderings(board, DamageEvent(source, target, amount))


def _damage(answer: mtgasp.Orderings) -> set[int]:
    return {o.result["damage"] for o in answer.outcomes}


@pytest.mark.parametrize("name, number, quality", [
    ("Sigrid, God-Favored", 2, "protection_from(filter(with_type(subtype(god),creature)))"),
    ("Geyadrone Dihada", 1, "protection_from(filter(with_counter(permanent,corruption)))"),
    ("Emrakul and Chatterfang", 2, "protection_from(not_subtype(squirrel))"),
    ("Mistmeadow Skulk", 1, "protection_from(mana_value(ge,3))"),
    ("Emrakul, the Aeons Torn", 3, "protection_from(colored_spell)"),
])
def test_the_quality_is_read(name, number, quality):
    # (a keyword line stays unmodelled for its other keywords, flying or first strike: CR 113.2c)
    assert quality in compiled(name)[number][1], compiled(name)[number]


def test_louvaqs_modified_is_not_the_rules_modified():
    # Louvaq, the Aberrant: "Protection from modified creatures (Modified creatures have a power, toughness, or ability
    # different than their printed versions.)": not CR 700.9's modified (counters, Equipment, an Aura of its
    # controller's), so not read as it.
    status, facts = compiled("Louvaq, the Aberrant")[1]
    assert status == "unmodelled" and not any(f.startswith("protection_from") for f in facts)


GOD = ("{card: \"Sigrid, God-Favored\", controller: alice, id: sigrid}",
       "{card: The Locust God, controller: bob, id: god}",
       "{card: Grizzly Bears, controller: bob, id: bear}")


@pytest.mark.parametrize("source, dealt", [("god", 0), ("bear", 2)])
def test_protection_from_god_creatures(source, dealt):
    # Sigrid: "First strike, protection from God creatures": The Locust God (a creature, subtype God) deals her no
    # damage; Grizzly Bears do (CR 702.16e, 205.3).
    answer = _dealt(battlefield(*GOD), source, "sigrid", 2)
    assert answer.complete and _damage(answer) == {dealt}, answer


CORRUPTION = ("{card: Geyadrone Dihada, controller: alice, id: dihada}",
              "{card: Grizzly Bears, controller: bob, id: corrupted, counters: {corruption: 1}}",
              "{card: Grizzly Bears, controller: bob, id: bear}")


@pytest.mark.parametrize("source, dealt", [("corrupted", 0), ("bear", 2)])
def test_protection_from_permanents_with_corruption_counters(source, dealt):
    # Geyadrone Dihada: "Protection from permanents with corruption counters on them" (CR 122.1, 702.16e).
    answer = _dealt(battlefield(*CORRUPTION), source, "dihada", 2)
    assert answer.complete and _damage(answer) == {dealt}, answer


@pytest.mark.parametrize("source, dealt", [("squirrel", 2), ("bear", 0), ("bolt", 0)])
def test_protection_from_non_squirrels(source, dealt):
    # Emrakul and Chatterfang: "protection from non-Squirrels": a Squirrel's damage is dealt; Grizzly Bears' and
    # Lightning Bolt's (a spell, no subtype: CR 702.16a applies to sources not on the battlefield too) are prevented.
    board = battlefield("{card: Emrakul and Chatterfang, controller: alice, id: emrakul}",
                        "{card: Squirrel Mob, controller: bob, id: squirrel}",
                        "{card: Grizzly Bears, controller: bob, id: bear}",
                        effects=("{card: Lightning Bolt, controller: bob, id: bolt}",))
    answer = _dealt(board, source, "emrakul", 2)
    assert answer.complete and _damage(answer) == {dealt}, answer


SKULK = ("{card: Mistmeadow Skulk, controller: alice, id: skulk}",
         "{card: Hill Giant, controller: bob, id: giant}",
         "{card: Grizzly Bears, controller: bob, id: bear}")


@pytest.mark.parametrize("source, dealt", [("giant", 0), ("bear", 1), ("bolt", 1), ("blaze1", 1), ("blaze2", 0)])
def test_protection_from_mana_value_3_or_greater(source, dealt):
    cite = ("Mistmeadow Skulk ruling 2007-05-01: \"While a spell with X in its cost is on the stack, its converted "
            "mana cost takes the chosen value of X into account. Mistmeadow Skulk can be chosen as a target for a Blaze "
            "(which has mana cost {X}{R}) if X is 0 or 1, for example, but it can’t be chosen as a target for a Blaze "
            "if X is 2 or more.\"")
    assert Reference.load().problem(cite) is None
    # Hill Giant (mana value 4): prevented; Grizzly Bears (2), Lightning Bolt (1): dealt; Blaze with X 1 (mana value 2)
    # dealt, with X 2 (3) prevented (CR 202.3e, 702.16e).
    board = battlefield(*SKULK, effects=("{card: Lightning Bolt, controller: bob, id: bolt}",
                                         "{card: Blaze, controller: bob, id: blaze1, x: 1}",
                                         "{card: Blaze, controller: bob, id: blaze2, x: 2}"))
    answer = _dealt(board, source, "skulk", 1)
    assert answer.complete and _damage(answer) == {dealt}, answer


def test_a_spells_x_not_given_is_said():
    # Blaze on the stack with no x: its mana value is not known (CR 202.3e): the answer says so, naming it.
    board = battlefield(*SKULK, effects=("{card: Blaze, controller: bob, id: blaze}",))
    answer = _dealt(board, "blaze", "skulk", 2)
    assert not answer.complete and any("mana_value_unsure" in str(n) for n in answer.notes), answer.notes


@pytest.mark.parametrize("source, dealt", [("bolt", 0), ("return", 3), ("giant", 3)])
def test_protection_from_colored_spells(source, dealt):
    cite = ("Emrakul, the Aeons Torn ruling 2018-12-07: \"“Colored spells” is not synonymous with “colored cards.” "
            "For example, even though creatures are spells when they’re cast, they’re not spells when they’re on the "
            "battlefield and can block Emrakul\"")
    assert Reference.load().problem(cite) is None
    # Emrakul, the Aeons Torn: "protection from spells that are one or more colors": Lightning Bolt (red) is
    # prevented; Kozilek's Return (devoid: colorless, CR 702.114a) and the red Hill Giant on the battlefield (a colored
    # card, no spell) deal their damage.
    board = battlefield("{card: \"Emrakul, the Aeons Torn\", controller: alice, id: emrakul}",
                        "{card: Hill Giant, controller: bob, id: giant}",
                        effects=("{card: Lightning Bolt, controller: bob, id: bolt}",
                                 "{card: Kozilek's Return, controller: bob, id: return}"))
    answer = _dealt(board, source, "emrakul", 3)
    assert answer.complete and _damage(answer) == {dealt}, answer


# --- An Aura's protection that keeps Auras (CR 702.16c, 704.5m) ----------------------------------------------------

def test_spectra_ward_is_compiled():
    abilities = compiled("Spectra Ward")
    assert abilities[2][0] == "compiled"
    given = [facts for _, facts in abilities.values() if "keyword(protection)" in facts]
    assert given == [{"quoted_ability", "static", "keyword(protection)", "protection_keeps(auras)",
                      *(f"protection_from(color({c}))" for c in "wubrg")}], given


def test_spectra_ward_keeps_every_aura():
    cite = ("Spectra Ward ruling 2014-07-18: \"The protection granted by Spectra Ward won’t cause any Aura to be put "
            "into its owner’s graveyard, including Spectra Ward itself.\"")
    assert Reference.load().problem(cite) is None
    # Grizzly Bears with Spectra Ward (white) and bob's Pacifism (white): both stay (no incomplete note), and Hill
    # Giant's (red) damage is prevented (CR 702.16e).
    board = battlefield("{card: Grizzly Bears, controller: alice, id: bear}",
                        "{card: Spectra Ward, controller: alice, attached_to: bear}",
                        "{card: Pacifism, controller: bob, attached_to: bear}",
                        "{card: Hill Giant, controller: bob, id: giant}")
    answer = _dealt(board, "giant", "bear", 3)
    assert answer.complete and _damage(answer) == {0}, answer


def test_spectra_ward_falls_off_a_creature_with_protection_from_white_in_another_way():
    cite = ("Spectra Ward ruling 2014-07-18: \"However, if the enchanted creature gains protection from white in "
            "another way, Spectra Ward will be put into its owner’s graveyard as a state-based action.\"")
    assert Reference.load().problem(cite) is None
    # Black Knight (printed protection from white) with Spectra Ward: the board says the Ward may not stay.
    board = battlefield("{card: Black Knight, controller: alice, id: knight}",
                        "{card: Spectra Ward, controller: alice, attached_to: knight, id: ward}",
                        "{card: Hill Giant, controller: bob, id: giant}")
    answer = _dealt(board, "giant", "knight", 3)
    assert not answer.complete and any("protection_attached" in str(n) and "ward" in str(n) for n in answer.notes), \
        answer.notes


def test_tattoo_ward_keeps_itself_not_other_enchantments():
    # Tattoo Ward: "Enchanted creature gets +1/+1 and has protection from enchantments. This effect doesn't remove this
    # Aura." Alone it stays (complete); bob's Pacifism beside it is an enchantment: it may not stay (CR 704.5m), said.
    alone = battlefield("{card: Grizzly Bears, controller: alice, id: bear}",
                        "{card: Tattoo Ward, controller: alice, attached_to: bear, id: tattoo}",
                        "{card: Hill Giant, controller: bob, id: giant}")
    answer = _dealt(alone, "giant", "bear", 3)
    assert answer.complete and _damage(answer) == {3}, answer
    beside = battlefield("{card: Grizzly Bears, controller: alice, id: bear}",
                         "{card: Tattoo Ward, controller: alice, attached_to: bear, id: tattoo}",
                         "{card: Pacifism, controller: bob, attached_to: bear, id: pacifism}",
                         "{card: Hill Giant, controller: bob, id: giant}")
    notes = [str(n) for n in _dealt(beside, "giant", "bear", 3).notes]
    assert any("pacifism" in n for n in notes) and not any("\"tattoo\"" in n for n in notes), notes


def test_two_tattoo_wards_remove_each_other():
    # Each Ward's protection from enchantments keeps only "this Aura": the other one may not stay, both said.
    board = battlefield("{card: Grizzly Bears, controller: alice, id: bear}",
                        "{card: Tattoo Ward, controller: alice, attached_to: bear, id: tattoo1}",
                        "{card: Tattoo Ward, controller: alice, attached_to: bear, id: tattoo2}",
                        "{card: Hill Giant, controller: bob, id: giant}")
    notes = [str(n) for n in _dealt(board, "giant", "bear", 3).notes]
    assert any("tattoo1" in n for n in notes) and any("tattoo2" in n for n in notes), notes


def test_cli_mistmeadow_skulk_and_fireball(tmp_path):
    # End to end: Fireball with X 2 (mana value 3, CR 202.3e) deals Mistmeadow Skulk no damage, complete (exit 0).
    board = tmp_path / "skulk.yaml"
    board.write_text("players: [alice, bob]\nactive_player: alice\nbattlefield:\n"
                     "  - {card: Mistmeadow Skulk, controller: alice, id: skulk}\n"
                     "effects:\n  - {card: Fireball, controller: bob, id: fireball, x: 2}\n", encoding="utf-8")
    run = run_cli("orderings", str(board), "damage", "fireball", "skulk", "2", "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["complete"] and [o["result"]["damage"] for o in data["outcomes"]] == [0], data
    assert data["outcomes"][0]["result"]["prevented"] == 2


# --- "protection from each color that's not in your commander's color identity" (CR 903.4, 903.4f) -----------------

PLATE = ("{card: Grizzly Bears, controller: alice, id: bear}",
         "{card: Commander's Plate, controller: alice, attached_to: bear}",
         "{card: Hill Giant, controller: bob, id: giant}",
         "{card: Savannah Lions, controller: bob, id: lions}",
         "{card: Grizzly Bears, controller: bob, id: bobbear}",
         "{card: Commander's Plate, controller: bob, attached_to: bobbear}")


def test_commanders_plate_is_compiled():
    given = [facts for _, facts in compiled("Commander's Plate").values() if "keyword(protection)" in facts]
    assert compiled("Commander's Plate")[1][0] == "compiled"
    assert given == [{"quoted_ability", "static", "keyword(protection)", "protection_from(color_outside_identity)"}]


@pytest.mark.parametrize("source, target, dealt", [
    # alice's commander is Atraxa (white, blue, black, green): red Hill Giant's damage is prevented, white Savannah
    # Lions' is dealt
    ("giant", "bear", 0),
    ("lions", "bear", 2),
    # bob has no commander (commanders: []): "that quality is undefined ... That part of the ability won't do anything"
    # (CR 903.4f): dealt
    ("giant", "bobbear", 2),
])
def test_commanders_plate(source, target, dealt):
    board = battlefield(*PLATE, head="players: [alice, bob]\ncommanders: {alice: \"Atraxa, Praetors' Voice\", bob: []}\n")
    answer = mtgasp.orderings(board, DamageEvent(source, target, 2))
    assert answer.complete and _damage(answer) == {dealt}, answer


def test_commanders_plate_without_commanders_given_says_so():
    answer = mtgasp.orderings(battlefield(*PLATE), DamageEvent("giant", "bear", 2))
    assert not answer.complete and any("protection_identity_unknown" in str(n) for n in answer.notes), answer.notes
