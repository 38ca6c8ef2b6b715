"""Research results a paper can cite (issue 27): no "commutes" for effects that never applied together, a board
space that holds every way an effect exists (effects: entries of activated abilities and resolved spells,
chosen: values, targets), witnesses 1-minimal by deletion, results that record their provenance, CSV and
LaTeX tables, and partial answers at the time limit."""
from __future__ import annotations

import importlib
import json
from dataclasses import replace
from pathlib import Path

import pytest
from support import run_cli

import mtgasp
from mtgasp.encoder import Board, BoardError, BoardObject
from mtgasp.render import research as research_render
from mtgasp.research import space as space_module
from mtgasp.research.boards import board_from_yaml, board_yaml, deletions, minimize
from mtgasp.research.commute import Effect, commute
from mtgasp.research.diverge import diverge
from mtgasp.research.invariants import check
from mtgasp.research.shards import Sweep
from mtgasp.research.space import Space, enumerate_space, variants


def _cells(result):
    return {(tuple(e.label for e in c.effects), c.subject): c for c in result.cells}


@pytest.mark.slow
def test_an_effect_that_exists_only_once_activated_is_placed_deep_water_and_reality_twist_order_matters():
    # Issue 27: "commute 'Deep Water' 'Reality Twist' --event tap --on Forest" said "proved"; Deep Water's
    # effect (ability 2) exists only under effects: once its ability resolved (CR 611.2). Reality Twist's
    # "Forests produce {B}" and Deep Water's "produces {U} instead" give {U} or {B} by order (CR 616.1).
    r = commute([Effect("Deep Water", 2), Effect("Reality Twist", 2)], "tap", subjects=("Forest",),
                sweep=Sweep(workers=0))
    cell = _cells(r)[(("Deep Water (2)", "Reality Twist (2)"), "Forest")]
    assert cell.status == "order" and cell.both_apply > 0
    results = {cell.witness["first"]["result"]["mana"], cell.witness["second"]["result"]["mana"]}
    assert results == {"U", "B"}
    board = board_from_yaml(cell.witness["board"])
    assert [o.card for o in board.objects if o.zone == "effect"] == ["Deep Water"]
    # The witness is a board file the ordinary command reads, and it says the same.
    again = mtgasp.orderings(board, mtgasp.TapEvent(board.objects[0].id, cell.witness["ability"]))
    assert again.order_matters


@pytest.mark.slow
def test_furnace_of_rath_and_healing_salve_give_0_or_3_damage_on_a_player_and_on_a_creature():
    # Healing Salve's shield is on its target: "any target", a player given as chosen: {player: P}, a creature as
    # targets: [id] (session 30: the library's Salve once shielded a player only, and the cell on a creature was
    # "never applied together"); Furnace of Rath doubles the damage.
    r = commute([Effect("Furnace of Rath", 1), Effect("Healing Salve", 1)], "damage",
                subjects=("player", "Grizzly Bears"), sweep=Sweep(workers=0))
    cells = _cells(r)
    for subject in ("player", "Grizzly Bears"):
        cell = cells[(("Furnace of Rath (1)", "Healing Salve (1)"), subject)]
        assert cell.status == "order", subject
        dealt = {cell.witness[k]["result"]["damage"] for k in ("first", "second")}
        assert dealt == {0, 3}, subject


@pytest.mark.slow
def test_no_commutes_is_printed_for_a_pair_never_applied_together():
    # Damping Sphere applies to a land tapped for two or more mana: never to a Forest.
    run = run_cli("commute", "Damping Sphere", "Mana Reflection", "--event", "tap", "--on", "Forest",
                  "--no-results", "--json", "--timeout", "900", timeout=1000)
    assert run.returncode == 0, run.stderr
    cells = {(tuple(e["card"] for e in c["effects"]), c["subject"]): c for c in json.loads(run.stdout)["cells"]}
    twice = cells[(("Damping Sphere", "Damping Sphere"), "Forest")]
    assert twice["status"] == "never" and twice["both_apply"] == 0 and twice["boards"] > 0
    for c in cells.values():
        assert c["status"] != "commutes" or c["both_apply"] > 0


