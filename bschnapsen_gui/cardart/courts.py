"""Helpers shared by the double-ended courts of both packs: the cut, the divider, suit signs,
brocade and ermine patterns clipped at build time, trims, and the torso."""

from __future__ import annotations

from dataclasses import dataclass

from . import style as st
from . import suits
from .svg import Canvas, darken, flatten, inside_disc, translate

L, R = st.FRAME_L + 0.7, st.FRAME_R - 0.7


def cy(x: float) -> float:
    """A little below the cut, so the two halves overlap under the dividing line."""
    return st.cut_y(x) + 1.0


@dataclass(frozen=True)
class Dress:
    main: str  # robe / gown / doublet
    second: str  # under-garment, sleeves
    trim: str = st.GOLD


def divider(c: Canvas) -> None:
    c.path(f"M{st.FRAME_L} {st.cut_y(st.FRAME_L)}L{st.FRAME_R} {st.cut_y(st.FRAME_R)}",
           stroke=st.INK, sw=st.SW)


def pip(c: Canvas, pack: str, suit: str, x: float, y: float, size: float = 30.0) -> None:
    ident = suits.sign_def(c, pack, suit, size)
    c.use(ident, translate(x, y))


def brocade(c: Canvas, region: str, color: str, step: float = 11.0, r: float = 2.0) -> None:
    """Small four-petal motifs scattered inside ``region`` (clipped at build time)."""
    polys = flatten(region)
    xs = [p[0] for poly in polys for p in poly]
    ys = [p[1] for poly in polys for p in poly]
    d = ""
    row = 0
    y = min(ys) + step / 2
    while y < max(ys):
        x = min(xs) + (step / 2 if row % 2 else 0.0) + step / 4
        while x < max(xs):
            if inside_disc(polys, x, y, r + 1.2):
                d += (f"M{x:.1f} {y - r:.1f}C{x + r * 0.6:.1f} {y - r * 0.4:.1f} "
                      f"{x + r * 0.6:.1f} {y + r * 0.4:.1f} {x:.1f} {y + r:.1f}"
                      f"C{x - r * 0.6:.1f} {y + r * 0.4:.1f} {x - r * 0.6:.1f} {y - r * 0.4:.1f} "
                      f"{x:.1f} {y - r:.1f}Z"
                      f"M{x - r:.1f} {y:.1f}C{x - r * 0.4:.1f} {y - r * 0.6:.1f} "
                      f"{x + r * 0.4:.1f} {y - r * 0.6:.1f} {x + r:.1f} {y:.1f}"
                      f"C{x + r * 0.4:.1f} {y + r * 0.6:.1f} {x - r * 0.4:.1f} {y + r * 0.6:.1f} "
                      f"{x - r:.1f} {y:.1f}Z")
            x += step
        y += step * 0.8
        row += 1
    if d:
        c.path(d, fill=color, stroke="none", opacity=0.85)


def ermine(c: Canvas, region: str, step: float = 12.0) -> None:
    """Black ermine tails scattered on white fur inside ``region``."""
    polys = flatten(region)
    xs = [p[0] for poly in polys for p in poly]
    ys = [p[1] for poly in polys for p in poly]
    d = ""
    row = 0
    y = min(ys) + 5
    while y < max(ys):
        x = min(xs) + (step / 2 if row % 2 else 0.0) + 3
        while x < max(xs):
            if inside_disc(polys, x, y + 1.5, 4.0):
                d += (f"M{x:.1f} {y - 2:.1f}C{x + 1.4:.1f} {y:.1f} {x + 2.4:.1f} {y + 3:.1f} "
                      f"{x:.1f} {y + 5:.1f}C{x - 2.4:.1f} {y + 3:.1f} {x - 1.4:.1f} {y:.1f} "
                      f"{x:.1f} {y - 2:.1f}Z")
            x += step
        y += step * 0.75
        row += 1
    if d:
        c.path(d, fill=st.BLACK, stroke="none")


def trim_band(c: Canvas, d: str, color: str = st.GOLD) -> None:
    c.path(d, fill=st.shade(c, color), stroke=darken(color, 0.5))


def jewels_along(c: Canvas, pts: list[tuple[float, float]], color: str) -> None:
    for i, (x, y) in enumerate(pts):
        col = color if i % 2 == 0 else st.WHITE
        c.circle(x, y, 2.4 if i % 2 == 0 else 1.6, fill=st.glow(c, col),
                 stroke=darken(st.DARKGOLD, 0.4), sw=st.FINE)


# -- shared body ----------------------------------------------------------------------------------
def torso(c: Canvas, color: str, top: float = 130.0, width: float = 60.0,
          x: float = st.CX) -> str:
    """The body from the neck to the cut, centred on ``x``; returns its outline."""
    x0, x1 = x - width, x + width
    d = (f"M{x - 18} {top}C{x - 34} {top + 3} {x0 + 10} {top + 10} {x0 + 4} {top + 22}"
         f"L{x0} {cy(x0)}L{x1} {cy(x1)}L{x1 - 4} {top + 22}C{x1 - 10} {top + 10} {x + 34} "
         f"{top + 3} {x + 18} {top}Z")
    c.path(d, fill=st.shade(c, color), stroke=darken(color, 0.5))
    return d




def mantle(c: Canvas, color: str, lining: str, top: float = 136.0, spread: float = 0.0,
           x: float = st.CX) -> None:
    """A cloak behind the figure, from the shoulders out to the frame and down to the cut;
    its edge shows the lining."""
    sx0, sx1 = x - 30, x + 30
    d = (f"M{L} {cy(L)}L{L} {176 - spread}C{L + 6} {158 - spread} {L + 26} {top + 8} {sx0} {top}"
         f"H{sx1}C{R - 26} {top + 8} {R - 6} {158 - spread} {R} {176 - spread}V{cy(R)}Z")
    c.path(d, fill=st.shade(c, color), stroke=darken(color, 0.5))
    # lining turned out along the edge
    c.path(f"M{L} {186 - spread}L{L} {176 - spread}C{L + 6} {158 - spread} {L + 26} {top + 8} "
           f"{sx0} {top}L{sx0 + 4} {top + 6}C{L + 30} {top + 14} {L + 12} {162 - spread} {L + 6} "
           f"{186 - spread}Z", fill=st.shade(c, lining), stroke=darken(lining, 0.5))
    c.path(f"M{R} {186 - spread}L{R} {176 - spread}C{R - 6} {158 - spread} {R - 26} {top + 8} "
           f"{sx1} {top}L{sx1 - 4} {top + 6}C{R - 30} {top + 14} {R - 12} {162 - spread} {R - 6} "
           f"{186 - spread}Z", fill=st.shade(c, lining), stroke=darken(lining, 0.5))
    fold = darken(color, 0.38)
    c.path(f"M{L + 14} 190C{L + 16} 198 {L + 16} 204 {L + 15} {cy(L + 15)}"
           f"M{R - 14} 186C{R - 16} 192 {R - 16} 196 {R - 15} {cy(R - 15)}", stroke=fold,
           sw=st.FINE)
