"""The game's own table server (``--serve --owned``,
docs/protocol.md "A table opened from the game"):
its rules and seats from the command line, the computer's addresses in its first line, any
port when the one asked for is taken, and its standard input's ``close`` (or end) closing
the table for good: 4006 to everyone, the files removed, exit 0."""

from __future__ import annotations

import asyncio
import json
import socket
import subprocess
import time
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed

from bschnapsen_gui.engine.rules import PRESETS
from bschnapsen_gui.net import protocol as P
from bschnapsen_gui.net.client import TableClient

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


@pytest.mark.parametrize("how", ["close", "end of input"])
def test_the_opener_closes_the_table(tmp_path: Path, how: str) -> None:
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
        assert not stale.exists(), "an owned server reopens no table from before"

        async def scenario() -> tuple[dict[str, object], int | None]:
            task = asyncio.ensure_future(seated_until_closed(url, code))
            await asyncio.sleep(0.5)
            assert proc.stdin is not None
            if how == "close":
                proc.stdin.write("close\n")
                proc.stdin.flush()
            else:
                proc.stdin.close()
            return await asyncio.wait_for(task, 30)

        state, close = asyncio.run(scenario())
        assert close == P.Close.TABLE_CLOSED
        table = state["table"]
        assert isinstance(table, dict)
        assert table["strength"] == "beginner"
        assert [s["person"] for s in table["seats"]] == [True, False, True, False]
        rules = table["rules"]
        assert rules == PRESETS["traditional"].to_json()
        assert proc.wait(30) == 0
        assert not any((data / "tables").iterdir()), "a closed table's files are removed"
    finally:
        if proc.poll() is None:
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