@pytest.mark.slow
def test_an_effect_that_changes_nothing_wherever_it_applies_has_not_applied():
    # Quarum Trench Gnomes' lasting effect: "If target Plains is tapped for mana, it produces colorless mana
    # instead of white mana." On a Forest's {G} it changes nothing in any order, so no order of it and
    # Contamination can differ: those boards prove nothing, and the cell is "never applied together", not
    # "commutes" (it said ". 4/8"). On a Savannah's {W} both change the mana (CR 614.1, 616.1): commutes
    # (either order gives {B}). Contamination and Reality Twist each turn a Forest's {G} into {B}: they apply
    # together although the rules explore them in one block (rules/replacement/commuting.lp), the second
    # changing nothing after the first. Mana Abundance changes what the state doesn't record (the other
    # players' mana): it applied too.
    effects = [Effect("Contamination", 2), Effect("Quarum Trench Gnomes", 2), Effect("Reality Twist", 2),
               Effect("Mana Abundance", 1)]
    cells = _cells(commute(effects, "tap", subjects=("Forest", "Savannah"), sweep=Sweep(workers=0, results=None)))
    gnomes = ("Contamination (2)", "Quarum Trench Gnomes (2)")
    assert cells[(gnomes, "Forest")].status == "never" and cells[(gnomes, "Forest")].both_apply == 0
    assert cells[(gnomes, "Forest")].boards > 0
    assert cells[(gnomes, "Savannah")].status == "commutes" and cells[(gnomes, "Savannah")].both_apply > 0
    twist = cells[(("Contamination (2)", "Reality Twist (2)"), "Forest")]
    assert twist.status == "commutes" and twist.both_apply == twist.boards > 0
    abundance = cells[(("Contamination (2)", "Mana Abundance (1)"), "Forest")]
    assert abundance.status == "commutes" and abundance.both_apply > 0


def test_every_form_of_a_card_is_in_the_board_space():
    forms = {v.key: v for v in variants("Chaos Moon")}
    assert {v.chosen for v in forms.values() if v.zone == "effect"} == {(("branch", "odd"),), (("branch", "even"),)}
    assert {v.chosen for v in variants("Hall of Gemstone") if v.zone == "effect"} == {
        (("color", c),) for c in "WUBRG"}
    # Healing Salve's shield on "any target": a player chosen (chosen: {player: P}) or a creature targeted, never both
    # (CR 115.4; an entry with both is refused since session 36): the form without a player is the targeting one
    salve = {v.chosen: v.targeting for v in variants("Healing Salve")}
    assert salve == {(("player", "alice"),): False, (("player", "bob"),): False, (): True}
    gnomes = [v for v in variants("Quarum Trench Gnomes") if v.zone == "effect"]
    assert len(gnomes) == 1 and gnomes[0].targeting
    factory = {v.ability: v for v in variants("Mishra's Factory") if v.zone == "effect"}
    assert set(factory) == {2, 3} and factory[2].needs_source  # "This land becomes a creature": source:
    # Every generated board is a board the validator and the rules accept, and round-trips through a file.
    pool = ("Chaos Moon", "Quarum Trench Gnomes", "Mishra's Factory", "Plains")
    space = Space(pool, 2)
    boards, refused = enumerate_space(space, 2)
    assert refused == 0 and boards
    kinds = {(o.card, o.zone, o.chosen, o.ability, bool(o.source), bool(o.targets)) for g in boards
             for o in g.board.objects}
    assert ("Chaos Moon", "effect", (("branch", "even"),), None, False, False) in kinds
    assert ("Quarum Trench Gnomes", "effect", (), None, False, True) in kinds
    assert ("Mishra's Factory", "effect", (), 2, True, False) in kinds
    # The whole board, its choices included: a witness's file without them (Chaos Moon's branch, Conspiracy's creature
    # type) is another board, on which the ordinary commands did not confirm the 613.8b witness of shard 29
    # (docs/research.md; its re-check read the file).
    for g in boards:
        again = board_from_yaml(board_yaml(g.board))
        assert again.objects == tuple(replace(o, line=again.get(o.id).line) for o in g.board.objects)


WITNESS_613_8B = """players: [alice, bob]
active_player: alice
battlefield:
- {card: Blood Moon, controller: alice, id: blood-moon, timestamp: 1}
- {card: Life and Limb, controller: alice, id: life-and-limb, timestamp: 2}
- card: Conspiracy
  controller: alice
  id: conspiracy
  timestamp: 3
  chosen: {creature_type: goblin}
- {card: Changeling Outcast, controller: alice, id: changeling-outcast, timestamp: 4}
- {card: Stomping Ground, controller: bob, id: stomping-ground, timestamp: 5}
"""


