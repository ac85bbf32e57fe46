"""The storage tests keep their files in tmp_path, never in the real home."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def private_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("BSCHNAPSEN_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("BSCHNAPSEN_DATA_DIR", str(tmp_path / "data"))
    return tmp_path
