"""The developer runs of the command line, which the installed game keeps (the .deb's own
test runs them): ``--smoke-test`` plays through the real window with computers in all
four seats; ``--screenshot`` renders a moment of a seeded game.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from ..engine import Phase
from ..engine.match import Match
from .app import Game, Options
from .controller import GameController
from .mainwindow import rules_for


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


def moment(at: str) -> Callable[[GameController], bool]:
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
        print(f"bauernschnapsen: the moment {at!r} did not come up in this game", file=sys.stderr)
        return 1
    if not reached[0]:
        print(f"bauernschnapsen: could not write {path}", file=sys.stderr)
        return 1
    print(f"screenshot: {path} ({at})")
    return 0