def test_the_613_8b_witness_of_shard_29_read_back_from_its_file_diverges_through_the_cli(tmp_path):
    # Board 11,458 of `diverge --reading dependency_loop=still_waits --vs dependency_loop=ignores_all --query show
    # --cards "Life and Limb, Blood Moon, Conspiracy, Changeling Outcast, Stomping Ground" --max-objects 5`, as the
    # sweep's worker wrote it (research/diverge.py run_shard on shard 29, 2026-12-03, session 18: boards 11,458, 11,468
    # and 11,474 differ). CR 613.8b: "An effect dependent on one or more other effects waits to apply until just after
    # all of those effects have been applied. If several dependent effects form a dependency loop, then this rule is
    # ignored and the effects in the dependency loop are applied in timestamp order." The file the sweep writes from
    # the board must be the same board (Conspiracy's chosen creature type: without it the readings agree, and the
    # re-check of round 4 counted every witness as a mismatch).
    path = tmp_path / "witness.yaml"
    path.write_text(board_yaml(board_from_yaml(WITNESS_613_8B)), encoding="utf-8")
    shown = {}
    for reading in ("still_waits", "ignores_all"):
        out = json.loads(run_cli("show", str(path), "--reading", f"dependency_loop={reading}", "--json").stdout)
        shown[reading] = out["objects"]["changeling-outcast"]
    # Life and Limb waits for Conspiracy and applies to nothing: the Outcast is a Creature - Goblin only.
    assert (shown["still_waits"]["card_types"], shown["still_waits"]["subtypes"]) == (["creature"], ["goblin"])
    # The loop applied in timestamp order: a Land Creature - Forest Goblin.
    assert (shown["ignores_all"]["card_types"], shown["ignores_all"]["subtypes"]) == (["creature", "land"],
                                                                                      ["forest", "goblin"])


def test_a_board_file_is_written_by_libyaml_as_the_python_emitter_writes_it():
    # The witness files are written by libyaml's emitter (docs/performance.md, issue 31: the pure-Python one was 6 %
    # of the tap table's CPU); the text must be the same, byte for byte: the table's digest covers the witness files.
    import yaml

    from mtgasp.research import boards as boards_module

    if getattr(yaml, "CSafeDumper", None) is not None:
        assert boards_module._DUMPER is yaml.CSafeDumper
    pool = ("Chaos Moon", "Quarum Trench Gnomes", "Mishra's Factory", "Mauhúr, Uruk-hai Captain", "Conspiracy",
            "Hall of Gemstone", "Lae'zel, Vlaakith's Champion")
    boards, _refused = enumerate_space(Space(pool, 2), 2)
    assert len(boards) > 50
    for g in boards:
        text = board_yaml(g.board, comment="a witness\nof something")
        python = yaml.dump(yaml.safe_load(text), Dumper=yaml.SafeDumper, sort_keys=False, allow_unicode=True,
                           default_flow_style=None, width=120)
        assert text == "# a witness\n# of something\n" + python


def test_a_board_the_validator_refuses_is_skipped_and_counted(monkeypatch):
    real = space_module._board

    def picky(rows, size):
        if any(name == "slot_card" and args[1] == "Savannah" for name, args in rows):
            raise BoardError("refused for the test")
        return real(rows, size)

    monkeypatch.setattr(space_module, "_board", picky)
    boards, refused = enumerate_space(Space(("Forest", "Savannah"), 1), 1)
    assert refused == 2 and len(boards) == 2  # Savannah under either player refused; Forest kept


def _board(*cards: str) -> Board:
    return Board(("alice", "bob"), "alice", tuple(BoardObject(f"o{i}", c, "alice", "alice")
                                                   for i, c in enumerate(cards)))


def test_minimize_removes_every_object_it_can():
    big = _board("Forest", "Contamination", "Grizzly Bears", "Meteor Crater")
    assert len(deletions(big)) == 4
    small = minimize(big, lambda cands: next((i for i, b in enumerate(cands)
                                               if {"Contamination", "Meteor Crater"} <= {o.card for o in b.objects}),
                                              None))
    assert sorted(o.card for o in small.objects) == ["Contamination", "Meteor Crater"]


