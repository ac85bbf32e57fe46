"""Why an action is refused: a rule id with details, the wording, and the domain error.

The wording table below is the only one: each refusal's English sentence with ``%1`` for
its variable part (a seat, a contract, a card or cards, a suit), marked with
``QT_TRANSLATE_NOOP`` so that ``lupdate`` collects it for the GUI, which translates it and
fills ``%1`` in the player's words (``qt/i18n/labels.py``).  The engine itself never
translates: ``Refusal.message`` fills the same sentence with the deal log's spellings
(``seat 2``, ``schnapser``, ``HA or H10``) for logs, the replay command and tests.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Final


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


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate knows
    """Marks ``text`` for lupdate; the GUI translates it where it is shown."""
    return text


class Fill(StrEnum):
    """What stands for ``%1`` in a wording: the kind of value, and the details key it is in."""

    SEAT = "to_act"
    CONTRACT = "contract"
    HIGHEST = "highest"  # a contract: the highest so far
    CARDS = "cards"  # the cards that may be played (one of them)
    CARD = "card"
    SUIT = "suit"


_WORDS: Final[dict[RuleId, str]] = {
    RuleId.DEAL_OVER: QT_TRANSLATE_NOOP("Refusal", "the deal is over"),
    RuleId.NOT_YOUR_TURN: QT_TRANSLATE_NOOP("Refusal", "it is %1's turn"),
    RuleId.TRUMP_NOT_HELD: QT_TRANSLATE_NOOP(
        "Refusal", "the caller must name a suit he holds among his first three cards"
    ),
    RuleId.TRUMP_BY_TURN_UP: QT_TRANSLATE_NOOP(
        "Refusal", "trump is the suit of the dealer's turned-up card; there is no trump call"
    ),
    RuleId.AUFSCHLAGEN_PICK: QT_TRANSLATE_NOOP(
        "Refusal", "turning up takes the first of the two coming cards"
    ),
    RuleId.REDEAL_RULE_OFF: QT_TRANSLATE_NOOP("Refusal", "these rules have no redeal for three Unters"),
    RuleId.REDEAL_NEEDS_THREE_UNTERS: QT_TRANSLATE_NOOP(
        "Refusal", "a redeal needs three Unters among the caller's first three cards"
    ),
    RuleId.REDEAL_FIRST_ACTION: QT_TRANSLATE_NOOP(
        "Refusal", "a redeal can be demanded only as the caller's first action"
    ),
    RuleId.RUFER_MUST_ANNOUNCE: QT_TRANSLATE_NOOP(
        "Refusal", "the caller may not pass on his first turn: he announces the normal game or higher"
    ),
    RuleId.CONTRACT_NOT_IN_RULES: QT_TRANSLATE_NOOP("Refusal", "%1 is not played under these rules"),
    RuleId.BID_TOO_LOW: QT_TRANSLATE_NOOP("Refusal", "must announce higher than %1"),
    RuleId.MARRIAGE_NOT_IN_CONTRACT: QT_TRANSLATE_NOOP(
        "Refusal", "no 20 or 40 can be announced in this contract"
    ),
    RuleId.MARRIAGE_DECLARING_SIDE: QT_TRANSLATE_NOOP(
        "Refusal", "in a Schnapser only the declaring side may announce 20 or 40"
    ),
    RuleId.MARRIAGE_ONLY_ON_LEAD: QT_TRANSLATE_NOOP(
        "Refusal", "20 or 40 can be announced only by the player on lead, before he leads"
    ),
    RuleId.MARRIAGE_ONCE_PER_LEAD: QT_TRANSLATE_NOOP("Refusal", "only one announcement per lead"),
    RuleId.MARRIAGE_NEEDS_PAIR: QT_TRANSLATE_NOOP("Refusal", "an announcement needs King and Ober of %1"),
    RuleId.MUST_LEAD_MARRIAGE: QT_TRANSLATE_NOOP("Refusal", "must lead %1 after the announcement"),
    RuleId.CARD_NOT_HELD: QT_TRANSLATE_NOOP("Refusal", "does not hold %1"),
    RuleId.SITS_OUT: QT_TRANSLATE_NOOP("Refusal", "the declarer's partner sits out this contract"),
    RuleId.FARBZWANG: QT_TRANSLATE_NOOP("Refusal", "must follow suit with %1 (Farbzwang)"),
    RuleId.STICHZWANG: QT_TRANSLATE_NOOP("Refusal", "must beat the trick with %1 (Stichzwang)"),
    RuleId.TRUMPFZWANG: QT_TRANSLATE_NOOP("Refusal", "must trump with %1 (Trumpfzwang)"),
    RuleId.OVER_TRUMP: QT_TRANSLATE_NOOP("Refusal", "must over-trump with %1"),
    RuleId.GENUG_ONLY_NORMAL: QT_TRANSLATE_NOOP("Refusal", "genug can be said only in the normal game"),
    RuleId.GENUG_NOT_NOW: QT_TRANSLATE_NOOP(
        "Refusal",
        "genug can be said only right after a trick your team took, or right after your own announcement",
    ),
}
"""One sentence per rule; the rules below have one per detail value instead."""

_WRONG_PHASE_WORDS: Final[dict[str, str]] = {
    "trump": QT_TRANSLATE_NOOP("Refusal", "not possible during the trump call"),
    "auction": QT_TRANSLATE_NOOP("Refusal", "not possible during the auction"),
    "double": QT_TRANSLATE_NOOP("Refusal", "not possible during Kontra, Re or Sub"),
    "play": QT_TRANSLATE_NOOP("Refusal", "not possible during the play"),
    "done": QT_TRANSLATE_NOOP("Refusal", "not possible during the end of the deal"),
}

_ANNOUNCER_WORDS: Final[dict[str, str]] = {
    "rufer": QT_TRANSLATE_NOOP("Refusal", "only the caller may announce %1"),
    "rufer_team": QT_TRANSLATE_NOOP("Refusal", "only the caller or his partner may announce %1"),
    "rufer_opponents": QT_TRANSLATE_NOOP("Refusal", "only the caller's opponents may announce %1"),
    "not_rufer": QT_TRANSLATE_NOOP("Refusal", "the caller may not announce %1"),
}

_NEEDS_WORDS: Final[dict[str, str]] = {
    "an_ace": QT_TRANSLATE_NOOP("Refusal", "%1 needs at least one Ace"),
    "five_of_a_suit": QT_TRANSLATE_NOOP("Refusal", "%1 needs all five cards of one suit"),
    "five_trumps": QT_TRANSLATE_NOOP("Refusal", "%1 needs all five trumps"),
}

# The French pack has Jacks and Queens where the Tell pack has Unters and Obers.
_FRENCH_PACK_WORDS: Final[dict[RuleId, str]] = {
    RuleId.REDEAL_RULE_OFF: QT_TRANSLATE_NOOP("Refusal", "these rules have no redeal for three Jacks"),
    RuleId.REDEAL_NEEDS_THREE_UNTERS: QT_TRANSLATE_NOOP(
        "Refusal", "a redeal needs three Jacks among the caller's first three cards"
    ),
    RuleId.MARRIAGE_NEEDS_PAIR: QT_TRANSLATE_NOOP("Refusal", "an announcement needs King and Queen of %1"),
}

_FILLS: Final[dict[RuleId, Fill]] = {
    RuleId.NOT_YOUR_TURN: Fill.SEAT,
    RuleId.CONTRACT_NOT_IN_RULES: Fill.CONTRACT,
    RuleId.ANNOUNCER: Fill.CONTRACT,
    RuleId.CONTRACT_NEEDS_CARDS: Fill.CONTRACT,
    RuleId.BID_TOO_LOW: Fill.HIGHEST,
    RuleId.MARRIAGE_NEEDS_PAIR: Fill.SUIT,
    RuleId.MUST_LEAD_MARRIAGE: Fill.CARDS,
    RuleId.CARD_NOT_HELD: Fill.CARD,
    RuleId.FARBZWANG: Fill.CARDS,
    RuleId.STICHZWANG: Fill.CARDS,
    RuleId.TRUMPFZWANG: Fill.CARDS,
    RuleId.OVER_TRUMP: Fill.CARDS,
}


def all_wordings() -> list[str]:
    """Every sentence of the table (for tests of the translations)."""
    return [
        *_WORDS.values(),
        *_WRONG_PHASE_WORDS.values(),
        *_ANNOUNCER_WORDS.values(),
        *_NEEDS_WORDS.values(),
        *_FRENCH_PACK_WORDS.values(),
    ]


@dataclass(frozen=True, slots=True)
class Refusal:
    """A structured reason: ``rule`` plus JSON-friendly ``details`` (cards as text)."""

    rule: RuleId
    details: dict[str, Any] = field(default_factory=dict)

    def wording(self, *, french_pack: bool = False) -> str:
        """The English sentence of the table for this refusal, ``%1`` not yet filled."""
        rule = self.rule
        d = self.details
        if french_pack and rule in _FRENCH_PACK_WORDS:
            return _FRENCH_PACK_WORDS[rule]
        if rule is RuleId.WRONG_PHASE:
            return _WRONG_PHASE_WORDS.get(str(d.get("phase")), _WRONG_PHASE_WORDS["play"])
        if rule is RuleId.ANNOUNCER:
            return _ANNOUNCER_WORDS.get(str(d.get("who")), _ANNOUNCER_WORDS["rufer"])
        if rule is RuleId.CONTRACT_NEEDS_CARDS:
            return _NEEDS_WORDS.get(str(d.get("needs")), _NEEDS_WORDS["five_trumps"])
        return _WORDS[rule]

    @property
    def fill(self) -> tuple[Fill, Any] | None:
        """What ``%1`` stands for: its kind and its value from ``details`` (None: no ``%1``)."""
        kind = _FILLS.get(self.rule)
        if kind is None:
            return None
        return kind, self.details.get(kind.value)

    @property
    def message(self) -> str:
        """The sentence in English with the deal log's spellings (for developers)."""
        text = self.wording()
        fill = self.fill
        if fill is None:
            return text
        kind, value = fill
        if kind is Fill.SEAT:
            shown = f"seat {value}"
        elif kind is Fill.CARDS:
            shown = _or([str(c) for c in value or ()])
        else:
            shown = str(value)
        return text.replace("%1", shown)


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


