"""Small widgets for the panels and dialogs around the table, in the table's look.

* :class:`CardStrip` — cards in a row with a caption under each (the last trick, a hand),
  one of them ringed in gold (who took the trick).
* :class:`HandsView` — the four hands of a deal, seat by seat, and the trick in play:
  the replay viewer's table and the summary's "hands as dealt".
* :class:`SentenceList` — the deal in words, one sentence per line, on the score
  sheet's paper, with the current line marked.
* :data:`DIALOG_STYLE` — the dialogs' colours: the panels' dark green, cream text and
  cream buttons, the paper of the tables; :func:`dialog_style` adds the checkboxes' tick.
* :class:`WheelGuard` — the mouse wheel never changes a drop-down, and a spin box or
  slider only while it has the focus; otherwise the wheel scrolls what is around it.
  Every dialog dressed by :func:`dress_dialog` has it.
* :func:`plain_labels` — a dialog's labels show plain text unless made rich on purpose:
  a text that comes from a file (a date in ``statistics.json``, a house-rule set's name, a
  file's name) is never rendered as HTML.  :func:`dress_dialog` applies it at each show.

Nothing here knows a rule: the callers pass cards, captions and sentences.
"""

from __future__ import annotations

import atexit
import html
import shutil
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QMargins, QObject, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollBar,
    QSizePolicy,
    QTextBrowser,
    QWidget,
)

FONT_FAMILY = "DejaVu Sans"
CREAM = "#f3f0e6"
SOFT = "#cfe3d2"
GOLD = "#ffd54a"
FELT = "#1f6238"
FELT_DARK = "#0f3a22"  # the dialogs' ground

