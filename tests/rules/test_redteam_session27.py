"""Red team, session 27 (redteam13): real cards on the features of session 26 (Solemnity and the other "can't" effects
on counters as a permanent enters, activated prevention shields, lands animated by statics, triggered mana abilities,
tokens, Commander boards) and on counters of the board. Each test names the card, the rule or ruling, and the right
answer; a wrong answer marked complete fails. Rulings: /work/shared/reference/cards/rulings-2019.json.gz (data/)."""
from __future__ import annotations

import pytest
from support import battlefield

import mtgasp
from mtgasp import EnterEvent


def _enter(entries, card, controller="alice", **kw):
    return mtgasp.orderings(battlefield(*entries), EnterEvent(card, controller, **kw))


def _counters(answer):
    return sorted((o.result["counters"], tuple(sorted(o.result["counters_by_kind"].items()))) for o in answer.outcomes)


# --- A permanent's own "can't" effect on counters as it enters (CR 614.17d) ---------------------------------------
# CR 614.17d: "Some 'can't' effects modify how a permanent enters the battlefield ... Such effects may come from the
# permanent itself if they affect only that permanent ... check the characteristics of the permanent as it would exist
# on the battlefield, taking into account ... continuous effects from the permanent's own static abilities".
# Tatterkite and Melira's Keepers: "This creature can't have counters put on it." Renata, Called to the Hunt: "Each
# other creature you control enters with an additional +1/+1 counter on it." Spark Double's ruling 2019-05-03: "If it
# copies a creature, Spark Double enters with a +1/+1 counter on it". Both said "1 +1/+1 counter" (2 with Hardened
# Scales), complete; rules/replacement/enter_cant.lp applies only the "can't" effects of other permanents.

_RENATA = "{card: 'Renata, Called to the Hunt', controller: alice}"
_SCALES = "{card: Hardened Scales, controller: alice}"


@pytest.mark.parametrize("card", ["Tatterkite", "Melira's Keepers"])
def test_a_creature_that_cant_have_counters_entering_under_renata_is_never_complete_with_a_counter(card):
    r = _enter((_RENATA,), card)
    assert not (r.complete and any(o.result["counters"] for o in r.outcomes)), _counters(r)
    if not r.complete:
        assert any(card in str(n) for n in r.notes), r.notes


@pytest.mark.parametrize("card", ["Tatterkite", "Melira's Keepers"])
def test_a_creature_that_cant_have_counters_enters_under_renata_with_none(card):
    r = _enter((_RENATA,), card)
    assert r.complete, r.notes
    assert _counters(r) == [(0, ())]


def test_spark_double_copying_tatterkite_is_never_complete_with_a_counter():
    # Spark Double copies Tatterkite (CR 707.2, 707.9b: "except it enters with an additional +1/+1 counter"): as it
    # would exist it has "This creature can't have counters put on it" (CR 614.17d)
    r = _enter(("{card: Tatterkite, controller: alice, id: kite}", _SCALES), "Spark Double")
    as_kite = [o for o in r.outcomes if o.result["copy_of"] == "Tatterkite"]
    assert as_kite
    assert not (r.complete and any(o.result["counters"] for o in as_kite)), _counters(r)


def test_spark_double_copying_tatterkite_enters_with_no_counter():
    r = _enter(("{card: Tatterkite, controller: alice, id: kite}", _SCALES), "Spark Double")
    assert r.complete
    assert {o.result["counters"] for o in r.outcomes if o.result["copy_of"] == "Tatterkite"} == {0}


def test_a_creature_without_its_own_cant_effect_still_gets_renatas_counter():
    # The note is about the permanent's own ability only: Grizzly Bears under Renata gets its counter, complete
    r = _enter((_RENATA, "{card: Tatterkite, controller: alice}"), "Grizzly Bears")
    assert r.complete, r.notes
    assert _counters(r) == [(1, (("p1p1", 1),))]


