"""The computer's help for the player: a hint for the decision at hand (H) and the review
of a finished deal shown in the summary.

Both think in the thinking process, as the computer players do (``ai/process.py``'s
``HintQuestion`` and ``ReviewQuestion``, each through a :class:`~.tasks.TaskRunner` which
this module alone starts, :meth:`Assist._start`): a hint from the human's
:class:`~bschnapsen_gui.engine.view.SeatView` only, the review from a snapshot of the deal
log.  A hint is shown in the status line and by choosing the card or button (Enter then
confirms it); the review fills the summary's :class:`~.panels.summary.SummaryBody`.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from ..ai.process import Failure, HintQuestion, ReviewQuestion
from ..engine import HUMAN, Action, Deal, Verb
from ..engine.log import DealLog
from ..engine.view import SeatView
from .commands import PanelKind
from .controller import GameController
from .i18n import labels
from .panels.summary import SummaryBody
from .table.view import TableView
from .tasks import TaskRunner

translate = QCoreApplication.translate

HINT_SECONDS = 2.5  # the longest a hint may think
ANALYSIS_SECONDS = 0.15  # per decision of the after-deal review
ANALYSIS_DEADLINE = 10.0  # the whole review

ShowStatus = Callable[[str, bool], None]  # the window's status line: text, is it a refusal


class _NoPlay:
    """The review of a deal without play (a shown contract, a redeal)."""

    def __init__(self, deal: Deal) -> None:
        res = deal.result
        self.open_cards_a = None
        self.result_a = 0 if res is None or res.winner is None else (res.points if res.winner == 0 else -res.points)
        self.decisions: list[Any] = []


def hint_for(view: SeatView, seed: int = 0, cancel: Callable[[], bool] | None = None) -> Any:
    """The computer's suggestion for ``view``'s seat: an ``ai.hints.Hint``.

    Only the :class:`SeatView` goes in, so a hint can never read the cards a player
    cannot see.  When the seat may say Genug but another seat is to play, the only
    question is Genug or not: it is answered from the same view.
    """
    return HintQuestion(view, seed, HINT_SECONDS).answer(cancel)


class Assist(QObject):
    """Hints on request and the review after each deal the human played."""

    def __init__(
        self,
        controller: GameController,
        view: TableView,
        summary: SummaryBody,
        pack: Callable[[], str],
        show_status: ShowStatus,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.view = view
        self.summary = summary
        self.pack = pack
        self.show_status = show_status
        self._hints = TaskRunner("hint", self, label="hints")
        self._hints.done.connect(self._on_hint)
        self._hints.failed.connect(self._on_hint_failed)
        self._reviews = TaskRunner("analysis", self, label="reviews")
        self._reviews.done.connect(self._on_review)
        self._reviews.failed.connect(self._on_review_failed)
        self._hint_for: tuple[int, int] | None = None  # (deal id, history length) of the question
        self._reviewing: Deal | None = None
        self.last_hint: Any = None  # the last hint shown (tests, the status line)
        self.last_review: Any = None  # the last review made (tests)
        controller.actionApplied.connect(self._forget_hint)
        controller.matchReset.connect(self._on_reset)
        controller.dealFinished.connect(self.deal_finished)

    @property
    def busy(self) -> bool:
        """A hint or a review is being thought about."""
        return self._hints.busy or self._reviews.busy

    # -- the one place that starts background work ----------------------------------

    def _start(self, runner: TaskRunner, question: HintQuestion | ReviewQuestion) -> None:
        """Hints and reviews think in the thinking process (in the runner's thread if that
        process is not available), like the computer players."""
        runner.ask(question)

    # -- hints -----------------------------------------------------------------------

    def hint(self) -> None:
        """Ask the computer for a suggestion for the human's decision now."""
        c = self.controller
        deal = c.deal
        options = [a for a in c.human_options if a.seat == HUMAN]
        if deal.finished or not options or c.busy:
            self._tell(translate("Assist", "A hint is given when it is your turn."))
            return
        view = c.human_view()  # at a shared table: the server's view of the seat, nothing more
        key = (id(deal), len(deal.history))
        if self._hint_for == key and self._hints.busy:
            return
        self._hint_for = key
        seed = c.match.seed * 1000 + len(deal.history)
        self._tell(translate("Assist", "The computer is thinking about a hint…"))
        self._start(self._hints, HintQuestion(view, seed, HINT_SECONDS))

    def _tell(self, text: str, *, refusal: bool = False) -> None:
        """The answer to H, on the status line and to a screen reader (the status line is
        read only by a reader's expert command; the hinted card is chosen without moving the
        reader's focus, so the news names it)."""
        self.show_status(text, refusal)
        self.view.access.say(text, now=True)

    def _forget_hint(self, *_: object) -> None:
        self._hints.cancel()
        self._hint_for = None

    def _on_hint(self, ticket: int, result: Any) -> None:
        deal = self.controller.deal
        if self._hint_for != (id(deal), len(deal.history)):
            return  # the game moved on
        self._hint_for = None
        self.last_hint = result
        pack = self.pack()
        if result is None:
            self._tell(translate("Assist", "Hint: do not say Genug yet; your team does not have 66."))
            return
        action: Action = result.action
        if action.verb is Verb.DOUBLE and action.value:
            what = labels.hint_double(deal.kontra_level + 1)
        else:
            what = labels.hint_action(action, pack, deal.play_trump)
        reason = labels.hint_reason(str(result.reason), pack)
        self._tell(translate("Assist", "Hint: %1 %2").replace("%1", what).replace("%2", reason))
        self.view.point_at(action)

    def _on_hint_failed(self, ticket: int, failure: Failure) -> None:
        print(f"bauernschnapsen: the hint failed:\n{failure}", file=sys.stderr)
        self._hint_for = None
        self._tell(translate("Assist", "No hint this time: the computer could not decide."), refusal=True)

    # -- the review after a deal ----------------------------------------------------

    def deal_finished(self, deal: Deal) -> None:
        """The deal is over: its review begins (the controller's dealFinished)."""
        c = self.controller
        if c.auto_next_deal or HUMAN not in c.human_seats or not deal.tricks:
            if not deal.tricks:
                self.summary.set_analysis(deal, _NoPlay(deal))
            return
        self.review(deal)

    def review(self, deal: Deal) -> None:
        """Review a finished deal in the background; the summary shows it when it is ready."""
        log = DealLog.from_deal(deal)  # a snapshot: the worker never sees the live deal
        seed = self.controller.match.seed
        self._reviewing = deal
        self._start(self._reviews, ReviewQuestion(log, seed, ANALYSIS_SECONDS, ANALYSIS_DEADLINE))

    def _on_review(self, ticket: int, result: Any) -> None:
        deal = self._reviewing
        self._reviewing = None
        if deal is None:
            return
        self.last_review = result
        self.summary.set_analysis(deal, result)
        if self.view.overlay.kind is PanelKind.SUMMARY:
            self.view.place_panels()

    def _on_review_failed(self, ticket: int, failure: Failure) -> None:
        print(f"bauernschnapsen: the review failed:\n{failure}", file=sys.stderr)
        deal = self._reviewing
        self._reviewing = None
        if deal is not None:
            self.summary.set_analysis(deal, None)

    def _on_reset(self) -> None:
        self._forget_hint()
        self._reviews.cancel()
        self._reviewing = None

    def shutdown(self) -> None:
        """Stop the background work (the window closes)."""
        self._hints.shutdown()
        self._reviews.shutdown()
