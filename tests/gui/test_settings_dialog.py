"""The settings dialog: each setting applied at once and kept over a restart; automatic
Genug; the counting aid on the table."""

from __future__ import annotations

import json

from bschnapsen_gui.engine import Action, Reason, Verb
from bschnapsen_gui.storage import settings

from .helpers import deal_log, scripted_game, show_log


def test_every_setting_applies_at_once_and_survives_a_restart(qtbot, make_game):
    game = make_game(seed=3)
    game.start()
    w = game.window
    dlg = w.settings_dialog()
    dlg.pack.setCurrentIndex(dlg.pack.findData("french"))
    assert w.settings.pack == "french" and w.view.table.pack == "french"
    dlg.speed.setCurrentIndex(dlg.speed.findData("fast"))
    assert w.settings.speed == "fast" and game.controller.speed == "fast"
    dlg.strength.setCurrentIndex(dlg.strength.findData("beginner"))
    assert game.controller.players.strength == "beginner"
    dlg.per_seat.setChecked(True)
    dlg.seat_combos[2].setCurrentIndex(dlg.seat_combos[2].findData("expert"))
    players = game.controller.players
    assert [players.strength_of(s) for s in (1, 2, 3)] == ["beginner", "expert", "beginner"]
    dlg.counting_aid.setChecked(True)
    assert w.view.table.counting_aid
    dlg.auto_genug.setChecked(True)
    assert game.controller.auto_genug
    dlg.sounds.setChecked(True)
    dlg.volume.setValue(35)
    assert (w.settings.sounds, w.settings.volume) == (True, 35)
    dlg.lang.setCurrentIndex(dlg.lang.findData("de"))
    assert game.translations.lang == "de"
    dlg.lang.setCurrentIndex(dlg.lang.findData("en"))
    stored = json.loads(settings.settings_path().read_text())
    assert stored["version"] == settings.VERSION
    assert (stored["pack"], stored["speed"], stored["strength"]) == ("french", "fast", "beginner")
    assert stored["seat_strengths"] == ["", "", "expert", ""]
    assert (stored["counting_aid"], stored["auto_genug"], stored["sounds"], stored["volume"]) == (True, True, True, 35)
    dlg.deleteLater()
    w.close()
    game.controller.shutdown()

    again = make_game(seed=4)
    assert again.window.view.table.counting_aid
    assert again.controller.auto_genug
    assert again.controller.players.strength_of(2) == "expert"
    assert again.settings.pack == "french" and again.settings.volume == 35


def test_automatic_genug_says_it_at_66_only(qtbot, make_game, monkeypatch):
    # tests/gui/data/partner_takes_three_tricks.json: the partner takes three tricks
    log = deal_log("partner_takes_three_tricks")
    game, script = scripted_game(make_game, monkeypatch)
    c = game.controller
    c.set_auto_genug(True)
    # seat 1 gives SU to the third trick (the script): the team has 81 Augen
    show_log(game, script, log, upto=18)
    assert c.deal.augen[0] == 55 and c.deal.to_act == 1
    qtbot.waitUntil(lambda: c.deal.finished, timeout=5000)
    assert not script.off_script
    assert c.deal.history[:19] == log.actions
    assert c.deal.history[-1] == Action(0, Verb.GENUG, True)
    assert c.deal.result.reason is Reason.GENUG
    # after the first trick the human may say genug too, with only 27 Augen: not by itself
    show_log(game, script, log, upto=11)
    assert c.deal.augen[0] == 27
    qtbot.waitUntil(lambda: any(a.verb is Verb.GENUG for a in c.human_options))
    assert not any(a.verb is Verb.GENUG for a in c.deal.history)


def test_the_boxes_of_the_settings_dialog_never_touch_in_any_language(qtbot, make_game):
    for lang in ("en", "de", "ru"):
        game = make_game(seed=3, lang=lang)
        game.start()
        dlg = game.window.settings_dialog()
        dlg.per_seat.setChecked(True)
        dlg.show()
        qtbot.waitExposed(dlg)
        combos = [dlg.lang, dlg.pack, dlg.speed, dlg.strength, *dlg.seat_combos.values()]
        tops = [c.mapTo(dlg, c.rect().topLeft()).y() for c in combos]
        for (above, top_above), (below, top_below) in zip(zip(combos, tops), zip(combos[1:], tops[1:])):
            if above.parent() is below.parent():  # the same box: a visible gap between rows
                assert top_below - (top_above + above.height()) >= 4, (lang, top_above, top_below)
        for box in (dlg.look, dlg.computers, dlg.helps):
            assert box.height() >= box.minimumSizeHint().height(), (lang, box.objectName())
        dlg.close()
        dlg.deleteLater()
