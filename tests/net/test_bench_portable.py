"""The server benchmark on a system without /proc (issue 38): it read the server's CPU time
and memory from Linux's /proc and os.sysconf; elsewhere it says they are not measured."""

from __future__ import annotations

import os
import sys

import pytest

from bschnapsen_gui.net import bench


def test_the_benchmark_runs_and_measures_the_server_here(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--tables", "1", "--deals", "1", "--pause", "0"]) == 0
    rows = capsys.readouterr().out.splitlines()
    assert rows[0].split()[:2] == ["tables", "actions"] and rows[1].split()[0] == "1"
    if sys.platform.startswith("linux"):
        assert "n/a" not in rows[1] and len(rows) == 2


def test_without_proc_the_figures_are_said_not_measured(monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.delattr(os, "sysconf", raising=False)  # as on Windows
    real_open = open

    def no_proc(path: object, *args: object, **kwargs: object) -> object:
        if str(path).startswith("/proc/"):
            raise FileNotFoundError(2, "No such file or directory", str(path))
        return real_open(path, *args, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr("builtins.open", no_proc)
    assert bench._cpu_seconds(os.getpid()) is None and bench._rss_kb(os.getpid()) is None
    assert bench.main(["--tables", "1", "--deals", "1", "--pause", "0"]) == 0
    rows = capsys.readouterr().out.splitlines()
    assert rows[1].split()[6:8] == ["n/a", "n/a"]
    assert rows[2].startswith("the server's memory and CPU time are not measured on this platform")