# -- what is wrong with a deal log, in words the GUI can translate -----------------------


@dataclass(frozen=True, slots=True)
class Word:
    """A word or phrase of the engine's English that the GUI translates (context
    "LogError"), e.g. the kind of a JSON value: "an integer"."""

    text: str

    def __str__(self) -> str:
        return self.text


class Worded(ValueError):
    """An error whose text is one of the engine's sentences, marked for translation with
    ``QT_TRANSLATE_NOOP("LogError", …)``, with ``%1``, ``%2`` … for what it quotes.

    ``wording`` is the sentence, ``fills`` what stands for ``%1`` …: text quoted from the
    file (shown as it is), a :class:`Word` (translated), or another ``Worded`` (put in its own
    words).  ``str()`` is the English, as the replay command prints it; the GUI translates
    (``qt/i18n/labels.log_error_text``).  A plain message (no fills) is its own wording.
    """

    def __init__(self, wording: str, *fills: object) -> None:
        self.wording = wording
        self.fills = fills
        super().__init__(fill_in(wording, [str(f) for f in fills]))


def fill_in(wording: str, fills: list[str]) -> str:
    """``wording`` with ``%1`` … replaced by ``fills`` (the highest first: %10 before %1)."""
    for i in range(len(fills), 0, -1):
        wording = wording.replace(f"%{i}", fills[i - 1])
    return wording

