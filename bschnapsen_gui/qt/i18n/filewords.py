"""The player's words for the game's own files when one cannot be read or saved
(:mod:`...storage.files`): what else to say about a broken file, why a save failed, and
whether that failure is news (it is said once, until a save of that file works again)."""

from __future__ import annotations

import errno

from PySide6.QtCore import QCoreApplication

from ...storage.files import BrokenFile, Problem, SaveFailed
from .labels import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate

_ACCESS = QT_TRANSLATE_NOOP("Files", "permission denied")
_REASONS: dict[int, str] = {
    code: text
    for name, text in (
        ("EACCES", _ACCESS),
        ("EPERM", _ACCESS),
        ("ENOENT", QT_TRANSLATE_NOOP("Files", "the file or folder does not exist")),
        ("ENOSPC", QT_TRANSLATE_NOOP("Files", "the disk is full")),
        ("EDQUOT", QT_TRANSLATE_NOOP("Files", "the disk quota is used up")),
        ("EROFS", QT_TRANSLATE_NOOP("Files", "the disk is read-only")),
        ("EISDIR", QT_TRANSLATE_NOOP("Files", "there is a folder in the file's place")),
        ("ENOTDIR", QT_TRANSLATE_NOOP("Files", "a part of the path is not a folder")),
        ("ELOOP", QT_TRANSLATE_NOOP("Files", "too many symbolic links in the path")),
        ("ENAMETOOLONG", QT_TRANSLATE_NOOP("Files", "the file name is too long")),
        ("EIO", QT_TRANSLATE_NOOP("Files", "an input/output error of the disk")),
        ("EBUSY", QT_TRANSLATE_NOOP("Files", "the file is in use")),
        ("ETXTBSY", QT_TRANSLATE_NOOP("Files", "the file is in use")),
        ("EEXIST", QT_TRANSLATE_NOOP("Files", "the file already exists")),
        ("EFBIG", QT_TRANSLATE_NOOP("Files", "the file is too large")),
        ("EMFILE", QT_TRANSLATE_NOOP("Files", "too many open files")),
        ("ENFILE", QT_TRANSLATE_NOOP("Files", "too many open files")),
        ("ENOMEM", QT_TRANSLATE_NOOP("Files", "not enough memory")),
        ("ENXIO", QT_TRANSLATE_NOOP("Files", "the device is not available")),
        ("ENODEV", QT_TRANSLATE_NOOP("Files", "the device is not available")),
        ("ESTALE", QT_TRANSLATE_NOOP("Files", "the network file is no longer available")),
        ("EAGAIN", QT_TRANSLATE_NOOP("Files", "the file is busy; try again")),
    )
    if (code := getattr(errno, name, None)) is not None
}
"""The usual system errors (``errno``) in the player's words; the rest keep the system's."""


def os_reason(exc: OSError | None = None, *, code: int | None = None, fallback: str = "") -> str:
    """Why a file could not be read or written, in the player's language: the usual system
    errors translated, the system's own words (``strerror``) only for the rest."""
    if exc is not None:
        code = exc.errno if code is None else code
        fallback = fallback or exc.strerror or str(exc)
    text = _REASONS.get(code) if code is not None else None
    return translate("Files", text) if text is not None else fallback


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
    """Why a save failed: a file kept because it could not be read, or the system's reason
    (:func:`os_reason`)."""
    if isinstance(exc, SaveFailed) and exc.refused:
        return translate("Files", "%1 could not be read, so it is kept as it is and not written over.").replace(
            "%1", str(exc.path))
    if isinstance(exc, SaveFailed) and exc.link_to is not None:
        return (translate("Files", "%1 is a symbolic link to %2, which cannot be written (%3); the link is "
                          "left as it is.")
                .replace("%1", str(exc.path)).replace("%2", str(exc.link_to)).replace("%3", os_reason(exc)))
    return os_reason(exc)


_PROBLEMS: dict[Problem, str] = {
    Problem.UNREADABLE: QT_TRANSLATE_NOOP("Files", "the file could not be read"),
    Problem.NOT_A_FILE: QT_TRANSLATE_NOOP("Files", "there is no ordinary file in its place (a folder, pipe or device)"),
    Problem.TOO_LARGE: QT_TRANSLATE_NOOP("Files", "the file is far larger than such a file can be"),
    Problem.NOT_JSON: QT_TRANSLATE_NOOP("Files", "the file is not readable JSON text (or is nested too deeply)"),
    Problem.NOT_OURS: QT_TRANSLATE_NOOP("Files", "the file is not in this game's format"),
    Problem.NEWER: QT_TRANSLATE_NOOP("Files", "the file was written by a newer version of the game"),
    Problem.INVALID: QT_TRANSLATE_NOOP("Files", "what the file says does not hold together"),
    Problem.PARTLY: QT_TRANSLATE_NOOP("Files", "some of its entries could not be read"),
}
"""What was wrong with a file, by kind, in the player's words."""


def broken_reason(broken: BrokenFile) -> str:
    """What was wrong with a broken file, for a message's details: first in the player's
    language (a system error for a file that could not be opened or read, else its kind),
    then, on a line of its own, the reader's exact words (which entry, which key: the
    program's English, for whoever repairs the file by hand)."""
    if broken.errno is not None:
        return os_reason(code=broken.errno, fallback=translate("Files", _PROBLEMS[Problem.UNREADABLE]))
    said = translate("Files", _PROBLEMS[broken.problem])
    exact = str(broken)
    return f"{said}\n{exact}" if exact else said


def is_news(exc: OSError) -> bool:
    """True if this save failure should be told (the first since the last save that worked)."""
    return not isinstance(exc, SaveFailed) or exc.first
