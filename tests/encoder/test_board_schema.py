"""The published JSON Schema of the board format (docs/board-format.schema.json) and the loader agree:
every example board is valid under both, and each mistake of shape, type or range is refused by both."""
from __future__ import annotations

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import EXAMPLES, ROOT

import mtgasp
from mtgasp.encoder.board import OBJECT_KEYS, TOP_KEYS
from mtgasp.encoder.limits import ENGINE_MAX, MAX_AMOUNT, MAX_TEXT
from mtgasp.encoder.reader import read_document
from mtgasp.encoder.validate import CHOICE_KEYS

jsonschema = pytest.importorskip("jsonschema")

SCHEMA = json.loads((ROOT / "docs" / "board-format.schema.json").read_text(encoding="utf-8"))
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def schema_accepts(data: object) -> bool:
    return VALIDATOR.is_valid(data)


def loader_accepts(data: object) -> bool:
    try:
        mtgasp.parse_board(json.dumps(data), "<schema>", json_format=True)
    except mtgasp.BoardError:
        return False
    return True


def test_the_schema_is_a_valid_schema():
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


def test_the_schema_names_the_keys_and_limits_of_the_loader():
    assert set(SCHEMA["properties"]) == set(TOP_KEYS)
    entry = SCHEMA["$defs"]["object"]["properties"]
    assert set(entry) | {"attached_to", "copy_of", "source", "ability", "face", "loyalty_activated",
                                                                    "level"} == set(OBJECT_KEYS)  # per zone
    assert set(SCHEMA["$defs"]["choices"]["properties"]) == set(CHOICE_KEYS)
    assert SCHEMA["$defs"]["amount"]["maximum"] == MAX_AMOUNT
    assert SCHEMA["$defs"]["number"]["maximum"] == ENGINE_MAX
    assert SCHEMA["$defs"]["text"]["maxLength"] == MAX_TEXT


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.yaml")), ids=lambda p: p.name)
def test_every_example_board_is_valid(path):
    data = read_document(path.read_text(encoding="utf-8"), str(path)).data
    errors = [e.message for e in VALIDATOR.iter_errors(data)]
    assert errors == []
    assert loader_accepts(data)


GOOD = {
    "players": ["alice", "bob"],
    "active_player": "bob",
    "battlefield": [
        {"card": "Forest", "controller": "alice", "id": "f", "tapped": True, "counters": {"charge": 2}},
        {"card": "Overgrowth", "controller": "alice", "owner": "bob", "attached_to": "f", "timestamp": 7},
        {"card": "Cavern of Souls", "controller": "bob", "chosen": {"creature_type": "Elf", "color": "green"}},
        {"card": "Noble Banneret", "controller": "bob", "noted": ["Llanowar Elves"], "sick": False, "x": 3},
    ],
    "effects": [{"card": "Pale Moon", "controller": "bob", "targets": ["f"]}],
    "libraries": {"alice": ["Forest"]},
    "graveyards": {"bob": ["Tarmogoyf"]},
    "life": {"alice": 0, "bob": ENGINE_MAX},
}

# (path to change, new value): each a mistake of shape, type or range that both must refuse.
MISTAKES = [
    (("players",), []), (("players",), "alice"), (("players", 0), ""), (("players", 0), "   "), (("players", 0), 7),
    (("players", 0), "a\u0000b"), (("players", 0), "a\nb"), (("players", 0), "a\u202eb"), (("players", 0), "x" * 257),
    (("players", 1), "alice"), (("unknown",), 1), (("battlefield",), {}), (("battlefield", 0, "card"), 5),
    (("battlefield", 0, "controller"), None), (("battlefield", 0, "tapped"), "yes"), (("battlefield", 0, "tapped"), 1),
    (("battlefield", 0, "counters"), [1]), (("battlefield", 0, "counters", "charge"), -1),
    (("battlefield", 0, "counters", "charge"), MAX_AMOUNT + 1), (("battlefield", 0, "counters", "charge"), 2**31),
    (("battlefield", 0, "counters", "charge"), 1.5), (("battlefield", 0, "counters", "charge"), True),
    (("battlefield", 0, "x"), -1), (("battlefield", 0, "x"), 2**31), (("battlefield", 0, "x"), "3"),
    (("battlefield", 0, "timestamp"), -1), (("battlefield", 0, "timestamp"), 2**31),
    (("battlefield", 0, "colour"), "red"), (("battlefield", 2, "chosen", "color"), "purple"),
    (("battlefield", 2, "chosen", "flavor"), "x"), (("battlefield", 1, "attached_to"), 3),
    (("effects", 0, "attached_to"), "f"), (("effects", 0, "targets"), [3]), (("life",), [20]),
    (("life", "alice"), -5), (("life", "alice"), 2**31), (("libraries",), ["Forest"]),
    (("libraries", "alice"), "Forest"), (("graveyards", "bob", 0), 3),
]


def changed(path: tuple, value: object) -> dict:
    data = copy.deepcopy(GOOD)
    node = data
    for part in path[:-1]:
        node = node[part]
    node[path[-1]] = value
    return data


def test_a_good_board_is_valid_under_both():
    assert schema_accepts(GOOD) and loader_accepts(GOOD)


def test_the_loader_is_stricter_about_how_numbers_are_written():
    # To JSON Schema 20.0 is an integer; the loader refuses a fraction where a whole number is meant.
    data = changed(("life", "alice"), 20.0)
    assert schema_accepts(data) and not loader_accepts(data)


@pytest.mark.parametrize("path, value", MISTAKES, ids=[f"{'.'.join(map(str, p))}={v!r:.20}" for p, v in MISTAKES])
def test_mistakes_are_refused_by_both(path, value):
    data = changed(path, value)
    assert not schema_accepts(data)
    assert not loader_accepts(data)


VALUES = (st.none() | st.booleans() | st.integers(-2**40, 2**40) | st.sampled_from([0, MAX_AMOUNT, MAX_AMOUNT + 1,
          2**31 - 1, 2**31, -1]) | st.floats(allow_nan=False) | st.text(max_size=8) |
          st.sampled_from(["", " ", "a\nb", "a\x00", "alice", "bob", "f", "Forest", "G", "x" * 300]) |
          st.lists(st.sampled_from(["alice", "f", "Forest", 3]), max_size=2) | st.just({}))
PATHS = st.sampled_from([p for p, _ in MISTAKES if p[0] != "unknown"] + [
    ("battlefield", 3, "x"), ("battlefield", 1, "timestamp"), ("battlefield", 0, "counters", "charge"),
    ("life", "bob"), ("active_player",), ("battlefield", 0, "sick")])


@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(PATHS, VALUES)
def test_what_the_schema_refuses_the_loader_refuses(path, value):
    """The schema checks shape, types and ranges; the loader checks those and more (cards, players, ids),
    so a board the schema refuses is refused by the loader too."""
    data = changed(path, value)
    if not schema_accepts(data):
        assert not loader_accepts(data)
