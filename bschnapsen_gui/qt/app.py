"""Putting the game together: settings, translations, the match, the controller, the
window; the saved game offered again, a broken file reported.

The developer runs (``--smoke-test``, ``--screenshot``) are in :mod:`bschnapsen_gui.dev.runs`.
"""

from __future__ import annotations

import html
import os
import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QDialog

from ..engine.match import Match
from ..storage.files import Problem, tidy_folders
from ..storage.savegame import discard_save, load_match
from ..storage.settings import RULE_PRESETS, BrokenFile, Settings, load_settings
from .commands import Command, PanelKind
from .controller import GameController
from .i18n import labels
from .i18n.filewords import broken_details
from .i18n.translations import Translations, system_language
from .mainwindow import MainWindow, rules_for

if TYPE_CHECKING:
    from .dialogs.welcome import WelcomeDialog

translate = QCoreApplication.translate


@dataclass
class Options:
    lang: str | None = None
    pack: str | None = None
    seed: int | None = None
    speed: str | None = None
    persist: bool = True
    read_only: bool = False  # read the player's files as a start does, write none (--startup-time)
    welcome: bool = False  # the first-start welcome, if not shown before (the game sets it; tests need not)


class Game:
    """One running game: window, controller, translations."""

    def __init__(self, app: QApplication, opts: Options) -> None:
        self.app = app
        self.opts = opts
        self.translations = Translations()
        if opts.persist:
            if not opts.read_only:  # a read-only run may start beside a running game
                tidy_folders()  # temporaries a killed run left behind
            settings, self.broken_settings = load_settings(system_language())
        else:
            settings, self.broken_settings = Settings(lang=system_language()), None
        if opts.lang:
            settings.lang = opts.lang
        if opts.pack:
            settings.pack = opts.pack
        if opts.speed:
            settings.speed = opts.speed
        self.settings = settings
        self.translations.switch(settings.lang)
        saved: Match | None = None
        self.broken_save: BrokenFile | None = None
        if opts.persist and opts.seed is None:
            saved, self.broken_save = load_match()
        self.resumable = saved is not None
        match = saved if saved is not None else self.new_match(opts.seed)
        self.controller = GameController(match, strength=settings.strength, speed=settings.speed)
        self.window = MainWindow(
            self.controller, settings, self.translations, persist=opts.persist,
            notice_commands={Command.RESUME: self._resume, Command.FRESH: self._fresh, Command.OK: self._notice_read},
        )
        if opts.read_only:
            self.window.persist = False  # nothing it does is saved
            self.window.stats_keeper.persist = False
            self.window.lessons.persist = False
        elif saved is not None and saved.records and saved.saved_block is None:
            # a save of the layout before (read whole, every deal replayed): written again at
            # once, in the background, in the layout the next start reads without replaying
            self.window.match_saver.save(saved)
        app.aboutToQuit.connect(self.controller.shutdown)
        self.welcome: QDialog | None = None

    def new_match(self, seed: int | None = None) -> Match:
        # a fresh seed from the system (os.urandom: secrets would bring OpenSSL in before the first frame)
        s = seed if seed is not None else int.from_bytes(os.urandom(4), "little") & 0x7FFFFFFF
        return Match(self.settings.rule_set(), s)

    def start(self) -> None:
        """Show the window; offer the saved game, or say what was wrong with a file; after
        the first frame, the seats kept at tables with friends (a way back after a closed
        window or a crash)."""
        self.window.show()
        if self.opts.persist and not self.opts.read_only:
            QTimer.singleShot(0, self.window.offer_return)
        c = self.controller
        if self.broken_settings is not None or self.broken_save is not None or self.window.stats_keeper.problem:
            c.paused = True
            c.start()
            self._show_broken()
            return
        if self.resumable:
            c.paused = True
            c.start()
            self._offer_resume()
            return
        if self.opts.welcome and not self.settings.welcomed:
            c.paused = True  # the first deal waits for the welcome
            c.start()
            self._show_welcome()
            return
        c.start()

    def _offer_resume(self) -> None:
        """Continue the saved game, or a new one?"""
        m = self.controller.match
        text = (
            translate("App", "Bummerl %1 · deal %2 · %3 %4 : %5 %6")
            .replace("%1", str(len(m.bummerl)))
            .replace("%2", str(len(m.records) + 1))
            .replace("%3", labels.team_name(0))
            .replace("%4", str(m.points[0]))
            .replace("%5", str(m.points[1]))
            .replace("%6", labels.team_name(1))
        )
        self.window.view.show_notice(
            PanelKind.RESUME,
            translate("App", "Continue the saved game?"),
            text,
            [(translate("App", "Continue"), Command.RESUME), (translate("App", "New game"), Command.FRESH)],
        )

    def _show_welcome(self) -> None:
        """How to play here, F1, and the rules to play by; shown once (``Settings.welcomed``)."""
        from .dialogs.welcome import WelcomeDialog

        current = self.settings.rules if self.settings.rules in RULE_PRESETS else "standard"
        dlg = WelcomeDialog(current, self.window)
        dlg.finished.connect(lambda _result: self._welcomed(dlg))
        self.welcome = dlg
        dlg.open()

    def open_link(self, text: str) -> None:
        """A table's link (the command line, another start): Play with friends on "Join a
        table", filled in (``MainWindow.open_link``); at a first start after the welcome,
        which is window-modal and would hide the dialog and hold its keys."""
        if self.welcome is not None:
            self.welcome.finished.connect(lambda _result: self.window.open_link(text))
            self.window.bring_to_front()
            return
        self.window.open_link(text)

    def _welcomed(self, dlg: WelcomeDialog) -> None:
        """The welcome closed: its rules for the match (nothing has been played yet), remembered."""
        preset = dlg.preset()
        self.welcome = None
        dlg.deleteLater()
        self.settings.welcomed = True
        if preset != self.settings.rules:
            self.settings.set_rule_set(preset, rules_for(preset))
            self.window.rules_actions[preset].setChecked(True)
            self.controller.set_match(self.new_match(self.opts.seed))
        self.window.store_settings()
        self.controller.paused = False
        self.controller.resume()
        if dlg.learn:
            self.window.open_lessons()

    def _show_broken(self) -> None:
        """One notice at start for every file that could not be read (settings, the saved
        game, the statistics), each said once."""
        parts = []
        settings = self.broken_settings
        if settings is not None and settings.problem is Problem.PARTLY:
            line = translate("App", "Some settings had values the game cannot use; they are back at their "
                             "defaults. The settings file was kept as %1.").replace("%1", str(settings.kept_as))
            parts.append(line)
            print(f"bauernschnapsen: settings: {settings}", file=sys.stderr)
            settings = None
        # whole sentences: "it" is "sie" (die Datei) or "es" (das Spiel) in German
        for what, kept, broken in (
            (
                translate("App", "The settings file could not be read."),
                translate("App", "The settings file could not be read; it was kept as %1."),
                settings,
            ),
            (
                translate("App", "The saved game could not be read."),
                translate("App", "The saved game could not be read; it was kept as %1."),
                self.broken_save,
            ),
        ):
            if broken is None:
                continue
            line = what if broken.kept_as is None else kept.replace("%1", str(broken.kept_as))
            parts.append(" ".join([line, *broken_details(broken)]))
            print(f"bauernschnapsen: {what} ({broken})", file=sys.stderr)
        if settings is not None or self.broken_save is not None:
            parts.append(translate("App", "The game starts fresh."))
        keeper = self.window.stats_keeper
        if keeper.problem:  # said here, at start, like every other file (not again in the dialog)
            parts.append(keeper.problem)
            keeper.problem_told()
        self.window.view.show_notice(
            PanelKind.NOTICE,
            translate("App", "A file could not be read"),
            "<br>".join(html.escape(p) for p in parts),
            [(translate("App", "OK"), Command.OK)],
        )

    def _notice_read(self) -> None:
        """The notice of a file that could not be read is read: the saved game (if it was
        read) is offered, else play begins."""
        if self.resumable and self.controller.paused:
            self._offer_resume()
            return
        self._resume()

    def _resume(self) -> None:
        """The saved game goes on (or, after a notice, the fresh one starts)."""
        self.controller.paused = False
        self.controller.resume()

    def _fresh(self) -> None:
        discard_save()
        self.controller.paused = False
        self.controller.set_match(self.new_match(self.opts.seed))
