"""Everything around the card table, hooked into the main window.

:class:`Around` adds the menu entries and keys for the panels and dialogs around the
table and owns their background work:

* **Last trick** (L): the previous trick's cards and who took it, on a table panel.
* **Deal log** (D): the deal so far in words, one sentence per line (:mod:`.dealwords`).
* **Hint** (H): the computer's suggestion for the human's decision, computed in a worker
  thread from the human's :class:`~bschnapsen_gui.engine.view.SeatView` only, shown in
  the status line and by choosing the card or button (Enter then confirms it).

The window keeps one instance (``MainWindow.around``) and calls :meth:`shutdown` when it
closes, so no thread outlives it.
"""

from __future__ import annotations

import html
import sys
import time
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QVBoxLayout, QWidget

from .i18n import labels
from ..ai.hints import analyse as ai_analyse
from ..ai.hints import hint as ai_hint
from .i18n.dealwords import Line, deal_lines, last_trick
from ..engine import Action, Deal, Phase, RuleSet, Verb
from ..engine import events as E
from ..engine.log import DealLog
from ..engine.view import SeatView, seat_view
from ..storage.houserules import HouseRules
from .dialogs.replay import ReplayDialog
from .dialogs.rules import RulesDialog
from ..storage.settings import STRENGTHS
from .dialogs.settings import SettingsDialog
from .sounds import SoundBoard
from ..storage.stats import Stats, load_stats, save_stats
from .dialogs.stats import StatsDialog
from .panels.summary import SummaryBody
from .tasks import TaskRunner
from .widgets.parts import CardStrip, SentenceList, Shown, ask, tell

if TYPE_CHECKING:
    from .mainwindow import MainWindow

translate = QCoreApplication.translate

HUMAN = 0
HINT_SECONDS = 2.5  # the longest a hint may think
ANALYSIS_SECONDS = 0.15  # per decision of the after-deal review
ANALYSIS_DEADLINE = 10.0  # the whole review


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
    if not isinstance(view, SeatView):
        raise TypeError("a hint needs the player's SeatView")
    if view.to_act != view.seat:
        from ..ai.heuristic import genug_is_right
        from ..ai.hints import Hint, Reason

        genug = [a for a in view.legal if a.seat == view.seat and a.verb is Verb.GENUG]
        if not genug:
            raise ValueError("nothing to decide for this seat")
        if genug_is_right(view):
            return Hint(genug[0], None, Reason.GENUG_REACHED, ())
        return None
    return ai_hint(view, strength="expert", seed=seed, deadline=time.monotonic() + HINT_SECONDS, cancel=cancel)


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


class LogBody(SentenceList):
    """The deal log's body on the panel."""


