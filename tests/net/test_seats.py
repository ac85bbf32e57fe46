"""Seats at a real server process: drop and return, tokens, a full table, codes, versions."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import connect
from websockets.asyncio.server import serve as ws_serve
from websockets.exceptions import ConnectionClosed

from bschnapsen_gui import __version__
from bschnapsen_gui.engine.deal import Phase
from bschnapsen_gui.net import protocol as P
from bschnapsen_gui.net.client import TableClient, play

from .helpers import command, env, serve


async def hello(url: str, message: dict[str, Any]) -> tuple[list[dict[str, Any]], int | None]:
    """Send one hello; every message until the server closes, and its close code."""
    got = []
    async with connect(url) as ws:
        await ws.send(json.dumps(message))
        try:
            while True:
                got.append(json.loads(await asyncio.wait_for(ws.recv(), 10)))
        except ConnectionClosed as exc:
            return got, exc.rcvd.code if exc.rcvd else None
        except TimeoutError:
            return got, None


def test_a_dropped_person_is_played_by_the_computer_until_the_token_brings_it_back(tmp_path: Path) -> None:
    served = serve(tmp_path / "srv", "--seed", "4", "--strength", "heuristic")
    try:
        asyncio.run(asyncio.wait_for(_drop_and_return(served.url, served.code), 240))
    finally:
        assert served.stop() == 0, served.stderr()


async def _drop_and_return(url: str, code: str) -> None:
    others = [asyncio.ensure_future(play(url, code, "heuristic", seat=s, deals=2, pause=0.02)) for s in (1, 2, 3)]
    me = TableClient(url)
    await me.open(code=code, seat=0, name="Anna")
    token = me.token
    assert token is not None and len(token) >= 22  # at least 128 bits
    # play until a trick is under way, then drop in the middle of it
    while True:
        await me.recv()
        view = me.view()
        if view is None:
            continue
        if view.phase is Phase.PLAY and view.tricks and 0 < len(view.tricks[-1].cards) < 4 and view.to_act != 0:
            break
        if view.phase is Phase.DONE and me.state["table"]["seats"][0]["ready"] is False:  # type: ignore[index]
            await me.send({"type": "next"})
        elif view.to_act == 0:
            await me.act([a for a in view.legal if a.seat == 0][0])
    number = me.state["deal"]["number"]  # type: ignore[index]
    held = len(view.hand)
    await me.close()
    # another seat's token, a wrong one, or the right one for another seat: nothing
    wrong = await hello(url, {"type": "hello", "version": P.VERSION, "token": "x" * 43})
    assert wrong == ([P.refused(P.JoinRefusal.UNKNOWN_TOKEN)], P.Close.REFUSED)
    mismatched = await hello(url, {"type": "hello", "version": P.VERSION, "token": token, "seat": 1})
    assert mismatched == ([P.refused(P.JoinRefusal.UNKNOWN_TOKEN)], P.Close.REFUSED)
    # meanwhile the computer plays for seat 0: its hand gets smaller in the same deal or the
    # deal ends; the other three are told seat 0 is the computer's now
    await asyncio.sleep(1.5)
    back = TableClient(url)
    welcome = await back.open(token=token)
    assert welcome["seat"] == 0 and welcome["token"] == token
    state = await back.recv()
    assert state["type"] == "state" and "history" in state
    seats = state["table"]["seats"]
    assert seats[0]["name"] == "Anna" and seats[0]["connected"] and not seats[0]["computer"]
    view = back.view()
    assert view is not None and view.seat == 0
    assert state["deal"]["number"] > number or len(view.hand) < held or view.phase is Phase.DONE
    # the person plays on to the end of the others' deals
    deals_seen = set()
    msg = state
    while not all(t.done() for t in others):
        if msg is None:
            try:
                msg = await asyncio.wait_for(back.recv(), 30)
            except (ConnectionClosed, TimeoutError):
                break
        if msg["type"] != "state" or msg["deal"] is None:
            msg = None
            continue
        msg = None
        v = back.view()
        assert v is not None
        if v.phase is Phase.DONE:
            number = back.state["deal"]["number"]  # type: ignore[index]
            if number not in deals_seen:
                deals_seen.add(number)
                await back.send({"type": "next"})
        elif v.to_act == 0:
            await back.act([a for a in v.legal if a.seat == 0][0])
    summaries = await asyncio.gather(*others)
    assert all(s.deals == 2 and s.rejected == 0 for s in summaries)
    await back.close()


def test_joining_full_tables_codes_and_versions(tmp_path: Path) -> None:
    served = serve(tmp_path / "srv", "--tables", "2", "--people", "0,2")
    try:
        asyncio.run(asyncio.wait_for(_joining(served.url, served.tables), 120))
    finally:
        assert served.stop() == 0, served.stderr()


async def _joining(url: str, tables: list[dict[str, str]]) -> None:
    code = tables[0]["code"]
    v = P.VERSION
    # another version, newer and older: a refusal naming both, then 4001
    for other in (v + 1, P.OLDEST_VERSION - 1, "2.0"):
        got, close = await hello(url, {"type": "hello", "version": other, "code": code})
        assert got == [P.refused(P.JoinRefusal.VERSION, {"server": v, "client": other, "app": __version__})]
        assert close == P.Close.VERSION
    got, close = await hello(url, {"type": "hello", "code": code})
    assert got == [P.refused(P.JoinRefusal.VERSION, {"server": v, "client": None, "app": __version__})]
    assert close == P.Close.VERSION
    # a version of 4,000 digits is not echoed back (null); nor is a newer client's new field a bad field
    got, close = await hello(url, {"type": "hello", "version": int("9" * 4000), "code": code})
    assert got == [P.refused(P.JoinRefusal.VERSION, {"server": v, "client": None, "app": __version__})]
    got, close = await hello(url, {"type": "hello", "version": v + 1, "code": code, "colour": "red"})
    assert got == [P.refused(P.JoinRefusal.VERSION, {"server": v, "client": v + 1, "app": __version__})]
    assert close == P.Close.VERSION
    # a computer's seat, then the two seats for people, then a full table
    got, close = await hello(url, {"type": "hello", "version": v, "code": code, "seat": 1})
    assert got == [P.refused(P.JoinRefusal.NOT_A_PERSON_SEAT, {"seat": 1})] and close == P.Close.REFUSED
    first, second = TableClient(url), TableClient(url)
    assert (await first.open(code=code.lower()))["seat"] == 0  # codes are not case-sensitive
    got, close = await hello(url, {"type": "hello", "version": v, "code": code, "seat": 0})
    assert got == [P.refused(P.JoinRefusal.SEAT_TAKEN, {"seat": 0})]
    assert (await second.open(code=code, name="B\x00ob <i>"))["seat"] == 2
    state = await second.recv()
    assert state["table"]["started"] and state["table"]["seats"][2]["name"] == "Bob i"
    got, close = await hello(url, {"type": "hello", "version": v, "code": code})
    assert got == [P.refused(P.JoinRefusal.TABLE_FULL)] and close == P.Close.REFUSED
    # the other table is not full
    third = TableClient(url)
    assert (await third.open(code=tables[1]["code"]))["table"] == tables[1]["id"]
    for c in (first, second, third):
        await c.close()
    # wrong codes: refused, and after JOIN_ATTEMPTS of them from one address, refused for a while
    reasons = []
    for _ in range(P.JOIN_ATTEMPTS + 2):
        got, _close = await hello(url, {"type": "hello", "version": v, "code": "AAAAAA"})
        reasons.append(got[0]["reason"])
    n = P.JOIN_ATTEMPTS
    assert reasons[:n] == ["wrong_code"] * n and reasons[n:] == ["too_many_attempts"] * 2
    got, _close = await hello(url, {"type": "hello", "version": v, "code": tables[1]["code"]})
    assert got[0]["reason"] == "too_many_attempts" and got[0]["details"]["retry_after"] >= 1


def test_the_headless_client_names_both_versions_when_refused(tmp_path: Path) -> None:
    """A client meeting a server of a newer protocol (a stand-in server on a real socket that
    answers as one would) says so in one line and exits 2."""

    async def newer(ws: Any) -> None:
        await ws.recv()
        await ws.send(json.dumps(P.refused(P.JoinRefusal.VERSION, {"server": P.VERSION + 1, "client": P.VERSION})))
        await ws.close(P.Close.VERSION)

    async def run() -> tuple[int, str, str]:
        async with ws_serve(newer, "127.0.0.1", 0) as server:
            port = next(iter(server.sockets)).getsockname()[1]
            proc = await asyncio.create_subprocess_exec(
                *command("--join", f"ws://127.0.0.1:{port}/", "--code", "AAAAAA", "--bot", "heuristic"),
                stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE, env=env())
            out, err = await asyncio.wait_for(proc.communicate(), 60)
            return proc.returncode or 0, out.decode(), err.decode()

    code, out, err = asyncio.run(run())
    assert code == 2 and out == ""
    v = P.VERSION
    assert err.strip() == f"bauernschnapsen: the server speaks protocol version {v + 1}, this client {v}"


def test_refused_and_unreachable_joins_are_one_line(tmp_path: Path) -> None:
    served = serve(tmp_path / "srv")
    try:
        import subprocess

        p = subprocess.run(command("--join", served.url, "--code", "AAAAAA", "--bot", "random"),
                           capture_output=True, text=True, env=env(), timeout=60)
        assert p.returncode == 2 and p.stderr.strip() == "bauernschnapsen: no table has this code"
    finally:
        assert served.stop() == 0
    p = subprocess.run(command("--join", served.url, "--code", "AAAAAA", "--bot", "random"),
                       capture_output=True, text=True, env=env(), timeout=60)
    assert p.returncode == 2 and p.stderr.startswith(f"bauernschnapsen: cannot play at {served.url}: ")
    assert len(p.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("args, words", [
    (["--join", "ws://127.0.0.1:1/"], "--join needs --bot and either --code or --open"),
    (["--serve", "--listen", "nowhere"], "--listen must look like HOST:PORT"),
    (["--serve", "--people", "5"], "--people must be seats 0-3"),
    (["--serve", "--cert", "c.pem"], "--cert and --key go together"),
    (["--serve", "--join", "ws://x/", "--code", "A", "--bot", "random"], "--serve and --join cannot be combined"),
    (["--deals", "2"], "--deals needs --smoke-test or --join"),
    (["--serve", "--trusted-proxy", "10.0.0.1,nginx"], "--trusted-proxy: nginx is not an address or a network"),
    (["--serve", "--log-level", "loud"], "--log-level"),
])
def test_command_line_mistakes(args: list[str], words: str) -> None:
    import subprocess

    p = subprocess.run(command(*args), capture_output=True, text=True, env=env(), timeout=60)
    assert p.returncode == 2 and words in p.stderr and "Traceback" not in p.stderr


def test_a_person_who_leaves_is_told_apart_from_one_who_drops(tmp_path: Path) -> None:
    served = serve(tmp_path / "srv", "--people", "0,1,2", "--strength", "heuristic")
    try:
        asyncio.run(asyncio.wait_for(_leave_and_drop(served.url, served.code), 120))
    finally:
        assert served.stop() == 0, served.stderr()


async def _leave_and_drop(url: str, code: str) -> None:
    watcher, leaver, dropper = TableClient(url), TableClient(url), TableClient(url)
    await watcher.open(code=code, seat=0, name="Anna")
    await leaver.open(code=code, seat=1, name="Bert")
    await dropper.open(code=code, seat=2, name="Cleo")

    async def seats_when(ok: Any) -> list[dict[str, Any]]:
        while True:
            msg = await watcher.recv()
            if "table" in msg and ok(msg["table"]["seats"]):
                return list(msg["table"]["seats"])

    seats = await seats_when(lambda s: all(x["connected"] for x in s[:3]))
    assert not any(x["left"] for x in seats)
    await leaver.close()  # Leave the table: a normal close
    seats = await seats_when(lambda s: not s[1]["connected"])
    assert seats[1]["left"] and seats[1]["computer"] and seats[1]["name"] == "Bert"
    assert dropper.ws is not None
    dropper.ws.transport.abort()  # the network goes: no close frame
    seats = await seats_when(lambda s: not s[2]["connected"])
    assert not seats[2]["left"] and seats[2]["computer"] and seats[1]["left"]
    # whoever left comes back with the token like anyone else
    back = TableClient(url)
    assert leaver.token is not None
    assert (await back.open(token=leaver.token))["seat"] == 1
    seats = await seats_when(lambda s: s[1]["connected"])
    assert not seats[1]["left"] and not seats[1]["computer"]
    await back.close()
    await watcher.close()