# --- Keyword counters (CR 122.1b, 613.1f) ------------------------------------------------------------------------
# CR 122.1b: "A keyword counter on a permanent ... causes that object to gain that keyword. The keywords that a keyword
# counter can be are flying, first strike, double strike, deathtouch, decayed, exalted, haste, hexproof,
# indestructible, lifelink, menace, reach, shadow, trample, and vigilance". The board's counters of those kinds were
# read by no rule: a summoning-sick Llanowar Elves with a haste counter "can't be activated (it has no haste)",
# complete, and its controller's pool was empty, complete.

_HASTY_ELF = "{card: Llanowar Elves, controller: alice, id: elf, sick: true, counters: {haste: 1}}"


def test_a_haste_counter_lets_a_summoning_sick_creature_tap_for_mana():
    # CR 302.6, 702.10c: haste lets a creature's {T} abilities be activated though its controller hasn't controlled it
    # continuously since their most recent turn began
    board = battlefield(_HASTY_ELF)
    check = mtgasp.can_activate(board, "elf")
    assert check.complete, check.notes
    assert check.abilities[0].can_activate, check.abilities[0].reasons
    pools = mtgasp.mana(board, "alice")
    assert pools.complete and [o.mana for o in pools.options] == ["G"]


def test_show_lists_the_keywords_of_keyword_counters():
    # Goblin Guide with a flying counter and a lifelink counter has Flying and Lifelink (CR 122.1b), beside its own
    # Haste; they were missing from a complete answer
    shown = mtgasp.show(battlefield("{card: Goblin Guide, controller: bob, id: guide, counters: {flying: 1, "
                                    "lifelink: 1}}"))
    assert shown.complete, shown.notes
    texts = [a.text for a in shown.objects["guide"].abilities]
    assert {"Haste", "Flying", "Lifelink"} <= set(texts), texts


def test_a_keyword_counter_under_humility_is_said():
    # Humility: "All creatures lose all abilities and have base power and toughness 1/1." A haste counter and Humility
    # both apply in layer 6 in timestamp order (CR 613.1f, 613.7); a counter's timestamp is when it was put (613.7c),
    # which the board doesn't give: the answer says so rather than choose
    board = battlefield(_HASTY_ELF, "{card: Humility, controller: bob}")
    check = mtgasp.can_activate(board, "elf")
    assert not check.complete
    assert any("keyword_counter_order" in str(n) and "haste" in str(n) for n in check.notes), check.notes


def test_other_counters_give_no_keyword():
    # A +1/+1 counter is no keyword counter: the sick Elves still can't tap (CR 302.6)
    check = mtgasp.can_activate(battlefield("{card: Llanowar Elves, controller: alice, id: elf, sick: true, "
                                            "counters: {'+1/+1': 1}}"), "elf")
    assert check.complete and not check.abilities[0].can_activate


# --- Stun counters (CR 122.1d) -------------------------------------------------------------------------------------
@pytest.mark.xfail(strict=True, reason="stun counters (CR 122.1d) are read by no rule: an untap of a permanent with "
                                       "one is taken to untap it; mana --with-priority says {G}{G}, complete")
def test_a_stun_counter_stops_devoted_druids_untap():
    # CR 122.1d: "If a permanent with a stun counter on it would become untapped, instead remove a stun counter from
    # it." Devoted Druid (0/2): "{T}: Add {G}." / "Put a -1/-1 counter on this creature: Untap this creature." With a
    # stun counter: tap for {G}; the first untap removes the stun counter; the second -1/-1 counter makes it 0/0, and it
    # dies (CR 704.5f) before that untap resolves. Only {G}.
    pools = mtgasp.mana(battlefield("{card: Devoted Druid, controller: alice, id: druid, counters: {stun: 1}}"),
                        "alice", with_priority=True)
    assert not pools.complete or [o.mana for o in pools.options] == ["G"]


