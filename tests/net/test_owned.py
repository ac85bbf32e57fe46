"""The game's own table server (``--serve --owned``,
docs/protocol.md "A table opened from the game"):
its rules and seats from the command line, the computer's addresses in its first line, any
port when the one asked for is taken; its standard input's ``close`` closing the table for
good (4006 to everyone, the files removed, exit 0), and ``keep``, the input's end or SIGTERM
keeping it (4008, the files stay) for ``--reopen``: the same code, seats, tokens and score."""

from __future__ import annotations

import asyncio
import json
import signal
import socket
import subprocess
import time
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed

from bschnapsen_gui.engine.rules import PRESETS
from bschnapsen_gui.net import protocol as P
from bschnapsen_gui.net.client import Refused, TableClient

from .helpers import command, env, first_line


def owned(data: Path, *args: str, port: int = 0) -> tuple[subprocess.Popen[str], dict[str, object]]:
    proc = subprocess.Popen(command("--serve", "--owned", "--listen", f"127.0.0.1:{port}", "--data", str(data),
                                    *args),
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env())
    return proc, json.loads(first_line(proc))


async def seated_until_closed(url: str, code: str) -> tuple[dict[str, object], int | None]:
    client = TableClient(url)
    await client.open(code=code, seat=0, name="Anna")
    first = await client.recv()
    try:
        while True:
            await client.recv()
    except ConnectionClosed as exc:
        return first, exc.rcvd.code if exc.rcvd is not None else None


