"""Session 35 (enterD35), issue 26: replacement effects on a permanent entering, read from real cards. The permission a
spell was cast with (`--cast --via`, CR 601.3: "If you cast a spell this way"), what puts an object onto the battlefield
(`--by`, CR 614.1c: a resolving spell's own instruction), "exile it instead" of what wasn't cast (CR 614.6), "creatures
enchanted player controls" (CR 303.4b), X dice rolled (CR 706.2), devour X (CR 702.82a), X of a kicker cost (CR
107.3m), and cards written with existing terms. Each test fails with its rule or card file removed."""
from __future__ import annotations

import pytest
from support import battlefield, board_file, run_cli

import mtgasp
from mtgasp.render.words import listed

NOTHING = "{card: Forest, controller: alice, id: forest}"


def _answer(board: mtgasp.Board, card: str, controller: str = "alice", **kw) -> mtgasp.Orderings:
    return mtgasp.orderings(board, mtgasp.EnterEvent(card, controller, **kw))


def _outcomes(answer: mtgasp.Orderings) -> set[tuple]:
    """(tapped, counters by kind, exiled instead) of every outcome."""
    return {(o.result["tapped"], tuple(sorted(o.result["counters_by_kind"].items())), o.result.get("to_exile", False))
            for o in answer.outcomes}


def _complete(board: mtgasp.Board, card: str, controller: str = "alice", **kw) -> set[tuple]:
    answer = _answer(board, card, controller, **kw)
    assert answer.complete, listed(answer.notes)
    return _outcomes(answer)


UNTAPPED = (False, (), False)


# --- The permission a spell was cast with (CR 601.3, 601.2a) --------------------------------------------------------

@pytest.mark.parametrize("entry, card, kw, result", [
    # Noctis, Prince of Lucis: "You may cast artifact spells from your graveyard by paying 3 life in addition to paying
    # their other costs. If you cast a spell this way, that artifact enters with a finality counter on it."
    ("{card: 'Noctis, Prince of Lucis', controller: alice, id: noctis}", "Sol Ring",
     {"cast_from": "graveyard", "via": "noctis"}, (False, (("finality", 1),), False)),
    # Leonardo, Sewer Samurai: "... you may cast creature spells with power or toughness 1 or less from your graveyard.
    # If you cast a spell this way, that creature enters with a finality counter on it."
    ("{card: 'Leonardo, Sewer Samurai', controller: alice, id: leo}", "Llanowar Elves", {"via": "leo"},
     (False, (("finality", 1),), False)),
    # Advanced Floral Invocations, level 3 (CR 716.2a): "You may play lands and cast creature spells from your
    # graveyard. If you cast a spell this way, that creature enters with a finality counter on it."
    ("{card: Advanced Floral Invocations, controller: alice, id: afi, level: 3}", "Grizzly Bears",
     {"cast_from": "graveyard", "via": "afi"}, (False, (("finality", 1),), False)),
    # Mikey & Don, Party Planners: "... cast Mutant, Ninja, or Turtle spells from the top of your library. If you cast
    # a creature spell this way, that creature enters with an additional +1/+1 counter on it."
    ("{card: 'Mikey & Don, Party Planners', controller: alice, id: md}", "Leonardo, Sewer Samurai",
     {"cast_from": "library", "via": "md"}, (False, (("p1p1", 1),), False)),
    # Intrepid Paleontologist: "You may cast Dinosaur creature spells from among cards you own exiled with this
    # creature. If you cast a spell this way, that creature enters with a finality counter on it."
    ("{card: Intrepid Paleontologist, controller: alice, id: ip}", "Colossal Dreadmaw",
     {"cast_from": "exile", "via": "ip"}, (False, (("finality", 1),), False)),
])
def test_a_spell_cast_with_the_permission_enters_as_its_ability_says(entry, card, kw, result):
    assert _complete(battlefield(entry), card, cast=True, **kw) == {result}


