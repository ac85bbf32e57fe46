"""TEMPORARY STAND-IN card painter, used only until ``bschnapsen_gui/cards/loader.py``
lands; it has the loader's interface (``face``, ``back``, ``aspect``, ``set_pack``,
``set_lang``, ``clear``) and is deleted as soon as the real art is in.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap

from ..engine import Card, Suit
from ..labels import SUIT_SYMBOL, suit_color

ASPECT = 400.0 / 252.0
_RANK_TEXT = {"A": "A", "10": "10", "K": "K", "O": "O", "U": "U"}


class CardArt:
    """Plain painted faces (index + suit symbol) and a patterned back."""

    aspect: float = ASPECT

    def __init__(self, pack: str = "french", lang: str = "en") -> None:
        self._pack = pack
        self._lang = lang
        self._cache: dict[tuple[str, int, float], QPixmap] = {}

    @property
    def pack(self) -> str:
        return self._pack

    def set_pack(self, pack: str, lang: str | None = None) -> None:
        self._pack = pack
        if lang is not None:
            self._lang = lang
        self.clear()

    def set_lang(self, lang: str) -> None:
        self._lang = lang
        self.clear()

    def clear(self) -> None:
        self._cache.clear()

    def face(self, code: str, width: int, dpr: float = 1.0) -> QPixmap:
        key = (code, width, dpr)
        hit = self._cache.get(key)
        if hit is None:
            hit = self._cache[key] = self._paint(code, width, dpr)
        return hit

    def back(self, width: int, dpr: float = 1.0, which: int = 1) -> QPixmap:
        key = (f"back{which}", width, dpr)
        hit = self._cache.get(key)
        if hit is None:
            hit = self._cache[key] = self._paint(None, width, dpr)
        return hit

    def _paint(self, code: str | None, width: int, dpr: float) -> QPixmap:
        w = max(1, round(width * dpr))
        h = max(1, round(width * ASPECT * dpr))
        pm = QPixmap(w, h)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0.5, 0.5, w - 1, h - 1)
        path = QPainterPath()
        path.addRoundedRect(r, w * 0.07, w * 0.07)
        if code is None:
            p.fillPath(path, QColor("#7a1f2b"))
            p.setPen(QPen(QColor("#e8d9b0"), max(1.0, w * 0.02)))
            inner = r.adjusted(w * 0.08, w * 0.08, -w * 0.08, -w * 0.08)
            p.drawRoundedRect(inner, w * 0.04, w * 0.04)
            p.end()
            pm.setDevicePixelRatio(dpr)
            return pm
        card = Card.parse(code)
        p.fillPath(path, QColor("#fbfaf5"))
        p.setPen(QPen(QColor("#9a9a90"), max(1.0, w * 0.01)))
        p.drawPath(path)
        color = QColor(suit_color(card.suit, self._pack))
        p.setPen(color)
        f = QFont("DejaVu Sans")
        f.setPixelSize(max(6, round(w * 0.2)))
        f.setBold(True)
        p.setFont(f)
        rank = code[1:]
        sym = SUIT_SYMBOL[Suit(card.suit)]
        p.drawText(QRectF(w * 0.06, h * 0.03, w * 0.4, h * 0.15), Qt.AlignmentFlag.AlignHCenter, _RANK_TEXT[rank])
        p.drawText(QRectF(w * 0.06, h * 0.16, w * 0.4, h * 0.15), Qt.AlignmentFlag.AlignHCenter, sym)
        f.setPixelSize(max(8, round(w * 0.5)))
        p.setFont(f)
        p.drawText(QRectF(0, h * 0.25, w, h * 0.55), Qt.AlignmentFlag.AlignCenter, sym)
        p.end()
        pm.setDevicePixelRatio(dpr)
        return pm
