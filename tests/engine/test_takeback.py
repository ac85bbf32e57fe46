"""Taking moves back (engine/takeback.py) and what the match keeps of it (engine/match.py):
the point a take-back goes to, the finished deal reopened at its last card, the take-back
marks and the practice deal beside the deal logs in the saved match."""

from __future__ import annotations

import json

import pytest

from bschnapsen_gui.engine import RuleSet
from bschnapsen_gui.engine.log import LogError, state_json
from bschnapsen_gui.engine.match import Match
from bschnapsen_gui.engine.takeback import decisions, takeback_point
from bschnapsen_gui.storage import savegame

from ..ai.helpers import heuristic_deal, heuristic_match


def test_the_point_is_before_the_seats_last_decision():
    for seed in range(30):
        log = heuristic_deal(seed)
        mine = decisions(log.actions, 0)
        assert mine == [i for i, a in enumerate(log.actions) if a.seat == 0]
        for n in range(len(log.actions) + 1):
            point = takeback_point(log.actions[:n], 0)
            earlier = [i for i in mine if i < n]
            if not earlier:
                assert point is None
                continue
            assert point == earlier[-1]
            back = log.replay(point)
            # the seat decides again, with what it chose among its choices
            assert back.to_act == 0 and log.actions[point] in back.legal_actions()
            assert back.history == log.actions[:point]


def test_no_decision_no_take_back():
    assert takeback_point([], 0) is None
    log = heuristic_deal(3)
    others = [a for a in log.actions if a.seat != 0]
    assert takeback_point(others, 0) is None


def _match_with_deals(seed: int, deals: int) -> Match:
    return heuristic_match(RuleSet(), seed, lambda m: len(m.records) < deals)


def test_reopening_the_last_deal_undoes_its_score_and_playing_it_again_restores_it():
    m = _match_with_deals(7, 30)  # several Bummerl closed on the way
    assert len(m.finished_bummerl) >= 1
    closing = 0
    for n in range(1, 31):
        # the match as it stood after n deals
        before = _match_with_deals(7, n - 1)
        after = _match_with_deals(7, n)
        last = after.records[-1].log
        point = takeback_point(last.actions, 0)
        if point is None:
            continue
        closing += after.bummerl_over
        record = after.reopen_last_deal(point)
        assert record.number == n - 1
        assert len(after.records) == n - 1
        assert after.points == before.points and after.bummerl_marks == before.bummerl_marks
        assert len(after.bummerl) == len(before.bummerl)
        assert after.current_bummerl.led_short_to_nil == before.current_bummerl.led_short_to_nil
        assert after.deal.history == last.actions[:point]
        assert after.number == before.number
        # the same play again: the match is as it was
        for a in last.actions[point:]:
            after.deal.apply(a)
        after.next_deal()
        again = _match_with_deals(7, n)
        assert after.to_json() == again.to_json()
    assert closing >= 1, "a deal that closed a Bummerl was reopened"


def test_takebacks_and_practice_are_kept_beside_the_deal_logs():
    m = _match_with_deals(5, 3)
    m.mark_takeback()
    m.mark_takeback()
    assert m.taken_back(m.number - 1) == 2
    m.takebacks[1] = 1
    practice = m.records[0].log.replay(4)
    m.practice = practice
    data = m.to_json()
    assert data["takebacks"] == [[1, 1], [m.number - 1, 2]]
    assert list(data)[-1] == "deals"
    for entry in data["deals"]:  # the deal logs keep their own keys only
        assert set(entry["log"]) <= {"format", "rules", "dealer", "hands", "actions"}
    back = Match.from_json(json.loads(json.dumps(data)))
    assert back.takebacks == m.takebacks
    assert back.practice is not None and state_json(back.practice) == state_json(practice)
    # the saved file, read by the fast reader, too
    text = savegame.match_text(m, "2026-12-02T12:00:00")
    again = savegame._read(text.encode("utf-8"))
    assert again.takebacks == m.takebacks
    assert again.practice is not None and again.practice.history == practice.history
    assert again.to_json() == m.to_json()


def test_an_older_save_without_the_marks_loads():
    m = _match_with_deals(5, 2)
    data = m.to_json()
    assert "takebacks" not in data and "practice" not in data
    back = Match.from_json(data)
    assert back.takebacks == {} and back.practice is None
    text = savegame.match_text(m, "2026-12-02T12:00:00")
    assert savegame._read(text.encode("utf-8")).takebacks == {}


@pytest.mark.parametrize("bad", [{"x": 1}, [[1]], [[1, 0]], [[-1, 1]], [[1, 1], [1, 2]], [["1", 1]]])
def test_bad_take_back_marks_are_refused(bad):
    data = _match_with_deals(5, 1).to_json()
    data["takebacks"] = bad
    with pytest.raises(LogError):
        Match.from_json(data)
