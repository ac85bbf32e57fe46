"""The net tests: real sockets on 127.0.0.1, real processes, private folders."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def private_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("BSCHNAPSEN_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("BSCHNAPSEN_DATA_DIR", str(tmp_path / "data"))
    return tmp_path
