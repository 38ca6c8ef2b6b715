"""The research commands (research/): the batch of worlds answers as the ordinary commands do,
diverge finds minimal witnesses and bounded proofs, commute separates order from choice, check finds a
planted bug, and the results are the same with 1 and 2 workers and on a Dask LocalCluster."""
from __future__ import annotations

import json
import os
import random

import pytest
from support import run_cli

from mtgasp.research.answers import QUESTIONS
from mtgasp.research.batch import World, evaluate
from mtgasp.research.boards import board_from_yaml, board_yaml
from mtgasp.research.commute import Effect, commute
from mtgasp.research.diverge import diverge
from mtgasp.research.invariants import check
from mtgasp.research.shards import Sweep, _Bar
from mtgasp.research.space import Space, enumerate_boards, sizes

MANA = ("Forest", "Savannah", "Mana Reflection", "Reality Twist", "Contamination", "Damping Sphere", "Ancient Tomb",
        "Exotic Orchard", "Meteor Crater", "Pale Moon", "Calciform Pools")
LAYERS = ("Forest", "Savannah", "Blood Moon", "Urborg, Tomb of Yawgmoth", "Celestial Dawn", "Prismatic Omen",
          "Natural Affinity", "Grizzly Bears")


def _sample(pool, n, k, seed):
    space = Space(pool, n)
    found = [g for size in sizes(space) for g in enumerate_boards(space, size)]
    return random.Random(seed).sample(found, k)


@pytest.mark.slow
@pytest.mark.parametrize("question, pool, readings", [
    ("could-produce", MANA, ()), ("could-produce", MANA, (("hypothetical_you", "asker"),)),
    ("produce", MANA, (("undefined_mana", "after"),)), ("orderings", MANA, (("multi_type_clauses", "one_per_type"),)),
    ("show", LAYERS, ()), ("show", LAYERS, (("simultaneous_timestamps", "player"),)),
])
def test_a_batch_of_worlds_answers_as_the_ordinary_commands(question, pool, readings):
    q = QUESTIONS[question]
    boards = _sample(pool, 3, 12, 7)
    extra = [tuple(("research_subject", (p.id,)) for p in g.board.permanents) if q.subjects else () for g in boards]
    answers = evaluate([World(g.board, readings, e) for g, e in zip(boards, extra)], q.program, q.shown)
    for g, a in zip(boards, answers):
        assert q.world(a, g.board) == q.api(g.board, readings), board_yaml(g.board)


@pytest.mark.slow
def test_generated_boards_round_trip_through_a_board_file():
    for g in _sample(LAYERS, 3, 10, 3):
        again = board_from_yaml(board_yaml(g.board))
        assert again.objects == tuple(o.__class__(**{**o.__dict__, "line": again.get(o.id).line}) for o in g.board.objects)


@pytest.mark.slow
def test_diverge_finds_the_minimal_witness_and_the_ordinary_commands_agree(tmp_path):
    out = tmp_path / "w.yaml"
    run = run_cli("diverge", "--reading", "x_for_counters=probe", "--vs", "x_for_counters=present", "--query",
                  "could-produce", "--cards", "Forest,Calciform Pools,Mana Reflection", "--no-results", "--json",
                  "--write", str(out))
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["result"] == "witness" and data["witness"]["objects"] == 1
    a = json.loads(run_cli("could-produce", str(out), "--json", "--reading", "x_for_counters=probe").stdout)
    b = json.loads(run_cli("could-produce", str(out), "--json", "--reading", "x_for_counters=present").stdout)
    assert a["types"]["calciform-pools"] == ["W", "U", "C"] and b["types"]["calciform-pools"] == ["C"]
    assert data["complete"] is True
    assert data["witness"]["answers"]["probe"]["types"]["calciform-pools"] == "WUC"


@pytest.mark.slow
def test_diverge_bounded_proof_states_its_bound_and_the_boards_covered():
    # No card of the library is a non-mana ability that adds mana: nothing to cover.
    empty = diverge("nonmana_abilities=mana_abilities", "nonmana_abilities=any_ability", "could-produce",
                    pool=MANA, max_objects=2, sweep=Sweep(workers=0))
    assert empty.proved and empty.covered == 0 and empty.notes
    # Reality Twist on lands of one basic type or none: the two readings never differ up to 2 objects.
    proof = diverge("multi_type_clauses=one_effect", "multi_type_clauses=one_per_type", "orderings",
                    pool=("Forest", "Ancient Tomb", "Reality Twist"), max_objects=2, sweep=Sweep(workers=0))
    assert proof.proved and proof.bound == 2 and proof.covered == sum(n for _s, n in proof.by_size) > 0