@pytest.mark.parametrize("how", ["close", "keep", "end of input", "SIGTERM"])
def test_the_opener_closes_or_keeps_the_table(tmp_path: Path, how: str) -> None:
    data = tmp_path / "table"
    stale = data / "tables" / "0badcafe"
    stale.mkdir(parents=True)
    (stale / "table.json").write_text("{}", encoding="utf-8")
    with socket.socket() as taken:  # a port the system gave someone else: the server takes another
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        busy = taken.getsockname()[1]
        proc, head = owned(data, "--people", "0,2", "--rules", "traditional", "--strength", "beginner", port=busy)
    try:
        url = str(head["url"])
        assert not url.endswith(f":{busy}/")
        assert head["addresses"] == [url.removeprefix("ws://").rstrip("/")]
        tables = head["tables"]
        assert isinstance(tables, list) and len(tables) == 1
        code = tables[0]["code"]
        assert not stale.exists(), "a new owned table replaces the one kept before"

        async def scenario() -> tuple[dict[str, object], int | None]:
            task = asyncio.ensure_future(seated_until_closed(url, code))
            await asyncio.sleep(0.5)
            assert proc.stdin is not None
            if how in ("close", "keep"):
                proc.stdin.write(f"{how}\n")
                proc.stdin.flush()
            elif how == "SIGTERM":
                proc.send_signal(signal.SIGTERM)
            else:
                proc.stdin.close()
            return await asyncio.wait_for(task, 30)

        state, close = asyncio.run(scenario())
        table = state["table"]
        assert isinstance(table, dict)
        assert table["strength"] == "beginner"
        assert table["opener"] == 0
        assert [s["person"] for s in table["seats"]] == [True, False, True, False]
        rules = table["rules"]
        assert rules == PRESETS["traditional"].to_json()
        assert proc.wait(30) == 0
        if how == "close":
            assert close == P.Close.TABLE_CLOSED
            assert not any((data / "tables").iterdir()), "a closed table's files are removed"
        else:
            assert close == P.Close.TABLE_KEPT
            assert [p.name for p in (data / "tables").iterdir()] == [table["id"]], "a kept table's files stay"
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_a_kept_table_is_opened_again_as_it_was(tmp_path: Path) -> None:
    """Kept mid-deal (the window killed: its input ends), reopened with ``--reopen`` on the
    port it had: the same code and deal, the opener's token brings it back to seat 0, a
    friend's token to its seat, and the computers sat in meanwhile."""
    data = tmp_path / "table"
    proc, head = owned(data, "--people", "0,2", "--strength", "random", "--seed", "7")
    url, code = str(head["url"]), head["tables"][0]["code"]  # type: ignore[index]
    port = int(url.rsplit(":", 1)[1].strip("/"))

    async def sit() -> tuple[str, str, dict[str, object]]:
        anna, bernd = TableClient(url), TableClient(url)
        welcome_a = await anna.open(code=code, seat=0, name="Anna")
        await bernd.open(code=code, seat=2, name="Bernd")
        state: dict[str, object] = {}
        while state.get("deal") is None:  # the table began: both people's seats are taken
            state = await asyncio.wait_for(anna.recv(), 30)
        token_b = bernd.token
        await anna.close()
        await bernd.close()
        assert token_b is not None
        return str(welcome_a["token"]), token_b, state

    try:
        token_a, token_b, before = asyncio.run(sit())
        assert proc.stdin is not None
        proc.stdin.close()  # the window's process is gone
        assert proc.wait(30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    proc, head = owned(data, "--reopen", "--strength", "random", port=port)
    try:
        assert head["url"] == url and head["tables"][0]["code"] == code  # type: ignore[index]

        async def back() -> None:
            anna, bernd = TableClient(url), TableClient(url)
            assert (await anna.open(token=token_a))["seat"] == 0
            got = await anna.recv()
            assert got["deal"]["number"] == before["deal"]["number"]  # type: ignore[index]
            assert got["deal"]["at"] >= before["deal"]["at"]  # type: ignore[index]
            assert got["table"]["seats"][0]["name"] == "Anna"
            assert got["table"]["seats"][2]["name"] == "Bernd"
            assert got["table"]["seats"][2]["computer"] is True
            assert (await bernd.open(token=token_b))["seat"] == 2
            await anna.close()
            await bernd.close()

        asyncio.run(back())
        proc.stdin.write("close\n")  # type: ignore[union-attr]
        proc.stdin.flush()  # type: ignore[union-attr]
        assert proc.wait(30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_leave_gives_the_seat_up_and_the_opener_frees_seats(tmp_path: Path) -> None:
    """``leave`` ends the token (4007) and frees the seat for the code; ``free`` from the
    opener does the same to another's seat; from anyone else it is ``not_opener``."""
    proc, head = owned(tmp_path / "table", "--people", "0,1,2", "--strength", "random")
    url, code = str(head["url"]), head["tables"][0]["code"]  # type: ignore[index]

    async def closed_code(client: TableClient) -> int | None:
        try:
            while True:
                await client.recv()
        except ConnectionClosed as exc:
            return exc.rcvd.code if exc.rcvd is not None else None

    async def scenario() -> None:
        anna, bernd, carla = TableClient(url), TableClient(url), TableClient(url)
        await anna.open(code=code, seat=0, name="Anna")
        await bernd.open(code=code, seat=2, name="Bernd")
        await carla.open(code=code, seat=1, name="Carla")
        token_b, token_c = bernd.token, carla.token
        await carla.send({"type": "free", "seat": 2})  # not the opener
        while (msg := await carla.recv())["type"] != "error":
            pass
        assert msg["error"] == "not_opener"
        await anna.send({"type": "free", "seat": 3})  # the computer's
        while (msg := await anna.recv())["type"] != "error":
            pass
        assert msg["error"] == "not_now"
        await bernd.send({"type": "leave"})
        assert await closed_code(bernd) == P.Close.SEAT_ENDED
        await anna.send({"type": "free", "seat": 1})
        assert await closed_code(carla) == P.Close.SEAT_ENDED
        while True:
            msg = await anna.recv()
            seats = msg["table"]["seats"]
            if not seats[1]["taken"] and not seats[2]["taken"]:
                break
        assert seats[2]["name"] is None and seats[2]["computer"] is True
        for token in (token_b, token_c):
            gone = TableClient(url)
            with pytest.raises(Refused) as refused:
                await gone.open(token=token)
            assert refused.value.reason == "unknown_token"
        dora = TableClient(url)
        assert (await dora.open(code=code, seat=2, name="Dora"))["seat"] == 2
        await dora.close()
        await anna.close()

    try:
        asyncio.run(scenario())
    finally:
        proc.kill()
        proc.wait()


def test_bad_rules_are_refused(tmp_path: Path) -> None:
    proc = subprocess.run(command("--serve", "--listen", "127.0.0.1:0", "--data", str(tmp_path), "--rules",
                                  '{"no_such_option": 1}'), capture_output=True, text=True, env=env(), timeout=60)
    assert proc.returncode == 2 and "--rules" in proc.stderr


def test_a_headless_client_ends_when_the_opener_closes_the_table(tmp_path: Path) -> None:
    """4006 is the table's end, not a restart: the client prints its summary and exits 0."""
    proc, head = owned(tmp_path / "table", "--people", "0", "--strength", "random")
    record = tmp_path / "got.jsonl"
    tables = head["tables"]
    assert isinstance(tables, list)
    bot = subprocess.Popen(command("--join", str(head["url"]), "--code", tables[0]["code"], "--bot", "random",
                                   "--deals", "500", "--record", str(record)),
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env())
    try:
        deadline = time.monotonic() + 60
        while not (record.exists() and record.read_text(encoding="utf-8").count("\n") >= 3):
            assert time.monotonic() < deadline and bot.poll() is None, "the client never sat down"
            time.sleep(0.05)
        assert proc.stdin is not None
        proc.stdin.write("close\n")
        proc.stdin.flush()
        out, err = bot.communicate(timeout=30)
        assert bot.returncode == 0, err
        assert json.loads(out.splitlines()[-1])["seat"] == 0
        assert proc.wait(30) == 0
    finally:
        for p in (proc, bot):
            if p.poll() is None:
                p.kill()
                p.wait()
