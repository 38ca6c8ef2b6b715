"""Correctness of what exists (issues 26 and 31, session 34): an `effects:` entry's `source:` and `ability:` (CR 611.2),
players named by `targets:` (CR 115.1), Oracle line breaks in `show`, and `query attach-trigger` on what is no
Equipment (CR 301.5, 301.6, 303.4). Each case was silently wrong or odd before: the test fails on the code before it."""
from __future__ import annotations

import pytest
from support import battlefield, refused_board, run_cli

import mtgasp
from mtgasp.render import words

_GUIDE = "{card: Goblin Guide, controller: bob, id: guide}"  # red, bob's
_BEARS = "{card: Grizzly Bears, controller: alice, id: bears}"
_COMMANDO = "{card: Ordruun Commando, controller: alice, id: commando}"
_HEALER = "{card: Samite Healer, controller: alice, id: healer}"


def _dealt(entries, effects, source, target, amount=3):
    answer = mtgasp.orderings(battlefield(*entries, effects=effects), mtgasp.DamageEvent(source, target, amount))
    return answer, {(o.result["damage"], o.result["prevented"]) for o in answer.outcomes}


def _board(*entries: str, effects: tuple[str, ...] = ()) -> str:
    text = "players: [alice, bob]\nbattlefield:\n" + "".join(f"  - {e}\n" for e in entries)
    return text + ("effects:\n" + "".join(f"  - {e}\n" for e in effects) if effects else "")


# 1. source: of an effects: entry (CR 611.2: the lasting effect of an activated ability comes from the permanent whose
# ability created it; before, a source of another card put "this creature"'s shield on the wrong permanent, or
# Fylgja's "enchanted creature" on nothing, and the answer was complete)

@pytest.mark.parametrize("entries, effect, message", [
    # Ordruun Commando: "{W}: Prevent the next 1 damage that would be dealt to this creature this turn."
    ((_COMMANDO, _BEARS), "{card: Ordruun Commando, controller: alice, source: bears}",
     "source: bears is no Ordruun Commando: the effect comes from the permanent whose ability created it: give source: "
     "commando"),
    # Fylgja: "Remove a healing counter from this Aura: Prevent the next 1 damage that would be dealt to enchanted
    # creature this turn."
    ((_BEARS, "{card: Fylgja, controller: alice, id: fylgja, attached_to: bears}"),
     "{card: Fylgja, controller: alice, source: bears}", "source: bears is no Fylgja"),
    # no permanent of the card on the board: nothing to suggest but leaving source: out
    ((_BEARS,), "{card: Ordruun Commando, controller: alice, source: bears}", "no permanent of the board is one"),
    # a spell's effect has no permanent for its source (Giant Growth, CR 611.2)
    ((_BEARS,), "{card: Giant Growth, controller: alice, source: bears, targets: [bears]}",
     "an instant's or sorcery's effect has no permanent for its source"),
    # a card none of whose abilities creates a lasting effect stands for nothing (CR 611.2)
    ((_BEARS,), "{card: Grizzly Bears, controller: alice}", "none of its abilities creates a lasting effect"),
    # Mishra's Factory: ability 1 ({T}: Add {C}.) creates no lasting effect; 2 and 3 do: the message names them
    (("{card: Mishra's Factory, controller: alice, id: factory}",),
     "{card: Mishra's Factory, controller: alice, source: factory, ability: 1}",
     "its ability 1 creates no lasting effect (ability:): give ability: 2 or 3"),
])
def test_an_effect_entry_that_cant_be_is_refused(tmp_path, entries, effect, message):
    refused_board(tmp_path, _board(*entries, effects=(effect,)), len(entries) + 4, message)


def test_a_source_of_the_right_card_still_applies():
    # CR 615.7: a shield of 1 on the Commando, the permanent whose ability made it
    answer, results = _dealt((_COMMANDO, _GUIDE), ("{card: Ordruun Commando, controller: alice, source: commando}",),
                             "guide", "commando")
    assert answer.complete and results == {(2, 1)}


def test_a_copy_of_the_card_is_a_valid_source():
    # CR 707.2: a copy of Ordruun Commando has its ability, and the effect it created applies to it
    clone = "{card: Clone, controller: alice, id: clone, copy_of: commando}"
    answer, results = _dealt((_COMMANDO, clone, _GUIDE), ("{card: Ordruun Commando, controller: alice, source: clone}",),
                             "guide", "clone")
    assert answer.complete and results == {(2, 1)}


# 2. players as targets (CR 115.1: "a player can be a target"); before, `targets: [alice]` was "unknown id 'alice'"