@pytest.mark.slow
def test_witnesses_are_1_minimal_by_deletion(planted_bug):
    # diverge: every deletion of the witness makes the two readings agree (checked with the ordinary command).
    d = diverge("undefined_mana=before", "undefined_mana=after", "could-produce",
                pool=("Contamination", "Meteor Crater", "Forest", "Grizzly Bears"), max_objects=3,
                sweep=Sweep(workers=0))
    assert d.witness is not None
    for smaller in deletions(d.witness):
        a = mtgasp.could_produce(smaller, readings={"undefined_mana": "before"}).types
        b = mtgasp.could_produce(smaller, readings={"undefined_mana": "after"}).types
        assert a == b, board_yaml(smaller)
    # check: every deletion of the counterexample satisfies the invariant.
    c = check("could-produce", pool=("Forest", "Contamination", "Mana Reflection"), max_objects=3,
              readings=(("planted_bug", "could_produce_ignores_replacement"),), sweep=Sweep(workers=0))
    assert c.counterexample is not None
    for smaller in deletions(c.counterexample):
        produced = {(p.id, t) for p in smaller.permanents for r in mtgasp.produce(smaller, p.id).abilities
                    for o in r.outcomes for t in o.mana if t in "WUBRGC"}
        could = mtgasp.could_produce(smaller, readings={"planted_bug": "could_produce_ignores_replacement"})
        assert {(p, t) for p, ts in could.types.items() for t in ts} == produced, board_yaml(smaller)


@pytest.mark.slow
def test_the_106_7_you_witness_has_3_objects_with_deep_water_s_effect_and_is_1_minimal():
    # Issue 27: hypothetical_you's witness had 4 objects; with Deep Water's lasting effect ("Until end of turn,
    # if you tap a land for mana, it produces {U} instead", an effects: entry, CR 611.2) a 3-object one exists:
    # bob's Exotic Orchard asks what alice's Forest could produce (CR 106.7). If alice, its controller, taps it
    # in the hypothetical, her Deep Water applies ({U}); if bob, the asker, does, it doesn't ({G}).
    d = diverge("hypothetical_you=controller", "hypothetical_you=asker", "could-produce",
                pool=("Exotic Orchard", "Deep Water", "Forest", "Harvest Mage"), max_objects=3,
                sweep=Sweep(workers=0, results=None))
    assert d.witness is not None and len(d.witness.objects) == 3
    assert sorted((o.card, o.zone) for o in d.witness.objects) == [
        ("Deep Water", "effect"), ("Exotic Orchard", "battlefield"), ("Forest", "battlefield")]
    readings = ({"hypothetical_you": "controller"}, {"hypothetical_you": "asker"})
    orchard = next(o.id for o in d.witness.objects if o.card == "Exotic Orchard")
    assert [mtgasp.could_produce(d.witness, readings=r).types[orchard] for r in readings] == [("U",), ("G",)]
    for smaller in deletions(d.witness):  # 1-minimal: without any one of them the readings agree
        a, b = (mtgasp.could_produce(smaller, readings=r).types for r in readings)
        assert a == b, board_yaml(smaller)


@pytest.mark.slow
def test_a_result_records_its_provenance_and_the_tables_are_csv_and_latex(tmp_path):
    args = ("diverge", "--reading", "undefined_mana=before", "--vs", "undefined_mana=after", "--query",
            "could-produce", "--cards", "Contamination, Meteor Crater", "--max-objects", "2", "--results",
            str(tmp_path / "results"), "--write", str(tmp_path / "w.yaml"))
    data = json.loads(run_cli(*args, "--json").stdout)
    p = data["provenance"]
    assert p["mtgasp"] == mtgasp.__version__ and len(p["rules_digest"]) == 20 and len(p["cards_digest"]) == 20
    assert "2026" in p["cr_edition"] and p["command"].startswith("mtgasp diverge --reading undefined_mana=before")
    assert p["pool"] == ["Contamination", "Meteor Crater"] and p["bounds"] == {"max_objects": 2}
    assert p["readings"] == ["undefined_mana=before", "undefined_mana=after"]
    stored = [json.loads(f.read_text()) for f in (tmp_path / "results").glob("*.json")]
    assert stored and all(s["provenance"]["rules_digest"] == p["rules_digest"] for s in stored)
    text = run_cli(*args).stdout
    assert "provenance: mtgasp" in text and "command: mtgasp diverge" in text
    csv = run_cli(*args, "--format", "csv").stdout.splitlines()
    assert csv[0].startswith("# provenance: mtgasp") and any(line.startswith("undefined_mana,before,after") for line in csv)
    latex = run_cli(*args, "--format", "latex").stdout
    assert r"\begin{tabular}" in latex and "undefined\\_mana" in latex and latex.startswith("% provenance")
    table = run_cli("commute", "Damping Sphere", "Mana Reflection", "--event", "tap", "--on", "Ancient Tomb",
                    "--no-results", "--format", "latex").stdout
    assert "Damping Sphere (1) + Mana Reflection (1) & O 2/4" in table


