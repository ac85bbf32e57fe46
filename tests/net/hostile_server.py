"""A table server that lies: real messages of a real deal, each case spoiling one of them
(tests/net/test_hostile_server.py runs the headless client and the window against it)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from bschnapsen_gui.engine.deal import Phase
from bschnapsen_gui.engine.match import Match
from bschnapsen_gui.engine.rules import RuleSet
from bschnapsen_gui.engine.view import seat_view
from bschnapsen_gui.net import protocol as P
from bschnapsen_gui.net import wire

ESC = "\x1b]0;owned\x07\x1b[2J"


def welcome() -> dict[str, Any]:
    return {"type": "welcome", "version": P.VERSION, "server": "bauernschnapsen 0", "table": "t1", "seat": 0,
            "token": "tok"}


def state() -> dict[str, Any]:
    """A true ``state`` for seat 0: the play of a deal, a trick begun, seat 0 to act."""
    rng = random.Random(7)
    m = Match(RuleSet(), 3)
    deal = m.deal
    while not (deal.phase is Phase.PLAY and deal.to_act == 0 and any(seat_view(deal, 0).tricks)
               and seat_view(deal, 0).tricks[-1].cards and seat_view(deal, 0).tricks[-1].winner is None):
        assert not deal.finished
        deal.apply(rng.choice(deal.legal_actions()))
    seats = [{"person": i == 0, "taken": i == 0, "name": "Anna" if i == 0 else None, "connected": i == 0,
              "left": False, "computer": i != 0, "ready": False} for i in range(4)]
    table = {"id": "t1", "strength": "club", "started": True, "waiting": None, "rules": {}, "seats": seats,
             "match": {"deal": 1, "deals": 0, "dealer": deal.dealer, "bummerl": 0, "points": [0, 0],
                       "marks": [0, 0], "target": 24}}
    return {"type": "state", "table": table, "events": [], "action": None,
            "deal": {"number": 1, "at": len(deal.history), "view": wire.view_json(seat_view(deal, 0))}}


def _view(change: Callable[[dict[str, Any]], None]) -> str:
    s = state()
    change(s["deal"]["view"])
    return json.dumps(s)


def _set(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    return lambda v: v.__setitem__(key, value)


def _five_in_trick(v: dict[str, Any]) -> None:
    v["tricks"][-1] = {"leader": 0, "seats": [0, 1, 2, 3, 0], "cards": ["HA", "H10", "HK", "HO", "HU"],
                       "winner": None}


def _set_legal_empty_not_to_act() -> dict[str, Any]:
    """A true state in which another seat is to act: the client waits (and counts)."""
    s = state()
    s["deal"]["view"]["to_act"] = 1
    s["deal"]["view"]["legal"] = []
    return s


def _bad_welcome(**changes: Any) -> str:
    return json.dumps({**welcome(), **changes})


def _event(ev: Any) -> str:
    s = state()
    s["events"] = [ev]
    return json.dumps(s)


#: name: (the answer to the hello, then the messages that follow; a str is sent as text)
CASES: dict[str, tuple[str | bytes, list[str | bytes]]] = {
    "seat_not_a_number": (_bad_welcome(seat="zero"), []),
    "welcome_seat_out_of_range": (_bad_welcome(seat=7), []),
    "welcome_without_token": (json.dumps({k: v for k, v in welcome().items() if k != "token"}), []),
    "view_seat_not_a_number": (json.dumps(welcome()), [_view(_set("seat", "0"))]),
    "five_cards_in_a_trick": (json.dumps(welcome()), [_view(_five_in_trick)]),
    "thirty_card_hand": (json.dumps(welcome()), [_view(_set("hand", ["HA"] * 30))]),
    "card_zz": (json.dumps(welcome()), [_view(_set("hand", ["ZZ"]))]),
    "deep_nesting": (json.dumps(welcome()), ['{"type": "state", "events": ' + "[" * 100_000 + "]" * 100_000 + "}"]),
    "deep_nesting_unclosed": (json.dumps(welcome()), ["[" * 200_000]),
    "no_legal_action_on_its_turn": (json.dumps(welcome()), [_view(_set("legal", []))]),
    "another_seats_actions": (json.dumps(welcome()), [_view(_set("legal", [{"seat": 1, "play": "HA"}]))]),
    "another_seats_view": (json.dumps(welcome()), [_view(_set("seat", 2))]),
    "not_json": (json.dumps(welcome()), ["{'type': 'state'"]),
    "binary_frame": (json.dumps(welcome()), [b"\x00\x01"]),
    "nan": (json.dumps(welcome()), [_view(_set("augen", [float("nan"), 0]))]),
    "fraction": (json.dumps(welcome()), [_view(_set("kontra_level", 0.5))]),
    "unknown_type": (json.dumps(welcome()), [json.dumps({"type": "surprise"})]),
    "not_an_object": (json.dumps(welcome()), ["[1, 2, 3]"]),
    "unknown_event": (json.dumps(welcome()), [_event({"kind": "teleported", "seat": 0})]),
    "event_card_zz": (json.dumps(welcome()), [_event({"kind": "card_played", "seat": 0, "card": "ZZ"})]),
    "trick_seats_and_cards_differ": (json.dumps(welcome()), [_view(lambda v: v["tricks"][-1].__setitem__(
        "seats", [0, 1, 2]))]),
    "huge_integer": (json.dumps(welcome()), [_view(_set("dealer", int("9" * 4000)))]),
    "oversized": (json.dumps(welcome()), [json.dumps({"type": "table", "pad": "x" * (2 << 20)})]),
    "flood_of_tables": (json.dumps(welcome()), [json.dumps({"type": "table", "table": state()["table"]})] * 1200),
    "flood_of_the_same_state": (json.dumps(welcome()), [json.dumps(_set_legal_empty_not_to_act())] * 1200),
    "refusal_with_escapes": (json.dumps({"type": "refused", "reason": ESC, "details": {}}), []),
    "error_with_escapes": (json.dumps({"type": "error", "error": ESC, "details": {}}), []),
}

