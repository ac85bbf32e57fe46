"""The open-cards solver against a plain search over the engine's own rules."""

from __future__ import annotations

import random
import zlib

import pytest

from bschnapsen_gui.ai.positions import deal_with_contract, random_play
from bschnapsen_gui.ai.solver import Solver, apply_move, move_of_action, state_from_deal
from bschnapsen_gui.engine.actions import Verb
from bschnapsen_gui.engine.contracts import Contract
from bschnapsen_gui.engine.deal import Deal
from bschnapsen_gui.engine.rules import RuleSet

from .bruteforce import brute_force, brute_force_actions, result_units

STANDARD = RuleSet()
ALL = RuleSet(ass_bettler=True, assenbettler=True, schnapser_mit_mann=True, plauderer=True, bauernloch=True)

CASES = [
    # (contract, rules, deals, tricks played at random before the comparison)
    (Contract.NORMAL, STANDARD, 14, 2),
    (Contract.NORMAL, STANDARD.replace(stichzwang=False), 8, 2),
    (Contract.NORMAL, STANDARD.replace(herzrunde=True), 6, 2),
    (Contract.BETTLER, STANDARD, 10, 1),
    (Contract.BETTLER, STANDARD.replace(bettler_order="ace-low"), 5, 1),
    (Contract.BETTLER, STANDARD.replace(bettler_order="ten-low"), 5, 1),
    (Contract.BETTLER, STANDARD.replace(partner_sits_out_without_trump=False), 6, 2),
    (Contract.ASSENBETTLER, ALL, 5, 1),
    (Contract.PLAUDERER, ALL, 4, 1),
    (Contract.GANG, STANDARD, 8, 1),
    (Contract.GANG, STANDARD.replace(partner_sits_out_without_trump=False), 5, 2),
    (Contract.ZEHNERGANG, STANDARD, 6, 1),
    (Contract.SCHNAPSER, STANDARD, 10, 1),
    (Contract.SCHNAPSER, STANDARD.replace(stichzwang=False), 5, 1),
    (Contract.SCHNAPSER_MIT_MANN, ALL, 8, 1),
    (Contract.KONTRASCHNAPSER, STANDARD, 8, 1),
    (Contract.BAUERNSCHNAPSER, STANDARD, 6, 2),
    (Contract.KONTRABAUERNSCHNAPSER, STANDARD, 5, 2),
    (Contract.BAUERNLOCH, ALL, 5, 2),
]


def _endgames(contract: Contract, rules: RuleSet, n: int, tricks: int, seed: int) -> list[Deal]:
    rng = random.Random(seed)
    out: list[Deal] = []
    attempts = 0
    while len(out) < n and attempts < 400:
        attempts += 1
        deal = deal_with_contract(rules, rng, contract, kontra=True)
        assert deal is not None, f"no deal with {contract}"
        random_play(deal, rng, tricks)
        if deal.finished:
            continue
        # sometimes stop inside a trick
        for _ in range(rng.randrange(3)):
            legal = [a for a in deal.legal_actions() if a.verb is not Verb.GENUG]
            if deal.finished or not legal:
                break
            deal.apply(rng.choice(legal))
        if not deal.finished:
            out.append(deal)
    return out