def test_the_code_digest_is_the_package_s_own_code():
    # A result records a digest of the code that computed it, and a Dask worker whose digest differs is
    # refused: it was taken over every .py under the checkout's root, the tests, the tools and the virtual
    # environment's installed packages included (3,000 files, and another digest for the same mtgasp in
    # another environment). It is the package's files, named by package, each folder of pyproject's packages.
    from support import ROOT, SETUPTOOLS

    from mtgasp.research import provenance

    assert set(provenance.PACKAGES) == set(SETUPTOOLS["packages"])
    files = provenance.code_files()
    mapped = SETUPTOOLS["package-dir"]  # a subpackage not mapped is a folder of its parent's (cli/server)
    folders = {name: ROOT / (mapped[name] if name in mapped else name.split(".", 1)[1].replace(".", "/"))
               for name in provenance.PACKAGES}
    # The same names in a checkout (an editable install) and in an installed package (CI's): each file of each package
    # folder, and only those, from the package as imported.
    assert {label for label, _path in files} == {f"{name}/{f.name}" for name, d in folders.items() for f in d.glob("*.py")}
    for label, path in files:
        name, file = label.split("/")
        assert path.name == file and path.parent == Path(importlib.import_module(name).__file__).parent
    assert "mtgasp.research/provenance.py" in {label for label, _path in files}


def test_the_cr_edition_is_the_one_of_the_cr_text_shipped(tmp_path, monkeypatch):
    # A result names the CR edition the rules are written against: it was a constant in provenance.py, true
    # only until the CR text (rules/data/comprehensive-rules.txt.gz, from data/) is updated. It is read from
    # the text's own line "These rules are effective as of <date>."
    import gzip

    from support import ROOT

    from mtgasp.research import provenance

    shipped = gzip.decompress((ROOT / "rules" / "data" / "comprehensive-rules.txt.gz").read_bytes()).decode()
    date = shipped.split("These rules are effective as of ", 1)[1].split(".", 1)[0]
    assert provenance.provenance()["cr_edition"] == f"Comprehensive Rules effective {date}"
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "comprehensive-rules.txt.gz").write_bytes(gzip.compress(
        b"Magic: The Gathering Comprehensive Rules\n\nThese rules are effective as of November 14, 2031.\n"))
    monkeypatch.setattr(provenance, "rules_dir", lambda: tmp_path)
    provenance.cr_edition.cache_clear()
    try:
        assert provenance.provenance()["cr_edition"] == "Comprehensive Rules effective November 14, 2031"
    finally:
        provenance.cr_edition.cache_clear()


@pytest.mark.slow
def test_a_sweep_whose_boards_are_not_all_generated_by_the_deadline_answers_with_what_it_covered():
    # Issue 27: big pools stopped at the time limit with nothing printed (exit 124): the generation of the
    # boards (research/space.py) ran past the deadline. Now it stops there and the answer is partial (the
    # command line prints it, exit 3: commands/_sweep.py).
    import time

    from mtgasp.engine import limits

    with limits.deadline(0.2):
        time.sleep(0.3)
        result = diverge("dependency_recheck=once", "dependency_recheck=each_step", "show", max_objects=4,
                         sweep=Sweep(workers=0, results=None))
    assert result.errors and "not all generated" in result.errors[0] and not result.proved
    assert "INCOMPLETE" in research_render.divergence_text(result)


@pytest.mark.slow
@pytest.mark.parametrize("workers", [0, 1])
def test_the_same_answers_in_process_and_on_a_worker(workers):
    r = commute([Effect("Deep Water", 2), Effect("Reality Twist", 2)], "tap", subjects=("Forest",),
                sweep=Sweep(workers=workers, results=None))
    assert {c.status for c in r.cells} == {"order", "commutes"}