class Around(QObject):
    """The menus, keys, panels and background work around the table."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.view = window.view
        self.controller = window.controller
        self._hint_runner = TaskRunner("hint", self)
        self._hint_runner.done.connect(self._on_hint)
        self._hint_runner.failed.connect(self._on_hint_failed)
        self._hint_for: tuple[int, int] | None = None  # (deal id, history length) of the question
        self.last_hint: Any = None  # the last hint shown (tests, the status line)
        self._replay: ReplayDialog | None = None
        self.sounds = SoundBoard(self)
        self._strip: CardStrip | None = None
        self._trick_body: TrickBody | None = None
        self._log_body: LogBody | None = None
        self._analysis_runner = TaskRunner("analysis", self)
        self._analysis_runner.done.connect(self._on_analysis)
        self._analysis_runner.failed.connect(self._on_analysis_failed)
        self._analysing: Deal | None = None
        self.last_analysis: Any = None  # the last review made (tests)
        self.summary_body = SummaryBody(window.art, lambda: self.window.settings.pack)
        self.stats, broken = load_stats() if window.persist else (Stats(), None)
        self.stats_problem = ""  # what was wrong with the statistics file, shown once
        if broken is not None:
            if broken.kept_as is not None:
                self.stats_problem = translate(
                    "Around", "The statistics file could not be read; it was kept as %1. The statistics start fresh."
                ).replace("%1", str(broken.kept_as))
            else:
                self.stats_problem = translate(
                    "Around", "The statistics file could not be read. The statistics start fresh.")
            print(f"bauernschnapsen: statistics: {broken}", file=sys.stderr)
        self._build_actions()
        v = self.view
        v.summary_body = self.summary_body
        v.summary_buttons = lambda: [(translate("Around", "Replay"), "replay")]
        window.extra_commands["replay"] = self.open_replay
        v.closable_kinds |= {"lasttrick", "deallog"}
        # card names follow the pack, sentences the language
        v.refreshers.update(lasttrick=self.show_last_trick, deallog=self.show_deal_log)
        v.overlay_widths["deallog"] = 11.0
        v.overlay_widths["lasttrick"] = 8.5
        v.overlay_widths["summary"] = 12.0  # the tricks and four hands side by side
        v.extra_keys[Qt.Key.Key_L] = self.toggle_last_trick
        v.extra_keys[Qt.Key.Key_D] = self.toggle_deal_log
        v.extra_keys[Qt.Key.Key_H] = self.hint
        c = self.controller
        c.actionApplied.connect(self._on_applied)
        c.matchReset.connect(self._on_reset)
        c.dealFinished.connect(self._on_deal_finished)
        c.dealFinished.connect(self._count_deal)
        c.bummerlFinished.connect(self._count_bummerl)
        window.installEventFilter(self)
        self._apply_stored_settings()
        self.retranslate()

    # -- menus -----------------------------------------------------------------------

    def _action(self, slot: Callable[[], None]) -> QAction:
        a = QAction(self.window)
        a.triggered.connect(lambda _=False: slot())
        return a

    def _build_actions(self) -> None:
        w = self.window
        self.act_last_trick = self._action(self.toggle_last_trick)
        self.act_deal_log = self._action(self.toggle_deal_log)
        self.act_hint = self._action(self.hint)
        self.act_stats = self._action(self.open_stats)
        self.act_replay = self._action(self.open_replay)
        menu = w.game_menu
        # after "Score sheet", before the separator and "Quit"
        anchor = None
        acts = menu.actions()
        if w.act_quit in acts:
            i = acts.index(w.act_quit)
            anchor = acts[i - 1] if i > 0 and acts[i - 1].isSeparator() else w.act_quit
        for a in (self.act_last_trick, self.act_deal_log, self.act_hint, self.act_replay, self.act_stats):
            if anchor is not None:
                menu.insertAction(anchor, a)
            else:
                menu.addAction(a)
        self.act_rules = self._action(self.open_rules)
        self.act_settings = self._action(self.open_settings)
        self.act_settings.setShortcut(QKeySequence(QKeySequence.StandardKey.Preferences))
        w.settings_menu.addSeparator()
        w.settings_menu.addAction(self.act_rules)
        w.settings_menu.addAction(self.act_settings)

    def retranslate(self) -> None:
        # the key is shown after a tab, as for the score sheet: the table view handles it
        self.act_last_trick.setText(translate("Around", "&Last trick\tL"))
        self.act_deal_log.setText(translate("Around", "&Deal log\tD"))
        self.act_hint.setText(translate("Around", "&Hint\tH"))
        self.act_rules.setText(translate("Around", "&House rules…"))
        self.act_stats.setText(translate("Around", "S&tatistics…"))
        self.act_replay.setText(translate("Around", "Re&play a deal…"))
        self.act_settings.setText(translate("Around", "All &settings…"))
        kind = self.view.overlay.kind
        if kind == "lasttrick":
            self.show_last_trick()
        elif kind == "deallog":
            self.show_deal_log()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    # -- last trick ------------------------------------------------------------------

    def toggle_last_trick(self) -> None:
        if self.view.overlay.kind == "lasttrick":
            self.view.close_overlay()
        else:
            self.show_last_trick()

    def show_last_trick(self) -> None:
        deal = self.controller.deal
        pack = self.window.settings.pack
        t = last_trick(deal)
        if self._strip is None:
            self._strip = CardStrip(self.window.art)
            self._trick_body = TrickBody(self._strip)
        assert self._trick_body is not None
        self._strip.art = self.window.art
        if t is None or t.winner is None:
            self.view.show_notice(
                "lasttrick",
                translate("Around", "Last trick"),
                html.escape(translate("Around", "No trick has been taken in this deal yet.")),
                [(translate("Around", "Close"), "close")],
            )
            return
        self._strip.set_cards(
            [Shown(str(c), labels.seat_name(s), s == t.winner) for s, c in zip(t.seats, t.cards)]
        )
        text = labels.event_text(E.TrickTaken(t.winner, tuple(t.cards), t.augen), pack) or ""
        number = deal.tricks.index(t) + 1
        title = translate("Around", "Trick %1").replace("%1", str(number))
        self.view.overlay.show_content(
            "lasttrick",
            title,
            html.escape(text),
            [(translate("Around", "Close"), "close")],
            hint=translate("Around", "L or Esc close"),
            primary=0,
            body=self._trick_body,
        )
        self.view._place_panels()

    # -- the deal in words -----------------------------------------------------------

    def toggle_deal_log(self) -> None:
        if self.view.overlay.kind == "deallog":
            self.view.close_overlay()
        else:
            self.show_deal_log()

    def deal_lines(self, deal: Deal | None = None) -> list[Line]:
        """The shown deal in words; the forcing rule only for the human's own cards
        until the deal is over (it tells something about the cards a player kept)."""
        d = deal or self.controller.deal
        log = DealLog.from_deal(d)
        open_seats = None if d.finished else {HUMAN}
        return deal_lines(log, self.window.settings.pack, open_seats)

    def deal_sentences(self, deal: Deal | None = None) -> list[str]:
        return [line.text for line in self.deal_lines(deal)]

    def _fill_log(self) -> None:
        assert self._log_body is not None
        lines = self.deal_lines()
        self._log_body.set_lines([x.text for x in lines], [i for i, x in enumerate(lines) if x.kind in ("trick", "end")])

    def show_deal_log(self) -> None:
        if self._log_body is None:
            self._log_body = LogBody()
        self._fill_log()
        self.view.overlay.show_content(
            "deallog",
            translate("Around", "The deal in words"),
            "",
            [(translate("Around", "Close"), "close")],
            hint=translate("Around", "D or Esc close"),
            primary=0,
            body=self._log_body,
        )
        self.view._place_panels()

    def _on_applied(self, action: object, events: tuple[E.Event, ...]) -> None:
        self.sounds.speed = self.window.settings.speed
        self.sounds.on_events(events)
        self._hint_runner.cancel()
        self._hint_for = None
        kind = self.view.overlay.kind
        if kind == "deallog" and self._log_body is not None:
            self._fill_log()
        elif kind == "lasttrick" and any(isinstance(e, E.TrickTaken) for e in events):
            self.show_last_trick()

    def _on_reset(self) -> None:
        self._hint_runner.cancel()
        self._hint_for = None
        self._analysis_runner.cancel()
        self._analysing = None
        if self.view.overlay.kind in ("deallog", "lasttrick"):
            self.view.overlay.clear()

    # -- hints -----------------------------------------------------------------------

    def hint(self) -> None:
        """Ask the computer for a suggestion for the human's decision now."""
        c = self.controller
        deal = c.deal
        options = [a for a in c.human_options if a.seat == HUMAN]
        if deal.finished or not options or c.busy:
            self.window.show_status(translate("Around", "A hint is given when it is your turn."))
            return
        view = seat_view(deal, HUMAN)
        key = (id(deal), len(deal.history))
        if self._hint_for == key and self._hint_runner.busy:
            return
        self._hint_for = key
        seed = c.match.seed * 1000 + len(deal.history)
        self.window.show_status(translate("Around", "The computer is thinking about a hint…"))
        self._hint_runner.run(lambda cancel: hint_for(view, seed, cancel))

    def _on_hint(self, ticket: int, result: Any) -> None:
        deal = self.controller.deal
        if self._hint_for != (id(deal), len(deal.history)):
            return  # the game moved on
        self._hint_for = None
        self.last_hint = result
        pack = self.window.settings.pack
        if result is None:
            self.window.show_status(translate("Around", "Hint: do not say Genug yet; your team does not have 66."))
            return
        action: Action = result.action
        if action.verb is Verb.DOUBLE and action.value:
            what = labels.hint_double(deal.kontra_level + 1)
        else:
            what = labels.hint_action(action, pack, deal.play_trump)
        reason = labels.hint_reason(str(result.reason), pack)
        self.window.show_status(translate("Around", "Hint: %1 %2").replace("%1", what).replace("%2", reason))
        self._point_at(action)

    def _on_hint_failed(self, ticket: int, message: str) -> None:
        import sys

        print(f"bauernschnapsen: the hint failed:\n{message}", file=sys.stderr)
        self._hint_for = None
        self.window.show_status(translate("Around", "No hint this time: the computer could not decide."), True)

    def _point_at(self, action: Action) -> None:
        """Choose the suggested card or button, so that Enter confirms the hint."""
        v = self.view
        if action.verb is Verb.PLAY and self.controller.deal.phase is Phase.PLAY:
            cards = v.table.hand_cards(HUMAN)
            if action.value in cards:
                v.panel_focus = False
                v.table.select(cards.index(action.value))
            return
        panel = v.action_panel
        if action in panel.payloads:
            v.panel_focus = True
            panel.select(panel.payloads.index(action))
            if v.table.input_enabled:
                v.table.select(None)

    # -- the review after a deal ----------------------------------------------------

    def _on_deal_finished(self, deal: Deal) -> None:
        if self._replay is not None and self._replay.isVisible():
            self._replay.refresh_deals()  # the deal just finished can be replayed now
        c = self.controller
        if c.auto_next_deal or HUMAN not in c.human_seats or not deal.tricks:
            if not deal.tricks:
                self.summary_body.set_analysis(deal, _NoPlay(deal))
            return
        self.review(deal)

    def review(self, deal: Deal) -> None:
        """Review a finished deal in the worker; the summary shows it when it is ready."""
        log = DealLog.from_deal(deal)  # a snapshot: the worker never sees the live deal
        seed = self.controller.match.seed
        self._analysing = deal
        self._analysis_runner.run(
            lambda cancel: ai_analyse(log, seconds_per_decision=ANALYSIS_SECONDS, seed=seed, cancel=cancel,
                                      deadline=time.monotonic() + ANALYSIS_DEADLINE)
        )

    def _on_analysis(self, ticket: int, result: Any) -> None:
        deal = self._analysing
        self._analysing = None
        if deal is None:
            return
        self.last_analysis = result
        self.summary_body.set_analysis(deal, result)
        if self.view.overlay.kind == "summary":
            self.view._place_panels()

    def _on_analysis_failed(self, ticket: int, message: str) -> None:
        import sys

        print(f"bauernschnapsen: the review failed:\n{message}", file=sys.stderr)
        deal = self._analysing
        self._analysing = None
        if deal is not None:
            self.summary_body.set_analysis(deal, None)

    # -- replay ----------------------------------------------------------------------

    def replay_dialog(self) -> ReplayDialog:
        """A replay viewer on the session's last finished deal (not yet shown)."""
        return ReplayDialog(self.controller.match, self.window.art, lambda: self.window.settings.pack, self.window)

    def open_replay(self) -> None:
        """The replay viewer, beside the table (not modal): the game goes on meanwhile."""
        if self._replay is not None:
            self._replay.close()
            self._replay.deleteLater()
        self._replay = self.replay_dialog()
        self._replay.setModal(False)
        self._replay.show()
        self._replay.raise_()

    # -- statistics ------------------------------------------------------------------

    def _counting(self) -> bool:
        c = self.controller
        return self.window.persist and HUMAN in c.human_seats and not c.auto_next_deal

    def _count_deal(self, deal: Deal) -> None:
        m = self.controller.match
        if not self._counting() or not m.records or m.records[-1].log.actions != deal.history:
            return
        if self.stats.record_deal(deal, f"{m.seed}:{m.records[-1].number}"):
            self._save_stats()

    def _count_bummerl(self, winner: int, marks: int) -> None:
        if self._counting():
            self.stats.record_bummerl(winner, marks)
            self._save_stats()

    def _save_stats(self) -> None:
        try:
            save_stats(self.stats)
        except OSError as exc:
            print(f"bauernschnapsen: could not save the statistics: {exc}", file=sys.stderr)

    def stats_dialog(self) -> StatsDialog:
        return StatsDialog(self.stats, self.stats_problem, self.reset_stats, self.window)

    def open_stats(self) -> None:
        dlg = self.stats_dialog()
        dlg.exec()
        self.stats_problem = ""  # said once
        dlg.deleteLater()

    def reset_stats(self) -> bool:
        """Start the statistics afresh, after asking; True if they were reset."""
        if not self.confirm(
            translate("Around", "Reset the statistics"),
            translate("Around", "Forget every Bummerl and deal counted so far? This cannot be undone."),
        ):
            return False
        fresh = Stats()
        self.stats.__dict__.update(fresh.__dict__)
        self.stats_problem = ""
        if self.window.persist:
            self._save_stats()
        return True

    # -- rules -----------------------------------------------------------------------

    def confirm(self, title: str, text: str) -> bool:
        """Ask the player yes or no (tests replace this)."""
        return ask(self.window, title, text)

    def warn(self, title: str, text: str, detail: str = "") -> None:
        """Tell the player something went wrong (tests replace this)."""
        tell(self.window, title, text, detail)

    def house_rules(self) -> HouseRules:
        """The saved sets; a broken file is reported (and was kept aside)."""
        house, broken = HouseRules.load()
        if broken is not None:
            if broken.kept_as is not None:
                text = translate("Around", "The file of house rules could not be read; it was kept as %1.").replace(
                    "%1", str(broken.kept_as))
            else:
                text = translate("Around", "The file of house rules could not be read.")
            self.warn(translate("Around", "House rules"), text, str(broken))
        return house

    def rules_dialog(self) -> RulesDialog:
        """A rules dialog showing the rules in force (not yet shown)."""
        s = self.window.settings
        return RulesDialog(self.controller.match.rules, s.rules, self.house_rules(), self.window)

    def open_rules(self) -> None:
        dlg = self.rules_dialog()
        if dlg.exec() == QDialog.DialogCode.Accepted:
            self.apply_rules(dlg.choice(), dlg.rules())
        dlg.deleteLater()

    def apply_rules(self, choice: str, rules: RuleSet) -> bool:
        """Make ``rules`` the house rules from the next deal on (asked first if a deal is
        being played under other rules).  True if applied."""
        c = self.controller
        w = self.window
        deal = c.deal
        if rules != deal.rules and not deal.finished and deal.history:
            if not self.confirm(
                translate("Around", "New rules"),
                translate("Around", "A deal is being played. The new rules apply from the next deal; "
                          "this one is played to the end under the old rules. Change the rules?"),
            ):
                return False
        w.settings.set_rule_set(choice, rules)
        for key, a in w.rules_actions.items():
            a.setChecked(key == choice)
        c.set_rules(rules)
        w._store_settings()
        if rules != deal.rules:
            w.show_status(translate("MainWindow", "The new rules apply from the next deal."))
        return True

    # -- settings --------------------------------------------------------------------

    def _apply_stored_settings(self) -> None:
        """The settings the window itself does not apply (at start)."""
        s = self.window.settings
        self.sounds.set_enabled(s.sounds, s.volume)
        self.view.table.counting_aid = s.counting_aid
        self.controller.set_auto_genug(s.auto_genug)
        seats = {seat: v for seat, v in enumerate(s.seat_strengths) if v}
        if seats:
            self.controller.set_seat_strengths(seats)

    def settings_dialog(self) -> SettingsDialog:
        return SettingsDialog(self.window.settings, self, self.window)

    def open_settings(self) -> None:
        dlg = self.settings_dialog()
        dlg.exec()
        dlg.deleteLater()

    # what the settings dialog calls: each applies at once and is saved

    def set_lang(self, lang: str) -> None:
        self.window.set_lang(lang)

    def set_pack(self, pack: str) -> None:
        self.window.set_pack(pack)

    def set_speed(self, speed: str) -> None:
        self.window.set_speed(speed)

    def set_strength(self, strength: str) -> None:
        self.window.set_strength(strength)

    def set_seat_strengths(self, strengths: list[str]) -> None:
        s = self.window.settings
        s.seat_strengths = [v if v in STRENGTHS else "" for v in (list(strengths) + ["", "", "", ""])[:4]]
        s.seat_strengths[HUMAN] = ""
        self.controller.set_seat_strengths(dict(enumerate(s.seat_strengths)))
        self.window._store_settings()

    def set_counting_aid(self, on: bool) -> None:
        self.window.settings.counting_aid = on
        self.view.table.counting_aid = on
        self.view.table._update_boards()
        self.window._store_settings()

    def set_auto_genug(self, on: bool) -> None:
        self.window.settings.auto_genug = on
        self.controller.set_auto_genug(on)
        self.window._store_settings()

    def set_sounds(self, on: bool, volume: int) -> None:
        s = self.window.settings
        s.sounds = on
        s.volume = max(0, min(100, volume))
        self.sounds.set_enabled(on, s.volume)
        self.window._store_settings()

    # -- shutting down ---------------------------------------------------------------

    def shutdown(self) -> None:
        if self._replay is not None:
            self._replay.close()
        self._hint_runner.shutdown()
        self._analysis_runner.shutdown()

