"""``--startup-time`` on every system (issue 38): the process's age from /proc (Linux),
GetProcessTimes (Windows) or sysctl (macOS), and an honest line where none answers."""

from __future__ import annotations

import calendar
import os
import struct
import subprocess
import sys

import pytest

from bschnapsen_gui import __main__ as cli


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the /proc path")
def test_a_new_process_knows_its_age_on_linux() -> None:
    code = "from bschnapsen_gui.__main__ import _seconds_since_process_start as s; print(repr(s()))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    age = float(out)
    assert 0.0 < age < 60.0, age


def test_a_system_without_the_calls_gives_none_not_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    """Windows has no os.sysconf (AttributeError), a BSD no /proc, glibc no sysctl."""
    monkeypatch.delattr(os, "sysconf", raising=False)
    assert cli._seconds_since_process_start() is None
    monkeypatch.setattr(sys, "platform", "darwin")  # sysctl through this system's libc: fails here
    assert cli._seconds_since_process_start() is None
    monkeypatch.setattr(sys, "platform", "freebsd14")
    monkeypatch.setattr(cli, "_linux_seconds_since_start", lambda: open("/no/proc/self/stat"))  # noqa: SIM115
    assert cli._seconds_since_process_start() is None


def _filetime(unix_seconds: float) -> tuple[int, int]:
    ticks = round((unix_seconds + 11_644_473_600) * 10_000_000)  # 1601-01-01 to 1970-01-01
    return ticks >> 32, ticks & 0xFFFFFFFF


def test_windows_filetimes_are_100_ns_ticks_in_two_halves() -> None:
    start = calendar.timegm((2026, 3, 1, 12, 0, 0))
    assert cli.filetime_ticks(*_filetime(0)) == 116_444_736_000_000_000
    assert cli.seconds_between_filetimes(_filetime(start), _filetime(start + 1.25)) == pytest.approx(1.25, abs=1e-7)
    # across a carry from the low half into the high one
    low_end = (1 << 32) - 5
    assert cli.seconds_between_filetimes((7, low_end), (8, 5)) == pytest.approx(10 / 10_000_000)


def test_a_macos_timeval_is_read_from_the_start_of_kinfo_proc() -> None:
    raw = struct.pack("=qi", 1_771_000_000, 250_000) + bytes(640)
    assert cli.timeval_seconds(raw) == 1_771_000_000.25


def test_the_line_says_what_was_measured() -> None:
    def tr(text: str, n: int = -1) -> str:
        return text

    assert cli.startup_line(0.30, 10.0, 10.25, tr) == "first frame 0.55 s after process start"
    line = cli.startup_line(None, 10.0, cli.STARTED + 0.5, tr)
    assert line.startswith("first frame 0.50 s after the program's code began")
    assert "does not say when the process started" in line
