"""The arena's doubling report (Kontra, Re, Sub said, won, predicted, paired gain)."""

from __future__ import annotations

import pytest

from bschnapsen_gui.ai.arena import (
    DealResult,
    Doubling,
    TableResult,
    _print_summary,
    doubling_report,
    play_table,
    summarize,
)
from bschnapsen_gui.engine.rules import RuleSet


def _table(points: tuple[int, int], doublings: list[Doubling], contract: str = "bettler",
           side: int = 0, won: bool = True) -> TableResult:
    return TableResult(points, contract, side, won, 0.6, 0, 0, ([], []), ([], []), None, 0.6, doublings)


def test_doubling_report_on_a_constructed_table() -> None:
    # deal 0: team B doubles A's Bettler, which A makes (B loses 8 instead of 4: gain -4);
    # A answers Re and wins (A 16 instead of 8: gain +8 for A)
    k0 = Doubling(1, 1, "bettler", False, 0.7, -4.0 - 4.0, 0.75)
    r0 = Doubling(2, 0, "bettler", True, 0.8, 8.0 + 8.0, 0.85)
    # deal 1: B's Kontra against the normal game, and B wins: +2 against not doubling
    k1 = Doubling(1, 1, "normal", True, None, 2.0)
    results = [
        DealResult(0, [_table((16, 0), [k0, r0]), _table((0, 4), [], side=1)]),
        DealResult(1, [_table((0, 2), [k1], contract="normal", won=False), _table((1, 0), [], "normal")]),
    ]
    s = summarize(results, RuleSet(), ("expert", "club"), 1, 0.0)
    d = s["doubling"]
    assert set(d) == {"a", "b"} and set(d["a"]) == {"kontra", "re", "sub"}
    kb = d["b"]["kontra"]
    assert kb["said"] == 2 and kb["won"] == 1 and kb["won_rate"] == 0.5
    # only the doublings with an estimate count in the prediction
    assert kb["predicted"] == 0.7 and kb["predicted_n"] == 1
    assert kb["gain"] == -6.0 and kb["gain_per_doubling"] == -3.0
    assert kb["gain_per_deal"] == pytest.approx(-6.0 / 4)  # two deals of two tables
    lo, hi = kb["gain_ci95"]
    assert lo < -3.0 < hi
    assert set(kb["by_contract"]) == {"bettler", "normal"}
    assert kb["by_contract"]["normal"]["gain"] == 2.0 and kb["by_contract"]["normal"]["won"] == 1
    ra = d["a"]["re"]
    assert ra["said"] == 1 and ra["won_rate"] == 1.0 and ra["predicted"] == 0.8 and ra["gain"] == 16.0
    assert ra["gain_ci95"] == [16.0, 16.0]
    assert d["a"]["kontra"]["said"] == 0 and d["a"]["kontra"]["won_rate"] is None
    assert d["b"]["sub"]["said"] == 0 and d["a"]["sub"]["gain"] == 0
    # the calibration per team: A's two Bettler, B's one
    assert s["calibration_by_team"]["a"]["bettler"]["n"] == 1
    assert s["calibration"]["normal"]["n"] == 2
    # and by the predicted chance: all four at 0.6 (in [0.6, 0.7)), one normal game made
    assert s["calibration"]["normal"]["bins"] == [{"range": [0.6, 0.7], "n": 2, "predicted": 0.6, "won": 1,
                                                   "actual": 0.5}]


