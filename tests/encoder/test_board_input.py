"""Hostile and extreme board files: every one is refused with one line naming the file, the line and the
field, or read exactly; never a wrapped number, a traceback or a hang (issues 13, 15; docs/board-format.md)."""
from __future__ import annotations

import contextlib
import json
import os
import textwrap
from dataclasses import replace

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

import mtgasp
from mtgasp.encoder import BoardError, reader
from mtgasp.encoder.library import card_names
from mtgasp.encoder.limits import ENGINE_MAX, MAX_AMOUNT, MAX_FILE_BYTES, text_problem

FOREST = "players: [alice, bob]\nbattlefield:\n  - {card: Forest, controller: alice, id: f}\n"


def parse(text: str, json_format: bool = False) -> mtgasp.Board:
    return mtgasp.parse_board(textwrap.dedent(text), "b.json" if json_format else "b.yaml", json_format)


def refused(text: str, *parts: str, json_format: bool = False) -> str:
    """The one-line error for a board, checked to contain each of `parts`."""
    with pytest.raises(BoardError) as info:
        parse(text, json_format)
    message = str(info.value)
    assert "\n" not in message and len(message) < 1200, message
    for part in parts:
        assert part in message, message
    return message


def entry(field: str) -> str:
    return f"players: [alice]\nbattlefield:\n  - card: Astral Cornucopia\n    controller: alice\n    {field}\n"


# --- numbers ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("value, why", [
    ("2147483648", "2,147,483,648"),  # 2^31: would wrap to -2^31 inside clingo
    ("1000000000000", "1,000,000,000,000"),
    ("9" * 5000, "5,000 digits"),  # refused before it is converted
    ("-1", "(got -1)"),
    ("0x10", "hexadecimal"),  # YAML 1.1 read 16
    ("0o17", "octal"),
    ("1.5", "decimal fraction"),
    ("1e3", "decimal fraction"),
    (".inf", "decimal fraction"),
    ("true", "true/false"),
    ("'3'", "a text"),
])
@pytest.mark.parametrize("field", ["counters: {charge: %s}", "x: %s", "timestamp: %s"])
def test_numbers_out_of_range_or_of_another_type_are_refused(field, value, why):
    refused(entry(field % value), "b.yaml:5:", field.split(":")[0], why)


def test_amounts_up_to_the_limit_are_read_exactly():
    board = parse(entry(f"counters: {{charge: {MAX_AMOUNT}}}"))
    assert board.objects[0].counters == (("charge", MAX_AMOUNT),)
    refused(entry(f"counters: {{charge: {MAX_AMOUNT + 1}}}"), "1,000,001")
    assert parse(entry(f"timestamp: {ENGINE_MAX}")).objects[0].timestamp == ENGINE_MAX
    assert parse(entry("x: 010")).objects[0].x == 10  # YAML 1.2: decimal


def test_life_negative_is_refused_and_zero_is_a_life_total():
    # A player with 0 or less life loses (CR 104.3b); life: -5 used to remove every pool.
    refused(FOREST + "life: {alice: -5}\n", "b.yaml:4:", "life: alice", "(got -5)")
    refused(FOREST + "life: {alice: 2147483648}\n", "2,147,483,648")
    assert parse(FOREST + "life: {alice: 0}\n").life == (("alice", 0),)


# --- YAML 1.2, aliases, tags, nesting -------------------------------------------------------------

def test_yaml_1_2_words_are_texts():
    assert parse("players: [yes, no, on, off, y, n]\n").players == ("yes", "no", "on", "off", "y", "n")
    refused("players: [a]\non: 1\n", "unknown key 'on'")


@pytest.mark.parametrize("text, line", [
    ("players: &p [a]\nactive_player: a\ngraveyards: {a: *p}\n", 3),
    ("players: [a]\nbattlefield:\n  - &e {card: Forest, controller: a}\n  - *e\n", 4),
    ("a: &a [*a]\n", 1),  # recursive
    ("&a [*a]\n", 1),
    ("players: [a]\nbattlefield:\n  - &e {card: Forest, controller: a, noted: *e}\n", 3),
    ("players: [a]\nx: &b {k: 1}\nbattlefield:\n  - {<<: *b, card: Forest, controller: a}\n", 4),
])
def test_aliases_are_refused_where_they_are(text, line):
    refused(text, f"b.yaml:{line}:", "aliases")


