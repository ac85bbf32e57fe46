"""The deal log of docs/deal-log.md: load, save, replay, and the replay's state object.

A deal log is a rule set, a dealer, the cards (``hands`` or ``deck``) and the actions.
:func:`parse_log` checks a log strictly and returns a :class:`DealLog`;
:meth:`DealLog.replay` applies its actions to a fresh :class:`Deal`; :func:`state_json`
describes where a deal stands in the replay's output format.  Every problem is a
:class:`LogError` whose message is one line a player can read.

Limits, checked before any work (docs/deal-log.md, "Notes on the code"): a log is at most
:data:`MAX_LOG_BYTES` long and has at most :data:`MAX_ACTIONS` actions; :func:`read_log_bytes`
and :func:`read_log_stream` read a file or a stream only up to that size, and a file only
if it is a regular one (never a FIFO or a device, which could block or never end).
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import IO, Any

from .actions import Action, Verb
from .cards import Card
from .deal import Deal, Phase, team_of
from .errors import QT_TRANSLATE_NOOP, IllegalAction, Refusal, Word, Worded
from .rules import RulesError, RuleSet

FORMAT = "bauernschnapsen/deal-1"
_TOP_KEYS = ("format", "rules", "dealer", "hands", "deck", "actions")
MAX_LOG_BYTES = 1024 * 1024
"""The longest deal log read: a deal's log takes a few kilobytes."""
MAX_ACTIONS = 1000
"""The most actions a log may hold: a deal has 20 cards and a short auction (under 100)."""


class LogError(Worded):
    """A deal log that is malformed or holds an illegal action (one line of text; its
    wording is marked for translation, :class:`.errors.Worded`)."""


class IllegalLogAction(LogError):
    """An action of the log that the rules refuse where it stands: its index, the action
    and the engine's :class:`Refusal` (so that the GUI can word it in the player's
    language); the text names the action and says why, in the engine's English."""

    def __init__(self, index: int, action: Action, refusal: Refusal) -> None:
        super().__init__(f"action {index} ({action.describe()}): {refusal.message}")  # worded by the GUI itself
        self.index = index
        self.action = action
        self.refusal = refusal


@dataclass(slots=True)
class DealLog:
    """One deal: rules, dealer, cards (per seat, first round then second) and actions."""

    rules: RuleSet
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    actions: list[Action] = field(default_factory=list)

    @classmethod
    def from_deal(cls, deal: Deal) -> DealLog:
        return cls(deal.rules, deal.dealer, deal.dealt, list(deal.history))

    def new_deal(self) -> Deal:
        return Deal(self.rules, self.dealer, self.hands)

    def replay(self, upto: int | None = None) -> Deal:
        """The deal after its actions (or the first ``upto`` of them).

        ``LogError`` names the first illegal action by its index and says why.
        """
        deal = self.new_deal()
        for i, action in enumerate(self.actions[:upto]):
            try:
                deal.apply(action)
            except IllegalAction as exc:
                raise IllegalLogAction(i, action, exc.refusal) from None
        return deal

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"format": FORMAT}
        rules = self.rules.to_json()
        if rules:
            out["rules"] = rules
        out["dealer"] = self.dealer
        out["hands"] = [[str(c) for c in h] for h in self.hands]
        out["actions"] = [a.to_json() for a in self.actions]
        return out

    def dumps(self, indent: int | None = 1) -> str:
        return json.dumps(self.to_json(), indent=indent, ensure_ascii=False) + "\n"

    @classmethod
    def loads(cls, text: str | bytes) -> DealLog:
        return parse_log(text)


def hands_from_deck(deck: Sequence[Card], dealer: int) -> tuple[tuple[Card, ...], ...]:
    """Per-seat hands from the deck in dealing order (docs/rules.md §3): three each clockwise
    from the Rufer, then two each."""
    rufer = (dealer + 1) % 4
    hands: list[list[Card]] = [[], [], [], []]
    for i in range(4):
        seat = (rufer + i) % 4
        hands[seat].extend(deck[3 * i : 3 * i + 3])
    for i in range(4):
        seat = (rufer + i) % 4
        hands[seat].extend(deck[12 + 2 * i : 12 + 2 * i + 2])
    return tuple(tuple(h) for h in hands)


