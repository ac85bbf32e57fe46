"""The wire format: every SeatView and event of played deals survives JSON; the client's
messages are read strictly."""

from __future__ import annotations

import json
import random

import pytest

from bschnapsen_gui.engine.match import Match
from bschnapsen_gui.engine.rules import PRESETS
from bschnapsen_gui.engine.view import seat_view
from bschnapsen_gui.net import protocol as P
from bschnapsen_gui.net import schema, wire


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_views_and_events_round_trip_through_json(preset: str) -> None:
    rng = random.Random(preset)
    m = Match(PRESETS[preset], seed=3)
    for _ in range(25):
        deal = m.deal
        while True:
            for seat in range(4):
                view = seat_view(deal, seat)
                text = json.dumps(wire.view_json(view))
                assert wire.view_from_json(json.loads(text)) == view
            if deal.finished:
                break
            deal.apply(rng.choice(deal.legal_actions()))
        for ev in deal.events:
            assert wire.event_from_json(json.loads(json.dumps(wire.event_json(ev)))) == ev
        m.next_deal()


@pytest.mark.parametrize("bad", [
    {"seat": 0}, {"phase": "nope"}, [], None, "x",
])
def test_a_view_that_is_not_one_is_refused(bad: object) -> None:
    with pytest.raises(wire.WireError):
        wire.view_from_json(bad)


def test_a_view_with_a_bad_card_is_refused() -> None:
    m = Match(PRESETS["standard"], seed=1)
    data = wire.view_json(seat_view(m.deal, 0))
    data["hand"] = ["H11"]
    with pytest.raises(wire.WireError):
        wire.view_from_json(data)


@pytest.mark.parametrize("text, error", [
    ("not json", P.ErrorId.MALFORMED),
    ("[1, 2]", P.ErrorId.MALFORMED),
    ('{"type": "action", "at": 1.5}', P.ErrorId.MALFORMED),
    ('{"type": "action", "at": NaN}', P.ErrorId.MALFORMED),
    ('{"type": "next", "type": "next"}', P.ErrorId.MALFORMED),
    ('{"type": 3}', P.ErrorId.BAD_FIELD),
    ("[" * 5000, P.ErrorId.TOO_DEEP),
    ('{"type": "hello", "version": ' + "[" * 9 + "]" * 9 + "}", P.ErrorId.TOO_DEEP),
    ("\udcff", P.ErrorId.MALFORMED),
])
def test_decode_refuses_what_is_not_a_message(text: str, error: P.ErrorId) -> None:
    with pytest.raises(P.ProtocolError) as exc:
        schema.decode_client(text)
    assert exc.value.error is error


def test_decode_reads_a_message_and_strings_with_brackets() -> None:
    assert schema.decode_client('{"type": "hello", "name": "[[[[[[[[[[{{{{"}') == schema.Hello(name="[[[[[[[[[[{{{{")
    with pytest.raises(P.ProtocolError):
        schema.decode_client(b'{"type": "hello"}')


def test_names_are_plain_and_capped() -> None:
    assert P.clean_name("  Anna\n\tMaria ") == "Anna Maria"
    assert P.clean_name("<b>Bob</b>\x00\u202e") == "bBob/b"
    assert P.clean_name("x" * 100) == "x" * P.MAX_NAME
    assert P.clean_name("\x00\x01 ") is None
    assert P.clean_name(5) is None
    assert P.clean_name("Ёлка Grüße") == "Ёлка Grüße"


def test_codes_and_tokens() -> None:
    codes = {P.new_code() for _ in range(200)}
    assert len(codes) > 190
    for c in codes:
        assert len(c) == P.CODE_LENGTH and set(c) <= set(P.CODE_ALPHABET)
    assert not set(P.CODE_ALPHABET) & set("0OQD1ILJ2Z5S6G8BUV")
    assert P.normal_code(" 7c-pyxk ") == "7CPYXK"
    tokens = {P.new_token() for _ in range(50)}
    assert len(tokens) == 50 and all(len(t) >= 32 for t in tokens)  # 32 bytes: 256 bits
    assert P.same_hash(P.token_hash("a"), P.token_hash("a")) and not P.same_hash(P.token_hash("a"), P.token_hash("b"))


def test_the_command_line_loads_only_the_net_options_until_they_are_used() -> None:
    """The window's start (``bauernschnapsen``) builds the parser with the net options but
    imports neither the server nor websockets nor zeroconf (docs/architecture.md)."""
    import subprocess
    import sys

    code = ("import sys, bschnapsen_gui.__main__ as m; m.build_parser(); "
            "print(sorted(k for k in sys.modules if k.split('.')[0] in ('websockets', 'zeroconf', 'ifaddr') "
            "or k.startswith('bschnapsen_gui.net')))")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert p.stdout.strip() == "['bschnapsen_gui.net', 'bschnapsen_gui.net.cli']"
