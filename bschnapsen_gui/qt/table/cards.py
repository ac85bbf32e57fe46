"""A card on the table: one QGraphicsObject per card, with one ``set_pose`` entry point.

Like KPat's ``KCard``: position, rotation and face (up or down) make a :class:`Pose`;
the animator interpolates between poses and flips a card by scaling it horizontally
(the face changes at the half-way point).  Items are centred on their position so they
rotate about their middle.  Pixmaps come from the card art at the item's width and the
screen's device pixel ratio, so they stay crisp.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine import Card


class Art(Protocol):
    aspect: float

    def face(self, code: str, width: int, dpr: float = 1.0) -> QPixmap: ...

    def back(self, width: int, dpr: float = 1.0, which: int = 1) -> QPixmap: ...


@dataclass(frozen=True)
class Pose:
    """Where a card lies: centre, rotation (degrees), z, face up, width, dimmed."""

    x: float
    y: float
    rotation: float = 0.0
    z: float = 0.0
    face_up: bool = False
    width: float = 80.0
    dim: bool = False

    def moved(self, **kw: Any) -> Pose:
        return replace(self, **kw)


SHADOW_MARGIN = 4.0
_COMPOSED: dict[tuple[bool, str, int, float, int], QPixmap] = {}


def _compose(card: QPixmap, w: float, h: float, dpr: float) -> QPixmap:
    """``card`` on a transparent canvas with a soft drop shadow around it."""
    m = SHADOW_MARGIN
    pw, ph = round((w + 2 * m) * dpr), round((h + 2 * m) * dpr)
    out = QPixmap(max(1, pw), max(1, ph))
    out.fill(Qt.GlobalColor.transparent)
    p = QPainter(out)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.scale(dpr, dpr)
    rect = QRectF(m, m, w, h)
    radius = w * 0.07
    p.setPen(Qt.PenStyle.NoPen)
    for i, alpha in ((3.0, 26), (2.0, 30), (1.0, 40)):
        p.setBrush(QColor(0, 0, 0, alpha))
        p.drawRoundedRect(
            rect.translated(i * 0.5, i * 0.9).adjusted(-i * 0.3, -i * 0.3, i * 0.3, i * 0.3), radius, radius
        )
    p.drawPixmap(rect, card, QRectF(card.rect()))
    p.end()
    out.setDevicePixelRatio(dpr)
    return out


def composed(art: Art, code: str | None, width: int, dpr: float) -> QPixmap:
    """Face ``code`` (or the back, for None) ``width`` wide with its shadow, from a cache."""
    card = art.face(code, width, dpr) if code is not None else art.back(width, dpr)
    key = (code is not None, code or "", width, dpr, card.cacheKey())
    hit = _COMPOSED.get(key)
    if hit is None:
        hit = _compose(card, width, width * art.aspect, dpr)
        if len(_COMPOSED) > 400:
            _COMPOSED.clear()
        _COMPOSED[key] = hit
    return hit


def warm(art: Art, code: str, width: float, dpr: float) -> None:
    """Draw a face ahead of need, so that an animation frame finds it ready."""
    composed(art, code, max(8, round(width)), dpr)


class CardItem(QGraphicsObject):
    """One of the 20 cards."""

    clicked = Signal(object)  # Card
    doubleClicked = Signal(object)
    dropped = Signal(object, QPointF)  # Card, scene position where a drag ended

    def __init__(self, card: Card, art: Art) -> None:
        super().__init__()
        self.card = card
        self._art = art
        self.pose = Pose(0, 0)
        self._face_shown = False
        self._width = 80.0
        self._height = 80.0 * art.aspect
        self._pixmap: QPixmap | None = None
        self._pixmap_width = 0  # the width the pixmap was drawn for
        self._goal_width: float | None = None  # while moving: the width it will come to rest at
        self._dpr = 1.0
        self.interactive = False  # belongs to the human and may be chosen now
        self.legal = False
        self.selected_card = False
        self.hovered = False
        self._press: QPointF | None = None
        self._dragging = False
        self._drag_origin = QPointF()
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # -- appearance ------------------------------------------------------------------

    def set_art(self, art: Art) -> None:
        self._art = art
        self._pixmap = None
        if abs(self._height - self._width * art.aspect) > 0.01:  # another pack's shape
            self.prepareGeometryChange()
            self._height = self._width * art.aspect
        self.update()

    def set_dpr(self, dpr: float) -> None:
        if dpr != self._dpr:
            self._dpr = dpr
            self._pixmap = None
            self.update()

    def refresh(self) -> None:
        self._pixmap = None
        self.update()

    def _current_pixmap(self) -> QPixmap:
        """The card picture with its soft shadow, composed once per face and size.  A moving
        card is drawn at the width it will come to rest at (drawn ahead by :func:`warm`)."""
        if self._pixmap is None:
            w = max(8, round(self._goal_width if self._goal_width is not None else self._width))
            self._pixmap = composed(self._art, str(self.card) if self._face_shown else None, w, self._dpr)
            self._pixmap_width = w
        return self._pixmap

    def boundingRect(self) -> QRectF:
        # the picture with its shadow margin all round (paint draws exactly that), and a
        # pixel more for the antialiased edge of a rotated card
        w, h = self._width, self._height
        m = SHADOW_MARGIN + 1.0
        return QRectF(-w / 2 - m, -h / 2 - m, w + 2 * m, h + 2 * m)

    def shape(self) -> QPainterPath:
        p = QPainterPath()
        p.addRect(QRectF(-self._width / 2, -self._height / 2, self._width, self._height))
        return p

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        w, h = self._width, self._height
        rect = QRectF(-w / 2, -h / 2, w, h)
        radius = w * 0.07
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        pm = self._current_pixmap()
        m = SHADOW_MARGIN
        painter.drawPixmap(QRectF(-w / 2 - m, -h / 2 - m, w + 2 * m, h + 2 * m), pm, QRectF(pm.rect()))
        painter.setPen(Qt.PenStyle.NoPen)
        if self.pose.dim or (self.interactive and not self.legal):
            painter.setBrush(QColor(20, 30, 25, 120))
            painter.drawRoundedRect(rect, radius, radius)
        if self.interactive and self.legal and (self.selected_card or self.hovered):
            pen = QPen(QColor("#ffd54a") if self.selected_card else QColor(255, 255, 255, 200))
            pen.setWidthF(max(2.0, w * 0.03))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        elif self.interactive and self.selected_card:
            pen = QPen(QColor(255, 255, 255, 140))
            pen.setWidthF(max(1.5, w * 0.02))
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)

    # -- poses -----------------------------------------------------------------------

    def set_width(self, width: float, *, moving: bool = False) -> None:
        """The card's width.  While it moves (an animation's frames) the picture already
        drawn is scaled instead of drawn anew at every in-between size; at rest it is drawn
        for its exact size, so it is crisp."""
        if abs(width - self._width) > 0.01:
            self.prepareGeometryChange()
            self._width = width
            self._height = width * self._art.aspect
        if not moving and self._pixmap is not None and self._pixmap_width != max(8, round(width)):
            self._pixmap = None

    def show_face(self, up: bool) -> None:
        if up != self._face_shown:
            self._face_shown = up
            self._pixmap = None
            self.update()

    def set_flip(self, sx: float) -> None:
        """Scale the card horizontally (a flip shows it edge-on half way)."""
        self.setTransform(QTransform.fromScale(max(0.001, sx), 1.0))

    def set_pose(self, pose: Pose) -> None:
        """Jump to ``pose`` (the end of every animation)."""
        self.pose = pose
        self._goal_width = None
        self.set_width(pose.width)
        self.setPos(pose.x, pose.y)
        self.setRotation(pose.rotation)
        self.setZValue(pose.z)
        self.set_flip(1.0)
        self.show_face(pose.face_up)
        self.update()

    def lerp(self, a: Pose, b: Pose, t: float) -> None:
        """Show the card part way (``t`` in 0..1) from pose ``a`` to ``b``."""
        if self._goal_width != b.width:  # a new move: its picture at the size it ends at
            self._goal_width = b.width
            if self._pixmap is not None and self._pixmap_width != max(8, round(b.width)):
                self._pixmap = None
        self.set_width(a.width + (b.width - a.width) * t, moving=True)
        self.setPos(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
        self.setRotation(a.rotation + (b.rotation - a.rotation) * t)
        if a.face_up != b.face_up:
            if t < 0.5:
                self.show_face(a.face_up)
                self.set_flip(1.0 - 2 * t)
            else:
                self.show_face(b.face_up)
                self.set_flip(2 * t - 1.0)
        else:
            self.show_face(b.face_up)

    # -- mouse -----------------------------------------------------------------------

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        if self.interactive:
            self.setCursor(
                Qt.CursorShape.PointingHandCursor if self.legal else Qt.CursorShape.ForbiddenCursor
            )
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self.unsetCursor()
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.interactive or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._dragging = False
        self._drag_origin = self.pos()
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or not self.legal:
            return
        delta = event.scenePos() - self._press
        if not self._dragging and (abs(delta.x()) + abs(delta.y())) > 8:
            self._dragging = True
            self.setZValue(2000)
        if self._dragging:
            self.setPos(self._drag_origin + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        self._press = None
        if self._dragging:
            self._dragging = False
            self.dropped.emit(self.card, event.scenePos())
            return
        self.clicked.emit(self.card)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.interactive:
            self.doubleClicked.emit(self.card)
