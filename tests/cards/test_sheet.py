"""The contact sheet tool."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from bschnapsen_gui.dev import sheet


def test_sheet_layout(qapp: QApplication) -> None:
    img = sheet.make_sheet("tell", "en", 40)
    gap = 4
    height = round(40 * 400 / 252)
    assert img.width() == gap * 2 + 5 * 40 + 4 * gap
    assert img.height() == gap + 5 * (height + gap)
    fanned = sheet.make_sheet("french", "ru", 40, hand=0.25)
    assert fanned.width() < img.width()


def test_sheet_cli_writes_png(qapp: QApplication, tmp_path: Path) -> None:
    out = tmp_path / "sheet.png"
    assert sheet.main([str(out), "--pack", "french4", "--lang", "de", "--width", "30"]) == 0
    assert not QImage(str(out)).isNull()
