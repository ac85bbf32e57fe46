"""The statistics dialog: Bummerl won and lost, and deals by contract with success rates,
as a table and as a chart; resettable after a question."""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCharts import QBarCategoryAxis, QBarSet, QChart, QChartView, QHorizontalBarSeries, QValueAxis
from PySide6.QtCore import QCoreApplication, QDate, QEvent, QLocale, QMargins, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QRadioButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...storage.stats import Stats
from ..i18n import labels
from ..panels.scoresheet import INK, PAPER, THEY_COLOR, WE_COLOR
from ..widgets.parts import dress_dialog, title_label

translate = QCoreApplication.translate


def rate_text(played: int, won: int) -> str:
    """"2 / 3 (67 %)" — won of played, with the success rate."""
    if not played:
        return "–"
    pct = round(100 * won / played)
    return (
        translate("Statistics", "%1 / %2 (%3 %)")
        .replace("%1", str(won))
        .replace("%2", str(played))
        .replace("%3", str(pct))
    )



def _local_date(iso: str) -> str:
    """A stored ISO date ("2026-11-29") as the player's language writes it (29.11.2026)."""
    date = QDate.fromString(iso, Qt.DateFormat.ISODate)
    return QLocale().toString(date, QLocale.FormatType.ShortFormat) if date.isValid() else iso


