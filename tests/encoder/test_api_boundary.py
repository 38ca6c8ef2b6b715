"""The ASP boundary (issue 15): boards built by hand through the Python API get the guarantee the file
loader gives, and every value reaches the program only as a term clingo rendered itself."""
from __future__ import annotations

import clingo
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mtgasp
from mtgasp import Board, BoardError, BoardObject, DamageEvent, EnterEvent, TapEvent
from mtgasp.encoder import board_facts
from mtgasp.encoder.errors import BoardTypeError
from mtgasp.encoder.library import _statements
from mtgasp.encoder.limits import ENGINE_MAX, MAX_AMOUNT

FOREST = BoardObject("f", "Forest", "alice", "alice")


def board(*objects: BoardObject, **kwargs) -> Board:
    return Board(("alice", "bob"), "alice", objects or (FOREST,), **kwargs)


# --- text that used to become code -----------------------------------------------------------------

@pytest.mark.parametrize("field, value", [
    ("x", '#include "/etc/hostname".'),  # made clingo read that file
    ("timestamp", '1). on_battlefield("ghost'),  # added a ghost permanent
    ("x", True), ("x", 1.5), ("x", 2**31), ("x", -1), ("timestamp", -1), ("timestamp", 2**31),
    ("tapped", 1), ("tapped", "yes"), ("sick", None), ("zone", "graveyard"), ("zone", "effect\n#include"),
    ("counters", (("charge", "3"),)), ("counters", (("charge", 2**31),)), ("counters", (("charge", True),)),
    ("counters", "charge"), ("counters", (("charge", 1), ("Charge", 2))), ("counters", ((1, 2),)),
    ("attached_to", "f"), ("attached_to", 5), ("chosen", (("color", "purple"),)), ("chosen", (("x", "y"),)),
    ("card", "forest"), ("card", "Forest\0"), ("card", "Nonexistent"), ("id", "f\0a"), ("id", "\ud800"),
    ("id", ""), ("id", 7), ("controller", None), ("targets", "f"), ("noted", ("Not A Card",)), ("line", "3"),
])
def test_hand_built_objects_are_checked(field, value):
    fields = {"id": "f", "card": "Forest", "controller": "alice", "owner": "alice", field: value}
    with pytest.raises(BoardError) as info:
        BoardObject(**fields)
    assert "\n" not in str(info.value)
    if not isinstance(value, str) and field in ("x", "timestamp", "tapped", "id") and type(value) is not int:
        assert isinstance(info.value, TypeError)


@pytest.mark.parametrize("make, part", [
    (lambda: board(life=(("alice", -5),)), "life"),
    (lambda: board(life=(("alice", 2**31),)), "life"),
    (lambda: board(life=(("carol", 20),)), "not a player"),
    (lambda: board(BoardObject("f", "Forest", "carol", "carol")), "not a player"),
    (lambda: board(BoardObject("a", "Overgrowth", "alice", "alice", attached_to="b"),
                   BoardObject("b", "Overgrowth", "alice", "alice", attached_to="a")), "cycle"),
    (lambda: board(BoardObject("a", "Overgrowth", "alice", "alice", attached_to="e"),
                   BoardObject("e", "Pale Moon", "alice", "alice", zone="effect")), "effect"),
    # red team 6: an Adventure is never a permanent (CR 715.4), and an effect is no object a copy copies (CR 109.1)
    (lambda: board(BoardObject("s", "Stomp", "alice", "alice")), "Adventure of Bonecrusher Giant"),
    (lambda: board(BoardObject("c", "Clone", "alice", "alice", copy_of="Stomp")), "Adventure of Bonecrusher Giant"),
    (lambda: board(BoardObject("c", "Clone", "alice", "alice", copy_of="g"),
                   BoardObject("g", "Giant Growth", "alice", "alice", zone="effect")), "is an effect, not a permanent"),
    (lambda: board(FOREST, FOREST), "duplicate id"),
    (lambda: Board(("a", "a"), "a", ()), "duplicate player"),
    (lambda: Board(("a",), "b", ()), "not a player"),
    (lambda: Board(("a\0x", "a\0y"), "a\0x", ()), "NUL"),
    (lambda: Board("ab", "a", ()), "players"),
    (lambda: Board(("a",), "a", ("f",)), "BoardObject"),
    (lambda: board(graveyards=(("alice", ("Forest\x1b[2J",)),)), "control"),
    (lambda: board(libraries=(("alice", "Forest"),)), "texts"),
])
def test_hand_built_boards_are_checked(make, part):
    with pytest.raises(BoardError, match=part):
        make()