DIALOG_STYLE = """
QDialog, QWidget#dialogBody { background: #0f3a22; }
QDialog QLabel { color: #f3f0e6; background: transparent; }
QDialog QLabel#title { font-weight: bold; }
QDialog QLabel#explain { color: #cfe3d2; }
QDialog QLabel#example { color: #9fc3a8; font-style: italic; }
QDialog QLabel#warning { color: #ffb3a6; }
QDialog QGroupBox {
    color: #f3f0e6;
    border: 1px solid rgba(255, 255, 255, 60);
    border-radius: 10px;
    margin-top: 14px;
    padding: 10px 8px 8px 8px;
    font-weight: bold;
}
QDialog QGroupBox::title { subcontrol-origin: margin; left: 12px; padding: 0 4px; }
QDialog QCheckBox, QDialog QRadioButton { color: #f3f0e6; spacing: 8px; }
QDialog QCheckBox::indicator {
    width: 15px; height: 15px; border: 1px solid #8c7a4c; border-radius: 4px; background: #fbf6e4;
}
QDialog QCheckBox::indicator:focus { border: 2px solid #ffd54a; }
QDialog QCheckBox::indicator:disabled { background: #7d7562; }
QDialog QRadioButton::indicator {
    width: 14px; height: 14px; border: 2px solid #8c7a4c; border-radius: 9px; background: #fbf6e4;
}
QDialog QRadioButton::indicator:checked {
    background: qradialgradient(cx:0.5, cy:0.5, radius:0.5, fx:0.5, fy:0.5,
                                stop:0 #0f3a22, stop:0.5 #0f3a22, stop:0.6 #fbf6e4, stop:1 #fbf6e4);
}
QDialog QRadioButton::indicator:focus { border: 2px solid #ffd54a; }
QDialog QRadioButton::indicator:disabled { background: #7d7562; }
QDialog QCheckBox:disabled, QDialog QLabel:disabled { color: #7d8f80; }
QDialog QComboBox:disabled { color: #7d7562; background: #cfc6aa; }
QDialog QPushButton {
    color: #1d1a12;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fbf6e4, stop:1 #e4d8b2);
    border: 1px solid #8c7a4c;
    border-radius: 8px;
    padding: 5px 14px;
    min-height: 22px;
    min-width: 64px;
}
QDialog QPushButton:hover { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fffbea, stop:1 #efe3bd); }
QDialog QPushButton:pressed { background: #d9cba0; }
QDialog QPushButton:default { border: 2px solid #ffd54a; }
QDialog QPushButton:disabled { color: #7d7562; background: #cfc6aa; }
QDialog QPushButton:focus { border: 2px solid #ffd54a; }
QDialog QComboBox, QDialog QSpinBox, QDialog QLineEdit {
    color: #1d1a12;
    background: #fbf6e4;
    border: 1px solid #8c7a4c;
    border-radius: 6px;
    padding: 3px 8px;
    min-height: 20px;
}
QDialog QComboBox QAbstractItemView {
    color: #1d1a12;
    background: #fbf6e4;
    selection-background-color: #f3df9a;
    selection-color: #1d1a12;
}
QDialog QTableView, QDialog QListWidget, QDialog QTextBrowser {
    background: rgba(255, 255, 255, 235);
    color: #1d1a12;
    gridline-color: #d8d2c0;
    border: none;
    border-radius: 6px;
    selection-background-color: #f3df9a;
    selection-color: #1d1a12;
}
QDialog QHeaderView::section {
    background: #e9e1c8;
    color: #1d1a12;
    border: none;
    border-bottom: 1px solid #c9bf9f;
    padding: 3px 6px;
    font-weight: bold;
}
QDialog QScrollArea { background: transparent; border: none; }
QDialog QTabWidget::pane { border: 1px solid rgba(255, 255, 255, 60); border-radius: 8px; top: -1px; }
QDialog QTabBar::tab {
    color: #cfe3d2;
    background: rgba(255, 255, 255, 20);
    border: 1px solid rgba(255, 255, 255, 50);
    border-bottom: none;
    border-top-left-radius: 8px;
    border-top-right-radius: 8px;
    padding: 5px 14px;
    margin-right: 2px;
}
QDialog QTabBar::tab:selected { color: #1d1a12; background: #e9e1c8; }
QDialog QSlider::groove:horizontal { height: 6px; background: #e9e1c8; border-radius: 3px; }
QDialog QSlider::handle:horizontal {
    background: #ffd54a; border: 1px solid #8c7a4c; width: 16px; margin: -6px 0; border-radius: 8px;
}
QDialog QScrollBar:vertical { background: rgba(255, 255, 255, 30); width: 10px; border-radius: 5px; }
QDialog QScrollBar::handle:vertical { background: #b9aa7d; min-height: 24px; border-radius: 5px; }
QDialog QScrollBar::add-line:vertical, QDialog QScrollBar::sub-line:vertical { height: 0; }
QDialog QScrollBar::add-page:vertical, QDialog QScrollBar::sub-page:vertical { background: none; }
QDialog QScrollBar:horizontal { background: rgba(255, 255, 255, 30); height: 10px; border-radius: 5px; }
QDialog QScrollBar::handle:horizontal { background: #b9aa7d; min-width: 24px; border-radius: 5px; }
QDialog QScrollBar::add-line:horizontal, QDialog QScrollBar::sub-line:horizontal { width: 0; }
QDialog QScrollBar::add-page:horizontal, QDialog QScrollBar::sub-page:horizontal { background: none; }
"""

_TICKS: dict[str, str] = {}  # colour -> the picture's path, made once per process
_TICK_FOLDER: list[str] = []  # the folder of those pictures, once made


