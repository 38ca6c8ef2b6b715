"""Write the slicing indexes of the questions' programs and of the stage's, shipped in the package
(engine/slicing.py): a fresh install's first question then doesn't make them with clingo.ast (0.2-0.6 s a program).

    python tools/build_slicing_index.py

Writes engine/data/slicing-index.json. Run it after changing any rules/*.lp or queries/*.lp file (and after
tools/build_namespaced_stage.py): until then a program whose files changed is indexed again once per version of the
rules, in the user's cache, and tests/queries/test_slicing.py fails.
"""
from __future__ import annotations

from mtgasp.engine import slicing

if __name__ == "__main__":
    slicing.SHIPPED.parent.mkdir(exist_ok=True)
    slicing.SHIPPED.write_text(slicing.shipped_text(), encoding="utf-8")
    print(slicing.SHIPPED)
