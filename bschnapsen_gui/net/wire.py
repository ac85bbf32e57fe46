"""The engine's values on the wire: a seat's view, events, actions and refusals as JSON.

Everything is written the way the deal log writes it (docs/deal-log.md): cards as ``"H10"``,
suits as their letters, contracts by their ids, actions as deal-log actions, results as the
replay's ``result``.  Nothing here is words: the client says it in its own language.

:func:`view_json` serializes the engine's :class:`~..engine.view.SeatView` (the engine's
one definition of what a seat may know) and :func:`view_from_json` rebuilds it, so a
headless client can ask a computer player exactly as the window does.  The readers convert
through :mod:`.schema`'s declarations (every field's type, length and range) and then check
what a declaration cannot say; they raise :class:`WireError` (a ``ValueError``) for anything
else: the server's messages are checked like any input from outside.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from typing import Any, TypeVar

import msgspec

from ..engine import events as E
from ..engine.actions import Action
from ..engine.cards import Card, Suit
from ..engine.contracts import Contract
from ..engine.deal import Phase
from ..engine.errors import Refusal
from ..engine.events import Result
from ..engine.rules import RulesError, RuleSet
from ..engine.view import SeatView, TrickView
from . import schema as S

_T = TypeVar("_T")


class WireError(ValueError):
    """A message part that is not what the protocol says (which part, in English)."""


# -- writing ----------------------------------------------------------------------------------


def card_ids(cards: Any) -> list[str]:
    return [str(c) for c in cards]


def _suit(s: Suit | None) -> str | None:
    return None if s is None else s.name


def _card(c: Card | None) -> str | None:
    return None if c is None else str(c)


def _contract(c: Contract | None) -> str | None:
    return None if c is None else str(c)


def result_json(r: Result | None) -> dict[str, Any] | None:
    return None if r is None else r.to_json()


@functools.lru_cache(maxsize=256)
def rules_json(rules: RuleSet) -> dict[str, Any]:
    """``rules.to_json()``, worked out once per rule set (``RuleSet.to_json`` copies the whole
    dataclass; it was a fifth of the server's time).  Shared: never change the result."""
    return rules.to_json()


def view_json(v: SeatView) -> dict[str, Any]:
    """The whole :class:`SeatView` as a JSON object (docs/protocol.md, "The seat's view")."""
    return {
        "seat": v.seat,
        "rules": rules_json(v.rules),
        "dealer": v.dealer,
        "rufer": v.rufer,
        "phase": str(v.phase),
        "to_act": v.to_act,
        "hand": card_ids(v.hand),
        "second_round_dealt": v.second_round_dealt,
        "trump": _suit(v.trump),
        "play_trump": _suit(v.play_trump),
        "turned_up": _card(v.turned_up),
        "turned_up_seat": v.turned_up_seat,
        "bids": [[s, "pass" if c is None else str(c)] for s, c in v.bids],
        "highest": _contract(v.highest),
        "highest_seat": v.highest_seat,
        "contract": _contract(v.contract),
        "declarer": v.declarer,
        "kontra_level": v.kontra_level,
        "doubles": [[s, yes] for s, yes in v.doubles],
        "sitting_out": v.sitting_out,
        "tricks": [
            {"leader": t.leader, "seats": list(t.seats), "cards": card_ids(t.cards), "winner": t.winner}
            for t in v.tricks
        ],
        "augen": list(v.augen),
        "tricks_won": list(v.tricks_won),
        "announcements": [[s, suit.name, value] for s, suit, value in v.announcements],
        "open_hands": {str(s): card_ids(cards) for s, cards in sorted(v.open_hands.items())},
        "legal": [a.to_json() for a in v.legal],
        "result": result_json(v.result),
    }


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


#: every event class of the engine by its wire name (``CardPlayed`` -> ``card_played``)
EVENT_KINDS: dict[str, type[E.Event]] = {
    _snake(cls.__name__): cls
    for cls in (
        E.FirstRoundDealt, E.TrumpCalled, E.TurnedUp, E.RedealDemanded, E.SecondRoundDealt, E.Bid,
        E.AuctionWon, E.Doubled, E.PartnerSitsOut, E.Marriage, E.CardPlayed, E.TrickTaken, E.Genug,
        E.DealEnded,
    )
}
_KIND_OF = {cls: kind for kind, cls in EVENT_KINDS.items()}
_FIELDS = {cls: tuple(f.name for f in dataclasses.fields(cls)) for cls in EVENT_KINDS.values()}


def _value_json(v: Any) -> Any:
    if isinstance(v, Card):
        return str(v)
    if isinstance(v, Suit):
        return v.name
    if isinstance(v, Contract):
        return str(v)
    if isinstance(v, Result):
        return v.to_json()
    if isinstance(v, tuple):
        return [_value_json(x) for x in v]
    return v  # int, bool, None


def event_json(ev: E.Event) -> dict[str, Any]:
    """An engine event: ``{"kind": "card_played", "seat": 2, "card": "SK"}``; every field of
    the event's dataclass under its own name (a Bid's pass has ``"contract": null``)."""
    cls = type(ev)
    out: dict[str, Any] = {"kind": _KIND_OF[cls]}
    for name in _FIELDS[cls]:
        out[name] = _value_json(getattr(ev, name))
    return out


def refusal_json(r: Refusal) -> dict[str, Any]:
    """The engine's refusal: its rule id and details (cards as ids, as the engine has them)."""
    return {"rule": str(r.rule), "details": dict(r.details)}


# -- reading ----------------------------------------------------------------------------------


def _obj(v: Any, where: str) -> dict[str, Any]:
    if not isinstance(v, dict):
        raise WireError(f"{where}: must be an object")
    return v


def _contract_of(v: Any, where: str) -> Contract:
    try:
        return Contract(v)
    except (ValueError, TypeError):
        raise WireError(f"{where}: not a contract") from None


def parse_action(v: Any, where: str = "action") -> Action:
    try:
        return Action.from_json(v)
    except ValueError as exc:
        raise WireError(f"{where}: {exc}") from None


def parse_rules(v: Any, where: str = "rules") -> RuleSet:
    try:
        return RuleSet.from_json(v)
    except RulesError as exc:
        raise WireError(f"{where}: {exc}") from None


def _typed(data: Any, kind: type[_T], where: str) -> _T:
    """``data`` (JSON values) as the schema's ``kind``; WireError saying what is wrong."""
    if isinstance(data, msgspec.Struct):
        data = msgspec.to_builtins(data)
    try:
        return msgspec.convert(data, kind)
    except msgspec.ValidationError as exc:
        raise WireError(f"{where}: {exc}") from None


def _result_of(r: S.ResultInfo | None) -> Result | None:
    return None if r is None else Result(None if r.winner is None else "AB".index(r.winner), r.points, r.reason)


def _contract_or_pass(v: str, where: str) -> Contract | None:
    return None if v == "pass" else _contract_of(v, where)


def view_from_json(data: Any) -> SeatView:
    """The :class:`SeatView` that :func:`view_json` wrote; :class:`WireError` if it is not one
    (its types, lengths and ranges checked by :class:`.schema.View`, then what the schema cannot
    say: a trick has as many seats as cards, a bid is a contract or a pass, the actions)."""
    v = _typed(data, S.View, "view")
    tricks = []
    for t in v.tricks:
        if len(t.seats) != len(t.cards):
            raise WireError("view.tricks[]: as many seats as cards")
        tricks.append(TrickView(t.leader, tuple(t.seats), tuple(Card.parse(c) for c in t.cards), t.winner))
    return SeatView(
        seat=v.seat,
        rules=parse_rules(v.rules, "view.rules"),
        dealer=v.dealer,
        rufer=v.rufer,
        phase=v.phase,
        to_act=v.to_act,
        hand=tuple(Card.parse(c) for c in v.hand),
        second_round_dealt=v.second_round_dealt,
        trump=None if v.trump is None else Suit.parse(v.trump),
        play_trump=None if v.play_trump is None else Suit.parse(v.play_trump),
        turned_up=None if v.turned_up is None else Card.parse(v.turned_up),
        turned_up_seat=v.turned_up_seat,
        bids=tuple((s, _contract_or_pass(b, "view.bids[]")) for s, b in v.bids),
        highest=v.highest,
        highest_seat=v.highest_seat,
        contract=v.contract,
        declarer=v.declarer,
        kontra_level=v.kontra_level,
        doubles=tuple((s, yes) for s, yes in v.doubles),
        sitting_out=v.sitting_out,
        tricks=tuple(tricks),
        augen=(v.augen[0], v.augen[1]),
        tricks_won=(v.tricks_won[0], v.tricks_won[1]),
        announcements=tuple((s, Suit.parse(suit), value) for s, suit, value in v.announcements),
        open_hands={int(k): tuple(Card.parse(c) for c in cards) for k, cards in v.open_hands.items()},
        legal=tuple(parse_action(a, "view.legal[]") for a in v.legal),
        result=_result_of(v.result),
    )


def own_view(data: Any, seat: int) -> SeatView:
    """The view of ``seat`` in a ``state`` (:func:`view_from_json`), and what no honest server
    sends refused: another seat's view, a legal action of another seat, the seat to act with
    nothing it may do (a client would wait for ever)."""
    view = view_from_json(data)
    if view.seat != seat:
        raise WireError("view.seat: another seat's view")
    if any(a.seat != seat for a in view.legal):
        raise WireError("view.legal: another seat's action")
    if view.phase is not Phase.DONE and view.to_act == seat and not view.legal:
        raise WireError("view.legal: the seat is to act and has no legal action")
    return view


def refusal_from_json(data: Any) -> Refusal:
    """The engine's refusal in a ``rejected`` message (:class:`.schema.Rejected`)."""
    r = _typed(data if isinstance(data, msgspec.Struct) else {"type": "rejected", **_obj(data, "refusal")},
               S.Rejected, "refusal")
    return Refusal(r.rule, dict(r.details))


def event_from_json(data: Any) -> E.Event:
    """The engine event :func:`event_json` wrote (checked by :data:`.schema.Event`)."""
    try:
        ev: Any = msgspec.convert(data, S.Event)
    except msgspec.ValidationError as exc:
        raise WireError(f"event: {exc}") from None
    cls = EVENT_KINDS[ev.__struct_config__.tag]
    kwargs: dict[str, Any] = {}
    for name in _FIELDS[cls]:
        v = getattr(ev, name)
        if name == "card":
            v = Card.parse(v)
        elif name == "cards":
            v = tuple(Card.parse(c) for c in v)
        elif name == "suit":
            v = Suit.parse(v)
        elif name == "result":
            v = _result_of(v)
        kwargs[name] = v
    return cls(**kwargs)