def tick_picture(colour: str) -> str:
    """A tick mark in ``colour`` as a PNG file (the checkboxes' ``image:``; a style sheet
    takes pictures only from files).  Drawn at three times the indicator's size, so that
    it stays sharp at any device pixel ratio; kept in a folder of this process's own,
    removed at exit."""
    path = _TICKS.get(colour)
    if path is not None:
        return path
    if not _TICK_FOLDER:
        folder = tempfile.mkdtemp(prefix="bauernschnapsen-")
        atexit.register(shutil.rmtree, folder, True)
        _TICK_FOLDER.append(folder)
    image = QImage(48, 48, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(QColor(colour), 7.0)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    tick = QPainterPath(QPointF(10, 25))
    tick.lineTo(20, 36)
    tick.lineTo(39, 12)
    p.drawPath(tick)
    p.end()
    file = Path(_TICK_FOLDER[0]) / f"tick-{colour.lstrip('#')}.png"
    image.save(str(file))
    path = file.as_posix()
    _TICKS[colour] = path
    return path


def dialog_style() -> str:
    """:data:`DIALOG_STYLE` with the checkboxes' tick: a dark tick on the cream box when
    checked, apart from the gold ring of the focus."""
    return DIALOG_STYLE + (
        f"QDialog QCheckBox::indicator:checked {{ image: url({tick_picture(FELT_DARK)}); }}\n"
        f"QDialog QCheckBox::indicator:checked:disabled {{ image: url({tick_picture('#4a4538')}); }}\n"
    )


class CardPictures(Protocol):
    """What the widgets need of the card art (``cards.loader.CardArt``)."""

    def face(self, code: str, width: int, dpr: float = 1.0) -> QPixmap: ...

    def back(self, width: int, dpr: float = 1.0, which: int = 1) -> QPixmap: ...

    @property
    def aspect(self) -> float: ...


@dataclass(frozen=True)
class Shown:
    """A card to show: its code (None: its back), a caption and whether it is ringed."""

    code: str | None
    caption: str = ""
    ringed: bool = False
    dimmed: bool = False


class WheelGuard(QObject):
    """Keeps the mouse wheel off drop-downs, and off other controls without the focus.

    Scrolling a long dialog (the house rules) would otherwise change whichever drop-down
    passes under the pointer.  A guarded control (a drop-down, a spin box, a slider; not a
    scroll bar) no longer takes the focus from the wheel, and a wheel turned over it is
    passed on to its parents (the scroll area around it scrolls): over a drop-down always
    (it changes only when opened or by keys: Settings opens with the focus on the language,
    and wheeling over it switched the game's language), over a spin box or a slider while it
    lacks the focus (once the player has clicked or tabbed into it, the wheel changes it).

    One guard serves every dialog (:func:`guard_wheel`); it watches the dialog and guards
    the dialog's controls each time the dialog is shown."""

    GUARDED = (QComboBox, QAbstractSpinBox, QAbstractSlider)
    _MARK = "wheelGuarded"

    def watch(self, dialog: QWidget) -> None:
        dialog.installEventFilter(self)
        self.guard_children(dialog)

    def guard_children(self, root: QWidget) -> None:
        for w in root.findChildren(QWidget):
            if isinstance(w, self.GUARDED) and not isinstance(w, QScrollBar) and not w.property(self._MARK):
                w.setProperty(self._MARK, True)
                if w.focusPolicy() == Qt.FocusPolicy.WheelFocus:
                    w.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
                w.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Wheel:
            if (isinstance(watched, QWidget) and isinstance(event, QWheelEvent)
                    and watched.property(self._MARK)
                    and (isinstance(watched, QComboBox) or not watched.hasFocus())):
                self._pass_on(watched, event)
                return True
        elif kind == QEvent.Type.Show and isinstance(watched, QDialog):
            self.guard_children(watched)  # controls made after the dialog was dressed
            plain_labels(watched)
            whole_button_texts(watched)
            fit_on_screen(watched)
        elif kind == QEvent.Type.LayoutRequest and isinstance(watched, QDialog) and watched.isVisible():
            whole_button_texts(watched)  # a text changed (another language)
        return False

    @staticmethod
    def _pass_on(widget: QWidget, event: QWheelEvent) -> None:
        """The wheel to the widget's parents in turn, up to its window, until one takes it
        (the scroll area around it); the event itself counts as handled, so that Qt does
        not pass it on a second time."""
        pos = event.position()
        w = widget
        parent = w.parentWidget()
        while parent is not None and not w.isWindow():
            pos = w.mapToParent(pos)
            w, parent = parent, parent.parentWidget()
            passed = QWheelEvent(
                pos, event.globalPosition(), event.pixelDelta(), event.angleDelta(), event.buttons(),
                event.modifiers(), event.phase(), event.inverted(), event.source(), event.pointingDevice(),
            )
            QCoreApplication.sendEvent(w, passed)
            if passed.isAccepted():
                break
        event.accept()


class StatusLabel(QLabel):
    """The window's status line: plain text on one line; a text longer than the line ends
    in "…" and is shown whole in a tooltip (a lesson's "what to look at" in a narrow
    window was cut off mid-word), and its accessible name is always the whole text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)  # it may quote a file name
        self._full = ""

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        self._full = text
        self.setAccessibleName(text)
        self._elide()

    def text(self) -> str:
        return self._full

    @property
    def elided(self) -> bool:
        return super().text() != self._full

    def minimumSizeHint(self) -> QSize:
        return QSize(0, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        room = self.contentsRect().width()
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, max(0, room))
        super().setText(shown)
        self.setToolTip(self._full if shown != self._full else "")


def plain_labels(root: QWidget) -> None:
    """Every label under ``root`` that would guess its format (Qt's AutoText renders any
    text that looks like HTML as HTML) shows plain text: a label meant to be rich says so
    (``setTextFormat(RichText)``, its pieces escaped), and no text from a file becomes HTML
    (a ``since`` of ``<img src=…>`` in ``statistics.json`` loaded the image)."""
    for label in root.findChildren(QLabel):
        if label.textFormat() == Qt.TextFormat.AutoText:
            label.setTextFormat(Qt.TextFormat.PlainText)


FRAME_ROOM = QMargins(6, 40, 6, 6)  # logical pixels kept free for a window manager's frame


def whole_button_texts(dialog: QWidget) -> None:
    """No button of ``dialog`` narrower than its text: the style's ``min-width`` is a
    minimum the layout may squeeze a button to, and a small dialog cut the texts of its
    buttons ("ier weiters" for "Von hier weiterspielen")."""
    for b in dialog.findChildren(QPushButton):
        w = b.sizeHint().width()
        if b.minimumWidth() != w:
            b.setMinimumWidth(w)


def fit_on_screen(dialog: QWidget) -> None:
    """Shrink a dialog about to be shown to the screen's available area (room for the
    frame kept): a long dialog (the house rules, the help) on a small screen or with a
    scale factor of 2.  Its content scrolls or wraps within.  Only the size: a dialog
    not yet moved is then placed by Qt (over its parent, inside the screen)."""
    screen = dialog.screen()
    if screen is None:
        return
    room = screen.availableGeometry().marginsRemoved(FRAME_ROOM).size()
    size = dialog.size().boundedTo(room)
    if size != dialog.size():
        dialog.setMinimumSize(dialog.minimumSize().boundedTo(size))
        dialog.resize(size)


_WHEEL_GUARD: WheelGuard | None = None


def guard_wheel(dialog: QWidget) -> None:
    """Put ``dialog``'s controls under the one :class:`WheelGuard`."""
    global _WHEEL_GUARD
    if _WHEEL_GUARD is None:
        _WHEEL_GUARD = WheelGuard()
    _WHEEL_GUARD.watch(dialog)


