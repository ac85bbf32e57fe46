"""The William Tell Daus: two large suit signs and a framed picture of a season.

Herz: spring (a young woman picking flowers), Schellen: summer (a reaper with a scythe),
Laub: autumn (a vintager with grapes), Eichel: winter (a man at a fire). The picture is not
double-ended. Every scene is clipped to its frame at build time.
"""

from __future__ import annotations

import math

from . import figures as fg
from . import layout as ly
from . import style as st
from . import suits
from .figures import Look
from .svg import Canvas, darken, lighten, rotate, smooth_d, translate

# The picture, in card units.
PX0, PY0, PX1, PY1 = 58.0, 184.0, 194.0, 370.0
PW, PH = PX1 - PX0, PY1 - PY0
SEASONS = {"H": "spring", "D": "summer", "S": "autumn", "C": "winter"}


def daus(c: Canvas, suit: str) -> None:
    ly.frame(c)
    # two large signs side by side, leaning apart
    ident = suits.sign_def(c, "tell", suit, 78)
    c.use(ident, translate(98, 100) @ rotate(-12))
    c.use(ident, translate(154, 100) @ rotate(12))
    # small leaf sprigs under the signs
    for sx in (-1.0, 1.0):
        x = st.CX + sx * 12
        c.path(f"M{st.CX} 166C{x} 160 {st.CX + sx * 30} 156 {st.CX + sx * 44} 160",
               stroke=st.DARKGREEN, sw=st.SW)
        for i, t in enumerate((0.35, 0.7)):
            lx = st.CX + sx * 44 * t
            ly_ = 166 - 8 * t
            c.path(f"M{lx} {ly_}C{lx + sx * 2} {ly_ - 8} {lx + sx * 10} {ly_ - 10} {lx + sx * 12} "
                   f"{ly_ - 8}C{lx + sx * 10} {ly_ - 2} {lx + sx * 4} {ly_ + 1} {lx} {ly_}Z",
                   fill=st.shade(c, st.GREEN), stroke=darken(st.DARKGREEN, 0.4), sw=st.FINE)
            del i
    c.circle(st.CX, 166, 3.4, fill=st.glow(c, st.RED), stroke=darken(st.RED, 0.5))
    # the picture
    with c.clipped(PX0, PY0, PX1, PY1):
        with c.at(translate(PX0, PY0)):
            {"H": spring, "D": summer, "S": autumn, "C": winter}[suit](c)
    picture_frame(c)


def picture_frame(c: Canvas) -> None:
    gold = st.shade(c, st.GOLD)
    edge = darken(st.DARKGOLD, 0.45)
    x0, y0, x1, y1 = PX0, PY0, PX1, PY1
    c.path(f"M{x0 - 5} {y0 - 5}H{x1 + 5}V{y1 + 5}H{x0 - 5}Z"
           f"M{x0} {y0}V{y1}H{x1}V{y0}Z", fill=gold, stroke=edge, evenodd=True)
    c.path(f"M{x0 - 2.5} {y0 - 2.5}H{x1 + 2.5}V{y1 + 2.5}H{x0 - 2.5}Z", stroke=lighten(st.GOLD, 0.5),
           sw=st.FINE)
    for x, y in ((x0 - 2.5, y0 - 2.5), (x1 + 2.5, y0 - 2.5), (x0 - 2.5, y1 + 2.5),
                 (x1 + 2.5, y1 + 2.5)):
        c.circle(x, y, 3.2, fill=st.glow(c, st.RED), stroke=edge, sw=st.FINE)


# -- scenery (picture coordinates: 0..PW x 0..PH) ---------------------------------------------
def sky(c: Canvas, top: str, bottom: str, horizon: float = 110.0) -> None:
    grad = c.linear(f"sky{top[1:]}{bottom[1:]}", [(0.0, top), (1.0, bottom)])
    c.path(f"M-2 -2H{PW + 2}V{horizon}H-2Z", fill=grad, stroke="none")


def mountains(c: Canvas, base: float, rock: str = "#9fb3c8", snow: str = st.WHITE) -> None:
    peaks = [(-4, base), (14, base - 30), (30, base - 14), (50, base - 44), (72, base - 18),
             (92, base - 36), (112, base - 12), (128, base - 28), (PW + 4, base - 8)]
    d = "M-4 " + str(base + 4) + "L" + "L".join(f"{x} {y}" for x, y in peaks) + f"L{PW + 4} {base + 4}Z"
    c.path(d, fill=st.shade(c, rock), stroke=darken(rock, 0.35), sw=st.FINE)
    # snow caps
    for (xa, ya), (xp, yp), (xb, yb) in zip(peaks, peaks[1:], peaks[2:]):
        if yp < ya and yp < yb and base - yp > 20:
            t = 0.35
            lx, ly_ = xp + (xa - xp) * t, yp + (ya - yp) * t
            rx, ry = xp + (xb - xp) * t, yp + (yb - yp) * t
            c.path(f"M{xp} {yp}L{lx:.2f} {ly_:.2f}L{(lx + xp) / 2 + 2:.2f} {(ly_ + yp) / 2 + 4:.2f}"
                   f"L{xp} {yp + 6}L{(rx + xp) / 2 - 1:.2f} {(ry + yp) / 2 + 3:.2f}L{rx:.2f} {ry:.2f}Z",
                   fill=snow, stroke=darken(rock, 0.3), sw=0.6)


