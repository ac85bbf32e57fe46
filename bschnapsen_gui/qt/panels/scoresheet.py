"""The score sheet: every deal of the match in a table, and the Bummerl's course as a chart.

:class:`ScoreSheet` is the body of the table's score-sheet panel (key S, menu Game →
Score sheet): the controller's :class:`~bschnapsen_gui.qt.models.ScoreSheetModel` in a table
view (a row per deal, a bold row closing each Bummerl, the running columns up or down as
``count_down`` says) and a :class:`ScoreChart` with each team's Punkte after each deal of
the running Bummerl.  Both follow the model's resets, so the sheet stays current while it
is open and re-words itself on a language switch.
"""

from __future__ import annotations

from PySide6.QtCharts import QChart, QLineSeries, QValueAxis
from PySide6.QtCore import QCoreApplication, QMargins, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGraphicsScene,
    QHeaderView,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..i18n import labels
from ..models import ScoreSheetModel

translate = QCoreApplication.translate

FONT_FAMILY = "DejaVu Sans"
WE_COLOR = "#1f6238"  # our team: the table's green
THEY_COLOR = "#b3261e"  # the other team: the refusal red of the status line
PAPER = QColor(255, 255, 255, 235)  # the score sheet's paper, as the panel's tables
INK = QColor("#1d1a12")
GRID = QColor("#d8d2c0")


class ScoreChart(QWidget):
    """Each team's Punkte after each deal of one Bummerl (the running one by default).

    A plain widget that paints its chart, not a ``QChartView``: the score sheet lies in the
    table view's viewport, and a graphics view of its own there left the table's partial
    updates stale (the last deal's piles stayed drawn into the next).  The chart lives in a
    scene of its own that no view shows; :meth:`paintEvent` renders that scene."""

    def __init__(self, model: ScoreSheetModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._chart = QChart()
        self._scene = QGraphicsScene(self)
        self._scene.addItem(self._chart)
        self._scene.changed.connect(lambda _rects: self.update())
        self.model = model
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        c = self._chart
        c.setBackgroundBrush(QBrush(PAPER))
        c.setBackgroundRoundness(6)
        c.setBackgroundPen(QPen(Qt.PenStyle.NoPen))
        c.setMargins(QMargins(4, 2, 8, 2))
        c.legend().setAlignment(Qt.AlignmentFlag.AlignTop)
        c.legend().setLabelColor(INK)
        self.series: list[QLineSeries] = []
        self.target_series = QLineSeries()
        self.axis_x = QValueAxis()
        self.axis_y = QValueAxis()
        for axis in (self.axis_x, self.axis_y):
            axis.setLabelFormat("%d")
            axis.setLabelsColor(INK)
            axis.setGridLineColor(GRID)
            axis.setLinePenColor(QColor("#8c7a4c"))
            axis.setTitleBrush(QBrush(INK))
        c.addAxis(self.axis_x, Qt.AlignmentFlag.AlignBottom)
        c.addAxis(self.axis_y, Qt.AlignmentFlag.AlignLeft)
        for color in (WE_COLOR, THEY_COLOR):
            s = QLineSeries()
            pen = QPen(QColor(color))
            pen.setWidthF(2.6)
            s.setPen(pen)
            s.setPointsVisible(True)
            c.addSeries(s)
            s.attachAxis(self.axis_x)
            s.attachAxis(self.axis_y)
            self.series.append(s)
        pen = QPen(QColor("#8c7a4c"))
        pen.setStyle(Qt.PenStyle.DashLine)
        pen.setWidthF(1.2)
        self.target_series.setPen(pen)
        c.addSeries(self.target_series)
        self.target_series.attachAxis(self.axis_x)
        self.target_series.attachAxis(self.axis_y)
        self.bummerl = 0
        self._low = False  # see set_titles_shown
        self.set_font_px(13)
        model.modelReset.connect(self.refresh)
        self.refresh()

    def set_font_px(self, px: int) -> None:
        f = QFont(FONT_FAMILY)
        f.setPixelSize(max(9, px))
        small = QFont(f)
        small.setPixelSize(max(8, round(px * 0.85)))
        self._chart.legend().setFont(f)
        self._chart.setTitleFont(f)
        for axis in (self.axis_x, self.axis_y):
            axis.setLabelsFont(small)
            axis.setTitleFont(small)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._chart.setGeometry(QRectF(0, 0, self.width(), self.height()))
        self._scene.setSceneRect(QRectF(0, 0, self.width(), self.height()))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.width(), self.height())
        self._scene.render(painter, rect, rect)
        painter.end()

    def set_titles_shown(self, on: bool) -> None:
        """The axes' titles, or none (a low chart keeps its room for the lines)."""
        for axis in (self.axis_x, self.axis_y):
            axis.setTitleVisible(on)
        if self._low == on:
            self._low = not on
            self.refresh()  # a low chart has fewer Punkte marks: their labels would not fit
        # and the legend beside the lines rather than above them
        self._chart.legend().setAlignment(Qt.AlignmentFlag.AlignTop if on else Qt.AlignmentFlag.AlignRight)

    def points(self, team: int) -> list[tuple[float, float]]:
        s = self.series[team]
        return [(p.x(), p.y()) for p in s.points()]

    def refresh(self) -> None:
        m = self.model
        k = m.chart_bummerl()
        self.bummerl = k
        course = m.course(k)
        for team, s in enumerate(self.series):
            s.setName(labels.team_name(team))
            s.replace([QPointF(c[0], c[1 + team]) for c in course])
        target = m.target(k)
        goal = 0 if m.count_down else target
        last = max(1, course[-1][0])
        self.target_series.setName(
            translate("ScoreSheet", "Goal: %1").replace("%1", str(goal))
        )
        self.target_series.replace([QPointF(0, goal), QPointF(last, goal)])
        top = max([target] + [max(c[1], c[2]) for c in course])
        self.axis_x.setRange(0, last)
        self.axis_x.setTickCount(min(last, 12) + 1)
        self.axis_x.setTitleText(translate("ScoreSheet", "Deals in Bummerl %1").replace("%1", str(k + 1)))
        self.axis_y.setRange(0, top)
        self.axis_y.setTickCount(3 if self._low else (5 if top % 4 == 0 else 4))
        self.axis_y.setTitleText(translate("ScoreSheet", "Points"))
        self.setAccessibleName(self.describe())

    def describe(self) -> str:
        """The chart in words, for a screen reader (it said nothing of it, issue 42): each
        team's points after each deal of the Bummerl it shows, and the goal."""
        m = self.model
        k = m.chart_bummerl()
        course = m.course(k)
        goal = 0 if m.count_down else m.target(k)
        # "we" and "the opponents" in the sentence, not the columns' "We"/"They" (German "Ihr"
        # is heard as "you")
        return (
            translate("ScoreSheet", "The chart of Bummerl %1, the points after each deal: we %2; the opponents %3; "
                      "the goal %4.")
            .replace("%1", str(k + 1))
            .replace("%2", ", ".join(str(c[1]) for c in course))
            .replace("%3", ", ".join(str(c[2]) for c in course))
            .replace("%4", str(goal))
        )


