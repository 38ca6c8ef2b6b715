"""The tap table's board spaces are enumerated by one grounding per shard (research/space.py's enumerate_spaces:
each cell's fixed slots are externals), and the table is the same cell by cell as the atlas generated with a
Control per cell (docs/commutation-atlas.md, tap part; issue 27's target of the tap table in under 10 s of CPU)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from mtgasp.research.commute import Effect, _fixed, commute
from mtgasp.research.shards import Sweep
from mtgasp.research.space import Space, enumerate_space, enumerate_spaces

ROOT = Path(__file__).resolve().parents[2]
# Effects with several forms: Chaos Moon's branches (CR 611.2, a lasting effect of a resolved ability), Hall of
# Gemstone's chosen color, Deep Water's and Harvest Mage's activated abilities; Contamination a permanent.
EFFECTS = (Effect("Chaos Moon", 5), Effect("Contamination", 2), Effect("Deep Water", 2),
           Effect("Hall of Gemstone", 2), Effect("Reality Twist", 2))
SUBJECTS = ("Forest", "Mountain")
LETTER = {"order": "O", "choice": "c", "commutes": ".", "never": "-"}


def _spaces(subject: str) -> list[Space]:
    cells = [(a, b) for i, a in enumerate(EFFECTS) for b in EFFECTS[i:]]
    return [Space((), 3, tuple(_fixed("tap", subject, list(cell))), min_objects=3) for cell in cells]


@pytest.mark.parametrize("subject", SUBJECTS)
def test_one_grounding_for_many_cells_gives_each_cell_its_own_boards(subject):
    spaces = _spaces(subject)
    shared = enumerate_spaces(spaces, 3)
    for space, (boards, refused) in zip(spaces, shared):
        alone, refused_alone = enumerate_space(space, 3)
        assert [g.rows for g in boards] == [g.rows for g in alone], space.fixed
        assert [g.board for g in boards] == [g.board for g in alone]
        assert refused == refused_alone
    assert sum(len(b) for b, _r in shared) > len(spaces)  # every cell has boards (forms, controllers)


def _atlas_tap() -> dict[tuple[str, str], str]:
    text = (ROOT / "docs" / "commutation-atlas.md").read_text(encoding="utf-8")
    part = text.split("## tap", 1)[1].split("## enter", 1)[0]
    lines = part.splitlines()
    head = next(i for i, line in enumerate(lines) if line.startswith("commute:")) + 1
    subjects = re.split(r"\s{2,}", lines[head].strip())
    cells = {}
    for line in lines[head + 1:]:
        m = re.match(r"(.+?\(\d+\) \+ .+?\(\d+\))\s+(. \d+/\d+.*)$", line)
        if not m:
            break
        values = re.findall(r"[Oc.\-!?] \d+/\d+", m.group(2))
        for subject, value in zip(subjects, values):
            cells[(m.group(1), subject)] = value
    return cells


@pytest.mark.slow
def test_the_tap_table_is_the_atlas_cell_by_cell():
    atlas = _atlas_tap()
    r = commute(list(EFFECTS), "tap", subjects=SUBJECTS, sweep=Sweep(workers=0, results=None, progress=False))
    assert len(r.cells) == 15 * len(SUBJECTS)
    for cell in r.cells:
        name = " + ".join(e.label for e in cell.effects)
        assert f"{LETTER[cell.status]} {cell.both_apply}/{cell.boards}" == atlas[(name, cell.subject)], name


def test_the_colors_a_card_treats_alike():
    from mtgasp.research.cards import color_blocks

    def blocks(card):
        return sorted(sorted(b) for b in color_blocks(card))

    # Hall of Gemstone's five options are alike; its mana cost {1}{G}{G} keeps g apart.
    assert blocks("Hall of Gemstone") == [["b", "r", "u", "w"], ["g"]]
    # "Plains produce {R}, Swamps {G}, Mountains {W}, Forests {B}": renaming w and r (and Plains and Mountain) keeps it.
    assert blocks("Reality Twist") == [["b", "g"], ["r", "w"], ["u"]]
    assert blocks("City of Brass") == [["b", "g", "r", "u", "w"]]


@pytest.mark.slow
def test_boards_equal_up_to_a_renaming_of_colors_are_checked_once_and_counted_each(monkeypatch):
    # Hall of Gemstone's chosen color: on a Forest beside Mana Reflection, w, u, b and r are alike (no card of the
    # board names one apart), so 20 boards are 8 classes. The table is the same, cell by cell (statuses, boards tried,
    # boards where both applied, witnesses), as when every board is checked.
    import mtgasp.research.commute as commute_module

    effects = [Effect("Hall of Gemstone", 2), Effect("Mana Reflection", 1), Effect("Contamination", 2)]
    spaces = [Space((), 3, tuple(_fixed("tap", "Forest", [effects[0], effects[1]])), min_objects=3)]
    boards, _refused = enumerate_spaces(spaces, 3)[0]
    kept, weights = commute_module._up_to_renaming([(0, g) for g in boards], "tap", "Forest")
    assert (len(boards), len(kept), sum(weights)) == (20, 8, 20)

    def table():
        r = commute(effects, "tap", subjects=("Forest", "Savannah"), sweep=Sweep(workers=0, results=None))
        return {(c.effects, c.subject): (c.status, c.boards, c.both_apply, c.witness and c.witness["board"])
                for c in r.cells}

    renamed = table()
    monkeypatch.setattr(commute_module, "_up_to_renaming", lambda jobs, event, subject: (jobs, [1] * len(jobs)))
    assert renamed == table()
