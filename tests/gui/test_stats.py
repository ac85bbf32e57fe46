"""Statistics across sessions: counted once per deal, kept over a restart, a broken file
kept aside with a message, reset after a question; shown as a table and a chart."""

from __future__ import annotations

import html
import json

from bschnapsen_gui.engine import Contract
from bschnapsen_gui.qt.commands import Command
from bschnapsen_gui.storage import stats as stats_mod

from .helpers import choose, click_action, wait_for_human_or_end


def _play_deal(qtbot, game) -> None:
    c = game.controller
    while True:
        wait_for_human_or_end(qtbot, game)
        if c.deal.finished:
            return
        click_action(qtbot, game, choose(c.human_options))


def test_statistics_survive_a_restart_and_count_each_deal_once(qtbot, make_game):
    game = make_game(seed=11)
    game.start()
    _play_deal(qtbot, game)
    c = game.controller
    deal = c.deal
    s = game.window.stats_keeper.stats
    assert s.deals + s.redeals == 1
    if deal.contract is not None:
        who = stats_mod.who_of(deal.declarer)
        played, won = s.played(str(deal.contract), who)
        assert played == 1 and won == int(deal.result.winner == deal.declarer % 2)
    game.window.stats_keeper.count_deal(deal)  # the same deal again: not counted twice
    assert s.deals + s.redeals == 1
    data = json.loads(stats_mod.stats_path().read_text())
    assert data["format"] == stats_mod.FORMAT and data["version"] == 1
    game.window.stats_keeper.count_bummerl(0, 2)
    game.window.close()
    c.shutdown()

    again = make_game(seed=12)
    s2 = again.window.stats_keeper.stats
    assert s2.deals + s2.redeals == 1 and s2.bummerl_won == 1 and s2.won_schneider == 1
    dlg = again.window.stats_dialog()
    assert dlg.table.rowCount() == len(s2.contracts_played())
    if s2.contracts_played():
        name = dlg.table.item(0, 0).text()
        assert name  # a contract name
        ours, theirs = dlg.bars
        assert ours.count() == theirs.count() == len(s2.contracts_played())
    # reset only after a yes
    again.window.confirm = lambda title, text: False  # type: ignore[method-assign]
    dlg.reset()
    assert not s2.empty
    again.window.confirm = lambda title, text: True  # type: ignore[method-assign]
    dlg.reset()
    assert s2.empty and dlg.table.rowCount() == 0
    assert json.loads(stats_mod.stats_path().read_text())["deals"] == 0
    dlg.deleteLater()


def test_broken_statistics_file_is_kept_aside_and_starts_fresh(make_game, private_dirs):
    path = stats_mod.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": stats_mod.FORMAT, "version": 1, "deals": -3}))
    game = make_game(seed=13)
    window = game.window
    assert window.stats_keeper.stats.empty
    problem = window.stats_keeper.problem
    assert "could not be read" in problem and "broken" in problem
    kept = [p for p in path.parent.iterdir() if p.name.startswith("statistics.json.broken-")]
    assert len(kept) == 1 and "-3" in kept[0].read_text()
    game.start()  # said at start, like every other file that could not be read
    assert window.view.overlay.kind == "notice" and html.escape(problem) in window.view.overlay.body_text
    assert window.controller.paused
    dlg = window.stats_dialog()  # and said once: not again when the statistics are opened
    assert dlg.warning.isHidden()
    dlg.deleteLater()
    window.on_command(Command.OK)
    assert not window.controller.paused


def test_a_broken_statistics_file_beside_a_saved_game_is_told_then_the_game_is_offered(make_game, private_dirs):
    from bschnapsen_gui.storage import savegame
    from bschnapsen_gui.storage.bench import _match

    savegame.save_match(_match(3, seed=2))
    path = stats_mod.stats_path()
    path.write_text("{ not json")
    game = make_game()
    game.start()
    view = game.window.view
    assert view.overlay.kind == "notice" and "statistics file could not be read" in view.overlay.body_text
    game.window.on_command(Command.OK)
    assert view.overlay.kind == "resume"  # continue the saved game, or a new one: the player chooses
    game.window.on_command(Command.RESUME)
    assert not game.controller.paused


def test_stats_from_json_round_trip():
    s = stats_mod.Stats()
    s.contracts = {str(Contract.GANG): {"you": [2, 1], "partner": [0, 0], "opponents": [3, 3]}}
    s.deals, s.bummerl_lost = 5, 1
    again = stats_mod.Stats.from_json(json.loads(json.dumps(s.to_json())))
    assert again == s
    assert again.team("gang", True) == (2, 1) and again.team("gang", False) == (3, 3)
