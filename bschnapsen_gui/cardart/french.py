"""The French packs (two-colour and four-colour): ace, ten and half-figure courts."""

from __future__ import annotations

import math

from . import french_courts, suits
from . import layout as ly
from . import style as st
from .svg import Canvas, lighten, translate

SUIT_NAMES = {"H": "hearts", "D": "diamonds", "S": "spades", "C": "clubs"}
RANK_NAMES = {"A": "ace", "10": "ten", "K": "king", "O": "queen", "U": "jack"}


_faces: dict[tuple[str, str, str], Canvas] = {}


def card(pack: str, lang: str, suit: str, rank: str) -> str:
    """The SVG of one face; the picture is drawn once and finished per language."""
    key = (pack, suit, rank)
    body = _faces.get(key)
    if body is None:
        body = ly.new_card()
        if rank == "A":
            ace(body, pack, suit)
        elif rank == "10":
            ly.pips_ten(body, pack, suit, 46)
        else:
            french_courts.court(body, pack, suit, rank)
        _faces[key] = body
    c = body.copy()
    ly.corners(c, pack, lang, suit, rank)
    return c.to_svg(f"{RANK_NAMES[rank]} of {SUIT_NAMES[suit]}")


def ace(c: Canvas, pack: str, suit: str) -> None:
    """One large pip in a fine engraved ring with leaf sprigs (like the Tell Daus's)."""
    colors = st.FRENCH4_COLORS if pack == "french4" else st.FRENCH_COLORS
    color = colors[suit]
    tint = lighten(color, 0.78) if color != st.BLACK else "#c9c9cf"
    c.circle(st.CX, st.CY, 80, fill=lighten(color, 0.965) if color != st.BLACK else "#f6f6f7",
             stroke=tint, sw=st.SW)
    c.circle(st.CX, st.CY, 75, stroke=tint, sw=st.FINE)
    d = ""
    for i in range(24):
        a = math.pi * 2 * i / 24
        x, y = st.CX + 77.5 * math.cos(a), st.CY + 77.5 * math.sin(a)
        d += f"M{x - 1.4:.2f} {y:.2f}L{x:.2f} {y - 1.4:.2f}L{x + 1.4:.2f} {y:.2f}L{x:.2f} {y + 1.4:.2f}Z"
    c.path(d, fill=tint, stroke="none")
    ident = suits.sign_def(c, pack, suit, 112)
    c.use(ident, translate(st.CX, st.CY))
