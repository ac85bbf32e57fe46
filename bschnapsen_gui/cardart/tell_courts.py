"""William Tell courts: König on horseback, Ober and Unter as figures from Schiller's play.

Ober and Unter are told apart by where the suit sign sits: the Ober holds it up at the top,
above his head; the Unter holds it low, at his waist. Each figure carries his own attribute.

| suit | Ober | Unter |
|---|---|---|
| Herz | Hermann Gessler: plumed beret, commander's baton | Werner Stauffacher: broad hat, banner |
| Schellen | Arnold von Melchthal: felt cap, axe | Itel Reding: feathered beret, sword |
| Laub | Ulrich von Rudenz: plumed helmet, spear with pennant | Walter Fürst: fur cap, staff |
| Eichel | Wilhelm Tell: feathered hat, crossbow | Rudolf der Harras: morion, halberd |
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from . import figures as fg
from . import layout as ly
from . import style as st
from . import suits
from .courts import L, R, brocade, cy, divider, ermine, mantle, torso, trim_band
from .figures import Look
from .svg import Canvas, Point, darken, flatten, lighten, mirror_x, rotate, scale, translate

FIGURES = {
    ("H", "O"): "Hermann Gessler",
    ("H", "U"): "Werner Stauffacher",
    ("D", "O"): "Arnold von Melchthal",
    ("D", "U"): "Itel Reding",
    ("S", "O"): "Ulrich von Rudenz",
    ("S", "U"): "Walter Fürst",
    ("C", "O"): "Wilhelm Tell",
    ("C", "U"): "Rudolf der Harras",
}


@dataclass(frozen=True)
class Figure:
    look: Look
    coat: str
    sleeves: str
    shirt: str = st.WHITE
    fur: str | None = None  # fur collar colour
    chain: bool = False
    mantle: tuple[str, str] | None = None  # cloak colour and lining


def court(c: Canvas, suit: str, rank: str) -> None:
    with ly.double_ended(c):
        if rank == "K":
            koenig(c, suit)
        elif rank == "O":
            ober(c, suit)
        else:
            unter(c, suit)
    divider(c)
    ly.frame(c)


def sign(c: Canvas, suit: str, x: float, y: float, size: float, deg: float = 0.0) -> None:
    ident = suits.sign_def(c, "tell", suit, size)
    c.use(ident, translate(x, y) @ rotate(deg))


# -- clothing -----------------------------------------------------------------------------------
def jerkin(c: Canvas, f: Figure, x: float, top: float, width: float) -> None:
    """Coat with a V-neck over a shirt, laced, with a belt; optional fur collar and chain."""
    torso(c, f.coat, top, width, x)
    # folds
    fold = darken(f.coat, 0.38)
    c.path(f"M{x - width + 14} {top + 30}C{x - width + 16} {top + 46} {x - width + 16} {top + 58} "
           f"{x - width + 15} {cy(x - width + 15)}M{x + width - 14} {top + 30}"
           f"C{x + width - 16} {top + 46} {x + width - 16} {top + 56} {x + width - 15} "
           f"{cy(x + width - 15)}", stroke=fold, sw=st.FINE)
    # shirt in the V
    v = f"M{x - 17} {top + 1}L{x} {top + 40}L{x + 17} {top + 1}C{x + 8} {top - 2} {x - 8} {top - 2} {x - 17} {top + 1}Z"
    c.path(v, fill=st.shade(c, f.shirt), stroke=darken(f.shirt, 0.5))
    c.path(f"M{x - 8} {top + 8}C{x - 4} {top + 12} {x + 4} {top + 12} {x + 8} {top + 8}",
           stroke=darken(f.shirt, 0.35), sw=st.FINE)
    # lapels
    for sx in (-1.0, 1.0):
        c.path(f"M{x + sx * 17} {top + 1}L{x} {top + 40}L{x + sx * 8} {top + 42}"
               f"L{x + sx * 24} {top + 6}Z", fill=st.shade(c, f.sleeves),
               stroke=darken(f.sleeves, 0.5))
    # laces
    d = ""
    for i in range(4):
        y = top + 10 + i * 7
        hw = 9 - i * 2
        d += f"M{x - hw} {y}L{x + hw - 2} {y + 5}M{x + hw} {y}L{x - hw + 2} {y + 5}"
    c.path(d, stroke=st.DARKBROWN, sw=0.8)
    # belt, running parallel to the cut so that it never crosses it
    x0, x1 = x - width + 1, x + width - 1
    off = 18.0
    y0, y1 = st.cut_y(x0) - off, st.cut_y(x1) - off
    ym = st.cut_y(x) - off
    trim_band(c, f"M{x0} {y0}C{x - 20} {ym + 3} {x + 20} {ym + 3} {x1} {y1}"
                 f"V{y1 + 8}C{x + 20} {ym + 11} {x - 20} {ym + 11} {x0} {y0 + 8}Z", st.BROWN)
    c.path(f"M{x - 6} {ym - 1}H{x + 6}V{ym + 11}H{x - 6}Z", fill=st.shade(c, st.GOLD),
           stroke=darken(st.DARKGOLD, 0.45))
    c.path(f"M{x - 3} {ym + 2.5}H{x + 3}V{ym + 7.5}H{x - 3}Z", fill=st.BROWN, stroke="none")
    if f.fur:
        fur = (f"M{x - 40} {top + 12}C{x - 30} {top - 2} {x - 20} {top - 4} {x - 16} {top - 2}"
               f"L{x - 6} {top + 22}L{x - 22} {top + 26}C{x - 30} {top + 26} {x - 38} {top + 20} "
               f"{x - 40} {top + 12}Z")
        _fur(c, fur, f.fur)
        with c.at(mirror_x(x)):
            _fur(c, fur, f.fur)
    if f.chain:
        for i in range(11):
            t = i / 10
            cx0 = x - 26 + 52 * t
            cy0 = top + 14 + 22 * (1 - (2 * t - 1) ** 2)
            c.circle(cx0, cy0, 2.0, fill=st.glow(c, st.GOLD), stroke=darken(st.DARKGOLD, 0.4),
                     sw=0.6)
        c.circle(x, top + 40, 5, fill=st.glow(c, st.GOLD), stroke=darken(st.DARKGOLD, 0.4))
        c.circle(x, top + 40, 2.2, fill=st.glow(c, st.RED), stroke="none")


def _fur(c: Canvas, d: str, color: str) -> None:
    c.path(d, fill=st.shade(c, color), stroke=darken(color, 0.5))
    # short hair strokes along the fur
    poly = flatten(d)[0]
    strokes = ""
    for i in range(2, len(poly) - 2, 3):
        px, py = poly[i]
        strokes += f"M{px:.1f} {py:.1f}l1.5 2.5"
    c.path(strokes, stroke=darken(color, 0.35), sw=0.6)


# -- Ober and Unter -------------------------------------------------------------------------------
HeadwearFn = Callable[[Canvas], None]


def _attr_baton(c: Canvas, hand: Point) -> None:
    fg.baton(c, hand[0] - 10, hand[1] + 26, hand[0] + 12, hand[1] - 60)


def _attr_axe(c: Canvas, hand: Point) -> None:
    fg.axe(c, hand[0], hand[1] - 126, cy(hand[0]) - 2, side=-1.0)


def _attr_spear(c: Canvas, hand: Point) -> None:
    fg.spear(c, hand[0], 22, cy(hand[0]) - 2, st.RED, side=-1.0)


def _attr_crossbow(c: Canvas, hand: Point) -> None:
    # held upright by the stock, the bow behind his head and cut by the frame
    fg.crossbow(c, hand[0] - 4, hand[1] - 38, 1.0, deg=-4)


def _attr_banner(c: Canvas, hand: Point) -> None:
    fg.banner(c, hand[0], 26, cy(hand[0]) - 2, st.RED, cross=True, side=-1.0)


def _attr_sword(c: Canvas, hand: Point) -> None:
    fg.sword(c, hand[0], 34, hand[1] + 22, w=4.6, guard=15, guard_y=hand[1] - 10)


def _attr_staff(c: Canvas, hand: Point) -> None:
    fg.staff(c, hand[0], 40, cy(hand[0]) - 2, bend=2.0)


def _attr_halberd(c: Canvas, hand: Point) -> None:
    fg.halberd(c, hand[0], 24, cy(hand[0]) - 2, side=-1.0)


def _hw_gessler(c: Canvas) -> None:
    fg.feather_at(c, "M4 -38C-2 -56 -16 -66 -30 -66", st.WHITE)
    fg.feather_at(c, "M10 -38C12 -58 24 -66 34 -62", st.RED)
    fg.beret(c, st.BLACK, band=st.RED, feather=None)


def _hw_stauffacher(c: Canvas) -> None:
    fg.hat_brim(c, st.BROWN, st.DARKGREEN, feather=None, tall=14, brim=36)


def _hw_melchthal(c: Canvas) -> None:
    fg.hat_brim(c, st.DARKGREEN, st.GOLD, feather=None, tall=20, brim=24)


def _hw_reding(c: Canvas) -> None:
    fg.beret(c, st.RED, band=st.GOLD, feather=st.BLUE, tilt=-1.0)


def _hw_rudenz(c: Canvas) -> None:
    fg.helmet_plumed(c, st.BLUE)


def _hw_fuerst(c: Canvas) -> None:
    fg.fur_cap(c, "#8a6a4a", st.RED)


def _hw_tell(c: Canvas) -> None:
    fg.hat_brim(c, st.DARKGREEN, st.RED, feather=st.RED, tall=22, brim=30, feather_side=-1.0)


def _hw_harras(c: Canvas) -> None:
    fg.helmet_morion(c)


OBER: dict[str, tuple[Figure, HeadwearFn, Callable[[Canvas, Point], None]]] = {
    "H": (Figure(Look(hair="#2a1d16", beard="pointed", eyes="#5a4632", turn=-0.6, stern=1.0,
                      wide=0.94), st.RED,
                 st.BLACK, fur="#6b4a2a", chain=True, mantle=(st.DARKRED, st.GOLD)),
          _hw_gessler, _attr_baton),
    "D": (Figure(Look(hair="#b0702a", beard="short", hair_style="short", turn=-0.5, wide=1.04), st.GREEN,
                 st.GOLD), _hw_melchthal, _attr_axe),
    "S": (Figure(Look(hair="#d9a640", hair_style="page", beard="moustache", eyes="#3f7fb0",
                      turn=-0.6), st.GOLD, st.BLUE, chain=True, mantle=(st.RED, st.WHITE)),
          _hw_rudenz, _attr_spear),
    "C": (Figure(Look(hair="#6b3e1e", beard="full", hair_style="long", eyes="#47679a",
                      turn=-0.4, stern=0.4), st.DARKGREEN, st.BROWN), _hw_tell, _attr_crossbow),
}
UNTER: dict[str, tuple[Figure, HeadwearFn, Callable[[Canvas, Point], None]]] = {
    "H": (Figure(Look(hair="#5a3a22", beard="full", hair_style="short", wide=1.08), st.OCHRE, st.GREEN),
          _hw_stauffacher, _attr_banner),
    "D": (Figure(Look(hair="#3a2a20", beard="moustache", hair_style="page", turn=0.4), st.BLUE,
                 st.RED, mantle=(st.GREEN, st.GOLD)), _hw_reding, _attr_sword),
    "S": (Figure(Look(hair="#e8e4dc", beard="long", hair_style="long", old=True,
                      eyes="#47679a"), st.BROWN, st.RED, fur="#8a6a4a",
                 mantle=(st.DARKGREEN, "#8a6a4a")), _hw_fuerst, _attr_staff),
    "C": (Figure(Look(hair="#8c3b1c", beard="moustache", hair_style="short", stern=0.7,
                      wide=1.06), st.RED, st.GOLD),
          _hw_harras, _attr_halberd),
}


def ober(c: Canvas, suit: str) -> None:
    f, headwear, attribute = OBER[suit]
    hx, hy, k = 140.0, 104.0, 1.12
    top = 137.0
    if f.mantle:
        mantle(c, f.mantle[0], f.mantle[1], top + 2, 18, hx - 4)
    jerkin(c, f, hx, top, 54)
    # the attribute, behind the head and cut by the frame
    hand = fg.grip_point((196, 198), (182, 174), 1.1, flip=True)
    attribute(c, hand)
    fg.neck(c, hx, hy, k, 8)
    fg.head(c, hx, hy, k, f.look)
    with fg.head_space(c, hx, hy, k):
        headwear(c)
    # the sign held up high by the left arm: the Ober's mark
    a = fg.sleeve(c, (108, 156), (68, 146), (76, 98), 13, 10, f.sleeves)
    sign(c, suit, 76, 62, 46)
    fg.grip(c, (76, 98), a, 1.1, dist=5)
    # the right hand holding the attribute
    a = fg.sleeve(c, (172, 156), (196, 198), (182, 174), 13, 10, f.sleeves)
    fg.grip(c, (182, 174), a, 1.1, flip=True)


def unter(c: Canvas, suit: str) -> None:
    f, headwear, attribute = UNTER[suit]
    hx, hy, k = 126.0, 92.0, 1.12
    top = 125.0
    if f.mantle:
        mantle(c, f.mantle[0], f.mantle[1], top + 2, 24, hx)
    jerkin(c, f, hx, top, 56)
    hand = fg.grip_point((190, 194), (180, 172), 1.1, flip=True)
    attribute(c, hand)
    fg.neck(c, hx, hy, k, 8)
    fg.head(c, hx, hy, k, f.look)
    with fg.head_space(c, hx, hy, k):
        headwear(c)
    # the right hand holding the attribute
    a = fg.sleeve(c, (158, 146), (190, 194), (180, 172), 13, 10, f.sleeves)
    fg.grip(c, (180, 172), a, 1.1, flip=True)
    # the sign held low, at the waist: the Unter's mark
    a = fg.sleeve(c, (94, 146), (64, 190), (82, 192), 13, 10, f.sleeves)
    sign(c, suit, 80, 168, 42)
    fg.grip(c, (82, 192), a, 1.1, dist=4)


# -- König on horseback -----------------------------------------------------------------------------
HORSES = {"H": "#f4f1ea", "D": "#8b4a22", "S": "#2e2a2a", "C": "#b9b6b0"}
KING_LOOK = {
    "H": Look(hair="#6b3e1e", beard="full"),
    "D": Look(hair="#9a9a9a", beard="full", old=True, hair_style="curly"),
    "S": Look(hair="#c8903a", beard="pointed", hair_style="curly"),
    "C": Look(hair="#2a1d16", beard="full"),
}
KING_DRESS = {"H": (st.RED, st.GOLD), "D": (st.GREEN, st.RED), "S": (st.BLUE, st.GOLD),
              "C": (st.PURPLE, st.GREEN)}


def horse(c: Canvas, color: str, x: float, y: float, k: float, strap: str,
          cloth: str | None = None, dapple: bool = False, blaze: bool = False) -> Point:
    """A horse's head and neck in profile, facing left; the eye at (x, y), ``k`` times life
    size. Returns the bit ring (where the reins start)."""
    dark_horse = color == HORSES["S"]
    line = "#0d0c0c" if dark_horse else darken(color, 0.6)
    if dark_horse:
        mane_c = "#121010"
    elif color in (HORSES["H"], HORSES["C"]):
        mane_c = "#d8d2c4"
    else:
        mane_c = darken(color, 0.45)
    fill = st.shade(c, color)
    fx, bx = x + 30 * k, x + 96 * k
    with c.at(translate(x, y) @ scale(k)):
        nfy = (cy(fx) - y) / k
        nby = (cy(bx) - y) / k
        fxl, bxl = (fx - x) / k, (bx - x) / k
        # mane behind the crest
        c.path(f"M16 -20C34 -18 58 6 74 28C84 44 {bxl + 2} {nby - 30} {bxl + 6} {nby}"
               f"L{bxl - 8} {nby}C72 40 50 6 18 -8Z", fill=st.shade(c, mane_c), stroke=line)
        head_d = (
            f"M18 -16C8 -14 -6 -4 -20 12C-32 26 -42 34 -46 42C-49 48 -45 53 -38 53"
            f"C-30 53 -24 49 -18 47C-8 45 0 44 6 38C12 46 18 56 22 66"
            f"L{fxl} {nfy}L{bxl - 4} {nby}"
            f"C76 40 58 6 30 -10C26 -14 22 -16 18 -16Z"
        )
        c.path(head_d, fill=fill, stroke=line)
        shade_line = darken(color, 0.3) if not dark_horse else "#5a5050"
        c.path("M4 36C0 24 8 14 16 16C24 18 24 30 14 38", stroke=shade_line, sw=st.FINE)
        c.path(f"M30 34C42 52 52 66 {fxl + 24} {nfy - 2}M44 20C56 34 66 50 72 {nby - 14}",
               stroke=shade_line, sw=st.FINE)
        # mane locks falling over the crest
        d = ""
        for i in range(6):
            t = i / 6
            px = 22 + 58 * t
            py = -12 + 64 * t * t + 10 * t
            d += f"M{px:.1f} {py:.1f}C{px + 2:.1f} {py + 8:.1f} {px - 1:.1f} {py + 14:.1f} {px - 4:.1f} {py + 18:.1f}"
        c.path(d, stroke=line if not dark_horse else "#4a4242", sw=st.FINE)
        # ears
        c.path("M20 -12C22 -22 26 -30 30 -34C31 -26 29 -18 26 -10Z",
               fill=st.shade(c, darken(color, 0.12)), stroke=line)
        c.path("M10 -12C8 -24 10 -32 14 -38C18 -30 20 -20 20 -12Z", fill=fill, stroke=line)
        c.path("M13 -16C13 -24 14 -30 14 -34", stroke=shade_line, sw=st.FINE)
        # forelock
        c.path("M16 -14C6 -12 0 -6 -2 2C4 -2 8 -4 12 -4C10 -8 12 -12 16 -14Z",
               fill=st.shade(c, mane_c), stroke=line, sw=st.FINE)
        # eye, nostril, mouth
        c.path("M-6 0C-3 -4 3 -4 5 0C3 3 -3 3 -6 0Z", fill="#2a1a12", stroke=line, sw=st.FINE)
        c.circle(-1.2, -0.8, 0.8, fill=st.WHITE, stroke="none")
        c.path("M-8 -5C-3 -9 4 -8 7 -4", stroke=shade_line, sw=st.FINE)
        c.path("M-40 36C-38 32 -34 32 -33 36C-34 39 -37 39 -40 36Z",
               fill=darken(color, 0.5) if not dark_horse else "#000000", stroke=line,
               sw=st.FINE)
        c.path("M-46 45C-40 46 -34 46 -28 44", stroke=shade_line, sw=st.FINE)
        if dapple:
            spots = ""
            for px, py, r in ((36, 20, 4.0), (46, 34, 3.2), (30, 38, 3.6), (56, 50, 4.2),
                              (40, 56, 3.0), (62, 30, 3.0), (24, 52, 2.6), (52, 66, 3.4)):
                spots += (f"M{px - r} {py}C{px - r} {py - r} {px + r} {py - r} {px + r} {py}"
                          f"C{px + r} {py + r} {px - r} {py + r} {px - r} {py}Z")
            c.path(spots, fill=lighten(color, 0.75), stroke="none", opacity=0.7)
        if blaze:
            c.path("M-2 -6C-6 4 -16 14 -26 26C-32 32 -36 38 -36 42C-30 40 -24 34 -18 28"
                   "C-10 18 -2 6 2 -4Z", fill=st.WHITE, stroke="none", opacity=0.95)
        # bridle
        fill_s = st.shade(c, strap)
        sline = darken(strap, 0.5)
        c.path("M-31 22L-26 20L-17 45L-22 47Z", fill=fill_s, stroke=sline, sw=st.FINE)
        c.path("M16 -14L20 -12L-18 40L-22 37Z", fill=fill_s, stroke=sline, sw=st.FINE)
        c.path("M4 -10L8 -12L20 -8L18 -4Z", fill=fill_s, stroke=sline, sw=st.FINE)
        for px, py in ((-24, 33), (0, 10), (-28, 24), (12, -9)):
            c.circle(px, py, 1.8, fill=st.glow(c, st.GOLD), stroke=darken(st.DARKGOLD, 0.4),
                     sw=0.6)
        c.circle(-30, 44, 3.2, fill="none", stroke=st.DARKGOLD, sw=1.4)
        by0, by1 = nfy - 16, nby - 34
        if cloth:
            # a caparison over the lower neck, under the breast collar
            cl = (f"M{fxl - 3} {by0 + 4}C{fxl + 20} {by0 - 6} {bxl - 30} {by1 - 2} {bxl - 3} {by1 + 4}"
                  f"L{bxl - 3} {nby}L{fxl} {nfy}Z")
            c.path(cl, fill=st.shade(c, cloth), stroke=darken(cloth, 0.5))
            d = ""
            for i in range(5):
                t = (i + 0.5) / 5
                px = fxl + 6 + (bxl - fxl - 14) * t
                py = by0 + (by1 - by0) * t + 22
                d += f"M{px:.1f} {py - 4:.1f}L{px + 3:.1f} {py:.1f}L{px:.1f} {py + 4:.1f}L{px - 3:.1f} {py:.1f}Z"
            c.path(d, fill=st.GOLD, stroke=darken(st.DARKGOLD, 0.4), sw=0.6)
        # breast collar across the neck with little bells
        c.path(f"M{fxl - 4} {by0}C{fxl + 20} {by0 - 10} {bxl - 30} {by1 - 6} {bxl - 4} {by1}"
               f"L{bxl - 3} {by1 + 8}C{bxl - 30} {by1 + 2} {fxl + 20} {by0 - 2} {fxl - 3} {by0 + 8}Z",
               fill=fill_s, stroke=sline)
        for i in range(4):
            t = (i + 0.5) / 4
            px = fxl + (bxl - fxl - 8) * t
            py = by0 + (by1 - by0) * t - 6 * (1 - (2 * t - 1) ** 2) + 9
            c.circle(px, py, 2.8, fill=st.glow(c, st.GOLD), stroke=darken(st.DARKGOLD, 0.4),
                     sw=st.FINE)
    return (x - 30 * k, y + 44 * k)


def koenig(c: Canvas, suit: str) -> None:
    look = KING_LOOK[suit]
    robe, trim = KING_DRESS[suit]
    hx, hy, k = 150.0, 90.0, 1.16
    # the king sits behind the horse's neck: his cloak first, falling behind the horse's head
    # to the left frame, so that the half is covered down to the cut (no card white shows
    # where the two halves meet)
    cloak = (f"M{L} {hy + 78}C{L + 18} {hy + 60} {hx - 62} {hy + 46} {hx - 40} {hy + 42}"
             f"C{hx - 34} {hy + 34} {hx - 20} {hy + 30} {hx - 10} {hy + 30}"
             f"H{hx + 10}C{hx + 22} {hy + 32} {hx + 40} {hy + 40} {R} {hy + 50}V{cy(R)}"
             f"L{L} {cy(L)}Z")
    c.path(cloak, fill=st.shade(c, robe), stroke=darken(robe, 0.5))
    brocade(c, cloak, lighten(robe, 0.45), 11.0, 1.9)
    c.path(f"M{hx - 12} {hy + 36}C{hx - 6} {hy + 60} {hx - 4} {hy + 86} {hx - 4} {cy(hx - 4)}"
           f"H{hx + 8}C{hx + 8} {hy + 86} {hx + 10} {hy + 60} {hx + 14} {hy + 36}Z",
           fill=st.shade(c, trim), stroke=darken(trim, 0.5))
    ermine_d = (f"M{hx - 32} {hy + 48}C{hx - 22} {hy + 34} {hx - 8} {hy + 29} {hx} {hy + 29}"
                f"C{hx + 8} {hy + 29} {hx + 24} {hy + 34} {hx + 34} {hy + 48}"
                f"C{hx + 26} {hy + 58} {hx + 14} {hy + 60} {hx + 6} {hy + 56}L{hx} {hy + 46}"
                f"L{hx - 6} {hy + 56}C{hx - 14} {hy + 60} {hx - 26} {hy + 58} {hx - 32} {hy + 48}Z")
    c.path(ermine_d, fill=st.shade(c, st.WHITE), stroke=darken(st.WHITE, 0.55))
    ermine(c, ermine_d, 10.0)
    fg.neck(c, hx, hy, k, 6)
    fg.head(c, hx, hy, k, look)
    with fg.head_space(c, hx, hy, k):
        fg.crown(c, jewel=st.BLUE if robe == st.RED else st.RED, velvet=robe)
    # the horse in front
    bit = horse(c, HORSES[suit], 92, 130, 1.08, st.RED if robe != st.RED else st.BLUE,
                cloth=trim if trim != st.GOLD else st.BLUE, dapple=suit == "C", blaze=suit == "D")
    # reins from the bit to the king's left hand
    c.path(f"M{bit[0]} {bit[1]}C{bit[0] + 30} {bit[1] + 10} 112 178 136 172",
           stroke=darken(st.BROWN, 0.3), sw=2.0)
    a = fg.sleeve(c, (142, 146), (126, 190), (136, 172), 11, 9, robe)
    fg.grip(c, (136, 172), a, 1.0, flip=True)
    # sceptre in the right hand, clear of his head
    e, w = (204.0, 192.0), (192.0, 176.0)
    fg.sceptre(c, fg.grip_point(e, w, 1.05, flip=True)[0], 60, 198)
    a = fg.sleeve(c, (180, 146), e, w, 11, 9, robe)
    fg.grip(c, w, a, 1.05, flip=True)
    sign(c, suit, 70, 46, 38)
