"""Abilities that untap or tap "target [filter]" (CR 701.26, 115.1, 601.2c): the filter is any object filter of the
vocabulary ("target Forest", "target snow land", "target artifact, creature, or land"), and "tap or untap target
creature" is both, chosen as it resolves (Puppeteer's ruling)."""
from __future__ import annotations

import json

import pytest
from ruling_cases import Reference
from support import board_from, compiled, run_cli

import mtgasp

HEADER = """
    players: [alice, bob]
    active_player: alice
    battlefield:
"""


def _can(lines: str, obj: str) -> mtgasp.CanActivate:
    return mtgasp.can_activate(board_from(HEADER + lines), obj, 1)


@pytest.mark.parametrize("name, facts", [
    # "{T}: Untap target Forest." (a subtype: matches/2 reads the permanent's subtypes after layer 4)
    ("Arbor Elf", {"untaps(target(subtype(forest)))"}),
    # "{T}: Untap target snow land." (a supertype, CR 205.4)
    ("Sculptor of Winter", {"untaps(target(with_supertype(land,snow)))"}),
    # "{1}, {T}: Tap target artifact, creature, or land." (any of three filters)
    ("Icy Manipulator", {"taps(target(any_of(artifact,any_of(creature,land))))"}),
    # "{U}, {T}: You may tap or untap target creature.": both (a choice made as it resolves)
    ("Puppeteer", {"untaps(target(creature))", "taps(target(creature))"}),
])
def test_the_filter_of_the_target_is_compiled(name, facts):
    status, got = compiled(name)[1]
    assert status == "compiled" and facts <= got and "targets" in got, got


def test_tap_or_untap_is_chosen_on_resolution():
    cite = 'Puppeteer ruling 2004-10-04: "You decide on resolution whether or not to tap or untap the creature."'
    assert Reference.load().problem(cite) is None


def test_a_subtype_target_needs_a_permanent_of_that_subtype():
    # CR 601.2c: Arbor Elf's ability can't be activated without a Forest to target (an Island is not one).
    island = _can("      - {card: Arbor Elf, controller: alice, id: elf}\n"
                  "      - {card: Island, controller: alice}\n", "elf").abilities[0]
    assert not island.can_activate and [r.rule for r in island.reasons] == ["601.2c"]
    # A Forest of bob's is a legal target too (the ability says "target Forest", not "you control").
    forest = _can("      - {card: Arbor Elf, controller: alice, id: elf}\n"
                  "      - {card: Forest, controller: bob}\n", "elf")
    assert forest.complete and forest.abilities[0].can_activate


def test_a_supertype_target_needs_a_snow_land():
    plain = _can("      - {card: Sculptor of Winter, controller: alice, id: sculptor}\n"
                 "      - {card: Forest, controller: alice}\n", "sculptor").abilities[0]
    assert not plain.can_activate
    snow = _can("      - {card: Sculptor of Winter, controller: alice, id: sculptor}\n"
                "      - {card: Snow-Covered Forest, controller: alice}\n", "sculptor")
    assert snow.complete and snow.abilities[0].can_activate


def test_tap_or_untap_untaps_a_mana_creature_holding_priority():
    # Puppeteer untaps Llanowar Elves after it was tapped for {G}; the Island pays {U}: {G}{G}{G}, or {U}{G}{G}
    # without Puppeteer (CR 602.2, 605.3a, 701.26b).
    board = board_from(HEADER + "      - {card: Puppeteer, controller: alice, id: pup}\n"
                                "      - {card: Island, controller: alice}\n"
                                "      - {card: Llanowar Elves, controller: alice}\n"
                                "      - {card: Forest, controller: alice}\n")
    answer = mtgasp.mana(board, "alice", with_priority=True, timeout=None)
    assert answer.complete
    assert sorted(o.mana for o in answer.options) == ["GGG", "UGG"]


SPRAWL = ("      - {card: Arbor Elf, controller: alice, id: elf}\n"
          "      - {card: Forest, controller: alice, id: forest}\n"
          "      - {card: Utopia Sprawl, controller: alice, attached_to: forest, chosen: {color: U}}\n")


def test_a_triggered_mana_ability_is_followed_holding_priority():
    # Utopia Sprawl's trigger is a triggered mana ability (CR 605.1b; Mana Flare ruling 2004-10-04: "This is a
    # triggered mana ability."): it resolves right after the Forest's {G} (CR 605.4a), each time the Forest is tapped
    # for mana (CR 106.12a). Arbor Elf untaps the Forest once (CR 602.2, 608.2): {G}{U} twice, and the answer is
    # complete (before, the search left the Forest out and said so).
    assert Reference.load().problem('Mana Flare ruling 2004-10-04: "This is a triggered mana ability."') is None
    answer = mtgasp.mana(board_from(HEADER + SPRAWL), "alice", with_priority=True, timeout=None)
    assert answer.complete, answer.notes
    assert [o.mana for o in answer.options] == ["UUGG"]
    steps = answer.options[0].activations
    assert [(a.permanent, a.adds, [(t.card, t.adds) for t in a.triggers]) for a in steps] == [
        ("forest", "G", [("Utopia Sprawl", "U")]), ("elf", "", []), ("forest", "G", [("Utopia Sprawl", "U")])]
    # Without the Elf, mana abilities alone: {G}{U} (the trigger once).
    alone = mtgasp.mana(board_from(HEADER + SPRAWL.split("\n", 1)[1]), "alice", with_priority=True, timeout=None)
    assert alone.complete and [o.mana for o in alone.options] == ["UG"]