class StatsDialog(QDialog):
    def __init__(self, stats: Stats, problem: str, reset: Callable[[], bool], parent: QWidget | None = None,
                 friends: Stats | None = None) -> None:
        """``friends``: the statistics of the tables with friends, counted apart (a switch
        above the totals shows them instead)."""
        super().__init__(parent)
        f = dress_dialog(self, "statsDialog")
        self.own = self.stats = stats
        self.friends = friends
        self.problem = problem
        self._reset = reset
        root = QVBoxLayout(self)
        root.setContentsMargins(18, 16, 18, 14)
        root.setSpacing(10)
        head = QHBoxLayout()
        self.title = title_label(self, f)
        self.since = QLabel(self)
        self.since.setObjectName("explain")
        head.addWidget(self.title)
        head.addStretch(1)
        head.addWidget(self.since)
        root.addLayout(head)
        which = QHBoxLayout()
        self.own_button = QRadioButton(self)
        self.friends_button = QRadioButton(self)
        self.own_button.setChecked(True)
        self.own_button.toggled.connect(self._switch)
        which.addWidget(self.own_button)
        which.addWidget(self.friends_button)
        which.addStretch(1)
        self.which = QWidget(self)
        self.which.setLayout(which)
        which.setContentsMargins(0, 0, 0, 0)
        self.which.setVisible(friends is not None)
        root.addWidget(self.which)
        self.warning = QLabel(self)
        self.warning.setObjectName("warning")
        self.warning.setWordWrap(True)
        self.warning.setTextFormat(Qt.TextFormat.PlainText)  # it quotes a file name
        root.addWidget(self.warning)
        self.totals = QLabel(self)
        self.totals.setTextFormat(Qt.TextFormat.RichText)
        big = QFont(f)
        big.setPixelSize(15)
        self.totals.setFont(big)
        root.addWidget(self.totals)
        self.table = QTableWidget(self)
        self.table.setColumnCount(5)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        h = self.table.horizontalHeader()
        h.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        h.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        root.addWidget(self.table, 1)
        self.chart = QChart()
        self.chart.setBackgroundBrush(QBrush(PAPER))
        self.chart.setBackgroundRoundness(6)
        self.chart.setBackgroundPen(QPen(Qt.PenStyle.NoPen))
        self.chart.setMargins(QMargins(4, 4, 10, 4))
        self.chart.legend().setAlignment(Qt.AlignmentFlag.AlignTop)
        self.chart.legend().setLabelColor(INK)
        self.chart.legend().setFont(f)
        self.chart_view = QChartView(self.chart, self)
        self.chart_view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.chart_view.setStyleSheet("background: transparent;")
        self.chart_view.setMinimumHeight(230)
        root.addWidget(self.chart_view, 1)
        self.empty = QLabel(self)
        self.empty.setObjectName("explain")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        root.addWidget(self.empty, 1)  # when nothing is counted it takes the room (the rest stays on top)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.reset_button = QPushButton(self)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.setAutoDefault(False)
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setDefault(True)
            close.setFocus()
        self.reset_button.clicked.connect(self.reset)
        self.buttons.rejected.connect(self.reject)
        root.addWidget(self.buttons)
        self.resize(720, 640)
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)

    def _switch(self) -> None:
        """Your own games, or the tables with friends."""
        mine = self.own_button.isChecked() or self.friends is None
        self.stats = self.own if mine else self.friends  # type: ignore[assignment]
        self.refresh()

    def reset(self) -> None:
        if self._reset():
            self.problem = ""
            self.refresh()

    def refresh(self) -> None:
        s = self.stats
        self.setWindowTitle(translate("Statistics", "Statistics"))
        self.title.setText(translate("Statistics", "Statistics"))
        self.since.setText(translate("Statistics", "Counted since %1").replace("%1", _local_date(s.since)))
        self.reset_button.setText(translate("Statistics", "Reset…"))
        self.own_button.setText(translate("Statistics", "Your own games"))
        self.friends_button.setText(translate("Statistics", "At tables with friends"))
        self.warning.setText(self.problem)
        self.warning.setVisible(bool(self.problem))
        total = s.bummerl_won + s.bummerl_lost
        pct = round(100 * s.bummerl_won / total) if total else 0
        line1 = (
            translate("Statistics", "Bummerl won: %1 · lost: %2 · %3 % won")
            .replace("%1", str(s.bummerl_won)).replace("%2", str(s.bummerl_lost)).replace("%3", str(pct))
        )
        line2 = (
            translate("Statistics", "Won with Schneider: %1 · lost with Schneider: %2")
            .replace("%1", str(s.won_schneider)).replace("%2", str(s.lost_schneider))
        )
        line3 = translate("Statistics", "Deals played: %1 · dealt again: %2").replace(
            "%1", str(s.deals)).replace("%2", str(s.redeals))
        # deals with moves taken back: apart, in none of the figures above or below
        line4 = translate("Statistics", "Deals with moves taken back (counted apart, not above or below): %1").replace(
            "%1", str(s.taken_back))
        self.totals.setText(
            f"<b>{html.escape(line1)}</b><br><span style='color:#cfe3d2'>{html.escape(line2)}<br>"
            f"{html.escape(line3)}<br>{html.escape(line4)}</span>"
        )
        # the table: one row per contract played
        t = self.table
        t.setHorizontalHeaderLabels([
            translate("Statistics", "Contract"),
            translate("Statistics", "You"),
            translate("Statistics", "Your partner"),
            translate("Statistics", "Our team"),
            translate("Statistics", "Opponents"),
        ])
        played = s.contracts_played()
        t.setRowCount(len(played))
        for row, c in enumerate(played):
            cells = [
                labels.contract_name(c),
                rate_text(*s.played(c, "you")),
                rate_text(*s.played(c, "partner")),
                rate_text(*s.team(c, True)),
                rate_text(*s.team(c, False)),
            ]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if col == 3:
                    item.setForeground(QColor(WE_COLOR))
                elif col == 4:
                    item.setForeground(QColor(THEY_COLOR))
                t.setItem(row, col, item)
        t.resizeColumnsToContents()
        self._chart(played)
        has = bool(played)
        t.setVisible(has)
        self.chart_view.setVisible(has)
        self.empty.setText(translate("Statistics", "No deal has been counted yet."))
        self.empty.setVisible(not has)

    def _chart(self, played: list[str]) -> None:
        c = self.chart
        c.removeAllSeries()
        for axis in c.axes():
            c.removeAxis(axis)
        s = self.stats
        c.setTitle(translate("Statistics", "Contracts won, in percent of those played"))
        c.setTitleBrush(QBrush(INK))
        series = QHorizontalBarSeries()
        ours = QBarSet(translate("Statistics", "Our team"))
        theirs = QBarSet(translate("Statistics", "Opponents"))
        ours.setColor(QColor(WE_COLOR))
        theirs.setColor(QColor(THEY_COLOR))
        names = []
        for contract in reversed(played):  # the lowest contract at the top
            names.append(labels.contract_name(contract))
            for bar, mine in ((ours, True), (theirs, False)):
                p, w = s.team(contract, mine)
                bar.append(100.0 * w / p if p else 0.0)
        series.append(ours)
        series.append(theirs)
        c.addSeries(series)
        y = QBarCategoryAxis()
        y.append(names)
        y.setLabelsColor(INK)
        x = QValueAxis()
        x.setRange(0, 100)
        x.setTickCount(6)
        x.setLabelFormat("%d %%")
        x.setLabelsColor(INK)
        x.setGridLineColor(QColor("#d8d2c0"))
        c.addAxis(y, Qt.AlignmentFlag.AlignLeft)
        c.addAxis(x, Qt.AlignmentFlag.AlignBottom)
        series.attachAxis(x)
        series.attachAxis(y)
        self.bars = (ours, theirs)