def hills(c: Canvas, y: float, color: str, amp: float = 6.0, phase: float = 0.0) -> None:
    pts = [(-4 + i * (PW + 8) / 6, y - amp * math.sin(i * 1.1 + phase)) for i in range(7)]
    d = smooth_d(pts) + f"L{PW + 4} {PH + 4}H-4Z"
    c.path(d, fill=st.shade(c, color), stroke=darken(color, 0.35), sw=st.FINE)


def cloud(c: Canvas, x: float, y: float, k: float = 1.0, color: str = st.WHITE) -> None:
    with c.at(translate(x, y)):
        c.path(f"M{-14 * k} {4 * k}C{-18 * k} {4 * k} {-18 * k} {-4 * k} {-12 * k} {-4 * k}"
               f"C{-12 * k} {-10 * k} {-4 * k} {-12 * k} {0} {-8 * k}C{4 * k} {-14 * k} {14 * k} "
               f"{-12 * k} {14 * k} {-4 * k}C{20 * k} {-4 * k} {20 * k} {4 * k} {14 * k} {4 * k}Z",
               fill=color, stroke=darken(color, 0.2), sw=0.6, opacity=0.95)


def meadow_flowers(c: Canvas, pts: list[tuple[float, float, str]]) -> None:
    for x, y, col in pts:
        c.path(f"M{x} {y}V{y + 6}", stroke=st.DARKGREEN, sw=0.8)
        for k in range(5):
            a = 2 * math.pi * k / 5
            c.circle(x + 1.8 * math.cos(a), y + 1.8 * math.sin(a), 1.3, fill=col, stroke="none")
        c.circle(x, y, 0.9, fill=st.GOLD, stroke="none")


def grass(c: Canvas, y0: float, y1: float, color: str, n: int = 26, seed: int = 1) -> None:
    d = ""
    for i in range(n):
        x = (i * 37 + seed * 11) % int(PW)
        y = y0 + ((i * 53 + seed * 7) % int(max(1.0, y1 - y0)))
        d += f"M{x} {y}l-1.5 -4M{x} {y}l0.2 -5M{x} {y}l1.8 -4"
    c.path(d, stroke=color, sw=0.7)


# -- people (picture coordinates) -------------------------------------------------------------
def shoe(c: Canvas, x: float, y: float, facing: float = 1.0, color: str = "#3a2416") -> None:
    c.path(f"M{x - 3.5 * facing} {y - 4}C{x - 4 * facing} {y} {x - 3 * facing} {y + 1.5} {x} {y + 1.5}"
           f"H{x + 6 * facing}C{x + 8 * facing} {y + 1.5} {x + 8 * facing} {y - 2} {x + 4 * facing} {y - 3}"
           f"L{x + 3 * facing} {y - 5}Z", fill=st.shade(c, color), stroke=darken(color, 0.4))


def small_hand(c: Canvas, x: float, y: float, k: float = 0.55) -> None:
    c.ellipse(x, y, 3.6 * k / 0.55, 3.2 * k / 0.55, fill=st.skin(c), stroke=darken(st.FLESH, 0.55))


def basket(c: Canvas, x: float, y: float) -> None:
    wicker = st.OCHRE
    edge = darken(st.BROWN, 0.4)
    c.path(f"M{x - 12} {y - 2}C{x - 12} {y - 20} {x + 12} {y - 20} {x + 12} {y - 2}",
           stroke=edge, sw=2.6)
    c.path(f"M{x - 12} {y - 2}C{x - 12} {y - 20} {x + 12} {y - 20} {x + 12} {y - 2}",
           stroke=wicker, sw=1.2)
    # flowers in the basket
    for dx, col in ((-7, st.RED), (-2, st.WHITE), (3, "#e25a8a"), (8, st.GOLD), (0, st.BLUE)):
        c.circle(x + dx, y - 3 - (2 if dx == 0 else 0), 2.6, fill=st.glow(c, col),
                 stroke=darken(col, 0.5), sw=0.5)
    c.path(f"M{x - 14} {y - 2}H{x + 14}L{x + 10} {y + 12}H{x - 10}Z", fill=st.shade(c, wicker),
           stroke=edge)
    c.path(f"M{x - 13} {y + 2}H{x + 13}M{x - 12} {y + 6}H{x + 12}M{x - 11} {y + 9.5}H{x + 11}",
           stroke=darken(wicker, 0.3), sw=0.6)
    c.path(f"M{x - 6} {y - 2}L{x - 5} {y + 12}M{x} {y - 2}V{y + 12}M{x + 6} {y - 2}L{x + 5} {y + 12}",
           stroke=darken(wicker, 0.3), sw=0.6)