def test_edgar_s_artifact_cast_this_way_enters_tapped():
    # Edgar, Master Machinist: "... you may cast an artifact spell from your graveyard. If you cast a spell this way,
    # that artifact enters tapped." (CR 614.1c; its "Tools" ability is unread, so the board is incomplete.)
    board = battlefield("{card: 'Edgar, Master Machinist', controller: alice, id: edgar}")
    assert _outcomes(_answer(board, "Sol Ring", cast=True, cast_from="graveyard", via="edgar")) == {(True, (), False)}
    assert _outcomes(_answer(board, "Sol Ring", cast=True, cast_from="graveyard", via="self")) == {UNTAPPED}


def test_another_permission_or_zone_is_not_this_way():
    # CR 601.3: "If you cast a spell this way" is the one cast with that permission, from its zone.
    board = battlefield("{card: 'Noctis, Prince of Lucis', controller: alice, id: noctis}", NOTHING)
    assert _complete(board, "Sol Ring", cast=True, cast_from="hand", via="noctis") == {UNTAPPED}
    assert _complete(board, "Sol Ring", cast=True, cast_from="graveyard", via="forest") == {UNTAPPED}
    assert _complete(board, "Sol Ring") == {UNTAPPED}  # not cast


def test_cast_without_saying_which_permission_is_incomplete_naming_the_card():
    board = battlefield("{card: 'Noctis, Prince of Lucis', controller: alice, id: noctis}")
    answer = _answer(board, "Sol Ring", cast=True, cast_from="graveyard")
    assert not answer.complete and _outcomes(answer) == {UNTAPPED}
    assert any("Noctis" in str(n.term) and "permission_unknown" in str(n.term) for n in answer.notes)
    # ... and cast from hand, where the permission's zone is not: complete
    assert _complete(board, "Sol Ring", cast=True, cast_from="hand") == {UNTAPPED}


def test_its_own_permission_is_via_self():
    # Worldheart Phoenix: "You may cast this card from your graveyard by paying {W}{U}{B}{R}{G} rather than paying its
    # mana cost. If you do, it enters with two +1/+1 counters on it." (ruling 2009-02-01: "If you cast Worldheart
    # Phoenix this way, it is a spell and can be countered.")
    board = battlefield(NOTHING)
    assert _complete(board, "Worldheart Phoenix", cast=True, cast_from="graveyard", via="self") == {
        (False, (("p1p1", 2),), False)}
    assert _complete(board, "Worldheart Phoenix", cast=True, cast_from="hand") == {UNTAPPED}
    assert not _answer(board, "Worldheart Phoenix", cast=True, cast_from="graveyard").complete
    # Hundred-Battle Veteran: "You may cast this card from your graveyard. If you do, it enters with a finality counter
    # on it." (its first ability is unread: the outcome only)
    assert _outcomes(_answer(board, "Hundred-Battle Veteran", cast=True, via="self")) == {
        (False, (("finality", 1),), False)}


def test_a_lasting_permission_is_named_by_its_effects_entry():
    # Osteomancer Adept: "{T}: Until end of turn, you may cast creature spells from your graveyard by foraging ...
    # If you cast a spell this way, that creature enters with a finality counter on it." (CR 611.2a: its effects: entry)
    board = battlefield("{card: Osteomancer Adept, controller: alice, id: adept}",
                        effects=("{card: Osteomancer Adept, controller: alice, id: adept-effect, source: adept}",))
    assert _complete(board, "Grizzly Bears", cast=True, via="adept-effect") == {(False, (("finality", 1),), False)}
    assert _complete(board, "Grizzly Bears", cast=True, via="adept") == {UNTAPPED}  # the permanent gives no permission


def test_starting_town_npc_counts_a_creature_cast_from_exile():
    # Starting Town NPC: "Each creature card you cast from exile enters the battlefield with an additional +1/+1
    # counter on it." (CR 601.2a)
    # (its first ability is unread: the outcomes only)
    board = battlefield("{card: Starting Town NPC, controller: alice}")
    assert _outcomes(_answer(board, "Grizzly Bears", cast=True, cast_from="exile")) == {(False, (("p1p1", 1),), False)}
    assert _outcomes(_answer(board, "Grizzly Bears", cast=True, cast_from="hand")) == {UNTAPPED}
    assert _outcomes(_answer(board, "Grizzly Bears", "bob", cast=True, cast_from="exile")) == {UNTAPPED}


