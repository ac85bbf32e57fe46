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

``--nginx [--tables 400] [--processes 2] [--runs N]`` (issue 41) plays the same tables
straight at one process and, shared out evenly, at ``--processes`` processes behind a private
nginx with the shipped routing and TLS (:mod:`.nginx`; the clients trust its certificate),
the two setups in turn ``--runs`` times; per run the figures above, nginx's memory and CPU
time, and how many cores the rest of the machine kept busy meanwhile; then the medians and
the ratios (through nginx / straight).  Memory per table: the servers' peak less what a
process with one idle table takes, per table.  Goal: p95 at most 50 ms at 400 tables.  The
tables are the servers' own (``--tables``), not opened on demand: openings are limited to
one a second (after a burst of 60) and eight per address, which would make the start take
minutes and need fifty client addresses.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import signal
import ssl
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
                ready: asyncio.Event, go: asyncio.Event, joining: asyncio.Semaphore,
                context: ssl.SSLContext | None) -> None:
    player = make_player("heuristic", rng.randrange(1 << 30))
    async with joining:  # not more at once than the server lets wait for their hello
        ws = await connect(url, compression=None, max_size=1 << 20, open_timeout=60,
                           ssl=context if url.startswith("wss:") else None)
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


async def _play(tables: list[tuple[str, str]], deals: int, pause: float, pids: list[int],
                context: ssl.SSLContext | None = None) -> tuple[Timing, int | None, float]:
    """Four seats at each table (its URL and code) play; the timing, the peak of the
    processes' (``pids``) resident memory together, and the seconds of play."""
    timing = Timing()
    rng = random.Random(1)
    go = asyncio.Event()
    readies = []
    tasks = []
    joining = asyncio.Semaphore(32)
    for url, code in tables:
        for seat in range(4):
            r = asyncio.Event()
            readies.append(r)
            tasks.append(asyncio.ensure_future(_seat(url, code, seat, deals, pause, timing, rng, r, go, joining,
                                                     context)))
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
        rss = _total_rss_kb(pids)
        if rss is not None:
            peak = max(peak or 0, rss)
    for t in tasks:
        t.result()
    return timing, peak, time.monotonic() - t0


def _machine_cpu_seconds() -> float | None:
    """CPU time the whole machine spent busy so far, all cores (Linux: /proc/stat)."""
    try:
        with open("/proc/stat", encoding="ascii") as f:
            fields = [int(x) for x in f.readline().split()[1:]]
        idle = fields[3] + fields[4]  # idle and iowait
        return (sum(fields[:8]) - idle) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):
        return None


def _total_rss_kb(pids: list[int]) -> int | None:
    """The processes' resident memory together (None where it is not measured)."""
    each = [_rss_kb(pid) for pid in pids]
    return None if any(r is None for r in each) else sum(r for r in each if r is not None)


def _total_cpu_seconds(pids: list[int]) -> float | None:
    each = [_cpu_seconds(pid) for pid in pids]
    return None if any(c is None for c in each) else sum(c for c in each if c is not None)


def _start_server(folder: Path, tables: int, *args: str) -> tuple[subprocess.Popen[str], dict[str, Any]]:
    """A table server on 127.0.0.1 (port 0 unless ``args`` say otherwise) with its data in
    ``folder``; the process and its first line.  Its log goes to ``folder``/server.err."""
    cmd = [sys.executable, "-m", "bschnapsen_gui", "--lang", "en", "--serve", "--listen", "127.0.0.1:0",
           "--tables", str(tables), "--seed", "1", "--strength", "heuristic", "--data", str(folder / "data"), *args]
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    # on Windows in a process group of its own, which Ctrl+Break stops (stop_server)
    group = getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0) if sys.platform == "win32" else 0
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / "server.err", "wb") as err:
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=err, text=True, encoding="utf-8", env=env,
                                creationflags=group)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    if not line:
        stop_server(proc)
        raise RuntimeError(f"the server did not start: {(folder / 'server.err').read_text(errors='replace')}")
    return proc, json.loads(line)


