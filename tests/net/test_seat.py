"""The client core both clients share (``net/seat.py``): the hello, the welcome, the action's
moment, what a close code means, and the one reconnect policy."""

from __future__ import annotations

import json
import random

import pytest

from bschnapsen_gui.net import protocol as P
from bschnapsen_gui.net import schema
from bschnapsen_gui.net import seat as S


def test_hellos_and_actions_are_what_the_server_reads() -> None:
    for msg in (S.hello(code="7CPYXK4MA"), S.hello(code="7CPYXK4MA", seat=2, name="Anna"),
                S.hello(token="t" * 30), S.action_message({"verb": "next"}, 3, 7)):
        if msg["type"] == "action":
            assert msg == {"type": "action", "action": {"verb": "next"}, "deal": 3, "at": 7}
            continue
        decoded = schema.decode_client(json.dumps(msg))
        assert decoded is not None
    assert S.hello(token="abc", code="X", name="N") == {"type": "hello", "version": P.VERSION, "token": "abc"}


def test_a_seat_takes_its_welcome_and_says_hello_with_its_token_after() -> None:
    me = S.Seat()
    assert me.hello(code="7CPYXK4MA", name="Anna")["code"] == "7CPYXK4MA"
    assert me.welcome({"type": "welcome", "seat": 2, "token": "tok", "table": "t-1"}) is False
    assert (me.seat, me.token, me.table, me.reconnects) == (2, "tok", "t-1", 0)
    assert me.hello(code="7CPYXK4MA") == {"type": "hello", "version": P.VERSION, "token": "tok"}
    assert me.welcome({"type": "welcome", "seat": 2, "token": "tok", "table": "t-1"}) is True
    assert me.reconnects == 1
    kept = S.Seat("kept")  # a token kept from before (the window's seats.json)
    assert kept.hello(code="X")["token"] == "kept" and not kept.welcomed


@pytest.mark.parametrize(("code", "after", "over"), [
    (None, S.After.COME_BACK, False), (1006, S.After.COME_BACK, False), (1001, S.After.COME_BACK, False),
    (P.Close.TABLE_CLOSED, S.After.CLOSED, True), (P.Close.SEAT_ENDED, S.After.SEAT_ENDED, True),
    (P.Close.TABLE_KEPT, S.After.KEPT, False), (P.Close.REPLACED, S.After.REPLACED, False),
    (P.Close.REFUSED, S.After.REFUSED, False), (P.Close.VERSION, S.After.REFUSED, False),
])
def test_what_a_close_code_means(code: int | None, after: S.After, over: bool) -> None:
    got = S.after_close(code)
    assert got is after and got.seat_over is over and got.final is (after is not S.After.COME_BACK)


def test_one_reconnect_policy_grows_varies_and_gives_up() -> None:
    c = S.Comeback(rng=random.Random(1))
    pauses = [c.next_pause(100.0 + i) for i in range(9)]
    assert all(p is not None for p in pauses)
    for base, p in zip((*S.BACKOFF, S.BACKOFF[-1], S.BACKOFF[-1]), pauses, strict=True):
        assert p is not None and base * (1 - S.JITTER) <= p <= base * (1 + S.JITTER)
    assert len({round(p or 0, 6) for p in pauses[-3:]}) == 3, "varied: a restarted server's clients spread out"
    assert c.next_pause(100.0 + S.GIVE_UP_SECONDS + 0.1) is None, "two minutes without the table: given up"
    c.back()
    assert not c.away
    first = c.next_pause(500.0)
    assert first is not None and first <= S.BACKOFF[0] * (1 + S.JITTER), "back: the next drop starts again"