# --- Exile instead (CR 614.6) -------------------------------------------------------------------------------------

EXILED = (False, (), True)


def test_containment_priest_exiles_a_nontoken_creature_that_wasn_t_cast():
    # Containment Priest: "If a nontoken creature would enter and it wasn't cast, exile it instead." Rulings 2018-12-07:
    # "Containment Priest’s last ability won’t affect any creatures that were cast, including ones cast from unusual
    # zones such as your graveyard." and "Containment Priest’s last ability doesn’t stop creature tokens from entering
    # the battlefield."
    board = battlefield("{card: Containment Priest, controller: bob}")
    assert _complete(board, "Grizzly Bears") == {EXILED}
    assert _complete(board, "Grizzly Bears", cast=True, cast_from="graveyard") == {UNTAPPED}
    assert _complete(board, "Eldrazi Spawn") == {UNTAPPED}  # a token (CR 111.1)
    assert _complete(board, "Sol Ring") == {UNTAPPED}  # no creature


def test_exiled_instead_no_other_effect_applies():
    # CR 614.6: "If an event is replaced, it never happens." — in either order Grizzly Bears is exiled, whether Frozen
    # Aether made it enter tapped first or not (CR 616.1f: the Priest still applies).
    board = battlefield("{card: Containment Priest, controller: bob}", "{card: Frozen Aether, controller: bob}")
    answer = _answer(board, "Grizzly Bears")
    assert answer.complete and _outcomes(answer) == {EXILED} and sum(o.orders for o in answer.outcomes) == 2


def test_hallowed_moonlight_and_mistcaller_are_lasting_effects():
    # Hallowed Moonlight, ruling 2015-06-22: "After Hallowed Moonlight resolves, if a creature token would be put onto
    # the battlefield, it’s put into exile instead and then ceases to exist. Creature tokens are never cast, even if
    # the spell that created them was." Mistcaller, ruling 2018-07-13: "Mistcaller’s ability doesn’t stop creature
    # tokens from entering the battlefield."
    moon = battlefield(NOTHING, effects=("{card: Hallowed Moonlight, controller: bob}",))
    assert _complete(moon, "Eldrazi Spawn") == {EXILED}
    assert _complete(moon, "Grizzly Bears", cast=True) == {UNTAPPED}
    mist = battlefield(NOTHING, effects=("{card: Mistcaller, controller: bob}",))
    assert _complete(mist, "Grizzly Bears") == {EXILED}
    assert _complete(mist, "Eldrazi Spawn") == {UNTAPPED}
    assert _complete(battlefield("{card: Mistcaller, controller: bob}"), "Grizzly Bears") == {UNTAPPED}  # not activated


def test_the_text_answer_says_exiled_instead(tmp_path):
    path = board_file(tmp_path, "players: [alice, bob]\nbattlefield:\n  - {card: Containment Priest, controller: bob}\n")
    r = run_cli("orderings", str(path), "enter", "Grizzly Bears", "--controller", "alice")
    assert r.returncode == 0 and "exiled instead: it doesn't enter" in r.stdout


# --- What puts it onto the battlefield (CR 614.1c, 608.2c) --------------------------------------------------------

