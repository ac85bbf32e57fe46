"""The one palette, stroke weight, gradient style and card geometry shared by every pack."""

from __future__ import annotations

from .svg import Canvas, darken, lighten

# -- card geometry (viewBox units; a real card is about 63 x 100 mm) --------------------------
WIDTH = 252.0
HEIGHT = 400.0
RADIUS = 14.0
CX = WIDTH / 2
CY = HEIGHT / 2

# Court and Daus frame (the corner indices sit outside it).
FRAME_L, FRAME_R, FRAME_T, FRAME_B = 44.0, 208.0, 16.0, 384.0
# Double-ended courts are cut along this line through the centre (it maps onto itself when
# the card is turned by 180 degrees).
CUT_SLOPE = 1.0 / 7.0


def cut_y(x: float) -> float:
    """The y of the dividing diagonal of a double-ended court at ``x``."""
    return CY + (CX - x) * CUT_SLOPE


# -- strokes ------------------------------------------------------------------------------------
SW = 1.4  # the one outline weight of every figure, sign and frame
FINE = 0.8  # inner detail lines (folds, veins, hatching)
INK = "#2b211b"  # outlines: a very dark warm brown-black

# -- palette --------------------------------------------------------------------------------------
PAPER = "#ffffff"
EDGE = "#8a8178"
RED = "#c8232c"
DARKRED = "#8f1620"
BLUE = "#2456a4"
NAVY = "#1d2f5e"
GREEN = "#2f8a3c"
DARKGREEN = "#1f5e2a"
GOLD = "#f1bd2a"
DARKGOLD = "#b98213"
OCHRE = "#cf9142"
BROWN = "#6f4223"
DARKBROWN = "#472813"
FLESH = "#f7d4b8"
CHEEK = "#e98f84"
LIP = "#c0392f"
WHITE = "#fbfaf6"
CREAM = "#f3ead2"
GREY = "#8d8f94"
STEEL = "#c4cbd3"
BLACK = "#1f1f24"
PURPLE = "#6d3a86"
SKY = "#a8d3ee"
SNOW = "#eef3f8"

# French suit colours: two-colour and four-colour packs. Four colours for colour-blind
# players: red hearts, blue diamonds, black spades, bluish-green clubs (chosen so the pairs
# also differ in lightness and in their blue component, which keeps them apart for the
# common red-green deficiencies).
FRENCH_COLORS = {"H": RED, "D": RED, "S": BLACK, "C": BLACK}
FRENCH4_COLORS = {"H": RED, "D": "#1f63c6", "S": BLACK, "C": "#0f8a5f"}
# William Tell suit ink (index glyphs): Herz red, Schellen amber, Laub green, Eichel brown.
TELL_INK = {"H": RED, "D": "#c26d00", "S": "#24803a", "C": "#6b3a18"}


def shade(c: Canvas, color: str) -> str:
    """The house gradient for a flat colour area: light from the upper left."""
    ident = "s" + color.lstrip("#")
    return c.linear(
        ident,
        [(0.0, lighten(color, 0.3)), (0.55, color), (1.0, darken(color, 0.22))],
        x1=0.15,
        y1=0.0,
        x2=0.85,
        y2=1.0,
    )


def glow(c: Canvas, color: str) -> str:
    """The house gradient for a round, shiny form (suit signs, balls, fruit)."""
    ident = "g" + color.lstrip("#")
    return c.radial(
        ident,
        [(0.0, lighten(color, 0.5)), (0.5, color), (1.0, darken(color, 0.28))],
        cx=0.36,
        cy=0.3,
        r=0.78,
    )


def skin(c: Canvas) -> str:
    return c.radial(
        "skin",
        [(0.0, lighten(FLESH, 0.35)), (0.65, FLESH), (1.0, darken(FLESH, 0.12))],
        cx=0.42,
        cy=0.38,
        r=0.7,
    )


def blush(c: Canvas) -> str:
    return c.radial(
        "blush", [(0.0, CHEEK), (1.0, CHEEK)], cx=0.5, cy=0.5, r=0.5, opacities=[0.55, 0.0]
    )


def highlight(c: Canvas, d: str, opacity: float = 0.45) -> None:
    """The house highlight: a soft white shape on the lit side of a form."""
    c.path(d, fill=WHITE, stroke="none", opacity=opacity)
