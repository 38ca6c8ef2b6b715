"""Query programs and the Python that runs them and decodes their answer sets."""
from .activation import (
                              AbilityCheck,
                              Activation,
                              CanActivate,
                              CostPayment,
                              ManaOption,
                              ManaPools,
                              Reason,
                              SymbolPayment,
                              TriggerMana,
                              can_activate,
                              mana,
                              parse_cost,
)
from .characteristics import AbilityView, LostAbility, ObjectView, QueryAnswer, Show, TraceStep, query, show
from .could_produce import CouldProduce, could_produce
from .orderings import Choice, DamageEvent, EnterEvent, OrderingOutcome, Orderings, Point, TapEvent, orderings
from .produce import AbilityOutcomes, Produce, ProduceOutcome, produce
from .solver import Answer, solve_query
from .terms import mana_letters

__all__ = ["AbilityOutcomes", "CouldProduce", "Produce", "ProduceOutcome", "could_produce", "mana_letters",
           "produce", "Answer", "solve_query",
           "AbilityCheck", "Activation", "CanActivate", "CostPayment", "ManaOption", "ManaPools", "Reason",
           "SymbolPayment", "TriggerMana", "can_activate", "mana", "parse_cost",
           "Choice", "DamageEvent", "EnterEvent", "OrderingOutcome", "Orderings", "Point", "TapEvent",
           "orderings",
           "AbilityView", "LostAbility", "ObjectView", "QueryAnswer", "Show", "TraceStep", "query", "show"]