def spring(c: Canvas) -> None:
    sky(c, "#7fb6e6", "#dff0fb", 112)
    cloud(c, 100, 22, 1.1)
    cloud(c, 30, 36, 0.8)
    mountains(c, 96)
    hills(c, 100, "#8cc56a", 5, 0.3)
    hills(c, 118, "#6fb04e", 4, 1.7)
    # blossoming tree at the left
    c.path("M14 128C16 110 14 92 10 78L16 78C19 92 22 108 22 128Z", fill=st.shade(c, st.BROWN),
           stroke=darken(st.BROWN, 0.5))
    c.path("M13 92C8 86 4 84 -2 84M18 96C24 88 30 86 34 86", stroke=darken(st.BROWN, 0.3), sw=2.0)
    for x, y, r in ((4, 70, 13), (18, 60, 15), (30, 72, 12), (10, 84, 10), (26, 86, 10),
                    (-2, 84, 9)):
        c.circle(x, y, r, fill=st.glow(c, "#f6cfd8"), stroke=darken("#f6cfd8", 0.35), sw=0.8)
    d = ""
    for x, y in ((4, 64), (14, 56), (24, 62), (30, 74), (8, 78), (20, 84), (26, 68), (0, 84),
                 (16, 70)):
        d += f"M{x} {y - 1.6}L{x + 1.6} {y}L{x} {y + 1.6}L{x - 1.6} {y}Z"
    c.path(d, fill=st.WHITE, stroke="none")
    meadow_flowers(c, [(8, 150, st.RED), (20, 168, st.WHITE), (36, 142, st.GOLD),
                       (108, 150, st.RED), (120, 170, "#e25a8a"), (96, 170, st.WHITE),
                       (124, 138, st.GOLD), (30, 178, st.BLUE), (112, 180, st.GOLD),
                       (4, 176, "#e25a8a")])
    grass(c, 132, 184, darken("#6fb04e", 0.3), 30, 2)
    # the young woman picking flowers
    x0 = 70.0
    skirt, bodice, apron = st.BLUE, st.RED, "#f4e6c8"
    # legs and shoes under the skirt
    c.path(f"M{x0 - 8} 160V174H{x0 - 3}V160ZM{x0 + 3} 160V174H{x0 + 8}V160Z", fill=st.WHITE,
           stroke=darken(st.WHITE, 0.5))
    shoe(c, x0 - 5.5, 175, -1.0)
    shoe(c, x0 + 5.5, 175, 1.0)
    # skirt and apron
    c.path(f"M{x0 - 11} 112C{x0 - 18} 126 {x0 - 28} 146 {x0 - 30} 162C{x0 - 14} 166 {x0 + 14} 166 "
           f"{x0 + 30} 162C{x0 + 28} 146 {x0 + 18} 126 {x0 + 11} 112Z", fill=st.shade(c, skirt),
           stroke=darken(skirt, 0.5))
    c.path(f"M{x0 - 18} 140C{x0 - 20} 148 {x0 - 22} 156 {x0 - 22} 162M{x0 + 20} 140"
           f"C{x0 + 22} 148 {x0 + 23} 156 {x0 + 23} 162", stroke=darken(skirt, 0.35), sw=st.FINE)
    c.path(f"M{x0 - 9} 114C{x0 - 12} 130 {x0 - 15} 146 {x0 - 15} 158C{x0 - 5} 161 {x0 + 5} 161 "
           f"{x0 + 15} 158C{x0 + 15} 146 {x0 + 12} 130 {x0 + 9} 114Z", fill=st.shade(c, apron),
           stroke=darken(apron, 0.5))
    c.path(f"M{x0 - 13} 156C{x0 - 4} 159 {x0 + 4} 159 {x0 + 13} 156", stroke="#e25a8a", sw=1.6)
    # blouse and bodice
    c.path(f"M{x0 - 14} 90C{x0 - 6} 86 {x0 + 6} 86 {x0 + 14} 90L{x0 + 11} 114H{x0 - 11}Z",
           fill=st.shade(c, st.WHITE), stroke=darken(st.WHITE, 0.5))
    c.path(f"M{x0 - 12} 96C{x0 - 6} 100 {x0 + 6} 100 {x0 + 12} 96L{x0 + 11} 116H{x0 - 11}Z",
           fill=st.shade(c, bodice), stroke=darken(bodice, 0.5))
    c.path(f"M{x0 - 4} 100L{x0 + 4} 104M{x0 + 4} 100L{x0 - 4} 104M{x0 - 4} 106L{x0 + 4} 110"
           f"M{x0 + 4} 106L{x0 - 4} 110", stroke=st.GOLD, sw=0.8)
    c.path(f"M{x0 - 11} 114C{x0 - 4} 117 {x0 + 4} 117 {x0 + 11} 114", stroke=apron, sw=2.4)
    # arms: right arm reaches down to a flower, left arm carries the basket
    fg.sleeve(c, (x0 - 12, 93), (x0 - 22, 110), (x0 - 28, 124), 5.5, 3.6, st.WHITE, cuff=None)
    small_hand(c, x0 - 29.5, 127)
    fg.flower(c, x0 - 30, 122, "tulip", st.RED, 0.55, stem=30)
    fg.sleeve(c, (x0 + 12, 93), (x0 + 20, 110), (x0 + 12, 116), 5.5, 3.6, st.WHITE, cuff=None)
    basket(c, x0 + 24, 124)
    small_hand(c, x0 + 10, 116)
    # head with braids and a wreath of flowers
    fg.neck(c, x0, 74, 0.42, 6)
    fg.head(c, x0, 74, 0.42, Look(hair="#b8742e", hair_style="braids", female=True,
                                  eyes="#47679a"))
    for i in range(7):
        a = math.pi * (1.1 + 0.8 * i / 6)
        fx = x0 + 12 * math.cos(a)
        fy = 70 + 9 * math.sin(a) - 1
        col = (st.RED, st.WHITE, st.GOLD, "#e25a8a", st.WHITE, st.RED, st.GOLD)[i]
        c.circle(fx, fy, 2.1, fill=st.glow(c, col), stroke=darken(col, 0.5), sw=0.5)