def run(tables: int, deals: int, pause: float, *, processes: int = 1, proxy: bool = False) -> dict[str, Any]:
    """Play ``tables`` tables at ``processes`` server processes (the tables shared out
    evenly), straight to the servers, or with ``proxy`` through nginx with the shipped
    routing and TLS (:mod:`.nginx`, one path per process); the figures."""
    from . import nginx

    with tempfile.TemporaryDirectory(prefix="bschnapsen-bench-") as tmp, contextlib.ExitStack() as stack:
        folder = Path(tmp)
        trust = ["--trusted-proxy", nginx.PROXY_ADDRESS] if proxy else []
        procs: list[subprocess.Popen[str]] = []
        heads: list[dict[str, Any]] = []
        for i in range(processes):
            proc, head = _start_server(folder / f"t{i + 1}", tables // processes + (i < tables % processes), *trust)
            stack.callback(stop_server, proc)
            procs.append(proc)
            heads.append(head)
        pids = [p.pid for p in procs]
        context: ssl.SSLContext | None = None
        proxy_pids: list[int] = []
        if proxy:
            cert, key = nginx.make_certificate(folder / "tls")
            # each seat takes two of nginx's connections, and one worker holds them all
            server = nginx.Nginx(folder / "nginx", {f"t{i + 1}": int(h["url"].rsplit(":", 1)[1].strip("/"))
                                                    for i, h in enumerate(heads)},
                                 cert, key, workers=1, connections=8 * tables + 256)
            server.start()
            stack.callback(server.stop)
            proxy_pids = server.pids()
            context = ssl.create_default_context(cafile=str(cert))
            urls = [server.url(f"t{i + 1}") for i in range(processes)]
        else:
            urls = [h["url"] for h in heads]
        seats = [(url, t["code"]) for url, h in zip(urls, heads) for t in h["tables"]]
        idle = _total_rss_kb(pids)
        cpu0, proxy_cpu0, own0 = _total_cpu_seconds(pids), _total_cpu_seconds(proxy_pids), time.process_time()
        machine0 = _machine_cpu_seconds()
        timing, peak, seconds = asyncio.run(_play(seats, deals, pause, pids, context))
        cpu1, proxy_cpu1, own = _total_cpu_seconds(pids), _total_cpu_seconds(proxy_pids), time.process_time() - own0
        machine1 = _machine_cpu_seconds()
        proxy_rss = _total_rss_kb(proxy_pids) if proxy else None
        cpu = cpu1 - cpu0 if cpu0 is not None and cpu1 is not None else None
        proxy_cpu = proxy_cpu1 - proxy_cpu0 if proxy_cpu0 is not None and proxy_cpu1 is not None else None
    lat = sorted(timing.latencies())
    q = statistics.quantiles(lat, n=100) if len(lat) >= 2 else [lat[0]] * 99
    return {"tables": tables, "actions": len(lat), "seconds": seconds, "p50": q[49], "p95": q[94], "max": lat[-1],
            "rss_idle_kb": idle, "rss_peak_kb": peak, "server_cpu": cpu, "clients_cpu": own,
            "proxy_rss_kb": proxy_rss, "proxy_cpu": proxy_cpu if proxy else None,
            # what the rest of the machine took meanwhile (the thinking processes and the
            # system too), in cores: the machine is shared, and its other work shows in the tail
            "others_cores": None if machine0 is None or machine1 is None or cpu is None
            else max(0.0, (machine1 - machine0 - cpu - (proxy_cpu or 0.0) - own) / seconds)}


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
    ap.add_argument("--nginx", action="store_true",
                    help="compare: the tables (default 400) at one server process straight, and shared out to "
                         "--processes processes behind nginx with the shipped routing and TLS (needs nginx, "
                         "openssl and the repository)")
    ap.add_argument("--processes", type=int, default=2, help="with --nginx: server processes behind it (default 2)")
    ap.add_argument("--runs", type=int, default=1, help="with --nginx: runs of each setup, in turn (default 1)")
    args = ap.parse_args(argv)
    if args.nginx:
        return _compare(int(args.tables) if args.tables != "1,200" else 400, args.processes, args.runs,
                        args.deals or 2, args.pause)
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


def _idle_rss_kb() -> int | None:
    """A server process's resident memory with one table and no one at it: what a process
    costs before its tables (subtracted from the peak for the memory per table)."""
    with tempfile.TemporaryDirectory(prefix="bschnapsen-bench-") as tmp:
        proc, _ = _start_server(Path(tmp), 1)
        try:
            return _rss_kb(proc.pid)
        finally:
            stop_server(proc)


def _compare(tables: int, processes: int, runs: int, deals: int, pause: float) -> int:
    """``--nginx``: the same tables straight at one process and through nginx (TLS) at
    ``processes`` processes, ``runs`` times in turn; each run's figures, their medians and
    the ratios (through nginx / straight)."""
    from . import nginx

    why = nginx.missing()
    if why is not None:
        print(f"cannot run nginx: {why}", file=sys.stderr)
        return 2
    base = _idle_rss_kb()
    setups = {"straight, 1 process": (1, False), f"nginx+TLS, {processes} proc.": (processes, True)}
    print(f"{tables} tables of four heuristic clients, {deals} deals each, a pause of {pause:g} s before each "
          f"action; a server process with one idle table: {_figure(base and base / 1024, 0, '.1f').strip()} MB")
    print(f"{'setup':<22} {'actions':>7} {'p50 ms':>7} {'p95 ms':>7} {'max ms':>7} {'actions/s':>9} "
          f"{'servers MB':>10} {'kB/table':>8} {'nginx MB':>8} {'CPU ms/action: servers':>22} {'nginx':>5} "
          f"{'clients':>7} {'other cores':>11}", flush=True)
    results: dict[str, list[dict[str, Any]]] = {name: [] for name in setups}
    for _ in range(runs):
        for name, (n, proxy) in setups.items():
            r = run(tables, deals, pause, processes=n, proxy=proxy)
            peak = r["rss_peak_kb"]
            r["per_table_kb"] = None if peak is None or base is None else (peak - n * base) / tables
            results[name].append(r)
            per_action = max(1, r["actions"])
            print(f"{name:<22} {r['actions']:>7} {r['p50']:>7.2f} {r['p95']:>7.2f} {r['max']:>7.2f} "
                  f"{r['actions'] / r['seconds']:>9.0f} {_figure(peak and peak / 1024, 10, '.1f')} "
                  f"{_figure(r['per_table_kb'], 8, '.0f')} "
                  f"{_figure(r['proxy_rss_kb'] and r['proxy_rss_kb'] / 1024, 8, '.1f')} "
                  f"{_figure(r['server_cpu'] and 1000 * r['server_cpu'] / per_action, 22, '.2f')} "
                  f"{_figure(r['proxy_cpu'] and 1000 * r['proxy_cpu'] / per_action, 5, '.2f')} "
                  f"{1000 * r['clients_cpu'] / per_action:>7.2f} {_figure(r['others_cores'], 11, '.2f')}",
                  flush=True)

    def median(name: str, key: str) -> float | None:
        values = [r[key] for r in results[name] if r[key] is not None]
        return statistics.median(values) if values else None

    straight, proxied = list(setups)
    print(f"medians of {runs} run{'s' if runs > 1 else ''}, and through nginx / straight:")
    for key, label in (("p50", "p50 ms"), ("p95", "p95 ms"), ("max", "max ms"), ("per_table_kb", "kB a table")):
        a, b = median(straight, key), median(proxied, key)
        ratio = f"{b / a:.2f}" if a and b is not None else "n/a"
        print(f"  {label:<11} {_figure(a, 9, '.2f')} {_figure(b, 9, '.2f')}   x {ratio}")
    nginx_kb = median(proxied, "proxy_rss_kb")
    if nginx_kb is not None:
        print(f"  nginx itself: {nginx_kb / 1024:.1f} MB, {nginx_kb / tables:.0f} kB a table (two connections a seat)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