@pytest.mark.slow
def test_a_reading_from_a_file_outside_the_package(tmp_path):
    from support import EXAMPLES

    path = str(EXAMPLES / "research" / "undefined-colorless.lp")
    listed = run_cli("readings", "--readings-file", path, "--json")
    assert "undefined_is_colorless" in {r["key"] for r in json.loads(listed.stdout)}
    run = run_cli("diverge", "--readings-file", path, "--reading", "undefined_is_colorless=no_mana", "--vs",
                  "undefined_is_colorless=colorless", "--query", "could-produce", "--cards", "Meteor Crater, Forest",
                  "--max-objects", "2", "--no-results", "--json", "--write", str(tmp_path / "w.yaml"))
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["result"] == "witness" and data["witness"]["objects"] == 1
    assert data["needs"] == [{"cards": ["Meteor Crater"], "at_least": 1}]  # its relevance, from the same file
    shown = run_cli("could-produce", str(tmp_path / "w.yaml"), "--reading", "undefined_is_colorless=colorless",
                    "--readings-file", path, "--json")
    assert json.loads(shown.stdout)["types"]["meteor-crater"] == ["C"]
    # Without the file the reading is unknown; a rule of the file not guarded by its reading is refused.
    assert run_cli("could-produce", str(tmp_path / "w.yaml"), "--reading", "undefined_is_colorless=colorless").returncode == 2
    bad = tmp_path / "bad.lp"
    bad.write_text('reading_point(k, "1", "q"). reading_value(k, a, "A"). reading_default(k, a).\n'
                   "could_produce(O, c) :- permanent(O).\n", encoding="utf-8")
    refused = run_cli("readings", "--readings-file", str(bad))
    assert refused.returncode == 2 and "guarded by one of its readings" in refused.stderr
    assert len(refused.stderr.strip().splitlines()) == 1


@pytest.fixture(scope="module")
def dask_cluster():
    distributed = pytest.importorskip("dask.distributed")
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=True, dashboard_address=None) as c:
        yield c.scheduler_address


@pytest.mark.slow
def test_dask_workers_get_the_shard_limits_and_other_rules_are_refused(dask_cluster, monkeypatch):
    args = ("x_for_counters=probe", "x_for_counters=present", "could-produce")
    pool = ("Forest", "Calciform Pools")
    # --shard-timeout reaches the worker: a shard can't even start its interpreter in 0.05 s.
    short = diverge(*args, pool=pool, max_objects=1, sweep=Sweep(dask=dask_cluster, results=None, timeout=0.05))
    assert short.errors and "over the time limit (0.05 s)" in short.errors[0]
    # A worker whose rules digest differs from this process's is refused before any shard is sent.
    from mtgasp.research import provenance

    real = provenance.environment()
    monkeypatch.setattr(provenance, "environment", lambda: {**real, "rules_digest": "0" * 20})
    with pytest.raises(BoardError, match="run other rules or another mtgasp, refused"):
        diverge(*args, pool=pool, max_objects=1, sweep=Sweep(dask=dask_cluster, results=None))


@pytest.mark.slow
def test_an_invariant_whose_subject_never_occurs_proves_nothing(tmp_path):
    inv = tmp_path / "walkers.lp"
    inv.write_text(":- has_type(O, planeswalker), could_produce(O, T).\n", encoding="utf-8")
    run = run_cli("check", str(inv), "--cards", "Forest, Llanowar Elves", "--max-objects", "1", "--no-results",
                  "--json")
    data = json.loads(run.stdout)
    assert data["result"] == "nothing_proved" and data["boards_subject"] == 0 and data["boards_covered"] == 4
    held = run_cli("check", "could-produce", "--cards", "Forest, Grizzly Bears", "--max-objects", "1",
                   "--no-results", "--json")
    data = json.loads(held.stdout)
    assert data["result"] == "holds" and 0 < data["boards_subject"] < data["boards_covered"]  # the Bears: no mana


def test_a_dask_task_checks_its_own_worker():
    # Issue 27: the workers were compared once, by client.run before the shards were submitted; a worker that
    # registers after it (a cluster still starting, one added later) computed with rules never compared. Each task
    # now compares its worker with the submitting process's environment before it runs anything.
    from mtgasp.research import tasks
    from mtgasp.research.diverge import run_shard

    other = {**tasks.worker_environment(), "rules_digest": "0" * 20}
    result = tasks.execute_checked(run_shard, {"kind": "diverge"}, 60, 1024, other)
    assert result["refused"] and "rules_digest" in result["error"] and "0" * 20 in result["error"]


