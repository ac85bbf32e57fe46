"""The main window: the table, the menus, the status line, and the dialogs they open.

Every menu entry, shortcut and table key is a row of one action table (:data:`ACTIONS`:
command, text, menu, shortcut or key, handler); the choices of the settings menu are the
rows of :data:`CHOICES`; :mod:`.menus` makes the menus of them.  The status line and the
news to a screen reader are :mod:`.news`'s.  The features around the table are made here and
handed what they need: the last trick and the deal log (overlay panels of the view), hints
and the after-deal review (:mod:`.assist`), the statistics (:mod:`.statskeeping`), the sounds.

Settings are applied at once and saved; the match is saved after every action.  On a
language switch Qt sends ``LanguageChange`` and the window re-words everything
(menus, boards, panels, models) without touching the deal in progress.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QMargins, QPoint, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QGuiApplication,
    QKeySequence,
    QMoveEvent,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QDialog, QLabel, QMainWindow, QWidget

from ..engine import HUMAN, Action, Deal, RuleSet
from ..engine import events as E
from ..engine.log import DealLog
from ..engine.rules import PRESETS
from ..resources import LANGS, PACKS, STRENGTHS
from ..storage.houserules import HouseRules
from ..storage.savegame import MatchSaver
from ..storage.settings import RULE_PRESETS, SPEEDS, Settings, save_settings
from .commands import Command, PanelKind
from .controller import GameController
from .firstframe import AfterFirstFrame
from .i18n import labels
from .i18n.filewords import broken_details, broken_reason, is_news, save_failure_reason
from .i18n.labels import QT_TRANSLATE_NOOP
from .i18n.translations import Translations
from .lessons import Lessons
from .menus import Choice, Entry, Menu, Menus
from .news import News
from .panels.deallog import DealLogPanel
from .panels.lasttrick import LastTrickPanel
from .panels.summary import SummaryBody
from .sounds import SoundBoard
from .statskeeping import StatsKeeper
from .table.art import make_art
from .table.view import TableView
from .widgets.parts import ask, choose, info_box, tell

if TYPE_CHECKING:  # imported where they are used: the first frame needs none of them
    from collections.abc import Sequence

    from .assist import Assist
    from .dialogs.about import AboutDialog
    from .dialogs.helpview import HelpDialog
    from .dialogs.replay import ReplayDialog
    from .dialogs.rules import RulesDialog
    from .dialogs.settings import SettingsDialog
    from .dialogs.stats import StatsDialog
    from .friends import Friends
    from .models import ScoreSheetModel

translate = QCoreApplication.translate

DEFAULT_SIZE = QSize(1280, 800)  # the inside of the window at the first start, if the screen has room
MINIMUM_SIZE = QSize(640, 420)
FRAME_ALLOWANCE = QMargins(8, 40, 8, 8)
"""Room left for the window manager's frame (title bar, borders) while it is not yet known."""
GEOMETRY_SETTLE_MS = 800  # a move or resize is saved this long after it stopped


def _make_score_sheet(model: ScoreSheetModel, parent: QWidget) -> QWidget:
    """The score sheet's body (S): imported when first asked, Qt Charts with it, not before
    the first frame."""
    from .panels.scoresheet import ScoreSheet

    return ScoreSheet(model, parent)