def test_copies_that_skip_the_constructor_are_checked_before_use():
    import copy

    good = board()
    bad = copy.copy(good)
    object.__setattr__(bad, "life", (("alice", 2**31),))
    with pytest.raises(BoardError, match="life"):
        board_facts(bad)
    assert "life_total" not in board_facts(good)


def test_the_counter_kind_not_is_data_through_the_api():
    b = board(BoardObject("f", "Forest", "alice", "alice", counters=(("not", 3), ("x). y", 1))))
    assert 'counter("f", "not", 3).' in board_facts(b)
    assert mtgasp.could_produce(b).types == {"f": ("G",)}


# --- wrong argument types fail at the door, naming the argument -------------------------------------

@pytest.mark.parametrize("call, name, kind", [
    (lambda b: mtgasp.produce(b, 5), "permanent_id", TypeError),
    (lambda b: mtgasp.produce(b, "f", timeout="60"), "timeout", TypeError),
    (lambda b: mtgasp.produce(b, "f", timeout=float("nan")), "timeout", ValueError),
    (lambda b: mtgasp.produce("board", "f"), "board", TypeError),
    (lambda b: mtgasp.could_produce(b, timeout=-1), "timeout", ValueError),
    (lambda b: mtgasp.mana(b, 5), "player", TypeError),
    (lambda b: mtgasp.mana(b, "alice", cost=5), "cost", TypeError),
    (lambda b: mtgasp.can_activate(b, "f", 1.0), "ability", TypeError),
    (lambda b: mtgasp.can_activate(b, "f", 2**40), "ability", ValueError),
    (lambda b: mtgasp.show(b, 3), "object_id", TypeError),
    (lambda b: mtgasp.query(b, None), "question", TypeError),
    (lambda b: mtgasp.query(b, 'named f "For\x00est"'), "named", ValueError),
    (lambda b: mtgasp.orderings(b, "tap f"), "event", TypeError),
    (lambda b: mtgasp.orderings(b, TapEvent("f"), tree="yes"), "tree", TypeError),
    (lambda b: DamageEvent("f", "alice", True), "amount", TypeError),  # reached clingo as the variable True
    (lambda b: DamageEvent("f", "alice", 2.0), "amount", TypeError),
    (lambda b: DamageEvent("f", "alice", 2**31), "amount", ValueError),  # reported -2147483648
    (lambda b: DamageEvent(1, "alice", 2), "source", TypeError),
    (lambda b: EnterEvent("Forest", "alice", x=2**31), "x", ValueError),
    (lambda b: EnterEvent("Forest", "alice", kicked=-1), "kicked", ValueError),
    (lambda b: EnterEvent("Forest", "alice", cast=1), "cast", TypeError),
    (lambda b: TapEvent("f", ability=True), "ability", TypeError),
    (lambda b: TapEvent("f\0"), "id", ValueError),
])
def test_wrong_arguments_name_themselves(call, name, kind):
    with pytest.raises(kind) as info:
        call(board())
    assert isinstance(info.value, BoardError)  # the command line prints it as one line, exit 2
    assert name in str(info.value)


# --- the facts contain nothing but terms clingo rendered --------------------------------------------

TEXT = st.text(st.characters(), max_size=12) | st.sampled_from(
    ["not", "Not", "#include", 'x"). p("', "a\0b", "\ud800", "f\nx", "\x1b[31m", "", " ", "charge", "p1p1", "+1/+1"])
