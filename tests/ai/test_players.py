"""Every strength makes only legal actions; cancel and deadline are honoured; views hide cards."""

from __future__ import annotations

import dataclasses
import random
import time

import pytest

from bschnapsen_gui.ai import ALL_STRENGTHS, STRENGTHS, Cancelled, make_player
from bschnapsen_gui.ai.fastsolver import ENV as SOLVER_ENV
from bschnapsen_gui.ai.fastsolver import backend_name, compiled_available
from bschnapsen_gui.ai.players import BasePlayer
from bschnapsen_gui.ai.positions import random_hands
from bschnapsen_gui.engine.actions import Action
from bschnapsen_gui.engine.cards import Card
from bschnapsen_gui.engine.deal import Deal, Phase
from bschnapsen_gui.engine.rules import RuleSet
from bschnapsen_gui.engine.scoring import genug_is_right
from bschnapsen_gui.engine.view import SeatView, TrickView, seat_view

from .helpers import StepClock, deal_at, random_rules


def test_interface_constants() -> None:
    assert set(STRENGTHS) <= set(ALL_STRENGTHS)
    assert "cheater" not in STRENGTHS and "heuristic" in ALL_STRENGTHS
    with pytest.raises(ValueError):
        make_player("grandmaster", 1)


@pytest.mark.parametrize("strength", ALL_STRENGTHS)
def test_only_legal_actions_under_random_rules(strength: str) -> None:
    rng = random.Random(f"legal-{strength}")
    deals = 30 if strength in ("random", "heuristic", "cheater") else 12
    for _ in range(deals):
        rules = random_rules(rng)
        deal = Deal(rules, rng.randrange(4), random_hands(rng))
        players = [make_player(strength, rng.randrange(1 << 30), deal_provider=lambda d=deal: d) for _ in range(4)]
        while not deal.finished:
            seat = deal.to_act
            assert seat is not None
            view = seat_view(deal, seat)
            action = players[seat].decide(view, deadline=time.monotonic() + 0.03)
            assert action.seat == seat
            assert action in deal.legal_actions(), (action, rules.to_json(), deal.history)
            deal.apply(action)
        for p in players:
            assert isinstance(p, BasePlayer)
            assert p.errors == 0, p.last_error


def test_mixed_table_with_all_rules_on() -> None:
    rng = random.Random(11)
    rules = RuleSet(ass_bettler=True, assenbettler=True, schnapser_mit_mann=True, plauderer=True,
                    bauernloch=True, plauderer_kind="b")
    for i in range(10):
        deal = Deal(rules, i % 4, random_hands(rng))
        players = [make_player(s, i, deal_provider=lambda d=deal: d) for s in ("expert", "club", "beginner", "cheater")]
        while not deal.finished:
            seat = deal.to_act
            assert seat is not None
            action = players[seat].decide(seat_view(deal, seat), deadline=time.monotonic() + 0.03)
            assert action in deal.legal_actions()
            deal.apply(action)


# -- views -----------------------------------------------------------------------------------------

_ALLOWED = (int, str, bool, type(None), Card, Action, RuleSet, float)


def _walk(obj: object, path: str) -> None:
    if isinstance(obj, (tuple, list)):
        assert isinstance(obj, tuple), f"{path} is a mutable list"
        for i, x in enumerate(obj):
            _walk(x, f"{path}[{i}]")
    elif isinstance(obj, dict):
        for k, v in obj.items():
            _walk(k, f"{path}.key")
            _walk(v, f"{path}[{k}]")
    elif isinstance(obj, TrickView) or dataclasses.is_dataclass(obj) and not isinstance(obj, RuleSet):
        for f in dataclasses.fields(obj):  # type: ignore[arg-type]
            _walk(getattr(obj, f.name), f"{path}.{f.name}")
    else:
        assert isinstance(obj, _ALLOWED), f"{path} is a {type(obj).__name__}"


