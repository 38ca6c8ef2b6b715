"""Keywords of how a permanent enters given by another permanent's static ability (CR 613.1f, 614.12): "Nontoken
creatures you control have riot." (Rhythm of the Wild, Uncivil Unrest), "Other Spiders you control have riot."
(Spider-Punk), "Other Dogs you control have unleash." (Tesak). The entering object has the keyword if it would have
it on the battlefield, and each instance is an effect of its own (CR 702.136b)."""
from __future__ import annotations

import pytest
from ruling_cases import Reference
from support import board_from, compiled

import mtgasp

RHYTHM = """
    players: [alice, bob]
    battlefield:
      - {card: Rhythm of the Wild, controller: alice, id: rhythm}
"""


def _enter(text: str, card: str, controller: str = "alice") -> mtgasp.Orderings:
    return mtgasp.orderings(board_from(text), mtgasp.EnterEvent(card, controller))


def _results(answer: mtgasp.Orderings) -> list[tuple[int, int]]:
    """Each outcome as (+1/+1 counters, times haste was chosen), sorted; the answer must be complete."""
    assert answer.complete, answer.notes
    return sorted((o.result["counters"], list(o.result.get("choices") or []).count("haste")) for o in answer.outcomes)


@pytest.mark.parametrize("cite", [
    'Rhythm of the Wild ruling 2019-01-25: "If a creature enters the battlefield with two instances of riot, you may '
    'choose to have it get two +1/+1 counters, one +1/+1 counter and haste, or two instances of haste."',
    'Rhythm of the Wild ruling 2019-01-25: "A noncreature card that happens to be entering the battlefield as a '
    'creature will have riot"',
    'Rhythm of the Wild ruling 2019-01-25: "Riot is a replacement effect."',
    "CR 702.136b: \"If a permanent has multiple instances of riot, each works separately.\"",
])
def test_the_rulings_quoted_here_are_the_official_ones(cite):
    assert Reference.load().problem(cite) is None


def test_the_grant_is_compiled_with_the_keywords_replacement():
    status, facts = compiled("Rhythm of the Wild")[2]
    assert status == "compiled", facts
    assert any(f.startswith("grants(nontoken(creature),you,") for f in facts), facts


def test_a_creature_entering_under_rhythm_of_the_wild_chooses_a_counter_or_haste():
    # It said "incomplete: ability 2 of Rhythm of the Wild is not modelled".
    assert _results(_enter(RHYTHM, "Grizzly Bears")) == [(0, 1), (1, 0)]


def test_two_instances_of_riot_each_work_separately():
    # Zhur-Taa Goblin's own riot and the one Rhythm of the Wild gives it: two counters, one and haste, or haste twice
    # (the ruling above; CR 702.136b).
    assert _results(_enter(RHYTHM, "Zhur-Taa Goblin")) == [(0, 2), (1, 1), (2, 0)]
    # Two Rhythms and its own: three instances.
    two = RHYTHM + "      - {card: Rhythm of the Wild, controller: alice, id: rhythm-2}\n"
    assert [k for k, _ in _results(_enter(two, "Zhur-Taa Goblin"))] == [0, 1, 2, 3]


@pytest.mark.parametrize("card, controller", [
    ("Grizzly Bears", "bob"),     # "creatures you control": not bob's
    ("Sol Ring", "alice"),        # not a creature as it would enter
    ("Eldrazi Spawn", "alice"),   # a token (CR 111.1): "nontoken"
    ("Rhythm of the Wild", "alice"),  # its own grant names creatures: it is none (complete, not "its own static ability")
])
def test_what_rhythm_of_the_wild_gives_no_riot(card, controller):
    assert _results(_enter(RHYTHM, card, controller)) == [(0, 0)]


def test_other_spiders_you_control_have_riot():
    # Spider-Punk entering beside another Spider-Punk and Rhythm of the Wild: its own riot, the other's "Other Spiders
    # you control have riot" (it is another Spider) and Rhythm's: three instances. A Grizzly Bears is no Spider.
    board = RHYTHM + "      - {card: Spider-Punk, controller: alice, id: punk}\n"
    assert [k for k, _ in _results(_enter(board, "Spider-Punk"))] == [0, 1, 2, 3]
    assert [k for k, _ in _results(_enter(board, "Grizzly Bears"))] == [0, 1]


def test_granted_unleash_may_be_declined():
    # Tesak, Judith's Hellhound: "Other Dogs you control have unleash." (CR 702.98a: "You may have this permanent enter
    # with an additional +1/+1 counter on it"): Jackal Pup (a Jackal) gets nothing, Thraben Purebloods (a Dog) one
    # counter or none.
    # Tesak's "Creatures you control with counters on them have haste" is not modelled: the answers say so, and only
    # that (its unleash grant is).
    board = "players: [alice, bob]\nbattlefield:\n  - {card: \"Tesak, Judith's Hellhound\", controller: alice}\n"
    for card, counters in (("Jackal Pup", [0]), ("Thraben Purebloods", [0, 1])):
        answer = _enter(board, card)
        assert sorted(o.result["counters"] for o in answer.outcomes) == counters
        assert not answer.complete and [str(n.term) for n in answer.notes] == \
            ['unmodelled("Tesak, Judith\'s Hellhound",3)'], answer.notes


@pytest.mark.parametrize("humility_first, counters", [(False, [0]), (True, [0, 1])])
def test_humility_takes_the_granted_riot_only_if_it_is_later(humility_first, counters):
    # CR 613.1f, 613.7: in layer 6 Humility ("All creatures lose all abilities") and Rhythm's grant apply in timestamp
    # order: a later Humility takes the riot away as the creature would exist on the battlefield (CR 614.12), an
    # earlier one doesn't.
    humility = "      - {card: Humility, controller: bob}\n"
    rhythm = "      - {card: Rhythm of the Wild, controller: alice}\n"
    board = "players: [alice, bob]\nbattlefield:\n" + ((humility + rhythm) if humility_first else (rhythm + humility))
    assert [k for k, _ in _results(_enter(board, "Grizzly Bears"))] == counters


def test_the_cli_names_the_granting_permanent(tmp_path):
    from support import run_cli
    board = tmp_path / "rhythm.yaml"
    board.write_text("players: [alice, bob]\nbattlefield:\n  - {card: Rhythm of the Wild, controller: alice, "
                     "id: rhythm}\n")
    text = run_cli("orderings", str(board), "enter", "Grizzly Bears", "--controller", "alice")
    assert text.returncode == 0, text.stderr
    flat = " ".join(text.stdout.split())
    assert "apply Rhythm of the Wild (rhythm)" in flat and "1 +1/+1 counter" in flat and "gains haste" in flat, flat


def test_a_noncreature_card_entering_as_a_creature_has_riot():
    # The Rhythm of the Wild ruling quoted above, on a real board: under Opalescence ("Each other non-Aura enchantment
    # is a creature in addition to its other types"), Glorious Anthem would enter as a creature, so it has riot
    # (CR 614.12); without Opalescence it is no creature (test above: Sol Ring). Taken from branch enter9's tests.
    board = RHYTHM + "      - {card: Opalescence, controller: alice}\n"
    assert _results(_enter(board, "Glorious Anthem")) == [(0, 1), (1, 0)]
