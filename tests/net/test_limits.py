"""Fair limits (issue 39): one address never keeps the others out, a valid token is never
refused for what others did, wrong codes are limited per address and in all, comebacks per
seat, ``X-Forwarded-For`` counts only from a trusted proxy, and the log names the address
and the reason but never a code or a token.  Real sockets on 127.0.0.1; the addresses
behind a trusted proxy are told by the header, as nginx would."""

from __future__ import annotations

import asyncio
import json
import re
import time
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from bschnapsen_gui.net import protocol as P
from bschnapsen_gui.net.server import JoinLimiter, client_address, parse_proxies

from .helpers import in_process, serve


async def hello(url: str, message: dict[str, Any], via: str | None = None) -> tuple[dict[str, Any], int | None]:
    """One hello (``via``: the X-Forwarded-For header sent with it); the first answer and the
    close code (None: still open, then closed by us)."""
    headers = {"X-Forwarded-For": via} if via is not None else None
    async with connect(url, compression=None, additional_headers=headers) as ws:
        await ws.send(json.dumps({"version": P.VERSION, **message, "type": "hello"}))
        got = json.loads(await asyncio.wait_for(ws.recv(), 10))
        if got["type"] == "welcome":
            return got, None
        try:
            while True:
                await asyncio.wait_for(ws.recv(), 10)
        except ConnectionClosed as exc:
            return got, exc.rcvd.code if exc.rcvd else None


def outcome(got: dict[str, Any]) -> str:
    return "welcome" if got["type"] == "welcome" else str(got.get("reason", got.get("error")))


async def silent(url: str, via: str | None) -> ClientConnection | None:
    """A connection that says nothing; None if refused before the upgrade (503)."""
    headers = {"X-Forwarded-For": via} if via is not None else None
    try:
        return await connect(url, compression=None, additional_headers=headers, open_timeout=10)
    except InvalidStatus as exc:
        assert exc.response.status_code == 503
        return None


def test_the_address_seen_is_the_clients_only_behind_a_trusted_proxy() -> None:
    proxies = parse_proxies(["127.0.0.1", "10.9.0.0/16,::1"])
    assert client_address("127.0.0.1", ["203.0.113.5"], proxies) == "203.0.113.5"
    # the right-most address that is not a proxy: what is left of it, the client wrote
    assert client_address("127.0.0.1", ["1.2.3.4, 203.0.113.5"], proxies) == "203.0.113.5"
    assert client_address("127.0.0.1", ["203.0.113.5, 10.9.1.1"], proxies) == "203.0.113.5"
    assert client_address("127.0.0.1", ["1.2.3.4", "203.0.113.5"], proxies) == "203.0.113.5"
    # from anyone else the header is ignored
    assert client_address("192.0.2.7", ["203.0.113.5"], proxies) == "192.0.2.7"
    assert client_address("192.0.2.7", ["203.0.113.5"], ()) == "192.0.2.7"
    # a long chain of trusted addresses costs no more than a short one: the proxy's own
    assert client_address("127.0.0.1", [",".join(["127.0.0.1"] * 5000)], proxies) == "127.0.0.1"
    # nothing usable: the proxy's own address; IPv6 counts by its /64
    assert client_address("127.0.0.1", ["not an address"], proxies) == "127.0.0.1"
    assert client_address("2001:db8::1", [], ()) == "2001:db8::/64"
    assert client_address("::ffff:192.0.2.7", [], ()) == "192.0.2.7"


def test_one_address_does_not_take_every_slot_before_the_hello(tmp_path: Path) -> None:
    """140 silent connections from one address (behind the trusted proxy): at most its
    share is taken, and a comeback and a new join from other addresses are seated."""

    async def run() -> None:
        async with in_process(tmp_path, trusted_proxies="127.0.0.1") as server:
            table = await server.open_table((0, 1, 2))
            got, _ = await hello(server.url, {"code": table.code, "seat": 0}, via="198.51.100.2")
            token = got["token"]
            quiet = [await silent(server.url, "198.51.100.1") for _ in range(140)]
            held = [ws for ws in quiet if ws is not None]
            assert len(held) == P.MAX_PENDING_PER_ADDRESS, len(held)
            # a second address gets slots too, but once half are taken only its busy share
            more = [await silent(server.url, "198.51.100.4") for _ in range(40)]
            held += [ws for ws in more if ws is not None]
            assert len(held) == P.MAX_PENDING_PER_ADDRESS + P.MAX_PENDING_PER_ADDRESS_BUSY, len(held)
            got, _ = await hello(server.url, {"token": token}, via="198.51.100.2")
            assert outcome(got) == "welcome" and got["seat"] == 0
            got, _ = await hello(server.url, {"code": table.code.lower()}, via="198.51.100.3")
            assert outcome(got) == "welcome" and got["seat"] == 1
            for ws in held:
                await ws.close()
            while server._pending_by:  # noqa: SLF001 - the per-address table is emptied
                await asyncio.sleep(0.05)

    asyncio.run(run())


