"""Suit signs: French (hearts, diamonds, spades, clubs) and William Tell (Herz, Schellen, Laub,
Eichel).

Every sign is drawn centred on the origin in a box about 100 units high; callers place it with
the canvas transform. ``detail=False`` leaves out fine inner lines for the small index signs.
Suit letters follow the engine: H D S C (Tell: Herz, Schellen, Laub, Eichel).
"""

from __future__ import annotations

import math

from . import style as st
from .svg import Canvas, arc_d, darken, lighten, scale

# -- French -------------------------------------------------------------------------------------
HEART_D = (
    "M0 47C-16 26 -48 8 -48 -19C-48 -38 -35 -48 -23 -48C-11 -48 -3 -41 0 -31"
    "C3 -41 11 -48 23 -48C35 -48 48 -38 48 -19C48 8 16 26 0 47Z"
)
DIAMOND_D = "M0 -50C11 -31 23 -15 37 0C23 15 11 31 0 50C-11 31 -23 15 -37 0C-23 -15 -11 -31 0 -50Z"
SPADE_D = (
    "M0 -48C-17 -27 -47 -10 -47 14C-47 30 -35 38 -24 38C-14 38 -6 33 -3 27"
    "C-4 37 -9 44 -17 49H17C9 44 4 37 3 27C6 33 14 38 24 38C35 38 47 30 47 14"
    "C47 -10 17 -27 0 -48Z"
)


