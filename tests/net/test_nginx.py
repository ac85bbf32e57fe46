"""More than one server process, for real (issue 41): a real nginx with the shipped routing
(``packaging/nginx/bauernschnapsen-tables.conf``, included unchanged) ends TLS in front of
two ``--serve`` processes, one path each; headless client processes play through it over
``wss://`` trusting a certificate made here.  Checked: tables of both processes play a whole
deal; the servers see each client's address from ``X-Forwarded-For`` and not one the client
forged; one process killed mid-deal and started again behind nginx loses no table and its
clients come back with their tokens and finish.  The tables played are opened on demand
(``--open-tables``) by a headless client through nginx, which prints the code the others
join with; each process has one table of its own besides (``--tables 1``).

The proxy connects from 127.0.0.2 (``net/nginx.py`` says why), so the servers trust that
address; the clients come from 127.0.0.1, or from 127.0.0.3 and .4 where the test chooses."""

from __future__ import annotations

import asyncio
import json
import signal
import ssl
import subprocess
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from bschnapsen_gui.net import nginx
from bschnapsen_gui.net import protocol as P

from .helpers import Served, command, env, finish, first_line, serve

pytestmark = pytest.mark.skipif(nginx.missing() is not None, reason=str(nginx.missing()))

FORGED = "203.0.113.9"  # TEST-NET-3: an address the client writes itself; never a target


def until(what: str, ready: Callable[[], Any], timeout: float = 30.0) -> Any:
    """Wait for ``ready()`` to give something true (polled every 20 ms), at most ``timeout``
    seconds; fail saying ``what`` was awaited."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        got = ready()
        if got:
            return got
        time.sleep(0.02)
    pytest.fail(f"waited {timeout:g} s for {what}")


class Log:
    """A server's standard error, read as it comes (a thread), so the test can wait on a line."""

    def __init__(self, proc: subprocess.Popen[str]) -> None:
        self.lines: list[str] = []
        assert proc.stderr is not None
        stream = proc.stderr
        self._thread = threading.Thread(target=lambda: self.lines.extend(iter(stream.readline, "")), daemon=True)
        self._thread.start()

    def text(self) -> str:
        return "".join(self.lines)


