"""Query programs and the Python that runs them and decodes their answer sets."""
from .mana import AbilityOutcomes, CouldProduce, Produce, ProduceOutcome, could_produce, mana_letters, produce
from .solver import Answer, solve_query

__all__ = ["AbilityOutcomes", "CouldProduce", "Produce", "ProduceOutcome", "could_produce", "mana_letters",
           "produce", "Answer", "solve_query"]
