"""Where the table gets its card pictures: the project's own packs, rendered from SVG
into pixmaps cached per size and device pixel ratio (``bschnapsen_gui.qt.pixmaps``)."""

from __future__ import annotations

from ..pixmaps import CardArt


def make_art(pack: str, lang: str) -> CardArt:
    return CardArt(pack, lang, cache_size=240)
