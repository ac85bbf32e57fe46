"""The main window: the table, the menus (game, settings), the status line.

Settings are applied at once and saved; the match is saved after every action.  On a
language switch Qt sends ``LanguageChange`` and the window re-words everything
(menus, boards, panels, models) without touching the deal in progress.
"""

from __future__ import annotations

import sys
from typing import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QSize
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QWidget

from .i18n import labels
from .controller import GameController
from ..engine import Action, RuleSet
from ..engine import events as E
from ..engine.errors import Refusal
from ..engine.rules import PRESETS
from .dialogs.helpview import HelpDialog
from .i18n.translations import Translations
from ..storage.savegame import save_match
from ..storage.settings import LANGS, PACKS, SPEEDS, STRENGTHS, RULE_PRESETS, Settings, save_settings
from .table.art import make_art
from .table.view import TableView

translate = QCoreApplication.translate




class MainWindow(QMainWindow):
    def __init__(
        self,
        controller: GameController,
        settings: Settings,
        translations: Translations,
        *,
        persist: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self.translations = translations
        self.persist = persist  # save settings and the match (off for smoke runs, screenshots)
        self.save_errors = 0
        self.art = make_art(settings.pack, settings.lang)
        controller.set_pack(settings.pack)
        self.view = TableView(controller, self.art, settings.pack, self)
        self.view.table.animator.set_speed(settings.speed)
        controller.set_speed(settings.speed)
        self.setCentralWidget(self.view)
        self.status = QLabel(self)
        self.status.setContentsMargins(8, 2, 8, 2)
        self.statusBar().addWidget(self.status, 1)
        self._status_is_refusal = False
        self.resize(QSize(1280, 800))
        self.setMinimumSize(QSize(640, 420))
        self._build_menus()
        self.retranslate()
        controller.actionApplied.connect(self._on_applied)
        controller.refused.connect(self._on_refused)
        controller.matchChanged.connect(self._save_match)
        controller.humanOptions.connect(self._on_options)
        self.view.command.connect(self.on_command)
        self.view.setFocus()
        self.extra_commands: dict[str, Callable[[], None]] = {}
        from .around import Around  # the panels, dialogs and helpers around the table

        self.around = Around(self)

    # -- menus -----------------------------------------------------------------------

    def _group(self, menu: QMenu, values: tuple[str, ...], current: str, apply: Callable[[str], None]) -> dict[str, QAction]:
        group = QActionGroup(self)
        group.setExclusive(True)
        out = {}
        for v in values:
            a = QAction(self)
            a.setCheckable(True)
            a.setChecked(v == current)
            a.triggered.connect(lambda _=False, v=v: apply(v))
            group.addAction(a)
            menu.addAction(a)
            out[v] = a
        return out

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.act_next = QAction(self)
        self.act_next.triggered.connect(lambda: self.on_command("next_deal"))
        self.act_new_bummerl = QAction(self)
        self.act_new_bummerl.setShortcut(QKeySequence(QKeySequence.StandardKey.New))
        self.act_new_bummerl.triggered.connect(lambda: self.on_command("new_bummerl"))
        self.act_scores = QAction(self)
        self.act_scores.triggered.connect(self.view.show_scores)
        self.act_quit = QAction(self)
        self.act_quit.setShortcut(QKeySequence(QKeySequence.StandardKey.Quit))
        self.act_quit.triggered.connect(self.close)
        for a in (self.act_new_bummerl, self.act_scores):
            self.game_menu.addAction(a)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_quit)
        self.settings_menu = bar.addMenu("")
        self.lang_menu = self.settings_menu.addMenu("")
        self.lang_actions = self._group(self.lang_menu, LANGS, self.settings.lang, self.set_lang)
        self.pack_menu = self.settings_menu.addMenu("")
        self.pack_actions = self._group(self.pack_menu, PACKS, self.settings.pack, self.set_pack)
        self.speed_menu = self.settings_menu.addMenu("")
        self.speed_actions = self._group(self.speed_menu, SPEEDS, self.settings.speed, self.set_speed)
        self.strength_menu = self.settings_menu.addMenu("")
        self.strength_actions = self._group(
            self.strength_menu, STRENGTHS, self.settings.strength, self.set_strength
        )
        self.rules_menu = self.settings_menu.addMenu("")
        self.rules_actions = self._group(self.rules_menu, RULE_PRESETS, self.settings.rules, self.set_rules)
        self.help_menu = bar.addMenu("")
        self.act_help = QAction(self)
        self.act_help.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.act_help.triggered.connect(self.show_help)
        self.help_menu.addAction(self.act_help)
        self.help_dialog: HelpDialog | None = None

    def retranslate(self) -> None:
        self.setWindowTitle(translate("MainWindow", "Bauernschnapsen"))
        self.game_menu.setTitle(translate("MainWindow", "&Game"))
        self.act_new_bummerl.setText(translate("MainWindow", "&New Bummerl"))
        self.act_scores.setText(translate("MainWindow", "&Score sheet\tS"))
        self.act_quit.setText(translate("MainWindow", "&Quit"))
        self.settings_menu.setTitle(translate("MainWindow", "&Settings"))
        self.lang_menu.setTitle(translate("MainWindow", "&Language"))
        for k, a in self.lang_actions.items():
            a.setText(labels.LANGUAGES[k])
        self.pack_menu.setTitle(translate("MainWindow", "Card &pack"))
        for k, a in self.pack_actions.items():
            a.setText(labels.pack_name(k))
        self.speed_menu.setTitle(translate("MainWindow", "&Animation speed"))
        for k, a in self.speed_actions.items():
            a.setText(labels.speed_name(k))
        self.strength_menu.setTitle(translate("MainWindow", "&Computer players"))
        for k, a in self.strength_actions.items():
            a.setText(labels.strength_name(k))
        self.rules_menu.setTitle(translate("MainWindow", "&Rules"))
        for k, a in self.rules_actions.items():
            a.setText(labels.preset_name(k))
        self.help_menu.setTitle(translate("MainWindow", "&Help"))
        self.act_help.setText(translate("MainWindow", "&Rules and help"))
        self._retranslate_status()
        self.controller.retranslate()
        self.view.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- settings --------------------------------------------------------------------

    def _store_settings(self) -> None:
        if not self.persist:
            return
        try:
            save_settings(self.settings)
        except OSError as exc:
            self.show_status(translate("MainWindow", "The settings could not be saved: %1").replace("%1", str(exc)), True)

    def set_lang(self, lang: str) -> None:
        self.settings.lang = lang
        self.lang_actions[lang].setChecked(True)
        self.art.set_lang(lang)
        if not self.translations.switch(lang):  # else LanguageChange -> retranslate()
            self.retranslate()
        self.view.table.set_pack(self.settings.pack, self.art)
        self._store_settings()

    def set_pack(self, pack: str) -> None:
        self.settings.pack = pack
        self.pack_actions[pack].setChecked(True)
        self.art.set_pack(pack, self.settings.lang)
        self.controller.set_pack(pack)
        self.view.set_pack(pack, self.art)
        if self.help_dialog is not None and self.help_dialog.isVisible():
            self.help_dialog.reload()
        self._store_settings()

    def show_help(self) -> None:
        """The rules and the program's help, for the pack and language in use (F1)."""
        if self.help_dialog is None:
            self.help_dialog = HelpDialog(lambda: (self.settings.pack, self.settings.lang), self)
        self.help_dialog.show()
        self.help_dialog.raise_()
        self.help_dialog.activateWindow()

    def set_speed(self, speed: str) -> None:
        self.settings.speed = speed
        self.speed_actions[speed].setChecked(True)
        self.view.table.animator.set_speed(speed)
        self.controller.set_speed(speed)
        self._store_settings()

    def set_strength(self, strength: str) -> None:
        self.settings.strength = strength
        self.strength_actions[strength].setChecked(True)
        self.controller.set_strength(strength)
        self._store_settings()

    def set_rules(self, preset: str) -> None:
        self.settings.set_rule_set(preset, rules_for(preset))
        self.rules_actions[preset].setChecked(True)
        self.controller.set_rules(rules_for(preset))
        self.show_status(translate("MainWindow", "The new rules apply from the next deal."))
        self._store_settings()

    # -- game commands ---------------------------------------------------------------

    def on_command(self, command: str) -> None:
        if command in self.extra_commands:
            self.extra_commands[command]()
            return
        if command == "next_deal":
            self.controller.next_deal()
        elif command == "new_bummerl":
            self.controller.new_bummerl()

    # -- status line -----------------------------------------------------------------

    def show_status(self, text: str, refusal: bool = False, again: Callable[[], str] | None = None) -> None:
        """Show ``text``; ``again`` words it anew after a language switch (without it, the
        switch replaces the text by the prompt for the human's turn, if any)."""
        self._status_is_refusal = refusal
        self._status_again = again
        self.status.setText(text)
        self.status.setStyleSheet("color: #b3261e; font-weight: bold;" if refusal else "")

    def _retranslate_status(self) -> None:
        again = getattr(self, "_status_again", None)
        if again is not None:
            self.status.setText(again())
            return
        self.status.setText(self._prompt_text() or "")
        self.status.setStyleSheet("")

    def _on_applied(self, action: Action | None, events: tuple[E.Event, ...]) -> None:
        for ev in reversed(events):
            text = labels.event_text(ev, self.settings.pack)
            if text:
                event = ev

                def again() -> str:
                    return labels.event_text(event, self.settings.pack) or ""

                self.show_status(text, again=again)
                return

    def _on_refused(self, refusal: Refusal) -> None:
        self.show_status(
            labels.refusal_text(refusal, self.settings.pack),
            True,
            again=lambda: labels.refusal_text(refusal, self.settings.pack),
        )

    def _prompt_text(self) -> str | None:
        """What the status line asks of the human now (None: nothing)."""
        deal = self.controller.deal
        options = self.controller.human_options
        if not options or deal.finished:
            return None
        if deal.to_act != 0:
            return translate("MainWindow", "Your team took the trick: you may say Genug now.")
        if deal.marriage_pending is not None:
            if labels.tell_pack(self.settings.pack):
                prompt = translate("MainWindow", "Lead the King or the Ober of %1.")
            else:
                prompt = translate("MainWindow", "Lead the King or the Queen of %1.")
            return prompt.replace("%1", labels.suit_name(deal.marriage_pending, self.settings.pack))
        phase = deal.phase.value
        if phase == "play":
            return translate("MainWindow", "Your turn: play a card.")
        if phase == "trump":
            return translate("MainWindow", "Your turn: name trump.")
        if phase == "auction":
            return translate("MainWindow", "Your turn: announce a contract or say Weiter.")
        if phase == "double":
            return translate("MainWindow", "Your turn: double or not.")
        return None

    def _on_options(self, options: tuple[Action, ...]) -> None:
        if options and not self._status_is_refusal:
            text = self._prompt_text()
            if text:
                self.show_status(text, again=self._prompt_text_or_empty)
        self._status_is_refusal = False

    def _prompt_text_or_empty(self) -> str:
        return self._prompt_text() or ""

    # -- saving ----------------------------------------------------------------------

    def _save_match(self) -> None:
        if not self.persist:
            return
        try:
            save_match(self.controller.match)
        except OSError as exc:
            self.save_errors += 1
            print(f"bauernschnapsen: could not save the game: {exc}", file=sys.stderr)
            self.show_status(translate("MainWindow", "The game could not be saved: %1").replace("%1", str(exc)), True)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.shutdown()
        self.around.shutdown()
        self.view.table.animator.finish_all()
        super().closeEvent(event)


def rules_for(preset: str) -> RuleSet:
    return PRESETS.get(preset, PRESETS["standard"])

