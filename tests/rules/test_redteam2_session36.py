"""Session 36 red team, round 2 (redteam27), issue 26 ("never a silently wrong answer"): the words of an answer must be
true of what it computed.

- `enter CARD --cast --x N` for a card with no {X} in its costs was answered under the event line "(cast, X = 3)" (a
  note said X was 0): the spell had no X to choose (CR 107.3m), so the question is refused, one line, exit 2.
- The headline said "alice chooses the order (CR 616.1)" for the whole tree even where, after a control change or a
  redirection onto another player's permanent, that player chooses what follows: it now says the event's player
  chooses the first effect and another may choose later ones (the notes say who).
- A random result (Tornellan Protector's X, Haktos's number) was worded as a player's choice ("the choices do"): the
  options are marked `random_options(Name, N)` and the answer says they are random results."""
from __future__ import annotations

import pytest
from support import battlefield, cr_text

import mtgasp
from mtgasp import DamageEvent, EnterEvent
from mtgasp.render.text import orderings as to_text

_HEAD = "players: [alice, bob]\nactive_player: bob\n"
_BEARS = "{card: Grizzly Bears, controller: alice, id: bears}"
_LIONS = "{card: Savannah Lions, controller: bob, id: lions}"
_GIANT = "{card: Hill Giant, controller: bob, id: giant}"

# CR 107.3m, word for word (data/comprehensive-rules.txt.gz), and CR 616.1's first sentence.
CR_107_3M = ("107.3m If an object’s enters-the-battlefield triggered ability or replacement effect refers to X, and the "
             "spell that became that object as it resolved had a value of X chosen for any of its costs, the value of "
             "X for that ability is the same as the value of X for that spell, although the value of X for that "
             "permanent is 0.")
CR_616_1 = ("616.1. If two or more replacement and/or prevention effects are attempting to modify the way an event "
            "affects an object or player, the affected object’s controller (or its owner if it has no controller) or "
            "the affected player chooses one to apply, following the steps listed below.")


def _cr(text: str) -> None:
    """The cited rule is the project's copy of the CR, word for word."""
    assert text in cr_text(), text[:40]


def test_x_for_a_card_with_no_x_is_refused_cr_107_3m():
    _cr(CR_107_3M)
    board = battlefield("{card: Walking Ballista, controller: bob, counters: {+1/+1: 3}}")
    with pytest.raises(mtgasp.BoardError, match="107.3m"):
        mtgasp.orderings(board, EnterEvent("Clone", "alice", x=3, cast=True))
    # X = 0 (or none said) is what the spell had: answered
    assert mtgasp.orderings(board, EnterEvent("Clone", "alice", x=0, cast=True)).complete
    # a card with {X} in its mana cost, and one with {X} in a kicker cost, keep their X
    r = mtgasp.orderings(board, EnterEvent("Walking Ballista", "alice", x=3, cast=True))
    assert [o.result["counters"] for o in r.outcomes] == [3]
    mtgasp.orderings(board, EnterEvent("Kangee, Aerie Keeper", "alice", x=2, cast=True, kicked=1))


def test_x_for_a_card_with_no_x_exits_2_in_one_line(tmp_path):
    import subprocess
    import sys
    board = tmp_path / "b.yaml"
    board.write_text("players: [alice, bob]\nbattlefield:\n  - {card: Hardened Scales, controller: alice}\n")
    run = subprocess.run([sys.executable, "-m", "mtgasp", "orderings", str(board), "enter", "Clone", "--controller",
                          "alice", "--cast", "--x", "3"], capture_output=True, text=True)
    assert run.returncode == 2 and run.stdout == "" and len(run.stderr.strip().splitlines()) == 1
    assert "Traceback" not in run.stderr and "107.3m" in run.stderr


