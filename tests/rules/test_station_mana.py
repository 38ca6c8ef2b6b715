"""Mana abilities in a station card's striation (session 27, mana11). CR 721.2a: "A station symbol represents a static
ability ... Any abilities printed within the same text box striation as a station symbol are part of its static
ability": "{N+}" means "As long as this permanent has N or more charge counters on it, it has [abilities]" (CR 721.2,
702.184a). The abilities after "N+ |" are compiled like any others; below N charge counters the permanent doesn't have
them (rules/layers/characteristics.lp: below_station/3)."""
from __future__ import annotations

import mtgasp
from mtgasp.render.words import said

# Evendo, Waking Haven (Land — Planet): "This land enters tapped." / "{T}: Add {G}." / "Station ..." / "12+ | {G}, {T}:
# Add {G} for each creature you control."


def _board(charge: int, *entries: str) -> mtgasp.Board:
    rows = [f'{{card: "Evendo, Waking Haven", controller: alice, id: evendo, counters: {{charge: {charge}}}}}',
            "{card: Forest, controller: alice}", "{card: Llanowar Elves, controller: alice}",
            "{card: Grizzly Bears, controller: alice}", "{card: Grizzly Bears, controller: alice}", *entries]
    return mtgasp.parse_board("players: [alice, bob]\nbattlefield:\n" + "".join(f"  - {e}\n" for e in rows))


def _notes(answer) -> str:
    return " ".join(said(answer.notes))


def test_with_twelve_charge_counters_evendo_adds_g_for_each_creature():
    # Three creatures: the Forest's {G} pays "{G}, {T}" and Evendo adds {G}{G}{G}; the Elves add {G}.
    pools = mtgasp.mana(_board(12), "alice")
    assert pools.complete, _notes(pools)
    assert {o.mana for o in pools.options} == {"GGGG"}


def test_below_its_threshold_evendo_has_only_its_first_mana_ability():
    # With 11 charge counters Evendo doesn't have the striation's ability (CR 721.2a): {G} from each of three sources.
    pools = mtgasp.mana(_board(11), "alice")
    assert pools.complete, _notes(pools)
    assert {o.mana for o in pools.options} == {"GGG"}
    listed = {a.ability for a in mtgasp.produce(_board(11), "evendo").abilities}
    assert listed == {2}


def test_the_striation_ability_is_compiled_with_its_threshold():
    from mtgasp.encoder.library import card_abilities
    (ability,) = [a for a in card_abilities("Uthros, Titanic Godcore") if a.number == 4]
    assert ability.status == "compiled"
    assert "station_threshold(12)" in ability.terms and "adds_for_each(artifact,you,type(u))" in ability.terms


def test_at_its_threshold_evendo_lists_both_mana_abilities():
    listed = {a.ability for a in mtgasp.produce(_board(12), "evendo").abilities}
    assert listed == {2, 4}