@pytest.mark.parametrize("phase", [Phase.TRUMP, Phase.AUCTION, Phase.PLAY])
def test_view_holds_no_deal_internals(phase: Phase) -> None:
    deal = deal_at(phase, 5)
    for seat in range(4):
        view = seat_view(deal, seat)
        _walk(view, "view")
        assert not any(isinstance(getattr(view, f.name), Deal) for f in dataclasses.fields(view))
        # no other seat's hidden card appears anywhere in the view
        visible = {c for t in view.tricks for c in t.cards} | set(view.hand)
        for _s, cards in view.open_hands.items():
            visible |= set(cards)
        if view.turned_up is not None:
            visible.add(view.turned_up)
        text = repr(view)
        for s in range(4):
            if s == seat:
                continue
            for c in deal.hands[s]:
                if c not in visible:
                    assert f"'{c}'" not in text


def _same_view_other_cards(deal: Deal, seat: int, rng: random.Random) -> Deal | None:
    """The same history with the hidden cards of the other seats dealt differently."""
    fixed = set(deal.dealt[seat])
    if deal.turned_up is not None:
        fixed.add(deal.turned_up)
    for _ in range(300):
        others = [c for s in range(4) if s != seat for c in deal.dealt[s] if c not in fixed]
        rng.shuffle(others)
        it = iter(others)
        hands = []
        for s in range(4):
            hands.append([c if (s == seat or c in fixed) else next(it) for c in deal.dealt[s]])
        # the played cards must stay where they were played
        played = {c: s for a in deal.history if a.verb.name == "PLAY" for s, c in [(a.seat, a.value)]}
        if any(c not in hands[s] for c, s in played.items()):  # type: ignore[comparison-overlap]
            continue
        other = Deal(deal.rules, deal.dealer, hands)
        try:
            other.apply_all(deal.history)
        except Exception:
            continue
        if other.dealt != deal.dealt:
            return other
    return None


@pytest.mark.parametrize("phase", [Phase.AUCTION, Phase.PLAY])
def test_decision_depends_only_on_the_view(phase: Phase) -> None:
    rng = random.Random(3)
    deal = deal_at(phase, 21)
    seat = deal.to_act
    assert seat is not None
    other = _same_view_other_cards(deal, seat, rng)
    assert other is not None
    v1, v2 = seat_view(deal, seat), seat_view(other, seat)
    assert v1 == v2
    for strength in ("club", "expert"):
        a1 = make_player(strength, 99, fixed_effort=True).decide(v1)
        a2 = make_player(strength, 99, fixed_effort=True).decide(v2)
        assert a1 == a2


def test_seeded_players_repeat_themselves() -> None:
    deal = deal_at(Phase.PLAY, 8)
    seat = deal.to_act
    assert seat is not None
    view = seat_view(deal, seat)
    for strength in ("beginner", "club", "expert"):
        a = [make_player(strength, 5, fixed_effort=True).decide(view) for _ in range(2)]
        assert a[0] == a[1]


# -- cancel and deadline -----------------------------------------------------------------------------


def _polls(strength: str, view: SeatView, stop_at: int | None) -> tuple[int, bool]:
    """How often a fresh player polls ``cancel()`` when it says True from poll ``stop_at``
    on (never if None), and whether the player then raised Cancelled."""
    polls = [0]

    def cancel() -> bool:
        polls[0] += 1
        return stop_at is not None and polls[0] >= stop_at

    try:
        make_player(strength, 1, fixed_effort=True).decide(view, cancel=cancel)
    except Cancelled:
        return polls[0], True
    return polls[0], False


