"""The panels around the table: the score sheet against the match record, the deal in
words, the last trick; both follow a pack and a language switch."""

from __future__ import annotations

import html
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from bschnapsen_gui.engine import CONTRACT_TABLE, Deal, RuleId, RuleSet, Verb
from bschnapsen_gui.engine import events as E
from bschnapsen_gui.engine.log import DealLog, hands_from_deck
from bschnapsen_gui.engine.shuffle import shuffled_deck
from bschnapsen_gui.qt.i18n import labels
from bschnapsen_gui.qt.i18n.dealwords import deal_lines, forcing_rules
from bschnapsen_gui.qt.models import ScoreSheetModel

from .helpers import choose, click_action, play_match, wait_for_human_or_end


def _cell(model: ScoreSheetModel, row: int, col: int) -> str:
    return model.data(model.index(row, col))


def test_score_sheet_names_no_trump_for_a_contract_without_one(qapp):
    m = play_match(RuleSet(), 1, 1)  # seed 1: the heuristic players play a Zehnergang
    model = ScoreSheetModel()
    model.set_match(m, "tell")
    seen = 0
    for row in range(model.rowCount()):
        if model.is_bummerl_row(row):
            continue
        d = m.records[model.record_of_row(row)].replay()
        if d.contract is not None and not CONTRACT_TABLE[d.contract].trump:
            assert d.trump is not None  # a suit was called, but it does not count
            assert _cell(model, row, model.COL_TRUMP) == "–"
            seen += 1
    assert seen


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
            # a contract without trump (Bettler, Gang, Zehnergang ...) shows no trump suit
            counts = d.trump is not None and (d.contract is None or CONTRACT_TABLE[d.contract].trump)
            assert _cell(model, row, model.COL_TRUMP) == (labels.suit_name(d.trump, "tell") if counts else "–")
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


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_the_score_sheet_fits_a_small_table_mid_deal(qtbot, make_game, lang):
    """At 900x620 during a deal the sheet had one row between the boards and the hand, its
    chart cut off with its legend, Close drawn over the chart, "Esc schließen" clipped; and
    the phase panel lay over it."""
    from bschnapsen_gui.qt.table.view import KeyTarget


    game = make_game(seed=7, lang=lang)
    game.controller.set_match(play_match(RuleSet(), 9, 1))  # a Bummerl of rows behind it
    game.window.resize(900, 620)
    game.window.show()
    qtbot.waitExposed(game.window)
    c = game.controller
    wait_for_human_or_end(qtbot, game)
    assert c.human_options and not c.deal.finished
    view = game.window.view
    qtbot.keyClick(view, Qt.Key.Key_S)
    QApplication.processEvents()
    o = view.overlay
    assert o.kind == "scores"
    assert not view.action_panel.isVisible() and view.key_target is KeyTarget.OVERLAY
    sheet = o.body
    panel = o.geometry()
    assert view.viewport().rect().contains(panel)

    def inside(w):
        r = w.rect().translated(w.mapTo(o, w.rect().topLeft()))
        return o.rect().contains(r), r

    rows = sheet.table.viewport().height() // sheet.table.verticalHeader().defaultSectionSize()
    assert rows >= 3, f"{rows} rows of the sheet in sight"
    assert sheet.chart.height() >= 100
    ok, chart = inside(sheet.chart)
    assert ok, chart
    close = o.buttons[0]
    ok, button = inside(close)
    assert ok and button.top() >= chart.bottom(), (button, chart)
    hint = o._hint
    ok, hint_rect = inside(hint)
    assert ok and hint.sizeHint().width() <= hint.width() and hint_rect.top() >= button.bottom()
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert view.action_panel.isVisible() and view.key_target is not KeyTarget.OVERLAY
    assert c.act(choose(c.human_options))


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
    deal_log = game.window.deal_log
    qtbot.keyClick(game.window.view, Qt.Key.Key_D)
    assert game.window.view.overlay.kind == "deallog"
    lines = deal_log.lines()
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
    game.window.last_trick.show()
    assert view.overlay.kind == "lasttrick"
    strip = game.window.last_trick.strip
    assert strip is not None
    assert [s.code for s in strip.cards] == [str(x) for x in t.cards]
    assert [s.ringed for s in strip.cards] == [seat == t.winner for seat in t.seats]
    assert labels.seat_name(t.winner) in view.overlay.body_text


def test_open_panels_follow_a_pack_and_language_switch(qtbot, make_game):
    game = make_game(seed=15, pack="tell")
    c = game.controller
    view = game.window.view
    deal_log = game.window.deal_log
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
    deal_log.show()
    assert deal_log.body.lines() == deal_log.sentences()
    tell_lines = deal_log.body.lines()
    game.window.set_pack("french")
    assert view.overlay.kind == "deallog"
    assert deal_log.body.lines() == deal_log.sentences() != tell_lines
    game.window.set_lang("de")
    assert view.overlay.kind == "deallog"
    qtbot.waitUntil(lambda: view.overlay.title_text == "Das Spiel in Worten")  # LanguageChange is posted
    assert deal_log.body.lines() == deal_log.sentences()
    assert any(line.startswith("Du ") for line in deal_log.body.lines())
    # the last trick: its sentence names the cards as the pack does
    game.window.last_trick.show()
    game.window.set_pack("tell")
    assert view.overlay.kind == "lasttrick"
    expected = labels.event_text(E.TrickTaken(t.winner, tuple(t.cards), t.augen), "tell")
    assert html.unescape(view.overlay.body_text) == expected


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_kontra_stands_once_in_the_contract_box(qtbot, make_game, lang):
    """Asked for Re after a Kontra, the box said "Kontra" as the level and again as the
    phase."""
    from .test_focus import up_to_last_step
    from .test_lessons import press

    game = make_game(seed=3, lang=lang)
    game.start()
    up_to_last_step(qtbot, game, "gang")  # the Re after East's Kontra
    press(qtbot, game)
    deal = game.controller.deal
    assert deal.kontra_level == 1 and str(deal.phase) == "double"
    text = game.window.view.table.contract_board.plain_text
    word = labels.kontra_name(1).strip(" !").casefold()
    assert text.casefold().count(word) == 1, text


def test_score_sheet_cells_say_their_column_and_an_empty_one_says_none(qapp):
    """Issue 42: a screen reader read a row of the score sheet without its column headings
    and skipped an empty Kontra cell."""
    m = play_match(RuleSet(), 1, 1)
    model = ScoreSheetModel()
    model.set_match(m, "tell")
    role = Qt.ItemDataRole.AccessibleTextRole
    row = next(r for r in range(model.rowCount()) if not model.is_bummerl_row(r))
    rec = m.records[model.record_of_row(row)]
    dealer = model.data(model.index(row, model.COL_DEALER), role)
    assert dealer == f"Dealer: {labels.seat_name(rec.dealer)}"
    kontra = [model.data(model.index(r, model.COL_KONTRA), role) for r in range(model.rowCount())
              if not model.is_bummerl_row(r) and not _cell(model, r, model.COL_KONTRA)]
    assert kontra and set(kontra) == {"Kontra: none"}
    closing = next(r for r in range(model.rowCount()) if model.is_bummerl_row(r))
    assert model.data(model.index(closing, 0), role) == _cell(model, closing, 0)