def test_a_dask_worker_serves_its_tasks_from_one_child_under_the_same_limits():
    # Issue 31: each Dask task ran in a fresh interpreter (~0.75 s of imports and programs per shard, the most of
    # the CPU a Dask sweep spent beyond the local pool). A worker now keeps its children for its tasks (idle ones in a
    # pool of the process, session 36, so that a warm-up can start them before the tasks come): the same answers, one
    # start; a task over its time limit kills the child, and other readings files get another one (a readings file
    # once loaded stays loaded in the child).
    from mtgasp.research import tasks
    from mtgasp.research.diverge import run_shard

    env = tasks.worker_environment()
    while tasks._IDLE:  # (children an earlier sweep in this process left idle: a Dask cluster of threads')
        tasks._IDLE.pop().stop()
    try:
        first = tasks.execute_served(run_shard, {"kind": "diverge"}, 60, 1024, env)
        child = tasks._IDLE[-1]
        second = tasks.execute_served(run_shard, {"kind": "diverge"}, 60, 1024, env)
        assert first == second == tasks.execute_isolated(run_shard, {"kind": "diverge"}, 60, 1024)
        assert "KeyError" in first["error"] and tasks._IDLE == [child] and child.proc.poll() is None
        other = tasks.execute_served(run_shard, {"kind": "diverge", "readings_files": ["% none\n"]}, 60, 1024, env)
        assert "declares no reading" in other["error"] and len(tasks._IDLE) == 2 and tasks._IDLE[0] is child
        late_child = tasks._IDLE[1]
        late = tasks.execute_served(run_shard, {"kind": "diverge", "readings_files": ["% none\n"]}, 0, 1024, env)
        assert late == {"error": "over the time limit (0 s)"}
        assert tasks._IDLE == [child] and late_child.proc.poll() is not None
    finally:
        while tasks._IDLE:
            tasks._IDLE.pop().stop()


def test_a_warm_up_starts_the_served_children_and_says_their_environment():
    # Session 36 (issue 31): the sweep compares the environment of the children that compute (served_environment,
    # client.run on each Dask worker), which starts them before the tasks come; the Dask worker never imports the
    # rules itself
    from mtgasp.research import tasks
    from mtgasp.research.diverge import run_shard

    env = tasks.worker_environment()
    while tasks._IDLE:
        tasks._IDLE.pop().stop()
    try:
        assert tasks.served_environment(1024, env, children=2) == env
        assert len(tasks._IDLE) == 2 and all(c.env == env for c in tasks._IDLE)
        warm = list(tasks._IDLE)
        tasks.execute_served(run_shard, {"kind": "diverge"}, 60, 1024, env)
        assert len(tasks._IDLE) == 2 and set(map(id, tasks._IDLE)) == set(map(id, warm))  # (no other child started)
    finally:
        while tasks._IDLE:
            tasks._IDLE.pop().stop()


def test_the_613_8b_witness_of_shard_29_differs_when_read_back_from_its_board_file():
    # CR 613.8b: Life and Limb and Blood Moon depend on each other (a loop); Life and Limb also depends on
    # Conspiracy. Board 11,458 of the 5-object space of these five cards (docs/research.md): the batch found it,
    # but diverge re-checks a witness from its board file, which had lost Conspiracy's chosen creature type, so the
    # ordinary commands saw another board and the witness was counted as a mismatch.
    text = """players: [alice, bob]
battlefield:
- {card: Blood Moon, controller: alice, id: blood-moon, timestamp: 1}
- {card: Life and Limb, controller: alice, id: life-and-limb, timestamp: 2}
- {card: Conspiracy, controller: alice, id: conspiracy, timestamp: 3, chosen: {creature_type: Goblin}}
- {card: Changeling Outcast, controller: alice, id: outcast, timestamp: 4}
- {card: Stomping Ground, controller: bob, id: ground, timestamp: 5}
"""
    board = board_from_yaml(board_yaml(board_from_yaml(text)))
    waits = mtgasp.show(board, readings=(("dependency_loop", "still_waits"),)).objects["outcast"]
    ignores = mtgasp.show(board, readings=(("dependency_loop", "ignores_all"),)).objects["outcast"]
    # still_waits: Life and Limb waits for Conspiracy, which makes the Outcast a Goblin only: it never applies.
    assert set(waits.card_types) == {"creature"} and set(waits.subtypes) == {"goblin"}
    # ignores_all: the loop in timestamp order, Life and Limb before Conspiracy: the Outcast (a Saproling then)
    # becomes a Forest land; Conspiracy then makes its creature type Goblin.
    assert set(ignores.card_types) == {"creature", "land"} and set(ignores.subtypes) == {"forest", "goblin"}


