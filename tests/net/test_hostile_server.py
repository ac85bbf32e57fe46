"""A hostile server against the headless client (a real process): every malformed,
oversized or impossible message ends in one line on standard error and exit status 2, no
traceback, nothing of the server's text on the terminal but plain characters."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from websockets.asyncio.server import serve as ws_serve

from .helpers import command, env
from .hostile_server import CASES, state, welcome


async def _lie(answer: str | bytes, then: list[str | bytes], ws: Any) -> None:
    await ws.recv()  # the hello
    await ws.send(answer)
    for message in then:
        await ws.send(message)
    await ws.wait_closed()


def _join_against(answer: str | bytes, then: list[str | bytes]) -> tuple[int, str, str]:
    async def run() -> tuple[int, str, str]:
        async with ws_serve(lambda ws: _lie(answer, then, ws), "127.0.0.1", 0, max_size=None) as server:
            port = next(iter(server.sockets)).getsockname()[1]
            proc = await asyncio.create_subprocess_exec(
                *command("--join", f"ws://127.0.0.1:{port}/", "--code", "AAAAAA", "--bot", "heuristic"),
                stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE, env=env())
            out, err = await asyncio.wait_for(proc.communicate(), 120)
            return proc.returncode if proc.returncode is not None else -1, out.decode(), err.decode()

    return asyncio.run(run())


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_headless_client_says_one_line_and_exits_2(case: str) -> None:
    code, out, err = _join_against(*CASES[case])
    assert (code, out) == (2, ""), err
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("bauernschnapsen: "), err
    assert "Traceback" not in err
    assert not any(ord(ch) < 32 or 0x7F <= ord(ch) < 0xA0 for ch in err.rstrip("\n")), repr(err)


def test_the_true_messages_of_the_hostile_server_are_played() -> None:
    """The cases spoil a state the client takes: unspoilt, it plays its card (the fake server
    then closes with 4006, the table closed: exit 0 with a summary)."""

    async def honest(ws: Any) -> None:
        await ws.recv()
        await ws.send(json.dumps(welcome()))
        await ws.send(json.dumps(state()))
        sent = json.loads(await ws.recv())
        assert sent["type"] == "action" and sent["action"]["seat"] == 0, sent
        await ws.close(4006)

    async def run() -> tuple[int, str, str]:
        async with ws_serve(honest, "127.0.0.1", 0) as server:
            port = next(iter(server.sockets)).getsockname()[1]
            proc = await asyncio.create_subprocess_exec(
                *command("--join", f"ws://127.0.0.1:{port}/", "--code", "AAAAAA", "--bot", "heuristic"),
                stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE, env=env())
            out, err = await asyncio.wait_for(proc.communicate(), 120)
            return proc.returncode if proc.returncode is not None else -1, out.decode(), err.decode()

    code, out, err = asyncio.run(run())
    assert code == 0 and err == "", err
    assert json.loads(out)["actions"] == 1

