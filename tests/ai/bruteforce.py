"""The reference the solvers are tested against: plain minimax over the engine's own rules."""

from __future__ import annotations

from bschnapsen_gui.ai.solver import multiplier_of
from bschnapsen_gui.engine.actions import Action
from bschnapsen_gui.engine.contracts import TABLE, Goal
from bschnapsen_gui.engine.contracts import value as contract_value
from bschnapsen_gui.engine.deal import Deal, team_of


def per_unit(deal: Deal) -> int:
    assert deal.contract is not None
    spec = TABLE[deal.contract]
    mult = multiplier_of(deal.rules.herzrunde, deal.contract, deal.trump, deal.kontra_level)
    return mult * (1 if spec.goal is Goal.FIRST_TO_66 else contract_value(deal.contract, deal.rules))


def result_units(deal: Deal) -> int:
    r = deal.result
    assert r is not None and r.winner is not None
    u = r.points // per_unit(deal)
    return u if r.winner == 0 else -u


def brute_force(deal: Deal) -> int:
    """Minimax value (units, team A) by plain search over the engine's own rules."""
    if deal.finished:
        return result_units(deal)
    to_act = deal.to_act
    assert to_act is not None
    maxi = team_of(to_act) == 0
    best = -999 if maxi else 999
    for a in list(deal.legal_actions()):
        d = deal.copy()
        d.apply(a)
        v = brute_force(d)
        best = max(best, v) if maxi else min(best, v)
    return best


def brute_force_actions(deal: Deal) -> dict[Action, int]:
    out = {}
    for a in list(deal.legal_actions()):
        d = deal.copy()
        d.apply(a)
        out[a] = brute_force(d)
    return out