def test_x_forwarded_for_is_ignored_from_anyone_but_the_trusted_proxy(tmp_path: Path) -> None:
    """Without --trusted-proxy, a header naming other addresses changes nothing: every
    connection counts as 127.0.0.1's, so its share of the slots is all it gets."""

    async def run() -> None:
        async with in_process(tmp_path) as server:
            await server.open_table()
            quiet = [await silent(server.url, f"198.51.100.{i}") for i in range(1, 101)]
            held = [ws for ws in quiet if ws is not None]
            assert len(held) == P.MAX_PENDING_PER_ADDRESS, len(held)
            for ws in held:
                await ws.close()

    asyncio.run(run())


def test_wrong_codes_never_keep_out_a_valid_token_and_back_off(tmp_path: Path) -> None:
    """Eleven wrong codes, then the right code: seated.  More wrong codes, until refused:
    the address waits longer with each try, and still a valid token from it is seated."""

    async def run() -> None:
        async with in_process(tmp_path) as server:
            table = await server.open_table((0, 1, 2))
            got, _ = await hello(server.url, {"code": table.code, "seat": 0})
            token = got["token"]
            wrong = "A" * P.CODE_LENGTH if table.code != "A" * P.CODE_LENGTH else "C" * P.CODE_LENGTH
            for _ in range(11):
                got, close = await hello(server.url, {"code": wrong})
                assert outcome(got) == "wrong_code" and close == P.Close.REFUSED
            got, _ = await hello(server.url, {"code": table.code})
            assert outcome(got) == "welcome" and got["seat"] == 1
            reasons = []
            for _ in range(P.JOIN_ATTEMPTS + 5):
                got, _ = await hello(server.url, {"code": wrong})
                reasons.append((outcome(got), got.get("details", {}).get("retry_after", 0)))
            refused = [wait for reason, wait in reasons if reason == "too_many_attempts"]
            assert len(refused) >= 4 and refused[-1] > refused[0], reasons  # back-off
            got, _ = await hello(server.url, {"code": table.code})
            assert outcome(got) == "too_many_attempts"  # a blocked address's code is not looked at
            got, _ = await hello(server.url, {"token": token})
            assert outcome(got) == "welcome" and got["seat"] == 0

    asyncio.run(run())


def test_wrong_codes_are_limited_in_all(tmp_path: Path) -> None:
    """One wrong code each from 150 addresses: beyond the burst of all of them together,
    refused; a valid token from yet another address is still seated."""

    async def run() -> None:
        async with in_process(tmp_path, trusted_proxies="127.0.0.1") as server:
            table = await server.open_table((0, 1, 2))
            got, _ = await hello(server.url, {"code": table.code}, via="203.0.113.1")
            token = got["token"]
            wrong = "A" * P.CODE_LENGTH if table.code != "A" * P.CODE_LENGTH else "C" * P.CODE_LENGTH
            t0 = time.monotonic()
            reasons = [outcome((await hello(server.url, {"code": wrong}, via=f"10.1.{i // 200}.{i % 200}"))[0])
                       for i in range(150)]
            most = P.CODE_GUESSES_BURST + P.CODE_GUESSES_PER_SECOND * (time.monotonic() - t0) + 1
            assert set(reasons) == {"wrong_code", "too_many_attempts"}, reasons
            assert reasons.count("wrong_code") <= most, (reasons.count("wrong_code"), most)
            got, _ = await hello(server.url, {"token": token}, via="203.0.113.9")
            assert outcome(got) == "welcome"

    asyncio.run(run())