@pytest.fixture(params=["python", "c"])
def solver_backend(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Both solvers: the compiled one polls every 2048 search nodes, the pure one more often."""
    if request.param == "c" and not compiled_available():
        pytest.skip("the compiled solver is not built here")
    monkeypatch.setenv(SOLVER_ENV, request.param)
    assert backend_name() == request.param
    return str(request.param)


@pytest.mark.parametrize("phase", [Phase.TRUMP, Phase.AUCTION, Phase.PLAY])
@pytest.mark.parametrize("strength", STRENGTHS)
def test_cancel_is_honoured(strength: str, phase: Phase, solver_backend: str) -> None:
    """Counted in polls, not seconds: a player stops at the poll of ``cancel()`` that says
    so (it may look once more, to tell a cancel from its own time running out), at the
    start, in the middle of its thinking and at its last poll."""
    deal = deal_at(phase, 13)
    seat = deal.to_act
    assert seat is not None
    view = seat_view(deal, seat)
    # with a fixed effort the same decision polls the same number of times
    total, cancelled = _polls(strength, view, None)
    assert not cancelled and total >= 1
    assert _polls(strength, view, None) == (total, False)
    # one poll before it starts (a decision without search), or many while it thinks (the
    # compiled solver is so quick that a small search may poll only a few times)
    assert total == 1 or total > (10 if solver_backend == "python" else 1), total
    for stop_at in sorted({1, max(1, total // 2), total}):
        polls, cancelled = _polls(strength, view, stop_at)
        assert cancelled, f"went on to an answer after cancel() said stop at poll {stop_at} of {total}"
        assert stop_at <= polls <= stop_at + 1, f"polled {polls} times; told to stop at poll {stop_at}"


@pytest.mark.parametrize("phase", [Phase.TRUMP, Phase.AUCTION, Phase.PLAY])
def test_deadline_is_honoured(phase: Phase, monkeypatch: pytest.MonkeyPatch) -> None:
    """On a clock that moves on only when read: a deadline halfway through the player's
    own thinking is met, and the answer is still a legal one.  With the pure solver, which
    reads the clock often enough to cut its thinking in half (the compiled one reads it
    every 2048 nodes: its deadline is the cancel test's poll count)."""
    monkeypatch.setenv(SOLVER_ENV, "python")
    deal = deal_at(phase, 17)
    seat = deal.to_act
    assert seat is not None
    view = seat_view(deal, seat)
    # the expert reads its trump call off a table (ai.trumptable): the one that simulates it
    strength = "expert-v8" if phase is Phase.TRUMP else "expert"
    clock = StepClock(step=0.01).install(monkeypatch)
    t0 = clock.now
    free = make_player(strength, 2, fixed_effort=True).decide(view)
    spent = clock.now - t0
    assert free in view.legal
    assert spent > 0.2, "the player read its clock too seldom (< 20 times) to test a deadline with"
    t0 = clock.now
    deadline = t0 + spent / 2
    action = make_player(strength, 2, fixed_effort=True).decide(view, deadline=deadline)
    # it may read the clock once more after it stopped (the time it spent, for the arena)
    assert clock.now <= deadline + clock.step, f"answered {clock.now - deadline:.3f} s (clock) after its deadline"
    assert action in view.legal


def test_genug_when_the_team_has_66() -> None:
    rng = random.Random(4)
    said = 0
    for i in range(40):
        deal = Deal(RuleSet(), i % 4, random_hands(rng))
        players = [make_player("club", i * 4 + s) for s in range(4)]
        while not deal.finished:
            seat = deal.to_act
            assert seat is not None
            view = seat_view(deal, seat)
            right = any(a.verb.name == "GENUG" for a in view.legal) and genug_is_right(deal, seat & 1)
            action = players[seat].decide(view, deadline=time.monotonic() + 0.05)
            if right:
                assert action.verb.name == "GENUG"
                said += 1
            deal.apply(action)
    assert said > 0


def test_partner_not_to_act_is_asked_through_wants_genug() -> None:
    from bschnapsen_gui.ai.heuristic import genug_is_right

    from .helpers import drive

    checked = 0
    for seed in range(40):
        rng = random.Random(seed)
        deal = Deal(RuleSet(), seed % 4, random_hands(rng))
        if not drive(deal, lambda d: bool(d.genug_seats) and any(s != d.to_act for s in d.genug_seats), seed):
            continue
        partner = next(s for s in deal.genug_seats if s != deal.to_act)
        view = seat_view(deal, partner)
        assert view.to_act != partner and all(a.verb.name == "GENUG" for a in view.legal)
        for strength in ("heuristic", "club"):
            p = make_player(strength, seed)
            right = genug_is_right(view)
            assert p.wants_genug(view) == right
            if right:
                assert p.decide(view).verb.name == "GENUG"
            else:
                with pytest.raises(ValueError):
                    p.decide(view)
        checked += 1
    assert checked > 10
