"""More of a finished deal in the summary panel: the four hands as dealt and the review.

:class:`SummaryBody` sits below the tricks in the table's summary panel.  It shows every
seat's five cards as they were dealt, and then the after-deal review from
``ai.hints.analyse``: what the deal was worth with open cards and best play by all four,
and which of the human's own decisions cost value judged by what he could know at the
time.  The review is computed in the background (see :class:`~..assist.Assist`) and filled in
when it is ready; until then the panel says that the computer is looking.  The review's room
is reserved from the start (:data:`REVIEW_LINES` lines; a longer review scrolls in it), so
that the panel keeps its size and its buttons stay where they are, under the mouse, when
the review arrives.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...engine import HUMAN, Card, Deal, Verb
from ...engine.log import DealLog
from ...engine.takeback import decisions
from ..i18n import labels
from ..table.view import SummaryPart
from ..widgets.parts import FONT_FAMILY, CardPictures, CardStrip, Shown

translate = QCoreApplication.translate

MAX_SHOWN = 3  # the costliest decisions shown
REVIEW_LINES = 2 + 2 * MAX_SHOWN  # the room kept for the review: two sentences, two lines a decision


def punkte_phrase(points_a: float) -> str:
    """Punkte for team A (negative: for team B) as words."""
    p = round(points_a)
    if p > 0:
        return translate("Models", "+%1 for us").replace("%1", str(p))
    if p < 0:
        return translate("Models", "+%1 for them").replace("%1", str(-p))
    return translate("Analysis", "nothing for either team")


def trick_number(log: DealLog, index: int) -> int:
    """The trick (1-5) in which action ``index`` of ``log`` was taken."""
    d = log.replay(index)
    in_progress = d.trick is not None and bool(d.trick.cards)
    return len(d.tricks) + (0 if in_progress else 1)


def _what(action: Any, pack: str) -> str:
    if action.verb is Verb.PLAY and isinstance(action.value, Card):
        return labels.card_name(action.value, pack)
    return labels.action_label(action, pack)


def decision_text(d: Any, log: DealLog, pack: str) -> str:
    """One costly decision in a sentence, worded for its phase."""
    loss = QLocale().toString(float(d.loss), "f", 1)
    verb = d.action.verb
    if verb is Verb.DOUBLE:
        if d.action.value:
            text = translate("Analysis", "Kontra: you doubled, but not doubling was worth %1 points more on "
                                         "average.")
        else:
            text = translate(
                "Analysis", "Kontra: you did not double, but doubling was worth %1 points more on average."
            )
        return text.replace("%1", loss)
    if verb in (Verb.TRUMP, Verb.AUFSCHLAGEN, Verb.REDEAL):
        text = translate("Analysis", "Trump call: you chose %2, but %3 was worth %4 points more on average.")
    elif verb is Verb.BID:
        text = translate("Analysis", "Auction: you chose %2, but %3 was worth %4 points more on average.")
    else:
        text = translate("Analysis", "Trick %1: you chose %2, but %3 was worth %4 points more on average.").replace(
            "%1", str(trick_number(log, d.index)))
    return text.replace("%2", _what(d.action, pack)).replace("%3", _what(d.best, pack)).replace("%4", loss)


def moment_text(log: DealLog, index: int, pack: str) -> str:
    """One of the human's decisions, by its phase and what he chose ("Trick 2: you chose …")."""
    action = log.actions[index]
    what = _what(action, pack)
    verb = action.verb
    if verb is Verb.DOUBLE:
        text = translate("Analysis", "Kontra: you chose %1")
    elif verb in (Verb.TRUMP, Verb.AUFSCHLAGEN, Verb.REDEAL):
        text = translate("Analysis", "Trump call: you chose %1")
    elif verb is Verb.BID:
        text = translate("Analysis", "Auction: you chose %1")
    elif verb is Verb.GENUG:
        text = translate("Analysis", "Genug: you chose %1")
    else:
        return translate("Analysis", "Trick %1: you chose %2").replace("%1", str(trick_number(log, index))).replace(
            "%2", what)
    return text.replace("%1", what)


