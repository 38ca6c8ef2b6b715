"""A replacement effect whose result a coin flip decides (issue 26): Saga of Krark Losing His Thumb, "Flip Ahead (If you
would put a lore counter on this saga, instead flip a coin. If you lose the flip, don't put a counter on and repeat the
current chapter.)". CR 705.2: "For all other effects that instruct a player to flip a coin, the player that flips the
coin calls “heads” or “tails.” If the call matches the result, the player wins the flip. Otherwise, the player loses the
flip." No player chooses the result and no rule decides it: the counters event says it (--flip won | lost), and without
it the effect is not applied and the answer says so."""
from __future__ import annotations

import pytest
from support import board_from, run_cli

import mtgasp
from mtgasp import CountersEvent, EnterEvent

pytestmark = pytest.mark.slow

BOARD = """players: [alice, bob]
battlefield:
  - {id: saga, card: Saga of Krark Losing His Thumb, controller: alice, counters: {lore: 1}}
  - {id: other-saga, card: The Eldest Reborn, controller: alice, counters: {lore: 1}}
"""


def outcomes(extra: str, event: CountersEvent | EnterEvent) -> tuple[bool, dict[int, int]]:
    r = mtgasp.orderings(board_from(BOARD + extra), event)
    return r.complete, {o.result["counters"]: o.orders for o in r.outcomes}


def test_the_flip_lost_puts_no_lore_counter():
    # "If you lose the flip, don't put a counter on".
    assert outcomes("", CountersEvent("saga", "lore", 1, flip="lost")) == (True, {0: 1})


def test_the_flip_won_puts_the_lore_counter():
    assert outcomes("", CountersEvent("saga", "lore", 1, flip="won")) == (True, {1: 1})


def test_without_the_result_it_is_not_applied_and_the_answer_says_so():
    r = mtgasp.orderings(board_from(BOARD), CountersEvent("saga", "lore", 1))
    assert not r.complete and [o.result["counters"] for o in r.outcomes] == [1]
    assert any("flip_unknown" in str(n) and "Saga of Krark Losing His Thumb" in str(n) for n in r.notes), r.notes


def test_only_lore_counters_on_this_saga():
    # "If you would put a lore counter on this saga": not another Saga, not another kind of counter.
    assert outcomes("", CountersEvent("other-saga", "lore", 1)) == (True, {1: 1})
    assert outcomes("", CountersEvent("saga", "charge", 1)) == (True, {1: 1})


def test_with_doubling_season_a_lost_flip_still_puts_none_cr_616_1e():
    # Doubling Season: "it puts twice that many of those counters"; in either order (CR 616.1e) a lost flip puts no lore
    # counter (doubled first, the two are replaced by the flip; flipped first, there are none to double, CR 614.7).
    extra = "  - {card: Doubling Season, controller: alice}\n"
    assert outcomes(extra, CountersEvent("saga", "lore", 1, flip="lost")) == (True, {0: 2})
    assert outcomes(extra, CountersEvent("saga", "lore", 1, flip="won")) == (True, {2: 2})


def test_entering_with_its_lore_counter_says_the_flip_is_not_given():
    # CR 714.3a: "This Saga enters with a lore counter on it."; CR 122.6: counters put "also ... as it enters the
    # battlefield". The enter event says no flip: not applied, incomplete.
    r = mtgasp.orderings(board_from(BOARD), EnterEvent("Saga of Krark Losing His Thumb", "alice"))
    assert not r.complete and any("flip_unknown" in str(n) for n in r.notes), r.notes


def test_cli_flip(tmp_path):
    path = tmp_path / "b.yaml"
    path.write_text(BOARD)
    run = run_cli("orderings", str(path), "counters", "saga", "lore", "1", "--flip", "Lost")
    assert run.returncode == 0, run.stderr
    assert "put 1 lore counter on saga (the coin flip lost)" in run.stdout and "0 lore counters on saga" in run.stdout
    bad = run_cli("orderings", str(path), "counters", "saga", "lore", "1", "--flip", "heads")
    assert bad.returncode == 2 and "--flip" in bad.stderr and "Traceback" not in bad.stderr
    with pytest.raises(mtgasp.BoardError):
        mtgasp.orderings(board_from(BOARD), CountersEvent("saga", "lore", 1, flip="heads"))


def test_another_permanent_entering_is_not_about_the_flip():
    # "on this saga": Grizzly Bears entering beside it is complete.
    r = mtgasp.orderings(board_from(BOARD), EnterEvent("Grizzly Bears", "alice"))
    assert r.complete, r.notes