# --- Answers found right (kept as regressions) ----------------------------------------------------------------------
def test_a_saga_under_an_opponents_vorinclex_gets_half_of_one_lore_counter():
    # CR 714.3a: "This Saga enters with a lore counter on it", put by its controller (CR 122.6a). Vorinclex, Monstrous
    # Raider: "If an opponent would put one or more counters on a permanent or player, they put half that many of each
    # of those kinds of counters on that permanent or player instead, rounded down." Doubling Season (alice's) first:
    # 2, halved: 1; else 0.
    r = _enter(("{card: 'Vorinclex, Monstrous Raider', controller: bob}", "{card: Doubling Season, controller: alice}"),
               "History of Benalia")
    assert r.complete, r.notes
    # (a Saga's own kind with 0: "0 lore counters", CR 714.3a; session 35)
    assert _counters(r) == [(0, (("lore", 0),)), (0, (("lore", 1),))]


def test_blightbeetle_stops_the_counters_a_creature_of_its_opponent_enters_with():
    # Blightbeetle: "Creatures your opponents control can't have +1/+1 counters put on them." (CR 614.17d) Walking
    # Ballista cast for X = 2 under alice's Hardened Scales and Winding Constrictor: none; under bob's control: 2.
    entries = ("{card: Blightbeetle, controller: bob}", _SCALES, "{card: Winding Constrictor, controller: alice}")
    mine = _enter(entries, "Walking Ballista", cast=True, x=2)
    assert mine.complete and _counters(mine) == [(0, ())]
    theirs = _enter(entries, "Walking Ballista", "bob", cast=True, x=2)
    assert theirs.complete and _counters(theirs) == [(2, (("p1p1", 2),))]


def test_the_circle_rechecks_a_color_a_lasting_effect_changed():
    # CR 609.7b: "When the source would deal damage, the 'shield' rechecks the source's properties." Nightcreep:
    # "Until end of turn, all creatures become black" (layer 5): Goblin Guide is black, so Circle of Protection: Black's
    # shield prevents its damage and Circle of Protection: Red's doesn't.
    board = battlefield(
        "{card: 'Circle of Protection: Black', controller: alice, id: copb}",
        "{card: 'Circle of Protection: Red', controller: alice, id: copr}",
        "{card: Goblin Guide, controller: bob, id: guide}",
        effects=("{card: 'Circle of Protection: Red', controller: alice, source: copr, chosen: {source: guide}}",
                 "{card: Nightcreep, controller: bob}"))
    r = mtgasp.orderings(board, mtgasp.DamageEvent("guide", "alice", 3))
    assert r.complete and {(o.result["damage"], o.result["prevented"]) for o in r.outcomes} == {(3, 0)}
    board = battlefield(
        "{card: 'Circle of Protection: Black', controller: alice, id: copb}",
        "{card: Goblin Guide, controller: bob, id: guide}",
        effects=("{card: 'Circle of Protection: Black', controller: alice, source: copb, chosen: {source: guide}}",
                 "{card: Nightcreep, controller: bob}"))
    r = mtgasp.orderings(board, mtgasp.DamageEvent("guide", "alice", 3))
    assert r.complete and {(o.result["damage"], o.result["prevented"]) for o in r.outcomes} == {(0, 3)}


def test_kormus_bell_under_urborg_makes_every_land_a_creature():
    # Kormus Bell: "All Swamps are 1/1 black creatures that are still lands."; Urborg, Tomb of Yawgmoth: "Each land is
    # a Swamp in addition to its other land types." (Kormus Bell depends on Urborg, CR 613.8a). Gaea's Cradle counts
    # four creatures; the sick lands can't tap (CR 302.6; Living Lands ruling 2008-08-01); the Cradle, a Swamp, may
    # tap for {B} instead.
    pools = mtgasp.mana(battlefield(
        "{card: Kormus Bell, controller: bob}",
        "{card: 'Urborg, Tomb of Yawgmoth', controller: alice, sick: true}",
        "{card: Forest, controller: alice, sick: true}",
        "{card: \"Gaea's Cradle\", controller: alice, id: cradle}",
        "{card: Ancient Tomb, controller: alice, sick: true}"), "alice")
    assert pools.complete
    assert sorted(o.mana for o in pools.options) == ["B", "GGGG"]
