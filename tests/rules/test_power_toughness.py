"""Layer 7: power and toughness (CR 208, 302.4c, 613.4, 613.6), from the examples of the CR and the rulings."""
from __future__ import annotations

import json
import re

import clingo
import pytest
from support import EXAMPLES, battlefield, board_from, oracle_cards, run_cli

import mtgasp
from mtgasp.encoder.library import card_dir, card_facts
from mtgasp.engine.solver import solve_query
from mtgasp.render.text import show as show_text
from mtgasp.render.words import listed, why_lines


def board(*entries: str, effects: tuple[str, ...] = (), extra: str = "") -> mtgasp.Board:
    text = "players: [alice, bob]\nbattlefield:\n" + "".join(f"  - {e}\n" for e in entries)
    if effects:
        text += "effects:\n" + "".join(f"  - {e}\n" for e in effects)
    return board_from(text + extra)


def pt(b: mtgasp.Board) -> dict[str, tuple[int, int] | None]:
    return {k: v.power_toughness for k, v in mtgasp.show(b).objects.items()}


# Cards that exist only in these tests (their facts are added beside the board's): the CR's examples use them.
TEST_CARDS = """
card("Test Ogre"). card_type("Test Ogre", creature). card_pt("Test Ogre", 2, 2).
card("Test Wall"). card_type("Test Wall", creature). card_pt("Test Wall", 1, 3).
card("Test Growth"). card_type("Test Growth", instant). spell_ability("Test Growth", 1).
modifies_pt("Test Growth", 1, creature, target, 4, 4).
card("Test Anthem"). card_type("Test Anthem", enchantment). static("Test Anthem", 1).
modifies_pt("Test Anthem", 1, creature, you, 0, 2).
card("Test Shrink"). card_type("Test Shrink", instant). spell_ability("Test Shrink", 1).
sets_pt("Test Shrink", 1, creature, target, 0, 1).
card("Test Toughen"). card_type("Test Toughen", instant). spell_ability("Test Toughen", 1).
modifies_pt("Test Toughen", 1, creature, target, 0, 1).
card("Test Switch"). card_type("Test Switch", instant). spell_ability("Test Switch", 1).
switches_pt("Test Switch", 1, creature, target).
card("Test Might"). card_type("Test Might", instant). spell_ability("Test Might", 1).
modifies_pt("Test Might", 1, creature, target, 5, 0).
"""


def facts(objects: list[tuple[str, str, str, dict]]) -> str:
    """Board facts written out (the test cards are not in the library, so no board file can name them):
    (id, card, zone, {"counters": {kind: n}, "targets": [ids]}) in timestamp order, all alice's."""
    q = lambda text: str(clingo.String(text))  # noqa: E731
    out = ['player("alice").']
    for ts, (oid, card, zone, more) in enumerate(objects, start=1):
        out.append(f"{'on_battlefield' if zone == 'battlefield' else 'effect_object'}({q(oid)}).")
        out.append(f'card_of({q(oid)}, {q(card)}). controller({q(oid)}, "alice"). owner({q(oid)}, "alice").')
        out.append(f"timestamp({q(oid)}, {ts}).")
        out.extend(f"counter({q(oid)}, {k}, {n})." for k, n in more.get("counters", {}).items())
        out.extend(f"target({q(oid)}, {q(t)})." for t in more.get("targets", []))
    return "\n".join(out) + TEST_CARDS


def pt_with_test_cards(objects: list[tuple[str, str, str, dict]]) -> dict[str, tuple[int, int]]:
    answer = solve_query("show", facts(objects))
    return {o: (p, t) for o, p, t in answer.by_name("pt")}


@pytest.mark.slow
def test_cr_613_5_example_gray_ogre():
    # CR 613.5, example: a 2/2 with a +1/+1 counter (7c) is 3/3; "+4/+4 until end of turn" (7c) 7/7; "Creatures
    # you control get +0/+2" (7c) 7/9; "becomes 0/1 until end of turn" (7b) 5/8 (0/1, +4/+4, +0/+2, +1/+1).
    objects = [("ogre", "Test Ogre", "battlefield", {"counters": {"p1p1": 1}}),
               ("growth", "Test Growth", "effect", {"targets": ["ogre"]}),
               ("anthem", "Test Anthem", "battlefield", {})]
    assert pt_with_test_cards(objects) == {"ogre": (7, 9)}
    shrink = ("shrink", "Test Shrink", "effect", {"targets": ["ogre"]})
    assert pt_with_test_cards(objects + [shrink]) == {"ogre": (5, 8)}


