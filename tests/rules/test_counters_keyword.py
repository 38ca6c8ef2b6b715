"""A counters event put by a triggered keyword ability (issue 26): "If a modular triggered ability would put one or
more +1/+1 counters on a creature you control, that many plus one +1/+1 counters are put on it instead." (Zabaz, the
Glimmerwasp). CR 702.43a: "Modular represents both a static ability and a triggered ability. “Modular N” means “This
permanent enters with N +1/+1 counters on it” and “When this permanent is put into a graveyard from the battlefield, you
may put a +1/+1 counter on target artifact creature for each +1/+1 counter on this permanent.”" The source of the
counters has died, so the event says which ability puts them: `--by-keyword modular`."""
from __future__ import annotations

import pytest
from support import board_from, run_cli

import mtgasp
from mtgasp import CountersEvent, EnterEvent

pytestmark = pytest.mark.slow

BOARD = """players: [alice, bob]
battlefield:
  - {id: worker, card: Arcbound Worker, controller: alice}
  - {id: zabaz, card: "Zabaz, the Glimmerwasp", controller: alice}
  - {id: their-worker, card: Arcbound Worker, controller: bob}
"""


def outcomes(extra: str, event: CountersEvent) -> dict[int, int]:
    r = mtgasp.orderings(board_from(BOARD + extra), event)
    assert r.complete
    return {o.result["counters"]: o.orders for o in r.outcomes}


def test_zabaz_adds_one_to_the_counters_a_modular_triggered_ability_puts():
    # "that many plus one +1/+1 counters are put on it instead": 2 become 3.
    assert outcomes("", CountersEvent("worker", "+1/+1", 2, keyword="modular")) == {3: 1}


def test_zabaz_is_not_applied_to_counters_another_ability_puts():
    # "If a modular triggered ability would put": not a proliferate, not "put a +1/+1 counter on target creature";
    # not another keyword's trigger either.
    assert outcomes("", CountersEvent("worker", "+1/+1", 2)) == {2: 1}
    assert outcomes("", CountersEvent("worker", "+1/+1", 2, keyword="evolve")) == {2: 1}


def test_zabaz_only_on_your_creatures_and_only_p1p1_counters():
    # "... one or more +1/+1 counters on a creature you control".
    assert outcomes("", CountersEvent("their-worker", "+1/+1", 2, keyword="modular")) == {2: 1}
    assert outcomes("", CountersEvent("worker", "charge", 2, keyword="modular")) == {2: 1}


def test_zabaz_and_doubling_season_order_matters_cr_616_1e():
    # CR 616.1e: any applicable effect may be applied first: (2 + 1) × 2 = 6 or 2 × 2 + 1 = 5.
    extra = "  - {card: Doubling Season, controller: alice}\n"
    assert outcomes(extra, CountersEvent("worker", "+1/+1", 2, keyword="modular")) == {5: 1, 6: 1}


def test_zabaz_does_not_change_the_counters_a_permanent_enters_with():
    # CR 702.43a: Modular's "enters with" is the static ability, not the triggered one: Arcbound Worker (Modular 1)
    # enters with one +1/+1 counter under Zabaz.
    r = mtgasp.orderings(board_from(BOARD), EnterEvent("Arcbound Worker", "alice"))
    assert r.complete and {o.result["counters"] for o in r.outcomes} == {1}


def test_cli_by_keyword_and_a_bad_keyword(tmp_path):
    path = tmp_path / "b.yaml"
    path.write_text(BOARD)
    run = run_cli("orderings", str(path), "counters", "worker", "+1/+1", "2", "--by-keyword", "modular")
    assert run.returncode == 0, run.stderr
    assert "put 2 +1/+1 counters on worker (by a modular triggered ability)" in run.stdout
    assert "3 +1/+1 counters on worker" in run.stdout
    bad = run_cli("orderings", str(path), "counters", "worker", "+1/+1", "2", "--by-keyword", "Mod ular")
    assert bad.returncode == 2 and "--by-keyword" in bad.stderr and "Traceback" not in bad.stderr
    assert len(bad.stderr.strip().splitlines()) == 1