def test_comebacks_are_limited_per_seat(tmp_path: Path) -> None:
    """A token used again and again: after its burst the seat's comebacks are refused for
    a while (each would be told to the whole table), another seat's are not."""

    async def run() -> None:
        async with in_process(tmp_path) as server:
            table = await server.open_table((0, 1, 2))
            first, _ = await hello(server.url, {"code": table.code, "seat": 0})
            other, _ = await hello(server.url, {"code": table.code, "seat": 1})
            t0 = time.monotonic()
            results = [outcome((await hello(server.url, {"token": first["token"]}))[0])
                       for _ in range(P.COMEBACK_BURST + 10)]
            most = P.COMEBACK_BURST + (time.monotonic() - t0) / P.COMEBACK_REFILL_SECONDS + 1
            assert "too_many_attempts" in results and results.count("welcome") <= most, results
            got, _ = await hello(server.url, {"token": other["token"]})
            assert outcome(got) == "welcome" and got["seat"] == 1

    asyncio.run(run())


def test_the_limiters_tables_are_bounded() -> None:
    limiter = JoinLimiter()
    for i in range(3 * JoinLimiter.MOST_ADDRESSES):
        limiter.failed(f"10.{i // 65536}.{i // 256 % 256}.{i % 256}", code=False)
    assert len(limiter) <= JoinLimiter.MOST_ADDRESSES


def test_the_log_names_address_and_reason_never_a_code_or_token(tmp_path: Path) -> None:
    """A server process at --log-level debug: wrong codes, an unknown token, a valid token,
    the right code.  Each refusal is one line with its time, level, address and reason;
    neither the codes nor the tokens sent appear."""
    served = serve(tmp_path, "--log-level", "debug", "--tables", "1", "--people", "0,1")
    secrets_sent: list[str] = [served.code]

    async def run() -> None:
        got, _ = await hello(served.url, {"code": served.code, "seat": 0})
        secrets_sent.append(got["token"])
        for wrong in ("KXWTRM9A7", "kxw trm 9a4"):
            secrets_sent.extend([wrong, wrong.upper().replace(" ", "")])
            got, _ = await hello(served.url, {"code": wrong})
            assert outcome(got) == "wrong_code"
        unknown = "Zq" * 21 + "x"
        secrets_sent.append(unknown)
        got, _ = await hello(served.url, {"token": unknown})
        assert outcome(got) == "unknown_token"
        got, _ = await hello(served.url, {"token": secrets_sent[1]})
        assert outcome(got) == "welcome"

    try:
        asyncio.run(run())
    finally:
        assert served.stop() == 0
    err = served.stderr()
    stamp = r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ"
    assert len(re.findall(stamp + r" INFO bschnapsen_gui\.net\.server: 127\.0\.0\.1: refused: wrong_code\n",
                          err)) == 2, err
    assert re.search(stamp + r" INFO bschnapsen_gui\.net\.server: 127\.0\.0\.1: refused: unknown_token\n", err), err
    assert re.search(stamp + r" DEBUG bschnapsen_gui\.net\.server: 127\.0\.0\.1: came back to seat 0", err), err
    for secret in secrets_sent:
        assert secret not in err and secret.lower() not in err, secret


def test_refused_hellos_leave_no_memory_behind(tmp_path: Path) -> None:
    """The server process collects its garbage (it ran with the collector off: 2.8 kB per
    refused hello, never given back).  3,000 refused hellos after a warm-up: the server's
    resident memory grows by far less than the 8 MB they kept before.  Linux (/proc)."""
    import sys

    import pytest

    from bschnapsen_gui.net.membench import rss_kb

    if not sys.platform.startswith("linux"):
        pytest.skip("resident memory from /proc")
    served = serve(tmp_path, "--tables", "1")

    async def refused(n: int) -> None:
        gate = asyncio.Semaphore(8)

        async def one() -> None:
            async with gate:
                got, close = await hello(served.url, {"version": P.VERSION + 1, "code": served.code})
                assert outcome(got) == "version" and close == P.Close.VERSION

        await asyncio.gather(*(one() for _ in range(n)))

    try:
        asyncio.run(refused(500))
        before = rss_kb(served.proc.pid)
        asyncio.run(refused(3000))
        after = rss_kb(served.proc.pid)
    finally:
        served.stop()
    assert before is not None and after is not None
    assert after - before < 3000, (before, after)  # kB; before the fix: about 8,400
