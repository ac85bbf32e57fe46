"""Why an action is refused: a rule id with details, and the domain error carrying it.

The engine never shows text to a player; the GUI translates a :class:`Refusal` by its
``rule`` and ``details``.  ``Refusal.message`` is an English rendering for logs, the
replay command and tests, worded as a player would say it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class RuleId(StrEnum):
    """The rule that forbids an action."""

    DEAL_OVER = "deal_over"
    NOT_YOUR_TURN = "not_your_turn"
    WRONG_PHASE = "wrong_phase"
    TRUMP_NOT_HELD = "trump_not_held"
    TRUMP_BY_TURN_UP = "trump_by_turn_up"
    AUFSCHLAGEN_PICK = "aufschlagen_pick"
    REDEAL_RULE_OFF = "redeal_rule_off"
    REDEAL_NEEDS_THREE_UNTERS = "redeal_needs_three_unters"
    REDEAL_FIRST_ACTION = "redeal_first_action"
    RUFER_MUST_ANNOUNCE = "rufer_must_announce"
    CONTRACT_NOT_IN_RULES = "contract_not_in_rules"
    ANNOUNCER = "announcer"
    CONTRACT_NEEDS_CARDS = "contract_needs_cards"
    BID_TOO_LOW = "bid_too_low"
    UNKNOWN_CONTRACT = "unknown_contract"
    MARRIAGE_NOT_IN_CONTRACT = "marriage_not_in_contract"
    MARRIAGE_DECLARING_SIDE = "marriage_declaring_side"
    MARRIAGE_ONLY_ON_LEAD = "marriage_only_on_lead"
    MARRIAGE_ONCE_PER_LEAD = "marriage_once_per_lead"
    MARRIAGE_NEEDS_PAIR = "marriage_needs_pair"
    MUST_LEAD_MARRIAGE = "must_lead_marriage"
    CARD_NOT_HELD = "card_not_held"
    SITS_OUT = "sits_out"
    FARBZWANG = "farbzwang"
    STICHZWANG = "stichzwang"
    TRUMPFZWANG = "trumpfzwang"
    OVER_TRUMP = "over_trump"
    GENUG_ONLY_NORMAL = "genug_only_normal"
    GENUG_NOT_NOW = "genug_not_now"


@dataclass(frozen=True, slots=True)
class Refusal:
    """A structured reason: ``rule`` plus JSON-friendly ``details`` (cards as text)."""

    rule: RuleId
    details: dict[str, Any] = field(default_factory=dict)

    @property
    def message(self) -> str:
        return _english(self)


class IllegalAction(ValueError):
    """An action that the rules do not allow where the deal stands."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.message)
        self.refusal = refusal

    @property
    def rule(self) -> RuleId:
        return self.refusal.rule


