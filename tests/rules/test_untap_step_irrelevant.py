"""Abilities that work only in an untap step (CR 502.3) change no answer about one moment (session 27, mana11):
no ability can be activated during the untap step (CR 502.4), whether a permanent is tapped now is the board's to
say, and what a permanent could produce depends on its abilities (CR 106.7), not on when it untaps. A board with
Victory Chimes or Seedborn Muse answers complete (compiler/irrelevant.py: _UNTAP_STEP_SENTENCE)."""
from __future__ import annotations

import mtgasp
from mtgasp.render.words import said


def _board(*entries: str) -> mtgasp.Board:
    return mtgasp.parse_board("players: [alice, bob]\nbattlefield:\n" + "".join(f"  - {e}\n" for e in entries))


def _notes(answer) -> str:
    return " ".join(said(answer.notes))


def test_victory_chimes_untapping_in_other_untap_steps_changes_no_mana_answer():
    # Victory Chimes: "Untap this artifact during each other player's untap step." / "{T}: A player of your choice adds
    # {C}." Rulings 2018-06-08: "Victory Chimes also untaps as normal during your untap step"; "The activated ability
    # of Victory Chimes is a mana ability". CR 502.4: no ability is activated in the untap step.
    board = _board("{card: Victory Chimes, controller: alice, id: vc}")
    pools = mtgasp.mana(board, "alice")
    assert pools.complete, _notes(pools)
    assert {o.mana for o in pools.options} == {"C"}
    could = mtgasp.could_produce(board)
    assert could.complete and could.types["vc"] == ("C",)
    produced = mtgasp.produce(board, "vc")
    assert produced.complete
    assert {o.mana for a in produced.abilities for o in a.outcomes} == {"C", ""}


def test_seedborn_muse_and_an_untap_limit_leave_a_forest_complete():
    # Seedborn Muse: "Untap all permanents you control during each other player's untap step." (ruling 2007-07-15: "All
    # your permanents untap during each other player's untap step"); Smoke: "Players can't untap more than one
    # creature during their untap steps." (CR 502.3: effects keep permanents from untapping in the untap step).
    board = _board("{card: Seedborn Muse, controller: alice}", "{card: Smoke, controller: bob}",
                   "{card: Forest, controller: alice, id: forest}")
    pools = mtgasp.mana(board, "alice")
    assert pools.complete, _notes(pools)
    assert {o.mana for o in pools.options} == {"G"}


def test_stasis_skipping_untap_steps_changes_no_mana_answer():
    # Stasis: "Players skip their untap steps." (CR 500.11: a skipped step is passed as though it didn't exist); the
    # Forest on the board is untapped now and taps for {G}.
    board = _board("{card: Stasis, controller: bob}", "{card: Forest, controller: alice, id: forest}")
    pools = mtgasp.mana(board, "alice")
    assert pools.complete, _notes(pools)
    assert {o.mana for o in pools.options} == {"G"}


def test_a_tapped_permanent_stays_tapped_whatever_untaps_in_the_untap_step():
    # Victory Chimes tapped on the board: untapping "during each other player's untap step" is not now (CR 502.3-502.4):
    # alice has no mana to make.
    board = _board("{card: Victory Chimes, controller: alice, tapped: true}")
    pools = mtgasp.mana(board, "alice")
    assert pools.complete and {o.mana for o in pools.options} <= {""}


def test_hexproof_while_untapped_touches_targets_only():
    # Paradise Druid: "This creature has hexproof as long as it's untapped." / "{T}: Add one mana of any color." CR
    # 702.11b: hexproof decides what abilities may target (can-activate's target check); the mana it could produce is
    # any color (CR 106.7), and the mana answers don't depend on whether it has hexproof.
    board = _board("{card: Paradise Druid, controller: alice, id: druid}")
    could = mtgasp.could_produce(board)
    assert could.complete, _notes(could)
    assert could.types["druid"] == ("W", "U", "B", "R", "G")
    pools = mtgasp.mana(board, "alice")
    assert pools.complete and {o.mana for o in pools.options} == set("WUBRG")


def test_an_alternative_cost_and_a_casting_restriction_change_no_mana_answer():
    # Fieldmist Borderpost: "You may pay {1} and return a basic land you control to its owner's hand rather than pay
    # this spell's mana cost." (an alternative cost, CR 118.9, 601.2b: it works as the spell is cast) / "{T}: Add {W} or
    # {U}."; Nikya of the Old Ways: "You can't cast noncreature spells." (CR 601.3: casting only) / "Whenever you tap a
    # land for mana, add one mana of any type that land produced."
    board = _board("{card: Fieldmist Borderpost, controller: alice, id: post}")
    pools = mtgasp.mana(board, "alice")
    assert pools.complete, _notes(pools)
    assert {o.mana for o in pools.options} == {"W", "U"}
    nikya = mtgasp.mana(_board("{card: Nikya of the Old Ways, controller: alice}", "{card: Forest, controller: alice}"),
                        "alice")
    assert nikya.complete, _notes(nikya)
    assert {o.mana for o in nikya.options} == {"GG"}
