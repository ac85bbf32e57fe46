"""The replay viewer: a deal of the session step by step, a deal log saved to a file and
opened again reproduces the deal; a bad file is refused with the engine's reason."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from bschnapsen_gui.engine import RuleSet, Verb
from bschnapsen_gui.engine.log import DealLog, IllegalLogAction, state_json
from bschnapsen_gui.engine.match import Match
from bschnapsen_gui.qt.commands import Command, PanelKind
from bschnapsen_gui.qt.i18n import labels

from .helpers import play_match


def test_replay_of_a_saved_log_reproduces_the_deal(qtbot, make_game, tmp_path):
    game = make_game(seed=3)
    match = play_match(RuleSet(), 21, 1)
    game.controller.set_match(match)
    window = game.window
    dlg = window.replay_dialog()
    rec = match.records[-1]
    assert dlg.log is rec.log  # the last finished deal of the session
    # step through: at every step the viewer shows the engine's state after that many actions
    for k in range(dlg.steps + 1):
        dlg.show_step(k)
        want = rec.log.replay(k)
        for seat in range(4):
            held = want.hands[seat] if want.second_round_dealt else want.hands[seat][:3]
            assert [s.code for s in dlg.table.seats[seat].cards] == [str(c) for c in sorted(held)]
        row = dlg._row_for(k)
        assert row is not None
        if 0 < k < dlg.steps:
            assert dlg.lines[row].action == k - 1
    dlg.first()
    assert dlg.step == 0 and not dlg.back_button.isEnabled()
    dlg.last()
    assert dlg.step == dlg.steps and not dlg.forward_button.isEnabled()
    # save it, open it again: the same deal, to the last card
    path = tmp_path / "shared-deal.json"
    dlg.save_path = lambda parent, suggestion: str(path)  # type: ignore[method-assign]
    assert dlg.save_file()
    assert json.loads(path.read_text())["format"] == "bauernschnapsen/deal-1"
    other = window.replay_dialog()
    other.open_path = lambda parent: str(path)  # type: ignore[method-assign]
    assert other.open_file()
    assert other.log is not None and other.log.to_json() == rec.log.to_json()
    other.last()
    assert state_json(other.deal_at(other.steps)) == state_json(rec.replay())
    assert [x.text for x in other.lines] == [x.text for x in dlg.lines]
    assert other.deals.currentText().endswith("shared-deal.json")
    # the session's deals are still there to choose
    other._deal_chosen(0)
    assert other.log is match.records[0].log
    for d in (dlg, other):
        d.deleteLater()


def test_a_bad_deal_log_is_refused_with_the_engines_reason(make_game, tmp_path):
    game = make_game(seed=4)
    match = play_match(RuleSet(), 22, 1)
    good = match.records[0].log.to_json()
    bad_files = {
        "not-json.json": "{ this is not json",
        "illegal.json": json.dumps({**good, "actions": good["actions"][:1] + [{"seat": 3, "play": "HA"}]}),
        "unknown-rule.json": json.dumps({**good, "rules": {"zehner_gang": True}}),
    }
    dlg = game.window.replay_dialog()
    before = dlg.log
    for name, text in bad_files.items():
        path = tmp_path / name
        path.write_text(text)
        told: list[tuple[str, str]] = []
        dlg.open_path = lambda parent, p=path: str(p)  # type: ignore[method-assign]
        dlg.warn = lambda parent, title, text, detail, told=told: told.append((text, detail))  # type: ignore[method-assign]
        assert not dlg.open_file()
        assert len(told) == 1
        text, detail = told[0]
        assert name in text and "not a deal log" in text
        try:
            DealLog.loads(path.read_bytes()).replay()
        except ValueError as exc:
            if isinstance(exc, IllegalLogAction):  # the engine's reason in the player's words
                assert detail == labels.log_error_text(exc, game.settings.pack)
                assert detail.startswith("Action 1 (East: ")
            else:
                assert detail == labels.log_error_text(exc, game.settings.pack) == str(exc)  # English: as is
        else:
            raise AssertionError(f"{name} should not replay")
        assert dlg.log is before  # nothing changed
    dlg.deleteLater()


def test_replay_from_the_summary(qtbot, make_game):
    game = make_game(seed=5)
    game.controller.set_match(play_match(RuleSet(), 23, 1))
    game.window.on_command(Command.REPLAY)
    replay = game.window.replay
    assert replay is not None and replay.isVisible()
    assert replay.log is game.controller.match.records[-1].log


BAD_LOGS = {  # a malformed deal log of each kind, and a word of its English reason
    "not-json.json": ("{ this is not json", "Expecting property name"),
    "not-an-object.json": ("[1, 2]", "must be a JSON object"),
    "unknown-key.json": (None, "unknown key"),
    "bad-card.json": (None, "is not a card"),
    "bad-rule.json": (None, "must be true or false"),
    "bad-action.json": (None, "must be an integer 0-3"),
    "twice.json": (None, "appears twice"),
}


def bad_log(name: str, good: dict) -> str:
    text, _ = BAD_LOGS[name]
    if text is not None:
        return text
    if name == "unknown-key.json":
        return json.dumps({**good, "comment": "hi"})
    if name == "bad-card.json":
        return json.dumps({**good, "hands": [["XX", *good["hands"][0][1:]], *good["hands"][1:]]})
    if name == "bad-rule.json":
        return json.dumps({**good, "rules": {"bettler": 1}})
    if name == "bad-action.json":
        return json.dumps({**good, "actions": [{"seat": 9, "play": "HA"}]})
    return json.dumps(good).replace('"dealer": ', '"dealer": 0, "dealer": ', 1)


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_the_reason_a_deal_log_is_refused_is_said_in_the_windows_language(make_game, tmp_path, lang):
    game = make_game(seed=4, lang=lang)
    match = play_match(RuleSet(), 22, 1)
    good = match.records[0].log.to_json()
    dlg = game.window.replay_dialog()
    for name, (_, english) in BAD_LOGS.items():
        path = tmp_path / name
        path.write_text(bad_log(name, good))
        told: list[str] = []
        dlg.open_path = lambda parent, p=path: str(p)  # type: ignore[method-assign]
        dlg.warn = lambda parent, title, text, detail, told=told: told.append(detail)  # type: ignore[method-assign]
        assert not dlg.open_file()
        assert len(told) == 1
        detail = told[0]
        try:
            DealLog.loads(path.read_bytes())
        except ValueError as exc:
            assert english in str(exc)  # the engine's English (the replay command prints it)
            assert english not in detail and detail != str(exc), (name, detail)  # the window's language
            assert re.search("[а-яё]" if lang == "ru" else "[a-zäöüß]{4}", detail), detail
        else:
            raise AssertionError(f"{name} should not be read")
    dlg.deleteLater()


def test_a_replayed_deal_is_played_again_or_on_as_practice(qtbot, make_game, monkeypatch):
    from .helpers import scripted_game, wait_for_human_or_end
    from .test_friends import Hook

    game, script = scripted_game(make_game, monkeypatch)
    c, w = game.controller, game.window
    match = play_match(RuleSet(), 21, 1)
    c.set_match(match)
    running = c.deal
    log = match.records[-1].log
    # the start's question is up (continue the saved game?): a practice answers it
    c.paused = True
    w.view.show_notice(PanelKind.RESUME, "Continue the saved game?", "", [("Continue", Command.RESUME)])
    w.open_replay()
    dlg = w.replay
    assert dlg is not None and dlg.log is log
    assert dlg.again_button.isVisible() and dlg.play_on_button.isVisible()
    assert not dlg.play_on_button.isEnabled(), "at the deal's start: play it again instead"
    dlg.last()
    assert not dlg.play_on_button.isEnabled(), "the deal is over at its last step"
    step = next(k for k in range(len(log.actions)) if log.actions[k].verb is Verb.PLAY)
    dlg.show_step(step + 2)
    assert dlg.play_on_button.isEnabled()
    script.load(list(log.actions[step + 2:]))
    with qtbot.waitSignal(c.practiceChanged):
        qtbot.mouseClick(dlg.play_on_button, Qt.MouseButton.LeftButton)
    assert c.practice and c.match.deal is running and not c.paused
    assert w.view.overlay.kind is not PanelKind.RESUME, "the saved game's question is answered"
    assert c.deal.history == log.actions[: step + 2]
    assert not dlg.isVisible(), "the viewer gives the table the front"
    wait_for_human_or_end(qtbot, game)
    # from the start, again: a practice of the same cards
    w.open_replay()
    again = w.replay
    assert again is not None and again is not dlg
    qtbot.mouseClick(again.again_button, Qt.MouseButton.LeftButton)
    assert c.practice and c.deal.history == [] and [tuple(h) for h in c.deal.hands] == list(log.hands)
    c.end_practice()
    assert c.deal is running
    # at a table with friends there is no practice: no buttons, and a word if asked
    table = Match(RuleSet(), 5)
    table.deal = log.replay(0)
    c.enter_table(Hook(), table)
    w.open_replay()
    shared = w.replay
    assert shared is not None
    assert not shared.again_button.isVisible() and not shared.play_on_button.isVisible()
    assert not w.practise_from_replay(log, 0) and not c.practice
    assert w.status.text() == "Deals cannot be practised at a table with friends."
    c.leave_table()


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_the_replays_buttons_keep_their_whole_texts_at_its_smallest(qtbot, make_game, lang):
    game = make_game(seed=3, lang=lang)
    game.controller.set_match(play_match(RuleSet(), 21, 1))
    game.window.open_replay()
    dlg = game.window.replay
    assert dlg is not None
    qtbot.waitUntil(dlg.isVisible)
    dlg.show_step(5)
    dlg.resize(dlg.minimumSize())
    qtbot.waitUntil(lambda: dlg.size() == dlg.minimumSize())
    QApplication.processEvents()
    for b in dlg.findChildren(QPushButton):
        if b.isVisible():
            assert b.width() >= b.sizeHint().width(), b.text()


def test_a_deal_log_from_a_file_is_practised_by_its_own_rules_and_kept(qtbot, make_game, monkeypatch, tmp_path):
    from bschnapsen_gui.engine.rules import PRESETS

    from .helpers import scripted_game

    game, script = scripted_game(make_game, monkeypatch)
    c, w = game.controller, game.window
    other = PRESETS["traditional"]
    assert other != c.match.rules
    log = play_match(other, 24, 1).records[-1].log
    path = tmp_path / "a-friends-deal.json"
    path.write_text(log.dumps())
    w.open_replay()
    dlg = w.replay
    assert dlg is not None
    dlg.open_path = lambda parent: str(path)  # type: ignore[method-assign]
    assert dlg.open_file()
    dlg.show_step(9)
    script.load(list(log.actions[9:]))
    qtbot.mouseClick(dlg.play_on_button, Qt.MouseButton.LeftButton)
    assert c.practice and c.deal.rules == other and state_json(c.deal) == state_json(log.replay(9))
    # the saved game keeps the practice, by its rules, beside the match
    w.match_saver.flush()
    again = make_game(seed=None)
    assert again.controller.practice and again.controller.deal.rules == other
    assert again.controller.match.rules == c.match.rules
