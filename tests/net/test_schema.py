"""net/schema.py: what its decoders refuse, and docs/protocol.md checked against it (a
message, field, event or enum value in the one and not in the other fails)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import msgspec
import pytest

from bschnapsen_gui.engine.contracts import Contract
from bschnapsen_gui.engine.deal import Phase
from bschnapsen_gui.engine.events import Reason
from bschnapsen_gui.net import protocol as P
from bschnapsen_gui.net import schema as S
from bschnapsen_gui.net import wire

from .hostile_server import state, welcome

DOC = (Path(__file__).parents[2] / "docs" / "protocol.md").read_text(encoding="utf-8")


def _section(title: str) -> str:
    start = DOC.index(title)
    end = DOC.find("\n## ", start + 1)
    return DOC[start:end if end != -1 else None]


def _tag(cls: type[msgspec.Struct]) -> str:
    tag = cls.__struct_config__.tag
    assert isinstance(tag, str)
    return tag


@pytest.mark.parametrize(("text", "error"), [
    ('{"type": "hello", "version": 1, "code": "A", "code": "B"}', P.ErrorId.MALFORMED),  # msgspec keeps the last
    ('{"type": "action", "action": {"seat": 0, "seat": 1, "play": "HA"}, "deal": 0, "at": 0}', P.ErrorId.MALFORMED),
    ('{"type": "action", "action": {"seat": 0, "play": "HA"}, "deal": 0.5, "at": 0}', P.ErrorId.MALFORMED),
    ('{"type": "action", "action": {"seat": 0, "play": "HA"}, "deal": NaN, "at": 0}', P.ErrorId.MALFORMED),
    ('{"type": "action", "action": {"seat": 0, "play": "HA"}, "deal": Infinity, "at": 0}', P.ErrorId.MALFORMED),
    ('{"type": "next"', P.ErrorId.MALFORMED),
    ("[1]", P.ErrorId.MALFORMED),
    ("[" * 100_000 + "]" * 100_000, P.ErrorId.TOO_DEEP),
    ('{"type": "hello", "version": ' + "[" * 9 + "]" * 9 + "}", P.ErrorId.TOO_DEEP),
    ('{"type": "hello", "version": [[[1]]]}', P.ErrorId.BAD_FIELD),  # within MAX_DEPTH, deeper than its type
    ('{"type": "hello", "version": ' + "9" * 5000 + "}", P.ErrorId.BAD_FIELD),  # more digits than msgspec reads
    ('{"type": "dance"}', P.ErrorId.UNKNOWN_TYPE),
    ('{"type": 3}', P.ErrorId.BAD_FIELD),
    ("{}", P.ErrorId.BAD_FIELD),
    ('{"type": "hello", "version": 1, "seat": 4, "code": "A"}', P.ErrorId.BAD_FIELD),
    ('{"type": "hello", "version": 1, "seat": true, "code": "A"}', P.ErrorId.BAD_FIELD),
    ('{"type": "hello", "version": 1, "code": "A", "colour": "red"}', P.ErrorId.BAD_FIELD),
    ('{"type": "hello", "version": 1, "token": "' + "x" * 101 + '"}', P.ErrorId.BAD_FIELD),
    ('{"type": "next", "please": true}', P.ErrorId.BAD_FIELD),
])
def test_decode_client_refuses_what_the_old_reader_refused(text: str, error: P.ErrorId) -> None:
    with pytest.raises(P.ProtocolError) as info:
        S.decode_client(text)
    assert info.value.error == error


def test_decode_client_reads_messages_and_names_the_bad_field() -> None:
    assert S.decode_client('{"type": "hello", "version": 1, "name": "[[[[[[[[[[{{{{", "code": "A"}') == S.Hello(
        version=1, code="A", name="[[[[[[[[[[{{{{")
    msg = S.decode_client('{"type": "action", "action": {"seat": 2, "play": "SK"}, "deal": 3, "at": 14}')
    assert msg == S.ActionMessage({"seat": 2, "play": "SK"}, 3, 14)
    with pytest.raises(P.ProtocolError) as info:
        S.decode_client('{"type": "action", "action": {"seat": 0, "play": "HA"}, "deal": 0, "at": "x"}')
    assert info.value.details == {"field": "at"}
    with pytest.raises(P.ProtocolError):
        S.decode_client(b'{"type": "next"}')


def test_decode_server_takes_true_messages_and_bounds_the_rest() -> None:
    assert isinstance(S.decode_server(json.dumps(state())), S.State)
    assert isinstance(S.decode_server(json.dumps({**welcome(), "motd": "new field"})), S.Welcome)  # ignored
    for bad in ('{"type": "state", "events": ' + "[" * 200_000 + "]" * 200_000 + "}", "[" * 200_000,
                json.dumps({**welcome(), "seat": 4}), json.dumps({**welcome(), "seat": 1.0}), "NaN"):
        with pytest.raises(S.BadMessage):
            S.decode_server(bad)
    with pytest.raises(wire.WireError):
        wire.own_view(state()["deal"]["view"], 1)


def test_peek_hello_reads_any_first_message() -> None:
    assert S.peek_hello('{"type": "hello", "version": 2, "colour": "red"}') == (True, 2)
    for text in ("\udcff", b"\x00", b'{"type": "hello", "version": 2}', "[" * 100_000,
                 '{"type": "hello", "x": ' + "[" * 100_000 + "}", "{"):
        assert S.peek_hello(text) == (False, None)


def test_the_version_refusal_shows_only_a_bounded_version() -> None:
    assert S.shown_version(2) == 2 and S.shown_version("2.0") == "2.0"
    assert S.shown_version(int("9" * 4000)) is None and S.shown_version("x" * 20) is None
    assert S.shown_version([1]) is None


# -- docs/protocol.md against the schema --------------------------------------------------------


def _table_types(title: str) -> set[str]:
    return set(re.findall(r"^\| `([a-z_]+)` \|", _section(title), re.M))


def test_the_docs_name_every_message_and_no_other() -> None:
    assert _table_types("## Client messages") == {_tag(c) for c in S.CLIENT_MESSAGES}
    assert _table_types("## Server messages") == {_tag(c) for c in S.SERVER_MESSAGES}
    assert {m.value for m in P.ClientType} == {_tag(c) for c in S.CLIENT_MESSAGES}
    assert {m.value for m in P.ServerType} == {_tag(c) for c in S.SERVER_MESSAGES}


def _fields(cls: type[msgspec.Struct]) -> set[str]:
    return set(cls.__struct_fields__)


def _rows(title: str) -> dict[str, str]:
    """Each message's rows of a table in docs/protocol.md, by type."""
    out: dict[str, str] = {}
    for row, kind in re.findall(r"^(\| `([a-z_]+)` \|.*)$", _section(title), re.M):
        out[kind] = out.get(kind, "") + row
    return out


