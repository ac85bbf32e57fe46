"""The replay viewer: any finished deal of the session, or a deal log from a file, step by
step, with the four hands, the trick on the table and the deal in words beside it.

Steps are the actions of the deal log: step 0 is the deal as dealt, step n the deal after
its first n actions (the engine replays them, :meth:`DealLog.replay`).  Keys: ← → step,
Home/End first/last.  A deal log can be saved to a file (to share it or to report a bug,
``DealLog.dumps``) and one can be opened; a file that is not a deal log the engine can
replay is refused with a message in the player's language and, as the detail, the refused
action and the engine's reason in the player's language too (a malformed file: the
engine's own words).  The deal shown can be played again as practice, from its start or
on from the step shown (:attr:`ReplayDialog.practise`; the window starts it, where
practice is allowed).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...engine import Deal, Verb
from ...engine.log import DealLog, LogError, parse_log, read_log_bytes
from ...engine.match import Match
from ..i18n import labels
from ..i18n.dealwords import Line, deal_lines
from ..i18n.filewords import os_reason
from ..widgets.parts import (
    CardPictures,
    HandsView,
    SeatCards,
    SentenceList,
    Shown,
    dress_dialog,
    tell,
    title_label,
)

translate = QCoreApplication.translate

FILE_FILTER = "*.json"


def _open_path(parent: QWidget) -> str | None:
    path, _ = QFileDialog.getOpenFileName(
        parent, translate("Replay", "Open a deal log"), "",
        translate("Replay", "Deal logs (%1);;All files (*)").replace("%1", FILE_FILTER),
    )
    return path or None


def _save_path(parent: QWidget, suggestion: str) -> str | None:
    path, _ = QFileDialog.getSaveFileName(
        parent, translate("Replay", "Save the deal log"), suggestion,
        translate("Replay", "Deal logs (%1);;All files (*)").replace("%1", FILE_FILTER),
    )
    return path or None


def _warn(parent: QWidget, title: str, text: str, detail: str) -> None:
    tell(parent, title, text, detail)


def read_log_file(path: str | Path) -> DealLog:
    """A deal log from a file, checked by replaying it; ``LogError`` says what is wrong."""
    try:  # a regular file of at most MAX_LOG_BYTES: a FIFO or /dev/zero cannot freeze the viewer
        raw = read_log_bytes(path)
    except OSError as exc:
        raise LogError(os_reason(exc)) from None
    log = parse_log(raw)
    log.replay()  # every action legal where it stands
    return log


class ReplayDialog(QDialog):
    """Step through a deal; choose one of the session's deals or open a file."""

    # the deal log shown and a step: play it as practice from its first ``step`` actions
    practise = Signal(object, int)

    def __init__(self, match: Match, art: CardPictures, pack_of: Callable[[], str],
                 parent: QWidget | None = None, practice_allowed: Callable[[], bool] | None = None) -> None:
        super().__init__(parent)
        f = dress_dialog(self, "replayDialog")
        self.match = match
        self.pack_of = pack_of
        # replaceable for tests: where files come from and go, how problems are told
        self.open_path: Callable[[QWidget], str | None] = _open_path
        self.save_path: Callable[[QWidget, str], str | None] = _save_path
        self.warn: Callable[[QWidget, str, str, str], None] = _warn
        self.log: DealLog | None = None
        self.lines: list[Line] = []
        self.step = 0
        self.source = ""  # the file shown, or "" for a deal of the session
        # may a deal be practised now (the window's answer: not at a table with friends,
        # not in a lesson); asked again whenever the viewer is shown a step or activated
        self.practice_allowed: Callable[[], bool] = practice_allowed or (lambda: False)
        self.shown: Deal | None = None  # the deal at the step shown

        root = QVBoxLayout(self)
        root.setContentsMargins(16, 14, 16, 12)
        root.setSpacing(8)
        top = QHBoxLayout()
        self.title = title_label(self, f)
        self.deals = QComboBox(self)
        self.deals.setMinimumWidth(300)
        self.open_button = QPushButton(self)
        self.save_button = QPushButton(self)
        for b in (self.open_button, self.save_button):
            b.setAutoDefault(False)
        top.addWidget(self.title)
        top.addSpacing(12)
        top.addWidget(self.deals, 1)
        top.addWidget(self.open_button)
        top.addWidget(self.save_button)
        root.addLayout(top)

        split = QSplitter(Qt.Orientation.Horizontal, self)
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        self.table = HandsView(art, left)
        lv.addWidget(self.table, 1)
        nav = QHBoxLayout()
        self.first_button = QPushButton("|◀", left)
        self.back_button = QPushButton("◀", left)
        self.forward_button = QPushButton("▶", left)
        self.last_button = QPushButton("▶|", left)
        self.position = QLabel(left)
        self.position.setAlignment(Qt.AlignmentFlag.AlignCenter)
        for b in (self.first_button, self.back_button):
            nav.addWidget(b)
        nav.addWidget(self.position, 1)
        for b in (self.forward_button, self.last_button):
            nav.addWidget(b)
        for b in (self.first_button, self.back_button, self.forward_button, self.last_button):
            b.setAutoDefault(False)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setMinimumWidth(56)
        lv.addLayout(nav)
        split.addWidget(left)
        self.words = SentenceList(split)
        split.addWidget(self.words)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([640, 380])
        root.addWidget(split, 1)
        bottom = QHBoxLayout()
        self.keys = QLabel(self)
        self.keys.setObjectName("explain")
        self.keys.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.keys.setWordWrap(True)  # gives the buttons beside it their room in a small window
        self.again_button = QPushButton(self)
        self.play_on_button = QPushButton(self)
        bottom.addWidget(self.keys, 1)
        for b in (self.again_button, self.play_on_button):
            b.setAutoDefault(False)
            bottom.addWidget(b)
        root.addLayout(bottom)

        self.first_button.clicked.connect(self.first)
        self.back_button.clicked.connect(self.back)
        self.forward_button.clicked.connect(self.forward)
        self.last_button.clicked.connect(self.last)
        self.deals.activated.connect(self._deal_chosen)
        self.open_button.clicked.connect(self.open_file)
        self.save_button.clicked.connect(self.save_file)
        self.again_button.clicked.connect(lambda: self._practise(0))
        self.play_on_button.clicked.connect(lambda: self._practise(self.step))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.resize(1060, 680)
        self.retranslate()
        self._fill_deals()
        if self.match.records:
            self.show_record(len(self.match.records) - 1)
        else:
            self.show_step(0)  # nothing to show yet, and nothing to play again

    # -- words -----------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Replay", "Replay"))
        self.title.setText(translate("Replay", "Replay"))
        self.open_button.setText(translate("Replay", "Open…"))
        self.save_button.setText(translate("Replay", "Save…"))
        self.first_button.setToolTip(translate("Replay", "First (Home)"))
        self.back_button.setToolTip(translate("Replay", "Back (←)"))
        self.forward_button.setToolTip(translate("Replay", "Forward (→)"))
        self.last_button.setToolTip(translate("Replay", "Last (End)"))
        self.keys.setText(translate("Replay", "← → step · Home first · End last · Esc close"))
        self.again_button.setText(translate("Replay", "Play this deal again"))
        self.again_button.setToolTip(translate("Replay", "Play this deal from its start as practice: "
                                                         "it counts neither in the match nor in the statistics."))
        self.play_on_button.setText(translate("Replay", "Play on from here"))
        self.play_on_button.setToolTip(translate("Replay", "Play this deal on from the step shown as practice: "
                                                           "it counts neither in the match nor in the statistics."))
        self._fill_deals()
        if self.log is not None:
            self.lines = deal_lines(self.log, self.pack_of())
            self._fill_words()
            self.show_step(self.step)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self.update_practice()  # a lesson or a table with friends may have begun meanwhile
        super().changeEvent(event)

    def _deal_label(self, i: int) -> str:
        rec = self.match.records[i]
        d = rec.info  # as recorded: a long match's list is made without replaying its deals
        what = labels.contract_name(d.contract) if d.contract is not None else labels.reason_name(rec.result.reason)
        if d.declarer is not None:
            what = translate("Replay", "%1 by %2").replace("%1", what).replace("%2", labels.seat_name(d.declarer))
        return translate("Replay", "Deal %1: %2").replace("%1", str(i + 1)).replace("%2", what)

    def _fill_deals(self) -> None:
        current = self.deals.currentData()
        self.deals.blockSignals(True)
        self.deals.clear()
        for i in range(len(self.match.records)):
            self.deals.addItem(self._deal_label(i), i)
        if self.source:
            self.deals.addItem(translate("Replay", "From the file %1").replace("%1", Path(self.source).name), -1)
        if not self.deals.count():
            self.deals.addItem(translate("Replay", "No deal of this session is finished yet."), None)
        k = self.deals.findData(current)
        self.deals.setCurrentIndex(k if k >= 0 else self.deals.count() - 1)
        self.deals.blockSignals(False)

    def refresh_deals(self) -> None:
        """The session's list of deals again (a deal has finished meanwhile)."""
        self._fill_deals()
        if self.log is None and self.match.records:
            self.show_record(len(self.match.records) - 1)

    # -- what is shown ---------------------------------------------------------------

    def show_record(self, i: int) -> None:
        """Show deal ``i`` of the session (an index into ``Match.records``)."""
        self.source = ""
        try:
            log = self.match.records[i].log  # a deal read from the saved game is checked now
        except LogError as exc:
            self.warn(self, translate("Replay", "Replay"),
                      translate("Replay", "Deal %1 of the saved game cannot be replayed.").replace("%1", str(i + 1)),
                      labels.log_error_text(exc, self.pack_of()))
            return
        self.set_log(log)
        self._fill_deals()
        self.deals.setCurrentIndex(self.deals.findData(i))

    def set_log(self, log: DealLog) -> None:
        self.log = log
        self.lines = deal_lines(log, self.pack_of())
        self._fill_words()
        self.show_step(0)

    def _fill_words(self) -> None:
        self.words.set_lines([x.text for x in self.lines],
                             [i for i, x in enumerate(self.lines) if x.kind in ("trick", "end")])

    @property
    def steps(self) -> int:
        return len(self.log.actions) if self.log is not None else 0

    def deal_at(self, step: int) -> Deal:
        assert self.log is not None
        return self.log.replay(step)

    def update_practice(self) -> None:
        """The practice buttons as the window allows now, for the deal and step shown: shown
        where practice is allowed, and "Play on from here" only where the deal goes on."""
        allowed = self.log is not None and self.practice_allowed()
        for b in (self.again_button, self.play_on_button):
            b.setVisible(allowed)
        self.play_on_button.setEnabled(allowed and 0 < self.step and self.shown is not None
                                       and not self.shown.finished)

    def _practise(self, step: int) -> None:
        if self.log is not None:
            self.practise.emit(self.log, step)

    def show_step(self, step: int) -> None:
        log = self.log
        self.save_button.setEnabled(log is not None)
        if log is None:
            self.shown = None
            self.update_practice()
            self.table.set_state([SeatCards(labels.seat_name(s), ()) for s in range(4)], [],
                                 translate("Replay", "No deal of this session is finished yet."))
            self.position.setText("")
            return
        self.step = max(0, min(step, self.steps))
        deal = self.shown = self.deal_at(self.step)
        seats = []
        for s in range(4):
            notes = []
            if s == deal.dealer:
                notes.append(translate("Table", "Dealer"))
            if s == deal.declarer:
                notes.append(translate("Table", "Declarer"))
            out = deal.sitting_out == s
            held = deal.held(s)
            cards = tuple(Shown(str(c), dimmed=out) for c in sorted(held))
            seats.append(SeatCards(labels.seat_name(s), cards, " · ".join(notes),
                                   active=not deal.finished and deal.to_act == s))
        trick: list[tuple[int, Shown]] = []
        last = log.actions[self.step - 1] if self.step else None
        shown_trick = deal.trick if deal.trick is not None and deal.trick.cards else None
        if shown_trick is None and last is not None and last.verb is Verb.PLAY and deal.tricks:
            shown_trick = deal.tricks[-1]  # just completed: shown with its winner
        if shown_trick is not None:
            trick = [(s, Shown(str(c), ringed=s == shown_trick.winner))
                     for s, c in zip(shown_trick.seats, shown_trick.cards)]
        centre = ""
        if not trick:
            centre = self._line_for(self.step)
        self.table.set_state(seats, trick, centre)
        self.position.setText(
            translate("Replay", "Step %1 of %2").replace("%1", str(self.step)).replace("%2", str(self.steps))
        )
        self.words.mark(self._row_for(self.step))
        for b, on in ((self.first_button, self.step > 0), (self.back_button, self.step > 0),
                      (self.forward_button, self.step < self.steps), (self.last_button, self.step < self.steps)):
            b.setEnabled(on)
        self.update_practice()

    def _row_for(self, step: int) -> int | None:
        """The last sentence that belongs to the first ``step`` actions."""
        lines = self.lines
        if not lines:
            return None
        if step >= self.steps:
            return len(lines) - 1  # with the result
        row = 0  # the sentences of the deal itself come first
        while row + 1 < len(lines) and lines[row + 1].action is None:
            row += 1
        for i, line in enumerate(lines):
            if line.action is not None and line.action < step:
                row = i
        return row

    def _line_for(self, step: int) -> str:
        row = self._row_for(step)
        return self.lines[row].text if row is not None and 0 <= row < len(self.lines) else ""

    # -- stepping --------------------------------------------------------------------

    def first(self) -> None:
        self.show_step(0)

    def back(self) -> None:
        self.show_step(self.step - 1)

    def forward(self) -> None:
        self.show_step(self.step + 1)

    def last(self) -> None:
        self.show_step(self.steps)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        k = event.key()
        if k == Qt.Key.Key_Left:
            self.back()
        elif k == Qt.Key.Key_Right:
            self.forward()
        elif k == Qt.Key.Key_Home:
            self.first()
        elif k == Qt.Key.Key_End:
            self.last()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _deal_chosen(self, index: int) -> None:
        data = self.deals.itemData(index)
        if isinstance(data, int) and data >= 0:
            self.show_record(data)

    # -- files -----------------------------------------------------------------------

    def open_file(self) -> bool:
        path = self.open_path(self)
        if not path:
            return False
        try:
            log = read_log_file(path)
            self.lines = deal_lines(log, self.pack_of())
        except LogError as exc:
            self.warn(
                self,
                translate("Replay", "Open a deal log"),
                translate("Replay", "The file %1 is not a deal log that can be replayed.").replace(
                    "%1", Path(path).name),
                labels.log_error_text(exc, self.pack_of()),
            )
            return False
        self.source = str(path)
        self.log = log
        self._fill_words()
        self._fill_deals()
        self.deals.setCurrentIndex(self.deals.findData(-1))
        self.show_step(0)
        return True

    def save_file(self) -> bool:
        log = self.log
        if log is None:
            return False
        name = "deal.json"
        data = self.deals.currentData()
        if isinstance(data, int) and data >= 0:
            name = f"bauernschnapsen-{self.match.seed}-{self.match.records[data].number}.json"
        path = self.save_path(self, name)
        if not path:
            return False
        try:
            Path(path).write_text(log.dumps(), encoding="utf-8")
        except OSError as exc:
            self.warn(self, translate("Replay", "Save the deal log"),
                      translate("Replay", "The deal log could not be saved."), os_reason(exc))
            return False
        return True