class EnterPresses(QObject):
    """Enter on a focused push button presses it, as Space does.  The dialogs' buttons are not
    auto-default where a list's or a field's Enter must not also press the dialog's default;
    such a button hands Enter on to its dialog, which had no default to press, so a player who
    tabbed to "Start" and pressed Enter (a screen reader's user does) was left in silence."""

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        if event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter) or event.modifiers() not in (
                Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier):
            return False
        button = obj.focusWidget() if isinstance(obj, QWidget) else None
        if isinstance(button, QPushButton) and not button.autoDefault() and button.isVisible() \
                and button.isEnabled():
            button.click()
            return True
        return False


_ENTER_PRESSES: EnterPresses | None = None


def dress_dialog(dialog: QDialog, name: str) -> QFont:
    """The look every dialog shares (object name, the table's colours, the base font, the
    wheel kept off unfocused controls, Enter pressing the focused button); returns that font
    for the dialog's own variants."""
    global _ENTER_PRESSES
    dialog.setObjectName(name)
    dialog.setStyleSheet(dialog_style())
    guard_wheel(dialog)  # and at each show: plain_labels
    if _ENTER_PRESSES is None:
        _ENTER_PRESSES = EnterPresses()
    dialog.installEventFilter(_ENTER_PRESSES)
    f = QFont(FONT_FAMILY)
    f.setPixelSize(13)
    dialog.setFont(f)
    return f


def title_label(parent: QWidget, base: QFont) -> QLabel:
    """A dialog's title line: the base font, larger and bold."""
    label = QLabel(parent)
    label.setObjectName("title")
    tf = QFont(base)
    tf.setPixelSize(18)
    tf.setBold(True)
    label.setFont(tf)
    return label