def messages(path: Path) -> list[dict[str, Any]]:
    """The messages a client recorded so far (only whole lines: the client may be writing)."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return []
    return [json.loads(line) for line in text.split("\n")[:-1]]


@dataclass
class Club:
    """nginx in front of two table-server processes; the headless clients started."""

    folder: Path
    cert: Path
    proxy: nginx.Nginx
    servers: dict[str, Served]
    logs: dict[str, Log]
    clients: list[subprocess.Popen[str]] = field(default_factory=list)

    def port(self, path: str) -> int:
        return int(self.servers[path].url.rsplit(":", 1)[1].strip("/"))

    def start_server(self, path: str, port: int = 0) -> Served:
        served = serve(self.folder / path, "--listen", f"127.0.0.1:{port}", "--tables", "1", "--open-tables",
                       "--seed", "41", "--strength", "heuristic", "--trusted-proxy", nginx.PROXY_ADDRESS,
                       "--log-level", "info")
        self.servers[path] = served
        self.logs[path] = Log(served.proc)
        return served

    def join(self, path: str, code: str | None, seat: int) -> tuple[subprocess.Popen[str], Path]:
        """A headless client through nginx, at the table of ``code`` or (None) opening one; it
        trusts the test's certificate through SSL_CERT_FILE, which the default SSL context it
        uses reads."""
        record = self.folder / f"{path}-{code}-{seat}.jsonl"
        table = ["--code", code] if code is not None else ["--open"]
        proc = subprocess.Popen(command("--join", self.proxy.url(path), *table, "--bot", "heuristic",
                                        "--seat", str(seat), "--deals", "1", "--record", str(record)),
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                env=env(SSL_CERT_FILE=str(self.cert)))
        self.clients.append(proc)
        return proc, record

    def open(self, path: str) -> tuple[subprocess.Popen[str], Path, dict[str, str]]:
        """A headless client that opens a table at seat 0; its first line: the table and its code."""
        proc, record = self.join(path, None, 0)
        return proc, record, json.loads(first_line(proc))


@pytest.fixture
def club(tmp_path: Path) -> Iterator[Club]:
    cert, key = nginx.make_certificate(tmp_path / "tls")
    c = Club(tmp_path, cert, None, {}, {})  # type: ignore[arg-type]
    try:
        c.start_server("t1")
        c.start_server("t2")
        c.proxy = nginx.Nginx(tmp_path / "nginx", {"t1": c.port("t1"), "t2": c.port("t2")}, cert, key)
        c.proxy.start()
        yield c
    finally:
        for proc in c.clients:
            if proc.poll() is None:
                proc.kill()  # also a stopped one
                proc.wait()
        if c.proxy is not None:
            c.proxy.stop()
        for served in c.servers.values():
            served.stop()


async def wrong_code(url: str, source: str, context: ssl.SSLContext | None) -> dict[str, Any]:
    """A hello with a code no table has, from ``source``, with a forged X-Forwarded-For."""
    async with connect(url, ssl=context, compression=None, additional_headers={"X-Forwarded-For": FORGED},
                       local_addr=(source, 0)) as ws:
        await ws.send(json.dumps({"type": "hello", "version": P.VERSION, "code": "AAAAAAAAA"}))
        answer: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), 10))
        try:
            await asyncio.wait_for(ws.recv(), 10)
        except ConnectionClosed:
            pass
        return answer


def test_the_server_sees_the_client_through_nginx_and_not_a_forged_address(club: Club) -> None:
    context = ssl.create_default_context(cafile=str(club.cert))
    through = asyncio.run(wrong_code(club.proxy.url("t1"), "127.0.0.3", context))
    assert through["type"] == "refused" and through["reason"] == "wrong_code", through
    # the same header straight to the server, from an address it does not trust: ignored
    direct = asyncio.run(wrong_code(club.servers["t1"].url, "127.0.0.4", None))
    assert direct["type"] == "refused" and direct["reason"] == "wrong_code", direct
    log = club.logs["t1"]
    until("the server's log lines of the two wrong codes",
          lambda: "127.0.0.3: refused: wrong_code" in log.text() and "127.0.0.4: refused: wrong_code" in log.text(),
          10)
    # neither the address the client wrote nor the proxy's own
    assert FORGED not in log.text() and nginx.PROXY_ADDRESS not in log.text(), log.text()


def test_tables_of_two_processes_play_through_nginx_and_one_killed_comes_back_whole(club: Club) -> None:
    one, two = club.servers["t1"], club.servers["t2"]
    # the first process: a table opened and played by four clients through nginx, undisturbed
    opener, _, opened1 = club.open("t1")
    steady = [opener] + [club.join("t1", opened1["code"], s)[0] for s in (1, 2, 3)]

    # the second: a table opened on it is held mid-deal.  The dealer speaks last in the deal's
    # first round, so the client of the dealer's seat, stopped (SIGSTOP) after it sat down,
    # holds the table mid-deal once the others have acted: the table waits for that seat.
    first, record0, opened2 = club.open("t2")
    code = opened2["code"]
    dealer = int(until("the first state at the second process's table (its dealer)",
                       lambda: [m["table"]["match"]["dealer"] for m in messages(record0) if m["type"] == "state"])[0])
    seats: dict[int, tuple[subprocess.Popen[str], Path]] = {0: (first, record0)}
    if dealer != 0:
        seats[dealer] = club.join("t2", code, dealer)
        until("the dealer's client seated", lambda: any(m["type"] == "welcome" for m in messages(seats[dealer][1])))
    held = seats[dealer][0]
    held.send_signal(signal.SIGSTOP)
    for s in range(4):
        if s not in seats:
            seats[s] = club.join("t2", code, s)
    others = [record for s, (_, record) in seats.items() if s != dealer]

    def waiting_for_the_dealer() -> dict[str, Any] | None:
        for record in others:
            states = [m for m in messages(record) if m["type"] == "state" and m["deal"] is not None]
            if states and states[-1]["deal"]["view"]["to_act"] == dealer:
                return dict(states[-1]["deal"])
        return None

    deal = until("the table waiting for the held seat", waiting_for_the_dealer)
    assert deal["number"] == 0 and deal["at"] >= 1 and deal["view"]["phase"] != "done", deal  # mid-deal

    # killed mid-deal, and started again on its folder and port behind the same nginx
    port = club.port("t2")
    opened_log = {"t1": club.logs["t1"], "t2": club.logs["t2"]}  # the log of the process that opened it
    two.kill()
    again = club.start_server("t2", port)
    # every table back, its own and the one opened on demand, with its id and code (listed in
    # the order the folder gives them)
    before = [*two.tables, {"id": opened2["table"], "code": opened2["code"]}]
    assert sorted(again.tables, key=lambda t: t["id"]) == sorted(before, key=lambda t: t["id"])
    held.send_signal(signal.SIGCONT)

    ends = {path: [finish(p, 90) for p in procs]
            for path, procs in (("t1", steady), ("t2", [seats[s][0] for s in range(4)]))}
    for path, table, comebacks in (("t1", opened1["table"], 0), ("t2", opened2["table"], 1)):
        for seat, (rc, out, err) in enumerate(ends[path]):
            assert rc == 0, (path, seat, err)
            summary = json.loads(out.splitlines()[-1])
            assert summary["table"] == table and summary["seat"] == seat and summary["deals"] == 1, summary
            assert summary["reconnects"] == comebacks and summary["rejected"] == 0, summary
    # the held seat came back with its token (a computer played for it meanwhile, so it may be
    # back only for the next deal); the deal it was held in ended, seen by whoever was back
    # first (the table waits while no person is connected)
    assert [m["type"] for m in messages(seats[dealer][1])].count("welcome") == 2
    assert any(m["type"] == "state" and m["deal"] and m["deal"]["number"] == 0 and m["deal"]["view"]["phase"] == "done"
               for s in range(4) for m in messages(seats[s][1]))
    assert again.stop() == 0 and one.stop() == 0
    # the tables were opened by the clients' address (X-Forwarded-For), not by the proxy's
    for path, opened in (("t1", opened1), ("t2", opened2)):
        log = opened_log[path].text()
        assert f"127.0.0.1: opened table {opened['table']}" in log and f"{nginx.PROXY_ADDRESS}:" not in log, log
    # the table opened on demand is still in the folder after its deal (not closed by the kill)
    assert (club.folder / "t2" / "tables" / opened2["table"] / "match.json").is_file()
