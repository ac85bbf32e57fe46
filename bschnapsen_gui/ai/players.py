"""The computer players: random, heuristic, the search players and the cheater.

Every player is seeded (its own ``random.Random``), answers only with an action from
``view.legal``, honours ``deadline`` (a ``time.monotonic()`` value) and polls
``cancel()``.  Whatever goes wrong inside a search, the player falls back to the
heuristic's action rather than failing the game (``errors`` counts such fallbacks).
"""

from __future__ import annotations

import random
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial

from ..engine.actions import Action, Verb
from ..engine.contracts import Contract
from ..engine.deal import Deal, Phase
from ..engine.view import SeatView
from . import bidding, cheater, fastsolver, playmodel
from . import heuristic as H
from .bummerl import Standing, worth
from .calibration import Calibration
from .calibration import table as calibration_table
from .config import CONFIGS, Config, choose
from .judgement import PARTNER, STRONG, WEAK, defence_of, judgement
from .search import Budget, Cancelled, Evaluation, evaluate_play, punkte_per_unit


class BasePlayer:
    """Common plumbing: legality, fallback, timing."""

    strength = "base"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.errors = 0
        self.last_error: str | None = None
        #: the last decision's estimate (for the arena's calibration figures)
        self.last_estimate: dict[str, object] = {}

    def decide(
        self,
        view: SeatView,
        deadline: float | None = None,
        cancel: Callable[[], bool] | None = None,
    ) -> Action:
        if cancel is not None and cancel():
            raise Cancelled()
        legal = [a for a in view.legal if a.seat == view.seat]
        if not legal:
            raise ValueError("no legal action for this seat")
        if view.to_act != view.seat:
            # only genug can be legal for a seat that is not to act (its partner won the
            # trick); that is a question for wants_genug, not a move to make regardless
            if self.wants_genug(view):
                return legal[0]
            raise ValueError("not this seat's turn: ask wants_genug() instead")
        if len(legal) == 1:
            return legal[0]
        self.last_estimate = {}
        try:
            action = self._decide(view, deadline, cancel)
        except Cancelled:
            raise
        except Exception:  # a bug in a search must not cost the game: play the heuristic
            self.errors += 1
            self.last_error = traceback.format_exc()
            action = H.best_action(view, self.rng)
        if action not in legal:
            self.errors += 1
            self.last_error = f"illegal choice {action!r}"
            action = H.best_action(view, self.rng)
        return action

    def _decide(self, view: SeatView, deadline: float | None, cancel: Callable[[], bool] | None) -> Action:
        return H.best_action(view, self.rng)

    def wants_genug(self, view: SeatView) -> bool:
        """For a seat that is not to act: would it say genug now (its team has 66)?"""
        return any(a.verb is Verb.GENUG for a in view.legal) and H.genug_is_right(view)


class RandomPlayer(BasePlayer):
    """Uniformly random legal actions; never says genug unless it is the only action."""

    strength = "random"

    def _decide(self, view: SeatView, deadline: float | None, cancel: Callable[[], bool] | None) -> Action:
        own = [a for a in view.legal if a.seat == view.seat and a.verb is not Verb.GENUG] or list(view.legal)
        return self.rng.choice(own)


class HeuristicPlayer(BasePlayer):
    """The rule-based baseline."""

    strength = "heuristic"


__all__ = ["BasePlayer", "CONFIGS", "CheaterPlayer", "Config", "HeuristicPlayer", "RandomPlayer",
           "SearchPlayer", "choose"]


#: the longest a search player thinks about one decision (seconds, not counting what comes
#: before its ``decide``), whatever its phase: the search's hard stop comes sooner, this
#: bounds what does not poll (drawing layouts, the play model, the bid inference)
DECISION_CAP = 0.7


