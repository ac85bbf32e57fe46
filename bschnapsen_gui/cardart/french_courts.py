"""Double-ended half-figure courts of the French packs: King (crown, sword), Queen (crown,
flower), Jack (cap, halberd). The figures are the same in the two- and four-colour packs; only
the suit signs and indices change colour.
"""

from __future__ import annotations

from . import figures as fg
from . import layout as ly
from . import style as st
from .courts import Dress, brocade, cy, divider, ermine, jewels_along, mantle, pip, torso, trim_band
from .figures import Look
from .svg import Canvas, darken, lighten, rotate

KING = {
    "H": (Dress(st.RED, st.BLUE), Look(hair=st.BROWN, beard="full", eyes="#5a4632", stern=0.3)),
    "D": (Dress(st.BLUE, st.RED), Look(hair="#9a9a9a", beard="pointed", eyes="#47679a",
                                       old=True, hair_style="curly")),
    "S": (Dress(st.GREEN, st.RED), Look(hair="#3a2a20", beard="full", eyes="#3f5e3a",
                                        stern=0.6, wide=1.05)),
    "C": (Dress(st.PURPLE, st.GREEN), Look(hair="#c8903a", beard="short", eyes="#47679a",
                                           hair_style="curly")),
}
QUEEN = {
    "H": (Dress(st.RED, st.GOLD), Look(hair="#8c3b1c", female=True, hair_style="woman"),
          "rose", st.RED),
    "D": (Dress(st.BLUE, st.RED), Look(hair="#e0b040", female=True, hair_style="woman",
                                       eyes="#3f7fb0"), "tulip", "#e0452c"),
    "S": (Dress(st.GREEN, st.PURPLE), Look(hair="#2f2220", female=True, hair_style="woman",
                                           eyes="#5a4632"), "lily", st.WHITE),
    "C": (Dress(st.PURPLE, st.BLUE), Look(hair="#6b3e1e", female=True, hair_style="braids",
                                          eyes="#3f5e3a"), "carnation", "#e25a8a"),
}
JACK = {
    "H": (Dress(st.RED, st.GOLD), Look(hair="#7a4a22", hair_style="page", beard="moustache")),
    "D": (Dress(st.BLUE, st.GREEN), Look(hair="#d9a640", hair_style="page", eyes="#3f7fb0")),
    "S": (Dress(st.GREEN, st.BLUE), Look(hair="#2f2220", hair_style="page", beard="moustache",
                                         eyes="#5a4632", stern=0.5)),
    "C": (Dress(st.GOLD, st.RED), Look(hair="#a4551f", hair_style="page")),
}


def court(c: Canvas, pack: str, suit: str, rank: str) -> None:
    with ly.double_ended(c):
        if rank == "K":
            king(c, pack, suit)
        elif rank == "O":
            queen(c, pack, suit)
        else:
            jack(c, pack, suit)
    divider(c)
    ly.frame(c)


def orb_in_hand(c: Canvas, x: float, y: float) -> None:
    fg.fist(c, x, y + 11, 1.1, deg=90)
    fg.orb(c, x, y - 2, 11)


# -- King ------------------------------------------------------------------------------------------
def king(c: Canvas, pack: str, suit: str) -> None:
    dress, look = KING[suit]
    hx, hy, k = 126.0, 96.0, 1.25
    main, second = dress.main, dress.second
    mantle(c, main, st.WHITE if main != st.GOLD else st.RED, 134, 22)
    body = torso(c, main, 132, 56)
    c.path(f"M80 170C78 186 78 196 78 {cy(78)}M172 170C174 186 174 194 174 {cy(174)}",
           stroke=darken(main, 0.4), sw=st.FINE)
    # under-tunic in the middle with a gold band and jewels
    tunic = f"M110 134C106 156 104 178 103 {cy(103)}H149C148 178 146 156 142 134Z"
    c.path(tunic, fill=st.shade(c, second), stroke=darken(second, 0.5))
    brocade(c, tunic, lighten(second, 0.45), 10.0, 1.9)
    trim_band(c, f"M120 134H132L133 {cy(133)}H119Z")
    jewels_along(c, [(126, 160), (126, 172), (126, 184), (126, 196)], st.RED)
    del body
    # ermine cape with a gold chain
    cape = ("M72 158C82 142 100 134 112 133L126 146L140 133C152 134 170 142 180 158"
            "C172 170 160 174 150 172C144 170 140 166 138 160L126 152L114 160C112 166 108 170 102 172"
            "C92 174 80 170 72 158Z")
    c.path(cape, fill=st.shade(c, st.WHITE), stroke=darken(st.WHITE, 0.55))
    ermine(c, cape, 11.0)
    chain = [(100 + i * 6.5, 150 + 9 * (1 - ((i - 4) / 4) ** 2)) for i in range(9)]
    for x, y in chain:
        c.circle(x, y, 1.9, fill=st.glow(c, st.GOLD), stroke=darken(st.DARKGOLD, 0.4), sw=0.6)
    # neck and head
    fg.neck(c, hx, hy, k, 10)
    fg.head(c, hx, hy, k, look)
    with fg.head_space(c, hx, hy, k):
        fg.crown(c, jewel=st.RED if main != st.RED else st.BLUE, velvet=main)
    # sword arm (viewer's left)
    hand = fg.grip_point((64, 198), (80, 174), 1.2)
    fg.sword(c, hand[0], 26, 198, guard_y=158)
    a = fg.sleeve(c, (86, 154), (64, 198), (80, 174), 14, 11, second)
    fg.grip(c, (80, 174), a, 1.2)
    # orb arm (viewer's right)
    fg.sleeve(c, (166, 154), (188, 198), (172, 180), 14, 11, second)
    orb_in_hand(c, 166, 168)
    pip(c, pack, suit, 184, 44)


