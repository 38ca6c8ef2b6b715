"""mana with a cost answers the cost first and alone (issues 28 and 31): payable or not, with one way to pay it,
decided by queries/mana_payment.lp; the maximal pools only when asked (pools=True, the CLI's --pools).

The search for the payment optimizes (least life, then fewest activations, CR 107.4 / 119.4 as
queries/mana_payment.lp weighs them) for a bounded number of conflicts; when it has found no payment by then it
searches on for any one in the same Control, so that "not payable" is still proven (complete) and never a
limit taken for an answer."""
from __future__ import annotations

import importlib

import pytest
from support import ROOT

import mtgasp
from mtgasp.engine import warm

BOARDS = ROOT / "benchmarks" / "boards"
mana_module = importlib.import_module("mtgasp.queries.mana")


@pytest.fixture(scope="module")
def commander20() -> mtgasp.Board:
    return mtgasp.load_board(BOARDS / "commander_20.yaml")


@pytest.mark.slow
def test_cost_alone_lists_no_pool_and_pools_on_request():
    board = mtgasp.load_board(ROOT / "examples" / "druid.yaml")
    alone = mtgasp.mana(board, "alice", cost="{3}{G}{G}{R/P}")
    assert alone.options == () and alone.pools_found == 0 and not alone.pools_listed
    assert alone.cost is not None and alone.cost.payable and alone.complete
    both = mtgasp.mana(board, "alice", cost="{3}{G}{G}{R/P}", pools=True)
    assert both.pools_listed and {o.mana for o in both.options} == {"UUURRGGG", "UURRRGGG", "UURRGGGG"}
    assert both.cost == alone.cost  # the same payment, with or without the pools
    assert mtgasp.mana(board, "alice").pools_listed  # without a cost the pools are the question


def test_pools_argument_is_checked():
    board = mtgasp.load_board(ROOT / "examples" / "druid.yaml")
    with pytest.raises(ValueError, match="asks nothing"):
        mtgasp.mana(board, "alice", pools=False)
    with pytest.raises(ValueError, match="pools must be"):
        mtgasp.mana(board, "alice", cost="{G}", pools="yes")  # type: ignore[arg-type]


@pytest.mark.slow
def test_commander_board_answers_without_the_pools(commander20):
    # 661 maximal pools (benchmarks/bench_mana_cost.py); the cost alone needs none of them.
    paid = mtgasp.mana(commander20, "alice", cost="{10}{B}{G}{U}{U}")
    assert paid.complete and paid.cost is not None and paid.cost.payable and paid.options == ()
    spent = "".join(p.paid_with for p in paid.cost.payment)
    assert len(spent) == 14 and spent.count("U") >= 2
    never = mtgasp.mana(commander20, "alice", cost="{30}")
    assert never.complete and never.cost is not None and not never.cost.payable and never.cost.complete


@pytest.mark.slow
@pytest.mark.parametrize("cost, payable", [("{30}", False), ("{10}{B}{G}{U}{U}", True), ("{4}{B}{G}", True)])
def test_optimization_stopped_early_still_decides(commander20, monkeypatch, cost, payable):
    # One conflict of optimization: the payment (or the proof that none exists) then comes from the search
    # for any one payment, in the same Control; the answer is the same, and still complete.
    expected = mtgasp.mana(commander20, "alice", cost=cost)
    monkeypatch.setattr(mana_module, "PAY_OPTIMIZE_CONFLICTS", 1)
    got = mtgasp.mana(commander20, "alice", cost=cost)
    assert got.cost is not None and expected.cost is not None
    assert got.cost.payable is expected.cost.payable is payable
    assert got.complete and got.cost.complete
    if payable:
        assert sorted("".join(p.paid_with for p in got.cost.payment)) != [] and got.cost.life == 0


def test_a_payment_search_stopped_by_a_limit_says_so(commander20, monkeypatch):
    # Complete or honest: one conflict for each search, no payment found: not "not payable", and the note says why.
    monkeypatch.setattr(mana_module, "PAY_OPTIMIZE_CONFLICTS", 1)
    # (A fresh program: one kept for the board since session 34, the cost its externals, keeps the nogoods learnt on
    # the costs asked before, and may decide {30} without a conflict: engine/search_inputs.py.)
    monkeypatch.setattr(warm, "enabled", False)
    stopped = mtgasp.mana(commander20, "alice", cost="{30}", conflicts=1)
    assert stopped.cost is not None and not stopped.cost.payable and not stopped.cost.complete
    assert not stopped.complete
    assert stopped.notes == ("INCOMPLETE: the search for a payment stopped: stopped after 1 conflicts of the solver "
                             "(a limit)",)