def _font(px: float, bold: bool = False) -> QFont:
    f = QFont(FONT_FAMILY)
    f.setPixelSize(max(9, round(px)))
    f.setBold(bold)
    return f


class CardStrip(QWidget):
    """Cards side by side, each with a caption under it."""

    def __init__(self, art: CardPictures, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.cards: list[Shown] = []
        self.card_w = 90
        self.overlap = 0.0  # 0: side by side with a gap; 0.5: half covered (a fan)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def set_cards(self, cards: Sequence[Shown]) -> None:
        self.cards = list(cards)
        self.updateGeometry()
        self.update()

    def set_card_width(self, w: int) -> None:
        self.card_w = max(24, w)
        self.updateGeometry()
        self.update()

    def _step(self) -> float:
        w = self.card_w
        return w * (1 - self.overlap) if self.overlap else w * 1.18

    def _caption_h(self) -> float:
        return self.card_w * 0.3 if any(c.caption for c in self.cards) else 0.0

    def sizeHint(self) -> QSize:
        n = max(1, len(self.cards))
        w = self._step() * (n - 1) + self.card_w + 8
        if not self.overlap:
            w = max(w, self.card_w * 1.18 * n)
        h = self.card_w * self.art.aspect + self._caption_h() + 10
        return QSize(int(w), int(h))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        n = len(self.cards)
        if not n:
            p.end()
            return
        cw = self.card_w
        ch = cw * self.art.aspect
        step = self._step()
        total = step * (n - 1) + cw
        x0 = (self.width() - total) / 2
        dpr = self.devicePixelRatioF()
        fnt = _font(cw * 0.17)
        p.setFont(fnt)
        fm = QFontMetricsF(fnt)
        for i, shown in enumerate(self.cards):
            x = x0 + i * step
            rect = QRectF(x, 4, cw, ch)
            pm = self.art.face(shown.code, int(cw), dpr) if shown.code else self.art.back(int(cw), dpr)
            if shown.dimmed:
                p.setOpacity(0.45)
            p.drawPixmap(rect.topLeft(), pm)
            p.setOpacity(1.0)
            if shown.ringed:
                pen = QPen(QColor(GOLD))
                pen.setWidthF(max(2.0, cw * 0.035))
                p.setPen(pen)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), cw * 0.07, cw * 0.07)
            if shown.caption:
                p.setPen(QColor(GOLD if shown.ringed else CREAM))
                p.setFont(_font(cw * 0.17, shown.ringed))
                text = fm.elidedText(shown.caption, Qt.TextElideMode.ElideRight, step if self.overlap else cw * 1.15)
                cx = x + (step if self.overlap and i < n - 1 else cw) / 2
                p.drawText(
                    QRectF(cx - cw * 0.6, 6 + ch, cw * 1.2, self._caption_h()),
                    Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                    text,
                )
        p.end()


@dataclass(frozen=True)
class SeatCards:
    """One seat's place in :class:`HandsView`: its name, its cards, and marks."""

    name: str
    cards: tuple[Shown, ...]
    note: str = ""  # a second line (Dealer, Declarer, sits out …)
    active: bool = False  # whose turn it is