def review_html(analysis: Any, log: DealLog, pack: str) -> str:
    """The review in sentences (rich text)."""
    lines: list[str] = []
    if analysis.open_cards_a is None:
        lines.append(translate("Analysis", "There was no play to look at in this deal."))
    else:
        lines.append(
            translate("Analysis", "With open cards and the best play by all four, the deal was worth %1.")
            .replace("%1", punkte_phrase(analysis.open_cards_a))
        )
        lines.append(translate("Analysis", "As played: %1.").replace("%1", punkte_phrase(analysis.result_a)))
    mine = sorted((d for d in analysis.decisions if d.seat == HUMAN and d.loss >= 0.1),
                  key=lambda d: -d.loss)[:MAX_SHOWN]
    out = [html.escape(x) for x in lines]
    if analysis.open_cards_a is not None:
        if not mine:
            out.append("<b>" + html.escape(translate(
                "Analysis", "Your own decisions lost nothing you could have known about.")) + "</b>")
        for d in sorted(mine, key=lambda d: d.index):
            text = decision_text(d, log, pack)
            out.append(f"<b>{html.escape(text)}</b> {html.escape(labels.hint_reason(str(d.reason)))}")
    return "<br>".join(out)


class SummaryBody(SummaryPart):
    """Hands as dealt and the after-deal review, for the summary panel; below it, "Play on
    from here": any of the human's decisions, the costliest one chosen once the review is
    there (``playOn(index)``: the deal is to be played on from before action ``index``)."""

    playOn = Signal(int)

    def __init__(self, art: CardPictures, pack_of: Callable[[], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.pack_of = pack_of
        self.deal: Deal | None = None
        self.analysis: Any = None  # the review of ``deal`` once it is ready
        self.failed = False
        self._ready: tuple[Deal, Any] | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 4, 0, 0)
        lay.setSpacing(6)
        self.hands_title = QLabel(self)
        self.hands_title.setObjectName("hint")
        self.hands_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.hands_title)
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(0)
        self.names: list[QLabel] = []
        self.strips: list[CardStrip] = []
        for seat in range(4):
            name = QLabel(self)
            name.setAlignment(Qt.AlignmentFlag.AlignCenter)
            strip = CardStrip(art, self)
            strip.overlap = 0.56
            grid.addWidget(name, 0, seat)
            grid.addWidget(strip, 1, seat, Qt.AlignmentFlag.AlignHCenter)
            self.names.append(name)
            self.strips.append(strip)
        lay.addLayout(grid)
        # the review in a room of its own, of a fixed height (see the module's docstring)
        self.review_room = QScrollArea(self)
        self.review_room.setObjectName("review")
        self.review_room.setFrameShape(QFrame.Shape.NoFrame)
        self.review_room.setWidgetResizable(True)
        self.review_room.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.review_room.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.review_room.setStyleSheet("QScrollArea#review, QScrollArea#review > QWidget > QWidget"
                                       " { background: transparent; }")
        self.review = QLabel()
        self.review.setWordWrap(True)
        self.review.setTextFormat(Qt.TextFormat.RichText)
        self.review.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.review_room.setWidget(self.review)
        lay.addWidget(self.review_room)
        self.review_text = ""  # what the review says (plain rich text), for tests
        # play on from one of the human's decisions (practice)
        self.play_on_row = QWidget(self)
        row = QHBoxLayout(self.play_on_row)
        row.setContentsMargins(0, 0, 0, 0)
        self.moments = QComboBox(self.play_on_row)
        self.moments.setObjectName("moments")
        self.moments.activated.connect(self._chosen)
        # as wide as its longest entry ("… (better: …)"), within the panel
        self.moments.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.play_on = QPushButton(self.play_on_row)
        self.play_on.setObjectName("playOn")
        self.play_on.clicked.connect(self._play_on)
        row.addStretch(1)
        row.addWidget(self.moments, 3)
        row.addWidget(self.play_on)
        row.addStretch(1)
        lay.addWidget(self.play_on_row)
        self.practice_allowed: Callable[[], bool] = lambda: True

    def set_art(self, art: CardPictures) -> None:
        self.art = art
        for s in self.strips:
            s.art = art
            s.update()

    def set_deal(self, deal: Deal) -> None:
        """Show ``deal``'s hands as dealt (in the current pack and language) and its
        review, if it is ready."""
        if deal is not self.deal:
            self.analysis = None
            self.failed = False
            if self._ready is not None and self._ready[0] is deal:
                self.analysis, self.failed = self._ready[1], self._ready[1] is None
        self.deal = deal
        title = translate("Analysis", "The hands as dealt")
        self.hands_title.setText(title)
        hands = []
        for seat in range(4):
            note = []
            if seat == deal.dealer:
                note.append(translate("Table", "Dealer"))
            if seat == deal.declarer:
                note.append(translate("Table", "Declarer"))
            name = html.escape(labels.seat_name(seat))
            sub = html.escape(" · ".join(note))
            self.names[seat].setText(
                f"<b>{name}</b>" + (f" <span style='color:#cfe3d2'>{sub}</span>" if sub else "")
            )
            out = deal.sitting_out == seat
            self.strips[seat].set_cards([Shown(str(c), dimmed=out) for c in deal.dealt[seat]])
            # the pictures named for a screen reader, which found nothing after "The hands as
            # dealt" (issue 42)
            hand = translate("Analysis", "%1: %2", "a seat's hand as dealt").replace(
                "%1", labels.seat_name(seat)).replace("%2", labels.card_list(deal.dealt[seat], self.pack_of()))
            self.strips[seat].setAccessibleName(hand)
            hands.append(hand)
        # and in the heading's name, which Orca reads with the summary (it reads a panel's
        # labels, not its pictures): the hands were never said (issue 42)
        self.hands_title.setAccessibleName(" ".join([f"{title}:", *(f"{h}." for h in hands)]))
        self.show_review()

    def _fill_moments(self) -> None:
        """The human's decisions of the deal; the costliest the review found is chosen."""
        deal = self.deal
        assert deal is not None
        log = DealLog.from_deal(deal)
        if self._moments_of is not deal:
            self._user_chose = False
        # the player's own choice stays; else the costliest decision, once the review has come
        keep = self.moments.currentData() if self._user_chose and self.moments.count() else None
        self._moments_of = deal
        self.moments.blockSignals(True)
        self.moments.clear()
        pack = self.pack_of()
        for i in decisions(log.actions, HUMAN):
            text = moment_text(log, i, pack)
            better = self.better_at(i)
            if better is not None:
                text = translate("Analysis", "%1 (better: %2)").replace("%1", text).replace("%2", _what(better, pack))
            self.moments.addItem(text, i)
        worst = self.best_moment()
        if keep is None and worst is not None:
            keep = worst[0]
        if keep is not None:
            at = self.moments.findData(keep)
            if at >= 0:
                self.moments.setCurrentIndex(at)
        self.moments.blockSignals(False)
        self.play_on.setText(translate("Analysis", "Play on from here"))
        self.play_on_row.setVisible(self.moments.count() > 0 and self.practice_allowed())

    _moments_of: Deal | None = None
    _user_chose = False

    def _chosen(self, _index: int) -> None:
        self._user_chose = True

    def best_moment(self) -> tuple[int, Any] | None:
        """The human's costliest decision the review found (index, the better action)."""
        if self.analysis is None or self.failed:
            return None
        mine = [d for d in getattr(self.analysis, "decisions", ()) if d.seat == HUMAN and d.loss >= 0.1]
        if not mine:
            return None
        d = max(mine, key=lambda d: d.loss)
        return d.index, d.best

    def better_at(self, index: int) -> Any:
        """The review's better choice at action ``index`` (None: none known)."""
        if self.analysis is None or self.failed:
            return None
        for d in getattr(self.analysis, "decisions", ()):
            if d.index == index and d.seat == HUMAN and d.loss >= 0.1:
                return d.best
        return None

    def _play_on(self) -> None:
        index = self.moments.currentData()
        if isinstance(index, int):
            self.playOn.emit(index)

    def set_analysis(self, deal: Deal, analysis: Any) -> None:
        """The review of ``deal`` is ready (None: it could not be made)."""
        self._ready = (deal, analysis)
        if deal is not self.deal:
            return  # shown when the summary shows this deal
        self.analysis = analysis
        self.failed = analysis is None
        self.show_review()

    def show_review(self) -> None:
        if self.deal is None:
            return
        if self.failed:
            text_html = html.escape(translate("Analysis", "The deal could not be reviewed this time."))
        elif self.analysis is None:
            text_html = "<i>" + html.escape(translate(
                "Analysis", "The computer is looking at the deal with open cards…")) + "</i>"
        else:
            text_html = review_html(self.analysis, DealLog.from_deal(self.deal), self.pack_of())
        self.review_text = text_html
        self.review.setText(text_html)
        self._fill_moments()

    def fit(self, u: float, max_height: int) -> None:
        f = QFont(FONT_FAMILY)
        f.setPixelSize(max(11, round(u * 0.19)))
        for w in (*self.names, self.review, self.hands_title, self.moments, self.play_on):
            w.setFont(f)
        cw = int(max(30, min(0.8 * u, max_height / 4.5)))
        for s in self.strips:
            s.set_card_width(cw)
        self.review.setMinimumHeight(0)
        # the same height whether the review is there yet or not
        line = QFontMetrics(f).lineSpacing()
        self.review_room.setFixedHeight(int(min(REVIEW_LINES * line + 4, max(3 * line, max_height * 0.3))))
