"""Actions: what a seat does, in the verbs of the deal log.

An :class:`Action` is an immutable value ``(seat, verb, value)``.  Actions compare and
sort the way the deal log's ``legal`` list is sorted: by verb in the table's order, then
by value (suits H D S C, cards by suit and rank, ``pass`` before contracts …).  Bids are
sorted by the caller, since their order depends on the rule set.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from .cards import DECK, Card, Suit
from .contracts import Contract
from .errors import QT_TRANSLATE_NOOP, Worded


class Verb(IntEnum):
    """The verbs of the deal log, in its table's order (the sort order of ``legal``)."""

    TRUMP = 0
    AUFSCHLAGEN = 1
    REDEAL = 2
    BID = 3
    DOUBLE = 4
    MARRIAGE = 5
    PLAY = 6
    GENUG = 7

    @property
    def key(self) -> str:
        return self.name.lower()


ActionValue = Suit | int | bool | Contract | None | Card


class Action:
    """One action of one seat.  ``value`` by verb:

    trump/marriage: a :class:`Suit`; aufschlagen: 0 or 1; redeal/genug: ``True``;
    bid: a :class:`Contract` or ``None`` for pass; double: ``True`` (raise) or ``False``;
    play: a :class:`Card`.
    """

    __slots__ = ("seat", "verb", "value", "_key")

    seat: int
    verb: Verb
    value: ActionValue
    _key: tuple[int, int, str]

    def __init__(self, seat: int, verb: Verb, value: ActionValue) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "verb", verb)
        object.__setattr__(self, "value", value)
        object.__setattr__(self, "_key", (seat, int(verb), _value_key(value)))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("actions are immutable")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Action) and self._key == other._key

    def __hash__(self) -> int:
        return hash(self._key)

    def __repr__(self) -> str:
        return f"Action.from_json({self.to_json()!r})"

    def __reduce__(self) -> tuple[type[Action], tuple[int, Verb, ActionValue]]:
        return (Action, (self.seat, self.verb, self.value))

    # -- JSON -------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        v = self.value
        if self.verb is Verb.BID:
            out: Any = "pass" if v is None else str(v)
        elif isinstance(v, (Suit,)):
            out = v.name
        elif isinstance(v, Card):
            out = str(v)
        else:
            out = v
        return {"seat": self.seat, self.verb.key: out}

    @staticmethod
    def from_json(data: object) -> Action:
        """An action from its JSON object; ``ValueError`` says what is wrong with it."""
        if not isinstance(data, dict):
            raise Worded(QT_TRANSLATE_NOOP("LogError", "an action must be an object"))
        if "seat" not in data:
            raise Worded(QT_TRANSLATE_NOOP("LogError", 'an action needs "seat"'))
        seat = data["seat"]
        if type(seat) is not int or not 0 <= seat <= 3:
            raise Worded(QT_TRANSLATE_NOOP("LogError", '"seat" must be an integer 0-3'))
        verbs = [k for k in data if k != "seat"]
        if len(verbs) != 1:
            if not verbs:
                raise Worded(QT_TRANSLATE_NOOP("LogError", "an action needs one verb"))
            raise Worded(QT_TRANSLATE_NOOP("LogError", "an action has exactly one verb, not %1"), len(verbs))
        key = verbs[0]
        try:
            verb = Verb[key.upper()] if key == key.lower() else None
        except KeyError:
            verb = None
        if verb is None:
            raise Worded(QT_TRANSLATE_NOOP("LogError", 'unknown key "%1" in an action'), key)
        v = data[key]
        if verb in (Verb.TRUMP, Verb.MARRIAGE):
            if not isinstance(v, str):
                raise Worded(QT_TRANSLATE_NOOP("LogError", '"%1" must be a suit letter H, D, S or C'), key)
            try:
                return Action(seat, verb, Suit.parse(v))
            except ValueError:
                raise Worded(
                    QT_TRANSLATE_NOOP("LogError", '"%1": %2 is not a suit (H, D, S or C)'),
                    key, repr(v)) from None
        if verb is Verb.AUFSCHLAGEN:
            if type(v) is not int or v not in (0, 1):
                raise Worded(QT_TRANSLATE_NOOP("LogError", '"aufschlagen" must be the integer 0 or 1'))
            return Action(seat, verb, v)
        if verb in (Verb.REDEAL, Verb.GENUG):
            if v is not True:
                raise Worded(QT_TRANSLATE_NOOP("LogError", '"%1" must be true'), key)
            return Action(seat, verb, True)
        if verb is Verb.DOUBLE:
            if type(v) is not bool:
                raise Worded(QT_TRANSLATE_NOOP("LogError", '"double" must be true or false'))
            return Action(seat, verb, v)
        if verb is Verb.BID:
            if not isinstance(v, str):
                raise Worded(QT_TRANSLATE_NOOP("LogError", '"bid" must be "pass" or a contract id'))
            if v == "pass":
                return Action(seat, verb, None)
            try:
                return Action(seat, verb, Contract(v))
            except ValueError:
                raise Worded(QT_TRANSLATE_NOOP("LogError", '"bid": %1 is not a contract'), repr(v)) from None
        # PLAY
        if not isinstance(v, str):
            raise Worded(QT_TRANSLATE_NOOP("LogError", '"play" must be a card such as "H10"'))
        try:
            return Action(seat, verb, Card.parse(v))
        except ValueError:
            raise Worded(QT_TRANSLATE_NOOP("LogError", '"play": %1 is not a card'), repr(v)) from None

    # -- words for logs and errors ----------------------------------------------------

    def describe(self) -> str:
        """English, for error messages: ``seat 1 plays S10``."""
        s = f"seat {self.seat}"
        v = self.value
        if self.verb is Verb.TRUMP:
            return f"{s} names trump {v.name}"  # type: ignore[union-attr]
        if self.verb is Verb.AUFSCHLAGEN:
            return f"{s} turns up coming card {v}"
        if self.verb is Verb.REDEAL:
            return f"{s} demands a redeal"
        if self.verb is Verb.BID:
            return f"{s} passes" if v is None else f"{s} bids {v}"
        if self.verb is Verb.DOUBLE:
            return f"{s} doubles" if v else f"{s} declines to double"
        if self.verb is Verb.MARRIAGE:
            return f"{s} announces a marriage in {v.name}"  # type: ignore[union-attr]
        if self.verb is Verb.PLAY:
            return f"{s} plays {v}"
        return f"{s} says genug"


