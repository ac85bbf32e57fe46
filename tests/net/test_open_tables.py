"""Tables opened on demand (``--serve --open-tables``) at a real server process: the opener
gets the code and its seat, friends join with it, the opener closes the table, idle tables
close by themselves, and the limits per address and overall (docs/protocol.md,
"Tables opened on demand")."""

from __future__ import annotations

import asyncio
import json
import subprocess
import time
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from bschnapsen_gui.net import protocol as P
from bschnapsen_gui.net.client import Refused, TableClient

from .helpers import Served, command, env, finish, first_line, join, serve
from .test_seats import hello

OPEN = {"people": [0, 2], "strength": "heuristic", "rules": {}}


async def _messages(ws: Any, until: str, most: int = 20) -> list[dict[str, Any]]:
    """Messages until one of type ``until`` (bounded: a server that never sends it fails)."""
    got: list[dict[str, Any]] = []
    for _ in range(most):
        got.append(json.loads(await asyncio.wait_for(ws.recv(), 10)))
        if got[-1]["type"] == until:
            return got
    raise AssertionError(f"no {until} in {got}")


async def _open_from(url: str, address: str, **fields: Any) -> tuple[dict[str, Any], int | None]:
    """One opening as a client behind the trusted proxy (127.0.0.1) that names ``address``;
    the server's first answer and, if it closed, its close code (an opened table's
    connection is closed at once, which leaves the table to its idle time)."""
    message = {"type": "hello", "version": P.VERSION, "open": OPEN, **fields}
    async with connect(url, additional_headers={"X-Forwarded-For": address}) as ws:
        await ws.send(json.dumps(message))
        first = json.loads(await asyncio.wait_for(ws.recv(), 10))
        if first["type"] == "welcome":
            return first, None
        try:
            await asyncio.wait_for(ws.recv(), 10)
        except ConnectionClosed as exc:
            return first, exc.rcvd.code if exc.rcvd else None
        return first, None


def test_a_server_opens_no_table_on_demand_unless_told(tmp_path: Path) -> None:
    served = serve(tmp_path / "srv")
    try:
        assert len(served.tables) == 1  # as before: one table of its own
        got, close = asyncio.run(hello(served.url, {"type": "hello", "version": P.VERSION, "open": OPEN}))
        assert got == [P.refused(P.JoinRefusal.NO_OPEN_TABLES)] and close == P.Close.REFUSED
    finally:
        assert served.stop() == 0


def test_the_opener_gets_the_code_friends_join_and_the_opener_closes_the_table(tmp_path: Path) -> None:
    served = serve(tmp_path / "srv", "--open-tables", "4", "--seed", "3")
    try:
        assert served.tables == []  # --open-tables: no table of its own unless --tables says
        asyncio.run(asyncio.wait_for(_open_join_close(served), 120))
    finally:
        assert served.stop() == 0


async def _open_join_close(served: Served) -> None:
    url = served.url
    opener = TableClient(url)
    welcome = await opener.open(open_table=OPEN, seat=2, name="Anna")
    code, table_id = welcome["code"], welcome["table"]
    assert welcome["seat"] == 2 and len(P.normal_code(code)) == P.CODE_LENGTH and welcome["version"] == P.VERSION
    state = await opener.recv()
    table = state["table"]
    assert table["opener"] == 2 and table["strength"] == "heuristic" and table["started"] is False
    assert [s["person"] for s in table["seats"]] == [True, False, True, False]
    saved = json.loads((served.data / "tables" / table_id / "table.json").read_text())
    assert saved["on_demand"] is True and saved["opener"] == 2 and saved["code"] == code
    # a friend joins with the code (the only person's seat left): the table starts
    friend = TableClient(url)
    assert (await friend.open(code=code, name="Berta"))["seat"] == 0
    assert friend.me.code == ""  # the code goes to the opener only
    while not (opener.state or {}).get("table", {}).get("started"):
        await opener.recv()
    # the opener's token brings the code back with the seat
    again = TableClient(url)
    back = await again.open(token=opener.token)
    assert back["seat"] == 2 and back["code"] == code
    # only the opener may close it; then every connection ends with 4006 and the files go
    await friend.send({"type": "close"})
    while True:
        msg = await friend.recv()
        if msg["type"] == "error":
            assert msg["error"] == P.ErrorId.NOT_OPENER
            break
    await again.send({"type": "close"})
    for c in (friend, again):
        try:
            while True:
                await c.recv()
        except ConnectionClosed as exc:
            assert exc.rcvd is not None and exc.rcvd.code == P.Close.TABLE_CLOSED
    end = time.monotonic() + 30
    while (served.data / "tables" / table_id).exists():  # removed once its last save is written
        assert time.monotonic() < end, "the closed table's files stay"
        await asyncio.sleep(0.05)
    got, _close = await hello(url, {"type": "hello", "version": P.VERSION, "code": code})
    assert got == [P.refused(P.JoinRefusal.WRONG_CODE)]
    got, _close = await hello(url, {"type": "hello", "version": P.VERSION, "token": opener.token})
    assert got == [P.refused(P.JoinRefusal.UNKNOWN_TOKEN)]


