"""A player's commanders (the board's commanders:) and "your commander's color identity" (CR 903.3, 903.4,
702.124c, 903.4f; rulings on Command Tower, Commander's Sphere and Path of Ancestry), issue 26."""
from __future__ import annotations

import itertools

import clingo
import pytest
from support import EXAMPLES, ROOT, board_from, could, refused_board, run_cli

import mtgasp
from mtgasp.encoder import BoardError
from mtgasp.render.words import message, said


def tower_board(commanders: str, card: str = "Command Tower") -> str:
    return f"""
        players: [alice, bob]
        commanders: {commanders}
        battlefield:
          - {{card: "{card}", controller: alice, id: tower}}
    """


@pytest.mark.parametrize("commander, colors", [
    # CR 903.4: the mana symbols of the mana cost ({G}{W}{U}{B}).
    ('"Atraxa, Praetors\' Voice"', ("W", "U", "B", "G")),
    # CR 903.4, its example: "Bosh, Iron Golem ... mana cost {8} and the ability '{3}{R}, Sacrifice an artifact: ...'.
    # Bosh's color identity is red." (the symbols of the rules text count)
    ('"Bosh, Iron Golem"', ("R",)),
    # CR 903.4c: reminder text is ignored ("Partner (You can have two commanders if both have partner.)" has none,
    # and Thrasios's {4} is generic): the cost {G}{U} alone.
    ('"Thrasios, Triton Hero"', ("U", "G")),
    # CR 702.124c: two commanders: the combined identities ({G}{U} and {1}{W}{B}).
    ('["Thrasios, Triton Hero", "Tymna the Weaver"]', ("W", "U", "B", "G")),
    # CR 903.4c: "Reminder text is ignored": Azula, Cunning Usurper ({2}{U}{B}{B}) has "Firebending 2 (Whenever this
    # creature attacks, add {R}{R}. ...)": blue and black only.
    ('"Azula, Cunning Usurper"', ("U", "B")),
    # CR 903.4, 107.4e: a hybrid symbol is both its colors (Rhys the Redeemed, {G/W}); a Phyrexian symbol is its
    # color (Spike, Tournament Grinder, {2}{B/P}{B/P}).
    ('"Rhys the Redeemed"', ("W", "G")),
    ('"Spike, Tournament Grinder"', ("B",)),
    # (A color indicator, CR 903.4, 204: Dryad Arbor's, rules/cards/dryad_arbor.lp, can't be tested here since session
    # 31: a Dryad Arbor is no legendary creature card and can't be a commander, CR 903.3.)
    # Ruling on Command Tower (2011-09-22): "If your commander is a card like Kozilek, Butcher of Truth that has no
    # colors in its color identity, Command Tower's ability produces no mana."
    ('"Kozilek, Butcher of Truth"', ()),
    # CR 604.3, 903.4b: only a characteristic-defining ability or a color chosen before the game adds to the identity,
    # and either names its color. K'rrik's unmodelled "For each {B} in a cost, you may pay 2 life rather than pay that
    # mana." names none (its {B} is a symbol of the rules text: black, CR 903.4): black, complete.
    ('"K\'rrik, Son of Yawgmoth"', ("B",)),
])
def test_command_tower_adds_the_colors_of_its_controllers_commanders_identity(commander, colors):
    result = could(tower_board(f"{{alice: {commander}}}"))
    assert result.complete, message(result)
    assert result.types["tower"] == colors


@pytest.mark.parametrize("card", ["Command Tower", "Arcane Signet", "Commander's Sphere", "Path of Ancestry"])
def test_each_identity_card_reads_the_identity(card):
    # Korvold, Fae-Cursed King: {2}{B}{R}{G}. (Path of Ancestry's rider, the scry when its mana is spent, changes
    # no mana: CR 106.6.)
    result = could(tower_board('{alice: "Korvold, Fae-Cursed King"}', card))
    assert result.complete, message(result)
    assert result.types["tower"] == ("B", "R", "G")


def test_the_identity_is_the_controllers_commanders():
    # "your commander's color identity": the controller of the ability (CR 109.5), here bob, whose commander is blue.
    board = """
        players: [alice, bob]
        commanders: {alice: "Korvold, Fae-Cursed King", bob: "Talrand, Sky Summoner"}
        battlefield:
          - {card: Command Tower, controller: alice, owner: bob, id: tower}
          - {card: Command Tower, controller: bob, id: tower-2}
    """
    result = could(board)
    assert result.complete and result.types == {"tower": ("B", "R", "G"), "tower-2": ("U",)}