def _value_key(v: ActionValue) -> str:
    if isinstance(v, Card):
        return str(v)
    if isinstance(v, Suit):
        return v.name
    return repr(v)


# Interned actions, so that legal-action lists do not allocate.
PLAY = tuple(tuple(Action(seat, Verb.PLAY, c) for c in DECK) for seat in range(4))
MARRIAGE = tuple(tuple(Action(seat, Verb.MARRIAGE, s) for s in Suit) for seat in range(4))
TRUMP = tuple(tuple(Action(seat, Verb.TRUMP, s) for s in Suit) for seat in range(4))
AUFSCHLAGEN = tuple(tuple(Action(seat, Verb.AUFSCHLAGEN, i) for i in (0, 1)) for seat in range(4))
REDEAL = tuple(Action(seat, Verb.REDEAL, True) for seat in range(4))
GENUG = tuple(Action(seat, Verb.GENUG, True) for seat in range(4))
DOUBLE = tuple(
    (Action(seat, Verb.DOUBLE, False), Action(seat, Verb.DOUBLE, True)) for seat in range(4)
)
PASS = tuple(Action(seat, Verb.BID, None) for seat in range(4))
BID = tuple({c: Action(seat, Verb.BID, c) for c in Contract} for seat in range(4))


def play(seat: int, card: Card) -> Action:
    return PLAY[seat][card.index]


def trump(seat: int, suit: Suit) -> Action:
    return TRUMP[seat][suit]


def aufschlagen(seat: int, which: int = 0) -> Action:
    return AUFSCHLAGEN[seat][which]


def redeal(seat: int) -> Action:
    return REDEAL[seat]


def bid(seat: int, contract: Contract | None) -> Action:
    return PASS[seat] if contract is None else BID[seat][contract]


def double(seat: int, yes: bool) -> Action:
    return DOUBLE[seat][yes]


def marriage(seat: int, suit: Suit) -> Action:
    return MARRIAGE[seat][suit]


def genug(seat: int) -> Action:
    return GENUG[seat]