@pytest.mark.parametrize("card, entering, result", [
    # Aberrant Return: "... Each of them enters with an additional -1/-1 counter on it."
    ("Aberrant Return", "Grizzly Bears", (False, (("m1m1", 1),), False)),
    # Heroic Return: "If a Hero enters this way, it enters with two additional +1/+1 counters on it."
    ("Heroic Return", "Grizzly Bears", UNTAPPED),
    ("Heroic Return", "Spectacular Spider-Man", (False, (("p1p1", 2),), False)),
    # Recommission: "If a creature enters this way, it enters with an additional +1/+1 counter on it."
    ("Recommission", "Grizzly Bears", (False, (("p1p1", 1),), False)),
    ("Recommission", "Sol Ring", UNTAPPED),
    # Teferi's Time Twist: "If it enters as a creature, it enters with an additional +1/+1 counter on it."
    ("Teferi's Time Twist", "Grizzly Bears", (False, (("p1p1", 1),), False)),
])
def test_a_spell_s_instruction_on_what_it_puts(card, entering, result):
    board = battlefield(NOTHING, effects=(f"{{card: \"{card}\", controller: alice, id: spell}}",))
    assert _complete(board, entering, by="spell") == {result}
    # something else puts it there: not this way
    assert _complete(board, entering, by="forest") == {UNTAPPED}


def test_put_without_saying_by_what_is_incomplete():
    board = battlefield(NOTHING, effects=("{card: Aberrant Return, controller: alice, id: spell}",))
    answer = _answer(board, "Grizzly Bears")
    assert not answer.complete and _outcomes(answer) == {UNTAPPED}
    assert any("put_by_unknown" in str(n.term) for n in answer.notes)
    assert _complete(board, "Grizzly Bears", cast=True) == {UNTAPPED}  # cast: no spell put it there


def test_the_legend_of_arena_counts_wizards():
    # "III — Search your library for a planeswalker card, put it onto the battlefield, then shuffle your library. It
    # enters with an additional loyalty counter on it for each Wizard you control." (CR 306.5b: its printed loyalty too)
    board = battlefield("{card: The Legend of Arena, controller: alice, id: arena}",
                        "{card: Prodigal Sorcerer, controller: alice}", "{card: Prodigal Sorcerer, controller: alice}")
    answer = _answer(board, "Chandra, Torch of Defiance", by="arena")
    assert _outcomes(answer) == {(False, (("loyalty", 6),), False)}


# --- Conditions and amounts --------------------------------------------------------------------------------------

def test_radiant_restraints_taps_the_enchanted_player_s_creatures():
    # Radiant Restraints: "Creatures enchanted player controls enter tapped." (CR 303.4b: attached to a player)
    board = battlefield("{card: Radiant Restraints, controller: bob, attached_to: alice}")
    assert _outcomes(_answer(board, "Grizzly Bears")) == {(True, (), False)}
    assert _outcomes(_answer(board, "Grizzly Bears", "bob")) == {UNTAPPED}
    assert _outcomes(_answer(board, "Sol Ring")) == {UNTAPPED}


def test_uphill_battle_taps_creatures_its_opponents_cast():
    # Uphill Battle: "Creatures played by your opponents enter tapped." (CR 601.1a: a creature is played by casting it)
    board = battlefield("{card: Uphill Battle, controller: bob}")
    assert _complete(board, "Grizzly Bears", cast=True) == {(True, (), False)}
    assert _complete(board, "Grizzly Bears") == {UNTAPPED}
    assert _complete(board, "Grizzly Bears", "bob", cast=True) == {UNTAPPED}


def test_taiga_stadium_reads_white_blue_or_black_permanents():
    # "Taiga Stadium enters tapped unless you control a white, blue, or black permanent." (CR 105.2)
    assert _complete(battlefield(NOTHING, "{card: Llanowar Elves, controller: alice}"), "Taiga Stadium") == {
        (True, (), False)}
    for card in ("Savannah Lions", "Merfolk Looter", "Drudge Skeletons"):
        assert _complete(battlefield(f"{{card: {card}, controller: alice}}"), "Taiga Stadium") == {UNTAPPED}
    assert _complete(battlefield("{card: Savannah Lions, controller: bob}"), "Taiga Stadium") == {(True, (), False)}


def test_bringer_of_green_zenith_s_twilight_doubles_from_five():
    # "... enters the battlefield with X +1/+1 counters on it. If X was 5 or greater, it enters with twice that many
    # counters instead." (CR 107.3m; its alternative cost, ability 1, is unread: the outcomes only)
    board = battlefield(NOTHING)
    bringer = "Bringer of Green Zenith's Twilight"
    assert _outcomes(_answer(board, bringer, cast=True, x=5)) == {(False, (("p1p1", 10),), False)}
    assert _outcomes(_answer(board, bringer, cast=True, x=4)) == {(False, (("p1p1", 4),), False)}