# Texts that are valid yet hostile: reserved words, quotes, directives, non-ASCII.
PRINTABLE_NASTY = ["not", "Not", "#include", 'x"). p("', "charge", "+1/+1", "a.b", "Ω", "%*", "\\", "-1/-1"]
NUMBER = st.integers() | st.sampled_from([2**31 - 1, 2**31, -2**31, MAX_AMOUNT, MAX_AMOUNT + 1]) | \
    st.floats(allow_nan=True) | st.booleans() | st.none()
ANY = TEXT | NUMBER | st.lists(TEXT, max_size=2)
CARDS = st.sampled_from(["Forest", "Mana Reflection", "Astral Cornucopia", "Overgrowth", "Pale Moon", "Cavern of Souls"])
PLAYERS = st.sampled_from(["alice", "bob"]) | TEXT


def mostly(valid, draw):
    """A valid value 19 times in 20, else anything (hostile texts, numbers near 2^31, other types)."""
    return draw(st.sampled_from(range(20)).flatmap(lambda k: ANY if k == 19 else valid))


def mostly_number(high: int):
    return st.sampled_from(range(10)).flatmap(lambda k: NUMBER if k == 9 else st.integers(0, high))


@st.composite
def objects(draw, index: int):
    fields = {
        "id": mostly(st.just(f"o{index}") | st.sampled_from(PRINTABLE_NASTY), draw),
        "card": mostly(CARDS, draw),
        "controller": mostly(st.sampled_from(["alice", "bob"]), draw),
        "owner": mostly(st.sampled_from(["alice", "bob"]), draw),
        "zone": mostly(st.sampled_from(["battlefield", "effect"]), draw),
        "tapped": mostly(st.booleans(), draw),
        "sick": mostly(st.booleans(), draw),
        "counters": mostly(st.lists(st.tuples(st.sampled_from(PRINTABLE_NASTY), mostly_number(MAX_AMOUNT)), max_size=3,
                                   unique_by=lambda pair: pair[0].casefold()), draw),
        "attached_to": mostly(st.sampled_from([None, None, None, "o0", "o1"]), draw),
        "chosen": mostly(st.sampled_from([(), (("color", "G"),), (("player", "bob"),)]) |
                         st.lists(st.tuples(st.sampled_from(["color", "name", "player", "creature_type"]),
                                            st.sampled_from(["G", "red", "alice"]) | TEXT), max_size=2,
                                  unique_by=lambda pair: pair[0]), draw),
        "x": mostly(st.none() | st.integers(0, MAX_AMOUNT), draw),
        "timestamp": mostly(st.none() | st.integers(0, ENGINE_MAX), draw),
        "targets": mostly(st.sampled_from([(), (), ("o0",)]), draw),
        "noted": mostly(st.lists(st.sampled_from(["Forest", "Llanowar Elves"]), max_size=2), draw),
    }
    return BoardObject(**fields)


@st.composite
def boards(draw):
    built = []
    for i in range(draw(st.integers(0, 4))):
        try:
            built.append(draw(objects(i)))
        except BoardError:
            pass
    return dict(players=mostly(st.just(["alice", "bob"]) | st.lists(PLAYERS, min_size=1, max_size=3), draw),
                active_player=mostly(st.just("alice"), draw), objects=tuple(built),
                life=mostly(st.lists(st.tuples(st.sampled_from(["alice", "bob"]), mostly_number(ENGINE_MAX)),
                                     max_size=2, unique_by=lambda pair: pair[0]), draw),
                graveyards=mostly(st.lists(st.tuples(st.just("alice"), st.lists(st.just("Forest") | TEXT, max_size=2)),
                                           max_size=1), draw),
                source=draw(TEXT | st.just("b.yaml")))


def board_part(facts: str) -> str:
    return facts.split("\n% The facts of the cards on the board")[0]


