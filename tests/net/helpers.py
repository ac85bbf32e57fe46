"""Starting real table servers and headless clients for the tests (127.0.0.1, port 0)."""

from __future__ import annotations

import json
import os
import selectors
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest


def env(**extra: str) -> dict[str, str]:
    e = {**os.environ, "PYTHONUNBUFFERED": "1"}
    e.update(extra)
    return e


def command(*args: str) -> list[str]:
    return [sys.executable, "-m", "bschnapsen_gui", "--lang", "en", *args]


def first_line(proc: subprocess.Popen[str], timeout: float = 60.0) -> str:
    """The process's first line on standard output (fails the test if none comes)."""
    assert proc.stdout is not None
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if sel.select(0.2):
            line = proc.stdout.readline()
            if line:
                return line
            break
        if proc.poll() is not None:
            break
    err = proc.stderr.read() if proc.stderr is not None and proc.poll() is not None else ""
    pytest.fail(f"no first line from {proc.args}: {err}")


@dataclass
class Served:
    proc: subprocess.Popen[str]
    url: str
    tables: list[dict[str, str]]
    data: Path

    @property
    def code(self) -> str:
        return self.tables[0]["code"]

    def stop(self, timeout: float = 30.0) -> int:
        """SIGTERM, and the exit status (the server saves first)."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        try:
            return self.proc.wait(timeout)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
                self.proc.wait()

    def kill(self) -> None:
        self.proc.kill()
        self.proc.wait()

    def stderr(self) -> str:
        assert self.proc.stderr is not None and self.proc.poll() is not None
        return self.proc.stderr.read()


def serve(data: Path, *args: str, **extra_env: str) -> Served:
    """A table server on 127.0.0.1 with its data in ``data``.  Its log is at warning level
    unless ``args`` says otherwise: its standard error is read only once it has ended, and
    a line per refused connection would fill the pipe and stop it."""
    if "--log-level" not in args:
        args = ("--log-level", "warning", *args)
    proc = subprocess.Popen(command("--serve", "--listen", "127.0.0.1:0", "--data", str(data), *args),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env(**extra_env))
    head = json.loads(first_line(proc))
    return Served(proc, head["url"], head["tables"], data)


def join(url: str, code: str, *args: str, strength: str = "heuristic") -> subprocess.Popen[str]:
    return subprocess.Popen(command("--join", url, "--code", code, "--bot", strength, *args),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env())


def finish(proc: subprocess.Popen[str], timeout: float = 300.0) -> tuple[int, str, str]:
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        pytest.fail(f"{proc.args} did not finish: {err}")
    return proc.returncode, out, err


def records(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def rss_kb(pid: int) -> int:
    with open(f"/proc/{pid}/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


# -- a server in the test's own event loop (real sockets; for tests that need to choose the
#    tables' seeds and rules, which the command line does not offer) -------------------------

import contextlib  # noqa: E402
from collections.abc import AsyncIterator  # noqa: E402

from bschnapsen_gui.net.server import ServerOptions, TableServer, parse_proxies  # noqa: E402
from bschnapsen_gui.net.store import TableStore  # noqa: E402
from bschnapsen_gui.net.thinking import ThinkerPool  # noqa: E402


@contextlib.asynccontextmanager
async def in_process(folder: Path, *, genug_moment: float = 0.0, processes: int = 1,
                     strength: str = "heuristic", trusted_proxies: str = "") -> AsyncIterator[TableServer]:
    thinker = ThinkerPool(processes)
    store = TableStore(folder)
    server = TableServer(ServerOptions(host="127.0.0.1", port=0, data=folder, genug_moment=genug_moment,
                                       strength=strength, trusted_proxies=parse_proxies([trusted_proxies])),
                         thinker, store)
    await server.listen()
    try:
        yield server
    finally:
        await server.shutdown()
        store.close()
        thinker.stop()
