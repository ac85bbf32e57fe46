"""Where the files the game ships are: card art, sounds and lessons (``assets``), the compiled Qt
catalogues and the help pages (``bschnapsen_gui/qt/i18n``), bundled fonts.

The card art and the sounds live once, in the repository's top-level ``assets/``; the
package build (``setup.py``) copies them into the package as ``bschnapsen_gui/assets``,
so a wheel, ``pip install .`` and the frozen builds carry them.  Run from a checkout (an
editable install, the tests), :func:`assets_dir` finds the top-level folder instead.
No Qt here: the card-art generator and the sound generator write through it too.
"""

from __future__ import annotations

from pathlib import Path

LANGS = ("de", "en", "ru")
"""The languages we ship catalogues, help pages and card indices for."""
PACKS = ("tell", "french", "french4")
"""The packs whose card art is in assets/cards (William Tell, French, French four-colour)."""
SOUNDS = ("card", "deal", "collect", "tick")  # assets/sounds/<name>.wav
STRENGTHS = ("beginner", "club", "expert")
"""The strengths of computer player offered to players (``ai/config.py`` plays them; the GUI
labels them).  Named here, beside the other choices, so that the settings and the window
know them without importing the computer players."""

PACKAGE = Path(__file__).resolve().parent.parent  # bschnapsen_gui/


def assets_dir() -> Path:
    """``bschnapsen_gui/assets`` in an installed package or a frozen bundle, else the
    checkout's top-level ``assets/``."""
    installed = PACKAGE / "assets"
    if installed.is_dir():
        return installed
    return PACKAGE.parent / "assets"


def cards_dir() -> Path:
    return assets_dir() / "cards"


def sounds_dir() -> Path:
    return assets_dir() / "sounds"


def catalogues_dir() -> Path:
    """Our compiled Qt catalogues (``bschnapsen_<lang>.qm``, made by lrelease)."""
    return PACKAGE / "qt" / "i18n" / "catalogues"


def help_dir() -> Path:
    """The rules and the program's help, one HTML file per language."""
    return PACKAGE / "qt" / "i18n" / "help"


def lessons_dir() -> Path:
    """The lessons, one JSON file each (``assets/lessons``, docs/lessons.md)."""
    return assets_dir() / "lessons"


def lesson_files() -> list[Path]:
    """The lesson files in the order they are taught (their names begin with a number)."""
    return sorted(lessons_dir().glob("*.json"))


def fonts_dir() -> Path:
    """Fonts bundled with a frozen build (none in a checkout or a wheel)."""
    return PACKAGE / "fonts"
