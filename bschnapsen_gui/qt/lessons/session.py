"""A lesson on the game's own table: the script plays the other seats, the learner decides,
and the coach (a panel in the table's overlay) says what to look at and why.

The session is the controller's :class:`~..seats.lesson.LessonHook`: the controller asks it
for each action (:meth:`LessonSession.supply`: the log's, or None when the learner is to
decide) and lets it vet the learner's (:meth:`LessonSession.vet`).  A good choice is
applied and the coach says why; the lesson waits until the learner goes on (Next).  A
wrong one is not applied: the coach shows the rule it breaks (the engine's refusal when the
card may not be played at all) and the lesson's explanation, and the learner tries again.

Restart begins the lesson anew, Leave returns to the game (the match was never touched)
and remembers where the lesson was left; a finished lesson is remembered as finished
(``storage/lessons.py``).
"""

from __future__ import annotations

import html
import sys
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ...engine import Action, Deal
from ...engine.lessons import Lesson
from ...storage.lessons import LessonProgress
from ..commands import Command, PanelKind
from ..controller import GameController
from ..i18n import labels
from ..i18n.lessontexts import lesson_text
from ..table.view import TableView

translate = QCoreApplication.translate


class Coach(QObject):
    """The lesson's panel in the view's overlay (an :class:`~..table.view.Overlay`): what
    it shows is kept (as a function that words it), so that a language or pack switch
    words it again, and it comes back when another panel (L, D, S) closed over it."""

    kind = PanelKind.LESSON
    width = 11.0
    closable = False
    beside_trick = True  # the view lays it below or above the trick: the texts speak of it

    def __init__(self, view: TableView) -> None:
        super().__init__(view)
        self.view = view
        self._content: Callable[[], tuple[str, str, list[tuple[str, Command]]]] | None = None
        view.add_overlay(self)
        view.overlay.closed.connect(self._on_closed)
        # placed again when the table is still: shown while the cards are being dealt, the
        # panel was sized for the room the cards in the stack left it
        view.table.idle.connect(self._on_idle)

    @property
    def shown(self) -> bool:
        return self.view.overlay.kind is self.kind

    def show(self, content: Callable[[], tuple[str, str, list[tuple[str, Command]]]]) -> None:
        """``content()`` gives the title, the text (rich text) and the buttons."""
        self._content = content
        self.refresh()

    def refresh(self) -> None:
        if self._content is None:
            return
        title, text, buttons = self._content()
        hint = translate("LessonCoach", "← → choose · Enter confirm")
        # (the phase panel waits under it, as under every overlay: TableView.update_key_target)
        self.view.overlay.show_content(self.kind, title, text, buttons, hint=hint, primary=0)
        self.view.place_panels()

    def hide(self) -> None:
        self._content = None
        if self.shown:
            self.view.overlay.clear()
            self.view.refresh_action_panel()

    def _on_idle(self) -> None:
        if self.shown:
            self.view.place_panels()

    def _on_closed(self) -> None:
        if self._content is not None and self.view.overlay.kind is PanelKind.NONE:
            QTimer.singleShot(0, self._back)

    def _back(self) -> None:
        if self._content is not None and self.view.overlay.kind is PanelKind.NONE:
            self.refresh()