@pytest.mark.slow
def test_diverge_same_result_with_one_and_two_workers_and_resumes(tmp_path):
    args = ("undefined_mana=before", "undefined_mana=after", "could-produce")
    pool = ("Contamination", "Meteor Crater", "Forest", "Pale Moon")
    one = diverge(*args, pool=pool, max_objects=2, sweep=Sweep(workers=1, results=tmp_path))
    two = diverge(*args, pool=pool, max_objects=2, sweep=Sweep(workers=2, results=None))
    assert one.witness_yaml == two.witness_yaml and one.covered == two.covered and one.answer_b == two.answer_b
    again = Sweep(workers=1, results=tmp_path)
    three = diverge(*args, pool=pool, max_objects=2, sweep=again)
    assert again.computed == 0 and again.reused == one.shards and three.witness_yaml == one.witness_yaml
    os.remove(next(tmp_path.glob("*.json")))
    resumed = Sweep(workers=1, results=tmp_path)
    diverge(*args, pool=pool, max_objects=2, sweep=resumed)
    assert resumed.computed == 1


@pytest.mark.slow
@pytest.mark.parametrize("processes", [True, False], ids=["worker-processes", "worker-threads"])
def test_diverge_on_a_dask_local_cluster_gives_the_same_witness(processes):
    # worker-threads: the workers are threads of this process (docs/research.md's advice for one machine); each
    # thread runs its shards in a served child of its own (research/tasks.py execute_served, thread-local)
    distributed = pytest.importorskip("dask.distributed")
    args = ("x_for_counters=probe", "x_for_counters=present", "could-produce")
    pool = ("Forest", "Calciform Pools", "Contamination")
    local = diverge(*args, pool=pool, max_objects=2, sweep=Sweep(workers=1, results=None))
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=processes,
                                  dashboard_address=None) as cluster:
        remote = diverge(*args, pool=pool, max_objects=2, sweep=Sweep(dask=cluster.scheduler_address, results=None))
    assert remote.witness_yaml == local.witness_yaml and remote.covered == local.covered


@pytest.mark.slow
def test_commute_separates_order_from_choice_and_rechecks_with_orderings(tmp_path):
    effects = [Effect("Contamination", 2), Effect("Mana Reflection", 1), Effect("Reality Twist", 2),
               Effect("Damping Sphere", 1)]
    r = commute(effects, "tap", subjects=("Forest", "Savannah", "Ancient Tomb"), sweep=Sweep(workers=0))
    status = {(tuple(e.card for e in c.effects), c.subject): c.status for c in r.cells}
    assert status[(("Contamination", "Mana Reflection"), "Forest")] == "order"  # ruling on Mana Reflection
    assert status[(("Mana Reflection", "Reality Twist"), "Savannah")] == "choice"  # issue 10's example
    assert status[(("Damping Sphere", "Mana Reflection"), "Forest")] == "commutes"
    assert status[(("Damping Sphere", "Mana Reflection"), "Ancient Tomb")] == "order"
    for cell in r.cells:
        if cell.witness is None:
            continue
        assert cell.witness["objects"] <= 4
        path = tmp_path / "w.yaml"
        path.write_text(cell.witness["board"], encoding="utf-8")
        subject = board_from_yaml(cell.witness["board"]).objects[0].id
        data = json.loads(run_cli("orderings", str(path), "tap", subject, "--ability", str(cell.witness["ability"]),
                                  "--json").stdout)
        assert data["order_matters"] is (cell.status == "order")
        assert data["choice_matters"] or cell.status == "order"


@pytest.mark.slow
def test_check_finds_the_planted_bug_and_otherwise_holds(planted_bug):
    pool = ("Forest", "Contamination", "Mana Reflection", "Grizzly Bears")
    bug = check("could-produce", pool=pool, max_objects=2,
                readings=(("planted_bug", "could_produce_ignores_replacement"),), sweep=Sweep(workers=0))
    assert bug.counterexample is not None and len(bug.counterexample.objects) == 2
    assert {o.card for o in bug.counterexample.objects} == {"Forest", "Contamination"}
    assert any("T=g" in v for v in bug.violations)
    fine = check("could-produce", pool=pool, max_objects=2, sweep=Sweep(workers=0))
    assert fine.holds and fine.covered > 0


