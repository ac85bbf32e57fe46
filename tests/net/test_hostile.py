"""Hostile clients at a real server process: every one is answered or closed, the other
tables play on, and the server's memory stays bounded."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from bschnapsen_gui.engine.deal import Phase
from bschnapsen_gui.net import protocol as P
from bschnapsen_gui.net.client import TableClient, play

from .helpers import rss_kb, serve


async def expect(ws: ClientConnection | TableClient, kind: str, timeout: float = 10) -> dict[str, Any]:
    """The next message of ``kind`` (state and table messages in between are skipped)."""
    while True:
        raw = await asyncio.wait_for(ws.recv(), timeout)
        msg = raw if isinstance(raw, dict) else json.loads(raw)
        if msg["type"] == kind:
            return msg
        assert msg["type"] in ("state", "table"), msg


async def closed_with(ws: ClientConnection, timeout: float = 15) -> int | None:
    try:
        while True:
            await asyncio.wait_for(ws.recv(), timeout)
    except ConnectionClosed as exc:
        return exc.rcvd.code if exc.rcvd else None


async def joined(url: str, code: str, seat: int) -> ClientConnection:
    ws = await connect(url, compression=None)
    await ws.send(json.dumps({"type": "hello", "version": P.VERSION, "code": code, "seat": seat}))
    assert json.loads(await ws.recv())["type"] == "welcome"
    return ws


async def raw_tcp(port: int, data: bytes, wait: float) -> float:
    """Send ``data`` over plain TCP, then wait for the server to close; seconds it took."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    t0 = time.monotonic()
    writer.write(data)
    await writer.drain()
    try:
        while await asyncio.wait_for(reader.read(4096), wait):
            pass
    finally:
        writer.close()
    return time.monotonic() - t0


async def hostile_seat(url: str, code: str) -> None:
    """Seat 0 of table A: everything wrong a seated client can send, then it plays properly."""
    c = TableClient(url)
    await c.open(code=code, seat=0)
    ws = c.ws
    assert ws is not None
    while c.state is None or c.state["deal"] is None:
        await c.recv()
    sends = [
        ("not json at all", "malformed"),
        ("[" * 50 + "]" * 50, "too_deep"),
        (json.dumps({"type": "action", "action": "HA", "deal": "x", "at": 0}), "bad_field"),
        (json.dumps({"type": "action", "action": {"seat": 0, "play": "HA"}, "deal": 0, "at": -1.5}), "malformed"),
        (json.dumps({"type": "action", "action": {"seat": 0, "play": "HZ"}, "deal": 0, "at": 0}), "bad_field"),
        (json.dumps({"type": "action", "action": {"seat": 1, "play": "HA"}, "deal": 0, "at": 0}), "not_your_seat"),
        (json.dumps({"type": "dance"}), "unknown_type"),
        (json.dumps({"type": "hello", "version": 1, "code": code}), "hello_again"),
        (json.dumps({"type": "next"}), "not_now"),
        (json.dumps({"type": "start"}), "not_now"),
        (json.dumps([1, 2]), "malformed"),
    ]
    for text, error in sends:
        await ws.send(text)
        got = await expect(c, "error")
        assert got["error"] == error, (text, got)
    # out of turn and a replayed old action
    acted_at: dict[str, Any] | None = None
    while True:
        view = c.view()
        assert view is not None
        deal = c.state["deal"]  # type: ignore[index]
        if view.phase is Phase.DONE:
            await c.send({"type": "next"})
        elif view.to_act != 0 and acted_at is None and view.hand:
            await c.send({"type": "action", "action": {"seat": 0, "play": str(view.hand[0])},
                          "deal": deal["number"], "at": deal["at"]})
            got = await expect(c, "rejected")
            assert got["rule"] in ("not_your_turn", "wrong_phase"), got
        elif view.to_act == 0:
            action = [a for a in view.legal if a.seat == 0][0]
            msg = {"type": "action", "action": action.to_json(), "deal": deal["number"], "at": deal["at"]}
            await c.send(msg)
            if acted_at is not None:
                break
            acted_at = msg
            await c.recv()
            await c.send(acted_at)  # again: the moment has passed
            got = await expect(c, "error")
            assert got["error"] == "stale" and got["details"]["at"] > acted_at["at"], got
            continue
        await c.recv()
    # a binary frame closes (1003); the computer plays on for seat 0
    await ws.send(b"\x00\x01")
    assert await closed_with(ws) == P.Close.UNSUPPORTED


