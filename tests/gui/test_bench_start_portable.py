"""The start benchmark without os.wait4 (issue 38): Windows has none, and it took the start's
peak memory from it; there the memory is "n/a" and the first frames still count."""

from __future__ import annotations

import sys

import pytest

from bschnapsen_gui.dev import bench_start


@pytest.mark.parametrize("platform", [sys.platform, "win32"])
def test_the_start_benchmark_runs_with_and_without_wait4(monkeypatch: pytest.MonkeyPatch,
                                                         capsys: pytest.CaptureFixture[str], platform: str) -> None:
    monkeypatch.setattr(bench_start.sys, "platform", platform)
    assert bench_start.main(["--deals", "0", "--runs", "1"]) == 0
    rows = capsys.readouterr().out.splitlines()
    assert rows[1].split()[:3] == ["deals", "file", "(MB)"]
    figures = rows[2].split()
    assert figures[0] == "0" and float(figures[2]) > 0
    if platform == "win32":
        assert figures[4:] == ["n/a", "n/a"] and rows[3].startswith("the peak memory is not measured")
    else:
        assert float(figures[4]) > 0 and len(rows) == 3
