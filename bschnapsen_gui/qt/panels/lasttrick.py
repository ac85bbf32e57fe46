"""The last trick (L): the previous trick's cards, who played them and who took it, in the
table's overlay.  An :class:`~..table.view.Overlay` of the view: Esc or L close it."""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ...engine import events as E
from ..commands import Command, PanelKind
from ..controller import GameController
from ..i18n import labels
from ..i18n.dealwords import last_trick
from ..table.cards import Art
from ..table.view import TableView
from ..widgets.parts import CardStrip, Shown
from .toggled import ToggledPanel

translate = QCoreApplication.translate


class TrickBody(QWidget):
    """The last trick's body on the panel: the cards with the players' names."""

    def __init__(self, strip: CardStrip, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.strip = strip
        strip.setParent(self)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(strip)

    def fit(self, u: float, max_height: int) -> None:
        w = int(min(1.45 * u, max_height / 2.2))
        self.strip.set_card_width(w)
        self.setFixedHeight(self.strip.sizeHint().height())


class LastTrickPanel(ToggledPanel):
    """Shows the deal's last trick in ``view``'s overlay and keeps it current (a child of
    the view: it goes with it)."""

    kind = PanelKind.LAST_TRICK
    width = 8.5

    def __init__(self, controller: GameController, view: TableView, art: Art, pack: Callable[[], str]) -> None:
        self.art = art
        self.pack = pack
        self.strip: CardStrip | None = None  # made when first shown
        self._body: TrickBody | None = None
        super().__init__(controller, view)

    def show(self) -> None:
        deal = self.controller.deal
        t = last_trick(deal)
        if self.strip is None:
            self.strip = CardStrip(self.art)
            self._body = TrickBody(self.strip)
        assert self._body is not None
        close = [(translate("LastTrick", "Close"), Command.CLOSE)]
        if t is None or t.winner is None:
            self.view.show_notice(
                self.kind,
                translate("LastTrick", "Last trick"),
                html.escape(translate("LastTrick", "No trick has been taken in this deal yet.")),
                close,
            )
            return
        names = self.controller.seat_names()  # at a shared table the people by their names
        self.strip.set_cards([Shown(str(c), names[s] or labels.seat_name(s), s == t.winner)
                              for s, c in zip(t.seats, t.cards)])
        text = labels.event_text(E.TrickTaken(t.winner, tuple(t.cards), t.augen), self.pack(), names) or ""
        # what the strip shows, for a screen reader: each card as its news said it, then who took them
        played = [labels.event_text(E.CardPlayed(s, c), self.pack(), names) or "" for s, c in zip(t.seats, t.cards)]
        number = deal.tricks.index(t) + 1
        self.view.overlay.show_content(
            self.kind,
            translate("LastTrick", "Trick %1").replace("%1", str(number)),
            html.escape(text),
            close,
            hint=translate("LastTrick", "L or Esc close"),
            primary=0,
            body=self._body,
            spoken=" ".join([*played, text]),
        )
        self.view.place_panels()

    def _on_applied(self, action: object, events: tuple[E.Event, ...]) -> None:
        if self.shown and any(isinstance(e, E.TrickTaken) for e in events):
            self.show()

