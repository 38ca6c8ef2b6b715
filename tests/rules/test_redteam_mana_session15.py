"""Red team, session 15, second front: could-produce, produce, mana, can-activate, show and query on Commander boards
of real cards. Each case states what the Comprehensive Rules or an official ruling says."""
from __future__ import annotations

import mtgasp


def board(*entries: str, head: str = "players: [alice, bob]\n") -> mtgasp.Board:
    return mtgasp.parse_board(head + "battlefield:\n" + "".join(f"  - {e}\n" for e in entries))


# --- show: the intrinsic ability of a land type two effects give -------------------------------------------------

def test_a_land_type_two_effects_give_has_its_intrinsic_ability_once():
    """CR 305.6: a land with a basic land type "has the intrinsic ability" of that type: one ability, however many
    effects give it the type. Blood Moon (earlier) makes Urborg a Mountain (CR 305.7), then Prismatic Omen ("Lands
    you control are every basic land type in addition to their other types", CR 613.7 timestamps) gives it Mountain
    again: `show` listed "{T}: Add {R}." twice, once from each effect, complete. The type came last from the Omen."""
    b = board("{card: Blood Moon, controller: bob, timestamp: 1}",
              "{card: Prismatic Omen, controller: alice, timestamp: 2}",
              "{card: 'Urborg, Tomb of Yawgmoth', controller: alice, id: urborg, timestamp: 3}")
    view = mtgasp.show(b).objects["urborg"]
    texts = [a.text for a in view.abilities]
    assert sorted(texts) == sorted(["{T}: Add {W}.", "{T}: Add {U}.", "{T}: Add {B}.", "{T}: Add {R}.", "{T}: Add {G}."])
    assert {a.source for a in view.abilities} == {"prismatic-omen"}


def test_a_land_type_the_later_set_gives_is_from_that_effect():
    """The same with the timestamps the other way: the Omen gives Mountain first, Blood Moon (later) sets it
    again (CR 305.7, 613.7): one "{T}: Add {R}.", from Blood Moon, the only ability left."""
    b = board("{card: Prismatic Omen, controller: alice, timestamp: 1}",
              "{card: Blood Moon, controller: bob, timestamp: 2}",
              "{card: 'Urborg, Tomb of Yawgmoth', controller: alice, id: urborg, timestamp: 3}")
    view = mtgasp.show(b).objects["urborg"]
    assert [(a.text, a.source) for a in view.abilities] == [("{T}: Add {R}.", "blood-moon")]
