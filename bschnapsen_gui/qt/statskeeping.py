"""Keeping the statistics: every deal the human finished and every Bummerl, counted into
``storage.stats`` and saved at once (only for a real game: not for the smoke runs, not
while the computers play alone).  The deals at a table with friends are counted apart
(:attr:`StatsKeeper.friends`, its own file)."""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..engine import HUMAN, Deal
from ..storage.stats import Stats, load_stats, save_stats
from .controller import GameController, TakenBack
from .i18n.filewords import broken_details, is_news, save_failure_reason

translate = QCoreApplication.translate


class StatsKeeper(QObject):
    """Counts the controller's finished deals and Bummerl into :attr:`stats`.

    ``saveFailed(text)``: the statistics could not be saved (said once until a save works
    again); the window shows it in the status line, as for the game and the settings.
    """

    saveFailed = Signal(str)

    def __init__(self, controller: GameController, persist: bool, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.persist = persist  # read and write the statistics file
        self.stats, broken = load_stats() if persist else (Stats(), None)
        self.problem = ""  # what was wrong with the statistics file, shown once
        if broken is not None:
            if broken.kept_as is not None:
                self.problem = translate(
                    "Statistics",
                    "The statistics file could not be read; it was kept as %1. The statistics start fresh.",
                ).replace("%1", str(broken.kept_as))
            else:
                self.problem = translate(
                    "Statistics", "The statistics file could not be read. The statistics start fresh.")
            self.problem = " ".join([self.problem, *broken_details(broken)])
            print(f"bauernschnapsen: statistics: {broken}", file=sys.stderr)
        self._friends: Stats | None = None  # read at the first deal with friends (or the dialog)
        controller.dealFinished.connect(self.count_deal)
        controller.bummerlFinished.connect(self.count_bummerl)
        controller.takenBack.connect(self.taken_back)

    @property
    def friends(self) -> Stats:
        """The statistics of the tables with friends (a file that cannot be read starts
        them afresh; said on standard error, the game's own statistics are what counts)."""
        if self._friends is None:
            if self.persist:
                self._friends, broken = load_stats(friends=True)
                if broken is not None:
                    print(f"bauernschnapsen: statistics with friends: {broken}", file=sys.stderr)
            else:
                self._friends = Stats()
        return self._friends

    def _book(self) -> Stats:
        return self.friends if self.controller.shared else self.stats

    def problem_told(self) -> None:
        """The player has seen :attr:`problem`: it is said once."""
        self.problem = ""

    def _counting(self) -> bool:
        c = self.controller
        return self.persist and HUMAN in c.human_seats and not c.auto_next_deal

    def count_deal(self, deal: Deal) -> None:
        """Count ``deal`` (the match's last record) once; the same deal again is not counted."""
        m = self.controller.match
        if (not self._counting() or self.controller.practice or not m.records
                or m.records[-1].log.actions != deal.history):
            return  # a practice deal counts nowhere
        table = self.controller.table
        if table is not None and not table.played_whole():
            return  # joined late or away for a while: not the player's deal to count
        number = m.records[-1].number
        if self._book().record_deal(deal, f"{m.seed}:{number}", taken_back=m.taken_back(number) > 0):
            self.save(self.controller.shared)

    def taken_back(self, reopened: TakenBack | None) -> None:
        """Moves were taken back; if the match's finished deal was reopened, what was counted
        of it (and of the Bummerl it closed) is forgotten: it is counted when it ends again."""
        if reopened is None or not self._counting() or self.controller.shared:
            return
        if self.stats.forget_deal(reopened.deal, reopened.key, reopened.apart):
            if reopened.closed is not None:
                self.stats.forget_bummerl(*reopened.closed)
            self.save()

    def count_bummerl(self, winner: int, marks: int) -> None:
        if self._counting():
            self._book().record_bummerl(winner, marks)
            self.save(self.controller.shared)

    def reset(self) -> None:
        """Forget everything counted (the same :attr:`stats` object, emptied) and save."""
        for book, friends in ((self.stats, False), (self.friends, True)):
            book.__dict__.update(Stats().__dict__)
            if self.persist:
                self.save(friends)
        self.problem = ""

    def save(self, friends: bool = False) -> None:
        try:
            save_stats(self.friends if friends else self.stats, friends)
        except OSError as exc:
            if is_news(exc):
                print(f"bauernschnapsen: could not save the statistics: {exc}", file=sys.stderr)
                self.saveFailed.emit(translate("Statistics", "The statistics could not be saved: %1").replace(
                    "%1", save_failure_reason(exc)))