def billion_laughs(where: str) -> str:
    """Ten levels of nine aliases each: 10^9 items if expanded."""
    levels = ['&l0 [Forest, Forest, Forest, Forest, Forest, Forest, Forest, Forest, Forest]']
    levels += [f"&l{i} [{', '.join([f'*l{i - 1}'] * 9)}]" for i in range(1, 10)]
    if where == "graveyards":
        return "players: [a]\ngraveyards:\n  a:\n" + "".join(f"    - {level}\n" for level in levels)
    return "".join(f"lol{i}: {level}\n" for i, level in enumerate(levels))


@pytest.mark.parametrize("where", ["top", "graveyards"])
def test_billion_laughs_fails_at_the_first_alias(where):
    refused(billion_laughs(where), "aliases")


def test_tags_and_documents():
    refused("players: !!python/object/apply:os.system ['true']\n", "tags")
    refused("players: [a]\nx: !!int '3'\n", "tags")
    refused("players: [a]\n---\nplayers: [b]\n", "one document", "b.yaml:2:")
    assert parse("players: [!!str 1]\n").players == ("1",)


@pytest.mark.parametrize("json_format", [False, True])
def test_nesting_is_bounded(json_format):
    refused("[" * 5000 + "]" * 5000, "nest", json_format=json_format)
    refused('{"players": ["a"], "x": ' + "[" * 40 + "]" * 40 + "}", "nested", json_format=json_format)


def test_duplicate_keys_name_both_lines():
    refused("players: [a]\nbattlefield:\n  - card: Forest\n    controller: a\n    card: Island\n",
            "b.yaml:5:", "duplicate key 'card'", "line 3")


# --- JSON -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, part", [
    ('{"players": ["a"], "life": {"a": ' + "1" * 5000 + "}}", "digits"),
    ('{"players": ["a"], "life": {"a": NaN}}', "NaN"),
    ('{"players": ["a"], "life": {"a": 1e400}}', "decimal fraction"),
    ('{"players": ["a", "\\ud800"]}', "invalid JSON"),
    ('{"players": ["a\\u0000b"]}', "NUL"),
    ('{"players": ["a"],}', "invalid JSON"),
    ('{"players": ["a"], "players": ["b"]}', "duplicate key"),
])
def test_json_extremes(text, part):
    refused(text, part, json_format=True)


# --- texts ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, part", [
    ('"f\\0a"', "NUL"),
    ('"f\\x1b[31mred"', "control character"),
    ('"f\\nline"', "line break"),
    ('"f\\u202egnp"', "control character"),
    ('"' + "f" * 300 + '"', "longer than 256"),
    ("'   '", "empty"),
])
@pytest.mark.parametrize("field", ["id", "controller", "card", "attached_to", "targets", "noted", "chosen"])
def test_unprintable_or_huge_texts_are_refused(field, text, part):
    entries = {"id": f"card: Forest, controller: alice, id: {text}", "controller": f"card: Forest, controller: {text}",
               "card": f"card: {text}, controller: alice", "attached_to": f"card: Forest, controller: alice, attached_to: {text}",
               "targets": f"card: Forest, controller: alice, targets: [{text}]",
               "noted": f"card: Forest, controller: alice, noted: [{text}]",
               "chosen": f"card: Forest, controller: alice, chosen: {{name: {text}}}"}
    message = refused(f"players: [alice]\nbattlefield:\n  - {{{entries[field]}}}\n", "b.yaml:3:")
    assert part in message or field == "controller" and "unknown player" in message or part == "empty" and "give" in message


def test_nul_characters_cannot_merge_two_permanents():
    # "f\0a" and "f\0b" were one permanent inside clingo (a NUL ends the string there).
    refused('players: [a]\nbattlefield:\n  - {card: Forest, controller: a, id: "f\\0a"}\n'
            '  - {card: Island, controller: a, id: "f\\0b"}\n', "b.yaml:3:", "NUL")
    refused('players: ["a\\0x", "a\\0y"]\n', "NUL")


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["not", "NOT", "Not", "#include", 'x"). p("', "a.b", "Ω", "default"])
def test_any_counter_kind_is_data(kind):
    quoted = kind.replace("\\", "\\\\").replace('"', '\\"')
    board = parse(f'players: [a]\nbattlefield:\n  - {{card: Forest, controller: a, id: f, counters: {{"{quoted}": 2}}}}\n')
    assert mtgasp.could_produce(board).types == {"f": ("G",)}


