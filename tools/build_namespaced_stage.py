"""Write the stage's program with its own names, shipped beside it for one pass (engine/stage_onepass.py).

    python tools/build_namespaced_stage.py

Writes rules/stages/layer4.namespaced.lp from rules/stages/layer4.lp and the files it includes.
Run it after changing any of those files: until then the one pass makes the renaming again in every process
(~0.3 s), and tests/queries/test_onepass.py fails.
"""
from __future__ import annotations

from mtgasp.engine import solver, stage_onepass

if __name__ == "__main__":
    for stage in solver.stage_programs():
        print(stage_onepass.write_generated(stage))
