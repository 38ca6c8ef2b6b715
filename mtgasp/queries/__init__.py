"""One module per question: it names the question's inputs, runs queries/<question>.lp (mtgasp.solver)
and decodes the answer set into a typed result. Rendering is mtgasp.render's."""
from .can_activate import AbilityCheck, CanActivate, Reason, can_activate
from .could_produce import CouldProduce, could_produce
from .mana import Activation, CostPayment, ManaOption, ManaPools, SymbolPayment, TriggerMana, mana
from .orderings import Choice, DamageEvent, EnterEvent, OrderingOutcome, Orderings, Point, TapEvent, orderings
from .produce import AbilityOutcomes, Produce, ProduceOutcome, produce
from .query import QueryAnswer, query
from .show import AbilityView, LostAbility, ObjectView, Show, TraceStep, show

__all__ = ["AbilityCheck", "CanActivate", "Reason", "can_activate", "CouldProduce", "could_produce",
           "Activation", "CostPayment", "ManaOption", "ManaPools", "SymbolPayment", "TriggerMana", "mana",
           "Choice", "DamageEvent", "EnterEvent", "OrderingOutcome", "Orderings", "Point", "TapEvent", "orderings",
           "AbilityOutcomes", "Produce", "ProduceOutcome", "produce", "QueryAnswer", "query",
           "AbilityView", "LostAbility", "ObjectView", "Show", "TraceStep", "show"]
