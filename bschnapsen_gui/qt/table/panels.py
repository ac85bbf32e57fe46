"""Panels on the table: the phase's choices as buttons, the deal's summary, notices.

A panel is a translucent frame laid over the table (a child of the view), not a dialog.
Its buttons carry payloads (an engine Action, or a :class:`~..commands.Command` such as
``Command.NEXT_DEAL``) and never take keyboard focus: the view keeps the focus and steers the
panel with :meth:`Panel.move_selection`, :meth:`Panel.activate_selected` and
:meth:`Panel.activate_number`, so arrow keys, Enter and digits work the same in every
phase.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractItemModel, QSize, Qt, Signal
from PySide6.QtGui import QFont, QIcon, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..commands import PanelKind

PANEL_STYLE = """
QFrame#panel {
    background: rgba(10, 36, 22, 222);
    border: 1px solid rgba(255, 255, 255, 60);
    border-radius: 14px;
}
QLabel { color: #f3f0e6; background: transparent; }
QLabel#title { font-weight: bold; }
QLabel#hint { color: #9fc3a8; }
QPushButton {
    color: #1d1a12;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fbf6e4, stop:1 #e4d8b2);
    border: 1px solid #8c7a4c;
    border-radius: 8px;
    padding: 6px 14px;
}
QPushButton:hover { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fffbea, stop:1 #efe3bd); }
QPushButton:pressed { background: #d9cba0; }
QPushButton[selected="true"] {
    border: 2px solid #ffd54a;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fff7d0, stop:1 #f3df9a);
}
QPushButton[primary="true"] { font-weight: bold; }
QTableView, QTextBrowser {
    background: rgba(255, 255, 255, 235);
    color: #1d1a12;
    gridline-color: #d8d2c0;
    border: none;
    border-radius: 6px;
    selection-background-color: #f3df9a;
    selection-color: #1d1a12;
}
QScrollBar:vertical {
    background: #e9e1c8;
    width: 10px;
    margin: 0;
    border-radius: 5px;
}
QScrollBar::handle:vertical {
    background: #b9aa7d;
    min-height: 24px;
    border-radius: 5px;
}
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }
QScrollBar:horizontal {
    background: #e9e1c8;
    height: 10px;
    margin: 0;
    border-radius: 5px;
}
QScrollBar::handle:horizontal {
    background: #b9aa7d;
    min-width: 24px;
    border-radius: 5px;
}
QScrollBar::add-line:horizontal, QScrollBar::sub-line:horizontal { width: 0; }
QScrollBar::add-page:horizontal, QScrollBar::sub-page:horizontal { background: none; }
QHeaderView::section {
    background: #e9e1c8;
    color: #1d1a12;
    border: none;
    border-bottom: 1px solid #c9bf9f;
    padding: 3px 6px;
    font-weight: bold;
}
"""


class Panel(QFrame):
    """A frame with a title, a text, optional table, and a row of buttons."""

    activated = Signal(object)  # the payload of the chosen button
    closed = Signal()  # the panel was hidden (the table under it is to be painted anew)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setStyleSheet(PANEL_STYLE)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._layout = QVBoxLayout(self)
        self._title = QLabel(self)
        self._title.setObjectName("title")
        self._title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._text = QLabel(self)
        self._text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._text.setWordWrap(True)
        self._text.setTextFormat(Qt.TextFormat.RichText)
        self._table = QTableView(self)
        self._table.setVisible(False)
        self._table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self._table.verticalHeader().setVisible(False)
        self._table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self._table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self._table.horizontalHeader().setStretchLastSection(True)
        self._buttons_row = QHBoxLayout()
        self._buttons_row.setSpacing(10)
        self._hint = QLabel(self)
        self._hint.setObjectName("hint")
        self._hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addWidget(self._title)
        self._layout.addWidget(self._text)
        self._layout.addWidget(self._table, 1)
        self._layout.addLayout(self._buttons_row)
        self._layout.addWidget(self._hint)
        self.buttons: list[QPushButton] = []
        self.payloads: list[Any] = []
        self.selected = 0
        self.kind = PanelKind.NONE
        self.body: QWidget | None = None  # a widget of the caller's between text and buttons
        self._unit = 60.0
        self.hide()

    # -- content ---------------------------------------------------------------------

    def set_unit(self, u: float) -> None:
        self._unit = u
        f = QFont("DejaVu Sans")
        f.setPixelSize(max(11, round(u * 0.22)))
        self.setFont(f)
        tf = QFont(f)
        tf.setPixelSize(max(13, round(u * 0.27)))
        tf.setBold(True)
        self._title.setFont(tf)
        hf = QFont(f)
        hf.setPixelSize(max(10, round(u * 0.17)))
        self._hint.setFont(hf)
        m = max(8, round(u * 0.2))
        self._layout.setContentsMargins(m + 4, m, m + 4, m)
        self._layout.setSpacing(max(4, round(u * 0.1)))
        for b in self.buttons:
            b.setMinimumHeight(max(28, round(u * 0.55)))

    def show_content(
        self,
        kind: PanelKind | str,
        title: str,
        text: str,
        buttons: list[tuple[str, Any]],
        *,
        hint: str = "",
        icons: list[QIcon | None] | None = None,
        primary: int | None = None,
        model: QAbstractItemModel | None = None,
        select: int = 0,
        body: QWidget | None = None,
    ) -> None:
        """Show ``title``, ``text`` (rich text), ``buttons`` (label, payload) and the rest as
        a panel of ``kind`` (a :class:`PanelKind`, or its value)."""
        self.kind = PanelKind(kind)
        self.set_body(body)
        self._title.setText(title)
        self._title.setVisible(bool(title))
        self._text.setText(text)
        self._text.setVisible(bool(text))
        self._hint.setText(hint)
        self._hint.setVisible(bool(hint))
        if model is not None:
            self._table.setModel(model)
            self._table.setVisible(True)
            header = self._table.horizontalHeader()
            header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            if model.columnCount() > 0:  # the room left goes to the last column
                header.setSectionResizeMode(model.columnCount() - 1, QHeaderView.ResizeMode.Stretch)
            self._table.resizeColumnsToContents()
        else:
            self._table.setVisible(False)
        while self._buttons_row.count():
            item = self._buttons_row.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.hide()
                w.deleteLater()
        self.buttons = []
        self.payloads = []
        self._buttons_row.addStretch(1)
        for i, (label, payload) in enumerate(buttons):
            b = QPushButton(label, self)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            b.setMinimumHeight(max(28, round(self._unit * 0.55)))
            if icons and i < len(icons) and icons[i] is not None:
                b.setIcon(icons[i])  # type: ignore[arg-type]
                s = max(16, round(self._unit * 0.32))
                b.setIconSize(QSize(s, s))
            if primary == i:
                b.setProperty("primary", True)
            b.clicked.connect(lambda _=False, k=i: self.activate(k))
            self._buttons_row.addWidget(b)
            self.buttons.append(b)
            self.payloads.append(payload)
        self._buttons_row.addStretch(1)
        self.selected = min(max(0, select), max(0, len(self.buttons) - 1))
        self._mark_selected()
        self.adjustSize()
        self.show()
        self.raise_()

    def set_body(self, body: QWidget | None) -> None:
        """Show ``body`` (kept by the caller, re-parented here) below the text; None: none."""
        if body is self.body:
            if body is not None:
                body.show()
            return
        if self.body is not None:
            self._layout.removeWidget(self.body)
            self.body.hide()
        self.body = body
        if body is not None:
            body.setParent(self)
            self._layout.insertWidget(3, body, 1)
            body.show()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._table.isVisible():
            # stretch sections are not re-spread by themselves after a fixed resize
            self._table.horizontalHeader().resizeSections()

    def clear(self) -> None:
        was_shown = self.isVisible()
        self.kind = PanelKind.NONE
        self.set_body(None)
        self.hide()
        if was_shown:
            self.closed.emit()

    # -- keyboard steering -----------------------------------------------------------

    def _mark_selected(self) -> None:
        for i, b in enumerate(self.buttons):
            b.setProperty("selected", i == self.selected)
            b.style().unpolish(b)
            b.style().polish(b)

    def select(self, i: int) -> None:
        """Mark button ``i`` as chosen (Enter presses it), e.g. for a hint."""
        if 0 <= i < len(self.buttons):
            self.selected = i
            self._mark_selected()

    def move_selection(self, delta: int) -> None:
        if self.buttons:
            self.selected = (self.selected + delta) % len(self.buttons)
            self._mark_selected()

    def activate_selected(self) -> None:
        if self.buttons:
            self.activate(self.selected)

    def activate_number(self, n: int) -> bool:
        """Digit keys: the n-th button (1-based)."""
        if 1 <= n <= len(self.buttons):
            self.activate(n - 1)
            return True
        return False

    def activate(self, i: int) -> None:
        if 0 <= i < len(self.payloads) and self.isVisible():
            self.selected = i
            self.activated.emit(self.payloads[i])

    @property
    def table(self) -> QTableView:
        return self._table

    @property
    def title_text(self) -> str:
        return self._title.text()

    @property
    def body_text(self) -> str:
        return self._text.text()
