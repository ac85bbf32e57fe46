"""The computer's help: hints that see only the human's view, and the after-deal review
in the summary, both thought in the background."""

from __future__ import annotations

import dataclasses
import os

from PySide6.QtCore import Qt

from bschnapsen_gui.ai.process import HintQuestion, ReviewQuestion
from bschnapsen_gui.engine import Card, Deal, Phase, RuleSet
from bschnapsen_gui.engine.log import DealLog, hands_from_deck
from bschnapsen_gui.engine.shuffle import shuffled_deck
from bschnapsen_gui.engine.view import SeatView, seat_view
from bschnapsen_gui.qt import assist as assist_mod
from bschnapsen_gui.qt.i18n import labels
from bschnapsen_gui.qt.tasks import TaskRunner

from .helpers import choose, click_action, wait_for_human_or_end


def _hidden_swapped(deal: Deal) -> Deal:
    """The same deal for seat 0 (its cards, everything public), other hidden hands."""
    hands = [list(h) for h in deal.dealt]
    # swap West's and East's cards: neither is seen by seat 0 before play
    hands[1], hands[3] = hands[3], hands[1]
    return Deal(deal.rules, deal.dealer, hands)


def test_hint_sees_only_the_seat_view(qtbot, make_game, monkeypatch):
    deal = Deal(RuleSet(), 3, hands_from_deck(shuffled_deck(5, 0), 3))
    other = _hidden_swapped(deal)
    assert deal.hands[1] != other.hands[1]
    va, vb = seat_view(deal, 0), seat_view(other, 0)
    assert va == vb  # nothing of the hidden hands is in the view: the hint's only input
    ha = assist_mod.hint_for(va, seed=1)
    assert ha.action in va.legal
    try:
        assist_mod.hint_for(deal, seed=1)  # type: ignore[arg-type]
    except TypeError:
        pass
    else:
        raise AssertionError("a hint must refuse anything but a SeatView")

    # through the window: the thinking process gets exactly the human's SeatView
    seen: list[object] = []
    real = TaskRunner.ask

    def spy(self, question, local=None):  # type: ignore[no-untyped-def]
        if isinstance(question, HintQuestion):
            seen.append(question.view)
        return real(self, question, local)

    monkeypatch.setattr(TaskRunner, "ask", spy)
    game = make_game(seed=16)
    c = game.controller
    game.start()
    wait_for_human_or_end(qtbot, game)
    while not c.deal.finished and c.deal.phase is not Phase.PLAY:
        click_action(qtbot, game, choose(c.human_options))
        wait_for_human_or_end(qtbot, game)
    assert not c.deal.finished and c.deal.to_act == 0, "seed 16 should give the human a card to play"
    qtbot.keyClick(game.window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: game.window.status.text().startswith("Hint:"), timeout=10_000)
    assert len(seen) == 1 and isinstance(seen[0], SeatView)
    assert seen[0] == seat_view(c.deal, 0)
    runner = game.window.assist._hints
    assert runner.in_process and runner.last_pid not in (None, os.getpid()), "hints think in the thinking process"
    hint = game.window.assist.last_hint
    assert hint.action in c.human_options
    card = hint.action.value
    assert isinstance(card, Card)
    table = game.window.view.table
    assert table.hand_cards(0)[table.selected] == card  # Enter now plays the suggestion
    assert labels.hint_reason(str(hint.reason)) in game.window.status.text()
    # and said to a screen reader (issue 42: H chose the card in silence), the card named
    spoken = game.window.view.access.spoken
    assert game.window.status.text() in spoken
    assert labels.card_name(card, game.window.view.pack) in spoken[-1]


def test_summary_shows_hands_and_the_review_from_a_worker(qtbot, make_game, monkeypatch):
    got: list[object] = []
    real = TaskRunner.ask

    def spy(self, question, local=None):  # type: ignore[no-untyped-def]
        if isinstance(question, ReviewQuestion):
            got.append(question.log)
            question = dataclasses.replace(question, seconds_per_decision=0.03)
        return real(self, question, local)

    monkeypatch.setattr(TaskRunner, "ask", spy)
    game = make_game(seed=11)
    c = game.controller
    game.start()
    while True:
        wait_for_human_or_end(qtbot, game)
        if c.deal.finished:
            break
        click_action(qtbot, game, choose(c.human_options))
    view = game.window.view
    qtbot.waitUntil(lambda: view.overlay.kind == "summary")
    body = game.window.summary_body
    assert view.overlay.body is body
    deal = c.deal
    for seat in range(4):
        assert [s.code for s in body.strips[seat].cards] == [str(x) for x in deal.dealt[seat]]
    if deal.tricks:
        assert "looking" in body.review_text
        qtbot.waitUntil(lambda: game.window.assist.last_review is not None, timeout=20_000)
        assert isinstance(got[0], DealLog) and got[0].actions == deal.history  # a snapshot
        assert game.window.assist._reviews.last_pid not in (None, os.getpid()), "reviews think in the process"
        assert "With open cards" in body.review_text
        analysis = game.window.assist.last_review
        mine = [d for d in analysis.decisions if d.seat == 0 and d.loss >= 0.1]
        if mine:
            assert "Trick" in body.review_text
        else:
            assert "lost nothing" in body.review_text
