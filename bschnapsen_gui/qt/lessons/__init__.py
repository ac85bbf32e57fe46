"""Guided lessons at the table (docs/lessons.md): the list of lessons, the session that
plays one on the game's own table, its coach panel.

:class:`Lessons` is what the window holds: it reads the shipped lessons (validated by the
engine) and the learner's progress, opens the list, and starts, resumes and ends sessions.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from functools import cached_property
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QDialog, QWidget

from ...engine.lessons import Lesson, LessonError, parse_lesson
from ...resources import lesson_files
from ...storage.files import BrokenFile
from ...storage.lessons import LessonProgress, load_progress
from ..controller import GameController
from ..table.view import TableView
from .session import Coach, LessonSession

if TYPE_CHECKING:
    from .dialog import LessonDialog


def load_lessons() -> list[Lesson]:
    """The shipped lessons in their order; one that does not validate is left out (and said
    on standard error: a test checks that every shipped one validates)."""
    out = []
    for path in lesson_files():
        try:
            out.append(parse_lesson(path.read_bytes()))
        except (OSError, LessonError) as exc:
            print(f"bauernschnapsen: lesson {path.name}: {exc}", file=sys.stderr)
    return out


class Lessons(QObject):
    """The window's lessons: the list, the progress file, the session on the table."""

    started = Signal(str)  # a lesson's id: its session is on the table
    ended = Signal()  # the table is the game's again

    def __init__(
        self,
        controller: GameController,
        view: TableView,
        pack: Callable[[], str],
        *,
        persist: bool = True,
        status: Callable[[str], None] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.view = view
        self.pack = pack
        self.persist = persist
        self.status = status
        self.progress, self.broken = load_progress() if persist else (LessonProgress(), None)
        if self.broken is not None:
            print(f"bauernschnapsen: lessons progress: {self.broken}", file=sys.stderr)
        self.coach = Coach(view)
        self.session: LessonSession | None = None
        self.dialog: LessonDialog | None = None

    @cached_property
    def lessons(self) -> list[Lesson]:
        """The shipped lessons, read and validated when first wanted (replaying all nine
        takes about 50 ms, not spent before the first frame)."""
        return load_lessons()

    @property
    def broken_file(self) -> BrokenFile | None:
        return self.broken

    def by_id(self, lesson_id: str) -> Lesson | None:
        return next((x for x in self.lessons if x.id == lesson_id), None)

    def save(self) -> None:
        if self.persist:
            self.progress.save()

    def list_dialog(self, parent: QWidget | None = None) -> LessonDialog:
        from .dialog import LessonDialog

        return LessonDialog(self.lessons, self.progress, self.pack(), parent)

    def open_list(self, parent: QWidget | None = None) -> LessonDialog:
        """The list of lessons (window-modal, not blocking); the one chosen starts (or is
        resumed) on the table when it closes."""
        if self.dialog is not None:
            self.dialog.raise_()
            return self.dialog
        dlg = self.list_dialog(parent)
        self.dialog = dlg
        dlg.finished.connect(lambda result: self._chosen(dlg, result))
        dlg.open()
        return dlg

    def _chosen(self, dlg: LessonDialog, result: int) -> None:
        self.dialog = None
        dlg.deleteLater()
        if result == QDialog.DialogCode.Accepted and dlg.choice is not None:
            lesson_id, resume = dlg.choice
            self.start(lesson_id, resume=resume)

    def start(self, lesson_id: str, *, resume: bool = False) -> LessonSession | None:
        lesson = self.by_id(lesson_id)
        if lesson is None:
            return None
        if self.session is not None:
            old, self.session = self.session, None
            old.give_way()  # the table goes straight to the next lesson, not back to the game
            old.deleteLater()
        at = self.progress.left_at(lesson_id) if resume else None
        session = LessonSession(self.controller, self.view, self.coach, lesson, self.progress, self.pack,
                                save=self.save, status=self.status, parent=self)
        session.left.connect(self._on_left)
        session.listWanted.connect(lambda: self.open_list(self.view.window()))
        self.session = session
        session.start(at or 0)
        self.started.emit(lesson_id)
        return session

    def _on_left(self) -> None:
        session, self.session = self.session, None
        if session is not None:
            session.deleteLater()
        self.ended.emit()

    def leave(self) -> None:
        if self.session is not None:
            self.session.leave()