@pytest.mark.parametrize(
    "contract,rules,n,tricks", CASES, ids=lambda v: str(v)[:30] if not isinstance(v, int) else str(v)
)
def test_solver_matches_brute_force(contract: Contract, rules: RuleSet, n: int, tricks: int) -> None:
    deals = _endgames(contract, rules, n, tricks, seed=zlib.crc32(f"{contract}{rules.to_json()}{n}".encode()))
    assert len(deals) >= max(1, n // 2)
    for deal in deals:
        st = state_from_deal(deal)
        solver = Solver(st)
        # the value of the position, and of every action of the player to act
        assert solver.solve(st) == brute_force(deal)
        want = brute_force_actions(deal)
        values = dict(solver.move_values(st))
        for action, v in want.items():
            if action.seat != deal.to_act:
                continue  # the partner's genug: same team, same value as the own one
            assert values[move_of_action(action)] == v, (action, deal.history)


def test_apply_move_follows_the_engine() -> None:
    rng = random.Random(7)
    for contract in (Contract.NORMAL, Contract.BETTLER, Contract.SCHNAPSER, Contract.GANG):
        for _ in range(10):
            deal = deal_with_contract(STANDARD, rng, contract)
            assert deal is not None
            st = state_from_deal(deal)
            while not deal.finished:
                legal = [a for a in deal.legal_actions() if a.seat == deal.to_act and a.verb is not Verb.GENUG]
                assert sorted(move_of_action(a) for a in legal) == sorted(
                    m for m in st.legal_moves() if m != 24
                )
                a = rng.choice(legal)
                st, done = apply_move(st, move_of_action(a))
                deal.apply(a)
                if done is not None:
                    assert deal.finished and result_units(deal) == done
                    break
                assert not deal.finished
                assert st.hands == state_from_deal(deal).hands


@pytest.mark.parametrize("contract", [Contract.NORMAL, Contract.SCHNAPSER, Contract.BETTLER, Contract.GANG])
def test_whole_deal_value_is_what_best_play_scores_on_the_engine(contract: Contract) -> None:
    """From the first lead: playing the solver's best move for whoever is to act keeps the
    value of the position, and the engine scores exactly that value at the end."""
    rng = random.Random(zlib.crc32(str(contract).encode()))
    for _ in range(3):
        deal = deal_with_contract(STANDARD, rng, contract, kontra=True)
        assert deal is not None
        st = state_from_deal(deal)
        value = Solver(st).solve(st)
        while not deal.finished:
            st = state_from_deal(deal)
            solver = Solver(st)
            assert solver.solve(st) == value, deal.history
            moves = dict(solver.move_values(st))
            own = [a for a in deal.legal_actions() if a.seat == deal.to_act]
            assert sorted(moves) == sorted(move_of_action(a) for a in own)
            best = max(moves.values()) if deal.to_act in (0, 2) else min(moves.values())
            deal.apply(next(a for a in own if moves[move_of_action(a)] == best))
        assert result_units(deal) == value


def test_follow_mask_is_the_engines_follow_rule_under_random_rules() -> None:
    """The follow rule lives in the engine and, for speed, in ``solver.follow_mask`` (and the
    C solver, tied to this one by test_csolver): at every card after a lead, in every
    contract, under random house rules (Stichzwang off, Herzrunde, the Bettler orders…),
    the cards ``follow_mask`` allows are the cards ``Deal.legal_actions`` allows (issue 43)."""
    from bschnapsen_gui.ai.bits import SUIT_OF, played_card
    from bschnapsen_gui.ai.solver import follow_mask
    from bschnapsen_gui.engine.contracts import ranking

    from .helpers import random_rules

    rng = random.Random(4311)
    checked = 0
    for n in range(500):
        rules = random_rules(rng)
        contract = rng.choice(ranking(rules))  # the contracts these rules offer
        deal = deal_with_contract(rules, rng, contract, tries=200)
        if deal is None:
            continue
        while not deal.finished:
            legal = [a for a in deal.legal_actions() if a.seat == deal.to_act]
            st = state_from_deal(deal)
            if st.trick and deal.marriage_pending is None:
                _, wcard = st.trick_winner()
                mask = follow_mask(st.hands[st.to_act], SUIT_OF[st.trick[0]], wcard, st.trump, st.order,
                                   st.stichzwang)
                allowed = {played_card(a.value) for a in legal if a.verb is Verb.PLAY}
                assert allowed == {i for i in range(20) if mask >> i & 1}, (n, rules.to_json(), deal.history)
                checked += 1
            deal.apply(rng.choice(legal))
    assert checked > 1500