@pytest.mark.slow
@pytest.mark.parametrize("effects, expected", [
    # CR 613.4d, first example: +0/+1, then a switch: 4/1; then +5/+0: "unswitched" 6/4, so 4/6.
    (["Test Toughen", "Test Switch"], (4, 1)),
    (["Test Toughen", "Test Switch", "Test Might"], (4, 6)),
    # Third example: two switches cancel: 1/4.
    (["Test Toughen", "Test Switch", "Test Switch"], (1, 4)),
])
def test_cr_613_4d_examples_switching(effects, expected):
    objects = [("wall", "Test Wall", "battlefield", {})]
    objects += [(f"e{i}", e, "effect", {"targets": ["wall"]}) for i, e in enumerate(effects)]
    assert pt_with_test_cards(objects) == {"wall": expected}


@pytest.mark.slow
def test_spy_kit_noble_banneret_relentless_rats_and_tarmogoyf_on_the_example_board():
    # Spy Kit: "Equipped creature gets +1/+1 and has all names of nonlegendary creature cards"; Noble Banneret
    # (Spy Kit ruling 2016-08-23: with a noted nonlegendary name, its last ability applies): +1/+1 once, the
    # same effect for "this creature and those creatures"; Relentless Rats: +1/+1 for the Banneret, named
    # Relentless Rats too; Tarmogoyf: artifact? no: instant (Lightning Bolt) and artifact (Cloak and Dagger, a
    # Kindred artifact) and kindred: 3 types, 3/4 (ruling 2018-12-07: card types, not cards).
    b = mtgasp.load_board(EXAMPLES / "spy_kit.yaml")
    assert pt(b) == {"banneret": (5, 5), "goyf": (3, 4), "rats": (3, 3), "shaman": (2, 2), "spy-kit": None,
                     "staff": None}
    text = show_text(mtgasp.show(b, "banneret"), explain=True, object_id="banneret")
    assert "p/t:         5/5" in text and "layer 7c:        spy-kit: +1/+1" in text
    assert "layer 7:         banneret: printed 3/3" in text


@pytest.mark.slow
def test_relentless_rats_counts_every_other_one_cr_201_2a():
    b = board("{card: Relentless Rats, controller: alice}", "{card: Relentless Rats, controller: bob}",
              "{card: Relentless Rats, controller: bob}")
    assert set(pt(b).values()) == {(4, 4)}


@pytest.mark.slow
def test_tarmogoyf_counts_card_types_not_cards_ruling_2018_12_07():
    # "If the only cards in all graveyards are ten artifact creatures, Tarmogoyf will still be 2/3."
    b = board("{card: Tarmogoyf, controller: alice}",
              extra="graveyards:\n  alice: []\n  bob: [Walking Ballista, Walking Ballista]\n")
    assert pt(b) == {"tarmogoyf": (2, 3)} and mtgasp.show(b).complete
    b = board("{card: Tarmogoyf, controller: alice}", extra="graveyards: {alice: [], bob: []}\n")
    assert pt(b) == {"tarmogoyf": (0, 1)} and mtgasp.show(b).complete


@pytest.mark.slow
def test_tarmogoyf_with_a_graveyard_the_board_does_not_give_is_incomplete():
    # CR 604.3 — the count is over all graveyards: a board that doesn't give one (graveyards:, a player not listed)
    # doesn't say what Tarmogoyf's power is, so the answer can't be complete (0/1 would be silently wrong).
    answer = mtgasp.show(board("{card: Tarmogoyf, controller: alice}", extra="graveyards: {alice: [Forest]}\n"))
    assert not answer.complete
    assert not mtgasp.show(board("{card: Tarmogoyf, controller: alice}")).complete