async def storm(url: str, port: int, codes: list[str], server_pid: int) -> dict[str, Any]:
    out: dict[str, Any] = {}
    # random bytes, a slow handshake: closed
    out["bytes"] = await raw_tcp(port, bytes(range(256)) * 8, 15)
    out["slow"] = await raw_tcp(port, b"GET / HTTP/1.1\r\nHost: x\r\n", 15)
    # not a hello first: an error, then 1002
    ws = await connect(url)
    await ws.send(json.dumps({"type": "action"}))
    assert json.loads(await ws.recv())["error"] == "hello_first"
    out["not_hello"] = await closed_with(ws)
    # silence after the handshake: closed after the hello time (4005)
    ws = await connect(url)
    t0 = time.monotonic()
    out["silent"] = (await closed_with(ws), time.monotonic() - t0)
    # a huge frame: 1009
    ws = await joined(url, codes[2], 0)
    await ws.send(json.dumps({"type": "action", "pad": "x" * 10_000}))
    out["huge"] = await closed_with(ws)
    # a flood: 1008
    ws = await joined(url, codes[2], 1)
    for _ in range(300):
        try:
            await ws.send(json.dumps({"type": "next"}))
        except ConnectionClosed:
            break
    out["flood"] = await closed_with(ws)
    # 1,000 connections that never say hello: each refused (503) or closed (4005)
    before = rss_kb(server_pid)
    peak = before

    async def one() -> str:
        try:
            c = await connect(url, open_timeout=30, compression=None)
        except InvalidStatus as exc:
            return str(exc.response.status_code)
        except OSError:
            return "refused"
        code = await closed_with(c, 30)
        return str(code)

    tasks = [asyncio.ensure_future(one()) for _ in range(1000)]
    while not all(t.done() for t in tasks):
        await asyncio.sleep(0.2)
        peak = max(peak, rss_kb(server_pid))
    results = [t.result() for t in tasks]
    out["thousand"] = {r: results.count(r) for r in set(results)}
    out["rss"] = (before, peak, rss_kb(server_pid))
    return out


def test_hostile_clients_are_answered_or_closed_and_the_other_tables_play_on(tmp_path: Path) -> None:
    served = serve(tmp_path / "srv", "--tables", "3", "--strength", "heuristic", "--seed", "2")
    port = int(served.url.rsplit(":", 1)[1].strip("/"))
    codes = [t["code"] for t in served.tables]

    async def run() -> tuple[dict[str, Any], list[Any], list[Any]]:
        # table B: four clients play three deals all along
        b = [asyncio.ensure_future(play(served.url, codes[1], "heuristic", seat=s, deals=3, pause=0.05))
             for s in range(4)]
        # table A: a hostile seat 0 among three clients
        a = [asyncio.ensure_future(play(served.url, codes[0], "heuristic", seat=s, deals=2, pause=0.01))
             for s in (1, 2, 3)]
        await hostile_seat(served.url, codes[0])
        out = await storm(served.url, port, codes, served.proc.pid)
        return out, list(await asyncio.wait_for(asyncio.gather(*b), 120)), list(
            await asyncio.wait_for(asyncio.gather(*a), 120))

    try:
        out, at_b, at_a = asyncio.run(asyncio.wait_for(run(), 300))
        # the server is alive and takes a newcomer at the end
        async def still() -> str:
            c = TableClient(served.url)
            msg = await c.open(code=codes[2], seat=2)
            await c.close()
            return str(msg["type"])

        assert asyncio.run(still()) == "welcome"
    finally:
        status = served.stop()
    err = served.stderr()
    assert status == 0, err
    print(out)
    assert out["bytes"] < 10 and out["slow"] < 10, out
    assert out["not_hello"] == P.Close.PROTOCOL
    assert out["silent"][0] == P.Close.HELLO_TIMEOUT and P.HELLO_SECONDS - 1 < out["silent"][1] < P.HELLO_SECONDS + 5
    assert out["huge"] == P.Close.TOO_BIG and out["flood"] == P.Close.POLICY, out
    thousand = out["thousand"]
    assert set(thousand) <= {"503", str(int(P.Close.HELLO_TIMEOUT))} and sum(thousand.values()) == 1000, thousand
    before, peak, _after = out["rss"]
    assert peak - before < 60_000, out["rss"]  # kB
    assert all(s.deals == 3 and s.rejected == 0 for s in at_b), at_b
    assert all(s.deals == 2 for s in at_a), at_a
    assert "Traceback" not in err, err