def test_bad_openings_are_refused_with_what_was_wrong(tmp_path: Path) -> None:
    served = serve(tmp_path / "srv", "--open-tables", "4")
    try:
        v, url = P.VERSION, served.url
        not_open = P.error(P.ErrorId.BAD_FIELD, {"field": "open"})
        bad = [({"type": "hello", "version": v, "open": {"people": []}}, not_open),
               ({"type": "hello", "version": v, "open": {"people": [4]}}, not_open),
               ({"type": "hello", "version": v, "open": {"strength": "cheater"}},
                not_open),
               ({"type": "hello", "version": v, "open": {"rules": {"no_such_rule": True}}},
                not_open),
               ({"type": "hello", "version": v, "open": {"colour": "red"}},
                not_open),
               ({"type": "hello", "version": v, "open": {}, "code": "AAAAAAAAA"},
                not_open),
               ({"type": "hello", "version": v, "open": {"people": [0, 2]}, "seat": 1},
                P.refused(P.JoinRefusal.NOT_A_PERSON_SEAT, {"seat": 1}))]
        for message, answer in bad:
            got, close = asyncio.run(hello(url, message))
            assert got == [answer], message
            assert close in (P.Close.PROTOCOL, P.Close.REFUSED)
        tables = served.data / "tables"
        assert not tables.exists() or not any(tables.iterdir())  # nothing was opened
        # a table of the server's own cannot be closed by a client: the operator's
        own = serve(tmp_path / "own", "--tables", "1", "--people", "0")
        try:
            async def try_close() -> dict[str, Any]:
                async with connect(own.url) as ws:
                    await ws.send(json.dumps({"type": "hello", "version": v, "code": own.code}))
                    await _messages(ws, "state")
                    await ws.send(json.dumps({"type": "close"}))
                    return (await _messages(ws, "error"))[-1]

            got_error = asyncio.run(try_close())
            assert got_error["error"] in (P.ErrorId.NOT_OPENER, P.ErrorId.NOT_NOW)
        finally:
            assert own.stop() == 0
    finally:
        assert served.stop() == 0


def test_one_address_holds_at_most_its_share_and_others_still_open(tmp_path: Path) -> None:
    """Behind a trusted proxy, each client address counts apart: one that holds its
    OPEN_TABLES_PER_ADDRESS tables is refused the next, another address is not; the server's
    cap refuses everyone once reached; a table closed frees its place in both counts."""
    most = P.OPEN_TABLES_PER_ADDRESS
    served = serve(tmp_path / "srv", "--open-tables", str(most + 2), "--trusted-proxy", "127.0.0.1")
    try:
        async def run() -> None:
            url = served.url
            # all at once: the count is taken before any table's saving lets another look at it
            got = await asyncio.gather(*(_open_from(url, "198.51.100.7") for _ in range(most + 2)))
            assert sum(first["type"] == "welcome" for first, _close in got) == most
            refused = [(first, close) for first, close in got if first["type"] != "welcome"]
            assert refused == [(P.refused(P.JoinRefusal.TOO_MANY_TABLES, {"most": most}), P.Close.REFUSED)] * 2
            # another address is not kept out by the first
            for _ in range(2):
                first, _close = await _open_from(url, "203.0.113.5")
                assert first["type"] == "welcome"
            # the server's own cap: full for everyone now
            first, _close = await _open_from(url, "192.0.2.99")
            assert first == P.refused(P.JoinRefusal.SERVER_FULL)

        asyncio.run(asyncio.wait_for(run(), 120))
        assert len(list((served.data / "tables").iterdir())) == most + 2
    finally:
        assert served.stop() == 0


