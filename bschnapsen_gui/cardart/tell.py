"""The William Tell pack: Daus with a season picture, Zehner with a Roman X, König on
horseback, Ober and Unter (see ``tell_courts`` and ``tell_daus``)."""

from __future__ import annotations

from . import layout as ly
from . import style as st
from . import tell_courts, tell_daus
from .svg import Canvas, darken, translate

SUIT_NAMES = {"H": "Herz", "D": "Schellen", "S": "Laub", "C": "Eichel"}
RANK_NAMES = {"A": "Daus", "10": "Zehner", "K": "König", "O": "Ober", "U": "Unter"}


def card(suit: str, rank: str) -> str:
    c = ly.new_card()
    if rank == "A":
        tell_daus.daus(c, suit)
        title = f"{SUIT_NAMES[suit]}-Daus ({tell_daus.SEASONS[suit]})"
    elif rank == "10":
        zehner(c, suit)
        title = f"{SUIT_NAMES[suit]}-Zehner"
    else:
        tell_courts.court(c, suit, rank)
        title = f"{SUIT_NAMES[suit]}-{RANK_NAMES[rank]}"
        figure = tell_courts.FIGURES.get((suit, rank))
        if figure:
            title += f" ({figure})"
    ly.corners(c, "tell", "en", suit, rank)
    return c.to_svg(title)


# A Roman X with serifs: the thick stroke runs from top left to bottom right, the thin one from
# top right to bottom left, so the numeral is unchanged by a half turn.
ROMAN_X = (
    "M-13 -17H-2V-15H-4.5L1.5 -5.5L6 -15H3.5V-17H13V-15H10L3.2 -1.2L10.5 15H13V17H2V15H4.5"
    "L-1.5 5.5L-6 15H-3.5V17H-13V15H-10L-3.2 1.2L-10.5 -15H-13Z"
)


def zehner(c: Canvas, suit: str) -> None:
    """4 + 2 + 4 pips (lower half turned) and a Roman X in a cartouche at the centre."""
    ly.pips_ten(c, "tell", suit, 48)
    ink = st.TELL_INK[suit]
    c.ellipse(st.CX, st.CY, 24, 31, fill=st.shade(c, st.CREAM), stroke=darken(st.DARKGOLD, 0.4))
    c.ellipse(st.CX, st.CY, 20.5, 27.5, stroke=st.GOLD, sw=2.0)
    with c.at(translate(st.CX, st.CY)):
        c.path(ROMAN_X, fill=st.shade(c, ink), stroke=darken(ink, 0.45))
