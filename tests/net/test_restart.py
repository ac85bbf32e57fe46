"""The server killed mid-deal (SIGKILL) and started again on its folder: the clients come
back with their tokens and play on; at most the last action is lost."""

from __future__ import annotations

import asyncio
import io
import json
import signal
import subprocess
from pathlib import Path

from bschnapsen_gui.net.client import play

from .helpers import Served, serve


def test_a_killed_server_reopens_its_tables_and_the_clients_come_back(tmp_path: Path) -> None:
    data = tmp_path / "srv"
    served = serve(data, "--seed", "8", "--strength", "heuristic")
    port = served.url.rsplit(":", 1)[1].strip("/")
    records = [io.StringIO() for _ in range(4)]
    box: dict[str, Served] = {}

    async def run() -> list[object]:
        bots = [asyncio.ensure_future(play(served.url, served.code, "heuristic", seat=s, deals=3, pause=0.03,
                                           record=records[s])) for s in range(4)]
        # mid-deal: the second deal under way
        while True:
            await asyncio.sleep(0.05)
            lines = records[0].getvalue().splitlines()
            states = [json.loads(x) for x in lines if '"type":"state"' in x]
            if states and states[-1]["deal"] and states[-1]["deal"]["number"] >= 1 and states[-1]["deal"]["at"] >= 6:
                break
        served.proc.send_signal(signal.SIGKILL)
        served.proc.wait()
        await asyncio.sleep(0.5)
        box["again"] = await asyncio.to_thread(serve, data, "--listen", f"127.0.0.1:{port}", "--seed", "8",
                                               "--strength", "heuristic")
        return list(await asyncio.wait_for(asyncio.gather(*bots), 240))

    try:
        summaries = asyncio.run(run())
    finally:
        if served.proc.poll() is None:
            served.kill()
        again = box.get("again")
        if again is not None:
            assert again.stop() == 0, again.stderr()
    assert again is not None and again.tables == served.tables  # the same table, the same code
    for s, summary in enumerate(summaries):
        assert summary.deals == 3 and summary.reconnects == 1 and summary.rejected == 0, summary  # type: ignore[attr-defined]
        msgs = [json.loads(x) for x in records[s].getvalue().splitlines()]
        welcomes = [i for i, m in enumerate(msgs) if m["type"] == "welcome"]
        assert len(welcomes) == 2
        before = [m for m in msgs[: welcomes[1]] if m["type"] == "state" and m["deal"]]
        after = next(m for m in msgs[welcomes[1]:] if m["type"] == "state")
        assert "history" in after
        n0, k0 = before[-1]["deal"]["number"], before[-1]["deal"]["at"]
        n1, k1 = after["deal"]["number"], after["deal"]["at"]
        # the server is back at the last action the seat saw or the one before it (saved after
        # it was sent: a kill can fall between the save and the socket's write; a new deal is
        # an action too), or further on: the seats that came back first played on, and the
        # computer for this seat until it came back (the clients spread their returns,
        # net/seat.py's Comeback), but never further back
        assert (n1 == n0 and k1 >= k0 - 1) or n1 > n0 or (k0 == 0 and n1 == n0 - 1), (n0, k0, n1, k1)


def test_sigterm_saves_and_exits_0(tmp_path: Path) -> None:
    served = serve(tmp_path / "srv")
    assert served.stop() == 0
    assert (tmp_path / "srv" / "tables" / served.tables[0]["id"] / "match.json").is_file()
    # the folder is one server's: a second one on it says so
    first = serve(tmp_path / "srv")
    try:
        p = subprocess.run(first.proc.args, capture_output=True, text=True, timeout=60)
        assert p.returncode == 2 and "another table server uses the folder" in p.stderr
    finally:
        assert first.stop() == 0
