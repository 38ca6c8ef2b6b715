"""Impending (CR 702.176a): "If you chose to pay this permanent's impending cost, it enters with N time counters on it"
and "As long as this permanent's impending cost was paid and it has a time counter on it, it's not a creature". How the
spell was cast is the enter event's input (`--cast --impending`, EnterEvent(alternative="impending"), CR 118.9); the
time counters are counters put on it as it enters (CR 122.6), and its own static ability counts in what it would be on
the battlefield (CR 614.12), so an effect on creatures entering applies to it only if ordered before the time counters
(CR 616.1f)."""
from __future__ import annotations

import pytest
from support import battlefield, compiled, cr_text, run_cli

import mtgasp
from mtgasp import EnterEvent
from mtgasp.render.words import listed

OVERLORD = "Overlord of the Mistmoors"  # Impending 4—{2}{W}{W}; an Enchantment Creature


def _enter(card: str, *entries: str, **kw) -> mtgasp.Orderings:
    board = battlefield(*(entries or ("{card: Forest, controller: alice}",)))
    return mtgasp.orderings(board, EnterEvent(card, "alice", **kw))


def _outcomes(answer: mtgasp.Orderings) -> set[tuple[bool, tuple[tuple[str, int], ...]]]:
    return {(o.result["tapped"], tuple(sorted(o.result["counters_by_kind"].items()))) for o in answer.outcomes}


def test_the_rule_quoted_here_is_the_crs():
    text = cr_text()
    assert "“If you chose to pay this permanent’s impending cost, it enters with N time counters on it,”" in text
    assert "“As long as this permanent’s impending cost was paid and it has a time counter on it, it’s not a creature,”" \
        in text


@pytest.mark.parametrize("card, n", [("Overlord of the Mistmoors", 4), ("Overlord of the Hauntwoods", 4),
                                     ("Overlord of the Floodpits", 4), ("Overlord of the Balemurk", 5),
                                     ("Overlord of the Boilerbilges", 4), ("Lurker in the Deep", 3)])
def test_every_impending_card_compiles_its_time_counters(card, n):
    # CR 702.176a: the replacement part is compiled under the condition alternative_cost(impending); the type-changing
    # part is applied as it enters (rules/replacement/enter.lp), and on the battlefield it stays unmodelled, of kind
    # type_effect, only while it has a time counter (lasts_while).
    status, terms = compiled(card)[1]
    assert status == "unmodelled"
    assert {"replacement(enters_battlefield)", "replacement_condition(this)",
            "replacement_condition(alternative_cost(impending))", f"replacement_option(1,enter_with_counters(time,{n}))",
            "lasts_while(counter_on(source,time))", "keyword(impending)"} <= terms


def test_cast_for_its_impending_cost_it_enters_with_time_counters():
    # CR 702.176a: Overlord of the Mistmoors, impending 4, enters with four time counters, and the answer says it is
    # no creature while it has one.
    answer = _enter(OVERLORD, cast=True, alternative="impending")
    assert answer.complete
    assert _outcomes(answer) == {(False, (("time", 4),))}
    assert any("impending cost" in n and "not a creature" in n for n in listed(answer.notes))


@pytest.mark.parametrize("kw", [{"cast": True}, {}])
def test_cast_for_its_mana_cost_or_put_onto_the_battlefield_it_has_none(kw):
    # CR 702.176a: "If you chose to pay this permanent's impending cost": cast for its mana cost, or not cast at all,
    # it enters with no time counters and is a creature.
    answer = _enter(OVERLORD, **kw)
    assert answer.complete
    assert _outcomes(answer) == {(False, ())}
    assert not any("impending" in n for n in listed(answer.notes))


def test_impending_needs_a_spell_and_a_card_with_impending():
    # CR 118.9: an alternative cost is paid as a spell is cast, and only one the card has.
    with pytest.raises(mtgasp.BoardError, match="--cast"):
        _enter(OVERLORD, alternative="impending")
    with pytest.raises(mtgasp.BoardError, match="118.9"):
        _enter("Grizzly Bears", cast=True, alternative="impending")
    with pytest.raises(mtgasp.BoardError, match="alternative"):
        EnterEvent(OVERLORD, "alice", cast=True, alternative="evoke")