def test_the_docs_show_every_field() -> None:
    rows = {**_rows("## Client messages"), **_rows("## Server messages")}
    for cls in (*S.CLIENT_MESSAGES, S.Welcome, S.Refused, S.Table, S.Rejected, S.Error):
        for name in _fields(cls):
            assert f'"{name}"' in rows[_tag(cls)], (cls.__name__, name)
    # and the other way: an example's fields are the message's (no field the schema lacks)
    by_tag = {_tag(c): c for c in (*S.CLIENT_MESSAGES, *S.SERVER_MESSAGES)}
    checked = 0
    for kind, row in rows.items():
        for example in re.findall(r"`(\{.*?\})`", row):
            try:
                data = json.loads(example)
            except ValueError:
                continue  # an example with an ellipsis for a part
            assert set(data) - {"type"} <= _fields(by_tag[kind]), (kind, example)
            checked += 1
    assert checked >= 8
    example = _section("### `state`").split("```")[1]
    assert set(json.loads(example.removeprefix("json"))) - {"type"} <= _fields(S.State)
    for cls in (S.State, S.TableInfo, S.SeatInfo, S.MatchInfo, S.DealInfo):
        for name in _fields(cls) - {"log", "actions", "history"}:  # in the words below the example
            assert f'"{name}"' in example, (cls.__name__, name)
    for name in ("log", "actions", "history"):
        assert f"`{name}`" in _section("### `state`")
    view = _section("### The seat's view").split("```")[1]
    assert set(re.findall(r'"([a-z_]+)":', view)) == _fields(S.View) | _fields(S.TrickInfo)


def test_the_docs_name_every_event_with_its_fields() -> None:
    text = _section("### `state`")
    events = text[text.index("Each is"):text.index("- `action`:")]
    said = {kind: fields for kind, fields in re.findall(r"`([a-z_]+)`(?:\s+\(([^)]*)\))?", events) if kind != "kind"}
    kinds = {_tag(c): c for c in S.EVENTS}
    assert set(said) == set(kinds) == set(wire.EVENT_KINDS)
    for kind, cls in kinds.items():
        assert set(re.findall(r"[a-z_]+", said[kind])) - {"or", "null", "for", "a", "pass"} == _fields(cls), kind


def test_the_docs_name_every_enum_value() -> None:
    refusals = _section("## Refusals, errors and close codes")
    said = set(re.findall(r"`([a-z_]+)`", refusals))
    for enum in (P.JoinRefusal, P.ErrorId):
        assert {e.value for e in enum} <= said, {e.value for e in enum} - said
    codes = {int(c) for c in re.findall(r"^\| (\d{4}) \|", refusals, re.M)}
    assert codes == {c.value for c in P.Close}
    listed = set(re.findall(r"`([a-z_]+)`", refusals.split("`error.error`")[1].split("`rejected.rule`")[0]))
    assert listed - {"next", "start", "free", "close"} == {e.value for e in P.ErrorId}
    listed = set(re.findall(r"`([a-z_]+)`", refusals.split("`refused.reason`")[1].split("`error.error`")[0]))
    assert listed - {"hello", "open"} == {e.value for e in P.JoinRefusal}
    # the values the view and the events take are the engine's enums, named in the docs by example
    assert {p.value for p in Phase} and {r.value for r in Reason} and {c.value for c in Contract}