def test_after_a_redirection_the_headline_does_not_say_one_player_chooses_the_whole_order_cr_616_1():
    _cr(CR_616_1)
    chant = "{card: Kor Chant, controller: alice, targets: [bears, lions], chosen: {source: giant}}"
    salve = "{card: Healing Salve, controller: bob, targets: [lions]}"
    board = battlefield(_BEARS, _LIONS, _GIANT, effects=(chant, salve), head=_HEAD)
    r = mtgasp.orderings(board, DamageEvent("giant", "bears", 3))
    head = to_text(r).splitlines()[0]
    assert "alice chooses the order" not in head and "another player may choose later ones" in head
    assert "bob, its controller," in to_text(r)  # the note says who
    # without the redirection, alice chooses every effect: the headline says so
    board = battlefield(_BEARS, _LIONS, _GIANT, effects=("{card: Healing Salve, controller: bob, targets: [bears]}",),
                        head=_HEAD)
    assert "alice chooses the order (CR 616.1)" in to_text(mtgasp.orderings(board, DamageEvent("giant", "bears", 3)))


def test_after_a_control_change_the_headline_does_not_say_one_player_chooses_the_whole_order_cr_616_1():
    # Gather Specimens: "If a creature would enter the battlefield under an opponent's control this turn, it enters
    # under your control instead." Once bob controls it, bob chooses among the effects left (CR 616.1).
    board = battlefield("{card: Hardened Scales, controller: bob}", "{card: Corpsejack Menace, controller: alice}",
                        effects=("{card: Gather Specimens, controller: bob}",))
    r = mtgasp.orderings(board, EnterEvent("Walking Ballista", "alice", x=2, cast=True))
    assert [o.result["counters"] for o in r.outcomes] == [3]
    head = " ".join(to_text(r).split("\nevent:")[0].split())
    assert "alice chooses the order" not in head and "another player may choose later ones" in head


def test_a_random_x_is_worded_as_random_results_not_choices():
    # Tornellan Protector: "... prevent X of that damage, where X is a number from 1 to 3 chosen at random each time."
    torn = "{card: Tornellan Protector, controller: alice, id: torn}"
    effect = "{card: Tornellan Protector, controller: alice, source: torn, targets: [bears]}"
    r = mtgasp.orderings(battlefield(torn, _BEARS, _GIANT, effects=(effect,), head=_HEAD), DamageEvent("giant", "bears", 3))
    text = to_text(r)
    assert r.complete and len(r.outcomes) == 3
    assert "the random results do" in text and "the choices do" not in text
    assert "random results, no player's choice" in text


def test_haktos_number_is_worded_as_a_random_result():
    # Haktos the Unscarred: "As Haktos enters, choose 2, 3, or 4 at random." (its protection stays unread: incomplete)
    r = mtgasp.orderings(battlefield("{card: Hardened Scales, controller: alice}"),
                         EnterEvent("Haktos the Unscarred", "alice"))
    text = to_text(r)
    assert len(r.outcomes) == 3 and "the random results do" in text and "the choices do" not in text


def test_kharns_control_change_is_not_merged_away_cr_615_5():
    # Khârn the Betrayer: "If damage would be dealt to Khârn the Betrayer, prevent that damage and an opponent of your
    # choice gains control of it." CR 615.5: "Some prevention effects also include an additional effect, which may
    # refer to the amount of damage that was prevented." Beside Healing Salve's shield on Khârn, the order Khârn first
    # gives Khârn to bob, the order Salve first doesn't (no damage is left, CR 614.7a): the answer was "order does not
    # matter", complete, one outcome "0 damage, 3 prevented". The outcomes don't carry the control change: incomplete.
    kharn = "{card: Khârn the Betrayer, controller: alice, id: kharn}"
    salve = "{card: Healing Salve, controller: alice, targets: [kharn]}"
    r = mtgasp.orderings(battlefield(kharn, _GIANT, effects=(salve,), head=_HEAD), DamageEvent("giant", "kharn", 3))
    assert not r.complete and "additional effect" in to_text(r)
    assert {(o.result["damage"], o.result["prevented"]) for o in r.outcomes} == {(0, 3)}
    # damage to another creature: Khârn's effect doesn't apply, the answer is complete
    r = mtgasp.orderings(battlefield(kharn, _BEARS, _GIANT, head=_HEAD), DamageEvent("giant", "bears", 3))
    assert r.complete