def test_a_player_the_board_gives_no_commander_gets_no_mana_and_the_answer_is_complete():
    # CR 903.4f: "that quality is undefined if that player doesn't have a commander. That part of the ability won't
    # do anything." Ruling on Command Tower: "In formats other than Commander, Command Tower's ability produces no
    # mana." The board says bob has none ([] or null): decided, and the answer says why.
    for none in ("[]", "~"):
        result = could(tower_board(f'{{alice: {none}, bob: "Talrand, Sky Summoner"}}'))
        assert result.complete and result.types["tower"] == (), message(result)
        words = " ".join(said(result.notes["tower"]))
        assert "has no commander" in words and "903.4f" in words


def test_a_player_whose_commander_the_board_doesnt_say_is_incomplete():
    # Only bob's commander is given: alice's Tower depends on a commander the board doesn't say (CR 903.4f).
    result = could(tower_board('{bob: "Talrand, Sky Summoner"}'))
    assert not result.complete and result.types["tower"] == ()
    assert "doesn't say its controller's commander" in message(result)


@pytest.mark.parametrize("commander, colors", [
    # CR 903.4d: "The back face of a double-faced card (see rule 712) is included when determining a card's color
    # identity." Esika, God of the Tree ({1}{G}{G}), a modal double-faced card whose back face, The Prismatic Bridge,
    # the Oracle reference gives no text for: its record of the whole card's identity (W, U, B, R, G) gives the rest.
    ("Esika, God of the Tree", ("W", "U", "B", "R", "G")),
    # A transforming card: Archangel Avacyn ({3}{W}{W}) // Avacyn, the Purifier (no mana cost, a red color indicator).
    ("Archangel Avacyn", ("W", "R")),
    # Another modal double-faced card: Valki, God of Lies ({1}{B}) // Tibalt, Cosmic Impostor (red).
    ("Valki, God of Lies", ("B", "R")),
    # Cecil, Dark Knight ({B}) // Cecil, Redeemed Paladin (white, by its color indicator).
    ("Cecil, Dark Knight", ("W", "B")),
    # CR 903.4d, its example, with a legendary card of the same kind (Civilized Scholar is no legendary creature,
    # CR 903.3): Kytheon, Hero of Akros ({W}) // Gideon, Battle-Forged (a white color indicator): white.
    ("Kytheon, Hero of Akros", ("W",)),
    # CR 903.4e: an adventurer card's alternative characteristics count too: Kellan, the Fae-Blooded ({2}{R}) and
    # its Adventure Birthright Boon ({1}{W}).
    ("Kellan, the Fae-Blooded", ("W", "R")),
])
def test_every_face_counts_and_the_reference_records_what_the_library_cant_read(commander, colors):
    result = could(tower_board(f'{{alice: "{commander}"}}'))
    assert result.complete, message(result)
    assert result.types["tower"] == colors


IDENTITY_RULES = (ROOT / "rules" / "core" / "commander.lp").read_text(encoding="utf-8")


def identity_model(facts: str) -> set[str]:
    """The commander_identity/2 and identity_unrecorded/2 atoms of rules/core/commander.lp over these facts."""
    ctl = clingo.Control(["--warn=none"])
    ctl.add("base", [], IDENTITY_RULES + "color(w;u;b;r;g).\n" + facts)
    ctl.ground([("base", [])])
    atoms: set[str] = set()
    ctl.solve(on_model=lambda m: atoms.update(str(a) for a in m.symbols(atoms=True)
                                               if a.name in ("commander_identity", "identity_unrecorded")))
    return atoms


@pytest.mark.parametrize("facts, why", [
    # CR 903.4d: a back face the library knows by name only, and no record of the card's identity: not known.
    ('back_face("F","B"). card_status("B",unmodelled,"no text").', 'unknown_card("B")'),
    # CR 204, 903.4: a face that may have a color indicator, and no record.
    ('back_face("F","B"). colors_unrecorded("B").', 'color_indicator("B")'),
    # CR 903.4e: alternative characteristics the library doesn't link, and no record.
    ("card_layout(\"F\",adventure).", 'other_face("F")'),
])
def test_a_face_the_library_cant_read_and_no_record_gives_keeps_the_identity_unknown(facts, why):
    base = 'commander(alice,"F"). mana_cost_symbol("F",g,1). '
    atoms = identity_model(base + facts)
    assert f"identity_unrecorded(alice,{why})" in atoms and "commander_identity(alice,g)" in atoms
    # ... and the record of the whole card fills it (CR 903.4d-e): complete, with the record's colors.
    face = why.split('"')[1]
    atoms = identity_model(base + facts + f' identity_on_record("{face}"). recorded_identity("{face}",r).')
    assert not any(a.startswith("identity_unrecorded") for a in atoms)
    assert {"commander_identity(alice,g)", "commander_identity(alice,r)"} <= atoms