class SearchPlayer(BasePlayer):
    """Perfect-information Monte Carlo in the play, simulation in the auction."""

    def __init__(self, seed: int, config: Config, fixed_effort: bool = False, *,
                 deal_provider: Callable[[], Deal] | None = None) -> None:
        super().__init__(seed)
        #: the live deal, for a config that plays with open cards (``Config.open_play``)
        self.deal_provider = deal_provider
        if fixed_effort:
            # the same work whatever the clock says: decisions depend on view and seed only
            config = replace(config, seconds=1e9, bid_seconds=1e9, min_layouts=config.max_layouts)
        self.config = config
        self.fixed_effort = fixed_effort
        self.strength = config.name
        #: open-cards success rates of hands for contracts (bid inference), per player
        self.success_cache: dict[tuple[object, ...], float] = {}
        #: the last card-play search (``ai.bench`` reads how many layouts it solved)
        self.last_evaluation: Evaluation | None = None
        #: the running Bummerl: Punkte per team (0 = seats 0 and 2) and the team that
        #: led target - 1 : 0, as ``engine.match`` keeps them; None: not told
        self.score: tuple[int, int] | None = None
        self.led_short_to_nil: int | None = None
        #: the strength at each seat of the table, None for a person or a seat not known;
        #: None: not told (``set_table``)
        self.table: tuple[str | None, ...] | None = None

    def set_score(self, points: tuple[int, int] | None, led_short_to_nil: int | None = None) -> None:
        """Tell the player the running Bummerl's score (``Match.points``), or None."""
        self.score = None if points is None else (points[0], points[1])
        self.led_short_to_nil = led_short_to_nil

    def set_table(self, strengths: Sequence[str | None] | None) -> None:
        """Tell the player who sits at each seat: a computer strength, or None for a person
        (or a seat not known).  Its contracts and doublings are judged by the table of its
        config's ``calibration_weak`` when both opponents are a weak strength
        (``ai.calibration.WEAK_DEFENDERS``)."""
        self.table = None if strengths is None else tuple(strengths)

    def weak_defence(self, view: SeatView) -> bool:
        """Both opponents are known to be of a weak strength (``WEAK_DEFENDERS``)."""
        return self.defence(view) == WEAK

    def defence(self, view: SeatView) -> str:
        """How strong the seat's opponents are known to be, for the learned judgement
        (``ai.judgement.DEFENCES``): weak when both are of a weak strength, a club player's
        when both are that or weaker, else strong (a person, a network seat, the expert, a
        seat not known): ``ai.judgement.defence_of``."""
        t = self.table
        if t is None or len(t) != 4:
            return STRONG
        return defence_of([t[(view.seat + k) % 4] for k in (1, 3)])

    def calibration(self, view: SeatView) -> Calibration:
        """The shifts for this seat's contracts and doublings: the weak defence's table when
        both opponents are known to defend weakly, else the config's own."""
        cfg = self.config
        if cfg.calibration_weak is not None and self.weak_defence(view):
            return calibration_table(cfg.calibration_weak)
        return calibration_table(cfg.calibration)

    def judge(self, view: SeatView) -> Callable[[Contract, float, int], float | None] | None:
        """The seat's team's chance in play by the config's learned judgement
        (``ai.judgement``) from the seat's hand now: of its own contract (level 0), its
        Kontra (level 1) on the declarer's, or its partner's contract as it stands (level
        ``judgement.PARTNER``); None: the table alone (``config.Searcher.judge``).  The
        partner's model was fitted on partners who bid as the player does: a partner known
        to be a computer of another judgement (the heuristic, club beside the expert) has his
        contract judged by the table; a person's, or a seat's not known, by the model."""
        if self.config.judgement is None:
            return None
        model = judgement(self.config.judgement)
        t = self.table
        mate = t[(view.seat + 2) % 4] if t is not None and len(t) == 4 else None
        trusted = mate is None or (mate in CONFIGS and CONFIGS[mate].judgement == self.config.judgement)
        hand = 0
        for c in view.hand:
            hand |= c.bit
        trump = -1 if view.trump is None else int(view.trump)
        defence = self.defence(view)
        # the contract's declarer is the Rufer: the seat itself bidding (level 0), else the
        # one whose contract it doubles or passes on (in the auction: the one that stands)
        declarer = view.declarer if view.declarer is not None else bidding.standing_contract(view)[1]
        rufer = (view.seat == view.rufer, declarer == view.rufer)
        return lambda contract, p_open, level: (
            None if level == PARTNER and not trusted
            else model.chance(contract, p_open, hand, trump, defence, level, rufer[0] if level == 0 else rufer[1]))

    def utility(self, view: SeatView) -> Callable[[float], float] | None:
        """What Punkte for the seat's team are worth for the Bummerl at the told score;
        None when the player counts Punkte only (no score told, or its config says so)."""
        if not self.config.bummerl or self.score is None:
            return None
        st = Standing.of(self.score, view.seat & 1, view.rules, self.led_short_to_nil)
        if st.us == 0 and st.them == 0 and st.led_short_to_nil is None:
            return None  # 0 : 0 is the Punkte's own scale (up to the race's small curve)
        return partial(worth, st=st)

    def _decide(self, view: SeatView, deadline: float | None, cancel: Callable[[], bool] | None) -> Action:
        if not self.fixed_effort:
            # one deadline for every phase of the decision, whatever the caller allows
            cap = time.monotonic() + max(DECISION_CAP, self.config.seconds, self.config.bid_seconds)
            deadline = cap if deadline is None else min(deadline, cap)
        with fastsolver.using(self.config.solver):
            return self._decide_phase(view, deadline, cancel)

    def _decide_phase(self, view: SeatView, deadline: float | None,
                      cancel: Callable[[], bool] | None) -> Action:
        cfg = self.config
        if view.phase is Phase.PLAY:
            return self._play(view, deadline, cancel)
        if view.phase is Phase.TRUMP:
            return bidding.decide_trump(self, view, deadline, cancel)
        if view.phase is Phase.AUCTION:
            if cfg.simulate_bids:
                return bidding.decide_bid(self, view, deadline, cancel)
            return H.best_action(view, self.rng)
        if view.phase is Phase.DOUBLE:
            if cfg.kontra:
                return bidding.decide_double(self, view, deadline, cancel)
            return H.best_action(view, self.rng)
        return H.best_action(view, self.rng)

    def _play(self, view: SeatView, deadline: float | None, cancel: Callable[[], bool] | None) -> Action:
        cfg = self.config
        if (cfg.open_play and self.deal_provider is not None
                and sum(len(t.cards) for t in view.tricks) >= cfg.open_play_from):
            return cheater.decide(self, self.deal_provider(), view, deadline, cancel)
        scores = H.play_scores(view)
        tiebreak = {a: v for a, (v, _r) in scores.items()}
        # genug when the team has 66: nothing can score more (docs/rules.md §8)
        for a in view.legal:
            if a.verb is Verb.GENUG and H.genug_is_right(view):
                return a
        budget = Budget.make(cfg.seconds, deadline, cancel)
        extra = None
        if cfg.infer_bids:
            extra = bidding.bid_weight(view, self.rng, self.success_cache, budget.poll, cfg.infer_samples)
        if cfg.play_model:
            extra = product_of_weights(extra, playmodel.play_weight(view, budget.hard_over, cfg.play_temperature,
                                                          cfg.play_noise, cfg.read_marriages))
        ev = evaluate_play(
            view,
            self.rng,
            budget,
            min_layouts=cfg.min_layouts,
            max_layouts=cfg.max_layouts,
            exact_limit=cfg.exact_limit,
            extra_weight=extra,
            utility=self.utility(view),
        )
        self.last_evaluation = ev
        if ev.layouts == 0:
            return H.best_action(view, self.rng)
        values = dict(ev.values)
        # a wrong genug only to limit a loss, and only when clearly better
        for a in list(values):
            if a.verb is Verb.GENUG:
                others = [v for b, v in values.items() if b is not a]
                if others and values[a] < max(others) + 0.25:
                    values[a] -= 100.0
        # differences of a layout or two are noise: let the natural action win those
        eps = 1e-6 if ev.exact else 0.02 * punkte_per_unit(view)
        return choose(values, tiebreak, eps=eps)


class CheaterPlayer(BasePlayer):
    """Sees every card (a yardstick for the arena, never offered to players)."""

    strength = "cheater"

    def __init__(self, seed: int, deal_provider: Callable[[], Deal] | None) -> None:
        super().__init__(seed)
        self.deal_provider = deal_provider

    def _decide(self, view: SeatView, deadline: float | None, cancel: Callable[[], bool] | None) -> Action:
        if self.deal_provider is None:
            return H.best_action(view, self.rng)
        deal = self.deal_provider()
        return cheater.decide(self, deal, view, deadline, cancel)


def product_of_weights(a: Callable[[list[int]], float] | None,
             b: Callable[[list[int]], float] | None) -> Callable[[list[int]], float] | None:
    """Both layout weights at once (either may be None)."""
    if a is None or b is None:
        return a if b is None else b

    def both(hands: list[int]) -> float:
        w = a(hands)
        return w * b(hands) if w > 0.0 else 0.0

    return both


def now() -> float:
    return time.monotonic()
