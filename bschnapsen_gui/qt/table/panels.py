"""Panels on the table: the phase's choices as buttons, the deal's summary, notices.

A panel is an opaque frame laid over the table (a child of the view), not a dialog.
Its buttons carry payloads (an engine Action, or a :class:`~..commands.Command` such as
``Command.NEXT_DEAL``). The view steers the panel with :meth:`Panel.move_selection`, :meth:`Panel.activate_selected` and
:meth:`Panel.activate_number`, so arrow keys, Enter and digits work the same in every
phase.  The chosen button is marked only while the panel has the keys
(:meth:`Panel.set_focused`: the view gives them to one thing at a time, so that one thing
on the table looks chosen and Enter does it); the arrows stop at the row's ends.  While the
keys are at the table, the chosen button also has the keyboard focus (what a screen reader
reads: the panel's name, which is its question, as the focus enters it, then the button's
name); the keys it gets go on to
the view (:attr:`Panel.focus_home`), so every key works the same wherever the focus is.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractItemModel, QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QIcon, QResizeEvent, QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..access import UNSPOKEN
from ..commands import PanelKind

PANEL_STYLE = """
QFrame#panel {
    background: rgb(10, 36, 22);
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
    background: rgb(253, 251, 245);
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


class _Table(QTableView):
    """The panel's table; its columns are fitted again whenever its width changes."""

    def __init__(self, parent: QWidget, on_resize: Any) -> None:
        super().__init__(parent)
        self._on_resize = on_resize

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._on_resize()


OWN_DESCRIPTION = "ownDescription"
"""A button's property: its own description while the panel's question stands in it."""


