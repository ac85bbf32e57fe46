"""Card art: our own French and William Tell packs as generated vector art.

``build`` (no Qt) writes every face and back as SVG into the top-level ``assets/cards``;
``qt/pixmaps.py`` renders them into cached pixmaps; ``dev/sheet.py`` makes a contact sheet.

Card codes follow the engine: suit letter ``H D S C`` (Tell: Herz, Schellen, Laub, Eichel)
plus rank ``A 10 K O U`` (French O = Queen, U = Jack), e.g. ``HA``, ``H10``, ``SO``, ``CU``.
"""

from __future__ import annotations

from ..resources import LANGS as LANGS  # the packs and the languages of their indices
from ..resources import PACKS as PACKS

SUITS: tuple[str, ...] = ("H", "D", "S", "C")
RANKS: tuple[str, ...] = ("A", "10", "K", "O", "U")
CODES: tuple[str, ...] = tuple(s + r for s in SUITS for r in RANKS)
BACKS: tuple[int, ...] = (1, 2)


def split_code(code: str) -> tuple[str, str]:
    """``"H10"`` -> ``("H", "10")``; raises ``ValueError`` for anything that is not a card."""
    if code not in CODES:
        raise ValueError(f"unknown card {code!r}; expected one of {', '.join(CODES)}")
    return code[0], code[1:]