@pytest.mark.slow
def test_card_types_in_graveyards_with_a_graveyard_not_given_is_incomplete():
    # The same count asked by `mtgasp query card-types graveyard` (CR 404.1, 604.3: every graveyard): a graveyard the
    # board doesn't give could hold any card, so "0 card types" was silently wrong with no graveyards: on the board.
    answer = mtgasp.query(board("{card: Forest, controller: alice}"), "card-types graveyard")
    assert answer.answer == [] and not answer.complete
    answer = mtgasp.query(board("{card: Forest, controller: alice}", extra="graveyards: {alice: [Grizzly Bears]}\n"),
                          "card-types graveyard")
    assert answer.answer == ["creature"] and not answer.complete
    assert any("bob" in line for line in listed(answer.notes))
    answer = mtgasp.query(board("{card: Forest, controller: alice}",
                                extra="graveyards: {alice: [Grizzly Bears], bob: []}\n"), "card-types graveyard")
    assert answer.answer == ["creature"] and answer.complete


@pytest.mark.slow
def test_counters_from_the_board_cr_122_1a():
    b = board("{card: Walking Ballista, controller: alice, counters: {+1/+1: 3}}",
              "{card: Grizzly Bears, controller: alice, counters: {+1/+1: 1, -1/-1: 2}}")
    assert pt(b) == {"walking-ballista": (3, 3), "grizzly-bears": (1, 1)}


@pytest.mark.slow
def test_natural_affinity_lands_are_2_2_cr_613_6():
    # "All lands become 2/2 creatures": the 2/2 (7b) applies to the lands the type change applied to (613.6);
    # a land that is not a creature has no power or toughness (CR 208.3).
    b = board("{card: Forest, controller: alice}", "{card: Grizzly Bears, controller: alice}",
              effects=("{card: Natural Affinity, controller: bob}",))
    assert pt(b) == {"forest": (2, 2), "grizzly-bears": (2, 2), "natural-affinity": None}
    assert pt(board("{card: Forest, controller: alice}")) == {"forest": None}


@pytest.mark.slow
def test_a_copy_has_the_copied_printed_values_cr_707_2():
    b = board("{card: Clone, controller: alice, copy_of: Grizzly Bears, counters: {+1/+1: 1}}")
    assert pt(b) == {"clone": (3, 3)}


@pytest.mark.slow
def test_values_that_would_not_fit_are_said_not_wrapped():
    # Counters past what the engine computes are refused at the door, naming the field (docs/board-format.md,
    # Limits: at most 1,000,000 of a kind), so a power and toughness never wraps.
    with pytest.raises(mtgasp.BoardError, match=r"counters: \+1/\+1: give a whole number from 0 to 1,000,000"):
        board("{card: Grizzly Bears, controller: alice, counters: {+1/+1: 2000000000}}")
    b = board("{card: Grizzly Bears, controller: alice, counters: {+1/+1: 1000000}}")
    assert mtgasp.show(b).objects["grizzly-bears"].power_toughness == (1000002, 1000002)


@pytest.mark.slow
def test_show_json_and_explain(tmp_board):
    path = tmp_board("""
        players: [alice]
        battlefield:
          - {card: Grizzly Bears, controller: alice, counters: {+1/+1: 2}}
    """)
    run = run_cli("show", str(path), "--json", "--explain")
    assert run.returncode == 0, run.stderr
    view = json.loads(run.stdout)["objects"]["grizzly-bears"]
    assert view["power_toughness"] == [4, 4]
    assert [c for step in view["layers"] for c in step["changes"]] == ["printed 2/2",
                                                                      "7c: +2/+2 (2 +1/+1 counters, CR 122.1a)"]


def test_every_creature_card_of_the_library_has_its_printed_values():
    # Every creature card's printed power and toughness come from the Oracle card reference (card_pt/3,
    # issue 9: characteristics from the reference), for the hand-written cards as for the compiled ones.
    oracle = {c["name"]: c for c in oracle_cards()}
    names = set()
    for path in sorted(card_dir().glob("*.lp")):
        names |= set(re.findall(r'^card\("([^"]+)"\)', path.read_text(encoding="utf-8"), re.M))
    for name in sorted(names | {"Grizzly Bears", "Tarmogoyf", "Kalonian Hydra"}):
        facts = card_facts([name])
        card = oracle.get(name)
        if card and card.get("power") is not None and card["power"].lstrip("-").isdigit() \
                and card["toughness"].lstrip("-").isdigit():
            pt = str(clingo.Function("card_pt", [clingo.String(name), clingo.Number(int(card["power"])),
                                                 clingo.Number(int(card["toughness"]))]))
            assert pt + "." in facts, name
        else:
            assert f"card_pt({clingo.String(name)}," not in facts, name