def test_the_identity_is_the_cards_not_the_permanents():
    # CR 903.4a and the rulings: the identity is set before the game begins and doesn't change when the commander's
    # color does (CR 903.3: a commander copying another card is still a commander). Korvold on the battlefield as a
    # copy of Talrand (blue) leaves the identity B, R, G.
    board = """
        players: [alice]
        commanders: {alice: "Korvold, Fae-Cursed King"}
        battlefield:
          - {card: Command Tower, controller: alice, id: tower}
          - {card: "Korvold, Fae-Cursed King", controller: alice, copy_of: "Talrand, Sky Summoner"}
    """
    result = could(board)
    assert result.types["tower"] == ("B", "R", "G")


def test_produce_says_what_the_tower_adds_with_a_commander():
    board = board_from(tower_board('{alice: "Korvold, Fae-Cursed King"}'))
    produced = mtgasp.produce(board, "tower")
    assert produced.complete, produced.notes


def test_mana_with_a_commander_is_complete_and_pays_its_colors():
    board = board_from("""
        players: [alice]
        commanders: {alice: "Korvold, Fae-Cursed King"}
        battlefield:
          - {card: Command Tower, controller: alice}
          - {card: Arcane Signet, controller: alice}
    """)
    paid = mtgasp.mana(board, "alice", cost="{B}{G}")
    assert paid.complete and paid.cost is not None and paid.cost.payable and paid.cost.complete
    never = mtgasp.mana(board, "alice", cost="{W}")  # white is not in Korvold's identity
    assert never.complete and never.cost is not None and not never.cost.payable


@pytest.mark.parametrize("commanders, message", [
    ('{alice: "Korvold, Fae-Cursd King"}', "unknown card 'Korvold, Fae-Cursd King' (did you mean: Korvold, "
                                           "Fae-Cursed King"),
    ('{carol: "Talrand, Sky Summoner"}', "unknown player 'carol'"),
    ('{alice: ["Thrasios, Triton Hero", "Tymna the Weaver", "Kraum, Ludevic\'s Opus"]}',
     "at most two commanders (CR 702.124g"),
    ('{alice: ["Thrasios, Triton Hero", "Thrasios, Triton Hero"]}', "is given twice"),
    ("{alice: 3}", "each commander is a card name"),
    ("[alice]", "commanders: give a mapping"),
])
def test_a_bad_commander_is_one_line_with_the_line_and_exit_2(tmp_path, commanders, message):
    refused_board(tmp_path, f"players: [alice, bob]\ncommanders: {commanders}\nbattlefield: []\n", 2, message)


def test_a_commander_that_can_be_no_commander_is_a_board_error(tmp_path):
    # CR 903.3: "Each deck has a legendary card designated as its commander. That card must be either (a) a creature
    # card, (b) a Vehicle card, or (c) a Spacecraft card with one or more power/toughness boxes." Since session 31 a
    # board naming another card is refused in one line, naming the card and the rule (tests/rules/
    # test_activate_session31.py has the others: 903.3a, 702.124k).
    refused_board(tmp_path, "players: [alice, bob]\ncommanders: {alice: Llanowar Elves}\nbattlefield: []\n", 2,
                  "Llanowar Elves can't be a commander")


def test_a_board_built_in_python_is_checked_the_same():
    tower = mtgasp.BoardObject(id="t", card="Command Tower", controller="a", owner="a")
    with pytest.raises(BoardError, match="unknown card 'Nope'"):
        mtgasp.Board(players=("a",), active_player="a", objects=(tower,), commanders=(("a", ("Nope",)),))
    with pytest.raises(BoardError, match="'z' is not a player"):
        mtgasp.Board(players=("a",), active_player="a", objects=(tower,), commanders=(("z", ()),))
    board = mtgasp.Board(players=("a",), active_player="a", objects=(tower,),
                         commanders=(("a", ("Korvold, Fae-Cursed King",)),))
    assert mtgasp.could_produce(board).types["t"] == ("B", "R", "G")


