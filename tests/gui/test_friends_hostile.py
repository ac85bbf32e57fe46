"""A hostile server against the window's join path (tests/net/hostile_server.py's cases, a
real ``websockets`` server on 127.0.0.1 in a thread of the test): every case ends in words
in the player's language, with no control character in them, and the player's own game
back; never a traceback, never a window waiting for ever."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from websockets.asyncio.server import serve as ws_serve

from bschnapsen_gui.qt.app import Game
from bschnapsen_gui.qt.commands import PanelKind

from ..net.hostile_server import CASES

TIMEOUT = 60_000


@pytest.fixture
def hostile() -> Iterator[Callable[[str], int]]:
    """Start the hostile server for one case; its port.  It answers every hello (a code or,
    coming back, a token) the same way."""
    loop = asyncio.new_event_loop()
    stop = asyncio.Event()
    ports: list[int] = []
    started = threading.Event()

    def start(case: str) -> int:
        answer, then = CASES[case]

        async def lie(ws: Any) -> None:
            await ws.recv()
            await ws.send(answer)
            for message in then:
                await ws.send(message)
            await ws.wait_closed()

        async def main() -> None:
            async with ws_serve(lie, "127.0.0.1", 0, max_size=None) as server:
                ports.append(next(iter(server.sockets)).getsockname()[1])
                started.set()
                await stop.wait()

        threading.Thread(target=loop.run_until_complete, args=(main(),), daemon=True).start()
        assert started.wait(30)
        return ports[0]

    yield start
    loop.call_soon_threadsafe(stop.set)


def _plain(text: str) -> bool:
    return bool(text) and not any(ord(ch) < 32 or 0x7F <= ord(ch) < 0xA0 for ch in text)


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_window_says_so_and_gives_the_own_game_back(qtbot: Any, make_game: Callable[..., Game],
                                                       hostile: Callable[[str], int], case: str) -> None:
    port = hostile(case)
    g = make_game(persist=False, lang="de")
    g.start()
    f = g.window.friends
    f.open_dialog()
    f.join_table(f"127.0.0.1:{port}", "ACEFHK", "Boris")

    def said() -> str:
        d = f.dialog
        if f.table is None and d is not None and d.problem.isVisible() and d.problem.text():
            return d.problem.text()  # never seated: said in the dialog
        overlay = g.window.view.overlay
        if f.table is None and overlay.kind is PanelKind.NOTICE:
            return overlay.body_text  # seated, then the table is over
        return ""

    qtbot.waitUntil(lambda: said() != "", timeout=TIMEOUT)
    text = said()
    assert _plain(text), repr(text)
    assert "Tisch" in text or "Version" in text, text  # in the player's language (German)
    assert not g.controller.shared
