"""Two card backs shared by all packs: a red lattice and a blue guilloche.

Both are symmetric under a 180° turn, so a back never shows which way up a card lies.
"""

from __future__ import annotations

import math

from . import style as st
from .layout import rrect_d
from .svg import Canvas, darken, fmt, lighten, rotate

FIELD = (14.0, 14.0, st.WIDTH - 14.0, st.HEIGHT - 14.0)


def _clip_line(
    p: tuple[float, float], q: tuple[float, float], box: tuple[float, float, float, float]
) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """Liang-Barsky clipping of the segment p-q to the box (x0, y0, x1, y1)."""
    x0, y0, x1, y1 = box
    dx, dy = q[0] - p[0], q[1] - p[1]
    t0, t1 = 0.0, 1.0
    for pk, qk in ((-dx, p[0] - x0), (dx, x1 - p[0]), (-dy, p[1] - y0), (dy, y1 - p[1])):
        if pk == 0:
            if qk < 0:
                return None
            continue
        t = qk / pk
        if pk < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 >= t1:
        return None
    return (p[0] + t0 * dx, p[1] + t0 * dy), (p[0] + t1 * dx, p[1] + t1 * dy)


def _base(c: Canvas, color: str) -> None:
    x0, y0, x1, y1 = FIELD
    c.path(rrect_d(x0, y0, x1 - x0, y1 - y0, 3), fill=st.shade(c, color), stroke="none")


def _border(c: Canvas, color: str) -> None:
    x0, y0, x1, y1 = FIELD
    c.path(rrect_d(x0, y0, x1 - x0, y1 - y0, 3), stroke=darken(color, 0.45), sw=st.SW)
    c.path(rrect_d(x0 - 5, y0 - 5, x1 - x0 + 10, y1 - y0 + 10, 7), stroke=color, sw=st.FINE)


def _rosette(c: Canvas, cx: float, cy: float, r: float, petals: int, fill: str,
             edge: str) -> None:
    for i in range(petals):
        a = 360.0 * i / petals
        with c.at(rotate(a, cx, cy)):
            c.path(
                f"M{cx} {cy}C{cx - r * 0.32} {cy - r * 0.35} {cx - r * 0.22} {cy - r * 0.9} "
                f"{cx} {cy - r}C{cx + r * 0.22} {cy - r * 0.9} {cx + r * 0.32} {cy - r * 0.35} "
                f"{cx} {cy}Z",
                fill=fill, stroke=edge, sw=st.FINE,
            )


def back_lattice() -> str:
    """Back 1: deep red with a fine white diamond lattice and a central medallion."""
    red = st.RED
    c = _blank()
    _base(c, red)
    x0, y0, x1, y1 = FIELD
    step = 16.0
    line = lighten(red, 0.55)
    d = ""
    span = (x1 - x0) + (y1 - y0)
    k = 1.6  # slope of the lattice lines
    n = int(span / step) + 4
    for i in range(-n, n + 1):
        xs = st.CX + i * step
        for sgn in (1.0, -1.0):
            p = (xs - sgn * 300.0, st.CY - k * 300.0)
            q = (xs + sgn * 300.0, st.CY + k * 300.0)
            seg = _clip_line(p, q, FIELD)
            if seg:
                (ax, ay), (bx, by) = seg
                d += f"M{fmt(ax)} {fmt(ay)}L{fmt(bx)} {fmt(by)}"
    c.path(d, stroke=line, sw=st.FINE, opacity=0.7)
    # dots at the crossings
    dots = ""
    for i in range(-n, n + 1):
        for j in range(-n, n + 1):
            x = st.CX + (i + j) * step / 2
            y = st.CY + (j - i) * step * k / 2
            if x0 + 4 < x < x1 - 4 and y0 + 4 < y < y1 - 4:
                dots += (f"M{fmt(x - 1.3)} {fmt(y)}L{fmt(x)} {fmt(y - 1.3)}"
                         f"L{fmt(x + 1.3)} {fmt(y)}L{fmt(x)} {fmt(y + 1.3)}Z")
    c.path(dots, fill=lighten(red, 0.7), stroke="none")
    # medallion
    c.ellipse(st.CX, st.CY, 62, 86, fill=st.PAPER, stroke=darken(red, 0.45), sw=st.SW)
    c.ellipse(st.CX, st.CY, 56, 80, fill="none", stroke=red, sw=2.4)
    c.ellipse(st.CX, st.CY, 50, 74, fill="none", stroke=st.GOLD, sw=st.FINE)
    for i in range(16):
        a = 2 * math.pi * i / 16
        c.circle(st.CX + 53 * math.cos(a), st.CY + 77 * math.sin(a), 2.2,
                 fill=st.GOLD, stroke=st.DARKGOLD, sw=st.FINE)
    _rosette(c, st.CX, st.CY, 42, 8, st.glow(c, red), darken(red, 0.5))
    _rosette(c, st.CX, st.CY, 24, 8, st.glow(c, st.GOLD), st.DARKGOLD)
    c.circle(st.CX, st.CY, 7, fill=st.glow(c, red), stroke=darken(red, 0.5))
    for sy in (-1.0, 1.0):
        for sx in (-1.0, 1.0):
            # gold studs on the diagonals of the medallion
            c.circle(st.CX + sx * 34, st.CY + sy * 56, 3.5, fill=st.glow(c, st.GOLD),
                     stroke=st.DARKGOLD, sw=st.FINE)
    _border(c, red)
    return c.to_svg("back 1")


