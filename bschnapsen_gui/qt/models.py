"""Qt models wrapping the engine: the human's hand, the tricks of the deal, the score sheet.

The controller refreshes them after every change; widgets read them (and their signals)
and never look into the engine themselves.  Legality and the reason for a refusal come
from the engine (``Deal.refusal_for_card``), worded by :mod:`.labels`.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from PySide6.QtCore import (
    QAbstractListModel,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QFont

from ..engine import Action, Card, Deal, Phase, Verb
from ..engine.contracts import TABLE as CONTRACTS
from ..engine.match import Match
from .i18n import labels

translate = QCoreApplication.translate

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()  # the invalid index: the parent of every row of a list or table model

CARD_ROLE = Qt.ItemDataRole.UserRole + 1  # the card's code ("H10")
LEGAL_ROLE = Qt.ItemDataRole.UserRole + 2  # True if the human may play it now
REASON_ROLE = Qt.ItemDataRole.UserRole + 3  # why not (translated), or ""




class HandModel(QAbstractListModel):
    """The cards one seat holds, with whether each may be played now and why not."""

    def __init__(self, seat: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self._cards: list[Card] = []
        self._legal: set[Card] = set()
        self._reasons: dict[Card, str] = {}
        self._deal: Deal | None = None
        self._pack = "tell"

    @property
    def cards(self) -> list[Card]:
        return list(self._cards)

    def is_legal(self, card: Card) -> bool:
        return card in self._legal

    def reason(self, card: Card) -> str:
        return self._reasons.get(card, "")

    def set_deal(self, deal: Deal, pack: str) -> None:
        self.beginResetModel()
        self._deal = deal
        self._pack = pack
        held = deal.held(self.seat)
        self._cards = sorted(held)
        self._legal = set()
        self._reasons = {}
        self.endResetModel()

    def set_options(self, deal: Deal, options: tuple[Action, ...]) -> None:
        """The human's legal actions now: cards he may play, and why the others not."""
        self._deal = deal
        legal = {a.value for a in options if a.verb is Verb.PLAY and isinstance(a.value, Card)}
        reasons: dict[Card, str] = {}
        playing = deal.phase is Phase.PLAY and deal.to_act == self.seat
        if playing:
            for c in self._cards:
                if c not in legal:
                    r = deal.refusal_for_card(self.seat, c)
                    if r is not None:
                        reasons[c] = labels.refusal_text(r, self._pack)
        self._legal = {c for c in legal if isinstance(c, Card)}
        self._reasons = reasons
        if self._cards:
            self.dataChanged.emit(self.index(0), self.index(len(self._cards) - 1))

    # Qt model API

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._cards)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._cards):
            return None
        card = self._cards[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return labels.card_name(card, self._pack)
        if role == CARD_ROLE:
            return str(card)
        if role == LEGAL_ROLE:
            return card in self._legal
        if role in (REASON_ROLE, Qt.ItemDataRole.ToolTipRole):
            return self._reasons.get(card, "")
        return None


class TrickModel(QAbstractTableModel):
    """The tricks of the deal: one row per trick, a column per seat, winner and Augen."""

    COLUMNS = 7  # number, four seats, winner, Augen

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[int, dict[int, Card], int | None, int]] = []
        self._pack = "tell"

    def set_deal(self, deal: Deal, pack: str) -> None:
        self.beginResetModel()
        self._pack = pack
        self._rows = [
            (t.leader, dict(zip(t.seats, t.cards)), t.winner, t.augen) for t in deal.tricks
        ]
        self.endResetModel()

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        if section == 0:
            return translate("Models", "Trick")
        if 1 <= section <= 4:
            return labels.seat_name(section - 1)
        if section == 5:
            return translate("Models", "Winner")
        return translate("Models", "Card points")

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        leader, cards, winner, augen = self._rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                return str(index.row() + 1)
            if 1 <= col <= 4:
                c = cards.get(col - 1)
                return labels.card_name(c, self._pack) if c is not None else ""
            if col == 5:
                return labels.seat_name(winner) if winner is not None else ""
            return str(augen) if winner is not None else ""
        if role == Qt.ItemDataRole.FontRole and 1 <= col <= 4 and col - 1 == leader:
            f = QFont()
            f.setBold(True)
            return f
        return None


class _DealRow(NamedTuple):  # a tuple: a match of 89,000 deals makes its rows in a blink
    number: int
    record: int  # index into ``Match.records``
    bummerl: int
    dealer: int
    trump: Any
    contract: Any
    declarer: int | None
    kontra: int
    reason: Any
    winner: int | None
    points: int
    totals: tuple[int, int]  # Punkte of each team in its Bummerl after this deal


