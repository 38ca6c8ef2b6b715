"""encoder/packed.py: the names of a packed file are looked up as UTF-8 bytes (issue 31, round 7: no string made
for each of the 35,000 names of the card library); the order of the bytes must be the order of the names as Python
sorts them, for every name (accented, other scripts, punctuation), and a name that isn't there is None."""
from __future__ import annotations

import pytest

from mtgasp.encoder import card_data, reference
from mtgasp.encoder.packed import Packed, write

NAMES = ["Æther Vial", "Lim-Dûl's Vault", "Aether Vial", "Forest", "Jötun Grunt", "Déjà Vu", "Zuran Orb", "\u00a0x",
         "a", "A", "Ab", "Aa", "Ñ", "N", "~", "東京", "Ω", "Z", "z", "Ä", "Ae", "Elvish Mystic", "Gaea's Cradle"]


def test_every_name_is_found_at_its_place_and_others_are_not(tmp_path):
    path = tmp_path / "test.bin"
    write(path, "#test 1", ((name, f"entry of {name}") for name in NAMES))
    packed = Packed(path, "#test 1", "rebuild")
    assert packed.names == tuple(sorted(NAMES))
    for i, name in enumerate(packed.names):
        assert packed.position(name) == i
        assert packed.get(name) == f"entry of {name}"
    for absent in ("forest", "Forests", "", "Æther", "\ud800", "Forest\nZuran Orb", "東", "ZZ"):
        assert packed.position(absent) is None and packed.get(absent) is None
    assert list(packed.entries()) == [(name, f"entry of {name}") for name in sorted(NAMES)]


@pytest.mark.parametrize("lib", [card_data._library, reference._data], ids=["cards.bin", "card_reference.bin"])
def test_the_shipped_files_find_every_name(lib):
    packed = lib()
    names = packed.names
    assert list(names) == sorted(names) and len(names) > 35_000
    for i in range(0, len(names), 97):
        assert packed.position(names[i]) == i
    assert packed.position(names[-1]) == len(names) - 1 and packed.position(names[0]) == 0