def wheat_ears(c: Canvas, x0: float, x1: float, y: float, step: float, tall: float) -> None:
    stalks = ""
    ears = ""
    x = x0
    i = 0
    while x <= x1:
        lean = ((i * 7) % 5 - 2) * 0.8
        top = y - tall - (i * 13 % 7)
        stalks += f"M{x:.1f} {y}L{x + lean:.1f} {top:.1f}"
        ex, ey = x + lean, top
        ears += (f"M{ex:.1f} {ey + 1:.1f}C{ex - 2.4:.1f} {ey - 3:.1f} {ex - 1.6:.1f} {ey - 8:.1f} "
                 f"{ex + 0.4:.1f} {ey - 11:.1f}C{ex + 2.4:.1f} {ey - 8:.1f} {ex + 2.4:.1f} {ey - 3:.1f} "
                 f"{ex:.1f} {ey + 1:.1f}Z")
        x += step
        i += 1
    c.path(stalks, stroke=st.DARKGOLD, sw=0.8)
    c.path(ears, fill=st.shade(c, "#e8b640"), stroke=darken(st.DARKGOLD, 0.3), sw=0.5)


def sheaf(c: Canvas, x: float, y: float) -> None:
    gold = "#e2b548"
    edge = darken(st.DARKGOLD, 0.35)
    c.path(f"M{x - 8} {y}L{x - 3} {y - 18}C{x - 12} {y - 24} {x - 10} {y - 34} {x} {y - 34}"
           f"C{x + 10} {y - 34} {x + 12} {y - 24} {x + 3} {y - 18}L{x + 8} {y}Z",
           fill=st.shade(c, gold), stroke=edge)
    c.path(f"M{x - 5} {y - 4}L{x - 2} {y - 17}M{x} {y - 2}V{y - 17}M{x + 5} {y - 4}L{x + 2} {y - 17}"
           f"M{x - 6} {y - 26}C{x - 4} {y - 30} {x - 2} {y - 32} {x} {y - 32}"
           f"M{x + 6} {y - 26}C{x + 4} {y - 30} {x + 2} {y - 32} {x} {y - 32}",
           stroke=edge, sw=0.6)
    c.path(f"M{x - 4.5} {y - 20}H{x + 4.5}V{y - 16}H{x - 4.5}Z", fill=st.shade(c, st.BROWN),
           stroke=darken(st.BROWN, 0.4), sw=0.6)


