"""Fitting and judging: the arena's seeds in two sets (ai/seedsets.py), the arena refusing
a calibration on a seed of the fitting set, and its judgement of a calibration (issue 44)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from bschnapsen_gui.ai.arena import calibration_off
from bschnapsen_gui.ai.judgement import digest
from bschnapsen_gui.ai.seedsets import SeedSet, seed_set


def test_every_seed_is_in_one_set() -> None:
    assert seed_set(1) is SeedSet.FITTING and seed_set(9_999) is SeedSet.FITTING
    assert seed_set(10_000) is SeedSet.JUDGING and seed_set(19_999) is SeedSet.JUDGING
    assert seed_set(0) is SeedSet.NEITHER and seed_set(20_000) is SeedSet.NEITHER and seed_set(-5) is SeedSet.NEITHER
    # every seed the tuning rounds before issue 44 used is in the fitting set
    for used in (1, 2, 101, 103, 211, 307, 419, 523, 601, 701, 1201, 1301, 1601, 1701, 1801):
        assert seed_set(used) is SeedSet.FITTING


def test_a_calibration_is_off_beyond_the_tolerance_or_two_standard_errors() -> None:
    # 1,000 at 0.85: two standard errors are 0.023, so the tolerance 0.03 holds
    assert not calibration_off(0.85, 0.875, 1000) and calibration_off(0.85, 0.815, 1000)
    # 138 at 0.85 made 0.71 (issue 44's Bettler bin): off
    assert calibration_off(0.85, 0.71, 138)
    # 60 at 0.5: two standard errors are 0.129, wider than the tolerance
    assert not calibration_off(0.5, 0.62, 60) and calibration_off(0.5, 0.64, 60)


def _arena(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "bschnapsen_gui.ai.arena", "--team-a", "club", "--team-b",
                           "heuristic", "--deals", "2", "--fixed-effort", *args],
                          capture_output=True, text=True, check=True, timeout=300)


@pytest.mark.parametrize(("seed", "fitting", "reported"), [("2", False, False), ("2", True, True),
                                                           ("10002", False, True), ("0", False, True)])
def test_the_arena_reports_a_calibration_only_off_the_fitting_set(seed: str, fitting: bool, reported: bool) -> None:
    s = json.loads(_arena("--seed", seed, "--json", *(["--fitting"] if fitting else [])).stdout)
    assert s["seed_set"] == seed_set(int(seed)).value and s["fitting"] is fitting
    assert s["judgement_file"] == digest()  # the judgements this run played
    if reported:
        assert isinstance(s["calibration"], dict) and isinstance(s["calibration_by_team"], dict)
        assert "calibration_withheld" not in s
    else:
        assert s["calibration"] is None and s["calibration_by_team"] is None and s["calibration_withheld"]
        assert all(e["predicted"] is None for side in s["doubling"].values() for e in side.values())


def test_the_arena_says_which_set_and_why_it_withholds() -> None:
    out = _arena("--seed", "2").stdout
    assert "seed 2 of the fitting set (1-9,999)" in out.splitlines()[0]
    assert "calibration: not reported on a seed of the fitting set" in out
    assert "predicted" not in out.split("contracts (")[1].split("calibration:")[0]
    out = _arena("--seed", "10002").stdout
    assert "seed 10002 of the judging set (10,000-19,999: never fitted on)" in out.splitlines()[0]
    assert "calibration by team and contract" in out and "off: " in out
