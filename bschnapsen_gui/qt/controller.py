"""The game controller: owns the live match, applies actions on the GUI thread, and
announces everything by signals.

Flow of one action::

    human click / key  --act(action)-->  the source's submit  --apply_action-->  actionApplied  -->  table
    another seat's action (a computer, the table server, a lesson) --apply_action--> ...
    table animations done  --view_idle()-->  GameController.advance  (who acts next?)

The controller never decides a rule: it asks the deal for ``legal_actions()`` and
``explain()``.  It waits for the table to finish animating (``view_idle``) before it goes
on, so the game is paced by animation-finished signals, never by sleeps.

Every mode of play takes the same way to the next seat (:meth:`GameController.advance`); what
differs is the source of the other seats' actions (``qt/seats/``), a part the controller
holds: the local computer players (the player's own game and practice), a table server (a
shared table, :meth:`GameController.enter_table`) or a lesson (:meth:`GameController.start_lesson`).
At a shared table the player's own match is kept aside and comes back unchanged
(:meth:`GameController.leave_table`); nothing of a shared table is saved as the player's
game.  When the human's team may say "Genug!" while another seat is to play, the offer is
up for the Genug moment (:attr:`GameController.genugMoment`); how long it holds that seat's
action is its source's matter.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..engine import HUMAN, Action, Deal, RuleSet, Verb, genug_is_right, team_of
from ..engine.errors import Refusal
from ..engine.log import DealLog
from ..engine.match import Match
from ..engine.takeback import takeback_point
from ..engine.view import SeatView, seat_view
from .models import HandModel, ScoreSheetModel, TrickModel
from .seats import OtherSeats
from .seats.computers import ComputerSeats
from .seats.lesson import LessonHook, LessonSeats
from .seats.table import TableHook, TablePerson, TableSeats, TableStep

if TYPE_CHECKING:  # imported when the players are made: the first frame needs no computer player
    from .players import ComputerPlayers

NEXT_DEAL_MS = {"off": 0, "fast": 400, "normal": 900, "slow": 1500}


def _screen_reader_on() -> bool:
    from PySide6.QtGui import QAccessible

    return QAccessible.isActive()


@dataclass(frozen=True)
class TakenBack:
    """A take-back that reopened the match's last finished deal (at its last card): the
    statistics forget what they counted of it (``closed``: the Bummerl it had closed,
    winner and marks)."""

    deal: Deal
    key: str  # the statistics' key of the deal (match seed and deal number)
    closed: tuple[int, int] | None
    apart: bool = False  # it had take-backs before: it was counted apart (Stats.taken_back)


class GameController(QObject):
    """Owns the :class:`Match`; the only object that changes the live deal."""

    matchReset = Signal()  # a new or loaded match, or a new deal: views rebuild
    actionApplied = Signal(object, object)  # Action (None for a new deal), tuple of events
    humanOptions = Signal(object)  # tuple of the human's legal actions now (maybe empty)
    thinkingChanged = Signal(int, bool)  # seat, thinking
    dealFinished = Signal(object)  # the finished Deal (its result is set)
    bummerlFinished = Signal(int, int)  # winning team, Bummerl marks written to the loser
    refused = Signal(object)  # a Refusal for an action the human tried
    actionRefused = Signal(object, object)  # the same: the Action tried and its Refusal
    matchChanged = Signal()  # the match changed and should be saved
    autoplayStopped = Signal()  # the ``stop_when`` condition was met
    computerFailed = Signal(int, str)
    genugMoment = Signal(bool)  # the Genug moment began (True) or is over (False)
    dealReplaced = Signal()  # the deal shown was replaced by one of the same public history (no animation)
    peopleChanged = Signal()  # who sits at a shared table, and whether they are connected
    tableEntered = Signal(bool)  # a shared table is shown (True) or the player's own game is back (False)
    takenBack = Signal(object)  # moves were taken back (a TakenBack if a finished deal was reopened, else None)
    practiceChanged = Signal(bool)  # a practice deal is shown (True) or the match is back (False)
    choiceOffered = Signal(object)  # play on from the review: the review's better choice, now to be made

    def __init__(
        self,
        match: Match,
        *,
        strength: str = "club",
        speed: str = "normal",
        human_seats: Iterable[int] = (HUMAN,),
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.match = match
        self.deal: Deal = match.deal  # the deal shown (a finished one until next_deal)
        if match.practice is not None:  # a saved practice deal resumes as practice
            if match.practice.finished:
                match.practice = None
            else:
                self.deal = match.practice
        self.takeback_allowed = True  # the setting: the player may take moves back
        self._offer: Action | None = None  # the review's better choice, offered at its moment
        self.human_seats = frozenset(human_seats)
        self.speed = speed
        self.paced = False  # a view will call view_idle() after each actionApplied
        self.auto_next_deal = False  # deal on by itself (smoke tests)
        self.stop_when: Callable[[GameController], bool] | None = None
        self.paused = False  # show the match but let nobody act (e.g. a resume offer)
        self.auto_genug = False  # say Genug for the human's team at 66 (a setting)
        self._view_busy = False
        self._events_seen = 0
        # True when the human's last action is on disk (the window's saver says); a computer's
        # action is not shown before, so a crash never loses what the player did (None: no saving)
        self.durable: Callable[[], bool] | None = None
        self._human_options: tuple[Action, ...] = ()
        self._finish_reported = False
        self._shut = False
        self.hand_model = HandModel(HUMAN, self)
        self.trick_model = TrickModel(self)
        self.score_model = ScoreSheetModel(self)
        # a screen reader listens: the Genug moment does not pass by itself
        self.screen_reader: Callable[[], bool] = _screen_reader_on
        self._moment_shown = False  # genugMoment(True) was announced
        self._next_timer = QTimer(self)
        self._next_timer.setSingleShot(True)
        self._next_timer.timeout.connect(self.next_deal)
        self.pack = "tell"
        # the other seats: the computers of the player's own game, always here; the source
        # now (``seats``) is they, a shared table's server or a lesson
        self.computers = ComputerSeats(self, strength, self)
        self.seats: OtherSeats = self.computers
        self.table: TableSeats | None = None  # a shared table instead of the player's own game
        self._lesson: LessonSeats | None = None  # a lesson on the table instead of the match
        self.people: tuple[TablePerson | None, ...] = (None, None, None, None)
        self._own: tuple[Match, Deal] | None = None  # the player's game, kept aside at a table

    # -- queries ---------------------------------------------------------------------

    @property
    def human_options(self) -> tuple[Action, ...]:
        return self._human_options

    @property
    def players(self) -> ComputerPlayers:
        """The computer players of the player's own game (made at the first use)."""
        return self.computers.players

    def start_players(self) -> None:
        """Make the computer players now (the window calls it once its first frame is
        painted) and let the next computer seat think ahead if the table is animating."""
        if not self._shut:
            self.computers.start()
            if self._view_busy:
                self.seats.think_ahead()  # the computers' only while they are the source

    @property
    def thinking_seat(self) -> int | None:
        return self.seats.thinking_seat

    @property
    def waiting_for_human(self) -> bool:
        d = self.deal
        return not d.finished and d.to_act in self.human_seats and not self._view_busy

    @property
    def busy(self) -> bool:
        return self._view_busy

    @property
    def genug_timer(self) -> QTimer:
        """The Genug moment's timer at the player's own game: active while a computer's
        card waits for the human."""
        return self.computers.grace

    @property
    def in_genug_moment(self) -> bool:
        """The Genug offer is up while another seat is to play."""
        return self._moment_shown

    @property
    def lesson(self) -> LessonHook | None:
        """The lesson on the table, if one is."""
        return self._lesson.hook if self._lesson is not None else None

    # -- starting --------------------------------------------------------------------

    def start(self) -> None:
        """Show the match as it stands and let play go on (after construction/loading)."""
        self._reset_view_state()
        self._announce_reset(animate_deal=not self.deal.history)

    def _reset_view_state(self) -> None:
        self.seats.forget()
        self.end_moment()
        self._next_timer.stop()
        self._finish_reported = False
        self._view_busy = False

    def _announce_reset(self, *, animate_deal: bool) -> None:
        self._refresh_models()
        self.matchReset.emit()
        if animate_deal:
            # The deal itself is animated: the view sees the FirstRoundDealt event (and,
            # with trump_by_turn_up, the turned-up card and second round).
            self._events_seen = 0
            self._emit_applied(None)
        else:
            self._events_seen = len(self.deal.events)
            self._after_change()

    def set_match(self, match: Match) -> None:
        """Replace the whole match (new game or a loaded one)."""
        self._drop_lesson()
        self._reset_view_state()
        was_practice = self.practice
        self.match = match
        self.deal = match.deal
        self._offer = None
        if match.practice is not None:
            if match.practice.finished:
                match.practice = None
            else:
                self.deal = match.practice
        self.computers.new_match(match.seed)
        self._announce_reset(animate_deal=not self.deal.history)
        if self.practice != was_practice:
            self.practiceChanged.emit(self.practice)
        self.matchChanged.emit()

    @Slot()
    def next_deal(self) -> None:
        """Show the next deal (the finished one is already recorded in the match)."""
        if self._shut or not self.deal.finished or self.seats.next_deal():
            return  # a shared table's server deals, a lesson ends its own deal
        if self.practice:
            self.end_practice()
            return
        self._reset_view_state()
        if self.deal is self.match.deal:  # pragma: no cover - defensive
            self.match.next_deal()
        self.deal = self.match.deal
        self._announce_reset(animate_deal=True)
        self.matchChanged.emit()

    @Slot()
    def new_bummerl(self) -> None:
        """Give up the running Bummerl (if any play happened) and start a fresh one."""
        if self.table is not None:
            return  # a shared table's Bummerl is the table's
        self._drop_lesson()
        self._reset_view_state()
        was_practice = self.practice
        if was_practice:
            self.match.practice = None
            self.deal = self.match.deal
            self.practiceChanged.emit(False)
        if self.deal is self.match.deal:
            self.match.start_new_bummerl()
        elif self.match.current_bummerl.points != [0, 0]:
            self.match.start_new_bummerl()
        self.deal = self.match.deal
        self._announce_reset(animate_deal=True)
        self.matchChanged.emit()

    # -- lessons ---------------------------------------------------------------------

    def start_lesson(self, deal: Deal, hook: LessonHook) -> None:
        """Show a lesson's ``deal`` instead of the match's (which is kept as it is, and
        saved as it is): ``hook`` supplies the actions and vets the learner's."""
        before = self._lesson.before if self._lesson is not None else self.deal
        self._reset_view_state()
        # a lesson taken while the saved game was being offered: the saved game goes on after it
        self.paused = False
        self._lesson = LessonSeats(self, hook, before)
        self.seats = self._lesson
        self.deal = deal
        self._announce_reset(animate_deal=not deal.history)

    def _after_lesson(self) -> Deal:
        """The deal the lesson's end shows: where the match was (its next deal if that was over)."""
        assert self._lesson is not None
        back = self._lesson.before
        return back if not back.finished else self.match.deal

    def end_lesson(self) -> None:
        """Back to the match, where it was (a finished deal's successor if it was over)."""
        if self._lesson is None:
            return
        back = self._after_lesson()
        self._lesson = None
        self.seats = self.computers
        self._reset_view_state()
        self.deal = back
        self._announce_reset(animate_deal=not self.deal.history)

    def lesson_go(self) -> None:
        """The lesson waited (a text to read): let it go on."""
        if self._lesson is not None:
            self.advance()

    def _drop_lesson(self) -> None:
        part, self._lesson = self._lesson, None
        if part is not None:
            part.forget()
            self.seats = self.computers
            part.hook.dropped()

    # -- take back, practice ----------------------------------------------------------

    @property
    def practice(self) -> bool:
        """A practice deal is shown (played again, or played on from the review): it
        counts nowhere, and the match waits where it was."""
        return self.match.practice is not None and self.deal is self.match.practice

    def _reopenable(self) -> bool:
        """The deal shown is the match's last finished deal (its summary is up)."""
        m = self.match
        return (self.deal is not m.deal and self.seats.own_game and not self.practice and bool(m.records)
                and self.deal.finished and m.records[-1].log.actions == self.deal.history)

    def can_take_back(self) -> bool:
        """May the human take back now?  Only in the player's own game (not at a shared table,
        not in a lesson), with the setting on, while he plays his seat, after his first decision."""
        if (self._shut or not self.takeback_allowed or not self.seats.own_game
                or HUMAN not in self.human_seats or self.paused):
            return False
        deal = self.deal
        if deal is not self.match.deal and not self.practice and not self._reopenable():
            return False
        return takeback_point(deal.history, HUMAN) is not None
    def take_back(self) -> bool:
        """Undo everything since the human's last decision (the computers' answers after
        it too): the deal is its log's prefix replayed, the computers' thinking is
        cancelled and they start afresh (seeded as at a resumed game: they keep no memory
        of the moves undone).  A deal of the match gets a take-back mark (the saved match
        keeps it beside the deal logs; the statistics count such deals apart).  True if
        something was taken back."""
        if not self.can_take_back():
            return False
        deal = self.deal
        point = takeback_point(deal.history, HUMAN)
        assert point is not None
        self._reset_view_state()
        self._offer = None
        m = self.match
        reopened: TakenBack | None = None
        if self.practice:
            m.practice = DealLog.from_deal(deal).replay(point)
            new = m.practice
        elif deal is m.deal:
            new = DealLog.from_deal(deal).replay(point)
            m.deal = new
            m.mark_takeback()
        else:  # the match's last deal, finished at the human's last card (or after it)
            closed = None
            if m.bummerl_over:
                b = m.bummerl[m.records[-1].bummerl]
                assert b.winner is not None
                closed = (b.winner, b.marks)
            apart = m.taken_back(m.records[-1].number) > 0
            record = m.reopen_last_deal(point)
            new = m.deal
            m.mark_takeback()
            reopened = TakenBack(deal, f"{m.seed}:{record.number}", closed, apart)
        self.deal = new
        self.computers.afresh()
        self._announce_reset(animate_deal=not new.history)
        self.takenBack.emit(reopened)
        self.matchChanged.emit()
        return True

    def can_practise(self) -> bool:
        """May a deal be played again (or on from the review) now?"""
        return not self._shut and self.seats.own_game and HUMAN in self.human_seats

    def play_again(self, log: DealLog, upto: int = 0, offer: Action | None = None) -> bool:
        """Play ``log``'s deal again as practice, from its first ``upto`` actions (0: from
        the deal): the same cards and seats; it counts nowhere, and the match's deal waits
        where it was (:meth:`end_practice`).  ``offer``: the review's better choice at that
        moment, pointed at when it is the human's turn (``choiceOffered``).  False if not
        now (a shared table, a lesson) or if the log does not replay."""
        if not self.can_practise():
            return False
        try:
            deal = log.replay(upto)
        except ValueError:
            return False
        if deal.finished:
            return False
        was_practice = self.practice
        self._reset_view_state()
        self.paused = False
        self.match.practice = deal
        self.deal = deal
        self._offer = offer
        self.computers.afresh()
        if not was_practice:  # said first: the offer below is the last word of the status line
            self.practiceChanged.emit(True)
        self._announce_reset(animate_deal=not deal.history)
        self.matchChanged.emit()
        return True

    def end_practice(self) -> None:
        """Back to the match, where it was (its next deal if its deal was over)."""
        if not self.practice:
            return
        self._reset_view_state()
        self._offer = None
        self.match.practice = None
        self.deal = self.match.deal
        self.computers.afresh()
        self._announce_reset(animate_deal=not self.deal.history)
        self.practiceChanged.emit(False)
        self.matchChanged.emit()

    def set_takeback_allowed(self, on: bool) -> None:
        """The setting: the player may take moves back (Ctrl+Z)."""
        self.takeback_allowed = on

    # -- settings --------------------------------------------------------------------

    def set_strength(self, strength: str) -> None:
        self.computers.set_strength(strength)

    def set_seat_strengths(self, strengths: dict[int, str]) -> None:
        """Computer seats with a strength of their own ("" or missing: the common one)."""
        self.computers.set_seat_strengths(strengths)

    def set_speed(self, speed: str) -> None:
        self.speed = speed

    def set_auto_genug(self, on: bool) -> None:
        """Say Genug for the human's team as soon as it has 66 (a setting)."""
        self.auto_genug = on
        if on and not self._view_busy and self._human_options:
            self.advance()

    def set_rules(self, rules: RuleSet) -> None:
        """House rules apply from the next deal (the running deal keeps its rules)."""
        match = self._own[0] if self._own is not None else self.match  # a shared table keeps the opener's
        match.set_rules(rules)
        if self.table is None:
            self.matchChanged.emit()

    # -- acting ----------------------------------------------------------------------

    @Slot(object)
    def act(self, action: Action) -> bool:
        """The human's action: applied (at a shared table: sent) if legal, else ``refused``
        says why."""
        if self._shut or action.seat not in self.human_seats or self._view_busy:
            return False
        if not self.seats.vet(action):
            return False
        refusal = self.deal.explain(action)
        if refusal is not None:
            self.refuse(action, refusal)
            return False
        return self.seats.submit(action)

    def apply_action(self, action: Action) -> None:
        """Apply a legal ``action`` (any seat's) to the deal shown and announce it."""
        deal = self.deal
        self.end_moment()
        self.seats.forget()
        self._offer = None
        deal.apply(action)
        if deal.finished and deal is self.match.deal:
            # Record the deal at once, so that a save made now holds its result.
            self.match.next_deal()
        self._emit_applied(action)
        if self.seats.own_game:
            self.matchChanged.emit()

    def refuse(self, action: Action, refusal: Refusal) -> None:
        """Say why the human's ``action`` was not taken."""
        self.refused.emit(refusal)
        self.actionRefused.emit(action, refusal)

    def _emit_applied(self, action: Action | None) -> None:
        events = tuple(self.deal.events[self._events_seen :])
        self._events_seen = len(self.deal.events)
        self._refresh_models()
        self._human_options = ()
        self.humanOptions.emit(())
        self._view_busy = self.paced
        self.actionApplied.emit(action, events)
        if not self.paced:
            QTimer.singleShot(0, self._after_change)
        elif self._view_busy and not self._shut:
            self.seats.think_ahead()

    @Slot()
    def view_idle(self) -> None:
        """The table has finished animating the last change."""
        if not self._view_busy:
            return
        self._view_busy = False
        self._after_change()

    @Slot()
    def _after_change(self) -> None:
        if self._shut or self._view_busy:
            return
        if self.stop_when is not None and self.stop_when(self):
            self.stop_when = None
            self.human_seats = frozenset({HUMAN})
            self.auto_next_deal = False
            self.advance()
            self.autoplayStopped.emit()
            return
        self.advance()

    def resume(self) -> None:
        """Let play go on after ``paused`` was cleared."""
        self.paused = False
        self._after_change()

    def advance(self) -> None:
        """The one way to the next seat, in every mode: asked whenever the table is still
        (``qt/seats/`` says when the source of the other seats is asked what)."""
        if self._shut or self._view_busy or self.paused:
            return
        seats = self.seats
        if seats.step():
            return
        deal = self.deal
        if deal.finished:
            self._report_finished(deal)
            seats.deal_over()
            return
        options = seats.options(deal, tuple(a for a in deal.legal_actions() if a.seat in self.human_seats))
        auto = self._auto_genug(deal, options) if seats.auto_genug else None
        if auto is not None and seats.submit(auto):
            return
        to_act = deal.to_act
        assert to_act is not None
        self._human_options = options
        # a Genug offer while another seat is to play: the moment is up before the options
        # are shown, so its panel's "Play on" (Enter) never says Genug by accident
        if options and to_act not in self.human_seats:
            seats.hold_moment()
            if not self._moment_shown:
                self._moment_shown = True
                self.genugMoment.emit(True)
        else:
            self.end_moment()
        self.hand_model.set_options(deal, options)
        self.humanOptions.emit(options)
        if self._offer is not None and self._offer in options:
            offer, self._offer = self._offer, None
            self.choiceOffered.emit(offer)
        seats.turn(to_act)

    def _report_finished(self, deal: Deal) -> None:
        """The deal is over: said once (the summary, the statistics, the review)."""
        if self._finish_reported:
            return
        self._finish_reported = True
        self.dealFinished.emit(deal)
        m = self.match
        if self.seats.own_game and not self.practice and m.bummerl_over and self.deal is not m.deal:
            b = m.bummerl[m.records[-1].bummerl]
            assert b.winner is not None
            self.bummerlFinished.emit(b.winner, b.marks)

    def _auto_genug(self, deal: Deal, options: tuple[Action, ...]) -> Action | None:
        """With the setting on: the human's Genug when it would be right (the engine counts)."""
        if not self.auto_genug:
            return None
        mine = [a for a in options if a.verb is Verb.GENUG and a.seat == HUMAN]
        if not mine:
            return None
        return mine[0] if genug_is_right(deal, team_of(HUMAN)) else None

    # -- what the sources ask (seats.Host) -------------------------------------------

    @Slot()
    def saved(self) -> None:
        """A save is on disk: a computer's action that waited for it is shown now."""
        self.computers.saved()

    @Slot()
    def play_on(self) -> None:
        """The human lets the Genug moment pass: the computer plays at once (or as soon
        as it has decided); at a shared table the offer is put away (the table goes on
        as its server says)."""
        if self._moment_shown:
            self.seats.play_on()

    def end_moment(self) -> None:
        self.seats.moment_over()
        if self._moment_shown:
            self._moment_shown = False
            self.genugMoment.emit(False)

    def clear_options(self) -> None:
        self._human_options = ()
        self.humanOptions.emit(())

    def show_thinking(self, seat: int, on: bool) -> None:
        self.thinkingChanged.emit(seat, on)

    def computer_failed(self, seat: int, message: str) -> None:
        self.computerFailed.emit(seat, message)

    def deal_on_by_itself(self) -> None:
        if self.auto_next_deal and not self._next_timer.isActive():
            self._next_timer.start(NEXT_DEAL_MS.get(self.speed, 0))

    def replace_deal(self, deal: Deal, *, fresh: bool) -> None:
        """Show ``deal`` (a shared table's) instead: a new deal (``fresh``, animated), or the
        same public history (shown without animation, face-down cards look alike)."""
        if fresh:
            self._reset_view_state()
        self.match.deal = deal
        self.deal = deal
        if fresh:
            self._announce_reset(animate_deal=not deal.history)
            return
        self._events_seen = len(deal.events)
        self._refresh_models()
        self.dealReplaced.emit()

    # -- a shared table --------------------------------------------------------------

    @property
    def next_asked(self) -> bool:
        """At a finished shared deal: the human asked for the next deal (the table waits for others)."""
        return self.table is not None and self.table.next_asked

    def human_view(self) -> SeatView:
        """What the human's seat knows now (hints ask from it): at a shared table the very
        view the server sent (the deal shown holds a completion of the other hands)."""
        view = self.table.view() if self.table is not None else None
        return view if view is not None else seat_view(self.deal, HUMAN)

    @property
    def shared(self) -> bool:
        """A shared table is shown (take-backs, new Bummerl, lessons and rule changes are off)."""
        return self.table is not None

    def enter_table(self, hook: TableHook, match: Match) -> None:
        """Show a shared table: ``match`` is the window's own record of it (its deal the
        deal to show, in the window's seats); the player's game is kept aside as it is."""
        if self.table is None:
            own = self._after_lesson() if self._lesson is not None else self.deal
            self._drop_lesson()
            # a question the own game waited on (continue the saved game?) is answered: it
            # goes on when the table is over
            self._own = (self.match, own)
        self._reset_view_state()
        self.paused = False
        self.table = TableSeats(self, hook)
        self.seats = self.table
        self.human_seats = frozenset({HUMAN})
        self.match = match
        self.deal = match.deal
        # said before the deal is shown: the window puts away the own game's start question
        # first, so a deal already over shows its summary (and its "Next deal")
        self.tableEntered.emit(True)
        self._announce_reset(animate_deal=not self.deal.history)

    def leave_table(self) -> None:
        """The player's own game comes back where it was (its computer players go on)."""
        if self.table is None:
            return
        self.table.forget()
        self.table = None
        self.seats = self.computers
        self.people = (None, None, None, None)
        self._reset_view_state()
        own, self._own = self._own, None
        if own is not None:
            self.match, self.deal = own
        self.paused = False
        self.peopleChanged.emit()
        self._announce_reset(animate_deal=not self.deal.history)
        self.tableEntered.emit(False)

    def seat_names(self) -> tuple[str | None, ...]:
        """The names the status line, the history and the news say for each seat: at a
        shared table a person's name while the person plays the seat, else None (the seat's
        name: "West"); the window's own seat is "you" in every text."""
        return tuple(p.name if p is not None and p.person and p.name and not p.computer and i != HUMAN else None
                     for i, p in enumerate(self.people))

    def set_people(self, people: tuple[TablePerson | None, ...]) -> None:
        """Who sits where at the shared table (the window's seats)."""
        if people != self.people:
            self.people = people
            self.peopleChanged.emit()

    def table_step(self, step: TableStep) -> None:
        """A state of the table server: applied when the table is still, in order."""
        if self.table is not None and not self._shut:
            self.table.take(step)

    def table_refused(self, action: Action | None, refusal: Refusal | None) -> None:
        """The server did not take the human's action (see :meth:`TableSeats.refused`)."""
        if self.table is not None:
            self.table.refused(action, refusal)

    # -- models ----------------------------------------------------------------------

    def _refresh_models(self) -> None:
        self.hand_model.set_deal(self.deal, self.pack)
        self.trick_model.set_deal(self.deal, self.pack)
        self.score_model.set_match(self.match, self.pack)

    def set_pack(self, pack: str) -> None:
        self.pack = pack
        self.retranslate()

    def retranslate(self) -> None:
        self._refresh_models()
        # the hand's reasons why a card may not be played are worded when the options
        # come; word them again (a reset of the models would leave them empty)
        if self._human_options and not self.deal.finished:
            self.hand_model.set_options(self.deal, self._human_options)

    # -- shutting down ---------------------------------------------------------------

    def shutdown(self) -> None:
        """Stop timers and the thinking thread; safe to call twice."""
        if self._shut:
            return
        self._shut = True
        self.end_moment()
        self._next_timer.stop()
        self.seats.forget()
        self.computers.shutdown()