@pytest.mark.slow
def test_a_users_invariant_runs_in_worker_processes_only(tmp_path, monkeypatch):
    import mtgasp.research.invariants as inv

    parent = os.getpid()
    original = inv.invariant_program

    def guarded(text):
        assert os.getpid() != parent, "a user's invariant was parsed in the main process"
        return original(text)

    monkeypatch.setattr(inv, "invariant_program", guarded)
    path = tmp_path / "lands.lp"
    path.write_text("% every permanent that could produce mana is a land\n"
                    ":- could_produce(O, T), not has_type(O, land).\n", encoding="utf-8")
    result = check(str(path), pool=("Forest", "Llanowar Elves"), max_objects=1, sweep=Sweep(workers=0, results=None))
    assert result.counterexample is not None and result.counterexample.objects[0].card == "Llanowar Elves"


@pytest.mark.slow
def test_a_users_invariant_that_grounds_forever_is_stopped(tmp_path):
    path = tmp_path / "big.lp"
    path.write_text("big(X) :- X = 1..2000000000, permanent(_).\n:- big(1), could_produce(_, _).\n", encoding="utf-8")
    run = run_cli("check", str(path), "--cards", "Forest", "--max-objects", "1", "--no-results", "--shard-timeout", "5")
    # Printed, and marked incomplete: exit status 3 with one line on stderr saying why (cli/__init__.py).
    assert run.returncode == 3 and "INCOMPLETE" in run.stdout and "time limit" in run.stdout
    assert "incomplete" in run.stderr and len(run.stderr.strip().splitlines()) == 1
    bad = tmp_path / "bad.lp"
    bad.write_text('#include "/etc/passwd".\n:- could_produce(O, T).\n', encoding="utf-8")
    run = run_cli("check", str(bad), "--no-results")
    assert run.returncode == 2 and "#include is not allowed" in run.stderr


def test_progress_goes_to_the_runner_and_nothing_is_printed(capsys):
    from mtgasp.engine import limits

    said: list[str] = []
    limits.set_reporter(said.append)
    try:
        bar = _Bar("x", 3, 0, True)
        bar.step()
        bar.close()
    finally:
        limits.set_reporter(None)
    assert said == ["x: 0/3 shards", "x: 1/3 shards"]
    assert capsys.readouterr() == ("", "")


def test_a_sweep_stops_at_the_deadline_of_the_work_and_stores_nothing(tmp_path):
    # The command line's --timeout (mtgasp.engine.limits): shards not finished are errors, never stored; the answer
    # is then incomplete (exit 3), and running it again computes them.
    from mtgasp.engine import limits
    from mtgasp.research.invariants import run_shard
    from mtgasp.research.shards import STOPPED

    tasks = [{"kind": "check", "invariant": "could-produce", "program": "", "readings": [], "size": 1, "offset": i,
              "boards": []} for i in range(3)]
    for workers in (0, 1):
        sweep = Sweep(workers=workers, results=tmp_path)
        with limits.deadline(1e-9):
            results = sweep.run(tasks, run_shard)
        assert results == [STOPPED] * 3
        assert not list(tmp_path.iterdir())


@pytest.mark.slow
@pytest.mark.parametrize("args, expect", [
    (["diverge", "--reading", "undefined_mana=before", "--vs", "undefined_mana=aftr", "--query", "could-produce"],
     "argument --vs: reading undefined_mana: unknown value 'aftr' (did you mean"),
    (["diverge", "--reading", "undefined_mana=before", "--vs", "x_for_counters=probe", "--query", "could-produce"],
     "readings of the same point"),
    (["check", "could-produce", "--cards", "Forst", "--no-results"], "--cards: unknown card 'Forst' (did you mean"),
    (["check", "no-such-invariant", "--no-results"], "unknown invariant 'no-such-invariant'"),
    (["check", "could-produce", "--shard-memory", "1"], "argument --shard-memory: give at least 256 MB"),
    (["check", "could-produce", "--max-objects", "2147483648"], "argument --max-objects: give a whole number from 1 to 100"),
    (["commute", "Forst", "--event", "tap", "--no-results"], "Forst"),
    (["could-produce", "BOARD", "--reading", "nonmana_abilities"], "argument --reading: reading 'nonmana_abilities': "
                                                                   "give KEY=VALUE"),
    (["could-produce", "BOARD", "--reading", "x_for_counters=probe", "--reading", "x_for_counters=present"],
     "reading x_for_counters given twice"),
])
def test_bad_input_to_the_research_commands_is_one_line_exit_2(args, expect):
    from support import EXAMPLES

    args = [str(EXAMPLES / "reflecting.yaml") if a == "BOARD" else a for a in args]
    run = run_cli(*args)
    assert run.returncode == 2, run.stderr
    assert expect in run.stderr and len(run.stderr.strip().splitlines()) == 1, run.stderr
    assert "Traceback" not in run.stderr and run.stdout == ""


