"""``--serve`` stops cleanly on Windows too (issue 38): there asyncio's loop takes no signal
handlers (NotImplementedError), so Ctrl+C (SIGINT) and Ctrl+Break (SIGBREAK, Windows only)
go through ``signal.signal``.  Here that path is forced: a loop without signal handlers, and
SIGUSR1 standing in for SIGBREAK."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from bschnapsen_gui.net import cli

from .helpers import env, first_line

needs_sigusr1 = pytest.mark.skipif(not hasattr(signal, "SIGUSR1"), reason="SIGUSR1 stands in for SIGBREAK")


class WindowsLikeLoop(asyncio.SelectorEventLoop):
    """An event loop that, as Windows' proactor loop, takes no signal handlers."""

    def add_signal_handler(self, sig: int, callback: object, *args: object) -> None:
        raise NotImplementedError


@needs_sigusr1
@pytest.mark.parametrize("loop_kind", ["windows", "unix"])
def test_every_stop_signal_sets_the_stop_and_the_handlers_come_back(monkeypatch: pytest.MonkeyPatch,
                                                                   loop_kind: str) -> None:
    monkeypatch.setattr(signal, "SIGBREAK", signal.SIGUSR1, raising=False)
    before = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM, signal.SIGUSR1)}
    loop = WindowsLikeLoop() if loop_kind == "windows" else asyncio.SelectorEventLoop()

    async def stopped_by(sig: int) -> None:
        stop = asyncio.Event()
        restore = cli.stop_on_signals(asyncio.get_running_loop(), stop)
        try:
            signal.raise_signal(sig)
            await asyncio.wait_for(stop.wait(), 10)
        finally:
            restore()

    try:
        for sig in before:
            loop.run_until_complete(stopped_by(sig))
    finally:
        loop.close()
    if loop_kind == "windows":  # signal.signal's handlers: the previous ones are back
        assert {s: signal.getsignal(s) for s in before} == before


SERVE_LIKE_WINDOWS = r"""
import asyncio, signal, sys
from asyncio import unix_events

def no_handlers(self, sig, callback, *args):
    raise NotImplementedError  # as Windows' proactor loop
unix_events._UnixSelectorEventLoop.add_signal_handler = no_handlers
signal.SIGBREAK = signal.SIGUSR1  # Ctrl+Break's signal, which only Windows has
from bschnapsen_gui.__main__ import main
sys.exit(main(sys.argv[1:]))
"""


@needs_sigusr1
@pytest.mark.parametrize("sig", ["SIGINT", "SIGBREAK"])
def test_the_server_saves_and_exits_0_on_ctrl_c_and_ctrl_break_without_loop_handlers(tmp_path: Path,
                                                                                      sig: str) -> None:
    data = tmp_path / "srv"
    proc = subprocess.Popen([sys.executable, "-c", SERVE_LIKE_WINDOWS, "--lang", "en", "--serve", "--listen",
                             "127.0.0.1:0", "--data", str(data)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env())
    try:
        head = json.loads(first_line(proc))
        proc.send_signal(signal.SIGINT if sig == "SIGINT" else signal.SIGUSR1)
        code = proc.wait(60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.stderr is not None
    assert code == 0, proc.stderr.read()
    table = data / "tables" / head["tables"][0]["id"]
    assert (table / "match.json").is_file() and (table / "table.json").is_file()
    assert not any(n.endswith(".tmp") for n in os.listdir(table))


@pytest.mark.parametrize("stdin", ["none", "close", "end"])
def test_an_owned_server_stops_at_close_at_the_inputs_end_and_without_an_input(
        monkeypatch: pytest.MonkeyPatch, stdin: str) -> None:
    """A windowed executable may have no standard input (None): it counts as its end, as a
    window's process that is gone does (the thread reading None died, and the server stayed)."""
    import io

    given = {"none": None, "close": io.StringIO("hello\nclose\nmore\n"), "end": io.StringIO("hello\n")}[stdin]
    monkeypatch.setattr(sys, "stdin", given)

    verdict = {"close": False}

    async def stopped() -> None:
        stop = asyncio.Event()
        cli._watch_input(asyncio.get_running_loop(), stop, verdict)
        await asyncio.wait_for(stop.wait(), 10)

    asyncio.run(stopped())
    assert verdict["close"] is (stdin == "close"), "only the word close ends the table for good"
