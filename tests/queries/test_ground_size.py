"""Issue 31: could-produce's grounding grows linearly with the board. Counted in ground atoms, never in seconds: on
benchmarks/bench_could_produce.py's board (a third of the permanents reflecting lands: Exotic Orchard reads "a land an
opponent controls", every one of them) a rule over each pair of a reflecting permanent and a permanent it reads made
the grounding quadratic (reads_answer/2 before session 18: 34,247 atoms at 200 permanents, 258,700 at 800), and its
closure cubic in time (10,000 permanents did not finish in 7 minutes)."""
from __future__ import annotations

import sys
from pathlib import Path

import mtgasp
from mtgasp.engine import solver

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from bench_could_produce import board  # noqa: E402


def _atoms(n: int, monkeypatch) -> int:
    counted: list[int] = []
    grounded = solver.grounded

    def counting(*args, **kwargs):
        ctl = grounded(*args, **kwargs)
        counted.append(len(ctl.symbolic_atoms))
        return ctl

    monkeypatch.setattr(solver, "grounded", counting)
    mtgasp.could_produce(mtgasp.parse_board(board(n), f"<generated {n}>"))
    monkeypatch.setattr(solver, "grounded", grounded)
    assert len(counted) == 1
    return counted[0]


def test_could_produce_grounds_linearly_in_the_board(monkeypatch):
    small, large = _atoms(100, monkeypatch), _atoms(400, monkeypatch)
    # 4 times the permanents: at most 4 times the atoms (the fixed part of the rules makes it less: 14,810 and 34,414
    # atoms); with the pairs of reads_answer/2, 17,895 and 83,309
    assert large < 3.5 * small, (small, large)
