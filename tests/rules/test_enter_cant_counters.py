""""Can't" effects on the counters a permanent enters with (CR 614.17d; issue 26: Solemnity). The effects on counters
apply in every order as they would, then the "can't" effect takes the counters it covers away (Solemnity rulings
2017-07-14): the answer is complete, and the outcome has none of them. Each case is a real card; a wrong answer marked
complete fails."""
from __future__ import annotations

from support import battlefield, run_cli

import mtgasp
from mtgasp import EnterEvent


def _enter(entries, card, controller="alice", **kw):
    return mtgasp.orderings(battlefield(*entries), EnterEvent(card, controller, **kw))


def _results(r):
    return sorted((o.result["counters"], tuple(sorted(o.result["counters_by_kind"].items())), o.orders)
                  for o in r.outcomes)


_SOLEMNITY = "{card: Solemnity, controller: bob}"
_SCALES = "{card: Hardened Scales, controller: alice}"


def test_solemnity_stops_the_counters_a_creature_enters_with():
    # Solemnity ruling 2017-07-14: "Solemnity stops counters from being put on an artifact, creature, enchantment, or
    # land as it enters the battlefield". Walking Ballista cast with X = 2, Hardened Scales: no counters.
    r = _enter((_SOLEMNITY, _SCALES), "Walking Ballista", cast=True, x=2)
    assert r.complete, r.notes
    assert _results(r) == [(0, (), 1)]


def test_replacement_effects_still_apply_under_solemnity():
    # Solemnity ruling 2017-07-14: "If a replacement effect allows a player to modify or replace an event by putting
    # counters on [such a permanent], that player may apply that replacement effect. Counters won't be put on the
    # object": every order of the effects on counters is still an order (CR 616.1), and each ends with none.
    entries = (_SOLEMNITY, _SCALES, "{card: Corpsejack Menace, controller: alice}",
               "{card: Winding Constrictor, controller: alice}")
    r = _enter(entries, "Walking Ballista", cast=True, x=2)
    assert r.complete, r.notes
    assert _results(r) == [(0, (), 6)]
    # without Solemnity, the same orders give 6, 7 or 8 counters
    plain = _enter(entries[1:], "Walking Ballista", cast=True, x=2)
    assert sorted(o.result["counters"] for o in plain.outcomes) == [6, 7, 8]
    assert sum(o.orders for o in plain.outcomes) == 6


def test_solemnity_doesnt_stop_a_planeswalkers_loyalty():
    # "Counters can't be put on artifacts, creatures, enchantments, or lands": a planeswalker's loyalty counters are put
    # (CR 306.5b)
    r = _enter((_SOLEMNITY,), "Jace Beleren")
    assert r.complete and [o.result["counters_by_kind"] for o in r.outcomes] == [{"loyalty": 3}]


def test_melira_stops_only_minus_counters_on_her_controllers_creatures():
    # Melira, Sylvok Outcast: "Creatures you control can't have -1/-1 counters put on them." Grim Poppet: "This
    # creature enters with three -1/-1 counters on it."
    melira = "{card: 'Melira, Sylvok Outcast', controller: alice}"
    mine = _enter((melira,), "Grim Poppet", "alice")
    assert mine.complete and [o.result["counters_by_kind"] for o in mine.outcomes] == [{}]
    theirs = _enter((melira,), "Grim Poppet", "bob")
    assert theirs.complete and [o.result["counters_by_kind"] for o in theirs.outcomes] == [{"m1m1": 3}]
    # ... and leaves the other kinds: Everflowing Chalice kicked twice under Melira keeps its two charge counters
    chalice = _enter((melira,), "Everflowing Chalice", "alice", cast=True, kicked=2)
    assert chalice.complete and [o.result["counters_by_kind"] for o in chalice.outcomes] == [{"charge": 2}]


def test_the_command_line_names_the_rule(tmp_path):
    board = tmp_path / "solemnity.yaml"
    board.write_text("players: [alice, bob]\nbattlefield:\n  - {card: Solemnity, controller: bob}\n"
                     "  - {card: Hardened Scales, controller: alice}\n", encoding="utf-8")
    run = run_cli("orderings", str(board), "enter", "Walking Ballista", "--controller", "alice", "--cast", "--x", "2")
    assert run.returncode == 0, run.stderr
    assert "untapped, 0 +1/+1 counters" in run.stdout and "CR 614.17d" in run.stdout


def test_two_solemnities_are_not_an_order():
    # CR 614.17: "can't" effects "aren't replacement effects": nobody orders them, so two Solemnities (each player has
    # one) leave the one order of Walking Ballista's own counters and Hardened Scales; counting each Solemnity as a
    # choice gave 2 orders.
    r = _enter((_SOLEMNITY, "{card: Solemnity, controller: alice}", _SCALES), "Walking Ballista", cast=True, x=2)
    assert r.complete, r.notes
    assert _results(r) == [(0, (), 1)]
