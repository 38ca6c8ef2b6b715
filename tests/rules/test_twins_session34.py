"""Session 34 (twins34): rules written once, and no Python deciding a rules question at query time.
- which --kicker COST an enter event may name was decided by a regex over printed text in queries/orderings.py
  (_check_kickers); now the compiler gives kicker_cost/4 (card data), the encoder says which costs were given and how
  many times (entering_kicker_paid/2, entering_kicker_times/3), and rules/replacement/kicked_count.lp refuses (CR
  702.33a, 702.33c-d) with the same words;
- "kicked more times than it can be" had two versions (not_kicker in damage.lp, kicked_beyond in kicked_count.lp): one
  kick_limit/2 and one event_error rule now, for enter and damage events (CR 702.33d);
- encoder/printed_reads.py read commanders' and Auras' printed words with regexes at query time: it is
  compiler/printed_reads.py now, its facts in rules/data/cards.bin.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from ruling_cases import assert_cited
from support import battlefield, board_file, compiled, run_cli

import mtgasp
from mtgasp import DamageEvent, EnterEvent
from mtgasp.encoder import board_facts, card_data
from mtgasp.render.words import error

ROOT = Path(__file__).resolve().parents[2]
A = "CR 702.33a: \"“Kicker [cost]” means “You may pay an additional [cost] as you cast this spell.”\""
C = ("CR 702.33c: \"“Multikicker [cost]” means “You may pay an additional [cost] any number of times as you cast this "
     "spell.”\"")
D = "CR 702.33d: \"If a spell has two kicker costs or has multikicker, it may be kicked multiple times.\""



def _refused(event) -> tuple[str, str]:
    """The code name the rules refused the event with, and its words."""
    board = battlefield("{card: Forest, controller: alice}")
    with pytest.raises(mtgasp.BoardError) as refused:
        mtgasp.orderings(board, event)
    code = getattr(refused.value, "code", None)
    assert code is not None and code.kind == "event_error", refused.value  # (the rules' event_error/3, no Python)
    return code.term.name, str(error(refused.value))


# --- the kicker costs are card data (compiler) ------------------------------------------------------------------------

def test_kicker_costs_are_compiled_card_facts():
    assert_cited("CR 702.33b: \"Kicker [cost 1] and/or [cost 2]\"")
    assert {'kicker_cost(1,"{1}{U}")', 'kicker_cost(2,"{B}")'} <= compiled("Anavolver")[1][1]
    assert 'kicker_cost(1,"{2}")' in compiled("Everflowing Chalice")[1][1]   # "Multikicker {2}"
    # "Kicker—{2}{B}, Discard a creature card": the keyword, no cost read
    status, facts = compiled("Dralnu's Pet")[1]
    assert "keyword(kicker)" in facts and not any(f.startswith("kicker_cost(") for f in facts), facts
    stored = card_data.stored("Anavolver")
    assert stored is not None and 'kicker_cost(2,"{B}")' in stored.abilities[0].terms   # shipped in cards.bin


# --- the rules refuse a kicker cost the card doesn't print, or one paid twice ----------------------------------------

@pytest.mark.parametrize("card, kickers, code, words", [
    ("Kavu Titan", ("{9}",), "no_such_kicker",
     "--kicker {9}: Kavu Titan has no such kicker cost (its kicker costs: {2}{G}) (CR 702.33a)"),
    ("Anavolver", ("{2}{G}",), "no_such_kicker", "(its kicker costs: {1}{U}, {B})"),   # printed order
    ("Grizzly Bears", ("{1}",), "no_such_kicker", "(its kicker costs: none)"),
    ("Kavu Titan", ("{2}{G}", "{2}{G}"), "kicker_twice", "--kicker {2}{G} given twice: a kicker cost is paid at most once"),
])
def test_the_rules_refuse_a_kicker_cost_not_printed_or_paid_twice(card, kickers, code, words):
    assert_cited(A)
    assert_cited(D)
    said = _refused(EnterEvent(card, "alice", cast=True, kickers=kickers))
    assert said[0] == code and words in said[1], said


def test_a_multikicker_cost_may_be_paid_again_and_an_unread_kicker_cost_is_not_refused():
    assert_cited(C)
    board = battlefield("{card: Forest, controller: alice}")
    answer = mtgasp.orderings(board, EnterEvent("Everflowing Chalice", "alice", cast=True, kickers=("{2}",) * 3))
    assert [o.result.get("counters_by_kind") for o in answer.outcomes] == [{"charge": 3}], answer
    # Dralnu's Pet: "Kicker—{2}{B}, Discard a creature card" (a cost the compiler doesn't read): given as printed, the
    # rules can't tell, so they refuse nothing (before: "its kicker costs: none").
    mtgasp.orderings(board, EnterEvent("Dralnu's Pet", "alice", cast=True, kickers=("{2}{B}",)))


def test_a_kicker_cost_given_twice_is_one_line_with_exit_2(tmp_path):
    board = board_file(tmp_path, "players: [alice]\nbattlefield: []\n")
    done = run_cli("orderings", str(board), "enter", "Kavu Titan", "--controller", "alice", "--cast",
                   "--kicker", "{2}{G}", "--kicker", "{2}{g}")   # (upper case is how the costs are compared)
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2 and len(lines) == 1 and "given twice" in lines[0] and "702.33d" in lines[0], done.stderr


# --- one kick limit for enter and damage events (CR 702.33d) -----------------------------------------------------------

def test_one_rule_refuses_kicking_beyond_the_limit_for_both_events():
    assert_cited(D)
    board = battlefield("{card: Grizzly Bears, controller: alice, id: bears}",
                        effects=("{card: Combust, controller: bob, id: combust, targets: [bears]}",
                                 "{card: Burst Lightning, controller: bob, id: burst}"),
                        head="players: [alice, bob]\nactive_player: bob\n")
    said = []
    for event in (DamageEvent("combust", "bears", 5, kicked=1), DamageEvent("burst", "bears", 4, kicked=2)):
        with pytest.raises(mtgasp.BoardError) as refused:
            mtgasp.orderings(board, event)
        said.append((refused.value.code.term.name, str(error(refused.value))))
    assert said[0][0] == said[1][0] == "kicked_beyond", said
    assert "combust has no kicker: it can't have been kicked" in said[0][1]       # no kicker: limit 0
    assert "a spell with 1 kicker cost and no multikicker can be kicked at most 1 time" in said[1][1]
    assert _refused(EnterEvent("Kavu Titan", "alice", cast=True, kicked=2))[0] == "kicked_beyond"
    # written once: one event_error rule for it, and no second version under rules/
    heads = [line for f in (ROOT / "rules").rglob("*.lp") if "stages" not in f.parts
             for line in f.read_text(encoding="utf-8").splitlines()
             if re.match(r"event_error\([^%]*(kicked_beyond|not_kicker)", line)]
    assert len(heads) == 1, heads


# --- printed words read at build time, not at query time -------------------------------------------------------------

def test_commander_and_enchant_words_are_card_facts_in_cards_bin():
    assert_cited("CR 702.5a: \"Enchant is a static ability, written “Enchant [object or player].”\"")
    pacifism = card_data.stored("Pacifism")
    grist = card_data.stored("Grist, the Hunger Tide")
    assert pacifism is not None and "enchant_object(creature,any)" in pacifism.abilities[0].terms
    assert grist is not None and "creature_outside_battlefield" in {t for a in grist.abilities for t in a.card_terms}
    facts = board_facts(battlefield("{card: Grizzly Bears, controller: alice, id: bears}",
                                    "{card: Pacifism, controller: bob, id: pac, attached_to: bears}"))
    assert facts.count('enchant_object("Pacifism",1,creature,any).') == 1, facts
    assert not (ROOT / "encoder" / "printed_reads.py").exists()
    assert "_check_kickers" not in (ROOT / "queries" / "orderings.py").read_text(encoding="utf-8")


def test_color_identity_text_reads_are_card_facts():
    assert_cited("CR 903.4: \"The color identity of a card is the color or colors of any mana symbols in that card’s mana "
                 "cost or rules text\"")
    # K'rrik: "For each {B} in a cost, you may pay 2 life ..." has a black mana symbol and names no color; "Whenever you
    # cast a black spell" names one. Cultist of the Absolute's quoted "Ward—Pay 3 life" names none.
    krrik = card_data.stored("K'rrik, Son of Yawgmoth")
    assert krrik is not None
    by_number = {a.number: a for a in krrik.abilities}
    assert "rules_text_symbol(b)" in by_number[3].card_terms and "names_color(3)" not in by_number[3].card_terms
    assert "names_color(4)" in by_number[4].card_terms
    cultist = card_data.stored("Cultist of the Absolute")
    assert cultist is not None and not any(t.startswith("names_color(") for a in cultist.abilities for t in a.card_terms)
    assert "_COLOR_WORD" not in (ROOT / "encoder" / "library.py").read_text(encoding="utf-8")   # no query-time regex