def summer(c: Canvas) -> None:
    sky(c, "#4f97dd", "#cfe8fa", 104)
    # sun with rays
    sx, sy = 112.0, 26.0
    rays = ""
    for i in range(12):
        a = 2 * math.pi * i / 12
        rays += (f"M{sx + 13 * math.cos(a):.1f} {sy + 13 * math.sin(a):.1f}"
                 f"L{sx + 20 * math.cos(a):.1f} {sy + 20 * math.sin(a):.1f}")
    c.path(rays, stroke=st.GOLD, sw=2.2)
    c.circle(sx, sy, 10, fill=st.glow(c, "#ffd84a"), stroke=st.DARKGOLD)
    cloud(c, 36, 30, 0.9)
    mountains(c, 92)
    hills(c, 98, "#9cc05a", 4, 2.2)
    # the field: ripe wheat behind, stubble in front
    c.path(f"M-4 112C40 106 90 108 {PW + 4} 104V{PH + 4}H-4Z", fill=st.shade(c, "#e6c15a"),
           stroke=darken("#e6c15a", 0.4), sw=st.FINE)
    wheat_ears(c, 88, PW + 2, 134, 4.2, 26)
    c.path(f"M-4 136C40 132 80 134 {PW + 4} 138V{PH + 4}H-4Z", fill=st.shade(c, "#d9b451"),
           stroke=darken("#d9b451", 0.4), sw=st.FINE)
    d = ""
    for i in range(40):
        x = (i * 29) % int(PW)
        y = 142 + (i * 17) % 40
        d += f"M{x} {y}l-0.8 -3M{x + 2} {y}l0.6 -3"
    c.path(d, stroke=darken(st.DARKGOLD, 0.15), sw=0.6)
    sheaf(c, 16, 152)
    sheaf(c, 30, 140)
    # the reaper with his scythe
    x0 = 74.0
    shirt, trousers = st.WHITE, "#5a4a3a"
    # legs: apart, striding
    fg.sleeve(c, (x0 - 6, 122), (x0 - 12, 146), (x0 - 16, 170), 6.5, 5, trousers, cuff=None)
    fg.sleeve(c, (x0 + 6, 122), (x0 + 14, 146), (x0 + 16, 170), 6.5, 5, trousers, cuff=None)
    c.path(f"M{x0 - 21} 158H{x0 - 11}L{x0 - 12} 170H{x0 - 20}ZM{x0 + 11} 158H{x0 + 21}L{x0 + 20} 170"
           f"H{x0 + 12}Z", fill=st.shade(c, st.WHITE), stroke=darken(st.WHITE, 0.5), sw=st.FINE)
    shoe(c, x0 - 17, 172, -1.0)
    shoe(c, x0 + 17, 172, 1.0)
    # body: shirt and red waistcoat, belt
    c.path(f"M{x0 - 15} 92C{x0 - 6} 88 {x0 + 6} 88 {x0 + 15} 92L{x0 + 13} 126H{x0 - 13}Z",
           fill=st.shade(c, shirt), stroke=darken(shirt, 0.5))
    c.path(f"M{x0 - 13} 94L{x0 - 4} 96L{x0 - 6} 124H{x0 - 12}ZM{x0 + 13} 94L{x0 + 4} 96L{x0 + 6} 124"
           f"H{x0 + 12}Z", fill=st.shade(c, st.RED), stroke=darken(st.RED, 0.5))
    c.path(f"M{x0 - 14} 120H{x0 + 14}V125H{x0 - 14}Z", fill=st.shade(c, st.BROWN),
           stroke=darken(st.BROWN, 0.5))
    # scythe: the snath from behind the right shoulder down to the blade at the ground
    c.path(f"M{x0 + 26} 80C{x0 + 10} 104 {x0 - 20} 140 {x0 - 44} 168", stroke=darken(st.BROWN, 0.4),
           sw=4.2)
    c.path(f"M{x0 + 26} 80C{x0 + 10} 104 {x0 - 20} 140 {x0 - 44} 168", stroke=st.OCHRE, sw=2.4)
    c.path(f"M{x0 - 44} 168C{x0 - 30} 166 {x0 - 10} 168 {x0 + 8} 176C{x0 - 10} 172 {x0 - 28} 172 "
           f"{x0 - 45} 172Z", fill=st.shade(c, st.STEEL), stroke=darken(st.STEEL, 0.6))
    # arms on the snath
    fg.sleeve(c, (x0 - 13, 95), (x0 - 18, 112), (x0 - 6, 122), 5, 3.8, shirt, cuff=None)
    small_hand(c, x0 - 4, 122)
    fg.sleeve(c, (x0 + 13, 95), (x0 + 22, 104), (x0 + 14, 96), 5, 3.8, shirt, cuff=None)
    small_hand(c, x0 + 12, 97)
    # head with a straw hat
    fg.neck(c, x0, 76, 0.42, 6)
    fg.head(c, x0, 76, 0.42, Look(hair="#6b3e1e", beard="moustache", hair_style="short"))
    with fg.head_space(c, x0, 76, 0.42):
        fg.hat_brim(c, "#e8c35a", st.RED, tall=14, brim=34)


def vines(c: Canvas, y: float, n: int, color: str) -> None:
    d = ""
    for i in range(n):
        x = 6 + i * (PW - 12) / (n - 1)
        d += f"M{x:.1f} {y}V{y - 10}"
    c.path(d, stroke=darken(st.BROWN, 0.2), sw=1.0)
    leaves = ""
    for i in range(n):
        x = 6 + i * (PW - 12) / (n - 1)
        leaves += (f"M{x - 5:.1f} {y - 8}C{x - 6:.1f} {y - 14} {x + 6:.1f} {y - 14} {x + 5:.1f} {y - 8}"
                   f"C{x + 3:.1f} {y - 5} {x - 3:.1f} {y - 5} {x - 5:.1f} {y - 8}Z")
    c.path(leaves, fill=st.shade(c, color), stroke=darken(color, 0.4), sw=0.6)


def vine_leaf(c: Canvas, x: float, y: float, k: float, color: str, deg: float = 0.0) -> None:
    with c.at(translate(x, y) @ rotate(deg)):
        c.path(f"M0 {8 * k}C{-6 * k} {6 * k} {-12 * k} {2 * k} {-12 * k} {-4 * k}L{-7 * k} {-3 * k}"
               f"C{-9 * k} {-8 * k} {-6 * k} {-12 * k} {-2 * k} {-12 * k}L0 {-8 * k}L{2 * k} {-12 * k}"
               f"C{6 * k} {-12 * k} {9 * k} {-8 * k} {7 * k} {-3 * k}L{12 * k} {-4 * k}"
               f"C{12 * k} {2 * k} {6 * k} {6 * k} 0 {8 * k}Z", fill=st.shade(c, color),
               stroke=darken(color, 0.45), sw=st.FINE)
        c.path(f"M0 {7 * k}V{-8 * k}M0 {2 * k}L{-8 * k} {-3 * k}M0 {2 * k}L{8 * k} {-3 * k}",
               stroke=darken(color, 0.35), sw=0.6)


