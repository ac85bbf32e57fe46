"""Whole deals through the window: by mouse clicks, by keys alone, with a pack and
language switch in the middle."""

from __future__ import annotations

from PySide6.QtCore import Qt

from bschnapsen_gui.engine import Action, Phase, Verb

from .helpers import choose, click_action, key_action, wait_for_human_or_end


def _play_deal(qtbot, game, act) -> int:
    c = game.controller
    game.start()
    human_moves = 0
    while True:
        wait_for_human_or_end(qtbot, game)
        if c.deal.finished:
            break
        before = len(c.deal.history)
        act(qtbot, game, choose(c.human_options))
        human_moves += 1
        assert len(c.deal.history) > before, "the action did not reach the deal"
    return human_moves


def test_whole_deal_by_mouse(qtbot, make_game):
    game = make_game(seed=11)
    moves = _play_deal(qtbot, game, click_action)
    assert moves >= 1
    view = game.window.view
    qtbot.waitUntil(lambda: view.overlay.kind == "summary")
    # "Next deal" by mouse deals again
    qtbot.mouseClick(view.overlay.buttons[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not game.controller.deal.finished)
    assert len(game.controller.match.records) == 1


def test_whole_deal_by_keys(qtbot, make_game):
    game = make_game(seed=12)
    moves = _play_deal(qtbot, game, key_action)
    assert moves >= 1
    view = game.window.view
    qtbot.waitUntil(lambda: view.overlay.kind == "summary")
    qtbot.keyClick(view, Qt.Key.Key_S)
    assert view.overlay.kind == "scores"
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert view.overlay.kind == "summary"
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not game.controller.deal.finished)


def test_illegal_card_shows_the_engines_reason(qtbot, make_game):
    for seed in range(20, 60):
        game = make_game(seed=seed)
        c = game.controller
        game.start()
        while True:
            wait_for_human_or_end(qtbot, game)
            if c.deal.finished:
                break
            legal = {a.value for a in c.human_options if a.verb is Verb.PLAY}
            if c.deal.phase is Phase.PLAY and c.deal.to_act == 0:
                illegal = [x for x in c.deal.hands[0] if x not in legal]
                if illegal:
                    card = illegal[0]
                    before = len(c.deal.history)
                    click_action(qtbot, game, Action(0, Verb.PLAY, card))
                    assert len(c.deal.history) == before
                    status = game.window.status.text()
                    refusal = c.deal.refusal_for_card(0, card)
                    assert refusal is not None
                    from bschnapsen_gui.labels import refusal_text

                    assert status == refusal_text(refusal, game.settings.pack)
                    item = game.window.view.table.items_by_card[card]
                    assert item.toolTip() == status
                    return
            click_action(qtbot, game, choose(c.human_options))
        game.window.close()
        game.controller.shutdown()
    raise AssertionError("no seed gave the human a card he may not play")


def test_switch_pack_and_language_mid_deal(qtbot, make_game):
    game = make_game(seed=13, pack="tell")
    c = game.controller
    game.start()
    wait_for_human_or_end(qtbot, game)
    while not c.deal.finished and c.deal.phase is not Phase.PLAY:
        click_action(qtbot, game, choose(c.human_options))
        wait_for_human_or_end(qtbot, game)
    history = list(c.deal.history)
    w = game.window
    w.set_pack("french")
    assert w.art.pack == "french" and w.view.table.pack == "french"
    w.set_lang("de")
    assert game.translations.lang == "de"
    w.set_pack("french4")
    w.set_lang("ru")
    w.set_lang("en")
    assert c.deal.history == history, "switching must not lose the deal"
    # play on to the end
    while True:
        wait_for_human_or_end(qtbot, game)
        if c.deal.finished:
            break
        click_action(qtbot, game, choose(c.human_options))
    assert c.deal.finished
