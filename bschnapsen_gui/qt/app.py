"""Putting the game together: settings, translations, the match, the controller, the
window; and the developer runs (``--smoke-test``, ``--screenshot``).
"""

from __future__ import annotations

import secrets
import sys
import time
from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from .i18n import labels
from .controller import GameController
from ..engine import Phase
from ..engine.match import Match
from .i18n.translations import Translations, system_language
from ..storage.savegame import discard_save, load_match
from ..storage.settings import BrokenFile, Settings, load_settings
from .mainwindow import MainWindow, rules_for

translate = QCoreApplication.translate




@dataclass
class Options:
    lang: str | None = None
    pack: str | None = None
    seed: int | None = None
    speed: str | None = None
    persist: bool = True


class Game:
    """One running game: window, controller, translations."""

    def __init__(self, app: QApplication, opts: Options) -> None:
        self.app = app
        self.opts = opts
        self.translations = Translations()
        if opts.persist:
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
        self.window = MainWindow(self.controller, settings, self.translations, persist=opts.persist)
        self.window.extra_commands["resume"] = self._resume
        self.window.extra_commands["fresh"] = self._fresh
        self.window.extra_commands["ok"] = self._after_notice
        app.aboutToQuit.connect(self.controller.shutdown)

    def new_match(self, seed: int | None = None) -> Match:
        s = seed if seed is not None else secrets.randbelow(2**31)
        return Match(self.settings.rule_set(), s)

    def start(self) -> None:
        """Show the window; offer the saved game, or say what was wrong with a file."""
        self.window.show()
        c = self.controller
        if self.broken_settings is not None or self.broken_save is not None:
            c.paused = True
            c.start()
            self._show_broken()
            return
        if self.resumable:
            c.paused = True
            c.start()
            m = c.match
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
                "resume",
                translate("App", "Continue the saved game?"),
                text,
                [(translate("App", "Continue"), "resume"), (translate("App", "New game"), "fresh")],
            )
            return
        c.start()

    def _show_broken(self) -> None:
        parts = []
        # whole sentences: "it" is "sie" (die Datei) or "es" (das Spiel) in German
        for what, kept, broken in (
            (
                translate("App", "The settings file could not be read."),
                translate("App", "The settings file could not be read; it was kept as %1."),
                self.broken_settings,
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
            parts.append(line)
            print(f"bauernschnapsen: {what} ({broken})", file=sys.stderr)
        parts.append(translate("App", "The game starts fresh."))
        import html

        self.window.view.show_notice(
            "notice",
            translate("App", "A file could not be read"),
            "<br>".join(html.escape(p) for p in parts),
            [(translate("App", "OK"), "ok")],
        )

    def _after_notice(self) -> None:
        self.controller.paused = False
        self.controller.resume()

    def _resume(self) -> None:
        self.controller.paused = False
        self.controller.resume()

    def _fresh(self) -> None:
        discard_save()
        self.controller.paused = False
        self.controller.set_match(self.new_match(self.opts.seed))


# -- developer runs -------------------------------------------------------------------


def run_smoke(app: QApplication, deals: int | None, seed: int | None, out: Callable[[str], None]) -> int:
    """Computer players in all four seats, through the real window, at full speed."""
    opts = Options(seed=seed if seed is not None else 1, speed="off", persist=False, lang="en")
    game = Game(app, opts)
    c = game.controller
    c.human_seats = frozenset()
    c.auto_next_deal = True
    # A local loop, not app.exec(): the application stays usable afterwards (tests run
    # this in-process), and quitting it ends only this run.
    loop = QEventLoop()
    finished: list[object] = []
    bummerl: list[tuple[int, int]] = []
    failures: list[str] = []
    started = time.perf_counter()

    def on_deal(deal: object) -> None:
        finished.append(deal)
        if deals is not None and len(finished) >= deals:
            c.auto_next_deal = False
            QTimer.singleShot(0, loop.quit)

    def on_bummerl(winner: int, marks: int) -> None:
        bummerl.append((winner, marks))
        if deals is None:
            c.auto_next_deal = False
            QTimer.singleShot(0, loop.quit)

    c.dealFinished.connect(on_deal)
    c.bummerlFinished.connect(on_bummerl)
    c.computerFailed.connect(lambda seat, msg: failures.append(msg))
    game.start()
    guard = QTimer()
    guard.setSingleShot(True)
    def on_timeout() -> None:
        failures.append("timeout")
        loop.quit()

    guard.timeout.connect(on_timeout)
    guard.start(300_000)
    loop.exec()
    guard.stop()
    elapsed = time.perf_counter() - started
    m = c.match
    where = "own process" if c.players.in_process else "window's process"
    game.window.close()
    c.shutdown()
    if bummerl:
        w, k = bummerl[0]
        b = "AB"[w]
        summary = f"Bummerl won by {b} ({'AB'[1 - w]} gets {k})"
    else:
        summary = f"Punkte A {m.points[0]} : B {m.points[1]}"
    out(
        f"smoke test: {len(finished)} deals, {summary}, "
        f"{len(failures)} failures, {elapsed:.2f} s, players thought in their {where}"
    )
    return 0 if not failures else 1


AT_CHOICES = ("trump", "auction", "double", "play", "summary", "scores")


def _moment(at: str) -> Callable[[GameController], bool]:
    def trump(c: GameController) -> bool:
        d = c.deal
        return not d.finished and d.phase is Phase.TRUMP and d.to_act == 0

    def auction(c: GameController) -> bool:
        d = c.deal
        return not d.finished and d.phase is Phase.AUCTION and d.to_act == 0 and len(d.bids) >= 2

    def double(c: GameController) -> bool:
        d = c.deal
        return not d.finished and d.phase is Phase.DOUBLE and d.to_act == 0

    def play(c: GameController) -> bool:
        d = c.deal
        return (
            not d.finished and d.phase is Phase.PLAY and d.to_act == 0
            and len(d.tricks) >= 2 and d.trick is not None and len(d.trick.cards) >= 1
        )

    def summary(c: GameController) -> bool:
        d = c.deal
        return d.finished and len(d.tricks) >= 3

    def scores(c: GameController) -> bool:
        return c.deal.finished and len(c.match.records) >= 4

    return {"trump": trump, "auction": auction, "double": double, "play": play,
            "summary": summary, "scores": scores}[at]


def run_screenshot(
    app: QApplication,
    path: str,
    at: str,
    seed: int | None,
    lang: str | None,
    pack: str | None,
    size: tuple[int, int] = (1280, 800),
) -> int:
    """Play a seeded game with computers until the moment ``at``, render, save."""
    opts = Options(seed=seed if seed is not None else 3, speed="off", persist=False,
                   lang=lang or "en", pack=pack)
    game = Game(app, opts)
    c = game.controller
    c.set_match(Match(rules_for("standard"), opts.seed or 3, dealer=3))
    c.human_seats = frozenset()
    c.auto_next_deal = True
    game.window.resize(*size)
    reached: list[bool] = []
    loop = QEventLoop()

    def grab() -> None:
        if at == "scores":
            game.window.view.show_scores()
        QTimer.singleShot(30, save)

    def save() -> None:
        game.window.view.viewport().update()
        ok = game.window.grab().save(path)
        reached.append(ok)
        loop.quit()

    c.stop_when = _moment(at)
    c.autoplayStopped.connect(lambda: QTimer.singleShot(30, grab))
    game.start()
    guard = QTimer()
    guard.setSingleShot(True)
    guard.timeout.connect(loop.quit)
    guard.start(120_000)
    loop.exec()
    guard.stop()
    game.window.close()
    c.shutdown()
    if not reached:
        print(f"bauernschnapsen: the moment {at!r} did not come up in this game", file=sys.stderr)
        return 1
    if not reached[0]:
        print(f"bauernschnapsen: could not write {path}", file=sys.stderr)
        return 1
    print(f"screenshot: {path} ({at})")
    return 0
