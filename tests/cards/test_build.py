"""The generator: committed files are exactly what it makes, it is deterministic, it names
the files that differ, and it does not need Qt."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bschnapsen_gui.cardart import CODES, PACKS, build

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def generated() -> dict[str, bytes]:
    return build.generate()


def digest(files: dict[str, bytes]) -> str:
    h = hashlib.sha256()
    for rel in sorted(files):
        h.update(rel.encode() + b"\0" + files[rel] + b"\0")
    return h.hexdigest()


def test_committed_files_are_up_to_date(generated: dict[str, bytes]) -> None:
    assert build.check(build.ASSETS, generated) == []


def test_every_pack_has_every_face_and_the_backs(generated: dict[str, bytes]) -> None:
    for pack in PACKS:
        for code in CODES:
            assert f"{pack}/{code}.svg" in generated
    assert "backs/back-1.svg" in generated and "backs/back-2.svg" in generated
    # only French faces are localised, and only those whose index differs
    localised = {rel for rel in generated if rel.count("/") == 2}
    assert all(not rel.startswith("tell/") for rel in localised)
    assert {rel.split("/")[2][:-4] for rel in localised if "/de/" in rel} == {
        s + r for s in "HDSC" for r in ("O", "U")}
    assert {rel.split("/")[2][:-4] for rel in localised if "/ru/" in rel} == {
        s + r for s in "HDSC" for r in ("A", "O", "U")}


def test_output_is_deterministic_across_processes_and_needs_no_qt(
    generated: dict[str, bytes],
) -> None:
    code = (
        "import sys, hashlib\n"
        "from bschnapsen_gui.cardart import build\n"
        "files = build.generate()\n"
        "h = hashlib.sha256()\n"
        "for rel in sorted(files):\n"
        "    h.update(rel.encode() + b'\\0' + files[rel] + b'\\0')\n"
        "print(h.hexdigest())\n"
        "print(any(m.split('.')[0] == 'PySide6' for m in sys.modules))\n"
    )
    env = dict(os.environ, PYTHONHASHSEED="12345")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                         text=True, check=True).stdout.split()
    assert out[0] == digest(generated)
    assert out[1] == "False", "the generator must not import Qt"


def test_check_names_missing_differing_and_stale_files(
    generated: dict[str, bytes], tmp_path: Path
) -> None:
    root = tmp_path / "cards"
    shutil.copytree(build.ASSETS, root)
    (root / "tell" / "HO.svg").write_bytes(b"<svg/>")
    (root / "french" / "de" / "HU.svg").unlink()
    (root / "french4" / "ru" / "HK.svg").write_bytes(generated["french4/HK.svg"])
    problems = build.check(root, generated)
    assert "differs: tell/HO.svg" in problems
    assert "missing: french/de/HU.svg" in problems
    assert "stale: french4/ru/HK.svg" in problems
    assert len(problems) == 3


def test_check_cli_exit_codes(generated: dict[str, bytes], tmp_path: Path,
                              capsys: pytest.CaptureFixture[str],
                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(build, "generate", lambda: generated)
    assert build.main(["--check"]) == 0
    root = tmp_path / "cards"
    shutil.copytree(build.ASSETS, root)
    (root / "backs" / "back-2.svg").write_bytes(b"")
    assert build.main(["--check", "--out", str(root)]) == 1
    assert "differs: backs/back-2.svg" in capsys.readouterr().err


def test_write_creates_and_cleans(generated: dict[str, bytes], tmp_path: Path,
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(build, "generate", lambda: generated)
    root = tmp_path / "cards"
    (root / "tell").mkdir(parents=True)
    (root / "tell" / "XX.svg").write_text("stale")
    written, removed = build.write(root)
    assert written == len(generated) and removed == 1
    assert build.check(root, generated) == []
    assert build.write(root) == (0, 0)
