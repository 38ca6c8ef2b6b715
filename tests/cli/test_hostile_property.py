"""Random bytes and random JSON at every entry point (issue 30): each command line that reads a file (a board
of every command, an invariant of `check`, `--cards @FILE`) and every argument of the Python API. The answer
is an answer (exit 0, or 3 marked incomplete), or one line on standard error with exit status 2 (a
BoardError, or a BoardTypeError naming the argument, in the API) — never a traceback, never an internal
error, never the time or memory limit (the inputs are small: a limit reached would be a hang).

The examples are few and fixed (derandomized) by default; the `slow` part runs more of them
(`pytest -m slow tests/cli/test_hostile_property.py`; MTGASP_FUZZ_EXAMPLES sets how many)."""
from __future__ import annotations

import inspect
import json
import os
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from support import EXAMPLES

import mtgasp
from mtgasp import cli

FEW = settings(max_examples=15, deadline=None, derandomize=True,
               suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
MANY = settings(max_examples=int(os.environ.get("MTGASP_FUZZ_EXAMPLES", "60")), deadline=None,
                derandomize=not os.environ.get("MTGASP_FUZZ_RANDOM"),
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
LIMITS = ["--timeout", "120", "--memory", "2048"]
MAX_ERROR_LINE = 1000

words = st.sampled_from(["alice", "bob", "forest", "contamination", "mana-reflection", "Forest", "Mana Reflection",
                         "Contamination", "Grizzly Bears", "Chaos Moon", "x_for_counters", "probe", "odd", "", "\x00",
                         "\x1b[2J", "%*", "#include", "k" * 300])
json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70), st.floats(allow_nan=False), st.text(max_size=8),
              words),
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.one_of(st.text(max_size=6), words), inner,
                                                                        max_size=4)),
    max_leaves=12)
BOARD_KEYS = st.sampled_from(["players", "battlefield", "effects", "active_player", "life", "graveyards", "card",
                              "controller", "id", "chosen", "counters", "x", "timestamp", "tapped"])
board_json = st.one_of(
    json_values,
    st.builds(lambda extra, entries: {"players": ["alice", "bob"], "battlefield": entries, **extra},
              st.dictionaries(BOARD_KEYS, json_values, max_size=2),
              st.lists(st.builds(lambda e: {"card": "Forest", "controller": "alice", **e},
                                 st.dictionaries(BOARD_KEYS, json_values, max_size=3)), max_size=3)))
BOARD_COMMANDS = [["could-produce"], ["produce", "forest"], ["orderings", "{}", "tap", "forest"],
                  ["orderings", "{}", "damage", "forest", "alice", "1"], ["can-activate", "forest"], ["mana", "alice"],
                  ["show"], ["query", "types forest"], ["encode"]]


def _argv(command: list[str], board: str) -> list[str]:
    if "{}" in command:
        return [command[0], board, *command[2:]]
    return [command[0], board, *command[1:]]