def test_personal_decoy_enters_with_its_controller_s_life_total():
    # "Personal Decoy enters with a number of loyalty counters on it equal to your life total." (CR 119.1; the card data
    # has no printed loyalty for it, CR 306.5b, so the answer says so: the outcomes only)
    board = battlefield(NOTHING, extra="life: {alice: 17, bob: 20}\n")
    assert _outcomes(_answer(board, "Personal Decoy")) == {(False, (("loyalty", 17),), False)}


def test_x_dice_rolled_are_the_stated_total():
    # Hydradoodle: "As this creature enters, roll X six-sided dice. This creature enters with a number of +1/+1
    # counters on it equal to the total of those results." (CR 706.2: random, stated by --roll; CR 107.3m: not cast,
    # X is 0 and no die is rolled)
    board = battlefield(NOTHING)
    for card in ("Hydradoodle", "Neverwinter Hydra"):
        assert _outcomes(_answer(board, card, cast=True, x=3, roll=11)) == {(False, (("p1p1", 11),), False)}
        assert _complete(board, card) == {UNTAPPED}
        answer = _answer(board, card, cast=True, x=3)
        assert not answer.complete and any("die_roll_unknown" in str(n.term) for n in answer.notes)


def test_thromok_devours_x_times_x():
    # Thromok the Insatiable: "Devour X, where X is the number of creatures devoured this way" (CR 702.82a, 614.12a:
    # every set sacrificed explored)
    board = battlefield("{card: Llanowar Elves, controller: alice, id: e1}", "{card: Llanowar Elves, controller: alice, id: e2}",
                        "{card: Grizzly Bears, controller: alice, id: g1}")
    counts = {dict(k).get("p1p1", 0) for _t, k, _x in _complete(board, "Thromok the Insatiable")}
    assert counts == {0, 1, 4, 9}


def test_x_of_a_kicker_cost():
    # Emblazoned Golem: "Kicker {X}" and "If this creature was kicked, it enters with X +1/+1 counters on it." (CR
    # 107.3m: "the spell that became that object as it resolved had a value of X chosen for any of its costs")
    board = battlefield(NOTHING)
    assert _outcomes(_answer(board, "Emblazoned Golem", cast=True, kicked=1, x=3)) == {(False, (("p1p1", 3),), False)}
    assert _outcomes(_answer(board, "Emblazoned Golem", cast=True, kicked=0, x=3)) == {UNTAPPED}


def test_modular_sunburst_counts_the_colors_spent():
    # Arcbound Wanderer: "Modular—Sunburst (This creature enters with a +1/+1 counter on it for each color of mana
    # spent to cast it. ...)" (CR 702.44a)
    assert _complete(battlefield(NOTHING), "Arcbound Wanderer", cast=True, colors=3) == {(False, (("p1p1", 3),), False)}


def test_the_new_options_refuse_what_can_t_be(tmp_path):
    path = board_file(tmp_path, "players: [alice, bob]\nbattlefield:\n  - {card: Forest, controller: alice, id: f}\n")
    for extra in (["--via", "f"], ["--cast", "--via", "nowhere"], ["--cast", "--by", "f"], ["--by", "nowhere"]):
        r = run_cli("orderings", str(path), "enter", "Grizzly Bears", "--controller", "alice", *extra)
        assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1, (extra, r.stderr)


