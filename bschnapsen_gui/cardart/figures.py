"""Parts for the figures of both packs: heads, hair, beards, headwear, hands and the things
figures hold. Everything is drawn in local coordinates and placed with the canvas transform;
strokes keep the house weight at any size.

Head space: the face is centred on (0, 0), 32 units wide, from the top of the skull at
y = -26 to the chin at y = 24; the eyes are at y = -3.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from . import style as st
from .svg import Canvas, Point, darken, lighten, mirror_x, rotate, scale, smooth_d, translate

NOSE = "#a8654d"


@dataclass(frozen=True)
class Look:
    """How a head looks."""

    hair: str = st.BROWN
    hair_style: str = "long"  # long, page, short, woman, braids, curly, none
    beard: str = "none"  # none, full, pointed, moustache, long, short
    beard_color: str | None = None
    eyes: str = "#47679a"
    female: bool = False
    old: bool = False
    turn: float = 0.0  # -1..1: features shifted left/right for a slight three-quarter view
    stern: float = 0.0  # 0..1: brows drawn down towards the nose
    wide: float = 1.0  # face and hair width (1 = the standard head)


@contextmanager
def head_space(c: Canvas, x: float, y: float, k: float = 1.0, deg: float = 0.0) -> Iterator[None]:
    with c.at(translate(x, y) @ rotate(deg) @ scale(k)):
        yield


@contextmanager
def mirrored(c: Canvas) -> Iterator[None]:
    """Draw the block mirrored about the local x = 0 axis."""
    with c.at(mirror_x(0.0)):
        yield


def both_sides(c: Canvas, d: str, fill: str | None = None, stroke: str | None = None,
               sw: float | None = None) -> None:
    """Draw path ``d`` and its mirror image about x = 0."""
    c.path(d, fill=fill, stroke=stroke, sw=sw)
    with mirrored(c):
        c.path(d, fill=fill, stroke=stroke, sw=sw)


# -- heads -------------------------------------------------------------------------------------
FACE_MALE = "M-16 -5C-16 -19 -9 -26 0 -26C9 -26 16 -19 16 -5C16 8 10 20 0 24C-10 20 -16 8 -16 -5Z"
FACE_FEMALE = (
    "M-15 -5C-15 -19 -8.5 -26 0 -26C8.5 -26 15 -19 15 -5C15 9 10 20.5 0 21.8"
    "C-10 20.5 -15 9 -15 -5Z"
)


def hair_back(c: Canvas, look: Look) -> None:
    hair = look.hair
    fill = st.shade(c, hair)
    line = darken(hair, 0.4)
    s = look.hair_style
    if s == "long":
        both_sides(c, "M-14 -19C-22 -13 -25 -3 -24 8C-27 14 -25 21 -26 27C-25 33 -20 37 -14 37"
                      "C-15 31 -13 25 -15 19C-14 11 -15 3 -15 -6Z", fill=fill, stroke=line)
        both_sides(c, "M-21 4C-22 12 -21 22 -20 30M-18 10C-19 18 -18 26 -17 32",
                   stroke=line, sw=st.FINE)
    elif s == "curly":
        both_sides(c, "M-14 -20C-22 -16 -26 -8 -24 -1C-28 3 -28 9 -25 12C-29 16 -28 23 -24 25"
                      "C-26 30 -22 35 -17 34C-15 36 -11 35 -11 32C-14 24 -14 12 -15 -4Z",
                   fill=fill, stroke=line)
        both_sides(c, "M-22 2C-20 4 -19 6 -19 8M-22 16C-20 18 -19 20 -19 22",
                   stroke=line, sw=st.FINE)
    elif s == "page":
        both_sides(c, "M-15 -18C-21 -12 -22 -2 -21 8C-20 16 -18 21 -13 22C-10 22 -8 20 -8 18"
                      "C-12 14 -15 6 -15 -4Z", fill=fill, stroke=line)
        both_sides(c, "M-18 0C-18 8 -17 14 -14 19", stroke=line, sw=st.FINE)
    elif s == "woman":
        both_sides(c, "M-13 -21C-23 -14 -26 2 -25 18C-25 30 -28 42 -23 50C-18 55 -12 52 -11 46"
                      "C-13 34 -12 18 -13 2Z", fill=fill, stroke=line)
        both_sides(c, "M-22 8C-22 20 -23 34 -21 46M-17 12C-18 24 -17 36 -15 46",
                   stroke=line, sw=st.FINE)
    elif s == "braids":
        both_sides(c, "M-14 -18C-19 -12 -20 0 -18 6L-15 4Z", fill=fill, stroke=line)
        for k in range(5):
            y = 8 + k * 8
            both_sides(c, f"M-19 {y}C-23 {y + 2} -23 {y + 7} -19 {y + 9}C-15 {y + 7} -15 {y + 2} -19 {y}Z",
                       fill=fill, stroke=line, sw=st.FINE)
    elif s == "short":
        both_sides(c, "M-15 -16C-19 -8 -19 4 -16.5 10C-15.5 6 -15.5 0 -15 -6Z", fill=fill,
                   stroke=line)


def hair_front(c: Canvas, look: Look) -> None:
    hair = look.hair
    fill = st.shade(c, hair)
    line = darken(hair, 0.4)
    s = look.hair_style
    if s in ("long", "curly", "short"):
        c.path("M-16.5 -5C-18 -22 -9 -30 0 -30C9 -30 18 -22 16.5 -5C15 -12 12 -16 7 -17"
               "C4 -17.5 1 -16 0 -14C-1 -16 -4 -17.5 -7 -17C-12 -16 -15 -12 -16.5 -5Z",
               fill=fill, stroke=line)
        c.path("M-3 -26C-6 -24 -10 -21 -12 -17M4 -27C8 -25 12 -21 13 -16", stroke=line,
               sw=st.FINE)
    elif s == "page":
        c.path("M-17 -3C-19 -22 -9 -31 0 -31C9 -31 19 -22 17 -3C15 -8 13 -11 10 -12.5"
               "C6 -11 2 -12 -1 -13C-5 -12 -9 -12 -12 -11C-14 -9 -16 -7 -17 -3Z",
               fill=fill, stroke=line)
        c.path("M-8 -28C-9 -22 -9 -16 -9 -12M2 -30C2 -22 1 -17 1 -13M10 -27C11 -22 11 -17 10 -13",
               stroke=line, sw=st.FINE)
    elif s in ("woman", "braids"):
        c.path("M-15.5 -3C-17 -20 -9 -29 0 -29C9 -29 17 -20 15.5 -3C14 -10 11 -15 6 -17.5"
               "C3 -18 1 -17 0 -16C-1 -17 -3 -18 -6 -17.5C-11 -15 -14 -10 -15.5 -3Z",
               fill=fill, stroke=line)
        c.path("M-2 -26C-6 -24 -10 -20 -12 -14M2 -26C6 -24 10 -20 12 -14", stroke=line,
               sw=st.FINE)


def beard(c: Canvas, look: Look) -> None:
    color = look.beard_color or look.hair
    fill = st.shade(c, color)
    line = darken(color, 0.45)
    b = look.beard
    if b in ("full", "long", "short"):
        bottom = {"full": 38.0, "long": 58.0, "short": 30.0}[b]
        c.path(
            f"M-16.5 -2C-16 9 -12 14 -7 16C-3 17.8 3 17.8 7 16C12 14 16 9 16.5 -2"
            f"C17.5 14 15 {bottom - 12} 7 {bottom}C3 {bottom + 3} -3 {bottom + 3} -7 {bottom}"
            f"C-15 {bottom - 12} -17.5 14 -16.5 -2Z",
            fill=fill, stroke=line,
        )
        c.path(f"M-11 18C-10 {bottom - 14} -6 {bottom - 4} -3 {bottom}M0 19V{bottom + 1}"
               f"M11 18C10 {bottom - 14} 6 {bottom - 4} 3 {bottom}M-14 8C-14 16 -12 22 -9 26"
               f"M14 8C14 16 12 22 9 26", stroke=line, sw=st.FINE)
    if b == "pointed":
        c.path("M-6 16.6C-3 18 3 18 6 16.6C6.5 24 3 32 0 37C-3 32 -6.5 24 -6 16.6Z",
               fill=fill, stroke=line)
        c.path("M0 18.5V33", stroke=line, sw=st.FINE)
    if b in ("full", "long", "short", "pointed", "moustache"):
        if b == "pointed" or b == "moustache":
            d = "M0 10C-4 8.6 -9 9 -13.5 7C-10.5 12.5 -5 12.6 0 11.8C5 12.6 10.5 12.5 13.5 7C9 9 4 8.6 0 10Z"
        else:
            d = "M0 10C-3 8.6 -8 9 -11 13.8C-7 12 -3 12.2 0 11.8C3 12.2 7 12 11 13.8C8 9 3 8.6 0 10Z"
        c.path(d, fill=fill, stroke=line, sw=st.FINE)


def face(c: Canvas, look: Look) -> None:
    """Ears, face, features (no hair)."""
    sk = st.skin(c)
    edge = darken(st.FLESH, 0.55)
    t = look.turn * 2.0
    if not look.female or look.hair_style in ("braids", "short", "page"):
        for sx in (-1.0, 1.0):
            c.ellipse(sx * 15.8, 0.5, 3.6, 6, fill=sk, stroke=edge)
            c.path(f"M{sx * 16.6} -2C{sx * 18} -1 {sx * 18} 2 {sx * 16.6} 3", stroke=NOSE,
                   sw=st.FINE)
    c.path(FACE_FEMALE if look.female else FACE_MALE, fill=sk, stroke=edge)
    blush = st.blush(c)
    c.ellipse(-9.5 + t, 6, 5.2, 3.6, fill=blush, stroke="none")
    c.ellipse(9.5 + t, 6, 5.2, 3.6, fill=blush, stroke="none")
    # eyes
    brow = darken(look.beard_color or look.hair, 0.3) if not look.old else st.GREY
    for sx in (-1.0, 1.0):
        with c.at(translate(t, 0) @ scale(sx, 1.0)):
            c.path("M-11.5 -3C-9.5 -6.2 -5 -6.2 -3 -3.2C-5 -1 -9.5 -1 -11.5 -3Z", fill=st.WHITE,
                   stroke="none")
            c.circle(-7.2, -3.4, 2.2, fill=look.eyes, stroke="none")
            c.circle(-7.2, -3.4, 1.05, fill=st.INK, stroke="none")
            c.circle(-6.5, -4.1, 0.55, fill=st.WHITE, stroke="none")
            c.path("M-12.2 -3.1C-9.8 -6.8 -5 -6.9 -2.6 -3.6", stroke=st.INK, sw=1.1)
            c.path("M-10.8 -1.6C-8.8 -0.6 -5.6 -0.7 -4 -1.8", stroke=NOSE, sw=0.5)
            if look.female:
                c.path("M-12.2 -3.1L-13.8 -4.4M-11.3 -4.5L-12.6 -6.1", stroke=st.INK, sw=0.7)
                c.path("M-12 -9.6C-10 -12.2 -6 -12.6 -3.5 -11.2", stroke=brow, sw=1.0)
            else:
                sy = look.stern
                c.path(f"M-12.8 {-9.4 - 0.8 * sy}C-10.5 {-12.2 - 0.4 * sy} -6 {-12.8 + 0.6 * sy} "
                       f"-3 {-10.6 + 2.4 * sy}", stroke=brow, sw=1.7)
    # nose
    c.path(f"M{-1.2 + t} 0.5C{-2.4 + t} 3.5 {-3.6 + t} 5.4 {-2.6 + t} 7.2C{-1.6 + t} 8.6 "
           f"{1 + t} 8.7 {2.8 + t} 7.4", stroke=NOSE, sw=st.FINE)
    c.path(f"M{-0.4 + t} -6C{-0.8 + t} -3 {-1 + t} -1 {-1.2 + t} 0.5", stroke=NOSE, sw=0.5,
           opacity=0.55)
    # mouth
    my = 12.6 if look.female else 13.0
    w = 4.4 if look.female else 5.2
    c.path(f"M{-w + t} {my}C{-w / 2 + t} {my - 1.6} {-1 + t} {my - 0.7} {t} {my - 0.2}"
           f"C{1 + t} {my - 0.7} {w / 2 + t} {my - 1.6} {w + t} {my}"
           f"C{w / 2 + t} {my + (3.4 if look.female else 2.8)} {-w / 2 + t} "
           f"{my + (3.4 if look.female else 2.8)} {-w + t} {my}Z",
           fill=st.LIP, stroke=darken(st.LIP, 0.35), sw=0.6)
    c.path(f"M{-w + t} {my}C{-2 + t} {my + 1} {2 + t} {my + 1} {w + t} {my}",
           stroke=darken(st.LIP, 0.45), sw=0.7)
    if not look.female:
        c.path(f"M{-3 + t} 19.6C{-1 + t} 20.6 {1 + t} 20.6 {3 + t} 19.6", stroke=NOSE, sw=0.6,
               opacity=0.7)
    if look.old:
        c.path("M-8 -17C-3 -18.5 3 -18.5 8 -17M-6 -20.5C-2 -21.5 2 -21.5 6 -20.5",
               stroke=NOSE, sw=0.6)
        c.path("M-13.5 -1L-15.5 -2.5M-13.5 0.8L-15.5 1.4M13.5 -1L15.5 -2.5M13.5 0.8L15.5 1.4",
               stroke=NOSE, sw=0.6)
        c.path("M-5 5C-6.5 8 -7 11 -6.4 13M5 5C6.5 8 7 11 6.4 13", stroke=NOSE, sw=0.6)


def head(c: Canvas, x: float, y: float, k: float, look: Look, deg: float = 0.0) -> None:
    """A complete head (hair, face, beard) centred at (x, y), ``k`` times the head unit."""
    with head_space(c, x, y, k, deg), c.at(scale(look.wide, 1.0)):
        hair_back(c, look)
        face(c, look)
        beard(c, look)
        hair_front(c, look)


def neck(c: Canvas, x: float, y: float, k: float, length: float = 14.0) -> None:
    """A neck below a head at (x, y)."""
    with head_space(c, x, y, k):
        c.path(f"M-7.5 14V{20 + length}H7.5V14Z", fill=st.skin(c),
               stroke=darken(st.FLESH, 0.55))
        c.path(f"M-6 {18 + length * 0.4}C-3 {20 + length * 0.5} 3 {20 + length * 0.5} 6 "
               f"{18 + length * 0.4}", stroke=NOSE, sw=0.6, opacity=0.6)


# -- headwear (head space) -----------------------------------------------------------------------
def crown(c: Canvas, jewel: str = st.RED, tall: bool = True, velvet: str | None = st.RED) -> None:
    gold = st.glow(c, st.GOLD)
    edge = darken(st.DARKGOLD, 0.4)
    top = -56.0 if tall else -47.0
    if velvet:
        c.path(f"M-17 -30C-18 {top + 6} -8 {top} 0 {top}C8 {top} 18 {top + 6} 17 -30Z",
               fill=st.shade(c, velvet), stroke=darken(velvet, 0.5))
    side = top + 10
    c.path(f"M-20 -31L-23 {side}L-13 -38L-9 {top + 2}L-4 -39L0 {top - 3}L4 -39L9 {top + 2}L13 -38"
           f"L23 {side}L20 -31C8 -33.5 -8 -33.5 -20 -31Z", fill=gold, stroke=edge)
    for px, py in ((-23.0, side), (-9.0, top + 2), (0.0, top - 3), (9.0, top + 2), (23.0, side)):
        c.circle(px, py - 2.2, 2.4, fill=st.glow(c, st.WHITE), stroke=edge, sw=st.FINE)
    c.path("M-20 -32C-8 -34.5 8 -34.5 20 -32V-22C8 -24.5 -8 -24.5 -20 -22Z",
           fill=gold, stroke=edge)
    c.path("M-19 -30C-8 -32.2 8 -32.2 19 -30M-19 -24C-8 -26.4 8 -26.4 19 -24", stroke=edge,
           sw=st.FINE)
    for x, color in ((-12.5, st.GREEN), (0.0, jewel), (12.5, st.BLUE)):
        c.ellipse(x, -27.6, 2.8 if x else 3.4, 2.2 if x else 2.7, fill=st.glow(c, color),
                  stroke=edge, sw=st.FINE)


def diadem(c: Canvas, jewel: str = st.BLUE) -> None:
    gold = st.glow(c, st.GOLD)
    edge = darken(st.DARKGOLD, 0.4)
    c.path("M-17 -26L-18 -36L-11 -31L-6 -41L-2.5 -33L0 -45L2.5 -33L6 -41L11 -31L18 -36L17 -26"
           "C6 -28.5 -6 -28.5 -17 -26Z", fill=gold, stroke=edge)
    c.path("M-17.5 -27C-6 -29.5 6 -29.5 17.5 -27V-21.5C6 -24 -6 -24 -17.5 -21.5Z", fill=gold,
           stroke=edge)
    for px, py in ((-18.0, -38.0), (-6.0, -43.0), (0.0, -47.5), (6.0, -43.0), (18.0, -38.0)):
        c.circle(px, py, 1.9, fill=st.glow(c, st.WHITE), stroke=edge, sw=st.FINE)
    c.ellipse(0, -25.2, 2.6, 2.2, fill=st.glow(c, jewel), stroke=edge, sw=st.FINE)
    for x in (-9.0, 9.0):
        c.circle(x, -24.5, 1.5, fill=st.glow(c, st.RED), stroke=edge, sw=st.FINE)


def veil(c: Canvas, color: str = st.WHITE) -> None:
    """A veil hanging from the crown down behind the shoulders (draw before the head)."""
    c.path("M-16 -32C-30 -22 -34 8 -37 36C-39 52 -36 64 -33 72H33C36 64 39 52 37 36"
           "C34 8 30 -22 16 -32Z", fill=st.shade(c, color), stroke=darken(color, 0.45))
    both_sides(c, "M-27 0C-30 20 -31 44 -30 66M-22 10C-24 30 -24 50 -23 70", stroke=darken(color, 0.3),
               sw=st.FINE)


def beret(c: Canvas, color: str, band: str = st.GOLD, feather: str | None = st.WHITE,
          tilt: float = 1.0) -> None:
    """A wide, flat Renaissance cap worn at a slant over a turned-up band, with a feather
    (``tilt`` -1 or 1 sets the side it slants to)."""
    with c.at(scale(tilt, 1.0) @ rotate(-7, 0, -24)):
        if feather:
            _feather(c, "M-14 -32C-18 -46 -21 -56 -24 -66", feather)
        # the soft crown, puffed and wider than the head
        c.path("M-31 -23C-35 -31 -22 -40 -2 -40C18 -40 34 -34 31 -25C27 -21 14 -22 0 -22"
               "C-14 -22 -26 -20 -31 -23Z", fill=st.shade(c, color), stroke=darken(color, 0.5))
        c.path("M-20 -36C-14 -31 -6 -28 4 -27M8 -39C12 -34 16 -30 22 -28", stroke=darken(color, 0.35),
               sw=st.FINE)
        # the band
        c.path("M-20 -24C-8 -26.5 10 -26.5 21 -24L20 -17C10 -19.5 -8 -19.5 -19 -17Z",
               fill=st.shade(c, band), stroke=darken(band, 0.5))
        c.path("M-19 -20.5C-8 -23 10 -23 20.5 -20.5", stroke=darken(band, 0.35), sw=0.6)
        # a brooch holding the feather
        c.circle(-13, -24, 3.0, fill=st.glow(c, st.RED), stroke=darken(st.DARKGOLD, 0.4),
                 sw=st.FINE)
        c.circle(-13, -24, 4.4, stroke=st.GOLD, sw=1.0)


def _feather(c: Canvas, spine: str, color: str, width: float = 7.0) -> None:
    """A plume along the centre line ``spine`` (M x0 y0 C c1 c2 x1 y1), curling at the tip."""
    from .svg import parse_path

    seg = parse_path(spine)
    (x0, y0) = seg[0][1][0]
    (c1x, c1y), (c2x, c2y), (x1, y1) = seg[1][1]

    def at(s: float) -> tuple[float, float, float, float]:
        u = 1 - s
        px = u**3 * x0 + 3 * u * u * s * c1x + 3 * u * s * s * c2x + s**3 * x1
        py = u**3 * y0 + 3 * u * u * s * c1y + 3 * u * s * s * c2y + s**3 * y1
        dx = 3 * u * u * (c1x - x0) + 6 * u * s * (c2x - c1x) + 3 * s * s * (x1 - c2x)
        dy = 3 * u * u * (c1y - y0) + 6 * u * s * (c2y - c1y) + 3 * s * s * (y1 - c2y)
        n = math.hypot(dx, dy) or 1.0
        return px, py, -dy / n, dx / n

    left, right = [], []
    for i in range(0, 11):
        s = i / 10
        px, py, nx, ny = at(s)
        wd = width * math.sin(math.pi * min(1.0, s * 1.15 + 0.08)) + 0.6
        # scalloped edges: alternate a little
        wob = 1.0 + (0.18 if i % 2 else -0.1)
        left.append((px + nx * wd * wob, py + ny * wd * wob))
        right.append((px - nx * wd * (2.1 - wob) * 0.8, py - ny * wd * (2.1 - wob) * 0.8))
    pts = [(x0, y0), *left[1:], (x1, y1), *reversed(right[1:-1])]
    c.path(smooth_d(pts, closed=True), fill=st.shade(c, color), stroke=darken(color, 0.5))
    c.path(spine, stroke=darken(color, 0.35), sw=st.FINE)
    d = ""
    for i in range(2, 10):
        px, py, nx, ny = at(i / 10)
        d += f"M{px:.2f} {py:.2f}l{nx * width * 0.7 + (x1 - x0) * 0.03:.2f} {ny * width * 0.7 + (y1 - y0) * 0.03:.2f}"
    c.path(d, stroke=darken(color, 0.3), sw=0.6)


def feather_at(c: Canvas, spine: str, color: str) -> None:
    _feather(c, spine, color)


def hat_brim(c: Canvas, color: str, band: str, feather: str | None = None,
             tall: float = 22.0, brim: float = 32.0, feather_side: float = 1.0) -> None:
    """A felt hat with a brim (Tell, Stauffacher); ``tall`` is the crown height."""
    fill = st.shade(c, color)
    line = darken(color, 0.55)
    if feather:
        with c.at(scale(feather_side, 1.0)):
            _feather(c, "M10 -36C14 -50 22 -60 34 -66", feather)
    top = -24 - tall
    c.path(f"M-16 -22C-17 {top + 8} -11 {top} 0 {top}C11 {top} 17 {top + 8} 16 -22Z", fill=fill,
           stroke=line)
    c.path("M-16 -27C-5 -30 5 -30 16 -27V-22C5 -25 -5 -25 -16 -22Z",
           fill=st.shade(c, band), stroke=darken(band, 0.5))
    c.path(f"M{-brim} -19C{-brim + 2} -27 {brim - 2} -27 {brim} -19C{brim - 4} -14 {-brim + 4} -14 "
           f"{-brim} -19Z", fill=fill, stroke=line)
    c.path(f"M{-brim + 6} -20C-10 -24 10 -24 {brim - 6} -20", stroke=lighten(color, 0.3),
           sw=st.FINE)


def helmet_morion(c: Canvas) -> None:
    steel = st.glow(c, st.STEEL)
    edge = darken(st.STEEL, 0.6)
    c.path("M-13 -44C-10 -60 10 -60 13 -44Z", fill=steel, stroke=edge)
    c.path("M-18 -22C-19 -40 -10 -50 0 -50C10 -50 19 -40 18 -22Z", fill=steel, stroke=edge)
    c.path("M-31 -12C-28 -22 -20 -24 -16 -24H16C20 -24 28 -22 31 -12C25 -17 18 -19 15 -19H-15"
           "C-18 -19 -25 -17 -31 -12Z", fill=steel, stroke=edge)
    c.path("M0 -50V-24M-9 -47C-11 -40 -12 -32 -12 -25", stroke=edge, sw=st.FINE)
    for x in (-12.0, -4.0, 4.0, 12.0):
        c.circle(x, -21.5, 1.1, fill=st.GOLD, stroke=edge, sw=0.5)
    st.highlight(c, "M-13 -30C-14 -40 -9 -46 -4 -47C-8 -42 -10 -36 -10 -30Z", 0.6)


def helmet_plumed(c: Canvas, plume: str) -> None:
    steel = st.glow(c, st.STEEL)
    edge = darken(st.STEEL, 0.6)
    for i, col in enumerate((plume, st.WHITE, plume)):
        dx = (i - 1) * 7
        c.path(f"M{dx} -46C{dx - 12 + i * 6} -66 {dx - 2 + i * 10} -78 {dx + 6 + i * 6} -80"
               f"C{dx + 4 + i * 4} -66 {dx + 8} -56 {dx + 4} -46Z",
               fill=st.shade(c, col), stroke=darken(col, 0.5))
    c.path("M-19 -12C-21 -36 -12 -50 0 -50C12 -50 21 -36 19 -12C16 -16 14 -20 13 -24H-13"
           "C-14 -20 -16 -16 -19 -12Z", fill=steel, stroke=edge)
    c.path("M-16 -24H16V-20H-16Z", fill=st.shade(c, st.GOLD), stroke=darken(st.DARKGOLD, 0.4))
    c.path("M0 -50V-24", stroke=edge, sw=st.FINE)
    st.highlight(c, "M-14 -28C-15 -40 -9 -46 -4 -47C-8 -42 -10 -36 -10 -28Z", 0.6)


def fur_cap(c: Canvas, fur: str, top: str) -> None:
    c.path("M-14 -26C-16 -44 -6 -50 4 -49C14 -48 18 -40 15 -26Z", fill=st.shade(c, top),
           stroke=darken(top, 0.5))
    c.path("M-20 -18C-22 -30 -12 -34 0 -34C12 -34 22 -30 20 -18C12 -22 -12 -22 -20 -18Z",
           fill=st.shade(c, fur), stroke=darken(fur, 0.5))
    c.path("M-16 -22l1 -4M-10 -24l1 -5M-4 -25l0 -5M3 -25l0 -5M9 -24l-1 -5M15 -22l-1 -4",
           stroke=darken(fur, 0.35), sw=st.FINE)


# -- hands (local: the grip centred at 0, 0; a shaft runs along the y axis) --------------------
def fist(c: Canvas, x: float, y: float, k: float = 1.0, deg: float = 0.0,
         flip: bool = False) -> None:
    sk = st.skin(c)
    edge = darken(st.FLESH, 0.55)
    with c.at(translate(x, y) @ rotate(deg) @ scale(-k if flip else k, k)):
        c.path("M-7 -6C-5 -9 1 -9.6 5 -8.6C8 -8.2 9.6 -6.6 9.6 -4.6C10.6 -3 10.6 -0.6 9.8 0.8"
               "C10.6 2.2 10.4 4.6 9.2 5.8C9.4 7.6 7.6 9.2 5 9.2C0 9.6 -4 9 -6.6 7.4"
               "C-8.6 3 -8.6 -2 -7 -6Z", fill=sk, stroke=edge)
        c.path("M3.4 -4.4C6 -4.8 8 -4.8 9.6 -4.4M3.2 0.6C6 0.4 8 0.4 9.8 0.8M3 5.2C5.6 5.2 7.6 5.4 9.2 5.8",
               stroke=NOSE, sw=0.6)
        c.path("M-7 -5.4C-8.6 -2 -7 1.6 -3 2.1C0 2.4 2.6 0.6 2.7 -2.2C2.7 -4.1 1 -5.1 -1 -5.1"
               "C-3 -5.1 -5.4 -5.8 -7 -5.4Z", fill=sk, stroke=edge, sw=st.FINE)
        c.path("M0.6 -3.2C1.4 -2.6 1.6 -1.4 1.2 -0.4", stroke=NOSE, sw=0.5)


# -- things held -------------------------------------------------------------------------------
def sword(c: Canvas, x: float, y_tip: float, y_end: float, w: float = 5.0,
          guard: float = 17.0, guard_y: float | None = None) -> None:
    """An upright sword, point up at ``y_tip``, pommel at ``y_end``."""
    steel = st.shade(c, st.STEEL)
    edge = darken(st.STEEL, 0.62)
    gy = guard_y if guard_y is not None else y_end - 24
    c.path(f"M{x} {y_tip}L{x + w} {y_tip + 12}V{gy}H{x - w}V{y_tip + 12}Z", fill=steel,
           stroke=edge)
    c.path(f"M{x} {y_tip + 8}V{gy - 4}", stroke=darken(st.STEEL, 0.35), sw=st.FINE)
    gold = st.shade(c, st.GOLD)
    gedge = darken(st.DARKGOLD, 0.45)
    c.path(f"M{x - guard} {gy - 1}C{x - guard - 3} {gy - 5} {x - guard + 2} {gy - 6} "
           f"{x - guard + 4} {gy - 3}H{x + guard - 4}C{x + guard - 2} {gy - 6} {x + guard + 3} "
           f"{gy - 5} {x + guard} {gy - 1}C{x + guard - 2} {gy + 3} {x + guard - 4} {gy + 3} "
           f"{x + guard - 5} {gy + 2}H{x - guard + 5}C{x - guard + 4} {gy + 3} {x - guard + 2} "
           f"{gy + 3} {x - guard} {gy - 1}Z", fill=gold, stroke=gedge)
    c.path(f"M{x - 3} {gy + 2}H{x + 3}V{y_end - 5}H{x - 3}Z", fill=st.shade(c, st.BROWN),
           stroke=darken(st.BROWN, 0.5))
    c.circle(x, y_end - 2, 4.2, fill=st.glow(c, st.GOLD), stroke=gedge)


def sceptre(c: Canvas, x: float, y_top: float, y_end: float) -> None:
    gold = st.shade(c, st.GOLD)
    edge = darken(st.DARKGOLD, 0.45)
    c.path(f"M{x - 2.2} {y_top + 12}H{x + 2.2}V{y_end}H{x - 2.2}Z", fill=gold, stroke=edge)
    for yy in (y_top + 30, y_top + 60):
        if yy < y_end - 6:
            c.ellipse(x, yy, 4, 2.4, fill=st.glow(c, st.GOLD), stroke=edge, sw=st.FINE)
    # fleur-de-lis finial
    c.path(f"M{x} {y_top}C{x + 4} {y_top + 4} {x + 4} {y_top + 9} {x} {y_top + 13}"
           f"C{x - 4} {y_top + 9} {x - 4} {y_top + 4} {x} {y_top}Z", fill=gold, stroke=edge)
    both = f"M{x + 1} {y_top + 12}C{x + 4} {y_top + 6} {x + 11} {y_top + 6} {x + 9} {y_top + 12}" \
           f"C{x + 8} {y_top + 9} {x + 5} {y_top + 11} {x + 2} {y_top + 14}Z"
    c.path(both, fill=gold, stroke=edge)
    with c.at(translate(2 * x, 0) @ scale(-1, 1)):
        c.path(both, fill=gold, stroke=edge)
    c.path(f"M{x - 6} {y_top + 14}H{x + 6}V{y_top + 17}H{x - 6}Z", fill=gold, stroke=edge)


def orb(c: Canvas, x: float, y: float, r: float = 11.0) -> None:
    edge = darken(st.DARKGOLD, 0.45)
    c.path(f"M{x - 1.6} {y - r - 9}H{x + 1.6}V{y - r - 5}H{x + 5}V{y - r - 2}H{x + 1.6}V{y - r + 1}"
           f"H{x - 1.6}V{y - r - 2}H{x - 5}V{y - r - 5}H{x - 1.6}Z", fill=st.shade(c, st.GOLD),
           stroke=edge, sw=st.FINE)
    c.circle(x, y, r, fill=st.glow(c, st.GOLD), stroke=edge)
    c.path(f"M{x - r} {y}C{x - r / 2} {y + 3} {x + r / 2} {y + 3} {x + r} {y}M{x} {y - r}"
           f"C{x + 2.5} {y - r / 2} {x + 2.5} {y + r / 2} {x} {y + r + 0.5}", stroke=edge,
           sw=st.FINE)
    c.circle(x - r * 0.35, y - r * 0.35, r * 0.22, fill=st.WHITE, stroke="none", opacity=0.6)


def halberd(c: Canvas, x: float, y_top: float, y_end: float, side: float = -1.0) -> None:
    """A halberd: shaft, spike, axe blade on ``side`` (-1 left), hook on the other side."""
    wood = st.shade(c, st.BROWN)
    edge = darken(st.BROWN, 0.5)
    steel = st.shade(c, st.STEEL)
    sedge = darken(st.STEEL, 0.62)
    c.path(f"M{x - 2.4} {y_top + 20}H{x + 2.4}V{y_end}H{x - 2.4}Z", fill=wood, stroke=edge)
    c.path(f"M{x} {y_top}L{x + 3.4} {y_top + 14}L{x + 2.6} {y_top + 24}H{x - 2.6}L{x - 3.4} "
           f"{y_top + 14}Z", fill=steel, stroke=sedge)
    with c.at(translate(x, 0) @ scale(side, 1.0)):
        c.path(f"M2 {y_top + 22}C10 {y_top + 20} 18 {y_top + 16} 22 {y_top + 10}"
               f"C26 {y_top + 20} 26 {y_top + 34} 22 {y_top + 44}C18 {y_top + 39} 10 {y_top + 36} "
               f"2 {y_top + 36}Z", fill=steel, stroke=sedge)
        c.path(f"M6 {y_top + 26}C12 {y_top + 25} 17 {y_top + 22} 20 {y_top + 18}", stroke=sedge,
               sw=st.FINE)
        c.path(f"M-2 {y_top + 24}C-8 {y_top + 24} -13 {y_top + 20} -15 {y_top + 14}"
               f"C-13 {y_top + 22} -9 {y_top + 30} -2 {y_top + 32}Z", fill=steel, stroke=sedge)
    c.path(f"M{x - 3.4} {y_top + 38}H{x + 3.4}V{y_top + 42}H{x - 3.4}Z",
           fill=st.shade(c, st.RED), stroke=darken(st.RED, 0.5), sw=st.FINE)
    # tassel
    c.path(f"M{x} {y_top + 42}C{x - 5} {y_top + 46} {x - 6} {y_top + 52} {x - 4} {y_top + 56}"
           f"H{x + 4}C{x + 6} {y_top + 52} {x + 5} {y_top + 46} {x} {y_top + 42}Z",
           fill=st.shade(c, st.RED), stroke=darken(st.RED, 0.5), sw=st.FINE)


def spear(c: Canvas, x: float, y_top: float, y_end: float, pennant: str, side: float = 1.0) -> None:
    wood = st.shade(c, st.BROWN)
    edge = darken(st.BROWN, 0.5)
    c.path(f"M{x - 2.2} {y_top + 18}H{x + 2.2}V{y_end}H{x - 2.2}Z", fill=wood, stroke=edge)
    c.path(f"M{x} {y_top}C{x + 5} {y_top + 6} {x + 5} {y_top + 14} {x + 2.5} {y_top + 20}"
           f"H{x - 2.5}C{x - 5} {y_top + 14} {x - 5} {y_top + 6} {x} {y_top}Z",
           fill=st.shade(c, st.STEEL), stroke=darken(st.STEEL, 0.62))
    with c.at(translate(x, 0) @ scale(side, 1.0)):
        c.path(f"M2 {y_top + 22}C14 {y_top + 20} 24 {y_top + 26} 36 {y_top + 24}L26 {y_top + 32}"
               f"L38 {y_top + 40}C26 {y_top + 42} 14 {y_top + 36} 2 {y_top + 40}Z",
               fill=st.shade(c, pennant), stroke=darken(pennant, 0.5))
        c.path(f"M2 {y_top + 29}C12 {y_top + 28} 20 {y_top + 32} 30 {y_top + 31}",
               stroke=st.WHITE, sw=1.6, opacity=0.85)


def staff(c: Canvas, x: float, y_top: float, y_end: float, bend: float = 3.0) -> None:
    """A knotted wooden walking staff with a crook."""
    wood = st.shade(c, st.OCHRE)
    edge = darken(st.BROWN, 0.45)
    c.path(f"M{x - 2.6} {y_end}C{x - 2.6 + bend} {(y_end + y_top) / 2} {x - 2.6} {y_top + 20} "
           f"{x - 2.6} {y_top + 10}C{x - 2.6} {y_top - 2} {x + 12} {y_top - 4} {x + 13} {y_top + 6}"
           f"C{x + 13} {y_top + 10} {x + 9} {y_top + 10} {x + 9} {y_top + 6}C{x + 8} {y_top + 1} "
           f"{x + 2.6} {y_top + 2} {x + 2.6} {y_top + 10}C{x + 2.6} {y_top + 20} {x + 2.6 + bend} "
           f"{(y_end + y_top) / 2} {x + 2.6} {y_end}Z", fill=wood, stroke=edge)
    for yy in (y_top + 40, y_top + 80):
        if yy < y_end - 10:
            c.path(f"M{x - 2.5 + bend * 0.6} {yy}l4.5 2", stroke=edge, sw=st.FINE)


def baton(c: Canvas, x1: float, y1: float, x2: float, y2: float) -> None:
    """A commander's baton between two points (gold ends, red velvet)."""
    import math

    ang = math.degrees(math.atan2(y2 - y1, x2 - x1))
    ln = math.hypot(x2 - x1, y2 - y1)
    with c.at(translate(x1, y1) @ rotate(ang)):
        c.path(f"M0 -3.4H{ln}V3.4H0Z", fill=st.shade(c, st.RED), stroke=darken(st.RED, 0.5))
        d = ""
        for i in range(1, int(ln // 8)):
            d += f"M{i * 8} -3.4l3 6.8"
        c.path(d, stroke=st.GOLD, sw=0.7)
        for xx in (0.0, ln):
            c.path(f"M{xx - 4} -4.6H{xx + 4}V4.6H{xx - 4}Z", fill=st.shade(c, st.GOLD),
                   stroke=darken(st.DARKGOLD, 0.45))


def crossbow(c: Canvas, x: float, y: float, k: float = 1.0, deg: float = 0.0) -> None:
    """A crossbow held upright: stock along local y (nose at top), bow across at the top."""
    wood = st.shade(c, st.BROWN)
    edge = darken(st.BROWN, 0.55)
    steel_edge = darken(st.STEEL, 0.62)
    with c.at(translate(x, y) @ rotate(deg) @ scale(k)):
        # stock
        c.path("M-3.5 -40H3.5L4.5 20C7 26 8 34 6 44H-6C-8 34 -7 26 -4.5 20Z", fill=wood,
               stroke=edge)
        c.path("M0 -36V18", stroke=darken(st.BROWN, 0.3), sw=st.FINE)
        # the bow (steel prod) and string
        c.path("M-34 -26C-20 -40 20 -40 34 -26C20 -35 -20 -35 -34 -26Z",
               fill=st.shade(c, st.STEEL), stroke=steel_edge)
        c.path("M-34 -26L0 -6L34 -26", stroke=st.CREAM, sw=st.FINE)
        c.path("M-34 -26L0 -6L34 -26", stroke=darken(st.CREAM, 0.5), sw=0.4)
        # nut, stirrup and trigger
        c.circle(0, -6, 2.6, fill=st.glow(c, st.STEEL), stroke=steel_edge, sw=st.FINE)
        c.path("M-5 -40C-6 -48 6 -48 5 -40", stroke=steel_edge, sw=st.SW)
        c.path("M2 24C8 26 9 32 6 34", stroke=steel_edge, sw=st.SW)
        # bolt
        c.path("M0 -5V-44", stroke=darken(st.BROWN, 0.2), sw=1.6)
        c.path("M0 -48L-2.2 -43H2.2Z", fill=st.STEEL, stroke=steel_edge, sw=0.6)


def banner(c: Canvas, x: float, y_top: float, y_end: float, color: str, cross: bool = True,
           side: float = 1.0) -> None:
    """A banner on a pole: the flag hangs to ``side``."""
    c.path(f"M{x - 2.2} {y_top}H{x + 2.2}V{y_end}H{x - 2.2}Z", fill=st.shade(c, st.BROWN),
           stroke=darken(st.BROWN, 0.5))
    c.circle(x, y_top - 3, 3.6, fill=st.glow(c, st.GOLD), stroke=darken(st.DARKGOLD, 0.4))
    with c.at(translate(x, 0) @ scale(side, 1.0)):
        c.path(f"M2 {y_top + 2}C14 {y_top - 2} 26 {y_top + 6} 40 {y_top + 2}"
               f"C38 {y_top + 18} 42 {y_top + 32} 40 {y_top + 46}C26 {y_top + 50} 14 {y_top + 42} "
               f"2 {y_top + 46}Z", fill=st.shade(c, color), stroke=darken(color, 0.5))
        c.path(f"M14 {y_top + 4}C16 {y_top + 18} 15 {y_top + 30} 15 {y_top + 44}"
               f"M28 {y_top + 4}C30 {y_top + 18} 29 {y_top + 34} 29 {y_top + 47}",
               stroke=darken(color, 0.3), sw=st.FINE)
        if cross:
            cx, cy = 21.0, y_top + 24
            c.path(f"M{cx - 2.6} {cy - 9}H{cx + 2.6}V{cy - 2.6}H{cx + 9}V{cy + 2.6}H{cx + 2.6}"
                   f"V{cy + 9}H{cx - 2.6}V{cy + 2.6}H{cx - 9}V{cy - 2.6}H{cx - 2.6}Z",
                   fill=st.WHITE, stroke=darken(color, 0.5), sw=st.FINE)


def axe(c: Canvas, x: float, y_top: float, y_end: float, side: float = 1.0) -> None:
    c.path(f"M{x - 2.4} {y_top}H{x + 2.4}V{y_end}H{x - 2.4}Z", fill=st.shade(c, st.OCHRE),
           stroke=darken(st.BROWN, 0.5))
    with c.at(translate(x, 0) @ scale(side, 1.0)):
        c.path(f"M2 {y_top + 4}H8C12 {y_top + 2} 18 {y_top - 4} 22 {y_top - 8}"
               f"C26 {y_top + 4} 26 {y_top + 18} 22 {y_top + 28}C18 {y_top + 22} 12 {y_top + 16} "
               f"8 {y_top + 16}H2Z", fill=st.shade(c, st.STEEL), stroke=darken(st.STEEL, 0.62))
        c.path(f"M20 {y_top - 4}C23 {y_top + 6} 23 {y_top + 16} 20 {y_top + 24}",
               stroke=lighten(st.STEEL, 0.6), sw=st.FINE)


def flower(c: Canvas, x: float, y: float, kind: str, color: str, k: float = 1.0,
           stem: float = 26.0, deg: float = 0.0) -> None:
    """A flower on a stem: rose, tulip, carnation or lily. The bloom is centred at (x, y)."""
    leaf = st.GREEN
    ledge = darken(st.DARKGREEN, 0.4)
    edge = darken(color, 0.5)
    with c.at(translate(x, y) @ rotate(deg) @ scale(k)):
        c.path(f"M0 4C1 {stem * 0.5} -1 {stem * 0.8} 0 {stem}", stroke=ledge, sw=1.8)
        c.path(f"M0 {stem * 0.55}C4 {stem * 0.4} 10 {stem * 0.42} 12 {stem * 0.3}"
               f"C8 {stem * 0.56} 4 {stem * 0.6} 0 {stem * 0.55}Z", fill=st.shade(c, leaf),
               stroke=ledge, sw=st.FINE)
        c.path(f"M0 {stem * 0.75}C-4 {stem * 0.6} -10 {stem * 0.62} -12 {stem * 0.5}"
               f"C-8 {stem * 0.76} -4 {stem * 0.8} 0 {stem * 0.75}Z", fill=st.shade(c, leaf),
               stroke=ledge, sw=st.FINE)
        if kind == "rose":
            c.path("M-9 0C-10 -7 -5 -10 0 -10C5 -10 10 -7 9 0C8 6 4 8 0 8C-4 8 -8 6 -9 0Z",
                   fill=st.glow(c, color), stroke=edge)
            c.path("M-5 -2C-4 -6 4 -6 5 -2C4 2 -2 3 -3 0C-2 -2 1 -2 1 0", stroke=edge,
                   sw=st.FINE)
            c.path("M-8 1C-6 5 6 5 8 1", stroke=edge, sw=st.FINE)
        elif kind == "tulip":
            c.path("M-7 4C-9 -2 -8 -8 -6 -12L-3 -6L0 -13L3 -6L6 -12C8 -8 9 -2 7 4"
                   "C4 7 -4 7 -7 4Z", fill=st.glow(c, color), stroke=edge)
            c.path("M0 -13C-2 -6 -2 0 0 6", stroke=edge, sw=st.FINE)
        elif kind == "carnation":
            c.path("M-8 2L-9 -3L-6 -4L-7 -8L-3 -7L-2 -11L1 -8L4 -11L5 -7L9 -8L7 -4L10 -2L8 2"
                   "C4 5 -4 5 -8 2Z", fill=st.glow(c, color), stroke=edge)
            c.path("M-4 4L-3 8H3L4 4", fill=st.shade(c, leaf), stroke=ledge, sw=st.FINE)
        else:  # lily
            for deg2 in (-50.0, 0.0, 50.0):
                with c.at(rotate(deg2)):
                    c.path("M0 2C-4 -4 -4 -10 0 -15C4 -10 4 -4 0 2Z", fill=st.glow(c, color),
                           stroke=edge)
            c.path("M0 0L-2 -8M0 0L2 -8M0 0V-9", stroke=st.DARKGOLD, sw=0.6)


def grapes(c: Canvas, x: float, y: float, k: float = 1.0) -> None:
    """A bunch of grapes hanging from (x, y)."""
    col = st.PURPLE
    edge = darken(col, 0.5)
    with c.at(translate(x, y) @ scale(k)):
        c.path("M0 0C1 -4 4 -6 7 -7", stroke=darken(st.BROWN, 0.3), sw=1.4)
        c.path("M2 -3C8 -8 16 -6 16 0C10 2 6 0 2 -3Z", fill=st.shade(c, st.GREEN),
               stroke=darken(st.DARKGREEN, 0.4), sw=st.FINE)
        rows = ((4, (-6, 0, 6)), (9, (-8, -2.5, 2.5, 8)), (14, (-6, 0, 6)), (19, (-3, 3)),
                (24, (0,)))
        for yy, xs in rows:
            for xx in xs:
                c.circle(xx, yy, 3.4, fill=st.glow(c, col), stroke=edge, sw=st.FINE)


# -- arms -------------------------------------------------------------------------------------------
def _unit(dx: float, dy: float) -> Point:
    n = math.hypot(dx, dy) or 1.0
    return (dx / n, dy / n)


def sleeve(
    c: Canvas,
    s: Point,
    e: Point,
    w: Point,
    wu: float,
    wf: float,
    color: str,
    cuff: str | None = st.GOLD,
    stripes: str | None = None,
) -> float:
    """An arm in a sleeve from shoulder ``s`` via elbow ``e`` to wrist ``w``.

    ``wu`` and ``wf`` are the half-widths of upper arm and forearm. Draws the sleeve, its
    folds and a cuff; returns the forearm direction in degrees (for placing the hand).
    """
    u1 = _unit(e[0] - s[0], e[1] - s[1])
    u2 = _unit(w[0] - e[0], w[1] - e[1])
    n1 = (-u1[1], u1[0])
    n2 = (-u2[1], u2[0])
    ne = _unit(n1[0] + n2[0], n1[1] + n2[1])
    we = (wu + wf) / 2 * 1.1

    def p(base: Point, n: Point, k: float) -> Point:
        return (base[0] + n[0] * k, base[1] + n[1] * k)

    mid1 = ((s[0] + e[0]) / 2, (s[1] + e[1]) / 2)
    mid2 = ((e[0] + w[0]) / 2, (e[1] + w[1]) / 2)
    cap = (s[0] - u1[0] * wu * 0.7, s[1] - u1[1] * wu * 0.7)
    pts = [
        p(s, n1, wu), p(mid1, n1, wu * 1.04), p(e, ne, we), p(mid2, n2, wf * 1.02), p(w, n2, wf),
        p(w, n2, -wf), p(mid2, n2, -wf * 0.98), p(e, ne, -we * 0.8), p(mid1, n1, -wu),
        p(s, n1, -wu), cap,
    ]
    fill = st.shade(c, color)
    line = darken(color, 0.5)
    c.path(smooth_d(pts, closed=True), fill=fill, stroke=line)
    fold = darken(color, 0.35)
    a = p(e, ne, -we * 0.5)
    c.path(f"M{a[0]:.2f} {a[1]:.2f}L{e[0] + ne[0] * we * 0.2:.2f} {e[1] + ne[1] * we * 0.2:.2f}",
           stroke=fold, sw=st.FINE)
    b1 = p(mid1, n1, wu * 0.3)
    b2 = p(e, ne, we * 0.4)
    c.path(f"M{b1[0]:.2f} {b1[1]:.2f}L{b2[0]:.2f} {b2[1]:.2f}", stroke=fold, sw=st.FINE)
    if stripes:
        for k in (-0.45, 0.45):
            q1 = p(s, n1, wu * k)
            q2 = p(e, ne, we * k)
            q3 = p(w, n2, wf * k)
            c.path(smooth_d([q1, q2, q3]), stroke=stripes, sw=2.4)
    if cuff:
        back = (w[0] - u2[0] * 4.5, w[1] - u2[1] * 4.5)
        pts2 = [p(back, n2, wf + 0.4), p(w, n2, wf + 0.8), p(w, n2, -wf - 0.8),
                p(back, n2, -wf - 0.4)]
        c.polyline(pts2, fill=st.shade(c, cuff), stroke=darken(cuff, 0.5), closed=True)
    return math.degrees(math.atan2(u2[1], u2[0]))


def grip(c: Canvas, w: Point, angle: float, k: float = 1.1, flip: bool = False,
         dist: float = 6.0) -> Point:
    """A fist at the end of a forearm ending at ``w`` pointing at ``angle`` degrees; returns
    the centre of the fist (where a held shaft passes)."""
    a = math.radians(angle)
    x, y = w[0] + math.cos(a) * dist * k, w[1] + math.sin(a) * dist * k
    fist(c, x, y, k, flip=flip)
    return (x, y)


def grip_point(e: Point, w: Point, k: float = 1.1, flip: bool = False,
               dist: float = 6.0) -> Point:
    """Where a shaft held by :func:`grip` passes, for a forearm from elbow ``e`` to wrist
    ``w`` (so the shaft can be drawn first, behind the fist)."""
    u = _unit(w[0] - e[0], w[1] - e[1])
    x, y = w[0] + u[0] * dist * k, w[1] + u[1] * dist * k
    return (x + (-1.0 if flip else 1.0) * 1.2 * k, y)


def dagger(c: Canvas, x: float, y_pommel: float, y_end: float) -> None:
    """A dagger in its grip, point down: pommel, grip, crossguard, blade to ``y_end``."""
    steel = st.shade(c, st.STEEL)
    sedge = darken(st.STEEL, 0.62)
    gedge = darken(st.DARKGOLD, 0.45)
    gy = y_pommel + 22
    c.path(f"M{x - 3.4} {gy}H{x + 3.4}V{y_end - 8}L{x} {y_end}L{x - 3.4} {y_end - 8}Z",
           fill=steel, stroke=sedge)
    c.path(f"M{x - 2.6} {y_pommel + 4}H{x + 2.6}V{gy}H{x - 2.6}Z", fill=st.shade(c, st.BROWN),
           stroke=darken(st.BROWN, 0.5))
    c.path(f"M{x - 10} {gy - 1}H{x + 10}C{x + 12} {gy - 1} {x + 12} {gy + 3} {x + 10} {gy + 3}"
           f"H{x - 10}C{x - 12} {gy + 3} {x - 12} {gy - 1} {x - 10} {gy - 1}Z",
           fill=st.shade(c, st.GOLD), stroke=gedge)
    c.circle(x, y_pommel + 2, 3.6, fill=st.glow(c, st.GOLD), stroke=gedge)


