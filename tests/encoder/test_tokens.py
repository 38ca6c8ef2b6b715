"""Predefined tokens on a board (token: Treasure), CR 111.10, issue 26: their characteristics and abilities come from
their definitions in the Comprehensive Rules, compiled like cards at data-build time (tools/build_tokens.py,
rules/data/tokens.jsonl), read at query time without the compiler."""
from __future__ import annotations

import hashlib
import re
import subprocess
import sys

import pytest
from support import DATA, ROOT, board_from, could, refused_board

import mtgasp
from mtgasp.compiler.version import compiler_digest
from mtgasp.encoder import BoardError
from mtgasp.encoder.tokens import find_token, tokens
from mtgasp.render.words import listed, message

TOKENS = ROOT / "rules" / "data" / "tokens.jsonl"
COLORS = ("W", "U", "B", "R", "G")


def one(entry: str) -> str:
    return f"""
        players: [alice, bob]
        battlefield:
          - {entry}
    """


@pytest.mark.parametrize("token, produced", [
    # CR 111.10a: "A Treasure token is a colorless Treasure artifact token with '{T}, Sacrifice this token: Add one
    # mana of any color.'"
    ("Treasure", COLORS),
    # CR 111.10c: "A Gold token is a colorless Gold artifact token with 'Sacrifice this token: Add one mana of any
    # color.'"
    ("Gold", COLORS),
    # CR 111.10h: "A Powerstone token is ... with '{T}: Add {C}. This mana can't be spent to cast a nonartifact spell.'"
    ("Powerstone", ("C",)),
    # The cards that create Eldrazi Spawn and Scion define them: "a 0/1 colorless Eldrazi Spawn creature token with
    # 'Sacrifice this token: Add {C}.'" (Awakening Zone, Kozilek's Predator), "1/1 ... Eldrazi Scion" (Blight Herder).
    ("Eldrazi Spawn", ("C",)),
    ("Eldrazi Scion", ("C",)),
    # CR 111.10b, f, g: Food, Clue and Blood add no mana; their abilities change no answer here (CR 605.1a: no mana
    # ability), so the answer is complete.
    ("Food", ()),
    ("Clue", ()),
    ("Blood", ()),
])
def test_a_predefined_tokens_mana(token, produced):
    result = could(one(f"{{token: {token}, controller: alice, id: t}}"))
    assert result.complete, message(result)
    assert result.types["t"] == produced


def test_tokens_characteristics_are_their_definitions():
    board = board_from("""
        players: [alice]
        battlefield:
          - {token: Treasure, controller: alice}
          - {token: Walker, controller: alice}
          - {token: Eldrazi Scion, controller: alice}
          - {token: Cursed Role, controller: alice}
    """)
    shown = mtgasp.show(board).objects
    # CR 111.4: "If the spell or ability doesn't specify the name of the token, its name is the same as its
    # subtype(s) plus the word 'Token.'"; a named one (CR 111.10d Walker, 111.10j Cursed) has that name.
    assert shown["treasure"].names == ("Treasure Token",) and shown["walker"].names == ("Walker",)
    assert shown["cursed-role"].names == ("Cursed",)
    assert shown["treasure"].card_types == ("artifact",) and shown["treasure"].subtypes == ("treasure",)
    assert shown["treasure"].colors == () and shown["treasure"].mana_value == 0  # CR 111.3: no mana cost
    # CR 111.10d: "A Walker token is a 2/2 black Zombie creature token named Walker." Its color is its definition's
    # (CR 111.3), known: not a color indicator the library may miss.
    walker = shown["walker"]
    assert walker.colors == ("b",) and walker.power_toughness == (2, 2) and walker.subtypes == ("zombie",)
    assert "colors" not in walker.incomplete_fields
    assert shown["eldrazi-scion"].power_toughness == (1, 1) and shown["eldrazi-scion"].subtypes == ("eldrazi", "scion")
    assert shown["cursed-role"].subtypes == ("aura", "role")


def test_a_predefined_token_is_a_token():
    # CR 111.1: the object is a token (token/1), as with token: true.
    board = board_from(one("{token: Treasure, controller: alice}"))
    assert board.objects[0].token is True and board.objects[0].card == "Treasure Token"
    assert 'token("treasure").' in mtgasp.encode(board, stages=False)


