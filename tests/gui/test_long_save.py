"""A long saved game in the window (issue 27): the start replays no finished deal, the score
sheet and the replay viewer's list come from what the save records, and a saved deal whose
log turns out broken is said so when it is opened, in the player's language."""

from __future__ import annotations

import json

import pytest

from bschnapsen_gui.engine.log import DealLog
from bschnapsen_gui.qt.commands import Command
from bschnapsen_gui.qt.models import ScoreSheetModel
from bschnapsen_gui.storage import savegame
from bschnapsen_gui.storage.bench import _match


def rows(model: ScoreSheetModel) -> list[list[object]]:
    return [[model.index(r, c).data() for c in range(model.columnCount())] for r in range(model.rowCount())]


def test_a_long_saved_game_starts_replaying_only_its_running_deal(make_game, monkeypatch: pytest.MonkeyPatch) -> None:
    m = _match(400, seed=8)
    savegame.save_match(m)
    replayed: list[int] = []
    real = DealLog.replay
    monkeypatch.setattr(DealLog, "replay", lambda self, upto=None: (replayed.append(1), real(self, upto))[1])
    game = make_game()
    game.start()
    sheet = game.controller.score_model
    shown = rows(sheet)  # the score sheet of every deal, as the panel shows it
    assert len(replayed) == 1  # the running deal only
    dlg = game.window.replay_dialog()  # the viewer lists every deal and opens the last
    assert len(replayed) == 1 + 2  # that deal checked against what it records, and shown
    monkeypatch.setattr(DealLog, "replay", real)
    assert game.resumable and len(game.controller.match.records) == 400
    live = ScoreSheetModel()
    live.set_match(m, game.settings.pack)
    assert shown == rows(live)  # as for the match that was played
    assert dlg.deals.count() == 400 and dlg.log is not None
    assert dlg.log.to_json() == m.records[-1].log.to_json()
    dlg.deleteLater()


@pytest.mark.parametrize("lang, words", [("en", "cannot be replayed"), ("de", "nicht nachspielen"),
                                         ("ru", "невозможно воспроизвести")])
def test_a_saved_deal_that_does_not_replay_is_told_when_it_is_opened(make_game, lang: str, words: str) -> None:
    m = _match(30, seed=9)
    savegame.save_match(m)
    path = savegame.save_path()
    lines = path.read_text(encoding="utf-8").split("\n")
    entry = json.loads(lines[30].rstrip(","))
    entry["log"]["actions"] = entry["log"]["actions"][:-1]  # the last deal, cut short
    lines[30] = json.dumps(entry, ensure_ascii=False)
    path.write_text("\n".join(lines), encoding="utf-8")
    game = make_game(lang=lang)
    game.start()
    assert game.broken_save is None  # the start reads no finished deal's log
    game.window.on_command(Command.RESUME)
    told: list[tuple[str, str]] = []
    from bschnapsen_gui.qt.dialogs import replay

    real = replay._warn
    replay._warn = lambda parent, title, text, detail: told.append((text, detail))  # type: ignore[assignment]
    try:
        dlg = game.window.replay_dialog()
    finally:
        replay._warn = real  # type: ignore[assignment]
    assert len(told) == 1 and words in told[0][0] and "30" in told[0][0]
    assert dlg.log is None
    dlg.show_record(28)  # the others are sound
    assert dlg.log is not None and dlg.log.to_json() == m.records[28].log.to_json()
    dlg.deleteLater()


def test_a_save_of_the_layout_before_is_written_again_at_once_in_the_new_one(make_game) -> None:
    m = _match(40, seed=10)
    old = {"format": savegame.FORMAT, "version": 1, "saved": "T", "match": m.to_json()}
    for entry in old["match"]["deals"]:
        del entry["seen"]  # as the game wrote it before: no "seen", one line
    savegame.save_path().parent.mkdir(parents=True, exist_ok=True)
    savegame.save_path().write_text(json.dumps(old) + "\n", encoding="utf-8")
    game = make_game()
    game.window.match_saver.flush()
    assert savegame.save_path().read_text(encoding="utf-8").count("\n") == 40 + 2  # one deal per line
    again, broken = savegame.load_match()
    assert broken is None and again is not None and not any(r.loaded for r in again.records)