def deck_from_hands(hands: Sequence[Sequence[Card]], dealer: int) -> list[Card]:
    """The inverse of :func:`hands_from_deck`."""
    rufer = (dealer + 1) % 4
    order = [(rufer + i) % 4 for i in range(4)]
    deck: list[Card] = []
    for seat in order:
        deck.extend(hands[seat][:3])
    for seat in order:
        deck.extend(hands[seat][3:5])
    return deck


# -- parsing -------------------------------------------------------------------------


def _reject_constant(name: str) -> Any:
    raise LogError(QT_TRANSLATE_NOOP("LogError", "not valid JSON: %1 is not a number"), name)


class RepeatedKey(LogError):
    """An object of the JSON text repeats a key (outside the contract; refused)."""


def _pairs_hook(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in pairs:
        if k in out:
            raise RepeatedKey(
                QT_TRANSLATE_NOOP("LogError", 'not valid for a deal log: the key "%1" appears twice in one object'),
                k)
        out[k] = v
    return out


def _reject_float(text: str) -> Any:
    raise LogError(QT_TRANSLATE_NOOP("LogError", "numbers must be integers without a fraction, not %1"), text)


def load_json(text: str | bytes, *, integers_only: bool = True) -> Any:
    """JSON as the deal log allows it: UTF-8 without a byte-order mark, no key repeated in
    an object (:class:`RepeatedKey`), no NaN or Infinity, integers only (a saved match,
    whose envelope is checked by type, reads fractions with ``integers_only=False``)."""
    if isinstance(text, (bytes, bytearray)):
        if text.startswith(b"\xef\xbb\xbf"):
            raise LogError(
                QT_TRANSLATE_NOOP("LogError", "the log starts with a byte-order mark; save it as UTF-8 without one"))
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise LogError(QT_TRANSLATE_NOOP("LogError", "the log is not valid UTF-8 (byte %1)"), exc.start) from None
    elif text.startswith("\ufeff"):
        raise LogError(
            QT_TRANSLATE_NOOP("LogError", "the log starts with a byte-order mark; save it as UTF-8 without one"))
    try:
        return json.loads(
            text,
            parse_float=_reject_float if integers_only else float,
            parse_constant=_reject_constant,
            object_pairs_hook=_pairs_hook,
        )
    except LogError:
        raise
    except RecursionError:
        raise LogError(QT_TRANSLATE_NOOP("LogError", "not valid for a deal log: nested too deeply")) from None
    except json.JSONDecodeError as exc:
        where = LogError(QT_TRANSLATE_NOOP("LogError", "%1: line %2 column %3 (char %4)"),
                         Word(exc.msg), exc.lineno, exc.colno, exc.pos)
        raise LogError(QT_TRANSLATE_NOOP("LogError", "not valid JSON: %1"), where) from None
    except ValueError as exc:
        msg = str(exc).splitlines()[0] if str(exc) else "syntax error"
        raise LogError(QT_TRANSLATE_NOOP("LogError", "not valid JSON: %1"), msg) from None


def _json_kind(v: object) -> Word:
    if v is None:
        return Word("null")
    if isinstance(v, bool):
        return Word(QT_TRANSLATE_NOOP("LogError", "a boolean"))
    if isinstance(v, int):
        return Word(QT_TRANSLATE_NOOP("LogError", "an integer"))
    if isinstance(v, str):
        return Word(QT_TRANSLATE_NOOP("LogError", "a string"))
    if isinstance(v, list):
        return Word(QT_TRANSLATE_NOOP("LogError", "a list"))
    if isinstance(v, dict):
        return Word(QT_TRANSLATE_NOOP("LogError", "an object"))
    return Word(type(v).__name__)


# Python's words for a JSON syntax error (json.JSONDecodeError.msg), for lupdate: the GUI
# translates them as it translates the rest of the sentence
_JSON_WORDS = (
    QT_TRANSLATE_NOOP("LogError", "Expecting value"),
    QT_TRANSLATE_NOOP("LogError", "Expecting ',' delimiter"),
    QT_TRANSLATE_NOOP("LogError", "Expecting ':' delimiter"),
    QT_TRANSLATE_NOOP("LogError", "Expecting property name enclosed in double quotes"),
    QT_TRANSLATE_NOOP("LogError", "Unterminated string starting at"),
    QT_TRANSLATE_NOOP("LogError", "Invalid control character at"),
    QT_TRANSLATE_NOOP("LogError", "Invalid \\escape"),
    QT_TRANSLATE_NOOP("LogError", "Invalid \\uXXXX escape"),
    QT_TRANSLATE_NOOP("LogError", "Extra data"),
)


def _parse_cards(value: object, where: str, count: int) -> list[Card]:
    if not isinstance(value, list):
        raise LogError(
            QT_TRANSLATE_NOOP("LogError", "%1: must be a list of %2 cards, not %3"),
            where, count, _json_kind(value))
    if len(value) != count:
        raise LogError(QT_TRANSLATE_NOOP("LogError", "%1: must hold %2 cards, not %3"), where, count, len(value))
    out = []
    for i, v in enumerate(value):
        if not isinstance(v, str):
            raise LogError(
                QT_TRANSLATE_NOOP("LogError", '%1[%2]: a card must be a string such as "H10", not %3'),
                where, i, _json_kind(v))
        try:
            out.append(Card.parse(v))
        except ValueError:
            raise LogError(
                QT_TRANSLATE_NOOP("LogError", '%1[%2]: "%3" is not a card (suit H D S C, rank A 10 K O U)'),
                where, i, v) from None
    return out


def parse_log_data(data: object) -> DealLog:
    """A :class:`DealLog` from parsed JSON, checked strictly."""
    if not isinstance(data, dict):
        raise LogError(QT_TRANSLATE_NOOP("LogError", "a deal log must be a JSON object, not %1"), _json_kind(data))
    for key in data:
        if key not in _TOP_KEYS:
            raise LogError(QT_TRANSLATE_NOOP("LogError", 'unknown key "%1" in the deal log'), key)
    for key in ("format", "dealer", "actions"):
        if key not in data:
            raise LogError(QT_TRANSLATE_NOOP("LogError", 'the deal log has no "%1"'), key)
    if data["format"] != FORMAT:
        raise LogError(
            QT_TRANSLATE_NOOP("LogError", 'format: must be "%1", not %2'),
            FORMAT, json.dumps(data["format"]))
    try:
        rules = RuleSet.from_json(data.get("rules", {}))
    except RulesError as exc:
        raise LogError(QT_TRANSLATE_NOOP("LogError", "%1"), exc) from None
    dealer = data["dealer"]
    if type(dealer) is not int or not 0 <= dealer <= 3:
        raise LogError(QT_TRANSLATE_NOOP("LogError", "dealer: must be a seat 0-3, not %1"), json.dumps(dealer))
    has_hands, has_deck = "hands" in data, "deck" in data
    if has_hands == has_deck:
        raise LogError(QT_TRANSLATE_NOOP("LogError", 'the deal log needs exactly one of "hands" and "deck"'))
    if has_hands:
        raw = data["hands"]
        if not isinstance(raw, list) or len(raw) != 4:
            raise LogError(QT_TRANSLATE_NOOP("LogError", "hands: must be a list of four hands"))
        hands = tuple(tuple(_parse_cards(h, f"hands[{i}]", 5)) for i, h in enumerate(raw))
    else:
        hands = hands_from_deck(_parse_cards(data["deck"], "deck", 20), dealer)
    seen: dict[Card, str] = {}
    for i, h in enumerate(hands):
        for c in h:
            if c in seen:
                raise LogError(QT_TRANSLATE_NOOP("LogError", "cards: %1 is dealt twice"), c)
            seen[c] = f"hands[{i}]"
    raw_actions = data["actions"]
    if not isinstance(raw_actions, list):
        raise LogError(QT_TRANSLATE_NOOP("LogError", "actions: must be a list, not %1"), _json_kind(raw_actions))
    if len(raw_actions) > MAX_ACTIONS:
        raise LogError(QT_TRANSLATE_NOOP("LogError", "actions: at most %1, not %2"), MAX_ACTIONS, len(raw_actions))
    actions = []
    for i, a in enumerate(raw_actions):
        try:
            actions.append(Action.from_json(a))
        except ValueError as exc:
            raise LogError(QT_TRANSLATE_NOOP("LogError", "action %1: %2"), i, exc) from None
    return DealLog(rules, dealer, hands, actions)


def parse_log(text: str | bytes) -> DealLog:
    """A deal log from its text; ``LogError`` if it is longer than :data:`MAX_LOG_BYTES`
    (checked before it is decoded) or not a valid log."""
    if len(text) > MAX_LOG_BYTES:
        raise LogError(QT_TRANSLATE_NOOP("LogError", "the log is larger than %1 bytes"), MAX_LOG_BYTES)
    return parse_log_data(load_json(text))


def read_log_stream(stream: IO[bytes]) -> bytes:
    """At most :data:`MAX_LOG_BYTES` from ``stream`` (e.g. standard input); ``LogError``
    if there is more (``/dev/zero`` is not read to the end)."""
    data = stream.read(MAX_LOG_BYTES + 1)
    if len(data) > MAX_LOG_BYTES:
        raise LogError(QT_TRANSLATE_NOOP("LogError", "the log is larger than %1 bytes"), MAX_LOG_BYTES)
    return data


def read_log_bytes(path: str | os.PathLike[str]) -> bytes:
    """The bytes of the deal log file ``path``; ``LogError`` if it is not a regular file
    (a FIFO, a device, a directory: not opened) or larger than :data:`MAX_LOG_BYTES`;
    ``OSError`` if it cannot be opened or read."""
    if not stat.S_ISREG(os.stat(path).st_mode):
        raise LogError(QT_TRANSLATE_NOOP("LogError", "%1 is not a regular file"), os.fspath(path))
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped in after the check
            raise LogError(QT_TRANSLATE_NOOP("LogError", "%1 is not a regular file"), os.fspath(path))
        with os.fdopen(os.dup(fd), "rb") as f:
            return read_log_stream(f)
    finally:
        os.close(fd)


# -- the replay's state object --------------------------------------------------------


def state_json(deal: Deal) -> dict[str, Any]:
    """Where a deal stands, in the replay output format of docs/deal-log.md."""
    tricks = [
        {"leader": t.leader, "cards": [str(c) for c in t.cards], "winner": t.winner}
        for t in deal.tricks
        if t.cards
    ]
    announced: dict[str, list[int]] = {"A": [], "B": []}
    for seat, _suit, value in deal.announcements:
        announced["AB"[team_of(seat)]].append(value)
    return {
        "phase": str(deal.phase),
        "to_act": deal.to_act if deal.phase is not Phase.DONE else None,
        "legal": [a.to_json() for a in deal.legal_actions()],
        "trump": None if deal.trump is None else deal.trump.name,
        "contract": None if deal.contract is None else str(deal.contract),
        "declarer": deal.declarer,
        "kontra_level": deal.kontra_level,
        "tricks": tricks,
        "augen": {"A": deal.augen[0], "B": deal.augen[1]},
        "announced": announced,
        "result": None if deal.result is None else deal.result.to_json(),
    }


__all__ = [
    "FORMAT",
    "DealLog",
    "LogError",
    "Verb",
    "deck_from_hands",
    "hands_from_deck",
    "load_json",
    "parse_log",
    "parse_log_data",
    "state_json",
]
