"""When the human's team may say genug while a computer is about to play, the game waits
a moment for the human (a short timer, cancelled when he acts)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from bschnapsen_gui.engine import Verb

from .helpers import choose, click_action


def test_genug_moment_for_the_human(qtbot, make_game):
    for seed in range(40, 90):
        game = make_game(seed=seed)
        c = game.controller
        game.start()
        while True:
            qtbot.waitUntil(
                lambda: c.deal.finished or (not c.busy and bool(c.human_options)), timeout=20_000
            )
            if c.deal.finished:
                break
            genug = [a for a in c.human_options if a.verb is Verb.GENUG]
            if genug and c.deal.to_act != 0:
                # a computer (the partner) is to play, but the human may say genug first
                assert c._grace.isActive()
                history = len(c.deal.history)
                panel = game.window.view.action_panel
                assert panel.isVisible() and genug[0] in panel.payloads
                qtbot.wait(200)
                assert len(c.deal.history) == history, "the computer must wait a moment"
                qtbot.keyClick(game.window.view, Qt.Key.Key_G)
                assert c.deal.finished and c.deal.history[-1].verb is Verb.GENUG
                assert not c._grace.isActive() and c.thinking_seat is None
                return
            if c.deal.to_act != 0:
                # only genug is offered to the human while a computer is to act: let it pass
                qtbot.waitUntil(lambda: not c._grace.isActive(), timeout=5000)
                continue
            click_action(qtbot, game, choose(c.human_options))
        game.window.close()
        game.controller.shutdown()
    raise AssertionError("no seed gave the human's team a genug moment before the partner played")