def barrel(c: Canvas, x: float, y: float) -> None:
    wood = "#9a6232"
    edge = darken(wood, 0.5)
    c.path(f"M{x - 14} {y - 28}C{x - 18} {y - 18} {x - 18} {y - 6} {x - 14} {y + 4}H{x + 14}"
           f"C{x + 18} {y - 6} {x + 18} {y - 18} {x + 14} {y - 28}Z", fill=st.shade(c, wood),
           stroke=edge)
    c.ellipse(x, y - 28, 14, 3.5, fill=st.shade(c, lighten(wood, 0.2)), stroke=edge)
    c.path(f"M{x - 16.5} {y - 20}C{x - 6} {y - 17} {x + 6} {y - 17} {x + 16.5} {y - 20}"
           f"M{x - 16.5} {y - 4}C{x - 6} {y - 1} {x + 6} {y - 1} {x + 16.5} {y - 4}",
           stroke=st.DARKBROWN, sw=2.0)
    c.path(f"M{x - 7} {y - 25}C{x - 8} {y - 14} {x - 8} {y - 6} {x - 7} {y + 3}M{x + 7} {y - 25}"
           f"C{x + 8} {y - 14} {x + 8} {y - 6} {x + 7} {y + 3}", stroke=edge, sw=0.6)
    fg.grapes(c, x - 4, y - 31, 0.55)
    fg.grapes(c, x + 6, y - 30, 0.5)


def autumn(c: Canvas) -> None:
    sky(c, "#9cc3e0", "#f6e7c4", 104)
    cloud(c, 104, 28, 1.0, "#fbf3e4")
    mountains(c, 88, "#a8b4c4")
    hills(c, 94, "#b5a048", 6, 0.9)
    vines(c, 108, 12, "#c9a13a")
    hills(c, 112, "#9a9a3c", 4, 2.5)
    vines(c, 126, 9, "#c77b2a")
    c.path(f"M-4 132C40 128 90 130 {PW + 4} 134V{PH + 4}H-4Z", fill=st.shade(c, "#8a8a3a"),
           stroke=darken("#8a8a3a", 0.4), sw=st.FINE)
    grass(c, 140, 184, darken("#8a8a3a", 0.35), 30, 5)
    barrel(c, 112, 176)
    # foreground vine at the left with grapes
    c.path("M2 186C6 160 4 140 10 120", stroke=darken(st.BROWN, 0.3), sw=2.4)
    vine_leaf(c, 8, 128, 1.1, "#d08a2a", -20)
    vine_leaf(c, 18, 146, 1.0, "#b8452a", 15)
    vine_leaf(c, 6, 160, 1.1, "#c9a13a", -10)
    fg.grapes(c, 12, 150, 0.6)
    # the vintager with a bunch of grapes and a back basket
    x0 = 68.0
    coat, vest, trousers = st.GREEN, st.RED, "#6b4a2a"
    # back basket (Butte) behind him, full of grapes
    c.path(f"M{x0 - 20} 84L{x0 + 20} 84L{x0 + 16} 128H{x0 - 16}Z", fill=st.shade(c, "#a87440"),
           stroke=darken("#a87440", 0.5))
    c.path(f"M{x0 - 19} 92H{x0 + 19}M{x0 - 18} 102H{x0 + 18}M{x0 - 17} 112H{x0 + 17}",
           stroke=st.DARKBROWN, sw=1.4)
    for gx, gy in ((-14, 82), (-7, 80), (0, 81), (7, 80), (14, 82), (-10, 77), (4, 76), (11, 77),
                   (-3, 75)):
        c.circle(x0 + gx, gy, 3.6, fill=st.glow(c, st.PURPLE), stroke=darken(st.PURPLE, 0.5),
                 sw=0.6)
    # legs
    fg.sleeve(c, (x0 - 6, 124), (x0 - 8, 148), (x0 - 9, 170), 6.5, 5, trousers, cuff=None)
    fg.sleeve(c, (x0 + 6, 124), (x0 + 8, 148), (x0 + 9, 170), 6.5, 5, trousers, cuff=None)
    c.path(f"M{x0 - 14} 156H{x0 - 4}V170H{x0 - 14}ZM{x0 + 4} 156H{x0 + 14}V170H{x0 + 4}Z",
           fill=st.shade(c, st.WHITE), stroke=darken(st.WHITE, 0.5), sw=st.FINE)
    shoe(c, x0 - 10, 172, -1.0)
    shoe(c, x0 + 10, 172, 1.0)
    # jacket, vest and apron
    c.path(f"M{x0 - 15} 92C{x0 - 6} 88 {x0 + 6} 88 {x0 + 15} 92L{x0 + 16} 132H{x0 - 16}Z",
           fill=st.shade(c, coat), stroke=darken(coat, 0.5))
    c.path(f"M{x0 - 6} 92H{x0 + 6}L{x0 + 7} 122H{x0 - 7}Z", fill=st.shade(c, vest),
           stroke=darken(vest, 0.5))
    for yy in (98, 106, 114):
        c.circle(x0, yy, 1.1, fill=st.GOLD, stroke="none")
    c.path(f"M{x0 - 12} 120H{x0 + 12}L{x0 + 14} 146H{x0 - 14}Z", fill=st.shade(c, "#3f5e8a"),
           stroke=darken("#3f5e8a", 0.5))
    # arms: right raised with grapes, left hanging with a knife
    fg.sleeve(c, (x0 - 13, 94), (x0 - 26, 104), (x0 - 26, 86), 5.2, 4, coat, cuff=None)
    fg.grapes(c, x0 - 27, 84, 0.62)
    small_hand(c, x0 - 26, 83)
    fg.sleeve(c, (x0 + 13, 94), (x0 + 18, 112), (x0 + 18, 126), 5.2, 4, coat, cuff=None)
    small_hand(c, x0 + 18, 128)
    c.path(f"M{x0 + 19} 130C{x0 + 24} 132 {x0 + 26} 136 {x0 + 24} 140C{x0 + 22} 136 {x0 + 20} 134 "
           f"{x0 + 17} 133Z", fill=st.STEEL, stroke=darken(st.STEEL, 0.6), sw=0.6)
    fg.neck(c, x0, 74, 0.42, 6)
    fg.head(c, x0, 74, 0.42, Look(hair="#3a2a20", beard="full", hair_style="short",
                                  beard_color="#4a3020"))
    with fg.head_space(c, x0, 74, 0.42):
        fg.hat_brim(c, st.DARKGREEN, st.RED, feather=None, tall=12, brim=26)


