"""Around the table: the score sheet against the match record, the deal in words, the last
trick, and hints that see only the human's view."""

from __future__ import annotations

import html
import random

from PySide6.QtCore import Qt

from bschnapsen_gui.qt.i18n import labels
from bschnapsen_gui.ai import make_player
from bschnapsen_gui.qt.i18n.dealwords import deal_lines, forcing_rules
from bschnapsen_gui.engine import Card, Deal, Phase, RuleId, RuleSet, Verb
from bschnapsen_gui.engine import events as E
from bschnapsen_gui.engine.log import DealLog, hands_from_deck
from bschnapsen_gui.engine.match import Match
from bschnapsen_gui.engine.shuffle import shuffled_deck
from bschnapsen_gui.engine.view import SeatView, seat_view
from bschnapsen_gui.qt.models import ScoreSheetModel

from .helpers import choose, click_action, wait_for_human_or_end


def play_match(rules: RuleSet, seed: int, bummerl: int) -> Match:
    """Heuristic players in all seats until ``bummerl`` Bummerl are over (engine only)."""
    m = Match(rules, seed, dealer=3)
    players = [make_player("heuristic", seed * 4 + s) for s in range(4)]
    while len(m.finished_bummerl) < bummerl:
        d = m.deal
        while not d.finished:
            s = d.to_act
            assert s is not None
            d.apply(players[s].decide(seat_view(d, s)))
        m.next_deal()
    return m


def _cell(model: ScoreSheetModel, row: int, col: int) -> str:
    return model.data(model.index(row, col))


def test_score_model_follows_the_match_record_over_whole_bummerl(qapp):
    for rules in (RuleSet(), RuleSet(count_down=True, target_points=12)):
        m = play_match(rules, 5, 3)
        model = ScoreSheetModel()
        model.set_match(m, "tell")
        deal_rows = [r for r in range(model.rowCount()) if not model.is_bummerl_row(r)]
        assert len(deal_rows) == len(m.records)
        totals = [0, 0]
        current = 0
        for row, rec in zip(deal_rows, m.records):
            assert model.record_of_row(row) == m.records.index(rec)
            if rec.bummerl != current:
                current, totals = rec.bummerl, [0, 0]
            d = rec.replay()
            res = rec.result
            if res.winner is not None:
                totals[res.winner] += res.points
            assert _cell(model, row, model.COL_DEALER) == labels.seat_name(rec.dealer)
            assert _cell(model, row, model.COL_CONTRACT) == (
                labels.contract_name(d.contract) if d.contract else "–")
            assert _cell(model, row, model.COL_DECLARER) == (
                labels.seat_name(d.declarer) if d.declarer is not None else "–")
            assert _cell(model, row, model.COL_RESULT) == labels.reason_name(res.reason)
            shown = [t if not rules.count_down else max(0, rules.target_points - t) for t in totals]
            assert _cell(model, row, model.COL_WE) == str(shown[0])
            assert _cell(model, row, model.COL_THEY) == str(shown[1])
            if res.winner is not None:
                assert str(res.points) in _cell(model, row, model.COL_PUNKTE)
        # one closing row per finished Bummerl, with the engine's marks
        closing = [r for r in range(model.rowCount()) if model.is_bummerl_row(r)]
        assert len(closing) == len(m.finished_bummerl) == 3
        # the chart's course of each Bummerl ends at the Bummerl's Punkte
        for k, b in enumerate(m.finished_bummerl):
            course = model.course(k)
            last = course[-1]
            want = [p if not rules.count_down else max(0, b.target - p) for p in b.points]
            assert (last[1], last[2]) == tuple(want)
            assert course[0][1:] == ((0, 0) if not rules.count_down else (b.target, b.target))


def test_score_sheet_panel_has_the_chart(qtbot, make_game):
    game = make_game(seed=3)
    game.controller.set_match(play_match(RuleSet(), 9, 1))
    game.window.show()
    view = game.window.view
    qtbot.keyClick(view, Qt.Key.Key_S)
    assert view.overlay.kind == "scores"
    sheet = view.overlay.body
    assert sheet is not None and sheet.isVisible()
    chart = sheet.chart  # type: ignore[attr-defined]
    model = game.controller.score_model
    k = chart.bummerl
    assert [(int(x), int(y)) for x, y in chart.points(0)] == [(n, a) for n, a, _ in model.course(k)]
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert view.overlay.kind != "scores"


