"""Where a run's margin came from (``arena.margin_sources``): deals whose auctions ended
alike at both tables, doubled or not, and deals whose auctions ended otherwise."""

from __future__ import annotations

import pytest

from bschnapsen_gui.ai.arena import DealResult, Doubling, TableResult, _print_summary, margin_sources, summarize
from bschnapsen_gui.engine.rules import RuleSet


def _table(points: tuple[int, int], contract: str | None, side: int | None, doubled: bool = False) -> TableResult:
    t = TableResult(points, contract, side, None, None, 0, 0, ([], []), ([], []))
    if doubled:
        t.doublings.append(Doubling(1, 1 - (side or 0), contract or "", True, None, 2.0))
    return t


def _deals() -> list[DealResult]:
    return [
        # team A (seats 0 and 2) then team B there declare a Bettler from seat 0: A's made, B's too
        DealResult(0, [_table((2, 0), "bettler", 0), _table((0, 2), "bettler", 1)]),
        # the same contract from the same seats, a Kontra said at the first table only
        DealResult(1, [_table((4, 0), "bettler", 0, doubled=True), _table((0, 2), "bettler", 1)]),
        # team A bids a Bettler where team B, in its seats, let A's normal game stand
        DealResult(2, [_table((2, 0), "bettler", 0), _table((1, 0), "normal", 0)]),
        DealResult(3, [_table((0, 2), "bettler", 0), _table((1, 0), "normal", 0)]),
        # the same contract from the other seats: B declared it at both tables
        DealResult(4, [_table((0, 3), "schnapser", 1), _table((0, 3), "schnapser", 1)]),
    ]


def test_the_margin_split_by_how_the_auctions_ended() -> None:
    src = margin_sources(_deals())
    assert src is not None
    # margins: 0, +1, +1.5, -0.5, -3 over 5 deals
    assert src["played"] == {"deals": 1, "differ": 0, "per_deal": 0.0}
    assert src["doubled"] == {"deals": 1, "differ": 1, "per_deal": pytest.approx(0.2)}
    assert src["different"] == {"deals": 3, "differ": 3, "per_deal": pytest.approx(-0.4)}
    # the largest first, by how far its sum is from 0
    assert [(e["first"], e["second"], e["deals"]) for e in src["largest"]] == [
        ("schnapser by B", "schnapser by B", 1), ("bettler by A", "normal by A", 2)]
    assert src["largest"][1]["per_deal"] == pytest.approx(0.2)
    parts = (src["played"], src["doubled"], src["different"])
    assert sum(e["per_deal"] for e in parts) == pytest.approx(sum(r.margin for r in _deals()) / 5)


def test_no_sources_without_two_tables_a_deal() -> None:
    assert margin_sources([]) is None
    one = _deals()
    one[2].tables.pop()
    assert margin_sources(one) is None


def test_the_summary_keeps_and_prints_them(capsys: pytest.CaptureFixture[str]) -> None:
    s = summarize(_deals(), RuleSet(), ("expert", "expert-v8"), 10001, 0.0)
    assert s["sources"] == margin_sources(_deals())
    _print_summary(s)
    out = capsys.readouterr().out
    assert "where the margin came from" in out
    assert "bettler by A" in out and "normal by A" in out
