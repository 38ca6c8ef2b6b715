"""can-activate decides a payable mana cost by the first payment it finds (queries/can_activate.py). A payment that
needs the mana of an object the answer is incomplete about proves nothing: that object's mana may not be what the
rules give it. Each test accepts the answer the rules give or an answer marked incomplete."""
from __future__ import annotations

from support import battlefield

import mtgasp


def test_a_payment_with_mana_an_unmodelled_color_effect_takes_away():
    # Thran Lens: "All permanents are colorless." (CR 613.1e, 105.2c). Meteor Crater: "{T}: Choose a color of a
    # permanent you control. Add one mana of that color." With every permanent colorless it adds nothing (CR 106.5), so
    # alice has no mana to pay the {R/G} of Fire-Lit Thicket's "{R/G}, {T}: Add {R}{R}, {R}{G}, or {G}{G}" (CR 602.2b,
    # 601.2g-h): it can't be activated. "Can be activated" (Meteor Crater adding {R} for Mogg Fanatic) was complete.
    board = battlefield("{card: Meteor Crater, controller: alice}", "{card: Mogg Fanatic, controller: alice}",
                        "{card: Fire-Lit Thicket, controller: alice, id: thicket}",
                        "{card: Thran Lens, controller: alice}")
    answer = mtgasp.can_activate(board, "thicket", 2)
    assert not answer.abilities[0].can_activate or not answer.complete, answer
    assert any("Thran Lens" in str(n) for n in answer.notes) or answer.complete


def test_a_payment_without_the_unsure_mana_stays_complete():
    # A Mountain pays the {R/G} whatever Meteor Crater adds: can be activated, and the answer is complete.
    board = battlefield("{card: Meteor Crater, controller: alice}", "{card: Mountain, controller: alice}",
                        "{card: Mogg Fanatic, controller: alice}",
                        "{card: Fire-Lit Thicket, controller: alice, id: thicket}",
                        "{card: Thran Lens, controller: alice}")
    answer = mtgasp.can_activate(board, "thicket", 2)
    assert answer.complete and answer.abilities[0].can_activate, answer