class HandsView(QWidget):
    """A small table: four seats (0 bottom, 1 left, 2 top, 3 right) and the trick."""

    def __init__(self, art: CardPictures, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.seats: list[SeatCards] = [SeatCards("", ()) for _ in range(4)]
        self.trick: list[tuple[int, Shown]] = []  # (seat, card) in playing order
        self.centre_text = ""
        self.setMinimumSize(420, 300)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_state(self, seats: Sequence[SeatCards], trick: Sequence[tuple[int, Shown]], centre_text: str = "") -> None:
        self.seats = list(seats)
        self.trick = list(trick)
        self.centre_text = centre_text
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(640, 460)

    def _card_w(self) -> float:
        """Card width: two fans with names above and below, the trick between them
        (about 1.75 card heights), and three fans side by side."""
        a = self.art.aspect
        # across: two side fans (2.8 card widths each) and the trick (2.4) between them
        return max(28.0, min((self.width() - 24) / 8.2, (self.height() - 16) / (2 * (0.42 + a) + 1.75 * a)))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        r = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        p.setPen(QPen(QColor(255, 255, 255, 50), 1.0))
        p.setBrush(QColor(FELT))
        p.drawRoundedRect(r, 12, 12)
        cw = self._card_w()
        ch = cw * self.art.aspect
        dpr = self.devicePixelRatioF()
        cx, cy = r.center().x(), r.center().y()
        step = cw * 0.62
        side_step = cw * 0.45
        name_h = cw * 0.42
        name_font = _font(cw * 0.2, True)
        note_font = _font(cw * 0.16)

        def fan(seat: int, x: float, y: float) -> None:
            """The seat's cards side by side, overlapping, the fan centred at x."""
            sc = self.seats[seat]
            n = len(sc.cards)
            st = step if seat in (0, 2) else side_step
            width = st * (n - 1) + cw if n else cw
            left = x - width / 2
            for i, shown in enumerate(sc.cards):
                pm = self.art.face(shown.code, int(cw), dpr) if shown.code else self.art.back(int(cw), dpr)
                p.setOpacity(0.4 if shown.dimmed else 1.0)
                p.drawPixmap(QPointF(left + i * st, y), pm)
                p.setOpacity(1.0)

        def label(seat: int, x: float, y: float) -> None:
            sc = self.seats[seat]
            p.setFont(name_font)
            p.setPen(QColor(GOLD if sc.active else CREAM))
            text = sc.name + (" ●" if sc.active else "")
            p.drawText(QRectF(x - 2.2 * cw, y, 4.4 * cw, name_h * 0.55), Qt.AlignmentFlag.AlignCenter, text)
            if sc.note:
                p.setFont(note_font)
                p.setPen(QColor(SOFT))
                p.drawText(
                    QRectF(x - 2.2 * cw, y + name_h * 0.5, 4.4 * cw, name_h * 0.5),
                    Qt.AlignmentFlag.AlignCenter,
                    sc.note,
                )

        top_y = r.top() + 8
        bottom_y = r.bottom() - ch - 8
        side_y = cy - ch / 2 - name_h / 2
        # North (2) on top, You (0) at the bottom, West (1) left, East (3) right
        fan(2, cx, top_y + name_h)
        label(2, cx, top_y)
        fan(0, cx, bottom_y)
        label(0, cx, bottom_y - name_h)
        side_w = side_step * 4 + cw
        lx = r.left() + 10 + side_w / 2
        rx = r.right() - 10 - side_w / 2
        fan(1, lx, side_y + name_h)
        label(1, lx, side_y)
        fan(3, rx, side_y + name_h)
        label(3, rx, side_y)
        # the trick in the middle, each card shifted towards its player
        offs = {0: (0.0, 0.32), 1: (-0.62, 0.0), 2: (0.0, -0.32), 3: (0.62, 0.0)}
        for seat, shown in self.trick:
            dx, dy = offs[seat]
            x = cx + dx * cw - cw / 2
            y = cy + dy * ch - ch / 2
            pm = self.art.face(shown.code, int(cw), dpr) if shown.code else self.art.back(int(cw), dpr)
            p.drawPixmap(QPointF(x, y), pm)
            if shown.ringed:
                pen = QPen(QColor(GOLD))
                pen.setWidthF(max(2.0, cw * 0.035))
                p.setPen(pen)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(QRectF(x, y, cw, ch).adjusted(-2, -2, 2, 2), cw * 0.07, cw * 0.07)
        if self.centre_text and not self.trick:
            p.setFont(_font(cw * 0.2))
            p.setPen(QColor(SOFT))
            p.drawText(
                QRectF(cx - 2 * cw, cy - ch / 2, 4 * cw, ch),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                self.centre_text,
            )
        p.end()


class SentenceList(QTextBrowser):
    """Sentences, one per line, on paper; :meth:`mark` highlights one and scrolls to it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setOpenLinks(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.document().setDocumentMargin(6)
        self._lines: list[str] = []
        self._strong: set[int] = set()
        self._mark: int | None = None

    def set_lines(self, lines: Sequence[str], strong: Sequence[int] = ()) -> None:
        """The sentences; rows in ``strong`` (a trick taken, the result) stand out."""
        self._lines = list(lines)
        self._strong = set(strong)
        self._mark = None
        self._render()
        self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())

    def lines(self) -> list[str]:
        return list(self._lines)

    def count(self) -> int:
        return len(self._lines)

    def mark(self, row: int | None) -> None:
        """``row`` on a gold ground; the lines after it greyed (not yet)."""
        self._mark = row
        self._render()
        if row is not None and 0 <= row < len(self._lines):
            self.scrollToAnchor(f"l{max(0, row - 4)}")

    def _render(self) -> None:
        row = self._mark
        out = []
        for i, text in enumerate(self._lines):
            style = "margin:0 0 2px 0; padding:1px 2px;"
            if i in self._strong:
                style += f" font-weight:bold; color:{FELT};"
            else:
                style += " color:#1d1a12;"
            if row is not None and i == row:
                style += " background-color:#f3df9a;"
            elif row is not None and i > row:
                style += " color:#9a917a;"
            out.append(f"<p style='{style}'><a name='l{i}'></a>{html.escape(text)}</p>")
        bar = self.verticalScrollBar()
        keep = bar.value()
        self.setHtml("".join(out))
        bar.setValue(keep)

    def fit(self, u: float, max_height: int) -> None:
        self.setFont(_font(max(11, u * 0.2)))
        self.setFixedHeight(int(max(120, min(max_height, 8.0 * u))))
        if self._mark is None:
            self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())


def _box(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str,
         buttons: QMessageBox.StandardButton) -> QMessageBox:
    """A message box in the dialogs' colours, its text plain (it may quote a file's name)."""
    box = QMessageBox(icon, title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setStyleSheet(dialog_style())
    return box


def ask(parent: QWidget | None, title: str, text: str) -> bool:
    """A yes/no question in the dialogs' colours; True for yes."""
    box = _box(parent, QMessageBox.Icon.Question, title, text,
               QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    return box.exec() == QMessageBox.StandardButton.Yes


def choose(parent: QWidget | None, title: str, text: str, buttons: Sequence[str], default: int = 0,
           cancel: int | None = None) -> int:
    """A question with named answers in the dialogs' colours: the index of the button
    pressed; Escape (or closing the box) is ``cancel`` (the last button if None).  The
    question is the box's first line (a title bar may not show it), ``text`` below it."""
    box = _box(parent, QMessageBox.Icon.Question, title, title, QMessageBox.StandardButton.NoButton)
    box.setInformativeText(text)  # plain, as the box's text (``_box``)
    made = [box.addButton(b, QMessageBox.ButtonRole.AcceptRole) for b in buttons]
    for b in made:  # a long answer ("Leave and keep my seat") is never cut to fit the box
        b.ensurePolished()
        b.setMinimumWidth(b.sizeHint().width())
    escape = len(made) - 1 if cancel is None else cancel
    box.setDefaultButton(made[default])
    box.setEscapeButton(made[escape])
    box.exec()
    pressed = box.clickedButton()
    return next((i for i, b in enumerate(made) if b is pressed), escape)


def info_box(parent: QWidget | None, title: str, text: str) -> QMessageBox:
    """A text to read, with OK, in the dialogs' colours (not yet shown)."""
    return _box(parent, QMessageBox.Icon.NoIcon, title, text, QMessageBox.StandardButton.Ok)


def tell(parent: QWidget | None, title: str, text: str, detail: str = "") -> None:
    """A warning in the dialogs' colours; ``detail`` (e.g. the engine's words) below it.

    Both are plain text: they may quote a file's name or content (``<b>x</b>.json``).
    """
    box = message_box(parent, title, text, detail)
    box.exec()


def message_box(parent: QWidget | None, title: str, text: str, detail: str = "") -> QMessageBox:
    """The warning :func:`tell` shows, not yet shown: text and detail as plain text."""
    box = _box(parent, QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok)
    if detail:
        # the informative text takes the box's format (plain: ``_box``), so it shows exactly
        # as written; given as escaped HTML it showed its tags ("<p>…&lt;b&gt;")
        box.setInformativeText(detail)
    return box