def test_a_player_against_itself_counts_each_duplicate_deal_once(capsys: pytest.CaptureFixture[str]) -> None:
    """In self-play team B at one table does what team A does at the other: the calibration
    is A's tally alone, and a miss is printed (and counted) once, not once per team."""
    results = []
    for i in range(120):  # 120 Bettlers predicted 0.9, made 0.75: off
        won = i % 4 != 0
        kontra = Doubling(1, 1, "bettler", not won, 0.3, 0.0)
        results.append(DealResult(i, [
            TableResult((3, 0), "bettler", 0, won, 0.9, 0, 0, ([], []), ([], []), None, 0.9, []),
            TableResult((0, 3), "bettler", 1, won, 0.9, 0, 0, ([], []), ([], []), None, 0.9, [kontra]),
        ]))
    s = summarize(results, RuleSet(), ("expert", "expert"), 10001, 0.0)
    assert s["calibration"]["bettler"]["n"] == 120  # not 240
    assert s["calibration"] == s["calibration_by_team"]["a"]
    assert s["calibration_by_team"]["b"]["bettler"]["n"] == 120
    _print_summary(s)
    out = capsys.readouterr().out
    assert "counted once" in out
    assert "off: 1 contracts" in out and "1 bins (holding 50 or more)\n" in out  # one team: no split
    assert out.count("bettler") == 2  # the contracts line and A's calibration, not B's
    assert "  B expert" not in out
    # two different players: both teams judged, and the pooled tally holds both
    s = summarize(results, RuleSet(), ("expert", "club"), 10001, 0.0)
    assert s["calibration"]["bettler"]["n"] == 240
    _print_summary(s)
    out = capsys.readouterr().out
    assert "counted once" not in out and "off: 2 contracts" in out
    assert "; A 1 / 1, B 1 / 1" in out  # each team's share of what is off


def test_doubling_report_of_nothing() -> None:
    d = doubling_report([], 10)
    assert d["a"]["kontra"] == {"said": 0, "won": 0, "won_rate": None, "predicted": None, "predicted_n": 0,
                                "gain": 0, "gain_per_deal": 0.0, "gain_per_doubling": 0.0,
                                "gain_ci95": [0.0, 0.0], "by_contract": {}, "after_partner": {
                                    "said": 0, "won": 0, "won_rate": None, "predicted": None,
                                    "predicted_n": 0, "gain": 0, "gain_per_deal": 0.0,
                                    "gain_per_doubling": 0.0, "gain_ci95": [0.0, 0.0]}}


def _doubles(log: dict[str, object] | None) -> list[tuple[int, bool]]:
    assert log is not None
    actions = log["actions"]
    assert isinstance(actions, list)
    return [(a["seat"], a["double"]) for a in actions if "double" in a]


def test_every_doubling_said_is_paired_with_its_team_declining_it() -> None:
    rules = RuleSet()
    # club-v2 players (no doubling shifts) double often; find a table where a Kontra is said
    for index in range(40):
        t = play_table(rules, 3, index, (0, 2), ("club-v2", "club-v2"), keep_log=True, fixed_effort=True)
        if t.doublings:
            break
    else:
        pytest.fail("no doubling in 40 club tables")
    said = [(s, yes) for s, yes in _doubles(t.log) if yes]
    assert len(t.doublings) == len(said)
    # each says whether the doubler's partner had declined the same level before it
    level, declined, after = 1, set(), []
    for s, yes in _doubles(t.log):
        if yes:
            after.append((level, s & 1) in declined)
            level += 1
        else:
            declined.add((level, s & 1))
    assert [d.after_partner for d in t.doublings] == after
    first = t.doublings[0]
    seat = said[0][0]
    assert first.level == 1 and first.predicted is not None and first.side == (0 if seat in (0, 2) else 1)
    # the pair: the same table, both seats of the doubler's team declining Kontra unasked
    pair = play_table(rules, 3, index, (0, 2), ("club-v2", "club-v2"), keep_log=True, fixed_effort=True,
                      decline=(1, seat & 1))
    assert pair.doublings == []  # a pair is not paired again
    asked = _doubles(pair.log)
    assert all(not yes for s, yes in asked if (s & 1) == (seat & 1))
    assert {s for s, _yes in asked if (s & 1) == (seat & 1)} == {seat, (seat + 2) % 4}
    side = first.side
    assert first.gain == (t.points[side] - t.points[1 - side]) - (pair.points[side] - pair.points[1 - side])