@pytest.mark.slow
def test_a_shield_on_target_creature_is_given_its_target_abunas_chant():
    # Abuna's Chant: "Prevent the next 5 damage that would be dealt to target creature this turn." (condition
    # affected_targeted). The boards gave its effect no target (targets:), so every answer was incomplete and the
    # atlas printed "?" with "exploration(s) too large" for 8,969 of its damage cells; now each board has one.
    r = commute([Effect("Abuna's Chant", 1)], "damage", subjects=("Grizzly Bears",), sweep=Sweep(workers=0))
    cell = _cells(r)[(("Abuna's Chant (1)", "Abuna's Chant (1)"), "Grizzly Bears")]
    assert cell.status == "commutes" and cell.both_apply > 0 and not cell.errors


@pytest.mark.slow
def test_a_witness_says_who_was_dealt_the_redirected_damage_ancient_adamantoise():
    # Two Ancient Adamantoises ("All damage that would be dealt to you and other permanents you control is dealt to
    # this creature instead", CR 614.9): the last one applied is dealt the damage. The witness said "3 damage to
    # grizzly-bears" for both orders (the event's target written over the result's).
    r = commute([Effect("Ancient Adamantoise", 3)], "damage", subjects=("Grizzly Bears",), sweep=Sweep(workers=0))
    cell = _cells(r)[(("Ancient Adamantoise (3)", "Ancient Adamantoise (3)"), "Grizzly Bears")]
    assert cell.status == "order"
    dealt = {cell.witness[k]["result"]["recipient"] for k in ("first", "second")}
    assert dealt == {"ancient-adamantoise", "ancient-adamantoise-2"}, cell.witness


def test_the_player_a_spell_targeted_is_a_choice_of_its_boards():
    # Encircling Fissure: "Prevent all combat damage that would be dealt this turn by creatures target opponent
    # controls." (source_targeted_player: the board's chosen: {player: P}).
    from mtgasp.research.space import variants
    assert {dict(v.chosen).get("player") for v in variants("Encircling Fissure")} == {"alice", "bob"}


@pytest.mark.slow
def test_an_incomplete_cell_says_why_and_a_redirection_to_a_target_has_its_target():
    # Issue 27: the damage atlas printed "?" for 3,548 cells with "N incomplete answer(s)" and no reason. A cell now
    # keeps the reasons the rules gave (incomplete/2, research/programs/events.lp ans_incomplete/2), each with its
    # boards, and the text says them: Eye for an Eye's "The next time a source of your choice would deal damage to you
    # this turn, instead that source deals that much damage to you and Eye for an Eye deals that much damage to that
    # source's controller" is not modelled, an honest "?" that names the card. (Winds of Qal Sisma, the example until
    # session 34, is read since: its ferocious branch, dmgC34.)
    r = commute([Effect("Eye for an Eye", 1), Effect("Urza's Armor", 1), Effect("Turn the Tables", 1),
                 Effect("Treacherous Link", 2)], "damage", subjects=("player", "Grizzly Bears"), sweep=Sweep(workers=0))
    cells = _cells(r)
    eye = cells[(("Eye for an Eye (1)", "Urza's Armor (1)"), "player")]
    assert eye.status == "incomplete"
    assert eye.reasons == {'unmodelled("Eye for an Eye",1)': eye.boards}
    text = research_render.commute_text(r)
    assert "ability 1 of Eye for an Eye is not modelled" in text
    assert "incomplete cells by reason" in text
    assert json.loads(json.dumps(research_render.commute_json(r)))["cells"][0]["reasons"] is not None
    # Turn the Tables ("... is dealt to target attacking creature instead", redirect(targeted)) had no target on any
    # board (targets_not_given: "?"); its boards now give it one. With noncombat damage it never applied; since session
    # 31 the cell is also swept on combat damage (bob's Hill Giant attacking, research/commute.py _variants), where the
    # order matters (CR 616.1): Urza's Armor first, 2 of the 3 damage are dealt to the attacking creature; Turn the
    # Tables first, all 3 are, and Urza's Armor (damage to you) no longer applies.
    tables = cells[(("Turn the Tables (1)", "Urza's Armor (1)"), "player")]
    assert tables.status == "order" and not tables.errors and tables.boards > 0
    assert tables.witness["event"] == {"combat": "bob"}
    # Treacherous Link ("All damage that would be dealt to enchanted creature is dealt to its controller instead")
    # was compiled as a redirection to the controller of a target it doesn't have ("?" on every board); it is the
    # enchanted creature's controller (redirect(enchanted_controller), CR 614.9).
    link = cells[(("Treacherous Link (2)", "Urza's Armor (1)"), "Grizzly Bears")]
    assert link.status == "commutes" and link.both_apply > 0 and not link.reasons