def test_known_counter_kinds_still_match_the_cards():
    board = parse("players: [a]\nbattlefield:\n  - {card: Astral Cornucopia, controller: a, id: c, "
                  "counters: {Charge: 2}}\n")
    outcomes = {o.mana for o in mtgasp.produce(board, "c").abilities[0].outcomes}
    assert "GG" in outcomes


def test_the_same_kind_twice_is_refused():
    refused(entry("counters: {charge: 1, Charge: 2}"), "same kind")


# --- attachments (CR 301.5c, 303.4d: an Aura or Equipment can't be attached to itself) -------------

@pytest.mark.parametrize("battlefield, part", [
    ("  - {card: Overgrowth, controller: a, id: o, attached_to: o}\n", "itself"),
    ("  - {card: Overgrowth, controller: a, id: o, attached_to: p}\n"
     "  - {card: Overgrowth, controller: a, id: p, attached_to: o}\n", "cycle"),
    ("  - {card: Overgrowth, controller: a, id: o, attached_to: p}\n"
     "  - {card: Overgrowth, controller: a, id: p, attached_to: q}\n"
     "  - {card: Overgrowth, controller: a, id: q, attached_to: o}\n", "cycle"),
    ("  - {card: Overgrowth, controller: a, id: o, attached_to: pm}\n", "effect"),
    ("  - {card: Overgrowth, controller: a, id: o, attached_to: nowhere}\n", "unknown id"),
])
def test_impossible_attachments_are_refused(battlefield, part):
    text = "players: [a]\nbattlefield:\n" + battlefield + "effects:\n  - {card: Pale Moon, controller: a, id: pm}\n"
    refused(text, part, "b.yaml:")


def test_an_effect_is_attached_to_nothing():
    refused("players: [a]\nbattlefield:\n  - {card: Forest, controller: a, id: f}\n"
            "effects:\n  - {card: Pale Moon, controller: a, attached_to: f}\n", "b.yaml:5:", "effect")


# --- files ----------------------------------------------------------------------------------------

def test_named_pipes_devices_and_folders_are_refused_without_blocking(tmp_path):
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)  # opening it for reading would block until a writer comes
    for path, part in ((fifo, "not a regular file"), ("/dev/zero", "not a regular file"), (tmp_path, "folder")):
        with pytest.raises(BoardError, match=part):
            mtgasp.load_board(path)


def test_size_and_encoding(tmp_path):
    big = tmp_path / "big.yaml"
    with open(big, "wb") as f:
        f.write(FOREST.encode())
        f.seek(MAX_FILE_BYTES + 1)
        f.write(b"\n")
    with pytest.raises(BoardError, match="larger than 16 MiB"):
        mtgasp.load_board(big)
    latin = tmp_path / "latin.yaml"
    latin.write_bytes(FOREST.encode() + b"  - {card: For\xeat, controller: alice}\n")
    with pytest.raises(BoardError, match=r"latin.yaml:4: the board file is not UTF-8"):
        mtgasp.load_board(latin)
    bom = tmp_path / "bom.yaml"
    bom.write_bytes(b"\xef\xbb\xbf" + FOREST.encode())
    assert mtgasp.load_board(bom).players == ("alice", "bob")


def test_a_file_name_with_a_line_break_or_not_utf8_gives_one_printable_line(tmp_path):
    for name in ("bad\nname.yaml", os.fsdecode(b"bad\xffname.yaml")):
        path = tmp_path / name
        path.write_text("players: [a]\nbattlefield:\n  - {card: Forrest, controller: a}\n", encoding="utf-8")
        with pytest.raises(BoardError) as info:
            mtgasp.load_board(path)
        message = str(info.value)
        assert "\n" not in message and "Forest" in message
        message.encode("utf-8")  # printable: no lone surrogate


def test_text_given_to_parse_board_is_checked_too():
    with pytest.raises(BoardError, match="not valid Unicode|invalid YAML"):
        mtgasp.parse_board("players: [\ud800]\n")
    with pytest.raises(BoardError):
        mtgasp.parse_board("players: [a\x00]\n")
    with pytest.raises(BoardError, match="give the text"):
        mtgasp.parse_board(b"players: [a]\n")  # type: ignore[arg-type]


# --- the file read once, each field checked once (docs/performance.md, "Sixth round: parse") ---------