class LessonSession(QObject):
    """One lesson being taken: the script, the learner's steps, the coach, the progress."""

    finished = Signal(str)  # the lesson's id: the learner reached its end
    left = Signal()  # the lesson is over and the game has the table again
    listWanted = Signal()  # the learner wants the list of lessons (after leaving)

    def __init__(
        self,
        controller: GameController,
        view: TableView,
        coach: Coach,
        lesson: Lesson,
        progress: LessonProgress,
        pack: Callable[[], str],
        *,
        save: Callable[[], None],
        status: Callable[[str], None] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.view = view
        self.coach = coach
        self.lesson = lesson
        self.progress = progress
        self.pack = pack
        self._save = save
        self._status = status
        self._waiting = False  # a text is shown that the learner goes on from (Next)
        self._told: set[int] = set()  # the steps whose "before" text was shown
        self._over = False  # the end was reached (finished) or the lesson was left
        self.active = False
        self.wrong_shown = 0  # wrong choices explained (tests count them)
        controller.dealFinished.connect(self._on_deal_finished)
        view.command.connect(self._on_command)

    # -- starting and ending ---------------------------------------------------------

    def start(self, at: int = 0) -> None:
        """Begin the lesson (at action ``at``: where it was left)."""
        at = max(0, min(at, self.lesson.length - 1))
        self._told = set()
        self._over = False
        self._waiting = True
        self.active = True
        deal = self.lesson.deal_at(at) if at else self.lesson.new_deal()
        self.controller.start_lesson(deal, self)
        self.coach.show(self._intro_content)
        if self._status is not None:
            self._status(self._plain(self.lesson.title))

    def restart(self) -> None:
        self.start(0)

    def leave(self) -> None:
        """Back to the game; an unfinished lesson is remembered where it was left."""
        self._end(give_back=True)

    def dropped(self) -> None:
        """The game took the table back (a new Bummerl, a new match)."""
        self._end(give_back=False)

    def _end(self, *, give_back: bool) -> None:
        """Remember where an unfinished lesson was left and close it; ``give_back``: the
        controller goes back to the game (it has not taken the table back itself)."""
        if not self.active:
            return
        self._remember()
        self._close()
        if give_back:
            self.controller.end_lesson()
        self.left.emit()

    def give_way(self) -> None:
        """Another lesson takes the table: this one is remembered where it was left and
        closed, and the table is not given back to the game."""
        if self.active:
            self._remember()
            self._close()

    def _remember(self) -> None:
        """Where an unfinished lesson was left (or that it is finished: every decision was
        made, only its end panel was not seen)."""
        if self._over:
            return
        if self.at >= self.lesson.length:
            self.progress.finish(self.lesson.id)
        else:
            self.progress.leave(self.lesson.id, self.at)
        self._save_progress()

    def _close(self) -> None:
        self.active = False
        self._waiting = False
        self.coach.hide()
        try:
            self.controller.dealFinished.disconnect(self._on_deal_finished)
            self.view.command.disconnect(self._on_command)
        except (RuntimeError, TypeError):  # pragma: no cover - already disconnected
            pass

    def _save_progress(self) -> None:
        try:
            self._save()
        except OSError as exc:  # the lesson goes on; the window says a save failed elsewhere
            print(f"bauernschnapsen: could not save the lessons' progress: {exc}", file=sys.stderr)

    # -- the controller's hook -------------------------------------------------------

    @property
    def waiting(self) -> bool:
        return self._waiting or self._over

    @property
    def at(self) -> int:
        return len(self.controller.deal.history)

    def supply(self, deal: Deal) -> Action | None:
        i = len(deal.history)
        if i >= self.lesson.length:
            QTimer.singleShot(0, self._reach_end)
            return None
        scripted = self.lesson.scripted(i)
        if scripted is not None:
            return scripted
        step = self.lesson.steps[i]
        if i not in self._told:
            self._told.add(i)
            if step.before:
                before = step.before
                self.coach.show(
                    lambda: (self._step_title(), self._text(before), self._buttons(Command.LESSON_NEXT, True)))
        return None

    def vet(self, action: Action) -> bool:
        if not self.active or self.waiting:
            return False
        deal = self.controller.deal
        i = len(deal.history)
        step = self.lesson.step(i)
        if step is None:
            return False
        if step.is_good(action):
            self._waiting = True
            good = step.good
            # the coach comes before the action is applied: its button takes the focus
            # after the action's news, or the news would take the screen reader from it
            self.coach.view.access.news_coming = True
            self.coach.show(lambda: (translate("LessonCoach", "Well done"), self._text(good),
                                     self._buttons(Command.LESSON_NEXT, False)))
            return True
        refusal = deal.explain(action)
        wrong = step.wrong_text(action)
        self.wrong_shown += 1

        def content() -> tuple[str, str, list[tuple[str, Command]]]:
            parts = []
            if refusal is not None:
                parts.append(f"<b>{html.escape(labels.refusal_text(refusal, self.pack()))}</b>")
            if wrong is not None:
                parts.append(self._text(wrong))
            return (translate("LessonCoach", "Not this time"), "<br>".join(parts),
                    [(translate("LessonCoach", "Try again"), Command.LESSON_NEXT),
                     (translate("LessonCoach", "Restart"), Command.LESSON_RESTART),
                     (translate("LessonCoach", "Leave the lesson"), Command.LESSON_LEAVE)])

        self.coach.show(content)
        return False

    # -- the coach's texts -----------------------------------------------------------

    def _text(self, text_id: str) -> str:
        return html.escape(lesson_text(text_id, self.pack()))

    def _plain(self, text_id: str) -> str:
        return lesson_text(text_id, self.pack())

    def _step_title(self) -> str:
        numbers = list(self.lesson.steps)
        i = self.at
        n = numbers.index(i) + 1 if i in numbers else len(numbers)
        return translate("LessonCoach", "Your decision %1 of %2").replace("%1", str(n)).replace("%2", str(len(numbers)))

    def _buttons(self, go: Command, before: bool) -> list[tuple[str, Command]]:
        label = translate("LessonCoach", "OK") if before else translate("LessonCoach", "Next")
        return [(label, go),
                (translate("LessonCoach", "Restart"), Command.LESSON_RESTART),
                (translate("LessonCoach", "Leave the lesson"), Command.LESSON_LEAVE)]

    def _intro_content(self) -> tuple[str, str, list[tuple[str, Command]]]:
        resumed = self.at > 0
        text = self._text(self.lesson.intro)
        if resumed:
            text += "<br><i>" + html.escape(translate("LessonCoach", "The lesson goes on where you left it.")) + "</i>"
        buttons = [(translate("LessonCoach", "Start"), Command.LESSON_NEXT)]
        if resumed:  # a lesson begun afresh has nothing to restart yet
            buttons.append((translate("LessonCoach", "Restart"), Command.LESSON_RESTART))
        buttons.append((translate("LessonCoach", "Leave the lesson"), Command.LESSON_LEAVE))
        return (self._plain(self.lesson.title), text, buttons)

    def _end_content(self) -> tuple[str, str, list[tuple[str, Command]]]:
        text = self._text(self.lesson.end)
        result = self.controller.deal.result
        if result is not None:  # the deal ended in the lesson: how (there is no summary)
            text = f"<b>{html.escape(labels.result_text(result))}</b><br>" + text
        return (translate("LessonCoach", "Lesson finished"), text,
                [(translate("LessonCoach", "More lessons"), Command.LESSON_LIST),
                 (translate("LessonCoach", "Restart"), Command.LESSON_RESTART),
                 (translate("LessonCoach", "Back to the game"), Command.LESSON_LEAVE)])

    # -- going on --------------------------------------------------------------------

    def _on_command(self, command: object) -> None:
        if not self.active:
            return
        if command is Command.LESSON_NEXT:
            self.go_on()
        elif command is Command.LESSON_RESTART:
            self.restart()
        elif command is Command.LESSON_LEAVE:
            self.leave()
        elif command is Command.LESSON_LIST:
            self.leave()
            self.listWanted.emit()

    def go_on(self) -> None:
        """The coach's text is read (OK, Next, Try again): the lesson goes on."""
        if self._over:
            return
        self.coach.hide()
        step = self.lesson.step(self.at)
        if step is not None and step.before and self._status is not None and not self._waiting:
            # what to look at stays in the status line while the learner looks at the table
            self._status(self._plain(step.before))
        if self._waiting:
            self._waiting = False
            if self.at >= self.lesson.length:
                self._reach_end()
            else:
                self.controller.lesson_go()

    def _on_deal_finished(self, deal: object) -> None:
        """The lesson's deal is over (the view shows no summary in a lesson): the end panel
        now if the last text was read, else after it (:meth:`go_on`); the end panel, if it
        is shown, words the deal's result."""
        if not self.active or deal is not self.controller.deal:
            return
        if self._over:
            self.coach.refresh()
        elif not self._waiting:
            self._reach_end()

    def _reach_end(self) -> None:
        """The lesson's last action is applied: it is finished (after the last good
        choice's text is read: :meth:`go_on` comes here)."""
        if not self.active or self._over or self._waiting or self.at < self.lesson.length:
            return
        self._over = True
        self.progress.finish(self.lesson.id)
        self._save_progress()
        self.coach.show(self._end_content)
        self.finished.emit(self.lesson.id)
