"""Four headless clients (real processes) play at a real server over 127.0.0.1."""

from __future__ import annotations

import json
from pathlib import Path

from bschnapsen_gui.engine.log import parse_log_data
from bschnapsen_gui.storage.files import load
from bschnapsen_gui.storage.savegame import kind_at

from .helpers import finish, join, records, serve


def test_four_headless_clients_play_a_whole_bummerl(tmp_path: Path) -> None:
    served = serve(tmp_path / "server", "--seed", "11", "--strength", "heuristic")
    try:
        bots = [join(served.url, served.code, "--seat", str(s), "--record", str(tmp_path / f"rec{s}.jsonl"))
                for s in range(4)]
        outs = [finish(b) for b in bots]
    finally:
        status = served.stop()
    assert status == 0, served.stderr()
    summaries = []
    for code, out, err in outs:
        assert code == 0, err
        lines = out.strip().splitlines()
        assert len(lines) == 1, out
        summaries.append(json.loads(lines[0]))
    assert sorted(s["seat"] for s in summaries) == [0, 1, 2, 3]
    assert len({s["deals"] for s in summaries}) == 1 and summaries[0]["deals"] >= 2, summaries
    assert all(s["rejected"] == 0 for s in summaries)
    # computers answer far faster than people: each client paces itself below the server's
    # limit for a connection, and is never cut off (nothing dropped, so nobody came back)
    assert all(s["reconnects"] == 0 for s in summaries), summaries

    # what each client was told at each deal's end: the deal's whole log
    told: dict[int, dict[str, object]] = {}
    for s in range(4):
        for msg in records(tmp_path / f"rec{s}.jsonl"):
            deal = msg.get("deal") if msg["type"] == "state" else None
            if deal and "log" in deal:
                prev = told.setdefault(deal["number"], deal["log"])
                assert prev == deal["log"], "two seats were told different logs of one deal"
    # the server's save: the game's own format, every deal a deal log that replays
    folder = served.data / "tables" / served.tables[0]["id"]
    match, broken = load(kind_at(folder), None)
    assert broken is None and match is not None
    saved = {r.number: r.log.to_json() for r in match.records}
    assert match.deal.finished  # the last deal, its Bummerl over; no one asked for the next
    saved[match.number - 1] = parse_log_data(match.to_json()["current"]["log"]).to_json()
    assert saved == told
    for log in saved.values():
        assert parse_log_data(log).replay().finished
    # the Bummerl was played to its end: the last deal's result reaches the target
    last = parse_log_data(saved[max(saved)]).replay()
    assert last.result is not None and last.result.winner is not None
    points = list(match.points)
    points[last.result.winner] += last.result.points
    assert max(points) >= match.current_bummerl.target
