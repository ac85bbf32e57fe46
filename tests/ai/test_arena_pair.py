"""Two saved arena runs paired deal by deal (``--pair``), from their margins."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bschnapsen_gui.ai.arena import DealResult, PairError, TableResult, main, pair_runs, summarize
from bschnapsen_gui.ai.judgement import MODEL_FILE, digest
from bschnapsen_gui.engine.rules import RuleSet


def _deal(i: int, a: int, b: int) -> DealResult:
    """Deal ``i``: team A scores ``a`` Punkte at the first table, team B ``b`` at the second
    (team A's margin: (a - b) / 2)."""
    return DealResult(i, [TableResult(p, None, None, None, None, 0, 0, ([], []), ([], []))
                          for p in ((a, 0), (0, b))])


def _report(name: str, points: list[tuple[int, int]]) -> dict[str, object]:
    return summarize([_deal(i, a, b) for i, (a, b) in enumerate(points)], RuleSet(), (name, "heuristic"), 7, 0.0)


def test_the_report_keeps_team_a_margin_deal_by_deal() -> None:
    s = _report("expert", [(2, 0), (0, 3), (4, 1)])
    margins = s["margins"]
    assert isinstance(margins, list) and len(margins) == 3
    assert sum(margins) / 3 == pytest.approx(s["margin_per_deal"], abs=1e-3)  # type: ignore[arg-type]


def test_pairing_two_runs_on_the_same_deals() -> None:
    new = _report("expert", [(3, 0), (0, 1), (4, 0), (2, 0)])
    old = _report("expert-v2", [(2, 0), (0, 1), (2, 0), (2, 0)])
    d = pair_runs(new, old)
    assert d["new"] == "expert" and d["team"] == "expert-v2"
    # per deal: (3 - 2) / 2, 0, (4 - 2) / 2, 0
    assert d["difference"] == pytest.approx(0.375)
    assert d["deals_differing"] == 2
    lo, hi = d["ci95"]
    assert lo < 0.375 < hi


def test_runs_on_other_deals_do_not_pair() -> None:
    new = _report("expert", [(3, 0), (0, 1)])
    other_seed = dict(_report("expert-v2", [(2, 0), (0, 1)]), seed=8)
    with pytest.raises(PairError, match="seed"):
        pair_runs(new, other_seed)
    old = _report("expert-v2", [(2, 0), (0, 1)])
    del old["margins"]
    with pytest.raises(PairError, match="margins"):
        pair_runs(new, old)


def test_pair_on_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a, b, bad = tmp_path / "a.json", tmp_path / "b.json", tmp_path / "bad.json"
    a.write_text(json.dumps(_report("expert", [(3, 0), (0, 1)])), encoding="utf-8")
    b.write_text(json.dumps(_report("expert-v2", [(2, 0), (0, 1)])), encoding="utf-8")
    bad.write_text("{not json", encoding="utf-8")
    assert main(["--pair", str(a), str(b)]) == 0
    out = capsys.readouterr().out
    assert "expert minus expert-v2 against heuristic, 2 deals, seed 7: +0.250" in out
    assert main(["--pair", str(a), str(bad)]) == 2
    assert "cannot pair" in capsys.readouterr().err


def test_a_pair_of_one_player_with_one_judgement_file_says_both_runs_played_the_same(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    shipped = tmp_path / "judgement.json"
    shipped.write_bytes(MODEL_FILE.read_bytes())
    candidate = tmp_path / "candidate.json"
    candidate.write_bytes(MODEL_FILE.read_bytes().replace(b"\n", b"\n ", 1))
    assert digest(shipped) == digest(MODEL_FILE) != digest(candidate)
    new = dict(_report("club", [(3, 0), (0, 1)]), judgement_file=digest(shipped))
    old = dict(_report("club", [(2, 0), (0, 1)]), judgement_file=digest(MODEL_FILE))
    assert pair_runs(new, old)["same_player"]
    assert not pair_runs(dict(new, judgement_file=digest(candidate)), old)["same_player"]
    assert not pair_runs(new, dict(old, team_a="expert"))["same_player"]
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text(json.dumps(new), encoding="utf-8")
    b.write_text(json.dumps(old), encoding="utf-8")
    assert main(["--pair", str(a), str(b)]) == 0
    assert f"same judgement file ({digest(MODEL_FILE)})" in capsys.readouterr().out


def test_a_baseline_run_keeps_the_baselines_margin_deal_by_deal(capsys: pytest.CaptureFixture[str]) -> None:
    # the heuristic and a random player against random: quick, and they differ in most deals
    assert main(["--team-a", "heuristic", "--team-b", "random", "--baseline", "random", "--deals", "6",
                 "--seed", "3", "--json"]) == 0
    s = json.loads(capsys.readouterr().out)
    bl = s["baseline"]
    assert bl["team"] == "random" and len(bl["margins"]) == len(s["margins"]) == 6
    # the paired difference is the mean of the differences, deal by deal on the same cards
    diffs = [a - b for a, b in zip(s["margins"], bl["margins"], strict=True)]
    assert bl["difference"] == pytest.approx(sum(diffs) / 6, abs=1e-3)
    assert bl["margin_per_deal"] == pytest.approx(sum(bl["margins"]) / 6, abs=1e-3)
    assert bl["deals_differing"] == sum(1 for d in diffs if abs(d) > 1e-9)