def test_don_t_blink_reads_the_zone_it_enters_from():
    # Don't Blink: "Until end of turn, if one or more creatures would enter from exile or after being cast from exile,
    # their owners shuffle them into their libraries instead." (CR 400.7, 614.6: --from without --cast is the zone it is
    # put onto the battlefield from)
    board = battlefield(NOTHING, effects=("{card: \"Don't Blink\", controller: bob}",))
    shuffled = {o.result.get("to_library", False) for o in _answer(board, "Grizzly Bears", cast_from="exile").outcomes}
    assert shuffled == {True}
    assert {o.result.get("to_library", False)
            for o in _answer(board, "Grizzly Bears", cast=True, cast_from="exile").outcomes} == {True}
    assert _complete(board, "Grizzly Bears", cast=True, cast_from="hand") == {UNTAPPED}
    assert _complete(board, "Grizzly Bears", cast_from="graveyard") == {UNTAPPED}
    answer = _answer(board, "Grizzly Bears")
    assert not answer.complete and any("enter_zone_unknown" in str(n.term) for n in answer.notes)


def test_murktide_regent_counts_the_instants_and_sorceries_exiled_with_it():
    # Murktide Regent: "This creature enters with a +1/+1 counter on it for each instant and sorcery card exiled with
    # it." (CR 702.66a: delve exiles them as the spell is cast; 607.2a: "exiled with" it; 108.1: their printed types)
    board = battlefield(NOTHING)
    exiled = ("Lightning Bolt", "Forest", "Counterspell", "Ponder")
    assert _complete(board, "Murktide Regent", cast=True, exiled=exiled) == {(False, (("p1p1", 3),), False)}
    assert _complete(board, "Murktide Regent", cast=True, exiled=()) == {UNTAPPED}
    assert _complete(board, "Murktide Regent") == {UNTAPPED}  # not cast: nothing exiled with it
    answer = _answer(board, "Murktide Regent", cast=True)
    assert not answer.complete and any("exiled_unknown" in str(n.term) for n in answer.notes)


def test_exiled_needs_a_spell_cast(tmp_path):
    path = board_file(tmp_path, "players: [alice, bob]\nbattlefield:\n  - {card: Forest, controller: alice}\n")
    for extra in (["--exiled", "Ponder"], ["--cast", "--exiled", "Pondr"]):
        r = run_cli("orderings", str(path), "enter", "Murktide Regent", "--controller", "alice", *extra)
        assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1, (extra, r.stderr)


def test_blue_loyal_raptor_gives_a_counter_of_each_kind_it_has():
    # Blue, Loyal Raptor: "For each kind of counter on Blue, Loyal Raptor, each other Dinosaur you control enters with a
    # counter of that kind on it." (CR 122.1: counters of a kind; the board's counters: on it)
    board = battlefield("{card: 'Blue, Loyal Raptor', controller: alice, counters: {p1p1: 2, flying: 1, shield: 1}}",
                        "{card: 'Blue, Loyal Raptor', controller: bob}")
    assert _complete(board, "Colossal Dreadmaw") == {(False, (("flying", 1), ("p1p1", 1), ("shield", 1)), False)}
    assert _complete(board, "Colossal Dreadmaw", "bob") == {UNTAPPED}  # bob's has no counters
    assert _complete(board, "Grizzly Bears") == {UNTAPPED}  # no Dinosaur


@pytest.mark.parametrize("extra, counts", [
    ("battlefield:\n  - {card: Shivan Dragon, controller: alice}\n", {(1, False), (1, True)}),  # a Dragon controlled
    ("battlefield:\n  - {card: Forest, controller: alice}\nhands: {alice: [Shivan Dragon]}\n", {(0, False), (1, True)}),
    ("battlefield:\n  - {card: Forest, controller: alice}\nhands: {alice: [Forest]}\n", {(0, False)}),  # none to reveal
])
def test_dragon_s_disciple_reveals_or_controls_a_dragon(extra, counts):
    # Dragon's Disciple: "As this creature enters, you may reveal a Dragon card from your hand. If you do or if you
    # control a Dragon, this creature enters with a +1/+1 counter on it." (CR 614.12a: the reveal explored; 701.20a: only
    # a card in the hand; its ward grant is unread: the outcomes only)
    from support import board_from
    answer = _answer(board_from("players: [alice, bob]\n" + extra), "Dragon's Disciple")
    assert {(o.result["counters"], "revealed_card" in o.result["choices"]) for o in answer.outcomes} == counts