def _guilloche(cx: float, cy: float, r0: float, amp: float, waves: int, phase: float,
               sx: float = 1.0, sy: float = 1.0, n: int = 240) -> str:
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        r = r0 + amp * math.sin(waves * t + phase)
        pts.append(f"{fmt(cx + sx * r * math.cos(t))} {fmt(cy + sy * r * math.sin(t))}")
    return "M" + "L".join(pts) + "Z"


def _rope(pts_a: list[tuple[float, float]]) -> str:
    return "M" + "L".join(f"{fmt(x)} {fmt(y)}" for x, y in pts_a)


def back_guilloche() -> str:
    """Back 2: deep blue with white guilloche work, like an engraved banknote."""
    blue = darken(st.BLUE, 0.15)
    c = _blank()
    _base(c, blue)
    x0, y0, x1, y1 = FIELD
    line = lighten(st.BLUE, 0.8)
    cx, cy = st.CX, st.CY
    # a fine engraved hatching over the whole field
    d = ""
    for i in range(-60, 61):
        xs = cx + i * 6.0
        seg = _clip_line((xs - 400.0, cy - 400.0), (xs + 400.0, cy + 400.0), FIELD)
        if seg:
            (ax, ay), (bx, by) = seg
            d += f"M{fmt(ax)} {fmt(ay)}L{fmt(bx)} {fmt(by)}"
    c.path(d, stroke=lighten(st.BLUE, 0.3), sw=0.5, opacity=0.6)
    # the central medallion: braided rings (two waves in opposite phase cross each other)
    d = ""
    for r0, amp, waves in ((78.0, 7.0, 16), (60.0, 6.0, 14), (44.0, 5.0, 12)):
        for sign in (1.0, -1.0):
            d += _guilloche(cx, cy, r0, sign * amp, waves, 0.0, 1.0, 1.32, 360)
    c.path(d, stroke=line, sw=0.7)
    # a rosette of overlapping circles in the middle
    d = ""
    for i in range(12):
        a = 2 * math.pi * i / 12
        px, py = cx + 14 * math.cos(a), cy + 14 * 1.32 * math.sin(a)
        d += _guilloche(px, py, 14, 0.0, 1, 0.0, 1.0, 1.32, 48)
    c.path(d, stroke=lighten(st.BLUE, 0.9), sw=0.7)
    c.circle(cx, cy, 4.5, fill=st.glow(c, st.GOLD), stroke=st.DARKGOLD, sw=st.FINE)
    # small braided rosettes towards the corners (a half turn maps each onto its partner)
    d = ""
    for px, py in ((x0 + 40, y0 + 44), (x1 - 40, y1 - 44), (x1 - 40, y0 + 44),
                   (x0 + 40, y1 - 44)):
        for sign in (1.0, -1.0):
            d += _guilloche(px, py, 18, sign * 3.0, 10, 0.0, n=160)
            d += _guilloche(px, py, 10, sign * 2.0, 8, 0.0, n=120)
    c.path(d, stroke=line, sw=0.7)
    for px, py in ((x0 + 40, y0 + 44), (x1 - 40, y1 - 44), (x1 - 40, y0 + 44),
                   (x0 + 40, y1 - 44)):
        c.circle(px, py, 2.6, fill=st.glow(c, st.GOLD), stroke=st.DARKGOLD, sw=st.FINE)
    # a rope border: two sine waves crossing all round the field
    d = ""
    inset = 8.0
    bx0, by0, bx1, by1 = x0 + inset, y0 + inset, x1 - inset, y1 - inset
    per = 2 * (bx1 - bx0) + 2 * (by1 - by0)
    n = 440
    for sign in (1.0, -1.0):
        pts = []
        for i in range(n + 1):
            s_ = per * i / n
            if s_ <= bx1 - bx0:
                px, py, nx, ny = bx0 + s_, by0, 0.0, 1.0
            elif s_ <= (bx1 - bx0) + (by1 - by0):
                px, py, nx, ny = bx1, by0 + s_ - (bx1 - bx0), -1.0, 0.0
            elif s_ <= 2 * (bx1 - bx0) + (by1 - by0):
                px, py, nx, ny = bx1 - (s_ - (bx1 - bx0) - (by1 - by0)), by1, 0.0, -1.0
            else:
                px, py, nx, ny = bx0, by1 - (s_ - 2 * (bx1 - bx0) - (by1 - by0)), 1.0, 0.0
            off = sign * 3.2 * math.sin(2 * math.pi * s_ / (per / 110))
            pts.append((px + nx * off, py + ny * off))
        d += _rope(pts)
    c.path(d, stroke=line, sw=0.7)
    _border(c, st.BLUE)
    return c.to_svg("back 2")


def _blank() -> Canvas:
    c = Canvas(st.WIDTH, st.HEIGHT, st.INK, st.SW)
    c.path(rrect_d(0.6, 0.6, st.WIDTH - 1.2, st.HEIGHT - 1.2, st.RADIUS), fill=st.PAPER,
           stroke=st.EDGE, sw=1.2)
    return c


def all_backs() -> dict[int, str]:
    return {1: back_lattice(), 2: back_guilloche()}