class Panel(QFrame):
    """A frame with a title, a text, optional table, and a row of buttons."""

    activated = Signal(object)  # the payload of the chosen button
    closed = Signal()  # the panel was hidden
    shown = Signal()  # the panel shows new content

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
        # the tricks table is made when a panel first shows one: a first QTableView costs
        # 0.2 s under Wine's Windows style, and the first frame shows none
        self._table: _Table | None = None
        self._table_font = QFont()
        self._buttons_row = QHBoxLayout()
        self._buttons_row.setSpacing(10)
        self._buttons_row2 = QHBoxLayout()  # the second row when one row is too wide
        self._buttons_row2.setSpacing(10)
        self._hint = QLabel(self)
        self._hint.setObjectName("hint")
        self._hint.setProperty(UNSPOKEN, True)  # the keys: for the eyes (access.py)
        self._hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addWidget(self._title)
        self._layout.addWidget(self._text)
        self._layout.addLayout(self._buttons_row)
        self._layout.addLayout(self._buttons_row2)
        self._layout.addWidget(self._hint)
        self.buttons: list[QPushButton] = []
        self.payloads: list[Any] = []
        self.selected = 0
        self.focused = False  # the view's keys go to this panel: its chosen button is marked
        self.kind = PanelKind.NONE
        self.body: QWidget | None = None  # a widget of the caller's between text and buttons
        # a tall body (the summary's hands and review) scrolls up and down inside the panel
        # when the table is small, instead of being squeezed or pushing the panel off it
        self._scroll = QScrollArea(self)
        self._scroll.setObjectName("bodyscroll")
        self._scroll.setWidgetResizable(True)
        self._scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._scroll.setStyleSheet("QScrollArea#bodyscroll, QScrollArea#bodyscroll > QWidget > QWidget#scrollbox"
                                   " { background: transparent; }")
        # what scrolls: the tricks table at its whole height, then the body
        self._scroll_box = QWidget()
        self._scroll_box.setObjectName("scrollbox")
        self._box_layout = QVBoxLayout(self._scroll_box)
        self._box_layout.setContentsMargins(0, 0, 0, 0)
        self._scroll.setWidget(self._scroll_box)
        self._scroll.hide()
        self._layout.insertWidget(2, self._scroll, 1)
        self._unit = 60.0
        self.focus_home: Any = None  # the view: it takes the keys the buttons get
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A focused button's keys go to the view (its key map), Tab included."""
        if isinstance(watched, QPushButton) and watched in self.buttons:
            if event.type() == QEvent.Type.FocusIn:
                self._question_if_unsaid(watched)
            elif event.type() == QEvent.Type.FocusOut and watched.property(OWN_DESCRIPTION) is not None:
                watched.setAccessibleDescription(watched.property(OWN_DESCRIPTION))
                watched.setProperty(OWN_DESCRIPTION, None)
        home = self.focus_home
        if home is not None and event.type() == QEvent.Type.KeyPress:
            home.keyPressEvent(event)
            return True
        if home is not None and event.type() == QEvent.Type.KeyRelease:
            return True
        return super().eventFilter(watched, event)

    def _question_if_unsaid(self, button: QPushButton) -> None:
        """Orca says the panel's name (its question) when its focus comes from outside the
        panel; from a button of the panel's earlier content (a coach's "Next", then "Lesson
        finished"), gone by then, it does not: the question is then said as the button's
        description as well, until the button loses the focus."""
        access = getattr(self.focus_home, "access", None)
        if access is None:
            return
        prior, access.reader_focus = access.reader_focus, (self, button)
        # only from this panel's earlier content: from the other panel (its buttons hidden,
        # not gone) Orca says this panel's name as a new ancestor
        if isinstance(prior, tuple) and prior[0] is self and prior[1] not in self.buttons and self.accessibleName():
            own = button.accessibleDescription()
            button.setProperty(OWN_DESCRIPTION, own)
            button.setAccessibleDescription(" ".join(p for p in (self.accessibleName(), own) if p))

    def _focus_home_first(self) -> None:
        """A focused button that goes away gives the focus back to the view first (Qt would
        move it to whatever widget comes next)."""
        fw = self.window().focusWidget()
        if self.focus_home is not None and fw is not None and (fw in self.buttons or self.isAncestorOf(fw)):
            self.focus_home.access.take_keys_quietly()

    # -- content ---------------------------------------------------------------------

    def set_unit(self, u: float) -> None:
        self._unit = u
        f = QFont("DejaVu Sans")
        f.setPixelSize(max(11, round(u * 0.22)))
        self.setFont(f)
        # the text and the buttons by name: the style sheet keeps them from taking the
        # panel's font when it changes (at 1920x1080 they stayed at half the title's size)
        self._text.setFont(f)
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
            b.setFont(f)
            b.setMinimumHeight(max(28, round(u * 0.55)))
        # rows as high as their text needs, so that a deal's five tricks fit in small tables
        tf2 = QFont(f)
        tf2.setPixelSize(max(11, round(u * 0.19)))
        self._table_font = tf2
        if self._table is not None:
            self._set_table_font(self._table)

    def _set_table_font(self, t: QTableView) -> None:
        t.setFont(self._table_font)
        t.horizontalHeader().setFont(self._table_font)
        t.verticalHeader().setDefaultSectionSize(round(self._table_font.pixelSize() * 1.8))

    @property
    def table(self) -> QTableView:
        """The tricks table, made at the first ask (hidden, in the panel above the body)."""
        if self._table is None:
            t = self._table = _Table(self, self._fit_columns)
            t.setVisible(False)
            t.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            t.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
            t.verticalHeader().setVisible(False)
            t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            t.horizontalHeader().setStretchLastSection(True)
            self._set_table_font(t)
            self._layout.insertWidget(self._layout.indexOf(self._scroll), t, 1)
        return self._table

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
        scroll: bool = False,
        spoken: str = "",
    ) -> None:
        """Show ``title``, ``text`` (rich text), ``buttons`` (label, payload) and the rest as
        a panel of ``kind`` (a :class:`PanelKind`, or its value); ``scroll``: the body scrolls
        up and down when the panel has less room than it wants; ``spoken``: what a screen
        reader says after the title in place of ``text``, where the body shows more than the
        text says (the last trick's cards)."""
        self.kind = PanelKind(kind)
        self.set_body(body, scroll=scroll)
        if model is not None or self._table is not None:
            self._place_table(scroll and body is not None)
        self._title.setText(title)
        self._title.setVisible(bool(title))
        self._text.setText(text)
        self._text.setVisible(bool(text))
        self._hint.setText(hint)
        self._hint.setVisible(bool(hint))
        if model is not None:
            self.table.setModel(model)
            self.table.setVisible(True)
            self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self._fit_columns()
        elif self._table is not None:
            self._table.setVisible(False)
        self._take_buttons()
        self._focus_home_first()
        # the question is the panel's name, said once as the keys enter the panel (Orca reads a
        # new ancestor's name) and not with each button (the auction's text was said eleven
        # times, issue 42); its labels are named with parts of it, so that Orca does not read
        # them as the panel's loose labels as well
        plain = QTextDocumentFragment.fromHtml(text).toPlainText()
        self._title.setAccessibleName(title)
        self._text.setAccessibleName(plain)
        self.setAccessibleName(" ".join(p for p in (title, spoken or plain) if p))
        for old in self.buttons:  # in either row
            old.hide()
            old.deleteLater()
        self.buttons = []
        self.payloads = []
        self._buttons_row.addStretch(1)
        for i, (label, payload) in enumerate(buttons):
            b = QPushButton(label, self)
            b.setFont(self._text.font())
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            b.installEventFilter(self)
            b.setAccessibleName(label.replace("\n", ", "))
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
        self.shown.emit()

    def fit_text(self, max_width: int) -> None:
        """Let the text take its one-line width, up to ``max_width`` (the panel's outer
        width): a short sentence stays on one line, a long one wraps at that width instead
        of in the narrow column that the buttons' width would give it."""
        if self._text.isHidden() or not self._text.text():
            self._text.setMinimumWidth(0)
            return
        plain = QTextDocumentFragment.fromHtml(self._text.text()).toPlainText()
        one_line = QFontMetrics(self._text.font()).horizontalAdvance(plain) + 8
        m = self._layout.contentsMargins()
        self._text.setMinimumWidth(max(0, min(one_line, max_width - m.left() - m.right() - 4)))

    def _take_buttons(self) -> None:
        """Empty both button rows (the buttons stay, stretches go)."""
        for row in (self._buttons_row, self._buttons_row2):
            while row.count():
                row.takeAt(0)

    def wrap_buttons(self, max_width: int) -> None:
        """Put the buttons in one row, or in two when one row would be wider than
        ``max_width`` (the auction's six contracts on a small table)."""
        self._take_buttons()
        rows = [self._buttons_row]
        one_row = sum(b.sizeHint().width() for b in self.buttons) + 10 * max(0, len(self.buttons) - 1)
        margins = self._layout.contentsMargins()
        if one_row + margins.left() + margins.right() > max_width and len(self.buttons) > 2:
            rows.append(self._buttons_row2)
        per_row = -(-len(self.buttons) // len(rows))
        for k, row in enumerate(rows):
            row.addStretch(1)
            for b in self.buttons[k * per_row:(k + 1) * per_row]:
                row.addWidget(b)
            row.addStretch(1)

    def _in_scroll(self, w: QWidget | None) -> bool:
        return w is not None and w.parentWidget() is self._scroll_box

    def set_body(self, body: QWidget | None, *, scroll: bool = False) -> None:
        """Show ``body`` (kept by the caller, re-parented here) below the text; None: none.
        ``scroll``: inside a scroll area that scrolls up and down (never sideways), with
        the tricks table above it."""
        if body is self.body and self._in_scroll(body) == scroll:
            if body is not None:
                body.show()
            self._scroll.setVisible(scroll and body is not None)
            return
        if self.body is not None:
            if self._in_scroll(self.body):
                self._box_layout.removeWidget(self.body)
                self.body.setParent(self)
            self._layout.removeWidget(self.body)
            self.body.hide()
        self.body = body
        self._scroll.setVisible(False)
        if body is not None:
            if scroll:
                body.setParent(self._scroll_box)
                self._box_layout.addWidget(body)
                self._scroll.setVisible(True)
            else:
                body.setParent(self)
                self._layout.insertWidget(self._layout.indexOf(self._scroll) + 1, body, 1)
            body.show()

    def _place_table(self, in_scroll: bool) -> None:
        """The tricks table in the scroll area (at its whole height, above the body) or
        in the panel itself."""
        t = self.table
        if self._in_scroll(t) == in_scroll:
            return
        visible = t.isVisibleTo(self)
        if in_scroll:
            self._layout.removeWidget(t)
            t.setParent(self._scroll_box)
            self._box_layout.insertWidget(0, t)
            t.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        else:
            self._box_layout.removeWidget(t)
            t.setParent(self)
            self._layout.insertWidget(self._layout.indexOf(self._scroll), t, 1)
            t.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        t.setVisible(visible)

    @property
    def table_shown(self) -> bool:
        """The panel shows its tricks table (made and visible to it)."""
        return self._table is not None and self._table.isVisible()

    @property
    def table_scrolls(self) -> bool:
        """The tricks table lies in the scroll area with the body (it wants its whole
        height there)."""
        return self._in_scroll(self._table)  # (no table yet: not in the scroll area)

    def _fit_columns(self) -> None:
        """Columns of the table as wide as their contents; a column with nothing in it is
        hidden, and the room left is shared by the columns with the most to say (never one
        column taking half the width while another is cut)."""
        t = self._table
        model = t.model() if t is not None else None
        if t is None or model is None:
            return
        header = t.horizontalHeader()
        header.setStretchLastSection(False)
        n = model.columnCount()
        rows = model.rowCount()
        for col in range(n):
            empty = rows > 0 and all(
                not str(model.data(model.index(r, col)) or "").strip() for r in range(rows)
            )
            t.setColumnHidden(col, empty)
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        t.resizeColumnsToContents()
        shown = [c for c in range(n) if not t.isColumnHidden(c)]
        if not shown:
            return
        room = t.viewport().width() - sum(t.columnWidth(c) for c in shown)
        for col in shown:
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Interactive)
        if room > 0:
            # the room left goes evenly to every shown column
            extra, rest = divmod(room, len(shown))
            for i, col in enumerate(shown):
                t.setColumnWidth(col, t.columnWidth(col) + extra + (1 if i < rest else 0))

    def clear(self) -> None:
        was_shown = self.isVisible()
        self._focus_home_first()
        self.kind = PanelKind.NONE
        self.set_body(None)
        self.hide()
        if was_shown:
            self.closed.emit()

    # -- keyboard steering -----------------------------------------------------------

    def _mark_selected(self) -> None:
        fw = self.window().focusWidget()
        if (self.focused and self.buttons and fw is not None and fw in self.buttons
                and fw is not self.buttons[self.selected]):
            self.buttons[self.selected].setFocus(Qt.FocusReason.OtherFocusReason)
        for i, b in enumerate(self.buttons):
            on = self.focused and i == self.selected
            if b.property("selected") is on:
                continue
            b.setProperty("selected", on)
            b.style().unpolish(b)
            b.style().polish(b)

    def set_focused(self, on: bool) -> None:
        """The view's keys go to this panel (True) or elsewhere: only a focused panel marks
        its chosen button."""
        if on != self.focused:
            self.focused = on
            self._mark_selected()

    @property
    def marked(self) -> int | None:
        """The button that looks chosen (Enter presses it), if any."""
        return self.selected if self.focused and self.isVisible() and self.buttons else None

    def select(self, i: int) -> None:
        """Mark button ``i`` as chosen (Enter presses it), e.g. for a hint."""
        if 0 <= i < len(self.buttons):
            self.selected = i
            self._mark_selected()

    def move_selection(self, delta: int) -> bool:
        """The chosen button ``delta`` places on, stopping at the first and the last (no
        wrapping round: from a doubling question's "No", → stays on "No"); False if it
        did not move."""
        if not self.buttons:
            return False
        i = min(max(0, self.selected + delta), len(self.buttons) - 1)
        if i == self.selected:
            return False
        self.selected = i
        self._mark_selected()
        return True

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

    def fit_scroll(self, room: int) -> None:
        """Give a scrolling body the height it wants, as far as ``room`` (the panel's whole
        height at most) allows."""
        if not self._scroll.isVisible() or self.body is None:
            return
        self._scroll.setMinimumHeight(0)
        self._scroll.setMaximumHeight(16777215)
        layout = self._layout
        layout.invalidate()
        layout.activate()
        w = self.width() if self.minimumWidth() == self.maximumWidth() else self.sizeHint().width()
        inner = max(50, w - layout.contentsMargins().left() - layout.contentsMargins().right())
        box = self._scroll_box
        box.layout().activate()  # type: ignore[union-attr]
        want = box.heightForWidth(inner) if box.hasHeightForWidth() else -1
        if want < 0:
            want = box.sizeHint().height()
        whole = max(layout.totalHeightForWidth(w), layout.totalMinimumSize().height())
        others = whole - self._scroll.sizeHint().height()
        self._scroll.setFixedHeight(max(40, min(want, room - others)))

    @property
    def title_text(self) -> str:
        return self._title.text()

    @property
    def body_text(self) -> str:
        return self._text.text()