class ScoreSheet(QWidget):
    """The score sheet's body: the table of deals and, below it, the chart."""

    def __init__(self, model: ScoreSheetModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.table = QTableView(self)
        t = self.table
        t.setModel(model)
        t.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        t.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        t.verticalHeader().setVisible(False)
        t.setWordWrap(False)
        t.horizontalHeader().setStretchLastSection(False)
        # never sideways: the columns' font gets smaller until they fit (see resizeEvent)
        t.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._px = 13
        self.chart = ScoreChart(model, self)
        self.chart.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(8)
        lay.addWidget(t, 1)
        lay.addWidget(self.chart)
        model.modelReset.connect(self._after_reset)
        self._after_reset()

    def _after_reset(self) -> None:
        t = self.table
        m = self.model
        t.clearSpans()
        for row in range(m.rowCount()):
            if m.is_bummerl_row(row):
                t.setSpan(row, 0, 1, m.columnCount())
        self._size_columns()
        t.scrollToBottom()

    def _size_columns(self) -> None:
        """Columns as wide as their contents; the room left goes to the contract."""
        t = self.table
        h = t.horizontalHeader()
        h.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        h.setSectionResizeMode(ScoreSheetModel.COL_CONTRACT, QHeaderView.ResizeMode.Stretch)

    def fit(self, u: float, max_height: int) -> None:
        """Sizes for the table's unit ``u`` within ``max_height`` pixels (never more: the
        panel's buttons lie below)."""
        px = max(11, round(u * 0.2))
        self._px = px
        self._set_table_font(px)
        row_h = round(px * 1.9)
        self.table.verticalHeader().setDefaultSectionSize(row_h)
        self.chart.set_font_px(px)
        head = self.table.horizontalHeader().sizeHint().height()
        # the table keeps two rows at least; it takes what its deals need up to almost half
        # the height, and the chart the rest (up to 3 units)
        min_table = head + 2 * row_h + 4
        rows = self.model.rowCount()
        want = head + max(2, rows) * row_h + 6
        table_h = max(min_table, min(want, int(max_height * 0.45)))
        chart_h = int(max(70, min(3.0 * u, max_height - table_h - 8)))
        self.chart.setFixedHeight(chart_h)
        # axis titles and a legend above the lines only where they leave room for the lines
        self.chart.set_titles_shown(chart_h >= 11 * px)
        room = max(min_table, max_height - chart_h - 8)
        self.table.setFixedHeight(int(min(want, room)))
        self._fit_width()
        self.table.scrollToBottom()
        self.setFixedHeight(self.table.height() + 8 + chart_h)

    def _set_table_font(self, px: int) -> None:
        f = QFont(FONT_FAMILY)
        f.setPixelSize(px)
        self.table.setFont(f)
        h = self.table.horizontalHeader()
        h.setFont(f)
        # the panel's style sheet sets the header's font weight; a later setFont alone
        # does not reach its sections
        h.setStyleSheet(f"QHeaderView::section {{ font-size: {px}px; }}")

    def _fit_width(self) -> None:
        """The columns' font as large as :meth:`fit` chose, or smaller until every column
        shows its whole contents in the table's width (a narrow window, long Russian
        headers): the sheet never scrolls sideways."""
        t = self.table
        width = t.viewport().width()
        px = self._px
        # the last resort on the narrowest tables: the dealer's and the trump's columns go
        # (the score, the contract and its result stay)
        spare = [ScoreSheetModel.COL_DEALER, ScoreSheetModel.COL_TRUMP]
        for col in spare:
            t.setColumnHidden(col, False)
        while True:
            self._set_table_font(px)
            self._size_columns()
            h = t.horizontalHeader()
            need = sum(
                max(h.sectionSizeHint(c), t.sizeHintForColumn(c))
                for c in range(self.model.columnCount()) if not t.isColumnHidden(c)
            )
            if need <= width:
                return
            if px > 9:
                px -= 1
            elif spare:
                t.setColumnHidden(spare.pop(0), True)
            else:
                return

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit_width()
