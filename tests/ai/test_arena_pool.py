"""How many misses chance alone makes (``off_by_chance``), and the calibrations of several
saved arena runs pooled (``--pool``), issue 44."""

from __future__ import annotations

import json
import random
from math import comb
from pathlib import Path
from typing import Any

import pytest

from bschnapsen_gui.ai.arena import (
    DealResult,
    Doubling,
    PoolError,
    TableResult,
    _print_pool,
    _print_summary,
    at_least_by_chance,
    calibration_off,
    main,
    off_by_chance,
    pool_runs,
    summarize,
    withhold_calibration,
)
from bschnapsen_gui.engine.rules import RuleSet


def test_the_chance_of_a_right_prediction_judged_off_is_the_binomial_tails() -> None:
    # 100 at 0.5: two standard errors (0.1) are the allowance; off is 39 or fewer, 61 or more
    exact = 2 * sum(comb(100, k) for k in range(40)) / 2 ** 100
    assert off_by_chance(0.5, 100) == pytest.approx(exact, rel=1e-9)
    assert 0.03 < exact < 0.04
    # many deals: the tolerance 0.03 is wider than two standard errors, so hardly ever off
    assert off_by_chance(0.5, 4000) < 1e-3
    assert off_by_chance(0.0, 80) == off_by_chance(1.0, 80) == off_by_chance(0.7, 0) == 0.0


def test_the_chance_matches_how_often_calibration_off_judges_a_right_player() -> None:
    rng = random.Random(44)
    n, p, trials = 80, 0.7, 2000
    off = sum(calibration_off(p, sum(rng.random() < p for _ in range(n)) / n, n) for _ in range(trials))
    assert off / trials == pytest.approx(off_by_chance(p, n), abs=0.015)


def test_how_surprising_a_count_of_misses_is() -> None:
    assert at_least_by_chance([0.5, 0.5], 0) == 1.0
    assert at_least_by_chance([0.5, 0.5], 1) == pytest.approx(0.75)
    assert at_least_by_chance([0.5, 0.5], 2) == pytest.approx(0.25)
    assert at_least_by_chance([0.05] * 20, 1) == pytest.approx(1 - 0.95 ** 20)
    assert at_least_by_chance([], 1) == 0.0


def _run(seed: int, a: str, b: str, made: int, of: int = 120, p: float = 0.9,
         kontras: int = 0) -> dict[str, Any]:
    """A report of ``of`` deals in which team A declares a Bettler at each table, predicted
    ``p``, and makes ``made`` of the first table's and all of the second's; team B says a
    Kontra (predicted 0.4, lost) on the first ``kontras`` deals."""
    results = []
    for i in range(of):
        ks = [Doubling(1, 1, "bettler", False, 0.4, -4.0)] if i < kontras else []
        results.append(DealResult(i, [
            TableResult((3, 0), "bettler", 0, i < made, p, 0, 0, ([], []), ([], []), None, p, ks),
            TableResult((0, 3), "bettler", 0, True, p, 0, 0, ([], []), ([], []), None, p, []),
        ]))
    return summarize(results, RuleSet(), (a, b), seed, 0.0)


def test_runs_on_other_seeds_pool_per_player_and_the_team_it_met(capsys: pytest.CaptureFixture[str]) -> None:
    one = _run(10001, "expert", "club", made=90, kontras=10)
    two = _run(10002, "expert", "club", made=120, kontras=5)
    three = _run(10003, "club", "expert", made=60)  # the expert met as team B: no declarations
    pooled = pool_runs([one, two, three])
    assert pooled["seeds"] == [10001, 10002, 10003] and pooled["deals"] == 360
    ex = pooled["groups"]["expert vs club"]
    assert ex["seeds"] == [10001, 10002, 10003]
    bettler = ex["calibration"]["bettler"]
    assert bettler["n"] == 480 and bettler["won"] == 90 + 120 + 120 + 120
    assert bettler["bins"] == [{"range": [0.9, 1.01], "n": 480, "predicted": 0.9, "actual": 0.938, "won": 450}]
    assert ex["doubling"]["kontra"]["said"] == 0
    club = pooled["groups"]["club vs expert"]
    assert club["calibration"]["bettler"]["n"] == 240 and club["calibration"]["bettler"]["won"] == 180
    assert club["doubling"]["kontra"] == {"said": 15, "won": 0, "predicted": 0.4, "predicted_n": 15,
                                          "won_rate": 0.0}
    # the second team is no longer told apart from the first by its seats
    assert set(pooled["groups"]) == {"expert vs club", "club vs expert"}
    _print_pool(pooled)
    out = capsys.readouterr().out
    # 0.9 predicted: the expert's 0.938 of 480 is off (beyond 0.03), club's 0.75 of 240 too
    assert "    expert vs club bettler                  0.900 / 0.938 (n=480) OFF" in out
    assert "    club vs expert bettler                  0.900 / 0.750 (n=240) OFF" in out
    assert "off: 2 contracts (declared 100 times or more), 2 bins (holding 50 or more); " \
           "expert vs club 1 / 1, club vs expert 1 / 1" in out
    assert "    club vs expert kontra     15  won 0.000 predicted 0.400\n" in out  # 15: too few to judge


