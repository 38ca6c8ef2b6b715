"""CR 614.12: an effect on a permanent entering sees it as it would exist on the battlefield, with its own static
abilities applied. One of its own that may change its types or colors and is not modelled leaves the entering
incomplete (red team, session 24: Arixmethes was tapped and given Renata's counter, complete)."""
from __future__ import annotations

from support import board_from, cr_text

import mtgasp
from mtgasp import EnterEvent

BOARD = """
    players: [alice, bob]
    active_player: alice
    battlefield:
      - {card: "Renata, Called to the Hunt", controller: alice}
      - {card: Authority of the Consuls, controller: bob}
"""


def test_the_rule_quoted_here_is_the_crs():
    assert "614.12. Some replacement effects modify how a permanent enters the battlefield." in cr_text()


def test_an_unmodelled_type_change_of_its_own_makes_its_entering_incomplete():
    # Arixmethes, Slumbering Isle: "This creature enters tapped with five slumber counters on it. As long as this
    # creature has a slumber counter on it, it's a land. (It's not a creature.)" Once its slumber counters are on it
    # it is not a creature, and "creatures your opponents control enter tapped" (Authority of the Consuls) and Renata's
    # "Each other creature you control enters with an additional +1/+1 counter" may not apply: not modelled, said.
    answer = mtgasp.orderings(board_from(BOARD), EnterEvent("Arixmethes, Slumbering Isle", "alice"))
    assert not answer.complete
    assert "Arixmethes" in " ".join(str(n) for n in answer.notes)


def test_a_creature_without_such_an_ability_is_complete():
    answer = mtgasp.orderings(board_from(BOARD), EnterEvent("Grizzly Bears", "alice"))
    assert answer.complete
