"""Red team, session 31 (redteam17): real cards on the newest features of issues 26 and 31 — the counters event
(`--by`, `--by-keyword`), the board's `this_turn:` counts (Voracious Wurm, Cryptborn Horror, bloodthirst, Storm
Entity), part prevention (Gisela, Temple Altisaur, Anti-Venom), -1/-1 counters instead (Soul-Scar Mage), Sagas and
planeswalkers entering under Humility, Opalescence, Blood Sun and Blood Moon, could-produce with replacement effects,
can-activate ({Q}, {T}, summoning sickness), `mana --cost`, commanders and tokens, and bad input. Each expected answer
was decided from the Oracle text and rulings (/work/shared/reference/cards/) and the CR before the engine was run.

Found and fixed (each test below failed before the fix, said in the test):
- a Saga (or planeswalker, battle) entering where it would lose all its abilities still got its intrinsic counters
  (CR 714.3a, 306.5b, 310.4b, 613.1f, 614.12): wrong and complete (rules/replacement/enter_intrinsic.lp);
- `--by-keyword` took any word ("bogus") and answered as if some ability no effect names put the counters: now a
  keyword of CR 702 or a one-line error naming the nearest (queries/orderings.py).
The other tests are a sample of the probes that passed, kept so the answers stay right."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from support import battlefield

import mtgasp
from mtgasp import CountersEvent, DamageEvent, EnterEvent

pytestmark = pytest.mark.slow

BEAR = "{id: bear, card: Grizzly Bears, controller: alice}"
OBEAR = "{id: obear, card: Grizzly Bears, controller: bob}"


def _by_kind(answer, kind: str) -> list[int]:
    assert answer.complete, answer.notes
    return sorted(o.result["counters_by_kind"].get(kind, 0) for o in answer.outcomes)


def _counters(answer) -> list[tuple[int, int]]:
    assert answer.complete, answer.notes
    return sorted((o.result["counters"], o.orders) for o in answer.outcomes)


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mtgasp", *args], capture_output=True, text=True, timeout=120)


# --- Wrong, complete: intrinsic counters of an object that would lose all its abilities (CR 714.3a, 613.1f) --------
# CR 714.3a: "Each Saga without read ahead has the intrinsic ability 'This Saga enters with a lore counter on it.' This
# ability creates a replacement effect." CR 614.12: which replacement effects apply is decided by "the permanent as it
# would exist on the battlefield, taking into account ... continuous effects that already exist and would apply to the
# permanent". Humility ("All creatures lose all abilities ...") on a Saga creature, or on a Saga Opalescence makes a
# creature, and Blood Sun ("All lands lose all abilities except mana abilities") on Urza's Saga take that ability
# (layer 6, CR 613.1f): no lore counter is put. Before the fix each entered with 1 lore counter, complete.

def test_saga_creature_entering_under_humility_gets_no_lore_counter_cr_714_3a():
    b = battlefield("{card: Humility, controller: bob}", "{card: Doubling Season, controller: alice}")
    assert _by_kind(mtgasp.orderings(b, EnterEvent("Summon: Shiva", "alice")), "lore") == [0]


def test_saga_made_a_creature_by_opalescence_under_humility_gets_no_lore_counter():
    b = battlefield("{card: Humility, controller: bob}", "{card: Opalescence, controller: bob}")
    assert _by_kind(mtgasp.orderings(b, EnterEvent("The Eldest Reborn", "alice")), "lore") == [0]


def test_urzas_saga_under_blood_sun_gets_no_lore_counter_but_under_blood_moon_it_does():
    # Blood Sun: the lore ability is no mana ability (CR 605.1a), so it goes. Blood Moon: CR 305.7 takes only the
    # abilities "generated from its rules text", and an intrinsic ability is not one: 1 lore counter.
    sun = battlefield("{card: Blood Sun, controller: bob}")
    assert _by_kind(mtgasp.orderings(sun, EnterEvent("Urza's Saga", "alice")), "lore") == [0]
    moon = battlefield("{card: Blood Moon, controller: bob}")
    assert _by_kind(mtgasp.orderings(moon, EnterEvent("Urza's Saga", "alice")), "lore") == [1]


def test_urzas_saga_made_a_creature_by_opalescence_under_blood_sun_and_humility():
    # Opalescence makes Blood Sun and Urza's Saga (a non-Aura enchantment) creatures: Humility takes Blood Sun's ability
    # (CR 613.8a, the session-30 fix) and the Saga's own, the intrinsic lore ability with them: no lore counter.
    b = battlefield("{card: Opalescence, controller: bob}", "{card: Blood Sun, controller: bob}",
                    "{card: Humility, controller: bob}")
    assert _by_kind(mtgasp.orderings(b, EnterEvent("Urza's Saga", "alice")), "lore") == [0]
    # Opalescence and Blood Moon: a creature Mountain that keeps the intrinsic ability (CR 305.7)
    b = battlefield("{card: Opalescence, controller: bob}", "{card: Blood Moon, controller: bob}")
    assert _by_kind(mtgasp.orderings(b, EnterEvent("Urza's Saga", "alice")), "lore") == [1]


def test_sagas_and_planeswalkers_that_keep_their_abilities_still_get_their_counters():
    # Humility touches only creatures: a noncreature Saga and a planeswalker keep the intrinsic ability, and Doubling
    # Season doubles what it puts (ruling 2005-10-01: "Planeswalkers will enter ... with double the normal amount").
    b = battlefield("{card: Humility, controller: bob}", "{card: Doubling Season, controller: alice}")
    assert _by_kind(mtgasp.orderings(b, EnterEvent("The Eldest Reborn", "alice")), "lore") == [2]
    assert _by_kind(mtgasp.orderings(b, EnterEvent("Jace Beleren", "alice")), "loyalty") == [6]
    # Without Humility, Summon: Shiva (a Saga creature) gets its lore counter.
    assert _by_kind(mtgasp.orderings(battlefield(OBEAR), EnterEvent("Summon: Shiva", "alice")), "lore") == [1]


# --- Bad input accepted: --by-keyword with a word that is no keyword ability ---------------------------------------
# `--by-keyword bogus` answered "put 1 +1/+1 counter on bear (by a bogus triggered ability)", exit 0: a misspelt
# "modualr" silently applied none of the effects on a modular ability's counters (Zabaz, the Glimmerwasp).

def test_by_keyword_refuses_a_word_that_is_no_keyword_ability(tmp_path: Path):
    path = tmp_path / "board.yaml"
    path.write_text(f"players: [alice, bob]\nbattlefield:\n  - {BEAR}\n", encoding="utf-8")
    done = _cli("orderings", str(path), "counters", "bear", "+1/+1", "1", "--by-keyword", "modualr")
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2 and done.stdout == "" and len(lines) == 1, done
    assert "not a keyword ability of CR 702" in lines[0] and "modular" in lines[0] and "Traceback" not in done.stderr
    with pytest.raises(mtgasp.BoardError, match="did you mean"):
        mtgasp.orderings(battlefield(BEAR), CountersEvent("bear", "+1/+1", 1, keyword="bogus"))
    # a keyword of CR 702, in any case, is taken
    r = mtgasp.orderings(battlefield(BEAR), CountersEvent("bear", "+1/+1", 1, keyword="Modular"))
    assert _counters(r) == [(1, 1)]


# --- Passed: the counters event (CR 122.6, 616.1) ---------------------------------------------------------------------

def test_one_minus_counter_under_vizier_constrictor_and_doubling_season_cr_616_1():
    # Vizier of Remedies ("that many -1/-1 counters minus one"), Winding Constrictor ("that many plus one", "one or
    # more": none to apply to after Vizier makes 0), Doubling Season: 0 (Vizier first), 2 (three orders), 3.
    b = battlefield(BEAR, "{card: Vizier of Remedies, controller: alice}",
                    "{card: Winding Constrictor, controller: alice}", "{card: Doubling Season, controller: alice}")
    assert _counters(mtgasp.orderings(b, CountersEvent("bear", "-1/-1", 1))) == [(0, 1), (2, 3), (3, 1)]


def test_solemnity_stops_counters_on_creatures_and_players_not_planeswalkers():
    # Solemnity: "Players can't get counters. Counters can't be put on artifacts, creatures, enchantments, or lands."
    b = battlefield(BEAR, "{card: Solemnity, controller: bob}", "{card: Hardened Scales, controller: alice}",
                    "{id: jace, card: Jace Beleren, controller: alice}")
    assert _counters(mtgasp.orderings(b, CountersEvent("bear", "+1/+1", 2)))[0][0] == 0
    assert _counters(mtgasp.orderings(b, CountersEvent("alice", "poison", 2)))[0][0] == 0
    assert _counters(mtgasp.orderings(b, CountersEvent("jace", "loyalty", 2))) == [(2, 1)]


def test_vorinclex_halves_an_opponents_counters_and_doubles_its_controllers():
    # Vorinclex, Monstrous Raider: you put twice that many; an opponent puts half, rounded down (CR 122.6a: the
    # controller of the putting object puts them). Hardened Scales: 3 -> 4 -> 2 or 3 -> 1 -> 2; 3 -> 6 -> 7, 3 -> 4 -> 8.
    b = battlefield("{id: vor, card: 'Vorinclex, Monstrous Raider', controller: alice}", BEAR, OBEAR,
                    "{card: Hardened Scales, controller: alice}")
    assert _counters(mtgasp.orderings(b, CountersEvent("bear", "+1/+1", 3, by="obear"))) == [(2, 2)]
    assert _counters(mtgasp.orderings(b, CountersEvent("bear", "+1/+1", 3, by="bear"))) == [(7, 1), (8, 1)]
    # who puts them not said: Vorinclex is not applied and the answer says so
    assert not mtgasp.orderings(b, CountersEvent("bear", "+1/+1", 3)).complete


def test_humility_on_hardened_scales_made_a_creature_by_opalescence():
    # Opalescence makes Hardened Scales a creature, Humility takes its ability (CR 613.1f): no counter added; without
    # Humility it adds one to an Opalescence-animated enchantment (a creature you control).
    both = battlefield("{card: Opalescence, controller: bob}", "{card: Humility, controller: bob}",
                       "{card: Hardened Scales, controller: alice}", BEAR)
    assert _counters(mtgasp.orderings(both, CountersEvent("bear", "+1/+1", 2))) == [(2, 1)]
    opal = battlefield("{card: Opalescence, controller: bob}", "{card: Hardened Scales, controller: alice}",
                       "{id: oath, card: Oath of Gideon, controller: alice}")
    assert _counters(mtgasp.orderings(opal, CountersEvent("oath", "+1/+1", 2))) == [(3, 1)]


# --- Passed: this turn's counts (CR 702.54, 614.1c) -------------------------------------------------------------------

def test_this_turn_counts_with_hardened_scales():
    # Voracious Wurm: life you gained (3; +1 Hardened Scales); Cryptborn Horror: life lost by your opponents (2 + 3,
    # not alice's own 4); X = 0 puts no counter, so Hardened Scales ("one or more") doesn't apply (the Cryptborn
    # Horror ruling of 2012-10-01: "it will enter with no +1/+1 counters on it").
    head = ("players: [alice, bob, carol]\nthis_turn:\n  life_gained: {alice: 3, bob: 5}\n"
            "  life_lost: {alice: 4, bob: 2, carol: 3}\n")
    b = battlefield("{card: Hardened Scales, controller: alice}", head=head)
    assert _counters(mtgasp.orderings(b, EnterEvent("Voracious Wurm", "alice"))) == [(4, 1)]
    assert _counters(mtgasp.orderings(b, EnterEvent("Cryptborn Horror", "alice"))) == [(6, 1)]
    assert _counters(mtgasp.orderings(b, EnterEvent("Cryptborn Horror", "bob"))) == [(7, 1)]
    none = battlefield("{card: Hardened Scales, controller: alice}",
                       head="players: [alice, bob]\nthis_turn:\n  life_gained: {bob: 2}\n")
    assert _counters(mtgasp.orderings(none, EnterEvent("Voracious Wurm", "alice"))) == [(0, 1)]


def test_bloodthirst_counts_only_opponents_and_bloodthirst_x_their_total():
    # CR 702.54a: "If an opponent was dealt damage this turn"; 702.54b: X is "the total damage your opponents have been
    # dealt this turn" (Petrified Wood-Kin): 2 + 3; with Doubling Season and Hardened Scales 11 or 12.
    self_only = battlefield(head="players: [alice, bob]\ndamaged_this_turn: [alice]\n")
    assert _counters(mtgasp.orderings(self_only, EnterEvent("Gorehorn Minotaurs", "alice"))) == [(0, 1)]
    head = "players: [alice, bob, carol]\nthis_turn:\n  damage_dealt: {alice: 5, bob: 2, carol: 3}\n"
    b = battlefield("{card: Hardened Scales, controller: alice}", "{card: Doubling Season, controller: alice}",
                    head=head)
    assert _counters(mtgasp.orderings(b, EnterEvent("Petrified Wood-Kin", "alice"))) == [(11, 1), (12, 1)]
    # Humility: the entering creature has lost bloodthirst (CR 614.12)
    hum = battlefield("{card: Humility, controller: bob}",
                      head="players: [alice, bob]\ndamaged_this_turn: [bob]\nthis_turn:\n  damage_dealt: {bob: 3}\n")
    assert _counters(mtgasp.orderings(hum, EnterEvent("Gorehorn Minotaurs", "alice"))) == [(0, 1)]
    assert _counters(mtgasp.orderings(hum, EnterEvent("Petrified Wood-Kin", "alice"))) == [(0, 1)]


def test_storm_entity_counts_every_other_spell():
    # "for each other spell cast this turn": all players' spells (3 + 2), less its own when it was cast (ruling
    # 2007-05-01: counted as it enters).
    b = battlefield(head="players: [alice, bob]\nthis_turn:\n  spells_cast: {alice: 3, bob: 2}\n")
    assert _counters(mtgasp.orderings(b, EnterEvent("Storm Entity", "alice", cast=True))) == [(4, 1)]
    assert _counters(mtgasp.orderings(b, EnterEvent("Storm Entity", "alice"))) == [(5, 1)]


# --- Passed: part prevention and -1/-1 counters instead (CR 615.1, 616.1) --------------------------------------------

def test_two_giselas_on_both_sides():
    # alice's Gisela prevents half (rounded up) of damage to her permanents; bob's doubles damage to his opponent's
    # permanents; alice chooses the order (the ruling of 2018-03-16): 3 -> 1 -> 2 or 3 -> 6 -> 3.
    b = battlefield("{id: ga, card: 'Gisela, Blade of Goldnight', controller: alice}", BEAR,
                    "{id: goblin, card: Goblin Guide, controller: bob}",
                    "{id: gb, card: 'Gisela, Blade of Goldnight', controller: bob}")
    r = mtgasp.orderings(b, DamageEvent("goblin", "bear", 3))
    assert r.complete and r.order_matters
    assert sorted(o.result["damage"] for o in r.outcomes) == [2, 3]
    r = mtgasp.orderings(b, DamageEvent("goblin", "bear", 1))
    assert sorted(o.result["damage"] for o in r.outcomes) == [0, 1]


def test_two_temple_altisaurs_and_furnace_of_rath():
    # Temple Altisaur rulings 2018-01-19: "prevent all but 1" for another Dinosaur; two of them don't go below 1; the
    # controller orders them with Furnace of Rath: 10 -> 1, or 1 -> 2.
    b = battlefield("{id: alt1, card: Temple Altisaur, controller: alice}",
                    "{id: alt2, card: Temple Altisaur, controller: alice}",
                    "{id: goblin, card: Goblin Guide, controller: bob}", "{card: Furnace of Rath, controller: bob}",
                    "{id: raptor, card: Ripjaw Raptor, controller: bob}")
    r = mtgasp.orderings(b, DamageEvent("goblin", "alt1", 5))
    assert r.complete and sorted(o.result["damage"] for o in r.outcomes) == [1, 2]
    # bob's Dinosaur is not "another Dinosaur you control" for alice's Altisaurs
    r = mtgasp.orderings(b, DamageEvent("goblin", "raptor", 5))
    assert r.complete and [o.result["damage"] for o in r.outcomes] == [10]


def test_anti_venom_counters_under_hardened_scales_and_solemnity():
    # Anti-Venom: "prevent that damage and put that many +1/+1 counters on him"; Hardened Scales adds one (CR 614.16);
    # Solemnity: none can be put, the damage is still prevented.
    av = "{id: av, card: 'Anti-Venom, Horrifying Healer', controller: alice}"
    b = battlefield(av, "{card: Hardened Scales, controller: alice}", "{id: goblin, card: Goblin Guide, controller: bob}")
    r = mtgasp.orderings(b, DamageEvent("goblin", "av", 3))
    assert r.complete and [(o.result["damage"], o.result["counters"]) for o in r.outcomes] == [(0, 4)]
    b = battlefield(av, "{card: Hardened Scales, controller: alice}", "{id: goblin, card: Goblin Guide, controller: bob}",
                    "{card: Solemnity, controller: bob}")
    r = mtgasp.orderings(b, DamageEvent("goblin", "av", 3))
    assert r.complete and [(o.result["damage"], o.result["counters"]) for o in r.outcomes] == [(0, 0)]


def test_soul_scar_mage_with_gisela_and_vizier():
    # Soul-Scar Mage ruling 2017-04-18: the damaged creature's controller orders the effects; Gisela doubles first (6)
    # or not (3), Vizier of Remedies takes one: 2 or 5 -1/-1 counters. Combat damage is not replaced.
    b = battlefield("{id: mage, card: Soul-Scar Mage, controller: alice}",
                    "{id: gisela, card: 'Gisela, Blade of Goldnight', controller: alice}", OBEAR,
                    "{card: Vizier of Remedies, controller: bob}",
                    effects=("{id: bolt, card: Lightning Bolt, controller: alice}",))
    r = mtgasp.orderings(b, DamageEvent("bolt", "obear", 3))
    assert r.complete and sorted(o.result["dealt_as_counters"] for o in r.outcomes) == [2, 5]
    assert all(o.result["damage"] == 0 for o in r.outcomes)
    r = mtgasp.orderings(b, DamageEvent("mage", "obear", 1, combat=True))
    assert r.complete and [(o.result["damage"], o.result.get("dealt_as")) for o in r.outcomes] == [(2, None)]


# --- Passed: layers, could-produce, can-activate, mana --cost, commanders -----------------------------------------

def test_two_opalescences_and_humility_ruling_2006_02_01():
    # "If the timestamp order is Opalescence, Humility, Opalescence, the second Opalescence is 1/1, and the Humility
    # and first Opalescence are 4/4" (and CR 613.4b, 613.7: the same today); a bear 1/1 plus its counter (7d).
    b = battlefield("{id: o1, card: Opalescence, controller: alice}", "{id: h, card: Humility, controller: bob}",
                    "{id: o2, card: Opalescence, controller: alice}",
                    "{id: bear, card: Grizzly Bears, controller: alice, counters: {+1/+1: 1}}")
    s = mtgasp.show(b)
    assert s.complete
    assert {k: s.objects[k].power_toughness for k in ("o1", "h", "o2", "bear")} == {
        "o1": (4, 4), "h": (4, 4), "o2": (1, 1), "bear": (2, 2)}


def test_contamination_and_reality_twist_on_a_swamp_cr_616_1():
    # Reality Twist: Swamps produce {G}; Contamination: {B} "instead of any other type and amount"; the controller
    # orders them: {B} or {G}. Urborg under Blood Moon is a Mountain ({W} by Reality Twist, or {B}).
    b = battlefield("{id: swamp, card: Swamp, controller: alice}", "{card: Contamination, controller: bob}",
                    "{card: Reality Twist, controller: bob}", "{id: urborg, card: 'Urborg, Tomb of Yawgmoth', controller: alice}",
                    "{card: Blood Moon, controller: bob}")
    c = mtgasp.could_produce(b)
    assert c.complete and c.types["swamp"] == ("B", "G") and c.types["urborg"] == ("W", "B")


def test_pili_pala_untap_symbol_and_summoning_sickness_cr_107_6_302_6():
    # Pili-Pala rulings 2008-05-01: untapped, {Q} can't be paid; a creature not controlled since the turn began can't.
    b = battlefield("{id: up, card: Pili-Pala, controller: alice}",
                    "{id: down, card: Pili-Pala, controller: alice, tapped: true}",
                    "{id: sick, card: Pili-Pala, controller: alice, tapped: true, sick: true}",
                    "{id: w1, card: Wastes, controller: alice}", "{id: w2, card: Wastes, controller: alice}",
                    "{id: ring, card: Sol Ring, controller: alice, sick: true}")
    verdicts = {p: [a.can_activate for a in mtgasp.can_activate(b, p).abilities] for p in ("up", "down", "sick", "ring")}
    assert verdicts == {"up": [False], "down": [True], "sick": [False], "ring": [True]}


def test_cabal_coffers_cant_pay_with_its_own_tap():
    # "{2}, {T}: Add {B} for each Swamp you control": one Swamp can't pay {2} (CR 118.3), Coffers' own {T} is its cost.
    b = battlefield("{id: coffers, card: Cabal Coffers, controller: alice}", "{card: Swamp, controller: alice}")
    r = mtgasp.can_activate(b, "coffers")
    assert r.complete and [a.can_activate for a in r.abilities] == [False]


def test_an_unread_self_cost_reduction_keeps_a_no_incomplete():
    # Battlefield Butcher: "{5}, {T}: ... This ability costs {1} less to activate for each creature card in your
    # graveyard." The reduction is in the unread text, so "can't pay {5}" must stay incomplete (never complete, wrong).
    b = battlefield("{id: bb, card: Battlefield Butcher, controller: alice}")
    r = mtgasp.can_activate(b, "bb")
    assert not r.complete and [a.can_activate for a in r.abilities] == [False]


@pytest.mark.parametrize("cost,payable", [("{C}", True), ("{C}{C}", False), ("{3}", True), ("{4}", False),
                                          ("{G/P}{G}{U}", True), ("{G/P}{G/P}{G}{U}{C}", False),
                                          ("{2/G}{2/G}", True), ("{G}{G}", False)])
def test_mana_cost_colorless_hybrid_and_phyrexian_cr_107_4(cost, payable):
    # Forest, Island, Wastes and 2 life: {C} only with colorless mana (CR 107.4c); a Phyrexian symbol with 2 life
    # (CR 119.4: life total at least the payment), two need 4.
    b = battlefield("{card: Forest, controller: alice}", "{card: Island, controller: alice}",
                    "{card: Wastes, controller: alice}", extra="life: {alice: 2}\n")
    r = mtgasp.mana(b, "alice", cost=cost)
    assert r.complete and r.cost.payable is payable


def test_command_tower_reads_the_commanders_rules_text_identity_cr_903_4():
    # Jodah, Archmage Eternal ({1}{U}{R}{W}) has {W}{U}{B}{R}{G} in its rules text: a five-color identity. Kozilek,
    # the Great Distortion is colorless: Command Tower and Arcane Signet add no mana (CR 106.5).
    b = battlefield("{id: a-tower, card: Command Tower, controller: alice}",
                    "{id: a-signet, card: Arcane Signet, controller: alice}",
                    "{id: b-tower, card: Command Tower, controller: bob}",
                    extra="commanders:\n  alice: 'Kozilek, the Great Distortion'\n  bob: 'Jodah, Archmage Eternal'\n")
    c = mtgasp.could_produce(b)
    assert c.complete
    assert c.types["a-tower"] == () and c.types["a-signet"] == ()
    assert c.types["b-tower"] == ("W", "U", "B", "R", "G")


# --- Bad input answered: a cast spell on a board that says no spell was cast (CR 601.2i) ------------------------------
# The board's this_turn: spells_cast counts the entering object's own spell when the event says it was cast
# (docs/board-format.md). `spells_cast: {}` with `enter "Storm Entity" --cast` contradicts itself; it answered 0
# counters, complete (a comment in rules/replacement/enter_amounts.lp chose 0). Now a one-line error, exit 2.

def test_a_cast_spell_on_a_board_where_no_spell_was_cast_is_refused(tmp_path: Path):
    path = tmp_path / "board.yaml"
    path.write_text("players: [alice, bob]\nthis_turn:\n  spells_cast: {}\nbattlefield: []\n", encoding="utf-8")
    done = _cli("orderings", str(path), "enter", "Storm Entity", "--controller", "alice", "--cast")
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2 and done.stdout == "" and len(lines) == 1, done
    assert "spells_cast" in lines[0] and "601.2i" in lines[0]
    b = battlefield(head="players: [alice, bob]\nthis_turn:\n  spells_cast: {}\n")
    with pytest.raises(mtgasp.BoardError, match="601.2i|spells_cast|no_spell_cast"):  # RulesError, the rules refuse it
        mtgasp.orderings(b, EnterEvent("Effortless Master", "alice", cast=True))
    # not cast: nothing to contradict (0 other spells); cast with bob's 2 spells counted: the spell may be one of
    # them (a spell whose control changed), 2 - 1 other spells
    assert _counters(mtgasp.orderings(b, EnterEvent("Storm Entity", "alice"))) == [(0, 1)]
    two = battlefield(head="players: [alice, bob]\nthis_turn:\n  spells_cast: {bob: 2}\n")
    assert _counters(mtgasp.orderings(two, EnterEvent("Storm Entity", "alice", cast=True))) == [(1, 1)]


# --- Wrong, complete: +1/+0 and -0/-1 counters on a board (CR 122.1a, 613.4c) -----------------------------------------
# CR 122.1a: "A +X/+Y counter on a creature ... adds X to that object's power and Y to that object's toughness.
# Similarly, -X/-Y counters subtract." A Grizzly Bears with two +1/+0 counters and a -0/-1 counter is 4/1; `show` and
# `query pt` said 2/2, complete: the board's kind "+1/+0" was kept as a string no rule reads (and "-0/-1" became
# "_0/_1"), where the Oracle compiler names them p1p0 and m0m1 (Clockwork Avian's "four +1/+0 counters"). The
# counters event refused KIND "+1/+0".

def test_plus_one_plus_zero_counters_on_a_board_change_power_cr_122_1a():
    b = battlefield("{id: bear, card: Grizzly Bears, controller: alice, counters: {'+1/+0': 2, '-0/-1': 1}}",
                    "{id: avian, card: Clockwork Avian, controller: alice, counters: {p1p0: 3}}")
    s = mtgasp.show(b)
    assert s.complete and s.objects["bear"].power_toughness == (4, 1)
    assert s.objects["avian"].power_toughness == (3, 4)  # a 0/4 with three +1/+0 counters
    assert dict(b.get("bear").counters) == {"p1p0": 2, "m0m1": 1}  # the compiler's names (compiler/lower.py)
    # with a +1/+1 counter and Humility (7b sets 1/1, 7c adds): 1 + 2 + 1 = 4 power, 1 - 1 + 1 = 1 toughness
    hum = battlefield("{card: Humility, controller: bob}",
                      "{id: bear, card: Grizzly Bears, controller: alice, counters: {'+1/+0': 2, '-0/-1': 1, "
                      "'+1/+1': 1}}")
    assert mtgasp.show(hum).objects["bear"].power_toughness == (4, 1)


def test_counters_event_puts_plus_one_plus_zero_counters():
    # Winding Constrictor adds one of each kind; Hardened Scales reads +1/+1 counters only.
    b = battlefield(BEAR, "{card: Winding Constrictor, controller: alice}", "{card: Hardened Scales, controller: alice}")
    r = mtgasp.orderings(b, CountersEvent("bear", "+1/+0", 2))
    assert r.complete and [(o.result["kind"], o.result["counters"]) for o in r.outcomes] == [("p1p0", 3)]


def test_an_event_error_cites_its_rule_once(tmp_path: Path):
    # "--phyrexian 3 --cast" on a card with no Phyrexian symbol said "... with life (CR 107.4f) (CR 107.4f)": the
    # words carried the citation the error line adds.
    path = tmp_path / "board.yaml"
    path.write_text(f"players: [alice, bob]\nbattlefield:\n  - {BEAR}\n", encoding="utf-8")
    done = _cli("orderings", str(path), "enter", "Grizzly Bears", "--controller", "alice", "--cast", "--phyrexian", "3")
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1
    assert done.stderr.count("CR 107.4f") == 1, done.stderr


# --- Unmarked: the characteristics of a card known by name only (CR 712.8f) -------------------------------------------
# Valki, God of Lies with its back face up is Tibalt, Cosmic Impostor ({5}{R}{R}, a planeswalker: CR 712.8f, a modal
# double-faced permanent has only the characteristics of the face up), which the corpus knows by name only. `show` said
# "mana value: 0", colorless and no type line, with no field marked unproven (the answer as a whole was incomplete).

def test_a_card_known_by_name_only_has_its_fields_marked_unproven():
    b = battlefield("{id: valki, card: 'Valki, God of Lies', controller: alice, face: back}", BEAR)
    s = mtgasp.show(b)
    assert not s.complete
    assert set(s.objects["valki"].incomplete_fields) >= {"mana_value", "colors", "type_line"}
    assert s.objects["bear"].incomplete_fields == ()
