"""Where the table gets its card pictures.

TEMPORARY: the stand-in painter is used until ``bschnapsen_gui/cards/loader.py`` lands.
"""

from __future__ import annotations

from .standin_art import CardArt


def make_art(pack: str, lang: str) -> CardArt:
    return CardArt(pack, lang)
