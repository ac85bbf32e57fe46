"""The French packs (two-colour and four-colour): ace, ten and half-figure courts."""

from __future__ import annotations

from . import french_courts
from . import layout as ly
from . import style as st
from . import suits
from .svg import Canvas, translate

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
    ident = suits.sign_def(c, pack, suit, 118)
    c.use(ident, translate(st.CX, st.CY))