def test_a_targeted_player_is_the_chosen_one():
    # Samite Healer: "{T}: Prevent the next 1 damage that would be dealt to any target this turn." (CR 115.4: any
    # target includes a player): targets: [alice] is the same as chosen: {player: alice}
    for target in ("targets: [alice]", "chosen: {player: alice}"):
        answer, results = _dealt((_HEALER, _GUIDE), (f"{{card: Samite Healer, controller: alice, source: healer, "
                                                     f"{target}}}",), "guide", "alice")
        assert answer.complete and results == {(2, 1)}, target
    # ... and only that player
    answer, results = _dealt((_HEALER, _GUIDE), ("{card: Samite Healer, controller: alice, source: healer, "
                                                  "targets: [bob]}",), "guide", "alice")
    assert answer.complete and results == {(3, 0)}


def test_a_player_for_a_card_that_targets_none_is_refused(tmp_path):
    # Mishra's Factory's ability 3: "Target Assembly-Worker creature gets +1/+1 until end of turn." (no player)
    refused_board(tmp_path, _board("{card: Mishra's Factory, controller: alice, id: factory}",
                                   effects=("{card: Mishra's Factory, controller: alice, source: factory, ability: 3, "
                                            "targets: [bob]}",)),
                  5, "targets: bob is a player, and no ability of its card targets or chooses a player: give the ids of the "
                  "permanents it targeted (CR 115.1)")


def test_a_target_neither_id_nor_player_names_both(tmp_path):
    refused_board(tmp_path, _board(_HEALER, effects=("{card: Samite Healer, controller: alice, source: healer, "
                                                     "targets: [carol]}",)),
                  5, "unknown id or player 'carol'")


# 3. show: an ability's Oracle text with line breaks (a modal ability's modes) on one line, not with "\n"

def test_show_prints_a_modal_text_on_one_line(tmp_path):
    path = tmp_path / "board.yaml"
    path.write_text(_board("{card: Abiding Grace, controller: alice, id: grace}"), encoding="utf-8")
    done = run_cli("show", str(path), "grace")
    assert done.returncode == 0, done.stderr
    assert "\\n" not in done.stdout
    assert "choose one — • You gain 1 life. • Return target" in " ".join(done.stdout.split())


# 4. query attach-trigger on what is no Equipment: the rules' reason, not "or it can't equip it" and an equip line

@pytest.mark.parametrize("equipment, target, said", [
    ("pac", "rogue", "pac is an Aura, not an Equipment"),  # CR 303.4
    ("garrison", "rogue", "garrison is a Fortification, not an Equipment"),  # CR 301.6
    ("bears", "rogue", "bears is not an Equipment"),  # CR 301.5
    ("blade", "rogue", "blade has no ability \"Whenever a [type] creature enters"),
    ("cad", "forest", "forest is not a creature"),
    ("cad", "bears", "bears is not a creature of the type cad's ability names (rogue)"),
])
def test_attach_trigger_says_why_not(equipment, target, said):
    board = battlefield("{card: Cloak and Dagger, controller: alice, id: cad}", _BEARS,
                        "{card: Oona's Prowler, controller: alice, id: rogue}",
                        "{card: Forest, controller: alice, id: forest}",
                        "{card: Pacifism, controller: alice, id: pac, attached_to: bears}",
                        "{card: Darksteel Garrison, controller: alice, id: garrison, attached_to: forest}",
                        "{card: Bonesplitter, controller: alice, id: blade}")
    answer = mtgasp.query(board, f"attach-trigger {equipment} {target}")
    assert answer.answer is False
    lines = words.why_lines(answer.why)
    assert any(said in line for line in lines), lines


def test_attach_trigger_yes_is_unchanged():
    # Cloak and Dagger: "Whenever a Rogue creature enters, you may attach Cloak and Dagger to it."
    board = battlefield("{card: Cloak and Dagger, controller: alice, id: cad}",
                        "{card: Oona's Prowler, controller: alice, id: rogue}")
    assert mtgasp.query(board, "attach-trigger cad rogue").answer is True


def test_show_spells_subtypes_as_printed(tmp_path):
    # CR 205.3i, 205.3m: the land type Urza’s and the creature type Assembly-Worker (before: "Urzas", "Assembly Worker")
    path = tmp_path / "board.yaml"
    path.write_text(_board("{card: Urza's Mine, controller: alice, id: mine}", "{card: Mishra's Factory, controller: "
                           "alice, id: factory}") + "effects:\n  - {card: Mishra's Factory, controller: alice, source: "
                    "factory, ability: 2}\n", encoding="utf-8")
    done = run_cli("show", str(path))
    assert done.returncode == 0, done.stderr
    assert "Land — Mine Urza’s" in done.stdout and "Creature — Assembly-Worker" in done.stdout, done.stdout