def answered_or_one_line(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    code = cli.main([*argv, *LIMITS])
    out, err = capsys.readouterr()
    assert code in (0, 2, 3), (code, err[-2000:])  # 1: an internal error; 124: a limit reached
    assert "Traceback" not in err and "internal error" not in err, err[-2000:]
    lines = err.splitlines()
    if code == 0:
        assert lines == [] and out, err
    elif code == 2:
        assert len(lines) == 1 and lines[0].startswith("mtgasp: error: ") and out == "", err
        assert len(lines[0]) <= MAX_ERROR_LINE, lines[0][:300]
    else:
        assert len(lines) == 1 and out, err


def _bytes_board(tmp_path_factory: pytest.TempPathFactory, raw: bytes, suffix: str) -> str:
    path = tmp_path_factory.mktemp("hostile") / f"board.{suffix}"
    path.write_bytes(raw)
    return str(path)


# --- the command line ------------------------------------------------------------------------------

def _bytes_to_every_command(tmp_path_factory, capsys, raw: bytes, command: list[str], suffix: str) -> None:
    answered_or_one_line(capsys, _argv(command, _bytes_board(tmp_path_factory, raw, suffix)))


def _json_to_every_command(tmp_path_factory, capsys, value: Any, command: list[str]) -> None:
    raw = json.dumps(value, ensure_ascii=False).encode("utf-8", "surrogatepass")
    answered_or_one_line(capsys, _argv(command, _bytes_board(tmp_path_factory, raw, "json")))


def _invariant_and_card_list(tmp_path_factory, capsys, raw: bytes, as_cards: bool) -> None:
    path = _bytes_board(tmp_path_factory, raw, "txt" if as_cards else "lp")
    argv = (["check", "could-produce", "--cards", "@" + path] if as_cards
            else ["check", path, "--cards", "Forest, Llanowar Elves"])
    answered_or_one_line(capsys, [*argv, "--max-objects", "1", "--no-results", "--shard-timeout", "60",
                                  "--write", path + ".counterexample.yaml"])


invariant_bytes = st.one_of(
    st.binary(max_size=120),
    st.builds(lambda a, b: (a + b).encode("utf-8", "surrogatepass"),
              st.sampled_from(["", "% %*\n", "%* %* *%\n", "#show could_produce/2.\n", "#program base.\n", ":- ", "#",
                               '"', "%*", "p(1..3).\n", "#const n = 1.\n"]),
              st.sampled_from([":- could_produce(O, T), not has_type(O, land).\n", '#include "/etc/passwd".\n',
                               ":- permanent(X).", "x", "\xff", ":- could_produce(O,"])))


@pytest.mark.slow
@FEW
@given(raw=st.binary(max_size=200), command=st.sampled_from(BOARD_COMMANDS), suffix=st.sampled_from(["yaml", "json"]))
def test_random_bytes_as_the_board_of_every_command(tmp_path_factory, capsys, raw, command, suffix):
    _bytes_to_every_command(tmp_path_factory, capsys, raw, command, suffix)


@pytest.mark.slow
@FEW
@given(value=board_json, command=st.sampled_from(BOARD_COMMANDS))
def test_random_json_as_the_board_of_every_command(tmp_path_factory, capsys, value, command):
    _json_to_every_command(tmp_path_factory, capsys, value, command)


@settings(FEW, max_examples=4)
@given(raw=invariant_bytes, as_cards=st.booleans())
def test_random_bytes_as_an_invariant_or_a_card_list(tmp_path_factory, capsys, raw, as_cards):
    _invariant_and_card_list(tmp_path_factory, capsys, raw, as_cards)


@pytest.mark.slow
@MANY
@given(raw=st.binary(max_size=400), command=st.sampled_from(BOARD_COMMANDS), suffix=st.sampled_from(["yaml", "json"]))
def test_random_bytes_as_the_board_of_every_command_slow(tmp_path_factory, capsys, raw, command, suffix):
    _bytes_to_every_command(tmp_path_factory, capsys, raw, command, suffix)


@pytest.mark.slow
@MANY
@given(value=board_json, command=st.sampled_from(BOARD_COMMANDS))
def test_random_json_as_the_board_of_every_command_slow(tmp_path_factory, capsys, value, command):
    _json_to_every_command(tmp_path_factory, capsys, value, command)


@pytest.mark.slow
@MANY
@given(raw=invariant_bytes, as_cards=st.booleans())
def test_random_bytes_as_an_invariant_or_a_card_list_slow(tmp_path_factory, capsys, raw, as_cards):
    _invariant_and_card_list(tmp_path_factory, capsys, raw, as_cards)


# --- the Python API --------------------------------------------------------------------------------

BOARD = mtgasp.load_board(EXAMPLES / "contamination.yaml")
GOOD: dict[str, Any] = {"board": BOARD, "permanent_id": "forest", "object_id": "forest", "player": "alice",
                        "event": mtgasp.TapEvent("forest"), "question": "types forest"}
FUNCTIONS = {name: getattr(mtgasp, name) for name in ("could_produce", "produce", "can_activate", "mana", "orderings",
                                                      "show", "query", "encode")}
ARGUMENTS = [(name, p) for name, fn in FUNCTIONS.items() for p in inspect.signature(fn).parameters if p != "timeout"]
EVENTS = {"tap": (mtgasp.TapEvent, 1), "damage": (mtgasp.DamageEvent, 3), "enter": (mtgasp.EnterEvent, 2)}


class _Event:
    """An event to build inside the check: an event's constructor checks its fields (BoardTypeError)."""

    def __init__(self, kind: str, fields: list[Any]) -> None:
        self.kind, self.fields = kind, fields

    def build(self) -> Any:
        cls, n = EVENTS[self.kind]
        return cls(*self.fields[:n])


events = st.builds(_Event, st.sampled_from(sorted(EVENTS)), st.lists(json_values, min_size=3, max_size=3))


def _call_with(name: str, argument: str, value: Any) -> None:
    fn = FUNCTIONS[name]
    args: list[Any] = []
    kwargs: dict[str, Any] = {}
    for p in inspect.signature(fn).parameters.values():
        if p.name == argument:
            given_value = value
        elif p.name in GOOD:
            given_value = GOOD[p.name]
        else:
            continue
        (args.append(given_value) if p.default is inspect.Parameter.empty else kwargs.__setitem__(p.name, given_value))
    if "timeout" in inspect.signature(fn).parameters:
        kwargs["timeout"] = 120
    try:
        if isinstance(value, _Event):
            value = value.build()
            args = [value if a is not None and isinstance(a, _Event) else a for a in args]
            kwargs = {k: value if isinstance(v, _Event) else v for k, v in kwargs.items()}
        fn(*args, **kwargs)
    except mtgasp.BoardError as exc:  # BoardTypeError is one too
        assert "\n" not in str(exc) and len(str(exc)) <= MAX_ERROR_LINE, str(exc)[:300]


@FEW
@given(target=st.sampled_from(ARGUMENTS), value=st.one_of(json_values, events))
@example(target=("could_produce", "readings"), value={"x_for_counters": 5})  # the reproducers of issue 30
@example(target=("show", "readings"), value=5)
@example(target=("mana", "conflicts"), value=10**20)
@example(target=("orderings", "tree_limit"), value=None)
def test_random_json_as_any_argument_of_the_api(target, value):
    _call_with(*target, value)


@pytest.mark.slow
@MANY
@given(target=st.sampled_from(ARGUMENTS), value=st.one_of(json_values, events))
def test_random_json_as_any_argument_of_the_api_slow(target, value):
    _call_with(*target, value)


def test_the_checks_can_fail(capsys, monkeypatch):
    """The checks themselves: an internal error of a command, or an exception of the API that is not a
    BoardError (readings={"x_for_counters": 5} raised AttributeError), is refused."""
    import mtgasp.cli.show as show_command

    def broken(*_args: Any, **_kwargs: Any) -> None:
        raise AttributeError("'int' object has no attribute 'strip'")

    monkeypatch.setattr(show_command, "ask", broken)
    with pytest.raises(AssertionError):
        answered_or_one_line(capsys, ["show", str(EXAMPLES / "contamination.yaml")])
    monkeypatch.setitem(FUNCTIONS, "show", broken)
    with pytest.raises(AttributeError):
        _call_with("show", "readings", {"x_for_counters": 5})
