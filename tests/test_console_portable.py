"""The commands print UTF-8 whatever the console's code page (issue 38): on Windows standard
output into a pipe is cp1252, where a Russian word raised UnicodeEncodeError; and a windowed
executable, which has no standard streams at all, prints nowhere without a crash."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bschnapsen_gui import __main__ as cli
from bschnapsen_gui.resources.console import utf8_output

ROOT = Path(__file__).resolve().parents[1]


def _cp1252_env(tmp_path: Path) -> dict[str, str]:
    """Standard streams as a Windows pipe has them (cp1252), and a private home."""
    return {**os.environ, "PYTHONIOENCODING": "cp1252", "PYTHONPATH": str(ROOT),
            "BSCHNAPSEN_CONFIG_DIR": str(tmp_path / "config"), "BSCHNAPSEN_DATA_DIR": str(tmp_path / "data"),
            "QT_QPA_PLATFORM": "offscreen"}


def test_the_russian_help_prints_into_a_cp1252_pipe(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "bschnapsen_gui", "--lang", "ru", "--help"], capture_output=True,
                          env=_cp1252_env(tmp_path), timeout=120, check=False)
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    assert "язык интерфейса".encode() in done.stdout  # --lang's help, in UTF-8
    assert b"Traceback" not in done.stderr


def test_a_russian_error_line_prints_into_a_cp1252_pipe(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "bschnapsen_gui", "--lang", "ru", "--deals", "3"],
                          capture_output=True, env=_cp1252_env(tmp_path), timeout=120, check=False)
    assert done.returncode == 2
    assert "--deals работает только вместе с --smoke-test или --join".encode() in done.stderr


def test_the_replay_command_names_a_path_in_any_script(tmp_path: Path) -> None:
    """A path under a Russian or German user name, said in UTF-8 (cp1252 has no Cyrillic)."""
    missing = tmp_path / "Юрий Jürgen" / "log.json"
    done = subprocess.run([sys.executable, "-m", "bschnapsen_gui.engine.replay", str(missing)],
                          capture_output=True, env=_cp1252_env(tmp_path), timeout=60, check=False)
    assert done.returncode == 2 and done.stdout == b""
    assert os.fsencode(str(missing)) in done.stderr and str(missing).encode("utf-8") in done.stderr


def test_utf8_output_changes_a_cp1252_stream_and_fills_missing_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    out = io.TextIOWrapper(io.BytesIO(), encoding="cp1252", errors="strict")
    err = io.TextIOWrapper(io.BytesIO(), encoding="cp1252", errors="strict")
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    utf8_output()
    assert (out.encoding, out.errors) == ("utf-8", "strict")
    assert (err.encoding, err.errors) == ("utf-8", "backslashreplace")
    print("Юрий", file=out)
    out.flush()
    assert out.buffer.getvalue() == "Юрий\n".encode()  # type: ignore[attr-defined]
    monkeypatch.setattr(sys, "stdout", None)  # a windowed executable
    monkeypatch.setattr(sys, "stderr", None)
    utf8_output()
    try:
        assert sys.stdout is not None and sys.stderr is not None
        sys.stdout.write("Юрий\n")
        sys.stderr.write("nowhere\n")
    finally:
        sys.stdout.close()
        sys.stderr.close()


@pytest.mark.parametrize("words", [["--version"], ["--help"], ["--lang", "ru", "--help"], ["--deals", "3"],
                                   ["--lang", "ru", "--serve", "--listen", "nowhere"], ["--bogus"]])
def test_the_command_line_without_standard_streams_does_not_crash(monkeypatch: pytest.MonkeyPatch,
                                                                  words: list[str]) -> None:
    """A windowed Windows executable has sys.stdout and sys.stderr None."""
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    try:
        with pytest.raises(SystemExit) as end:
            cli.main(words)
        assert end.value.code in (0, 2)
    finally:
        for stream in (sys.stdout, sys.stderr):
            if stream is not None:
                stream.close()