def _forced_plays(seeds: range) -> list[tuple[Deal, int, str, frozenset[RuleId]]]:
    """Plays of random legal deals with the rules that forced them, and their sentence."""
    out = []
    for seed in seeds:
        rng = random.Random(seed)
        rules = RuleSet(stichzwang=seed % 5 != 0)
        deal = Deal(rules, seed % 4, hands_from_deck(shuffled_deck(seed, 0), seed % 4))
        forced_at: list[frozenset[RuleId]] = []
        while not deal.finished:
            own = [a for a in deal.legal_actions() if a.seat == deal.to_act]
            a = rng.choice(own)
            if a.verb is Verb.PLAY:
                forced_at.append(forcing_rules(deal, a.seat))
            deal.apply(a)
        lines = [x for x in deal_lines(DealLog.from_deal(deal), "french") if x.kind == "play"]
        plays = [a for a in deal.history if a.verb is Verb.PLAY]
        assert len(lines) == len(plays) == len(forced_at)
        for line, rules_now in zip(lines, forced_at):
            out.append((deal, line.action or 0, line.text, rules_now))
    return out


def test_deal_in_words_names_the_rule_that_forced_a_card(qapp):
    seen = set()
    for _deal, _i, text, rules in _forced_plays(range(60)):
        farb, stich = RuleId.FARBZWANG in rules, RuleId.STICHZWANG in rules
        trumpf = RuleId.TRUMPFZWANG in rules or RuleId.OVER_TRUMP in rules
        assert ("Farbzwang" in text) == farb, text
        assert ("Stichzwang" in text) == stich, text
        assert ("Trumpfzwang" in text) == (trumpf and not farb and not stich), text
        if not rules:
            assert "(" not in text, text
        seen |= {r for r in ("Farbzwang", "Stichzwang", "Trumpfzwang") if r in text}
    assert seen == {"Farbzwang", "Stichzwang", "Trumpfzwang"}


def test_live_deal_log_keeps_the_others_forcing_rules_hidden(qtbot, make_game):
    game = make_game(seed=14)
    c = game.controller
    game.start()
    while not c.deal.finished and len(c.deal.tricks) < 3:
        wait_for_human_or_end(qtbot, game)
        if c.deal.finished:
            break
        click_action(qtbot, game, choose(c.human_options))
    around = game.window.around
    qtbot.keyClick(game.window.view, Qt.Key.Key_D)
    assert game.window.view.overlay.kind == "deallog"
    lines = around.deal_lines()
    for line in lines:
        if line.seat not in (None, 0) and not c.deal.finished:
            assert "zwang" not in line.text, line.text
    qtbot.keyClick(game.window.view, Qt.Key.Key_D)
    assert game.window.view.overlay.kind != "deallog"


def test_last_trick_by_key(qtbot, make_game):
    game = make_game(seed=15)
    c = game.controller
    view = game.window.view
    game.start()
    wait_for_human_or_end(qtbot, game)
    qtbot.keyClick(view, Qt.Key.Key_L)
    assert view.overlay.kind == "lasttrick"
    assert "No trick" in view.overlay.body_text
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    while not c.deal.finished and not any(t.winner is not None for t in c.deal.tricks):
        wait_for_human_or_end(qtbot, game)
        if c.deal.finished:
            break
        click_action(qtbot, game, choose(c.human_options))
    t = [t for t in c.deal.tricks if t.winner is not None][-1]
    if view.overlay.kind == "summary":
        view.close_overlay()
    game.window.around.show_last_trick()
    assert view.overlay.kind == "lasttrick"
    strip = game.window.around._strip
    assert strip is not None
    assert [s.code for s in strip.cards] == [str(x) for x in t.cards]
    assert [s.ringed for s in strip.cards] == [seat == t.winner for seat in t.seats]
    assert labels.seat_name(t.winner) in view.overlay.body_text


def _hidden_swapped(deal: Deal) -> Deal:
    """The same deal for seat 0 (its cards, everything public), other hidden hands."""
    hands = [list(h) for h in deal.dealt]
    # swap West's and East's cards: neither is seen by seat 0 before play
    hands[1], hands[3] = hands[3], hands[1]
    return Deal(deal.rules, deal.dealer, hands)