def fire(c: Canvas, x: float, y: float) -> None:
    log = "#6b4226"
    edge = darken(log, 0.5)
    c.path(f"M{x - 18} {y + 2}L{x + 14} {y - 8}L{x + 16} {y - 3}L{x - 16} {y + 7}Z",
           fill=st.shade(c, log), stroke=edge)
    c.path(f"M{x + 18} {y + 2}L{x - 14} {y - 8}L{x - 16} {y - 3}L{x + 16} {y + 7}Z",
           fill=st.shade(c, log), stroke=edge)
    c.path(f"M{x - 12} {y - 4}C{x - 16} {y - 14} {x - 10} {y - 20} {x - 8} {y - 30}C{x - 4} {y - 22} "
           f"{x - 2} {y - 26} {x} {y - 40}C{x + 4} {y - 28} {x + 10} {y - 26} {x + 9} {y - 32}"
           f"C{x + 16} {y - 20} {x + 14} {y - 10} {x + 12} {y - 4}Z", fill=st.shade(c, "#e8501e"),
           stroke=darken("#e8501e", 0.45))
    c.path(f"M{x - 7} {y - 4}C{x - 9} {y - 12} {x - 4} {y - 16} {x - 3} {y - 22}C{x} {y - 16} "
           f"{x + 3} {y - 20} {x + 4} {y - 26}C{x + 9} {y - 16} {x + 8} {y - 8} {x + 7} {y - 4}Z",
           fill=st.shade(c, "#f7b32b"), stroke="none")
    c.path(f"M{x - 3} {y - 4}C{x - 4} {y - 9} {x - 1} {y - 12} {x} {y - 16}C{x + 2} {y - 12} "
           f"{x + 4} {y - 9} {x + 3} {y - 4}Z", fill="#fff3b0", stroke="none")
    d = ""
    for dx, dy in ((-10, -46), (6, -52), (-2, -60), (12, -44)):
        d += f"M{x + dx} {y + dy}l1 -1.5"
    c.path(d, stroke="#f7b32b", sw=1.4)
    c.path(f"M{x + 2} {y - 48}C{x - 6} {y - 60} {x + 10} {y - 70} {x + 2} {y - 84}",
           stroke="#c9ced6", sw=3.0, opacity=0.6)


