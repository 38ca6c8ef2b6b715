"""Session 34, redteam24 (issues 26, 27): red team of the features merged in session 34, each answer predicted from the
Oracle text, the CR and the rulings before it was run. A test here is a wrong complete answer that was found (and
fixed), or a probe worth keeping."""
from __future__ import annotations

from support import battlefield

import mtgasp
from mtgasp.render.words import listed


def _entered(board: mtgasp.Board, card: str, controller: str = "alice") -> set[tuple]:
    """(copy_of, time counters) of each outcome of `card` entering; the answer complete."""
    answer = mtgasp.orderings(board, mtgasp.EnterEvent(card, controller))
    assert answer.complete, listed(answer.notes)
    return {(o.result["copy_of"] or "", (o.result.get("counters_by_kind") or {}).get("time", 0))
            for o in answer.outcomes}


def test_a_clone_copying_a_flesh_duplicate_enters_with_its_vanishing():
    # CR 707.9a: "Some copy effects cause the copy to gain an ability as part of the copying process. This ability
    # becomes part of the copiable values for the copy ... Then a Clone enters the battlefield as a copy of the Unstable
    # Shapeshifter. The Clone copies the new copiable values of the Shapeshifter, including the ability that the
    # Shapeshifter gave itself". Flesh Duplicate copying Grizzly Bears is a Bears with vanishing 3 (not having
    # vanishing); a Clone copying it has vanishing 3 too, and "This permanent enters with three time counters" applies
    # to it as it would exist on the battlefield (CR 614.12, 702.63a). Found: the Clone entered with none, complete.
    board = battlefield("{card: Grizzly Bears, controller: bob, id: bears}",
                        "{card: Calciderm, controller: bob, id: cal}",
                        "{card: Flesh Duplicate, controller: bob, id: fd, copy_of: bears}")
    # Calciderm has vanishing 4 of its own (CR 702.63a); the Clone copying it gets those four.
    assert _entered(board, "Clone") == {("", 0), ("Calciderm", 4), ("Grizzly Bears", 0), ("Grizzly Bears", 3)}


def test_the_copied_vanishing_is_one_effect_through_copies_of_copies():
    # CR 707.9a through a chain (the Clone ruling 2007-07-15: "If the chosen creature is copying something else ...
    # your Clone enters the battlefield as whatever the chosen creature copied"): a Clone copying a Clone of the
    # Flesh Duplicate gets vanishing 3; a Flesh Duplicate copying it has vanishing already, so no second vanishing 3:
    # three counters, not six. Doubling Season doubles the three (CR 122.6, 614.1c).
    entries = ("{card: Grizzly Bears, controller: bob, id: bears}",
               "{card: Flesh Duplicate, controller: bob, id: fd, copy_of: bears}",
               "{card: Clone, controller: bob, id: cl, copy_of: fd}")
    assert _entered(battlefield(*entries), "Clone") == {("", 0), ("Grizzly Bears", 0), ("Grizzly Bears", 3)}
    assert _entered(battlefield(*entries), "Flesh Duplicate") == {("", 0), ("Grizzly Bears", 3)}
    doubled = battlefield(*entries, "{card: Doubling Season, controller: alice, id: ds}")
    assert _entered(doubled, "Clone") == {("", 0), ("Grizzly Bears", 0), ("Grizzly Bears", 6)}


def test_a_kick_count_refused_names_the_damage_source(tmp_path):
    # CR 702.33d (Burst Lightning: one kicker cost, no multikicker): --kicked 2 is refused, one line, exit 2; the line
    # names the spell that was kicked, not the creature dealt damage (it said "giant: a spell with 1 kicker cost").
    from support import board_file, run_cli
    board = board_file(tmp_path, "players: [alice, bob]\nbattlefield:\n  - {card: Hill Giant, controller: alice, "
                                 "id: giant}\neffects:\n  - {card: Burst Lightning, controller: bob, id: bl}\n"
                                 "  - {card: Lightning Bolt, controller: bob, id: bolt}\n")
    for source, kicked, said in (("bl", "2", "can be kicked at most 1 time"), ("bolt", "1", "has no kicker")):
        done = run_cli("orderings", str(board), "damage", source, "giant", "2", "--kicked", kicked)
        assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1, done.stderr
        assert f": {source}: " in done.stderr and said in done.stderr and "giant" not in done.stderr, done.stderr
