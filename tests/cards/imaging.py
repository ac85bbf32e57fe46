"""Pixel helpers for the card tests (pure Python over QImage bytes)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from bschnapsen_gui.cards.loader import face_file, render_svg

_cache: dict[tuple[str, str, str, int], QImage] = {}


def face(pack: str, code: str, width: int, lang: str = "en") -> QImage:
    """A committed face rendered at ``width`` px (cached for the test session)."""
    key = (pack, lang, code, width)
    img = _cache.get(key)
    if img is None:
        img = render_svg(face_file(pack, lang, code).read_bytes(), width)
        img = img.convertToFormat(QImage.Format.Format_RGBA8888)
        _cache[key] = img
    return img


def rgba(img: QImage) -> bytes:
    img = img.convertToFormat(QImage.Format.Format_RGBA8888)
    assert img.bytesPerLine() == img.width() * 4
    return bytes(img.constBits())


def on_white(img: QImage) -> QImage:
    """The card composed on white (its rounded corners are transparent)."""
    out = QImage(img.size(), QImage.Format.Format_RGBA8888)
    out.fill(Qt.GlobalColor.white)
    from PySide6.QtGui import QPainter

    p = QPainter(out)
    p.drawImage(0, 0, img)
    p.end()
    return out


def ink_share(img: QImage, threshold: int = 235) -> float:
    """Share of pixels that are not (near) white on a white ground."""
    data = rgba(on_white(img))
    n = len(data) // 4
    inked = sum(
        1 for i in range(0, len(data), 4)
        if data[i] < threshold or data[i + 1] < threshold or data[i + 2] < threshold
    )
    return inked / n


def hex_rgb(color: str) -> tuple[int, int, int]:
    c = color.lstrip("#")
    return (int(c[0:2], 16), int(c[2:4], 16), int(c[4:6], 16))


def color_pixels(img: QImage, color: str, box: tuple[float, float, float, float],
                 tolerance: int = 60) -> int:
    """How many pixels in ``box`` (fractions x0, y0, x1, y1 of the image) are within
    ``tolerance`` (per channel) of ``color``."""
    r0, g0, b0 = hex_rgb(color)
    w, h = img.width(), img.height()
    x0, y0 = int(box[0] * w), int(box[1] * h)
    x1, y1 = int(box[2] * w), int(box[3] * h)
    data = rgba(on_white(img))
    count = 0
    for y in range(y0, y1):
        row = y * w * 4
        for x in range(x0, x1):
            i = row + x * 4
            if (abs(data[i] - r0) <= tolerance and abs(data[i + 1] - g0) <= tolerance
                    and abs(data[i + 2] - b0) <= tolerance):
                count += 1
    return count


def differing_share(a: QImage, b: QImage, tolerance: int) -> float:
    """Share of pixels whose largest channel difference exceeds ``tolerance``."""
    assert a.size() == b.size(), (a.size(), b.size())
    da, db = rgba(a), rgba(b)
    n = len(da) // 4
    bad = 0
    for i in range(0, len(da), 4):
        if (abs(da[i] - db[i]) > tolerance or abs(da[i + 1] - db[i + 1]) > tolerance
                or abs(da[i + 2] - db[i + 2]) > tolerance
                or abs(da[i + 3] - db[i + 3]) > tolerance):
            bad += 1
    return bad / n


def turned(img: QImage) -> QImage:
    """The image turned by 180 degrees."""
    return img.flipped(Qt.Orientation.Horizontal | Qt.Orientation.Vertical)