class MainWindow(QMainWindow):
    _matchSaveFailed = Signal(object)  # a SaveFailed from the saver's thread
    _matchWritten = Signal(int)  # the number of the last save on disk, from the saver's thread

    def __init__(
        self,
        controller: GameController,
        settings: Settings,
        translations: Translations,
        *,
        persist: bool = True,
        notice_commands: Mapping[Command, Callable[[], None]] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """``notice_commands``: what the buttons of the game's own notices do (continue the
        saved game, start afresh, a notice read); the action table does the rest."""
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self.translations = translations
        self.persist = persist  # save settings and the match (off for smoke runs, screenshots)
        self._notice_commands = dict(notice_commands or {})
        self.art = make_art(settings.pack, settings.lang)
        controller.set_pack(settings.pack)
        # the status line and the news to a screen reader: made before the view, so the
        # question of the human's turn is said before the table gives the keys away
        self.news = News(controller, settings, self)
        self.status = self.news.label
        self.view = TableView(
            controller, self.art, settings.pack, self,
            summary_body=self._make_summary_body,
            summary_buttons=self._summary_buttons,
            score_sheet=_make_score_sheet,
        )
        # the card the hand has chosen for Enter, said after the question: after the view,
        # whose table chooses it from the options
        self.news.attach(self.view)
        self.view.table.animator.set_speed(settings.speed)
        controller.set_speed(settings.speed)
        self.setCentralWidget(self.view)
        self.statusBar().addWidget(self.status, 1)
        self.practice_label = QLabel(self)  # "Practice" while a practice deal is shown
        self.practice_label.setObjectName("practice")
        self.practice_label.setStyleSheet("QLabel#practice { color: #ffffff; background: #8a5a00; "
                                          "font-weight: bold; padding: 1px 10px; border-radius: 3px; }")
        self.practice_label.setVisible(False)
        self.statusBar().addPermanentWidget(self.practice_label)
        self._fitted = False
        self._placed = QSize()
        # the window's place is saved once a move or resize has settled (and at the end of
        # each deal), not only on close: a game that is killed keeps it
        self._geometry_timer = QTimer(self)
        self._geometry_timer.setSingleShot(True)
        self._geometry_timer.setInterval(GEOMETRY_SETTLE_MS)
        self._geometry_timer.timeout.connect(self.save_geometry)
        self.place()
        # the features around the table
        self.last_trick = LastTrickPanel(controller, self.view, self.art, self.pack)
        self.deal_log = DealLogPanel(controller, self.view, self.pack)
        self._assist: Assist | None = None  # made after the first frame (see ``assist``)
        self.first_frame = AfterFirstFrame(self.view.viewport(), self.after_first_frame)
        self.stats_keeper = StatsKeeper(controller, persist, self)
        self.stats_keeper.saveFailed.connect(self.show_save_failure)
        self.sounds = SoundBoard(self)
        self.lessons = Lessons(controller, self.view, self.pack, persist=persist, status=self.show_status, parent=self)
        # a lesson's words leave the status line with it: what the game asks now, or nothing
        self.lessons.ended.connect(self.news.show_prompt)
        self.help_dialog: HelpDialog | None = None
        self.replay: ReplayDialog | None = None  # the replay viewer, when opened
        self._friends: Friends | None = None  # tables with friends, made at the first use
        self.menus = Menus(self, self, ACTIONS, CHOICES, settings, self.on_command)
        self.menu_actions = self.menus.entries  # each menu entry's action, by command
        self.game_menu, self.settings_menu, self.help_menu = self.menus.game, self.menus.settings, self.menus.help
        self.view.set_key_commands({e.key: e.command for e in ACTIONS if e.key is not None})
        self._apply_stored_settings()
        self.retranslate()
        controller.actionApplied.connect(self._on_applied)
        self.match_saver = MatchSaver(self._matchSaveFailed.emit, self._matchWritten.emit)  # queued
        self._matchSaveFailed.connect(self._on_match_save_failed)
        self._human_save = 0  # the save that holds the human's last action
        self._matchWritten.connect(controller.saved)
        if persist:  # the next computer card waits until the player's action is on disk
            controller.durable = lambda: self.match_saver.written >= self._human_save
        controller.matchChanged.connect(self._save_match)
        controller.dealFinished.connect(self._on_deal_finished)
        controller.tableEntered.connect(self._on_table_entered)
        controller.practiceChanged.connect(self._on_practice)
        controller.choiceOffered.connect(self._on_choice_offered)
        for sig in (controller.humanOptions, controller.matchReset, controller.tableEntered,
                    controller.practiceChanged, controller.actionApplied, controller.matchChanged):
            sig.connect(self._update_takeback)
        self._on_table_entered(False)
        self._on_practice(controller.practice)
        self.view.command.connect(self.on_command)
        self.view.setFocus()

    def pack(self) -> str:
        """The card pack in use (the features ask at each use: it can change)."""
        return self.settings.pack

    @property
    def summary_body(self) -> SummaryBody:
        """The summary's hands as dealt and review (made at their first use)."""
        body = self.view.summary_body
        assert isinstance(body, SummaryBody)
        return body

    @property
    def assist(self) -> Assist:
        """Hints and the after-deal review, made at the first use or after the first frame
        (their module brings the computer players' code along)."""
        if self._assist is None:
            from .assist import Assist

            self._assist = Assist(self.controller, self.view, self.summary_body, self.pack, self.show_status, self)
        return self._assist

    @property
    def friends(self) -> Friends:
        """Tables with friends (Game → Play with friends), made at the first use: nothing of
        the net layer is imported before."""
        if self._friends is None:
            from .friends import Friends

            self._friends = Friends(self, self)
        return self._friends

    def open_link(self, text: str) -> None:
        """A table's link (``bauernschnapsen://…``) the game was started with, or another
        start handed over: the window comes forward with Play with friends on "Join a
        table", filled in (or saying why the text is no table's link)."""
        self.bring_to_front()
        self.friends.open_link(text)

    def offer_return(self) -> None:
        """At the start: if seats at tables with friends were kept lately, the dialog offers
        the way back ("Back to Anna's table (North)").  Nothing of the net layer is imported
        unless a seat was kept."""
        from ..storage.seats import KIND as SEATS

        if SEATS.path.exists():
            self.friends.offer_return()

    def _on_table_entered(self, shared: bool) -> None:
        """At a shared table what belongs to the player's own game is off (its Bummerl, its
        rules, the lessons), and the table can be left."""
        for command in (Command.NEW_BUMMERL, Command.LEARN, Command.HOUSE_RULES, Command.PLAY_AGAIN):
            self.menu_actions[command].setEnabled(not shared)
        self._update_takeback()
        self.menus.choice_menus["rules"].setEnabled(not shared)
        self.menu_actions[Command.LEAVE_TABLE].setVisible(shared)
        if shared:
            self.answer_start_question()  # the own game goes on after the table

    def after_first_frame(self) -> None:
        """What the first painted frame does not need, started once it is on the screen:
        hints and reviews, the sounds (QtMultimedia), the computer players and their process."""
        _ = self.assist
        self.sounds.load()  # QtMultimedia, if sounds are on; plays the first deal's dealing
        self.controller.start_players()

    # -- menus -----------------------------------------------------------------------

    @property
    def lang_actions(self) -> dict[str, QAction]:
        return self.menus.choices["lang"]

    @property
    def pack_actions(self) -> dict[str, QAction]:
        return self.menus.choices["pack"]

    @property
    def speed_actions(self) -> dict[str, QAction]:
        return self.menus.choices["speed"]

    @property
    def strength_actions(self) -> dict[str, QAction]:
        return self.menus.choices["strength"]

    @property
    def rules_actions(self) -> dict[str, QAction]:
        return self.menus.choices["rules"]

    def _make_summary_body(self) -> SummaryBody:
        body = SummaryBody(self.art, self.pack)
        body.practice_allowed = self.controller.can_practise
        body.playOn.connect(self.play_on_from)
        return body

    def _summary_buttons(self) -> list[tuple[str, Command]]:
        buttons = [(translate("MainWindow", "Replay"), Command.REPLAY)]
        if self.controller.can_practise():
            buttons.insert(0, (translate("MainWindow", "Play again"), Command.PLAY_AGAIN))
        return buttons

    def _update_takeback(self, *_: object) -> None:
        # at a shared table the entry stays enabled: a disabled action's shortcut never fires,
        # and Ctrl+Z must reach take_back to say why nothing is taken back
        c = self.controller
        self.menu_actions[Command.TAKE_BACK].setEnabled(c.can_take_back() or c.shared)

    def answer_start_question(self) -> None:
        """The start's question (continue the saved game? a file's notice) is answered by
        beginning something else, a practice or a table with friends: the own game goes on
        after it."""
        overlay = self.view.overlay
        if overlay.kind in (PanelKind.NOTICE, PanelKind.RESUME):
            overlay.clear()

    def _on_practice(self, on: bool) -> None:
        self.practice_label.setVisible(on)
        self._retitle()
        if on:
            self.answer_start_question()
            self.show_status(translate("MainWindow", "Practice: this deal counts neither in the match nor in "
                                                     "the statistics."),
                             again=lambda: translate("MainWindow", "Practice: this deal counts neither in the "
                                                                   "match nor in the statistics."))

    def _retitle(self) -> None:
        if self.controller.practice:
            self.setWindowTitle(translate("MainWindow", "Bauernschnapsen — Practice"))
        else:
            self.setWindowTitle(translate("MainWindow", "Bauernschnapsen"))
        self.practice_label.setText(translate("MainWindow", "Practice"))

    def take_back(self) -> bool:
        """Ctrl+Z: the human's last decision and what followed are undone (if allowed now)."""
        c = self.controller
        if not c.can_take_back():
            why = ""
            if c.shared:
                why = translate("MainWindow", "Moves cannot be taken back at a table with friends.")
            elif not c.takeback_allowed:
                why = translate("MainWindow", "Taking moves back is turned off in the settings.")
            if why:
                self.show_status(why)
                self.view.access.say(why, now=True)
            return False
        self.news.taken_back = True  # the prompt for the decision again says so
        if not c.take_back():
            self.news.taken_back = False
            return False
        return True

    def play_again(self) -> bool:
        """The deal on the table, again from its start, as practice (the summary, the deal log)."""
        c = self.controller
        if not c.can_practise():
            return False
        return c.play_again(DealLog.from_deal(c.deal))

    def play_on_from(self, index: int) -> bool:
        """The summary's deal from before the human's action ``index``, as practice, the
        review's better choice offered there."""
        c = self.controller
        body = self.summary_body
        deal = body.deal
        if deal is None or not c.can_practise():
            return False
        started = c.play_again(DealLog.from_deal(deal), index, body.better_at(index))
        self.view.setFocus()  # the table's keys again (the list of moments had them)
        return started

    def _on_choice_offered(self, action: Action) -> None:
        def text() -> str:
            what = labels.hint_action(action, self.settings.pack, self.controller.deal.play_trump)
            return translate("MainWindow", "The review's choice here: %1").replace("%1", what)

        self.show_status(text(), again=text)
        self.view.point_at(action)

    def retranslate(self) -> None:
        self._retitle()
        self.menus.retranslate()
        self.news.retranslate()
        self.controller.retranslate()
        self.view.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.WindowStateChange:
            self._geometry_changed()
        super().changeEvent(event)

    # -- where the window is ---------------------------------------------------------

    def place(self) -> None:
        """Size and place the window before it is shown: where it was when last closed (the
        settings), else at its default size; always inside the screen's available area
        (without the taskbar; in logical pixels, so a scale factor of 2 halves it), with
        room for the frame, and maximised if it was."""
        s = self.settings
        rect = QRect(*s.window_rect) if len(s.window_rect) == 4 else None
        screen = QGuiApplication.screenAt(rect.center()) if rect is not None else None
        screen = screen or self.screen() or QGuiApplication.primaryScreen()
        room = screen.availableGeometry().marginsRemoved(FRAME_ALLOWANCE)
        self.setMinimumSize(MINIMUM_SIZE.boundedTo(room.size()))
        size = (rect.size() if rect is not None else DEFAULT_SIZE).boundedTo(room.size())
        if rect is not None:
            x = max(room.left(), min(rect.x(), room.right() + 1 - size.width()))
            y = max(room.top(), min(rect.y(), room.bottom() + 1 - size.height()))
            self.setGeometry(QRect(QPoint(x, y), size))
        else:
            self.resize(size)
        if s.window_maximised:
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)
        self._placed = self.size()

    def fit_to_screen(self) -> None:
        """Now that the frame is known: shrink and move the window until the whole of it,
        frame included, lies in the screen's available area.  A size asked for after
        :meth:`place` (``--screenshot --size``) is kept."""
        if self.windowState() & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen):
            return
        if self.size() != self._placed:
            return
        screen = self.screen()
        if screen is None:
            return
        avail = screen.availableGeometry()
        frame, inside = self.frameGeometry(), self.geometry()
        if avail.contains(frame):
            return
        extra = QSize(frame.width() - inside.width(), frame.height() - inside.height())
        size = inside.size().boundedTo(avail.size() - extra)
        self.resize(size.expandedTo(self.minimumSize()))
        frame = self.frameGeometry()
        x = max(avail.left(), min(frame.x(), avail.right() + 1 - frame.width()))
        y = max(avail.top(), min(frame.y(), avail.bottom() + 1 - frame.height()))
        self.move(x, y)

    def remember_geometry(self) -> None:
        """Keep the window's place, size and maximised state in the settings (not saved)."""
        maximised = bool(self.windowState() & Qt.WindowState.WindowMaximized)
        full = bool(self.windowState() & Qt.WindowState.WindowFullScreen)
        g = self.normalGeometry() if maximised or full else self.geometry()
        if g.width() > 0 and g.height() > 0:
            self.settings.window_rect = [g.x(), g.y(), g.width(), g.height()]
        self.settings.window_maximised = maximised

    def save_geometry(self) -> None:
        """Remember the window's place (:meth:`remember_geometry`) and save the settings
        if it changed."""
        self._geometry_timer.stop()
        if not self._fitted or not self.isVisible():
            return
        before = (list(self.settings.window_rect), self.settings.window_maximised)
        self.remember_geometry()
        if (self.settings.window_rect, self.settings.window_maximised) != before:
            self.store_settings()

    def _geometry_changed(self) -> None:
        if self._fitted and self.isVisible():
            self._geometry_timer.start()  # again: saved when the moving or resizing stops

    def moveEvent(self, event: QMoveEvent) -> None:
        super().moveEvent(event)
        self._geometry_changed()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._geometry_changed()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            # once the window manager has framed it (a frame's size comes some time after
            # the window is shown; an X window manager tells it only then)
            QTimer.singleShot(0, self.fit_to_screen)
            QTimer.singleShot(500, self.fit_to_screen)

    # -- game commands ---------------------------------------------------------------

    def on_command(self, command: Command) -> None:
        """Do what ``command`` says (a menu entry, a table key, a panel button)."""
        notice = self._notice_commands.get(command)
        if notice is not None:
            notice()
            return
        entry = BY_COMMAND.get(command)
        if entry is not None:
            entry.handler(self)

    def bummerl_under_way(self) -> bool:
        """Would a new Bummerl throw play away?  True once a deal of the running Bummerl is
        finished or the player has made a call or played a card in the deal on the table;
        a Bummerl just begun (the computers' first calls at most) is fresh."""
        c = self.controller
        match = c.match
        current = len(match.bummerl) - 1
        if match.current_bummerl.points != [0, 0] or (match.records and match.records[-1].bummerl == current):
            return True
        deal = match.deal if c.practice else c.deal  # a practice deal is not the Bummerl's
        return deal is match.deal and any(a.seat == HUMAN for a in deal.history)

    def new_bummerl(self) -> bool:
        """Start a fresh Bummerl (Ctrl+N), after asking if the running one is under way;
        True if started."""
        if self.bummerl_under_way() and not self.confirm(
            translate("MainWindow", "New Bummerl"),
            translate("MainWindow", "A Bummerl is being played. Give it up and start a new one at 0 : 0?"),
        ):
            return False
        self.controller.new_bummerl()
        return True

    # -- settings: each applies at once and is saved (the settings dialog calls these) --

    def store_settings(self) -> None:
        """Save the settings (unless this window does not persist); a failure is shown."""
        if not self.persist:
            return
        try:
            save_settings(self.settings)
        except OSError as exc:
            if is_news(exc):
                text = translate("MainWindow", "The settings could not be saved: %1")
                self.show_save_failure(text.replace("%1", save_failure_reason(exc)))

    def _apply_stored_settings(self) -> None:
        """The settings that the table, the sounds and the controller take at start."""
        s = self.settings
        self.sounds.set_enabled(s.sounds, s.volume, load=False)  # loaded in after_first_frame()
        self.view.table.set_counting_aid(s.counting_aid)
        self.controller.set_auto_genug(s.auto_genug)
        self.controller.set_takeback_allowed(s.takeback)
        seats = {seat: v for seat, v in enumerate(s.seat_strengths) if v}
        if seats:
            self.controller.set_seat_strengths(seats)

    def set_lang(self, lang: str) -> None:
        self.settings.lang = lang
        self.lang_actions[lang].setChecked(True)
        self.art.set_lang(lang)
        if not self.translations.switch(lang):  # else LanguageChange -> retranslate()
            self.retranslate()
        self.view.table.set_pack(self.settings.pack, self.art)
        self.store_settings()
        # said in the new language, and the question of the moment again in it
        self.view.access.say(translate("MainWindow", "Language: %1.").replace("%1", labels.LANGUAGES[lang]))
        self.news.say_prompt(self.controller.human_options)

    def set_pack(self, pack: str) -> None:
        self.settings.pack = pack
        self.pack_actions[pack].setChecked(True)
        self.art.set_pack(pack, self.settings.lang)
        self.controller.set_pack(pack)
        self.view.set_pack(pack, self.art)
        if self.help_dialog is not None and self.help_dialog.isVisible():
            self.help_dialog.reload()
        self.store_settings()

    def set_speed(self, speed: str) -> None:
        self.settings.speed = speed
        self.speed_actions[speed].setChecked(True)
        self.view.table.animator.set_speed(speed)
        self.controller.set_speed(speed)
        self.store_settings()

    def set_strength(self, strength: str) -> None:
        self.settings.strength = strength
        self.strength_actions[strength].setChecked(True)
        self.controller.set_strength(strength)
        self.store_settings()

    def set_seat_strengths(self, strengths: list[str]) -> None:
        s = self.settings
        s.seat_strengths = [v if v in STRENGTHS else "" for v in (list(strengths) + ["", "", "", ""])[:4]]
        s.seat_strengths[HUMAN] = ""
        self.controller.set_seat_strengths(dict(enumerate(s.seat_strengths)))
        self.store_settings()

    def set_counting_aid(self, on: bool) -> None:
        self.settings.counting_aid = on
        self.view.table.set_counting_aid(on)
        self.store_settings()

    def set_takeback(self, on: bool) -> None:
        self.settings.takeback = on
        self.controller.set_takeback_allowed(on)
        self._update_takeback()
        self.store_settings()

    def set_auto_genug(self, on: bool) -> None:
        self.settings.auto_genug = on
        self.controller.set_auto_genug(on)
        self.store_settings()

    def set_sounds(self, on: bool, volume: int) -> None:
        s = self.settings
        s.sounds = on
        s.volume = max(0, min(100, volume))
        self.sounds.set_enabled(on, s.volume)
        self.store_settings()

    def set_rules(self, preset: str) -> None:
        self.settings.set_rule_set(preset, rules_for(preset))
        self.rules_actions[preset].setChecked(True)
        self.controller.set_rules(rules_for(preset))
        self.show_status(translate("MainWindow", "The new rules apply from the next deal."))
        self.store_settings()

    # -- dialogs ---------------------------------------------------------------------

    def confirm(self, title: str, text: str) -> bool:
        """Ask the player yes or no (tests replace this)."""
        return ask(self, title, text)

    def choose(self, title: str, text: str, buttons: Sequence[str], default: int = 0) -> int:
        """Ask the player to pick one of ``buttons`` (the last one, or Escape: the index of
        the last); tests replace this."""
        return choose(self, title, text, buttons, default)

    def warn(self, title: str, text: str, detail: str = "") -> None:
        """Tell the player something went wrong (tests replace this)."""
        tell(self, title, text, detail)

    def open_lessons(self) -> None:
        """The list of lessons (Game → Learn to play; the welcome's button)."""
        self.lessons.open_list(self)

    def show_help(self) -> None:
        """The rules and the program's help, for the pack and language in use (F1)."""
        if self.help_dialog is None:
            from .dialogs.helpview import HelpDialog

            self.help_dialog = HelpDialog(lambda: (self.settings.pack, self.settings.lang), self)
        self.help_dialog.show()
        self.help_dialog.raise_()
        self.help_dialog.activateWindow()

    def about_dialog(self) -> AboutDialog:
        from .dialogs.about import AboutDialog

        return AboutDialog(self)

    def open_about(self) -> None:
        dlg = self.about_dialog()
        dlg.exec()
        dlg.deleteLater()

    def settings_dialog(self) -> SettingsDialog:
        from .dialogs.settings import SettingsDialog

        return SettingsDialog(self.settings, self, self)

    def open_settings(self) -> None:
        dlg = self.settings_dialog()
        dlg.exec()
        dlg.deleteLater()

    def replay_dialog(self) -> ReplayDialog:
        """A replay viewer on the session's last finished deal (not yet shown)."""
        from .dialogs.replay import ReplayDialog

        dlg = ReplayDialog(self.controller.match, self.art, lambda: self.settings.pack, self,
                           practice_allowed=self.controller.can_practise)
        dlg.practise.connect(self.practise_from_replay)
        return dlg

    def practise_from_replay(self, log: DealLog, step: int) -> bool:
        """The replay viewer's deal as practice, from its first ``step`` actions: the viewer
        closes so that the table is in front, with the table's keys."""
        c = self.controller
        if not c.play_again(log, step):  # False where practice is not allowed (can_practise)
            if c.shared:
                self.show_status(translate("MainWindow", "Deals cannot be practised at a table with friends."))
            elif c.lesson is not None:
                self.show_status(translate("MainWindow", "Deals cannot be practised during a lesson."))
            else:
                self.show_status(translate("MainWindow", "This deal cannot be played on from here."))
            return False
        if self.replay is not None:
            self.replay.close()
        self.activateWindow()
        self.view.setFocus()
        return True

    def open_replay(self) -> None:
        """The replay viewer, beside the table (not modal): the game goes on meanwhile."""
        if self.replay is not None:
            self.replay.close()
            self.replay.deleteLater()
        self.replay = self.replay_dialog()
        self.replay.setModal(False)
        self.replay.show()
        self.replay.raise_()

    def _on_deal_finished(self, deal: Deal, *_: object) -> None:
        self.save_geometry()
        if self._assist is None:  # no frame painted yet (a window never shown): made now, it
            self.assist.deal_finished(deal)  # missed this signal, so it is told directly
        if self.replay is not None and self.replay.isVisible():
            self.replay.refresh_deals()  # the deal just finished can be replayed now

    def stats_dialog(self) -> StatsDialog:
        from .dialogs.stats import StatsDialog

        keeper = self.stats_keeper
        return StatsDialog(keeper.stats, keeper.problem, self.reset_stats, self, friends=keeper.friends)

    def open_stats(self) -> None:
        dlg = self.stats_dialog()
        dlg.exec()
        self.stats_keeper.problem_told()
        dlg.deleteLater()

    def reset_stats(self) -> bool:
        """Start the statistics afresh, after asking; True if they were reset."""
        if not self.confirm(
            translate("MainWindow", "Reset the statistics"),
            translate("MainWindow", "Forget every Bummerl and deal counted so far? This cannot be undone."),
        ):
            return False
        self.stats_keeper.reset()
        return True

    def house_rules(self) -> HouseRules:
        """The saved sets; a broken file is reported (and was kept aside)."""
        house, broken = HouseRules.load()
        if broken is not None:
            if broken.kept_as is not None:
                text = translate("MainWindow", "The file of house rules could not be read; it was kept as %1.").replace(
                    "%1", str(broken.kept_as))
            else:
                text = translate("MainWindow", "The file of house rules could not be read.")
            text = " ".join([text, *broken_details(broken)])
            self.warn(translate("MainWindow", "House rules"), text, broken_reason(broken))
        return house

    def rules_dialog(self) -> RulesDialog:
        """A rules dialog showing the rules in force (not yet shown)."""
        from .dialogs.rules import RulesDialog

        dlg = RulesDialog(self.controller.match.rules, self.settings.rules, self.house_rules(), self)
        dlg.saveFailed.connect(self.show_save_failure)
        return dlg

    def open_rules(self) -> None:
        dlg = self.rules_dialog()
        if dlg.exec() == QDialog.DialogCode.Accepted:
            self.apply_rules(dlg.choice(), dlg.rules())
        dlg.deleteLater()

    def apply_rules(self, choice: str, rules: RuleSet) -> bool:
        """Make ``rules`` the house rules from the next deal on (asked first if a deal is
        being played under other rules).  True if applied."""
        c = self.controller
        deal = c.deal
        if rules != deal.rules and not deal.finished and deal.history:
            if not self.confirm(
                translate("MainWindow", "New rules"),
                translate("MainWindow", "A deal is being played. The new rules apply from the next deal; "
                          "this one is played to the end under the old rules. Change the rules?"),
            ):
                return False
        self.settings.set_rule_set(choice, rules)
        for key, a in self.rules_actions.items():
            a.setChecked(key == choice)
        c.set_rules(rules)
        self.store_settings()
        if rules != deal.rules:
            self.show_status(translate("MainWindow", "The new rules apply from the next deal."))
        return True

    # -- the status line (qt/news.py) and the sounds ----------------------------------

    def show_status(self, text: str, refusal: bool = False, again: Callable[[], str] | None = None) -> None:
        """The status line says ``text`` (see :meth:`News.show`)."""
        self.news.show(text, refusal, again)

    def _on_applied(self, action: Action | None, events: tuple[E.Event, ...]) -> None:
        self.sounds.speed = self.settings.speed
        self.sounds.on_events(events)

    def describe_table(self) -> None:
        """The table in one text (T): contract, trump, doubling, score, trick, turn, hand."""
        from .access import describe_table

        c = self.controller
        text = describe_table(c.deal, c.match.points, c.human_options, self.settings.pack,
                              self.view.table.history_lines())
        box = info_box(self, translate("MainWindow", "The table"), text)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.description_box = box
        box.open()

    # -- saving ----------------------------------------------------------------------

    def _save_match(self) -> None:
        # written by the saver's thread; a failure comes back as _matchSaveFailed; a shared
        # table is not the player's game (that is kept aside, unchanged, and comes back)
        if self.persist and not self.controller.shared:
            c = self.controller
            ticket = self.match_saver.save(c.match)
            history = c.deal.history
            if history and history[-1].seat in c.human_seats:
                self._human_save = ticket

    def _on_match_save_failed(self, exc: OSError) -> None:
        if is_news(exc):  # once, not after every action; the game plays on
            print(f"bauernschnapsen: could not save the game: {exc}", file=sys.stderr)
            self.show_save_failure(
                translate("MainWindow", "The game could not be saved: %1").replace("%1", save_failure_reason(exc)))

    def show_save_failure(self, text: str) -> None:
        """A file could not be saved (game, settings, statistics, house rules): the status line."""
        self.show_status(text, True, again=lambda: text)

    def bring_to_front(self) -> None:
        """Another start of the game on the same folders asked for this window: shown,
        restored if minimised, raised and activated."""
        if self.isMinimized():
            self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMinimized)
        self.show()
        self.raise_()
        self.activateWindow()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._friends is not None and not self._friends.may_close():  # the player stays at the table
            event.ignore()
            return
        self.remember_geometry()
        self.store_settings()
        self.lessons.leave()  # remembered where it was left
        if self._friends is not None:
            self._friends.shutdown()  # the table left as the player chose (seat and table kept by default)
        self.controller.shutdown()
        if self.replay is not None:
            self.replay.close()
        if self._assist is not None:
            self._assist.shutdown()
        self.view.table.animator.finish_all()
        self.match_saver.close()
        super().closeEvent(event)


