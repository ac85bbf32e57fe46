"""Helpers for tests and benchmarks: deals with a chosen contract, brute force search.

Nothing here is used in play; it lives in the package so that tests and the arena can
share it without importing test modules.
"""

from __future__ import annotations

import random

from ..engine import actions as A
from ..engine.actions import Action, Verb
from ..engine.cards import DECK
from ..engine.contracts import TABLE, Contract, Goal, value as contract_value
from ..engine.deal import Deal, Phase, team_of
from ..engine.rules import RuleSet
from .solver import multiplier_of


def random_hands(rng: random.Random) -> list[list]:  # type: ignore[type-arg]
    deck = list(DECK)
    rng.shuffle(deck)
    return [deck[5 * i : 5 * i + 5] for i in range(4)]


def deal_with_contract(
    rules: RuleSet, rng: random.Random, contract: Contract, tries: int = 2000, kontra: bool = False
) -> Deal | None:
    """A fresh deal in its play phase with ``contract`` (random cards, dealer, trump)."""
    for _ in range(tries):
        deal = Deal(rules, rng.randrange(4), random_hands(rng))
        target_seat = rng.randrange(4)
        while deal.phase is Phase.TRUMP:
            legal = [a for a in deal.legal_actions() if a.verb is not Verb.REDEAL]
            deal.apply(rng.choice(legal))
        guard = 0
        while deal.phase is Phase.AUCTION and guard < 40:
            guard += 1
            legal = [a for a in deal.legal_actions() if a.verb is not Verb.REDEAL]
            seat = deal.to_act
            assert seat is not None
            want = A.BID[seat][contract]
            if seat == target_seat and want in legal and deal.highest is not contract:
                deal.apply(want)
            elif A.PASS[seat] in legal:
                deal.apply(A.PASS[seat])
            else:
                deal.apply(legal[0] if A.BID[seat][Contract.NORMAL] not in legal else A.BID[seat][Contract.NORMAL])
        if deal.phase is Phase.AUCTION or deal.contract is not contract:
            continue
        while deal.phase is Phase.DOUBLE:
            seat = deal.to_act
            assert seat is not None
            deal.apply(A.DOUBLE[seat][kontra and rng.random() < 0.5])
        if deal.phase is Phase.PLAY:
            return deal
    return None


def random_play(deal: Deal, rng: random.Random, tricks: int) -> None:
    """Random legal play-phase actions until ``tricks`` tricks are complete (or the end)."""
    while deal.phase is Phase.PLAY:
        done = sum(1 for t in deal.tricks if t.winner is not None)
        if done >= tricks and deal.trick is not None and not deal.trick.cards and deal.marriage_pending is None:
            return
        legal = [a for a in deal.legal_actions() if a.verb is not Verb.GENUG]
        deal.apply(rng.choice(legal))


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
