"""The statistics of deals with take-backs: counted apart, and forgotten again when a
finished deal is reopened (storage/stats.py)."""

from __future__ import annotations

import json

from bschnapsen_gui.ai import make_player
from bschnapsen_gui.engine import RuleSet
from bschnapsen_gui.engine.match import Match
from bschnapsen_gui.engine.view import seat_view
from bschnapsen_gui.storage.stats import Stats


def _finished(seed: int):
    d = Match(RuleSet(), seed, dealer=3).deal
    players = [make_player("heuristic", seed * 4 + s) for s in range(4)]
    while not d.finished:
        s = d.to_act
        assert s is not None
        d.apply(players[s].decide(seat_view(d, s)))
    return d


def test_counted_apart_and_forgotten():
    s = Stats()
    straight, retried = _finished(1), _finished(2)
    assert s.record_deal(straight, "1:0")
    before = json.dumps(s.to_json(), sort_keys=True)
    assert s.record_deal(retried, "1:1", taken_back=True)
    assert s.taken_back == 1 and s.deals == 1, "not in the figures of deals played straight"
    assert s.forget_deal(retried, "1:1", taken_back=True)
    assert json.dumps(s.to_json(), sort_keys=True) == before
    # a deal counted straight, then reopened: its count and its contract's go
    assert s.forget_deal(straight, "1:0")
    assert s.deals == 0 and s.contracts_played() == [] and s.recent == []
    assert not s.forget_deal(straight, "1:0"), "forgotten once"
    again = Stats.from_json(json.loads(json.dumps(s.to_json())))
    assert again.taken_back == 0
    s.taken_back = 4
    assert Stats.from_json(json.loads(json.dumps(s.to_json()))).taken_back == 4
    old = s.to_json()
    del old["taken_back"]  # statistics written before take-backs
    assert Stats.from_json(old).taken_back == 0