def test_two_forests_with_triggers_and_an_opponents_mana_flare():
    # Mana Flare (bob's) adds to the player who tapped the land ("that player adds", CR 605.4a), Wild Growth and
    # Utopia Sprawl to the Forest's controller: each Forest makes {G}{G}{G}, and Arbor Elf untaps one: nine {G}.
    board = board_from(HEADER + "      - {card: Arbor Elf, controller: alice}\n"
                                "      - {card: Forest, controller: alice, id: f1}\n"
                                "      - {card: Forest, controller: alice, id: f2}\n"
                                "      - {card: Utopia Sprawl, controller: alice, attached_to: f2, chosen: {color: G}}\n"
                                "      - {card: Wild Growth, controller: alice, attached_to: f1}\n"
                                "      - {card: Mana Flare, controller: bob}\n")
    answer = mtgasp.mana(board, "alice", with_priority=True, timeout=None)
    assert answer.complete, answer.notes
    assert [o.mana for o in answer.options] == ["G" * 9]


def test_an_unread_trigger_holding_priority_keeps_the_pools_of_its_mana_abilities():
    # Overabundance's trigger deals 1 damage with its mana (Overabundance ruling 2004-10-04: "This card's ability is a
    # mana ability."), a rider the search holding priority doesn't follow: the answer says so, naming Overabundance,
    # and still lists {G}{G} (the Forest tapped once, mana abilities only), not "no mana" (the search without the
    # Forest); that was a crash once (an intrinsic ability's origin is not a card name).
    assert Reference.load().problem('Overabundance ruling 2004-10-04: "This card’s ability is a mana ability."') is None
    board = board_from(HEADER + "      - {card: Arbor Elf, controller: alice}\n"
                                "      - {card: Forest, controller: alice, id: forest}\n"
                                "      - {card: Overabundance, controller: alice}\n")
    answer = mtgasp.mana(board, "alice", with_priority=True, timeout=None)
    assert not answer.complete
    assert [o.mana for o in answer.options] == ["GG"]
    terms = [str(getattr(n, "term", n)) for n in answer.notes]
    assert any('loop_unread("Overabundance",1)' in t for t in terms), terms
    assert any("loop_unread(intrinsic(forest),1)" in t for t in terms), terms


def test_a_trigger_of_a_permanent_tapped_before_the_sequence():
    # Sol Ring, which no action untaps, is tapped before the sequence (first_trig/4): Forsaken Monument's "Whenever you
    # tap a permanent for {C}, add an additional {C}" adds its {C} there (CR 106.12a, 605.4a); the Forest's {G} twice.
    board = board_from(HEADER + "      - {card: Arbor Elf, controller: alice}\n"
                                "      - {card: Forest, controller: alice, id: forest}\n"
                                "      - {card: Sol Ring, controller: alice, id: ring}\n"
                                "      - {card: Forsaken Monument, controller: alice}\n")
    answer = mtgasp.mana(board, "alice", with_priority=True, timeout=None)
    assert answer.complete, answer.notes
    assert [o.mana for o in answer.options] == ["GGCCC"]
    ring = answer.options[0].activations[0]
    assert ring.permanent == "ring" and ring.adds == "CC" and [(t.card, t.adds) for t in ring.triggers] == [
        ("Forsaken Monument", "C")]


def test_an_unmodelled_trigger_keeps_holding_priority_incomplete():
    # Elvish Guidance's "adds an additional {G} for each Elf on the battlefield" is not read by the compiler: the Forest
    # is tapped twice for {G}, and the answer says that it may be missing the Guidance's mana, naming it.
    board = board_from(HEADER + "      - {card: Arbor Elf, controller: alice}\n"
                                "      - {card: Forest, controller: alice, id: forest}\n"
                                "      - {card: Elvish Guidance, controller: alice, attached_to: forest}\n")
    answer = mtgasp.mana(board, "alice", with_priority=True, timeout=None)
    assert not answer.complete and [o.mana for o in answer.options] == ["GG"]
    assert any("Elvish Guidance" in str(n) for n in answer.notes), answer.notes


def test_cli_with_priority_follows_utopia_sprawl(tmp_path):
    path = tmp_path / "sprawl.yaml"
    path.write_text(HEADER + SPRAWL)
    out = run_cli("mana", str(path), "alice", "--with-priority", "--timeout", "600", timeout=700)
    assert out.returncode == 0, out.stderr
    assert "{U}{U}{G}{G}" in out.stdout and "+ {U} from utopia-sprawl" in out.stdout and "INCOMPLETE" not in out.stdout
    answer = json.loads(run_cli("mana", str(path), "alice", "--with-priority", "--json", "--timeout", "600",
                                timeout=700).stdout)
    assert answer["complete"] and [o["mana"] for o in answer["options"]] == ["UUGG"]
    assert [len(a.get("triggers", [])) for a in answer["options"][0]["activations"]] == [1, 0, 1]


def test_a_color_in_the_target_beside_an_unmodelled_color_effect_is_incomplete():
    # Norritt: "{T}: Untap target blue creature." Shifting Sky ("All nonland permanents are the chosen color", not
    # modelled: CR 613.1e) may make any creature blue, or none: which creatures are legal targets is not known.
    lines = ("      - {card: Norritt, controller: alice, id: norritt}\n"
             "      - {card: Llanowar Elves, controller: alice}\n")
    assert _can(lines, "norritt").complete
    beside = _can(lines + "      - {card: Shifting Sky, controller: alice}\n", "norritt")
    assert not beside.complete
    holding = mtgasp.mana(board_from(HEADER + lines + "      - {card: Shifting Sky, controller: alice}\n"), "alice",
                          with_priority=True, timeout=None)
    assert not holding.complete