def test_doubling_season_doubles_the_time_counters():
    # CR 122.6: the counters a permanent enters with are counters put on it; Doubling Season ruling 2005-10-01:
    # "Doubling Season affects cards that “enter the battlefield with” a certain number of counters" (of any kind: its
    # Oracle text, "one or more counters"). Eight time counters; one order (the counters exist only once the impending
    # effect applied, CR 616.1f).
    answer = _enter(OVERLORD, "{card: Doubling Season, controller: alice}", cast=True, alternative="impending")
    assert answer.complete
    assert _outcomes(answer) == {(False, (("time", 8),))}
    assert answer.orders == 1


def test_hardened_scales_leaves_time_counters_alone():
    # Hardened Scales: "If one or more +1/+1 counters would be put on a creature you control" — time counters are not
    # +1/+1 counters.
    answer = _enter(OVERLORD, "{card: Hardened Scales, controller: alice}", cast=True, alternative="impending")
    assert answer.complete
    assert _outcomes(answer) == {(False, (("time", 4),))}


def test_once_it_has_time_counters_an_effect_on_creatures_no_longer_applies():
    # CR 614.12: which effects apply is checked on the permanent as it would exist on the battlefield, "taking into
    # account replacement effects that have already modified how it enters ... [and] continuous effects from the
    # permanent's own static abilities"; CR 616.1f: after one effect applies, only those "that would now be
    # applicable". Authority of the Consuls ("Creatures your opponents control enter tapped") applies if chosen first;
    # once the impending effect gave it time counters, it is no creature and Authority no longer applies. Alice chooses
    # (CR 616.1): both outcomes.
    board = ("{card: Authority of the Consuls, controller: bob}",)
    answer = _enter(OVERLORD, *board, cast=True, alternative="impending")
    assert answer.complete
    assert _outcomes(answer) == {(False, (("time", 4),)), (True, (("time", 4),))}
    # Cast for its mana cost, it is a creature: always tapped.
    assert _outcomes(_enter(OVERLORD, *board, cast=True)) == {(True, ())}


def test_an_additional_counter_for_creatures_applies_only_before_the_time_counters():
    # Renata, Called to the Hunt: "Each other creature you control enters with an additional +1/+1 counter on it" — the
    # same reading (CR 614.12, 616.1f): with its +1/+1 counter if Renata's effect is applied first, without it otherwise.
    # Bramblewood Paragon ("Each other Warrior creature you control") applies in no order: an Avatar Horror is no
    # Warrior, and its filter names creatures too (exact: no incompleteness).
    answer = _enter(OVERLORD, "{card: 'Renata, Called to the Hunt', controller: alice}",
                    "{card: Bramblewood Paragon, controller: alice}", cast=True, alternative="impending")
    assert answer.complete
    assert _outcomes(answer) == {(False, (("time", 4),)), (False, (("p1p1", 1), ("time", 4)))}


def test_an_effect_on_artifacts_and_creatures_no_longer_applies_either():
    # Blind Obedience: "Artifacts and creatures your opponents control enter tapped" (affected_either): an enchantment
    # that is no creature is neither.
    answer = _enter(OVERLORD, "{card: Blind Obedience, controller: bob}", cast=True, alternative="impending")
    assert answer.complete
    assert _outcomes(answer) == {(False, (("time", 4),)), (True, (("time", 4),))}


def test_on_the_battlefield_its_type_change_is_said_while_it_has_a_time_counter():
    # The board doesn't say whether its impending cost was paid: with a time counter, whether it is a creature is not
    # known (kind type_effect, CR 702.176a), and the answers say so; with none, the ability has no effect (CR 611.3a).
    with_counter = battlefield(f"{{card: {OVERLORD}, controller: alice, counters: {{time: 2}}}}")
    without = battlefield(f"{{card: {OVERLORD}, controller: alice}}")
    assert not mtgasp.could_produce(with_counter).complete
    assert mtgasp.could_produce(without).complete


def test_the_command_line_says_how_it_was_cast(tmp_path):
    board = tmp_path / "board.yaml"
    board.write_text("players: [alice, bob]\nbattlefield:\n  - {card: Doubling Season, controller: alice}\n",
                     encoding="utf-8")
    done = run_cli("orderings", str(board), "enter", OVERLORD, "--controller", "alice", "--cast", "--impending")
    assert done.returncode == 0, done.stderr
    assert "cast for its impending cost" in done.stdout
    assert "8 time counters" in done.stdout
    refused = run_cli("orderings", str(board), "enter", OVERLORD, "--controller", "alice", "--impending")
    assert refused.returncode == 2 and "--cast" in refused.stderr
