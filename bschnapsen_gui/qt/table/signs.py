"""Suit signs as pictures, drawn by the card-art generator (so the trump shown on the
board and on the buttons is the same sign as on the cards: a Tell acorn, not a club)."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QIcon, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ...cardart import style as card_style
from ...cardart.suits import sign
from ...cardart.svg import Canvas, translate
from ...engine import Suit


@lru_cache(maxsize=64)
def suit_svg(pack: str, suit: str) -> bytes:
    c = Canvas(120, 120, card_style.INK, 2.0)
    with c.at(translate(60, 60)):
        sign(c, pack, suit)
    return c.to_svg().encode("utf-8")


@lru_cache(maxsize=128)
def suit_image(pack: str, suit: Suit, px: int) -> QImage:
    """The sign of ``suit`` in ``pack``, ``px`` device pixels square, transparent."""
    img = QImage(px, px, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    renderer = QSvgRenderer(QByteArray(suit_svg(pack, suit.name)))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(p, QRectF(0, 0, px, px))
    p.end()
    return img


def suit_icon(pack: str, suit: Suit, px: int, dpr: float = 1.0) -> QIcon:
    pm = QPixmap.fromImage(suit_image(pack, suit, max(8, round(px * dpr))))
    pm.setDevicePixelRatio(dpr)
    return QIcon(pm)
