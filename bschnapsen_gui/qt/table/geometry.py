"""Where the cards lie on the table: the poses of the hands, the dealer's stack, the trick,
the piles and a turned-up card, for a table of a given size in the view's pixels.

Pure arithmetic of the table's layout (its own reason to change: how the table looks), apart
from the scene (``scene.py``), which lays the deal's cards out with it and animates them.
Every length is a multiple of the unit ``u``: a sixteenth of the width or a tenth of the
height, whichever is less.  Seats: 0 (the human) bottom, 1 (West) left, 2 (North) top,
3 (East) right.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF

from ...engine import HUMAN
from .cards import SHADOW_MARGIN, Pose

DIRECTIONS = {0: (0.0, 1.0), 1: (-1.0, 0.0), 2: (0.0, -1.0), 3: (1.0, 0.0)}
"""From the table's middle towards each seat."""
TRICK_TILT = {0: 2.0, 1: -9.0, 2: 5.0, 3: 8.0}
"""Each seat's card in the trick lies turned a little, as a hand puts it down."""


class TableGeometry:
    """The layout of a ``w`` × ``h`` table whose cards are ``aspect`` times as high as wide."""

    def __init__(self, w: float = 1280.0, h: float = 800.0, aspect: float = 1.5) -> None:
        self.w = w
        self.h = h
        self.aspect = aspect

    @property
    def u(self) -> float:
        return min(self.w / 16.0, self.h / 10.0)

    def card_w(self, kind: str) -> float:
        u = self.u
        return {"hand": 1.55 * u, "other": 1.05 * u, "trick": 1.32 * u, "pile": 0.78 * u}[kind]

    def card_h(self, kind: str) -> float:
        return self.card_w(kind) * self.aspect

    def trick_center(self) -> QPointF:
        return QPointF(self.w / 2, self.h * 0.45)

    def south_at_rest(self, n: int, face_up: list[bool], dim: bool) -> list[Pose]:
        """The player's hand of ``n`` cards, none raised."""
        u = self.u
        out: list[Pose] = []
        cw, ch = self.card_w("hand"), self.card_h("hand")
        s = cw * 0.86
        for i in range(n):
            m = i - (n - 1) / 2
            x = self.w / 2 + m * s
            y = self.h - ch * 0.5 - 0.22 * u + abs(m) ** 2 * 0.05 * u
            out.append(Pose(x, y, m * 3.0, 100 + i, face_up[i], cw, dim))
        # placed in the table as at rest, so that choosing a card does not move the hand
        return self._inside(out)

    def full_hand_extent(self) -> QRectF:
        """The rectangle the player's hand of five covers at rest, no card raised."""
        box = QRectF()
        for pose in self.south_at_rest(5, [True] * 5, False):
            box = box.united(self.extent(pose))
        return box

    def hand_poses(self, seat: int, n: int, face_up: list[bool], dim: bool) -> list[Pose]:
        """``seat``'s hand of ``n`` cards where it rests, inside the table."""
        if seat == HUMAN:
            return self.south_at_rest(n, face_up, dim)
        u = self.u
        out: list[Pose] = []
        cw, ch = self.card_w("other"), self.card_h("other")
        spread = 0.62 if any(face_up) else 0.4
        s = cw * spread
        for i in range(n):
            m = i - (n - 1) / 2
            if seat == 2:
                x, y, rot = self.w / 2 - m * s, ch * 0.5 + 0.18 * u - abs(m) ** 2 * 0.03 * u, 180 - m * 3.0
            elif seat == 1:
                x, y, rot = ch * 0.5 + 0.2 * u - abs(m) ** 2 * 0.03 * u, self.h * 0.45 + m * s, 90 + m * 3.0
            else:
                x, y, rot = self.w - ch * 0.5 - 0.2 * u + abs(m) ** 2 * 0.03 * u, self.h * 0.45 - m * s, -90 + m * 3.0
            if face_up[i]:
                rot = {2: 0.0 - m * 3.0, 1: 90 + m * 3.0, 3: -90 + m * 3.0}[seat]
            out.append(Pose(x, y, rot, 100 + i, face_up[i], cw, dim))
        return self._inside(out)

    def extent(self, p: Pose) -> QRectF:
        """The scene rectangle a card at pose ``p`` covers, its shadow included."""
        a = math.radians(p.rotation)
        w = p.width + 2 * SHADOW_MARGIN
        h = p.width * self.aspect + 2 * SHADOW_MARGIN
        hx = (abs(math.cos(a)) * w + abs(math.sin(a)) * h) / 2
        hy = (abs(math.sin(a)) * w + abs(math.cos(a)) * h) / 2
        return QRectF(p.x - hx, p.y - hy, 2 * hx, 2 * hy)

    def _inside(self, poses: list[Pose]) -> list[Pose]:
        """``poses`` (one hand) moved as a whole so that every card, rotated and with its
        shadow, lies inside the table with a small gap to its edges (the fanned, rotated
        outer cards ran off the bottom and the sides)."""
        if not poses:
            return poses
        box = QRectF()
        for p in poses:
            box = box.united(self.extent(p))
        gap = 0.08 * self.u
        dx = max(0.0, gap - box.left()) - max(0.0, box.right() - (self.w - gap))
        dy = max(0.0, gap - box.top()) - max(0.0, box.bottom() - (self.h - gap))
        if not dx and not dy:
            return poses
        return [p.moved(x=p.x + dx, y=p.y + dy) for p in poses]

    def deck_pose(self, dealer: int, i: int) -> Pose:
        """Card ``i`` of the dealer's stack.  The stack lies in the upper half of the
        table, towards the dealer's side (South's to the right, North's to the left):
        the phase panels lie above the player's hand, in the lower half, and the trump
        call's panel would cover a stack there (issue 13)."""
        c = self.trick_center()
        dx, _dy = DIRECTIONS[dealer]
        u = self.u
        x = c.x() + dx * 2.1 * u + 1.2 * u * (1 if dealer in (0, 2) else 0) * (1 if dealer == 0 else -1)
        y = c.y() - 1.5 * u
        return Pose(x - i * 0.35, y - i * 0.5, 90.0 if dealer in (1, 3) else 0.0, 10 + i, False, self.card_w("other"))

    def slot_pose(self, seat: int, order: int) -> Pose:
        c = self.trick_center()
        dx, dy = DIRECTIONS[seat]
        cw, ch = self.card_w("trick"), self.card_h("trick")
        x = c.x() + dx * cw * 0.72
        y = c.y() + dy * ch * 0.34
        return Pose(x, y, TRICK_TILT[seat], 300 + order, True, cw)

    def trick_extent(self) -> QRectF:
        """The scene rectangle the four cards of a trick cover when all are played."""
        rect = QRectF()
        for seat in range(4):
            rect = rect.united(self.extent(self.slot_pose(seat, seat)))
        return rect

    def pile_base(self, team: int) -> QPointF:
        u = self.u
        if team == 0:
            return QPointF(self.w - 1.5 * u, self.h - 1.05 * u)
        return QPointF(1.5 * u, self.h - 1.05 * u)

    def pile_pose(self, team: int, k: int, j: int) -> Pose:
        b = self.pile_base(team)
        u = self.u
        tilt = (-1) ** k * 4.0 + j * 1.5
        x = b.x() + (k - 2) * 0.16 * u * (-1 if team == 0 else 1)
        return Pose(x, b.y() - k * 0.03 * u, 90 + tilt, 50 + k * 5 + j, False, self.card_w("pile"))

    def show_pose(self) -> Pose:
        c = self.trick_center()
        return Pose(c.x(), c.y(), 0, 950, True, self.card_w("trick") * 1.15)
