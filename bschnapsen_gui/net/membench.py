"""The table server's memory benchmark: does it give back what short connections cost?

``python -m bschnapsen_gui.net.membench [--count 10000] [--at-once 8]`` starts one real
server process (``bauernschnapsen --serve`` on 127.0.0.1, port 0, a temporary data folder,
one table whose first seat is taken and that waits for its second person), then makes
``--count`` short connections of each kind, ``--at-once`` at a time:

- ``http``: a plain HTTP request without an Upgrade (answered 426 and closed);
- ``version``: a hello of another protocol version (refused, 4001);
- ``code``: a hello with a wrong code (refused, and once the address used up its
  attempts refused ``too_many_attempts``);
- ``token``: a comeback with the seat's valid token (welcome, and once the seat used up
  its comebacks refused ``too_many_attempts``), then a normal close.

Printed: the server's resident memory before, after each kind once idle, and at the end
after a longer idle wait, with the growth per connection.  Goal (issue 39): idle within a
few MB of where it began (before the fix: 47 MB -> 255 MB, 9.6 kB per HTTP request, 2.8 kB
per refused hello, 3 kB per comeback).  Resident memory comes from /proc on Linux, ``ps``
on macOS and the BSDs, ``tasklist`` on Windows.  Not a test: run it under ``nice``; the
machine is shared, so compare figures of one run.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Awaitable, Callable
from pathlib import Path

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from . import protocol as P
from .bench import stop_server

KINDS = ("http", "version", "code", "token")


def rss_kb(pid: int) -> int | None:
    """A process's resident memory in kB, or None where it cannot be read (no psutil: the
    program does not depend on it)."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except (OSError, ValueError):
        pass
    try:
        if sys.platform == "win32":
            out = subprocess.run(["tasklist", "/FI", f"PID eq {pid}", "/FO", "CSV", "/NH"],
                                 capture_output=True, text=True, timeout=30).stdout
            m = re.search(r'"([\d.,\s\xa0]+) K"', out)  # "12,345 K" (the separator is the locale's)
            return int(re.sub(r"\D", "", m.group(1))) if m else None
        out = subprocess.run(["ps", "-o", "rss=", "-p", str(pid)], capture_output=True, text=True,
                             timeout=30).stdout
        return int(out.strip()) if out.strip().isdigit() else None
    except (OSError, ValueError, subprocess.SubprocessError):
        return None


async def _http(host: str, port: int) -> str:
    reader, writer = await asyncio.open_connection(host, port)
    try:
        writer.write(b"GET / HTTP/1.1\r\nHost: bench\r\nConnection: close\r\n\r\n")
        await writer.drain()
        head = await asyncio.wait_for(reader.read(64), 30)
        while await asyncio.wait_for(reader.read(4096), 30):
            pass
        parts = head.split(b" ", 2)
        return parts[1].decode("ascii", "replace") if len(parts) > 1 else "closed"
    finally:
        writer.close()


async def _hello(url: str, message: dict[str, object]) -> str:
    try:
        async with connect(url, compression=None, open_timeout=30) as ws:
            await ws.send(json.dumps(message))
            got = json.loads(await asyncio.wait_for(ws.recv(), 30))
            return str(got.get("reason") or got["type"])
    except InvalidHandshake as exc:
        return type(exc).__name__
    except ConnectionClosed:
        return "closed"


async def _many(count: int, at_once: int, one: Callable[[], Awaitable[str]]) -> Counter[str]:
    outcomes: Counter[str] = Counter()
    gate = asyncio.Semaphore(at_once)

    async def run() -> None:
        async with gate:
            try:
                outcomes[await one()] += 1
            except (OSError, TimeoutError) as exc:
                outcomes[type(exc).__name__] += 1

    await asyncio.gather(*(run() for _ in range(count)))
    return outcomes


async def _idle(pid: int, least: float) -> int:
    """The server's memory once it has been idle ``least`` seconds and stopped changing."""
    await asyncio.sleep(least)
    last = rss_kb(pid) or 0
    for _ in range(20):
        await asyncio.sleep(1.0)
        now = rss_kb(pid) or 0
        if abs(now - last) < 64:
            return now
        last = now
    return last


async def _measure(url: str, code: str, pid: int, count: int, at_once: int) -> None:
    host, port = url.removeprefix("ws://").rstrip("/").rsplit(":", 1)
    token = await _hello_welcome(url, code)
    wrong = "A" * P.CODE_LENGTH if code != "A" * P.CODE_LENGTH else "C" * P.CODE_LENGTH
    makers: dict[str, Callable[[], Awaitable[str]]] = {
        "http": lambda: _http(host, int(port)),
        "version": lambda: _hello(url, {"type": "hello", "version": P.VERSION + 1, "code": code}),
        "code": lambda: _hello(url, {"type": "hello", "version": P.VERSION, "code": wrong}),
        "token": lambda: _hello(url, {"type": "hello", "version": P.VERSION, "token": token}),
    }
    start = await _idle(pid, 2.0)
    print(f"{'':10} {'connections':>11} {'RSS MB':>8} {'growth kB/conn':>15}  outcomes", flush=True)
    print(f"{'before':10} {0:11} {start / 1024:8.1f}", flush=True)
    last, total = start, 0
    for kind in KINDS:
        t0 = time.monotonic()
        outcomes = await _many(count, at_once, makers[kind])
        took = time.monotonic() - t0
        now = await _idle(pid, 2.0)
        total += count
        shown = ", ".join(f"{k} {v}" for k, v in outcomes.most_common())
        print(f"{kind:10} {count:11} {now / 1024:8.1f} {(now - last) / count:15.2f}  {shown} ({took:.0f} s)",
              flush=True)
        last = now
    end = await _idle(pid, 10.0)
    print(f"{'idle':10} {total:11} {end / 1024:8.1f} {(end - start) / total:15.2f}  "
          f"(idle minus before: {(end - start) / 1024:+.1f} MB)", flush=True)


async def _hello_welcome(url: str, code: str) -> str:
    """Seat 0's token (the table then waits for its second person: nothing is dealt)."""
    async with connect(url, compression=None) as ws:
        await ws.send(json.dumps({"type": "hello", "version": P.VERSION, "code": code, "seat": 0}))
        got = json.loads(await ws.recv())
        return str(got["token"])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bschnapsen_gui.net.membench",
                                 description="the table server's memory after many short connections")
    ap.add_argument("--count", type=int, default=10_000, help="connections of each kind (default 10000)")
    ap.add_argument("--at-once", type=int, default=8, help="connections at the same time (default 8)")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="bschnapsen-membench-") as tmp:
        flags = getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0) if sys.platform == "win32" else 0
        proc = subprocess.Popen(
            [sys.executable, "-m", "bschnapsen_gui", "--lang", "en", "--serve", "--listen", "127.0.0.1:0",
             "--data", str(Path(tmp) / "data"), "--tables", "1", "--people", "0,1", "--strength", "random",
             "--log-level", "warning"],
            stdout=subprocess.PIPE, text=True, creationflags=flags)
        try:
            assert proc.stdout is not None
            head = json.loads(proc.stdout.readline())
            asyncio.run(_measure(head["url"], head["tables"][0]["code"], proc.pid, args.count, args.at_once))
        finally:
            stop_server(proc)
    return 0


if __name__ == "__main__":
    sys.exit(main())