def test_a_report_saved_before_bins_kept_their_count_still_pools() -> None:
    one = _run(10001, "expert", "club", made=90)
    for k in one["calibration_by_team"]["a"].values():
        for b in k["bins"]:
            del b["won"]
    pooled = pool_runs([one, _run(10002, "expert", "club", made=120)])
    assert pooled["groups"]["expert vs club"]["calibration"]["bettler"]["bins"][0]["won"] == 90 + 120 + 120 + 120


def test_runs_that_would_count_deals_twice_or_mix_players_do_not_pool() -> None:
    one = _run(10001, "expert", "club", made=90)
    with pytest.raises(PoolError, match="seed 10001: the same deals would count twice"):
        pool_runs([one, _run(10001, "expert-v8", "club", made=90)])
    fitting = _run(2, "expert", "club", made=90)
    withhold_calibration(fitting)
    with pytest.raises(PoolError, match="no calibration"):
        pool_runs([one, fitting])
    with pytest.raises(PoolError, match="for fitting"):
        pool_runs([one, dict(_run(3, "expert", "club", made=90), fitting=True)])
    with pytest.raises(PoolError, match="judgement_file"):
        pool_runs([dict(one, judgement_file="58db0d64565c"), dict(_run(10002, "expert", "club", made=90),
                                                                  judgement_file="6f0e466d2892")])
    other_rules = dict(_run(10002, "expert", "club", made=90), rules={"preset": "other"})
    with pytest.raises(PoolError, match="rules"):
        pool_runs([one, other_rules])
    with pytest.raises(PoolError, match="no runs"):
        pool_runs([])


def test_a_run_says_how_many_misses_chance_alone_would_make(capsys: pytest.CaptureFixture[str]) -> None:
    _print_summary(_run(10001, "expert", "club", made=90))
    out = capsys.readouterr().out
    # A's Bettler (0.9 predicted, 0.875 made of 240) and its one bin: judged, neither off
    assert "off: 0 contracts (declared 100 times or more), 0 bins" in out
    line = next(x for x in out.splitlines() if x.startswith("  by chance alone"))
    assert " of 1 contracts and " in line and " of 1 bins off on average" in line
    assert "contracts 100%, bins 100%" in line
    # against a player that predicts nothing, the off line is the judged team's alone
    _print_summary(_run(10001, "club", "heuristic", made=90))
    out = capsys.readouterr().out
    assert "0 bins (holding 50 or more)\n" in out and "B heuristic" not in out


def test_pool_on_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    files = []
    for seed, made in ((10001, 90), (10002, 120)):
        f = tmp_path / f"{seed}.json"
        f.write_text(json.dumps(_run(seed, "expert", "club", made=made)), encoding="utf-8")
        files.append(str(f))
    assert main(["--pool", *files]) == 0
    out = capsys.readouterr().out
    assert out.startswith("pooled: 2 runs, 240 deals, seeds 10001, 10002\n")
    assert "expert vs club bettler" in out and "0.900 / 0.938 (n=480)" in out
    assert "by chance alone" in out and "doublings off their prediction: 0" in out
    assert main(["--pool", *files, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["groups"]["expert vs club"]["calibration"]["bettler"]["won"] == 450
    assert main(["--pool", files[0], files[0]]) == 2
    assert "cannot pool these runs: two runs on seed 10001" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert main(["--pool", files[0], str(bad)]) == 2
    assert "cannot pool" in capsys.readouterr().err
