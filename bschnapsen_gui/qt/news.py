"""What the window says of play: the status line, and the same news for a screen reader.

Each action's events are said in order (``TableView.access.say``) and the last one that has
words stays on the status line; a refusal is said at once and shown in red; the human's turn
is a question ("Your turn: play a card.") on both, and at his card which one Enter plays.  The
status line keeps how to word its text anew, so a language switch re-words it in place.  The
words are the labels' (``i18n/labels.py``); this module decides only when each is said.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from ..engine import HUMAN, Action
from ..engine import events as E
from ..engine.actions import PASS
from ..engine.errors import Refusal
from ..storage.settings import Settings
from .controller import GameController
from .i18n import labels
from .widgets.parts import StatusLabel

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from .table.view import TableView

translate = QCoreApplication.translate


class News(QObject):
    """The window's status line (``label``) and its news to a screen reader.

    Made before the table view: the question of the human's turn is said before the view
    gives the keys (and a screen reader's focus) to a panel's button or the hand; then
    :meth:`attach` hands it the view, and the card Enter plays is said after the view's
    table has chosen it."""

    def __init__(self, controller: GameController, settings: Settings, parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self.label = StatusLabel(parent)  # plain text; a long one ends in "…", whole in its tooltip
        self.label.setContentsMargins(8, 2, 8, 2)
        self._view: TableView | None = None
        self._is_refusal = False
        self._again: Callable[[], str] | None = None
        self.taken_back = False  # a take-back was made: the next prompt begins "Taken back."
        controller.humanOptions.connect(self.say_prompt)

    def attach(self, view: TableView) -> None:
        """The table view is made: the news follows the controller from now on."""
        self._view = view
        c = self.controller
        c.humanOptions.connect(self._say_chosen_card)
        c.humanOptions.connect(self._on_options)
        c.actionApplied.connect(self._on_applied)
        c.refused.connect(self._on_refused)
        c.matchReset.connect(self.show_prompt)

    @property
    def view(self) -> TableView:
        assert self._view is not None, "attach() the view first"
        return self._view

    def show(self, text: str, refusal: bool = False, again: Callable[[], str] | None = None) -> None:
        """Show ``text``; ``again`` words it anew after a language switch (without it, the
        switch replaces the text by the prompt for the human's turn, if any)."""
        self._is_refusal = refusal
        self._again = again
        self.label.setText(text)
        self.label.setStyleSheet("color: #b3261e; font-weight: bold;" if refusal else "")

    def show_prompt(self) -> None:
        """The status line asks what the game asks now, or says nothing (a deal shown afresh
        no longer says what ended the last one, "… 3 points"; a lesson's words leave with it)."""
        self.show(self.prompt_text() or "", again=self._prompt_or_empty)

    def retranslate(self) -> None:
        again = self._again
        if again is not None:
            self.label.setText(again())
            return
        self.label.setText(self.prompt_text() or "")
        self.label.setStyleSheet("")

    def prompt_text(self) -> str | None:
        """What the status line asks of the human now (None: nothing)."""
        deal = self.controller.deal
        options = self.controller.human_options
        if not options or deal.finished:
            return None
        if deal.to_act != HUMAN:
            return translate("MainWindow", "Your team took the trick: you may say Genug now.")
        pack = self.settings.pack
        if deal.marriage_pending is not None:
            if labels.tell_pack(pack):
                prompt = translate("MainWindow", "Lead the King or the Ober of %1.")
            else:
                prompt = translate("MainWindow", "Lead the King or the Queen of %1.")
            return prompt.replace("%1", labels.suit_name(deal.marriage_pending, pack))
        phase = deal.phase.value
        if phase == "play":
            return translate("MainWindow", "Your turn: play a card.")
        if phase == "trump":
            return translate("MainWindow", "Your turn: name trump.")
        if phase == "auction":
            if PASS[HUMAN] not in options:  # the Rufer's first announcement: he may not pass
                return translate("MainWindow", "Your turn: announce a contract.")
            return translate("MainWindow", "Your turn: announce a contract or pass.")
        if phase == "double":  # the same words as the panel's "Say Kontra?"
            return {
                1: translate("MainWindow", "Your turn: say Kontra or not."),
                2: translate("MainWindow", "Your turn: say Re or not."),
                3: translate("MainWindow", "Your turn: say Sub or not."),
            }.get(deal.kontra_level + 1, "")
        return None

    def _prompt_or_empty(self) -> str:
        return self.prompt_text() or ""

    def say_prompt(self, options: tuple[Action, ...]) -> None:
        """The question of the human's turn, for a screen reader; after Ctrl+Z it begins as the
        status line does, "Taken back." (this runs before _on_options, which ends the mark)."""
        if options and self._view is not None:
            text = self.prompt_text() or ""
            if text and self.taken_back:
                text = translate("MainWindow", "Taken back. %1").replace("%1", text)
            self.view.access.say(text)

    def _say_chosen_card(self, options: tuple[Action, ...]) -> None:
        """At the player's card: which one Enter plays, for a screen reader (the table shows
        it raised; the news said only "Your turn: play a card.", issue 42)."""
        table = self.view.table
        if not options or not table.input_enabled or table.selected is None:
            return
        cards = table.hand_cards(HUMAN)
        if table.selected < len(cards):
            self.view.access.say(translate("MainWindow", "Enter plays %1.").replace(
                "%1", labels.card_name(cards[table.selected], self.settings.pack)))

    def _on_options(self, options: tuple[Action, ...]) -> None:
        if options and not self._is_refusal:
            text = self.prompt_text()
            if text:
                if self.taken_back:
                    text = translate("MainWindow", "Taken back. %1").replace("%1", text)
                    self.taken_back = False
                self.show(text, again=self._prompt_or_empty)
        self._is_refusal = False

    def _dealt_news(self, event: E.Event) -> str:
        """The player's cards of a round of the deal, for a screen reader: the table shows
        them as they land, and the news named none (issue 42)."""
        mine = self.controller.deal.dealt[HUMAN]
        if isinstance(event, E.FirstRoundDealt):
            text = translate("MainWindow", "Your first three cards: %1.")
            cards = mine[:3]
        elif isinstance(event, E.SecondRoundDealt):
            text = translate("MainWindow", "Your two more cards: %1.")
            cards = mine[3:]
        else:
            return ""
        return text.replace("%1", labels.card_list(sorted(cards), self.settings.pack))

    def _on_applied(self, action: Action | None, events: tuple[E.Event, ...]) -> None:
        pack = self.settings.pack
        names = self.controller.seat_names()  # at a shared table: "Bernd takes the trick"
        for ev in events:  # every event, in order, for a screen reader
            said = labels.event_text(ev, pack, names) or self._dealt_news(ev)
            if said:
                self.view.access.say(said)
        for ev in reversed(events):
            text = labels.event_text(ev, pack, names)
            if text:
                def again(event: E.Event = ev) -> str:
                    return labels.event_text(event, self.settings.pack, names) or ""

                self.show(text, again=again)
                return

    def _on_refused(self, refusal: Refusal) -> None:
        def text() -> str:
            return labels.refusal_text(refusal, self.settings.pack)

        self.view.access.say(text(), now=True)
        self.show(text(), True, again=text)
