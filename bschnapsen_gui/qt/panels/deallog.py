"""The deal log (D): the deal so far in words, one sentence per line (:mod:`..i18n.dealwords`),
in the table's overlay.  An :class:`~..table.view.Overlay` of the view: Esc or D close it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from ...engine import HUMAN, Deal
from ...engine import events as E
from ...engine.log import DealLog
from ..commands import Command, PanelKind
from ..controller import GameController
from ..i18n.dealwords import Line, deal_lines
from ..table.view import TableView
from ..widgets.parts import SentenceList
from .toggled import ToggledPanel

translate = QCoreApplication.translate


class LogBody(SentenceList):
    """The deal log's body on the panel."""


class DealLogPanel(ToggledPanel):
    """Shows the deal in words in ``view``'s overlay and adds each action as it comes (a
    child of the view: it goes with it)."""

    kind = PanelKind.DEAL_LOG
    width = 11.0

    def __init__(self, controller: GameController, view: TableView, pack: Callable[[], str]) -> None:
        self.pack = pack
        self.body: LogBody | None = None  # made when first shown
        super().__init__(controller, view)

    def lines(self, deal: Deal | None = None) -> list[Line]:
        """The shown deal in words; the forcing rule only for the human's own cards
        until the deal is over (it tells something about the cards a player kept)."""
        d = deal or self.controller.deal
        open_seats = None if d.finished else {HUMAN}
        return deal_lines(DealLog.from_deal(d), self.pack(), open_seats)

    def sentences(self, deal: Deal | None = None) -> list[str]:
        return [line.text for line in self.lines(deal)]

    def _fill(self) -> None:
        assert self.body is not None
        lines = self.lines()
        self.body.set_lines([x.text for x in lines], [i for i, x in enumerate(lines) if x.kind in ("trick", "end")])

    def show(self) -> None:
        if self.body is None:
            self.body = LogBody()
        self._fill()
        self.view.overlay.show_content(
            self.kind,
            translate("DealLog", "The deal in words"),
            "",
            self._buttons(),
            hint=translate("DealLog", "D or Esc close"),
            primary=0,
            body=self.body,
            # the sentences, said with the first button: a screen reader found them only by
            # its flat review (issue 42)
            spoken=" ".join(self.sentences()),
        )
        self.view.place_panels()

    def _buttons(self) -> list[tuple[str, Command]]:
        buttons = [(translate("DealLog", "Close"), Command.CLOSE)]
        if self.controller.can_practise():  # not at a shared table, not in a lesson
            # after Close, which stays the first and chosen one: Enter never starts a practice by accident
            buttons.append((translate("DealLog", "Play this deal again"), Command.PLAY_AGAIN))
        return buttons

    def _on_applied(self, action: object, events: tuple[E.Event, ...]) -> None:
        if self.shown and self.body is not None:
            self._fill()