def _circle_hits(
    a: tuple[float, float], b: tuple[float, float], r: float
) -> list[tuple[float, float]]:
    """The two intersection points of two circles of radius ``r``."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy)
    h = math.sqrt(max(r * r - (d / 2) ** 2, 0.0))
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    ux, uy = -dy / d, dx / d
    return [(mx + ux * h, my + uy * h), (mx - ux * h, my - uy * h)]


def _angle(center: tuple[float, float], p: tuple[float, float]) -> float:
    return math.degrees(math.atan2(p[1] - center[1], p[0] - center[0]))


def _club_d() -> str:
    r = 21.0
    top, left, right = (0.0, -23.0), (-21.5, 9.0), (21.5, 9.0)

    def outer(a: tuple[float, float], b: tuple[float, float]) -> tuple[float, float]:
        return max(_circle_hits(a, b, r), key=lambda p: math.hypot(p[0], p[1] + 2))

    tl, tr = outer(top, left), outer(top, right)
    a_tl = _angle(top, tl)
    a_tr = _angle(top, tr)
    if a_tr < a_tl:
        a_tr += 360
    d = arc_d(*top, r, a_tl, a_tr, move=True)
    a_r0 = _angle(right, tr)
    d += arc_d(*right, r, a_r0, 150.0)
    d += "C2.5 33 8 43 17 49H-17C-8 43 -2.5 33 "
    lx = left[0] + r * math.cos(math.radians(30))
    ly = left[1] + r * math.sin(math.radians(30))
    d += f"{lx:.4f} {ly:.4f}"
    a_l1 = _angle(left, tl)
    if a_l1 < 30:
        a_l1 += 360
    d += arc_d(*left, r, 30.0, a_l1) + "Z"
    return d


CLUB_D = _club_d()

FRENCH_SHAPES = {"H": HEART_D, "D": DIAMOND_D, "S": SPADE_D, "C": CLUB_D}


def french(c: Canvas, suit: str, color: str, detail: bool = True) -> None:
    """A French pip in ``color`` (flat-looking, with the house gradient and highlight)."""
    outline = darken(color, 0.45)
    c.path(FRENCH_SHAPES[suit], fill=st.glow(c, color), stroke=outline)
    if not detail:
        return
    # a soft highlight on the upper left of each form
    if suit == "H":
        st.highlight(c, "M-38 -22C-38 -34 -30 -40 -22 -40C-14 -40 -10 -35 -14 -32"
                     "C-22 -30 -28 -26 -32 -16C-35 -12 -38 -16 -38 -22Z", 0.35)
    elif suit == "D":
        st.highlight(c, "M-2 -40C-8 -28 -16 -16 -26 -3C-22 -4 -16 -12 -10 -20"
                     "C-6 -26 -3 -32 -2 -40Z", 0.4)
    elif suit == "S":
        st.highlight(c, "M-6 -34C-16 -22 -36 -8 -38 10C-38 14 -35 14 -33 10"
                     "C-28 -4 -16 -16 -6 -34Z", 0.35)
    else:
        st.highlight(c, "M-12 -32C-14 -38 -6 -42 -2 -40C-8 -38 -10 -34 -10 -28"
                     "C-11 -27 -12 -29 -12 -32Z", 0.45)
        st.highlight(c, "M-35 4C-37 -2 -31 -6 -27 -5C-31 -2 -33 2 -33 7C-34 8 -35 6 -35 4Z", 0.45)


# -- William Tell -----------------------------------------------------------------------------
TELL_HEART_D = (
    "M0 44C-22 30 -52 12 -52 -13C-52 -35 -38 -47 -23 -47C-11 -47 -3 -40 0 -31"
    "C3 -40 11 -47 23 -47C38 -47 52 -35 52 -13C52 12 22 30 0 44Z"
)


def herz(c: Canvas, detail: bool = True) -> None:
    c.path(TELL_HEART_D, fill=st.glow(c, st.RED), stroke=darken(st.RED, 0.5))
    st.highlight(
        c,
        "M-41 -16C-43 -31 -33 -40 -22 -39C-16 -38 -14 -34 -18 -32C-28 -30 -34 -24 -36 -12"
        "C-37 -8 -40 -10 -41 -16Z",
        0.5,
    )
    if detail:
        c.path("M0 34C-16 24 -40 10 -44 -8", stroke=lighten(st.RED, 0.35), sw=st.FINE,
               opacity=0.7)


def schellen(c: Canvas, detail: bool = True) -> None:
    r = 40.0
    cy = 6.0
    gold = st.GOLD
    edge = darken(st.DARKGOLD, 0.35)
    # eyelet on top
    c.circle(0, cy - r - 5, 7.5, fill=st.glow(c, st.DARKGOLD), stroke=edge)
    c.circle(0, cy - r - 5, 3.2, fill=st.PAPER, stroke=edge, sw=st.FINE)
    # the ball
    c.circle(0, cy, r, fill=st.glow(c, gold), stroke=edge)
    # engraved lines on the upper half
    if detail:
        c.path(f"M-30 {cy - 22}C-16 {cy - 30} 16 {cy - 30} 30 {cy - 22}", stroke=st.DARKGOLD,
               sw=st.FINE)
    # red band round the middle, curved like the ball
    band = st.RED
    top_y, bot_y = cy - 9, cy + 5
    xt = math.sqrt(r * r - (top_y - cy) ** 2)
    xb = math.sqrt(r * r - (bot_y - cy) ** 2)
    c.path(
        f"M{-xt:.3f} {top_y}C{-xt * 0.55:.3f} {top_y + 8} {xt * 0.55:.3f} {top_y + 8} {xt:.3f} {top_y}"
        f"L{xb:.3f} {bot_y}C{xb * 0.55:.3f} {bot_y + 8} {-xb * 0.55:.3f} {bot_y + 8} "
        f"{-xb:.3f} {bot_y}Z",
        fill=st.shade(c, band),
        stroke=darken(band, 0.5),
    )
    if detail:
        for x in (-24.0, -8.0, 8.0, 24.0):
            yy = top_y + 7 + 6.5 - abs(x) * 0.09
            c.circle(x, yy, 2.2, fill=gold, stroke=darken(st.DARKGOLD, 0.3), sw=st.FINE)
    # the sound hole and the slit in the lower half
    hole_y = cy + 22
    c.path(f"M-2 {hole_y}L-1.6 {cy + r - 0.8}H1.6L2 {hole_y}Z", fill=st.DARKBROWN,
           stroke=edge, sw=st.FINE)
    c.circle(0, hole_y, 5.6, fill=st.DARKBROWN, stroke=edge)
    # highlight
    st.highlight(
        c,
        f"M-30 {cy - 14}C-30 {cy - 28} -18 {cy - 34} -8 {cy - 34}C-4 {cy - 34} -4 {cy - 31} -8 {cy - 30}"
        f"C-18 {cy - 27} -24 {cy - 22} -27 {cy - 12}C-28 {cy - 9} -30 {cy - 10} -30 {cy - 14}Z",
        0.6,
    )


LEAF_D = (
    "M0 -50C6 -42 16 -36 22 -28C30 -18 40 -8 40 6C41 22 30 33 16 33"
    "C9 33 4 31 0 27C-4 31 -9 33 -16 33C-30 33 -41 22 -40 6C-40 -8 -30 -18 -22 -28"
    "C-16 -36 -6 -42 0 -50Z"
)


def laub(c: Canvas, detail: bool = True) -> None:
    green = st.GREEN
    edge = darken(st.DARKGREEN, 0.45)
    # stem
    c.path("M-2 26C-1 36 1 44 6 50L9 48C5 42 3 35 2 26Z", fill=st.shade(c, st.DARKGREEN),
           stroke=edge)
    c.path(LEAF_D, fill=st.glow(c, green), stroke=edge)
    # lighter left half, as if the leaf were folded along its midrib
    st.highlight(
        c,
        "M0 -46C-6 -40 -16 -34 -21 -27C-29 -17 -38 -8 -38 6C-38 20 -28 30 -16 31"
        "C-9 31 -4 29 0 26Z",
        0.16,
    )
    vein = darken(st.DARKGREEN, 0.2)
    c.path("M0 27V-44", stroke=vein, sw=st.SW if detail else st.FINE)
    if detail:
        for y0, dx, dy in ((14, 30, -8), (2, 33, -12), (-10, 27, -13), (-22, 18, -11)):
            c.path(f"M0 {y0}C{dx * 0.4} {y0 - 1} {dx * 0.8} {y0 + dy * 0.5} {dx} {y0 + dy}",
                   stroke=vein, sw=st.FINE)
            c.path(f"M0 {y0}C{-dx * 0.4} {y0 - 1} {-dx * 0.8} {y0 + dy * 0.5} {-dx} {y0 + dy}",
                   stroke=vein, sw=st.FINE)


ACORN_NUT_D = "M0 -50C15 -47 25 -30 25 -10C25 4 20 10 16 12H-16C-20 10 -25 4 -25 -10C-25 -30 -15 -47 0 -50Z"
ACORN_CUP_D = "M-29 2C-29 -4 -20 -6 0 -6C20 -6 29 -4 29 2C29 22 17 34 0 34C-17 34 -29 22 -29 2Z"


def eichel(c: Canvas, detail: bool = True) -> None:
    nut = st.OCHRE
    cup = st.BROWN
    edge = st.DARKBROWN
    # stalk
    c.path("M-3 30C-3 38 -1 44 3 50L7 48C4 43 3 37 3 30Z", fill=st.shade(c, cup), stroke=edge)
    c.path(ACORN_NUT_D, fill=st.glow(c, nut), stroke=darken(edge, 0.2))
    st.highlight(c, "M-16 -16C-17 -30 -11 -40 -3 -43C-7 -36 -10 -28 -11 -16C-12 -10 -15 -10 -16 -16Z",
                 0.55)
    c.path(ACORN_CUP_D, fill=st.glow(c, cup), stroke=darken(edge, 0.2))
    if detail:
        scale_ink = lighten(cup, 0.35)
        # scales: rows of small arcs across the cup
        rows = ((2.0, 26.0, 7), (11.0, 25.0, 6), (20.0, 20.0, 5), (28.0, 12.0, 3))
        for y, half, n in rows:
            w = 2 * half / n
            d = ""
            for i in range(n):
                x0 = -half + i * w
                d += f"M{x0:.2f} {y}C{x0 + w * 0.15:.2f} {y + 5} {x0 + w * 0.85:.2f} {y + 5} {x0 + w:.2f} {y}"
            c.path(d, stroke=scale_ink, sw=st.FINE)
        c.path("M-27 -1C-14 -4 14 -4 27 -1", stroke=lighten(cup, 0.5), sw=st.FINE)


TELL_SIGNS = {"H": herz, "D": schellen, "S": laub, "C": eichel}


def sign(c: Canvas, pack: str, suit: str, detail: bool = True) -> None:
    """Draw the sign of ``suit`` for ``pack`` (tell, french, french4) at the current transform."""
    if pack == "tell":
        TELL_SIGNS[suit](c, detail)
    else:
        colors = st.FRENCH4_COLORS if pack == "french4" else st.FRENCH_COLORS
        french(c, suit, colors[suit], detail)


def sign_def(c: Canvas, pack: str, suit: str, size: float, detail: bool = True) -> str:
    """Define the sign once as a ``<g>`` of ``size`` units (centred at 0, 0); returns its id."""
    ident = f"p{suit}{round(size * 10)}{'' if detail else 's'}"
    if not c.has_def(ident):
        with c.defined_group(ident):
            with c.at(scale(size / 100.0)):
                sign(c, pack, suit, detail)
    return ident