def test_end_to_end_cli(tmp_path):
    path = tmp_path / "board.yaml"
    path.write_text(tower_board('{alice: "Korvold, Fae-Cursed King"}'), encoding="utf-8")
    done = run_cli("could-produce", str(path))
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[1].split() == ["tower", "{B}", "{R}", "{G}"]


def test_the_commander_example_answers_completely_and_right():
    # Issue 26, done when: "a Commander board with Command Tower, Arcane Signet and Treasures answers completely".
    # examples/commander.yaml: alice's commander Korvold, Fae-Cursed King ({2}{B}{R}{G}: B, R, G, CR 903.4); two
    # Treasures (CR 111.10a: any color); bob has no commander (CR 903.4f: his Tower adds nothing).
    board = mtgasp.load_board(EXAMPLES / "commander.yaml")
    result = mtgasp.could_produce(board)
    identity, every = ("B", "R", "G"), ("W", "U", "B", "R", "G")
    assert result.complete, message(result)
    assert result.types == {"command-tower": identity, "arcane-signet": identity, "commander-s-sphere": identity,
                            "path-of-ancestry": identity, "treasure": every, "treasure-2": every, "bobs-tower": ()}
    # Six sources of one mana each: {2}{W}{B}{R}{G} takes all six (the white from a Treasure); three white mana are
    # more than the two Treasures make; blue and white together need both Treasures, and then {B}{R}{G}{G} the four.
    for cost, payable in (("{2}{W}{B}{R}{G}", True), ("{W}{U}{B}{R}{G}{G}", True), ("{W}{W}{W}", False),
                          ("{7}", False), ("{W}{U}{B}{R}{G}{U}", False)):
        paid = mtgasp.mana(board, "alice", cost=cost)
        assert paid.complete and paid.cost is not None and paid.cost.payable is payable, cost
    # The pools: every multiset of four of B, R, G with every multiset of two of W, U, B, R, G (6 mana: each pool is
    # maximal, CR 106.4 the mana of all six), each exactly once.
    expected = {"".join(sorted(x + y, key="WUBRGC".index))
                for x in itertools.combinations_with_replacement(identity, 4)
                for y in itertools.combinations_with_replacement(every, 2)}
    pools = mtgasp.mana(board, "alice")
    assert pools.complete and sorted(o.mana for o in pools.options) == sorted(expected)
    bob = mtgasp.mana(board, "bob")
    assert bob.complete and [o.mana for o in bob.options] == [""]


JUDGE_BOARD = """
    players: [alice, bob]
    commanders: {alice: "Kaalia of the Vast", bob: []}
    battlefield:
      - {card: "Command Tower", controller: alice, id: tower}
      - {card: "Arcane Signet", controller: alice, id: signet}
      - {card: "Path of Ancestry", controller: alice, id: path}
      - {card: "Commander's Sphere", controller: alice, id: sphere}
      - {token: Treasure, controller: alice}
      - {token: Gold, controller: alice}
"""


def test_a_commander_board_with_treasure_and_gold_answers_completely_and_right():
    # CR 903.4: Kaalia of the Vast ({1}{R}{W}{B}) has the identity W, B, R; Command Tower, Arcane Signet, Path of
    # Ancestry and Commander's Sphere add one mana of a color of it (Path's scry rider changes no mana). CR 111.10a,
    # 111.10i: a Treasure and a Gold token add one mana of any color. Session 28 (mana12), a judge's question.
    result = could(JUDGE_BOARD)
    assert result.complete, message(result)
    wbr, wubrg = ("W", "B", "R"), ("W", "U", "B", "R", "G")
    assert {k: result.types[k] for k in ("tower", "signet", "path", "sphere")} == dict.fromkeys(
        ("tower", "signet", "path", "sphere"), wbr)
    assert result.types["treasure"] == wubrg and result.types["gold"] == wubrg
    board = board_from(JUDGE_BOARD)
    # six mana at most, of which only the two tokens can be {U} or {G}
    paid = mtgasp.mana(board, "alice", cost="{W}{B}{R}{R}{U}{G}")
    assert paid.complete and paid.cost is not None and paid.cost.payable and paid.cost.complete
    never = mtgasp.mana(board, "alice", cost="{U}{G}{G}")
    assert never.complete and never.cost is not None and not never.cost.payable
    seven = mtgasp.mana(board, "alice", cost="{7}")
    assert seven.complete and seven.cost is not None and not seven.cost.payable
