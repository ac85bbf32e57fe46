"""The settings dialog: each setting applied at once and kept over a restart; automatic
Genug; the counting aid on the table."""

from __future__ import annotations

import json
import random

from bschnapsen_gui.storage import settings
from bschnapsen_gui.engine import Reason, RuleSet, Verb
from bschnapsen_gui.engine.match import Match


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
    assert stored["version"] == 2
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


def _genug_moments(seed: int) -> dict[bool, int]:
    """Points of a random normal game where seat 0 may say Genug: the number of actions
    played by then, for "has 66" (True) and "has not" (False)."""
    rng = random.Random(seed)
    d = Match(RuleSet(), seed, dealer=3).deal
    out: dict[bool, int] = {}
    while not d.finished:
        legal = d.legal_actions()
        if any(a.verb is Verb.GENUG and a.seat == 0 for a in legal):
            have = d.augen[0] + (d.announced[0] if d.tricks_won[0] else 0)
            out.setdefault(have >= 66, len(d.history))
        own = [a for a in legal if a.seat == d.to_act and a.verb is not Verb.GENUG]
        # the normal game: the lowest bid or pass, no doubling; then random cards
        calm = [a for a in own if a.verb in (Verb.BID, Verb.DOUBLE)]
        d.apply(calm[0] if calm else rng.choice(own))
    return out


def _match_at(seed: int, n: int) -> Match:
    rng = random.Random(seed)
    m = Match(RuleSet(), seed, dealer=3)
    d = m.deal
    while len(d.history) < n:
        own = [a for a in d.legal_actions() if a.seat == d.to_act and a.verb is not Verb.GENUG]
        calm = [a for a in own if a.verb in (Verb.BID, Verb.DOUBLE)]
        d.apply(calm[0] if calm else rng.choice(own))
    return m


def test_automatic_genug_says_it_at_66_only(qtbot, make_game):
    found: dict[bool, Match] = {}
    for seed in range(400):
        for has, n in _genug_moments(seed).items():
            found.setdefault(has, _match_at(seed, n))
        if len(found) == 2:
            break
    assert len(found) == 2
    game = make_game(seed=5)
    c = game.controller
    c.set_auto_genug(True)
    c.set_match(found[True])
    qtbot.waitUntil(lambda: c.deal.finished, timeout=5000)
    assert c.deal.history[-1].verb is Verb.GENUG and c.deal.result.reason is Reason.GENUG
    c.set_match(found[False])
    qtbot.wait(50)
    assert not any(a.verb is Verb.GENUG and a.seat == 0 for a in c.deal.history)