def test_openings_are_paced_per_address(tmp_path: Path) -> None:
    """An address that opened its burst of tables, closed them and opens again waits: the
    pace (OPENINGS_BURST, then one every OPENINGS_REFILL_SECONDS) is not the count held."""
    served = serve(tmp_path / "srv", "--open-tables", "50")
    try:
        async def run() -> None:
            url = served.url
            for _ in range(P.OPENINGS_BURST):
                c = TableClient(url)
                await c.open(open_table={"people": [0]})
                await c.send({"type": "close"})
                try:
                    while True:
                        await c.recv()
                except ConnectionClosed as exc:
                    assert exc.rcvd is not None and exc.rcvd.code == P.Close.TABLE_CLOSED
            c = TableClient(url)
            try:
                await c.open(open_table={"people": [0]})
            except Refused as exc:
                assert exc.reason == P.JoinRefusal.TOO_MANY_ATTEMPTS
                assert 1 <= exc.details["retry_after"] <= P.OPENINGS_REFILL_SECONDS + 1
            else:
                raise AssertionError("an opening beyond the burst was not refused")

        asyncio.run(asyncio.wait_for(run(), 120))
    finally:
        assert served.stop() == 0


def test_an_idle_table_closes_for_good_and_a_restart_keeps_the_others(tmp_path: Path) -> None:
    """A table with no person connected for --close-idle closes (files, code and token gone);
    a table with its person connected stays, and after a restart of the server it is there
    with its code, still opened on demand (its opener gets the code again)."""
    data = tmp_path / "srv"
    served = serve(data, "--open-tables", "4", "--close-idle", "0.02")  # 1.2 seconds
    try:
        async def run() -> tuple[str, str, str]:
            url = served.url
            idle = TableClient(url)
            w = await idle.open(open_table={"people": [0, 1]})
            await idle.close()
            kept = TableClient(url)
            k = await kept.open(open_table={"people": [0, 1]}, name="Anna")
            end = time.monotonic() + 30
            while (data / "tables" / w["table"]).exists():
                assert time.monotonic() < end, "the idle table was not closed"
                await asyncio.sleep(0.1)
            got, _close = await hello(url, {"type": "hello", "version": P.VERSION, "token": idle.token})
            assert got == [P.refused(P.JoinRefusal.UNKNOWN_TOKEN)]
            assert (data / "tables" / k["table"]).exists()  # its person is there
            assert kept.token is not None
            return k["table"], k["code"], kept.token

        table_id, code, token = asyncio.run(asyncio.wait_for(run(), 60))
    finally:
        assert served.stop() == 0
    again = serve(data, "--open-tables", "4")
    try:
        async def back() -> None:
            c = TableClient(again.url)
            w = await c.open(token=token)
            assert w["table"] == table_id and w["code"] == code
            await c.close()

        asyncio.run(asyncio.wait_for(back(), 30))
    finally:
        assert again.stop() == 0


def test_the_headless_client_opens_a_table_and_another_joins_it(tmp_path: Path) -> None:
    """``--join URL --open`` prints the code as its first line; a second headless client
    joins with it and both play a deal to its end."""
    served = serve(tmp_path / "srv", "--open-tables", "2", "--seed", "5")
    try:
        opener = subprocess.Popen(command("--join", served.url, "--open", "--people", "0,1", "--strength",
                                          "heuristic", "--bot", "heuristic", "--deals", "1", "--name", "Anna"),
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env())
        head = json.loads(first_line(opener))
        assert set(head) == {"table", "code"} and len(head["code"]) == P.CODE_LENGTH
        friend = join(served.url, head["code"], "--deals", "1")
        for proc in (opener, friend):
            status, out, err = finish(proc, 240)
            assert status == 0, err
            summary = json.loads(out.strip().splitlines()[-1])
            assert summary["table"] == head["table"] and summary["deals"] == 1 and summary["rejected"] == 0
    finally:
        assert served.stop() == 0
    # a server without --open-tables: one clear line, exit 2
    plain = serve(tmp_path / "plain")
    try:
        proc = subprocess.Popen(command("--join", plain.url, "--open", "--bot", "heuristic"),
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env())
        status, out, err = finish(proc, 60)
        assert status == 2 and out == ""
        assert err.strip() == "bauernschnapsen: this server does not open tables for players"
    finally:
        assert plain.stop() == 0


def test_a_version_1_client_still_sits_down(tmp_path: Path) -> None:
    served = serve(tmp_path / "srv", "--people", "0")
    try:
        async def run() -> None:
            c = TableClient(served.url, version=1)
            w = await c.open(code=served.code)
            assert w["seat"] == 0 and "code" not in w
            await c.close()

        asyncio.run(asyncio.wait_for(run(), 30))
    finally:
        assert served.stop() == 0
