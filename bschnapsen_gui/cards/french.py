"""The French packs (two-colour and four-colour): ace, ten and half-figure courts."""

from __future__ import annotations

from . import layout as ly
from . import style as st
from . import suits
from .svg import Canvas, translate

SUIT_NAMES = {"H": "hearts", "D": "diamonds", "S": "spades", "C": "clubs"}
RANK_NAMES = {"A": "ace", "10": "ten", "K": "king", "O": "queen", "U": "jack"}


def card(pack: str, lang: str, suit: str, rank: str) -> str:
    c = ly.new_card()
    if rank == "A":
        ace(c, pack, suit)
    elif rank == "10":
        ly.pips_ten(c, pack, suit, 46)
    else:
        from . import french_courts
        french_courts.court(c, pack, suit, rank)
    ly.corners(c, pack, lang, suit, rank)
    return c.to_svg(f"{RANK_NAMES[rank]} of {SUIT_NAMES[suit]}")


def ace(c: Canvas, pack: str, suit: str) -> None:
    ident = suits.sign_def(c, pack, suit, 118)
    c.use(ident, translate(st.CX, st.CY))