# -- Queen ---------------------------------------------------------------------------------------------
def queen(c: Canvas, pack: str, suit: str) -> None:
    dress, look, flower_kind, flower_color = QUEEN[suit]
    hx, hy, k = 126.0, 98.0, 1.2
    main, second = dress.main, dress.second
    with fg.head_space(c, hx, hy, k):
        fg.veil(c, "#e4ecf4")
    mantle(c, second if second != st.GOLD else st.GREEN, st.GOLD, 140, 18)
    torso(c, main, 136, 54)
    # bodice with a square neckline
    bodice = f"M106 142L110 {cy(110)}H142L146 142Z"
    c.path(bodice, fill=st.shade(c, second), stroke=darken(second, 0.5))
    brocade(c, bodice, darken(second, 0.3) if second == st.GOLD else lighten(second, 0.5),
            9.0, 1.7)
    fg.neck(c, hx, hy, k, 12)
    c.path("M108 140C112 152 118 158 126 158C134 158 140 152 144 140C136 135 116 135 108 140Z",
           fill=st.skin(c), stroke=darken(st.FLESH, 0.55))
    trim_band(c, "M105 139C112 157 118 162 126 162C134 162 140 157 147 139L151 141"
                 "C144 162 137 167 126 167C115 167 108 162 101 141Z")
    for i in range(9):
        t = i / 8
        x = 113 + 26 * t
        y = 142 + 8 * (1 - (2 * t - 1) ** 2)
        c.circle(x, y, 1.5, fill=st.glow(c, st.WHITE), stroke=darken(st.WHITE, 0.5), sw=0.5)
    c.path("M126 151L129 155L126 159L123 155Z", fill=st.glow(c, st.RED),
           stroke=darken(st.RED, 0.5), sw=st.FINE)
    fg.head(c, hx, hy, k, look)
    with fg.head_space(c, hx, hy, k):
        fg.diadem(c, jewel=st.RED if main == st.BLUE else st.BLUE)
    # flower arm (viewer's left)
    hand = fg.grip_point((66, 198), (82, 172), 0.95)
    fg.flower(c, hand[0], 124, flower_kind, flower_color, 1.4, stem=36, deg=0)
    a = fg.sleeve(c, (90, 156), (66, 198), (82, 172), 14, 10, second)
    fg.grip(c, (82, 172), a, 0.95)
    # a slim sceptre in the other hand, leaning out
    e, w = (188.0, 198.0), (166.0, 180.0)
    hand = fg.grip_point(e, w, 0.95, flip=True)
    with c.at(rotate(16, hand[0], hand[1])):
        fg.sceptre(c, hand[0], hand[1] - 78, hand[1] + 14)
    a = fg.sleeve(c, (162, 156), e, w, 14, 10, second)
    fg.grip(c, w, a, 0.95, flip=True)
    pip(c, pack, suit, 184, 44)


# -- Jack -----------------------------------------------------------------------------------------------
def jack(c: Canvas, pack: str, suit: str) -> None:
    dress, look = JACK[suit]
    hx, hy, k = 124.0, 96.0, 1.2
    main, second = dress.main, dress.second
    mantle(c, second if second != st.GOLD else st.RED, st.GOLD if main != st.GOLD else st.WHITE,
           136, 8)
    body = torso(c, main, 132, 56)
    for x0 in (90.0, 112.0, 134.0, 156.0):
        d = (f"M{x0} 146C{x0 - 1} 164 {x0} 180 {x0} {cy(x0) - 1}H{x0 + 7}C{x0 + 8} 180 {x0 + 9} "
             f"164 {x0 + 7} 144Z")
        c.path(d, fill=st.shade(c, second), stroke=darken(second, 0.5), sw=st.FINE)
    del body
    # buttons down the middle
    for y in (150.0, 162.0, 174.0, 186.0):
        c.circle(126, y, 2.2, fill=st.glow(c, st.GOLD), stroke=darken(st.DARKGOLD, 0.4), sw=0.6)
    fg.neck(c, hx, hy, k, 8)
    ruff = "M100 134C106 142 116 146 124 146C132 146 142 142 148 134C142 126 106 126 100 134Z"
    c.path(ruff, fill=st.shade(c, st.WHITE), stroke=darken(st.WHITE, 0.55))
    c.path("M106 137l2 6M114 139l1 7M124 140V146M134 139l-1 7M142 137l-2 6",
           stroke=darken(st.WHITE, 0.4), sw=st.FINE)
    fg.head(c, hx, hy, k, look)
    with fg.head_space(c, hx, hy, k):
        fg.beret(c, second if second != st.GOLD else st.RED, band=st.GOLD,
                 feather=st.RED if main != st.RED else st.WHITE, tilt=1.0)
    # halberd arm (viewer's right)
    hand = fg.grip_point((190, 196), (180, 168), 1.15, flip=True)
    fg.halberd(c, hand[0], 22, cy(hand[0]) - 2, side=-1.0)
    a = fg.sleeve(c, (166, 152), (190, 196), (180, 168), 14, 11, second, cuff=st.WHITE)
    fg.grip(c, (180, 168), a, 1.15, flip=True)
    # other hand on the dagger at his belt
    hand = fg.grip_point((62, 196), (90, 180), 1.1)
    a = fg.sleeve(c, (86, 152), (62, 196), (90, 180), 14, 11, second, cuff=st.WHITE)
    fg.dagger(c, hand[0], hand[1] - 16, cy(hand[0]) - 1)
    fg.grip(c, (90, 180), a, 1.1)
    pip(c, pack, suit, 66, 42)