def test_powerstone_mana_is_not_spent_where_it_may_not_be():
    # CR 111.10h, 106.6: the Powerstone's mana can't be spent on a nonartifact spell; which cost is asked about is not
    # given, so the mana is not used and a cost only it could pay is not proven payable (incomplete, said).
    board = board_from("""
        players: [alice]
        battlefield:
          - {token: Powerstone, controller: alice}
          - {card: Sol Ring, controller: alice}
    """)
    paid = mtgasp.mana(board, "alice", cost="{2}")  # Sol Ring alone pays it
    assert paid.cost is not None and paid.cost.payable and paid.complete
    unsure = mtgasp.mana(board, "alice", cost="{3}")  # only with the Powerstone's {C}
    assert unsure.cost is not None and not unsure.cost.payable and not unsure.complete
    assert any("Powerstone Token" in n and "106.6" in n for n in listed(unsure.notes)), unsure.notes


def test_treasures_pay_any_color():
    board = board_from("""
        players: [alice]
        battlefield:
          - {token: Treasure, controller: alice}
          - {token: Treasure, controller: alice}
    """)
    paid = mtgasp.mana(board, "alice", cost="{W}{B}")
    assert paid.complete and paid.cost is not None and paid.cost.payable
    assert not mtgasp.mana(board, "alice", cost="{3}").cost.payable  # each Treasure once: {T} and sacrifice


@pytest.mark.parametrize("entry, message", [
    ("{token: Tresure, controller: alice}", "unknown predefined token 'Tresure' (CR 111.10) (did you mean: Treasure?)"),
    ("{token: Treasure, card: Forest, controller: alice}", "give either card:"),
    ("{token: 5, controller: alice}", "token: give true, false or the name of a predefined token"),
    # CR 111.6: not a card; the token it names is said with the key to write
    ("{card: Treasure Token, controller: alice}", "card: 'Treasure Token' is a token, not a card: write token: Treasure"),
    ("{card: Eldrazi Spawn, controller: alice}", "card: 'Eldrazi Spawn' is a token, not a card: write token: Eldrazi Spawn"),
    ("{card: Tresure, controller: alice}", "unknown card 'Tresure'"),
    ("{token: Incubator, controller: alice}", "CR 111.10i: a double-faced token"),
])
def test_a_bad_token_is_one_line_exit_2(tmp_path, entry, message):
    refused_board(tmp_path, f"players: [alice]\nbattlefield:\n  - {entry}\n", 3, message)


def test_a_token_under_effects_is_refused():
    with pytest.raises(BoardError, match="a predefined token is a permanent"):
        board_from("players: [alice]\neffects:\n  - {token: Treasure, controller: alice}\n")


def test_a_board_built_in_python_names_the_token():
    token = mtgasp.BoardObject(id="t", card="Treasure Token", controller="a", owner="a", token=True)
    board = mtgasp.Board(players=("a",), active_player="a", objects=(token,))
    assert mtgasp.could_produce(board).types["t"] == COLORS
    with pytest.raises(BoardError, match="unknown card 'Treasure Token'"):  # not a card (CR 111.6)
        mtgasp.BoardObject(id="t", card="Treasure Token", controller="a", owner="a")


def test_the_library_holds_every_definition_of_111_10_but_the_double_faced():
    from support import cr_text

    defined = set(re.findall(r"^111\.10[a-z] An? (.+?) token is", cr_text(), re.MULTILINE))
    assert {t.key for t in tokens()} == defined - {"Incubator"} | {"Eldrazi Spawn", "Eldrazi Scion"}
    assert find_token("treasure") is find_token("Treasure Token") is not None
    # No token's name is a card's (CR 111.6): a card: entry never finds one, and the facts are the token's.
    assert all(mtgasp.encoder.library.find_card(t.name) is None for t in tokens())


def test_the_token_library_records_its_sources_and_compiler():
    head = TOKENS.open(encoding="utf-8").readline()
    for source in ("comprehensive-rules.txt.gz", "oracle-cards.json.gz"):
        digest = hashlib.sha256((DATA / source).read_bytes()).hexdigest()
        assert f"{source} sha256={digest}" in head, "run `python tools/build_tokens.py`"
    assert f"compiler={compiler_digest()}" in head, "the compiler changed: run `python tools/build_tokens.py`"


def test_the_token_library_rebuilds_to_the_same_bytes(tmp_path):
    out = tmp_path / "tokens.jsonl"
    subprocess.run([sys.executable, str(ROOT / "tools" / "build_tokens.py"), "--out", str(out)], check=True,
                   cwd=ROOT, capture_output=True)
    assert out.read_bytes() == TOKENS.read_bytes()


def test_a_query_on_tokens_loads_no_compiler():
    probe = """
import json, sys, mtgasp
board = mtgasp.parse_board("players: [a]\\nbattlefield:\\n  - {token: Treasure, controller: a}\\n")
assert mtgasp.could_produce(board).types["treasure"]
print(json.dumps(sorted(m for m in sys.modules if m.startswith(("lark", "mtgasp.compiler")))))
"""
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, cwd=ROOT).stdout
    assert out.strip().splitlines()[-1] == "[]"
