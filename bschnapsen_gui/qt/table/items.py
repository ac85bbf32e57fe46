"""Non-card items of the table: text boards, seat plates, speech bubbles.

All are painted (no widgets), sized from the table's unit, and hold rich text set by the
scene; none of them knows a rule.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, QUrl
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QTextDocument,
)
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

FONT_FAMILY = "DejaVu Sans"


class Board(QGraphicsObject):
    """A rounded, translucent board with rich text; ``anchor`` says which corner sits at
    the item's position (so boards hug the table's corners at any size)."""

    def __init__(self, anchor: str = "topleft") -> None:
        super().__init__()
        self.anchor = anchor
        self._doc = QTextDocument()
        self._doc.setDocumentMargin(0)
        self._pad = 10.0
        self._size = QSizeF(10, 10)
        self._highlight = False
        self._accent = QColor("#ffd54a")
        self.fill = QColor(8, 40, 22, 170)
        self.border = QColor(255, 255, 255, 40)
        self.radius = 10.0
        self._min_width = 0.0
        self._key: tuple[str, float, float | None] | None = None

    def set_content(
        self,
        html: str,
        font_px: float,
        width: float | None = None,
        images: dict[str, QImage] | None = None,
    ) -> None:
        key = (html, font_px, width)
        if key == self._key:
            return
        self._key = key
        for name, image in (images or {}).items():
            self._doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), image)
        f = QFont(FONT_FAMILY)
        f.setPixelSize(max(8, round(font_px)))
        self._doc.setDefaultFont(f)
        self._doc.setDefaultStyleSheet("body { color: #f3f0e6; }")
        self._doc.setHtml(f"<body>{html}</body>")
        self._pad = max(5.0, font_px * 0.6)
        self.radius = max(5.0, font_px * 0.6)
        if width is not None:
            self._doc.setTextWidth(width)
        else:
            # the text's own width: laid out unbounded first (adjustSize() wraps a table's
            # cells early: "East: Spades" went onto two lines in a board with room for one)
            self._doc.setTextWidth(100000)
            self._doc.setTextWidth(self._doc.idealWidth() + 1)
        self.prepareGeometryChange()
        s = self._doc.size()
        self._size = QSizeF(max(s.width(), self._min_width) + 2 * self._pad, s.height() + 2 * self._pad)
        self.update()

    def set_highlight(self, on: bool) -> None:
        if on != self._highlight:
            self._highlight = on
            self.update()

    @property
    def size(self) -> QSizeF:
        return self._size

    @property
    def plain_text(self) -> str:
        """What the board says, as plain text."""
        return self._doc.toPlainText()

    def _origin(self) -> QPointF:
        w, h = self._size.width(), self._size.height()
        a = self.anchor
        x = 0.0 if "left" in a else (-w if "right" in a else -w / 2)
        y = 0.0 if "top" in a else (-h if "bottom" in a else -h / 2)
        return QPointF(x, y)

    def boundingRect(self) -> QRectF:
        o = self._origin()
        return QRectF(o, self._size).adjusted(-6, -6, 6, 6)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        o = self._origin()
        rect = QRectF(o, self._size)
        if self._highlight:
            for i, a in ((5.0, 40), (3.0, 70), (1.5, 110)):
                pen = QPen(QColor(self._accent.red(), self._accent.green(), self._accent.blue(), a))
                pen.setWidthF(i)
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-i / 2, -i / 2, i / 2, i / 2), self.radius, self.radius)
        painter.setPen(QPen(self._accent if self._highlight else self.border, 1.2))
        painter.setBrush(self.fill)
        painter.drawRoundedRect(rect, self.radius, self.radius)
        painter.save()
        painter.translate(o + QPointF(self._pad, self._pad))
        ctx = QAbstractTextDocumentLayout.PaintContext()
        self._doc.documentLayout().draw(painter, ctx)
        painter.restore()


class Bubble(QGraphicsObject):
    """A speech bubble: what a player said ("Gang", "Weiter", "Kontra!", "40")."""

    def __init__(self, tail: str) -> None:
        super().__init__()
        self.tail = tail  # the side the tail points to: "down", "up", "left", "right"
        self._text = ""
        self._font = QFont(FONT_FAMILY)
        self._rect = QRectF()
        self.setZValue(900)

    def set_text(self, text: str, font_px: float) -> None:
        if text == self._text and self._rect.isValid() and abs(self._font.pixelSize() - max(9, round(font_px))) < 1:
            return
        self._text = text
        self._font = QFont(FONT_FAMILY)
        self._font.setPixelSize(max(9, round(font_px)))
        self._font.setBold(True)
        from PySide6.QtGui import QFontMetricsF

        fm = QFontMetricsF(self._font)
        w = fm.horizontalAdvance(text) + font_px * 1.4
        h = fm.height() + font_px * 0.8
        self.prepareGeometryChange()
        self._rect = QRectF(-w / 2, -h / 2, w, h)
        self.setVisible(bool(text))
        self.update()

    @property
    def text(self) -> str:
        return self._text

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-16, -16, 16, 16)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self._text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        path = QPainterPath()
        path.addRoundedRect(r, r.height() / 2.4, r.height() / 2.4)
        t = min(r.height() * 0.45, 12.0)
        tail = QPainterPath()
        c = r.center()
        if self.tail == "down":
            tail.moveTo(c.x() - t * 0.7, r.bottom() - 1)
            tail.lineTo(c.x() - t * 0.2, r.bottom() + t)
            tail.lineTo(c.x() + t * 0.5, r.bottom() - 1)
        elif self.tail == "up":
            tail.moveTo(c.x() - t * 0.7, r.top() + 1)
            tail.lineTo(c.x() - t * 0.2, r.top() - t)
            tail.lineTo(c.x() + t * 0.5, r.top() + 1)
        elif self.tail == "left":
            tail.moveTo(r.left() + 1, c.y() - t * 0.6)
            tail.lineTo(r.left() - t, c.y() + t * 0.1)
            tail.lineTo(r.left() + 1, c.y() + t * 0.6)
        else:
            tail.moveTo(r.right() - 1, c.y() - t * 0.6)
            tail.lineTo(r.right() + t, c.y() + t * 0.1)
            tail.lineTo(r.right() - 1, c.y() + t * 0.6)
        path = path.united(tail)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawPath(path.translated(1.5, 2.5))
        g = QLinearGradient(r.topLeft(), r.bottomLeft())
        g.setColorAt(0, QColor("#fffdf4"))
        g.setColorAt(1, QColor("#efe7cf"))
        painter.setBrush(g)
        painter.setPen(QPen(QColor("#8c7a4c"), 1.0))
        painter.drawPath(path)
        painter.setPen(QColor("#2a2418"))
        painter.setFont(self._font)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self._text)