def rules_for(preset: str) -> RuleSet:
    return PRESETS.get(preset, PRESETS["standard"])


ACTIONS: tuple[Entry[MainWindow], ...] = (
    Entry(Command.NEW_BUMMERL, QT_TRANSLATE_NOOP("MainWindow", "&New Bummerl"), Menu.GAME,
          lambda w: w.new_bummerl(), shortcut=QKeySequence.StandardKey.New),
    Entry(Command.SCORES, QT_TRANSLATE_NOOP("MainWindow", "&Score sheet\tS"), Menu.GAME,
          lambda w: w.view.toggle_scores(), key=Qt.Key.Key_S),
    Entry(Command.LAST_TRICK, QT_TRANSLATE_NOOP("MainWindow", "&Last trick\tL"), Menu.GAME,
          lambda w: w.last_trick.toggle(), key=Qt.Key.Key_L),
    Entry(Command.DEAL_LOG, QT_TRANSLATE_NOOP("MainWindow", "&Deal log\tD"), Menu.GAME,
          lambda w: w.deal_log.toggle(), key=Qt.Key.Key_D),
    Entry(Command.HINT, QT_TRANSLATE_NOOP("MainWindow", "&Hint\tH"), Menu.GAME,
          lambda w: w.assist.hint(), key=Qt.Key.Key_H),
    Entry(Command.TAKE_BACK, QT_TRANSLATE_NOOP("MainWindow", "Take &back"), Menu.GAME,
          lambda w: w.take_back(), shortcut=QKeySequence.StandardKey.Undo, separator_before=True),
    Entry(Command.PLAY_AGAIN, QT_TRANSLATE_NOOP("MainWindow", "Play this deal &again"), Menu.GAME,
          lambda w: w.play_again()),
    Entry(Command.DESCRIBE, QT_TRANSLATE_NOOP("MainWindow", "D&escribe the table\tT"), Menu.GAME,
          lambda w: w.describe_table(), key=Qt.Key.Key_T),
    Entry(Command.LEARN, QT_TRANSLATE_NOOP("MainWindow", "Lea&rn to play…"), Menu.GAME,
          lambda w: w.open_lessons(), separator_before=True),
    Entry(Command.FRIENDS, QT_TRANSLATE_NOOP("MainWindow", "Play with &friends…"), Menu.GAME,
          lambda w: w.friends.open_dialog()),
    Entry(Command.LEAVE_TABLE, QT_TRANSLATE_NOOP("MainWindow", "Lea&ve the table"), Menu.GAME,
          lambda w: w.friends.leave_table()),
    Entry(Command.REPLAY, QT_TRANSLATE_NOOP("MainWindow", "Re&play a deal…"), Menu.GAME,
          lambda w: w.open_replay()),
    Entry(Command.STATISTICS, QT_TRANSLATE_NOOP("MainWindow", "S&tatistics"), Menu.GAME,
          lambda w: w.open_stats()),
    Entry(Command.QUIT, QT_TRANSLATE_NOOP("MainWindow", "&Quit"), Menu.GAME,
          lambda w: w.close(), shortcut=QKeySequence.StandardKey.Quit, separator_before=True),
    # the settings menu: the CHOICES first, then these
    Entry(Command.HOUSE_RULES, QT_TRANSLATE_NOOP("MainWindow", "&House rules…"), Menu.SETTINGS,
          lambda w: w.open_rules(), separator_before=True),
    Entry(Command.SETTINGS, QT_TRANSLATE_NOOP("MainWindow", "All &settings…"), Menu.SETTINGS,
          lambda w: w.open_settings(), shortcut=QKeySequence.StandardKey.Preferences),
    Entry(Command.HELP, QT_TRANSLATE_NOOP("MainWindow", "&Rules and help"), Menu.HELP,
          lambda w: w.show_help(), shortcut=QKeySequence.StandardKey.HelpContents),
    Entry(Command.ABOUT, QT_TRANSLATE_NOOP("MainWindow", "&About Bauernschnapsen"), Menu.HELP,
          lambda w: w.open_about(), separator_before=True),
    # commands without a menu entry: the summary's buttons
    Entry(Command.NEXT_DEAL, "", None, lambda w: w.controller.next_deal()),
    Entry(Command.TABLE_OVER_READ, "", None, lambda w: w.friends.notice_read()),
)
"""Every menu entry, shortcut and table key of the window, in menu order."""

BY_COMMAND: dict[Command, Entry[MainWindow]] = {e.command: e for e in ACTIONS}

CHOICES: tuple[Choice[MainWindow], ...] = (
    Choice("lang", QT_TRANSLATE_NOOP("MainWindow", "&Language"), LANGS, lambda k: labels.LANGUAGES[k],
           lambda s: s.lang, MainWindow.set_lang),
    Choice("pack", QT_TRANSLATE_NOOP("MainWindow", "Card &pack"), PACKS, labels.pack_name,
           lambda s: s.pack, MainWindow.set_pack),
    Choice("speed", QT_TRANSLATE_NOOP("MainWindow", "&Animation speed"), SPEEDS, labels.speed_name,
           lambda s: s.speed, MainWindow.set_speed),
    Choice("strength", QT_TRANSLATE_NOOP("MainWindow", "&Computer players"), STRENGTHS, labels.strength_name,
           lambda s: s.strength, MainWindow.set_strength),
    Choice("rules", QT_TRANSLATE_NOOP("MainWindow", "&Rules"), RULE_PRESETS, labels.preset_name,
           lambda s: s.rules, MainWindow.set_rules),
)
"""The settings menu's submenus of exclusive choices, in menu order."""