def winter(c: Canvas) -> None:
    sky(c, "#7f93ad", "#dfe6ee", 106)
    mountains(c, 92, "#b9c4d2", st.WHITE)
    hills(c, 100, "#e9eef4", 5, 1.3)
    # a hut with a snowy roof and a lit window
    hx, hy = 104.0, 104.0
    c.path(f"M{hx - 16} {hy}V{hy - 16}H{hx + 16}V{hy}Z", fill=st.shade(c, "#8a5a34"),
           stroke=darken("#8a5a34", 0.5))
    c.path(f"M{hx - 5} {hy - 12}H{hx + 3}V{hy - 5}H{hx - 5}Z", fill="#ffd25a",
           stroke=darken("#8a5a34", 0.5), sw=0.6)
    c.path(f"M{hx - 22} {hy - 14}L{hx} {hy - 30}L{hx + 22} {hy - 14}C{hx + 14} {hy - 12} {hx - 14} "
           f"{hy - 12} {hx - 22} {hy - 14}Z", fill=st.shade(c, st.SNOW), stroke=darken(st.SNOW, 0.4))
    c.path(f"M{hx + 8} {hy - 28}V{hy - 36}H{hx + 13}V{hy - 24}", fill=st.shade(c, "#8a5a34"),
           stroke=darken("#8a5a34", 0.5), sw=st.FINE)
    # bare tree with snow on the branches
    c.path("M18 124C20 104 16 84 12 64L18 64C22 84 26 104 26 124Z", fill=st.shade(c, "#5a4030"),
           stroke=darken("#5a4030", 0.5))
    c.path("M15 84C8 76 2 74 -4 74M17 92C26 82 32 80 38 80M14 72C10 62 8 56 6 50M17 70"
           "C22 62 26 58 30 56", stroke="#5a4030", sw=2.0)
    c.path("M-4 72C2 70 6 72 10 76M30 78C34 76 36 78 38 79M4 50C6 49 8 51 7 54", stroke=st.WHITE,
           sw=1.8)
    c.path(f"M-4 118C40 112 90 116 {PW + 4} 112V{PH + 4}H-4Z", fill=st.shade(c, st.SNOW),
           stroke=darken(st.SNOW, 0.3), sw=st.FINE)
    c.path("M8 150C20 148 30 150 40 148M70 176C84 174 96 176 110 174", stroke="#c8d4e2",
           sw=st.FINE)
    # the fire and the man warming his hands
    fire(c, 102, 166)
    x0 = 48.0
    coat, cap = "#6b4a2a", "#8a6a4a"
    # the log he sits on
    c.path(f"M{x0 - 22} 160H{x0 + 16}C{x0 + 20} 160 {x0 + 20} 170 {x0 + 16} 170H{x0 - 22}Z",
           fill=st.shade(c, "#7a5030"), stroke=darken("#7a5030", 0.5))
    c.ellipse(x0 + 16, 165, 3.4, 5, fill=st.shade(c, "#c89a64"), stroke=darken("#7a5030", 0.5))
    # legs: thigh forward, shin down
    fg.sleeve(c, (x0 - 2, 146), (x0 + 20, 148), (x0 + 22, 170), 6.5, 5, "#3f4f6a", cuff=None)
    shoe(c, x0 + 24, 174, 1.0, "#2a1a12")
    # coat, body leaning forward
    c.path(f"M{x0 - 14} 94C{x0 - 4} 90 {x0 + 6} 92 {x0 + 12} 98L{x0 + 10} 150H{x0 - 16}"
           f"C{x0 - 18} 130 {x0 - 18} 110 {x0 - 14} 94Z", fill=st.shade(c, coat),
           stroke=darken(coat, 0.5))
    c.path(f"M{x0 - 14} 94C{x0 - 12} 106 {x0 - 10} 118 {x0 - 12} 148", stroke=darken(coat, 0.35),
           sw=st.FINE)
    c.path(f"M{x0 - 16} 124H{x0 + 11}V129H{x0 - 16}Z", fill=st.shade(c, st.BROWN),
           stroke=darken(st.BROWN, 0.5))
    # red scarf
    c.path(f"M{x0 - 10} 92C{x0 - 4} 96 {x0 + 6} 96 {x0 + 10} 92L{x0 + 9} 98C{x0 + 4} 101 {x0 - 4} 101 "
           f"{x0 - 9} 98ZM{x0 + 4} 98L{x0 + 8} 114L{x0 + 3} 115L{x0 + 1} 99Z", fill=st.shade(c, st.RED),
           stroke=darken(st.RED, 0.5))
    # arms stretched to the fire, hands open
    fg.sleeve(c, (x0 + 2, 100), (x0 + 20, 116), (x0 + 34, 120), 5.6, 4.4, coat, cuff=cap)
    small_hand(c, x0 + 38, 119)
    fg.sleeve(c, (x0 + 6, 98), (x0 + 24, 110), (x0 + 38, 112), 5.6, 4.4, coat, cuff=cap)
    small_hand(c, x0 + 42, 111)
    fg.neck(c, x0, 78, 0.42, 6)
    fg.head(c, x0, 78, 0.42, Look(hair="#e0dcd4", beard="full", old=True, hair_style="short"))
    with fg.head_space(c, x0, 78, 0.42):
        fg.fur_cap(c, cap, st.RED)
    # falling snow
    d = ""
    for i in range(26):
        x = (i * 41 + 7) % int(PW)
        y = (i * 67 + 11) % 110
        r = 1.0 + (i % 3) * 0.3
        d += f"M{x - r} {y}C{x - r} {y - r} {x + r} {y - r} {x + r} {y}C{x + r} {y + r} {x - r} {y + r} {x - r} {y}Z"
    c.path(d, fill=st.WHITE, stroke="none", opacity=0.9)