@pytest.mark.slow
def test_query_pt_gives_the_value_and_each_step():
    run = run_cli("query", str(EXAMPLES / "spy_kit.yaml"), "pt banneret")
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == ["pt banneret: 5/5", "  - printed 3/3",
                                       "  - layer 7c: +1/+1 by spy-kit (ability 1 of Spy Kit)",
                                       "  - layer 7c: +1/+1 by banneret (ability 3 of Noble Banneret)"]
    answer = mtgasp.query(mtgasp.load_board(EXAMPLES / "spy_kit.yaml"), "pt staff")
    assert answer.answer is None and "not a creature" in why_lines(answer.why)[0]


OLD_COUNT = """
% The count of rules/layers/names.lp before it counted per name: per source, over scope(O, Q, any) (rules/core/scope.lp).
old_needed(O) :- source_object(O), copiable(O, Name), relation_used(Name, any).
old_needed(O) :- source_object(O), copiable(O, Name), counts_named(Name, _, _, any, _).
old_scope_any(O, Q) :- old_needed(O), permanent(Q).
old_scope_any(O, P) :- old_needed(O), permanent(O), prospect(P).
old_count(O, Name, N, K) :- has_ability(O, Name, N), counts_named(Name, N, F, any, X),
    K = #count{ Q : named(Q, X), matches_in(final, Q, F), old_scope_any(O, Q), Q != O }.
#show old_count/4.
"""


@pytest.mark.slow
@pytest.mark.parametrize("entering", [False, True])
def test_relentless_rats_counted_per_name_as_per_source_cr_201_2a(entering, tmp_path):
    # "for each other creature on the battlefield named Relentless Rats": counted once per name and filter
    # (rules/layers/names.lp), the same counts as per source over scope(O, Q, any), also with a Rats about to enter
    # (a prospect: in the scope of the permanents' abilities, though it has no name of its own here) and a Spy
    # Kit giving another creature every nonlegendary creature name.
    from mtgasp.encoder import board_facts
    from mtgasp.engine.solver import solve_query
    b = board("{card: Relentless Rats, controller: alice}", "{card: Relentless Rats, controller: bob}",
              "{card: Relentless Rats, controller: bob}", "{card: Grizzly Bears, controller: bob, id: bears}",
              "{card: Spy Kit, controller: alice, attached_to: bears}", "{card: Forest, controller: alice}")
    extra = {"entering": [("new", "Relentless Rats", "alice")]} if entering else {}
    old_count = tmp_path / "old_count.lp"  # rules go in a program of their own: the facts are grounded first
    old_count.write_text(OLD_COUNT)
    answer = solve_query("show", board_facts(b, extra), extra_programs=[old_count])
    new, old = set(answer.by_name("count_named")), set(answer.by_name("old_count"))
    assert new == old and {k for *_, k in new} == {3} and len(new) == 3  # 2 other Rats and the bears


@pytest.mark.slow
def test_an_anthem_changes_power_and_toughness():
    # Glorious Anthem: "Creatures you control get +1/+1." (layer 7c, CR 613.4c): Grizzly Bears is 3/3. Its P/T
    # must not be given as the printed 2/2 in a complete answer; what it could produce is unaffected.
    text = ("players: [alice]\nbattlefield:\n  - {card: Grizzly Bears, controller: alice, id: bears}\n"
            "  - {card: Glorious Anthem, controller: alice}\n  - {card: Forest, controller: alice}\n")
    shown = mtgasp.show(board_from(text))
    assert shown.objects["bears"].power_toughness == (3, 3) or not shown.complete
    assert mtgasp.could_produce(board_from(text)).complete


# --- "Double target creature's power" (CR 701.10a-b, 613.4c): no "gets +N/+N" for the cue to read ------------------

def test_bulk_up_doubles_power():
    # Bulk Up: "Double target creature's power until end of turn." CR 701.10b: the creature gets +X/+0, X its power
    # as the spell resolved (layer 7c, CR 613.4c). Its lasting effect on Grizzly Bears (effects: entry): 4/2 (X = 2,
    # if nothing else changed its power since), and the board doesn't record X: "2/2" can't be a complete answer.
    board = battlefield("{card: Grizzly Bears, controller: alice, id: bears}",
                        extra="effects:\n  - {card: Bulk Up, controller: alice, targets: [bears]}\n")
    shown = mtgasp.show(board)
    assert shown.objects["bears"].power_toughness == (4, 2) or not shown.complete
