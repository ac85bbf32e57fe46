"""`pip install .` must carry everything the game loads at run time (not only editable)."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "bschnapsen_gui"


def runtime_files() -> list[str]:
    """Non-Python files inside the package that the game reads at run time."""
    out = []
    for pattern in ("assets/**/*", "translations/*.qm", "help/**/*"):
        for p in PKG.glob(pattern):
            if p.is_file() and "__pycache__" not in p.parts:
                out.append(p.relative_to(ROOT).as_posix())
    return sorted(out)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> zipfile.ZipFile:
    out = tmp_path_factory.mktemp("wheel")
    p = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
         "--wheel-dir", str(out), str(ROOT)],
        capture_output=True, text=True, check=False,
    )
    if p.returncode != 0:
        pytest.fail(f"building the wheel failed: {p.stderr[-2000:]}")
    (whl,) = out.glob("bauernschnapsen-*.whl")
    return zipfile.ZipFile(whl)


def test_wheel_holds_every_runtime_file(wheel: zipfile.ZipFile) -> None:
    names = set(wheel.namelist())
    files = runtime_files()
    assert any(f.endswith("assets/cards/tell/HA.svg") for f in files)
    missing = [f for f in files if f not in names]
    assert not missing, f"not in the wheel: {missing[:10]}"


def test_wheel_has_the_console_script(wheel: zipfile.ZipFile) -> None:
    (ep,) = [n for n in wheel.namelist() if n.endswith(".dist-info/entry_points.txt")]
    text = wheel.read(ep).decode()
    assert "bauernschnapsen = bschnapsen_gui.__main__:main" in text
