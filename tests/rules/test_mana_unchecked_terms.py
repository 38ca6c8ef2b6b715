"""Mana abilities whose costs or restrictions read what a board doesn't give, and mana added to other players
(session 26): each one adds its mana, could-produce ignores costs (CR 106.7), and every answer that depends on what
the board doesn't say is incomplete, naming the ability (rules/core/incomplete.lp: unchecked_cost,
unchecked_restriction)."""
from __future__ import annotations

import mtgasp
from mtgasp.render.words import said


def _board(*entries: str) -> mtgasp.Board:
    return mtgasp.parse_board("players: [alice, bob]\nbattlefield:\n" + "".join(f"  - {e}\n" for e in entries))


def _notes(answer) -> str:
    return " ".join(said(answer.notes))


def test_an_exhaust_ability_is_activated_once_and_the_answer_says_it_may_have_been():
    # CR 702.177a — "Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only once." Loot, the Pathfinder's
    # "Exhaust — {G}, {T}: Add three mana of any one color.": with a Forest to pay {G}, three mana of one color; whether
    # it was activated before, a board doesn't say.
    board = _board('{card: "Loot, the Pathfinder", controller: alice, id: loot}', "{card: Forest, controller: alice}")
    answer = mtgasp.mana(board, "alice")
    assert {o.mana for o in answer.options} == {c * 3 for c in "WUBRG"}
    assert not answer.complete and "(exhaust)" in _notes(answer)
    assert mtgasp.could_produce(board).types["loot"] == ("W", "U", "B", "R", "G")


def test_a_max_speed_ability_exists_only_at_speed_four():
    # CR 702.178a — "Max speed — [Ability]" means "As long as your speed is 4, this object has '[Ability]'" (Endrider
    # Catalyzer: "Max speed — {T}: Add {R}{R}."); a board gives no speed: the mana is there, the answer incomplete.
    board = _board("{card: Endrider Catalyzer, controller: alice, id: ec}")
    answer = mtgasp.mana(board, "alice")
    assert {o.mana for o in answer.options} == {"RR"}
    assert not answer.complete and "(max speed)" in _notes(answer)
    check = mtgasp.can_activate(board, "ec")
    assert not check.complete


def test_exiling_its_own_permanent_is_a_cost_not_followed():
    # Mirrored Lotus: "{T}, Exile Mirrored Lotus: Add three mana of any one color." Three of one color; that the cost
    # moves the Lotus is said (its Reflect is not modelled either).
    board = _board("{card: Mirrored Lotus, controller: alice, id: lotus}")
    answer = mtgasp.mana(board, "alice")
    assert {o.mana for o in answer.options} == {c * 3 for c in "WUBRG"}
    assert not answer.complete and "moves its own permanent" in _notes(answer)


def test_each_player_adds_the_mana_its_activator_too():
    # Rafi, Retro Racer: "{R}, Sacrifice Rafi: Each player adds {R}{R}{R}." (CR 106.4): the Mountain's {R} pays its
    # cost, and alice has {R}{R}{R}.
    board = _board('{card: "Rafi, Retro Racer", controller: alice, id: rafi}', "{card: Mountain, controller: alice}")
    answer = mtgasp.mana(board, "alice")
    assert answer.complete and {o.mana for o in answer.options} == {"RRR"}


def test_a_player_of_your_choice_adds_the_mana():
    # Victory Chimes: "{T}: A player of your choice adds {C}." Its rulings (2018-06-08): "The activated ability of
    # Victory Chimes is a mana ability"; "If you'd like to give someone else mana, you must give them mana before they
    # need it". Choosing itself, alice adds {C}; could-produce: {C} (CR 106.7).
    board = _board("{card: Victory Chimes, controller: alice, id: vc}")
    assert {o.mana for o in mtgasp.mana(board, "alice").options} == {"C"}
    assert mtgasp.could_produce(board).types["vc"] == ("C",)
    outcomes = {o.mana for a in mtgasp.produce(board, "vc").abilities for o in a.outcomes}
    assert outcomes == {"C", ""}  # (another player chosen: alice adds nothing)


def test_a_graveyard_restriction_is_never_blocked_and_said():
    # Lys Alana Dignitary: "{T}: Add {G}{G}. Activate only if there is an Elf card in your graveyard."
    board = _board("{card: Lys Alana Dignitary, controller: alice, id: lad}")
    answer = mtgasp.mana(board, "alice")
    assert {o.mana for o in answer.options} == {"GG"} and not answer.complete and "(graveyard)" in _notes(answer)


def test_an_additional_mana_for_each_elf_on_the_battlefield():
    # Elvish Guidance: "Whenever enchanted land is tapped for mana, its controller adds an additional {G} for each Elf
    # on the battlefield." (CR 605.1b, 605.4a, 107.1): two Elves, bob's too, so the Forest adds {G} and {G}{G}; with
    # alice's Llanowar Elves, four {G}.
    board = _board("{card: Forest, controller: alice, id: forest}",
                   "{card: Elvish Guidance, controller: alice, attached_to: forest}",
                   "{card: Llanowar Elves, controller: alice}", "{card: Llanowar Elves, controller: bob}")
    answer = mtgasp.mana(board, "alice")
    assert answer.complete and {o.mana for o in answer.options} == {"GGGG"}
    assert mtgasp.could_produce(board).types["forest"] == ("G",)


def test_a_sacrifice_could_lower_the_count_first_and_is_said():
    # Ashnod's Altar ("Sacrifice a creature: Add {C}{C}") could sacrifice an Elf before the Forest is tapped (CR 605.3a:
    # mana abilities in any order): the count is read once, as the board gives it, and the answer says so.
    board = _board("{card: Forest, controller: alice, id: forest}",
                   "{card: Elvish Guidance, controller: alice, attached_to: forest}",
                   "{card: Llanowar Elves, controller: alice}", "{card: Ashnod's Altar, controller: alice}")
    answer = mtgasp.mana(board, "alice")
    assert not answer.complete and "could change it before it resolves" in _notes(answer)
