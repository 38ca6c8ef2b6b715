"""The compiled card data: read by encoder/card_data.py (the encoder reads cards without importing the
compiler); the names here for the compiler's modules and tools (corpus.py writes the format it reads)."""
from __future__ import annotations

from mtgasp.encoder.card_data import (  # noqa: F401
    DATA_FILE,
    FORMAT,
    HEADER,
    StoredAbility,
    StoredCard,
    ability_facts,
    all_stored,
    data_path,
    entries,
    has,
    kind_term,
    names,
    stored,
    term_fact,
)
