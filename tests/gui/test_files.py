"""Settings and the saved match: kept in the private directories, resumed after a
restart, broken files put aside with a message and a fresh start."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from bschnapsen_gui.engine import Phase
from bschnapsen_gui.storage import savegame, settings

from .helpers import choose, click_action, wait_for_human_or_end


def test_settings_are_saved_and_read(make_game, private_dirs):
    game = make_game(seed=3)
    game.start()
    w = game.window
    w.set_pack("french")
    w.set_speed("slow")
    w.set_strength("expert")
    w.set_rules("traditional")
    path = settings.settings_path()
    assert str(path).startswith(str(private_dirs))
    data = json.loads(path.read_text())
    assert data["version"] == settings.VERSION
    assert (data["pack"], data["speed"], data["strength"], data["rules"]) == (
        "french", "slow", "expert", "traditional")
    loaded, broken = settings.load_settings()
    assert broken is None and loaded.pack == "french"


def test_resume_after_restart(qtbot, make_game):
    game = make_game(seed=21)
    c = game.controller
    game.start()
    for _ in range(3):
        wait_for_human_or_end(qtbot, game)
        if c.deal.finished:
            break
        click_action(qtbot, game, choose(c.human_options))
    history = [a.to_json() for a in c.deal.history]
    assert history
    game.window.close()
    c.shutdown()
    assert savegame.save_path().exists()

    again = make_game()  # no seed: the saved game is offered
    again.start()
    view = again.window.view
    assert view.overlay.kind == "resume"
    qtbot.mouseClick(view.overlay.buttons[0], Qt.MouseButton.LeftButton)  # Continue
    c2 = again.controller
    assert [a.to_json() for a in c2.deal.history][: len(history)] == history
    wait_for_human_or_end(qtbot, again)


def test_new_game_instead_of_resume(qtbot, make_game):
    game = make_game(seed=22)
    game.start()
    wait_for_human_or_end(qtbot, game)
    game.window.close()
    game.controller.shutdown()
    again = make_game()
    again.start()
    view = again.window.view
    assert view.overlay.kind == "resume"
    saved = again.controller.match
    assert saved.seed == 22
    qtbot.mouseClick(view.overlay.buttons[1], Qt.MouseButton.LeftButton)  # New game
    assert view.overlay.kind == ""
    fresh = again.controller.match
    assert fresh is not saved and fresh.records == [] and again.controller.deal is fresh.deal
    # the saved game was discarded: the file on disk is the new match
    on_disk, broken = savegame.load_match()
    assert broken is None and on_disk is not None and on_disk.seed == fresh.seed


def test_broken_settings_and_save(qtbot, make_game, private_dirs):
    settings.settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings.settings_path().write_text("{ this is not json")
    savegame.save_path().parent.mkdir(parents=True, exist_ok=True)
    savegame.save_path().write_text(json.dumps({"format": "someone-elses/format", "x": 1}))
    game = make_game()
    game.start()
    view = game.window.view
    assert view.overlay.kind == "notice"
    text = view.overlay.body_text
    assert "settings file could not be read" in text
    assert "saved game could not be read" in text
    kept = sorted(p.name for p in (private_dirs / "config").iterdir()) + sorted(
        p.name for p in (private_dirs / "data").iterdir())
    assert any(n.startswith("settings.json.broken-") for n in kept)
    assert any(n.startswith("match.json.broken-") for n in kept)
    assert game.controller.deal.history == []
    qtbot.mouseClick(view.overlay.buttons[0], Qt.MouseButton.LeftButton)  # OK
    wait_for_human_or_end(qtbot, game)
    assert game.controller.deal.phase in (Phase.TRUMP, Phase.AUCTION, Phase.DOUBLE, Phase.PLAY)


def test_save_with_an_illegal_deal_is_put_aside(make_game, private_dirs):
    from bschnapsen_gui.engine import RuleSet
    from bschnapsen_gui.engine.match import Match

    m = Match(RuleSet(), 9)
    data = {"format": savegame.FORMAT, "version": 1, "match": m.to_json()}
    data["match"]["current"]["log"]["actions"] = [{"seat": 3, "play": "HA"}]
    savegame.save_path().parent.mkdir(parents=True, exist_ok=True)
    written = json.dumps(data)
    savegame.save_path().write_text(written)
    game = make_game()
    game.start()
    assert game.window.view.overlay.kind == "notice"
    assert game.controller.match.records == [] and game.controller.deal.history == []
    # the broken save was moved aside unchanged, and nothing is saved while the notice is up
    assert not savegame.save_path().exists()
    kept = [p for p in (private_dirs / "data").iterdir() if p.name.startswith("match.json.broken-")]
    assert len(kept) == 1 and kept[0].read_text() == written
