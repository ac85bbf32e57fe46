"""The engine's values on the wire: a seat's view, events, actions and refusals as JSON.

Everything is written the way the deal log writes it (docs/deal-log.md): cards as ``"H10"``,
suits as their letters, contracts by their ids, actions as deal-log actions, results as the
replay's ``result``.  Nothing here is words: the client says it in its own language.

:func:`view_json` serializes the engine's :class:`~..engine.view.SeatView` (the engine's
one definition of what a seat may know) and :func:`view_from_json` rebuilds it, so a
headless client can ask a computer player exactly as the window does.  The reader checks
every field's type and value and raises :class:`WireError` (a ``ValueError``) for anything
else: the server's messages are checked like any input from outside.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Mapping
from typing import Any

from ..engine import events as E
from ..engine.actions import Action
from ..engine.cards import Card, Suit
from ..engine.contracts import Contract
from ..engine.deal import Phase
from ..engine.errors import Refusal, RuleId
from ..engine.events import Reason, Result
from ..engine.rules import RulesError, RuleSet
from ..engine.view import SeatView, TrickView


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


def _get(d: Mapping[str, Any], key: str, where: str) -> Any:
    if key not in d:
        raise WireError(f"{where}: no {key!r}")
    return d[key]


def _int(v: Any, where: str, lo: int = 0, hi: int = 1 << 31) -> int:
    if type(v) is not int or not lo <= v <= hi:
        raise WireError(f"{where}: must be an integer {lo}-{hi}")
    return v


def _seat(v: Any, where: str) -> int:
    return _int(v, where, 0, 3)


def _opt_seat(v: Any, where: str) -> int | None:
    return None if v is None else _seat(v, where)


def _bool(v: Any, where: str) -> bool:
    if type(v) is not bool:
        raise WireError(f"{where}: must be true or false")
    return v


def _list(v: Any, where: str, most: int = 64) -> list[Any]:
    if not isinstance(v, list) or len(v) > most:
        raise WireError(f"{where}: must be a list of at most {most}")
    return v


def _obj(v: Any, where: str) -> dict[str, Any]:
    if not isinstance(v, dict):
        raise WireError(f"{where}: must be an object")
    return v


def parse_card(v: Any, where: str) -> Card:
    try:
        return Card.parse(v)
    except ValueError:
        raise WireError(f"{where}: not a card") from None


def _cards(v: Any, where: str) -> tuple[Card, ...]:
    return tuple(parse_card(c, where) for c in _list(v, where, 20))


def _opt_card(v: Any, where: str) -> Card | None:
    return None if v is None else parse_card(v, where)


def _suit_of(v: Any, where: str) -> Suit:
    try:
        return Suit.parse(v)
    except ValueError:
        raise WireError(f"{where}: not a suit") from None


def _opt_suit(v: Any, where: str) -> Suit | None:
    return None if v is None else _suit_of(v, where)


def _contract_of(v: Any, where: str) -> Contract:
    try:
        return Contract(v)
    except (ValueError, TypeError):
        raise WireError(f"{where}: not a contract") from None


def _opt_contract(v: Any, where: str) -> Contract | None:
    return None if v is None else _contract_of(v, where)


def parse_action(v: Any, where: str = "action") -> Action:
    try:
        return Action.from_json(v)
    except ValueError as exc:
        raise WireError(f"{where}: {exc}") from None


def parse_result(v: Any, where: str = "result") -> Result | None:
    if v is None:
        return None
    d = _obj(v, where)
    w = _get(d, "winner", where)
    if w not in (None, "A", "B"):
        raise WireError(f"{where}.winner: must be \"A\", \"B\" or null")
    try:
        reason = Reason(_get(d, "reason", where))
    except (ValueError, TypeError):
        raise WireError(f"{where}.reason: not a reason") from None
    return Result(None if w is None else "AB".index(w), _int(_get(d, "points", where), f"{where}.points"), reason)


def parse_rules(v: Any, where: str = "rules") -> RuleSet:
    try:
        return RuleSet.from_json(v)
    except RulesError as exc:
        raise WireError(f"{where}: {exc}") from None


def _pair(v: Any, where: str) -> tuple[int, int]:
    items = _list(v, where, 2)
    if len(items) != 2:
        raise WireError(f"{where}: must be a pair")
    return (_int(items[0], where), _int(items[1], where))


def view_from_json(data: Any) -> SeatView:
    """The :class:`SeatView` that :func:`view_json` wrote; :class:`WireError` if it is not one."""
    d = _obj(data, "view")
    try:
        phase = Phase(_get(d, "phase", "view"))
    except (ValueError, TypeError):
        raise WireError("view.phase: not a phase") from None
    bids: list[tuple[int, Contract | None]] = []
    for b in _list(_get(d, "bids", "view"), "view.bids"):
        pair = _list(b, "view.bids[]", 2)
        if len(pair) != 2:
            raise WireError("view.bids[]: must be [seat, bid]")
        bid = None if pair[1] == "pass" else _contract_of(pair[1], "view.bids[]")
        bids.append((_seat(pair[0], "view.bids[]"), bid))
    doubles = []
    for b in _list(_get(d, "doubles", "view"), "view.doubles"):
        pair = _list(b, "view.doubles[]", 2)
        if len(pair) != 2:
            raise WireError("view.doubles[]: must be [seat, yes]")
        doubles.append((_seat(pair[0], "view.doubles[]"), _bool(pair[1], "view.doubles[]")))
    tricks = []
    for t in _list(_get(d, "tricks", "view"), "view.tricks", 5):
        t = _obj(t, "view.tricks[]")
        seats = tuple(_seat(s, "view.tricks[].seats") for s in _list(_get(t, "seats", "trick"), "trick.seats", 4))
        cards = _cards(_get(t, "cards", "trick"), "view.tricks[].cards")
        if len(seats) != len(cards):
            raise WireError("view.tricks[]: as many seats as cards")
        tricks.append(TrickView(_seat(_get(t, "leader", "trick"), "trick.leader"), seats, cards,
                                _opt_seat(_get(t, "winner", "trick"), "trick.winner")))
    announcements = []
    for a in _list(_get(d, "announcements", "view"), "view.announcements", 20):
        items = _list(a, "view.announcements[]", 3)
        if len(items) != 3 or items[2] not in (20, 40) or type(items[2]) is not int:
            raise WireError("view.announcements[]: must be [seat, suit, 20 or 40]")
        announcements.append((_seat(items[0], "announcement"), _suit_of(items[1], "announcement"), items[2]))
    open_hands: dict[int, tuple[Card, ...]] = {}
    for k, cards in _obj(_get(d, "open_hands", "view"), "view.open_hands").items():
        if k not in ("0", "1", "2", "3"):
            raise WireError("view.open_hands: keys are seats \"0\"-\"3\"")
        open_hands[int(k)] = _cards(cards, "view.open_hands[]")
    legal = tuple(parse_action(a, "view.legal[]") for a in _list(_get(d, "legal", "view"), "view.legal", 64))
    return SeatView(
        seat=_seat(_get(d, "seat", "view"), "view.seat"),
        rules=parse_rules(_get(d, "rules", "view"), "view.rules"),
        dealer=_seat(_get(d, "dealer", "view"), "view.dealer"),
        rufer=_seat(_get(d, "rufer", "view"), "view.rufer"),
        phase=phase,
        to_act=_opt_seat(_get(d, "to_act", "view"), "view.to_act"),
        hand=_cards(_get(d, "hand", "view"), "view.hand"),
        second_round_dealt=_bool(_get(d, "second_round_dealt", "view"), "view.second_round_dealt"),
        trump=_opt_suit(_get(d, "trump", "view"), "view.trump"),
        play_trump=_opt_suit(_get(d, "play_trump", "view"), "view.play_trump"),
        turned_up=_opt_card(_get(d, "turned_up", "view"), "view.turned_up"),
        turned_up_seat=_opt_seat(_get(d, "turned_up_seat", "view"), "view.turned_up_seat"),
        bids=tuple(bids),
        highest=_opt_contract(_get(d, "highest", "view"), "view.highest"),
        highest_seat=_opt_seat(_get(d, "highest_seat", "view"), "view.highest_seat"),
        contract=_opt_contract(_get(d, "contract", "view"), "view.contract"),
        declarer=_opt_seat(_get(d, "declarer", "view"), "view.declarer"),
        kontra_level=_int(_get(d, "kontra_level", "view"), "view.kontra_level", 0, 3),
        doubles=tuple(doubles),
        sitting_out=_opt_seat(_get(d, "sitting_out", "view"), "view.sitting_out"),
        tricks=tuple(tricks),
        augen=_pair(_get(d, "augen", "view"), "view.augen"),
        tricks_won=_pair(_get(d, "tricks_won", "view"), "view.tricks_won"),
        announcements=tuple(announcements),
        open_hands=open_hands,
        legal=legal,
        result=parse_result(_get(d, "result", "view"), "view.result"),
    )


# the readers above, for the modules that check the server's other messages the same way
# (the window's mirror and session): each raises WireError naming ``where``
read_int = _int
read_seat = _seat
read_list = _list
read_obj = _obj
read_pair = _pair


def refusal_from_json(data: Any) -> Refusal:
    d = _obj(data, "refusal")
    try:
        rule = RuleId(_get(d, "rule", "refusal"))
    except (ValueError, TypeError):
        raise WireError("refusal.rule: not a rule id") from None
    return Refusal(rule, _obj(d.get("details", {}), "refusal.details"))


def event_from_json(data: Any) -> E.Event:
    """The engine event :func:`event_json` wrote."""
    d = _obj(data, "event")
    cls = EVENT_KINDS.get(d.get("kind"))  # type: ignore[arg-type]
    if cls is None:
        raise WireError("event.kind: not an event")
    kwargs: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        v = _get(d, f.name, "event")
        where = f"event.{f.name}"
        if f.name in ("seat", "dealer", "rufer", "winner"):
            kwargs[f.name] = _seat(v, where)
        elif f.name == "card":
            kwargs[f.name] = parse_card(v, where)
        elif f.name == "cards":
            kwargs[f.name] = _cards(v, where)
        elif f.name == "suit":
            kwargs[f.name] = _suit_of(v, where)
        elif f.name == "contract":
            kwargs[f.name] = _opt_contract(v, where) if cls is E.Bid else _contract_of(v, where)
        elif f.name == "result":
            r = parse_result(v, where)
            if r is None:
                raise WireError(f"{where}: must be a result")
            kwargs[f.name] = r
        elif f.name in ("by_dealer", "takeover", "all_passed", "yes", "right"):
            kwargs[f.name] = _bool(v, where)
        else:  # level, value, augen
            kwargs[f.name] = _int(v, where, 0, 120)
    return cls(**kwargs)
