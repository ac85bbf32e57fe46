"""Seeded positions for the solver benchmark (``ai.bench``) and the tests: random hands, a
deal brought to a chosen contract, random play up to a trick.  Not used in play; the brute
force the solvers are checked against lives with the tests (``tests/ai/bruteforce.py``).
"""

from __future__ import annotations

import random

from ..engine import actions as A
from ..engine.actions import Verb
from ..engine.cards import DECK
from ..engine.contracts import Contract
from ..engine.deal import Deal, Phase
from ..engine.rules import RuleSet


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