def test_hint_sees_only_the_seat_view(qtbot, make_game, monkeypatch):
    from bschnapsen_gui.qt import around as around_mod

    deal = Deal(RuleSet(), 3, hands_from_deck(shuffled_deck(5, 0), 3))
    other = _hidden_swapped(deal)
    assert deal.hands[1] != other.hands[1]
    va, vb = seat_view(deal, 0), seat_view(other, 0)
    assert va == vb  # nothing of the hidden hands is in the view: the hint's only input
    ha = around_mod.hint_for(va, seed=1)
    assert ha.action in va.legal
    try:
        around_mod.hint_for(deal, seed=1)  # type: ignore[arg-type]
    except TypeError:
        pass
    else:
        raise AssertionError("a hint must refuse anything but a SeatView")

    # through the window: the worker gets exactly the human's SeatView
    seen: list[object] = []
    real = around_mod.ai_hint

    def spy(view, **kw):  # type: ignore[no-untyped-def]
        seen.append(view)
        return real(view, **kw)

    monkeypatch.setattr(around_mod, "ai_hint", spy)
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
    hint = game.window.around.last_hint
    assert hint.action in c.human_options
    card = hint.action.value
    assert isinstance(card, Card)
    table = game.window.view.table
    assert table.hand_cards(0)[table.selected] == card  # Enter now plays the suggestion
    assert labels.hint_reason(str(hint.reason)) in game.window.status.text()


def test_summary_shows_hands_and_the_review_from_a_worker(qtbot, make_game, monkeypatch):
    from bschnapsen_gui.qt import around as around_mod

    got: list[object] = []
    real = around_mod.ai_analyse

    def spy(log, **kw):  # type: ignore[no-untyped-def]
        got.append(log)
        kw["seconds_per_decision"] = 0.03
        return real(log, **kw)

    monkeypatch.setattr(around_mod, "ai_analyse", spy)
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
    body = game.window.around.summary_body
    assert view.overlay.body is body
    deal = c.deal
    for seat in range(4):
        assert [s.code for s in body.strips[seat].cards] == [str(x) for x in deal.dealt[seat]]
    if deal.tricks:
        assert "looking" in body.review_text
        qtbot.waitUntil(lambda: game.window.around.last_analysis is not None, timeout=20_000)
        assert isinstance(got[0], DealLog) and got[0].actions == deal.history  # a snapshot
        assert "With open cards" in body.review_text
        analysis = game.window.around.last_analysis
        mine = [d for d in analysis.decisions if d.seat == 0 and d.loss >= 0.1]
        if mine:
            assert "Trick" in body.review_text
        else:
            assert "lost nothing" in body.review_text


def test_open_panels_follow_a_pack_and_language_switch(qtbot, make_game):
    game = make_game(seed=15, pack="tell")
    c = game.controller
    view = game.window.view
    around = game.window.around
    game.start()
    while not c.deal.finished and not any(t.winner is not None for t in c.deal.tricks):
        wait_for_human_or_end(qtbot, game)
        if c.deal.finished:
            break
        click_action(qtbot, game, choose(c.human_options))
    if view.overlay.kind == "summary":
        view.close_overlay()
    t = [t for t in c.deal.tricks if t.winner is not None][-1]
    # the deal in words: sentences in the language, card names of the pack
    around.show_deal_log()
    assert around._log_body.lines() == around.deal_sentences()
    tell_lines = around._log_body.lines()
    game.window.set_pack("french")
    assert view.overlay.kind == "deallog"
    assert around._log_body.lines() == around.deal_sentences() != tell_lines
    game.window.set_lang("de")
    assert view.overlay.kind == "deallog"
    qtbot.waitUntil(lambda: view.overlay.title_text == "Das Spiel in Worten")  # LanguageChange is posted
    assert around._log_body.lines() == around.deal_sentences()
    assert any(line.startswith("Du ") for line in around._log_body.lines())
    # the last trick: its sentence names the cards as the pack does
    around.show_last_trick()
    game.window.set_pack("tell")
    assert view.overlay.kind == "lasttrick"
    expected = labels.event_text(E.TrickTaken(t.winner, tuple(t.cards), t.augen), "tell")
    assert html.unescape(view.overlay.body_text) == expected
