"""The developer runs of the command line, which the installed game keeps (the .deb's own
test runs them): ``--smoke-test`` plays through the real window with computers in all
four seats; ``--screenshot`` renders a moment of a seeded game.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from ..engine import HUMAN, Phase
from ..engine.match import Match
from .app import Game, Options
from .controller import GameController
from .mainwindow import rules_for


class Translate(Protocol):
    """The command line's ``tr(text)`` or ``tr(text, n)`` (``__main__.translator``; named
    here, not imported from ``__main__``, which imports this module)."""

    def __call__(self, text: str, n: int = -1) -> str: ...


def QT_TRANSLATE_NOOP(context: str, text: str, disambiguation: None = None, n: int = -1) -> str:  # noqa: N802
    """Marks ``text`` for lupdate (context CommandLine: the command line's catalogue)."""
    return text


def _as_is(text: str, n: int = -1) -> str:
    return text.replace("%n", str(n)) if n >= 0 else text


# the one-line results, in the command line's language; whole lines, one per case
_SMOKE = {
    (True, True): QT_TRANSLATE_NOOP(
        "CommandLine", "smoke test: %n deals, Bummerl won by %1 (%2 gets %3), failures: %4, %5 s, "
        "players thought in their own process", None, 1),
    (True, False): QT_TRANSLATE_NOOP(
        "CommandLine", "smoke test: %n deals, Bummerl won by %1 (%2 gets %3), failures: %4, %5 s, "
        "players thought in the window's process", None, 1),
    (False, True): QT_TRANSLATE_NOOP(
        "CommandLine", "smoke test: %n deals, points A %1 : B %2, failures: %4, %5 s, players thought in their "
                       "own process", None, 1),
    (False, False): QT_TRANSLATE_NOOP(
        "CommandLine", "smoke test: %n deals, points A %1 : B %2, failures: %4, %5 s, players thought in the "
                       "window's process", None, 1),
}


def run_smoke(
    app: QApplication,
    deals: int | None,
    seed: int | None,
    out: Callable[[str], None],
    tr: Translate = _as_is,
) -> int:
    """Computer players in all four seats, through the real window, at full speed; the
    result in one line, worded by ``tr`` (the command line's language)."""
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
    own_process = c.players.in_process
    game.window.close()
    c.shutdown()
    line = tr(_SMOKE[(bool(bummerl), own_process)], len(finished))
    if bummerl:
        w, k = bummerl[0]
        line = line.replace("%1", "AB"[w]).replace("%2", "AB"[1 - w]).replace("%3", str(k))
    else:
        line = line.replace("%1", str(m.points[0])).replace("%2", str(m.points[1]))
    out(line.replace("%4", str(len(failures))).replace("%5", f"{elapsed:.2f}"))
    return 0 if not failures else 1


def moment(at: str) -> Callable[[GameController], bool]:
    def trump(c: GameController) -> bool:
        d = c.deal
        return not d.finished and d.phase is Phase.TRUMP and d.to_act == HUMAN

    def auction(c: GameController) -> bool:
        d = c.deal
        return not d.finished and d.phase is Phase.AUCTION and d.to_act == HUMAN and len(d.bids) >= 2

    def double(c: GameController) -> bool:
        d = c.deal
        return not d.finished and d.phase is Phase.DOUBLE and d.to_act == HUMAN

    def play(c: GameController) -> bool:
        d = c.deal
        return (
            not d.finished and d.phase is Phase.PLAY and d.to_act == HUMAN
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
    tr: Translate = _as_is,
) -> int:
    """Play a seeded game with computers until the moment ``at``, render, save; say so in
    one line worded by ``tr`` (the command line's language)."""
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

    c.stop_when = moment(at)
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
        print("bauernschnapsen: " + tr(QT_TRANSLATE_NOOP(
            "CommandLine", "the moment %1 did not come up in this game")).replace("%1", at), file=sys.stderr)
        return 1
    if not reached[0]:
        print("bauernschnapsen: " + tr(QT_TRANSLATE_NOOP("CommandLine", "could not write %1")).replace("%1", path),
              file=sys.stderr)
        return 1
    print(tr(QT_TRANSLATE_NOOP("CommandLine", "screenshot: %1 (%2)")).replace("%1", path).replace("%2", at))
    return 0