def _or(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " or " + items[-1]


_CONTRACT_WORDS = {
    "normal": "the normal game",
    "bettler": "a Bettler",
    "ass_bettler": "an Ass-Bettler",
    "assenbettler": "an Assenbettler",
    "schnapser_mit_mann": "a Schnapser mit Mann",
    "schnapser": "a Schnapser",
    "plauderer": "a Plauderer",
    "gang": "a Gang",
    "zehnergang": "a Zehnergang",
    "bauernschnapser": "a Bauernschnapser",
    "bauernloch": "a Bauernloch",
    "kontraschnapser": "a Kontraschnapser",
    "farbengang": "a Farbengang",
    "kontrabauernschnapser": "a Kontrabauernschnapser",
    "herrenschnapser": "a Herrenschnapser",
}

_WHO_WORDS = {
    "rufer": "only the Rufer",
    "rufer_team": "only the Rufer or his partner",
    "rufer_opponents": "only the Rufer's opponents",
    "not_rufer": "the Rufer may not",
}

_PHASE_WORDS = {
    "trump": "the trump call",
    "auction": "the auction",
    "double": "Kontra, Re or Sub",
    "play": "the play",
    "done": "the end of the deal",
}


def _english(r: Refusal) -> str:  # noqa: C901 - one table of wordings
    d = r.details
    rule = r.rule
    if rule is RuleId.DEAL_OVER:
        return "the deal is over"
    if rule is RuleId.NOT_YOUR_TURN:
        return f"it is seat {d.get('to_act')}'s turn"
    if rule is RuleId.WRONG_PHASE:
        return f"not possible during {_PHASE_WORDS.get(str(d.get('phase')), d.get('phase'))}"
    if rule is RuleId.TRUMP_NOT_HELD:
        return "the Rufer must name a suit he holds among his first three cards"
    if rule is RuleId.TRUMP_BY_TURN_UP:
        return "trump is the suit of the dealer's turned-up card; there is no trump call"
    if rule is RuleId.AUFSCHLAGEN_PICK:
        return "aufschlagen turns up the first of the two coming cards"
    if rule is RuleId.REDEAL_RULE_OFF:
        return "these rules have no redeal for three Unters"
    if rule is RuleId.REDEAL_NEEDS_THREE_UNTERS:
        return "a redeal needs three Unters among the Rufer's first three cards"
    if rule is RuleId.REDEAL_FIRST_ACTION:
        return "a redeal can be demanded only as the Rufer's first action"
    if rule is RuleId.RUFER_MUST_ANNOUNCE:
        return "the Rufer may not pass on his first turn: he announces the normal game or higher"
    if rule is RuleId.CONTRACT_NOT_IN_RULES:
        return f"{_CONTRACT_WORDS.get(str(d.get('contract')), d.get('contract'))} is not played under these rules"
    if rule is RuleId.UNKNOWN_CONTRACT:
        return f"{d.get('contract')!r} is not a contract"
    if rule is RuleId.ANNOUNCER:
        who = str(d.get("who"))
        what = _CONTRACT_WORDS.get(str(d.get("contract")), str(d.get("contract")))
        if who == "not_rufer":
            return f"the Rufer may not announce {what}"
        return f"{_WHO_WORDS.get(who, who)} may announce {what}"
    if rule is RuleId.CONTRACT_NEEDS_CARDS:
        needs = d.get("needs")
        what = _CONTRACT_WORDS.get(str(d.get("contract")), str(d.get("contract")))
        if needs == "an_ace":
            return f"{what} needs at least one Ace"
        if needs == "five_of_a_suit":
            return f"{what} needs all five cards of one suit"
        return f"{what} needs all five trumps"
    if rule is RuleId.BID_TOO_LOW:
        what = _CONTRACT_WORDS.get(str(d.get("highest")), str(d.get("highest")))
        return f"must announce higher than {what}"
    if rule is RuleId.MARRIAGE_NOT_IN_CONTRACT:
        return "no 20 or 40 can be announced in this contract"
    if rule is RuleId.MARRIAGE_DECLARING_SIDE:
        return "in a Schnapser only the declaring side may announce 20 or 40"
    if rule is RuleId.MARRIAGE_ONLY_ON_LEAD:
        return "20 or 40 can be announced only by the player on lead, before he leads"
    if rule is RuleId.MARRIAGE_ONCE_PER_LEAD:
        return "only one announcement per lead"
    if rule is RuleId.MARRIAGE_NEEDS_PAIR:
        return f"an announcement needs King and Ober of {d.get('suit')}"
    if rule is RuleId.MUST_LEAD_MARRIAGE:
        return f"must lead {_or(list(d.get('cards', [])))} after the announcement"
    if rule is RuleId.CARD_NOT_HELD:
        return f"does not hold {d.get('card')}"
    if rule is RuleId.SITS_OUT:
        return "the declarer's partner sits out this contract"
    if rule is RuleId.FARBZWANG:
        return f"must follow suit with {_or(list(d.get('cards', [])))} (Farbzwang)"
    if rule is RuleId.STICHZWANG:
        return f"must beat the trick with {_or(list(d.get('cards', [])))} (Stichzwang)"
    if rule is RuleId.TRUMPFZWANG:
        return f"must trump with {_or(list(d.get('cards', [])))} (Trumpfzwang)"
    if rule is RuleId.OVER_TRUMP:
        return f"must over-trump with {_or(list(d.get('cards', [])))}"
    if rule is RuleId.GENUG_ONLY_NORMAL:
        return "genug can be said only in the normal game"
    if rule is RuleId.GENUG_NOT_NOW:
        return (
            "genug can be said only right after a trick your team took, "
            "or right after your own announcement"
        )
    return str(rule)  # pragma: no cover - every id has a wording above
