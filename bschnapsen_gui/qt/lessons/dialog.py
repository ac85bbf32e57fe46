"""The list of lessons (Game → Learn to play, and the welcome's button): the lessons in the
order they are taught, a tick on each finished one, the one left unfinished offered to be
resumed.  Keys: ↑ ↓ choose, Enter starts (or resumes), Esc closes."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.lessons import Lesson
from ...storage.lessons import LessonProgress
from ..i18n.lessontexts import lesson_text
from ..widgets.parts import dress_dialog, tick_picture, title_label

translate = QCoreApplication.translate
TICK_COLOUR = "#2e7d32"


class LessonDialog(QDialog):
    """Choose a lesson; :attr:`choice` is (lesson id, resume) once accepted."""

    def __init__(self, lessons: list[Lesson], progress: LessonProgress, pack: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        f = dress_dialog(self, "lessonDialog")
        self.lessons = lessons
        self.progress = progress
        self.choice: tuple[str, bool] | None = None
        self.setWindowTitle(translate("LessonList", "Learn to play"))
        root = QVBoxLayout(self)
        root.setContentsMargins(20, 16, 20, 14)
        root.setSpacing(10)
        title = title_label(self, f)
        title.setText(translate("LessonList", "Learn to play"))
        root.addWidget(title)
        note = QLabel(translate(
            "LessonList",
            "Short prepared deals at the table: you make the decisions that matter and are told why. "
            "A lesson can be left at any time and resumed later."), self)
        note.setWordWrap(True)
        root.addWidget(note)
        self.list = QListWidget(self)
        self.list.setObjectName("lessonList")
        self.list.setWordWrap(True)
        self.list.setIconSize(QSize(18, 18))
        self.list.setSpacing(2)
        tick = QIcon(tick_picture(TICK_COLOUR))
        empty = QPixmap(48, 48)
        empty.fill(Qt.GlobalColor.transparent)
        blank = QIcon(empty)  # a lesson not finished yet: its text in line with the ticked ones
        left = progress.left[0] if progress.left is not None else None
        for n, lesson in enumerate(lessons, 1):
            done = lesson.id in progress.finished
            head = translate("LessonList", "%1. %2").replace("%1", str(n))
            lines = [head.replace("%2", lesson_text(lesson.title, pack))]
            lines.append(lesson_text(lesson.teaches, pack))
            if lesson.id == left:
                lines.append(translate("LessonList", "Left unfinished: Resume goes on where you were."))
            item = QListWidgetItem(tick if done else blank, "\n".join(lines))
            item.setData(Qt.ItemDataRole.UserRole + 1, done)
            item.setData(Qt.ItemDataRole.UserRole, lesson.id)
            item.setToolTip(html.escape(lesson_text(lesson.intro, pack)))
            item.setData(Qt.ItemDataRole.AccessibleDescriptionRole,
                         translate("LessonList", "finished") if done else "")
            self.list.addItem(item)
        root.addWidget(self.list, 1)
        row = QHBoxLayout()
        self.done_label = QLabel(self)
        self.done_label.setText(
            translate("LessonList", "Finished: %1 of %2").replace("%1", str(sum(
                1 for x in lessons if x.id in progress.finished))).replace("%2", str(len(lessons))))
        row.addWidget(self.done_label)
        row.addStretch(1)
        self.resume_button = QPushButton(translate("LessonList", "Resume"), self)
        self.start_button = QPushButton(translate("LessonList", "Start"), self)
        self.close_button = QPushButton(translate("LessonList", "Close"), self)
        self.start_button.setProperty("primary", True)
        for b in (self.resume_button, self.start_button, self.close_button):
            b.setAutoDefault(False)
            row.addWidget(b)
        root.addLayout(row)
        self.resume_button.clicked.connect(lambda: self._choose(True))
        self.start_button.clicked.connect(lambda: self._choose(False))
        self.close_button.clicked.connect(self.reject)
        self.list.itemActivated.connect(lambda _item: self._choose(self._resumable()))
        self.list.currentRowChanged.connect(self._on_row)
        first = next((i for i, x in enumerate(lessons) if x.id == left), None)
        if first is None:
            first = next((i for i, x in enumerate(lessons) if x.id not in progress.finished), 0)
        self.list.setCurrentRow(first)
        self.list.setFocus()
        self.resize(600, 560)

    def current_id(self) -> str | None:
        item = self.list.currentItem()
        return None if item is None else str(item.data(Qt.ItemDataRole.UserRole))

    def _resumable(self) -> bool:
        lesson = self.current_id()
        return lesson is not None and self.progress.left_at(lesson) is not None

    def _on_row(self, _row: int) -> None:
        resumable = self._resumable()
        self.resume_button.setVisible(resumable)
        self.start_button.setText(
            translate("LessonList", "Start afresh") if resumable else translate("LessonList", "Start"))
        self.resume_button.setProperty("primary", resumable)
        self.start_button.setProperty("primary", not resumable)
        for b in (self.resume_button, self.start_button):
            b.style().unpolish(b)
            b.style().polish(b)

    def _choose(self, resume: bool) -> None:
        lesson = self.current_id()
        if lesson is None:
            return
        self.choice = (lesson, resume)
        self.accept()
