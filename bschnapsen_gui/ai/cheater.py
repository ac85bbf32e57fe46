"""The cheater: decides with every card in view (a yardstick for the arena only).

It reads the live :class:`Deal` it is given and solves with open cards, so its edge over
another player measures how much hidden information costs that player.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine.actions import Action, Verb
from ..engine.contracts import TABLE, Contract, Goal
from ..engine.contracts import value as contract_value
from ..engine.deal import Deal, Phase
from ..engine.view import SeatView
from . import heuristic as H
from .bidding import initial_state
from .config import Seeded, choose
from .fastsolver import backend
from .search import Cancelled
from .solver import move_of_action, state_from_deal


def _hands(deal: Deal) -> list[int]:
    out = []
    for s in range(4):
        m = 0
        for c in deal.dealt[s]:
            m |= c.bit
        out.append(m)
    return out


def contract_value_open(deal: Deal, contract: Contract, declarer: int, trump: int, team: int) -> float:
    """Punkte for ``team`` if ``declarer`` plays ``contract`` and everyone plays with open cards."""
    spec = TABLE[contract]
    if spec.goal is Goal.SHOWN:
        v = contract_value(contract, deal.rules)
        return v if (declarer & 1) == team else -v
    st = initial_state(deal.rules, contract, declarer, deal.rufer, trump, _hands(deal))
    units = backend()(st).solve(st)
    pts = units * st.punkte_per_unit
    return pts if team == 0 else -pts


def decide(player: Seeded, deal: Deal, view: SeatView, deadline: float | None,
           cancel: Callable[[], bool] | None) -> Action:
    if cancel is not None and cancel():
        raise Cancelled()
    legal = [a for a in view.legal if a.seat == view.seat]
    seat = view.seat
    team = seat & 1
    if deal.phase is Phase.PLAY:
        for a in legal:
            if a.verb is Verb.GENUG and H.genug_is_right(view):
                return a
        st = state_from_deal(deal)
        sign = 1 if team == 0 else -1
        solver = backend()(st)
        values = {a: float(sign * solver.after(st, move_of_action(a))) for a in legal}
        tiebreak = {a: v for a, (v, _r) in H.play_scores(view).items()}
        return choose(values, tiebreak)
    if deal.phase is Phase.TRUMP:
        vals: dict[Action, float] = {}
        for a in legal:
            if a.verb is Verb.TRUMP:
                trump = int(a.value)  # type: ignore[arg-type]
            elif a.verb is Verb.AUFSCHLAGEN:
                trump = int(deal.dealt[deal.rufer][3 + int(a.value)].suit)  # type: ignore[arg-type]
            else:
                continue
            vals[a] = contract_value_open(deal, Contract.NORMAL, deal.rufer, trump, team)
        best = max(vals, key=lambda a: vals[a])
        for a in legal:
            if a.verb is Verb.REDEAL and vals[best] < 0:
                return a
        return best
    if deal.phase is Phase.AUCTION:
        trump = -1 if deal.trump is None else int(deal.trump)
        if deal.highest is None or deal.highest_seat is None:
            base = contract_value_open(deal, Contract.NORMAL, deal.rufer, trump, team)
        else:
            base = contract_value_open(deal, deal.highest, deal.highest_seat, trump, team)
        options: dict[Action, float] = {}
        for a in legal:
            if a.verb is not Verb.BID:
                continue
            if a.value is None:
                options[a] = base
            else:
                c = a.value
                assert isinstance(c, Contract)
                options[a] = contract_value_open(deal, c, seat, trump, team)
        if not options:
            return legal[0]
        return max(options, key=lambda a: (options[a], a.value is None))
    if deal.phase is Phase.DOUBLE:
        assert deal.contract is not None and deal.declarer is not None
        trump = -1 if deal.trump is None else int(deal.trump)
        v = contract_value_open(deal, deal.contract, deal.declarer, trump, team)
        want = v > 0
        for a in legal:
            if a.verb is Verb.DOUBLE and a.value is want:
                return a
    return H.best_action(view, player.rng)
