"""The rules of Bauernschnapsen as a pure-Python library (never imports Qt).

Start with :class:`Deal` (one deal, phase by phase), :class:`RuleSet` (the house rules),
:class:`Match` (Bummerl after Bummerl) and :mod:`.log` (the deal log: save and replay).
"""

from .actions import Action, Verb
from .cards import DECK, Card, Order, Rank, Suit
from .contracts import TABLE as CONTRACT_TABLE
from .contracts import Contract, ContractSpec, Goal
from .deal import HUMAN, Deal, DealError, Phase, Trick, team_of
from .errors import IllegalAction, Refusal, RuleId
from .events import Reason, Result
from .rules import PRESETS, RulesError, RuleSet
from .scoring import GENUG_AUGEN, counted_augen, genug_is_right, marriage_value

__all__ = [
    "Action",
    "CONTRACT_TABLE",
    "Card",
    "Contract",
    "ContractSpec",
    "DECK",
    "Deal",
    "DealError",
    "GENUG_AUGEN",
    "HUMAN",
    "Goal",
    "IllegalAction",
    "Order",
    "PRESETS",
    "Phase",
    "Rank",
    "Reason",
    "Refusal",
    "Result",
    "RuleId",
    "RuleSet",
    "RulesError",
    "Suit",
    "Trick",
    "Verb",
    "counted_augen",
    "genug_is_right",
    "marriage_value",
    "team_of",
]
