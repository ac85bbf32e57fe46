"""The table server's benchmark: action-to-all-four-seats latency and memory per table.

``python -m bschnapsen_gui.net.bench [--tables 1,200] [--pause 1.0] [--deals N]`` starts one
real server process (``bauernschnapsen --serve`` on 127.0.0.1, port 0, a temporary data
folder) per table count, seats four headless heuristic clients at each table (all in this
process, on one event loop), and plays.  Each client waits ``--pause`` seconds before it
acts, as a quick person would; the latency of an action is from the moment its client
sends it to the moment the last of the four seats holds the state with its events (one
clock: all clients are in this process).  Printed: per table count, the actions measured
and the p50, p95 and max in milliseconds, the server's resident memory, and the memory
per table (the difference between the largest and the smallest run, per table).

Goals (issue 24): p95 at most 5 ms at one table, at most 50 ms at 200 tables.  Run it
under ``nice``; the machine is shared, so compare figures of one run.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect

from ..ai import make_player
from ..engine.deal import Phase
from . import protocol as P
from . import wire


def _cpu_seconds(pid: int) -> float | None:
    """User and system time of a process so far (Linux: /proc); None elsewhere."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):  # no /proc, no os.sysconf (Windows)
        return None


def _rss_kb(pid: int) -> int | None:
    """The resident memory of a process in kB (Linux: /proc); None elsewhere."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except (OSError, ValueError):
        pass
    return None


def stop_server(proc: subprocess.Popen[str]) -> None:
    """Stop the server as its operator would, so it saves and ends its thinking processes:
    SIGTERM, on Windows Ctrl+Break to its own process group."""
    if sys.platform == "win32":
        proc.send_signal(signal.CTRL_BREAK_EVENT)
    else:
        proc.terminate()
    try:
        proc.wait(30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(30)


class Timing:
    def __init__(self) -> None:
        self.sent: dict[tuple[str, int, int], float] = {}
        self.got: dict[tuple[str, int, int], list[float]] = {}

    def latencies(self) -> list[float]:
        out = []
        for key, t0 in self.sent.items():
            got = self.got.get(key, [])
            if len(got) == 4:
                out.append((max(got) - t0) * 1000.0)
        return out


async def _seat(url: str, code: str, seat: int, deals: int, pause: float, timing: Timing, rng: random.Random,
                ready: asyncio.Event, go: asyncio.Event, joining: asyncio.Semaphore) -> None:
    player = make_player("heuristic", rng.randrange(1 << 30))
    async with joining:  # not more at once than the server lets wait for their hello
        ws = await connect(url, compression=None, max_size=1 << 20, open_timeout=60)
        await ws.send(json.dumps({"type": "hello", "version": P.VERSION, "code": code, "seat": seat}))
        welcome = json.loads(await ws.recv())
    table = str(welcome["table"])
    ready.set()
    await go.wait()
    done: set[int] = set()
    acted: set[tuple[int, int]] = set()
    try:
        async for text in ws:
            now = time.perf_counter()
            msg = json.loads(text)
            if msg["type"] != "state" or msg["deal"] is None:
                continue
            deal = msg["deal"]
            number, at = deal["number"], deal["at"]
            if msg["action"] is not None:
                timing.got.setdefault((table, number, at), []).append(now)
            v = deal["view"]
            if v["phase"] == Phase.DONE:
                if number not in done:
                    done.add(number)
                    if len(done) >= deals:
                        return
                    await ws.send('{"type":"next"}')
                continue
            if v["to_act"] != seat or (number, at) in acted:
                continue
            acted.add((number, at))
            # the pause first: while this seat decides, no other seat's message waits unread
            await asyncio.sleep(rng.uniform(0.5, 1.5) * pause if pause > 0 else 0.001)
            action = player.decide(wire.view_from_json(v))
            timing.sent[(table, number, at + 1)] = time.perf_counter()
            await ws.send(json.dumps({"type": "action", "action": action.to_json(), "deal": number, "at": at}))
    finally:
        await ws.close()


async def _play(url: str, codes: list[str], deals: int, pause: float,
                server_pid: int) -> tuple[Timing, int | None, float]:
    timing = Timing()
    rng = random.Random(1)
    go = asyncio.Event()
    readies = []
    tasks = []
    joining = asyncio.Semaphore(32)
    for code in codes:
        for seat in range(4):
            r = asyncio.Event()
            readies.append(r)
            tasks.append(asyncio.ensure_future(_seat(url, code, seat, deals, pause, timing, rng, r, go, joining)))
            await asyncio.sleep(0)
    for r, t in zip(readies, tasks):
        await asyncio.wait([asyncio.ensure_future(r.wait()), t], return_when=asyncio.FIRST_COMPLETED)
        if t.done():
            t.result()  # a seat that could not join: its error
    t0 = time.monotonic()
    go.set()
    peak: int | None = None
    while not all(t.done() for t in tasks):
        await asyncio.sleep(0.25)
        rss = _rss_kb(server_pid)
        if rss is not None:
            peak = max(peak or 0, rss)
    for t in tasks:
        t.result()
    return timing, peak, time.monotonic() - t0


def run(tables: int, deals: int, pause: float) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="bschnapsen-bench-") as tmp:
        cmd = [sys.executable, "-m", "bschnapsen_gui", "--lang", "en", "--serve", "--listen", "127.0.0.1:0",
               "--tables", str(tables), "--seed", "1", "--strength", "heuristic", "--data", str(Path(tmp) / "data")]
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        # on Windows in a process group of its own, which Ctrl+Break stops (stop_server)
        group = getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0) if sys.platform == "win32" else 0
        with open(Path(tmp) / "server.err", "wb") as err:
            proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=err, text=True, encoding="utf-8", env=env,
                                    creationflags=group)
            try:
                assert proc.stdout is not None
                head = json.loads(proc.stdout.readline())
                idle = _rss_kb(proc.pid)
                cpu0, own0 = _cpu_seconds(proc.pid), time.process_time()
                timing, peak, seconds = asyncio.run(_play(head["url"], [t["code"] for t in head["tables"]],
                                                          deals, pause, proc.pid))
                cpu1, own = _cpu_seconds(proc.pid), time.process_time() - own0
                cpu = cpu1 - cpu0 if cpu0 is not None and cpu1 is not None else None
            finally:
                stop_server(proc)
    lat = sorted(timing.latencies())
    q = statistics.quantiles(lat, n=100) if len(lat) >= 2 else [lat[0]] * 99
    return {"tables": tables, "actions": len(lat), "seconds": seconds, "p50": q[49], "p95": q[94], "max": lat[-1],
            "rss_idle_kb": idle, "rss_peak_kb": peak, "server_cpu": cpu, "clients_cpu": own}


def _figure(value: float | None, width: int, form: str) -> str:
    """A figure of the table, or "n/a" where this platform does not give it."""
    return f"{'n/a':>{width}}" if value is None else f"{value:>{width}{form}}"


def main(argv: list[str] | None = None) -> int:
    from ..resources.console import utf8_output

    utf8_output()  # Windows' pipes are not UTF-8 (resources/console.py)
    ap = argparse.ArgumentParser(prog="python -m bschnapsen_gui.net.bench", description=__doc__.split("\n")[0])
    ap.add_argument("--tables", default="1,200", help="table counts, comma-separated (default 1,200)")
    ap.add_argument("--pause", type=float, default=1.0,
                    help="seconds a client waits before it acts, on average (default 1: a quick table of "
                         "people, one action a second)")
    ap.add_argument("--deals", type=int, default=0, help="deals per table (default: 20 at one table, else 2)")
    args = ap.parse_args(argv)
    counts = [int(x) for x in args.tables.split(",")]
    results = []
    print(f"{'tables':>6} {'actions':>7} {'p50 ms':>7} {'p95 ms':>7} {'max ms':>7} {'actions/s':>9} "
          f"{'server RSS MB':>13} {'server CPU ms/action':>20} {'clients CPU ms/action':>21}", flush=True)
    for n in counts:
        deals = args.deals or (20 if n == 1 else 2)
        pause = min(args.pause, 0.05) if n == 1 else args.pause  # one table: no load to wait for
        r = run(n, deals, pause)
        results.append(r)
        rss = _figure(None if r["rss_peak_kb"] is None else r["rss_peak_kb"] / 1024, 13, ".1f")
        server_cpu = _figure(None if r["server_cpu"] is None else 1000 * r["server_cpu"] / max(1, r["actions"]),
                             20, ".2f")
        print(f"{n:>6} {r['actions']:>7} {r['p50']:>7.2f} {r['p95']:>7.2f} {r['max']:>7.2f} "
              f"{r['actions'] / r['seconds']:>9.0f} {rss} {server_cpu} "
              f"{1000 * r['clients_cpu'] / max(1, r['actions']):>21.2f}", flush=True)
    if any(r["rss_peak_kb"] is None or r["server_cpu"] is None for r in results):
        print(f"the server's memory and CPU time are not measured on this platform ({sys.platform}; "
              "they are read from Linux's /proc)")
    elif len(results) >= 2:
        lo, hi = min(results, key=lambda r: r["tables"]), max(results, key=lambda r: r["tables"])
        per = (hi["rss_peak_kb"] - lo["rss_peak_kb"]) / max(1, hi["tables"] - lo["tables"])
        per_idle = (hi["rss_idle_kb"] - lo["rss_idle_kb"]) / max(1, hi["tables"] - lo["tables"])
        print(f"memory per table: {per:.0f} kB playing (four connections and the match), {per_idle:.0f} kB "
              f"before anyone joined")
    return 0


if __name__ == "__main__":
    sys.exit(main())
