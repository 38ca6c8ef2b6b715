"""Session 36 (issues 27, 31): the commutation sweep's enter events say how the object enters.

An effect whose condition only the enter event's own words decide was never applied in a sweep, so its cells were
incomplete ("the event doesn't say what puts it there", --by; "whose permission the spell was cast with", --cast --via;
"the zone it enters from", --from): Aberrant Return's "Each of them enters with an additional -1/-1 counter on it"
(CR 614.1c), Osteomancer Adept's "If you cast a spell this way" (CR 601.3), Don't Blink's "would enter from exile"
(CR 400.7). Now a cell with one is swept on the events that say it (research/commute.py `_enter_variants`).
"""
from __future__ import annotations

from mtgasp.encoder import Board, BoardObject
from mtgasp.render.research import _event_words
from mtgasp.research.commute import ENTER_BOUNDS, Effect, _inputs, _question, _variants, commute, section_parts
from mtgasp.research.shards import Sweep
from mtgasp.research.worlds import BOARD_INPUTS

ABERRANT = ["Aberrant Return", 1]
OSTEOMANCER = ["Osteomancer Adept", 3]
DONT_BLINK = ["Don't Blink", 1]


def test_the_enter_event_inputs_are_world_inputs():
    # (else a world program shares them between worlds, and no world could say them)
    for signature in (("entering_put_by", 2), ("entering_cast_via", 2), ("entering_cast_from", 2),
                      ("entering_put_from", 2)):
        assert signature in BOARD_INPUTS


def test_a_cell_that_reads_nothing_of_how_it_enters_has_the_plain_event():
    assert _variants("enter", "Grizzly Bears", [["Hardened Scales", 1], ["Corpsejack Menace", 1]]) == [()]


def test_what_puts_it_there_and_whose_permission():
    # CR 614.1c (Aberrant Return: put by its own spell, --by) and CR 601.3 (Osteomancer Adept: cast from a graveyard
    # with its permission, --cast --via): each said by the effect's own object; the event that says neither is not swept
    assert _variants("enter", "Grizzly Bears", [ABERRANT, OSTEOMANCER]) == [
        (("cast", "no"), ("by", "Aberrant Return")),
        (("cast", "yes"), ("via", "Osteomancer Adept"), ("from", "graveyard"))]


def test_the_zone_it_enters_from():
    # CR 400.7: Don't Blink, "if one or more creatures would enter from exile or after being cast from exile": put onto
    # the battlefield from exile, and cast from exile
    assert _variants("enter", "Walking Ballista", [DONT_BLINK, ["Hardened Scales", 1]]) == [
        (("cast", "no"), ("from", "exile")), (("cast", "yes"), ("from", "exile"))]


def test_the_event_states_the_options_for_the_rules():
    board = Board(players=("alice", "bob"), active_player="alice", source="<test>",
                  objects=(BoardObject(id="aberrant-return", card="Aberrant Return", controller="alice", owner="alice",
                                       zone="effect"),))
    extra, _cards = _inputs("enter", "Walking Ballista", board, (("cast", "no"), ("by", "Aberrant Return")))
    names = dict((name, args) for name, args in extra)
    # not cast: no entering_cast (and no X paid: CR 107.3m), put by the effects: entry's object
    assert "entering_cast" not in names and "entering_x_paid" not in names
    assert names["entering_put_by"] == ("walking-ballista-entering", "aberrant-return")
    extra, _cards = _inputs("enter", "Grizzly Bears", board, (("cast", "yes"), ("from", "exile")))
    names = dict((name, args) for name, args in extra)
    assert "entering_cast" in names and str(names["entering_cast_from"][1]) == "exile"


def test_two_exile_replacements_on_a_card_entering_from_exile_order_matters():
    # CR 616.1: Don't Blink (shuffle it into its owner's library instead) and Hallowed Moonlight (exile it instead)
    # both apply only to a creature entering from exile / not cast; before, Don't Blink was never applied (the event
    # didn't say the zone) and the cell was incomplete
    r = commute([Effect("Don't Blink", 1), Effect("Hallowed Moonlight", 1)], "enter", subjects=("Grizzly Bears",),
                sweep=Sweep(workers=0))
    cell = next(c for c in r.cells if len(set(c.effects)) == 2)
    assert cell.status == "order" and not cell.reasons
    assert cell.witness["event"] == {"cast": "no", "from": "exile"}
    assert "put onto the battlefield from exile (--from exile)" in _event_words(cell.witness["event"])


def test_the_bounds_are_stated_and_in_the_section_digest():
    # (a table swept on other events is another table: the enter section's parameters name them)
    q = _question("enter", [Effect(*ABERRANT)], ("Grizzly Bears",), (), 2, False)
    assert q["bounds"]["enter_events"] == ENTER_BOUNDS
    assert "enter_events" not in _question("tap", [], ("Forest",), (), 3, False)["bounds"]
    import mtgasp.research.commute as commute_module

    before = section_parts("enter", [Effect(*ABERRANT)], ("Grizzly Bears",), ())["parameters"]
    saved = commute_module.ENTER_BOUNDS
    try:
        commute_module.ENTER_BOUNDS = saved + " (another bound)"
        assert section_parts("enter", [Effect(*ABERRANT)], ("Grizzly Bears",), ())["parameters"] != before
    finally:
        commute_module.ENTER_BOUNDS = saved
