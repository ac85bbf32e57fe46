"""Pixel helpers for the card tests (pure Python over QImage bytes)."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QImage, QPainter

from bschnapsen_gui.qt.pixmaps import face_file, render_svg

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
    p = QPainter(out)
    p.drawImage(0, 0, img)
    p.end()
    return out


def _over(threshold: int) -> bytes:
    """A translate table: byte -> 1 if it is above ``threshold`` else 0."""
    return bytes(1 if v > threshold else 0 for v in range(256))


def _any_channel(flags: bytes, channels: int = 4) -> int:
    """How many pixels have a 1 in any channel of a 0/1-per-byte buffer (C-speed)."""
    acc = 0
    for ch in range(channels):
        acc |= int.from_bytes(flags[ch::channels], "big")
    return bin(acc).count("1")


def ink_share(img: QImage, threshold: int = 235) -> float:
    """Share of pixels that are not (near) white on a white ground."""
    data = rgba(on_white(img))
    below = bytes(1 if v < threshold else 0 for v in range(256))
    flags = bytearray(data.translate(below))
    flags[3::4] = bytes(len(flags) // 4)  # ignore alpha
    return _any_channel(bytes(flags)) / (len(data) // 4)


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
    """Share of pixels whose largest channel difference exceeds ``tolerance`` (both images
    composed on white first)."""
    assert a.size() == b.size(), (a.size(), b.size())
    diff = on_white(a).convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(diff)
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Difference)
    p.drawImage(0, 0, on_white(b))
    p.end()
    data = rgba(diff)
    flags = bytearray(data.translate(_over(tolerance)))
    flags[3::4] = bytes(len(flags) // 4)
    return _any_channel(bytes(flags)) / (len(data) // 4)


def crop(img: QImage, box: tuple[float, float, float, float]) -> QImage:
    """The part of ``img`` in ``box`` (fractions x0, y0, x1, y1)."""
    w, h = img.width(), img.height()
    x0, y0 = int(box[0] * w), int(box[1] * h)
    return img.copy(QRect(x0, y0, int(box[2] * w) - x0, int(box[3] * h) - y0))


def turned(img: QImage) -> QImage:
    """The image turned by 180 degrees."""
    return img.flipped(Qt.Orientation.Horizontal | Qt.Orientation.Vertical)
