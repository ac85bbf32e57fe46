"""A network table's deals come from the system's secure source (issue 39, finding 5): two
tables started alike deal differently, the save holds no seed, a server killed just as it
deals plays on with the very cards it showed, a table saved with a seed by an earlier
version deals securely from its next deal, and ``--seed N`` deals the same twice.  Real
server processes on 127.0.0.1, the headless client's ``play``."""

from __future__ import annotations

import asyncio
import io
import json
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

from bschnapsen_gui.engine.log import hands_from_deck, parse_log_data
from bschnapsen_gui.engine.shuffle import first_dealer, shuffled_deck
from bschnapsen_gui.net.client import play

from .helpers import Served, env, serve


def _saved(data: Path, table_id: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """The table file and the saved match's head (``"match"``) of a stopped server."""
    folder = data / "tables" / table_id
    meta = json.loads((folder / "table.json").read_text(encoding="utf-8"))
    match = json.loads((folder / "match.json").read_text(encoding="utf-8"))["match"]
    return meta, match


def _hands(match: dict[str, Any]) -> list[list[str]]:
    return match["current"]["log"]["hands"]  # type: ignore[no-any-return]


def _stopped(served: Served) -> None:
    assert served.stop() == 0, served.stderr()


def test_tables_started_alike_deal_differently_and_save_no_seed(tmp_path: Path) -> None:
    first = serve(tmp_path / "a", "--tables", "2")
    second = serve(tmp_path / "b", "--tables", "2")
    _stopped(first)
    _stopped(second)
    hands = []
    for served in (first, second):
        for t in served.tables:
            meta, match = _saved(served.data, t["id"])
            assert meta["version"] == 2 and meta["seed"] is None and match["seed"] is None, (meta, match)
            hands.append(_hands(match))
    assert all(len({c for hand in h for c in hand}) == 20 for h in hands)
    assert len({json.dumps(h) for h in hands}) == 4, hands  # four tables, four deals


def test_seed_n_deals_the_same_twice(tmp_path: Path) -> None:
    runs = []
    for name in ("a", "b"):
        served = serve(tmp_path / name, "--seed", "5", "--tables", "2")
        _stopped(served)
        runs.append([_saved(served.data, t["id"]) for t in served.tables])
    for i in range(2):
        (meta_a, match_a), (meta_b, match_b) = runs[0][i], runs[1][i]
        seed = 5 * 1000 + i  # the i-th table of a server started with --seed 5
        assert meta_a["seed"] == meta_b["seed"] == match_a["seed"] == seed
        dealer = first_dealer(seed)
        assert match_a["first_dealer"] == match_b["first_dealer"] == dealer
        want = [[str(c) for c in h] for h in hands_from_deck(shuffled_deck(seed, 0), dealer)]
        assert _hands(match_a) == _hands(match_b) == want


class _Watch(io.StringIO):
    """A seat's record that kills the server the moment the seat is shown deal ``number`` at
    action ``at`` or later (the server's write is done; its save may still be under way)."""

    def __init__(self, number: int, at: int) -> None:
        super().__init__()
        self.number, self.at = number, at
        self.served: Served | None = None
        self.hand: list[str] | None = None
        self.killed = asyncio.Event()

    def write(self, text: str) -> int:
        msg = json.loads(text) if self.hand is None and text.startswith("{") else {}
        if msg.get("type") == "state" and self.served is not None:
            deal = msg.get("deal")
            # (or at its end, if it ends sooner: a redeal, a shown contract)
            if deal and deal["number"] == self.number and (deal["at"] >= self.at or "log" in deal):
                self.served.proc.send_signal(signal.SIGKILL)
                self.hand = deal["view"]["hand"]
                self.killed.set()
        return super().write(text)


def _logs(record: str) -> dict[int, dict[str, Any]]:
    """The finished deals' logs a seat was told, by deal number."""
    out = {}
    for line in record.splitlines():
        msg = json.loads(line)
        deal = msg.get("deal") if msg["type"] == "state" else None
        if deal and "log" in deal:
            out[deal["number"]] = deal["log"]
    return out


def _told(records: list[str]) -> dict[int, dict[str, Any]]:
    """The finished deals' logs the seats were told, by deal number, each the same for every
    seat told it.  A seat that came back after a deal ended was not told that deal's log:
    the seats back first played on (the clients spread their returns, net/seat.py), with
    the computer for the late ones."""
    out: dict[int, dict[str, Any]] = {}
    for record in records:
        for number, log in _logs(record).items():
            assert out.setdefault(number, log) == log, "two seats were told different logs of one deal"
    return out


def _play_through_a_kill(data: Path, served: Served, deals: int, kill_at: tuple[int, int]) -> tuple[
        list[str], list[str]]:
    """Four headless clients play ``deals`` deals; the server is killed when seat 0 is shown
    ``kill_at`` (deal, action) or later and started again on its folder and port.  Seat 0's
    hand as shown then, and the records of the four seats."""
    port = served.url.rsplit(":", 1)[1].strip("/")
    watch = _Watch(*kill_at)
    watch.served = served
    records: list[io.StringIO] = [watch, *(io.StringIO() for _ in range(3))]
    box: dict[str, Served] = {}

    async def run() -> None:
        bots = [asyncio.ensure_future(play(served.url, served.code, "heuristic", seat=s, deals=deals,
                                           record=records[s])) for s in range(4)]
        await asyncio.wait_for(watch.killed.wait(), 240)
        await asyncio.to_thread(served.proc.wait)
        box["again"] = await asyncio.to_thread(serve, data, "--listen", f"127.0.0.1:{port}", "--strength",
                                               "heuristic")
        summaries = await asyncio.wait_for(asyncio.gather(*bots), 240)
        assert all(s.reconnects == 1 and s.rejected == 0 for s in summaries), summaries

    try:
        asyncio.run(run())
    finally:
        if served.proc.poll() is None:
            served.kill()
        again = box.get("again")
        if again is not None:
            assert again.stop() == 0, again.stderr()
    assert watch.hand is not None
    return watch.hand, [r.getvalue() for r in records]


def test_a_server_killed_as_it_deals_plays_on_with_the_cards_it_showed(tmp_path: Path) -> None:
    """The new deal is saved before any seat sees it: killed right after the seats were shown
    deal 1, the server started again plays deal 1 with those cards (a deal from the secure
    source that was not saved could never be dealt again).  With the save after the seats
    were told, as before, this failed in about a third of the runs here (the kill falls
    before or after the save's write)."""
    data = tmp_path / "srv"
    served = serve(data, "--strength", "heuristic")
    hand, records = _play_through_a_kill(data, served, deals=2, kill_at=(1, 0))
    logs = _told(records)
    assert sorted(logs)[:2] == [0, 1], sorted(logs)
    assert set(hand) <= set(logs[1]["hands"][0]), (hand, logs[1]["hands"][0])
    assert all(parse_log_data(log).replay().finished for log in logs.values())  # the deal log's contract
    meta, match = _saved(data, served.tables[0]["id"])
    assert meta["seed"] is None and match["seed"] is None


def test_a_table_saved_with_a_seed_by_an_earlier_version_deals_securely_from_its_next_deal(
        tmp_path: Path) -> None:
    """Version 1 of table.json always held a seed.  The running deal plays on with its saved
    cards; the next deal is not deal 1 of that seed, and a server killed in its middle plays
    it on with the same cards."""
    data = tmp_path / "srv"
    first = serve(data, "--seed", "4", "--strength", "heuristic")
    _stopped(first)
    table_id = first.tables[0]["id"]
    meta_path = data / "tables" / table_id / "table.json"
    meta = json.loads(meta_path.read_text(encoding="utf-8"))
    seed = meta["seed"]
    assert seed == 4000
    meta["version"] = 1  # as an earlier version wrote it: the same keys, a seed
    meta_path.write_text(json.dumps(meta), encoding="utf-8")
    dealer = first_dealer(seed)

    served = serve(data, "--strength", "heuristic")
    assert served.tables == first.tables
    hand, records = _play_through_a_kill(data, served, deals=3, kill_at=(1, 6))
    logs = _told(records)
    seeded = [[[str(c) for c in h] for h in hands_from_deck(shuffled_deck(seed, n), d)]
              for n, d in ((0, dealer), (1, (dealer + 1) % 4), (1, dealer))]
    assert logs[0]["dealer"] == dealer and logs[0]["hands"] == seeded[0]  # played on as saved
    assert logs[1]["hands"] not in seeded[1:], "the next deal followed the old seed"
    assert set(hand) <= set(logs[1]["hands"][0])
    meta, match = _saved(data, table_id)
    assert meta["version"] == 2 and meta["seed"] is None and match["seed"] is None


def test_the_help_says_seed_is_for_tests_and_benchmarks() -> None:
    for lang, words in (("en", "for tests and benchmarks only"), ("de", "nur für Tests und Messungen"),
                        ("ru", "только для тестов и замеров")):
        p = subprocess.run([sys.executable, "-m", "bschnapsen_gui", "--lang", lang, "--help"], capture_output=True,
                           text=True, encoding="utf-8", env=env(), timeout=60)
        assert p.returncode == 0, p.stderr
        assert words in " ".join(p.stdout.split()), p.stdout
