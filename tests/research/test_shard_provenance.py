"""A results directory describes itself (issue 27): every shard stored in it records, beside its task, its result and
the provenance of the process that computed it, the `question` of the sweep it was computed for: the command, its
question, the full pool, the readings and the bounds (research/shards.py Sweep.question, filled by
research/diverge.py, invariants.py and commute.py). And commute's `pool` is the pool that was swept: the default
pool's 900-odd cards were listed under tables none of whose boards had room for one."""
from __future__ import annotations

import json

import pytest

from mtgasp.render import research as research_render
from mtgasp.research.commute import Effect, commute
from mtgasp.research.diverge import diverge
from mtgasp.research.invariants import check
from mtgasp.research.shards import Sweep


def _stored(folder) -> list[dict]:
    files = sorted(folder.glob("*.json"))
    assert files, "no shard stored"
    return [json.loads(f.read_text(encoding="utf-8")) for f in files]


def _double(task: dict) -> dict:
    return {"twice": task["n"] * 2}


def test_a_stored_shard_holds_the_question_of_its_sweep(tmp_path):
    # The sweep stores what its command says of its question beside each shard; a sweep run for no command says so.
    question = {"command": "diverge", "question": "could-produce", "pool": ["Forest"], "readings": ["a=b", "a=c"],
                "bounds": {"max_objects": 1}}
    sweep = Sweep(workers=0, results=tmp_path, progress=False, question=question)
    assert sweep.run([{"kind": "test", "n": 1}, {"kind": "test", "n": 2}], _double)[1]["twice"] == 4
    stored = _stored(tmp_path)
    assert len(stored) == 2 and all(s["question"] == question for s in stored)
    assert {s["task"]["n"]: s["result"]["twice"] for s in stored} == {1: 2, 2: 4}
    assert all(s["provenance"]["mtgasp"] and s["provenance"]["cr_edition"] for s in stored)
    # A shard read back is not stored again: it keeps the question of the sweep that computed it.
    again = Sweep(workers=0, results=tmp_path, progress=False, question={"command": "check"})
    again.run([{"kind": "test", "n": 1}], _double)
    assert again.reused == 1 and all(s["question"] == question for s in _stored(tmp_path))
    Sweep(workers=0, results=tmp_path / "none", progress=False).run([{"kind": "test", "n": 3}], _double)
    assert _stored(tmp_path / "none")[0]["question"] is None


@pytest.mark.slow
def test_a_diverge_shard_records_its_question_pool_readings_and_bounds(tmp_path):
    pool = ("Contamination", "Meteor Crater")
    d = diverge("undefined_mana=before", "undefined_mana=after", "could-produce", pool=pool, max_objects=1,
                sweep=Sweep(workers=0, results=tmp_path))
    for shard in _stored(tmp_path):
        q = shard["question"]
        assert q["command"] == "diverge" and q["question"] == "could-produce"
        assert q["pool"] == list(pool) and q["bounds"] == {"max_objects": 1}
        assert q["readings"] == ["undefined_mana=before", "undefined_mana=after"]
        assert shard["task"]["kind"] == "diverge" and shard["provenance"]["rules_digest"] == d.provenance["rules_digest"]
        # The shard's question is the run's own (its provenance's part of the answer).
        assert {k: v for k, v in q.items() if k != "command"} == {k: d.provenance[k] for k in q if k != "command"}


@pytest.mark.slow
def test_a_check_shard_records_its_invariant_pool_readings_and_bounds(tmp_path):
    pool = ("Forest", "Grizzly Bears")
    c = check("could-produce", pool=pool, max_objects=1, sweep=Sweep(workers=0, results=tmp_path))
    assert c.counterexample is None
    for shard in _stored(tmp_path):
        q = shard["question"]
        assert q["command"] == "check" and q["invariant"] == "could-produce"
        assert "could-produce" in q["question"]
        assert q["pool"] == list(pool) and q["readings"] == ["the defaults"] and q["bounds"] == {"max_objects": 1}


@pytest.mark.slow
def test_a_commute_table_whose_boards_have_no_room_for_an_extra_swept_no_pool(tmp_path):
    # Pairs on the default bound: every board holds the Forest and the two effects. The 900-odd cards with continuous
    # effects offered as extras were listed as the pool ("pool: 919: A-Catlike Curiosity; ..."); none was swept.
    r = commute([Effect("Deep Water", 2), Effect("Reality Twist", 2)], "tap", subjects=("Forest",),
                sweep=Sweep(workers=0, results=tmp_path))
    assert r.extras == () and r.offered > 900
    assert r.provenance["pool"] == [] and "none swept" in r.provenance["pool_offered"]
    text = research_render.commute_text(r)
    assert "\npool: none\n" in text and "extras from" not in text
    assert research_render.commute_json(r)["extras"] == []
    for shard in _stored(tmp_path):
        assert shard["question"]["command"] == "commute" and shard["question"]["pool"] == []
        assert shard["task"]["extras"] == []  # (nor in the task, hence its key)
        assert shard["question"]["bounds"] == {"max_objects": 3, "triples": False}


@pytest.mark.slow
def test_a_commute_table_with_room_for_an_extra_names_the_pool_it_swept(tmp_path):
    # With room for one more object the pool is swept: it is named, in the answer and in the shards that swept it;
    # the shards of the smaller boards, where it had no room, hold none.
    r = commute([Effect("Contamination", 2)], "tap", subjects=("Forest",), max_objects=4, extras=("Blood Moon",),
                sweep=Sweep(workers=0, results=tmp_path))
    assert r.extras == ("Blood Moon",) and r.provenance["pool"] == ["Blood Moon"] and "pool_offered" not in r.provenance
    assert "\npool: 1: Blood Moon\n" in research_render.commute_text(r)
    by_size = {s["task"]["size"]: s for s in _stored(tmp_path)}
    assert set(by_size) == {3, 4}
    assert by_size[3]["task"]["extras"] == [] and by_size[3]["question"]["pool"] == []
    assert by_size[4]["task"]["extras"] == ["Blood Moon"] and by_size[4]["question"]["pool"] == ["Blood Moon"]
