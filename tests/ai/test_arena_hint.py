"""The arena (duplicate play), hints and the after-deal analysis."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from bschnapsen_gui.ai import analyse, hint
from bschnapsen_gui.ai.arena import run, summarize
from bschnapsen_gui.ai.config import CONFIGS
from bschnapsen_gui.ai.hints import Analysis, Hint, Reason
from bschnapsen_gui.engine.actions import Verb
from bschnapsen_gui.engine.deal import Phase
from bschnapsen_gui.engine.log import DealLog
from bschnapsen_gui.engine.rules import RuleSet
from bschnapsen_gui.engine.view import seat_view

from .helpers import StepClock, deal_at, drive, heuristic_deal


def test_stronger_side_wins_a_short_arena_run() -> None:
    rules = RuleSet()
    results = run(rules, seed=4, deals=30, strengths=("heuristic", "random"))
    s = summarize(results, rules, ("heuristic", "random"), 4, 0.0)
    assert s["illegal_actions"] == 0 and s["fallbacks"] == 0
    assert s["ci95"][0] > 0
    results = run(rules, seed=4, deals=4, strengths=("beginner", "random"))
    s = summarize(results, rules, ("beginner", "random"), 4, 0.0)
    assert s["margin_per_deal"] > 0 and s["illegal_actions"] == 0


def test_duplicate_tables_share_the_cards() -> None:
    rules = RuleSet()
    results = run(rules, seed=9, deals=3, strengths=("heuristic", "heuristic"))
    for r in results:
        # the same strength on both sides: the two tables mirror each other exactly
        assert r.margin == 0


def test_arena_cli_json() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "bschnapsen_gui.ai.arena", "--team-a", "heuristic", "--team-b", "random",
         "--deals", "6", "--seed", "2", "--jobs", "2", "--json"],
        capture_output=True, text=True, check=True, timeout=120,
    )
    s = json.loads(out.stdout)
    for key in ("deals", "margin_per_deal", "ci95", "bummerl_win_rate", "illegal_actions", "decision_ms", "contracts"):
        assert key in s
    assert s["deals"] == 6 and s["illegal_actions"] == 0
    assert set(s["decision_ms"]["team_a"]) >= {"median", "p95", "max"}
    for c in s["contracts"].values():
        assert c["won"] <= c["declared"]


def test_hint_in_every_phase(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = StepClock(step=0.001).install(monkeypatch)
    for phase in (Phase.TRUMP, Phase.AUCTION, Phase.PLAY):
        deal = deal_at(phase, 31)
        seat = deal.to_act
        assert seat is not None
        view = seat_view(deal, seat)
        deadline = clock.now + 0.3
        h = hint(view, deadline=deadline)
        assert isinstance(h, Hint)
        assert h.action in view.legal
        assert isinstance(h.reason, Reason)
        assert clock.now <= deadline + clock.step, (
            f"the hint came {clock.now - deadline:.3f} s (clock) after its deadline"
        )
        if phase is Phase.PLAY:
            assert h.value is not None
            assert {a for a, _v in h.alternatives} <= set(view.legal)
            assert h.alternatives[0][0] == h.action


def test_analyse_a_played_deal() -> None:
    deal = deal_at(Phase.PLAY, 41)
    drive(deal, lambda d: d.finished, 41)
    log = DealLog.from_deal(deal)
    a = analyse(log.to_json(), seconds_per_decision=0.02)
    assert isinstance(a, Analysis)
    assert a.contract is deal.contract
    assert a.open_cards_a is not None
    assert a.decisions, "every play decision with a choice is reviewed"
    for d in a.decisions:
        assert d.loss >= 0 and d.value <= d.best_value + 1e-9
        assert d.action in seat_view(log.replay(d.index), d.seat).legal
    # the same from the JSON text
    b = analyse(log.dumps(), seconds_per_decision=0.01)
    assert b.result_a == a.result_a


def test_the_review_judges_a_call_as_the_hint_does(monkeypatch: pytest.MonkeyPatch) -> None:
    """A trump call, bid or Kontra is judged after the deal by the numbers the expert decides
    it by (its trump table, its learned judgement, the margins a bid and a doubling must
    clear): the review's better choice is the hint's, never a second opinion on the same call."""
    # a clock that all but stands still: every budget is spent in full, so both are
    # decided by the same layouts
    StepClock(step=1e-7).install(monkeypatch)
    seconds = CONFIGS["expert"].bid_seconds
    seen: dict[Phase, int] = {}
    for seed in range(8):
        log = heuristic_deal(seed)
        analysis = analyse(log, seconds_per_decision=seconds, seed=11)
        for d in analysis.decisions:
            if d.phase is Phase.PLAY:
                continue
            h = hint(seat_view(log.replay(d.index), d.seat), seed=11)
            if h.action.verb is Verb.REDEAL:
                continue  # a redeal is the Rufer's, not an option the review weighs
            assert h.action == d.best, (seed, d.index, d.phase, d.action, d.value, d.best_value)
            assert d.loss == 0 if d.action == d.best else d.loss >= 0
            seen[d.phase] = seen.get(d.phase, 0) + 1
    assert set(seen) == {Phase.TRUMP, Phase.AUCTION, Phase.DOUBLE}, seen