@pytest.mark.slow
def test_commute_on_enter_and_damage_events():
    # Hardened Scales (+1) and Corpsejack Menace (double) on a creature entering with X = 2 counters: 5 or 6.
    enter = commute([Effect("Hardened Scales", 1), Effect("Corpsejack Menace", 1)], "enter",
                    subjects=("Walking Ballista", "Grizzly Bears"), sweep=Sweep(workers=0))
    status = {(tuple(e.card for e in c.effects), c.subject): c.status for c in enter.cells}
    assert status[(("Corpsejack Menace", "Hardened Scales"), "Walking Ballista")] == "order"
    # No counters to put: neither effect applies, so nothing is proved (issue 27: not "commutes").
    assert status[(("Corpsejack Menace", "Hardened Scales"), "Grizzly Bears")] == "never"
    # Furnace of Rath doubles, Torbran adds 2 to a red source of its controller's: 8 or 10 to the player.
    damage = commute([Effect("Furnace of Rath", 1), Effect("Torbran, Thane of Red Fell", 1)], "damage",
                     subjects=("player",), sweep=Sweep(workers=0))
    cell = next(c for c in damage.cells if len(set(c.effects)) == 2)
    assert cell.status == "order"
    assert {cell.witness["first"]["result"]["damage"], cell.witness["second"]["result"]["damage"]} == {8, 10}


def test_a_sweep_stops_after_the_first_shard_that_ends_the_search():
    # The search wants the first witness in the shards' order (diverge, check): the shards after the first whose
    # result ends it are not run, and are SKIPPED even when they ran (a faster worker), so that the answer and its
    # counts don't depend on the workers. diverge --max-objects 5 on the 613.8b cards ran all 136 shards of 5
    # objects for a witness in one of the first (docs/performance.md).
    ran = []

    def work(task):
        ran.append(task["n"])
        return {"n": task["n"], "witness": task["n"] in (2, 4)}

    tasks = [{"kind": "test", "n": n} for n in range(6)]
    results = Sweep(workers=0, results=None).run(tasks, work, stop=lambda r: r["witness"])
    assert ran == [0, 1, 2]
    assert [r.get("n") for r in results[:3]] == [0, 1, 2] and all(r == {"skipped": True} for r in results[3:])
    assert [r["n"] for r in Sweep(workers=0, results=None).run(tasks, work)] == list(range(6))  # no stop: all


@pytest.mark.slow
def test_commute_on_the_counters_event_and_the_witness_rechecked_by_orderings(tmp_path):
    # Issue 27: the atlas's counters section. Two +1/+1 counters would be put on alice's Grizzly Bears by itself.
    # CR 616.1e "Any of the applicable replacement and/or prevention effects may be chosen." Hardened Scales then
    # Doubling Season: (2 + 1) x 2 = 6; Doubling Season then Hardened Scales: 2 x 2 + 1 = 5.
    r = commute([Effect("Hardened Scales", 1), Effect("Doubling Season", 2), Effect("Melira, the Living Cure", 1)],
                "counters", sweep=Sweep(workers=0))
    assert r.subjects == ("Grizzly Bears",)
    status = {tuple(e.card for e in c.effects): c for c in r.cells}
    cell = status[("Doubling Season", "Hardened Scales")]
    assert cell.status == "order" and cell.witness["objects"] == 3
    assert {cell.witness["first"]["result"]["counters"], cell.witness["second"]["result"]["counters"]} == {5, 6}
    # Doubling Season, 2005-10-01: "If there are two Doubling Seasons on the battlefield, then the number of tokens
    # or counters is four times the original number."
    assert status[("Doubling Season", "Doubling Season")].status == "commutes"
    assert status[("Doubling Season", "Doubling Season")].both_apply > 0
    # Melira is about poison counters on players: never applied to +1/+1 counters on a creature, nothing proved.
    assert status[("Hardened Scales", "Melira, the Living Cure")].status == "never"
    path = tmp_path / "w.yaml"
    path.write_text(cell.witness["board"], encoding="utf-8")
    subject = board_from_yaml(cell.witness["board"]).objects[0].id
    data = json.loads(run_cli("orderings", str(path), "counters", subject, "p1p1", "2", "--by", subject,
                              "--json").stdout)
    assert data["order_matters"] is True
    assert sorted({o["result"]["counters"] for o in data["outcomes"]}) == [5, 6]