class _BummerlRow(NamedTuple):
    bummerl: int
    winner: int | None  # None: given up (a new Bummerl was started)
    marks: int
    points: tuple[int, int] = (0, 0)


class ScoreSheetModel(QAbstractTableModel):
    """Every deal of the match, Bummerl by Bummerl, with running Punkte per team.

    The running columns count up from 0, or down from the target when the rule set's
    ``count_down`` says so (display only, docs/rules.md §11).  A row closes every finished
    (or given-up) Bummerl.  :meth:`course` gives the running columns of one Bummerl for
    the chart.
    """

    COL_DEAL, COL_DEALER, COL_TRUMP, COL_CONTRACT, COL_DECLARER, COL_KONTRA = range(6)
    COL_RESULT, COL_PUNKTE, COL_WE, COL_THEY = range(6, 10)
    COLUMNS = 10

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._built: list[_DealRow | _BummerlRow] = []
        self._match: Match | None = None  # the rows are made from it when first asked for
        self._pack = "tell"
        self._targets: list[int] = []
        self.count_down = False
        self.points: tuple[int, int] = (0, 0)
        self.marks: tuple[int, int] = (0, 0)
        self.current_bummerl = 0

    def set_match(self, match: Match, pack: str) -> None:
        """Show ``match``: its rows are made when they are first asked for (a long match's
        rows are not made for a window that never shows its score sheet)."""
        self.beginResetModel()
        self._pack = pack
        self.count_down = match.rules.count_down
        self._targets = [b.target for b in match.bummerl]
        self._match = match
        self.points = match.points
        self.marks = match.bummerl_marks
        self.current_bummerl = len(match.bummerl) - 1
        self.endResetModel()

    @property
    def _rows(self) -> list[_DealRow | _BummerlRow]:
        if self._match is not None:
            self._built = self._make_rows(self._match)
            self._match = None
        return self._built

    @staticmethod
    def _make_rows(match: Match) -> list[_DealRow | _BummerlRow]:
        rows: list[_DealRow | _BummerlRow] = []
        totals = [0, 0]
        current = 0

        def close(k: int) -> None:
            b = match.bummerl[k]
            if b.winner is not None:
                rows.append(_BummerlRow(k, b.winner, b.marks, (b.points[0], b.points[1])))
            elif b.abandoned:  # given up after deals of its own (close() comes after its rows)
                rows.append(_BummerlRow(k, None, 0, (b.points[0], b.points[1])))

        for n, rec in enumerate(match.records):
            if rec.bummerl != current:
                close(current)
                current = rec.bummerl
                totals = [0, 0]
            info = rec.info  # recorded with the deal (a saved one: as its entry says), never replayed here
            res = rec.result
            if res.winner is not None:
                totals[res.winner] += res.points
            rows.append(
                _DealRow(
                    n + 1,
                    n,
                    rec.bummerl,
                    rec.dealer,
                    info[0],
                    info[1],
                    info[2],
                    info[3],
                    res.reason,
                    res.winner,
                    res.points,
                    (totals[0], totals[1]),
                )
            )
        if match.records:
            close(current)
        return rows

    # -- for the chart and the viewer ------------------------------------------------

    def display(self, bummerl: int, punkte: int) -> int:
        """What the running column shows for ``punkte`` in Bummerl ``bummerl``."""
        if not self.count_down:
            return punkte
        target = self._targets[bummerl] if 0 <= bummerl < len(self._targets) else 24
        return max(0, target - punkte)

    def target(self, bummerl: int) -> int:
        return self._targets[bummerl] if 0 <= bummerl < len(self._targets) else 24

    def chart_bummerl(self) -> int:
        """The Bummerl the chart shows: the running one, or the last with deals."""
        deals = [r.bummerl for r in self._rows if isinstance(r, _DealRow)]
        if not deals or deals[-1] == self.current_bummerl:
            return self.current_bummerl
        if any(isinstance(r, _DealRow) and r.bummerl == self.current_bummerl for r in self._rows):
            return self.current_bummerl
        return deals[-1]

    def course(self, bummerl: int) -> list[tuple[int, int, int]]:
        """(deal number, shown value for us, shown value for them) after each deal of
        Bummerl ``bummerl``, starting with (0, start, start)."""
        start = self.display(bummerl, 0)
        out = [(0, start, start)]
        k = 0
        for r in self._rows:
            if isinstance(r, _DealRow) and r.bummerl == bummerl:
                k += 1
                out.append((k, self.display(bummerl, r.totals[0]), self.display(bummerl, r.totals[1])))
        return out

    def record_of_row(self, row: int) -> int | None:
        """The index into ``Match.records`` of a deal row (None for a Bummerl row)."""
        r = self._rows[row] if 0 <= row < len(self._rows) else None
        return r.record if isinstance(r, _DealRow) else None

    # -- Qt model API ----------------------------------------------------------------

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else self.COLUMNS

    def _spoken(self, index: Index) -> str | None:
        """A cell as a screen reader says it: with its column's heading, an empty cell or a
        dash as "none" (a row was read without its headings, and an empty Kontra cell was
        skipped, issue 42); a Bummerl's closing row by its text alone."""
        shown = self.data(index, Qt.ItemDataRole.DisplayRole)
        if isinstance(self._rows[index.row()], _BummerlRow):
            return shown if isinstance(shown, str) else None
        value = shown if isinstance(shown, str) and shown not in ("", "–") else translate("Models", "none")
        return translate("Models", "%1: %2", "a score sheet cell for a screen reader: its column, its value").replace(
            "%1", str(self.headerData(index.column(), Qt.Orientation.Horizontal))).replace("%2", value)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        names = (
            translate("Models", "Deal"),
            translate("Models", "Dealer"),
            translate("Models", "Trump"),
            translate("Models", "Contract"),
            translate("Models", "Declarer"),
            translate("Models", "Kontra"),
            translate("Models", "Result"),
            translate("Models", "Points"),
            labels.team_name(0),
            labels.team_name(1),
        )
        return names[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self._spoken(index)
        row = self._rows[index.row()]
        col = index.column()
        if isinstance(row, _BummerlRow):
            if role == Qt.ItemDataRole.DisplayRole:
                if col == 0:
                    # whole sentences per team ("We"/"They" decline differently)
                    if row.winner is None:
                        text = translate("Models", "Bummerl %1 given up at %2 : %3")
                        return (
                            text.replace("%1", str(row.bummerl + 1))
                            .replace("%2", str(row.points[0]))
                            .replace("%3", str(row.points[1]))
                        )
                    if row.winner == 0:
                        text = translate("Models", labels.BUMMERL_WON_BY_US, None, row.marks)
                    else:
                        text = translate("Models", labels.BUMMERL_WON_BY_THEM, None, row.marks)
                    return text.replace("%1", str(row.bummerl + 1))
                return None
            if role == Qt.ItemDataRole.FontRole:
                f = QFont()
                f.setBold(True)
                return f
            if role == Qt.ItemDataRole.BackgroundRole:
                return QColor("#efe6c8")
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (self.COL_DEAL, self.COL_WE, self.COL_THEY):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and col in (self.COL_WE, self.COL_THEY):
            if row.winner == col - self.COL_WE:
                f = QFont()
                f.setBold(True)
                return f
            return None
        if role == Qt.ItemDataRole.ForegroundRole and col == self.COL_PUNKTE and row.winner is not None:
            return QColor("#1f6238") if row.winner == 0 else QColor("#b3261e")
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if col == self.COL_DEAL:
            return str(row.number)
        if col == self.COL_DEALER:
            return labels.seat_name(row.dealer)
        if col == self.COL_TRUMP:
            # Bettler, Gang, Zehnergang ... have no trump: the called suit does not count
            has_trump = row.contract is None or CONTRACTS[row.contract].trump
            return labels.suit_name(row.trump, self._pack) if row.trump is not None and has_trump else "–"
        if col == self.COL_CONTRACT:
            return labels.contract_name(row.contract) if row.contract is not None else "–"
        if col == self.COL_DECLARER:
            return labels.seat_name(row.declarer) if row.declarer is not None else "–"
        if col == self.COL_KONTRA:
            return labels.kontra_name(row.kontra) if row.kontra else ""
        if col == self.COL_RESULT:
            return labels.reason_name(row.reason)
        if col == self.COL_PUNKTE:
            if row.winner is None:
                return ""
            if row.winner == 0:
                return translate("Models", "+%1 for us").replace("%1", str(row.points))
            return translate("Models", "+%1 for them").replace("%1", str(row.points))
        if col == self.COL_WE:
            return str(self.display(row.bummerl, row.totals[0]))
        return str(self.display(row.bummerl, row.totals[1]))

    def is_bummerl_row(self, row: int) -> bool:
        return isinstance(self._rows[row], _BummerlRow)