@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(boards())
def test_facts_of_any_board_are_terms_clingo_rendered(fields):
    try:
        b = Board(**fields)
    except BoardError:
        return  # refused whole: fine (TypeError/ValueError subclasses, one line)
    text = board_part(board_facts(b))
    for line in text.splitlines():
        assert not line.startswith("%*"), line  # a block comment would swallow facts
    parsed = []
    for statement in _statements(text):
        sym = clingo.parse_term(statement)
        # exactly the terms clingo renders, joined by the template's ", ": no other text
        rendered = f"{sym.name}({', '.join(str(a) for a in sym.arguments)})" if sym.arguments else sym.name
        assert statement.strip() == rendered, statement
        parsed.append(sym)
    ctl = clingo.Control(["--warn=none"])
    ctl.add("base", [], text)  # the program parser agrees (it refuses "not", stops at a NUL)
    ctl.ground([("base", [])])
    assert {a.symbol for a in ctl.symbolic_atoms} == set(parsed)
    for sym in parsed:
        for arg in sym.arguments:
            if arg.type == clingo.SymbolType.Number:
                assert -ENGINE_MAX <= arg.number <= ENGINE_MAX


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=-2**31 - 3, max_value=-2**31 + 3) | st.integers(min_value=2**31 - 3, max_value=2**31 + 3)
       | st.integers(min_value=MAX_AMOUNT - 2, max_value=MAX_AMOUNT + 2) | st.integers(min_value=-3, max_value=3)
       | st.integers(min_value=10**12, max_value=10**40),
       st.sampled_from(["x", "timestamp", "counter", "life", "damage", "enter_x", "kicked", "ability", "can_activate"]))
def test_numbers_near_2_31_are_kept_exactly_or_refused(value, field):
    """Every numeric field and argument: a value in range is kept exactly, any other is refused (never a
    value clingo would wrap)."""
    high = {"timestamp": ENGINE_MAX, "life": ENGINE_MAX, "ability": ENGINE_MAX, "can_activate": ENGINE_MAX}.get(field, MAX_AMOUNT)
    low = 1 if field in ("ability", "can_activate") else 0
    make = {
        "x": lambda: BoardObject("f", "Forest", "alice", "alice", x=value).x,
        "timestamp": lambda: BoardObject("f", "Forest", "alice", "alice", timestamp=value).timestamp,
        "counter": lambda: BoardObject("f", "Forest", "alice", "alice", counters=(("charge", value),)).counters[0][1],
        "life": lambda: board(life=(("alice", value),)).life[0][1],
        "damage": lambda: DamageEvent("f", "alice", value).amount,
        "enter_x": lambda: EnterEvent("Forest", "alice", x=value).x,
        "kicked": lambda: EnterEvent("Forest", "alice", kicked=value).kicked,
        "ability": lambda: TapEvent("f", ability=value).ability,
        "can_activate": lambda: _can_activate_check(value),
    }[field]
    if low <= value <= high:
        assert make() == value
    else:
        with pytest.raises(BoardError) as info:
            make()
        assert "\n" not in str(info.value)


def _can_activate_check(value: int) -> int:
    from mtgasp.queries.arguments import check_optional_int

    check_optional_int(value, "ability", 1, ENGINE_MAX)
    return value


def test_board_numbers_near_2_31_in_files():
    for value in (2**31 - 1, 2**31, 2**31 + 1, -2**31, -2**31 - 1, 10**12):
        for field in ("x", "timestamp", "counters: {charge"):
            close = "}" if "{" in field else ""
            text = f"players: [a]\nbattlefield:\n  - {{card: Forest, controller: a, {field}: {value}{close}}}\n"
            high = ENGINE_MAX if field == "timestamp" else MAX_AMOUNT
            if 0 <= value <= high:
                assert str(value) in board_facts(mtgasp.parse_board(text))
            else:
                with pytest.raises(BoardError):
                    mtgasp.parse_board(text)
    with pytest.raises(BoardTypeError):
        BoardObject("f", "Forest", "alice", "alice", x=2.0)


@pytest.mark.slow
def test_the_card_library_handed_out_is_a_copy():
    library = mtgasp.card_library()
    library.clear()  # once the shared cached dict: later answers lost their cards
    assert "Forest" in mtgasp.card_library()
    assert mtgasp.could_produce(board()).types == {"f": ("G",)}
