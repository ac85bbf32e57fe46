"""The player's words for the game's own files when one cannot be read or saved
(:mod:`...storage.files`): what else to say about a broken file, why a save failed, and
whether that failure is news (it is said once, until a save of that file works again)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...storage.files import BrokenFile, Problem, SaveFailed

translate = QCoreApplication.translate


def broken_details(broken: BrokenFile) -> list[str]:
    """The sentences said after "… could not be read": a newer version (named), and that
    the file was left in place and is not written over."""
    out = []
    if broken.problem is Problem.NEWER and broken.version is not None:
        out.append(translate("Files", "The file was written by a newer version of the game (file version %1).")
                   .replace("%1", str(broken.version)))
    if broken.left_in_place:
        out.append(translate("Files", "The file was left as it is and will not be written over."))
    return out


def save_failure_reason(exc: OSError) -> str:
    """Why a save failed: a file kept because it could not be read, or the system's words."""
    if isinstance(exc, SaveFailed) and exc.refused:
        return translate("Files", "%1 could not be read, so it is kept as it is and not written over.").replace(
            "%1", str(exc.path))
    return str(exc)


def is_news(exc: OSError) -> bool:
    """True if this save failure should be told (the first since the last save that worked)."""
    return not isinstance(exc, SaveFailed) or exc.first