_VALUES = [None, True, False, 0, 1, 3, -1, MAX_AMOUNT, MAX_AMOUNT + 1, ENGINE_MAX, ENGINE_MAX + 1, 1.5, "", " ",
           "a\nb", "\x00", "alice", "bob", "carol", "f", "g", "Forest", "forest", "Grizzly Bears", "Nothing Such",
           "Swamp", "Urza's", "+1/+1", "charge", "ß" * 200, "x" * 300, "0x10", [], ["f"], ["g", "f"], ["Forest"],
           ["grizzly bears"], ["h"], [3], {}, {"charge": 2}, {"+1/+1": 1, "p1p1": 2}, {"ß" * 200: 1},
           {"Time Lapse": MAX_AMOUNT + 1}, {"color": "green"}, {"color": "X"}, {"land_type": "Urza's"},
           {"land_type": "Forest"}, {"player": "bob"}, {"player": "carol"}, {"name": "Forest"}, {"colour": "G"}]
_FIELDS = ["card", "controller", "owner", "id", "tapped", "sick", "token", "x", "timestamp", "ability", "attached_to",
           "source", "copy_of", "targets", "noted", "exiled", "counters", "chosen"]


def _built_again(text: str) -> None:
    """validate.FILE_CHECKED: an object the file's validator builds is not checked again for the fields the
    validator checks itself. So each object it builds must pass the whole check of an object built by hand,
    with the same values."""
    try:
        board = mtgasp.parse_board(text, "b.yaml")
    except BoardError:
        return
    for obj in board.objects:
        assert replace(obj) == obj  # built again outside the validator: every field checked


@pytest.mark.slow
@pytest.mark.parametrize("section", ["battlefield", "effects"])
@pytest.mark.parametrize("field", _FIELDS)
def test_file_checks_what_the_object_checks(section, field):
    for value in _VALUES:
        entry = {"card": "Forest", "controller": "alice", "id": "f", field: value}
        data = {"players": ["alice", "bob"], "battlefield": [{"card": "Forest", "controller": "bob", "id": "g"}]}
        data.setdefault(section, []).append(entry)
        _built_again(yaml.safe_dump(data, allow_unicode=True))


_ENTRY = st.builds(lambda base, extra: {**base, **extra},
                   st.fixed_dictionaries({"card": st.sampled_from(["Forest", "Pale Moon", "Lightning Bolt"]),
                                          "controller": st.sampled_from(["alice", "bob"])}),
                   st.dictionaries(st.sampled_from(_FIELDS), st.sampled_from(_VALUES), max_size=3))
_BOARDS = st.fixed_dictionaries({"players": st.just(["alice", "bob"]), "battlefield": st.lists(_ENTRY, max_size=3)},
                                optional={"effects": st.lists(_ENTRY, max_size=2)})
_SETTINGS = settings(max_examples=200, deadline=None, derandomize=True)


@pytest.mark.slow
@_SETTINGS
@given(data=_BOARDS)
def test_file_checks_what_the_object_checks_in_any_board(data):
    _built_again(yaml.safe_dump(data, allow_unicode=True))


def test_card_library_names_are_texts():
    """The validator gives an object the library's name of its card: each passes an object's check of a text."""
    assert [name for name in card_names() if text_problem(name) is not None] == []


@pytest.mark.slow
@_SETTINGS
@given(data=_BOARDS, json_format=st.booleans(), cut=st.integers(0, 400))
def test_the_quick_reading_is_the_full_one(data, json_format, cut):
    """reader._walk_fast reads what reader._walk reads (values, the lines of the first two levels), or gives up
    (then the file is read by _walk); Document.at() gives every node the line _walk gives it."""
    text = json.dumps(data, indent=1) if json_format else yaml.safe_dump(data, allow_unicode=True)
    text = text if cut > len(text) else text[:cut] + text[cut // 2:]  # now and then a broken document
    fmt = "JSON" if json_format else "YAML"
    full, quick = reader.Document(None, "b"), reader.Document(None, "b")
    try:
        reader._walk(text, full, fmt)
    except (BoardError, yaml.YAMLError):
        with contextlib.suppress(BoardError, yaml.YAMLError):
            assert not reader._walk_fast(text, quick, fmt)
        return
    assert reader._walk_fast(text, quick, fmt)
    assert repr(quick.data) == repr(full.data)
    assert {path: line for path, line in full.lines.items() if len(path) <= 2} == \
        {path: line for path, line in quick.lines.items() if len(path) <= 2}
    for path in full.lines:
        assert quick.at(*path) == full.at(*path)
